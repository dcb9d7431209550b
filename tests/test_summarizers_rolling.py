"""The offline summarizer's rolling rules: failure causes, merging and aging, routine counts, open items,
the goal, workspace rules and the budget — each rule on its own, over chained compactions."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import sessions
from support import assistant, user
from support import section

from sessionlog.core.view import build_view
from sessionlog.summarizers import (
    SummarizerError,
    SummaryRequest,
    get_summarizer,
    prompts,
)
from sessionlog.summarizers.facts import carriers, classify, completes, split_sentences
from sessionlog.summarizers.failures import cause_of, failures_appendix
from sessionlog.summarizers.offline import OfflineSummarizer


def result(cid, name, text, error=False):
    return {"role": "toolResult", "toolCallId": cid, "toolName": name, "content": [{"type": "text", "text": text}],
            "isError": error, "timestamp": 1}


def custom(text, custom_type="agents-md"):
    return {"role": "custom", "customType": custom_type, "content": text, "display": False, "timestamp": 1}


def compact(messages, previous=None, summarizer=None, **fields):
    request = SummaryRequest.build(kind="compaction", messages=messages, previous_summary=previous, **fields)
    return (summarizer or get_summarizer("offline")).summarize(request)


def roll(spans, summarizer=None, **fields):
    """Compact each span in turn, each with the previous summary; the summaries."""
    out, previous = [], None
    for span in spans:
        previous = compact(span, previous, summarizer, **fields)
        out.append(previous)
    return out


def long_log(n=200, tail="ModuleNotFoundError: No module named 'reportlab'\nexit code 2"):
    return "\n".join(f"[{i:03d}] rendering page {i} ... ok" for i in range(n)) + "\n" + tail


# ---------------------------------------------------------------- failures keep their cause
def test_a_failure_at_the_end_of_a_long_log_keeps_its_cause_tool_command_and_exit_code():
    out = compact([user("Render the invoices as PDF with the new template, please."),
                   assistant("", ("c1", "bash", {"command": "python -m invoices.render --all"})),
                   result("c1", "bash", long_log(), error=True)])
    record = section(out, "## Tool Failures")
    assert record.splitlines()[0] == "- bash `python -m invoices.render --all` (exit 2):"
    assert "\n```\n…\nModuleNotFoundError: No module named 'reportlab'\nexit code 2\n```" in record  # lines kept as lines
    assert "[000] rendering page 0" not in record  # the head of the log is not the cause
    assert prompts.js_len(record) <= 2 + 360


def test_error_lines_inside_a_long_log_are_kept_with_the_tail():
    text = long_log(80, "") .replace("[040] rendering page 40 ... ok",
                                      "[040] ERROR: font 'DejaVu Sans' not found, falling back") + "\nexit status 1"
    cause = cause_of(text, 300)
    assert "ERROR: font 'DejaVu Sans' not found" in cause and cause.endswith("exit status 1")
    assert "[041]" not in cause


def test_the_tail_is_the_last_line_when_it_names_the_error_else_the_two_last_lines():
    named = cause_of(long_log(200, "Error: errcode 40001, invalid credential"), 300)
    assert named == "… Error: errcode 40001, invalid credential"
    bare = cause_of(long_log(200, "Segmentation fault (core dumped) in worker\nexit code 139"), 300)
    assert bare == "…\nSegmentation fault (core dumped) in worker\nexit code 139"
    quiet = cause_of(long_log(200, "the last thing it printed\ndone."), 300)
    assert quiet == "…\nthe last thing it printed\ndone."


def test_short_failure_output_is_kept_whole_and_a_bash_execution_names_its_exit_code():
    messages = [{"role": "bashExecution", "command": "make   lint", "output": "E501 line too long\nsrc/a.py:3",
                 "exitCode": 2, "cancelled": False, "truncated": False, "timestamp": 1},
                {"role": "bashExecution", "command": "make fmt", "output": "killed", "exitCode": 137,
                 "cancelled": True, "truncated": False, "timestamp": 1},
                {"role": "bashExecution", "command": "make ok", "output": "", "exitCode": 0,
                 "cancelled": False, "truncated": False, "timestamp": 1}]
    assert failures_appendix(messages) == "\n\n## Tool Failures\n- bash `make lint` (exit 2):\n```\nE501 line too long\nsrc/a.py:3\n```"


def test_a_failed_read_names_its_path_and_a_later_success_resolves_it_counted():
    first = compact([assistant("", ("c1", "read", {"path": "config/app.toml"})),
                     result("c1", "read", "ENOENT: no such file or directory, open 'config/app.toml'", error=True)])
    assert "- read `config/app.toml`: ENOENT: no such file or directory" in first
    second = compact([assistant("", ("c2", "read", {"path": "config/app.toml"})), result("c2", "read", "[app]")],
                     previous=first)
    assert "ENOENT" not in second and "- ...and 1 resolved by a later run" in section(second, "## Tool Failures")
    third = compact([user("Carry on with the config work now please.")], previous=second)
    assert "- ...and 1 resolved by a later run" in third  # the count is carried, not reset


def test_a_later_failure_of_the_same_command_supersedes_the_earlier_one():
    spans = [[assistant("", (f"c{i}", "bash", {"command": "pytest -x"})), result(f"c{i}", "bash", cause, error=True)]
             for i, cause in enumerate(["ImportError: cannot import name 'A'", "AssertionError: 2 != 3"])]
    last = roll(spans)[-1]
    failures = section(last, "## Tool Failures")
    assert "AssertionError: 2 != 3" in failures and "ImportError" not in failures
    assert "- ...and 1 resolved by a later run" in failures


def test_failures_beyond_the_cap_are_counted_across_compactions():
    spans = [[assistant("", (f"c{i}", "bash", {"command": f"job-{i}"})), result(f"c{i}", "bash", "boom", error=True)]
             for i in range(12)]
    last = roll(spans)[-1]
    lines = section(last, "## Tool Failures").splitlines()
    assert len(lines) == 9 and lines[-1] == "- ...and 4 more" and "`job-11`" in lines[-2]
    assert [line.split("`")[1] for line in lines[:-1]] == [f"job-{i}" for i in range(4, 12)]


def test_the_staged_llm_path_gets_the_same_failure_appendix():
    messages = [assistant("", ("c1", "bash", {"command": "python -m invoices.render --all"})),
                result("c1", "bash", long_log(), error=True)]
    appendix = failures_appendix(messages)
    assert "(exit 2)" in appendix and "ModuleNotFoundError: No module named 'reportlab'" in appendix
    assert appendix in compact(messages)


# ---------------------------------------------------------------- merging and aging
def test_a_repeated_item_is_kept_once_at_its_newest_position():
    out = roll([[assistant("", ("c1", "bash", {"command": "make test"}))],
                [assistant("", ("c2", "bash", {"command": "ruff check ."}))],
                [assistant("", ("c3", "bash", {"command": "make test"}))]])[-1]
    context = section(out, "## Critical Context").splitlines()
    assert context == ["- Ran `ruff check .`", "- Ran `make test`"]


def test_an_item_that_differs_only_in_its_numbers_supersedes_the_older_one():
    out = roll([[assistant("12 of 150 steps of the plan are complete.")],
                [assistant("14 of 150 steps of the plan are complete.")]])[-1]
    assert "14 of 150 steps" in out and "12 of 150 steps" not in out
    counters = roll([[user(f"On to checklist item {i}-{i % 3 + 1}: bump the rules in lint.toml.")] for i in (8, 18, 28)])[-1]
    assert section(counters, "## Critical Context") == "- On to checklist item 28-2: bump the rules in lint.toml."
    apart = roll([[assistant("Updated pkg/mod_12.py.")], [assistant("Updated pkg/mod_13.py.")]])[-1]
    assert "pkg/mod_12.py" in apart and "pkg/mod_13.py" in apart  # digits inside a name are not a count


def test_done_items_carry_their_compaction_and_age_out_counted():
    chores = ["Fixed the imports.", "Updated the docstrings.", "Renamed the helpers.", "Removed the dead code.",
              "Fixed the typos.", "Cleaned up the tests."]
    summaries = roll([[assistant(c)] for c in chores], OfflineSummarizer(done_ttl=2))
    assert '<summary-state compaction="1"/>' in summaries[0] and '<summary-state compaction="6"/>' in summaries[5]
    assert section(summaries[1], "### Done").splitlines() == ["- [x] Fixed the imports. (c1)",
                                                              "- [x] Updated the docstrings. (c2)"]
    assert section(summaries[5], "### Done").splitlines() == [
        "- [x] 4 earlier steps done (not listed)", "- [x] Fixed the typos. (c5)", "- [x] Cleaned up the tests. (c6)"]


def test_a_done_step_superseded_by_the_next_of_its_kind_is_counted():
    out = roll([[assistant(f"Step {i}.1 done: I sorted the imports.")] for i in range(1, 6)])[-1]
    assert section(out, "### Done").splitlines() == ["- [x] 4 earlier steps done (not listed)",
                                                      "- [x] Step 5.1 done: I sorted the imports. (c5)"]


def test_an_aged_done_item_stays_while_it_carries_a_fact_found_nowhere_else():
    spans = [[assistant("Added the `--dry-run` flag to the exporter.")],
             *[[assistant(f"Step {i} done.")] for i in range(2, 7)]]
    out = roll(spans, OfflineSummarizer(done_ttl=1))[-1]
    assert "- [x] Added the `--dry-run` flag to the exporter. (c1)" in out
    edited = roll([[assistant("", ("c1", "edit", {"path": "src/a.py"}))], *[[user("Go on with the next part of it.")]] * 3],
                  OfflineSummarizer(done_ttl=1), modified_files=["src/a.py"])[-1]
    assert "Edited `src/a.py`" not in edited and "- [x] 1 earlier step done (not listed)" in edited


def test_an_aged_done_item_goes_when_a_newer_one_says_the_same_kind_of_thing():
    spans = [[assistant(f"Updated `{fn}` in src/{mod}.py.")] for fn, mod in
             [("load", "a"), ("save", "b"), ("flush", "c"), ("parse", "d")]]
    out = roll(spans, OfflineSummarizer(done_ttl=1))[-1]
    assert "`parse` in src/d.py" in out and all(f"`{fn}`" not in out for fn in ("load", "save", "flush"))
    assert "- [x] 3 earlier steps done (not listed)" in out


def test_rolling_is_stateless_the_same_text_and_messages_give_the_same_summary():
    spans = [[user(f"Continue with step {i}.1 of the plan, the exporter part."),
              assistant(f"Step {i}.1 done: all {40 + i} tests pass.")] for i in range(5)]
    summaries = roll(spans)
    again = compact(spans[-1], summaries[-2])
    assert again == summaries[-1]


# ---------------------------------------------------------------- routine collapses into a count
def test_routine_progress_collapses_into_a_count_and_the_summary_stops_growing():
    spans = [[user(f"Continue with step {i}.1."), assistant(f"Working on step {i}.1."),
              assistant(f"Step {i}.1 done."), user(f"Next: step {i}.2."), assistant(f"Step {i}.2 done.")]
             for i in range(1, 41)]
    summaries = roll(spans)
    assert prompts.js_len(summaries[39]) <= prompts.js_len(summaries[9]) + 20
    done = section(summaries[39], "### Done").splitlines()
    assert re.fullmatch(r"- \[x\] (\d+) earlier steps done \(not listed\)", done[0])
    listed = len(done) - 1
    assert int(done[0].split()[2]) + listed == 80  # every routine step is either listed or counted
    assert section(summaries[39], "## Next Steps") == "- (none)"  # each "Next: step N.2" was done


# ---------------------------------------------------------------- next steps
@pytest.mark.parametrize("sentence", [
    "Next: rotate the staging credentials.", "TODO: rotate the staging credentials.",
    "Still to do: rotate the staging credentials.", "We still need to rotate the staging credentials.",
    "Remember to rotate the staging credentials later.", "Open item: rotate the staging credentials.",
    "下一步：轮换预发环境的凭据。", "待检查：预发环境的凭据是否轮换。", "还需要轮换预发环境的凭据。",
    "后续要轮换预发环境的凭据。", "待办：轮换预发环境的凭据。"])
def test_next_steps_are_recognised_in_ordinary_english_and_chinese_phrasing(sentence):
    out = compact([user("Please help with the release of the billing service this week."), user(sentence)])
    assert f"1. {sentence}" in section(out, "## Next Steps").splitlines()


@pytest.mark.parametrize("pending, unrelated, done", [
    ("We still need to rotate the staging credentials.", "Done: rotated the production logs.",
     "Done: rotated the staging credentials."),
    ("还需要核对昨天的订单总数。", "核对了今天的日志。", "昨天的订单总数已经核对完了。"),
])
def test_an_open_item_stays_in_next_steps_until_a_done_sentence_names_it(pending, unrelated, done):
    spans = [[user("Please help with the release of the billing service this week."), user(pending)],
             *[[assistant(unrelated)]] * 10, [assistant(done)]]
    summaries = roll(spans)
    assert all(pending in section(s, "## Next Steps") for s in summaries[:-1])
    assert section(summaries[-1], "## Next Steps") == "- (none)" and done in section(summaries[-1], "### Done")


def test_completion_needs_the_items_words_not_just_a_done_cue():
    assert completes("Step 12.2 done.", "Next: step 12.2.")
    assert not completes("Step 12.3 done.", "Next: step 12.2.")
    assert not completes("Added a regression test for step 7.", "Add a regression test for rotation.")
    assert completes("Updated the runbook for key rotation.", "We still need to update the runbook for key rotation.")


# ---------------------------------------------------------------- the goal
def test_the_goal_is_the_sessions_goal_and_in_progress_the_current_request():
    spans = [[user("Please migrate the billing service to the new payments API this sprint.")],
             *[[user(f"Now please also tidy up the module number {i} before lunch today.")] for i in range(8)],
             [user("The goal is also to drop the legacy webhook endpoint by Friday.")],
             [user("Fine, carry on with the cleanup of the exporter module.")]]
    out = roll(spans)[-1]
    assert section(out, "## Goal").splitlines() == [
        "- Please migrate the billing service to the new payments API this sprint.",
        "- The goal is also to drop the legacy webhook endpoint by Friday."]
    assert section(out, "### In Progress") == "- [ ] Fine, carry on with the cleanup of the exporter module."


def test_explicit_goals_are_bounded_the_first_goal_stays():
    spans = [[user("Build the reporting dashboard for the finance team.")],
             *[[user(f"The new task is to add chart number {i} to the dashboard.")] for i in range(6)]]
    goals = section(roll(spans, OfflineSummarizer(max_goals=3))[-1], "## Goal").splitlines()
    assert goals == ["- Build the reporting dashboard for the finance team.",
                     "- The new task is to add chart number 4 to the dashboard.",
                     "- The new task is to add chart number 5 to the dashboard."]


# ---------------------------------------------------------------- workspace rules
AGENTS = ("# AGENTS.md\n\n## Project\nA Django shop.\n\n## Red Lines\n- Never run migrations on the shared database.\n"
          "- Ask before deleting any file.\n\n## Tone\n- Be brief and never rude.\n")


def test_bootstrap_rules_before_the_first_user_message_go_to_the_rules_block_and_survive():
    spans = [[custom(AGENTS), user("Add CSV export to the reports page, please."), assistant("On it.")],
             *[[user(f"Continue with part {i} of the export work.")] for i in range(10)]]
    summaries = roll(spans)
    block = "<workspace-critical-rules>\n## Red Lines\n- Never run migrations on the shared database.\n" \
            "- Ask before deleting any file.\n</workspace-critical-rules>"
    assert all(s.endswith(block) for s in summaries)
    assert summaries[0].count("Never run migrations") == 1  # not also in the body
    assert "Be brief" not in summaries[0].split("<workspace-critical-rules>")[1]


def test_rules_without_a_rules_heading_are_the_lines_that_state_a_rule_in_either_language():
    out = compact([custom("你是一个代码助手。\n- 不要直接修改 main 分支。\n- 任何删除操作都要先确认。\n今天天气很好。"),
                   user("帮我看一下登录页的问题。")])
    # a quantified subject states a rule too (fifth round: ``classes.states_rule``); the weather does not
    assert out.endswith("<workspace-critical-rules>\n- 不要直接修改 main 分支。\n- 任何删除操作都要先确认。\n</workspace-critical-rules>")
    zh = compact([custom("# 说明\n## 红线\n- 任何删除操作都要先确认。\n## 其他\n- 随意"), user("帮我看一下登录页的问题。")])
    assert "<workspace-critical-rules>\n## 红线\n- 任何删除操作都要先确认。\n</workspace-critical-rules>" in zh


def test_content_after_the_first_user_message_or_after_a_compaction_is_not_bootstrap():
    late = compact([user("Hello there, please start with the export."), custom("- Never deploy on Fridays.")])
    assert "<workspace-critical-rules>" not in late
    later = compact([custom("- Never deploy on Fridays.")], previous="## Goal\n- Ship it.")
    assert "<workspace-critical-rules>" not in later


def test_caller_rules_come_first_and_each_line_is_shown_once_with_overflow_counted():
    out = compact([custom(AGENTS), user("Add CSV export to the reports page.")],
                  workspace_rules="## Red Lines\n- Ask before deleting any file.\n- Keep PRs small.")
    block = out.split("<workspace-critical-rules>\n", 1)[1]
    assert block.startswith("## Red Lines\n- Ask before deleting any file.\n- Keep PRs small.\n"
                            "- Never run migrations on the shared database.\n</")
    many = "\n".join(f"- Never touch system {i:03d} without a ticket." for i in range(80))
    capped = compact([user("Start the audit of the old systems now.")], workspace_rules=many,
                     summarizer=OfflineSummarizer(rules_chars=500))
    rules = capped.split("<workspace-critical-rules>\n", 1)[1].split("\n</workspace-critical-rules>")[0].splitlines()
    shown = len(rules) - 1
    assert rules[-1] == f"…({80 - shown} more rule lines not shown)"
    again = compact([user("Next part of the audit, please.")], previous=capped, workspace_rules=many,
                    summarizer=OfflineSummarizer(rules_chars=500))
    assert f"…({80 - shown} more rule lines not shown)" in again  # supplied again: not counted twice


# ---------------------------------------------------------------- the budget
def _heavy_span(i):
    return [user(f"Ticket OPS-{i:04d}: move pkg/mod_{i}.py to the new logger, keep the API."),
            assistant(f"Moved pkg/mod_{i}.py; the logger id is log-{i:04d}-x.")]


def test_over_the_budget_the_oldest_least_important_items_go_and_the_loss_is_counted():
    previous = compact([user("We are migrating every module to the new logger this quarter."),
                        user("Important: never log customer e-mail addresses."),
                        user("Could we just silence the old logger? We rejected that because audits need it.")])
    spans = [[m for i in range(k * 20, k * 20 + 20) for m in _heavy_span(i)] for k in range(6)]
    summarizer = OfflineSummarizer(max_chars=4000)
    summaries, current = [], previous
    for span in spans:
        current = compact(span, current, summarizer)
        summaries.append(current)
    last = summaries[-1]
    assert prompts.js_len(last) <= 4000
    assert "never log customer e-mail addresses" in section(last, "## Constraints & Preferences")
    assert "We rejected that because audits need it." in last
    assert "We are migrating every module to the new logger this quarter." in section(last, "## Goal")
    dropped = re.search(r"- (\d+) older items were left out to fit the summary budget \(4,000 characters\)", last)
    assert dropped is not None
    kept = len(re.findall(r"OPS-\d{4}", last))
    planted = len({f"OPS-{i:04d}" for i in range(120)})
    assert kept < planted and "OPS-0119" in last and "OPS-0000" not in last  # newest kept, oldest gone
    counts = [int(m.group(1)) for s in summaries
              if (m := re.search(r"- (\d+) older items were left out", s)) is not None]
    assert counts == sorted(counts) and counts[-1] == int(dropped.group(1))  # cumulative, never reset


def test_the_appendix_is_kept_whole_when_the_body_must_give_way():
    messages = [m for i in range(300) for m in _heavy_span(i)]
    files = [f"pkg/mod_{i}.py" for i in range(50)]
    rules = "## Red Lines\n- never drop tables"
    out = compact(messages, modified_files=files, workspace_rules=rules,
                  previous="## Constraints & Preferences\n- Never drop tables in prod.")
    assert prompts.js_len(out) <= 12000
    assert out.endswith(prompts.format_file_operations(*prompts.compute_file_lists([], files, []))
                        + "\n\n<workspace-critical-rules>\n" + rules + "\n</workspace-critical-rules>")
    assert "Never drop tables in prod." in out and "pkg/mod_299.py" in out
    assert re.search(r"- \d+ older items were left out to fit the summary budget \(12,000 characters\)", out)


def test_budget_settings_are_checked():
    assert OfflineSummarizer().settings.max_chars == 12000
    for bad in ({"max_chars": 0}, {"done_ttl": -1}, {"max_chars": "big"}, {"colour": "blue"}):
        with pytest.raises(SummarizerError):
            get_summarizer("offline", **bad)


@settings(max_examples=40)
@given(sessions(versions=(3,)), st.integers(120, 6000), st.integers(1, 4), st.sampled_from(["compaction", "branch"]))
def test_the_summary_never_exceeds_its_budget_over_chained_compactions(lines, budget, rounds, kind):
    messages = build_view(lines[1:]).messages
    summarizer = OfflineSummarizer(max_chars=budget)
    previous = None
    chunk = max(1, len(messages) // rounds)
    for start in range(0, max(1, len(messages)), chunk):
        request = SummaryRequest.build(kind=kind, messages=messages[start:start + chunk], previous_summary=previous,
                                       modified_files=["src/a.ts"], workspace_rules="- never force-push")
        out = summarizer.summarize(request)
        assert prompts.js_len(out) <= budget
        previous = out if kind == "compaction" else None


# ---------------------------------------------------------------- what a sentence carries
def test_progress_counters_are_not_facts_but_numbers_names_and_paths_are():
    assert carriers("Step 12.1 done.") == frozenset() and carriers("第 12 步完成。") == frozenset()
    assert carriers("That's it for round 3; carry on.") == frozenset()
    for text, token in [("Move the exporter to port 9465.", "9465"), ("Edit src/app/views.py now.", "src/app/views.py"),
                        ("The ticket is BILL-4471.", "BILL-4471"), ("Call `load_rows` first.", "`load_rows`"),
                        ("改用 Redis 集群。", "Redis")]:
        assert token in carriers(text)


def test_the_first_cue_in_a_sentence_decides_its_section():
    assert classify("Step 4 done: I moved the remaining handlers to src/router.py.", "assistant") == "done"
    assert classify("The import fails; I fixed nothing yet in src/a.py.", "assistant") == "blocked"
    assert classify("Updated `flush` in src/io.py; 5 lines changed.", "assistant") == "done"
    assert classify("We still need to migrate src/legacy.py.", "assistant") == "next"
    assert classify("Looks good, keep going.", "user") is None
    assert classify("这一块还有别的吗？", "user") is None and classify("别用正式账号测。", "user") == "constraints"
    assert split_sentences("Next: a. TODO: b") == ["Next: a.", "TODO: b"]
