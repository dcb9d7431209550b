"""Live mirroring (``sessionlog watch``): import agent session files as they grow.

Rule of this module: a :class:`Mirror` knows, for every source it follows (a session file, or an
OpenClaw database), how far it has imported it; :meth:`Mirror.sync` imports what is new through the
ordinary import path (``imports.import_data`` / ``imports.import_source``: the same formats, tiers,
report and re-import rules as ``sessionlog import``) and returns what happened as
:class:`WatchEvent` records. Nothing here reads a clock, sleeps or prints; the CLI renders the events.

- Only complete lines are imported: a file's bytes up to its last newline. A half-written last line
  (an agent mid-write) waits for its newline -- a ``waiting`` event, never an error -- and is imported
  by the sync after it is finished. A Claude Code or Codex file also waits until a line names its
  session (``sessionId``; ``session_meta``), so its first lines are not stored under the file's name.
- A file that grew is re-imported: the stored session is a prefix of it, so only the new entries are
  appended (``extended``); a file whose complete part did not change (same size of complete lines,
  same modification time) is not read again.
- An OpenClaw database is re-read when it or its ``-wal`` changes; its unchanged sessions are no-ops.
- A file refused by the import (a foreign format, a rewritten history) is reported (``refused``) and
  followed on; one bad file never stops the mirror.

:meth:`Mirror.follow` takes batches of file-system changes -- ``watchfiles.watch`` in the CLI (which
debounces: a burst of writes arrives as one batch), any iterable of batches in the tests -- and syncs
each affected source once per batch.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from . import imports
from ..core import codec
from ..core.errors import SessionLogError
from ..importers.detect import detect_format
from ..importers.openclaw_db import DATABASE_NAME, is_sqlite_file


WATCH_FORMATS = ("auto", "pi", "claude", "codex", "openclaw")
SQLITE_COMPANIONS = ("-wal", "-shm", "-journal")


@dataclass
class WatchEvent:
    """What one sync of one source did. ``kind``: ``created``, ``extended``, ``unchanged`` (imported,
    as in ``sessionlog import``), ``waiting`` (a half-written last line of ``pending`` bytes is held
    back), ``refused`` (the import refused the source; ``message`` says why) or ``removed``."""

    kind: str
    path: str
    session: str | None = None
    entries: int = 0
    pending: int = 0
    skipped: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    message: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"event": self.kind, "path": self.path, "session": self.session, "entries": self.entries,
                "pending": self.pending, "skipped": self.skipped, "warnings": self.warnings,
                "message": self.message}


@dataclass
class _Seen:
    complete: int = -1  # bytes of complete lines at the last import
    mtime_ns: int = -1
    pending: int = 0  # bytes of a half-written last line at the last look


def complete_part(data: bytes) -> tuple[bytes, int]:
    """The bytes up to and including the last newline, and how many bytes follow it."""
    end = data.rfind(b"\n") + 1
    return data[:end], len(data) - end


class Mirror:
    """Follows ``paths`` (files and folders) and imports into ``store`` (see the module docstring)."""

    def __init__(self, store: Any, paths: Iterable[str | os.PathLike[str]], *, fmt: str = "auto",
                 strict: bool = False) -> None:
        if fmt not in WATCH_FORMATS:
            raise ValueError(f"format must be one of {', '.join(WATCH_FORMATS)}, not {fmt!r}")
        self.store = store
        self.roots = [Path(p) for p in paths]
        self.fmt = fmt
        self.strict = strict
        self._seen: dict[Path, _Seen] = {}

    # ------------------------------------------------------------ which files are sources
    def sources(self) -> list[Path]:
        """Every source under the roots now, in sorted order (files given directly are always sources)."""
        return imports.discover([r for r in self.roots if r.exists()], self.fmt)

    def source_of(self, changed: str | os.PathLike[str]) -> Path | None:
        """The source a changed path belongs to (a database for its -wal), or None when it is none."""
        path = Path(changed)
        name = path.name
        for suffix in SQLITE_COMPANIONS:
            if name.endswith(suffix) and name[: -len(suffix)] == DATABASE_NAME:
                path = path.with_name(DATABASE_NAME)
                name = path.name
        if any(path == root for root in self.roots):
            return path
        if not any(root in path.parents for root in self.roots if root.is_dir() or not root.exists()):
            return None
        if name == DATABASE_NAME:
            return path if self.fmt in ("auto", "openclaw") else None
        return path if name.endswith(".jsonl") and self.fmt != "openclaw" else None

    # ------------------------------------------------------------ syncing
    def sync_all(self) -> list[WatchEvent]:
        """Sync every source there is now (``--once``, and the start of ``follow``)."""
        return [event for path in self.sources() for event in self.sync(path)]

    def sync(self, path: Path) -> list[WatchEvent]:
        """Import what is new in one source."""
        if not path.exists():
            if self._seen.pop(path, None) is not None:
                return [WatchEvent("removed", str(path), message="the file is gone; its sessions stay stored")]
            return []
        try:
            if self._is_database(path):
                return self._sync_database(path)
            return self._sync_file(path)
        except SessionLogError as e:
            return [WatchEvent("refused", str(path), message=str(e))]

    def _is_database(self, path: Path) -> bool:
        return self.fmt == "openclaw" or (self.fmt == "auto" and is_sqlite_file(path))

    def _sync_database(self, path: Path) -> list[WatchEvent]:
        stamp = max(_mtime(path), _mtime(Path(f"{path}-wal")))
        seen = self._seen.setdefault(path, _Seen())
        if stamp == seen.mtime_ns:
            return []
        events = [_event(label, result) for label, result in
                  imports.import_source(self.store, path, fmt="openclaw", strict=self.strict)]
        seen.mtime_ns = stamp
        return events

    def _sync_file(self, path: Path) -> list[WatchEvent]:
        seen = self._seen.setdefault(path, _Seen())
        stamp = _mtime(path)
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            return [WatchEvent("refused", str(path), message=f"{path}: cannot read: {e.strerror or e}")]
        complete, pending = complete_part(data)
        events: list[WatchEvent] = []
        if len(complete) != seen.complete or (stamp != seen.mtime_ns and pending == 0):
            unnamed = _unnamed(complete, self.fmt)
            if unnamed:  # its id would be the file name's for now, and another session's later
                pending = len(data)
                if pending != seen.pending:
                    events.append(WatchEvent("waiting", str(path), pending=pending, message=unnamed))
                seen.pending = pending
                return events
            if complete.strip():
                result = imports.import_data(self.store, complete, source=str(path), fmt=self.fmt, strict=self.strict)
                events.append(_event(str(path), result))
            seen.complete, seen.mtime_ns = len(complete), stamp
        if pending and pending != seen.pending:
            events.append(WatchEvent("waiting", str(path), pending=pending,
                                     message=f"its last line has no newline yet ({pending} bytes); imported when it has"))
        seen.pending = pending
        return events

    # ------------------------------------------------------------ following changes
    def follow(self, batches: Iterable[Iterable[tuple[Any, str]]]) -> Iterator[WatchEvent]:
        """Sync every source once, then, for each batch of ``(change, path)`` pairs, each affected
        source once. Ends when ``batches`` does."""
        yield from self.sync_all()
        for batch in batches:
            affected = sorted({source for _, changed in batch if (source := self.source_of(changed)) is not None})
            for source in affected:
                yield from self.sync(source)


def _unnamed(complete: bytes, fmt: str) -> str | None:
    """Why a Claude Code or Codex file is not imported yet: none of its complete lines names its
    session (a Claude Code record with ``sessionId``, Codex's ``session_meta`` with an ``id``), so its
    converted id would come from the file name and change once such a line arrives. None otherwise."""
    found = detect_format(complete) if fmt == "auto" else fmt
    if found not in ("claude", "codex") or not complete.strip():
        return None
    for raw in complete.splitlines():
        try:
            value, _ = codec.decode_mended(raw)  # read as the importers read it
        except (msgspec.DecodeError, RecursionError):
            continue
        if not isinstance(value, dict):
            continue
        if found == "claude" and isinstance(value.get("sessionId"), str) and value["sessionId"]:
            return None
        payload = value.get("payload")
        if found == "codex" and value.get("type") == "session_meta" and isinstance(payload, dict) \
                and isinstance(payload.get("id"), str) and payload["id"]:
            return None
    return f"no line names its {found} session yet; imported when one does"


def _mtime(path: Path) -> int:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return -1


def _event(label: str, result: Any) -> WatchEvent:
    return WatchEvent(result.status, label, result.session, result.entries,
                      skipped=[p.to_json() for p in result.skipped], warnings=list(result.warnings))
