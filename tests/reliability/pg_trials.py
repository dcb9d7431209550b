"""The soak against PostgreSQL (``run.py --backend postgres``): harness.py's crash, concurrency and
damaged-input trials, each on a fresh database of one throwaway server, and the PostgreSQL tamper corpus
(pg_tamper.py).

The server is ``SESSIONLOG_TEST_PG`` (a role that may ``CREATE DATABASE``) or one started from Debian's
binaries for the run (tests/pgserver.py, stopped at the end). Every trial's database is new: ``CREATE
DATABASE`` with a name of a fixed pattern (``sl_soak_<pid>_<n>``) quoted by ``psycopg.sql.Identifier``,
from a template that holds the schema already (fast), or empty for the creation trial (many processes
migrating one new database at once); it is dropped after the trial.

Besides harness.py's one-session concurrency trial, ``distinct_sessions_trial`` runs writers on a session
each with a reader per session (PostgreSQL serialises writers per session, not per store: they must not
interfere). Every wait is bounded (a child's end, a pipe); randomness is seeded; nothing sleeps to time
anything but the seeded kill moments of harness.py's import and rewrite trials.
"""

from __future__ import annotations

import itertools
import os
import random
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent), str(HERE.parents[1])]

import harness  # noqa: E402
import pg_tamper  # noqa: E402
from damage import DEMO, corpus, mutate  # noqa: E402

TIMEOUT = 300
"""The bound on every child of these trials."""


class Cluster:
    """The run's server and its databases (a context manager: the server, if started here, is stopped)."""

    def __init__(self) -> None:
        import psycopg
        from pgserver import provide

        self.admin_url, self.server = provide()
        self.admin = psycopg.connect(self.admin_url, autocommit=True)
        self._names = (f"sl_soak_{os.getpid()}_{n}" for n in itertools.count(1))
        self._template: str | None = None
        self._made: set[str] = set()

    def __enter__(self) -> "Cluster":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _create(self, name: str, template: str | None = None) -> None:
        from psycopg import sql

        query = sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name))
        if template is not None:
            query += sql.SQL(" TEMPLATE {}").format(sql.Identifier(template))
        self.admin.execute(query)
        self._made.add(name)

    def url(self, name: str) -> str:
        return pg_tamper.role_url(self.admin_url, None, name)

    def fresh(self, *, migrated: bool = True) -> str:
        """A new database's URL: with the schema (from the template) or empty (``migrated=False``)."""
        from sessionlog import open_store

        if migrated and self._template is None:
            self._template = next(self._names)
            self._create(self._template)
            open_store(self.url(self._template)).close()
        name = next(self._names)
        self._create(name, self._template if migrated else None)
        return self.url(name)

    def drop(self, url: str) -> None:
        from psycopg import sql

        from pgserver import url_path

        name = url_path(url)
        self.admin.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
        self._made.discard(name)

    def close(self) -> None:
        """Drops every database made here (those given to the service trials too), then the server."""
        for name in sorted(self._made):
            self.drop(self.url(name))
        self.admin.close()
        if self.server is not None:
            self.server.close()


def each(cluster: Cluster, trial: Callable[[str], Any], *, migrated: bool = True) -> Any:
    """``trial(url)`` on a fresh database, dropped after."""
    url = cluster.fresh(migrated=migrated)
    try:
        return trial(url)
    finally:
        cluster.drop(url)


def add(totals: dict[str, int], **figures: int) -> None:
    for k, v in figures.items():
        totals[k] = totals.get(k, 0) + v


def run_crash(cluster: Cluster, trials: int, seed: int) -> dict:
    totals = {"trials": trials}
    for i in range(trials):
        r = each(cluster, lambda url, i=i: harness.crash_append_trial(url, seed + i))
        for p in r.problems:
            print(f"VIOLATION crash seed {seed + i}: {p}", file=sys.stderr)
        add(totals, acknowledged=r.acknowledged, lost=r.lost, **{"partial batches": r.partial_batches,
            "verify failures": r.verify_failures, "next-append failures": r.next_append_failures,
            "problems": len(r.problems)})
    return totals


def run_compaction_crash(cluster: Cluster, trials: int, seed: int) -> dict:
    totals = {"trials": trials}
    for i in range(trials):
        r = each(cluster, lambda url, i=i: harness.crash_compaction_trial(url, seed + i))
        add(totals, acknowledged=r.acknowledged, lost=r.lost, **{"verify failures": r.verify_failures,
                                                                  "problems": len(r.problems)})
    return totals


def run_import_crash(cluster: Cluster, trials: int, seed: int) -> dict:
    totals = {"trials": trials, "partial sessions": 0, "verify failures": 0}
    with tempfile.TemporaryDirectory(prefix="sessionlog-pgsoak-") as d:
        source = Path(d) / "big.jsonl"
        for i in range(trials):
            n = harness.write_generated_session(source, seed + i, 3000)
            r = each(cluster, lambda url, i=i: harness.crash_import_trial(url, source, n, seed + i))
            add(totals, **{"partial sessions": r.partial, "verify failures": r.verify_failures})
    return totals


