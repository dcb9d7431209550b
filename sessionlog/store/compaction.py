"""Compaction and tree navigation applied to the log: plan at the head, summarize, append with CAS.

Rule of this module: the engine half of DESIGN §6's compaction and navigation. Planning is pure
(``core.compaction.plan_compaction``, ``core.branching``) and reads only what it needs (the visible tail
for compaction); a summarizer is foreign code called between reading and writing; the write is one
transaction that compares the head with the leaf the plan was made at (or the caller's
``expected_head``) *inside* that transaction, so a concurrent append in between is a
``HeadConflictError`` and nothing is appended. A failed, cancelled or empty summary appends nothing.
``sessionlog.ops.compaction`` and ``ops.navigation`` (the CLI's and the service's use cases) and the
``Session`` methods all go through here, so a plan is made once per call.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..backends.contract import UNSET
from ..core.branching import (
    DEFAULT_BRANCH_RESERVE_TOKENS,
    NO_CONTENT_SUMMARY,
    branch_position,
    branch_token_budget,
    collect_entries_for_branch_summary,
    prepare_branch_entries,
)
from ..core.compaction import CompactionPlan, CompactionSettings, NothingToCompactError, find_work, plan_compaction
from ..core.names import DEFAULT_HEAD
from ..core.summary import CancelCheck, SummarizerError, Summarizer, SummaryRequest
from . import clock, reads, writes
from .append import append_batch


class PlannedCompaction:
    """A compaction plan with what it was made from: the leaf (the head when planned) and the path."""

    def __init__(self, leaf: str | None, path: list[dict[str, Any]], plan: CompactionPlan | None) -> None:
        self.leaf, self.path, self.plan = leaf, path, plan


def visible_at_head(store: Any, session_id: str, head: str = DEFAULT_HEAD) -> tuple[str | None, list[dict[str, Any]]]:
    """The head's entry and the visible tail of its path (``Store.visible_path``), in one snapshot."""
    with store.read() as tx:
        leaf = writes.read_head(tx, session_id, head).entry_id
        return leaf, (reads.visible_path(tx, session_id, leaf) if leaf is not None else [])


def plan_at_head(store: Any, session_id: str, settings: CompactionSettings | None = None, *,
                 head: str = DEFAULT_HEAD, pi_compat: bool = False, checkpoint: bool = False) -> PlannedCompaction:
    """The compaction plan at ``head`` over its visible tail (None inside when there is nothing to do)."""
    leaf, path = visible_at_head(store, session_id, head)
    return PlannedCompaction(leaf, path, plan_compaction(path, settings or CompactionSettings(), pi_compat=pi_compat,
                                                         checkpoint=checkpoint))


def summarize(summarizer: Summarizer, request: SummaryRequest, cancelled: CancelCheck | None) -> str:
    """The summarizer's text; any failure other than the contract's errors becomes a ``SummarizerError``."""
    try:
        summary = summarizer.summarize(request, cancelled=cancelled)
    except SummarizerError:
        raise
    except Exception as e:  # noqa: BLE001 - a summarizer is foreign code: report, append nothing
        name = getattr(summarizer, "name", type(summarizer).__name__)
        raise SummarizerError(f"summarizer {name!r} failed: {type(e).__name__}: {e}") from e
    if not isinstance(summary, str) or not summary.strip():
        raise SummarizerError("the summarizer returned an empty summary; nothing was appended")
    return summary


def compact_planned(store: Any, session_id: str, planned: PlannedCompaction, summarizer: Summarizer, *,
                    custom_instructions: str | None = None, workspace_rules: str | None = None,
                    head: str = DEFAULT_HEAD, expected_head: Any = UNSET,
                    cancelled: CancelCheck | None = None) -> dict[str, Any] | None:
    """Summarize a plan and append its compaction entry, the head compared with ``expected_head``
    (default: the leaf the plan was made at) in the write transaction. None, with nothing appended and
    the summarizer not called, when there is nothing to compact (no plan, or a plan that summarizes no
    message: ``core.compaction.find_work``)."""
    if find_work(planned.plan) is None:
        if expected_head is not UNSET:  # the caller's condition still holds, or this is a conflict
            writes.check_expected(session_id, head, store.head(session_id, head), expected_head)
        return None
    assert planned.plan is not None
    summary = summarize(summarizer, planned.plan.to_request(custom_instructions, workspace_rules), cancelled)
    return apply_compaction(store, session_id, planned.plan, summary, head=head,
                            expected_head=planned.leaf if expected_head is UNSET else expected_head)


