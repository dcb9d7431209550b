"""The offline summarizer's third-round rules: requests the assistant only acknowledged stay open items
(``requests``), a proposal answered by anything but an acceptance is kept as not taken up with what was
said to it (``proposals.answer``), deadlines and obligations in the user's words (``lexicon.DEADLINE``,
the wider families), and failure causes kept as lines (``failures``) — English and Chinese, over chained
compactions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import assistant, user
from support import summary_result as result
from support import compact, next_steps, section

from sessionlog.summarizers import SummaryRequest, get_summarizer, prompts
from sessionlog.summarizers.facts import classify
from sessionlog.summarizers.failures import cause_of, failures_appendix
from sessionlog.summarizers.proposals import answer, is_ask
from sessionlog.summarizers.requests import is_request

GOAL_EN = "Please help me get the library's overdue-fine job right this month."
GOAL_ZH = "帮我把外卖派单在午高峰的问题处理一下。"


def decisions(summary):
    return section(summary, "## Key Decisions").splitlines()


# ---------------------------------------------------------------- requests the assistant only acknowledged
@pytest.mark.parametrize("request_, ack", [
    ("Send the branch managers the new fine schedule.", "Okay."),
    ("Walk the dispatch team through the new morning plan.", "Noted."),
    ("Then show the floor lead the new routes on the big screen.", "Will do."),
    ("Payroll pinged me: export the worked hours for the payroll team.", "Sure."),
    ("把新的派单规则讲给站长们听。", "好的。"),
    ("教务处那边，给教务处写一份这次改动的说明。", "收到。"),
])
def test_a_request_the_assistant_only_acknowledged_stays_an_open_item(request_, ack):
    summary = compact([user(GOAL_EN), user(request_), assistant(ack)])
    assert next_steps(summary) == [request_]
    for n in range(5):  # and stays, compaction after compaction, until done
        summary = compact([user(f"Continue with step {n}."), assistant(f"Step {n} done.")], summary)
    assert next_steps(summary) == [request_]


def test_a_request_the_assistant_acts_on_is_not_an_open_item():
    acted = compact([user(GOAL_EN), user("Send the branch managers the new fine schedule."),
                     assistant("", ("c1", "bash", {"command": "mail -s schedule managers < fines.txt"})),
                     result("c1", "sent"), assistant("Sent.")])
    said_done = compact([user(GOAL_EN), user("Send the branch managers the new fine schedule."),
                         assistant("Done: the branch managers have the new fine schedule.")])
    assert next_steps(acted) == [] and next_steps(said_done) == []


def test_an_acknowledged_request_is_closed_by_a_later_done_sentence():
    summary = compact([user(GOAL_EN), user("Send the branch managers the new fine schedule."), assistant("Okay.")])
    assert next_steps(summary) == ["Send the branch managers the new fine schedule."]
    summary = compact([assistant("Done: sent the branch managers the new fine schedule.")], summary)
    assert next_steps(summary) == []


@pytest.mark.parametrize("sentence", [
    "The budget for new tools is spent this year.", "Marketing sent the landing page copy back this morning.",
    "Trolleys hold one hundred and eighty kilograms.", "Moving every pallet each night would eat all their time.",
    "Is the preview deploy still up and running?", "负责人是老王，他这周在外地出差。", "卡片上的那几项也都关掉了。",
    "我觉得这个方案整体上还可以。",
])
def test_a_report_a_feeling_or_a_question_is_no_request(sentence):
    assert not is_request(sentence)
    assert next_steps(compact([user(GOAL_EN), user(sentence), assistant("Okay.")])) == []


# ---------------------------------------------------------------- a proposal that is not accepted
@pytest.mark.parametrize("proposal, reply", [
    ("Could the job just recompute every fine since the loan started?",
     "Then the job would take most of the night and lock the loans table."),
    ("What if we regenerated all GUIDs from the episode titles?",
     "We went through that with another show: every app re-downloaded the whole back catalogue."),
    ("The branch managers suggested emailing patrons every single day a book is late.",
     "I'm not convinced that's a good trade: people would start filtering our mail."),
    ("Dispatch asked if we could send the vans out every ten minutes.",
     "That would burn the drivers' break time; the union agreement sets the breaks."),
    ("我的想法是每单都派给离商家最近的骑手，这样最省事？", "那样的话附近的骑手会被一直塞单，远一点的骑手一直空等。"),
    ("漏了的表直接用前一天的读数补上不就行了？", "补出来的读数会进电费账单，用户来查的时候我们拿不出真实读数。"),
    ("有商家问能不能让商家自己指定骑手。", "熟人骑手会被抢着用，派单的公平性就没了。"),
])
def test_a_users_proposal_answered_by_anything_but_an_acceptance_is_kept_as_not_taken_up(proposal, reply):
    summary = compact([user(GOAL_EN), user(proposal), assistant(reply)])
    assert decisions(summary) == [f"- **Not taken up**: {proposal} (proposed by the user) — {reply}"]
    for n in range(5):
        summary = compact([user(f"Continue with step {n}."), assistant(f"Step {n} done.")], summary)
    assert decisions(summary) == [f"- **Not taken up**: {proposal} (proposed by the user) — {reply}"]


@pytest.mark.parametrize("proposal, reply", [
    ("My idea is to waive fines under one euro automatically.",
     "The board tried that in 2019 and patrons learned to return everything one day late."),
    ("We could reslot the fast movers next to packing every night.",
     "The night shift is two people and could never move that many pallets."),
    ("我有个主意：把超过 3 公里的订单统一加价，远单就少了。", "这个我不太放心，商家会觉得我们在赶客。"),
    ("我倾向于节假日改成抽签制，提前一周抽。", "抽签的话外地游客没法提前安排行程。"),
])
def test_an_assistants_proposal_answered_by_anything_but_an_acceptance_is_kept_as_not_taken_up(proposal, reply):
    summary = compact([user(GOAL_EN), assistant(proposal), user(reply)])
    assert decisions(summary) == [f"- **Not taken up**: {proposal} (proposed by the assistant) — {reply}"]


def test_a_short_answer_takes_the_next_sentence_along():
    summary = compact([user(GOAL_EN), assistant("I'd suggest we let riders earn credits for returning bikes."),
                       user("Hmm. The city has to approve any new pricing. That takes half a year.")])
    assert decisions(summary) == ["- **Not taken up**: I'd suggest we let riders earn credits for returning bikes. "
                                  "(proposed by the assistant) — Hmm. The city has to approve any new pricing."]


@pytest.mark.parametrize("proposal, reply", [
    ("Could we fold the two tiny config tickets into one pull request?", "Good call, one pull request it is."),
    ("Should I keep the old fixtures around for now?", "Keep them, yes."),
    ("旧的测试夹具先留着吗？", "留着。"),
    ("要不要我在做下一个工单之前先把分支变基到 main？", "要，弄吧。"),
    ("两个小配置工单能不能合成一个合并请求？", "可以，合成一个。"),
])
def test_an_acceptance_by_a_yes_or_an_echo_takes_the_proposal_up(proposal, reply):
    as_user = compact([user(GOAL_EN), user(proposal), assistant(reply)])
    as_assistant = compact([user(GOAL_EN), assistant(proposal), user(reply)])
    assert "Not taken up" not in as_user and "Not taken up" not in as_assistant


def test_doing_the_work_takes_a_users_proposal_up():
    edited = compact([user(GOAL_EN), user("Could we add an index on loans.due_date?"),
                      assistant("Adding it.", ("c1", "edit", {"path": "db/schema.sql", "oldText": "a", "newText": "b"})),
                      result("c1", "Applied 1 edit.", name="edit")])
    reported = compact([user(GOAL_EN), user("Could we add an index on loans.due_date?"),
                        assistant("Added an index on loans.due_date in db/schema.sql.")])
    assert "Not taken up" not in edited and "Not taken up" not in reported


def test_a_plan_an_investigation_or_a_status_question_needs_no_acceptance():
    assert not is_ask("I'll keep the greedy pass and add the rest rule on top.")
    assert not is_ask("Could you check the logs from last night for the fine job?")
    assert not is_ask("预览环境的构建都已经跑完了吗？") and not is_ask("这一块还有别的需要改的吗？")
    assert not is_ask("第 3.1 步完成：print 已换成日志。")  # a report of a change, not an option
    summary = compact([user(GOAL_EN), assistant("I'll keep the greedy pass and add the rest rule on top."),
                       user("Run the tests on the snapshot from last night.")])
    assert "Not taken up" not in summary


def test_a_reply_that_rejects_in_so_many_words_is_kept_as_the_rejection_it_says():
    assert answer(["We decided against a stored procedure because nobody reviews SQL."],
                  "Could we compute refunds in a stored procedure?") == ("named", None)
    summary = compact([user(GOAL_EN), user("Could we compute refunds in a stored procedure?"),
                       assistant("We decided against a stored procedure because nobody reviews SQL.")])
    assert decisions(summary) == ["- **Rejected**: We decided against a stored procedure because nobody reviews SQL."]


# ---------------------------------------------------------------- deadlines and obligations in the user's words
@pytest.mark.parametrize("sentence", [
    "Before any of this goes live, get the lawyer to sign off on the wording.",
    "Once peak season is over, rerun the walking-distance comparison.",
    "We owe the city a quarterly report on empty-station minutes.",
    "We promised the auditors a monthly export of waived fines.",
    "Put this on our list: ask the host to raise the upload limit.",
    "开售之前跟公安确认一下实名核验的调用量。", "大促前把派单服务的扩容方案定下来。", "等午高峰过去，把骑手的接单率再统计一遍。",
    "给集中器的固件版本做一次盘点，记一笔。", "帮我记着：年底前把结算脚本迁到新的调度平台。",
])
def test_deadlines_obligations_and_notes_are_open_items(sentence):
    assert classify(sentence, "user") == "next"


def test_a_deadline_word_in_the_assistants_report_is_no_open_item():
    assert classify("Before the fix, the nightly run failed on zero-day loans.", "assistant") != "next"
    assert classify("之前的版本在这里会报错。", "assistant") != "next"
    assert classify("目前这个台区里一共有八百块表。", "user") not in ("next", "constraints")  # 目前 is "now", not "before" (八百块 is a number: context)


@pytest.mark.parametrize("sentence", ["身份证号只存加密后的值。", "每张图不超过 5 MB。", "同一个包裹一天最多发 3 条。"])
def test_chinese_limits_are_constraints(sentence):
    assert classify(sentence, "user") == "constraints"


# ---------------------------------------------------------------- failure causes kept as lines
def test_a_failure_cause_of_several_lines_is_kept_line_by_line_and_read_back_so():
    out = "\n".join(f"[{i:03d}] ok" for i in range(150)) + "\npanic: send on closed channel\n  goroutine 4711 [running]\nexit status 2"
    summary = compact([user(GOAL_EN), assistant("", ("c1", "bash", {"command": "go test ./gw"})), result("c1", out, error=True)])
    record = "- bash `go test ./gw` (exit 2):\n```\n…\npanic: send on closed channel\n  goroutine 4711 [running]\nexit status 2\n```"
    assert record in summary
    for n in range(5):
        summary = compact([user(f"Continue with step {n}."), assistant(f"Step {n} done.")], summary)
        assert record in summary and summary.count("goroutine 4711") == 1


def test_a_cause_line_with_backticks_gets_a_longer_fence():
    appendix = failures_appendix([assistant("", ("c1", "bash", {"command": "make docs"})),
                                  result("c1", "error in README.md:\n```python\nunterminated block", error=True)])
    assert "\n````\nerror in README.md:\n```python\nunterminated block\n````" in appendix
    again = compact([user(GOAL_EN)], compact([assistant("", ("c1", "bash", {"command": "make docs"})),
                                             result("c1", "error in README.md:\n```python\nunterminated block", error=True)]))
    assert "\n````\nerror in README.md:\n```python\nunterminated block\n````" in again


def test_a_one_line_cause_stays_on_the_records_line():
    assert cause_of("ModuleNotFoundError: No module named 'reportlab'", 300) == "ModuleNotFoundError: No module named 'reportlab'"


def _exchange(kind: int, n: int) -> list:
    """One of the third round's exchanges, numbered so that no two are the same."""
    if kind == 0:
        return [user(f"Send the branch {n} managers the new fine schedule."), assistant("Okay.")]
    if kind == 1:
        return [user(f"Could the job just recompute every fine of branch {n}?"), assistant("Then it would run all night.")]
    if kind == 2:
        return [assistant(f"My idea is to waive fines under {n} euro."), user("The board tried that and regretted it.")]
    if kind == 3:
        log = "\n".join(f"[{i:03d}] ok" for i in range(40)) + f"\npanic: bad branch {n}\n  at fines.go:{n}\nexit status 2"
        return [assistant("", (f"c{n}", "bash", {"command": f"go run ./fines --branch {n}"})), result(f"c{n}", log, error=True)]
    if kind == 4:
        return [user(f"把第 {n} 个网点的派单规则讲给站长们听。"), assistant("好的。")]
    return [user(f"Continue with step {n}."), assistant(f"Step {n} done.")]


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 5), min_size=1, max_size=60), st.integers(300, 5000), st.integers(1, 6))
def test_the_third_rounds_items_keep_chained_summaries_within_the_budget(kinds, budget, per_span):
    messages = [m for n, kind in enumerate(kinds) for m in _exchange(kind, n)]
    summarizer = get_summarizer("offline", max_chars=budget)
    previous = None
    for start in range(0, len(messages), 2 * per_span):
        request = SummaryRequest.build(kind="compaction", messages=messages[start:start + 2 * per_span],
                                       previous_summary=previous)
        previous = summarizer.summarize(request)
        assert prompts.js_len(previous) <= budget
        fences = [line for line in previous.splitlines() if line.startswith("```")]
        assert len(fences) % 2 == 0  # every cause block is closed
