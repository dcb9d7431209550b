"""Compaction planning: Pi 0.73.1's cut points and ``prepareCompaction``, as a frozen plan.

Rule of this module: pure functions over a root-first *path* of Pi JSON entries (indices refer to that
path). ``find_cut_point`` and ``find_turn_start`` are Pi's ``findCutPoint`` / ``findTurnStartIndex``
(reference §7); ``plan_compaction(path, settings)`` is Pi's ``prepareCompaction`` (§8, the post-0.63
boundary: the span starts at the previous compaction's first kept entry) returning a
``CompactionPlan``, or None where Pi returns ``undefined`` (the path ends in a compaction, or is empty).

Two departures, each switched off by ``pi_compat=True`` (docs/compatibility.md):

* **pairing-safe cut** (Pi #4570, #6832): a cut that would keep a tool result whose tool call is
  summarized away moves back to an earlier cut point, checked against the rebuilt context;
* **token accounting**: ``tokensBefore`` uses ``tokens.context_size`` (all-zero usage unknown, usage
  from before the latest compaction ignored) instead of Pi's reading.

Nothing here summarizes or stores: ``CompactionPlan.to_request`` builds the ``SummaryRequest`` a
summarizer gets; ``Store.apply_compaction`` appends the entry.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence  # isinstance against typing's aliases is ~5x slower
from typing import Any

import msgspec

from .codec import MISSING
from .jsvalues import js_date_ms, js_truthy
from .errors import InvalidInputError
from .summary import SummaryRequest
from .tokens import DEFAULT_KEEP_RECENT_TOKENS, DEFAULT_RESERVE_TOKENS, context_size, estimate_tokens
from .view import emit

Entry = Mapping[str, Any]

ALREADY_COMPACTED = "Already compacted"
NOTHING_TO_COMPACT = "Nothing to compact (session too small)"
_CUT_ROLES = frozenset({"bashExecution", "custom", "branchSummary", "compactionSummary", "user", "assistant"})


NOTHING_TO_SUMMARIZE = "Nothing to summarize (every message is in the kept part)"


class NothingToCompactError(InvalidInputError):
    """A hard checkpoint would cover nothing. (Before 0.1.0's issue 17 it was also raised when there was
    no plan; ``Session.compact`` and ``ops.compaction.compact`` now return that as their answer instead,
    and the name stays importable.)"""


class CompactionSettings(msgspec.Struct, frozen=True, kw_only=True):
    """Pi's ``CompactionSettings`` (``DEFAULT_COMPACTION_SETTINGS``)."""

    enabled: bool = True
    reserve_tokens: int = DEFAULT_RESERVE_TOKENS
    keep_recent_tokens: int = DEFAULT_KEEP_RECENT_TOKENS


class CutPoint(msgspec.Struct, frozen=True):
    """Pi's ``CutPointResult``; ``turn_start_index`` is None where Pi says -1."""

    first_kept_entry_index: int
    turn_start_index: int | None
    is_split_turn: bool


