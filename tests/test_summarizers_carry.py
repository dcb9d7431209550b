"""The offline summarizer's eleventh-round rules: a proposal still open when a span ends is carried in the
summary (``**Awaiting an answer**``) and answered by the next span's first message; a question back from the
user keeps the assistant's proposal open; and a few forms of answers, open items and rules. English and
Chinese. The wording here is this file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, next_steps, section, user
from support import summary_result as result

from sessionlog.summarizers import proposals, requests, threads
from sessionlog.summarizers.classes import states_rule

GOAL_EN = "Help me run the bookings system of the hot-spring inn."
GOAL_ZH = "帮我维护温泉旅馆的预约系统。"


def routine(zh: bool, n: int = 1) -> list[dict]:
    ask = f"第 {n} 项：整理第 {n} 个模块的格式，跑一遍测试。" if zh else f"Item {n}: tidy module {n} and rerun its tests."
    return [user(ask), assistant("", (f"c{n}", "bash", {"command": "make fmt"})), result(f"c{n}", "ok"),
            assistant(f"第 {n} 项完成。" if zh else f"Item {n} done.")]


@pytest.mark.parametrize("before, after, option", [
    # the assistant's story ends the span; the user's first message after the compaction answers it
    ([user("What do other inns do in the quiet season?"),
      assistant("An inn I know of in Beppu started to rent the outdoor bath by the hour to private groups.")],
     [user("Not while the regulars come in the mornings."), assistant("Understood.")],
     "rent the outdoor bath by the hour"),
    # a relayed ask of the assistant's, answered by negating its verb after the compaction
    ([user("Anything in the post?"), assistant("A letter from the travel agency: they want us to lower the weekend rate by a third.")],
     [user("We won't lower it."), assistant("I'll tell them.")], "lower the weekend rate by a third"),
    ([user("邮件里有什么？"), assistant("旅行社来信了，他们想让我们把周末房价降三成。")],
     [user("不降。"), assistant("好，我回信。")], "把周末房价降三成"),
    # the user's question ends the span; the assistant's first reply after the compaction turns it down
    ([user(GOAL_EN), assistant("Okay."), user("Could we let guests bring their dogs into the garden rooms?")],
     [assistant("I'd advise against it: the tatami can't be cleaned of dog hair."), user("Fine.")],
     "let guests bring their dogs into the garden rooms"),
])
def test_a_proposal_answered_after_a_compaction_is_kept_with_its_answer(before, after, option):
    zh = "房价" in option
    first = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), *before])
    assert "**Awaiting an answer**" in section(first, "## Key Decisions") and option in first
    second = compact([*after, *routine(zh)], previous=first)
    kept = [line for line in decisions(second) if option in line or "stored" in line]
    assert any(line.startswith(("- **Rejected**", "- **Not taken up**")) for line in kept), decisions(second)
    assert "Awaiting an answer" not in second  # answered: no longer waiting


def test_what_waits_for_an_answer_is_replaced_by_the_next_span_and_never_piles_up():
    first = compact([user(GOAL_EN), assistant("An inn in Kusatsu tried a late checkout at two for members.")])
    second = compact([user("Item 2: tidy module 2."), assistant("Item 2 done. Shall I also tidy module 3?")], previous=first)
    third = compact([*routine(False, 3)], previous=second)
    assert "late checkout at two" not in section(second, "## Key Decisions")  # replaced by the newer offer
    assert second.count("**Awaiting an answer**") == 1 and "Shall I also tidy module 3?" in second
    assert "Awaiting an answer" not in third  # the next message was the user's: the offer is over, nothing carried


def test_a_plain_last_statement_is_not_carried():
    summary = compact([user(GOAL_EN), assistant("The booking form lives in app/forms/booking.py.")])
    assert "Awaiting an answer" not in summary


def test_a_branch_summary_and_a_split_turn_carry_nothing():
    from sessionlog.summarizers import SummaryRequest, get_summarizer

    messages = [user(GOAL_EN), assistant("Could we close the cold bath on Mondays?")]
    branch = get_summarizer("offline").summarize(SummaryRequest.build(kind="branch", messages=messages))
    split = get_summarizer("offline").summarize(SummaryRequest.build(
        kind="compaction", messages=messages, turn_prefix_messages=[user("Item 4: tidy module 4.")]))
    assert "Awaiting an answer" not in branch and "Awaiting an answer" not in split


def test_a_question_back_from_the_user_keeps_the_proposal_open_through_the_answer():
    summary = compact([user(GOAL_EN), assistant("The tour operator wants us to serve breakfast in the rooms."),
                       user("What do you think?"),
                       assistant("It would please the tour groups. It also means trays on the stairs at seven."),
                       user("No, breakfast stays in the dining hall."), assistant("I'll tell them."), *routine(False)])
    assert any("serve breakfast in the rooms" in line and line.startswith("- **Rejected**")
               for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("reply, proposal, expected", [
    (["不降。"], "他们想让我们把周末房价降三成", True),
    (["那就不换了。"], "我们可以把浴巾换成一次性的", True),
    (["不急。"], "把周末房价降三成", False),  # the verb is not the proposal's
])
def test_a_bare_negated_verb_of_the_proposal_turns_it_down(reply, proposal, expected):
    assert threads.negates(reply, proposal) is expected


@pytest.mark.parametrize("reply, verdict", [
    ("可以，但是只在冬天试一个月，平时照旧。", "turn_down"),
    ("行，不过只开放两间。", "turn_down"),
    ("可以，但是要先跟老板说。", "accept"),  # a condition, not a part
    ("可以。", "accept"),
])
def test_a_chinese_yes_that_keeps_only_a_part_turns_the_rest_down(reply, verdict):
    assert proposals.answer([reply], "我们推出包场服务")[0] == verdict


def test_a_relayed_ask_said_with_wanting_and_turned_down_in_the_same_message():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("A film crew phoned wanting us to close the whole inn for a week of shooting. I said no; "
                            "our regulars book a year ahead."), assistant("Understood."), *routine(False)])
    assert any("close the whole inn for a week" in line and line.startswith("- **Rejected**") for line in decisions(summary))


@pytest.mark.parametrize("messages, item", [
    # a question left when the speaker moves on ("Anyway, …"), the reply about the other question only
    ([user("Something the staff disagree about: should the cold bath close in January? Anyway, how many bookings "
           "for Friday?"), assistant("", ("c9", "bash", {"command": "python count.py --day fri"})), result("c9", "Fri: 31"),
      assistant("Thirty-one.")], "should the cold bath close in January?"),
    # a wish after a condition
    ([user("When there's time: a page in English for foreign guests."), assistant("Sure.")],
     "a page in English for foreign guests"),
    # someone's ask after a request, both only acknowledged
    ([user("Print the rota. And the agency asked for a monthly list of cancellations."), assistant("Okay, both noted.")],
     "the agency asked for a monthly list of cancellations"),
    # someone's ask said with 要 and a measure word, only acknowledged
    ([user("对了，旅游局那边要一份安全检查记录，下个月交。"), assistant("好，记下了。")], "旅游局那边要一份安全检查记录"),
])
def test_open_items_said_in_these_forms_stay_open(messages, item):
    zh = any("\u4e00" <= ch <= "\u9fff" for ch in item)
    steps = next_steps(compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), *messages,
                                *routine(zh)]))
    assert any(item in s for s in steps), steps


def test_noted_said_by_the_assistant_is_no_open_item():
    steps = next_steps(compact([user(GOAL_ZH), assistant("好。"), user("把温度表导出来。"),
                                assistant("", ("c1", "bash", {"command": "python export.py"})), result("c1", "ok"),
                                assistant("导出来了，记下了。")]))
    assert not any("记下了" in s for s in steps)


@pytest.mark.parametrize("sentence, rule", [
    ("浴池的水每天换两次，没有换水记录就不开门，这条规矩二十年没变过。", True),
    ("浴池的水昨天换过。", False),
])
def test_a_rule_that_has_long_held_is_still_a_rule(sentence, rule):
    assert states_rule(sentence) is rule


def test_the_new_ack_units_do_not_swallow_work():
    assert requests.acknowledges(["Okay, both noted."]) and requests.acknowledges(["All noted."])
    assert not requests.acknowledges(["Both files are updated."])


def story_then(zh: bool = False) -> list[dict]:
    return [user(GOAL_EN), assistant("Okay."), user("Any ideas for the winter?"),
            assistant("An inn up in Ginzan started to serve supper in the guests' rooms for a surcharge.")]


def test_a_story_passed_over_by_routine_work_is_answered_when_the_user_comes_back_to_it():
    summary = compact([*story_then(), *routine(False, 1), *routine(False, 2),
                       user("No, we're not carrying trays up those stairs."), assistant("Understood."), *routine(False, 3)])
    assert any("serve supper in the guests' rooms" in line and line.startswith("- **Rejected**") for line in decisions(summary))


def test_a_proposal_passed_over_waits_across_one_compaction_and_no_more():
    first = compact([*story_then(), *routine(False, 1)])
    assert "**Awaiting an answer**: An inn up in Ginzan" in first
    answered = compact([user("Not this winter, the kitchen is short of hands."), assistant("Noted."), *routine(False, 2)],
                       previous=first)
    assert any("serve supper in the guests' rooms" in line and line.startswith("- **Rejected**") for line in decisions(answered))
    assert "**Awaiting an answer**: An inn up in Ginzan" in first and "(c1)" in first
    second = compact([*routine(False, 2)], previous=first)
    assert "Awaiting an answer" not in second  # carried once, answered by nobody in the next span: dropped
    late = compact([user("No."), assistant("Okay."), *routine(False, 3)], previous=second)
    assert decisions(late) == []  # a stale proposal never pairs with a later "No"


def test_work_done_meanwhile_accepts_nothing_waiting():
    summary = compact([user(GOAL_EN), assistant("Okay."), user("We could put a vending machine in the lobby."),
                       assistant("", ("c7", "bash", {"command": "make test"})), result("c7", "ok"), assistant("Tests pass."),
                       *routine(False, 1), user("Item 2: tidy module 2."),
                       assistant("I'd advise against a vending machine in the lobby: the fire exit is there.")])
    assert any("vending machine" in line and line.startswith("- **Rejected**") for line in decisions(summary))


def test_a_plain_statement_passed_over_does_not_wait():
    summary = compact([user(GOAL_EN), assistant("The rota lives in app/rota.py."), *routine(False, 1),
                       user("No, not that one."), assistant("Okay."), *routine(False, 2)])
    assert decisions(summary) == []


@pytest.mark.parametrize("reply, proposal, kept", [
    (["还是用算盘记。"], "隔壁店用平板代替算盘记账", True),  # keeps what the proposal would replace
    (["还是用平板吧。"], "隔壁店用平板代替算盘记账", False),  # what it brings in: no
    (["We keep folding them by hand."], "a laundry in Kyoto switched to a folding machine for the towels", True),
])
def test_what_stays_as_it_is(reply, proposal, kept):
    assert threads.keeps_as_is(reply, proposal) is kept


def test_a_story_of_what_someone_else_has_already_done_is_answerable():
    summary = compact([user(GOAL_ZH), assistant("好。"), user("把房间表导出来。"),
                       assistant("", ("c1", "bash", {"command": "python export.py"})), result("c1", "ok"),
                       assistant("导好了。说件别家的事：箱根有家旅馆已经把前台换成自助机了，客人自己办入住。"),
                       user("前台还是用人，客人来泡温泉就是图个人情味。"), assistant("明白。"), *routine(True)])
    assert any("把前台换成自助机" in line and line.startswith(("- **Rejected**", "- **Not taken up**"))
               for line in decisions(summary)), decisions(summary)


def test_a_reply_that_takes_up_the_waiting_proposal_answers_it_rather_than_the_last_sentence():
    summary = compact([user(GOAL_EN), assistant("Okay."), user("What do other inns do about late arrivals?"),
                       assistant("An inn in Hakone switched to self check-in kiosks at the front desk."), *routine(False, 1),
                       user("Export the room list."), assistant("", ("c8", "bash", {"command": "python export.py"})),
                       result("c8", "ok"), assistant("The export is in out/rooms.csv."),
                       user("Those kiosks: I thought about it, and the front desk stays staffed."), assistant("Understood."),
                       *routine(False, 2)])
    assert any("self check-in kiosks" in line and line.startswith(("- **Rejected**", "- **Not taken up**"))
               for line in decisions(summary)), decisions(summary)


# ---------------------------------------------------------------- twelfth round
def test_never_turns_a_story_down():
    summary = compact([user(GOAL_EN), assistant("Okay."), user("What do other inns do in summer?"),
                       assistant("One in Otaru rents the banquet hall for weddings every weekend."),
                       user("Never. The regulars would leave us."), assistant("Understood."), *routine(False)])
    assert any("rents the banquet hall for weddings" in line and line.startswith("- **Rejected**") for line in decisions(summary))


def test_a_proposal_put_off_waits_for_many_compactions_and_only_for_a_reply_that_takes_it_up():
    summary = compact([user(GOAL_EN), assistant("Okay."), user("Ideas for the roof?"),
                       assistant("An inn in Beppu opened a rooftop bar for guests in the evenings."),
                       user("Let me think about it."), assistant("Sure."), *routine(False, 1)])
    assert "**Awaiting an answer**: An inn in Beppu opened a rooftop bar" in summary and "put off" in summary
    for n in range(2, 8):  # six compactions of routine work, and a bare "No." that does not take it up
        summary = compact([*routine(False, n), user("No."), assistant("Okay.")], summary)
    assert "put off" in summary and not any("rooftop bar" in line for line in decisions(summary)[:-1])
    summary = compact([user("About the rooftop bar you mentioned: we won't open one, the roof isn't rated for it."),
                       assistant("Understood."), *routine(False, 9)], summary)
    assert any("rooftop bar" in line and line.startswith(("- **Rejected**", "- **Not taken up**")) for line in decisions(summary))
    assert "Awaiting an answer" not in summary


@pytest.mark.parametrize("reply, proposal", [
    (["我回了，三百间我们接不了，一间也接不了。"], "他们想包下三百间客房办会"),
    (["上次说的自助入住，我不搞。"], "有家旅馆搞了自助入住"),
])
def test_a_clause_that_denies_the_proposal_negates_it(reply, proposal):
    assert threads.negates(reply, proposal)


def test_a_thing_asked_for_with_please_and_no_verb_is_a_request():
    steps = next_steps(compact([user(GOAL_EN), assistant("Okay."), user("Export the bookings. And the boiler log as a "
                                                                        "monthly table, please."),
                                assistant("Okay, later today."), *routine(False)]))
    assert any("the boiler log as a monthly table" in s for s in steps), steps
    assert not requests.is_request("The boiler is broken, please.")


def test_chinese_numbers_with_a_unit_are_facts():
    from sessionlog.summarizers.facts import carriers

    assert carriers("一坛酒要陈三十六个月才开。") == {"三十六个月"} and carriers("一间房收八百元。") == {"八百元"}
    assert carriers("再搅一遍，三天后看。") == frozenset()


def test_every_day_with_an_obligation_is_a_rule():
    assert states_rule("浴池的水每天早上都要换一次，换完才开门。")


def test_an_agreed_proposal_left_undone_is_an_open_item():
    steps = next_steps(compact([user(GOAL_ZH), assistant("好。"),
                                user("我儿子说可以给常客做一个网上预约温泉的页面，你觉得呢？"), assistant("可以做，我记下了。"),
                                *routine(True)]))
    assert any("给常客做一个网上预约温泉的页面" in s for s in steps), steps
    steps = next_steps(compact([user(GOAL_EN), user("Shall I email the guests about the new hours?"), assistant("Yes.")]))
    assert steps == []  # the user's own move, agreed: nothing left for the assistant


def test_someone_elses_ask_stays_open_when_the_work_was_for_another_question():
    steps = next_steps(compact([user(GOAL_ZH), assistant("好。"),
                                user("消防队的李队长要每季度的消防演练记录。今天几点开门？"),
                                assistant("", ("c5", "bash", {"command": "python hours.py"})), result("c5", "10:00"),
                                assistant("十点开门。"), *routine(True)]))
    assert any("李队长要每季度的消防演练记录" in s for s in steps), steps


# ---------------------------------------------------------------- what the review of the eleventh round found
def test_a_plain_yes_accepts_a_suggestion_and_nothing_waits_to_be_turned_down_later():
    msgs = [user(GOAL_EN), assistant("Okay."), user("Anything to speed up the site?"),
            assistant("We might cache the room prices on the front page."), user("Yes, please."),
            assistant("", ("c1", "edit", {"path": "cache.py"})), result("c1", "ok"), assistant("Added the cache in cache.py.")]
    first = compact(msgs)
    assert "Awaiting an answer" not in first
    second = compact([user("No, the rota is wrong again: fix it."), assistant("", ("c2", "edit", {"path": "rota.py"})),
                      result("c2", "ok"), assistant("Fixed.")], previous=first)
    assert decisions(second) == []
    assert "Awaiting an answer" not in compact([user(GOAL_EN), assistant("Okay."), user("We might cache the room prices."),
                                                assistant("Sure, good idea.")])


@pytest.mark.parametrize("later", [
    [user("Please rerun the test suite."), assistant("", ("c1", "bash", {"command": "pytest"})), result("c1", "42 passed"),
     assistant("All 42 tests pass; the front page now loads room prices in 80 ms.")],  # work, reported
    [user("Update the room prices on the front page to the winter rates."),
     assistant("", ("c1", "edit", {"path": "prices.json"})), result("c1", "ok"), assistant("Updated the winter rates.")],  # a request
])
def test_a_waiting_proposal_is_not_answered_by_work_that_shares_its_words(later):
    summary = compact([user(GOAL_EN), assistant("Okay."), user("We might cache the room prices on the front page."),
                       assistant("The nightly backup finished at three."), *later])
    summary2 = compact([user(GOAL_EN), assistant("Done with the migration. We might cache the room prices on the front page."),
                        user("What's the forecast for Saturday?"), assistant("Sunny, around 12 degrees."), *later])
    for kept in (decisions(summary), decisions(summary2)):
        assert [line for line in kept if "Awaiting an answer" not in line] == []  # not answered
        assert any(line.startswith("- **Awaiting an answer**: We might cache the room prices") for line in kept), kept


def test_a_question_back_holds_only_a_proposal_not_a_plain_statement():
    summary = compact([user(GOAL_EN), assistant("Okay."), user("Migrate the db."),
                       assistant("", ("c0", "bash", {"command": "make migrate"})), result("c0", "ok"),
                       assistant("The migration is done. The rota lives in app/rota.py."),
                       user("What do you think we should do next?"),
                       assistant("We might cache the room prices on the front page."),
                       user("No, not this month."), assistant("Okay."), *routine(False, 2)])
    kept = decisions(summary)
    assert any("cache the room prices" in line for line in kept) and not any("rota lives" in line for line in kept)


def test_a_carried_compaction_number_is_never_later_than_the_summary_it_came_in():
    model_written = ("## Goal\nRun the inn's bookings.\n\n## Key Decisions\n- **Awaiting an answer**: An inn up in Ginzan "
                     "started to serve supper in the guests' rooms for a surcharge. (put forward by the assistant) (c7)\n")
    summary = compact(routine(False, 1), previous=model_written)
    summary = compact(routine(False, 2), previous=summary)
    assert "Awaiting an answer" not in summary  # waited one compaction, not seven


@pytest.mark.parametrize("line", [
    "- **Awaiting an answer:** We might cache the prices. (put forward by the assistant) (c3)",
    "* **Awaiting an answer**: We might cache the prices. (put forward by the Assistant) (c3)",
    "- **Awaiting an answer**: We might cache the prices (put forward by the assist",  # cut
])
def test_an_awaiting_line_not_in_our_form_is_dropped_not_kept_as_a_decision(line):
    summary = f"## Key Decisions\n{line}\n\n<summary-state compaction=\"3\"/>"
    for n in range(1, 4):
        summary = compact(routine(False, n), previous=summary)
    assert "Awaiting" not in summary


def test_a_long_waiting_proposal_is_clipped_so_the_budget_holds():
    long = "We might move the " + " and the ".join(f"room{i} prices" for i in range(60)) + " to the new table."
    summary = compact([user(GOAL_EN), *routine(False, 1), assistant(long)], max_chars=900)
    awaiting = next(line for line in summary.splitlines() if "Awaiting an answer" in line)
    assert len(awaiting) < 400 and len(summary) <= 900 and "## Next Steps" in summary


@pytest.mark.parametrize("end", ["I'll take care of it.", "Okay, I'll prepare it.", "Anything else I can help with?",
                                 "Let me know if you need anything else.", "我来处理。", "还有别的需要吗？"])
def test_a_plan_or_an_offer_of_help_is_not_carried(end):
    summary = compact([user(GOAL_EN), assistant("Okay."), user("Fix the typo in app.py."),
                       assistant("", ("c1", "edit", {"path": "app.py"})), result("c1", "ok"), assistant(end)])
    assert "Awaiting an answer" not in summary


def test_only_as_a_condition_is_no_turn_down():
    assert proposals.answer(["可以，但是只要别影响周末就行。"], "我们推出包场服务")[0] == "accept"
    assert not proposals.is_story("A test in the suite uses the old fixture.")  # a place is a capitalised name


def test_noted_down_said_by_the_assistant_is_no_open_item():
    steps = next_steps(compact([user(GOAL_ZH), assistant("好。"), user("把温度表导出来。"),
                                assistant("", ("c1", "bash", {"command": "python export.py"})), result("c1", "ok"),
                                assistant("导出来了，我记下来了。")]))
    assert not any("记下来了" in s for s in steps)


# ---------------------------------------------------------------- thirteenth round
def test_a_sentence_opening_with_a_preposition_is_no_imperative_and_a_fronted_wish_is_a_wish():
    assert not requests.is_request("About the rooftop bar you mentioned: we won't open one.")
    assert requests.is_wish("For the spring job I need a list of the tiles we still have.")


def test_the_speakers_counter_after_a_relayed_ask_turns_it_down():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("At the meeting the tour company asked us to take groups every evening. I said two evenings a "
                            "week, the baths need cleaning, and they agreed."), assistant("Two evenings a week, then."),
                       *routine(False)])
    assert any("take groups every evening" in line and line.startswith("- **Rejected**") for line in decisions(summary))


def test_a_hedge_is_no_suggestion_and_a_place_may_open_with_the():
    from sessionlog.summarizers import replies

    assert not replies.suggests("The export has an extra field; a stray comma, I'd guess.")
    assert proposals.is_story("An inn in the Lake District started to brew its own beer.")


@pytest.mark.parametrize("reply", [["那个先不说这个。"], ["怎么收费？", "先不说这个。"], ["Let's leave that for now."]])
def test_these_put_an_answer_off(reply):
    from sessionlog.summarizers.waiting import puts_off

    assert puts_off(reply)


def test_a_deferral_to_a_time_turns_a_proposal_down():
    assert proposals.turn_down(["包场那个，过了年再说，年前太忙。"]) == 0 and proposals.turn_down(["明年再看吧。"]) == 0


def test_a_gap_said_as_overdue_is_open_and_a_hyphened_word_is_not():
    from sessionlog.summarizers.facts import classify

    assert classify("Also the boiler is still overdue for its service.", "user") == "next"
    assert classify("Please help me with the overdue-fine report this month.", "user") != "next"


def test_naming_the_topic_is_no_echo_of_the_proposal():
    assert proposals.answer(["包场那个，过了年再说。"], "我看到有家旅馆开了包场服务，生意不错。")[0] == "turn_down"
    assert proposals.answer(["留着。"], "旧的浴巾先留着吗？")[0] == "accept"


def test_a_reply_naming_the_proposal_put_off_answers_it_rather_than_the_one_waiting():
    summary = compact([user(GOAL_ZH), assistant("好。"), user("有什么新点子？"),
                       assistant("我看到箱根有家旅馆开了夜间露天浴场，客人很喜欢。"), user("再说吧。"), assistant("好。"),
                       *routine(True, 1), user("浴巾怎么换？"), assistant("最好每天早上统一换一次，用过的送去洗衣房。"), *routine(True, 2),
                       user("夜间露天浴场那个，不开。晚上山里冷，出了事没人看着。"), assistant("明白。"), *routine(True, 3)])
    assert any("夜间露天浴场" in line and line.startswith(("- **Rejected**", "- **Not taken up**")) for line in decisions(summary))


def test_a_story_is_what_is_answered_rather_than_the_sentence_after_it():
    from sessionlog.summarizers import replies

    said = ["Done.", "By the way, there's an inn up in Hokkaido that heats its baths with wood chips now.",
            "They say it halves the bill."]
    assert replies.target(said, "assistant") == (said[1], replies.POINTED)
