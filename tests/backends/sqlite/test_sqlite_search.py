"""The SQLite FTS5 index: a migration that backfills, and history tables still append-only beside it."""

from __future__ import annotations
import sqlite3
from pathlib import Path
import pytest
from sessionlog.backends.sqlite import migrations
from sessionlog.core.errors import InvalidSearchError
from sessionlog.ops.search import search
from sessionlog.connect import open_store
from sessionlog.store import Store


def _ids(store: Store, query: str, **kw) -> set[str]:
    return {h.entry for h in search(store, query, **kw)}


def test_migration_backfills_entries_stored_before_it(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    saved = migrations.MIGRATIONS[:]
    try:
        migrations.MIGRATIONS[:] = [m for m in saved if m[0] != "m002_search"]
        with open_store(path) as old:
            s = old.create_session(cwd="/x")
            entry = s.append_message({"role": "user", "content": "ancient axolotl", "timestamp": 1})
            with old.read() as tx:
                assert not tx.conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'search'").fetchone()
    finally:
        migrations.MIGRATIONS[:] = saved
    with open_store(path) as upgraded:
        assert _ids(upgraded, "axolotl") == {entry["id"]}
        later = upgraded.session(s.id).append_message({"role": "user", "content": "young axolotl", "timestamp": 2})
        assert _ids(upgraded, "axolotl") == {entry["id"], later["id"]}


def test_history_tables_stay_append_only_with_the_index(store: Store) -> None:
    s = store.create_session(cwd="/x")
    s.append_message({"role": "user", "content": "immutable", "timestamp": 1})
    conn = sqlite3.connect(store.path)
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM entries")
    conn.close()


@pytest.mark.parametrize("query", ['"unbalanced', "AND", "nosuchcolumn: x", "(a", "x'; DROP TABLE entries; --"])
def test_a_query_fts5_cannot_parse_is_an_invalid_input_error(store: Store, query: str) -> None:
    s = store.create_session(cwd="/x")
    s.append_message({"role": "user", "content": "a drop table day", "timestamp": 1})
    with pytest.raises(InvalidSearchError, match="invalid search query"):
        search(store, query)
    assert len(store.entries(s.id)) == 1
