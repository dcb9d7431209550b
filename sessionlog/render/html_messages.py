"""The HTML page's parts that show what the model sees: the view at the head, each message, its content
blocks and folded long outputs; and the rendering context and escaping every part of the page uses.

Rule of this module: every string that came from a session goes through ``_e`` (``html.escape``);
a long output's full text is not written inline but kept in ``_Context.outputs`` for the page's inert
JSON block (``sessionlog-outputs``), which the script fills in when it is opened.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from ..core.view import View
from .html_model import CompactionSpan, _plain

LONG_CHARS = 2000            # a tool output longer than this (or LONG_LINES lines) is collapsed
LONG_LINES = 25
PREVIEW_LINES = 8            # ... showing this many lines (at most PREVIEW_LIMIT chars) until opened
PREVIEW_LIMIT = 800


def _e(value: Any) -> str:
    return html.escape(value if isinstance(value, str) else _plain(value), quote=True)


def _fmt(n: int) -> str:
    return f"{n:,}"


@dataclass
class _Context:
    """Everything the writers need, computed once (``outputs``: the folded outputs' full texts, in page
    order, filled as the view is written)."""

    dom: dict[str, str]                   # entry id -> DOM id
    heads_at: dict[str, list[str]]        # entry id -> head names
    head: str
    on_path: set[str]
    in_view: set[str]
    spans: dict[str, CompactionSpan]      # compaction id -> span
    covered_by: dict[str, list[str]]      # entry id -> compaction ids
    kept_by: dict[str, list[str]]         # entry id -> compaction ids whose kept tail starts there
    outputs: list[str] = field(default_factory=list)

    def ref(self, entry_id: Any) -> str:
        """A link to an entry of the tree, or its id as plain text when it is not on the page."""
        text = _plain(entry_id)
        dom = self.dom.get(text)
        if dom is None:
            return f'<code class="ref missing">{_e(text) or "(none)"}</code>'
        return f'<a class="ref" href="#{dom}">{_e(text)}</a>'


# ---------------------------------------------------------------- the view
def _view_html(view: View, messages: Sequence[Any], estimates: Sequence[int], sources: Sequence[str],
               head_entry: str | None, size: int, ctx: _Context) -> str:
    model = view.model or {}
    thinking = view.to_pi().get("thinkingLevel", "-")
    where = f"entry {ctx.ref(head_entry)}" if head_entry is not None else "an empty head"
    out = [f'<section id="view"><h2>View at the head <span class="head current">{_e(ctx.head)}</span></h2>',
           (f'<p class="stats">What the model sees at {where}: <b class="view-count">{_fmt(len(messages))}</b> '
            f'messages, <b class="view-total">~{_fmt(sum(estimates))}</b> tokens estimated '
            f'(Pi\'s estimateTokens, chars/4); context size <b class="context-size">{_fmt(size)}</b> tokens '
            f'(last assistant usage + later estimates) · model '
            f'<code>{_e(model.get("provider", "-"))}/{_e(model.get("modelId", "-"))}</code> · thinking '
            f'<code>{_e(thinking)}</code> '
            '<button type="button" id="expand-all">expand all</button> '
            '<button type="button" id="collapse-all">collapse all</button></p>')]
    if not messages:
        out.append('<p class="none">No messages: the model would see an empty context.</p>')
    for i, (message, tokens, source) in enumerate(zip(messages, estimates, sources)):
        out.append(_message_html(i, message if isinstance(message, Mapping) else {"role": "?"}, tokens, source, ctx))
    out.append("</section>\n")
    return "".join(out)


def _message_html(index: int, message: Mapping[str, Any], tokens: int, source: str, ctx: _Context) -> str:
    role = _plain(message.get("role")) or "?"
    details: list[str] = []
    body: list[str] = []
    if role == "user":
        body = _blocks(message.get("content"))
    elif role == "assistant":
        details = [_plain(message.get("model"))]
        if message.get("stopReason") not in ("stop", None):
            details.append(_plain(message.get("stopReason")))
        body = _blocks(message.get("content"))
        if message.get("errorMessage"):
            body.append(f'<div class="error">error: {_e(message.get("errorMessage"))}</div>')
    elif role == "toolResult":
        details = [_plain(message.get("toolName")), "error" if message.get("isError") else ""]
        body = _blocks(message.get("content"), collapse=True, ctx=ctx)
    elif role == "bashExecution":
        code = message.get("exitCode")
        details = ["" if code in (0, None) else f"exit {_plain(code)}",
                   "excluded from context" if message.get("excludeFromContext") else ""]
        body = [f'<div class="cmd">$ {_e(message.get("command"))}</div>', _output(_plain(message.get("output")), ctx)]
    elif role == "custom":
        details = [_plain(message.get("customType"))]
        body = _blocks(message.get("content"))
    elif role == "compactionSummary":
        details = [f"{_plain(message.get('tokensBefore'))} tokens before"]
        body = [f'<pre class="summary">{_e(message.get("summary"))}</pre>']
    elif role == "branchSummary":
        details = [f"from {_plain(message.get('fromId'))}"]
        body = [f'<pre class="summary">{_e(message.get("summary"))}</pre>']
    else:
        body = [f'<pre class="raw">{_e(_plain(dict(message)))}</pre>']
    extra = "".join(f' <span class="dim">· {_e(d)}</span>' for d in details if d)
    src = f' <span class="src">from {ctx.ref(source)}</span>' if source else ""
    return (f'<article class="msg r-{_e(role)}" id="m{index}" data-entry="{_e(source)}">'
            f'<header><span class="role">{_e(role)}</span>{extra}{src} '
            f'<span class="tokens" title="estimated tokens">~{_fmt(tokens)} tokens</span></header>'
            f'{"".join(body)}</article>')


def _blocks(content: Any, *, collapse: bool = False, ctx: _Context | None = None) -> list[str]:
    if isinstance(content, str):
        return [_output(content, ctx) if collapse else f'<div class="text">{_e(content)}</div>']
    out = []
    for block in content if isinstance(content, list) else ():
        if not isinstance(block, Mapping):
            out.append(f'<pre class="raw">{_e(block)}</pre>')
            continue
        kind = block.get("type")
        if kind == "text":
            text = _plain(block.get("text"))
            out.append(_output(text, ctx) if collapse else f'<div class="text">{_e(text)}</div>')
        elif kind == "thinking":
            text = _plain(block.get("thinking"))
            out.append(f'<details class="thinking"><summary>thinking ({_fmt(len(text))} chars)</summary>'
                       f'<div class="text">{_e(text)}</div></details>')
        elif kind == "toolCall":
            out.append(f'<div class="toolcall">→ <b>{_e(block.get("name"))}</b>'
                       f'(<code>{_e(_plain(block.get("arguments", {})))}</code>)</div>')
        elif kind == "image":
            out.append(f'<div class="dim">[image {_e(block.get("mimeType"))}, '
                       f'{_fmt(len(_plain(block.get("data"))))} base64 chars]</div>')
        else:
            out.append(f'<pre class="raw">{_e(block)}</pre>')
    return out


def _output(text: str, ctx: _Context | None = None) -> str:
    """Tool output: as is when short; else collapsed behind a preview of its first lines, its full text
    kept for the script to fill in when opened (``ctx.outputs``; in place without a context)."""
    lines = text.count("\n") + 1
    if len(text) <= LONG_CHARS and lines <= LONG_LINES:
        return f'<pre class="out">{_e(text)}</pre>'
    shown = "\n".join(text[:PREVIEW_LIMIT + 1].split("\n")[:PREVIEW_LINES])[:PREVIEW_LIMIT]
    if ctx is None:
        full = f'<pre class="out full">{_e(text)}</pre>'
    else:
        full = f'<pre class="out full" data-full="{len(ctx.outputs)}"></pre>'
        ctx.outputs.append(text)
    return (f'<details class="long"><summary><span class="more">show all {_fmt(lines)} lines, '
            f'{_fmt(len(text))} chars</span><pre class="preview">{_e(shown)}\n…</pre></summary>{full}</details>')
