"""The ``offline`` summarizer: deterministic, model-free, extractive, in Pi's structured format.

Rule of this module: the same request gives the same text (no clock, randomness or environment).
It sorts the sentences of the conversation into Pi's sections by surface cues (English and Chinese)
and keeps each one verbatim, so paths, URLs, hashes, commands and numbers survive exactly. A previous
summary is merged, not replaced: every previous item is kept, new ones are added, duplicates dropped.
OpenClaw's appendix follows the body: ``## Tool Failures`` (at most 8), Pi's ``<read-files>`` /
``<modified-files>`` tags and ``<workspace-critical-rules>``. The result is at most 16,000 characters:
the body loses its least important, oldest items first; the appendix is never trimmed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.view import to_llm
from . import prompts
from .base import CancelCheck, SummaryCancelled, SummaryRequest, register

SECTIONS = ("goal", "constraints", "done", "progress", "blocked", "decisions", "next", "context")
HEADINGS = {
    "goal": "## Goal", "constraints": "## Constraints & Preferences", "done": "### Done",
    "progress": "### In Progress", "blocked": "### Blocked", "decisions": "## Key Decisions",
    "next": "## Next Steps", "context": "## Critical Context",
}
# trimming order: the lowest weight goes first, and within a weight the oldest item
WEIGHT = {"context": 1, "done": 2, "progress": 3, "goal": 4, "blocked": 5, "decisions": 6, "next": 7,
          "constraints": 8}
MAX_ITEM_CHARS = 1000
MAX_FAILURES = 8
MAX_FAILURE_CHARS = 240
MAX_RULES_CHARS = 2000
NONE = "(none)"
_OWN_DEDUPE = ("goal", "progress")

_CUES = {
    "rejected": (
        r"\b(reject(ed|ing)?|advise against|decided against|ruled out|rule out|not going (that way|to)|won't|"
        r"will not|don't want|do not want|rather not|I'd rather|instead of|instead,|scrap|abandon(ed)?|"
        r"drop (it|that|the)|dropped|no longer|out of scope|not worth|too risky|bad idea|shouldn't|"
        r"should not|not an option|discard(ed)?|gave up|give up|backed out|reverted|let's not|let us not|rather than|"
        r"skip (it|that|this)|forget (it|about)|no to|against (it|that|this|doing|using)|not a good idea|"
        r"not viable|not feasible|unworkable)\b",
        r"放弃|不采用|不建议|否决|弃用|不考虑|不再|不行|不要用|不用|改用|而不是|算了|不值得|风险太大|回退方案|不可行",
    ),
    "constraint": (
        r"\b(don't|do not|never|must|mustn't|must not|has to|have to|required?|requirement|constraint|"
        r"only|avoid|prefer(ence|red)?|always|keep|without|no new|not allowed|forbidden|make sure|ensure|"
        r"at (least|most)|hard rule|rule:|policy|please (don't|do not|keep|use|stick)|stick to|stay on|"
        r"compatib(le|ility)|read-only|read only|no|important|critical|crucial|essential|mandatory|"
        r"strict(ly)?|under no circumstances)\b",
        r"重要|不可以|不要|别|不能|不得|必须|只能|禁止|保持|注意|要求|务必|请勿|不许|不准|只允许|至少|至多|兼容|一律|始终|一定要|严禁",
    ),
    "pending": (
        r"\b(todo|to-do|to do|still (need|needs|has|have|open|pending|to)|pending|later|remember|follow[- ]up|"
        r"next (step|time|week|sprint)|before (friday|monday|tuesday|wednesday|thursday|saturday|sunday|"
        r"the release|release|launch|merging|we ship)|open item|left for later|not yet|yet to|remaining|"
        r"outstanding|haven't|have not|after (the|we|it)|once (the|we|it)|tomorrow|need to|needs to|should also|"
        r"we should|don't forget|do not forget|tbd|eventually)\b",
        r"还需要|还要|待办|待处理|待定|之后|以后|下周|明天|记下|记录下|后续|稍后|尚未|还没|未完成|需要再|别忘|记得|等.*之后|等.*后再|"
        r"周[一二三四五六日]前|前完成|遗留|下一步|接下来|需要",
    ),
    "blocked": (
        r"\b(blocked|blocks|blocking|stuck|fails?|failed|failing|cannot|can't|unable|error|broken|crash(es|ing)?|"
        r"denied|refuses?|collides?|conflict)\b",
        r"阻塞|卡住|失败|无法|报错|错误|拒绝|冲突|崩溃|不通过",
    ),
    "decision": (
        r"\b(I'll|I will|we'll|we will|let's|decided|decision|going with|go with|switch(ed)? to|chose|choose|"
        r"use|using|instead|plan is|approach|moved?|changed?|set to|agreed)\b",
        r"决定|采用|改为|改成|使用|选择|方案|换成|设为|设置为|同意|就用|统一",
    ),
    "done": (
        r"\b(done|fixed|added|updated|created|removed|renamed|implemented|passes|passed|pass now|clean|"
        r"completed?|finished|merged|deployed|shipped|wrote|applied|committed|resolved|works now|succeeded)\b",
        r"已|完成|修复|通过|搞定|提交了|解决",
    ),
}
_CUE_RE = {k: (re.compile(en, re.IGNORECASE), re.compile(zh)) for k, (en, zh) in _CUES.items()}
_IDENT_RE = re.compile(
    r"\d|`|https?://|\w/\w|/\w|\\\w|\w\.\w{1,8}\b|\b[A-Z]{2,}[-_]\d|[a-z]_[a-z]|[a-z][A-Z]|::|--\w|"
    r"\b[0-9a-f]{7,}\b|[\w.-]+@[\w.-]+|\w:\w|[{}\[\]]|[a-z]-[a-z]")
_ASCII_WORD_RE = re.compile(r"[A-Za-z][\w.:/{}@-]{2,}")
_REASON_RE = re.compile(r"^(because|since|as|it|that|this|the reason|otherwise|因为|原因|由于|否则|这)", re.IGNORECASE)
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=\S)|(?<=[。！？；])|\n+")
_BULLET_RE = re.compile(r"^\s*(?:[-*•]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+)")
_CJK_RE = re.compile(r"[\u3400-\u9fff]")
_APPENDIX_TAGS = ("read-files", "modified-files", "workspace-critical-rules")


def _cue(kind: str, text: str) -> bool:
    en, zh = _CUE_RE[kind]
    return bool(en.search(text) or zh.search(text))


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text``: on ``. ! ?`` + space, on ``。！？；`` and on line breaks; bullets stripped."""
    out = []
    for piece in _SENTENCE_RE.split(text):
        piece = _BULLET_RE.sub("", piece).strip()
        if piece and not set(piece) <= set("`-*#=|>"):
            out.append(piece)
    return out


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if prompts.js_len(text) <= MAX_ITEM_CHARS else prompts.js_slice(text, MAX_ITEM_CHARS) + "…"


