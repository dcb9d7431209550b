"""The offline summarizer's twenty-fifth round: what the twenty-fifth and twenty-sixth blind sets showed (read after
their one run; the sets are unchanged). An option put forward after a longer lead ("Another thought for getting the
minutes out faster: …", "Something members tend to like: …", "一个办法是…"); someone's wish relayed as "they'd like …";
a rule said after "the rule, which …," whose condition is a perfect tense ("until they've done …"); "no. 4471" kept in
its sentence; "Aye." as an acknowledgement; a question nobody can answer yet ("Nobody can say yet", "这个现在谁也说不准");
failure causes: a C++ "terminate called after throwing …", a no-class block's first verdict line, a tool's upper-case
"ERROR:" line above a traceback. English and Chinese. The wording here is this file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, next_steps, section, user

from sessionlog.summarizers.causes import cause_of
from sessionlog.summarizers.facts import classify, split_sentences

GOAL_EN = "Help me run the bowls club's website and its fixtures."
GOAL_ZH = "帮我管一下广场舞队的小程序和排练安排。"


def test_an_option_after_a_long_lead_ending_in_a_colon_is_a_proposal():
    summary = compact([
        user(GOAL_EN), assistant("Okay."), user("The minutes take a week to reach anyone."),
        assistant("Another thought for getting the minutes out to the whole committee faster: a shared folder for the "
                  "committee where the secretary drops them the same night."),
        user("Half the committee are in their eighties and won't touch a computer, they want paper in the post.")])
    assert any("a shared folder for the committee" in line for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("lead", ["Something members tend to like:", "Something the juniors would love:"])
def test_an_option_offered_as_something_people_like_is_a_proposal(lead):
    summary = compact([
        user(GOAL_EN), assistant("Okay."), user("What else can we do for the open day?"),
        assistant(f"{lead} a live scoreboard on the clubhouse telly, so people can follow every rink."),
        user("Not a chance. Nobody watches bowls on a telly.")])
    assert any("a live scoreboard on the clubhouse telly" in line for line in decisions(summary)), decisions(summary)


def test_someones_wish_relayed_as_they_would_like_is_answered_by_the_smaller_offer():
    summary = compact([
        user(GOAL_EN), assistant("Okay."),
        user("Also, from the parish council: they'd like a weekly taster session on the green all summer for the "
             "village newsletter."),
        assistant("How would you like to answer? Every week would take a rink out of the league evenings."),
        user("Exactly. I'll thank them and say we can't give up a rink every week, but they can have the first "
             "Saturday of each month.")])
    assert any("a weekly taster session on the green all summer" in line for line in decisions(summary)), \
        decisions(summary)


@pytest.mark.parametrize("said", [
    "And the rule, which the juniors moan about, nobody bowls in a league match until they've done the etiquette course "
    "with me.",
    "Nobody marks a rink until they have passed the umpire's test."])
def test_a_rule_whose_condition_is_a_perfect_tense_is_a_constraint(said):
    assert classify(said, "user") == "constraints"


@pytest.mark.parametrize("said", ["We've passed the inspection.", "Nobody came until the tests had passed."])
def test_a_report_of_the_past_is_still_no_rule(said):
    assert classify(said, "user") != "constraints"


def test_a_number_after_no_stays_in_its_sentence():
    assert split_sentences("Oh, and we're county club no. 4471, put that on the entry form.") == [
        "Oh, and we're county club no. 4471, put that on the entry form."]
    assert split_sentences("I said no. Then he rang again.") == ["I said no.", "Then he rang again."]


def test_aye_is_an_acknowledgement_not_work_in_progress():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("Aye. And can you do me the juniors' fixture card with the rink numbers from the league book?"),
                       assistant("Yes, I'll make it after the results page.")])
    assert "Aye." not in section(summary, "### In Progress"), summary
    assert any("the juniors' fixture card" in step for step in next_steps(summary)), next_steps(summary)


@pytest.mark.parametrize("ask, reply, item", [
    ("One more thing, the chairman keeps asking me: will the council renew the green's lease this year? I rang and "
     "they said wait.", "Nobody can say yet; we'll have to wait for the council.", "renew the green's lease"),
    ("还有个事儿，队长天天问我：街道今年的活动经费还批不批？我打电话问了，那边说等通知。", "这个现在谁也说不准，只能等街道那边回话。",
     "街道今年的活动经费还批不批"),
])
def test_a_question_nobody_can_answer_yet_stays_open(ask, reply, item):
    goal = GOAL_ZH if "街道" in ask else GOAL_EN
    summary = compact([user(goal), assistant("好。" if goal == GOAL_ZH else "Okay."), user(ask), assistant(reply),
                       user("下一件事。" if goal == GOAL_ZH else "Next thing."), assistant("好。" if goal == GOAL_ZH else "Sure.")])
    assert any(item in step for step in next_steps(summary)), next_steps(summary)


def test_a_chinese_option_put_as_one_way_is_a_proposal():
    summary = compact([
        user(GOAL_ZH), assistant("好。"), user("最近晚上来跳的人少了，你有啥办法没有？"),
        assistant("一个办法是每次排练都在视频号上直播，看的人多了自然有人来，直播间还能挂报名链接。"),
        user("直播了谁还来现场跳啊？再说了，阿姨们都不愿意上镜。")])
    assert any("每次排练都在视频号上直播" in line for line in decisions(summary)), decisions(summary)


def test_a_cpp_terminate_line_is_a_failures_cause():
    log = "\n".join([f"[info] merged batch {i} ({1000 + 37 * i} MB)" for i in range(80)] + [
        "[warn] memory nearly exhausted",
        "terminate called after throwing an instance of 'std::bad_function_call'",
        "  what():  bad_function_call",
        "Aborted (core dumped)"])
    assert "terminate called after throwing an instance of 'std::bad_function_call'" in cause_of(log, 360)


def test_a_block_without_an_error_class_keeps_its_first_verdict():
    out = "\n".join([
        "batterycheck 2.1 (pack A)", "", "=== PACK HEALTH ===",
        "Overall pack health self-test result: FAILED!",
        "Pack failure expected within days. Stop charging.",
        "See the cell table for failed cells.", "",
        "CELL  NAME                 VOLTS   MIN     MAX     STATE         WHEN_FAILED    LAST_SEEN      COUNT",
        "  1   cell_front_left      3.02    3.20    4.20    FAILING_NOW   charge         2026-04-01     4411",
        "  2   cell_middle_left     3.61    3.20    4.20    ok            -              2026-04-01     12",
        "  3   cell_back_left       3.58    3.20    4.20    ok            -              2026-04-01     9",
        "  4   cell_tail_left       3.55    3.20    4.20    ok            -              2026-04-01     15"])
    assert "Overall pack health self-test result: FAILED!" in cause_of(out, 360)


def test_a_tools_upper_case_error_line_above_a_traceback_is_kept():
    out = "\n".join([
        "WAVKIT ERROR: reader_open: no fmt chunk in choir_0412.wav",
        "WAVKIT ERROR: source: could not open choir_0412.wav at 0Hz with hop 512 (does the file exist and is it "
        "readable?)",
        "Traceback (most recent call last):",
        '  File "/usr/bin/wavkit", line 33, in <module>',
        "    sys.exit(load_entry_point('wavkit==0.4.9', 'console_scripts', 'wavkit')())",
        'RuntimeError: could not create a source from "choir_0412.wav"'])
    kept = cause_of(out, 380)
    assert "reader_open: no fmt chunk in choir_0412.wav" in kept and "RuntimeError" in kept, kept


def test_a_chinese_rule_ending_in_a_statement_with_ne_is_still_a_rule():
    said = "排练这块我定得死：报了名的才能进场，不带外人，哪怕是亲戚，一个队后头是好多家人的面子呢。"
    assert classify(said, "user") == "constraints"


@pytest.mark.parametrize("said", ["规矩不改行不行呢", "你说呢"])
def test_a_chinese_question_ending_in_ne_is_still_no_rule(said):
    assert classify(said, "user") != "constraints"


def test_a_request_promised_after_other_work_is_done_stays_open():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("Can you do me the juniors' fixture card with the rink numbers from the league book?"),
                       assistant("Yes. I'll list the fixtures with the rink beside each. I'll do it once the results page "
                                 "is done.")])
    assert any("the juniors' fixture card" in step for step in next_steps(summary)), next_steps(summary)


@pytest.mark.parametrize("said", [
    "I'm sure they'd like the new design.", "He'd love to help but he's away this week.", "She would like that very much.",
    "Something I don't like about this approach: it copies the whole buffer.", "Something you'll enjoy: the tests now "
    "run in 4 seconds.", "My thought after looking at the logs for the past two days: the disk is full.",
    "没有一个办法是管用的。", "第一个办法是重启服务，已经试过了，没用。"])
def test_opinions_news_and_reports_put_no_option_forward(said):
    from sessionlog.summarizers.proposals import is_proposal
    assert not is_proposal(said)


@pytest.mark.parametrize("reply", ["No one knows it except Dave, and he's on leave.",
                                   "Nobody could tell the difference in the A/B test: 1.02 s against 1.01 s."])
def test_an_answer_that_starts_with_nobody_answers(reply):
    from sessionlog.summarizers.requests import cannot_answer
    assert not cannot_answer([reply])


def test_no_before_a_number_at_the_start_of_a_sentence_still_ends_the_one_before():
    assert split_sentences("Did it pass? No. 3 tests failed.") == ["Did it pass?", "No.", "3 tests failed."]


def test_a_short_first_request_stays_in_progress():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("Fix the login redirect. The footer also looks odd on phones, but that can wait.")])
    assert "Fix the login redirect." in section(summary, "### In Progress"), summary


def test_a_report_in_a_rules_condition_is_still_no_rule():
    assert classify("None of the warnings appear once I fixed the import.", "user") != "constraints"


def test_asking_whether_open_work_is_done_does_not_close_it():
    first = compact([user(GOAL_EN), assistant("Okay."),
                     user("Can you do me the juniors' fixture card with the rink numbers from the league book?"),
                     assistant("Yes, I'll make it after the results page.")])
    later = compact([user("Did you get the juniors' fixture card with the rink numbers from the league book done? Young "
                          "Alfie asked tonight."),
                     assistant("Not yet, it's still to do. The rink numbers need checking against the book.")],
                    previous=first)
    assert any("the juniors' fixture card" in step for step in next_steps(later)), next_steps(later)
