"""The offline summarizer: deterministic, structured, keeps what matters verbatim, merges, stays capped."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import sessions
from support import assistant, user

from sessionlog.core.view import build_view
from sessionlog.summarizers import (
    SummaryCancelled,
    SummaryRequest,
    get_summarizer,
    prompts,
)
from sessionlog.summarizers.offline import (
    MAX_FAILURES,
    OfflineSummarizer,
    split_sentences,
)


def result(cid, name, text, error=False, details=None):
    m = {"role": "toolResult", "toolCallId": cid, "toolName": name, "content": [{"type": "text", "text": text}],
         "isError": error, "timestamp": 1}
    if details is not None:
        m["details"] = details
    return m


CONVERSATION = [
    user("Please add partial refunds to the billing service. Don't touch the database schema. "
         "The code is in services/billing/refund.py and the spec is at https://wiki.example.com/refunds#partial."),
    assistant("Reading the module.", ("c1", "read", {"path": "services/billing/refund.py"})),
    result("c1", "read", "def refund(order):\n    pass\n" * 50),
    user("Could we compute refunds in a stored procedure?"),
    assistant("I'd advise against a stored procedure because the rounding rules would be invisible to review."),
    assistant("Running the tests.", ("c2", "bash", {"command": "pytest tests/billing -k refund -x"})),
    result("c2", "bash", "ImportError: cannot import name 'RefundLedger'", error=True, details={"exitCode": 1}),
    assistant("Fixed the import; commit 3f9a2c1d4e and run id 1b4e28ba-2fa1-11d2-883f-0016d3cca427.",
              ("c3", "edit", {"path": "services/billing/ledger.py", "oldText": "a", "newText": "b"})),
    result("c3", "edit", "Applied."),
    user("Refunds above 2500 EUR need a second approver. We still need to write the e2e test before Friday."),
]


def summarize(messages, **fields):
    request = SummaryRequest.build(kind=fields.pop("kind", "compaction"), messages=messages, **fields)
    return get_summarizer("offline").summarize(request)


def test_same_request_same_summary():
    fields = dict(previous_summary="## Goal\n- earlier goal", read_files=["a.py"], modified_files=["b.py"])
    assert summarize(CONVERSATION, **fields) == summarize(list(CONVERSATION), **dict(fields))


def test_sections_follow_pis_layout_then_the_appendix():
    out = summarize(CONVERSATION, read_files=["services/billing/refund.py"], modified_files=["services/billing/ledger.py"],
                    workspace_rules="## Red Lines\n- never force-push")
    headings = [line for line in out.splitlines() if line.startswith("#")]
    assert headings == ["## Goal", "## Constraints & Preferences", "## Progress", "### Done", "### In Progress",
                        "### Blocked", "## Key Decisions", "## Next Steps", "## Critical Context", "## Tool Failures",
                        "## Red Lines"]
    assert out.index("## Tool Failures") < out.index("<read-files>") < out.index("<modified-files>") \
        < out.index("<workspace-critical-rules>\n## Red Lines\n- never force-push\n</workspace-critical-rules>")
    assert out.endswith("</workspace-critical-rules>")


def test_keeps_constraints_rejections_open_items_and_identifiers_verbatim():
    out = summarize(CONVERSATION)
    section = lambda name: out.split(name, 1)[1].split("\n## ", 1)[0]
    assert "Don't touch the database schema." in section("## Constraints & Preferences")
    assert "**Rejected**: I'd advise against a stored procedure because the rounding rules would be invisible" \
        in section("## Key Decisions")
    assert "We still need to write the e2e test before Friday." in section("## Next Steps")
    for identifier in ("services/billing/refund.py", "https://wiki.example.com/refunds#partial", "3f9a2c1d4e",
                       "1b4e28ba-2fa1-11d2-883f-0016d3cca427", "pytest tests/billing -k refund -x", "2500 EUR"):
        assert identifier in out
    assert "- bash `pytest tests/billing -k refund -x`: ImportError: cannot import name 'RefundLedger'" in section("## Tool Failures")
    assert "[x] Edited `services/billing/ledger.py`" in out


def test_tool_result_details_and_bodies_stay_out():
    messages = [user("Look at the config file config/app.toml please."),
                assistant("", ("c1", "read", {"path": "config/app.toml"})),
                result("c1", "read", "BODY-OF-THE-FILE " * 20, details={"secret": "DETAILS-SECRET-42"}),
                result("c2", "bash", "boom", error=True, details={"secret": "DETAILS-SECRET-43"})]
    for kind in ("compaction", "branch"):
        out = summarize(messages, kind=kind)
        assert "DETAILS-SECRET" not in out and "BODY-OF-THE-FILE" not in out


def test_an_update_keeps_every_previous_item_and_adds_new_ones_once():
    first = summarize(CONVERSATION[:4], read_files=["services/billing/refund.py"])
    second = summarize(CONVERSATION[3:], previous_summary=first, read_files=["services/billing/refund.py"],
                       modified_files=["services/billing/ledger.py"])
    # every item but In Progress, which holds the current request (the new span's latest ask)
    items = [line for line in first.splitlines() if re.match(r"^(- (?!\[ \])|\d+\. )", line) and "(none)" not in line
             and "**Awaiting an answer**" not in line]  # state, not an item: the next span answers it
    assert items
    assert "- **Awaiting an answer**: Could we compute refunds in a stored procedure? (put forward by the user)" in first
    assert "Awaiting an answer" not in second and "**Rejected**: I'd advise against a stored procedure" in second
    for item in items:
        body = re.sub(r"^(- (\[[ x]\] )?|\d+\. )", "", item)
        assert body in second, body
    assert "- [ ] Refunds above 2500 EUR need a second approver." in second
    for kept in ("Don't touch the database schema.", "Please add partial refunds to the billing service."):
        assert second.count(kept) == first.count(kept)
    assert "We still need to write the e2e test before Friday." in second
    assert second.count("<read-files>") == 1 and "services/billing/refund.py\n</read-files>" in second


def test_a_model_written_previous_summary_is_merged_not_dropped():
    previous = ("## Goal\nShip the exporter.\n\n## Critical Context\n- Bucket s3://acme/exports/v2/\n\n"
                "## Tool Failures\n- bash: exit 2\n\n<read-files>\nold.py\n</read-files>")
    out = summarize([user("Now also add gzip support to the exporter module, please.")], previous_summary=previous)
    assert "Ship the exporter." in out and "s3://acme/exports/v2/" in out and "- bash: exit 2" in out
    assert "<read-files>\nold.py\n</read-files>" in out


def test_chinese_sentences_are_split_and_kept():
    assert split_sentences("不要修改后端接口。断点用 768px！还有问题吗？好") == ["不要修改后端接口。", "断点用 768px！", "还有问题吗？", "好"]
    out = summarize([user("登录页在移动端错位，请修复。注意：不要修改后端接口。"),
                     assistant("不建议引入 Bootstrap 重写登录页，因为包体积会增加 200KB。"),
                     user("还需要适配平板横屏模式。工单号是 FE-20931。")])
    assert "注意：不要修改后端接口。" in out.split("## Constraints & Preferences")[1].split("## Progress")[0]
    assert "**Rejected**: 不建议引入 Bootstrap 重写登录页，因为包体积会增加 200KB。" in out
    assert "还需要适配平板横屏模式。" in out.split("## Next Steps")[1]
    assert "FE-20931" in out


def test_tool_failures_are_capped_at_eight_with_an_overflow_line():
    messages = [result(f"c{i}", "exec", f"failure number {i}", error=True) for i in range(11)]
    out = summarize(messages)
    failures = out.split("## Tool Failures\n", 1)[1].splitlines()
    assert len(failures) == MAX_FAILURES + 1 and failures[-1] == "- ...and 3 more"
    assert "- exec: failure number 10" in failures


def test_summary_stays_within_its_default_budget_with_the_appendix_intact():
    messages = []
    for i in range(400):
        messages.append(user(f"Step {i}: please move pkg/mod_{i}.py to the new logger."))
        messages.append(assistant(f"Updated pkg/mod_{i}.py with change #{i}."))
    files = [f"pkg/mod_{i}.py" for i in range(50)]
    rules = "## Red Lines\n- never drop tables"
    out = summarize(messages, modified_files=files, workspace_rules=rules,
                    previous_summary="## Constraints & Preferences\n- Never drop tables in prod.")
    assert prompts.js_len(out) <= 12000
    assert out.endswith(prompts.format_file_operations(*prompts.compute_file_lists([], files, []))
                        + "\n\n<workspace-critical-rules>\n" + rules + "\n</workspace-critical-rules>")
    assert "Never drop tables in prod." in out  # constraints go last
    assert "pkg/mod_399.py" in out  # recent items outlive old ones


def test_branch_summary_has_pis_preamble_and_tags():
    out = summarize(CONVERSATION, kind="branch", read_files=["a.py"])
    assert out.startswith(prompts.BRANCH_SUMMARY_PREAMBLE + "## Goal\n")
    assert out.endswith("\n\n<read-files>\na.py\n</read-files>")
    assert summarize([], kind="branch") == "No content to summarize"


def test_split_turn_appends_the_turn_context():
    prefix = [user("Refactor the exporter in src/export.py; never break the CLI flags."),
              assistant("Started with the reader.", ("c1", "edit", {"path": "src/export.py"}))]
    out = summarize(CONVERSATION[:3], turn_prefix_messages=prefix, modified_files=["src/export.py"])
    history, turn = out.split(prompts.SPLIT_TURN_SEPARATOR)
    assert history.startswith("## Goal") and turn.startswith("## Original Request\nRefactor the exporter")
    assert "never break the CLI flags" in turn and turn.endswith("<modified-files>\nsrc/export.py\n</modified-files>")
    only_prefix = summarize([], turn_prefix_messages=prefix)
    assert only_prefix.startswith("No prior history." + prompts.SPLIT_TURN_SEPARATOR + "## Original Request")


def test_cancelled_before_start_raises():
    request = SummaryRequest.build(kind="compaction", messages=CONVERSATION)
    with pytest.raises(SummaryCancelled):
        get_summarizer("offline").summarize(request, cancelled=lambda: True)


def test_an_empty_compaction_still_gives_the_skeleton():
    out = summarize([])
    assert out.startswith("## Goal\n(none)\n\n## Constraints & Preferences\n(none)")


@settings(max_examples=30)
@given(sessions(versions=(3,)), st.sampled_from(["compaction", "branch"]), st.integers(200, 3000))
def test_any_pi_session_summarizes_deterministically_within_the_cap(lines, kind, cap):
    messages = build_view(lines[1:]).messages
    files = ["src/a.ts", "docs/日本語.md"]
    request = SummaryRequest.build(kind=kind, messages=messages, modified_files=files,
                                   previous_summary=messages[0].get("summary") if messages else None)
    summarizer = OfflineSummarizer(max_chars=cap)
    out = summarizer.summarize(request)
    assert out == summarizer.summarize(request)
    if kind == "branch" and not messages:
        assert out == "No content to summarize"
        return
    assert prompts.js_len(out) <= cap
    assert out.endswith("\n\n<modified-files>\ndocs/日本語.md\nsrc/a.ts\n</modified-files>")
