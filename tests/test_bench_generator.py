"""The side-by-side benchmark's workload generator (benchmarks/compare/generate.py): deterministic for a
seed, valid Pi v3 files (Pi and sessionlog build the same view), and the stated structure: compactions
every ~2,000 entries keeping ~40, tool-result sizes log-uniform over 100 B – 50 KB. No timing here."""

from __future__ import annotations

import importlib.util
import json
import math
import re
import statistics
import sys
from pathlib import Path

import msgspec
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.compare import generate  # noqa: E402
from sessionlog.ops.imports import import_paths  # noqa: E402


def _load(name: str, path: Path):
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


oracle = _load("_sessionlog_tests_pi_oracle", ROOT / "tests" / "pi" / "oracle.py")


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_bytes().splitlines()]


@pytest.fixture(scope="module")
def sample(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("gen") / "s.jsonl"
    generate.write_file(path, 7000, seed=3)
    return path


def test_same_seed_same_bytes_and_other_seed_differs(tmp_path, sample):
    again = tmp_path / "again.jsonl"
    generate.write_file(again, 7000, seed=3)
    assert again.read_bytes() == sample.read_bytes()
    other = tmp_path / "other.jsonl"
    generate.write_file(other, 7000, seed=4)
    assert other.read_bytes() != sample.read_bytes()


def test_smaller_file_is_a_prefix_of_a_larger_one(tmp_path, sample):
    small = tmp_path / "small.jsonl"
    generate.write_file(small, 1500, seed=3)
    assert lines(small)[1:] == lines(sample)[1:1501]
    assert lines(small)[0]["id"] != lines(sample)[0]["id"]  # the header id names the size


def test_file_is_a_linear_pi_v3_session_with_exactly_n_entries(sample):
    header, *entries = lines(sample)
    assert header["type"] == "session" and header["version"] == 3 and isinstance(header["id"], str)
    assert len(entries) == 7000
    assert [e["type"] for e in entries[:2]] == ["model_change", "thinking_level_change"]
    ids = [e["id"] for e in entries]
    assert all(re.fullmatch(r"[0-9a-f]{8}", i) for i in ids) and len(set(ids)) == len(ids)
    assert [e["parentId"] for e in entries] == [None, *ids[:-1]]
    assert {e["type"] for e in entries} == {"model_change", "thinking_level_change", "message", "compaction"}
    calls = {}
    for e in entries:
        m = e.get("message")
        if m and m["role"] == "assistant":
            calls.update({c["id"]: c["name"] for c in m["content"] if c["type"] == "toolCall"})
        if m and m["role"] == "toolResult":
            assert calls.pop(m["toolCallId"]) == m["toolName"]  # every result answers an earlier call


def test_compactions_every_2000_entries_keep_about_40(sample):
    entries = lines(sample)[1:]
    index = {e["id"]: i for i, e in enumerate(entries)}
    at = [i for i, e in enumerate(entries) if e["type"] == "compaction"]
    assert len(at) == 3
    for j, i in enumerate(at, start=1):
        assert 2000 * j <= i <= 2000 * j + 8  # the first turn boundary after every 2,000th entry
        c = entries[i]
        kept = i - index[c["firstKeptEntryId"]]
        assert 40 <= kept <= 48
        first = entries[index[c["firstKeptEntryId"]]]
        assert first["type"] == "message" and first["message"]["role"] in ("user", "assistant")  # a valid cut point
        assert set(c) == {"type", "id", "parentId", "timestamp", "summary", "firstKeptEntryId", "tokensBefore",
                          "details", "fromHook"}


def test_tool_result_sizes_are_log_uniform_between_100_bytes_and_50_kb():
    sizes = []
    total = 0
    count = 0
    for e in generate.iter_entries(20000, seed=5):
        total += len(msgspec.json.encode(e))
        count += 1
        m = e.get("message")
        if m and m["role"] == "toolResult":
            sizes.append(len(m["content"][0]["text"]))
    assert 100 <= min(sizes) and max(sizes) <= 50_000
    logs = [math.log(s) for s in sizes]
    lo, hi = math.log(100), math.log(50_000)
    assert statistics.mean(logs) == pytest.approx((lo + hi) / 2, abs=0.1)
    below_1k = sum(s < 1000 for s in sizes) / len(sizes)
    assert below_1k == pytest.approx((math.log(1000) - lo) / (hi - lo), abs=0.03)
    assert 3500 <= total / count <= 5000  # bytes per entry: about 380-500 MB per 100k entries


def test_ensure_file_reuses_a_matching_cached_file(tmp_path, monkeypatch):
    monkeypatch.setenv("SESSIONLOG_BENCH_DIR", str(tmp_path))
    path, meta = generate.ensure_file(500, seed=2)
    assert path.parent == tmp_path and not meta["cached"] and meta["bytes"] == path.stat().st_size
    again, meta2 = generate.ensure_file(500, seed=2)
    assert again == path and meta2["cached"]
    path.write_bytes(path.read_bytes()[:-10])  # a damaged cache entry is regenerated
    _, meta3 = generate.ensure_file(500, seed=2)
    assert not meta3["cached"] and path.read_bytes() == generate_bytes(tmp_path / "ref.jsonl", 500, 2)


def generate_bytes(path: Path, n: int, seed: int) -> bytes:
    generate.write_file(path, n, seed)
    return path.read_bytes()


def test_sessionlog_imports_cleanly_and_pi_builds_the_same_view(tmp_path, store):
    path = tmp_path / "p.jsonl"
    generate.write_file(path, 2300, seed=9)
    [result] = import_paths(store, [path])
    out = result.to_json()
    assert out["entries"] == 2300 and out["skipped"] == [] and out["warnings"] == []
    view = store.view(out["session"]).to_pi()
    assert view["messages"][0]["role"] == "compactionSummary" and len(view["messages"]) > 40
    oracle.require_oracle()
    [pi] = oracle.run_oracle([{"text": path.read_text(), "leaves": [{}]}])
    assert pi["views"][0]["context"] == view
