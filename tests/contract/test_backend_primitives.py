"""The contract's primitives and guarantees, asked of the backend directly (``backends/contract.py``)."""

from __future__ import annotations

import threading

import pytest

from sessionlog.backends.contract import CatalogueDelta
from sessionlog.core.errors import StoreError
from sessionlog.store import Store


def _session(store: Store) -> str:
    return store.create_session(cwd="/p").id


def test_swap_head_compares_the_version_and_may_set_the_next_one(store: Store) -> None:
    sid = _session(store)
    with store.write() as tx:
        tx.insert_head(sid, "copy", None, 3)
        assert not tx.swap_head(sid, "copy", "x", 2)  # a stale version moves nothing
        assert tx.swap_head(sid, "copy", "x", 3)
        assert tx.head(sid, "copy") == ("x", 4)  # the default: one more
        assert tx.swap_head(sid, "copy", "y", 4, new_version=9)  # a verbatim copy's version
        assert tx.head(sid, "copy") == ("y", 9)
        assert not tx.swap_head(sid, "copy", "z", 4, new_version=10)
    assert store.heads(sid)["copy"] == "y"


def test_head_log_and_annotation_seqs_are_gapless_per_session(store: Store) -> None:
    one, two = _session(store), _session(store)
    with store.write() as tx:
        seqs = [tx.log_head(sid, "main", None, None, 1, "move", "2026-01-01T00:00:00.000Z")
                for sid in (one, two, one, one)]
        notes = [tx.insert_annotation(sid, None, "note", b"{}", "2026-01-01T00:00:00.000Z") for sid in (two, two, one)]
    assert seqs == [1, 1, 2, 3] and notes == [1, 2, 1]
    assert [m.at for m in store.head_log(one)] == ["2026-01-01T00:00:00.000Z"] * 3  # the ``at`` given is kept


def test_a_unit_of_work_is_all_or_nothing(store: Store) -> None:
    sid = _session(store)
    with pytest.raises(RuntimeError):
        with store.write() as tx:
            tx.insert_annotation(sid, None, "note", b"{}", "2026-01-01T00:00:00.000Z")
            tx.update_catalogue(sid, CatalogueDelta(5, 5, "2030-01-01T00:00:00.000Z", "renamed"))
            raise RuntimeError("abort")
    assert store.annotations(sid) == []
    record = store.catalogue(sid)
    assert (record.entry_count, record.name) == (0, None)


def test_a_write_inside_a_read_is_refused_and_a_read_inside_a_write_joins_it(store: Store) -> None:
    sid = _session(store)
    with store.read():
        with pytest.raises(StoreError):
            with store.write():
                pass
    with store.write() as tx:
        tx.insert_annotation(sid, None, "note", b"{}", "2026-01-01T00:00:00.000Z")
        with store.read() as inner:
            assert [a.kind for a in inner.annotations(sid)] == ["note"]  # sees its own write


def test_threads_appending_to_one_session_are_serialised(store: Store) -> None:
    sid = _session(store)
    errors: list[BaseException] = []

    def writer(tag: str) -> None:
        try:
            for i in range(15):
                store.append(sid, {"type": "message", "id": f"{tag}-{i}",
                                   "message": {"role": "user", "content": tag, "timestamp": i}})
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=writer, args=(f"t{n}",)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    entries = store.entries(sid)
    assert len(entries) == 60
    parents = [e["parentId"] for e in entries]
    assert parents == [None] + [e["id"] for e in entries[:-1]]  # one chain, in commit order
    with store.read() as tx:
        assert [r.seq for r in tx.rows(sid)] == list(range(1, 61))
    assert store.verify().ok
