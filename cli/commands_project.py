"""Projection commands: ``view --project`` (the projected view) and ``prune``.

Rule of this module: the imperative shell around ``sessionlog.projections``. It reads the view, the
recorded pruning decisions (annotations of kind ``prune-decision``), the TOML config and the clock,
calls the pure ``project`` and renders; ``prune --apply`` records the new decisions, one annotation
per decision on the entry whose message it prunes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
import msgspec

from sessionlog.core.errors import InvalidInputError
from sessionlog.core.projections import Projection, ProjectionSettings
from sessionlog.core.projections.settings import DEFAULT_CONTEXT_WINDOW, PROVIDERS
from sessionlog.core.view import to_llm
from sessionlog.ops import pruning as ops_pruning
from sessionlog.core.names import DEFAULT_HEAD

from . import render
from .app import Env, complete_session, entry_id, pass_env, session_id
from .outputs import PruneOutput, print_json
from .render import Text

def projection_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """The options shared by ``view --project`` and ``prune``."""
    options = [
        click.option("--context-window", type=click.IntRange(min=1), metavar="N",
                     help=f"The model's context window in tokens.  [default: {DEFAULT_CONTEXT_WINDOW}]"),
        click.option("--provider", type=click.Choice(PROVIDERS),
                     help="Apply this provider's transcript policy (ids, turn merging, synthetic-result text)."),
        click.option("--turn-limit", type=click.IntRange(min=1), metavar="N",
                     help="Keep only the last N user turns."),
        click.option("--no-prune", is_flag=True, help="Skip context pruning (and the replay of recorded decisions)."),
        click.option("--last-touch", metavar="ISO",
                     help="When the provider's prompt cache was last written; with an unexpired --ttl "
                          "nothing new is pruned.  [default: no cache: prune]"),
        click.option("--ttl", metavar="DURATION", help="Prompt-cache TTL, e.g. 5m, 1h, 30s.  [default: 5m]"),
        click.option("--config", "config", type=click.Path(dir_okay=False, exists=True, path_type=Path),
                     metavar="FILE.toml", help="Projection settings with OpenClaw's option names "
                                               "(see docs/projections.md); options given here win."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def build_settings(*, context_window: int | None, provider: str | None, turn_limit: int | None, no_prune: bool,
                   last_touch: str | None, ttl: str | None, config: Path | None) -> ProjectionSettings:
    """Settings from the config file and the options (options win; ``ops.pruning.build_settings``)."""
    try:
        text = config.read_text(encoding="utf-8") if config is not None else ""
    except (OSError, UnicodeDecodeError) as e:
        raise InvalidInputError(f"cannot read {config}: {e}") from e
    return ops_pruning.build_settings(config_text=text, context_window=context_window, provider=provider,
                                      turn_limit=turn_limit, no_prune=no_prune, last_touch=last_touch, ttl=ttl)


def project_at(env: Env, session: str, leaf: str | None, head_name: str | None,
               settings: ProjectionSettings) -> ops_pruning.Projected:
    if leaf is not None and head_name is not None:
        raise click.UsageError("give --leaf or --head, not both")
    sid = session_id(env, session)
    return ops_pruning.project_at(env.store, sid, entry_id(env, sid, leaf) if leaf is not None else None,
                                  head=head_name or DEFAULT_HEAD, settings=settings)


def report_json(projection: Projection) -> dict[str, Any]:
    return msgspec.to_builtins(projection.report)


def print_projected_view(env: Env, session: str, leaf: str | None, head_name: str | None, llm: bool, json_: bool,
                         settings: ProjectionSettings) -> None:
    """``view --project``: the projected view and the pipeline's report."""
    projected = project_at(env, session, leaf, head_name, settings)
    sid, at, built, projection = projected.session, projected.at, projected.view, projected.projection
    messages = to_llm(projection.messages) if llm else projection.messages
    if json_:
        out: dict[str, Any] = {"messages": messages}
        pi = built.to_pi()
        if "thinkingLevel" in pi:
            out["thinkingLevel"] = pi["thinkingLevel"]
        out["model"] = built.model
        out["report"] = report_json(projection)
        print_json(out)
        return
    title = Text()
    title.append("projected view", style="bold")
    title.append(f" of {sid} at ")
    title.append(str(at) if at else "(empty head)", style="cyan")
    title.append(f"\n{len(messages)} {'provider ' if llm else ''}messages · context window "
                 f"{settings.context_window} tokens · provider {settings.provider or 'generic'}", style="dim")
    console = render.console()
    for renderable in render.view_renderables(title, messages):
        console.print(renderable)
    console.print(report_text(projection))


