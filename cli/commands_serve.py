"""``serve``: the store as an HTTP service (sessionlog.service; docs/service.md).

The command parses its options and hands them to ``sessionlog.service.server.run``; the web stack
(the ``service`` extra: starlette, uvicorn, sse-starlette) is imported only when it runs.
"""

from __future__ import annotations

import click

from sessionlog.core.errors import SessionLogError

from .app import Env, pass_env

SIZE_UNITS = {"": 1, "b": 1, "k": 1024, "kb": 1024, "m": 1024 ** 2, "mb": 1024 ** 2, "g": 1024 ** 3, "gb": 1024 ** 3}


class ServiceUnavailable(SessionLogError):
    """The ``service`` extra is not installed."""


def _size(text: str) -> int:
    raw = text.strip().lower()
    digits = raw.rstrip("bkmg")
    unit = raw[len(digits):]
    if not digits.isdigit() or unit not in SIZE_UNITS:
        raise click.BadParameter(f"{text!r} is not a size (e.g. 32MB, 512KB, 1048576)", param_hint="--max-body")
    return int(digits) * SIZE_UNITS[unit]


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="The address to listen on (loopback unless told otherwise; put TLS in a reverse proxy).")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True,
              help="The port (0: any free one; the bound port is printed).")
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
              help="Processes serving the one socket (each sees the others' writes by polling, or on "
                   "PostgreSQL by its LISTEN connection).")
@click.option("--max-body", default="32MB", show_default=True, metavar="SIZE",
              help="The largest request body accepted; larger ones answer 413.")
@click.option("--poll-interval", type=click.FloatRange(min=0.01), default=0.5, show_default=True, metavar="SECONDS",
              help="How often event streams look for writes made by other processes (on PostgreSQL, "
                   "only the fallback: LISTEN wakes them at once).")
@click.option("--graceful-timeout", type=click.FloatRange(min=0), default=30.0, show_default=True,
              metavar="SECONDS", help="On SIGTERM, how long requests in flight may take to finish.")
@click.option("--durability", type=click.Choice(["full", "normal"]), default="full", show_default=True,
              help="full: an acknowledged append survives power loss; normal: a process crash only.")
@click.option("--log-level", type=click.Choice(["critical", "error", "warning", "info", "debug"]), default="info",
              show_default=True, help="What the server logs to stderr.")
@click.option("--access-log", is_flag=True, help="Log every request.")
@pass_env
def serve(env: Env, host: str, port: int, workers: int, max_body: str, poll_interval: float,
          graceful_timeout: float, durability: str, log_level: str, access_log: bool) -> None:
    """Serve the store over HTTP (API v1) until SIGTERM or Ctrl-C.

    Needs the service extra: pip install 'sessionlog[service]'. Requests carry a bearer token from
    `sessionlog token create`; the API, with curl examples, is in docs/service.md (OpenAPI:
    docs/openapi.json). The database is created if missing.

        sessionlog --db sessions.db serve --port 8765
    """
    try:
        from sessionlog.service.app import Config
        from sessionlog.service.server import run
    except ImportError as e:
        raise ServiceUnavailable(f"`serve` needs the service extra ({e.name} is missing): "
                                 "pip install 'sessionlog[service]'") from e
    config = Config(db=str(env.db), max_body=_size(max_body), poll_interval=poll_interval, durability=durability)
    code = run(config, host=host, port=port, workers=workers, log_level=log_level, access_log=access_log,
               graceful_timeout=graceful_timeout)
    if code:
        raise click.exceptions.Exit(code)
