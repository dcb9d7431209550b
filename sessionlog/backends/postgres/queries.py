"""The SQL of the PostgreSQL backend: the contract's read and write transactions as statements.

Rule of this module: every statement is a constant with bound parameters (no SQL is built from data; the
only formatted parts are column lists and a placeholder count). Rows become the contract's records here.

Serialised writes (the contract's guarantee 1) come from a per-session lock: in a write transaction,
the first statement that touches a session takes ``pg_advisory_xact_lock(SESSION_LOCK, hashtext(id))``,
held to commit, and every later statement of the transaction (READ COMMITTED) reads what was committed
before it got the lock. A head read in a write transaction also locks the head row itself
(``SELECT ... FOR UPDATE``) before the engine reads the parent: never a join locking another table's
row (``FOR UPDATE OF sessions``), which re-reads the locked row only and returns a stale head. The
compare-and-swap itself is the ``UPDATE ... WHERE version = %s`` of ``swap_head``. Seqs of the head log
and the annotations are ``max + 1`` inside that lock, so they are gapless and in commit order
(guarantee 3), with no ``bigserial`` (whose values commit out of order).

Large reads go by keyset pages (``rows``, ``entries``) or a server-side cursor (``walk``), so a long
session is never fetched whole. An import (``bulk``) writes rows with ``COPY``.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Collection, Iterator, Mapping, Sequence
from typing import Any

from ...core.errors import IdConflictError, InvalidEntryError, StoreError
from ...core.names import DEFAULT_HEAD
from ..contract import (
    ENTRY_COLUMNS,
    UNSET,
    AnnotationRecord,
    CatalogueDelta,
    EntryRow,
    HeadMove,
    HeadState,
    SessionRecord,
    TokenRecord,
)
from .listen import CHANNEL
from .search import search_text

SESSION_LOCK = 0x534C4F47  # "SLOG": the advisory key space of per-session write locks (int4, int4)
PAGE = 2000  # rows per keyset page
WALK_FETCH = 500  # rows per fetch of the walk's server-side cursor

_COLS = ", ".join(ENTRY_COLUMNS)
_E_COLS = ", ".join(f"e.{c}" for c in ENTRY_COLUMNS)
_INSERT_ENTRY = f"INSERT INTO entries ({_COLS}) VALUES ({', '.join(['%s'] * len(ENTRY_COLUMNS))})"
_COPY_ENTRIES = f"COPY entries ({_COLS}) FROM STDIN"
# a body and its search text (``search_docs``) in one statement: one round trip per new body
_INSERT_BODY = """WITH v(hash, data, text) AS (VALUES (%s, %s::bytea, %s::text)),
body AS (INSERT INTO bodies (hash, data) SELECT hash, data FROM v ON CONFLICT (hash) DO NOTHING)
INSERT INTO search_docs (body_hash, text) SELECT hash, text FROM v WHERE text IS NOT NULL
ON CONFLICT (body_hash) DO NOTHING"""
_BODIES_IN = ("CREATE TEMP TABLE IF NOT EXISTS sessionlog_bodies_in (hash TEXT, data BYTEA, text TEXT) "
              "ON COMMIT DROP")
_COPY_BODIES = "COPY sessionlog_bodies_in (hash, data, text) FROM STDIN"
_MOVE_BODIES = ("INSERT INTO bodies (hash, data) SELECT hash, data FROM sessionlog_bodies_in "
                "ON CONFLICT (hash) DO NOTHING")
_MOVE_DOCS = ("INSERT INTO search_docs (body_hash, text) SELECT hash, text FROM sessionlog_bodies_in "
              "WHERE text IS NOT NULL ON CONFLICT (body_hash) DO NOTHING")
_CATALOGUE = ("SELECT s.id, s.created, s.cwd, s.parent_session, s.name, s.entry_count, s.message_count, "
              "s.modified, h.entry_id, s.tenant, s.header_hash, s.annotation_count FROM sessions s "
              "LEFT JOIN heads h ON h.session_id = s.id AND h.name = %(head)s")
_CATALOGUE_FILTERS = """
WHERE (%(tenant)s::text IS NULL OR s.tenant = %(tenant)s)
  AND (%(folder)s::text IS NULL OR s.cwd = %(folder)s OR starts_with(s.cwd, %(under)s))
  AND (%(name)s::text IS NULL OR strpos(lower(s.name), lower(%(name)s COLLATE "C")) > 0)
  AND (%(since)s::text IS NULL OR s.modified >= %(since)s)
