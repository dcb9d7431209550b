"""The service on PostgreSQL: two service processes on one database, each stream woken by the one
``LISTEN`` connection of its process when a commit in any process announces the session, never by the
poll interval (set to an hour here); resuming with Last-Event-ID; the URL's password never printed."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from service_harness import ROOT, ServeProcess, start, token
from test_http_events import Listener, user

HOUR = 3600.0  # the poll interval: a stream that waited for it would fail the test's bound first


@pytest.fixture
def two_services(pg_url):
    """A service in this process and a ``sessionlog serve`` subprocess, on one database."""
    here = start(pg_url, poll_interval=HOUR)  # type: ignore[arg-type]
    there = ServeProcess(pg_url, "--poll-interval", str(HOUR))  # type: ignore[arg-type]
    try:
        yield here, there
    finally:
        here.running.stop()
        there.stop()


def _client(service: Any, secret: str) -> Any:
    from sessionlog.client import Client

    return Client(service.url, secret, timeout=30)


def test_an_append_through_one_service_process_wakes_a_stream_of_the_other(two_services, pg_url):
    here, there = two_services
    secret = token(pg_url)
    with _client(there, secret) as writer:
        sid = writer.create_session(cwd="/pg")
        writer.append(sid, user("e1"), expected=None)
        listener = Listener(_client(here, secret), sid)
        first = listener.take(2)
        assert [(e.kind, e.id) for e in first] == [("entry", "1:0"), ("head", "1:1")]
        head = "e1"
        for i in range(2, 5):  # live: each append made through the other process reaches this stream
            head = writer.append(sid, user(f"e{i}"), expected=head).head
            entry, move = listener.take(2)
            assert (entry.data["entry"]["id"], entry.id, move.data["entry"], move.id) == (
                f"e{i}", f"{i}:{i - 1}", f"e{i}", f"{i}:{i}")
    subprocess.run([sys.executable, "-m", "sessionlog", "--db", pg_url, "append", sid, "--entry",
                    '{"type":"custom","customType":"cli","id":"cli00001"}'], check=True, cwd=ROOT, capture_output=True)
    entry, move = listener.take(2)  # and so does the CLI's, a third process
    assert (entry.data["entry"]["id"], move.data["entry"]) == ("cli00001", "cli00001")
    assert here.hub.subscribers == 1


def test_a_stream_on_postgres_resumes_after_its_last_event_id(two_services, pg_url):
    here, there = two_services
    secret = token(pg_url)
    with _client(here, secret) as writer:
        sid = writer.create_session(cwd="/pg")
        head = None
        for i in range(1, 4):
            head = writer.append(sid, user(f"r{i}"), expected=head).head
        whole = Listener(_client(there, secret), sid).take(6)
        rest = Listener(_client(there, secret), sid, after=whole[2].id)  # Last-Event-ID: 2:1
        assert [(e.kind, e.data["seq"], e.id) for e in rest.take(3)] == [
            (e.kind, e.data["seq"], e.id) for e in whole[3:]]
        writer.append(sid, user("r4"), expected=head)  # through the other process: the LISTEN wakes it
        assert [(e.kind, e.id) for e in rest.take(2)] == [("entry", "4:3"), ("head", "4:4")]


def test_serve_announces_the_database_without_its_password(pg_url):
    assert pg_url.startswith("postgresql://postgres@")  # the test server trusts its users: any password does
    with_password = pg_url.replace("postgresql://postgres@", "postgresql://postgres:s3cret-pw@", 1)
    served = ServeProcess(with_password, "--poll-interval", str(HOUR))  # type: ignore[arg-type]
    code, err = served.stop()
    assert "listening on http://" in err and "(database postgresql://postgres@" in err
    assert "s3cret-pw" not in err


def test_error_answers_never_name_where_the_store_is(pg_url):
    """The library's messages name the store for the operator (PostgreSQL: the URL without its
    password, e.g. "postgresql://postgres@/sl_test_1?host=/tmp/...: the database cannot store this
    value"); a client of the service is not told the server's database, socket or file."""
    import http.client
    from urllib.parse import parse_qs, urlsplit

    service = start(pg_url, poll_interval=HOUR)  # type: ignore[arg-type]
    try:
        with service.client() as c:
            sid = c.create_session(cwd="/w")
        answers = []
        for path, body in [(f"/v1/sessions/{sid}/entries", b'{"type": "custom", "customType": "a", "id": "a\\u0000b"}'),
                           ("/v1/sessions", b'{"id": "nul\\u0000session", "cwd": "/w"}')]:
            conn = http.client.HTTPConnection(service.running.host, service.running.port, timeout=30)
            conn.request("POST", path, body=body, headers={"Authorization": f"Bearer {service.token()}",
                                                             "If-Match": "*", "Content-Type": "application/json"})
            answer = conn.getresponse()
            answers.append((answer.status, answer.read().decode()))
            conn.close()
    finally:
        service.running.stop()
    parts = urlsplit(pg_url)
    secrets = [parts.path.lstrip("/"), *parse_qs(parts.query).get("host", []), "postgresql://"]
    assert [status for status, _ in answers] == [422, 422], answers
    assert not [(s, d) for _, d in answers for s in secrets if s in d], answers
