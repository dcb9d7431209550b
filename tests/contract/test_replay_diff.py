"""Replay over a store (conformance): every step's view size equals the view the store builds at the
replayed head; replay agrees with time travel; it is incremental."""

from __future__ import annotations
import pytest
from builders import assistant_message
from sessionlog.store import Store
from sessionlog.core.timetravel import find_head_at_seq, iter_replay
from sessionlog.ops.history import read_history, read_replay
from sessionlog.core.tokens import estimate_tokens


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


def test_replay_of_2000_entries_is_incremental(make_store) -> None:
    with make_store(durability="normal") as st:
        s = st.create_session(cwd="/x")
        st.append_many(s.id, [_msg(f"message {i} " * (i % 50)) for i in range(2000)])
        log, entries = read_replay(st, s.id)
        steps = list(iter_replay(log, entries))
        assert len(steps) == 2001
        assert (steps[-1].messages, steps[-1].tokens) == _size(st, s.id, steps[-1].leaf)
        assert [s.messages for s in steps[:5]] == [1, 2, 3, 4, 5]
