"""Size estimates for projections (OpenClaw's ``estimateContextChars``, 5.x rules).

Rule of this module: pure functions from Pi agent messages to character counts.

* ``user``: text length; each image 8000.
* ``assistant``: text + thinking + thinking signature + redacted-thinking data + the length of
  ``JSON.stringify(toolCall.arguments)`` (128 when the arguments cannot be serialised).
* ``toolResult``: text + 8000 per image.
* any other role: 256.

Text lengths follow OpenClaw 2026.5.6's ``estimateStringChars`` (``src/utils/cjk-chars.ts``): the
JavaScript string length (UTF-16 code units), with each character in its non-Latin ranges (CJK,
radicals and punctuation U+2E80-U+9FFF, Yi, Hangul syllables, compatibility ideographs, and the
astral ideographs U+20000-U+2FA1F) counted 4; an astral ideograph is one character there, not its two
UTF-16 units (``𠀀`` 4, ``你𠀀`` 8, ``hi𠀀`` 6). Tokens are ``ceil(chars / 4)``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

import msgspec

from ..jsvalues import js_len

CHARS_PER_TOKEN = 4
IMAGE_CHARS = 8000
OTHER_ROLE_CHARS = 256
UNSERIALISABLE_ARGUMENT_CHARS = 128

# OpenClaw's NON_LATIN_RE (matched per code point) and CJK_SURROGATE_HIGH_RE (a high surrogate
# D840-D87E with its low surrogate, i.e. the code points U+20000-U+2FBFF, a slightly wider range).
_CJK = re.compile("[\u2e80-\u9fff\ua000-\ua4ff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002fa1f]")
_CJK_ASTRAL_PAIR = re.compile("[\U00020000-\U0002fbff]")
_encoder = msgspec.json.Encoder()


def estimate_string_chars(text: Any) -> int:
    """``estimateStringChars``: UTF-16 length, each non-Latin character counted 4 (see the module)."""
    if not isinstance(text, str):
        return 0
    if text.isascii():
        return len(text)
    non_latin = len(_CJK.findall(text))
    if not non_latin:
        return js_len(text)
    return js_len(text) - len(_CJK_ASTRAL_PAIR.findall(text)) + 3 * non_latin


def estimate_tokens(chars: int) -> int:
    return -(-chars // CHARS_PER_TOKEN)


def _blocks(content: Any) -> Iterable[Mapping[str, Any]]:
    if isinstance(content, list):
        return (b for b in content if isinstance(b, dict))
    return ()


def _content_chars(content: Any) -> int:
    if isinstance(content, str):
        return estimate_string_chars(content)
    if not isinstance(content, list):
        return 0
    total = 0
    for block in content:
        if not isinstance(block, dict):
            continue
        kind = block.get("type")
        if kind == "text":
            text = block.get("text")  # estimate_string_chars with the ASCII case inline: the hot path
            total += len(text) if isinstance(text, str) and text.isascii() else estimate_string_chars(text)
        elif kind == "image":
            total += IMAGE_CHARS
    return total


def arguments_chars(arguments: Any) -> int:
    """``JSON.stringify(arguments).length``; 128 when it cannot be serialised."""
    try:
        data = _encoder.encode(arguments)
    except (TypeError, ValueError, OverflowError):
        return UNSERIALISABLE_ARGUMENT_CHARS
    return len(data) if data.isascii() else estimate_string_chars(data.decode("utf-8"))


def _assistant_chars(content: Any) -> int:
    if isinstance(content, str):
        return estimate_string_chars(content)
    if not isinstance(content, list):
        return 0
    total = 0
    for block in content:
        if not isinstance(block, dict):
            continue
        kind = block.get("type")
        if kind == "text":
            text = block.get("text")  # as in _content_chars
            total += len(text) if isinstance(text, str) and text.isascii() else estimate_string_chars(text)
        elif kind in ("toolCall", "toolUse", "functionCall"):
            total += arguments_chars(block.get("arguments", block.get("input")))
        elif kind == "thinking":
            total += estimate_string_chars(block.get("thinking"))
            total += estimate_string_chars(block.get("thinkingSignature"))
        elif kind in ("redactedThinking", "redacted_thinking"):
            total += estimate_string_chars(block.get("data"))
    return total


def estimate_message_chars(message: Any) -> int:
    """The pruner's per-message estimate (table in the module docstring)."""
    if not isinstance(message, dict):
        return OTHER_ROLE_CHARS
    role = message.get("role")
    if role == "user" or role == "toolResult":
        return _content_chars(message.get("content"))
    if role == "assistant":
        return _assistant_chars(message.get("content"))
    return OTHER_ROLE_CHARS


def estimate_context_chars(messages: Iterable[Any]) -> int:
    return sum(estimate_message_chars(m) for m in messages)


def tool_result_text_length(message: Any) -> int:
    """``getToolResultTextLength``: the summed length of a tool result's text blocks (0 otherwise)."""
    if not isinstance(message, dict) or message.get("role") != "toolResult":
        return 0
    content = message.get("content")
    if isinstance(content, str):
        return len(content)
    return sum(len(b.get("text") or "") for b in _blocks(content) if b.get("type") == "text")
