"""The thirty-first round: options put forward in a series and answered one by one (``summarizers.options``).

The messages here are this file's own (a bike shop's queue, a bakery's orders); none is taken from the
fidelity corpus.
"""

from __future__ import annotations

from support import assistant, compact, decisions, next_steps, user

from sessionlog.summarizers import options, threads
from sessionlog.summarizers.facts import split_sentences

ZH_OPTIONS = "两个想法。一是在小程序里按时间段预约，每半小时最多四位。二是可以加一个上门修车的选项，给住得远的老客户。"
ZH_FIRST = "一是在小程序里按时间段预约，每半小时最多四位。"
ZH_SECOND = "二是可以加一个上门修车的选项，给住得远的老客户。"
EN_OPTIONS = ("Two ideas. First, online booking by half-hour slot, at most four people a slot. Second, we could add a "
              "mobile repair option for customers who live far out.")
EN_SECOND = "Second, we could add a mobile repair option for customers who live far out."


def _zh_first_span() -> str:
    return compact([user("店里周末老是排长队，有什么办法吗？"), assistant(ZH_OPTIONS),
                    user("时间段那个好，加上。上门那个我得问问师傅，回头再说。"), assistant("好，我先把时间段预约做上。")])


def test_a_put_off_option_waits_and_the_taken_one_is_not_recorded_as_rejected():
    summary = _zh_first_span()
    said = decisions(summary)
    assert any(ZH_SECOND in d and "put off" in d for d in said), said  # the second option waits, put off
    assert not any(ZH_FIRST in d for d in said), said  # the one taken is no rejection and waits for nothing


def test_the_option_put_off_is_rejected_with_its_own_text_when_refused_later():
    summary = compact([user("上门那个我问了师傅了，他腰不好，上门就算了。"), assistant("好，上门修车不做。")],
                      previous=_zh_first_span())
    rejected = [d for d in decisions(summary) if d.startswith("- **Rejected**") and ZH_SECOND in d]
    assert rejected and "上门就算了" in rejected[0], decisions(summary)
    assert not any("put off" in d for d in decisions(summary))  # answered: it waits no more


def test_an_option_turned_down_in_the_same_reply_is_rejected_and_not_also_a_next_step():
    summary = compact([user("The Saturday queue is out the door, any ideas?"),
                       assistant("A couple of options. Option A: a text when the bike is ready. "
                                 "Option B: we could stay open until eight on Fridays."),
                       user("Option A yes. Option B no, nobody wants to work late."),
                       assistant("Okay, I'll set up the texts.")])
    rejected = [d for d in decisions(summary) if d.startswith("- **Rejected**")]
    assert len(rejected) == 1 and "stay open until eight on Fridays" in rejected[0] and "nobody wants to work late" in rejected[0]
    assert "a text when the bike is ready" not in rejected[0]
    assert not any("Option B no" in s for s in next_steps(summary))


def test_english_options_put_off_then_refused_by_topic():
    first = compact([user("The Saturday queue is out the door, any ideas?"), assistant(EN_OPTIONS),
                     user("The booking slots sound good, add them. The mobile repair one I'll have to ask Dave about."),
                     assistant("Great, I'll add the slot booking now.")])
    assert not any("online booking by half-hour slot" in d for d in decisions(first)), decisions(first)
    assert any(EN_SECOND in d and "put off" in d for d in decisions(first)), decisions(first)
    later = compact([user("About the mobile repair: Dave's back is bad, so no."), assistant("Okay.")], previous=first)
    assert any(d.startswith("- **Rejected**") and EN_SECOND in d and "Dave's back is bad" in d for d in decisions(later))


def test_steps_of_a_plan_are_not_options():
    assert options.listed(split_sentences("First, I'll run the tests. Second, I'll deploy to staging.")) == []
    assert options.listed(split_sentences(ZH_OPTIONS)) == [ZH_FIRST, ZH_SECOND]
    # a series must start at its first item
    assert options.listed(split_sentences("Second, a text. Third, we could open late.")) == []


