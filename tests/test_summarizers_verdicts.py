"""The offline summarizer's twenty-second round: what the nineteenth and twentieth blind sets showed (read after their
one run; the sets are unchanged). A rule said as "the rule is …", an open item said as "Not done yet, …" or "Next
thing, I need …", a third party's proposal relayed as an offer or a wish ("he's offered me …", "my mum wants us to
think about …", "她说还想给…", "县里鼓励…"), an assistant's "Have you thought about …?", an offer that points back at
the option just named ("… Want me to set one up?"), a reply that says it was thought over before its verdict, a
resolver's verdict in a failed install, a Chinese numeral with 毫克. English and Chinese. The wording here is this
file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, next_steps, user

from sessionlog.summarizers.facts import carriers, classify
from sessionlog.summarizers.failures import cause_of

GOAL_EN = "Help me run the lido's bookings and its little website."
GOAL_ZH = "帮我管游泳馆的预约和小网站。"


@pytest.mark.parametrize("said", ["When a lane is booked the rule is every swimmer signs the sheet before getting in.",
                                  "Our rule is every child wears a coloured band in the water."])
def test_a_rule_said_as_the_rule_is_is_a_constraint(said):
    assert classify(said, "user") == "constraints"


def test_a_rule_said_as_guiju_shi_is_a_constraint():
    assert classify("我们这儿的规矩是先冲澡再下水。", "user") == "constraints"


@pytest.mark.parametrize("speaker, said", [
    ("assistant", "Not done yet, it's waiting for the council's figures: the monthly swimmer count report."),
    ("user", "Next thing, I need the lane timetable page for the winter hours."),
])
def test_work_said_as_not_done_yet_or_next_thing_is_an_open_item(speaker, said):
    assert classify(said, speaker) == "next"


def test_a_chinese_numeral_with_milligrams_is_a_number():
    assert carriers("池水余氯不能低于每升三毫克。")


def test_a_resolvers_verdict_in_a_failed_install_is_kept():
    text = "\n".join(["Installing dependencies from lock file", "",
                      "The current project's supported Python range (>=3.8,<3.9) is not compatible with some of the "
                      "required packages Python requirement:",
                      "  - pandas requires Python >=3.9, so it will not be satisfied for Python >=3.8,<3.9", "",
                      "Because no versions of pandas match >=2.1.0,<2.1.1 || >2.1.1",
                      " and pandas (2.1.0) requires Python >=3.9, pandas is forbidden.",
                      "So, because lidobook depends on pandas (^2.1.0), version solving failed.", "",
                      "  • Check your dependencies Python requirement: The Python requirement can be specified via the "
                      "`python` or `markers` properties"])
    assert "pandas requires Python >=3.9, so it will not be satisfied for Python >=3.8,<3.9" in cause_of(text, 400)


@pytest.mark.parametrize("relayed, option", [
    ("The swim coach has offered us a block booking for his club, every Tuesday.", "block booking for his club"),
    ("My mum wants us to think about a loyalty card for the café, she keeps going on about it.", "loyalty card for the café"),
])
def test_a_relayed_offer_or_wish_turned_down_is_a_rejected_option(relayed, option):
    summary = compact([user(GOAL_EN), assistant("Okay."), user(relayed), assistant("What would you like to do?"),
                       user("God no."), assistant("Understood.")])
    assert any(option in line and "Rejected" in line for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("relayed, option", [("我闺女说还想给网站加个在线商城。", "在线商城"),
                                              ("街道办的人来过，说区里鼓励改成会员制，有补贴。", "改成会员制")])
def test_a_chinese_relayed_wish_turned_down_is_a_rejected_option(relayed, option):
    summary = compact([user(GOAL_ZH), assistant("好。"), user(relayed), assistant("你觉得呢？"),
                       user("不弄，太麻烦了。"), assistant("好的。")])
    assert any(option in line and "Rejected" in line for line in decisions(summary)), decisions(summary)


def test_have_you_thought_about_puts_an_option_forward():
    summary = compact([user(GOAL_EN), assistant("Okay."), user("The café menu's on a chalkboard."),
                       assistant("Got it. Have you thought about a QR menu for the tables by the pool?"),
                       user("No."), assistant("Fine, chalkboard it is.")])
    assert any("QR menu for the tables" in line and "Rejected" in line for line in decisions(summary)), decisions(summary)


def test_an_offer_that_points_back_carries_the_option_and_a_mulled_reply_turns_it_down():
    summary = compact([
        user(GOAL_EN), assistant("Okay."), user("Anything else for the site?"),
        assistant("One thing: a waiting list for the full lane sessions, where people leave a number and get a text. "
                  "Want me to set one up?"),
        user("Let me think about it."), assistant("Sure, it can wait."),
        user("Rebuild the site."), assistant("Rebuilt."),
        user("I thought about the waiting list thing. I don't want it. Nobody reads texts at the pool."),
        assistant("Okay, no waiting list.")])
    assert any("a waiting list for the full lane sessions" in line and "Rejected" in line for line in decisions(summary)), \
        decisions(summary)


def test_a_verdict_for_those_it_would_serve_rejects_and_a_rule_about_them_does_not():
    assert classify("也是，给网站加积分对散客没用。", "assistant") == "decisions-rejected"
    assert classify("对我们没用的东西就别买了。", "user") != "decisions-rejected"


def test_an_answer_the_assistant_cannot_find_out_leaves_the_question_open():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("Something that bugs me: when was the pool's chlorine pump last serviced?"),
                       assistant("I can't find that out from here. The contractor would know."),
                       user("Fine."), assistant("Okay.")])
    assert any("chlorine pump last serviced" in line for line in next_steps(summary)), next_steps(summary)
