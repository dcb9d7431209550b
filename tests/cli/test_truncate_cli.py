"""``truncate`` on the command line."""

from __future__ import annotations
import json
import re
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


def test_max_chars_is_the_per_result_cap_only_and_the_aggregate_budget_is_its_own_option(tmp_path):
    """Before: --max-chars N also capped all the results together at N (OpenClaw's recovery budget)."""
    db = str(tmp_path / "c.db")
    with open_store(db) as store:
        session = store.create_session(cwd="/tmp")
        result_turn(session, 1, 10_000)
        result_turn(session, 2, 10_000)
        session.append_message({"role": "user", "content": "next", "timestamp": 99})
        sid = session.id
    runner = CliRunner()
    each_fits = runner.invoke(cli, ["--db", db, "truncate", sid, "--max-chars", "12000", "--dry-run", "--json"])
    assert each_fits.exit_code == 0 and json.loads(each_fits.stdout) is None  # each result is under 12,000
    dry = runner.invoke(cli, ["--db", db, "truncate", sid, "--max-chars", "12000", "--aggregate-budget", "12000",
                              "--dry-run", "--json"])
    plan = json.loads(dry.stdout)
    assert plan["max_chars"] == 12_000 and plan["aggregate_budget_chars"] == 12_000
    assert [r["phase"] for r in plan["results"]] == ["aggregate"]  # the newer one, to fit both in 12,000
    text = runner.invoke(cli, ["--db", db, "truncate", sid, "--max-chars", "12000", "--aggregate-budget", "12000",
                               "--dry-run"]).stdout
    assert "12000 chars per result, 12000 for all of them together" in text
    cap = json.loads(runner.invoke(cli, ["--db", db, "truncate", sid, "--max-chars", "3000", "--dry-run",
                                         "--json"]).stdout)
    assert cap["aggregate_budget_chars"] is None and [r["phase"] for r in cap["results"]] == ["oversized"] * 2


def test_the_notice_counts_what_was_removed_even_when_a_rewrite_cuts_a_cut_again(tmp_path):
    db = str(tmp_path / "c.db")
    with open_store(db) as store:
        session = store.create_session(cwd="/tmp")
        original = result_turn(session, 1, 30_000)["message"]["content"][0]["text"]
        result_turn(session, 2, 30_000)
        session.append_message({"role": "user", "content": "next", "timestamp": 99})
        sid = session.id
    runner = CliRunner()
    for args in (["--max-chars", "4000", "--aggregate-budget", "5000"], ["--max-chars", "1000"]):
        done = runner.invoke(cli, ["--db", db, "truncate", sid, *args])
        assert done.exit_code == 0, done.output
        with open_store(db) as store:
            results = [m for m in store.view(sid).messages if m["role"] == "toolResult"]
        for message in results:
            text = message["content"][0]["text"]
            found = re.search(r"\n\n\[\.\.\. (\d+) more characters truncated\]\Z", text)
            assert found, text[-100:]
            assert found.start() + int(found[1]) == len(original)  # shown + left out = the original
