"""Full-text search on PostgreSQL: a generated tsvector and pg_trgm (the ``search`` capability).

Rule of this module: nothing to catch up. Each body's searchable text is written with the body and its
``search_tsv`` is a generated column, so an entry is searchable as soon as its transaction commits
(no watermark that a late commit can slip under). An entry matches when its text matches the query
as ``websearch_to_tsquery('simple', ...)`` reads it (words, "quoted phrases", ``or``, ``-word``), or
when it holds every word of the query as a case-insensitive substring (``ILIKE``, served by the
``gin_trgm_ops`` index): that is how Chinese, Japanese and Korean text, which has no spaces between
words, is found, and how ``walrus`` finds ``walrus.txt``. Ranked by ``ts_rank`` (length-normalised),
then shorter texts first; ``score`` is minus the rank (lower is better, as the contract says).
Snippets are cut and marked here from the stored text.
"""

from __future__ import annotations

import re
from typing import Any

from ...core.codec import decode
from ...core.errors import InvalidSearchError
from ..contract import SearchHit

SNIPPET_WIDTH = 80
MARK_START, MARK_END, ELLIPSIS = "[", "]", "…"
_WORD = re.compile(r"\w+")
_OPERATORS = {"or", "and", "not"}


def _like(word: str) -> str:
    return "%" + word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def _sql(words: int, scoped: bool) -> str:
    substrings = " AND ".join(["b.search_text ILIKE %s"] * words)  # a placeholder per word, never the word
    return f"""
WITH q AS (SELECT websearch_to_tsquery('simple', %s) AS tsq)
SELECT e.session_id, e.id, e.seq, e.type, e.timestamp, b.search_text, b.data,
       ts_rank(b.search_tsv, q.tsq, 1) AS rank
FROM bodies b CROSS JOIN q
JOIN entries e ON e.body_hash = b.hash
WHERE b.search_text IS NOT NULL AND (b.search_tsv @@ q.tsq OR ({substrings})){' AND e.session_id = %s' if scoped else ''}
ORDER BY rank DESC, char_length(b.search_text), e.session_id, e.seq
LIMIT %s
"""


def query_words(query: str) -> list[str]:
    """The words of a query (operator words of the web-search syntax left out when others remain)."""
    words = _WORD.findall(query)
    plain = [w for w in words if w.lower() not in _OPERATORS]
    return plain or words


def search(backend: Any, query: str, *, session: str | None = None, limit: int = 20) -> list[SearchHit]:
    """The best ``limit`` entries matching ``query`` (in one session, or all); see the module docstring."""
    words = query_words(query)
    if not words:
        raise InvalidSearchError(f"invalid search query: {query!r} (it has no words)")
    params: list[Any] = [query, *(_like(w) for w in words)]
    if session is not None:
        params.append(session)
    params.append(limit)
    with backend.read() as tx:
        rows = tx.conn.execute(_sql(len(words), session is not None), params).fetchall()
    hits = []
    for sid, entry_id, seq, kind, timestamp, text, data, rank in rows:
        hits.append(SearchHit(session=sid, entry=entry_id, seq=seq, type=kind, role=_role(kind, data),
                              timestamp=timestamp, snippet=snippet(text, words), score=-float(rank)))
    return hits


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


def snippet(text: str, words: list[str], width: int = SNIPPET_WIDTH) -> str:
    """The text around the first occurrence of a query word, every occurrence marked ``[like this]``."""
    lowered = text.lower()
    found = [i for i in (lowered.find(w.lower()) for w in words) if i >= 0]
    first = min(found) if found else 0
    start, end = max(0, first - width // 3), min(len(text), first + width)
    part = text[start:end]
    pattern = re.compile("|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)), re.IGNORECASE)
    part = pattern.sub(lambda m: f"{MARK_START}{m.group(0)}{MARK_END}", part)
    return (ELLIPSIS if start else "") + part + (ELLIPSIS if end < len(text) else "")