@dataclass
class Draft:
    """Section items in order (previous first), tool failures and their overflow count."""

    items: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SECTIONS})
    failures: list[str] = field(default_factory=list)
    more_failures: int = 0
    read_files: list[str] = field(default_factory=list)
    modified_files: list[str] = field(default_factory=list)
    _seen: dict[str, set[str]] = field(default_factory=dict)

    def add(self, section: str, text: str) -> None:
        """Add an item once: Goal and In Progress dedupe among themselves, the other sections together."""
        text = _clip(text)
        if not text or text == NONE:
            return
        seen = self._seen.setdefault(section if section in _OWN_DEDUPE else "shared", set())
        if text not in seen:
            seen.add(text)
            self.items[section].append(text)

    def add_failure(self, text: str) -> None:
        if text and text not in self.failures:
            self.failures.append(text)


# ---------------------------------------------------------------- reading a previous summary
_HEADING_TO_SECTION = [
    (re.compile(r"goal|original request|目标", re.IGNORECASE), "goal"),
    (re.compile(r"constraint|preference|rules|约束|偏好", re.IGNORECASE), "constraints"),
    (re.compile(r"^done|completed|early progress|已完成", re.IGNORECASE), "done"),
    (re.compile(r"in progress|进行中", re.IGNORECASE), "progress"),
    (re.compile(r"blocked|阻塞", re.IGNORECASE), "blocked"),
    (re.compile(r"decision|决定|决策", re.IGNORECASE), "decisions"),
    (re.compile(r"next step|open todo|pending|待办|下一步", re.IGNORECASE), "next"),
]


