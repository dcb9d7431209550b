"""``export --html``: one self-contained page for a session (sessionlog/html.py).

Fast tests build the page from entries (no browser): escaping, determinism, the content present.
One test opens the page the CLI wrote in headless Chromium (Debian's /usr/bin/chromium, driven by
Playwright; never a browser downloaded by Playwright) and checks what a person sees. Without
chromium that test is skipped locally and fails when ``CI`` is set.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import stat
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from builders import assistant, branch_summary, compaction, header, label, user
from click.testing import CliRunner, Result
from hypothesis import given
from hypothesis import strategies as st

from sessionlog import build_view

from sessionlog.core import codec
from sessionlog.cli import cli
from sessionlog.render.html import CSS, SCRIPT, build_page, compaction_span, view_sources
from sessionlog.connect import open_store
from sessionlog.core.tokens import estimate_tokens
from sessionlog.core.view import path_to

ROOT = Path(__file__).resolve().parent.parent
SID = "html-sess-1"
HOSTILE = "<script>alert(1)</script> and </script><script>window.__pwned = 2</script>"
HOSTILE_LABEL = '<img src=x onerror="window.__pwned=3">'
HOSTILE_NAME = "</title><script>window.__pwned=4</script>"
BIG_LINES = 3000
SECRET = "sk-ant-" + "a1b2c3d4e5" * 4


def _ts(n: int) -> str:
    return f"2026-01-01T00:{n // 60:02d}:{n % 60:02d}.000Z"


def tool_call(eid: str, parent: str, n: int) -> dict[str, Any]:
    entry = assistant(eid, parent, "", ts=_ts(n))
    entry["message"]["content"] = [{"type": "toolCall", "id": "call_1", "name": "read",
                                    "arguments": {"path": "big.log"}}]
    entry["message"]["stopReason"] = "toolUse"
    return entry


def tool_result(eid: str, parent: str, text: str, n: int) -> dict[str, Any]:
    return {"type": "message", "id": eid, "parentId": parent, "timestamp": _ts(n),
            "message": {"role": "toolResult", "toolCallId": "call_1", "toolName": "read",
                        "content": [{"type": "text", "text": text}], "isError": False, "timestamp": 1}}


BIG = "\n".join(f"log line {i}" for i in range(1, BIG_LINES + 1))


def session_entries() -> list[dict[str, Any]]:
    """Branches, labels, a compaction, a branch summary, a big tool result, hostile text.

    main: u1 a1 [side branch s1 s2 off a1] b1 u2(hostile) a2 u3 a3 c1 u4 a4(tool call) t1(big) a5 n1 l1 l2
    """
    e = [
        user("u1", None, "Find why refunds fail.", ts=_ts(1)),
        assistant("a1", "u1", "Looking at the handler.", ts=_ts(2)),
        user("s1", "a1", "Could we use Decimal everywhere?", ts=_ts(3)),
        assistant("s2", "s1", "Possible, but it changes the schema.", ts=_ts(4)),
        branch_summary("b1", "a1", "a1", "BRANCH-SUMMARY-TEXT: Decimal was rejected (schema).", ts=_ts(5)),
        user("u2", "b1", HOSTILE, ts=_ts(6)),
        assistant("a2", "u2", f"That is text, not code. My key is {SECRET}", ts=_ts(7)),
        user("u3", "a2", "Fix it with integer cents.", ts=_ts(8)),
        assistant("a3", "u3", "Fixed: amounts are integer cents.", ts=_ts(9)),
        compaction("c1", "a3", "COMPACTION-SUMMARY-TEXT <b>not bold</b>", "u3", tokens=4321, ts=_ts(10)),
        user("u4", "c1", "Now read the log. " + HOSTILE, ts=_ts(11)),
        tool_call("a4", "u4", 12),
        tool_result("t1", "a4", BIG, 13),
        assistant("a5", "t1", "The log is clean.", ts=_ts(14)),
        {"type": "session_info", "id": "n1", "parentId": "a5", "timestamp": _ts(15), "name": HOSTILE_NAME},
        label("l1", "n1", "a3", "root cause", ts=_ts(16)),
        label("l2", "l1", "c1", HOSTILE_LABEL, ts=_ts(17)),
    ]
    return e


HEAD = "l2"


def page_of(entries: list[dict[str, Any]] | None = None, heads: dict[str, str | None] | None = None,
            head: str = "main", **kw: Any) -> str:
    entries = session_entries() if entries is None else entries
    heads = {"main": HEAD, "side": "s2"} if heads is None else heads
    view = build_view(entries, heads[head])
    return build_page(header(SID), entries, heads, view, head=head, **kw).html


# ---------------------------------------------------------------- a small HTML reader
ALLOWED_TAGS = {"html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "table", "tr",
                "th", "td", "ul", "ol", "li", "a", "nav", "button", "section", "p", "span", "label", "input",
                "article", "dl", "dt", "dd", "details", "summary", "pre", "div", "b", "code", "script"}


class Doc(HTMLParser):
    """The tags, attributes, script bodies and the text of each ``class="text"`` div of a page."""

    def __init__(self, page: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.scripts: list[tuple[dict[str, str | None], str]] = []
        self.texts: list[str] = []
        self.title = ""
        self._in: str | None = None
        self._buf: list[str] = []
        self.feed(page)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.tags.append((tag, found))
        if tag in ("script", "title") or (tag == "div" and found.get("class") == "text"):
            self._in, self._buf = tag, []

    def handle_endtag(self, tag: str) -> None:
        if self._in == tag:
            text = "".join(self._buf)
            if tag == "script":
                self.scripts.append((self.tags[-1][1] if self.tags[-1][0] == "script" else {}, text))
            elif tag == "title":
                self.title = text
            else:
                self.texts.append(text)
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in is not None:
            self._buf.append(data)

    def data(self, block: str = "sessionlog-data") -> Any:
        return json.loads(next(text for attrs, text in self.scripts if attrs.get("id") == block))


def assert_inert(doc: Doc) -> None:
    """Only the page's own two scripts; no event-handler attributes; no tag a session could smuggle in."""
    assert [tag for tag, _ in doc.tags if tag not in ALLOWED_TAGS] == []
    assert [(tag, name) for tag, attrs in doc.tags for name in attrs if name.startswith("on")] == []
    assert [(attrs.get("type"), attrs.get("id")) for attrs, _ in doc.scripts] == [
        ("application/json", "sessionlog-data"), ("application/json", "sessionlog-tree"),
        ("application/json", "sessionlog-outputs"), (None, None)]
    assert doc.scripts[3][1] == SCRIPT
    for attrs, text in doc.scripts[1:3]:  # the inert blocks cannot end early or start a comment
        assert "</" not in text and "<!" not in text


