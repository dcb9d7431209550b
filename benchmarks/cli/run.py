"""The command line's speed targets (issue 17), measured on this checkout and, beside it, on another
git revision of the project (the baseline, default ``main``).

    python benchmarks/cli/run.py [--entries 20000] [--repeat 5] [--starts 31] [--baseline main] [--out FILE]

Targets:

* a command loads only what it uses: ``sessionlog append`` within 4x of a bare
  ``python -c "import json, sqlite3"`` (whole processes, alternated, the minimum and the median of
  ``--starts`` runs each; the append is a durable one, fsync included);
* ``tree`` and ``replay`` of a ``--entries`` session within 1.5x of ``log --json`` (whole processes,
  stdout to /dev/null, medians of ``--repeat``);
* ``export --html`` of that session loads in a browser in under 2 s (Debian's /usr/bin/chromium through
  Playwright: a fresh page per run, the navigation's ``loadEventEnd`` and the first contentful paint,
  medians of ``--repeat``; the page is a local file, so this is parsing and rendering, not transfer).

The session is ``benchmarks/compare/generate.py``'s (seed 1): tool calls with results of 100 B – 50 KB,
a compaction every ~2,000 entries. The baseline runs from a copy of that revision's tree (``git
archive``, read-only on the repository) put first on ``PYTHONPATH``, with its own database; both run in
this interpreter's environment with bytecode caching on (as an installed package has it). Writes
``benchmarks/cli/RESULTS.md`` (assembled into docs/benchmarks.md by benchmarks/report.py).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent / "RESULTS.md"
CHROMIUM = "/usr/bin/chromium"
sys.path.insert(0, str(ROOT / "benchmarks" / "compare"))

from generate import ensure_file  # noqa: E402


def _env(code: Path | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "SESSIONLOG_DB")}
    if code is not None:
        env["PYTHONPATH"] = str(code)
    env["COLUMNS"] = "120"
    return env


def _sessionlog(code: Path | None) -> list[str]:  # noqa: ARG001 - the environment picks the code
    return [sys.executable, "-m", "sessionlog"]


WORK: Path = Path(tempfile.gettempdir())
"""Where every process runs: not the checkout, whose folder ``python -m`` would put first on the path."""


def _timed(cmd: list[str], env: dict[str, str], *, stdin: bytes | None = None) -> float:
    start = time.perf_counter()
    done = subprocess.run(cmd, env=env, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=WORK)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed: {done.stderr.decode(errors='replace')[-2000:]}")
    return elapsed


def baseline_tree(ref: str, into: Path) -> Path:
    """A copy of revision ``ref``'s files (``git archive``: reads the repository, changes nothing), with
    ``sessionlog/cli`` pointing at its ``cli/`` folder as the installed package maps it."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", ref], check=True,
                             capture_output=True).stdout
    into.mkdir(parents=True)
    tar_path = into.parent / "baseline.tar"
    tar_path.write_bytes(archive)
    with tarfile.open(tar_path) as tar:
        tar.extractall(into, filter="data")
    tar_path.unlink()
    (into / "sessionlog" / "cli").symlink_to(into / "cli", target_is_directory=True)
    return into


