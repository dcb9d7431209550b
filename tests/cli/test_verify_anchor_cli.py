"""``sessionlog verify --anchor`` / ``--against``: the digest alone on stdout, the JSON documents, exit codes,
a grown store that holds, a tidy truncation (invisible to plain ``verify``) named, and usage errors."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import sessionlog
from sessionlog.cli import cli
from sessionlog.core.anchor import is_digest

DEMO = Path(sessionlog.__file__).parent / "examples" / "demo.jsonl"
DEMO_ID = "01a226ec-eae2-742a-be13-c4b29f5b4058"


def run(db: Path, *args: str) -> Result:
    result = CliRunner().invoke(cli, ["--db", str(db), *args], catch_exceptions=False)
    assert "Traceback" not in result.stdout + result.stderr
    return result


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    db = tmp_path / "s.db"
    assert run(db, "import", str(DEMO)).exit_code == 0
    return db


def test_anchor_prints_only_the_digest_on_stdout_and_the_table_as_json(demo: Path, tmp_path: Path) -> None:
    result = run(demo, "verify", "--anchor")
    assert result.exit_code == 0 and is_digest(result.stdout) and result.stdout.count("\n") == 1
    assert "anchor of 1 session, 20 entries" in result.stderr
    doc = json.loads(run(demo, "verify", "--anchor", "--json").stdout)
    assert doc["ok"] and doc["digest"] == result.stdout.strip() and doc["sessions"][0]["session"] == DEMO_ID
    assert doc["sessions"][0]["entries"] == 20


def test_against_a_digest_and_a_file_after_growth(demo: Path, tmp_path: Path) -> None:
    digest = run(demo, "verify", "--anchor").stdout.strip()
    path = tmp_path / "anchor.json"
    path.write_text(run(demo, "verify", "--anchor", "--json").stdout)
    held = run(demo, "verify", "--against", digest)
    assert held.exit_code == 0 and held.stdout.startswith(f"ok: anchor {digest} holds: 1 session unchanged")
    assert run(demo, "append", DEMO_ID, "--entry", '{"type":"message","message":{"role":"user","content":"x"}}'
               ).exit_code == 0
    assert run(demo, "verify", "--against", digest).exit_code == 1  # a digest alone: only an unchanged store
    grown = run(demo, "verify", "--against", str(path), "--json")
    doc = json.loads(grown.stdout)
    assert grown.exit_code == 0 and doc["ok"] and doc["grown"] == [DEMO_ID] and doc["anchor"] == digest


def test_a_tidy_truncation_passes_verify_and_fails_against_the_anchor(demo: Path, tmp_path: Path) -> None:
    path = tmp_path / "anchor.json"
    path.write_text(run(demo, "verify", "--anchor", "--json").stdout)
    conn = sqlite3.connect(demo)
    triggers = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    for name, _ in triggers:
        conn.execute(f"DROP TRIGGER {name}")
    (last_id, last_ts), = conn.execute("SELECT id, timestamp FROM entries WHERE seq = 19").fetchall()
    conn.execute("DELETE FROM entries WHERE seq = 20")
    conn.execute("UPDATE head_log SET entry_id = ?", (last_id,))
    conn.execute("UPDATE heads SET entry_id = ?", (last_id,))
    conn.execute("UPDATE sessions SET entry_count = 19, name = NULL, modified = ?", (last_ts,))  # #20 named it
    for _, sql in triggers:
        conn.execute(sql)
    conn.commit()
    conn.close()
    assert run(demo, "verify").exit_code == 0
    result = run(demo, "verify", "--against", str(path))
    assert result.exit_code == 1 and "Error: 2 problems against anchor sl1:" in result.stderr
    assert f"problem: session {DEMO_ID}: entry #20 was anchored and is no longer stored (the newest anchored one: " \
           "a0000017)" in result.stdout
    assert "head-log rows #1..#1 differ from the anchored ones" in result.stdout


def test_a_store_that_does_not_verify_gets_no_anchor(demo: Path) -> None:
    conn = sqlite3.connect(demo)
    conn.execute("DROP TRIGGER entries_no_update")
    conn.commit()
    conn.close()
    result = run(demo, "verify", "--anchor")
    assert result.exit_code == 1 and result.stdout.startswith("problem: trigger entries_no_update is missing")
    assert "not anchoring a store that does not verify" in result.stderr and "sl1:" not in result.stdout


@pytest.mark.parametrize("args, needle", [
    (["verify", DEMO_ID, "--anchor"], "leave out SESSION"),
    (["verify", "--anchor", "--against", "x"], "not both"),
])
def test_usage_errors(demo: Path, args: list[str], needle: str) -> None:
    result = run(demo, *args)
    assert result.exit_code == 2 and needle in result.stderr


def test_against_something_that_is_no_anchor_is_a_clear_error(demo: Path, tmp_path: Path) -> None:
    missing = run(demo, "verify", "--against", str(tmp_path / "nope.json"))
    assert missing.exit_code == 1 and "not an anchor digest" in missing.stderr and "no such file" in missing.stderr
    bad = tmp_path / "bad.json"
    bad.write_text('{"version": 1}')
    result = run(demo, "verify", "--against", str(bad))
    assert result.exit_code == 1 and result.stderr.startswith(f"Error: {bad}: not an anchor")
