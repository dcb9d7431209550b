"""Tool failures with their cause: the ``## Tool Failures`` appendix of both summarizers.

Rule of this module: pure functions over Pi agent messages. A failure is a tool result with
``isError`` or a ``bashExecution`` with a non-zero exit (not cancelled). Its record names the tool,
the command or path it ran on (from the matching tool call) and the exit code (the bash execution's,
else the last "exit code N" / "exit status N" in the output), then the lines that carry the cause
(``causes.cause_of``: the whole output when it fits the per-failure budget, 480 characters by default,
else the error block at the end or the causes in it), so 200 lines of normal log ending in
``ModuleNotFoundError`` keep the ``ModuleNotFoundError``, and a validation error's field and reason stay
with it.

The cause lines are kept as lines, verbatim (indentation too; only trailing spaces go): a record
whose cause is one line is ``- tool `target` (exit N): cause``; one of several lines ends its head
with ``:`` and shows them in a fenced block under it, ``…`` standing for lines left out — so a stack
trace or a two-line error reads as the tool printed it, not joined into one line.

``FailureLog`` is the rolling record: a later successful run of the same tool on the same target
resolves a failure, a later failure of it supersedes the earlier one; either way the record goes and
is counted (``...and N resolved by a later run``); beyond ``max_failures`` the oldest go and are
counted (``...and N more``). Nothing leaves the list uncounted.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.jsvalues import js_len
from .causes import cause_of, clip

MAX_FAILURES = 8
MAX_FAILURE_CHARS = 480
MAX_TARGET_CHARS = 120
HEADING = "## Tool Failures"
_EXIT_RE = re.compile(r"\bexit(?:ed)?(?: with)?(?: code| status)\s*[:=]?\s*(-?\d+)", re.IGNORECASE)
_RECORD_RE = re.compile(r"^(?P<tool>[^\s`:()]+)(?: `(?P<target>[^`]*)`)?(?: \(exit (?P<code>-?\d+)\))?:(?: (?P<cause>.*))?$")
FENCE_RE = re.compile(r"^(`{3,}|~{3,})")
_MORE_RE = re.compile(r"^\.\.\.and (\d{1,9}) more$")
_RESOLVED_RE = re.compile(r"^\.\.\.and (\d{1,9}) resolved by a later run$")


@dataclass(frozen=True)
class Failure:
    tool: str
    target: str | None
    code: str | None
    cause: str
    line: str | None = None  # a record read back that is not in this shape: kept verbatim

    @property
    def key(self) -> tuple[str, str] | None:
        return (self.tool, self.target) if self.target is not None and self.line is None else None

    def render(self) -> str:
        if self.line is not None:
            return self.line
        target = f" `{self.target}`" if self.target is not None else ""
        code = f" (exit {self.code})" if self.code is not None else ""
        if "\n" not in self.cause:
            return f"{self.tool}{target}{code}: {self.cause}"
        return f"{self.tool}{target}{code}:\n{fenced(self.cause)}"


def fenced(text: str) -> str:
    """``text`` in a fenced block whose fence no line of it can close (longer than any backtick run)."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}\n{text}\n{fence}"


def _target(name: Any, args: Any) -> str | None:
    if not isinstance(args, Mapping):
        return None
    for key in ("command", "path", "file_path", "url", "pattern", "query"):
        value = args.get(key)
        if isinstance(value, str) and value:
            return clip(" ".join(value.split()), MAX_TARGET_CHARS)
    return None


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(b.get("text", "")) for b in content if isinstance(b, Mapping) and b.get("type") == "text")
    return ""


def _record(tool: str, target: str | None, code: Any, text: str, budget: int) -> Failure:
    if code is None:
        codes = _EXIT_RE.findall(text)
        code = codes[-1] if codes else None
    code = str(code) if code is not None else None
    head = Failure(tool, target, code, "").render()
    return Failure(tool, target, code, cause_of(text, max(40, budget - js_len(head) - 8)))  # 8: a fence each side


