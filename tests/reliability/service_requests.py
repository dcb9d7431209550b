"""The corpus of the HTTP soak's hostile requests, and a raw HTTP/1.1 sender for them.

``hostile_requests`` yields (name, the request's exact bytes) pairs that must each be refused with a
4xx RFC 9457 problem that changes nothing; ``AWKWARD_IDS`` and ``AWKWARD_SESSIONS`` are legal ids that
are awkward in a header. ``send`` writes one request on its own connection (``Connection: close``)
and reads the whole answer, so a header value may hold any bytes and a body any length.
"""

from __future__ import annotations

import json
import socket
from dataclasses import dataclass
from typing import Any, Iterator

from damage import DEMO
from service_trials import TIMEOUT

MAX_BODY = 256 * 1024
PROBLEM = "application/problem+json"


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes


def send(url: str, raw: bytes) -> Answer:
    """One request as exact bytes on a new connection (``Connection: close``), the whole answer read."""
    host, port = url.split("//", 1)[1].rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=TIMEOUT) as sock:
        try:
            sock.sendall(raw)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server answered (413) and closed before taking the whole body: read its answer
        chunks = []
        while True:
            try:
                chunk = sock.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            chunks.append(chunk)
    data = b"".join(chunks)
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    status = int(lines[0].split()[1]) if lines and len(lines[0].split()) > 1 else 0
    headers = {}
    for line in lines[1:]:
        k, _, v = line.partition(b":")
        headers[k.strip().lower().decode("latin-1")] = v.strip().decode("latin-1")
    if headers.get("transfer-encoding") == "chunked":
        body = _unchunk(body)
    return Answer(status, headers, body)


def _unchunk(data: bytes) -> bytes:
    out, rest = [], data
    while rest:
        size, _, rest = rest.partition(b"\r\n")
        n = int(size.split(b";")[0] or b"0", 16)
        if n == 0:
            break
        out.append(rest[:n])
        rest = rest[n + 2:]
    return b"".join(out)


def request(method: str, path: str, body: bytes = b"", headers: dict[str, Any] | None = None, *,
            chunked: bool = False) -> bytes:
    """The bytes of one request; header values may be bytes (sent as they are)."""
    lines = [f"{method} {path} HTTP/1.1".encode(), b"Host: 127.0.0.1", b"Connection: close"]
    for k, v in (headers or {}).items():
        if v is not None:
            lines.append(k.encode() + b": " + (v if isinstance(v, bytes) else v.encode("latin-1")))
    if chunked:
        lines.append(b"Transfer-Encoding: chunked")
        step = 64 * 1024
        payload = b"".join(f"{len(body[i:i + step]):x}\r\n".encode() + body[i:i + step] + b"\r\n"
                           for i in range(0, len(body), step)) + b"0\r\n\r\n"
    else:
        if (body or method in ("POST", "PUT")) and "Content-Length" not in (headers or {}):
            lines.append(f"Content-Length: {len(body)}".encode())
        payload = body
    return b"\r\n".join(lines) + b"\r\n\r\n" + payload


@dataclass
class Fixture:
    url: str
    tokens: dict[str, str]
    a: str  # acme's session, with entries
    b: str  # another tenant's session
    c: str  # acme's session for awkward ids
    a_ids: list[str]


def entry(entry_id: str, **extra: Any) -> dict[str, Any]:
    return {"type": "message", "id": entry_id, "message": {"role": "user", "content": "hi", "timestamp": 1}, **extra}


def j(value: Any) -> bytes:
    return json.dumps(value).encode()


