"""Reliability trials through the HTTP service: every writer is an HTTP client of a real ``sessionlog
serve`` process on 127.0.0.1 (an ephemeral port), over the store ``target`` names (the service is
started with ``--db TARGET``: a SQLite file today, a ``postgresql://`` URL when that backend lands).

* ``crash_trial``: clients append single entries and batches with If-Match (and some with ``*``); the
  service is killed (SIGKILL) or stopped (SIGTERM) after a seeded number of acknowledgements, then
  restarted on the same store. Every append that got a 201/200 is stored exactly once, no batch is
  partial, the session is one chain, ``verify`` is ok, the append that was in flight answers 200 on a
  retry exactly when it was stored, and the next append succeeds. After SIGTERM the process exits 0.
* ``service_concurrency.py``: writer *processes* and SSE subscribers that resume with Last-Event-ID.
* ``service_hostile.py`` (and its corpus, ``service_requests.py``): hostile requests, damaged imports,
  mutated append bodies.
* ``sections``: the plan ``run.py --backend service`` runs.

Each trial works in a session of its own, so a shared ``target`` (one PostgreSQL database) is fine.
Every wait is bounded; randomness is seeded; nothing sleeps to time anything.
"""

from __future__ import annotations

import queue
import random
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from sessionlog import open_store  # noqa: E402
from sessionlog.client import ANY, Client, HeadConflict, ServiceError, Unavailable  # noqa: E402
from sessionlog.service.tokens import create_token  # noqa: E402

TIMEOUT = 120.0
"""The bound on every wait of these trials (a start, a stop, a thread, a child, a stream)."""


def make_token(target: str, tenant: str = "acme", scopes: tuple[str, ...] = ("admin",),
               sessions: list[str] | None = None) -> str:
    with open_store(target) as store:
        return create_token(store, tenant=tenant, scopes=scopes, sessions=sessions).token


class Serve:
    """``sessionlog --db TARGET serve --port 0`` as a child process; its stderr is kept (``log``)."""

    def __init__(self, target: str, *args: str) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "sessionlog", "--db", target, "serve", "--port", "0",
                                      *args], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, cwd=ROOT)
        self.lines: list[str] = []
        announced: queue.Queue = queue.Queue()
        self._drain = threading.Thread(target=self._read, args=(announced,), daemon=True)
        self._drain.start()
        try:
            url = announced.get(timeout=TIMEOUT)
        except queue.Empty:
            url = None
        if url is None:
            self.kill()
            raise RuntimeError("sessionlog serve did not start:\n" + self.log())
        self.url: str = url
        try:
            with Client(self.url, timeout=TIMEOUT) as probe:  # the socket listens already: this waits for the app
                probe.health()
        except ServiceError as e:
            self.kill()
            raise RuntimeError(f"sessionlog serve did not become healthy: {e}\n" + self.log()) from e

    def _read(self, announced: queue.Queue) -> None:
        assert self.proc.stderr is not None
        for raw in self.proc.stderr:
            line = raw.decode("utf-8", "replace")
            self.lines.append(line)
            if "listening on http://" in line:
                announced.put(line.split("listening on ", 1)[1].split()[0])
        announced.put(None)

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(TIMEOUT)

    def terminate(self) -> int:
        """SIGTERM and the exit code (-9 if it had to be killed after ``TIMEOUT``)."""
        self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(TIMEOUT)
        except subprocess.TimeoutExpired:
            self.kill()
            return -9

    def log(self) -> str:
        if self.proc.poll() is not None:
            self._drain.join(TIMEOUT)
        return "".join(self.lines)


def log_faults(log: str) -> list[str]:
    """The lines of a service log that must never appear: tracebacks and internal errors."""
    return [line for line in log.splitlines() if "Traceback" in line or "internal error" in line
            or line.startswith("ERROR")]


