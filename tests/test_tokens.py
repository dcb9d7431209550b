"""Token accounting: Pi 0.73.1's estimates (reference §5) and the usage-aware context size."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from builders import assistant, compaction, user
from sessionlog.core.compaction import CompactionSettings
from sessionlog.core.tokens import (
    assistant_usage,
    calculate_context_tokens,
    context_size,
    estimate_context_tokens,
    estimate_tokens,
    js_json_stringify,
    js_len,
    js_number,
    should_compact,
)


def usage(i=0, o=0, cr=0, cw=0, total=None):
    return {"input": i, "output": o, "cacheRead": cr, "cacheWrite": cw,
            "totalTokens": i + o + cr + cw if total is None else total}


def asst(content, u=None, stop="stop"):
    return {"role": "assistant", "content": content, "usage": u or usage(1, 1), "stopReason": stop, "timestamp": 1}


PNG = {"type": "image", "data": "AAAA", "mimeType": "image/png"}


# ---- §5.3 estimateTokens --------------------------------------------------------------------------
@pytest.mark.parametrize("message, tokens", [
    ({"role": "user", "content": [{"type": "text", "text": "x" * 10}, PNG]}, 3),
    (asst([{"type": "text", "text": "abcd"}, {"type": "thinking", "thinking": "t" * 8},
           {"type": "toolCall", "id": "c", "name": "read", "arguments": {"path": "a.ts"}}]), 8),
    ({"role": "toolResult", "toolCallId": "c", "content": [{"type": "text", "text": "abcd"}, PNG]}, 1201),
    ({"role": "bashExecution", "command": "ls", "output": "abcdef"}, 2),
    ({"role": "compactionSummary", "summary": "x" * 9}, 3),
    ({"role": "branchSummary", "summary": "x" * 8}, 2),
    ({"role": "custom", "content": [PNG]}, 1200),
    ({"role": "custom", "content": "x" * 5}, 2),
    ({"role": "user", "content": "x" * 40}, 10),
    ({"role": "system", "content": "x" * 400}, 0),
    ({"role": "hookMessage", "content": "x" * 400}, 0),
])
def test_estimate_tokens_matches_pi_vectors(message, tokens):
    assert estimate_tokens(message) == tokens


def test_lengths_are_utf16_code_units():
    assert js_len("🎉") == 2 and js_len("é") == 1 and js_len("日本語") == 3
    assert estimate_tokens({"role": "user", "content": "🎉🎉"}) == 1  # 4 code units
    assert estimate_tokens({"role": "user", "content": "🎉🎉a"}) == 2  # 5 code units
    assert estimate_tokens({"role": "user", "content": "ééééé"}) == 2  # 5 code units, not 10 bytes


def test_tool_call_arguments_count_as_json_stringify():
    call = {"type": "toolCall", "id": "c", "name": "edit",
            "arguments": {"path": "日本/🎉.md", "n": 1.0, "big": 1e21, "tiny": 1e-7, "q": 'a"b\n', "ok": True,
                          "none": None, "list": [1, 2.5]}}
    text = '{"path":"日本/🎉.md","n":1,"big":1e+21,"tiny":1e-7,"q":"a\\"b\\n","ok":true,"none":null,"list":[1,2.5]}'
    assert js_json_stringify(call["arguments"]) == text
    assert estimate_tokens(asst([call])) == math.ceil((4 + js_len(text)) / 4)


@pytest.mark.parametrize("value, text", [
    (0, "0"), (-0.0, "0"), (1.0, "1"), (123.0, "123"), (0.5, "0.5"), (-2.25, "-2.25"), (1e21, "1e+21"),
    (1e20, "100000000000000000000"), (1e-7, "1e-7"), (1e-6, "0.000001"), (3.14159, "3.14159"),
    (2**53 - 1, "9007199254740991"), (2**63, "9223372036854776000"), (1.5e300, "1.5e+300"),
])
def test_numbers_print_as_javascript_does(value, text):
    assert js_number(value) == text


@given(st.recursive(st.none() | st.booleans() | st.integers(-2**53, 2**53) | st.text(),
                    lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=3), c, max_size=3),
                    max_leaves=10))
def test_json_stringify_agrees_with_pythons_compact_json_for_plain_values(value):
    assert js_json_stringify(value) == json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# ---- §5.2 usage ----------------------------------------------------------------------------------
def test_calculate_context_tokens():
    assert calculate_context_tokens(usage(1000, 500, 200, 100)) == 1800
    assert calculate_context_tokens(usage()) == 0
    assert calculate_context_tokens(usage(5, 6, 7, 8, total=0)) == 26


def test_estimate_context_tokens_vector():
    messages = [{"role": "user", "content": "x" * 40}, asst([], usage(total=500, i=500)), {"role": "user", "content": "x" * 80}]
    result = estimate_context_tokens(messages, pi_compat=True)
    assert (result.tokens, result.usage_tokens, result.trailing_tokens, result.last_usage_index) == (520, 500, 20, 1)


def test_aborted_and_error_usage_are_skipped():
    messages = [asst([], usage(100)), asst([], usage(200), stop="aborted"), asst([], usage(300), stop="error")]
    assert estimate_context_tokens(messages).usage_tokens == 100
    assert estimate_context_tokens(messages).last_usage_index == 0


def test_no_usage_estimates_everything():
    result = estimate_context_tokens([{"role": "user", "content": "x" * 40}])
    assert (result.tokens, result.usage_tokens, result.trailing_tokens, result.last_usage_index) == (10, 0, 10, None)


def test_all_zero_usage_is_unknown_by_default_and_trusted_with_pi_compat():
    messages = [asst([], usage(700)), {"role": "user", "content": "x" * 40}, asst([], usage()),
                {"role": "user", "content": "x" * 8}]
    assert assistant_usage(messages[2]) is None and assistant_usage(messages[2], pi_compat=True) is not None
    pi = estimate_context_tokens(messages, pi_compat=True)
    assert (pi.tokens, pi.last_usage_index) == (2, 2)  # Pi: the context looks empty (#5526)
    ours = estimate_context_tokens(messages)
    assert (ours.tokens, ours.last_usage_index) == (700 + 10 + 0 + 2, 0)


def test_context_size_ignores_usage_from_before_the_latest_compaction():
    big = {**assistant("a1", "u1", "x" * 40), "message": asst([{"type": "text", "text": "x" * 40}], usage(150_000))}
    path = [user("u1", None, "x" * 40), big, compaction("c1", "a1", "S" * 8, "a1", 150_000),
            user("u2", "c1", "x" * 20)]
    pi = context_size(path, pi_compat=True)
    assert (pi.tokens, pi.last_usage_index) == (150_005, 1)  # view: [summary, a1 (kept), u2]
    ours = context_size(path)
    assert (ours.tokens, ours.last_usage_index) == (2 + 10 + 5, None)
    after = {**assistant("a2", "u2", "ok"), "message": asst([], usage(3000))}
    assert context_size(path + [after]).tokens == 3000


# ---- §6 shouldCompact -----------------------------------------------------------------------------
@pytest.mark.parametrize("window, reserve, tokens, due", [
    (100000, 16384, 83616, False), (100000, 16384, 83617, True),
    (100000, 10000, 95000, True), (100000, 10000, 89000, False),
])
def test_should_compact_is_strictly_greater(window, reserve, tokens, due):
    assert should_compact(tokens, window, CompactionSettings(reserve_tokens=reserve)) is due


def test_should_compact_disabled_or_unknown_never_fires():
    assert not should_compact(10**9, 1000, CompactionSettings(enabled=False))
    assert not should_compact(None, 1000, CompactionSettings())
