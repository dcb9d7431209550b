"""Codex CLI rollouts (``~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl``) as Pi v3 entries.

Rule of this module: pure conversion of bytes to a :class:`~.records.Converted`. A rollout is linear,
so every record becomes entries chained after the previous one (ids ``line-<N>``, further entries of
the same record ``line-<N>.<k>``), with two exceptions that make the chain a tree:

* ``compacted``: the items of its ``replacement_history`` (the complete model history after the
  compaction, minus the summary message itself) are chained first, then a ``compaction`` entry whose
  ``firstKeptEntryId`` is the first of them (its own id when there are none), so the view at the head
  is the summary, the replacement history, then what follows;
* ``event_msg`` ``thread_rolled_back {num_turns}``: the last ``num_turns`` user turns on the current
  path are dropped by hanging a marker entry under the entry before them (Codex's
  ``drop_last_n_user_turns``); the dropped turns stay in the log as a side branch and later records
  are chained after the marker. When that rollback is the file's last record, ``Converted.head`` is
  the rolled-back point (the marker's parent), which the import records as a logged head move.
  Nothing is deleted.

``response_item`` records map to messages (user, assistant, toolResult; text, thinking, toolCall
blocks; developer/system messages to model-visible ``custom_message`` entries); every other record
becomes a model-invisible ``custom`` entry (``customType`` ``codex.<type>`` or
``codex.event.<type>``). The table is in ``docs/importers.md``.
"""

from __future__ import annotations

from pathlib import PurePath
from typing import Any

import msgspec

from ..core import codec
from ..core.codec import ParsedFile
from .records import (
    EPOCH_ISO,
    SOURCE_FIELD,
    Converted,
    EntryBuilder,
    Record,
    iso_or,
    ms,
    read_records,
    stamp_or_warn,
    text_of,
    zero_usage,
)

FORMAT = "codex"
API = "openai-responses"
# User messages Codex itself injects (instructions, environment): not user turns for a rollback.
_CONTEXTUAL_PREFIXES = ("<environment_context>", "<user_instructions>", "# AGENTS.md instructions",
                        "<user_shell_command>", "<turn_aborted>", "<subagent_notification>", "<skill>")


def convert(data: bytes, source: str = "<input>") -> Converted:
    """Convert one Codex rollout (see the module rule)."""
    records, problems, warnings = read_records(data, source)
    return _Converter(records, source, warnings).run(problems)


