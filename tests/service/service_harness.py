"""The service tests' harness: a service on an ephemeral loopback port, tokens, clients.

The service runs in a thread of the test process (``serve_in_thread``) or, where signals matter, as
a ``sessionlog serve`` subprocess whose bound port is read from its first line. Readiness is a
bounded poll of ``/v1/health``, never a sleep.
"""

from __future__ import annotations

import os
import select
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from sessionlog import open_store
from sessionlog.client import Client, Unavailable
from sessionlog.service.app import Config
from sessionlog.service.server import serve_in_thread
from sessionlog.service.tokens import create_token

ROOT = Path(__file__).resolve().parents[2]
STARTUP_TIMEOUT = 60.0


def wait_healthy(url: str, timeout: float = STARTUP_TIMEOUT) -> None:
    """Poll /v1/health until it answers (bounded)."""
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    while time.monotonic() < deadline:
        try:
            with Client(url, timeout=5) as probe:
                if probe.health()["status"] == "ok":
                    return
        except Unavailable as e:
            last = e
        time.sleep(0.01)
    raise AssertionError(f"{url} did not become healthy within {timeout} s: {last}")


def token(db: str | os.PathLike[str], tenant: str = "acme", scopes: tuple[str, ...] = ("admin",),
          sessions: list[str] | None = None) -> str:
    with open_store(db) as store:
        return create_token(store, tenant=tenant, scopes=scopes, sessions=sessions).token


class Service:
    """A running service and helpers to reach it."""

    def __init__(self, db: Path, url: str, running: Any = None) -> None:
        self.db = db
        self.url = url
        self.running = running
        self._tokens: dict[tuple, str] = {}

    def token(self, tenant: str = "acme", *scopes: str, sessions: list[str] | None = None) -> str:
        key = (tenant, scopes or ("admin",), tuple(sessions or ()))
        if key not in self._tokens:
            self._tokens[key] = token(self.db, tenant, scopes or ("admin",), sessions)
        return self._tokens[key]

    def client(self, tenant: str = "acme", *scopes: str, sessions: list[str] | None = None,
               timeout: float = 30.0) -> Client:
        return Client(self.url, self.token(tenant, *scopes, sessions=sessions), timeout=timeout)

    @property
    def hub(self) -> Any:
        return self.running.server.config.loaded_app.state.service.hub


def start(db: Path, **config: Any) -> Service:
    running = serve_in_thread(Config(db=str(db), **config), startup_timeout=STARTUP_TIMEOUT)
    wait_healthy(running.url)
    return Service(db, running.url, running)


class ServeProcess:
    """``sessionlog serve`` as a subprocess on an ephemeral port."""

    def __init__(self, db: Path, *args: str, env: dict[str, str] | None = None) -> None:
        self.db = db
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "sessionlog", "--db", str(db), "serve", "--port", "0", *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env={**os.environ, **(env or {})})
        self.stderr_lines: list[str] = []
        self.url = self._read_url()
        wait_healthy(self.url)

    def _read_url(self) -> str:
        deadline = time.monotonic() + STARTUP_TIMEOUT
        assert self.proc.stderr is not None
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.proc.stderr], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                break
            line = self.proc.stderr.readline().decode()
            if not line:
                break
            self.stderr_lines.append(line)
            if "listening on http://" in line:
                return line.split("listening on ", 1)[1].split()[0]
        self.proc.kill()
        raise AssertionError("sessionlog serve did not announce its port:\n" + "".join(self.stderr_lines))

    def stop(self, timeout: float = 60.0) -> tuple[int, str]:
        """SIGTERM, wait, and return (exit code, the rest of stderr)."""
        if self.proc.poll() is None:
            self.proc.terminate()
        try:
            _, err = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate()
        return self.proc.returncode, "".join(self.stderr_lines) + err.decode()
