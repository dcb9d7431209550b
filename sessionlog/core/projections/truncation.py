"""Tool-result truncation (OpenClaw ``tool-result-truncation.ts``, 4.15/5.6 rules).

Rule of this module: text blocks of ``toolResult`` messages are cut to a per-result cap
``min(floor(window x 0.3) x 4, hard_cap)`` (hard cap 16000 by default, 400000 as in 2.x-3.x).

* ``truncate_tool_result_text``: unchanged when it fits. Otherwise, when ``has_important_tail`` and the
  budget allows, head + ``MIDDLE_OMISSION_MARKER`` + tail, else head only; cuts prefer a newline
  (head: the last one beyond 80 % of the budget; tail: the first one within 20 % of its window).
  ``\\n\\n[... N more characters truncated]`` follows, N the exact number of characters of the original
  output left out (for a text cut before, the earlier notice's count included), and the kept text
  shrinks until the whole is within the cap. Floor: when the cap is shorter than the
  notice itself, the result is the notice alone.
* ``truncate_tool_result_message``: text blocks get proportional budgets
  ``floor(cap x len / total)``, each floored at ``min_keep + notice length`` (``block_floor``); the
  shortfall of floored blocks is taken from the others (as 9.x redistributes), so the result is within
  the cap whenever the floors allow it, and a second pass changes nothing. Images and other blocks are
  untouched; a result within the cap is returned as the same object.
* ``plan_tool_result_truncation``: the persistent-truncation plan (oversized phase with floor 0, then the
  aggregate phase, newest first, down to the aggregate budget; a result shrunk by both phases is cut once,
  from its original, so its notice counts exactly).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from .estimate import tool_result_text_length
from .settings import MIN_KEEP_CHARS

MAX_TOOL_RESULT_CONTEXT_SHARE = 0.3
MIDDLE_OMISSION_MARKER = "\n\n⚠️ [... middle content omitted — showing head and tail ...]\n\n"
NOTICE_SEPARATOR = "\n\n"
TAIL_WINDOW = 2000
_IMPORTANT_WORDS = re.compile(r"\b(error|exception|failed|fatal|traceback|panic|stack trace|errno|exit code)\b")
_JSON_END = re.compile(r"\}\s*$")
_SUMMARY_WORDS = re.compile(r"\b(total|summary|result|complete|finished|done)\b")


def format_context_limit_truncation_notice(omitted: float) -> str:
    """``formatContextLimitTruncationNotice``: ``[... <max(1, floor(n))> more characters truncated]``."""
    return f"[... {max(1, math.floor(omitted))} more characters truncated]"


def calculate_max_tool_result_chars(context_window: int, hard_cap: int) -> int:
    """``min(floor(window x 0.3) x 4, hard_cap)``."""
    return min(math.floor(context_window * MAX_TOOL_RESULT_CONTEXT_SHARE) * 4, hard_cap)


def has_important_tail(text: str) -> bool:
    """The last 2000 chars, lower-cased, mention an error, end like JSON, or mention a summary."""
    tail = text[-TAIL_WINDOW:].lower()
    return bool(_IMPORTANT_WORDS.search(tail) or _JSON_END.search(tail.strip()) or _SUMMARY_WORDS.search(tail))


def _cut_head(text: str, budget: int) -> str:
    nl = text.rfind("\n", 0, budget)
    return text[:nl] if nl > budget * 0.8 else text[:budget]


def _keep(text: str, budget: int, min_keep: int) -> tuple[str, int, int]:
    """(kept text with the marker if any, the head's length, where the kept tail starts: ``len(text)``
    when there is no tail)."""
    n = len(text)
    if has_important_tail(text) and budget > 2 * min_keep:
        tail_budget = min(math.floor(budget * 0.3), 4000)
        head_budget = budget - tail_budget - len(MIDDLE_OMISSION_MARKER)
        if head_budget > min_keep:
            head = _cut_head(text, head_budget)
            start = n - tail_budget
            nl = text.find("\n", start)
            if nl != -1 and nl - start < tail_budget * 0.2:
                start = nl + 1
            return head + MIDDLE_OMISSION_MARKER + text[start:], len(head), start
    head = _cut_head(text, max(0, budget))
    return head, len(head), n


_PREVIOUS_NOTICE = re.compile(NOTICE_SEPARATOR + r"\[\.\.\. (\d+) more characters truncated\]\Z")


class _Source:
    """Text to cut, as a cut of the original output: a text that ends in the notice was truncated
    before (by a rewrite, say), so its ``base`` (the text before the notice) holds only part of the
    original, ``prior`` characters are already left out, and the middle-omission marker in it (at
    ``marker``, if any) is not original text. Counting against this keeps the notice exact when a
    result is cut again: it always says how many characters of the original output are not shown."""

    def __init__(self, text: str) -> None:
        found = _PREVIOUS_NOTICE.search(text)
        self.base = text[:found.start()] if found else text
        self.prior = int(found.group(1)) if found else 0
        at = self.base.find(MIDDLE_OMISSION_MARKER) if found else -1
        self.marker = at if at >= 0 else None
        self.original = len(self.base) - (len(MIDDLE_OMISSION_MARKER) if self.marker is not None else 0) + self.prior

    def _marker_in(self, start: int, end: int) -> int:
        if self.marker is None:
            return 0
        return max(0, min(end, self.marker + len(MIDDLE_OMISSION_MARKER)) - max(start, self.marker))

    def kept(self, head: int, tail_start: int) -> int:
        """Characters of the original output in ``base[:head]`` and ``base[tail_start:]``."""
        n = len(self.base)
        return head - self._marker_in(0, head) + (n - tail_start) - self._marker_in(tail_start, n)


def truncate_tool_result_text(text: str, max_chars: int, *, min_keep_chars: int = MIN_KEEP_CHARS) -> str:
    """``truncateToolResultText`` with the 4.15+ bounded notice (see the module docstring). A text cut
    before (it ends in the notice) is cut again from what it kept, and its notice counts every
    character of the original output left out, the earlier cut's included (``_Source``)."""
    n = len(text)
    if n <= max_chars:
        return text
    source = _Source(text)
    total = source.original

    def suffix(omitted: int) -> str:
        return NOTICE_SEPARATOR + format_context_limit_truncation_notice(omitted)

    floor_suffix = len(suffix(total))
    min_keep = max(0, min(min_keep_chars, max_chars - floor_suffix))
    budget = max(min_keep, max_chars - len(suffix(max(1, total - max_chars))))
    while True:
        kept, head, tail_start = _keep(source.base, budget, min_keep)
        out = kept + suffix(total - source.kept(head, tail_start))
        if len(out) <= max_chars or budget <= 0:
            return out if len(out) <= max_chars or kept else format_context_limit_truncation_notice(total)
        budget = max(0, budget - (len(out) - max_chars))


