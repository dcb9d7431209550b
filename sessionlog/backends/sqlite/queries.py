"""The SQL of the SQLite backend: the contract's read and write transactions as statements.

Rule of this module: every statement is a constant with bound parameters (no SQL is built from data;
the only formatted parts are placeholder lists, ``?, ?, ...``). Rows become the contract's records
here. Inserts are single-row ``INSERT OR FAIL`` (``executemany`` runs one statement per row): for one
row FAIL and the default ABORT refuse the same way, and a statement that cannot ABORT needs no statement
journal under the append-only triggers (``migrations.M004_REFUSE_REPLACE``). The schema is in ``migrations`` and documented in docs/storage.md.
"""

from __future__ import annotations

import sqlite3

import msgspec
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from typing import Any

from ...core.errors import IdConflictError
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

_COLS = ", ".join(ENTRY_COLUMNS)
_E_COLS = ", ".join(f"e.{c}" for c in ENTRY_COLUMNS)
_INSERT_ENTRY = f"INSERT OR FAIL INTO entries ({_COLS}) VALUES ({', '.join('?' * len(ENTRY_COLUMNS))})"
_CATALOGUE = ("SELECT s.id, s.created, s.cwd, s.parent_session, s.name, s.entry_count, s.message_count, "
              "s.modified, h.entry_id, s.tenant, s.header_hash, s.annotation_count FROM sessions s "
              "LEFT JOIN heads h ON h.session_id = s.id "
              "AND h.name = ?")
_CATALOGUE_FILTERS = """
WHERE (? IS NULL OR s.tenant = ?)
  AND (? IS NULL OR s.cwd = ? OR substr(s.cwd, 1, length(?)) = ?)
  AND (? IS NULL OR instr(lower(s.name), lower(?)) > 0)
  AND (? IS NULL OR s.modified >= ?)
ORDER BY s.modified DESC, s.id LIMIT ?"""
_TOKEN_COLUMNS = "id, hash, tenant, scopes, sessions, created, revoked"
_ANNOTATION_COLUMNS = "session_id, seq, entry_id, kind, data, at, chain_hash"
_WALK = f"""WITH RECURSIVE walk(seq, n) AS (
    SELECT ?, 0
    UNION ALL
    SELECT e.parent_seq, walk.n + 1 FROM walk JOIN entries e ON e.session_id = ? AND e.seq = walk.seq
    WHERE e.parent_seq IS NOT NULL AND walk.seq IS NOT ?
)
SELECT walk.n, {_E_COLS}, b.data FROM walk JOIN entries e ON e.session_id = ? AND e.seq = walk.seq
LEFT JOIN bodies b ON b.hash = e.body_hash"""  # no ORDER BY: rows stream instead of every body being sorted
_ID_CHUNK = 500
_row = EntryRow._make  # a selected row (columns in ENTRY_COLUMNS order) as an EntryRow


def _prefix_upper(prefix: str) -> str | None:
    """The least string greater than every string that starts with ``prefix`` (code point order, which
    is SQLite's BINARY order of UTF-8), or None when there is none."""
    text = prefix
    while text:
        code = ord(text[-1]) + 1
        if code == 0xD800:  # surrogates are not text: the next character is U+E000
            code = 0xE000
        if code <= 0x10FFFF:
            return text[:-1] + chr(code)
        text = text[:-1]
    return None


def _bytes(data: Any) -> bytes | None:
    """Stored JSON as bytes (a row changed behind our back may hold TEXT)."""
    if data is None or isinstance(data, bytes):
        return data
    return str(data).encode("utf-8", "surrogateescape")


