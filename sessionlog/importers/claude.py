"""Claude Code transcripts (``~/.claude/projects/<cwd>/<session>.jsonl``) as Pi v3 entries.

Rule of this module: pure conversion of bytes to a :class:`~.records.Converted` (header, entries,
reported problems, the head). The mapping table and the choices behind it are in
``docs/importers.md``; in short:

* a record with a ``uuid`` is a tree node: its entry id is the uuid (further entries built from the
  same record get ``<uuid>.1``, ``<uuid>.2``...) and its parent is the entry built last from the
  record named by ``parentUuid``;
* user/assistant records become ``message`` entries (user, assistant, toolResult roles; text,
  thinking and toolCall blocks); a ``compact_boundary`` becomes a ``compaction`` entry hung under
  ``logicalParentUuid`` whose summary is the following ``isCompactSummary`` message and whose
  ``firstKeptEntryId`` is ``compactMetadata.preservedSegment.headUuid`` (else its own id: nothing
  kept, as Claude Code restarts the view at the boundary);
* every other record becomes a model-invisible ``custom`` entry (``customType`` ``claude.<type>``),
  except ``custom-title`` (a ``session_info`` name); records without a uuid are chained after the
  latest main-chain entry, so they never fork the conversation;
* chain damage (self-parenting, a ``parentUuid`` naming no record, cycles, duplicate uuids) is
  repaired in a stated way and reported with the line and uuid; nothing is dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePath
from typing import Any

from ..core.codec import ParsedFile
from .records import (
    EPOCH_ISO,
    SOURCE_FIELD,
    Converted,
    EntryBuilder,
    Record,
    as_int,
    cap_list,
    iso_or,
    ms,
    read_records,
    stamp_or_warn,
    text_of,
    zero_usage,
)

FORMAT = "claude"
API = "anthropic-messages"
PROVIDER = "anthropic"
_STOP = {"max_tokens": "length", "tool_use": "toolUse"}


@dataclass
class _Part:
    kind: str
    payload: dict[str, Any]


def convert(data: bytes, source: str = "<input>") -> Converted:
    """Convert one Claude Code transcript (see the module rule)."""
    records, problems, warnings = read_records(data, source)
    return _Converter(records, source, warnings).run(problems)


class _Converter:
    def __init__(self, records: list[Record], source: str, warnings: list[str]) -> None:
        self.records = records
        self.source = source
        self.warnings = warnings
        self.nodes: dict[str, Record] = {}  # uuid -> first record with it
        self.duplicates: set[int] = set()  # lines of records whose uuid was taken before
        self.tool_names: dict[str, str] = {}
        self.parents: dict[str, Any] = {}  # uuid -> parent uuid after repair (None / _ROOT: a root)

    def warn(self, record: Record, text: str) -> None:
        uuid = _uuid(record.value)
        where = f"line {record.line}" + (f" (uuid {uuid})" if uuid else "")
        self.warnings.append(f"{self.source}: {where}: {text}")

    # ------------------------------------------------------------ passes
    def run(self, problems: list) -> Converted:
        self._index()
        parents = self.parents = self._resolve_parents()
        only_sidechain = bool(self.nodes) and all(r.value.get("isSidechain") is True for r in self.nodes.values())
        header = self._header(only_sidechain)
        times: dict[int, tuple[str, int]] = {}
        now = (header["timestamp"], ms(header["timestamp"]))
        for r in self.records:
            now = times[r.line] = stamp_or_warn(r.value.get("timestamp"), now, lambda text, r=r: self.warn(r, text))
        parts = {r.line: self._parts(r, times[r.line][1]) for r in self.records}
        last_id = {u: _part_id(u, len(parts[r.line]) - 1) for u, r in self.nodes.items()}
        out = EntryBuilder(FORMAT)
        tail: dict[str | None, str] = {}  # the last entry of the metadata run after a node (None: the start)
        anchor: dict[str, str | None] = {}  # entry id -> the node uuid whose run it ends
        cursor: str | None = None  # the latest main-chain entry (metadata hangs here)
        for record in self.records:
            value = record.value
            timestamp = times[record.line][0]
            uuid = _uuid(value) if record.line not in self.duplicates else None
            if uuid is None:
                entry_id = f"line-{record.line}"
                parent = cursor
            else:
                entry_id = uuid
                wanted = parents[uuid]
                if wanted is _ROOT:
                    parent = None
                else:
                    parent = tail.get(wanted) or (last_id[wanted] if wanted is not None else None)
            main = uuid is None or only_sidechain or value.get("isSidechain") is not True
            first = entry_id
            for k, part in enumerate(parts[record.line]):
                eid = _part_id(entry_id, k)
                if part.kind == "compaction" and part.payload["firstKeptEntryId"] is None:
                    part.payload["firstKeptEntryId"] = first
                out.add(record, eid, parent, timestamp, part.kind, **part.payload)
                parent = eid
            if uuid is None:
                owner = anchor.get(cursor) if cursor is not None else None
                anchor[parent] = owner
                tail[owner] = parent
            else:
                anchor[parent] = uuid
                tail[uuid] = parent
            if main:
                cursor = parent
        last = out.entries[-1]["id"] if out.entries else None
        parsed = ParsedFile(header, out.entries, out.lines, problems, self.warnings)
        return Converted(parsed, cursor if cursor != last else None, FORMAT)

    def _index(self) -> None:
        for record in self.records:
            value = record.value
            uuid = _uuid(value)
            if "uuid" in value and uuid is None:
                self.warn(record, "uuid is not a non-empty string: kept as a custom entry outside the chain")
            if uuid is None:
                continue
            if uuid in self.nodes:
                self.duplicates.add(record.line)
                self.warn(record, f"duplicate uuid (first at line {self.nodes[uuid].line}): this record is "
                                  "kept as a custom entry outside the chain")
                continue
            self.nodes[uuid] = record
            if value.get("type") == "assistant":
                for block in _blocks(value):
                    if block.get("type") == "tool_use" and isinstance(block.get("id"), str):
                        self.tool_names[block["id"]] = block.get("name") if isinstance(block.get("name"), str) else ""

    def _resolve_parents(self) -> dict[str, Any]:
        """Each node's parent uuid (``None``: hangs at the start; ``_ROOT``: a root by repair)."""
        parents: dict[str, Any] = {}
        for uuid, record in self.nodes.items():
            value = record.value
            wanted = value.get("parentUuid")
            if _is_boundary(value) and wanted is None:
                wanted = value.get("logicalParentUuid")
            if wanted is None:
                parents[uuid] = _ROOT if value.get("isSidechain") is True else None
            elif not isinstance(wanted, str):
                self.warn(record, f"parentUuid is not a string ({_short(wanted)}): imported as a root")
                parents[uuid] = _ROOT
            elif wanted == uuid:
                self.warn(record, "parentUuid names the record itself: imported as a root")
                parents[uuid] = _ROOT
            elif wanted not in self.nodes:
                self.warn(record, f"parentUuid {wanted} names no record in this file (broken chain): "
                                  "imported as a root")
                parents[uuid] = _ROOT
            else:
                parents[uuid] = wanted
        self._break_cycles(parents)
        return parents

    def _break_cycles(self, parents: dict[str, Any]) -> None:
        state: dict[str, int] = {}
        for start in self.nodes:
            walk: list[str] = []
            node = start
            while isinstance(node, str) and node is not _ROOT and state.get(node) is None:
                state[node] = 1
                walk.append(node)
                node = parents.get(node)
            if isinstance(node, str) and state.get(node) == 1:
                cycle = walk[walk.index(node):]
                first = min(cycle, key=lambda u: self.nodes[u].line)
                chain = cap_list([f"{u} (line {self.nodes[u].line})" for u in cycle], " -> ")
                self.warn(self.nodes[first], f"parentUuid cycle of {len(cycle)} records {chain} -> {node}: "
                                             "broken here, imported as a root")
                parents[first] = _ROOT
            for n in walk:
                state[n] = 2

    def _header(self, only_sidechain: bool) -> dict[str, Any]:
        values = [r.value for r in self.records]
        sid = next((v["sessionId"] for v in values if isinstance(v.get("sessionId"), str) and v["sessionId"]), None)
        agent = next((v["agentId"] for v in values if isinstance(v.get("agentId"), str) and v["agentId"]), None)
        header: dict[str, Any] = {"type": "session", "version": 3}
        if sid is None:
            sid = PurePath(self.source).stem or "claude-session"
        if only_sidechain and agent:
            header["id"] = f"{sid}-agent-{agent}"
            header["parentSession"] = sid
        else:
            header["id"] = sid
        first_ts = next((v["timestamp"] for v in values if iso_or(v.get("timestamp"), "") != ""), None)
        header["timestamp"] = first_ts or EPOCH_ISO
        if first_ts is None and values:
            self.warnings.append(f"{self.source}: no record has a readable timestamp: the session's timestamp "
                                 f"is {EPOCH_ISO}")
        header["cwd"] = next((v["cwd"] for v in values if isinstance(v.get("cwd"), str)), "")
        header[SOURCE_FIELD] = {"format": FORMAT}
        return header

    # ------------------------------------------------------------ one record -> entries
    def _parts(self, record: Record, when: int) -> list[_Part]:
        value = record.value
        kind = value.get("type")
        kind = kind if isinstance(kind, str) else "unknown"
        if record.line in self.duplicates or _uuid(value) is None:
            if kind == "custom-title" and isinstance(value.get("customTitle"), str):
                return [_Part("session_info", {"name": value["customTitle"]})]
            what = "duplicate" if record.line in self.duplicates else kind
            return [_custom(what)]
        if kind == "user":
            return self._user(record, when)
        if kind == "assistant":
            return self._assistant(record, when)
        if _is_boundary(value):
            return [self._compaction(record)]
        if kind == "system" and isinstance(value.get("subtype"), str):
            return [_custom(f"system.{value['subtype']}")]
        return [_custom(kind)]

    def _user(self, record: Record, when: int) -> list[_Part]:
        value = record.value
        if value.get("isCompactSummary") is True:
            return [_custom("compact_summary")]
        if value.get("isVisibleInTranscriptOnly") is True:
            return [_custom("transcript_only")]
        message = value.get("message")
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, str):
            return [_Part("message", {"message": {"role": "user", "content": content, "timestamp": when}})]
        if not isinstance(content, list):
            self.warn(record, "user record without message content: kept as a custom entry")
            return [_custom("user")]
        parts: list[_Part] = []
        pending: list[dict[str, Any]] = []

        def flush() -> None:
            if pending:
                parts.append(_Part("message", {"message": {"role": "user", "content": list(pending), "timestamp": when}}))
                pending.clear()

        for block in content:
            if not isinstance(block, dict):
                continue
            if block.get("type") == "tool_result":
                flush()
                call = block.get("tool_use_id") if isinstance(block.get("tool_use_id"), str) else ""
                parts.append(_Part("message", {"message": {
                    "role": "toolResult", "toolCallId": call, "toolName": self.tool_names.get(call, ""),
                    "content": _user_blocks(block.get("content")), "isError": block.get("is_error") is True,
                    "timestamp": when}}))
            else:
                pending.extend(_user_blocks([block]))
        flush()
        return parts or [_custom("user")]

    def _assistant(self, record: Record, when: int) -> list[_Part]:
        value = record.value
        message = value.get("message") if isinstance(value.get("message"), dict) else {}
        content: list[dict[str, Any]] = []
        for block in _blocks(value):
            kind = block.get("type")
            if kind == "text" and isinstance(block.get("text"), str):
                content.append({"type": "text", "text": block["text"]})
            elif kind == "thinking" and isinstance(block.get("thinking"), str):
                out = {"type": "thinking", "thinking": block["thinking"]}
                if isinstance(block.get("signature"), str):
                    out["thinkingSignature"] = block["signature"]
                content.append(out)
            elif kind == "redacted_thinking" and isinstance(block.get("data"), str):
                content.append({"type": "thinking", "thinking": "", "thinkingSignature": block["data"], "redacted": True})
            elif kind == "tool_use" and isinstance(block.get("id"), str):
                args = block.get("input")
                content.append({"type": "toolCall", "id": block["id"],
                                "name": block.get("name") if isinstance(block.get("name"), str) else "",
                                "arguments": args if isinstance(args, dict) else {"input": args}})
        if not content:
            self.warn(record, "assistant record without a text, thinking or tool_use block: kept as a custom "
                              "entry (not seen by the model)")
            return [_custom("assistant")]
        usage = message.get("usage") if isinstance(message.get("usage"), dict) else {}
        reason = message.get("stop_reason")
        if reason is not None and not isinstance(reason, str):
            self.warn(record, f"stop_reason is not a string ({_short(reason)}): taken as a normal stop")
            reason = None
        stop = "toolUse" if any(b["type"] == "toolCall" for b in content) else _STOP.get(reason or "", "stop")
        out: dict[str, Any] = {
            "role": "assistant", "content": content, "api": API, "provider": PROVIDER,
            "model": message.get("model") if isinstance(message.get("model"), str) else "unknown",
            "usage": zero_usage(as_int(usage.get("input_tokens")), as_int(usage.get("output_tokens")),
                                as_int(usage.get("cache_read_input_tokens")),
                                as_int(usage.get("cache_creation_input_tokens"))),
            "stopReason": stop, "timestamp": when,
        }
        if isinstance(message.get("id"), str):
            out["responseId"] = message["id"]
        if value.get("isApiErrorMessage") is True:
            out["stopReason"] = "error"
            out["errorMessage"] = text_of(message.get("content")) or "API error"
        return [_Part("message", {"message": out})]

    def _compaction(self, record: Record) -> _Part:
        value = record.value
        meta = value.get("compactMetadata") if isinstance(value.get("compactMetadata"), dict) else {}
        summary = self._summary_after(record)
        if summary is None:
            self.warn(record, "compact_boundary without a following isCompactSummary message: empty summary")
            summary = ""
        kept = None
        segment = meta.get("preservedSegment")
        if isinstance(segment, dict) and isinstance(segment.get("headUuid"), str):
            head = segment["headUuid"]
            if self._is_before(head, record):
                kept = head
            else:
                self.warn(record, f"preservedSegment.headUuid {head} is not on the path before the boundary: "
                                  "nothing kept")
        payload: dict[str, Any] = {"summary": summary, "firstKeptEntryId": kept,
                                   "tokensBefore": as_int(meta.get("preTokens"))}
        if isinstance(meta.get("trigger"), str):
            payload["details"] = {"trigger": meta["trigger"]}
        return _Part("compaction", payload)

    def _summary_after(self, boundary: Record) -> str | None:
        for record in self.records:
            if record.line <= boundary.line:
                continue
            if _is_boundary(record.value):
                return None
            if record.value.get("isCompactSummary") is True:
                message = record.value.get("message")
                return text_of(message.get("content") if isinstance(message, dict) else None)
        return None

    def _is_before(self, target: str, boundary: Record) -> bool:
        """Whether node ``target`` is on the (repaired) chain from the boundary up to the root."""
        node = self.parents.get(_uuid(boundary.value) or "")
        seen: set[str] = set()
        while isinstance(node, str) and node not in seen:
            if node == target:
                return True
            seen.add(node)
            node = self.parents.get(node)
        return False


