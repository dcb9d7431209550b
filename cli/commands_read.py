"""Read-only commands: ``sessions``, ``show``, ``tree``, ``log``, ``view``, ``verify``."""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterator

import click
import msgspec
from rich.console import Group
from rich.tree import Tree

from sessionlog.core import dag
from sessionlog.core.errors import InvalidInputError
from sessionlog.core.view import View, to_llm
from sessionlog.ops import history as ops_history
from sessionlog.ops import sessions as ops_sessions
from sessionlog.ops import verify as ops_verify
from sessionlog.store import UNSET, VerifyReport
from sessionlog.core.names import DEFAULT_HEAD

from . import render
from .app import Env, pass_env, session_id
from .commands_history import parse_as_of
from .commands_project import build_settings, print_projected_view, projection_options
from .outputs import VerifyOutput, dumps, print_json, print_nl
from .render import Text


@click.command()
@click.option("--json", "json_", is_flag=True, help="Print one JSON array.")
@pass_env
def sessions(env: Env, json_: bool) -> None:
    """List the stored sessions, most recently modified first."""
    rows = ops_sessions.list_sessions(env.store)
    if json_:
        print_json(rows)
        return
    if not rows:
        render.echo(f"No sessions in {env.db}. Try `sessionlog demo`, or import Pi's: "
                   "`sessionlog import ~/.pi/agent/sessions`", err=True)
        return
    out = render.console()
    out.print(render.sessions_table([msgspec.structs.asdict(r) for r in rows], width=out.width))


@click.command()
@click.argument("session")
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
@click.argument("session")
@click.option("--json", "json_", is_flag=True,
              help='Print one JSON object: {"session", "heads", "roots": [{"id", "type", "role"?, "label"?, '
                   '"children": [...]}]}.')
@pass_env
def tree(env: Env, session: str, json_: bool) -> None:
    """Show every entry of a session as a tree: branches, labels, compactions, heads.

    Each line is one entry: its id, type (or message role), label, markers and a preview. A run of
    entries without siblings stays at one indentation; a branch point indents its children. Entries
    off the main head's path are dimmed.
    """
    found = ops_sessions.tree(env.store, session_id(env, session))
    if json_:
        click.echo(b"".join(tree_json(found.session, found.heads, found.roots)))
        return
    render.console().print(tree_renderable(found))


def tree_renderable(found: ops_sessions.SessionTree) -> Tree:
    """The rich tree of a session, titled with its id, name and size."""
    main = found.heads.get(DEFAULT_HEAD)
    path = set(dag.path_ids(found.entries, main)) if main else set()
    title = Text(found.session, style="bold cyan")
    if found.name:
        title.append(f"  {found.name}", style="bold")
    title.append(f"  ({len(found.entries)} entries)", style="dim")
    return render.build_tree(title, found.roots, found.heads, path)


def tree_json(sid: str, heads: dict[str, str | None], roots: list[dag.TreeNode]) -> Iterator[bytes]:
    """The ``TreeOutput`` document, written without recursion (a linear session nests as deep as it is
    long, deeper than recursive JSON encoders go); compact, as deep nesting would make indentation huge."""
    yield dumps({"session": sid, "heads": heads}, indent=0)[:-1] + b',"roots":['
    stack: list[tuple[list[dag.TreeNode], int]] = [(roots, 0)]
    while stack:
        siblings, index = stack.pop()
        if index == len(siblings):
            yield b"]}"  # closes a children list and its node, or the roots and the document
            continue
        stack.append((siblings, index + 1))
        node = siblings[index]
        fields: dict[str, Any] = {"id": node.entry.get("id"), "type": _str_or_none(node.entry.get("type"))}
        message = node.entry.get("message")
        if node.entry.get("type") == "message" and isinstance(message, dict) and isinstance(message.get("role"), str):
            fields["role"] = message["role"]
        if node.label is not None:
            fields["label"] = node.label
        yield (b"," if index else b"") + dumps(fields, indent=0)[:-1] + b',"children":['
        stack.append((node.children, 0))


def _str_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


@click.command()
@click.argument("session")
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
@click.argument("session")
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
    if as_of is not None:
        if leaf is not None:
            raise click.UsageError("give --leaf or --as-of, not both")
        past = ops_history.head_as_of(env.store, session_id(env, session), parse_as_of(as_of), head_name or DEFAULT_HEAD)
        if past is None and project_:
            raise InvalidInputError(f"the head was empty as of {as_of}: nothing to project")
    if project_:
        print_projected_view(env, session, past or leaf, None if past else head_name, llm, json_,
                             build_settings(**projection))
        return
    given = [name for name, value in projection.items() if value not in (None, False)]
    if given:
        raise click.UsageError(f"--{given[0].replace('_', '-')} needs --project")
    sid = session_id(env, session)
    if leaf is not None and head_name is not None:
        raise click.UsageError("give --leaf or --head, not both")
    head_name = head_name or DEFAULT_HEAD
    found = ops_sessions.view(env.store, sid, leaf=past if as_of is not None else UNSET if leaf is None else leaf,
                              head=head_name)
    at, built = found.at, found.view
    if json_:
        print_json(to_llm(built.messages) if llm else built.to_pi())
        return
    render.console().print(Group(*view_renderables(sid, at, None if leaf is not None else head_name, built, llm)))


def view_renderables(sid: str, at: str | None, head_name: str | None, built: View, llm: bool) -> list[Any]:
    """A titled, readable rendering of a view (``llm``: after convertToLlm)."""
    messages = to_llm(built.messages) if llm else built.messages
    model = built.model or {}
    title = Text()
    title.append("view", style="bold")
    title.append(f" of {sid} at ")
    title.append(str(at) if at else "(empty head)", style="cyan")
    if head_name is not None:
        title.append(f" (head {head_name})")
    title.append(f"\nmodel {model.get('provider', '-')}/{model.get('modelId', '-')} · thinking "
                 f"{built.to_pi().get('thinkingLevel', '-')} · {len(messages)} "
                 f"{'provider ' if llm else ''}messages", style="dim")
    return render.view_renderables(title, messages)


@click.command()
@click.argument("session", required=False)
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
