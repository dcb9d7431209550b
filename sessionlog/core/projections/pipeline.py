"""The projection pipeline (DESIGN §5): ``project(messages, settings) -> Projection(messages, report)``.

Rule of this module: one pure function composing the steps in OpenClaw's order, with its later fix
that provider hygiene runs last:

    repair -> turn limit -> repair -> pruning (sticky replay, soft trim, hard clear)
           -> truncation -> guard -> provider policy + pairing repair

Each step is skipped when its settings turn it off; with every step off ``project`` returns the input
list itself. The report says, per step, whether it changed anything, the chars and estimated tokens
it saved (pruner estimate; negative when a step adds, e.g. synthesised results) and its counts. New
pruning decisions are returned in the report for the caller to record (``prune --apply``); recorded
ones are an input (``decisions``) and are replayed byte for byte. Input messages are never mutated.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import msgspec

from .estimate import estimate_message_chars, estimate_tokens
from .guard import OVERFLOW_MESSAGE, guard_context
from .providers import apply_provider_policy, policy_for
from .pruning import (
    PruneDecision,
    apply_decisions,
    message_key,
    prune_context_messages,
    tool_result_keys,
    ttl_gate_open,
)
from .repair import repair_tool_use_result_pairing
from .settings import ProjectionSettings
from .truncation import calculate_max_tool_result_chars, truncate_tool_results
from .turns import limit_history_turns


class StepReport(msgspec.Struct, frozen=True):
    """What one step did."""

    step: str
    changed: bool
    chars_saved: int
    tokens_saved: int
    details: dict[str, Any]


class ProjectionReport(msgspec.Struct, frozen=True):
    """The whole pipeline's report."""

    steps: list[StepReport]
    chars_before: int
    chars_after: int
    tokens_before: int
    tokens_after: int
    overflow: bool
    overflow_message: str | None
    decisions: list[PruneDecision]


class Projection(msgspec.Struct, frozen=True):
    messages: list[Any]
    report: ProjectionReport


def _decision_map(decisions: Iterable[PruneDecision | Mapping[str, Any]] | None) -> dict[str, PruneDecision]:
    """Later decisions for the same key win (a soft trim later hard-cleared)."""
    out: dict[str, PruneDecision] = {}
    for d in decisions or ():
        if not isinstance(d, PruneDecision):
            d = msgspec.convert(d, PruneDecision)
        out[d.key] = d
    return out


class _Run:
    """The messages between steps and the report so far. Message estimates are memoised by object for
    this call only (steps reuse the objects they do not change); the memo keeps each object alive (the
    source list, then every object estimated later), so ids stay unique. A step that returns a list of
    the same length whose new message at some position has the same role and the same content object
    as the old one (e.g. only an id renamed) inherits its estimate, which depends on role and content
    alone. Nothing is written to the messages."""

    def __init__(self, messages: list[Any]) -> None:
        sizes = list(map(estimate_message_chars, messages))
        self._memo: dict[int, int] = dict(zip(map(id, messages), sizes))
        self._alive: list[Any] = [messages]
        self.messages = messages
        self.chars = sum(sizes)
        self.steps: list[StepReport] = []

    def chars_of(self, message: Any) -> int:
        chars = self._memo.get(id(message))
        if chars is None:
            chars = self._memo[id(message)] = estimate_message_chars(message)
            self._alive.append(message)
        return chars

    def estimate(self, messages: list[Any]) -> int:
        return self._estimate_after(messages, None)

    def _estimate_after(self, new: list[Any], old: list[Any] | None) -> int:
        """``estimate(new)``, inheriting estimates position by position from ``old`` (class docstring)."""
        memo = self._memo
        known = list(map(memo.get, map(id, new)))  # the memo hits, looked up in bulk
        if None not in known:
            return sum(known)
        aligned = old is not None and len(new) == len(old)
        total = 0
        for i, chars in enumerate(known):
            if chars is None:
                m = new[i]
                was = old[i] if aligned else None  # type: ignore[index]
                if (was is not None and isinstance(m, dict) and isinstance(was, dict) and id(was) in memo
                        and m.get("content") is was.get("content") and m.get("role") == was.get("role")):
                    chars = memo[id(m)] = memo[id(was)]
                    self._alive.append(m)
                else:
                    chars = self.chars_of(m)
            total += chars
        return total

    def record(self, step: str, new: list[Any], details: dict[str, Any]) -> None:
        changed = new is not self.messages
        chars = self._estimate_after(new, self.messages) if changed else self.chars
        saved = self.chars - chars
        self.steps.append(StepReport(step=step, changed=changed, chars_saved=saved,
                                     tokens_saved=estimate_tokens(self.chars) - estimate_tokens(chars),
                                     details=details))
        self.messages, self.chars = new, chars


