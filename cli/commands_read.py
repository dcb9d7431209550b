"""Read-only commands: ``sessions``, ``show``, ``tree``, ``log``, ``view``, ``verify``."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import Any

import click
import msgspec
from rich.console import Group

from sessionlog.core.errors import InvalidInputError
from sessionlog.core.view import View, to_llm
from sessionlog.ops import history as ops_history
from sessionlog.ops import sessions as ops_sessions
from sessionlog.ops import verify as ops_verify
from sessionlog.store import UNSET, VerifyReport
from sessionlog.core.names import DEFAULT_HEAD

from . import render
from .app import Env, complete_session, entry_id, pass_env, session_id
from .commands_history import parse_as_of, parse_time
from .commands_project import build_settings, print_projected_view, projection_options
from .outputs import VerifyOutput, dumps, print_json, print_nl
from .render import Text
from sessionlog.core.textsafe import visible


@click.command()
@click.option("--limit", type=click.IntRange(min=1), metavar="N", help="At most N sessions (the newest).")
@click.option("--cwd", "cwd", type=click.Path(file_okay=False, path_type=Path), metavar="DIR",
              help="Only sessions recorded in DIR or a folder below it.")
@click.option("--name", metavar="TEXT", help="Only sessions whose name contains TEXT (ASCII letters in any case).")
@click.option("--since", metavar="DATE",
              help="Only sessions modified at or after DATE: an ISO 8601 date or time (UTC when it has no offset).")
@click.option("--json", "json_", is_flag=True, help="Print one JSON array.")
@pass_env
def sessions(env: Env, limit: int | None, cwd: Path | None, name: str | None, since: str | None, json_: bool) -> None:
    """List the stored sessions, most recently modified first, with the session each was forked or
    rotated from (the "from" column; `origin` and `parent_session` with --json)."""
    filters = {"cwd": os.path.abspath(cwd) if cwd is not None else None, "name": name,
               "since": parse_time(since, "--since") if since is not None else None}
    rows = ops_sessions.list_sessions(env.store, limit=limit, **filters)
    if json_:
        print_json(rows)
        return
    if not rows:
        if any(v is not None for v in filters.values()):
            render.echo("No sessions match.", err=True)
        else:
            render.echo(f"No sessions in {env.store.path}. Try `sessionlog demo`, or import Pi's: "
                        "`sessionlog import ~/.pi/agent/sessions`", err=True)
        return
    out = render.console()
    out.print(render.sessions_table([msgspec.structs.asdict(r) for r in rows], width=out.width))


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--json", "json_", is_flag=True, help="Print one JSON object.")
@pass_env
def show(env: Env, session: str, json_: bool) -> None:
    """Show a session: header, heads, counts by entry type, labels, name, fork and rotation links."""
    sid = session_id(env, session)
    out = ops_sessions.show(env.store, sid)
    by_type = Counter(out.counts.by_type)
    labels = out.labels
    if json_:
        print_json(out)
        return
    header = out.header
    pairs: list[tuple[str, Any]] = [
        ("session", Text(sid, style="cyan")),
        ("name", out.name or "-"),
        ("cwd", header.get("cwd", "-")),
        ("created", header.get("timestamp", "-")),
        ("version", header.get("version", "-")),
    ]
    if header.get("parentSession"):
        pairs.append(("parent", header["parentSession"]))
    pairs += [
        ("heads", ", ".join(f"{name} → {entry or '(empty)'}" for name, entry in out.heads.items())),
        ("entries", f"{out.counts.entries} ({out.counts.messages} messages)"),
        ("by type", ", ".join(f"{kind} {n}" for kind, n in by_type.most_common()) or "-"),
        ("labels", "; ".join(f"{lab.entry} [{lab.label}]" for lab in labels) or "-"),
        ("annotations", out.annotations),
    ]
    pairs += [(link.kind, f"{link.session} (at {link.entry})") for link in out.links]
    render.console().print(render.key_values(pairs))


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--json", "json_", is_flag=True,
              help='Print one JSON object {"session", "heads", "roots", "nodes"}: the tree as a flat list, '
                   'each node {"id", "parent", "children", "depth", "type", "role", "label", "on_head_path"}, '
                   "parents before children (schema/cli/tree.json).")
@pass_env
def tree(env: Env, session: str, json_: bool) -> None:
    """Show every entry of a session as a tree: branches, labels, compactions, heads.

    Each line is one entry: its id, type (or message role), label, markers and a preview. A run of
    entries without siblings stays at one indentation; a branch point indents its children. Entries
    off the main head's path are dimmed. With --json the tree is a flat list of nodes, so a session
    of any depth parses with any JSON reader.
    """
    found = ops_sessions.tree(env.store, session_id(env, session))
    if json_:
        click.echo(dumps(ops_sessions.tree_document(found), indent=0))
        return
    out = render.console()
    render.print_lines(out, [tree_title(found), *render.iter_tree_lines(found.roots, found.heads, found.path)])


def tree_title(found: ops_sessions.SessionTree) -> list[render.Part]:
    """The tree's first line: the session id, its name and its size."""
    title = [(visible(found.session), "bold cyan")]
    if found.name:
        title.append((visible(f"  {found.name}"), "bold"))
    title.append((f"  ({len(found.entries)} entries)", "dim"))
    return title