# ---------------------------------------------------------------- escaping
def test_hostile_session_text_is_escaped_and_never_markup() -> None:
    page = page_of()
    doc = Doc(page)
    assert_inert(doc)
    assert "Now read the log. " + HOSTILE in doc.texts   # the message renders as its own text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert HOSTILE_LABEL not in page and html_escaped(HOSTILE_LABEL) in page
    assert doc.title == f"{HOSTILE_NAME} · sessionlog"


def html_escaped(text: str) -> str:
    import html

    return html.escape(text, quote=True)


def test_embedded_json_cannot_close_its_script_and_round_trips() -> None:
    page = page_of()
    doc = Doc(page)
    block = doc.scripts[0][1]
    assert "<" not in block and ">" not in block and "&" not in block
    data = doc.data()
    assert data["name"] == HOSTILE_NAME and data["session"] == SID
    assert data["head"] == "main" and data["headEntry"] == HEAD and data["heads"] == {"main": HEAD, "side": "s2"}
    assert data["headNode"] == f"e{[e['id'] for e in session_entries()].index(HEAD)}"


def test_the_csp_pins_exactly_the_inline_style_and_script() -> None:
    page = page_of()
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page).group(1)

    def sha(text: str) -> str:
        return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"

    assert "default-src 'none'" in csp
    assert f"style-src {sha(CSS)}" in csp and f"script-src {sha(SCRIPT)}" in csp
    assert f"<style>{CSS}</style>" in page and f"<script>{SCRIPT}</script>" in page


