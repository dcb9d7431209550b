"""Readable (rich) renderings for people: one-line previews, the entry tree, the view, tables.

Rule of this module: pure formatting of data the commands already read; no store access, no exit
codes. Text that came from a session is always wrapped in this module's ``Text`` (never parsed as
markup), which makes control characters visible (``sessionlog.core.textsafe.visible``: ``\x1b`` is shown
as the four characters ``\x1b``) before rich lays it out, so stored text can neither move the
cursor, retitle or clear the terminal nor be read as rich markup; ``echo`` does the same for plain
messages, and ``console()`` also escapes any control character that reaches it some other way.
``--json``/``--nl`` outputs do not come through here: they stay exact. Nothing here recurses over
the entry tree: deep sessions render with loops.
"""

from __future__ import annotations

import os
from typing import Any, Iterable, Mapping, Sequence

import click
import rich.text
from rich.console import Console, ConsoleOptions, RenderableType
from rich.rule import Rule
from rich.segment import Segment
from rich.table import Table
from rich.tree import Tree

from sessionlog.render.text import (  # noqa: F401 - the CLI's previews are these
    PREVIEW_CHARS,
    compact,
    content_text,
    kind_of,
    message_preview,
    one_line,
    preview,
)
from sessionlog.core.textsafe import is_safe, visible


class Text(rich.text.Text):
    """``rich.text.Text`` whose text (given, appended) has its control characters made visible first
    (rich itself would silently drop some, such as BEL, and pass ESC through)."""

    def __init__(self, text: str = "", *args: Any, **kwargs: Any) -> None:
        super().__init__(visible(text), *args, **kwargs)

    def append(self, text: str | rich.text.Text, style: Any = None) -> "Text":
        return super().append(visible(text) if isinstance(text, str) else text, style)


class SafeConsole(Console):
    """A console that never parses markup or emoji codes, and escapes every control character left in
    what it writes (its own styling and cursor codes aside): the last guard after ``Text``."""

    def render(self, renderable: RenderableType, options: ConsoleOptions | None = None) -> Iterable[Segment]:
        for segment in super().render(renderable, options):
            if segment.control is None and not is_safe(segment.text):
                segment = Segment(visible(segment.text), segment.style)
            yield segment


def echo(message: str, *, err: bool = False) -> None:
    """``click.echo`` of a message that may quote stored text (ids, names, reasons), made visible."""
    click.echo(visible(message), err=err)

BODY_LINES = 12  # tool output lines shown in a readable view before "... N more lines"

ROLE_STYLES = {
    "user": "bold green",
    "assistant": "bold cyan",
    "toolResult": "magenta",
    "bashExecution": "magenta",
    "custom": "blue",
    "compactionSummary": "bold yellow",
    "branchSummary": "bold yellow",
    "compaction": "bold yellow",
    "branch_summary": "bold yellow",
    "label": "yellow",
}


PIPE_WIDTH = 120  # rich's width when the output is not a terminal and $COLUMNS is unset


def console(*, stderr: bool = False) -> Console:
    """A console that never parses session text as markup or highlights it; wider when piped."""
    out = SafeConsole(stderr=stderr, highlight=False, soft_wrap=False, markup=False, emoji=False)
    if not out.is_terminal and "COLUMNS" not in os.environ:
        out.width = PIPE_WIDTH
    return out


def short_id(entry_id: str) -> str:
    return entry_id if len(entry_id) <= 12 else entry_id[:8] + "…"


# ---------------------------------------------------------------- tree
def tree_line(entry: Mapping[str, Any], *, label: str | None, heads: Sequence[str], on_path: bool) -> Text:
    kind = kind_of(entry)
    line = Text(no_wrap=True, overflow="ellipsis", style="" if on_path else "dim")
    line.append(short_id(str(entry.get("id"))), style="cyan")
    line.append(" ")
    line.append(kind, style=ROLE_STYLES.get(kind, "bold"))
    if label:
        line.append(f" [{label}]", style="bold yellow")
    if entry.get("type") == "compaction":
        line.append(f" ⟲ keeps from {entry.get('firstKeptEntryId')}", style="yellow")
    elif entry.get("type") == "branch_summary":
        line.append(f" ↩ from {entry.get('fromId')}", style="yellow")
    if heads:
        line.append(" ← " + ", ".join(heads), style="bold green")
    text = preview(entry)
    if text:
        line.append("  ")
        line.append(text)
    return line


