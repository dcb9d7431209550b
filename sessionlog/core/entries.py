"""The entry model: Pi v3 session header, entries and message shapes as msgspec Structs.

Rule of this module: it describes the wire format and nothing else. Python names are snake_case, wire
names are exactly Pi's camelCase (``rename="camel"``); tags are Pi's ``type``/``role`` strings, never
class names. Optional fields default to ``UNSET`` and are omitted on encode, as Pi omits undefined keys.

The Structs validate and document; they do not replace the JSON object. Unknown fields and unknown
entry types must survive a round trip, so the stored and exported truth is the received JSON object
(see ``codec``), and these classes are used to check it (``check_entry``) and to build new entries
(``to_wire``). The generated JSON Schema in ``schema/entries.json`` comes from here.
"""

from __future__ import annotations

from typing import Any, Literal, Union

import msgspec
from msgspec import UNSET, UnsetType

CURRENT_SESSION_VERSION = 3

EMPTY_HEAD = "none"
"""How the empty head is spelled where an entry id could stand (``--expected-head none``,
``--move-to none``, ``head`` printing an empty head). Refused as an entry id, on append and on import,
so every entry can be named (Pi's ids are 8 hex digits: no Pi file uses it)."""
RESERVED_ID = f"the entry id {EMPTY_HEAD!r} is reserved (it names the empty head)"

ENTRY_TYPES = (
    "message",
    "thinking_level_change",
    "model_change",
    "compaction",
    "branch_summary",
    "custom",
    "custom_message",
    "label",
    "session_info",
)


class _Wire(msgspec.Struct, frozen=True, rename="camel", kw_only=True):
    """Shared config: frozen, camelCase on the wire, keyword-only construction."""


# ---------------------------------------------------------------- content blocks
class TextContent(_Wire, tag_field="type", tag="text"):
    text: str
    text_signature: str | UnsetType = UNSET


class ThinkingContent(_Wire, tag_field="type", tag="thinking"):
    thinking: str
    thinking_signature: str | UnsetType = UNSET
    redacted: bool | UnsetType = UNSET


class ImageContent(_Wire, tag_field="type", tag="image"):
    data: str
    mime_type: str


class ToolCall(_Wire, tag_field="type", tag="toolCall"):
    id: str
    name: str
    arguments: dict[str, Any]
    thought_signature: str | UnsetType = UNSET


UserContent = Union[TextContent, ImageContent]
AssistantContent = Union[TextContent, ThinkingContent, ToolCall]


# ---------------------------------------------------------------- usage
class Cost(_Wire):
    input: float
    output: float
    cache_read: float
    cache_write: float
    total: float


class Usage(_Wire):
    input: int
    output: int
    cache_read: int
    cache_write: int
    total_tokens: int
    cost: Cost


# ---------------------------------------------------------------- messages (AgentMessage)
class UserMessage(_Wire, tag_field="role", tag="user"):
    content: str | list[UserContent]
    timestamp: int | float


class AssistantMessage(_Wire, tag_field="role", tag="assistant"):
    content: list[AssistantContent]
    api: str
    provider: str
    model: str
    usage: Usage
    stop_reason: Literal["stop", "length", "toolUse", "error", "aborted"]
    timestamp: int | float
    response_model: str | UnsetType = UNSET
    response_id: str | UnsetType = UNSET
    diagnostics: Any = UNSET
    error_message: str | UnsetType = UNSET


class ToolResultMessage(_Wire, tag_field="role", tag="toolResult"):
    tool_call_id: str
    tool_name: str
    content: list[UserContent]
    is_error: bool
    timestamp: int | float
    details: Any = UNSET


class BashExecutionMessage(_Wire, tag_field="role", tag="bashExecution"):
    command: str
    output: str
    cancelled: bool
    truncated: bool
    timestamp: int | float
    exit_code: int | None | UnsetType = UNSET
    full_output_path: str | UnsetType = UNSET
    exclude_from_context: bool | UnsetType = UNSET


class CustomMessage(_Wire, tag_field="role", tag="custom"):
    custom_type: str
    content: str | list[UserContent]
    display: bool
    timestamp: int | float
    details: Any = UNSET


AgentMessage = Union[UserMessage, AssistantMessage, ToolResultMessage, BashExecutionMessage, CustomMessage]


# ---------------------------------------------------------------- header and entries
class SessionHeader(_Wire, tag_field="type", tag="session"):
    id: str
    timestamp: str
    cwd: str
    version: int | UnsetType = UNSET
    parent_session: str | UnsetType = UNSET


class _Entry(_Wire, tag_field="type"):
    id: str
    parent_id: str | None
    timestamp: str


class MessageEntry(_Entry, tag="message"):
    message: AgentMessage


class ThinkingLevelChangeEntry(_Entry, tag="thinking_level_change"):
    thinking_level: str


