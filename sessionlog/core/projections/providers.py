"""Per-provider transcript policy (OpenClaw ``resolveTranscriptPolicy`` and ``turns.ts``, 5.6), applied
last, together with pairing repair.

Rule of this module: one table says, per provider family, how tool-call ids are sanitised, which
text a synthesised result carries, and which turn fixes run; ``apply_provider_policy`` runs, in order,
id sanitising -> pairing repair -> turn fixes, and reports every change.

| provider | ids | missing result text | turn fixes |
|---|---|---|---|
| anthropic | strict | default | strip dangling tool calls, merge consecutive user turns |
| google | strict | default | merge consecutive assistant turns, bootstrap user turn |
| openai-responses | none | ``aborted`` | none |
| openai-completions | strict | default | assistant merge + dangling strip + user merge + bootstrap |
| mistral | strict9 | default | none |
| (none: generic) | none | default | none |

* ``strict``: alphanumerics only (empty -> ``sanitizedtoolid``), at most 40; a collision appends the
  first 8 hex of the original id's sha256, then ``x2`` ... ``x999``.
* ``strict9``: the first 9 alphanumerics, else the first 9 hex of the id's sha256; a collision hashes
  ``id:i``. One mapping serves calls and results, so pairs stay paired.
* Dangling strip: tool-call blocks with no result in the following non-assistant span are dropped; an
  emptied turn becomes ``[tool calls omitted]`` (``[]`` for an errored or aborted turn).
* User merge: content arrays concatenated (a string becomes a text block), the later timestamp kept.
  Assistant merge: content concatenated, the later ``usage``, ``stopReason`` and ``errorMessage``.
* Bootstrap: a history starting with an assistant gets a ``(session bootstrap)`` user turn in front.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

import msgspec

from .repair import (
    MISSING_TOOL_RESULT_TEXT,
    _role,
    OPENAI_RESPONSES_MISSING_TEXT,
    TOOL_CALL_TYPES,
    is_errored,
    repair_tool_use_result_pairing,
)

BOOTSTRAP_TEXT = "(session bootstrap)"
TOOL_CALLS_OMITTED = "[tool calls omitted]"
_NON_ALNUM = re.compile(r"[^A-Za-z0-9]")


class ProviderPolicy(msgspec.Struct, frozen=True):
    ids: str  # "none" | "strict" | "strict9"
    missing_text: str
    strip_dangling: bool
    merge_users: bool
    merge_assistants: bool
    bootstrap: bool


GENERIC = ProviderPolicy("none", MISSING_TOOL_RESULT_TEXT, False, False, False, False)
POLICIES: dict[str, ProviderPolicy] = {
    "anthropic": ProviderPolicy("strict", MISSING_TOOL_RESULT_TEXT, True, True, False, False),
    "google": ProviderPolicy("strict", MISSING_TOOL_RESULT_TEXT, False, False, True, True),
    "openai-responses": ProviderPolicy("none", OPENAI_RESPONSES_MISSING_TEXT, False, False, False, False),
    "openai-completions": ProviderPolicy("strict", MISSING_TOOL_RESULT_TEXT, True, True, True, True),
    "mistral": ProviderPolicy("strict9", MISSING_TOOL_RESULT_TEXT, False, False, False, False),
}


def policy_for(provider: str | None) -> ProviderPolicy:
    return GENERIC if provider is None else POLICIES[provider]


class PolicyOutcome(msgspec.Struct, frozen=True):
    messages: list[Any]
    ids_renamed: int
    added: list[str]
    dropped_duplicates: int
    dropped_orphans: int
    moved: int
    dropped_errored_turns: int
    renamed_results: int
    dangling_calls_dropped: int
    users_merged: int
    assistants_merged: int
    bootstrap_added: bool


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def sanitize_id(raw: str, mode: str, taken: set[str]) -> str:
    if mode == "strict":
        base = _NON_ALNUM.sub("", raw)[:40] or "sanitizedtoolid"
        if base not in taken:
            return base
        candidate = (base + _sha(raw)[:8])[-40:] if len(base) + 8 > 40 else base + _sha(raw)[:8]
        k = 2
        while candidate in taken and k <= 999:
            candidate = f"{base[:36]}x{k}"
            k += 1
        return candidate
    alnum = _NON_ALNUM.sub("", raw)
    base = alnum[:9] if len(alnum) >= 9 else _sha(raw)[:9]
    k = 1
    while base in taken:
        base = _sha(f"{raw}:{k}")[:9]
        k += 1
    return base


def sanitize_tool_call_ids(messages: list[Any], mode: str) -> tuple[list[Any], int]:
    """Rename tool-call ids and the matching result ids with one mapping; (messages, renamed ids)."""
    if mode == "none":
        return messages, 0
    mapping: dict[str, str] = {}
    taken: set[str] = set()

    def mapped(raw: str) -> str:
        if raw not in mapping:
            mapping[raw] = sanitize_id(raw, mode, taken)
            taken.add(mapping[raw])
        return mapping[raw]

    out = None
    for i, m in enumerate(messages):
        if not isinstance(m, dict):
            continue
        role = m.get("role")
        new = m
        if role == "assistant":
            blocks = m.get("content")
            if not isinstance(blocks, list):
                continue
            content = None
            for k, b in enumerate(blocks):
                if not (isinstance(b, dict) and b.get("type") in TOOL_CALL_TYPES):
                    continue
                raw = b.get("id")
                if isinstance(raw, str) and raw:
                    to = mapping.get(raw)
                    if to is None:
                        to = mapped(raw)
                    if to != raw:
                        if content is None:
                            content = list(blocks)
                        content[k] = {**b, "id": to}
            if content is not None:
                new = {**m, "content": content}
        elif role == "toolResult":
            rid = m.get("toolCallId")
            key = "toolCallId"
            if not (isinstance(rid, str) and rid):
                rid = m.get("toolUseId")
                key = "toolUseId"
            if isinstance(rid, str) and rid:
                to = mapping.get(rid)
                if to is None:
                    to = mapped(rid)
                if to != rid:
                    new = {**m, key: to}
        if new is not m:
            if out is None:
                out = list(messages)
            out[i] = new
    renamed = sum(1 for k, v in mapping.items() if k != v)
    return (messages if out is None else out), renamed


def strip_dangling_tool_calls(messages: list[Any]) -> tuple[list[Any], int]:
    out = None
    dropped = 0
    n = len(messages)
    roles = [m.get("role") if isinstance(m, dict) else None for m in messages]
    for i, m in enumerate(messages):
        if roles[i] != "assistant":
            continue
        content = m.get("content")
        if not isinstance(content, list):
            continue
        calls = [b for b in content if isinstance(b, dict) and b.get("type") in TOOL_CALL_TYPES]
        if not calls:
            continue
        answered = set()
        j = i + 1
        while j < n:
            r_role = roles[j]
            if r_role == "assistant":
                break
            if r_role == "toolResult":
                r = messages[j]
                rid = r.get("toolCallId")  # result_id inline
                answered.add(rid if isinstance(rid, str) and rid else r.get("toolUseId"))
            j += 1
        for b in calls:
            if b.get("id") not in answered:
                break
        else:
            continue  # every call answered: nothing to strip
        keep = [b for b in content if not (isinstance(b, dict) and b.get("type") in TOOL_CALL_TYPES
                                           and b.get("id") not in answered)]
        dropped += len(content) - len(keep)
        if not keep and not is_errored(m):
            keep = [{"type": "text", "text": TOOL_CALLS_OMITTED}]
        out = list(messages) if out is None else out
        out[i] = {**m, "content": keep}
    return (messages if out is None else out), dropped


def _as_blocks(content: Any) -> list[Any]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    return list(content) if isinstance(content, list) else []


def merge_consecutive(messages: list[Any], role: str) -> tuple[list[Any], int]:
    merged = 0
    out: list[Any] = []
    previous = None  # the role of out[-1]
    for m in messages:
        current = m.get("role") if isinstance(m, dict) else None
        if current == role and previous == role:
            prev = out[-1]
            new = {**prev, "content": _as_blocks(prev.get("content")) + _as_blocks(m.get("content"))}
            keys = ("timestamp",) if role == "user" else ("timestamp", "usage", "stopReason", "errorMessage")
            for key in keys:
                if key in m:
                    new[key] = m[key]
            out[-1] = new
            merged += 1
        else:
            out.append(m)
            previous = current
    return (out if merged else messages), merged


def apply_provider_policy(messages: list[Any], provider: str | None, *, repair: bool = True,
                          errored_policy: str = "drop") -> PolicyOutcome:
    """Id sanitising -> pairing repair -> turn fixes, per the provider's policy (module docstring)."""
    policy = policy_for(provider)
    current, ids_renamed = sanitize_tool_call_ids(messages, policy.ids)
    fixed = None
    if repair:
        fixed = repair_tool_use_result_pairing(current, errored_policy=errored_policy, missing_text=policy.missing_text)
        current = fixed.messages
    dangling = users = assistants = 0
    if policy.merge_assistants:
        current, assistants = merge_consecutive(current, "assistant")
    if policy.strip_dangling:
        current, dangling = strip_dangling_tool_calls(current)
    if policy.merge_users:
        current, users = merge_consecutive(current, "user")
    bootstrap = False
    if policy.bootstrap and current and _role(current[0]) == "assistant":
        ts = current[0].get("timestamp")
        current = [{"role": "user", "content": [{"type": "text", "text": BOOTSTRAP_TEXT}], "timestamp": ts}, *current]
        bootstrap = True
    return PolicyOutcome(
        messages=current, ids_renamed=ids_renamed, added=fixed.added if fixed else [],
        dropped_duplicates=fixed.dropped_duplicates if fixed else 0,
        dropped_orphans=fixed.dropped_orphans if fixed else 0, moved=fixed.moved if fixed else 0,
        dropped_errored_turns=fixed.dropped_errored_turns if fixed else 0,
        renamed_results=fixed.renamed_results if fixed else 0, dangling_calls_dropped=dangling,
        users_merged=users, assistants_merged=assistants, bootstrap_added=bootstrap)
