"""``lineage``: where a session came from and what came of it (forks, rotations, rewrites)."""

from __future__ import annotations

import click
import msgspec

from sessionlog.ops.lineage import lineage as read_lineage
from sessionlog.ops.lineage import lineage_dot

from . import render
from .app import Env, complete_session, pass_env, session_id
from .outputs import LineageOutput, print_json


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--json", "json_", is_flag=True, help='Print {"session", "ancestors", "descendants", "rewrites"}.')
@click.option("--dot", is_flag=True, help="Print the session graph as Graphviz DOT.")
@pass_env
def lineage(env: Env, session: str, json_: bool, dot: bool) -> None:
    """Show the sessions SESSION was forked or rotated from, those forked or rotated from it, and the
    entries rewritten inside it by branch-rewrite truncation.

        sessionlog lineage 01a2
        sessionlog lineage 01a2 --dot | dot -Tpng > lineage.png
    """
    if json_ and dot:
        raise click.UsageError("--json and --dot are exclusive")
    sid = session_id(env, session)
    if dot:
        click.echo(lineage_dot(env.store, sid), nl=False)
        return
    found = read_lineage(env.store, sid)
    if json_:
        print_json(msgspec.convert(found, LineageOutput))
        return
    render.echo(f"lineage of {sid}")
    for title, items, arrow in (("from", found["ancestors"], "<-"), ("to", found["descendants"], "->")):
        render.echo(f"  {title}:" if items else f"  {title}: (none)")
        for item in items:
            render.echo(f"    {'  ' * (item['depth'] - 1)}{arrow} {item['session']}  "
                       f"({item['kind']} at {item['entry']} of {item['via'] if arrow == '->' else item['session']})")
    if found["rewrites"]:
        truncated = sum(1 for r in found["rewrites"] if r["reason"] == "truncated")
        render.echo(f"  rewrites: {len(found['rewrites'])} copies, {truncated} with a truncated tool result")
