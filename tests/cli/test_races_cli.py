"""The two races found by trying the CLI as a user would: both end in exit 3 (a head conflict), not exit
0 (``head --summarize`` accepting a concurrent append) or exit 1 (``truncate`` reporting invalid input)."""

from __future__ import annotations

from click.testing import CliRunner

from builders import usage
from sessionlog.cli import cli
from sessionlog.connect import open_store
from sessionlog.ops import rewrite as ops_rewrite
from sessionlog.summarizers.base import register


def _run(db, *args):
    return CliRunner().invoke(cli, ["--db", str(db), *args])


def _session(db):
    with open_store(db) as store:
        s = store.create_session(cwd="/r")
        s.append_message({"role": "user", "content": "first", "timestamp": 1})
        s.append_message({"role": "assistant", "content": [{"type": "toolCall", "id": "c1", "name": "bash",
                                                            "arguments": {"command": "ls"}}],
                          "api": "a", "provider": "p", "model": "m", "usage": usage(), "stopReason": "toolUse", "timestamp": 2})
        s.append_message({"role": "toolResult", "toolCallId": "c1", "toolName": "bash",
                          "content": [{"type": "text", "text": "y" * 5000}], "isError": False, "timestamp": 3})
        s.append_message({"role": "user", "content": "second", "timestamp": 4})
        return s.id, [e["id"] for e in s.path()]


def _late_append(db, sid):
    with open_store(db) as other:
        other.append(sid, {"type": "message", "message": {"role": "user", "content": "late", "timestamp": 9}})


def test_head_summarize_with_a_concurrent_append_exits_3_and_moves_nothing(tmp_path):
    db = tmp_path / "s.db"
    sid, ids = _session(db)

    class Racing:
        name = "test-racing"

        def summarize(self, request, *, cancelled=None):
            _late_append(db, sid)  # another writer appends while the summary is being written
            return "the abandoned branch"

    register("test-racing", Racing)
    result = _run(db, "head", sid, "--move-to", ids[1], "--expected-head", ids[-1], "--summarize",
                  "--summarizer", "test-racing")
    assert result.exit_code == 3, result.output
    assert "moved" in result.stderr or "not the expected" in result.stderr
    with open_store(db) as store:
        entries = store.entries(sid)
        assert entries[-1]["message"]["content"] == "late" and store.head(sid) == entries[-1]["id"]
        assert not any(e["type"] == "branch_summary" for e in entries)


def test_truncate_with_a_concurrent_append_exits_3_and_appends_no_copies(tmp_path, monkeypatch):
    db = tmp_path / "s.db"
    sid, _ = _session(db)
    planned = ops_rewrite.plan_session_rewrite

    def plan_then_race(*args, **kwargs):
        plan = planned(*args, **kwargs)
        _late_append(db, sid)
        return plan

    monkeypatch.setattr(ops_rewrite, "plan_session_rewrite", plan_then_race)
    result = _run(db, "truncate", sid, "--max-chars", "100")
    assert result.exit_code == 3, result.output
    with open_store(db) as store:
        assert len(store.entries(sid)) == 5  # four, and the late one
