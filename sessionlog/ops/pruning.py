"""``view --project`` and ``prune``: the projection pipeline at a leaf, and sticky pruning decisions.

Rule of this module: the use cases around the pure ``core.projections``. It reads the view and the
recorded pruning decisions (``prune-decision`` annotations), builds the settings (the TOML config text
and the options, options winning; the clock is read here), calls ``project``; ``prune(apply=True)``
records the new decisions, one annotation per decision on the entry whose message it prunes.
"""

from __future__ import annotations

from typing import Any

import msgspec

from ..core import jsvalues
from ..core.errors import InvalidInputError
from ..core.names import DEFAULT_HEAD, PRUNE_DECISION
from ..core.projections import (
    Projection,
    ProjectionSettings,
    PruneDecision,
    message_key,
    parse_duration_ms,
    project,
    settings_from_toml,
)
from ..core.projections.settings import PROVIDERS
from ..core.view import View
from ..store import Store, clock, writes

DECISION_KIND = PRUNE_DECISION


def build_settings(*, config_text: str = "", context_window: int | None = None, provider: str | None = None,
                   turn_limit: int | None = None, no_prune: bool = False, last_touch: str | None = None,
                   ttl: str | None = None) -> ProjectionSettings:
    """Settings from the config file's text and the options (options win); the clock is read here."""
    if provider is not None and provider not in PROVIDERS:
        raise InvalidInputError(f"provider must be one of {', '.join(PROVIDERS)}, not {provider!r}")
    for name, value in (("context_window", context_window), ("turn_limit", turn_limit)):
        if value is not None and value < 1:
            raise InvalidInputError(f"{name} must be at least 1, not {value}")
    settings = settings_from_toml(config_text)
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
        touched = jsvalues.js_date_ms(last_touch)
        if touched is None:
            raise InvalidInputError(f"--last-touch: not an ISO 8601 time: {last_touch!r}")
        changes.update(last_cache_touch_ms=touched, now_ms=clock.now_ms())
    return msgspec.structs.replace(settings, **changes)


def recorded_decisions(store: Store, session_id: str) -> list[PruneDecision]:
    """Every recorded decision of the session, oldest first (a later one for the same source wins)."""
    out = []
    for row in store.annotations(session_id, kind=DECISION_KIND):
        try:
            out.append(msgspec.convert(row["data"], PruneDecision))
        except msgspec.ValidationError:
            continue  # not ours to judge: an annotation another version wrote
    return out


class Projected(msgspec.Struct, frozen=True, kw_only=True):
    """The view at ``at`` and its projection."""

    session: str
    at: str | None
    view: View
    projection: Projection


def project_at(store: Store, session_id: str, leaf: str | None = None, *, head: str = DEFAULT_HEAD,
               settings: ProjectionSettings) -> Projected:
    """The projected view at ``leaf`` (default: the head), replaying recorded pruning decisions."""
    at = leaf if leaf is not None else store.head(session_id, head)
    built = store.view(session_id, at)
    decisions = recorded_decisions(store, session_id) if settings.pruning.enabled else []
    return Projected(session=session_id, at=at, view=built, projection=project(built.messages, settings,
                                                                                decisions=decisions))


class Pruned(msgspec.Struct, frozen=True, kw_only=True):
    session: str
    applied: bool
    recorded: int
    projection: Projection


def prune(store: Store, session_id: str, leaf: str | None = None, *, head: str = DEFAULT_HEAD,
          settings: ProjectionSettings, apply: bool = False) -> Pruned:
    """Run the pipeline at ``leaf`` (default: the head); with ``apply``, record its new decisions."""
    projected = project_at(store, session_id, leaf, head=head, settings=settings)
    decisions = projected.projection.report.decisions
    recorded = 0
    if apply and decisions:
        entries: dict[str, str] = {}
        if projected.at is not None:
            for entry in store.path_to(session_id, projected.at):
                if entry.get("type") == "message" and isinstance(entry.get("message"), dict):
                    entries.setdefault(message_key(entry["message"]), entry["id"])
        with store.write() as tx:
            for decision in decisions:
                writes.annotate(tx, session_id, entries.get(decision.key), DECISION_KIND, msgspec.to_builtins(decision))
                recorded += 1
    return Pruned(session=session_id, applied=apply, recorded=recorded, projection=projected.projection)
