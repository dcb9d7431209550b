"""A pydantic-ai agent's message history kept on a sessionlog session.

Rule: ``append_messages(store, session_id, result.new_messages())`` stores each ``ModelMessage`` of a run
as one ``custom_message`` entry (``customType`` ``pydantic_ai.message``, the message in ``details`` as
``ModelMessagesTypeAdapter`` dumps it to JSON, a readable rendering in ``content``), after the
session's head, in one transaction; the session is created by the first call. ``load_message_history``
reads the messages on the path from the root to the head (or any entry) back through
``ModelMessagesTypeAdapter``, ready for ``agent.run(..., message_history=...)``. Other entries on the
path are skipped.

Boundary: the store is used through its public API only; nothing is imported from pydantic-ai until
this module is.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

try:
    from pydantic_ai.messages import ModelMessage, ModelMessagesTypeAdapter
except ImportError as e:  # pragma: no cover - exercised by a test that hides the library
    raise ImportError(
        "sessionlog.integrations.pydantic_ai needs pydantic-ai (pydantic-ai-slim 2.68): "
        f"install it with  pip install 'sessionlog[pydantic-ai]'  ({e})"
    ) from e

from ..core.errors import IdConflictError, NotFoundError
from ..store import UNSET, Store, clock

__all__ = ["MESSAGE_TYPE", "append_messages", "load_message_history", "render_message"]

MESSAGE_TYPE = "pydantic_ai.message"
"""The ``customType`` of the ``custom_message`` entries that hold pydantic-ai messages."""
RENDER_LIMIT = 2000


def render_message(data: dict[str, Any]) -> str:
    """One line per part: ``user: …``, ``assistant: …``, ``call name({...})``, ``result name: …``."""
    lines = []
    for part in data.get("parts") or []:
        kind = part.get("part_kind")
        if kind == "user-prompt":
            content = part.get("content")
            lines.append(f"user: {content}" if isinstance(content, str) else f"user: {content!r}")
        elif kind == "system-prompt":
            lines.append(f"system: {part.get('content')}")
        elif kind == "text":
            lines.append(f"assistant: {part.get('content')}")
        elif kind == "thinking":
            lines.append(f"thinking: {part.get('content')}")
        elif kind == "tool-call":
            lines.append(f"call {part.get('tool_name')}({part.get('args')}) [{part.get('tool_call_id')}]")
        elif kind == "tool-return":
            lines.append(f"result {part.get('tool_name')} [{part.get('tool_call_id')}]: {part.get('content')}")
        elif kind == "retry-prompt":
            lines.append(f"retry: {part.get('content')}")
        else:
            lines.append(str(kind))
    text = "\n".join(lines) or str(data.get("kind"))
    return text if len(text) <= RENDER_LIMIT else f"{text[:RENDER_LIMIT]}… [{len(text) - RENDER_LIMIT} more characters]"


def append_messages(store: Store, session_id: str, messages: Sequence[ModelMessage], *, cwd: str | None = None,
                    expected_head: Any = UNSET) -> list[dict[str, Any]]:
    """Append ``messages`` (e.g. ``result.new_messages()``) after the head in one transaction; returns
    the stored entries. Creates the session (header ``cwd``: ``cwd``, else the working directory) when it
    does not exist. ``expected_head`` makes it a compare-and-swap (``HeadConflictError`` if it moved)."""
    if not messages:
        return []
    dumped = ModelMessagesTypeAdapter.dump_python(list(messages), mode="json")
    entries = [{"type": "custom_message", "id": clock.client_entry_id(), "customType": MESSAGE_TYPE,
                "content": render_message(data), "display": True, "details": data} for data in dumped]
    try:
        store.header(session_id)
    except NotFoundError:
        try:
            store.create_session(session_id=session_id, cwd=cwd if cwd is not None else os.getcwd())
        except IdConflictError:  # created meanwhile by another writer
            pass
    return store.append_many(session_id, entries, expected_head=expected_head)


def load_message_history(store: Store, session_id: str, leaf: str | None = UNSET) -> list[ModelMessage]:
    """The messages on the path to ``leaf`` (default: the session's head), oldest first; ``[]`` for a
    session that does not exist yet or an empty head."""
    if leaf is UNSET:
        try:
            leaf = store.head(session_id)
        except NotFoundError:
            return []
    if leaf is None:
        return []
    data = [e["details"] for e in store.path_to(session_id, leaf)
            if e.get("type") == "custom_message" and e.get("customType") == MESSAGE_TYPE]
    return ModelMessagesTypeAdapter.validate_python(data)
