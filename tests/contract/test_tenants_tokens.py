"""Tenants on the catalogue, hashed service tokens, reads after a seq (conformance: every backend)."""

from __future__ import annotations

import pytest

from builders import assistant, user
from sessionlog.core.codec import parse_jsonl_text, to_jsonl
from sessionlog.core.errors import IdConflictError, NotFoundError
from sessionlog.ops.forks import fork, rotate


def test_sessions_belong_to_default_unless_a_tenant_is_given(store):
    local = store.create_session(cwd="/w").id
    remote = store.create_session(cwd="/w", tenant="acme").id
    assert store.session_tenant(local) == "default" and store.session_tenant(remote) == "acme"
    assert [r.id for r in store.sessions(tenant="acme")] == [remote]
    assert {r.id: r.tenant for r in store.sessions()} == {local: "default", remote: "acme"}
    with pytest.raises(NotFoundError):
        store.session_tenant("nope")


def test_sessions_limit_keeps_the_newest(store):
    ids = [store.create_session(cwd="/w", tenant="t").id for _ in range(3)]
    for i, sid in enumerate(ids):  # modified times in creation order
        store.append(sid, user(f"u{i}", None, "x", ts=f"2030-01-0{i + 1}T00:00:00.000Z"))
    assert [r.id for r in store.sessions(tenant="t", limit=2)] == [ids[2], ids[1]]


def test_forks_and_rotations_stay_in_their_sources_tenant(store):
    sid = store.create_session(cwd="/w", tenant="acme").id
    store.append(sid, user("a1", None, "hi"))
    store.append(sid, assistant("a2", "a1", "hello"))
    assert store.session_tenant(fork(store, sid, "a2")) == "acme"
    assert store.session_tenant(rotate(store, sid)) == "acme"


def test_entries_after_pages_in_append_order(store):
    sid = store.create_session(cwd="/w").id
    stored = [store.append(sid, user(f"e{i}", f"e{i - 1}" if i else None, f"m{i}")) for i in range(5)]
    assert store.entries_after(sid, 0, 2) == [(1, stored[0]), (2, stored[1])]
    assert store.entries_after(sid, 2, 100) == [(3, stored[2]), (4, stored[3]), (5, stored[4])]
    assert store.entries_after(sid, 5, 100) == [] and store.entries_after("nope", 0, 10) == []


def test_head_moves_after_lists_the_head_log_in_order(store):
    sid = store.create_session(cwd="/w").id
    store.append(sid, user("e1", None, "a"))
    store.append(sid, user("e2", "e1", "b"))
    store.move_head(sid, "e1")
    moves = store.head_moves_after(sid, 1, 10)
    assert [(m["seq"], m["entry"], m["entry_seq"], m["previous"], m["reason"]) for m in moves] == [
        (2, "e2", 2, "e1", "append"), (3, "e1", 1, "e2", "move")]
    store.move_head(sid, None)
    assert store.head_moves_after(sid, 3, 10)[0]["entry_seq"] is None
    assert store.head_moves_after(sid, 4, 10) == []


def test_tokens_are_found_by_hash_listed_and_revoked_once(store):
    store.add_token(token_id="t1", token_hash="h" * 64, tenant="acme", scopes=["read", "append"],
                    sessions=None, created="2030-01-01T00:00:00.000Z")
    store.add_token(token_id="t2", token_hash="g" * 64, tenant="acme", scopes=["read"], sessions=["s1"],
                    created="2030-01-02T00:00:00.000Z")
    found = store.token_by_hash("h" * 64)
    assert (found.id, found.hash, found.tenant, found.scopes, found.sessions, found.created, found.revoked) == (
        "t1", "h" * 64, "acme", ("read", "append"), None, "2030-01-01T00:00:00.000Z", None)
    assert store.token_by_hash("x" * 64) is None
    assert [t.id for t in store.list_tokens()] == ["t1", "t2"]
    assert store.list_tokens()[1].sessions == ("s1",)
    assert store.revoke_token("t1", "2030-01-03T00:00:00.000Z") is True
    assert store.revoke_token("t1", "2030-01-04T00:00:00.000Z") is False  # once
    assert store.revoke_token("nope", "2030-01-04T00:00:00.000Z") is False
    assert store.token_by_hash("h" * 64).revoked == "2030-01-03T00:00:00.000Z"
    with pytest.raises(IdConflictError):
        store.add_token(token_id="t1", token_hash="k" * 64, tenant="x", scopes=[], sessions=None, created="c")


def test_an_import_into_a_tenant_creates_there_and_never_extends_another_tenants_session(store):
    header = {"type": "session", "version": 3, "id": "0190a000-0000-7000-8000-000000000001",
              "timestamp": "2030-01-01T00:00:00.000Z", "cwd": "/w"}
    text = to_jsonl(header, [user("e1", None, "hi")])
    result = store.import_parsed(parse_jsonl_text(text), source="req", tenant="acme")
    assert store.session_tenant(result.session) == "acme"
    again = store.import_parsed(parse_jsonl_text(text), source="req", tenant="acme")
    assert again.status == "unchanged"
    with pytest.raises(IdConflictError, match="taken"):
        store.import_parsed(parse_jsonl_text(text), source="req", tenant="other")
    other = store.import_parsed(parse_jsonl_text(text), source="req", tenant="other", as_new=True)
    assert store.session_tenant(other.session) == "other"
    # a local import (no tenant) may extend it, whatever its tenant
    assert store.import_parsed(parse_jsonl_text(text), source="f").status == "unchanged"


def test_a_failed_token_write_stores_nothing(store):
    store.add_token(token_id="t1", token_hash="h" * 64, tenant="acme", scopes=["read"], sessions=None, created="c")
    with pytest.raises(IdConflictError):  # the same hash again: refused, and nothing else changed
        store.add_token(token_id="t2", token_hash="h" * 64, tenant="acme", scopes=["read"], sessions=None,
                        created="c")
    assert [t.id for t in store.list_tokens()] == ["t1"]


def test_search_can_be_limited_to_a_tenant(store):
    from sessionlog.ops.search import search

    mine = store.create_session(cwd="/w", tenant="acme")
    theirs = store.create_session(cwd="/w", tenant="other")
    mine.append_message({"role": "user", "content": "the quokka report", "timestamp": 1})
    theirs.append_message({"role": "user", "content": "another quokka", "timestamp": 1})
    assert {h.session for h in search(store, "quokka", tenant="acme")} == {mine.id}
    assert {h.session for h in search(store, "quokka")} == {mine.id, theirs.id}