def test_a_reply_about_one_option_is_read_the_ordinary_way():
    listed = options.listed(split_sentences(ZH_OPTIONS))
    assert options.answered_each(split_sentences("时间段那个好，加上。"), listed) == []
    assert options.answered_each(split_sentences("第一个可以。第二个不要。"), listed) == [
        (ZH_FIRST, "yes", "第一个可以。"), (ZH_SECOND, "no", "第二个不要。")]


def test_a_put_off_proposal_is_taken_up_by_the_topic_a_reply_opens_on():
    assert options.opens_on(split_sentences("上门那个我问了师傅了，他腰不好。"), ZH_SECOND)
    assert not options.opens_on(split_sentences("价格那个我问了师傅了。"), ZH_SECOND)
    assert options.opens_on(["The mobile one: Dave says no."], EN_SECOND)
    assert not options.opens_on(["The price one: Dave says no."], EN_SECOND)


def test_an_acknowledged_plan_waits_for_no_answer():
    summary = _zh_first_span()
    assert not any("我先把时间段预约做上" in d for d in decisions(summary)), decisions(summary)


# ------------------------------------------------------------------ what must not count (a review's probes)
CACHE = ("两个办法。一是加一层Redis缓存在商品查询前面。二是可以给 orders.customer_id 加个索引。")
CACHE_EN = ("Two options. First, we could put a Redis cache in front of the product query. Second, we could add an "
            "index on orders.customer_id.")


def _rejected(summary: str) -> list[str]:
    return [d for d in decisions(summary) if d.startswith("- **Rejected**")]


def _options_reply(options_text: str, reply: str, goal: str = "The product page is slow.") -> str:
    return compact([user(goal), assistant(options_text), user(reply), assistant("Okay.")])


def test_a_negative_word_inside_a_yes_is_no_turn_down():
    for reply in ("The cache, no problem. The index sounds good too.",
                  "The cache is not a bad idea, go for it. The index I'd have to check with the DBA.",
                  "The Redis cache sounds good, but don't cache user sessions. The index, yes, add it.",
                  "Won't the Redis cache go stale? The index sounds good, add it."):
        assert _rejected(_options_reply(CACHE_EN, reply)) == [], reply
    for reply in ("缓存那个可以，不过不要缓存用户信息。索引那个也加上。", "缓存会不会不行？索引那个好，加上。"):
        assert _rejected(_options_reply(CACHE, reply, "商品页很慢。")) == [], reply


def test_findings_in_a_series_are_not_options():
    said = ("Two things I noticed. First, the test fixture leaks a temp dir. Second, we could add a cleanup hook in "
            "conftest.")
    assert options.listed(split_sentences(said)) == []


def test_two_ordinals_in_one_sentence_answer_two_options():
    listed = options.listed(split_sentences(CACHE))
    assert options.answered_each(["第一个好，第二个不要了。"], listed) == [
        (listed[0], "yes", "第一个好，第二个不要了。"), (listed[1], "no", "第一个好，第二个不要了。")]
    # "第二条日志" names no option
    assert options.named("第二条日志不用管", listed) is None


def test_a_put_off_option_said_yes_to_later_waits_no_more():
    first = _options_reply(CACHE, "缓存那个我得问问运维。索引那个好，加上。", "商品页很慢。")
    assert any("Redis缓存" in d and "put off" in d for d in decisions(first)), decisions(first)
    later = compact([user("缓存那个运维说可以，加上吧。"), assistant("好。")], previous=first)
    assert not any("Redis缓存" in d for d in decisions(later)), decisions(later)


def test_a_later_message_on_another_topic_leaves_the_put_off_option_waiting():
    first = _options_reply(CACHE_EN, "The cache I'll have to ask ops about. The index sounds good, add it.")
    assert any("Redis cache" in d and "put off" in d for d in decisions(first)), decisions(first)
    for later_reply in ("The product page thing is still slow, it does not load images.",
                        "About the product listing: don't change the sort order."):
        later = compact([user(later_reply), assistant("Looking.")], previous=first)
        assert _rejected(later) == [] and any("Redis cache" in d and "put off" in d for d in decisions(later)), later_reply
