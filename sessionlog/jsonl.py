"""Pi JSONL files in and out of the store: the import tiers, directory discovery, safe export.

Rule of this module: a source file is only ever read; an output file is written through a temporary
file in the same folder (mode 0600, fsync, rename) and never overwrites an existing file unless
forced. What import accepts, records as a warning, or refuses is ``plan_import``'s table, mirrored in
``docs/compatibility.md``. A Pi v3 file is imported a chunk at a time (``import_pi_file``:
``StreamCheck`` applies the same table incrementally), so its size does not bound what fits in memory.
"""

from __future__ import annotations

import itertools
import os
import stat
import tempfile
from array import array
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, Iterable, Iterator, Sequence

from . import codec, dag
from .entries import EMPTY_HEAD, RESERVED_ID, check_entry, check_header
from .errors import InvalidInputError, OutputExistsError


@dataclass
class ImportPlan:
    """What an import would store: the header, the entries in file order, and what it reports."""

    header: dict[str, Any]
    entries: list[dict[str, Any]]
    skipped: list[codec.Problem] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    warnings_by_id: dict[str, list[str]] = field(default_factory=dict)


def source_name(path: str | os.PathLike[str]) -> str:
    """How an imported file is named in reports and in the stored import record: its path as text,
    with bytes that are not UTF-8 (a file name is any bytes) written as ``\\xNN``, since stored text
    is UTF-8."""
    name = os.fsdecode(path)
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        name = name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return name