class CompactionPlan(msgspec.Struct, frozen=True, kw_only=True):
    """What a compaction will summarize and keep (Pi's ``CompactionPreparation``).

    ``checkpoint``: a hard checkpoint; nothing is kept, and the entry's ``firstKeptEntryId`` is its own
    id (``first_kept_entry_id`` is then empty until the store assigns that id).
    """

    first_kept_entry_id: str
    is_split_turn: bool
    tokens_before: int
    previous_summary: str | None
    messages_to_summarize: list[dict[str, Any]]
    turn_prefix_messages: list[dict[str, Any]]
    read_files: list[str]
    modified_files: list[str]
    settings: CompactionSettings = CompactionSettings()
    checkpoint: bool = False

    @property
    def summarizes_nothing(self) -> bool:
        """Whether the plan would summarize no message at all (Pi would still ask for a summary of
        nothing, which comes back all "(none)"): then there is nothing to compact."""
        return not self.messages_to_summarize and not self.turn_prefix_messages

    def to_pi(self) -> dict[str, Any]:
        """The ``compact --dry-run --json`` document (Pi's preparation, file lists computed)."""
        out = {
            "firstKeptEntryId": self.first_kept_entry_id if not self.checkpoint else None,
            "isSplitTurn": self.is_split_turn,
            "tokensBefore": self.tokens_before,
            "previousSummary": self.previous_summary,
            "messagesToSummarize": self.messages_to_summarize,
            "turnPrefixMessages": self.turn_prefix_messages,
            "readFiles": self.read_files,
            "modifiedFiles": self.modified_files,
        }
        if self.checkpoint:
            out["checkpoint"] = True
        return out

    def to_request(self, custom_instructions: str | None = None, workspace_rules: str | None = None) -> SummaryRequest:
        return SummaryRequest.build(
            kind="compaction",
            messages=list(self.messages_to_summarize),
            turn_prefix_messages=list(self.turn_prefix_messages),
            previous_summary=self.previous_summary,
            read_files=list(self.read_files),
            modified_files=list(self.modified_files),
            custom_instructions=custom_instructions,
            workspace_rules=workspace_rules,
            reserve_tokens=self.settings.reserve_tokens,
        )


# ---------------------------------------------------------------- cut points
def _type(entry: Entry) -> Any:
    return entry.get("type")


def _role(entry: Entry) -> str | None:
    """The message's role; None for no message or a role that is not a string (an imported entry may
    hold any JSON there: it is kept with a warning)."""
    message = entry.get("message")
    role = message.get("role") if isinstance(message, Mapping) else None
    return role if isinstance(role, str) else None


def find_valid_cut_points(path: Sequence[Entry], start: int, end: int) -> list[int]:
    """Indices in ``[start, end)`` where a kept span may begin (never a tool result)."""
    out = []
    for i in range(start, end):
        kind = _type(path[i])
        if (kind == "message" and _role(path[i]) in _CUT_ROLES) or kind in ("branch_summary", "custom_message"):
            out.append(i)
    return out


def find_turn_start(path: Sequence[Entry], entry_index: int, start_index: int) -> int | None:
    """Pi's ``findTurnStartIndex``: the user/bash message, branch summary or custom message at or before
    ``entry_index`` (down to ``start_index``) that starts its turn; None where Pi returns -1."""
    for i in range(entry_index, start_index - 1, -1):
        kind = _type(path[i])
        if kind in ("branch_summary", "custom_message"):
            return i
        if kind == "message" and _role(path[i]) in ("user", "bashExecution"):
            return i
    return None


def _finish(path: Sequence[Entry], cut: int, start: int) -> CutPoint:
    """Steps 4–5 of ``findCutPoint``: take preceding non-message entries along; detect a split turn."""
    while cut > start:
        previous = _type(path[cut - 1])
        if previous in ("compaction", "message"):
            break
        cut -= 1
    if _type(path[cut]) == "message" and _role(path[cut]) == "user":
        return CutPoint(cut, None, False)
    turn_start = find_turn_start(path, cut, start)
    return CutPoint(cut, turn_start, turn_start is not None)


def find_cut_point(path: Sequence[Entry], start: int, end: int, keep_recent_tokens: int, *,
                   pairing_safe: bool = False) -> CutPoint:
    """Pi's ``findCutPoint``: keep about ``keep_recent_tokens`` of the newest messages in ``[start, end)``.

    With ``pairing_safe`` the cut moves back to earlier cut points while it would keep a tool result
    whose tool call is summarized away (Pi #4570, #6832).
    """
    cut_points = find_valid_cut_points(path, start, end)
    if not cut_points:
        return CutPoint(start, None, False)
    cut = cut_points[0]
    accumulated = 0
    for i in range(end - 1, start - 1, -1):
        if _type(path[i]) != "message":
            continue
        message = path[i].get("message")
        accumulated += estimate_tokens(message) if isinstance(message, Mapping) else 0
        if accumulated >= keep_recent_tokens:
            cut = next((c for c in cut_points if c >= i), cut)
            break
    result = _finish(path, cut, start)
    if not pairing_safe:
        return result
    for candidate in [c for c in reversed(cut_points) if c <= cut]:
        result = _finish(path, candidate, start)
        if not orphaned_tool_results(path, start, result.first_kept_entry_index, end):
            return result
    return _finish(path, cut_points[0], start)


