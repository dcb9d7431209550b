"""PostgreSQL side by side: sessionlog on PostgreSQL, sessionlog on SQLite, and the OpenAI Agents SDK's
``SQLAlchemySession`` on the same PostgreSQL server.

    python benchmarks/postgres/run.py                  # writes benchmarks/postgres/RESULTS.md (~10 min)
    python benchmarks/postgres/run.py --quick          # 10k entries only for resume/import, fewer appends
    SESSIONLOG_BENCH_PG=postgresql://postgres@/postgres?host=/run/postgresql python benchmarks/postgres/run.py

Needs ``pip install -e '.[bench]'`` (psycopg, psycopg-pool, SQLAlchemy with asyncio, the pinned Agents
SDK). Without ``SESSIONLOG_BENCH_PG`` it starts a throwaway server from Debian's binaries (as the tests
do, ``tests/pgserver.py``) but with ``fsync=on`` and ``synchronous_commit=on``: every acknowledged
append here is durable. Measured: single durable append p50/p99 (interleaved in blocks of 10 so drift
hits all alike); throughput of 1, 4 and 8 writer processes on distinct sessions and on one contended
session (plain appends: each after the head, serialised by the session lock); resume (open + view at
the head) at 10k and 100k entries of the Pi workload generator (``benchmarks/compare/generate.py``,
a compaction every ~2,000 entries); import MB/s (COPY on PostgreSQL). The SDK's resume is
``get_items(limit=2040)``, the latest items as many as sessionlog's visible tail, since the SDK keeps
no compaction; its import is ``add_items`` in batches of 2,000.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks" / "compare"))

from sessionlog import open_store  # noqa: E402

RESULTS = Path(__file__).with_name("RESULTS.md")
MESSAGE = {"role": "user", "content": "please read the file src/main.py and fix the failing test in tests/" + "x" * 120,
           "timestamp": 1}
VIEW_TAIL = 2040


def log(text: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


# ---------------------------------------------------------------- the server and databases
class Server:
    def __init__(self) -> None:
        import psycopg

        given = os.environ.get("SESSIONLOG_BENCH_PG")
        self.own = None
        if given:
            self.admin = given
        else:
            from pgserver import Server as Throwaway

            self.own = Throwaway(settings={"fsync": "on", "full_page_writes": "on", "synchronous_commit": "on",
                                           "shared_buffers": "512MB", "max_connections": "100"})
            self.admin = self.own.url
        self.conn = psycopg.connect(self.admin, autocommit=True)
        self.version = self.conn.execute("SHOW server_version").fetchone()[0]
        self.settings = {k: self.conn.execute(f"SHOW {k}").fetchone()[0]
                         for k in ("fsync", "synchronous_commit", "shared_buffers", "wal_level")}
        self.made: list[str] = []

    def database(self, name: str) -> str:
        from pgserver import url_for

        self.conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        self.conn.execute(f"CREATE DATABASE {name}")
        self.made.append(name)
        return url_for(self.admin, name)

    def execute(self, url: str, statement: str) -> None:
        import psycopg

        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(statement)

    def close(self) -> None:
        for name in self.made:
            self.conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        self.conn.close()
        if self.own:
            self.own.close()


def sqlalchemy_url(url: str) -> str:
    return url.replace("postgresql://", "postgresql+psycopg://", 1)


class AgentsSession:
    """The Agents SDK's SQLAlchemySession on an event loop of its own, called synchronously."""

    def __init__(self, url: str, session_id: str) -> None:
        from agents.extensions.memory.sqlalchemy_session import SQLAlchemySession
        from sqlalchemy.ext.asyncio import create_async_engine

        self.loop = asyncio.new_event_loop()
        self.engine = create_async_engine(sqlalchemy_url(url), pool_size=2)
        self.session = SQLAlchemySession(session_id, engine=self.engine, create_tables=True)

    def run(self, coroutine: Any) -> Any:
        return self.loop.run_until_complete(coroutine)

    def close(self) -> None:
        self.run(self.engine.dispose())
        self.loop.close()


