"""The offline summarizer's twenty-seventh round: what the twenty-ninth and thirtieth blind sets showed (read after
their one run; the sets are unchanged). One's own option asked after an aside and put off in the same breath, then
refused after its reason ("Thought about X. <reason>. It's a no."); a third party's "offered to …"; an option declined
"…, thanks, but …"; a counter-offer to a relayed ask ("I'll offer her … instead"); a deal struck in the message after
the relayed ask; the assistant restating its option ("我说的是…") and "心是好心，可…"; rules said as an ultimatum or as a
habit set after an incident; a ledger account name as a fact carrier. English and Chinese. The wording here is this
file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, user

from sessionlog.summarizers.facts import carriers, classify
from sessionlog.summarizers.proposals import is_proposal, turn_down
from sessionlog.summarizers.replies import settled_at

GOAL_EN = "Help me run the riding stables' bookings and the accounts."
GOAL_ZH = "帮我管一下渔家乐的预订和账。"


def test_ones_own_option_put_off_in_the_same_breath_and_refused_after_its_reason_is_kept():
    summary = compact([
        user(GOAL_EN), assistant("Okay."),
        user("The farrier's invoice is odd, leave it until Jo answers. Oh and my own idea, hmm: what about a Sunday "
             "pony club for the little ones? Let me think about it."),
        assistant("Sure. If you want it I'd need a second rota, nothing hard."),
        user("Thought about the Sunday pony club. The instructors want Sundays off and the insurance doubles for "
             "under-eights. It's a no. Next: the hay order for March."),
        assistant("Okay, I'll draft the hay order.")])
    assert any("a Sunday pony club for the little ones" in line for line in decisions(summary)), decisions(summary)


def test_a_question_after_a_short_aside_and_a_colon_puts_an_option_forward():
    assert is_proposal("Oh and my own idea, hmm: what about a Sunday pony club for the little ones?")
    assert not is_proposal("Oh and one thing: the farrier comes on Tuesday.")


@pytest.mark.parametrize("said", ["Could be Amy's refund, she dropped out after week two.",
                                  "The saddles were dropped off at the yard on Monday."])
def test_someone_dropping_out_or_a_delivery_dropped_off_rejects_nothing(said):
    assert classify(said, "user") != "decisions-rejected"


@pytest.mark.parametrize("said", ["It's a no, I'm not doing it.", "That's a firm no.", "We're not doing that."])
def test_its_a_no_turns_the_option_down(said):
    assert turn_down([said]) == 0


@pytest.mark.parametrize("said", ["It's a no-brainer, really.", "That's a nice idea."])
def test_a_no_brainer_or_praise_turns_nothing_down(said):
    assert turn_down([said]) is None


def test_a_third_partys_offer_to_do_something_turned_down_by_its_reason_is_kept():
    summary = compact([
        user(GOAL_EN), assistant("Okay."),
        user("The tack shop on the bypass offered to print their name on our rosettes."),
        assistant("Shall I add their name to the rosette order?"),
        user("We buy all our feed from the other tack shop and they'd be hurt."),
        assistant("Understood, the rosettes stay plain.")])
    assert any("print their name on our rosettes" in line for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("said", ["She offered to help with the teas.", "I offered to drive them to the show."])
def test_an_offer_to_help_or_ones_own_offer_is_no_proposal_to_answer(said):
    assert not is_proposal(said)


def test_an_option_declined_with_thanks_and_a_reason_is_rejected():
    assert classify("A members' forum, thanks, but our lot are not on computers.", "user") == "decisions-rejected"
    summary = compact([
        user(GOAL_EN), assistant("Okay."), user("What else could help the riders keep track?"),
        assistant("I could set up a members' forum for the riders, or keep a progress chart for each of them."),
        user("Progress chart, yes. A members' forum, thanks, but our lot are not on computers. A printed chart will do."),
        assistant("I'll set up the printed chart.")])
    assert any("A members' forum" in line for line in decisions(summary)), decisions(summary)


def test_thanks_with_a_but_about_something_else_rejects_nothing():
    assert classify("Two teas, thanks, but no sugar in either.", "user") != "decisions-rejected"


def test_a_counter_offer_to_a_relayed_ask_turns_the_ask_down():
    summary = compact([
        user(GOAL_EN), assistant("Okay."),
        user("The Hendersons again. The mum has texted: she wants a free extra lesson for her daughter because the "
             "last one was cut short by rain. Typical."),
        assistant("Do you want to turn it down flat, or offer something in its place?"),
        user("I'll offer her a free half-hour hack instead, it costs us almost nothing. She's said yes. Can you note "
             "it on her booking?"),
        assistant("Noted on the booking: a free half-hour hack.")])
    assert any("a free extra lesson for her daughter" in line for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("said, rule", [
    ("Rule for the yard. A girl came in flip-flops last week and a hoof went on her toe. So: riding boots or you "
     "go home.", "riding boots or you go home"),
    ("Also, last Saturday a pony kicked a boy by the mounting block, so now children wait at the gate until the "
     "ponies are tied up.", "children wait at the gate until the ponies are tied up"),
])
def test_an_ultimatum_or_a_habit_set_after_an_incident_is_a_rule(said, rule):
    summary = compact([user(GOAL_EN), assistant("Okay."), user(said), assistant("Done.")])
    assert rule in summary.split("## Progress")[0], summary


@pytest.mark.parametrize("said", ["Last week the trailer broke down, so now we need a new hitch.",
                                  "Yesterday the printer jammed, so now the invoices are late.",
                                  "You can stay for the lesson or go home, up to you."])
def test_a_consequence_or_a_choice_is_no_rule(said):
    assert classify(said, "user") != "constraints"


def test_a_ledger_account_is_a_fact_carrier():
    assert "Expenses:Vehicle:Fuel" in carriers("Book the diesel to Expenses:Vehicle:Fuel when it comes in.")
    assert not carriers("Note: the farrier is late.")


def test_the_assistants_option_restated_and_turned_down_after_a_concession_is_kept():
    assert is_proposal("我说的是每条船都装一个北斗定位器，出海回来一看就知道。")
    summary = compact([
        user(GOAL_ZH), assistant("好。"),
        user("你上回说的那个定位器的事……"),
        assistant("我说的是每条船都装一个北斗定位器，出海回来一看就知道。"),
        user("心是好心，可一个定位器要八百多，十二条船，船老大们不会出这个钱的。你先把出海登记表做成二维码就行。"),
        assistant("好，先做出海登记的二维码。")])
    assert any("每条船都装一个北斗定位器" in line for line in decisions(summary)), decisions(summary)


def test_a_deal_struck_in_the_message_after_the_relayed_ask_turns_the_ask_down():
    assert settled_at(["他说要得，就这么办。"]) == 0
    summary = compact([
        user(GOAL_ZH), assistant("好。"),
        user("王老板那边又来说，他们公司团建要订二十桌，想二十桌按十五桌结账，说是老熟人了。"),
        assistant("少五桌就亏了四千多。可以换个他觉得有面子、你又不太亏的说法。"),
        user("我跟王老板说了，价钱一分不少，但是船费我们全包，每桌再送一盘炸小黄鱼。他说要得，就这么定了。你记一下。"),
        assistant("记上了。")])
    assert any("二十桌按十五桌结账" in line for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("reply", ["这个只能等他回了，我先记着。", "这个只能等气象站的消息，我先记着。"])
def test_a_question_only_the_one_asked_can_answer_stays_open(reply):
    summary = compact([
        user(GOAL_ZH), assistant("好。"),
        user("还有个事，修船的老师傅，他下礼拜到底来不来？我打了两次电话都没人接。"), assistant(reply),
        user("好。你先把这个月的预订表导出来。"), assistant("导出来了。")])
    assert "他下礼拜到底来不来" in summary, summary


def test_waiting_for_an_answer_before_doing_work_is_no_cannot_answer():
    from sessionlog.summarizers.requests import cannot_answer
    assert not cannot_answer(["等他回了我再改表。"])


def test_an_option_voted_down_by_a_body_and_relayed_is_rejected():
    said = "老陈刚打电话，说前阵子那个旅行社的方案，就是统一线上订船，昨天合作社开会表决，七个人里五个反对，没通过。"
    assert classify(said, "user") == "decisions-rejected"
    assert classify("验收昨天没通过，下周再来。", "user") != "decisions-rejected"


@pytest.mark.parametrize("said", [
    "你上次说的那个，搞个线上直播卖海鲜，我琢磨了一下，我们就两个人，白天出海晚上收拾，根本忙不过来。",
    "The weekly newsletter you suggested: I've thought about it, and our members are not on e-mail.",
])
def test_the_listeners_earlier_option_thought_over_and_objected_to_is_rejected(said):
    assert classify(said, "user") == "decisions-rejected"


def test_the_listeners_earlier_option_thought_over_and_taken_is_not_rejected():
    assert classify("你上次说的那个，搞个预订群，我琢磨了一下，可以，下周就弄。", "user") != "decisions-rejected"


# guards: what a review of this round's first version found it misread

@pytest.mark.parametrize("said", ["Got it, thanks, but I have one more question.",
                                  "Looks good, thanks, but we also need to handle the null case.",
                                  "I'm not doing it myself, you go ahead and run it.",
                                  "The fix you suggested: I've thought about it, and I can't see any problem with it, so go ahead.",
                                  "你上次说的那个，重构一下，我想了想，可以，不过要等下周。",
                                  "理事会昨天投票，没有人反对，全票通过。", "委员会投票结果：两票反对，九票赞成，通过了。",
                                  "业委会还没批，等下周开会。"])
def test_acknowledgements_yeses_and_votes_that_passed_reject_nothing(said):
    assert classify(said, "user") != "decisions-rejected"


@pytest.mark.parametrize("said", ["That's a no brainer, go ahead.", "We're not doing this often, so a manual script is fine.",
                                  "听起来可行，你去做吧。", "技术上可行，那就按这个方案来。", "想法是好的，可行性我回头看看。"])
def test_a_no_brainer_a_frequency_or_a_chinese_yes_turns_nothing_down(said):
    assert turn_down([said]) is None


@pytest.mark.parametrize("said", ["Yesterday I updated the lockfile, so now the tests use the new version of requests.",
                                  "Last week we moved house, so now the kids go to a different school.",
                                  "Check whether the packages are installed or they're out of date."])
def test_ones_own_change_or_an_either_or_is_no_rule(said):
    assert classify(said, "user") != "constraints"


@pytest.mark.parametrize("said", ["VS Code offered to install the Python extension, so I clicked yes.",
                                  "The landlord offered to fix the boiler last week and it works now.",
                                  "My concern: what if the server restarts mid-write?",
                                  "One edge case: what about the old users who never logged in?",
                                  "我说的是第二个文件里的那个函数，不是 utils。"])
def test_a_prompt_an_offer_taken_a_concern_or_a_correction_puts_nothing_forward(said):
    assert not is_proposal(said)


@pytest.mark.parametrize("said", ["这个只能等服务端回复之后再处理，所以我把超时改成了60秒。", "还得等这条消息发出去才能关连接。"])
def test_waiting_inside_a_plan_is_no_cannot_answer(said):
    from sessionlog.summarizers.requests import cannot_answer
    assert not cannot_answer([said])


@pytest.mark.parametrize("text", ["Status:Pending", "Re:Invoice", "Mon:Fri"])
def test_a_label_and_a_word_joined_by_a_colon_is_no_ledger_account(text):
    assert text not in carriers(f"The row says {text} for now.")


def test_a_relayed_ask_answered_by_giving_what_was_asked_is_not_turned_down():
    summary = compact([
        user(GOAL_EN), assistant("Okay."),
        user("Mrs Patel texted: she wants to move her daughter's lesson from Tuesday to Thursday."),
        assistant("Do you want to turn it down, or offer something else?"),
        user("I'll give her the Thursday 4pm slot instead, that's fine by me."), assistant("Noted.")])
    assert not any("Rejected" in line and "Thursday" in line for line in decisions(summary)), decisions(summary)
