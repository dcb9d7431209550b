"""Worker processes of the side-by-side benchmarks: one measurement per process, one JSON line out.

    python benchmarks/compare/sl_bench.py import FILE DB [--mem-limit-gb G]
    python benchmarks/compare/sl_bench.py build FILE DB
    python benchmarks/compare/sl_bench.py ceiling FILE
    python benchmarks/compare/sl_bench.py resume DB SESSION REPEAT
    python benchmarks/compare/sl_bench.py memory DB SESSION
    python benchmarks/compare/sl_bench.py plan DB SESSION REPEAT
    python benchmarks/compare/sl_bench.py append DIR COUNT
    python benchmarks/compare/sl_bench.py agents DIR COUNT     (batched add_items; singles are in append)

Only public API is used: ``open_store``, ``sessionlog.ops.imports.import_paths``, ``Store.view``,
``Store.append_many``, ``Session.append_message`` and ``Session.plan_compaction``. Memory is read from
/proc/self/status: the peak (VmHWM) is reset to the current RSS through /proc/self/clear_refs at the
baseline, so "increase" is the peak during the measured step over the resident size before it.
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import statistics
import sys
import time
from pathlib import Path

import msgspec

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.compare.generate import iter_entries  # noqa: E402
from sessionlog import open_store  # noqa: E402
from sessionlog.ops.imports import import_paths  # noqa: E402


def status_kb(field: str) -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"{field} missing from /proc/self/status")


def baseline_rss() -> int:
    """Resident bytes now; also resets VmHWM to it when the kernel allows (clear_refs 5)."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pass
    return status_kb("VmRSS") * 1024


def peak_rss() -> int:
    return status_kb("VmHWM") * 1024


def cmd_import(file: str, db: str, mem_limit_gb: float | None = None) -> dict:
    if mem_limit_gb:
        limit = int(mem_limit_gb * (1 << 30))
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    store = open_store(db)
    base = baseline_rss()
    out: dict = {"bytes": os.path.getsize(file), "mem_limit_gb": mem_limit_gb}
    t0 = time.perf_counter()
    try:
        result = import_paths(store, [file])[0].to_json()
        out.update(seconds=time.perf_counter() - t0, session=result["session"], entries=result["entries"],
                   skipped=len(result["skipped"]), warnings=len(result["warnings"]))
    except MemoryError:
        out["error"] = f"MemoryError: import needed more than the {mem_limit_gb} GB address-space limit"
    except Exception as e:  # recorded, not hidden: the runner prints it
        out["error"] = f"{type(e).__name__}: {e}"[:500]
    out["peak_increase_bytes"] = peak_rss() - base
    store.close()
    return out


def iter_lines(file: str):
    """The file's non-empty lines, read in 64 MB chunks (never the whole file at once)."""
    rest = b""
    with open(file, "rb") as f:
        while chunk := f.read(64 << 20):
            parts = (rest + chunk).split(b"\n")
            rest = parts.pop()
            yield from (line for line in parts if line)
    if rest.strip():
        yield rest


def cmd_build(file: str, db: str, batch: int = 2000) -> dict:
    """Fallback when import fails: the same session streamed in with ``append_many`` (ids, parents and
    timestamps kept), so resume can still be measured on it. Not an import measurement."""
    decode = msgspec.json.Decoder().decode
    store = open_store(db)
    base = baseline_rss()
    t0 = time.perf_counter()
    lines = iter_lines(file)
    header = decode(next(lines))
    sid = store.create_session(header=header).id
    pending, entries = [], 0
    for line in lines:
        pending.append(decode(line))
        if len(pending) == batch:
            store.append_many(sid, pending)
            entries += len(pending)
            pending = []
    if pending:
        store.append_many(sid, pending)
        entries += len(pending)
    out = {"seconds": time.perf_counter() - t0, "session": sid, "entries": entries,
           "peak_increase_bytes": peak_rss() - base}
    store.close()
    return out


def cmd_ceiling(file: str) -> dict:
    """msgspec decoding the same bytes line by line, streamed in 64 MB chunks (the ceiling)."""
    decode = msgspec.json.Decoder().decode
    t0 = time.perf_counter()
    lines = 0
    for line in iter_lines(file):
        decode(line)
        lines += 1
    return {"seconds": time.perf_counter() - t0, "lines": lines, "bytes": os.path.getsize(file)}


def cmd_resume(db: str, sid: str, repeat: int) -> dict:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        store = open_store(db, create=False)
        view = store.view(sid)
        times.append(time.perf_counter() - t0)
        store.close()
    return {"times_ms": [t * 1000 for t in times], "messages": len(view.messages)}


def cmd_memory(db: str, sid: str) -> dict:
    store = open_store(db, create=False)
    base = baseline_rss()
    view = store.view(sid)
    peak = peak_rss()
    return {"baseline_bytes": base, "peak_bytes": peak, "increase_bytes": peak - base,
            "messages": len(view.messages), "view_json_bytes": len(msgspec.json.encode(view.to_pi()))}


def cmd_plan(db: str, sid: str, repeat: int) -> dict:
    store = open_store(db, create=False)
    session = store.session(sid)
    times = []
    plan = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        plan = session.plan_compaction()
        times.append(time.perf_counter() - t0)
    return {"times_ms": [t * 1000 for t in times], "plan": plan is not None}


