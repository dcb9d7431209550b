"""Recovery planners: overflow classification, the pre-prompt budget check, the overflow recovery
order and the memory-flush trigger.

Rule of this module: pure decisions; the caller runs the model, the summarizer and the store. Sources:
Pi 0.73.1 ``isContextOverflow`` (``@mariozechner/pi-ai`` ``utils/overflow``; reference §11.5) and
OpenClaw 5.6 (``openclaw-context.md`` §9, §10):

* ``is_context_overflow(message, context_window)``: an error whose text matches a provider's overflow
  message (throttling and rate limits excluded), a silent overflow (``stop`` with input beyond the
  window), or a ``length`` stop with no output and a full window;
* ``check_prompt_budget``: before a request, whether the context fits, or must be pruned (projection),
  truncated (persistent tool-result truncation) or compacted;
* ``next_recovery_step``: after an overflow, compact (at most 3 times), then truncate oversized tool
  results once, then give up with a readable error;
* ``should_flush_memory``: the pre-compaction memory flush fires at ``window − reserveTokensFloor −
  softThresholdTokens``, once per compaction cycle (the cycle is the latest compaction on the path;
  the store records a flush as a ``memory-flush`` annotation).
"""

from __future__ import annotations

import re
from typing import Any, Collection, Literal, Mapping, Sequence

import msgspec

from .tokens import estimate_tokens

# ---------------------------------------------------------------- overflow classification
OVERFLOW_PATTERNS = tuple(re.compile(p, re.IGNORECASE) for p in (
    r"prompt is too long",  # Anthropic
    r"request_too_large",  # Anthropic, HTTP 413
    r"input is too long for requested model",  # Amazon Bedrock
    r"exceeds the context window",  # OpenAI
    r"input token count.*exceeds the maximum",  # Google Gemini
    r"maximum prompt length is \d+",  # xAI
    r"reduce the length of the messages",  # Groq
    r"maximum context length is \d+ tokens",  # OpenRouter
    r"exceeds the limit of \d+",  # GitHub Copilot
    r"exceeds the available context size",  # llama.cpp
    r"greater than the context length",  # LM Studio
    r"context window exceeds limit",  # MiniMax
    r"exceeded model token limit",  # Kimi
    r"too large for model with \d+ maximum context length",  # Mistral
    r"model_context_window_exceeded",  # z.ai
    r"prompt too long; exceeded (?:max )?context length",  # Ollama
    r"context[_ ]length[_ ]exceeded",
    r"too many tokens",
    r"token limit exceeded",
    r"^4(?:00|13)\s*(?:status code)?\s*\(no body\)",  # Cerebras
    r"^(?:Preemptive )?context overflow:",  # OpenClaw's own precheck and context guard
))
NON_OVERFLOW_PATTERNS = tuple(re.compile(p, re.IGNORECASE) for p in (
    r"^(?:Throttling error|Service unavailable):",
    r"ThrottlingException",  # Bedrock's raw text ("Too many tokens, please wait"); Pi only knows its formatted form
    r"rate limit",
    r"too many requests",
))

ErrorKind = Literal["context_overflow", "throttling", "other"]


def classify_error_text(text: str | None) -> ErrorKind:
    """What a provider error message says: a context overflow, throttling (retry later), or other."""
    if not text:
        return "other"
    if any(p.search(text) for p in NON_OVERFLOW_PATTERNS):
        return "throttling"
    if any(p.search(text) for p in OVERFLOW_PATTERNS):
        return "context_overflow"
    return "other"


def _num(usage: Mapping[str, Any], key: str) -> float:
    value = usage.get(key, 0)
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else 0


def is_context_overflow(message: Mapping[str, Any], context_window: int | None = None) -> bool:
    """Pi's ``isContextOverflow(message, contextWindow)`` for an assistant message."""
    stop = message.get("stopReason")
    error = message.get("errorMessage")
    if stop == "error" and isinstance(error, str) and classify_error_text(error) == "context_overflow":
        return True
    usage = message.get("usage")
    if not context_window or not isinstance(usage, Mapping):
        return False
    prompt = _num(usage, "input") + _num(usage, "cacheRead")
    if stop == "stop" and prompt > context_window:
        return True  # silent overflow: the provider accepted and truncated
    return stop == "length" and _num(usage, "output") == 0 and prompt >= context_window * 0.99


# ---------------------------------------------------------------- pre-prompt budget
SAFETY_MARGIN = 1.2
RESERVE_TOKENS_FLOOR = 20000
MIN_PROMPT_BUDGET_TOKENS = 8000
MIN_PROMPT_BUDGET_RATIO = 0.5
CHARS_PER_TOKEN = 4
TRUNCATION_SLACK_TOKENS = 512

Route = Literal["fit", "prune", "truncate", "compact"]


class BudgetCheck(msgspec.Struct, frozen=True, kw_only=True):
    """The pre-prompt check. ``route``: ``fit`` (send as is), ``prune`` (a projection that drops old
    tool output is enough), ``truncate`` (persistent truncation of oversized tool results is enough),
    ``compact`` (neither is; ``then_truncate`` when truncation should follow the compaction)."""

    route: Route
    estimated_tokens: int
    budget_tokens: int
    overflow_tokens: int
    then_truncate: bool = False


def effective_reserve(context_window: int, reserve_tokens: int, floor: int = RESERVE_TOKENS_FLOOR) -> int:
    """The reserve raised to ``floor``, but never so far that the prompt budget drops below
    ``min(8000, 50 % of the window)`` (OpenClaw §10.1)."""
    min_budget = min(MIN_PROMPT_BUDGET_TOKENS, int(context_window * MIN_PROMPT_BUDGET_RATIO))
    raised = min(floor, max(0, context_window - min_budget))
    return max(reserve_tokens, raised)