def measure(label: str, code: Path | None, jsonl: Path, work: Path, args: argparse.Namespace) -> dict:
    env = _env(code)
    sl = _sessionlog(code)
    db = work / f"{label}.db"
    out: dict = {"label": label}
    subprocess.run([*sl, "--db", str(db), "import", str(jsonl)], env=env, check=True, capture_output=True, cwd=WORK)
    sid = json.loads(subprocess.run([*sl, "--db", str(db), "sessions", "--json"], env=env, check=True,
                                    capture_output=True, cwd=WORK).stdout)[0]["id"]
    out["code"] = subprocess.run([sys.executable, "-c", "import sessionlog.cli; print(sessionlog.cli.__file__)"],
                                 env=env, check=True, capture_output=True, text=True, cwd=WORK).stdout.strip()
    # starts: alternate the bare interpreter and the append, so drift in the machine hits both alike
    entry = json.dumps({"type": "custom", "customType": "bench", "data": {"n": 1}})
    small = work / f"{label}-small.db"
    subprocess.run([*sl, "--db", str(small), "new"], env=env, check=True, capture_output=True, cwd=WORK)
    small_sid = json.loads(subprocess.run([*sl, "--db", str(small), "sessions", "--json"], env=env, check=True,
                                          capture_output=True, cwd=WORK).stdout)[0]["id"]
    bare, append = [], []
    for _ in range(3):  # warm the caches (bytecode, page cache)
        _timed([sys.executable, "-c", "import json, sqlite3"], env)
        _timed([*sl, "--db", str(small), "append", small_sid, "--entry", entry], env)
    for _ in range(args.starts):
        bare.append(_timed([sys.executable, "-c", "import json, sqlite3"], env))
        append.append(_timed([*sl, "--db", str(small), "append", small_sid, "--entry", entry], env))
    out["bare"], out["append"] = (min(bare), statistics.median(bare)), (min(append), statistics.median(append))
    # reads of the big session
    for name, cmd in (("log --json", ["log", sid, "--json"]), ("tree", ["tree", sid]),
                      ("tree --json", ["tree", sid, "--json"]), ("replay", ["replay", sid]),
                      ("replay --json", ["replay", sid, "--json"])):
        _timed([*sl, "--db", str(db), *cmd], env)
        out[name] = statistics.median(_timed([*sl, "--db", str(db), *cmd], env) for _ in range(args.repeat))
    page = work / f"{label}.html"
    out["export --html"] = statistics.median(
        _timed([*sl, "--db", str(db), "export", sid, "--html", "-o", str(page), "--force"], env)
        for _ in range(args.repeat))
    out["html bytes"] = page.stat().st_size
    out["browser"] = browser_load(page, args.repeat)
    return out


