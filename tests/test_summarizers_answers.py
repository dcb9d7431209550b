"""The offline summarizer's fifteenth- and sixteenth-round rules: how answers are read (a Chinese yes said by judging
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
    ("The school wrote asking us to make the birthday cakes nut-free. I said we'd bake those only on Mondays "
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
    ("The till won't turn on.", "user", False),
    ("We won't work weekends.", "user", True),
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
    # the carrier patterns were rewritten to start only where a run of their characters starts; these pin that
    # what they find is what they found before (the edge cases of a start inside a run). That a long run is read
    # once is a speed, measured by benchmarks/summarizer/run.py, not asserted here
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
    ("A customer in Church Street phoned about a burnt loaf.", False),  # an event, not what someone does
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


# ---------------------------------------------------------------- sixteenth round: the review of the fifteenth, and the fourteenth blind set
@pytest.mark.parametrize("message", [
    "The café asked us to bake gluten-free loaves on Fridays. I said sure, and they were happy with that.",
    "The café asked us to bake gluten-free loaves on Fridays. I said of course. They agreed.",
    "咖啡馆来信，想让我们每周五做无麸质面包。我回信说没问题。他们回信说行。",
    # a yes with terms, or the user's yes alone (eighteenth round)
    "The harbour café asked us to sell their tickets at the kiosk. I said yes, just give us the float each morning. They agreed.",
    "The harbour café asked us to sell their tickets at the kiosk. I said we'd do it, no extra charge.",
    "码头咖啡馆问我们能不能在售票亭代卖他们的券。我回信说没关系，可以做。他们回信说行。",
])
def test_a_relayed_ask_agreed_to_before_they_said_yes_is_not_rejected(message):
    zh = "咖啡馆" in message
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), user(message),
                       assistant("好的。" if zh else "Good."), *routine(zh)])
    assert decisions(summary) == [], decisions(summary)  # not rejected, and nothing waits: both sides said yes
    assert not any(step.startswith(("I said", "我回信")) for step in next_steps(summary))  # a report of an answer asks nothing


def test_a_proposal_with_someones_yes_in_it_still_waits_for_the_reply():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("Could we put two tables on the pavement outside? The landlord is fine with that."),
                       assistant("No: the council needs a pavement licence for that, and it takes eight weeks."),
                       user("Okay."), *routine(False)])
    assert rejected(summary, "put two tables on the pavement"), decisions(summary)


@pytest.mark.parametrize("yes", ["Yes, sounds good.", "Yes, good idea.", "Sure, why not.", "好的，可以。"])
def test_a_yes_with_its_evaluation_accepts_what_waits(yes):
    first = compact(STORY)
    summary = compact([user(yes), assistant("Noted."), user("Tidy page 2."), assistant("", ("c2", "edit", {"path": "p2.py"})),
                       result("c2", "ok"), assistant("Done."), user("No, not like that, put the header back."),
                       assistant("Okay.")], previous=first)
    assert not any("sell soup" in line and "**Rejected**" in line for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("reply", ["现在这样挺好。", "原来的就挺好。", "老办法好。", "月底盘一次就好。", "你好，我想问下别的事。"])
def test_praising_what_is_there_or_a_greeting_accepts_nothing(reply):
    assert not proposals.accepts([reply], "要不要每周自动盘点一次库存？")


@pytest.mark.parametrize("sentence", ["没有预约的客人不接，去年有个客人闹过。", "这批货不能发，上次有个客户退回来了。"])
def test_a_chinese_rule_with_mei_or_zhepi_followed_by_its_story_is_a_rule(sentence):
    from sessionlog.summarizers.classes import states_rule

    assert states_rule(sentence)


@pytest.mark.parametrize("sentence, story", [
    ("Some tests use the old fixture.", False), ("Many orders have no postcode.", False),
    ("Most customers take the bus.", False), ("One customer in Leeds has a nut allergy.", False),
    ("大部分客户用微信付款。", False), ("很多用户用的是旧版。", False),
    ("有的画室用机器打底再手工上色。", True), ("有的作坊为了降成本，在纸浆里掺木屑。", True),
])
def test_what_many_others_do_is_a_trade_not_this_businesss_records(sentence, story):
    assert proposals.is_story(sentence) is story


def test_the_user_reminding_the_assistant_of_its_own_advice_relays_nothing():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("Last week you told me to back up the oven log every night. Where does the backup go?"),
                       assistant("It goes to backups/oven-log/."), *routine(False)])
    assert not any("back up the oven log" in line for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("reply", ["Too risky.", "Bad idea.", "Not feasible with two ovens.", "风险太大。", "不值得。"])
def test_a_short_verdict_with_a_rejection_word_turns_down(reply):
    zh = "\u4e00" <= reply[0] <= "\u9fff"
    question = "要不要把黑麦面包改到凌晨四点烤？" if zh else "Shall I move the rye bake to four in the morning?"
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."),
                       user("烤箱排满了。" if zh else "The ovens are busy."), assistant(question), user(reply),
                       assistant("好。" if zh else "Okay."), *routine(zh)])
    assert rejected(summary, "改到凌晨四点烤" if zh else "move the rye bake to four in the morning"), decisions(summary)


def test_a_request_that_names_what_a_story_would_replace_does_not_answer_it():
    summary = compact([user(GOAL_ZH), assistant("好。"), user("别人都怎么做的？"), assistant("有的茶馆用扫码点单代替纸质菜单，省得印。"),
                       user("纸质菜单上的价格要改一下，龙井改成三十八。"), assistant("", ("c1", "edit", {"path": "menu.md"})),
                       result("c1", "ok"), assistant("改好了。")])
    assert not any("扫码点单" in line and "Not taken up" in line for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("messages, option", [
    # a relayed ask, the speaker's counter with "but", their yes said as "they've said yes to that"
    ([user("The hotel wanted a fixed price for every room's bread in the first week of May. I wrote back that May is our "
           "busiest month, but we'd do it through June at the normal rate, and they've said yes to that."),
      assistant("June at the normal rate, then.")], "a fixed price for every room's bread in the first week of May"),
    # a doing put forward by what it would bring, turned down with "I can't have that."
    ([user("Add a notes box to the order form."), assistant("", ("c1", "edit", {"path": "form.html"})), result("c1", "ok"),
      assistant("Added. While we're on the form: letting customers choose their own collection time, like the butcher does, "
                "would save you phone calls."),
      user("I can't have that. I need to know the order before I give a time.")], "letting customers choose their own collection time"),
    # a reply that announces a story, its verdict last
    ([user("大件的订单要做很久，有没有快一点的办法？"), assistant("有的作坊用模具压花代替手工雕花，一天能做好几个。"),
      user("我给你讲个事。前几年有人拿来一个压花的点心模子，看着挺好。一年不到花纹全磨平了。我们不那样做。")], "用模具压花代替手工雕花"),
])
def test_these_turn_down(messages, option):
    zh = "作坊" in option or "模具" in option
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), *messages,
                       assistant("好。" if zh else "Understood."), *routine(zh)])
    assert rejected(summary, option), decisions(summary)


def test_a_story_waiting_over_a_compaction_is_turned_down_by_a_judgement_and_we_dont():
    first = compact([user(GOAL_ZH), assistant("好。"), user("便宜的茶卖不动，你有什么办法？"),
                     assistant("有的茶庄为了降成本，在龙井里掺陈茶，喝起来差不多。")])
    summary = compact([user("那是糊弄人的，不做。"), assistant("明白。"), *routine(True)], previous=first)
    assert rejected(summary, "在龙井里掺陈茶"), decisions(summary)


@pytest.mark.parametrize("text, cause", [
    # a linker's overflow after a long toolchain path, the generic "collect2" line after it
    ("Linking .pio/build/uno/firmware.elf\n/root/.platformio/packages/toolchain-atmelavr/bin/../lib/gcc/avr/7.3.0/../../../../avr/"
     "bin/ld: region `data' overflowed by 212 bytes\ncollect2: error: ld returned 1 exit status\n*** [.pio/build/uno/firmware.elf] "
     "Error 1\n" + "=" * 30 + " [FAILED] Took 4.02 seconds " + "=" * 30, "region `data' overflowed by 212 bytes"),
    # two linker lines after a long toolchain path each: the paths are shortened so both causes fit
    ("Compiling .pio/build/esp/src/main.cpp.o\n" + "".join(
        "/root/.platformio/packages/toolchain-xtensa-esp32/bin/../lib/gcc/xtensa-esp32-elf/8.4.0/../../../../xtensa-esp32-"
        f"elf/bin/ld: {said}\n" for said in (".pio/build/esp/firmware.elf section `.dram0.bss' will not fit in region "
                                              "`dram0_0_seg'", "region `dram0_0_seg' overflowed by 9216 bytes"))
     + "collect2: error: ld returned 1 exit status\n*** [.pio/build/esp/firmware.elf] Error 1\n" + "=" * 25
     + " [FAILED] Took 19.80 seconds " + "=" * 25, "region `dram0_0_seg' overflowed by 9216 bytes"),
    # a journal's first error is the root; the later ones follow from it
    ("● bakery-api.service - Bakery API\n     Active: activating (auto-restart) (Result: exit-code)\n"
     "Mar 03 05:01:02 oven-pi bakery[812]: logger=db t=2026-03-03T05:01:02 level=error msg=\"Migration failed\" "
     "error=\"column orders.collect_at does not exist in the table that the view reads\"\n"
     "Mar 03 05:01:02 oven-pi bakery[812]: logger=server t=2026-03-03T05:01:02 level=error msg=\"Server shutdown\" "
     "error=\"*server.Runner run error\"\nMar 03 05:01:03 oven-pi systemd[1]: bakery-api.service: Failed with result "
     "'exit-code'.", "column orders.collect_at does not exist"),
    # a report's labelled detail under its heading
    ("Saving debug log to /var/log/letsencrypt/letsencrypt.log\n" + "Processing /etc/letsencrypt/renewal/bakery.conf\n" * 3
     + "Certbot failed to authenticate some domains (authenticator: webroot). The Certificate Authority reported these "
     "problems:\n  Domain: www.bakery.example\n  Type:   unauthorized\n  Detail: 2a01:4f8::1: Invalid response from "
     "http://www.bakery.example/.well-known/acme-challenge/abc: 404\n\nHint: The Certificate Authority failed to download "
     "the temporary challenge files created by Certbot. Ensure that the listed domains serve their content.\n\n"
     "Failed to renew certificate bakery.example with error: Some challenges have failed.\n1 renew failure(s)",
     "Invalid response from http://www.bakery.example/.well-known/acme-challenge/abc: 404"),
])
def test_these_failures_keep_their_cause(text, cause):
    assert cause in cause_of(text, 420), cause_of(text, 420)


# ---------------------------------------------------------------- seventeenth round: the fifteenth blind set
def test_a_wish_the_reply_puts_off_stays_open_though_the_turn_did_other_work():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("Put the VAT number on the invoice. And I'd like a price list page for the cakes, when you can."),
                       assistant("", ("c1", "edit", {"path": "invoice.html"})), result("c1", "ok"),
                       assistant("The VAT number is on the invoice. The price list page I'll come back to."), *routine(False)])
    assert any("a price list page for the cakes" in step for step in next_steps(summary)), next_steps(summary)


@pytest.mark.parametrize("question, reply", [
    ("Something I keep meaning to ask: do we need a hygiene rating sticker in the window of the new van?",
     "I can't say; it depends on how the council registered the van. The food safety officer can answer it."),
    ("Which reminds me: is the old flour store still covered by our insurance?", "I don't know; your broker would."),
])
def test_a_question_the_assistant_cannot_answer_stays_open(question, reply):
    zh = "\u4e00" <= question[0] <= "\u9fff"
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), user(question),
                       assistant(reply), *routine(zh)])
    assert any(question in step for step in next_steps(summary)), next_steps(summary)


def test_a_relayed_wish_turned_down_with_the_relayers_yes_said_with_ye():
    summary = compact([user(GOAL_ZH), assistant("好。"),
                       user("我妹妹想在店里加一款抹茶蛋糕，她认识做抹茶的。我跟她说先不加，等秋天再看，她也同意了。"),
                       assistant("好，先不加。"), *routine(True)])
    assert rejected(summary, "在店里加一款抹茶蛋糕"), decisions(summary)


@pytest.mark.parametrize("text, cause", [
    # a programmer that does not answer, said ten times between sync lines
    ("\n".join(f"avrdude: stk500_recv(): programmer is not responding\navrdude: stk500_getsync() attempt {i} of 10: not in "
               "sync: resp=0x00" for i in range(1, 11)) + "\n\navrdude done.  Thank you.",
     "programmer is not responding"),
    # a quota
    ("".join(f"Uploading LFS objects:  {i}% ({i}/100), {i * 3} MB | 2.1 MB/s\n" for i in range(12)) + "batch response: This repository is over its data quota. Account "
     "responsible for LFS bandwidth should purchase more data packs to restore access.\nerror: failed to push some refs",
     "This repository is over its data quota"),
    # Maven's chain of causes in one long line, its advice lines after it
    ("[INFO] Building oven-app 1.0.0\n" + "[INFO] Downloading from central: https://repo.example/x.pom\n" * 6
     + "[INFO] BUILD FAILURE\n[INFO] ----\n[ERROR] Failed to execute goal on project oven-app: Could not resolve "
     "dependencies for project com.bakery:oven-app:jar:1.0.0: Could not find artifact com.bakery:thermo-sdk:jar:4.1 in "
     "central (https://repo.example/maven2) -> [Help 1]\n[ERROR] \n[ERROR] To see the full stack trace of the errors, "
     "re-run Maven with the -e switch.\n[ERROR] Re-run Maven using the -X switch to enable full debug logging.",
     "Could not find artifact com.bakery:thermo-sdk:jar:4.1"),
])
def test_these_failures_keep_their_cause_too(text, cause):
    assert cause in cause_of(text, 420), cause_of(text, 420)


def test_a_database_errors_detail_stays_with_it_in_a_long_log():
    # the labelled-detail rule of the sixteenth round must not replace the older one that keeps DETAIL/HINT/note
    # lines with their error (a name defined twice once did)
    text = "\n".join([f"step {i}: copying the oven logs" for i in range(40)] + [
        "psql:migrate.sql:12: ERROR:  insert or update on table orders violates foreign key constraint orders_customer_fkey",
        "DETAIL:  Key (customer_id)=(991) is not present in table customers.",
        *[f"step {i}: cleanup" for i in range(30)],
        "psql:migrate.sql:40: ERROR:  current transaction is aborted, commands ignored until end of transaction block",
        *[f"step {i}: more" for i in range(30)], "make: *** [migrate] Error 3"])
    kept = cause_of(text, 420)
    assert "DETAIL:  Key (customer_id)=(991) is not present" in kept, kept
