"""Appending to a session (conformance): the envelope, branches, compare-and-swap, idempotent retries, strict
validation, batches, heads and their log, the visible-tail view, verify's domain checks, and the store's
view equal to the pure view at every entry."""

from __future__ import annotations
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sessionlog.core.errors import HeadConflictError, IdConflictError, InvalidEntryError, NotFoundError
from sessionlog.core.view import build_view
from builders import assistant_message


def msg(text: str) -> dict:
    return {"role": "user", "content": text, "timestamp": 1}


@pytest.fixture
def session(store):
    return store.create_session(cwd="/proj")


def test_append_fills_envelope_and_moves_the_head(session):
    a = session.append_message(msg("a"))
    b = session.append_message(msg("b"))
    assert a["parentId"] is None and b["parentId"] == a["id"]
    assert len(a["id"]) == 8 and a["timestamp"].endswith("Z")
    assert session.head() == b["id"]
    assert [e["id"] for e in session.entries()] == [a["id"], b["id"]]


def test_new_session_storage_exists_before_any_append(store, reopen):
    session = store.create_session(cwd="/x")
    other = reopen(store)
    assert other.header(session.id)["cwd"] == "/x" and other.head(session.id) is None
    other.close()


def test_explicit_other_parent_is_a_branch_and_must_be_asked_for(session):
    a = session.append_message(msg("a"))
    session.append_message(msg("b"))
    with pytest.raises(InvalidEntryError, match="branch"):
        session.append({"type": "message", "parentId": a["id"], "message": msg("c")})
    c = session.append({"type": "message", "parentId": a["id"], "message": msg("c")}, branch=True)
    assert session.head() == c["id"] and c["parentId"] == a["id"]


def test_expected_head_mismatch_is_a_conflict_and_stores_nothing(session):
    a = session.append_message(msg("a"))
    session.append_message(msg("b"))
    with pytest.raises(HeadConflictError):
        session.append_message(msg("c"), expected_head=a["id"])
    assert len(session.entries()) == 2


def test_expected_head_match_appends(session):
    a = session.append_message(msg("a"), expected_head=None)
    b = session.append_message(msg("b"), expected_head=a["id"])
    assert session.head() == b["id"]


def test_cas_conflicts_across_two_connections(store, session, reopen):
    a = session.append_message(msg("a"))
    other = reopen(store)
    other.append(session.id, {"type": "message", "message": msg("from other")}, expected_head=a["id"])
    with pytest.raises(HeadConflictError):
        session.append_message(msg("late"), expected_head=a["id"])
    other.close()


def test_retry_with_same_id_is_idempotent_even_after_the_head_moved(session):
    entry = {"type": "message", "id": "client01", "message": msg("a")}
    first = session.append(entry)
    later = session.append_message(msg("b"))
    again = session.append(dict(entry))
    assert again == first and len(session.entries()) == 2
    assert session.head() == later["id"]  # the retry does not drag the head back


def test_same_id_with_other_content_is_a_conflict(session):
    session.append({"type": "message", "id": "client01", "message": msg("a")})
    with pytest.raises(IdConflictError):
        session.append({"type": "message", "id": "client01", "message": msg("DIFFERENT")})


def test_idempotency_is_checked_before_the_compare_and_swap(session):
    entry = {"type": "message", "id": "client01", "message": msg("a")}
    first = session.append(entry, expected_head=None)
    # the retry carries the stale expectation; it must still return the stored entry
    assert session.append(dict(entry), expected_head=None) == first


@pytest.mark.parametrize(
    "entry, match",
    [
        ({"type": "message", "parentId": "nope", "message": {"role": "user", "content": "x", "timestamp": 1}}, "does not exist"),
        ({"type": "message", "message": {"role": "user", "content": 5, "timestamp": 1}}, "content"),
        ({"type": "label", "targetId": "nope", "label": "x"}, "not found"),
        ({"type": "compaction", "summary": "s", "firstKeptEntryId": "nope", "tokensBefore": 1}, "not on the path"),
        ({"type": "model_change", "provider": "p"}, "modelId"),
        ({"type": "message", "message": {"role": 5, "content": "x", "timestamp": 1}}, r"got `int` - at `\$.message.role`"),
        ({"type": "message", "message": {"content": "x", "timestamp": 1}}, r"got nothing - at `\$.message.role`"),
        ({"type": "message", "message": {"role": "", "content": "x"}}, "empty string"),
        ({"type": "message", "message": {"role": ["user"], "content": "x"}}, r"got `array` - at `\$.message.role`"),
        ({"type": "message", "message": {"role": {"a": 1}, "content": "x"}}, r"got `object` - at `\$.message.role`"),
        ({"type": "message", "id": "", "message": {"role": "user", "content": "x", "timestamp": 1}}, "id"),
        ({"type": "message", "message": {"role": "toolResult", "toolCallId": "", "toolName": "read", "content": [],
                                         "isError": False, "timestamp": 1}}, "toolCallId"),
        ({"type": "message", "message": {**assistant_message("x"), "content": [
            {"type": "toolCall", "id": "", "name": "read", "arguments": {}}]}}, "toolCall"),
    ],
)
def test_strict_validation_refuses_invalid_entries(session, entry, match):
    session.append_message(msg("a"))
    with pytest.raises(InvalidEntryError, match=match):
        session.append(entry, branch=True)
    assert len(session.entries()) == 1


