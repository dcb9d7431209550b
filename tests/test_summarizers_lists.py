"""The thirty-second round: options put forward as a list, one item a line (``summarizers.options.listed_lines``).

An assistant that offers options in markdown writes them one a line ("1. …", "- …", "一、…"). The sentence splitter
used to cut "1." off as a sentence of its own, so the options were never read as a series and the reply that took
one and turned another down recorded nothing, or the wrong one. The messages are this file's own (a swimming
pool's quiet weekdays, a print shop's queue); none is taken from the fidelity corpus.
"""

from __future__ import annotations

from support import assistant, compact, decisions, user

from sessionlog.summarizers import options
from sessionlog.summarizers.facts import split_sentences

EN_LIST = ("A couple of options for the quiet weekdays:\n\n1. A loyalty card, every tenth swim free.\n"
           "2. An early-bird discount before 8am on weekdays.\n3. A members' evening once a month.\n\nWhich do you prefer?")


def test_a_list_number_opens_no_sentence_of_its_own():
    said = split_sentences(EN_LIST)
    assert "1." not in said and "3." not in said, said
    assert "A loyalty card, every tenth swim free." in said and "An early-bird discount before 8am on weekdays." in said


def test_numbered_options_one_a_line_are_answered_one_by_one():
    summary = compact([user("Weekdays are dead at the pool, any thoughts?"), assistant(EN_LIST),
                       user("The loyalty card, yes. The early-bird thing no, the lifeguards don't start till eight. "
                            "The members' evening I'll have to ask the committee about."),
                       assistant("Okay, I'll set up the loyalty card.")])
    said = decisions(summary)
    rejected = [d for d in said if d.startswith("- **Rejected**")]
    assert len(rejected) == 1 and "An early-bird discount before 8am on weekdays." in rejected[0], said
    assert "lifeguards don't start till eight" in rejected[0]
    assert any("A members' evening once a month." in d and "put off" in d for d in said), said
    assert not any("loyalty card" in d for d in said), said  # the one taken is neither rejected nor waiting
    assert "I'll have to ask the committee about" not in summary  # the put-off is said by the item that waits


def test_chinese_numbered_options_one_a_line():
    summary = compact([user("工作日没人来，有什么办法？"), assistant("有两个办法：\n一、周末加一个早场，七点开门。\n二、办年卡，一千二一年。"),
                       user("早场那个不行，救生员七点还没到。年卡好，做吧。"), assistant("好，我来做年卡。")])
    rejected = [d for d in decisions(summary) if d.startswith("- **Rejected**")]
    assert len(rejected) == 1 and "周末加一个早场，七点开门。" in rejected[0] and "救生员七点还没到" in rejected[0], rejected
    assert "办年卡" not in rejected[0]


def test_bulleted_options_after_a_line_that_says_they_are_options():
    summary = compact([user("The print queue backs up every Friday, ideas?"),
                       assistant("Two ideas:\n- a second shift on Friday afternoons for the big jobs\n"
                                 "- a rush surcharge for anything wanted the same day\n\nWhat do you think?"),
                       user("The second shift one no, nobody wants Fridays. The rush surcharge, go for it."),
                       assistant("Okay, adding the surcharge.")])
    rejected = [d for d in decisions(summary) if d.startswith("- **Rejected**")]
    assert len(rejected) == 1 and "a second shift on Friday afternoons for the big jobs" in rejected[0], rejected
    assert "surcharge" not in rejected[0]


def test_a_numbered_plan_is_no_list_of_options():
    assert options.listed_lines("Here's what I'll do:\n1. I'll run the migration.\n2. I'll deploy to staging.") == []
    assert options.listed_lines("Findings:\n1. The fixture leaks a connection.\n2. The cache is never cleared.") == []


def test_a_list_must_start_at_its_first_number_and_hold_two_to_five_items():
    assert options.listed_lines("Options:\n2. a loyalty card\n3. a discount") == []
    assert options.listed_lines("Options:\n1. a loyalty card") == []
    six = "Options:\n" + "\n".join(f"- option number {n} for the weekdays" for n in range(6))
    assert options.listed_lines(six) == []
    assert options.listed_lines("Options:\n1. a loyalty card\n\n2. a discount for swimmers") == ["a loyalty card", "a discount for swimmers"]