def _tool_call_ids(message: Any) -> set[str]:
    if not isinstance(message, Mapping) or message.get("role") != "assistant" or not isinstance(message.get("content"), list):
        return set()
    return {b.get("id") for b in message["content"]
            if isinstance(b, Mapping) and b.get("type") == "toolCall" and isinstance(b.get("id"), str)}


def orphaned_tool_results(path: Sequence[Entry], start: int, cut: int, end: int) -> list[str]:
    """Tool-call ids of tool results the rebuilt context would keep (``[cut, end)``) while their call
    is summarized away (``[start, cut)``)."""
    summarized: set[str] = set()
    for entry in path[start:cut]:
        if _type(entry) == "message":
            summarized |= _tool_call_ids(entry.get("message"))
    kept_calls: set[str] = set()
    orphans = []
    for entry in path[cut:end]:
        if _type(entry) != "message":
            continue
        message = entry.get("message")
        kept_calls |= _tool_call_ids(message)
        if isinstance(message, Mapping) and message.get("role") == "toolResult":
            call_id = message.get("toolCallId")
            if call_id in summarized and call_id not in kept_calls:
                orphans.append(call_id)
    return orphans


# ---------------------------------------------------------------- entry -> message (compaction variant)
def message_for_compaction(entry: Entry) -> dict[str, Any] | None:
    """Pi's ``getMessageFromEntryForCompaction``: messages (tool results too), custom messages, branch
    summaries even when empty; compactions and everything else contribute nothing."""
    kind = _type(entry)
    if kind == "branch_summary":
        out = {"role": "branchSummary", "summary": entry.get("summary", MISSING), "fromId": entry.get("fromId", MISSING),
               "timestamp": js_date_ms(entry.get("timestamp", MISSING))}
        return {k: v for k, v in out.items() if v is not MISSING}
    if kind in ("message", "custom_message"):
        return emit(entry)
    return None


def _messages(path: Sequence[Entry], start: int, stop: int) -> list[dict[str, Any]]:
    out = []
    for entry in path[start:stop]:
        message = message_for_compaction(entry)
        if message is not None:
            out.append(message)
    return out


# ---------------------------------------------------------------- file operations
class FileOps(msgspec.Struct):
    """Pi's ``FileOperations``: paths read, written and edited."""

    read: set[str] = msgspec.field(default_factory=set)
    written: set[str] = msgspec.field(default_factory=set)
    edited: set[str] = msgspec.field(default_factory=set)

    def add_message(self, message: Any) -> None:
        """Pi's ``extractFileOpsFromMessage``: ``read``/``write``/``edit`` tool calls with a string path."""
        if not isinstance(message, Mapping) or message.get("role") != "assistant":
            return
        content = message.get("content")
        for block in content if isinstance(content, list) else ():
            if not isinstance(block, Mapping) or block.get("type") != "toolCall" or "name" not in block:
                continue
            args = block.get("arguments")
            path = args.get("path") if isinstance(args, Mapping) else None
            if not isinstance(path, str) or not path:
                continue
            target = {"read": self.read, "write": self.written, "edit": self.edited}.get(block["name"])
            if target is not None:
                target.add(path)

    def add_details(self, details: Any) -> None:
        """File lists carried in a Pi-generated compaction or branch summary's ``details``."""
        if not isinstance(details, Mapping):
            return
        for key, target in (("readFiles", self.read), ("modifiedFiles", self.edited)):
            values = details.get(key)
            if isinstance(values, list):
                target.update(v for v in values if isinstance(v, str))

    def lists(self) -> tuple[list[str], list[str]]:
        """Pi's ``computeFileLists``: (read only, modified), each sorted as JavaScript sorts strings."""
        modified = self.edited | self.written
        return sorted(self.read - modified, key=_js_sort_key), sorted(modified, key=_js_sort_key)


