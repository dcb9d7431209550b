"""The pipeline and the properties of every step over random transcripts."""

from __future__ import annotations

import copy

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st
from projection_strategies import assistant, result, transcripts, user

from sessionlog.core.projections import (
    GuardSettings,
    ProjectionSettings,
    PruningSettings,
    TruncationSettings,
    TurnLimitSettings,
    project,
)
from sessionlog.core.projections.guard import guard_context
from sessionlog.core.projections.providers import apply_provider_policy
from sessionlog.core.projections.pruning import prune_context_messages
from sessionlog.core.projections.repair import (
    is_errored,
    repair_tool_use_result_pairing,
    tool_calls,
)
from sessionlog.core.projections.settings import MIN_KEEP_CHARS, PROVIDERS
from sessionlog.core.projections.truncation import (
    block_budgets,
    block_floor,
    truncate_tool_results,
)
from sessionlog.core.projections.turns import limit_history_turns

WINDOWS = st.sampled_from([600, 2000, 5000, 8000, 15_000, 40_000, 200_000])
PROVIDER = st.sampled_from([None, *PROVIDERS])
AGGRESSIVE = PruningSettings(keep_last_assistants=1, soft_trim_ratio=0.0, hard_clear_ratio=0.2,
                             min_prunable_tool_chars=0)


def encode(value):
    return msgspec.json.encode(value)


