"""``verify``'s checks of what surrounds a session's entries: its header, the catalogue row, the heads
against the head log, and the annotations' chain.

Rule of this module: pure checks over what one read transaction returned (``verify`` calls them with
the session's stored rows and decoded payloads); each finding is a sentence naming the session and the
entry, head-log row or annotation it is about. What the engine writes always passes:

* **header**: it is the session's (its ``id``), its bytes hash to the ``header_hash`` recorded when the
  session was created (when the backend recorded one), and the catalogue's ``created``, ``cwd`` and
  ``parent_session`` are the header's;
* **catalogue**: its counts, ``modified`` and name are what the entries give (``writes.CatalogueCounter``),
  its annotation count the annotations stored (a deleted newest annotation breaks no chain);
* **head log**: its ``seq`` is gapless; per head, versions count 1, 2, 3, ..., each row's ``previous`` is
  the entry the row before left the head at, every entry it names is stored; each head is where its last
  row left it, at that version (a head with no row is a new session's empty ``main``);
* **annotations**: ``seq`` is gapless and each chain hash (``rows.annotation_hash``) follows from the
  previous one; annotations written before the backend stored chain hashes are counted, not chained.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from ..backends.contract import AnnotationRecord, EntryRow, HeadMove, HeadState, SessionRecord
from ..core import codec, dag
from ..core.names import DEFAULT_HEAD
from .rows import annotation_hash, str_or_none


def check_header(sid: str, header: bytes, decoded: Mapping[str, Any] | None,
                 record: SessionRecord | None) -> list[str]:
    """The header against the session id, its recorded hash and the catalogue's copy of its fields."""
    problems = []
    if decoded is not None and decoded.get("id") != sid:
        problems.append(f"session {sid}: the header names session {decoded.get('id')!r}")
    if record is None:
        return problems + [f"session {sid}: no catalogue row"]
    if record.header_hash is not None and codec.sha256_hex(header) != record.header_hash:
        problems.append(f"session {sid}: header does not match its hash recorded at creation (changed bytes)")
    if decoded is not None:
        for column, key in (("created", "timestamp"), ("cwd", "cwd"), ("parent_session", "parentSession")):
            stored, said = getattr(record, column), str_or_none(decoded.get(key))
            if stored != said:
                problems.append(f"session {sid}: catalogue {column} is {stored!r}, the header says {said!r}")
    return problems


def check_catalogue(sid: str, record: SessionRecord, header: Mapping[str, Any] | None, rows: Sequence[EntryRow],
                    payloads: Mapping[int, Mapping[str, Any]], unreadable: Collection[int],
                    annotations: int) -> list[str]:
    """The catalogue's counts, ``modified`` and name against the entries (by their ``type`` column, checked
    against the body elsewhere; a name only when every ``session_info`` body is readable) and the
    annotations stored."""
    messages, name, latest = 0, None, str_or_none((header or {}).get("timestamp"))
    named = True
    for row in rows:
        if row.type == "message":
            messages += 1
        elif row.type == "session_info":
            name = dag.session_name([payloads.get(row.seq, {})])
            named = named and row.seq not in unreadable
        if row.timestamp is not None and (latest is None or row.timestamp > latest):
            latest = row.timestamp
    expected = {"entry_count": len(rows), "message_count": messages, "annotation_count": annotations,
                "modified": latest or None, "name": name}
    found = {"entry_count": record.entry_count, "message_count": record.message_count,
             "annotation_count": record.annotation_count, "modified": record.modified or None, "name": record.name}
    return [f"session {sid}: catalogue {column} is {found[column]!r}, the log gives {value!r}"
            for column, value in expected.items() if found[column] != value and (column != "name" or named)]


def check_heads(sid: str, heads: Mapping[str, HeadState | None], log: Sequence[HeadMove],
                stored: Mapping[str, EntryRow]) -> list[str]:
    """Every head against the head log, and the head log against itself and the entries."""
    problems = []
    last: dict[str, HeadMove] = {}
    for expected_seq, move in enumerate(log, start=1):
        where = f"session {sid}: head log #{move.seq} (head {move.name!r} to entry {move.entry_id})"
        if move.seq != expected_seq:
            problems.append(f"{where}: the head log has a gap (expected #{expected_seq}): a head move was deleted")
        before = last.get(move.name)
        if move.version != (before.version + 1 if before else 1):
            problems.append(f"{where}: version {move.version} does not follow "
                            f"{before.version if before else 0}: a head move was deleted or rewritten")
        if move.previous != (before.entry_id if before else None):
            problems.append(f"{where}: previous is {move.previous}, but the head was at "
                            f"{before.entry_id if before else None}: a head move was deleted or rewritten")
        if move.entry_id is not None and move.entry_id not in stored:
            problems.append(f"{where}: entry {move.entry_id} is not stored (entries were deleted)")
        last[move.name] = move
    for name, state in heads.items():
        move = last.get(name)
        if state is None:
            problems.append(f"session {sid}: head {name!r} is in the head log but not stored (deleted)")
        elif move is None:
            if (state.entry_id, state.version) != (None, 0) or name != DEFAULT_HEAD:
                problems.append(f"session {sid}: head {name!r} points at entry {state.entry_id} (version "
                                f"{state.version}) with no head-log row: it was not moved by sessionlog")
        elif (state.entry_id, state.version) != (move.entry_id, move.version):
            problems.append(f"session {sid}: head {name!r} points at entry {state.entry_id} (version "
                            f"{state.version}), but the head log left it at entry {move.entry_id} (version "
                            f"{move.version}, #{move.seq}): moved without a head-log row")
    if DEFAULT_HEAD not in heads:
        problems.append(f"session {sid}: head {DEFAULT_HEAD!r} is missing")
    return problems


def check_annotations(sid: str, annotations: Sequence[AnnotationRecord]) -> list[str]:
    """The annotations' order and chain."""
    problems: list[str] = []
    previous: str | None = None
    chained = False
    for expected_seq, a in enumerate(annotations, start=1):
        where = f"session {sid}: annotation #{a.seq} ({a.kind} on entry {a.entry_id})"
        if a.seq != expected_seq:
            problems.append(f"{where}: annotations have a gap (expected #{expected_seq}): one was deleted")
        if a.chain_hash is None:
            if chained:
                problems.append(f"{where}: no chain hash after chained annotations (written behind sessionlog)")
            continue
        chained = True
        if annotation_hash(previous, a.entry_id, a.kind, a.data, a.at) != a.chain_hash:
            problems.append(f"{where}: chain hash does not match (it, or one before it, was changed, deleted "
                            "or reordered)")
        previous = a.chain_hash
    return problems