def test_self_parent_is_refused(session):
    with pytest.raises(InvalidEntryError):
        session.append({"type": "message", "id": "x1", "parentId": "x1", "message": msg("a")}, branch=True)


def test_compaction_first_kept_must_be_on_the_path_not_a_sibling(session):
    a = session.append_message(msg("a"))
    b = session.append_message(msg("b"))
    session.move_head(a["id"])
    session.append_message(msg("c"))
    with pytest.raises(InvalidEntryError, match="not on the path"):
        session.append_compaction("s", b["id"], 10)
    ok = session.append_compaction("s", a["id"], 10)
    assert session.head() == ok["id"]


def test_hard_checkpoint_names_its_own_id_and_needs_history(session):
    with pytest.raises(InvalidEntryError, match="hard checkpoint"):
        session.append({"type": "compaction", "id": "cp000001", "summary": "s", "firstKeptEntryId": "cp000001",
                        "tokensBefore": 1})
    session.append_message(msg("a"))
    session.append({"type": "compaction", "id": "cp000002", "summary": "s", "firstKeptEntryId": "cp000002",
                    "tokensBefore": 1})
    session.append_message(msg("after"))
    assert [m.get("summary", m.get("content")) for m in session.view().messages] == ["s", "after"]


def test_unknown_entry_types_and_fields_are_kept_verbatim(session):
    e = session.append({"type": "future_thing", "whatever": {"deep": [1, 2]}, "x": None})
    stored = session.entry(e["id"])
    assert stored["whatever"] == {"deep": [1, 2]} and stored["x"] is None
    odd = session.append({"type": "message", "message": {"role": "note", "content": 5}})  # an extension's role
    assert session.entry(odd["id"])["message"] == {"role": "note", "content": 5}
    extra = session.append({"type": "message", "message": {**msg("a"), "vendorField": 1}, "extraTop": True})
    assert session.entry(extra["id"])["message"]["vendorField"] == 1


def test_batch_append_is_all_or_nothing(session):
    with pytest.raises(InvalidEntryError):
        session.store.append_many(session.id, [{"type": "message", "message": msg("ok")},
                                               {"type": "message", "message": {"role": "user"}}])
    assert session.entries() == []
    done = session.store.append_many(session.id, [{"type": "message", "message": msg(str(i))} for i in range(3)])
    assert [e["parentId"] for e in done] == [None, done[0]["id"], done[1]["id"]]


def test_head_moves_are_logged(session):
    a = session.append_message(msg("a"))
    b = session.append_message(msg("b"))
    session.move_head(a["id"])
    log = session.store.head_log(session.id)
    assert [(r.entry_id, r.reason) for r in log] == [(a["id"], "append"), (b["id"], "append"), (a["id"], "move")]


def test_move_head_to_none_starts_a_new_root(session):
    session.append_message(msg("a"))
    session.move_head(None)
    root2 = session.append_message(msg("b"))
    assert root2["parentId"] is None
    assert session.view().messages == [msg("b")]


def test_named_heads_are_independent(session):
    a = session.append_message(msg("a"))
    session.move_head(a["id"], name="experiment")
    e = session.append_message(msg("exp"), head="experiment")
    m = session.append_message(msg("main"))
    assert session.heads() == {"experiment": e["id"], "main": m["id"]}
    assert session.view(head="experiment").messages == [msg("a"), msg("exp")]


def test_unknown_leaf_is_an_error_in_the_store(session):
    session.append_message(msg("a"))
    with pytest.raises(NotFoundError):
        session.view("nonexistent")


def test_unknown_session_and_ambiguous_prefix(store):
    with pytest.raises(NotFoundError):
        store.session("zzz")
    a = store.create_session(cwd="/", session_id="abc-1")
    store.create_session(cwd="/", session_id="abc-2")
    assert store.session("abc-1").id == a.id
    with pytest.raises(Exception, match="several"):
        store.session("abc")


