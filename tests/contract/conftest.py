"""The conformance suite's fixtures: every test in ``tests/contract`` runs once per backend.

``store`` is a fresh store on the backend under test; ``make_store()`` makes more (several stores, or one
per hypothesis example); ``reopen(store)`` opens the same data again (a new connection for a database,
the same objects for the memory backend); ``tamper`` edits stored data behind the engine's back, the way
a damaged disk or a hostile operator would (bodies, entry rows, headers, heads, head-log rows,
annotations, catalogue rows; deleting the newest entries), so ``verify``'s checks run on every backend. A third-party
backend joins the suite by adding its name to ``BACKENDS`` and a branch to ``_open`` and ``Tamper``.
"""

from __future__ import annotations

import itertools
import sqlite3
from pathlib import Path
from typing import Any, Callable

import msgspec
import pytest

from sessionlog import open_store
from sessionlog.backends.contract import HeadState
from sessionlog.store import Store

BACKENDS = ["memory", "sqlite", "postgres"]


@pytest.fixture(params=BACKENDS)
def backend_name(request: pytest.FixtureRequest) -> str:
    return request.param


def _open(name: str, folder: Path, label: str, options: dict[str, Any], pg: Any = None) -> Store:
    if name == "memory":
        return open_store(":memory:")
    if name == "postgres":
        return open_store(pg.create(), **options)
    return open_store(folder / f"{label}.db", **options)


def _databases(request: pytest.FixtureRequest, name: str) -> Any:
    """The PostgreSQL databases fixture, started only when a postgres test asks for a store."""
    return request.getfixturevalue("pg_databases") if name == "postgres" else None


@pytest.fixture
def make_store(backend_name: str, tmp_path_factory: pytest.TempPathFactory,
               request: pytest.FixtureRequest) -> Callable[..., Store]:
    opened: list[Store] = []
    counter = itertools.count()
    pg = _databases(request, backend_name)

    def make(label: str = "store", **sqlite_options: Any) -> Store:
        """A fresh store; ``sqlite_options`` (``durability=...``) apply to a database backend only."""
        folder = tmp_path_factory.mktemp(f"{backend_name}-{label}-{next(counter)}")
        store = _open(backend_name, folder, label, sqlite_options, pg)
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()
    if pg is not None:
        for store in opened:
            pg.drop(store.path)


@pytest.fixture
def store(make_store: Callable[..., Store]) -> Store:
    return make_store()


@pytest.fixture
def reopen(backend_name: str) -> Callable[[Store], Store]:
    def again(store: Store) -> Store:
        if backend_name == "memory":
            return Store(store.backend)
        return open_store(store.path)

    return again


