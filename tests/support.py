"""Scenarios and helpers shared by the conformance suite, the CLI tests and the pure tests.

One definition each (the conformance suite and the CLI tests of a feature use the same sessions): storing a
list of entries as a session, the rotation and fork scenarios, the fake summarizer and tool-call turns of
the compaction tests, the tool-result turns of the rewrite tests, and the CLI runner.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import strategies
from builders import assistant, compaction, label, model_change, thinking, usage, user
from click.testing import CliRunner, Result

import sessionlog
from sessionlog.core.codec import parse_jsonl_text
from sessionlog.core.compaction import CompactionSettings

DEMO = Path(sessionlog.__file__).parent / "examples" / "demo.jsonl"
DEMO_ID = "01a226ec-eae2-742a-be13-c4b29f5b4058"


def run_cli(db: Any, *args: str, **kw: Any) -> Result:
    """``sessionlog --db DB ARGS...`` in this process (click's runner)."""
    from sessionlog.cli import cli

    return CliRunner().invoke(cli, ["--db", str(db), *args], **kw)


def stored(store: Any, entries: list[dict[str, Any]], sid: str = "s-1", cwd: str = "/proj") -> str:
    """Import ``entries`` (with their ids, parents and timestamps) as session ``sid``; its id."""
    text = strategies.to_jsonl([{"type": "session", "version": 3, "id": sid, "timestamp": "2025-01-01T00:00:00.000Z",
                                 "cwd": cwd}, *entries])
    return store.import_parsed(parse_jsonl_text(text), source="test").session


def ids(entries: list[dict[str, Any]]) -> list[str]:
    return [e["id"] for e in entries]


# ---------------------------------------------------------------- rotation
CUSTOM = {"type": "custom", "customType": "ext-state", "data": {"n": 1}}


def custom(eid: str, parent: str | None) -> dict[str, Any]:
    return {**CUSTOM, "id": eid, "parentId": parent, "timestamp": "2025-01-01T00:00:00Z"}


COMPACTED = [
    model_change("m", None, "openai", "gpt-old"),
    thinking("t", "m", "high"),
    user("a", "t", "first"),
    custom("k", "a"),
    assistant("b", "k", "answer one", model="claude-a"),
    user("c", "b", "second"),
    assistant("d", "c", "answer two", model="claude-b"),
    user("e", "d", "third"),
    compaction("C", "e", "summary of a..d", kept="c", ts="2025-01-02T00:00:00Z"),
    user("f", "C", "after"),
    user("s", "b", "a sibling branch"),
    label("lx", "s", "a", "off tail"),
    label("ly", "f", "c", "in tail"),
]
"""A session with settings, a custom entry, a compaction with its kept tail, a sibling branch and labels."""


# ---------------------------------------------------------------- fork
FORKED = [
    user("a", None, "hello"),
    thinking("t", "a", "high"),
    assistant("b", "t", "hi there", ts="2025-01-01T00:00:01Z"),
    label("l1", "b", "a", "start", ts="2025-01-01T00:00:02Z"),
    user("c", "l1", "more"),
    assistant("d", "c", "sure"),
    user("x", "b", "other branch"),
    label("l2", "x", "x", "off path"),
    label("l3", "l2", "c", "the ask", ts="2025-01-01T00:00:03Z"),
    {"type": "session_info", "id": "n1", "parentId": "l3", "timestamp": "2025-01-01T00:00:04Z", "name": "My session"},
]
"""A session to fork: labels on and off the path, a second branch and a name."""


# ---------------------------------------------------------------- compaction
KEEP = CompactionSettings(keep_recent_tokens=100)


@pytest.fixture(name="session")
def session_with_turns(store: Any) -> Any:
    """A session of six tool-call turns (``tool_turns``): enough to compact with ``KEEP``."""
    s = store.create_session(cwd="/p")
    tool_turns(s)
    return s


class Fake:
    """A summarizer that records its requests and returns a fixed text (or runs ``effect``)."""

    name = "fake"

    def __init__(self, text: str = "## Goal\nFake summary.", effect: Any = None) -> None:
        self.text, self.effect, self.requests = text, effect, []

    def summarize(self, request: Any, *, cancelled: Any = None) -> str:
        self.requests.append(request)
        if self.effect is not None:
            self.effect()
        return self.text


def assistant_message(content: Any, stop: str = "stop", tokens: int = 2) -> dict[str, Any]:
    return {"role": "assistant", "content": content, "api": "x", "provider": "anthropic", "model": "m",
            "usage": usage(tokens - 1, 1), "stopReason": stop, "timestamp": 1}


def tool_turns(session: Any, n: int = 6, size: int = 200) -> None:
    """``n`` turns of a user question, an assistant tool call and its result, ``size`` characters each."""
    for i in range(n):
        session.append_message({"role": "user", "content": f"question {i} " + "q" * size, "timestamp": i})
        session.append_message(assistant_message([
            {"type": "text", "text": "a" * size},
            {"type": "toolCall", "id": f"c{i}", "name": "read", "arguments": {"path": f"src/{i}.py"}}],
            "toolUse", 100 * i + 10))
        session.append_message({"role": "toolResult", "toolCallId": f"c{i}", "toolName": "read",
                                "content": [{"type": "text", "text": "r" * size}], "isError": False, "timestamp": i})


# ---------------------------------------------------------------- rewrite
def assistant_call(call_id: str, ts: int = 1) -> dict[str, Any]:
    return {"role": "assistant", "content": [{"type": "toolCall", "id": call_id, "name": "read", "arguments": {}}],
            "api": "x", "provider": "anthropic", "model": "m", "usage": usage(), "stopReason": "toolUse",
            "timestamp": ts}


def tool_result(call_id: str, text: str, ts: int = 1) -> dict[str, Any]:
    return {"role": "toolResult", "toolCallId": call_id, "toolName": "read",
            "content": [{"type": "text", "text": text}], "isError": False, "timestamp": ts}


def result_turn(session: Any, n: int, size: int) -> dict[str, Any]:
    """A user ask, a tool call and a ``size``-character result (returned)."""
    session.append_message({"role": "user", "content": f"ask {n}", "timestamp": 10 * n})
    session.append_message(assistant_call(f"call_{n}", 10 * n + 1))
    return session.append_message(tool_result(f"call_{n}", f"line {n}\n" * (size // 7), 10 * n + 2))


# ---------------------------------------------------------------- lineage
def lineage_sessions(store: Any) -> tuple[str, str, str]:
    """demo --fork at a0000006--> child --rotate--> successor; the child also gets a rewrite. The ids."""
    from sessionlog.core.rewrite import RewriteSettings
    from sessionlog.ops.forks import fork, rotate
    from sessionlog.ops.imports import import_paths
    from sessionlog.ops.rewrite import apply_rewrite, plan_session_rewrite

    [root] = import_paths(store, [DEMO])
    child = fork(store, root.session, "a0000006")
    store.session(child).append_message({"role": "toolResult", "toolCallId": "c9", "toolName": "read",
                                          "content": [{"type": "text", "text": "z" * 5000}], "isError": False,
                                          "timestamp": 1})
    plan = plan_session_rewrite(store, child, RewriteSettings(max_chars=500))
    assert plan is not None
    apply_rewrite(store, child, plan, expected_head=plan.head)
    return root.session, child, rotate(store, child)


# ---------------------------------------------------------------- messages for the summarizer tests
def user(text: str) -> dict[str, Any]:
    """A user message as the summarizers receive it."""
    return {"role": "user", "content": text, "timestamp": 1}


def assistant(text: str = "", *calls: tuple[str, str, dict[str, Any]]) -> dict[str, Any]:
    """An assistant message with optional text and ``(call id, tool name, arguments)`` tool calls."""
    content = ([{"type": "text", "text": text}] if text else []) + [
        {"type": "toolCall", "id": cid, "name": name, "arguments": args} for cid, name, args in calls]
    return {"role": "assistant", "content": content, "api": "x", "provider": "p", "model": "m", "usage": {},
            "stopReason": "toolUse" if calls else "stop", "timestamp": 1}


def summary_result(cid: str, text: str, error: bool = False, name: str = "bash") -> dict[str, Any]:
    """A tool result answering call ``cid``."""
    return {"role": "toolResult", "toolCallId": cid, "toolName": name, "content": [{"type": "text", "text": text}],
            "isError": error, "timestamp": 1}


# ---------------------------------------------------------------- the offline summarizer's tests
def compact(messages: list[dict[str, Any]], previous: str | None = None, **settings: Any) -> str:
    """One offline compaction of ``messages`` after the summary ``previous``."""
    from sessionlog.summarizers import SummaryRequest, get_summarizer

    request = SummaryRequest.build(kind="compaction", messages=messages, previous_summary=previous)
    return get_summarizer("offline", **settings).summarize(request)


def section(summary: str, heading: str) -> str:
    return summary.split(heading + "\n", 1)[1].split("\n\n", 1)[0]


def next_steps(summary: str) -> list[str]:
    return [line.split(". ", 1)[1] for line in section(summary, "## Next Steps").splitlines() if line[0].isdigit()]


def decisions(summary: str) -> list[str]:
    return [line for line in section(summary, "## Key Decisions").splitlines() if line != "- (none)"]


def chain_within_budget(goal: str, spans: list[list[tuple[tuple[Any, str], int]]], budget: int) -> None:
    """The budget property: each span of ``(message maker, text template), n`` items compacted after the
    previous span's summary, a summary never over ``budget`` (UTF-16 units, as Pi counts)."""
    from sessionlog.summarizers import prompts

    summary = None
    for span in spans:
        messages = [make(text.format(n=n)) for (make, text), n in span]
        summary = compact([user(goal), *messages], summary, max_chars=budget)
        assert prompts.js_len(summary) <= budget
