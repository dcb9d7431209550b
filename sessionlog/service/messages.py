"""Reading requests and writing responses: JSON and problem bodies, ETags and If-Match, query
parameters, append bodies, stream cursors.

Rule of this module: a parse error is ``InvalidRequest`` (400) or a ``Problem``; ``parse`` defers one
as a ``Deferred`` so a request without a valid token is answered 401 whatever else is wrong with it.
"""

from __future__ import annotations

import urllib.parse
from typing import Any, Callable

import msgspec
from starlette.requests import Request
from starlette.responses import Response

from ..core import codec
from ..core.errors import SessionLogError
from ..store import UNSET
from . import bodies, events
from .problems import MEDIA_TYPE, InvalidRequest, Problem

_encoder = msgspec.json.Encoder()
encode_json = _encoder.encode


def json_response(value: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(_encoder.encode(value), status_code=status, headers=headers, media_type="application/json")


def problem_response(problem: Problem, instance: str | None = None) -> Response:
    return Response(_encoder.encode(problem.to_json(instance)), status_code=problem.status,
                    headers=problem.headers or None, media_type=MEDIA_TYPE)


ETAG_SAFE = "".join(chr(c) for c in range(0x21, 0x7F) if chr(c) not in '"%,')
"""The characters an entry id keeps as they are in an ETag: visible ASCII but the quote, ``%`` and the
comma (which separates a list of ETags); any other is percent-encoded (UTF-8), so every id, NUL,
CR/LF, CJK and emoji included, makes a valid header that round-trips through If-Match."""


def etag_text(entry_id: str) -> str:
    """An entry id as the inside of an ETag (percent-encoded where ``ETAG_SAFE`` says)."""
    return urllib.parse.quote(entry_id, safe=ETAG_SAFE, errors="surrogatepass")


def etag(entry_id: str | None) -> str:
    """A head's ETag: its entry id, quoted (``etag_text``); ``""`` for an empty head."""
    return f'"{etag_text(entry_id or "")}"'


def location(session_id: str) -> str:
    """A session's URL path, its id percent-encoded as one path segment."""
    return "/v1/sessions/" + urllib.parse.quote(session_id, safe="", errors="surrogatepass")


def attachment(session_id: str) -> str:
    """``Content-Disposition`` of a session's export: an ASCII ``filename`` (any other character as
    ``_``) and the exact name as RFC 6266's ``filename*``."""
    name = session_id + ".jsonl"
    plain = "".join(c if c.isascii() and (c.isalnum() or c in "._-") else "_" for c in name)
    exact = urllib.parse.quote(name, safe="", errors="surrogatepass")
    return f"attachment; filename=\"{plain}\"; filename*=UTF-8''{exact}"


def header_text(text: str) -> str:
    """Text for a header meant to be read (a note): printable ASCII as it is, anything else escaped
    (``\\x00``, ``\\u7f16``), so stored ids can never break the answer."""
    return "".join(c if " " <= c <= "~" else c.encode("unicode_escape").decode("ascii") for c in text)


def parse_if_match(value: str | None, *, required: bool) -> Any:
    """The expected head of an If-Match header: an entry id, None (``""``: empty) or ``UNSET`` (``*``)."""
    if value is None:
        if required:
            raise Problem("precondition-required",
                          'this request needs If-Match: the head\'s ETag ("<entry id>", "" when empty) or *')
        return UNSET
    value = value.strip()
    if value == "*":
        return UNSET
    if value.startswith("W/"):
        raise InvalidRequest("If-Match: a weak ETag cannot be compared for a head")
    if len(value) < 2 or not (value.startswith('"') and value.endswith('"')) or "," in value:
        raise InvalidRequest(f'If-Match must be one quoted ETag ("<entry id>", "") or *, not {value!r}')
    try:
        return urllib.parse.unquote_to_bytes(value[1:-1]).decode("utf-8", "surrogatepass") or None
    except UnicodeDecodeError:
        raise InvalidRequest(f"If-Match {value!r}: its percent-encoding is not UTF-8") from None


def query_bool(request: Request, name: str) -> bool:
    raw = request.query_params.get(name)
    if raw is None:
        return False
    if raw.lower() in ("1", "true", "yes", ""):
        return True
    if raw.lower() in ("0", "false", "no"):
        return False
    raise InvalidRequest(f"query parameter {name}: expected 1/true or 0/false, not {raw!r}")


QUERY_INT_MAX = 2**63 - 1
"""The largest integer a query parameter takes (a database's integer), whatever its own bound."""


def query_int(request: Request, name: str, default: int | None, *, minimum: int,
              maximum: int = QUERY_INT_MAX) -> int | None:
    raw = request.query_params.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise InvalidRequest(f"query parameter {name}: expected an integer, not {raw!r}") from None
    if value < minimum or value > maximum:
        bound = f"{minimum}..{maximum}"
        raise InvalidRequest(f"query parameter {name}: {value} is out of range ({bound})")
    return value


def _decode(data: bytes) -> tuple[Any, int]:
    if not data.strip():
        return None, 0
    try:
        return codec.decode_mended(data)
    except (msgspec.DecodeError, RecursionError) as e:
        raise InvalidRequest(f"the request body is not valid JSON: {e}") from None


def json_body(data: bytes) -> Any:
    """A request's options (not transcript content): a lone surrogate escape in it is refused."""
    body, mended = _decode(data)
    if mended:
        raise InvalidRequest(f"the request body is not valid JSON: it holds {codec.lone_escapes(mended)}, "
                             "which is not Unicode; send well-formed strings")
    return body


def entries_body(data: bytes) -> tuple[list[Any], int]:
    """An append's body: one entry, or ``{"entries": [...]}`` (a batch); and how many lone surrogate
    escapes in it were read as U+FFFD (a string the agent cut inside a pair: its content is kept)."""
    body, mended = _decode(data)
    if isinstance(body, dict) and "entries" in body and "type" not in body:
        return bodies.decode(body, bodies.Batch).entries, mended
    if body is None:
        raise InvalidRequest('the request body is empty: send an entry or {"entries": [...]}')
    return [body], mended


def cursor_of(request: Request) -> events.Cursor:
    try:
        return events.Cursor.parse(request.headers.get("last-event-id") or request.query_params.get("after"))
    except SessionLogError as e:
        raise InvalidRequest(str(e)) from None


def check_view_query(request: Request) -> None:
    fmt = request.query_params.get("format", "pi")
    if fmt not in ("pi", "llm"):
        raise InvalidRequest(f"query parameter format: pi or llm, not {fmt!r}")
    if "leaf" in request.query_params and "head" in request.query_params:
        raise InvalidRequest("give leaf or head, not both")


def required_param(request: Request, name: str) -> str:
    value = request.query_params.get(name)
    if value is None:
        raise InvalidRequest(f"query parameter {name} is required")
    return value


class Deferred:
    """A request's malformed part (a 400 or 428), answered only once its token is found valid, so a
    request without a valid token is a 401 whatever else is wrong with it."""

    def __init__(self, error: Exception) -> None:
        self.error = error


def parse(fn: Callable[[], Any]) -> Any:
    try:
        return fn()
    except (InvalidRequest, Problem) as e:
        return Deferred(e)
