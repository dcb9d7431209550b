"""The view builder: what the model sees at a leaf (Pi 0.73.1 ``buildSessionContext``) and ``to_llm``.

Rule of this module: pure functions over JSON entry objects. ``build_view(entries, leaf)`` returns
exactly Pi's ``SessionContext`` for every input Pi accepts, its quirks included (an absent or unknown
leaf falls back to the last entry in array order; an explicit ``None`` leaf is the empty context).
Where Pi would loop forever (a ``parentId`` cycle) this raises ``CycleError``.

``build_view_from_parts`` is the same computation for a caller that already holds the pieces (the
store: the visible tail plus the entries that last set the model and thinking level), so the store
never reads history that the view does not show.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence  # isinstance against typing's aliases is ~5x slower
from typing import Any

import msgspec

from .codec import MISSING
from .jsvalues import js_date_ms, js_str, js_truthy
from .errors import CycleError

UNSET: Any = msgspec.UNSET  # "no leaf given" (Pi's `undefined`), distinct from an explicit None

COMPACTION_SUMMARY_PREFIX = (
    "The conversation history before this point was compacted into the following summary:\n\n<summary>\n"
)
COMPACTION_SUMMARY_SUFFIX = "\n</summary>"
BRANCH_SUMMARY_PREFIX = (
    "The following is a summary of a branch that this conversation came back from:\n\n<summary>\n"
)
BRANCH_SUMMARY_SUFFIX = "</summary>"

Entry = Mapping[str, Any]


class View(msgspec.Struct, frozen=True):
    """The model-visible context at a leaf: Pi's ``SessionContext``."""

    messages: list[dict[str, Any]]
    thinking_level: Any  # a string, or MISSING when a thinking change carried none (Pi: undefined)
    model: dict[str, Any] | None

    def to_pi(self) -> dict[str, Any]:
        """The ``SessionContext`` JSON object, keys as Pi writes them."""
        out: dict[str, Any] = {"messages": self.messages}
        if self.thinking_level is not MISSING:
            out["thinkingLevel"] = self.thinking_level
        out["model"] = self.model
        return out

    def to_llm(self) -> list[dict[str, Any]]:
        return to_llm(self.messages)


EMPTY_VIEW = View(messages=[], thinking_level="off", model=None)


def _get(entry: Entry, key: str) -> Any:
    if type(entry) is dict:  # the usual case, without the ABC check
        return entry.get(key, MISSING)
    return entry.get(key, MISSING) if isinstance(entry, Mapping) else MISSING


def _defined(**fields: Any) -> dict[str, Any]:
    """An object literal with JavaScript's undefined-valued keys dropped, as JSON.stringify does."""
    return {k: v for k, v in fields.items() if v is not MISSING}


def build_view(entries: Sequence[Entry], leaf: str | None | Any = UNSET) -> View:
    """Pi's ``buildSessionContext(entries, leafId)``: entries without the header, in file order."""
    if leaf is None:
        return EMPTY_VIEW
    by_id: dict[Any, Entry] = {}
    for entry in entries:
        by_id[_get(entry, "id")] = entry
    start = by_id.get(leaf) if js_truthy(leaf) and leaf is not UNSET else None
    if start is None:
        if not entries:
            return EMPTY_VIEW
        start = entries[-1]
    return build_view_from_path(path_to(by_id, start))


def path_to(by_id: Mapping[Any, Entry], leaf: Entry) -> list[Entry]:
    """The root-first path to ``leaf`` following ``parentId`` (an unknown or falsy parent ends it)."""
    path: list[Entry] = []
    seen: set[int] = set()
    current: Entry | None = leaf
    while current is not None:
        if id(current) in seen:
            raise CycleError(f"entry {_get(current, 'id')!r}: parentId chain forms a cycle")
        seen.add(id(current))
        path.append(current)
        parent = _get(current, "parentId")
        current = by_id.get(parent) if js_truthy(parent) else None
    path.reverse()
    return path


def _is_assistant(entry: Entry) -> bool:
    message = _get(entry, "message")
    return _get(entry, "type") == "message" and isinstance(message, Mapping) and message.get("role") == "assistant"


def model_of(entry: Entry) -> dict[str, Any] | None:
    """The model an entry sets (``model_change`` or an assistant message), else None."""
    kind = _get(entry, "type")
    if kind == "model_change":
        return _defined(provider=_get(entry, "provider"), modelId=_get(entry, "modelId"))
    if _is_assistant(entry):
        message = entry["message"]
        return _defined(provider=message.get("provider", MISSING), modelId=message.get("model", MISSING))
    return None


def build_view_from_path(path: Sequence[Entry]) -> View:
    """Settings from the whole path, then the emission rule (steps 4–7 of Pi's algorithm)."""
    thinking: Any = "off"
    model: dict[str, Any] | None = None
    compaction_index = -1
    for i, entry in enumerate(path):
        kind = _get(entry, "type")
        if kind == "thinking_level_change":
            thinking = _get(entry, "thinkingLevel")
        elif kind == "compaction":
            compaction_index = i
        else:
            found = model_of(entry)
            if found is not None:  # an assistant without provider/model sets {} (Pi: undefined keys dropped)
                model = found
    if compaction_index < 0:
        return View(messages=_emit_all(path), thinking_level=thinking, model=model)
    compaction = path[compaction_index]
    first_kept = _get(compaction, "firstKeptEntryId")
    kept_from = next(
        (i for i in range(compaction_index) if _get(path[i], "id") == first_kept),
        compaction_index,
    )
    return View(
        messages=[summary_message(compaction), *_emit_all(path[kept_from:compaction_index]),
                  *_emit_all(path[compaction_index + 1:])],
        thinking_level=thinking,
        model=model,
    )


