"""What the append-only guards cost on the write path (issue 16: m004_refuse_replace, m006_hashes).

    python benchmarks/store/guards.py [--rounds 10] [--entries 20000]
    PYTHONPATH=/tmp/before python benchmarks/store/guards.py --package-only   # the package before the change

Two measurements, CPU time of this process (``time.process_time``: the machine is shared, and SQLite
runs in-process), medians and bests of ``--rounds`` interleaved rounds:

1. **the triggers alone**: the same code importing a generated file, forking the imported session (every
   body already stored) and appending 4 batches of 5,000 small entries, into stores that differ only in
   their ``<table>_no_replace`` triggers (dropped from a copy);
2. **the package**: the same three operations with whatever ``sessionlog`` is first on the path (run it
   once with the package before the change on ``PYTHONPATH`` and once without, and compare).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run import generate, small_entries  # noqa: E402

import sessionlog  # noqa: E402
from sessionlog import open_store  # noqa: E402
from sessionlog.ops import forks  # noqa: E402
from sessionlog.ops.imports import import_pi_file  # noqa: E402


def measure(db: str, src: str, size: int, entries: int) -> dict[str, float]:
    s = open_store(db)
    t = time.process_time()
    import_pi_file(s, src)
    imported = size / (time.process_time() - t) / 1e6
    sid = s.sessions()[0].id
    t = time.process_time()
    forks.fork(s, sid, s.head(sid))
    forked = entries / (time.process_time() - t)
    sess = s.create_session(cwd="/b")
    batches = [small_entries(5000, i * 5000) for i in range(4)]
    t = time.process_time()
    for batch in batches:
        sess.append_many(batch)
    appended = 20000 / (time.process_time() - t)
    s.close()
    return {"import (MB/s)": imported, "fork, every body already stored (entries/s)": forked,
            "batched append, 5,000 per transaction (entries/s)": appended}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--entries", type=int, default=20000)
    ap.add_argument("--package-only", action="store_true", help="only measurement 2 (for an older package)")
    args = ap.parse_args()
    d = tempfile.mkdtemp(prefix="sessionlog-guards-")
    src = os.path.join(d, "s.jsonl")
    data = generate(args.entries)
    Path(src).write_bytes(data)
    variants = {"package": None}
    if not args.package_only:
        from sessionlog.backends.sqlite.migrations import REPLACE_GUARDED_TABLES

        for name in ("with the m004 triggers", "without them"):
            template = os.path.join(d, f"{len(variants)}.db")
            open_store(template).close()
            if name == "without them":
                with sqlite3.connect(template) as conn:
                    for table in REPLACE_GUARDED_TABLES:
                        conn.execute(f"DROP TRIGGER {table}_no_replace")
            variants[name] = template
    results: dict[str, dict[str, list[float]]] = {name: {} for name in variants}
    for r in range(args.rounds):
        for name in (list(variants) if r % 2 else list(reversed(variants))):
            db = os.path.join(d, f"run-{r}-{len(name)}.db")
            if variants[name] is not None:
                shutil.copy(variants[name], db)
            for key, value in measure(db, src, len(data), args.entries).items():
                results[name].setdefault(key, []).append(value)
            os.remove(db)
    print(f"`python benchmarks/store/guards.py --rounds {args.rounds} --entries {args.entries}` "
          f"({sessionlog.__file__}), {time.strftime('%Y-%m-%d %H:%M')}, load average "
          f"{', '.join(f'{x:.1f}' for x in os.getloadavg())}\n")
    keys = list(next(iter(results.values())))
    print("| store | " + " | ".join(keys) + " |\n|---|" + "---|" * len(keys))
    for name, found in results.items():
        print(f"| {name} | " + " | ".join(f"{statistics.median(found[k]):,.0f} (best {max(found[k]):,.0f})"
                                         if "entries" in k else f"{statistics.median(found[k]):.1f} "
                                         f"(best {max(found[k]):.1f})" for k in keys) + " |")
    shutil.rmtree(d)


if __name__ == "__main__":
    main()
