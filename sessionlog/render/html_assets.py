"""The HTML page's inline CSS and script (``render.html``), pinned by the page's Content-Security-Policy.

Rule of this module: constants only. The page's CSP allows exactly the sha256 of these two blocks, so a
change here changes the hashes the page computes, never what else may load (nothing).
"""

CSS = """
:root{--fg:#1f2328;--dim:#59636e;--bg:#fff;--line:#d1d9e0;--green:#1a7f37;--amber:#9a6700;--blue:#0969da}
*{box-sizing:border-box}
body{margin:0 auto;max-width:1200px;padding:16px 24px 48px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",
Roboto,sans-serif;color:var(--fg);background:var(--bg)}
h1{font-size:22px;margin:0 0 8px}h2{font-size:18px;border-bottom:1px solid var(--line);padding-bottom:4px;
margin-top:28px}h3{font-size:15px;margin:0 0 6px}
code,pre,.node,.eid{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
pre{white-space:pre-wrap;word-break:break-word;margin:4px 0}
a{color:var(--blue);text-decoration:none}a:hover{text-decoration:underline}
.dim{color:var(--dim);font-weight:normal}
table.meta th{text-align:left;padding:1px 12px 1px 0;color:var(--dim);font-weight:600;vertical-align:top}
ul.inline{list-style:none;margin:0;padding:0}ul.inline li{display:inline-block;margin-right:14px}
nav{margin-top:10px}button{font:inherit;font-size:12px;margin-left:6px;cursor:pointer}
.head{color:var(--green);font-weight:600}.head.current{background:#dafbe1;border-radius:4px;padding:0 4px}
.label{background:#fff8c5;border:1px solid #d4a72c;border-radius:10px;padding:0 6px;font-size:12px;
font-family:system-ui,sans-serif}
.legend{color:var(--dim);font-size:13px}.legend label{margin-left:12px}
.sw{display:inline-block;width:10px;height:10px;margin:0 3px 0 10px;border-left:4px solid transparent}
.sw.in-view{border-color:var(--green)}.sw.summarized{border-color:#d4a72c}.sw.off-path{background:#eee}
ol.tree{list-style:none;margin:0;padding:0}
.g{color:#8c959f;white-space:pre}li.more{padding:4px 10px}
.node{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;padding:0 6px;border-left:4px solid
transparent}
.node.in-view{border-left-color:var(--green)}.node.summarized{border-left-color:#d4a72c}
.node.off-path{opacity:.55}.node.is-head{background:#dafbe1}
.node:target,.msg:target{outline:2px solid var(--blue);background:#ddf4ff}
.kind{font-weight:600}.k-user{color:var(--green)}.k-assistant{color:#0550ae}.k-toolResult,.k-bashExecution{color:#8250df}
.k-compaction,.k-branch_summary{color:var(--amber)}
.mark{color:var(--amber)}.kept-start{font-weight:600;background:#fff1e5;border-radius:4px;padding:0 4px}
.pv{color:var(--dim);margin-left:6px}
body.path-only .off-path{display:none}
article.compaction,article.branch-summary{border:1px solid var(--line);border-left:4px solid #d4a72c;
border-radius:6px;padding:8px 12px;margin:10px 0;background:#fffdf5}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:4px 0 8px}dt{color:var(--dim)}dd{margin:0}
pre.summary{background:#f6f8fa;border-radius:6px;padding:8px}
.msg{border:1px solid var(--line);border-radius:6px;margin:10px 0;padding:6px 12px 8px;
content-visibility:auto;contain-intrinsic-size:auto 96px}
.msg header{border-bottom:1px solid #eaeef2;margin-bottom:6px;padding-bottom:3px}
.role{font-weight:700}.r-user .role{color:var(--green)}.r-assistant .role{color:#0550ae}
.r-toolResult .role,.r-bashExecution .role{color:#8250df}.r-compactionSummary,.r-branchSummary{background:#fffdf5}
.r-compactionSummary .role,.r-branchSummary .role{color:var(--amber)}
.tokens{float:right;color:var(--dim);font-size:12px}.src{color:var(--dim);font-size:12px;margin-left:8px}
.text{white-space:pre-wrap;word-break:break-word}
.toolcall,.cmd{font-family:ui-monospace,monospace;font-size:12.5px;margin:4px 0}
pre.out,pre.preview,pre.raw{background:#f6f8fa;border-radius:6px;padding:6px 8px;max-height:none}
details.long>summary{cursor:pointer;list-style:none}details.long>summary::-webkit-details-marker{display:none}
details.long .more{color:var(--blue);font-size:12px}details.long .more::before{content:"▸ "}
details.long[open] .more::before{content:"▾ "}details.long[open]>summary pre.preview{display:none}
details.thinking summary{color:var(--dim);cursor:pointer}
.error{color:#cf222e}.none{color:var(--dim)}
"""

