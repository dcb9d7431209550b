"""`sessionlog serve` as a process: a fresh database, SIGTERM during appends (every acknowledged
append is stored, requests in flight finish, streams close, exit 0, no traceback)."""

from __future__ import annotations

import threading

from sessionlog import open_store
from sessionlog.client import ANY, Client, ServiceError
from service_harness import ServeProcess, token

WRITERS = 4


def test_serve_creates_the_database_and_shuts_down_gracefully_during_appends(tmp_path):
    db = tmp_path / "new" / "sessions.db"
    assert not db.exists()
    server = ServeProcess(db)  # the database does not exist yet: serve makes it
    secret = token(db)
    with Client(server.url, secret) as c:
        sid = c.create_session(cwd="/w")
    acknowledged: list[list[str]] = [[] for _ in range(WRITERS)]
    refused: list[list[str]] = [[] for _ in range(WRITERS)]
    enough = threading.Event()
    stream_ended = threading.Event()
    stream_events: list[str] = []

    def writer(n: int) -> None:
        with Client(server.url, secret, timeout=30) as client:
            for i in range(100_000):
                entry_id = f"{n}{i:07d}"
                try:
                    client.append(sid, {"type": "custom", "customType": "w", "id": entry_id}, expected=ANY)
                except ServiceError:  # the server went away (or answered 5xx while stopping)
                    refused[n].append(entry_id)
                    return
                acknowledged[n].append(entry_id)
                if sum(map(len, acknowledged)) >= 40:
                    enough.set()

    def listener() -> None:
        with Client(server.url, secret) as client:
            try:
                for event in client.events(sid, reconnect=False):
                    stream_events.append(event.id)
            except ServiceError:
                pass
        stream_ended.set()

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(WRITERS)]
    watcher = threading.Thread(target=listener)
    watcher.start()
    for t in threads:
        t.start()
    assert enough.wait(60), "the writers never got going"
    code, log = server.stop(timeout=60)
    for t in threads:
        t.join(timeout=60)
    assert stream_ended.wait(60) and stream_events, "the open event stream did not end at shutdown"
    assert code == 0, log
    assert "Traceback" not in log and "Exception" not in log, log
    with open_store(db) as store:
        stored = {e["id"] for e in store.entries(sid)}
        assert store.verify().ok
    for n in range(WRITERS):
        assert set(acknowledged[n]) <= stored, "an acknowledged append was lost"
        assert len(refused[n]) <= 1  # each writer stops at its first unanswered request
    # an append that was in flight when the server stopped may or may not be stored; a retry after a
    # restart answers 200 (it was stored) or 201 (it was not), never a duplicate
    restarted = ServeProcess(db)
    try:
        with Client(restarted.url, secret) as c:
            for n in range(WRITERS):
                for entry_id in refused[n]:
                    result = c.append(sid, {"type": "custom", "customType": "w", "id": entry_id}, expected=ANY)
                    assert result.replayed == (entry_id in stored)
        with open_store(db) as store:
            ids = [e["id"] for e in store.entries(sid)]
        assert len(set(ids)) == len(ids) and set(ids) == stored | {i for r in refused for i in r}
    finally:
        code, log = restarted.stop()
    assert code == 0 and "Traceback" not in log


def test_workers_share_the_database_and_see_each_others_writes(tmp_path):
    import queue

    db = tmp_path / "workers.db"
    server = ServeProcess(db, "--workers", "2", "--poll-interval", "0.05")
    secret = token(db)
    got: queue.Queue = queue.Queue()
    try:
        with Client(server.url, secret) as c:
            sid = c.create_session(cwd="/w")

        def listen() -> None:
            try:
                for event in Client(server.url, secret).events(sid, reconnect=False):
                    got.put(event)
            except ServiceError:
                pass
            got.put(None)

        threading.Thread(target=listen, daemon=True).start()
        for i in range(20):  # a new connection each time: the two workers share them
            with Client(server.url, secret) as c:
                c.append(sid, {"type": "custom", "customType": "w", "id": f"w{i:07d}"}, expected=ANY)
        seen = []
        while len(seen) < 20:
            event = got.get(timeout=30)
            assert event is not None, f"the stream ended after {seen}"
            if event.kind == "entry":
                seen.append(event.data["entry"]["id"])
        assert seen == [f"w{i:07d}" for i in range(20)]
    finally:
        code, log = server.stop(timeout=60)
    while (event := got.get(timeout=30)) is not None:  # the stream ends with the workers
        assert event.kind == "head"
    assert code == 0 and "Traceback" not in log and "ERROR" not in log, log


def test_serve_refuses_a_foreign_database_and_a_taken_port_with_a_clear_error(tmp_path):
    import socket
    import sqlite3
    import subprocess
    import sys

    from service_harness import ROOT

    foreign = tmp_path / "other.db"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE mine (x)")
    result = subprocess.run([sys.executable, "-m", "sessionlog", "--db", str(foreign), "serve", "--port", "0"],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 1 and "Error:" in result.stderr and "not a sessionlog database" in result.stderr
    assert "Traceback" not in result.stderr
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    try:
        port = taken.getsockname()[1]
        result = subprocess.run([sys.executable, "-m", "sessionlog", "--db", str(tmp_path / "s.db"), "serve",
                                 "--port", str(port)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    finally:
        taken.close()
    assert result.returncode == 1 and f"cannot listen on 127.0.0.1:{port}" in result.stderr
    assert "Traceback" not in result.stderr