def _section_for(heading: str) -> str:
    for pattern, section in _HEADING_TO_SECTION:
        if pattern.search(heading):
            return section
    return "context"


def read_summary(text: str, draft: Draft) -> None:
    """Merge a previous summary (ours, Pi's, a model's or OpenClaw's) into ``draft``, keeping every item."""
    text = text.removeprefix(prompts.BRANCH_SUMMARY_PREAMBLE)
    for tag in _APPENDIX_TAGS:
        for match in re.finditer(rf"<{tag}>\n?(.*?)\n?</{tag}>", text, re.DOTALL):
            if tag == "read-files":
                draft.read_files += match.group(1).splitlines()
            elif tag == "modified-files":
                draft.modified_files += match.group(1).splitlines()
        text = re.sub(rf"\s*<{tag}>.*?</{tag}>", "", text, flags=re.DOTALL)
    text = text.replace(prompts.TRUNCATION_MARKER.strip(), "")
    section, in_failures = "context", False
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line in ("---", "**Turn Context (split turn):**"):
            continue
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
            in_failures = heading.lower() == "tool failures"
            section = _section_for(heading)
            if section == "context" and heading.lower() in ("progress", "进展"):
                section = "done"
            continue
        body = _BULLET_RE.sub("", line).strip()
        if in_failures:
            more = re.fullmatch(r"\.\.\.and (\d+) more", body)
            if more:
                draft.more_failures += int(more.group(1))
            else:
                draft.add_failure(body)
        elif body != NONE:
            draft.add(section, body)


# ---------------------------------------------------------------- reading new messages
def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(b.get("text", "")) for b in content if isinstance(b, Mapping) and b.get("type") == "text")
    return ""


def _has_identifier(text: str) -> bool:
    """Paths, URLs, numbers, code-ish tokens; in a CJK sentence any embedded ASCII word."""
    return bool(_IDENT_RE.search(text) or (_CJK_RE.search(text) and _ASCII_WORD_RE.search(text)))


def _meaningful(text: str) -> bool:
    return prompts.js_len(text) >= (12 if _CJK_RE.search(text) else 30)


def _classify(sentence: str, speaker: str) -> str | None:
    """The section for a sentence, or None to leave it out."""
    if _cue("rejected", sentence):
        return "decisions-rejected"
    if speaker == "user" and _cue("constraint", sentence):
        return "constraints"
    if _cue("pending", sentence):
        return "next"
    if speaker == "assistant" and re.search(r"\b(must|required|requires|compliance)\b|必须|要求|合规", sentence, re.IGNORECASE):
        return "constraints"
    if _cue("blocked", sentence) and speaker == "assistant":
        return "blocked"
    if speaker == "assistant" and _cue("decision", sentence) and _has_identifier(sentence):
        return "decisions"
    if speaker == "assistant" and _cue("done", sentence):
        return "done"
    if _has_identifier(sentence) or (speaker == "user" and _meaningful(sentence)):
        return "context"
    return None


def _add_sentences(draft: Draft, text: str, speaker: str) -> None:
    sentences = split_sentences(text)
    skip = False
    for i, sentence in enumerate(sentences):
        if skip:
            skip = False
            continue
        if _classify(sentence, speaker) == "decisions-rejected" and i + 1 < len(sentences) \
                and _REASON_RE.match(sentences[i + 1]):
            draft.add("decisions", f"**Rejected**: {sentence} {sentences[i + 1]}")
            skip = True
        else:
            _add_sentence(draft, sentence, speaker)


def _add_sentence(draft: Draft, sentence: str, speaker: str) -> None:
    section = _classify(sentence, speaker)
    if section == "decisions-rejected":
        draft.add("decisions", f"**Rejected**: {sentence}")
    elif section == "decisions":
        draft.add("decisions", f"**Decision**: {sentence}")
    elif section is not None:
        draft.add(section, sentence)


def _failure_line(name: Any, text: str) -> str:
    text = " ".join(text.split()) or "failed"
    if prompts.js_len(text) > MAX_FAILURE_CHARS:
        text = prompts.js_slice(text, MAX_FAILURE_CHARS - 3) + "..."
    return f"{name or 'tool'}: {text}"