_KINDS = ((stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a folder"))


def _not_regular(path: str | os.PathLike[str], mode: int) -> InvalidInputError:
    what = next((name for test, name in _KINDS if test(mode)), "not a regular file")
    return InvalidInputError(f"{path}: is {what}, not a regular file: refused (only regular files are "
                             "imported; copy the data to a file first)")


def open_source(path: str | os.PathLike[str]) -> BinaryIO:
    """Open a file to import, read-only. Only regular files: a FIFO (which would block, or never end),
    a device (``/dev/zero``, ``/dev/urandom``: endless), a socket or a folder is refused with an
    ``InvalidInputError`` naming the path. Checked with ``stat`` before opening, and again on the open
    descriptor (opened non-blocking, so a path swapped for a FIFO in between cannot hang the open)."""
    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            raise _not_regular(path, mode)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        raise InvalidInputError(f"{path}: cannot read: {e.strerror or e}") from e
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise _not_regular(path, mode)
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The whole of a regular file (``open_source``'s rules), for the formats read whole."""
    with open_source(path) as f:
        try:
            return f.read()
        except OSError as e:
            raise InvalidInputError(f"{path}: cannot read: {e.strerror or e}") from e


def read_pi_file(path: str | os.PathLike[str]) -> codec.ParsedFile:
    """Read and parse one Pi session file (read-only)."""
    return codec.parse_jsonl_text(read_bytes(path), source=source_name(path))


def plan_import(parsed: codec.ParsedFile, *, source: str, strict: bool = False) -> ImportPlan:
    """Sort a parsed file into the import tiers; raise ``InvalidInputError`` when it is refused."""
    if parsed.header is None:
        first = parsed.problems[0] if parsed.problems else None
        if not parsed.entries and first is None:
            raise InvalidInputError(f"{source}: empty file: not a Pi session (nothing imported)")
        detail = f" (line {first.line}: {first.reason})" if first else ""
        raise InvalidInputError(f"{source}: not a Pi session file: line 1 must be a session header{detail}")
    problem = check_header(parsed.header)
    if problem:
        raise InvalidInputError(f"{source}: line 1: {problem}")
    skipped = [p for p in parsed.problems]
    warnings = list(parsed.warnings)
    by_id: dict[str, list[str]] = {}
    for entry, line in zip(parsed.entries, parsed.lines):
        if not isinstance(entry.get("id"), str) or not entry.get("id"):
            raise InvalidInputError(f"{source}: line {line}: entry has no string id")
        if entry["id"] == EMPTY_HEAD:
            raise InvalidInputError(f"{source}: line {line}: refused: {RESERVED_ID}")
        found = check_entry(entry)
        if found:
            by_id.setdefault(entry["id"], []).append(f"line {line}: invalid {entry.get('type')!r} entry: {found}")
        if "parentId" not in entry:
            by_id.setdefault(entry["id"], []).append(f"line {line}: no parentId (read as a root)")
    lines = dict(zip((e["id"] for e in parsed.entries), parsed.lines))
    history = dag.check_history(parsed.entries)
    if history.problems:
        where = [f"line {lines[i]}: " if i in lines else "" for i in history.problem_ids]
        raise InvalidInputError(f"{source}: refused: " + "; ".join(w + p for w, p in zip(where, history.problems)))
    for entry_id, found in history.warnings_by_id.items():
        by_id.setdefault(entry_id, []).extend(f"line {lines[entry_id]}: {w}" for w in found)
    for found in by_id.values():
        warnings.extend(found)
    if strict and (skipped or warnings):
        first = f"line {skipped[0].line}: {skipped[0].reason}" if skipped else warnings[0]
        raise InvalidInputError(
            f"{source}: refused under --strict ({len(skipped)} bad lines, {len(warnings)} warnings; first: {first})"
        )
    return ImportPlan(parsed.header, parsed.entries, skipped, warnings, by_id)


class StreamCheck:
    """``plan_import``'s rules for a v3 file read one entry at a time, keeping only ids and positions.

    ``add`` each entry in file order (it raises at once for an entry without a string id, as
    ``plan_import`` does); ``finish`` then refuses the file or returns its warnings exactly as
    ``plan_import`` would for the whole file (same problems and warnings, in the same order), from an
    id → position map, a parent position and a line number per entry, and the few entries that need a
    second look (parents not seen before them, compactions, duplicates)."""

    NONE, PENDING = -1, -2  # parent positions: a root (or a refused parentId), a parent not seen yet

    def __init__(self, source: str) -> None:
        self.source = source
        self.index: dict[str, int] = {}  # id -> file position (0-based) of its first entry
        self.parents = array("q")  # parent position per entry
        self.lines = array("q")  # line number per entry
        self.unresolved: dict[int, str] = {}  # position -> parentId not seen before it
        self.self_parents: list[int] = []
        self.compactions: list[tuple[int, str, Any]] = []
        self.problems: list[tuple[str, str]] = []  # check_history's first pass: (entry id, problem)
        self.dup_lines: dict[str, int] = {}  # the last line of each duplicated id
        self.by_id: dict[str, list[str]] = {}  # plan_import's per-entry warnings, in file order

    @property
    def count(self) -> int:
        return len(self.lines)

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
        position = len(self.lines)
        self.lines.append(line)
        first = self.index.get(entry_id)
        if first is not None:
            self.problems.append((entry_id, f"entry {entry_id}: duplicate id (first at entry #{first + 1})"))
            self.dup_lines[entry_id] = line
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

    def line_of(self, entry_id: str) -> int:
        return self.dup_lines.get(entry_id) or self.lines[self.index[entry_id]]

    def finish(self, skipped: list[codec.Problem], parse_warnings: list[str], *, strict: bool
               ) -> tuple[list[str], dict[str, list[str]]]:
        """Refuse the file (``InvalidInputError``) or return its warnings and its warnings by entry id."""
        problems = list(self.problems)
        history: dict[str, list[str]] = {}
        if not problems:
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
                cycle = dag._find_cycle(parent_of)
                if cycle:
                    problems.append((cycle[0], "entries " + " -> ".join(cycle) + ": parentId cycle"))
            if not problems:
                if dangling and not ids:
                    wanted = set(dangling)
                    ids = {p: entry_id for entry_id, p in self.index.items() if p in wanted}
                for position in dangling:
                    history.setdefault(ids[position], []).append(
                        f"entry {ids[position]}: parent {self.unresolved[position]} does not exist (read as a root)")
                for position, entry_id, kept in self.compactions:
                    if kept == entry_id:
                        continue
                    if not isinstance(kept, str) or not self._is_ancestor(kept, position):
                        history.setdefault(entry_id, []).append(
                            f"entry {entry_id}: compaction firstKeptEntryId {kept!r} is not on its path "
                            "(the view keeps nothing before it)")
        if problems:
            raise InvalidInputError(f"{self.source}: refused: " + "; ".join(
                f"line {self.line_of(entry_id)}: {text}" for entry_id, text in problems))
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
                f"first: {first})"
            )
        return warnings, by_id

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


def import_pi_file(store, path: str | os.PathLike[str], *, strict: bool = False, as_new: bool = False,
                   chunk_size: int = 8 << 20):
    """Import one Pi session file. A v3 file is read, checked and stored ``chunk_size`` bytes at a time
    inside one transaction (``Store.import_stream``): memory stays bounded by a chunk plus a few dozen
    bytes per entry (its id, position and line) — plus, decoded, any entry whose parent comes later in
    the file, until that parent is read — and the result, the report and what is stored equal
    ``import_parsed(read_pi_file(path))``. v1 and v2 files, small historic formats, are read whole and
    upcast."""
    source = source_name(path)
    with open_source(path) as f:
        stream = codec.JsonlStream(source)

        def batches() -> Iterator[list[tuple[int, dict[str, Any]]]]:
            while True:
                try:
                    chunk = f.read(chunk_size)
                except OSError as e:
                    raise InvalidInputError(f"{path}: cannot read: {e.strerror or e}") from e
                if not chunk:
                    yield stream.close()
                    return
                yield stream.feed(chunk)

        chunks = batches()
        first: list[tuple[int, dict[str, Any]]] = []
        for found in chunks:  # the header, if any, is known once the first entry is
            first.extend(found)
            if first or stream.refused:  # a first line that is no header ends the reading at once
                break
        chunks = (found for found in chunks if found)
        if stream.header is None:  # refused: plan_import says why from what was read so far
            plan_import(codec.ParsedFile(None, [e for _, e in first], [n for n, _ in first], stream.problems),
                        source=source, strict=strict)
        if codec._version_of(stream.header) < codec.CURRENT_SESSION_VERSION:
            return store.import_parsed(read_pi_file(path), source=source, strict=strict, as_new=as_new)
        problem = check_header(stream.header)
        if problem:
            raise InvalidInputError(f"{source}: line 1: {problem}")
        return store.import_stream(stream, itertools.chain([first], chunks), StreamCheck(source), source=source,
                                   strict=strict, as_new=as_new)


def discover(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """Files to import: each file as given; each folder searched recursively for ``*.jsonl`` (Pi's
    sessions folder holds one folder per project), in sorted order."""
    found: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*.jsonl") if p.is_file()))
        elif path.exists():
            found.append(path)
        else:
            raise InvalidInputError(f"{path}: no such file or folder")
    return found


PROTECTED_SUFFIXES = ("", "-wal", "-shm", "-journal")
"""A database file and its SQLite companions: what ``write_file(protect=...)`` never replaces."""


def write_file(path: str | os.PathLike[str], data: bytes, *, force: bool = False,
               protect: Iterable[str | os.PathLike[str]] = ()) -> None:
    """Write ``data`` atomically with mode 0600; refuse to replace an existing file unless ``force``.

    ``protect`` lists database files: ``path`` must not resolve (symlinks followed, or the same
    inode) to one of them or to its ``-wal``/``-shm``/``-journal`` companion, even with ``force``.
    """
    path = Path(path)
    for db in protect:
        for suffix in PROTECTED_SUFFIXES:
            guarded = f"{os.fspath(db)}{suffix}"
            if _same_file(path, guarded):
                what = (f"{guarded}, the {suffix[1:]} file of the database {db}" if suffix
                        else f"the database file {db}")
                raise OutputExistsError(f"{path}: is {what} (or resolves to it); "
                                        "refusing to overwrite it, even with --force")
    if path.exists() and not force:
        raise OutputExistsError(f"{path}: already exists (use --force to overwrite)")
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _same_file(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    try:
        return os.path.samefile(a, b)  # hard links, or paths realpath cannot tell apart
    except OSError:  # either one does not exist: nothing to replace
        return False


IMPORT_FORMATS = ("pi", "claude", "codex", "auto")


def read_session_file(path: str | os.PathLike[str], fmt: str = "pi") -> tuple[codec.ParsedFile, str | None, str]:
    """Read one session file in ``fmt`` (``pi``, ``claude``, ``codex`` or ``auto``: detected from the
    content) as Pi v3: (parsed file, the entry the head should point at if not the last one, the format).
    A file that plainly is in another format than the one asked for, or (an explicit ``claude``/``codex``)
    has no record of that format at all, is refused."""
    from . import importers

    if fmt == "pi":
        return read_pi_file(path), None, "pi"
    data = read_bytes(path)
    found = importers.detect_format(data)
    if fmt == "auto":
        if found is None:
            raise InvalidInputError(f"{path}: cannot tell the format (not a Pi, Claude Code or Codex session file); "
                                    "give --format")
        fmt = found
        if fmt == "pi":
            return codec.parse_jsonl_text(data, source=source_name(path)), None, "pi"
    elif found is not None and found != fmt:
        raise InvalidInputError(f"{path}: looks like a {found} file, not {fmt} (use --format {found} or auto)")
    converted = importers.convert(data, fmt, source=source_name(path))
    if not converted.parsed.entries:
        what = "empty file" if not data.strip() else "no readable records"
        raise InvalidInputError(f"{path}: {what}: not a {fmt} session (nothing imported)")
    if found is None and importers.detect_format(data, look_at=None) != fmt:
        # An explicit --format on a file without a single record of that format would store a session
        # made only of custom entries: refused.
        raise InvalidInputError(f"{path}: no {fmt} record in this file: not a {fmt} session "
                                "(nothing imported; check --format, or use --format auto)")
    return converted.parsed, converted.head, fmt


def import_file(store, path: str | os.PathLike[str], *, fmt: str = "pi", strict: bool = False,
                as_new: bool = False):
    """Import one file in ``fmt`` (see ``read_session_file``). When the converted file names a head
    other than its last entry (a Claude Code sidechain written last, a Codex rollback as the last record),
    the ``main`` head is moved there after the import, as a logged head move."""
    if fmt == "auto":
        fmt = _detect_head_of(path)
    if fmt == "pi":  # streamed (bounded memory); a Pi file never names another head
        return import_pi_file(store, path, strict=strict, as_new=as_new)
    parsed, head, _ = read_session_file(path, fmt)
    result = store.import_parsed(parsed, source=source_name(path), strict=strict, as_new=as_new)
    if head is not None and result.status != "unchanged":
        store.move_head(result.session, head, expected_head=parsed.entries[-1]["id"])
    return result


def _detect_head_of(path: str | os.PathLike[str], size: int = 1 << 20) -> str:
    """The format of a file from its first ``size`` bytes (``--format auto``); refused when unknown."""
    from .importers import detect_format

    with open_source(path) as f:
        try:
            head = f.read(size)
        except OSError as e:
            raise InvalidInputError(f"{path}: cannot read: {e.strerror or e}") from e
    found = detect_format(head)
    if found is None:
        raise InvalidInputError(f"{path}: cannot tell the format (not a Pi, Claude Code or Codex session file); "
                                "give --format")
    return found


def import_paths(store, paths: Sequence[str | os.PathLike[str]], *, strict: bool = False, as_new: bool = False,
                 fmt: str = "pi"):
    """Import every file found under ``paths``; one result per file. A refused file raises and stores
    nothing for that file (earlier files of the same call stay imported)."""
    return [import_file(store, path, fmt=fmt, strict=strict, as_new=as_new) for path in discover(paths)]
