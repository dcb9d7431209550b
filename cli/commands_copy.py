"""``copy``: copy whole sessions verbatim into another store (SQLite ⇄ PostgreSQL).

The source is ``--db`` (or ``SESSIONLOG_DB``), the destination ``--to``; the destination is created
when it does not exist. Exit 1 when either side does not verify afterwards, 3 when a session has
diverged between the two stores (nothing of that session is written).
"""

from __future__ import annotations

import click

from sessionlog.connect import display_target, open_store
from sessionlog.core.errors import StoreError
from sessionlog.ops.copy import copy_sessions

from .app import DbTarget, Env, pass_env
from .outputs import print_json


@click.command()
@click.argument("sessions", nargs=-1, metavar="[SESSION]...")
@click.option("--to", "to", required=True, type=DbTarget(), metavar="PATH|URL",
              help="The destination store: a database file or a postgresql:// URL.")
@click.option("--json", "json_", is_flag=True,
              help='Print {"source", "destination", "sessions": [{"session", "status", "entries", ...}], '
                   '"verified", "problems"}.')
@pass_env
def copy(env: Env, sessions: tuple[str, ...], to, json_: bool) -> None:
    """Copy SESSIONs (all of them when none is named) to the store --to, verbatim.

    Entries with their seqs and hashes, bodies, heads with their versions, the head log, annotations
    and the catalogue's fields arrive exactly as stored, so both stores hold the same bytes; nothing
    is added to the copied sessions. Re-running copies only what the destination lacks. Both stores
    verify the copied sessions afterwards.

        sessionlog copy --to postgresql://agent@db.internal/sessions
        sessionlog --db postgresql://agent@db.internal/sessions copy 01a2 --to ./local.db
    """
    with open_store(to) as destination:
        out = copy_sessions(env.store, destination, sessions)
    if json_:
        print_json(out)
    else:
        for done in out.sessions:
            click.echo(f"{done.session}  {done.status}: {done.entries} entries, {done.head_moves} head moves, "
                       f"{done.annotations} annotations, {done.heads} heads")
        click.echo(f"copied {len(out.sessions)} session{'s' if len(out.sessions) != 1 else ''} from {out.source} "
                   f"to {display_target(out.destination)}; both verify" if out.verified else "", err=True)
    if not out.verified:
        raise StoreError("after the copy, verify found problems:\n" + "\n".join(out.problems))
