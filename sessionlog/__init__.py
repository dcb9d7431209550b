"""sessionlog: an event-sourced, Pi-compatible session store with branching history for LLM agents.

Quick use::

    import sessionlog
    store = sessionlog.open_store("sessions.db")
    session = store.create_session(cwd="/my/project")
    session.append_message({"role": "user", "content": "hello", "timestamp": 1})
    session.view().to_pi()   # what the model sees at the head
"""

from .codec import parse_jsonl_text
from .compaction import CompactionPlan, CompactionSettings, NothingToCompactError, plan_compaction
from .errors import (
    ConflictError,
    CycleError,
    HeadConflictError,
    IdConflictError,
    InvalidEntryError,
    InvalidInputError,
    NotFoundError,
    SessionLogError,
)
from .forks import apply_rotation, fork, rotate
from .jsonl import import_paths, read_pi_file
from .projections import Projection, ProjectionSettings, project
from .rotation import RotationPlan, plan_rotation
from .rewrite import RewritePlan, RewriteSettings, apply_rewrite, plan_rewrite
from .store import Session, Store, open_store
from .tokens import context_size, estimate_tokens, should_compact
from .view import UNSET, View, build_view, to_llm

__all__ = [
    "CompactionPlan", "CompactionSettings", "NothingToCompactError", "context_size", "estimate_tokens",
    "plan_compaction", "should_compact",
    "ConflictError", "CycleError", "HeadConflictError", "IdConflictError", "InvalidEntryError",
    "InvalidInputError", "NotFoundError", "Projection", "ProjectionSettings", "SessionLogError", "Session", "Store",
    "UNSET", "View", "build_view", "import_paths", "open_store", "parse_jsonl_text", "project", "read_pi_file",
    "to_llm", "fork", "apply_rotation", "rotate", "RotationPlan", "plan_rotation",
]
__all__ += ["RewritePlan", "RewriteSettings", "apply_rewrite", "plan_rewrite"]
__version__ = "0.1.0"
