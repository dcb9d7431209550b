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
import re
from collections.abc import Collection, Iterator
from typing import Any, Iterable, Mapping, Sequence

import rich.text
from rich.cells import cell_len, set_cell_size
from rich.color import ColorSystem
from rich.console import Console, ConsoleOptions, RenderableType
from rich.rule import Rule
from rich.segment import Segment
from rich.style import Style
from rich.table import Table

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

from .app import closed_pipe, echo  # noqa: F401 - render.echo is app.echo


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

    def on_broken_pipe(self) -> None:  # rich's own default exits 1; every command ends alike (cli.app)
        self.quiet = True
        closed_pipe()

    def render(self, renderable: RenderableType, options: ConsoleOptions | None = None) -> Iterable[Segment]:
        for segment in super().render(renderable, options):
            if segment.control is None and not is_safe(segment.text):
                segment = Segment(visible(segment.text), segment.style)
            yield segment



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
Part = tuple[str, str]  # (text, style)


def tree_parts(entry: Mapping[str, Any], *, label: str | None, heads: Sequence[str], on_path: bool) -> list[Part]:
    """One entry's tree line as styled parts: id, type (or role), label, markers, heads, preview; the
    parts of an entry off the head's path are dimmed. Text is made visible (control characters escaped)."""
    dim = "" if on_path else "dim "
    kind = kind_of(entry)
    parts: list[Part] = [(visible(short_id(str(entry.get("id")))), dim + "cyan"), (" ", ""),
                         (visible(kind), dim + ROLE_STYLES.get(kind, "bold"))]
    if label:
        parts.append((visible(f" [{label}]"), dim + "bold yellow"))
    if entry.get("type") == "compaction":
        parts.append((visible(f" ⟲ keeps from {entry.get('firstKeptEntryId')}"), dim + "yellow"))
    elif entry.get("type") == "branch_summary":
        parts.append((visible(f" ↩ from {entry.get('fromId')}"), dim + "yellow"))
    if heads:
        parts.append((visible(" ← " + ", ".join(heads)), dim + "bold green"))
    text = preview(entry)
    if text:
        parts.append(("  ", ""))
        parts.append((visible(text), dim.strip()))
    return parts


def tree_line(entry: Mapping[str, Any], *, label: str | None, heads: Sequence[str], on_path: bool) -> Text:
    """``tree_parts`` as one rich ``Text`` (cropped with an ellipsis where it is laid out)."""
    line = Text(no_wrap=True, overflow="ellipsis")
    for text, style in tree_parts(entry, label=label, heads=heads, on_path=on_path):
        line.append(text, style=style or None)
    return line


GUIDES = ("├── ", "└── ", "│   ", "    ")  # rich.tree's ASCII-box guides: branch, last, continue, space


def iter_tree_lines(roots: Sequence[Any], heads: Mapping[str, str | None], path: Collection[str]) -> Iterator[list[Part]]:
    """The tree as lines of styled parts, the guides drawn as rich's ``Tree`` draws them, without
    recursion and without rich's layout (fast at any size). A run of only children stays at one
    indentation level; nesting happens only at branch points (so a 10,000-entry linear session is
    10,000 lines, not 10,000 levels)."""
    by_entry: dict[str, list[str]] = {}
    for name, entry_id in heads.items():
        if entry_id is not None:
            by_entry.setdefault(entry_id, []).append(name)
    stack: list[tuple[str, bool, Any]] = [("", i == len(roots) - 1, root) for i, root in reversed(list(enumerate(roots)))]
    while stack:
        prefix, last, node = stack.pop()
        guide, rest = prefix + GUIDES[1 if last else 0], prefix + GUIDES[3 if last else 2]
        while True:
            entry_id = str(node.entry.get("id"))
            yield [(guide, "dim"), *tree_parts(node.entry, label=node.label, heads=by_entry.get(entry_id, []),
                                               on_path=entry_id in path)]
            guide = rest
            if len(node.children) != 1:
                break
            node = node.children[0]
        children = node.children
        stack.extend((rest, i == len(children) - 1, child) for i, child in reversed(list(enumerate(children))))


