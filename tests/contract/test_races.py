"""Use cases that plan, then write, compare the head inside the write transaction (conformance).

A concurrent append between reading and writing is a ``HeadConflictError`` (the CLI's exit 3, retryable),
never a misleading invalid-input error, and nothing of the late operation is stored.
"""

from __future__ import annotations

import pytest

from builders import usage
from sessionlog.core.errors import HeadConflictError
from sessionlog.core.rewrite import RewriteSettings
from sessionlog.ops import rewrite as ops_rewrite


def _session_with_a_big_result(store):
    session = store.create_session(cwd="/r")
    session.append_message({"role": "user", "content": "run it", "timestamp": 1})
    session.append_message({"role": "assistant", "content": [{"type": "toolCall", "id": "c1", "name": "bash",
                                                                "arguments": {"command": "ls"}}],
                            "api": "a", "provider": "p", "model": "m", "usage": usage(), "stopReason": "toolUse", "timestamp": 2})
    session.append_message({"role": "toolResult", "toolCallId": "c1", "toolName": "bash",
                            "content": [{"type": "text", "text": "x" * 5000}], "isError": False, "timestamp": 3})
    return session


def test_truncate_with_an_append_between_planning_and_applying_is_a_head_conflict(store, reopen, monkeypatch):
    session = _session_with_a_big_result(store)
    other = reopen(store)
    planned = ops_rewrite.plan_session_rewrite

    def plan_then_race(*args, **kwargs):
        plan = planned(*args, **kwargs)
        other.append(session.id, {"type": "message", "message": {"role": "user", "content": "late", "timestamp": 4}})
        return plan

    monkeypatch.setattr(ops_rewrite, "plan_session_rewrite", plan_then_race)
    before = len(session.entries())
    with pytest.raises(HeadConflictError):
        ops_rewrite.truncate(store, session.id, RewriteSettings(max_chars=100))
    assert len(session.entries()) == before + 1  # the late append only: no copies


def test_truncate_refuses_an_expected_head_that_is_not_the_head(store):
    session = _session_with_a_big_result(store)
    first = session.path()[0]["id"]
    with pytest.raises(HeadConflictError):
        ops_rewrite.truncate(store, session.id, RewriteSettings(max_chars=100), expected_head=first)
    assert len(session.entries()) == 3
