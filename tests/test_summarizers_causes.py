"""The offline summarizer's eighth-round rules: a failure block too long to keep whole keeps its causes
(exception and error lines with the lines under each) before the test runner's verdicts, and more
forms of turn-down, question back and open item — English and Chinese. The wording here is this
file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, next_steps, section, user
from support import summary_result as result

from sessionlog.summarizers import prompts
from sessionlog.summarizers.causes import clip_line
from sessionlog.summarizers.failures import cause_of

GOAL_EN = "Help me keep the bell-ringers' tower rota tool in shape."
GOAL_ZH = "帮我维护钟楼敲钟队的排班系统。"


def log(n: int = 120) -> str:
    return "\n".join(f"[{i:03d}] compiling unit {i} ... ok" for i in range(n))


def report(k: int = 14) -> str:
    """A test runner's list of passing tests: ordinary lines between the cause and the verdict."""
    return "\n".join(f"test tower::tests::case_{i} ... ok" for i in range(k))


@pytest.mark.parametrize("cause, around", [
    # a Rust test panic between the runner's FAILED line and its summary
    ("thread 'tower::tests::peal_length' panicked at tower/src/peal.rs:41:5:\nassertion `left == right` failed\n"
     "  left: 5040\n right: 5039",
     "running 15 tests\n{report}\ntest tower::tests::peal_length ... FAILED\n\nfailures:\n\n"
     "---- tower::tests::peal_length stdout ----\n{cause}\n\nfailures:\n    tower::tests::peal_length\n\n"
     "test result: FAILED. 14 passed; 1 failed; 0 ignored\n\nerror: test failed, to rerun pass `-p tower --lib`"),
    # the inner exception under a .NET test failure's outer one
    ("---> System.ArgumentException: Bell 'Tenor (old)' is not in the ring.\n   at Tower.Ring.Find(String name) in /src/Ring.cs:line 19",
     "  Failed Tower.Tests.RotaTests.FillsSunday [12 ms]\n  Error Message:\n   System.InvalidOperationException: "
     "Could not fill Sunday.\n{cause}\n   --- End of inner exception stack trace ---\n   at Tower.Rota.Fill(Day d) in "
     "/src/Rota.cs:line 88\n   at Tower.Rota.FillWeek() in /src/Rota.cs:line 61\n\n{report}\n"
     "Failed!  - Failed:     1, Passed:    14, Skipped:     0, Total:    15"),
    # a Jest failure bullet with its expected and received lines, blank lines between
    ("● rota › gives the tenor to a ringer with a band\n\n    expect(received).toEqual(expected)\n\n"
     "    Expected: \"Ann\"\n    Received: \"Bob\"",
     "FAIL src/rota.test.ts\n  rota\n    ✓ keeps the treble (2 ms)\n    ✕ gives the tenor to a ringer with a band (3 ms)\n\n"
     "  {cause}\n\n      21 |   it('gives the tenor', () => {{\n    > 22 |     expect(pick('tenor')).toEqual('Ann');\n"
     "         |                           ^\n\n{report}\nTests:       1 failed, 14 passed, 15 total"),
    # a Go race report: a title, then a sub-header ending in ":" and the frames under it
    ("WARNING: DATA RACE\nRead at 0x00c000124010 by goroutine 7:\n  tower/rota.(*Week).Count()\n"
     "      /src/tower/rota/week.go:40 +0x64",
     "==================\n{cause}\n\nPrevious write at 0x00c000124010 by goroutine 6:\n  tower/rota.(*Week).Add()\n"
     "      /src/tower/rota/week.go:22 +0x9c\n\nGoroutine 7 (running) created at:\n  tower/rota.TestParallel()\n"
     "==================\n{report}\n--- FAIL: TestParallel (0.01s)\n    testing.go:1465: race detected during execution of test\n"
     "FAIL\ttower/rota\t0.051s"),
    # a chained Python traceback: the root cause above the last error
    ("ValueError: invalid literal for int() with base 10: 'six'",
     "Traceback (most recent call last):\n  File \"tower/load.py\", line 12, in read\n    bells = int(row['bells'])\n"
     "            ^^^^^^^^^^^^^^^^^^\n{cause}\n\nDuring handling of the above exception, another exception occurred:\n\n"
     "Traceback (most recent call last):\n  File \"tower/load.py\", line 40, in main\n    read(path)\n"
     "  File \"tower/load.py\", line 15, in read\n    raise RotaError(path)\ntower.errors.RotaError: rota/week-12.csv"),
])
def test_a_long_failure_block_keeps_its_causes_before_the_runners_verdicts(cause, around):
    text = log() + "\n" + around.format(cause=cause, report=report())
    kept = cause_of(text, 440)
    assert cause in kept and prompts.js_len(kept) <= 440
    assert "case_3 ... ok" not in kept  # the passing tests are not the cause


