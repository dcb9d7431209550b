"""Branch-rewrite truncation: the plan is pure; applying it appends copies with new ids after the fork
point, moves the head by compare-and-swap, and preserves meaning (the new view is the old one with
exactly the chosen results truncated, modulo the id map; the old branch keeps its view; verify passes)."""


from __future__ import annotations
from typing import Any
import pytest
from sessionlog.core.errors import InvalidInputError
from sessionlog.core.rewrite import RewriteSettings, plan_rewrite, visible_indices


def _result(call_id: str, text: str, ts: int = 1) -> dict[str, Any]:
    return {"role": "toolResult", "toolCallId": call_id, "toolName": "read",
            "content": [{"type": "text", "text": text}], "isError": False, "timestamp": ts}


def test_visible_indices_follow_the_latest_compaction():
    path = [{"id": "a", "type": "message"}, {"id": "b", "type": "message"},
            {"id": "c", "type": "compaction", "firstKeptEntryId": "b"}, {"id": "d", "type": "message"}]
    assert visible_indices(path) == [1, 3]
    assert visible_indices(path[:2]) == [0, 1]
    path[2]["firstKeptEntryId"] = "zzz"
    assert visible_indices(path) == [3]


def test_settings_are_validated():
    with pytest.raises(InvalidInputError):
        RewriteSettings(max_chars=-1)
    with pytest.raises(InvalidInputError):
        RewriteSettings.for_context_window(0)
    assert RewriteSettings.for_context_window(1000).max_chars == 1200
    assert RewriteSettings.for_context_window(1_000_000).max_chars == 16_000


def test_a_result_cut_before_is_not_cut_again_for_a_few_characters():
    notice_only = _result("c", "\n\n[... 300 more characters truncated]")
    remnant = _result("d", "日\n\n[... 99 more characters truncated]")
    path = [{"type": "message", "id": f"e{i}", "parentId": f"e{i - 1}" if i else None, "timestamp": "t",
             "message": m} for i, m in enumerate([notice_only, remnant])]
    assert plan_rewrite(path, RewriteSettings(max_chars=0)) is None
    assert plan_rewrite(path, RewriteSettings(max_chars=10, aggregate_budget_chars=5)) is None
    fresh = dict(path[1], message=_result("d", "x" * 40))
    assert plan_rewrite([path[0], fresh], RewriteSettings(max_chars=0)) is not None
