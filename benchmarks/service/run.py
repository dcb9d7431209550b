"""The HTTP service under load on loopback: append latency against the in-process append, N clients x
M appends, and Server-Sent Events fan-out to 100 subscribers.

    python benchmarks/service/run.py [--appends 400] [--clients 8] [--per-client 100] [--subscribers 100]

The service runs as its own process (``sessionlog serve`` on a free loopback port, durability full,
as deployed); clients run in other processes (``multiprocessing``), so their work does not share the
service's interpreter. Bounded: a few minutes on 2 cores. Measured:

* ``in-process``: ``Store.append`` with a client id and compare-and-swap, one at a time, on its own
  database (the floor an HTTP append adds to);
* ``http, 1 client``: the same appends over HTTP with ``If-Match``, one at a time (the target: p50
  within 2 ms of the in-process p50);
* ``http, N clients``: N processes appending M entries each, each to its own session, and all to one
  shared session with ``Client.append_with_retry`` (it rebuilds from the head each 412 names, with
  jittered backoff): throughput and latency per append (retries included);
* ``sse fan-out``: S subscribers (in 4 processes) on one session while one writer appends entries
  at a steady pace; delivery latency is from the moment the append was acknowledged to the moment a
  subscriber has parsed the event (the target: p99 within 50 ms for 100 subscribers). Clocks are the
  machine's monotonic clock, shared by the processes.

Writes benchmarks/service/RESULTS.md.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import platform
import select
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent / "RESULTS.md"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


# ---------------------------------------------------------------- the service process
class Serve:
    def __init__(self, db: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "sessionlog", "--db", str(db), "serve", "--port", "0",
                                      "--log-level", "warning", "--poll-interval", "0.5"],
                                     cwd=ROOT, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        assert self.proc.stderr is not None
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.proc.stderr], [], [], 1)
            if ready:
                line = self.proc.stderr.readline().decode()
                if "listening on http://" in line:
                    self.url = line.split("listening on ", 1)[1].split()[0]
                    return
                if not line:
                    break
        self.proc.kill()
        raise SystemExit("sessionlog serve did not start")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(60)


def make_token(db: Path) -> str:
    from sessionlog import open_store
    from sessionlog.service.tokens import create_token

    with open_store(db) as store:
        return create_token(store, tenant="bench", scopes=["admin"]).token


def entry(eid: str, n: int) -> dict:
    return {"type": "message", "id": eid, "message": {"role": "user", "content": f"message {n} " + "x" * 200,
                                                      "timestamp": n}}


# ---------------------------------------------------------------- workers (separate processes)
def append_worker(url: str, token: str, sid: str, name: str, count: int, shared: bool, out: mp.Queue) -> None:
    from sessionlog.client import Client, HeadConflict

    latencies, builds = [], 0
    with Client(url, token) as client:
        head = client.head(sid)
        for i in range(count):
            e = entry(f"{name}{i:06d}", i)
            began = time.perf_counter()
            if shared:  # the documented way: rebuild from the head each 412 names, with jittered backoff

                def build(current, e=e):
                    nonlocal builds
                    builds += 1
                    return e

                head = client.append_with_retry(sid, build, attempts=1000, expected=head).head
            else:
                try:
                    head = client.append(sid, e, expected=head).head
                except HeadConflict:
                    raise SystemExit("a session of its own cannot conflict") from None
                builds += 1
            latencies.append(time.perf_counter() - began)
    out.put((latencies, builds - count))


def subscriber_worker(url: str, token: str, sid: str, threads: int, expect: int, ready: mp.Queue,
                      out: mp.Queue) -> None:
    import threading

    from sessionlog.client import Client

    results: list[list[tuple[str, float]]] = [[] for _ in range(threads)]

    def run(k: int) -> None:
        client = Client(url, token, timeout=120)
        seen = 0
        for event in client.events(sid, reconnect=False, timeout=120):
            if event.kind != "entry":
                continue
            if event.data["entry"]["id"] == "probe000":  # the stream is live: tell the writer
                ready.put(1)
                continue
            results[k].append((event.data["entry"]["id"], time.monotonic()))
            seen += 1
            if seen >= expect:
                return

    pool = [threading.Thread(target=run, args=(k,), daemon=True) for k in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join(300)
    out.put(results)


# ---------------------------------------------------------------- measurements
def in_process(db: Path, n: int) -> list[float]:
    from sessionlog import open_store

    latencies = []
    with open_store(db) as store:
        sid = store.create_session(cwd="/bench").id
        head = None
        for i in range(n):
            began = time.perf_counter()
            head = store.append(sid, entry(f"p{i:07d}", i), expected_head=head)["id"]
            latencies.append(time.perf_counter() - began)
    return latencies


def one_client(url: str, token: str, n: int) -> list[float]:
    from sessionlog.client import Client

    latencies = []
    with Client(url, token) as client:
        sid = client.create_session(cwd="/bench")
        head = None
        for i in range(n):
            began = time.perf_counter()
            head = client.append(sid, entry(f"h{i:07d}", i), expected=head).head
            latencies.append(time.perf_counter() - began)
    return latencies


def many_clients(url: str, token: str, clients: int, per_client: int, shared: bool) -> tuple[list[float], int, float]:
    from sessionlog.client import Client

    ctx = mp.get_context("spawn")
    out: mp.Queue = ctx.Queue()
    with Client(url, token) as c:
        sids = [c.create_session(cwd="/bench")] * clients if shared else [
            c.create_session(cwd="/bench") for _ in range(clients)]
    procs = [ctx.Process(target=append_worker, args=(url, token, sids[k], f"c{k:02d}", per_client, shared, out))
             for k in range(clients)]
    began = time.perf_counter()
    for p in procs:
        p.start()
    got = [out.get(timeout=600) for _ in procs]
    elapsed = time.perf_counter() - began
    for p in procs:
        p.join(60)
    latencies = [x for lat, _ in got for x in lat]
    return latencies, sum(c for _, c in got), elapsed


def fan_out(url: str, token: str, subscribers: int, events: int, interval: float) -> tuple[list[float], int, float]:
    from sessionlog.client import Client

    ctx = mp.get_context("spawn")
    ready: mp.Queue = ctx.Queue()
    out: mp.Queue = ctx.Queue()
    groups = 4
    per = [subscribers // groups + (1 if k < subscribers % groups else 0) for k in range(groups)]
    with Client(url, token) as c:
        sid = c.create_session(cwd="/bench")
        procs = [ctx.Process(target=subscriber_worker, args=(url, token, sid, per[k], events, ready, out))
                 for k in range(groups) if per[k]]
        head = c.append(sid, {"type": "custom", "customType": "bench-probe", "id": "probe000"}, expected=None).head
        for p in procs:
            p.start()
        for _ in range(subscribers):  # every subscriber has read the probe: all streams are open
            ready.get(timeout=300)
        acked: dict[str, float] = {}
        for i in range(events):
            began = time.monotonic()
            head = c.append(sid, entry(f"s{i:07d}", i), expected=head).head
            acked[f"s{i:07d}"] = time.monotonic()
            rest = interval - (time.monotonic() - began)
            if rest > 0:
                time.sleep(rest)
        results = [r for _ in procs for r in out.get(timeout=600)]
    for p in procs:
        p.join(60)
    delays = [at - acked[eid] for stream in results for eid, at in stream if eid in acked]
    complete = sum(1 for stream in results if sum(1 for eid, _ in stream if eid in acked) == events)
    return delays, complete, len(results)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--appends", type=int, default=400)
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--per-client", type=int, default=100)
    ap.add_argument("--subscribers", type=int, default=100)
    ap.add_argument("--events", type=int, default=200)
    ap.add_argument("--interval", type=float, default=0.02, help="seconds between the writer's appends")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="sessionlog-service-bench-") as tmp:
        base = in_process(Path(tmp) / "local.db", args.appends)
        db = Path(tmp) / "served.db"
        token = make_token(db)
        serve = Serve(db)
        try:
            one_client(serve.url, token, 20)  # warm up (imports, first connections)
            http1 = one_client(serve.url, token, args.appends)
            distinct, _, distinct_s = many_clients(serve.url, token, args.clients, args.per_client, shared=False)
            shared, conflicts, shared_s = many_clients(serve.url, token, args.clients, args.per_client, shared=True)
            delays, complete, streams = fan_out(serve.url, token, args.subscribers, args.events, args.interval)
        finally:
            serve.stop()
    total = args.clients * args.per_client
    gap = statistics.median(http1) - statistics.median(base)
    p99_delivery = pct(delays, 0.99)
    rows = [
        ("in-process `Store.append` (CAS, durable), one at a time", f"{args.appends}", ms(statistics.median(base)),
         ms(pct(base, 0.99)), f"{len(base) / sum(base):,.0f}/s"),
        ("HTTP append (If-Match), 1 client, one at a time", f"{args.appends}", ms(statistics.median(http1)),
         ms(pct(http1, 0.99)), f"{len(http1) / sum(http1):,.0f}/s"),
        (f"HTTP append, {args.clients} client processes x {args.per_client}, a session each", f"{total}",
         ms(statistics.median(distinct)), ms(pct(distinct, 0.99)), f"{total / distinct_s:,.0f}/s"),
        (f"HTTP append, {args.clients} client processes x {args.per_client}, one shared session (CAS retries: "
         f"{conflicts})", f"{total}", ms(statistics.median(shared)), ms(pct(shared, 0.99)),
         f"{total / shared_s:,.0f}/s"),
    ]
    lines = [
        "# The HTTP service on loopback",
        "",
        "Command: `python benchmarks/service/run.py" + (
            "" if (args.appends, args.clients, args.per_client, args.subscribers, args.events) == (400, 8, 100, 100, 200)
            else f" --appends {args.appends} --clients {args.clients} --per-client {args.per_client} "
                 f"--subscribers {args.subscribers} --events {args.events}") + "`  ",
        f"Date: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; Python {platform.python_version()}, "
        f"{os.cpu_count()} cores; `sessionlog serve` in its own process (durability full, one writer thread), "
        "clients in other processes.",
        "",
        "| appends | count | p50 | p99 | throughput |",
        "|---|---|---|---|---|",
        *[f"| {a} | {b} | {c} | {d} | {e} |" for a, b, c, d, e in rows],
        "",
        f"Server-Sent Events: {streams} subscribers (4 processes) on one session, one writer appending "
        f"{args.events} entries every {args.interval * 1000:.0f} ms; delivery latency from the append's "
        f"acknowledgement to the subscriber having parsed the event: p50 {ms(statistics.median(delays))}, "
        f"p99 {ms(p99_delivery)}, max {ms(max(delays))} over {len(delays):,} deliveries; {complete} of {streams} "
        "subscribers received every entry.",
        "",
        "| target | measured | met? |",
        "|---|---|---|",
        f"| p50 append over HTTP within 2 ms of the in-process append | +{gap * 1000:.2f} ms "
        f"({ms(statistics.median(http1))} vs {ms(statistics.median(base))}) | {'met' if gap <= 0.002 else '**missed**'} |",
        f"| {args.subscribers} subscribers receive each entry within 50 ms, p99 | {ms(p99_delivery)} | "
        f"{'met' if p99_delivery <= 0.050 and complete == streams else '**missed**'} |",
        "",
        "Appends are durable (WAL, `synchronous=FULL`) in every row: the in-process figure is mostly the "
        "commit's fsync, and the HTTP figure adds the request (HTTP/1.1 keep-alive, h11), the token and "
        "tenant checks and the thread hop to the writer. The service commits one append at a time (one "
        "writer thread), so a burst of N clients queues: per-append latency grows with the clients in "
        "flight. On this 2-core machine the client processes compete with the service for the cores and "
        "the service (one event loop parsing HTTP in Python) is CPU-bound before it is commit-bound, "
        "which is why 8 clients get less throughput than one. On one shared session each 412 costs a "
        "round trip and a retry with backoff, which also spaces the requests out (lower p50, longer tail).",
    ]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
