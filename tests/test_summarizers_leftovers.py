"""The offline summarizer's twenty-first round: what the earlier rounds left. A failure whose cause is a broken
requirement said without an error word ("width must be a multiple of 256"), printed just above the tool's error
block; a rejection said as a group's vote ("the board voted it down") or as an option "off the table" in any
sentence, not only right after a user's turn-down. English and Chinese. The wording here is this file's own, not any
benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, next_steps, user

from sessionlog.summarizers import prompts
from sessionlog.summarizers.facts import classify
from sessionlog.summarizers.failures import cause_of

GOAL_EN = "Help me run the canal trust's lock-keeping rota and its map tiles."
GOAL_ZH = "帮我管运河信托的船闸值班表和地图切片。"


def log(n: int = 90) -> str:
    return "\n".join(f"[{i:03d}] tile 12/{2000 + i}/1361 rendered in {40 + i % 7} ms" for i in range(n))


@pytest.mark.parametrize("cause, block", [
    ("tile 14/8190/5447: width must be a multiple of 256 (got 250)", "error: render aborted after 90 tiles\nexit status 1"),
    ("[pngquant @ 0x7f3a10] palette exceeds 256 colours (412)", "Error writing tiles/14/8190.png\nConversion failed!"),
    ("backup set 'locks-2026' is too large for the target volume (61 GB > 50 GB)", "rsync error: some files could not be "
     "transferred (code 23)"),
    ("切片 14/8190/5447：宽度必须是 256 的倍数（实际 250）", "错误：渲染中止\n退出码 1"),
    ("缓存目录大小超出上限（61 GB，上限 50 GB）", "错误：写入失败"),
])
def test_a_broken_requirement_just_above_the_error_block_is_kept_as_the_cause(cause, block):
    text = log() + "\n" + cause + "\n" + block
    kept = cause_of(text, 300)
    assert cause in kept.splitlines(), kept
    assert block.splitlines()[0] in kept and prompts.js_len(kept) <= 300


@pytest.mark.parametrize("line", ["[042] must-see tile set rendered", "[043] exceeding nothing, all ok",
                                  "[044] 256 tiles required by the index were rendered"])
def test_ordinary_log_lines_do_not_become_causes(line):
    text = log() + "\n" + line + "\n" + "\n".join(f"[{i}] ok" for i in range(30)) + "\nerror: disk full\nexit status 1"
    kept = cause_of(text, 120)
    assert line not in kept and "error: disk full" in kept, kept


@pytest.mark.parametrize("zh, said, option", [
    (False, "The trust's board met on Tuesday. Moira says they voted it down: a paid mooring app is out.",
     "paid mooring app"),
    (False, "Gareth vetoed the night-time lock openings at the meeting.", "night-time lock openings"),
    (False, "The council knocked it back last week, the café barge at the top lock.", "café barge at the top lock"),
])
def test_a_rejection_said_as_a_vote_or_a_veto_is_kept(zh, said, option):
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("Okay."), user(said), assistant("Noted."),
                       user("Item 3: tidy page 3."), assistant("Done.")])
    assert any(option in line and "Rejected" in line for line in decisions(summary)), decisions(summary)


def test_an_option_off_the_table_is_rejected_in_the_assistants_report_without_a_turn_down_before_it():
    summary = compact([user(GOAL_EN), assistant("Okay."),
                       user("The boat club liked the plain link on the visitors' page. Moira says go ahead."),
                       assistant("Done: the link is up, and I've noted that selling the club's windlasses in our shop "
                                 "is off the table."),
                       user("Item 4: tidy page 4."), assistant("Done.")])
    assert any("selling the club's windlasses in our shop" in line and "Rejected" in line
               for line in decisions(summary)), decisions(summary)


@pytest.mark.parametrize("said", ["Is the lock-side café off the table?", "The lock-side café is not off the table.",
                                  "Take the windlass off the table before the visitors come.",
                                  "I turned it down to 18 degrees in the lock cottage.", "The new rota is out.",
                                  "They turned it down a notch, the pump is quieter now."])
def test_what_is_not_a_rejection_stays_one(said):
    assert classify(said, "user") != "decisions-rejected" and classify(said, "assistant") != "decisions-rejected"


@pytest.mark.parametrize("zh, said, item", [
    (False, "Moira took photos of the new lock gates: the visitors' page needs Moira's gate photos, all four, when she "
            "sends them.", "the visitors' page needs Moira's gate photos"),
    (False, "The notice board gets the winter stoppage list once Gareth brings it back.", "winter stoppage list"),
    (False, "The lock-keepers' handbook goes on the website when Priya emails it over.", "lock-keepers' handbook"),
    (True, "闸门的新照片等她发过来放到游客页上。", "闸门的新照片"),
])
def test_work_that_waits_on_someones_delivery_is_an_open_item(zh, said, item):
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), user(said),
                       assistant("好的。" if zh else "Okay.")])
    assert any(item in line for line in next_steps(summary)), next_steps(summary)


@pytest.mark.parametrize("said", ["When she sends invoices, always copy me in.", "When it arrives, it goes in the cold store."])
def test_a_habit_with_when_is_not_an_open_item(said):
    summary = compact([user(GOAL_EN), assistant("Okay."), user(said), assistant("Okay.")])
    assert not any(said[:20] in line for line in next_steps(summary)), next_steps(summary)


@pytest.mark.parametrize("said", ["我们应该给闸口的志愿者做一张值班卡。", "我一直想把游客页改成中英文两版。",
                                  "咱们也应该给船闸配一套备用钥匙。", "我早就想给码头加个遮阳棚。"])
def test_a_chinese_wish_for_work_is_an_open_item(said):
    assert classify(said, "user") == "next"


@pytest.mark.parametrize("said", ["我们应该是上个月改的值班表。", "我们应该不会再用那家船厂了。"])
def test_a_guess_with_yinggai_is_not_an_open_item(said):
    assert classify(said, "user") != "next"
    summary = compact([user(GOAL_ZH), assistant("好。"), user(said), assistant("好的。")])
    assert not any(said[:6] in line for line in next_steps(summary)), next_steps(summary)


@pytest.mark.parametrize("cause", [
    "tile 14/8190/5447: width should be a multiple of 256 (got 250)",
    "label 'canal-trust-lock-keeping-rota-and-map-tiles-export-2026-spring' is longer than 63 characters",
    "缓存目录大小超过上限（61 GB，上限 50 GB）",
    "切片文件名太长：canal_trust_lock_keeping_rota_2026.png",
])
def test_more_broken_requirements_just_above_the_error_block_are_kept(cause):
    text = log() + "\n" + cause + "\nerror: render aborted\nexit status 1"
    assert cause in cause_of(text, 300).splitlines()


def _plan(n: int = 6) -> list[str]:
    out = ["Terraform will perform the following actions:", ""]
    for i in range(n):
        out += [f"  # google_compute_instance.lock[{i}] must be replaced", '-/+ resource "google_compute_instance" "lock" {',
                '      ~ machine_type = "e2-small" -> "e2-medium" # forces replacement', "    }", ""]
    return out


def test_a_requirement_word_far_from_the_error_block_is_ordinary_output():
    text = "\n".join(_plan() + [
        "Plan: 6 to add, 0 to change, 6 to destroy.", "google_compute_instance.lock[0]: Creating...", "╷",
        "│ Error: Error creating instance: googleapi: Error 400: Invalid value for field 'resource.machineType'",
        "│ ", "│   with google_compute_instance.lock[0],", '│   on locks.tf line 9, in resource "google_compute_instance" "lock":',
        "│ ", "╵"])
    kept = cause_of(text, 300)
    assert "on locks.tf line 9" in kept and "with google_compute_instance.lock[0]," in kept, kept
    assert "must be replaced" not in kept, kept


def test_an_early_error_is_not_crowded_out_by_later_lines_with_requirement_words():
    text = "\n".join(["fatal: unable to read tree 4be1c0de", *log(20).splitlines(),
                      *(f"[{i:03d}] lock {i} rota must be re-sent to the keeper" for i in range(20, 40)), "done: 40 locks"])
    assert "fatal: unable to read tree 4be1c0de" in cause_of(text, 300)


def test_a_passing_test_just_above_a_failure_is_not_its_cause():
    text = "\n".join([f"    ✓ rota row {i} renders" for i in range(30)] + [
        "    ✓ too many keepers on one shift are split", "FAIL src/rota.test.ts", "  ✕ sends the rota (9 ms)",
        "Tests:       1 failed, 31 passed, 32 total"])
    kept = cause_of(text, 200)
    assert "too many keepers" not in kept and "FAIL src/rota.test.ts" in kept, kept


@pytest.mark.parametrize("said", [
    "Nothing is off the table yet, so bring every idea for the lock cottage.",
    "I don't think the tea kiosk is off the table.",
    "So the tea kiosk is off the table?",
    "The kiosk was off the table last spring, but the trustees are reconsidering it.",
    "Two trustees voted against, but the motion for the mooring app passed.",
    "Nobody vetoed it, so the night openings go ahead.",
    "Who vetoed the kiosk?",
    "We turned it down overnight so the pump stays quiet.",
    "We knocked it back to Thursday because the crane was booked.",
])
def test_a_verdict_word_that_is_negated_asked_or_literal_rejects_nothing(said):
    assert classify(said, "user") != "decisions-rejected" and classify(said, "assistant") != "decisions-rejected"


@pytest.mark.parametrize("said", ["The tea kiosk is still off the table.", "The council turned it down to protect the towpath.",
                                  "The trustees turned down the proposal for a tea kiosk.", "The mooring app was voted down.",
                                  "The bank turned us down."])
def test_a_verdict_said_in_other_common_forms_rejects(said):
    assert classify(said, "user") == "decisions-rejected"


@pytest.mark.parametrize("said", [
    "When they arrive, the keys go in the lock cottage safe.",
    "When you return it, hang the windlass back on its hook.",
    "Once you get in, the rota is on the left under Locks.",
    "It's simple once you get it: one row per keeper.",
    "值班表他昨天就发过来了。",
    "合同、保单等材料都已经寄过来了。",
    "我等了两天他才把报价单发过来。",
    "每次等船厂把零件寄过来，都要先拍照存档。",
    "我们应该有备份吧。",
    "我们应该早点告诉你的。",
    "我们应该怎么处理闸门漏水？",
    "我一直想把游客页改成中英文两版，上周终于弄好了。",
    "我一直想学吉他。",
])
def test_a_habit_a_report_or_a_guess_is_not_an_open_item(said):
    assert classify(said, "user") != "next" and classify(said, "assistant") != "next"


@pytest.mark.parametrize("said", ["Add the readings to the map as soon as she sends them.", "等她把保单发过来再改价格。",
                                  "咱们应该在闸口装一个摄像头。", "我一直想要把游客页改成中英文两版。"])
def test_more_work_that_waits_or_is_wished_for_is_an_open_item(said):
    assert classify(said, "user") == "next" and classify(said, "assistant") == "next"
