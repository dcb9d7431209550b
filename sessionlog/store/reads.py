"""Reading the log: stored JSON decoded in one place, paths, the visible tail and the view.

Rule of this module: every stored header, body and annotation is decoded by ``decode_stored``, so a
damaged record is one ``StoreError`` naming it, and an entry whose body is gone is never skipped
(``missing_body``). Reads take a ``ReadTx`` and touch only what they need: the view at a leaf reads
from the latest compaction's first kept entry to the leaf (the derived ``compaction_seq`` and
``kept_seq``) plus the two entries that last set the model and thinking level.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec

from ..backends.contract import EntryRow, ReadTx
from ..core import codec
from ..core.errors import NotFoundError, StoreError, missing_body
from ..core.view import View, build_view_from_parts

EMPTY_VIEW_PARTS: dict[str, Any] = {"compaction": None, "kept": [], "after": [], "thinking_entry": None,
                                    "model_entry": None}


def decode_stored(data: bytes | str, what: str, location: str) -> Any:
    """Decode a stored JSON record; one that no longer parses means the store is damaged."""
    try:
        return codec.decode(data)
    except (msgspec.DecodeError, RecursionError, UnicodeDecodeError) as e:
        raise StoreError(f"{location}: {what} cannot be read ({e}); the store is damaged: "
                         "run `sessionlog verify`") from e


def joined(tx: ReadTx, row: EntryRow, data: bytes | None) -> dict[str, Any]:
    """The Pi entry of ``row`` from its body bytes (``StoreError`` when the body is missing)."""
    if data is None:
        raise StoreError(missing_body(tx.location, row.id, row.seq, row.body_hash))
    return codec.join_entry(row.id, row.parent_id, row.timestamp, decode_stored(data, f"entry {row.id}", tx.location))


def entry_of(tx: ReadTx, row: EntryRow) -> dict[str, Any]:
    return joined(tx, row, tx.body(row.body_hash))


def header_of(tx: ReadTx, session_id: str) -> dict[str, Any]:
    data = tx.header(session_id)
    if data is None:
        raise NotFoundError(f"session {session_id!r} not found")
    return decode_stored(data, f"the header of session {session_id}", tx.location)


def require_row(tx: ReadTx, session_id: str, entry_id: str) -> EntryRow:
    row = tx.row(session_id, entry_id=entry_id)
    if row is None:
        raise NotFoundError(f"session {session_id}: Entry {entry_id} not found")
    return row


def walk(tx: ReadTx, session_id: str, leaf_seq: int, stop_seq: int | None) -> list[tuple[EntryRow, dict[str, Any]]]:
    """Rows with their entries from ``stop_seq`` (inclusive; the root when None) to ``leaf_seq``,
    root-first. Each body is decoded as its row arrives, so the bytes of the whole walk are never held
    alongside the decoded entries."""
    out = [(n, row, joined(tx, row, data)) for n, row, data in tx.walk(session_id, leaf_seq, stop_seq)]
    out.sort(key=lambda x: -x[0])
    return [(row, entry) for _, row, entry in out]


def visible_start(tx: ReadTx, row: EntryRow) -> tuple[EntryRow | None, int | None]:
    """The latest compaction on the path to ``row`` (its derived ``compaction_seq``) and the seq the
    visible part of the path starts at: its first kept entry, or the compaction itself when that
    entry is not an ancestor; (None, None) without a compaction: the whole path."""
    if not row.compaction_seq:
        return None, None
    compaction_row = tx.row(row.session_id, seq=row.compaction_seq)
    if compaction_row is None:  # only in a damaged store; verify reports it
        return None, None
    return compaction_row, compaction_row.kept_seq or compaction_row.seq


def path_to(tx: ReadTx, session_id: str, leaf: str) -> list[dict[str, Any]]:
    """Root-first entries from the root to ``leaf``."""
    row = require_row(tx, session_id, leaf)
    return [entry for _, entry in walk(tx, session_id, row.seq, None)]


def visible_path(tx: ReadTx, session_id: str, leaf: str) -> list[dict[str, Any]]:
    """The suffix of ``path_to(leaf)`` the view reads (see ``Store.visible_path``)."""
    row = require_row(tx, session_id, leaf)
    _, stop = visible_start(tx, row)
    return [entry for _, entry in walk(tx, session_id, row.seq, stop)]


def view_at(tx: ReadTx, row: EntryRow) -> View:
    """The view at ``row``, reading only the visible tail and the two setting entries."""
    sid = row.session_id
    compaction_row, stop = visible_start(tx, row)
    compaction = None
    walked = walk(tx, sid, row.seq, stop)
    if compaction_row is None:
        kept: list[tuple[EntryRow, dict[str, Any]]] = []
        after = walked
    else:
        split = next(i for i, (r, _) in enumerate(walked) if r.seq == compaction_row.seq)
        kept, after = walked[:split], walked[split + 1:]
        compaction = walked[split][1]
    thinking = tx.row(sid, seq=row.thinking_seq) if row.thinking_seq else None
    model = tx.row(sid, seq=row.model_seq) if row.model_seq else None
    return build_view_from_parts(
        compaction=compaction,
        kept=[entry for _, entry in kept],
        after=[entry for _, entry in after],
        thinking_entry=entry_of(tx, thinking) if thinking else None,
        model_entry=entry_of(tx, model) if model else None,
    )


def empty_view() -> View:
    return build_view_from_parts(**EMPTY_VIEW_PARTS)


PAGE = 1000


def iter_entries(backend: Any, session_id: str) -> Iterator[dict[str, Any]]:
    """Every entry in append order, read a page at a time (each page its own read transaction; the
    log only grows, so pages up to the last seq seen at the start give exactly those entries) — a long
    export holds neither the whole session nor the store's lock."""
    with backend.read() as tx:
        last = tx.last_seq(session_id)
    after = 0
    while after < last:
        with backend.read() as tx:
            page = [joined(tx, row, data)
                    for row, data in tx.entries(session_id, after_seq=after, limit=min(PAGE, last - after))]
        if not page:
            return
        yield from page
        after += len(page)
