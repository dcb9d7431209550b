"""Transcript rotation: the successor session starts from the latest settings, compaction and kept tail
(DESIGN §6); its view at its head equals the predecessor's view at the rotated leaf."""

from __future__ import annotations

import pytest
import strategies
from builders import assistant, compaction, label, model_change, thinking, user
from hypothesis import HealthCheck, given, settings

from sessionlog import open_store
from sessionlog.codec import parse_jsonl_text
from sessionlog.dag import check_history
from sessionlog.errors import HeadConflictError, InvalidInputError
from sessionlog.forks import (
    ROTATED_FROM,
    ROTATED_TO,
    apply_rotation,
    links,
    plan_rotation_at,
    rotate,
)
from sessionlog.rotation import plan_rotation, setting_id
from sessionlog.view import build_view, path_to

CUSTOM = {"type": "custom", "customType": "ext-state", "data": {"n": 1}}


def custom(eid, parent):
    return {**CUSTOM, "id": eid, "parentId": parent, "timestamp": "2025-01-01T00:00:00Z"}


def stored(store, entries, sid="pred-1"):
    text = strategies.to_jsonl([{"type": "session", "version": 3, "id": sid, "timestamp": "2025-01-01T00:00:00.000Z",
                                 "cwd": "/proj"}, *entries])
    return store.import_parsed(parse_jsonl_text(text), source="test").session


COMPACTED = [
    model_change("m", None, "openai", "gpt-old"),
    thinking("t", "m", "high"),
    user("a", "t", "first"),
    custom("k", "a"),
    assistant("b", "k", "answer one", model="claude-a"),
    user("c", "b", "second"),
    assistant("d", "c", "answer two", model="claude-b"),
    user("e", "d", "third"),
    compaction("C", "e", "summary of a..d", kept="c", ts="2025-01-02T00:00:00Z"),
    user("f", "C", "after"),
    user("s", "b", "a sibling branch"),
    label("lx", "s", "a", "off tail"),
    label("ly", "f", "c", "in tail"),
]


def ids(entries):
    return [e["id"] for e in entries]


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


# C2 keeps from d, inside C1's kept span (the boundary of a compaction is the previous one's first kept
# entry), so C1 is in C2's kept tail while C1's own first kept entry c is not copied
STACKED = [user("a", None, "q1"), assistant("b", "a", "r1"), user("c", "b", "q2"), assistant("d", "c", "r2"),
           compaction("C1", "d", "s1", kept="c"), user("e", "C1", "q3"), assistant("f", "e", "r3"),
           compaction("C2", "f", "s2", kept="d"), user("g", "C2", "q4")]


def test_older_compactions_in_the_kept_tail_point_at_copied_entries():
    plan = plan_rotation(STACKED)
    assert ids(plan.entries) == ["d", "C1", "e", "f", "C2", "g"]
    kept = {e["id"]: e["firstKeptEntryId"] for e in plan.entries if e["type"] == "compaction"}
    assert kept == {"C1": "d", "C2": "d"}  # C1: the first copied entry after c
    assert check_history(plan.entries).warnings == []
    assert build_view(plan.entries).to_pi() == build_view(STACKED).to_pi()
    # the view at the older compaction keeps what is left of its kept span
    assert build_view(plan.entries, "C1").to_pi()["messages"][1:] == [STACKED[3]["message"]]


def test_an_older_compaction_with_nothing_copied_or_an_unresolved_kept_entry_becomes_a_checkpoint(store):
    # C2 keeps from C1 itself: nothing before C1 is copied, so C1 keeps nothing (its kept entry a is
    # gone, or was never on its path: then its view kept nothing before it in the predecessor too)
    for kept in ("a", "nowhere"):
        path = [user("a", None, "q1"), compaction("C1", "a", "s1", kept=kept), user("e", "C1", "q3"),
                compaction("C2", "e", "s2", kept="C1"), user("g", "C2", "q4")]
        plan = plan_rotation(path)
        assert ids(plan.entries) == ["C1", "e", "C2", "g"]
        assert plan.entries[0]["firstKeptEntryId"] == "C1" and plan.entries[2]["firstKeptEntryId"] == "C1"
        assert check_history(plan.entries).warnings == []
        assert build_view(plan.entries).to_pi() == build_view(path).to_pi()
        sid = stored(store, path, sid=f"pred-{kept}")
        succ = rotate(store, sid)
        assert store.verify(succ).warnings == [] and store.view(succ).to_pi() == store.view(sid).to_pi()


