"""The in-memory reference backend: the whole contract in plain Python.

Rule of this module: this is the executable statement of what a backend must do (``contract``), kept
as simple as the guarantees allow, and the fast backend for core tests (``open_store(":memory:")``).
One re-entrant lock serialises every unit of work (guarantees 1, 2 and 6); a write transaction keeps an
undo log and replays it backwards when its block raises (guarantee 4: all or nothing); history lives in
dicts and lists that only grow (guarantee 5); seqs are ``len + 1`` under the lock (guarantee 3).
Nothing survives ``close`` or the process. Search is a plain case-insensitive word match, ranked by how
often the words occur.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from typing import Any

from ..core.errors import IdConflictError, InvalidSearchError, StoreError
from ..core.names import DEFAULT_HEAD
from .contract import (
    SEARCH,
    UNSET,
    AnnotationRecord,
    CatalogueDelta,
    EntryRow,
    HeadMove,
    HeadState,
    SearchHit,
    SessionRecord,
    TokenRecord,
)


class _Session:
    def __init__(self, record: SessionRecord, header: bytes) -> None:
        self.record = record
        self.header: bytes | None = header  # None only when tampered with (tests)
        self.rows: list[EntryRow | None] = []  # rows[seq - 1]; None only inside a write (filled by commit)
        self.by_id: dict[str, EntryRow] = {}
        self.heads: dict[str, HeadState] = {}
        self.head_log: list[HeadMove] = []
        self.annotations: list[AnnotationRecord] = []


class MemoryTx:
    """A read or write transaction on a ``MemoryBackend`` (the contract's ``ReadTx``/``WriteTx``)."""

    def __init__(self, backend: "MemoryBackend", *, writable: bool) -> None:
        self.backend = backend
        self.location = backend.location
        self.writable = writable
        self.undo: list[Callable[[], None]] = []
        self.touched: set[str] = set()  # sessions whose entries this transaction inserted

    def _session(self, session_id: str) -> _Session:
        found = self.backend.sessions.get(session_id)
        if found is None:
            raise StoreError(f"{self.location}: session {session_id} does not exist")
        return found

    def _write(self) -> None:
        if not self.writable:
            raise StoreError(f"{self.location}: a write in a read transaction (a bug)")

    # ------------------------------------------------------------ reads
    def session_ids(self) -> list[str]:
        return sorted(sid for sid, found in self.backend.sessions.items() if found.header is not None)

    def header(self, session_id: str) -> bytes | None:
        found = self.backend.sessions.get(session_id)
        return found.header if found else None

    def find_sessions(self, ref: str, limit: int) -> list[str]:
        return sorted(sid for sid in self.backend.sessions if sid.startswith(ref))[:limit]

    def find_entries(self, session_id: str, ref: str, limit: int) -> list[str]:
        found = self.backend.sessions.get(session_id)
        return sorted(i for i in found.by_id if i.startswith(ref))[:limit] if found else []

    def catalogue(self, session_id: str | None = None, *, tenant: str | None = None,
                  limit: int | None = None, cwd: str | None = None, name: str | None = None,
                  since: str | None = None) -> list[SessionRecord]:
        sessions = self.backend.sessions
        if session_id is not None:
            return [_with_head(sessions[session_id])] if session_id in sessions else []
        records = [_with_head(s) for s in sessions.values() if (tenant is None or s.record.tenant == tenant)
                   and _listed(s.record, cwd, name, since)]
        records.sort(key=lambda r: r.id)
        records.sort(key=lambda r: r.modified or "", reverse=True)
        return records if limit is None else records[:limit]

    def row(self, session_id: str, *, seq: int | None = None, entry_id: str | None = None) -> EntryRow | None:
        found = self.backend.sessions.get(session_id)
        if found is None:
            return None
        if seq is not None:
            return found.rows[seq - 1] if 0 < seq <= len(found.rows) else None
        return found.by_id.get(entry_id)  # type: ignore[arg-type]

    def _present(self, rows: Sequence[EntryRow | None]) -> Iterator[EntryRow]:
        return (r for r in rows if r is not None)

    def rows_by_id(self, session_id: str, ids: Collection[str]) -> dict[str, EntryRow]:
        found = self.backend.sessions.get(session_id)
        if found is None:
            return {}
        return {i: found.by_id[i] for i in ids if i in found.by_id}

    def rows(self, session_id: str, *, after_seq: int = 0) -> Iterator[EntryRow]:
        found = self.backend.sessions.get(session_id)
        yield from self._present(found.rows[after_seq:] if found else ())

    def last_seq(self, session_id: str) -> int:
        found = self.backend.sessions.get(session_id)
        return len(found.rows) if found else 0

    def body(self, body_hash: str) -> bytes | None:
        return self.backend.bodies.get(body_hash)

    def entries(self, session_id: str, *, after_seq: int = 0,
                limit: int | None = None) -> Iterator[tuple[EntryRow, bytes | None]]:
        found = self.backend.sessions.get(session_id)
        rows = list(self._present(found.rows[after_seq:] if found else []))
        for row in rows if limit is None else rows[:limit]:
            yield row, self.backend.bodies.get(row.body_hash)

    def walk(self, session_id: str, leaf_seq: int,
             stop_seq: int | None) -> Iterator[tuple[int, EntryRow, bytes | None]]:
        found = self._session(session_id)
        n, seq = 0, leaf_seq
        while True:
            row = found.rows[seq - 1]
            assert row is not None, "a walk through a row not written yet"
            yield n, row, self.backend.bodies.get(row.body_hash)
            if row.parent_seq is None or seq == stop_seq:
                return
            n, seq = n + 1, row.parent_seq

    def head(self, session_id: str, name: str) -> HeadState | None:
        found = self.backend.sessions.get(session_id)
        return found.heads.get(name) if found else None

    def heads(self, session_id: str) -> dict[str, str | None]:
        found = self.backend.sessions.get(session_id)
        return {name: found.heads[name].entry_id for name in sorted(found.heads)} if found else {}

    def head_log(self, session_id: str, *, after_seq: int = 0, limit: int | None = None) -> list[HeadMove]:
        found = self.backend.sessions.get(session_id)
        rows = found.head_log[after_seq:] if found else []
        return list(rows if limit is None else rows[:limit])

    def annotations(self, session_id: str, *, entry_id: Any = UNSET,
                    kind: str | None = None) -> list[AnnotationRecord]:
        found = self.backend.sessions.get(session_id)
        return [a for a in (found.annotations if found else ())
                if (entry_id is UNSET or a.entry_id == entry_id) and (kind is None or a.kind == kind)]

    def last_annotation(self, session_id: str) -> AnnotationRecord | None:
        found = self.backend.sessions.get(session_id)
        return found.annotations[-1] if found and found.annotations else None

    def annotations_of_kinds(self, kinds: Collection[str]) -> list[AnnotationRecord]:
        wanted = set(kinds)
        return [a for sid in sorted(self.backend.sessions) for a in self.backend.sessions[sid].annotations
                if a.kind in wanted]

    def token_by_hash(self, token_hash: str) -> TokenRecord | None:
        return next((t for t in self.backend.tokens.values() if t.hash == token_hash), None)

    def tokens(self) -> list[TokenRecord]:
        return sorted(self.backend.tokens.values(), key=lambda t: (t.created, t.id))

    # ------------------------------------------------------------ writes (each with its undo)
    def insert_session(self, record: SessionRecord, header: bytes) -> None:
        self._write()
        sessions = self.backend.sessions
        if record.id in sessions:
            raise IdConflictError(f"session {record.id} already exists")
        sessions[record.id] = _Session(record, bytes(header))
        self.undo.append(lambda: sessions.pop(record.id))

    def insert_entries(self, rows: Sequence[EntryRow], bodies: Mapping[str, bytes]) -> None:
        self._write()
        store = self.backend.bodies
        new = [h for h in bodies if h not in store]
        for h in new:
            store[h] = bytes(bodies[h])
        self.undo.append(lambda: [store.pop(h) for h in new])
        for row in rows:
            found = self._session(row.session_id)
            slots = found.rows
            if row.seq < 1 or (row.seq <= len(slots) and slots[row.seq - 1] is not None) or row.id in found.by_id:
                raise StoreError(f"{self.location}: refused: entry {row.id} (#{row.seq}) repeats a seq or an id")
            before = len(slots)
            if row.seq > before:
                slots.extend([None] * (row.seq - before))
            slots[row.seq - 1] = row
            found.by_id[row.id] = row
            self.touched.add(row.session_id)
            self.undo.append(lambda f=found, r=row, n=before: (f.by_id.pop(r.id), f.rows.__setitem__(r.seq - 1, None),
                                                               f.rows.__delitem__(slice(n, None))))

    def insert_head(self, session_id: str, name: str, entry_id: str | None, version: int) -> None:
        self._write()
        found = self._session(session_id)
        if name in found.heads:
            raise StoreError(f"{self.location}: refused: head {name!r} of session {session_id} exists")
        found.heads[name] = HeadState(entry_id, version)
        self.undo.append(lambda: found.heads.pop(name))

    def swap_head(self, session_id: str, name: str, entry_id: str | None, expected_version: int,
                  new_version: int | None = None) -> bool:
        self._write()
        found = self._session(session_id)
        before = found.heads.get(name)
        if before is None or before.version != expected_version:
            return False
        found.heads[name] = HeadState(entry_id, before.version + 1 if new_version is None else new_version)
        self.undo.append(lambda: found.heads.__setitem__(name, before))
        return True

    def log_head(self, session_id: str, name: str, entry_id: str | None, previous: str | None, version: int,
                 reason: str, at: str) -> int:
        self._write()
        found = self._session(session_id)
        seq = len(found.head_log) + 1
        found.head_log.append(HeadMove(seq=seq, name=name, entry_id=entry_id, previous=previous, version=version,
                                       reason=reason, at=at))
        self.undo.append(found.head_log.pop)
        return seq

    def insert_annotation(self, session_id: str, entry_id: str | None, kind: str, data: bytes, at: str,
                          chain_hash: str | None = None) -> int:
        self._write()
        found = self._session(session_id)
        seq = len(found.annotations) + 1
        found.annotations.append(AnnotationRecord(session_id=session_id, seq=seq, entry_id=entry_id, kind=kind,
                                                  data=bytes(data), at=at, chain_hash=chain_hash))
        self.undo.append(found.annotations.pop)
        return seq

    def update_catalogue(self, session_id: str, delta: CatalogueDelta) -> None:
        self._write()
        found = self._session(session_id)
        before = found.record
        changes: dict[str, Any] = {
            "entry_count": before.entry_count + delta.entries, "message_count": before.message_count + delta.messages,
            "annotation_count": before.annotation_count + delta.annotations,
            "modified": max(before.modified or "", delta.latest or ""),
        }
        if delta.name is not UNSET:
            changes["name"] = delta.name
        found.record = _replace(before, **changes)
        self.undo.append(lambda: setattr(found, "record", before))


    def insert_token(self, token: TokenRecord) -> None:
        self._write()
        tokens = self.backend.tokens
        if token.id in tokens or self.token_by_hash(token.hash) is not None:
            raise IdConflictError(f"token {token.id}: its id or hash is already stored")
        tokens[token.id] = token
        self.undo.append(lambda: tokens.pop(token.id))

    def revoke_token(self, token_id: str, at: str) -> bool:
        self._write()
        tokens = self.backend.tokens
        before = tokens.get(token_id)
        if before is None or before.revoked is not None:
            return False
        tokens[token_id] = _replace(before, revoked=at)
        self.undo.append(lambda: tokens.__setitem__(token_id, before))
        return True


def _replace(record: Any, **changes: Any) -> Any:
    import msgspec

    return msgspec.structs.replace(record, **changes)


def _ascii_lower(text: str) -> str:
    """Lower case for ASCII letters only (SQLite's ``lower()``), so every backend filters names alike."""
    return text.translate(_ASCII_LOWER)


_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}