def apply_compaction(store: Any, session_id: str, plan: CompactionPlan, summary: str, *, head: str = DEFAULT_HEAD,
                     expected_head: Any) -> dict[str, Any]:
    """``Store.apply_compaction``: one Pi ``compaction`` entry for ``plan`` (see its docstring)."""
    if not isinstance(summary, str) or not summary.strip():
        raise SummarizerError("the summary is empty; no compaction was appended")
    if plan.checkpoint and not plan.messages_to_summarize:
        raise NothingToCompactError("a hard checkpoint needs something to summarize")
    entry: dict[str, Any] = {
        "type": "compaction", "summary": summary, "firstKeptEntryId": plan.first_kept_entry_id,
        "tokensBefore": plan.tokens_before,
        "details": {"readFiles": list(plan.read_files), "modifiedFiles": list(plan.modified_files)},
        "fromHook": False,
    }
    with store.write() as tx:
        if plan.checkpoint:
            entry["id"] = clock.new_entry_id(lambda c: tx.row(session_id, entry_id=c) is not None)
            entry["firstKeptEntryId"] = entry["id"]
        return append_batch(tx, session_id, [entry], head, expected_head, False)[0]


def apply_navigation(store: Any, session_id: str, target_id: str, summary: str | None, *, details: Any = UNSET,
                     head: str = DEFAULT_HEAD, expected_head: Any = UNSET) -> dict[str, Any] | None:
    """Move ``head`` to the position Pi's ``navigateTree`` puts it at for ``target_id`` (the target, or the
    parent of a user or custom message) and, with a ``summary``, append a ``branch_summary`` there; all in
    one transaction, compared with ``expected_head`` in it. Returns the summary entry, or None."""
    from .facade import move_head_in

    with store.write() as tx:
        position = branch_position(reads.entry_of(tx, reads.require_row(tx, session_id, target_id)))
        if summary is None:
            move_head_in(tx, session_id, position, name=head, expected_head=expected_head)
            return None
        entry: dict[str, Any] = {"type": "branch_summary", "parentId": position,
                                 "fromId": position if position is not None else "root", "summary": summary}
        if details is not UNSET:
            entry["details"] = details
        entry["fromHook"] = False
        return append_batch(tx, session_id, [entry], head, expected_head, True)[0]


def navigate(store: Any, session_id: str, target_id: str, *, summarizer: Summarizer | None = None,
             custom_instructions: str | None = None, context_window: int | None = None,
             reserve_tokens: int = DEFAULT_BRANCH_RESERVE_TOKENS, head: str = DEFAULT_HEAD,
             expected_head: Any = UNSET, cancelled: CancelCheck | None = None) -> dict[str, Any] | None:
    """Pi's ``navigateTree(target)`` with an optional summary of the branch being left.

    The head is read once; the final write compares it with ``expected_head`` (default: the head as read
    here) inside its transaction, so a head that moves while the summary is written is a
    ``HeadConflictError`` and nothing moves. Moving to the head itself is a no-op (after the same check).
    When the branch being left has nothing to summarize (the target is ahead of the head), the head just
    moves. A summarizer failure appends nothing and leaves the head where it was."""
    old = store.head(session_id, head)
    expected = old if expected_head is UNSET else expected_head
    if expected != old:
        writes.check_expected(session_id, head, old, expected)
    if target_id == old:
        return None
    store.get_entry(session_id, target_id)  # NotFoundError before any summarizing
    if summarizer is None:
        return apply_navigation(store, session_id, target_id, None, head=head, expected_head=expected)
    by_id: dict[Any, Mapping[str, Any]] = {}
    for entry in (store.path_to(session_id, old) if old is not None else []) + store.path_to(session_id, target_id):
        by_id[entry["id"]] = entry
    collected = collect_entries_for_branch_summary(by_id, old, target_id)
    if not collected.entries:
        return apply_navigation(store, session_id, target_id, None, head=head, expected_head=expected)
    prepared = prepare_branch_entries(collected.entries, branch_token_budget(context_window, reserve_tokens))
    if prepared.messages:
        request = SummaryRequest.build(kind="branch", messages=prepared.messages, read_files=prepared.read_files,
                                       modified_files=prepared.modified_files,
                                       custom_instructions=custom_instructions, reserve_tokens=reserve_tokens)
        summary = summarize(summarizer, request, cancelled)
    else:
        summary = NO_CONTENT_SUMMARY
    details = {"readFiles": prepared.read_files, "modifiedFiles": prepared.modified_files}
    return apply_navigation(store, session_id, target_id, summary, details=details, head=head,
                            expected_head=expected)
