"""One self-contained HTML page for a session (``sessionlog export SESSION --html``).

Rule of this module: ``build_page`` is pure: the header, the entries (append order), the heads and
the store's view at the chosen head in, one HTML document out; no clock, no randomness, so the same
store state gives the same bytes. The page needs nothing from the network: its CSS and script are
inline and pinned by a Content-Security-Policy (``default-src 'none'`` plus the sha256 of each inline
block), so nothing else can load or run even if a browser were to parse something unexpected.

Every string that came from a session is escaped with ``html.escape`` before it is written; the one
JSON block (``<script type="application/json">``) escapes ``<``, ``>``, ``&`` and U+2028/9, so a
message holding ``</script>`` stays text. DOM ids are derived from append positions (``e<n>``,
``m<n>``), never from entry ids. The tree is written without recursion (deep sessions nest as deep
as they are long): one line per entry, drawn with the guides of ``sessionlog tree`` (a run of only
children stays at one indentation; branch points indent).

A page opens fast at any size: the tree's first ``TREE_PAGE`` lines are HTML, the rest wait in pages
(HTML text in an inert JSON block, ``sessionlog-tree``) that the script adds as they scroll into view,
when a link or "Jump to the head" points into them, or on a click; long tool output is folded with its
first lines shown, its full text in another inert JSON block (``sessionlog-outputs``) that fills it
when opened. Nothing is fetched: the page stays one self-contained file.
``sessionlog.ops.exports.export_html`` reads the store in one snapshot and calls ``build_page``.
"""

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..core.codec import MISSING, encode
from ..core.names import DEFAULT_HEAD
from ..core.dag import TreeNode, build_tree, resolve_labels, session_name
from ..core.tokens import context_size, estimate_tokens
from ..core.view import View, path_to
from .html_assets import CSS, SCRIPT
from .html_messages import _Context, _e, _fmt, _view_html
from .html_model import (
    _plain,
    _visible_start,
    compaction_span,
    kind_of,
    preview,
    view_sources,
)

Entry = Mapping[str, Any]

COVERED_LIST_LIMIT = 200     # ids listed under a compaction's "covers"
TREE_PAGE = 500              # tree lines per page: the first is HTML, the others are added as needed
GUIDES = ("├── ", "└── ", "│   ", "    ")  # as `sessionlog tree` (rich's): branch, last, continue, space


@dataclass(frozen=True)
class Page:
    """The HTML document and how many secrets were redacted from it (0 unless asked)."""

    html: str
    redacted: int = 0

    def to_bytes(self) -> bytes:
        return self.html.encode("utf-8", errors="replace")  # a lone surrogate becomes "?"


def _script_json(value: Any) -> str:
    """JSON safe inside a <script> element: no ``<``, ``>`` or ``&`` (so no ``</script>`` or ``<!--``),
    no U+2028/2029."""
    text = encode(value).decode("utf-8", errors="replace")
    for raw, esc in (("&", "\\u0026"), ("<", "\\u003c"), (">", "\\u003e"), ("\u2028", "\\u2028"),
                     ("\u2029", "\\u2029")):
        text = text.replace(raw, esc)
    return text


