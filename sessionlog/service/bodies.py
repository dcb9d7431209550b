"""The shapes of the service's own request and response bodies, as msgspec Structs.

Rule of this module: a request body is decoded into one of these (unknown fields refused, so a typo
is a 400, not an ignored option); the persistent operations take the CLI's options under their CLI
names in snake_case and answer the CLI's ``--json`` documents (``schema/cli/``). The OpenAPI document
(``tools/gen_openapi.py``) takes its schemas from here and from ``schema/cli``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

import msgspec
from msgspec import Meta, Struct

from .problems import InvalidRequest

NonNegative = Annotated[int, Meta(ge=0)]
Positive = Annotated[int, Meta(ge=1)]
HeadName = Annotated[str, Meta(min_length=1, description="A head name (default main).")]


class Body(Struct, forbid_unknown_fields=True, kw_only=True):
    """Base of request bodies: unknown fields are refused."""


class NewSession(Body):
    """Create a session: a full Pi session header, or the parts of one (the server fills in the rest:
    a UUIDv7 id, its clock's timestamp, cwd ``""``). Re-sending the same header is a no-op (200)."""

    header: Union[dict[str, Any], None] = None
    id: Union[str, None] = None
    cwd: Union[str, None] = None
    parent_session: Union[str, None] = None


class MoveHead(Body):
    """Point the head at an entry (null: empty it, the next append starts a new root)."""

    entry: Union[str, None]


class Compact(Body):
    """``sessionlog compact`` options (``rules``: the workspace rules' text, not a file)."""

    keep_recent_tokens: Union[NonNegative, None] = None
    reserve_tokens: Union[NonNegative, None] = None
    summarizer: str = "offline"
    instructions: Union[str, None] = None
    rules: Union[str, None] = None
    checkpoint: bool = False
    pi_compat: bool = False
    head: HeadName = "main"
    dry_run: bool = False


class Fork(Body):
    """``sessionlog fork`` options."""

    at: Annotated[str, Meta(min_length=1, description="The entry the fork ends at.")]


class Rotate(Body):
    """``sessionlog rotate`` options."""

    head: HeadName = "main"
    dry_run: bool = False


class Truncate(Body):
    """``sessionlog truncate`` options: exactly one of context_window and max_chars."""

    context_window: Union[Positive, None] = None
    max_chars: Union[NonNegative, None] = None
    aggregate_budget: Union[NonNegative, None] = None
    head: HeadName = "main"
    dry_run: bool = False


class Prune(Body):
    """``sessionlog prune`` options (``apply``: record the decisions; ``config``: the TOML text)."""

    apply: bool = False
    leaf: Union[str, None] = None
    head: Union[str, None] = None
    context_window: Union[Positive, None] = None
    provider: Union[str, None] = None
    turn_limit: Union[Positive, None] = None
    no_prune: bool = False
    last_touch: Union[str, None] = None
    ttl: Union[str, None] = None
    config: Union[str, None] = None


class Batch(Struct, forbid_unknown_fields=True, kw_only=True):
    """Several entries appended as one all-or-nothing batch, each after the previous one (each must be
    a Pi entry object; anything else is refused as an invalid entry, naming it)."""

    entries: Annotated[list[Any], Meta(min_length=1)]


# ---------------------------------------------------------------- responses
class Health(Struct):
    status: Literal["ok"]
    version: str


class Created(Struct):
    """A session created (201) or already there with the same header (200)."""

    session: str


class Appended(Struct):
    """The stored entries (all of them, retried or new) and the head after the append."""

    entries: list[dict[str, Any]]
    head: Union[str, None]


class Counts(Struct):
    entries: int
    messages: int


class SessionInfo(Struct):
    """A session's header, heads (name -> entry id, null when empty) and counts, from the catalogue."""

    session: str
    name: Union[str, None]
    header: dict[str, Any]
    heads: dict[str, Union[str, None]]
    created: Union[str, None]
    modified: Union[str, None]
    parent_session: Union[str, None]
    counts: Counts


class SeqEntry(Struct):
    seq: Annotated[int, Meta(description="The entry's place in append order (1-based, gapless).")]
    entry: dict[str, Any]


class EntriesPage(Struct):
    """Entries after ``after`` in append order; ``next`` is the ``after`` of the following page."""

    entries: list[SeqEntry]
    next: int


class HeadMove(Struct):
    """A ``head`` event: one row of the head log."""

    seq: int
    name: str
    entry: Union[str, None]
    previous: Union[str, None]
    reason: str
    at: str


class ProblemDoc(Struct, kw_only=True):
    """RFC 9457 problem details (``application/problem+json``)."""

    type: str
    title: str
    status: int
    detail: str
    instance: Union[str, msgspec.UnsetType] = msgspec.UNSET


def decode(body: Any, shape: type) -> Any:
    """``body`` (decoded JSON, or None for an empty body) as ``shape``; ``InvalidRequest`` when it does
    not fit, naming the field."""
    try:
        return msgspec.convert({} if body is None else body, shape)
    except msgspec.ValidationError as e:
        raise InvalidRequest(f"request body: {e}") from e
