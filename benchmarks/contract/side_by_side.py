"""The storage contract's cost, measured side by side with the commit before it in one sitting.

    python benchmarks/contract/side_by_side.py --rounds 5 [--entries 20000] [--out benchmarks/contract/RESULTS.md]
    python benchmarks/contract/side_by_side.py --new-commit 78d33bc --rounds 5 --out benchmarks/contract/RESULTS.md

``--old`` is a checkout of the previous commit (default ``/tmp/old``, extracted there from 45ce0d6 with
``git archive`` when missing); the new version is this checkout, or ``--new-commit`` extracted the same
way. ``--out`` keeps one section per compared commit in that RESULTS.md. Each measurement
runs in a fresh process with the version under test first on ``PYTHONPATH``, old and new alternating
(old, new, new, old, ...) so the machine's drift over the sitting falls on both alike; the table gives
each version's median and the cost ratio (new time / old time, or old rate / new rate: above 1 the new
code is slower). Only the public API both
versions share is used: ``open_store``, ``import_paths``, ``Session.append`` / ``append_many``,
``Store.view``, ``Session.plan_compaction``, ``Store.export``, ``Store.verify``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
NEW = HERE.parent.parent
sys.path.insert(0, str(HERE.parent / "store"))
from run import generate  # noqa: E402 - the store benchmark's seeded workload (a linear session)

OLD_COMMIT = "45ce0d6"  # the last commit before the storage contract
MEASURES = ("import_mb_s", "open_view_ms", "open_view_compacted_ms", "append_ms", "append_many_per_s",
            "plan_ms", "export_ms", "verify_ms")


def now() -> tuple[float, float]:
    """(wall, this process's CPU time): the CPU time is what the code costs whatever else runs on the
    machine; an fsync's wait is in the wall time only."""
    return time.perf_counter(), time.process_time()


def since(t: tuple[float, float]) -> tuple[float, float]:
    w, c = now()
    return w - t[0], c - t[1]


def child(workdir: str) -> None:
    """One round of every measurement, printed as one JSON object (runs with one version on the path)."""
    import sessionlog
    from sessionlog import open_store

    root = Path(os.environ["PYTHONPATH"]).resolve()
    if not Path(sessionlog.__file__).resolve().is_relative_to(root):  # e.g. an editable install's finder won
        sys.exit(f"measured {sessionlog.__file__}, not the version under test in {root}")

    import_paths = getattr(sessionlog, "import_paths")
    out: dict[str, float] = {}

    def put(key: str, t: tuple[float, float], scale: float = 1000, rate: float | None = None) -> None:
        for suffix, took in zip(("", "_cpu"), since(t)):
            out[key + suffix] = rate / took if rate is not None else took * scale
    data = Path(workdir, "bench.jsonl")
    db = os.path.join(tempfile.mkdtemp(dir=workdir), "s.db")
    store = open_store(db)
    t = now()
    import_paths(store, [data])
    put("import_mb_s", t, rate=data.stat().st_size / 1e6)
    store.close()

    t = now()
    store = open_store(db)
    store.view("bench")
    put("open_view_ms", t)
    session = store.session("bench")
    path = session.path()
    t = now()
    session.plan_compaction()
    put("plan_ms", t)
    session.append_compaction("a summary", path[-40]["id"], 1000)
    store.close()
    t = now()
    store = open_store(db)
    store.view("bench")
    put("open_view_compacted_ms", t)

    session = store.session("bench")
    times: list[tuple[float, float]] = []
    for i in range(200):
        t = now()
        session.append_message({"role": "user", "content": f"one more {i}", "timestamp": i})
        times.append(since(t))
    out["append_ms"] = statistics.median(w for w, _ in times) * 1000
    out["append_ms_cpu"] = statistics.median(c for _, c in times) * 1000
    batch = [{"type": "message", "message": {"role": "user", "content": f"batched {i}", "timestamp": i}}
             for i in range(500)]
    t = now()
    for _ in range(10):
        session.append_many([dict(e, message=dict(e["message"])) for e in batch])
    put("append_many_per_s", t, rate=5000)
    t = now()
    store.export("bench")
    put("export_ms", t)
    t = now()
    assert store.verify().ok
    put("verify_ms", t)
    store.close()
    print(json.dumps(out))


def extract(commit: str, into: Path) -> None:
    """A commit's files, extracted without touching the repository (no worktree, no checkout)."""
    archive = subprocess.run(["git", "-C", str(NEW), "archive", commit], capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)


def run_one(root: Path, workdir: str) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(root)}
    proc = subprocess.run([sys.executable, __file__, "--child", workdir], env=env, capture_output=True, text=True,
                          check=True)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old", type=Path, default=Path("/tmp/old"),
                    help=f"a checkout of the previous commit (made from {OLD_COMMIT} with git archive if missing)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--entries", type=int, default=20000)
    ap.add_argument("--new-commit", help="measure this commit (extracted with git archive) instead of this checkout")
    ap.add_argument("--out", type=Path, help="also write the table as this run's section of this RESULTS.md")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child)
        return
    if not args.old.exists():
        args.old.mkdir(parents=True)
        extract(OLD_COMMIT, args.old)
    new_root = NEW
    if args.new_commit:
        new_root = Path(tempfile.mkdtemp(prefix="sessionlog-sbs-new-"))
        extract(args.new_commit, new_root)
    workdir = tempfile.mkdtemp(prefix="sessionlog-sbs-")
    Path(workdir, "bench.jsonl").write_bytes(generate(args.entries))
    results: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
    order = []
    for r in range(args.rounds):
        order += ["old", "new"] if r % 2 == 0 else ["new", "old"]
    for which in order:
        results[which].append(run_one(args.old if which == "old" else new_root, workdir))
        print(f"{which}: {results[which][-1]}", file=sys.stderr)
    size = Path(workdir, "bench.jsonl").stat().st_size
    lines = [f"{args.entries:,} entries ({size / 1e6:.1f} MB), {args.rounds} rounds each, alternating; medians. "
             "Cost is new / old (for a rate, old / new): above 1 the new code is slower.", "",
             "| measure | old (wall) | new (wall) | cost, wall | cost, CPU time |", "|---|---|---|---|---|"]
    for key in MEASURES:
        costs = []
        for suffix in ("", "_cpu"):
            old = statistics.median(r[key + suffix] for r in results["old"])
            new = statistics.median(r[key + suffix] for r in results["new"])
            costs.append(old / new if key.endswith(("_per_s", "_mb_s")) else new / old)
            if not suffix:
                shown = f"{old:,.2f} | {new:,.2f}"
        lines.append(f"| {key} | {shown} | {costs[0]:.2f} | {costs[1]:.2f} |")
    table = "\n".join(lines)
    print(table)
    if args.out:
        label = args.new_commit or subprocess.run(["git", "-C", str(NEW), "rev-parse", "--short", "HEAD"],
                                                  capture_output=True, text=True, check=True).stdout.strip()
        command = ("python benchmarks/contract/side_by_side.py"
                   + (f" --new-commit {args.new_commit}" if args.new_commit else "")
                   + f" --rounds {args.rounds} --entries {args.entries} --out {args.out.as_posix()}")
        section = SECTION.format(label=label, date=time.strftime("%Y-%m-%d"), command=command,
                                 python=platform.python_version(), cpus=os.cpu_count(),
                                 load=" ".join(f"{x:.1f}" for x in os.getloadavg()), table=table)
        write_section(args.out, label, section)


