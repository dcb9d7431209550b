"""``import``: session files into the store (Pi JSONL v1-v3, Claude Code, Codex), and folder discovery.

Rule of this module: a source file is only ever read. What import accepts, records as a warning, or
refuses is the tiers' table (``core.tiers``, mirrored in ``docs/compatibility.md``). A Pi v3 file is
imported a chunk at a time (``import_pi_file``: ``core.tiers.StreamCheck`` applies the same table
incrementally), so its size does not bound what fits in memory; the engine stores it
(``store.imports``).
"""

from __future__ import annotations

import itertools
import os
import stat
from pathlib import Path
from typing import Any, BinaryIO, Callable, Iterable, Iterator, Sequence

from ..core import codec
from ..core.errors import InvalidInputError
from ..core.tiers import StreamCheck, check_file_header
from ..store import ImportResult, Store


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


Progress = Callable[[int], None]
"""An import's progress callback: called with the number of bytes of the file read since the last call."""


def import_pi_file(store: Store, path: str | os.PathLike[str], *, strict: bool = False, as_new: bool = False,
                   chunk_size: int = 8 << 20, progress: Progress | None = None) -> ImportResult:
    """Import one Pi session file. A v3 file is read, checked and stored ``chunk_size`` bytes at a time
    inside one transaction (``Store.import_stream``): memory stays bounded by a chunk plus a few dozen
    bytes per entry (its id, position and line) — plus, decoded, any entry whose parent comes later in
    the file, until that parent is read — and the result, the report and what is stored equal
    ``import_parsed(read_pi_file(path))``. v1 and v2 files, small historic formats, are read whole and
    upcast. ``progress`` is told the bytes read, a chunk at a time."""
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
                if progress is not None:
                    progress(len(chunk))
                yield stream.feed(chunk)

        chunks = batches()
        first: list[tuple[int, dict[str, Any]]] = []
        for found in chunks:  # the header, if any, is known once the first entry is
            first.extend(found)
            if first or stream.refused:  # a first line that is no header ends the reading at once
                break
        chunks = (found for found in chunks if found)
        if stream.header is None:  # refused: say why from what was read so far
            check_file_header(None, [e for _, e in first], stream.problems, source)
        if codec._version_of(stream.header) < codec.CURRENT_SESSION_VERSION:
            return store.import_parsed(read_pi_file(path), source=source, strict=strict, as_new=as_new)
        check_file_header(stream.header, [], stream.problems, source)
        return store.import_stream(stream, itertools.chain([first], chunks), StreamCheck(source), source=source,
                                   strict=strict, as_new=as_new)


def discover(paths: Iterable[str | os.PathLike[str]], fmt: str = "pi") -> list[Path]:
    """Files to import: each file as given; each folder searched recursively for ``*.jsonl`` (Pi's
    sessions folder holds one folder per project), in sorted order; with ``fmt`` ``auto`` also for
    OpenClaw's ``openclaw-agent.sqlite`` databases, with ``openclaw`` for those only."""
    from ..importers.openclaw_db import DATABASE_NAME

    patterns = {"openclaw": [DATABASE_NAME], "auto": ["*.jsonl", DATABASE_NAME]}.get(fmt, ["*.jsonl"])
    found: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found.extend(sorted(p for pattern in patterns for p in path.rglob(pattern) if p.is_file()))
        elif path.exists():
            found.append(path)
        else:
            raise InvalidInputError(f"{path}: no such file or folder")
    return found


IMPORT_FORMATS = ("pi", "claude", "codex", "openclaw", "auto")


def read_session_file(path: str | os.PathLike[str], fmt: str = "pi") -> tuple[codec.ParsedFile, str | None, str]:
    """Read one session file in ``fmt`` (``pi``, ``claude``, ``codex`` or ``auto``: detected from the
    content) as Pi v3: (parsed file, the entry the head should point at if not the last one, the format).
    A file that plainly is in another format than the one asked for, or (an explicit ``claude``/``codex``)
    has no record of that format at all, is refused."""
    if fmt == "pi":
        return read_pi_file(path), None, "pi"
    return parse_session_bytes(read_bytes(path), source_name(path), fmt)


