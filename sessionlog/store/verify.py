"""``verify``: recompute every hash and re-derive every stored column from the log itself (DESIGN §2.8).

Rule of this module: read-only, one read transaction. Every entry row's chain hash (``rows.chain_hash``)
and derived columns (``rows.derived_columns``, as ``rows.build_row`` makes them) are recomputed from
its stored parent row and its stored body and compared column by column; body hashes are
recomputed from the stored bytes; the history is checked by the import tiers (``core.tiers``), where
what import accepted with a warning (an ``import-warning`` annotation) is a warning, not a problem; the
heads must point at stored entries; the header, the catalogue row, the heads against the head log and
the annotations' chain are checked by ``verify_state``; and the backend checks its own storage
(``check_storage``). A session is verified when it has a header or a catalogue row (a deleted header
is a problem, not a session fewer). A problem names the session and the entry.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from ..backends.contract import EntryRow, ReadTx
from ..core import codec
from ..core.entries import check_header
from ..core.errors import StoreError
from ..core.names import IMPORT_WARNING
from ..core.tiers import check_history
from . import verify_state as state
from .reads import decode_stored
from .rows import chain_hash, derived_columns

DERIVED = ("depth", "thinking_seq", "model_seq", "compaction_seq", "kept_seq")


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
        return {"ok": self.ok, "sessions": self.sessions, "entries": self.entries, "problems": self.problems,
                "warnings": self.warnings}


def verify(backend: Any, session_id: str | None = None) -> VerifyReport:
    """Recompute every body and chain hash and re-check every stored invariant."""
    report = VerifyReport()
    report.problems.extend(backend.check_storage())
    with backend.read() as tx:
        sids = [session_id] if session_id else sorted(set(tx.session_ids()) | {r.id for r in tx.catalogue()})
        for sid in sids:
            report.sessions += 1
            try:
                _verify_session(tx, sid, report)
            except StoreError as e:
                report.problems.append(f"session {sid}: the store cannot be read ({e}): damaged")
    return report


def _verify_session(tx: ReadTx, sid: str, report: VerifyReport) -> None:
    header = tx.header(sid)
    found = tx.catalogue(sid)
    record = found[0] if found else None
    if header is None:
        report.problems.append(f"session {sid}: no header" + (
            f" (deleted: its catalogue row lists {record.entry_count} entries)" if record else ""))
        return
    decoded: dict[str, Any] | None = None
    try:
        decoded = codec.decode(header)
        problem = check_header(decoded)
    except (msgspec.DecodeError, UnicodeDecodeError) as e:
        problem = f"header is not valid JSON ({e})"
    if problem:
        report.problems.append(f"session {sid}: {problem}")
    decoded = decoded if isinstance(decoded, dict) else None
    report.problems.extend(state.check_header(sid, header, decoded, record))
    accepted: dict[Any, Any] = {}
    for a in tx.annotations(sid, kind=IMPORT_WARNING):
        accepted[a.entry_id] = decode_stored(a.data, "an annotation", tx.location)
    rows = list(tx.rows(sid))
    report.entries += len(rows)
    by_id: dict[str, EntryRow] = {}
    entries: list[dict[str, Any]] = []
    payloads: dict[int, dict[str, Any]] = {}
    bodies: dict[int, bytes] = {}
    unreadable: set[int] = set()  # seqs whose body is missing or not JSON (already reported)
    for expected_seq, row in enumerate(rows, start=1):
        where = f"session {sid} entry {row.id} (#{row.seq})"
        if row.seq != expected_seq:
            report.problems.append(f"{where}: append order has a gap (expected #{expected_seq})")
        by_id[row.id] = row
        payloads[row.seq] = {}  # a missing or broken body still counts, so its children are not blamed
        data = tx.body(row.body_hash)
        if data is None:
            report.problems.append(f"{where}: body {row.body_hash} is missing")
            unreadable.add(row.seq)
        else:
            bodies[row.seq] = data
            if codec.sha256_hex(data) != row.body_hash:
                report.problems.append(f"{where}: stored body does not match its hash (changed bytes)")
            try:
                payloads[row.seq] = codec.decode(data)
            except (msgspec.DecodeError, UnicodeDecodeError):
                report.problems.append(f"{where}: stored body is not valid JSON")
                unreadable.add(row.seq)
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
        if chain_hash(parent.chain_hash if parent else None, row.id, row.parent_id, row.timestamp,
                      row.body_hash) != row.chain_hash:
            report.problems.append(f"{where}: chain hash does not match (entry or an ancestor was changed)")
        if parent is not None and parent.seq >= row.seq and row.parent_seq is not None and row.parent_seq != parent.seq:
            report.problems.append(f"{where}: parent_seq disagrees with parent_id")
        if (row.parent_seq or None) != (parent.seq if parent else None):
            report.problems.append(f"{where}: derived parent_seq is {row.parent_seq}, expected "
                                   f"{parent.seq if parent else None}")
    history = check_history(entries)
    report.problems.extend(f"session {sid}: {p}" for p in history.problems)
    report.warnings.extend(f"session {sid}: {w}" for w in history.warnings if "does not exist" not in w)
    _verify_derived(sid, rows, payloads, unreadable, report)
    heads = tx.heads(sid)
    for name, entry_id in heads.items():
        if entry_id is not None and entry_id not in by_id:
            report.problems.append(f"session {sid}: head {name!r} points at missing entry {entry_id}")
    log = tx.head_log(sid)
    names = sorted(set(heads) | {move.name for move in log})
    report.problems.extend(state.check_heads(sid, {name: tx.head(sid, name) for name in names}, log, by_id))
    annotations = tx.annotations(sid)
    report.problems.extend(state.check_annotations(sid, annotations))
    if record is not None:
        report.problems.extend(state.check_catalogue(sid, record, decoded, rows, payloads, unreadable,
                                                     len(annotations)))


def _verify_derived(sid: str, rows: Sequence[EntryRow], payloads: Mapping[int, dict[str, Any]],
                    unreadable: set[int], report: VerifyReport) -> None:
    """Rebuild each row's derived columns from its stored parent row (by ``parent_seq``) and payload."""
    by_seq = {r.seq: r for r in rows}
    for row in rows:
        parent = by_seq.get(row.parent_seq) if row.parent_seq else None
        payload = payloads.get(row.seq, {})
        kept = None
        if payload.get("type") == "compaction":
            target, node = payload.get("firstKeptEntryId"), parent
            while node is not None and node.id != target:
                node = by_seq.get(node.parent_seq) if node.parent_seq else None
            kept = node.seq if node is not None else None
        kind = payload.get("type")
        expected_type = kind if isinstance(kind, str) else None
        if row.type != expected_type and row.seq not in unreadable:
            report.problems.append(f"session {sid} entry {row.id} (#{row.seq}): type column is {row.type!r}, "
                                   f"the body says {expected_type!r}")
        expected = derived_columns(row.seq, payload, parent)[1:] + (kept,)
        actual = (row.depth, row.thinking_seq, row.model_seq, row.compaction_seq, row.kept_seq)
        if payload.get("type") != "compaction":
            expected, actual = expected[:-1], actual[:-1]
        for column, have, want in zip(DERIVED, actual, expected):
            if have != want:
                report.problems.append(
                    f"session {sid} entry {row.id} (#{row.seq}): derived {column} is {have}, expected {want}")
