"""Compaction planning (pure): Pi 0.73.1's cut points and prepareCompaction (reference §7, §8, §12.6),
the pairing-safe cut (#4570), hard-checkpoint plans, branch-summary collection (§10)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import strategies
from builders import TS, branch_summary, thinking, user
from sessionlog.core.branching import (
    branch_position,
    branch_token_budget,
    collect_entries_for_branch_summary,
    prepare_branch_entries,
)
from sessionlog.core.compaction import (
    CompactionSettings,
    CutPoint,
    FileOps,
    NothingToCompactError,
    find_cut_point,
    find_turn_start,
    find_valid_cut_points,
    orphaned_tool_results,
    plan_compaction,
)
from sessionlog.core.tokens import assistant_usage
from sessionlog.core.view import path_to

ZERO = {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 0,
        "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}


def msg(eid, parent, message):
    return {"type": "message", "id": eid, "parentId": parent, "timestamp": TS, "message": message}


def u(tokens):
    return {"role": "user", "content": "x" * (4 * tokens), "timestamp": 1}


def a(content, usage=ZERO, stop="stop"):
    return {"role": "assistant", "content": content, "api": "anthropic-messages", "provider": "anthropic",
            "model": "claude-sonnet-4-5", "usage": usage, "stopReason": stop, "timestamp": 1}


def a_text(tokens, usage=ZERO):
    return a([{"type": "text", "text": "y" * (4 * tokens)}], usage)


def call(name, path, call_id=None):
    return a([{"type": "toolCall", "id": call_id or f"call-{name}", "name": name, "arguments": {"path": path}}])


def result(tokens, call_id):
    return {"role": "toolResult", "toolCallId": call_id, "toolName": "x",
            "content": [{"type": "text", "text": "z" * (4 * tokens)}], "isError": False, "timestamp": 1}


def chain(messages, prefix="e", parent=None):
    out = []
    for i, m in enumerate(messages):
        entry = m if m.get("type") else msg(f"{prefix}{i}", parent, m)
        entry = {**entry, "parentId": parent}
        out.append(entry)
        parent = entry["id"]
    return out


@pytest.fixture
def e10():
    """The path e0…e9 of reference §7.4 (every assistant usage all-zero)."""
    return chain([u(100), a_text(100), u(100), call("read", "src/a.ts"), result(300, "call-read"),
                  call("edit", "src/b.ts"), result(300, "call-edit"), a_text(50), u(100), a_text(100)])


# ---- §7.4 ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("keep, expected", [
    (150, CutPoint(8, None, False)),
    (250, CutPoint(7, 2, True)),
    (500, CutPoint(7, 2, True)),
    (700, CutPoint(5, 2, True)),
    (5000, CutPoint(0, None, False)),
])
def test_find_cut_point_vectors(e10, keep, expected):
    assert find_cut_point(e10, 0, 10, keep) == expected


def test_find_turn_start_vectors(e10):
    assert find_turn_start(e10, 5, 0) == 2
    assert find_turn_start(e10, 1, 1) is None


def test_tool_results_are_never_cut_points(e10):
    assert find_valid_cut_points(e10, 0, 10) == [0, 1, 2, 3, 5, 7, 8, 9]


def test_settings_entry_before_a_user_message_makes_a_split_turn(e10):
    """Reference §7.3: step 4 moves the cut onto a thinking change; the cut is then reported as a split
    turn starting at the previous turn's user message (0.73.1 behaviour, pinned)."""
    path = e10[:8] + [thinking("t", "e7", "high"), {**e10[8], "parentId": "t"}, {**e10[9]}]
    cut = find_cut_point(path, 0, len(path), 150)
    assert cut == CutPoint(8, 2, True)


