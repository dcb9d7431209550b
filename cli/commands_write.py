"""Commands that append or move heads: ``new``, ``append``, ``head`` (``--summarize``: Pi's tree navigation
with a branch summary), ``label``.

Every write is one store call: durable when it returns, compare-and-swap with ``--expected-head``
(exit 3 when the head moved).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import click
import msgspec

from sessionlog.core.entries import ENTRY_TYPES
from sessionlog.core.errors import InvalidInputError
from sessionlog.ops import heads as ops_heads
from sessionlog.ops import sessions as ops_sessions
from sessionlog.ops.sessions import new_session
from sessionlog.store import UNSET
from sessionlog.core.names import DEFAULT_HEAD

from . import render
from .app import NONE_LITERAL, Env, entry_ref, pass_env, session_id
from .outputs import HeadOutput, print_json

EXPECTED_HEAD_HELP = f"only if the head is at ENTRY now (`{NONE_LITERAL}`: empty); else exit 3."


@click.command()
@click.option("--cwd", type=click.Path(file_okay=False, path_type=Path), metavar="DIR",
              help="The working directory recorded in the header  [default: the current directory].")
@click.option("--json", "json_", is_flag=True, help='Print {"session": id}.')
@pass_env
def new(env: Env, cwd: Path | None, json_: bool) -> None:
    """Create an empty session and print its id."""
    created = new_session(env.store, cwd=os.path.abspath(cwd) if cwd is not None else None)
    if json_:
        print_json(created)
    else:
        render.echo(created.session)


def _read_entry(text: str) -> dict[str, Any]:
    if text == "-":
        text = sys.stdin.read()
    try:
        entry = msgspec.json.decode(text.encode())
    except msgspec.DecodeError as e:
        raise InvalidInputError(f"--entry is not valid JSON: {e}") from e
    if not isinstance(entry, dict):
        raise InvalidInputError(f"--entry must be a JSON object, not {type(entry).__name__}")
    if not isinstance(entry.get("type"), str) or not entry["type"]:
        raise InvalidInputError('--entry needs a "type" (message, custom, label, compaction, ...)')
    return entry


@click.command()
@click.argument("session")
@click.option("--entry", "entry_text", required=True, metavar="JSON",
              help="The entry as JSON: its type and payload (`-` reads stdin).")
@click.option("--head", "head_name", default=DEFAULT_HEAD, show_default=True, metavar="NAME",
              help="Append after this head and move it.")
@click.option("--expected-head", metavar="ENTRY", help=f"Append {EXPECTED_HEAD_HELP}")
@click.option("--branch", is_flag=True, help="Allow a parentId other than the head (start a branch).")
@click.option("--json", "json_", is_flag=True, help="Print the stored entry.")
@pass_env
def append(env: Env, session: str, entry_text: str, head_name: str, expected_head: str | None, branch: bool,
           json_: bool) -> None:
    """Append one entry after the head and move the head to it; print its id.

    id, parentId (the head) and timestamp are filled in when absent (and a message's own
    timestamp, in milliseconds, as Pi does). Re-sending an entry with the
    same id and content is a no-op that prints it again; the same id with other content exits 3.

        sessionlog append 01a2 --entry '{"type":"message","message":{"role":"user","content":"hi"}}'
    """
    entry = _read_entry(entry_text)
    sid = session_id(env, session)
    stored = ops_heads.append_entry(env.store, sid, entry, head=head_name, branch=branch,
                                    expected_head=UNSET if expected_head is None else entry_ref(expected_head))
    if entry["type"] not in ENTRY_TYPES:
        render.echo(f"Warning: {entry['type']!r} is not a Pi entry type: stored verbatim, the view ignores it", err=True)
    if json_:
        print_json(stored)
    else:
        render.echo(stored["id"])


@click.command()
@click.argument("session")
@click.argument("name", default=DEFAULT_HEAD)
@click.option("--move-to", metavar="ENTRY", help=f"Move the head to ENTRY (`{NONE_LITERAL}`: empty it).")
@click.option("--expected-head", metavar="ENTRY", help=f"Move {EXPECTED_HEAD_HELP}")
@click.option("--summarize", is_flag=True,
              help="Summarize the branch being left and append that branch_summary where the head lands "
                   "(Pi's /tree): at ENTRY, or at its parent when ENTRY is a user or custom message.")
@click.option("--summarizer", "summarizer_name", default="offline", show_default=True, metavar="NAME",
              help="The summarizer for --summarize: offline or openai.")
@click.option("--instructions", metavar="TEXT", help="Custom instructions for --summarize.")
@click.option("--json", "json_", is_flag=True, help='Print {"session", "name", "entry"}.')
@pass_env
def head(env: Env, session: str, name: str, move_to: str | None, expected_head: str | None, summarize: bool,
         summarizer_name: str, instructions: str | None, json_: bool) -> None:
    """Print the entry a head points at (`none` when empty), or move it with --move-to.

    The next append goes after the head: moving it back is how an agent rewinds or navigates to
    another branch; nothing is deleted. A head that does not exist is created by --move-to.
    With --summarize the abandoned branch is summarized first; if the summary fails, nothing moves.
    """
    if expected_head is not None and move_to is None:
        raise click.UsageError("--expected-head needs --move-to")
    if summarize and (move_to is None or entry_ref(move_to) is None):
        raise click.UsageError("--summarize needs --move-to ENTRY")
    sid = session_id(env, session)
    if move_to is not None:
        entry = ops_heads.move_head(env.store, sid, entry_ref(move_to), name=name,
                                    expected_head=UNSET if expected_head is None else entry_ref(expected_head),
                                    summarizer=summarizer_name if summarize else None, instructions=instructions)
    else:
        entry = ops_sessions.head(env.store, sid, name)
    if json_:
        print_json(HeadOutput(session=sid, name=name, entry=entry))
    else:
        render.echo(entry if entry is not None else NONE_LITERAL)


@click.command()
@click.argument("session")
@click.argument("entry")
@click.argument("text", required=False)
@click.option("--clear", is_flag=True, help="Remove the entry's label.")
@click.option("--head", "head_name", default=DEFAULT_HEAD, show_default=True, metavar="NAME",
              help="Append the label entry after this head.")
@click.option("--json", "json_", is_flag=True, help="Print the stored label entry.")
@pass_env
def label(env: Env, session: str, entry: str, text: str | None, clear: bool, head_name: str, json_: bool) -> None:
    """Label ENTRY with TEXT (or --clear it) by appending a Pi `label` entry after the head."""
    if clear == (text is not None):
        raise click.UsageError("give TEXT or --clear (one of them)")
    if text is not None and not text.strip():
        raise click.UsageError("TEXT is empty; use --clear to remove a label")
    sid = session_id(env, session)
    stored = ops_heads.label(env.store, sid, entry, None if clear else text, head=head_name)
    if json_:
        print_json(stored)
    else:
        render.echo(stored["id"])
