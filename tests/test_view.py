"""Golden cases for the pure view builder, ported from Pi's build-context tests (reference §12.4, §4.2)."""

from __future__ import annotations

import pytest

from sessionlog.core.jsvalues import js_date_ms
from sessionlog.core.errors import CycleError
from sessionlog.core.view import (
    BRANCH_SUMMARY_PREFIX,
    BRANCH_SUMMARY_SUFFIX,
    COMPACTION_SUMMARY_PREFIX,
    COMPACTION_SUMMARY_SUFFIX,
    UNSET,
    build_view,
    to_llm,
)

from builders import TS, assistant, branch_summary, compaction, label, model_change, texts, thinking, user


def test_empty_entries_give_the_empty_context():
    assert build_view([]).to_pi() == {"messages": [], "thinkingLevel": "off", "model": None}


def test_explicit_null_leaf_gives_the_empty_context_even_with_entries():
    assert build_view([user("1", None, "a")], None).to_pi() == {"messages": [], "thinkingLevel": "off", "model": None}


def test_conversation_roles_in_order():
    es = [user("1", None, "a"), assistant("2", "1", "b"), user("3", "2", "c"), assistant("4", "3", "d")]
    assert [m["role"] for m in build_view(es).messages] == ["user", "assistant", "user", "assistant"]


def test_thinking_level_change_sets_level_without_a_message():
    es = [user("1", None, "a"), thinking("2", "1", "high"), assistant("3", "2", "b")]
    view = build_view(es)
    assert view.thinking_level == "high" and len(view.messages) == 2


def test_assistant_after_model_change_wins():
    es = [model_change("1", None, "openai", "gpt-4"), user("2", "1", "a"), assistant("3", "2", "b")]
    assert build_view(es).model == {"provider": "anthropic", "modelId": "claude-test"}


def test_model_change_after_the_last_assistant_wins():
    es = [user("1", None, "a"), assistant("2", "1", "b"), model_change("3", "2", "openai", "gpt-4")]
    assert build_view(es).model == {"provider": "openai", "modelId": "gpt-4"}


def test_settings_only_entries_still_set_settings():
    es = [user("1", None, "a"), model_change("2", "1", "openai", "gpt"), thinking("3", "2", "high")]
    assert build_view(es).to_pi() == {"messages": [es[0]["message"]], "thinkingLevel": "high",
                                      "model": {"provider": "openai", "modelId": "gpt"}}


def test_compaction_emits_summary_then_kept_then_after():
    es = [user("1", None, "first"), assistant("2", "1", "response1"), user("3", "2", "second"),
          assistant("4", "3", "response2"), compaction("5", "4", "Summary of first two turns", "3"),
          user("6", "5", "third"), assistant("7", "6", "response3")]
    view = build_view(es)
    assert texts(view.messages) == ["Summary of first two turns", "second", "response2", "third", "response3"]
    assert view.messages[0] == {"role": "compactionSummary", "summary": "Summary of first two turns",
                                "tokensBefore": 1000, "timestamp": js_date_ms(TS)}


def test_compaction_keeping_the_first_entry_keeps_everything():
    es = [user("1", None, "a"), assistant("2", "1", "b"), compaction("3", "2", "S", "1"), user("4", "3", "c")]
    assert len(build_view(es).messages) == 4


def test_only_the_last_compaction_counts():
    es = [user("1", None, "a"), assistant("2", "1", "b"), compaction("3", "2", "First summary", "1"),
          user("4", "3", "c"), assistant("5", "4", "d"), compaction("6", "5", "Second summary", "4"),
          user("7", "6", "e")]
    view = build_view(es)
    assert len(view.messages) == 4 and view.messages[0]["summary"] == "Second summary"


@pytest.mark.parametrize("kept", ["unknown", "9", "5"])
def test_first_kept_not_before_the_compaction_keeps_nothing(kept):
    # unknown id, an id after the compaction, and the compaction's own id (hard checkpoint)
    es = [user("1", None, "a"), assistant("2", "1", "b"), user("3", "2", "c"), assistant("4", "3", "d"),
          compaction("5", "4", "S", kept), user("9", "5", "after")]
    assert texts(build_view(es).messages) == ["S", "after"]


def test_branches_follow_the_leaf():
    es = [user("1", None, "a"), assistant("2", "1", "b"), user("3", "2", "branch A"), user("4", "2", "branch B")]
    assert texts(build_view(es, "3").messages) == ["a", "b", "branch A"]
    assert texts(build_view(es, "4").messages) == ["a", "b", "branch B"]


def test_branch_summary_is_emitted_on_the_path():
    es = [user("1", None, "a"), assistant("2", "1", "b"), user("3", "2", "abandoned"),
          branch_summary("4", "2", "3", "Summary of abandoned work"), user("5", "4", "new direction")]
    view = build_view(es, "5")
    assert texts(view.messages) == ["a", "b", "Summary of abandoned work", "new direction"]
    assert view.messages[2] == {"role": "branchSummary", "summary": "Summary of abandoned work", "fromId": "3",
                                "timestamp": js_date_ms(TS)}


def test_empty_branch_summary_is_skipped():
    es = [user("1", None, "a"), branch_summary("2", "1", "1", ""), user("3", "2", "b")]
    assert texts(build_view(es).messages) == ["a", "b"]


def test_complex_tree_with_compaction_and_branch_summary():
    es = [user("1", None, "start"), assistant("2", "1", "r1"), user("3", "2", "q2"), assistant("4", "3", "r2"),
          compaction("5", "4", "Compacted history", "3"), user("6", "5", "q3"), assistant("7", "6", "r3"),
          user("8", "3", "wrong approach"), assistant("9", "8", "r-wrong"),
          branch_summary("10", "3", "9", "Tried wrong approach"), user("11", "10", "better approach")]
    assert texts(build_view(es, "7").messages) == ["Compacted history", "q2", "r2", "q3", "r3"]
    assert texts(build_view(es, "11").messages) == ["start", "r1", "q2", "Tried wrong approach", "better approach"]


