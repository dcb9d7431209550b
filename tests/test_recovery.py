"""Recovery planners: the overflow classifier (Pi's isContextOverflow and OpenClaw's own messages), the
pre-prompt budget routes, the recovery order, and the memory-flush trigger (OpenClaw reply-state vectors)."""

from __future__ import annotations

import pytest

from sessionlog.core.recovery import (
    OVERFLOW_GIVE_UP,
    MemoryFlushSettings,
    RecoveryState,
    check_prompt_budget,
    classify_error_text,
    compaction_cycle,
    effective_reserve,
    is_context_overflow,
    memory_flush_threshold,
    next_recovery_step,
    should_flush_memory,
)


def error(text):
    return {"role": "assistant", "content": [], "stopReason": "error", "errorMessage": text,
            "usage": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 0}}


def ok(stop, inp, out, cache_read=0):
    return {"role": "assistant", "content": [], "stopReason": stop,
            "usage": {"input": inp, "output": out, "cacheRead": cache_read, "cacheWrite": 0,
                      "totalTokens": inp + out + cache_read}}


@pytest.mark.parametrize("text", [
    "prompt is too long: 250000 tokens > 200000 maximum",  # Anthropic
    '{"type":"error","error":{"type":"request_too_large"}}',
    "Input is too long for requested model.",  # Bedrock
    "Your input exceeds the context window of this model",  # OpenAI
    "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).",  # Gemini
    "This model's maximum prompt length is 131072 but the request contains 140000 tokens.",  # xAI
    "Please reduce the length of the messages or completion.",  # Groq
    "This endpoint's maximum context length is 128000 tokens. However, you requested about 130000 tokens",
    "prompt token count of 140000 exceeds the limit of 128000",  # Copilot
    "the request exceeds the available context size, try increasing it",  # llama.cpp
    "The number of tokens to keep from the initial prompt is greater than the context length",  # LM Studio
    "invalid params, context window exceeds limit (2013)",  # MiniMax
    "exceeded model token limit: 262144 (requested: 300000)",  # Kimi
    "Prompt contains 140000 tokens and 0 draft tokens, too large for model with 131072 maximum context length",
    "model_context_window_exceeded",  # z.ai
    "prompt too long; exceeded max context length by 2000 tokens",  # Ollama
    "context_length_exceeded", "Context length exceeded", "too many tokens in request", "token limit exceeded",
    "400 status code (no body)", "413 (no body)",  # Cerebras
    "Context overflow: prompt too large for the model (precheck).",  # OpenClaw
])
def test_overflow_messages_are_recognised(text):
    assert classify_error_text(text) == "context_overflow"
    assert is_context_overflow(error(text))


@pytest.mark.parametrize("text", [
    "ThrottlingException: Too many tokens, please wait before trying again.",  # would match "too many tokens"
    "Throttling error: too many tokens", "Service unavailable: prompt is too long",
    "Rate limit reached: too many tokens per minute", "429 Too Many Requests: too many tokens",
])
def test_throttling_is_not_an_overflow(text):
    assert classify_error_text(text) == "throttling"
    assert not is_context_overflow(error(text))


def test_other_errors_and_non_error_stops_are_not_overflows():
    assert classify_error_text("529 overloaded") == "other" and classify_error_text(None) == "other"
    assert not is_context_overflow(error("529 overloaded"))
    assert not is_context_overflow({**error("prompt is too long"), "stopReason": "stop"})


def test_silent_and_length_overflow_need_the_window():
    assert is_context_overflow(ok("stop", 150_000, 10, cache_read=60_000), 200_000)
    assert not is_context_overflow(ok("stop", 150_000, 10, cache_read=50_000), 200_000)  # equal is not over
    assert not is_context_overflow(ok("stop", 300_000, 10))  # no window given
    assert is_context_overflow(ok("length", 198_000, 0), 200_000)  # ≥ 99 % and no output
    assert not is_context_overflow(ok("length", 197_999, 0), 200_000)
    assert not is_context_overflow(ok("length", 199_000, 5), 200_000)


# ---- pre-prompt budget -------------------------------------------------------------------------------
def user(chars):
    return {"role": "user", "content": "x" * chars}


def test_effective_reserve_is_raised_to_the_floor_but_keeps_a_prompt_budget():
    assert effective_reserve(200_000, 16384) == 20000
    assert effective_reserve(200_000, 30000) == 30000
    assert effective_reserve(24_000, 16384) == 16384  # the floor would leave < 8000: not raised past 16000
    assert effective_reserve(12_000, 1000) == 6000  # min(8000, 50 % of 12000) = 6000 must stay


