"""The tamper corpus (``tamper.py``; the soak runs it too): every table × every SQL verb from a plain
``sqlite3`` connection. With the database's protections on, no statement replaces or removes history;
with every trigger dropped (a hostile operator), every change to history is seen by ``verify`` or, for a
consistent one, by ``verify --against`` the anchor taken before; nothing ends in a traceback."""

from __future__ import annotations

import pytest

import tamper


@pytest.fixture(scope="module")
def outcomes():
    return tamper.run_corpus()


def test_every_table_and_verb_is_tried_both_ways(outcomes):
    tried = {(o.table, o.verb, o.hostile) for o in outcomes}
    assert tried == {(t, v, h) for t in tamper.TABLES for v in tamper.VERBS for h in (False, True)}


def test_with_the_protections_on_no_statement_rewrites_history(outcomes):
    assert [o for o in outcomes if o.rewrite] == []
    for o in outcomes:
        if not o.hostile and o.verb in tamper.REWRITES and o.table in tamper.HISTORY | {"migrations", "tokens"}:
            assert o.result in ("refused", "kept"), o


def test_every_change_to_history_is_seen_by_verify_or_the_anchor(outcomes):
    assert [o for o in outcomes if o.result == "unseen"] == []
    for o in outcomes:
        if o.table in tamper.HISTORY and o.result not in ("refused", "kept") and not (
                o.table == "bodies" and o.verb == "insert-new"):
            assert o.result in ("seen-by-verify", "seen-by-anchor"), o


def test_what_no_check_covers_is_only_rows_that_are_not_history(outcomes):
    uncovered = {(o.table, o.verb) for o in outcomes if o.result == "not-history"}
    assert {table for table, _ in uncovered} <= {"migrations", "tokens", "bodies"}
    assert {verb for table, verb in uncovered if table == "bodies"} == {"insert-new"}  # a body nothing refers to


def test_a_store_that_cannot_open_after_tampering_says_why(outcomes):
    for o in outcomes:
        if o.result == "refuses-to-open":
            assert o.table == "migrations" and "cannot be applied" in o.detail, o
