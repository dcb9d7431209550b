"""History commands: ``search`` (full-text over every session), ``replay`` (every append and head move
with the view's size after it), ``diff`` (two leaves), and the ``--as-of`` parser that ``view`` uses
for time travel (docs/history-and-search.md)."""

from __future__ import annotations

from datetime import datetime, timezone

import click

from sessionlog.ops import history as ops_history
from sessionlog.ops import search as ops_search
from sessionlog.core.names import DEFAULT_HEAD

from . import render
from .app import Env, complete_session, pass_env, session_id
from .outputs import ReplayStepOutput, SearchHit, print_json, print_nl
from .render import Text
from sessionlog.core.textsafe import visible


@click.command()
@click.argument("query")
@click.option("--session", "session", metavar="SESSION", shell_complete=complete_session,
              help="Search only this session (id, unique prefix or name).")
@click.option("--limit", type=click.IntRange(min=1, max=ops_search.MAX_LIMIT), default=ops_search.DEFAULT_LIMIT, show_default=True,
              help="At most this many results.")
@click.option("--fts", is_flag=True,
              help='QUERY is the store\'s own full-text syntax over words: SQLite FTS5 (a b, "a phrase", prefix*, OR, '
                   'NOT, NEAR(a b)) or PostgreSQL tsquery (a & b, a | b, !a, a <-> b, pre:*).')
@click.option("--json", "json_", is_flag=True,
              help="Print one JSON array of {session, entry, seq, type, role, timestamp, snippet, score, on_head_path}.")
@pass_env
def search(env: Env, query: str, session: str | None, limit: int, fts: bool, json_: bool) -> None:
    """Search the text of every session, best match first.

    QUERY is taken literally: each word, punctuation and all, must occur in the text as it is
    (refund-endpoint, tests/tax/test_de.py, int(amount)); "a quoted run" is one term, spaces
    included. Words are found inside longer words and in any script (退款 inside 部分退款很重要);
    ASCII letters match either case. With --fts, QUERY is the store's full-text syntax over whole
    words instead.
    Indexed: user, assistant (text, thinking, tool-call names and arguments), tool result and custom
    message text, bash commands and output, compaction and branch summaries. In the snippet,
    [brackets] mark matches; a hit off the main head's path (an abandoned branch or a rewritten one)
    is marked "(off the head's path)".
    """
    sid = session_id(env, session) if session is not None else None
    hits = ops_search.search(env.store, query, session=sid, limit=limit, fts=fts)
    rows = [SearchHit(session=h.session, entry=h.entry, seq=h.seq, type=h.type, role=h.role,
                      timestamp=h.timestamp, snippet=h.snippet, score=h.score, on_head_path=h.on_head_path)
            for h in hits]
    if json_:
        print_json(rows)
        return
    if not rows:
        render.echo(f"No entries match {query!r}.", err=True)
        return
    out = render.console()
    for h in rows:
        line = Text()
        line.append(h.session[:13], style="cyan")
        line.append(f" {h.entry} ", style="bold")
        line.append(f"{h.role or h.type or '-'}: ", style="dim")
        line.append(" ".join(h.snippet.split()))
        if not h.on_head_path:
            line.append("  (off the head's path)", style="dim italic")
        out.print(line)


def parse_as_of(value: str) -> int | str:
    """``--as-of``: an append number (an integer) or an ISO 8601 time, returned as UTC in Pi's
    ``toISOString`` form (a time without an offset is UTC)."""
    if value.strip().isdigit():
        return int(value)
    return parse_time(value, "--as-of", "neither an append number nor an ISO 8601 time")


def parse_time(value: str, option: str, problem: str = "not an ISO 8601 date or time") -> str:
    """An ISO 8601 date or time option as UTC in Pi's ``toISOString`` form (no offset: UTC)."""
    try:
        when = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        raise click.BadParameter(f"{value!r} is {problem}", param_hint=option) from None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    when = when.astimezone(timezone.utc)
    return when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{when.microsecond // 1000:03d}Z"


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("--head", "head_name", metavar="NAME", default=DEFAULT_HEAD, show_default=True,
              help="Follow this head's view.")
@click.option("--json", "json_", is_flag=True, help="Print one JSON array of steps.")
@click.option("--nl", is_flag=True, help="Print one JSON step per line.")
@pass_env
def replay(env: Env, session: str, head_name: str, json_: bool, nl: bool) -> None:
    """Replay a session: every append and head move in order, with the view's size after each.

    A step is an entry appended (by its append number) or a head moved (by its head-log number).
    After each, the head's view (the head as `view --as-of` places it) is measured: its message
    count and Pi's estimated tokens summed over its messages.
    """
    if json_ and nl:
        raise click.UsageError("--json and --nl are exclusive")
    sid = session_id(env, session)
    steps = (ReplayStepOutput(kind=s.kind, seq=s.seq, entry=s.entry, name=s.name, reason=s.reason,  # type: ignore[arg-type]
                              leaf=s.leaf, messages=s.messages, tokens=s.tokens)
             for s in ops_history.replay(env.store, sid, head_name))
    if nl:
        print_nl(steps)
        return
    if json_:
        print_json(list(steps))
        return
    render.print_lines(render.console(), (_replay_line(step) for step in steps))


def _replay_line(step: ReplayStepOutput) -> list[render.Part]:
    """One replay step as a line of styled parts (printed by ``render.print_lines``: thousands of steps
    print in the time rich takes for a few hundred)."""
    if step.kind == "append":
        parts = [(f"#{step.seq:<5} append ", "dim"), (visible(str(step.entry)), "bold")]
    else:
        parts = [(visible(f"head{step.seq:<3} {step.reason:<6} "), "dim"),
                 (visible(f"{step.name} → {step.entry or '(empty)'}"), "cyan")]
    parts.append((f"   {step.messages} messages, ~{step.tokens} tokens", "dim"))
    return parts


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.argument("a")
@click.argument("b")
@click.option("--json", "json_", is_flag=True,
              help="Print one JSON object {session, ancestor, a, b, messages_delta, tokens_delta}.")
@pass_env
def diff(env: Env, session: str, a: str, b: str, json_: bool) -> None:
    """Compare two leaves A and B (entry ids or head names): their common ancestor, the entries on
    each side after it, and how B's view differs in size from A's."""
    sid = session_id(env, session)
    out = ops_history.diff(env.store, sid, a, b)
    side_a, side_b = out.a, out.b
    if json_:
        print_json(out)
        return
    console = render.console()
    console.print(Text(f"common ancestor: {out.ancestor or '(none)'}", style="bold"))
    for mark, name, side in (("-", "A", side_a), ("+", "B", side_b)):
        console.print(Text(f"{name} {side.leaf or '(empty)'}: {len(side.entries)} entries after it, "
                           f"view {side.messages} messages, ~{side.tokens} tokens", style="cyan"))
        for e in side.entries:
            console.print(Text(f"  {mark} {e.id} {e.role or e.type or '-'}: {e.text}"), no_wrap=True,
                          overflow="ellipsis")
    console.print(Text(f"B - A: {out.messages_delta:+d} messages, {out.tokens_delta:+d} tokens", style="bold"))
