"""Lineage across sessions: forks, rotations and branch rewrites, read from the store's annotations.

Rule of this module: the shell half of lineage. It reads the link annotations that ``forks`` and
``rewrite`` record (``fork``, ``rotated-to``, ``rewrite``) into ``dag.Link`` records; the graph and its
queries are pure (``dag.build_lineage``, ``dag.session_lineage``).
"""

from __future__ import annotations

from typing import Any

from . import codec
from .dag import Link, build_lineage, session_lineage

_KINDS = ("fork", "rotated-to", "rewrite")


def read_links(store: Any) -> list[Link]:
    """Every recorded derivation in the store, in annotation order."""
    rows = store._conn.execute(
        f"SELECT session_id, entry_id, kind, data FROM annotations WHERE kind IN ({', '.join('?' * len(_KINDS))}) "
        "ORDER BY session_id, seq", _KINDS).fetchall()
    links = []
    for session, entry, kind, raw in rows:
        data = codec.decode(raw)
        if kind == "fork" and isinstance(data.get("session"), str):
            links.append(Link("fork", session, entry, data["session"]))
        elif kind == "rotated-to" and isinstance(data.get("session"), str):
            links.append(Link("rotation", session, entry, data["session"]))
        elif kind == "rewrite" and isinstance(data.get("rewrites"), str) and entry is not None:
            links.append(Link("rewrite", session, data["rewrites"], session, entry, data.get("reason")))
    return links


def lineage(store: Any, session_id: str) -> dict[str, Any]:
    """``{"session", "ancestors", "descendants", "rewrites"}`` for one session."""
    return {"session": session_id, **session_lineage(build_lineage(read_links(store)), session_id)}


def to_dot(store: Any, session_id: str) -> str:
    """The session-level lineage around ``session_id`` as Graphviz DOT."""
    found = lineage(store, session_id)
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
