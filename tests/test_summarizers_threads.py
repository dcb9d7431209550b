"""The offline summarizer's seventh-round rules (``threads``): a proposal answered after a question back,
in the same message, by being dropped after an objection, or by negating its verb — English and
Chinese. The wording here is this file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, next_steps, section, user
from support import summary_result as result

from sessionlog.summarizers.threads import asks_back, concedes, is_plan, negates, relayed_in, verdict

GOAL_EN = "Help me keep the lighthouse trust's visitor system going this year."
GOAL_ZH = "帮我维护灯塔基金会的参观预约系统。"


def routine(zh: bool) -> list[dict]:
    ask = "第 1 项检查：把第 1 个模块的格式整理一下，跑一遍单元测试。" if zh else \
        "Checklist item 1: tidy the formatting of module 1 and rerun its unit tests."
    return [user(ask), assistant("", ("c1", "bash", {"command": "make fmt"})), result("c1", "ok"),
            assistant("第 1 项完成。" if zh else "Item 1 done.")]


def decided(messages: list[dict], zh: bool) -> str:
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), *messages, *routine(zh)])
    return section(summary, "## Key Decisions")


@pytest.mark.parametrize("messages, option, label", [
    # relayed, a question back, then the user's answer
    ([user('A letter from the harbour board: "Could visitors climb the lantern gallery at night?" They think it would sell.'),
      assistant("What would you like me to say?"),
      user("The gallery rail is only waist high and there's no lighting up there. No night climbs."), assistant("I'll write back.")],
     "Could visitors climb the lantern gallery at night?", "Not taken up"),
    ([user("The volunteers keep asking to move the shop into the old fog-signal house."), assistant("How should I answer them?"),
      user("No, not while the roof leaks."), assistant("Noted.")], "move the shop into the old fog-signal house", "Rejected"),
    ([user('信托的理事来信说："能不能晚上也开放灯塔让游客上去？"'), assistant("你想怎么回复他们？"),
      user("晚上上面没有照明，栏杆也只到腰。不开放。"), assistant("好，我来回信。")], "晚上也开放灯塔让游客上去", "Not taken up"),
    # relayed and turned down in the same message, the assistant's reply about something else
    ([user("The ferry company rang asking whether we'd sell their tickets at our desk. The answer's no, we're not "
           "licensed to take fares."), assistant("", ("c2", "write", {"path": "letters/ferry.md", "content": "..."})),
      result("c2", "ok"), assistant("I've drafted the letter.")], "sell their tickets at our desk", "Rejected"),
    ([user("渡轮公司打电话来，问能不能在前台代卖他们的船票。我们已经回绝了，没有售票资质。"), assistant("明白。")],
     "在前台代卖他们的船票", "Rejected"),
    # a plan dropped after an objection
    ([user("Any ideas for the quiet months?"),
      assistant("I'll set up a winter lecture series in the keeper's cottage — people like a talk with a fire going."),
      user("The cottage has no fire certificate for more than ten people. A lecture means forty."),
      assistant("Fair point, I hadn't checked the certificate.")], "a winter lecture series in the keeper's cottage", "Not taken up"),
    ([user("淡季有什么办法吗？"), assistant("我打算在看守人小屋办冬季讲座，大家喜欢围着炉子听讲。"),
      user("小屋的消防许可只到十个人，讲座一来就是四十个。"), assistant("原来如此，那就算了。")], "在看守人小屋办冬季讲座", "Not taken up"),
    # a story answered by negating its verb
    ([user("What do other trusts do about bad weather days?"),
      assistant("One place I know refunds every booking automatically when the wind goes over force 7."),
      user("We can't refund automatically, the bank charges us per refund."), assistant("Okay.")],
     "refunds every booking automatically", "Not taken up"),
    ([user("别的基金会坏天气怎么处理？"), assistant("我知道有一家是风力超过七级就自动给所有预约退款。"),
      user("自动退款不了，银行每笔退款都收手续费。"), assistant("好的。")], "风力超过七级就自动给所有预约退款", "Not taken up"),
])
def test_a_proposal_answered_out_of_step_is_kept_with_its_answer(messages, option, label):
    decisions = decided(messages, option[0] > "\u3000")
    assert any(option in line and f"**{label}**" in line for line in decisions.splitlines())


@pytest.mark.parametrize("messages", [
    [user('A letter from the harbour board: "Could visitors climb the lantern gallery at night?"'),
     assistant("What would you like me to say?"), user("Tell them yes, as long as a keeper goes up with each group."),
     assistant("I'll write back.")],
    [user("The school rang asking whether they could bring a class on Friday."), assistant("What should I tell them?"),
     user("Sure, Friday morning works."), assistant("I'll reply.")],
    [user("Any ideas for the quiet months?"), assistant("Let's run a winter lecture series in the keeper's cottage."),
     user("The lecture series should be on Thursdays."), assistant("Understood, Thursdays it is.")],
    [user("Any ideas for the quiet months?"), assistant("Let's run a winter lecture series in the keeper's cottage."),
     user("Good idea, the lecture series could start in November."), assistant("Great, I'll draft a poster.")],
    [user("渡轮公司问能不能在前台代卖船票。"), assistant("你想怎么回复他们？"), user("可以，就按他们说的办。"), assistant("好，我来回信。")],
])
def test_an_accepted_or_adjusted_proposal_is_not_recorded_as_turned_down(messages):
    decisions = decided(messages, messages[0]["content"][0] > "\u3000")
    assert "Not taken up" not in decisions and "Rejected" not in decisions and "Objected" not in decisions


def test_the_thread_rules_are_closed_forms():
    assert asks_back(["What should I tell them?"]) and asks_back(["你想怎么回复他们？"])
    assert not asks_back(["What should I tell them?", "I'd say yes."]) and not asks_back(["Which port does it use?"])
    assert relayed_in(["Ok.", "The school rang asking whether they could visit on Friday."]) is not None
    assert relayed_in(["Could we open on Mondays?"]) is None  # the user's own proposal: a question back is a clarification
    assert verdict(["Tom asked whether we'd open the terrace.", "The answer's no, politely."]) == (1, 0)
    assert verdict(["We open the terrace in May.", "The answer's no."]) is None  # nothing relayed before it
    assert concedes("Ah, I didn't know that.") and concedes("原来如此。") and not concedes("Understood, Thursdays it is.")
    assert is_plan("While we're at it: let's stream the talks.") and not is_plan("The talks are streamed.")
    assert negates(["预测不了。"], "按历史数据自动预测人数") and negates(["We can't stream them."], "let's stream the talks")
    assert not negates(["We stream them already."], "let's stream the talks")


# ---------------------------------------------------------------- ninth round: more forms, own wording
@pytest.mark.parametrize("messages, option, label", [
    ([user("Dropped. Thanks."), assistant("Done. One more thing: do you want the peal records kept on a tablet? The "
                                          "tower captain writes them in a ledger now."),
      user("Who'd keep it charged up there? Anyway, what time is practice on Friday?")],
     "do you want the peal records kept on a tablet?", "Not taken up"),
    ([user("The primary school rang, they want a tower tour for a class every Friday."), assistant("What should I tell them?"),
      user("The stairs are too narrow for thirty children, and the ropes hang in the way."), assistant("I'll let them know.")],
     "they want a tower tour for a class every Friday", "Not taken up"),
    ([user("The vicar's big idea was to ring every evening in Lent. I said fine to Sundays, but not every evening, and the "
           "band agreed with me."), assistant("So Sundays only in Lent.")], "ring every evening in Lent", "Rejected"),
    ([user("What do other towers do for the rota?"), assistant("One tower I know books its ringers through a phone app."),
      user("The paper rota stays. Half the band has no smartphone."), assistant("Okay.")],
     "books its ringers through a phone app", "Not taken up"),
    ([user("别的钟楼排班怎么弄？"), assistant("我知道有个钟楼用手机软件排班。"), user("排还是我来排。一半的人没有智能手机。"), assistant("好。")],
     "用手机软件排班", "Not taken up"),
])
def test_more_out_of_step_forms(messages, option, label):
    decisions = decided(messages, option[0] > "\u3000")
    assert any(option in line and f"**{label}**" in line for line in decisions.splitlines())


def test_an_answer_to_a_question_is_no_proposal_to_turn_down():
    decisions = decided([user("Does the clock drive know the strike from the chime?"),
                         assistant("Yes, it labels the strike and the chime, and flags a chime that runs late."),
                         user("Good. Then the ledger stays by the clock, a tablet wouldn't last a week up there."),
                         assistant("Fair enough, the ledger stays.")], False)
    assert "Not taken up" not in decisions and "Rejected" not in decisions


def test_a_wish_said_as_something_id_love_stays_open():
    summary = compact([user(GOAL_EN), user("Something I'd love: the peal times on the screen by the vestry door."),
                       assistant("Noted.")])
    assert "Something I'd love: the peal times on the screen by the vestry door." in section(summary, "## Next Steps")


def test_a_java_cause_is_kept_before_frames_that_name_exception_classes():
    from sessionlog.summarizers.failures import cause_of
    cause = "Caused by: java.lang.NumberFormatException: For input string: \"6,5\""
    text = "\n".join(f"[{i:03d}] starting bean {i} ... ok" for i in range(120)) + "\nAPPLICATION FAILED TO START\n\n" \
        "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'rota' defined in file " \
        "[/srv/tower/Rota.class]\n\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:335)\n" \
        f"\t... 14 common frames omitted\n{cause}\n" \
        "\tat java.base/java.lang.NumberFormatException.forInputString(NumberFormatException.java:67)\n" \
        "\tat java.base/java.lang.Double.parseDouble(Double.java:792)\n\tat tower.Rota.load(Rota.java:44)"
    assert cause in cause_of(text, 440)


# ---------------------------------------------------------------- tenth round: the user's own plan, objected to
@pytest.mark.parametrize("plan, objection, drop", [
    ("This year I'll hire a brass band for the festival, the big one from town.",
     "Their fee is more than the whole prize fund; we'd have nothing left for the kite workshops.",
     "Ugh. Fine, the school band again, they've done it for years."),
    ("December's always quiet. I'll open the tower for tours every evening in December.",
     "The stairs have no lighting and the tower captain won't be there after six.", "No, I can't pay anyone to stay. Forget it."),
])
def test_the_users_plan_dropped_after_an_objection_is_not_taken_up(plan, objection, drop):
    summary = compact([user(GOAL_EN), user(plan), assistant(objection), user(drop), assistant("Okay.")])
    decisions = section(summary, "## Key Decisions")
    said = plan.split(". ")[-1]  # the plan's own sentence
    assert any(said in line and ("**Not taken up**" in line or "**Rejected**" in line) for line in decisions.splitlines())
    assert "Objected to" not in decisions  # the drop replaces the objection


def test_an_objection_across_a_compaction_is_kept_as_one():
    plan = "I'll open the tower for tours every evening in December."
    first = compact([user(GOAL_EN), user(plan), assistant("The tower stairs are dark after six, so you'd need a steward up there.")])
    assert any(plan in line and "**Objected to**" in line for line in section(first, "## Key Decisions").splitlines())
    again = compact([user("No, I can't pay anyone to stay. Forget it."), assistant("Okay.")] + routine(False), first)
    assert any(plan in line for line in section(again, "## Key Decisions").splitlines())


def test_a_story_after_a_plan_is_what_the_reply_answers():
    decisions = decided([user("The old permits are scanned somewhere."),
                         assistant("I'll print what has a permit for now. Out of interest, a tower in York decided to switch "
                                   "from paper rotas to a shared calendar for everything."),
                         user("Yes, but only for the learners. The band stays on the paper rota."), assistant("Learners only.")],
                        False)
    assert any("switch from paper rotas to a shared calendar" in line for line in decisions.splitlines())
    assert "I'll print what has a permit" not in decisions


def test_a_labelled_wish_stays_open():
    summary = compact([user(GOAL_EN), user("A wish for next year, if it's easy: the peal times on the screen by the door."),
                       assistant("Noted.")])
    assert any("the peal times on the screen by the door" in step for step in next_steps(summary))