def _enough(reducible_chars: int, overflow_chars: int) -> bool:
    return reducible_chars >= max(overflow_chars + TRUNCATION_SLACK_TOKENS * CHARS_PER_TOKEN, 1.5 * overflow_chars)


def check_prompt_budget(messages: Sequence[Mapping[str, Any]], *, context_window: int, reserve_tokens: int = 16384,
                        reserve_floor: int = RESERVE_TOKENS_FLOOR, system_prompt_tokens: int = 0,
                        prompt_tokens: int = 0, prunable_chars: int = 0, truncatable_chars: int = 0) -> BudgetCheck:
    """Route a request before it is sent (OpenClaw's ``shouldPreemptivelyCompactBeforePrompt``, with
    projection-level pruning tried before persistent truncation).

    ``prunable_chars``: what in-memory pruning of old tool results could remove; ``truncatable_chars``:
    what persistent truncation of oversized tool results could remove.
    """
    raw = sum(estimate_tokens(m) for m in messages) + system_prompt_tokens + prompt_tokens
    estimate = -(-raw * 12 // 10)  # × SAFETY_MARGIN, rounded up
    budget = context_window - effective_reserve(context_window, reserve_tokens, reserve_floor)
    overflow = estimate - budget
    if overflow <= 0:
        return BudgetCheck(route="fit", estimated_tokens=estimate, budget_tokens=budget, overflow_tokens=0)
    chars = overflow * CHARS_PER_TOKEN
    common = {"estimated_tokens": estimate, "budget_tokens": budget, "overflow_tokens": overflow}
    if _enough(prunable_chars, chars):
        return BudgetCheck(route="prune", **common)
    if _enough(truncatable_chars, chars):
        return BudgetCheck(route="truncate", **common)
    return BudgetCheck(route="compact", then_truncate=truncatable_chars > 0, **common)


# ---------------------------------------------------------------- overflow recovery order
MAX_OVERFLOW_COMPACTION_ATTEMPTS = 3
OVERFLOW_GIVE_UP = ("Context overflow: prompt too large for the model. Try /reset (or /new) to start a fresh "
                    "session, or use a larger-context model.")


class RecoveryState(msgspec.Struct, frozen=True, kw_only=True):
    """What overflow recovery has tried for one request."""

    compaction_attempts: int = 0
    truncation_attempted: bool = False


class RecoveryStep(msgspec.Struct, frozen=True, kw_only=True):
    """The next thing to do: ``retry`` (a compaction already happened in this attempt), ``compact``,
    ``truncate`` (persistently, oversized tool results), or ``fail`` with ``message``/``error_kind``."""

    action: Literal["retry", "compact", "truncate", "fail"]
    state: RecoveryState
    message: str | None = None
    error_kind: Literal["context_overflow", "compaction_failure"] | None = None


def next_recovery_step(state: RecoveryState, *, already_compacted: bool = False, compaction_failed: bool = False,
                       has_oversized_tool_results: bool = False,
                       max_compactions: int = MAX_OVERFLOW_COMPACTION_ATTEMPTS) -> RecoveryStep:
    """OpenClaw's overflow recovery loop (§10.3): compact (at most ``max_compactions`` times) → truncate
    oversized tool results once → a readable error. The returned ``state`` is the one to pass next."""
    attempts = state.compaction_attempts
    if already_compacted and attempts < max_compactions:
        return RecoveryStep(action="retry", state=RecoveryState(compaction_attempts=attempts + 1,
                                                                 truncation_attempted=state.truncation_attempted))
    if not compaction_failed and attempts < max_compactions:
        return RecoveryStep(action="compact", state=RecoveryState(compaction_attempts=attempts + 1,
                                                                   truncation_attempted=state.truncation_attempted))
    if not state.truncation_attempted and has_oversized_tool_results:
        return RecoveryStep(action="truncate", state=RecoveryState(compaction_attempts=attempts,
                                                                    truncation_attempted=True))
    return RecoveryStep(action="fail", state=state, message=OVERFLOW_GIVE_UP,
                        error_kind="compaction_failure" if compaction_failed else "context_overflow")


# ---------------------------------------------------------------- memory flush
DEFAULT_MEMORY_CONTEXT_WINDOW = 200000


class MemoryFlushSettings(msgspec.Struct, frozen=True, kw_only=True):
    enabled: bool = True
    reserve_tokens_floor: int = RESERVE_TOKENS_FLOOR
    soft_threshold_tokens: int = 4000


def memory_flush_threshold(context_window: int | None, settings: MemoryFlushSettings = MemoryFlushSettings()) -> int:
    """``window − reserveTokensFloor − softThresholdTokens`` (window 200000 when unknown)."""
    window = context_window or DEFAULT_MEMORY_CONTEXT_WINDOW
    return window - settings.reserve_tokens_floor - settings.soft_threshold_tokens


def compaction_cycle(path: Sequence[Mapping[str, Any]]) -> str | None:
    """The compaction cycle a path is in: the id of its latest compaction (None before any)."""
    return next((e.get("id") for e in reversed(path) if e.get("type") == "compaction"), None)


def should_flush_memory(tokens: int | None, *, context_window: int | None, cycle: str | None,
                        flushed_cycles: Collection[str | None],
                        settings: MemoryFlushSettings = MemoryFlushSettings()) -> bool:
    """Whether to run the pre-compaction memory flush: a known positive size at or past the threshold,
    and no flush recorded yet for this compaction cycle."""
    if not settings.enabled or not tokens or tokens <= 0:
        return False
    threshold = memory_flush_threshold(context_window, settings)
    return threshold > 0 and tokens >= threshold and cycle not in flushed_cycles
