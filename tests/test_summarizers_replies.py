"""The offline summarizer's reply rules: an option turned down without being repeated is kept as a
rejected option naming what was proposed (``proposals``), and open items said in the wider pending
lexicon (``lexicon``) stay in Next Steps until done — English and Chinese, over chained compactions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from support import assistant, user
from support import compact, section

from sessionlog.summarizers.facts import classify
from sessionlog.summarizers.lexicon import PENDING
from sessionlog.summarizers.proposals import is_proposal, turn_down

GOAL_EN = "Please help me speed up the nightly export job this week."
GOAL_ZH = "帮我把夜间导出任务的速度提上来。"


def result(cid, text):
    return {"role": "toolResult", "toolCallId": cid, "toolName": "bash", "content": [{"type": "text", "text": text}],
            "isError": False, "timestamp": 1}


def rejected(summary):
    return [line for line in section(summary, "## Key Decisions").splitlines() if line.startswith("- **Rejected**")]


# ---------------------------------------------------------------- a proposal turned down without naming it
@pytest.mark.parametrize("goal, proposal, reply", [
    (GOAL_EN, "Could we just cache the whole catalogue in memory?", "No: the catalogue is 40 GB and each worker has 8 GB."),
    (GOAL_EN, "What about sharding the export by region?", "That would work in theory, but the regions differ a lot in size."),
    (GOAL_EN, "Why not write the export straight to the shared drive?", "I'd advise against it, since the drive is not backed up."),
    (GOAL_EN, "Should we skip the checksum step instead?", "That won't work, because the importer refuses unsigned files."),
    (GOAL_EN, "Maybe run it twice a night?", "Not a good idea; the second run would overlap the backups."),
    (GOAL_ZH, "要不直接把整个商品目录缓存到内存里？", "不行，目录有 40 GB，每台机器只有 8 GB 内存。"),
    (GOAL_ZH, "干脆按地区拆成几个任务吧？", "可以是可以，但是各地区的数据量差别太大。"),
    (GOAL_ZH, "不如把导出结果直接写到共享盘上？", "不建议这样做，共享盘没有备份。"),
    (GOAL_ZH, "能不能跳过校验那一步？", "这个办法不太合适：导入端会拒收没有签名的文件。"),
])
def test_a_users_proposal_turned_down_without_naming_it_is_kept_as_a_rejected_option(goal, proposal, reply):
    out = compact([user(goal), user(proposal), assistant("Let me check.", ("c1", "bash", {"command": "ls"})),
                   result("c1", "ok"), assistant(reply)])
    assert rejected(out) == [f"- **Rejected**: {proposal} (proposed by the user) — {reply}"]


@pytest.mark.parametrize("goal, proposal, reply", [
    (GOAL_EN, "I could drop the secondary indexes before the load.", "No, don't do that; reporting reads them all night."),
    (GOAL_EN, "Shall I move the job to the spare replica?", "Please don't; that replica is the failover for payments."),
    (GOAL_EN, "One option is to compress the files with xz.", "Let's not do that, the consumers only read gzip."),
    (GOAL_ZH, "我可以先把二级索引删掉再导入。", "别用那个办法，报表整晚都要读这些索引。"),
    (GOAL_ZH, "要不要我把任务挪到备用副本上？", "不要这样，那个副本是支付的容灾库。"),
    (GOAL_ZH, "或者我们把文件改用 xz 压缩。", "不行。下游只认 gzip。"),
])
def test_an_assistants_proposal_turned_down_by_the_user_is_kept_as_a_rejected_option(goal, proposal, reply):
    out = compact([user(goal), assistant(proposal), user(reply)])
    assert rejected(out) == [f"- **Rejected**: {proposal} (proposed by the assistant) — {reply}"]
    assert proposal not in section(out, "## Critical Context")  # kept once, as what was rejected


@pytest.mark.parametrize("goal, proposal, reply", [
    (GOAL_EN, "Could we just cache the whole catalogue in memory?", "Yes, that fits: the catalogue is only 2 GB."),
    (GOAL_EN, "What about sharding the export by region?", "Sure, but let's start with two regions."),
    (GOAL_EN, "Could we look at the logs?", "No errors in the logs since Monday."),
    (GOAL_EN, "Should we check the disk usage?", "No idea yet, the agent is still collecting it."),
    (GOAL_ZH, "要不直接把整个商品目录缓存到内存里？", "好的，目录只有 2 GB，放得下。"),
    (GOAL_ZH, "干脆按地区拆成几个任务吧？", "可以，先拆成两个试试。"),
])
def test_an_accepted_proposal_or_a_plain_answer_is_not_a_rejection(goal, proposal, reply):
    out = compact([user(goal), user(proposal), assistant(reply)])
    assert rejected(out) == []


def test_a_turn_down_that_names_the_option_is_kept_as_it_is():
    proposal = "Could we cache the whole catalogue in memory?"
    reply = "I'd advise against caching the whole catalogue in memory, since it is 40 GB."
    out = compact([user(GOAL_EN), user(proposal), assistant(reply)])
    assert rejected(out) == [f"- **Rejected**: {reply}"]


def test_a_short_turn_down_takes_the_next_sentence_as_its_reason():
    out = compact([user(GOAL_EN), user("Could we run the export on the primary?"),
                   assistant("Nope. The primary is already at 80% CPU at night. I'll look at the replica instead.")])
    assert rejected(out) == ["- **Rejected**: Could we run the export on the primary? (proposed by the user) — "
                             "Nope. The primary is already at 80% CPU at night."]


def test_a_proposal_is_answered_only_by_the_other_partys_next_turn():
    # the user spoke again before the assistant answered: the first proposal is no longer the open one
    out = compact([user(GOAL_EN), user("Could we run the export on the primary?"), user("Actually, tell me the row count."),
                   assistant("No: the counter is broken, I'll compute it from the dump.")])
    assert "run the export on the primary" not in "\n".join(rejected(out))
    # the assistant's own later sentences do not answer its proposal; the user's next message does
    out = compact([user(GOAL_EN), assistant("I could drop the secondary indexes before the load."),
                   assistant("No errors so far."), user("No, the reports read them all night.")])
    assert rejected(out) == ["- **Rejected**: I could drop the secondary indexes before the load. (proposed by the "
                             "assistant) — No, the reports read them all night."]


def test_a_paired_rejection_survives_many_compactions_of_routine_work():
    first = [user(GOAL_ZH), user("干脆每天晚上全量重建索引吧？"), assistant("不太合适：全量重建要六个小时。")]
    summary = compact(first)
    for n in range(30):
        summary = compact([user(f"继续第 {n} 步。"), assistant(f"第 {n} 步完成。")], summary)
    assert rejected(summary) == ["- **Rejected**: 干脆每天晚上全量重建索引吧？ (proposed by the user) — 不太合适：全量重建要六个小时。"]


def test_proposals_and_turn_downs_are_recognised_by_their_form():
    for s in ("Could we use a queue?", "How about a queue?", "Want me to add a queue?", "We could add a queue.",
              "要不加个队列？", "加个队列怎么样？", "要不要我加个队列？", "不如加个队列。"):
        assert is_proposal(s), s
    for s in ("The queue has 40 items.", "Run the tests.", "队列里有 40 条。", "跑一下测试。"):
        assert not is_proposal(s), s
    assert turn_down(["Hmm, no.", "It would double the cost."]) == 0
    assert turn_down(["Good question.", "I'd rather not do that."]) == 1
    assert turn_down(["Good question.", "Let me check.", "That won't work."]) is None  # only the first two sentences
    assert turn_down(["嗯，不行。"]) == 0 and turn_down(["好的，不过要先备份。"]) is None
    assert turn_down(["别忘了先备份。"]) is None and turn_down(["不好意思，刚才看错了。"]) is None


# ---------------------------------------------------------------- the pending lexicon
@pytest.mark.parametrize("sentence", [
    "Later we still need to rotate the staging credentials.", "Don't forget to rotate the staging credentials.",
    "At some point we have to rotate the staging credentials.", "We'll need to rotate the staging credentials.",
    "Let's park the credential rotation for now.", "We should revisit the credential rotation next sprint.",
    "Action item: rotate the staging credentials.", "By Friday, rotate the staging credentials.",
    "回头还得轮换预发环境的凭据。", "之后还要轮换预发环境的凭据。", "别忘了轮换预发环境的凭据。", "改天轮换预发环境的凭据。",
    "预发环境的凭据轮换先放着。", "有空的时候轮换预发环境的凭据。", "待办：轮换预发环境的凭据。", "预发环境的凭据还得轮换。",
])
def test_open_items_are_recognised_in_the_wider_lexicon_in_english_and_chinese(sentence):
    out = compact([user("Please help with the release of the billing service this week."), user(sentence)])
    assert f"1. {sentence}" in section(out, "## Next Steps").splitlines()


def test_a_reminder_is_an_open_item_not_a_constraint():
    assert classify("Don't forget to rotate the staging credentials.", "user") == "next"
    assert classify("别忘了轮换预发环境的凭据。", "user") == "next"
    assert classify("Don't rotate the staging credentials.", "user") == "constraints"
    assert classify("别轮换预发环境的凭据。", "user") == "constraints"


def test_an_information_question_is_not_an_open_item():
    assert classify("How many functions are remaining in that module?", "user") is None
    assert classify("这个模块还剩多少？", "user") is None
    assert classify("这个模块还剩 3 个函数没改。", "assistant") == "next"


@pytest.mark.parametrize("pending, done", [
    ("回头还得核对一下导出的行数。", "导出的行数已经核对完了。"),
    ("别忘了通知数据组换表。", "已经通知数据组换表了。"),
    ("Don't forget to notify the data team about the new table.", "Done: notified the data team about the new table."),
    ("At some point we have to rotate the staging credentials.", "Done: rotated the staging credentials."),
])
def test_an_item_in_the_new_phrasing_stays_until_done_and_then_goes(pending, done):
    summary = compact([user(GOAL_EN), user(pending)])
    for n in range(5):
        summary = compact([assistant(f"Step {n} done.")], summary)
        assert pending in section(summary, "## Next Steps")
    summary = compact([assistant(done)], summary)
    assert section(summary, "## Next Steps") == "- (none)"


def test_the_lexicon_table_is_documented_family_by_family():
    doc = (Path(__file__).resolve().parent.parent / "docs" / "summarizers.md").read_text(encoding="utf-8")
    for family, en, zh, _ in PENDING:
        assert f"| {family} |" in doc
        re.compile(en), re.compile(zh)
