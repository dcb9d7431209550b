"""The store off the event loop: one writer thread and a pool of reader threads, each with its own
``Store`` (SQLite takes one writer at a time; queueing writes here instead of in its busy handler keeps
latency flat), and the ``Config`` of ``sessionlog serve``."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable

from ..connect import open_store
from ..store import Store

DEFAULT_MAX_BODY = 32 * 1024 * 1024


@dataclass(frozen=True)
class Config:
    """What ``sessionlog serve`` configures. ``poll_interval``: how often a stream looks for writes by
    other processes; ``ping``: SSE keep-alive comment interval; ``send_timeout``: a stream whose client
    does not take an event for this long is closed; ``max_pending``: events a slow subscriber may fall
    behind before it is dropped (it resumes from its last id)."""

    db: str
    max_body: int = DEFAULT_MAX_BODY
    readers: int = 8
    busy_timeout: float = 5.0
    durability: str = "full"
    poll_interval: float = 0.5
    ping: float = 15.0
    send_timeout: float = 30.0
    max_pending: int = 10_000


class Pool:
    """One writer thread and a pool of reader threads, each thread with its own ``Store``."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self._local = threading.local()
        self._stores: list[Store] = []
        self._lock = threading.Lock()
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="sessionlog-write")
        self._readers = ThreadPoolExecutor(max(1, config.readers), thread_name_prefix="sessionlog-read")

    def open(self) -> None:
        """Open the database once (creating it and running migrations) before serving."""
        open_store(self.config.db, busy_timeout=self.config.busy_timeout, durability=self.config.durability).close()

    def listen(self, callback: Callable[[str | None], None]) -> Any:
        """A listener for commits by any process (``Store.listen``) on a store of its own, or None when the
        backend has no ``notify`` capability (the streams poll)."""
        store = open_store(self.config.db, busy_timeout=self.config.busy_timeout, durability=self.config.durability)
        try:
            listener = store.listen(callback)
        except BaseException:
            store.close()
            raise
        if listener is None:
            store.close()
            return None
        with self._lock:
            self._stores.append(store)
        return listener

    def _store(self) -> Store:
        store = getattr(self._local, "store", None)
        if store is None:
            store = open_store(self.config.db, busy_timeout=self.config.busy_timeout, durability=self.config.durability)
            with self._lock:
                self._stores.append(store)
            self._local.store = store
        return store

    def locations(self) -> list[str]:
        """Where the open stores are (``Store.path``: a file, or a URL without its password), for
        keeping them out of answers to clients."""
        with self._lock:
            return sorted({store.path for store in self._stores}, key=len, reverse=True)

    def _call(self, fn: Callable[[Store], Any]) -> Any:
        return fn(self._store())

    async def read(self, fn: Callable[[Store], Any]) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self._readers, self._call, fn)

    async def write(self, fn: Callable[[Store], Any]) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self._writer, self._call, fn)

    def close(self) -> None:
        """Let running jobs finish (an append in flight commits), then close every connection."""
        self._writer.shutdown(wait=True)
        self._readers.shutdown(wait=True)
        with self._lock:
            stores, self._stores = self._stores, []
        for store in stores:
            with contextlib.suppress(Exception):
                store.close()
