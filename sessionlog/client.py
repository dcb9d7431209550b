"""A Python client for ``sessionlog serve`` (API v1), on the standard library alone.

Quick use::

    from sessionlog.client import Client
    client = Client("http://127.0.0.1:8765", token)
    sid = client.create_session(cwd="/my/project")
    result = client.append(sid, {"type": "message", "id": "a1b2c3d4",
                                 "message": {"role": "user", "content": "hi", "timestamp": 1}}, expected=None)
    client.view(sid).doc                 # what the model sees at the head (``view --json``)
    for event in client.events(sid):     # every entry and head move, then new ones live
        ...

Rule of this module: one method per route, answers decoded from JSON, errors raised as classes that
also derive from the library's own (``HeadConflict`` is a ``HeadConflictError``, ``NotFound`` a
``NotFoundError``...), so code written against a local ``Store`` catches the same errors. A
``Client`` holds one keep-alive connection: use one per thread. ``expected`` is the compare-and-swap
condition: an entry id, ``None`` (the head is empty) or ``ANY`` (no condition).
"""

from __future__ import annotations

import http.client
import json
import random
import socket
import time
import urllib.parse
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, Sequence

from .client_errors import (
    ANY,
    Forbidden,
    HeadConflict,
    IdConflict,
    InvalidEntry,
    InvalidRequest,
    Locked,
    NotFound,
    PayloadTooLarge,
    PreconditionRequired,
    ServiceError,
    Unauthorized,
    Unavailable,
    _if_match,
    error_of,
)


@dataclass(frozen=True)
class Appended:
    """An append's answer: the stored entries, the head after it, and whether it was a retry (200)."""

    entries: list[dict[str, Any]]
    head: str | None
    replayed: bool


@dataclass(frozen=True)
class Viewed:
    """A view (``view --json`` or ``--llm --json``) and its ETag; ``doc`` is None when the ETag given
    still held (304)."""

    doc: Any
    etag: str
    not_modified: bool = False


@dataclass(frozen=True)
class Event:
    """One Server-Sent Event: ``kind`` entry or head, its data, its id (the stream position ``E:H``)."""

    kind: str
    data: dict[str, Any]
    id: str


@dataclass
class Response:
    status: int
    headers: dict[str, str]
    body: bytes = field(repr=False)

    def json(self) -> Any:
        return json.loads(self.body) if self.body else None


class _HTTPConnection(http.client.HTTPConnection):
    """http.client sends a request's headers and body in two writes; without TCP_NODELAY, Nagle's
    algorithm holds the body back until the server's delayed ACK (~40 ms per request on Linux)."""

    def connect(self) -> None:
        super().connect()
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


class _HTTPSConnection(http.client.HTTPSConnection):
    def connect(self) -> None:
        super().connect()
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


