"""A database written before the storage contract opens, reads and verifies exactly as it did.

The fixture (fixtures/README.md) was written and read by sessionlog at commit 45ce0d6; this test reads a
copy with the current code and compares every answer. Replays that crashed before (after a fork, a
rotation or a rewrite) must now run.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import msgspec
import pytest

from sessionlog.connect import open_store
from sessionlog.core import codec
from sessionlog.core.codec import sha256_hex
from sessionlog.ops import history, lineage, search

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def _plain(value):
    return json.loads(json.dumps(msgspec.to_builtins(value), sort_keys=True))


@pytest.fixture(scope="module")
def expected() -> dict:
    return json.loads((FIXTURES / "pre_contract.expected.json").read_text(encoding="utf-8"))


@pytest.fixture
def store(tmp_path):
    copy = tmp_path / "pre_contract.db"
    shutil.copy(FIXTURES / "pre_contract.db", copy)  # opening switches the file to WAL: never the fixture itself
    with open_store(copy) as opened:
        yield opened


def test_the_catalogue_and_verify_are_unchanged(store, expected):
    rows = [_plain(r) for r in store.sessions()]
    assert {row.pop("tenant") for row in rows} == {"default"}  # migration m003: every older session is default's
    for row in rows:  # migration m005: the header's hash and the annotation count, backfilled
        assert row.pop("header_hash") == sha256_hex(codec.encode(store.header(row["id"])))
        assert row.pop("annotation_count") == len(store.annotations(row["id"]))
    assert rows == [{k: row[k] for k in ("id", "created", "cwd", "parent_session", "name", "entry_count",
                                         "message_count", "modified", "head")} for row in expected["sessions"]]
    assert store.verify().to_json() == expected["verify"]


def test_every_session_reads_the_same(store, expected):
    for sid, old in expected["per_session"].items():
        data, note = store.export(sid)
        assert (data.decode(), note) == (old["export"], old["note"]), sid
        assert store.heads(sid) == old["heads"]
        assert [{**_plain(m), "session_id": sid} for m in store.head_log(sid)] == old["head_log"]
        assert _plain(store.annotations(sid)) == old["annotations"]
        row = _plain(store.catalogue(sid))
        row.pop("header_hash"), row.pop("annotation_count")
        assert row.pop("tenant") == "default" and row == {k: old["catalogue"][k] for k in row}
        for entry_id, view in old["views"].items():
            assert _plain(store.view(sid, entry_id).to_pi()) == view, (sid, entry_id)
        assert _plain(store.view(sid).to_pi()) == old["view_head"]


def test_replays_match_and_the_ones_that_crashed_now_run(store, expected):
    crashed = 0
    for sid, old in expected["per_session"].items():
        steps = [_plain(step.__dict__) for step in history.replay(store, sid)]
        assert len(steps) == len(store.entries(sid)) + len(store.head_log(sid))
        if old["replay"] == "KeyError":
            crashed += 1
        else:
            assert steps == old["replay"], sid
    assert crashed == 3  # the demo session (rewritten), its fork and its successor


def test_search_still_finds_what_it_found_and_lineage_is_unchanged(store, expected):
    """The index is rebuilt by m005_search_v2 (issue 17): a query is literal now, so "refund" is also found
    inside "refunds", and ranks and snippets are the new index's; every hit of the old search is still
    a hit, with the same entry fields."""
    keys = ("session", "entry", "seq", "type", "role", "timestamp")
    hits = [_plain(h) for h in search.search(store, "refund", limit=100)]
    found = {tuple(h[k] for k in keys) for h in hits}
    assert {tuple(h[k] for k in keys) for h in expected["search_refund"]} <= found
    assert all("[refund" in h["snippet"].lower() for h in hits)
    main = list(expected["per_session"])[1]
    assert _plain(lineage.lineage(store, main)) == expected["lineage"]
