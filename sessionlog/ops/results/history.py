"""The documents of the history and operations commands: replay, diff, lineage, watch, token."""

from __future__ import annotations

from typing import Annotated, Literal, Union

import msgspec
from msgspec import Meta, Struct

from .base import EntryId
from .reads import Skipped


# ---------------------------------------------------------------- replay / diff
class ReplayStepOutput(Struct):
    """One step of ``replay``: an entry appended (``kind`` append, ``seq`` its append number) or a head
    moved (``kind`` head, ``seq`` the head log's, with the head ``name`` and ``reason``); ``leaf``,
    ``messages`` and ``tokens``: where the replayed head points after the step and the size of its view
    (message count, sum of Pi's per-message token estimate)."""

    kind: Literal["append", "head"]
    seq: int
    entry: Union[EntryId, None]
    name: Union[str, None]
    reason: Union[str, None]
    leaf: Union[EntryId, None]
    messages: int
    tokens: int


class DiffEntry(Struct):
    """An entry on one side of a diff, in one line."""

    id: EntryId
    type: Union[str, None]
    role: Union[str, None]
    text: Annotated[str, Meta(description="A one-line preview of the entry.")]


class DiffSide(Struct):
    """One leaf of a diff: the entries on its path after the common ancestor and its view's size."""

    leaf: Union[EntryId, None]
    entries: list[DiffEntry]
    messages: int
    tokens: int


class DiffOutput(Struct):
    """``diff``: two leaves' common ancestor (null: none), each side, and B's view minus A's."""

    session: str
    ancestor: Union[EntryId, None]
    a: DiffSide
    b: DiffSide
    messages_delta: Annotated[int, Meta(description="B's message count minus A's.")]
    tokens_delta: Annotated[int, Meta(description="B's estimated tokens minus A's.")]


class LineageLink(Struct):
    """A session related to the one asked about: how (``fork`` | ``rotation``), at which entry of the
    source session, how many links away, and the session next to it on the way (``via``)."""

    session: str
    kind: str
    entry: Union[EntryId, None]
    depth: int
    via: str


class RewriteLink(Struct):
    """A copy made by branch-rewrite truncation: the entry it copies and why (``truncated`` | ``copied``)."""

    from_: EntryId = msgspec.field(name="from")
    to: EntryId
    reason: Union[str, None]


class LineageOutput(Struct):
    """``lineage``: the sessions this one derives from and that derive from it, and its rewrites."""

    session: str
    ancestors: list[LineageLink]
    descendants: list[LineageLink]
    rewrites: list[RewriteLink]


# ---------------------------------------------------------------- watch
class WatchEventOutput(Struct):
    """One event of ``watch --json`` (one object per line): what one sync of one file did."""

    event: Annotated[Literal["created", "extended", "unchanged", "waiting", "refused", "removed"], Meta(
        description="created / extended / unchanged: imported as by `import`; waiting: a half-written last "
                    "line is held back; refused: the import refused the file (message says why); removed: "
                    "the file is gone (its sessions stay stored).")]
    path: Annotated[str, Meta(description="The file, or DATABASE#SESSION_ID for an OpenClaw database session.")]
    session: Union[str, None]
    entries: Annotated[int, Meta(description="Entries added by this sync.")]
    pending: Annotated[int, Meta(description="Bytes of a half-written last line not imported yet.")]
    skipped: list[Skipped]
    warnings: list[str]
    message: Union[str, None]


# ---------------------------------------------------------------- token (the service's bearer tokens)
Scope = Literal["read", "append", "admin"]


class TokenCreated(Struct):
    """``token create``: the new bearer token (shown this once; only its hash is stored), its tenant
    and scopes."""

    token: str
    tenant: str
    scopes: list[Scope]


class TokenRow(Struct):
    """One token of ``token list`` (never its text or hash): ``sessions`` null when it may use every
    session of its tenant; ``revoked`` null while it is valid."""

    id: str
    tenant: str
    scopes: list[Scope]
    sessions: Union[list[str], None]
    created: str
    revoked: Union[str, None]
