"""Planted facts survive compaction by the offline summarizer (a small slice of benchmarks/fidelity)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.fidelity import tuned
from benchmarks.fidelity.drive import drive


@pytest.mark.parametrize("name", ["tuned-en-db-migration", "tuned-zh-zh-k8s"])
def test_every_planted_fact_survives_two_rounds_of_compaction(store, name):
    [scripted] = [s for s in tuned.SESSIONS if s.name == name]
    outcome = drive(scripted, store, rounds=2)
    assert outcome.kept and not outcome.missing
    assert len(outcome.summaries) == 2 and all(len(s) <= 16000 for s in outcome.summaries)
    session = store.session(store.sessions()[-1].id)
    assert [e["type"] for e in session.path()].count("compaction") == 2
    assert session.view().messages[0]["role"] == "compactionSummary"
