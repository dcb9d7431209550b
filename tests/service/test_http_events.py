"""Server-Sent Events over HTTP: the whole history, resuming after Last-Event-ID, live delivery of
this process's writes and of other processes', and slow clients that never hold anyone up."""

from __future__ import annotations

import queue
import socket
import subprocess
import sys
import threading
import time
from typing import Any

import pytest

from sessionlog import open_store
from sessionlog.client import Client, Event, InvalidRequest
from service_harness import ROOT, start

WAIT = 30.0  # the bound on waiting for an event that must come (a failure, not a sleep)
N_BIG = 150


def user(eid: str, text: str = "x") -> dict[str, Any]:
    return {"type": "message", "id": eid, "message": {"role": "user", "content": text, "timestamp": 1}}


class Listener:
    """A subscriber in a thread: every event it receives goes into ``events``."""

    def __init__(self, client: Client, sid: str, after: str | None = None) -> None:
        self.events: queue.Queue[Event | BaseException | None] = queue.Queue()
        self.thread = threading.Thread(target=self._run, args=(client, sid, after), daemon=True)
        self.thread.start()

    def _run(self, client: Client, sid: str, after: str | None) -> None:
        try:
            for event in client.events(sid, after=after, reconnect=False):
                self.events.put(event)
        except BaseException as e:  # noqa: BLE001 - handed to the test
            self.events.put(e)
        self.events.put(None)  # the stream ended

    def take(self, n: int) -> list[Event]:
        out = []
        for _ in range(n):
            item = self.events.get(timeout=WAIT)
            assert isinstance(item, Event), f"stream ended or failed after {out}: {item!r}"
            out.append(item)
        return out

    def until(self, predicate) -> list[Event]:
        out = []
        while True:
            item = self.events.get(timeout=WAIT)
            assert isinstance(item, Event), f"stream ended or failed after {out}: {item!r}"
            out.append(item)
            if predicate(item):
                return out


def history(client: Client, sid: str) -> list[tuple[str, int]]:
    """What the whole stream must hold, from the store's own reads."""
    entries = [("entry", e["seq"]) for e in client.entries(sid, limit=1000)["entries"]]
    return entries


