"""The offline summarizer's fifteenth-round rules: how answers are read (a Chinese yes said by judging
the option good or by "…吧", a relayed proposal settled by the speaker's own counter, an option told as
what many others do, a turn-down by what stays or by defending what the option would replace), which
words reject (a thing that "won't start" rejects nothing; a question with "instead of" puts forward),
numbers said in words, and a compiler's long located error line kept whole. English and Chinese. The
wording here is this file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, next_steps, section, user
from support import summary_result as result

from sessionlog.summarizers import facts, proposals
from sessionlog.summarizers.failures import cause_of

GOAL_EN = "Help me keep the bakery's order book and oven log in order."
GOAL_ZH = "帮我管好茶馆的订座和进货系统。"


def routine(zh: bool, n: int = 1) -> list[dict]:
    ask = f"第 {n} 项：整理第 {n} 个页面，跑一遍测试。" if zh else f"Item {n}: tidy page {n} and rerun its tests."
    return [user(ask), assistant("", (f"c{n}", "bash", {"command": "make test"})), result(f"c{n}", "ok"),
            assistant(f"第 {n} 项完成。" if zh else f"Item {n} done.")]


def rejected(summary: str, option: str) -> bool:
    return any(option in line and line.startswith("- **Rejected**") for line in decisions(summary))


# ---------------------------------------------------------------- answers
@pytest.mark.parametrize("reply, accepted", [
    ("每周一次好，加吧。", True),  # the option judged good, then "go on"
    ("那就装吧。", True),
    ("这样挺好。", True),
    ("好是好，但是周末人手不够。", False),  # a concession, then the contrast
    ("先不加吧。", False),  # a negation before the verb
    ("再说吧。", False),  # put off
    ("只好这样。", False),  # "no choice", not a yes
])
def test_a_chinese_yes_said_by_judging_the_option_good_or_by_go_on(reply, accepted):
    assert proposals.accepts([reply], "要不要每周自动盘点一次库存？") is accepted


def test_an_accepted_chinese_suggestion_is_no_decision_not_taken_up():
    summary = compact([user(GOAL_ZH), assistant("好。"), user("库存怎么盘的？"),
                       assistant("现在是月底手工盘一次。要不要改成每周自动盘点一次？"), user("每周一次好，改吧。"),
                       assistant("", ("c1", "edit", {"path": "stock/schedule.py"})), result("c1", "Applied 1 edit."),
                       assistant("改成每周一次了。")])
    assert not any("每周自动盘点" in line for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("message, option", [
    ("The hotel on the square wanted us to bake four hundred croissants every morning. I offered two hundred, "
     "delivered by seven, and they went for that.", "bake four hundred croissants every morning"),
    ("The school wrote asking us to make the birthday cakes nut-free. I said we'd bake those on Mondays "
     "after the deep clean. They agreed.", "make the birthday cakes nut-free"),
    ("文化馆来信，想让我们包下整个二楼办一个月的书画展。我回信说二楼要照常营业，可以借给他们走廊那面墙。他们回信说行。",
     "包下整个二楼办一个月的书画展"),
])
def test_a_relayed_proposal_settled_by_the_speakers_counter_is_rejected_and_waits_for_nothing(message, option):
    zh = "二楼" in option
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), user(message),
                       assistant("好的。" if zh else "Fine."), *routine(zh)])
    assert rejected(summary, option), decisions(summary)
    assert "Awaiting an answer" not in summary
    assert not any(option in step for step in next_steps(summary))


@pytest.mark.parametrize("story, reply, option", [
    ("Plenty of bakeries now sell their sourdough sliced and bagged in plastic.", "We'll stick with paper bags, thanks.",
     "sell their sourdough sliced and bagged in plastic"),
    ("不少茶馆现在用扫码点单，省得服务员跑来跑去。", "谢谢，我们还是让服务员来点。", "用扫码点单"),
])
def test_an_option_told_as_what_many_others_do_turned_down_by_what_stays(story, reply, option):
    zh = "茶馆" in story
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."),
                       user("有什么能改进的？" if zh else "Anything we could do better?"), assistant(story),
                       user(reply), assistant("好。" if zh else "Understood."), *routine(zh)])
    assert rejected(summary, option), decisions(summary)


@pytest.mark.parametrize("story, reply, option", [
    ("有的茶厂用揉捻机代替手工揉茶，一天能多出好几倍。", "手工揉的茶香。", "用揉捻机代替手工揉茶"),
    ("Some bakeries replace the overnight proof with frozen dough now.", "The overnight proof is the bread.",
     "replace the overnight proof with frozen dough"),
])
def test_a_reply_defending_what_the_option_would_replace_answers_it(story, reply, option):
    zh = "茶" in story
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."),
                       user("别人都怎么做的？" if zh else "What do the others do?"), assistant(story), user(reply),
                       assistant("明白。" if zh else "Right."), *routine(zh)])
    kept = [line for line in decisions(summary) if option in line]
    assert kept and reply in kept[0], decisions(summary)
    assert "Awaiting an answer" not in summary


def test_someone_telling_the_user_to_do_something_turned_down_by_what_stays():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("A consultant spent an hour telling me to open a second shop in the retail park. We'll stay "
                            "with the one on the high street, it's where our regulars are."), assistant("Noted."),
                       *routine(False)])
    assert rejected(summary, "open a second shop in the retail park"), decisions(summary)


def test_a_rejection_word_in_passing_pairs_only_with_what_it_is_about():
    summary = compact([user(GOAL_EN), assistant("Okay."), user("Don't change the oven timings, they took a year to get right. "
                                                              "I'll phone the flour mill about Tuesday's delivery."),
                       assistant("I won't touch the timings."), *routine(False)])
    assert not any("phone the flour mill" in line for line in decisions(summary)), decisions(summary)


# ---------------------------------------------------------------- what rejects
@pytest.mark.parametrize("sentence, speaker, is_rejection", [
    ("Since the update the label printer won't start.", "user", False),  # a thing that fails
    ("Now it won't build at all.", "user", False),
    ("We won't open on Sundays any more.", "user", True),  # a person's refusal
    ("The landlord won't pay for the new extractor.", "user", True),
    ("Shall I put the total at the top of the receipt instead of the bottom?", "assistant", False),  # puts forward
    ("要不要用电子秤而不是杆秤？", "assistant", False),
    ("We'll weigh with the scale instead of by eye.", "user", True),
])
def test_what_rejects(sentence, speaker, is_rejection):
    assert (facts.classify(sentence, speaker) == "decisions-rejected") is is_rejection


def test_a_question_with_instead_of_is_answered_not_recorded_as_rejected():
    summary = compact([user(GOAL_EN), assistant("Okay."), user("Print me a receipt."),
                       assistant("Shall I put the total at the top of the receipt instead of the bottom?"),
                       user("Yes, that's better, do it."), assistant("", ("c1", "edit", {"path": "till/receipt.py"})),
                       result("c1", "Applied 1 edit."), assistant("The total is at the top.")])
    assert not any("instead of the bottom" in line for line in decisions(summary)), decisions(summary)


# ---------------------------------------------------------------- numbers said in words
@pytest.mark.parametrize("sentence, carrier", [
    ("A wedding cake takes about six kilos of marzipan, more for four tiers.", "about six kilos"),
    ("The long table needs two and a half metres of linen.", "two and a half metres"),
    ("一个蛋糕要用两公斤多奶油。", "两公斤多"),
    ("每张桌子三米长。", "三米"),
])
def test_a_number_said_in_words_with_a_unit_of_measure_is_a_fact(sentence, carrier):
    assert carrier in facts.carriers(sentence)
    zh = "\u4e00" <= sentence[0] <= "\u9fff"
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), user(sentence),
                       assistant("记下了。" if zh else "Noted."), *routine(zh)])
    assert carrier in summary


@pytest.mark.parametrize("sentence", ["It took two minutes.", "We need one more pass.", "我一度很喜欢。", "做了三天。"])
def test_time_and_counts_in_words_are_no_facts(sentence):
    assert not facts.carriers(sentence)


@pytest.mark.parametrize("text, carrier", [
    ("see ~/bakery/orders.csv", "~/bakery/orders.csv"),
    ("x~/a/b", "~/a/b"),
    ("mail -orders@bakery.example now", "orders@bakery.example"),
    ("it was .5 of a kilo", "5"),
    ("//cdn/assets/logo.png", "/cdn/assets/logo.png"),
    ("call Oven::heat now", "Oven::heat"),
])
def test_carriers_start_where_their_run_starts(text, carrier):
    # each carrier pattern is tried only where a run of its characters starts (a long run is read once,
    # benchmarks/summarizer); what it finds is what it found before
    assert carrier in facts.carriers(text)


# ---------------------------------------------------------------- a compiler's long located error line
def test_a_located_compiler_error_too_long_for_its_line_keeps_the_error_not_the_path():
    cause = "error: cannot convert value of type 'Int' to expected argument type 'Decimal'"
    text = "\n".join([*(f"CompileSwift normal arm64 /Users/baker/Till/Sources/Till/Views/Row{i}.swift" for i in range(12)),
                      "/Users/baker/Projects/BakeryTill/Sources/Till/Features/Checkout/Views/Summary/CheckoutTotalsView.swift:88:41: "
                      + cause,
                      "        Text(total)", "             ^~~~~", "", "** BUILD FAILED **"])
    kept = cause_of(text, 200)  # the line is longer than a line's share of the record
    assert cause in kept, kept
    assert "** BUILD FAILED **" in kept


# ---------------------------------------------------------------- the review of the twelfth to fourteenth rounds
STORY = [user(GOAL_EN), assistant("Okay."), user("Any ideas for the winter?"),
         assistant("A bakery up in Harrogate started to sell soup at lunchtime for the market traders."), *routine(False)]


@pytest.mark.parametrize("ack", ["Okay. Now tidy page 2.", "Great, thanks. Tidy page 2.", "Sure, go on with page 2.",
                                 "好的，继续整理第二个页面。"])
def test_an_ack_of_other_work_accepts_nothing_that_waits(ack):
    summary = compact([*STORY, user(ack), assistant("", ("c9", "edit", {"path": "pages/two.py"})), result("c9", "ok"),
                       assistant("Done."), user("No, we're not doing soup, the ovens are full by eleven."),
                       assistant("Understood."), *routine(False, 3)])
    assert rejected(summary, "sell soup at lunchtime"), decisions(summary)


@pytest.mark.parametrize("request_", ["Drop this column from the export.", "Skip this check and deploy to staging.",
                                      "Hold off on the export until the owner signs off, then run it."])
def test_an_instruction_with_drop_skip_or_hold_off_turns_nothing_down(request_):
    summary = compact([*STORY, user(request_), assistant("", ("c9", "edit", {"path": "x.py"})), result("c9", "ok"),
                       assistant("Done.")])
    assert not any("sell soup" in line and "**Rejected**" in line for line in decisions(summary)), decisions(summary)
    assert any(line.startswith("- **Awaiting an answer**: A bakery up in Harrogate") for line in decisions(summary))


@pytest.mark.parametrize("tail", ["I told them we'd start it in May.", "I said we could do that from May.",
                                  "I told them it sounds good.", "I said we could do that from May. They agreed."])
def test_a_relayed_ask_the_speaker_agreed_to_is_not_rejected(tail):
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("The café asked us to bake gluten-free loaves on Fridays. " + tail), assistant("Good."),
                       *routine(False)])
    assert not rejected(summary, "bake gluten-free loaves on Fridays"), decisions(summary)


@pytest.mark.parametrize("sentence, story", [
    ("A customer in Church Street rang about a burnt loaf.", False),  # an event, not what someone does
    ("I fixed a crash in OrderForm that happened on empty dates.", False),
    ("There's a bug in Parser that drops the last line.", False),
    ("One test in OrderTests failed.", False),
    ("A bakery in Whitby switched to rye for the winter.", True),
    ("There's a miller down in Somerset who stone-grinds everything.", True),
])
def test_what_is_a_story_of_someone_elses_practice(sentence, story):
    assert proposals.is_story(sentence) is story


def test_a_wish_the_turns_work_fulfilled_closes_when_it_was_the_only_ask():
    summary = compact([user(GOAL_EN), assistant("Okay."), user("I need the orders as a CSV file."),
                       assistant("", ("c1", "bash", {"command": "python export.py --format csv"})), result("c1", "ok"),
                       assistant("Exported to out/orders.csv."), *routine(False)])
    assert not any("CSV" in step for step in next_steps(summary)), next_steps(summary)


@pytest.mark.parametrize("sentence", ["昨天没开门，有个烤箱坏了。", "今天不营业，有位客人投诉了。", "这批面粉没送到，有家物流公司弄丢了。"])
def test_a_chinese_report_of_the_day_then_of_why_is_no_rule(sentence):
    summary = compact([user(GOAL_ZH), assistant("好。"), user(sentence), assistant("好的。"), *routine(True)])
    assert section(summary, "## Constraints & Preferences") == "(none)"


def test_a_daily_duty_said_with_women_yao_is_no_open_item():
    summary = compact([user(GOAL_ZH), assistant("好。"), user("我们要每天检查一次冷库温度。"), assistant("好的。"), *routine(True)])
    assert not any("冷库温度" in step for step in next_steps(summary))


def test_chinese_numerals_without_a_unit_carry_nothing():
    assert not facts.carriers("十" * 200 + "。") and facts.carriers("一百二十箱") == frozenset({"一百二十箱"})
