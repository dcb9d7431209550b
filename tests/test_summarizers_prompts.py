"""Pi's prompts, serialisation and file lists, reproduced exactly (§9.4/§12.6 vectors, and Pi itself)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from sessionlog.summarizers import prompts
from sessionlog.summarizers.prompts import (
    cap_summary,
    compute_file_lists,
    conversation_text,
    extract_file_ops,
    format_file_operations,
    serialize_conversation,
)

PI_DIST = (Path(__file__).resolve().parent / "pi" / "node_modules" / "@mariozechner" / "pi-coding-agent" / "dist"
           / "core")


def tool_result(text: str, **extra):
    return {"role": "toolResult", "toolCallId": "c1", "toolName": "read", "content": [{"type": "text", "text": text}],
            "isError": False, "timestamp": 1, **extra}


def assistant(*blocks):
    return {"role": "assistant", "content": list(blocks), "api": "x", "provider": "p", "model": "m",
            "usage": {}, "stopReason": "stop", "timestamp": 1}


VECTOR_MESSAGES = [
    {"role": "user", "content": "hi", "timestamp": 1},
    assistant({"type": "thinking", "thinking": "hmm"}, {"type": "text", "text": "ok"},
              {"type": "toolCall", "id": "c1", "name": "read", "arguments": {"path": "a.ts", "offset": 3}}),
    tool_result("content"),
    {"role": "bashExecution", "command": "ls", "output": "a\nb", "exitCode": 1, "cancelled": False,
     "truncated": False, "timestamp": 1},
    {"role": "compactionSummary", "summary": "SUM", "tokensBefore": 10, "timestamp": 1},
    {"role": "branchSummary", "summary": "BS", "fromId": "x", "timestamp": 1},
]


def test_serialization_matches_the_verified_pi_vector():
    assert conversation_text(VECTOR_MESSAGES).split("\n\n[") == [
        "[User]: hi",
        "Assistant thinking]: hmm",
        "Assistant]: ok",
        'Assistant tool calls]: read(path="a.ts", offset=3)',
        "Tool result]: content",
        "User]: Ran `ls`\n```\na\nb\n```\n\nCommand exited with code 1",
        "User]: The conversation history before this point was compacted into the following summary:\n\n"
        "<summary>\nSUM\n</summary>",
        "User]: The following is a summary of a branch that this conversation came back from:\n\n<summary>\nBS</summary>",
    ]


def test_a_long_tool_result_is_cut_to_2000_chars_with_the_count_of_the_rest():
    out = serialize_conversation([tool_result("x" * 5000)])
    assert "[Tool result]:" in out and "[... 3000 more characters truncated]" in out
    assert "x" * 2000 in out and "x" * 2001 not in out
    assert out == "[Tool result]: " + "x" * 2000 + "\n\n[... 3000 more characters truncated]"


def test_a_short_tool_result_is_kept_whole():
    content = "y" * 1500
    assert serialize_conversation([tool_result(content)]) == "[Tool result]: " + content


def test_user_and_assistant_text_are_never_truncated():
    long = "z" * 5000
    out = serialize_conversation([{"role": "user", "content": long}, assistant({"type": "text", "text": long})])
    assert out == f"[User]: {long}\n\n[Assistant]: {long}"


def test_truncation_counts_utf16_code_units_like_javascript():
    out = serialize_conversation([tool_result("😀" * 1001)])  # 2002 code units
    assert out.endswith("\n\n[... 2 more characters truncated]")
    assert out.startswith("[Tool result]: " + "😀" * 1000 + "\n")


def test_empty_parts_are_skipped_and_tool_arguments_are_javascript_json():
    out = serialize_conversation([
        {"role": "user", "content": [{"type": "image", "data": "x"}]},
        assistant({"type": "toolCall", "id": "1", "name": "edit",
                   "arguments": {"path": "ä.py", "n": 2.0, "o": {"a": [1, "b"]}}},
                  {"type": "toolCall", "id": "2", "name": "bash", "arguments": {}}),
        tool_result(""),
    ])
    assert out == '[Assistant tool calls]: edit(path="ä.py", n=2, o={"a":[1,"b"]}); bash()'


def test_file_lists_are_sorted_and_read_excludes_modified():
    read, written, edited = extract_file_ops([
        assistant({"type": "toolCall", "id": "1", "name": "read", "arguments": {"path": "b.py"}},
                  {"type": "toolCall", "id": "2", "name": "read", "arguments": {"path": "a.py"}},
                  {"type": "toolCall", "id": "3", "name": "write", "arguments": {"path": "c.py"}},
                  {"type": "toolCall", "id": "4", "name": "edit", "arguments": {"path": "a.py"}},
                  {"type": "toolCall", "id": "5", "name": "bash", "arguments": {"path": "ignored"}},
                  {"type": "toolCall", "id": "6", "name": "read", "arguments": {"path": ""}}),
        {"role": "user", "content": [{"type": "toolCall", "name": "read", "arguments": {"path": "user.py"}}]},
    ])
    assert (read, written, edited) == ({"a.py", "b.py"}, {"c.py"}, {"a.py"})
    read_files, modified = compute_file_lists(read, written, edited)
    assert (read_files, modified) == (["b.py"], ["a.py", "c.py"])
    assert format_file_operations(read_files, modified) == (
        "\n\n<read-files>\nb.py\n</read-files>\n\n<modified-files>\na.py\nc.py\n</modified-files>")
    assert format_file_operations([], ["x"]) == "\n\n<modified-files>\nx\n</modified-files>"
    assert format_file_operations([], []) == ""


def test_summary_prompt_is_conversation_then_previous_summary_then_the_update_prompt_and_focus():
    msgs = [{"role": "user", "content": "do it", "timestamp": 1}]
    first = prompts.summary_prompt_text(msgs)
    assert first == "<conversation>\n[User]: do it\n</conversation>\n\n" + prompts.SUMMARIZATION_PROMPT
    update = prompts.summary_prompt_text(msgs, "OLD", "keep paths")
    assert update == ("<conversation>\n[User]: do it\n</conversation>\n\n<previous-summary>\nOLD\n</previous-summary>\n\n"
                      + prompts.UPDATE_SUMMARIZATION_PROMPT + "\n\nAdditional focus: keep paths")
    assert prompts.turn_prefix_prompt_text(msgs).endswith("</conversation>\n\n" + prompts.TURN_PREFIX_SUMMARIZATION_PROMPT)
    assert prompts.branch_prompt_text(msgs, "only this", replace_instructions=True).endswith("\n\nonly this")
    assert prompts.branch_prompt_text(msgs, "also").endswith(prompts.BRANCH_SUMMARY_PROMPT + "\n\nAdditional focus: also")


def test_pi_constants():
    assert prompts.summary_max_tokens(16384) == 13107 and prompts.turn_prefix_max_tokens(16384) == 8192
    assert prompts.merge_split_turn("H", "P") == "H\n\n---\n\n**Turn Context (split turn):**\n\nP"
    assert prompts.NO_PRIOR_HISTORY == "No prior history."
    assert prompts.BRANCH_SUMMARY_PREAMBLE == (
        "The user explored a different conversation branch before returning here.\nSummary of that exploration:\n\n")
    for text in (prompts.SUMMARIZATION_PROMPT, prompts.UPDATE_SUMMARIZATION_PROMPT):
        headings = [line for line in text.splitlines() if line.startswith("#")]
        assert headings == ["## Goal", "## Constraints & Preferences", "## Progress", "### Done", "### In Progress",
                            "### Blocked", "## Key Decisions", "## Next Steps", "## Critical Context"]


def test_cap_keeps_the_suffix_and_marks_the_cut_body():
    body, suffix = "## Decisions\n" + "b" * 20000, "\n\n<read-files>\nx\n</read-files>"
    out = cap_summary(body, suffix)
    assert len(out) == 16000 and out.endswith(prompts.TRUNCATION_MARKER + suffix)
    assert cap_summary("short", suffix) == "short" + suffix
    assert cap_summary("## Decisions\nNone.", "", max_chars=10) == "## Decisio"  # no room for the marker
    assert cap_summary("## Decisions\nNone.", "\n\n", max_chars=10) == "## Decis\n\n"
    assert cap_summary("body", "s" * 20 + "TAIL", max_chars=10) == "ssssssTAIL"


# ---------------------------------------------------------------- against the real Pi
_NODE_SCRIPT = """
import { serializeConversation, computeFileLists, formatFileOperations, extractFileOpsFromMessage, createFileOps }
  from "%(dist)s/compaction/utils.js";
