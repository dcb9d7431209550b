"""Which format a session file is in, from its content (``import --format auto``).

Rule of this module: pure; looks at the first readable JSON object lines only. A Pi file starts with
a ``{"type":"session"}`` header; a Codex rollout's lines are ``{timestamp, type, payload}`` with a
``RolloutItem`` type; a Claude Code transcript's records carry ``uuid``/``parentUuid``/``sessionId``
or one of its record types.
"""

from __future__ import annotations

import msgspec

from ..core import codec

FORMATS = ("pi", "claude", "codex")
CODEX_TYPES = frozenset({"session_meta", "response_item", "event_msg", "turn_context", "compacted",
                         "inter_agent_communication", "world_state", "rollout_reference"})
CLAUDE_TYPES = frozenset({"user", "assistant", "system", "summary", "file-history-snapshot", "queue-operation",
                          "progress", "attachment", "custom-title", "ai-title", "last-prompt", "tag", "pr-link",
                          "worktree-state", "mode"})
_LOOK_AT = 50  # lines


def detect_format(data: bytes, look_at: int | None = _LOOK_AT) -> str | None:
    """``"pi"``, ``"claude"``, ``"codex"``, or None when none of the first ``look_at`` lines (every
    line with None) says."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    lines = data.split(b"\n") if look_at is None else data.split(b"\n", look_at)[:look_at]
    for raw in lines:
        if not raw.strip():
            continue
        try:
            value, _ = codec.decode_mended(raw)  # read as the importers read it
        except (msgspec.DecodeError, RecursionError):
            continue
        if not isinstance(value, dict):
            continue
        kind = value.get("type")
        if not isinstance(kind, str):  # a list or object "type" (unhashable) is no known type
            kind = None
        if kind == "session":
            return "pi"
        if kind in CODEX_TYPES and "payload" in value:
            return "codex"
        if "uuid" in value or "parentUuid" in value or "sessionId" in value or kind in CLAUDE_TYPES:
            return "claude"
    return None
