"""The SQLite store: an append-only log of entries per session, named heads, annotations, verify.

Rule of this module: this is the imperative shell around the pure core. Every write goes through
``Store._write()`` (``BEGIN IMMEDIATE`` with a busy timeout); entries, bodies, headers, the head log and
annotations are only inserted (the database refuses UPDATE and DELETE on them); heads move by
compare-and-swap; sqlite errors are translated into ``SessionLogError``s here.

Derived columns written at append time (``parent_seq``, ``depth``, ``thinking_seq``, ``model_seq``,
``compaction_seq``, ``kept_seq``) let ``view`` read only the visible tail: from the latest compaction's
first kept entry to the leaf, plus the two entries that last set the model and thinking level.

Plans from the pure core are applied here in one transaction each, with compare-and-swap on the head:
``apply_compaction`` (a ``compaction.CompactionPlan`` and its summary) and ``navigate`` (Pi's tree
navigation, optionally leaving a ``branch_summary``). ``Session.compact`` / ``Session.navigate`` add
the summarizer call in between; a failed summary appends nothing (docs/compaction.md).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping, NamedTuple, Sequence

import msgspec

from . import clock, codec, dag, migrations
from .entries import check_entry, check_header, to_wire
from .errors import (
    missing_body,
    AmbiguousError,
    ForeignDatabaseError,
    HeadConflictError,
    IdConflictError,
    InvalidEntryError,
    InvalidInputError,
    LockedError,
    NotFoundError,
    SessionLogError,
    StoreError,
)
from .branching import (
    DEFAULT_BRANCH_RESERVE_TOKENS,
    NO_CONTENT_SUMMARY,
    branch_position,
    branch_token_budget,
    collect_entries_for_branch_summary,
    prepare_branch_entries,
)
from .compaction import (
    CompactionPlan,
    CompactionSettings,
    NothingToCompactError,
    nothing_to_compact_reason,
    plan_compaction,
)
from .recovery import MEMORY_FLUSH_KIND, MemoryFlushSettings, compaction_cycle, should_flush_memory
from .summarizers.base import CancelCheck, SummarizerError, Summarizer, SummaryRequest
from .tokens import context_size
from .view import View, build_view_from_parts

APPLICATION_ID = 0x534C4F47  # "SLOG"
DEFAULT_HEAD = "main"
DEFAULT_BUSY_TIMEOUT = float(os.environ.get("SESSIONLOG_BUSY_TIMEOUT", "5.0"))
UNSET: Any = msgspec.UNSET

_ENTRY_COLUMNS = (
    "session_id, seq, id, parent_id, type, timestamp, body_hash, chain_hash, "
    "parent_seq, depth, thinking_seq, model_seq, compaction_seq, kept_seq"
)
_CATALOGUE_SQL = (
    "SELECT s.id, s.created, s.cwd, s.parent_session, s.name, s.entry_count, s.message_count, s.modified, "
    "h.entry_id AS head, s.tenant FROM sessions s LEFT JOIN heads h ON h.session_id = s.id AND h.name = 'main'"
)
DEFAULT_TENANT = "default"


IMPORT_CACHE_KIB = 262144  # page cache while importing (KiB, filled only as pages are touched); see Store._import_cache


def default_db_path() -> Path:
    """``$SESSIONLOG_DB``, else ``$XDG_DATA_HOME/sessionlog/sessions.db`` (``~/.local/share`` by default)."""
    env = os.environ.get("SESSIONLOG_DB")
    if env:
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "sessionlog" / "sessions.db"


class Row(NamedTuple):
    """One stored entry row (envelope and derived columns), in ``_ENTRY_COLUMNS`` order."""

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


@dataclass
class ImportResult:
    session: str
    entries: int  # entries added by this import
    skipped: list[codec.Problem] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    status: str = "created"  # created | extended | unchanged

    def to_json(self) -> dict[str, Any]:
        return {
            "session": self.session,
            "entries": self.entries,
            "status": self.status,
            "skipped": [p.to_json() for p in self.skipped],
            "warnings": list(self.warnings),
        }


@dataclass
class VerifyReport:
    sessions: int = 0
    entries: int = 0
    problems: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "sessions": self.sessions,
            "entries": self.entries,
            "problems": self.problems,
            "warnings": self.warnings,
        }


def ancestor_seq(target_id: Any, parent: Row | None, find: Callable[[str], Row | None],
                 parent_of: Callable[[Row], Row | None]) -> int | None:
    """The seq of ``target_id`` if it is ``parent`` or one of its ancestors, else None. ``find`` looks a
    row up by id and ``parent_of`` gives a row's parent (each caller knows where its unwritten rows are).
    The target is looked up first and walked to only from its depth, so a target that is not an
    ancestor costs one lookup, not a walk to the root."""
    if not isinstance(target_id, str) or parent is None:
        return None
    target = find(target_id)
    if target is None or target.depth > parent.depth:
        return None
    node: Row | None = parent
    while node is not None and node.depth > target.depth:
        node = parent_of(node) if node.parent_seq else None
    return target.seq if node is not None and node.seq == target.seq else None


def _chain_hash(parent_chain: str | None, entry_id: str, parent_id: str | None, timestamp: str | None, body_hash: str) -> str:
    envelope = codec.canonical_bytes({"id": entry_id, "parentId": parent_id, "timestamp": timestamp})
    return codec.sha256_hex((parent_chain or "").encode() + b"\n" + envelope + b"\n" + body_hash.encode())


def _is_assistant(payload: Mapping[str, Any]) -> bool:
    message = payload.get("message")
    return payload.get("type") == "message" and isinstance(message, dict) and message.get("role") == "assistant"


def _fresh_ids(n: int) -> list[str]:
    """``n`` candidate entry ids: Pi's 8 hex characters, 32 random bits each (``clock.new_entry_id``)."""
    raw = os.urandom(4 * n).hex()
    return [raw[i:i + 8] for i in range(0, 8 * n, 8)]


def _referenced_ids(batch: Sequence[Mapping[str, Any]], head_id: str | None, fresh: Sequence[str]) -> list[str]:
    """Every id a batch can look up: the head, client ids, parents, label targets, candidate ids."""
    ids = set(fresh)
    if head_id is not None:
        ids.add(head_id)
    for entry in batch:
        for key in ("id", "parentId", "targetId"):
            value = entry.get(key)
            if isinstance(value, str):
                ids.add(value)
    return sorted(ids)


def _translate(e: sqlite3.Error, path: str) -> SessionLogError:
    text = str(e)
    if "locked" in text or "busy" in text:
        return LockedError(f"{path}: the database stayed locked past the busy timeout ({text})")
    if "not a database" in text or "malformed" in text or "disk image" in text:
        return StoreError(f"{path}: not a usable sessionlog database ({text})")
    if "append-only" in text:
        return StoreError(f"{path}: refused: {text}")
    return StoreError(f"{path}: {text}")