class Client:
    """The API of one service with one token. Not thread-safe: one Client per thread."""

    def __init__(self, base_url: str, token: str | None = None, *, timeout: float = 30.0) -> None:
        parsed = urllib.parse.urlsplit(base_url)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise ValueError(f"base_url must be http(s)://host[:port], not {base_url!r}")
        self.scheme = parsed.scheme
        self.host = parsed.hostname
        self.port = parsed.port
        self.prefix = parsed.path.rstrip("/")
        self.token = token
        self.timeout = timeout
        self._conn: http.client.HTTPConnection | None = None

    # ------------------------------------------------------------ transport
    def _connection(self, timeout: float | None) -> http.client.HTTPConnection:
        cls = _HTTPSConnection if self.scheme == "https" else _HTTPConnection
        return cls(self.host, self.port, timeout=timeout)

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _headers(self, extra: Mapping[str, str] | None) -> dict[str, str]:
        headers = {"Accept": "application/json"}
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        headers.update(extra or {})
        return headers

    def request(self, method: str, path: str, *, query: Mapping[str, Any] | None = None, json_body: Any = None,
                body: bytes | None = None, headers: Mapping[str, str] | None = None,
                content_type: str = "application/json") -> Response:
        """One request; a ``ServiceError`` subclass for any error answer (304 is not an error)."""
        url = self.prefix + path
        if query:
            pairs = {k: ("1" if v is True else "0" if v is False else str(v))
                     for k, v in query.items() if v is not None}
            if pairs:
                url += "?" + urllib.parse.urlencode(pairs)
        data = body
        if json_body is not None:
            data = json.dumps(json_body).encode()
        sent = self._headers(headers)
        if data is not None:
            sent["Content-Type"] = content_type
        for attempt in (0, 1):
            reused = self._conn is not None
            if self._conn is None:
                self._conn = self._connection(self.timeout)
            try:
                self._conn.request(method, url, body=data, headers=sent)
                raw = self._conn.getresponse()
                answer = Response(raw.status, {k.lower(): v for k, v in raw.getheaders()}, raw.read())
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError) as e:
                self.close()
                if reused and attempt == 0:  # the server closed an idle keep-alive connection: once more
                    continue
                raise Unavailable(0, "unavailable", f"{method} {url}: {e}") from e
            except (OSError, http.client.HTTPException) as e:
                self.close()
                raise Unavailable(0, "unavailable", f"{method} {url}: {e}") from e
            if answer.headers.get("connection", "").lower() == "close":
                self.close()
            break
        if answer.status >= 400:
            raise _error(answer)
        return answer

    # ------------------------------------------------------------ sessions
    def health(self) -> dict[str, Any]:
        return self.request("GET", "/v1/health").json()

    def create_session(self, *, cwd: str | None = None, session_id: str | None = None,
                       parent_session: str | None = None, header: Mapping[str, Any] | None = None) -> str:
        body = {k: v for k, v in {"cwd": cwd, "id": session_id, "parent_session": parent_session,
                                  "header": dict(header) if header is not None else None}.items() if v is not None}
        return self.request("POST", "/v1/sessions", json_body=body).json()["session"]

    def sessions(self, *, limit: int | None = None) -> list[dict[str, Any]]:
        return self.request("GET", "/v1/sessions", query={"limit": limit}).json()

    def session(self, session_id: str, *, head: str = "main") -> dict[str, Any]:
        return self.request("GET", f"/v1/sessions/{_q(session_id)}", query={"head": head}).json()

    def head(self, session_id: str, name: str = "main") -> str | None:
        return self.session(session_id)["heads"].get(name)

    # ------------------------------------------------------------ appending
    def append(self, session_id: str, entry: Mapping[str, Any] | Sequence[Mapping[str, Any]], *,
               expected: Any, head: str = "main", branch: bool = False) -> Appended:
        """Append one entry (a mapping) or a batch (a sequence, all or nothing) after ``head``, if the
        head is at ``expected`` (``ANY``: unconditionally); ``HeadConflict`` (with ``.head``) if not."""
        body: Any = dict(entry) if isinstance(entry, Mapping) else {"entries": [dict(e) for e in entry]}
        answer = self.request("POST", f"/v1/sessions/{_q(session_id)}/entries",
                              query={"head": head if head != "main" else None, "branch": True if branch else None},
                              json_body=body, headers={"If-Match": _if_match(expected)})
        doc = answer.json()
        return Appended(doc["entries"], doc["head"], answer.status == 200)

    def append_with_retry(self, session_id: str, build: Callable[[str | None], Any], *, head: str = "main",
                          attempts: int = 10, expected: Any = ANY) -> Appended:
        """Append ``build(head)`` with compare-and-swap, rebuilding after each conflict from the head the
        412 named (no extra read), with jittered exponential backoff between attempts. Give entries
        client ids so a lost acknowledgement retries cleanly.
        ``expected`` is the first guess (``ANY``: read the head first)."""
        current = self.head(session_id, head) if expected is ANY else expected
        last: HeadConflict | None = None
        for attempt in range(max(1, attempts)):
            try:
                return self.append(session_id, build(current), expected=current, head=head)
            except HeadConflict as e:
                last = e
                current = e.head
                if attempt + 1 < attempts:  # full jitter: a writer that keeps losing gets its turn
                    time.sleep(random.uniform(0, min(0.2, 0.005 * 2 ** attempt)))
        assert last is not None
        raise last

    def move_head(self, session_id: str, name: str, entry: str | None, *, expected: Any) -> dict[str, Any]:
        return self.request("PUT", f"/v1/sessions/{_q(session_id)}/heads/{_q(name)}", json_body={"entry": entry},
                            headers={"If-Match": _if_match(expected)}).json()

    # ------------------------------------------------------------ reading
    def view(self, session_id: str, *, leaf: str | None = None, head: str | None = None, fmt: str = "pi",
             etag: str | None = None) -> Viewed:
        answer = self.request("GET", f"/v1/sessions/{_q(session_id)}/view",
                              query={"leaf": leaf, "head": head, "format": fmt},
                              headers={"If-None-Match": etag} if etag else None)
        if answer.status == 304:
            return Viewed(None, answer.headers.get("etag", etag or ""), True)
        return Viewed(answer.json(), answer.headers.get("etag", ""))

    def entries(self, session_id: str, *, after: int = 0, limit: int = 100) -> dict[str, Any]:
        return self.request("GET", f"/v1/sessions/{_q(session_id)}/entries",
                            query={"after": after, "limit": limit}).json()

    def search(self, query: str, *, limit: int | None = None, session: str | None = None,
               fts: bool = False) -> list[dict[str, Any]]:
        """``search --json``: a literal query (``fts``: FTS5 syntax)."""
        return self.request("GET", "/v1/search", query={"q": query, "limit": limit, "session": session,
                                                        "fts": True if fts else None}).json()

    def export(self, session_id: str, *, branch: bool = False, head: str | None = None,
               redact: bool = False) -> bytes:
        return self.request("GET", f"/v1/sessions/{_q(session_id)}/export",
                            query={"branch": branch or None, "head": head, "redact": redact or None}).body

    def import_jsonl(self, data: bytes, *, strict: bool = False, as_new: bool = False) -> dict[str, Any]:
        return self.request("POST", "/v1/import", query={"strict": strict or None, "as_new": as_new or None},
                            body=data, content_type="application/x-ndjson").json()

    # ------------------------------------------------------------ persistent operations
    def _op(self, verb: str, session_id: str, options: Mapping[str, Any], expected: Any) -> Any:
        headers = {"If-Match": _if_match(expected)} if expected is not ANY else None
        return self.request("POST", f"/v1/sessions/{_q(session_id)}/{verb}", json_body=dict(options),
                            headers=headers).json()

    def compact(self, session_id: str, *, expected: Any = ANY, **options: Any) -> Any:
        return self._op("compact", session_id, options, expected)

    def fork(self, session_id: str, *, at: str) -> dict[str, Any]:
        return self._op("fork", session_id, {"at": at}, ANY)

    def rotate(self, session_id: str, *, expected: Any = ANY, **options: Any) -> dict[str, Any]:
        return self._op("rotate", session_id, options, expected)

    def truncate(self, session_id: str, *, expected: Any = ANY, **options: Any) -> Any:
        return self._op("truncate", session_id, options, expected)

    def prune(self, session_id: str, **options: Any) -> dict[str, Any]:
        return self._op("prune", session_id, options, ANY)

    # ------------------------------------------------------------ events
    def events(self, session_id: str, *, after: str | None = None, reconnect: bool = True,
               timeout: float | None = 60.0, retry_delay: float = 0.2) -> Iterator[Event]:
        """Every event after ``after`` (an event id, ``"E:H"``; None: from the start), then live ones.
        A dropped stream is reopened from the last id received (``reconnect``); errors other than the
        connection's (401, 404) are raised. Break out of the loop to stop."""
        last = after
        while True:
            conn = self._connection(timeout)
            try:
                headers = self._headers({"Accept": "text/event-stream"})
                if last is not None:
                    headers["Last-Event-ID"] = last
                conn.request("GET", f"{self.prefix}/v1/sessions/{_q(session_id)}/events", headers=headers)
                raw = conn.getresponse()
                if raw.status >= 400:
                    raise _error(Response(raw.status, {k.lower(): v for k, v in raw.getheaders()}, raw.read()))
                for event in _parse_sse(raw):
                    last = event.id or last
                    yield event
            except (OSError, http.client.HTTPException) as e:
                if not reconnect:
                    raise Unavailable(0, "unavailable", f"event stream of {session_id}: {e}") from e
            finally:
                conn.close()
            if not reconnect:
                return
            time.sleep(retry_delay)


def _parse_sse(raw: http.client.HTTPResponse) -> Iterator[Event]:
    kind, data, event_id = "message", [], ""
    while True:
        line = raw.readline()
        if not line:
            return
        text = line.decode("utf-8").rstrip("\r\n")
        if not text:
            if data:
                yield Event(kind, json.loads("\n".join(data)), event_id)
            kind, data = "message", []
            continue
        if text.startswith(":"):
            continue
        name, _, value = text.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if name == "event":
            kind = value
        elif name == "data":
            data.append(value)
        elif name == "id":
            event_id = value


def _q(part: str) -> str:
    return urllib.parse.quote(part, safe="")


def _error(answer: Response) -> ServiceError:
    return error_of(answer.status, answer.body, answer.headers.get("etag"))


__all__ = ["ANY", "Appended", "Client", "Event", "Forbidden", "HeadConflict", "IdConflict", "InvalidEntry",
           "InvalidRequest", "Locked", "NotFound", "PayloadTooLarge", "PreconditionRequired", "ServiceError",
           "Unauthorized", "Unavailable", "Viewed"]
