"""Lineage read from a store (conformance)."""

from __future__ import annotations
from support import lineage_sessions
from sessionlog.ops.lineage import lineage, lineage_dot


def test_a_session_without_links_has_an_empty_lineage(store):
    lone = store.create_session(cwd="/")
    assert lineage(store, lone.id) == {"session": lone.id, "ancestors": [], "descendants": [], "rewrites": []}


def test_ancestors_and_descendants_cross_sessions(store):
    root, child, successor = lineage_sessions(store)
    mid = lineage(store, child)
    assert [(a["session"], a["kind"], a["entry"]) for a in mid["ancestors"]] == [(root, "fork", "a0000006")]
    assert [(d["session"], d["kind"]) for d in mid["descendants"]] == [(successor, "rotation")]
    assert any(r["reason"] == "truncated" for r in mid["rewrites"])
    top = lineage(store, root)
    assert [(d["session"], d["depth"]) for d in top["descendants"]] == [(child, 1), (successor, 2)]
    assert top["ancestors"] == [] and top["rewrites"] == []
    last = lineage(store, successor)
    assert [(a["session"], a["depth"]) for a in last["ancestors"]] == [(child, 1), (root, 2)]


def test_dot_names_every_related_session_and_link(store):
    root, child, successor = lineage_sessions(store)
    dot = lineage_dot(store, child)
    assert dot.startswith("digraph lineage {") and dot.rstrip().endswith("}")
    assert f'"{root}" -> "{child}" [label="fork at a0000006"]' in dot
    assert f'"{child}" -> "{successor}" [label="rotation at ' in dot
    assert "rewritten copies" in dot