@pytest.mark.parametrize("messages, option", [
    ([user("Any thoughts on the summer?"),
      assistant("Noted. One idea from other towers: open practice nights for visitors, with a taster on the back bells."),
      user("Not this summer. The tower's insurance covers members only until the review in October.")],
     "open practice nights for visitors"),
    ([user("The brass band's secretary wrote. Their idea: \"share the tower room on Thursdays for their practice.\""),
      assistant("Shall I draft a reply? Or are you open to it?"),
      user("The room holds the ropes and the clock; nobody else goes up there. Say so, kindly."),
      assistant("", ("c1", "write", {"path": "letters/band.md", "content": "..."})), result("c1", "ok", name="write"),
      assistant("The reply is in letters/band.md.")], "share the tower room on Thursdays for their practice"),
    ([user("What would bring in new ringers?"),
      assistant("Then while I'm on the rota: I'll pair every learner with a different tutor each week."),
      user("Learners need one tutor; changing every week undoes the handling they've learnt."),
      assistant("Then I'll drop the weekly pairing; each learner keeps one tutor.")], "pair every learner with a different tutor each week"),
    ([user("你有什么吸引新人的主意？"), assistant("我看到别的钟楼把练习录像放到网上收费观看。"), user("录像不放。"), assistant("好。")],
     "把练习录像放到网上收费观看"),
])
def test_more_turn_downs_out_of_step(messages, option):
    zh = option[0] > "\u3000"
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), assistant("好。" if zh else "Okay."), *messages])
    assert any(option in line and ("Not taken up" in line or "Rejected" in line)
               for line in section(summary, "## Key Decisions").splitlines())


@pytest.mark.parametrize("message, reply, item", [
    ("The ropes are in the vestry. What I want out of all this is a monthly peal count per ringer.", "Sure, later.",
     "a monthly peal count per ringer"),
    ("Something for the list. What would really help is the tower's weather reading on the rota page.", "Understood.",
     "the tower's weather reading on the rota page"),
    ("国庆前要把新队员的练习表发出去，队长已经在催了。", "收到。", "国庆前要把新队员的练习表发出去"),
])
def test_a_wish_or_a_dated_obligation_acknowledged_stays_open(message, reply, item):
    zh = item[0] > "\u3000"
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), user(message), assistant(reply)])
    assert any(item in step for step in next_steps(summary))


def test_a_question_whose_own_words_the_reply_leaves_out_is_passed_over():
    message = "And does a touch that comes round twice count as one or two? Also how many ringers are on Sunday's list?"
    summary = compact([user(GOAL_EN), user(message), assistant("", ("c1", "bash", {"command": "rota count --day sun"})),
                       result("c1", "8 ringers"), assistant("8 ringers on Sunday's list.")])
    assert any("does a touch that comes round twice count as one or two" in step for step in next_steps(summary))


# ---------------------------------------------------------------- a review's findings, each failing before its fix
def test_a_long_run_of_acknowledgements_is_read_in_linear_time():
    from sessionlog.summarizers.requests import acknowledges
    assert not acknowledges(["No, not yet, " * 40 + "sorry, the vestry key"])  # was exponential: 2**40 splits


