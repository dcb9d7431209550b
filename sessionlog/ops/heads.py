"""``head``, ``append`` and ``label``: moving heads (with an optional branch summary) and appending.

Rule of this module: one function per verb, each a single unit of work whose compare-and-swap is checked
inside it. ``append_entry`` stamps what Pi stamps (a message's own ``timestamp``, in milliseconds, when
it has none); ``move_head`` with a summarizer is Pi's tree navigation: summarize the branch being left,
then move and append the ``branch_summary`` in one transaction compared with ``expected_head``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..backends.contract import UNSET
from ..core.names import DEFAULT_HEAD
from ..core.summary import Summarizer
from ..store import Store, clock
from ..store.compaction import navigate


def stamp_message(entry: dict[str, Any]) -> dict[str, Any]:
    """Give a ``message`` entry's message a ``timestamp`` (``Date.now()``, as Pi does) when it has none."""
    message = entry.get("message")
    if entry.get("type") == "message" and isinstance(message, dict) and "timestamp" not in message:
        message["timestamp"] = clock.now_ms()
    return entry


def append_entry(store: Store, session_id: str, entry: Mapping[str, Any], *, head: str = DEFAULT_HEAD,
                 expected_head: Any = UNSET, branch: bool = False) -> dict[str, Any]:
    """Append one entry (its message stamped) after ``head``; the stored entry."""
    return store.append(session_id, stamp_message(dict(entry)), head=head, expected_head=expected_head, branch=branch)


def label(store: Store, session_id: str, entry_id: str, text: str | None, *, head: str = DEFAULT_HEAD) -> dict[str, Any]:
    """Label ``entry_id`` with ``text`` (None clears it) by appending a Pi ``label`` entry after ``head``."""
    return store.session(session_id).append_label(entry_id, text, head=head)


def move_head(store: Store, session_id: str, target: str | None, *, name: str = DEFAULT_HEAD,
              expected_head: Any = UNSET, summarizer: str | Summarizer | None = None,
              instructions: str | None = None) -> str | None:
    """Move head ``name`` to ``target`` (None: empty it); with a ``summarizer``, as Pi's tree navigation
    with a summary of the branch being left. Returns where the head points after."""
    if summarizer is None:
        store.move_head(session_id, target, name=name, expected_head=expected_head)
    else:
        if isinstance(summarizer, str):
            from ..summarizers import get_summarizer

            summarizer = get_summarizer(summarizer)
        navigate(store, session_id, target, summarizer=summarizer, custom_instructions=instructions,  # type: ignore[arg-type]
                 head=name, expected_head=expected_head)
    return store.head(session_id, name)
