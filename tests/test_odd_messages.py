"""An imported entry may hold any JSON in its ``message`` (Pi's loader does not check it; import keeps it
verbatim with a warning). Pi's own code reads ``m.role`` of it, which is undefined for a number, string,
boolean or array (so ``convertToLlm`` and ``estimateTokens`` skip it) and throws for null. Every read and
every projection must do at least as well: the view holds it as Pi's does, the model never sees it, and
no command stops with an internal error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from sessionlog.cli import cli
from sessionlog.core.tokens import estimate_context_tokens
from sessionlog.core.view import build_view, to_llm

DEMO = Path(__file__).resolve().parents[1] / "sessionlog" / "examples" / "demo.jsonl"
ODD = [["x"], [{"type": "text", "text": 5}], 5, -1.5, None, "a string", True, {}]


def _demo_with(value) -> list[dict]:
    lines = [json.loads(line) for line in DEMO.read_text(encoding="utf-8").splitlines() if line.strip()]
    # a user turn, a tool result and an assistant turn before the compaction; a bash execution and a user
    # turn that the view at the head keeps
    for line in lines:
        if line.get("id") in ("a0000003", "a0000005", "a0000006", "a0000011", "a0000014"):
            line["message"] = value
    return lines


@pytest.mark.parametrize("value", ODD, ids=repr)
def test_the_view_keeps_an_odd_message_as_pi_does_and_the_model_never_sees_it(value):
    entries = _demo_with(value)[1:]
    view = build_view(entries)
    kept = sum(1 for m in view.messages if m == value and type(m) is type(value))
    assert kept == (0 if value is None else 2)  # Pi pushes it unchanged (and throws on null: we leave it out)
    llm = to_llm(view.messages)
    assert all(isinstance(m, dict) and m.get("role") in ("user", "assistant", "toolResult") for m in llm)
    assert estimate_context_tokens(view.messages).tokens >= 0


@pytest.mark.parametrize("value", [["x"], 5, None], ids=repr)
def test_no_command_stops_with_an_internal_error_on_an_odd_message(tmp_path, value):
    lines = _demo_with(value)
    path = tmp_path / "odd.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    db = str(tmp_path / "s.db")
    runner = CliRunner()
    imported = runner.invoke(cli, ["--db", db, "import", str(path)])
    assert imported.exit_code == 0 and "$.message" in imported.output, imported.output
    sid = lines[0]["id"]
    for args in (["view", sid], ["view", sid, "--llm"], ["view", sid, "--json"], ["context-size", sid],
                 ["replay", sid], ["tree", sid], ["log", sid], ["diff", sid, "a0000003", "a0000015"],
                 ["prune", sid], ["truncate", sid, "--max-chars", "100", "--dry-run"], ["export", sid, "--html", "-o", str(tmp_path / "o.html")],
                 ["compact", sid, "--dry-run"], ["compact", sid], ["rotate", sid], ["verify"]):
        done = runner.invoke(cli, ["--db", db, *args])
        assert "internal error" not in done.output, (args, done.output)
        assert done.exit_code == 0, (args, done.output)


@pytest.mark.parametrize("entry_id, field, value", [
    ("a0000013", "type", ["x"]),  # a list where the entry type goes: truncate's remap looked it up in a dict
    ("a0000016", "targetId", {"a": 1}),  # an object as a label's target: rotate looked it up in a set
    ("a0000014", "message", {"role": ["user"], "content": "x"}),  # a list role: compact's cut points
], ids=lambda v: repr(v)[:20])
def test_any_json_in_a_field_a_command_reads_is_no_internal_error(tmp_path, entry_id, field, value):
    """Found by a type-confusion fuzz of the demo session (each field replaced by values of other JSON
    types, every read and rewrite command run on the import): each of these was an internal error."""
    lines = [json.loads(line) for line in DEMO.read_text(encoding="utf-8").splitlines() if line.strip()]
    [target] = [line for line in lines if line.get("id") == entry_id]
    target[field] = value
    path = tmp_path / "odd.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    db = str(tmp_path / "s.db")
    runner = CliRunner()
    assert runner.invoke(cli, ["--db", db, "import", str(path)]).exit_code == 0
    sid = lines[0]["id"]
    for args in (["truncate", sid, "--max-chars", "50"], ["rotate", sid], ["compact", sid], ["view", sid, "--llm"]):
        done = runner.invoke(cli, ["--db", db, *args])
        assert "internal error" not in done.output, (args, done.output)


def _summary(messages, previous=None):
    from sessionlog.core.summary import SummaryRequest
    from sessionlog.summarizers import get_summarizer

    return get_summarizer("offline").summarize(SummaryRequest.build(kind="compaction", messages=messages,
                                                                    previous_summary=previous))


@pytest.mark.parametrize("messages, previous", [
    ([{"role": "user", "content": " " * 40}], None),  # "meaningful" by length, no sentence: an IndexError
    ([{"role": "user", "content": "#" * 31}], None),
    ([{"role": "user", "content": "hi"}, {"role": "assistant", "content": 5}], None),  # a TypeError
    ([{"role": "assistant", "content": [{"type": "toolCall", "id": {"a": 1}, "name": "bash", "arguments": {}}]},
      {"role": "toolResult", "toolCallId": ["x"], "toolName": "bash", "content": [], "isError": True}], None),
    ([{"role": "user", "content": "go on"}], '## Goal\nx\n\n<summary-state compaction="' + "9" * 5000 + '"/>'),
    ([{"role": "user", "content": "go on"}], "## Progress\n### Done\n- [x] step" + " (c" + "9" * 5000 + ")"),
], ids=["blank", "hashes", "content-5", "unhashable-ids", "huge-state", "huge-age"])
def test_the_offline_summarizer_takes_hostile_messages_and_summaries(messages, previous):
    """Each was a crash of the offline summarizer (an IndexError, a TypeError, an unhashable id, Python's
    4,300-digit limit on int()), found by a review with hostile inputs."""
    assert isinstance(_summary(messages, previous), str)


def test_the_offline_summarizer_reads_apostrophes_and_error_lines_in_linear_time():
    """A rule's regex retried the rest of the text from every apostrophe (100 KB of "a'" took 116 s) and
    a log of many error lines was picked with a list scan per line (20,000 lines: 2.5 s); both run in
    well under a second now, so these inputs finishing at all is the check (hours on the old code)."""
    assert isinstance(_summary([{"role": "user", "content": "a'" * 50_000}]), str)
    log = "\n".join(f"error: thing {i} broke" for i in range(20_000))
    call = {"role": "assistant", "content": [{"type": "toolCall", "id": "c1", "name": "bash", "arguments": {"command": "t"}}]}
    failed = {"role": "toolResult", "toolCallId": "c1", "toolName": "bash", "content": [{"type": "text", "text": log}],
              "isError": True}
    assert "error: thing 19999 broke" in _summary([{"role": "user", "content": "run it"}, call, failed])
