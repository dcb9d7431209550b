"""``lineage`` on the command line."""

from __future__ import annotations
import json
from click.testing import CliRunner

from support import lineage_sessions
from sessionlog import open_store
from sessionlog.cli.app import cli


def test_cli_lineage_json_and_dot(tmp_path):
    with open_store(tmp_path / "s.db") as store:
        root, child, successor = lineage_sessions(store)
    runner = CliRunner()
    out = runner.invoke(cli, ["--db", str(tmp_path / "s.db"), "lineage", child[:13], "--json"], catch_exceptions=False)
    assert out.exit_code == 0
    doc = json.loads(out.stdout)
    assert doc["session"] == child and doc["ancestors"][0]["session"] == root
    dot = runner.invoke(cli, ["--db", str(tmp_path / "s.db"), "lineage", child, "--dot"], catch_exceptions=False)
    assert dot.exit_code == 0 and dot.stdout.startswith("digraph")
    text = runner.invoke(cli, ["--db", str(tmp_path / "s.db"), "lineage", child], catch_exceptions=False)
    assert root in text.stdout and successor in text.stdout
    both = runner.invoke(cli, ["--db", str(tmp_path / "s.db"), "lineage", child, "--json", "--dot"])
    assert both.exit_code == 2