@pytest.fixture
def session(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        c.append(sid, [user("a1"), user("a2")], expected=None)
        c.append(sid, user("a3"), expected="a2")
        c.move_head(sid, "main", "a1", expected="a3")  # a rewind
        c.append(sid, user("a4"), expected="a1")
    return sid


def test_the_stream_replays_every_entry_and_head_move_in_order(service, session):
    with service.client() as c:
        listener = Listener(service.client(), session)
        got = listener.take(8)
    assert [(ev.kind, ev.data["seq"]) for ev in got] == [
        ("entry", 1), ("entry", 2), ("head", 1), ("entry", 3), ("head", 2), ("head", 3), ("entry", 4), ("head", 4)]
    assert [ev.id for ev in got] == ["1:0", "2:0", "2:1", "3:1", "3:2", "3:3", "4:3", "4:4"]
    assert [ev.data["entry"] for ev in got if ev.kind == "entry"] == [e["entry"] for e in c.entries(session)["entries"]]
    rewind = got[5].data
    assert (rewind["entry"], rewind["entry_seq"], rewind["previous"], rewind["reason"]) == ("a1", 1, "a3", "move")


@pytest.mark.parametrize("k", [1, 3, 5, 8])
def test_resuming_after_an_event_id_gives_exactly_the_rest(service, session, k):
    whole = Listener(service.client(), session).take(8)
    rest = Listener(service.client(), session, after=whole[k - 1].id)
    assert [(ev.kind, ev.data["seq"], ev.id) for ev in rest.take(8 - k)] == [
        (ev.kind, ev.data["seq"], ev.id) for ev in whole[k:]]
    with service.client() as c:  # nothing else is pending: the next event is a new append
        c.append(session, user("n1"), expected="a4")
    nxt = rest.take(1)[0]
    assert (nxt.kind, nxt.data["seq"], nxt.id) == ("entry", 5, "5:4")


def test_last_event_id_wins_over_after_and_a_bad_id_is_400(service, session):
    with service.client() as c:
        answer = c._connection(10)
        answer.request("GET", f"/v1/sessions/{session}/events?after=0:0",
                       headers={"Authorization": f"Bearer {service.token()}", "Last-Event-ID": "4:3"})
        raw = answer.getresponse()
        first = raw.readline()
        while first.strip() and not first.startswith(b"event:"):
            first = raw.readline()
        assert first.strip() == b"event: head"  # head move 4 is the only event after 4:3
        answer.close()
        with pytest.raises(InvalidRequest):
            next(c.events(session, after="4", reconnect=False))


def test_appends_over_http_are_delivered_live(service, session):
    listener = Listener(service.client(), session, after="4:4")
    with service.client() as c:
        head = "a4"
        for i in range(5):
            head = c.append(session, user(f"live{i}"), expected=head).head
            entry, move = listener.take(2)
            assert (entry.kind, entry.data["entry"]["id"], move.kind, move.data["entry"]) == (
                "entry", f"live{i}", "head", f"live{i}")


def test_writes_by_other_connections_and_processes_are_seen_by_polling(service, session):
    listener = Listener(service.client(), session, after="4:4")
    with open_store(service.db) as store:  # another connection, not the service's
        store.append(session, user("other1"))
    assert listener.take(2)[0].data["entry"]["id"] == "other1"
    subprocess.run([sys.executable, "-m", "sessionlog", "--db", str(service.db), "append", session, "--entry",
                    '{"type":"custom","customType":"cli","id":"cli00001"}'], check=True, cwd=ROOT,
                   capture_output=True)
    assert listener.take(2)[0].data["entry"]["id"] == "cli00001"


def test_one_feed_serves_every_subscriber_of_a_session(service, session):
    listeners = [Listener(service.client(), session, after="4:4") for _ in range(5)]
    deadline = time.monotonic() + WAIT
    while service.hub.subscribers < 5:
        assert time.monotonic() < deadline, "subscribers did not register"
        time.sleep(0.01)
    assert list(service.hub.feeds) == [session]
    with service.client() as c:
        c.append(session, user("fan1"), expected="a4")
    for listener in listeners:
        assert listener.take(1)[0].data["entry"]["id"] == "fan1"


def test_a_client_that_stops_reading_is_dropped_and_holds_no_one_up(tmp_path):
    svc = start(tmp_path / "slow.db", poll_interval=0.05, max_pending=20, send_timeout=2.0)
    try:
        with svc.client() as c:
            sid = c.create_session(cwd="/w")
            stalled = socket.socket()
            stalled.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # before connect: a small window
            stalled.settimeout(10)
            stalled.connect((svc.running.host, svc.running.port))
            stalled.sendall(f"GET /v1/sessions/{sid}/events HTTP/1.1\r\nHost: x\r\n"
                            f"Authorization: Bearer {svc.token()}\r\n\r\n".encode())
            fast = Listener(svc.client(), sid)
            deadline = time.monotonic() + WAIT
            while svc.hub.subscribers < 2:
                assert time.monotonic() < deadline, "subscribers did not register"
                time.sleep(0.01)
            big = "y" * 50_000
            head = None
            for i in range(N_BIG):  # ~7.5 MB of events: more than the kernel buffers for the stalled socket
                head = c.append(sid, user(f"big{i:03d}", big), expected=head).head
            got = fast.until(lambda ev: ev.kind == "head" and ev.data["entry"] == f"big{N_BIG - 1:03d}")
            assert [ev.data["entry"]["id"] for ev in got if ev.kind == "entry"] == [
                f"big{i:03d}" for i in range(N_BIG)]
            deadline = time.monotonic() + WAIT
            while svc.hub.subscribers > 1:  # the stalled one is dropped; the fast one stays
                assert time.monotonic() < deadline, "the stalled subscriber was never dropped"
                time.sleep(0.01)
            stalled.close()
            c.append(sid, user("after"), expected=head)
            assert fast.until(lambda ev: ev.kind == "entry")[-1].data["entry"]["id"] == "after"
    finally:
        svc.running.stop()


def test_stopping_the_service_ends_open_streams(tmp_path):
    svc = start(tmp_path / "stop.db", poll_interval=0.05)
    with svc.client() as c:
        sid = c.create_session(cwd="/w")
    listener = Listener(svc.client(), sid)
    deadline = time.monotonic() + WAIT
    while svc.hub.subscribers < 1:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    began = time.monotonic()
    svc.running.stop(timeout=WAIT)
    assert listener.events.get(timeout=WAIT) is None  # ended, not failed
    assert time.monotonic() - began < WAIT
