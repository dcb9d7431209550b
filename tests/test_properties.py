"""Hypothesis properties over generated Pi session files: lossless import/export, store view = pure view."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sessionlog import open_store
from sessionlog.core.errors import HeadConflictError
from sessionlog.core.codec import parse_jsonl_text
from sessionlog.core.view import build_view

from strategies import sessions, to_jsonl


@given(lines=sessions(versions=(3,)))
def test_v3_files_round_trip_field_for_field(tmp_path_factory, lines):
    store = open_store(tmp_path_factory.mktemp("rt") / "s.db")
    parsed = parse_jsonl_text(to_jsonl(lines))
    result = store.import_parsed(parsed, source="generated")
    exported = [json.loads(x) for x in store.export(result.session)[0].split(b"\n") if x]
    assert exported == lines
    assert store.verify().ok
    store.close()


@given(lines=sessions())
def test_store_view_equals_pure_view_at_every_entry_of_imported_files(tmp_path_factory, lines):
    store = open_store(tmp_path_factory.mktemp("v") / "s.db")
    parsed = parse_jsonl_text(to_jsonl(lines))
    result = store.import_parsed(parsed, source="generated")
    entries = store.entries(result.session)
    assert entries == parsed.entries
    for entry in entries:
        assert store.view(result.session, entry["id"]).to_pi() == build_view(entries, entry["id"]).to_pi()
    assert store.view(result.session).to_pi() == build_view(entries).to_pi()  # head = last line
    store.close()


@given(lines=sessions())
def test_reimport_is_a_no_op_and_prefix_import_extends(tmp_path_factory, lines):
    """Re-importing a file is a no-op; for v2/v3 files (ids in the file) importing a prefix first and
    then the whole file appends exactly the rest. (A v1 prefix can resolve firstKeptEntryIndex
    differently from the whole file, so v1 checks only the no-op.)"""
    store = open_store(tmp_path_factory.mktemp("ri") / "s.db")
    whole = parse_jsonl_text(to_jsonl(lines))
    if whole.version >= 2:
        half = parse_jsonl_text(to_jsonl(lines[: max(1, len(lines) // 2)]))
        first = store.import_parsed(half, source="half")
        second = store.import_parsed(whole, source="whole")
        assert second.entries == len(whole.entries) - len(half.entries)
        assert store.entries(first.session) == whole.entries
    else:
        store.import_parsed(whole, source="whole")
    again = store.import_parsed(whole, source="again")
    assert (again.status, again.entries) == ("unchanged", 0)
    assert store.entries(again.session) == whole.entries
    store.close()


@given(steps=st.lists(st.tuples(st.sampled_from(["fresh", "stale", "retry", "move"]), st.integers(0, 1000)),
                      min_size=1, max_size=30))
def test_compare_and_swap_and_idempotent_retries_match_a_model(tmp_path_factory, steps):
    """A writer whose expectation is stale gets a conflict and changes nothing; a retry of any stored
    entry (same id, same content) returns it and changes nothing; otherwise the append lands."""
    store = open_store(tmp_path_factory.mktemp("cas") / "s.db")
    session = store.create_session(cwd="/")
    appended: list[dict] = []
    model_head, model_count = None, 0
    for kind, n in steps:
        if kind == "move" and appended:
            model_head = appended[n % len(appended)]["id"]
            session.move_head(model_head)
            continue
        if kind == "retry" and appended:
            original = appended[n % len(appended)]
            again = session.append({"type": original["type"], "id": original["id"], "message": original["message"]},
                                   expected_head="stale-expectation")
            assert again == original and session.head() == model_head
            continue
        entry = {"type": "message", "id": f"id{len(appended):06d}", "message": {"role": "user", "content": str(n), "timestamp": n}}
        if kind == "stale" and model_head is not None:
            with pytest.raises(HeadConflictError):
                session.append(entry, expected_head=f"not-{model_head}")
            continue
        stored = session.append(entry, expected_head=model_head)
        assert stored["parentId"] == model_head
        appended.append(stored)
        model_head, model_count = stored["id"], model_count + 1
        assert session.head() == model_head
    assert len(session.entries()) == model_count
    store.close()
