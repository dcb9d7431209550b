"""The reliability soak: runs every trial many times and prints the figures for docs/reliability.md.

    python tests/reliability/run.py                    # the documented soak (1,000 crash trials, 10,000 damaged inputs)
    python tests/reliability/run.py --quick            # a smoke-sized run
    python tests/reliability/run.py --only tamper --only redaction --only terminal --only special

The hostile sections (tamper.py, hostile.py): the tamper corpus (every table × every SQL verb, with the
database's protections and with its triggers dropped), the redaction corpus planted in every place a
session holds text, hostile terminal content through every human-readable command, and special files.
``--backend`` names the store under test: ``sqlite``; ``postgres`` — the crash, concurrency and
damaged-input trials on a fresh database each and the PostgreSQL tamper corpus (pg_trials.py, pg_tamper.py)
on a throwaway server (tests/pgserver.py) or ``SESSIONLOG_TEST_PG``; or ``service`` — the crash (SIGKILL and
SIGTERM), concurrency and damaged-input trials through ``sessionlog serve`` (service_trials.py,
service_concurrency.py, service_hostile.py):

    python tests/reliability/run.py --backend postgres --scale 0.5      # the full sizes halved
    python tests/reliability/run.py --backend service                   # a fresh SQLite file per trial
    python tests/reliability/run.py --backend service --db postgres     # a fresh PostgreSQL database per trial
    python tests/reliability/run.py --backend service --db TARGET       # every trial on one new store (a URL too)

Exits 1 if anything was lost, forked, partially written, changed or crashed.
"""

from __future__ import annotations

import argparse
import platform
import random
import re
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent), str(HERE.parents[1])]

import harness  # noqa: E402
import hostile  # noqa: E402
import tamper  # noqa: E402
from damage import DEMO, corpus, mutate  # noqa: E402

PENDING: dict[str, str] = {}
"""Backends the soak does not run yet (reported as not run, never as passed): none."""


def tmpdir() -> Path:
    return Path(tempfile.mkdtemp(prefix="sessionlog-soak-"))


def run_crash(trials: int, seed: int) -> dict:
    totals = {"trials": trials, "acknowledged": 0, "lost": 0, "partial batches": 0, "verify failures": 0,
              "next-append failures": 0}
    for i in range(trials):
        r = harness.crash_append_trial(str(tmpdir() / "c.db"), seed + i)
        totals["acknowledged"] += r.acknowledged
        totals["lost"] += r.lost
        totals["partial batches"] += r.partial_batches
        totals["verify failures"] += r.verify_failures
        totals["next-append failures"] += r.next_append_failures
    return totals


def run_compaction_crash(trials: int, seed: int) -> dict:
    totals = {"trials": trials, "acknowledged": 0, "lost": 0, "verify failures": 0, "problems": 0}
    for i in range(trials):
        r = harness.crash_compaction_trial(str(tmpdir() / "k.db"), seed + i)
        totals["acknowledged"] += r.acknowledged
        totals["lost"] += r.lost
        totals["verify failures"] += r.verify_failures
        totals["problems"] += len(r.problems)
    return totals


def run_persist_crash(trials: int, seed: int) -> dict:
    totals = {"trials": trials * 2, "partial operations": 0, "changed views": 0, "verify failures": 0}
    for i in range(trials):
        d = tmpdir()
        harness.write_session_with_big_results(d / "big.jsonl", seed + i)
        for op in ("rewrite", "rotate"):
            r = harness.crash_persist_trial(str(d / f"{op}.db"), d / "big.jsonl", op, seed + i)
            totals["partial operations"] += r.partial
            totals["changed views"] += r.changed_views
            totals["verify failures"] += r.verify_failures
    return totals


def run_import_crash(trials: int, seed: int) -> dict:
    totals = {"trials": trials, "partial sessions": 0, "verify failures": 0}
    for i in range(trials):
        d = tmpdir()
        n = harness.write_generated_session(d / "big.jsonl", seed + i, 3000)
        r = harness.crash_import_trial(str(d / "i.db"), d / "big.jsonl", n, seed + i)
        totals["partial sessions"] += r.partial
        totals["verify failures"] += r.verify_failures
    return totals


