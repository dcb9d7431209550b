"""Rotation stored (conformance): the successor's view at its head equals the predecessor's at the rotated
leaf; links both ways; the name kept; a moved head refused."""

from __future__ import annotations
import pytest
import strategies
from builders import STACKED, assistant, compaction, thinking, user
from hypothesis import HealthCheck, given, settings
from sessionlog.core.codec import parse_jsonl_text
from sessionlog.core.errors import HeadConflictError, InvalidInputError
from sessionlog.core.names import ROTATED_FROM, ROTATED_TO
from sessionlog.core.tiers import check_history
from sessionlog.ops.forks import apply_rotation, plan_rotation_at, rotate
from sessionlog.ops.results import SessionLink
from sessionlog.ops.sessions import links
from sessionlog.core.rotation import plan_rotation
from sessionlog.core.view import build_view, path_to
from functools import partial

from support import COMPACTED, ids, stored

stored = partial(stored, sid="pred-1")


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
    assert links(store, sid) == [SessionLink(kind=ROTATED_TO, entry="ly", session=succ)]
    assert links(store, succ) == [SessionLink(kind=ROTATED_FROM, entry="ly", session=sid)]
    assert store.verify().ok


def test_rotation_keeps_the_session_name(store):
    sid = stored(store, [user("a", None, "q"), {"type": "session_info", "id": "n", "parentId": "a",
                                                "timestamp": "2025-01-01T00:00:00Z", "name": "Named"},
                         user("b", "n", "q2"), compaction("C", "b", "sum", kept="b")])
    succ = rotate(store, sid)
    assert store.catalogue(succ).name == "Named"
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
def test_rotation_preserves_view_at_head(make_store, lines):
    entries = lines[1:]
    if entries:
        leaf = entries[-1]["id"]
        by_id = {e["id"]: e for e in entries}
        path = path_to(by_id, by_id[leaf])
        assert build_view(plan_rotation(path).entries).to_pi() == build_view(path).to_pi()
    with make_store() as store:
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
