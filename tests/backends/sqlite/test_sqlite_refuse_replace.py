"""SQLite's REPLACE cannot rewrite history (m004_refuse_replace): from a plain ``sqlite3`` connection, with
no help from sessionlog, ``INSERT OR REPLACE``, ``REPLACE INTO`` and ``INSERT ... ON CONFLICT DO UPDATE``
(UPSERT) of a stored key are refused on every history table, the tokens and the catalogue, and leave
every stored byte as it was (REPLACE deletes the old row without firing DELETE triggers, so the
UPDATE/DELETE triggers alone did not stop it). A content-addressed body already stored keeps its bytes:
the engine's own ``INSERT OR IGNORE`` of it stays a no-op, a different body under its hash is refused.
``verify`` reports each of the new triggers missing."""

from __future__ import annotations

import sqlite3

import pytest

from sessionlog.backends.sqlite import migrations
from sessionlog.core.codec import encode

TABLES = ["headers", "bodies", "entries", "head_log", "annotations", "migrations", "tokens", "sessions"]

VERBS = {
    "insert-or-replace": "INSERT OR REPLACE INTO {table} ({cols}) VALUES ({marks})",
    "replace-into": "REPLACE INTO {table} ({cols}) VALUES ({marks})",
    "upsert": "INSERT INTO {table} ({cols}) VALUES ({marks}) ON CONFLICT DO UPDATE SET {sets}",
}


def _dump(path) -> dict[str, list[tuple]]:
    conn = sqlite3.connect(path)
    tables = [t for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                                         "'search%' AND name NOT LIKE 'sqlite_%'")]
    dump = {t: sorted(conn.execute(f"SELECT * FROM {t}").fetchall(), key=repr) for t in tables}
    conn.close()
    return dump


@pytest.fixture
def filled(store):
    session = store.create_session(cwd="/proj")
    a = session.append_message({"role": "user", "content": "a", "timestamp": 1})
    session.append_message({"role": "user", "content": "b", "timestamp": 2})
    store.annotate(session.id, a["id"], "note", {"x": 1})
    store.add_token(token_id="t1", token_hash="h" * 64, tenant="default", scopes=["read"], sessions=None,
                    created="2026-01-01T00:00:00.000Z")
    return store, session


def _hostile_row(path, table: str, sid: str) -> dict[str, object]:
    """A row whose key is a stored row's (for entries: the stored id under a new seq too) with other values."""
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    row = dict(conn.execute(f"SELECT * FROM {table} LIMIT 1").fetchone())
    conn.close()
    changed = {
        "headers": {"body": encode({"type": "session", "version": 3, "id": sid, "timestamp": "t", "cwd": "/evil"})},
        "bodies": {"data": b'{"type":"message","message":{"role":"user","content":"evil","timestamp":1}}'},
        "entries": {"type": "evil", "timestamp": "1999-01-01T00:00:00.000Z"},
        "head_log": {"entry_id": None, "reason": "evil"},
        "annotations": {"kind": "evil", "data": b"{}"},
        "migrations": {"applied_at": "evil"},
        "tokens": {"scopes": '["read","append","admin"]', "revoked": None, "tenant": "evil"},
        "sessions": {"tenant": "evil", "cwd": "/evil"},
    }[table]
    row.update(changed)
    return row


def _run(path, verb: str, table: str, row: dict[str, object]) -> None:
    cols = ", ".join(row)
    sql = VERBS[verb].format(table=table, cols=cols, marks=", ".join("?" * len(row)),
                             sets=", ".join(f"{c} = excluded.{c}" for c in row))
    conn = sqlite3.connect(path)
    try:
        conn.execute(sql, tuple(row.values()))
        conn.commit()
    finally:
        conn.close()


@pytest.mark.parametrize("verb", sorted(VERBS))
@pytest.mark.parametrize("table", [t for t in TABLES if t != "bodies"])
def test_replacing_a_stored_row_is_refused(filled, table, verb):
    store, session = filled
    before = _dump(store.path)
    with pytest.raises(sqlite3.DatabaseError, match="append-only|never replaced"):
        _run(store.path, verb, table, _hostile_row(store.path, table, session.id))
    assert _dump(store.path) == before
    assert store.verify().ok


