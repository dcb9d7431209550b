"""The service's use cases: the shared ``sessionlog.ops`` functions, seen through a token's ``Principal``.

Rule of this module: each function checks what the principal may see (``visible``: a session of another
tenant, or outside a limited token's sessions, is ``NotFoundError``, exactly as a session that does not
exist), then calls the ``ops`` function the CLI's verb calls and returns the same document the CLI prints
with ``--json`` (``schema/cli/<verb>.json``; checked by the service tests). No use case lives here: a
rule that is not about tenants or scopes belongs in ``ops``.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import msgspec

from ..core.codec import ParsedFile
from ..core.compaction import CompactionSettings, NothingToCompactError
from ..core.errors import IdConflictError, InvalidEntryError, InvalidInputError, NotFoundError, SessionLogError
from ..core.names import DEFAULT_HEAD
from ..core.rewrite import RewriteSettings
from ..core.tokens import DEFAULT_KEEP_RECENT_TOKENS, DEFAULT_RESERVE_TOKENS
from ..core.view import to_llm
from ..ops import compaction as ops_compaction
from ..ops import exports as ops_exports
from ..ops import forks as ops_forks
from ..ops import heads as ops_heads
from ..ops import imports as ops_imports
from ..ops import pruning as ops_pruning
from ..ops import rewrite as ops_rewrite
from ..ops import search as ops_search
from ..ops import sessions as ops_sessions
from ..ops.heads import Appended
from ..store import UNSET, Store, clock, writes
from .tokens import Principal, ScopeError

__all__ = ["Appended", "visible"]


def _doc(value: Any) -> Any:
    """A use case's result as plain JSON values (what the response encodes)."""
    return msgspec.to_builtins(value)


# ---------------------------------------------------------------- visibility
def visible(store: Store, principal: Principal, session_id: str) -> str:
    """``session_id`` if the principal may see it, else ``NotFoundError`` (never a hint that it exists)."""
    try:
        tenant = store.session_tenant(session_id)
    except NotFoundError:
        tenant = None
    if tenant is None or not principal.can_see(tenant, session_id):
        raise NotFoundError(f"session {session_id!r} not found")
    return session_id


def _unlimited(principal: Principal, what: str) -> None:
    if principal.limited:
        raise ScopeError(f"a token limited to some sessions cannot {what}")


# ---------------------------------------------------------------- sessions
def catalogue(store: Store, principal: Principal, *, limit: int | None = None) -> list[dict[str, Any]]:
    """The tenant's catalogue, newest modified first (``sessions --json``)."""
    if principal.sessions is None:
        return _doc(ops_sessions.list_sessions(store, tenant=principal.tenant, limit=limit))
    rows = [r for r in ops_sessions.list_sessions(store, tenant=principal.tenant) if r.id in principal.sessions]
    return _doc(rows[:limit])


def create_session(store: Store, principal: Principal, *, session_id: str | None = None, cwd: str | None = None,
                   parent_session: str | None = None, header: Mapping[str, Any] | None = None) -> tuple[str, bool]:
    """A new session in the principal's tenant: (its id, True). Re-creating a session of this tenant
    with the same header (a retried request) is (its id, False); any other taken id is an
    ``IdConflictError``. Without a header the server's clock stamps it and ``cwd`` defaults to ``""``."""
    _unlimited(principal, "create sessions")
    check_id_length(header.get("id") if header is not None else session_id, "session", InvalidInputError)
    if header is None:
        header = {"type": "session", "version": 3, "id": session_id if session_id is not None else clock.uuid7(), "timestamp": clock.now_iso(),
                  "cwd": cwd if cwd is not None else ""}
        if parent_session is not None:
            header["parentSession"] = parent_session
    header = dict(header)
    try:
        return store.create_session(header=header, tenant=principal.tenant).id, True
    except IdConflictError:
        sid = header.get("id")
        if isinstance(sid, str) and store.session_tenant(sid) == principal.tenant and store.header(sid) == header:
            return sid, False
        raise IdConflictError(f"session id {sid} is taken") from None


def session_info(store: Store, principal: Principal, session_id: str) -> dict[str, Any]:
    """A session's header, heads and counts (from the catalogue: no entry is read)."""
    visible(store, principal, session_id)
    row = store.catalogue(session_id)
    return {"session": session_id, "name": row.name, "header": store.header(session_id),
            "heads": store.heads(session_id), "created": row.created, "modified": row.modified,
            "parent_session": row.parent_session,
            "counts": {"entries": row.entry_count, "messages": row.message_count}}


def head_of(store: Store, session_id: str, name: str = DEFAULT_HEAD) -> str | None:
    return ops_sessions.head(store, session_id, name)


# ---------------------------------------------------------------- appending and heads
MAX_ID_CHARS = 1024
"""The longest entry or session id the service takes: ids travel in headers (ETag, If-Match,
Location), and a header longer than the HTTP stacks' limits (h11's, http.client's 64 KiB a line)
cannot be sent back or read."""