def _text_blocks(content: Any) -> list[int]:
    return [i for i, b in enumerate(content) if isinstance(b, dict) and b.get("type") == "text"]


def block_floor(min_keep_chars: int) -> int:
    """The per-block floor ``min_keep + notice length``, the notice sized for a block of the floor's own
    length (a fixed point), so a block cut to its floor is left alone by a second pass."""
    floor = min_keep_chars + len(NOTICE_SEPARATOR + format_context_limit_truncation_notice(max(1, min_keep_chars)))
    for _ in range(4):
        again = min_keep_chars + len(NOTICE_SEPARATOR + format_context_limit_truncation_notice(floor))
        if again == floor:
            break
        floor = again
    return floor


def block_budgets(lengths: Sequence[int], max_chars: int, min_keep_chars: int = MIN_KEEP_CHARS) -> list[int]:
    """Proportional budgets ``floor(cap x len / total)`` with the per-block floor. A block whose share
    falls under the floor gets the floor (or its whole length when shorter) and the rest of the cap is
    shared again among the others, so the blocks fit the cap whenever the floors allow it."""
    floor = block_floor(min_keep_chars)
    budgets: dict[int, int] = {}
    open_ = [i for i in range(len(lengths))]
    cap = max_chars
    while open_:
        total = sum(lengths[i] for i in open_)
        if total <= cap:
            budgets.update({i: lengths[i] for i in open_})
            break
        fixed = [i for i in open_ if math.floor(cap * lengths[i] / total) < min(lengths[i], floor)]
        if not fixed:
            budgets.update({i: math.floor(cap * lengths[i] / total) for i in open_})
            break
        for i in fixed:
            budgets[i] = min(lengths[i], floor)
            cap = max(0, cap - budgets[i])
        open_ = [i for i in open_ if i not in budgets]
    return [budgets[i] for i in range(len(lengths))]


