"""Full-text search on SQLite: literal substring queries over a trigram index, raw FTS5 queries over a
word index, indexed lazily (the ``search`` and ``search-fts`` capabilities; ``contract.Searchable``).

Rule of this module: ``search`` first brings the index (migration ``m005_search_v2``: ``search_docs``
holding each body's text once, ``search_trigram`` and ``search_words`` reading it) up to date with
``catch_up`` — one write transaction that indexes the bodies stored since the last search, so appends
and imports never pay for indexing — then runs one read query. Indexing happens only when the index is
behind and the store can be written: a read-only store (or one another writer holds past the busy
timeout) is searched as it is, the bodies not indexed yet read directly (literal queries scan the text
instead of using the index then; a raw query needs the index and says so). Any other failure to index
(a full disk) is the store's error, said as what it is.

A literal query (``core.text.literal_terms``): terms of three or more characters go to the trigram
index as quoted phrases (case-insensitive substrings, ranked by ``bm25``); every term is then checked
as a substring with ``instr`` on ASCII-lowered text, which is exactly the contract's matching rule (and
the only check for terms of one or two characters, which trigrams cannot hold: those queries scan the
stored text and rank by occurrences). Snippets are ``core.text.snippet``. A raw query is FTS5 syntax as
a bound parameter over words, with FTS5's own ``snippet``; one SQLite cannot parse is an
``InvalidSearchError``, never a traceback. No SQL is built from the query: terms travel as a JSON array.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

import msgspec

from ...core import text as search_text
from ...core.errors import InvalidSearchError, LockedError, StoreError
from ...core.names import DEFAULT_HEAD
from ..contract import SearchHit
from .migrations import SEARCH_CATCH_UP, SEARCH_TEXT

SNIPPET_TOKENS = 12
TRIGRAM = 3  # the shortest term the trigram index holds
# SQLite's primary result codes that mean "this connection cannot write here" (https://sqlite.org/rescode.html)
_CANNOT_WRITE = {3, 8, 14}  # SQLITE_PERM, SQLITE_READONLY, SQLITE_CANTOPEN

_BEHIND = "SELECT indexed_rowid, (SELECT coalesce(max(rowid), 0) FROM bodies) FROM search_state"

_HIT_FILTERS = """
  AND NOT EXISTS (SELECT 1 FROM json_each(:terms) WHERE instr(lower(d.text), json_each.value) = 0)
  AND (:session IS NULL OR e.session_id = :session)
  AND (:tenant IS NULL OR e.session_id IN (SELECT id FROM sessions WHERE tenant = :tenant))"""
_OCCURRENCES = """-(SELECT sum((length(lower(d.text)) - length(replace(lower(d.text), json_each.value, '')))
                    / length(json_each.value)) FROM json_each(:terms))"""
_ROLE = "CASE WHEN e.type = 'message' THEN json_extract(CAST(b.data AS TEXT), '$.message.role') END"

# The best hits first, then what is shown of those only: the role, and the text (from the body, with the
# expression that indexed it) for the snippet.
_LITERAL = f"""
SELECT h.session_id, h.id, h.seq, h.type, CASE WHEN h.type = 'message' THEN json_extract(j, '$.message.role') END,
       h.timestamp, {SEARCH_TEXT}, h.score
FROM (SELECT e.session_id, e.id, e.seq, e.type, e.timestamp, e.body_hash, {{score}} AS score
      FROM {{source}} JOIN entries e ON e.body_hash = d.body_hash
      WHERE {{match}} {_HIT_FILTERS}
      ORDER BY score, e.session_id, e.seq LIMIT :limit) h
JOIN (SELECT hash, CAST(data AS TEXT) AS j FROM bodies) b ON b.hash = h.body_hash
ORDER BY h.score, h.session_id, h.seq
"""
_LITERAL_INDEXED = _LITERAL.format(score="bm25(search_trigram)", match="search_trigram MATCH :fts",
                                   source="search_trigram JOIN search_docs d ON d.id = search_trigram.rowid")
_LITERAL_SCAN = _LITERAL.format(score=_OCCURRENCES, source="search_docs d", match="1")
# A store that cannot be indexed now: the indexed text, and the text of the bodies after the watermark.
_UNINDEXED = f"""(SELECT id, body_hash, text FROM search_docs
     UNION ALL
     SELECT rowid, hash, t FROM (SELECT rowid, hash, {SEARCH_TEXT} AS t FROM (
         SELECT rowid, hash, CAST(data AS TEXT) AS j FROM bodies
         WHERE rowid > (SELECT indexed_rowid FROM search_state)))
     WHERE typeof(t) = 'text' AND t != '') d"""
_LITERAL_SCAN_ALL = _LITERAL.format(score=_OCCURRENCES, source=_UNINDEXED, match="1")
_RAW = f"""
SELECT e.session_id, e.id, e.seq, e.type, {_ROLE}, e.timestamp,
       snippet(search_words, 0, :mark_start, :mark_end, :ellipsis, {SNIPPET_TOKENS}), bm25(search_words) AS score
