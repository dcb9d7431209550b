"""Side-by-side benchmarks: sessionlog against Pi 0.73.1 and the OpenAI Agents SDK's SQLiteSession.

    python benchmarks/compare/run.py                  # full run: 1k, 10k, 100k, 1M entries
    python benchmarks/compare/run.py --quick          # 1k + 10k, few repeats (development)
    python benchmarks/compare/run.py --sizes 10k,100k --repeat 3

Workloads come from ``generate.py`` (seeded, cached under $SESSIONLOG_BENCH_DIR, default
~/.cache/sessionlog-bench). Every measurement runs in its own fresh process (``sl_bench.py`` for
sessionlog and the Agents SDK, ``pi_bench.mjs`` for Pi) and prints JSON; this script collects the
medians, evaluates the targets, writes ``results.json`` and ``RESULTS.md`` next to it and the resume
plot ``docs/benchmarks-resume.png``. Databases go to a scratch folder in the bench dir and are removed
at the end (``--keep-dbs`` keeps them).

The full run took 14 minutes with --repeat 3 on the loaded 2-core development machine (expect ~20 minutes
with the default 5 repeats): about 8 of them import the 1M-entry file (4.2 GB), 3 go to Pi's 100k-entry
resumes. Generating the 1M file the first time adds ~2 minutes; it needs ~11 GB of free disk (the files
plus the 5 GB database of the 1M import).
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
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.compare.generate import DEFAULT_SEED, GENERATOR_VERSION, default_dir, ensure_file, parse_size  # noqa: E402

FULL_SIZES = "1k,10k,100k,1M"
QUICK_SIZES = "1k,10k"
PLOT = ROOT / "docs" / "benchmarks-resume.png"
PI_STRING_LIMIT = 0x1FFFFFE8  # V8's maximum string length in characters (Node 20)


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def worker(args: list[str]) -> dict:
    """Run one measurement process; its JSON line, or {"error": ...} when the process itself failed."""
    proc = subprocess.run(args, cwd=ROOT, capture_output=True, text=True)
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
        return {"error": f"exit {proc.returncode}: " + " | ".join(tail)[:500]}
    return json.loads(proc.stdout.strip().splitlines()[-1])


def sl(*args: object) -> dict:
    return worker([sys.executable, str(HERE / "sl_bench.py"), *map(str, args)])


def pi(*args: object) -> dict:
    return worker(["node", str(HERE / "pi_bench.mjs"), *map(str, args)])


def med(values: list[float]) -> float:
    return statistics.median(values)


def sessionlog_cli() -> list[str]:
    script = Path(sys.executable).with_name("sessionlog")
    return [str(script)] if script.exists() else [sys.executable, "-m", "sessionlog"]


def machine() -> dict:
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    mem_kb = int(next(line.split()[1] for line in Path("/proc/meminfo").read_text().splitlines()
                      if line.startswith("MemTotal")))
    import msgspec
    import sqlite3
    from importlib.metadata import version
    pi_pkg = ROOT / "tests" / "pi" / "node_modules" / "@mariozechner" / "pi-coding-agent" / "package.json"
    return {"nproc": os.cpu_count(), "cpu": cpu, "ram_gib": round(mem_kb / (1 << 20), 1),
            "python": platform.python_version(), "node": subprocess.run(["node", "--version"], capture_output=True,
                                                                          text=True).stdout.strip(),
            "pi": json.loads(pi_pkg.read_text())["version"], "sqlite": sqlite3.sqlite_version,
            "msgspec": msgspec.__version__, "sessionlog": version("sessionlog"),
            "openai_agents": version("openai-agents"), "load_start": os.getloadavg()}


def measure_size(n: int, args: argparse.Namespace, scratch: Path) -> dict:
    path, meta = ensure_file(n, args.seed)
    log(f"{n:,} entries: {path} ({meta['bytes'] / 1e6:.0f} MB, {'cached' if meta['cached'] else 'generated in %ss' % meta['generate_seconds']})")
    row: dict = {"entries": n, "file": str(path), **{k: meta[k] for k in ("bytes", "compactions", "generate_seconds", "cached")}}
    big = meta["bytes"] > 1e9
    imp_repeat = 1 if big else min(args.repeat, 3)
    ceil = [sl("ceiling", path) for _ in range(imp_repeat)]
    row["ceiling_mb_s"] = meta["bytes"] / 1e6 / med([c["seconds"] for c in ceil])
    db = scratch / f"s{n}.db"
    imports = []
    for _ in range(imp_repeat):
        for suffix in ("", "-wal", "-shm"):
            Path(f"{db}{suffix}").unlink(missing_ok=True)
        imports.append(sl("import", path, db, "--mem-limit-gb", args.import_mem_limit_gb))
        if "error" in imports[-1]:
            break
    row["import_peak_increase_bytes"] = max(i.get("peak_increase_bytes", 0) for i in imports)
    sid = None
    if "error" in imports[-1]:
        row["import_error"] = imports[-1]["error"]
        log(f"  import failed: {row['import_error']}; streaming the file in with append_many instead")
        for suffix in ("", "-wal", "-shm"):
            Path(f"{db}{suffix}").unlink(missing_ok=True)
        built = sl("build", path, db)
        if "error" in built:
            row["build_error"] = built["error"]
        else:
            row["db_via"] = f"append_many in batches of 2,000 ({built['seconds']:.0f} s), as import failed"
            sid = built["session"]
    else:
        row["import_mb_s"] = meta["bytes"] / 1e6 / med([i["seconds"] for i in imports])
        row["import_seconds"] = med([i["seconds"] for i in imports])
        sid = imports[-1]["session"]
    if sid:
        row["db_bytes"] = sum(os.path.getsize(f"{db}{s}") for s in ("", "-wal") if os.path.exists(f"{db}{s}"))
        log(f"  import {row['import_mb_s']:.0f} MB/s (ceiling {row['ceiling_mb_s']:.0f} MB/s)")
        res = sl("resume", db, sid, args.repeat)
        if "error" in res:
            row["sl_error"] = res["error"]
        else:
            row["sl_resume_ms"] = med(res["times_ms"])
            row["view_messages"] = res["messages"]
        cli = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            proc = subprocess.run([*sessionlog_cli(), "--db", str(db), "view", sid, "--json"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            cli.append((time.perf_counter() - t0) * 1000)
            if proc.returncode:
                row["cli_error"] = proc.stderr.strip()[-300:]
                break
        row["sl_cli_ms"] = med(cli)
        log(f"  sessionlog resume {row.get('sl_resume_ms', float('nan')):.1f} ms in-process, {row['sl_cli_ms']:.0f} ms CLI")
        row["db"] = str(db)
        row["session"] = sid
    before = os.path.getsize(path)
    p = pi("resume", path, args.pi_repeat if n < 50_000 else max(1, min(args.pi_repeat, 3)))
    if os.path.getsize(path) != before:
        raise SystemExit(f"{path}: Pi changed the benchmark file (size {before} -> {os.path.getsize(path)})")
    if p.get("timesMs"):
        row["pi_resume_ms"] = med(p["timesMs"])
        row["pi_messages"] = p.get("messages")
    if "error" in p:
        row["pi_error"] = p["error"]
    log(f"  Pi resume {row.get('pi_resume_ms', float('nan')):.0f} ms {row.get('pi_error', '')}")
    return row


def append_bench(args: argparse.Namespace, scratch: Path) -> dict:
    out = {}
    for name, fn in (("sessionlog", lambda d: sl("append", d, args.append_count)),  # + SQLiteSession singles
                     ("agents", lambda d: sl("agents", d, args.append_count)),
                     ("pi", lambda d: pi("append", d, args.append_count))):
        folder = scratch / f"append-{name}"
        folder.mkdir()
        out[name] = fn(folder)
        log(f"append {name}: " + ", ".join(f"{k}={med(v) if isinstance(v, list) and v and not isinstance(v[0], str) else v}"
                                           for k, v in out[name].items() if k != "file"))
    return out


def projections_bench(repeat: int, scratch: Path) -> dict:
    out = scratch / "projections.json"
    proc = subprocess.run([sys.executable, "benchmarks/projections/run.py", "--repeat", str(repeat), "--no-write",
                           "--json-out", str(out)], cwd=ROOT, capture_output=True, text=True)
    if proc.returncode:
        return {"error": proc.stderr.strip()[-300:]}
    medians = json.loads(out.read_text())["medians"]
    cold = {shape: m["pipeline, cold (new pruning decisions)"] for shape, m in medians.items()}
    return {"cold_ms": cold, "worst_ms": max(cold.values()), "repeat": repeat}


def fmt_ms(v: float | None) -> str:
    if v is None:
        return "—"
    return f"{v:.2f} ms" if v < 10 else f"{v:,.0f} ms"


def label(n: int) -> str:
    return f"{n // 1_000_000}M" if n % 1_000_000 == 0 else f"{n // 1000}k" if n % 1000 == 0 else str(n)


def targets(res: dict) -> list[tuple[str, str, str, bool | None, str]]:
    """(target, measured, wanted, met, ratio) rows."""
    rows = []
    sizes = {r["entries"]: r for r in res["sizes"]}
    both = [n for n, r in sorted(sizes.items()) if "pi_resume_ms" in r and "sl_resume_ms" in r]
    ref = 100_000 if 100_000 in both else (both[-1] if both else None)
    if ref:
        r = sizes[ref]
        ratio = r["pi_resume_ms"] / r["sl_resume_ms"]
        rows.append((f"resume at {label(ref)} entries, Pi / sessionlog (in-process)",
                     f"Pi {fmt_ms(r['pi_resume_ms'])}, sessionlog {fmt_ms(r['sl_resume_ms'])}", ">= 50x faster",
                     ratio >= 50 if ref == 100_000 else None, f"{ratio:.1f}x"))
    have = [n for n, r in sorted(sizes.items()) if "sl_resume_ms" in r]
    if 10_000 in have and have[-1] > 10_000:
        top = have[-1]
        g = sizes[top]["sl_resume_ms"] / sizes[10_000]["sl_resume_ms"]
        rows.append((f"sessionlog resume growth, 10k -> {label(top)} entries",
                     f"{fmt_ms(sizes[10_000]['sl_resume_ms'])} -> {fmt_ms(sizes[top]['sl_resume_ms'])}", "< 2x (10k -> 1M)",
                     g < 2 if top == 1_000_000 else None, f"{g:.2f}x"))
    if 1_000_000 in sizes and "sl_resume_ms" not in sizes[1_000_000]:
        rows.append(("sessionlog resume at 1M entries", sizes[1_000_000].get("import_error", "not measured"),
                     "< 2x of 10k", False, "—"))
    ap = res.get("append", {})
    s, a = ap.get("sessionlog", {}), ap.get("agents", {})
    if "single_ms" in s:
        single, fs = med(s["single_ms"]), med(s["fsync_ms"])
        rows.append(("single durable append vs this disk's fsync", f"{fmt_ms(single)} (fsync {fmt_ms(fs)})",
                     "<= 3x fsync", single <= 3 * fs, f"{single / fs:.1f}x fsync"))
        if "agents_single_ms" in s:
            ag = med(s["agents_single_ms"])
            rows.append(("single durable append vs SQLiteSession.add_items", f"{fmt_ms(single)} vs {fmt_ms(ag)}",
                         "no slower", single <= ag, f"{single / ag:.2f}x"))
        for kind, what in (("small", "200-byte messages"), ("realistic", "the generator's mix")):
            v = s[f"batch_{kind}_entries_per_s"]
            rows.append((f"batched append (append_many of 1,000), {what}, "
                         f"{s[f'batch_{kind}_bytes_per_entry']:,.0f} B/entry", f"{v:,.0f} entries/s",
                         ">= 100,000 entries/s", v >= 100_000, f"{v / 100_000:.2f}x target"))
    imported = [n for n, r in sorted(sizes.items()) if "import_mb_s" in r]
    if imported:
        r = sizes[imported[-1]]
        share = r["import_mb_s"] / r["ceiling_mb_s"]
        rows.append((f"import at {label(imported[-1])} entries vs msgspec line decode", f"{r['import_mb_s']:.0f} MB/s "
                     f"(ceiling {r['ceiling_mb_s']:.0f} MB/s)", ">= 30% of the ceiling", share >= 0.3, f"{100 * share:.0f}%"))
    top = max(sizes) if sizes else None
    if top:
        r = sizes[top]
        inc = r["import_peak_increase_bytes"]
        ok = "import_error" not in r and inc < r["bytes"]
        rows.append((f"import of the largest file ({label(top)}, {r['bytes'] / 1e9:.2f} GB) without the whole file in memory",
                     f"peak RSS +{inc / 1e9:.2f} GB" + (f"; {r['import_error']}" if "import_error" in r else ""),
                     "peak increase < file size", ok, f"{inc / r['bytes']:.2f}x file size"))
    mem = res.get("memory")
    if mem and "increase_bytes" in mem.get("sessionlog", {}):
        m = mem["sessionlog"]
        ratio = m["increase_bytes"] / m["view_json_bytes"]
        p = mem.get("pi", {})
        pi_inc = p.get("peakBytes", 0) - p.get("baselineBytes", 0)
        rows.append((f"peak RSS building the view at {label(mem['entries'])} entries",
                     f"sessionlog +{m['increase_bytes'] / 1e6:.0f} MB, Pi +{pi_inc / 1e6:.0f} MB; view JSON "
                     f"{m['view_json_bytes'] / 1e6:.1f} MB", "sessionlog < 3x view JSON", ratio < 3,
                     f"{ratio:.2f}x view JSON"))
    pr = res.get("projections", {})
    if "worst_ms" in pr:
        rows.append(("projection pipeline over a 200k-token view (worst shape, cold)", fmt_ms(pr["worst_ms"]),
                     "< 20 ms", pr["worst_ms"] < 20, f"{pr['worst_ms'] / 20:.2f}x budget"))
    pl = res.get("plan")
    if pl and "ms" in pl:
        rows.append((f"plan_compaction at the head, {label(pl['entries'])} entries", fmt_ms(pl["ms"]), "< 50 ms",
                     pl["ms"] < 50 if pl["entries"] == 100_000 else None, f"{pl['ms'] / 50:.2f}x budget"))
    return rows


def plot(res: dict) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = res["sizes"]
    fig, ax = plt.subplots(figsize=(7, 4.5), dpi=110)
    for key, name, style in (("pi_resume_ms", "Pi 0.73.1: SessionManager.open + buildSessionContext", "o-"),
                             ("sl_resume_ms", "sessionlog: open store + view at head (in-process)", "s-"),
                             ("sl_cli_ms", "sessionlog view --json (whole process)", "^--")):
        pts = [(r["entries"], r[key]) for r in rows if r.get(key)]
        if pts:
            ax.plot(*zip(*pts), style, label=name)
    ax.set_xscale("log")
    ax.set_yscale("log")
    for r in rows:
        if "pi_error" in r:
            ax.axvline(r["entries"], color="tab:blue", ls=":", lw=1)
            ax.annotate("Pi fails to load\n(" + r["pi_error"].split(":")[0] + ")", (r["entries"], ax.get_ylim()[1]),
                        ha="right", va="top", fontsize=8, color="tab:blue")
    ax.set_xlabel("entries in the session file")
    ax.set_ylabel("resume time, ms (median)")
    ax.set_title("Resume (open + view at head), log-log")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8, loc="upper left")
    fig.tight_layout()
    fig.savefig(PLOT)
    plt.close(fig)


def render(res: dict) -> str:
    m = res["machine"]
    out = ["# Side by side: sessionlog, Pi 0.73.1 and the OpenAI Agents SDK", "",
           f"Command: `{res['command']}`  ",
           f"Date: {res['date']}; took {res['seconds'] / 60:.0f} min; load average {', '.join(f'{x:.1f}' for x in m['load_start'])} "
           f"at the start, {', '.join(f'{x:.1f}' for x in res['load_end'])} at the end.  ",
           f"Machine: {m['nproc']} cores ({m['cpu']}), {m['ram_gib']} GiB RAM. Versions: Python {m['python']}, "
           f"Node {m['node']}, Pi {m['pi']}, SQLite {m['sqlite']}, msgspec {m['msgspec']}, sessionlog {m['sessionlog']}, "
           f"openai-agents {m['openai_agents']}.", "",
           "Workloads: `benchmarks/compare/generate.py` (seed "
           f"{res['seed']}, generator v{res['generator_version']}): turns of a user message, an assistant message with "
           "1–4 tool calls, their results (log-uniform 100 B – 50 KB) and a closing assistant message; a Pi "
           "`compaction` at the first turn boundary after every 2,000th entry, keeping ~40 entries. Medians of "
           f"{res['repeat']} runs unless noted; each measurement in a fresh process.", "",
           "## Targets", "", "| target | measured | wanted | met | ratio |", "|---|---|---|---|---|"]
    for name, measured, wanted, met, ratio in targets(res):
        out.append(f"| {name} | {measured} | {wanted} | {'met' if met else 'n/a (size not run)' if met is None else '**missed**'} | {ratio} |")
    out += ["", "## Resume", "", "![resume time against entries, log-log](../../docs/benchmarks-resume.png)", "",
            "Pi: `SessionManager.open(file)` + `buildSessionContext()` in Node, timed with `performance.now()` "
            "(several runs in one process). sessionlog: `open_store(db)` + `Store.view(session)` timed in one "
            "process, and the whole `sessionlog view SESSION --json` process (stdout to /dev/null).", "",
            "| entries | file | compactions | view messages | Pi | sessionlog in-process | sessionlog CLI | Pi / sessionlog |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in res["sizes"]:
        ratio = f"{r['pi_resume_ms'] / r['sl_resume_ms']:.1f}x" if r.get("pi_resume_ms") and r.get("sl_resume_ms") else "—"
        pi_cell = fmt_ms(r.get("pi_resume_ms")) if "pi_error" not in r else f"fails: `{r['pi_error'][:160]}`"
        out.append(f"| {r['entries']:,} | {r['bytes'] / 1e6:,.0f} MB | {r['compactions']} | {r.get('view_messages', '—')} | "
                   f"{pi_cell} | {fmt_ms(r.get('sl_resume_ms'))} | {fmt_ms(r.get('sl_cli_ms'))} | {ratio} |")
    out += [f"\n{r['entries']:,} entries: the database was built with {r['db_via']}." for r in res["sizes"] if "db_via" in r]
    out += ["", f"Pi reads the whole file into one string (`readFileSync(path, \"utf8\")`), so it cannot load a file over "
            f"V8's string limit of {PI_STRING_LIMIT:,} characters (~512 MB, Pi #5231); the error is caught and recorded above.",
            "", "## Import", "",
            "`sessionlog.ops.imports.import_paths` into a new database, against msgspec decoding the same file line by line "
            "(streamed in 64 MB chunks; the ceiling). Peak RSS increase is the import process's VmHWM over its RSS before the import.",
            "", "| entries | file | msgspec ceiling | import | share | import time | peak RSS increase | database |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in res["sizes"]:
        imp = f"{r['import_mb_s']:.0f} MB/s" if "import_mb_s" in r else f"fails: `{r.get('import_error', '')[:120]}`"
        share = f"{100 * r['import_mb_s'] / r['ceiling_mb_s']:.0f}%" if "import_mb_s" in r else "—"
        out.append(f"| {r['entries']:,} | {r['bytes'] / 1e6:,.0f} MB | {r['ceiling_mb_s']:.0f} MB/s | {imp} | {share} | "
                   f"{r.get('import_seconds', float('nan')):.1f} s | {r['import_peak_increase_bytes'] / 1e6:,.0f} MB | "
                   f"{r.get('db_bytes', 0) / 1e6:,.0f} MB |")
    ap = res.get("append", {})
    s, a, p = ap.get("sessionlog", {}), ap.get("agents", {}), ap.get("pi", {})
    out += ["", "## Append", "",
            f"{res['append_count']} single appends of a ~210-byte user message each (median), in one process, "
            "interleaved in blocks of 10 with the fsync probe and with `SQLiteSession.add_items([item])` so that "
            "drift in the disk's speed hits all alike; batches of 1,000 (median of 5). fsync probe: write + fsync "
            "of a 100-byte record appended to a file in the same folder.", "",
            "| system | single append | batched | durability |", "|---|---:|---:|---|"]
    if "single_ms" in s:
        out.append(f"| this disk's fsync (write + fsync, file grows) | {fmt_ms(med(s['fsync_ms']))} | | |")
        out.append(f"| for context: pwrite in place + fdatasync (no size change) | "
                   f"{fmt_ms(med(s['fdatasync_overwrite_ms']))} | | |")
        out.append(f"| sessionlog `Session.append_message` / `Store.append_many` | {fmt_ms(med(s['single_ms']))} | "
                   f"{s['batch_small_entries_per_s']:,.0f} entries/s (200 B); {s['batch_realistic_entries_per_s']:,.0f} "
                   f"entries/s (generator mix, {s['batch_realistic_bytes_per_entry']:,.0f} B) | WAL, synchronous=FULL |")
    elif s:
        out.append(f"| sessionlog | fails: `{s.get('error')}` | | |")
    if "batch_entries_per_s" in a and "agents_single_ms" in s:
        out.append(f"| OpenAI Agents SDK `SQLiteSession.add_items` (file DB) | {fmt_ms(med(s['agents_single_ms']))} | "
                   f"{a['batch_entries_per_s']:,.0f} items/s | journal_mode={a['pragmas']['journal_mode']}, "
                   f"synchronous={a['pragmas']['synchronous']} |")
    if "timesMs" in p:
        sync = "fsyncs" if p["fsyncInSessionManager"] else "no fsync (" + "/".join(p["writeCall"]) + " only; not durable)"
        out.append(f"| Pi `SessionManager.appendMessage` | {fmt_ms(med(p['timesMs']))} | — | {sync} |")
    mem = res.get("memory")
    if mem:
        ms, mp = mem.get("sessionlog", {}), mem.get("pi", {})
        out += ["", "## Memory", "",
                f"Building the view of the {mem['entries']:,}-entry session (the largest Pi loads), each in a fresh "
                "process; increase = peak RSS over the process's own baseline after imports (and, for sessionlog, "
                "after opening the store). sessionlog: VmHWM reset through /proc/self/clear_refs; Pi: "
                "`process.resourceUsage().maxRSS`.", "",
                "| system | baseline | peak | increase | view JSON |", "|---|---:|---:|---:|---:|"]
        if "increase_bytes" in ms:
            out.append(f"| sessionlog | {ms['baseline_bytes'] / 1e6:,.0f} MB | {ms['peak_bytes'] / 1e6:,.0f} MB | "
                       f"{ms['increase_bytes'] / 1e6:,.0f} MB | {ms['view_json_bytes'] / 1e6:.1f} MB |")
        if "peakBytes" in mp:
            out.append(f"| Pi | {mp['baselineBytes'] / 1e6:,.0f} MB | {mp['peakBytes'] / 1e6:,.0f} MB | "
                       f"{(mp['peakBytes'] - mp['baselineBytes']) / 1e6:,.0f} MB | "
                       f"{mp.get('viewJsonBytes', 0) / 1e6:.1f} MB |")
    pr, pl = res.get("projections", {}), res.get("plan", {})
    out += ["", "## Projections and compaction planning", ""]
    if "cold_ms" in pr:
        out.append("Projection pipeline (`benchmarks/projections/run.py --no-write --repeat "
                   f"{pr['repeat']}`, cold request, ~200k tokens): "
                   + "; ".join(f"{k} {fmt_ms(v)}" for k, v in pr["cold_ms"].items()) + ".")
    if "ms" in pl:
        out.append(f"`Session.plan_compaction()` at the head of the {pl['entries']:,}-entry session "
                   f"(default settings, {len(pl['times_ms'])} runs): {fmt_ms(pl['ms'])} median.")
    return "\n".join(out) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", help=f"comma-separated entry counts (default {FULL_SIZES}; --quick: {QUICK_SIZES})")
    ap.add_argument("--quick", action="store_true", help="1k + 10k, 3 repeats, 50 appends")
    ap.add_argument("--repeat", type=int, help="runs per measurement (default 5; --quick 3)")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--import-mem-limit-gb", type=float, default=12.0,
                    help="address-space limit of each import process, so a whole-file import fails cleanly")
    ap.add_argument("--keep-dbs", action="store_true")
    ap.add_argument("--no-write", action="store_true", help="print, but do not write RESULTS.md, results.json or the plot")
    args = ap.parse_args()
    sizes = sorted(parse_size(s) for s in (args.sizes or (QUICK_SIZES if args.quick else FULL_SIZES)).split(","))
    args.repeat = args.repeat or (3 if args.quick else 5)
    args.pi_repeat = args.repeat
    args.append_count = 50 if args.quick else 200
    command = "python benchmarks/compare/run.py" + (" --quick" if args.quick else "") + (
        f" --sizes {args.sizes}" if args.sizes else "") + (f" --repeat {args.repeat}" if "--repeat" in sys.argv else "")
    t_start = time.perf_counter()
    res: dict = {"command": command, "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "seed": args.seed,
                 "generator_version": GENERATOR_VERSION, "repeat": args.repeat, "append_count": args.append_count,
                 "machine": machine(), "sizes": []}
    scratch = default_dir() / f"run-{os.getpid()}"
    scratch.mkdir(parents=True)
    try:
        for n in sizes:
            res["sizes"].append(measure_size(n, args, scratch))
        plan_rows = [r for r in res["sizes"] if "session" in r and r["entries"] <= 100_000]
        if plan_rows:
            r = plan_rows[-1]
            p = sl("plan", r["db"], r["session"], args.repeat)
            res["plan"] = {"entries": r["entries"], **p, **({"ms": med(p["times_ms"])} if "times_ms" in p else {})}
            log(f"plan_compaction at {r['entries']:,}: {res['plan'].get('ms', p.get('error'))}")
        loaded = [r for r in res["sizes"] if "pi_resume_ms" in r and "pi_error" not in r and "session" in r]
        if loaded:
            r = loaded[-1]
            res["memory"] = {"entries": r["entries"], "sessionlog": sl("memory", r["db"], r["session"]),
                             "pi": pi("memory", r["file"])}
            log(f"memory at {r['entries']:,}: {res['memory']}")
        res["append"] = append_bench(args, scratch)
        res["projections"] = projections_bench(5 if args.quick else 50, scratch)
        log(f"projections: {res['projections']}")
    finally:
        if not args.keep_dbs:
            shutil.rmtree(scratch, ignore_errors=True)
    res["seconds"] = time.perf_counter() - t_start
    res["load_end"] = os.getloadavg()
    text = render(res)
    print(text)
    if not args.no_write:
        (HERE / "results.json").write_text(json.dumps(res, indent=1) + "\n")
        plot(res)
        (HERE / "RESULTS.md").write_text(text)
        log(f"wrote {HERE.relative_to(ROOT)}/RESULTS.md, results.json and {PLOT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
