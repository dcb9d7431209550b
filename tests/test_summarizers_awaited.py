"""The offline summarizer's twenty-sixth round: what the twenty-seventh and twenty-eighth blind sets showed (read after
their one run; the sets are unchanged). Someone's advice passed on ("My nephew says we should be …"); a Chinese option
after "有个想法，"; work due by a date of the lunar calendar ("腊月二十前…"); a question put to someone else whose answer is
awaited ("We sent a sample to the lab to find out whether …"); "Quick one, have you done X?" closes nothing; failure
causes: glog's "Check failed:" above its stack, an SMTP reply with its enhanced status code. English and Chinese. The
wording here is this file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, next_steps, user

from sessionlog.summarizers.causes import cause_of
from sessionlog.summarizers.facts import classify
from sessionlog.summarizers.proposals import is_proposal

GOAL_EN = "Help me run the allotment society's records and its website."
GOAL_ZH = "帮我管一下社区菜园协会的小程序和年度展。"


def test_someones_advice_passed_on_is_a_relayed_proposal():
    summary = compact([
        user(GOAL_EN), assistant("Okay."),
        user("My nephew Owen, who does something in IT, says we should be putting the plot waiting list on Facebook so "
             "people can see where they are. What do you reckon?"),
        assistant("It's easy to do, but the list has names and phone numbers on it. Shall I leave it until you've asked "
                  "the committee?"),
        user("Yes, leave it for now.")])
    assert any("putting the plot waiting list on Facebook" in line for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("said", ["I said we should wait for the committee.", "You said we should keep the old form.",
                                  "We said we should try it in spring."])
def test_ones_own_or_the_listeners_words_are_no_relayed_proposal(said):
    assert not is_proposal(said)


def test_a_chinese_option_after_an_idea_label_is_a_proposal():
    assert is_proposal("有个想法，现在很多人喜欢线上买菜苗，可以在小程序里直接卖带土的大棵菜苗，省得大家自己育苗。")
    summary = compact([
        user(GOAL_ZH), assistant("好。"), user("年度展的介绍你帮我写一下。"),
        assistant("明白，介绍就写：有机种植、自己育苗、邻里互助。有个想法，现在很多人喜欢线上买菜苗，可以在小程序里直接卖带土的大棵菜苗，"
                  "省得大家自己育苗。"),
        user("带土的菜苗快递根本不好寄，烂了还得赔。我们这儿的人都是自己来拿的。")])
    assert any("直接卖带土的大棵菜苗" in line and "proposed by the assistant" in line for line in decisions(summary)), \
        decisions(summary)


@pytest.mark.parametrize("said", ["没有个想法是靠谱的。", "他有个想法，已经做完了。"])
def test_no_idea_or_someone_elses_idea_done_puts_nothing_forward_in_chinese(said):
    assert not is_proposal(said)


@pytest.mark.parametrize("said, item", [
    ("她还说 让我腊月二十前把春节开园时间发到群公告 不然过年大家不知道哪天能来。", "腊月二十前把春节开园时间发到群公告"),
    ("会长说了 让我正月初六前把新一年的地块名单整理出来 不然开春分地没法分。", "正月初六前把新一年的地块名单整理出来"),
])
def test_work_due_by_a_lunar_date_stays_open(said, item):
    summary = compact([user(GOAL_ZH), assistant("好。"), user(said), assistant("好的。")])
    assert any(item in step for step in next_steps(summary)), next_steps(summary)


@pytest.mark.parametrize("said", ["腊月二十前我们就放假了。", "初八前就都弄好了。"])
def test_a_lunar_date_in_a_report_is_no_open_item(said):
    assert classify(said, "user") != "next"


def test_a_question_sent_to_someone_else_stays_open():
    summary = compact([
        user(GOAL_EN), assistant("Okay."),
        user("And we sent a soil sample to the council's lab to find out whether the old orchard plots have lead in them. "
             "A month and nothing. We can't let those plots till they say."),
        assistant("Noted, the orchard plots wait on the lab.")])
    assert any("whether the old orchard plots have lead in them" in step for step in next_steps(summary)), \
        next_steps(summary)


@pytest.mark.parametrize("said", ["Quick one, have you done the list of unpaid plots?",
                                  "Sorry to chase, did the rota get finished?"])
def test_a_question_after_a_short_lead_whether_work_is_done_closes_nothing(said):
    from sessionlog.summarizers.facts import closes
    assert not closes(said)


def test_asking_after_a_short_lead_whether_work_is_done_does_not_close_it():
    first = compact([user(GOAL_EN), assistant("Okay."),
                     user("Can you also make me a list of the plots whose tenants haven't paid this year's rent?"),
                     assistant("Yes, I'll do it after the newsletter.")])
    later = compact([user("Quick one, have you done the list of the plots whose tenants haven't paid this year's rent? "
                          "The treasurer's asking."),
                     assistant("Not yet, sorry. I'll have it ready before the meeting.")], previous=first)
    assert any("the plots whose tenants haven't paid" in step for step in next_steps(later)), next_steps(later)


def test_a_glog_check_failure_is_the_cause_above_its_stack():
    out = "\n".join([
        "", "=" * 78, "Dense reconstruction", "=" * 78, "",
        "F0602 14:05:11.902114  5521 patch_match.cc:812] Check failed: cuda_device_count > 0 (0 vs. 0) no CUDA "
        "device was found for the stereo step",
        "*** Check failure stack trace: ***",
        "    @     0x7f11a2b4b03e  google::LogMessage::Fail()",
        "    @     0x7f11a2bc9d1f  google::LogMessage::SendToLog()",
        "    @     0x7f11a2b47c2a  google::LogMessage::Flush()",
        "    @     0x7f11a2b4e8f1  google::LogMessageFatal::~LogMessageFatal()",
        "    @     0x55a0c1e3f1d4  mvs::PatchMatchController::Run()",
        "    @     0x7f11a1e6b253  (unknown)",
        "Aborted (core dumped)"])
    assert "Check failed: cuda_device_count > 0" in cause_of(out, 390)


def test_an_smtp_reply_with_its_enhanced_status_is_the_cause():
    out = "\n".join([
        "=== Trying mail.example.net:587...", "=== Connected to mail.example.net.",
        "<-  220 mail.example.net ESMTP ready", " -> EHLO plots-office", "<-  250-mail.example.net Hello",
        "<-  250-STARTTLS", " -> STARTTLS", "<-  220 2.0.0 Ready to start TLS",
        "=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384:256", " ~> EHLO plots-office", "<~  250-AUTH LOGIN PLAIN",
        " ~> AUTH LOGIN", "<~  334 VXNlcm5hbWU6", " ~> c2VjcmV0YXJ5QHBsb3RzLmV4YW1wbGU=", "<~  334 UGFzc3dvcmQ6",
        " ~> ****************",
        "<~* 534 5.7.9 Application-specific password required for this mailbox. See the provider's help pages.",
        " ~> QUIT", "<~  221 2.0.0 Bye", "=== Connection closed with remote host."])
    assert "534 5.7.9 Application-specific password required" in cause_of(out, 380)


# what a review of this round found (each case failed on the round's first version)

@pytest.mark.parametrize("said", ["Done, is there anything else?", "Step 4 done: is there anything else?",
                                  "The rota is finished, do you want a copy?"])
def test_a_done_report_followed_by_a_question_still_closes(said):
    from sessionlog.summarizers.facts import closes
    assert closes(said)


@pytest.mark.parametrize("said", ["I rang the shop to see if they had the 4TB drive in stock: they do.",
                                  "I asked the IT desk to check whether my laptop is still under warranty and it is.",
                                  "He rang to see if we were open on Sunday."])
def test_a_question_answered_in_the_same_sentence_or_put_to_us_is_no_open_item(said):
    assert classify(said, "user") != "next"


@pytest.mark.parametrize("said", ["My wife said we should have tested the restore before deleting the old copies.",
                                  "The lab said we should hear back within ten days.",
                                  "You also said we should keep the old folder layout.",
                                  "Nobody thinks we should drop the Windows version.",
                                  "有个想法，不过上周开会已经被否了。"])
def test_hindsight_expectations_and_negated_advice_put_nothing_forward(said):
    assert not is_proposal(said)


@pytest.mark.parametrize("said", ["春节前我们就放假了。", "这是春节前的数据。", "春节前已经发完了。"])
def test_a_holiday_in_a_report_is_no_deadline(said):
    assert classify(said, "user") != "next"


def test_a_retried_health_check_is_no_cause_above_a_traceback():
    out = "\n".join(["[01] Health Check failed: GET /healthz returned 503, retrying in 5 s"] * 3 + [
        "Traceback (most recent call last):",
        '  File "/srv/plots/app.py", line 88, in <module>',
        "    main()",
        '  File "/srv/plots/app.py", line 71, in main',
        "    db = connect(settings.DATABASE_URL)",
        '  File "/srv/plots/db.py", line 19, in connect',
        "    return psycopg.connect(url, connect_timeout=3)",
        "psycopg.OperationalError: connection is bad: no password supplied for user plots"])
    kept = cause_of(out, 300)
    assert "psycopg.OperationalError: connection is bad" in kept and "Traceback (most recent call last):" in kept, kept
