"""``lineage``: where a session came from and what came of it (forks, rotations, branch rewrites).

Rule of this module: read the link annotations that forks, rotations and rewrites record (``fork``,
``rotated-to``, ``rewrite``) into ``core.lineage.Link`` records; the graph and its queries are pure
(``core.lineage``).
"""

from __future__ import annotations

from typing import Any

from ..core.lineage import Link, build_lineage, session_lineage, to_dot
from ..core.names import FORK, REWRITE, ROTATED_TO
from ..store import Store, reads

_KINDS = (FORK, ROTATED_TO, REWRITE)


def read_links(store: Store) -> list[Link]:
    """Every recorded derivation in the store, in annotation order."""
    links = []
    with store.read() as tx:
        for a in tx.annotations_of_kinds(_KINDS):
            data = reads.decode_stored(a.data, "an annotation", tx.location)
            if not isinstance(data, dict):
                continue
            if a.kind == FORK and isinstance(data.get("session"), str):
                links.append(Link("fork", a.session_id, a.entry_id, data["session"]))
            elif a.kind == ROTATED_TO and isinstance(data.get("session"), str):
                links.append(Link("rotation", a.session_id, a.entry_id, data["session"]))
            elif a.kind == REWRITE and isinstance(data.get("rewrites"), str) and a.entry_id is not None:
                links.append(Link("rewrite", a.session_id, data["rewrites"], a.session_id, a.entry_id,
                                  data.get("reason")))
    return links


def lineage(store: Store, session_id: str) -> dict[str, Any]:
    """``{"session", "ancestors", "descendants", "rewrites"}`` for one session."""
    return {"session": session_id, **session_lineage(build_lineage(read_links(store)), session_id)}


def lineage_dot(store: Store, session_id: str) -> str:
    """The session-level lineage around ``session_id`` as Graphviz DOT."""
    return to_dot(lineage(store, session_id))
