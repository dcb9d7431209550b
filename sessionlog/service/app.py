"""The Starlette application: routes (``routes.ROUTES``) bound to handlers over ``actions``.

Rule of this module: a handler parses the request (path, query, headers, body), runs one job on the
store off the event loop and renders the answer. A job authenticates the token and checks the
route's scope first, then calls one ``actions`` function, all in one thread hop: writes on the
pool's one writer thread, reads on its reader threads (``pool``); requests are parsed and answers
written by ``messages``. After a write, the events notifier wakes the session's stream (``events.Hub``).

Errors: every error is an RFC 9457 problem document (``problems``). ``_Guard`` is the outermost layer
inside Starlette's: whatever escapes a handler is answered ``internal`` and logged as one line, never
as a traceback and never re-raised to the server. ``_BodyLimit`` refuses a body above the limit
(413) from its Content-Length or while it streams in.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any, Callable

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route as StarletteRoute

from .. import __version__
from ..core import codec
from ..core.errors import HeadConflictError, SessionLogError
from ..store import UNSET, Store
from . import actions, bodies, events, tokens
from .messages import (
    Deferred,
    attachment,
    check_view_query,
    cursor_of,
    encode_json,
    entries_body,
    etag,
    etag_text,
    header_text,
    json_body,
    json_response,
    location,
    parse,
    parse_if_match,
    problem_response,
    query_bool,
    query_int,
    required_param,
)
from .pool import DEFAULT_MAX_BODY, Config, Pool
from .problems import Problem, for_error
from .routes import BY_NAME, ROUTES

__all__ = ["DEFAULT_MAX_BODY", "Config", "Pool", "Service", "begin_shutdown", "create_app"]

logger = logging.getLogger("sessionlog.service")


# ---------------------------------------------------------------- the service
class Service:
    """The store pool, the event hub and the handlers of one process."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.pool = Pool(config)
        self.hub: events.Hub | None = None

    # jobs ----------------------------------------------------------
    def _job(self, request: Request, scope: str | None, fn: Callable[[Store, tokens.Principal], Any],
             parsed: tuple[Any, ...]):
        """The token first (401), then the scope (403), then the request's own faults (400, 428), then
        the use case (404 and the rest)."""
        header = request.headers.get("authorization")

        def run(store: Store) -> Any:
            principal = tokens.authenticate(store, header)
            if scope is not None:
                principal.require(scope)
            for part in parsed:
                if isinstance(part, Deferred):
                    raise part.error
            return fn(store, principal)

        return run

    async def read(self, request: Request, scope: str | None, fn: Callable[[Store, tokens.Principal], Any],
                   *parsed: Any) -> Any:
        return await self.pool.read(self._job(request, scope, fn, parsed))

    async def write(self, request: Request, scope: str | None, fn: Callable[[Store, tokens.Principal], Any],
                    *parsed: Any) -> Any:
        return await self.pool.write(self._job(request, scope, fn, parsed))

    def notify(self, session_id: str) -> None:
        if self.hub is not None:
            self.hub.notify(session_id)

    # handlers -------------------------------------------------------
    async def health(self, request: Request) -> Response:
        return json_response({"status": "ok", "version": __version__})

    async def create_session(self, request: Request) -> Response:
        data = await request.body()
        body = parse(lambda: bodies.decode(json_body(data), bodies.NewSession))
        sid, created = await self.write(request, "append", lambda store, who: actions.create_session(
            store, who, session_id=body.id, cwd=body.cwd, parent_session=body.parent_session, header=body.header),
            body)
        return json_response({"session": sid}, 201 if created else 200, {"Location": location(sid)})

    async def list_sessions(self, request: Request) -> Response:
        limit = parse(lambda: query_int(request, "limit", None, minimum=1))
        return json_response(await self.read(request, "read", lambda store, who: actions.catalogue(
            store, who, limit=limit), limit))

    async def get_session(self, request: Request) -> Response:
        sid = request.path_params["session_id"]
        head = request.query_params.get("head", "main")
        info = await self.read(request, "read", lambda store, who: actions.session_info(store, who, sid))
        if head not in info["heads"]:
            raise Problem("not-found", f"session {sid}: no head named {head!r}")
        return json_response(info, headers={"ETag": etag(info["heads"][head])})

    async def append(self, request: Request) -> Response:
        sid = request.path_params["session_id"]
        head = request.query_params.get("head", "main")
        data = await request.body()
        branch = parse(lambda: query_bool(request, "branch"))
        expected = parse(lambda: parse_if_match(request.headers.get("if-match"), required=True))
        body = parse(lambda: entries_body(data))
        entries, mended = (body, 0) if isinstance(body, Deferred) else body  # a Deferred is raised by write

        def job(store: Store, who: tokens.Principal) -> actions.Appended:
            try:
                return actions.append(store, who, sid, entries, head=head, branch=branch, expected_head=expected)
            except HeadConflictError as e:
                raise Problem("head-conflict", str(e), {"ETag": etag(store.head(sid, head))}) from None

        result = await self.write(request, "append", job, branch, expected, entries)
        if not result.replayed:
            self.notify(sid)
        headers = {"ETag": etag(result.head)}
        if mended:
            headers["Sessionlog-Note"] = header_text(codec.mended_note(mended))
        return json_response({"entries": result.entries, "head": result.head}, 200 if result.replayed else 201, headers)

    async def list_entries(self, request: Request) -> Response:
        sid = request.path_params["session_id"]
        after = parse(lambda: query_int(request, "after", 0, minimum=0))
        limit = parse(lambda: query_int(request, "limit", 100, minimum=1, maximum=1000))
        return json_response(await self.read(request, "read", lambda store, who: actions.entries_page(
            store, who, sid, after=after or 0, limit=limit or 100), after, limit))

    async def events(self, request: Request) -> Response:
        from sse_starlette.sse import EventSourceResponse, ServerSentEvent

        sid = request.path_params["session_id"]
        cursor = parse(lambda: cursor_of(request))
        await self.read(request, "read", lambda store, who: actions.visible(store, who, sid), cursor)
        hub = self.hub
        assert hub is not None
        if hub.closing.is_set():
            raise Problem("unavailable", "the service is shutting down; retry", {"Retry-After": "1"})

        async def produce():
            async for event in events.stream(hub, sid, cursor, heartbeat=self.config.ping):
                if event is not None:
                    yield ServerSentEvent(data=encode_json(event.data).decode(), event=event.kind,
                                          id=str(event.cursor))

        return EventSourceResponse(produce(), ping=self.config.ping, send_timeout=self.config.send_timeout,
                                   headers={"Cache-Control": "no-store"})

    async def view(self, request: Request) -> Response:
        sid = request.path_params["session_id"]
        leaf = request.query_params.get("leaf")
        head = request.query_params.get("head", "main")
        fmt = request.query_params.get("format", "pi")
        checked = parse(lambda: check_view_query(request))
        wanted = request.headers.get("if-none-match")

        def job(store: Store, who: tokens.Principal) -> tuple[str, Any]:
            at = actions.view_leaf(store, who, sid, leaf=leaf, head=head)
            tag = f'"{etag_text(at or "")}.{fmt}.{__version__}"'
            if wanted is not None and (wanted.strip() == "*" or tag in [t.strip() for t in wanted.split(",")]):
                return tag, UNSET
            return tag, actions.view(store, sid, at, fmt)

        tag, doc = await self.read(request, "read", job, checked)
        if doc is UNSET:
            return Response(status_code=304, headers={"ETag": tag})
        return json_response(doc, headers={"ETag": tag})

    async def move_head(self, request: Request) -> Response:
        sid, name = request.path_params["session_id"], request.path_params["name"]
        data = await request.body()
        expected = parse(lambda: parse_if_match(request.headers.get("if-match"), required=True))
        body = parse(lambda: bodies.decode(json_body(data), bodies.MoveHead))

        def job(store: Store, who: tokens.Principal) -> dict[str, Any]:
            try:
                return actions.move_head(store, who, sid, name, body.entry, expected_head=expected)
            except HeadConflictError as e:
                current = store.heads(sid).get(name)
                raise Problem("head-conflict", str(e), {"ETag": etag(current)}) from None

        doc = await self.write(request, "append", job, expected, body)
        self.notify(sid)
        return json_response(doc, headers={"ETag": etag(doc["entry"])})

    async def _operation(self, request: Request, shape: type, run: Callable[..., Any], *,
                         read_only: Callable[[Any], bool], status: Callable[[Any, Any], int] = lambda b, d: 200,
                         conditional: bool = True, slow: bool = False) -> Response:
        """A persistent operation: admin scope, or read for a dry run; the writer thread unless read-only
        or ``slow`` (compaction waits for a summarizer, which may be a remote model: it runs on a reader
        thread and commits through that thread's connection, so appends are not held up meanwhile; its
        compare-and-swap still refuses a head that moved while the summary was written)."""
        sid = request.path_params["session_id"]
        data = await request.body()
        expected = parse(lambda: parse_if_match(request.headers.get("if-match"), required=False)) \
            if conditional else UNSET
        body = parse(lambda: bodies.decode(json_body(data), shape))
        dry = isinstance(body, Deferred) or read_only(body)

        def job(store: Store, who: tokens.Principal) -> Any:
            try:
                return run(store, who, sid, body, expected)
            except HeadConflictError as e:
                head = getattr(body, "head", None) or "main"
                raise Problem("head-conflict", str(e), {"ETag": etag(store.heads(sid).get(head))}) from None

        if dry:
            doc = await self.read(request, "read", job, expected, body)
        elif slow:
            doc = await self.read(request, "admin", job, expected, body)
            self.notify(sid)
        else:
            doc = await self.write(request, "admin", job, expected, body)
            self.notify(sid)
        return json_response(doc, status(body, doc))

    async def compact(self, request: Request) -> Response:
        return await self._operation(request, bodies.Compact, lambda store, who, sid, b, expected: actions.compact(
            store, who, sid, keep_recent_tokens=b.keep_recent_tokens, reserve_tokens=b.reserve_tokens,
            summarizer=b.summarizer, instructions=b.instructions, rules=b.rules, checkpoint=b.checkpoint,
            pi_compat=b.pi_compat, head=b.head, dry_run=b.dry_run, expected_head=expected),
            read_only=lambda b: b.dry_run, slow=True)

    async def fork(self, request: Request) -> Response:
        return await self._operation(request, bodies.Fork, lambda store, who, sid, b, expected: actions.fork(
            store, who, sid, at=b.at), read_only=lambda b: False, status=lambda b, d: 201, conditional=False)

    async def rotate(self, request: Request) -> Response:
        return await self._operation(request, bodies.Rotate, lambda store, who, sid, b, expected: actions.rotate(
            store, who, sid, head=b.head, dry_run=b.dry_run, expected_head=expected),
            read_only=lambda b: b.dry_run, status=lambda b, d: 200 if b.dry_run else 201)

    async def truncate(self, request: Request) -> Response:
        return await self._operation(request, bodies.Truncate, lambda store, who, sid, b, expected: actions.truncate(
            store, who, sid, context_window=b.context_window, max_chars=b.max_chars, aggregate_budget=b.aggregate_budget,
            head=b.head, dry_run=b.dry_run, expected_head=expected), read_only=lambda b: b.dry_run)

    async def prune(self, request: Request) -> Response:
        return await self._operation(request, bodies.Prune, lambda store, who, sid, b, expected: actions.prune(
            store, who, sid, apply=b.apply, leaf=b.leaf, head=b.head, context_window=b.context_window,
            provider=b.provider, turn_limit=b.turn_limit, no_prune=b.no_prune, last_touch=b.last_touch, ttl=b.ttl,
            config=b.config), read_only=lambda b: not b.apply, conditional=False)

    async def export(self, request: Request) -> Response:
        sid = request.path_params["session_id"]
        head = request.query_params.get("head", "main")
        branch, redact = parse(lambda: query_bool(request, "branch")), parse(lambda: query_bool(request, "redact"))
        data, note, count = await self.read(request, "read", lambda store, who: actions.export(
            store, who, sid, branch=branch, head=head, redact=redact), branch, redact)
        headers = {"Content-Disposition": attachment(sid)}
        if note:
            headers["Sessionlog-Note"] = header_text(note)
        if redact:
            headers["Sessionlog-Redacted"] = str(count)
        return Response(data, media_type="application/x-ndjson", headers=headers)

    async def search(self, request: Request) -> Response:
        query = parse(lambda: required_param(request, "q"))
        limit = parse(lambda: query_int(request, "limit", 20, minimum=1))
        fts = parse(lambda: query_bool(request, "fts"))
        session = request.query_params.get("session")
        # search brings the full-text index up to date first: a write, so it takes the writer thread
        return json_response(await self.write(request, "read", lambda store, who: actions.search(
            store, who, query, limit=limit or 20, session=session, fts=fts), query, limit, fts))

    async def import_(self, request: Request) -> Response:
        strict, as_new = parse(lambda: query_bool(request, "strict")), parse(lambda: query_bool(request, "as_new"))
        data = await request.body()
        doc = await self.write(request, "append", lambda store, who: actions.import_jsonl(
            store, who, data, strict=strict, as_new=as_new), strict, as_new)
        self.notify(doc["session"])
        return json_response(doc, 201 if doc["status"] == "created" else 200,
                             {"Location": location(doc["session"])})