# ---------------------------------------------------------------- crash (SIGKILL, SIGTERM)
def client_plan(seed: int, client: int, count: int) -> list[list[str]]:
    """The ids one client appends, grouped by request (single entries and batches of 2-5)."""
    rng = random.Random(seed * 1009 + client)
    batches, i = [], 0
    while i < count:
        size = 1 if rng.random() < 0.6 else rng.randint(2, 5)
        batches.append([f"h{seed}-{client}-{j:04d}" for j in range(i, min(count, i + size))])
        i += size
    return batches


def entry(entry_id: str, rng: random.Random) -> dict[str, Any]:
    return {"type": "message", "id": entry_id,
            "message": {"role": "user", "content": entry_id + " " + "x" * rng.randint(10, 3000), "timestamp": 1}}


def body_of(batch: list[str], seed: int) -> Any:
    rng = random.Random(f"{seed}:{batch[0]}")  # the same content on every attempt, the retry after a restart too
    entries = [entry(i, rng) for i in batch]
    return entries[0] if len(entries) == 1 else entries


@dataclass
class CrashResult:
    trials: int = 0
    acknowledged: int = 0
    answered_during_shutdown: int = 0
    in_flight: int = 0
    stored_but_unanswered: int = 0
    lost: int = 0
    duplicates: int = 0
    partial_batches: int = 0
    silent_forks: int = 0
    verify_failures: int = 0
    retry_mismatches: int = 0
    next_append_failures: int = 0
    order_violations: int = 0
    client_errors: int = 0
    bad_exits: int = 0
    log_faults: int = 0
    problems: list[str] = field(default_factory=list)


class _Load:
    """Client threads appending their plans with If-Match (retrying on 412) or ``*``, counting acks."""

    def __init__(self, url: str, secret: str, sid: str, seed: int, clients: int, count: int) -> None:
        self.url, self.secret, self.sid, self.seed = url, secret, sid, seed
        self.plans = [client_plan(seed, n, count) for n in range(clients)]
        self.acked: list[list[list[str]]] = [[] for _ in range(clients)]
        self.in_flight: list[list[str] | None] = [None] * clients
        self.errors: list[str] = []
        self.acks = 0
        self.acks_after_signal = 0
        self.signalled = False
        self.done = 0
        self.changed = threading.Condition()
        self.threads = [threading.Thread(target=self._run, args=(n,), daemon=True) for n in range(clients)]

    def start(self) -> None:
        for t in self.threads:
            t.start()

    def wait_for(self, acks: int) -> None:
        with self.changed:
            self.changed.wait_for(lambda: self.acks >= acks or self.done == len(self.threads), timeout=TIMEOUT)

    def join(self) -> None:
        for t in self.threads:
            t.join(TIMEOUT)
            if t.is_alive():
                self.errors.append("a client did not finish")

    def _run(self, n: int) -> None:
        rng = random.Random(self.seed * 7919 + n)
        head: Any = None
        try:
            with Client(self.url, self.secret, timeout=TIMEOUT) as client:
                for batch in self.plans[n]:
                    cas = rng.random() < 0.8
                    self.in_flight[n] = batch
                    for _ in range(10_000):
                        try:
                            answer = client.append(self.sid, body_of(batch, self.seed), expected=head if cas else ANY)
                            break
                        except HeadConflict as e:  # rebuild from the head the 412 names (no extra read)
                            head = e.head
                    else:
                        self.errors.append(f"client {n}: 10,000 conflicts in a row")
                        return
                    head = answer.head
                    self.in_flight[n] = None
                    with self.changed:
                        self.acked[n].append(batch)
                        self.acks += 1
                        self.acks_after_signal += self.signalled
                        self.changed.notify_all()
        except Unavailable:
            pass  # the service went away: ``in_flight[n]`` may or may not be stored
        except ServiceError as e:
            self.errors.append(f"client {n}: {e}")
        finally:
            with self.changed:
                self.done += 1
                self.changed.notify_all()