class Store:
    """A sessionlog database file holding many sessions."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
                 durability: str = "full", create: bool = True) -> None:
        self.path = str(path) if path is not None else str(default_db_path())
        if not create and self.path != ":memory:" and not os.path.exists(self.path):
            raise NotFoundError(f"{self.path}: no sessionlog database here (import or create a session first)")
        self.busy_timeout = busy_timeout
        if durability not in ("full", "normal"):
            raise InvalidInputError(f"durability must be 'full' or 'normal', not {durability!r}")
        self._conn = self._connect()
        self._db: Any = None
        try:
            self._check_application_id()
            self._conn.execute("PRAGMA journal_mode = WAL")
            self._conn.execute(f"PRAGMA synchronous = {durability.upper()}")
            self._conn.execute("PRAGMA foreign_keys = OFF")
            if migrations.pending(self._conn):
                with self._write() as conn:
                    if migrations.pending(conn):
                        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                        migrations.apply(conn, clock.now_iso())
        except sqlite3.Error as e:
            self._conn.close()
            raise _translate(e, self.path) from e
        except SessionLogError:
            self._conn.close()
            raise

    # ------------------------------------------------------------ connection
    @property
    def db(self) -> Any:
        """The connection as a ``sqlite_utils.Database`` (for queries returning dicts), made on first use:
        importing sqlite_utils costs ~0.2 s (it imports numpy when installed), which every CLI command
        that never needs it would otherwise pay."""
        if self._db is None:
            import sqlite_utils

            self._db = sqlite_utils.Database(self._conn)
        return self._db

    def _connect(self) -> sqlite3.Connection:
        if self.path != ":memory:":
            parent = os.path.dirname(os.path.abspath(self.path))
            os.makedirs(parent, mode=0o700, exist_ok=True)
            if not os.path.exists(self.path):
                fd = os.open(self.path, os.O_CREAT | os.O_WRONLY, 0o600)
                os.close(fd)
        try:
            conn = sqlite3.connect(self.path, timeout=self.busy_timeout, isolation_level=None,
                                   check_same_thread=False)
        except sqlite3.Error as e:
            raise _translate(e, self.path) from e
        conn.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout * 1000)}")
        return conn

    def _check_application_id(self) -> None:
        app_id = self._conn.execute("PRAGMA application_id").fetchone()[0]
        if app_id == APPLICATION_ID:
            return
        tables = self._conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if app_id != 0 or tables:
            raise ForeignDatabaseError(
                f"{self.path}: not a sessionlog database (application_id {app_id:#x}, {tables} schema objects); "
                "refusing to write to it"
            )

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """The one write path: BEGIN IMMEDIATE (waits up to the busy timeout), COMMIT or ROLLBACK."""
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise _translate(e, self.path) from e
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as e:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise _translate(e, self.path) from e

    @contextlib.contextmanager
    def _read(self) -> Iterator[sqlite3.Connection]:
        """A consistent snapshot for multi-statement reads."""
        conn = self._conn
        if conn.in_transaction:
            yield conn
            return
        try:
            conn.execute("BEGIN")
            yield conn
        except sqlite3.Error as e:
            raise _translate(e, self.path) from e
        finally:
            if conn.in_transaction:
                conn.execute("COMMIT")

    # ------------------------------------------------------------ sessions
    def create_session(self, *, cwd: str | None = None, session_id: str | None = None,
                       parent_session: str | None = None, header: Mapping[str, Any] | None = None,
                       tenant: str = DEFAULT_TENANT) -> "Session":
        """A new, empty session with its header written now (storage exists when this returns), in
        ``tenant`` (sessions created locally belong to ``default``; the service passes the token's)."""
        if header is None:
            header = {"type": "session", "version": 3, "id": session_id or clock.uuid7(),
                      "timestamp": clock.now_iso(), "cwd": cwd if cwd is not None else os.getcwd()}
            if parent_session is not None:
                header["parentSession"] = parent_session
        problem = check_header(dict(header))
        if problem:
            raise InvalidInputError(f"session header: {problem}")
        with self._write() as conn:
            self._insert_session(conn, dict(header), tenant)
        return Session(self, header["id"])

    def _insert_session(self, conn: sqlite3.Connection, header: dict[str, Any], tenant: str | None = None) -> None:
        """Write a new session's header, catalogue row and empty ``main`` head. ``tenant`` None (forks and
        rotations): the tenant of the header's ``parentSession`` when it is stored here, else ``default``."""
        sid = header["id"]
        if conn.execute("SELECT 1 FROM headers WHERE session_id = ?", (sid,)).fetchone():
            raise IdConflictError(f"session {sid} already exists")
        if tenant is None:
            parent = conn.execute("SELECT tenant FROM sessions WHERE id = ?",
                                  (_str_or_none(header.get("parentSession")),)).fetchone()
            tenant = parent[0] if parent else DEFAULT_TENANT
        conn.execute("INSERT INTO headers (session_id, body) VALUES (?, ?)", (sid, codec.encode(header)))
        conn.execute(
            "INSERT INTO sessions (id, created, cwd, parent_session, modified, tenant) VALUES (?, ?, ?, ?, ?, ?)",
            (sid, _str_or_none(header.get("timestamp")), _str_or_none(header.get("cwd")),
             _str_or_none(header.get("parentSession")), _str_or_none(header.get("timestamp")), tenant),
        )
        conn.execute(
            "INSERT INTO heads (session_id, name, entry_id, version) VALUES (?, ?, NULL, 0)", (sid, DEFAULT_HEAD)
        )

    def session(self, ref: str) -> "Session":
        """A session by full id or unique prefix."""
        return Session(self, self.resolve_session(ref))

    def resolve_session(self, ref: str) -> str:
        rows = self._conn.execute(
            "SELECT id FROM sessions WHERE id = ? UNION SELECT id FROM sessions WHERE substr(id, 1, ?) = ? LIMIT 3",
            (ref, len(ref), ref),
        ).fetchall()
        ids = sorted({r[0] for r in rows})
        if ref in ids:
            return ref
        if not ids or not ref:
            raise NotFoundError(f"session {ref!r} not found in {self.path}")
        if len(ids) > 1:
            raise AmbiguousError(f"session prefix {ref!r} matches several sessions: {', '.join(ids)}...")
        return ids[0]

    def sessions(self, *, tenant: str | None = None, limit: int | None = None) -> list[dict[str, Any]]:
        """The catalogue, newest modified first: every session, or one tenant's; at most ``limit`` rows."""
        sql, args = _CATALOGUE_SQL, []
        if tenant is not None:
            sql += " WHERE s.tenant = ?"
            args.append(tenant)
        sql += " ORDER BY s.modified DESC, s.id"
        if limit is not None:
            sql += " LIMIT ?"
            args.append(int(limit))
        return list(self.db.query(sql, args))

    def session_tenant(self, session_id: str) -> str:
        """The tenant a session belongs to (``NotFoundError`` when there is no such session)."""
        r = self._conn.execute("SELECT tenant FROM sessions WHERE id = ?", (session_id,)).fetchone()
        if r is None:
            raise NotFoundError(f"session {session_id!r} not found")
        return r[0]

    def catalogue(self, session_id: str) -> dict[str, Any]:
        """One session's catalogue row (name, counts, created, modified, parent session, main head)."""
        rows = list(self.db.query(_CATALOGUE_SQL + " WHERE s.id = ?", [session_id]))
        if not rows:
            raise NotFoundError(f"session {session_id!r} not found")
        return rows[0]

    # ------------------------------------------------------------ reading rows
    def _row(self, conn: sqlite3.Connection, sid: str, *, seq: int | None = None, entry_id: str | None = None) -> Row | None:
        if seq is not None:
            r = conn.execute(f"SELECT {_ENTRY_COLUMNS} FROM entries WHERE session_id = ? AND seq = ?", (sid, seq)).fetchone()
        else:
            r = conn.execute(f"SELECT {_ENTRY_COLUMNS} FROM entries WHERE session_id = ? AND id = ?", (sid, entry_id)).fetchone()
        return Row(*r) if r else None

    def _payload(self, conn: sqlite3.Connection, body_hash: str) -> dict[str, Any]:
        r = conn.execute("SELECT data FROM bodies WHERE hash = ?", (body_hash,)).fetchone()
        if r is None:
            raise StoreError(f"{self.path}: body {body_hash} is missing")
        return _stored(r[0], f"body {body_hash}", self.path)

    def _entry(self, conn: sqlite3.Connection, row: Row) -> dict[str, Any]:
        return codec.join_entry(row.id, row.parent_id, row.timestamp, self._payload(conn, row.body_hash))

    def _head(self, conn: sqlite3.Connection, sid: str, name: str) -> tuple[str | None, int]:
        r = conn.execute("SELECT entry_id, version FROM heads WHERE session_id = ? AND name = ?", (sid, name)).fetchone()
        if r is None:
            raise NotFoundError(f"session {sid}: no head named {name!r}")
        return r[0], r[1]

    # ------------------------------------------------------------ appending
    def _derive(self, conn: sqlite3.Connection, sid: str, seq: int, entry_id: str, parent: Row | None,
                payload: Mapping[str, Any], resolve_kept) -> dict[str, Any]:
        kind = payload.get("type")
        derived = {
            "parent_seq": parent.seq if parent else None,
            "depth": parent.depth + 1 if parent else 0,
            "thinking_seq": seq if kind == "thinking_level_change" else (parent.thinking_seq if parent else None),
            "model_seq": seq if kind == "model_change" or _is_assistant(payload) else (parent.model_seq if parent else None),
            "compaction_seq": seq if kind == "compaction" else (parent.compaction_seq if parent else None),
            "kept_seq": None,
        }
        if kind == "compaction":
            derived["kept_seq"] = resolve_kept(payload.get("firstKeptEntryId"), parent)
        return derived

    def _set_head(self, conn: sqlite3.Connection, sid: str, name: str, entry_id: str | None, version: int,
                  previous: str | None, reason: str, *, create: bool = False) -> None:
        if create:
            conn.execute("INSERT INTO heads (session_id, name, entry_id, version) VALUES (?, ?, ?, ?)",
                         (sid, name, entry_id, version + 1))
        else:
            cur = conn.execute(
                "UPDATE heads SET entry_id = ?, version = version + 1 WHERE session_id = ? AND name = ? AND version = ?",
                (entry_id, sid, name, version),
            )
            if cur.rowcount != 1:
                raise HeadConflictError(f"session {sid}: head {name!r} moved concurrently; re-read it and retry")
        conn.execute(
            "INSERT INTO head_log (session_id, seq, name, entry_id, previous, version, reason, at) "
            "SELECT ?, coalesce(max(seq), 0) + 1, ?, ?, ?, ?, ?, ? FROM head_log WHERE session_id = ?",
            (sid, name, entry_id, previous, version + 1, reason, clock.now_iso(), sid),
        )

    def _touch_catalogue(self, conn: sqlite3.Connection, sid: str, added: Sequence[tuple[dict[str, Any], str | None]]) -> None:
        payloads = [payload for payload, _ in added]
        messages = sum(1 for payload in payloads if payload.get("type") == "message")
        stamps = [ts for _, ts in added if ts is not None]
        named = dag.names_session(payloads)
        self._touch_counts(conn, sid, len(added), messages, max(stamps) if stamps else None, named,
                           dag.session_name(payloads) if named else None)

    def _touch_counts(self, conn: sqlite3.Connection, sid: str, entries: int, messages: int, latest: str | None,
                      named: bool, name: str | None) -> None:
        """Add to the catalogue's counts and last-modified time; ``named``: the added entries name the session."""
        if named:
            conn.execute(
                "UPDATE sessions SET entry_count = entry_count + ?, message_count = message_count + ?, "
                "modified = max(coalesce(modified, ''), coalesce(?, '')), name = ? WHERE id = ?",
                (entries, messages, latest, name, sid))
        else:
            conn.execute(
                "UPDATE sessions SET entry_count = entry_count + ?, message_count = message_count + ?, "
                "modified = max(coalesce(modified, ''), coalesce(?, '')) WHERE id = ?",
                (entries, messages, latest, sid))

    def append(self, session_id: str, entry: Mapping[str, Any] | msgspec.Struct, *, head: str = DEFAULT_HEAD,
               expected_head: Any = UNSET, branch: bool = False) -> dict[str, Any]:
        """Append one entry after ``head`` and move the head to it; returns the stored entry.

        ``id``, ``parentId`` (the head) and ``timestamp`` are filled in when absent. A client-supplied
        id that already exists with the same parent and payload returns the stored entry (idempotent
        retry); with other content it raises ``IdConflictError``. ``expected_head`` (an entry id, or None
        for an empty head) makes the head move a compare-and-swap: ``HeadConflictError`` if it moved.
        An explicit ``parentId`` other than the head is a branch and needs ``branch=True``.
        """
        entry = to_wire(entry) if isinstance(entry, msgspec.Struct) else dict(entry)
        return self.append_many(session_id, [entry], head=head, expected_head=expected_head, branch=branch)[0]

    def append_many(self, session_id: str, entries: Sequence[Mapping[str, Any]], *, head: str = DEFAULT_HEAD,
                    expected_head: Any = UNSET, branch: bool = False) -> list[dict[str, Any]]:
        """Append a batch in one transaction: each entry goes after the previous one (all or nothing)."""
        batch = [to_wire(e) if isinstance(e, msgspec.Struct) else dict(e) for e in entries]
        try:
            with self._write() as conn:
                return self._append_locked(conn, session_id, batch, head, expected_head, branch)
        except sqlite3.Error as e:
            raise _translate(e, self.path) from e

    def _append_locked(self, conn: sqlite3.Connection, sid: str, batch: list[dict[str, Any]], head: str,
                       expected_head: Any, branch: bool) -> list[dict[str, Any]]:
        """Append ``batch`` after ``head`` inside the caller's write transaction.

        The entries are checked one by one, in order, exactly as single appends would be (so the first
        bad entry is the one named), but the SQL is batched: one query reads the head and the next seq,
        one query per 500 ids reads every stored row the batch can refer to (client ids, parents, label
        targets, the head, and the candidate ids drawn for entries without one), and the new bodies and
        rows are written with one ``executemany`` each at the end.
        """
        r = conn.execute(
            "SELECT entry_id, version, (SELECT coalesce(max(seq), 0) + 1 FROM entries WHERE session_id = ?) "
            "FROM heads WHERE session_id = ? AND name = ?", (sid, sid, head)).fetchone()
        if r is None:
            raise NotFoundError(f"session {sid}: no head named {head!r}")
        head_id, version, next_seq = r
        fresh = _fresh_ids(sum(1 for e in batch if "id" not in e))
        known = self._rows_by_id(conn, sid, _referenced_ids(batch, head_id, fresh))
        given = {e["id"] for e in batch if isinstance(e.get("id"), str)}
        fresh.reverse()  # popped from the end, in batch order
        rows: dict[str, Row] = dict(known)  # every row this batch can see: stored ones, then its own
        by_seq: dict[int, Row] = {}  # this batch's rows
        bodies: dict[str, bytes] = {}  # this batch's bodies, by hash
        new_rows: list[Row] = []
        stored: list[dict[str, Any]] = []
        added: list[tuple[dict[str, Any], str | None]] = []
        now: str | None = None
        tip = head_id
        cas_checked = expected_head is UNSET
        for index, entry in enumerate(batch):
            where = f"entry #{index + 1}" if len(batch) > 1 else "entry"
            # 1. idempotency, before any compare-and-swap
            if "id" in entry:
                if not isinstance(entry["id"], str) or not entry["id"]:
                    raise InvalidEntryError(f"{where}: id must be a non-empty string")
                existing = rows.get(entry["id"])
                if existing is not None:
                    stored.append(self._check_retry(conn, existing, entry, tip, bodies))
                    tip = existing.id
                    continue
            # 2. compare-and-swap on the head (checked once, against the head as read)
            if not cas_checked:
                if expected_head != head_id:
                    raise HeadConflictError(
                        f"session {sid}: head {head!r} is at {head_id!r}, not the expected {expected_head!r}"
                    )
                cas_checked = True
            parent_id = entry.get("parentId", tip) if "parentId" in entry else tip
            if parent_id != tip and not branch:
                raise InvalidEntryError(
                    f"{where}: parentId {parent_id!r} is not the head {tip!r}; appending elsewhere is a branch "
                    "(pass branch=True / --branch)"
                )
            if "timestamp" not in entry:
                if now is None:
                    now = clock.now_iso()
                entry["timestamp"] = now
            if "id" not in entry:
                entry["id"] = self._fresh_id(conn, sid, fresh, rows, given)
            entry["parentId"] = parent_id
            row, payload, data = self._append_one(conn, sid, next_seq, entry, where, rows, by_seq)
            rows[row.id] = by_seq[row.seq] = row
            bodies[row.body_hash] = data
            new_rows.append(row)
            added.append((payload, row.timestamp))
            stored.append(codec.join_entry(row.id, row.parent_id, row.timestamp, payload))
            next_seq += 1
            tip = row.id
        if new_rows:
            conn.executemany("INSERT OR IGNORE INTO bodies (hash, data) VALUES (?, ?)", bodies.items())
            conn.executemany(f"INSERT INTO entries ({_ENTRY_COLUMNS}) VALUES ({', '.join('?' * 14)})", new_rows)
        if added and tip != head_id:  # a pure retry never moves the head
            self._set_head(conn, sid, head, tip, version, head_id, "append")
        if added:
            self._touch_catalogue(conn, sid, added)
        return stored

    def _rows_by_id(self, conn: sqlite3.Connection, sid: str, ids: Sequence[str]) -> dict[str, Row]:
        """The stored rows among ``ids`` (one query per 500 ids)."""
        found: dict[str, Row] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            # INDEXED BY: without it SQLite scans the session's rows by primary key for an IN list
            for r in conn.execute(f"SELECT {_ENTRY_COLUMNS} FROM entries INDEXED BY entries_id WHERE session_id = ? "
                                  f"AND id IN ({', '.join('?' * len(chunk))})", (sid, *chunk)):
                found[r[2]] = Row(*r)
        return found

    def _fresh_id(self, conn: sqlite3.Connection, sid: str, fresh: list[str], rows: Mapping[str, Row],
                  given: set[str]) -> str:
        """Pi's 8-hex entry id for an entry without one: the next pre-drawn candidate (already looked up in
        the batch's one query), re-rolled while it is stored, used in this batch, or a client id in it."""
        candidate = fresh.pop()
        if candidate not in rows and candidate not in given:
            given.add(candidate)
            return candidate
        candidate = clock.new_entry_id(
            lambda c: c in rows or c in given or self._row(conn, sid, entry_id=c) is not None)
        given.add(candidate)
        return candidate

    def _check_retry(self, conn: sqlite3.Connection, existing: Row, entry: dict[str, Any], tip: str | None,
                     pending: Mapping[str, bytes] | None = None) -> dict[str, Any]:
        data = pending.get(existing.body_hash) if pending else None
        if data is not None:  # appended earlier in this batch, not written yet
            stored = codec.join_entry(existing.id, existing.parent_id, existing.timestamp, codec.decode(data))
        else:
            stored = self._entry(conn, existing)
        same_parent = "parentId" not in entry or entry["parentId"] == existing.parent_id
        candidate = {**stored, **entry}
        if not same_parent or candidate != stored:
            raise IdConflictError(
                f"entry {existing.id} already exists in session {existing.session_id} with a different "
                "parent or content"
            )
        return stored

    def _append_one(self, conn: sqlite3.Connection, sid: str, seq: int, entry: dict[str, Any], where: str,
                    rows: Mapping[str, Row], by_seq: Mapping[int, Row]) -> tuple[Row, dict[str, Any], bytes]:
        """Check one entry and build its row (nothing written): ``rows`` holds every row it may refer to
        by id (stored ones the batch named, and the batch's own so far), ``by_seq`` the batch's own."""
        if not isinstance(entry.get("type"), str) or not entry["type"]:
            raise InvalidEntryError(f"{where} {entry.get('id')}: an entry needs a string \"type\"")
        problem = check_entry(entry)
        if problem:
            raise InvalidEntryError(f"{where} {entry.get('id')}: {problem}")
        entry_id, parent_id, timestamp, payload = codec.split_entry(entry)
        if parent_id == entry_id:
            raise InvalidEntryError(f"{where} {entry_id}: an entry cannot be its own parent")
        parent = None
        if parent_id is not None:
            parent = rows.get(parent_id)
            if parent is None:
                raise InvalidEntryError(f"{where} {entry_id}: parent {parent_id} does not exist")
        kind = payload.get("type")
        if kind == "label" and rows.get(payload.get("targetId")) is None:
            raise InvalidEntryError(f"{where} {entry_id}: Entry {payload.get('targetId')} not found")

        def resolve_kept(target: Any, parent_row: Row | None) -> int | None:
            if target == entry_id:
                if parent_row is None:
                    raise InvalidEntryError(f"{where} {entry_id}: a hard checkpoint needs history before it")
                return None
            seq_ = ancestor_seq(
                target, parent_row, lambda eid: rows.get(eid) or self._row(conn, sid, entry_id=eid),
                lambda node: by_seq.get(node.parent_seq) or self._row(conn, sid, seq=node.parent_seq))
            if seq_ is None:
                raise InvalidEntryError(
                    f"{where} {entry_id}: firstKeptEntryId {target!r} is not on the path before the compaction"
                )
            return seq_

        derived = self._derive(conn, sid, seq, entry_id, parent, payload, resolve_kept)
        data = codec.encode(payload)
        body_hash = codec.sha256_hex(data)
        row = Row(sid, seq, entry_id, parent_id, _str_or_none(kind), timestamp, body_hash,
                  _chain_hash(parent.chain_hash if parent else None, entry_id, parent_id, timestamp, body_hash),
                  **derived)
        return row, payload, data

    # ------------------------------------------------------------ compaction and branch summaries
    def apply_compaction(self, session_id: str, plan: CompactionPlan, summary: str, *, head: str = DEFAULT_HEAD,
                         expected_head: Any) -> dict[str, Any]:
        """Append one Pi ``compaction`` entry for ``plan`` after ``head`` and move the head to it.

        ``expected_head`` is the leaf the plan was made at: if the head moved since, nothing is appended
        and ``HeadConflictError`` is raised (``UNSET`` skips the check). An empty summary appends
        nothing (``SummarizerError``). A checkpoint plan gets ``firstKeptEntryId`` = its own id.
        """
        if not isinstance(summary, str) or not summary.strip():
            raise SummarizerError("the summary is empty; no compaction was appended")
        if plan.checkpoint and not plan.messages_to_summarize:
            raise NothingToCompactError("a hard checkpoint needs something to summarize")
        entry: dict[str, Any] = {
            "type": "compaction", "summary": summary, "firstKeptEntryId": plan.first_kept_entry_id,
            "tokensBefore": plan.tokens_before,
            "details": {"readFiles": list(plan.read_files), "modifiedFiles": list(plan.modified_files)},
            "fromHook": False,
        }
        try:
            with self._write() as conn:
                if plan.checkpoint:
                    entry["id"] = clock.new_entry_id(lambda c: self._row(conn, session_id, entry_id=c) is not None)
                    entry["firstKeptEntryId"] = entry["id"]
                return self._append_locked(conn, session_id, [entry], head, expected_head, False)[0]
        except sqlite3.Error as e:
            raise _translate(e, self.path) from e

    def navigate(self, session_id: str, target_id: str, summary: str | None = None, *, details: Any = UNSET,
                 head: str = DEFAULT_HEAD, expected_head: Any = UNSET) -> dict[str, Any] | None:
        """Move ``head`` to ``target_id`` as Pi's ``navigateTree`` does; with a ``summary`` of the branch
        being left, append it as a ``branch_summary`` at the new position, which becomes the head.

        The new position is the target, or the parent of a user or custom message (Pi puts that
        message's text back in the editor). Returns the summary entry, or None.
        """
        if summary is None:
            target = self.get_entry(session_id, target_id)
            self.move_head(session_id, branch_position(target), name=head, expected_head=expected_head)
            return None
        if not isinstance(summary, str) or not summary.strip():
            raise SummarizerError("the branch summary is empty; nothing was appended")
        try:
            with self._write() as conn:
                row = self._row(conn, session_id, entry_id=target_id)
                if row is None:
                    raise NotFoundError(f"session {session_id}: Entry {target_id} not found")
                position = branch_position(self._entry(conn, row))
                entry: dict[str, Any] = {"type": "branch_summary", "parentId": position,
                                         "fromId": position if position is not None else "root", "summary": summary}
                if details is not UNSET:
                    entry["details"] = details
                entry["fromHook"] = False
                return self._append_locked(conn, session_id, [entry], head, expected_head, True)[0]
        except sqlite3.Error as e:
            raise _translate(e, self.path) from e

    # ------------------------------------------------------------ heads
    def head(self, session_id: str, name: str = DEFAULT_HEAD) -> str | None:
        return self._head(self._conn, session_id, name)[0]

    def heads(self, session_id: str) -> dict[str, str | None]:
        return dict(self._conn.execute(
            "SELECT name, entry_id FROM heads WHERE session_id = ? ORDER BY name", (session_id,)).fetchall())

    def move_head(self, session_id: str, entry_id: str | None, *, name: str = DEFAULT_HEAD,
                  expected_head: Any = UNSET) -> None:
        """Point a head at an entry (or None: empty, the next append starts a new root); creates the head
        if it does not exist. With ``expected_head`` the move is a compare-and-swap."""
        with self._write() as conn:
            if entry_id is not None and self._row(conn, session_id, entry_id=entry_id) is None:
                raise NotFoundError(f"session {session_id}: Entry {entry_id} not found")
            r = conn.execute("SELECT entry_id, version FROM heads WHERE session_id = ? AND name = ?",
                             (session_id, name)).fetchone()
            current, version = (r[0], r[1]) if r else (None, 0)
            if expected_head is not UNSET and expected_head != current:
                raise HeadConflictError(
                    f"session {session_id}: head {name!r} is at {current!r}, not the expected {expected_head!r}")
            if r is not None and current == entry_id:
                return
            self._set_head(conn, session_id, name, entry_id, version, current, "move", create=r is None)

    def head_log(self, session_id: str) -> list[dict[str, Any]]:
        return list(self.db.query("SELECT * FROM head_log WHERE session_id = ? ORDER BY seq", [session_id]))

    def head_moves_after(self, session_id: str, after_seq: int, limit: int) -> list[dict[str, Any]]:
        """At most ``limit`` head-log rows with ``seq > after_seq``, in order (a session that does not
        exist has none): ``{"seq", "name", "entry", "entry_seq", "previous", "reason", "at"}``, where
        ``entry_seq`` is the seq of the entry the head moved to (None for an empty head)."""
        rows = self._conn.execute(
            "SELECT h.seq, h.name, h.entry_id, e.seq, h.previous, h.reason, h.at FROM head_log h "
            "LEFT JOIN entries e ON e.session_id = h.session_id AND e.id = h.entry_id "
            "WHERE h.session_id = ? AND h.seq > ? ORDER BY h.seq LIMIT ?", (session_id, int(after_seq), int(limit)))
        return [{"seq": seq, "name": name, "entry": entry, "entry_seq": entry_seq, "previous": previous,
                 "reason": reason, "at": at} for seq, name, entry, entry_seq, previous, reason, at in rows]

    # ------------------------------------------------------------ reading entries and views
    def entries(self, session_id: str) -> list[dict[str, Any]]:
        """Every entry of a session in append order, as Pi JSON objects."""
        return list(self.iter_entries(session_id))

    def entries_after(self, session_id: str, after_seq: int, limit: int) -> list[tuple[int, dict[str, Any]]]:
        """At most ``limit`` entries with ``seq > after_seq`` in append order, as ``(seq, Pi entry)`` (a
        session that does not exist has none). ``seq`` is gapless, so a reader that saw ``n`` resumes
        with ``after_seq=n``."""
        cur = self._conn.execute(
            "SELECT e.id, e.parent_id, e.timestamp, b.data, e.seq, e.body_hash FROM entries e "
            "LEFT JOIN bodies b ON b.hash = e.body_hash WHERE e.session_id = ? AND e.seq > ? ORDER BY e.seq LIMIT ?",
            (session_id, int(after_seq), int(limit)))
        out = []
        for entry_id, parent_id, ts, data, seq, body_hash in cur.fetchall():
            if data is None:
                raise StoreError(missing_body(self.path, entry_id, seq, body_hash))
            out.append((seq, codec.join_entry(entry_id, parent_id, ts, _stored(data, f"entry {entry_id}", self.path))))
        return out

    def iter_entries(self, session_id: str) -> Iterator[dict[str, Any]]:
        cur = self._conn.execute(
            "SELECT e.id, e.parent_id, e.timestamp, b.data, e.seq, e.body_hash FROM entries e "
            "LEFT JOIN bodies b ON b.hash = e.body_hash WHERE e.session_id = ? ORDER BY e.seq", (session_id,))
        for entry_id, parent_id, ts, data, seq, body_hash in cur:
            if data is None:  # a damaged store: never skip the entry silently (an export would lose it)
                raise StoreError(missing_body(self.path, entry_id, seq, body_hash))
            yield codec.join_entry(entry_id, parent_id, ts, _stored(data, f"entry {entry_id}", self.path))

    def get_entry(self, session_id: str, entry_id: str) -> dict[str, Any]:
        with self._read() as conn:
            row = self._row(conn, session_id, entry_id=entry_id)
            if row is None:
                raise NotFoundError(f"session {session_id}: Entry {entry_id} not found")
            return self._entry(conn, row)

    def header(self, session_id: str) -> dict[str, Any]:
        r = self._conn.execute("SELECT body FROM headers WHERE session_id = ?", (session_id,)).fetchone()
        if r is None:
            raise NotFoundError(f"session {session_id!r} not found")
        return _stored(r[0], f"the header of session {session_id}", self.path)

    def path_to(self, session_id: str, leaf: str) -> list[dict[str, Any]]:
        """Root-first entries from the root to ``leaf``."""
        with self._read() as conn:
            row = self._row(conn, session_id, entry_id=leaf)
            if row is None:
                raise NotFoundError(f"session {session_id}: Entry {leaf} not found")
            return [entry for _, entry in self._walk(conn, session_id, row.seq, stop_seq=None)]

    def visible_path(self, session_id: str, leaf: str) -> list[dict[str, Any]]:
        """The suffix of ``path_to(leaf)`` that the view reads: from the latest compaction's first kept
        entry (or the compaction itself when its kept entry is not an ancestor) to ``leaf``; the whole
        path when there is no compaction on it. ``plan_compaction``, ``context_size`` and
        ``build_view_from_path`` give the same answers over it as over the whole path (tested), so
        planning at the head of a long session reads only the visible tail."""
        with self._read() as conn:
            row = self._row(conn, session_id, entry_id=leaf)
            if row is None:
                raise NotFoundError(f"session {session_id}: Entry {leaf} not found")
            _, stop = self._visible_start(conn, row)
            return [entry for _, entry in self._walk(conn, session_id, row.seq, stop_seq=stop)]

    def _walk(self, conn: sqlite3.Connection, sid: str, leaf_seq: int, stop_seq: int | None) -> list[tuple[Row, dict[str, Any]]]:
        """Rows with their entries from ``stop_seq`` (inclusive; the root when None) to ``leaf_seq``,
        root-first, in one query. Each body is decoded as its row arrives, so the bytes of the whole
        walk are never held alongside the decoded entries."""
        cols = ", ".join(f"e.{c.strip()}" for c in _ENTRY_COLUMNS.split(","))
        rows = conn.execute(
            f"""WITH RECURSIVE walk(seq, n) AS (
                    SELECT ?, 0
                    UNION ALL
                    SELECT e.parent_seq, walk.n + 1 FROM walk JOIN entries e
                      ON e.session_id = ? AND e.seq = walk.seq
                    WHERE e.parent_seq IS NOT NULL AND walk.seq IS NOT ?
                )
                SELECT {cols}, walk.n, b.data FROM walk JOIN entries e ON e.session_id = ? AND e.seq = walk.seq
                LEFT JOIN bodies b ON b.hash = e.body_hash""",
            (leaf_seq, sid, stop_seq, sid),
        )  # no ORDER BY: SQLite streams the rows instead of sorting every body first; sorted here by n
        out = []
        for r in rows:
            row = Row(*r[:-2])
            out.append((r[-2], row, self._joined(row, r[-1])))
        out.sort(key=lambda x: -x[0])
        return [(row, entry) for _, row, entry in out]

    def _joined(self, row: Row, data: bytes | None) -> dict[str, Any]:
        if data is None:
            raise StoreError(missing_body(self.path, row.id, row.seq, row.body_hash))
        return codec.join_entry(row.id, row.parent_id, row.timestamp, _stored(data, f"entry {row.id}", self.path))

    def view(self, session_id: str, leaf: str | None = UNSET, *, head: str = DEFAULT_HEAD) -> View:
        """The model's context at ``leaf`` (default: the head). An unknown leaf is an error; an empty head
        gives the empty view. Reads only the visible tail (see the module docstring)."""
        with self._read() as conn:
            if leaf is UNSET:
                leaf = self._head(conn, session_id, head)[0]
            if leaf is None:
                return build_view_from_parts(compaction=None, kept=[], after=[], thinking_entry=None, model_entry=None)
            row = self._row(conn, session_id, entry_id=leaf)
            if row is None:
                raise NotFoundError(f"session {session_id}: Entry {leaf} not found")
            return self._view_at(conn, row)

    def _visible_start(self, conn: sqlite3.Connection, row: Row) -> tuple[Row | None, int | None]:
        """The latest compaction on the path to ``row`` (its derived ``compaction_seq``) and the seq the
        visible part of the path starts at: its first kept entry, or the compaction itself when that
        entry is not an ancestor; (None, None) without a compaction: the whole path."""
        if not row.compaction_seq:
            return None, None
        compaction_row = self._row(conn, row.session_id, seq=row.compaction_seq)
        if compaction_row is None:  # only in a damaged store; verify reports it
            return None, None
        return compaction_row, compaction_row.kept_seq or compaction_row.seq

    def _view_at(self, conn: sqlite3.Connection, row: Row) -> View:
        sid = row.session_id
        compaction_row, stop = self._visible_start(conn, row)
        compaction = None
        if compaction_row is None:
            walked = self._walk(conn, sid, row.seq, None)
            kept: list[tuple[Row, dict[str, Any]]] = []
            after = walked
        else:
            walked = self._walk(conn, sid, row.seq, stop)
            split = next(i for i, (r, _) in enumerate(walked) if r.seq == compaction_row.seq)
            kept, after = walked[:split], walked[split + 1:]
            compaction = walked[split][1]
        thinking = self._row(conn, sid, seq=row.thinking_seq) if row.thinking_seq else None
        model = self._row(conn, sid, seq=row.model_seq) if row.model_seq else None
        return build_view_from_parts(
            compaction=compaction,
            kept=[entry for _, entry in kept],
            after=[entry for _, entry in after],
            thinking_entry=self._entry(conn, thinking) if thinking else None,
            model_entry=self._entry(conn, model) if model else None,
        )

    # ------------------------------------------------------------ annotations
    def annotate(self, session_id: str, entry_id: str | None, kind: str, data: Any) -> None:
        with self._write() as conn:
            self._annotate(conn, session_id, entry_id, kind, data)

    def _annotate(self, conn: sqlite3.Connection, sid: str, entry_id: str | None, kind: str, data: Any) -> None:
        seq = conn.execute("SELECT coalesce(max(seq), 0) + 1 FROM annotations WHERE session_id = ?", (sid,)).fetchone()[0]
        conn.execute("INSERT INTO annotations (session_id, seq, entry_id, kind, data, at) VALUES (?, ?, ?, ?, ?, ?)",
                     (sid, seq, entry_id, kind, codec.encode(data), clock.now_iso()))

    def annotations(self, session_id: str, entry_id: str | None = UNSET, kind: str | None = None) -> list[dict[str, Any]]:
        sql = "SELECT seq, entry_id, kind, data, at FROM annotations WHERE session_id = ?"
        args: list[Any] = [session_id]
        if entry_id is not UNSET:
            sql += " AND entry_id IS ?"
            args.append(entry_id)
        if kind is not None:
            sql += " AND kind = ?"
            args.append(kind)
        return [{"seq": s, "entry": e, "kind": k, "data": _stored(d, "an annotation", self.path), "at": at}
                for s, e, k, d, at in self._conn.execute(sql + " ORDER BY seq", args)]

    # ------------------------------------------------------------ import / export
    def import_parsed(self, parsed: codec.ParsedFile, *, source: str, strict: bool = False,
                      as_new: bool = False, tenant: str | None = None) -> ImportResult:
        """Store a parsed Pi file (see ``jsonl.import_paths`` and docs/compatibility.md for the tiers).

        ``tenant`` None (a local import): a new session goes to ``default`` and a stored one of any
        tenant may be extended; a ``tenant`` (the service) creates the session in it and refuses to
        extend a session of another tenant (``IdConflictError``, as for any taken id)."""
        from .jsonl import plan_import  # the import rules live with the format

        plan = plan_import(parsed, source=source, strict=strict)
        header = dict(plan.header)
        if as_new:
            header["id"] = clock.uuid7()
        sid = header["id"]
        with self._write() as conn:
            exists = conn.execute("SELECT 1 FROM headers WHERE session_id = ?", (sid,)).fetchone()
            if exists and tenant is not None and conn.execute(
                    "SELECT tenant FROM sessions WHERE id = ?", (sid,)).fetchone()[0] != tenant:
                raise IdConflictError(f"{source}: session id {sid} is taken; import it as a new session")
            if not exists:
                self._insert_session(conn, header, tenant if tenant is not None else DEFAULT_TENANT)
                start = 0
                status = "created"
            else:
                start = self._common_prefix(conn, sid, plan.entries, source)
                status = "unchanged" if start == len(plan.entries) else "extended"
            self._import_rows(conn, sid, plan.entries[start:], start, plan.warnings_by_id)
            if status != "unchanged":
                head_id, version = self._head(conn, sid, DEFAULT_HEAD)
                last = plan.entries[-1]["id"] if plan.entries else None
                if last != head_id:
                    self._set_head(conn, sid, DEFAULT_HEAD, last, version, head_id, "import")
                self._annotate(conn, sid, None, "import", {
                    "source": source, "entries": len(plan.entries) - start,
                    "skipped": [p.to_json() for p in plan.skipped], "warnings": plan.warnings,
                })
        return ImportResult(sid, len(plan.entries) - start, plan.skipped, plan.warnings, status)

    @contextlib.contextmanager
    def _import_cache(self) -> Iterator[None]:
        """A bigger page cache for the length of one import: the body-hash and id indexes take keys in
        random order, and with SQLite's default 2 MB cache a large import re-reads their pages from the
        file over and over (measured, 256 MB against the 2 MB default: 100k entries 26-28 -> 31-33 MB/s;
        1M entries, 4.2 GB, 14 -> 23 MB/s). The cache fills only as pages are touched. Restored after,
        so reading sessions keeps the small default (the view's memory target counts the cache)."""
        (before,) = self._conn.execute("PRAGMA cache_size").fetchone()
        self._conn.execute(f"PRAGMA cache_size = {-IMPORT_CACHE_KIB}")
        try:
            yield
        finally:
            self._conn.execute(f"PRAGMA cache_size = {int(before)}")

    def import_stream(self, stream: codec.JsonlStream, batches: Iterable[list[tuple[int, dict[str, Any]]]], check, *,
                      source: str, strict: bool = False, as_new: bool = False) -> ImportResult:
        """Store a v3 Pi file read a chunk at a time (``jsonl.import_pi_file``; ``check`` is its
        ``jsonl.StreamCheck``). One transaction, all or nothing, with the same rows, report and result
        as ``import_parsed`` on the whole file; only the current chunk's entries are held in memory."""
        header = dict(stream.header or {})
        if as_new:
            header["id"] = clock.uuid7()
        sid = header["id"]
        with self._import_cache(), self._write() as conn:
            exists = conn.execute("SELECT 1 FROM headers WHERE session_id = ?", (sid,)).fetchone() is not None
            stored = 0
            if exists:
                stored = conn.execute("SELECT count(*) FROM entries WHERE session_id = ?", (sid,)).fetchone()[0]
            else:
                self._insert_session(conn, header, DEFAULT_TENANT)
            writer = _StreamImport(self, conn, sid, stored, check.index)
            for batch in batches:
                for line, entry in batch:
                    position = check.add(entry, line)
                    if not check.problems:  # once refused, nothing more is worth writing
                        writer.add(position, entry)
                writer.flush()
            warnings, by_id = check.finish(stream.problems, stream.warnings, strict=strict)
            total = check.count
            if stored > total:
                raise IdConflictError(
                    f"{source}: session {sid} is already stored with {stored} entries and this file has "
                    f"{total}; import it with --as-new to keep both")
            if writer.mismatch is not None:
                raise IdConflictError(
                    f"{source}: session {sid} is already stored and differs at entry {writer.mismatch[0] + 1} "
                    f"({writer.mismatch[1]}); import it with --as-new to keep both")
            writer.finish()
            for entry_id, found in by_id.items():
                if check.index.get(entry_id, -1) >= stored:
                    self._annotate(conn, sid, entry_id, "import-warning", {"warnings": found})
            self._touch_counts(conn, sid, writer.count, writer.messages, writer.latest, writer.named, writer.name)
            status = "created" if not exists else "unchanged" if stored == total else "extended"
            if status != "unchanged":
                head_id, version = self._head(conn, sid, DEFAULT_HEAD)
                if writer.last_id != head_id:
                    self._set_head(conn, sid, DEFAULT_HEAD, writer.last_id, version, head_id, "import")
                self._annotate(conn, sid, None, "import", {
                    "source": source, "entries": total - stored,
                    "skipped": [p.to_json() for p in stream.problems], "warnings": warnings,
                })
        return ImportResult(sid, total - stored, list(stream.problems), warnings, status)

    def _common_prefix(self, conn: sqlite3.Connection, sid: str, entries: Sequence[dict[str, Any]], source: str) -> int:
        """How many leading file entries equal the stored ones; an error unless the stored entries are a
        prefix of the file (DESIGN §7)."""
        stored = conn.execute(
            "SELECT id, parent_id, timestamp, body_hash FROM entries WHERE session_id = ? ORDER BY seq", (sid,)
        ).fetchall()
        if len(stored) > len(entries):
            raise IdConflictError(
                f"{source}: session {sid} is already stored with {len(stored)} entries and this file has "
                f"{len(entries)}; import it with --as-new to keep both")
        for i, (entry_id, parent_id, ts, body_hash) in enumerate(stored):
            eid, pid, ets, payload = codec.split_entry(entries[i])
            if (eid, pid, ets, codec.sha256_hex(codec.encode(payload))) != (entry_id, parent_id, ts, body_hash):
                if codec.join_entry(eid, pid, ets, payload) != self._entry(conn, self._row(conn, sid, seq=i + 1)):
                    raise IdConflictError(
                        f"{source}: session {sid} is already stored and differs at entry {i + 1} ({eid}); "
                        "import it with --as-new to keep both")
        return len(stored)

    def _import_rows(self, conn: sqlite3.Connection, sid: str, entries: Sequence[dict[str, Any]], start: int,
                     warnings_by_id: Mapping[str, list[str]]) -> None:
        """Insert entries in file order; derived columns are computed parents-first in memory."""
        known: dict[str, Row] = {}
        if start:
            for r in conn.execute(f"SELECT {_ENTRY_COLUMNS} FROM entries WHERE session_id = ?", (sid,)):
                row = Row(*r)
                known[row.id] = row
        split = [codec.split_entry(e) for e in entries]
        index = {s[0]: i for i, s in enumerate(split)}
        rows: dict[str, Row] = {}
        seq_of = {s[0]: start + i + 1 for i, s in enumerate(split)}

        def row_of(entry_id: str | None) -> Row | None:
            if entry_id is None:
                return None
            return rows.get(entry_id) or known.get(entry_id)

        def ancestor_seq(target: Any, parent: Row | None) -> int | None:
            node = parent
            while node is not None:
                if node.id == target:
                    return node.seq
                node = row_of(node.parent_id) if node.parent_seq else None
            return None

        bodies: dict[str, bytes] = {}
        for i in range(len(split)):
            pending = []
            j: int | None = i
            while j is not None and split[j][0] not in rows:
                pending.append(j)
                pid = split[j][1]
                j = index.get(pid) if pid is not None else None
            for k in reversed(pending):
                entry_id, parent_id, ts, payload = split[k]
                parent = row_of(parent_id) if parent_id != entry_id else None
                seq = seq_of[entry_id]
                derived = self._derive(conn, sid, seq, entry_id, parent, payload,
                                       lambda target, p: ancestor_seq(target, p))
                data = codec.encode(payload)
                body_hash = codec.sha256_hex(data)
                bodies[body_hash] = data
                rows[entry_id] = Row(sid, seq, entry_id, parent_id, _str_or_none(payload.get("type")), ts, body_hash,
                                     _chain_hash(parent.chain_hash if parent else None, entry_id, parent_id, ts, body_hash),
                                     **derived)
        conn.executemany("INSERT OR IGNORE INTO bodies (hash, data) VALUES (?, ?)", bodies.items())
        conn.executemany(f"INSERT INTO entries ({_ENTRY_COLUMNS}) VALUES ({', '.join('?' * 14)})",
                         (rows[s[0]] for s in split))
        for entry_id, found in warnings_by_id.items():
            if entry_id in rows:
                self._annotate(conn, sid, entry_id, "import-warning", {"warnings": found})
        self._touch_catalogue(conn, sid, [(s[3], s[2]) for s in split])

    def export(self, session_id: str, *, branch: bool = False, head: str = DEFAULT_HEAD) -> tuple[bytes, str | None]:
        """Pi v3 JSONL bytes (header, then entries in append order; with ``branch`` only the head's path)
        and a note when Pi would open the file at another leaf than the head."""
        with self._read() as conn:
            header = self.header(session_id)
            head_id = self._head(conn, session_id, head)[0]
            if branch:
                entries = self.path_to(session_id, head_id) if head_id else []
                return codec.to_jsonl(header, entries), None
            entries = self.entries(session_id)
        note = None
        if entries and head_id != entries[-1]["id"]:
            note = (f"head {head!r} is at {head_id}, but Pi opens a file at its last line "
                    f"({entries[-1]['id']}); export with --branch to open at the head")
        return codec.to_jsonl(header, entries), note

    # ------------------------------------------------------------ service tokens (hashed; docs/service.md)
    def add_token(self, *, token_id: str, token_hash: str, tenant: str, scopes: list[str],
                  sessions: list[str] | None, created: str) -> None:
        """Record a service token by its hash (the token itself is never stored)."""
        try:
            with self._write() as conn:
                conn.execute("INSERT INTO tokens (id, hash, tenant, scopes, sessions, created) VALUES (?, ?, ?, ?, ?, ?)",
                             (token_id, token_hash, tenant, codec.encode(list(scopes)).decode(),
                              codec.encode(list(sessions)).decode() if sessions is not None else None, created))
        except sqlite3.IntegrityError as e:
            raise IdConflictError(f"token {token_id}: already stored ({e})") from e

    def _token(self, row: tuple[Any, ...]) -> dict[str, Any]:
        token_id, tenant, scopes, sessions, created, revoked = row
        return {"id": token_id, "tenant": tenant, "scopes": _stored(scopes, f"token {token_id}", self.path),
                "sessions": _stored(sessions, f"token {token_id}", self.path) if sessions is not None else None,
                "created": created, "revoked": revoked}

    def token_by_hash(self, token_hash: str) -> dict[str, Any] | None:
        """The token stored with this hash (revoked or not), or None."""
        r = self._conn.execute("SELECT id, tenant, scopes, sessions, created, revoked FROM tokens WHERE hash = ?",
                               (token_hash,)).fetchone()
        return self._token(r) if r is not None else None

    def list_tokens(self) -> list[dict[str, Any]]:
        """Every token (never its text or hash), oldest first."""
        return [self._token(r) for r in self._conn.execute(
            "SELECT id, tenant, scopes, sessions, created, revoked FROM tokens ORDER BY created, id")]

    def revoke_token(self, token_id: str, at: str) -> bool:
        """Mark a token revoked at ``at``; False when there is no such token or it was already revoked."""
        with self._write() as conn:
            return conn.execute("UPDATE tokens SET revoked = ? WHERE id = ? AND revoked IS NULL",
                                (at, token_id)).rowcount == 1

    # ------------------------------------------------------------ verify
    def verify(self, session_id: str | None = None) -> VerifyReport:
        """Recompute every body and chain hash and re-check every stored invariant."""
        report = VerifyReport()
        with self._read() as conn:
            for (line,) in conn.execute("PRAGMA quick_check"):
                if line != "ok":
                    report.problems.append(f"SQLite integrity check: {line}")
            for table in migrations.APPEND_ONLY_TABLES:
                for op in ("update", "delete"):
                    if not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = ?",
                                        (f"{table}_no_{op}",)).fetchone():
                        report.problems.append(f"trigger {table}_no_{op} is missing: {table} is not protected")
            sids = [session_id] if session_id else [r[0] for r in conn.execute("SELECT session_id FROM headers ORDER BY session_id")]
            for sid in sids:
                report.sessions += 1
                try:
                    self._verify_session(conn, sid, report)
                except UnicodeDecodeError as e:
                    report.problems.append(f"session {sid}: stored text is not valid UTF-8 ({e.reason}): damaged file")
                except sqlite3.DatabaseError as e:
                    report.problems.append(f"session {sid}: the database cannot be read ({e}): damaged file")
        return report

    def _verify_session(self, conn: sqlite3.Connection, sid: str, report: VerifyReport) -> None:
        header_row = conn.execute("SELECT body FROM headers WHERE session_id = ?", (sid,)).fetchone()
        if header_row is None:
            report.problems.append(f"session {sid}: no header")
            return
        try:
            problem = check_header(codec.decode(header_row[0]))
        except msgspec.DecodeError as e:
            problem = f"header is not valid JSON ({e})"
        if problem:
            report.problems.append(f"session {sid}: {problem}")
        accepted = {a["entry"]: a["data"] for a in self.annotations(sid, kind="import-warning")}
        rows = [Row(*r) for r in conn.execute(
            f"SELECT {_ENTRY_COLUMNS} FROM entries WHERE session_id = ? ORDER BY seq", (sid,))]
        report.entries += len(rows)
        by_id: dict[str, Row] = {}
        entries: list[dict[str, Any]] = []
        payloads: dict[int, dict[str, Any]] = {}
        for expected_seq, row in enumerate(rows, start=1):
            where = f"session {sid} entry {row.id} (#{row.seq})"
            if row.seq != expected_seq:
                report.problems.append(f"{where}: append order has a gap (expected #{expected_seq})")
            body = conn.execute("SELECT data FROM bodies WHERE hash = ?", (row.body_hash,)).fetchone()
            if body is None:
                report.problems.append(f"{where}: body {row.body_hash} is missing")
                payloads[row.seq] = {}  # the row itself still counts, so its children are not blamed
                by_id[row.id] = row
                entries.append(codec.join_entry(row.id, row.parent_id, row.timestamp, {}))
                continue
            data = body[0].encode("utf-8", "surrogateescape") if isinstance(body[0], str) else body[0]
            if codec.sha256_hex(data) != row.body_hash:
                report.problems.append(f"{where}: stored body does not match its hash (changed bytes)")
            try:
                payloads[row.seq] = codec.decode(data)
            except msgspec.DecodeError:
                report.problems.append(f"{where}: stored body is not valid JSON")
                payloads[row.seq] = {}
            by_id[row.id] = row
            entries.append(codec.join_entry(row.id, row.parent_id, row.timestamp, payloads[row.seq]))
        for row in rows:
            where = f"session {sid} entry {row.id} (#{row.seq})"
            parent = by_id.get(row.parent_id) if row.parent_id is not None else None
            if row.parent_id is not None and parent is None:
                text = f"{where}: parent {row.parent_id} does not exist"
                if any("does not exist" in w for w in accepted.get(row.id, {}).get("warnings", [])):
                    report.warnings.append(text + " (accepted at import; read as a root)")
                else:
                    report.problems.append(text)
            expected_chain = _chain_hash(parent.chain_hash if parent else None, row.id, row.parent_id,
                                         row.timestamp, row.body_hash)
            if expected_chain != row.chain_hash:
                report.problems.append(f"{where}: chain hash does not match (entry or an ancestor was changed)")
            if parent is not None and parent.seq >= row.seq and row.parent_seq is not None and row.parent_seq != parent.seq:
                report.problems.append(f"{where}: parent_seq disagrees with parent_id")
            if (row.parent_seq or None) != (parent.seq if parent else None):
                report.problems.append(f"{where}: derived parent_seq is {row.parent_seq}, expected "
                                       f"{parent.seq if parent else None}")
        history = dag.check_history(entries)
        report.problems.extend(f"session {sid}: {p}" for p in history.problems)
        for w in history.warnings:
            if "does not exist" not in w:
                report.warnings.append(f"session {sid}: {w}")
        self._verify_derived(sid, rows, by_id, payloads, report)
        for name, entry_id in conn.execute("SELECT name, entry_id FROM heads WHERE session_id = ?", (sid,)):
            if entry_id is not None and entry_id not in by_id:
                report.problems.append(f"session {sid}: head {name!r} points at missing entry {entry_id}")

    def _verify_derived(self, sid: str, rows: Sequence[Row], by_id: Mapping[str, Row],
                        payloads: Mapping[int, dict[str, Any]], report: VerifyReport) -> None:
        by_seq = {r.seq: r for r in rows}
        for row in rows:
            parent = by_seq.get(row.parent_seq) if row.parent_seq else None
            payload = payloads.get(row.seq, {})
            kind = payload.get("type")
            expect = {
                "depth": parent.depth + 1 if parent else 0,
                "thinking_seq": row.seq if kind == "thinking_level_change" else (parent.thinking_seq if parent else None),
                "model_seq": row.seq if kind == "model_change" or _is_assistant(payload) else (parent.model_seq if parent else None),
                "compaction_seq": row.seq if kind == "compaction" else (parent.compaction_seq if parent else None),
            }
            if kind == "compaction":
                target, node = payload.get("firstKeptEntryId"), parent
                while node is not None and node.id != target:
                    node = by_seq.get(node.parent_seq) if node.parent_seq else None
                expect["kept_seq"] = node.seq if node is not None else None
            for column, value in expect.items():
                if getattr(row, column) != value:
                    report.problems.append(
                        f"session {sid} entry {row.id} (#{row.seq}): derived {column} is "
                        f"{getattr(row, column)}, expected {value}")


