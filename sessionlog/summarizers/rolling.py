"""The rolling summary: Pi's sections, kept bounded by merging and aging rather than by truncation.

Rule of this module: a ``Draft`` is the summary's state, and all of it is written into the summary
text, so the next compaction reads it back and the rules stay stateless:

* every item is verbatim text; a new item that repeats one already kept (same words, case and
  punctuation folded) replaces it at the newest position, and one that differs only in its numbers
  (same ``template_key``, same section) supersedes it — "14 of 150 steps complete" replaces "12 of 150";
  a Done item superseded so ("Step 13 done" after "Step 12 done") is counted as an earlier step;
* Done items carry the compaction that recorded them, ``(c12)``; after ``done_ttl`` compactions an
  item goes, counted in ``- [x] N earlier steps done (not listed)``, when it is routine (no carrier), when
  everything it carries is recorded elsewhere in the summary (a path in ``<modified-files>``), or when
  a newer Done item is the same kind of statement (``facts.shape_key``: "Updated `flush` in a.py"
  after "Updated `main` in b.py"); otherwise it stays until the budget needs the room;
* an open item (Next Steps) stays until a later done-sentence names it (``facts.completes``);
* the compaction number is ``<summary-state compaction="N"/>`` after the body;
* a proposal still waiting for its answer when the span ends is the last line of Key Decisions,
  ``**Awaiting an answer**: … (put forward by the assistant) (c12)`` (``awaiting``, ``waiting``): the next
  span may answer it — people answer a proposal after a compaction as readily as before one;
* over the budget, items go in a fixed order — routine items (no carrier, or only the label of a ticket series), aged Done items,
  Critical Context's runs of a program run three times or more (all but the newest: "Ran `cargo test`", "Ran `cargo
  build …`"), Done and Critical Context items whose only carriers are weak ones (a common abbreviation, a bare year, "e-mail"),
  then Done and Critical
  Context together, preferences (constraints without a rule word: keep, only, prefer), decisions and
  blockers, later goals, open items and rejections, rules (never, must, don't, 不要, 必须); within
  each the oldest first; the first goal and the current request never — and the loss is counted in
  ``- N older items were left out to fit the summary budget``, cumulatively. Only if that is still not enough (the
  appendix alone is too large) is the body cut and marked, as OpenClaw's cap does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import facts, prompts
from .failures import FENCE_RE, MAX_FAILURE_CHARS, MAX_FAILURES, FailureLog
from .workspace import MAX_RULES_CHARS

SECTIONS = ("goal", "constraints", "done", "progress", "blocked", "decisions", "next", "context")
HEADINGS = {
    "goal": "## Goal", "constraints": "## Constraints & Preferences", "done": "### Done",
    "progress": "### In Progress", "blocked": "### Blocked", "decisions": "## Key Decisions",
    "next": "## Next Steps", "context": "## Critical Context",
}
NONE = "(none)"
DEFAULT_BUDGET = 12000
_PRIORITY = {"done": 3, "context": 3, "decisions": 5, "blocked": 5, "goal": 6, "next": 7, "constraints": 8}
_AGE_RE = re.compile(r"\s\(c(\d{1,9})\)$")
_STATE_RE = re.compile(r'\n*<summary-state compaction="(\d{1,9})"/>')
_ROUTINE_RE = re.compile(r"^(\d{1,9}) earlier (?:routine )?steps? done \(not listed\)$")
_DROPPED_RE = re.compile(r"^(\d{1,9}) older items? (?:was|were) left out to fit the summary budget(?: \(.*\))?$")
_HEADING_TO_SECTION = [
    (re.compile(r"goal|original request|目标", re.IGNORECASE), "goal"),
    (re.compile(r"constraint|preference|rules|约束|偏好", re.IGNORECASE), "constraints"),
    (re.compile(r"^done|completed|early progress|已完成", re.IGNORECASE), "done"),
    (re.compile(r"in progress|进行中", re.IGNORECASE), "progress"),
    (re.compile(r"blocked|阻塞", re.IGNORECASE), "blocked"),
    (re.compile(r"decision|决定|决策", re.IGNORECASE), "decisions"),
    (re.compile(r"next step|open todo|pending|待办|下一步", re.IGNORECASE), "next"),
]
_APPENDIX_TAGS = ("read-files", "modified-files", "workspace-critical-rules")
AWAITING = {"assistant": "put forward by the assistant", "user": "put forward by the user",
            "assistant:put-off": "put forward by the assistant; put off", "user:put-off": "put forward by the user; put off",
            "relayed": "relayed by the user, who was asked how to answer", "relayed:put-off": "relayed by the user; put off"}
_AWAITING_RE = re.compile(r"^\*\*Awaiting an answer\*\*: (.+) \((" + "|".join(map(re.escape, AWAITING.values()))
                          + r")\)(?: \(c(\d{1,9})\))?$")
_AWAITING_LABEL = re.compile(r"^\*{1,2}\s*awaiting an answer\b", re.IGNORECASE)  # the label, however a model reworded the line
AWAITING_CHARS = 300  # an awaiting line's proposal at most: the budget cannot drop the line


@dataclass(frozen=True)
class RollingSettings:
    """The offline summarizer's settings (``get_summarizer("offline", max_chars=8000, done_ttl=2)``)."""

    max_chars: int = DEFAULT_BUDGET  # the summary budget, UTF-16 units, appendix included
    done_ttl: int = 3  # compactions a Done item stays listed
    max_goals: int = 3
    max_failures: int = MAX_FAILURES
    failure_chars: int = MAX_FAILURE_CHARS
    rules_chars: int = MAX_RULES_CHARS
    item_chars: int = 1000

    def __post_init__(self) -> None:
        for name in ("max_chars", "done_ttl", "max_goals", "max_failures", "failure_chars", "rules_chars", "item_chars"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < (0 if name == "done_ttl" else 1):
                raise ValueError(f"offline summarizer: {name} must be a positive number, not {value!r}")


@dataclass(eq=False)  # compared by identity: lists remove exactly this item
class Item:
    text: str
    born: int = 0  # the compaction that recorded it (shown on Done items)
    key: str = field(init=False, repr=False)
    template: str = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.key = facts.dedupe_key(self.text)
        self.template = facts.template_key(self.text)


@dataclass
class Draft:
    settings: RollingSettings = field(default_factory=RollingSettings)
    compaction: int = 1
    items: dict[str, list[Item]] = field(default_factory=lambda: {s: [] for s in SECTIONS})
    routine_done: int = 0
    dropped: int = 0
    failures: FailureLog = field(default_factory=FailureLog)
    read_files: list[str] = field(default_factory=list)
    modified_files: list[str] = field(default_factory=list)
    awaiting: dict[str, tuple[str, int]] = field(default_factory=dict)  # who (``AWAITING``) -> (proposal, compaction)
    # indexes of the merged sections (all but goal and progress): key -> item, (section, template) -> item
    _by_key: dict[str, tuple[str, Item]] = field(default_factory=dict, repr=False)
    _by_template: dict[tuple[str, str], Item] = field(default_factory=dict, repr=False)

    def _reindex(self) -> None:
        self._by_key, self._by_template = {}, {}
        for s in SECTIONS:
            if s not in ("goal", "progress"):
                for i in self.items[s]:
                    self._by_key[i.key] = (s, i)
                    self._by_template[(s, i.template)] = i

    # -- adding, merging
    def clip(self, text: str) -> str:
        text = " ".join(text.split())
        limit = self.settings.item_chars
        return text if prompts.js_len(text) <= limit else prompts.js_slice(text, limit) + "…"

    def add(self, section: str, text: str, born: int | None = None) -> None:
        """Add an item at the newest position, replacing a repeat (any section but Goal and In Progress)
        or an item of the same template (same section)."""
        text = self.clip(text)
        if not text or text == NONE:
            return
        item = Item(text, self.compaction if born is None else born)
        if section in ("goal", "progress"):
            if all(i.key != item.key for i in self.items[section]):
                self.items[section].append(item)
            return
        if section == "context" and self.items["goal"] and self.items["goal"][0].key == item.key:
            return  # the goal already says it (and the first goal is never dropped)
        repeat = self._by_key.pop(item.key, None)
        if repeat is not None:
            self._remove(*repeat)
        same_kind = self._by_template.get((section, item.template))
        if same_kind is not None and (repeat is None or same_kind is not repeat[1]):
            self._remove(section, same_kind)
            if section == "done":  # a done step superseded by the next one of its kind is counted, not lost
                self.routine_done += 1
        self.items[section].append(item)
        self._by_key[item.key] = (section, item)
        self._by_template[(section, item.template)] = item

    def _remove(self, section: str, item: Item) -> None:
        self.items[section].remove(item)
        if self._by_key.get(item.key, (None, None))[1] is item:
            del self._by_key[item.key]
        if self._by_template.get((section, item.template)) is item:
            del self._by_template[(section, item.template)]

    def set_goal(self, text: str, *, explicit: bool = False) -> None:
        """The session's goal: the first request, then explicit goal statements (at most ``max_goals``)."""
        goals = self.items["goal"]
        if goals and not explicit:
            return
        self.add("goal", text)
        while len(goals) > self.settings.max_goals:
            del goals[1]

    def set_progress(self, text: str) -> None:
        self.items["progress"] = []
        self.add("progress", text)

    def take(self, text: str) -> None:
        """Remove the item that says ``text`` (any section but Goal and In Progress), if there is one."""
        found = self._by_key.get(facts.dedupe_key(self.clip(text)))
        if found is not None:
            self._remove(*found)

    def close_open_items(self, done_sentence: str) -> None:
        for item in [i for i in self.items["next"] if facts.completes(done_sentence, i.text)]:
            self._remove("next", item)

    # -- aging
    def age(self) -> None:
        """Fold Done items older than ``done_ttl`` compactions into the count when they carry nothing
        that is not recorded elsewhere."""
        limit = self.compaction - self.settings.done_ttl
        elsewhere = "\n".join([i.text for s in SECTIONS if s != "done" for i in self.items[s]]
                              + self.read_files + self.modified_files + [r.render() for r in self.failures.records])
        kept: list[Item] = []
        newer_shapes: set[str] = set()
        for item in reversed(self.items["done"]):
            shape = facts.shape_key(item.text)
            if item.born <= limit and (shape in newer_shapes
                                       or all(facts.found_in(c.strip("`"), elsewhere) for c in facts.carriers(item.text))):
                self.routine_done += 1
            else:
                kept.append(item)
            newer_shapes.add(shape)
        self.items["done"] = kept[::-1]
        self._reindex()

    # -- rendering
    def _lines(self, section: str) -> list[str]:
        items = self.items[section]
        if section == "done":
            lines = [f"- [x] {self.routine_done} earlier step{'s' if self.routine_done != 1 else ''} done "
                     "(not listed)"] if self.routine_done else []
            return lines + [f"- [x] {i.text} (c{i.born})" for i in items] or [f"- {NONE}"]
        if section == "progress":
            return [f"- [ ] {i.text}" for i in items] or [f"- {NONE}"]
        if section == "next":
            return [f"{n}. {i.text}" for n, i in enumerate(items, start=1)] or [f"- {NONE}"]
        lines = [f"- {i.text}" for i in items]
        if section == "decisions":
            lines += [f"- **Awaiting an answer**: {_clip(self.clip(text), AWAITING_CHARS)} ({AWAITING[who]}) (c{born})"
                      for who, (text, born) in self.awaiting.items() if who in AWAITING and text]
        if section == "context" and self.dropped:
            lines.append(f"- {self.dropped} older item{'s were' if self.dropped != 1 else ' was'} left out to fit "
                         f"the summary budget ({self.settings.max_chars:,} characters)")
        if lines:
            return lines
        return [NONE] if section in ("goal", "constraints", "context") else [f"- {NONE}"]

    def render_body(self, *, critical_context: bool = True) -> str:
        lines: list[str] = []
        for section in SECTIONS:
            if section == "context" and not critical_context:
                continue
            if section == "done":
                lines.append("## Progress")
            lines += [HEADINGS[section], *self._lines(section), ""]
        return "\n".join(lines).rstrip("\n")

    def state(self) -> str:
        return f'\n\n<summary-state compaction="{self.compaction}"/>'

    # -- the budget
    def _drop_order(self) -> list[tuple[str, int]]:
        scored = []
        limit = self.compaction - self.settings.done_ttl
        series = facts.label_series([i.text for s in ("done", "context", "next") for i in self.items[s]])
        reruns = _reruns(self.items["context"])
        for s in SECTIONS:
            items = self.items[s]
            for n, item in enumerate(items):
                if (s == "goal" and n == 0) or s == "progress":
                    continue
                if facts.is_routine(s, item.text) or (s in ("done", "context") and facts.in_series(item.text, series)):
                    priority = 0  # no carrier, or only the label of a ticket series ("Moving on to CHOIR-105: …")
                elif s == "done" and item.born <= limit:
                    priority = 1
                elif s == "context" and n in reruns:
                    priority = 2  # one of a family of runs of one program ("Ran `cargo test`", "Ran `cargo build …`"): routine
                elif s in ("done", "context") and _weak(item.text):
                    priority = 2.5  # its only carriers a common abbreviation, a bare year, "e-mail": below the facts
                elif s == "decisions" and item.text.startswith(("**Rejected**", "**Not taken up**")):
                    priority = 7
                elif s == "constraints" and not facts.strong_constraint(item.text):
                    priority = 4  # a preference ("keep", "only", "prefer"), below rules said as rules
                else:
                    priority = _PRIORITY[s]
                scored.append((priority, (n + 1) / len(items), s, n))
        return [(s, n) for *_, s, n in sorted(scored)]

    def fit(self, suffix: str, *, head: str = "", tail: str = "", critical_context: bool = True) -> str:
        """``head + body + tail + suffix`` within the budget (see the module rule)."""
        budget = self.settings.max_chars

        def render() -> str:
            return head + self.render_body(critical_context=critical_context) + tail

        while (excess := prompts.js_len(render() + suffix) - budget) > 0:
            order = self._drop_order()
            if not order:
                break
            drop: dict[str, set[int]] = {s: set() for s in SECTIONS}
            for s, n in order:
                if excess <= -60:  # room for the count line
                    break
                drop[s].add(n)
                excess -= prompts.js_len(self.items[s][n].text) + 8
            for s in SECTIONS:
                self.dropped += len(drop[s])
                self.items[s] = [i for n, i in enumerate(self.items[s]) if n not in drop[s]]
            self._reindex()
        return prompts.cap_summary(render(), suffix, budget)


_RAN_RE = re.compile(r"^Ran `(?:sudo\s+)?(?:cd \S+ && )?(?:sudo\s+)?([\w./-]+)")
RERUN_FAMILY = 3  # runs of one program in Critical Context that make a family


def _reruns(items: list[Item]) -> set[int]:
    """Critical Context's runs of a program run ``RERUN_FAMILY`` times or more ("Ran `cargo test`", "Ran `cargo clippy
    …`", "Ran `cargo build --release`"), all but the newest of each: routine work, whatever a run carries, dropped over
    the budget before the facts Critical Context holds (a number the user gave, a run of a program used once)."""
    families: dict[str, list[int]] = {}
    for n, item in enumerate(items):
        if (m := _RAN_RE.match(item.text)) is not None:
            families.setdefault(m.group(1), []).append(n)
    return {n for runs in families.values() if len(runs) >= RERUN_FAMILY for n in runs[:-1]}


# carriers that name no fact of their own: a common abbreviation ("CI", "PR"), a bare year, "e-mail", a number word
_WEAK_CARRIER = re.compile(r"[A-Z]{2,3}s?|(?:19|20)\d\d|e-?mails?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-"
                           r"(?:one|two|three|four|five|six|seven|eight|nine)")


def _weak(text: str) -> bool:
    """Every carrier of the item is a weak one (``_WEAK_CARRIER``): "CI failed on clippy.", "The old one's from 2019."."""
    found = facts.carriers(text)
    return bool(found) and all(_WEAK_CARRIER.fullmatch(c) for c in found)


def _clip(text: str, limit: int) -> str:
    return text if prompts.js_len(text) <= limit else prompts.js_slice(text, limit) + "…"


# ---------------------------------------------------------------- reading a summary back
def _section_for(heading: str) -> str:
    for pattern, section in _HEADING_TO_SECTION:
        if pattern.search(heading):
            return section
    return "context"


def _fence_chunks(text: str) -> list[tuple[bool, str]]:
    """``text`` as runs of lines, each inside a fenced block (fences included) or outside one."""
    chunks: list[tuple[bool, list[str]]] = []
    fence = None
    for line in text.split("\n"):
        opening = FENCE_RE.match(line.strip())
        inside = fence is not None or opening is not None
        if not chunks or chunks[-1][0] != inside:
            chunks.append((inside, []))
        chunks[-1][1].append(line)
        if fence is None and opening is not None:
            fence = opening.group(1)
        elif fence is not None and line.strip() == fence:
            fence = None
            chunks.append((False, []))
    if fence is not None and chunks:  # a fence never closed (a cut summary) hides nothing
        chunks[-1] = (False, chunks[-1][1])
    return [(inside, "\n".join(lines)) for inside, lines in chunks if lines]


def _strip_appendix(text: str) -> str:
    """Text outside fenced blocks without the state line, the appendix tags and the truncation marker."""
    text = _STATE_RE.sub("", text)
    for tag in _APPENDIX_TAGS:
        text = re.sub(rf"\s*<{tag}>.*?</{tag}>", "", text, flags=re.DOTALL)
    return text.replace(prompts.TRUNCATION_MARKER.strip(), "")


def read_summary(text: str, draft: Draft, *, merge: bool = False) -> None:
    """Merge a summary (ours, Pi's, a model's or OpenClaw's) into ``draft``. ``merge``: a summary found
    among the messages (a branch summary), whose compaction number is not this one's."""
    text = text.removeprefix(prompts.BRANCH_SUMMARY_PREAMBLE)
    chunks = _fence_chunks(text)  # a failure's fenced cause is kept as printed: tags inside it are its text
    plain = "\n".join(chunk for fenced, chunk in chunks if not fenced)
    state = _STATE_RE.search(plain)
    if state is not None and not merge:
        draft.compaction = int(state.group(1)) + 1
    previous = draft.compaction - 1
    for tag in _APPENDIX_TAGS:
        for match in re.finditer(rf"<{tag}>\n?(.*?)\n?</{tag}>", plain, re.DOTALL):
            if tag == "read-files":
                draft.read_files += match.group(1).splitlines()
            elif tag == "modified-files":
                draft.modified_files += match.group(1).splitlines()
    text = "\n".join(chunk if fenced else _strip_appendix(chunk) for fenced, chunk in chunks)
    section, in_failures = "context", False
    fence, block = None, []  # a failure's cause lines, in a fenced block under its record
    for raw in text.splitlines():
        line = raw.strip()
        if in_failures and fence is not None:
            if line == fence:
                draft.failures.read_block(block)
                fence, block = None, []
            else:
                block.append(raw.rstrip())
            continue
        if in_failures and (opening := FENCE_RE.match(line)) is not None:
            fence = opening.group(1)
            continue
        if not line or line in ("---", "**Turn Context (split turn):**"):
            continue
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
            in_failures = heading.lower() == "tool failures"
            section = _section_for(heading)
            if section == "context" and heading.lower() in ("progress", "进展"):
                section = "done"
            continue
        body = facts.BULLET_RE.sub("", line).strip()
        if in_failures:
            draft.failures.read_line(body)
        elif body == NONE:
            continue
        elif section == "done" and (m := _ROUTINE_RE.match(body)):
            draft.routine_done += int(m.group(1))
        elif section == "context" and (m := _DROPPED_RE.match(body)):
            draft.dropped += int(m.group(1))
        elif (m := _AWAITING_RE.match(body)) is not None:
            if not merge:  # a branch summary's open proposal belongs to the branch it summarizes
                who = next(k for k, v in AWAITING.items() if v == m.group(2))  # its compaction never later than the last one
                draft.awaiting[who] = (m.group(1), min(int(m.group(3)), previous) if m.group(3) else previous)
        elif _AWAITING_LABEL.search(body):
            continue  # state in a form not ours (reworded, cut): dropped, never kept as a decision
        else:
            age = _AGE_RE.search(body)
            born = int(age.group(1)) if age else previous
            draft.add(section, _AGE_RE.sub("", body), born=born)