# ---------------------------------------------------------------- middleware
class _Guard:
    """The last word on errors: a problem document for anything a handler let through, one log line,
    never a traceback to the client or the server's log."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def sending(message: dict) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, sending)
        except Exception as e:  # noqa: BLE001 - the gate: answered, logged in one line
            logger.error("%s %s: internal error: %s: %s", scope.get("method"), scope.get("path"), type(e).__name__, e)
            logger.debug("internal error", exc_info=True)
            if not started:
                await problem_response(for_error(e), scope.get("path"))(scope, receive, send)


class _BodyLimit:
    """413 for a request body larger than ``limit`` bytes: by its Content-Length before reading, or as
    it streams in (a chunked body)."""

    def __init__(self, app: Any, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        too_large = Problem("payload-too-large", f"the request body is larger than {self.limit} bytes",
                            {"Connection": "close"})
        for key, value in scope.get("headers", ()):
            if key == b"content-length":
                try:
                    size = int(value)
                except ValueError:
                    size = -1
                if size > self.limit:
                    await problem_response(too_large, scope.get("path"))(scope, receive, send)
                    return
        seen = 0

        async def counted() -> dict:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise too_large
            return message

        await self.app(scope, counted, send)


# ---------------------------------------------------------------- the application
def create_app(config: Config) -> Starlette:
    """The ASGI application for ``config`` (``sessionlog serve`` runs it under uvicorn)."""
    from sse_starlette.sse import AppStatus

    AppStatus.disable_automatic_graceful_drain()  # streams end through the hub (``begin_shutdown``)
    service = Service(config)

    async def on_problem(request: Request, exc: Exception) -> Response:
        return problem_response(for_error(exc, service.pool.locations()), request.url.path)

    async def on_http(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        name = {404: "not-found", 405: "method-not-allowed", 400: "invalid-request"}.get(exc.status_code, "internal")
        problem = Problem(name, str(exc.detail), dict(exc.headers or {}))
        return problem_response(problem, request.url.path)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette):
        await asyncio.get_running_loop().run_in_executor(None, service.pool.open)
        hub = service.hub = events.Hub(service.pool.read, poll_interval=config.poll_interval,
                                       max_pending=config.max_pending, log=logger.warning)
        listener = await asyncio.get_running_loop().run_in_executor(None, service.pool.listen, hub.announcer())
        app.state.service = service
        watcher = asyncio.get_running_loop().create_task(_watch_exit(app), name="sessionlog-exit-watch")
        try:
            yield
        finally:
            watcher.cancel()
            begin_shutdown(app)
            if listener is not None:
                await asyncio.get_running_loop().run_in_executor(None, listener.close)
            await asyncio.get_running_loop().run_in_executor(None, service.pool.close)

    routes = [StarletteRoute(r.path, getattr(service, r.name), methods=[r.method], name=r.name) for r in ROUTES]
    assert set(BY_NAME) == {r.name for r in routes}
    return Starlette(
        routes=routes,
        middleware=[Middleware(_Guard), Middleware(_BodyLimit, limit=config.max_body)],
        exception_handlers={Problem: on_problem, SessionLogError: on_problem, HTTPException: on_http},
        lifespan=lifespan,
    )


async def _watch_exit(app: Starlette) -> None:
    """End the streams as soon as the server of this process starts to exit. ``server.Server`` does
    it directly; a worker process of ``--workers N`` runs uvicorn's own server, found (as
    sse-starlette finds it) through the SIGTERM handler it installs. sse-starlette's own drain, which
    cancels a stream without finishing its response, is turned off in ``create_app``."""
    import signal

    while True:
        await asyncio.sleep(0.1)
        server = getattr(signal.getsignal(signal.SIGTERM), "__self__", None)
        if server is not None and getattr(server, "should_exit", False) is True:
            begin_shutdown(app)
            return


def begin_shutdown(app: Starlette) -> None:
    """End every event stream (called as the server starts shutting down, so streams close instead of
    holding the shutdown up; requests in flight, appends included, finish)."""
    service: Service | None = getattr(app.state, "service", None)
    if service is not None and service.hub is not None:
        service.hub.close()
