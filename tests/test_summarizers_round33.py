"""The thirty-third round, in this file's own messages (a bakery, a allotment society, a choir, a ferry café; none is
taken from the fidelity corpus).

First part, noise the thirty-second round's summaries showed: "不用" as "no need to" ("大家不用干等", "不用担心") is no
turn-down ("不用了" still is); a statement with a contracted subject ("Gina'll tell him …") or a story announced ("Listen to
this: …") asks for nothing; a time past before something ("since before they could walk") is no deadline.

Second part, what the forty-first and forty-second blind sets showed: an error that counts what it found keeps the lines
naming them; a JSON error body's code is a cause; "may not fit" is an error; a deal reported with a counter and the other
side's yes turns down what was asked; a want or advice relayed ("She wants the …", "Tell your dad he should …") is a
proposal; "that's a rule now" states a rule; a fraction of a unit is a number; "~/.netrc" is a path; an option named
after a label and then explained ("One way …: a … . You'd …") is rejected with its name; a name echoed and "Hm." before
a put-off; "管委会…开会研究…没通过" is a body's no.
"""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, next_steps, user

from sessionlog.summarizers.causes import cause_of
from sessionlog.summarizers import waiting
from sessionlog.summarizers.facts import carriers, classify, cue


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


def test_an_error_that_counts_what_it_found_keeps_the_lines_naming_them():
    lines = [f"[{i:04d}] rendering page {i} ... ok" for i in range(50)]
    log = "\n".join(lines + ["- rendering pages...", "(!) Found broken link /menu/winter in file shop/index.md", "✖ rendering pages...",
                             "build error:", "Error: [sitegen] 1 broken link(s) found.",
                             "    at Object.buildEnd (file:///home/ann/site/node_modules/sitegen/dist/node/serve-Abc123.js:37951:17)",
                             "    at async Promise.all (index 0)"])
    kept = cause_of(log, 240)
    assert "(!) Found broken link /menu/winter in file shop/index.md" in kept, kept
    assert "1 broken link(s) found" in kept


def test_a_json_error_code_and_what_does_not_fit_are_causes():
    body = "\n".join(["{", '    "Results": [', "        {", '            "Serial": "",', '            "Fee": 0,', '            "Region": "eu-2",',
                      '            "Code": "FailedOperation.TemplateUnapproved",',
                      '            "Message": "the template is not approved yet",', "        }", "    ],",
                      '    "RequestId": "0b1e2f3a-4c5d-6e7f-8091-a2b3c4d5e6f7"', "}"])
    assert '"Code": "FailedOperation.TemplateUnapproved"' in cause_of(body, 200)
    burn = "\n".join([f"Track {n:02d}: audio 60 MB (06:00.00) no preemp pad" for n in range(1, 30)]
                     + ["Blocks remaining: -16924", "burner: Data may not fit on current disk.",
                        "burner: Notice: Most recorders do allow overburning.", "burner: Notice: Use -overburn to write more."])
    assert "burner: Data may not fit on current disk." in cause_of(burn, 240)


def test_a_deal_reported_with_a_counter_turns_down_what_was_asked():
    summary = compact([user("E-mail from the wedding planner at Hill House. She wants the vintage van held for every Saturday "
                            "in August at a block rate. Every Saturday! I wrote back: two Saturdays, five percent off, take it or "
                            "leave it. She's taken it."), assistant("Putting the two Saturdays in the diary.")])
    assert any("the vintage van held for every Saturday in August at a block rate" in d and d.startswith("- **Rejected**")
               for d in decisions(summary)), decisions(summary)
    summary = compact([user("The landlord of the Anchor rang. He wants a choir night every Thursday through the summer. I said "
                            "we're volunteers, half of us work shifts. I told him the last Thursday of the month, and he said go "
                            "on then. So that's agreed."), assistant("Adding the last Thursdays.")])
    assert any("a choir night every Thursday through the summer" in d and d.startswith("- **Rejected**")
               for d in decisions(summary)), decisions(summary)


def test_a_want_relayed_and_turned_down_bluntly():
    summary = compact([user("Odd one today. A radio station in Leeds e-mailed. They want us singing live on a breakfast show at "
                            "six in the morning. No. Flat no."), assistant("No to the radio, then.")])
    assert any("singing live on a breakfast show" in d for d in decisions(summary)), decisions(summary)


def test_advice_relayed_in_single_quotes_and_put_off_after_a_name_echoed():
    summary = compact([user("Here's one. My sister texted me. Read this: 'Tell your husband he should open a second stall at "
                            "the Sunday market, you'd double the takings.' Dev. Hm. I'll need to think about that one."),
                       assistant("Of course, no rush.")])
    assert "a second stall at the Sunday market" in summary, summary


def test_a_rule_declared_a_fraction_of_a_unit_and_a_home_dotfile():
    assert classify("So that's a rule now, and it goes on the door: nothing with bleach in it comes into the dairy.", "user") == "constraints"
    assert carriers("each plot is about a third of an acre, marked with a stake.") >= {"a third of an acre"}
    assert "~/.netrc" in carriers("the password is saved in ~/.netrc, so it is the old one.")
    assert carriers("see ~/bakery/orders.csv") == {"~/bakery/orders.csv"}


def test_an_option_named_after_a_label_and_explained_is_rejected_with_its_name():
    summary = compact([user("The ringing round for the deliveries takes me all Monday."),
                       assistant("One way to take that off you: an online order form where the cafés pick their own delivery "
                                 "days. You'd put up the days you drive and each café chooses."),
                       user("No, that wouldn't work. I drive the round by the map."), assistant("That makes sense.")])
    rejected = [d for d in decisions(summary) if d.startswith("- **Rejected**")]
    assert rejected and "an online order form where the cafés pick their own delivery days" in rejected[0], decisions(summary)


def test_a_bodys_no_after_a_meeting_in_chinese():
    said = "我上个月跟管委会提的在广场边上摆个自助烤红薯的摊子，他们开会研究了，说广场过年那阵人太多，摆摊容易出事，而且得统一招标，没通过。"
    assert cue("rejected", said)


@pytest.mark.parametrize("said", ["Priya's been asking for a rota card for the Sunday bakers, she keeps forgetting her shift.",
                                  "Owen's been going on about a proving cabinet for the sourdough."])
def test_someone_asking_or_going_on_is_an_ask_passed_on(said):
    from sessionlog.summarizers import requests
    assert requests.is_reported_ask(said)


def test_an_offer_on_what_was_passed_on_turned_down_names_it():
    summary = compact([user("Owen's been going on about a proving cabinet for the sourdough, the big stainless ones."),
                       assistant("Would you like me to price one up?"),
                       user("No. Not this year. The oven comes first."), assistant("Understood; not this year.")])
    assert any("a proving cabinet for the sourdough" in d for d in decisions(summary)), decisions(summary)


def test_a_polite_ask_that_points_back_at_an_ask_passed_on_keeps_it_open():
    summary = compact([user("Priya's been asking for a rota card for the Sunday bakers, the new lad missed his shift twice. "
                            "Can you do that when you've a minute?"),
                       assistant("Yes, once the shift list is sorted, since the card would come from it.")])
    assert any("a rota card for the Sunday bakers" in s for s in next_steps(summary)), next_steps(summary)


def test_a_bare_yes_or_no_is_no_hesitation_before_a_put_off():
    assert waiting.puts_off(["Kyle.", "Hm.", "I'll need to think about that one."])
    assert not waiting.puts_off(["No.", "Not this year.", "Let me think about it."])  # its verdict comes first
