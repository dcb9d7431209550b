"""Transcript rotation: the successor session starts from the latest settings, compaction and kept tail
(DESIGN §6); its view at its head equals the predecessor's view at the rotated leaf."""


from __future__ import annotations
import pytest
from builders import STACKED, assistant, compaction, label, model_change, thinking, user
from sessionlog.core.errors import InvalidInputError
from sessionlog.core.tiers import check_history
from sessionlog.core.rotation import plan_rotation, setting_id
from sessionlog.core.view import build_view
from support import COMPACTED, ids


def test_plan_keeps_settings_custom_compaction_and_tail_in_one_chain():
    path = [e for e in COMPACTED if e["id"] in {"m", "t", "a", "k", "b", "c", "d", "e", "C", "f", "ly"}]
    plan = plan_rotation(path)
    # thinking and custom come from before the tail; the model is set inside the tail (d), so the old
    # model_change and the assistant b are not carried; the label targets a copied entry
    assert ids(plan.entries) == ["t", "k", "c", "d", "e", "C", "f", "ly"]
    assert [e["parentId"] for e in plan.entries] == [None, "t", "k", "c", "d", "e", "C", "f"]
    compaction_copy = plan.entries[5]
    assert compaction_copy["firstKeptEntryId"] == "c" and compaction_copy["timestamp"] == "2025-01-02T00:00:00Z"
    assert (plan.leaf, plan.compaction, plan.first_kept, plan.carried) == ("ly", "C", "c", ["t", "k"])
    assert build_view(plan.entries).to_pi() == build_view(path).to_pi()


def test_model_from_an_assistant_before_the_tail_becomes_a_model_change():
    path = [user("a", None, "q"), assistant("b", "a", "r", model="claude-a"), user("c", "b", "q2"),
            compaction("C", "c", "sum", kept="c"), user("d", "C", "q3")]
    plan = plan_rotation(path)
    stand_in = plan.entries[0]
    assert stand_in == {"type": "model_change", "id": setting_id("b", {"a", "b", "c", "C", "d"}), "parentId": None,
                        "timestamp": "2025-01-01T00:00:00Z", "provider": "anthropic", "modelId": "claude-a"}
    assert plan.synthesized == [stand_in["id"]] and ids(plan.entries)[1:] == ["c", "C", "d"]
    assert build_view(plan.entries).to_pi() == build_view(path).to_pi()


def test_a_model_change_before_the_tail_is_copied_and_later_settings_win():
    path = [model_change("m", None, "openai", "gpt-x"), thinking("t0", "m", "low"), user("a", "t0", "q"),
            thinking("t1", "a", "high"), user("c", "t1", "q2"), compaction("C", "c", "sum", kept="c")]
    plan = plan_rotation(path)
    assert ids(plan.entries) == ["m", "t1", "c", "C"]
    assert build_view(plan.entries).to_pi() == build_view(path).to_pi()


def test_nothing_kept_before_the_compaction_is_a_hard_checkpoint():
    path = [user("a", None, "q"), compaction("C", "a", "sum", kept="C"), user("d", "C", "q3")]
    plan = plan_rotation(path)
    assert ids(plan.entries) == ["C", "d"] and plan.entries[0]["firstKeptEntryId"] == "C"
    assert build_view(plan.entries).to_pi() == build_view(path).to_pi()


def test_older_compactions_in_the_kept_tail_point_at_copied_entries():
    plan = plan_rotation(STACKED)
    assert ids(plan.entries) == ["d", "C1", "e", "f", "C2", "g"]
    kept = {e["id"]: e["firstKeptEntryId"] for e in plan.entries if e["type"] == "compaction"}
    assert kept == {"C1": "d", "C2": "d"}  # C1: the first copied entry after c
    assert check_history(plan.entries).warnings == []
    assert build_view(plan.entries).to_pi() == build_view(STACKED).to_pi()
    # the view at the older compaction keeps what is left of its kept span
    assert build_view(plan.entries, "C1").to_pi()["messages"][1:] == [STACKED[3]["message"]]


def test_without_a_compaction_the_whole_path_is_copied():
    path = [user("a", None, "q"), assistant("b", "a", "r"), label("l", "b", "a", "x")]
    plan = plan_rotation(path)
    assert plan.entries == path and plan.compaction is None and plan.dropped == 0


def test_an_empty_path_cannot_rotate():
    with pytest.raises(InvalidInputError):
        plan_rotation([])
