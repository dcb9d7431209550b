"""Reliability trials shared by the CI tests (a fast subset) and the soak runner (``run.py``).

Each trial returns a small record of what was tried and what was lost; the tests assert zero losses,
the runner adds the figures up for ``docs/reliability.md``. Randomness is seeded; kills are SIGKILL.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from sessionlog import open_store

HERE = Path(__file__).resolve().parent
WORKERS = HERE / "workers.py"
sys.path.insert(0, str(HERE.parent))

from workers import planned_batches  # noqa: E402


def spawn(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(WORKERS), *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


@dataclass
class CrashResult:
    acknowledged: int = 0
    lost: int = 0
    partial_batches: int = 0
    verify_failures: int = 0
    next_append_failures: int = 0
    problems: list[str] = field(default_factory=list)


def crash_append_trial(db: str, seed: int, count: int = 60) -> CrashResult:
    """A child appends (single and batched); the parent SIGKILLs it right after a seeded number of
    acknowledgements, i.e. while it is in the middle of its next append."""
    rng = random.Random(seed)
    store = open_store(db)
    session = store.create_session(cwd="/crash").id
    store.close()
    batches = planned_batches(seed, count)
    kill_after = rng.randint(0, len(batches))
    child = spawn("append", db, session, str(seed), str(count))
    acked: list[str] = []
    assert child.stdout is not None
    for _ in range(kill_after):
        line = child.stdout.readline()
        if not line:
            break
        acked.extend(line.split())
    child.send_signal(signal.SIGKILL)
    rest, _ = child.communicate()
    for line in rest.splitlines(keepends=True):
        if line.endswith("\n"):
            acked.extend(line.split())
    return check_after_crash(db, session, batches, acked)


def check_after_crash(db: str, session: str, batches: list[list[str]], acked: list[str]) -> CrashResult:
    result = CrashResult(acknowledged=len(acked))
    store = open_store(db)
    present = [e["id"] for e in store.entries(session)]
    present_set = set(present)
    result.lost = sum(1 for i in acked if i not in present_set)
    for batch in batches:
        inside = sum(1 for i in batch if i in present_set)
        if inside not in (0, len(batch)):
            result.partial_batches += 1
    flat = [i for b in batches for i in b]
    if present != flat[: len(present)]:
        result.problems.append(f"stored ids are not a prefix of the planned sequence: {present[-3:]}")
    report = store.verify(session)
    if not report.ok:
        result.verify_failures += 1
        result.problems.extend(report.problems)
    try:
        store.session(session).append_message({"role": "user", "content": "after the crash", "timestamp": 1})
    except Exception as e:  # noqa: BLE001 - counted, reported
        result.next_append_failures += 1
        result.problems.append(f"next append failed: {e}")
    store.close()
    return result


def crash_compaction_trial(db: str, seed: int, rounds: int = 6) -> CrashResult:
    """A child alternates batches of appends and compaction commits; the parent SIGKILLs it after a
    seeded number of acknowledgements. Afterwards every acknowledged entry and compaction is stored, no
    compaction is half-written, the view at the head builds and equals the pure view, verify passes."""
    from sessionlog.core.view import build_view

    rng = random.Random(seed)
    store = open_store(db)
    session = store.create_session(cwd="/compact").id
    store.close()
    child = spawn("compact", db, session, str(seed), str(rounds))
    kill_after = rng.randint(0, 2 * rounds)
    acked: list[str] = []
    assert child.stdout is not None
    for _ in range(kill_after):
        line = child.stdout.readline()
        if not line:
            break
        acked.extend(line.split()[1:])
    child.send_signal(signal.SIGKILL)
    rest, err = child.communicate()
    acked.extend(x for line in rest.splitlines(keepends=True) if line.endswith("\n") for x in line.split()[1:])
    result = CrashResult(acknowledged=len(acked))
    store = open_store(db)
    entries = store.entries(session)
    ids = {e["id"] for e in entries}
    result.lost = sum(1 for a in acked if a not in ids)
    if not store.verify(session).ok:
        result.verify_failures += 1
        result.problems.extend(store.verify(session).problems)
    head = store.head(session)
    if head is not None and store.view(session).to_pi() != build_view(entries, head).to_pi():
        result.problems.append("store view differs from the pure view after the crash")
    store.close()
    return result


@dataclass
class ImportCrashResult:
    trials: int = 0
    partial: int = 0
    verify_failures: int = 0


def crash_import_trial(db: str, source: Path, expected_entries: int, seed: int) -> ImportCrashResult:
    """Kill an import at a seeded moment: afterwards the session is absent or complete."""
    rng = random.Random(seed)
    child = spawn("import", db, str(source))
    assert child.stdout is not None
    child.stdout.readline()  # "start": the store is open, the import is about to run
    time.sleep(rng.uniform(0, 0.25))  # chooses the kill moment only; every outcome is checked
    child.send_signal(signal.SIGKILL)
    child.communicate()
    result = ImportCrashResult(trials=1)
    store = open_store(db)
    for row in store.sessions():
        if row.entry_count != expected_entries or len(store.entries(row.id)) != expected_entries:
            result.partial += 1
    if not store.verify().ok:
        result.verify_failures += 1
    store.close()
    return result


@dataclass
class ConcurrencyResult:
    writers: int = 0
    appends: int = 0
    lost: int = 0
    silent_forks: int = 0
    reader_checks: int = 0
    reader_mismatches: int = 0
    verify_failures: int = 0


def concurrent_trial(db: str, writers: int, per_writer: int, mode: str) -> ConcurrencyResult:
    """``writers`` processes append to one session and head at once (``mode``: expected | plain) while
    a reader checks that every snapshot's store view equals the pure view of its entries."""
    store = open_store(db)
    session = store.create_session(cwd="/concurrent").id
    store.close()
    gofile = tempfile.mktemp(prefix="sessionlog-go-")
    Path(gofile).write_text("go")
    reader = spawn("read", db, session, gofile)
    children = [spawn("cas", db, session, f"w{n}", str(per_writer), mode) for n in range(writers)]
    acked: list[str] = []
    for child in children:
        out, err = child.communicate()
        acked.extend(line.strip() for line in out.splitlines() if line.strip())
        if child.returncode != 0:
            raise RuntimeError(f"writer failed ({child.returncode}): {err[-2000:]}")
    os.unlink(gofile)
    out, err = reader.communicate()
    if reader.returncode != 0:
        raise RuntimeError(f"reader failed: {err[-2000:]}")
    fields = out.split()
    result = ConcurrencyResult(writers=writers, appends=len(acked),
                               reader_checks=int(fields[1]), reader_mismatches=int(fields[3]))
    store = open_store(db)
    entries = store.entries(session)
    ids = {e["id"] for e in entries}
    result.lost = sum(1 for a in acked if a not in ids)
    children_of: dict[str | None, int] = {}
    for e in entries:
        children_of[e["parentId"]] = children_of.get(e["parentId"], 0) + 1
    result.silent_forks = sum(n - 1 for n in children_of.values() if n > 1)
    result.verify_failures = 0 if store.verify().ok else 1
    store.close()
    return result


