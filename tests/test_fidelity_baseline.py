"""The fidelity benchmark's "before" figures (baseline.json) may lack a part added to the corpus after
they were computed: run.py reports and draws the parts it has and names the others; baseline.py --part
adds one part without recomputing the rest. No summarizer runs here: the figures are made up."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.fidelity import baseline, run
from benchmarks.fidelity.script import KINDS


def _rows(kept: int, total: int, rounds: int = 50) -> list[dict]:
    return [{"kinds": {k: [kept, total] for k in KINDS}, "max": 1000 + r, "median": 900} for r in range(rounds)]


def _before(parts, commit="45ce0d6") -> dict:
    return {"commit": commit, "rounds": 50, "per_round": {p: _rows(1, 2) for p in parts}}


def test_the_before_table_names_the_parts_the_baseline_lacks():
    text = run.render_before(_before(("tuned", "held-out", "fresh")))
    assert text.splitlines()[2].endswith("| fresh, 50 |")
    assert "fresh2, 5" not in text
    assert text.splitlines()[-1].startswith("Not in baseline.json yet: fresh2, fresh3, fresh4, fresh5, fresh6, fresh7, fresh8, fresh9, fresh10, fresh11, fresh12, fresh13, fresh14, fresh15, fresh16, fresh17, fresh18, fresh19, fresh20, fresh21, fresh22, fresh23, fresh24, fresh25, fresh26, fresh27, fresh28, fresh29, fresh30, fresh31, fresh32, fresh33, fresh34, fresh35, fresh36, fresh37, fresh38, fresh39, fresh40, fresh41, fresh42, fresh43, fresh44, fresh45, fresh46 ")
    assert "Not in baseline.json yet" not in run.render_before(_before(run.PARTS))


def test_a_part_is_merged_into_the_existing_baseline_in_corpus_order():
    existing = _before(("tuned", "held-out", "fresh", "fresh2", "fresh3", "fresh4", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43", "fresh44", "fresh45", "fresh46"))
    added = _before(("fresh5",))
    added["per_round"]["fresh5"] = _rows(2, 2)
    merged = baseline.merge(existing, added)
    assert list(merged["per_round"]) == list(run.PARTS)
    assert merged["per_round"]["fresh5"] == added["per_round"]["fresh5"]
    assert merged["per_round"]["tuned"] == existing["per_round"]["tuned"]
    assert baseline.merge(None, added) == added


def test_a_part_of_another_commit_is_not_merged():
    with pytest.raises(ValueError, match="commit 45ce0d6 over 50 rounds, not abc1234 over 50"):
        baseline.merge(_before(("tuned",)), _before(("fresh4",), commit="abc1234"))


def test_the_committed_baseline_without_the_newest_part_is_reported_and_named():
    before = json.loads(run.BASELINE.read_text(encoding="utf-8"))
    absent = [p for p in run.PARTS if p not in before["per_round"]]
    text = run.render_before(before)
    assert all(f"{p}, 50" in text for p in before["per_round"])
    if absent:
        assert text.splitlines()[-1].startswith(f"Not in baseline.json yet: {', '.join(absent)} ")


@pytest.mark.parametrize("part", [p for p in run.PARTS if p not in ("tuned", "held-out")])
def test_each_fresh_set_is_its_own_part(part):
    chosen = run.sessions(part)
    assert [s.lang for s in chosen].count("en") == 4 and [s.lang for s in chosen].count("zh") == 4
    assert all(getattr(s, part) and s.held_out and run.part_of(s) == part for s in chosen)
    others = [s.name for p in run.PARTS if p != part for s in run.sessions(p)]
    assert not {s.name for s in chosen} & set(others)
    assert part in run.LABELS and part in run.FRESH_SETS and part in run.render(_result((part,))).splitlines()[2]


def _result(parts) -> dict:
    row = lambda: {"kinds": {k: [1, 2] for k in KINDS}, "sizes": [1000, 1200], "placed": {k: [1, 1] for k in ("constraint",
                   "rejected", "pending", "failure")}}
    return {"rounds": 50, "per_round": {p: [row() for _ in range(50)] for p in run.PARTS},
            "counts": {**{p: (2 if p in parts else 0) for p in run.PARTS}, "en": 1, "zh": 1}, "misses": [], "budget": None}


def test_a_part_missing_from_the_baseline_is_still_drawn(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    before = json.loads(run.BASELINE.read_text(encoding="utf-8"))
    before["per_round"].pop("fresh6", None)  # a baseline computed before a part was added
    partial = tmp_path / "baseline.json"
    partial.write_text(json.dumps(before), encoding="utf-8")
    monkeypatch.setattr(run, "BASELINE", partial)
    out = tmp_path / "fidelity.png"
    run.plot(_result(run.PARTS), out)
    assert out.stat().st_size > 0


def test_every_part_gets_its_lines_in_the_size_panel(tmp_path, monkeypatch):
    plt = pytest.importorskip("matplotlib.pyplot")
    figures = []
    monkeypatch.setattr(plt, "close", lambda fig=None: figures.append(fig))
    run.plot(_result(run.PARTS), tmp_path / "fidelity.png")
    sizes = [ax for ax in figures[0].axes if ax.get_visible()][-1]
    lines = {line.get_gid() for line in sizes.get_lines()}
    assert [p for p in run.PARTS if f"{p}: max" not in lines or f"{p}: median" not in lines] == []
    legend = [text.get_text() for text in sizes.get_legend().get_texts()]
    assert len(legend) <= 4  # the legend names the colours, not each part (it overflowed the panel)
