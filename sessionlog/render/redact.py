"""Redacting secrets from entries before they leave the store (``export --redact``).

Rule of this module: pure; it walks JSON values and replaces, inside every string, the spans that
match a secret pattern with ``[REDACTED:<kind>]``. Structure, keys, ids and non-string values are
untouched, so a redacted export is still a valid Pi file with the same tree and the same view shape.
Patterns are deliberately specific (provider key prefixes, bearer tokens, PEM private keys, AWS key
ids, password assignments in URLs): redaction must not destroy ordinary text.
"""

from __future__ import annotations

import re
from typing import Any

PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("private-key", re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----")),
    ("anthropic-key", re.compile(r"\bsk-ant-[A-Za-z0-9_\-]{20,}")),
    ("openai-key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}")),
    ("github-token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})")),
    ("slack-token", re.compile(r"\bxox[abposr]-[A-Za-z0-9\-]{10,}")),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}")),
    ("aws-access-key-id", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("aws-secret-access-key", re.compile(
        r"(?i)(aws_secret_access_key\s*[=:]\s*[\"']?)([A-Za-z0-9/+=]{40})")),
    ("bearer-token", re.compile(r"(?i)\b(bearer\s+)([A-Za-z0-9\-._~+/]{16,}=*)")),
    ("api-key-assignment", re.compile(
        r"(?i)\b((?:api[_-]?key|access[_-]?token|auth[_-]?token|secret[_-]?key|client[_-]?secret)"
        r"[\"']?\s*[=:]\s*[\"']?)([A-Za-z0-9\-._~+/]{16,})")),
    ("url-password", re.compile(r"(\b[a-z][a-z0-9+.\-]*://[^\s:/@]+:)([^\s@/]+)(@)")),
]


def redact_text(text: str) -> tuple[str, int]:
    """``text`` with every secret replaced, and how many replacements were made."""
    count = 0
    for kind, pattern in PATTERNS:
        def repl(m: re.Match[str], kind: str = kind) -> str:
            nonlocal count
            count += 1
            if m.re.groups >= 2:  # keep the prefix (e.g. "Bearer ", "api_key=") and any suffix
                tail = m.group(3) if m.re.groups >= 3 else ""
                return f"{m.group(1)}[REDACTED:{kind}]{tail}"
            return f"[REDACTED:{kind}]"

        text = pattern.sub(repl, text)
    return text, count


def redact_value(value: Any) -> tuple[Any, int]:
    """A JSON value with secrets redacted inside every string (keys and structure kept)."""
    if isinstance(value, str):
        return redact_text(value)
    if isinstance(value, list):
        total, out = 0, []
        for item in value:
            new, n = redact_value(item)
            out.append(new)
            total += n
        return out, total
    if isinstance(value, dict):
        total, obj = 0, {}
        for key, item in value.items():
            if key in ("id", "parentId", "type", "role", "targetId", "firstKeptEntryId", "fromId", "toolCallId"):
                obj[key] = item
                continue
            new, n = redact_value(item)
            obj[key] = new
            total += n
        return obj, total
    return value, 0


def redact_jsonl(data: bytes) -> tuple[bytes, int]:
    """A Pi JSONL export with secrets redacted in every line (the header's ``cwd`` included)."""
    from ..core.codec import decode, encode

    out, total = [], 0
    for line in data.split(b"\n"):
        if not line:
            continue
        value, n = redact_value(decode(line))
        out.append(encode(value) + b"\n")
        total += n
    return b"".join(out), total