def build_tree(title: Text, roots: Sequence[Any], heads: Mapping[str, str | None], path: set[str]) -> Tree:
    """A rich Tree where a run of only children stays at one indentation level; nesting happens only
    at branch points (so a 10,000-entry linear session is 10,000 lines, not 10,000 levels)."""
    by_entry: dict[str, list[str]] = {}
    for name, entry_id in heads.items():
        if entry_id is not None:
            by_entry.setdefault(entry_id, []).append(name)
    tree = Tree(title, guide_style="dim")
    stack: list[tuple[Tree, Any]] = [(tree, root) for root in reversed(roots)]
    while stack:
        parent, node = stack.pop()
        lines: list[Text] = []
        while True:
            entry_id = str(node.entry.get("id"))
            lines.append(tree_line(node.entry, label=node.label, heads=by_entry.get(entry_id, []),
                                   on_path=entry_id in path))
            if len(node.children) != 1:
                break
            node = node.children[0]
        block = Text("\n", no_wrap=True, overflow="ellipsis").join(lines)  # one Text renders far faster
        block.no_wrap, block.overflow = True, "ellipsis"
        branch = parent.add(block)
        stack.extend((branch, child) for child in reversed(node.children))
    return tree


# ---------------------------------------------------------------- view
def _body(text: str, *, limit: int | None = None, style: str = "") -> Text:
    lines = text.splitlines() or [""]
    if limit is not None and len(lines) > limit:
        hidden = len(lines) - limit
        out = Text("\n".join(lines[:limit]), style=style)
        out.append(f"\n… {hidden} more lines (--json shows everything)", style="dim italic")
        return out
    return Text(text, style=style)


def _blocks(content: Any, *, limit: int | None = None) -> list[RenderableType]:
    if isinstance(content, str):
        return [_body(content, limit=limit)]
    out: list[RenderableType] = []
    for block in content if isinstance(content, list) else []:
        if not isinstance(block, Mapping):
            continue
        kind = block.get("type")
        if kind == "text":
            out.append(_body(str(block.get("text", "")), limit=limit))
        elif kind == "thinking":
            out.append(_body("thinking: " + str(block.get("thinking", "")), style="dim italic"))
        elif kind == "toolCall":
            out.append(Text(f"→ {block.get('name')}({compact(block.get('arguments', {}))})", style="bold"))
        elif kind == "image":
            out.append(Text(f"[image {block.get('mimeType', '')}]", style="dim"))
        else:
            out.append(Text(compact(block), style="dim"))
    return out


def _header(role: str, *details: Any) -> Rule:
    title = Text(" ")
    title.append(role, style=ROLE_STYLES.get(role, "bold"))
    extra = " · ".join(str(d) for d in details if d not in (None, ""))
    if extra:
        title.append(" · " + extra, style="dim")
    title.append(" ")
    return Rule(title, align="left", style="dim")


def message_renderables(message: Mapping[str, Any]) -> list[RenderableType]:
    """A message as a role header and its body."""
    role = str(message.get("role"))
    if role == "user":
        return [_header(role), *_blocks(message.get("content"))]
    if role == "assistant":
        stop = message.get("stopReason")
        out: list[RenderableType] = [_header(role, message.get("model"), None if stop == "stop" else stop)]
        out += _blocks(message.get("content"))
        if message.get("errorMessage"):
            out.append(Text(f"error: {message['errorMessage']}", style="red"))
        return out
    if role == "toolResult":
        return [_header(role, message.get("toolName"), "error" if message.get("isError") else None),
                *_blocks(message.get("content"), limit=BODY_LINES)]
    if role == "bashExecution":
        code = message.get("exitCode")
        out = [_header(role, None if code in (0, None) else f"exit {code}",
                       "excluded from context" if message.get("excludeFromContext") else None),
               Text(f"$ {message.get('command')}", style="bold")]
        if message.get("output"):
            out.append(_body(str(message["output"]), limit=BODY_LINES))
        return out
    if role == "custom":
        return [_header(role, message.get("customType"), None if message.get("display", True) else "hidden"),
                *_blocks(message.get("content"))]
    if role == "compactionSummary":
        return [_header(role, f"{message.get('tokensBefore')} tokens before"), _body(str(message.get("summary")))]
    if role == "branchSummary":
        return [_header(role, f"from {message.get('fromId')}"), _body(str(message.get("summary")))]
    return [_header(role), Text(compact(message), style="dim")]