def scan(messages: Iterable[Mapping[str, Any]], budget: int = MAX_FAILURE_CHARS) -> list[tuple[str, Any]]:
    """Tool outcomes in order: ``("fail", Failure)`` or ``("ok", (tool, target))``."""
    calls: dict[Any, tuple[str, str | None]] = {}
    events: list[tuple[str, Any]] = []
    for m in messages:
        role = m.get("role")
        if role == "assistant" and isinstance(m.get("content"), list):
            for block in m["content"]:
                if isinstance(block, Mapping) and block.get("type") == "toolCall":
                    name = str(block.get("name") or "tool")
                    if isinstance(block.get("id"), str):  # any JSON may be there; only a string names a call
                        calls[block["id"]] = (name, _target(name, block.get("arguments")))
        elif role == "toolResult":
            call_id = m.get("toolCallId")
            name, target = calls.get(call_id, (None, None)) if isinstance(call_id, str) else (None, None)
            tool = str(m.get("toolName") or name or "tool")
            if m.get("isError"):
                events.append(("fail", _record(tool, target, None, _text_of(m.get("content")), budget)))
            else:
                events.append(("ok", (tool, target)))
        elif role == "bashExecution":
            command = m.get("command")
            target = clip(" ".join(command.split()), MAX_TARGET_CHARS) if isinstance(command, str) and command else None
            code = m.get("exitCode")
            if m.get("cancelled"):
                continue
            if code not in (None, 0):
                events.append(("fail", _record("bash", target, code, str(m.get("output", "")), budget)))
            else:
                events.append(("ok", ("bash", target)))
    return events


@dataclass
class FailureLog:
    records: list[Failure] = field(default_factory=list)  # oldest first
    more: int = 0
    resolved: int = 0

    def fail(self, failure: Failure) -> None:
        same = [r for r in self.records if (failure.key is not None and r.key == failure.key) or r.render() == failure.render()]
        self.resolved += sum(r.render() != failure.render() for r in same)
        self.records = [r for r in self.records if r not in same] + [failure]

    def ok(self, key: tuple[str, str | None]) -> None:
        if key[1] is None:
            return
        kept = [r for r in self.records if r.key != key]
        self.resolved += len(self.records) - len(kept)
        self.records = kept

    def apply(self, events: Iterable[tuple[str, Any]]) -> None:
        for kind, value in events:
            self.fail(value) if kind == "fail" else self.ok(value)

    def read_line(self, body: str) -> None:
        """One line of a previous ``## Tool Failures`` section (bullet stripped)."""
        if (more := _MORE_RE.fullmatch(body)) is not None:
            self.more += int(more.group(1))
        elif (resolved := _RESOLVED_RE.fullmatch(body)) is not None:
            self.resolved += int(resolved.group(1))
        elif (match := _RECORD_RE.fullmatch(body)) is not None:
            self.fail(Failure(match["tool"], match["target"], match["code"], match["cause"] or ""))
        elif body:
            self.fail(Failure("tool", None, None, "", line=body))

    def read_block(self, lines: list[str]) -> None:
        """The fenced cause lines under the last record read back."""
        if not self.records or not lines:
            return
        last = self.records[-1]
        cause = "\n".join(lines)
        if last.line is not None:
            self.records[-1] = Failure(last.tool, None, None, "", line=f"{last.line}\n{fenced(cause)}")
        else:
            self.records[-1] = Failure(last.tool, last.target, last.code, cause)

    def render(self, max_failures: int = MAX_FAILURES) -> str:
        """``\\n\\n## Tool Failures\\n- …`` (the oldest beyond ``max_failures`` dropped and counted), or ``""``."""
        if len(self.records) > max_failures:
            self.more += len(self.records) - max_failures
            self.records = self.records[len(self.records) - max_failures:]
        lines = [f"- {r.render()}" for r in self.records]
        if self.more:
            lines.append(f"- ...and {self.more} more")
        if self.resolved:
            lines.append(f"- ...and {self.resolved} resolved by a later run")
        return f"\n\n{HEADING}\n" + "\n".join(lines) if lines else ""


def failures_appendix(messages: Iterable[Mapping[str, Any]], max_failures: int = MAX_FAILURES,
                      budget: int = MAX_FAILURE_CHARS) -> str:
    """The appendix for one span of messages (the staged LLM path's, as OpenClaw's safeguard adds it)."""
    log = FailureLog()
    log.apply(scan(messages, budget))
    return log.render(max_failures)