def parse_session_bytes(data: bytes, path: str, fmt: str) -> tuple[codec.ParsedFile, str | None, str]:
    """``read_session_file`` on bytes already read (``path`` names them in messages)."""
    from .. import importers

    if fmt == "pi":
        return codec.parse_jsonl_text(data, source=path), None, "pi"
    found = importers.detect_format(data)
    if fmt == "auto":
        if found is None:
            raise InvalidInputError(f"{path}: cannot tell the format (not a Pi, Claude Code or Codex session file); "
                                    "give --format")
        fmt = found
        if fmt == "pi":
            return codec.parse_jsonl_text(data, source=str(path)), None, "pi"
    elif found is not None and found != fmt:
        raise InvalidInputError(f"{path}: looks like a {found} file, not {fmt} (use --format {found} or auto)")
    converted = importers.convert(data, fmt, source=str(path))
    if not converted.parsed.entries:
        what = "empty file" if not data.strip() else "no readable records"
        raise InvalidInputError(f"{path}: {what}: not a {fmt} session (nothing imported)")
    if found is None and importers.detect_format(data, look_at=None) != fmt:
        # An explicit --format on a file without a single record of that format would store a session
        # made only of custom entries: refused.
        raise InvalidInputError(f"{path}: no {fmt} record in this file: not a {fmt} session "
                                "(nothing imported; check --format, or use --format auto)")
    return converted.parsed, converted.head, fmt


def import_file(store: Store, path: str | os.PathLike[str], *, fmt: str = "pi", strict: bool = False,
                as_new: bool = False, progress: Progress | None = None):
    """Import one file in ``fmt`` (see ``read_session_file``). When the converted file names a head
    other than its last entry (a Claude Code sidechain written last, a Codex rollback as the last record),
    the ``main`` head is moved there after the import, as a logged head move. ``progress``: told the bytes
    read (a Pi file a chunk at a time; the other formats, read whole, once)."""
    if fmt == "auto":
        fmt = _detect_head_of(path)
    if fmt == "pi":  # streamed (bounded memory); a Pi file never names another head
        return import_pi_file(store, path, strict=strict, as_new=as_new, progress=progress)
    parsed, head, _ = read_session_file(path, fmt)
    if progress is not None:
        progress(os.stat(path).st_size)
    result = store.import_parsed(parsed, source=source_name(path), strict=strict, as_new=as_new)
    if head is not None and result.status != "unchanged":
        store.move_head(result.session, head, expected_head=parsed.entries[-1]["id"])
    return result


def import_data(store: Store, data: bytes, *, source: str, fmt: str = "pi", strict: bool = False,
                as_new: bool = False, tenant: str | None = None,
                check: Callable[[codec.ParsedFile], None] | None = None) -> ImportResult:
    """``import_file`` on a file's bytes already read (``source`` names them): the same formats, tiers
    and head rule. ``sessionlog watch`` imports a growing file's complete lines this way; the service a
    request's body (``tenant``: the session's tenant, as ``Store.import_parsed`` takes it; ``check``:
    its own limits, called on the parsed file before anything is stored)."""
    parsed, head, _ = parse_session_bytes(data, source, fmt)
    if check is not None:
        check(parsed)
    result = store.import_parsed(parsed, source=source, strict=strict, as_new=as_new, tenant=tenant)
    if head is not None and result.status != "unchanged":
        store.move_head(result.session, head, expected_head=parsed.entries[-1]["id"])
    return result