def write_section(out: Path, label: str, section: str) -> None:
    """RESULTS.md holds one section per compared commit: this run's replaces its own, the others stay."""
    text = out.read_text(encoding="utf-8") if out.exists() else HEADER
    head, *sections = text.split("\n## ")
    kept = {s.split("\n", 1)[0]: "## " + s.rstrip() + "\n" for s in sections}
    kept[f"{label} against {OLD_COMMIT}"] = section.rstrip() + "\n"
    order = list(kept)  # in the order first measured
    out.write_text(head.rstrip() + "\n\n" + "\n".join(kept[k] for k in order), encoding="utf-8")


HEADER = """# The storage contract's cost, side by side with the commit before it

Issue 12 asked that no benchmark be slower after the storage contract, measured side by side with the
commit before it (`45ce0d6`) in one sitting. Each section below is one sitting: each round runs each
version in a fresh process, old and new alternating (old, new, new, old, …), on the same generated
20,000-entry session (benchmarks/store's seeded workload); the table gives medians. The old version is
`45ce0d6` (extracted with `git archive` to `--old`, default `/tmp/old`); the new one is the commit named
(extracted the same way, or this checkout at that commit). Cost is new / old (for a rate, old / new): above 1 the new
code is slower.

How to read it: wall time on this shared 2-core machine drifts by 2x within minutes (an fsync-bound single
append took 0.4 ms in one round and 4 ms in the next), so the CPU-time column — the time the process
itself spent, which other work on the machine moves much less — is the comparison of the code; even it
varies by about ±10% between rounds of the same code here.
"""

SECTION = """## {label} against 45ce0d6

`{command}` ({date}, Python {python}, {cpus} cores, load average {load} at the end: the machine was
shared with other work).

{table}
"""


if __name__ == "__main__":
    main()
