"""``copy``: copy whole sessions verbatim from one store to another (SQLite, PostgreSQL, memory).

Rule of this module: the use case around ``store.copies.copy_session``. Each session is read from the
source in one read transaction and written to the destination in one write transaction (``bulk``: an
import's path, COPY on PostgreSQL), so a session is copied whole or not at all; sessions already there
get only what they miss. Afterwards both sides verify the copied sessions, and the result says so.
The source and the destination must be two stores.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.errors import InvalidInputError
from ..store import Store
from ..store.copies import copy_session
from .results import CopiedSession, CopyOutput


def copy_sessions(source: Store, destination: Store, sessions: Sequence[str] = ()) -> CopyOutput:
    """Copy ``sessions`` (full ids or unique prefixes; none: every session) from ``source`` to
    ``destination``; returns what was copied and both sides' verify results."""
    if source.path == destination.path or source.backend is destination.backend:
        raise InvalidInputError(f"copy: the source and the destination are the same store ({source.path})")
    if sessions:
        ids = [source.resolve_session(ref) for ref in sessions]
    else:
        with source.read() as tx:
            ids = tx.session_ids()
    copied = []
    for sid in dict.fromkeys(ids):
        with source.read() as src, destination.write(bulk=True) as dst:
            done = copy_session(src, dst, sid)
        copied.append(CopiedSession(session=sid, status=done.status, entries=done.entries,
                                    head_moves=done.head_moves, annotations=done.annotations, heads=done.heads))
    problems = []
    for side, store in (("source", source), ("destination", destination)):
        for sid in dict.fromkeys(ids):
            report = store.verify(sid)
            problems.extend(f"{side} {store.path}: {p}" for p in report.problems)
    return CopyOutput(source=source.path, destination=destination.path, sessions=copied, verified=not problems,
                      problems=problems)
