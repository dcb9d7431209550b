"""Pairing repair (session-transcript-repair.test.ts) and the per-provider policies."""

from __future__ import annotations

import copy

from projection_strategies import assistant, result, user

from sessionlog.core.projections.providers import (
    BOOTSTRAP_TEXT,
    TOOL_CALLS_OMITTED,
    apply_provider_policy,
    sanitize_tool_call_ids,
)
from sessionlog.core.projections.repair import (
    MISSING_TOOL_RESULT_TEXT,
    repair_tool_use_result_pairing,
)


def repair(messages, **kw):
    return repair_tool_use_result_pairing(messages, **kw)


def test_moves_results_after_their_calls_and_inserts_missing_ones():
    a = assistant("", ("call_1", "read"), ("call_2", "exec"))
    u = user("interleaved")
    r2 = result("call_2", "two", "exec")
    out = repair([a, u, r2])
    assert out.messages[0] is a
    synthetic = out.messages[1]
    assert synthetic == {"role": "toolResult", "toolCallId": "call_1", "toolName": "read",
                         "content": [{"type": "text", "text": MISSING_TOOL_RESULT_TEXT}], "isError": True,
                         "timestamp": a["timestamp"]}
    assert out.messages[2:] == [r2, u]
    assert out.added == ["call_1"] and out.moved == 1
    assert MISSING_TOOL_RESULT_TEXT == ("[openclaw] missing tool result in session history; inserted synthetic "
                                        "error result for transcript repair.")


def test_drops_duplicate_results_within_a_span_and_across_the_transcript():
    a = assistant("", ("c1", "exec"))
    within = repair([user(), a, result("c1", "first"), result("c1", "second")])
    assert [m.get("content") for m in within.messages][2] == [{"type": "text", "text": "first"}]
    assert within.dropped_duplicates == 1 and len(within.messages) == 3
    across = repair([user(), a, result("c1", "first"), user("more"), result("c1", "late")])
    assert sum(m["role"] == "toolResult" for m in across.messages) == 1


def test_drops_orphan_results():
    u, a = user(), assistant("plain")
    out = repair([u, a, result("nobody", "x")])
    assert out.messages == [u, a] and out.dropped_orphans == 1


def test_errored_and_aborted_turns_under_the_keep_policy_are_not_completed():
    for reason in ("error", "aborted"):
        msgs = [user(), assistant("", ("c1", "exec"), stop=reason)]
        out = repair(msgs, errored_policy="keep")
        assert out.added == [] and out.messages is msgs


def test_errored_turns_are_dropped_with_their_results_by_default():
    """sessionlog's pinned choice: 5.6's replay policy ``drop``."""
    u, u2 = user(), user("after")
    out = repair([u, assistant("partial", ("c1", "exec"), stop="aborted"), result("c1", "late"), u2])
    assert out.messages == [u, u2] and out.dropped_errored_turns == 1 and out.added == []


def test_errored_turns_without_tool_calls_are_kept():
    msgs = [user(), assistant("oops", stop="error")]
    assert repair(msgs).messages is msgs


def test_normal_tool_use_turns_get_their_missing_result():
    out = repair([user(), assistant("", ("call_normal", "exec"))])
    assert out.added == ["call_normal"]


def test_result_tool_names_are_normalised():
    a = assistant("", ("c1", "exec"), ("c2", "read"))
    r1 = {**result("c1", "x"), "toolName": "  exec  "}
    r2 = {**result("c2", "y"), "toolName": "  "}
    out = repair([a, r1, r2])
    assert [m["toolName"] for m in out.messages[1:]] == ["exec", "read"]
    assert out.renamed_results == 2


def test_a_well_formed_transcript_comes_back_as_the_same_list():
    msgs = [user(), assistant("", ("c1", "exec")), result("c1"), assistant("done")]
    assert repair(msgs).messages is msgs


def test_repair_never_mutates_its_input():
    msgs = [assistant("", ("c1", "x"), ("c2", "y")), user(), result("c2"), result("zz")]
    before = copy.deepcopy(msgs)
    repair(msgs)
    assert msgs == before


# ---------------------------------------------------------------- providers
def test_openai_responses_synthesises_aborted_and_keeps_ids():
    out = apply_provider_policy([user(), assistant("", ("call|fc_1", "exec"))], "openai-responses")
    assert out.messages[2]["content"][0]["text"] == "aborted"
    assert out.messages[2]["toolCallId"] == "call|fc_1" and out.ids_renamed == 0


def test_strict_ids_are_alphanumeric_and_pairs_stay_paired():
    msgs = [user(), assistant("", ("call_1|fc-x", "exec"), ("call-1|fc_x", "exec")),
            result("call_1|fc-x"), result("call-1|fc_x")]
    out, renamed = sanitize_tool_call_ids(msgs, "strict")
    ids = [b["id"] for b in out[1]["content"] if b["type"] == "toolCall"]
    assert renamed == 2 and all(i.isalnum() and len(i) <= 40 for i in ids) and len(set(ids)) == 2
    assert [m["toolCallId"] for m in out[2:]] == ids


def test_strict9_ids_are_nine_alphanumerics():
    msgs = [user(), assistant("", ("call_abcdefghijk", "exec"), ("x", "exec")), result("call_abcdefghijk"),
            result("x")]
    out, _ = sanitize_tool_call_ids(msgs, "strict9")
    ids = [b["id"] for b in out[1]["content"] if b["type"] == "toolCall"]
    assert ids[0] == "callabcde" and len(ids[1]) == 9 and ids[1].isalnum()
    assert [m["toolCallId"] for m in out[2:]] == ids


def test_anthropic_merges_consecutive_user_turns():
    out = apply_provider_policy([user("a", ts=1), user("b", ts=2), assistant()], "anthropic")
    assert out.messages[0] == {"role": "user", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}],
                               "timestamp": 2}
    assert out.users_merged == 1


def test_anthropic_strips_dangling_calls_of_kept_errored_turns():
    msgs = [user(), assistant("", ("c1", "exec"), stop="error"), user("next")]
    out = apply_provider_policy(msgs, "anthropic", errored_policy="keep")
    assert out.messages[1]["content"] == [] and out.dangling_calls_dropped == 1
    assert TOOL_CALLS_OMITTED == "[tool calls omitted]"


def test_google_merges_assistants_and_bootstraps_an_assistant_first_history():
    msgs = [assistant("one", ts=1), assistant("two", ts=2), user()]
    out = apply_provider_policy(msgs, "google")
    assert out.messages[0]["content"] == [{"type": "text", "text": BOOTSTRAP_TEXT}] and out.bootstrap_added
    assert [b["text"] for b in out.messages[1]["content"]] == ["one", "two"] and out.assistants_merged == 1
    assert BOOTSTRAP_TEXT == "(session bootstrap)"


def test_mistral_uses_strict9():
    out = apply_provider_policy([user(), assistant("", ("call_1", "exec")), result("call_1")], "mistral")
    assert len(out.messages[1]["content"][0]["id"]) == 9 == len(out.messages[2]["toolCallId"])


def test_the_pipeline_synthesises_aborted_for_openai_responses_from_the_first_repair():
    from sessionlog.core.projections import ProjectionSettings, project

    out = project([user(), assistant("", ("call_1", "exec")), user("next")], ProjectionSettings(provider="openai-responses"))
    assert out.messages[2]["content"] == [{"type": "text", "text": "aborted"}]
    assert out.report.steps[0].details["added"] == ["call_1"]
