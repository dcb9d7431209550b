"""One-line previews of entries and messages, as plain text (the CLI's lines, ``diff``'s ``text``).

Rule of this module: pure; a preview never fails (an unreadable value is shown with ``repr``) and is at
most ``PREVIEW_CHARS`` characters on one line. Terminal rendering (colours, escaping) is the CLI's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.codec import encode

PREVIEW_CHARS = 200


def one_line(text: str, limit: int = PREVIEW_CHARS) -> str:
    """``text`` with its whitespace runs as single spaces, cut to ``limit`` characters (``…`` last). Only
    as much of a long text is flattened as the preview needs: once a prefix flattens to more than
    ``limit`` characters, the rest cannot change the first ``limit - 1``."""
    size = 4 * limit
    while size < len(text):
        flat = " ".join(text[:size].split())
        if len(flat) > limit:
            return flat[: limit - 1] + "…"
        size *= 4
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def compact(value: Any) -> str:
    try:
        return encode(value).decode()
    except Exception:  # noqa: BLE001 - a preview never fails
        return repr(value)


def content_text(content: Any, *, tools: bool = True) -> str:
    """The text of Pi message content (a string or blocks); tool calls as ``→ name(args)``."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    parts: list[str] = []
    thinking: list[str] = []
    for block in content:
        if not isinstance(block, Mapping):
            continue
        kind = block.get("type")
        if kind == "text":
            parts.append(str(block.get("text", "")))
        elif kind == "toolCall" and tools:
            parts.append(f"→ {block.get('name')}({compact(block.get('arguments', {}))})")
        elif kind == "image":
            parts.append(f"[image {block.get('mimeType', '')}]".replace(" ]", "]"))
        elif kind == "thinking":
            thinking.append(str(block.get("thinking", "")))
    return " ".join(parts) if parts else " ".join(thinking)


def kind_of(entry: Mapping[str, Any]) -> str:
    """An entry's type, or its message role for ``message`` entries."""
    kind = entry.get("type")
    if kind == "message":
        message = entry.get("message")
        role = message.get("role") if isinstance(message, Mapping) else None
        return str(role) if role else "message"
    return str(kind) if kind is not None else "?"


def message_preview(message: Any) -> str:
    if not isinstance(message, Mapping):
        return ""
    role = message.get("role")
    if role == "toolResult":
        return f"{message.get('toolName')}: {content_text(message.get('content'))}"
    if role == "bashExecution":
        output = str(message.get("output") or "").strip().splitlines()
        return f"$ {message.get('command')}" + (f" → {output[0]}" if output else "")
    if role == "custom":
        return f"{message.get('customType')}: {content_text(message.get('content'))}"
    return content_text(message.get("content"))


def preview(entry: Mapping[str, Any]) -> str:
    """One line saying what an entry holds."""
    kind = entry.get("type")
    if kind == "message":
        text = message_preview(entry.get("message"))
    elif kind == "model_change":
        text = f"{entry.get('provider')}/{entry.get('modelId')}"
    elif kind == "thinking_level_change":
        text = str(entry.get("thinkingLevel"))
    elif kind in ("compaction", "branch_summary"):
        text = str(entry.get("summary") or "")
    elif kind == "label":
        label = entry.get("label")
        text = f"{label!r} on {entry.get('targetId')}" if label else f"clear label of {entry.get('targetId')}"
    elif kind == "session_info":
        text = f"name: {entry.get('name')}"
    elif kind == "custom":
        text = str(entry.get("customType")) + (f" {compact(entry['data'])}" if "data" in entry else "")
    elif kind == "custom_message":
        text = f"{entry.get('customType')}: {content_text(entry.get('content'))}"
    else:
        rest = {k: v for k, v in entry.items() if k not in ("type", "id", "parentId", "timestamp")}
        text = compact(rest) if rest else ""
    return one_line(text)