class _StreamImport:
    """The rows of a streamed import (``Store.import_stream``), derived and written a chunk at a time.

    Derived columns need the parent's row: it is looked up in the rows of the last two chunks, else in
    the database (written earlier in the same transaction). An entry whose parent has not been seen
    yet waits for it (a parent later in the file); at the end, entries still waiting for a parent
    that never came are derived as roots, as ``_import_rows`` does. The first ``stored`` entries of the
    file are the session's stored ones (a re-import): they are compared, not written."""

    def __init__(self, store: Store, conn: sqlite3.Connection, sid: str, stored: int, index: Mapping[str, int]) -> None:
        self.store, self.conn, self.sid, self.stored, self.index = store, conn, sid, stored, index
        self.recent: dict[str, Row] = {}
        self.older: dict[str, Row] = {}
        self.done = bytearray()  # per file position: 1 once its row exists
        self.waiting: dict[str, list[tuple[int, str, str | None, str | None, dict[str, Any]]]] = {}
        self.bodies: dict[str, bytes] = {}
        self.rows: list[Row] = []
        self.mismatch: tuple[int, str] | None = None  # the first stored entry the file differs from
        self._stored_rows: dict[int, tuple[Any, ...]] = {}
        self.last_id: str | None = None
        self.count = self.messages = 0
        self.latest: str | None = None
        self.named = False
        self.name: str | None = None

    def add(self, position: int, entry: dict[str, Any]) -> None:
        self.last_id = entry["id"]
        self.done.append(0)
        if position < self.stored:
            if self.mismatch is None:
                self._compare(position, entry)
            self.done[position] = 1
            return
        if self.mismatch is not None:
            return  # the import fails at the end: nothing more to write
        entry_id, parent_id, ts, payload = codec.split_entry(entry)
        self.count += 1
        kind = payload.get("type")
        if kind == "message":
            self.messages += 1
        elif kind == "session_info":
            raw = payload.get("name")
            self.named, self.name = True, (raw.strip() or None) if isinstance(raw, str) else None
        if ts is not None and (self.latest is None or ts > self.latest):
            self.latest = ts
        parent = None
        if parent_id is not None and parent_id != entry_id:
            parent = self._row(parent_id)
            if parent is None:
                self.waiting.setdefault(parent_id, []).append((position, entry_id, parent_id, ts, payload))
                return
        self._derive(position, entry_id, parent_id, ts, payload, parent)

    def _row(self, entry_id: str) -> Row | None:
        row = self.recent.get(entry_id) or self.older.get(entry_id)
        if row is not None:
            return row
        position = self.index.get(entry_id)
        if position is None or position >= len(self.done) or not self.done[position]:
            return None
        return self.store._row(self.conn, self.sid, entry_id=entry_id)

    def _kept(self, target: Any, parent: Row | None) -> int | None:
        return ancestor_seq(target, parent, self._row, lambda node: self._row(node.parent_id))

    def _derive(self, position: int, entry_id: str, parent_id: str | None, ts: str | None,
                payload: dict[str, Any], parent: Row | None) -> None:
        todo = [(position, entry_id, parent_id, ts, payload, parent)]
        while todo:  # the entry, then any entries that were waiting for it
            position, entry_id, parent_id, ts, payload, parent = todo.pop()
            seq = position + 1
            derived = self.store._derive(self.conn, self.sid, seq, entry_id, parent, payload, self._kept)
            data = codec.encode(payload)
            body_hash = codec.sha256_hex(data)
            self.bodies[body_hash] = data
            row = Row(self.sid, seq, entry_id, parent_id, _str_or_none(payload.get("type")), ts, body_hash,
                      _chain_hash(parent.chain_hash if parent else None, entry_id, parent_id, ts, body_hash),
                      **derived)
            self.recent[entry_id] = row
            self.rows.append(row)
            self.done[position] = 1
            for waiter in self.waiting.pop(entry_id, ()):
                todo.append((*waiter, row))

    def _compare(self, position: int, entry: dict[str, Any]) -> None:
        seq = position + 1
        if seq not in self._stored_rows:
            self._stored_rows = {r[0]: r[1:] for r in self.conn.execute(
                "SELECT seq, id, parent_id, timestamp, body_hash FROM entries WHERE session_id = ? "
                "AND seq BETWEEN ? AND ?", (self.sid, seq, seq + 4999))}
        eid, pid, ets, payload = codec.split_entry(entry)
        if (eid, pid, ets, codec.sha256_hex(codec.encode(payload))) != self._stored_rows.get(seq):
            stored = self.store._entry(self.conn, self.store._row(self.conn, self.sid, seq=seq))
            if codec.join_entry(eid, pid, ets, payload) != stored:
                self.mismatch = (position, eid)

    def flush(self) -> None:
        if self.rows:
            self.conn.executemany("INSERT OR IGNORE INTO bodies (hash, data) VALUES (?, ?)", self.bodies.items())
            self.conn.executemany(f"INSERT INTO entries ({_ENTRY_COLUMNS}) VALUES ({', '.join('?' * 14)})", self.rows)
        self.bodies, self.rows = {}, []
        self.older, self.recent = self.recent, {}

    def finish(self) -> None:
        """Derive the entries whose parent never came (roots, as Pi reads them), then write the rest."""
        while True:
            orphans = [parent_id for parent_id in self.waiting if parent_id not in self.index]
            if not orphans:
                break
            for parent_id in orphans:
                for waiter in self.waiting.pop(parent_id):
                    self._derive(*waiter, None)
        self.flush()


