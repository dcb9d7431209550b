"""The ``notify`` capability on PostgreSQL beyond the conformance suite (tests/contract/test_notify.py:
announced at commit, never before, never for a rollback): a listener whose LISTEN connection is lost
comes back and says announcements may have been missed."""

from __future__ import annotations

import queue

import psycopg
import pytest

WAIT = 30.0  # the bound on an announcement that must come (a failure, not a sleep)


def _message(text: str) -> dict:
    return {"role": "user", "content": text, "timestamp": 1}


@pytest.fixture
def heard(pg_store):
    got: queue.Queue[str | None] = queue.Queue()
    listener = pg_store.listen(got.put)
    yield got
    listener.close()


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
