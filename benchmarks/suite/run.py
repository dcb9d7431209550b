"""Benchmark: the test suite's own time (target: the whole of `.ci/run` under 15 minutes on a 2-core machine).

    python benchmarks/suite/run.py [--top 15] [--no-write]

Runs the README's test command's pytest part (`python -m pytest -q`) with `CI=true` (the derandomized hypothesis
profile CI uses) and `--durations`, in the installed environment, and records its wall time, its outcome counts and
its slowest tests. `.ci/run` adds the package installs of a fresh machine (a few minutes); the figure here is the part
a change to the tests moves. Run it on an otherwise idle machine: another job on the second core slows every test.
Writes RESULTS.md next to this file unless ``--no-write``.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COMMAND = "python benchmarks/suite/run.py"
BUDGET_S = 15 * 60
_DURATION_RE = re.compile(r"^(\d+\.\d+)s (call|setup|teardown)\s+(.+)$")
_COUNTS_RE = re.compile(r"^=*\s*(\d+ (?:passed|failed).*?) in [\d.]+s")


def run(top: int) -> tuple[float, int, str, list[tuple[float, str, str]]]:
    env = dict(os.environ, CI="true")
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--durations={top}"]
    start = time.monotonic()
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    wall = time.monotonic() - start
    lines = done.stdout.splitlines()
    slowest = [(float(m.group(1)), m.group(2), m.group(3)) for line in lines if (m := _DURATION_RE.match(line.strip()))]
    counts = next((m.group(1) for line in reversed(lines) if (m := _COUNTS_RE.match(line.strip()))), "no summary line")
    return wall, done.returncode, counts, slowest


def render(wall: float, code: int, counts: str, slowest: list[tuple[float, str, str]]) -> str:
    met = "met" if code == 0 and wall < BUDGET_S else "**missed**"
    rows = "\n".join(f"| {s:.1f} s | {phase} | `{test}` |" for s, phase, test in slowest)
    return f"""# The test suite

`{COMMAND}` (`CI=true python -m pytest -q --durations=N` in the installed environment; CPython
{platform.python_version()}, {os.cpu_count()} cores). `.ci/run` adds a fresh machine's installs to this.

Wall time **{wall:.0f} s** ({counts}; exit {code}); budget for the whole of `.ci/run`: {BUDGET_S} s: {met}.

| time | phase | test |
|---|---|---|
{rows}
"""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--top", type=int, default=15, help="how many of the slowest tests to list")
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args(argv)
    text = render(*run(args.top))
    print(text)
    if not args.no_write:
        Path(__file__).with_name("RESULTS.md").write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
