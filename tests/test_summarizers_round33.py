"""The thirty-third round: noise the thirty-second round's summaries showed, in this file's own messages.

- "不用" as "no need to" ("大家不用干等", "不用担心") is no turn-down; "不用了" and "就不用了" still are.
"""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, user

from sessionlog.summarizers.facts import cue


@pytest.mark.parametrize("said", ["大家不用干等，到了我会在群里通知。", "不用担心，明天就能修好。", "你不用特意跑一趟。", "不用客气。"])
def test_no_need_to_is_no_turn_down(said):
    assert not cue("rejected", said)


@pytest.mark.parametrize("said", ["不用了，谢谢。", "我们不用那个系统了，太贵。", "那个优惠券就不用了。"])
def test_a_no_with_buyong_still_turns_down(said):
    assert cue("rejected", said)


def test_no_need_to_wait_is_not_recorded_as_a_bare_rejection():
    summary = compact([user("包子铺的蒸笼坏了一个，新的下周二到。大家不用干等，到了我会在群里通知。"), assistant("好，我记下了，周二蒸笼到了再排班。")])
    assert not any("大家不用干等" in d for d in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("said", ["Gina's just read me a text from her brother, he's away on the boats.",
                                  "Tom'll ring the supplier on Monday when the van's back.",
                                  "Listen to this: 'Tell your mum she should open on Sundays.'"])
def test_a_statement_with_a_contracted_subject_or_a_story_announced_asks_for_nothing(said):
    from sessionlog.summarizers import requests
    assert not requests.asks_for_work(said)


def test_lets_still_asks():
    from sessionlog.summarizers import requests
    assert requests.asks_for_work("Let's add a column for the flour sacks.")


def test_a_time_past_before_something_is_no_deadline():
    from sessionlog.summarizers.facts import classify
    assert classify("The regulars have been coming to us since before they could walk.", "user") != "next"
    assert classify("Before anything goes live, check the prices.", "user") == "next"
