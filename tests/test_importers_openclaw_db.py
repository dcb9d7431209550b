"""Importing OpenClaw's agent database (openclaw-agent.sqlite, 2026.8+): golden sessions, tiers, read-only.

The databases here are built the way OpenClaw 2026.8.1 builds them (read from its published package,
``dist/openclaw-agent-db-maintenance-*.js`` and ``session-accessor.sqlite-transcript-store-*.js``): WAL
journal mode; a STRICT ``transcript_events(session_id, seq, event_json, created_at)`` table keyed on
``(session_id, seq)`` beside ``session_windows``; one row per transcript line, ``seq`` from 0 (the
``{"type":"session"}`` header first), ``event_json`` = ``JSON.stringify(event)``, ``created_at`` = the
event's time in ms. Our own DDL and inserts, not OpenClaw's code.
"""

from __future__ import annotations

import json
import os
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest
from importers_support import ok, run

from sessionlog import open_store
from sessionlog.ops import imports
from sessionlog.core.errors import InvalidInputError

GOLDEN = Path(__file__).resolve().parent / "golden"

TRANSCRIPT_EVENTS = """CREATE TABLE IF NOT EXISTS transcript_events (
  session_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  event_json TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, seq),
  FOREIGN KEY (session_id) REFERENCES "session_windows"(session_id) ON DELETE CASCADE
) STRICT"""
# OpenClaw 9.x: rows may be zstd-compressed (event_json NULL, event_zstd set)
TRANSCRIPT_EVENTS_9 = """CREATE TABLE IF NOT EXISTS transcript_events (
  session_id TEXT NOT NULL, seq INTEGER NOT NULL, event_json TEXT, created_at INTEGER NOT NULL,
  event_zstd BLOB, event_utf8_bytes INTEGER, navigation_json TEXT, PRIMARY KEY (session_id, seq)) STRICT"""
SESSION_WINDOWS = """CREATE TABLE IF NOT EXISTS session_windows (
  session_id TEXT NOT NULL PRIMARY KEY, session_key TEXT NOT NULL, previous_session_id TEXT,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)"""


