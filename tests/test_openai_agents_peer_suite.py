"""The OpenAI Agents SDK's own tests (openai-agents 0.24.0), run against ``SessionlogSession``.

The SDK's test files come from its sdist on the package index at test time (tests/peer_suites.py; never
copied here). In them, the name ``SQLiteSession`` is bound to ``SessionlogSession`` built with
``SQLiteSession``'s signature (tests/peers/sessionlog_agents_peer.py); nothing else is changed. The
tests that inspect ``SQLiteSession``'s own tables, connections or private helpers are skipped there,
each with its reason, and listed in docs/integrations/openai-agents.md.

Each test here checks one upstream file: every upstream test passed except exactly the ones left out,
and as many of them built a sessionlog session as expected (so a module skipped as a whole, or a
substitution that stopped working, fails instead of passing quietly).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from peer_suites import PEERS, cache_root, run_peer_tests, unpacked_sdist

sys.path.insert(0, str(PEERS))
import sessionlog_agents_peer as plugin  # noqa: E402

VERSION = "0.24.0"
DOC = Path(__file__).resolve().parent.parent / "docs" / "integrations" / "openai-agents.md"

# upstream file -> how many of its tests build a SessionlogSession and pass
FILES = {
    "tests/memory/test_session.py": 33,
    "tests/memory/test_session_limit.py": 15,
    "tests/memory/test_openai_responses_compaction_session.py": 12,
    "tests/memory/test_compaction_suffix.py": 19,
    "tests/memory/test_compaction_model_visibility.py": 46,
    "tests/test_run_impl_resume_paths.py": 3,
}


@pytest.fixture(scope="module")
def report(pytestconfig, tmp_path_factory):
    pytest.importorskip("agents")
    root = cache_root(pytestconfig, tmp_path_factory)
    tree = unpacked_sdist(root, "openai-agents", VERSION, ["tests/", "pyproject.toml"])
    out = tmp_path_factory.mktemp("agents-peer")
    return run_peer_tests(tree, "sessionlog_agents_peer", list(FILES), out / "report.json",
                          env={"SESSIONLOG_DB": str(out / "default.db")})


def _excluded(nodeid: str) -> bool:
    return nodeid.split("[", 1)[0] in plugin.EXCLUDED and "async-sqlite" not in nodeid


@pytest.mark.parametrize("path", list(FILES))
def test_the_sdks_own_tests_pass_on_sessionlog(report, path):
    outcomes = report.in_file(path)
    assert outcomes, f"{path}: no test ran\n{report.output[-3000:]}"
    bad = [f"{o.nodeid}: {o.outcome}\n{o.detail}" for o in outcomes
           if o.outcome in ("failed", "error") or (o.outcome == "skipped") != _excluded(o.nodeid)]
    assert not bad, "\n\n".join(bad)
    ours = [o for o in outcomes if o.outcome == "passed" and o.built]
    assert len(ours) == FILES[path], [o.nodeid for o in ours]


def test_every_left_out_test_is_documented():
    text = DOC.read_text()
    for name in plugin.EXCLUDED:
        assert f"`{name.split('::')[-1]}`" in text, name


def test_an_unreachable_index_skips_locally_and_fails_under_ci(monkeypatch):
    from peer_suites import unavailable

    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception):
        unavailable("no network")
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI is set"):
        unavailable("no network")