def run_concurrency(rounds: int, writers: int, per_writer: int) -> dict:
    totals = {"rounds": rounds * 2, "writers": writers, "appends": 0, "lost": 0, "silent forks": 0,
              "reader checks": 0, "inconsistent reads": 0, "store creations": 0, "creation failures": 0}
    for _ in range(rounds):
        for mode in ("expected", "plain"):
            r = harness.concurrent_trial(str(tmpdir() / "c.db"), writers, per_writer, mode)
            totals["appends"] += r.appends
            totals["lost"] += r.lost
            totals["silent forks"] += r.silent_forks
            totals["reader checks"] += r.reader_checks
            totals["inconsistent reads"] += r.reader_mismatches
        totals["store creations"] += 4
        totals["creation failures"] += harness.concurrent_create_trial(str(tmpdir() / "n.db"), 4)
    return totals


def run_damaged(mutations: int, seed: int, big_line_mb: int) -> dict:
    from test_damaged_input import import_and_check

    totals = {"inputs": 0, "refused": 0, "imported": 0, "rule violations (tracebacks, changed sources, partial stores)": 0}
    cases = corpus(big_line_mb) + [(f"mutation {seed + i}", mutate(DEMO.read_bytes(), random.Random(seed + i),
                                                                     1 + (seed + i) % 4)) for i in range(mutations)]
    for name, data in cases:
        totals["inputs"] += 1
        try:
            code, _ = import_and_check(tmpdir(), name, data)
        except AssertionError as e:
            totals["rule violations (tracebacks, changed sources, partial stores)"] += 1
            print(f"VIOLATION {name}: {str(e)[:300]}", file=sys.stderr)
            continue
        totals["refused" if code else "imported"] += 1
    return totals


def run_tamper() -> dict:
    outcomes = tamper.run_corpus()
    for o in outcomes:
        if o.rewrite or o.result == "unseen":
            print(f"VIOLATION tamper {o}", file=sys.stderr)
    return tamper.figures(outcomes)


def run_redaction(rounds: int, seed: int) -> dict:
    totals = {"sessions": rounds}
    for i in range(rounds):
        hostile.add(totals, hostile.redaction_trial(random.Random(seed + i)))
    return totals


def run_terminal(rounds: int, seed: int) -> dict:
    totals = {"sessions": rounds}
    for i in range(rounds):
        hostile.add(totals, hostile.terminal_trial(random.Random(seed + i), tmpdir()))
    return totals


def run_special(big: bool) -> dict:
    found, lines = hostile.special_file_trials(big)
    for line in lines:
        print(f"  special file: {line}", file=sys.stderr)
    return found


def run_state_machine(examples: int, steps: int) -> dict:
    from hypothesis import settings
    from hypothesis.stateful import run_state_machine_as_test

    import test_state_machine as sm

    sm.STEPS["count"] = 0
    run_state_machine_as_test(sm.StoreMachine, settings=settings(max_examples=examples, stateful_step_count=steps,
                                                                 deadline=None, derandomize=True))
    return {"examples": examples, "steps run": sm.STEPS["count"], "model mismatches": 0}


BAD = {"rewrites of history accepted with the protections on", "unseen changes to history", "leaks (JSONL)",
       "leaks (HTML)", "negatives changed", "invalid redacted files", "outputs with a raw control byte",
       "tracebacks", "hangs"}
