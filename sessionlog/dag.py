"""Tree and DAG queries over entries (the only module that uses networkx).

Rule of this module: pure functions over JSON entry objects in file (append) order. Semantics follow
Pi 0.73.1's session manager: every entry is a node; an entry whose ``parentId`` is null, its own id
or unknown is a root; children are ordered by entry timestamp, ties by file order (``getTree``);
labels resolve by replaying ``label`` entries in file order (a truthy label sets, a falsy one clears).

``check_history`` is the structural gate used by import and ``verify``: it sorts findings into
problems (refused: duplicate ids, cycles, self-parents, entries without a string id) and warnings
(accepted and recorded: dangling parents, which read as roots, and unresolved ``firstKeptEntryId``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from .codec import js_date_ms

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


def branch_points(entries: Sequence[Entry]) -> list[str]:
    """Entries with two or more children, in file order."""
    graph = build_graph(entries)
    return [e["id"] for e in entries if graph.out_degree(e["id"]) > 1]


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


def common_ancestor(entries: Sequence[Entry], a: str, b: str) -> str | None:
    """The lowest common ancestor of two entries (an entry is its own ancestor), or None."""
    import networkx as nx

    return nx.lowest_common_ancestor(build_graph(entries), a, b)


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


# ---------------------------------------------------------------- structural check
@dataclass
class HistoryReport:
    problems: list[str] = field(default_factory=list)  # refused
    warnings: list[str] = field(default_factory=list)  # accepted and recorded
    warnings_by_id: dict[str, list[str]] = field(default_factory=dict)  # the same warnings, per entry id

    problem_ids: list[str | None] = field(default_factory=list)  # the entry each problem is about

    def refuse(self, entry_id: str | None, text: str) -> None:
        self.problems.append(text)
        self.problem_ids.append(entry_id)

    def warn(self, entry_id: str, text: str) -> None:
        self.warnings.append(text)
        self.warnings_by_id.setdefault(entry_id, []).append(text)

    @property
    def ok(self) -> bool:
        return not self.problems


def check_history(entries: Sequence[Entry]) -> HistoryReport:
    """Structural validity of a whole history, sorted into problems and warnings (DESIGN §2.6)."""
    report = HistoryReport()
    ids: dict[str, int] = {}
    for i, entry in enumerate(entries):
        entry_id = entry.get("id")
        if not isinstance(entry_id, str) or not entry_id:
            report.refuse(None, f"entry #{i + 1}: no string id")
            continue
        if entry_id in ids:
            report.refuse(entry_id, f"entry {entry_id}: duplicate id (first at entry #{ids[entry_id] + 1})")
            continue
        ids[entry_id] = i
        parent = entry.get("parentId")
        if parent is not None and not isinstance(parent, str):
            report.refuse(entry_id, f"entry {entry_id}: parentId is not a string or null")
    if report.problems:
        return report
    for entry in entries:
        parent = entry.get("parentId")
        if parent == entry["id"]:
            report.refuse(entry["id"], f"entry {entry['id']}: is its own parent")
        elif parent is not None and parent not in ids:
            report.warn(entry["id"], f"entry {entry['id']}: parent {parent} does not exist (read as a root)")
    parent_of = {e["id"]: e.get("parentId") for e in entries if e.get("parentId") in ids}
    cycle = _find_cycle(parent_of)
    if cycle:
        report.refuse(cycle[0], "entries " + " -> ".join(cycle) + ": parentId cycle")
        return report
    for entry in entries:
        if entry.get("type") != "compaction":
            continue
        kept = entry.get("firstKeptEntryId")
        if kept == entry["id"]:
            continue
        if not isinstance(kept, str) or not _is_ancestor(parent_of, kept, entry["id"]):
            report.warn(
                entry["id"],
                f"entry {entry['id']}: compaction firstKeptEntryId {kept!r} is not on its path "
                "(the view keeps nothing before it)"
            )
    return report


def _find_cycle(parent_of: Mapping[str, str]) -> list[str] | None:
    """A parent-pointer cycle (each node has at most one parent), or None; O(n)."""
    state: dict[str, int] = {}  # 1 = on the current walk, 2 = known acyclic
    for start in parent_of:
        walk: list[str] = []
        node: str | None = start
        while node is not None and state.get(node) is None:
            state[node] = 1
            walk.append(node)
            node = parent_of.get(node)
        if node is not None and state.get(node) == 1:
            return walk[walk.index(node):] + [node]
        for n in walk:
            state[n] = 2
    return None


def _is_ancestor(parent_of: Mapping[str, str], ancestor: str, entry_id: str) -> bool:
    """Whether ``ancestor`` lies strictly before ``entry_id`` on its path."""
    node = parent_of.get(entry_id)
    while node is not None:
        if node == ancestor:
            return True
        node = parent_of.get(node)
    return False


# ---------------------------------------------------------------- lineage across sessions
@dataclass(frozen=True)
class Link:
    """One recorded derivation: ``source`` (session, entry) gave rise to ``target`` (session, entry).

    ``kind`` is ``fork`` or ``rotation`` (a new session from an entry of another) or ``rewrite`` (a
    copy of an entry, in the same session, made by branch-rewrite truncation); ``reason`` says more
    (for a rewrite: ``truncated`` or ``copied``)."""

    kind: str
    source_session: str
    source_entry: str | None
    target_session: str
    target_entry: str | None = None
    reason: str | None = None


def build_lineage(links: Iterable[Link]):
    """One ``networkx.MultiDiGraph`` over sessions and entries: session nodes ``("session", id)``,
    entry nodes ``("entry", session, id)``; an entry points to its session (``kind="in"``); each link
    is an edge from the source (its entry, or its session) to the target (its entry, or its session)."""
    import networkx as nx

    graph = nx.MultiDiGraph()

    def node(session: str, entry: str | None):
        graph.add_node(("session", session))
        if entry is None:
            return ("session", session)
        key = ("entry", session, entry)
        if key not in graph:
            graph.add_edge(key, ("session", session), kind="in")
        return key

    for link in links:
        graph.add_edge(node(link.source_session, link.source_entry), node(link.target_session, link.target_entry),
                       kind=link.kind, reason=link.reason)
    return graph


def session_lineage(graph, session: str) -> dict[str, list[dict[str, Any]]]:
    """Sessions that ``session`` derives from (ancestors) and that derive from it (descendants), each
    with the link kind, the entry it was derived at and its distance, plus the rewrites inside it."""
    import networkx as nx

    start = ("session", session)
    if start not in graph:
        return {"ancestors": [], "descendants": [], "rewrites": []}
    sessions = nx.MultiDiGraph()
    for u, v, data in graph.edges(data=True):
        if data["kind"] in ("fork", "rotation"):
            sessions.add_edge(u[1], v[1], kind=data["kind"], entry=u[2] if u[0] == "entry" else None)

    def walk(reverse: bool) -> list[dict[str, Any]]:
        if session not in sessions:
            return []
        view = sessions.reverse(copy=False) if reverse else sessions
        out = []
        for other, depth in sorted(nx.single_source_shortest_path_length(view, session).items(),
                                   key=lambda kv: (kv[1], kv[0])):
            if depth == 0:
                continue
            pred = next(iter(nx.shortest_path(view, session, other)[-2:-1]))
            edge = next(iter(sessions.get_edge_data(*((other, pred) if reverse else (pred, other))).values()))
            out.append({"session": other, "kind": edge["kind"], "entry": edge["entry"], "depth": depth,
                        "via": pred})
        return out

    rewrites = [{"from": u[2], "to": v[2], "reason": data.get("reason")}
                for u, v, data in graph.edges(data=True)
                if data["kind"] == "rewrite" and u[0] == "entry" and u[1] == session and v[0] == "entry"]
    return {"ancestors": walk(True), "descendants": walk(False), "rewrites": rewrites}
