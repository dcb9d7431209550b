"""Replay reports, after every append and head move, exactly the size of the view ``store.view`` builds at
the replayed head; diff splits two leaves at their common ancestor."""


from __future__ import annotations
from sessionlog.core.timetravel import build_diff


def test_build_diff_splits_at_the_longest_common_prefix() -> None:
    path = lambda *ids: [{"id": i} for i in ids]
    found = build_diff(path("r", "a", "b"), path("r", "a", "x", "y"))
    assert found.ancestor == "a" and [e["id"] for e in found.only_a] == ["b"]
    assert [e["id"] for e in found.only_b] == ["x", "y"]
    assert build_diff(path("r"), path("q")).ancestor is None
    same = build_diff(path("r", "a"), path("r", "a"))
    assert same.ancestor == "a" and same.only_a == same.only_b == []
