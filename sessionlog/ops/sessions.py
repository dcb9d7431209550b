"""``new``, ``sessions``, ``show``, ``tree``, ``log``, ``view``, ``head``, ``verify``: sessions and their reads.

Rule of this module: one function per verb, each returning the document the CLI prints with ``--json``
(``ops.results``) and the service returns.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator
from typing import Any

import msgspec

from ..core import dag
from ..core.names import DEFAULT_HEAD, FORKED_FROM, LINK_KINDS, ROTATED_FROM
from ..core.view import View
from ..store import UNSET, Store, VerifyReport
from .resolve import resolve_entry, resolve_session  # noqa: F401 - the CLI's SESSION and ENTRY
from .results import Counts, Label, NewSession, SessionLink, SessionRow, ShowOutput, TreeNode, TreeOutput


def new_session(store: Store, *, cwd: str | None = None) -> NewSession:
    """A new, empty session (its header records ``cwd``, the current directory by default)."""
    return NewSession(session=store.create_session(cwd=cwd if cwd is not None else os.getcwd()).id)


def list_sessions(store: Store, *, tenant: str | None = None, limit: int | None = None, cwd: str | None = None,
                  name: str | None = None, since: str | None = None) -> list[SessionRow]:
    """The catalogue, most recently modified first (only ``tenant``'s when given; at most ``limit``;
    filtered by ``cwd``, ``name`` and ``since`` as ``contract.ReadTx.catalogue`` says), each row saying
    how the session came from its ``parent_session`` (``origin``: fork, rotation, or parent when only
    the header names it, e.g. a Pi fork imported from its file)."""
    with store.read() as tx:
        records = store.sessions(tenant=tenant, limit=limit, cwd=cwd, name=name, since=since)
        origins = _origins(tx, {r.id for r in records if r.parent_session is not None})
    return [SessionRow(id=r.id, name=r.name, cwd=r.cwd, created=r.created, modified=r.modified,
                       parent_session=r.parent_session, entries=r.entry_count, messages=r.message_count, head=r.head,
                       origin=origins.get(r.id, "parent") if r.parent_session is not None else None)
            for r in records]


_ORIGINS = {FORKED_FROM: "fork", ROTATED_FROM: "rotation"}


def _origins(tx: Any, ids: set[str]) -> dict[str, str]:
    """How each of ``ids`` was derived, from its ``forked-from`` / ``rotated-from`` link."""
    if not ids:
        return {}
    return {a.session_id: _ORIGINS[a.kind] for a in tx.annotations_of_kinds(tuple(_ORIGINS))
            if a.session_id in ids}


def links(store: Store, session_id: str) -> list[SessionLink]:
    """The fork and rotation links recorded on a session, in the order they were recorded."""
    found = []
    for a in store.annotations(session_id):
        if a["kind"] in LINK_KINDS:
            data = a["data"] if isinstance(a["data"], dict) else {}
            found.append(SessionLink(kind=a["kind"], entry=a["entry"], session=data.get("session")))
    return found


def show(store: Store, session_id: str) -> ShowOutput:
    """A session's header, heads, counts by entry type, labels, name and links."""
    entries = store.entries(session_id)
    by_type = Counter(str(e.get("type")) for e in entries)
    labels = [Label(entry=target, label=found["label"], timestamp=found.get("timestamp"))
              for target, found in dag.resolve_labels(entries).items()]
    return ShowOutput(
        session=session_id, name=store.catalogue(session_id).name, header=store.header(session_id),
        heads=store.heads(session_id),
        counts=Counts(entries=len(entries), messages=by_type.get("message", 0), by_type=dict(by_type)),
        labels=labels, annotations=len(store.annotations(session_id)), links=links(store, session_id))


def verify(store: Store, session_id: str | None = None) -> VerifyReport:
    """Recheck every hash and invariant of one session or the whole store."""
    return store.verify(session_id)


class SessionTree(msgspec.Struct, frozen=True, kw_only=True):
    """``tree``: every entry in append order, the roots of Pi's ``getTree``, the heads, the name, and the
    ids on the main head's path."""

    session: str
    name: str | None
    entries: list[dict[str, Any]]
    roots: list[Any]  # core.dag.TreeNode
    heads: dict[str, str | None]
    path: frozenset[str] = frozenset()


def tree(store: Store, session_id: str) -> SessionTree:
    """A session's whole tree, read in one snapshot."""
    with store.read():
        entries = store.entries(session_id)
        heads = store.heads(session_id)
        name = store.catalogue(session_id).name
    return SessionTree(session=session_id, name=name, entries=entries, roots=dag.build_tree(entries), heads=heads,
                       path=head_path(entries, heads.get(DEFAULT_HEAD)))


def head_path(entries: list[dict[str, Any]], leaf: str | None) -> frozenset[str]:
    """The ids on the path from the root to ``leaf`` (parent links as Pi follows them; an unknown parent
    ends the path), without building a graph."""
    parents = {e["id"]: e.get("parentId") for e in entries}
    path: set[str] = set()
    at = leaf
    while isinstance(at, str) and at in parents and at not in path:
        path.add(at)
        at = parents[at]
    return frozenset(path)


def tree_document(found: SessionTree) -> TreeOutput:
    """``tree --json``: the flat ``TreeOutput`` (nodes depth first, parents before children)."""
    nodes: list[TreeNode] = []
    stack: list[tuple[Any, str | None, int]] = [(root, None, 0) for root in reversed(found.roots)]
    while stack:
        node, parent, depth = stack.pop()
        entry = node.entry
        message = entry.get("message")
        role = message.get("role") if entry.get("type") == "message" and isinstance(message, dict) else None
        kind = entry.get("type")
        nodes.append(TreeNode(id=entry["id"], parent=parent, children=[c.entry["id"] for c in node.children],
                              depth=depth, type=kind if isinstance(kind, str) else None,
                              role=role if isinstance(role, str) else None, label=node.label,
                              on_head_path=entry["id"] in found.path))
        stack.extend((child, entry["id"], depth + 1) for child in reversed(node.children))
    return TreeOutput(session=found.session, heads=found.heads, roots=[r.entry["id"] for r in found.roots],
                      nodes=nodes)


def log(store: Store, session_id: str) -> Iterator[dict[str, Any]]:
    """Every entry in append order, streamed a page at a time (``log --nl``)."""
    return store.iter_entries(session_id)


class ViewAt(msgspec.Struct, frozen=True, kw_only=True):
    """``view``: the entry the view was built at (None: an empty head) and the view there."""

    session: str
    at: str | None
    view: View


def view(store: Store, session_id: str, *, leaf: Any = UNSET, head: str = DEFAULT_HEAD) -> ViewAt:
    """The view at ``leaf`` (an entry id; None: the empty view), else at ``head``, in one snapshot."""
    with store.read():
        at = store.head(session_id, head) if leaf is UNSET else leaf
        return ViewAt(session=session_id, at=at, view=store.view(session_id, at))


def head(store: Store, session_id: str, name: str = DEFAULT_HEAD) -> str | None:
    """The entry a head points at (None: empty)."""
    return store.head(session_id, name)
