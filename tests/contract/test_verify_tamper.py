"""``verify`` sees history changed behind the engine's back (conformance): the header's bytes, an entry's
``type`` column, heads against the head log (moved without a row, a fake head, a deleted or rewritten
row), the newest entries deleted and the head moved back, a deleted header row, annotations deleted,
rewritten or reordered, and catalogue fields that disagree with the log. Each tampering goes through the
``tamper`` fixture (the same edit on every backend) and each problem names the session and, where there
is one, the entry."""

from __future__ import annotations

import pytest

from sessionlog.core import codec
from builders import assistant_message


def msg(text: str) -> dict:
    return {"role": "user", "content": text, "timestamp": 1}


@pytest.fixture
def filled(store):
    """A session of 4 entries (two heads, a session name, two annotations) and a second session."""
    session = store.create_session(cwd="/proj")
    a = session.append_message(msg("a"))
    b = session.append_message(assistant_message("b"))
    c = session.append_message(msg("c"))
    d = session.append_session_info("named")
    store.move_head(session.id, b["id"], name="side")
    store.annotate(session.id, a["id"], "note", {"n": 1})
    store.annotate(session.id, c["id"], "note", {"n": 2})
    other = store.create_session(cwd="/other")
    other.append_message(msg("x"))
    assert store.verify().ok, store.verify().problems
    return store, session.id, [a["id"], b["id"], c["id"], d["id"]]


def problems_about(store, *words: str) -> list[str]:
    """verify's problems that name every one of ``words``; fails unless there is one."""
    report = store.verify()
    assert not report.ok
    found = [p for p in report.problems if all(w in p for w in words)]
    assert found, report.problems
    return found


def test_a_changed_header_byte_is_a_problem(filled, tamper):
    store, sid, _ = filled
    header = store.header(sid)
    tamper.header(sid, codec.encode({**header, "cwd": "/evil"}))
    assert problems_about(store, sid, "header does not match its hash")


def test_a_changed_header_and_catalogue_together_are_still_seen(filled, tamper):
    store, sid, _ = filled
    tamper.header(sid, codec.encode({**store.header(sid), "cwd": "/evil"}))
    tamper.catalogue(sid, cwd="/evil")
    assert problems_about(store, sid, "header does not match its hash")


def test_a_catalogue_field_that_disagrees_with_the_header_is_a_problem(filled, tamper):
    store, sid, _ = filled
    tamper.catalogue(sid, cwd="/elsewhere")
    assert problems_about(store, sid, "catalogue cwd is '/elsewhere'", "'/proj'")


@pytest.mark.parametrize("column, value", [("entry_count", 3), ("message_count", 7), ("name", "other"),
                                           ("modified", "1999-01-01T00:00:00.000Z"), ("annotation_count", 1)])
def test_catalogue_counts_and_name_that_disagree_with_the_log_are_problems(filled, tamper, column, value):
    store, sid, _ = filled
    tamper.catalogue(sid, **{column: value})
    assert problems_about(store, sid, f"catalogue {column} is {value!r}")


def test_a_type_column_that_disagrees_with_the_body_is_a_problem(filled, tamper):
    store, sid, ids = filled
    tamper.entry(sid, ids[1], type="compaction")
    assert problems_about(store, sid, ids[1], "type column is 'compaction'", "'message'")


def test_a_head_moved_without_a_head_log_row_is_a_problem(filled, tamper):
    store, sid, ids = filled
    tamper.head(sid, "main", ids[0])
    assert problems_about(store, sid, "head 'main' points at entry " + ids[0], "moved without a head-log row")


def test_a_head_whose_version_was_reset_is_a_problem(filled, tamper):
    store, sid, ids = filled
    tamper.head(sid, "main", ids[3], version=1)
    assert problems_about(store, sid, "head 'main'", "moved without a head-log row")


def test_a_fake_head_is_a_problem(filled, tamper):
    store, sid, ids = filled
    tamper.head(sid, "evil", ids[0], version=1)
    assert problems_about(store, sid, "head 'evil' points at entry " + ids[0], "no head-log row")


def test_a_deleted_head_log_row_is_a_problem(filled, tamper):
    store, sid, ids = filled
    tamper.head_log(sid, 2)
    assert problems_about(store, sid, "head log #3", "gap")
    assert problems_about(store, sid, "head log #3", ids[2], "does not follow")


def test_the_newest_head_log_row_deleted_is_a_problem(filled, tamper):
    store, sid, ids = filled
    tamper.head_log(sid, store.head_log(sid)[-1].seq)
    assert problems_about(store, sid, "head 'side' points at entry " + ids[1], "no head-log row")


def test_a_rewritten_head_log_row_is_a_problem(filled, tamper):
    store, sid, ids = filled
    tamper.head_log(sid, 2, entry_id=ids[0])
    assert problems_about(store, sid, "head log #3", "previous is " + ids[1])


def test_the_newest_entries_deleted_and_the_head_moved_back_are_problems(filled, tamper):
    store, sid, ids = filled
    tamper.delete_entries(sid, 3)
    tamper.head(sid, "main", ids[1])
    assert problems_about(store, sid, ids[2], "is not stored (entries were deleted)")
    assert problems_about(store, sid, ids[3], "is not stored (entries were deleted)")
    assert problems_about(store, sid, "catalogue entry_count is 4, the log gives 2")


def test_a_tidy_truncation_is_still_seen_by_the_catalogue(store, tamper):
    """The newest entry, its head-log row and the head put back as they were before it: only the catalogue
    still counts it (one that fixes the catalogue too is what ``verify --against`` an anchor is for)."""
    session = store.create_session(cwd="/t")
    ids = [session.append_message(msg(t))["id"] for t in "abc"]
    tamper.delete_entries(session.id, 3)
    tamper.head_log(session.id, 3)
    tamper.head(session.id, "main", ids[1], version=2)
    problems = store.verify().problems
    assert f"session {session.id}: catalogue entry_count is 3, the log gives 2" in problems
    assert all(p.startswith(f"session {session.id}: catalogue ") for p in problems), problems


def test_a_deleted_header_row_is_a_problem_not_a_session_fewer(filled, tamper):
    store, sid, _ = filled
    tamper.header(sid, None)
    report = store.verify()
    assert report.sessions == 2 == len(store.sessions())
    assert problems_about(store, sid, "no header")


@pytest.mark.parametrize("which", ["first", "last"])
def test_a_deleted_annotation_is_a_problem(filled, tamper, which):
    store, sid, ids = filled
    seq = {"first": 1, "last": len(store.annotations(sid))}[which]
    tamper.annotation(sid, seq)
    words = ("annotation #2", "gap") if which == "first" else ("catalogue annotation_count",)
    assert problems_about(store, sid, *words)


@pytest.mark.parametrize("column, value", [("data", b'{"n":9}'), ("kind", "evil"), ("at", "1999-01-01T00:00:00.000Z")])
def test_a_rewritten_annotation_is_a_problem(filled, tamper, column, value):
    store, sid, ids = filled
    tamper.annotation(sid, 1, **{column: value})
    assert problems_about(store, sid, "annotation #1", "chain hash does not match")


def test_an_annotation_moved_to_another_entry_is_a_problem(filled, tamper):
    store, sid, ids = filled
    tamper.annotation(sid, 2, entry_id=ids[0])
    assert problems_about(store, sid, "annotation #2", ids[0], "chain hash does not match")


def test_the_untouched_session_stays_clean(filled, tamper):
    store, sid, ids = filled
    tamper.entry(sid, ids[1], type="compaction")
    other = next(s.id for s in store.sessions() if s.id != sid)
    assert store.verify(other).ok
