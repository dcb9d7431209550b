"""Full-text search over message text in every session: SQLite FTS5 with BM25 ranking.

Rule of this module: ``search`` first brings the ``search`` index (migration ``m002_search``) up to date
with ``catch_up`` — one write transaction that indexes the bodies stored since the last search, so
appends and imports never pay for indexing — then runs one read query. The query is FTS5 syntax passed
as a bound parameter; a query SQLite cannot parse is an
``InvalidSearchError``, never a traceback. What text is indexed is documented in
docs/history-and-search.md.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from .errors import InvalidInputError, StoreError
from .migrations import SEARCH_CATCH_UP

DEFAULT_LIMIT = 20
SNIPPET_TOKENS = 12
MARK_START, MARK_END, ELLIPSIS = "[", "]", "…"


class InvalidSearchError(InvalidInputError):
    """The search query is not valid FTS5 syntax."""


@dataclass(frozen=True)
class Hit:
    """One matching entry: best first by BM25 (``score``: lower is better, as FTS5's ``bm25()``)."""

    session: str
    entry: str
    seq: int
    type: str | None
    role: str | None
    timestamp: str | None
    snippet: str
    score: float


_SQL = f"""
SELECT e.session_id, e.id, e.seq, e.type,
       CASE WHEN e.type = 'message' THEN json_extract(CAST(b.data AS TEXT), '$.message.role') END,
       e.timestamp,
       snippet(search, 0, ?, ?, ?, {SNIPPET_TOKENS}), bm25(search) AS score
FROM search s
JOIN entries e ON e.body_hash = s.body_hash
JOIN bodies b ON b.hash = e.body_hash
WHERE search MATCH ? {{where}}
ORDER BY score, e.session_id, e.seq
LIMIT ?
"""


def catch_up(conn: sqlite3.Connection) -> int:
    """Index every body stored since the last catch-up; the caller holds the write transaction.
    Returns how many index rows were added."""
    before = conn.total_changes
    conn.execute(SEARCH_CATCH_UP)
    added = conn.total_changes - before
    conn.execute("UPDATE search_state SET indexed_rowid = (SELECT coalesce(max(rowid), 0) FROM bodies)")
    return added


def search(store: Any, query: str, *, session: str | None = None, limit: int = DEFAULT_LIMIT,
           tenant: str | None = None) -> list[Hit]:
    """The best ``limit`` entries matching the FTS5 ``query`` (in one session, or all; ``tenant``: only
    that tenant's sessions, as the service asks) of a ``Store``."""
    if not query.strip():
        raise InvalidSearchError("invalid search query: it is empty")
    if limit < 1:
        raise InvalidInputError(f"--limit must be at least 1, not {limit}")
    params: list[Any] = [MARK_START, MARK_END, ELLIPSIS, query]
    where = ""
    if session is not None:
        where = "AND e.session_id = ?"
        params.append(session)
    if tenant is not None:
        where += " AND e.session_id IN (SELECT id FROM sessions WHERE tenant = ?)"
        params.append(tenant)
    params.append(limit)
    with store._write() as conn:
        catch_up(conn)
    try:
        rows = store._conn.execute(_SQL.format(where=where), params).fetchall()
    except sqlite3.OperationalError as e:
        text = str(e)
        if "locked" in text or "busy" in text:
            raise StoreError(f"search: {text}") from e
        raise InvalidSearchError(f"invalid search query: {query!r} ({text}); see FTS5 query syntax, "
                                 "or quote the words: '\"a phrase\"'") from e
    return [Hit(*r) for r in rows]
