"""``truncate`` on the command line."""

from __future__ import annotations
import json
import pytest
from click.testing import CliRunner
from sessionlog import open_store
from sessionlog.cli import cli
from support import result_turn


# ---------------------------------------------------------------- builders


@pytest.fixture
def session(store):
    return store.create_session(cwd="/tmp")


# ---------------------------------------------------------------- the command
def test_truncate_command_dry_run_then_apply(tmp_path):
    db = str(tmp_path / "c.db")
    with open_store(db) as store:
        session = store.create_session(cwd="/tmp")
        result_turn(session, 1, 30_000)
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
