"""Context pruning: OpenClaw's pruner vectors (context-pruning.test.ts, 5.x image contract) and the
sticky decisions of 9.x."""

from __future__ import annotations

import copy

import pytest
from projection_strategies import assistant, image_result, result, user

from sessionlog.core.projections import (
    ProjectionSettings,
    PruneDecision,
    PruningSettings,
    message_key,
    project,
)
from sessionlog.core.projections.pruning import (
    IMAGE_REMOVED,
    make_tool_prunable_predicate,
    prune_context_messages,
    ttl_gate_open,
)
from sessionlog.core.projections.settings import pruning_from_config

BIG = "x" * 20000
VECTOR = {"placeholder": "[cleared]", "soft_trim_max_chars": 10, "soft_trim_head_chars": 3, "soft_trim_tail_chars": 3}


def prune(messages, window=1000, **kw):
    return prune_context_messages(messages, PruningSettings(**{**VECTOR, **kw}), window).messages


def text_of(message):
    return message["content"][0]["text"]


def test_mode_off_or_absent_disables_pruning():
    assert not pruning_from_config({"mode": "off"}).enabled
    assert not pruning_from_config({}).enabled
    assert pruning_from_config({"mode": "cache-ttl"}).enabled
    msgs = [user(), assistant(), result("c", BIG)]
    assert prune_context_messages(msgs, PruningSettings(mode="off"), 1000).messages is msgs


def test_does_not_touch_tool_results_after_the_last_n_assistants():
    msgs = []
    for k in range(1, 5):
        msgs += [user(f"u{k}"), assistant(f"a{k}", (f"c{k}", "exec")), result(f"c{k}", BIG)]
    out = prune(msgs, keep_last_assistants=3, soft_trim_ratio=0, hard_clear_ratio=0, min_prunable_tool_chars=0)
    assert text_of(out[2]) == "[cleared]"
    assert [text_of(out[i]) for i in (5, 8, 11)] == [BIG, BIG, BIG]
    assert out[5] is msgs[5]


def test_never_prunes_tool_results_before_the_first_user_message():
    msgs = [assistant("a", ("c0", "read")), result("c0", BIG, "read"), assistant("b"), user("u1"), result("c1", BIG)]
    out = prune(msgs, keep_last_assistants=0, soft_trim_ratio=0, hard_clear_ratio=0, min_prunable_tool_chars=0)
    assert out[1] is msgs[1]
    assert text_of(out[4]) == "[cleared]"


def test_hard_clear_removes_eligible_tool_results_before_the_cutoff():
    msgs = []
    for k in range(1, 4):
        msgs += [user(f"u{k}"), assistant(f"a{k}", (f"c{k}", "exec")), result(f"c{k}", BIG)]
    out = prune(msgs, keep_last_assistants=1, soft_trim_ratio=10, hard_clear_ratio=0, min_prunable_tool_chars=0)
    assert text_of(out[2]) == text_of(out[5]) == "[cleared]"
    assert out[8] is msgs[8]


def test_without_a_context_window_nothing_is_pruned():
    msgs = [user(), assistant(), result("c", BIG), assistant(), assistant(), assistant()]
    assert prune_context_messages(msgs, PruningSettings(), 0).messages is msgs


def test_fewer_assistants_than_kept_prunes_nothing():
    msgs = [user(), assistant("a", ("c", "exec")), result("c", BIG), assistant("b")]
    assert prune(msgs, keep_last_assistants=3, soft_trim_ratio=0, hard_clear_ratio=0, min_prunable_tool_chars=0) is msgs


def test_below_the_soft_trim_ratio_the_same_list_comes_back():
    msgs = [user(), assistant("a", ("c", "exec")), result("c", "x" * 5000)] + [assistant()] * 3
    assert prune_context_messages(msgs, PruningSettings(), 200_000).messages is msgs


def test_ttl_gate():
    now, ttl = 10_000_000, 300_000
    assert ttl_gate_open(now - ttl - 1000, now, ttl)  # expired: prune
    assert not ttl_gate_open(now, now, ttl)  # just touched: the cache is warm
    assert not ttl_gate_open(now - 1000, now, 0)  # ttl <= 0 never prunes
    assert ttl_gate_open(None, None, ttl)  # no cache state: sessionlog's open gate


