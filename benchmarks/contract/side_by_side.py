"""The storage contract's cost, measured side by side with the commit before it in one sitting.

    python benchmarks/contract/side_by_side.py --old /tmp/old --rounds 3 [--entries 20000]

``--old`` is a checkout of the previous commit (``git worktree add /tmp/old 45ce0d6``). Each measurement
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

MEASURES = ("import_mb_s", "open_view_ms", "open_view_compacted_ms", "append_ms", "append_many_per_s",
            "plan_ms", "export_ms", "verify_ms")


def child(workdir: str) -> None:
    """One round of every measurement, printed as one JSON object (runs with one version on the path)."""
    import sessionlog
    from sessionlog import open_store

    import_paths = getattr(sessionlog, "import_paths")
    out: dict[str, float] = {}
    data = Path(workdir, "bench.jsonl")
    db = os.path.join(tempfile.mkdtemp(dir=workdir), "s.db")
    store = open_store(db)
    t = time.perf_counter()
    import_paths(store, [data])
    out["import_mb_s"] = data.stat().st_size / 1e6 / (time.perf_counter() - t)
    store.close()

    t = time.perf_counter()
    store = open_store(db)
    store.view("bench")
    out["open_view_ms"] = (time.perf_counter() - t) * 1000
    session = store.session("bench")
    path = session.path()
    t = time.perf_counter()
    session.plan_compaction()
    out["plan_ms"] = (time.perf_counter() - t) * 1000
    session.append_compaction("a summary", path[-40]["id"], 1000)
    store.close()
    t = time.perf_counter()
    store = open_store(db)
    store.view("bench")
    out["open_view_compacted_ms"] = (time.perf_counter() - t) * 1000

    session = store.session("bench")
    times = []
    for i in range(200):
        t = time.perf_counter()
        session.append_message({"role": "user", "content": f"one more {i}", "timestamp": i})
        times.append(time.perf_counter() - t)
    out["append_ms"] = statistics.median(times) * 1000
    batch = [{"type": "message", "message": {"role": "user", "content": f"batched {i}", "timestamp": i}}
             for i in range(500)]
    t = time.perf_counter()
    for _ in range(10):
        session.append_many([dict(e, message=dict(e["message"])) for e in batch])
    out["append_many_per_s"] = 5000 / (time.perf_counter() - t)
    t = time.perf_counter()
    store.export("bench")
    out["export_ms"] = (time.perf_counter() - t) * 1000
    t = time.perf_counter()
    assert store.verify().ok
    out["verify_ms"] = (time.perf_counter() - t) * 1000
    store.close()
    print(json.dumps(out))


def run_one(root: Path, workdir: str) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(root)}
    proc = subprocess.run([sys.executable, __file__, "--child", workdir], env=env, capture_output=True, text=True,
                          check=True)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old", type=Path, required=False, help="a checkout of the previous commit")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--entries", type=int, default=20000)
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child)
        return
    workdir = tempfile.mkdtemp(prefix="sessionlog-sbs-")
    Path(workdir, "bench.jsonl").write_bytes(generate(args.entries))
    results: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
    order = []
    for r in range(args.rounds):
        order += ["old", "new"] if r % 2 == 0 else ["new", "old"]
    for which in order:
        results[which].append(run_one(args.old if which == "old" else NEW, workdir))
        print(f"{which}: {results[which][-1]}", file=sys.stderr)
    size = Path(workdir, "bench.jsonl").stat().st_size
    print(f"{args.entries:,} entries ({size / 1e6:.1f} MB), {args.rounds} rounds each, alternating; medians\n")
    print("| measure | old | new | cost new / old |")
    print("|---|---|---|---|")
    for key in MEASURES:
        old = statistics.median(r[key] for r in results["old"])
        new = statistics.median(r[key] for r in results["new"])
        cost = old / new if key.endswith(("_per_s", "_mb_s")) else new / old
        print(f"| {key} | {old:,.2f} | {new:,.2f} | {cost:.2f} |")


if __name__ == "__main__":
    main()