class Tamper:
    """Edits stored data without going through the engine (and around the backend's protections)."""

    def __init__(self, store: Store, backend_name: str, pg: Any = None) -> None:
        self.store, self.name, self.pg = store, backend_name, pg

    def _sql(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        if self.name == "postgres":  # as the server's superuser, with triggers off for that connection
            self.pg.sql(self.store.path, sql.replace("?", "%s"), params)
            return
        conn = sqlite3.connect(self.store.path)
        triggers = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
        for name, _ in triggers:
            conn.execute(f"DROP TRIGGER {name}")
        conn.execute(sql, params)
        for _, create in triggers:
            conn.execute(create)
        conn.commit()
        conn.close()

    def body(self, body_hash: str, data: bytes) -> None:
        """Replace a stored body's bytes (its hash stays)."""
        if self.name == "memory":
            self.store.backend.bodies[body_hash] = data
        else:
            self._sql("UPDATE bodies SET data = ? WHERE hash = ?", (data, body_hash))

    def entry(self, session_id: str, entry_id: str, **columns: Any) -> None:
        """Change columns of a stored entry row (``timestamp``, ``parent_id``, ``kept_seq``, ...)."""
        if self.name == "memory":
            found = self.store.backend.sessions[session_id]
            row = found.by_id[entry_id]
            new = row._replace(**columns)
            found.rows[row.seq - 1] = found.by_id[entry_id] = new
        else:
            sets = ", ".join(f"{column} = ?" for column in columns)
            self._sql(f"UPDATE entries SET {sets} WHERE session_id = ? AND id = ?",
                      (*columns.values(), session_id, entry_id))

    def head(self, session_id: str, name: str, entry_id: str | None, version: int | None = None) -> None:
        """Point a head somewhere (at ``version``: its own by default) without a compare-and-swap or a
        head-log row; a head that does not exist is created (a fake head)."""
        if self.name == "memory":
            heads = self.store.backend.sessions[session_id].heads
            before = heads.get(name)
            heads[name] = HeadState(entry_id, version if version is not None else before.version if before else 0)
        elif self._rows("SELECT 1 FROM heads WHERE session_id = ? AND name = ?", (session_id, name)):
            self._sql("UPDATE heads SET entry_id = ?, version = coalesce(?, version) WHERE session_id = ? AND name = ?",
                      (entry_id, version, session_id, name))
        else:
            self._sql("INSERT INTO heads (session_id, name, entry_id, version) VALUES (?, ?, ?, ?)",
                      (session_id, name, entry_id, version or 0))

    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        if self.name == "postgres":
            return self.pg.sql(self.store.path, sql.replace("?", "%s"), params)
        conn = sqlite3.connect(self.store.path)
        try:
            return conn.execute(sql, params).fetchall()
        finally:
            conn.close()

    def header(self, session_id: str, data: bytes | None) -> None:
        """Replace a session's stored header bytes (None: delete its header row)."""
        if self.name == "memory":
            self.store.backend.sessions[session_id].header = data
        elif data is None:
            self._sql("DELETE FROM headers WHERE session_id = ?", (session_id,))
        else:
            self._sql("UPDATE headers SET body = ? WHERE session_id = ?", (data, session_id))

    def delete_entries(self, session_id: str, from_seq: int) -> None:
        """Delete the session's entries from ``from_seq`` on (the newest ones)."""
        if self.name == "memory":
            found = self.store.backend.sessions[session_id]
            for row in found.rows[from_seq - 1:]:
                del found.by_id[row.id]
            del found.rows[from_seq - 1:]
        else:
            self._sql("DELETE FROM entries WHERE session_id = ? AND seq >= ?", (session_id, from_seq))

    def head_log(self, session_id: str, row_seq: int, **columns: Any) -> None:
        """Change columns of a head-log row (``entry_id``, ``previous``, ``version``, ...); none: delete it."""
        if self.name == "memory":
            log = self.store.backend.sessions[session_id].head_log
            index = next(i for i, m in enumerate(log) if m.seq == row_seq)
            if columns:
                log[index] = msgspec.structs.replace(log[index], **columns)
            else:
                del log[index]
        elif columns:
            sets = ", ".join(f"{column} = ?" for column in columns)
            self._sql(f"UPDATE head_log SET {sets} WHERE session_id = ? AND seq = ?",
                      (*columns.values(), session_id, row_seq))
        else:
            self._sql("DELETE FROM head_log WHERE session_id = ? AND seq = ?", (session_id, row_seq))

    def annotation(self, session_id: str, row_seq: int, **columns: Any) -> None:
        """Change columns of an annotation (``kind``, ``data``, ``entry_id``, ``seq``, ...); none: delete it."""
        if self.name == "memory":
            annotations = self.store.backend.sessions[session_id].annotations
            index = next(i for i, a in enumerate(annotations) if a.seq == row_seq)
            if columns:
                annotations[index] = msgspec.structs.replace(annotations[index], **columns)
            else:
                del annotations[index]
        elif columns:
            sets = ", ".join(f"{column} = ?" for column in columns)
            self._sql(f"UPDATE annotations SET {sets} WHERE session_id = ? AND seq = ?",
                      (*columns.values(), session_id, row_seq))
        else:
            self._sql("DELETE FROM annotations WHERE session_id = ? AND seq = ?", (session_id, row_seq))

    def delete_session(self, session_id: str) -> None:
        """Remove every trace of a session (header, catalogue, entries, heads, head log, annotations)."""
        if self.name == "memory":
            del self.store.backend.sessions[session_id]
        else:
            for table, column in (("headers", "session_id"), ("sessions", "id"), ("entries", "session_id"),
                                  ("heads", "session_id"), ("head_log", "session_id"), ("annotations", "session_id")):
                self._sql(f"DELETE FROM {table} WHERE {column} = ?", (session_id,))

    def catalogue(self, session_id: str, **columns: Any) -> None:
        """Change fields of a session's catalogue row (``cwd``, ``entry_count``, ``name``, ...)."""
        if self.name == "memory":
            found = self.store.backend.sessions[session_id]
            found.record = msgspec.structs.replace(found.record, **columns)
        else:
            sets = ", ".join(f"{column} = ?" for column in columns)
            self._sql(f"UPDATE sessions SET {sets} WHERE id = ?", (*columns.values(), session_id))


@pytest.fixture
def tamper(store: Store, backend_name: str, request: pytest.FixtureRequest) -> Tamper:
    return Tamper(store, backend_name, _databases(request, backend_name))


def builtins(value: Any) -> Any:
    """A record as plain JSON values (for comparing records across backends)."""
    return msgspec.to_builtins(value)
