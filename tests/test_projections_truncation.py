"""Tool-result truncation: OpenClaw's vectors (tool-result-truncation.test.ts, 4.15/5.6 rules)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from projection_strategies import image_result, result, user

from sessionlog.core.projections.estimate import tool_result_text_length
from sessionlog.core.projections.truncation import (
    MIDDLE_OMISSION_MARKER,
    calculate_max_tool_result_chars,
    format_context_limit_truncation_notice,
    has_important_tail,
    plan_tool_result_truncation,
    truncate_tool_result_message,
    truncate_tool_result_text,
    truncate_tool_results,
)

NOTICE = re.compile(r"\n\n\[\.\.\. (\d+) more characters truncated\]$")


def kept_and_omitted(text: str, original: str) -> tuple[str, int]:
    m = NOTICE.search(text)
    assert m, text[-80:]
    return text[:m.start()], int(m[1])


def test_notice_format():
    assert format_context_limit_truncation_notice(123) == "[... 123 more characters truncated]"
    assert format_context_limit_truncation_notice(0) == "[... 1 more characters truncated]"
    assert format_context_limit_truncation_notice(7.9) == "[... 7 more characters truncated]"


def test_returns_text_unchanged_when_under_limit():
    assert truncate_tool_result_text("short", 100) == "short"


def test_truncates_text_that_exceeds_limit_and_counts_what_it_left_out():
    text = "x" * 10000
    out = truncate_tool_result_text(text, 5000)
    assert len(out) <= 5000 and "truncated" in out
    kept, omitted = kept_and_omitted(out, text)
    assert omitted == len(text) - len(kept)


def test_preserves_at_least_min_keep_chars_when_the_budget_allows():
    out = truncate_tool_result_text("y" * 50000, 3000)
    assert len(out) <= 3000
    assert len(kept_and_omitted(out, "")[0]) > 2000


def test_breaks_at_a_newline_boundary():
    text = "\n".join(f"line {i:05d}" for i in range(5000))
    kept, _ = kept_and_omitted(truncate_tool_result_text(text, 5000), text)
    assert text.startswith(kept) and text[len(kept)] == "\n"


def test_custom_min_keep_chars():
    out = truncate_tool_result_text("z" * 1000, 300, min_keep_chars=0)
    assert len(out) <= 300


def test_preserves_error_content_at_the_tail():
    text = "Line 1\n" * 500 + "data data data\n" * 500 + "\nError: something failed\nStack trace: at foo.ts:42\n"
    out = truncate_tool_result_text(text, 5000)
    assert len(out) <= 5000
    assert "Line 1" in out and "Error: something failed" in out and "middle content omitted" in out
    assert MIDDLE_OMISSION_MARKER in out


def test_uses_head_only_truncation_when_the_tail_is_not_important():
    out = truncate_tool_result_text("normal line\n" * 1000, 5000)
    assert "middle content omitted" not in out and len(out) <= 5000


@pytest.mark.parametrize("tail,important", [
    ("all good\nexit code 1", True), ("Traceback (most recent call last)", True), ('{"a": 1}\n  ', True),
    ("Summary: 3 passed", True), ("just some words", False), ("terror", False)])
def test_has_important_tail_keyword_rules(tail, important):
    assert has_important_tail("pad\n" * 1000 + tail) is important


def test_important_words_only_count_in_the_last_2000_chars():
    assert not has_important_tail("error\n" + "x" * 2000)


def test_tool_result_text_length_counts_text_blocks_only():
    msg = image_result("c", "abc")
    msg["content"].append({"type": "text", "text": "12345"})
    assert tool_result_text_length(msg) == 8
    assert tool_result_text_length(user("hello")) == 0


def test_boundary_size_results_are_the_same_object():
    msg = result("c", "x" * 16000)
    assert truncate_tool_result_message(msg, 16000) is msg


def test_calculate_max_tool_result_chars():
    assert calculate_max_tool_result_chars(8000, 16000) < calculate_max_tool_result_chars(200_000, 400_000)
    assert calculate_max_tool_result_chars(128_000, 16000) == 16000
    assert calculate_max_tool_result_chars(128_000, 32000) == 32000
    assert calculate_max_tool_result_chars(128_000, 24000) == 24000
    assert calculate_max_tool_result_chars(2_000_000, 400_000) <= 400_000
    assert calculate_max_tool_result_chars(1000, 16000) == 1200


def test_proportional_budgets_across_text_blocks_and_images_untouched():
    msg = result("c", "")
    image = {"type": "image", "data": "aGk=", "mimeType": "image/png"}
    msg["content"] = [{"type": "text", "text": "a" * 30000}, image, {"type": "text", "text": "b" * 10000}]
    out = truncate_tool_result_message(msg, 16000)
    first, second = out["content"][0]["text"], out["content"][2]["text"]
    assert len(first) <= 12000 and len(second) <= 4000
    assert out["content"][1] is image
    assert msg["content"][0]["text"] == "a" * 30000  # input untouched


def test_small_blocks_are_floored_at_min_keep_plus_notice():
    msg = result("c", "")
    msg["content"] = [{"type": "text", "text": "a" * 40000}, {"type": "text", "text": "b" * 2020}]
    out = truncate_tool_result_message(msg, 16000)
    assert out["content"][1]["text"] == "b" * 2020  # its budget 768 is floored at 2000 + notice (2038)
    assert len(out["content"][0]["text"]) <= 15231


def test_string_content_stays_a_string():
    msg = {"role": "toolResult", "toolCallId": "c", "toolName": "exec", "content": "q" * 20000}
    out = truncate_tool_result_message(msg, 16000)
    assert isinstance(out["content"], str) and len(out["content"]) <= 16000


def test_truncate_tool_results_in_messages():
    small = [user(), result("a", "x" * 10)]
    assert truncate_tool_results(small, 128_000)[0] is small
    msgs = [user(), result("a", "x" * 500_000), result("b", "y" * 500_000)]
    out, count = truncate_tool_results(msgs, 128_000)
    assert count == 2 and out[0] is msgs[0]


def test_a_cap_shorter_than_the_notice_gives_the_notice_alone():
    assert truncate_tool_result_text("x" * 100, 10, min_keep_chars=0) == "[... 100 more characters truncated]"


# ---------------------------------------------------------------- persistent plan
def test_plan_oversized_phase_uses_floor_zero():
    msgs = [user(), result("a", "x" * 500_000)]
    plan = plan_tool_result_truncation(msgs, 128_000)
    assert [(r.index, r.phase) for r in plan] == [(1, "oversized")]
    assert tool_result_text_length(plan[0].message) <= 128_000


def test_plan_aggregate_phase_truncates_newer_results_first():
    msgs = [user(), result("old", "older-large " * 1000, ts=1), result("new", "newer-enough " * 500, ts=2)]
    plan = plan_tool_result_truncation(msgs, 20_000, aggregate_budget_chars=13_000)
    assert [(r.index, r.phase) for r in plan] == [(2, "aggregate")]
    total = sum(tool_result_text_length(m) for m in msgs[1:2]) + tool_result_text_length(plan[0].message)
    assert total <= 13_000


def test_plan_aggregate_phase_honours_a_tiny_explicit_cap():
    msgs = [user()] + [result(f"c{i}", "alpha beta gamma delta epsilon " * 40, ts=i) for i in range(3)]
    plan = plan_tool_result_truncation(msgs, 10_000, aggregate_budget_chars=120)
    after = {r.index: r.message for r in plan}
    sizes = [tool_result_text_length(after.get(i, msgs[i])) for i in range(1, 4)]
    assert sum(sizes) <= 120


def test_plan_with_a_single_result_has_no_aggregate_phase():
    assert plan_tool_result_truncation([user(), result("a", "x" * 5000)], 10_000, aggregate_budget_chars=10) == []


# ---------------------------------------------------------------- the notice counts exactly
def _shown_and_left_out(text: str) -> tuple[int, int]:
    """Characters of the original a truncated text still shows (the marker is not output), and its count."""
    found = NOTICE.search(text)
    assert found, text[-80:]
    body = text[:found.start()]
    return len(body) - (len(MIDDLE_OMISSION_MARKER) if MIDDLE_OMISSION_MARKER in body else 0), int(found[1])


def test_a_result_cut_by_both_phases_counts_every_character_of_its_original():
    """Before: the aggregate phase cut the oversized phase's cut again, so its notice counted only the
    second cut (74 for a 30,000-character result of which 28,876 were left out)."""
    msgs = [user(), result("a", "line\n" * 6000, ts=1), result("b", "word " * 6000, ts=2)]
    plan = plan_tool_result_truncation(msgs, 1200, aggregate_budget_chars=1500)
    assert len(plan) == 2
    for r in plan:
        shown, left_out = _shown_and_left_out(r.message["content"][0]["text"])
        assert shown + left_out == 30_000


@settings(deadline=None, max_examples=60)
@given(lines=st.integers(min_value=50, max_value=4000), tail=st.sampled_from(["", "\nError: boom\n", '\n{"a": 1}']),
       caps=st.lists(st.integers(min_value=40, max_value=20_000), min_size=1, max_size=4))
def test_cutting_a_cut_again_keeps_the_count_exact(lines: int, tail: str, caps: list[int]) -> None:
    original = "".join(f"line {i} of the output\n" for i in range(lines)) + tail
    text = original
    for cap in caps:
        text = truncate_tool_result_text(text, cap)
        if text == original:
            continue
        assert len(text) <= max(cap, len("[... 100000 more characters truncated]"))
        if NOTICE.search(text):
            shown, left_out = _shown_and_left_out(text)
            assert shown + left_out == len(original)
        else:  # the cap is shorter than the notice: the notice alone counts everything
            assert text == f"[... {len(original)} more characters truncated]"
