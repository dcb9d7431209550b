"""The errors and ETags of the Python client for ``sessionlog serve``: each problem ``type`` as a class that
also derives from the library's own error (``HeadConflict`` is a ``HeadConflictError``...), and the
service's ETag spelling (an entry id, percent-encoded where a header cannot hold it). Re-exported by
``sessionlog.client``; import them from there.
"""

from __future__ import annotations

import json
import urllib.parse
from typing import Any, Mapping

from .core.errors import (
    HeadConflictError,
    IdConflictError,
    InvalidEntryError,
    InvalidInputError,
    LockedError,
    NotFoundError,
    SessionLogError,
)

ANY: Any = type("_Any", (), {"__repr__": lambda self: "ANY"})()  # If-Match: * (no condition)
TYPE_BASE = "urn:sessionlog:problem:"


class ServiceError(SessionLogError):
    """An error answer of the service: ``status``, the problem ``type`` name, ``detail``, and the
    head's ``etag`` when the answer carried one (a 412)."""

    def __init__(self, status: int, problem: str, detail: str, *, etag: str | None = None,
                 document: Mapping[str, Any] | None = None) -> None:
        super().__init__(f"{status} {problem}: {detail}")
        self.status = status
        self.problem = problem
        self.detail = detail
        self.etag = etag
        self.document = dict(document or {})

    @property
    def head(self) -> str | None:
        """The head's entry id from the answer's ETag (None: empty, or no ETag)."""
        return _unquote(self.etag) if self.etag is not None else None


class HeadConflict(ServiceError, HeadConflictError):
    """412: the head moved; ``head`` is where it is now."""


class IdConflict(ServiceError, IdConflictError):
    """409: an id is reused with other content."""


class InvalidEntry(ServiceError, InvalidEntryError):
    """422: an entry is invalid (the detail names it)."""


class InvalidRequest(ServiceError, InvalidInputError):
    """400 or 422: the request cannot be done as sent."""


class NotFound(ServiceError, NotFoundError):
    """404: no such session (or one of another tenant), entry or head."""

    def __str__(self) -> str:
        return Exception.__str__(self)


class Unauthorized(ServiceError):
    """401: no valid bearer token."""


class Forbidden(ServiceError):
    """403: the token lacks the scope."""


class PreconditionRequired(ServiceError):
    """428: the request needs If-Match."""


class PayloadTooLarge(ServiceError):
    """413: the body is over the server's limit."""


class Locked(ServiceError, LockedError):
    """503: the database stayed locked; retry."""


class Unavailable(ServiceError):
    """The service could not be reached or answered 5xx."""


_BY_TYPE: dict[str, type[ServiceError]] = {
    "head-conflict": HeadConflict, "id-conflict": IdConflict, "invalid-entry": InvalidEntry,
    "invalid-request": InvalidRequest, "invalid-input": InvalidRequest, "nothing-to-compact": InvalidRequest,
    "not-found": NotFound, "unauthorized": Unauthorized, "forbidden": Forbidden,
    "precondition-required": PreconditionRequired, "payload-too-large": PayloadTooLarge, "locked": Locked,
}


_ETAG_SAFE = "".join(chr(c) for c in range(0x21, 0x7F) if chr(c) not in '"%,')  # the service's rule


def _unquote(etag: str) -> str | None:
    """The entry id an ETag names (the service percent-encodes what a header cannot hold)."""
    value = etag.strip()
    if value.startswith('"') and value.endswith('"') and len(value) >= 2:
        value = value[1:-1]
    return urllib.parse.unquote_to_bytes(value).decode("utf-8", "surrogatepass") or None


def _if_match(expected: Any) -> str:
    if expected is ANY:
        return "*"
    if expected is None:
        return '""'
    if not isinstance(expected, str):
        raise TypeError(f"expected must be an entry id, None or ANY, not {expected!r}")
    return '"' + urllib.parse.quote(expected, safe=_ETAG_SAFE, errors="surrogatepass") + '"'


def error_of(status: int, body: bytes, etag: str | None) -> ServiceError:
    """The error an answer with this status, body and ETag header stands for."""
    doc: Any = None
    try:
        doc = json.loads(body) if body else None
    except ValueError:
        doc = None
    if isinstance(doc, dict) and isinstance(doc.get("type"), str):
        name = doc["type"].removeprefix(TYPE_BASE)
        detail = str(doc.get("detail", ""))
    else:
        name, detail = "unavailable", body[:200].decode("utf-8", "replace")
        doc = None
    cls = _BY_TYPE.get(name, Unavailable if status >= 500 else ServiceError)
    return cls(status, name, detail, etag=etag, document=doc)
