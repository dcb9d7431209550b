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
from ..core.names import DEFAULT_HEAD, LINK_KINDS
from ..core.view import View
from ..store import UNSET, Store, VerifyReport
from .results import Counts, Label, NewSession, SessionLink, SessionRow, ShowOutput


def new_session(store: Store, *, cwd: str | None = None) -> NewSession:
    """A new, empty session (its header records ``cwd``, the current directory by default)."""
    return NewSession(session=store.create_session(cwd=cwd if cwd is not None else os.getcwd()).id)


def list_sessions(store: Store, *, tenant: str | None = None, limit: int | None = None) -> list[SessionRow]:
    """The catalogue, most recently modified first (only ``tenant``'s when given; at most ``limit``)."""
    return [SessionRow(id=r.id, name=r.name, cwd=r.cwd, created=r.created, modified=r.modified,
                       parent_session=r.parent_session, entries=r.entry_count, messages=r.message_count, head=r.head)
            for r in store.sessions(tenant=tenant, limit=limit)]


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
    """``tree``: every entry in append order, the roots of Pi's ``getTree``, the heads and the name."""

    session: str
    name: str | None
    entries: list[dict[str, Any]]
    roots: list[Any]  # core.dag.TreeNode
    heads: dict[str, str | None]


def tree(store: Store, session_id: str) -> SessionTree:
    """A session's whole tree, read in one snapshot."""
    with store.read():
        entries = store.entries(session_id)
        heads = store.heads(session_id)
        name = store.catalogue(session_id).name
    return SessionTree(session=session_id, name=name, entries=entries, roots=dag.build_tree(entries), heads=heads)


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
