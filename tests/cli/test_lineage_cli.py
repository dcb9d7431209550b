"""``lineage`` on the command line."""

from __future__ import annotations
import json
from pathlib import Path
from click.testing import CliRunner
from sessionlog import import_paths, open_store
from sessionlog.cli.app import cli
from sessionlog.ops.forks import fork, rotate
from sessionlog.core.rewrite import RewriteSettings
from sessionlog.ops.rewrite import apply_rewrite, plan_session_rewrite


DEMO = Path(__file__).resolve().parents[2] / "sessionlog" / "examples" / "demo.jsonl"


def build(tmp_path):
    """demo --fork at a0000006--> child --rotate--> successor; the child also gets a rewrite."""
    store = open_store(tmp_path / "s.db")
    [root] = import_paths(store, [DEMO])
    child = fork(store, root.session, "a0000006")
    store.session(child).append_message({"role": "toolResult", "toolCallId": "c9", "toolName": "read",
                                          "content": [{"type": "text", "text": "z" * 5000}], "isError": False,
                                          "timestamp": 1})
    plan = plan_session_rewrite(store, child, RewriteSettings(max_chars=500))
    assert plan is not None
    apply_rewrite(store, child, plan, expected_head=plan.head)
    successor = rotate(store, child)
    return store, root.session, child, successor


def test_cli_lineage_json_and_dot(tmp_path):
    store, root, child, successor = build(tmp_path)
    store.close()
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
