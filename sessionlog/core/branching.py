"""Branch summaries: what to summarize when the head leaves a branch, and where the summary goes.

Rule of this module: pure functions over Pi JSON entries, following Pi 0.73.1's
``branch-summarization.ts`` and ``AgentSession.navigateTree`` (reference §10):

* ``collect_entries_for_branch_summary(by_id, old_leaf, target)``: the entries from the old leaf up to
  (not including) the deepest common ancestor with the target, oldest first; compactions included;
* ``prepare_branch_entries(entries, token_budget)``: their messages newest-first under a token budget
  (tool results skipped; a summary that does not fit still goes in below 90 % of the budget), and the
  file lists (``details`` of Pi-generated branch summaries plus read/write/edit tool calls);
* ``branch_position(target)``: where the head lands, and so where the ``branch_summary`` is appended:
  the parent of a user message or custom message (its text goes back to the editor in Pi), else the
  target itself.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import msgspec

from .codec import MISSING
from .jsvalues import js_date_ms, js_truthy
from .compaction import FileOps
from .tokens import estimate_tokens
from .view import emit, summary_message

Entry = Mapping[str, Any]

BRANCH_SUMMARY_PREAMBLE = (
    "The user explored a different conversation branch before returning here.\nSummary of that exploration:\n\n"
)
NO_CONTENT_SUMMARY = "No content to summarize"
DEFAULT_CONTEXT_WINDOW = 128000
DEFAULT_BRANCH_RESERVE_TOKENS = 16384


class BranchCollection(msgspec.Struct, frozen=True):
    entries: list[dict[str, Any]]
    common_ancestor_id: str | None


class BranchEntries(msgspec.Struct, frozen=True):
    """Pi's ``prepareBranchEntries`` result, file operations as Pi's computed lists."""

    messages: list[dict[str, Any]]
    read_files: list[str]
    modified_files: list[str]
    total_tokens: int


def _path_ids(by_id: Mapping[Any, Entry], leaf: Any) -> list[Any]:
    out: list[Any] = []
    seen: set[Any] = set()
    current = by_id.get(leaf) if leaf else None
    while current is not None and current.get("id") not in seen:
        seen.add(current.get("id"))
        out.append(current.get("id"))
        parent = current.get("parentId")
        current = by_id.get(parent) if parent else None
    out.reverse()
    return out


def collect_entries_for_branch_summary(by_id: Mapping[Any, Entry], old_leaf: str | None, target: str) -> BranchCollection:
    """Pi's ``collectEntriesForBranchSummary``; ``by_id`` must hold both paths."""
    if not old_leaf:
        return BranchCollection([], None)
    old_path = set(_path_ids(by_id, old_leaf))
    common = next((i for i in reversed(_path_ids(by_id, target)) if i in old_path), None)
    entries: list[dict[str, Any]] = []
    current = old_leaf
    while current and current != common:
        entry = by_id.get(current)
        if entry is None:
            break
        entries.append(dict(entry))
        current = entry.get("parentId")
    entries.reverse()
    return BranchCollection(entries, common)


def _message_for_branch(entry: Entry) -> dict[str, Any] | None:
    kind = entry.get("type")
    if kind == "message":
        message = entry.get("message", MISSING)
        if message is MISSING or (isinstance(message, Mapping) and message.get("role") == "toolResult"):
            return None
        return message
    if kind == "custom_message":
        return emit(entry)
    if kind == "branch_summary":
        out = {"role": "branchSummary", "summary": entry.get("summary", MISSING), "fromId": entry.get("fromId", MISSING),
               "timestamp": js_date_ms(entry.get("timestamp", MISSING))}
        return {k: v for k, v in out.items() if v is not MISSING}
    if kind == "compaction":
        return summary_message(entry)
    return None


def prepare_branch_entries(entries: Sequence[Entry], token_budget: int = 0) -> BranchEntries:
    """Pi's ``prepareBranchEntries(entries, tokenBudget)`` (0: no budget)."""
    ops = FileOps()
    for entry in entries:
        if entry.get("type") == "branch_summary" and not js_truthy(entry.get("fromHook", MISSING)) \
                and js_truthy(entry.get("details", MISSING)):
            ops.add_details(entry["details"])
    messages: list[dict[str, Any]] = []
    total = 0
    for entry in reversed(entries):
        message = _message_for_branch(entry)
        if message is None:
            continue
        ops.add_message(message)
        tokens = estimate_tokens(message) if isinstance(message, Mapping) else 0
        if token_budget > 0 and total + tokens > token_budget:
            if entry.get("type") in ("compaction", "branch_summary") and total < token_budget * 0.9:
                messages.insert(0, message)
                total += tokens
            break
        messages.insert(0, message)
        total += tokens
    read_files, modified_files = ops.lists()
    return BranchEntries(messages, read_files, modified_files, total)


def branch_position(target: Entry) -> str | None:
    """Where ``navigateTree(target)`` puts the leaf: a user message's or custom message's parent (None:
    before the root), else the target."""
    kind = target.get("type")
    message = target.get("message")
    if (kind == "message" and isinstance(message, Mapping) and message.get("role") == "user") or kind == "custom_message":
        parent = target.get("parentId")
        return parent if isinstance(parent, str) and parent else None
    return target["id"]


def branch_token_budget(context_window: int | None = None, reserve_tokens: int = DEFAULT_BRANCH_RESERVE_TOKENS) -> int:
    """``(model.contextWindow || 128000) - reserveTokens``."""
    return (context_window or DEFAULT_CONTEXT_WINDOW) - reserve_tokens
