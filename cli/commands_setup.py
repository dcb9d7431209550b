"""``setup``: the PostgreSQL roles (an owner for migrations, an application role that reads and appends)."""

from __future__ import annotations

import click

from sessionlog.connect import setup_roles

from .app import Env, pass_env


@click.command()
@click.option("--owner", default="sessionlog_owner", show_default=True, metavar="ROLE",
              help="The role that owns the tables and runs migrations.")
@click.option("--app", "app", default="sessionlog_app", show_default=True, metavar="ROLE",
              help="The role agents connect as: SELECT and INSERT on history, UPDATE on heads and the catalogue.")
@pass_env
def setup(env: Env, owner: str, app: str) -> None:
    """Create the PostgreSQL roles for the store --db names and migrate it as the owner.

    Run it once, connected as an administrator (a superuser, or a role with CREATEROLE that may grant
    on the database). The application role may only read and append to the history tables, and
    `verify` checks that no other role may change them. Set passwords yourself (ALTER ROLE ...
    PASSWORD), then point agents at postgresql://sessionlog_app@HOST/DB. Running it again changes
    nothing that is already in place.

        sessionlog --db postgresql://postgres@db.internal/sessions setup
    """
    for line in setup_roles(env.db, owner=owner, app=app):
        click.echo(line)