def build_view_from_parts(
    *,
    compaction: Entry | None,
    kept: Iterable[Entry],
    after: Iterable[Entry],
    thinking_entry: Entry | None,
    model_entry: Entry | None,
) -> View:
    """The view from pre-selected pieces: the latest compaction on the path (or None), the kept entries
    before it (from its first kept entry), the entries after it (the whole path when there is no
    compaction), and the last ``thinking_level_change`` and model-setting entries on the path."""
    thinking = _get(thinking_entry, "thinkingLevel") if thinking_entry is not None else "off"
    model = model_of(model_entry) if model_entry is not None else None
    messages = [summary_message(compaction)] if compaction is not None else []
    messages += _emit_all(kept)
    messages += _emit_all(after)
    return View(messages=messages, thinking_level=thinking, model=model)


def summary_message(compaction: Entry) -> dict[str, Any]:
    return _defined(
        role="compactionSummary",
        summary=_get(compaction, "summary"),
        tokensBefore=_get(compaction, "tokensBefore"),
        timestamp=js_date_ms(_get(compaction, "timestamp")),
    )


def _emit_all(entries: Iterable[Entry]) -> list[dict[str, Any]]:
    out = []
    for entry in entries:
        message = emit(entry)
        if message is not None:
            out.append(message)
    return out


def emit(entry: Entry) -> dict[str, Any] | None:
    """The message an entry contributes to the context, if any (Pi's ``appendMessage`` closure)."""
    kind = _get(entry, "type")
    if kind == "message":
        message = _get(entry, "message")
        return None if message is MISSING else message
    if kind == "custom_message":
        return _defined(
            role="custom",
            customType=_get(entry, "customType"),
            content=_get(entry, "content"),
            display=_get(entry, "display"),
            details=_get(entry, "details"),
            timestamp=js_date_ms(_get(entry, "timestamp")),
        )
    if kind == "branch_summary" and js_truthy(_get(entry, "summary")):
        return _defined(
            role="branchSummary",
            summary=entry["summary"],
            fromId=_get(entry, "fromId"),
            timestamp=js_date_ms(_get(entry, "timestamp")),
        )
    return None


# ---------------------------------------------------------------- convertToLlm
def bash_execution_to_text(message: Mapping[str, Any]) -> str:
    """Pi's ``bashExecutionToText``."""
    text = f"Ran `{js_str(message.get('command', MISSING))}`\n"
    output = message.get("output", MISSING)
    text += f"```\n{js_str(output)}\n```" if js_truthy(output) else "(no output)"
    exit_code = message.get("exitCode", MISSING)
    if js_truthy(message.get("cancelled", MISSING)):
        text += "\n\n(command cancelled)"
    elif exit_code is not MISSING and exit_code is not None and not (_is_number(exit_code) and exit_code == 0):
        text += f"\n\nCommand exited with code {js_str(exit_code)}"
    path = message.get("fullOutputPath", MISSING)
    if js_truthy(message.get("truncated", MISSING)) and js_truthy(path):
        text += f"\n\n[Output truncated. Full output: {js_str(path)}]"
    return text


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _text_message(text: str, timestamp: Any) -> dict[str, Any]:
    return _defined(role="user", content=[{"type": "text", "text": text}], timestamp=timestamp)


def to_llm(messages: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Pi's ``convertToLlm``: agent messages to provider messages (unknown roles dropped)."""
    out: list[dict[str, Any]] = []
    for m in messages:
        if not isinstance(m, Mapping):
            # An imported entry's ``message`` may be any JSON: ``m.role`` is undefined in JavaScript for a
            # number, string, boolean or array (dropped, as Pi drops it); Pi throws on null, we drop it too.
            continue
        role = m.get("role", MISSING)
        ts = m.get("timestamp", MISSING)
        if role in ("user", "assistant", "toolResult"):
            out.append(dict(m))
        elif role == "bashExecution":
            if not js_truthy(m.get("excludeFromContext", MISSING)):
                out.append(_text_message(bash_execution_to_text(m), ts))
        elif role == "custom":
            content = m.get("content", MISSING)
            if isinstance(content, str):
                content = [{"type": "text", "text": content}]
            out.append(_defined(role="user", content=content, timestamp=ts))
        elif role == "branchSummary":
            summary = js_str(m.get("summary", MISSING))
            out.append(_text_message(BRANCH_SUMMARY_PREFIX + summary + BRANCH_SUMMARY_SUFFIX, ts))
        elif role == "compactionSummary":
            summary = js_str(m.get("summary", MISSING))
            out.append(_text_message(COMPACTION_SUMMARY_PREFIX + summary + COMPACTION_SUMMARY_SUFFIX, ts))
    return out
