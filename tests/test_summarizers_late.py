"""The offline summarizer's eighteenth-round rules: answers that come late. A question the other party puts
off ("Shall I …?" / "Let me think about it.") waits for its answer like a suggestion does, and is recorded as
not taken up when it has waited its full time; a topic named before the answer ("About the X: yes, …") does
not hide the yes; an open item the user turns down compactions later leaves Next Steps for Key Decisions.
English and Chinese. The wording here is this file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, next_steps, section, user
from support import summary_result as result

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


# ---------------------------------------------------------------- what a review of the sixteenth and seventeenth rounds found
def with_work(ask: str, *replies: str, zh: bool = False) -> str:
    """A turn that works (a tool call) between its first and last reply."""
    first, *rest = replies
    return compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), user(ask),
                    assistant(first, ("c1", "read", {"path": "timetable.csv"})), result("c1", "data"),
                    *[assistant(r) for r in rest], *routine(zh, 1)])


def test_a_thing_that_wont_work_rejects_nothing_and_a_person_who_wont_work_sundays_does():
    from sessionlog.summarizers.facts import classify

    for broken in ("The ticket printer won't work since the update.", "My login won't work any more."):
        assert classify(broken, "user") != "decisions-rejected", broken
    assert classify("We won't work Sundays.", "user") == "decisions-rejected"


def test_a_question_answered_after_not_sure_let_me_check_is_not_left_open():
    summary = with_work("Which harbour has the late ferry on Fridays?", "Not sure offhand, let me check the timetable.",
                        "The late ferry on Fridays leaves from the north harbour.")
    assert not any("late ferry" in step for step in next_steps(summary)), next_steps(summary)


def test_a_wish_done_in_the_turn_is_not_kept_open_by_a_follow_up_that_shares_its_words():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("Put the timetable link in the footer. And I'd like a price list page for the day trips, when you can."),
                       assistant("", ("c1", "edit", {"path": "footer.html"}), ("c2", "edit", {"path": "prices.html"})),
                       result("c1", "ok"), result("c2", "ok"),
                       assistant("Done: timetable link in the footer, price list page at /prices. Next step: add the day-trip "
                                 "photos to the price list page."), *routine(False, 1)])
    steps = next_steps(summary)
    assert not any("I'd like a price list page" in step for step in steps) and any("photos" in step for step in steps), steps


@pytest.mark.parametrize("said", ["Nothing would help with the old gangway except a new hinge.",
                                  "During the summer rush, a second ticket window would help."])
def test_a_statement_that_starts_with_an_ing_word_that_is_no_doing_puts_nothing_forward(said):
    summary = compact([user(GOAL_EN), assistant("Okay."), user("Check the gangway log."), assistant(said),
                       user("Now update the winter fares."), assistant("", ("c1", "edit", {"path": "fares.md"})),
                       result("c1", "ok"), assistant("Updated.")])
    assert decisions(summary) == [], decisions(summary)


def test_a_number_in_words_after_and_is_a_fact():
    from sessionlog.summarizers.facts import carriers

    assert carriers("The hold takes cars and forty tonnes of freight.") == {"forty tonnes"}
    assert carriers("We need rope and a hundred and twenty metres of chain.") == {"a hundred and twenty metres"}
    assert carriers("two and a half kilos") == {"two and a half kilos"}  # one carrier, not "a half kilos" too


@pytest.mark.parametrize("zh, question, yes", [
    (True, "要不要先备份数据库再改票价表？", "当然要，不这么做出了问题就麻烦了。"),
    (True, "要不要先备份数据库再改票价表？", "要备份，不这样做我不放心。"),
    (False, "Shall I back up the database before changing the fares table?", "I can't have this go wrong again, so yes."),
    (False, "Shall I back up the database before changing the fares table?", "We can't have it lose bookings again. Go ahead."),
])
def test_a_yes_said_with_its_reason_accepts(zh, question, yes):
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."),
                       user("改一下票价表。" if zh else "Change the fares table."), assistant(question), user(yes),
                       assistant("", ("c1", "bash", {"command": "pg_dump fares"})), result("c1", "ok"),
                       assistant("好了。" if zh else "Done."), *routine(zh, 1)])
    assert decisions(summary) == [], decisions(summary)


def test_a_suggestion_put_off_waits_and_a_request_sharing_one_word_does_not_answer_it():
    first = compact([user(GOAL_EN), assistant("Okay."), assistant("We could also add a cycle-hire page to the site."),
                     user("Let me think about it."), assistant("Sure.")])
    assert any("cycle-hire page" in line and "put off" in line for line in decisions(first)), decisions(first)
    later = compact([user("Item 2: tidy the contact page."), assistant("Item 2 done.")], previous=first)
    assert any("cycle-hire page" in line and "put off" in line for line in decisions(later)), decisions(later)


@pytest.mark.parametrize("no", ["Forget the folding deck chairs.",
                                "About the folding deck chairs: we're not doing them."])
def test_an_open_item_dropped_by_name_is_not_also_a_new_open_item(no):
    wish = "I keep thinking we should sell those cheap folding deck chairs in the kiosk."
    first = compact([user(GOAL_EN), assistant("Okay."), user(wish), assistant("Noted.")])
    answered = compact([user(no), assistant("Okay.")], previous=first)
    assert not any("deck chairs" in step for step in next_steps(answered)), next_steps(answered)
    assert any(line.startswith("- **Rejected**") and wish in line for line in decisions(answered))


def test_a_doing_put_forward_by_what_it_would_bring_is_a_suggestion():
    from sessionlog.summarizers import replies

    assert replies.suggests("Letting passengers book bike spaces online would save the crew phone calls.")
    assert replies.suggests("One idea: putting a second gangway in would halve the boarding time.")
    assert not replies.suggests("Nothing would help with the old gangway except a new hinge.")


def test_a_chinese_proposal_said_with_wo_jianyi_is_turned_down_by_a_long_reply_with_a_rejection_word():
    summary = compact([user(GOAL_ZH), assistant("好。"), user("订票高峰时页面很卡。"),
                       assistant("我建议加一个排队页面让乘客按顺序进入。"),
                       user("前年用过，乘客在群里抱怨了一整天，说像抢春运车票，今年不想再来一次。"), assistant("好，不做排队。"),
                       *routine(True, 1)])
    assert any("加一个排队页面让乘客按顺序进入" in line for line in decisions(summary)), decisions(summary)


def test_a_question_the_assistant_cannot_answer_stays_open_though_its_reply_has_a_past_tense_verb():
    question = "Does the harbour master need to see the new gangway again now we've moved it?"
    summary = compact([user(GOAL_EN), assistant("Okay."), user(question),
                       assistant("I can't say; it depends on his last inspection. The harbour master or whoever wrote "
                                 "the survey can answer it."), *routine(False, 1)])  # "wrote" does no work in this turn
    assert any(question in step for step in next_steps(summary)), next_steps(summary)
