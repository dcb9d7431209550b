"""``fork`` and ``show`` on the command line."""

from __future__ import annotations
import pytest
import strategies
from builders import assistant, label, thinking, user
from sessionlog.core.codec import parse_jsonl_text


def stored(store, entries, sid="parent-1", cwd="/proj"):
    text = strategies.to_jsonl([{"type": "session", "version": 3, "id": sid, "timestamp": "2025-01-01T00:00:00.000Z",
                                 "cwd": cwd}, *entries])
    return store.import_parsed(parse_jsonl_text(text), source="test").session


@pytest.fixture
def parent(store):
    return stored(store, [
        user("a", None, "hello"),
        thinking("t", "a", "high"),
        assistant("b", "t", "hi there", ts="2025-01-01T00:00:01Z"),
        label("l1", "b", "a", "start", ts="2025-01-01T00:00:02Z"),
        user("c", "l1", "more"),
        assistant("d", "c", "sure"),
        user("x", "b", "other branch"),
        label("l2", "x", "x", "off path"),
        label("l3", "l2", "c", "the ask", ts="2025-01-01T00:00:03Z"),
        {"type": "session_info", "id": "n1", "parentId": "l3", "timestamp": "2025-01-01T00:00:04Z",
         "name": "My session"},
    ])


# ---------------------------------------------------------------- CLI
def run(db, *args):
    from click.testing import CliRunner
    from sessionlog.cli import cli

    return CliRunner().invoke(cli, ["--db", str(db), *args])


def test_cli_fork_prints_the_new_id_and_json_names_it(store, parent):
    result = run(store.path, "fork", parent, "--at", "c")
    assert result.exit_code == 0, result.output
    child = result.stdout.strip()
    assert store.header(child)["parentSession"] == parent
    as_json = run(store.path, "fork", parent[:6], "--at", "d", "--json")
    doc = __import__("json").loads(as_json.stdout)
    assert doc["parent"] == parent and doc["at"] == "d" and store.head(doc["session"]) == doc["head"]


def test_cli_fork_of_an_unknown_entry_exits_1_with_a_message(store, parent):
    result = run(store.path, "fork", parent, "--at", "nope")
    assert result.exit_code == 1 and result.stderr.startswith("Error:") and "nope" in result.stderr
    assert "Traceback" not in result.output


def test_cli_show_displays_the_fork_link_both_ways(store, parent):
    child = run(store.path, "fork", parent, "--at", "c").stdout.strip()
    shown = run(store.path, "show", parent).stdout
    assert "fork" in shown and child in shown
    shown = run(store.path, "show", child).stdout
    assert "forked-from" in shown and parent in shown
