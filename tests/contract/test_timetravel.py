"""Time travel over a store (conformance): the head as of each append gives the view it had then."""

from __future__ import annotations
from sessionlog.store import Store
from sessionlog.core.timetravel import find_head_at_seq, find_head_at_time
from sessionlog.ops.history import read_history


def _msg(text: str) -> dict:
    return {"type": "message", "message": {"role": "user", "content": text, "timestamp": 1}}


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
