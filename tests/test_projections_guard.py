"""The context guard: OpenClaw's 2.x (``compact``) and 5.x (``overflow``) contracts
(tool-result-context-guard.test.ts)."""

from __future__ import annotations

import copy

from projection_strategies import assistant, result, user

from sessionlog.core.projections import GuardSettings
from sessionlog.core.projections.guard import (
    COMPACTED_PLACEHOLDER,
    OVERFLOW_MESSAGE,
    context_budget_chars,
    estimate_guard_chars,
    guard_context,
)

COMPACT = GuardSettings(mode="compact")
OVERFLOW = GuardSettings()


def texts(messages):
    return [m["content"] if isinstance(m["content"], str) else m["content"][0]["text"] for m in messages]


def test_budgets():
    assert context_budget_chars(1000) == 3000
    assert context_budget_chars(100) == 1024
    assert COMPACTED_PLACEHOLDER == "[compacted: tool output removed to free context]"
    assert OVERFLOW_MESSAGE == "Context overflow: estimated context size exceeds safe threshold during tool loop."


# ---------------------------------------------------------------- 2.x contract (mode "compact")
def test_compacts_oldest_first_when_total_overflows_even_if_each_result_fits():
    msgs = [user("u" * 2000), result("a", "x" * 1000), result("b", "y" * 1000)]
    out = guard_context(msgs, COMPACT, 1000)
    assert texts(out.messages)[1:] == [COMPACTED_PLACEHOLDER] * 2
    assert out.compacted == 2 and not out.overflow


def test_keeps_compacting_oldest_first_until_under_budget():
    msgs = [user("u" * 2200)] + [result(c, "x" * 800) for c in "abc"]
    out = guard_context(msgs, COMPACT, 1000)
    assert texts(out.messages)[1:] == [COMPACTED_PLACEHOLDER] * 3


def test_stops_compacting_once_under_budget():
    msgs = [user("u" * 1200), result("a", "x" * 800), result("b", "y" * 200)]
    out = guard_context(msgs, COMPACT, 1000)
    assert texts(out.messages)[1:] == [COMPACTED_PLACEHOLDER, "y" * 200]


def test_survives_repeated_large_results_by_compacting_older_outputs():
    msgs = [user("go")]
    for k in range(4):
        msgs = guard_context(msgs + [result(f"c{k}", "r" * 95000)], COMPACT, 100_000).messages
    assert texts(msgs)[1] == COMPACTED_PLACEHOLDER
    assert texts(msgs)[4] == "r" * 95000
    assert all("truncated" not in t for t in texts(msgs))


def test_truncates_an_individually_oversized_result_with_the_legacy_notice():
    out = guard_context([user(), result("a", "x" * 5000)], COMPACT, 1000)
    text = texts(out.messages)[1]
    assert len(text) < 5000 and text.endswith("\n[truncated: output exceeded context limit]")


def test_legacy_role_tool_string_output_stays_a_string():
    msgs = [user("u" * 2000), {"role": "tool", "toolCallId": "a", "content": "x" * 1000},
            {"role": "tool", "toolCallId": "b", "content": "y" * 1000}]
    out = guard_context(msgs, COMPACT, 1000)
    assert out.messages[1]["content"] == COMPACTED_PLACEHOLDER


def test_drops_details_when_compacting():
    msgs = [user("u" * 2000), result("a", "x" * 1000, details={"big": "d" * 500}), result("b", "y" * 1000)]
    out = guard_context(msgs, COMPACT, 1000)
    assert "details" not in out.messages[1]
    assert estimate_guard_chars(msgs[1]) > estimate_guard_chars(result("a", "x" * 1000))  # details counted


def test_compact_mode_reports_overflow_when_results_cannot_free_enough():
    out = guard_context([user("u" * 50000), result("a", "x" * 100)], COMPACT, 1000)
    assert out.overflow and out.estimate_chars > out.budget_chars


# ---------------------------------------------------------------- 5.x contract (mode "overflow", default)
def test_passes_through_unchanged_under_the_per_tool_and_total_budget():
    msgs = [user("hello"), assistant("a", ("c", "exec")), result("c", "small")]
    out = guard_context(msgs, OVERFLOW, 1000)
    assert out.messages is msgs and not out.overflow


def test_large_non_tool_context_under_the_high_water_mark_does_not_overflow():
    assert not guard_context([user("u" * 3200)], OVERFLOW, 1000).overflow


def test_returns_a_clone_so_the_original_oversized_output_stays_visible():
    msgs = [user(), result("a", "x" * 5000, details={"k": 1})]
    before = copy.deepcopy(msgs)
    out = guard_context(msgs, OVERFLOW, 1000)
    assert msgs == before and out.messages is not msgs
    text = texts(out.messages)[1]
    assert len(text) <= 512 and text.endswith("more characters truncated]")
    assert "details" not in out.messages[1]


def test_overflows_when_total_context_still_exceeds_the_high_water_mark():
    out = guard_context([user("u" * 50000)], OVERFLOW, 1000)
    assert out.overflow and out.budget_chars == 3600


def test_reports_overflow_instead_of_rewriting_older_results_under_aggregate_pressure():
    msgs = [user("u" * 1000)] + [result(c, "x" * 450) for c in "abcd"]
    out = guard_context(msgs, OVERFLOW, 1000)
    assert out.overflow and out.messages is msgs
