"""Context projections: pure functions from Pi agent messages to the messages a model request carries.

``project(messages, settings)`` runs the whole pipeline (see ``pipeline``); every step is usable alone:
``pruning``, ``truncation``, ``guard``, ``turns``, ``repair``, ``providers``. Settings are frozen
records in ``settings``; nothing here touches storage, the clock or randomness.
"""

from .pipeline import Projection, ProjectionReport, StepReport, project
from .pruning import PruneDecision, message_key
from .settings import (
    GuardSettings,
    ProjectionSettings,
    PruningSettings,
    RepairSettings,
    TruncationSettings,
    TurnLimitSettings,
    parse_duration_ms,
    settings_from_config,
    settings_from_toml,
)

__all__ = [
    "GuardSettings", "Projection", "ProjectionReport", "ProjectionSettings", "PruneDecision", "PruningSettings",
    "RepairSettings", "StepReport", "TruncationSettings", "TurnLimitSettings", "message_key", "parse_duration_ms",
    "project", "settings_from_config", "settings_from_toml",
]
