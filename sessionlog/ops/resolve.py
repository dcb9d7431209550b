"""Naming sessions and entries on the command line: SESSION and ENTRY arguments (docs/cli.md).

Rule of this module: the use cases that turn what a person typed into ids, as store reads
(``Store.resolve_session``, ``Store.resolve_entry``); an ambiguous prefix or name is an
``AmbiguousError`` listing the candidates. Kept apart from ``ops.sessions`` so that a command that only
names a session (``append``) loads nothing else.
"""

from __future__ import annotations

from ..store import Store


def resolve_session(store: Store, ref: str) -> str:
    """A SESSION argument: a full id, a unique prefix of one, or a session's name (``Store.resolve_session``:
    an ambiguous one lists the candidates)."""
    return store.resolve_session(ref)


def resolve_entry(store: Store, session_id: str, ref: str) -> str:
    """An ENTRY argument: a full entry id or a unique prefix of one in the session
    (``Store.resolve_entry``: an ambiguous one lists the candidates)."""
    return store.resolve_entry(session_id, ref)
