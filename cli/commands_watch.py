"""``watch``: mirror agent session folders into the store as their files grow (``sessionlog.ops.watch``).

Rule: this command parses, builds a ``Mirror`` and renders its events; what to import when a file
grows (complete lines only, offsets, OpenClaw databases) is the ops module's. The event source is
``watchfiles.watch`` (the optional ``watch`` extra), looked up through :func:`changes` so a test can
hand in a finite list of batches instead.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import click

from sessionlog.core.errors import InvalidInputError
from sessionlog.ops.watch import WATCH_FORMATS, Mirror, WatchEvent

from .app import Env, pass_env
from .commands_io import entries
from .outputs import Skipped, WatchEventOutput, print_nl


def changes(paths: list[Path], debounce_ms: int) -> Iterator[set[tuple[Any, str]]]:
    """Batches of file-system changes under ``paths`` (watchfiles: a burst of writes within
    ``debounce_ms`` arrives as one batch)."""
    try:
        import watchfiles
    except ImportError as e:
        raise InvalidInputError("sessionlog watch needs watchfiles to follow changes: "
                                "pip install 'sessionlog[watch]' (--once works without it)") from e
    return watchfiles.watch(*paths, debounce=debounce_ms, raise_interrupt=False)


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path), metavar="PATH...")
@click.option("--format", "fmt", type=click.Choice(WATCH_FORMATS), default="auto", show_default=True,
              help="The files' format; auto tells each file's from its content (Pi, Claude Code, Codex, "
                   "OpenClaw databases).")
@click.option("--once", is_flag=True, help="Import what is there now and exit (exit 1 if a file was refused).")
@click.option("--debounce", "debounce_ms", type=click.IntRange(min=1), default=500, show_default=True,
              metavar="MS", help="Wait until writes have paused this long before importing a burst.")
@click.option("--strict", is_flag=True, help="Refuse a file with any bad line or warning (store nothing of it).")
@click.option("--json", "json_", is_flag=True, help="Print one JSON object per event, one per line.")
@pass_env
def watch(env: Env, paths: tuple[Path, ...], fmt: str, once: bool, debounce_ms: int, strict: bool,
          json_: bool) -> None:
    """Mirror agent session files into the store as they grow, without changing the agents.

    Follows Pi, Claude Code and Codex session folders (every *.jsonl, recursively) and OpenClaw
    databases (openclaw-agent.sqlite, read-only): a new file is imported, a file that grew appends
    only its new entries, and a half-written last line waits for its newline. A line per change
    (or --json events); a refused file is reported on stderr and the others go on. --once imports
    what is there and exits. Runs until Ctrl-C otherwise:

        sessionlog watch ~/.pi/agent/sessions ~/.claude/projects ~/.codex/sessions ~/.openclaw/agents
    """
    mirror = Mirror(env.store, paths, fmt=fmt, strict=strict)
    stream: Iterable[WatchEvent] = mirror.sync_all() if once else mirror.follow(changes(list(paths), debounce_ms))
    counts: dict[str, int] = {}
    for event in stream:
        counts[event.kind] = counts.get(event.kind, 0) + 1
        _render(event, json_)
    if once:
        summary = ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items())) or "no session files"
        click.echo(f"watch --once: {summary}", err=True)
        if counts.get("refused"):
            raise click.exceptions.Exit(1)


def _render(event: WatchEvent, json_: bool) -> None:
    if json_:
        data = event.to_json()
        data["skipped"] = [Skipped(p["line"], p["reason"]) for p in event.skipped]
        print_nl([WatchEventOutput(**data)])
        return
    if event.kind == "created":
        click.echo(f"imported {event.session} ({entries(event.entries)}) from {event.path}")
    elif event.kind == "extended":
        click.echo(f"extended {event.session} (+{entries(event.entries)}) from {event.path}")
    elif event.kind == "waiting":
        click.echo(f"waiting {event.path}: {event.message}")
    elif event.kind == "removed":
        click.echo(f"removed {event.path}: {event.message}")
    elif event.kind == "refused":
        click.echo(f"refused {event.path}: {event.message}", err=True)
    for problem in event.skipped:
        click.echo(f"  skipped {event.path}: line {problem['line']}: {problem['reason']}", err=True)
    for warning in event.warnings:
        click.echo(f"  warning {event.path}: {warning.removeprefix(f'{event.path}: ')}", err=True)
