"""The service's use cases, independent of HTTP: one function per route, over a ``Store``.

Rule of this module: each function takes the store, the request's ``Principal`` and plain arguments,
calls the library's public functions (``Store``/``Session`` methods, ``forks``, ``rewrite``,
``projections``, ``search``, ``jsonl``), and returns the same JSON document the CLI prints with
``--json`` for that verb (``schema/cli/<verb>.json``; checked by the service tests). Visibility is
decided here once (``visible``): a session of another tenant, or outside a limited token's sessions,
is ``NotFoundError``, exactly as a session that does not exist. This module is the seam the shared
use cases (``sessionlog/ops/``) will replace.

Lifted from the CLI (``cli/commands_project.py``, ``cli/commands_write.py``) rather than imported, as
the service must not import click: the pruning settings, the replay of recorded decisions and the
recording of new ones (``build_projection_settings``, ``recorded_decisions``, ``prune``), and the
``append`` rule that a message without its own ``timestamp`` gets Pi's ``Date.now()``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import msgspec

from .. import clock, codec
from ..errors import InvalidEntryError, InvalidInputError, NotFoundError
from ..store import DEFAULT_HEAD, UNSET, Store
from .tokens import Principal

DECISION_KIND = "prune-decision"  # the annotation kind `prune --apply` records (cli/commands_project.py)


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


def _session_row(r: Mapping[str, Any]) -> dict[str, Any]:
    """One ``sessions --json`` row (``SessionRow``)."""
    return {"id": r["id"], "name": r["name"], "cwd": r["cwd"], "created": r["created"], "modified": r["modified"],
            "parent_session": r["parent_session"], "entries": r["entry_count"] or 0,
            "messages": r["message_count"] or 0, "head": r["head"]}


# ---------------------------------------------------------------- sessions
def catalogue(store: Store, principal: Principal, *, limit: int | None = None) -> list[dict[str, Any]]:
    """The tenant's catalogue, newest modified first (``sessions --json``)."""
    if principal.sessions is None:
        rows = store.sessions(tenant=principal.tenant, limit=limit)
    else:
        rows = [r for r in store.sessions(tenant=principal.tenant) if r["id"] in principal.sessions][:limit]
    return [_session_row(r) for r in rows]


def create_session(store: Store, principal: Principal, *, session_id: str | None = None, cwd: str | None = None,
                   parent_session: str | None = None, header: Mapping[str, Any] | None = None) -> tuple[str, bool]:
    """A new session in the principal's tenant: (its id, True). Re-creating a session of this tenant
    with the same header (a retried request) is (its id, False); any other taken id is an
    ``IdConflictError``. Without a header the server's clock stamps it and ``cwd`` defaults to ``""``."""
    from ..errors import IdConflictError

    if principal.limited:
        from .tokens import ScopeError

        raise ScopeError("a token limited to some sessions cannot create sessions")
    if header is None:
        header = {"type": "session", "version": 3, "id": session_id or clock.uuid7(), "timestamp": clock.now_iso(),
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
    return {"session": session_id, "name": row["name"], "header": store.header(session_id),
            "heads": store.heads(session_id), "created": row["created"], "modified": row["modified"],
            "parent_session": row["parent_session"],
            "counts": {"entries": row["entry_count"] or 0, "messages": row["message_count"] or 0}}


def head_of(store: Store, session_id: str, name: str = DEFAULT_HEAD) -> str | None:
    return store.head(session_id, name)


# ---------------------------------------------------------------- appending and heads
@dataclass(frozen=True)
class Appended:
    """What an append stored: the entries (as stored), whether every one of them was already stored
    (a retried request: nothing was written), and the head after it."""

    entries: list[dict[str, Any]]
    replayed: bool
    head: str | None


def _stored(store: Store, session_id: str, ids: Sequence[Any]) -> dict[str, dict[str, Any]]:
    """The stored entries among ``ids``, by id."""
    found = {}
    for entry_id in ids:
        if isinstance(entry_id, str) and entry_id and entry_id not in found:
            try:
                found[entry_id] = store.get_entry(session_id, entry_id)
            except NotFoundError:
                continue
    return found


def append(store: Store, principal: Principal, session_id: str, entries: Sequence[Any], *, head: str = DEFAULT_HEAD,
           branch: bool = False, expected_head: Any = UNSET) -> Appended:
    """Append ``entries`` after ``head`` as one all-or-nothing batch (``Store.append_many``): ids are
    idempotency keys (an entry already stored with the same content is returned, not stored again),
    ``expected_head`` makes the head move a compare-and-swap (``UNSET``: unconditional)."""
    visible(store, principal, session_id)
    if not entries:
        raise InvalidEntryError("no entries to append")
    batch: list[dict[str, Any]] = []
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict):
            where = f"entry #{index + 1}" if len(entries) > 1 else "entry"
            raise InvalidEntryError(f"{where}: must be a JSON object, not {type(entry).__name__}")
        batch.append(dict(entry))
    already = _stored(store, session_id, [e.get("id") for e in batch])
    replayed = all(e.get("id") in already for e in batch)
    now = None
    for entry in batch:
        message = entry.get("message")
        if entry.get("type") != "message" or not isinstance(message, dict) or "timestamp" in message:
            continue
        stored = already.get(entry.get("id"))
        if stored is not None:  # a retry: the stamp is the one given the first time
            stamp = stored.get("message", {}).get("timestamp") if isinstance(stored.get("message"), dict) else None
            if stamp is not None:
                entry["message"] = {**message, "timestamp": stamp}
            continue
        now = now if now is not None else clock.now_ms()
        entry["message"] = {**message, "timestamp": now}  # Pi stamps every message with Date.now()
    stored = store.append_many(session_id, batch, head=head, expected_head=expected_head, branch=branch)
    new_head = store.head(session_id, head) if replayed else stored[-1]["id"]
    return Appended(stored, replayed, new_head)