# ---------------------------------------------------------------- writer processes
def worker(kind: str, target: str, session: str, count: int) -> None:
    """One writer: opens, prints ready, waits for a line on stdin, appends ``count`` times, prints elapsed."""
    if kind == "raw":  # PostgreSQL alone: one INSERT of a row like an entry's, one durable commit each
        import psycopg

        conn = psycopg.connect(target, autocommit=True)
        payload = json.dumps(MESSAGE)
        append = lambda: conn.execute("INSERT INTO raw (session, data) VALUES (%s, %s)", (session, payload))  # noqa: E731
    elif kind == "agents":
        client = AgentsSession(target, session)
        client.run(client.session.add_items([{"role": "user", "content": "warm"}]))
        append = lambda: client.run(client.session.add_items([dict(MESSAGE)]))  # noqa: E731
    else:
        store = open_store(target)
        append = lambda: store.append(session, {"type": "message", "message": dict(MESSAGE)})  # noqa: E731
    print("ready", flush=True)
    sys.stdin.readline()
    t0 = time.perf_counter()
    for _ in range(count):
        append()
    print(json.dumps({"seconds": time.perf_counter() - t0, "count": count}), flush=True)


def throughput(kind: str, target: str, sessions: list[str], count: int) -> float:
    """Appends per second of len(sessions) writer processes started together."""
    children = [subprocess.Popen([sys.executable, __file__, "--worker", kind, target, sid, str(count)],
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for sid in sessions]
    for child in children:
        assert child.stdout.readline().strip() == "ready"
    t0 = time.perf_counter()
    for child in children:
        child.stdin.write("go\n")
        child.stdin.flush()
    done = [json.loads(child.stdout.readline()) for child in children]
    wall = time.perf_counter() - t0
    for child in children:
        child.wait()
    return sum(d["count"] for d in done) / wall


# ---------------------------------------------------------------- measurements
def fsync_probe(folder: Path, rounds: int) -> float:
    path = folder / "fsync-probe"
    times = []
    with open(path, "ab") as f:
        for _ in range(rounds):
            t0 = time.perf_counter()
            f.write(b"x" * 100)
            f.flush()
            os.fsync(f.fileno())
            times.append(time.perf_counter() - t0)
    path.unlink()
    return statistics.median(times)


def single_appends(server: Server, scratch: Path, n: int) -> dict[str, Any]:
    pg = open_store(server.database("bench_single"))
    pg_sid = pg.create_session(cwd="/bench").id
    lite = open_store(scratch / "single.db")
    lite_sid = lite.create_session(cwd="/bench").id
    agents = AgentsSession(server.database("bench_single_agents"), "single")
    agents.run(agents.session.add_items([{"role": "user", "content": "warm"}]))
    for _ in range(20):  # warm up all three (connections, prepared statements)
        pg.append(pg_sid, {"type": "message", "message": dict(MESSAGE)})
        lite.append(lite_sid, {"type": "message", "message": dict(MESSAGE)})
        agents.run(agents.session.add_items([dict(MESSAGE)]))
    times: dict[str, list[float]] = {"postgres": [], "sqlite": [], "agents": [], "fsync": []}
    for _ in range(n // 10):
        for _ in range(10):
            t0 = time.perf_counter()
            pg.append(pg_sid, {"type": "message", "message": dict(MESSAGE)})
            times["postgres"].append(time.perf_counter() - t0)
        for _ in range(10):
            t0 = time.perf_counter()
            lite.append(lite_sid, {"type": "message", "message": dict(MESSAGE)})
            times["sqlite"].append(time.perf_counter() - t0)
        for _ in range(10):
            t0 = time.perf_counter()
            agents.run(agents.session.add_items([dict(MESSAGE)]))
            times["agents"].append(time.perf_counter() - t0)
        times["fsync"].append(fsync_probe(scratch, 10))
    assert pg.verify(pg_sid).ok
    pg.close()
    lite.close()
    agents.close()
    return {k: {"p50": statistics.median(v) * 1e3, "p99": pct(v, 0.99) * 1e3} for k, v in times.items()}


def _cpu_of(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _server_cpu() -> float:
    """CPU seconds used so far by every postgres process on this machine (the server is local)."""
    total = 0.0
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if Path(f"/proc/{entry}/comm").read_text().startswith("postgres"):
                    total += _cpu_of(int(entry))
            except OSError:
                pass
    return total


def cpu_accounting(server: Server, n: int) -> dict[str, Any]:
    """Where one writer's time goes: client CPU, server CPU and the rest (waiting for the commit's WAL
    flush, mostly), per sessionlog append and per bare INSERT + COMMIT."""
    import psycopg

    url = server.database("bench_cpu")
    store = open_store(url, pool_size=1)
    sid = store.create_session(cwd="/cpu").id
    for _ in range(50):
        store.append(sid, {"type": "message", "message": dict(MESSAGE)})
    out = {}
    conn = psycopg.connect(url, autocommit=True)
    conn.execute("CREATE TABLE raw (id bigserial PRIMARY KEY, session text, data text)")
    payload = json.dumps(MESSAGE)
    for name, append in (("sessionlog", lambda: store.append(sid, {"type": "message", "message": dict(MESSAGE)})),
                         ("raw", lambda: conn.execute("INSERT INTO raw (session, data) VALUES (%s, %s)",
                                                      ("s", payload)))):
        s0, c0, w0 = _server_cpu(), time.process_time(), time.perf_counter()
        for _ in range(n):
            append()
        s1, c1, w1 = _server_cpu(), time.process_time(), time.perf_counter()
        out[name] = {"wall_ms": (w1 - w0) / n * 1e3, "client_ms": (c1 - c0) / n * 1e3, "server_ms": (s1 - s0) / n * 1e3}
    conn.close()
    store.close()
    return out


def writers(server: Server, scratch: Path, count: int, rounds: int) -> dict[str, Any]:
    """Appends per second of 1, 4 and 8 writers (distinct sessions, one session) for each system, each
    configuration measured ``rounds`` times, the rounds interleaved so drift hits all alike; medians."""
    configs = []
    for w in (1, 4, 8):
        for shape in ("distinct", "one"):
            url = server.database(f"bench_w{w}_{shape}")
            with open_store(url) as store:
                made = [store.create_session(cwd="/w").id for _ in range(w if shape == "distinct" else 1)]
            configs.append((f"postgres {shape} {w}", "sessionlog", url, made if shape == "distinct" else made * w))
            path = str(scratch / f"w{w}{shape}.db")
            with open_store(path) as store:
                made = [store.create_session(cwd="/w").id for _ in range(w if shape == "distinct" else 1)]
            configs.append((f"sqlite {shape} {w}", "sessionlog", path, made if shape == "distinct" else made * w))
            agents_url = server.database(f"bench_aw{w}_{shape}")
            # The SDK's create_tables is not safe for several processes at once on PostgreSQL (two
            # CREATE TABLE agent_sessions collide: UniqueViolation on pg_type, seen in a run of this
            # benchmark), so its tables are made here first.
            setup = AgentsSession(agents_url, "setup")
            setup.run(setup.session.add_items([{"role": "user", "content": "tables"}]))
            setup.close()
            configs.append((f"agents {shape} {w}", "agents", agents_url,
                            [f"s{i}" for i in range(w)] if shape == "distinct" else ["s0"] * w))
            if shape == "distinct":  # the floor: PostgreSQL alone, one INSERT + COMMIT per append
                raw_url = server.database(f"bench_raw{w}")
                server.execute(raw_url, "CREATE TABLE raw (id bigserial PRIMARY KEY, session text, data text)")
                configs.append((f"raw {shape} {w}", "raw", raw_url, [f"s{i}" for i in range(w)]))
    seen: dict[str, list[float]] = {name: [] for name, *_ in configs}
    for r in range(rounds):
        for name, kind, target, sessions in configs:
            seen[name].append(throughput(kind, target, sessions, count))
        log(f"writers, round {r + 1}: " + ", ".join(f"{k} {v[-1]:.0f}/s" for k, v in seen.items()))
    return {name: statistics.median(values) for name, values in seen.items()}


def resume_and_import(server: Server, scratch: Path, sizes: list[int], repeat: int) -> list[dict[str, Any]]:
    import msgspec
    from generate import ensure_file
    from sessionlog import import_paths

    rows = []
    for n in sizes:
        path, meta = ensure_file(n)
        mb = meta["bytes"] / 1e6
        row: dict[str, Any] = {"entries": n, "mb": mb}
        url = server.database(f"bench_resume_{n}")
        with open_store(url) as store:
            t0 = time.perf_counter()
            [result] = import_paths(store, [path])
            row["pg_import_s"] = time.perf_counter() - t0
            sid = result.session
            row["view_messages"] = len(store.view(sid).to_pi()["messages"])
        from sessionlog.backends.postgres import queries
        from sessionlog.ops.search import search

        bare = server.database(f"bench_bare_{n}")
        saved, queries.search_text = queries.search_text, lambda data: None  # the floor: no search column
        try:
            with open_store(bare) as store:
                t0 = time.perf_counter()
                import_paths(store, [path])
                row["pg_bare_import_s"] = time.perf_counter() - t0
        finally:
            queries.search_text = saved
        lite_path = scratch / f"resume{n}.db"
        with open_store(lite_path) as store:
            t0 = time.perf_counter()
            import_paths(store, [path])
            row["sqlite_import_s"] = time.perf_counter() - t0
            search(store, "refund")  # SQLite indexes lazily: the first search indexes what the import stored
            row["sqlite_indexed_s"] = time.perf_counter() - t0
        row["_targets"] = (url, str(lite_path), sid)
        agents = AgentsSession(server.database(f"bench_agents_{n}"), "resume")
        batch: list[dict[str, Any]] = []
        t0 = time.perf_counter()
        with open(path, "rb") as f:
            next(f)
            for line in f:
                entry = msgspec.json.decode(line)
                batch.append({"role": "user", "content": msgspec.json.encode(entry).decode()})  # same bytes
                if len(batch) == 2000:
                    agents.run(agents.session.add_items(batch))
                    batch = []
        if batch:
            agents.run(agents.session.add_items(batch))
        row["agents_import_s"] = time.perf_counter() - t0
        row["_agents"] = agents
        log(f"{n:,} entries ({mb:.0f} MB): import postgres {mb / row['pg_import_s']:.1f} MB/s, sqlite "
            f"{mb / row['sqlite_import_s']:.1f} MB/s, agents {mb / row['agents_import_s']:.1f} MB/s")
        rows.append(row)
    # Resume, once everything is stored: every size and system in each round, rounds interleaved, so a
    # busy moment of the shared machine hits all of them alike; medians.
    times: dict[tuple[int, str], list[float]] = {}
    for rnd in range(repeat + 1):  # round 0 warms: the pages were last touched by the imports
        for row in rows:
            url, lite, sid = row["_targets"]
            for name, target in (("postgres", url), ("sqlite", lite)):
                t0 = time.perf_counter()
                with open_store(target) as store:
                    store.view(sid)
                if rnd:
                    times.setdefault((row["entries"], name), []).append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            items = row["_agents"].run(row["_agents"].session.get_items(limit=VIEW_TAIL))
            assert len(items) == VIEW_TAIL
            if rnd:
                times.setdefault((row["entries"], "agents"), []).append(time.perf_counter() - t0)
    for row in rows:
        for name, key in (("postgres", "pg_resume_ms"), ("sqlite", "sqlite_resume_ms"), ("agents", "agents_resume_ms")):
            row[key] = statistics.median(times[(row["entries"], name)]) * 1e3
        row.pop("_agents").close()
        row.pop("_targets")
        log(f"{row['entries']:,} entries: resume postgres {row['pg_resume_ms']:.0f} ms, sqlite "
            f"{row['sqlite_resume_ms']:.0f} ms, agents {row['agents_resume_ms']:.0f} ms")
    return rows


# ---------------------------------------------------------------- the report
def report(res: dict[str, Any]) -> str:
    s, w, r = res["single"], res["writers"], res["resume"]
    by = {row["entries"]: row for row in r}
    lines = ["# PostgreSQL side by side: sessionlog on PostgreSQL and on SQLite, and the Agents SDK's SQLAlchemySession",
             "",
             f"Command: `{res['command']}`  ",
             f"Date: {res['date']}; took {res['seconds'] / 60:.0f} min; load average "
             f"{', '.join(f'{x:.1f}' for x in res['load_start'])} at the start, "
             f"{', '.join(f'{x:.1f}' for x in res['load_end'])} at the end.  ",
             f"Machine: {res['nproc']} cores, Python {res['python']}, PostgreSQL {res['pg_version']} "
             f"({', '.join(f'{k}={v}' for k, v in res['pg_settings'].items())}; Unix socket, same machine), "
             f"psycopg {res['psycopg']}, SQLAlchemy {res['sqlalchemy']}, openai-agents {res['openai_agents']}.",
             "",
             "Every sessionlog append on PostgreSQL takes the session's lock, reads the head `FOR UPDATE`, checks "
             "the client id, writes the body (with its searchable text and generated tsvector) and the row with its "
             "chain hash, moves the head by compare-and-swap, logs the move and counts the catalogue, and commits "
             "with `synchronous_commit=on`. `SQLAlchemySession.add_items` locks its session row, inserts the item "
             "and touches the session's time.",
             "", "## Targets", "",
             "| target | measured | wanted | met | ratio |", "|---|---|---|---|---|"]
    targets = []
    if 10_000 in by and 100_000 in by:
        ratio = by[100_000]["pg_resume_ms"] / by[10_000]["pg_resume_ms"]
        targets.append(("resume at 100k entries within 2x of 10k (PostgreSQL)",
                        f"{by[10_000]['pg_resume_ms']:.0f} ms -> {by[100_000]['pg_resume_ms']:.0f} ms", "< 2x",
                        ratio < 2, f"{ratio:.2f}x"))
    scale = w["postgres distinct 8"] / w["postgres distinct 1"]
    targets.append(("8 writers on 8 sessions vs 1 writer (PostgreSQL, group commit)",
                    f"{w['postgres distinct 1']:,.0f}/s -> {w['postgres distinct 8']:,.0f}/s", ">= 3x", scale >= 3,
                    f"{scale:.2f}x"))
    vs = s["postgres"]["p50"] / s["agents"]["p50"]
    targets.append(("single durable append p50 vs SQLAlchemySession.add_items p50 (same server)",
                    f"{s['postgres']['p50']:.2f} ms vs {s['agents']['p50']:.2f} ms", "no slower", vs <= 1,
                    f"{vs:.2f}x"))
    for name, measured, wanted, met, ratio in targets:
        lines.append(f"| {name} | {measured} | {wanted} | {'met' if met else '**missed**'} | {ratio} |")
    lines += ["", "## Single durable append", "",
              f"{res['single_n']} appends of a ~210-byte user message each, one process, interleaved in blocks of 10.",
              "", "| system | p50 | p99 |", "|---|---:|---:|"]
    for key, label in (("postgres", "sessionlog on PostgreSQL"), ("sqlite", "sessionlog on SQLite (synchronous=FULL)"),
                       ("agents", "Agents SDK SQLAlchemySession.add_items on PostgreSQL (psycopg async)"),
                       ("fsync", "this disk's fsync (write + fsync of 100 bytes)")):
        lines.append(f"| {label} | {s[key]['p50']:.2f} ms | {s[key]['p99']:.2f} ms |")
    c = res["cpu"]
    lines += ["", "Where one writer's time goes (one process, one connection, "
              f"{res['cpu_n']} in a row; CPU from /proc of the client and of every postgres process):", "",
              "| per operation | wall | client CPU | server CPU | the rest (waiting: WAL flush, scheduling) |",
              "|---|---:|---:|---:|---:|"]
    for key, label in (("sessionlog", "sessionlog append on PostgreSQL"), ("raw", "PostgreSQL alone: INSERT + COMMIT")):
        rest = c[key]["wall_ms"] - c[key]["client_ms"] - c[key]["server_ms"]
        lines.append(f"| {label} | {c[key]['wall_ms']:.2f} ms | {c[key]['client_ms']:.2f} ms | "
                     f"{c[key]['server_ms']:.2f} ms | {max(rest, 0):.2f} ms |")
    lines += ["", "## Writers", "",
              f"Appends per second of N writer processes started together, {res['writer_count']} appends each "
              "(distinct: one session per writer; one: every writer on the same session); median of "
              f"{res['writer_rounds']} rounds, interleaved.", "",
              "| writers | sessions | sessionlog PostgreSQL | sessionlog SQLite | Agents SDK SQLAlchemySession | "
              "PostgreSQL alone (INSERT + COMMIT) |",
              "|---:|---|---:|---:|---:|---:|"]
    for shape in ("distinct", "one"):
        for n in (1, 4, 8):
            lines.append(f"| {n} | {shape} | {w[f'postgres {shape} {n}']:,.0f}/s | {w[f'sqlite {shape} {n}']:,.0f}/s | "
                         f"{w[f'agents {shape} {n}']:,.0f}/s | {w[f'raw {shape} {n}']:,.0f}/s |" if shape == "distinct"
                         else f"| {n} | {shape} | {w[f'postgres {shape} {n}']:,.0f}/s | {w[f'sqlite {shape} {n}']:,.0f}/s | "
                         f"{w[f'agents {shape} {n}']:,.0f}/s | |")
    lines += ["", "## Resume and import", "",
              "Resume: `open_store(target)` + `Store.view(session)` at the head (median of "
              f"{res['repeat']} rounds over every size and system, interleaved, after a warm-up round); the SDK: `get_items(limit={VIEW_TAIL})`. Import: `import_paths` of the generator's "
              "file into a new database (COPY on PostgreSQL, where each body's search text and generated "
              "tsvector are written with it); *without search*: the same COPY with the search text left empty "
              "(the floor); SQLite indexes for search lazily, so *SQLite + index* adds the first search, "
              "which indexes what the import stored; the SDK: `add_items` of the same JSON lines, 2,000 per call.",
              "",
              "| entries | file | view messages | resume PostgreSQL | resume SQLite | resume SDK | import PostgreSQL | "
              "PostgreSQL without search | import SQLite | SQLite + index | import SDK |",
              "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for row in r:
        mb = row["mb"]
        lines.append(f"| {row['entries']:,} | {mb:.0f} MB | {row['view_messages']} | {row['pg_resume_ms']:.0f} ms | "
                     f"{row['sqlite_resume_ms']:.0f} ms | {row['agents_resume_ms']:.0f} ms | "
                     f"{mb / row['pg_import_s']:.1f} MB/s | {mb / row['pg_bare_import_s']:.1f} MB/s | "
                     f"{mb / row['sqlite_import_s']:.1f} MB/s | {mb / row['sqlite_indexed_s']:.1f} MB/s | "
                     f"{mb / row['agents_import_s']:.1f} MB/s |")
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--worker", nargs=4, metavar=("KIND", "TARGET", "SESSION", "COUNT"))
    ap.add_argument("--out", type=Path, default=RESULTS)
    args = ap.parse_args()
    if args.worker:
        kind, target, session, count = args.worker
        worker(kind, target, session, int(count))
        return
    from importlib.metadata import version

    started, t0 = datetime.now(timezone.utc), time.perf_counter()
    res: dict[str, Any] = {"command": "python benchmarks/postgres/run.py" + (" --quick" if args.quick else ""),
                           "load_start": os.getloadavg(), "nproc": os.cpu_count(), "python": platform.python_version(),
                           "psycopg": version("psycopg"), "sqlalchemy": version("sqlalchemy"),
                           "openai_agents": version("openai-agents")}
    server = Server()
    res["pg_version"], res["pg_settings"] = server.version, server.settings
    scratch = Path(tempfile.mkdtemp(prefix="sessionlog-pg-bench-"))
    try:
        res["single_n"] = 100 if args.quick else 300
        res["single"] = single_appends(server, scratch, res["single_n"])
        log(f"single: {json.dumps(res['single'])}")
        res["cpu_n"] = 300 if args.quick else 1000
        res["cpu"] = cpu_accounting(server, res["cpu_n"])
        log(f"cpu: {json.dumps(res['cpu'])}")
        res["writer_count"], res["writer_rounds"] = (50, 1) if args.quick else (150, 3)
        res["writers"] = writers(server, scratch, res["writer_count"], res["writer_rounds"])
        res["repeat"] = 3 if args.quick else 15
        res["resume"] = resume_and_import(server, scratch, [10_000] if args.quick else [10_000, 100_000],
                                          res["repeat"])
    finally:
        server.close()
        import shutil

        shutil.rmtree(scratch, ignore_errors=True)
    res["seconds"], res["load_end"] = time.perf_counter() - t0, os.getloadavg()
    res["date"] = started.strftime("%Y-%m-%d %H:%M UTC")
    args.out.write_text(report(res), encoding="utf-8")
    args.out.with_suffix(".json").write_text(json.dumps(res, indent=1) + "\n", encoding="utf-8")
    log(f"wrote {args.out}")


if __name__ == "__main__":
    main()
