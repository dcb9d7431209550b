"""Anchoring a store's history and checking a store against an anchor (``core.anchor``), in one read
transaction.

Rule of this module: read-only. The sessions are those with a header or a catalogue row (as ``verify``);
every row is read through the contract, streamed through ``core.anchor.RowHash`` (hashes limited to the
anchored rows when checking), so anchoring or checking costs one pass over the store's rows and keeps no
more than one session's head log and annotations in memory.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..backends.contract import ReadTx
from ..core import codec
from ..core.anchor import RowHash, SessionAnchor, annotation_bytes, compare, grew, head_move_bytes


def session_ids(tx: ReadTx) -> list[str]:
    return sorted(set(tx.session_ids()) | {r.id for r in tx.catalogue()})


def session_anchor(tx: ReadTx, sid: str, limits: SessionAnchor | None = None) -> SessionAnchor | None:
    """The session's anchor now (None: the session is not stored at all); with ``limits`` (an anchored
    ``SessionAnchor``), hashes and the newest entry are those of the rows up to the anchored ones, counts
    are today's."""
    header = tx.header(sid)
    found = tx.catalogue(sid)
    entries = RowHash(limits.entries if limits else None)
    last: tuple[str | None, str | None] = (None, None)
    for row in tx.rows(sid):
        entries.add(row.seq, row.chain_hash.encode())
        if limits is None or row.seq <= limits.entries:
            last = (row.id, row.chain_hash)
    if header is None and entries.last == 0 and not found:
        return None
    moves = RowHash(limits.head_log if limits else None)
    for move in tx.head_log(sid):
        moves.add(move.seq, head_move_bytes({"name": move.name, "entry": move.entry_id, "previous": move.previous,
                                             "version": move.version, "reason": move.reason, "at": move.at}))
    notes = RowHash(limits.annotations if limits else None)
    for a in tx.annotations(sid):
        notes.add(a.seq, annotation_bytes(a.entry_id, a.kind, a.at, a.data))
    return SessionAnchor(session=sid, tenant=found[0].tenant if found else None, header=codec.sha256_hex(header) if header is not None else None,
                         entries=entries.last, last_entry=last[0], last_chain=last[1],
                         entries_hash=entries.hexdigest(), head_log=moves.last, head_log_hash=moves.hexdigest(),
                         annotations=notes.last, annotations_hash=notes.hexdigest())


def anchor(backend: Any) -> list[SessionAnchor]:
    """Every stored session's anchor, sorted by session id."""
    with backend.read() as tx:
        return [a for a in (session_anchor(tx, sid) for sid in session_ids(tx)) if a is not None]


@dataclass
class AnchorCheck:
    """What changed since an anchor: problems (anything anchored removed or rewritten), the anchored
    sessions that only grew, those unchanged, and sessions stored since."""

    problems: list[str] = field(default_factory=list)
    grown: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    new: list[str] = field(default_factory=list)


def check_against(backend: Any, anchored: Sequence[SessionAnchor]) -> AnchorCheck:
    """Compare the store with an anchor (``core.anchor.compare`` per anchored session)."""
    check = AnchorCheck()
    with backend.read() as tx:
        known = {a.session for a in anchored}
        for old in sorted(anchored, key=lambda a: a.session):
            now = session_anchor(tx, old.session, old)
            found = compare(old, now)
            check.problems.extend(found)
            if not found and now is not None:
                (check.grown if grew(old, now) else check.unchanged).append(old.session)
        check.new = [sid for sid in session_ids(tx) if sid not in known]
    return check