def _listed(record: SessionRecord, cwd: str | None, name: str | None, since: str | None) -> bool:
    """The catalogue's filters (``ReadTx.catalogue``)."""
    if cwd is not None and not (record.cwd == (cwd.rstrip("/") or "/")
                                or (record.cwd or "").startswith(cwd.rstrip("/") + "/")):
        return False
    if name is not None and (record.name is None or _ascii_lower(name) not in _ascii_lower(record.name)):
        return False
    return since is None or (record.modified is not None and record.modified >= since)


def _with_head(found: _Session) -> SessionRecord:
    main = found.heads.get(DEFAULT_HEAD)
    return _replace(found.record, head=main.entry_id if main else None)


class MemoryBackend:
    """A store in this process's memory (see the module docstring)."""

    capabilities = frozenset({SEARCH})

    def __init__(self) -> None:
        self.location = ":memory:"
        self.sessions: dict[str, _Session] = {}
        self.bodies: dict[str, bytes] = {}
        self.tokens: dict[str, TokenRecord] = {}
        self._lock = threading.RLock()
        self._local = threading.local()
        self._closed = False

    @contextlib.contextmanager
    def read(self) -> Iterator[MemoryTx]:
        with self._lock:
            self._check_open()
            current = getattr(self._local, "tx", None)
            if current is not None:
                yield current
                return
            tx = MemoryTx(self, writable=False)
            self._local.tx = tx
            try:
                yield tx
            finally:
                self._local.tx = None

    @contextlib.contextmanager
    def write(self, *, bulk: bool = False) -> Iterator[MemoryTx]:
        with self._lock:
            self._check_open()
            current = getattr(self._local, "tx", None)
            if current is not None:
                if not current.writable:
                    raise StoreError(f"{self.location}: a write was started inside a read transaction (a bug)")
                yield current
                return
            tx = MemoryTx(self, writable=True)
            self._local.tx = tx
            try:
                yield tx
                for sid in tx.touched:  # guarantee 3: gapless at commit
                    if any(row is None for row in self.sessions[sid].rows):
                        raise StoreError(f"{self.location}: refused: a gap in the entries of session {sid}")
            except BaseException:
                for undo in reversed(tx.undo):
                    undo()
                raise
            finally:
                self._local.tx = None

    def _check_open(self) -> None:
        if self._closed:
            raise StoreError(f"{self.location}: the store is closed")

    def check_storage(self) -> list[str]:
        return []

    def search(self, query: str, *, session: str | None = None, limit: int = 20,
               tenant: str | None = None, fts: bool = False) -> list[SearchHit]:
        """Entries whose text holds every literal term of ``query`` (``core.text``), most occurrences
        first; no raw query language (``fts``: ``InvalidSearchError``)."""
        from ..core import text as search_text
        from ..core.codec import decode

        if fts:
            raise InvalidSearchError("the memory backend has no full-text query language: search without --fts")
        terms = search_text.literal_terms(query)
        if not terms:
            raise InvalidSearchError(f"invalid search query: {query!r} (no terms)")
        hits: list[tuple[int, str, int, SearchHit]] = []
        with self.read() as tx:
            for sid in sorted(self.sessions) if session is None else [session]:
                found = self.sessions.get(sid)
                if found is None or (tenant is not None and found.record.tenant != tenant):
                    continue
                on_path: set[int] | None = None
                for row in tx._present(found.rows):
                    payload = decode(self.bodies[row.body_hash])
                    text = search_text.searchable_text(payload)
                    if not text or not search_text.matches(text, terms):
                        continue
                    if on_path is None:
                        on_path = _head_path(tx, found)
                    count = search_text.occurrences(text, terms)
                    message = payload.get("message") if payload.get("type") == "message" else None
                    role = message.get("role") if isinstance(message, dict) else None
                    hits.append((-count, sid, row.seq, SearchHit(
                        session=sid, entry=row.id, seq=row.seq, type=row.type,
                        role=role if isinstance(role, str) else None, timestamp=row.timestamp,
                        snippet=search_text.snippet(text, terms), score=float(-count),
                        on_head_path=row.seq in on_path)))
        hits.sort(key=lambda h: h[:3])
        return [h[3] for h in hits[:limit]]

    def close(self) -> None:
        self._closed = True


def _head_path(tx: MemoryTx, found: _Session) -> set[int]:
    """The seqs on the path from the root to the session's main head."""
    head = found.heads.get(DEFAULT_HEAD)
    row = found.by_id.get(head.entry_id) if head is not None and head.entry_id is not None else None
    seqs: set[int] = set()
    while row is not None:
        seqs.add(row.seq)
        row = found.rows[row.parent_seq - 1] if row.parent_seq is not None else None
    return seqs
