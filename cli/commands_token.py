"""``token create|list|revoke``: the bearer tokens of ``sessionlog serve`` (docs/service.md).

The command parses and renders; making, hashing and checking tokens is ``sessionlog.service.tokens``
(which needs no web framework). A token is printed once, at creation, and stored only as its hash.
"""

from __future__ import annotations

import click

from sessionlog.store import clock
from sessionlog.core.errors import NotFoundError
from sessionlog.service.tokens import SCOPES, create_token
from sessionlog.connect import open_store

from .app import Env, pass_env
from .outputs import TokenCreated, TokenRow, print_json


@click.group()
def token() -> None:
    """Create, list and revoke the bearer tokens of `sessionlog serve`.

    A token belongs to one tenant and holds scopes: read (every GET and dry run), append (create
    sessions, append, move heads, import) and admin (everything, including compact, fork, rotate,
    truncate and prune --apply). A session of another tenant answers 404. Tokens are stored only as
    a SHA-256 hash: the text is shown once, when it is created.
    """


@token.command("create")
@click.option("--tenant", required=True, metavar="NAME",
              help="The tenant the token acts for (sessions created locally belong to `default`).")
@click.option("--scope", "scopes", type=click.Choice(SCOPES), multiple=True, required=True,
              help="A scope it grants (repeat for several).")
@click.option("--session", "sessions", multiple=True, metavar="ID",
              help="Limit the token to this session of the tenant (repeat for several; it then cannot create "
                   "sessions).")
@click.option("--json", "json_", is_flag=True, help='Print {"token", "tenant", "scopes"}.')
@pass_env
def create(env: Env, tenant: str, scopes: tuple[str, ...], sessions: tuple[str, ...], json_: bool) -> None:
    """Create a token and print it (once: only its hash is stored).

        sessionlog token create --tenant acme --scope read --scope append
    """
    with open_store(env.db) as store:  # a fresh install: the database is made here, as `serve` would
        created = create_token(store, tenant=tenant, scopes=scopes, sessions=sessions or None)
    if json_:
        print_json(TokenCreated(**created.to_json()))
        return
    click.echo(created.token)
    limited = f", sessions {', '.join(created.sessions)}" if created.sessions else ""
    click.echo(f"token {created.id} for tenant {created.tenant} (scopes {', '.join(created.scopes)}{limited}): "
               "shown once, keep it now", err=True)


@token.command("list")
@click.option("--json", "json_", is_flag=True, help="Print one JSON array (never the tokens themselves).")
@pass_env
def list_(env: Env, json_: bool) -> None:
    """List the tokens: id, tenant, scopes, sessions, when created and revoked (never their text)."""
    rows = [TokenRow(id=t.id, tenant=t.tenant, scopes=list(t.scopes),  # type: ignore[arg-type]
                     sessions=list(t.sessions) if t.sessions is not None else None, created=t.created,
                     revoked=t.revoked) for t in env.store.list_tokens()]
    if json_:
        print_json(rows)
        return
    if not rows:
        click.echo("No tokens. Create one with `sessionlog token create --tenant NAME --scope read`.", err=True)
        return
    for row in rows:
        state = f"revoked {row.revoked}" if row.revoked else "active"
        limited = f" sessions={','.join(row.sessions)}" if row.sessions else ""
        click.echo(f"{row.id}  tenant={row.tenant}  scopes={','.join(row.scopes)}{limited}  "
                   f"created {row.created}  {state}")


@token.command("revoke")
@click.argument("token_id", metavar="ID")
@pass_env
def revoke(env: Env, token_id: str) -> None:
    """Revoke a token by its id (from `token list`): requests with it answer 401 from now on."""
    store = env.store
    if store.revoke_token(token_id, clock.now_iso()):
        click.echo(f"revoked {token_id}")
        return
    if not any(t.id == token_id for t in store.list_tokens()):
        raise NotFoundError(f"no token with id {token_id!r} (see `sessionlog token list`)")
    click.echo(f"{token_id} was already revoked", err=True)
