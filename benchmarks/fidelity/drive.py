"""Drive a scripted session through the real store: rounds of new work, each ended by a compaction.

Each round appends the scripted turns, some deterministic noise (large tool outputs full of log lines
and ids nobody asked about), and a closing filler turn whose user message becomes
``firstKeptEntryId``. So after the last compaction every planted fact can only reach the model through
the summaries. A fact is kept when its exact string, JSON-encoded as ``view --llm --json`` prints it,
occurs in ``to_llm(view.messages)``.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass
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
class Outcome:
    session: Scripted
    kept: list[tuple[str, str]]
    missing: list[tuple[str, str]]
    summaries: list[str]


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


def json_form(text: str) -> str:
    """How ``text`` appears inside ``view --llm --json`` output."""
    return _enc.encode(text).decode()[1:-1]


def drive(scripted: Scripted, store: sessionlog.Store, *, rounds: int = 5, summarizer: Any = None) -> Outcome:
    summarizer = summarizer or get_summarizer("offline")
    session = store.create_session(cwd=f"/bench/{scripted.name}")
    clock, counter = _Clock(), [0]
    summaries = []
    planted_in = []
    for r, script in enumerate(scripted.rounds[:rounds], start=1):
        for t in script:
            for m in turn_messages(t, clock, counter):
                session.append_message(m)
                planted_in.append(m)
        for m in noise_messages(f"{scripted.name}-{r}", scripted.lang, clock, counter):
            session.append_message(m)
        filler = turn_messages(_filler(scripted.lang, r), clock, counter)
        kept = session.append_message(filler[0])
        for m in filler[1:]:
            session.append_message(m)
        summaries.append(_compact(session, kept["id"], summarizer))
    seen = _enc.encode(to_llm(session.view().messages)).decode()
    if DETAILS_MARKER in seen or any(DETAILS_MARKER in s for s in summaries):
        raise AssertionError(f"{scripted.name}: tool-result details reached a summary")
    planted_text = _enc.encode(planted_in).decode()
    kept_facts, missing = [], []
    for kind, fact in scripted.facts:
        if json_form(fact) not in planted_text:
            continue  # planted in a round not driven
        (kept_facts if json_form(fact) in seen else missing).append((kind, fact))
    return Outcome(scripted, kept_facts, missing, summaries)