class _Converter:
    def __init__(self, records: list[Record], source: str, warnings: list[str]) -> None:
        self.records = records
        self.source = source
        self.warnings = warnings
        self.out = EntryBuilder(FORMAT)
        self.parent_of: dict[str, str | None] = {}
        self.user_turns: set[str] = set()
        self.kept_of: dict[str, str] = {}  # compaction id -> its firstKeptEntryId
        self.summary_of: dict[str, str] = {}  # compaction id -> its summary
        self.tool_names: dict[str, str] = {}
        self.provider = "openai"
        self.model = "unknown"
        self.cursor: str | None = None
        self.when = 0  # epoch milliseconds of the record being converted
        self.rollback_marker: str | None = None  # the marker of the latest rollback that dropped turns

    def warn(self, record: Record, text: str) -> None:
        self.warnings.append(f"{self.source}: line {record.line}: {text}")

    def run(self, problems: list) -> Converted:
        header = self._header()
        now = (header["timestamp"], ms(header["timestamp"]))
        for record in self.records:
            value = record.value
            now = stamp_or_warn(value.get("timestamp"), now, lambda text, r=record: self.warn(r, text))
            timestamp, self.when = now
            kind = value.get("type") if isinstance(value.get("type"), str) else "unknown"
            payload = value.get("payload") if isinstance(value.get("payload"), dict) else {}
            if kind == "session_meta":
                if isinstance(payload.get("model_provider"), str):
                    self.provider = payload["model_provider"]
                self._custom(record, timestamp, "codex.session_meta")
            elif kind == "turn_context":
                if isinstance(payload.get("model"), str):
                    self.model = payload["model"]
                self._custom(record, timestamp, "codex.turn_context")
            elif kind == "response_item":
                self._items(record, timestamp, [payload])
            elif kind == "compacted":
                self._compacted(record, timestamp, payload)
            elif kind == "event_msg":
                event = payload.get("type") if isinstance(payload.get("type"), str) else "unknown"
                if event == "thread_rolled_back":
                    self._rollback(record, timestamp, payload)
                else:
                    self._custom(record, timestamp, f"codex.event.{event}")
            else:
                self._custom(record, timestamp, f"codex.{kind}")
        parsed = ParsedFile(header, self.out.entries, self.out.lines, problems, self.warnings)
        last = self.out.entries[-1]["id"] if self.out.entries else None
        head = self.cursor if self.cursor != last else None
        if last is not None and last == self.rollback_marker and self.parent_of[last] is not None:
            # A rollback is the last thing in the file: the head ends at the rolled-back point (the
            # import stores the file, then moves the head there: a logged head move).
            head = self.parent_of[last]
        return Converted(parsed, head, FORMAT)

    def _header(self) -> dict[str, Any]:
        meta = next((r for r in self.records if r.value.get("type") == "session_meta"), None)
        payload = meta.value.get("payload") if meta is not None else None
        payload = payload if isinstance(payload, dict) else {}
        sid = payload.get("id") if isinstance(payload.get("id"), str) and payload["id"] else None
        if meta is None:
            self.warnings.append(f"{self.source}: no session_meta record: the session id is taken from the file name")
        elif not isinstance(meta.value.get("payload"), dict):
            self.warn(meta, "session_meta payload is not an object: the session id is taken from the file name")
        elif sid is None:
            self.warn(meta, f"session_meta id is not a non-empty string ({_short(payload.get('id'))}): the session "
                            "id is taken from the file name")
        header: dict[str, Any] = {"type": "session", "version": 3, "id": sid or PurePath(self.source).stem or "codex-session"}
        first_ts = next((r.value["timestamp"] for r in self.records if iso_or(r.value.get("timestamp"), "")), None)
        header["timestamp"] = iso_or(payload.get("timestamp"), first_ts or EPOCH_ISO)
        if header["timestamp"] == EPOCH_ISO and first_ts is None and self.records:
            self.warnings.append(f"{self.source}: no record has a readable timestamp: the session's timestamp "
                                 f"is {EPOCH_ISO}")
        header["cwd"] = payload.get("cwd") if isinstance(payload.get("cwd"), str) else ""
        if isinstance(payload.get("forked_from_id"), str) and payload["forked_from_id"]:
            header["parentSession"] = payload["forked_from_id"]
        header[SOURCE_FIELD] = {"format": FORMAT}
        return header

    # ------------------------------------------------------------ building entries
    def _add(self, record: Record, timestamp: str, kind: str, *, carries: bool | None = None,
             **payload: Any) -> str:
        part = self.out.parts_of(record)
        entry_id = f"line-{record.line}" if part == 0 else f"line-{record.line}.{part}"
        self.out.add(record, entry_id, self.cursor, timestamp, kind, carries=carries, **payload)
        self.parent_of[entry_id] = self.cursor
        self.cursor = entry_id
        return entry_id

    def _custom(self, record: Record, timestamp: str, custom_type: str, *, carries: bool | None = None) -> str:
        return self._add(record, timestamp, "custom", carries=carries, customType=custom_type)

    def _items(self, record: Record, timestamp: str, items: list[Any], *, carries: bool | None = None) -> str | None:
        first = None
        for item in items:
            item = item if isinstance(item, dict) else {}
            built = self._item(record, item, self.when)
            if built is None:
                kind = item.get("type") if isinstance(item.get("type"), str) else "unknown"
                entry_id = self._custom(record, timestamp, f"codex.{kind}", carries=carries)
            else:
                entry_id = self._add(record, timestamp, built[0], carries=carries, **built[1])
                if _is_user_turn(item):
                    self.user_turns.add(entry_id)
            first = first or entry_id
        return first

    def _item(self, record: Record, item: dict[str, Any], when: int) -> tuple[str, dict[str, Any]] | None:
        """One ResponseItem as an entry kind and payload, or None (kept as a custom entry)."""
        kind = item.get("type")
        if kind == "message":
            role = item.get("role")
            content = item.get("content") if isinstance(item.get("content"), list) else []
            if role == "user":
                return "message", {"message": {"role": "user", "content": _user_blocks(content), "timestamp": when}}
            if role == "assistant":
                blocks = [{"type": "text", "text": _block_text(b)} for b in content
                          if isinstance(b, dict) and b.get("type") in ("output_text", "refusal", "input_text")]
                return "message", {"message": self._assistant(blocks, when, item)}
            if role in ("developer", "system"):
                return "custom_message", {"customType": f"codex.{role}", "content": text_of(content), "display": False}
            return None
        if kind == "reasoning":
            summary = item.get("summary") if isinstance(item.get("summary"), list) else []
            text = text_of(summary) or text_of(item.get("content"))
            block: dict[str, Any] = {"type": "thinking", "thinking": text}
            if isinstance(item.get("encrypted_content"), str):
                block["thinkingSignature"] = item["encrypted_content"]
                if not text:
                    block["redacted"] = True
            elif not text:
                return None
            return "message", {"message": self._assistant([block], when, item)}
        if kind in ("function_call", "custom_tool_call", "local_shell_call"):
            call = item.get("call_id") if isinstance(item.get("call_id"), str) else item.get("id")
            if not isinstance(call, str):
                self.warn(record, f"{kind} without a string call_id ({_short(item.get('call_id'))}): kept as a "
                                  "custom entry (not seen by the model)")
                return None
            if kind == "function_call":
                name, args = item.get("name"), _arguments(item.get("arguments"))
                if args is None:
                    self.warn(record, f"function_call {call}: arguments are not a JSON object "
                                      f"({_short(item.get('arguments'))}): kept as {{\"input\": ...}}")
                    args = {"input": item.get("arguments")}
            elif kind == "custom_tool_call":
                name, args = item.get("name"), {"input": item.get("input")}
            else:
                name, args = "local_shell", item.get("action") if isinstance(item.get("action"), dict) else {}
            name = name if isinstance(name, str) else ""
            self.tool_names[call] = name
            block = {"type": "toolCall", "id": call, "name": name, "arguments": args}
            return "message", {"message": self._assistant([block], when, item)}
        if kind in ("function_call_output", "custom_tool_call_output"):
            call = item.get("call_id") if isinstance(item.get("call_id"), str) else ""
            content, is_error = _output(item.get("output"))
            return "message", {"message": {"role": "toolResult", "toolCallId": call,
                                           "toolName": self.tool_names.get(call, ""), "content": content,
                                           "isError": is_error, "timestamp": when}}
        return None

    def _assistant(self, content: list[dict[str, Any]], when: int, item: dict[str, Any]) -> dict[str, Any]:
        message = {"role": "assistant", "content": content, "api": API, "provider": self.provider,
                   "model": self.model, "usage": zero_usage(),
                   "stopReason": "toolUse" if any(b["type"] == "toolCall" for b in content) else "stop",
                   "timestamp": when}
        if isinstance(item.get("id"), str):
            message["responseId"] = item["id"]
        return message

    # ------------------------------------------------------------ compaction and rollback
    def _compacted(self, record: Record, timestamp: str, payload: dict[str, Any]) -> None:
        summary = payload.get("message") if isinstance(payload.get("message"), str) else ""
        history = payload.get("replacement_history")
        kept = None
        if isinstance(history, list):
            items = [it for it in history if not (_is_message(it, "user") and text_of(it.get("content")) == summary)]
            kept = self._items(record, timestamp, items, carries=False)
        else:
            self.warn(record, "compacted record without replacement_history (a legacy compaction): "
                              "the view keeps only the summary")
        part = self.out.parts_of(record)
        own = f"line-{record.line}" if part == 0 else f"line-{record.line}.{part}"
        self._add(record, timestamp, "compaction", carries=True, summary=summary,
                  firstKeptEntryId=kept or own, tokensBefore=0)
        self.kept_of[own] = kept or own
        self.summary_of[own] = summary

    def _rollback(self, record: Record, timestamp: str, payload: dict[str, Any]) -> None:
        turns = payload.get("num_turns")
        if isinstance(turns, bool) or not isinstance(turns, int) or turns < 0:
            self.warn(record, f"thread_rolled_back with num_turns {turns!r}: nothing rolled back")
            turns = 0
        found, compaction, span = self._turns_on_path()
        if turns > len(found):
            self.warn(record, f"thread_rolled_back num_turns {turns} is more than the {len(found)} user turns in "
                              "the model's history: all of them are rolled back")
        if turns and found:
            target = found[-turns] if turns < len(found) else found[0]
            self.cursor = self.parent_of[target]
            if compaction is not None and target in span:
                # The cut falls inside the latest compaction's kept span: a new compaction with the same
                # summary keeps what is left of the span (the old one is no longer on the path).
                kept = self.kept_of[compaction]
                part = self.out.parts_of(record)
                own = f"line-{record.line}" if part == 0 else f"line-{record.line}.{part}"
                first = own if target == kept else kept
                self._add(record, timestamp, "compaction", carries=False, summary=self.summary_of[compaction],
                          firstKeptEntryId=first, tokensBefore=0)
                self.kept_of[own] = first
                self.summary_of[own] = self.summary_of[compaction]
        marker = self._custom(record, timestamp, "codex.event.thread_rolled_back", carries=True)
        self.rollback_marker = marker if turns and found else None

    def _turns_on_path(self) -> tuple[list[str], str | None, set[str]]:
        """User-turn entries in the model's current history (the path back to the latest compaction's
        kept span), oldest first; that compaction (or None) and the entries of its kept span."""
        turns: list[str] = []
        node = self.cursor
        compaction: str | None = None
        span: set[str] = set()
        while node is not None:
            if compaction is not None:
                span.add(node)
            if node in self.user_turns:
                turns.append(node)
            if compaction is not None and node == self.kept_of[compaction]:
                break
            if node in self.kept_of and compaction is None:
                compaction = node
                if self.kept_of[node] == node:
                    break
            node = self.parent_of.get(node)
        return turns[::-1], compaction, span


