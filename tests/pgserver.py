"""A throwaway PostgreSQL server for the tests, and fresh databases on it.

``SESSIONLOG_TEST_PG`` (a libpq URL of a role that may ``CREATE DATABASE``) names a server to use;
otherwise ``Server`` starts one from Debian's binaries (``/usr/lib/postgresql/*/bin``) in a temporary
folder: as root through ``runuser -u postgres``, ``initdb --auth=trust --no-sync``, then ``pg_ctl``
with ``-k DIR -p PORT -c listen_addresses=''`` (a Unix socket in that folder only, no TCP), about 1.5 s.
The test server runs with ``fsync=off``: the tests kill clients and restart the server, never the
machine, so nothing they check depends on the disk (the benchmarks run with fsync on).

``Databases.create()`` makes a fresh database by ``CREATE DATABASE ... TEMPLATE`` from one that
already holds the schema (fast), or an empty one (``migrated=False``); ``drop()`` removes it.
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

ENV_URL = "SESSIONLOG_TEST_PG"
TEMPLATE = "sessionlog_test_template"


def binaries() -> Path | None:
    """The newest Debian PostgreSQL bin folder that has initdb and pg_ctl, or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                   key=lambda p: int(Path(p).parent.parent.name) if Path(p).parent.parent.name.isdigit() else 0)
    for pg_ctl in reversed(found):
        folder = Path(pg_ctl).parent
        if (folder / "initdb").exists():
            return folder
    return None


def free_port() -> int:
    """An unused port number (the server listens on a Unix socket named after it, in its own folder)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def url_for(base: str, database: str) -> str:
    """``base`` (a libpq URL) with its database replaced."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(base)
    return urlunsplit(parts._replace(path="/" + database))


class Server:
    """A PostgreSQL server in a temporary folder (see the module docstring)."""

    def __init__(self, *, settings: dict[str, str] | None = None) -> None:
        bin_dir = binaries()
        if bin_dir is None:
            raise RuntimeError("no PostgreSQL binaries under /usr/lib/postgresql/*/bin")
        self.bin = bin_dir
        self.dir = Path(tempfile.mkdtemp(prefix="sessionlog-pg-"))
        self.data = self.dir / "data"
        self.port = free_port()
        self.settings = {"fsync": "off", "full_page_writes": "off", "max_connections": "400",
                         "shared_buffers": "64MB", **(settings or {})}
        self.as_root = os.geteuid() == 0
        if self.as_root:
            shutil.chown(self.dir, "postgres")
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8",
                  "--locale=C.UTF-8")
        self.start()

    def _run(self, tool: str, *args: str) -> subprocess.CompletedProcess[str]:
        command = [str(self.bin / tool), *args]
        if self.as_root:
            command = ["runuser", "-u", "postgres", "--", *command]
        return subprocess.run(command, check=True, capture_output=True, text=True, timeout=120)

    @property
    def url(self) -> str:
        return f"postgresql://postgres@/postgres?host={self.dir}&port={self.port}"

    def start(self) -> None:
        options = f"-k {self.dir} -p {self.port} -c listen_addresses=''" + "".join(
            f" -c {k}={v}" for k, v in self.settings.items())
        self._run("pg_ctl", "-D", str(self.data), "-w", "-t", "60", "-l", str(self.dir / "log"), "-o", options,
                  "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-w", "-t", "60", "-m", mode, "stop")

    def restart(self, mode: str = "immediate") -> None:
        self.stop(mode)
        self.start()

    def close(self) -> None:
        try:
            self.stop("immediate")
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.dir, ignore_errors=True)


def _sql(statement: str, *names: str) -> object:
    """A statement with database names quoted as identifiers (psycopg.sql), never pasted in as text."""
    from psycopg import sql

    return sql.SQL(statement).format(*(sql.Identifier(n) for n in names))


class Databases:
    """Fresh databases on a server reached by ``admin_url`` (a role that may create databases)."""

    def __init__(self, admin_url: str) -> None:
        import psycopg

        self.admin_url = admin_url
        self._counter = itertools.count(1)
        self._prefix = f"sl_test_{os.getpid()}_"
        self._admin = psycopg.connect(admin_url, autocommit=True)
        self._template_ready = False
        self._template_name = f"{TEMPLATE}_{os.getpid()}"

    def _template(self) -> None:
        if self._template_ready:
            return
        from sessionlog import open_store

        self._admin.execute(_sql("DROP DATABASE IF EXISTS {} WITH (FORCE)", self._template_name))
        self._admin.execute(_sql("CREATE DATABASE {}", self._template_name))
        open_store(url_for(self.admin_url, f"{TEMPLATE}_{os.getpid()}")).close()
        self._template_ready = True

    def create(self, *, migrated: bool = True) -> str:
        """A new database's URL (with the schema applied unless ``migrated=False``)."""
        name = f"{self._prefix}{next(self._counter)}"
        if migrated:
            self._template()
            strategy = " STRATEGY FILE_COPY" if self._admin.info.server_version >= 150000 else ""  # faster, 15+
            self._admin.execute(_sql("CREATE DATABASE {} TEMPLATE {}" + strategy, name, self._template_name))
        else:
            self._admin.execute(_sql("CREATE DATABASE {}", name))
        return url_for(self.admin_url, name)

    def drop(self, url: str) -> None:
        from urllib.parse import urlsplit

        name = urlsplit(url).path.lstrip("/")
        if name.startswith(self._prefix):
            self._admin.execute(_sql("DROP DATABASE IF EXISTS {} WITH (FORCE)", name))

    def sql(self, url: str, statement: str, params: tuple = ()) -> list[tuple]:
        """Run one statement as the admin role on the database at ``url`` (triggers off for it)."""
        import psycopg

        with psycopg.connect(url_for(self.admin_url, url_path(url)), autocommit=True) as conn:
            conn.execute("SET session_replication_role = replica")
            cur = conn.execute(statement, params)
            return cur.fetchall() if cur.description else []

    def close(self) -> None:
        if self._template_ready:
            self._admin.execute(_sql("DROP DATABASE IF EXISTS {} WITH (FORCE)", self._template_name))
        self._admin.close()


def url_path(url: str) -> str:
    from urllib.parse import urlsplit

    return urlsplit(url).path.lstrip("/")


def provide() -> tuple[str, Server | None]:
    """The admin URL of the server the tests use, and the server when this process started it.
    Raises ``LookupError`` when there is neither ``SESSIONLOG_TEST_PG`` nor a PostgreSQL install."""
    given = os.environ.get(ENV_URL)
    if given:
        return given, None
    if binaries() is None:
        raise LookupError(f"no PostgreSQL server: set {ENV_URL} or install Debian's postgresql")
    server = Server()
    return server.url, server