class SQLiteTx:
    """A read or write transaction on the connection (the contract's ``ReadTx``/``WriteTx``)."""

    def __init__(self, conn: sqlite3.Connection, location: str, *, writable: bool) -> None:
        self.conn = conn
        self.location = location
        self.writable = writable

    # ------------------------------------------------------------ reads
    def session_ids(self) -> list[str]:
        return [r[0] for r in self.conn.execute("SELECT session_id FROM headers ORDER BY session_id")]

    def header(self, session_id: str) -> bytes | None:
        r = self.conn.execute("SELECT body FROM headers WHERE session_id = ?", (session_id,)).fetchone()
        return _bytes(r[0]) if r else None

    def find_sessions(self, ref: str, limit: int) -> list[str]:
        rows = self.conn.execute(
            "SELECT id FROM sessions WHERE id = ? UNION SELECT id FROM sessions WHERE substr(id, 1, ?) = ? LIMIT ?",
            (ref, len(ref), ref, limit)).fetchall()
        return sorted({r[0] for r in rows})

    def find_entries(self, session_id: str, ref: str, limit: int) -> list[str]:
        upper = _prefix_upper(ref)
        if upper is None:  # no string follows every string starting with ref (it ends in U+10FFFF)
            rows = self.conn.execute("SELECT id FROM entries WHERE session_id = ? AND id >= ? "
                                     "AND substr(id, 1, ?) = ? ORDER BY id LIMIT ?",
                                     (session_id, ref, len(ref), ref, limit))
        else:  # a range on the (session_id, id) index: reads only the matching ids
            rows = self.conn.execute("SELECT id FROM entries WHERE session_id = ? AND id >= ? AND id < ? "
                                     "ORDER BY id LIMIT ?", (session_id, ref, upper, limit))
        return [r[0] for r in rows]

    def catalogue(self, session_id: str | None = None, *, tenant: str | None = None,
                  limit: int | None = None, cwd: str | None = None, name: str | None = None,
                  since: str | None = None) -> list[SessionRecord]:
        if session_id is not None:
            rows = self.conn.execute(_CATALOGUE + " WHERE s.id = ?", (DEFAULT_HEAD, session_id))
        else:
            folder = (cwd.rstrip("/") or "/") if cwd is not None else None
            under = cwd.rstrip("/") + "/" if cwd is not None else None
            rows = self.conn.execute(_CATALOGUE + _CATALOGUE_FILTERS, (
                DEFAULT_HEAD, tenant, tenant, folder, folder, under, under, name, name, since, since,
                -1 if limit is None else limit))
        return [SessionRecord(id=r[0], created=r[1], cwd=r[2], parent_session=r[3], name=r[4],
                              entry_count=r[5] or 0, message_count=r[6] or 0, modified=r[7], head=r[8],
                              tenant=r[9], header_hash=r[10], annotation_count=r[11]) for r in rows]

    def row(self, session_id: str, *, seq: int | None = None, entry_id: str | None = None) -> EntryRow | None:
        if seq is not None:
            r = self.conn.execute(f"SELECT {_COLS} FROM entries WHERE session_id = ? AND seq = ?",
                                  (session_id, seq)).fetchone()
        else:
            r = self.conn.execute(f"SELECT {_COLS} FROM entries WHERE session_id = ? AND id = ?",
                                  (session_id, entry_id)).fetchone()
        return _row(r) if r else None

    def rows_by_id(self, session_id: str, ids: Collection[str]) -> dict[str, EntryRow]:
        found: dict[str, EntryRow] = {}
        wanted = list(ids)
        for start in range(0, len(wanted), _ID_CHUNK):
            chunk = wanted[start:start + _ID_CHUNK]
            # INDEXED BY: without it SQLite scans the session's rows by primary key for an IN list
            for r in self.conn.execute(f"SELECT {_COLS} FROM entries INDEXED BY entries_id WHERE session_id = ? "
                                       f"AND id IN ({', '.join('?' * len(chunk))})", (session_id, *chunk)):
                found[r[2]] = _row(r)
        return found

    def rows(self, session_id: str, *, after_seq: int = 0) -> Iterator[EntryRow]:
        for r in self.conn.execute(f"SELECT {_COLS} FROM entries WHERE session_id = ? AND seq > ? ORDER BY seq",
                                   (session_id, after_seq)):
            yield _row(r)

    def last_seq(self, session_id: str) -> int:
        return self.conn.execute("SELECT coalesce(max(seq), 0) FROM entries WHERE session_id = ?",
                                 (session_id,)).fetchone()[0]

    def body(self, body_hash: str) -> bytes | None:
        r = self.conn.execute("SELECT data FROM bodies WHERE hash = ?", (body_hash,)).fetchone()
        return _bytes(r[0]) if r else None

    def entries(self, session_id: str, *, after_seq: int = 0,
                limit: int | None = None) -> Iterator[tuple[EntryRow, bytes | None]]:
        cur = self.conn.execute(
            f"SELECT {_E_COLS}, b.data FROM entries e LEFT JOIN bodies b ON b.hash = e.body_hash "
            "WHERE e.session_id = ? AND e.seq > ? ORDER BY e.seq LIMIT ?",
            (session_id, after_seq, -1 if limit is None else limit))
        for r in cur:
            yield _row(r[:-1]), _bytes(r[-1])

    def walk(self, session_id: str, leaf_seq: int,
             stop_seq: int | None) -> Iterator[tuple[int, EntryRow, bytes | None]]:
        for r in self.conn.execute(_WALK, (leaf_seq, session_id, stop_seq, session_id)):
            yield r[0], _row(r[1:-1]), _bytes(r[-1])

    def head(self, session_id: str, name: str) -> HeadState | None:
        r = self.conn.execute("SELECT entry_id, version FROM heads WHERE session_id = ? AND name = ?",
                              (session_id, name)).fetchone()
        return HeadState(r[0], r[1]) if r else None

    def heads(self, session_id: str) -> dict[str, str | None]:
        return dict(self.conn.execute("SELECT name, entry_id FROM heads WHERE session_id = ? ORDER BY name",
                                      (session_id,)).fetchall())

    def head_log(self, session_id: str, *, after_seq: int = 0, limit: int | None = None) -> list[HeadMove]:
        return [HeadMove(seq=r[0], name=r[1], entry_id=r[2], previous=r[3], version=r[4], reason=r[5], at=r[6])
                for r in self.conn.execute(
                    "SELECT seq, name, entry_id, previous, version, reason, at FROM head_log WHERE session_id = ? "
                    "AND seq > ? ORDER BY seq LIMIT ?", (session_id, after_seq, -1 if limit is None else limit))]

    def annotations(self, session_id: str, *, entry_id: Any = UNSET,
                    kind: str | None = None) -> list[AnnotationRecord]:
        if entry_id is UNSET and kind is None:
            rows = self.conn.execute(f"SELECT {_ANNOTATION_COLUMNS} FROM annotations "
                                     "WHERE session_id = ? ORDER BY seq", (session_id,))
        elif entry_id is UNSET:
            rows = self.conn.execute(f"SELECT {_ANNOTATION_COLUMNS} FROM annotations "
                                     "WHERE session_id = ? AND kind = ? ORDER BY seq", (session_id, kind))
        elif kind is None:
            rows = self.conn.execute(f"SELECT {_ANNOTATION_COLUMNS} FROM annotations "
                                     "WHERE session_id = ? AND entry_id IS ? ORDER BY seq", (session_id, entry_id))
        else:
            rows = self.conn.execute(f"SELECT {_ANNOTATION_COLUMNS} FROM annotations "
                                     "WHERE session_id = ? AND entry_id IS ? AND kind = ? ORDER BY seq",
                                     (session_id, entry_id, kind))
        return [_annotation(r) for r in rows]

    def last_annotation(self, session_id: str) -> AnnotationRecord | None:
        r = self.conn.execute(f"SELECT {_ANNOTATION_COLUMNS} FROM annotations WHERE session_id = ? "
                              "ORDER BY seq DESC LIMIT 1", (session_id,)).fetchone()
        return _annotation(r) if r else None

    def annotations_of_kinds(self, kinds: Collection[str]) -> list[AnnotationRecord]:
        wanted = list(kinds)
        rows = self.conn.execute(
            f"SELECT {_ANNOTATION_COLUMNS} FROM annotations "
            f"WHERE kind IN ({', '.join('?' * len(wanted))}) ORDER BY session_id, seq", wanted)
        return [_annotation(r) for r in rows]

    def token_by_hash(self, token_hash: str) -> TokenRecord | None:
        r = self.conn.execute(f"SELECT {_TOKEN_COLUMNS} FROM tokens WHERE hash = ?", (token_hash,)).fetchone()
        return _token(r) if r else None

    def tokens(self) -> list[TokenRecord]:
        return [_token(r) for r in self.conn.execute(f"SELECT {_TOKEN_COLUMNS} FROM tokens ORDER BY created, id")]

    # ------------------------------------------------------------ writes
    def insert_session(self, record: SessionRecord, header: bytes) -> None:
        if self.header(record.id) is not None:
            raise IdConflictError(f"session {record.id} already exists")
        self.conn.execute("INSERT OR FAIL INTO headers (session_id, body) VALUES (?, ?)", (record.id, header))
        self.conn.execute(
            "INSERT OR FAIL INTO sessions (id, created, cwd, parent_session, modified, tenant, header_hash) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (record.id, record.created, record.cwd, record.parent_session, record.modified, record.tenant,
             record.header_hash))

    def insert_entries(self, rows: Sequence[EntryRow], bodies: Mapping[str, bytes]) -> None:
        self.conn.executemany("INSERT OR IGNORE INTO bodies (hash, data) VALUES (?, ?)", bodies.items())
        self.conn.executemany(_INSERT_ENTRY, rows)

    def insert_head(self, session_id: str, name: str, entry_id: str | None, version: int) -> None:
        self.conn.execute("INSERT OR FAIL INTO heads (session_id, name, entry_id, version) VALUES (?, ?, ?, ?)",
                          (session_id, name, entry_id, version))

    def swap_head(self, session_id: str, name: str, entry_id: str | None, expected_version: int,
                  new_version: int | None = None) -> bool:
        cur = self.conn.execute(
            "UPDATE heads SET entry_id = ?, version = ? WHERE session_id = ? AND name = ? AND version = ?",
            (entry_id, expected_version + 1 if new_version is None else new_version, session_id, name,
             expected_version))
        return cur.rowcount == 1

    def log_head(self, session_id: str, name: str, entry_id: str | None, previous: str | None, version: int,
                 reason: str, at: str) -> int:
        (seq,) = self.conn.execute("SELECT coalesce(max(seq), 0) + 1 FROM head_log WHERE session_id = ?",
                                   (session_id,)).fetchone()
        self.conn.execute("INSERT OR FAIL INTO head_log (session_id, seq, name, entry_id, previous, version, reason, at) "
                          "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                          (session_id, seq, name, entry_id, previous, version, reason, at))
        return seq

    def insert_annotation(self, session_id: str, entry_id: str | None, kind: str, data: bytes, at: str,
                          chain_hash: str | None = None) -> int:
        (seq,) = self.conn.execute("SELECT coalesce(max(seq), 0) + 1 FROM annotations WHERE session_id = ?",
                                   (session_id,)).fetchone()
        self.conn.execute("INSERT OR FAIL INTO annotations (session_id, seq, entry_id, kind, data, at, chain_hash) "
                          "VALUES (?, ?, ?, ?, ?, ?, ?)", (session_id, seq, entry_id, kind, data, at, chain_hash))
        return seq

    def update_catalogue(self, session_id: str, delta: CatalogueDelta) -> None:
        if delta.name is UNSET:
            self.conn.execute(
                "UPDATE sessions SET entry_count = entry_count + ?, message_count = message_count + ?, "
                "annotation_count = annotation_count + ?, modified = max(coalesce(modified, ''), coalesce(?, '')) "
                "WHERE id = ?", (delta.entries, delta.messages, delta.annotations, delta.latest, session_id))
        else:
            self.conn.execute(
                "UPDATE sessions SET entry_count = entry_count + ?, message_count = message_count + ?, "
                "annotation_count = annotation_count + ?, modified = max(coalesce(modified, ''), coalesce(?, '')), "
                "name = ? WHERE id = ?",
                (delta.entries, delta.messages, delta.annotations, delta.latest, delta.name, session_id))


    def insert_token(self, token: TokenRecord) -> None:
        taken = self.conn.execute("SELECT 1 FROM tokens WHERE id = ? OR hash = ?", (token.id, token.hash)).fetchone()
        if taken:
            raise IdConflictError(f"token {token.id}: its id or hash is already stored")
        self.conn.execute(f"INSERT OR FAIL INTO tokens ({_TOKEN_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
                          (token.id, token.hash, token.tenant, msgspec.json.encode(list(token.scopes)).decode(),
                           msgspec.json.encode(list(token.sessions)).decode() if token.sessions is not None else None,
                           token.created, token.revoked))

    def revoke_token(self, token_id: str, at: str) -> bool:
        return self.conn.execute("UPDATE tokens SET revoked = ? WHERE id = ? AND revoked IS NULL",
                                 (at, token_id)).rowcount == 1


def _token(r: Iterable[Any]) -> TokenRecord:
    token_id, token_hash, tenant, scopes, sessions, created, revoked = r
    return TokenRecord(id=token_id, hash=token_hash, tenant=tenant, scopes=tuple(msgspec.json.decode(scopes)),
                       sessions=tuple(msgspec.json.decode(sessions)) if sessions is not None else None,
                       created=created, revoked=revoked)


def _annotation(r: Iterable[Any]) -> AnnotationRecord:
    session_id, seq, entry_id, kind, data, at, chain_hash = r
    return AnnotationRecord(session_id=session_id, seq=seq, entry_id=entry_id, kind=kind, data=_bytes(data) or b"",
                            at=at, chain_hash=chain_hash)
