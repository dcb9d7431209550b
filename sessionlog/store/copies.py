"""Copying a session verbatim from one store to another (the engine half of ``sessionlog copy``).

Rule of this module: a copy adds nothing and rebuilds nothing. The header bytes, the entry rows (their
seqs, derived columns and hashes), the body bytes, the heads with their versions, the head log and the
annotations with their original ``at`` times and chain hashes, and the catalogue's tenant, counts, name and
times arrive as the source stored them (the header's hash is recorded from its bytes), so both stores hold the same bytes and both verify. It reads the source in one
read transaction and writes the destination in the caller's write transaction. Re-running copies only
what is missing: the destination's part of each append-only sequence (entries, head log, annotations)
must equal the source's first rows, and a head there must be the source's or an earlier version of it;
anything else means the two have diverged, an ``IdConflictError`` naming what differs, and nothing is
written. A body whose bytes do not match its hash is never copied (it would poison the destination's
content-addressed bodies, which other sessions share).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import zip_longest

from ..backends.contract import UNSET, CatalogueDelta, EntryRow, ReadTx, SessionRecord, WriteTx
from ..core import codec
from ..core.errors import IdConflictError, NotFoundError, StoreError

CHUNK = 1000  # rows per insert_entries call


@dataclass
class SessionCopy:
    """What one session's copy wrote: counts of each kind of record added."""

    session: str
    status: str  # created | extended | unchanged
    entries: int = 0
    head_moves: int = 0
    annotations: int = 0
    heads: int = 0  # heads created or moved


def _diverged(sid: str, what: str) -> IdConflictError:
    return IdConflictError(f"session {sid}: the destination's {what} differs from the source's; the two stores "
                           "have diverged, nothing was copied")


def _prefix(sid: str, what: str, ours: Iterable[object], theirs: Iterable[object]) -> None:
    """The destination's rows (``ours``) must equal the source's first rows, one for one."""
    for mine, source in zip_longest(ours, theirs, fillvalue=None):
        if mine is None:
            return
        if mine != source:
            raise _diverged(sid, what)


def _chunks(src: ReadTx, sid: str, after: int) -> Iterator[tuple[list[EntryRow], dict[str, bytes]]]:
    rows: list[EntryRow] = []
    bodies: dict[str, bytes] = {}
    for row, data in src.entries(sid, after_seq=after):
        if data is None:
            raise StoreError(f"{src.location}: session {sid} entry {row.id} (#{row.seq}): its body is missing; "
                             "the source is damaged (run `sessionlog verify`), nothing was copied")
        if row.body_hash not in bodies and codec.sha256_hex(data) != row.body_hash:
            raise StoreError(f"{src.location}: session {sid} entry {row.id} (#{row.seq}): its body does not match "
                             "its hash; the source is damaged (run `sessionlog verify`), nothing was copied")
        rows.append(row)
        bodies[row.body_hash] = data
        if len(rows) >= CHUNK:
            yield rows, bodies
            rows, bodies = [], {}
    if rows:
        yield rows, bodies


def copy_session(src: ReadTx, dst: WriteTx, sid: str) -> SessionCopy:
    """Copy session ``sid`` from ``src`` into ``dst`` (see the module docstring)."""
    header = src.header(sid)
    found = src.catalogue(sid)
    if header is None or not found:
        raise NotFoundError(f"{src.location}: session {sid!r} not found")
    record = found[0]
    theirs = dst.header(sid)
    if theirs is None:
        dst.insert_session(SessionRecord(id=sid, created=record.created, cwd=record.cwd,
                                         parent_session=record.parent_session, modified=record.modified,
                                         tenant=record.tenant, header_hash=codec.sha256_hex(header)), header)
        before = SessionRecord(id=sid, modified=record.modified)
        status = "created"
    else:
        if theirs != header:
            raise _diverged(sid, "header")
        before = dst.catalogue(sid)[0]
        status = "unchanged"
    result = SessionCopy(sid, status)

    stored = dst.last_seq(sid)
    if stored > src.last_seq(sid):
        raise _diverged(sid, "entries (it has more)")
    _prefix(sid, "entries", dst.rows(sid), src.rows(sid))
    src_log, dst_log = src.head_log(sid), dst.head_log(sid)
    if len(dst_log) > len(src_log):
        raise _diverged(sid, "head log (it has more)")
    _prefix(sid, "head log", dst_log, src_log)
    src_notes, dst_notes = src.annotations(sid), dst.annotations(sid)
    if len(dst_notes) > len(src_notes):
        raise _diverged(sid, "annotations (they are more)")
    _prefix(sid, "annotations", dst_notes, src_notes)
    moves = []
    for name in src.heads(sid):
        source_head, mine = src.head(sid, name), dst.head(sid, name)
        assert source_head is not None
        if mine == source_head:
            continue
        if mine is not None and mine.version >= source_head.version:
            raise _diverged(sid, f"head {name!r} (it has moved there)")
        moves.append((name, source_head, mine))

    for rows, bodies in _chunks(src, sid, stored):
        dst.insert_entries(rows, bodies)
        result.entries += len(rows)
    for move in src_log[len(dst_log):]:
        seq = dst.log_head(sid, move.name, move.entry_id, move.previous, move.version, move.reason, move.at)
        if seq != move.seq:
            raise StoreError(f"{dst.location}: session {sid}: head-log row {move.seq} was stored as {seq}")
        result.head_moves += 1
    for note in src_notes[len(dst_notes):]:
        seq = dst.insert_annotation(sid, note.entry_id, note.kind, note.data, note.at, note.chain_hash)
        if seq != note.seq:
            raise StoreError(f"{dst.location}: session {sid}: annotation {note.seq} was stored as {seq}")
        result.annotations += 1
    for name, source_head, mine in moves:
        if mine is None:
            dst.insert_head(sid, name, source_head.entry_id, source_head.version)
        elif not dst.swap_head(sid, name, source_head.entry_id, mine.version, new_version=source_head.version):
            raise _diverged(sid, f"head {name!r} (it moved during the copy)")
        result.heads += 1
    delta = CatalogueDelta(record.entry_count - before.entry_count, record.message_count - before.message_count,
                           record.modified, record.name if record.name != before.name else UNSET,
                           annotations=result.annotations)
    if (delta.entries or delta.messages or delta.annotations or delta.name is not UNSET
            or (record.modified or "") != (before.modified or "")):
        dst.update_catalogue(sid, delta)
    if status == "unchanged" and (result.entries or result.head_moves or result.annotations or result.heads):
        result.status = "extended"
    return result