def test_budget_routes():
    window = 100_000  # budget = 100000 − 20000 = 80000; the estimate is tokens × 1.2
    fits = check_prompt_budget([user(4 * 60_000)], context_window=window)
    assert (fits.route, fits.estimated_tokens, fits.budget_tokens, fits.overflow_tokens) == ("fit", 72000, 80000, 0)
    over = [user(4 * 70_000)]  # 84000 estimated: 4000 tokens = 16000 chars over
    assert check_prompt_budget(over, context_window=window).route == "compact"
    assert check_prompt_budget(over, context_window=window, prunable_chars=24_000).route == "prune"
    assert check_prompt_budget(over, context_window=window, prunable_chars=23_999).route == "compact"
    truncate = check_prompt_budget(over, context_window=window, truncatable_chars=30_000)
    assert truncate.route == "truncate"
    both = check_prompt_budget(over, context_window=window, truncatable_chars=1000)
    assert (both.route, both.then_truncate) == ("compact", True)
    with_prompt = check_prompt_budget([user(4 * 60_000)], context_window=window, system_prompt_tokens=5000,
                                      prompt_tokens=2000)
    assert with_prompt.estimated_tokens == 80400 and with_prompt.route == "compact"


# ---- recovery order --------------------------------------------------------------------------------
def test_recovery_compacts_three_times_then_truncates_once_then_fails():
    state, actions = RecoveryState(), []
    for _ in range(6):
        step = next_recovery_step(state, has_oversized_tool_results=True)
        actions.append(step.action)
        state = step.state
    assert actions == ["compact", "compact", "compact", "truncate", "fail", "fail"]
    assert step.message == OVERFLOW_GIVE_UP and step.error_kind == "context_overflow"


def test_recovery_retries_after_an_in_attempt_compaction_and_skips_failed_compaction():
    step = next_recovery_step(RecoveryState(), already_compacted=True)
    assert (step.action, step.state.compaction_attempts) == ("retry", 1)
    step = next_recovery_step(RecoveryState(), compaction_failed=True, has_oversized_tool_results=True)
    assert step.action == "truncate"
    step = next_recovery_step(step.state, compaction_failed=True, has_oversized_tool_results=True)
    assert (step.action, step.error_kind) == ("fail", "compaction_failure")
    assert next_recovery_step(RecoveryState()).action == "compact"
    assert next_recovery_step(RecoveryState(compaction_attempts=3)).action == "fail"  # nothing to truncate


# ---- memory flush ------------------------------------------------------------------------------------
@pytest.mark.parametrize("tokens, window, floor, soft, flushed, due", [
    (0, 100_000, 20000, 4000, (), False),
    (None, 100_000, 20000, 4000, (), False),
    (10_000, 100_000, 20000, 10000, (), False),
    (85, 100, 10, 5, (), True),  # the boundary: 85 ≥ 85
    (84, 100, 10, 5, (), False),
    (96_000, 100_000, 5000, 2000, (), True),
    (96_000, 100_000, 5000, 2000, ("c2",), False),  # already flushed in this cycle
    (96_000, 100_000, 5000, 2000, ("c1",), True),  # flushed in an earlier cycle only
])
def test_memory_flush_vectors(tokens, window, floor, soft, flushed, due):
    settings = MemoryFlushSettings(reserve_tokens_floor=floor, soft_threshold_tokens=soft)
    assert should_flush_memory(tokens, context_window=window, cycle="c2", flushed_cycles=flushed,
                               settings=settings) is due


def test_memory_flush_threshold_defaults_and_cycles():
    assert memory_flush_threshold(None) == 200_000 - 20000 - 4000
    assert memory_flush_threshold(10_000) <= 0
    assert not should_flush_memory(10**9, context_window=10_000, cycle=None, flushed_cycles=())
    assert not should_flush_memory(10**9, context_window=None, cycle=None, flushed_cycles=(),
                                   settings=MemoryFlushSettings(enabled=False))
    path = [{"type": "message", "id": "a"}, {"type": "compaction", "id": "c1"}, {"type": "message", "id": "b"},
            {"type": "compaction", "id": "c2"}, {"type": "message", "id": "d"}]
    assert compaction_cycle(path) == "c2" and compaction_cycle(path[:1]) is None
