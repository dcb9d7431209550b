"""Lineage across sessions on a hand-built store: forks, rotations and rewrites, both directions."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from sessionlog import import_paths, open_store
from sessionlog.cli.app import cli
from sessionlog.forks import fork, rotate
from sessionlog.lineage import lineage, to_dot
from sessionlog.rewrite import RewriteSettings, apply_rewrite, plan_session_rewrite

DEMO = Path(__file__).resolve().parent.parent / "sessionlog" / "examples" / "demo.jsonl"


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


def test_ancestors_and_descendants_cross_sessions(tmp_path):
    store, root, child, successor = build(tmp_path)
    mid = lineage(store, child)
    assert [(a["session"], a["kind"], a["entry"]) for a in mid["ancestors"]] == [(root, "fork", "a0000006")]
    assert [(d["session"], d["kind"]) for d in mid["descendants"]] == [(successor, "rotation")]
    assert any(r["reason"] == "truncated" for r in mid["rewrites"])
    top = lineage(store, root)
    assert [(d["session"], d["depth"]) for d in top["descendants"]] == [(child, 1), (successor, 2)]
    assert top["ancestors"] == [] and top["rewrites"] == []
    last = lineage(store, successor)
    assert [(a["session"], a["depth"]) for a in last["ancestors"]] == [(child, 1), (root, 2)]


def test_a_session_without_links_has_an_empty_lineage(tmp_path):
    store = open_store(tmp_path / "s.db")
    lone = store.create_session(cwd="/")
    assert lineage(store, lone.id) == {"session": lone.id, "ancestors": [], "descendants": [], "rewrites": []}


def test_dot_names_every_related_session_and_link(tmp_path):
    store, root, child, successor = build(tmp_path)
    dot = to_dot(store, child)
    assert dot.startswith("digraph lineage {") and dot.rstrip().endswith("}")
    assert f'"{root}" -> "{child}" [label="fork at a0000006"]' in dot
    assert f'"{child}" -> "{successor}" [label="rotation at ' in dot
    assert "rewritten copies" in dot


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