def build_tree(title: Text, roots: Sequence[Any], heads: Mapping[str, str | None], path: Collection[str]) -> Text:
    """The tree (``iter_tree_lines``) under ``title`` as one rich ``Text`` (the demo shows it in a group)."""
    out = Text(no_wrap=True, overflow="ellipsis")
    out.append_text(title)
    for parts in iter_tree_lines(roots, heads, path):
        out.append("\n")
        line = Text(no_wrap=True, overflow="ellipsis")
        for text, style in parts:
            line.append(text, style=style or None)
        out.append_text(line)
    return out


_COLOR_SYSTEMS = {"standard": ColorSystem.STANDARD, "256": ColorSystem.EIGHT_BIT, "truecolor": ColorSystem.TRUECOLOR,
                  "windows": ColorSystem.WINDOWS}
_NARROW = re.compile("[\x20-\x7e\xa0-\u02ff\u0370-\u0482\u048a-\u052f\u2010-\u2027\u2030-\u205e"
                     "\u2190-\u21ff\u2500-\u257f\u27f0-\u27ff]*")
"""Text made only of characters one cell wide in rich's table (checked against ``rich.cells.cell_len``):
its width is its length, without rich's slow grapheme split."""


def print_lines(out: Console, lines: Iterable[Sequence[Part]]) -> None:
    """Write styled lines straight to the console's file: each cropped to its width with an ellipsis as
    rich would, in colour only when rich would use colour. For thousands of lines (``tree``), where
    rich's layout costs seconds; the text must already be visible (``tree_parts`` does it)."""
    width = out.width
    system = _COLOR_SYSTEMS.get(out.color_system or "") if out.is_terminal and not out.no_color else None
    styles: dict[str, Style] = {}
    write = out.file.write
    chunk: list[str] = []
    for parts in lines:
        used = 0
        for text, style in parts:
            room = width - used
            if len(text) > 4 * room:  # far too long: measure only what can be shown (zero-width aside)
                text = text[:4 * room + 1]
            narrow = text.isascii() or _NARROW.fullmatch(text) is not None
            size = len(text) if narrow else cell_len(text)
            if size > room:
                text = (text[:max(0, room - 1)] if narrow else set_cell_size(text, max(0, room - 1))) + "…"
                size = room
            if system is not None and style:
                if style not in styles:
                    styles[style] = Style.parse(style)
                text = styles[style].render(text, color_system=system)
            chunk.append(text)
            used += size
            if used >= width:
                break
        chunk.append("\n")
        if len(chunk) > 4096:
            write("".join(chunk))
            chunk = []
    write("".join(chunk))
    out.file.flush()


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
    origins = [_origin(r, short) for r in rows]
    fixed = max(map(len, ids), default=2) + 7 + 16 + max(map(len, heads), default=4) + 5 * 2
    if any(origins):
        fixed += min(max(map(len, origins)), 28) + 2
    flexible = max((width - fixed) // 2, 8)
    table.add_column("id", style="cyan", no_wrap=True)
    table.add_column("name", no_wrap=True, overflow="ellipsis", max_width=min(flexible, 40))
    table.add_column("cwd", no_wrap=True, overflow="ellipsis", max_width=flexible)
    table.add_column("entries", justify="right", no_wrap=True)
    table.add_column("modified", no_wrap=True)
    table.add_column("head", style="green", no_wrap=True)
    if any(origins):
        table.add_column("from", style="magenta", no_wrap=True, overflow="ellipsis", max_width=28)
    for r, shown, head, origin in zip(rows, ids, heads, origins, strict=True):
        cells = [Text(shown), Text(r["name"] or "", style="bold"), Text(r["cwd"] or ""), str(r["entries"]),
                 Text(human_time(r["modified"])), Text(head)]
        table.add_row(*cells, *([Text(origin)] if any(origins) else []))
    return table


ORIGIN_WORDS = {"fork": "fork", "rotation": "rotation", "parent": "child"}


def _origin(row: Mapping[str, Any], short: Mapping[str, str]) -> str:
    """The "from" column: how the session came from its parent session, and which (its short id)."""
    parent = row.get("parent_session")
    if not parent:
        return ""
    return f"{ORIGIN_WORDS.get(row.get('origin') or 'parent', 'child')} {short.get(parent, short_id(parent))}"


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
