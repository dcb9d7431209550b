"""Making stored text safe to show on a terminal: control characters become visible escapes.

Rule of this module: pure (``re`` only). A session can hold any text, including terminal control
sequences (``\\x1b]0;title\\x07`` retitles a terminal, ``\\x1b[2J`` clears it). Every human-readable
output passes session text through ``visible`` before it is rendered, so what a stored string holds
is shown, never obeyed: each C0 control except newline and tab, DEL and each C1 control is written as
``\\xNN`` (``\\x1b``, ``\\x07``, ``\\x7f``, ``\\x9b``), and a lone surrogate (which no terminal encoding
can write) as ``\\udNNN``, or, for one that stands for a byte that was not UTF-8 (how Python decodes
file names and arguments), as that byte ``\\xNN``. Ordinary text, newlines and tabs are returned unchanged (the same object).
Machine outputs (``--json``, ``--nl``) are exact and do not use this: JSON escapes controls itself.
``check_text`` refuses text that is not valid UTF-8 (``InvalidTextError``) before it reaches a query.
"""

from __future__ import annotations

import re

from .errors import InvalidTextError

UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")
"""What ``visible`` escapes: C0 controls but ``\\t`` and ``\\n``, DEL, C1 controls, lone surrogates."""


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8 (Python's surrogateescape): the byte
        code -= 0xDC00
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(text: str) -> str:
    """``text`` with every control character (but newline and tab) shown as an escape."""
    if UNSAFE.search(text) is None:
        return text
    return UNSAFE.sub(_escape, text)


def check_text(text: str, what: str) -> str:
    """``text`` itself when it is valid UTF-8; else ``InvalidTextError`` naming ``what``."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidTextError(f"{what} is not valid UTF-8 text: '{visible(text)}'") from None
    return text


def is_safe(text: str) -> bool:
    """Whether ``visible(text)`` is ``text``."""
    return UNSAFE.search(text) is None


__all__ = ["UNSAFE", "check_text", "is_safe", "visible"]