@given(st.text(max_size=300))
def test_any_message_text_renders_as_itself(text: str) -> None:
    entries = [user("u1", None, "x" + text, ts=_ts(1)), assistant("a1", "u1", "ok", ts=_ts(2))]
    doc = Doc(page_of(entries, heads={"main": "a1"}))
    assert_inert(doc)
    assert doc.texts[:1] == ["x" + text]


# ---------------------------------------------------------------- determinism
def test_the_same_entries_give_the_same_bytes() -> None:
    assert page_of() == page_of()
    assert page_of(redact=True) == page_of(redact=True)


def test_the_page_holds_no_clock_time() -> None:
    page = page_of()
    stamps = set(re.findall(r"\d{4}-\d\d-\d\dT[\d:.]+Z", page))
    assert stamps <= {e["timestamp"] for e in session_entries()} | {header(SID)["timestamp"]}


# ---------------------------------------------------------------- content
def test_tree_marks_the_head_the_labels_and_the_kept_tail() -> None:
    page = page_of()
    entries = session_entries()
    node = {e["id"]: re.search(rf'<li class="([^"]*)" id="e{i}" data-id="{e["id"]}"[^>]*>(.*?)</li>', page)
            for i, e in enumerate(entries)}
    assert all(node.values())
    assert [eid for eid, m in node.items() if "is-head" in m.group(1).split()] == [HEAD]
    assert "off-path" in node["s2"].group(1) and "on-path" in node["a1"].group(1)
    assert '<span class="head current">← main</span>' in node[HEAD].group(2)
    assert '<span class="head">← side</span>' in node["s2"].group(2)
    assert '<span class="label">root cause</span>' in node["a3"].group(2)
    assert "kept tail of" in node["u3"].group(2) and 'data-compaction="c1"' in node["u3"].group(2)
    assert [eid for eid, m in node.items() if "kept-start" in m.group(2)] == ["u3"]
    summarized = [eid for eid, m in node.items() if "summarized" in m.group(1).split()]
    assert summarized == ["u1", "a1", "b1", "u2", "a2"]    # the path before firstKeptEntryId
    assert "summarizes 5 entries" in node["c1"].group(2)


def test_compaction_block_shows_summary_tokens_before_and_what_it_covers() -> None:
    page = page_of()
    block = re.search(r'<article class="compaction" data-id="c1">(.*?)</article>', page).group(1)
    assert '<dd class="tokens-before">4321</dd>' in block
    assert "COMPACTION-SUMMARY-TEXT &lt;b&gt;not bold&lt;/b&gt;" in block
    assert re.search(r'<dd class="covers">5 entries: <a class="ref" href="#e0">u1</a> … '
                     r'<a class="ref" href="#e6">a2</a>', block)
    assert '<dd class="kept">from <a class="ref" href="#e7">u3</a>' in block


def test_compaction_span_follows_the_previous_compactions_boundary() -> None:
    entries = session_entries()[:10] + [
        user("u5", "c1", "more", ts=_ts(20)), assistant("a6", "u5", "more", ts=_ts(21)),
        compaction("c2", "a6", "second", "u5", ts=_ts(22)),
        compaction("c3", "c2", "checkpoint", "c3", ts=_ts(23)),
    ]
    by_id = {e["id"]: e for e in entries}
    second = compaction_span(by_id, by_id["c2"])
    assert second.covered == ["u3", "a3", "c1"] and second.kept_start == "u5" and second.previous == "c1"
    hard = compaction_span(by_id, by_id["c3"])
    assert hard.checkpoint and hard.kept_start is None and hard.covered == ["u5", "a6", "c2"]


def test_branch_summary_is_shown_with_where_it_came_from() -> None:
    page = page_of()
    block = re.search(r'<article class="branch-summary" data-id="b1">(.*?)</article>', page).group(1)
    assert "BRANCH-SUMMARY-TEXT: Decimal was rejected (schema)." in block
    assert 'of the branch left at <a class="ref" href="#e1">a1</a>' in block


