"""Building stored rows: body bytes and hash, chain hashes (entries, annotations), derived columns, and the
one ancestor walk.

Rule of this module: this is the only place an ``EntryRow`` is made from an entry. Append, import,
copies (forks, rotations, rewrites) and ``verify`` all call ``build_row``, so the body encoding, the
hashes and the derived columns have one definition. ``verify`` recomputes each row's chain hash and
its derived columns (``derived_columns``, the same function ``build_row`` uses) from its parent's
stored row and its payload, and compares.

The derived columns (docs/storage.md) let a read touch only the visible tail: ``parent_seq`` and
``depth`` from the parent; ``thinking_seq``, ``model_seq`` and ``compaction_seq`` carried down from the
parent unless this entry sets them; ``kept_seq`` for a compaction, the seq of its ``firstKeptEntryId``
when that is an ancestor (the caller resolves it: each knows where its unwritten rows are).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..backends.contract import EntryRow
from ..core import codec


def chain_hash(parent_chain: str | None, entry_id: str, parent_id: str | None, timestamp: str | None,
               body_hash: str) -> str:
    """sha256 over the parent's chain hash, the canonical envelope and the body hash."""
    envelope = codec.canonical_bytes({"id": entry_id, "parentId": parent_id, "timestamp": timestamp})
    return codec.sha256_hex((parent_chain or "").encode() + b"\n" + envelope + b"\n" + body_hash.encode())


def annotation_hash(previous: str | None, entry_id: str | None, kind: str, data: bytes, at: str) -> str:
    """An annotation's chain hash: sha256 over the session's previous annotation's chain hash and the
    canonical ``{"entry","kind","at","data"}`` (``data``: the sha256 of its stored bytes). A changed,
    deleted or reordered annotation breaks the chain from that point on."""
    fields = codec.canonical_bytes({"entry": entry_id, "kind": kind, "at": at, "data": codec.sha256_hex(data)})
    return codec.sha256_hex((previous or "").encode() + b"\n" + fields)


def encode_body(payload: Mapping[str, Any]) -> tuple[bytes, str]:
    """A payload's stored bytes (as received, in its own key order) and their sha256."""
    data = codec.encode(payload)
    return data, codec.sha256_hex(data)


def is_assistant(payload: Mapping[str, Any]) -> bool:
    message = payload.get("message")
    return payload.get("type") == "message" and isinstance(message, dict) and message.get("role") == "assistant"


def derived_columns(seq: int, payload: Mapping[str, Any], parent: EntryRow | None
                    ) -> tuple[int | None, int, int | None, int | None, int | None]:
    """``(parent_seq, depth, thinking_seq, model_seq, compaction_seq)`` of the entry at ``seq`` with this
    payload under ``parent`` (its parent's row, None for a root or a parent not stored)."""
    kind = payload.get("type")
    if parent is None:
        parent_seq, depth, thinking, model, compaction = None, 0, None, None, None
    else:
        parent_seq, depth = parent.seq, parent.depth + 1
        thinking, model, compaction = parent.thinking_seq, parent.model_seq, parent.compaction_seq
    if kind == "thinking_level_change":
        thinking = seq
    if kind == "model_change" or is_assistant(payload):
        model = seq
    if kind == "compaction":
        compaction = seq
    return parent_seq, depth, thinking, model, compaction


def build_row(session_id: str, seq: int, entry_id: str, parent_id: str | None, timestamp: str | None,
              payload: Mapping[str, Any], parent: EntryRow | None, kept_seq: int | None = None,
              body: tuple[bytes, str] | None = None) -> tuple[EntryRow, bytes]:
    """The row of one entry (``parent``: its parent's row, None for a root or a parent not stored) and
    its body bytes. ``kept_seq`` is used only for a compaction; ``body`` reuses an encoding."""
    kind = payload.get("type")
    data, body_hash = body if body is not None else encode_body(payload)
    parent_seq, depth, thinking, model, compaction = derived_columns(seq, payload, parent)
    if kind != "compaction":
        kept_seq = None
    row = EntryRow(session_id, seq, entry_id, parent_id, kind if isinstance(kind, str) else None, timestamp,
                   body_hash, chain_hash(parent.chain_hash if parent else None, entry_id, parent_id, timestamp,
                                         body_hash),
                   parent_seq, depth, thinking, model, compaction, kept_seq)
    return row, data


def ancestor_seq(target_id: Any, parent: EntryRow | None, find: Callable[[str], EntryRow | None],
                 parent_of: Callable[[EntryRow], EntryRow | None]) -> int | None:
    """The seq of ``target_id`` if it is ``parent`` or one of its ancestors, else None. ``find`` looks a
    row up by id and ``parent_of`` gives a row's parent (each caller knows where its unwritten rows are).
    The target is looked up first and walked to only from its depth, so a target that is not an
    ancestor costs one lookup, not a walk to the root."""
    if not isinstance(target_id, str) or parent is None:
        return None
    target = find(target_id)
    if target is None or target.depth > parent.depth:
        return None
    node: EntryRow | None = parent
    while node is not None and node.depth > target.depth:
        node = parent_of(node) if node.parent_seq else None
    return target.seq if node is not None and node.seq == target.seq else None


def str_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None
