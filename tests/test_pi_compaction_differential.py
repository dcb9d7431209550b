"""Differential tests of compaction planning against the real Pi (0.73.1) ``prepareCompaction``.

Cases, all planned with ``pi_compat=True`` and compared as JSON with what ``tests/pi/oracle.mjs``
computes (its ``compactions`` mode: ``prepareCompaction(getBranch(leaf), settings)`` and
``estimateContextTokens(buildSessionContext(path).messages)``):

* 200+ realistic agent sessions (``strategies.gen_compaction_corpus``: tool calls and results, usage
  that grows with the context, chained and hook compactions, branch summaries), each planned at its
  last entry and two other leaves, at three of ``strategies.KEEP_RECENT_TOKENS`` each;
* the v2/v3 sessions of the view corpus (``strategies.gen_corpus``: odd compactions whose
  ``firstKeptEntryId`` is unknown, the compaction's own id or a later entry, odd roles), planned at
  every entry with small and default ``keepRecentTokens``;
* the golden files.

A committed compaction is also checked end to end: ``Session.compact`` with a fake summarizer (every
fourth one a hard checkpoint), export the branch, and Pi's ``buildSessionContext`` of the exported file
equals ``sessionlog view --json``.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from test_pi_differential import (  # the harness: oracle, strategies, JSON comparison
    GOLDEN_DIR,
    SEED,
    json_diff,
    json_equal,
    oracle,
    strategies,
)

from sessionlog.core.codec import parse_jsonl_text
from sessionlog.core.compaction import CompactionSettings, NothingToCompactError, plan_compaction
from sessionlog.core.tokens import context_size
from sessionlog.core.view import path_to

N_SESSIONS = max(200, int(os.environ.get("SESSIONLOG_DIFF_CASES", "200")))
VIEW_CORPUS_KEEPS = (1, 30, 20000)


def _cases() -> dict[str, tuple[str, list[dict[str, Any]]]]:
    cases: dict[str, tuple[str, list[dict[str, Any]]]] = {}
    for name, lines, specs in strategies.gen_compaction_corpus(SEED, N_SESSIONS):
        cases[name] = (strategies.to_jsonl(lines), specs)
    for name, lines in strategies.gen_corpus(SEED, 200):
        if "-v1-" in name:
            continue  # Pi draws v1 ids at random
        ids = strategies.entry_ids(lines)
        cases[name] = (strategies.to_jsonl(lines),
                       [{"leaf": i, "keepRecentTokens": k} for i in ids for k in VIEW_CORPUS_KEEPS])
    for path in sorted(GOLDEN_DIR.glob("*.jsonl")):
        text = path.read_bytes().decode("utf-8")
        parsed = parse_jsonl_text(text)
        if parsed.version < 2:
            continue
        ids = [e["id"] for e in parsed.entries if isinstance(e.get("id"), str)]
        cases[f"golden-{path.stem}"] = (text, [{"leaf": i, "keepRecentTokens": k} for i in ids for k in VIEW_CORPUS_KEEPS])
    return cases


CASES = _cases()


@pytest.fixture(scope="module")
def pi() -> dict[str, dict[str, Any]]:
    oracle.require_oracle()
    names = list(CASES)
    results = oracle.run_oracle([{"text": CASES[n][0], "leaves": [], "compactions": CASES[n][1]} for n in names])
    return dict(zip(names, results))


def _ours(entries: list[dict[str, Any]], spec: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    by_id = {e.get("id"): e for e in entries}
    path = path_to(by_id, by_id[spec["leaf"]])
    settings = CompactionSettings(keep_recent_tokens=spec["keepRecentTokens"],
                                  reserve_tokens=spec.get("reserveTokens", 16384))
    plan = plan_compaction(path, settings, pi_compat=True)
    size = context_size(path, pi_compat=True)
    return (plan.to_pi() if plan is not None else None), {
        "tokens": size.tokens, "usageTokens": size.usage_tokens, "trailingTokens": size.trailing_tokens,
        "lastUsageIndex": size.last_usage_index}


def test_corpus_is_large_and_realistic():
    realistic = [n for n in CASES if n.startswith("compact-")]
    assert len(realistic) >= 200
    specs = [s for n in realistic for s in CASES[n][1]]
    assert {s["keepRecentTokens"] for s in specs} == set(strategies.KEEP_RECENT_TOKENS)
    texts = "".join(CASES[n][0] for n in realistic)
    for needle in ('"type":"compaction"', '"fromHook":true', '"stopReason":"aborted"', '"type":"branch_summary"',
                   '"totalTokens":0', '"role":"toolResult"', '"type":"image"'):
        assert needle in texts, needle


def test_prepare_compaction_matches_pi(pi):
    compared = mismatched = plans = split = 0
    problems: list[str] = []
    for name, (text, specs) in CASES.items():
        result = pi[name]
        assert result.get("migrated") is not None, f"Pi could not load {name}: {result.get('error')}"
        entries = list(parse_jsonl_text(text).entries)
        for spec, theirs in zip(specs, result["compactions"]):
            assert "error" not in theirs, f"{name} {spec}: Pi raised {theirs['error']}"
            plan, size = _ours(entries, spec)
            compared += 1
            plans += theirs["plan"] is not None
            split += bool(theirs["plan"] and theirs["plan"]["isSplitTurn"])
            for what, pi_value, our_value in (("plan", theirs["plan"], plan), ("contextTokens", theirs["contextTokens"], size)):
                if not json_equal(pi_value, our_value):
                    mismatched += 1
                    if len(problems) < 4:
                        problems.append(f"{name} {json.dumps(spec)}: {what} differs (seed {SEED:#x}):\n"
                                        + json_diff(pi_value, our_value)[:6000])
    assert not problems, f"{mismatched} of {compared} comparisons differ from Pi 0.73.1:\n\n" + "\n\n".join(problems)
    assert compared >= 1500 and plans >= 1000 and split >= 100, (compared, plans, split)


# ---- a committed compaction, seen by Pi ------------------------------------------------------------

class _EchoSummarizer:
    name = "echo-test"

    def summarize(self, request, *, cancelled=None) -> str:
        return f"## Goal\nsummarized {len(request.messages)}+{len(request.turn_prefix_messages)} messages"


def test_committed_compaction_views_equal_pi(tmp_path):
    oracle.require_oracle()
    from click.testing import CliRunner

    from sessionlog import open_store
    from sessionlog.cli import cli

    store = open_store(tmp_path / "c.db")
    texts: list[tuple[str, str, str]] = []
    for name, (text, specs) in list(CASES.items())[:60]:
        if not name.startswith("compact-"):
            continue
        parsed = parse_jsonl_text(text)
        sid = store.import_parsed(parsed, source=name).session
        session = store.session(sid)
        keep = specs[0]["keepRecentTokens"]
        checkpoint = len(texts) % 4 == 3  # every fourth commit is a hard checkpoint (firstKeptEntryId = own id)
        try:
            entry = session.compact(_EchoSummarizer(), settings=CompactionSettings(keep_recent_tokens=keep),
                                    checkpoint=checkpoint)
        except NothingToCompactError:
            continue
        if entry is None:  # nothing to compact (no plan, or a plan that summarizes no message)
            continue
        if checkpoint:
            assert entry["firstKeptEntryId"] == entry["id"]
        body, _ = store.export(sid, branch=True)
        texts.append((name, entry["id"], body.decode("utf-8")))
        assert store.view(sid).messages[0]["role"] == "compactionSummary"
    assert len(texts) >= 20 and sum(t[2].count('"firstKeptEntryId":"' + t[1] + '"') for t in texts) >= 4
    results = oracle.run_oracle([{"text": t, "leaves": [{"leaf": leaf}]} for _, leaf, t in texts])
    runner = CliRunner()
    for (name, leaf, _), result in zip(texts, results):
        sid = result["migrated"][0]["id"]
        shown = runner.invoke(cli, ["--db", store.path, "view", sid, "--json"])
        assert shown.exit_code == 0, shown.output
        ours = json.loads(shown.stdout)
        theirs = result["views"][0]["context"]
        assert json_equal(theirs, ours), f"{name}: view after compaction differs:\n{json_diff(theirs, ours)}"
    store.close()
