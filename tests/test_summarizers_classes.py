"""The offline summarizer's fifth-round rules, read by closed grammatical classes (``classes``): a user's
rule said with a negator, a restrictor or a quantifier is a constraint; a reply that concedes then
contrasts turns down, and a reply that points back anywhere in its first sentence answers a bare last
sentence; a participle in a subordinate clause makes no report; gaps are open items until a report names
them; ticket labels of any length are masked and read as labels, and a ticket series goes first when the
budget is reached; a failure keeps the lines indented under its error line — English and Chinese, over
chained compactions and within the budget."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import assistant, user
from support import chain_within_budget, compact, decisions, next_steps, section

from sessionlog.summarizers import prompts
from sessionlog.summarizers.classes import concedes_then_contrasts, main_clause, states_rule
from sessionlog.summarizers.facts import classify, closes, completes, labels, template_key
from sessionlog.summarizers.failures import cause_of

GOAL = "Please help me get the rowing club's boat booking app ready for the season."
GOAL_ZH = "帮我把自习室的预约小程序做起来。"


def constraints(summary):
    return [line[2:] for line in section(summary, "## Constraints & Preferences").splitlines() if line.startswith("- ")]


# ---------------------------------------------------------------- rules said by a closed class
@pytest.mark.parametrize("rule", [
    "The waiting list is sorted by the date a member joined and nothing else.",  # restrictor
    "Boats leave the shed solely with a coach present.",
    "Juniors row on the river except in flood warnings.",
    "Nobody under sixteen takes a single scull out.",  # negators
    "Booking notes never include a member's phone number.",
    "Every outing is logged with its crew list.",  # a quantified subject
    "仓库钥匙不外借。",
    "未成年人没有家长签字不能报名。",
    "座位仅限本校学生预约。",
    "除了管理员，其他人都不能取消别人的预约。",
    "所有预约一律实名。",
])
def test_a_rule_said_with_a_negator_restrictor_or_quantifier_is_a_constraint(rule):
    summary = compact([user(GOAL if rule.isascii() else GOAL_ZH), user(rule), assistant("Noted." if rule.isascii() else "好的。")])
    assert rule in constraints(summary)


@pytest.mark.parametrize("sentence", [
    "No rush.", "Not yet.", "No, that's fine.", "No problem at all.", "Don't worry.", "Never mind, I found it.",
    "No need, it's fine.", "I'm not in a hurry.", "It's not urgent.", "None of this is urgent.", "不着急。", "这个不重要。", "别急。",
    "Nothing else on the list?",  # a question
    "Nothing broke on the rerun.",  # a report
    "Run all the checks before lunch.",  # a quantifier on an object, in an instruction
    "I keep coming back to the idea of alerting every member.",
    "没问题。", "不用了。", "不客气。", "不错。", "把所有检查都跑一遍。", "测试都过了。",
])
def test_an_acknowledgement_question_report_or_instruction_with_a_class_word_is_no_constraint(sentence):
    assert classify(sentence, "user") != "constraints"


def test_a_rule_after_an_acknowledgement_is_still_a_rule():
    assert classify("No problem, but nobody touches the payroll export.", "user") == "constraints"
    assert classify("没问题，不过押金不退。", "user") == "constraints"
    assert classify("And no changes to the boat list during a regatta.", "user") == "constraints"  # not "no change"


def test_the_class_rule_is_asked_of_the_users_sentences_only():
    assert states_rule("Nothing from the archive is lent out.")
    assert classify("Nothing from the archive is lent out.", "user") == "constraints"
    assert classify("Nothing from the archive is lent out.", "assistant") != "constraints"


# ---------------------------------------------------------------- turn-downs: concede then contrast, point back
@pytest.mark.parametrize("reply", [
    "Tempting, but the boathouse has no signal at all.",
    "Clever idea, though the cox would have to carry a phone in the boat.",
    "I see the appeal; however, the river police want paper logs.",
    "Although it would save time, the insurer wants a signature on paper.",
])
def test_a_reply_that_concedes_then_contrasts_turns_down_a_bare_last_sentence(reply):
    proposal = "If the crews are keen, switch the paper outing log for a phone form."
    summary = compact([user(GOAL), assistant(f"The log is read by the safety officer. {proposal}"), user(reply)])
    assert concedes_then_contrasts(reply)
    assert any(proposal in line and "**Rejected**" in line for line in decisions(summary))


@pytest.mark.parametrize("reply", ["Sure, but first run the tests.", "Yes, but also update the docs.", "Great, do it."])
def test_an_acceptance_with_a_condition_is_not_a_contrast(reply):
    assert not concedes_then_contrasts(reply)


@pytest.mark.parametrize("reply", ["好是好，但是冬天没人值班。", "想法不错，不过学生会抢着占座。", "有道理，可是押金要退很久。"])
def test_a_chinese_concession_then_contrast_turns_down(reply):
    proposal = "可以让学生交押金再预约座位"
    summary = compact([user(GOAL_ZH), assistant(f"{proposal}。"), user(reply)])
    assert any(proposal in line and "**Rejected**" in line for line in decisions(summary))


@pytest.mark.parametrize("proposal, reply", [
    ("I'm half minded to split the long outings in two so more crews get the river.",
     "The Tyne club did exactly that in 2022, and the crews spent the day carrying boats."),
    ("我一直琢磨着让学生互相转让座位。", "隔壁学校去年就这么干过，座位被倒卖了。"),
])
def test_a_reply_that_points_back_in_the_middle_of_its_first_sentence_answers_a_bare_last_sentence(proposal, reply):
    summary = compact([user(GOAL if proposal.isascii() else GOAL_ZH), assistant("Okay." if proposal.isascii() else "好的。"),
                       user(proposal), assistant(reply)])
    assert any(proposal.rstrip("。.") in line for line in decisions(summary))


# ---------------------------------------------------------------- a participle in a subordinate clause
def test_a_participle_in_a_subordinate_clause_makes_no_report():
    asked = "The head coach wants the eights out first whatever was booked."
    assert main_clause(asked) == "The head coach wants the eights out first "
    assert not closes(asked)
    assert closes("The safety log is checked and filed.")
    summary = compact([user(GOAL), user(asked), assistant("Then the juniors would never get the morning slot.")])
    assert any(asked in line for line in decisions(summary))


# ---------------------------------------------------------------- gaps are open items until named as done
@pytest.mark.parametrize("gap, done", [
    ("The cox box charging rota is still missing.", "The cox box charging rota is written and pinned up."),
    ("And nobody has checked the trailer lights yet.", "The trailer lights are checked; all of them work."),
    ("The launch safety brief hasn't been printed.", "The launch safety brief is printed."),
    ("夜间自习的值班表还缺一份。", "夜间自习的值班表做好了。"),
    ("退押金的流程还没做。", "退押金的流程做完了。"),
])
def test_a_gap_stays_an_open_item_until_a_report_names_it(gap, done):
    goal = GOAL if gap.isascii() else GOAL_ZH
    summary = compact([user(goal), user(gap), assistant("Noted." if gap.isascii() else "好的。")])
    assert next_steps(summary) == [gap]
    for n in range(3):
        summary = compact([user(f"Continue with step {n}."), assistant(f"Step {n} done.")], summary)
    assert next_steps(summary) == [gap]
    summary = compact([user("Anything left?"), assistant(done)], summary)
    assert gap not in next_steps(summary)


# ---------------------------------------------------------------- ticket labels of any length
def test_long_ticket_labels_are_masked_in_templates_and_read_as_labels():
    assert template_key("Moving on to ticket ROWING-105: oil the riggers.") == template_key(
        "Moving on to ticket ROWING-112: oil the riggers.")
    assert template_key("INFRA-2031 is merged.") == template_key("INFRA-2032 is merged.")
    assert labels("write the release note for ROWING-109") == {"rowing-109"}
    assert completes("The release note for ROWING-109 is written and pushed.", "Write the release note for ROWING-109.")
    assert not completes("The release note for ROWING-110 is written.", "Write the release note for ROWING-109.")
    assert labels("step-by-step lowercase-12") == set()  # a long lower-case prefix is no label


def test_a_repeated_ticket_line_merges_and_a_release_note_is_closed_by_its_report():
    summary = compact([user(GOAL)])
    for r in range(12):
        summary = compact([user(f"Moving on to ticket ROWING-{100 + r}: oil the riggers."), assistant("Done.")]
                          + ([user(f"When you get a moment, write the release note for ROWING-{100 + r}."), assistant("Will do.")]
                             if r == 3 else [])
                          + ([user("Anything left?"), assistant(f"The release note for ROWING-{100 + r - 1} is written.")]
                             if r == 4 else []), summary)
    assert section(summary, "## Critical Context").count("Moving on to ticket ROWING-") == 1
    assert not any("ROWING-103" in item for item in next_steps(summary))


def test_a_ticket_series_goes_before_planted_facts_when_the_budget_is_reached():
    planted = "The club's bank sort code is 20-45-77 and the account ends 3381."
    summary = compact([user(GOAL), user(planted), assistant("Noted.")], max_chars=1500)
    for r in range(40):
        chore = "".join(chr(97 + (r * 7 + k) % 26) for k in range(6))  # forty different lines of one shape
        summary = compact([user(f"Moving on to ticket ROWING-{100 + r}: check the {chore} riggers."), assistant("Done.")],
                          summary, max_chars=1500)
        assert prompts.js_len(summary) <= 1500
    assert planted in summary
    assert "left out to fit the summary budget" in summary


# ---------------------------------------------------------------- failures keep the lines indented under the error
def test_a_failure_keeps_the_lines_indented_under_its_error_line():
    log = "\n".join(f"[{i:04d}] compiling module_{i} ... ok" for i in range(200))
    text = log + "\n--- FAIL: TestCrewSize (0.01s)\n    crew_test.go:31: want 8 rowers, got 9\nFAIL\nexit status 1"
    cause = cause_of(text, 360)
    assert "--- FAIL: TestCrewSize (0.01s)\n    crew_test.go:31: want 8 rowers, got 9" in cause


# ---------------------------------------------------------------- the budget holds with the new items
_ITEMS = st.sampled_from([
    (user, "Nothing from locker {n} leaves the shed."), (user, "Boat {n} goes out solely with a coach."),
    (user, "Every crew of {n} signs the log."), (user, "The rota for week {n} is still missing."),
    (assistant, "Tempting, but boat {n} has a cracked rigger."), (user, "Moving on to ticket ROWING-{n}: oil the riggers."),
    (assistant, "The release note for ROWING-{n} is written."), (user, "座位 {n} 号不外借。"), (user, "第 {n} 周的值班表还缺一份。"),
    (user, "好是好，但是第 {n} 间自习室没有空调。"),
])


@settings(deadline=None, max_examples=25, derandomize=True)
@given(st.lists(st.lists(st.tuples(_ITEMS, st.integers(0, 10**6)), min_size=1, max_size=12), min_size=1, max_size=12),
       st.sampled_from([1500, 4000, 12000]))
def test_the_fifth_rounds_items_keep_chained_summaries_within_the_budget(spans, budget):
    chain_within_budget(GOAL, spans, budget)


# ---------------------------------------------------------------- mis-sorting the third fresh set showed
def test_a_rejection_that_names_nothing_records_nothing():
    summary = compact([user(GOAL_ZH), user("我想把所有课都改到周末上。"), assistant("周末的教室本来就排满了。"), user("那算了。")])
    assert "**Rejected**: 那算了。" not in summary


def test_a_polite_question_with_make_sure_is_an_open_item_not_a_rule():
    ask = "Can you make sure the renewal reminder goes out a week before the season starts?"
    summary = compact([user(GOAL), user(ask), assistant("I'll see to it.")])
    assert ask not in constraints(summary)
    assert ask in next_steps(summary)


@pytest.mark.parametrize("sentence", [
    "The oarlocks keep working loose where the riggers bend.",  # keep + -ing after a subject: what happens, not a rule
    "I don't know why the booking page is slow.", "The page doesn't load on older phones.", "This isn't working.",
    "Nothing happens when I press save.", "我没看懂这个报错。", "页面在旧手机上打不开。", "我们无法登录预约后台。",
])
def test_a_complaint_or_a_state_of_mind_is_no_constraint(sentence):
    assert classify(sentence, "user") != "constraints"


@pytest.mark.parametrize("rule", ["Keep the old booking exports.", "Don't run the migrations by hand.",
                                  "We don't run migrations during opening hours.", "Please keep using UTC."])
def test_rules_said_with_keep_or_a_negated_verb_stay_constraints(rule):
    assert classify(rule, "user") == "constraints"


def test_a_statement_of_where_something_is_is_not_a_request():
    located = "预约代码在 app/booking/seats.py。"
    summary = compact([user(GOAL_ZH), user(located), assistant("好的。")])
    assert located not in next_steps(summary)
    assert located in section(summary, "## Critical Context")


@pytest.mark.parametrize("reply", ["Lovely in theory; the boathouse only opens at seven though.",
                                   "In principle, yes; the insurer says no.",
                                   "Been there: the old committee did it and nobody came."])
def test_a_hedge_ending_on_its_contrast_or_a_pointing_back_it_answers_a_suggestion(reply):
    proposal = "Opening the boathouse at six would give the early crews an extra hour."
    summary = compact([user(GOAL), assistant("Okay."), user(proposal), assistant(reply)])
    assert any(proposal in line for line in decisions(summary))


@pytest.mark.parametrize("reply", ["以前试过，积分被刷光了。", "去年就做过，没人用。"])
def test_a_chinese_reply_that_leaves_the_object_out_points_back(reply):
    proposal = "可以给按时还车的人发积分奖励"
    summary = compact([user(GOAL_ZH), assistant(f"{proposal}。"), user(reply)])
    assert any(proposal in line for line in decisions(summary))


@pytest.mark.parametrize("gap", ["The gala entry form is still not done.", "Nobody's booked the timing pads.",
                                 "Nobody owns the nightly boathouse backups.", "We lack a privacy notice for the juniors.",
                                 "回收流程还是空白的。", "调度员的排班没人负责。"])
def test_more_gap_forms_are_open_items(gap):
    summary = compact([user(GOAL if gap.isascii() else GOAL_ZH), user(gap), assistant("Noted." if gap.isascii() else "收到。")])
    assert next_steps(summary) == [gap]


def test_a_bootstrap_line_that_states_a_rule_by_a_class_is_a_workspace_rule():
    from sessionlog.summarizers.workspace import rule_lines
    text = "Project notes\nCustomer e-mails are not stored in the repo.\nThe app is written in Go.\n仅限内网访问。"
    assert rule_lines(text) == ["Customer e-mails are not stored in the repo.", "仅限内网访问。"]


# ---------------------------------------------------------------- past 50 rounds: series merge, facts do not age out by accident
def test_a_card_with_a_letter_is_a_counter_and_a_number_before_a_colon_is_masked():
    assert template_key("Pick up card 6A: make the sort stable.") == template_key("Pick up card 96A: make the sort stable.")
    assert template_key("Remaining: -2 items.") == template_key("Remaining: 4 items.")
    assert template_key("Meet at 10:30.") != template_key("Meet at 11:45.")  # a time is not two numbers


def test_a_negator_in_a_subordinate_clause_makes_no_rule():
    assert classify("Pick up the next card: rename the helper that nobody understands.", "user") != "constraints"
    assert classify("Rename the helper, and nobody touches the old one.", "user") == "constraints"


def test_a_done_items_number_is_recorded_elsewhere_only_as_a_whole_token():
    from sessionlog.summarizers.facts import carriers, found_in
    assert carriers("压缩率约为 87%。") == {"87%"}
    assert not found_in("87%", "清单一共 160 项，已经完成 87 项。")
    assert found_in("src/a.py", "Edited `src/a.py`")
    summary = compact([user(GOAL_ZH), assistant("已添加，再次执行后压缩率约为 87%。")])
    for n in range(6):
        summary = compact([user(f"继续第 {n} 步。"), user(f"三楼的空座还有 {87 if n == 5 else 100 + n} 个。")], summary)
    assert "87%" in summary


@pytest.mark.parametrize("reply", ["True, although the fees change every term.", "Sounds handy; trouble is, members never confirm in time."])
def test_an_acceptance_word_followed_by_a_contrast_does_not_accept(reply):
    proposal = "We might put the outing fees on the booking screen."
    summary = compact([user(GOAL), assistant(proposal), user(reply)])
    assert any(proposal in line for line in decisions(summary))


def test_a_chinese_condition_that_repeats_the_option_answers_it():
    proposal = "我琢磨着把羽毛球场改成按小时收费。"
    summary = compact([user(GOAL_ZH), assistant("好。"), user(proposal), assistant("按小时收的话，晚上那一拨人就不来了。")])
    assert any(proposal in line for line in decisions(summary))


@pytest.mark.parametrize("rule", ["Juniors play in the small hall unless a coach is with them.", "晚上十点以后不开灯。", "除周一外每天营业。"])
def test_unless_except_and_a_time_before_a_negator_make_rules(rule):
    assert classify(rule, "user") == "constraints"


@pytest.mark.parametrize("gap", ["The junior price list still has to be written.", "There's still no refund policy on the site.",
                                 "Nobody has told the league about the new times.", "退款规则到现在也没人定。"])
def test_a_gap_wins_over_a_rule_word(gap):
    assert classify(gap, "user") == "next"


def test_a_chinese_negator_inside_an_attribute_makes_no_rule():
    assert classify("接着做工单 ROW-145：锁定那个不稳定的依赖版本。", "user") != "constraints"
    assert classify("未打疫苗的猫狗不收。", "user") == "constraints"  # the attribute aside, 不收 states the rule
