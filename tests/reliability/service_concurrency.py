"""Concurrency through the HTTP service: writer *processes* append to one session with If-Match
(retrying on 412 from the head the answer names) and with ``*``, while SSE subscribers read the
session's stream, each dropping its connection at seeded points and resuming with Last-Event-ID.
Checked: nothing acknowledged is lost, nothing forks, every subscriber saw every stored entry and
head move exactly once and in order, ``verify`` passes, the service's log is clean.

    python service_concurrency.py writer URL TOKEN SESSION TAG COUNT SEED   (a writer; prints acks)
"""

from __future__ import annotations

import contextlib
import random
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from service_trials import TIMEOUT, Serve, log_faults, make_token  # noqa: E402
from sessionlog import open_store  # noqa: E402
from sessionlog.client import ANY, Client, HeadConflict, Unavailable  # noqa: E402

SENTINEL = "the-end"


@dataclass
class ConcurrencyResult:
    rounds: int = 0
    writers: int = 0
    appends: int = 0
    conditional_appends: int = 0
    conflicts_retried: int = 0
    lost: int = 0
    silent_forks: int = 0
    subscribers: int = 0
    events_received: int = 0
    resumes_with_last_event_id: int = 0
    subscriber_gaps_or_misorders: int = 0
    subscribers_that_never_resumed: int = 0
    writer_failures: int = 0
    verify_failures: int = 0
    log_faults: int = 0
    problems: list[str] = field(default_factory=list)


class _Subscriber(threading.Thread):
    """Reads the session's stream until the head moves onto the sentinel entry; drops its connection after each seeded
    number of entry events and resumes with the last event id it got."""

    def __init__(self, url: str, secret: str, sid: str, drops: list[int]) -> None:
        super().__init__(daemon=True)
        self.url, self.secret, self.sid, self.drops = url, secret, sid, sorted(drops)
        self.entries: list[tuple[int, str]] = []
        self.heads: list[int] = []
        self.resumes = 0
        self.error: str | None = None

    def run(self) -> None:
        last: str | None = None
        try:
            for _ in range(1000):  # connections: one per drop, and a few for the server's own
                with Client(self.url, self.secret, timeout=TIMEOUT) as client, \
                        contextlib.closing(client.events(self.sid, after=last, reconnect=False,
                                                         timeout=TIMEOUT)) as stream:
                    if last is not None:
                        self.resumes += 1
                    try:
                        for event in stream:
                            last = event.id
                            if event.kind == "head":
                                self.heads.append(event.data["seq"])
                                if event.data["entry"] == SENTINEL:  # the head moved onto the last entry
                                    return
                                continue
                            self.entries.append((event.data["seq"], event.data["entry"]["id"]))
                            if self.drops and len(self.entries) >= self.drops[0]:
                                self.drops.pop(0)
                                break  # drop this connection; the next one resumes at ``last``
                    except Unavailable:
                        continue  # the server dropped us: resume the same way
            self.error = "too many reconnections"
        except Exception as e:  # noqa: BLE001 - reported by the trial
            self.error = f"{type(e).__name__}: {e}"