FROM search_words JOIN search_docs d ON d.id = search_words.rowid
JOIN entries e ON e.body_hash = d.body_hash
JOIN bodies b ON b.hash = e.body_hash
WHERE search_words MATCH :query
  AND (:session IS NULL OR e.session_id = :session)
  AND (:tenant IS NULL OR e.session_id IN (SELECT id FROM sessions WHERE tenant = :tenant))
ORDER BY score, e.session_id, e.seq
LIMIT :limit
"""
_PATH = """
WITH RECURSIVE path(seq) AS (
    SELECT e.seq FROM heads h JOIN entries e ON e.session_id = h.session_id AND e.id = h.entry_id
    WHERE h.session_id = :session AND h.name = :head
    UNION ALL
    SELECT e.parent_seq FROM path JOIN entries e ON e.session_id = :session AND e.seq = path.seq
    WHERE e.parent_seq IS NOT NULL
)
SELECT seq FROM path
"""


def catch_up(conn: sqlite3.Connection) -> int:
    """Index every body stored since the last catch-up; the caller holds the write transaction.
    Returns how many bodies were indexed (bodies without text count too: they are passed)."""
    after, upto = conn.execute(_BEHIND).fetchone()
    if upto <= after:
        return 0
    for statement in SEARCH_CATCH_UP:
        conn.execute(statement, {"after": after, "upto": upto})
    return upto - after


def _indexed(backend: Any) -> bool:
    """Bring the index up to date if it is behind; False when the store cannot be written now (then
    the bodies after the watermark are searched without the index)."""
    with backend.read() as tx:
        after, upto = tx.conn.execute(_BEHIND).fetchone()
    if upto <= after:
        return True
    try:
        with backend.write() as tx:
            catch_up(tx.conn)
    except LockedError:
        return False  # another writer (an import, say) holds the store: search it as it is
    except StoreError as e:
        cause = e.__cause__
        code = getattr(cause, "sqlite_errorcode", None) if isinstance(cause, sqlite3.Error) else None
        if isinstance(code, int) and code & 0xFF in _CANNOT_WRITE:
            return False
        raise
    return True


def _fts_phrase(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


def search(backend: Any, query: str, *, session: str | None = None, limit: int = 20,
           tenant: str | None = None, fts: bool = False) -> list[SearchHit]:
    """The best ``limit`` entries matching ``query`` (literal, or with ``fts`` FTS5 syntax), in one
    session or all, only ``tenant``'s sessions when given (``contract.Searchable``)."""
    indexed = _indexed(backend)
    if fts:
        return _raw(backend, query, session=session, limit=limit, tenant=tenant, indexed=indexed)
    terms = search_text.literal_terms(query)
    if not terms:
        raise InvalidSearchError(f"invalid search query: {query!r} (no terms)")
    long_terms = [t for t in terms if len(t) >= TRIGRAM]
    params: dict[str, Any] = {"terms": msgspec.json.encode(terms).decode(), "session": session,
                              "tenant": tenant, "limit": limit}
    if not indexed:
        sql = _LITERAL_SCAN_ALL
    elif long_terms:
        sql, params["fts"] = _LITERAL_INDEXED, " AND ".join(_fts_phrase(t) for t in long_terms)
    else:
        sql = _LITERAL_SCAN
    with backend.read() as tx:
        rows = tx.conn.execute(sql, params).fetchall()
        paths = _paths(tx.conn, {r[0] for r in rows})
    return [SearchHit(session=r[0], entry=r[1], seq=r[2], type=r[3], role=r[4], timestamp=r[5],
                      snippet=search_text.snippet(r[6] or "", terms), score=float(r[7]),
                      on_head_path=r[2] in paths[r[0]]) for r in rows]


def _raw(backend: Any, query: str, *, session: str | None, limit: int, tenant: str | None,
         indexed: bool) -> list[SearchHit]:
    if not indexed:
        raise StoreError(f"{backend.location}: entries stored since the last search are not indexed yet and the "
                         "database cannot be written here to index them; a raw (--fts) query needs the index. "
                         "Search without --fts (it reads them directly), or search once where the database "
                         "can be written")
    params = {"mark_start": search_text.MARK_START, "mark_end": search_text.MARK_END,
              "ellipsis": search_text.ELLIPSIS, "query": query, "session": session, "tenant": tenant,
              "limit": limit}
    with backend.read() as tx:
        try:
            rows = tx.conn.execute(_RAW, params).fetchall()
        except sqlite3.OperationalError as e:
            if getattr(e, "sqlite_errorcode", 1) & 0xFF != 1:  # not SQLITE_ERROR: busy, I/O, ... (translated)
                raise
            raise InvalidSearchError(f"invalid search query: {query!r} ({e}); see FTS5 query syntax, or "
                                     "search without --fts for the words as they are") from e
        paths = _paths(tx.conn, {r[0] for r in rows})
    return [SearchHit(session=r[0], entry=r[1], seq=r[2], type=r[3], role=r[4], timestamp=r[5], snippet=r[6],
                      score=float(r[7]), on_head_path=r[2] in paths[r[0]]) for r in rows]


def _paths(conn: sqlite3.Connection, sessions: Sequence[str] | set[str]) -> dict[str, set[int]]:
    """The seqs on each session's main head path."""
    return {sid: {r[0] for r in conn.execute(_PATH, {"session": sid, "head": DEFAULT_HEAD})} for sid in sessions}