_ROOT: Any = object()  # a parent marker: imported as a root by repair (not hung at the start)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _uuid(value: dict[str, Any]) -> str | None:
    uuid = value.get("uuid")
    return uuid if isinstance(uuid, str) and uuid else None


def _part_id(uuid: str, index: int) -> str:
    return uuid if index <= 0 else f"{uuid}.{index}"


def _is_boundary(value: dict[str, Any]) -> bool:
    return value.get("type") == "system" and value.get("subtype") == "compact_boundary"


def _blocks(value: dict[str, Any]) -> list[dict[str, Any]]:
    message = value.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    return [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []


def _custom(what: str) -> _Part:
    return _Part("custom", {"customType": f"claude.{what}"})


def _user_blocks(content: Any) -> list[dict[str, Any]]:
    """Anthropic user/tool-result content as Pi text and image blocks (other blocks stay in the record)."""
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    out: list[dict[str, Any]] = []
    for block in content if isinstance(content, list) else ():
        if not isinstance(block, dict):
            continue
        if block.get("type") == "text" and isinstance(block.get("text"), str):
            out.append({"type": "text", "text": block["text"]})
        elif block.get("type") == "image" and isinstance(block.get("source"), dict):
            src = block["source"]
            if isinstance(src.get("data"), str):
                out.append({"type": "image", "data": src["data"],
                            "mimeType": src.get("media_type") if isinstance(src.get("media_type"), str) else ""})
    return out