def _script_data(value: Any) -> str:
    """JSON for a large inert block: safe inside a <script> element because no ``</`` (so no
    ``</script``) and no ``<!`` (so no ``<!--``, which would change how the element ends) is left, each
    written with a JSON escape; lighter than ``_script_json`` for megabytes of HTML and text."""
    text = encode(value).decode("utf-8", errors="replace")
    return (text.replace("</", "<\\/").replace("<!", "<\\u0021")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


# ---------------------------------------------------------------- page
def build_page(header: Mapping[str, Any], entries: Sequence[Entry], heads: Mapping[str, str | None],
               view: View, *, head: str = DEFAULT_HEAD, redact: bool = False) -> Page:
    """The page of a session: ``view`` is the store's view at ``heads[head]``; ``redact`` replaces
    secrets in everything shown (token estimates stay those of the unredacted view)."""
    messages = view.messages
    estimates = [estimate_tokens(m) if isinstance(m, Mapping) else 0 for m in messages]
    redacted = 0
    if redact:  # every string that reaches the page, ids kept consistent (render.redact)
        from .redact import redact_entries

        header, entries, redactor = redact_entries(header, entries)
        named: dict[str, str | None] = {}
        for name, target in heads.items():
            new_name = redactor.key(name, named)
            named[new_name] = redactor.id(target) if target is not None else None
            if name == head:
                head = new_name
        heads = named
        redacted = redactor.count  # the view repeats what the entries hold: counted once, from them
        messages = [redactor.message(m) for m in messages]
        level = view.thinking_level
        view = View(messages=messages, thinking_level=redactor.value(level) if isinstance(level, str) else level,
                    model=redactor.value(view.model) if view.model is not None else None)
    by_id = {_plain(e.get("id")): e for e in entries}
    head_entry = heads.get(head)
    path = path_to(by_id, by_id[head_entry]) if head_entry in by_id else []
    sources = view_sources(path)
    if len(sources) != len(messages):  # cannot happen for a store's view (view parity); stay honest
        sources = [""] * len(messages)
    ctx = _Context(dom={k: f"e{i}" for i, k in enumerate(by_id)}, heads_at={}, head=head,
                   on_path={_plain(e.get("id")) for e in path}, in_view=set(sources), spans={},
                   covered_by={}, kept_by={})
    for name in sorted(heads):
        if heads[name] is not None:
            ctx.heads_at.setdefault(_plain(heads[name]), []).append(name)
    for entry in entries:
        if entry.get("type") == "compaction":
            cid = _plain(entry.get("id"))
            span = ctx.spans[cid] = compaction_span(by_id, entry)
            for covered in span.covered:
                ctx.covered_by.setdefault(covered, []).append(cid)
            if span.kept_start is not None:
                ctx.kept_by.setdefault(span.kept_start, []).append(cid)
    # the visible part gives the same size (tokens count messages only) without rebuilding old history
    size = context_size(path[_visible_start(path)[1]:]).tokens if path else 0
    name = session_name(entries)
    title = f"{name or _plain(header.get('id'))} · sessionlog"
    data = {"session": header.get("id"), "name": name, "head": head, "headEntry": head_entry,
            "headNode": ctx.dom.get(_plain(head_entry)), "heads": {k: heads[k] for k in sorted(heads)},
            "entries": len(entries), "viewMessages": len(messages), "viewTokens": sum(estimates),
            "contextTokens": size}
    tree, pages, page_of = _tree_html(entries, ctx)
    data["treePages"] = len(pages) + 1
    data["pageOf"] = page_of
    body = "".join([
        _header_html(header, entries, heads, ctx, name),
        tree,
        _compactions_html(entries, ctx),
        _branch_summaries_html(entries, ctx),
        _view_html(view, messages, estimates, sources, head_entry, size, ctx),
    ])
    csp = ("default-src 'none'; base-uri 'none'; form-action 'none'; "
           f"style-src '{_sha256(CSS)}'; script-src '{_sha256(SCRIPT)}'")
    page = (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        f'<meta http-equiv="Content-Security-Policy" content="{csp}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="generator" content="sessionlog export --html">\n'
        f"<title>{_e(title)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n{body}"
        f'<script type="application/json" id="sessionlog-data">{_script_json(data)}</script>\n'
        f'<script type="application/json" id="sessionlog-tree">{_script_data(pages)}</script>\n'
        f'<script type="application/json" id="sessionlog-outputs">{_script_data(ctx.outputs)}</script>\n'
        f"<script>{SCRIPT}</script>\n</body>\n</html>\n"
    )
    return Page(page, redacted)


def _sha256(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


def _header_html(header: Mapping[str, Any], entries: Sequence[Entry], heads: Mapping[str, str | None],
                 ctx: _Context, name: str | None) -> str:
    rows = [("session", f"<code>{_e(header.get('id'))}</code>")]
    if name:
        rows.append(("name", _e(name)))
    for key, label in (("cwd", "cwd"), ("timestamp", "created"), ("parentSession", "parent session")):
        if header.get(key) not in (None, MISSING, ""):
            rows.append((label, f"<code>{_e(header.get(key))}</code>"))
    rows.append(("entries", _fmt(len(entries))))
    head_items = []
    for head in sorted(heads):
        current = ' class="current"' if head == ctx.head else ""
        target = ctx.ref(heads[head]) if heads[head] is not None else "(empty)"
        head_items.append(f'<li{current}><span class="head">{_e(head)}</span> → {target}</li>')
    rows.append(("heads", f'<ul class="inline">{"".join(head_items)}</ul>' if head_items else "(none)"))
    labels = resolve_labels(entries)
    if labels:
        items = "".join(f'<li><span class="label">{_e(found["label"])}</span> → {ctx.ref(target)}</li>'
                        for target, found in labels.items())
        rows.append(("labels", f'<ul class="inline">{items}</ul>'))
    table = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in rows)
    return (f'<header class="top"><h1>{_e(name or "Session")}</h1><table class="meta">{table}</table>'
            '<nav><a href="#tree">Tree</a> · <a href="#compactions">Compactions</a> · '
            '<a href="#branch-summaries">Branch summaries</a> · <a href="#view">View at the head</a>'
            ' <button type="button" id="jump-head">Jump to the head</button></nav></header>\n')


# ---------------------------------------------------------------- tree
def _node_html(node: TreeNode, ctx: _Context, guide: str = "") -> str:
    entry = node.entry
    eid = _plain(entry.get("id"))
    kind = kind_of(entry)
    classes = ["node", "on-path" if eid in ctx.on_path else "off-path"]
    if eid in ctx.in_view:
        classes.append("in-view")
    if eid in ctx.covered_by:
        classes.append("summarized")
    heads = ctx.heads_at.get(eid, [])
    if ctx.head in heads:
        classes.append("is-head")
    parts = [f'<span class="g">{guide}</span>' if guide else "",
             f'<a class="eid" href="#{ctx.dom[eid]}">{_e(eid)}</a>',
             f' <span class="kind k-{_e(kind)}">{_e(kind)}</span>']
    if node.label:
        parts.append(f' <span class="label">{_e(node.label)}</span>')
    if entry.get("type") == "compaction":
        span = ctx.spans[eid]
        keeps = ("keeps nothing before it (hard checkpoint)" if span.checkpoint else
                 f"keeps from {ctx.ref(span.kept_start)}" if span.kept_start else
                 f"firstKeptEntryId {_e(entry.get('firstKeptEntryId'))} is not on its path")
        parts.append(f' <span class="mark compaction-mark">⟲ summarizes {_fmt(len(span.covered))} entries, '
                     f'{keeps}</span>')
    elif entry.get("type") == "branch_summary":
        parts.append(f' <span class="mark">↩ from {ctx.ref(entry.get("fromId"))}</span>')
    for cid in ctx.kept_by.get(eid, []):
        parts.append(f' <span class="mark kept-start" data-compaction="{_e(cid)}">▶ kept tail of '
                     f'{ctx.ref(cid)} starts here</span>')
    for head in heads:
        current = " current" if head == ctx.head else ""
        parts.append(f' <span class="head{current}">← {_e(head)}</span>')
    text = preview(entry)
    if text:
        parts.append(f' <span class="pv">{_e(text)}</span>')
    title = f"{_e(entry.get('timestamp'))}"
    if eid in ctx.covered_by:
        title += " · summarized by " + _e(", ".join(ctx.covered_by[eid]))
    return (f'<li class="{" ".join(classes)}" id="{ctx.dom[eid]}" data-id="{_e(eid)}" title="{title}">'
            f'{"".join(parts)}</li>')


def _tree_lines(entries: Sequence[Entry], ctx: _Context) -> list[tuple[str, str]]:
    """(entry id, line HTML) for every entry, in tree order, without recursion: a run of only children
    at one indentation, each branch point's children indented below it, guides as ``sessionlog tree``."""
    roots = build_tree(entries)
    lines: list[tuple[str, str]] = []
    stack: list[tuple[str, bool, TreeNode]] = [("", i == len(roots) - 1, root)
                                               for i, root in reversed(list(enumerate(roots)))]
    while stack:
        prefix, last, node = stack.pop()
        guide, rest = prefix + GUIDES[1 if last else 0], prefix + GUIDES[3 if last else 2]
        while True:
            lines.append((_plain(node.entry.get("id")), _node_html(node, ctx, guide)))
            guide = rest
            if len(node.children) != 1:
                break
            node = node.children[0]
        children = node.children
        stack.extend((rest, i == len(children) - 1, child) for i, child in reversed(list(enumerate(children))))
    return lines


def _tree_html(entries: Sequence[Entry], ctx: _Context) -> tuple[str, list[str], dict[str, int]]:
    """The tree section with its first page of lines, the HTML of the other pages (for the inert
    ``sessionlog-tree`` block, one string per page) and the page each DOM id is on (when not the first)."""
    lines = _tree_lines(entries, ctx)
    pages = ["".join(html for _, html in lines[start:start + TREE_PAGE])
             for start in range(TREE_PAGE, len(lines), TREE_PAGE)]
    page_of = {ctx.dom[eid]: 1 + i // TREE_PAGE for i, (eid, _) in enumerate(lines[TREE_PAGE:])}
    out = ['<section id="tree"><h2>Tree</h2>',
           ('<p class="legend"><span class="sw in-view"></span> in the view at the head '
            '<span class="sw summarized"></span> summarized by a compaction '
            '<span class="sw off-path"></span> off the head\'s path '
            '<label><input type="checkbox" id="path-only"> only the head\'s path</label></p>'),
           '<ol class="tree" data-page="0">', "".join(html for _, html in lines[:TREE_PAGE]), "</ol>"]
    for number in range(1, len(pages) + 1):
        first, end = number * TREE_PAGE + 1, min(len(lines), (number + 1) * TREE_PAGE)
        out.append(f'<ol class="tree lazy" data-page="{number}"><li class="more"><button type="button" '
                   f'data-page="{number}">show entries {_fmt(first)}–{_fmt(end)} of {_fmt(len(lines))}'
                   '</button></li></ol>')
    out.append("</section>\n")
    return "".join(out), pages, page_of


# ---------------------------------------------------------------- compactions and branch summaries
def _compactions_html(entries: Sequence[Entry], ctx: _Context) -> str:
    out = ['<section id="compactions"><h2>Compactions</h2>']
    found = [e for e in entries if e.get("type") == "compaction"]
    if not found:
        out.append('<p class="none">No compactions.</p>')
    for entry in found:
        eid = _plain(entry.get("id"))
        span = ctx.spans[eid]
        where = "on the head's path" if eid in ctx.on_path else "off the head's path"
        if span.checkpoint:
            kept = "nothing (a hard checkpoint: the view starts with the summary)"
        elif span.kept_start:
            kept = f"from {ctx.ref(span.kept_start)} (<code>firstKeptEntryId</code>)"
        else:
            kept = f"<code>{_e(entry.get('firstKeptEntryId'))}</code> is not on its path: nothing before it"
        covers = f"{_fmt(len(span.covered))} entries"
        if span.covered:
            covers += f": {ctx.ref(span.covered[0])} … {ctx.ref(span.covered[-1])}"
        if span.previous:
            covers += f", folding in the summary of compaction {ctx.ref(span.previous)}"
        listed = ", ".join(ctx.ref(c) for c in span.covered[:COVERED_LIST_LIMIT])
        if len(span.covered) > COVERED_LIST_LIMIT:
            listed += f", … and {_fmt(len(span.covered) - COVERED_LIST_LIMIT)} more"
        out.append(
            f'<article class="compaction" data-id="{_e(eid)}"><h3>⟲ compaction {ctx.ref(eid)} '
            f'<span class="dim">({where})</span></h3><dl>'
            f'<dt>tokensBefore</dt><dd class="tokens-before">{_e(entry.get("tokensBefore"))}</dd>'
            f'<dt>summarizes</dt><dd class="covers">{covers}'
            + (f'<details class="covered"><summary>list them</summary>{listed}</details>' if span.covered else "")
            + f'</dd><dt>kept tail</dt><dd class="kept">{kept}</dd></dl>'
            f'<pre class="summary">{_e(entry.get("summary"))}</pre></article>')
    out.append("</section>\n")
    return "".join(out)


def _branch_summaries_html(entries: Sequence[Entry], ctx: _Context) -> str:
    out = ['<section id="branch-summaries"><h2>Branch summaries</h2>']
    found = [e for e in entries if e.get("type") == "branch_summary"]
    if not found:
        out.append('<p class="none">No branch summaries.</p>')
    for entry in found:
        eid = _plain(entry.get("id"))
        out.append(f'<article class="branch-summary" data-id="{_e(eid)}"><h3>↩ branch summary {ctx.ref(eid)}'
                   f' <span class="dim">of the branch left at {ctx.ref(entry.get("fromId"))}</span></h3>'
                   f'<pre class="summary">{_e(entry.get("summary"))}</pre></article>')
    out.append("</section>\n")
    return "".join(out)


__all__ = ["CSS", "SCRIPT", "TREE_PAGE", "Page", "build_page", "compaction_span", "view_sources"]