ORDER BY coalesce(s.modified, '') DESC, s.id LIMIT %(limit)s"""
_TOKEN_COLUMNS = "id, hash, tenant, scopes, sessions, created, revoked"
_WALK = f"""WITH RECURSIVE walk(seq, n) AS (
    SELECT %(leaf)s::bigint, 0
    UNION ALL
    SELECT e.parent_seq, walk.n + 1 FROM walk JOIN entries e ON e.session_id = %(sid)s AND e.seq = walk.seq
    WHERE e.parent_seq IS NOT NULL AND walk.seq IS DISTINCT FROM %(stop)s::bigint
      AND walk.n <= (SELECT depth FROM entries WHERE session_id = %(sid)s AND seq = %(leaf)s::bigint)
)
SELECT walk.n, {_E_COLS}, b.data FROM walk JOIN entries e ON e.session_id = %(sid)s AND e.seq = walk.seq
LEFT JOIN bodies b ON b.hash = e.body_hash"""  # the depth bound ends the walk even over a tampered cycle
_ANNOTATION_COLS = "session_id, seq, entry_id, kind, data, at, chain_hash"
_cursor_names = itertools.count(1)


_ESCAPE = "\uffff"
_ESCAPED = re.compile("\uffff([01])")


def text_in(value: str | None) -> str | None:
    """A catalogue string as PostgreSQL text can hold it: NUL (which text cannot hold) as U+FFFF "0" and
    U+FFFF itself as U+FFFF "1", so a session named with a NUL reads back exactly (``text_out``)."""
    if value is None or ("\x00" not in value and _ESCAPE not in value):
        return value
    return value.replace(_ESCAPE, _ESCAPE + "1").replace("\x00", _ESCAPE + "0")


def text_out(value: str | None) -> str | None:
    if value is None or _ESCAPE not in value:
        return value
    return _ESCAPED.sub(lambda m: "\x00" if m.group(1) == "0" else _ESCAPE, value)


def check_text(row: EntryRow) -> None:
    """Refuse an entry whose envelope holds a NUL character: PostgreSQL text cannot store one."""
    for name, value in (("id", row.id), ("parentId", row.parent_id), ("type", row.type),
                        ("timestamp", row.timestamp)):
        if value is not None and "\x00" in value:
            raise InvalidEntryError(f"entry {row.id!r} (#{row.seq}): its {name} holds a NUL character, which "
                                    "PostgreSQL text cannot store (docs/postgres.md)")


class PostgresTx:
    """A read or write transaction on one pooled connection (the contract's ``ReadTx``/``WriteTx``)."""

    def __init__(self, conn: Any, location: str, *, writable: bool, bulk: bool = False) -> None:
        self.conn = conn
        self.location = location
        self.writable = writable
        self.bulk = bulk
        self.locked: set[str] = set()

    def _q(self, sql: str, params: Any = None) -> Any:
        return self.conn.execute(sql, params)

    def lock(self, session_id: str) -> None:
        """In a write transaction, the session's write lock (taken once, held until commit)."""
        if self.writable and session_id not in self.locked:  # and announced at commit (``listen``)
            self._q("SELECT pg_advisory_xact_lock(%s, hashtext(%s)), pg_notify(%s, %s)",
                    (SESSION_LOCK, session_id, CHANNEL, session_id))
            self.locked.add(session_id)

    def _write(self) -> None:
        if not self.writable:
            raise StoreError(f"{self.location}: a write in a read transaction (a bug)")

    # ------------------------------------------------------------ reads
    def session_ids(self) -> list[str]:
        return [r[0] for r in self._q("SELECT session_id FROM headers ORDER BY session_id")]

    def header(self, session_id: str) -> bytes | None:
        self.lock(session_id)
        r = self._q("SELECT body FROM headers WHERE session_id = %s", (session_id,)).fetchone()
        return bytes(r[0]) if r else None

    def find_sessions(self, ref: str, limit: int) -> list[str]:
        pattern = ref.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        rows = self._q("SELECT id FROM sessions WHERE id = %s OR id LIKE %s ORDER BY id LIMIT %s",
                       (ref, pattern, limit)).fetchall()
        return sorted({r[0] for r in rows})

    def find_entries(self, session_id: str, ref: str, limit: int) -> list[str]:
        pattern = ref.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        # LIKE on a prefix over COLLATE "C" is a range on the (session_id, id) index
        return [r[0] for r in self._q("SELECT id FROM entries WHERE session_id = %s AND id LIKE %s ORDER BY id "
                                      "LIMIT %s", (session_id, pattern, limit))]

    def catalogue(self, session_id: str | None = None, *, tenant: str | None = None,
                  limit: int | None = None, cwd: str | None = None, name: str | None = None,
                  since: str | None = None) -> list[SessionRecord]:
        if session_id is not None:
            rows = self._q(_CATALOGUE + " WHERE s.id = %(id)s", {"head": DEFAULT_HEAD, "id": session_id})
        else:
            rows = self._q(_CATALOGUE + _CATALOGUE_FILTERS, {
                "head": DEFAULT_HEAD, "tenant": tenant, "name": text_in(name), "since": text_in(since),
                "folder": text_in(cwd.rstrip("/") or "/") if cwd is not None else None,
                "under": text_in(cwd.rstrip("/") + "/") if cwd is not None else None, "limit": limit})
        return [SessionRecord(id=r[0], created=text_out(r[1]), cwd=text_out(r[2]), parent_session=text_out(r[3]),
                              name=text_out(r[4]), entry_count=r[5] or 0, message_count=r[6] or 0,
                              modified=text_out(r[7]), head=r[8], tenant=r[9],
                              header_hash=r[10], annotation_count=r[11])
                for r in rows]

    def row(self, session_id: str, *, seq: int | None = None, entry_id: str | None = None) -> EntryRow | None:
        self.lock(session_id)
        if seq is not None:
            r = self._q(f"SELECT {_COLS} FROM entries WHERE session_id = %s AND seq = %s", (session_id, seq)).fetchone()
        else:
            r = self._q(f"SELECT {_COLS} FROM entries WHERE session_id = %s AND id = %s",
                        (session_id, entry_id)).fetchone()
        return EntryRow(*r) if r else None

    def rows_by_id(self, session_id: str, ids: Collection[str]) -> dict[str, EntryRow]:
        self.lock(session_id)
        wanted = list(ids)
        if not wanted:
            return {}
        rows = self._q(f"SELECT {_COLS} FROM entries WHERE session_id = %s AND id = ANY(%s)", (session_id, wanted))
        return {r[2]: EntryRow(*r) for r in rows}

    def rows(self, session_id: str, *, after_seq: int = 0) -> Iterator[EntryRow]:
        self.lock(session_id)
        while True:
            page = self._q(f"SELECT {_COLS} FROM entries WHERE session_id = %s AND seq > %s ORDER BY seq LIMIT %s",
                           (session_id, after_seq, PAGE)).fetchall()
            for r in page:
                yield EntryRow(*r)
            if len(page) < PAGE:
                return
            after_seq = page[-1][1]

    def last_seq(self, session_id: str) -> int:
        self.lock(session_id)
        return self._q("SELECT coalesce(max(seq), 0) FROM entries WHERE session_id = %s", (session_id,)).fetchone()[0]

    def body(self, body_hash: str) -> bytes | None:
        r = self._q("SELECT data FROM bodies WHERE hash = %s", (body_hash,)).fetchone()
        return bytes(r[0]) if r else None

    def entries(self, session_id: str, *, after_seq: int = 0,
                limit: int | None = None) -> Iterator[tuple[EntryRow, bytes | None]]:
        self.lock(session_id)
        left = limit
        while left is None or left > 0:
            size = PAGE if left is None else min(PAGE, left)
            page = self._q(f"SELECT {_E_COLS}, b.data FROM entries e LEFT JOIN bodies b ON b.hash = e.body_hash "
                           "WHERE e.session_id = %s AND e.seq > %s ORDER BY e.seq LIMIT %s",
                           (session_id, after_seq, size)).fetchall()
            for r in page:
                yield EntryRow(*r[:-1]), _bytes(r[-1])
            if len(page) < size:
                return
            after_seq = page[-1][1]
            if left is not None:
                left -= len(page)

    def walk(self, session_id: str, leaf_seq: int,
             stop_seq: int | None) -> Iterator[tuple[int, EntryRow, bytes | None]]:
        self.lock(session_id)
        with self.conn.cursor(name=f"sessionlog_walk_{next(_cursor_names)}", binary=True) as cur:
            cur.itersize = WALK_FETCH
            cur.execute(_WALK, {"leaf": leaf_seq, "sid": session_id, "stop": stop_seq})
            for r in cur:
                yield r[0], EntryRow(*r[1:-1]), _bytes(r[-1])

    def head(self, session_id: str, name: str) -> HeadState | None:
        self.lock(session_id)
        sql = "SELECT entry_id, version FROM heads WHERE session_id = %s AND name = %s"
        r = self._q(sql + (" FOR UPDATE" if self.writable else ""), (session_id, name)).fetchone()
        return HeadState(r[0], r[1]) if r else None

    def heads(self, session_id: str) -> dict[str, str | None]:
        self.lock(session_id)
        return dict(self._q("SELECT name, entry_id FROM heads WHERE session_id = %s ORDER BY name",
                            (session_id,)).fetchall())

    def head_log(self, session_id: str, *, after_seq: int = 0, limit: int | None = None) -> list[HeadMove]:
        self.lock(session_id)
        return [HeadMove(seq=r[0], name=r[1], entry_id=r[2], previous=r[3], version=r[4], reason=r[5], at=r[6])
                for r in self._q("SELECT seq, name, entry_id, previous, version, reason, at FROM head_log "
                                 "WHERE session_id = %s AND seq > %s ORDER BY seq LIMIT %s",
                                 (session_id, after_seq, limit))]

    def annotations(self, session_id: str, *, entry_id: Any = UNSET,
                    kind: str | None = None) -> list[AnnotationRecord]:
        self.lock(session_id)
        base = f"SELECT {_ANNOTATION_COLS} FROM annotations WHERE session_id = %s"
        if entry_id is UNSET and kind is None:
            rows = self._q(base + " ORDER BY seq", (session_id,))
        elif entry_id is UNSET:
            rows = self._q(base + " AND kind = %s ORDER BY seq", (session_id, kind))
        elif kind is None:
            rows = self._q(base + " AND entry_id IS NOT DISTINCT FROM %s ORDER BY seq", (session_id, entry_id))
        else:
            rows = self._q(base + " AND entry_id IS NOT DISTINCT FROM %s AND kind = %s ORDER BY seq",
                           (session_id, entry_id, kind))
        return [_annotation(r) for r in rows]

    def last_annotation(self, session_id: str) -> AnnotationRecord | None:
        self.lock(session_id)
        r = self._q(f"SELECT {_ANNOTATION_COLS} FROM annotations WHERE session_id = %s ORDER BY seq DESC LIMIT 1",
                    (session_id,)).fetchone()
        return _annotation(r) if r else None

    def annotations_of_kinds(self, kinds: Collection[str]) -> list[AnnotationRecord]:
        rows = self._q(f"SELECT {_ANNOTATION_COLS} FROM annotations WHERE kind = ANY(%s) ORDER BY session_id, seq",
                       (list(kinds),))
        return [_annotation(r) for r in rows]

    def token_by_hash(self, token_hash: str) -> TokenRecord | None:
        r = self._q(f"SELECT {_TOKEN_COLUMNS} FROM tokens WHERE hash = %s", (token_hash,)).fetchone()
        return _token(r) if r else None

    def tokens(self) -> list[TokenRecord]:
        return [_token(r) for r in self._q(f"SELECT {_TOKEN_COLUMNS} FROM tokens ORDER BY created, id")]

    # ------------------------------------------------------------ writes
    def insert_session(self, record: SessionRecord, header: bytes) -> None:
        self._write()
        if self.header(record.id) is not None:  # under the session's lock: a concurrent creator waits here
            raise IdConflictError(f"session {record.id} already exists")
        self._q("INSERT INTO headers (session_id, body) VALUES (%s, %s)", (record.id, bytes(header)))
        self._q("INSERT INTO sessions (id, created, cwd, parent_session, modified, tenant, header_hash) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s)",
                (record.id, text_in(record.created), text_in(record.cwd), text_in(record.parent_session),
                 text_in(record.modified), record.tenant, record.header_hash))

    def insert_entries(self, rows: Sequence[EntryRow], bodies: Mapping[str, bytes]) -> None:
        self._write()
        for sid in {row.session_id for row in rows}:
            self.lock(sid)
        for row in rows:
            check_text(row)
        body_rows = [(h, bytes(data), search_text(data)) for h, data in bodies.items()]
        if self.bulk:
            self._copy(rows, body_rows)
            return
        with self.conn.cursor() as cur:
            if body_rows:
                cur.executemany(_INSERT_BODY, body_rows)
            if rows:
                cur.executemany(_INSERT_ENTRY, rows)

    def _copy(self, rows: Sequence[EntryRow], body_rows: list[tuple[str, bytes, str | None]]) -> None:
        """An import's rows by COPY: bodies through a temporary table (they may be stored already)."""
        with self.conn.cursor() as cur:
            if body_rows:
                cur.execute(_BODIES_IN)
                with cur.copy(_COPY_BODIES) as copy:
                    for body in body_rows:
                        copy.write_row(body)
                cur.execute(_MOVE_BODIES)
                cur.execute(_MOVE_DOCS)
                cur.execute("TRUNCATE sessionlog_bodies_in")
            if rows:
                with cur.copy(_COPY_ENTRIES) as copy:
                    for row in rows:
                        copy.write_row(row)

    def insert_head(self, session_id: str, name: str, entry_id: str | None, version: int) -> None:
        self._write()
        self.lock(session_id)
        self._q("INSERT INTO heads (session_id, name, entry_id, version) VALUES (%s, %s, %s, %s)",
                (session_id, name, entry_id, version))

    def swap_head(self, session_id: str, name: str, entry_id: str | None, expected_version: int,
                  new_version: int | None = None) -> bool:
        self._write()
        self.lock(session_id)
        cur = self._q("UPDATE heads SET entry_id = %s, version = %s WHERE session_id = %s AND name = %s "
                      "AND version = %s",
                      (entry_id, expected_version + 1 if new_version is None else new_version, session_id, name,
                       expected_version))
        return cur.rowcount == 1

    def log_head(self, session_id: str, name: str, entry_id: str | None, previous: str | None, version: int,
                 reason: str, at: str) -> int:
        self._write()
        self.lock(session_id)
        return self._q(
            "INSERT INTO head_log (session_id, seq, name, entry_id, previous, version, reason, at) "
            "SELECT %s, coalesce(max(seq), 0) + 1, %s, %s, %s, %s, %s, %s FROM head_log WHERE session_id = %s "
            "RETURNING seq", (session_id, name, entry_id, previous, version, reason, at, session_id)).fetchone()[0]

    def insert_annotation(self, session_id: str, entry_id: str | None, kind: str, data: bytes, at: str,
                          chain_hash: str | None = None) -> int:
        self._write()
        self.lock(session_id)
        return self._q(
            f"INSERT INTO annotations ({_ANNOTATION_COLS}) "
            "SELECT %s, coalesce(max(seq), 0) + 1, %s, %s, %s, %s, %s FROM annotations WHERE session_id = %s "
            "RETURNING seq", (session_id, entry_id, kind, bytes(data), at, chain_hash, session_id)).fetchone()[0]

    def update_catalogue(self, session_id: str, delta: CatalogueDelta) -> None:
        self._write()
        self.lock(session_id)
        sets = ("entry_count = entry_count + %s, message_count = message_count + %s, "
                "annotation_count = annotation_count + %s, modified = greatest(coalesce(modified, ''), coalesce(%s, ''))")
        counts = (delta.entries, delta.messages, delta.annotations, text_in(delta.latest))
        if delta.name is UNSET:
            self._q(f"UPDATE sessions SET {sets} WHERE id = %s", (*counts, session_id))
        else:
            self._q(f"UPDATE sessions SET {sets}, name = %s WHERE id = %s", (*counts, text_in(delta.name), session_id))


    def insert_token(self, token: TokenRecord) -> None:
        self._write()
        inserted = self._q(f"INSERT INTO tokens ({_TOKEN_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, %s) "
                           "ON CONFLICT DO NOTHING",  # the id or the hash taken: nothing is written
                           (token.id, token.hash, token.tenant, list(token.scopes),
                            list(token.sessions) if token.sessions is not None else None, token.created,
                            token.revoked)).rowcount
        if inserted != 1:
            raise IdConflictError(f"token {token.id}: its id or hash is already stored")

    def revoke_token(self, token_id: str, at: str) -> bool:
        self._write()
        return self._q("UPDATE tokens SET revoked = %s WHERE id = %s AND revoked IS NULL",
                       (at, token_id)).rowcount == 1


def _token(r: Sequence[Any]) -> TokenRecord:
    token_id, token_hash, tenant, scopes, sessions, created, revoked = r
    return TokenRecord(id=token_id, hash=token_hash, tenant=tenant, scopes=tuple(scopes),
                       sessions=tuple(sessions) if sessions is not None else None, created=created, revoked=revoked)


def _bytes(data: Any) -> bytes | None:
    return None if data is None else bytes(data)


def _annotation(r: Sequence[Any]) -> AnnotationRecord:
    session_id, seq, entry_id, kind, data, at, chain_hash = r
    return AnnotationRecord(session_id=session_id, seq=seq, entry_id=entry_id, kind=kind, data=_bytes(data) or b"",
                            at=at, chain_hash=chain_hash)
