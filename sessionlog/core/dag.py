"""Tree and DAG queries over entries (the only module that uses networkx).

Rule of this module: pure functions over JSON entry objects in file (append) order. Semantics follow
Pi 0.73.1's session manager: every entry is a node; an entry whose ``parentId`` is null, its own id
or unknown is a root; children are ordered by entry timestamp, ties by file order (``getTree``);
labels resolve by replaying ``label`` entries in file order (a truthy label sets, a falsy one clears).

The structural gate of import and ``verify`` is ``sessionlog.core.tiers``; lineage across sessions is
``sessionlog.core.lineage``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from .jsvalues import js_date_ms

Entry = Mapping[str, Any]


def build_graph(entries: Sequence[Entry]):
    """parent → child edges (a ``networkx.DiGraph``) for every entry whose parent is known."""
    import networkx as nx  # imported on use: it is slow to import and most commands never need it

    graph = nx.DiGraph()
    for order, entry in enumerate(entries):
        graph.add_node(entry["id"], order=order)
    for entry in entries:
        parent = entry.get("parentId")
        if isinstance(parent, str) and parent != entry["id"] and parent in graph:
            graph.add_edge(parent, entry["id"])
    return graph


def children(entries: Sequence[Entry], parent_id: str | None) -> list[str]:
    """Ids whose ``parentId`` equals ``parent_id``, in file order (``None`` lists the roots)."""
    if parent_id is None:
        return roots(entries)
    return [e["id"] for e in entries if e.get("parentId") == parent_id]


def roots(entries: Sequence[Entry]) -> list[str]:
    known = {e["id"] for e in entries}
    return [
        e["id"]
        for e in entries
        if e.get("parentId") is None or e.get("parentId") == e["id"] or e.get("parentId") not in known
    ]


def leaves(entries: Sequence[Entry]) -> list[str]:
    """Entries with no children, in file order."""
    graph = build_graph(entries)
    return [e["id"] for e in entries if graph.out_degree(e["id"]) == 0]


def path_ids(entries: Sequence[Entry], leaf: str) -> list[str]:
    """Root-first ids from the root to ``leaf``."""
    graph = build_graph(entries)
    if leaf not in graph:
        raise KeyError(leaf)
    path = [leaf]
    while True:
        preds = list(graph.predecessors(path[-1]))
        if not preds:
            break
        path.append(preds[0])
    path.reverse()
    return path


def resolve_labels(entries: Iterable[Entry]) -> dict[str, dict[str, Any]]:
    """targetId → {"label", "timestamp"} after replaying every label entry in file order."""
    labels: dict[str, dict[str, Any]] = {}
    for entry in entries:
        if entry.get("type") != "label":
            continue
        target, label = entry.get("targetId"), entry.get("label")
        if not isinstance(target, str):
            continue
        if label:
            labels[target] = {"label": label, "timestamp": entry.get("timestamp")}
        else:
            labels.pop(target, None)
    return labels


def session_name(entries: Iterable[Entry]) -> str | None:
    """Pi's ``getSessionName``: the last ``session_info`` decides; a blank name clears it. ``None``
    also when no entry names the session (use ``names_session`` to tell the two apart)."""
    name = None
    for entry in entries:
        if entry.get("type") == "session_info":
            raw = entry.get("name")
            name = (raw.strip() or None) if isinstance(raw, str) else None
    return name


def names_session(entries: Iterable[Entry]) -> bool:
    return any(entry.get("type") == "session_info" for entry in entries)


@dataclass
class TreeNode:
    entry: Entry
    children: list["TreeNode"] = field(default_factory=list)
    label: str | None = None
    label_timestamp: str | None = None


def build_tree(entries: Sequence[Entry]) -> list[TreeNode]:
    """Pi's ``getTree()``: root nodes with resolved labels, children sorted by timestamp (stable)."""
    labels = resolve_labels(entries)
    nodes: dict[str, TreeNode] = {}
    for entry in entries:
        found = labels.get(entry["id"], {})
        nodes[entry["id"]] = TreeNode(entry, [], found.get("label"), found.get("timestamp"))
    top: list[TreeNode] = []
    for entry in entries:
        node = nodes[entry["id"]]
        parent = entry.get("parentId")
        if parent is None or parent == entry["id"] or parent not in nodes:
            top.append(node)
        else:
            nodes[parent].children.append(node)
    stack = list(top)
    while stack:
        node = stack.pop()
        node.children.sort(key=lambda n: js_date_ms(n.entry.get("timestamp")) or 0)
        stack.extend(node.children)
    return top