SCRIPT = """
(function () {
  "use strict";
  function block(id) { return JSON.parse(document.getElementById(id).textContent); }
  var data = block("sessionlog-data");
  var pages = null, outputs = null;  // parsed when first needed: a big session's page opens at once
  function renderPage(n) {
    var list = document.querySelector('ol.tree.lazy[data-page="' + n + '"]');
    if (!list) { return; }
    if (pages === null) { pages = block("sessionlog-tree"); }
    list.classList.remove("lazy");
    list.innerHTML = pages[n - 1];
  }
  function reveal(id) {
    if (data.pageOf[id]) { renderPage(data.pageOf[id]); }
    var found = id && document.getElementById(id);
    if (found) { found.scrollIntoView({block: "center"}); }
  }
  function fill(details) {
    var pre = details.querySelector("pre.full[data-full]");
    if (pre && !pre.hasAttribute("data-filled")) {
      if (outputs === null) { outputs = block("sessionlog-outputs"); }
      pre.textContent = outputs[Number(pre.getAttribute("data-full"))];
      pre.setAttribute("data-filled", "");
    }
  }
  document.addEventListener("click", function (event) {
    var more = event.target.closest("ol.tree.lazy button");
    if (more) { renderPage(more.getAttribute("data-page")); return; }
    var summary = event.target.closest("details.long > summary");
    if (summary) { fill(summary.parentNode); }
  });
  document.addEventListener("toggle", function (event) {
    if (event.target.matches && event.target.matches("details.long") && event.target.open) { fill(event.target); }
  }, true);
  if ("IntersectionObserver" in window) {
    var near = new IntersectionObserver(function (found) {
      found.forEach(function (f) {
        if (f.isIntersecting) { near.unobserve(f.target); renderPage(f.target.getAttribute("data-page")); }
      });
    }, {rootMargin: "800px 0px"});
    document.querySelectorAll("ol.tree.lazy").forEach(function (list) { near.observe(list); });
  }
  window.addEventListener("hashchange", function () { reveal(location.hash.slice(1)); });
  if (location.hash) { reveal(location.hash.slice(1)); }
  var pathOnly = document.getElementById("path-only");
  pathOnly.addEventListener("change", function () {
    document.body.classList.toggle("path-only", pathOnly.checked);
  });
  function setLong(open) {
    document.querySelectorAll("details.long").forEach(function (d) { if (open) { fill(d); } d.open = open; });
  }
  document.getElementById("expand-all").addEventListener("click", function () { setLong(true); });
  document.getElementById("collapse-all").addEventListener("click", function () { setLong(false); });
  var jump = document.getElementById("jump-head");
  if (data.headNode) {
    jump.addEventListener("click", function () {
      if (location.hash === "#" + data.headNode) { reveal(data.headNode); } else { location.hash = data.headNode; }
    });
  } else {
    jump.disabled = true;
  }
})();
"""
