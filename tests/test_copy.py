"""``copy``: sessions move verbatim between every pair of backends (memory, SQLite, PostgreSQL), both
sides verify and read the same, a re-run copies only what is missing, and diverged stores are refused."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any, Callable

import msgspec
import pytest
from click.testing import CliRunner

from sessionlog import open_store
from sessionlog.cli import cli
from sessionlog.core.compaction import CompactionSettings
from sessionlog.core.errors import IdConflictError, InvalidInputError, StoreError
from sessionlog.ops.copy import copy_sessions
from sessionlog.ops.forks import fork
from sessionlog.store import Store
from sessionlog.summarizers import get_summarizer

NAMES = ["memory", "sqlite", "postgres"]
PAIRS = [p for p in itertools.permutations(NAMES, 2)]


@pytest.fixture
def opener(tmp_path: Path, request: pytest.FixtureRequest) -> Callable[[str], Store]:
    opened: list[tuple[str, Store]] = []
    counter = itertools.count()

    def open_one(name: str) -> Store:
        if name == "memory":
            store = open_store(":memory:")
        elif name == "sqlite":
            store = open_store(tmp_path / f"s{next(counter)}.db")
        else:
            store = open_store(request.getfixturevalue("pg_databases").create())
        opened.append((name, store))
        return store

    yield open_one
    for name, store in opened:
        store.close()
        if name == "postgres":
            request.getfixturevalue("pg_databases").drop(store.path)


def dump(store: Store, sid: str) -> dict[str, Any]:
    """Everything stored about ``sid``, through the contract, ``at`` times included."""
    with store.read() as tx:
        rows = list(tx.rows(sid))
        return {
            "header": tx.header(sid),
            "rows": rows,
            "bodies": {r.body_hash: tx.body(r.body_hash) for r in rows},
            "catalogue": msgspec.to_builtins(tx.catalogue(sid)),
            "heads": {name: tx.head(sid, name) for name in tx.heads(sid)},
            "head_log": msgspec.to_builtins(tx.head_log(sid)),
            "annotations": msgspec.to_builtins(tx.annotations(sid)),
        }


def busy_session(store: Store) -> tuple[str, str]:
    """A session of a tenant with branches, a compaction, labels, a name, named heads and head moves,
    chained annotations, and a fork (annotations on both sides); returns (session id, fork id)."""
    s = store.create_session(cwd="/proj", tenant="acme")
    first = s.append_message({"role": "user", "content": "hello 東京 \u0000 nul", "timestamp": 1})
    for i in range(12):
        s.append_message({"role": "user", "content": f"question {i} " + "x" * 300, "timestamp": 2 + i})
        s.append_message({"role": "assistant", "content": [{"type": "text", "text": f"answer {i}"}], "api": "a",
                          "provider": "p", "model": "m", "stopReason": "stop", "timestamp": 2 + i,
                          "usage": {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
                                    "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}})
    s.append_label(first["id"], "start")
    s.compact(get_summarizer("offline"), CompactionSettings(keep_recent_tokens=200))
    s.append({"type": "session_info", "name": "busy \u0000 session"})
    store.move_head(s.id, first["id"], name="side")
    store.append(s.id, {"type": "message", "message": {"role": "user", "content": "side", "timestamp": 50}},
                 head="side")
    store.annotate(s.id, first["id"], "note", {"why": "test"})
    store.annotate(s.id, None, "note", {"why": "chained"})
    child = fork(store, s.id, first["id"])
    return s.id, child


@pytest.mark.parametrize("source_name,destination_name", PAIRS)
def test_a_copy_is_verbatim_verifies_and_reads_the_same(opener, source_name: str, destination_name: str) -> None:
    source, destination = opener(source_name), opener(destination_name)
    sid, child = busy_session(source)
    out = copy_sessions(source, destination)
    assert out.verified and out.problems == []
    assert {c.session: c.status for c in out.sessions} == {sid: "created", child: "created"}
    assert [(r.tenant, r.annotation_count) for r in (destination.catalogue(sid), destination.catalogue(child))] == [
        ("acme", 3), ("acme", 1)]  # the fork annotates both sides
    for session in (sid, child):
        assert dump(destination, session) == dump(source, session)
        assert destination.view(session).to_pi() == source.view(session).to_pi()
        assert destination.export(session) == source.export(session)
    again = copy_sessions(source, destination)
    assert [c.status for c in again.sessions] == ["unchanged", "unchanged"]
    assert all(c.entries == c.head_moves == c.annotations == c.heads == 0 for c in again.sessions)
    assert dump(destination, sid) == dump(source, sid)


@pytest.mark.parametrize("source_name,destination_name", [("sqlite", "postgres"), ("postgres", "sqlite"),
                                                          ("memory", "postgres")])
def test_a_re_run_copies_only_what_is_missing(opener, source_name: str, destination_name: str) -> None:
    source, destination = opener(source_name), opener(destination_name)
    sid, _ = busy_session(source)
    copy_sessions(source, destination, [sid])
    s = source.session(sid)
    for i in range(3):
        s.append_message({"role": "user", "content": f"later {i}", "timestamp": 100 + i})
    source.annotate(sid, None, "note", {"later": True})
    source.move_head(sid, None, name="side")
    out = copy_sessions(source, destination, [sid[:-6]])  # a unique prefix
    [done] = out.sessions
    assert (done.status, done.entries, done.head_moves, done.annotations, done.heads) == ("extended", 3, 4, 1, 2)
    assert dump(destination, sid) == dump(source, sid) and out.verified


@pytest.mark.parametrize("source_name,destination_name", [("sqlite", "postgres"), ("postgres", "sqlite")])
def test_diverged_stores_are_refused_and_nothing_is_written(opener, source_name: str, destination_name: str) -> None:
    source, destination = opener(source_name), opener(destination_name)
    sid, _ = busy_session(source)
    copy_sessions(source, destination, [sid])
    destination.session(sid).append_message({"role": "user", "content": "only here", "timestamp": 7})
    source.session(sid).append_message({"role": "user", "content": "only there", "timestamp": 8})
    before = dump(destination, sid)
    with pytest.raises(IdConflictError, match="diverged"):
        copy_sessions(source, destination, [sid])
    assert dump(destination, sid) == before


def test_a_damaged_body_is_never_copied(opener, tmp_path: Path) -> None:
    import sqlite3

    source, destination = opener("sqlite"), opener("postgres")
    s = source.create_session(cwd="/d")
    entry = s.append_message({"role": "user", "content": "original", "timestamp": 1})
    with source.read() as tx:
        body_hash = tx.row(s.id, entry_id=entry["id"]).body_hash
    conn = sqlite3.connect(source.path)
    conn.execute("DROP TRIGGER bodies_no_update")
    conn.execute("UPDATE bodies SET data = ? WHERE hash = ?", (b'{"type":"message","message":{}}', body_hash))
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="does not match its hash"):
        copy_sessions(source, destination, [s.id])
    assert destination.sessions() == []


def test_copying_a_store_onto_itself_is_refused(opener) -> None:
    store = opener("sqlite")
    store.create_session(cwd="/x")
    with pytest.raises(InvalidInputError, match="same store"):
        copy_sessions(store, open_store(store.path))


def test_the_cli_copies_sqlite_to_postgres_and_back(tmp_path: Path, pg_databases) -> None:
    url = pg_databases.create(migrated=False)
    runner = CliRunner()
    first, back = str(tmp_path / "a.db"), str(tmp_path / "back.db")
    assert runner.invoke(cli, ["--db", first, "demo"]).exit_code == 0
    out = runner.invoke(cli, ["--db", first, "copy", "--to", url, "--json"])
    assert out.exit_code == 0, out.output
    doc = json.loads(out.stdout)
    assert doc["verified"] and [s["status"] for s in doc["sessions"]] == ["created"]
    assert runner.invoke(cli, ["--db", url, "copy", "--to", back]).exit_code == 0
    sid = doc["sessions"][0]["session"]
    exported = [runner.invoke(cli, ["--db", db, "export", sid]).stdout for db in (first, url, back)]
    assert exported[0] == exported[1] == exported[2] and exported[0]
    assert runner.invoke(cli, ["--db", back, "verify"]).exit_code == 0
    pg_databases.drop(url)
