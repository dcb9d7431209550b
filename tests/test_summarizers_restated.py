"""The offline summarizer's twentieth-round rule: a turn-down the assistant restates after the user's answer
("Understood, no card-deposit form.", "好，夜航订票表单不做。") is recorded as rejected — often the only place the option is
named, when the user turned it down by a reason alone. English and Chinese. The wording here is this file's own, not
any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, user

from sessionlog.summarizers.facts import classify

GOAL_EN = "Help me look after the ferry company's timetable site."
GOAL_ZH = "帮我维护渡轮公司的时刻表网站。"


@pytest.mark.parametrize("zh, answer, restated, option", [
    (False, "I'd rather ring people back myself, I learn more in five minutes on the phone.",
     "Understood, no booking form with a card deposit. The page will say to ring the office.", "booking form with a card deposit"),
    (False, "I'm not paying a monthly fee for that.", "Noted: no paid ticketing plan.", "paid ticketing plan"),
    (False, "The board said no to it.", "So I've noted that the souvenir stall on the car deck is off the table.",
     "souvenir stall on the car deck"),
    (True, "不弄，那玩意儿跟赌博差不多。", "好，船票抽奖活动不做了。", "船票抽奖活动"),
    (True, "旅行社来电话，在船票上的事我跟他们说可以在候船厅放传单，他们说行。",
     "明白，所以船票背面印广告没答应，改成候船厅放传单，对方同意了。", "船票背面印广告"),
])
def test_a_turn_down_restated_by_the_assistant_is_kept_as_rejected(zh, answer, restated, option):
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), user(answer),
                       assistant(restated), user("第 2 项：整理第 2 页。" if zh else "Item 2: tidy page 2."),
                       assistant("好了。" if zh else "Done.")])
    assert any(option in line and line.startswith("- **Rejected**") for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("said", [
    "Okay, no problem.", "Noted, no rush.", "好，马上做。", "好的，这个不做了吗？", "The new timetable is out.",
    # a review of the twentieth round: reports, rules and deferrals after an acknowledgement
    "Right, no errors in the log.", "Understood, no tests failed.", "Got it, no more emails after six.",
    "好的，今天不上了，明天再说。", "好，那班车赶不上了。", "明白，他一直不接。", "Raising prices is not off the table.",
    "Is the ferry discount off the table?", "Take the box off the table.", "好，这个不做了。"])
def test_an_acknowledgement_without_an_option_turned_down_rejects_nothing(said):
    assert classify(said, "assistant") != "decisions-rejected" and classify(said, "user") != "decisions-rejected"


@pytest.mark.parametrize("said", ["Right, no errors in the log.", "Understood, no booking form with a card deposit.",
                                  "好，船票抽奖活动不做了。"])
def test_a_restatement_counts_only_right_after_the_users_turn_down(said):
    zh = "\u4e00" <= said[0] <= "\u9fff"
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."),
                       user("帮我看看日志。" if zh else "Check the log for me."), assistant(said)])
    assert decisions(summary) == [], decisions(summary)  # no turn-down before it: nothing restated


def test_a_rule_after_an_acknowledgement_stays_a_rule():
    from support import section

    summary = compact([user(GOAL_EN), assistant("Okay."), user("Got it, no more emails after six."), assistant("Noted.")])
    assert "no more emails after six" in section(summary, "## Constraints & Preferences")
