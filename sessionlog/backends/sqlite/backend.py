"""The SQLite backend: one database file, one connection, units of work under one lock.

Rule of this module: the connection and its transactions. The file is created with mode 0600 (folders
0700); a file is refused before anything is written unless it carries sessionlog's ``application_id``
or is empty; WAL with ``synchronous=FULL`` (or ``NORMAL`` when asked); every write is
``BEGIN IMMEDIATE`` with a busy timeout (a deferred transaction would turn a compare-and-swap into a
lock-upgrade failure), and migrations run inside one. The connection is shared by threads under one
re-entrant lock held for the whole unit of work (the contract's guarantee 6); a unit of work opened
inside another on the same thread joins it. Every ``sqlite3.Error`` is translated here, by error code
(``translate``), into the ``SessionLogError`` tree. The SQL itself is in ``queries``.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from datetime import datetime, timezone
from typing import Any

from ...core.errors import ForeignDatabaseError, InvalidInputError, LockedError, NotFoundError, StoreError
from ..contract import SEARCH, SEARCH_FTS
from . import migrations
from .queries import SQLiteTx

APPLICATION_ID = 0x534C4F47  # "SLOG"
DEFAULT_BUSY_TIMEOUT = float(os.environ.get("SESSIONLOG_BUSY_TIMEOUT", "5.0"))
_pause = time.sleep  # between tries of the switch to WAL (``SQLiteBackend._journal_wal``)
IMPORT_CACHE_KIB = 262144
"""Page cache while a bulk write (an import) runs, in KiB, filled only as pages are touched: the
body-hash and id indexes take keys in random order, and with SQLite's default 2 MB cache a large import
re-reads their pages over and over (measured, 256 MB against 2 MB: 100k entries 26-28 -> 31-33 MB/s;
1M entries, 4.2 GB, 14 -> 23 MB/s). Restored after, so reads keep the small default."""

# SQLite's primary result codes (the low byte of an extended code), https://sqlite.org/rescode.html
_BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN, _CONSTRAINT, _NOTADB, _PERM = (
    5, 6, 8, 10, 11, 13, 14, 19, 26, 3)


def translate(e: sqlite3.Error, location: str) -> StoreError:
    """A ``sqlite3.Error`` as the matching ``SessionLogError``, by its error code (never its text)."""
    code = getattr(e, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    detail = f"({e})"
    if primary in (_BUSY, _LOCKED):
        return LockedError(f"{location}: the database stayed locked past the busy timeout {detail}")
    if primary in (_CORRUPT, _NOTADB):
        return StoreError(f"{location}: not a usable sessionlog database {detail}")
    if primary == _FULL:
        return StoreError(f"{location}: the disk is full; nothing was written {detail}")
    if primary in (_READONLY, _PERM):
        return StoreError(f"{location}: the database is read-only here; nothing was written {detail}")
    if primary == _CANTOPEN:
        return StoreError(f"{location}: cannot open the database file {detail}")
    if primary == _IOERR:
        return StoreError(f"{location}: the disk could not be read or written {detail}")
    if primary == _CONSTRAINT:
        return StoreError(f"{location}: refused: {e}")
    if isinstance(e, sqlite3.DatabaseError) and not isinstance(e, sqlite3.OperationalError):
        return StoreError(f"{location}: not a usable sessionlog database {detail}")
    return StoreError(f"{location}: {e}")


class SQLiteBackend:
    """A sessionlog database file (see the module docstring)."""

    capabilities = frozenset({SEARCH, SEARCH_FTS})

    def __init__(self, path: str, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT, durability: str = "full",
                 create: bool = True) -> None:
        self.path = self.location = str(path)
        if not create and self.path != ":memory:" and not os.path.exists(self.path):
            raise NotFoundError(f"{self.path}: no sessionlog database here (import or create a session first)")
        if durability not in ("full", "normal"):
            raise InvalidInputError(f"durability must be 'full' or 'normal', not {durability!r}")
        self.busy_timeout = busy_timeout
        self._lock = threading.RLock()
        self._local = threading.local()
        self._conn = self._connect()
        try:
            self._check_application_id()
            self._journal_wal()
            self._conn.execute(f"PRAGMA synchronous = {durability.upper()}")
            self._conn.execute("PRAGMA foreign_keys = OFF")
            if migrations.pending(self._conn):
                with self.write() as tx:
                    if migrations.pending(tx.conn):
                        tx.conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                        migrations.apply(tx.conn, _now())
        except sqlite3.Error as e:
            self._conn.close()
            raise translate(e, self.path) from e
        except BaseException:
            self._conn.close()
            raise

    def _connect(self) -> sqlite3.Connection:
        if self.path != ":memory:":
            parent = os.path.dirname(os.path.abspath(self.path))
            try:
                os.makedirs(parent, mode=0o700, exist_ok=True)
                if not os.path.exists(self.path):
                    os.close(os.open(self.path, os.O_CREAT | os.O_WRONLY, 0o600))
            except OSError as e:
                raise StoreError(f"{self.path}: cannot create the database file ({e.strerror or e})") from e
        try:
            conn = sqlite3.connect(self.path, timeout=self.busy_timeout, isolation_level=None,
                                   check_same_thread=False)
            conn.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout * 1000)}")
        except sqlite3.Error as e:
            raise translate(e, self.path) from e
        return conn

    def _check_application_id(self) -> None:
        # one statement, one snapshot: read apart, another process's migration could commit between the
        # two reads (application_id 0, then its tables), and a new store would look foreign
        app_id, tables = self._conn.execute(
            "SELECT (SELECT application_id FROM pragma_application_id), (SELECT count(*) FROM sqlite_master)"
        ).fetchone()
        if app_id == APPLICATION_ID:
            return
        if app_id != 0 or tables:
            raise ForeignDatabaseError(
                f"{self.path}: not a sessionlog database (application_id {app_id:#x}, {tables} schema objects); "
                "refusing to write to it")

    def _journal_wal(self) -> None:
        """``PRAGMA journal_mode = WAL``, retried while the file is busy, within the busy timeout.

        Switching a new file to WAL takes an exclusive lock, and SQLite does not call the busy handler
        when this connection must upgrade a lock another connection stands in the way of (it would
        deadlock), so a second process opening the same new store at that moment gets "database is
        locked" at once. The failed statement holds no lock, so retrying it is safe; the pause doubles
        from 1 ms up to 50 ms; past the busy timeout the error is the caller's (a ``LockedError``)."""
        deadline = time.monotonic() + self.busy_timeout
        pause = 0.001
        while True:
            try:
                self._conn.execute("PRAGMA journal_mode = WAL")
                return
            except sqlite3.OperationalError as e:
                code = getattr(e, "sqlite_errorcode", None)
                if not isinstance(code, int) or code & 0xFF not in (_BUSY, _LOCKED) or time.monotonic() >= deadline:
                    raise
            _pause(min(pause, max(0.0, deadline - time.monotonic())))
            pause = min(pause * 2, 0.05)

    # ------------------------------------------------------------ units of work
    @contextlib.contextmanager
    def read(self) -> Iterator[SQLiteTx]:
        """A consistent snapshot (``BEGIN`` ... ``COMMIT``); joins the thread's open transaction."""
        with self._lock:
            current = getattr(self._local, "tx", None)
            if current is not None:
                yield current
                return
            tx = SQLiteTx(self._conn, self.path, writable=False)
            try:
                self._conn.execute("BEGIN")
                self._local.tx = tx
                yield tx
            except sqlite3.Error as e:
                raise translate(e, self.path) from e
            finally:
                self._local.tx = None
                if self._conn.in_transaction:
                    with contextlib.suppress(sqlite3.Error):
                        self._conn.execute("COMMIT")

    @contextlib.contextmanager
    def write(self, *, bulk: bool = False) -> Iterator[SQLiteTx]:
        """The one write path: ``BEGIN IMMEDIATE`` (waits up to the busy timeout), ``COMMIT`` or
        ``ROLLBACK``; joins the thread's open write transaction."""
        with self._lock:
            current = getattr(self._local, "tx", None)
            if current is not None:
                if not current.writable:
                    raise StoreError(f"{self.path}: a write was started inside a read transaction (a bug)")
                yield current
                return
            conn = self._conn
            with self._bulk(bulk):
                try:
                    conn.execute("BEGIN IMMEDIATE")
                except sqlite3.Error as e:
                    raise translate(e, self.path) from e
                tx = SQLiteTx(conn, self.path, writable=True)
                self._local.tx = tx
                try:
                    yield tx
                except sqlite3.Error as e:
                    self._rollback()
                    raise translate(e, self.path) from e
                except BaseException:
                    self._rollback()
                    raise
                finally:
                    self._local.tx = None
                try:
                    conn.execute("COMMIT")
                except sqlite3.Error as e:
                    self._rollback()
                    raise translate(e, self.path) from e

    def _rollback(self) -> None:
        """Roll back if SQLite has not already (a failed statement such as a full disk may have)."""
        if self._conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                self._conn.execute("ROLLBACK")

    @contextlib.contextmanager
    def _bulk(self, bulk: bool) -> Iterator[None]:
        if not bulk:
            yield
            return
        (before,) = self._conn.execute("PRAGMA cache_size").fetchone()
        self._conn.execute(f"PRAGMA cache_size = {-IMPORT_CACHE_KIB}")
        try:
            yield
        finally:
            self._conn.execute(f"PRAGMA cache_size = {int(before)}")

    # ------------------------------------------------------------ storage checks, search, close
    def check_storage(self) -> list[str]:
        problems = []
        with self.read() as tx:
            try:
                for (line,) in tx.conn.execute("PRAGMA quick_check"):
                    if line != "ok":
                        problems.append(f"SQLite integrity check: {line}")
            except sqlite3.DatabaseError as e:
                problems.append(f"SQLite integrity check: {e}")
            present = {name for (name,) in tx.conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
            for name, unprotected in migrations.GUARD_TRIGGERS:
                if name not in present:
                    problems.append(f"trigger {name} is missing: {unprotected}")
        return problems

    def search(self, query: str, *, session: str | None = None, limit: int = 20,
               tenant: str | None = None, fts: bool = False) -> list[Any]:
        from .search import search

        return search(self, query, session=session, limit=limit, tenant=tenant, fts=fts)

    def close(self) -> None:
        with self._lock:
            self._conn.close()


def _now() -> str:
    """When a migration was applied (ISO 8601 UTC, milliseconds, as every stored time)."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
