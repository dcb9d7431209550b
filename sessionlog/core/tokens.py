"""Token accounting: Pi 0.73.1's estimate per message and the usage-aware size of a context.

Rule of this module: pure functions over Pi's JSON messages and entries. ``estimate_tokens`` is Pi's
``estimateTokens`` exactly (``ceil(chars / 4)`` with JavaScript string lengths, i.e. UTF-16 code
units, ``JSON.stringify`` of tool-call arguments, 4800 chars per image in tool results and custom
messages, images in user messages free). ``estimate_context_tokens`` is Pi's
``estimateContextTokens``: the last valid assistant usage (not aborted, not error) plus the estimate of
the messages after it.

One departure (DESIGN §7, docs/compatibility.md): by default an all-zero usage is *unknown* (Pi #5526,
#8328: a truncated stream or a provider that omits usage would make the context look empty, so
compaction would never fire) and the walk goes on to an earlier valid usage; ``pi_compat=True``
trusts it as Pi 0.73.1 does. ``context_size(path)`` also ignores, by default, usage recorded before
the latest compaction on the path (it measured the context before the summary replaced it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence  # isinstance against typing's aliases is ~5x slower
from typing import Any

import msgspec

from .jsvalues import js_json_stringify, js_len, js_number  # noqa: F401 - re-exported
from .view import build_view_from_path

DEFAULT_RESERVE_TOKENS = 16384
DEFAULT_KEEP_RECENT_TOKENS = 20000
IMAGE_CHARS = 4800  # an image in a tool result or custom message: 1200 tokens


class ContextTokens(msgspec.Struct, frozen=True):
    """Pi's ``estimateContextTokens`` result; ``last_usage_index`` is None without a usable usage."""

    tokens: int
    usage_tokens: int
    trailing_tokens: int
    last_usage_index: int | None


# ---------------------------------------------------------------- per message
def _str_len(value: Any) -> int:
    return js_len(value) if isinstance(value, str) else 0


def _content_chars(content: Any, *, image_chars: int) -> int:
    if isinstance(content, str):
        return js_len(content)
    chars = 0
    if isinstance(content, list):
        for block in content:
            if not isinstance(block, Mapping):
                continue
            if block.get("type") == "text" and isinstance(block.get("text"), str):
                chars += js_len(block["text"])
            if block.get("type") == "image":
                chars += image_chars
    return chars


def estimate_chars(message: Mapping[str, Any]) -> int:
    """The characters Pi's ``estimateTokens`` counts for one agent message (0 for a ``message`` that is
    not an object: an imported entry may hold any JSON there, and its ``role`` is undefined)."""
    if not isinstance(message, Mapping):
        return 0
    role = message.get("role")
    if role == "user":
        return _content_chars(message.get("content"), image_chars=0)
    if role == "assistant":
        chars = 0
        content = message.get("content")
        for block in content if isinstance(content, list) else ():
            if not isinstance(block, Mapping):
                continue
            kind = block.get("type")
            if kind == "text":
                chars += _str_len(block.get("text"))
            elif kind == "thinking":
                chars += _str_len(block.get("thinking"))
            elif kind == "toolCall":
                chars += _str_len(block.get("name")) + js_len(js_json_stringify(block.get("arguments")))
        return chars
    if role in ("custom", "toolResult"):
        return _content_chars(message.get("content"), image_chars=IMAGE_CHARS)
    if role == "bashExecution":
        return _str_len(message.get("command")) + _str_len(message.get("output"))
    if role in ("branchSummary", "compactionSummary"):
        return _str_len(message.get("summary"))
    return 0


def estimate_tokens(message: Mapping[str, Any]) -> int:
    """Pi's ``estimateTokens(message)``: ``ceil(chars / 4)``; unknown roles count 0."""
    return -(-estimate_chars(message) // 4)


# ---------------------------------------------------------------- usage
def calculate_context_tokens(usage: Mapping[str, Any]) -> int:
    """Pi's ``calculateContextTokens``: ``totalTokens``, or the sum of the parts when it is 0/absent."""
    total = usage.get("totalTokens")
    if isinstance(total, (int, float)) and not isinstance(total, bool) and total:
        return int(total)
    parts = (usage.get(k, 0) for k in ("input", "output", "cacheRead", "cacheWrite"))
    return int(sum(p for p in parts if isinstance(p, (int, float)) and not isinstance(p, bool)))


def assistant_usage(message: Mapping[str, Any], *, pi_compat: bool = False) -> Mapping[str, Any] | None:
    """The usage of an assistant message that may be trusted, else None: not aborted, not error, and
    (unless ``pi_compat``) not all-zero."""
    if not isinstance(message, Mapping) or message.get("role") != "assistant":
        return None
    usage = message.get("usage")
    if message.get("stopReason") in ("aborted", "error") or not isinstance(usage, Mapping):
        return None
    if not pi_compat and calculate_context_tokens(usage) <= 0:
        return None
    return usage


def estimate_context_tokens(messages: Sequence[Mapping[str, Any]], *, pi_compat: bool = False,
                            usage_from: int = 0) -> ContextTokens:
    """Pi's ``estimateContextTokens(messages)``; usages at indices below ``usage_from`` are ignored."""
    for i in range(len(messages) - 1, usage_from - 1, -1):
        usage = assistant_usage(messages[i], pi_compat=pi_compat)
        if usage is not None:
            usage_tokens = calculate_context_tokens(usage)
            trailing = sum(estimate_tokens(m) for m in messages[i + 1:])
            return ContextTokens(usage_tokens + trailing, usage_tokens, trailing, i)
    estimated = sum(estimate_tokens(m) for m in messages)
    return ContextTokens(estimated, 0, estimated, None)


def context_size(path: Sequence[Mapping[str, Any]], *, pi_compat: bool = False) -> ContextTokens:
    """The size of what the model sees at the end of ``path`` (root-first entries).

    ``pi_compat``: Pi's ``estimateContextTokens(buildSessionContext(path).messages)``. By default,
    all-zero usage is unknown and usage recorded before the latest compaction (on its kept messages)
    is ignored, so the estimate covers everything the summary and the kept span contribute.
    """
    messages = build_view_from_path(path).messages
    if pi_compat:
        return estimate_context_tokens(messages, pi_compat=True)
    return estimate_context_tokens(messages, usage_from=_messages_before_compaction_end(path))


def _messages_before_compaction_end(path: Sequence[Mapping[str, Any]]) -> int:
    """How many view messages come from the latest compaction and its kept span."""
    index = next((i for i in range(len(path) - 1, -1, -1) if path[i].get("type") == "compaction"), -1)
    if index < 0:
        return 0
    return len(build_view_from_path(path[: index + 1]).messages)


def should_compact(context_tokens: int | None, context_window: int, settings: Any) -> bool:
    """Pi's ``shouldCompact``: enabled and ``context_tokens > context_window - reserve_tokens`` (strict).
    An unknown size (None) never triggers."""
    if not settings.enabled or context_tokens is None:
        return False
    return context_tokens > context_window - settings.reserve_tokens