def test_view_lists_the_store_view_with_token_estimates() -> None:
    entries = session_entries()
    page = page_of()
    view = build_view(entries, HEAD)
    cards = re.findall(r'<article class="msg r-([^"]+)" id="m(\d+)" data-entry="([^"]*)">.*?'
                       r'<span class="tokens" title="estimated tokens">~([\d,]+) tokens</span>', page)
    assert [c[0] for c in cards] == [m["role"] for m in view.messages]
    assert [c[2] for c in cards] == view_sources(path_to({e["id"]: e for e in entries}, entries[-1]))
    assert [c[2] for c in cards] == ["c1", "u3", "a3", "u4", "a4", "t1", "a5"]
    estimates = [estimate_tokens(m) for m in view.messages]
    assert [int(c[3].replace(",", "")) for c in cards] == estimates
    assert f'<b class="view-total">~{sum(estimates):,}</b>' in page
    assert f'<b class="view-count">{len(view.messages)}</b>' in page


def test_long_tool_results_are_collapsed_behind_a_preview_and_short_ones_are_not() -> None:
    page = page_of()
    card = re.search(r'<article class="msg r-toolResult" id="m5".*?</article>', page, re.DOTALL).group(0)
    assert card.count('<details class="long">') == 1
    preview = re.search(r'<pre class="preview">(.*?)</pre>', card, re.DOTALL).group(1)
    assert preview.startswith("log line 1\n") and "log line 9\n" not in preview
    assert '<pre class="out full" data-full="0"></pre>' in card  # filled from the outputs block when opened
    assert Doc(page).data("sessionlog-outputs") == [BIG]             # the whole output is in the page
    assert f"show all {BIG_LINES:,} lines" in card
    short = page_of([user("u1", None, "q", ts=_ts(1)), tool_result("t1", "u1", "short output", 2)], {"main": "t1"})
    assert '<pre class="out">short output</pre>' in short and "details class=\"long\"" not in short


def test_an_empty_head_shows_the_tree_and_an_empty_view() -> None:
    page = page_of(heads={"main": None})
    assert "No messages: the model would see an empty context." in page
    doc = Doc(page)
    nodes = [(attrs.get("class") or "").split() for tag, attrs in doc.tags if tag == "li"]
    nodes = [c for c in nodes if "node" in c]
    assert len(nodes) == len(session_entries()) and not any("is-head" in c or "on-path" in c for c in nodes)
    assert doc.data()["headNode"] is None


def test_redact_hides_secrets_everywhere_but_keeps_the_estimates() -> None:
    plain, redacted = page_of(), build_page(header(SID), session_entries(), {"main": HEAD},
                                            build_view(session_entries(), HEAD), redact=True)
    assert SECRET in plain
    assert SECRET not in redacted.html and "[REDACTED:anthropic-key]" in redacted.html
    assert redacted.redacted == 1
    assert Doc(plain).data()["viewTokens"] == Doc(redacted.html).data()["viewTokens"]


def test_a_deep_linear_session_renders_without_recursion_in_pages() -> None:
    """One line per entry at one indentation (no nesting per entry); the first page is HTML, the rest
    wait in the inert tree block, and the data says which page holds each entry."""
    from sessionlog.render.html import TREE_PAGE

    entries = [user("m0", None, "start", ts=_ts(0))]
    entries += [assistant(f"m{i}", f"m{i - 1}", f"step {i}", ts=_ts(0)) for i in range(1, 5000)]
    page = page_of(entries, heads={"main": "m4999"})
    doc = Doc(page)
    later = doc.data("sessionlog-tree")
    assert page.count('class="node ') == TREE_PAGE and len(later) == 5000 // TREE_PAGE - 1
    rows = re.findall(r'<li class="node [^"]*" id="(e\d+)".*?<span class="g">([^<]*)</span>', page + "".join(later))
    assert [dom for dom, _ in rows] == [f"e{i}" for i in range(5000)]
    assert {guide for _, guide in rows[1:]} == {"    "} and rows[0][1] == "└── "
    data = doc.data()
    assert data["treePages"] == 10 and data["pageOf"]["e4999"] == 9 and "e499" not in data["pageOf"]
    assert page.count('<ol class="tree lazy"') == 9 and "show entries 4,501–5,000 of 5,000" in page