def browser_load(page: Path, repeat: int) -> dict | None:
    """Median loadEventEnd and first contentful paint of ``page`` in headless Chromium (fresh pages)."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    if not os.path.exists(CHROMIUM):
        return None
    loads, paints = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"])
        try:
            for i in range(repeat + 1):
                tab = browser.new_page(viewport={"width": 1280, "height": 900})
                tab.goto(page.as_uri(), wait_until="load")
                timing = tab.evaluate("""() => {
                    const nav = performance.getEntriesByType('navigation')[0];
                    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
                    return [nav.loadEventEnd, fcp ? fcp.startTime : null];
                }""")
                tab.close()
                if i:  # the first load warms the browser
                    loads.append(timing[0] / 1000)
                    paints.append(timing[1] / 1000 if timing[1] is not None else float("nan"))
        finally:
            browser.close()
    return {"load": statistics.median(loads), "fcp": statistics.median(paints)}


def _short(path: str) -> str:
    """A module path without the temporary folder it ran from."""
    return path.replace(str(WORK), "$TMP").replace(str(ROOT), ".")


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:,.0f} ms"


def _s(seconds: float) -> str:
    return f"{seconds:.2f} s"


def report(results: list[dict], args: argparse.Namespace, meta: dict, took: float) -> str:
    now, base = results[0], results[1] if len(results) > 1 else None
    lines = [
        "# The command line",
        "",
        f"Command: `python benchmarks/cli/run.py --entries {args.entries} --repeat {args.repeat} --starts "
        f"{args.starts}" + (f" --baseline {args.baseline}`" if base else " --no-baseline`") + "  ",
        f"Date: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; took {took / 60:.0f} min; load average "
        f"{meta['load_before']} at the start, {', '.join(f'{x:.1f}' for x in os.getloadavg())} at the end.  ",
        f"Machine: {os.cpu_count()} cores; Python {platform.python_version()}, SQLite {meta['sqlite']}"
        + (f", Chromium through Playwright {meta['playwright']}" if meta.get("playwright") else "") + ".  ",
        f"Session: `benchmarks/compare/generate.py {args.entries}` (seed 1), {meta['jsonl_mb']:.0f} MB of JSONL. "
        + (f"Baseline: `{args.baseline}` ({meta['baseline_commit']}), run from a copy of its files "
           "(`git archive`) first on `PYTHONPATH`, with its own database." if base else ""),
        "",
        "Code measured: " + "; ".join(f"{r['label']}: `{_short(r['code'])}`" for r in results) + ".",
        "",
        "| target | measured | wanted | met |",
        "|---|---|---|---|",
    ]
    ratio = now["append"][1] / now["bare"][1]
    ratio_min = now["append"][0] / now["bare"][0]
    lines.append(f"| `append` process vs `python -c \"import json, sqlite3\"` | {_ms(now['append'][1])} vs "
                 f"{_ms(now['bare'][1])} median ({ratio:.2f}x); {_ms(now['append'][0])} vs {_ms(now['bare'][0])} "
                 f"fastest ({ratio_min:.2f}x) | within 4x | {'met' if ratio <= 4 else '**missed**'} |")
    for name in ("tree", "replay"):
        r = now[name] / now["log --json"]
        lines.append(f"| `{name}` vs `log --json`, {args.entries:,} entries | {_s(now[name])} vs "
                     f"{_s(now['log --json'])} ({r:.2f}x) | within 1.5x | {'met' if r <= 1.5 else '**missed**'} |")
    if now["browser"]:
        load = now["browser"]["load"]
        lines.append(f"| `export --html` page ({now['html bytes'] / 1e6:.1f} MB) loads in Chromium | "
                     f"{_s(load)} (first contentful paint {_s(now['browser']['fcp'])}) | under 2 s | "
                     f"{'met' if load < 2 else '**missed**'} |")
    lines += ["", "| measurement (median) | this checkout" + (f" | baseline `{args.baseline}`" if base else "")
              + " |", "|---|---:" + ("|---:" if base else "") + "|"]

    def row(name: str, fmt) -> None:
        cells = [fmt(r) for r in results]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")

    row("`python -c \"import json, sqlite3\"`", lambda r: _ms(r["bare"][1]))
    row("`sessionlog append SESSION --entry ...` (durable)", lambda r: _ms(r["append"][1]))
    for name in ("log --json", "tree", "tree --json", "replay", "replay --json", "export --html"):
        row(f"`{name}`, {args.entries:,} entries", lambda r, n=name: _s(r[n]))
    row("`export --html` page size", lambda r: f"{r['html bytes'] / 1e6:.1f} MB")
    row("page load in Chromium (loadEventEnd)", lambda r: _s(r["browser"]["load"]) if r["browser"] else "n/a")
    row("first contentful paint", lambda r: _s(r["browser"]["fcp"]) if r["browser"] else "n/a")
    lines += ["",
              "What changed (issue 17): commands load lazily (`cli/__init__.py` registers them by name; `append` "
              "imports no rich, no networkx, no projections, and neither import nor verify); `tree` and `replay` "
              "write their lines straight to the terminal with the same guides and cropping rich used "
              "(`cli/render.print_lines`) instead of laying out tens of thousands of rich renderables; the HTML "
              "page holds the first 500 tree lines as HTML and the rest, with the folded outputs' full text, in "
              "inert JSON blocks its script adds when needed, and does not lay out view cards off screen. The "
              "startup figures include this machine's load from other work (2 shared cores): the fastest run is "
              "the cleaner comparison of what each process does, the median what a user waits.", ""]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entries", type=int, default=20_000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--starts", type=int, default=31)
    ap.add_argument("--baseline", default="main", help="a git revision to measure beside this checkout")
    ap.add_argument("--no-baseline", action="store_true")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args()
    import sqlite3

    began = time.perf_counter()
    meta = {"load_before": ", ".join(f"{x:.1f}" for x in os.getloadavg()), "sqlite": sqlite3.sqlite_version}
    try:
        from importlib.metadata import version

        meta["playwright"] = version("playwright")
    except Exception:  # noqa: BLE001
        pass
    jsonl, info = ensure_file(args.entries)
    meta["jsonl_mb"] = info["bytes"] / 1e6
    global WORK
    work = WORK = Path(tempfile.mkdtemp(prefix="sessionlog-cli-bench-"))
    try:
        results = [measure("now", None, jsonl, work, args)]
        if not args.no_baseline:
            meta["baseline_commit"] = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", args.baseline],
                                                     check=True, capture_output=True, text=True).stdout.strip()
            code = baseline_tree(args.baseline, work / "baseline")
            results.append(measure("baseline", code, jsonl, work, args))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    text = report(results, args, meta, time.perf_counter() - began)
    args.out.write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