def _stored(data: bytes | str, what: str, path: str) -> Any:
    """Decode a stored JSON record; one that no longer parses means the file is damaged."""
    try:
        return codec.decode(data)
    except (msgspec.DecodeError, RecursionError) as e:
        raise StoreError(f"{path}: {what} cannot be read ({e}); the file is damaged: run `sessionlog verify`") from e


def _str_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


class Session:
    """A handle on one stored session: the Python API agent builders use.

    Appenders mirror Pi's session manager (``append_message``, ``append_model_change``...), but every
    append is durable when it returns, goes after the named head, and can be made conditional with
    ``expected_head``.
    """

    def __init__(self, store: Store, session_id: str) -> None:
        self.store = store
        self.id = session_id

    def __repr__(self) -> str:
        return f"Session({self.id!r})"

    # reading
    @property
    def header(self) -> dict[str, Any]:
        return self.store.header(self.id)

    def head(self, name: str = DEFAULT_HEAD) -> str | None:
        return self.store.head(self.id, name)

    def heads(self) -> dict[str, str | None]:
        return self.store.heads(self.id)

    def entries(self) -> list[dict[str, Any]]:
        return self.store.entries(self.id)

    def entry(self, entry_id: str) -> dict[str, Any]:
        return self.store.get_entry(self.id, entry_id)

    def path(self, leaf: str | None = UNSET, *, head: str = DEFAULT_HEAD) -> list[dict[str, Any]]:
        leaf = self.head(head) if leaf is UNSET else leaf
        return self.store.path_to(self.id, leaf) if leaf is not None else []

    def view(self, leaf: str | None = UNSET, *, head: str = DEFAULT_HEAD) -> View:
        return self.store.view(self.id, leaf, head=head)

    def tree(self) -> list[dag.TreeNode]:
        return dag.build_tree(self.entries())

    @property
    def name(self) -> str | None:
        return self.store.catalogue(self.id)["name"]

    # writing
    def append(self, entry: Mapping[str, Any] | msgspec.Struct, *, head: str = DEFAULT_HEAD,
               expected_head: Any = UNSET, branch: bool = False) -> dict[str, Any]:
        return self.store.append(self.id, entry, head=head, expected_head=expected_head, branch=branch)

    def append_many(self, entries: Sequence[Mapping[str, Any] | msgspec.Struct], *, head: str = DEFAULT_HEAD,
                    expected_head: Any = UNSET, branch: bool = False) -> list[dict[str, Any]]:
        """``Store.append_many`` on this session: a batch in one transaction, all or nothing."""
        return self.store.append_many(self.id, entries, head=head, expected_head=expected_head, branch=branch)

    def append_message(self, message: Mapping[str, Any] | msgspec.Struct, **kw: Any) -> dict[str, Any]:
        message = to_wire(message) if isinstance(message, msgspec.Struct) else dict(message)
        return self.append({"type": "message", "message": message}, **kw)

    def append_model_change(self, provider: str, model_id: str, **kw: Any) -> dict[str, Any]:
        return self.append({"type": "model_change", "provider": provider, "modelId": model_id}, **kw)

    def append_thinking_level_change(self, level: str, **kw: Any) -> dict[str, Any]:
        return self.append({"type": "thinking_level_change", "thinkingLevel": level}, **kw)

    def append_custom(self, custom_type: str, data: Any = UNSET, **kw: Any) -> dict[str, Any]:
        entry: dict[str, Any] = {"type": "custom", "customType": custom_type}
        if data is not UNSET:
            entry["data"] = data
        return self.append(entry, **kw)

    def append_custom_message(self, custom_type: str, content: Any, display: bool = True,
                              details: Any = UNSET, **kw: Any) -> dict[str, Any]:
        entry: dict[str, Any] = {"type": "custom_message", "customType": custom_type, "content": content,
                                 "display": display}
        if details is not UNSET:
            entry["details"] = details
        return self.append(entry, **kw)

    def append_label(self, target_id: str, label: str | None = None, **kw: Any) -> dict[str, Any]:
        entry: dict[str, Any] = {"type": "label", "targetId": target_id}
        if label:
            entry["label"] = label
        return self.append(entry, **kw)

    def append_session_info(self, name: str, **kw: Any) -> dict[str, Any]:
        return self.append({"type": "session_info", "name": name.strip()}, **kw)

    def append_compaction(self, summary: str, first_kept_entry_id: str, tokens_before: int,
                          details: Any = UNSET, from_hook: bool | None = None, **kw: Any) -> dict[str, Any]:
        entry: dict[str, Any] = {"type": "compaction", "summary": summary, "firstKeptEntryId": first_kept_entry_id,
                                 "tokensBefore": tokens_before}
        if details is not UNSET:
            entry["details"] = details
        if from_hook is not None:
            entry["fromHook"] = from_hook
        return self.append(entry, **kw)

    def move_head(self, entry_id: str | None, *, name: str = DEFAULT_HEAD, expected_head: Any = UNSET) -> None:
        self.store.move_head(self.id, entry_id, name=name, expected_head=expected_head)

    def branch_with_summary(self, from_id: str | None, summary: str, details: Any = UNSET,
                            from_hook: bool | None = None, *, head: str = DEFAULT_HEAD) -> dict[str, Any]:
        """Pi's ``branchWithSummary``: a ``branch_summary`` child of ``from_id`` (None: a new root) that
        becomes the head."""
        entry: dict[str, Any] = {"type": "branch_summary", "parentId": from_id,
                                 "fromId": from_id if from_id is not None else "root", "summary": summary}
        if details is not UNSET:
            entry["details"] = details
        if from_hook is not None:
            entry["fromHook"] = from_hook
        return self.append(entry, head=head, branch=True)

    # compaction and navigation with a summarizer
    def plan_compaction(self, settings: CompactionSettings | None = None, *, head: str = DEFAULT_HEAD,
                        pi_compat: bool = False, checkpoint: bool = False) -> CompactionPlan | None:
        """The compaction plan at the head (``compaction.plan_compaction`` over the head's path)."""
        leaf = self.head(head)
        path = self.store.visible_path(self.id, leaf) if leaf is not None else []
        return plan_compaction(path, settings or CompactionSettings(), pi_compat=pi_compat, checkpoint=checkpoint)

    def compact(self, summarizer: Summarizer, settings: CompactionSettings | None = None,
                custom_instructions: str | None = None, workspace_rules: str | None = None,
                checkpoint: bool = False, *, head: str = DEFAULT_HEAD, pi_compat: bool = False,
                cancelled: CancelCheck | None = None) -> dict[str, Any]:
        """Plan at the head, summarize, and append the ``compaction`` entry (returned).

        Raises ``NothingToCompactError`` when there is no plan (Pi's ``Already compacted`` / ``Nothing
        to compact``), the summarizer's ``SummarizerError``/``SummaryCancelled`` (any other exception of
        the summarizer becomes a ``SummarizerError``), or ``HeadConflictError`` when the head moved while
        the summary was being written. In every one of these cases nothing is appended.
        """
        leaf = self.head(head)
        path = self.store.visible_path(self.id, leaf) if leaf is not None else []
        plan = plan_compaction(path, settings or CompactionSettings(), pi_compat=pi_compat, checkpoint=checkpoint)
        if plan is None:
            raise NothingToCompactError(nothing_to_compact_reason(path))
        summary = _summarize(summarizer, plan.to_request(custom_instructions, workspace_rules), cancelled)
        return self.store.apply_compaction(self.id, plan, summary, head=head, expected_head=leaf)

    def navigate(self, target_id: str, *, summarizer: Summarizer | None = None,
                 custom_instructions: str | None = None, context_window: int | None = None,
                 reserve_tokens: int = DEFAULT_BRANCH_RESERVE_TOKENS, head: str = DEFAULT_HEAD,
                 cancelled: CancelCheck | None = None) -> dict[str, Any] | None:
        """Pi's ``navigateTree(target)``: move the head; with a ``summarizer``, first summarize the
        branch being left and append that ``branch_summary`` at the new position (returned).

        Moving to the head itself is a no-op. When the branch being left has nothing to summarize (the
        target is ahead of the head), the head just moves. A summarizer failure appends nothing and
        leaves the head where it was.
        """
        old = self.head(head)
        if target_id == old:
            return None
        self.store.get_entry(self.id, target_id)  # NotFoundError before any summarizing
        if summarizer is None:
            self.store.navigate(self.id, target_id, head=head, expected_head=old)
            return None
        by_id: dict[Any, Any] = {}
        for entry in (self.store.path_to(self.id, old) if old is not None else []) + self.store.path_to(self.id, target_id):
            by_id[entry["id"]] = entry
        collected = collect_entries_for_branch_summary(by_id, old, target_id)
        if not collected.entries:
            self.store.navigate(self.id, target_id, head=head, expected_head=old)
            return None
        prepared = prepare_branch_entries(collected.entries, branch_token_budget(context_window, reserve_tokens))
        if prepared.messages:
            request = SummaryRequest.build(kind="branch", messages=prepared.messages, read_files=prepared.read_files,
                                           modified_files=prepared.modified_files,
                                           custom_instructions=custom_instructions, reserve_tokens=reserve_tokens)
            summary = _summarize(summarizer, request, cancelled)
        else:
            summary = NO_CONTENT_SUMMARY
        details = {"readFiles": prepared.read_files, "modifiedFiles": prepared.modified_files}
        return self.store.navigate(self.id, target_id, summary, details=details, head=head, expected_head=old)

    # memory flush (OpenClaw's pre-compaction flush, once per compaction cycle)
    def memory_flush_due(self, context_window: int | None, settings: MemoryFlushSettings | None = None, *,
                         head: str = DEFAULT_HEAD) -> bool:
        """Whether the context at the head has reached the memory-flush threshold and no flush is
        recorded for its compaction cycle yet (``recovery.should_flush_memory``)."""
        leaf = self.head(head)
        path = self.store.path_to(self.id, leaf) if leaf is not None else []
        flushed = {a["data"].get("cycle") for a in self.store.annotations(self.id, kind=MEMORY_FLUSH_KIND)
                   if isinstance(a["data"], dict)}
        return should_flush_memory(context_size(path).tokens, context_window=context_window,
                                   cycle=compaction_cycle(path), flushed_cycles=flushed,
                                   settings=settings or MemoryFlushSettings())

    def record_memory_flush(self, *, head: str = DEFAULT_HEAD) -> None:
        """Record that the memory flush ran in the head's compaction cycle (an annotation on the head)."""
        leaf = self.head(head)
        path = self.store.path_to(self.id, leaf) if leaf is not None else []
        self.store.annotate(self.id, leaf, MEMORY_FLUSH_KIND,
                            {"cycle": compaction_cycle(path), "tokens": context_size(path).tokens})


def _summarize(summarizer: Summarizer, request: SummaryRequest, cancelled: CancelCheck | None) -> str:
    """The summarizer's text; any failure other than the contract's errors becomes a ``SummarizerError``."""
    try:
        summary = summarizer.summarize(request, cancelled=cancelled)
    except SummarizerError:
        raise
    except Exception as e:  # noqa: BLE001 - a summarizer is foreign code: report, append nothing
        name = getattr(summarizer, "name", type(summarizer).__name__)
        raise SummarizerError(f"summarizer {name!r} failed: {type(e).__name__}: {e}") from e
    if not isinstance(summary, str) or not summary.strip():
        raise SummarizerError("the summarizer returned an empty summary; nothing was appended")
    return summary


def open_store(path: str | os.PathLike[str] | None = None, **kw: Any) -> Store:
    """Open (creating if needed) a sessionlog database; ``None`` means ``default_db_path()``."""
    return Store(path, **kw)