def test_view_reads_only_the_visible_tail(store, session, tamper):
    """A body before the kept span is not read: corrupting it leaves the head's view intact."""
    old = session.append_message(msg("old, summarized away"))
    a = session.append_message(msg("kept"))
    session.append_compaction("S", a["id"], 10)
    session.append_message(msg("after"))
    expected = session.view().to_pi()
    with store.read() as tx:
        tamper.body(tx.row(session.id, entry_id=old["id"]).body_hash, b"garbage")
    assert session.view().to_pi() == expected
    with pytest.raises(Exception):
        session.view(old["id"])


# ---------------------------------------------------------------- verify
@pytest.fixture
def filled(store, session):
    a = session.append_message(msg("a"))
    b = session.append_message(assistant_message("b"))
    session.append_message(msg("c"))
    return store, session, a, b


def test_verify_passes_on_a_healthy_store(filled):
    store, *_ = filled
    report = store.verify()
    assert report.ok and report.entries == 3 and report.problems == []


def test_verify_reports_a_changed_byte_in_a_body(filled, tamper):
    store, session, a, b = filled
    with store.read() as tx:
        row = tx.row(session.id, entry_id=b["id"])
        data = tx.body(row.body_hash)
    tamper.body(row.body_hash, data.replace(b"assistant", b"assistanT"))
    assert any("does not match its hash" in p for p in store.verify().problems)


def test_verify_reports_a_broken_chain(filled, tamper):
    store, session, a, b = filled
    tamper.entry(session.id, a["id"], timestamp="1999-01-01T00:00:00.000Z")
    problems = store.verify().problems
    assert any("chain hash" in p and a["id"] in p for p in problems)


def test_verify_reports_a_dangling_parent(filled, tamper):
    store, session, a, b = filled
    tamper.entry(session.id, b["id"], parent_id="ghost")
    problems = store.verify().problems
    assert any("parent ghost does not exist" in p for p in problems)

@pytest.mark.parametrize("column", ["depth", "thinking_seq", "model_seq", "compaction_seq", "kept_seq",
                                    "parent_seq"])
def test_verify_reports_a_changed_derived_column(store, session, tamper, column):
    a = session.append_message(msg("a"))
    session.append_thinking_level_change("high")
    kept = session.append_message(assistant_message("b"))
    compaction = session.append_compaction("summary", kept["id"], 100)
    last = session.append_message(msg("c"))
    assert store.verify().ok
    target = compaction if column == "kept_seq" else last
    with store.read() as tx:
        row = tx.row(session.id, entry_id=target["id"])
    tamper.entry(session.id, target["id"], **{column: getattr(row, column) + 7})
    problems = store.verify().problems
    assert any(f"derived {column} is {getattr(row, column) + 7}, expected {getattr(row, column)}" in p
               and target["id"] in p for p in problems), problems
    assert a["id"] not in " ".join(problems)


def test_verify_reports_a_head_at_a_missing_entry(filled, tamper):
    store, session, *_ = filled
    tamper.head(session.id, "main", "ghost")
    assert any("missing entry ghost" in p for p in store.verify().problems)


# ---------------------------------------------------------------- store view = pure view
OPS = st.lists(
    st.tuples(st.sampled_from(["user", "assistant", "thinking", "model", "compaction", "label", "custom_message",
                               "branch_summary", "move", "info", "unknown"]),
              st.integers(0, 10_000)),
    min_size=1, max_size=40,
)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=OPS)
def test_store_view_equals_the_pure_view_at_every_entry(make_store, ops):
    store = make_store()
    session = store.create_session(cwd="/")
    ids: list[str] = []
    for op, n in ops:
        head = session.head()
        if op == "user":
            e = session.append_message(msg(f"u{n}"))
        elif op == "assistant":
            e = session.append_message(assistant_message(f"a{n}", model=f"m{n % 3}"))
        elif op == "thinking":
            e = session.append_thinking_level_change(["off", "low", "high"][n % 3])
        elif op == "model":
            e = session.append_model_change("p", f"model{n % 4}")
        elif op == "compaction" and head is not None:
            path = [x["id"] for x in session.path()]
            kept = path[n % len(path)]
            e = session.append_compaction(f"sum{n}", kept, n)
        elif op == "label" and ids:
            e = session.append_label(ids[n % len(ids)], f"L{n}" if n % 3 else None)
        elif op == "custom_message":
            e = session.append_custom_message("ext", f"c{n}", bool(n % 2))
        elif op == "branch_summary" and ids:
            e = session.branch_with_summary(ids[n % len(ids)], f"bs{n}" if n % 4 else "")
        elif op == "move" and ids:
            session.move_head(ids[n % len(ids)] if n % 5 else None)
            continue
        elif op == "info":
            e = session.append_session_info(f"name{n}")
        elif op == "unknown":
            e = session.append({"type": "future", "n": n})
        else:
            continue
        ids.append(e["id"])
    entries = session.entries()
    for leaf in ids:
        assert session.view(leaf).to_pi() == build_view(entries, leaf).to_pi()
    assert store.verify().ok
