"""``truncate``: branch-rewrite truncation applied to a stored session (DESIGN §6).

Rule of this module: planning is pure (``core.rewrite.plan_rewrite``); ``truncate`` plans at the head and
applies the plan in one write transaction whose compare-and-swap compares the head with the one the plan
was made at (or the caller's ``expected_head``) *inside* that transaction: a concurrent append between
planning and applying is a ``HeadConflictError`` (exit 3), never a misleading invalid-input error.
"""

from __future__ import annotations

from typing import Any

import msgspec

from ..backends.contract import UNSET
from ..core.errors import HeadConflictError, IdConflictError, InvalidInputError
from ..core.names import DEFAULT_HEAD, REWRITE
from ..core.rewrite import RewritePlan, RewriteSettings, plan_rewrite
from ..store import Store, reads, writes
from .results import RewritePlanOutput, TruncateOutput

REWRITE_KIND = REWRITE


class TruncateResult(msgspec.Struct, frozen=True, kw_only=True):
    """What ``truncate`` did: the plan (None: nothing to shrink), the head before and after."""

    session: str
    plan: RewritePlan | None
    old_head: str | None
    new_head: str | None
    applied: bool


def plan_session_rewrite(store: Store, session_id: str, settings: RewriteSettings, *,
                         head: str = DEFAULT_HEAD) -> RewritePlan | None:
    """``plan_rewrite`` over the path to ``head``, avoiding every id the session already has."""
    with store.read() as tx:
        leaf = writes.read_head(tx, session_id, head).entry_id
        if leaf is None:
            return None
        path = reads.path_to(tx, session_id, leaf)
        taken = {row.id for row in tx.rows(session_id)}
    return plan_rewrite(path, settings, taken)


def apply_rewrite(store: Store, session_id: str, plan: RewritePlan, expected_head: Any = UNSET, *,
                  head: str = DEFAULT_HEAD) -> str:
    """Append ``plan``'s copies after its fork point in one transaction and move ``head`` to the last
    copy (returned). ``expected_head`` (default: the plan's head) is compared with the head inside the
    transaction: ``HeadConflictError`` if it moved; a new id already in the session (another writer got
    there first) is an ``IdConflictError``: re-plan. Annotations of kind ``rewrite`` record, on each
    copy, ``{"rewrites": old id, "reason": "truncated" | "copied"}`` and, on the old head,
    ``{"rewritten_to": new head, "fork_point": ..., "truncated": [old ids]}``."""
    expected = plan.head if expected_head is UNSET else expected_head
    with store.write() as tx:
        current, version = writes.read_head(tx, session_id, head)
        if current != expected:
            raise HeadConflictError(
                f"session {session_id}: head {head!r} is at {current!r}, not the expected {expected!r}")
        if expected != plan.head:
            raise InvalidInputError(f"the plan was made at {plan.head}, not at the expected head {expected!r}")
        clash = sorted(tx.rows_by_id(session_id, list(plan.id_map.values())))
        if clash:
            raise IdConflictError(f"session {session_id}: rewrite ids {', '.join(clash[:3])} are taken; plan again")
        writes.write_entries(tx, session_id, [dict(c) for c in plan.copies], tx.last_seq(session_id))
        writes.set_head(tx, session_id, head, plan.new_head, version, current, REWRITE)
        for old, new in plan.id_map.items():
            writes.annotate(tx, session_id, new, REWRITE, {"rewrites": old, "reason": plan.reason(old)})
        writes.annotate(tx, session_id, plan.head, REWRITE, {
            "rewritten_to": plan.new_head, "fork_point": plan.fork_point,
            "truncated": [c.entry for c in plan.chosen]})
    return plan.new_head


def truncate(store: Store, session_id: str, settings: RewriteSettings, *, head: str = DEFAULT_HEAD,
             expected_head: Any = UNSET, dry_run: bool = False) -> TruncateResult:
    """Plan the rewrite at ``head`` and, unless ``dry_run``, apply it (compare-and-swap against the head
    the plan was made at, or ``expected_head``). Nothing to shrink appends nothing."""
    plan = plan_session_rewrite(store, session_id, settings, head=head)
    if plan is None:
        current = store.head(session_id, head)
        writes.check_expected(session_id, head, current, expected_head)
        return TruncateResult(session=session_id, plan=None, old_head=current, new_head=current, applied=False)
    if dry_run:
        return TruncateResult(session=session_id, plan=plan, old_head=plan.head, new_head=plan.new_head,
                              applied=False)
    new_head = apply_rewrite(store, session_id, plan, expected_head, head=head)
    return TruncateResult(session=session_id, plan=plan, old_head=plan.head, new_head=new_head, applied=True)


def plan_document(plan: RewritePlan) -> RewritePlanOutput:
    """``truncate --dry-run --json``: the plan without the copies' bodies."""
    return RewritePlanOutput(**plan.to_json())


def truncate_document(done: TruncateResult) -> TruncateOutput:
    """``truncate --json``: whether the branch was rewritten, the head before and after, the plan applied."""
    return TruncateOutput(session=done.session, changed=done.plan is not None, old_head=done.old_head,
                          new_head=done.new_head, plan=plan_document(done.plan) if done.plan is not None else None)
