"""What the ``notify`` capability costs writers: appends per second of 1, 4 and 8 writer processes on
distinct sessions of one PostgreSQL database (fsync and synchronous_commit on, the server of
``run.py``), with ``pg_notify`` in each write transaction (as shipped) and without it (the lock statement
as it was before), the rounds interleaved so the shared machine's drift hits both alike; medians.

    python benchmarks/postgres/notify_cost.py ROUNDS COUNT      # e.g. 6 200 (about 3 minutes)

Prints each round and the medians as JSON; docs/postgres.md quotes a run.
"""

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = str(Path(__file__).resolve().parents[2])
sys.path.insert(0, ROOT)
sys.path.insert(0, ROOT + "/tests")
sys.path.insert(0, ROOT + "/benchmarks/postgres")
MESSAGE = {"role": "user", "content": "a question about the refund endpoint " * 4, "timestamp": 1}

def worker(variant, url, sid, count):
    from sessionlog import open_store
    if variant == "plain":  # the lock statement as it was before the notify capability
        from sessionlog.backends.postgres import queries
        def lock(self, session_id):
            if self.writable and session_id not in self.locked:
                self._q("SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (queries.SESSION_LOCK, session_id))
                self.locked.add(session_id)
        queries.PostgresTx.lock = lock
    store = open_store(url)
    store.append(sid, {"type": "message", "message": dict(MESSAGE)})
    print("ready", flush=True); sys.stdin.readline()
    t0 = time.perf_counter()
    for _ in range(count):
        store.append(sid, {"type": "message", "message": dict(MESSAGE)})
    print(json.dumps({"seconds": time.perf_counter() - t0, "count": count}), flush=True)

def throughput(variant, url, sessions, count):
    kids = [subprocess.Popen([sys.executable, __file__, "--worker", variant, url, s, str(count)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True) for s in sessions]
    for k in kids: assert k.stdout.readline().strip() == "ready"
    t0 = time.perf_counter()
    for k in kids: k.stdin.write("go\n"); k.stdin.flush()
    done = [json.loads(k.stdout.readline()) for k in kids]
    wall = time.perf_counter() - t0
    for k in kids: k.wait()
    return sum(d["count"] for d in done) / wall

if __name__ == "__main__":
    if sys.argv[1] == "--worker":
        worker(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])); sys.exit()
    rounds, count = int(sys.argv[1]), int(sys.argv[2])
    from run import Server
    from sessionlog import open_store
    server = Server()
    print("server", server.version, server.settings, flush=True)
    configs = []
    for w in (1, 4, 8):
        url = server.database(f"notify_w{w}")
        with open_store(url) as store:
            sids = [store.create_session(cwd="/w").id for _ in range(w)]
        for variant in ("notify", "plain"):
            configs.append((f"{variant} {w}", variant, url, sids))
    seen = {name: [] for name, *_ in configs}
    try:
        for r in range(rounds):
            for name, variant, url, sids in configs:
                seen[name].append(throughput(variant, url, sids, count))
            print(f"round {r+1}: " + ", ".join(f"{k} {v[-1]:.0f}/s" for k, v in seen.items()), flush=True)
    finally:
        server.close()
    print(json.dumps({k: round(statistics.median(v)) for k, v in seen.items()}))
