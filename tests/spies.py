"""A backend wrapper that counts what the log engine asks of a backend (for tests that bound work).

``Spy(backend)`` is itself a backend: its transactions forward every call to the wrapped backend's and
count it in ``spy.calls[name]``; ``spy.inserted`` records the number of rows of each ``insert_entries``.
It works over any backend, so a test that bounds lookups runs on every backend.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from typing import Any, Iterator


class _TxSpy:
    def __init__(self, tx: Any, spy: "Spy") -> None:
        self._tx, self._spy = tx, spy

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._tx, name)
        if not callable(value):
            return value

        def counted(*args: Any, **kwargs: Any) -> Any:
            self._spy.calls[name] += 1
            if name == "insert_entries":
                self._spy.inserted.append(len(args[0]))
            return value(*args, **kwargs)

        return counted


class Spy:
    def __init__(self, backend: Any) -> None:
        self.backend = backend
        self.location = backend.location
        self.capabilities = backend.capabilities
        self.calls: Counter[str] = Counter()
        self.inserted: list[int] = []

    @contextlib.contextmanager
    def read(self) -> Iterator[_TxSpy]:
        with self.backend.read() as tx:
            yield _TxSpy(tx, self)

    @contextlib.contextmanager
    def write(self, *, bulk: bool = False) -> Iterator[_TxSpy]:
        with self.backend.write(bulk=bulk) as tx:
            yield _TxSpy(tx, self)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.backend, name)
