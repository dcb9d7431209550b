"""What the HTML page shows, as plain data: entry previews, the view's sources, compaction spans.

Rule of this module: pure functions over Pi entries (``render.html`` turns their results into HTML).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..core.codec import MISSING, encode
from ..core.view import emit

Entry = Mapping[str, Any]

PREVIEW_CHARS = 160          # one tree line


def _plain(value: Any) -> str:
    if value is None or value is MISSING:
        return ""
    if isinstance(value, (str, int, float, bool)):
        return str(value)
    try:
        return encode(value).decode("utf-8", errors="replace")
    except Exception:  # noqa: BLE001 - a rendering never fails on odd JSON
        return repr(value)


# ---------------------------------------------------------------- text of entries and messages
def content_text(content: Any) -> str:
    """The text of Pi message content: strings and text blocks; tool calls as ``→ name(args)``."""
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for block in content if isinstance(content, list) else ():
        if not isinstance(block, Mapping):
            continue
        kind = block.get("type")
        if kind == "text":
            parts.append(_plain(block.get("text")))
        elif kind == "toolCall":
            parts.append(f"→ {_plain(block.get('name'))}({_plain(block.get('arguments', {}))})")
        elif kind == "image":
            parts.append(f"[image {_plain(block.get('mimeType'))}]")
    return " ".join(parts)


def kind_of(entry: Entry) -> str:
    """An entry's type, or its message role for ``message`` entries."""
    message = entry.get("message")
    if entry.get("type") == "message" and isinstance(message, Mapping) and message.get("role"):
        return _plain(message.get("role"))
    return _plain(entry.get("type")) or "?"


def preview(entry: Entry) -> str:
    """One line saying what an entry holds (at most ``PREVIEW_CHARS``)."""
    kind = entry.get("type")
    if kind == "message":
        message = entry.get("message")
        message = message if isinstance(message, Mapping) else {}
        role = message.get("role")
        if role == "toolResult":
            text = f"{_plain(message.get('toolName'))}: {content_text(message.get('content'))}"
        elif role == "bashExecution":
            text = f"$ {_plain(message.get('command'))} → {_plain(message.get('output'))}"
        else:
            text = content_text(message.get("content"))
    elif kind == "model_change":
        text = f"{_plain(entry.get('provider'))}/{_plain(entry.get('modelId'))}"
    elif kind == "thinking_level_change":
        text = _plain(entry.get("thinkingLevel"))
    elif kind in ("compaction", "branch_summary"):
        text = _plain(entry.get("summary"))
    elif kind == "label":
        text = f"{_plain(entry.get('label')) or '(clear)'} on {_plain(entry.get('targetId'))}"
    elif kind == "session_info":
        text = f"name: {_plain(entry.get('name'))}"
    elif kind == "custom_message":
        text = f"{_plain(entry.get('customType'))}: {content_text(entry.get('content'))}"
    else:
        text = _plain({k: v for k, v in entry.items() if k not in ("id", "parentId", "timestamp", "type")})
    flat = " ".join(text.split())
    return flat if len(flat) <= PREVIEW_CHARS else flat[: PREVIEW_CHARS - 1] + "…"


# ---------------------------------------------------------------- analysis (pure)
def _visible_start(path: Sequence[Entry]) -> tuple[int, int]:
    """(index of the latest compaction on ``path`` or -1, index its kept span starts at) as
    ``build_view_from_path`` reads them."""
    index = next((i for i in range(len(path) - 1, -1, -1) if path[i].get("type") == "compaction"), -1)
    if index < 0:
        return -1, 0
    first_kept = path[index].get("firstKeptEntryId", MISSING)
    return index, next((i for i in range(index) if path[i].get("id", MISSING) == first_kept), index)


def view_sources(path: Sequence[Entry]) -> list[str]:
    """The entry id behind each message of ``build_view_from_path(path)``, in order (the compaction
    for its summary message)."""
    index, kept_from = _visible_start(path)
    if index < 0:
        return [_plain(e.get("id")) for e in path if emit(e) is not None]
    span = list(path[kept_from:index]) + list(path[index + 1:])
    return [_plain(path[index].get("id"))] + [_plain(e.get("id")) for e in span if emit(e) is not None]


@dataclass(frozen=True)
class CompactionSpan:
    """What one compaction summarized: the entries on its path from the boundary (the previous
    compaction's first kept entry, as ``plan_compaction`` counts it) up to its first kept entry, and
    where its kept tail starts (None when ``firstKeptEntryId`` is its own id or not on its path)."""

    covered: list[str]
    kept_start: str | None
    previous: str | None
    checkpoint: bool


def compaction_span(by_id: Mapping[Any, Entry], compaction: Entry) -> CompactionSpan:
    """The span, walking up from the compaction only as far as the boundary (so all the compactions
    of a long session cost about one pass over it, not one pass each)."""
    first_kept = compaction.get("firstKeptEntryId", MISSING)
    checkpoint = first_kept == compaction.get("id", MISSING)
    walked: list[Entry] = []                 # ancestors, nearest first
    position: dict[Any, int] = {}            # id -> index in walked
    prev_at = start_at = end_at = None
    prev_kept: Any = MISSING
    node = _parent(by_id, compaction, position)
    while node is not None:
        at = len(walked)
        walked.append(node)
        position[node.get("id", MISSING)] = at
        if end_at is None and not checkpoint and node.get("id", MISSING) == first_kept:
            end_at = at
        if prev_at is None and node.get("type") == "compaction":
            prev_at, prev_kept = at, node.get("firstKeptEntryId", MISSING)
            start_at = position.get(prev_kept)  # itself (a hard checkpoint) or, oddly, after it
        elif prev_at is not None and start_at is None and node.get("id", MISSING) == prev_kept:
            start_at = at
        if start_at is not None and (end_at is not None or checkpoint):
            break
        node = _parent(by_id, node, position)
    last = len(walked) - 1                   # walked[i] is path[last - i]; the compaction is path[last + 1]
    start = 0 if prev_at is None else (last - prev_at + 1 if start_at is None else last - start_at)
    end = last + 1 if end_at is None else last - end_at
    covered = [_plain(walked[last - i].get("id")) for i in range(start, end)]
    return CompactionSpan(covered, None if end_at is None else _plain(first_kept),
                          None if prev_at is None else _plain(walked[prev_at].get("id")), checkpoint)


def _parent(by_id: Mapping[Any, Entry], entry: Entry, seen: Mapping[Any, int]) -> Entry | None:
    """Pi's parent rule (a falsy or unknown parentId ends the path); a cycle ends it too."""
    parent = entry.get("parentId")
    if not parent or parent in seen or parent == entry.get("id"):
        return None
    return by_id.get(parent)
