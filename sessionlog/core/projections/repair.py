"""Tool-call / tool-result pairing repair (OpenClaw ``repairToolUseResultPairing``, 5.6).

Rule of this module: after repair, every tool call of a completed assistant turn is followed directly
by exactly one result, in call order, and no tool result is orphaned.

* A tool call is a ``toolCall``, ``toolUse`` or ``functionCall`` block with a non-empty ``id``.
* For each assistant with tool calls, the span runs to the next assistant. In it, the first result
  for each call wins; later ones and ids already answered earlier are dropped as duplicates; results
  for no call of this assistant are orphans and dropped; other messages (e.g. a user message that
  slipped in) are the remainder, emitted after the results. Results outside every span are orphans.
* Missing results are synthesised: ``{role: "toolResult", toolCallId, toolName, content: [text],
  isError: true, timestamp}`` with ``MISSING_TOOL_RESULT_TEXT`` (``aborted`` for OpenAI Responses).
  The timestamp is the assistant's (OpenClaw uses "now"; a projection takes no clock).
* Result ``toolName`` is trimmed, falls back to the call's name, and is ``unknown`` when blank.
* Errored or aborted assistant turns (``stopReason`` ``error``/``aborted``) with tool calls: policy
  ``drop`` (5.6 at replay; sessionlog's default) removes the turn and its results, the remainder kept;
  policy ``keep`` (5.6's default) keeps the turn and its matching results, nothing synthesised.

No change -> the same list. Input messages are never mutated.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import is_
from typing import Any

import msgspec

MISSING_TOOL_RESULT_TEXT = (
    "[openclaw] missing tool result in session history; inserted synthetic error result for transcript repair."
)
OPENAI_RESPONSES_MISSING_TEXT = "aborted"
TOOL_CALL_TYPES = ("toolCall", "toolUse", "functionCall")
ERRORED_STOP_REASONS = ("error", "aborted")


class RepairOutcome(msgspec.Struct, frozen=True):
    messages: list[Any]
    added: list[str]
    dropped_duplicates: int
    dropped_orphans: int
    moved: int
    dropped_errored_turns: int
    renamed_results: int


def _role(message: Any) -> Any:
    return message.get("role") if isinstance(message, dict) else None


def tool_calls(message: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The tool-call blocks with a non-empty string id, in order."""
    content = message.get("content")
    if not isinstance(content, list):
        return []
    return [b for b in content if isinstance(b, dict) and b.get("type") in TOOL_CALL_TYPES
            and isinstance(b.get("id"), str) and b.get("id")]


def result_id(message: Mapping[str, Any]) -> Any:
    rid = message.get("toolCallId")
    return rid if isinstance(rid, str) and rid else message.get("toolUseId")


def is_errored(message: Mapping[str, Any]) -> bool:
    return message.get("stopReason") in ERRORED_STOP_REASONS


def _normalise_name(result: Mapping[str, Any], call_name: Any) -> Mapping[str, Any]:
    name = result.get("toolName")
    if isinstance(name, str) and name and name.strip() == name:
        return result  # already trimmed and non-blank
    name = name.strip() if isinstance(name, str) else ""
    if not name:
        name = call_name.strip() if isinstance(call_name, str) else ""
    name = name or "unknown"
    return result if result.get("toolName") == name else {**result, "toolName": name}


def missing_tool_result(call: Mapping[str, Any], timestamp: Any, text: str) -> dict[str, Any]:
    name = call.get("name")
    name = name.strip() if isinstance(name, str) and name.strip() else "unknown"
    return {"role": "toolResult", "toolCallId": call["id"], "toolName": name,
            "content": [{"type": "text", "text": text}], "isError": True, "timestamp": timestamp}


def repair_tool_use_result_pairing(messages: list[Any], *, errored_policy: str = "drop",
                                   missing_text: str = MISSING_TOOL_RESULT_TEXT,
                                   synthesize: bool = True) -> RepairOutcome:
    """Pairing repair (module docstring)."""
    out: list[Any] = []
    append = out.append
    added: list[str] = []
    dup = orphan = moved = dropped_errored = renamed = 0
    answered: set[str] = set()
    n = len(messages)
    roles = [m.get("role") if isinstance(m, dict) else None for m in messages]
    i = 0
    call_types = TOOL_CALL_TYPES
    while i < n:
        m = messages[i]
        role = roles[i]
        if role != "assistant":
            if role == "toolResult":
                orphan += 1
            else:
                append(m)
            i += 1
            continue
        content = m.get("content")
        unique: list[Any] | None = None  # tool_calls(m) without repeated ids, inline: the hot path
        if isinstance(content, list):
            for b in content:
                if isinstance(b, dict) and b.get("type") in call_types:
                    cid = b.get("id")
                    if isinstance(cid, str) and cid:
                        if unique is None:
                            unique = [b]
                            ids = {cid}
                        elif cid not in ids:
                            ids.add(cid)
                            unique.append(b)
        if unique is None:
            append(m)
            i += 1
            continue
        results: dict[str, Any] = {}
        remainder: list[Any] = []
        order: list[Any] = []  # the span as it was, to tell whether anything moved
        j = i + 1
        while j < n:
            r_role = roles[j]
            if r_role == "assistant":
                break
            r = messages[j]
            if r_role == "toolResult":
                rid = r.get("toolCallId")
                if not (isinstance(rid, str) and rid):
                    rid = r.get("toolUseId")
                if rid in ids and rid not in results and rid not in answered:
                    results[rid] = r
                    order.append(r)
                elif rid in ids:
                    dup += 1
                else:
                    orphan += 1
            else:
                remainder.append(r)
                order.append(r)
            j += 1
        in_call_order = [results[c["id"]] for c in unique if c["id"] in results]
        if m.get("stopReason") in ERRORED_STOP_REASONS:
            if errored_policy == "drop":
                dropped_errored += 1
                out.extend(remainder)
            else:
                append(m)
                out.extend(in_call_order)
                out.extend(remainder)
                moved += _moved(order, in_call_order, remainder)
                answered.update(results)
            i = j
            continue
        append(m)
        if len(in_call_order) == len(unique):  # every call answered: no synthesis
            for call, result in zip(unique, in_call_order):
                name = result.get("toolName")
                if not (isinstance(name, str) and name and name.strip() == name):
                    fixed = _normalise_name(result, call.get("name"))
                    if fixed is not result:
                        renamed += 1
                        result = fixed
                append(result)
            answered.update(ids)
        else:
            for call in unique:
                cid = call["id"]
                result = results.get(cid)
                if result is not None:
                    fixed = _normalise_name(result, call.get("name"))
                    renamed += fixed is not result
                    append(fixed)
                elif synthesize:
                    append(missing_tool_result(call, m.get("timestamp"), missing_text))
                    added.append(cid)
                answered.add(cid)
        out.extend(remainder)
        if remainder or len(order) != len(in_call_order) or not all(map(is_, order, in_call_order)):
            moved += _moved(order, in_call_order, remainder)
        i = j
    changed = len(out) != n or not all(map(is_, out, messages))
    return RepairOutcome(messages=out if changed else messages, added=added, dropped_duplicates=dup,
                         dropped_orphans=orphan, moved=moved, dropped_errored_turns=dropped_errored,
                         renamed_results=renamed)


def _moved(before: list[Any], results: list[Any], remainder: list[Any]) -> bool:
    """Whether ``before`` differs (by identity) from ``results`` followed by ``remainder``."""
    if len(before) != len(results) + len(remainder):
        return True
    if not remainder:
        return not all(map(is_, before, results))
    return not all(map(is_, before, results + remainder))