def test_rotated_successors_of_stacked_compactions_verify_without_warnings(store):
    sid = stored(store, STACKED)
    succ = rotate(store, sid)
    report = store.verify(succ)
    assert report.ok and report.warnings == [], report.warnings
    assert store.view(succ).to_pi() == store.view(sid).to_pi()
    assert store.verify(rotate(store, succ)).warnings == []


def test_without_a_compaction_the_whole_path_is_copied():
    path = [user("a", None, "q"), assistant("b", "a", "r"), label("l", "b", "a", "x")]
    plan = plan_rotation(path)
    assert plan.entries == path and plan.compaction is None and plan.dropped == 0


def test_an_empty_path_cannot_rotate():
    with pytest.raises(InvalidInputError):
        plan_rotation([])


def test_rotate_stores_the_successor_and_links_both_ways(store):
    sid = stored(store, COMPACTED)
    store.move_head(sid, "ly")
    before = (store.entries(sid), store.heads(sid))
    succ = rotate(store, sid)
    header = store.header(succ)
    assert header["parentSession"] == sid and header["cwd"] == "/proj" and header["id"] == succ
    assert ids(store.entries(succ)) == ["t", "k", "c", "d", "e", "C", "f", "ly"]
    assert "s" not in ids(store.entries(succ))  # sibling branches stay in the predecessor
    assert store.view(succ).to_pi() == store.view(sid, "ly").to_pi()
    assert (store.entries(sid), store.heads(sid)) == before  # nothing stored was changed
    assert links(store, sid) == [{"kind": ROTATED_TO, "entry": "ly", "session": succ}]
    assert links(store, succ) == [{"kind": ROTATED_FROM, "entry": "ly", "session": sid}]
    assert store.verify().ok


def test_rotation_keeps_the_session_name(store):
    sid = stored(store, [user("a", None, "q"), {"type": "session_info", "id": "n", "parentId": "a",
                                                "timestamp": "2025-01-01T00:00:00Z", "name": "Named"},
                         user("b", "n", "q2"), compaction("C", "b", "sum", kept="b")])
    succ = rotate(store, sid)
    assert store.catalogue(succ)["name"] == "Named"
    assert store.view(succ).to_pi() == store.view(sid, "C").to_pi()


def test_a_plan_made_before_the_head_moved_is_refused(store):
    sid = stored(store, COMPACTED)
    store.move_head(sid, "f")
    plan = plan_rotation_at(store, sid)
    store.move_head(sid, "e")
    count = len(store.sessions())
    with pytest.raises(HeadConflictError):
        apply_rotation(store, sid, plan)
    assert len(store.sessions()) == count and store.annotations(sid, kind=ROTATED_TO) == []


def test_an_empty_head_cannot_rotate(store):
    with pytest.raises(InvalidInputError, match="empty"):
        rotate(store, store.create_session(cwd="/").id)


def test_rotation_twice_keeps_the_view(store):
    sid = stored(store, COMPACTED)
    store.move_head(sid, "f")
    first = rotate(store, sid)
    second = rotate(store, first)
    assert store.view(second).to_pi() == store.view(sid, "f").to_pi()
    assert store.header(second)["parentSession"] == first


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=strategies.sessions((3,)))
def test_rotation_preserves_view_at_head(tmp_path_factory, lines):
    entries = lines[1:]
    if entries:
        leaf = entries[-1]["id"]
        by_id = {e["id"]: e for e in entries}
        path = path_to(by_id, by_id[leaf])
        assert build_view(plan_rotation(path).entries).to_pi() == build_view(path).to_pi()
    with open_store(tmp_path_factory.mktemp("rot") / "r.db") as store:
        sid = store.import_parsed(parse_jsonl_text(strategies.to_jsonl(lines)), source="gen").session
        if store.head(sid) is None:
            return
        succ = rotate(store, sid)
        assert store.view(succ).to_pi() == store.view(sid).to_pi()
        report = store.verify(succ)
        assert report.ok and report.warnings == [], report.warnings  # a successor verifies clean


