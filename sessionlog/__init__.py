"""sessionlog: an event-sourced, Pi-compatible session store with branching history for LLM agents.

Quick use::

    import sessionlog
    store = sessionlog.open_store("sessions.db")
    session = store.create_session(cwd="/my/project")
    session.append_message({"role": "user", "content": "hello", "timestamp": 1})
    session.view().to_pi()   # what the model sees at the head

The names below are the public façade. They are loaded on first use (PEP 562), so importing a pure
module such as ``sessionlog.core.view`` loads no database driver and no store.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# public name -> the module that defines it
_EXPORTS: dict[str, str] = {
    # the store
    "open_store": "sessionlog.connect", "Store": "sessionlog.store", "Session": "sessionlog.store",
    # the pure core
    "UNSET": "sessionlog.core.view", "View": "sessionlog.core.view", "build_view": "sessionlog.core.view",
    "to_llm": "sessionlog.core.view",
    "parse_jsonl_text": "sessionlog.core.codec",
    "CompactionPlan": "sessionlog.core.compaction", "CompactionSettings": "sessionlog.core.compaction",
    "NothingToCompactError": "sessionlog.core.compaction", "plan_compaction": "sessionlog.core.compaction",
    "context_size": "sessionlog.core.tokens", "estimate_tokens": "sessionlog.core.tokens",
    "should_compact": "sessionlog.core.tokens",
    "Projection": "sessionlog.core.projections", "ProjectionSettings": "sessionlog.core.projections",
    "project": "sessionlog.core.projections",
    "RotationPlan": "sessionlog.core.rotation", "plan_rotation": "sessionlog.core.rotation",
    "RewritePlan": "sessionlog.core.rewrite", "RewriteSettings": "sessionlog.core.rewrite",
    "plan_rewrite": "sessionlog.core.rewrite",
    # errors
    "SessionLogError": "sessionlog.core.errors", "ConflictError": "sessionlog.core.errors",
    "CycleError": "sessionlog.core.errors", "HeadConflictError": "sessionlog.core.errors",
    "IdConflictError": "sessionlog.core.errors", "InvalidEntryError": "sessionlog.core.errors",
    "InvalidInputError": "sessionlog.core.errors", "NotFoundError": "sessionlog.core.errors",
    # use cases
    "fork": "sessionlog.ops.forks", "rotate": "sessionlog.ops.forks", "apply_rotation": "sessionlog.ops.forks",
    "apply_rewrite": "sessionlog.ops.rewrite",
    "import_paths": "sessionlog.ops.imports", "read_pi_file": "sessionlog.ops.imports",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'sessionlog' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value  # loaded once
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


if TYPE_CHECKING:  # for type checkers and IDEs only  # noqa: F401 - the names this module serves
    from .core.codec import parse_jsonl_text
    from .core.compaction import CompactionPlan, CompactionSettings, NothingToCompactError, plan_compaction
    from .core.errors import (ConflictError, CycleError, HeadConflictError, IdConflictError, InvalidEntryError,
                              InvalidInputError, NotFoundError, SessionLogError)
    from .core.projections import Projection, ProjectionSettings, project
    from .core.rewrite import RewritePlan, RewriteSettings, plan_rewrite
    from .core.rotation import RotationPlan, plan_rotation
    from .core.tokens import context_size, estimate_tokens, should_compact
    from .core.view import UNSET, View, build_view, to_llm
    from .ops.forks import apply_rotation, fork, rotate
    from .ops.imports import import_paths, read_pi_file
    from .ops.rewrite import apply_rewrite
    from .connect import open_store
    from .store import Session, Store