def crash_trial(target: str, seed: int, *, kind: str = "kill", clients: int = 3, count: int = 30) -> CrashResult:
    """``kind``: ``kill`` (SIGKILL) or ``term`` (SIGTERM: a graceful stop that must exit 0)."""
    rng = random.Random(seed)
    secret = make_token(target)
    server = Serve(target)
    result = CrashResult(trials=1)
    with Client(server.url, secret, timeout=TIMEOUT) as c:
        sid = c.create_session(cwd=f"/crash/{seed}")
    load = _Load(server.url, secret, sid, seed, clients, count)
    load.start()
    load.wait_for(rng.randint(0, sum(len(p) for p in load.plans)))
    with load.changed:
        load.signalled = True
    if kind == "kill":
        server.kill()
    else:
        code = server.terminate()
        if code != 0:
            result.bad_exits += 1
            result.problems.append(f"exit {code} after SIGTERM")
    load.join()
    faults = log_faults(server.log())
    result.problems.extend(load.errors + faults)
    result.client_errors += len(load.errors)
    result.log_faults += len(faults)
    result.answered_during_shutdown = load.acks_after_signal
    again = Serve(target)
    try:
        check_after_restart(again.url, secret, sid, load, result, target)
    finally:
        code = again.terminate()
        faults = log_faults(again.log())
        result.log_faults += len(faults)
        result.bad_exits += code != 0
        result.problems.extend(faults)
    return result


def stored_ids(client: Client, sid: str) -> list[str]:
    ids: list[str] = []
    after = 0
    while True:
        page = client.entries(sid, after=after, limit=1000)
        ids.extend(item["entry"]["id"] for item in page["entries"])
        if not page["entries"]:
            return ids
        after = page["next"]


def check_after_restart(url: str, secret: str, sid: str, load: _Load, result: CrashResult, target: str) -> None:
    with Client(url, secret, timeout=TIMEOUT) as client:
        ids = stored_ids(client, sid)
        counts: dict[str, int] = {}
        for i in ids:
            counts[i] = counts.get(i, 0) + 1
        acked = [i for batches in load.acked for b in batches for i in b]
        result.acknowledged += len(acked)
        result.lost += sum(1 for i in acked if i not in counts)
        result.duplicates += sum(n - 1 for n in counts.values())
        for n, plan in enumerate(load.plans):
            for batch in plan:
                inside = sum(1 for i in batch if i in counts)
                result.partial_batches += inside not in (0, len(batch))
            mine = [i for i in ids if i.startswith(f"h{load.seed}-{n}-")]
            flat = [i for b in plan for i in b]
            if mine != flat[: len(mine)]:
                result.order_violations += 1
                result.problems.append(f"client {n}: stored ids are not a prefix of its plan")
        with open_store(target) as store:
            entries = store.entries(sid)
            result.silent_forks += sum(1 for a, b in zip(entries, entries[1:]) if b["parentId"] != a["id"])
            report = store.verify(sid)
        if not report.ok:
            result.verify_failures += 1
            result.problems.extend(report.problems[:5])
        for batch in load.in_flight:  # the request whose answer never came: a retry says whether it was stored
            if batch is None:
                continue
            result.in_flight += 1
            was_stored = batch[0] in counts
            result.stored_but_unanswered += was_stored
            try:
                replayed = client.append(sid, body_of(batch, load.seed), expected=ANY).replayed
            except ServiceError as e:
                result.retry_mismatches += 1
                result.problems.append(f"retry of {batch[0]}: {e}")
                continue
            if replayed != was_stored:
                result.retry_mismatches += 1
                result.problems.append(f"retry of {batch[0]}: replayed={replayed} but stored={was_stored}")
        try:
            head = client.head(sid)
            client.append(sid, {"type": "message", "id": f"after-{load.seed}", "message": {
                "role": "user", "content": "after the restart", "timestamp": 1}}, expected=head)
        except ServiceError as e:
            result.next_append_failures += 1
            result.problems.append(f"next append: {e}")


