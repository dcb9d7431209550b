"""The log engine: the rules of the log over any backend (DESIGN §3, §4).

``Store`` and ``Session`` are its public face (``facade``, ``session``); the engine is ``rows`` (row,
hash and derived-column construction), ``append``, ``imports``, ``reads``, ``writes``, ``verify`` and
``compaction``. It talks to storage only through ``sessionlog.backends.contract``. ``Session``,
``ImportResult`` and ``VerifyReport`` load on first use, so appending loads neither import nor verify.
"""

from typing import TYPE_CHECKING, Any

from ..backends.contract import UNSET
from ..core.names import DEFAULT_HEAD
from .facade import Store

__all__ = ["DEFAULT_HEAD", "ImportResult", "Session", "Store", "UNSET", "VerifyReport"]

_LAZY = {"Session": ".session", "ImportResult": ".imports", "VerifyReport": ".verify"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from importlib import import_module

        value = getattr(import_module(_LAZY[name], __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


if TYPE_CHECKING:  # noqa: F401 - the names this package serves
    from .imports import ImportResult
    from .session import Session
    from .verify import VerifyReport