def view_renderables(title: Text, messages: Sequence[Mapping[str, Any]]) -> list[RenderableType]:
    out: list[RenderableType] = [title]
    if not messages:
        out.append(Text("(no messages: the model would see an empty context)", style="dim"))
    for message in messages:
        out.extend(message_renderables(message) if isinstance(message, Mapping) else [Text(compact(message))])
    return out


# ---------------------------------------------------------------- log, sessions, show
def log_text(entries: Iterable[Mapping[str, Any]]) -> Text:
    out = Text(no_wrap=True, overflow="ellipsis")
    for entry in entries:
        kind = kind_of(entry)
        out.append(f"{short_id(str(entry.get('id'))):<10} ", style="cyan")
        out.append(f"{str(entry.get('timestamp', '')):<25} ", style="dim")
        out.append(f"{kind:<22}", style=ROLE_STYLES.get(kind, "bold"))
        out.append(preview(entry))
        out.append("\n")
    out.rstrip()
    return out


def unique_prefixes(ids: Sequence[str], minimum: int = 8) -> dict[str, str]:
    """Each id's shortest prefix (at least ``minimum`` characters) that no other id starts with."""
    ordered = sorted(set(ids))
    out = {}
    for i, value in enumerate(ordered):
        shared = 0
        for other in ordered[max(i - 1, 0):i] + ordered[i + 1:i + 2]:
            n = 0
            while n < min(len(value), len(other)) and value[n] == other[n]:
                n += 1
            shared = max(shared, n)
        out[value] = value[: max(minimum, shared + 1)]
    return out


def sessions_table(rows: Sequence[Mapping[str, Any]], *, width: int) -> Table:
    """The catalogue; in a narrow console ids shrink to unique prefixes (every command accepts one)."""
    short = unique_prefixes([r["id"] for r in rows]) if width < 110 else {}
    table = Table(box=None, header_style="bold", pad_edge=False)
    ids = [short.get(r["id"], r["id"]) for r in rows]
    heads = [r["head"] or "(empty)" for r in rows]
    # only name and cwd give way when the console is narrow
    fixed = max(map(len, ids), default=2) + 7 + 16 + max(map(len, heads), default=4) + 5 * 2
    flexible = max((width - fixed) // 2, 8)
    table.add_column("id", style="cyan", no_wrap=True)
    table.add_column("name", no_wrap=True, overflow="ellipsis", max_width=min(flexible, 40))
    table.add_column("cwd", no_wrap=True, overflow="ellipsis", max_width=flexible)
    table.add_column("entries", justify="right", no_wrap=True)
    table.add_column("modified", no_wrap=True)
    table.add_column("head", style="green", no_wrap=True)
    for r, shown, head in zip(rows, ids, heads, strict=True):
        table.add_row(Text(shown), Text(r["name"] or "", style="bold"), Text(r["cwd"] or ""),
                      str(r["entries"]), Text(human_time(r["modified"])), Text(head))
    return table


def human_time(value: str | None) -> str:
    """``2026-11-29T10:50:20.000Z`` → ``2026-11-29 10:50``."""
    if not value:
        return ""
    return value.replace("T", " ")[:16]


def key_values(pairs: Sequence[tuple[str, Any]]) -> Table:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    for key, value in pairs:
        grid.add_row(key, value if isinstance(value, Text) else Text(str(value)))
    return grid
