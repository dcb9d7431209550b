"""Commands for context size and compaction: ``compact`` and ``context-size``.

``compact`` plans at the head (Pi 0.73.1's cut points), asks a summarizer for the text and appends one
``compaction`` entry with compare-and-swap on the head; ``--dry-run`` prints the plan instead.
``context-size`` prints the usage-aware size of the context and whether compaction is due.
"""

from __future__ import annotations

from pathlib import Path

import click

from sessionlog.core.compaction import CompactionSettings
from sessionlog.core.tokens import DEFAULT_KEEP_RECENT_TOKENS, DEFAULT_RESERVE_TOKENS
from sessionlog.ops import compaction as ops_compaction
from sessionlog.core.names import DEFAULT_HEAD

from . import render
from .app import Env, complete_session, pass_env, session_id
from .outputs import ContextSizeOutput, print_json

PI_COMPAT_HELP = ("Compute exactly as Pi 0.73.1: trust all-zero usage and usage from before the latest "
                  "compaction, and allow a cut that keeps a tool result whose call is summarized.")


def summarizer_option(f):
    return click.option("--summarizer", "summarizer_name", default="offline", show_default=True, metavar="NAME",
                        help="The summarizer that writes the summary: offline (deterministic, no model) or "
                             "openai (an OpenAI-compatible endpoint).")(f)


def instructions_option(f):
    return click.option("--instructions", metavar="TEXT",
                        help="Custom instructions for the summary (Pi: \"Additional focus\").")(f)


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--keep-recent-tokens", type=click.IntRange(min=0), default=DEFAULT_KEEP_RECENT_TOKENS,
              show_default=True, metavar="N", help="Keep about N tokens of the newest messages.")
@click.option("--reserve-tokens", type=click.IntRange(min=0), default=DEFAULT_RESERVE_TOKENS, show_default=True,
              metavar="N", help="Tokens reserved for the summary and the next reply.")
@summarizer_option
@instructions_option
@click.option("--rules-file", type=click.Path(exists=True, dir_okay=False, path_type=Path), metavar="FILE",
              help="Workspace rules (e.g. AGENTS.md) the summary must carry over.")
@click.option("--summary-budget", type=click.IntRange(min=1), metavar="N",
              help="At most N characters of summary (UTF-16 units), appendix included; default: the "
                   "summarizer's own (offline 12000, openai 16000).")
@click.option("--checkpoint", is_flag=True,
              help="A hard checkpoint: summarize everything up to the head and keep nothing after the summary "
                   "(refused when there is nothing to summarize).")
@click.option("--pi-compat", is_flag=True, help=PI_COMPAT_HELP)
@click.option("--head", "head_name", default=DEFAULT_HEAD, show_default=True, metavar="NAME",
              help="Compact the path to this head and append after it.")
@click.option("--dry-run", is_flag=True, help="Print the plan (Pi's prepareCompaction); append nothing.")
@click.option("--json", "json_", is_flag=True,
              help="Print the appended entry, or null when there is nothing to compact (with --dry-run: the "
                   "plan, or null).")
@pass_env
def compact(env: Env, session: str, keep_recent_tokens: int, reserve_tokens: int, summarizer_name: str,
            instructions: str | None, rules_file: Path | None, summary_budget: int | None, checkpoint: bool,
            pi_compat: bool, head_name: str, dry_run: bool, json_: bool) -> None:
    """Summarize the older part of the head's path and append a compaction entry; print its id.

    The cut follows Pi 0.73.1 (about --keep-recent-tokens of the newest messages are kept; a turn may be
    split), except that by default it never keeps a tool result whose tool call is summarized away.
    The entry is appended only if the head did not move while the summary was written (else exit 3);
    a failed, cancelled or empty summary appends nothing. With nothing to compact (the path ends in a
    compaction, or every message is in the kept part) nothing is appended, the summarizer is not
    asked, and the command says "nothing to compact: ..." on stderr and exits 0 (--json: null).

        sessionlog compact 01a2 --dry-run --json
    """
    sid = session_id(env, session)
    settings = CompactionSettings(reserve_tokens=reserve_tokens, keep_recent_tokens=keep_recent_tokens)
    rules = rules_file.read_text(encoding="utf-8") if rules_file is not None and not dry_run else None
    outcome = ops_compaction.compact(env.store, sid, settings=settings, summarizer=summarizer_name,
                                     summary_budget=summary_budget, instructions=instructions, rules=rules, checkpoint=checkpoint,
                                     pi_compat=pi_compat, head=head_name, dry_run=dry_run)
    plan = outcome.plan
    if dry_run:
        if json_:
            print_json(plan.to_pi() if plan is not None else None)
        elif plan is None:
            render.echo(outcome.reason)
        else:
            render.echo(_describe(plan))
        return
    if json_:
        print_json(outcome.entry)  # null when there was nothing to compact
    if outcome.entry is None:
        render.echo(str(outcome.reason), err=True)
    elif not json_:
        render.echo(outcome.entry["id"])


