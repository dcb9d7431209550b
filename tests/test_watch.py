"""Live mirroring: a growing file appends only its new entries, a half-written line waits, batches coalesce.

Deterministic throughout: the mirror is driven by explicit ``sync`` calls, by ``--once``, or by a finite
list of change batches handed to ``follow`` (or to the CLI in place of watchfiles); nothing sleeps or
reads a clock.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import validate
from test_importers_openclaw_db import append_events, build, connect, pi_lines

from sessionlog import open_store
from sessionlog.ops import imports
from sessionlog.cli import cli, commands_watch
from sessionlog.ops.watch import Mirror, complete_part

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
FIXTURES = ROOT / "tests" / "fixtures" / "importers"
MODIFIED = 2  # watchfiles.Change.modified


def lines_of(path: Path) -> list[bytes]:
    return path.read_bytes().splitlines(keepends=True)


def kinds(events) -> list[tuple[str, int]]:
    return [(e.kind, e.entries) for e in events]


def test_complete_part_holds_back_a_half_written_line():
    assert complete_part(b'{"a":1}\n{"b":') == (b'{"a":1}\n', 5)
    assert complete_part(b'{"a":1}\n') == (b'{"a":1}\n', 0)
    assert complete_part(b'{"a"') == (b"", 4)


def test_a_growing_pi_file_appends_only_its_new_entries_and_a_torn_line_waits(tmp_path, store):
    source = lines_of(GOLDEN / "complex_tree.jsonl")
    folder = tmp_path / "sessions"
    folder.mkdir()
    target = folder / "s.jsonl"
    mirror = Mirror(store, [folder])
    target.write_bytes(source[0][:20])  # even the header is half-written
    assert kinds(mirror.sync_all()) == [("waiting", 0)]
    assert store.sessions() == []
    target.write_bytes(b"".join(source[:4]) + source[4][:30])
    assert kinds(mirror.sync(target)) == [("created", 3), ("waiting", 0)]
    assert mirror.sync(target) == []  # nothing changed: nothing read, nothing reported
    with open(target, "ab") as f:
        f.write(source[4][30:])
        f.writelines(source[5:])
    events = mirror.sync(target)
    assert kinds(events) == [("extended", len(source) - 4)] and not events[0].skipped
    sid = events[0].session
    assert store.export(sid)[0] == (GOLDEN / "complex_tree.jsonl").read_bytes()  # no duplicates, none lost
    assert len(store.entries(sid)) == len(source) - 1


@pytest.mark.parametrize("fmt,fixture", [("claude", "plain"), ("claude", "sidechain_branch"), ("codex", "plain"),
                                          ("codex", "rollback")])
def test_a_transcript_mirrored_line_by_line_equals_importing_it_whole(tmp_path, fmt, fixture):
    whole = FIXTURES / fmt / f"{fixture}.jsonl"
    target = tmp_path / "live" / whole.name
    target.parent.mkdir()
    target.write_bytes(b"")
    with open_store(tmp_path / "mirror.db") as store, open_store(tmp_path / "whole.db") as reference:
        mirror = Mirror(store, [target.parent])
        for line in lines_of(whole):
            half = len(line) // 2
            with open(target, "ab") as f:
                f.write(line[:half])
            assert all(e.kind in ("waiting", "created", "extended", "unchanged") for e in mirror.sync(target))
            with open(target, "ab") as f:
                f.write(line[half:])
            for event in mirror.sync(target):
                assert event.kind != "refused", event.message
        expected = imports.import_file(reference, whole, fmt="auto")
        [row] = store.sessions()
        assert store.entries(row.id) == reference.entries(expected.session)
        assert store.heads(row.id) == reference.heads(expected.session)
        assert store.view(row.id).to_pi() == reference.view(expected.session).to_pi()


def test_follow_coalesces_a_batch_and_maps_a_wal_change_to_its_database(tmp_path, store):
    folder = tmp_path / "agents"
    (folder / "main").mkdir(parents=True)
    db = build(folder / "main" / "openclaw-agent.sqlite", {"golden-complex": pi_lines("complex_tree.jsonl")[:3]})
    pi_file = folder / "main" / "notes.jsonl"
    pi_file.write_bytes((GOLDEN / "branch_summaries.jsonl").read_bytes())
    rest = pi_lines("complex_tree.jsonl")[3:]

    def batches():
        yield {(MODIFIED, str(folder / "main" / "unrelated.txt"))}
        live = connect(db)
        live.execute("PRAGMA wal_autocheckpoint = 0")
        append_events(live, "golden-complex", rest)
        # a burst: the -wal and -shm changed several times, and the Pi file was touched
        yield {(MODIFIED, f"{db}-wal"), (MODIFIED, f"{db}-shm"), (MODIFIED, str(db)), (MODIFIED, str(pi_file))}
        live.close()
        pi_file.unlink()
        yield {(3, str(pi_file))}

    events = list(Mirror(store, [folder]).follow(batches()))
    assert [(Path(e.path).name, e.kind, e.entries) for e in events] == [
        ("notes.jsonl", "created", len(pi_lines("branch_summaries.jsonl")) - 1),
        ("openclaw-agent.sqlite#golden-complex", "created", 2),
        ("openclaw-agent.sqlite#golden-complex", "extended", len(rest)),  # the batch's one sync of the database
        ("notes.jsonl", "removed", 0),
    ]


def test_a_refused_file_is_reported_and_the_others_go_on(tmp_path, store):
    (tmp_path / "bad.jsonl").write_text('{"hello": "world"}\n')
    (tmp_path / "good.jsonl").write_bytes((GOLDEN / "complex_tree.jsonl").read_bytes())
    events = Mirror(store, [tmp_path]).sync_all()
    assert [(Path(e.path).name, e.kind) for e in events] == [("bad.jsonl", "refused"), ("good.jsonl", "created")]
    assert "cannot tell the format" in events[0].message and str(tmp_path / "bad.jsonl") in events[0].message


# ---------------------------------------------------------------- the CLI
def invoke(db: Path, *args: str):
    return CliRunner().invoke(cli, ["--db", str(db), "watch", *args], catch_exceptions=False)


def test_cli_once_prints_a_line_per_change_and_json_events_match_the_schema(tmp_path):
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "a.jsonl").write_bytes((GOLDEN / "complex_tree.jsonl").read_bytes() + b'{"type":"mess')
    result = invoke(tmp_path / "w.db", "--once", str(folder))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        f"imported golden-complex (13 entries) from {folder / 'a.jsonl'}",
        f"waiting {folder / 'a.jsonl'}: its last line has no newline yet (13 bytes); imported when it has"]
    assert "watch --once: 1 created, 1 waiting" in result.stderr
    schema = json.loads((ROOT / "schema" / "cli" / "watch.json").read_text())
    result = invoke(tmp_path / "w.db", "--once", "--json", str(folder))
    events = [json.loads(line) for line in result.stdout.splitlines()]
    for event in events:
        validate(event, schema)
    assert [(e["event"], e["pending"]) for e in events] == [("unchanged", 0), ("waiting", 13)]
    (folder / "b.jsonl").write_text("not json at all\n")
    result = invoke(tmp_path / "w.db", "--once", str(folder))
    assert result.exit_code == 1 and "refused" in result.stderr and "Traceback" not in result.output


def test_cli_follows_changes_from_its_event_source(tmp_path, monkeypatch):
    folder = tmp_path / "s"
    folder.mkdir()
    target = folder / "a.jsonl"
    source = lines_of(GOLDEN / "complex_tree.jsonl")
    target.write_bytes(b"".join(source[:2]))
    asked = []

    def fake_changes(paths, debounce_ms):
        asked.append((paths, debounce_ms))
        with open(target, "ab") as f:
            f.writelines(source[2:])
        yield {(MODIFIED, str(target))}

    monkeypatch.setattr(commands_watch, "changes", fake_changes)
    result = invoke(tmp_path / "w.db", "--debounce", "50", str(folder))
    assert result.exit_code == 0, result.output
    assert asked == [([folder], 50)]
    assert result.stdout.splitlines() == [f"imported golden-complex (1 entry) from {target}",
                                          f"extended golden-complex (+{len(source) - 2} entries) from {target}"]


def test_cli_without_watchfiles_names_the_extra(tmp_path, monkeypatch):
    import builtins

    real = builtins.__import__

    def no_watchfiles(name, *args, **kw):
        if name == "watchfiles":
            raise ImportError("No module named 'watchfiles'")
        return real(name, *args, **kw)

    monkeypatch.setattr(builtins, "__import__", no_watchfiles)
    result = invoke(tmp_path / "w.db", str(tmp_path))
    assert result.exit_code == 1 and "pip install 'sessionlog[watch]'" in result.stderr


def test_watching_never_writes_beside_an_openclaw_database(tmp_path):
    folder = tmp_path / "agent"
    folder.mkdir()
    build(folder / "openclaw-agent.sqlite", {"golden-complex": pi_lines("complex_tree.jsonl")})
    before = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}
    assert invoke(tmp_path / "w.db", "--once", str(folder)).exit_code == 0
    assert {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()} == before
    with sqlite3.connect(tmp_path / "w.db") as conn:
        assert conn.execute("SELECT count(*) FROM sessions").fetchone() == (1,)
