"""Retrying appends after a conflict: the documented way to resolve ``ConflictError`` (exit 3).

A ``HeadConflictError`` means another writer moved the head between your read and your append. The
fix is never to merge blindly: re-read the head (and the view, if your next entry depends on it),
rebuild the entry, and try again with the new ``expected_head``. ``append_with_retry`` does exactly
that, a bounded number of times.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..core.errors import HeadConflictError
from ..store import DEFAULT_HEAD, Session


def append_with_retry(session: Session, build: Callable[[str | None], Mapping[str, Any]], *,
                      head: str = DEFAULT_HEAD, attempts: int = 10) -> dict[str, Any]:
    """Append ``build(current_head)`` with ``expected_head=current_head``; on a head conflict, re-read
    the head and rebuild. Raises the last ``HeadConflictError`` after ``attempts`` tries.

    Give the built entry a client ``id`` to make the whole operation idempotent: a retry of an append
    whose acknowledgement was lost returns the stored entry.
    """
    last: HeadConflictError | None = None
    for _ in range(max(1, attempts)):
        current = session.head(head)
        try:
            return session.append(build(current), head=head, expected_head=current)
        except HeadConflictError as e:
            last = e
    assert last is not None
    raise last
