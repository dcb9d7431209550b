"""``demo``: the README's first command: import the bundled Pi session into a fresh store and tour it.

Rule: the demo never writes to the user's store unless ``--db`` is given on the command line (group
or command level); ``SESSIONLOG_DB`` and the default path are ignored, so trying it is harmless.
"""

from __future__ import annotations

import shlex
import tempfile
import textwrap
from importlib import resources
from pathlib import Path
from typing import Any

import click
from rich.console import Group
from rich.rule import Rule

from sessionlog.core import dag
from sessionlog.core.errors import NotFoundError, SessionLogError
from sessionlog.connect import open_store
from sessionlog.ops import imports
from sessionlog.ops import sessions as ops_sessions
from sessionlog.store import Store
from sessionlog.core.names import DEFAULT_HEAD

from . import render
from .app import Env, pass_env
from .commands_read import tree_renderable, view_renderables
from .render import Text

DEMO_RESOURCE = "examples/demo.jsonl"
THANKS = '{"type":"message","message":{"role":"user","content":"Thanks!"}}'


def demo_bytes() -> bytes:
    return resources.files("sessionlog").joinpath(DEMO_RESOURCE).read_bytes()


@click.command()
@click.option("--db", "db_here", type=click.Path(dir_okay=False, path_type=Path), metavar="PATH",
              help="Import into this database instead of a fresh temporary one.")
@pass_env
def demo(env: Env, db_here: Path | None) -> None:
    """Import a small example session into a fresh store and show its tree, view and verify.

    The example is a coding agent fixing a bug: a compaction, an abandoned side branch with its
    branch summary, labels. The store is a new temporary file (printed, kept, so you can try the
    next commands on it) unless --db is given; SESSIONLOG_DB is not used here, so the demo never
    writes to your own store by accident.
    """
    fresh = db_here is None and not env.db_chosen()
    if fresh:
        path = Path(tempfile.mkdtemp(prefix="sessionlog-demo-")) / "demo.db"
    else:
        path = db_here if db_here is not None else env.db
    with open_store(path) as store:
        result = imports.import_data(store, demo_bytes(), source=f"sessionlog/{DEMO_RESOURCE}")
        _tour(store, store.path, result.session, fresh=fresh)  # a URL shown without its password


def _tour(store: Store, path: str, sid: str, *, fresh: bool) -> None:
    out = render.console()
    found = ops_sessions.tree(store, sid)
    entries, heads = found.entries, found.heads
    head = heads.get(DEFAULT_HEAD)
    ref = _short_ref(store, sid)

    out.print(Text("sessionlog demo", style="bold"))
    out.print(Text("A Pi session (a coding agent fixing a refund bug), imported into "
                   + ("a new store:" if fresh else "the store:")))
    out.print(Text("  " + str(path), style="cyan"))

    out.print(_heading("1. The tree: every entry ever appended, nothing deleted"))
    out.print(tree_renderable(found))
    out.print(_explain(_tree_notes(entries, head), out.width))

    out.print(_heading("2. The view: what the model sees at the head"))
    out.print(Group(*view_renderables(sid, head, DEFAULT_HEAD, ops_sessions.view(store, sid).view, llm=False)))
    out.print(_explain(_view_notes(entries, head), out.width))

    out.print(_heading("3. Verify: every hash and invariant rechecked"))
    report = ops_sessions.verify(store, sid)
    state = Text("ok" if report.ok else "PROBLEMS", style="bold green" if report.ok else "bold red")
    state.append(f": {report.entries} entries verified, {len(report.problems)} problems, "
                 f"{len(report.warnings)} warnings")
    out.print(state)

    out.print(_heading("Next: try these on the same store"))
    for why, command in _next_commands(path, ref, head, entries):
        out.print(Text(f"  # {why}", style="dim"))
        out.print(Text(f"  {command}", style="bold"), overflow="ignore", crop=False)


def _next_commands(path: Path, ref: str, head: str | None, entries: list[dict[str, Any]]) -> list[tuple[str, str]]:
    off_path = [e for e in dag.leaves(entries) if e != head]
    commands = [
        ("point every command at this store (or pass --db PATH)", f"export SESSIONLOG_DB={shlex.quote(str(path))}"),
        ("header, heads, counts, labels", f"sessionlog show {ref}"),
        ("the same view as Pi's SessionContext JSON", f"sessionlog view {ref} --json"),
    ]
    if off_path:
        commands.append(("the view at the end of another branch", f"sessionlog view {ref} --leaf {off_path[0]}"))
    commands += [
        ("append after the head (durable when it returns), then look at the view again",
         f"sessionlog append {ref} --entry '{THANKS}'"),
        ("every entry as Pi JSON, one per line", f"sessionlog log {ref} --nl"),
        ("back to a Pi JSONL file", f"sessionlog export {ref} -o session.jsonl"),
        ("the whole session as one page (open it in a browser)", f"sessionlog export {ref} --html -o session.html"),
        ("your own Pi sessions", "sessionlog import ~/.pi/agent/sessions"),
    ]
    return commands


def _heading(text: str) -> Group:
    return Group(Text(""), Rule(Text(f" {text} ", style="bold"), align="left", style="blue"))


def _explain(lines: list[str], width: int) -> Text:
    """Indented notes, wrapped here (rich would pad wrapped lines with trailing spaces)."""
    wrapped = [textwrap.fill(line, width=max(width - 2, 40), initial_indent="  ", subsequent_indent="  ")
               for line in lines]
    return Text("\n" + "\n".join(wrapped), style="italic")


def _tree_notes(entries: list[dict[str, Any]], head: str | None) -> list[str]:
    notes = []
    for e in entries:
        if e.get("type") == "compaction":
            notes.append(f"{e['id']} is a compaction: the context got long, so everything before "
                         f"{e.get('firstKeptEntryId')} was summarized for the model. It is still stored.")
        elif e.get("type") == "branch_summary":
            notes.append(f"{e['id']} summarizes a side branch the user explored and left. Entries off the "
                         "head's path (dimmed) stay stored; `view --leaf` shows what the model saw there.")
    notes.append(f"`← main` marks the head ({head}): the next append goes after it. "
                 "[labels] were appended as Pi label entries.")
    return notes


def _view_notes(entries: list[dict[str, Any]], head: str | None) -> list[str]:
    on_path = {e["id"] for e in _path_entries(entries, head)}
    off_path = [e["id"] for e in entries if e["id"] not in on_path]
    notes = [f"Only the path from the root to the head ({head}) counts"
             + (f": {', '.join(off_path)} are not on it." if off_path else ".")]
    if any(e.get("type") == "compaction" for e in entries):
        notes.append("The compaction summary stands in for the older messages; the kept tail and "
                     "everything after the compaction follow it.")
    notes.append("`view --json` prints it as the same JSON Pi's buildSessionContext returns.")
    return notes


def _path_entries(entries: list[dict[str, Any]], leaf: str | None) -> list[dict[str, Any]]:
    by_id = {e["id"]: e for e in entries}
    return [by_id[i] for i in dag.path_ids(entries, leaf)] if leaf in by_id else []


def _short_ref(store: Store, sid: str) -> str:
    """The shortest prefix (8 characters or more) that names this session in the store."""
    for n in range(8, len(sid)):
        try:
            if store.resolve_session(sid[:n]) == sid:
                return sid[:n]
        except (NotFoundError, SessionLogError):
            continue
    return sid
