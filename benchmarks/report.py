"""Assemble docs/benchmarks.md from each benchmark's RESULTS.md (with --run, run them first).

    python benchmarks/report.py          # re-assemble from the recorded results
    python benchmarks/report.py --run    # run every benchmark, then assemble

Each benchmark writes its own RESULTS.md with the exact command and the machine it ran on; this
script only stitches them together, in a fixed order, under a short introduction.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = [
    ("store", ["benchmarks/store/run.py"]),
    ("projections", ["benchmarks/projections/run.py", "--repeat", "50"]),
    ("fidelity", ["benchmarks/fidelity/run.py"]),
    ("rewrite", ["benchmarks/rewrite/run.py"]),
]
INTRO = """# Benchmarks

Measured on this project's machines (2 cores, 24 GiB), never in unit tests. Each section below is a
benchmark's own `RESULTS.md`, with the command that produced it; `python benchmarks/report.py --run`
re-runs them all and rewrites this page. The side-by-side comparison with Pi and the OpenAI Agents SDK
at 1k–1M entries is not measured yet (it is the benchmarks issue's work).

"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", action="store_true")
    args = ap.parse_args()
    parts = [INTRO]
    for name, command in BENCHMARKS:
        if args.run:
            subprocess.run([sys.executable, *command[0:1], *command[1:]], cwd=ROOT, check=True)
        text = (ROOT / "benchmarks" / name / "RESULTS.md").read_text(encoding="utf-8").strip()
        parts.append("#" + text.replace("\n#", "\n##") + "\n\n")  # demote each page one level
    (ROOT / "docs" / "benchmarks.md").write_text("".join(parts).rstrip() + "\n", encoding="utf-8")
    print("wrote docs/benchmarks.md")


if __name__ == "__main__":
    main()