def spawn_writer(url: str, secret: str, sid: str, tag: str, count: int, seed: int) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, __file__, "writer", url, secret, sid, tag, str(count), str(seed)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def concurrency_trial(target: str, seed: int, *, writers: int = 4, per_writer: int = 50,
                      subscribers: int = 2) -> ConcurrencyResult:
    rng = random.Random(seed)
    secret = make_token(target)
    server = Serve(target)
    result = ConcurrencyResult(rounds=1, writers=writers, subscribers=subscribers)
    try:
        with Client(server.url, secret, timeout=TIMEOUT) as c:
            sid = c.create_session(cwd=f"/concurrent/{seed}")
        total = writers * per_writer
        subs = [_Subscriber(server.url, secret, sid, rng.sample(range(1, total), rng.randint(1, 3)))
                for _ in range(subscribers)]
        for s in subs:
            s.start()
        children = [spawn_writer(server.url, secret, sid, f"w{seed}-{n}", per_writer, seed * 31 + n)
                    for n in range(writers)]
        acked: list[str] = []
        for child in children:
            try:
                out, err = child.communicate(timeout=TIMEOUT * 3)
            except subprocess.TimeoutExpired:
                child.kill()
                out, err = child.communicate()
                result.problems.append("a writer did not finish")  # killed: counted below by its exit code
            for line in out.splitlines():
                kind, value = line.split()
                if kind == "ack":
                    acked.append(value)
                elif kind == "conditional":
                    result.conditional_appends += int(value)
                elif kind == "conflicts":
                    result.conflicts_retried += int(value)
            if child.returncode != 0:
                result.writer_failures += 1
                result.problems.append(f"writer exit {child.returncode}: {err[-500:]}")
        with Client(server.url, secret, timeout=TIMEOUT) as c:
            c.append(sid, {"type": "custom", "customType": "end", "id": SENTINEL}, expected=ANY)
        for s in subs:
            s.join(TIMEOUT)
        result.appends = len(acked)
        with open_store(target) as store:
            entries = store.entries(sid)
            head_log = store.head_log(sid)
            report = store.verify(sid)
        ids = {e["id"] for e in entries}
        result.lost = sum(1 for a in acked if a not in ids)
        parents: dict[Any, int] = {}
        for e in entries:
            parents[e["parentId"]] = parents.get(e["parentId"], 0) + 1
        result.silent_forks = sum(n - 1 for n in parents.values() if n > 1)
        result.verify_failures = 0 if report.ok else 1
        expected_entries = [(n + 1, e["id"]) for n, e in enumerate(entries)]
        expected_heads = list(range(1, len(head_log) + 1))
        for s in subs:
            result.events_received += len(s.entries) + len(s.heads)
            result.resumes_with_last_event_id += s.resumes
            if s.is_alive() or s.error:
                result.problems.append(f"subscriber: {s.error or 'did not finish'}")
                result.subscriber_gaps_or_misorders += 1
            elif s.entries != expected_entries or s.heads != expected_heads:
                result.subscriber_gaps_or_misorders += 1
                result.problems.append(f"subscriber saw {len(s.entries)} entries / {len(s.heads)} head moves, "
                                       f"stored {len(expected_entries)} / {len(expected_heads)}")
            if s.resumes == 0:
                result.subscribers_that_never_resumed += 1
                result.problems.append("a subscriber never resumed with Last-Event-ID")
    finally:
        code = server.terminate()
        faults = log_faults(server.log())
        result.log_faults += len(faults) + (code != 0)
        result.problems.extend(faults)
    return result


def writer_main(url: str, secret: str, sid: str, tag: str, count: int, seed: int) -> None:
    """One writer process: ``count`` appends, 70% with If-Match (retrying on 412 from the head it
    names), 30% with ``*``; prints ``ack ID`` after each answer, then its counts."""
    rng = random.Random(seed)
    conflicts = conditional = 0
    head: Any = None
    with Client(url, secret, timeout=TIMEOUT) as client:
        for i in range(count):
            entry_id = f"{tag}-{i:04d}"
            body = {"type": "message", "id": entry_id,
                    "message": {"role": "user", "content": f"{entry_id} {rng.random()}", "timestamp": i}}
            if rng.random() < 0.7:
                conditional += 1
                for _ in range(10_000):
                    try:
                        head = client.append(sid, body, expected=head).head
                        break
                    except HeadConflict as e:
                        conflicts += 1
                        head = e.head
                else:
                    raise SystemExit(f"{entry_id}: 10,000 conflicts in a row")
            else:
                head = client.append(sid, body, expected=ANY).head
            print("ack", entry_id, flush=True)
    print("conditional", conditional)
    print("conflicts", conflicts, flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["writer"]:
        a = sys.argv[2:]
        writer_main(a[0], a[1], a[2], a[3], int(a[4]), int(a[5]))
    else:
        raise SystemExit(__doc__)
