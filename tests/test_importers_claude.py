"""Importing Claude Code transcripts: golden views, losslessness, round trips, chain damage, CLI."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from importers_support import (
    FIXTURES,
    FORMATS,
    assert_cli_import_is_clean,
    assert_every_record_kept,
    assert_imports_cleanly,
    assert_round_trip,
    check_golden,
    claude_records,
    import_json,
    ok,
    readable_lines,
    run,
    view_json,
)

from sessionlog import open_store
from sessionlog.core.errors import InvalidInputError
from sessionlog.importers import convert
from sessionlog.ops.imports import import_paths

CLAUDE = FIXTURES / "claude"
ALL = sorted(p.stem for p in CLAUDE.glob("*.jsonl"))
DAMAGED = ["cycle", "self_parent", "broken_chain", "duplicate_uuid", "torn_last_line"]


def test_every_fixture_is_covered():
    assert {"plain", "compaction", "sidechain_branch", *DAMAGED} == set(ALL)


@pytest.mark.parametrize("name", ALL)
def test_view_at_head_matches_golden(tmp_path, name):
    db = tmp_path / "t.db"
    result = import_json(db, CLAUDE / f"{name}.jsonl", "--format", "claude")
    check_golden(db, result["session"], CLAUDE / f"{name}.jsonl")


@pytest.mark.parametrize("name", ALL)
def test_every_record_is_kept_verbatim_and_the_session_round_trips(tmp_path, name):
    db = tmp_path / "t.db"
    result = import_json(db, CLAUDE / f"{name}.jsonl", "--format", "claude")
    with open_store(db) as store:
        entries = store.entries(result["session"])
    assert_every_record_kept(CLAUDE / f"{name}.jsonl", entries, "claude")
    assert_round_trip(db, result["session"], tmp_path)


def entries_of(name: str):
    converted = convert((CLAUDE / f"{name}.jsonl").read_bytes(), "claude", source=f"{name}.jsonl")
    return converted, {e["id"]: e for e in converted.parsed.entries}


def test_plain_session_maps_tool_calls_and_results_in_order():
    converted, by_id = entries_of("plain")
    messages = [e["message"] for e in converted.parsed.entries if e["type"] == "message"]
    calls = [b for m in messages if m["role"] == "assistant" for b in m["content"] if b["type"] == "toolCall"]
    results = [m for m in messages if m["role"] == "toolResult"]
    assert [c["name"] for c in calls] == ["Read", "Write", "Bash"]
    assert [(r["toolCallId"], r["toolName"]) for r in results] == [(c["id"], c["name"]) for c in calls]
    assert [r["isError"] for r in results] == [False, False, True]
    assistant = by_id["a1b2c3d4-0000-4000-8000-000000000004"]["message"]
    assert assistant["stopReason"] == "toolUse"
    assert assistant["usage"]["output"] == 96 and assistant["usage"]["cacheRead"] == 14210
    thinking = by_id["a1b2c3d4-0000-4000-8000-000000000002"]["message"]["content"][0]
    assert thinking == {"type": "thinking", "thinking": "I should read parse_config first to see how it handles "
                        "empty input.", "thinkingSignature": "EuYBCkYIBxgCKkDsig1"}
    # records without a uuid are chained, never forking the conversation: the tree is one path
    children: dict = {}
    for entry in converted.parsed.entries:
        children.setdefault(entry["parentId"], []).append(entry["id"])
    assert all(len(kids) == 1 for kids in children.values())
    info = [e for e in converted.parsed.entries if e["type"] == "session_info"]
    assert [e["name"] for e in info] == ["parse_config empty-file test"]
    assert converted.head is None and converted.parsed.warnings == []


def test_compact_boundary_becomes_a_compaction_with_the_right_first_kept_entry(tmp_path):
    converted, _ = entries_of("compaction")
    manual, auto = [e for e in converted.parsed.entries if e["type"] == "compaction"]
    # hung under logicalParentUuid (the record's own parentUuid is null)
    assert manual["parentId"] == "c0ffee00-1111-4222-8333-000000000006"
    assert manual["firstKeptEntryId"] == manual["id"]  # no preserved segment: nothing kept
    assert manual["tokensBefore"] == 45210 and manual["details"] == {"trigger": "manual"}
    assert manual["summary"].startswith("This session is being continued")
    assert auto["firstKeptEntryId"] == "c0ffee00-1111-4222-8333-000000000011"  # preservedSegment.headUuid
    summaries = [e for e in converted.parsed.entries if e.get("customType") == "claude.compact_summary"]
    assert [s["parentId"] for s in summaries] == [manual["id"], auto["id"]]
    db = tmp_path / "t.db"
    sid = import_json(db, CLAUDE / "compaction.jsonl", "--format", "claude")["session"]
    view = view_json(db, sid)["messages"]
    assert view[0]["role"] == "compactionSummary" and view[0]["summary"] == auto["summary"]
    texts = [m["content"] if isinstance(m.get("content"), str) else m.get("content", [{}])[0].get("text")
             for m in view[1:]]
    assert texts == ["And one for TOML.", "Added `test_toml_loader` as well.", "Run the loader tests.",
                     "Both loader tests pass."]


def test_sidechain_is_imported_off_the_main_path_and_the_head_moves_back(tmp_path):
    fixture = CLAUDE / "sidechain_branch.jsonl"
    db = tmp_path / "t.db"
    sid = import_json(db, fixture, "--format", "claude")["session"]
    with open_store(db) as store:
        head = store.head(sid)
        path_ids = {e["id"] for e in store.path_to(sid, head)}
        entries = store.entries(sid)
        log = store.head_log(sid)
    assert head == "line-13"  # the last-prompt record after the main chain's last message
    assert entries[-1]["id"] == "5dec0a11-3333-4444-8555-000000000005"  # a sidechain record was written last
    assert [row.reason for row in log][-1] == "move" and log[-1].previous == entries[-1]["id"]
    sidechain = {e["id"] for e in entries if e["source"]["record"].get("isSidechain")}
    assert len(sidechain) == 5 and not sidechain & path_ids
    # the rewound prompt stays in the log as a dead branch; the view follows the newer one
    assert "b7a1e000-2222-4333-8444-000000000005" in {e["id"] for e in entries} - path_ids
    assert "b7a1e000-2222-4333-8444-000000000007" in path_ids
    ok(run(db, "import", "--format", "claude", str(fixture)))  # re-import: a no-op, the head stays
    with open_store(db) as store:
        assert store.head(sid) == head and len(store.head_log(sid)) == len(log)


@pytest.mark.parametrize("name, line, words", [
    ("cycle", 3, "parentUuid cycle"),
    ("self_parent", 3, "names the record itself"),
    ("broken_chain", 3, "names no record in this file"),
    ("duplicate_uuid", 3, "duplicate uuid (first at line 2)"),
])
def test_chain_damage_is_reported_with_file_line_and_uuid_and_the_rest_imported(tmp_path, name, line, words):
    fixture = CLAUDE / f"{name}.jsonl"
    db = tmp_path / "t.db"
    result = run(db, "import", "--format", "claude", str(fixture))
    assert result.exit_code == 0, result.output
    uuid = readable_lines(fixture)[line]["uuid"]
    warning = next(w for w in result.stderr.splitlines() if words in w)
    assert f"warning {fixture}: line {line} (uuid {uuid})" in warning
    assert "Traceback" not in result.output + result.stderr
    sid = json.loads(ok(run(db, "sessions", "--json")).stdout)[0]["id"]
    with open_store(db) as store:
        assert len(store.entries(sid)) == len(readable_lines(fixture))
    refused = run(tmp_path / "strict.db", "import", "--format", "claude", "--strict", str(fixture))
    assert refused.exit_code == 1 and "refused under --strict" in refused.stderr


def test_a_broken_record_becomes_a_root_and_the_view_starts_there():
    _, by_id = entries_of("broken_chain")
    assert by_id["dead0000-4444-4555-8666-000000000023"]["parentId"] is None
    _, by_id = entries_of("cycle")
    assert by_id["dead0000-4444-4555-8666-000000000003"]["parentId"] is None  # first of the cycle in the file
    assert by_id["dead0000-4444-4555-8666-000000000004"]["parentId"] == "dead0000-4444-4555-8666-000000000003"


def test_torn_last_line_is_skipped_and_reported(tmp_path):
    db = tmp_path / "t.db"
    result = import_json(db, CLAUDE / "torn_last_line.jsonl", "--format", "claude")
    assert [s["line"] for s in result["skipped"]] == [4]
    assert "incomplete last line" in result["skipped"][0]["reason"]
    assert result["entries"] == 3


def test_a_longer_cycle_without_roots_is_broken_once_and_imported(tmp_path):
    records = [{"type": "user", "uuid": f"u{i}", "parentUuid": f"u{(i + 1) % 3}", "sessionId": "s-cyc",
                "timestamp": f"2026-01-01T00:00:0{i}Z", "message": {"role": "user", "content": f"m{i}"}}
               for i in range(3)]
    data = "".join(json.dumps(r) + "\n" for r in records).encode()
    converted = convert(data, "claude", source="loop.jsonl")
    [warning] = converted.parsed.warnings
    assert warning.startswith("loop.jsonl: line 1 (uuid u0): parentUuid cycle")
    assert [e["parentId"] for e in converted.parsed.entries] == [None, "u2", "u0"]


def test_auto_detects_claude_and_explicit_mismatch_is_refused(tmp_path):
    db = tmp_path / "t.db"
    result = import_json(db, CLAUDE / "plain.jsonl", "--format", "auto")
    assert result["status"] == "created"
    wrong = run(db, "import", "--format", "codex", str(CLAUDE / "plain.jsonl"))
    assert wrong.exit_code == 1 and "looks like a claude file, not codex" in wrong.stderr
    as_pi = run(tmp_path / "pi.db", "import", str(CLAUDE / "plain.jsonl"))  # pi stays the default
    assert as_pi.exit_code == 1 and "not a Pi session file" in as_pi.stderr


def test_reimport_is_a_no_op_and_the_source_file_is_untouched(tmp_path):
    fixture = CLAUDE / "compaction.jsonl"
    before = fixture.read_bytes()
    with open_store(tmp_path / "t.db") as store:
        [first] = import_paths(store, [fixture], fmt="claude")
        [again] = import_paths(store, [fixture], fmt="claude")
    assert (first.status, again.status, again.entries) == ("created", "unchanged", 0)
    assert fixture.read_bytes() == before


def test_empty_and_unreadable_files_are_refused_cleanly(tmp_path):
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    junk = tmp_path / "junk.jsonl"
    junk.write_bytes(b"not json\n{also not\n")
    with open_store(tmp_path / "t.db") as store:
        with pytest.raises(InvalidInputError, match="empty.jsonl: empty file"):
            import_paths(store, [empty], fmt="claude")
        with pytest.raises(InvalidInputError, match="junk.jsonl: no readable records"):
            import_paths(store, [junk], fmt="claude")
        with pytest.raises(InvalidInputError, match="cannot tell the format"):
            import_paths(store, [junk], fmt="auto")


def test_subagent_file_gets_its_own_session_linked_to_the_parent():
    records = [{"type": "user", "uuid": "s1", "parentUuid": None, "isSidechain": True, "agentId": "a3f9",
                "sessionId": "main-session", "timestamp": "2026-01-01T00:00:00Z",
                "message": {"role": "user", "content": "sub task"}}]
    converted = convert("".join(json.dumps(r) + "\n" for r in records).encode(), "claude")
    assert converted.parsed.header["id"] == "main-session-agent-a3f9"
    assert converted.parsed.header["parentSession"] == "main-session"
    assert [e["id"] for e in converted.parsed.entries] == ["s1"]


def test_a_transcript_that_grew_reimports_as_an_extension_and_the_head_follows(tmp_path):
    fixture = CLAUDE / "sidechain_branch.jsonl"
    growing = tmp_path / "growing.jsonl"
    lines = fixture.read_bytes().splitlines(keepends=True)
    growing.write_bytes(b"".join(lines[:8]))
    with open_store(tmp_path / "t.db") as store:
        [first] = import_paths(store, [growing], fmt="claude")
        assert store.head(first.session) == "b7a1e000-2222-4333-8444-000000000004"
        growing.write_bytes(fixture.read_bytes())
        [grown] = import_paths(store, [growing], fmt="claude")
        assert (grown.status, first.entries + grown.entries) == ("extended", len(lines))
        assert store.head(grown.session) == "line-13"


@given(records=claude_records())
def test_any_damaged_transcript_imports_as_a_valid_tree_without_crashing(records):
    data = "".join(json.dumps(r) + "\n" for r in records).encode()
    assert_imports_cleanly(convert(data, "claude", source="fuzz.jsonl"), data)


@given(records=claude_records(), fmt=FORMATS)
def test_any_damaged_transcript_goes_through_detection_and_the_cli_without_an_internal_error(records, fmt):
    assert_cli_import_is_clean("".join(json.dumps(r) + "\n" for r in records).encode(), fmt)


_any = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.text(max_size=4)),
                    lambda inner: st.one_of(st.lists(inner, max_size=2),
                                            st.dictionaries(st.sampled_from(["type", "uuid", "payload", "a"]), inner,
                                                            max_size=3)), max_leaves=6)


@given(lines=st.lists(st.one_of(st.dictionaries(st.sampled_from(["type", "uuid", "parentUuid", "sessionId",
                                                                   "payload", "timestamp", "message"]), _any,
                                                max_size=4), _any), max_size=4), fmt=FORMATS)
def test_any_json_lines_go_through_detection_and_the_cli_without_an_internal_error(lines, fmt):
    assert_cli_import_is_clean("".join(json.dumps(x) + "\n" for x in lines).encode(), fmt)


@pytest.mark.parametrize("line", ['{"type":[1],"payload":1}', '{"type":{"a":1},"payload":{}}', '{"type":[]}'])
@pytest.mark.parametrize("fmt", ["auto", "claude", "codex"])
def test_an_unhashable_record_type_is_no_known_type_and_is_refused_cleanly(tmp_path, line, fmt):
    path = tmp_path / "t.jsonl"
    path.write_text(line + "\n", encoding="utf-8")
    result = run(tmp_path / "x.db", "import", "--format", fmt, str(path))
    assert result.exit_code == 1 and "internal error" not in result.stderr
    assert result.stderr.startswith(f"Error: {path}: ")
    # the same line before a real record does not hide it from detection
    path.write_text(line + "\n" + (CLAUDE / "plain.jsonl").read_text(encoding="utf-8"), encoding="utf-8")
    assert import_json(tmp_path / "y.db", path, "--format", "auto")["status"] == "created"


@pytest.mark.parametrize("fmt", ["claude", "codex"])
def test_an_explicit_format_on_a_file_without_one_record_of_it_is_refused_and_stores_nothing(tmp_path, fmt):
    path = tmp_path / "x.jsonl"
    path.write_text('{"a":1}\n{"b":[2]}\n', encoding="utf-8")
    db = tmp_path / "t.db"
    result = run(db, "import", "--format", fmt, str(path))
    assert result.exit_code == 1
    assert f"Error: {path}: no {fmt} record in this file: not a {fmt} session" in result.stderr
    assert json.loads(ok(run(db, "sessions", "--json")).stdout) == []


def test_a_record_of_the_format_after_the_detection_window_is_enough_for_an_explicit_format(tmp_path):
    path = tmp_path / "late.jsonl"
    first = (CLAUDE / "plain.jsonl").read_text(encoding="utf-8").splitlines()[0]
    path.write_text('{"a":1}\n' * 60 + first + "\n", encoding="utf-8")
    assert import_json(tmp_path / "t.db", path, "--format", "claude")["status"] == "created"
    assert run(tmp_path / "u.db", "import", "--format", "auto", str(path)).exit_code == 1  # auto looks at 50 lines


def record_line(**fields) -> str:
    base = {"type": "assistant", "uuid": "a1", "parentUuid": None, "sessionId": "s-1",
            "timestamp": "2026-01-01T00:00:00Z",
            "message": {"role": "assistant", "content": [{"type": "text", "text": "hi"}]}}
    base.update(fields)
    return json.dumps(base) + "\n"


@pytest.mark.parametrize("reason", [[1], {"a": 1}, 7, True])
def test_a_stop_reason_of_the_wrong_type_keeps_the_record_with_a_warning(tmp_path, reason):
    message = {"role": "assistant", "content": [{"type": "text", "text": "hi"}], "stop_reason": reason}
    path = tmp_path / "t.jsonl"
    path.write_text(record_line(message=message), encoding="utf-8")
    db = tmp_path / "t.db"
    result = run(db, "import", "--format", "claude", str(path))
    assert result.exit_code == 0, result.output + result.stderr
    assert f"warning {path}: line 1 (uuid a1): stop_reason is not a string" in result.stderr
    with open_store(db) as store:
        [entry] = store.entries("s-1")
    assert entry["message"]["stopReason"] == "stop" and entry["message"]["content"] == [{"type": "text", "text": "hi"}]


def test_an_assistant_record_without_a_usable_block_warns_that_the_model_will_not_see_it():
    data = record_line(message={"role": "assistant", "content": [{"type": "server_tool_use", "id": 3}]}).encode()
    converted = convert(data, "claude", source="t.jsonl")
    [entry] = converted.parsed.entries
    assert entry["type"] == "custom" and entry["customType"] == "claude.assistant"
    assert converted.parsed.warnings == [("t.jsonl: line 1 (uuid a1): assistant record without a text, thinking or "
                                         "tool_use block: kept as a custom entry (not seen by the model)")]


def test_an_unreadable_timestamp_takes_the_time_before_it_with_a_warning():
    data = (record_line() + record_line(uuid="a2", parentUuid="a1", timestamp="yesterday")
            + record_line(uuid="a3", parentUuid="a2", timestamp=[1])).encode()
    converted = convert(data, "claude", source="t.jsonl")
    assert [e["timestamp"] for e in converted.parsed.entries] == ["2026-01-01T00:00:00Z"] * 3
    assert converted.parsed.warnings == [
        ("t.jsonl: line 2 (uuid a2): timestamp 'yesterday' cannot be read: the time before it "
        "(2026-01-01T00:00:00Z) is used"),
        "t.jsonl: line 3 (uuid a3): timestamp [1] cannot be read: the time before it (2026-01-01T00:00:00Z) is used"]
    alone = convert(record_line(timestamp=5).encode(), "claude", source="t.jsonl")
    assert alone.parsed.entries[0]["timestamp"] == "1970-01-01T00:00:00.000Z"
    assert len(alone.parsed.warnings) == 2 and "no record has a readable timestamp" in alone.parsed.warnings[0]


def test_a_long_cycle_warning_names_the_first_uuids_and_counts_the_rest():
    n = 30_000
    data = "".join(json.dumps({"type": "user", "uuid": f"u{i}", "parentUuid": f"u{(i + 1) % n}", "sessionId": "s",
                               "timestamp": "2026-01-01T00:00:00Z", "message": {"role": "user", "content": "m"}})
                   + "\n" for i in range(n)).encode()
    converted = convert(data, "claude", source="loop.jsonl")
    [warning] = converted.parsed.warnings
    assert warning.startswith(f"loop.jsonl: line 1 (uuid u0): parentUuid cycle of {n} records u0 (line 1) -> ")
    assert f"... and {n - 5} more -> u0: broken here" in warning and len(warning) < 400


def test_undecodable_lines_are_skipped_with_their_number_and_decoded_records_are_kept_re_encoded(tmp_path):
    path = tmp_path / "t.jsonl"
    path.write_text(record_line() + '{"type": "user", "uuid": "a2", "n": 1e400}\n'
                    + record_line(uuid="a3", parentUuid="a1").replace('"type": "assistant"',
                                                                      '"type": "user", "type": "assistant"'),
                    encoding="utf-8")
    db = tmp_path / "t.db"
    result = import_json(db, path, "--format", "claude")
    assert [(s["line"], "Number out of range" in s["reason"]) for s in result["skipped"]] == [(2, True)]
    with open_store(db) as store:
        entries = store.entries("s-1")
    assert [e["id"] for e in entries] == ["a1", "a3"]
    assert entries[1]["source"]["record"]["type"] == "assistant"  # duplicate keys: the last value
