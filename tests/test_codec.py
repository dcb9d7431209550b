"""Parsing Pi JSONL and upcasting v1/v2 files (reference §2, §12.5), fed whole and line by line."""

from __future__ import annotations

import json

from sessionlog.core.codec import canonical_bytes, parse_jsonl_text, to_jsonl
from sessionlog.core.view import build_view

from builders import header


def jsonl(*lines) -> str:
    return "".join(json.dumps(x) + "\n" for x in lines)


V1 = [
    {"type": "session", "id": "sess-v1", "timestamp": "2025-01-01T00:00:00Z", "cwd": "/tmp",
     "provider": "anthropic", "modelId": "m", "thinkingLevel": "high", "branchedFrom": "/old.jsonl"},
    {"type": "message", "timestamp": "2025-01-01T00:00:01Z", "message": {"role": "user", "content": "one", "timestamp": 1}},
    {"type": "message", "timestamp": "2025-01-01T00:00:02Z", "message": {"role": "user", "content": "two", "timestamp": 2}},
    {"type": "message", "timestamp": "2025-01-01T00:00:03Z", "message": {"role": "user", "content": "three", "timestamp": 3}},
    {"type": "compaction", "timestamp": "2025-01-01T00:00:04Z", "summary": "S", "firstKeptEntryIndex": 3, "tokensBefore": 5},
    {"type": "message", "timestamp": "2025-01-01T00:00:05Z", "message": {"role": "hookMessage", "customType": "h", "content": "hook", "display": True, "timestamp": 5}},
]


def test_v1_migrates_to_a_linear_chain_with_8_hex_ids():
    parsed = parse_jsonl_text(jsonl(*V1))
    assert parsed.version == 1 and parsed.header["version"] == 3
    assert parsed.header["branchedFrom"] == "/old.jsonl"  # kept, as Pi keeps it
    ids = [e["id"] for e in parsed.entries]
    assert all(len(i) == 8 and int(i, 16) >= 0 for i in ids) and len(set(ids)) == len(ids)
    assert [e["parentId"] for e in parsed.entries] == [None, *ids[:-1]]


def test_v1_first_kept_index_counts_the_header_line():
    parsed = parse_jsonl_text(jsonl(*V1))
    compaction = parsed.entries[3]
    assert "firstKeptEntryIndex" not in compaction
    assert compaction["firstKeptEntryId"] == parsed.entries[2]["id"]  # line index 3 = "three"
    view = build_view(parsed.entries)
    assert [m["role"] for m in view.messages] == ["compactionSummary", "user", "custom"]
    assert view.thinking_level == "off"  # header-level settings are not turned into entries


def test_v1_first_kept_index_at_the_header_or_out_of_range_keeps_nothing():
    for index in (0, 99):
        lines = [*V1[:4], {**V1[4], "firstKeptEntryIndex": index}]
        compaction = parse_jsonl_text(jsonl(*lines)).entries[3]
        assert "firstKeptEntryId" not in compaction and "firstKeptEntryIndex" not in compaction


def test_v1_ids_are_deterministic_so_reimport_is_stable():
    assert parse_jsonl_text(jsonl(*V1)).entries == parse_jsonl_text(jsonl(*V1)).entries


def test_v1_input_is_not_mutated():
    lines = [dict(x) for x in V1]
    text = jsonl(*lines)
    parse_jsonl_text(text)
    assert jsonl(*lines) == text


def test_v2_hook_message_becomes_custom_and_ids_are_kept():
    lines = [header("s2", version=2),
             {"type": "message", "id": "abc12345", "parentId": None, "timestamp": "2025-01-01T00:00:00Z",
              "message": {"role": "user", "content": "x", "timestamp": 1}},
             {"type": "message", "id": "def67890", "parentId": "abc12345", "timestamp": "2025-01-01T00:00:00Z",
              "message": {"role": "hookMessage", "customType": "t", "content": "h", "display": True, "timestamp": 2}}]
    parsed = parse_jsonl_text(jsonl(*lines))
    assert [e["id"] for e in parsed.entries] == ["abc12345", "def67890"]
    assert parsed.entries[1]["message"]["role"] == "custom" and parsed.header["version"] == 3


def test_v3_is_left_untouched():
    lines = [header("s3"), {"type": "message", "id": "a", "parentId": None, "timestamp": "t",
                            "message": {"role": "hookMessage"}, "extra": 1}]
    parsed = parse_jsonl_text(jsonl(*lines))
    assert parsed.entries == lines[1:] and parsed.header == lines[0]


def test_bad_lines_are_reported_with_their_numbers_not_skipped_silently():
    text = jsonl(header()) + "{broken\n" + "[1,2]\n" + jsonl(header("again")) + '{"type":"message","id":"x"'
    parsed = parse_jsonl_text(text)
    reasons = {p.line: p.reason for p in parsed.problems}
    assert set(reasons) == {2, 3, 4, 5}
    assert "invalid JSON" in reasons[2] and "not a JSON object" in reasons[3]
    assert "second session header" in reasons[4] and "incomplete last line" in reasons[5]


def test_crlf_and_bom_are_accepted():
    text = "\ufeff" + jsonl(header(), {"type": "custom", "id": "a", "parentId": None, "timestamp": "t", "customType": "c"})
    parsed = parse_jsonl_text(text.replace("\n", "\r\n"))
    assert parsed.problems == [] and len(parsed.entries) == 1 and parsed.warnings


def test_canonical_bytes_sort_keys_and_to_jsonl_keeps_order():
    assert canonical_bytes({"b": 1, "a": {"d": 2, "c": 3}}) == b'{"a":{"c":3,"d":2},"b":1}'
    assert to_jsonl({"type": "session", "id": "x"}, [{"z": 1, "a": 2}]) == b'{"type":"session","id":"x"}\n{"z":1,"a":2}\n'

