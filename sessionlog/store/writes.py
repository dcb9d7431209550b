"""The log's write primitives, inside a write transaction the caller holds.

Rule of this module: these are the only functions that call a ``WriteTx``'s inserts, so the rules of
the log hold for every writer (append, import, the persistent operations in ``sessionlog.ops``):
a new session gets its header, catalogue row and empty ``main`` head together; a head moves only by
compare-and-swap on its version and every move is logged; an annotation's data is stored as JSON,
chained to the session's previous annotation; a header's hash is recorded with it;
the catalogue counts what was added. ``write_entries`` stores a batch of entries whose parents come
earlier in the batch or are stored (copies, imports), deriving each row from its parent's.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..backends.contract import UNSET, CatalogueDelta, EntryRow, HeadState, SessionRecord, WriteTx
from ..core import codec, dag
from ..core.errors import HeadConflictError, IdConflictError, NotFoundError
from ..core.names import DEFAULT_HEAD, DEFAULT_TENANT
from . import clock
from .rows import ancestor_seq, annotation_hash, build_row, str_or_none


def insert_session(tx: WriteTx, header: Mapping[str, Any], tenant: str | None = None) -> str:
    """Store a new session's header (exactly as given), its catalogue row and its empty main head, in
    ``tenant``; None (forks, rotations): the tenant of the header's ``parentSession`` when it is stored
    here, else the default tenant."""
    sid = header["id"]
    if tx.header(sid) is not None:
        raise IdConflictError(f"session {sid} already exists")
    parent = str_or_none(header.get("parentSession"))
    if tenant is None:
        found = tx.catalogue(parent) if parent is not None else []
        tenant = found[0].tenant if found else DEFAULT_TENANT
    stamp = str_or_none(header.get("timestamp"))
    data = codec.encode(dict(header))
    tx.insert_session(SessionRecord(id=sid, created=stamp, cwd=str_or_none(header.get("cwd")), parent_session=parent,
                                    modified=stamp, tenant=tenant, header_hash=codec.sha256_hex(data)), data)
    tx.insert_head(sid, DEFAULT_HEAD, None, 0)
    return sid


def read_head(tx: Any, session_id: str, name: str) -> HeadState:
    """A head as read in ``tx``; ``NotFoundError`` when the session has no head of that name."""
    state = tx.head(session_id, name)
    if state is None:
        raise NotFoundError(f"session {session_id}: no head named {name!r}")
    return state


def set_head(tx: WriteTx, session_id: str, name: str, entry_id: str | None, version: int, previous: str | None,
             reason: str, *, create: bool = False) -> None:
    """Move (or, with ``create``, create) a head by compare-and-swap on ``version`` and log the move."""
    if create:
        tx.insert_head(session_id, name, entry_id, version + 1)
    elif not tx.swap_head(session_id, name, entry_id, version):
        raise HeadConflictError(f"session {session_id}: head {name!r} moved concurrently; re-read it and retry")
    tx.log_head(session_id, name, entry_id, previous, version + 1, reason, clock.now_iso())


def check_expected(session_id: str, name: str, current: str | None, expected: Any) -> None:
    """``HeadConflictError`` unless ``expected`` is UNSET or the head's current entry."""
    if expected is not UNSET and expected != current:
        raise HeadConflictError(
            f"session {session_id}: head {name!r} is at {current!r}, not the expected {expected!r}")


def annotate(tx: WriteTx, session_id: str, entry_id: str | None, kind: str, data: Any) -> int:
    """Record an annotation (``data`` stored as JSON), chained to the session's previous one; returns its seq."""
    encoded, at = codec.encode(data), clock.now_iso()
    previous = tx.last_annotation(session_id)
    chain = annotation_hash(previous.chain_hash if previous else None, entry_id, kind, encoded, at)
    seq = tx.insert_annotation(session_id, entry_id, kind, encoded, at, chain)
    tx.update_catalogue(session_id, CatalogueDelta(0, 0, None, annotations=1))
    return seq


class CatalogueCounter:
    """What added entries add to the catalogue: counts, the latest timestamp and, when a
    ``session_info`` is among them, the name the last one gives (Pi's ``getSessionName``)."""

    def __init__(self) -> None:
        self.entries = self.messages = 0
        self.latest: str | None = None
        self.name: Any = UNSET

    def add(self, payload: Mapping[str, Any], timestamp: str | None) -> None:
        self.entries += 1
        kind = payload.get("type")
        if kind == "message":
            self.messages += 1
        elif kind == "session_info":
            self.name = dag.session_name([payload])
        if timestamp is not None and (self.latest is None or timestamp > self.latest):
            self.latest = timestamp

    def delta(self) -> CatalogueDelta:
        return CatalogueDelta(self.entries, self.messages, self.latest, self.name)


def catalogue_delta(added: Iterable[tuple[Mapping[str, Any], str | None]]) -> CatalogueDelta:
    """``CatalogueCounter`` over ``added`` (payloads with their timestamps)."""
    counter = CatalogueCounter()
    for payload, ts in added:
        counter.add(payload, ts)
    return counter.delta()


def write_entries(tx: WriteTx, session_id: str, entries: Sequence[dict[str, Any]], start: int,
                  warnings_by_id: Mapping[str, list[str]] | None = None) -> list[EntryRow]:
    """Store ``entries`` (file or copy order) as seqs ``start + 1, ...``. A parent is an earlier entry
    of the batch, a stored entry, or neither (a root, as Pi reads it); rows are derived parents-first
    in memory and written in one call. Import warnings become ``import-warning`` annotations."""
    from ..core.names import IMPORT_WARNING

    split = [codec.split_entry(e) for e in entries]
    index = {s[0]: i for i, s in enumerate(split)}
    wanted = {s[1] for s in split if s[1] is not None and s[1] not in index}
    known = tx.rows_by_id(session_id, sorted(wanted)) if wanted and start else {}
    rows: dict[str, EntryRow] = {}

    by_seq: dict[int, EntryRow] = {}

    def row_of(entry_id: str | None) -> EntryRow | None:
        if entry_id is None:
            return None
        return rows.get(entry_id) or known.get(entry_id)

    def find(entry_id: str) -> EntryRow | None:
        return row_of(entry_id) or (tx.row(session_id, entry_id=entry_id) if start else None)

    def parent_of(node: EntryRow) -> EntryRow | None:
        return by_seq.get(node.parent_seq) or tx.row(session_id, seq=node.parent_seq)  # type: ignore[arg-type]

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
            kept_seq = (ancestor_seq(payload.get("firstKeptEntryId"), parent, find, parent_of)
                        if payload.get("type") == "compaction" else None)
            row, data = build_row(session_id, start + k + 1, entry_id, parent_id, ts, payload, parent, kept_seq)
            bodies[row.body_hash] = data
            rows[entry_id] = by_seq[row.seq] = row
    ordered = [rows[s[0]] for s in split]
    tx.insert_entries(ordered, bodies)
    for entry_id, found in (warnings_by_id or {}).items():
        if entry_id in rows:
            annotate(tx, session_id, entry_id, IMPORT_WARNING, {"warnings": found})
    tx.update_catalogue(session_id, catalogue_delta((s[3], s[2]) for s in split))
    return ordered
