"""The PostgreSQL backend: a pool of psycopg 3 connections, units of work, error translation.

Rule of this module: the connections and their transactions. A store is one database reached by a
libpq URL (``postgresql://user@host/db?...``); ``location`` is that URL without its password, and no
message carries the password. One ``psycopg_pool.ConnectionPool`` per store, shared by threads: each
thread's outermost unit of work takes a connection and gives it back at the end, and a unit of work
opened inside another on the same thread joins it (the contract's guarantee 6). A read is
``REPEATABLE READ READ ONLY`` (one snapshot); a write is ``READ COMMITTED`` with per-session locks
(``queries``), ``lock_timeout`` = the busy timeout, and ``synchronous_commit`` on (``durability="full"``)
or off (``"normal"``: a server crash may lose the last commits, never corrupt). The settings are
``SET LOCAL`` in each transaction, so they hold behind PgBouncer in transaction mode too; with
``prepare_threshold=None`` (URL parameter ``prepare_threshold=none``) psycopg never prepares statements
on the server, as PgBouncer's transaction mode needs.

On open, pending migrations run in one transaction under ``pg_advisory_xact_lock`` (``migrations``).
``listen`` (the ``notify`` capability) holds a connection of its own outside the pool (``listen``).
Every psycopg error is translated here, by SQLSTATE and exception class and never by message text
(``translate``), into the ``SessionLogError`` tree.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections.abc import Callable, Iterator
from datetime import datetime, timezone
from typing import Any
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit, urlunsplit

from ...core.errors import (
    ForeignDatabaseError,
    InvalidInputError,
    LockedError,
    NotFoundError,
    SessionLogError,
    StoreError,
)
from ..contract import NOTIFY, SEARCH, SEARCH_FTS
from . import migrations
from .queries import PostgresTx

DEFAULT_BUSY_TIMEOUT = float(os.environ.get("SESSIONLOG_BUSY_TIMEOUT", "5.0"))
DEFAULT_POOL_SIZE = 10
DEFAULT_CONNECT_TIMEOUT = 10.0
URL_SCHEMES = ("postgresql", "postgres")
OUR_PARAMETERS = ("prepare_threshold", "pool_size")
"""URL query parameters sessionlog reads and removes before handing the URL to libpq."""

INSTALL_HINT = "pip install 'sessionlog[postgres]'"
_QUIET = logging.NullHandler()


def is_url(target: str) -> bool:
    """Whether ``target`` names a PostgreSQL database (``postgresql://`` or ``postgres://``)."""
    scheme, sep, _ = target.partition("://")
    return bool(sep) and scheme.lower() in URL_SCHEMES


def split_url(url: str) -> tuple[str, str, dict[str, str], str | None]:
    """``(conninfo for libpq, location for messages, sessionlog's own parameters, the password)``."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    ours = {k: v for k, v in query if k in OUR_PARAMETERS}
    rest = [(k, v) for k, v in query if k not in OUR_PARAMETERS]
    password = unquote(parts.password) if parts.password else None
    for k, v in rest:
        if k == "password":
            password = v
    conninfo = urlunsplit(parts._replace(query=urlencode(rest, quote_via=quote)))
    netloc = parts.netloc.rpartition("@")
    user = netloc[0].partition(":")[0] if netloc[1] else ""
    shown_netloc = f"{user}@{netloc[2]}" if user else netloc[2]
    shown_query = urlencode([(k, v) for k, v in rest if k != "password"], quote_via=quote, safe="/")
    location = urlunsplit(parts._replace(netloc=shown_netloc, query=shown_query))
    return conninfo, location, ours, password


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _require_driver() -> tuple[Any, Any]:
    try:
        import psycopg
        import psycopg_pool
    except ImportError as e:
        raise StoreError(f"the PostgreSQL backend needs psycopg and psycopg-pool: {INSTALL_HINT} "
                         f"({e.name} is not installed)") from e
    return psycopg, psycopg_pool


# SQLSTATE classes and codes (https://www.postgresql.org/docs/current/errcodes-appendix.html)
_LOCKED = {"55P03": "a lock was not granted within the lock timeout",
           "40P01": "a deadlock between two writers was broken by the server",
           "40001": "a concurrent transaction got in the way (serialization failure)"}
_SHUTDOWN = {"57P01", "57P02", "57P03", "08000", "08003", "08006", "08001", "08004"}


def translate(e: BaseException, location: str, *, password: str | None = None, committing: bool = False,
              connecting: bool = False) -> SessionLogError:
    """A psycopg (or pool) error as the matching ``SessionLogError``, by SQLSTATE and class."""
    psycopg, psycopg_pool = _require_driver()
    text = str(e).strip()
    if password:
        text = text.replace(password, "***")
    detail = f"({text})" if text else f"({type(e).__name__})"
    if isinstance(e, psycopg_pool.PoolTimeout):
        return StoreError(f"{location}: no connection to the server could be had in time {detail}")
    code = getattr(e, "sqlstate", None) or ""
    if code in _LOCKED:
        return LockedError(f"{location}: {_LOCKED[code]}; nothing was written, retry {detail}")
    if code == migrations.APPEND_ONLY_SQLSTATE:
        return StoreError(f"{location}: refused: {text}")
    if code == "42501":
        return StoreError(f"{location}: permission denied; the application role may only read and append "
                          f"(docs/postgres.md) {detail}")
    if code == "42P07":
        return ForeignDatabaseError(f"{location}: the database already has tables sessionlog did not create; "
                                    f"refusing to use it {detail}")
    if code.startswith("23"):
        return StoreError(f"{location}: refused: {text}")
    if code in ("53100", "53200", "53300"):
        return StoreError(f"{location}: the server is out of resources (disk, memory or connections); nothing was "
                          f"written {detail}")
    if code == "57014":
        return LockedError(f"{location}: the statement was cancelled (statement timeout); nothing was written {detail}")
    if code == "3D000":
        return NotFoundError(f"{location}: the database does not exist {detail}")
    if code in ("28000", "28P01"):
        return StoreError(f"{location}: the server refused the login {detail}")
    if isinstance(e, psycopg.DataError) or code.startswith("22"):
        return InvalidInputError(f"{location}: the database cannot store this value {detail}")
    if code in _SHUTDOWN or (isinstance(e, psycopg.OperationalError) and not code):
        if connecting:
            return StoreError(f"{location}: cannot connect to the database {detail}")
        if committing:
            return StoreError(f"{location}: the connection to the server was lost while committing; the write "
                              "may or may not be stored: retry it with the same entry ids (an idempotent retry) "
                              f"{detail}")
        return StoreError(f"{location}: the connection to the server was lost or refused; nothing was written "
                          f"{detail}")
    return StoreError(f"{location}: {text or type(e).__name__}")


class PostgresBackend:
    """A sessionlog store in a PostgreSQL database (see the module docstring).

    ``create`` is accepted for the faces' sake and changes nothing: SQLite's ``create=False`` refuses a
    file that does not exist, while a PostgreSQL database always exists before it is opened (and is
    migrated on open). The URL itself is not kept: only ``location`` (without the password) and the
    connection parameters handed to libpq."""

    capabilities = frozenset({SEARCH, SEARCH_FTS, NOTIFY})

    def __init__(self, url: str, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT, durability: str = "full",
                 create: bool = True, pool_size: int | None = None, prepare_threshold: Any = "default",
                 connect_timeout: float = DEFAULT_CONNECT_TIMEOUT) -> None:
        psycopg, psycopg_pool = _require_driver()
        self._psycopg = psycopg
        conninfo, self.location, ours, self._password = split_url(url)
        if durability not in ("full", "normal"):
            raise InvalidInputError(f"durability must be 'full' or 'normal', not {durability!r}")
        self.busy_timeout = float(busy_timeout)
        self.durability = durability
        threshold = ours.get("prepare_threshold", prepare_threshold)
        if threshold in (None, "none", "None", ""):
            self.prepare_threshold: int | None = None
        elif threshold == "default":
            self.prepare_threshold = 5
        else:
            try:
                self.prepare_threshold = int(threshold)
            except (TypeError, ValueError):
                raise InvalidInputError(f"{self.location}: prepare_threshold must be a number or 'none', "
                                        f"not {threshold!r}") from None
        try:
            size = int(ours.get("pool_size", pool_size or DEFAULT_POOL_SIZE))
        except ValueError:
            raise InvalidInputError(f"{self.location}: pool_size must be a number") from None
        if size < 1:
            raise InvalidInputError(f"{self.location}: pool_size must be at least 1, not {size}")
        timeout_ms = max(1, int(self.busy_timeout * 1000))
        sync = "on" if durability == "full" else "off"
        # constants of this store, formatted from numbers and fixed words only
        self._begin_write = (f"BEGIN ISOLATION LEVEL READ COMMITTED; SET LOCAL lock_timeout = {timeout_ms}; "
                             f"SET LOCAL synchronous_commit = {sync}")
        self._begin_read = (f"BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; "
                            f"SET LOCAL lock_timeout = {timeout_ms}")
        self._connect_kwargs = {"autocommit": True, "prepare_threshold": self.prepare_threshold,
                                "connect_timeout": max(1, int(connect_timeout))}
        if "application_name" not in conninfo:
            self._connect_kwargs["application_name"] = "sessionlog"
        self._conninfo = conninfo
        self._local = threading.local()
        self._closed = False
        self._migrate()
        # The driver logs a connection it loses as warnings: the pool one it replaces after a server restart
        # ("discarding closed connection"), psycopg a batch or COPY it could not end ("error ignored
        # terminating <psycopg.Pipeline [BAD]>"). With no logging configured, Python would print those on
        # stderr of every CLI command and every writer, beside the error the caller already gets as a
        # SessionLogError. A handler on "psycopg" (the pool's logger is its child) stops that; an application
        # that configures logging still receives these records.
        logging.getLogger("psycopg").addHandler(_QUIET)
        try:
            self._pool = psycopg_pool.ConnectionPool(
                conninfo, kwargs=self._connect_kwargs, min_size=0, max_size=size, open=False,
                timeout=connect_timeout,
                name="sessionlog", num_workers=1)
            self._pool.open(wait=False)
        except psycopg.Error as e:
            raise translate(e, self.location, password=self._password) from e

    # ------------------------------------------------------------ open: connect and migrate
    def _connect(self) -> Any:
        try:
            return self._psycopg.connect(self._conninfo, **self._connect_kwargs)
        except self._psycopg.Error as e:
            raise translate(e, self.location, password=self._password, connecting=True) from e

    def _migrate(self) -> None:
        """Apply pending migrations in one transaction under the migration lock (many openers at once:
        the first applies, the rest wait and find nothing left)."""
        conn = self._connect()
        try:
            encoding = conn.execute("SHOW server_encoding").fetchone()[0]
            if encoding.upper() not in ("UTF8", "UTF-8"):
                raise StoreError(f"{self.location}: the database's encoding is {encoding}; sessionlog needs UTF8 "
                                 "(CREATE DATABASE ... ENCODING 'UTF8' TEMPLATE template0)")
            if not migrations.pending(conn):
                return
            with conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (migrations.MIGRATION_LOCK,))
                migrations.apply(conn, _now())
        except self._psycopg.Error as e:
            raise translate(e, self.location, password=self._password) from e
        finally:
            conn.close()

    # ------------------------------------------------------------ units of work
    def _check_open(self) -> None:
        if self._closed:
            raise StoreError(f"{self.location}: the store is closed")

    @contextlib.contextmanager
    def _begun(self, begin: str) -> Iterator[Any]:
        """A pooled connection with ``begin`` run on it. A connection that died while it sat in the pool
        (a server restart, an idle timeout, PgBouncer closing it) fails at ``BEGIN``, before anything
        was sent that could matter: it is dropped and the next one is tried, so no round trip is spent
        checking every connection up front."""
        psycopg = self._psycopg
        for attempt in range(self._pool.max_size + 1):
            try:
                conn = self._pool.getconn()
            except Exception as e:  # noqa: BLE001 - pool and driver errors, translated by class
                raise translate(e, self.location, password=self._password) from e
            try:
                conn.execute(begin)
            except psycopg.OperationalError as e:
                broken = conn.closed or conn.broken
                self._pool.putconn(conn)  # a broken connection is discarded and replaced by the pool
                if broken and attempt < self._pool.max_size:
                    continue
                raise translate(e, self.location, password=self._password) from e
            except psycopg.Error as e:
                self._end(conn, commit=False)
                self._pool.putconn(conn)
                raise translate(e, self.location, password=self._password) from e
            try:
                yield conn
            finally:
                self._pool.putconn(conn)
            return

    @contextlib.contextmanager
    def read(self) -> Iterator[PostgresTx]:
        """One snapshot (``REPEATABLE READ READ ONLY``); joins the thread's open transaction."""
        current = getattr(self._local, "tx", None)
        if current is not None:
            yield current
            return
        self._check_open()
        with self._begun(self._begin_read) as conn:
            tx = PostgresTx(conn, self.location, writable=False)
            try:
                self._local.tx = tx
                yield tx
            except self._psycopg.Error as e:
                raise translate(e, self.location, password=self._password) from e
            finally:
                self._local.tx = None
                self._end(conn, commit=True)

    @contextlib.contextmanager
    def write(self, *, bulk: bool = False) -> Iterator[PostgresTx]:
        """The one write path: ``BEGIN`` (READ COMMITTED, per-session locks), ``COMMIT`` or ``ROLLBACK``;
        joins the thread's open write transaction."""
        current = getattr(self._local, "tx", None)
        if current is not None:
            if not current.writable:
                raise StoreError(f"{self.location}: a write was started inside a read transaction (a bug)")
            yield current
            return
        self._check_open()
        psycopg = self._psycopg
        with self._begun(self._begin_write) as conn:
            tx = PostgresTx(conn, self.location, writable=True, bulk=bulk)
            self._local.tx = tx
            try:
                yield tx
            except psycopg.Error as e:
                self._end(conn, commit=False)
                raise translate(e, self.location, password=self._password) from e
            except BaseException:
                self._end(conn, commit=False)
                raise
            finally:
                self._local.tx = None
            try:
                conn.execute("COMMIT")
            except psycopg.Error as e:
                self._end(conn, commit=False)
                raise translate(e, self.location, password=self._password, committing=True) from e

    def _end(self, conn: Any, *, commit: bool) -> None:
        """End whatever transaction is open on ``conn`` (a lost connection is left for the pool to drop)."""
        from psycopg.pq import TransactionStatus

        if conn.closed or conn.pgconn.transaction_status == TransactionStatus.IDLE:
            return
        with contextlib.suppress(self._psycopg.Error):
            status = conn.pgconn.transaction_status
            conn.execute("COMMIT" if commit and status == TransactionStatus.INTRANS else "ROLLBACK")

    # ------------------------------------------------------------ storage checks, search, close
    def check_storage(self) -> list[str]:
        from .roles import check_protections

        with self.read() as tx:
            return check_protections(tx.conn)

    def search(self, query: str, *, session: str | None = None, limit: int = 20,
               tenant: str | None = None, fts: bool = False) -> list[Any]:
        from .search import search

        return search(self, query, session=session, limit=limit, tenant=tenant, fts=fts)

    def listen(self, callback: Callable[[str | None], None]) -> Any:
        """The ``notify`` capability: one ``LISTEN`` connection and its thread (``listen.Listener``)."""
        from .listen import Listener

        self._check_open()
        kwargs = dict(self._connect_kwargs)
        if "application_name" in kwargs:  # ours, not the URL's: name it so operators see what it is
            kwargs["application_name"] = "sessionlog-listen"

        def connect() -> Any:
            try:
                return self._psycopg.connect(self._conninfo, **kwargs)
            except self._psycopg.Error as e:
                raise translate(e, self.location, password=self._password, connecting=True) from e

        try:
            return Listener(connect, callback, logging.getLogger("sessionlog.postgres").warning)
        except self._psycopg.Error as e:
            raise translate(e, self.location, password=self._password) from e

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        with contextlib.suppress(Exception):
            self._pool.close()


def setup_roles(url: str, *, owner: str, app: str) -> list[str]:
    """``sessionlog setup``: connected as an administrator to the database ``url`` names, create the
    owner and application roles and apply the migrations as the owner (``roles.setup``)."""
    from .roles import setup

    psycopg, _ = _require_driver()
    conninfo, location, _, password = split_url(url)
    for role in (owner, app):
        if not role or len(role) > 63:
            raise InvalidInputError(f"a role name must have 1 to 63 characters, not {role!r}")
    if owner == app:
        raise InvalidInputError("the owner and the application role must be two roles")
    try:
        with psycopg.connect(conninfo, autocommit=True, connect_timeout=int(DEFAULT_CONNECT_TIMEOUT)) as conn:
            database = conn.execute("SELECT current_database()").fetchone()[0]
            return setup(conn, owner=owner, app=app, database=database)
    except psycopg.Error as e:
        raise translate(e, location, password=password) from e
