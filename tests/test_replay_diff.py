"""Replay reports, after every append and head move, exactly the size of the view ``store.view`` builds at
the replayed head; diff splits two leaves at their common ancestor."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from builders import assistant_message
from click.testing import CliRunner
from sessionlog.cli import cli

import sessionlog
from sessionlog.store import Store
from sessionlog.timetravel import (
    build_diff,
    find_head_at_seq,
    iter_replay,
    read_history,
    read_replay,
)
from sessionlog.tokens import estimate_tokens

DEMO = Path(sessionlog.__file__).parent / "examples" / "demo.jsonl"
DEMO_ID = "01a226ec-eae2-742a-be13-c4b29f5b4058"


def _msg(text: str) -> dict:
    return {"type": "message", "message": {"role": "user", "content": text, "timestamp": 1}}


def _size(store: Store, sid: str, leaf: str | None) -> tuple[int, int]:
    if leaf is None:
        return 0, 0
    messages = store.view(sid, leaf).messages
    return len(messages), sum(estimate_tokens(m) for m in messages)


def _busy_session(store: Store) -> str:
    s = store.create_session(cwd="/x")
    first = store.append_many(s.id, [_msg("one " * 30), {"type": "message", "message": assistant_message("two")},
                                     _msg("three " * 7)])
    s.append_compaction("summary of it all", first[1]["id"], 500)  # keeps from the assistant message
    s.append(_msg("after the compaction"))
    s.branch_with_summary(first[0]["id"], "the abandoned branch")
    s.append(_msg("on the new branch"))
    s.move_head(first[2]["id"], name="side")
    store.append_many(s.id, [_msg("side a"), _msg("side b " * 5)], head="side")
    s.move_head(None)  # clear
    s.append(_msg("a new root"))
    s.append_custom_message("note", "custom text")
    return s.id


@pytest.mark.parametrize("head", ["main", "side"])
def test_every_replay_step_matches_the_view_store_builds(store: Store, head: str) -> None:
    sid = _busy_session(store)
    log, entries = read_replay(store, sid)
    steps = list(iter_replay(log, entries, head))
    assert [s.seq for s in steps if s.kind == "append"] == list(range(1, len(entries) + 1))
    assert sum(s.kind == "head" for s in steps) == len(log)
    for step in steps:
        assert (step.messages, step.tokens) == _size(store, sid, step.leaf), step
    assert steps[-1].leaf == store.head(sid, head)
    assert head == "side" or any(s.leaf and store.view(sid, s.leaf).messages[0]["role"] == "compactionSummary" for s in steps)


def test_replay_after_each_append_agrees_with_time_travel(store: Store) -> None:
    sid = _busy_session(store)
    log, entries = read_replay(store, sid)
    hlog, hentries = read_history(store, sid)
    steps = list(iter_replay(log, entries))
    # the state once every step up to the next append has run is the head as of that append
    last_at: dict[int, str | None] = {}
    current = 0
    for step in steps:
        current = step.seq if step.kind == "append" else current
        last_at[current] = step.leaf
    for seq, leaf in last_at.items():
        assert leaf == find_head_at_seq(hlog, hentries, seq)


def test_replay_of_2000_entries_is_incremental(tmp_path: Path) -> None:
    with Store(tmp_path / "big.db", durability="normal") as st:
        s = st.create_session(cwd="/x")
        st.append_many(s.id, [_msg(f"message {i} " * (i % 50)) for i in range(2000)])
        log, entries = read_replay(st, s.id)
        steps = list(iter_replay(log, entries))
        assert len(steps) == 2001
        assert (steps[-1].messages, steps[-1].tokens) == _size(st, s.id, steps[-1].leaf)
        assert [s.messages for s in steps[:5]] == [1, 2, 3, 4, 5]


def test_build_diff_splits_at_the_longest_common_prefix() -> None:
    path = lambda *ids: [{"id": i} for i in ids]
    found = build_diff(path("r", "a", "b"), path("r", "a", "x", "y"))
    assert found.ancestor == "a" and [e["id"] for e in found.only_a] == ["b"]
    assert [e["id"] for e in found.only_b] == ["x", "y"]
    assert build_diff(path("r"), path("q")).ancestor is None
    same = build_diff(path("r", "a"), path("r", "a"))
    assert same.ancestor == "a" and same.only_a == same.only_b == []


# ---------------------------------------------------------------- CLI
def _run(db: str, *args: str):
    return CliRunner().invoke(cli, ["--db", db, *args], catch_exceptions=False)


@pytest.fixture
def demo_db(tmp_path: Path) -> str:
    db = str(tmp_path / "s.db")
    assert _run(db, "import", str(DEMO)).exit_code == 0
    return db


def test_cli_diff_of_the_demo_branches(demo_db: str) -> None:
    result = _run(demo_db, "diff", DEMO_ID, "main", "b0000002", "--json")
    assert result.exit_code == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["ancestor"] == "a0000006"
    assert [e["id"] for e in out["b"]["entries"]] == ["b0000001", "b0000002"]
    assert out["b"]["entries"][0]["role"] == "user" and out["a"]["entries"][0]["id"] == "a0000007"
    with Store(demo_db) as st:
        a, b = _size(st, DEMO_ID, "a0000017"), _size(st, DEMO_ID, "b0000002")
    assert (out["a"]["messages"], out["a"]["tokens"]) == a
    assert (out["messages_delta"], out["tokens_delta"]) == (b[0] - a[0], b[1] - a[1])
    text = _run(demo_db, "diff", DEMO_ID, "main", "b0000002")
    assert text.exit_code == 0 and "common ancestor: a0000006" in text.stdout
    missing = _run(demo_db, "diff", DEMO_ID, "main", "nope")
    assert missing.exit_code == 1 and "neither an entry nor a head" in missing.stderr


def test_cli_replay_nl_json_and_text(demo_db: str) -> None:
    nl = _run(demo_db, "replay", DEMO_ID, "--nl")
    lines = [json.loads(line) for line in nl.stdout.splitlines()]
    assert json.loads(_run(demo_db, "replay", DEMO_ID, "--json").stdout) == lines
    assert len(lines) == 21 and lines[-1]["kind"] == "head" and lines[-1]["reason"] == "import"
    text = _run(demo_db, "replay", DEMO_ID)
    assert text.exit_code == 0 and "main → a0000017" in text.stdout
    assert _run(demo_db, "replay", DEMO_ID, "--json", "--nl").exit_code == 2