def tree_renderable(found: ops_sessions.SessionTree) -> Text:
    """The tree of a session as one rich ``Text``, titled with its id, name and size (the demo)."""
    title = Text()
    for text, style in tree_title(found):
        title.append(text, style=style)
    return render.build_tree(title, found.roots, found.heads, found.path)



@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--json", "json_", is_flag=True, help="Print one JSON array of entries.")
@click.option("--nl", is_flag=True, help="Print one JSON entry per line.")
@pass_env
def log(env: Env, session: str, json_: bool, nl: bool) -> None:
    """List a session's entries in append order, each as its Pi JSON object with --json/--nl."""
    if json_ and nl:
        raise click.UsageError("--json and --nl are exclusive")
    sid = session_id(env, session)
    if nl:
        print_nl(ops_sessions.log(env.store, sid))
    elif json_:
        print_json(list(ops_sessions.log(env.store, sid)))
    else:
        out = render.console()
        # in a terminal one line per entry; piped, whole previews (already capped in length)
        out.print(render.log_text(ops_sessions.log(env.store, sid)), no_wrap=True,
                  overflow="ellipsis" if out.is_terminal else "ignore", crop=out.is_terminal)


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--leaf", metavar="ENTRY", help="Build the view at this entry instead of the head.")
@click.option("--head", "head_name", metavar="NAME", help="Build the view at this head  [default: main].")
@click.option("--as-of", "as_of", metavar="SEQ|TIME",
              help="Where the head was right after append number SEQ, or at an ISO 8601 TIME "
                   "(docs/history-and-search.md).")
@click.option("--llm", is_flag=True, help="Convert to provider messages first (Pi's convertToLlm).")
@click.option("--project", "project_", is_flag=True,
              help="Run the projection pipeline (repair, turn limit, pruning, truncation, guard, provider "
                   "policy) and print its report too.")
@projection_options
@click.option("--json", "json_", is_flag=True,
              help="Print Pi's SessionContext JSON {messages, thinkingLevel, model} (with --llm: the message array; "
                   "with --project: {messages, thinkingLevel, model, report}).")
@pass_env
def view(env: Env, session: str, leaf: str | None, head_name: str | None, as_of: str | None, llm: bool,
         project_: bool, json_: bool, **projection: Any) -> None:
    """Show what the model sees at the head (or at --leaf): Pi's buildSessionContext.

    Only the path from the root to the leaf counts; after a compaction, its summary replaces
    everything before the first kept entry. An unknown leaf is an error (Pi would silently fall
    back to the last entry). With --project, the view goes through the projection pipeline
    (docs/projections.md); recorded pruning decisions (`prune --apply`) are replayed.
    """
    past: str | None = None
    sid = session_id(env, session)
    if as_of is not None:
        if leaf is not None:
            raise click.UsageError("give --leaf or --as-of, not both")
        past = ops_history.head_as_of(env.store, sid, parse_as_of(as_of), head_name or DEFAULT_HEAD)
        if past is None and project_:
            raise InvalidInputError(f"the head was empty as of {as_of}: nothing to project")
    elif leaf is not None:
        leaf = entry_id(env, sid, leaf)
    historical = _historical(env, sid, as_of, head_name or DEFAULT_HEAD) if as_of is not None else None
    if project_:
        if historical is not None:
            render.echo(f"Note: {historical}", err=True)
        print_projected_view(env, sid, past or leaf, None if past else head_name, llm, json_,
                             build_settings(**projection))
        return
    given = [name for name, value in projection.items() if value not in (None, False)]
    if given:
        raise click.UsageError(f"--{given[0].replace('_', '-')} needs --project")
    if leaf is not None and head_name is not None:
        raise click.UsageError("give --leaf or --head, not both")
    head_name = head_name or DEFAULT_HEAD
    found = ops_sessions.view(env.store, sid, leaf=past if as_of is not None else UNSET if leaf is None else leaf,
                              head=head_name)
    at, built = found.at, found.view
    if json_:
        if historical is not None:
            render.echo(f"Note: {historical}", err=True)
        print_json(to_llm(built.messages) if llm else built.to_pi())
        return
    render.console().print(Group(*view_renderables(sid, at, None if leaf is not None else head_name, built, llm,
                                                   historical=historical)))


