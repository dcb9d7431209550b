"""``fork`` and ``show`` on the command line."""

from __future__ import annotations
import pytest
from functools import partial

from support import FORKED, stored

stored = partial(stored, sid="parent-1")


@pytest.fixture
def parent(store):
    return stored(store, FORKED)


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
