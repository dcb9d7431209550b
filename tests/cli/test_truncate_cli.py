"""``truncate`` on the command line."""

from __future__ import annotations
import json
from typing import Any
import pytest
from click.testing import CliRunner
from builders import usage
from sessionlog import open_store
from sessionlog.cli import cli


# ---------------------------------------------------------------- builders
def _assistant_call(call_id: str, ts: int = 1) -> dict[str, Any]:
    return {"role": "assistant", "content": [{"type": "toolCall", "id": call_id, "name": "read", "arguments": {}}],
            "api": "x", "provider": "anthropic", "model": "m", "usage": usage(), "stopReason": "toolUse",
            "timestamp": ts}


def _result(call_id: str, text: str, ts: int = 1) -> dict[str, Any]:
    return {"role": "toolResult", "toolCallId": call_id, "toolName": "read",
            "content": [{"type": "text", "text": text}], "isError": False, "timestamp": ts}


def _turn(session, n: int, size: int) -> dict[str, Any]:
    session.append_message({"role": "user", "content": f"ask {n}", "timestamp": 10 * n})
    session.append_message(_assistant_call(f"call_{n}", 10 * n + 1))
    return session.append_message(_result(f"call_{n}", f"line {n}\n" * (size // 7), 10 * n + 2))


@pytest.fixture
def session(store):
    return store.create_session(cwd="/tmp")


# ---------------------------------------------------------------- the command
def test_truncate_command_dry_run_then_apply(tmp_path):
    db = str(tmp_path / "c.db")
    with open_store(db) as store:
        session = store.create_session(cwd="/tmp")
        _turn(session, 1, 30_000)
        session.append_message({"role": "user", "content": "next", "timestamp": 99})
        sid, old_head = session.id, session.head()
    runner = CliRunner()
    dry = runner.invoke(cli, ["--db", db, "truncate", sid, "--context-window", "1000", "--dry-run", "--json"])
    assert dry.exit_code == 0, dry.output
    plan = json.loads(dry.stdout)
    assert plan["head"] == old_head and plan["max_chars"] == 1200 and plan["copies"] == 2
    assert plan["results"][0]["old_chars"] > 1200 >= plan["results"][0]["new_chars"]
    text = runner.invoke(cli, ["--db", db, "truncate", sid, "--max-chars", "1200", "--dry-run"])
    assert "fork at:" in text.stdout and "oversized" in text.stdout
    done = runner.invoke(cli, ["--db", db, "truncate", sid, "--context-window", "1000", "--json"])
    out = json.loads(done.stdout)
    assert out["changed"] and out["old_head"] == old_head and out["new_head"] == plan["new_head"]
    again = runner.invoke(cli, ["--db", db, "truncate", sid, "--context-window", "1000"])
    assert again.exit_code == 0 and again.stdout.strip() == plan["new_head"]
    assert "nothing to truncate" in again.stderr
    usage_error = runner.invoke(cli, ["--db", db, "truncate", sid])
    assert usage_error.exit_code == 2