def test_branches_indent_with_the_guides_of_the_tree_command() -> None:
    page = page_of()
    guides = dict(re.findall(r'data-id="(\w+)"[^>]*><span class="g">([^<]*)</span>', page))
    assert guides["u1"] == "└── " and guides["a1"] == "    "  # a run stays at one indentation
    assert guides["s1"] == "    ├── " and guides["s2"] == "    │   "  # the side branch, then its run
    assert guides["b1"] == "    └── " and guides["l2"] == "        "


# ---------------------------------------------------------------- the CLI
@pytest.fixture
def stored(tmp_path: Path) -> str:
    """A database holding the session above (stored as Pi's import stores it), with a second head."""
    db = str(tmp_path / "s.db")
    with open_store(db) as store:
        parsed = codec.parse_jsonl_text(codec.to_jsonl(header(SID), session_entries()), source="in.jsonl")
        store.import_parsed(parsed, source="in.jsonl")
        store.move_head(SID, "s2", name="side")
        assert store.heads(SID) == {"main": HEAD, "side": "s2"}
    return db


def run(db: str, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--db", db, *args], catch_exceptions=False)


def ok(result: Result) -> Result:
    assert result.exit_code == 0, (result.exit_code, result.stdout, result.stderr)
    return result


def test_cli_writes_the_page_privately_and_never_overwrites(stored: str, tmp_path: Path) -> None:
    target = tmp_path / "page.html"
    result = ok(run(stored, "export", SID, "--html", "-o", str(target)))
    assert result.stdout == "" and f"exported {SID} as HTML to {target}" in result.stderr
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    page = target.read_text(encoding="utf-8")
    assert page == page_of(heads={"main": HEAD, "side": "s2"})   # the store's view equals build_view
    target.write_text("mine")
    refused = run(stored, "export", SID, "--html", "-o", str(target))
    assert refused.exit_code == 1 and "already exists" in refused.stderr and "--force" in refused.stderr
    assert "Traceback" not in refused.stderr and target.read_text() == "mine"
    ok(run(stored, "export", SID, "--html", "-o", str(target), "--force"))
    assert target.read_text(encoding="utf-8") == page
    assert ok(run(stored, "export", SID, "--html")).stdout == page   # no -o: stdout, the same bytes


@pytest.mark.parametrize("extra", [[], ["--redact"]], ids=["plain", "redact"])
def test_the_page_bytes_do_not_depend_on_the_hash_seed(stored: str, extra: list[str]) -> None:
    """Two fresh interpreters with different string-hash seeds (set/dict-of-str order, ...) export the
    same bytes, and the same as this process's export."""
    pages = []
    for seed in ("1", "2"):
        env = {**{k: v for k, v in os.environ.items() if k != "SESSIONLOG_DB"}, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-m", "sessionlog", "--db", stored, "export", SID, "--html", *extra],
                              check=False, env=env, capture_output=True, timeout=120)
        assert done.returncode == 0, done.stderr.decode(errors="replace")
        pages.append(done.stdout)
    assert pages[0].startswith(b"<!DOCTYPE html>") and pages[0] == pages[1]
    assert pages[0] == ok(run(stored, "export", SID, "--html", *extra)).stdout_bytes


def test_cli_html_honours_head_branch_and_redact(stored: str) -> None:
    side = Doc(ok(run(stored, "export", SID, "--html", "--head", "side")).stdout).data()
    assert side["head"] == "side" and side["headEntry"] == "s2" and side["viewMessages"] == 4
    branch = ok(run(stored, "export", SID, "--html", "--branch")).stdout
    assert 'data-id="s2"' not in branch and 'data-id="u1"' in branch
    redacted = ok(run(stored, "export", SID, "--html", "--redact"))
    assert SECRET not in redacted.stdout and "redacted 1 secret" in redacted.stderr


def test_cli_html_errors_are_clean(stored: str, tmp_path: Path) -> None:
    result = run(stored, "export", SID, "--html", "-o", str(tmp_path / "no" / "such" / "x.html"))
    assert result.exit_code == 1 and "Error: " in result.stderr and "Traceback" not in result.stderr
    for args in (["--head", "nosuch"], ["--head", "nosuch", "--branch"]):
        result = run(stored, "export", SID, "--html", "-o", str(tmp_path / "x.html"), *args)
        assert result.exit_code == 1 and "no head named 'nosuch'" in result.stderr
        assert "Traceback" not in result.stderr and not (tmp_path / "x.html").exists()


def test_the_docs_example_runs(tmp_path: Path) -> None:
    text = (ROOT / "docs" / "html-export.md").read_text(encoding="utf-8")
    script = re.search(r"```sh\n(.*?)```", text, re.DOTALL).group(1)
    env = {k: v for k, v in os.environ.items() if k != "SESSIONLOG_DB"}
    done = subprocess.run(["bash", "-euo", "pipefail", "-c", script], check=False, cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "demo.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


# ---------------------------------------------------------------- in a real browser
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


def _need_browser() -> Any:
    """Playwright's sync API with Debian's chromium present; else skip (locally) or fail (CI set)."""
    missing = None
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing = "playwright is not installed (pip install -e '.[test]')"
    if missing is None and not (os.path.exists(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        missing = f"{CHROMIUM} not found (apt-get install chromium; .ci/run installs it)"
    if missing is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI is set but the browser test cannot run: {missing}")
        pytest.skip(missing)
    return sync_playwright


def test_the_page_in_headless_chromium(stored: str, tmp_path: Path) -> None:
    sync_playwright = _need_browser()
    target = tmp_path / "page.html"
    ok(run(stored, "export", SID, "--html", "-o", str(target)))
    url = target.as_uri()
    console: list[str] = []
    errors: list[str] = []
    dialogs: list[str] = []
    requests: list[str] = []
    with sync_playwright() as p:
        # launch() gives the browser a fresh temporary profile of its own
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.on("console", lambda m: console.append(f"{m.type}: {m.text}")
                    if m.type in ("error", "warning") else None)
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
            page.on("request", lambda r: requests.append(r.url))
            page.goto(url, wait_until="load")

            # the tree: one head node, the labels, the kept-tail marker, the branch summary node
            head = page.locator("li.node.is-head")
            assert head.count() == 1 and head.get_attribute("data-id") == HEAD
            assert head.locator(".head.current").inner_text() == "← main"
            assert page.locator('li.node[data-id="a3"] .label').inner_text() == "root cause"
            assert page.locator('li.node[data-id="c1"] .label').inner_text() == HOSTILE_LABEL
            assert page.locator('li.node[data-id="u3"] .kept-start').is_visible()
            assert page.locator('li.node[data-id="b1"]').is_visible()

            # the compaction and the branch summary blocks
            block = page.locator('article.compaction[data-id="c1"]')
            assert block.locator(".tokens-before").inner_text() == "4321"
            assert "COMPACTION-SUMMARY-TEXT <b>not bold</b>" in block.locator("pre.summary").inner_text()
            assert block.locator(".covers").inner_text().startswith("5 entries: u1 … a2")
            assert "BRANCH-SUMMARY-TEXT" in page.locator('article.branch-summary[data-id="b1"]').inner_text()

            # the view: the messages with their token estimates; the hostile message is only text
            view = build_view(session_entries(), HEAD)
            cards = page.locator("#view article.msg")
            assert cards.count() == len(view.messages)
            shown = [cards.nth(i).locator(".tokens").inner_text() for i in range(cards.count())]
            assert shown == [f"~{estimate_tokens(m):,} tokens" for m in view.messages]
            assert page.locator("#view .r-user .text").first.inner_text() == "Fix it with integer cents."
            assert page.locator("li.node[data-id=\"u2\"] .pv").inner_text() == HOSTILE
            assert page.locator("#view .r-user .text").nth(1).inner_text() == "Now read the log. " + HOSTILE
            assert page.evaluate("window.__pwned") is None
            assert page.locator("body script").count() == 4

            # the long tool result: folded, opens on a click
            long = page.locator("#view details.long")
            assert long.count() == 1
            full = long.locator("pre.full")
            assert not full.is_visible() and long.locator("pre.preview").is_visible()
            long.locator("summary").click()
            assert full.is_visible() and not long.locator("pre.preview").is_visible()
            assert full.inner_text().endswith(f"log line {BIG_LINES}")

            # the script works: path-only hides the side branch; the jump button targets the head
            side = page.locator('li.node[data-id="s2"]')
            assert side.is_visible()
            page.locator("#path-only").check()
            assert not side.is_visible() and head.is_visible()
            page.locator("#path-only").uncheck()
            page.locator("#jump-head").click()
            assert page.evaluate("location.hash") == "#" + head.get_attribute("id")

            page.locator("#collapse-all").click()   # fold it again: a readable screenshot
            assert not full.is_visible()
            shot = tmp_path / "page.png"
            page.screenshot(path=str(shot), full_page=True)
            print(f"screenshot: {shot}")
        finally:
            browser.close()
    assert console == [] and errors == [] and dialogs == []
    assert requests == [url]
    assert shot.stat().st_size > 0


def test_skip_or_fail_without_a_browser_follows_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os.path, "exists", lambda path: False if path == CHROMIUM else os.path.lexists(path))
    monkeypatch.setenv("CI", "1")
    with pytest.raises(pytest.fail.Exception, match="CI is set"):
        _need_browser()
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception, match="not found"):
        _need_browser()



def test_a_big_page_adds_its_tree_pages_and_full_outputs_as_they_are_needed(tmp_path: Path) -> None:
    """A session longer than a tree page: only the first page is in the DOM when the page opens; jumping
    to the head, following a link into a later page, scrolling and the page buttons add the rest; a
    folded output gets its text when opened. (The load time itself is measured in benchmarks/cli.)"""
    from sessionlog.render.html import TREE_PAGE

    sync_playwright = _need_browser()
    entries = [user("m0", None, "start", ts=_ts(0))]
    entries += [assistant(f"m{i}", f"m{i - 1}", f"step {i}", ts=_ts(0)) for i in range(1, 2 * TREE_PAGE + 300)]
    entries += [tool_call("tc", entries[-1]["id"], 1), tool_result("tr", "tc", BIG, 2)]
    target = tmp_path / "big.html"
    target.write_text(page_of(entries, heads={"main": "tr"}), encoding="utf-8")
    errors: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.goto(target.as_uri(), wait_until="load")
            assert page.locator("li.node").count() == TREE_PAGE
            assert page.locator('li.node[data-id="tr"]').count() == 0
            page.locator("#jump-head").click()
            head = page.locator('li.node[data-id="tr"]')
            assert head.count() == 1 and head.is_visible() and "is-head" in head.get_attribute("class")
            for button in page.locator("ol.tree.lazy button").all():  # what scrolling did not add yet
                button.click()
            assert page.locator("li.node").count() == len(entries)
            order = page.locator("li.node").evaluate_all("nodes => nodes.map(n => n.dataset.id)")
            assert order == [e["id"] for e in entries]
            full = page.locator("#view details.long pre.full")
            assert full.inner_text() == ""
            page.locator("#view details.long summary").click()
            assert full.is_visible() and full.inner_text().endswith(f"log line {BIG_LINES}")

            fresh = browser.new_page()  # a link into a later page, opened directly
            fresh.goto(target.as_uri() + f"#e{2 * TREE_PAGE + 10}", wait_until="load")
            linked = fresh.locator(f"#e{2 * TREE_PAGE + 10}")
            assert linked.count() == 1 and linked.is_visible()
        finally:
            browser.close()
    assert errors == []
