"""Lineage across sessions on a hand-built store: forks, rotations and rewrites, both directions."""


from __future__ import annotations
from pathlib import Path
from sessionlog import import_paths, open_store
from sessionlog.ops.forks import fork, rotate
from sessionlog.ops.lineage import lineage, lineage_dot as to_dot
from sessionlog.core.rewrite import RewriteSettings
from sessionlog.ops.rewrite import apply_rewrite, plan_session_rewrite


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


def test_dot_names_every_related_session_and_link(tmp_path):
    store, root, child, successor = build(tmp_path)
    dot = to_dot(store, child)
    assert dot.startswith("digraph lineage {") and dot.rstrip().endswith("}")
    assert f'"{root}" -> "{child}" [label="fork at a0000006"]' in dot
    assert f'"{child}" -> "{successor}" [label="rotation at ' in dot
    assert "rewritten copies" in dot
