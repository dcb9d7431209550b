"""History turn limit: OpenClaw's vectors (limithistoryturns.test.ts) and the 9.x hysteresis table."""

from __future__ import annotations

import pytest
from projection_strategies import assistant, result, user

from sessionlog.core.projections import TurnLimitSettings
from sessionlog.core.projections.turns import limit_history_turns, turns_to_keep


def limit(messages, n, hysteresis=False):
    return limit_history_turns(messages, TurnLimitSettings(limit=n, hysteresis=hysteresis))


def alternating(n):
    return [user(f"message {i}") if i % 2 == 0 else assistant(f"message {i}") for i in range(n)]


@pytest.mark.parametrize("n", [None, 0, -1])
def test_no_limit_returns_the_same_list(n):
    msgs = alternating(6)
    assert limit(msgs, n) is msgs


def test_empty_and_fewer_users_than_the_limit():
    assert limit([], 2) == []
    msgs = [assistant("lead")] + alternating(4)
    assert limit(msgs, 5) is msgs


def test_keeps_the_last_two_turns_starting_at_a_user():
    out = limit(alternating(6), 2)
    assert len(out) == 4 and out[0]["content"] == "message 2"


def test_limit_one_keeps_the_last_two_messages():
    assert limit(alternating(6), 1) == alternating(6)[-2:]


def test_consecutive_assistants_stay_with_their_turn():
    u1, a1, a2, u2, a3 = user("1"), assistant("a"), assistant("b"), user("2"), assistant("c")
    assert limit([u1, a1, a2, u2, a3], 1) == [u2, a3]


def test_tool_call_turns_keep_their_content():
    msgs = [user("old"), assistant("a"), user("do it"), assistant("", ("c1", "exec")), result("c1", "done"),
            assistant("finished")]
    assert limit(msgs, 1) == msgs[2:]


def test_leading_summary_messages_are_always_kept():
    summary = {"role": "compactionSummary", "summary": "s", "tokensBefore": 1, "timestamp": 0}
    msgs = [summary] + alternating(6)
    assert limit(msgs, 1) == [summary] + alternating(6)[-2:]


@pytest.mark.parametrize("users,kept", [(15, 15), (16, 10), (17, 11), (21, 15), (22, 10), (3, 3)])
def test_hysteresis_table_for_limit_10(users, kept):
    assert turns_to_keep(users, 10, True) == kept


@pytest.mark.parametrize("users,kept", [(2, 2), (3, 1), (4, 2), (5, 1)])
def test_hysteresis_table_for_limit_1(users, kept):
    assert turns_to_keep(users, 1, True) == kept


def test_hysteresis_grows_before_cutting_back():
    msgs = alternating(2 * 15)
    assert limit(msgs, 10, hysteresis=True) is msgs
    out = limit(alternating(2 * 16), 10, hysteresis=True)
    assert sum(m["role"] == "user" for m in out) == 10 and out[0]["role"] == "user"
