"""Quick store measurements (the side-by-side comparison with Pi is benchmarks' next step).

    python benchmarks/store/run.py [--entries 20000] [--repeat 5]

Prints a Markdown table and writes benchmarks/store/RESULTS.md: import throughput against msgspec's
raw decode of the same bytes (the ceiling), batched and single durable appends, and the view at the
head with and without a compaction bounding the visible tail. Medians of --repeat runs.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import tempfile
import time
from pathlib import Path

import msgspec

from sessionlog import open_store
from sessionlog.codec import parse_jsonl_text

OUT = Path(__file__).resolve().parent / "RESULTS.md"


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


def median_time(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entries", type=int, default=20000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    data = generate(args.entries)
    mb = len(data) / 1e6
    rows = []
    decode = median_time(lambda: [msgspec.json.decode(x) for x in data.split(b"\n") if x], args.repeat)
    rows.append(("msgspec decode of the file (ceiling)", f"{mb / decode:.0f} MB/s"))

    def do_import():
        d = tempfile.mkdtemp()
        store = open_store(os.path.join(d, "s.db"))
        store.import_parsed(parse_jsonl_text(data), source="bench")
        store.close()

    imp = median_time(do_import, args.repeat)
    rows.append((f"import ({args.entries:,} entries, {mb:.0f} MB)", f"{mb / imp:.0f} MB/s ({100 * decode / imp:.0f}% of the ceiling)"))

    d = tempfile.mkdtemp()
    store = open_store(os.path.join(d, "s.db"))
    s = store.create_session(cwd="/")
    batch = [{"type": "message", "message": {"role": "user", "content": "x" * 200, "timestamp": 1}} for _ in range(5000)]
    t = median_time(lambda: store.append_many(s.id, batch), 3)
    rows.append(("batched append (5,000 per transaction)", f"{5000 / t:,.0f} entries/s"))
    single = []
    for _ in range(200):
        t0 = time.perf_counter()
        s.append_message({"role": "user", "content": "y", "timestamp": 1})
        single.append(time.perf_counter() - t0)
    rows.append(("single durable append (synchronous=FULL)", f"{statistics.median(single) * 1000:.2f} ms median"))
    fd, name = tempfile.mkstemp(dir=d)
    fs = []
    for _ in range(50):
        os.write(fd, b"x" * 100)
        t0 = time.perf_counter()
        os.fsync(fd)
        fs.append(time.perf_counter() - t0)
    rows.append(("fsync of this disk (for scale)", f"{statistics.median(fs) * 1000:.2f} ms median"))
    store.close()

    d = tempfile.mkdtemp()
    store = open_store(os.path.join(d, "s.db"))
    store.import_parsed(parse_jsonl_text(data), source="bench")
    full = median_time(lambda: store.view("bench"), args.repeat)
    rows.append((f"view at the head, no compaction ({args.entries:,} entries visible)", f"{full * 1000:.0f} ms"))
    sess = store.session("bench")
    entries = [e["id"] for e in store.entries("bench")]
    sess.append_compaction("summary", entries[-40], 100)
    sess.append_message({"role": "user", "content": "after", "timestamp": 1})
    bounded = median_time(lambda: store.view("bench"), args.repeat * 4)
    rows.append((f"view at the head after a compaction keeping 40 of {args.entries:,}", f"{bounded * 1000:.1f} ms"))
    store.close()

    cmd = f"python benchmarks/store/run.py --entries {args.entries} --repeat {args.repeat}"
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    text = (f"# Store quick measurements\n\nCommand: `{cmd}`  \nDate: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; "
            f"Python {platform.python_version()}, {os.cpu_count()} cores, load average {load} at the end.\n\n"
            "| measurement | result |\n|---|---|\n" + "".join(f"| {a} | {b} |\n" for a, b in rows))
    OUT.write_text(text)
    print(text)


if __name__ == "__main__":
    main()
