"""Full-text search on SQLite: FTS5 with BM25 ranking, indexed lazily (the ``search`` capability).

Rule of this module: ``search`` first brings the ``search`` index (migration ``m002_search``) up to date
with ``catch_up`` — one write transaction that indexes the bodies stored since the last search, so
appends and imports never pay for indexing — then runs one read query. The query is FTS5 syntax passed
as a bound parameter; a query SQLite cannot parse is an ``InvalidSearchError``, never a traceback.
What text is indexed is documented in docs/history-and-search.md.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from ...core.errors import InvalidSearchError
from ..contract import SearchHit
from .migrations import SEARCH_CATCH_UP

SNIPPET_TOKENS = 12
MARK_START, MARK_END, ELLIPSIS = "[", "]", "…"

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
_TENANT = "AND e.session_id IN (SELECT id FROM sessions WHERE tenant = ?)"
_QUERIES = {(False, False): _SQL.format(where=""), (True, False): _SQL.format(where="AND e.session_id = ?"),
            (False, True): _SQL.format(where=_TENANT), (True, True): _SQL.format(where="AND e.session_id = ? " + _TENANT)}


def catch_up(conn: sqlite3.Connection) -> int:
    """Index every body stored since the last catch-up; the caller holds the write transaction.
    Returns how many index rows were added."""
    before = conn.total_changes
    conn.execute(SEARCH_CATCH_UP)
    added = conn.total_changes - before
    conn.execute("UPDATE search_state SET indexed_rowid = (SELECT coalesce(max(rowid), 0) FROM bodies)")
    return added


def search(backend: Any, query: str, *, session: str | None = None, limit: int = 20,
           tenant: str | None = None) -> list[SearchHit]:
    """The best ``limit`` entries matching the FTS5 ``query`` (in one session, or all; only ``tenant``'s
    sessions when given)."""
    with backend.write() as tx:
        catch_up(tx.conn)
    params: list[Any] = [MARK_START, MARK_END, ELLIPSIS, query]
    if session is not None:
        params.append(session)
    if tenant is not None:
        params.append(tenant)
    params.append(limit)
    with backend.read() as tx:
        try:
            rows = tx.conn.execute(_QUERIES[session is not None, tenant is not None], params).fetchall()
        except sqlite3.OperationalError as e:
            if getattr(e, "sqlite_errorcode", 1) & 0xFF != 1:  # not SQLITE_ERROR: busy, I/O, ... (translated)
                raise
            raise InvalidSearchError(f"invalid search query: {query!r} ({e}); see FTS5 query syntax, "
                                     "or quote the words: '\"a phrase\"'") from e
    return [SearchHit(session=r[0], entry=r[1], seq=r[2], type=r[3], role=r[4], timestamp=r[5], snippet=r[6],
                      score=r[7]) for r in rows]