import { convertToLlm } from "%(dist)s/messages.js";
let input = ""; for await (const c of process.stdin) input += c;
const cases = JSON.parse(input);
console.log(JSON.stringify(cases.map((messages) => {
  const ops = createFileOps(); for (const m of messages) extractFileOpsFromMessage(m, ops);
  const { readFiles, modifiedFiles } = computeFileLists(ops);
  return { text: serializeConversation(convertToLlm(messages)), readFiles, modifiedFiles,
           tags: formatFileOperations(readFiles, modifiedFiles) };
})));
"""


def test_serialization_and_file_lists_equal_pi_0_73_1():
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parent / "pi"))
    import oracle

    oracle.require_oracle()
    cases = [
        VECTOR_MESSAGES,
        [tool_result("x" * 5000), tool_result("é😀" * 1500), {"role": "user", "content": [{"type": "text", "text": "a"},
                                                                                         {"type": "text", "text": "b"}]}],
        [assistant({"type": "toolCall", "id": "1", "name": "read", "arguments": {"path": "z/b.py", "limit": 1.0}},
                   {"type": "toolCall", "id": "2", "name": "write", "arguments": {"path": "Z.py", "content": "\u2028\x1b"}},
                   {"type": "toolCall", "id": "3", "name": "edit", "arguments": {"path": "a b.py"}},
                   {"type": "toolCall", "id": "4", "name": "read", "arguments": {"path": "é.py"}}),
         {"role": "custom", "customType": "note", "content": "custom text", "display": True, "timestamp": 1}],
    ]
    script = _NODE_SCRIPT % {"dist": PI_DIST.as_posix()}
    proc = subprocess.run(["node", "--input-type=module", "-e", script], input=json.dumps(cases), capture_output=True,
                          text=True, encoding="utf-8", timeout=120, check=True, env={**os.environ, "NODE_OPTIONS": ""})
    for messages, pi in zip(cases, json.loads(proc.stdout)):
        read_files, modified = compute_file_lists(*extract_file_ops(messages))
        assert conversation_text(messages) == pi["text"]
        assert (read_files, modified) == (pi["readFiles"], pi["modifiedFiles"])
        assert format_file_operations(read_files, modified) == pi["tags"]


@pytest.mark.parametrize("name", ["SUMMARIZATION_PROMPT", "UPDATE_SUMMARIZATION_PROMPT", "TURN_PREFIX_SUMMARIZATION_PROMPT",
                                  "BRANCH_SUMMARY_PROMPT", "BRANCH_SUMMARY_PREAMBLE", "SUMMARIZATION_SYSTEM_PROMPT"])
def test_prompt_strings_are_pis_literals(name):
    if not PI_DIST.exists():
        pytest.skip("Pi is not installed under tests/pi")
    source = "".join((PI_DIST / "compaction" / f).read_text(encoding="utf-8")
                     for f in ("compaction.js", "branch-summarization.js", "utils.js"))
    literal = source.split(f"const {name} = `", 1)[1].split("`;", 1)[0]
    assert getattr(prompts, name) == literal