@pytest.mark.parametrize("verb", sorted(VERBS))
def test_a_different_body_under_a_stored_hash_is_refused(filled, verb):
    store, session = filled
    before = _dump(store.path)
    with pytest.raises(sqlite3.DatabaseError, match="keeps its bytes"):
        _run(store.path, verb, "bodies", _hostile_row(store.path, "bodies", session.id))
    assert _dump(store.path) == before
    assert store.verify().ok


@pytest.mark.parametrize("verb", sorted(VERBS) + ["insert-or-ignore"])
def test_a_stored_body_inserted_again_keeps_its_bytes(filled, verb):
    """The same body under its hash (a copy): a no-op with every verb, as ``INSERT OR IGNORE`` always was."""
    store, _ = filled
    conn = sqlite3.connect(store.path)
    stored = conn.execute("SELECT hash, data FROM bodies LIMIT 1").fetchone()
    conn.close()
    before = _dump(store.path)
    if verb == "insert-or-ignore":
        conn = sqlite3.connect(store.path)
        conn.execute("INSERT OR IGNORE INTO bodies (hash, data) VALUES (?, ?)", stored)
        conn.commit()
        conn.close()
    else:
        _run(store.path, verb, "bodies", {"hash": stored[0], "data": stored[1]})
    assert _dump(store.path) == before


def test_an_entry_id_stored_under_another_seq_is_refused(filled):
    """REPLACE on the (session, id) key would delete the stored entry and re-add it as the newest."""
    store, session = filled
    row = _hostile_row(store.path, "entries", session.id)
    row["seq"] = 99
    before = _dump(store.path)
    with pytest.raises(sqlite3.DatabaseError, match="never replaced"):
        _run(store.path, "insert-or-replace", "entries", row)
    assert _dump(store.path) == before


def test_the_engine_still_copies_shared_bodies(filled):
    """Forks and rotations insert bodies that are already stored (``INSERT OR IGNORE``): still fine."""
    from sessionlog.ops import forks

    store, session = filled
    child = forks.fork(store, session.id, session.head())
    assert [e["message"] for e in store.entries(child)] == [e["message"] for e in session.entries()]
    assert store.verify().ok


def test_a_new_database_gets_every_guard_trigger(store):
    assert set(migrations.REPLACE_GUARDED_TABLES) == set(TABLES)
    with store.read() as tx:
        present = {n for (n,) in tx.conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
    assert {name for name, _ in migrations.GUARD_TRIGGERS} <= present


@pytest.mark.parametrize("trigger", [f"{t}_no_replace" for t in TABLES]
                         + ["tokens_no_delete", "tokens_revoke_only", "sessions_tenant_fixed", "sessions_no_delete",
                            "sessions_header_hash_fixed"])
def test_verify_reports_a_missing_guard_trigger(filled, trigger):
    store, _ = filled
    assert store.verify().ok
    conn = sqlite3.connect(store.path)
    conn.execute(f"DROP TRIGGER {trigger}")
    conn.commit()
    conn.close()
    problems = store.verify().problems
    assert [p for p in problems if trigger in p] == [p for p in problems if "trigger" in p] != []


def test_a_catalogue_row_is_never_deleted(filled):
    """Deleting it and inserting it again would change the session's tenant past its UPDATE trigger."""
    store, session = filled
    before = _dump(store.path)
    conn = sqlite3.connect(store.path)
    with pytest.raises(sqlite3.DatabaseError, match="never deleted"):
        conn.execute("DELETE FROM sessions WHERE id = ?", (session.id,))
    conn.close()
    assert _dump(store.path) == before


def test_a_migration_whose_record_was_deleted_is_a_clear_error_on_open(filled):
    from sessionlog import open_store
    from sessionlog.core.errors import StoreError

    store, _ = filled
    store.close()
    conn = sqlite3.connect(store.path)
    conn.execute("DROP TRIGGER migrations_no_delete")
    conn.execute("DELETE FROM migrations WHERE name = 'm006_hashes'")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="migration m006_hashes cannot be applied .* the migrations table may have "
                                         "lost its record"):
        open_store(store.path)
