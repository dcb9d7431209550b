"""Crash safety: SIGKILL at seeded moments loses nothing acknowledged and leaves no partial entry."""

from __future__ import annotations

import pytest

from harness import (crash_append_trial, crash_compaction_trial, crash_import_trial, crash_persist_trial,
                     write_generated_session, write_session_with_big_results)

SEEDS = range(12)  # the soak runs 1,000+ (tests/reliability/run.py)


@pytest.mark.parametrize("seed", SEEDS)
def test_kill_during_appends_loses_no_acknowledged_entry(tmp_path, seed):
    result = crash_append_trial(str(tmp_path / "crash.db"), seed)
    assert (result.lost, result.partial_batches, result.verify_failures, result.next_append_failures) == (0, 0, 0, 0), result.problems
    assert result.problems == []


@pytest.mark.parametrize("seed", range(4))
def test_kill_during_import_is_all_or_nothing(tmp_path, seed):
    source = tmp_path / "big.jsonl"
    n = write_generated_session(source, seed, 3000)
    before = source.read_bytes()
    result = crash_import_trial(str(tmp_path / "imp.db"), source, n, seed)
    assert (result.partial, result.verify_failures) == (0, 0)
    assert source.read_bytes() == before


@pytest.mark.parametrize("seed", range(4))
def test_kill_during_compaction_commits_is_all_or_nothing(tmp_path, seed):
    result = crash_compaction_trial(str(tmp_path / "cmp.db"), seed)
    assert (result.lost, result.verify_failures) == (0, 0) and result.problems == []


@pytest.mark.parametrize("op", ["rewrite", "rotate"])
@pytest.mark.parametrize("seed", range(3))
def test_kill_during_rewrite_or_rotation_is_all_or_nothing(tmp_path, op, seed):
    source = tmp_path / "big.jsonl"
    write_session_with_big_results(source, seed)
    result = crash_persist_trial(str(tmp_path / "p.db"), source, op, seed)
    assert (result.partial, result.changed_views, result.verify_failures) == (0, 0, 0)