def _js_sort_key(text: str) -> bytes:
    return text.encode("utf-16-be", "surrogatepass")  # UTF-16 code unit order, as Array.prototype.sort


# ---------------------------------------------------------------- the plan
def previous_compaction_index(path: Sequence[Entry]) -> int | None:
    return next((i for i in range(len(path) - 1, -1, -1) if _type(path[i]) == "compaction"), None)


def plan_compaction(path: Sequence[Entry], settings: CompactionSettings = CompactionSettings(), *,
                    pi_compat: bool = False, checkpoint: bool = False) -> CompactionPlan | None:
    """Pi's ``prepareCompaction(pathEntries, settings)`` as a plan; None where Pi returns ``undefined``.

    ``checkpoint``: plan a hard checkpoint instead: summarize everything from the boundary to the end
    and keep nothing (raises ``NothingToCompactError`` when that is nothing).
    """
    if not path:
        return None
    if _type(path[-1]) == "compaction":
        return None
    prev_index = previous_compaction_index(path)
    previous_summary: str | None = None
    start = 0
    if prev_index is not None:
        prev = path[prev_index]
        summary = prev.get("summary")
        previous_summary = summary if summary is not None else None
        kept_id = prev.get("firstKeptEntryId", MISSING)
        start = next((i for i, e in enumerate(path) if e.get("id", MISSING) == kept_id), prev_index + 1)
    end = len(path)
    tokens_before = context_size(path, pi_compat=pi_compat).tokens
    if checkpoint:
        cut = CutPoint(end, None, False)
    else:
        cut = find_cut_point(path, start, end, settings.keep_recent_tokens, pairing_safe=not pi_compat)
        if cut.first_kept_entry_index >= end or not js_truthy(path[cut.first_kept_entry_index].get("id", MISSING)):
            return None  # Pi: "session needs migration"
    history_end = cut.turn_start_index if cut.is_split_turn else cut.first_kept_entry_index
    to_summarize = _messages(path, start, history_end)
    prefix = _messages(path, cut.turn_start_index, cut.first_kept_entry_index) if cut.is_split_turn else []
    if checkpoint and not to_summarize:
        raise NothingToCompactError("a hard checkpoint needs something to summarize; there is nothing before the head")
    ops = FileOps()
    if prev_index is not None and not js_truthy(path[prev_index].get("fromHook", MISSING)) \
            and js_truthy(path[prev_index].get("details", MISSING)):
        ops.add_details(path[prev_index]["details"])
    for message in to_summarize + prefix:
        ops.add_message(message)
    read_files, modified_files = ops.lists()
    return CompactionPlan(
        first_kept_entry_id="" if checkpoint else path[cut.first_kept_entry_index]["id"],
        is_split_turn=cut.is_split_turn,
        tokens_before=tokens_before,
        previous_summary=previous_summary,
        messages_to_summarize=to_summarize,
        turn_prefix_messages=prefix,
        read_files=read_files,
        modified_files=modified_files,
        settings=settings,
        checkpoint=checkpoint,
    )


def nothing_to_compact_reason(path: Sequence[Entry], plan: CompactionPlan | None = None) -> str:
    """Why there is nothing to compact: Pi's message when ``plan_compaction`` returns None for ``path``,
    or ``NOTHING_TO_SUMMARIZE`` for a ``plan`` that summarizes nothing."""
    if plan is not None and plan.summarizes_nothing:
        return NOTHING_TO_SUMMARIZE
    return ALREADY_COMPACTED if path and _type(path[-1]) == "compaction" else NOTHING_TO_COMPACT


def find_work(plan: CompactionPlan | None) -> CompactionPlan | None:
    """``plan`` when committing it would summarize something, else None (nothing to compact)."""
    return plan if plan is not None and (plan.checkpoint or not plan.summarizes_nothing) else None
