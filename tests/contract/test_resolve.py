"""Naming sessions and entries (conformance): unique prefixes, names, ambiguity that lists candidates,
and the catalogue's filters (``ReadTx.find_entries``, ``ReadTx.catalogue``)."""

from __future__ import annotations

import pytest

from sessionlog.core.errors import AmbiguousError, NotFoundError
from sessionlog.ops import forks
from sessionlog.ops.sessions import list_sessions, resolve_entry, resolve_session
from sessionlog.store import Store


def _custom(entry_id: str, parent: str | None, ts: str = "2026-01-01T00:00:00.000Z") -> dict:
    return {"type": "custom", "customType": "x", "id": entry_id, "parentId": parent, "timestamp": ts}


def test_an_entry_is_found_by_its_id_or_any_unique_prefix(store: Store) -> None:
    s = store.create_session(cwd="/x")
    store.append_many(s.id, [_custom("ab12cd34", None), _custom("ab12ff00", "ab12cd34"), _custom("9f00", "ab12ff00")])
    assert resolve_entry(store, s.id, "ab12cd34") == "ab12cd34"
    assert resolve_entry(store, s.id, "ab12c") == "ab12cd34"
    assert resolve_entry(store, s.id, "9") == "9f00"
    with pytest.raises(AmbiguousError) as ambiguous:
        resolve_entry(store, s.id, "ab12")
    assert "ab12cd34 (custom)" in str(ambiguous.value) and "ab12ff00 (custom)" in str(ambiguous.value)
    with pytest.raises(NotFoundError, match="no entry 'zz'"):
        resolve_entry(store, s.id, "zz")
    with pytest.raises(NotFoundError):
        resolve_entry(store, s.id, "")


def test_an_exact_id_wins_over_the_longer_ids_it_prefixes(store: Store) -> None:
    s = store.create_session(cwd="/x")
    store.append_many(s.id, [_custom("abc", None), _custom("abcd", "abc")])
    assert resolve_entry(store, s.id, "abc") == "abc"


def test_find_entries_is_sorted_limited_and_per_session(store: Store) -> None:
    one, two = store.create_session(cwd="/a"), store.create_session(cwd="/b")
    store.append_many(one.id, [_custom("c3", None), _custom("c1", "c3"), _custom("c2", "c1"), _custom("d1", "c2")])
    store.append_many(two.id, [_custom("c0", None)])
    with store.read() as tx:
        assert tx.find_entries(one.id, "c", 10) == ["c1", "c2", "c3"]
        assert tx.find_entries(one.id, "c", 2) == ["c1", "c2"]
        assert tx.find_entries(two.id, "c", 10) == ["c0"]
        assert tx.find_entries("no-such-session", "c", 10) == []
        # the prefix's last character is the largest a range can follow; non-ASCII ids sort by code point
    store.append_many(two.id, [_custom("c\U0010ffffz", "c0"), _custom("c\u00e9", "c\U0010ffffz")])
    with store.read() as tx:
        assert tx.find_entries(two.id, "c\U0010ffff", 10) == ["c\U0010ffffz"]
        assert tx.find_entries(two.id, "c", 10) == ["c0", "c\u00e9", "c\U0010ffffz"]


def test_a_session_is_found_by_id_prefix_or_by_name_and_ambiguity_lists_the_candidates(store: Store) -> None:
    a = store.create_session(cwd="/x", session_id="01a2aaaa-0000-7000-8000-000000000001")
    b = store.create_session(cwd="/x", session_id="01a2bbbb-0000-7000-8000-000000000002")
    a.append_session_info("refund bug")
    b.append_session_info("refund bug")
    c = store.create_session(cwd="/x", session_id="01a3cccc-0000-7000-8000-000000000003")
    c.append_session_info("Decimal idea")
    assert resolve_session(store, "01a2a") == a.id
    assert resolve_session(store, "Decimal idea") == c.id
    with pytest.raises(AmbiguousError) as prefix:
        resolve_session(store, "01a2")
    assert a.id in str(prefix.value) and b.id in str(prefix.value) and "(refund bug)" in str(prefix.value)
    with pytest.raises(AmbiguousError, match="name 'refund bug' matches several sessions"):
        resolve_session(store, "refund bug")
    with pytest.raises(NotFoundError, match="'decimal idea' not found"):
        resolve_session(store, "decimal idea")  # names match exactly


def test_the_catalogue_filters_by_folder_name_and_time_and_limits_after_filtering(store: Store) -> None:
    made = {}
    for sid, cwd, name, ts in [("s1", "/home/me/app", "Refund bug", "2026-01-01T00:00:00.000Z"),
                               ("s2", "/home/me/app/sub", None, "2026-02-01T00:00:00.000Z"),
                               ("s3", "/home/me/application", "refund idea", "2026-03-01T00:00:00.000Z"),
                               ("s4", "/srv", "Other", "2026-04-01T00:00:00.000Z")]:
        s = store.create_session(header={"type": "session", "version": 3, "id": sid, "timestamp": ts, "cwd": cwd})
        s.append({"type": "custom", "customType": "x", "timestamp": ts})
        if name:
            s.append({"type": "session_info", "name": name, "timestamp": ts})
        made[sid] = s

    def ids(**kw) -> list[str]:
        return [r.id for r in list_sessions(store, **kw)]

    assert ids() == ["s4", "s3", "s2", "s1"]
    assert ids(cwd="/home/me/app") == ["s2", "s1"]  # the folder and below it, not /home/me/application
    assert ids(cwd="/home/me/app/") == ["s2", "s1"]
    assert ids(name="REFUND") == ["s3", "s1"]  # ASCII letters compared without case; unnamed never match
    assert ids(since="2026-02-01T00:00:00.000Z") == ["s4", "s3", "s2"]
    assert ids(name="refund", limit=1) == ["s3"]  # the limit counts what the filters kept
    assert ids(cwd="/home", name="refund", since="2026-02") == ["s3"]


def test_sessions_say_whether_they_are_forks_or_rotations(store: Store) -> None:
    s = store.create_session(cwd="/x")
    first = s.append_message({"role": "user", "content": "hi", "timestamp": 1})
    s.append_message({"role": "user", "content": "again", "timestamp": 2})
    child = forks.fork(store, s.id, first["id"])
    successor = forks.rotate(store, s.id)
    imported = store.create_session(cwd="/x", parent_session="/somewhere/parent.jsonl")
    rows = {r.id: r for r in list_sessions(store)}
    assert rows[s.id].origin is None and rows[s.id].parent_session is None
    assert rows[child].origin == "fork" and rows[child].parent_session == s.id
    assert rows[successor].origin == "rotation" and rows[successor].parent_session == s.id
    assert rows[imported.id].origin == "parent"
