"""The thirty-first round, second part: what the thirty-seventh and thirty-eighth blind sets showed (read after
their one run): items announced for the list, a question left waiting, questions nobody can answer yet, "new
rule:", a wish told and refused by someone else, a demand countered and settled in one sentence.

The messages here are this file's own (a boatyard, a bakery, a choir); none is taken from the fidelity corpus.
"""

from __future__ import annotations

from support import assistant, compact, decisions, next_steps, section, user

from sessionlog.summarizers import announced


def _one(message: str, reply: str = "Okay.") -> str:
    return compact([user("I run a small boatyard on the river."), assistant("Happy to help."), user(message), assistant(reply)])


def test_items_announced_for_the_list_are_open_items():
    summary = _one("Two things for your list. One is the winter storage price sheet for the website, with the crane "
                   "fee in it. The other, the slipway gate sticks and I'd like a quote for a new latch.")
    steps = " ".join(next_steps(summary))
    assert "winter storage price sheet" in steps and "a quote for a new latch" in steps, next_steps(summary)
    zh = compact([user("我开了个面包店。"), assistant("好的。"),
                  user("两件事你帮我记着。一个是我想要门口小黑板上的每日新品清单，每天早上换。另一个嘛，烤箱的保修卡找不到了，得问问厂家能不能补。"),
                  assistant("好，我记下了。")])
    assert any("每日新品清单" in s for s in next_steps(zh)), next_steps(zh)


def test_an_announcement_without_a_list_word_announces_nothing():
    assert announced.items_announced("Two things happened at the yard today.") == 0
    assert announced.items_announced("Couple of things for your list.") == 2
    assert announced.items_announced("三件事你帮我记着。") == 3
    summary = _one("Two things happened at the yard today. A swan got into the shed. Then the kettle broke.")
    assert not any("swan" in s for s in next_steps(summary)), next_steps(summary)


def test_a_question_left_waiting_in_the_same_message_is_kept_with_it():
    summary = compact([user("我们是个合唱团。"), assistant("好的。"),
                       user("还有一个，区里的合唱比赛今年还办不办？去年是文化馆牵头的，我问了那边的王老师，她说还没定，让我们等通知。"),
                       assistant("好，等文化馆通知，我先记着。")])
    assert any("区里的合唱比赛今年还办不办" in s for s in next_steps(summary)), next_steps(summary)


def test_a_question_nobody_can_answer_yet_is_an_open_item():
    for said in ("And here's what keeps me awake: whether the harbour board will let us keep the pontoon next year.",
                 "Honestly nobody knows whether the harbour board will let us keep the pontoon next year."):
        summary = _one(said, "I can't answer that one; I'll keep it open.")
        assert any("whether the harbour board will let us keep the pontoon" in s for s in next_steps(summary)), said
    # an aside, settled in the same sentence, is no open question
    summary = _one("Nobody knows whether the old tide board is still read, so I took it down.")
    assert not any("tide board" in s for s in next_steps(summary))


def test_a_new_rule_is_a_constraint():
    summary = _one("A dinghy slipped off its trolley yesterday. So, new rule: every trolley is chocked before the "
                   "boat goes on it, and whoever launches checks it.")
    assert "every trolley is chocked before the boat goes on it" in section(summary, "## Constraints & Preferences")
    # a rule of thumb is no rule of the user's
    summary = _one("Rule of thumb, the tide tables are usually a bit off in spring.")
    assert "tide tables" not in section(summary, "## Constraints & Preferences")


def test_a_wish_told_and_refused_by_someone_else_is_rejected():
    for said, wish in (("Tom's had his heart set on a floating café at the end of the pontoon. I asked the harbour "
                        "master and he wrote back: the licence only covers moorings. So that's that, Tom's sulking.",
                        "a floating café at the end of the pontoon"),
                       ("Ana's been dreaming about a paddleboard hire stand by the slipway, and she asked the council "
                        "before she went on holiday. They've said no: the slipway is a working area. So that's off.",
                        "a paddleboard hire stand by the slipway")):
        rejected = [d for d in decisions(_one(said, "Understood.")) if d.startswith("- **Rejected**")]
        assert any(wish in d for d in rejected), (said, decisions(_one(said, "Understood.")))


def test_a_quoted_demand_countered_and_settled_in_one_sentence_is_rejected():
    said = ("A sailing school in Cork sent this: 'Hi, we want exclusive use of the slipway every Sunday morning all "
            "summer.' I wrote back, no, not every Sunday, but they can have the first Sunday of the month, and they "
            "said fine, they'll take that.")
    rejected = [d for d in decisions(_one(said, "Noted; first Sundays are theirs.")) if d.startswith("- **Rejected**")]
    assert any("exclusive use of the slipway every Sunday morning" in d for d in rejected), rejected
