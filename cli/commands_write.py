"""Commands that append or move heads: ``new``, ``append``, ``head`` (``--summarize``: Pi's tree navigation
with a branch summary), ``label``.

Every write is one store call: durable when it returns, compare-and-swap with ``--expected-head``
(exit 3 when the head moved).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import click

from sessionlog.core.entries import ENTRY_TYPES
from sessionlog.core.names import DEFAULT_HEAD

from .app import (NONE_LITERAL, Env, complete_session, echo, entry_id, entry_ref, pass_env,
                  session_id)

EXPECTED_HEAD_HELP = f"only if the head is at ENTRY now (`{NONE_LITERAL}`: empty); else exit 3."
# Imports below are inside the commands: `append` loads only what appending needs (docs/benchmarks.md).


@click.command()
@click.option("--cwd", type=click.Path(file_okay=False, path_type=Path), metavar="DIR",
              help="The working directory recorded in the header  [default: the current directory].")
@click.option("--json", "json_", is_flag=True, help='Print {"session": id}.')
@pass_env
def new(env: Env, cwd: Path | None, json_: bool) -> None:
    """Create an empty session and print its id."""
    from sessionlog.ops.sessions import new_session

    from .outputs import print_json

    created = new_session(env.store, cwd=os.path.abspath(cwd) if cwd is not None else None)
    if json_:
        print_json(created)
    else:
        echo(created.session)


def _expected(env: Env, sid: str, value: str | None):
    """``--expected-head``: UNSET when not given, None for ``none``, else the entry (a prefix resolved)."""
    from sessionlog.store import UNSET

    return UNSET if value is None else entry_ref(value, env, sid)


def _read_input(name: str) -> tuple[bytes, str]:
    """The bytes of ``--entries FILE`` (``-``: stdin) and what messages call it."""
    if name == "-":
        return sys.stdin.buffer.read(), "stdin"
    with open(name, "rb") as f:  # an OSError names the file (the error gate)
        return f.read(), name


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--entry", "entry_text", metavar="JSON",
              help="The entry as JSON: its type and payload (`-` reads stdin).")
@click.option("--entries", "entries_file", metavar="FILE",
              help="Append every entry of a JSONL file (one JSON object per line; `-` reads stdin) as one "
                   "batch: all of them or, on the first bad line (named in the error), none.")
@click.option("--head", "head_name", default=DEFAULT_HEAD, show_default=True, metavar="NAME",
              help="Append after this head and move it.")
@click.option("--expected-head", metavar="ENTRY", help=f"Append {EXPECTED_HEAD_HELP}")
@click.option("--branch", is_flag=True, help="Allow a parentId other than the head (start a branch).")
@click.option("--json", "json_", is_flag=True,
              help="Print the stored entry (with --entries: a JSON array of the stored entries).")
@pass_env
def append(env: Env, session: str, entry_text: str | None, entries_file: str | None, head_name: str,
           expected_head: str | None, branch: bool, json_: bool) -> None:
    """Append one entry (--entry) or a JSONL batch (--entries) after the head, move the head to the
    last one and print the id of each.

    id, parentId (the head; in a batch, the entry before) and timestamp are filled in when absent
    (and a message's own timestamp, in milliseconds, as Pi does). Re-sending an entry with the same id
    and content is a no-op that prints it again; the same id with other content exits 3. A batch is
    one transaction: one process and one commit for the whole file.

        sessionlog append 01a2 --entry '{"type":"message","message":{"role":"user","content":"hi"}}'

        sessionlog append 01a2 --entries turns.jsonl
    """
    from sessionlog.ops import heads as ops_heads

    if (entry_text is None) == (entries_file is None):
        raise click.UsageError("give --entry JSON or --entries FILE (one of them)")
    sid = session_id(env, session)
    expected = _expected(env, sid, expected_head)
    if entry_text is not None:
        parsed = ops_heads.parse_entry(sys.stdin.read() if entry_text == "-" else entry_text)
    else:
        data, source = _read_input(entries_file)  # type: ignore[arg-type]
        parsed = ops_heads.parse_entries(data, source)
    stored = ops_heads.append_parsed(env.store, sid, parsed, head=head_name, branch=branch,
                                     expected_head=expected).entries
    for note in parsed.notes:
        echo(f"Warning: {note}", err=True)
    for kind in dict.fromkeys(e.get("type") for e in stored if e.get("type") not in ENTRY_TYPES):
        echo(f"Warning: {kind!r} is not a Pi entry type: stored verbatim, the view ignores it", err=True)
    if json_:
        from .outputs import print_json

        print_json(stored[0] if entry_text is not None else stored)
    else:
        click.echo("\n".join(str(e["id"]) for e in stored))


@click.command()
@click.argument("session", shell_complete=complete_session)
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
    from sessionlog.ops import heads as ops_heads
    from sessionlog.ops import sessions as ops_sessions

    if expected_head is not None and move_to is None:
        raise click.UsageError("--expected-head needs --move-to")
    if summarize and (move_to is None or entry_ref(move_to) is None):
        raise click.UsageError("--summarize needs --move-to ENTRY")
    sid = session_id(env, session)
    if move_to is not None:
        entry = ops_heads.move_head(env.store, sid, entry_ref(move_to, env, sid), name=name,
                                    expected_head=_expected(env, sid, expected_head),
                                    summarizer=summarizer_name if summarize else None, instructions=instructions)
    else:
        entry = ops_sessions.head(env.store, sid, name)
    if json_:
        from .outputs import HeadOutput, print_json

        print_json(HeadOutput(session=sid, name=name, entry=entry))
    else:
        echo(entry if entry is not None else NONE_LITERAL)


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.argument("entry")
@click.argument("text", required=False)
@click.option("--clear", is_flag=True, help="Remove the entry's label.")
@click.option("--head", "head_name", default=DEFAULT_HEAD, show_default=True, metavar="NAME",
              help="Append the label entry after this head.")
@click.option("--json", "json_", is_flag=True, help="Print the stored label entry.")
@pass_env
def label(env: Env, session: str, entry: str, text: str | None, clear: bool, head_name: str, json_: bool) -> None:
    """Label ENTRY (an id or a unique prefix) with TEXT, or --clear its label, by appending a Pi
    `label` entry after the head."""
    from sessionlog.ops import heads as ops_heads

    if clear == (text is not None):
        raise click.UsageError("give TEXT or --clear (one of them)")
    if text is not None and not text.strip():
        raise click.UsageError("TEXT is empty; use --clear to remove a label")
    sid = session_id(env, session)
    stored = ops_heads.label(env.store, sid, entry_id(env, sid, entry), None if clear else text, head=head_name)
    if json_:
        from .outputs import print_json

        print_json(stored)
    else:
        echo(stored["id"])