class ModelChangeEntry(_Entry, tag="model_change"):
    provider: str
    model_id: str


class CompactionEntry(_Entry, tag="compaction"):
    summary: str
    first_kept_entry_id: str
    tokens_before: int | float
    details: Any = UNSET
    from_hook: bool | UnsetType = UNSET


class BranchSummaryEntry(_Entry, tag="branch_summary"):
    from_id: str
    summary: str
    details: Any = UNSET
    from_hook: bool | UnsetType = UNSET


class CustomEntry(_Entry, tag="custom"):
    custom_type: str
    data: Any = UNSET


class CustomMessageEntry(_Entry, tag="custom_message"):
    custom_type: str
    content: str | list[UserContent]
    display: bool
    details: Any = UNSET


class LabelEntry(_Entry, tag="label"):
    target_id: str
    label: str | UnsetType = UNSET


class SessionInfoEntry(_Entry, tag="session_info"):
    name: str | UnsetType = UNSET


AnyEntry = Union[
    MessageEntry,
    ThinkingLevelChangeEntry,
    ModelChangeEntry,
    CompactionEntry,
    BranchSummaryEntry,
    CustomEntry,
    CustomMessageEntry,
    LabelEntry,
    SessionInfoEntry,
]

_ENTRY_CLASSES: dict[str, type] = {cls.__struct_config__.tag: cls for cls in AnyEntry.__args__}  # type: ignore[attr-defined]
_MESSAGE_CLASSES: dict[str, type] = {cls.__struct_config__.tag: cls for cls in AgentMessage.__args__}  # type: ignore[attr-defined]


def check_entry(entry: dict[str, Any]) -> str | None:
    """Check a received entry object against its type; return a problem description or None.

    Unknown entry types and messages of unknown role are accepted (kept verbatim, ignored by the
    view, as Pi does); only the envelope is checked for them.
    """
    if not isinstance(entry, dict):
        return "entry is not a JSON object"
    if entry.get("id") == EMPTY_HEAD:
        return RESERVED_ID
    kind = entry.get("type")
    cls = _ENTRY_CLASSES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        try:
            msgspec.convert(
                {k: entry.get(k) for k in ("id", "parentId", "timestamp")},
                _Envelope,
            )
        except msgspec.ValidationError as e:
            return str(e)
        return None
    if kind == "message":
        message = entry.get("message")
        role = message.get("role", UNSET) if isinstance(message, dict) else None
        if isinstance(message, dict) and (not isinstance(role, str) or not role):
            # Every AgentMessage has a string role; an unknown one names an extension's message.
            got = "nothing" if role is UNSET else "an empty string" if role == "" else f"`{_json_type(role)}`"
            return f"Expected a non-empty `str`, got {got} - at `$.message.role`"
        if isinstance(message, dict) and role not in _MESSAGE_CLASSES:
            # An unknown role: check the envelope only.
            return check_entry({**entry, "type": "__unknown__"})
    try:
        msgspec.convert(entry, cls)
    except msgspec.ValidationError as e:
        return str(e)
    if kind == "message":
        return _check_tool_ids(entry["message"])
    return None


def _json_type(value: Any) -> str:
    """The JSON name of a value's type, as msgspec's messages say it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    return {str: "str", int: "int", float: "float", list: "array", dict: "object"}.get(type(value), type(value).__name__)


def _check_tool_ids(message: dict[str, Any]) -> str | None:
    """Tool calls and results must carry non-empty ids (a phantom pair with an empty id cannot be
    matched by any provider: OpenClaw #21985)."""
    if message.get("role") == "toolResult" and not message.get("toolCallId"):
        return "a toolResult needs a non-empty toolCallId"
    if message.get("role") == "assistant":
        for block in message.get("content") or ():
            if block.get("type") == "toolCall" and not block.get("id"):
                return "a toolCall needs a non-empty id"
    return None


def check_header(header: Any) -> str | None:
    """Check a session header object; return a problem description or None."""
    if not isinstance(header, dict) or header.get("type") != "session":
        return 'not a session header (the first line must be {"type":"session",...})'
    if not isinstance(header.get("id"), str) or not header["id"]:
        return "the session header has no string id"
    try:
        msgspec.convert(header, _LenientHeader)
    except msgspec.ValidationError as e:
        return str(e)
    return None


class _Envelope(_Wire):
    id: str
    parent_id: str | None
    timestamp: str


class _LenientHeader(_Wire):
    """What import needs of a header (v1 headers may lack cwd or timestamp)."""

    id: str
    timestamp: str | UnsetType = UNSET
    cwd: str | UnsetType = UNSET
    version: int | float | UnsetType = UNSET
    parent_session: str | UnsetType = UNSET


def to_wire(obj: msgspec.Struct) -> dict[str, Any]:
    """A Struct (entry, message, header) as its Pi JSON object."""
    return msgspec.to_builtins(obj)