def move_head(store: Store, principal: Principal, session_id: str, name: str, entry: str | None, *,
              expected_head: Any = UNSET) -> dict[str, Any]:
    """Point head ``name`` at ``entry`` (None: empty) with compare-and-swap (``head --json``)."""
    visible(store, principal, session_id)
    store.move_head(session_id, entry, name=name, expected_head=expected_head)
    return {"session": session_id, "name": name, "entry": store.head(session_id, name)}


def check_expected(store: Store, session_id: str, head: str, expected_head: Any) -> None:
    """``HeadConflictError`` unless ``head`` is at ``expected_head`` (``UNSET``: no condition)."""
    from ..errors import HeadConflictError

    if expected_head is UNSET:
        return
    current = store.head(session_id, head)
    if current != expected_head:
        raise HeadConflictError(f"session {session_id}: head {head!r} is at {current!r}, "
                                f"not the expected {expected_head!r}")


# ---------------------------------------------------------------- reading
def view_leaf(store: Store, principal: Principal, session_id: str, *, leaf: str | None = None,
              head: str = DEFAULT_HEAD) -> str | None:
    """The leaf a view request is about: ``leaf`` (which must exist) or where ``head`` points."""
    visible(store, principal, session_id)
    if leaf is not None:
        store.get_entry(session_id, leaf)
        return leaf
    return store.head(session_id, head)


def view(store: Store, session_id: str, leaf: str | None, fmt: str = "pi") -> Any:
    """``view --json`` (``fmt`` pi) or ``view --llm --json`` (``fmt`` llm) at ``leaf``."""
    from ..view import to_llm

    built = store.view(session_id, leaf)
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
           session: str | None = None) -> list[dict[str, Any]]:
    """``search --json`` over the tenant's sessions (or one of them)."""
    from .. import search as search_module

    if session is not None:
        scopes = [visible(store, principal, session)]
    elif principal.sessions is not None:
        scopes = sorted(principal.sessions)
    else:
        scopes = []
    if scopes:
        hits = [h for sid in scopes for h in search_module.search(store, query, session=sid, limit=limit)]
        hits.sort(key=lambda h: (h.score, h.session, h.seq))
        hits = hits[:limit]
    else:
        hits = search_module.search(store, query, limit=limit, tenant=principal.tenant)
    return [{"session": h.session, "entry": h.entry, "seq": h.seq, "type": h.type, "role": h.role,
             "timestamp": h.timestamp, "snippet": h.snippet, "score": h.score} for h in hits]