def report_text(projection: Projection) -> Text:
    report = projection.report
    text = Text()
    text.append("\nprojection report\n", style="bold")
    for step in report.steps:
        counts = ", ".join(f"{k} {v}" for k, v in step.details.items()
                           if v not in (0, False, None, [], "") and k not in ("ratio",))
        text.append(f"  {step.step:<24}", style="cyan")
        text.append(f"{'changed' if step.changed else 'unchanged':<10} saved {step.chars_saved} chars "
                    f"(~{step.tokens_saved} tokens)")
        text.append(f"  {counts}\n" if counts else "\n", style="dim")
    text.append(f"  total: {report.chars_before} → {report.chars_after} chars "
                f"(~{report.tokens_before} → ~{report.tokens_after} tokens)\n")
    if report.overflow:
        text.append(f"  {report.overflow_message}\n", style="bold red")
    return text


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--dry-run", "mode", flag_value="dry-run", default=True,
              help="Print what pruning would decide; record nothing (the default).")
@click.option("--apply", "mode", flag_value="apply", help="Record the new decisions, so every later projected "
                                                          "view replays them byte for byte.")
@click.option("--leaf", metavar="ENTRY", help="Project the view at this entry instead of the head.")
@click.option("--head", "head_name", metavar="NAME", help="Project the view at this head  [default: main].")
@projection_options
@click.option("--json", "json_", is_flag=True, help="Print one JSON object {session, applied, recorded, report}.")
@pass_env
def prune(env: Env, session: str, mode: str, leaf: str | None, head_name: str | None, context_window: int | None,
          provider: str | None, turn_limit: int | None, no_prune: bool, last_touch: str | None, ttl: str | None,
          config: Path | None, json_: bool) -> None:
    """Run the projection pipeline at the head and report what pruning decides.

    Decisions are sticky: once recorded with --apply (as annotations keyed by the source message's
    hash), every later `view --project` replays them byte for byte, so a provider's prompt-cache
    prefix stays stable; a decision whose source message changed is dropped. The TTL gate
    (--last-touch, --ttl) only holds back new decisions.
    """
    settings = build_settings(context_window=context_window, provider=provider, turn_limit=turn_limit,
                              no_prune=no_prune, last_touch=last_touch, ttl=ttl, config=config)
    if leaf is not None and head_name is not None:
        raise click.UsageError("give --leaf or --head, not both")
    sid = session_id(env, session)
    pruned = ops_pruning.prune(env.store, sid, entry_id(env, sid, leaf) if leaf is not None else None,
                               head=head_name or DEFAULT_HEAD, settings=settings,
                               apply=mode == "apply")
    sid, projection, recorded = pruned.session, pruned.projection, pruned.recorded
    if json_:
        print_json(PruneOutput(session=sid, applied=mode == "apply", recorded=recorded, report=projection.report))
        return
    out = render.console()
    out.print(report_text(projection))
    decisions = projection.report.decisions
    if mode == "apply":
        render.echo(f"recorded {recorded} decision{'s' if recorded != 1 else ''}")
    else:
        render.echo(f"{len(decisions)} new decision{'s' if len(decisions) != 1 else ''} (dry run: nothing recorded; "
                   "use --apply)")


__all__ = ["build_settings", "print_projected_view", "projection_options", "prune"]
