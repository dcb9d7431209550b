"""Time travel: the head as of an append number or a time, for live, batched and imported sessions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from builders import header, user
from click.testing import CliRunner
from sessionlog.cli import cli

from sessionlog.codec import parse_jsonl_text
from sessionlog.errors import InvalidInputError
from sessionlog.store import Store
from sessionlog.timetravel import (
    EntryRow,
    LogRow,
    find_head_at_seq,
    find_head_at_time,
    read_history,
)


def _msg(text: str) -> dict:
    return {"type": "message", "message": {"role": "user", "content": text, "timestamp": 1}}


# ---------------------------------------------------------------- pure functions
ENTRIES = [EntryRow(1, "a", "2025-01-01T00:00:01.000Z"), EntryRow(2, "b", "2025-01-01T00:00:02.000Z"),
           EntryRow(3, "c", "2025-01-01T00:00:03.000Z"), EntryRow(4, "d", "2025-01-01T00:00:04.000Z")]
LOG = [LogRow(1, "main", "a", "append", "2025-01-01T00:00:01.000Z"),
       LogRow(2, "main", "b", "append", "2025-01-01T00:00:02.000Z"),
       LogRow(3, "main", "a", "move", "2025-01-01T00:00:02.500Z"),   # rewind after entry 2
       LogRow(4, "side", "b", "move", "2025-01-01T00:00:02.600Z"),
       LogRow(5, "main", "d", "append", "2025-01-01T00:00:04.000Z")]  # a batch: c then d


@pytest.mark.parametrize(("seq", "expected"), [(0, None), (1, "a"), (2, "a"), (3, "c"), (4, "d")])
def test_head_at_seq_includes_moves_before_the_next_append_and_splits_batches(seq, expected) -> None:
    assert find_head_at_seq(LOG, ENTRIES, seq) == expected


def test_a_head_that_did_not_exist_yet_is_empty_and_other_heads_are_independent() -> None:
    assert find_head_at_seq(LOG, ENTRIES, 1, "side") is None
    assert find_head_at_seq(LOG, ENTRIES, 2, "side") == "b"
    assert find_head_at_seq(LOG, ENTRIES, 4, "side") == "b"


def test_seq_out_of_range_is_invalid_input() -> None:
    with pytest.raises(InvalidInputError):
        find_head_at_seq(LOG, ENTRIES, 5)
    with pytest.raises(InvalidInputError):
        find_head_at_seq(LOG, ENTRIES, -1)


@pytest.mark.parametrize(("when", "expected"), [
    ("2024-12-31T00:00:00.000Z", None), ("2025-01-01T00:00:02.000Z", "b"),
    ("2025-01-01T00:00:02.700Z", "a"), ("2025-01-01T00:00:03.500Z", "a"), ("2030-01-01T00:00:00.000Z", "d")])
def test_head_at_time_is_the_last_move_at_or_before_it(when, expected) -> None:
    assert find_head_at_time(LOG, ENTRIES, when) == expected


def test_head_at_time_inside_an_import_follows_entry_timestamps() -> None:
    log = [LogRow(1, "main", "d", "import", "2026-06-01T00:00:00.000Z")]
    assert find_head_at_time(log, ENTRIES, "2025-01-01T00:00:00.500Z") is None
    assert find_head_at_time(log, ENTRIES, "2025-01-01T00:00:02.999Z") == "b"
    assert find_head_at_time(log, ENTRIES, "2026-06-01T00:00:00.000Z") == "d"
    assert find_head_at_seq(log, ENTRIES, 3) == "c"


# ---------------------------------------------------------------- against a real store
def test_store_history_gives_the_views_the_head_had(store: Store) -> None:
    s = store.create_session(cwd="/x")
    a = s.append(_msg("one"))
    b = s.append(_msg("two"))
    s.move_head(a["id"])
    c = s.append(_msg("three"))  # a branch from a
    log, entries = read_history(store, s.id)
    assert [find_head_at_seq(log, entries, n) for n in range(4)] == [None, a["id"], a["id"], c["id"]]
    assert store.view(s.id, find_head_at_seq(log, entries, 2)).messages[-1]["content"] == "one"
    assert b["id"] not in [find_head_at_seq(log, entries, n) for n in range(4)]
    assert find_head_at_time(log, entries, "9999-01-01T00:00:00.000Z") == c["id"]


def _imported(tmp_path: Path) -> str:
    db = str(tmp_path / "s.db")
    lines = [header("imp"), user("u1", None, "first", "2025-01-01T00:00:01.000Z"),
             user("u2", "u1", "second", "2025-01-01T00:00:02.000Z"),
             user("u3", "u2", "third", "2025-01-01T00:00:03.000Z")]
    with Store(db) as st:
        st.import_parsed(parse_jsonl_text("\n".join(json.dumps(x) for x in lines).encode()), source="mem")
    return db


def _view(db: str, *args: str):
    return CliRunner().invoke(cli, ["--db", db, "view", "imp", "--json", *args], catch_exceptions=False)


def test_cli_view_as_of_seq_and_time_on_an_imported_session(tmp_path: Path) -> None:
    db = _imported(tmp_path)
    contents = lambda r: [m["content"] for m in json.loads(r.stdout)["messages"]]
    assert contents(_view(db, "--as-of", "2")) == ["first", "second"]
    assert contents(_view(db, "--as-of", "0")) == []
    assert contents(_view(db, "--as-of", "2025-01-01T00:00:01.500Z")) == ["first"]
    assert contents(_view(db, "--as-of", "2025-01-01T01:00:01+01:00")) == ["first"]
    assert contents(_view(db)) == ["first", "second", "third"]


def test_cli_view_as_of_errors_are_clear(tmp_path: Path) -> None:
    db = _imported(tmp_path)
    both = _view(db, "--as-of", "1", "--leaf", "u1")
    assert both.exit_code == 2 and "--leaf or --as-of" in both.stderr
    bad = _view(db, "--as-of", "yesterday")
    assert bad.exit_code == 2 and "Traceback" not in bad.stderr
    far = _view(db, "--as-of", "9")
    assert far.exit_code == 1 and far.stderr.startswith("Error: --as-of 9")
