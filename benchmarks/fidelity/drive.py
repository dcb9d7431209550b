"""Drive a scripted session through the real store: rounds of new work, each ended by a compaction.

Each round appends the round's planted turns, its routine work, some deterministic noise (large tool
outputs full of log lines and ids nobody asked about), and a closing filler turn whose user message
becomes ``firstKeptEntryId``. So after each compaction every planted fact can only reach the model
through the summaries. After every compaction the view is checked: a fact is kept when its exact
string, JSON-encoded as ``view --llm --json`` prints it, occurs in ``to_llm(view.messages)``; only facts
planted by that round count.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

import sessionlog
from sessionlog.summarizers.base import SummaryRequest, get_summarizer
from sessionlog.summarizers.prompts import compute_file_lists, extract_file_ops
from sessionlog.core.view import emit, to_llm

from .script import Call, Scripted, Turn

DETAILS_MARKER = "DETAILS-MUST-NOT-LEAK"
_enc = msgspec.json.Encoder()


@dataclass
class RoundResult:
    round: int
    kept: list[tuple[str, str]]  # (kind, fact) planted by this round and visible after its compaction
    missing: list[tuple[str, str]]
    summary_chars: int  # UTF-16 code units, as the budget counts
    placed: list[tuple[str, str]] = field(default_factory=list)  # kept facts of a kind with a home, found in it


@dataclass
class Outcome:
    session: Scripted
    rounds: list[RoundResult] = field(default_factory=list)
    summaries: list[str] = field(default_factory=list)

    @property
    def kept(self) -> list[tuple[str, str]]:
        return self.rounds[-1].kept if self.rounds else []

    @property
    def missing(self) -> list[tuple[str, str]]:
        return self.rounds[-1].missing if self.rounds else []


class _Clock:
    def __init__(self) -> None:
        self.t = 1_700_000_000_000

    def __call__(self) -> int:
        self.t += 1000
        return self.t


def _assistant(text: str, calls: Sequence[Any], ts: int, call_ids: list[str]) -> dict[str, Any]:
    content: list[dict[str, Any]] = []
    if text:
        content.append({"type": "text", "text": text})
    for c, cid in zip(calls, call_ids):
        content.append({"type": "toolCall", "id": cid, "name": c.name, "arguments": dict(c.args)})
    return {"role": "assistant", "content": content, "api": "openai-completions", "provider": "bench",
            "model": "scripted", "usage": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0,
                                            "totalTokens": 0, "cost": {"input": 0, "output": 0, "cacheRead": 0,
                                                                       "cacheWrite": 0, "total": 0}},
            "stopReason": "toolUse" if calls else "stop", "timestamp": ts}


def _tool_result(cid: str, name: str, text: str, error: bool, ts: int) -> dict[str, Any]:
    return {"role": "toolResult", "toolCallId": cid, "toolName": name, "content": [{"type": "text", "text": text}],
            "details": {"raw": f"{DETAILS_MARKER} {cid}", "exitCode": 1 if error else 0},
            "isError": error, "timestamp": ts}


def turn_messages(t: Turn, clock: _Clock, counter: list[int]) -> list[dict[str, Any]]:
    out = [{"role": "user", "content": t.user, "timestamp": clock()}]
    for text, calls in t.replies:
        ids = []
        for _ in calls:
            counter[0] += 1
            ids.append(f"call_{counter[0]:04d}")
        out.append(_assistant(text, calls, clock(), ids))
        for c, cid in zip(calls, ids):
            out.append(_tool_result(cid, c.name, c.result, c.error, clock()))
    return out


def noise_messages(seed: str, lang: str, clock: _Clock, counter: list[int]) -> list[dict[str, Any]]:
    """A look at a big log and a long file: ids, paths and numbers nobody planted."""
    lines = []
    for i in range(60):
        h = hashlib.sha256(f"{seed}:{i}".encode()).hexdigest()
        lines.append(f"2024-05-0{i % 9 + 1}T1{i % 10}:0{i % 6}:12Z INFO req={h[:16]} path=/v1/items/{int(h[16:20], 16)} "
                     f"latency_ms={int(h[20:23], 16) % 900} worker=w-{h[23:27]}")
    log = "\n".join(lines)
    code = "\n".join(f"def helper_{i}(x):\n    return x * {i} + {int(hashlib.md5(f'{seed}{i}'.encode()).hexdigest()[:4], 16)}"
                     for i in range(80))
    ask = "看一下最近的日志，有没有异常。" if lang == "zh" else "Take a quick look at the recent logs for anything odd."
    reply = "日志里没有异常。" if lang == "zh" else "Nothing unusual in the logs."
    noise = Turn(user=ask, replies=(
        ("", [Call("bash", {"command": "tail -n 60 /var/log/app/app.log"}, log)]),
        ("", [Call("read", {"path": f"lib/helpers_{seed[-6:]}.py"}, code)]),
        (reply, []),
    ))
    return turn_messages(noise, clock, counter)



def _filler(lang: str, r: int) -> Turn:
    if lang == "zh":
        return Turn(user=f"第 {r} 轮先到这里，继续。", replies=(("好的，继续。", []),))
    return Turn(user=f"That's it for round {r}; carry on.", replies=(("Okay, carrying on.", []),))


def _compact(session: sessionlog.Session, first_kept: str, summarizer: Any) -> str:
    path = session.path()
    prev_index = max((i for i, e in enumerate(path) if e["type"] == "compaction"), default=-1)
    start, previous, prev_details = 0, None, {}
    if prev_index >= 0:
        prev = path[prev_index]
        previous, prev_details = prev["summary"], prev.get("details") or {}
        start = next((i for i, e in enumerate(path) if e["id"] == prev["firstKeptEntryId"]), prev_index + 1)
    end = next(i for i, e in enumerate(path) if e["id"] == first_kept)
    messages = [m for e in path[start:end] if e["type"] != "compaction" and (m := emit(e)) is not None]
    read, written, edited = extract_file_ops(messages)
    read |= set(prev_details.get("readFiles", []))
    edited |= set(prev_details.get("modifiedFiles", []))
    read_files, modified_files = compute_file_lists(read, written, edited)
    request = SummaryRequest.build(kind="compaction", messages=messages, previous_summary=previous,
                                   read_files=read_files, modified_files=modified_files)
    summary = summarizer.summarize(request)
    tokens = math.ceil(len(_enc.encode(session.view().messages)) / 4)
    session.append_compaction(summary, first_kept, tokens,
                              details={"readFiles": read_files, "modifiedFiles": modified_files})
    return summary


# the section a kept fact of each kind belongs in (a secondary figure: the retention figure asks only
# whether the string is in the view); paths, identifiers, commands and numbers belong anywhere
HOMES = {"constraint": ("## Constraints & Preferences", "<workspace-critical-rules>"), "rejected": ("## Key Decisions",),
         "pending": ("## Next Steps",), "failure": ("## Tool Failures",)}


def section_text(summary: str, heading: str) -> str:
    """The text of ``summary`` under ``heading``: a ``## `` heading up to the next ``## `` heading or appendix
    tag, or the inside of an appendix tag (``<workspace-critical-rules>``)."""
    if heading.startswith("<"):
        found = re.search(rf"{re.escape(heading)}\n?(.*?)\n?</{re.escape(heading[1:])}", summary, re.DOTALL)
        return found.group(1) if found else ""
    parts = ("\n" + summary).split("\n" + heading + "\n", 1)
    if len(parts) < 2:
        return ""
    return re.split(r"\n(?:## |<(?!/))", "\n" + parts[1], maxsplit=1)[0]


def placed(summary: str, kind: str, fact: str) -> bool:
    """Is a fact of a kind with a home section in that section of ``summary``?"""
    return any(fact in section_text(summary, heading) for heading in HOMES[kind])


def json_form(text: str) -> str:
    """How ``text`` appears inside ``view --llm --json`` output."""
    return _enc.encode(text).decode()[1:-1]


def drive(scripted: Scripted, store: sessionlog.Store, *, rounds: int = 5, summarizer: Any = None) -> Outcome:
    """Drive ``rounds`` rounds (each ended by a compaction) and check the planted facts after each."""
    summarizer = summarizer or get_summarizer("offline")
    session = store.create_session(cwd=f"/bench/{scripted.name}")
    clock, counter = _Clock(), [0]
    outcome = Outcome(scripted)
    planted_text, background = "", []
    for custom_type, text in scripted.bootstrap:
        session.append_custom_message(custom_type, text, display=False)
        planted_text += json_form(text)
    for r in range(1, rounds + 1):
        planted, routine = scripted.turns_for(r)
        for t in planted:
            for m in turn_messages(t, clock, counter):
                session.append_message(m)
                planted_text += _enc.encode(m).decode()
        for t in routine:
            for m in turn_messages(t, clock, counter):
                session.append_message(m)
                background.append(m)
        for m in noise_messages(f"{scripted.name}-{r}", scripted.lang, clock, counter):
            session.append_message(m)
            background.append(m)
        filler = turn_messages(_filler(scripted.lang, r), clock, counter)
        kept = session.append_message(filler[0])
        for m in filler[1:]:
            session.append_message(m)
        background += filler
        summary = _compact(session, kept["id"], summarizer)
        outcome.summaries.append(summary)
        seen = _enc.encode(to_llm(session.view().messages)).decode()
        if DETAILS_MARKER in seen or DETAILS_MARKER in summary:
            raise AssertionError(f"{scripted.name}: tool-result details reached a summary")
        result = RoundResult(r, [], [], len(summary.encode("utf-16-le")) // 2)
        for kind, fact in scripted.facts:
            if json_form(fact) in planted_text:  # planted by this round
                (result.kept if json_form(fact) in seen else result.missing).append((kind, fact))
                if json_form(fact) in seen and kind in HOMES and placed(summary, kind, fact):
                    result.placed.append((kind, fact))
        outcome.rounds.append(result)
    reachable = [m for m in background if not (m.get("role") == "toolResult" and not m.get("isError"))]
    _check_facts_only_planted(scripted, _enc.encode(reachable).decode())
    return outcome


def _check_facts_only_planted(scripted: Scripted, background: str) -> None:
    """A fact string found in routine work, noise or fillers could reach the view from there (successful
    tool results' bodies excepted: summaries never copy them, ``test_summarizers_offline`` checks that)."""
    for kind, fact in scripted.facts:
        if json_form(fact) in background:
            raise AssertionError(f"{scripted.name}: the {kind} fact {fact!r} also occurs outside its planted turn")
