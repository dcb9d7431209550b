"""Full-text search: every path that stores an entry indexes its text (trigger from m002_search), the
ranking is BM25, a bad query is a clear error, and the migration backfills an older database."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from builders import (
    assistant,
    assistant_message,
    branch_summary,
    compaction,
    header,
    user,
)
from click.testing import CliRunner
from sessionlog.cli import cli

from sessionlog import migrations
from sessionlog.codec import parse_jsonl_text
from sessionlog.search import InvalidSearchError, search
from sessionlog.store import Store


def _hits(store: Store, query: str, **kw) -> list[tuple[str, str]]:
    return [(h.entry, h.snippet) for h in search(store, query, **kw)]


def _ids(store: Store, query: str, **kw) -> set[str]:
    return {h.entry for h in search(store, query, **kw)}


def test_each_kind_of_text_is_indexed_and_nothing_else(store: Store) -> None:
    s = store.create_session(cwd="/x")
    u = s.append_message({"role": "user", "content": "where do penguins live", "timestamp": 1})
    m = assistant_message("penguins live in the south")
    m["content"][:0] = [{"type": "thinking", "thinking": "recall glaciers"}]
    m["content"].append({"type": "toolCall", "id": "c1", "name": "bash", "arguments": {"cmd": "zebra"}})
    a = s.append_message(m)
    t = s.append_message({"role": "toolResult", "toolCallId": "c1", "toolName": "bash",
                          "content": [{"type": "text", "text": "walrus.txt"}], "isError": False, "timestamp": 3})
    b = s.append_message({"role": "bashExecution", "command": "echo narwhal", "output": "beluga", "exitCode": 0,
                          "cancelled": False, "truncated": False, "timestamp": 4})
    c = s.append_custom_message("note", [{"type": "image", "data": "AAAA", "mimeType": "image/png"},
                                         {"type": "text", "text": "orca sighting"}])
    s.append_model_change("anthropic", "seal-model")
    assert _ids(store, "penguins") == {u["id"], a["id"]}
    assert _ids(store, "glaciers") == {a["id"]}  # thinking is indexed
    assert _ids(store, "walrus") == {t["id"]}
    assert _ids(store, "narwhal") == _ids(store, "beluga") == {b["id"]}
    assert _ids(store, "orca") == {c["id"]}
    assert _ids(store, "zebra") == set()  # tool-call arguments are not message text
    assert _ids(store, "seal") == set()  # nor are model changes


def test_summaries_are_indexed_and_batches_index_every_entry(store: Store) -> None:
    s = store.create_session(cwd="/x")
    stored = store.append_many(s.id, [
        {"type": "message", "message": {"role": "user", "content": "alpha", "timestamp": 1}},
        {"type": "message", "message": {"role": "user", "content": "beta", "timestamp": 2}},
    ])
    assert [_ids(store, w) for w in ("alpha", "beta")] == [{stored[0]["id"]}, {stored[1]["id"]}]
    comp = s.append_compaction("gamma summary", stored[1]["id"], 10)
    bs = s.branch_with_summary(stored[0]["id"], "delta summary")
    assert _ids(store, "gamma") == {comp["id"]}
    assert _ids(store, "delta") == {bs["id"]}


def test_import_indexes_every_line(store: Store) -> None:
    lines = [header("imp"), user("u1", None, "kestrel"), compaction("c1", "u1", "falcon notes", "u1"),
             branch_summary("b1", "u1", "c1", "osprey"), assistant("a1", "b1", "kestrel again")]
    text = "\n".join(json.dumps(line) for line in lines)
    store.import_parsed(parse_jsonl_text(text.encode()), source="mem")
    assert _ids(store, "kestrel") == {"u1", "a1"}
    assert _ids(store, "falcon") == {"c1"} and _ids(store, "osprey") == {"b1"}


def test_results_are_ranked_by_bm25_and_limited_and_scoped(store: Store) -> None:
    one, two = store.create_session(cwd="/a"), store.create_session(cwd="/b")
    weak = one.append_message({"role": "user", "content": "lemur " + "filler " * 40, "timestamp": 1})
    strong = two.append_message({"role": "user", "content": "lemur lemur lemur", "timestamp": 1})
    hits = search(store, "lemur")
    assert [h.entry for h in hits] == [strong["id"], weak["id"]]
    assert hits[0].score <= hits[1].score and hits[0].session == two.id and hits[0].role == "user"
    assert "[lemur]" in hits[0].snippet
    assert [h.entry for h in search(store, "lemur", limit=1)] == [strong["id"]]
    assert [h.entry for h in search(store, "lemur", session=one.id)] == [weak["id"]]


@pytest.mark.parametrize("query", ['"unbalanced', "AND", "nosuchcolumn: x", "(a", "   "])
def test_an_invalid_query_is_an_invalid_input_error(store: Store, query: str) -> None:
    store.create_session(cwd="/x").append_message({"role": "user", "content": "a", "timestamp": 1})
    with pytest.raises(InvalidSearchError, match="invalid search query"):
        search(store, query)


def test_query_text_is_a_bound_parameter(store: Store) -> None:
    s = store.create_session(cwd="/x")
    s.append_message({"role": "user", "content": "it's a drop table day", "timestamp": 1})
    assert len(_hits(store, "\"drop table\"")) == 1
    with pytest.raises(InvalidSearchError):
        search(store, "x'; DROP TABLE entries; --")
    assert store.db.conn.execute("SELECT count(*) FROM entries").fetchone()[0] == 1


def test_migration_backfills_entries_stored_before_it(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    saved = migrations.MIGRATIONS[:]
    try:
        migrations.MIGRATIONS[:] = [m for m in saved if m[0] != "m002_search"]
        with Store(path) as old:
            s = old.create_session(cwd="/x")
            entry = s.append_message({"role": "user", "content": "ancient axolotl", "timestamp": 1})
            assert not old.db.conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'search'").fetchone()
    finally:
        migrations.MIGRATIONS[:] = saved
    with Store(path) as upgraded:
        assert _ids(upgraded, "axolotl") == {entry["id"]}
        later = upgraded.session(s.id).append_message({"role": "user", "content": "young axolotl", "timestamp": 2})
        assert _ids(upgraded, "axolotl") == {entry["id"], later["id"]}


def test_history_tables_stay_append_only_with_the_index(store: Store) -> None:
    s = store.create_session(cwd="/x")
    s.append_message({"role": "user", "content": "immutable", "timestamp": 1})
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        store.db.conn.execute("DELETE FROM entries")


# ---------------------------------------------------------------- CLI
def _run(db: str, *args: str):
    return CliRunner().invoke(cli, ["--db", db, *args], catch_exceptions=False)


def test_cli_search_json_text_and_errors(tmp_path: Path) -> None:
    db = str(tmp_path / "s.db")
    with Store(db) as st:
        s = st.create_session(cwd="/x")
        e = s.append_message({"role": "user", "content": "find the quokka", "timestamp": 1})
    result = _run(db, "search", "quokka", "--json")
    assert result.exit_code == 0, result.stderr
    assert [(h["session"], h["entry"], h["role"]) for h in json.loads(result.stdout)] == [(s.id, e["id"], "user")]
    text = _run(db, "search", "quokka", "--session", s.id[:8])
    assert text.exit_code == 0 and e["id"] in text.stdout and "[quokka]" in text.stdout
    none = _run(db, "search", "wombat")
    assert none.exit_code == 0 and none.stdout == "" and "No entries match" in none.stderr
    bad = _run(db, "search", '"unbalanced')
    assert bad.exit_code == 1 and "Traceback" not in bad.stderr + bad.stdout
    assert bad.stderr.startswith("Error: invalid search query: ")
