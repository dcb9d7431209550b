"""``view --project`` and ``prune`` end to end on a stored session."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from projection_strategies import assistant, result, user
from sessionlog.cli import cli

from sessionlog import open_store
from sessionlog.core.projections import message_key


@pytest.fixture
def session(tmp_path: Path) -> tuple[str, str]:
    """A session with three 55000-char tool results before a protected tail of three assistants."""
    db = str(tmp_path / "s.db")
    store = open_store(db)
    s = store.create_session(cwd="/work")
    s.append_message(user("look at the logs"))
    for k in range(3):
        s.append_message(assistant("", (f"call_{k}", "exec")))
        s.append_message(result(f"call_{k}", f"log line {k}\n" * 5000))
    for k in range(3):
        s.append_message(assistant(f"summary {k}"))
    sid = s.id
    store.close()
    return db, sid


def run(db: str, *args: str):
    return CliRunner().invoke(cli, ["--db", db, *args])


def test_view_project_json_shows_the_pipeline_and_its_report(session):
    db, sid = session
    res = run(db, "view", sid, "--project", "--context-window", "50000", "--json")
    assert res.exit_code == 0, res.output
    doc = json.loads(res.stdout)
    assert list(doc) == ["messages", "thinkingLevel", "model", "report"]
    steps = {s["step"]: s for s in doc["report"]["steps"]}
    assert list(steps) == ["repair", "pruning", "truncation", "guard", "provider-policy"]
    assert steps["pruning"]["changed"] and steps["pruning"]["chars_saved"] > 100_000
    assert doc["report"]["tokens_after"] < doc["report"]["tokens_before"]
    assert all(len(json.dumps(m)) < 20_000 for m in doc["messages"])


def test_view_without_project_is_unchanged_and_the_options_need_project(session):
    db, sid = session
    plain = json.loads(run(db, "view", sid, "--json").stdout)
    assert "report" not in plain and len(plain["messages"][2]["content"][0]["text"]) == 55_000
    res = run(db, "view", sid, "--turn-limit", "1")
    assert res.exit_code == 2 and "--turn-limit needs --project" in res.output


def test_view_project_llm_gives_provider_messages(session):
    db, sid = session
    doc = json.loads(run(db, "view", sid, "--project", "--llm", "--provider", "mistral", "--json").stdout)
    calls = [b for m in doc["messages"] if m["role"] == "assistant" for b in m["content"] if b["type"] == "toolCall"]
    assert calls and all(len(c["id"]) == 9 for c in calls)


def test_prune_dry_run_records_nothing_and_apply_records_sticky_decisions(session):
    db, sid = session
    dry = json.loads(run(db, "prune", sid, "--context-window", "50000", "--json").stdout)
    assert dry["applied"] is False and dry["recorded"] == 0 and dry["report"]["decisions"]
    store = open_store(db)
    assert store.annotations(sid, kind="prune-decision") == []
    applied = json.loads(run(db, "prune", sid, "--apply", "--context-window", "50000", "--json").stdout)
    assert applied["recorded"] == len(dry["report"]["decisions"])
    again = json.loads(run(db, "prune", sid, "--apply", "--context-window", "50000", "--json").stdout)
    assert again["recorded"] == 0  # the recorded decisions are replayed, nothing new to decide
    rows = store.annotations(sid, kind="prune-decision")
    path = {e["id"]: e for e in store.path_to(sid, store.head(sid))}
    for row in rows:  # each on the entry whose message it prunes, keyed by that message's hash
        assert message_key(path[row["entry"]]["message"]) == row["data"]["key"]
    store.close()

    first = json.loads(run(db, "view", sid, "--project", "--context-window", "50000", "--json").stdout)
    # a warm cache holds back new pruning, yet the recorded decisions are replayed byte for byte
    warm = run(db, "view", sid, "--project", "--context-window", "50000", "--last-touch",
               "2999-01-01T00:00:00Z", "--ttl", "5m", "--json")
    doc = json.loads(warm.stdout)
    pruning = next(s for s in doc["report"]["steps"] if s["step"] == "pruning")
    assert pruning["details"]["ttl_gate_open"] is False and pruning["details"]["replayed"] == applied["recorded"]
    assert doc["messages"] == first["messages"]


def test_prune_readable_output(session):
    db, sid = session
    res = run(db, "prune", sid, "--context-window", "50000")
    assert res.exit_code == 0 and "projection report" in res.stdout and "dry run" in res.stdout


def test_config_file_with_openclaw_names(session, tmp_path):
    db, sid = session
    config = tmp_path / "p.toml"
    config.write_text('contextWindow = 50000\n[contextPruning]\nmode = "off"\n')
    doc = json.loads(run(db, "view", sid, "--project", "--config", str(config), "--json").stdout)
    assert [s["step"] for s in doc["report"]["steps"]] == ["repair", "truncation", "guard", "provider-policy"]


@pytest.mark.parametrize("args,message", [
    (["--ttl", "soon"], "Error: invalid duration 'soon'"),
    (["--last-touch", "yesterday"], "Error: --last-touch: not an ISO 8601 time"),
])
def test_bad_options_are_errors_not_tracebacks(session, args, message):
    db, sid = session
    res = run(db, "view", sid, "--project", *args)
    assert res.exit_code == 1 and message in res.stderr and "Traceback" not in res.output


def test_a_bad_config_is_an_error(session, tmp_path):
    db, sid = session
    config = tmp_path / "bad.toml"
    config.write_text("contextWindow = [")
    res = run(db, "prune", sid, "--config", str(config))
    assert res.exit_code == 1 and res.stderr.startswith("Error: invalid TOML config")