"""Figures of the hostile sections that must be 0."""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--seed", type=int, default=20261129)
    ap.add_argument("--only", choices=["crash", "compaction", "persist", "import", "concurrency", "damaged", "model",
                                       "tamper", "redaction", "terminal", "special", "shutdown"], action="append",
                    help="run only these sections (repeatable; shutdown: --backend service only)")
    ap.add_argument("--backend", choices=["sqlite", "postgres", "service", *PENDING], default="sqlite",
                    help="the store under test")
    ap.add_argument("--db", metavar="TARGET", help="--backend service: the store every trial serves (default: a "
                                                   "fresh SQLite file per trial; postgres: a fresh PostgreSQL "
                                                   "database per trial)")
    ap.add_argument("--scale", type=float, default=1.0, help="--backend postgres and service: the full sizes "
                                                             "times this")
    args = ap.parse_args()
    if args.backend in PENDING:
        print(f"not run: {PENDING[args.backend]}", file=sys.stderr)
        return 2
    if args.db and args.backend != "service":
        ap.error("--db is for --backend service")
    q = args.quick
    started = time.time()
    if args.backend == "postgres" or args.db == "postgres":
        import pg_trials

        with pg_trials.Cluster() as cluster:
            if args.backend == "service":
                return run_service(args, started, lambda name: cluster.fresh())
            BAD.update(pg_trials.MUST_BE_ZERO)
            return report(pg_trials.sections(cluster, q, args.seed, args.scale), args, started)
    if args.backend == "service":
        return run_service(args, started, lambda name: args.db or str(tmpdir() / f"{name}.db"))
    plan = {
        "crash": ("Crash (SIGKILL during single and batched appends)", lambda: run_crash(20 if q else 1000, args.seed)),
        "compaction": ("Crash (SIGKILL during appends and compaction commits)",
                       lambda: run_compaction_crash(5 if q else 200, args.seed)),
        "persist": ("Crash (SIGKILL during branch-rewrite truncation and rotation of a 3,000-entry session)",
                    lambda: run_persist_crash(3 if q else 100, args.seed)),
        "import": ("Crash (SIGKILL during a 3,000-entry import)", lambda: run_import_crash(5 if q else 100, args.seed)),
        "concurrency": ("Concurrent writers (expected-head with retry, and plain appends) and readers",
                        lambda: run_concurrency(1 if q else 10, 4, 25 if q else 100)),
        "damaged": ("Damaged and hostile input", lambda: run_damaged(200 if q else 10_000, args.seed, 5 if q else 100)),
        "model": ("Stateful model test", lambda: run_state_machine(10 if q else 200, 30 if q else 50)),
        "tamper": ("Tamper corpus (every table × every SQL verb, protections on and triggers dropped)", run_tamper),
        "redaction": ("Redaction corpus planted in every place a session holds text (JSONL and HTML exports)",
                      lambda: run_redaction(50 if q else 2000, args.seed)),
        "terminal": ("Hostile terminal content through every human-readable command",
                     lambda: run_terminal(3 if q else 100, args.seed)),
        "special": ("Special and endless files given to import", lambda: run_special(not q)),
    }
    return report(plan, args, started)


def run_service(args: argparse.Namespace, started: float, targets) -> int:
    import service_trials

    BAD.update(service_trials.MUST_BE_ZERO)
    return report(service_trials.sections(args.quick, args.seed, targets, args.scale), args, started)


def report(plan: dict, args: argparse.Namespace, started: float) -> int:
    sections = {title: run() for key, (title, run) in plan.items() if not args.only or key in args.only}
    bad = 0
    print(f"sessionlog reliability soak — {time.strftime('%Y-%m-%d')}, {platform.python_version()}, "
          f"backend {args.backend}{' --db ' + re.sub(r'//[^@/]*@', '//', args.db) if args.db else ''}, "
          f"{'quick' if args.quick else 'full'} run, seed {args.seed}, {time.time() - started:.0f} s\n")
    for name, what in PENDING.items():
        print(f"Not run yet ({name}): {what}.\n")
    for title, figures in sections.items():
        print(f"### {title}\n\n| figure | value |\n|---|---|")
        for k, v in figures.items():
            print(f"| {k} | {v:,} |")
            if k in ("lost", "partial batches", "verify failures", "next-append failures", "partial sessions",
                     "silent forks", "inconsistent reads", "creation failures", "model mismatches", "problems", "partial operations", "changed views") or k.startswith("rule") or k in BAD:
                bad += v
        print()
    print("RESULT:", "all held" if bad == 0 else f"{bad} failures")
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
