"""The offline summarizer's nineteenth-round rules: what the sixteenth and seventeenth blind sets missed
against the eighteenth round. A relayed ask the user puts off when asked how to answer it waits and is answered
when the user comes back to it; a relayed ask closed by "That's it." or by "I've told X to tell him no" is turned
down; a state of mind before a rule ("I don't care who it is, I never …") and a quantified subject after "so"
state rules; a failure keeps an error line with no cause word inside its block, git's rejected ref over its
hints, and a boxed diagnostic's fields. English and Chinese. The wording here is this file's own, not any
benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, section, user

from sessionlog.summarizers.facts import classify
from sessionlog.summarizers.failures import cause_of

GOAL_EN = "Help me look after the ferry company's timetable site."
GOAL_ZH = "帮我维护渡轮公司的时刻表网站。"
CAFE = ("The harbour café keeps on at me again to run sunset cruises on Fridays. They want a booking page "
        "for it.")


def put_off_relayed() -> str:
    return compact([user(GOAL_EN), assistant("Okay."), user(CAFE),
                    assistant("I could add a booking page if you decide to. Do you want to go ahead?"),
                    user("Let me think about it."), assistant("Sure.")])


def test_a_relayed_ask_put_off_when_asked_how_to_answer_it_waits():
    first = put_off_relayed()
    waiting = [line for line in decisions(first) if "sunset cruises" in line]
    assert len(waiting) == 1 and "Awaiting an answer" in waiting[0] and "put off" in waiting[0], decisions(first)
    later = compact([user("Item 2: tidy page 2."), assistant("Done.")], previous=first)  # shares "page" only
    assert any("Awaiting an answer" in line and "sunset cruises" in line for line in decisions(later)), decisions(later)


@pytest.mark.parametrize("answer", ["Thought about the cruises. No. Friday evenings are for maintenance.",
                                    "About the sunset cruises: no, Friday evenings are for maintenance."])
def test_a_relayed_ask_put_off_is_answered_when_the_user_comes_back_to_it(answer):
    later = compact([user("Item 2: tidy the contact page."), assistant("Done.")], previous=put_off_relayed())
    answered = compact([user(answer), assistant("Understood.")], previous=later)
    kept = [line for line in decisions(answered) if "sunset cruises" in line]
    assert len(kept) == 1 and kept[0].startswith(("- **Rejected**", "- **Not taken up**")), decisions(answered)
    assert "Awaiting an answer" not in answered


def test_an_assistants_promise_to_wait_is_no_rejection():
    assert classify("I won't; I'll wait for your word.", "assistant") != "decisions-rejected"
    assert classify("We won't offer the cruises.", "user") == "decisions-rejected"


@pytest.mark.parametrize("message, option", [
    ("The ferry crew asked for a fare for bicycles. We carry walkers and dogs. That's it.", "a fare for bicycles"),
    ("The island council keeps asking us to add a midnight sailing. I've asked Sam to tell them no: the crew's hours "
     "are full.", "add a midnight sailing"),
])
def test_a_relayed_ask_closed_by_what_stays_or_by_a_no_sent_through_someone_is_rejected(message, option):
    summary = compact([user(GOAL_EN), assistant("Okay."), user(message), assistant("Okay.")])
    assert any(option in line and line.startswith("- **Rejected**") for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("sentence", [
    "I don't care who asks, we never sail when the wind is over force seven, because the insurer says so.",
    "The weather changes fast out there, so every crossing gets a skipper's check before the ramp goes up.",
])
def test_these_rules_are_constraints(sentence):
    assert classify(sentence, "user") == "constraints"


@pytest.mark.parametrize("sentence", ["I don't know why the page doesn't load.", "I checked, and every test passed.",
                                      "Run all the checks, then alert every member."])
def test_these_are_no_rules(sentence):
    assert classify(sentence, "user") != "constraints"


def test_an_error_line_without_a_cause_word_inside_its_block_is_kept():
    text = ("Loading composer repositories with package information\nUpdating dependencies\n"
            "Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n"
            "    - Root composer.json requires mpdf/mpdf ^8.2 -> satisfiable by mpdf/mpdf[v8.2.0, ..., v8.2.4].\n"
            "    - mpdf/mpdf v8.2.4 requires ext-gd * -> it is missing from your system. Install or enable PHP's gd "
            "extension.\n\nTo enable extensions, verify that they are enabled in your .ini files:\n"
            "    - /etc/php/8.2/cli/php.ini\nYou can also run `php --ini` in a terminal to see which files are used.\n\n"
            "Installation failed, reverting ./composer.json and ./composer.lock to their original content.")
    assert "mpdf/mpdf v8.2.4 requires ext-gd * -> it is missing from your system." in cause_of(text, 440)


def test_a_rejected_push_keeps_its_ref_line_over_gits_hints():
    text = ("To example.org:ferry/timetable.git\n ! [rejected]        main -> main (fetch first)\n"
            "error: failed to push some refs to 'example.org:ferry/timetable.git'\n"
            "hint: Updates were rejected because the remote contains work that you do not\n"
            "hint: have locally. This is usually caused by another repository pushing to\n"
            "hint: the same ref. If you want to integrate the remote changes, use\n"
            "hint: 'git pull' before pushing again.\n"
            "hint: See the 'Note about fast-forwards' in 'git push --help' for details.")
    kept = cause_of(text, 400)
    assert "! [rejected]        main -> main (fetch first)" in kept and "error: failed to push" in kept, kept


def test_a_boxed_diagnostic_keeps_its_fields_under_the_error():
    text = ("aws_instance.web: Creating...\n╷\n│ Error: creating EC2 Instance: operation error EC2: RunInstances, "
            "https response error StatusCode: 400, RequestID: 5f1c, api error:\n│ ApiError:\n│    StatusCode: 400\n"
            "│    Code: VcpuLimitExceeded\n│    Message: You have requested more vCPU capacity than your current limit.\n"
            "│ \n│   with aws_instance.web,\n│   on main.tf line 12, in resource \"aws_instance\" \"web\":\n╵")
    assert "Code: VcpuLimitExceeded" in cause_of(text, 360), cause_of(text, 360)


def test_a_long_first_error_line_does_not_crowd_out_the_cause_below_it():
    cause = "Failed opening the dump file temp-811.db (in /var/lib/tides) for saving: No space left on device"
    text = ("(error) READONLY the tide store is configured to save snapshots, but it is currently unable to persist to "
            "disk, so writes are refused until a snapshot succeeds again; see the server log for the snapshot error.\n"
            "---- /var/log/tides/server.log ----\n811:M 02 Mar 05:01:02.118 * 100 changes in 300 seconds. Saving...\n"
            f"811:C 02 Mar 05:01:02.121 # {cause}\n811:M 02 Mar 05:01:02.219 # Background saving error")
    assert cause in cause_of(text, 330), cause_of(text, 330)


# ---------------------------------------------------------------- what a review of the eighteenth and nineteenth rounds found
def test_gits_hints_give_their_room_to_the_ref_line_that_says_why():
    text = ("To example.org:ferry/timetable.git\n ! [remote rejected] main -> main (pre-receive hook declined: commit "
            "4f1a2b9 is missing a ticket reference)\nerror: failed to push some refs to 'example.org:ferry/timetable.git'\n"
            "hint: Updates were rejected because the remote contains work that you do not\n"
            "hint: have locally. This is usually caused by another repository pushing to\n"
            "hint: the same ref. If you want to integrate the remote changes, use\n"
            "hint: 'git pull' before pushing again.\n"
            "hint: See the 'Note about fast-forwards' in 'git push --help' for details.")
    assert "pre-receive hook declined: commit 4f1a2b9 is missing a ticket reference" in cause_of(text, 360)


def test_a_relayed_ask_put_off_and_never_answered_is_recorded_as_the_users():
    from sessionlog.summarizers.waiting import DEFERRED_FOR

    summary = put_off_relayed()
    for n in range(2, DEFERRED_FOR + 2):
        summary = compact([user(f"Item {n}: tidy page {n}."), assistant(f"Item {n} done.")], previous=summary)
    kept = [line for line in decisions(summary) if "sunset cruises" in line]
    assert len(kept) == 1 and kept[0].startswith("- **Not taken up**") and "(proposed by the user)" in kept[0], kept


@pytest.mark.parametrize("said", ["Fix the typo on the booking page.", "Add the sunset times for Fridays to the timetable.",
                                  "The cruises page looks great, thanks."])
def test_a_request_that_shares_words_with_a_relayed_ask_put_off_does_not_answer_it(said):
    later = compact([user(said), assistant("Done.")], previous=put_off_relayed())
    assert any("Awaiting an answer" in line and "sunset cruises" in line for line in decisions(later)), decisions(later)


@pytest.mark.parametrize("said", ["Don't forget the dark mode toggle on the settings page.",
                                  "Please don't skip the tests for the dark mode toggle.",
                                  "Leave the old colours in place for the dark mode toggle.",
                                  "Did you drop the dark mode toggle from the settings page?"])
def test_a_reminder_a_caution_or_a_question_about_an_open_item_leaves_it_open(said):
    from support import next_steps

    first = compact([user(GOAL_EN), assistant("Okay."), user("Add a dark mode toggle to the settings page."),
                     assistant("I'll add the dark mode toggle to the settings page next."), user("Thanks."), assistant("Sure.")])
    after = compact([user(said), assistant("Understood.")], previous=first)
    assert "Add a dark mode toggle to the settings page." in next_steps(after), next_steps(after)
    assert not any(line.startswith("- **Rejected**") for line in decisions(after)), decisions(after)


@pytest.mark.parametrize("sentence", ["Good news: every page loads in under a second.", "Quick update: anyone can log in again.",
                                      "It's been a long week, so everyone is tired.", "I don't know, every option seems fine to me.",
                                      "I don't know what changed, but it never loads on Safari."])
def test_reports_with_a_quantifier_or_after_a_state_of_mind_are_no_rules(sentence):
    assert classify(sentence, "user") != "constraints"