def hostile_requests(fx: Fixture) -> Iterator[tuple[str, bytes]]:
    """(name, raw request) pairs; each must be refused with a 4xx problem and change nothing."""
    A, B = fx.a, fx.b
    admin = f"Bearer {fx.tokens['admin']}"
    good = j(entry("fresh001"))
    post = f"/v1/sessions/{A}/entries"

    def append(name: str, body: bytes, *, auth: Any = admin, if_match: Any = "*", path: str = post,
               **kw: Any) -> tuple[str, bytes]:
        return name, request("POST", path, body, {"Authorization": auth, "If-Match": if_match,
                                                  "Content-Type": "application/json"}, **kw)

    # tokens: none, malformed, unknown, revoked, the wrong scope, another tenant's, limited to a session
    yield append("no token", good, auth=None)
    for spelling in ("Bearer", "Bearer ", "Bearer slt_" + "A" * 43, "Basic dXNlcjpwYXNz", "Token " + fx.tokens["admin"],
                     admin + "x", "Bearer " + "x" * 10_000, b"Bearer slt_\xe9\xff", "Bearer  " + fx.tokens["admin"] + " x"):
        yield append(f"bad token {str(spelling)[:24]!r}", good, auth=spelling)
    yield append("revoked token", good, auth=f"Bearer {fx.tokens['revoked']}")
    yield append("read-only token appends", good, auth=f"Bearer {fx.tokens['read']}")
    yield ("session-limited token creates a session",
           request("POST", "/v1/sessions", j({"cwd": "/x"}), {"Authorization": f"Bearer {fx.tokens['limited']}"}))
    # bodies that are not JSON
    for name, body in [("truncated JSON", b'{"type": "custom", "id": "x'), ("unclosed array", b"[1, 2"),
                       ("bare word", b"nul"), ("trailing garbage", j(entry("tg000001")) + b" x"),
                       ("trailing comma", b'{"type": "custom", "id": "t",}'), ("single quotes", b"{'type': 'custom'}"),
                       ("raw NUL byte", b'{"type": "custom", "customType": "a\x00b", "id": "nul00001"}'),
                       ("non-UTF-8 byte", b'{"type": "custom", "customType": "\xff\xfe", "id": "utf00001"}'),
                       ("overlong UTF-8", b'{"type": "custom", "customType": "\xc0\xaf", "id": "utf00002"}'),
                       ("UTF-16 body", j(entry("utf00003")).decode().encode("utf-16")),
                       # a lone surrogate escape alone is read as U+FFFD (tests/test_surrogates.py); torn, it is not JSON
                       ("lone surrogate escape, torn", b'{"type": "custom", "customType": "\\ud800", "id": "sur00001'),
                       ("NaN", b'{"type": "custom", "customType": "c", "id": "nan00001", "data": NaN}'),
                       ("1e400", b'{"type": "custom", "customType": "c", "id": "big00001", "data": 1e400}'),
                       ("empty body", b""), ("whitespace body", b"  \n ")]:
        yield append(f"body: {name}", body)
    # JSON of the wrong shape
    for name, value in [("a string", "x"), ("a number", 42), ("true", True), ("null", None), ("an empty list", []),
                        ("entries not a list", {"entries": "x"}), ("entries empty", {"entries": []}),
                        ("entries of numbers", {"entries": [1, 2]}), ("entries an object", {"entries": {"a": 1}}),
                        ("type a number", {"type": 42, "id": "ty000001"}), ("type null", {"type": None, "id": "ty000002"}),
                        ("no type", {"id": "ty000003"}), ("message a string", {"type": "message", "id": "ms000001", "message": "hi"}),
                        ("id a number", entry(5)), ("id an object", entry({"a": 1})), ("id empty", entry("")),
                        ("id none", entry("none")), ("id a huge integer", entry(10 ** 40)),
                        ("parentId a number", entry("pa000001", parentId=123)),
                        ("parentId nowhere", entry("pa000002", parentId="nowhere")),
                        ("parentId not the head, no branch", entry("pa000003", parentId=fx.a_ids[0])),
                        ("timestamp an object", entry("ts000001", timestamp={"a": 1})),
                        ("id reused with other content", {**entry(fx.a_ids[2]), "message": {"role": "user", "content": "other",
                                                                                             "timestamp": 1}}),
                        ("batch with one bad entry", {"entries": [entry("bt000001"), entry("bt000002"),
                                                                  entry("bt000003", parentId="nowhere")]}),
                        ("batch with a non-object", {"entries": [entry("bt000004"), 7]}),
                        ("batch repeating an id with other content", {"entries": [entry("bt000005"), {
                            **entry("bt000005"), "message": {"role": "user", "content": "other", "timestamp": 1}}]}),
                        ("batch reusing a stored id with other content", {"entries": [entry("bt000006"), {
                            **entry(fx.a_ids[0]), "message": {"role": "user", "content": "z", "timestamp": 1}}]})]:
        yield append(f"shape: {name}", j(value))
    yield append("id over 1,024 characters", j(entry("i" * 1025)))
    yield append("id of 200 KB", j(entry("i" * 200_000)))
    yield append("batch with one id of 100 KB", j({"entries": [entry("ln000001"), entry("j" * 100_000)]}))
    yield "session id of 100 KB", request("POST", "/v1/sessions", j({"id": "s" * 100_000}),
                                          {"Authorization": admin})
    for depth in (1_000, 10_000, 100_000):
        yield append(f"nesting {depth} deep", b'{"type": "custom", "customType": "d", "id": "deep0001", "data": '
                     + b"[" * depth + b"]" * depth + b"}")
    big = j({"type": "custom", "customType": "big", "id": "big00002", "data": "z" * (MAX_BODY + 1)})
    # by its Content-Length alone: the service answers 413 before reading a byte of it, so none is sent
    yield "body over the limit (Content-Length)", request("POST", post, b"", {
        "Authorization": admin, "If-Match": "*", "Content-Length": str(len(big))})
    yield append("body over the limit (chunked)", big, chunked=True)
    # If-Match spellings
    for spelling in (None, 'W/"x"', "x", '"a", "b"', '"', "", '"unterminated', "**", '*, "x"', '"' + "q" * 10_000 + '"',
                     f'"{fx.a_ids[0]}"', b'"\xff"', '"%zz"'):
        yield append(f"If-Match {str(spelling)[:20]!r}", j(entry("im000001")), if_match=spelling)
    # another tenant's session, and sessions that do not exist
    other = [("POST", f"/v1/sessions/{B}/entries", good), ("GET", f"/v1/sessions/{B}", b""),
             ("GET", f"/v1/sessions/{B}/view", b""), ("GET", f"/v1/sessions/{B}/entries", b""),
             ("GET", f"/v1/sessions/{B}/events", b""), ("GET", f"/v1/sessions/{B}/export", b""),
             ("PUT", f"/v1/sessions/{B}/heads/main", j({"entry": None})),
             ("POST", f"/v1/sessions/{B}/compact", b"{}"), ("POST", f"/v1/sessions/{B}/fork", j({"at": "b0000001"})),
             ("POST", f"/v1/sessions/{B}/rotate", b"{}"), ("POST", f"/v1/sessions/{B}/truncate", j({"max_chars": 10})),
             ("POST", f"/v1/sessions/{B}/prune", j({"apply": True})),
             ("POST", "/v1/sessions", j({"id": B})),
             ("GET", "/v1/sessions/a%00b", b""), ("GET", "/v1/sessions/" + "s" * 8_000, b""),
             ("GET", "/v1/sessions/..%2f..%2fetc", b""), ("GET", "/v1/sessions/%ED%A0%80", b"")]
    for method, path, body in other:
        yield f"other tenant or no such session: {method} {path[:60]}", request(
            method, path, body, {"Authorization": admin, "If-Match": "*"})
    # queries, routes and options
    queries = [("GET", "/v1/sessions?limit=0"), ("GET", "/v1/sessions?limit=-1"), ("GET", "/v1/sessions?limit=abc"),
               ("GET", "/v1/sessions?limit=" + "9" * 30), ("GET", f"/v1/sessions/{A}/entries?after=-1"),
               ("GET", f"/v1/sessions/{A}/entries?after=1e3"), ("GET", f"/v1/sessions/{A}/entries?limit=1001"),
               ("GET", f"/v1/sessions/{A}/view?format=xml"), ("GET", f"/v1/sessions/{A}/view?leaf=nowhere"),
               ("GET", f"/v1/sessions/{A}/view?leaf={fx.a_ids[0]}&head=main"), ("GET", f"/v1/sessions/{A}?head=nope"),
               ("GET", f"/v1/sessions/{A}/view?head=nope"), ("GET", f"/v1/sessions/{A}/export?branch=maybe"),
               ("GET", f"/v1/sessions/{A}/events?after=abc"), ("GET", f"/v1/sessions/{A}/events?after=1:2:3"),
               ("GET", f"/v1/sessions/{A}/events?after=-1:0"), ("GET", f"/v1/sessions/{A}/events?after=" + "9" * 19 + ":0"),
               ("GET", "/v1/search"), ("GET", "/v1/search?q=x&limit=0"), ("GET", "/v1/search?q=x&fts=maybe"),
               ("GET", "/v1/search?q=%22&fts=1"),
               ("GET", "/v1/nothing-here"), ("DELETE", f"/v1/sessions/{A}"), ("PATCH", f"/v1/sessions/{A}/entries"),
               ("GET", f"/v1/sessions/{A}/entries?after=" + "9" * 40)]
    for method, path in queries:
        yield f"query: {method} {path[:70]}", request(method, path, b"", {"Authorization": admin})
    yield "Last-Event-ID garbage", request("GET", f"/v1/sessions/{A}/events", b"",
                                           {"Authorization": admin, "Last-Event-ID": "12:x"})
    ops = [("PUT", f"/v1/sessions/{A}/heads/main", {"entry": 5}), ("PUT", f"/v1/sessions/{A}/heads/main", {"entry": "nowhere"}),
           ("PUT", f"/v1/sessions/{A}/heads/main", {}), ("PUT", f"/v1/sessions/{A}/heads/main", {"entry": None, "x": 1}),
           ("PUT", f"/v1/sessions/{A}/heads/main", [1]),
           ("POST", f"/v1/sessions/{A}/compact", {"nope": 1}), ("POST", f"/v1/sessions/{A}/compact", {"keep_recent_tokens": -1}),
           ("POST", f"/v1/sessions/{A}/compact", {"summarizer": "no-such-summarizer"}),
           ("POST", f"/v1/sessions/{A}/compact", {"head": ""}),
           ("POST", f"/v1/sessions/{A}/truncate", {"context_window": 1000, "max_chars": 10}),
           ("POST", f"/v1/sessions/{A}/truncate", {"context_window": 0}),
           ("POST", f"/v1/sessions/{A}/prune", {"apply": True, "config": "[[[not toml"}),
           ("POST", f"/v1/sessions/{A}/prune", {"apply": True, "ttl": "forever"}),
           ("POST", f"/v1/sessions/{A}/fork", {"at": "nowhere"}), ("POST", f"/v1/sessions/{A}/fork", {}),
           ("POST", f"/v1/sessions/{A}/rotate", {"head": "nope"}),
           ("POST", "/v1/sessions", {"cwd": 5}), ("POST", "/v1/sessions", {"header": {"type": "session"}}),
           ("POST", "/v1/sessions", {"unknown": 1}),
           ("POST", "/v1/sessions", {"header": {"type": "session", "version": 3, "id": A, "timestamp": "t", "cwd": "/z"}})]
    for method, path, body in ops:
        yield f"options: {method} {path.rsplit('/', 1)[-1][:20]} {json.dumps(body)[:50]}", request(
            method, path, j(body), {"Authorization": admin, "If-Match": "*", "Content-Type": "application/json"})
    for name, body, query in [("empty import", b"", ""), ("non-UTF-8 import", b"\xff\xfe\x00garbage\n", ""),
                              ("import strict=maybe", DEMO.read_bytes(), "?strict=maybe"),
                              ("import of another tenant's session", _header_of(B), "")]:
        yield name, request("POST", "/v1/import" + query, body, {"Authorization": admin,
                                                                 "Content-Type": "application/x-ndjson"})
    # malformed HTTP the server refuses before the application (counted apart)
    yield "protocol: NUL in a header", request("GET", "/v1/sessions", b"", {"Authorization": b"Bearer a\x00b"})
    yield "protocol: Content-Length not a number", (
        f"POST {post} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: {admin}\r\nIf-Match: *\r\n"
        f"Content-Length: abc\r\n\r\n").encode() + good


