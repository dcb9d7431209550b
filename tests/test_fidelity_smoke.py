"""The fidelity benchmark in small: planted facts survive rounds of routine work and offline compaction
(the full 50-compaction run is ``python benchmarks/fidelity/run.py``, see docs/benchmarks.md)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.fidelity import heldout_long, run, tuned
from benchmarks.fidelity.drive import drive
from benchmarks.fidelity.script import KINDS


@pytest.mark.parametrize("name", ["tuned-en-db-migration", "tuned-zh-zh-k8s", "tuned-en-agents"])
def test_every_planted_fact_survives_eight_rounds_of_routine_work_and_compaction(store, name):
    [scripted] = [s for s in tuned.SESSIONS if s.name == name]
    outcome = drive(scripted, store, rounds=8)
    assert [r.round for r in outcome.rounds] == list(range(1, 9))
    assert outcome.kept and not outcome.missing
    assert all(not r.missing for r in outcome.rounds)
    assert all(r.summary_chars <= 12000 for r in outcome.rounds)
    session = store.session(store.sessions()[-1].id)
    assert [e["type"] for e in session.path()].count("compaction") == 8
    assert session.view().messages[0]["role"] == "compactionSummary"


def test_a_fact_planted_outside_its_turn_stops_the_run(store):
    [scripted] = [s for s in heldout_long.SESSIONS if s.name.endswith("recsys")]
    bad = type(scripted)(**{**scripted.__dict__, "facts": scripted.facts + (("command", "make check"),)})
    with pytest.raises(AssertionError, match="'make check' also occurs outside its planted turn"):
        drive(bad, store, rounds=6)


def test_the_report_tabulates_retention_per_kind_at_each_checkpoint():
    result = run.run_all(rounds=5, part="held-out")
    text = run.render(result)
    assert result["counts"]["held-out"] == len(run.sessions("held-out")) and result["counts"]["tuned"] == 0
    assert text.splitlines()[2] == "| kind | held-out, 5 |"
    rows = {line.split(" | ")[0].strip("| *"): line for line in text.splitlines() if line.startswith("| ")}
    assert set(KINDS) | {"all"} <= set(rows)
    assert all(len(r["sizes"]) == result["counts"]["held-out"] for r in result["per_round"]["held-out"])
