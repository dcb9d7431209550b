"""The summarizer registry: implementations register a factory by name; ``get_summarizer`` finds one.

The contract itself (``SummaryRequest``, ``Summarizer``, ``SummarizerError``, ``SummaryCancelled``) is pure
and lives in ``sessionlog.core.summary``; it is imported here because every implementation uses it.
"""

from __future__ import annotations

from typing import Any, Callable

from ..core.summary import (  # noqa: F401 - the contract every implementation imports from here
    CancelCheck,
    SummarizerError,
    Summarizer,
    SummaryCancelled,
    SummaryRequest,
    UnknownSummarizerError,
    strip_details,
)

BUILTIN = ("offline", "openai")
"""The summarizers shipped with sessionlog (modules of this package that register themselves)."""

_REGISTRY: dict[str, Callable[..., Summarizer]] = {}


def register(name: str, factory: Callable[..., Summarizer]) -> None:
    _REGISTRY[name] = factory


def get_summarizer(name: str, **options: Any) -> Summarizer:
    """A summarizer by name (``offline``, ``openai``), configured by keyword options."""
    from importlib import import_module

    if name not in _REGISTRY:
        # implementations register themselves on import
        try:
            import_module(f"{__package__}.{name}")
        except ModuleNotFoundError:
            pass
    try:
        factory = _REGISTRY[name]
    except KeyError:
        for builtin in BUILTIN:  # so that the message names them even before any was used
            import_module(f"{__package__}.{builtin}")
        raise UnknownSummarizerError(f"unknown summarizer {name!r} (known: {', '.join(sorted(_REGISTRY))})") from None
    try:
        return factory(**options)
    except TypeError as e:  # an option this summarizer does not take
        raise SummarizerError(f"summarizer {name!r}: {e}") from None