def _header_of(sid: str) -> bytes:
    return j({"type": "session", "version": 3, "id": sid, "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/mine"}) + b"\n"


AWKWARD_SESSIONS = ["编号", "nul\x00sid", 'q"s', "semi;colon", "sp ace", "cr\r\nlf", "emoji-\U0001f600"]
"""Legal session ids that are awkward in a header (Location, Content-Disposition) or a URL."""

AWKWARD_IDS = ["nul\x00id", "cr\rlf\nid", 'quote"id', "comma,id", "per%20cent", "space id", "del\x7fid",
               "编号-一", "emoji-\U0001f600", "tab\tid", "é-latin1", "back\\slash"]
"""Legal entry ids that are awkward in an HTTP header."""


def is_problem(answer: Answer) -> str | None:
    """Why ``answer`` is not a 4xx RFC 9457 problem document (None: it is one)."""
    if not 400 <= answer.status < 500:
        return f"status {answer.status}"
    if b"Traceback" in answer.body:
        return "a traceback in the body"
    if answer.headers.get("content-type", "").split(";")[0] != PROBLEM:
        return f"content type {answer.headers.get('content-type')!r}"
    try:
        doc = json.loads(answer.body)
    except ValueError:
        return "the body is not JSON"
    if not (isinstance(doc, dict) and str(doc.get("type", "")).startswith("urn:sessionlog:problem:")
            and isinstance(doc.get("title"), str) and doc.get("status") == answer.status
            and isinstance(doc.get("detail"), str)):
        return f"not a problem document: {answer.body[:200]!r}"
    return None
