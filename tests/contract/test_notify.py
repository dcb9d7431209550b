"""The optional ``notify`` capability (``contract.Notifying``), on every backend: one that declares it
announces each committed write with its session, to a listener on another connection too, at commit and
never before, never for a rollback; ``Store.listen`` on one that does not declare it is None (the
service's streams poll there)."""

from __future__ import annotations

import queue
from concurrent.futures import ThreadPoolExecutor

import pytest

from sessionlog.backends.contract import NOTIFY, Notifying

WAIT = 30.0  # the bound on an announcement that must come (a failure, not a sleep)


def _message(text: str) -> dict:
    return {"role": "user", "content": text, "timestamp": 1}


def test_listen_is_there_exactly_when_the_capability_is_declared(store):
    listener = store.listen(lambda session_id: None)
    try:
        assert (listener is not None) == (NOTIFY in store.capabilities) == isinstance(store.backend, Notifying)
    finally:
        if listener is not None:
            listener.close()


def test_commits_are_announced_at_commit_with_their_session_and_rollbacks_never(store, reopen):
    if NOTIFY not in store.capabilities:
        pytest.skip("this backend does not declare notify")
    heard: queue.Queue[str | None] = queue.Queue()
    listener = store.listen(heard.put)
    other = reopen(store)  # another connection (another process would do the same)
    try:
        a, b, c = (other.create_session(cwd=f"/{n}") for n in "abc")
        assert [heard.get(timeout=WAIT) for _ in range(3)] == [a.id, b.id, c.id]
        with store.write():
            store.append(a.id, {"type": "message", "message": _message("held until the block ends")})
            with ThreadPoolExecutor(1) as pool:  # a commit made meanwhile is heard first
                pool.submit(other.append, b.id, {"type": "message", "message": _message("b")}).result()
            assert heard.get(timeout=WAIT) == b.id
        assert heard.get(timeout=WAIT) == a.id
        with pytest.raises(RuntimeError):
            with store.write():
                store.append(c.id, {"type": "message", "message": _message("rolled back")})
                raise RuntimeError("abandon the write")
        other.append(b.id, {"type": "message", "message": _message("after the rollback")})
        assert heard.get(timeout=WAIT) == b.id  # nothing for c before it: announcements keep commit order
        assert store.entries(c.id) == []
    finally:
        listener.close()
        other.close()
