"""The offline summarizer's sixth-round rules: a failure's error block at the end is kept whole (its
detail lines, blank lines and header with it), and questions, reported asks and wishes the assistant
only acknowledged, passed over or answered "not yet" stay open items (``requests``) — English and
Chinese, over chained compactions. The wording here is this file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, next_steps, section, user
from support import summary_result as result

from sessionlog.summarizers import prompts
from sessionlog.summarizers.facts import classify
from sessionlog.summarizers.failures import cause_of
from sessionlog.summarizers.requests import acknowledges, is_reported_ask, left_open, passed_over

GOAL_EN = "Help me keep the pottery studio's kiln booking tool in shape this spring."
GOAL_ZH = "帮我把陶艺工作室的窑炉预约系统维护好。"


def routine_log(n: int = 150) -> str:
    return "\n".join(f"[{i:03d}] step {i} of the build ... ok" for i in range(n))


def routine_turn(n: int, zh: bool = False) -> list[dict]:
    """A turn the assistant acts on: routine work that answers nothing that was asked before it."""
    ask = f"第 {n} 项检查：把第 {n} 个模块的格式整理一下，跑一遍单元测试。" if zh else \
        f"Checklist item {n}: tidy the formatting of module {n} and rerun its unit tests."
    return [user(ask), assistant("", (f"c{n}", "bash", {"command": f"make fmt-{n}"})), result(f"c{n}", "ok"),
            assistant(f"Item {n} done." if not zh else f"第 {n} 项完成。")]


def record_cause(out: str) -> str:
    """The Tool Failures section (its fenced blocks may hold blank lines), up to the next tag."""
    return out.split("## Tool Failures\n", 1)[1].split("\n\n<", 1)[0]


# ---------------------------------------------------------------- the error block at the end, whole
@pytest.mark.parametrize("block", [
    # a detail line with no error word under the error (PostgreSQL)
    "ERROR:  duplicate key value violates unique constraint \"kilns_slot_key\"\nDETAIL:  Key (slot)=(T-09) already exists.",
    # a field name, then the reason, under a validation error (neither line has an error word)
    "marshmallow.exceptions.ValidationError: 1 error\nfiring_temp\n  Must be less than or equal to 1300.",
    # blank lines inside the block, as PHP prints them
    "PHP Fatal error:  Uncaught TypeError: count(): Argument #1 must be of type array\n\n  thrown in /srv/kiln/book.php on line 31",
    # a header that ends in ":" above the error line, which says where
    "While loading plugin 'glaze-calc':\nImportError: cannot import name 'cone_table' from 'glaze.data'",
])
def test_an_error_block_at_the_end_of_a_long_log_is_kept_whole(block):
    out = compact([user(GOAL_EN), assistant("", ("c1", "bash", {"command": "make check"})),
                   result("c1", routine_log() + "\n" + block + "\nmake: *** [check] Error 1", error=True)])
    record = record_cause(out)
    assert f"{block}\nmake: *** [check] Error 1" in record
    assert "[000] step 0" not in record  # the head of the log is not the cause
    assert prompts.js_len(record) <= 2 + 480


def test_a_block_read_back_from_the_summary_keeps_its_blank_lines():
    block = "Fatal: firing schedule rejected\n\n  cone 6 needs a hold of at least 10 minutes"
    first = compact([user(GOAL_EN), assistant("", ("c1", "bash", {"command": "kilnctl plan"})),
                     result("c1", routine_log() + "\n" + block, error=True)])
    again = compact(routine_turn(1), first)
    assert block in record_cause(first) and record_cause(again) == record_cause(first)


def test_a_block_too_long_for_the_budget_keeps_its_head_and_its_end():
    report = "\n".join(f"> Run with --option-{i} to get more output from the build tool." for i in range(12))
    block = f"e: file:///src/Kiln.kt:33:18 Unresolved reference: holdMinutes\n\nFAILURE: Build failed.\n\n{report}\n\nBUILD FAILED in 4s"
    cause = cause_of(routine_log() + "\n" + block, 400)
    assert "e: file:///src/Kiln.kt:33:18 Unresolved reference: holdMinutes" in cause  # where the compiler says what
    assert cause.endswith("BUILD FAILED in 4s") and "\n…\n" in cause
    assert prompts.js_len(cause) <= 400


def test_a_chained_traceback_keeps_the_root_cause_and_the_last_error():
    first = "Traceback (most recent call last):\n  File \"kiln/load.py\", line 8, in load\n    return slots[key]\nKeyError: 'T-09'"
    frames = "".join(f"  File \"kiln/step{i}.py\", line {i}, in step{i}\n    step{i + 1}()\n" for i in range(6))
    text = routine_log() + f"\n{first}\n\nThe above exception was the direct cause of the following exception:\n\n" \
        f"Traceback (most recent call last):\n{frames}kiln.errors.SlotMissing: T-09"
    cause = cause_of(text, 440)
    assert "KeyError: 'T-09'" in cause and cause.endswith("kiln.errors.SlotMissing: T-09")


def test_the_location_printed_above_an_error_is_kept_when_it_fits():
    block = "/srv/kiln/app.js:12\n  book(slot.id)\n       ^\n\nTypeError: Cannot read properties of undefined (reading 'id')\n" \
        "    at book (/srv/kiln/app.js:12:8)\n\nNode.js v20.11.1"
    cause = cause_of(routine_log() + "\n" + block, 400)
    assert cause == f"…\n{block}"


def test_an_error_far_above_the_end_is_still_kept_with_the_last_lines():
    text = routine_log(40) + "\nERROR: glaze table missing, using defaults\n" + routine_log(40) + "\nexit status 1"
    cause = cause_of(text, 300)
    assert "ERROR: glaze table missing, using defaults" in cause and cause.endswith("exit status 1")
    assert "[001] step 1" not in cause


# ---------------------------------------------------------------- asked, only acknowledged: still open
@pytest.mark.parametrize("asked, ack", [
    ("Who is going to order the replacement thermocouple for kiln two?", "Good question."),
    ("How do we handle a firing that runs past midnight?", "Hmm, worth thinking about."),
    ("Could the booking form have a box for the glaze used?", "Nice idea, that would be handy."),
    ("Why not send members a text when their pots are out of the kiln?", "Sounds good."),
    ("Is the bisque shelf list up to date after the move?", "Not sure."),
    ("Did you ever fix the double booking on Saturday mornings?", "Not yet."),
    ("The treasurer is after a list of unpaid firing fees.", "Okay."),
    ("The landlord asked for the kiln's electrical certificate.", "Noted."),
    ("It'd be nice if the calendar showed which kiln is cooling.", "Mm."),
    ("谁来订二号窑的备用热电偶？", "好问题。"),
    ("半夜还没烧完的窑怎么处理？", "值得考虑。"),
    ("预约表能不能加一栏写用的釉？", "好主意，这个有用。"),
    ("素烧架的清单是最新的吗？", "不确定。"),
    ("周六上午重复预约的问题你后来修了吗？", "还没有。"),
    ("会计一直催着要没交的烧窑费清单。", "好的。"),
    ("要是日历上能看出哪个窑在冷却就好了。", "嗯嗯。"),
])
def test_a_question_or_ask_the_assistant_only_acknowledged_stays_open_through_routine_work(asked, ack):
    zh = asked[0] > "\u3000"
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), user(asked), assistant(ack)])
    for n in range(1, 8):
        summary = compact(routine_turn(n, zh), summary)
    assert asked in next_steps(summary)


def test_an_open_question_leaves_when_a_later_reply_says_it_is_done():
    asked = "Could the booking form have a box for the glaze used?"
    summary = compact([user(GOAL_EN), user(asked), assistant("Good idea.")])
    assert asked in next_steps(summary)
    summary = compact([user("Go ahead with the glaze box now."),
                       assistant("", ("c9", "edit", {"path": "forms/booking.html"})), result("c9", "ok"),
                       assistant("Done: the booking form has a box for the glaze used.")], summary)
    assert asked not in next_steps(summary)


@pytest.mark.parametrize("message, reply, left", [
    ("The shelf labels are smudged again. Also, who is renewing the kiln insurance this year?",
     "I reprinted the shelf labels on the laminated stock.", "who is renewing the kiln insurance"),
    ("Oh, and has anyone booked the annual kiln service yet?", "I'll look at the shelf labels first.",
     "has anyone booked the annual kiln service"),
    ("货架标签又糊了。另外，今年的窑炉保险谁去续？", "货架标签我用覆膜纸重新打印了。", "今年的窑炉保险谁去续"),
])
def test_a_question_the_replies_pass_over_stays_open_even_when_work_was_done(message, reply, left):
    summary = compact([user(GOAL_EN), user(message), assistant("", ("c1", "bash", {"command": "lp labels.pdf"})),
                       result("c1", "ok"), assistant(reply)] + routine_turn(1))
    assert any(left in item for item in next_steps(summary))


@pytest.mark.parametrize("asked, reply", [
    ("Who is going to order the replacement thermocouple for kiln two?", "Priya orders it; the supplier is Kilncare."),
    ("How do we handle a firing that runs past midnight?", "The controller finishes it alone; nobody needs to stay."),
    ("Is the bisque shelf list up to date after the move?", "Yes."),
    ("Is the bisque shelf list up to date after the move?", "Okay."),
    ("Did you ever fix the double booking on Saturday mornings?", "Yes, that went out on Monday."),
    ("Shall I email the members about the new firing fees?", "Yes."),
    ("谁来订二号窑的备用热电偶？", "小林负责，供应商是窑宝。"),
    ("素烧架的清单是最新的吗？", "是的。"),
])
def test_an_answered_question_is_no_open_item(asked, reply):
    zh = asked[0] > "\u3000"
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), user(asked), assistant(reply)] + routine_turn(1, zh))
    assert asked not in next_steps(summary)


def test_the_acknowledgement_class_is_closed():
    assert acknowledges(["Good question."]) and acknowledges(["Yes.", "I'll think about it."]) and acknowledges(["嗯。"])
    assert not acknowledges(["Good question, the controller finishes it alone."])
    assert not acknowledges(["Priya orders it."]) and not acknowledges(["小林负责。"])
    assert is_reported_ask("The landlord asked for the kiln's electrical certificate.")
    assert not is_reported_ask("We asked for the kiln's electrical certificate last year.")
    assert not left_open("Shall I email the members about the fees?", ["Good question."])
    assert passed_over("Who renews the insurance?", ["The labels are smudged.", "Who renews the insurance?"],
                       ["I reprinted the labels."])
    assert not passed_over("Who renews the insurance?", ["The labels are smudged.", "Who renews the insurance?"],
                           ["I renewed the insurance in May."])


def test_a_chinese_yes_no_question_is_no_rule_and_a_good_idea_accepts():
    assert classify("预约表能不能加一栏写用的釉？", "user") != "constraints"
    assert classify("预约表不能超过三栏。", "user") == "constraints"
    accepted = compact([user(GOAL_ZH), user("预约表能不能加一栏写用的釉？"), assistant("好主意。")])
    assert "Not taken up" not in section(accepted, "## Key Decisions")
    turned = compact([user(GOAL_ZH), assistant("可以让会员自己在系统里改预约时间。"), user("好主意，不过老会员不会用手机。")])
    assert "**Rejected**" in section(turned, "## Key Decisions")
