"""Full-text search on PostgreSQL: literal substring queries over a pg_trgm index, raw tsquery queries
over a tsvector (the ``search`` and ``search-fts`` capabilities; ``contract.Searchable``).

Rule of this module: nothing to catch up. Each body's searchable text (``search_text``:
``core.text.searchable_text``) is written into ``search_docs`` (migration ``m004_search_v2``) with the
body, in the same transaction, so an entry is searchable exactly when its transaction commits: there is
no watermark a late commit could slip under, and a role that may only read searches everything.

A literal query (``core.text.literal_terms``): each term is one ``ILIKE '%term%'`` (its ``%``, ``_`` and
``\\`` escaped) over ``text``, which is ``COLLATE "C"``, where ILIKE folds ASCII letters only: exactly the
contract's matching rule, served by the trigram index (a term of one or two characters has no trigram
and is checked on every text). Hits are ranked by how often the terms occur (``score`` is minus that,
as on the memory backend), then by session id and seq; snippets are ``core.text.snippet``.

A raw query (``fts``) is PostgreSQL's own tsquery syntax, ``to_tsquery('simple', query)``: ``a & b``,
``a | b``, ``!a``, ``a <-> b`` (a phrase), ``pre:*`` (a prefix), over the ``tsv`` column (the first
``SEARCH_TEXT_LIMIT`` characters of each text), ranked by ``ts_rank`` (``score`` is minus the rank), with
``ts_headline`` snippets marked ``[like this]``. A query tsquery cannot parse, or one without a word, is
an ``InvalidSearchError``. No SQL is built from a query: terms travel as bound parameters; only the
number of ILIKE placeholders is formatted in.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ...core import text as core_text
from ...core.codec import decode
from ...core.errors import InvalidSearchError
from ...core.names import DEFAULT_HEAD
from ..contract import SearchHit
from .migrations import SEARCH_TEXT_LIMIT

INSERT_DOC = "INSERT INTO search_docs (body_hash, text) VALUES (%s, %s) ON CONFLICT (body_hash) DO NOTHING"
HEADLINE = f"StartSel={core_text.MARK_START}, StopSel={core_text.MARK_END}, MaxWords=24, MinWords=8"
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")  # what PostgreSQL text cannot hold: NUL, lone surrogates

_FILTERS = """
  AND (%(session)s::text IS NULL OR e.session_id = %(session)s)
  AND (%(tenant)s::text IS NULL OR e.session_id IN (SELECT id FROM sessions WHERE tenant = %(tenant)s))"""
# how often the (ASCII-lowered) terms occur in the text, without overlaps (str.count's rule)
_OCCURRENCES = """(SELECT sum((length(lower(d.text)) - length(replace(lower(d.text), t, ''))) / length(t))
                  FROM unnest(%(terms)s::text[]) AS t)"""
_LITERAL = f"""
SELECT h.session_id, h.id, h.seq, h.type, h.timestamp, d.text, b.data, h.score
FROM (SELECT e.session_id, e.id, e.seq, e.type, e.timestamp, e.body_hash, -{_OCCURRENCES} AS score
      FROM search_docs d JOIN entries e ON e.body_hash = d.body_hash
      WHERE {{likes}} {_FILTERS}
      ORDER BY score, e.session_id, e.seq LIMIT %(limit)s) h
JOIN search_docs d ON d.body_hash = h.body_hash
JOIN bodies b ON b.hash = h.body_hash
ORDER BY h.score, h.session_id, h.seq
"""
_RAW = f"""
SELECT h.session_id, h.id, h.seq, h.type, h.timestamp,
       ts_headline('simple'::regconfig, left(d.text, {SEARCH_TEXT_LIMIT}), h.tsq, %(headline)s), b.data, h.score
FROM (SELECT e.session_id, e.id, e.seq, e.type, e.timestamp, e.body_hash, q.tsq, -ts_rank(d.tsv, q.tsq) AS score
      FROM (SELECT to_tsquery('simple'::regconfig, %(query)s) AS tsq) q
      CROSS JOIN search_docs d JOIN entries e ON e.body_hash = d.body_hash
      WHERE d.tsv @@ q.tsq {_FILTERS}
      ORDER BY score, e.session_id, e.seq LIMIT %(limit)s) h