def check_id_length(value: Any, what: str, error: type[SessionLogError] = InvalidEntryError) -> None:
    if isinstance(value, str) and len(value) > MAX_ID_CHARS:
        raise error(f"{what} {value[:16]!r}...: an id over HTTP is at most {MAX_ID_CHARS} characters "
                                f"(this one has {len(value):,})")


def append(store: Store, principal: Principal, session_id: str, entries: Sequence[Any], *, head: str = DEFAULT_HEAD,
           branch: bool = False, expected_head: Any = UNSET) -> Appended:
    """Append ``entries`` as one all-or-nothing batch (``ops.heads.append_entries``); ids are at most
    ``MAX_ID_CHARS`` long."""
    visible(store, principal, session_id)
    for n, entry in enumerate(entries):
        check_id_length(entry.get("id") if isinstance(entry, Mapping) else None,
                        f"entry #{n + 1}" if len(entries) > 1 else "entry")
    return ops_heads.append_entries(store, session_id, entries, head=head, expected_head=expected_head, branch=branch)


def move_head(store: Store, principal: Principal, session_id: str, name: str, entry: str | None, *,
              expected_head: Any = UNSET) -> dict[str, Any]:
    """Point head ``name`` at ``entry`` (None: empty) with compare-and-swap (``head --json``)."""
    visible(store, principal, session_id)
    moved = ops_heads.move_head(store, session_id, entry, name=name, expected_head=expected_head)
    return {"session": session_id, "name": name, "entry": moved}


# ---------------------------------------------------------------- reading
def view_leaf(store: Store, principal: Principal, session_id: str, *, leaf: str | None = None,
              head: str = DEFAULT_HEAD) -> str | None:
    """The leaf a view request is about: ``leaf`` (which must exist) or where ``head`` points."""
    visible(store, principal, session_id)
    if leaf is not None:
        store.get_entry(session_id, leaf)
        return leaf
    return ops_sessions.head(store, session_id, head)


def view(store: Store, session_id: str, leaf: str | None, fmt: str = "pi") -> Any:
    """``view --json`` (``fmt`` pi) or ``view --llm --json`` (``fmt`` llm) at ``leaf``."""
    built = ops_sessions.view(store, session_id, leaf=leaf).view
    return to_llm(built.messages) if fmt == "llm" else built.to_pi()


def entries_page(store: Store, principal: Principal, session_id: str, *, after: int = 0,
                 limit: int = 100) -> dict[str, Any]:
    """Entries with ``seq > after`` in append order: ``{"entries": [{"seq", "entry"}], "next"}`` where
    ``next`` is the ``after`` of the following page (the last seq returned, or ``after``)."""
    visible(store, principal, session_id)
    rows = store.entries_after(session_id, after, limit)
    return {"entries": [{"seq": seq, "entry": entry} for seq, entry in rows],
            "next": rows[-1][0] if rows else after}


def search(store: Store, principal: Principal, query: str, *, limit: int = 20,
           session: str | None = None, fts: bool = False) -> list[dict[str, Any]]:
    """``search --json`` over the tenant's sessions (or one of them); ``fts``: ``search --fts``."""
    if session is not None:
        scopes = [visible(store, principal, session)]
    elif principal.sessions is not None:
        scopes = sorted(principal.sessions)
    else:
        scopes = []
    if scopes:
        hits = [h for sid in scopes for h in ops_search.search(store, query, session=sid, limit=limit, fts=fts)]
        hits.sort(key=lambda h: (h.score, h.session, h.seq))
        hits = hits[:limit]
    else:
        hits = ops_search.search(store, query, limit=limit, tenant=principal.tenant, fts=fts)
    return _doc(hits)


def export(store: Store, principal: Principal, session_id: str, *, branch: bool = False, head: str = DEFAULT_HEAD,
           redact: bool = False) -> tuple[bytes, str | None, int]:
    """Pi v3 JSONL (``export``), the note when Pi would open it at another leaf, and secrets redacted."""
    visible(store, principal, session_id)
    done = ops_exports.export_jsonl(store, session_id, branch=branch, head=head, redact=redact)
    return done.data, done.note, done.redacted or 0


def import_jsonl(store: Store, principal: Principal, data: bytes, *, strict: bool = False,
                 as_new: bool = False, source: str = "request") -> dict[str, Any]:
    """Store one Pi JSONL document in the principal's tenant (``import --json``'s object for it)."""
    _unlimited(principal, "import sessions")

    def ids_fit(parsed: ParsedFile) -> None:  # the ids the answers and later requests carry in headers
        if not as_new and parsed.header is not None:
            check_id_length(parsed.header.get("id"), f"{source}: the header's session id", InvalidInputError)
        for line, entry in zip(parsed.lines, parsed.entries):
            check_id_length(entry.get("id"), f"{source}: line {line}: entry id", InvalidInputError)

    result = ops_imports.import_data(store, data, source=source, strict=strict, as_new=as_new,
                                     tenant=principal.tenant, check=ids_fit)
    return {"path": source, "session": result.session, "entries": result.entries, "status": result.status,
            "skipped": [{"line": p.line, "reason": p.reason} for p in result.skipped],
            "warnings": list(result.warnings)}