def realistic_batch(count: int) -> list[dict]:
    """The generator's entries (payloads only: the store assigns id, parent and timestamp)."""
    out = []
    for entry in iter_entries(count + 2):
        if entry["type"] == "message":
            out.append({"type": "message", "message": entry["message"]})
    return out[:count]


def cmd_append(folder: str, count: int) -> dict:
    """Single durable appends, interleaved in blocks of 10 with the fsync probe and with the Agents SDK's
    ``SQLiteSession.add_items`` of one item (so a disk whose speed drifts affects all three alike), then
    batched appends. The probe is os.write of a 100-byte record + os.fsync on a file in the same folder
    (the file grows, as a log's does); ``fdatasync_overwrite_ms`` (pwrite over the same 100 bytes +
    fdatasync, no size change) is reported for context only."""
    from agents.memory import SQLiteSession

    loop = asyncio.new_event_loop()
    agents = SQLiteSession("bench", os.path.join(folder, "agents.db"))
    loop.run_until_complete(agents.add_items([{"role": "user", "content": "start"}]))
    store = open_store(os.path.join(folder, "append.db"))
    session = store.create_session(cwd="/bench")
    session.append_message({"role": "user", "content": "start", "timestamp": 1})
    fd = os.open(os.path.join(folder, "fsync-probe"), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    fd2 = os.open(os.path.join(folder, "fdatasync-probe"), os.O_WRONLY | os.O_CREAT, 0o600)
    os.pwrite(fd2, b"y" * 100, 0)
    os.fsync(fd2)
    out: dict = {"fsync_ms": [], "fdatasync_overwrite_ms": [], "single_ms": [], "agents_single_ms": []}

    def timed(key: str, fn) -> None:
        t0 = time.perf_counter()
        fn()
        out[key].append((time.perf_counter() - t0) * 1000)

    try:
        for block in range(max(1, count // 10)):
            for i in range(10):
                timed("fsync_ms", lambda: (os.write(fd, b"x" * 99 + b"\n"), os.fsync(fd)))
                timed("fdatasync_overwrite_ms", lambda: (os.pwrite(fd2, b"z" * 100, 0), os.fdatasync(fd2)))
            for i in range(10):
                message = {"role": "user", "content": f"message {block}.{i}: " + "x" * 200, "timestamp": 1}
                timed("single_ms", lambda: session.append_message(message))
            for i in range(10):
                item = {"role": "user", "content": f"message {block}.{i}: " + "x" * 200}
                timed("agents_single_ms", lambda: loop.run_until_complete(agents.add_items([item])))
    finally:
        os.close(fd)
        os.close(fd2)
        agents.close()
        loop.close()
    for name, batch in (("small", [{"type": "message", "message": {"role": "user", "content": "x" * 200,
                                                                  "timestamp": 1}} for _ in range(1000)]),
                        ("realistic", realistic_batch(1000))):
        sid = store.create_session(cwd="/bench").id
        store.append_many(sid, batch[:100])  # warm-up
        times = []
        for _ in range(5):
            t0 = time.perf_counter()
            store.append_many(sid, batch)
            times.append(time.perf_counter() - t0)
        out[f"batch_{name}_entries_per_s"] = len(batch) / statistics.median(times)
        out[f"batch_{name}_bytes_per_entry"] = sum(len(msgspec.json.encode(e)) for e in batch) / len(batch)
    store.close()
    return out


def cmd_agents(folder: str, count: int) -> dict:
    from agents.memory import SQLiteSession

    async def run() -> dict:
        session = SQLiteSession("bench", os.path.join(folder, "agents.db"))
        await session.add_items([{"role": "user", "content": "start"}])
        batch = [{"role": "user", "content": "x" * 200} for _ in range(1000)]
        times = []
        for _ in range(5):
            t0 = time.perf_counter()
            await session.add_items(batch)
            times.append(time.perf_counter() - t0)
        conn = session._get_connection()  # only to record the pragmas it runs with
        pragmas = {p: conn.execute(f"PRAGMA {p}").fetchone()[0] for p in ("journal_mode", "synchronous")}
        session.close()
        return {"batch_entries_per_s": len(batch) / statistics.median(times),
                "pragmas": pragmas}

    return asyncio.run(run())


def main() -> None:
    args = sys.argv[1:]
    mode = args[0]
    if mode == "import":
        limit = float(args[args.index("--mem-limit-gb") + 1]) if "--mem-limit-gb" in args else None
        out = cmd_import(args[1], args[2], limit)
    elif mode == "build":
        out = cmd_build(args[1], args[2])
    elif mode == "ceiling":
        out = cmd_ceiling(args[1])
    elif mode == "resume":
        out = cmd_resume(args[1], args[2], int(args[3]))
    elif mode == "memory":
        out = cmd_memory(args[1], args[2])
    elif mode == "plan":
        out = cmd_plan(args[1], args[2], int(args[3]))
    elif mode == "append":
        out = cmd_append(args[1], int(args[2]))
    elif mode == "agents":
        out = cmd_agents(args[1], int(args[2]))
    else:
        raise SystemExit(__doc__)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
