"""The offline summarizer's thirtieth round: what the thirty-fifth and thirty-sixth blind sets showed (read after
their one run; the sets are unchanged). A third party's sponsorship offered in exchange for something ("They'd
fund the trophies if they could have …") put off to whoever decides ("Let me ask the council, it's their
park.") and refused later; an open question said after an option (", but nobody knows whether …"); e2fsck's
"Bad magic number in super-block"; a habit tied to a time of day said in the present passive; a Chinese vote of
a parents' committee ("家委会投了票，…没通过"). English and Chinese. The wording here is this file's own, not any
benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, next_steps, user

from sessionlog.summarizers.causes import cause_of
from sessionlog.summarizers.facts import classify

GOAL_EN = "Help me run the rowing regatta's entries and its web page."
GOAL_ZH = "帮我管一下少儿游泳班的报名和账。"


def test_a_sponsorship_in_exchange_put_off_to_whoever_decides_and_refused_later_is_kept():
    summary = compact([
        user(GOAL_EN), assistant("Okay."),
        user("Petra had a call from Harbour Cider. They'd fund the trophies and the barbecue if they could have "
             "their name printed on every race bib. Not sure. Let me ask the rowing federation, it's their rule book."),
        assistant("Fine. I'll leave the bibs alone until you hear."),
        user("Can you do me a list of the crews by club?"), assistant("Yes, after the entries are in."),
        user("The federation wrote back. Sponsors' names go on the boats or the banners, never on bibs. So that's out; "
             "Petra's offered the cider people a banner at the finish."),
        assistant("Understood, no names on the bibs.")])
    assert any("their name printed on every race bib" in line for line in decisions(summary)), decisions(summary)


def test_an_open_question_said_after_an_option_is_a_next_step():
    said = ("Nadia says if the timing clock dies we could borrow the canoe club's, but nobody knows whether their "
            "clock talks to our results laptop.")
    assert classify(said, "user") == "next"
    summary = compact([
        user(GOAL_EN), assistant("Okay."), user(said),
        assistant("I'll not plan on it until someone has tried the two together."),
        user("Now the entries page: the form is slow."), assistant("Looking at it.")])
    assert any("whether their clock talks to our results laptop" in step for step in next_steps(summary)), \
        next_steps(summary)


def test_an_aside_after_the_but_stays_no_open_question():
    assert classify("It builds, but nobody knows if it matters, so I left it.", "user") != "next"


def test_a_damaged_superblock_is_the_cause_kept():
    out = "\n".join(["e2fsck 1.47.0 (5-Feb-2023)", "checking the device ..."] * 30
                    + ["fsck.ext4: Bad magic number in super-block while trying to open /dev/mmcblk0p2", "",
                       "The superblock could not be read or does not describe a valid ext2/ext3/ext4 filesystem."])
    assert "Bad magic number in super-block while trying to open /dev/mmcblk0p2" in cause_of(out, 300)


@pytest.mark.parametrize("said", [
    "We start at six and it goes like this: the boats go out in order, and the eights are launched before nine in "
    "the morning, while the river is still quiet, because the pleasure cruisers start at ten.",
    "The hives are opened only after 11am, when the foragers are out."])
def test_a_habit_tied_to_a_time_of_day_is_a_constraint(said):
    assert classify(said, "user") == "constraints"


@pytest.mark.parametrize("said", ["The eights were launched before nine yesterday.",
                                  "I fixed it, the backup is started after midnight now.",
                                  "Can the medals be sent before noon?"])
def test_a_report_or_a_question_about_a_time_is_no_rule(said):
    assert classify(said, "user") != "constraints"


def test_a_chinese_parents_committee_vote_is_a_rejection_kept():
    said = "家长群里的会长刚说，家委会投了票，寒假去三亚冬训六比四没通过，嫌路费太高。"
    assert classify(said, "user") == "decisions-rejected"
    summary = compact([
        user(GOAL_ZH), assistant("好的。"), user(said), assistant("那寒假就在本地练。"),
        user("帮我把这期的名单按年龄排一下。"), assistant("好，我来排。")])
    assert any("寒假去三亚冬训" in line for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("said", ["家委会还没投票，下周才知道通过没通过。", "家委会投票通过了，寒假去三亚。"])
def test_a_chinese_vote_not_yet_held_or_passed_is_no_rejection(said):
    assert classify(said, "user") != "decisions-rejected"