def steps(window, provider):
    """Every step as a function of messages only, under settings that make it act."""
    return {
        "repair": lambda m: repair_tool_use_result_pairing(m).messages,
        "turn-limit": lambda m: limit_history_turns(m, TurnLimitSettings(limit=2)),
        "turn-limit-hysteresis": lambda m: limit_history_turns(m, TurnLimitSettings(limit=1, hysteresis=True)),
        "pruning": lambda m: prune_context_messages(m, PruningSettings(), window).messages,
        "pruning-aggressive": lambda m: prune_context_messages(m, AGGRESSIVE, window).messages,
        "truncation": lambda m: truncate_tool_results(m, min(window * 4 * 3 // 10, 16000))[0],
        "guard": lambda m: guard_context(m, GuardSettings(), window).messages,
        "guard-compact": lambda m: guard_context(m, GuardSettings(mode="compact"), window).messages,
        "provider": lambda m: apply_provider_policy(m, provider).messages,
    }


@given(transcripts(), WINDOWS, PROVIDER)
def test_every_step_is_deterministic_idempotent_and_leaves_its_input_alone(msgs, window, provider):
    before = copy.deepcopy(msgs)
    for name, step in steps(window, provider).items():
        once = step(msgs)
        assert msgs == before, f"{name} mutated its input"
        assert encode(step(copy.deepcopy(msgs))) == encode(once), f"{name} is not deterministic"
        assert encode(step(once)) == encode(once), f"{name} is not idempotent"


@given(transcripts(), WINDOWS)
def test_pruning_never_changes_user_or_assistant_messages(msgs, window):
    for settings in (PruningSettings(), AGGRESSIVE):
        out = prune_context_messages(msgs, settings, window).messages
        assert len(out) == len(msgs)
        for a, b in zip(msgs, out):
            if a.get("role") != "toolResult":
                assert a is b
            else:
                assert {k: v for k, v in a.items() if k != "content"} == {k: v for k, v in b.items() if k != "content"}


def assert_paired(messages):
    i = 0
    while i < len(messages):
        m = messages[i]
        assert m.get("role") != "toolResult", f"orphaned result at {i}"
        if m.get("role") == "assistant" and tool_calls(m) and not is_errored(m):
            ids = list(dict.fromkeys(c["id"] for c in tool_calls(m)))
            following = messages[i + 1:i + 1 + len(ids)]
            assert [r.get("role") for r in following] == ["toolResult"] * len(ids)
            assert [r["toolCallId"] for r in following] == ids
            i += len(ids)
        i += 1


@given(transcripts(), WINDOWS, PROVIDER, st.sampled_from([None, 1, 2]), st.booleans())
def test_after_the_pipeline_every_completed_call_has_exactly_one_result_right_after_it(msgs, window, provider,
                                                                                        turns, hysteresis):
    settings = ProjectionSettings(context_window=window, provider=provider,
                                  turns=TurnLimitSettings(limit=turns, hysteresis=hysteresis),
                                  guard=GuardSettings(mode="compact" if hysteresis else "overflow"))
    before = copy.deepcopy(msgs)
    out = project(msgs, settings)
    assert msgs == before
    assert_paired(out.messages)


@given(transcripts(), WINDOWS)
def test_each_truncated_block_is_within_its_cap_or_its_floor(msgs, window):
    cap = min(window * 4 * 3 // 10, 16000)
    floor = block_floor(MIN_KEEP_CHARS)
    out, _ = truncate_tool_results(msgs, cap)
    for old, new in zip(msgs, out):
        if new is old:
            continue
        old_texts = [b["text"] for b in old["content"] if b.get("type") == "text"]
        new_texts = [b["text"] for b in new["content"] if b.get("type") == "text"]
        budgets = block_budgets([len(t) for t in old_texts], cap)
        for before, after, budget in zip(old_texts, new_texts, budgets):
            assert len(after) <= budget and (after == before or len(after) < len(before))
        assert sum(map(len, new_texts)) <= cap or all(len(t) <= floor for t in new_texts)
        assert [b for b in old["content"] if b.get("type") != "text"] == \
            [b for b in new["content"] if b.get("type") != "text"]


@given(transcripts(), WINDOWS, st.sampled_from(["overflow", "compact"]))
def test_the_guard_output_fits_its_budget_or_reports_overflow(msgs, window, mode):
    from sessionlog.core.projections.guard import estimate_guard_chars

    out = guard_context(msgs, GuardSettings(mode=mode), window)
    total = sum(estimate_guard_chars(m) for m in out.messages)
    assert total == out.estimate_chars
    assert total <= out.budget_chars or out.overflow


@given(transcripts())
def test_with_every_step_off_project_is_the_identity(msgs):
    out = project(msgs, ProjectionSettings.off())
    assert out.messages is msgs and all(not s.changed for s in out.report.steps)


@given(transcripts(), WINDOWS, PROVIDER)
def test_replaying_recorded_decisions_reproduces_the_same_bytes(msgs, window, provider):
    settings = ProjectionSettings(context_window=window, provider=provider,
                                  pruning=PruningSettings(soft_trim_ratio=0.1, min_prunable_tool_chars=1000))
    first = project(msgs, settings)
    warm = msgspec.structs.replace(settings, last_cache_touch_ms=0, now_ms=1)
    replayed = project(msgs, warm, decisions=[msgspec.to_builtins(d) for d in first.report.decisions])
    assert encode(replayed.messages) == encode(first.messages)
    assert replayed.report.decisions == []


# ---------------------------------------------------------------- the report
def test_the_report_names_every_step_in_order_with_its_savings():
    msgs = [user("go")]
    for k in range(3):
        msgs += [assistant("", (f"c{k}", "exec")), result(f"c{k}", "x" * 90_000)]
    msgs += [assistant("a"), assistant("b"), assistant("c"), result("stray")]
    out = project(msgs, ProjectionSettings(context_window=50_000, turns=TurnLimitSettings(limit=5)))
    names = [s.step for s in out.report.steps]
    assert names == ["repair", "turn-limit", "repair-after-turn-limit", "pruning", "truncation", "guard",
                     "provider-policy"]
    by = {s.step: s for s in out.report.steps}
    assert by["repair"].details["dropped_orphans"] == 1
    assert by["pruning"].changed and by["pruning"].chars_saved > 0 and by["pruning"].tokens_saved > 0
    assert out.report.chars_before - out.report.chars_after == sum(s.chars_saved for s in out.report.steps)
    assert out.report.tokens_after < out.report.tokens_before


def test_overflow_is_reported_with_openclaws_message():
    out = project([user("u" * 50_000)], ProjectionSettings(context_window=1000))
    assert out.report.overflow
    assert out.report.overflow_message == ("Context overflow: estimated context size exceeds safe threshold "
                                           "during tool loop.")


def test_truncation_hard_cap_is_a_setting():
    msgs = [user(), assistant("", ("c", "exec")), result("c", "x" * 100_000)]
    new = project(msgs, ProjectionSettings.off(truncation=TruncationSettings()))
    old = project(msgs, ProjectionSettings.off(truncation=TruncationSettings(hard_cap=400_000)))
    assert len(new.messages[2]["content"][0]["text"]) <= 16000
    assert old.messages[2]["content"][0]["text"] == "x" * 100_000  # 200000 x 0.3 x 4 = 240000 > 100000


def test_the_ttl_gate_needs_now_when_a_touch_is_given():
    from sessionlog.core.errors import InvalidInputError

    with pytest.raises(InvalidInputError):
        project([user()], ProjectionSettings(last_cache_touch_ms=5))
