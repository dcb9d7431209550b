"""The storage contract: what a backend must do for the log engine, and nothing more.

A backend stores rows that ``sessionlog.store`` (the log engine) has already built and checked: it
never validates an entry, computes a hash or derives a column. It offers units of work: ``read()``
gives a read transaction (a consistent snapshot), ``write()`` a write transaction that commits when
its block ends and rolls back, all of it, when the block raises. Records cross the boundary as the
typed values below; stored JSON (headers, bodies, annotation data) crosses as the exact bytes
received, and the engine decodes it in one place.

Guarantees every backend keeps (each is checked by ``tests/contract/`` on every backend):

1. **Serialised writes.** Two write transactions on one store never interleave on a session: the
   second waits (up to a busy timeout, then ``LockedError``) or runs after the first commits.
2. **Compare-and-swap inside the transaction.** ``swap_head`` compares the head's version with the
   one the caller read *in the same write transaction* and moves it only if they are equal; with
   guarantee 1 this makes a head move a linearisable compare-and-swap.
3. **Gapless order.** Entry ``seq`` (and head-log and annotation ``seq``) per session is 1, 2, 3, ...
   in commit order; ``last_seq`` read inside a write transaction is the last committed one, so the
   engine's ``last_seq + 1`` is the next one and never collides.
4. **All or nothing.** Everything written in one ``write()`` block is visible together after it
   commits, or not at all (an exception, a crash, a killed process). When ``write()`` returns without
   error, the data is durable as the backend's durability setting promises.
5. **Append-only history.** Headers, bodies, entries, the head log and annotations are only ever
   inserted; the backend refuses updates and deletes of them in the database itself where it can.
   The mutable state is named: heads (moved only by ``swap_head``), the catalogue counters and name
   (never its tenant or header hash), service tokens (only revoked, once; never deleted), and the backend's own search
   index.
6. **Thread safety is the backend's.** One backend object may be used from several threads; it
   serialises or pools its connections itself. Transactions nest on one thread: ``read()`` inside a
   ``write()`` (or another ``read()``) joins it; ``write()`` inside ``read()`` is a programming error.
7. **Errors by type.** Driver errors never escape: each is translated, by its type or error code and
   never by matching message text, into the ``SessionLogError`` tree (``LockedError`` for a busy or
   locked database, ``StoreError`` for anything that makes the store unusable, with the store's
   location in the message and never a password).

Optional capabilities are declared in ``capabilities``: ``"search"`` means the backend also
implements ``Searchable`` (ranked hits with snippets; scores are the backend's own; literal queries by
default, with the same hits on every backend), ``"search-fts"`` that it also takes raw queries in its
own full-text query language, ``"notify"`` that it implements ``Notifying`` (commits announced to
listeners in every process on the database, at commit).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any, NamedTuple, Protocol, runtime_checkable

import msgspec

UNSET: Any = msgspec.UNSET
"""The "not given" marker (msgspec's ``UNSET``), distinct from ``None``."""

SEARCH = "search"
"""The capability name of ``Searchable``."""

NOTIFY = "notify"
"""The capability name of ``Notifying``."""

SEARCH_FTS = "search-fts"
"""The capability of a ``Searchable`` that also takes queries in its own full-text query language
(``search(..., fts=True)``: FTS5 syntax on SQLite, tsquery syntax on PostgreSQL)."""


class EntryRow(NamedTuple):
    """One stored entry: its envelope and the columns the engine derived when it was appended.

    ``seq`` is the 1-based append order within the session. ``parent_seq`` is the parent's seq (None
    for a root or an entry whose parent is not stored); ``depth`` is 0 for a root; ``thinking_seq``,
    ``model_seq`` and ``compaction_seq`` name the latest entry on the path (this one included) that set
    the thinking level, set the model, or compacted; ``kept_seq``, for a compaction, is the seq of its
    ``firstKeptEntryId`` when that is on the path before it."""

    session_id: str
    seq: int
    id: str
    parent_id: str | None
    type: str | None
    timestamp: str | None
    body_hash: str
    chain_hash: str
    parent_seq: int | None
    depth: int
    thinking_seq: int | None
    model_seq: int | None
    compaction_seq: int | None
    kept_seq: int | None


ENTRY_COLUMNS: tuple[str, ...] = EntryRow._fields


class SessionRecord(msgspec.Struct, frozen=True, kw_only=True):
    """One session of the catalogue: what the header says, what the engine counts, the main head, the
    tenant it belongs to (fixed when the session is created), ``header_hash``, the sha256 of the
    header's stored bytes recorded when the session was created (fixed too; None: a session stored
    before its backend recorded it), and how many annotations it has."""

    id: str
    created: str | None = None
    cwd: str | None = None
    parent_session: str | None = None
    name: str | None = None
    entry_count: int = 0
    message_count: int = 0
    modified: str | None = None
    head: str | None = None  # the entry the main head points at (filled in by reads)
    tenant: str = "default"
    header_hash: str | None = None
    annotation_count: int = 0


class HeadState(NamedTuple):
    """A head as read: the entry it points at (None: empty) and its version (0 for a new head)."""

    entry_id: str | None
    version: int


class HeadMove(msgspec.Struct, frozen=True, kw_only=True):
    """One row of the head log: head ``name`` pointed at ``entry_id`` (was ``previous``) at ``version``."""

    seq: int
    name: str
    entry_id: str | None
    previous: str | None
    version: int
    reason: str
    at: str


class AnnotationRecord(msgspec.Struct, frozen=True, kw_only=True):
    """One stored annotation; ``data`` is the JSON bytes as written; ``chain_hash`` chains it to the
    session's previous annotation (``store.rows.annotation_hash``; None: written before the backend
    stored it)."""

    session_id: str
    seq: int
    entry_id: str | None
    kind: str
    data: bytes
    at: str
    chain_hash: str | None = None


class CatalogueDelta(NamedTuple):
    """What one write adds to a session's catalogue row: counts (entries, messages, annotations), the
    latest timestamp, and a new name (``UNSET``: the name does not change; None: no name)."""

    entries: int
    messages: int
    latest: str | None
    name: Any = UNSET
    annotations: int = 0


class TokenRecord(msgspec.Struct, frozen=True, kw_only=True):
    """A service bearer token as stored: only the sha256 ``hash`` of its text, never the text; the tenant
    and scopes it grants, the sessions it is limited to (None: every session of its tenant), and when it
    was created and revoked (None while it is valid). Tokens are never deleted, only revoked, once."""

    id: str
    hash: str
    tenant: str
    scopes: tuple[str, ...]
    sessions: tuple[str, ...] | None
    created: str
    revoked: str | None = None


class SearchHit(msgspec.Struct, frozen=True, kw_only=True):
    """One matching entry, best first; ``score``: lower is better (the backend's own scale);
    ``on_head_path``: whether the entry is on the path from the root to the session's main head (what
    the model sees now, before compaction), as opposed to an abandoned branch or a rewritten one."""

    session: str
    entry: str
    seq: int
    type: str | None
    role: str | None
    timestamp: str | None
    snippet: str
    score: float
    on_head_path: bool = False


@runtime_checkable
class ReadTx(Protocol):
    """A consistent snapshot of the store."""

    location: str
    """The backend's ``location`` (for messages)."""

    def session_ids(self) -> list[str]:
        """Every session that has a header, sorted."""

    def header(self, session_id: str) -> bytes | None:
        """The session header's stored bytes, or None when there is no such session."""

    def find_sessions(self, ref: str, limit: int) -> list[str]:
        """Up to ``limit`` session ids equal to ``ref`` or starting with it, sorted."""

    def find_entries(self, session_id: str, ref: str, limit: int) -> list[str]:
        """Up to ``limit`` entry ids of the session equal to ``ref`` or starting with it, sorted (by code
        point); [] for a session that does not exist."""

    def catalogue(self, session_id: str | None = None, *, tenant: str | None = None,
                  limit: int | None = None, cwd: str | None = None, name: str | None = None,
                  since: str | None = None) -> list[SessionRecord]:
        """One session's catalogue row, or every session's (newest ``modified`` first, then id); only
        ``tenant``'s when given; at most ``limit`` rows. Filters, each only when given: ``cwd``, sessions
        whose header's cwd is that folder or one below it (trailing ``/`` ignored); ``name``, sessions
        whose name holds that text, ASCII letters compared without case; ``since``, sessions whose
        ``modified`` is not before it (ISO 8601 strings compared as text)."""

    def row(self, session_id: str, *, seq: int | None = None, entry_id: str | None = None) -> EntryRow | None:
        """The entry row with this ``seq`` or ``entry_id``."""

    def rows_by_id(self, session_id: str, ids: Collection[str]) -> dict[str, EntryRow]:
        """The stored rows among ``ids``, by id."""

    def rows(self, session_id: str, *, after_seq: int = 0) -> Iterable[EntryRow]:
        """Rows with seq > ``after_seq`` in seq order."""

    def last_seq(self, session_id: str) -> int:
        """The highest entry seq of the session (0 when it has none)."""

    def body(self, body_hash: str) -> bytes | None:
        """A body's stored bytes."""

    def entries(self, session_id: str, *, after_seq: int = 0,
                limit: int | None = None) -> Iterable[tuple[EntryRow, bytes | None]]:
        """Rows with seq > ``after_seq`` in seq order, each with its body's bytes (None: missing)."""

    def walk(self, session_id: str, leaf_seq: int,
             stop_seq: int | None) -> Iterable[tuple[int, EntryRow, bytes | None]]:
        """The path from the entry ``leaf_seq`` up its ``parent_seq`` links to ``stop_seq`` (inclusive;
        the root when None), as ``(distance from the leaf, row, body bytes)`` in any order."""

    def head(self, session_id: str, name: str) -> HeadState | None:
        """A head, or None when the session has no head of that name."""

    def heads(self, session_id: str) -> dict[str, str | None]:
        """Every head of the session, by name (sorted)."""

    def head_log(self, session_id: str, *, after_seq: int = 0, limit: int | None = None) -> list[HeadMove]:
        """The session's head log in order: the rows with seq > ``after_seq``, at most ``limit``."""

    def annotations(self, session_id: str, *, entry_id: Any = UNSET,
                    kind: str | None = None) -> list[AnnotationRecord]:
        """The session's annotations in order, optionally only those on ``entry_id`` (None: on no
        entry) and of ``kind``."""

    def last_annotation(self, session_id: str) -> AnnotationRecord | None:
        """The session's annotation with the highest seq (None when it has none)."""

    def annotations_of_kinds(self, kinds: Collection[str]) -> list[AnnotationRecord]:
        """Annotations of these kinds in every session, ordered by session id, then seq."""

    def token_by_hash(self, token_hash: str) -> TokenRecord | None:
        """The token stored with this hash (revoked or not)."""

    def tokens(self) -> list[TokenRecord]:
        """Every token, oldest first (``created``, then id)."""


@runtime_checkable
class WriteTx(ReadTx, Protocol):
    """A write transaction: a read transaction that also inserts (see the module's guarantees)."""

    def insert_session(self, record: SessionRecord, header: bytes) -> None:
        """A new session's header and catalogue row (``record.header_hash`` included: it never changes);
        ``IdConflictError`` when the id is taken."""

    def insert_entries(self, rows: Sequence[EntryRow], bodies: Mapping[str, bytes]) -> None:
        """New entry rows and the bodies they name (a body already stored is left as it is)."""

    def insert_head(self, session_id: str, name: str, entry_id: str | None, version: int) -> None:
        """A head that does not exist yet."""

    def swap_head(self, session_id: str, name: str, entry_id: str | None, expected_version: int,
                  new_version: int | None = None) -> bool:
        """Move a head and bump its version, only if its version is still ``expected_version``; the new
        version is ``expected_version + 1``, or ``new_version`` when given (a verbatim copy of a head
        from another store passes that head's version; the engine only ever passes a greater one)."""

    def log_head(self, session_id: str, name: str, entry_id: str | None, previous: str | None, version: int,
                 reason: str, at: str) -> int:
        """Append a head-log row; returns its seq."""

    def insert_annotation(self, session_id: str, entry_id: str | None, kind: str, data: bytes, at: str,
                          chain_hash: str | None = None) -> int:
        """Append an annotation (with the chain hash the engine computed); returns its seq."""

    def update_catalogue(self, session_id: str, delta: CatalogueDelta) -> None:
        """Add ``delta`` to the session's catalogue row (counts add up; ``modified`` only grows)."""

    def insert_token(self, token: TokenRecord) -> None:
        """A new token; ``IdConflictError`` when its id or hash is taken."""

    def revoke_token(self, token_id: str, at: str) -> bool:
        """Mark a valid token revoked at ``at``; False when there is none or it was revoked already."""


@runtime_checkable
class Backend(Protocol):
    """A store's storage: units of work over one database."""

    location: str
    """Where the store is, for messages (a path or a URL without its password)."""

    capabilities: frozenset[str]

    def read(self) -> AbstractContextManager[ReadTx]:
        """A read transaction (joins the thread's open transaction, if any)."""

    def write(self, *, bulk: bool = False) -> AbstractContextManager[WriteTx]:
        """A write transaction; ``bulk`` hints that it writes many rows (an import)."""

    def check_storage(self) -> list[str]:
        """Problems with the storage itself (engine integrity checks, missing protections); [] if none."""

    def close(self) -> None:
        """Release the connection(s); the backend cannot be used after."""


@runtime_checkable
class Searchable(Protocol):
    """The ``search`` capability: full-text search over the text of entries (``core.text.searchable_text``:
    message text and thinking, tool-call names and the strings in their arguments, tool results, bash
    commands and output, custom message content, compaction and branch summaries).

    **Literal queries** (the default; the conformance suite holds every backend to them exactly): the
    query's terms are ``core.text.literal_terms(query)``: runs of non-space characters, or a double-quoted
    run (spaces kept). Every character is itself: ``refund-endpoint``, ``tests/tax/test_de.py`` and
    ``int(amount)`` are one term each, never operators. An entry matches when its text holds every term
    as a substring (so ``退款`` is found inside ``部分退款很重要``, and a term of one or two characters
    too), ASCII letters in either case and every other character only as itself. Hits are ranked best
    first by the backend's own measure (ties by session id, then append order); the snippet is
    ``core.text.snippet(text, terms)``: the same text on every backend.

    **Raw queries** (``fts=True``, only with the ``SEARCH_FTS`` capability): the query is the backend's
    own full-text query language, passed through as a bound parameter (SQLite: FTS5 syntax over words:
    ``a b``, ``"a phrase"``, ``prefix*``, ``OR``, ``NOT``, ``NEAR(a b)``; PostgreSQL: tsquery syntax,
    ``a & b``, ``a | b``, ``!a``, ``a <-> b``, ``pre:*``), ranked and snippeted by the
    backend (matches in ``[brackets]``). A backend without it raises ``InvalidSearchError``.
    """

    def search(self, query: str, *, session: str | None = None, limit: int = 20,
               tenant: str | None = None, fts: bool = False) -> list[SearchHit]:
        """The best ``limit`` entries matching ``query`` (in one session, or all; only ``tenant``'s
        sessions when given), best first, each saying whether it is on the main head's path; each
        snippet marks the matches with ``[`` and ``]``. ``InvalidSearchError`` for a query the backend
        cannot parse or a query with no term. A backend that indexes lazily indexes only when it can
        write, and searches a store it cannot write (read-only, or busy) completely all the same."""


class Listening(Protocol):
    """A running listener (``Notifying.listen``)."""

    def close(self) -> None:
        """Stop: no callback is made once this returns (but one in progress may finish)."""


@runtime_checkable
class Notifying(Protocol):
    """The ``notify`` capability: every committed write transaction announces each session it wrote to
    every listener on the same database, in any process on any host. An announcement is made when the
    transaction commits, never before, and never for one rolled back; it may come more than once, or
    for a session whose write stored nothing new (a listener re-reads, it does not trust a count)."""

    def listen(self, callback: Callable[[str | None], None]) -> Listening:
        """Call ``callback(session_id)`` from a thread of the backend's for each announcement, and
        ``callback(None)`` when announcements may have been lost (the listening connection was lost and
        is back): any session may have changed. One connection however many sessions are watched;
        connecting fails at once with the backend's ``StoreError``."""