def test_cache_ttl_prunes_once_and_an_unexpired_ttl_prunes_nothing_new():
    msgs = [user(), assistant("a", ("c1", "exec")), result("c1", "x" * 400_000)] + [assistant()] * 3
    now = 50_000_000
    only_pruning = {"pruning": PruningSettings()}
    first = project(msgs, ProjectionSettings.off(**only_pruning, last_cache_touch_ms=now - 301_000, now_ms=now))
    assert first.report.decisions and first.messages[2] != msgs[2]
    again = project(msgs, ProjectionSettings.off(**only_pruning, last_cache_touch_ms=now, now_ms=now + 1))
    assert again.report.decisions == [] and again.messages[2]["content"] == msgs[2]["content"]


def test_tools_allow_and_deny_globs_deny_wins_and_case_is_ignored():
    prunable = make_tool_prunable_predicate(["ex*"], ["exec"])
    assert not prunable("Exec") and not prunable("Browser") and prunable("EXPORT")
    msgs = [user(), assistant("a", ("c1", "Exec"), ("c2", "Browser")), result("c1", BIG, "Exec"),
            result("c2", BIG, "Browser"), assistant(), assistant(), assistant()]
    out = prune(msgs, allow=("ex*",), deny=("exec",), keep_last_assistants=3, soft_trim_ratio=0,
                hard_clear_ratio=0, min_prunable_tool_chars=0)
    assert out is msgs


def test_images_become_the_removed_marker_and_are_trimmed_as_text():
    msgs = [user(), assistant("a", ("c1", "read"), ("c2", "read")), image_result("c1", "y" * 30, "read"),
            image_result("c2", "", "read"), assistant(), assistant(), assistant()]
    out = prune(msgs, soft_trim_max_chars=4000, soft_trim_ratio=0, hard_clear_ratio=1, min_prunable_tool_chars=0)
    assert out[2]["content"] == [{"type": "text", "text": "y" * 30 + "\n" + IMAGE_REMOVED}]
    assert out[3]["content"] == [{"type": "text", "text": IMAGE_REMOVED}]  # short: still rewritten
    assert IMAGE_REMOVED == "[image removed during context pruning]"


def test_soft_trims_across_block_boundaries():
    msg = result("c1", "")
    msg["content"] = [{"type": "text", "text": "AAAAA"}, {"type": "text", "text": "BBBBB"}]
    msgs = [user(), assistant("a", ("c1", "exec")), msg, assistant(), assistant(), assistant()]
    out = prune(msgs, soft_trim_max_chars=5, soft_trim_head_chars=7, soft_trim_tail_chars=3, soft_trim_ratio=0,
                hard_clear_ratio=10)
    text = text_of(out[2])
    assert "AAAAA\nB" in text and "BBB" in text and "[Tool result trimmed:" in text


def test_soft_trims_oversized_results_with_the_exact_notice():
    msgs = [user(), assistant("a", ("c1", "exec")), result("c1", "abcdefghij" * 1000)] + [assistant()] * 3
    out = prune(msgs, soft_trim_max_chars=10, soft_trim_head_chars=6, soft_trim_tail_chars=6, soft_trim_ratio=0,
                hard_clear_ratio=10)
    assert text_of(out[2]) == ("abcdef\n...\nefghij\n\n"
                               "[Tool result trimmed: kept first 6 chars and last 6 chars of 10000 chars.]")
    defaults = prune_context_messages(msgs, PruningSettings(soft_trim_ratio=0, hard_clear_ratio=10), 1000).messages
    assert text_of(defaults[2]).endswith("[Tool result trimmed: kept first 1500 chars and last 1500 chars of "
                                         "10000 chars.]")


def test_hard_clear_goes_oldest_first_and_stops_once_under_the_ratio():
    msgs = [user()]
    for k in range(4):
        msgs += [assistant("a", (f"c{k}", "exec")), result(f"c{k}", "z" * 30_000)]
    msgs += [assistant()] * 3
    # window 64000 chars, 120000 chars of results: under 0.5 after three of the four
    out = prune_context_messages(msgs, PruningSettings(soft_trim_max_chars=10**9), 16_000).messages
    cleared = [text_of(out[i]) == "[Old tool result content cleared]" for i in (2, 4, 6, 8)]
    assert cleared == [True, True, True, False]


