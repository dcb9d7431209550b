"""One lock per Store object, shared by every integration that calls it from worker threads.

A Store holds one sqlite connection, which must not run two transactions at once: the integrations run
their store calls in ``asyncio.to_thread`` under this lock, so an Agents SDK session and an ADK service
on the same Store object never overlap. Stdlib only.
"""

from __future__ import annotations

import threading
import weakref
from typing import Any

_locks: weakref.WeakKeyDictionary[Any, threading.RLock] = weakref.WeakKeyDictionary()
_guard = threading.Lock()


def lock_for(store: Any) -> threading.RLock:
    """The lock of ``store`` (created on first use, dropped with the store)."""
    with _guard:
        lock = _locks.get(store)
        if lock is None:
            lock = _locks[store] = threading.RLock()
        return lock