def _repair_details(outcome: Any) -> dict[str, Any]:
    return {"added": list(outcome.added), "dropped_duplicates": outcome.dropped_duplicates,
            "dropped_orphans": outcome.dropped_orphans, "moved": outcome.moved,
            "dropped_errored_turns": outcome.dropped_errored_turns, "renamed_results": outcome.renamed_results}


def project(messages: Sequence[Any], settings: ProjectionSettings | None = None, *,
            decisions: Iterable[PruneDecision | Mapping[str, Any]] | None = None) -> Projection:
    """Run the pipeline (module docstring) over Pi agent messages."""
    settings = settings or ProjectionSettings()
    source = messages if isinstance(messages, list) else list(messages)
    run = _Run(source)
    chars_before = run.chars
    window = settings.context_window

    missing_text = policy_for(settings.provider).missing_text  # "aborted" for OpenAI Responses, from the start
    if settings.repair.enabled:
        fixed = repair_tool_use_result_pairing(run.messages, errored_policy=settings.repair.errored_policy,
                                               missing_text=missing_text)
        run.record("repair", fixed.messages, _repair_details(fixed))
    if settings.turns.limit:
        limited = limit_history_turns(run.messages, settings.turns)
        run.record("turn-limit", limited, {"limit": settings.turns.limit, "hysteresis": settings.turns.hysteresis,
                                           "messages_dropped": len(run.messages) - len(limited)})
        if settings.repair.enabled:
            fixed = repair_tool_use_result_pairing(run.messages, errored_policy=settings.repair.errored_policy,
                                                   missing_text=missing_text)
            run.record("repair-after-turn-limit", fixed.messages, _repair_details(fixed))

    new_decisions: list[PruneDecision] = []
    if settings.pruning.enabled:
        recorded = _decision_map(decisions)
        gate = ttl_gate_open(settings.last_cache_touch_ms, settings.now_ms, settings.pruning.ttl_ms)
        source = run.messages
        keys = tool_result_keys(source) if recorded else {}  # without recorded decisions: only what changes
        replayed_messages, replayed = apply_decisions(source, recorded, keys)
        outcome = prune_context_messages(replayed_messages, settings.pruning, window,
                                         estimate=run.chars_of) if gate else None
        pruned = outcome.messages if outcome else replayed_messages
        if outcome:
            for i, mode in sorted(outcome.modes.items()):
                key = keys[i] if i in keys else message_key(source[i])
                new_decisions.append(PruneDecision(key=key, mode=mode, content=pruned[i]["content"]))
        matched = len(set(keys.values()) & set(recorded))
        run.record("pruning", pruned, {
            "ttl_gate_open": gate, "replayed": replayed, "decisions_dropped": len(recorded) - matched,
            "soft_trimmed": outcome.soft_trimmed if outcome else 0,
            "hard_cleared": outcome.hard_cleared if outcome else 0,
            "images_removed": outcome.images_removed if outcome else 0,
            "ratio": round(outcome.ratio, 6) if outcome else None})

    if settings.truncation.enabled:
        cap = calculate_max_tool_result_chars(window, settings.truncation.hard_cap)
        cut, count = truncate_tool_results(run.messages, cap, min_keep_chars=settings.truncation.min_keep_chars)
        run.record("truncation", cut, {"max_chars": cap, "truncated": count})

    overflow = False
    if settings.guard.enabled:
        guarded = guard_context(run.messages, settings.guard, window, estimate=run.chars_of)
        overflow = guarded.overflow
        run.record("guard", guarded.messages, {
            "mode": settings.guard.mode, "truncated": guarded.truncated, "compacted": guarded.compacted,
            "estimate_chars": guarded.estimate_chars, "budget_chars": guarded.budget_chars,
            "overflow": guarded.overflow})

    if settings.provider_policy:
        policy = apply_provider_policy(run.messages, settings.provider, repair=settings.repair.enabled,
                                       errored_policy=settings.repair.errored_policy)
        details = _repair_details(policy)
        details.update(provider=settings.provider, ids_renamed=policy.ids_renamed,
                       dangling_calls_dropped=policy.dangling_calls_dropped, users_merged=policy.users_merged,
                       assistants_merged=policy.assistants_merged, bootstrap_added=policy.bootstrap_added)
        run.record("provider-policy", policy.messages, details)

    report = ProjectionReport(
        steps=run.steps, chars_before=chars_before, chars_after=run.chars,
        tokens_before=estimate_tokens(chars_before), tokens_after=estimate_tokens(run.chars),
        overflow=overflow, overflow_message=OVERFLOW_MESSAGE if overflow else None, decisions=new_decisions)
    return Projection(messages=run.messages, report=report)