def _historical(env: Env, sid: str, as_of: str, head_name: str) -> str:
    """What ``view --as-of`` says about itself: the view is the head's past, and where the head is now."""
    now = ops_sessions.head(env.store, sid, head_name)
    return (f"a historical view: head {head_name} as of {as_of}; the head is now at "
            f"{now or '(empty)'}")


def view_renderables(sid: str, at: str | None, head_name: str | None, built: View, llm: bool, *,
                     historical: str | None = None) -> list[Any]:
    """A titled, readable rendering of a view (``llm``: after convertToLlm; ``historical``: what
    ``view --as-of`` says about it)."""
    messages = to_llm(built.messages) if llm else built.messages
    model = built.model or {}
    title = Text()
    title.append("view", style="bold")
    title.append(f" of {sid} at ")
    title.append(str(at) if at else "(empty head)", style="cyan")
    if historical is not None:
        title.append(f" ({historical})", style="bold yellow")
    elif head_name is not None:
        title.append(f" (head {head_name})")
    title.append(f"\nmodel {model.get('provider', '-')}/{model.get('modelId', '-')} · thinking "
                 f"{built.to_pi().get('thinkingLevel', '-')} · {len(messages)} "
                 f"{'provider ' if llm else ''}messages", style="dim")
    return render.view_renderables(title, messages)


@click.command()
@click.argument("session", required=False, shell_complete=complete_session)
@click.option("--json", "json_", is_flag=True,
              help="Print one JSON object {ok, sessions, entries, problems, warnings} (with --anchor or "
                   "--against: their documents).")
@click.option("--anchor", is_flag=True,
              help="Also print the store's anchor: a digest of its whole history (with --json, the "
                   "per-session table too: keep that document to check a grown store).")
@click.option("--against", metavar="DIGEST|FILE",
              help="Also check that nothing anchored (a digest, or the file of --anchor --json) was removed "
                   "or rewritten; sessions may have grown.")
@pass_env
def verify(env: Env, session: str | None, json_: bool, anchor: bool, against: str | None) -> None:
    """Recheck every hash and invariant of one session or the whole database.

    Exit 0 when nothing is wrong, 1 when any problem is found. Warnings (what import accepted and
    recorded, e.g. a dangling parentId read as a root) are printed but do not fail. --anchor and
    --against cover the whole store; what an anchor proves is in docs/reliability.md.
    """
    if (anchor or against is not None) and session:
        raise click.UsageError("--anchor and --against cover the whole store: leave out SESSION")
    if anchor and against is not None:
        raise click.UsageError("use --anchor or --against, not both")
    if anchor:
        return _anchor(env, json_)
    if against is not None:
        return _against(env, against, json_)
    report: VerifyReport = ops_sessions.verify(env.store, session_id(env, session) if session else None)
    if json_:
        print_json(VerifyOutput(**report.to_json()))
    else:
        _findings(report.problems, report.warnings)
        what = f"{report.sessions} session{'s' if report.sessions != 1 else ''}, {report.entries} entries"
        if report.ok:
            render.echo(f"ok: {what} verified, {len(report.warnings)} warnings")
        else:
            render.echo(f"Error: {len(report.problems)} problems in {what}", err=True)
    if not report.ok:
        raise click.exceptions.Exit(1)


def _count(items: list[Any], noun: str) -> str:
    return f"{len(items)} {noun}{'' if len(items) == 1 else 's'}"


def _findings(problems: list[str], warnings: list[str]) -> None:
    for warning in warnings:
        render.echo(f"warning: {warning}", err=True)
    for problem in problems:
        render.echo(f"problem: {problem}")


def _anchor(env: Env, json_: bool) -> None:
    out = ops_verify.anchor(env.store)
    if json_:
        print_json(out)
    elif out.ok:
        _findings([], out.warnings)
        render.echo(str(out.digest))
        render.echo(f"anchor of {_count(out.sessions, 'session')}, {out.entries} entries (keep the digest where the "
                    "store's writers cannot reach it; `verify --anchor --json > FILE` keeps what checks a "
                    "store that has grown)", err=True)
    else:
        _findings(out.problems, out.warnings)
        render.echo(f"Error: {len(out.problems)} problems: not anchoring a store that does not verify", err=True)
    if not out.ok:
        raise click.exceptions.Exit(1)


def _against(env: Env, source: str, json_: bool) -> None:
    out = ops_verify.against(env.store, source)
    if json_:
        print_json(out)
    else:
        _findings(out.problems, out.warnings)
        if out.ok:
            render.echo(f"ok: anchor {out.anchor} holds: {_count(out.unchanged, 'session')} unchanged, "
                        f"{len(out.grown)} grew, {len(out.new)} new; {out.entries} entries verified")
        else:
            render.echo(f"Error: {len(out.problems)} problems against anchor {out.anchor}", err=True)
    if not out.ok:
        raise click.exceptions.Exit(1)
