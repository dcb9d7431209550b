"""Concurrent clients over HTTP: compare-and-swap appends lose nothing and never fork the head's path;
a slow upload holds no one else up."""

from __future__ import annotations

import socket
import threading

from sessionlog import open_store
from sessionlog.client import HeadConflict

CLIENTS, APPENDS = 6, 15


def test_concurrent_cas_clients_lose_nothing_and_make_no_sibling(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
    conflicts = [0] * CLIENTS
    failures: list[BaseException] = []
    start = threading.Barrier(CLIENTS)

    def worker(n: int) -> None:
        try:
            with service.client() as client:
                start.wait(timeout=30)
                head = None
                for i in range(APPENDS):
                    entry_id = f"{n:02d}{i:06d}"
                    for _ in range(1000):
                        try:
                            head = client.append(sid, {"type": "custom", "customType": "w", "id": entry_id,
                                                       "data": {"n": n, "i": i}}, expected=head).head
                            break
                        except HeadConflict as e:
                            conflicts[n] += 1
                            head = e.head  # the 412 names the head: no extra read
                    else:
                        raise AssertionError(f"client {n} never got append {i} in")
        except BaseException as e:  # noqa: BLE001 - reported below
            failures.append(e)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert not failures, failures
    assert sum(conflicts) > 0, "the clients never raced: the test would prove nothing"
    with open_store(service.db) as store:
        entries = store.entries(sid)
        assert len(entries) == CLIENTS * APPENDS
        assert len({e["id"] for e in entries}) == CLIENTS * APPENDS  # nothing twice
        for before, after in zip(entries, entries[1:]):  # one chain: each entry's parent is the one before
            assert after["parentId"] == before["id"]
        assert store.head(sid) == entries[-1]["id"]
        for n in range(CLIENTS):  # each client's appends in its own order
            mine = [e["data"]["i"] for e in entries if e["data"]["n"] == n]
            assert mine == list(range(APPENDS))
        assert store.verify(sid).ok


def test_a_slow_upload_does_not_hold_up_other_clients(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
    slow = socket.create_connection((service.running.host, service.running.port), timeout=30)
    body = b'{"type":"custom","customType":"slow","id":"slow0001"}'
    slow.sendall(f"POST /v1/sessions/{sid}/entries HTTP/1.1\r\nHost: x\r\nContent-Length: {len(body)}\r\n"
                 f"If-Match: *\r\nAuthorization: Bearer {service.token()}\r\n\r\n".encode() + body[:10])
    with service.client() as c:
        head = None
        for i in range(20):  # all of these finish while the slow request is still arriving
            head = c.append(sid, {"type": "custom", "customType": "fast", "id": f"fast{i:04d}"}, expected=head).head
    slow.sendall(body[10:])
    answer = slow.recv(65536)
    slow.close()
    assert answer.startswith(b"HTTP/1.1 201")
    with open_store(service.db) as store:
        ids = [e["id"] for e in store.entries(sid)]
    assert ids == [f"fast{i:04d}" for i in range(20)] + ["slow0001"]


def test_append_with_retry_rebuilds_from_the_head_each_conflict_names(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
    failures: list[BaseException] = []

    def worker(n: int) -> None:
        try:
            with service.client() as client:
                for i in range(8):
                    client.append_with_retry(sid, lambda head, n=n, i=i: {
                        "type": "custom", "customType": "r", "id": f"r{n}{i:06d}", "data": {"after": head}},
                        attempts=50)
        except BaseException as e:  # noqa: BLE001 - reported below
            failures.append(e)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert not failures, failures
    with open_store(service.db) as store:
        entries = store.entries(sid)
    assert len(entries) == 24
    for before, after in zip(entries, entries[1:]):  # built from the very head it went after
        assert after["parentId"] == before["id"] == after["data"]["after"]


def test_connections_have_nagle_off(service):
    """Every response after the first on a keep-alive connection would otherwise wait for the
    client's delayed ACK (the listening socket must say it is TCP for asyncio to set TCP_NODELAY)."""
    import socket

    with service.client() as c:
        c.health()
        c.health()
        connections = list(service.running.server.server_state.connections)
        assert connections
        for protocol in connections:
            sock = protocol.transport.get_extra_info("socket")
            assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
        assert c._conn.sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0  # and the client's side


def test_a_slow_summarizer_holds_up_no_append_and_a_moved_head_appends_no_compaction(service):
    import queue

    from sessionlog.client import HeadConflict as Conflict
    from sessionlog.summarizers.base import register

    started, release = threading.Event(), threading.Event()

    class Slow:
        name = "slow-test"

        def summarize(self, request, *, cancelled=None) -> str:
            started.set()
            assert release.wait(60), "never released"
            return "## Goal\nA slow summary."

    register("slow-test", lambda: Slow())
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        head = None
        usage = {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
                 "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}
        for i in range(6):
            message = ({"role": "user", "content": "text " * 200, "timestamp": i} if i % 2 == 0 else
                       {"role": "assistant", "content": [{"type": "text", "text": "text " * 200}], "api": "a",
                        "provider": "p", "model": "m", "stopReason": "stop", "usage": usage, "timestamp": i})
            head = c.append(sid, {"type": "message", "id": f"s{i}", "message": message}, expected=head).head
    answers: queue.Queue = queue.Queue()

    def compact() -> None:
        with service.client(timeout=120) as client:
            try:
                answers.put(client.compact(sid, summarizer="slow-test", keep_recent_tokens=10))
            except Conflict as e:
                answers.put(e)

    worker = threading.Thread(target=compact)
    worker.start()
    assert started.wait(60), "the compaction never reached its summarizer"
    with service.client() as c:  # while the summary is being written, appends go through
        moved = c.append(sid, {"type": "custom", "customType": "meanwhile", "id": "meanwhl1"}, expected=head)
    release.set()
    worker.join(120)
    answer = answers.get(timeout=60)
    assert isinstance(answer, Conflict) and answer.head == moved.head == "meanwhl1"
    with open_store(service.db) as store:
        assert not any(e["type"] == "compaction" for e in store.entries(sid))
