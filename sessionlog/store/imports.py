"""Storing an imported session: created, extended or unchanged, all or nothing (DESIGN §7).

Rule of this module: the engine half of import. The tiers (what is refused, warned about or accepted)
are ``core.tiers``; reading files is ``ops.imports``. ``import_plan`` stores a whole planned file;
``import_stream`` stores a Pi v3 file read a chunk at a time, with only the current chunk's entries in
memory, and gives the same rows, report and result. Re-import: a file whose entries equal the stored
ones is unchanged; a file the stored entries are a prefix of extends the session; anything else with
the same id is an ``IdConflictError`` (``--as-new`` keeps both).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..backends.contract import EntryRow, WriteTx
from ..core import codec
from ..core.errors import IdConflictError
from ..core.names import DEFAULT_HEAD, DEFAULT_TENANT, IMPORT, IMPORT_WARNING
from ..core.tiers import ImportPlan, StreamCheck
from . import clock
from .reads import entry_of
from .rows import ancestor_seq, build_row, encode_body
from .writes import CatalogueCounter, annotate, insert_session, read_head, set_head, write_entries


@dataclass
class ImportResult:
    session: str
    entries: int  # entries added by this import
    skipped: list[codec.Problem] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    status: str = "created"  # created | extended | unchanged

    def to_json(self) -> dict[str, Any]:
        return {"session": self.session, "entries": self.entries, "status": self.status,
                "skipped": [p.to_json() for p in self.skipped], "warnings": list(self.warnings)}


def _differs(source: str, sid: str, position: int, entry_id: Any) -> IdConflictError:
    return IdConflictError(f"{source}: session {sid} is already stored and differs at entry {position + 1} "
                           f"({entry_id}); import it with --as-new to keep both")


def _shorter(source: str, sid: str, stored: int, total: int) -> IdConflictError:
    return IdConflictError(f"{source}: session {sid} is already stored with {stored} entries and this file has "
                           f"{total}; import it with --as-new to keep both")


def _same(tx: WriteTx, stored: EntryRow, entry: dict[str, Any]) -> bool:
    """Whether a file entry equals the stored one (bytes first; parsed JSON when the bytes differ)."""
    eid, pid, ets, payload = codec.split_entry(entry)
    if (eid, pid, ets, encode_body(payload)[1]) == (stored.id, stored.parent_id, stored.timestamp, stored.body_hash):
        return True
    return codec.join_entry(eid, pid, ets, payload) == entry_of(tx, stored)


def _finish(tx: WriteTx, sid: str, status: str, last_id: str | None, report: dict[str, Any]) -> None:
    """Move the main head to the file's last entry (a logged ``import`` move) and record the import."""
    if status == "unchanged":
        return
    head_id, version = read_head(tx, sid, DEFAULT_HEAD)
    if last_id != head_id:
        set_head(tx, sid, DEFAULT_HEAD, last_id, version, head_id, IMPORT)
    annotate(tx, sid, None, IMPORT, report)


def _check_tenant(tx: WriteTx, sid: str, tenant: str | None, source: str) -> None:
    """A tenant's import (the service) may extend only its own tenant's session: another tenant's id is
    as taken as any (existence does not leak). ``tenant`` None: a local import, any tenant."""
    if tenant is not None:
        found = tx.catalogue(sid)
        if found and found[0].tenant != tenant:
            raise IdConflictError(f"{source}: session id {sid} is taken; import it as a new session")


def import_plan(backend: Any, plan: ImportPlan, *, source: str, as_new: bool = False,
                tenant: str | None = None) -> ImportResult:
    """Store a planned whole file (``core.tiers.plan_import``) in one transaction; a new session goes to
    ``tenant`` (None: the default tenant) and a stored one is extended only within it."""
    header = dict(plan.header)
    if as_new:
        header["id"] = clock.uuid7()
    sid = header["id"]
    with backend.write() as tx:
        _check_tenant(tx, sid, tenant, source)
        if tx.header(sid) is None:
            insert_session(tx, header, tenant or DEFAULT_TENANT)
            start, status = 0, "created"
        else:
            stored = list(tx.rows(sid))
            if len(stored) > len(plan.entries):
                raise _shorter(source, sid, len(stored), len(plan.entries))
            for i, row in enumerate(stored):
                if not _same(tx, row, plan.entries[i]):
                    raise _differs(source, sid, i, plan.entries[i].get("id"))
            start = len(stored)
            status = "unchanged" if start == len(plan.entries) else "extended"
        if plan.entries[start:]:
            write_entries(tx, sid, plan.entries[start:], start, plan.warnings_by_id)
        _finish(tx, sid, status, plan.entries[-1]["id"] if plan.entries else None, {
            "source": source, "entries": len(plan.entries) - start,
            "skipped": [p.to_json() for p in plan.skipped], "warnings": plan.warnings})
    return ImportResult(sid, len(plan.entries) - start, plan.skipped, plan.warnings, status)