def import_source(store: Store, path: str | os.PathLike[str], *, fmt: str = "pi", strict: bool = False,
                  as_new: bool = False, progress: Progress | None = None) -> list[tuple[str, ImportResult]]:
    """Import one source: a session file (``import_file``), or an OpenClaw database (``fmt`` ``openclaw``,
    or ``auto`` on a SQLite file), which holds many sessions. One ``(label, ImportResult)`` per session;
    a database session's label is ``PATH#SESSION_ID``. ``progress``: told the bytes read."""
    from ..importers.openclaw_db import is_sqlite_file

    if fmt == "openclaw" or (fmt == "auto" and is_sqlite_file(path)):
        results = import_openclaw_db(store, path, strict=strict, as_new=as_new)
        if progress is not None:
            progress(os.stat(path).st_size)
        return results
    return [(str(path), import_file(store, path, fmt=fmt, strict=strict, as_new=as_new, progress=progress))]


class ImportTotals:
    """What a run of imports added up to (the ``import`` command's last line)."""

    def __init__(self) -> None:
        self.files = 0
        self.by_status = {"created": 0, "extended": 0, "unchanged": 0}
        self.entries = {"created": 0, "extended": 0}
        self.skipped = 0
        self.warnings = 0

    def add(self, result: ImportResult) -> None:
        self.by_status[result.status] = self.by_status.get(result.status, 0) + 1
        if result.status in self.entries:
            self.entries[result.status] += result.entries
        self.skipped += len(result.skipped)
        self.warnings += len(result.warnings)

    def describe(self) -> str:
        """``total: 3 files: 2 sessions created (40 entries), 1 extended (+2 entries), 0 unchanged``, then
        the lines skipped and warnings when there were any."""
        created, extended = self.entries["created"], self.entries["extended"]
        line = (f"total: {_count(self.files, 'file', 'files')}: "
                f"{_count(self.by_status['created'], 'session', 'sessions')} created "
                f"({_count(created, 'entry', 'entries')}), {self.by_status['extended']:,} extended "
                f"(+{_count(extended, 'entry', 'entries')}), {self.by_status['unchanged']:,} unchanged")
        if self.skipped or self.warnings:
            line += f"; {_count(self.skipped, 'line', 'lines')} skipped, {_count(self.warnings, 'warning', 'warnings')}"
        return line


def _count(n: int, one: str, many: str) -> str:
    return f"{n:,} {one if n == 1 else many}"


def import_openclaw_db(store: Store, path: str | os.PathLike[str], *, strict: bool = False,
                       as_new: bool = False) -> list[tuple[str, ImportResult]]:
    """Import every session of an OpenClaw ``openclaw-agent.sqlite`` (read-only; see
    ``importers.openclaw_db``), each as a Pi file: same tiers, same report, problems named by the row's
    ``seq``. A refused session raises and stores nothing of it (the sessions before it stay imported)."""
    from ..importers.openclaw_db import TABLE, read_sessions

    results: list[tuple[str, ImportResult]] = []
    for found in read_sessions(path):
        source = f"{path}#{found.session_id}"
        parsed = codec.parse_jsonl_text(found.data, source=source)
        parsed.problems = [
            codec.Problem(p.line, f"{TABLE} seq {found.seqs[p.line - 1]}: {found.unreadable.get(p.line, p.reason)}")
            if 0 < p.line <= len(found.seqs) else p for p in parsed.problems]
        if parsed.header is None and 1 in found.unreadable:
            raise InvalidInputError(f"{source}: {TABLE} seq {found.seqs[0]} (the header): {found.unreadable[1]}")
        results.append((source, store.import_parsed(parsed, source=source, strict=strict, as_new=as_new)))
    if not results:
        raise InvalidInputError(f"{path}: {TABLE} holds no transcript (nothing imported)")
    return results


def _detect_head_of(path: str | os.PathLike[str], size: int = 1 << 20) -> str:
    """The format of a file from its first ``size`` bytes (``--format auto``); refused when unknown."""
    from ..importers import detect_format

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


def import_paths(store: Store, paths: Sequence[str | os.PathLike[str]], *, strict: bool = False, as_new: bool = False,
                 fmt: str = "pi"):
    """Import every file found under ``paths``; one result per file. A refused file raises and stores
    nothing for that file (earlier files of the same call stay imported)."""
    return [result for path in discover(paths, fmt)
            for _, result in import_source(store, path, fmt=fmt, strict=strict, as_new=as_new)]
