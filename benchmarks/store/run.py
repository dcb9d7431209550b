"""Quick store measurements (the side-by-side comparison with Pi lives in benchmarks/compare/).

    python benchmarks/store/run.py [--entries 20000] [--repeat 5] [--big-entries 100000] [--out FILE]

Prints a Markdown table (and writes it to --out; by default benchmarks/store/RESULTS.md, followed by
the curated before/after record in benchmarks/store/NOTES.md): import
throughput against msgspec's raw decode of the same bytes (the ceiling) and against SQLite's own cost
of writing the same rows (the floor), batched appends of realistic small entries, single durable
appends next to this disk's fsync time (measured alternately, the disk is shared), the view at the
head (time and memory) with and without a compaction bounding the visible tail, opening a store, and
the peak memory of a streamed import of a big file. Medians of --repeat runs.

To measure another version of the package, put it first on the path: ``PYTHONPATH=/tmp/old python
benchmarks/store/run.py --out /tmp/old.md`` (the script's own folder, not the checkout, is first on
``sys.path`` when it runs as a script).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import msgspec

import sessionlog
from sessionlog import open_store
from sessionlog.core.codec import parse_jsonl_text

OUT = Path(__file__).resolve().parent / "RESULTS.md"
NOTES = Path(__file__).resolve().parent / "NOTES.md"  # appended to RESULTS.md: the profile-and-fix record


def generate(n: int, seed: int = 7) -> bytes:
    """A linear Pi v3 session: user / assistant tool call / tool result turns, results 100 B – 50 KB."""
    rng = random.Random(seed)
    lines = [{"type": "session", "version": 3, "id": "bench", "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/b"}]
    parent = None
    for i in range(n):
        kind = i % 3
        if kind == 0:
            message = {"role": "user", "content": f"step {i}: do the next thing", "timestamp": i}
        elif kind == 1:
            message = {"role": "assistant", "content": [{"type": "toolCall", "id": f"c{i}", "name": "read",
                                                          "arguments": {"path": f"src/{i}.py"}}],
                       "api": "a", "provider": "p", "model": "m", "stopReason": "toolUse", "timestamp": i,
                       "usage": {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
                                 "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}}
        else:
            size = int(10 ** rng.uniform(2, 4.7))
            message = {"role": "toolResult", "toolCallId": f"c{i - 1}", "toolName": "read",
                       "content": [{"type": "text", "text": "y" * size}], "isError": False, "timestamp": i}
        eid = f"{i:08x}"
        lines.append({"type": "message", "id": eid, "parentId": parent, "timestamp": "2026-01-01T00:00:01.000Z",
                      "message": message})
        parent = eid
    return "".join(json.dumps(x) + "\n" for x in lines).encode()


def small_entries(n: int, start: int) -> list[dict]:
    """Realistic small agent entries, each distinct: a user prompt, an assistant reply with usage, a short
    tool result (100–400 bytes of JSON each)."""
    out = []
    for i in range(start, start + n):
        kind = i % 3
        if kind == 0:
            message = {"role": "user", "content": f"please look at file {i} and fix the failing test", "timestamp": i}
        elif kind == 1:
            message = {"role": "assistant", "content": [{"type": "text", "text": f"Reading src/{i}.py now."}],
                       "api": "a", "provider": "p", "model": "m", "stopReason": "stop", "timestamp": i,
                       "usage": {"input": i, "output": 12, "cacheRead": 0, "cacheWrite": 0, "totalTokens": i + 12,
                                 "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}}
        else:
            message = {"role": "toolResult", "toolCallId": f"c{i}", "toolName": "read",
                       "content": [{"type": "text", "text": f"def f{i}():\n    return {i}\n"}], "isError": False,
                       "timestamp": i}
        out.append({"type": "message", "message": message})
    return out


def median_time(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def import_file(store, path: str) -> None:
    try:
        from sessionlog.ops.imports import import_pi_file
    except ImportError:  # an older version: whole-file import
        from sessionlog.ops.imports import read_pi_file

        store.import_parsed(read_pi_file(path), source=path)
        return
    import_pi_file(store, path)


def sqlite_floor(data: bytes) -> float:
    """Seconds SQLite alone takes to store this file's bodies and rows in a fresh store (precomputed
    bytes and hashes; one transaction, commit, close): what no import can beat."""
    parsed = parse_jsonl_text(data)
    bodies, rows = {}, []
    for seq, entry in enumerate(parsed.entries, start=1):
        payload = {k: v for k, v in entry.items() if k not in ("id", "parentId", "timestamp")}
        body = msgspec.json.encode(payload)
        digest = hashlib.sha256(body).hexdigest()
        bodies[digest] = body
        rows.append(("bench", seq, entry["id"], entry["parentId"], "message", entry["timestamp"], digest, digest,
                     seq - 1 or None, seq - 1, None, None, None, None))
    d = tempfile.mkdtemp()
    open_store(os.path.join(d, "s.db")).close()  # the schema, made by sessionlog
    conn = _raw(os.path.join(d, "s.db"))
    t = time.perf_counter()
    conn.execute("BEGIN IMMEDIATE")
    conn.executemany("INSERT OR IGNORE INTO bodies (hash, data) VALUES (?, ?)", bodies.items())
    conn.executemany("INSERT INTO entries VALUES (" + ", ".join("?" * 14) + ")", rows)
    conn.execute("COMMIT")
    conn.close()
    return time.perf_counter() - t


def append_floor(store, sid: str) -> float:
    """Median seconds SQLite alone takes to insert 5,000 stored entries' rows and bodies (copied from
    ``store``) into a fresh store, one transaction each, with its commit: what no batched append can beat."""
    source = _raw(store.path)
    entries = source.execute("SELECT * FROM entries WHERE session_id = ? ORDER BY seq", (sid,)).fetchall()
    bodies = dict(source.execute("SELECT hash, data FROM bodies").fetchall())
    source.close()
    d = tempfile.mkdtemp()
    open_store(os.path.join(d, "s.db")).close()
    conn = _raw(os.path.join(d, "s.db"))
    times = []
    for start in range(0, len(entries) - 4999, 5000):
        chunk = entries[start:start + 5000]
        t = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.executemany("INSERT OR IGNORE INTO bodies (hash, data) VALUES (?, ?)", ((r[6], bodies[r[6]]) for r in chunk))
        conn.executemany("INSERT INTO entries VALUES (" + ", ".join("?" * 14) + ")", chunk)
        conn.execute("COMMIT")
        times.append(time.perf_counter() - t)
    conn.close()
    return statistics.median(times)


def _raw(path: str):
    """A plain sqlite3 connection to a sessionlog file, set up as the SQLite backend sets up its own
    (WAL, synchronous=FULL, autocommit): the floor measurements time SQLite alone."""
    import sqlite3

    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    return conn


def fsync_ms(d: str, n: int = 20) -> list[float]:
    fd, _ = tempfile.mkstemp(dir=d)
    out = []
    for _ in range(n):
        os.write(fd, b"x" * 100)
        t0 = time.perf_counter()
        os.fsync(fd)
        out.append((time.perf_counter() - t0) * 1000)
    os.close(fd)
    return out


def child(argv: list[str]) -> None:
    """Measurements that need a fresh process (memory): print one JSON object."""
    what, db = argv[0], argv[1]
    statm = lambda: int(open("/proc/self/statm").read().split()[1]) * os.sysconf("SC_PAGE_SIZE")  # noqa: E731

    def hwm() -> int:
        """This process's peak resident size (VmHWM; unlike ru_maxrss, not inherited across fork/exec)."""
        for line in open("/proc/self/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
        raise RuntimeError("no VmHWM in /proc/self/status")

    if what == "view":
        t = time.perf_counter()
        store = open_store(db)
        opened = time.perf_counter() - t
        with store.read() as tx:
            first = next(iter(tx.rows(argv[2]))).id
        store.view(argv[2], first)  # warm up: load the modules a view needs
        base = statm()
        t = time.perf_counter()
        view = store.view(argv[2])
        took = time.perf_counter() - t
        peak = hwm()
        size = len(msgspec.json.encode(view))
        print(json.dumps({"open_ms": opened * 1000, "view_ms": took * 1000, "json_bytes": size,
                          "peak_increase": peak - base}))
    elif what == "import":
        base = hwm()
        store = open_store(db)
        t = time.perf_counter()
        import_file(store, argv[2])
        store.close()
        took = time.perf_counter() - t
        peak = hwm()
        print(json.dumps({"seconds": took, "peak_increase": peak - base}))


def run_child(*args: str) -> dict:
    out = subprocess.run([sys.executable, __file__, "--child", *args], check=True, capture_output=True, text=True,
                         cwd=tempfile.gettempdir())
    return json.loads(out.stdout)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entries", type=int, default=20000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--big-entries", type=int, default=100000, help="entries of the big streamed-import file (0: skip)")
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--child", nargs="+")
    args = ap.parse_args()
    if args.child:
        child(args.child)
        return
    data = generate(args.entries)
    mb = len(data) / 1e6
    rows = []
    work = tempfile.mkdtemp()
    src = os.path.join(work, "bench.jsonl")
    Path(src).write_bytes(data)

    # import: the ceiling (msgspec decode), the floor (SQLite's own writes) and the import, interleaved
    decode_t, floor_t, import_t = [], [], []
    for _ in range(args.repeat):
        t = time.perf_counter()
        [msgspec.json.decode(x) for x in data.split(b"\n") if x]
        decode_t.append(time.perf_counter() - t)
        floor_t.append(sqlite_floor(data))
        d = tempfile.mkdtemp()
        store = open_store(os.path.join(d, "s.db"))
        t = time.perf_counter()
        import_file(store, src)
        store.close()
        import_t.append(time.perf_counter() - t)
    decode, floor, imp = (statistics.median(x) for x in (decode_t, floor_t, import_t))
    rows.append(("msgspec decode of the file (ceiling)", f"{mb / decode:.0f} MB/s"))
    rows.append(("SQLite alone writing its bodies and rows (floor: insert, commit, close)",
                 f"{mb / floor:.0f} MB/s ({100 * decode / floor:.0f}% of the ceiling)"))
    rows.append((f"import of the file ({args.entries:,} entries, {mb:.0f} MB; open, import, close)",
                 f"{mb / imp:.0f} MB/s ({100 * decode / imp:.0f}% of the ceiling, {100 * floor / imp:.0f}% of the floor)"))

    # batched appends: realistic, distinct small entries; and the old benchmark's identical entries
    d = tempfile.mkdtemp()
    store = open_store(os.path.join(d, "s.db"))
    s = store.create_session(cwd="/")
    batches = [small_entries(5000, 5000 * i) for i in range(args.repeat)]
    t = median_time(lambda: store.append_many(s.id, batches.pop()), args.repeat)
    rows.append(("batched append, realistic distinct small entries (5,000 per transaction)", f"{5000 / t:,.0f} entries/s"))
    rows.append(("SQLite alone inserting those entries' rows and bodies (floor, 5,000 per transaction)",
                 f"{5000 / append_floor(store, s.id):,.0f} entries/s"))
    same = [{"type": "message", "message": {"role": "user", "content": "x" * 200, "timestamp": 1}} for _ in range(5000)]
    t = median_time(lambda: store.append_many(s.id, same), args.repeat)
    rows.append(("batched append, 5,000 identical entries per transaction (one shared body)", f"{5000 / t:,.0f} entries/s"))

    # single durable appends and fsync, alternating in rounds (the disk is shared)
    single, fs = [], []
    for i in range(10):
        for _ in range(40):
            t0 = time.perf_counter()
            s.append_message({"role": "user", "content": f"y{i}", "timestamp": 1})
            single.append((time.perf_counter() - t0) * 1000)
        fs.extend(fsync_ms(d))
    sm, fm = statistics.median(single), statistics.median(fs)
    rows.append(("single durable append (synchronous=FULL, one commit each)", f"{sm:.2f} ms median ({sm / fm:.1f}x fsync)"))
    rows.append(("fsync of this disk (same rounds)", f"{fm:.2f} ms median"))
    store.close()

    # the view at the head: time and memory (fresh processes), open time
    d = tempfile.mkdtemp()
    db = os.path.join(d, "s.db")
    store = open_store(db)
    import_file(store, src)
    store.close()
    views = [run_child("view", db, "bench") for _ in range(max(1, args.repeat // 2))]
    v = {k: statistics.median(x[k] for x in views) for k in views[0]}
    rows.append((f"view at the head, no compaction ({args.entries:,} entries visible)", f"{v['view_ms']:.0f} ms"))
    rows.append(("peak memory while building that view / its JSON bytes",
                 f"{v['peak_increase'] / 1e6:.0f} MB / {v['json_bytes'] / 1e6:.0f} MB = "
                 f"{v['peak_increase'] / v['json_bytes']:.1f}x"))
    rows.append((f"open a store holding {args.entries:,} entries", f"{v['open_ms']:.1f} ms"))
    store = open_store(db)
    sess = store.session("bench")
    entries = [e["id"] for e in store.entries("bench")]
    sess.append_compaction("summary", entries[-40], 100)
    sess.append_message({"role": "user", "content": "after", "timestamp": 1})
    bounded = median_time(lambda: store.view("bench"), args.repeat * 4)
    rows.append((f"view at the head after a compaction keeping 40 of {args.entries:,}", f"{bounded * 1000:.1f} ms"))
    store.close()

    if args.big_entries:
        big = os.path.join(work, "big.jsonl")
        Path(big).write_bytes(generate(args.big_entries, seed=11))
        size = os.path.getsize(big)
        got = run_child("import", os.path.join(work, "big.db"), big)
        rows.append((f"import of a {size / 1e6:.0f} MB file ({args.big_entries:,} entries): time, peak memory",
                     f"{got['seconds']:.1f} s ({size / 1e6 / got['seconds']:.0f} MB/s), "
                     f"{got['peak_increase'] / 1e6:.0f} MB peak ({got['peak_increase'] / size:.2f}x the file)"))
        got = run_child("view", os.path.join(work, "big.db"), "bench")
        rows.append((f"open a store holding {args.big_entries + args.entries:,} entries", f"{got['open_ms']:.1f} ms"))
        os.remove(big)

    cmd = " ".join(["python", "benchmarks/store/run.py", *sys.argv[1:]])
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    where = Path(sessionlog.__file__).parent
    text = (f"# Store measurements\n\nCommand: `{cmd}` (package at {where})  \nDate: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; "
            f"Python {platform.python_version()}, SQLite {__import__('sqlite3').sqlite_version}, {os.cpu_count()} cores, "
            f"load average {load} at the end.\n\n"
            "| measurement | result |\n|---|---|\n" + "".join(f"| {a} | {b} |\n" for a, b in rows))
    if args.out == OUT and NOTES.exists():  # the curated record (before/after, profiles) follows the latest run
        text += "\n" + NOTES.read_text(encoding="utf-8")
    args.out.write_text(text)
    print(text)


if __name__ == "__main__":
    main()
