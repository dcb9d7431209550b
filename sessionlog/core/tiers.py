"""The import tiers (DESIGN §2.6, docs/compatibility.md): one ruleset for import and ``verify``.

Rule of this module: pure. ``HistoryCheck`` is the structural rule over a history fed one entry at a
time, keeping only ids and positions: refused (duplicate ids, a parentId that is not a string or null,
an entry that is its own parent, a parentId cycle) or accepted with a warning (a dangling parentId, read
as a root as Pi reads it; a compaction whose ``firstKeptEntryId`` is not on its path). Everything else
here is that rule seen from one side:

* ``check_history(entries)`` — the whole history at once (``verify``);
* ``StreamCheck`` — a Pi file read a chunk at a time, adding the per-entry import warnings (an entry of
  a known type with the wrong shape, an entry without ``parentId``), line numbers and ``--strict``;
* ``plan_import(parsed)`` — a whole parsed file: a ``StreamCheck`` fed every entry, so the streamed and
  the whole-file import report the same problems and warnings in the same order, by construction.
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import codec
from .entries import EMPTY_HEAD, RESERVED_ID, check_entry, check_header
from .errors import InvalidInputError

Entry = Mapping[str, Any]


def find_cycle(parent_of: Mapping[str, str]) -> list[str] | None:
    """A parent-pointer cycle (each node has at most one parent), or None; O(n)."""
    state: dict[str, int] = {}  # 1 = on the current walk, 2 = known acyclic
    for start in parent_of:
        walk: list[str] = []
        node: str | None = start
        while node is not None and state.get(node) is None:
            state[node] = 1
            walk.append(node)
            node = parent_of.get(node)
        if node is not None and state.get(node) == 1:
            return walk[walk.index(node):] + [node]
        for n in walk:
            state[n] = 2
    return None


class HistoryCheck:
    """The structural rule, fed one entry at a time in file order (see the module docstring)."""

    NONE, PENDING = -1, -2  # parent positions: a root (or a refused parentId), a parent not seen yet

    def __init__(self) -> None:
        self.index: dict[str, int] = {}  # id -> position (0-based) of its first entry
        self.parents = array("q")  # parent position per entry
        self.unresolved: dict[int, str] = {}  # position -> parentId not seen before it
        self.self_parents: list[int] = []
        self.compactions: list[tuple[int, str, Any]] = []
        self.problems: list[tuple[str | None, str]] = []  # (entry id, problem) found while adding
        self.duplicates: list[tuple[str, int]] = []  # (id, position) of each repeated id

    @property
    def count(self) -> int:
        return len(self.parents)

    def add(self, entry: Entry) -> int:
        """Record one entry; returns its position."""
        position = len(self.parents)
        entry_id = entry.get("id")
        if not isinstance(entry_id, str) or not entry_id:
            self.problems.append((None, f"entry #{position + 1}: no string id"))
            self.parents.append(self.NONE)
            return position
        first = self.index.get(entry_id)
        if first is not None:
            self.problems.append((entry_id, f"entry {entry_id}: duplicate id (first at entry #{first + 1})"))
            self.duplicates.append((entry_id, position))
            self.parents.append(self.NONE)
            return position
        self.index[entry_id] = position
        parent = entry.get("parentId")
        if parent is None:
            self.parents.append(self.NONE)
        elif not isinstance(parent, str):
            self.problems.append((entry_id, f"entry {entry_id}: parentId is not a string or null"))
            self.parents.append(self.NONE)
        else:
            known = self.index.get(parent)
            if known is None:
                self.unresolved[position] = parent
                self.parents.append(self.PENDING)
            else:
                self.parents.append(known)
                if known == position:
                    self.self_parents.append(position)
        if entry.get("type") == "compaction":
            self.compactions.append((position, entry_id, entry.get("firstKeptEntryId", codec.MISSING)))
        return position

    def finish(self) -> tuple[list[tuple[str | None, str]], dict[str, list[str]]]:
        """(problems, warnings by entry id): refused when there is any problem."""
        problems = list(self.problems)
        warnings: dict[str, list[str]] = {}
        if problems:
            return problems, warnings
        dangling = []
        for position, parent in sorted(self.unresolved.items()):
            known = self.index.get(parent)
            if known is None:
                dangling.append(position)
            else:
                self.parents[position] = known  # a parent later in the file
        ids: dict[int, str] = {}
        if self.self_parents or len(dangling) < len(self.unresolved):  # only then can there be a cycle
            ids = {position: entry_id for entry_id, position in self.index.items()}
            for position in self.self_parents:
                problems.append((ids[position], f"entry {ids[position]}: is its own parent"))
            parent_of = {ids[i]: ids[p] for i, p in enumerate(self.parents) if p >= 0}
            cycle = find_cycle(parent_of)
            if cycle:
                problems.append((cycle[0], "entries " + " -> ".join(cycle) + ": parentId cycle"))
        if problems:
            return problems, warnings
        if dangling and not ids:
            wanted = set(dangling)
            ids = {p: entry_id for entry_id, p in self.index.items() if p in wanted}
        for position in dangling:
            warnings.setdefault(ids[position], []).append(
                f"entry {ids[position]}: parent {self.unresolved[position]} does not exist (read as a root)")
        for position, entry_id, kept in self.compactions:
            if kept == entry_id:
                continue
            if not isinstance(kept, str) or not self._is_ancestor(kept, position):
                warnings.setdefault(entry_id, []).append(
                    f"entry {entry_id}: compaction firstKeptEntryId {kept!r} is not on its path "
                    "(the view keeps nothing before it)")
        return problems, warnings

    def _is_ancestor(self, ancestor: str, position: int) -> bool:
        """Whether the entry ``ancestor`` lies strictly before the entry at ``position`` on its path."""
        target = self.index.get(ancestor)
        if target is None:
            return False
        node = self.parents[position]
        while node >= 0:
            if node == target:
                return True
            node = self.parents[node]
        return False


@dataclass
class HistoryReport:
    """``check_history``'s findings: problems (refused) and warnings (accepted and recorded)."""

    problems: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    warnings_by_id: dict[str, list[str]] = field(default_factory=dict)
    problem_ids: list[str | None] = field(default_factory=list)  # the entry each problem is about

    @property
    def ok(self) -> bool:
        return not self.problems