def as_figures(result: Any) -> dict[str, int]:
    """A result's counts as the runner's table (``problems`` and ``statuses`` left out)."""
    return {k.replace("_", " "): v for k, v in vars(result).items() if k not in ("problems", "statuses")}


# ---------------------------------------------------------------- the runner's sections (run.py --backend service)
MUST_BE_ZERO = {"lost", "duplicates", "partial batches", "silent forks", "verify failures", "retry mismatches",
                "next append failures", "bad exits", "log faults", "received but unanswered",
                "subscriber gaps or misorders", "answers not a 4xx problem", "store changes by refused requests",
                "awkward id failures", "import rule violations", "mutated append violations", "order violations",
                "client errors", "writer failures", "subscribers that never resumed"}
"""Figures of the service sections that must be 0 (run.py adds them up)."""


def _add(totals: dict[str, int], result: Any, label: str) -> None:
    for k, v in as_figures(result).items():
        totals[k] = totals.get(k, 0) + v
    for line in result.problems:
        print(f"VIOLATION {label}: {line[:300]}", file=sys.stderr)


def run_crash(targets: Any, trials: int, seed: int, kind: str) -> dict[str, int]:
    totals: dict[str, int] = {}
    for i in range(trials):
        _add(totals, crash_trial(targets(f"{kind}{i}"), seed + i, kind=kind), f"{kind} seed {seed + i}")
    unanswered = totals.pop("stored but unanswered", 0)
    if kind == "term":  # a graceful stop answers every request it received
        totals["received but unanswered"] = unanswered
    else:
        totals["in flight, found stored (retry answered 200)"] = unanswered
        totals.pop("answered during shutdown", None)
    return totals


def run_concurrency(targets: Any, rounds: int, per_writer: int, seed: int) -> dict[str, int]:
    from service_concurrency import concurrency_trial

    totals: dict[str, int] = {}
    for i in range(rounds):
        _add(totals, concurrency_trial(targets(f"conc{i}"), seed + i, per_writer=per_writer), f"round {i}")
    totals["writers"] //= max(1, rounds)
    totals["subscribers"] //= max(1, rounds)
    return totals


def run_hostile(targets: Any, mutations: int, seed: int, chunk: int = 500) -> dict[str, int]:
    """The hostile requests and the damaged corpus once, then the mutations in chunks of ``chunk``
    (one service and, by default, one fresh store each)."""
    from service_hostile import hostile_trial

    totals: dict[str, int] = {}
    done, part = 0, 0
    while True:
        n = min(chunk, mutations - done)
        _add(totals, hostile_trial(targets(f"hostile{part}"), mutations=n, seed=seed + done, corpus_too=part == 0),
             f"hostile part {part}")
        done, part = done + n, part + 1
        if done >= mutations:
            return totals


def sections(quick: bool, seed: int, targets: Any, scale: float = 1.0) -> dict[str, tuple[str, Any]]:
    """run.py's plan for ``--backend service``: ``targets(name)`` is the store to serve for one trial (the
    full sizes times ``scale``; ``quick``: a smoke run)."""
    def n(full: int, small: int) -> int:
        return small if quick else max(1, round(full * scale))

    return {
        "crash": ("Service killed (SIGKILL) while HTTP clients append single entries and batches with If-Match",
                  lambda: run_crash(targets, n(150, 3), seed, "kill")),
        "shutdown": ("Service stopped (SIGTERM) while HTTP clients append",
                     lambda: run_crash(targets, n(50, 2), seed, "term")),
        "concurrency": ("Concurrent HTTP writer processes (If-Match with retry on 412, and *) and SSE subscribers "
                        "resuming with Last-Event-ID", lambda: run_concurrency(targets, n(10, 1), n(100, 25), seed)),
        "damaged": ("Damaged and hostile requests over HTTP", lambda: run_hostile(targets, n(3000, 50), seed)),
    }


__all__ = ["CrashResult", "MUST_BE_ZERO", "Serve", "TIMEOUT", "as_figures", "crash_trial", "log_faults", "make_token",
           "sections"]
