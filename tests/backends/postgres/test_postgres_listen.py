"""The ``notify`` capability on PostgreSQL: commits announce the sessions they wrote to a LISTEN
connection, at commit and never before, never for a rollback, and a listener whose connection is lost
comes back and says announcements may have been missed."""

from __future__ import annotations

import queue
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest

from sessionlog import open_store
from sessionlog.backends.contract import NOTIFY, Notifying

WAIT = 30.0  # the bound on an announcement that must come (a failure, not a sleep)


def _message(text: str) -> dict:
    return {"role": "user", "content": text, "timestamp": 1}


@pytest.fixture
def heard(pg_store):
    got: queue.Queue[str | None] = queue.Queue()
    listener = pg_store.listen(got.put)
    yield got
    listener.close()


def test_the_backend_declares_and_implements_notify(pg_store):
    assert NOTIFY in pg_store.capabilities and isinstance(pg_store.backend, Notifying)
    assert open_store(":memory:").listen(lambda sid: None) is None  # the others poll


def test_a_commit_in_another_process_store_is_announced_with_its_session(pg_store, pg_url, heard):
    with open_store(pg_url) as other:  # another store: its own pool and connections
        s = other.create_session(cwd="/a")
        assert heard.get(timeout=WAIT) == s.id
        s.append_message(_message("one"))
        assert heard.get(timeout=WAIT) == s.id


def test_an_announcement_comes_at_commit_never_before_and_never_for_a_rollback(pg_store, pg_url, heard):
    a, b, c = (pg_store.create_session(cwd=f"/{n}") for n in "abc")
    for _ in range(3):
        heard.get(timeout=WAIT)
    with open_store(pg_url) as other:
        with pg_store.write():
            a.append_message(_message("held until the block ends"))
            with ThreadPoolExecutor(1) as pool:  # a commit made meanwhile is heard first
                pool.submit(lambda: other.session(b.id).append_message(_message("b"))).result()
            assert heard.get(timeout=WAIT) == b.id
        assert heard.get(timeout=WAIT) == a.id
        with pytest.raises(RuntimeError):
            with pg_store.write():
                c.append_message(_message("rolled back"))
                raise RuntimeError("abandon the write")
        other.session(b.id).append_message(_message("after the rollback"))
        assert heard.get(timeout=WAIT) == b.id  # nothing for c came before it (announcements keep commit order)
    assert [e["message"]["content"] for e in c.entries()] == []


def test_a_lost_listening_connection_comes_back_and_says_anything_may_have_changed(pg_store, pg_url, heard):
    s = pg_store.create_session(cwd="/x")
    assert heard.get(timeout=WAIT) == s.id
    with psycopg.connect(pg_url, autocommit=True) as admin:
        killed = admin.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                               "WHERE application_name = 'sessionlog-listen' AND datname = current_database()"
                               ).fetchone()[0]
    assert killed == 1
    assert heard.get(timeout=WAIT) is None  # reconnected: what came meanwhile may be lost
    s.append_message(_message("heard again"))
    assert heard.get(timeout=WAIT) == s.id