def concurrent_create_trial(db: str, processes: int) -> int:
    """Processes open a store file that does not exist yet, all at once (each has imported sessionlog
    and said so; then a line on every stdin starts them); returns how many failed."""
    children = [subprocess.Popen([sys.executable, str(WORKERS), "create", db], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(processes)]
    ready = [child.stdout.readline() for child in children]  # type: ignore[union-attr]
    for child in children:
        child.stdin.write("go\n")  # type: ignore[union-attr]
        child.stdin.flush()  # type: ignore[union-attr]
    failures = 0
    for child, said in zip(children, ready):
        out, err = child.communicate()
        failures += child.returncode != 0 or said != "ready\n" or not out.startswith("ok")
    return failures


def write_generated_session(path: Path, seed: int, entries: int) -> int:
    """A linear v3 Pi session file with ``entries`` entries; returns the count."""
    rng = random.Random(seed)
    lines = [{"type": "session", "version": 3, "id": f"gen-{seed}", "timestamp": "2026-01-01T00:00:00.000Z",
              "cwd": "/gen"}]
    parent = None
    for i in range(entries):
        eid = f"{i:08x}"
        lines.append({"type": "message", "id": eid, "parentId": parent, "timestamp": "2026-01-01T00:00:01.000Z",
                      "message": {"role": "user", "content": "y" * rng.randint(10, 3000), "timestamp": i}})
        parent = eid
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    return entries


@dataclass
class PersistCrashResult:
    trials: int = 0
    partial: int = 0
    changed_views: int = 0
    verify_failures: int = 0


def crash_persist_trial(db: str, source: Path, op: str, seed: int) -> PersistCrashResult:
    """Kill a branch-rewrite truncation or a rotation of a 3,000-entry session at a seeded moment:
    afterwards it happened completely or not at all, the old head's view is unchanged, verify passes."""
    from sessionlog import import_paths

    rng = random.Random(seed)
    store = open_store(db)
    [result] = import_paths(store, [source])
    sid = result.session
    before_entries = store.entries(sid)
    old_head = store.head(sid)
    old_view = store.view(sid).to_pi()
    store.close()
    child = spawn("persist", db, sid, op)
    assert child.stdout is not None
    child.stdout.readline()  # "start"
    time.sleep(rng.uniform(0, 0.4))  # chooses the kill moment only; every outcome is checked
    child.send_signal(signal.SIGKILL)
    child.communicate()
    out = PersistCrashResult(trials=1)
    store = open_store(db)
    entries = store.entries(sid)
    if entries[: len(before_entries)] != before_entries:
        out.partial += 1
    if store.view(sid, old_head).to_pi() != old_view:
        out.changed_views += 1
    if op == "rewrite":
        added = entries[len(before_entries):]
        moved = store.head(sid) != old_head
        if added and not moved or moved and not added:
            out.partial += 1
    else:
        others = [r.id for r in store.sessions() if r.id != sid]
        for other in others:
            if store.view(other).to_pi() != old_view:
                out.partial += 1
        if len(entries) != len(before_entries):
            out.partial += 1
    if not store.verify().ok:
        out.verify_failures += 1
    store.close()
    return out


def write_session_with_big_results(path: Path, seed: int, turns: int = 1000) -> None:
    """A linear session of user / assistant tool call / large tool result turns, for rewrites."""
    rng = random.Random(seed)
    lines = [{"type": "session", "version": 3, "id": f"big-{seed}", "timestamp": "2026-01-01T00:00:00.000Z",
              "cwd": "/big"}]
    parent = None
    usage = {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
             "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}
    for i in range(turns):
        for kind in range(3):
            eid = f"{i:06x}{kind:02x}"
            if kind == 0:
                message = {"role": "user", "content": f"step {i}", "timestamp": i}
            elif kind == 1:
                message = {"role": "assistant", "content": [{"type": "toolCall", "id": f"c{i}", "name": "read",
                           "arguments": {"path": f"f{i}"}}], "api": "a", "provider": "p", "model": "m",
                           "usage": usage, "stopReason": "toolUse", "timestamp": i}
            else:
                message = {"role": "toolResult", "toolCallId": f"c{i}", "toolName": "read", "isError": False,
                           "content": [{"type": "text", "text": "r" * rng.randint(200, 4000)}], "timestamp": i}
            lines.append({"type": "message", "id": eid, "parentId": parent,
                          "timestamp": "2026-01-01T00:00:01.000Z", "message": message})
            parent = eid
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
