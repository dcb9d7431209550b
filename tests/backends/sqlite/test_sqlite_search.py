"""The SQLite search index (m005_search_v2): the migration that rebuilds it, raw FTS5 queries, history
tables still append-only beside it, and searching a store that cannot be written (read-only, busy) or
whose disk is full."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from sessionlog.backends.sqlite import migrations
from sessionlog.backends.sqlite import search as sqlite_search
from sessionlog.connect import open_store
from sessionlog.core.errors import InvalidSearchError, StoreError
from sessionlog.ops.search import search
from sessionlog.store import Store


def _ids(store: Store, query: str, **kw) -> set[str]:
    return {h.entry for h in search(store, query, **kw)}


def _tool_call(name: str, **arguments: str) -> dict:
    return {"role": "assistant", "content": [{"type": "toolCall", "id": "c1", "name": name, "arguments": arguments}],
            "api": "x", "provider": "p", "model": "m", "stopReason": "toolUse", "timestamp": 1,
            "usage": {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
                      "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}}


def test_m005_rebuilds_the_index_of_a_database_searched_before_it(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    saved = migrations.MIGRATIONS[:]
    try:
        migrations.MIGRATIONS[:] = [m for m in saved if m[0] != "m005_search_v2"]
        with open_store(path) as old:
            s = old.create_session(cwd="/x")
            entry = s.append_message({"role": "user", "content": "ancient axolotl", "timestamp": 1})
            call = s.append_message(_tool_call("read", path="src/axolotl.py"))
            with old.write() as tx:  # what m002's search did: index, into the old table
                tx.conn.execute("INSERT INTO search (text, body_hash) SELECT 'ancient axolotl', body_hash "
                                "FROM entries WHERE id = ?", (entry["id"],))
                tx.conn.execute("UPDATE search_state SET indexed_rowid = (SELECT max(rowid) FROM bodies)")
    finally:
        migrations.MIGRATIONS[:] = saved
    with open_store(path) as upgraded:
        with upgraded.read() as tx:
            tables = {r[0] for r in tx.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            assert "search" not in tables and {"search_docs", "search_trigram", "search_words"} <= tables
            assert tx.conn.execute("SELECT indexed_rowid FROM search_state").fetchone() == (0,)
        assert _ids(upgraded, "axolotl") == {entry["id"], call["id"]}  # the tool call is indexed now
        assert _ids(upgraded, "src/axolotl.py") == {call["id"]}
        later = upgraded.session(s.id).append_message({"role": "user", "content": "young axolotl", "timestamp": 2})
        assert _ids(upgraded, "axolotl") == {entry["id"], call["id"], later["id"]}
        with upgraded.read() as tx:  # each body's text is stored once, for both indexes
            assert tx.conn.execute("SELECT count(*) FROM search_docs").fetchone() == (3,)


def test_history_tables_stay_append_only_with_the_index(store: Store) -> None:
    s = store.create_session(cwd="/x")
    s.append_message({"role": "user", "content": "immutable", "timestamp": 1})
    search(store, "immutable")
    conn = sqlite3.connect(store.path)
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM entries")
    conn.close()


def test_raw_queries_are_fts5_syntax_over_words(store: Store) -> None:
    s = store.create_session(cwd="/x")
    a = s.append_message({"role": "user", "content": "the partial refund failed", "timestamp": 1})
    b = s.append_message({"role": "user", "content": "refunds are partial", "timestamp": 2})
    assert _ids(store, "refund*", fts=True) == {a["id"], b["id"]}
    assert _ids(store, "refund", fts=True) == {a["id"]}  # words, not substrings
    assert _ids(store, '"partial refund"', fts=True) == {a["id"]}
    assert _ids(store, "NEAR(partial failed, 2)", fts=True) == {a["id"]}
    assert _ids(store, "refunds OR failed", fts=True) == {a["id"], b["id"]}
    assert _ids(store, "partial NOT refunds", fts=True) == {a["id"]}
    assert search(store, "failed", fts=True)[0].snippet == "the partial refund [failed]"


@pytest.mark.parametrize("query", ['"unbalanced', "AND", "nosuchcolumn: x", "(a", "x'; DROP TABLE entries; --",
                                   "refund-endpoint"])
def test_a_raw_query_fts5_cannot_parse_is_an_invalid_search_error(store: Store, query: str) -> None:
    s = store.create_session(cwd="/x")
    s.append_message({"role": "user", "content": "a drop table day", "timestamp": 1})
    with pytest.raises(InvalidSearchError, match="invalid search query"):
        search(store, query, fts=True)
    assert len(store.entries(s.id)) == 1
    search(store, query)  # the same text is a literal query: no error


def _read_only(store: Store) -> None:
    """Make the connection refuse writes the way a read-only file or folder does (SQLITE_READONLY)
    (chmod is no test under root, which may write anything)."""
    store.backend._conn.execute("PRAGMA query_only = 1")


def test_a_read_only_store_is_searched_whole_without_indexing(tmp_path: Path) -> None:
    """Before: search always wrote the index first, so a read-only store could not be searched and
    the error said the database was read-only."""
    path = tmp_path / "ro.db"
    with open_store(path) as store:
        s = store.create_session(cwd="/x")
        indexed = s.append_message({"role": "user", "content": "indexed refund-endpoint 退款", "timestamp": 1})
        assert _ids(store, "refund-endpoint") == {indexed["id"]}
        later = s.append_message({"role": "user", "content": "later refund-endpoint 退款", "timestamp": 2})
        also = s.append_message(_tool_call("grep", pattern="refund-endpoint"))
    with open_store(path) as store:
        _read_only(store)
        expected = {indexed["id"], later["id"], also["id"]}
        assert _ids(store, "refund-endpoint") == expected  # the index, and the bodies after it, read directly
        assert _ids(store, "退款") == {indexed["id"], later["id"]}
        assert {h.on_head_path for h in search(store, "later")} == {True}
        with pytest.raises(StoreError, match="a raw \\(--fts\\) query needs the index"):
            search(store, "refund", fts=True)
        with store.read() as tx:  # nothing was written
            assert tx.conn.execute("SELECT count(*) FROM search_docs").fetchone() == (1,)
    with open_store(path) as store:
        assert _ids(store, "refund-endpoint") == expected  # writable again: indexed now
        _read_only(store)
        assert _ids(store, "endpoint", fts=True) == expected  # an index up to date needs no write


def test_a_store_another_writer_holds_is_searched_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "busy.db"
    with open_store(path) as store:
        s = store.create_session(cwd="/x")
        e = s.append_message({"role": "user", "content": "busy refund", "timestamp": 1})
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # an import in progress, say
    try:
        with open_store(path, busy_timeout=0.05) as store:
            assert _ids(store, "refund") == {e["id"]}
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def _full(*_args, **_kwargs):
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorcode, error.sqlite_errorname = 13, "SQLITE_FULL"
    raise error


def test_a_full_disk_while_indexing_says_the_disk_is_full(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """ENOSPC while the index catches up (a test double at the SQL boundary raises SQLITE_FULL, as
    SQLite does after rolling the statement back): the error says so, not that the file may be damaged,
    and nothing is half written."""
    s = store.create_session(cwd="/x")
    s.append_message({"role": "user", "content": "disk", "timestamp": 1})
    monkeypatch.setattr(sqlite_search, "catch_up", _full)
    with pytest.raises(StoreError) as raised:
        search(store, "disk")
    message = str(raised.value)
    assert "the disk is full" in message and "damaged" not in message and "rollback" not in message
    monkeypatch.undo()
    assert len(search(store, "disk")) == 1  # with room again, the same search indexes and answers


def test_a_full_disk_says_so_on_the_command_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from sessionlog.cli import cli

    db = tmp_path / "full.db"
    with open_store(db) as store:
        store.create_session(cwd="/x").append_message({"role": "user", "content": "disk", "timestamp": 1})
    monkeypatch.setattr(sqlite_search, "catch_up", _full)
    result = CliRunner().invoke(cli, ["--db", str(db), "search", "disk"])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert "the disk is full" in result.stderr and "damaged" not in result.stderr
