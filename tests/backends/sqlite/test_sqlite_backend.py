"""The SQLite backend's own guarantees: the file is private and marked, foreign files are refused untouched,
history tables refuse UPDATE and DELETE in the database itself, migrations apply once, and verify sees
a missing guard trigger."""

from __future__ import annotations
import os
import sqlite3
import stat
import pytest
from sessionlog import open_store
from sessionlog.core.errors import ForeignDatabaseError, StoreError
from sessionlog.backends.sqlite import APPLICATION_ID


def msg(text: str) -> dict:
    return {"role": "user", "content": text, "timestamp": 1}


@pytest.fixture
def session(store):
    return store.create_session(cwd="/proj")


@pytest.mark.parametrize("table", ["entries", "bodies", "head_log", "annotations", "headers"])
def test_history_tables_refuse_update_and_delete(store, session, table):
    session.append_message(msg("a"))
    store.annotate(session.id, None, "note", {"x": 1})
    conn = sqlite3.connect(store.path)
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute(f"DELETE FROM {table}")
    column = {"entries": "type", "bodies": "data", "head_log": "reason", "annotations": "kind", "headers": "body"}[table]
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute(f"UPDATE {table} SET {column} = 'x'")
    conn.close()


def test_database_file_is_private(store):
    assert stat.S_IMODE(os.stat(store.path).st_mode) == 0o600
    with store.read() as tx:  # the backend's own connection: its pragmas
        assert tx.conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert tx.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert tx.conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_foreign_sqlite_file_is_refused_and_not_written(tmp_path):
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (x)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(ForeignDatabaseError, match="not a sessionlog database"):
        open_store(path)
    assert path.read_bytes() == before


def test_a_file_that_is_not_sqlite_is_refused_and_not_written(tmp_path):
    path = tmp_path / "notes.db"
    path.write_bytes(b"hello, this is a text file, not a database" * 100)
    before = path.read_bytes()
    with pytest.raises(StoreError):
        open_store(path)
    assert path.read_bytes() == before


def test_reopening_applies_no_migration_twice(tmp_path):
    open_store(tmp_path / "a.db").close()
    s = open_store(tmp_path / "a.db")
    from sessionlog.backends.sqlite.migrations import MIGRATIONS

    conn = sqlite3.connect(tmp_path / "a.db")
    assert [r[0] for r in conn.execute("SELECT name FROM migrations")] == [name for name, _ in MIGRATIONS]
    conn.close()
    s.close()


def test_verify_reports_missing_guard_triggers(store, session):
    session.append_message(msg("a"))
    conn = sqlite3.connect(store.path)
    conn.execute("DROP TRIGGER entries_no_update")
    conn.commit()
    conn.close()
    assert any("entries_no_update" in p for p in store.verify().problems)


# ---------------------------------------------------------------- a new store opened by two at once
def test_opening_a_new_store_while_another_connection_writes_it_waits_for_the_switch_to_wal(tmp_path, monkeypatch):
    """Switching a new file to WAL needs its exclusive lock; SQLite answers "database is locked" at once
    (without the busy handler) while another connection holds a write lock on it, as a second process
    creating the same store does. The open retries that step until the other one is done."""
    from sessionlog.backends.sqlite import backend

    path = tmp_path / "new.db"
    path.touch(mode=0o600)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # the other creator, mid-write
    pauses: list[float] = []

    def pause(seconds: float) -> None:  # the backend waits between tries: the other creator finishes then
        pauses.append(seconds)
        if len(pauses) == 2:
            other.execute("COMMIT")

    monkeypatch.setattr(backend, "_pause", pause, raising=False)
    with open_store(path, busy_timeout=30) as store:
        assert store.sessions() == []
        assert sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert len(pauses) == 2 and pauses[0] < pauses[1]  # it tried three times, pausing longer each time


def test_a_new_store_locked_past_the_busy_timeout_is_a_locked_error(tmp_path):
    from sessionlog.core.errors import LockedError

    path = tmp_path / "new.db"
    path.touch(mode=0o600)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    with pytest.raises(LockedError, match="busy timeout"):
        open_store(path, busy_timeout=0.05)
    other.execute("ROLLBACK")
    with open_store(path) as store:  # nothing was left half-made
        assert store.sessions() == [] and store.verify().ok