def export(store: Store, principal: Principal, session_id: str, *, branch: bool = False, head: str = DEFAULT_HEAD,
           redact: bool = False) -> tuple[bytes, str | None, int]:
    """Pi v3 JSONL (``export``), the note when Pi would open it at another leaf, and secrets redacted."""
    visible(store, principal, session_id)
    data, note = store.export(session_id, branch=branch, head=head)
    count = 0
    if redact:
        from ..redact import redact_jsonl

        data, count = redact_jsonl(data)
    return data, note, count


def import_jsonl(store: Store, principal: Principal, data: bytes, *, strict: bool = False,
                 as_new: bool = False, source: str = "request") -> dict[str, Any]:
    """Store one Pi JSONL document in the principal's tenant (``import --json``'s object for it)."""
    if principal.limited:
        from .tokens import ScopeError

        raise ScopeError("a token limited to some sessions cannot import sessions")
    parsed = codec.parse_jsonl_text(data, source=source)
    result = store.import_parsed(parsed, source=source, strict=strict, as_new=as_new, tenant=principal.tenant)
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
    from ..compaction import CompactionSettings, NothingToCompactError, nothing_to_compact_reason, plan_compaction
    from ..summarizers import get_summarizer
    from ..tokens import DEFAULT_KEEP_RECENT_TOKENS, DEFAULT_RESERVE_TOKENS

    visible(store, principal, session_id)
    check_expected(store, session_id, head, expected_head)
    settings = CompactionSettings(
        reserve_tokens=DEFAULT_RESERVE_TOKENS if reserve_tokens is None else reserve_tokens,
        keep_recent_tokens=DEFAULT_KEEP_RECENT_TOKENS if keep_recent_tokens is None else keep_recent_tokens)
    leaf = store.head(session_id, head)
    path = store.visible_path(session_id, leaf) if leaf is not None else []
    plan = plan_compaction(path, settings, pi_compat=pi_compat, checkpoint=checkpoint)
    if dry_run:
        return plan.to_pi() if plan is not None else None
    if plan is None:
        raise NothingToCompactError(nothing_to_compact_reason(path))
    return store.session(session_id).compact(get_summarizer(summarizer), settings, instructions, rules, checkpoint,
                                             head=head, pi_compat=pi_compat)


def fork(store: Store, principal: Principal, session_id: str, *, at: str) -> dict[str, Any]:
    """``fork --json``: a new session (same tenant) holding the path to ``at``."""
    from ..forks import fork as fork_session

    visible(store, principal, session_id)
    child = fork_session(store, session_id, at)
    return {"session": child, "parent": session_id, "at": at, "head": store.head(child),
            "entries": store.catalogue(child)["entry_count"] or 0}


def rotate(store: Store, principal: Principal, session_id: str, *, head: str = DEFAULT_HEAD, dry_run: bool = False,
           expected_head: Any = UNSET) -> dict[str, Any]:
    """``rotate --json`` (with ``dry_run``: the plan, ``rotate --dry-run --json``)."""
    from ..forks import apply_rotation, plan_rotation_at

    visible(store, principal, session_id)
    check_expected(store, session_id, head, expected_head)
    plan = plan_rotation_at(store, session_id, head=head)
    if dry_run:
        return plan.to_json()
    successor = apply_rotation(store, session_id, plan, head=head)
    return {"session": successor, "predecessor": session_id, "leaf": plan.leaf, "head": store.head(successor),
            "entries": store.catalogue(successor)["entry_count"] or 0}


def truncate(store: Store, principal: Principal, session_id: str, *, context_window: int | None = None,
             max_chars: int | None = None, head: str = DEFAULT_HEAD, dry_run: bool = False,
             expected_head: Any = UNSET) -> Any:
    """``truncate --json``: branch-rewrite truncation of the head's tool results (with ``dry_run``: the
    plan, or None when nothing would change)."""
    from ..rewrite import RewriteSettings, apply_rewrite, plan_session_rewrite

    visible(store, principal, session_id)
    if (context_window is None) == (max_chars is None):
        raise InvalidInputError("give exactly one of context_window and max_chars")
    check_expected(store, session_id, head, expected_head)
    settings = (RewriteSettings.for_context_window(context_window) if context_window is not None
                else RewriteSettings(max_chars=max_chars or 0))
    plan = plan_session_rewrite(store, session_id, settings, head=head)
    if dry_run:
        return plan.to_json() if plan is not None else None
    old_head = store.head(session_id, head)
    if plan is not None:
        apply_rewrite(store, session_id, plan, old_head, head=head)
    return {"session": session_id, "changed": plan is not None, "old_head": old_head,
            "new_head": plan.new_head if plan is not None else old_head,
            "plan": plan.to_json() if plan is not None else None}


