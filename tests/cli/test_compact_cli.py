"""``compact``, ``context-size`` and ``head --summarize`` on the command line."""

from __future__ import annotations
import json
from click.testing import CliRunner
from sessionlog import open_store
from sessionlog.cli import cli
from sessionlog.core.compaction import plan_compaction
from sessionlog.summarizers.base import register
from support import KEEP, Fake, assistant_message, tool_turns
from support import session_with_turns  # noqa: F401 - the `session` fixture


# ---- branch summaries ----------------------------------------------------------------------------
def _branchy(store):
    s = store.create_session(cwd="/p")
    u1 = s.append_message({"role": "user", "content": "u1", "timestamp": 1})["id"]
    a1 = s.append_message(assistant_message([{"type": "text", "text": "a1"}]))["id"]
    u2 = s.append_message({"role": "user", "content": "u2", "timestamp": 3})["id"]
    a2 = s.append_message(assistant_message([{"type": "toolCall", "id": "t", "name": "edit", "arguments": {"path": "f.py"}}],
                                     "toolUse"))["id"]
    return s, u1, a1, u2, a2


# ---- CLI --------------------------------------------------------------------------------------------
def _run(db, *args):
    return CliRunner().invoke(cli, ["--db", str(db), *args])


def test_cli_compact_dry_run_context_size_and_commit(store, session):
    db = store.path
    result = _run(db, "compact", session.id, "--dry-run", "--json", "--keep-recent-tokens", "100", "--pi-compat")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == plan_compaction(session.path(), KEEP, pi_compat=True).to_pi()
    size = json.loads(_run(db, "context-size", session.id, "--context-window", "1000", "--reserve-tokens", "100",
                           "--json").stdout)
    assert size["tokens"] == size["usage_tokens"] + size["trailing_tokens"] and size["compaction_due"] is False
    register("test-fixed", lambda: Fake())
    result = _run(db, "compact", session.id, "--summarizer", "test-fixed", "--keep-recent-tokens", "100")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == session.head()
    result = _run(db, "compact", session.id, "--dry-run", "--json")
    assert result.exit_code == 0 and json.loads(result.stdout) is None
    head = session.head()
    result = _run(db, "compact", session.id, "--summarizer", "test-fixed")
    assert (result.exit_code, result.stdout) == (0, "") and result.stderr.startswith("nothing to compact: ")
    assert "Already compacted" in result.stderr and session.head() == head
    result = _run(db, "compact", session.id, "--summarizer", "test-fixed", "--json")
    assert result.exit_code == 0 and json.loads(result.stdout) is None


def test_cli_compact_with_nothing_to_summarize_appends_nothing_and_exits_0(store):
    """Before: an all-"(none)" summary was appended, and every later compact failed "Already compacted"."""
    s = store.create_session(cwd="/p")
    s.append_message({"role": "user", "content": "hi", "timestamp": 1})
    summarizer = Fake()
    register("test-untouched", lambda: summarizer)
    for _ in range(2):
        result = _run(store.path, "compact", s.id, "--summarizer", "test-untouched")
        assert (result.exit_code, result.stdout) == (0, ""), result.output
        assert result.stderr.startswith("nothing to compact: Nothing to summarize")
    dry = _run(store.path, "compact", s.id, "--dry-run")
    assert dry.exit_code == 0 and dry.stdout.startswith("nothing to compact")
    assert json.loads(_run(store.path, "compact", s.id, "--dry-run", "--json").stdout) is None
    assert [e["type"] for e in s.entries()] == ["message"] and summarizer.requests == []


def test_cli_compact_conflict_exits_3(store, session):
    db = store.path

    def concurrent():
        with open_store(db) as other:
            other.append(session.id, {"type": "custom", "customType": "x"})

    register("test-racing", lambda: Fake(effect=concurrent))
    result = _run(db, "compact", session.id, "--summarizer", "test-racing", "--keep-recent-tokens", "100")
    assert result.exit_code == 3 and result.stderr.startswith("Error: "), (result.stdout, result.stderr)
    result = _run(db, "compact", session.id, "--summarizer", "no-such-summarizer")
    assert result.exit_code == 1 and "unknown summarizer" in result.stderr


def test_cli_head_summarize(store):
    s, u1, a1, u2, a2 = _branchy(store)
    register("test-branch", lambda: Fake("The user explored a different conversation branch before returning here."))
    result = _run(store.path, "head", s.id, "--move-to", u2, "--summarize", "--summarizer", "test-branch", "--json")
    assert result.exit_code == 0, result.output
    entry = s.entry(json.loads(result.stdout)["entry"])
    assert (entry["type"], entry["parentId"]) == ("branch_summary", a1)
    result = _run(store.path, "head", s.id, "--summarize")
    assert result.exit_code == 2


def test_cli_compact_summary_budget_reaches_the_summarizer(store, session):
    db = store.path
    seen = []

    def factory(**options):
        seen.append(options)
        return Fake()

    register("test-budgeted", factory)
    assert _run(db, "compact", session.id, "--summarizer", "test-budgeted", "--keep-recent-tokens", "100").exit_code == 0
    tool_turns(session, n=6, size=400)
    session.append_message({"role": "user", "content": "next", "timestamp": 99})  # a cut point after the results
    assert _run(db, "compact", session.id, "--summarizer", "test-budgeted", "--keep-recent-tokens", "100",
                "--summary-budget", "700").exit_code == 0
    assert seen == [{}, {"max_chars": 700}]
    tool_turns(session, n=6, size=400)
    session.append_message({"role": "user", "content": "next", "timestamp": 99})
    result = _run(db, "compact", session.id, "--summary-budget", "600", "--keep-recent-tokens", "100", "--json")
    assert result.exit_code == 0, result.output
    assert 0 < len(json.loads(result.stdout)["summary"]) <= 600
    register("test-no-budget", lambda: Fake())
    result = _run(db, "compact", session.id, "--summarizer", "test-no-budget", "--summary-budget", "600",
                  "--keep-recent-tokens", "100")
    assert result.exit_code == 1 and result.stderr.startswith("Error: summarizer 'test-no-budget'")
    assert "Traceback" not in result.output