def test_hard_clear_needs_enough_prunable_chars():
    msgs = [user("u" * 100_000), assistant("a", ("c", "exec")), result("c", "z" * 3000)] + [assistant()] * 3
    assert prune_context_messages(msgs, PruningSettings(), 10_000).messages is msgs


def test_pruning_never_mutates_its_input():
    msgs = [user(), assistant("a", ("c1", "read")), image_result("c1", "y" * 9000, "read")] + [assistant()] * 3
    before = copy.deepcopy(msgs)
    prune(msgs, soft_trim_ratio=0, hard_clear_ratio=0, min_prunable_tool_chars=0)
    assert msgs == before


# ---------------------------------------------------------------- sticky decisions
def _session():
    msgs = [user()]
    for k in range(3):
        msgs += [assistant("a", (f"c{k}", "exec")), result(f"c{k}", f"{k}" * 300_000)]
    return msgs + [assistant()] * 3


def test_recorded_decisions_replay_byte_for_byte_under_a_warm_cache():
    msgs = _session()
    first = project(msgs)
    assert [d.mode for d in first.report.decisions] == ["soft"] * 3
    warm = ProjectionSettings(last_cache_touch_ms=1, now_ms=2)  # gate closed: nothing new
    later = project(msgs + [user("next")], warm, decisions=first.report.decisions)
    assert later.messages[:len(first.messages)] == first.messages
    assert later.report.decisions == []
    assert next(s for s in later.report.steps if s.step == "pruning").details["replayed"] == len(first.report.decisions)


def test_a_decision_whose_source_changed_is_dropped():
    msgs = _session()
    first = project(msgs)
    changed = list(msgs)
    changed[2] = {**msgs[2], "content": [{"type": "text", "text": "rewritten"}]}
    later = project(changed, ProjectionSettings(last_cache_touch_ms=1, now_ms=2), decisions=first.report.decisions)
    assert later.messages[2]["content"] == [{"type": "text", "text": "rewritten"}]
    details = next(s for s in later.report.steps if s.step == "pruning").details
    assert details["decisions_dropped"] == 1


def test_decision_keys_are_the_source_message_hash():
    msgs = _session()
    keys = {d.key for d in project(msgs).report.decisions}
    assert keys <= {message_key(m) for m in msgs if m["role"] == "toolResult"}


def test_a_later_decision_for_the_same_source_wins():
    msgs = _session()
    key = message_key(msgs[2])
    soft = PruneDecision(key=key, mode="soft", content=[{"type": "text", "text": "soft"}])
    hard = PruneDecision(key=key, mode="hard", content=[{"type": "text", "text": "hard"}])
    out = project(msgs, ProjectionSettings(last_cache_touch_ms=1, now_ms=2), decisions=[soft, hard])
    assert out.messages[2]["content"] == [{"type": "text", "text": "hard"}]


@pytest.mark.parametrize("decision", [{"key": "k", "mode": "soft", "content": [{"type": "text", "text": "t"}]}])
def test_decisions_may_be_given_as_json_objects(decision):
    assert project([user()], decisions=[decision]).messages == [user()]


def test_replayed_hard_clears_are_not_decided_again():
    msgs = [user("u" * 40_000)]
    for k in range(2):
        msgs += [assistant("a", (f"c{k}", "exec")), result(f"c{k}", "z" * 30_000)]
    msgs += [assistant()] * 3
    # the user message alone keeps the ratio over 0.5: every result is cleared, and still over
    hard_only = ProjectionSettings.off(context_window=16_000, pruning=PruningSettings(
        soft_trim_max_chars=10**9, min_prunable_tool_chars=0))
    first = project(msgs, hard_only)
    assert [d.mode for d in first.report.decisions] == ["hard"] * 2
    again = project(msgs, hard_only, decisions=first.report.decisions)  # the gate is open: a new round runs
    assert again.report.decisions == [] and again.messages == first.messages
