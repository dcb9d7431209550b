"""Workspace-critical rules: the ``<workspace-critical-rules>`` appendix, carried from compaction to compaction.

Rule of this module: pure functions over text and Pi agent messages. The rules come from three places,
in this order, each line once: the caller's ``workspace_rules`` (e.g. AGENTS.md's Red Lines, as
OpenClaw's safeguard reads them), the rules block of the previous summary (so rules whose source was
summarized away survive every later compaction), and *bootstrap content*: custom messages and tool
results before the first user message of a session (AGENTS.md-style instructions, system-prompt-like
custom messages). From bootstrap text the sections whose heading names rules (Red Lines, Safety,
Session Startup, Every Session, Rules, Constraints, 红线, 规则, 禁止, …) are taken; without such a
heading, the lines that state a rule (never, must, don't, always, 不要, 必须, 禁止, …, or by a closed class of
negators, restrictors and quantifiers: ``classes.states_rule``). The block holds
at most ``max_chars`` characters of whole lines; what does not fit is counted in its last line
(the larger of the count read back and the lines hidden now, so rules supplied again at every
compaction are not counted twice).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from ..core.jsvalues import js_len
from ..core.view import to_llm
from . import classes

MAX_RULES_CHARS = 2000
TAG = "workspace-critical-rules"
_BLOCK_RE = re.compile(rf"<{TAG}>\n?(.*?)\n?</{TAG}>", re.DOTALL)
_RULES_HEADING_RE = re.compile(
    r"red lines?|safety|session startup|every session|rules?|constraints?|guardrails?|policies|policy|never|"
    r"must|do not|don'?ts|红线|规则|禁止|约束|安全|注意事项|必须|守则", re.IGNORECASE)
_RULE_LINE_RE = re.compile(
    r"\b(never|must|mustn't|don't|do not|always|only|forbidden|not allowed|required|ask before|make sure)\b|"
    r"不要|不得|不能|不许|不准|必须|禁止|严禁|务必|只能|一律|始终|请勿", re.IGNORECASE)
_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}\s+(.*)$")
_MORE_RE = re.compile(r"^…\((\d+) more rule lines? not shown\)$")


def _text(message: Mapping[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(b.get("text", "")) for b in content if isinstance(b, Mapping) and b.get("type") == "text")
    return ""


def bootstrap_texts(messages: Iterable[Mapping[str, Any]]) -> list[str]:
    """Texts of custom messages and successful tool results before the first user message."""
    out = []
    for m in messages:
        role = m.get("role")
        if role == "user":
            break
        if role == "custom":
            out += [_text(llm) for llm in to_llm([m])]
        elif role == "toolResult" and not m.get("isError"):
            out.append(_text(m))
    return [t for t in out if t.strip()]


def _states_rule(line: str) -> bool:
    """A line that states a rule by a closed class (``classes.states_rule``; a quantifier only on the subject)."""
    text = line.strip().lstrip("-*• ").strip()
    return classes.states_rule(text) and (not classes.only_universal(text) or classes.quantifies_subject(text))


def rule_lines(text: str) -> list[str]:
    """The rule lines of one bootstrap text (see the module rule)."""
    lines = [line.rstrip() for line in text.splitlines()]
    headings = [i for i, line in enumerate(lines) if _HEADING_RE.match(line)]
    picked: list[str] = []
    if headings:
        for n, i in enumerate(headings):
            end = headings[n + 1] if n + 1 < len(headings) else len(lines)
            title = _HEADING_RE.match(lines[i]).group(1)
            if _RULES_HEADING_RE.search(title):
                body = [line for line in lines[i + 1:end] if line.strip()]
                if body:
                    picked += [lines[i].strip(), *body]
    if not picked:
        picked = [line.strip() for line in lines if line.strip() and (_RULE_LINE_RE.search(line) or _states_rule(line))]
    return picked


def read_block(summary: str) -> tuple[list[str], int]:
    """The rule lines of a previous summary's block and the count of lines it said were not shown."""
    lines, more = [], 0
    for match in _BLOCK_RE.finditer(summary):
        for line in match.group(1).splitlines():
            if (m := _MORE_RE.match(line.strip())) is not None:
                more += int(m.group(1))
            elif line.strip():
                lines.append(line.rstrip())
    return lines, more


def render(parts: Iterable[Iterable[str]], max_chars: int = MAX_RULES_CHARS, more: int = 0) -> str:
    """``\\n\\n<workspace-critical-rules>\\n…\\n</workspace-critical-rules>`` of the lines, each once, or ``""``."""
    seen: set[str] = set()
    lines: list[str] = []
    for part in parts:
        for line in part:
            key = " ".join(line.split())
            if key and key not in seen:
                seen.add(key)
                lines.append(line)
    if not lines:
        return ""
    kept: list[str] = []
    used, hidden = 0, 0
    for i, line in enumerate(lines):
        cost = js_len(line) + 1
        if used + cost > max_chars - 40:
            hidden = len(lines) - i
            break
        kept.append(line)
        used += cost
    more = max(more, hidden)  # lines hidden before and supplied again are not counted twice
    if more:
        kept.append(f"…({more} more rule line{'s' if more != 1 else ''} not shown)")
    return f"\n\n<{TAG}>\n" + "\n".join(kept) + f"\n</{TAG}>"


def rules_appendix(workspace_rules: str | None, previous_summary: str | None,
                   messages: Iterable[Mapping[str, Any]], max_chars: int = MAX_RULES_CHARS) -> str:
    """The block for one compaction: caller's rules, the previous block, then bootstrap rules."""
    given = [line.rstrip() for line in (workspace_rules or "").strip().splitlines()]
    previous, more = read_block(previous_summary) if previous_summary else ([], 0)
    boot = [] if previous_summary else [line for t in bootstrap_texts(messages) for line in rule_lines(t)]
    return render([given, previous, boot], max_chars, more)