def test_a_relayed_proposal_answered_with_a_deferral_is_not_turned_down():
    summary = compact([user(GOAL_EN), user('A letter from the diocese: "Could visitors ring the back six at the open day?"'),
                       assistant("What would you like me to say?"),
                       user("Let me think about it. Meanwhile, fix the login bug on the rota page."), assistant("Okay.")])
    assert "Not taken up" not in section(summary, "## Key Decisions")
    assert "Meanwhile, fix the login bug on the rota page." in next_steps(summary)


@pytest.mark.parametrize("message, request_", [
    ("Tom asked whether the tower opens at nine. No. Please update the website footer.", "Please update the website footer."),
    ("队员问能不能九点开门。不行。请把网站上的开门时间改一下。", "请把网站上的开门时间改一下。"),
])
def test_a_request_after_a_turn_down_is_not_taken_as_its_reason(message, request_):
    zh = message[0] > "\u3000"
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), user(message), assistant("好的。" if zh else "Will do.")])
    assert request_ in next_steps(summary)
    assert "Tom asked whether" not in section(summary, "## Key Decisions")


def test_a_concession_that_carries_the_plan_out_drops_nothing():
    summary = compact([user(GOAL_EN), user("Plan the migration."),
                       assistant("I'll migrate the peals table to the new schema tonight."),
                       user("The peals table has a trigger on it, disable the trigger first."),
                       assistant("Good point, I'll disable the trigger first and then migrate.",
                                 ("c1", "bash", {"command": "psql -f migrate.sql"})),
                       result("c1", "ok"), assistant("Migrated the peals table.")])
    assert "Not taken up" not in section(summary, "## Key Decisions")


def test_a_question_answered_by_a_plan_is_answered():
    summary = compact([user(GOAL_EN), user("Any ideas for the quiet months?"),
                       assistant("I'll set up a winter handbell evening in the ringing room."), user("Sounds good."),
                       assistant("Done, booked the first evening.")])
    assert "Any ideas for the quiet months?" not in next_steps(summary)


@pytest.mark.parametrize("asked, reply", [("Did you ever sort out the peal board export?", "No, not yet."),
                                          ("钟谱导出的问题你后来弄了吗？", "没有，还没弄。")])
def test_no_not_yet_leaves_the_question_open(asked, reply):
    zh = asked[0] > "\u3000"
    summary = compact([user(GOAL_ZH if zh else GOAL_EN), user(asked), assistant(reply)])
    assert asked in next_steps(summary)


def test_a_run_of_labels_is_read_without_recursion():
    summary = compact([user("Also: " * 1000 + "tea for the ringers")])  # raised RecursionError (one level per label)
    assert summary.startswith("## Goal")


def test_a_long_sentence_of_passed_on_questions_is_read_in_linear_time():
    from sessionlog.summarizers.threads import passes_on_a_question
    assert passes_on_a_question("Tom asked whether x " * 5000 + "could")  # was quadratic: a scan to the end per match
    assert not passes_on_a_question("Tom asked whether the band could ring at the fete.")  # a modal near it: a proposal


def test_a_lone_surrogate_in_a_long_failure_is_clipped_not_raised():
    text = "ValueError: \ud800" + "y" * 5000 + "\n" + "z\n" * 300
    summary = compact([user(GOAL_EN), assistant("", ("c1", "bash", {"command": "make"})), result("c1", text, error=True)])
    assert "ValueError:" in section(summary, "## Tool Failures")


@pytest.mark.parametrize("inside", ["<read-files>\nsecret/a.py\n</read-files>", '<summary-state compaction="99"/>'])
def test_appendix_tags_inside_a_failures_cause_are_its_text(inside):
    text = log() + f"\nerror: bad manifest\n{inside}\nError: end"
    first = compact([user(GOAL_EN), assistant("", ("c1", "bash", {"command": "make"})), result("c1", text, error=True)])
    again = compact([], first)  # read back with nothing new: the cause is unchanged, nothing leaks into the state
    failures = lambda s: s.split("## Tool Failures\n", 1)[1].split("\n\n<", 1)[0]  # noqa: E731
    assert inside in failures(first) and failures(again) == failures(first)
    assert again.count("secret/a.py") == first.count("secret/a.py")  # not also listed as a file read
    assert '<summary-state compaction="2"/>' in again


