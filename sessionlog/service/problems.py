"""RFC 9457 problem documents: every error the service answers, by type.

Rule of this module: one table (``PROBLEMS``) names each problem type, its status and title; ``for_error``
maps a library error onto it. A ``Problem`` is what a route raises to answer an error; the app turns
any other exception into ``internal`` without its traceback. Messages of store errors (which name
the database file) are not sent to clients.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Collection
from typing import Any

from ..core.compaction import NothingToCompactError
from ..core.errors import (
    AmbiguousError,
    HeadConflictError,
    IdConflictError,
    InvalidEntryError,
    InvalidInputError,
    LockedError,
    NotFoundError,
    SessionLogError,
    StoreError,
)
from ..summarizers.base import SummarizerError
from .tokens import AuthError, ScopeError

TYPE_BASE = "urn:sessionlog:problem:"
MEDIA_TYPE = "application/problem+json"

# name -> (status, title)
PROBLEMS: dict[str, tuple[int, str]] = {
    "invalid-request": (400, "The request is malformed"),
    "unauthorized": (401, "A valid bearer token is needed"),
    "forbidden": (403, "The token lacks the scope for this request"),
    "not-found": (404, "Not found"),
    "method-not-allowed": (405, "Method not allowed"),
    "id-conflict": (409, "An id is reused with other content"),
    "head-conflict": (412, "The head moved"),
    "payload-too-large": (413, "The request body is too large"),
    "invalid-entry": (422, "An entry is invalid"),
    "invalid-input": (422, "The request cannot be done as asked"),
    "nothing-to-compact": (422, "Nothing to compact"),
    "precondition-required": (428, "If-Match is required"),
    "internal": (500, "Internal error"),
    "summarizer-failed": (502, "The summarizer failed"),
    "locked": (503, "The database is locked"),
    "unavailable": (503, "The service is shutting down"),
}


class InvalidRequest(InvalidInputError):
    """The request's JSON, query or headers do not have the expected shape (400)."""


@dataclass(eq=False)
class Problem(Exception):
    """An error answer: ``name`` is a key of ``PROBLEMS``; ``headers`` go on the response (an ETag
    with a 412, Retry-After with a 503, WWW-Authenticate with a 401)."""

    name: str
    detail: str
    headers: dict[str, str] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.name not in PROBLEMS:
            raise ValueError(f"unknown problem type {self.name!r}")
        super().__init__(self.detail)

    @property
    def status(self) -> int:
        return PROBLEMS[self.name][0]

    def to_json(self, instance: str | None = None) -> dict[str, Any]:
        doc: dict[str, Any] = {"type": TYPE_BASE + self.name, "title": PROBLEMS[self.name][1],
                               "status": self.status, "detail": self.detail}
        if instance is not None:
            doc["instance"] = instance
        doc.update(self.extra)
        return doc


def for_error(e: BaseException, hidden: Collection[str] = ()) -> Problem:
    """The problem answering a library error (anything else is ``internal``). ``hidden``: the store's
    locations (a file path, a database URL without its password), which the library's messages name for
    the operator and a client is not told: a leading ``LOCATION: `` is dropped, any other mention reads
    "the store"."""
    text = str(e)
    for location in hidden:
        if location:
            text = text.removeprefix(f"{location}: ").replace(location, "the store")
    if isinstance(e, Problem):
        return e
    if isinstance(e, AuthError):
        return Problem("unauthorized", text, {"WWW-Authenticate": 'Bearer realm="sessionlog"'})
    if isinstance(e, ScopeError):
        return Problem("forbidden", text)
    if isinstance(e, HeadConflictError):
        return Problem("head-conflict", text)
    if isinstance(e, IdConflictError):
        return Problem("id-conflict", text)
    if isinstance(e, NothingToCompactError):
        return Problem("nothing-to-compact", text)
    if isinstance(e, InvalidRequest):
        return Problem("invalid-request", text)
    if isinstance(e, InvalidEntryError):
        return Problem("invalid-entry", text)
    if isinstance(e, (InvalidInputError, AmbiguousError)):
        return Problem("invalid-input", text)
    if isinstance(e, NotFoundError):
        return Problem("not-found", text)
    if isinstance(e, SummarizerError):
        return Problem("summarizer-failed", text)
    if isinstance(e, LockedError):
        return Problem("locked", "the database stayed locked past the busy timeout; retry", {"Retry-After": "1"})
    if isinstance(e, StoreError):
        return Problem("internal", "the store cannot be used (see the server log; `sessionlog verify`)")
    if isinstance(e, SessionLogError):
        return Problem("invalid-input", text)
    return Problem("internal", "internal error (see the server log)")
