"""Commands that start a new session from a stored one: ``fork`` and ``rotate``.

Each prints the new session's id (with ``--json``, an object whose ``session`` is that id); the source
session is never changed, only annotated (``show`` lists the links both ways). ``rotate --dry-run``
prints the plan and writes nothing.
"""

from __future__ import annotations

import click

from sessionlog.ops.forks import fork_command, rotate_command
from sessionlog.core.names import DEFAULT_HEAD

from . import render
from .app import Env, complete_session, entry_id, pass_env, session_id
from .outputs import RotationPlanOutput, print_json


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--at", "at_entry", required=True, metavar="ENTRY", help="The entry the fork ends at (an id or a unique prefix).")
@click.option("--json", "json_", is_flag=True, help='Print {"session", "parent", "at", "head", "entries"}.')
@pass_env
def fork(env: Env, session: str, at_entry: str, json_: bool) -> None:
    """Copy the path to ENTRY into a new session and print its id.

    Like Pi's /fork (createBranchedSession): ids and timestamps are kept, the labels on that path are
    re-created after it, and the session name is kept (Pi loses it). The new header's parentSession is
    SESSION; SESSION itself is unchanged apart from an annotation naming the fork.

        sessionlog fork 01a2 --at a0000003
    """
    sid = session_id(env, session)
    out = fork_command(env.store, sid, entry_id(env, sid, at_entry))
    if json_:
        print_json(out)
    else:
        render.echo(out.session)


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--head", "head_name", default=DEFAULT_HEAD, show_default=True, metavar="NAME",
              help="Rotate the path to this head.")
@click.option("--dry-run", is_flag=True, help="Print the plan; create nothing.")
@click.option("--json", "json_", is_flag=True,
              help='Print {"session", "predecessor", "leaf", "head", "entries"} (with --dry-run: the plan).')
@pass_env
def rotate(env: Env, session: str, head_name: str, dry_run: bool, json_: bool) -> None:
    """Start a successor session from the head's context and print its id.

    The successor (parentSession: SESSION) holds the entries that set the current model and thinking
    level, the latest compaction, the entries it keeps and everything after it, plus the `custom`
    entries of the path, ids and timestamps kept; without a compaction, the whole path. Its view
    equals SESSION's view at the head. Sibling branches stay in SESSION, which is unchanged apart
    from an annotation naming its successor.

        sessionlog rotate 01a2 --dry-run --json
    """
    out = rotate_command(env.store, session_id(env, session), head=head_name, dry_run=dry_run)
    if json_:
        print_json(out)
    elif isinstance(out, RotationPlanOutput):
        render.echo(_describe(out))
    else:
        render.echo(out.session)


def _describe(plan: RotationPlanOutput) -> str:
    lines = [
        f"leaf:        {plan.leaf}",
        f"compaction:  {plan.compaction or 'none (the whole path is copied)'}",
        f"entries:     {len(plan.entries)} ({plan.dropped} left behind)",
    ]
    if plan.first_kept:
        lines.append(f"first kept:  {plan.first_kept}")
    if plan.carried:
        lines.append("carried:     " + ", ".join(plan.carried))
    if plan.synthesized:
        lines.append("model from:  " + ", ".join(plan.synthesized) + " (a model_change for an earlier assistant)")
    return "\n".join(lines)