def distinct_sessions_trial(url: str, writers: int, per_writer: int) -> harness.ConcurrencyResult:
    """``writers`` processes, each appending with an expected head (and retry) to a session of its own,
    and a reader per session comparing every snapshot's store view with the pure view."""
    from sessionlog import open_store

    with open_store(url) as store:
        sessions = [store.create_session(cwd=f"/distinct/{n}").id for n in range(writers)]
    gofile = tempfile.mktemp(prefix="sessionlog-go-")
    Path(gofile).write_text("go")
    readers = [harness.spawn("read", url, sid, gofile) for sid in sessions]
    children = [harness.spawn("cas", url, sid, f"w{n}", str(per_writer), "expected" if n % 2 else "plain")
                for n, sid in enumerate(sessions)]
    result = harness.ConcurrencyResult(writers=writers)
    acked: dict[str, list[str]] = {}
    try:
        for sid, child in zip(sessions, children):
            out, err = child.communicate(timeout=TIMEOUT)
            if child.returncode != 0:
                raise RuntimeError(f"writer failed ({child.returncode}): {err[-2000:]}")
            acked[sid] = [line.strip() for line in out.splitlines() if line.strip()]
    finally:
        os.unlink(gofile)
    for reader in readers:
        out, err = reader.communicate(timeout=TIMEOUT)
        if reader.returncode != 0:
            raise RuntimeError(f"reader failed: {err[-2000:]}")
        fields = out.split()
        result.reader_checks += int(fields[1])
        result.reader_mismatches += int(fields[3])
    with open_store(url) as store:
        for sid in sessions:
            entries = store.entries(sid)
            ids = [e["id"] for e in entries]
            result.appends += len(acked[sid])
            result.lost += sum(1 for a in acked[sid] if a not in set(ids))
            result.lost += len(ids) != len(acked[sid])  # nothing stored that was not acknowledged, nothing twice
            result.silent_forks += sum(e["parentId"] != p for e, p in zip(entries, [None, *ids[:-1]]))
        result.verify_failures = 0 if store.verify().ok else 1
    return result


def run_concurrency(cluster: Cluster, rounds: int, writers: int, per_writer: int, creators: int) -> dict:
    totals = {"rounds": rounds * 3, "writers": writers}
    for _ in range(rounds):
        for mode in ("expected", "plain", "distinct"):
            if mode == "distinct":
                r = each(cluster, lambda url: distinct_sessions_trial(url, writers, per_writer))
            else:
                r = each(cluster, lambda url, mode=mode: harness.concurrent_trial(url, writers, per_writer, mode))
            add(totals, appends=r.appends, lost=r.lost, **{"silent forks": r.silent_forks,
                "reader checks": r.reader_checks, "inconsistent reads": r.reader_mismatches,
                "verify failures": r.verify_failures})
        add(totals, **{"store creations": creators, "creation failures": each(
            cluster, lambda url: harness.concurrent_create_trial(url, creators), migrated=False)})
    return totals


def run_damaged(cluster: Cluster, mutations: int, seed: int, big_line_mb: int) -> dict:
    from test_damaged_input import import_and_check

    violations = "rule violations (tracebacks, changed sources, partial stores)"
    totals = {"inputs": 0, "refused": 0, "imported": 0, violations: 0}
    cases = corpus(big_line_mb) + [(f"mutation {seed + i}", mutate(DEMO.read_bytes(), random.Random(seed + i),
                                                                     1 + (seed + i) % 4)) for i in range(mutations)]
    for name, data in cases:
        totals["inputs"] += 1
        with tempfile.TemporaryDirectory(prefix="sessionlog-pgsoak-") as d:
            try:
                code, _ = each(cluster, lambda url: import_and_check(Path(d), name, data, db=url))
            except AssertionError as e:
                totals[violations] += 1
                print(f"VIOLATION {name}: {str(e)[:300]}", file=sys.stderr)
                continue
        totals["refused" if code else "imported"] += 1
    return totals


def run_tamper(cluster: Cluster) -> dict:
    outcomes = pg_tamper.run_corpus(cluster.admin_url)
    for o in pg_tamper.violations(outcomes):
        print(f"VIOLATION tamper {o}", file=sys.stderr)
    return pg_tamper.figures(outcomes)


MUST_BE_ZERO = {"lost", "partial batches", "verify failures", "next-append failures", "problems", "partial sessions",
                "silent forks", "inconsistent reads", "creation failures",
                "rule violations (tracebacks, changed sources, partial stores)",
                "rewrites of history accepted as the owner or the application role", "unseen changes to history",
                "rule violations (a rewrite not refused by the owner's triggers or the app role's privileges)"}
"""Figures of these sections that must be 0 (run.py adds them up)."""


def sections(cluster: Cluster, quick: bool, seed: int, scale: float) -> dict[str, tuple[str, Any]]:
    """run.py's plan for ``--backend postgres`` (the full sizes times ``scale``; ``quick``: a smoke run)."""
    def n(full: int, small: int) -> int:
        return small if quick else max(1, round(full * scale))

    return {
        "crash": ("Crash (SIGKILL during single and batched appends, a fresh database each)",
                  lambda: run_crash(cluster, n(60, 5), seed)),
        "compaction": ("Crash (SIGKILL during appends and compaction commits)",
                       lambda: run_compaction_crash(cluster, n(15, 2), seed)),
        "import": ("Crash (SIGKILL during a 3,000-entry import)", lambda: run_import_crash(cluster, n(10, 2), seed)),
        "concurrency": ("Concurrent writers (expected-head with retry, and plain; one session, and a session each) "
                        "and readers; many processes opening one new database",
                        lambda: run_concurrency(cluster, n(2, 1), 4, n(50, 20), 8)),
        "damaged": ("Damaged and hostile input imported into PostgreSQL (a fresh database each)",
                    lambda: run_damaged(cluster, n(150, 20), seed, 5 if quick else 20)),
        "tamper": ("Tamper corpus on PostgreSQL (every table × every SQL verb as the owner, the application role, "
                   "and a superuser without triggers)", lambda: run_tamper(cluster)),
    }
