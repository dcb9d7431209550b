"""Search text: what full-text search indexes, how a literal query is read, and its snippets
(docs/history-and-search.md).

Rule of this module: pure. Backends that index in Python use ``searchable_text``; the SQLite backend
computes the same text in SQL (``backends/sqlite/migrations.py``, ``_SEARCH_TEXT``), and the contract
tests hold the two to the same hits. A literal query (``literal_terms``) is words and punctuation taken
as they are: every term must occur in the text as a substring, ASCII letters in either case (every
other character only as itself, so that every backend can match exactly alike); ``snippet`` shows the
text around the first match with each match in ``[brackets]``, the same on every backend.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}
SNIPPET_BEFORE, SNIPPET_AFTER = 40, 100  # characters of context around the first match
MARK_START, MARK_END, ELLIPSIS = "[", "]", "…"


def ascii_lower(text: str) -> str:
    """``text`` with ASCII capitals made small (SQLite's ``lower()``): how literal search ignores case."""
    return text.translate(_ASCII_LOWER)


def _string_leaves(value: Any, out: list[str]) -> None:
    """The strings in a JSON value, in document order (SQLite's ``json_tree`` order), keys left out."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, Mapping):
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list):
            stack.extend(reversed(item))


def tool_call_text(block: Mapping[str, Any]) -> str:
    """A tool call's searchable text: its name, then every string in its arguments, one per line."""
    name = block.get("name")
    leaves: list[str] = []
    _string_leaves(block.get("arguments"), leaves)
    return ((name if isinstance(name, str) else "") + "\n" + "\n".join(leaves)).strip("\n")


def _content_text(content: Any) -> str | None:
    """A Pi ``content``'s text: a string, or its text, thinking and tool-call blocks, one per line."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return None
    parts = []
    for block in content:
        if not isinstance(block, Mapping):
            continue
        kind = block.get("type")
        if kind == "text" and isinstance(block.get("text"), str):
            parts.append(block["text"])
        elif kind == "thinking" and isinstance(block.get("thinking"), str):
            parts.append(block["thinking"])
        elif kind == "toolCall":
            parts.append(tool_call_text(block))
    return "\n".join(parts) if parts else None


def searchable_text(payload: Mapping[str, Any]) -> str:
    """The indexed text of an entry payload ("" when it has none)."""
    kind = payload.get("type")
    text: Any = None
    if kind == "message":
        message = payload.get("message")
        if isinstance(message, Mapping):
            role = message.get("role")
            if role == "bashExecution":
                command, output = message.get("command"), message.get("output")
                text = ((command if isinstance(command, str) else "") + "\n"
                        + (output if isinstance(output, str) else "")).strip("\n")
            elif role in ("branchSummary", "compactionSummary"):
                text = message.get("summary")
            else:
                text = _content_text(message.get("content"))
    elif kind == "custom_message":
        text = _content_text(payload.get("content"))
    elif kind in ("compaction", "branch_summary"):
        text = payload.get("summary")
    return text if isinstance(text, str) else ""


# ---------------------------------------------------------------- literal queries
def literal_terms(query: str) -> list[str]:
    """The terms of a literal query, ASCII letters made small: runs of non-space characters, or a
    double-quoted run (spaces kept, the quotes dropped). A quote that is not closed is a character like
    any other. Duplicates are dropped; [] when the query holds no term."""
    terms: list[str] = []
    i, n = 0, len(query)
    while i < n:
        if query[i].isspace():
            i += 1
            continue
        if query[i] == '"':
            end = query.find('"', i + 1)
            if end > i + 1:
                terms.append(query[i + 1:end])
                i = end + 1
                continue
            if end == i + 1:  # "" holds nothing
                i = end + 1
                continue
        start = i
        while i < n and not query[i].isspace():
            i += 1
        terms.append(query[start:i])
    return list(dict.fromkeys(ascii_lower(t) for t in terms if t))


def matches(text: str, terms: Sequence[str]) -> bool:
    """Whether ``text`` holds every term (terms from ``literal_terms``)."""
    lowered = ascii_lower(text)
    return all(term in lowered for term in terms)


def occurrences(text: str, terms: Sequence[str]) -> int:
    """How many times the terms occur in ``text``, each counted without overlaps (the ranking of a
    literal search without an index: more is better)."""
    lowered = ascii_lower(text)
    return sum(lowered.count(term) for term in terms)


def snippet(text: str, terms: Sequence[str], *, before: int = SNIPPET_BEFORE, after: int = SNIPPET_AFTER) -> str:
    """The text around the first match of any term (``before`` characters ahead of it, ``after`` from
    it), each match inside in ``[brackets]`` (overlapping matches merged), ``…`` where text was cut."""
    lowered = ascii_lower(text)
    found = [lowered.find(t) for t in terms if t]
    first = min((f for f in found if f >= 0), default=0)
    start, end = max(0, first - before), min(len(text), first + after)
    window = lowered[start:end]
    spans: list[tuple[int, int]] = []
    for term in terms:
        at = window.find(term) if term else -1
        while at >= 0:
            spans.append((at, min(at + len(term), len(window))))
            at = window.find(term, at + len(term))
    merged: list[list[int]] = []
    for a, b in sorted(spans):
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    part, out, at = text[start:end], [], 0
    for a, b in merged:
        out += [part[at:a], MARK_START, part[a:b], MARK_END]
        at = b
    out.append(part[at:])
    return (ELLIPSIS if start else "") + "".join(out) + (ELLIPSIS if end < len(text) else "")
