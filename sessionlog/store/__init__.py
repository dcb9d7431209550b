"""The log engine: the rules of the log over any backend (DESIGN §3, §4).

``Store`` and ``Session`` are its public face (``facade``, ``session``); the engine is ``rows`` (row,
hash and derived-column construction), ``append``, ``imports``, ``reads``, ``writes``, ``verify`` and
``compaction``. It talks to storage only through ``sessionlog.backends.contract``.
"""

from ..backends.contract import UNSET
from ..core.names import DEFAULT_HEAD
from .facade import Store
from .imports import ImportResult
from .session import Session
from .verify import VerifyReport

__all__ = ["DEFAULT_HEAD", "ImportResult", "Session", "Store", "UNSET", "VerifyReport"]
