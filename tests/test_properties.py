"""Hypothesis properties over generated Pi session files: lossless import/export, store view = pure view."""

from __future__ import annotations

import json

from hypothesis import given

from sessionlog import open_store
from sessionlog.codec import parse_jsonl_text
from sessionlog.view import build_view

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
    store = open_store(tmp_path_factory.mktemp("ri") / "s.db")
    half = lines[: max(1, len(lines) // 2)]
    first = store.import_parsed(parse_jsonl_text(to_jsonl(half)), source="half")
    whole = parse_jsonl_text(to_jsonl(lines))
    if lines[0].get("version", 1) >= 2:  # v1 chains re-derive ids by position, so a prefix stays a prefix too
        second = store.import_parsed(whole, source="whole")
        assert second.status in ("extended", "unchanged") and store.entries(first.session) == whole.entries
    again = store.import_parsed(whole, source="again") if lines[0].get("version", 1) >= 2 else None
    if again is not None:
        assert again.status == "unchanged" and again.entries == 0
    store.close()
