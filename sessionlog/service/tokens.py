"""Tenants, bearer tokens and scopes for the service.

Rule of this module: a token is 32 random bytes (``secrets``), shown once and stored only as the
SHA-256 of its text (``Store.add_token``); a request's ``Authorization: Bearer <token>`` is hashed and
looked up (``authenticate``). A token belongs to one tenant, holds scopes and may be limited to some
sessions. What each route needs is ``routes.ROUTES``; what a scope grants is ``grants``:

* ``read``: every GET (catalogue, session, view, entries, events, export, search) and dry runs;
* ``append``: create sessions, append entries, move heads, import;
* ``admin``: everything, including the persistent operations (compact, fork, rotate, truncate,
  prune --apply).

Tenant isolation: a session of another tenant, or outside a limited token's sessions, is reported as
not found (404), never as forbidden, so its existence does not leak (``Principal.can_see``).
A plain SHA-256 is the right hash here: the input is 256 random bits, not a password, so there is
nothing for a slow hash to protect, and a lookup by hash needs a deterministic one.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass
from typing import Any, Iterable

from ..store import clock
from ..core.errors import InvalidInputError, SessionLogError

SCOPES = ("read", "append", "admin")
TOKEN_PREFIX = "slt_"
TOKEN_BYTES = 32
_TENANT = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


class AuthError(SessionLogError):
    """The request has no valid bearer token (401)."""


class ScopeError(SessionLogError):
    """The token is valid but lacks the scope this route needs (403)."""


def check_tenant(name: str) -> str:
    """A tenant name: 1-64 letters, digits, ``.``, ``_`` or ``-``, starting with a letter or digit."""
    if not isinstance(name, str) or not _TENANT.fullmatch(name):
        raise InvalidInputError(f"tenant {name!r}: use 1-64 letters, digits, '.', '_' or '-' "
                                "(starting with a letter or digit)")
    return name


def check_scopes(scopes: Iterable[str]) -> list[str]:
    """Known scopes, deduplicated in the canonical order; at least one."""
    given = list(scopes)
    unknown = [s for s in given if s not in SCOPES]
    if unknown:
        raise InvalidInputError(f"unknown scope {unknown[0]!r} (use {', '.join(SCOPES)})")
    if not given:
        raise InvalidInputError("a token needs at least one scope")
    return [s for s in SCOPES if s in given]


def hash_token(token: str) -> str:
    """The stored form of a token: SHA-256 hex of its UTF-8 text."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_token() -> str:
    """A fresh bearer token: ``slt_`` and 32 random bytes, URL-safe base64 (43 characters)."""
    return TOKEN_PREFIX + secrets.token_urlsafe(TOKEN_BYTES)


@dataclass(frozen=True)
class Created:
    """A token just created: its text (shown once, never stored) and what it grants."""

    id: str
    token: str
    tenant: str
    scopes: list[str]
    sessions: list[str] | None

    def to_json(self) -> dict[str, Any]:
        return {"token": self.token, "tenant": self.tenant, "scopes": list(self.scopes)}


def create_token(store: Any, *, tenant: str, scopes: Iterable[str], sessions: Iterable[str] | None = None) -> Created:
    """Make a token, store its hash, and return it (the only time its text exists)."""
    tenant = check_tenant(tenant)
    scopes_ = check_scopes(scopes)
    limited = list(dict.fromkeys(sessions)) if sessions is not None else None
    if limited is not None and not limited:
        limited = None
    token = new_token()
    token_id = "tok_" + secrets.token_hex(6)
    store.add_token(token_id=token_id, token_hash=hash_token(token), tenant=tenant, scopes=scopes_,
                    sessions=limited, created=clock.now_iso())
    return Created(token_id, token, tenant, scopes_, limited)


def grants(scopes: Iterable[str], needed: str) -> bool:
    """Whether ``scopes`` allow a route that needs ``needed`` (``admin`` allows every route)."""
    held = set(scopes)
    return needed in held or "admin" in held


@dataclass(frozen=True)
class Principal:
    """Who a request acts for: the token's tenant, scopes and (when limited) sessions."""

    token_id: str
    tenant: str
    scopes: tuple[str, ...]
    sessions: frozenset[str] | None

    def require(self, needed: str) -> None:
        if not grants(self.scopes, needed):
            raise ScopeError(f"this token's scopes ({', '.join(self.scopes)}) do not include {needed!r}")

    def can_see(self, session_tenant: str, session_id: str) -> bool:
        return session_tenant == self.tenant and (self.sessions is None or session_id in self.sessions)

    @property
    def limited(self) -> bool:
        return self.sessions is not None


def parse_bearer(header: str | None) -> str:
    """The token of an ``Authorization: Bearer <token>`` header (``AuthError`` otherwise)."""
    if not header:
        raise AuthError("this request needs an Authorization: Bearer <token> header")
    scheme, _, value = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        raise AuthError("the Authorization header must be 'Bearer <token>'")
    return value.strip()


def authenticate(store: Any, header: str | None) -> Principal:
    """The principal of a request's Authorization header: ``AuthError`` for a missing, unknown or
    revoked token (one message for all three, so a guess learns nothing)."""
    token = parse_bearer(header)
    found = store.token_by_hash(hash_token(token))
    if found is None or found.revoked is not None:
        raise AuthError("the bearer token is not valid (unknown or revoked)")
    return Principal(found.id, found.tenant, tuple(found.scopes),
                     frozenset(found.sessions) if found.sessions is not None else None)
