"""The context guard before each model call (OpenClaw ``tool-result-context-guard.ts``).

Rule of this module: a pure function returning a new list (the 5.x clone-on-write contract); the
input is never mutated.

Estimate: tool results count text + 8000 per image + other blocks' JSON length + ``details``' JSON
length, weighted x2 (``max(chars, ceil(chars x 4 / 2))``); user and assistant messages as the pruner
counts them; any other role 256.

* ``overflow`` (4.x+, default): a result whose estimate exceeds ``max(1024, floor(window x 2 x 0.5))``
  has its text cut to half that (raw chars; the last newline beyond 70 % of the budget wins) plus the
  ``[... N more characters truncated]`` notice, ``details`` dropped. Then, when the estimate exceeds
  the high-water mark ``max(1024, floor(window x 4 x 0.9))``, the guard reports overflow (OpenClaw
  throws ``Context overflow: ...``) so the caller runs recovery.
* ``compact`` (2.26): a result whose text exceeds ``max(1024, window)`` chars is cut to it with
  ``\\n[truncated: output exceeded context limit]``; then, while the estimate exceeds
  ``max(1024, floor(window x 4 x 0.75))``, tool results are replaced oldest first (skipping those
  estimated at <= 48) by ``[compacted: tool output removed to free context]``, ``details`` removed.
  Overflow is reported when even that is not enough.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

import msgspec

from .estimate import (
    IMAGE_CHARS,
    OTHER_ROLE_CHARS,
    estimate_message_chars,
    estimate_string_chars,
)
from .settings import GuardSettings
from .truncation import NOTICE_SEPARATOR, format_context_limit_truncation_notice

CHARS_PER_TOKEN_ESTIMATE = 4
TOOL_RESULT_CHARS_PER_TOKEN_ESTIMATE = 2
CONTEXT_INPUT_HEADROOM_RATIO = 0.75
SINGLE_TOOL_RESULT_CONTEXT_SHARE = 0.5
PREEMPTIVE_OVERFLOW_RATIO = 0.9
COMPACT_SKIP_CHARS = 48
COMPACTED_PLACEHOLDER = "[compacted: tool output removed to free context]"
LEGACY_TRUNCATION_SUFFIX = "\n[truncated: output exceeded context limit]"
OVERFLOW_MESSAGE = "Context overflow: estimated context size exceeds safe threshold during tool loop."
_encoder = msgspec.json.Encoder()


class GuardOutcome(msgspec.Struct, frozen=True):
    messages: list[Any]
    truncated: int
    compacted: int
    estimate_chars: int
    budget_chars: int
    overflow: bool


def context_budget_chars(window: int) -> int:
    return max(1024, math.floor(window * CHARS_PER_TOKEN_ESTIMATE * CONTEXT_INPUT_HEADROOM_RATIO))


def single_tool_result_cap(window: int) -> int:
    """In estimate units (tool-result text weighted x2)."""
    return max(1024, math.floor(window * TOOL_RESULT_CHARS_PER_TOKEN_ESTIMATE * SINGLE_TOOL_RESULT_CONTEXT_SHARE))


def overflow_threshold_chars(window: int) -> int:
    return max(context_budget_chars(window), math.floor(window * CHARS_PER_TOKEN_ESTIMATE * PREEMPTIVE_OVERFLOW_RATIO))


def _json_len(value: Any) -> int:
    try:
        return len(_encoder.encode(value))
    except (TypeError, ValueError, OverflowError):
        return 0


def is_tool_result(message: Any) -> bool:
    return isinstance(message, dict) and (message.get("role") in ("toolResult", "tool")
                                             or message.get("type") == "toolResult")


def estimate_guard_chars(message: Any, estimate: Callable[[Any], int] = estimate_message_chars) -> int:
    """The guard's per-message estimate (module docstring); ``estimate`` counts user and assistant
    messages (the pruner's estimate, possibly memoised)."""
    if not isinstance(message, dict):
        return OTHER_ROLE_CHARS
    role = message.get("role")
    if not (role == "toolResult" or role == "tool" or message.get("type") == "toolResult"):  # is_tool_result
        return estimate(message) if role == "user" or role == "assistant" else OTHER_ROLE_CHARS
    content = message.get("content")
    chars = 0
    if isinstance(content, str):
        chars = estimate_string_chars(content)
    elif isinstance(content, list):
        for block in content:
            kind = block.get("type") if isinstance(block, dict) else None
            if kind == "text":
                text = block.get("text")
                chars += len(text) if isinstance(text, str) and text.isascii() else estimate_string_chars(text)
            elif kind == "image":
                chars += IMAGE_CHARS
            else:
                chars += _json_len(block)
    if "details" in message:
        chars += _json_len(message["details"])
    return max(chars, math.ceil(chars * CHARS_PER_TOKEN_ESTIMATE / TOOL_RESULT_CHARS_PER_TOKEN_ESTIMATE))


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    return "\n".join(b.get("text") or "" for b in content or () if isinstance(b, dict) and b.get("type") == "text")


def _cut(text: str, budget: int) -> str:
    nl = text.rfind("\n", 0, budget)
    return text[:nl] if nl > budget * 0.7 else text[:budget]


def _with_text(message: Mapping[str, Any], text: str) -> dict[str, Any]:
    """The message with its text replaced (string content stays a string; array content keeps its
    non-text blocks after one text block) and ``details`` dropped."""
    content = message.get("content")
    out = {k: v for k, v in message.items() if k != "details"}
    if isinstance(content, str):
        out["content"] = text
    else:
        rest = [b for b in content or () if not (isinstance(b, dict) and b.get("type") == "text")]
        out["content"] = [{"type": "text", "text": text}, *rest]
    return out


def _cap_modern(message: Mapping[str, Any], raw_budget: int) -> dict[str, Any]:
    text = _text_of(message.get("content"))
    if not text:
        return _with_text(message, format_context_limit_truncation_notice(0))
    if len(text) <= raw_budget:
        return _with_text(message, text)
    n = len(text)
    budget = raw_budget
    while True:
        body = _cut(text, max(0, budget))
        out = body + NOTICE_SEPARATOR + format_context_limit_truncation_notice(n - len(body))
        if len(out) <= raw_budget or budget <= 0:
            return _with_text(message, out if len(out) <= raw_budget or body else
                              format_context_limit_truncation_notice(n))
        budget -= len(out) - raw_budget


def _cap_legacy(message: Mapping[str, Any], cap: int) -> dict[str, Any] | None:
    text = _text_of(message.get("content"))
    if not text:
        return _with_text(message, LEGACY_TRUNCATION_SUFFIX.lstrip("\n"))
    if len(text) <= cap:
        return None
    budget = max(0, cap - len(LEGACY_TRUNCATION_SUFFIX))
    return _with_text(message, _cut(text, budget) + LEGACY_TRUNCATION_SUFFIX)


def guard_context(messages: list[Any], settings: GuardSettings, context_window: int, *,
                  estimate: Callable[[Any], int] = estimate_message_chars) -> GuardOutcome:
    """Apply the guard (module docstring). The same list comes back when nothing needed rewriting."""
    out: list[Any] | None = None
    truncated = compacted = 0
    cap = single_tool_result_cap(context_window)
    legacy_cap = max(1024, context_window)
    sizes: list[int] = []  # estimate_guard_chars of each message of the current list, in one pass
    size_of = sizes.append
    for i, m in enumerate(messages):
        if not isinstance(m, dict):
            size_of(OTHER_ROLE_CHARS)
            continue
        role = m.get("role")
        if not (role == "toolResult" or role == "tool" or m.get("type") == "toolResult"):  # is_tool_result
            size_of(estimate(m) if role == "user" or role == "assistant" else OTHER_ROLE_CHARS)
            continue
        size = estimate_guard_chars(m)
        if settings.mode == "overflow":
            if size <= cap:
                size_of(size)
                continue
            new = _cap_modern(m, cap // 2)
        else:
            text = _text_of(m.get("content"))
            if (text and len(text) <= legacy_cap) or (not text and size <= legacy_cap):
                size_of(size)
                continue
            new = _cap_legacy(m, legacy_cap)
            if new is None:
                size_of(size)
                continue
        if new != m:
            out = list(messages) if out is None else out
            out[i] = new
            truncated += 1
            size = estimate_guard_chars(new)
        size_of(size)
    current = messages if out is None else out
    total = sum(sizes)
    budget = context_budget_chars(context_window) if settings.mode == "compact" else overflow_threshold_chars(context_window)
    if settings.mode == "compact" and total > budget:
        excess = total - budget
        reduced = 0
        for i, m in enumerate(current):
            if reduced >= excess:
                break
            if not is_tool_result(m) or sizes[i] <= COMPACT_SKIP_CHARS:
                continue
            new = _with_text(m, COMPACTED_PLACEHOLDER)
            if isinstance(m.get("content"), list):
                new["content"] = [{"type": "text", "text": COMPACTED_PLACEHOLDER}]
            if new == m:
                continue
            out = list(current) if out is None else out
            current = out
            out[i] = new
            saved = sizes[i] - estimate_guard_chars(new)
            reduced += saved
            total -= saved
            compacted += 1
    return GuardOutcome(messages=current, truncated=truncated, compacted=compacted, estimate_chars=total,
                        budget_chars=budget, overflow=total > budget)
