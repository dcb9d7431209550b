"""The offline summarizer's fourth-round rules: what a reply answers is found from the reply and the shape
of the previous message (``replies``), requests in any form stay open until done (``requests``), numbered
work and deferrals are closed by the report that names them (``facts.closes``, ``facts.labels``), ticket
numbers merge in templates, upper-case test verdicts are error lines — English and Chinese, over chained
compactions and within the budget."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import assistant, user
from support import summary_result as result
from support import chain_within_budget, compact, decisions, next_steps, section

from sessionlog.summarizers.facts import closes, completes, template_key
from sessionlog.summarizers.failures import cause_of
from sessionlog.summarizers.replies import MODAL, POINTED, STRONG, responds, target
from sessionlog.summarizers.requests import asks_for_work, is_polite_request, is_wish

GOAL = "Please help me get the club's booking app ready for the season."
GOAL_ZH = "帮我把食堂的线上订餐做起来。"


def routine(summary, n=5):
    for i in range(n):
        summary = compact([user(f"Continue with step {i}."), assistant(f"Step {i} done.")], summary)
    return summary


# ---------------------------------------------------------------- a proposal found by its grammar
@pytest.mark.parametrize("speaker, proposal, reply", [
    ("user", "Honestly I'd just phone every member the night before their booking.",
     "Phoning two hundred members a week would take the volunteers all evening."),
    ("assistant", "To spread the slots out, we might cap everyone at two bookings a month.",
     "The committee will never go for that."),
    ("assistant", "For the deposits, members could pay at the bar with cash; plenty of clubs do.",
     "Our treasurer stopped taking cash deposits after the audit."),
    ("user", "Why can't we open the slipway on weekday evenings too?",
     "The slipway has no lights, and the insurance covers daylight launches only."),
    ("user", "A member asked for a discount on the winter storage fee.",
     "A discount for one member would have to go to all of them, and the storage budget would not cover it."),
    ("assistant", "我在想，可以把订餐页改成只显示当天的菜单，页面更清爽。", "食堂师傅第二天的备菜要看预订量，只显示当天的菜单他们没法备菜。"),
    ("user", "对付浪费，可以浪费三次就停一周订餐。", "员工是按天付餐费的，停一周订餐等于扣他们的福利，工会那边过不去。"),
])
def test_a_suggestion_found_by_its_grammar_and_not_accepted_is_kept_as_not_taken_up(speaker, proposal, reply):
    first, second = (user(proposal), assistant(reply)) if speaker == "user" else (assistant(proposal), user(reply))
    summary = compact([user(GOAL), first, second])
    assert decisions(summary) == [f"- **Not taken up**: {proposal} (proposed by the {speaker}) — {reply}"]
    assert decisions(routine(summary)) == [f"- **Not taken up**: {proposal} (proposed by the {speaker}) — {reply}"]


def test_a_plain_statement_is_answered_only_by_a_reply_that_points_back_at_it():
    proposal = "Other clubs let members book a boat a whole season ahead."
    pointed = compact([user(GOAL), user(proposal), assistant("That only works for clubs with more boats than members.")])
    assert decisions(pointed) == [f"- **Not taken up**: {proposal} (proposed by the user) — "
                                  "That only works for clubs with more boats than members."]
    unrelated = compact([user(GOAL), user(proposal), assistant("The booking table has 4,000 rows today.")])
    assert decisions(unrelated) == []


@pytest.mark.parametrize("messages", [
    # a fact answered by another fact, a confirmation, an acceptance in the closed class
    [user("The club's booking account is ACCT-SAIL-19."), assistant("Members can book two boats at once in the old app.")],
    [user("The staging banner still says beta."), assistant("It does; the banner text comes from the release notes.")],
    [assistant("We could move the booking reminders to the morning."), user("Happy to, the morning works.")],
    [assistant("We could move the booking reminders to the morning."), user("Noted, thanks.")],
    # a request done by the work: tool calls come before the reply
    [user("Could you rerun the smoke tests for ticket T-50?"), assistant("", ("c1", "bash", {"command": "npm run smoke"})),
     result("c1", "41 passed"), assistant("Smoke tests green for T-50.")],
    [user("Members could book through the bar staff instead."), assistant("", ("c1", "bash", {"command": "grep -r bar app/"})),
     result("c1", "app/bar.py"), assistant("Bar bookings go through app/bar.py.")],
    # a report of work done is not a suggestion
    [assistant("卡片 43A 做完了，审计表可以分页了。"), user("然后是卡片 43B。")],
])
def test_replies_that_accept_confirm_or_talk_of_something_else_turn_nothing_down(messages):
    assert decisions(compact([user(GOAL), *messages])) == []


def test_targets_are_found_by_position_question_first_then_suggestion_then_the_last_sentence():
    assert target(["We could add a waitlist.", "Should we email the members first?"]) == \
        ("Should we email the members first?", STRONG)
    assert target(["Residents could upload a scan of their lease.", "It is the usual way."]) == \
        ("Residents could upload a scan of their lease.", MODAL)
    assert target(["The treasurer says the old app lost three bookings."]) == \
        ("The treasurer says the old app lost three bookings.", POINTED)
    assert target(["How many boats are there?"]) is None and target(["Is the staging site up?"]) is None
    assert target(["That would add a hundred cars to the zone."]) == ("That would add a hundred cars to the zone.", POINTED)
    assert responds(["Paying in two parts doubles the treasurer's work."], "Members could pay the fee in two parts.", MODAL)
    assert not responds(["Run the migration now."], "Members could pay the fee in two parts.", MODAL)
    assert not responds(["Bookings open at nine."], "The treasurer says the old app lost three bookings.", POINTED)


def test_a_rejection_word_in_passing_pairs_the_reply_with_the_proposal():
    summary = compact([user(GOAL), user("干脆取消现场报名，全部线上预约。"),
                       assistant("这样的话不用手机的老会员就报不了名了。")])
    assert decisions(summary) == ["- **Rejected**: 干脆取消现场报名，全部线上预约。 (proposed by the user) — 这样的话不用手机的老会员就报不了名了。"]


# ---------------------------------------------------------------- requests in any form
@pytest.mark.parametrize("sentence, ack", [
    ("And could you get a copy of the booking rules to the harbour master?", "Sure."),
    ("Would you mind drafting the welcome email for new members?", "Happy to."),
    ("I'd like a full export of the bookings the day before the regatta.", "Okay."),
    ("We need a printed list of skippers for the notice board.", "Noted."),
    ("It would be great to send members a reminder the evening before.", "Okay."),
    ("能帮我做一张每周的预订报表吗？", "好的。"),
    ("我希望在预订页上标出每条船的载重。", "收到。"),
    ("最好能每周给会长发一份使用率。", "好的。"),
])
def test_a_polite_question_or_a_wish_only_acknowledged_stays_open_until_done(sentence, ack):
    assert asks_for_work(sentence)
    summary = compact([user(GOAL), user(sentence), assistant(ack)])
    assert next_steps(summary) == [sentence]
    assert next_steps(routine(summary)) == [sentence]


@pytest.mark.parametrize("sentence", ["Could you tell me how many members booked last week?",
                                      "Can you check whether the tide feed is up?", "Is the staging site up?"])
def test_a_question_that_asks_to_be_told_is_no_request(sentence):
    assert not is_polite_request(sentence) and not is_wish(sentence)
    assert next_steps(compact([user(GOAL), user(sentence), assistant("Forty-two members booked.")])) == []


def test_a_wish_the_assistant_acts_on_is_no_open_item():
    summary = compact([user(GOAL), user("I'd like the changelog regenerated for the release."),
                       assistant("", ("c1", "bash", {"command": "npm run changelog"})), result("c1", "written"),
                       assistant("Regenerated.")])
    assert next_steps(summary) == []


# ---------------------------------------------------------------- closing numbered work and deferrals
@pytest.mark.parametrize("item, report", [
    ("Next on the board, job 12: shorten the cold start.", "Job 12 is finished: the cold start is shorter."),
    ("Card 7 on the board: pin the linter version.", "Card 7 wrapped up: linter pinned."),
    ("Tag release candidate rc-5 once the board is clear.", "It is, and release candidate rc-5 is tagged."),
    ("看板清空以后打一个候选版本 rc-5。", "清空了，候选版本 rc-5 也打好了。"),
    ("看板上的卡片 12：压缩首页大图。", "卡片 12 收尾了，首页大图压完了。"),
])
def test_an_open_item_is_closed_by_the_report_that_names_its_work(item, report):
    assert closes(report) and completes(report, item)
    summary = compact([user(GOAL), user(item), assistant("Okay.")])
    assert item in "\n".join(next_steps(summary)) or item in summary
    summary = compact([user("Anything left?"), assistant(report)], summary)
    assert next_steps(summary) == []


def test_a_label_closes_only_its_own_work():
    assert not completes("Card 48A finished, lint is clean.", "Park card 48C until tomorrow.")
    assert not completes("卡片 48A 做完了。", "卡片 48C 明天再弄。")
    assert not completes("Job 13 is finished: fonts dropped.", "Next on the board, job 12: shorten the cold start.")


def test_ticket_numbers_are_masked_in_templates_so_repeats_merge():
    assert template_key("Ticket T-5: sort the import statements.") == template_key("Ticket T-12: sort the import statements.")
    assert template_key("Ship rc-4 today.") == template_key("Ship rc-19 today.")
    assert template_key("Account VETCO-NORTH-12 is live.") != template_key("Account VETCO-NORTH-13 is live.")
    summary = None
    for n in range(1, 30):
        summary = compact([user(GOAL), user(f"Shall I rebase before ticket T-{n}?"), assistant("Yes.")], summary)
    assert section(summary, "## Critical Context").count("Shall I rebase before ticket") == 1


def test_an_upper_case_test_verdict_is_an_error_line():
    log = "\n".join(f"[{i:04d}] compiling module_{i} ... ok" for i in range(200))
    text = log + "\n--- FAIL: TestReserveConflict (0.02s)\n    slots_test.go:64: expected ErrTaken, got <nil>\nexit status 1"
    cause = cause_of(text, 360)
    assert "--- FAIL: TestReserveConflict (0.02s)" in cause and "slots_test.go:64" in cause


# ---------------------------------------------------------------- the budget holds with the new items
_ITEMS = st.sampled_from([
    (user, "Members could pay the deposit in two parts, number {n}."), (assistant, "We might cap bookings at {n} a month."),
    (user, "Could you get draft {n} of the rules to the committee?"), (user, "I'd like export {n} of the bookings."),
    (user, "Next on the board, job {n}: tidy the fixtures."), (assistant, "Job {n} is finished: fixtures tidied."),
    (user, "A member asked for discount {n} on storage."), (assistant, "That would cost the club {n} pounds a year."),
    (user, "可以把第 {n} 批的报名改成线上。"), (assistant, "我希望第 {n} 版的说明下周发。"),
])


@settings(deadline=None, max_examples=25, derandomize=True)
@given(st.lists(st.lists(st.tuples(_ITEMS, st.integers(0, 10**6)), min_size=1, max_size=12), min_size=1, max_size=12),
       st.sampled_from([1500, 4000, 12000]))
def test_the_fourth_rounds_items_keep_chained_summaries_within_the_budget(spans, budget):
    chain_within_budget(GOAL, spans, budget)
