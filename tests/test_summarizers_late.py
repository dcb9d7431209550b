"""The offline summarizer's eighteenth-round rules: answers that come late. A question the other party puts
off ("Shall I …?" / "Let me think about it.") waits for its answer like a suggestion does, and is recorded as
not taken up when it has waited its full time; a topic named before the answer ("About the X: yes, …") does
not hide the yes; an open item the user turns down compactions later leaves Next Steps for Key Decisions.
English and Chinese. The wording here is this file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, next_steps, section, user

from sessionlog.summarizers.waiting import DEFERRED_FOR

GOAL_EN = "Help me look after the ferry company's timetable site."
GOAL_ZH = "帮我维护渡轮公司的时刻表网站。"


def routine(zh: bool, n: int) -> list[dict]:
    return [user(f"第 {n} 项：整理第 {n} 个页面。" if zh else f"Item {n}: tidy page {n}."),
            assistant(f"第 {n} 项完成。" if zh else f"Item {n} done.")]


def quiet(summary: str, zh: bool, count: int, start: int = 2) -> str:
    for n in range(start, start + count):
        summary = compact(routine(zh, n), previous=summary)
    return summary


QUESTIONS = [(False, "Shall I add a bicycle fare to the booking form?", "Let me think about it.", "bicycle fare"),
             (True, "要不要我在订票表单里加一个自行车票价？", "我想想。", "自行车票价")]


@pytest.mark.parametrize("zh, question, put_off, option", QUESTIONS)
def test_a_question_put_off_waits_and_a_later_yes_takes_it(zh, question, put_off, option):
    first = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), assistant(question),
                     user(put_off), assistant("好的。" if zh else "Sure.")])
    waiting = [line for line in decisions(first) if "Awaiting an answer" in line]
    assert len(waiting) == 1 and option in waiting[0] and "put off" in waiting[0]
    later = quiet(first, zh, 3)
    assert any(option in line and "put off" in line for line in decisions(later))  # still waiting, not dropped
    yes = "关于自行车票价，可以，加吧。" if zh else "About the bicycle fare: yes, add it."
    answered = compact([user(yes), assistant("加好了。" if zh else "Added the bicycle fare.")], previous=later)
    assert not any(option in line for line in decisions(answered)), decisions(answered)  # taken up: nothing rejected
    assert "Awaiting an answer" not in answered


@pytest.mark.parametrize("zh, question, put_off, option", QUESTIONS)
def test_a_question_put_off_and_never_taken_up_is_recorded_when_its_wait_ends(zh, question, put_off, option):
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), assistant(question),
                       user(put_off), assistant("好的。" if zh else "Sure.")])
    summary = quiet(summary, zh, DEFERRED_FOR - 1)  # put off in the first compaction, waited through the 20th
    assert any("Awaiting an answer" in line and option in line for line in decisions(summary))
    summary = quiet(summary, zh, 1, start=DEFERRED_FOR + 1)
    assert "Awaiting an answer" not in summary
    kept = [line for line in decisions(summary) if option in line]
    assert len(kept) == 1 and kept[0].startswith("- **Not taken up**") and "assistant" in kept[0], decisions(summary)
    summary = quiet(summary, zh, 2, start=DEFERRED_FOR + 2)
    assert [line for line in decisions(summary) if option in line] == kept  # recorded once, then kept


@pytest.mark.parametrize("zh, question, put_off, option", QUESTIONS)
def test_a_question_put_off_then_turned_down_is_kept_with_its_answer(zh, question, put_off, option):
    first = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), assistant(question),
                     user(put_off), assistant("好的。" if zh else "Sure.")])
    no = "自行车票价不加了，船上放不下。" if zh else "No bicycle fare, there's no room for bikes on deck."
    answered = compact([user(no), assistant("明白。" if zh else "Understood.")], previous=quiet(first, zh, 2))
    kept = [line for line in decisions(answered) if option in line]
    assert len(kept) == 1 and kept[0].startswith(("- **Rejected**", "- **Not taken up**")) and no in kept[0]
    assert "Awaiting an answer" not in answered


def test_a_bare_no_does_not_answer_a_question_put_off():
    first = compact([user(GOAL_EN), assistant("Okay."), assistant(QUESTIONS[0][1]), user("Let me think about it."),
                     assistant("Sure.")])
    later = compact([user("No."), assistant("Okay.")], previous=first)
    assert any("put off" in line and "bicycle fare" in line for line in decisions(later))


@pytest.mark.parametrize("zh, question, yes", [
    (False, "Shall I add a return-trip discount to the fares page?", "About the return-trip discount: yes, please."),
    (False, "Shall I add a return-trip discount to the fares page?", "As for the discount, sure."),
    (True, "要不要我在票价页加一个往返折扣？", "关于往返折扣，可以。"),
])
def test_a_topic_named_before_the_yes_does_not_hide_it(zh, question, yes):
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), assistant(question),
                       user(yes), assistant("加好了。" if zh else "Added it.")])
    assert decisions(summary) == []  # accepted: not "Not taken up"


@pytest.mark.parametrize("zh, wish, no, option", [
    (False, "I keep thinking we should sell those cheap folding deck chairs in the kiosk.",
     "Forget the folding deck chairs, we're not selling them.", "folding deck chairs"),
    (False, "We ought to print the winter timetable on the ticket backs.",
     "We won't print the winter timetable on the ticket backs.", "winter timetable"),
    (True, "我一直想在售票亭卖折叠躺椅，回头再弄。", "折叠躺椅不卖了。", "折叠躺椅"),
])
def test_an_open_item_turned_down_compactions_later_becomes_a_rejected_option(zh, wish, no, option):
    first = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), user(wish),
                     assistant("记下了。" if zh else "Noted.")])
    assert any(option in item for item in next_steps(first))
    answered = compact([user(no), assistant("明白。" if zh else "Understood.")], previous=quiet(first, zh, 4))
    assert not any(option in item for item in next_steps(answered))
    kept = [line for line in decisions(answered) if option in line]
    assert len(kept) == 1 and kept[0].startswith("- **Rejected**") and wish in kept[0] and no in kept[0]


@pytest.mark.parametrize("said", [
    "Never sell the folding deck chairs without the safety label.",  # a rule about the item, with its condition
    "Don't sell the folding deck chairs until the spring.",  # put later, not turned down
    "Forget the window display, nobody looks at it.",  # turns down something else
    "We're not doing the chairs.",  # one of its words only
])
def test_what_does_not_turn_down_an_open_item_leaves_it_open(said):
    wish = "I keep thinking we should sell those cheap folding deck chairs in the kiosk."
    first = compact([user(GOAL_EN), assistant("Okay."), user(wish), assistant("Noted.")])
    after = compact([user(said), assistant("Understood.")], previous=quiet(first, False, 2))
    assert wish in next_steps(after), (next_steps(after), section(after, "## Key Decisions"))