def read_messages(messages: Iterable[Mapping[str, Any]], draft: Draft, *, goal: bool = True) -> None:
    """Sort the sentences of new messages into ``draft``; tool results only contribute failures."""
    messages = list(messages)
    for m in messages:
        role = m.get("role")
        if role in ("compactionSummary", "branchSummary"):
            read_summary(str(m.get("summary", "")), draft)
        elif role == "bashExecution":
            command = m.get("command")
            if command:
                draft.add("context", f"Ran `{command}`")
            code = m.get("exitCode")
            if code not in (None, 0) and not m.get("cancelled"):
                draft.add_failure(_failure_line(f"bash (exitCode={code})", str(m.get("output", ""))))
        elif role == "toolResult":
            if m.get("isError"):
                draft.add_failure(_failure_line(m.get("toolName"), _text_of(m.get("content"))))
        elif role == "assistant":
            for block in m.get("content") or []:
                if not isinstance(block, Mapping):
                    continue
                if block.get("type") == "text":
                    _add_sentences(draft, str(block.get("text", "")), "assistant")
                elif block.get("type") == "toolCall":
                    _read_call(draft, block)
        else:
            for llm in to_llm([m]):
                _add_sentences(draft, _text_of(llm.get("content")), "user" if role == "user" else "assistant")
    asks = [t for m in messages if m.get("role") == "user" and _meaningful(t := _text_of(m.get("content")))]
    if goal and asks:
        if not draft.items["goal"]:
            draft.add("goal", split_sentences(asks[0])[0])
        draft.add("progress", split_sentences(asks[-1])[0])


def _read_call(draft: Draft, block: Mapping[str, Any]) -> None:
    args = block.get("arguments") if isinstance(block.get("arguments"), Mapping) else {}
    name = block.get("name")
    if isinstance(args.get("command"), str) and args["command"]:
        draft.add("context", f"Ran `{args['command']}`")
    path = args.get("path")
    if name in ("write", "edit") and isinstance(path, str) and path:
        draft.add("done", f"{'Wrote' if name == 'write' else 'Edited'} `{path}`")


# ---------------------------------------------------------------- rendering and the cap
def _render_items(section: str, items: list[str]) -> list[str]:
    if not items:
        return [NONE] if section in ("goal", "constraints", "context") else [f"- {NONE}"]
    if section == "done":
        return [f"- [x] {t}" for t in items]
    if section == "progress":
        return [f"- [ ] {t}" for t in items]
    if section == "next":
        return [f"{i}. {t}" for i, t in enumerate(items, start=1)]
    return [f"- {t}" for t in items]


def render_body(draft: Draft, *, critical_context: bool = True) -> str:
    lines: list[str] = []
    for section in SECTIONS:
        if section == "context" and not critical_context:
            continue
        if section == "done":
            lines += ["## Progress"]
        lines.append(HEADINGS[section])
        lines += _render_items(section, draft.items[section])
        lines.append("")
    return "\n".join(lines).rstrip("\n")


def render_failures(draft: Draft) -> str:
    failures, more = draft.failures, draft.more_failures
    if len(failures) > MAX_FAILURES:
        more += len(failures) - MAX_FAILURES
        failures = failures[-MAX_FAILURES:]
    if not failures:
        return ""
    lines = [f"- {f}" for f in failures] + ([f"- ...and {more} more"] if more else [])
    return "\n\n## Tool Failures\n" + "\n".join(lines)


def render_rules(rules: str | None) -> str:
    rules = (rules or "").strip()
    if not rules:
        return ""
    if prompts.js_len(rules) > MAX_RULES_CHARS:
        rules = prompts.js_slice(rules, MAX_RULES_CHARS - 3) + "..."
    return f"\n\n<workspace-critical-rules>\n{rules}\n</workspace-critical-rules>"


def _line_len(section: str, index: int, text: str) -> int:
    """The rendered length of one item, its newline included."""
    prefix = {"done": 6, "progress": 6, "next": len(str(index + 1)) + 2}.get(section, 2)
    return prefix + prompts.js_len(text) + 1


def _drop_order(draft: Draft) -> list[tuple[str, int]]:
    """Body items, first to go first: low section weight and old age (recency adds up to 3 points).
    The first goal and the latest in-progress item go last of all."""
    scored = []
    for s in SECTIONS:
        items = draft.items[s]
        for i in range(len(items)):
            score = WEIGHT[s] + 3 * (i + 1) / len(items)
            if (s == "goal" and i == 0) or (s == "progress" and i == len(items) - 1):
                score += 100
            scored.append((score, s, i))
    return [(s, i) for _, s, i in sorted(scored)]


