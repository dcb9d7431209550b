"""The readable line an Agents SDK item gets in its entry's ``content`` (pure; no SDK import).

Rule of this module: pure and total: an item of any shape gets a line (``render_item`` never raises);
``sessionlog view`` shows these lines, the item itself stays verbatim in the entry's ``details``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

RENDER_LIMIT = 2000
"""Characters of an item's readable rendering kept in ``content`` (the item itself is never cut)."""


def render_item(item: Any) -> str:
    """A short human-readable rendering of one Responses-format item, for ``content``; never raises.

    ``user: hi`` / ``assistant: Sunny.`` for messages, ``call get_weather({"city": "Paris"}) [call_1]``
    for a function call, ``result [call_1]: 22C`` for its output, ``reasoning: ...`` with the summary,
    and the item type with its compact JSON for anything else.
    """
    try:
        text = _render(item)
    except Exception:  # a rendering must never block storing the item itself
        text = _compact(item)
    if len(text) > RENDER_LIMIT:
        text = f"{text[:RENDER_LIMIT]}… [{len(text) - RENDER_LIMIT} more characters]"
    return text


def _render(item: Any) -> str:
    if not isinstance(item, Mapping):
        return _compact(item)
    kind, role = item.get("type"), item.get("role")
    if role is not None and kind in (None, "message"):
        return f"{role}: {_content_text(item.get('content'))}"
    if kind in ("function_call", "custom_tool_call"):
        args = item.get("arguments", item.get("input", ""))
        return f"call {item.get('name')}({args if isinstance(args, str) else _compact(args)}) [{item.get('call_id')}]"
    if kind == "function_call_output":
        return f"result [{item.get('call_id')}]: {_content_text(item.get('output'))}"
    if kind == "reasoning":
        summary = " ".join(str(part.get("text", "")) for part in item.get("summary") or [] if isinstance(part, Mapping))
        return f"reasoning: {summary}" if summary else "reasoning"
    if kind == "item_reference":
        return f"item_reference {item.get('id')}"
    if isinstance(kind, str) and kind.endswith("_output") and "call_id" in item:
        return f"{kind} [{item.get('call_id')}]: {_content_text(item.get('output'))}"
    rest = {k: v for k, v in item.items() if k not in ("type", "id", "status")}
    return f"{kind}: {_compact(rest)}" if rest else str(kind)


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return _compact(content)
    parts = []
    for part in content:
        if not isinstance(part, Mapping):
            parts.append(_compact(part))
            continue
        kind = part.get("type")
        if kind in ("input_text", "output_text", "text", "summary_text", "reasoning_text"):
            parts.append(str(part.get("text", "")))
        elif kind == "refusal":
            parts.append(f"[refusal] {part.get('refusal', '')}")
        elif kind == "input_image":
            parts.append("[image]")
        elif kind == "input_file":
            parts.append(f"[file {part.get('filename') or part.get('file_id') or ''}]".replace(" ]", "]"))
        elif kind == "input_audio":
            parts.append("[audio]")
        else:
            parts.append(_compact(part))
    return "\n".join(parts)


def _compact(value: Any) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=repr)
    except (TypeError, ValueError):
        return repr(value)