# ---------------------------------------------------------------- persistent operations
def compact(store: Store, principal: Principal, session_id: str, *, keep_recent_tokens: int | None = None,
            reserve_tokens: int | None = None, summarizer: str = "offline", instructions: str | None = None,
            rules: str | None = None, checkpoint: bool = False, pi_compat: bool = False, head: str = DEFAULT_HEAD,
            dry_run: bool = False, expected_head: Any = UNSET) -> Any:
    """``compact --json``: the appended compaction entry, or with ``dry_run`` the plan (None: nothing
    to compact). The entry is appended only if the head did not move while summarizing."""
    visible(store, principal, session_id)
    if dry_run and expected_head is not UNSET:  # a plan for a head that moved is no plan to act on
        writes.check_expected(session_id, head, ops_sessions.head(store, session_id, head), expected_head)
    settings = CompactionSettings(
        reserve_tokens=DEFAULT_RESERVE_TOKENS if reserve_tokens is None else reserve_tokens,
        keep_recent_tokens=DEFAULT_KEEP_RECENT_TOKENS if keep_recent_tokens is None else keep_recent_tokens)
    outcome = ops_compaction.compact(store, session_id, settings=settings, summarizer=summarizer,
                                     instructions=instructions, rules=rules, checkpoint=checkpoint,
                                     pi_compat=pi_compat, head=head, dry_run=dry_run, expected_head=expected_head)
    if dry_run:
        return outcome.plan.to_pi() if outcome.plan is not None else None
    if outcome.entry is None:  # the service keeps answering 422 nothing-to-compact (docs/service.md)
        raise NothingToCompactError(str(outcome.reason))
    return outcome.entry


def fork(store: Store, principal: Principal, session_id: str, *, at: str) -> dict[str, Any]:
    """``fork --json``: a new session (same tenant) holding the path to ``at``."""
    visible(store, principal, session_id)
    return _doc(ops_forks.fork_command(store, session_id, at))


def rotate(store: Store, principal: Principal, session_id: str, *, head: str = DEFAULT_HEAD, dry_run: bool = False,
           expected_head: Any = UNSET) -> dict[str, Any]:
    """``rotate --json`` (with ``dry_run``: the plan, ``rotate --dry-run --json``)."""
    visible(store, principal, session_id)
    return _doc(ops_forks.rotate_command(store, session_id, head=head, dry_run=dry_run, expected_head=expected_head))


def truncate(store: Store, principal: Principal, session_id: str, *, context_window: int | None = None,
             max_chars: int | None = None, aggregate_budget: int | None = None, head: str = DEFAULT_HEAD,
             dry_run: bool = False, expected_head: Any = UNSET) -> Any:
    """``truncate --json``: branch-rewrite truncation of the head's tool results (with ``dry_run``: the
    plan, or None when nothing would change); ``aggregate_budget`` is ``--aggregate-budget``."""
    visible(store, principal, session_id)
    if (context_window is None) == (max_chars is None):
        raise InvalidInputError("give exactly one of context_window and max_chars")
    settings = (RewriteSettings.for_context_window(context_window, aggregate_budget_chars=aggregate_budget)
                if context_window is not None
                else RewriteSettings(max_chars=max_chars or 0, aggregate_budget_chars=aggregate_budget))
    done = ops_rewrite.truncate(store, session_id, settings, head=head, expected_head=expected_head, dry_run=dry_run)
    if dry_run:
        return _doc(ops_rewrite.plan_document(done.plan)) if done.plan is not None else None
    return _doc(ops_rewrite.truncate_document(done))


def prune(store: Store, principal: Principal, session_id: str, *, apply: bool = False, leaf: str | None = None,
          head: str | None = None, config: str | None = None, **options: Any) -> dict[str, Any]:
    """``prune --json``: run the projection pipeline at the head (or ``leaf``) and report what pruning
    decides; with ``apply``, record the new decisions so later projected views replay them."""
    visible(store, principal, session_id)
    if leaf is not None and head is not None:
        raise InvalidInputError("give leaf or head, not both")
    settings = ops_pruning.build_settings(config_text=config or "", **options)
    pruned = ops_pruning.prune(store, session_id, leaf, head=head or DEFAULT_HEAD, settings=settings, apply=apply)
    return {"session": session_id, "applied": pruned.applied, "recorded": pruned.recorded,
            "report": _doc(pruned.projection.report)}