def fit(draft: Draft, suffix: str, *, head: str = "", tail: str = "", critical_context: bool = True,
        max_chars: int = prompts.MAX_SUMMARY_CHARS) -> str:
    """``head + body + tail + suffix`` within ``max_chars``: drop the least important, oldest body items;
    if even that is not enough (or nothing is left to drop), cut the body and mark it."""
    def render() -> str:
        return head + render_body(draft, critical_context=critical_context) + tail

    while (excess := prompts.js_len(render() + suffix) - max_chars) > 0:
        drop: dict[str, set[int]] = {s: set() for s in SECTIONS}
        for s, i in _drop_order(draft):
            if excess <= 0:
                break
            drop[s].add(i)
            excess -= _line_len(s, i, draft.items[s][i])
        if not any(drop.values()):
            break
        for s in SECTIONS:
            draft.items[s] = [t for i, t in enumerate(draft.items[s]) if i not in drop[s]]
    return prompts.cap_summary(render(), suffix, max_chars)


# ---------------------------------------------------------------- the summarizer
def _turn_prefix(messages: list[Mapping[str, Any]]) -> str:
    draft = Draft()
    read_messages(messages, draft, goal=False)
    asks = [_text_of(m.get("content")) for m in to_llm(messages) if m.get("role") == "user"]
    request = _clip(asks[0]) if asks else NONE
    early = [*draft.items["done"], *draft.items["decisions"], *draft.items["blocked"]]
    context = [*draft.items["constraints"], *draft.items["next"], *draft.items["context"]]
    return "\n".join(["## Original Request", request, "", "## Early Progress",
                      *([f"- {t}" for t in early] or [NONE]), "", "## Context for Suffix",
                      *([f"- {t}" for t in context] or [NONE])])


class OfflineSummarizer:
    """Extractive structured summaries with no model: deterministic and fast."""

    name = "offline"

    def __init__(self, *, max_chars: int = prompts.MAX_SUMMARY_CHARS) -> None:
        self.max_chars = max_chars

    def summarize(self, request: SummaryRequest, *, cancelled: CancelCheck | None = None) -> str:
        if cancelled is not None and cancelled():
            raise SummaryCancelled("summary cancelled")
        if request.kind == "branch":
            return self._branch(request)
        draft = Draft()
        if request.previous_summary:
            read_summary(request.previous_summary, draft)
        read_messages(request.messages, draft)
        if request.custom_instructions:
            draft.add("context", f"Focus: {request.custom_instructions}")
        tail = ""
        if request.turn_prefix_messages:
            if not request.messages and not request.previous_summary:
                return self._with_prefix_only(request, draft)
            tail = prompts.SPLIT_TURN_SEPARATOR + _turn_prefix(list(request.turn_prefix_messages))
        suffix = self._suffix(request, draft)
        return fit(draft, suffix, tail=tail, max_chars=self.max_chars)

    def _with_prefix_only(self, request: SummaryRequest, draft: Draft) -> str:
        prefix = _turn_prefix(list(request.turn_prefix_messages))
        body = prompts.merge_split_turn(prompts.NO_PRIOR_HISTORY, prefix)
        return prompts.cap_summary(body, self._suffix(request, draft), self.max_chars)

    def _branch(self, request: SummaryRequest) -> str:
        if not request.messages:
            return prompts.NO_BRANCH_CONTENT
        draft = Draft()
        read_messages(request.messages, draft)
        if request.custom_instructions:
            draft.add("context", f"Focus: {request.custom_instructions}")
        suffix = self._suffix(request, draft)
        return fit(draft, suffix, head=prompts.BRANCH_SUMMARY_PREAMBLE, max_chars=self.max_chars)

    @staticmethod
    def _suffix(request: SummaryRequest, draft: Draft) -> str:
        modified = set(request.modified_files) | set(draft.modified_files)
        read = (set(request.read_files) | set(draft.read_files)) - modified
        read_files, modified_files = prompts.compute_file_lists(read, modified, ())
        return (render_failures(draft) + prompts.format_file_operations(read_files, modified_files)
                + render_rules(request.workspace_rules))


register("offline", OfflineSummarizer)