def test_permissive_upstream_cases():
    pairs = chain([m for i in range(10) for m in (u(100), a_text(100))])
    cut = find_cut_point(pairs, 0, len(pairs), 2500 // 4)
    assert pairs[cut.first_kept_entry_index]["message"]["role"] in ("user", "assistant")
    single = chain([a_text(10)])
    assert find_cut_point(single, 0, 1, 1000).first_kept_entry_index == 0
    assert find_cut_point(pairs, 0, len(pairs), 50000).first_kept_entry_index == 0
    turns = chain([u(10), a_text(10), u(10), a_text(400), a_text(400), a_text(400)])
    cut = find_cut_point(turns, 0, 6, 750)
    assert cut == CutPoint(4, 2, True)


def test_assistant_usage_trusts_only_a_completed_nonzero_usage():
    good = {**ZERO, "input": 200, "totalTokens": 200}
    [_, done] = chain([u(1), a_text(1, good)])
    assert assistant_usage(done["message"])["input"] == 200
    [_, aborted] = chain([u(1), a([], {**ZERO, "input": 300, "totalTokens": 300}, stop="aborted")])
    assert assistant_usage(aborted["message"]) is None
    [_, zero] = chain([u(1), a_text(1, ZERO)])
    assert assistant_usage(zero["message"]) is None and assistant_usage(zero["message"], pi_compat=True) == ZERO
    [user_entry] = chain([u(1)])
    assert assistant_usage(user_entry["message"]) is None


# ---- §8.1 -----------------------------------------------------------------------------------------
def test_prepare_compaction_split_vector(e10):
    plan = plan_compaction(e10, CompactionSettings(keep_recent_tokens=500), pi_compat=True)
    assert plan.first_kept_entry_id == "e7" and plan.is_split_turn
    assert [m["role"] for m in plan.messages_to_summarize] == ["user", "assistant"]
    assert [m["role"] for m in plan.turn_prefix_messages] == ["user", "assistant", "toolResult", "assistant", "toolResult"]
    assert plan.tokens_before == 0  # all-zero usage trusted, as Pi
    assert (plan.read_files, plan.modified_files) == (["src/a.ts"], ["src/b.ts"])
    assert plan.previous_summary is None


def test_prepare_compaction_non_split_vector(e10):
    plan = plan_compaction(e10, CompactionSettings(keep_recent_tokens=150), pi_compat=True)
    assert plan.first_kept_entry_id == "e8" and not plan.is_split_turn
    assert len(plan.messages_to_summarize) == 8 and plan.turn_prefix_messages == []
    assert (plan.tokens_before, plan.read_files, plan.modified_files) == (0, ["src/a.ts"], ["src/b.ts"])


def test_default_tokens_before_treats_all_zero_usage_as_unknown(e10):
    plan = plan_compaction(e10, CompactionSettings(keep_recent_tokens=150))
    assert plan.tokens_before == 100 + 100 + 100 + 6 + 300 + 6 + 300 + 50 + 100 + 100


def test_path_ending_in_a_compaction_or_empty_has_no_plan(e10):
    comp = {"type": "compaction", "id": "C", "parentId": "e9", "timestamp": TS, "summary": "S",
            "firstKeptEntryId": "e8", "tokensBefore": 1}
    assert plan_compaction(e10 + [comp]) is None
    assert plan_compaction([]) is None


def test_repeated_compaction_starts_at_the_previous_first_kept_entry(e10):
    c1 = {"type": "compaction", "id": "C1", "parentId": "e9", "timestamp": TS, "summary": "PREV",
          "firstKeptEntryId": "e8", "tokensBefore": 5,
          "details": {"readFiles": ["old.ts"], "modifiedFiles": ["oldmod.ts"]}}
    path = e10 + [c1, msg("e10", "C1", u(100)), msg("e11", "e10", a_text(100, {**ZERO, "totalTokens": 777}))]
    plan = plan_compaction(path, CompactionSettings(keep_recent_tokens=150), pi_compat=True)
    assert plan.first_kept_entry_id == "e10"
    assert [m["content"][0]["text"][:1] if m["role"] == "assistant" else m["role"]
            for m in plan.messages_to_summarize] == ["user", "y"]
    assert plan.previous_summary == "PREV" and plan.tokens_before == 777
    assert (plan.read_files, plan.modified_files) == (["old.ts"], ["oldmod.ts"])
    hooked = [*path[:10], {**c1, "fromHook": True}, *path[11:]]
    assert plan_compaction(hooked, CompactionSettings(keep_recent_tokens=150)).read_files == []


def test_plan_document_and_request(e10):
    plan = plan_compaction(e10, CompactionSettings(keep_recent_tokens=500, reserve_tokens=4096), pi_compat=True)
    doc = plan.to_pi()
    assert list(doc) == ["firstKeptEntryId", "isSplitTurn", "tokensBefore", "previousSummary",
                         "messagesToSummarize", "turnPrefixMessages", "readFiles", "modifiedFiles"]
    e10[4]["message"]["details"] = {"secret": "kept out of summaries"}
    plan = plan_compaction(e10, CompactionSettings(keep_recent_tokens=500, reserve_tokens=4096), pi_compat=True)
    request = plan.to_request("focus on tests", "AGENTS: be brief")
    assert request.kind == "compaction" and request.reserve_tokens == 4096
    assert request.custom_instructions == "focus on tests" and request.workspace_rules == "AGENTS: be brief"
    assert len(request.turn_prefix_messages) == 5
    assert all("details" not in m for m in request.turn_prefix_messages)
    assert plan.turn_prefix_messages[2]["details"] == {"secret": "kept out of summaries"}


def test_file_lists_sort_as_javascript_and_exclude_modified_from_read():
    ops = FileOps()
    for name, path in [("read", "b"), ("read", "\uffff"), ("read", "𝔘"), ("read", "a"), ("write", "a"),
                       ("edit", "c"), ("bash", "d"), ("read", "")]:
        ops.add_message(call(name, path))
    read, modified = ops.lists()
    assert read == ["b", "𝔘", "\uffff"]  # UTF-16 order: a surrogate pair sorts before U+FFFF
    assert modified == ["a", "c"]


# ---- the pairing rule (#4570, #6832) -----------------------------------------------------------------
def test_default_cut_never_keeps_a_tool_result_whose_call_is_summarized():
    """A bash execution run while a tool call was pending is a valid cut point for Pi; the kept result
    would then answer a call the model no longer sees (a provider 400)."""
    bash = {"role": "bashExecution", "command": "ls", "output": "o" * 38, "exitCode": 0, "cancelled": False,
            "truncated": False, "timestamp": 1}
    path = chain([u(100), call("read", "src/a.ts", "c1"), bash, result(300, "c1"), a_text(10)])
    pi = plan_compaction(path, CompactionSettings(keep_recent_tokens=315), pi_compat=True)
    assert pi.first_kept_entry_id == "e2"
    assert orphaned_tool_results(path, 0, 2, len(path)) == ["c1"]
    ours = plan_compaction(path, CompactionSettings(keep_recent_tokens=315))
    assert ours.first_kept_entry_id == "e1" and ours.is_split_turn
    assert orphaned_tool_results(path, 0, 1, len(path)) == []


def test_pairing_rule_moves_back_past_every_orphaning_cut():
    path = chain([u(5), call("read", "x", "c1"), call("read", "y", "c2"), u(100), result(300, "c1"),
                  result(300, "c2")])
    assert plan_compaction(path, CompactionSettings(keep_recent_tokens=650), pi_compat=True).first_kept_entry_id == "e3"
    assert orphaned_tool_results(path, 0, 3, len(path)) == ["c1", "c2"]
    assert orphaned_tool_results(path, 0, 2, len(path)) == ["c1"]
    plan = plan_compaction(path, CompactionSettings(keep_recent_tokens=650))
    assert plan.first_kept_entry_id == "e1" and plan.is_split_turn and plan.messages_to_summarize == []
    assert [m["role"] for m in plan.turn_prefix_messages] == ["user"]


# ---- hard checkpoints ----------------------------------------------------------------------------
def test_checkpoint_plan_summarizes_everything_and_keeps_nothing(e10):
    plan = plan_compaction(e10, CompactionSettings(keep_recent_tokens=150), checkpoint=True)
    assert plan.checkpoint and plan.first_kept_entry_id == "" and not plan.is_split_turn
    assert len(plan.messages_to_summarize) == 10 and plan.to_pi()["firstKeptEntryId"] is None


def test_checkpoint_with_nothing_to_summarize_is_refused():
    only_settings = [thinking("t", None, "high")]
    with pytest.raises(NothingToCompactError):
        plan_compaction(only_settings, checkpoint=True)


# ---- §10 branch summaries ----------------------------------------------------------------------------
@pytest.fixture
def tree():
    """a→b→c→d and a→e→f."""
    entries = [user("a", None, "a"), msg("b", "a", a_text(1)), user("c", "b", "c"), msg("d", "c", a_text(1)),
               msg("e", "a", a_text(1)), user("f", "e", "f")]
    return {e["id"]: e for e in entries}


def test_collect_entries_for_branch_summary(tree):
    result = collect_entries_for_branch_summary(tree, "d", "f")
    assert result.common_ancestor_id == "a" and [e["id"] for e in result.entries] == ["b", "c", "d"]
    result = collect_entries_for_branch_summary(tree, "d", "b")
    assert result.common_ancestor_id == "b" and [e["id"] for e in result.entries] == ["c", "d"]
    assert collect_entries_for_branch_summary(tree, None, "f").entries == []


def test_prepare_branch_entries_vector(tree):
    prepared = prepare_branch_entries([tree["b"], tree["c"], tree["d"]])
    assert [m["role"] for m in prepared.messages] == ["assistant", "user", "assistant"]
    assert prepared.total_tokens == 3


def test_prepare_branch_entries_skips_tool_results_and_keeps_summaries_under_ninety_percent():
    summary = {**branch_summary("bs", None, "x", "S" * 400), "details": {"readFiles": ["r.ts"], "modifiedFiles": ["m.ts"]}}
    entries = [summary, msg("c", "bs", call("edit", "e.ts")), msg("r", "c", result(50, "call-edit")),
               msg("u", "r", u(20))]
    prepared = prepare_branch_entries(entries, token_budget=200)
    assert [m["role"] for m in prepared.messages] == ["branchSummary", "assistant", "user"]
    assert (prepared.read_files, prepared.modified_files) == (["r.ts"], ["e.ts", "m.ts"])
    tight = prepare_branch_entries(entries, token_budget=25)  # user 20 + call 5 = 25; the summary: 25 ≥ 0.9 × 25
    assert [m["role"] for m in tight.messages] == ["assistant", "user"] and tight.total_tokens == 25
    squeezed = prepare_branch_entries(entries, token_budget=30)  # 25 < 0.9 × 30: the summary still goes in
    assert [m["role"] for m in squeezed.messages] == ["branchSummary", "assistant", "user"]
    assert squeezed.total_tokens == 125


def test_branch_position_follows_navigate_tree(tree):
    assert branch_position(tree["f"]) == "e"  # a user message: its parent
    assert branch_position(tree["a"]) is None  # the root user message: before the root
    assert branch_position(tree["d"]) == "d"  # an assistant: the entry itself
    custom = {"type": "custom_message", "id": "cm", "parentId": "d", "timestamp": TS, "customType": "x", "content": "t"}
    assert branch_position(custom) == "d"
    assert branch_token_budget() == 128000 - 16384 and branch_token_budget(200000, 1000) == 199000


# ---- properties over generated agent sessions ------------------------------------------------------
@settings(max_examples=40)
@given(st.integers(0, 2**64), st.sampled_from(strategies.KEEP_RECENT_TOKENS))
def test_default_plans_keep_every_tool_result_with_its_call_and_differ_from_pi_only_there(seed, keep):
    rng = random.Random(seed)
    lines, _ = strategies.gen_compaction_session(rng)
    entries = lines[1:]
    by_id = {e["id"]: e for e in entries}
    for leaf in {entries[-1]["id"], rng.choice(entries)["id"]}:
        path = path_to(by_id, by_id[leaf])
        ours = plan_compaction(path, CompactionSettings(keep_recent_tokens=keep))
        pi = plan_compaction(path, CompactionSettings(keep_recent_tokens=keep), pi_compat=True)
        assert (ours is None) == (pi is None)
        if ours is None:
            continue
        index = {e["id"]: i for i, e in enumerate(path)}
        prev = [i for i, e in enumerate(path) if e["type"] == "compaction"]
        start = index.get(path[prev[-1]]["firstKeptEntryId"], prev[-1] + 1) if prev else 0
        assert orphaned_tool_results(path, start, index[ours.first_kept_entry_id], len(path)) == []
        if not orphaned_tool_results(path, start, index[pi.first_kept_entry_id], len(path)):
            assert (ours.first_kept_entry_id, ours.messages_to_summarize, ours.turn_prefix_messages) == \
                   (pi.first_kept_entry_id, pi.messages_to_summarize, pi.turn_prefix_messages)
        else:
            assert index[ours.first_kept_entry_id] < index[pi.first_kept_entry_id]  # keeps more, never less
