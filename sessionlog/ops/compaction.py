"""``compact`` and ``context-size``: compaction planned once at the head, summarized, appended with CAS.

Rule of this module: one function per verb. ``compact`` plans at the head over the visible tail
(``store.compaction.plan_at_head``), returns the plan on a dry run, else hands that same plan to the
summarizer and appends the entry with the head compared (with the leaf the plan was made at, or the
caller's ``expected_head``) inside the write transaction (``store.compaction.compact_planned``).
"""

from __future__ import annotations

from typing import Any

import msgspec

from ..backends.contract import UNSET
from ..core.compaction import CompactionPlan, CompactionSettings, find_work, nothing_to_compact_reason
from ..core.names import DEFAULT_HEAD
from ..core.summary import Summarizer
from ..core.tokens import ContextTokens, context_size as measure, should_compact
from ..store import Store
from ..store.writes import check_expected
from ..store.compaction import compact_planned, plan_at_head, visible_at_head


class CompactOutcome(msgspec.Struct, frozen=True, kw_only=True):
    """What ``compact`` did: the plan (None: nothing to compact, ``reason`` says why), and the appended
    entry (None on a dry run, and when there was nothing to compact)."""

    session: str
    plan: CompactionPlan | None
    entry: dict[str, Any] | None
    reason: str | None = None

    @property
    def compacted(self) -> bool:
        """Whether a compaction entry was appended."""
        return self.entry is not None


def _summarizer(summarizer: str | Summarizer, summary_budget: int | None = None) -> Summarizer:
    """A summarizer by name (with its character budget, when given) or the one passed in."""
    if isinstance(summarizer, str):
        from ..summarizers import get_summarizer

        return get_summarizer(summarizer, **({"max_chars": summary_budget} if summary_budget else {}))
    return summarizer


def compact(store: Store, session_id: str, *, settings: CompactionSettings | None = None,
            summarizer: str | Summarizer = "offline", summary_budget: int | None = None,
            instructions: str | None = None, rules: str | None = None,
            checkpoint: bool = False, pi_compat: bool = False, head: str = DEFAULT_HEAD, dry_run: bool = False,
            expected_head: Any = UNSET) -> CompactOutcome:
    """Plan at ``head``; on a dry run return the plan; else summarize (``summary_budget``: the summary's
    character budget for a summarizer named by ``summarizer``) and append. Nothing to compact (no plan,
    or a plan that summarizes no message) is an answer, not an error: ``plan`` and ``entry`` None,
    ``reason`` saying why, nothing appended. ``HeadConflictError`` when the head moved meanwhile (or is
    not ``expected_head``); ``NothingToCompactError`` only for a hard checkpoint with nothing before the
    head."""
    chosen = None if dry_run else _summarizer(summarizer, summary_budget)  # an unknown name is an error anyway
    planned = plan_at_head(store, session_id, settings, head=head, pi_compat=pi_compat, checkpoint=checkpoint)
    plan = find_work(planned.plan)
    if plan is None:
        if expected_head is not UNSET:
            check_expected(session_id, head, store.head(session_id, head), expected_head)
        reason = f"nothing to compact: {nothing_to_compact_reason(planned.path, planned.plan)}"
        return CompactOutcome(session=session_id, plan=None, entry=None, reason=reason)
    if dry_run:
        return CompactOutcome(session=session_id, plan=plan, entry=None)
    assert chosen is not None
    entry = compact_planned(store, session_id, planned, chosen,
                            custom_instructions=instructions,
                            workspace_rules=rules, head=head, expected_head=expected_head)
    return CompactOutcome(session=session_id, plan=planned.plan, entry=entry)


class ContextSize(msgspec.Struct, frozen=True, kw_only=True):
    session: str
    leaf: str | None
    size: ContextTokens
    context_window: int | None
    reserve_tokens: int
    compaction_due: bool | None


def context_size(store: Store, session_id: str, *, head: str = DEFAULT_HEAD, pi_compat: bool = False,
                 context_window: int | None = None, reserve_tokens: int) -> ContextSize:
    """The usage-aware size of the context at ``head`` over its visible tail, and whether compaction is
    due in ``context_window`` (None: not asked)."""
    leaf, path = visible_at_head(store, session_id, head)
    size = measure(path, pi_compat=pi_compat)
    due = None
    if context_window is not None:
        due = should_compact(size.tokens, context_window, CompactionSettings(reserve_tokens=reserve_tokens))
    return ContextSize(session=session_id, leaf=leaf, size=size, context_window=context_window,
                       reserve_tokens=reserve_tokens, compaction_due=due)