def js_stringify(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def created_at(event: dict) -> int:
    stamp = event.get("timestamp")
    try:
        return int(datetime.fromisoformat(str(stamp).replace("Z", "+00:00")).timestamp() * 1000)
    except ValueError:
        return 0


def pi_lines(name: str) -> list[dict]:
    return [json.loads(line) for line in (GOLDEN / name).read_text().splitlines() if line.strip()]


def connect(path: Path, schema: str = TRANSCRIPT_EVENTS) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute(SESSION_WINDOWS)
    conn.execute(schema)
    return conn


def append_events(conn: sqlite3.Connection, sid: str, events: list) -> None:
    """appendTranscriptEvent, one transaction per batch: seq = max(seq) + 1 (from 0)."""
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("INSERT OR IGNORE INTO session_windows VALUES (?, ?, NULL, 0, 0)", (sid, f"agent:main:{sid}"))
    (top,) = conn.execute("SELECT max(seq) FROM transcript_events WHERE session_id = ?", (sid,)).fetchone()
    seq = -1 if top is None else top
    for event in events:
        seq += 1
        text = event if isinstance(event, str) or event is None else js_stringify(event)
        conn.execute("INSERT INTO transcript_events (session_id, seq, event_json, created_at) VALUES (?, ?, ?, ?)",
                     (sid, seq, text, created_at(event) if isinstance(event, dict) else 0))
    conn.execute("COMMIT")


def build(path: Path, sessions: dict[str, list]) -> Path:
    conn = connect(path)
    for sid, events in sessions.items():
        append_events(conn, sid, events)
    conn.close()  # the last connection checkpoints and removes the -wal, as OpenClaw's clean shutdown does
    return path


def snapshot(folder: Path) -> dict[str, tuple[bytes, int, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns, p.stat().st_mode) for p in sorted(folder.iterdir())}


# ---------------------------------------------------------------- golden: the same sessions as the Pi files
def test_each_openclaw_session_imports_as_its_pi_file(tmp_path):
    folder = tmp_path / "agent"
    folder.mkdir()
    db = build(folder / "openclaw-agent.sqlite", {
        "golden-complex": pi_lines("complex_tree.jsonl"), "b": pi_lines("compaction_chained.jsonl")})
    before = snapshot(folder)
    with open_store(tmp_path / "s.db") as store:
        results = imports.import_source(store, db, fmt="openclaw")
        assert [label for label, _ in results] == [f"{db}#b", f"{db}#golden-complex"]
        for label, result in results:
            name = "complex_tree.jsonl" if label.endswith("golden-complex") else "compaction_chained.jsonl"
            assert result.status == "created" and not result.skipped
            lines = pi_lines(name)
            assert [json.loads(x) for x in store.export(result.session)[0].decode().splitlines()] == lines
            with open_store(tmp_path / f"{name}.db") as reference:  # the Pi file through the Pi path
                pi = imports.import_file(reference, GOLDEN / name)
                assert store.view(result.session).to_pi() == reference.view(pi.session).to_pi()
        assert store.verify().ok
    assert snapshot(folder) == before  # nothing written, nothing created beside it


def test_reimport_is_a_no_op_and_a_grown_session_appends_only_its_new_rows(tmp_path):
    lines = pi_lines("complex_tree.jsonl")
    db = tmp_path / "openclaw-agent.sqlite"
    conn = connect(db)
    append_events(conn, "s", lines[:5])
    conn.close()
    with open_store(tmp_path / "s.db") as store:
        [(_, first)] = imports.import_source(store, db, fmt="auto")
        assert (first.status, first.entries) == ("created", 4)
        [(_, again)] = imports.import_source(store, db, fmt="auto")
        assert again.status == "unchanged"
        conn = connect(db)
        append_events(conn, "s", lines[5:])
        conn.close()
        [(_, grown)] = imports.import_source(store, db, fmt="auto")
        assert (grown.status, grown.entries) == ("extended", len(lines) - 5)
        assert [json.loads(x) for x in store.export(first.session)[0].decode().splitlines()] == lines


def test_uncheckpointed_rows_are_read_and_a_live_databases_files_are_untouched(tmp_path):
    """OpenClaw running: its connection is open, recent rows sit in the -wal, -shm exists."""
    folder = tmp_path / "agent"
    folder.mkdir()
    db = folder / "openclaw-agent.sqlite"
    live = connect(db)
    live.execute("PRAGMA wal_autocheckpoint = 0")  # keep every row in the log
    lines = pi_lines("complex_tree.jsonl")
    append_events(live, "golden-complex", lines)
    assert (folder / "openclaw-agent.sqlite-wal").stat().st_size > 0
    before = snapshot(folder)
    with open_store(tmp_path / "s.db") as store:
        [(_, result)] = imports.import_source(store, db, fmt="openclaw")
        assert result.entries == len(lines) - 1
    assert snapshot(folder) == before
    live.close()


def test_damaged_rows_are_skipped_and_named_by_seq_and_strict_refuses(tmp_path):
    lines = pi_lines("complex_tree.jsonl")
    db = tmp_path / "openclaw-agent.sqlite"
    conn = connect(db, TRANSCRIPT_EVENTS_9)
    append_events(conn, "s", [lines[0], lines[1], "{not json", None, *lines[2:4]])
    conn.close()
    with open_store(tmp_path / "s.db") as store:
        with pytest.raises(InvalidInputError, match=r"openclaw-agent.sqlite#s"):
            imports.import_source(store, db, fmt="openclaw", strict=True)
        assert store.sessions() == []
        [(_, result)] = imports.import_source(store, db, fmt="openclaw")
        reasons = [(p.line, p.reason) for p in result.skipped]
        assert reasons[0][0] == 3 and reasons[0][1].startswith("transcript_events seq 2: invalid JSON")
        assert reasons[1] == (4, "transcript_events seq 3: event_json is NULL (OpenClaw 9.x keeps some rows "
                                 "zstd-compressed in event_zstd, which this importer does not read)")
        assert result.entries == 3


def test_not_an_openclaw_database_is_refused_with_its_name(tmp_path):
    other = tmp_path / "other.sqlite"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.close()
    text = tmp_path / "openclaw-agent.sqlite"
    text.write_text("hello")
    with open_store(tmp_path / "s.db") as store:
        with pytest.raises(InvalidInputError, match=r"other.sqlite: no transcript_events"):
            imports.import_source(store, other, fmt="openclaw")
        with pytest.raises(InvalidInputError, match=r"openclaw-agent.sqlite: not a SQLite database"):
            imports.import_source(store, text, fmt="openclaw")
        empty = tmp_path / "empty" / "openclaw-agent.sqlite"
        empty.parent.mkdir()
        build(empty, {})
        with pytest.raises(InvalidInputError, match="holds no transcript"):
            imports.import_source(store, empty, fmt="openclaw")


def test_cli_imports_a_folder_of_agents_with_format_auto(tmp_path):
    for agent in ("main", "work"):
        (tmp_path / "agents" / agent).mkdir(parents=True)
    build(tmp_path / "agents" / "main" / "openclaw-agent.sqlite", {"golden-complex": pi_lines("complex_tree.jsonl")})
    build(tmp_path / "agents" / "work" / "openclaw-agent.sqlite", {"b": pi_lines("compaction_chained.jsonl")})
    (tmp_path / "agents" / "work" / "pi.jsonl").write_text((GOLDEN / "branch_summaries.jsonl").read_text())
    out = json.loads(ok(run(tmp_path / "s.db", "import", "--format", "auto", "--json", str(tmp_path / "agents"))).stdout)
    assert sorted((Path(o["path"]).name, o["status"]) for o in out) == [
        ("openclaw-agent.sqlite#b", "created"), ("openclaw-agent.sqlite#golden-complex", "created"),
        ("pi.jsonl", "created")]
    text = ok(run(tmp_path / "s.db", "import", "--format", "openclaw", str(tmp_path / "agents"))).stdout
    assert text.count("unchanged") == 2 and "pi.jsonl" not in text
    assert os.stat(tmp_path / "s.db").st_mode & 0o777 == 0o600
