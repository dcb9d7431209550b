"""Tree queries with Pi's getTree/getBranch/label semantics (reference §3.6, §12.2, §12.5)."""

from __future__ import annotations

from sessionlog.core.dag import build_tree, children, leaves, path_ids, resolve_labels, roots
from sessionlog.core.tiers import check_history

from builders import label, user


def chain(*pairs):
    return [user(i, p, i, ts=f"2025-01-01T00:00:{n:02d}Z") for n, (i, p) in enumerate(pairs)]


DEEP = chain(("1", None), ("2", "1"), ("3", "2"), ("4", "3"), ("5", "2"), ("6", "5"), ("7", "5"))


def shape(nodes):
    return {n.entry["id"]: shape(n.children) for n in nodes}


def test_tree_of_a_deep_branching_history():
    assert shape(build_tree(DEEP)) == {"1": {"2": {"3": {"4": {}}, "5": {"6": {}, "7": {}}}}}


def test_empty_history_has_an_empty_tree():
    assert build_tree([]) == [] and leaves([]) == []


def test_children_are_sorted_by_timestamp_not_file_order():
    es = [user("r", None, "r", ts="2025-01-01T00:00:00Z"), user("late", "r", "x", ts="2025-01-01T00:00:09Z"),
          user("early", "r", "y", ts="2025-01-01T00:00:01Z")]
    assert [c.entry["id"] for c in build_tree(es)[0].children] == ["early", "late"]


def test_self_parent_and_unknown_parent_are_roots_in_the_tree():
    es = [user("a", None, "a"), user("b", "b", "b"), user("c", "ghost", "c")]
    assert [n.entry["id"] for n in build_tree(es)] == ["a", "b", "c"]
    assert roots(es) == ["a", "b", "c"] and children(es, None) == ["a", "b", "c"]


def test_leaves_and_paths():
    assert leaves(DEEP) == ["4", "6", "7"]
    assert path_ids(DEEP, "7") == ["1", "2", "5", "7"]
    assert children(DEEP, "5") == ["6", "7"]


def test_labels_resolve_last_wins_and_clear():
    es = [user("a", None, "a"), label("l1", "a", "a", "first"), label("l2", "l1", "a", "second"),
          label("l3", "l2", "l1", "x"), label("l4", "l3", "l1", None)]
    labels = resolve_labels(es)
    assert labels == {"a": {"label": "second", "timestamp": es[2]["timestamp"]}}
    tree = build_tree(es)
    assert tree[0].label == "second"


def test_check_history_sorts_problems_and_warnings():
    good = check_history(DEEP)
    assert good.ok and good.warnings == []
    dup = check_history([user("a", None, "a"), user("a", None, "b")])
    assert not dup.ok and "duplicate id" in dup.problems[0]
    cycle = check_history([user("a", "c", "a"), user("b", "a", "b"), user("c", "b", "c")])
    assert "cycle" in cycle.problems[0]
    orphan = check_history([user("a", "ghost", "a")])
    assert orphan.ok and "does not exist" in orphan.warnings[0]


def test_long_linear_histories_do_not_recurse():
    es = [user(str(i), str(i - 1) if i else None, "x") for i in range(20000)]
    assert check_history(es).ok
    assert len(path_ids(es, "19999")) == 20000
    assert len(build_tree(es)) == 1
