"""The thirty-fourth round: what the forty-third and forty-fourth blind sets showed, in this file's own messages (a
weather hut, a brass quintet, a cheese stall, a tea house, a dragon-boat club); none is taken from the fidelity corpus.
"""

from __future__ import annotations

from support import assistant, compact, decisions, next_steps, user

from sessionlog.summarizers import requests, waiting
from sessionlog.summarizers.causes import cause_of


def test_a_journal_line_at_level_error_is_a_cause_before_the_critical_ones():
    lines = [f"[{i:04d}] checking module_{i} ... ok" for i in range(60)]
    log = "\n".join(lines + [
        "Mar 14 06:00:02 hut-pi stationd[911]: INFO station.engine: Loading station type Davis",
        "Mar 14 06:00:14 hut-pi stationd[911]: ERROR station.drivers.davis: Unable to wake up the console",
        "Mar 14 06:00:14 hut-pi stationd[911]: ERROR station.engine: Import of driver failed: Unable to wake up the console (<class 'station.WakeupError'>)",
        "Mar 14 06:00:14 hut-pi stationd[911]: CRITICAL __main__: Unable to load driver: Unable to wake up the console",
        "Mar 14 06:00:14 hut-pi stationd[911]: CRITICAL __main__:     ****  Exiting..."])
    assert "ERROR station.drivers.davis: Unable to wake up the console" in cause_of(log, 300)


def test_what_the_output_will_lack_is_an_error_line():
    out = "\n".join([f"[{i:04d}] compiling module_{i} ... ok" for i in range(60)]
                    + ["Playing score/quintet.mid", "No instrument mapped to bank 0, program 57 - this instrument will not be heard",
                       "Playing time: ~180 seconds", "Notes cut: 0", "Notes lost totally: 0"])
    assert "No instrument mapped to bank 0, program 57 - this instrument will not be heard" in cause_of(out, 240)


def test_the_work_first_and_the_ask_after_it_and_one_more():
    assert requests.is_polite_request("And a price list for the cheese stall, can you write?")
    assert requests.is_polite_request("And one more, can you make me a sign for the stall?")
    summary = compact([user("And a price list for the cheese stall, can you write? What each cheese costs by the hundred grams."),
                       assistant("Yes, I'll write it once the stock sheet is done.")])
    assert any("a price list for the cheese stall" in s for s in next_steps(summary)), next_steps(summary)


def test_a_chinese_put_off_after_a_trailing_pause():
    assert waiting.puts_off(["这个……让我想想，跟老婆商量一下再说。"])


def test_a_chinese_suggestion_that_adds_to_the_one_before_is_one_proposal():
    first = compact([user("淡季茶馆没什么人，愁。"),
                     assistant("我想过一个办法：周末可以在茶馆里开泡茶体验课，一人收一百，让客人自己泡一壶带走；淡季还可以在网上约小团。"),
                     user("这个……让我想想，跟老婆商量一下再说。"), assistant("好，不急。")])
    assert any("开泡茶体验课" in d and "put off" in d for d in decisions(first)), decisions(first)
    later = compact([user("体验课那个，我跟老婆商量了，不整了。茶馆地方小，人一多就乱。"), assistant("明白，体验课不开了。")], previous=first)
    assert any("开泡茶体验课" in d and d.startswith(("- **Rejected**", "- **Not taken up**")) and "put off" not in d
               for d in decisions(later)), decisions(later)


def test_a_deal_settled_with_the_subject_left_out_or_someone_made_up_with_it():
    summary = compact([user("还有，平台的一个小伙子打电话来，想让我十二间房全部参加他们的秒杀，说能上首页。我跟他说，十二间不行，工作日拿三间出来。"
                            "他去问了他们经理，刚回电话说可以。"), assistant("记上了：三间，工作日。")])
    assert any("十二间房全部参加他们的秒杀" in d and d.startswith("- **Rejected**") for d in decisions(summary)), decisions(summary)
    summary = compact([user("The head at St Mary's rang, she wanted free pony rides for the whole school on a weekday. I can't, "
                            "that's a day's takings. I said one morning, half price, the infants only. She was made up with that."),
                       assistant("Adding the school morning.")])
    assert any("free pony rides for the whole school" in d and d.startswith("- **Rejected**") for d in decisions(summary)), decisions(summary)


def test_a_question_nobody_can_say_is_kept_with_its_waiting_sentence():
    summary = compact([user("还有个事我一直想知道。市里今年的龙舟赛有没有名额给我们村？体育局讲要看区里报上去怎么样，区里讲要看市里给几个名额，谁都讲不准。"),
                       assistant("这个现在确实没人能说定，我先记着。")])
    assert any("市里今年的龙舟赛有没有名额给我们村" in s for s in next_steps(summary)), next_steps(summary)
