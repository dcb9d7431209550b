"""The searchable text of an entry: what full-text search indexes (docs/history-and-search.md).

Rule of this module: pure. Backends that index in Python use ``searchable_text``; the SQLite backend
computes the same text in SQL (``backends/sqlite/migrations.py``, ``_SEARCH_TEXT``), and the contract
tests hold the two to the same hits.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def _content_text(content: Any) -> str | None:
    """A Pi ``content``'s text: a string, or the text and thinking blocks of an array, one per line."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return None
    parts = []
    for block in content:
        if not isinstance(block, Mapping):
            continue
        if block.get("type") == "text" and isinstance(block.get("text"), str):
            parts.append(block["text"])
        elif block.get("type") == "thinking" and isinstance(block.get("thinking"), str):
            parts.append(block["thinking"])
    return "\n".join(parts) if parts else None


def searchable_text(payload: Mapping[str, Any]) -> str:
    """The indexed text of an entry payload ("" when it has none)."""
    kind = payload.get("type")
    text: Any = None
    if kind == "message":
        message = payload.get("message")
        if isinstance(message, Mapping):
            role = message.get("role")
            if role == "bashExecution":
                command, output = message.get("command"), message.get("output")
                text = ((command if isinstance(command, str) else "") + "\n"
                        + (output if isinstance(output, str) else "")).strip("\n")
            elif role in ("branchSummary", "compactionSummary"):
                text = message.get("summary")
            else:
                text = _content_text(message.get("content"))
    elif kind == "custom_message":
        text = _content_text(payload.get("content"))
    elif kind in ("compaction", "branch_summary"):
        text = payload.get("summary")
    return text if isinstance(text, str) else ""