# ---------------------------------------------------------------- pruning (lifted from cli/commands_project.py)
def build_projection_settings(*, context_window: int | None = None, provider: str | None = None,
                              turn_limit: int | None = None, no_prune: bool = False, last_touch: str | None = None,
                              ttl: str | None = None, config: str | None = None) -> Any:
    """Projection settings from a TOML config text and the options (options win); the clock is read
    here when ``last_touch`` is given (as ``view --project`` / ``prune`` do)."""
    from ..projections import parse_duration_ms, settings_from_toml
    from ..projections.settings import PROVIDERS

    if provider is not None and provider not in PROVIDERS:
        raise InvalidInputError(f"provider must be one of {', '.join(PROVIDERS)}, not {provider!r}")
    for name, value in (("context_window", context_window), ("turn_limit", turn_limit)):
        if value is not None and value < 1:
            raise InvalidInputError(f"{name} must be at least 1, not {value}")
    settings = settings_from_toml(config or "")
    changes: dict[str, Any] = {}
    if context_window is not None:
        changes["context_window"] = context_window
    if provider is not None:
        changes["provider"] = provider
    if turn_limit is not None:
        changes["turns"] = msgspec.structs.replace(settings.turns, limit=turn_limit)
    pruning = settings.pruning
    if no_prune:
        pruning = msgspec.structs.replace(pruning, mode="off")
    if ttl is not None:
        pruning = msgspec.structs.replace(pruning, ttl_ms=parse_duration_ms(ttl))
    changes["pruning"] = pruning
    if last_touch is not None:
        touched = codec.js_date_ms(last_touch)
        if touched is None:
            raise InvalidInputError(f"last_touch: not an ISO 8601 time: {last_touch!r}")
        changes.update(last_cache_touch_ms=touched, now_ms=clock.now_ms())
    return msgspec.structs.replace(settings, **changes)


def recorded_decisions(store: Store, session_id: str) -> list[Any]:
    """Every recorded pruning decision of the session, oldest first (a later one for the same source wins)."""
    from ..projections import PruneDecision

    out = []
    for row in store.annotations(session_id, kind=DECISION_KIND):
        try:
            out.append(msgspec.convert(row["data"], PruneDecision))
        except msgspec.ValidationError:
            continue  # not ours to judge: an annotation another version wrote
    return out


def prune(store: Store, principal: Principal, session_id: str, *, apply: bool = False, leaf: str | None = None,
          head: str | None = None, **options: Any) -> dict[str, Any]:
    """``prune --json``: run the projection pipeline at the head (or ``leaf``) and report what pruning
    decides; with ``apply``, record the new decisions (one annotation each) so later projected views
    replay them."""
    from ..projections import message_key, project

    visible(store, principal, session_id)
    if leaf is not None and head is not None:
        raise InvalidInputError("give leaf or head, not both")
    settings = build_projection_settings(**options)
    at = leaf if leaf is not None else store.head(session_id, head or DEFAULT_HEAD)
    built = store.view(session_id, at)
    decisions = recorded_decisions(store, session_id) if settings.pruning.enabled else []
    projection = project(built.messages, settings, decisions=decisions)
    recorded = 0
    if apply and projection.report.decisions:
        by_key: dict[str, str] = {}
        if at is not None:
            for entry in store.path_to(session_id, at):
                if entry.get("type") == "message" and isinstance(entry.get("message"), dict):
                    by_key.setdefault(message_key(entry["message"]), entry["id"])
        for decision in projection.report.decisions:
            store.annotate(session_id, by_key.get(decision.key), DECISION_KIND, msgspec.to_builtins(decision))
            recorded += 1
    return {"session": session_id, "applied": apply, "recorded": recorded,
            "report": msgspec.to_builtins(projection.report)}