def _block_text(block: dict[str, Any]) -> str:
    for key in ("text", "refusal"):
        if isinstance(block.get(key), str):
            return block[key]
    return ""


def _is_message(item: Any, role: str) -> bool:
    return isinstance(item, dict) and item.get("type") == "message" and item.get("role") == role


def _is_user_turn(item: dict[str, Any]) -> bool:
    return _is_message(item, "user") and not text_of(item.get("content")).lstrip().startswith(_CONTEXTUAL_PREFIXES)


def _arguments(raw: Any) -> dict[str, Any] | None:
    """Function-call arguments (a JSON string in the rollout) as an object; None when they are not one
    (the caller keeps them as ``{"input": raw}``, with a warning)."""
    if isinstance(raw, str):
        try:
            value, _ = codec.decode_mended(raw.encode("utf-8", "surrogatepass"))
        except (msgspec.DecodeError, RecursionError):
            return None
        return value if isinstance(value, dict) else None
    return raw if isinstance(raw, dict) else None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _user_blocks(content: list[Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for block in content:
        if not isinstance(block, dict):
            continue
        if block.get("type") in ("input_text", "output_text", "text") and isinstance(block.get("text"), str):
            out.append({"type": "text", "text": block["text"]})
        elif block.get("type") == "input_image" and isinstance(block.get("image_url"), str):
            url = block["image_url"]
            head, _, data = url.partition(",")
            if url.startswith("data:") and head.endswith(";base64"):
                out.append({"type": "image", "data": data, "mimeType": head[5:-7]})
            else:
                out.append({"type": "text", "text": f"[image: {url}]"})
    return out


def _output(raw: Any) -> tuple[list[dict[str, Any]], bool]:
    """A function-call output (a string, a list of content items, or ``{content, success}``)."""
    if isinstance(raw, str):
        return [{"type": "text", "text": raw}], False
    if isinstance(raw, list):
        return _user_blocks(raw), False
    if isinstance(raw, dict):
        content, _ = _output(raw.get("content", raw.get("content_items", "")))
        return content, raw.get("success") is False
    return [], False
