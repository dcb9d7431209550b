"""The pure anchor code (``core.anchor``): the digest is a function of the table alone, in any order; a
row hash limited to the anchored rows ignores growth; ``compare`` tells growth from removal and
rewriting, row by row kind."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from sessionlog.core.anchor import RowHash, SessionAnchor, compare, digest, grew, is_digest


def anchor(sid: str = "s", **changes) -> SessionAnchor:
    base = SessionAnchor(session=sid, tenant="default", header="h", entries=3, last_entry="c", last_chain="cc", entries_hash="e",
                         head_log=2, head_log_hash="l", annotations=1, annotations_hash="a")
    return msgspec.structs.replace(base, **changes)


@given(st.permutations(["a", "b", "c", "d"]))
def test_the_digest_does_not_depend_on_the_order_of_the_sessions(order):
    assert digest([anchor(s) for s in order]) == digest([anchor(s) for s in "abcd"])
    assert is_digest(digest([anchor(s) for s in order]))


def test_the_digest_changes_with_any_field():
    base = digest([anchor()])
    for field in SessionAnchor.__struct_fields__:
        if field != "session":
            value = getattr(anchor(), field)
            assert digest([anchor(**{field: value + 1 if isinstance(value, int) else value + "x"})]) != base, field


@given(st.lists(st.binary(max_size=8), min_size=1, max_size=20), st.data())
def test_a_limited_row_hash_ignores_rows_after_the_limit(rows, data):
    limit = data.draw(st.integers(0, len(rows)))
    whole, limited = RowHash(), RowHash(limit)
    prefix = RowHash()
    for seq, item in enumerate(rows, start=1):
        whole.add(seq, item)
        limited.add(seq, item)
        if seq <= limit:
            prefix.add(seq, item)
    assert limited.hexdigest() == prefix.hexdigest() and limited.last == whole.last == len(rows)


@pytest.mark.parametrize("now, words", [
    (None, "no longer stored (removed)"),
    (anchor(header=None), "header was removed"),
    (anchor(tenant="evil"), "its tenant is 'evil', anchored 'default'"),
    (anchor(header="x"), "header changed"),
    (anchor(entries=2), "entry #3 was anchored and is no longer stored (the newest anchored one: c)"),
    (anchor(entries=1), "entries #2..#3 were anchored"),
    (anchor(entries_hash="x"), "entries #1..#3 differ"),
    (anchor(last_chain="x"), "entry c (#3): the newest anchored entry"),
    (anchor(head_log=1), "head-log row #2 was anchored"),
    (anchor(head_log_hash="x"), "head-log rows #1..#2 differ"),
    (anchor(annotations=0), "annotation #1 was anchored"),
    (anchor(annotations_hash="x"), "annotations #1..#1 differ"),
])
def test_compare_names_what_was_removed_or_rewritten(now, words):
    found = compare(anchor(), now)
    assert any(words in p for p in found), found


def test_growth_is_no_problem():
    now = anchor(entries=9, head_log=5, annotations=4)
    assert compare(anchor(), now) == [] and grew(anchor(), now) and not grew(anchor(), anchor())
