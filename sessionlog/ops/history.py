"""History use cases: time travel (``view --as-of``), replay, and the diff of two leaves.

Rule of this module: read the head log and entries from the store in one snapshot and hand them to the
pure definitions in ``core.timetravel`` (docs/history-and-search.md). Results are typed records that the
CLI renders and the service returns.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..core.errors import NotFoundError
from ..core.names import DEFAULT_HEAD
from ..core.timetravel import (
    EntryRow,
    LogRow,
    ReplayEntry,
    ReplayStep,
    build_diff,
    find_head_at_seq,
    find_head_at_time,
    iter_replay,
)
from ..core.tokens import estimate_tokens
from ..render.text import preview
from ..store import Store, reads
from .results import DiffEntry, DiffOutput, DiffSide


def read_history(store: Store, session_id: str) -> tuple[list[LogRow], list[EntryRow]]:
    """The head log and the entries' append order of one session."""
    with store.read() as tx:
        log = [LogRow(m.seq, m.name, m.entry_id, m.reason, m.at) for m in tx.head_log(session_id)]
        entries = [EntryRow(r.seq, r.id, r.timestamp) for r in tx.rows(session_id)]
    return log, entries


def head_as_of(store: Store, session_id: str, as_of: int | str, head: str = DEFAULT_HEAD) -> str | None:
    """The entry ``head`` pointed at right after append number ``as_of`` (an int) or as of the ISO 8601
    UTC time ``as_of`` (a str); None: the head was empty then."""
    log, entries = read_history(store, session_id)
    if isinstance(as_of, int):
        return find_head_at_seq(log, entries, as_of, head)
    return find_head_at_time(log, entries, as_of, head)


def read_replay(store: Store, session_id: str) -> tuple[list[LogRow], list[ReplayEntry]]:
    """The head log and every entry (decoded, with the derived columns replay needs)."""
    with store.read() as tx:
        log = [LogRow(m.seq, m.name, m.entry_id, m.reason, m.at) for m in tx.head_log(session_id)]
        entries = [ReplayEntry(row.seq, row.parent_seq, row.compaction_seq, row.kept_seq, reads.joined(tx, row, data))
                   for row, data in tx.entries(session_id)]
    return log, entries


def replay(store: Store, session_id: str, head: str = DEFAULT_HEAD) -> Iterator[ReplayStep]:
    """Every append and head move in order, with the size of ``head``'s view after each."""
    log, entries = read_replay(store, session_id)
    return iter_replay(log, entries, head)


def resolve_leaf(store: Store, session_id: str, ref: str) -> str | None:
    """A diff side: an entry id, else a head name, else a unique prefix of an entry id (an entry id
    wins; an ambiguous prefix lists the candidates)."""
    with store.read() as tx:
        if tx.row(session_id, entry_id=ref) is not None:
            return ref
        heads = tx.heads(session_id)
    if ref in heads:
        return heads[ref]
    try:
        return store.resolve_entry(session_id, ref)
    except NotFoundError:
        raise NotFoundError(f"session {session_id}: {ref!r} is neither an entry nor a head (nor a unique prefix "
                            "of an entry id)") from None


def _side(store: Store, session_id: str, leaf: str | None, entries: list[Any]) -> DiffSide:
    messages = store.view(session_id, leaf).messages
    rows = []
    for e in entries:
        message = e.get("message")
        role = message.get("role") if e.get("type") == "message" and isinstance(message, dict) else None
        rows.append(DiffEntry(id=e["id"], type=e.get("type") if isinstance(e.get("type"), str) else None,
                              role=role if isinstance(role, str) else None, text=preview(e)))
    return DiffSide(leaf=leaf, entries=rows, messages=len(messages), tokens=sum(estimate_tokens(m) for m in messages))


def diff(store: Store, session_id: str, a: str, b: str) -> DiffOutput:
    """Two leaves (entry ids or head names): their common ancestor, the entries after it on each side,
    and how B's view differs in size from A's."""
    leaf_a, leaf_b = resolve_leaf(store, session_id, a), resolve_leaf(store, session_id, b)
    path_a = store.path_to(session_id, leaf_a) if leaf_a else []
    path_b = store.path_to(session_id, leaf_b) if leaf_b else []
    found = build_diff(path_a, path_b)
    side_a, side_b = _side(store, session_id, leaf_a, found.only_a), _side(store, session_id, leaf_b, found.only_b)
    return DiffOutput(session=session_id, ancestor=found.ancestor, a=side_a, b=side_b,
                      messages_delta=side_b.messages - side_a.messages, tokens_delta=side_b.tokens - side_a.tokens)
