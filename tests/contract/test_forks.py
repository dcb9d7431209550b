"""Forks: a new session holding the path to an entry, its labels and the session name (DESIGN §6)."""


from __future__ import annotations

import msgspec
import uuid
import pytest
import strategies
from builders import model_change, user
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sessionlog.core.codec import parse_jsonl_text, sha256_hex
from sessionlog.core.errors import InvalidInputError, NotFoundError
from sessionlog.core.names import FORK, FORKED_FROM
from sessionlog.ops.forks import fork
from sessionlog.ops.results import SessionLink
from sessionlog.ops.sessions import links
from functools import partial

from support import FORKED, stored

stored = partial(stored, sid="parent-1")


@pytest.fixture
def parent(store):
    return stored(store, FORKED)


def test_fork_holds_the_path_with_ids_timestamps_and_shared_bodies(store, parent):
    child = fork(store, parent, "d")
    assert str(uuid.UUID(child)) == child and uuid.UUID(child).version == 7
    header = store.header(child)
    assert header["parentSession"] == parent and header["cwd"] == "/proj"
    entries = store.entries(child)
    path = [e for e in store.path_to(parent, "d") if e["type"] != "label"]
    copies = entries[:len(path)]
    assert [(e["id"], e["timestamp"]) for e in copies] == [(e["id"], e["timestamp"]) for e in path]
    assert [e["parentId"] for e in copies] == [None, "a", "t", "b", "c"]  # re-parented past the dropped label
    with store.read() as tx:
        parent_hashes = {r.id: r.body_hash for r in tx.rows(parent)}
        child_hashes = {r.id: r.body_hash for r in tx.rows(child)}
    assert all(child_hashes[e["id"]] == parent_hashes[e["id"]] for e in path)
    assert store.verify().ok


def test_fork_view_at_head_equals_parent_view_at_the_fork_point(store, parent):
    for at in ("a", "t", "b", "c", "d", "x", "l3", "n1"):
        child = fork(store, parent, at)
        assert store.view(child).to_pi() == store.view(parent, at).to_pi(), at


def test_labels_on_the_path_are_recreated_after_it_like_pi(store, parent):
    child = fork(store, parent, "d")
    entries = store.entries(child)
    labels = [e for e in entries if e["type"] == "label"]
    # Pi: one label per surviving label, in label-map order, chained after the last path entry, with the
    # original label timestamps and fresh ids; labels whose targets are off the path are not carried over
    assert [(e["targetId"], e["label"], e["timestamp"]) for e in labels] == [
        ("a", "start", "2025-01-01T00:00:02Z"), ("c", "the ask", "2025-01-01T00:00:03Z")]
    assert labels[0]["parentId"] == "d" and labels[1]["parentId"] == labels[0]["id"]
    assert not {e["id"] for e in labels} & {"l1", "l2", "l3"}


def test_fork_keeps_the_session_name_unlike_pi(store, parent):
    """Pi's createBranchedSession loses the name (#5048, #6080); a fork keeps it: a session_info with the
    current name is appended last, and the head points at it."""
    child = fork(store, parent, "d")
    last = store.entries(child)[-1]
    assert last["type"] == "session_info" and last["name"] == "My session"
    assert store.head(child) == last["id"]
    assert store.catalogue(child).name == "My session"


def test_fork_clears_a_name_the_copies_would_set_when_the_parent_has_none(store):
    sid = stored(store, [user("a", None, "a"), {"type": "session_info", "id": "n", "parentId": "a",
                                                "timestamp": "2025-01-01T00:00:00Z", "name": "old"},
                         user("b", "n", "b"), {"type": "session_info", "id": "n2", "parentId": "b",
                                               "timestamp": "2025-01-01T00:00:00Z", "name": ""}])
    assert store.catalogue(sid).name is None
    child = fork(store, sid, "b")
    assert store.catalogue(child).name is None and store.entries(child)[-1]["name"] == ""
    plain = stored(store, [user("a", None, "a")], sid="plain")
    assert [e["id"] for e in store.entries(fork(store, plain, "a"))] == ["a"]  # no name: nothing extra