def truncate_tool_result_message(message: Mapping[str, Any], max_chars: int, *,
                                 min_keep_chars: int = MIN_KEEP_CHARS) -> Mapping[str, Any]:
    """``truncateToolResultMessage``: proportional budgets over the text blocks (module docstring)."""
    total = tool_result_text_length(message)
    if total <= max_chars:
        return message
    content = message.get("content")
    if isinstance(content, str):
        budget = max(max_chars, min(len(content), block_floor(min_keep_chars)))
        return {**message, "content": truncate_tool_result_text(content, budget, min_keep_chars=min_keep_chars)}
    indices = _text_blocks(content)
    texts = [content[i].get("text") or "" for i in indices]
    new_content = list(content)
    changed = False
    for i, text, budget in zip(indices, texts, block_budgets([len(t) for t in texts], max_chars, min_keep_chars)):
        cut = truncate_tool_result_text(text, budget, min_keep_chars=min_keep_chars)
        if cut != text:
            new_content[i] = {**content[i], "text": cut}
            changed = True
    return {**message, "content": new_content} if changed else message


def truncate_tool_results(messages: list[Any], max_chars: int, *,
                          min_keep_chars: int = MIN_KEEP_CHARS) -> tuple[list[Any], int]:
    """``truncateOversizedToolResultsInMessages``: (messages, truncated count); the same list when none."""
    out = None
    count = 0
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or m.get("role") != "toolResult":
            continue
        content = m.get("content")
        if isinstance(content, list):  # tool_result_text_length inline: most results fit
            total = 0
            for b in content:
                if isinstance(b, dict) and b.get("type") == "text":
                    total += len(b.get("text") or "")
            if total <= max_chars:
                continue
        cut = truncate_tool_result_message(m, max_chars, min_keep_chars=min_keep_chars)
        if cut is not m:
            if out is None:
                out = list(messages)
            out[i] = cut
            count += 1
    return (messages, 0) if out is None else (out, count)


# ---------------------------------------------------------------- persistent truncation plan
class Replacement(msgspec.Struct, frozen=True):
    index: int
    message: dict[str, Any]
    phase: str  # "oversized" | "aggregate"


def plan_tool_result_truncation(messages: Sequence[Any], max_chars: int,
                                aggregate_budget_chars: int | None = None) -> list[Replacement]:
    """``buildToolResultReplacementPlan`` (4.15/5.6). Oversized phase: every result over ``max_chars``
    truncated with floor 0. Aggregate phase: with >= 2 non-empty results whose total text exceeds the
    budget (default ``max(1, max_chars)``), newest first (ties: larger first), each shrunk by up to the
    remaining excess, never below ``min_keep + notice`` (min_keep 0), until the excess is absorbed."""
    current: dict[int, Mapping[str, Any]] = {}
    phases: dict[int, str] = {}
    for i, m in enumerate(messages):
        if isinstance(m, dict) and m.get("role") == "toolResult":
            current[i] = m
            cut = truncate_tool_result_message(m, max_chars, min_keep_chars=0)
            if cut is not m:
                current[i] = cut
                phases[i] = "oversized"
    budget = max(1, max_chars) if aggregate_budget_chars is None else aggregate_budget_chars
    sizes = {i: tool_result_text_length(m) for i, m in current.items()}
    nonempty = [i for i, s in sizes.items() if s > 0]
    excess = sum(sizes.values()) - budget
    if len(nonempty) >= 2 and excess > 0:
        for i in sorted(nonempty, key=lambda j: (-_ts(messages[j], j), -sizes[j], -j)):
            if excess <= 0:
                break
            size = sizes[i]
            floor = len(NOTICE_SEPARATOR + format_context_limit_truncation_notice(tool_result_text_length(messages[i])))
            target = max(size - excess, floor)
            if target >= size:
                continue
            # cut the original result, not the oversized phase's cut of it, so that the notice counts
            # the characters of the original output left out (a cut of a cut would count only the second)
            cut = truncate_tool_result_message(messages[i], target, min_keep_chars=0)
            saved = size - tool_result_text_length(cut)
            if saved > 0:
                current[i] = cut
                phases.setdefault(i, "aggregate")
                excess -= saved
    return [Replacement(index=i, message=dict(current[i]), phase=phases[i]) for i in sorted(phases)]


def _ts(message: Any, index: int) -> float:
    ts = message.get("timestamp") if isinstance(message, dict) else None
    return float(ts) if isinstance(ts, (int, float)) and not isinstance(ts, bool) else float(index)