def _describe(plan) -> str:
    kept = "nothing (hard checkpoint)" if plan.checkpoint else f"from {plan.first_kept_entry_id}"
    lines = [
        f"summarize: {len(plan.messages_to_summarize)} messages"
        + (f" + {len(plan.turn_prefix_messages)} of a split turn" if plan.is_split_turn else ""),
        f"keep:      {kept}",
        f"tokens:    {plan.tokens_before} before",
        f"previous:  {'a summary to update' if plan.previous_summary is not None else 'none'}",
    ]
    if plan.read_files:
        lines.append("read:      " + ", ".join(plan.read_files))
    if plan.modified_files:
        lines.append("modified:  " + ", ".join(plan.modified_files))
    return "\n".join(lines)


@click.command("context-size")
@click.argument("session", shell_complete=complete_session)
@click.option("--context-window", type=click.IntRange(min=1), metavar="N",
              help="The model's context window; with it, say whether compaction is due.")
@click.option("--reserve-tokens", type=click.IntRange(min=0), default=DEFAULT_RESERVE_TOKENS, show_default=True,
              metavar="N", help="Compaction is due above window - N tokens.")
@click.option("--pi-compat", is_flag=True, help=PI_COMPAT_HELP)
@click.option("--head", "head_name", default=DEFAULT_HEAD, show_default=True, metavar="NAME", help="Measure at this head.")
@click.option("--json", "json_", is_flag=True, help="Print the numbers as one JSON object.")
@pass_env
def context_size_command(env: Env, session: str, context_window: int | None, reserve_tokens: int, pi_compat: bool,
                         head_name: str, json_: bool) -> None:
    """Print the size of the context at the head, in tokens.

    The size is the last trusted assistant usage plus an estimate (Pi's chars/4) of the messages after
    it. By default an all-zero usage counts as unknown and usage from before the latest compaction is
    ignored; --pi-compat reads usage as Pi 0.73.1 does. Compaction is due when the size is strictly
    greater than --context-window minus --reserve-tokens.
    """
    sid = session_id(env, session)
    found = ops_compaction.context_size(env.store, sid, head=head_name, pi_compat=pi_compat,
                                        context_window=context_window, reserve_tokens=reserve_tokens)
    size, due = found.size, found.compaction_due
    out = ContextSizeOutput(session=sid, leaf=found.leaf, tokens=size.tokens, usage_tokens=size.usage_tokens,
                            trailing_tokens=size.trailing_tokens, last_usage_index=size.last_usage_index,
                            context_window=context_window, reserve_tokens=reserve_tokens, compaction_due=due)
    if json_:
        print_json(out)
        return
    render.echo(f"tokens:   {size.tokens}")
    render.echo(f"usage:    {size.usage_tokens}" + (f" (message {size.last_usage_index})"
                                                   if size.last_usage_index is not None else " (none trusted)"))
    render.echo(f"trailing: {size.trailing_tokens}")
    if due is not None:
        render.echo(f"compaction due: {'yes' if due else 'no'} (window {context_window}, reserve {reserve_tokens})")