def test_fork_links_both_sessions_by_annotations(store, parent):
    child = fork(store, parent, "c")
    assert store.annotations(parent, "c", kind=FORK)[0]["data"] == {"session": child}
    assert store.annotations(child, "c", kind=FORKED_FROM)[0]["data"] == {"session": parent, "entry": "c"}
    assert links(store, parent) == [SessionLink(kind=FORK, entry="c", session=child)]
    assert links(store, child) == [SessionLink(kind=FORKED_FROM, entry="c", session=parent)]


def test_fork_changes_nothing_stored_in_the_parent(store, parent):
    """Only the fork link is added: one annotation, counted in the catalogue."""
    before = (store.entries(parent), store.heads(parent), store.catalogue(parent))
    fork(store, parent, "b")
    after = store.catalogue(parent)
    assert after.annotation_count == before[2].annotation_count + 1
    assert (store.entries(parent), store.heads(parent), msgspec.structs.replace(after, annotation_count=0)) == (
        *before[:2], msgspec.structs.replace(before[2], annotation_count=0))


def test_fork_of_an_unknown_entry_is_not_found_and_writes_nothing(store, parent):
    count = len(store.sessions())
    with pytest.raises(NotFoundError, match="nope"):
        fork(store, parent, "nope")
    assert len(store.sessions()) == count and store.annotations(parent, kind=FORK) == []


def test_fork_at_none_uses_the_head_and_an_empty_head_is_refused(store, parent):
    child = fork(store, parent, None)
    assert store.view(child).to_pi() == store.view(parent).to_pi()
    empty = store.create_session(cwd="/e").id
    with pytest.raises(InvalidInputError, match="empty"):
        fork(store, empty, None)


def test_a_fork_keeps_the_model_set_before_the_fork_point(store):
    sid = stored(store, [model_change("m", None, "openai", "gpt-x"), user("a", "m", "a")], sid="m")
    child = fork(store, sid, "a")
    assert store.view(child).model == {"provider": "openai", "modelId": "gpt-x"}


def test_body_hash_is_the_payload_hash(store, parent):
    child = fork(store, parent, "d")
    with store.read() as tx:
        h = tx.row(child, entry_id="d").body_hash
        data = tx.body(h)
    assert sha256_hex(data) == h


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=strategies.sessions((3,)), data=st.data())
def test_fork_preserves_the_view_at_any_entry(make_store, lines, data):
    with make_store() as store:
        sid = store.import_parsed(parse_jsonl_text(strategies.to_jsonl(lines)), source="gen").session
        entries = store.entries(sid)
        if not entries:
            return
        at = data.draw(st.sampled_from([e["id"] for e in entries]))
        child = fork(store, sid, at)
        assert store.view(child).to_pi() == store.view(sid, at).to_pi()
        assert store.verify(child).ok


def test_a_fork_at_a_label_anchors_the_child_link_on_the_last_copied_entry(store, parent):
    child = fork(store, parent, "l3")  # l3 labels c; the path to it is a, t, b, x, l2, l3
    assert store.annotations(parent, "l3", kind=FORK)[0]["data"] == {"session": child}
    assert store.annotations(child, "x", kind=FORKED_FROM)[0]["data"] == {"session": parent, "entry": "l3"}


def test_pi_opens_the_exported_fork_with_the_parent_context_at_the_fork_point(store, parent):
    """Differential: Pi 0.73.1 opens the exported child (leaf undefined: its last line) and builds the
    parent's context at the fork point. (Pi's own createBranchedSession leaves the entry after a dropped
    label with a dangling parentId, which cuts its path; the fork re-parents instead.)"""
    from test_pi_differential import json_diff, json_equal, oracle  # the harness

    oracle.require_oracle()
    points = ["a", "b", "d", "l3", "n1"]
    texts = [store.export(fork(store, parent, at))[0].decode() for at in points]
    results = oracle.run_oracle([{"text": text, "leaves": [{}]} for text in texts])
    for at, result in zip(points, results):
        want = store.view(parent, at).to_pi()
        pi_context = result["views"][0]["context"]
        assert json_equal(pi_context, want), f"{at}\n{json_diff(pi_context, want)}"
