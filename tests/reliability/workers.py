"""Child processes for the reliability tests: each prints one line per acknowledged result and flushes,
so the parent knows exactly what was acknowledged before it killed the child.

    python workers.py append DB SESSION SEED COUNT     sequential appends (single and batched), acks ids
    python workers.py cas DB SESSION TAG COUNT MODE    concurrent appends (MODE: expected | plain), acks ids
    python workers.py read DB SESSION GOFILE           reader: view vs pure view in one snapshot until GOFILE vanishes
    python workers.py compact DB SESSION SEED ROUNDS   appends then compactions, acks batches and compactions
    python workers.py import DB FILE                   one import, prints "start" then "done <session>"
    python workers.py persist DB SESSION rewrite|rotate  one rewrite or rotation, "start" then "done <id>"
    python workers.py create DB GOFILE                 waits for GOFILE, then opens (creates) the store
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sessionlog import open_store  # noqa: E402
from sessionlog.core.errors import HeadConflictError  # noqa: E402
from sessionlog.ops.retry import append_with_retry  # noqa: E402
from sessionlog.core.view import build_view  # noqa: E402


def ack(*values: str) -> None:
    sys.stdout.write(" ".join(values) + "\n")
    sys.stdout.flush()


def planned_batches(seed: int, count: int) -> list[list[str]]:
    """The ids a crash child will append, grouped by transaction (deterministic from the seed)."""
    rng = random.Random(seed)
    batches, i = [], 0
    while i < count:
        size = 1 if rng.random() < 0.6 else rng.randint(2, 5)
        batches.append([f"s{seed}-{j:05d}" for j in range(i, min(count, i + size))])
        i += size
    return batches


def message(entry_id: str, size: int) -> dict:
    return {"type": "message", "id": entry_id,
            "message": {"role": "user", "content": entry_id + " " + "x" * size, "timestamp": 1}}


def do_append(db: str, session: str, seed: int, count: int) -> None:
    store = open_store(db)
    rng = random.Random(seed ^ 0xA5A5)
    for batch in planned_batches(seed, count):
        entries = [message(i, rng.randint(10, 5000)) for i in batch]
        if len(entries) == 1:
            store.append(session, entries[0])
        else:
            store.append_many(session, entries)
        ack(*batch)


def do_cas(db: str, session: str, tag: str, count: int, mode: str) -> None:
    store = open_store(db, busy_timeout=30)
    s = store.session(session)
    for i in range(count):
        entry_id = f"{tag}-{i:04d}"
        if mode == "expected":
            append_with_retry(s, lambda head: {"type": "message", "id": entry_id,
                                               "message": {"role": "user", "content": entry_id, "timestamp": i}},
                              attempts=10_000)
        else:
            s.append({"type": "message", "id": entry_id, "message": {"role": "user", "content": entry_id, "timestamp": i}})
        ack(entry_id)


def do_read(db: str, session: str, gofile: str) -> None:
    store = open_store(db, busy_timeout=30)
    checks = mismatches = 0
    while os.path.exists(gofile) or checks == 0:
        with store.read():
            head = store.head(session)
            entries = store.entries(session)
            view = store.view(session)
        pure = build_view(entries, head) if head is not None else build_view([], None)
        checks += 1
        mismatches += view.to_pi() != pure.to_pi()
    ack("checks", str(checks), "mismatches", str(mismatches))


def do_compact(db: str, session: str, seed: int, rounds: int) -> None:
    """Rounds of 20 appended messages (one batch) then a compaction with the offline summarizer."""
    from sessionlog.core.compaction import CompactionSettings
    from sessionlog.summarizers import get_summarizer

    store = open_store(db)
    s = store.session(session)
    summarizer = get_summarizer("offline")
    rng = random.Random(seed)
    for r in range(rounds):
        batch = []
        for i in range(10):
            batch.append({"type": "message", "id": f"u{seed}-{r}-{i}", "message": {
                "role": "user", "content": f"round {r} step {i}: keep /srv/app/{rng.randint(0, 9999)}.py", "timestamp": i}})
            batch.append({"type": "message", "id": f"a{seed}-{r}-{i}", "message": {
                "role": "assistant", "content": [{"type": "text", "text": "ok " + "z" * rng.randint(100, 3000)}],
                "api": "x", "provider": "p", "model": "m", "stopReason": "stop", "timestamp": i,
                "usage": {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
                          "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}}})
        store.append_many(session, batch)
        ack("batch", *[e["id"] for e in batch])
        entry = s.compact(summarizer, CompactionSettings(keep_recent_tokens=300))
        if entry is not None:  # None: nothing to compact
            ack("compaction", entry["id"])


def do_persist(db: str, session: str, op: str) -> None:
    """One branch-rewrite truncation or one rotation; prints "start" first and "done <result>" after."""
    from sessionlog.ops.forks import rotate
    from sessionlog.core.rewrite import RewriteSettings
    from sessionlog.ops.rewrite import apply_rewrite, plan_session_rewrite

    store = open_store(db)
    ack("start")
    if op == "rewrite":
        plan = plan_session_rewrite(store, session, RewriteSettings(max_chars=300))
        ack("done", apply_rewrite(store, session, plan, expected_head=plan.head))
    else:
        ack("done", rotate(store, session))


def do_import(db: str, path: str) -> None:
    from sessionlog import import_paths

    store = open_store(db)
    ack("start")
    [result] = import_paths(store, [path])
    ack("done", result.session)


def do_create(db: str) -> None:
    ack("ready")  # imported: the parent starts every creator at once (a line on stdin) when all are ready
    sys.stdin.readline()
    store = open_store(db, busy_timeout=30)
    s = store.create_session(cwd="/")
    s.append_message({"role": "user", "content": "hello", "timestamp": 1})
    ack("ok", s.id)


if __name__ == "__main__":
    cmd, *args = sys.argv[1:]
    try:
        if cmd == "append":
            do_append(args[0], args[1], int(args[2]), int(args[3]))
        elif cmd == "cas":
            do_cas(args[0], args[1], args[2], int(args[3]), args[4])
        elif cmd == "read":
            do_read(args[0], args[1], args[2])
        elif cmd == "compact":
            do_compact(args[0], args[1], int(args[2]), int(args[3]))
        elif cmd == "import":
            do_import(args[0], args[1])
        elif cmd == "persist":
            do_persist(args[0], args[1], args[2])
        elif cmd == "create":
            do_create(args[0])
        else:
            raise SystemExit(f"unknown worker {cmd}")
    except HeadConflictError as e:
        ack("conflict", str(e))
        raise SystemExit(3)
