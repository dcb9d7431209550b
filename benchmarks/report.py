"""Assemble docs/benchmarks.md from each benchmark's RESULTS.md (with --run, run them first).

    python benchmarks/report.py                   # re-assemble from the recorded results
    python benchmarks/report.py --run             # run every benchmark (full side-by-side run ~20 min), then assemble
    python benchmarks/report.py --run --quick     # the side-by-side run at 1k + 10k entries only, few repeats
    python benchmarks/report.py --run --sizes 10k,100k
    python benchmarks/report.py --check           # the page is what the recorded results assemble to (a test runs this)

Each benchmark writes its own RESULTS.md with the exact command and the machine it ran on; this
script only stitches them together, in a fixed order, under a short introduction. The side-by-side
comparison (benchmarks/compare/) comes first: its table of targets (measured, wanted, met or missed,
ratio) is the summary of the whole page. --quick and --sizes only change the side-by-side run.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = [
    ("compare", ["benchmarks/compare/run.py"]),
    ("store", ["benchmarks/store/run.py"]),
    ("projections", ["benchmarks/projections/run.py", "--repeat", "50"]),
    ("fidelity", ["benchmarks/fidelity/run.py"]),
    ("summarizer", ["benchmarks/summarizer/run.py"]),
    ("rewrite", ["benchmarks/rewrite/run.py"]),
    ("postgres", ["benchmarks/postgres/run.py"]),
    ("contract", ["benchmarks/contract/side_by_side.py", "--old", "/tmp/old", "--rounds", "5",
                  "--out", "benchmarks/contract/RESULTS.md"]),
    ("service", ["benchmarks/service/run.py"]),
    ("cli", ["benchmarks/cli/run.py"]),
    ("suite", ["benchmarks/suite/run.py"]),
]
INTRO = """# Benchmarks

Measured on this project's machines (2 cores, 24 GiB), never in unit tests. Each section below is a
benchmark's own `RESULTS.md`, with the command that produced it; `python -m pip install -e '.[bench]'
(matplotlib, the pinned OpenAI Agents SDK, psycopg and SQLAlchemy; Node 20 for Pi; Debian's `postgresql` for
the PostgreSQL section, or `SESSIONLOG_BENCH_PG=URL`) then `python benchmarks/report.py --run`
re-runs them all and rewrites this page (the full side-by-side run with Pi 0.73.1 and the OpenAI
Agents SDK at 1k–1M entries takes ~15–20 minutes and needs ~11 GB of free disk under
`$SESSIONLOG_BENCH_DIR`, default `~/.cache/sessionlog-bench`; `--quick` runs it at 1k and 10k entries
only). The first section's table lists every target with what was measured; the HTTP service's two
targets are in its own section (`benchmarks/service/run.py`, about a minute; the `service` extra), and
the command line's three (a command's start, `tree`/`replay` at 20k entries, the HTML page's load in a
browser) in the last (`benchmarks/cli/run.py`, a few minutes; Chromium through Playwright, the test extra); the
offline summarizer's target on hostile input (every 100 KB case under 2 s) in its own section
(`benchmarks/summarizer/run.py`, about a minute); the test suite's own time against the 15-minute CI budget last
(`benchmarks/suite/run.py`, about eight minutes, on an idle machine).

"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", action="store_true", help="run every benchmark before assembling")
    ap.add_argument("--quick", action="store_true", help="side-by-side run at 1k + 10k entries, few repeats")
    ap.add_argument("--sizes", help="side-by-side run at these entry counts, e.g. 10k,100k")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 if docs/benchmarks.md is not what the recorded results assemble to (drift test)")
    args = ap.parse_args()
    parts = [INTRO]
    for name, command in BENCHMARKS:
        if args.run:
            extra = []
            if name == "compare":
                extra = (["--quick"] if args.quick else []) + (["--sizes", args.sizes] if args.sizes else [])
            subprocess.run([sys.executable, *command, *extra], cwd=ROOT, check=True)
        results = ROOT / "benchmarks" / name / "RESULTS.md"
        if not results.exists():
            parts.append(f"## {name}\n\nNot run yet: `python {' '.join(command)}`.\n\n")
            continue
        text = results.read_text(encoding="utf-8").strip().replace("../../docs/", "")  # links relative to docs/
        parts.append("#" + text.replace("\n#", "\n##") + "\n\n")  # demote each page one level
        missed = ROOT / "benchmarks" / name / "MISSED.md"  # hand-written: why a target is missed
        if missed.exists():
            parts.append("#" + missed.read_text(encoding="utf-8").strip().replace("\n#", "\n##") + "\n\n")
    page = "".join(parts).rstrip() + "\n"
    target = ROOT / "docs" / "benchmarks.md"
    if args.check:
        if not target.exists() or target.read_text(encoding="utf-8") != page:
            sys.exit("docs/benchmarks.md is out of date: run `python benchmarks/report.py`")
        return
    target.write_text(page, encoding="utf-8")
    print("wrote docs/benchmarks.md")


if __name__ == "__main__":
    main()