def import_stream(backend: Any, stream: codec.JsonlStream, batches: Iterable[list[tuple[int, dict[str, Any]]]],
                  check: StreamCheck, *, source: str, strict: bool = False, as_new: bool = False,
                  tenant: str | None = None) -> ImportResult:
    """Store a v3 Pi file read a chunk at a time (``ops.imports.import_pi_file``): one transaction, all or
    nothing, with the same rows, report and result as ``import_plan`` on the whole file."""
    header = dict(stream.header or {})
    if as_new:
        header["id"] = clock.uuid7()
    sid = header["id"]
    with backend.write(bulk=True) as tx:
        _check_tenant(tx, sid, tenant, source)
        exists = tx.header(sid) is not None
        stored = tx.last_seq(sid) if exists else 0
        if not exists:
            insert_session(tx, header, tenant or DEFAULT_TENANT)
        writer = _StreamWriter(tx, sid, stored, check.index)
        for batch in batches:
            for line, entry in batch:
                position = check.add(entry, line)
                if not check.problems:  # once refused, nothing more is worth writing
                    writer.add(position, entry)
            writer.flush()
        warnings, by_id = check.finish(stream.problems, stream.warnings, strict=strict)
        total = check.count
        if stored > total:
            raise _shorter(source, sid, stored, total)
        if writer.mismatch is not None:
            raise _differs(source, sid, *writer.mismatch)
        writer.finish()
        for entry_id, found in by_id.items():
            if check.index.get(entry_id, -1) >= stored:
                annotate(tx, sid, entry_id, IMPORT_WARNING, {"warnings": found})
        if writer.counter.entries:
            tx.update_catalogue(sid, writer.counter.delta())
        status = "created" if not exists else "unchanged" if stored == total else "extended"
        _finish(tx, sid, status, writer.last_id, {
            "source": source, "entries": total - stored,
            "skipped": [p.to_json() for p in stream.problems], "warnings": warnings})
    return ImportResult(sid, total - stored, list(stream.problems), warnings, status)


class _StreamWriter:
    """The rows of a streamed import, derived and written a chunk at a time.

    Derived columns need the parent's row: it is looked up in the rows of the last two chunks, else in
    the store (written earlier in the same transaction). An entry whose parent has not been seen yet
    waits for it (a parent later in the file); at the end, entries still waiting for a parent that
    never came are derived as roots, as ``write_entries`` does. The first ``stored`` entries of the
    file are the session's stored ones (a re-import): they are compared, not written."""

    def __init__(self, tx: WriteTx, sid: str, stored: int, index: Mapping[str, int]) -> None:
        self.tx, self.sid, self.stored, self.index = tx, sid, stored, index
        self.recent: dict[str, EntryRow] = {}
        self.older: dict[str, EntryRow] = {}
        self.done = bytearray()  # per file position: 1 once its row exists
        self.waiting: dict[str, list[tuple[int, str, str | None, str | None, dict[str, Any]]]] = {}
        self.bodies: dict[str, bytes] = {}
        self.rows: list[EntryRow] = []
        self.mismatch: tuple[int, str] | None = None  # the first stored entry the file differs from
        self._stored_rows: dict[int, EntryRow] = {}
        self.last_id: str | None = None
        self.counter = CatalogueCounter()

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
        self.counter.add(payload, ts)
        parent = None
        if parent_id is not None and parent_id != entry_id:
            parent = self._row(parent_id)
            if parent is None:
                self.waiting.setdefault(parent_id, []).append((position, entry_id, parent_id, ts, payload))
                return
        self._derive(position, entry_id, parent_id, ts, payload, parent)

    def _row(self, entry_id: str) -> EntryRow | None:
        row = self.recent.get(entry_id) or self.older.get(entry_id)
        if row is not None:
            return row
        position = self.index.get(entry_id)
        if position is None or position >= len(self.done) or not self.done[position]:
            return None
        return self.tx.row(self.sid, entry_id=entry_id)

    def _kept(self, target: Any, parent: EntryRow | None) -> int | None:
        return ancestor_seq(target, parent, self._row, lambda node: self._row(node.parent_id))  # type: ignore[arg-type]

    def _derive(self, position: int, entry_id: str, parent_id: str | None, ts: str | None,
                payload: dict[str, Any], parent: EntryRow | None) -> None:
        todo = [(position, entry_id, parent_id, ts, payload, parent)]
        while todo:  # the entry, then any entries that were waiting for it
            position, entry_id, parent_id, ts, payload, parent = todo.pop()
            kept = self._kept(payload.get("firstKeptEntryId"), parent) if payload.get("type") == "compaction" else None
            row, data = build_row(self.sid, position + 1, entry_id, parent_id, ts, payload, parent, kept)
            self.bodies[row.body_hash] = data
            self.recent[entry_id] = row
            self.rows.append(row)
            self.done[position] = 1
            for waiter in self.waiting.pop(entry_id, ()):
                todo.append((*waiter, row))

    def _compare(self, position: int, entry: dict[str, Any]) -> None:
        seq = position + 1
        if seq not in self._stored_rows:
            self._stored_rows = {r.seq: r for r, _ in zip(self.tx.rows(self.sid, after_seq=seq - 1), range(5000))}
        stored = self._stored_rows.get(seq)
        if stored is None or not _same(self.tx, stored, entry):
            self.mismatch = (position, entry.get("id"))  # type: ignore[assignment]

    def flush(self) -> None:
        if self.rows:
            self.tx.insert_entries(self.rows, self.bodies)
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
