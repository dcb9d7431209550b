"""Lineage across sessions: forks, rotations and branch rewrites as one graph (pure, networkx).

Rule of this module: pure functions over ``Link`` records. ``sessionlog.ops.lineage`` reads the link
annotations that forks, rotations and rewrites record into ``Link``s; ``build_lineage`` makes the graph
and ``session_lineage`` answers for one session; ``to_dot`` draws the session-level part.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable
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


def to_dot(found: dict[str, Any]) -> str:
    """The session-level lineage ``session_lineage`` found (with its ``session``) as Graphviz DOT."""
    session_id = found["session"]
    names = {session_id, *(a["session"] for a in found["ancestors"]), *(d["session"] for d in found["descendants"])}
    lines = ["digraph lineage {", "  rankdir=LR;", "  node [shape=box, fontname=monospace];"]
    for name in sorted(names):
        style = ", style=bold" if name == session_id else ""
        lines.append(f'  "{name}" [label="{name[:13]}"{style}];')
    for item in found["ancestors"]:
        lines.append(f'  "{item["session"]}" -> "{item["via"]}" [label="{item["kind"]} at {item["entry"]}"];')
    for item in found["descendants"]:
        lines.append(f'  "{item["via"]}" -> "{item["session"]}" [label="{item["kind"]} at {item["entry"]}"];')
    if found["rewrites"]:
        truncated = sum(1 for r in found["rewrites"] if r["reason"] == "truncated")
        lines.append(f'  "{session_id}" -> "{session_id}" [label="{len(found["rewrites"])} rewritten copies, '
                     f'{truncated} truncated"];')
    lines.append("}")
    return "\n".join(lines) + "\n"
