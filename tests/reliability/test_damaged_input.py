"""Damaged and hostile input: a clear error or a documented import with a report; never a traceback,
never a change to the source file, never a partially written store after a refused import."""

from __future__ import annotations

import random
import sqlite3

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from damage import DEMO, corpus, mutate
from sessionlog import open_store
from sessionlog.cli.app import cli


def import_and_check(tmp_path, name: str, data: bytes, db=None) -> tuple[int, str]:
    """Import one damaged file through the CLI into ``db`` (a new store: a file in ``tmp_path`` unless a
    URL is given); check every invariant; return (exit code, stderr)."""
    db = db or tmp_path / "store.db"
    store = open_store(db)
    keep = store.create_session(cwd="/already-here")
    keep.append_message({"role": "user", "content": "stored before", "timestamp": 1})
    before_entries = store.entries(keep.id)
    store.close()
    src = tmp_path / "input.jsonl"
    src.write_bytes(data)
    result = CliRunner().invoke(cli, ["--db", str(db), "import", str(src), "--json"], catch_exceptions=False)
    out = result.stdout + result.stderr
    assert "Traceback" not in out and "internal error" not in out, (name, out[-2000:])
    assert result.exit_code in (0, 1, 3), (name, result.exit_code, out[-2000:])
    assert src.read_bytes() == data, f"{name}: the source file changed"
    store = open_store(db)
    assert store.entries(keep.id) == before_entries, f"{name}: stored data changed"
    sessions = store.sessions()
    if result.exit_code != 0:
        assert result.stderr.startswith("Error: "), (name, result.stderr[:300])
        assert len(sessions) == 1, f"{name}: a refused import left a partial session"
    else:
        for row in sessions:
            store.view(row.id)  # the imported session builds its view
    report = store.verify()
    assert report.ok, (name, report.problems[:5])
    store.close()
    return result.exit_code, result.stderr


@pytest.mark.parametrize("name, data", corpus(), ids=[n for n, _ in corpus()])
def test_named_damaged_inputs(tmp_path, name, data):
    code, err = import_and_check(tmp_path, name, data)
    refused = {"non-session jsonl", "missing header", "bad header json", "header without id", "duplicate ids",
               "self parent", "cycle", "empty file", "only blank lines", "binary garbage", "entry without id"}
    assert (code != 0) == (name in refused), (name, code, err[:500])


@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(1, 4))
def test_mutated_valid_files_never_break_the_rules(tmp_path_factory, seed, steps):
    data = mutate(DEMO.read_bytes(), random.Random(seed), steps)
    import_and_check(tmp_path_factory.mktemp("m"), f"mutation seed={seed}", data)


def _flip(path, rng: random.Random, count: int) -> None:
    data = bytearray(path.read_bytes())
    for _ in range(count):
        pos = rng.randrange(100, len(data))  # past the 100-byte file header: flips hit pages, not the magic
        data[pos] ^= 1 << rng.randrange(8)
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("seed", range(30))
def test_a_store_with_flipped_bytes_is_reported_or_refused_cleanly(tmp_path, seed):
    db = tmp_path / "s.db"
    runner = CliRunner()
    assert runner.invoke(cli, ["--db", str(db), "import", str(DEMO)]).exit_code == 0
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    _flip(db, random.Random(seed), 1 + seed % 8)
    result = runner.invoke(cli, ["--db", str(db), "verify"], catch_exceptions=False)
    out = result.stdout + result.stderr
    assert "Traceback" not in out and "internal error" not in out, out[-2000:]
    assert result.exit_code in (0, 1)
    if result.exit_code == 1:
        assert "Error" in result.stderr or "problem" in out.lower()


# Seeds the soak once found a rule broken for; each stays here as a regression.
# 20268551: an id with a space made an import warning unattributable, so verify failed the import.
@pytest.mark.parametrize("seed", [20268551])
def test_soak_regressions(tmp_path, seed):
    import_and_check(tmp_path, f"soak seed {seed}", mutate(DEMO.read_bytes(), random.Random(seed), 1 + seed % 4))


def _store_with_a_lost_body(tmp_path, seq: int):
    """The demo store with the body of entry #``seq`` deleted behind the store's back (its triggers
    dropped first, as only outside tampering or disk damage could do)."""
    db = tmp_path / "s.db"
    assert CliRunner().invoke(cli, ["--db", str(db), "import", str(DEMO)]).exit_code == 0
    conn = sqlite3.connect(db)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    entry_id, body_hash = conn.execute("SELECT id, body_hash FROM entries WHERE seq = ?", (seq,)).fetchone()
    assert conn.execute("SELECT count(*) FROM entries WHERE body_hash = ?", (body_hash,)).fetchone()[0] == 1
    conn.execute("DELETE FROM bodies WHERE hash = ?", (body_hash,))
    conn.commit()
    conn.close()
    return db, entry_id


@pytest.mark.parametrize("command", [["tree"], ["log"], ["show"], ["replay"], ["export", "-o", "out.jsonl"],
                                     ["export", "--html", "-o", "out.html"]])
def test_a_lost_body_is_named_never_skipped(tmp_path, command, monkeypatch):
    """Reading every entry of a damaged session fails naming the entry whose body is gone; nothing
    silently leaves it out (an export without it would be a quietly different session)."""
    monkeypatch.chdir(tmp_path)
    db, entry_id = _store_with_a_lost_body(tmp_path, 7)
    sid = open_store(db).sessions()[0].id
    result = CliRunner().invoke(cli, ["--db", str(db), command[0], sid, *command[1:]], catch_exceptions=False)
    assert result.exit_code == 1, result.stdout[-500:]
    assert result.stderr.startswith("Error: ") and f"entry {entry_id} (#7)" in result.stderr, result.stderr
    assert "body" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / command[-1]).exists() or command[0] != "export"


def test_verify_blames_the_lost_body_not_its_descendants(tmp_path):
    db, entry_id = _store_with_a_lost_body(tmp_path, 7)
    report = open_store(db).verify()
    entry_problems = [p for p in report.problems if " entry " in p]
    assert len(entry_problems) == 1 and f"entry {entry_id} (#7): body " in entry_problems[0], entry_problems
