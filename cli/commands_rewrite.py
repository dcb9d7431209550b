"""``truncate``: branch-rewrite truncation of the tool results on the head's path (sessionlog.rewrite).

The command plans (``plan_session_rewrite``), prints the plan with ``--dry-run``, else applies it in one
transaction with compare-and-swap on the head (exit 3 when the head moved meanwhile).
"""

from __future__ import annotations

import click

from sessionlog.core.rewrite import RewritePlan, RewriteSettings
from sessionlog.ops.rewrite import plan_document, truncate_document
from sessionlog.ops.rewrite import truncate as truncate_session
from sessionlog.core.names import DEFAULT_HEAD

from . import render
from .app import Env, complete_session, pass_env, session_id
from .outputs import print_json


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--context-window", type=click.IntRange(min=1), metavar="N",
              help="The model's context window in tokens: the per-result cap is min(floor(N x 0.3) x 4, 16000) "
                   "characters.")
@click.option("--max-chars", type=click.IntRange(min=0), metavar="N",
              help="The per-result cap in characters: each visible tool result longer than N is cut to N.")
@click.option("--aggregate-budget", type=click.IntRange(min=0), metavar="N",
              help="Also fit all the visible tool results together in N characters, cutting the newest first "
                   "(OpenClaw's overflow recovery uses N = the per-result cap).  [default: no aggregate budget]")
@click.option("--head", "head_name", default=DEFAULT_HEAD, show_default=True, metavar="NAME",
              help="Rewrite the path to this head and move it to the rewritten branch.")
@click.option("--dry-run", is_flag=True, help="Print the plan; append nothing.")
@click.option("--json", "json_", is_flag=True,
              help="Print the outcome as JSON (with --dry-run: the plan, or null when nothing would change).")
@pass_env
def truncate(env: Env, session: str, context_window: int | None, max_chars: int | None,
             aggregate_budget: int | None, head_name: str, dry_run: bool, json_: bool) -> None:
    """Shrink oversized tool results by rewriting the head's branch; print the new head.

    The tool results the view at the head shows are truncated as OpenClaw's overflow recovery does:
    each one over the per-result cap (--max-chars, or the cap for --context-window), and, with
    --aggregate-budget, then the newest first until all of them fit in that budget together. Each cut
    result ends in "[... N more characters truncated]", N the characters of its original output left
    out. The branch is re-appended from the first truncated result on, as copies with new ids (timestamps
    kept; unchanged copies share their stored bodies), and the head moves to the last copy. The old
    branch stays and still shows its old view. Nothing to truncate: nothing is appended.

        sessionlog truncate 01a2 --context-window 128000 --dry-run --json
    """
    if (context_window is None) == (max_chars is None):
        raise click.UsageError("give exactly one of --context-window N and --max-chars N")
    settings = (RewriteSettings.for_context_window(context_window, aggregate_budget_chars=aggregate_budget)
                if context_window is not None
                else RewriteSettings(max_chars=max_chars or 0, aggregate_budget_chars=aggregate_budget))
    sid = session_id(env, session)
    done = truncate_session(env.store, sid, settings, head=head_name, dry_run=dry_run)
    plan, old_head = done.plan, done.old_head
    if dry_run:
        if json_:
            print_json(plan_document(plan) if plan is not None else None)
        else:
            render.echo(_describe(plan) if plan is not None else "nothing to truncate")
        return
    if json_:
        print_json(truncate_document(done))
    elif plan is None:
        render.echo("nothing to truncate", err=True)
        if old_head is not None:
            render.echo(old_head)
    else:
        render.echo(plan.new_head)


def _describe(plan: RewritePlan) -> str:
    lines = [f"fork at:   {plan.fork_point or '(a new root)'}",
             f"copies:    {len(plan.copies)} entries, {plan.head} -> {plan.new_head}",
             f"cap:       {plan.settings.max_chars} chars per result"
             + (f", {plan.settings.aggregate_budget_chars} for all of them together"
                if plan.settings.aggregate_budget_chars is not None else "")]
    for c in plan.chosen:
        lines.append(f"truncate:  {c.entry} -> {c.new_entry} ({c.phase}): {c.old_chars} -> {c.new_chars} chars")
    return "\n".join(lines)
