"""Appending entries: strict validation, idempotent retries, compare-and-swap on the head (DESIGN §4).

Rule of this module: ``append_batch`` runs inside the caller's write transaction and is the one way
entries enter a session through the API. For each entry, in order: (1) idempotency — an entry whose
client id is stored with the same parent and payload is the stored entry (a retry), with other content
an ``IdConflictError``; (2) the compare-and-swap — ``expected_head`` is compared once, with the head as
read in this transaction; (3) placement — after the head unless ``branch``; (4) strict checks — a known
type's shape, an existing parent, no self-parent, a label's target, a compaction's ``firstKeptEntryId``
on its path (or its own id: a hard checkpoint). Rows are built by ``rows.build_row``; the batch is
written with one insert, then the head moves (never for a pure retry) and the catalogue is counted.

SQL is batched through the contract: one read of the head and the next seq, one ``rows_by_id`` for every
id the batch can refer to (client ids, parents, label targets, the head, and the candidate ids drawn
for entries without one).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..backends.contract import UNSET, EntryRow, WriteTx
from ..core import codec
from ..core.entries import check_entry
from ..core.errors import HeadConflictError, IdConflictError, InvalidEntryError
from ..core.names import APPEND
from . import clock
from .reads import decode_stored
from .rows import ancestor_seq, build_row
from .writes import catalogue_delta, read_head, set_head

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


class _Batch:
    """The rows one append can see: stored ones it named, then its own (not written yet)."""

    def __init__(self, tx: WriteTx, sid: str, known: dict[str, EntryRow]) -> None:
        self.tx, self.sid = tx, sid
        self.rows: dict[str, EntryRow] = dict(known)
        self.by_seq: dict[int, EntryRow] = {}  # this batch's rows
        self.bodies: dict[str, bytes] = {}  # this batch's bodies, by hash
        self.new_rows: list[EntryRow] = []

    def find(self, entry_id: str) -> EntryRow | None:
        return self.rows.get(entry_id) or self.tx.row(self.sid, entry_id=entry_id)

    def parent_of(self, node: EntryRow) -> EntryRow | None:
        return self.by_seq.get(node.parent_seq) or self.tx.row(self.sid, seq=node.parent_seq)  # type: ignore[arg-type]

    def add(self, row: EntryRow, data: bytes) -> None:
        self.rows[row.id] = self.by_seq[row.seq] = row
        self.bodies[row.body_hash] = data
        self.new_rows.append(row)

    def stored_entry(self, row: EntryRow) -> dict[str, Any]:
        data = self.bodies.get(row.body_hash)
        if data is None:  # stored before this batch
            data = self.tx.body(row.body_hash)
        payload = decode_stored(data, f"entry {row.id}", self.tx.location) if data is not None else {}
        return codec.join_entry(row.id, row.parent_id, row.timestamp, payload)


def append_batch(tx: WriteTx, sid: str, batch: list[dict[str, Any]], head: str, expected_head: Any,
                 branch: bool, names: Sequence[str] | None = None) -> list[dict[str, Any]]:
    """Append ``batch`` after ``head`` (see the module docstring); returns the stored entries. ``names``:
    what errors call each entry (e.g. ``FILE: line 3``; default ``entry #N``)."""
    head_id, version = read_head(tx, sid, head)
    next_seq = tx.last_seq(sid) + 1
    fresh = clock.entry_ids(sum(1 for e in batch if "id" not in e))
    seen = _Batch(tx, sid, tx.rows_by_id(sid, _referenced_ids(batch, head_id, fresh)))
    given = {e["id"] for e in batch if isinstance(e.get("id"), str)}
    fresh.reverse()  # popped from the end, in batch order
    stored: list[dict[str, Any]] = []
    added: list[tuple[dict[str, Any], str | None]] = []
    now: str | None = None
    tip = head_id
    cas_checked = expected_head is UNSET
    for index, entry in enumerate(batch):
        where = names[index] if names is not None else f"entry #{index + 1}" if len(batch) > 1 else "entry"
        if "id" in entry:  # 1. idempotency, before any compare-and-swap
            if not isinstance(entry["id"], str) or not entry["id"]:
                raise InvalidEntryError(f"{where}: id must be a non-empty string")
            existing = seen.rows.get(entry["id"])
            if existing is not None:
                stored.append(_check_retry(seen, existing, entry, where if names is not None else None))
                tip = existing.id
                continue
        if not cas_checked:  # 2. compare-and-swap on the head (checked once, against the head as read)
            if expected_head != head_id:
                raise HeadConflictError(
                    f"session {sid}: head {head!r} is at {head_id!r}, not the expected {expected_head!r}")
            cas_checked = True
        parent_id = entry.get("parentId", tip) if "parentId" in entry else tip
        if parent_id != tip and not branch:  # 3. placement
            raise InvalidEntryError(
                f"{where}: parentId {parent_id!r} is not the head {tip!r}; appending elsewhere is a branch "
                "(pass branch=True / --branch)")
        if "timestamp" not in entry:
            if now is None:
                now = clock.now_iso()
            entry["timestamp"] = now
        if "id" not in entry:
            entry["id"] = _fresh_id(seen, fresh, given)
        entry["parentId"] = parent_id
        row, payload = _check_and_build(seen, next_seq, entry, where)  # 4. strict checks
        stored.append(codec.join_entry(row.id, row.parent_id, row.timestamp, payload))
        added.append((payload, row.timestamp))
        next_seq += 1
        tip = row.id
    if seen.new_rows:
        tx.insert_entries(seen.new_rows, seen.bodies)
    if added and tip != head_id:  # a pure retry never moves the head
        set_head(tx, sid, head, tip, version, head_id, APPEND)
    if added:
        tx.update_catalogue(sid, catalogue_delta(added))
    return stored


def _fresh_id(seen: _Batch, fresh: list[str], given: set[str]) -> str:
    """Pi's 8-hex entry id for an entry without one: the next pre-drawn candidate (already looked up in
    the batch's one query), re-rolled while it is stored, used in this batch, or a client id in it."""
    candidate = fresh.pop()
    if candidate not in seen.rows and candidate not in given:
        given.add(candidate)
        return candidate
    candidate = clock.new_entry_id(lambda c: c in seen.rows or c in given or seen.find(c) is not None)
    given.add(candidate)
    return candidate


def _check_retry(seen: _Batch, existing: EntryRow, entry: Mapping[str, Any], where: str | None) -> dict[str, Any]:
    stored = seen.stored_entry(existing)
    same_parent = "parentId" not in entry or entry["parentId"] == existing.parent_id
    if not same_parent or {**stored, **entry} != stored:
        raise IdConflictError(
            f"{where or 'entry'} {existing.id} already exists in session {existing.session_id} with a "
            "different parent or content")
    return stored


def _check_and_build(seen: _Batch, seq: int, entry: dict[str, Any], where: str) -> tuple[EntryRow, dict[str, Any]]:
    """Check one entry strictly and add its row to the batch (nothing written yet)."""
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
        parent = seen.rows.get(parent_id)
        if parent is None:
            raise InvalidEntryError(f"{where} {entry_id}: parent {parent_id} does not exist")
    kind = payload.get("type")
    if kind == "label" and seen.rows.get(payload.get("targetId")) is None:
        raise InvalidEntryError(f"{where} {entry_id}: Entry {payload.get('targetId')} not found")
    kept_seq = None
    if kind == "compaction":
        target = payload.get("firstKeptEntryId")
        if target == entry_id:
            if parent is None:
                raise InvalidEntryError(f"{where} {entry_id}: a hard checkpoint needs history before it")
        else:
            kept_seq = ancestor_seq(target, parent, seen.find, seen.parent_of)
            if kept_seq is None:
                raise InvalidEntryError(
                    f"{where} {entry_id}: firstKeptEntryId {target!r} is not on the path before the compaction")
    row, data = build_row(seen.sid, seq, entry_id, parent_id, timestamp, payload, parent, kept_seq)
    seen.add(row, data)
    return row, payload