def test_a_fence_left_open_in_a_previous_summary_hides_no_appendix():
    previous = "## Goal\n- Ship it.\n\n## Critical Context\n- ```\n- make\n\n<read-files>\nsrc/a.py\n</read-files>"
    summary = compact([user("Carry on with the release notes, please, as we discussed.")], previous)
    assert "<read-files>\nsrc/a.py\n</read-files>" in summary


# what a long line says is kept when the room is small: its location shortened, or the last of a chain of causes
_LINKED = ("Linking .pio/build/uno/firmware.elf\n/root/.platformio/packages/toolchain-atmelavr/bin/../lib/gcc/avr/7.3.0/"
           "../../../../avr/bin/ld: region `data' overflowed by 212 bytes\ncollect2: error: ld returned 1 exit status\n"
           "*** [.pio/build/uno/firmware.elf] Error 1\n" + "=" * 30 + " [FAILED] Took 4.02 seconds " + "=" * 30)
_CHAINED = ("2026-03-03 05:01:02 tower-rota[812]: Failed to start the rota service: could not resolve dependencies for "
            "project org.bells:rota:jar:1.0.0: could not find artifact org.bells:peal-sdk:jar:4.1 in central")


def test_a_located_line_keeps_what_it_says_when_the_room_is_small():
    kept = cause_of(_LINKED, 120)
    assert "ld: region `data' overflowed by 212 bytes" in kept, kept  # cut from its start, the path would take it all
    assert "/root/.platformio/packages" not in kept  # the location shortened to its end


def test_a_chain_of_causes_too_long_for_the_room_keeps_its_last_cause():
    kept = clip_line(_CHAINED, 120)
    assert kept.startswith("…") and kept.endswith("could not find artifact org.bells:peal-sdk:jar:4.1 in central"), kept
    text = "\n".join([f"05:00:{i:02d} tower-rota[812]: ringing bell {i}" for i in range(30)]
                     + [_CHAINED, "tower-rota.service: Main process exited, code=exited, status=1/FAILURE"])
    assert "could not find artifact org.bells:peal-sdk:jar:4.1" in cause_of(text, 200), cause_of(text, 200)



def test_a_journals_emerg_line_is_a_cause_kept_whole_with_its_time():
    emerg = ("Mar 03 05:00:07 pier nginx[812]: 2026/03/03 05:00:07 [emerg] 812#812: bind() to 0.0.0.0:443 failed "
             "(98: Address already in use)")
    journal = "\n".join(
        [f"Mar 03 05:00:0{i} pier nginx[812]: 2026/03/03 05:00:0{i} [notice] 812#812: using the epoll event method"
         for i in range(6)] + [emerg]
        + [f"Mar 03 05:00:{i:02d} pier nginx[812]: 2026/03/03 05:00:{i:02d} [notice] 812#812: still trying to bind"
           for i in range(8, 30)]
        + ["Mar 03 05:00:31 pier systemd[1]: nginx.service: Control process exited, code=exited, status=1/FAILURE"])
    assert emerg in cause_of(journal, 300).splitlines()  # a cause line, not an error line with its location shortened


def test_a_logs_first_error_is_its_root_and_may_take_most_of_the_room():
    root = ('2026-03-03T05:05:00 tickets[44]: level=error msg="sync failed" error="duplicate key value violates unique '
            'constraint bookings_pkey on the ferry bookings table"')
    log_ = "\n".join([f'2026-03-03T05:0{i}:00 tickets[44]: level=info msg="sync {i}"' for i in range(5)] + [root]
                     + ['2026-03-03T05:05:01 tickets[44]: level=error msg="shutting down" error="context canceled"',
                        '2026-03-03T05:05:02 tickets[44]: level=info msg="bye"'])
    assert root in cause_of(log_, 220).splitlines()  # longer than half the record, kept whole