JOIN search_docs d ON d.body_hash = h.body_hash
JOIN bodies b ON b.hash = h.body_hash
ORDER BY h.score, h.session_id, h.seq
"""
# The seqs on each session's main head path from the head down to the session's earliest hit (an
# earlier entry cannot be a hit's ancestor); UNION, so even a tampered cycle ends.
_PATHS = """
WITH RECURSIVE wanted(session_id, least) AS (SELECT * FROM unnest(%(sessions)s::text[], %(least)s::bigint[])),
path(session_id, seq) AS (
    SELECT e.session_id, e.seq FROM wanted w
    JOIN heads h ON h.session_id = w.session_id AND h.name = %(head)s
    JOIN entries e ON e.session_id = h.session_id AND e.id = h.entry_id
    UNION
    SELECT e.session_id, e.parent_seq FROM path
    JOIN entries e ON e.session_id = path.session_id AND e.seq = path.seq
    JOIN wanted w ON w.session_id = path.session_id
    WHERE e.parent_seq IS NOT NULL AND e.parent_seq >= w.least
)
SELECT session_id, seq FROM path
"""


def search_text(data: bytes) -> str | None:
    """The text a body is searched by (``core.text.searchable_text``) as PostgreSQL text can hold it (a
    NUL or a lone surrogate becomes U+FFFD); None when it has none."""
    try:
        payload = decode(data)
    except Exception:  # noqa: BLE001 - a body that does not decode indexes nothing (verify reports it)
        return None
    text = core_text.searchable_text(payload) if isinstance(payload, dict) else ""
    return _UNSTORABLE.sub("\ufffd", text) if text else None


def _like(term: str) -> str:
    return "%" + term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def search(backend: Any, query: str, *, session: str | None = None, limit: int = 20, tenant: str | None = None,
           fts: bool = False) -> list[SearchHit]:
    """The best ``limit`` entries matching ``query`` (literal, or with ``fts`` tsquery syntax), in one
    session or all, only ``tenant``'s sessions when given (see the module docstring)."""
    params: dict[str, Any] = {"session": session, "tenant": tenant, "limit": limit}
    if fts:
        return _raw(backend, query, params)
    terms = core_text.literal_terms(query)
    if not terms:
        raise InvalidSearchError(f"invalid search query: {query!r} (no terms)")
    params["terms"] = [_UNSTORABLE.sub("\ufffd", t) for t in terms]
    likes = " AND ".join(f"d.text ILIKE %(like{i})s" for i in range(len(terms)))
    params.update({f"like{i}": _like(t) for i, t in enumerate(params["terms"])})
    with backend.read() as tx:
        rows = tx.conn.execute(_LITERAL.format(likes=likes), params).fetchall()
        paths = _paths(tx.conn, rows)
    return [SearchHit(session=sid, entry=entry_id, seq=seq, type=kind, role=_role(kind, data), timestamp=timestamp,
                      snippet=core_text.snippet(text, terms), score=float(score), on_head_path=seq in paths[sid])
            for sid, entry_id, seq, kind, timestamp, text, data, score in rows]


def _raw(backend: Any, query: str, params: dict[str, Any]) -> list[SearchHit]:
    from psycopg import errors

    params.update(query=_UNSTORABLE.sub("\ufffd", query), headline=HEADLINE)
    with backend.read() as tx:
        try:
            words = tx.conn.execute("SELECT numnode(to_tsquery('simple'::regconfig, %(query)s))", params).fetchone()[0]
        except errors.SyntaxError as e:  # 42601: the query is not tsquery syntax
            raise InvalidSearchError(f"invalid search query: {query!r} ({e.diag.message_primary}); see PostgreSQL's "
                                     "tsquery syntax (a & b, a | b, !a, a <-> b, pre:*), or search without --fts "
                                     "for the words as they are") from e
        if not words:
            raise InvalidSearchError(f"invalid search query: {query!r} (no words)")
        rows = tx.conn.execute(_RAW, params).fetchall()
        paths = _paths(tx.conn, rows)
    return [SearchHit(session=sid, entry=entry_id, seq=seq, type=kind, role=_role(kind, data), timestamp=timestamp,
                      snippet=snippet, score=float(score), on_head_path=seq in paths[sid])
            for sid, entry_id, seq, kind, timestamp, snippet, data, score in rows]


def _paths(conn: Any, rows: Sequence[Sequence[Any]]) -> dict[str, set[int]]:
    """The seqs of the hits' sessions' main head paths (from each head down to its earliest hit)."""
    least: dict[str, int] = {}
    for r in rows:
        least[r[0]] = min(least.get(r[0], r[2]), r[2])
    found: dict[str, set[int]] = {sid: set() for sid in least}
    if least:
        for sid, seq in conn.execute(_PATHS, {"sessions": list(least), "least": list(least.values()),
                                              "head": DEFAULT_HEAD}):
            found[sid].add(seq)
    return found


def _role(kind: str | None, data: bytes | None) -> str | None:
    if kind != "message" or data is None:
        return None
    try:
        payload = decode(bytes(data))
    except Exception:  # noqa: BLE001 - a damaged body has no role; verify reports it
        return None
    message = payload.get("message") if isinstance(payload, dict) else None
    role = message.get("role") if isinstance(message, dict) else None
    return role if isinstance(role, str) else None
