"""The soak's hostile sections, a CI-sized run (``hostile.py``; the full figures are in
docs/reliability.md): the redaction corpus planted everywhere leaks nothing and keeps every negative,
hostile terminal content never reaches the terminal raw, special files end in a clear error or a
report, never a hang or a traceback."""

from __future__ import annotations

import random

import hostile


def test_the_redaction_corpus_planted_everywhere_leaks_nothing():
    totals: dict[str, int] = {}
    for seed in range(40):
        hostile.add(totals, hostile.redaction_trial(random.Random(seed)))
    assert totals["secrets planted"] == 240 and totals["negatives planted"] == 160
    assert (totals["leaks (JSONL)"], totals["leaks (HTML)"], totals["negatives changed"],
            totals["invalid redacted files"]) == (0, 0, 0, 0)


def test_a_leak_would_be_counted():
    """The check itself: a secret part left in the output is found in every escaped form."""
    title, text, expected = next(p for p in hostile.POSITIVES if "github" in p[0])
    parts = hostile.secret_parts(text, expected)
    assert parts and all(any(form in f'"{text}"' for form in hostile._forms(part)) for part in parts)


def test_hostile_terminal_content_never_reaches_the_terminal(tmp_path):
    totals: dict[str, int] = {}
    for seed in range(2):
        folder = tmp_path / str(seed)
        folder.mkdir()
        hostile.add(totals, hostile.terminal_trial(random.Random(seed), folder))
    assert totals["commands run"] == 38
    assert totals["outputs with a raw control byte"] == totals["tracebacks"] == 0


def test_special_files_end_in_a_clear_error_or_a_report():
    found, lines = hostile.special_file_trials(big=False)
    assert found["hangs"] == found["tracebacks"] == 0, lines
    assert found["refused with a clear error"] + found["imported with a report"] == found["special paths"] == 10
