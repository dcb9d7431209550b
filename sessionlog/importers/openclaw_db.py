"""OpenClaw's agent database (``openclaw-agent.sqlite``, 2026.8+) read as Pi session files, read-only.

Rule of this module: OpenClaw 2026.8 keeps each agent's transcripts in one SQLite database, table
``transcript_events(session_id, seq, event_json, created_at)``: one row per transcript line, in
``seq`` order, each ``event_json`` a Pi-shaped JSON line (the ``{"type":"session"}`` header first).
:func:`read_sessions` gives each session's rows as the bytes of the equivalent Pi JSONL file (one
line per row, in ``seq`` order), so they are parsed and imported by the same path and tiers as a Pi
file (``codec.parse_jsonl_text`` -> ``Store.import_parsed``): "line N" in a report is the session's
Nth row in ``seq`` order.

The database is never written, nor is anything created beside it: it is opened through a
``file:`` URI with ``mode=ro&immutable=1`` (SQLite then takes no lock and never creates ``-wal`` or
``-shm`` files). A database whose write-ahead log holds events not yet checkpointed (OpenClaw
running, or stopped uncleanly) would read as of its last checkpoint that way, so then the database
and its ``-wal`` are copied into a private temporary folder and the copy is read; the original files
are not touched either way. A row whose ``event_json`` is NULL (OpenClaw 9.x stores some rows
zstd-compressed in ``event_zstd``) cannot be read here and is reported as a skipped line.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

from ..core.errors import InvalidInputError

SQLITE_MAGIC = b"SQLite format 3\x00"
DATABASE_NAME = "openclaw-agent.sqlite"
TABLE = "transcript_events"


def is_sqlite_file(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` starts with SQLite's file header (read-only peek at 16 bytes)."""
    try:
        with open(path, "rb") as f:
            return f.read(16) == SQLITE_MAGIC
    except OSError:
        return False


def _uri(path: Path, *, immutable: bool) -> str:
    query = "mode=ro&immutable=1" if immutable else "mode=ro"
    return f"file:{urllib.parse.quote(str(path.resolve()))}?{query}"


def _wal_pending(path: Path) -> bool:
    wal = Path(f"{path}-wal")
    try:
        return wal.stat().st_size > 0
    except OSError:
        return False


class DatabaseSession(NamedTuple):
    """One OpenClaw session: its id, its rows as Pi JSONL bytes, and each line's ``seq``."""

    session_id: str
    data: bytes
    seqs: list[int]
    unreadable: dict[int, str]  # line (1-based) -> why its row cannot be read


def read_sessions(path: str | os.PathLike[str]) -> Iterator[DatabaseSession]:
    """Every session in the database, in session id order. Raises ``InvalidInputError`` naming the
    file when it is no OpenClaw database."""
    source = Path(path)
    if not is_sqlite_file(source):
        raise InvalidInputError(f"{source}: not a SQLite database (an OpenClaw {DATABASE_NAME} is)")
    if not _wal_pending(source):
        yield from _read(source, source, immutable=True)
        return
    with tempfile.TemporaryDirectory(prefix="sessionlog-openclaw-") as tmp:
        copy = Path(tmp) / source.name
        shutil.copyfile(source, copy)  # the database, then its log: a frame appended meanwhile is
        shutil.copyfile(f"{source}-wal", f"{copy}-wal")  # checksummed, so a torn last one is ignored
        yield from _read(copy, source, immutable=False)


def _read(db: Path, source: Path, *, immutable: bool) -> Iterator[DatabaseSession]:
    try:
        conn = sqlite3.connect(_uri(db, immutable=immutable), uri=True)
    except sqlite3.Error as e:
        raise InvalidInputError(f"{source}: cannot open read-only: {e}") from e
    try:
        try:
            columns = [row[1] for row in conn.execute(f"PRAGMA table_info({TABLE})")]
        except sqlite3.DatabaseError as e:
            raise InvalidInputError(f"{source}: not a readable SQLite database: {e}") from e
        if not {"session_id", "seq", "event_json"} <= set(columns):
            raise InvalidInputError(f"{source}: no {TABLE}(session_id, seq, event_json) table: "
                                    f"not an OpenClaw 2026.8+ {DATABASE_NAME}")
        session_ids = [row[0] for row in conn.execute(
            f"SELECT DISTINCT session_id FROM {TABLE} ORDER BY session_id")]
        for sid in session_ids:
            lines: list[bytes] = []
            seqs: list[int] = []
            unreadable: dict[int, str] = {}
            for seq, event_json in conn.execute(
                    f"SELECT seq, event_json FROM {TABLE} WHERE session_id = ? ORDER BY seq", (sid,)):
                seqs.append(seq)
                raw = event_json.encode("utf-8", "surrogatepass") if isinstance(event_json, str) else event_json
                if raw is None:
                    unreadable[len(seqs)] = ("event_json is NULL (OpenClaw 9.x keeps some rows zstd-compressed "
                                             "in event_zstd, which this importer does not read)")
                elif not isinstance(raw, bytes) or b"\n" in raw or b"\r" in raw:
                    unreadable[len(seqs)] = "event_json is not one JSON line (not what OpenClaw writes)"
                else:
                    lines.append(raw)
                    continue
                lines.append(b"null")  # keeps the row's line, so the report names it
            yield DatabaseSession(str(sid), b"\n".join(lines) + b"\n", seqs, unreadable)
    except sqlite3.Error as e:
        raise InvalidInputError(f"{source}: cannot read {TABLE}: {e}") from e
    finally:
        conn.close()