def check_history(entries: Sequence[Entry]) -> HistoryReport:
    """Structural validity of a whole history, sorted into problems and warnings."""
    check = HistoryCheck()
    for entry in entries:
        check.add(entry)
    problems, warnings = check.finish()
    report = HistoryReport(problems=[text for _, text in problems], problem_ids=[i for i, _ in problems],
                           warnings_by_id=warnings)
    for found in warnings.values():
        report.warnings.extend(found)
    return report


class StreamCheck:
    """``HistoryCheck`` for a Pi file read one entry at a time, with line numbers, the per-entry import
    warnings and ``--strict``. ``add`` each entry in file order (an entry without a string id is refused
    at once); ``finish`` refuses the file or returns its warnings, by entry id too."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.history = HistoryCheck()
        self.lines = array("q")  # line number per entry
        self.dup_lines: dict[str, int] = {}  # the last line of each duplicated id
        self.by_id: dict[str, list[str]] = {}  # per-entry import warnings, in file order

    @property
    def index(self) -> dict[str, int]:
        return self.history.index

    @property
    def count(self) -> int:
        return len(self.lines)

    @property
    def problems(self) -> list[tuple[str | None, str]]:
        return self.history.problems

    def add(self, entry: dict[str, Any], line: int) -> int:
        """Record one entry; returns its file position."""
        entry_id = entry.get("id")
        if not isinstance(entry_id, str) or not entry_id:
            raise InvalidInputError(f"{self.source}: line {line}: entry has no string id")
        if entry_id == EMPTY_HEAD:
            raise InvalidInputError(f"{self.source}: line {line}: refused: {RESERVED_ID}")
        found = check_entry(entry)
        if found:
            self.by_id.setdefault(entry_id, []).append(f"line {line}: invalid {entry.get('type')!r} entry: {found}")
        if "parentId" not in entry:
            self.by_id.setdefault(entry_id, []).append(f"line {line}: no parentId (read as a root)")
        self.lines.append(line)
        if entry_id in self.history.index:
            self.dup_lines[entry_id] = line
        return self.history.add(entry)

    def line_of(self, entry_id: str) -> int:
        return self.dup_lines.get(entry_id) or self.lines[self.history.index[entry_id]]

    def finish(self, skipped: list[codec.Problem], parse_warnings: list[str], *, strict: bool
               ) -> tuple[list[str], dict[str, list[str]]]:
        """Refuse the file (``InvalidInputError``) or return its warnings and its warnings by entry id."""
        problems, history = self.history.finish()
        if problems:
            raise InvalidInputError(f"{self.source}: refused: " + "; ".join(
                f"line {self.line_of(entry_id)}: {text}" for entry_id, text in problems if entry_id is not None))
        by_id = self.by_id
        for entry_id, found in history.items():
            by_id.setdefault(entry_id, []).extend(f"line {self.line_of(entry_id)}: {w}" for w in found)
        warnings = list(parse_warnings)
        for found in by_id.values():
            warnings.extend(found)
        if strict and (skipped or warnings):
            first = f"line {skipped[0].line}: {skipped[0].reason}" if skipped else warnings[0]
            raise InvalidInputError(
                f"{self.source}: refused under --strict ({len(skipped)} bad lines, {len(warnings)} warnings; "
                f"first: {first})")
        return warnings, by_id


@dataclass
class ImportPlan:
    """What an import would store: the header, the entries in file order, and what it reports."""

    header: dict[str, Any]
    entries: list[dict[str, Any]]
    skipped: list[codec.Problem] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    warnings_by_id: dict[str, list[str]] = field(default_factory=dict)


def check_file_header(parsed_header: dict[str, Any] | None, entries: Sequence[Entry],
                      problems: Sequence[codec.Problem], source: str) -> None:
    """Refuse a file without a valid session header on line 1 (``InvalidInputError``)."""
    if parsed_header is None:
        first = problems[0] if problems else None
        if not entries and first is None:
            raise InvalidInputError(f"{source}: empty file: not a Pi session (nothing imported)")
        detail = f" (line {first.line}: {first.reason})" if first else ""
        raise InvalidInputError(f"{source}: not a Pi session file: line 1 must be a session header{detail}")
    problem = check_header(parsed_header)
    if problem:
        raise InvalidInputError(f"{source}: line 1: {problem}")


def plan_import(parsed: codec.ParsedFile, *, source: str, strict: bool = False) -> ImportPlan:
    """Sort a whole parsed file into the tiers; raise ``InvalidInputError`` when it is refused."""
    check_file_header(parsed.header, parsed.entries, parsed.problems, source)
    assert parsed.header is not None
    check = StreamCheck(source)
    for entry, line in zip(parsed.entries, parsed.lines):
        check.add(entry, line)
    warnings, by_id = check.finish(parsed.problems, parsed.warnings, strict=strict)
    return ImportPlan(parsed.header, parsed.entries, list(parsed.problems), warnings, by_id)
