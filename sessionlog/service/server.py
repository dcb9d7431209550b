"""Running the service under uvicorn: bind, announce, serve, shut down gracefully.

Rule of this module: ``run`` binds the socket itself (so ``--port 0`` works and the bound address is
known before any worker starts), prints ``listening on http://HOST:PORT`` once to stderr, and serves
until SIGTERM or SIGINT. Shutdown is graceful: the listening socket closes, event streams end at
once (``app.begin_shutdown``), requests in flight (appends included) finish, up to
``graceful_timeout`` seconds, then the store's threads finish their jobs and the connections close;
the process exits 0. With ``workers`` > 1, uvicorn's supervisor runs that many processes on the one
socket (each with its own notifier: a stream sees another worker's writes by polling).
"""

from __future__ import annotations

import json
import logging
import os
import signal
import socket
import sys
import time
from dataclasses import asdict
from typing import Any, Callable

import uvicorn

from ..core.errors import SessionLogError
from ..connect import display_target, open_store
from .app import Config, begin_shutdown, create_app

CONFIG_ENV = "SESSIONLOG_SERVICE_CONFIG"  # the Config, as JSON, for worker processes


class Server(uvicorn.Server):
    """uvicorn's server, ending event streams as soon as shutdown begins (rather than waiting for them
    up to the graceful timeout)."""

    async def shutdown(self, sockets: Any = None) -> None:
        app = getattr(self.config, "loaded_app", None)
        while app is not None and not hasattr(app, "state") and hasattr(app, "app"):
            app = app.app  # uvicorn wraps the application in its own middleware
        if app is not None and hasattr(app, "state"):
            begin_shutdown(app)
        await super().shutdown(sockets)


class BindError(SessionLogError):
    """The address to listen on cannot be used (taken, not local, not resolvable)."""


def bind(host: str, port: int, backlog: int = 2048) -> socket.socket:
    """The listening socket, listening already (a client connecting while the server starts waits in
    the backlog instead of being refused). Made with ``IPPROTO_TCP`` explicitly: asyncio turns Nagle's
    algorithm off only on connections of a socket that says it is TCP, and uvicorn's own
    ``bind_socket`` leaves the protocol 0, which costs every response after the first on a keep-alive
    connection a delayed ACK (~40 ms on Linux)."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                             proto=socket.IPPROTO_TCP, flags=socket.AI_PASSIVE)[0]
    except OSError as e:
        raise BindError(f"cannot listen on {host}:{port}: {e}") from e
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(backlog)
    except OSError as e:
        sock.close()
        raise BindError(f"cannot listen on {host}:{port}: {e.strerror or e}") from e
    sock.set_inheritable(True)
    return sock


def app_from_env() -> Any:
    """The application of a worker process (``uvicorn --factory``), configured by ``CONFIG_ENV``."""
    return create_app(Config(**json.loads(os.environ[CONFIG_ENV])))


def uvicorn_config(config: Config, *, host: str, port: int, workers: int = 1, log_level: str = "info",
                   access_log: bool = False, graceful_timeout: float = 30.0) -> uvicorn.Config:
    common: dict[str, Any] = dict(host=host, port=port, log_level=log_level, access_log=access_log,
                                  timeout_graceful_shutdown=graceful_timeout, server_header=False,
                                  lifespan="on", http="h11", loop="asyncio", proxy_headers=False)
    if workers > 1:
        os.environ[CONFIG_ENV] = json.dumps(asdict(config))
        return uvicorn.Config("sessionlog.service.server:app_from_env", factory=True, workers=workers, **common)
    return uvicorn.Config(create_app(config), **common)


def run(config: Config, *, host: str = "127.0.0.1", port: int = 8765, workers: int = 1, log_level: str = "info",
        access_log: bool = False, graceful_timeout: float = 30.0,
        announce: Callable[[str], None] | None = None) -> int:
    """Serve until SIGTERM/SIGINT; 0 after a graceful shutdown, 1 when the server could not start.
    A database that cannot be opened, or an address that cannot be bound, is a ``SessionLogError``
    before anything starts (the CLI prints it as ``Error: ...``)."""
    logging.getLogger("sessionlog.service").setLevel(log_level.upper())
    open_store(config.db, busy_timeout=config.busy_timeout, durability=config.durability).close()
    ucfg = uvicorn_config(config, host=host, port=port, workers=workers, log_level=log_level,
                          access_log=access_log, graceful_timeout=graceful_timeout)
    sock = bind(host, port, ucfg.backlog)
    bound_host, bound_port = sock.getsockname()[:2]
    shown = f"[{bound_host}]" if ":" in bound_host else bound_host
    (announce or (lambda line: print(line, file=sys.stderr, flush=True)))(
        f"sessionlog serve: listening on http://{shown}:{bound_port} (database {display_target(config.db)})")
    # uvicorn re-raises the signal that stopped it once it is done; after a graceful shutdown that
    # must end the process quietly with 0, not by the signal's default action.
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: None)
    try:
        if workers > 1:
            from uvicorn.supervisors import Multiprocess

            Multiprocess(ucfg, sockets=[sock]).run()
            return 0
        server = Server(ucfg)
        server.run(sockets=[sock])
        return 0 if server.started else 1
    finally:
        sock.close()


class Running:
    """A service running in a thread of this process (``serve_in_thread``): ``url``, ``stop()``."""

    def __init__(self, server: Server, thread: Any, sock: Any) -> None:
        self.server = server
        self.thread = thread
        self._sock = sock
        host, port = sock.getsockname()[:2]
        self.host, self.port = host, port
        self.url = f"http://{host}:{port}"

    def stop(self, timeout: float = 30.0) -> None:
        """Shut down gracefully (as on SIGTERM) and wait for the thread."""
        self.server.should_exit = True
        self.thread.join(timeout)
        self._sock.close()
        if self.thread.is_alive():
            raise RuntimeError(f"the service at {self.url} did not stop within {timeout} s")

    def __enter__(self) -> "Running":
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def serve_in_thread(config: Config, *, host: str = "127.0.0.1", port: int = 0, graceful_timeout: float = 30.0,
                    log_level: str = "warning", startup_timeout: float = 30.0) -> Running:
    """Start the service in a background thread on ``host:port`` (0: a free port) and return once it
    accepts requests (for tests, benchmarks and programs that embed it). Signals stay the caller's."""
    import threading

    ucfg = uvicorn_config(config, host=host, port=port, log_level=log_level, graceful_timeout=graceful_timeout)
    sock = bind(host, port, ucfg.backlog)
    server = Server(ucfg)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, name="sessionlog-serve", daemon=True)
    thread.start()
    deadline = time.monotonic() + startup_timeout
    while not server.started:
        if not thread.is_alive():
            sock.close()
            raise RuntimeError("the service failed to start (see its log)")
        if time.monotonic() > deadline:
            server.should_exit = True
            sock.close()
            raise RuntimeError(f"the service did not start within {startup_timeout} s")
        time.sleep(0.005)
    return Running(server, thread, sock)