def test_unknown_or_absent_leaf_falls_back_to_the_last_entry_in_array_order():
    es = [user("a", None, "a"), user("b", "a", "b"), user("c", "a", "c")]
    assert texts(build_view(es).messages) == ["a", "c"]
    assert texts(build_view(es, "nonexistent").messages) == ["a", "c"]
    assert texts(build_view(es, UNSET).messages) == ["a", "c"]


def test_orphan_yields_only_its_own_subpath():
    es = [user("1", None, "a"), user("2", "missing", "orphan")]
    assert texts(build_view(es, "2").messages) == ["orphan"]


def test_labels_and_custom_entries_never_produce_messages():
    es = [user("1", None, "a"), label("2", "1", "1", "checkpoint"),
          {"type": "custom", "id": "3", "parentId": "2", "timestamp": TS, "customType": "x", "data": {"k": 1}},
          {"type": "session_info", "id": "4", "parentId": "3", "timestamp": TS, "name": "n"},
          {"type": "some_future_type", "id": "5", "parentId": "4", "timestamp": TS, "payload": [1, 2]}]
    assert texts(build_view(es).messages) == ["a"]


def test_custom_message_becomes_custom_role_with_details_only_when_present():
    base = {"type": "custom_message", "parentId": None, "timestamp": TS, "customType": "ext", "content": "hi",
            "display": True}
    with_details = build_view([{**base, "id": "1", "details": {"k": 1}}]).messages[0]
    without = build_view([{**base, "id": "1"}]).messages[0]
    assert with_details == {"role": "custom", "customType": "ext", "content": "hi", "display": True,
                            "details": {"k": 1}, "timestamp": js_date_ms(TS)}
    assert "details" not in without


def test_thinking_change_without_level_drops_the_key_like_json_stringify():
    es = [{"type": "thinking_level_change", "id": "1", "parentId": None, "timestamp": TS}]
    assert "thinkingLevel" not in build_view(es).to_pi()


def test_a_parent_cycle_raises_instead_of_looping():
    es = [user("1", "2", "a"), user("2", "1", "b")]
    with pytest.raises(CycleError):
        build_view(es, "1")


def test_summary_timestamps_are_epoch_milliseconds_with_or_without_millis():
    assert js_date_ms("2025-01-01T00:00:00Z") == 1735689600000
    assert js_date_ms("2025-01-01T00:00:00.250Z") == 1735689600250
    assert js_date_ms("2025-01-01T01:00:00+01:00") == 1735689600000
    assert js_date_ms("not a date") is None


def test_to_llm_wraps_summaries_with_pi_literals():
    msgs = [{"role": "compactionSummary", "summary": "S", "tokensBefore": 1, "timestamp": 5},
            {"role": "branchSummary", "summary": "B", "fromId": "x", "timestamp": 6}]
    out = to_llm(msgs)
    assert out[0] == {"role": "user", "content": [{"type": "text", "text": COMPACTION_SUMMARY_PREFIX + "S" + COMPACTION_SUMMARY_SUFFIX}], "timestamp": 5}
    assert out[1]["content"][0]["text"] == BRANCH_SUMMARY_PREFIX + "B" + BRANCH_SUMMARY_SUFFIX
    assert BRANCH_SUMMARY_SUFFIX == "</summary>" and COMPACTION_SUMMARY_SUFFIX == "\n</summary>"


@pytest.mark.parametrize(
    "message, text",
    [
        ({"command": "ls", "output": "a\nb", "exitCode": 0, "cancelled": False, "truncated": False},
         "Ran `ls`\n```\na\nb\n```"),
        ({"command": "ls", "output": "", "exitCode": 2, "cancelled": False, "truncated": False},
         "Ran `ls`\n(no output)\n\nCommand exited with code 2"),
        ({"command": "sleep", "output": "x", "exitCode": 1, "cancelled": True, "truncated": False},
         "Ran `sleep`\n```\nx\n```\n\n(command cancelled)"),
        ({"command": "cat", "output": "y", "cancelled": False, "truncated": True, "fullOutputPath": "/tmp/o"},
         "Ran `cat`\n```\ny\n```\n\n[Output truncated. Full output: /tmp/o]"),
    ],
)
def test_to_llm_renders_bash_executions(message, text):
    out = to_llm([{"role": "bashExecution", **message, "timestamp": 7}])
    assert out == [{"role": "user", "content": [{"type": "text", "text": text}], "timestamp": 7}]


def test_to_llm_drops_excluded_bash_and_unknown_roles_and_passes_others():
    msgs = [{"role": "bashExecution", "command": "x", "output": "", "cancelled": False, "truncated": False,
             "excludeFromContext": True, "timestamp": 1},
            {"role": "mystery", "timestamp": 2},
            {"role": "user", "content": "u", "timestamp": 3},
            {"role": "custom", "customType": "c", "content": "hello", "display": False, "details": 1, "timestamp": 4}]
    assert to_llm(msgs) == [{"role": "user", "content": "u", "timestamp": 3},
                            {"role": "user", "content": [{"type": "text", "text": "hello"}], "timestamp": 4}]


def test_an_assistant_without_provider_or_model_sets_an_empty_model_like_pi():
    es = [model_change("1", None, "openai", "gpt"),
          {"type": "message", "id": "2", "parentId": "1", "timestamp": TS,
           "message": {"role": "assistant", "content": [], "timestamp": 1}}]
    assert build_view(es).model == {}