def test_compacted_sessions_rotate_with_the_same_view(store):
    for name, lines, _ in strategies.gen_compaction_corpus(7, 12):
        sid = stored(store, lines[1:], sid=name)
        succ = rotate(store, sid)
        assert store.view(succ).to_pi() == store.view(sid).to_pi(), name
        assert store.verify(succ).warnings == [], name


def test_pi_opens_the_exported_successor_with_the_same_context(store):
    """Differential: Pi 0.73.1 opens the exported successor file (leaf undefined: its last line) and
    builds the same SessionContext as the predecessor's view at the rotated leaf."""
    from test_pi_differential import json_diff, json_equal, oracle  # the harness

    oracle.require_oracle()
    stand_in = [thinking("t", None, "low"), user("a", "t", "q"), assistant("b", "a", "r", model="claude-a"),
                user("c", "b", "q2"), compaction("C", "c", "sum", kept="c"), user("d", "C", "q3")]
    cases = [("compacted", COMPACTED, "ly"), ("stand-in", stand_in, None), ("stacked", STACKED, None)]
    cases += [(name, lines[1:], None) for name, lines, _ in strategies.gen_compaction_corpus(11, 8)]
    expected, texts = [], []
    for name, entries, leaf in cases:
        sid = stored(store, entries, sid=name)
        if leaf is not None:
            store.move_head(sid, leaf)
        succ = rotate(store, sid)
        data, note = store.export(succ)
        assert note is None  # the successor's head is its last line
        expected.append(store.view(sid).to_pi())
        texts.append(data.decode())
    results = oracle.run_oracle([{"text": text, "leaves": [{}]} for text in texts])
    for (name, _, _), want, result in zip(cases, expected, results):
        pi_context = result["views"][0]["context"]
        assert json_equal(pi_context, want), f"{name}\n{json_diff(pi_context, want)}"


# ---------------------------------------------------------------- CLI
def run(db, *args):
    from click.testing import CliRunner
    from sessionlog.cli import cli

    return CliRunner().invoke(cli, ["--db", str(db), *args])


def test_cli_rotate_dry_run_prints_the_plan_and_creates_nothing(store):
    import json

    sid = stored(store, COMPACTED)
    store.move_head(sid, "ly")
    count = len(store.sessions())
    doc = json.loads(run(store.path, "rotate", sid, "--dry-run", "--json").stdout)
    assert doc["leaf"] == "ly" and doc["compaction"] == "C" and ids(doc["entries"])[0] == "t"
    text = run(store.path, "rotate", sid, "--dry-run")
    assert text.exit_code == 0 and "compaction:  C" in text.stdout
    assert len(store.sessions()) == count and store.annotations(sid, kind=ROTATED_TO) == []


def test_cli_rotate_prints_the_successor_and_show_links_both_ways(store):
    import json

    sid = stored(store, COMPACTED)
    result = run(store.path, "rotate", sid)
    assert result.exit_code == 0, result.output
    succ = result.stdout.strip()
    assert store.header(succ)["parentSession"] == sid
    shown = run(store.path, "show", sid).stdout
    assert "rotated-to" in shown and succ in shown
    shown = run(store.path, "show", succ).stdout
    assert "rotated-from" in shown and sid in shown
    doc = json.loads(run(store.path, "show", succ, "--json").stdout)
    assert doc["links"] == [{"kind": "rotated-from", "entry": store.head(sid), "session": sid}]
    again = json.loads(run(store.path, "rotate", succ, "--json").stdout)
    assert again["predecessor"] == succ and store.header(again["session"])["parentSession"] == succ
