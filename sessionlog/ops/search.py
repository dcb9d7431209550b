"""``search``: full-text search over every session, on a backend with the ``search`` capability.

Rule of this module: validate the request, then ask the backend (``contract.Searchable``): a literal
query by default (words and punctuation as they are, substrings in any script), the backend's own
syntax (FTS5, tsquery) with ``fts`` on a backend with the ``search-fts`` capability. Hits are ranked best
first with ``[``marked``]`` snippets, scores on the backend's own scale, each saying whether it is on the main head's path.
"""

from __future__ import annotations

from ..backends.contract import SEARCH, SEARCH_FTS, SearchHit
from ..core.errors import InvalidInputError, InvalidSearchError, StoreError
from ..core.textsafe import check_text
from ..store import Store

DEFAULT_LIMIT = 20
MAX_LIMIT = 2**63 - 1  # the largest integer a database holds


def search(store: Store, query: str, *, session: str | None = None, limit: int = DEFAULT_LIMIT,
           tenant: str | None = None, fts: bool = False) -> list[SearchHit]:
    """The best ``limit`` entries matching ``query`` (in one session, or all; only ``tenant``'s sessions
    when given, as the service asks); ``fts``: the query is the backend's own query language."""
    check_text(query, "the search query")
    if session is not None:
        check_text(session, "the session id")
    if not query.strip():
        raise InvalidSearchError("invalid search query: it is empty")
    if limit < 1:
        raise InvalidInputError(f"--limit must be at least 1, not {limit}")
    if limit > MAX_LIMIT:
        raise InvalidInputError(f"--limit must be at most {MAX_LIMIT}, not {limit}")
    if SEARCH not in store.capabilities:
        raise StoreError(f"{store.path}: this store cannot search (its backend has no search capability)")
    if fts and SEARCH_FTS not in store.capabilities:
        raise InvalidSearchError(f"{store.path}: this store takes no full-text query syntax; search without --fts")
    return store.backend.search(query, session=session, limit=limit, tenant=tenant, fts=fts)  # type: ignore[attr-defined]
