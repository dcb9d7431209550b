"""Lineage read from a store (conformance)."""

from __future__ import annotations
from sessionlog.ops.lineage import lineage


def test_a_session_without_links_has_an_empty_lineage(store):
    lone = store.create_session(cwd="/")
    assert lineage(store, lone.id) == {"session": lone.id, "ancestors": [], "descendants": [], "rewrites": []}
