"""Importing Codex CLI rollouts: golden views, losslessness, round trips, compaction, rollback, CLI."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from importers_support import (
    FIXTURES,
    FORMATS,
    assert_cli_import_is_clean,
    assert_every_record_kept,
    assert_imports_cleanly,
    assert_round_trip,
    check_golden,
    codex_records,
    import_json,
    run,
    view_json,
)

from sessionlog import open_store
from sessionlog.importers import convert

CODEX = FIXTURES / "codex"
ALL = sorted(p.stem for p in CODEX.glob("*.jsonl"))


def rollout(*records) -> bytes:
    return "".join(json.dumps(r) + "\n" for r in records).encode()


def item(ts, **payload):
    return {"timestamp": ts, "type": "response_item", "payload": payload}


def user(ts, text):
    return item(ts, type="message", role="user", content=[{"type": "input_text", "text": text}])


def answer(ts, text):
    return item(ts, type="message", role="assistant", content=[{"type": "output_text", "text": text}])


META = {"timestamp": "2026-01-01T00:00:00Z", "type": "session_meta",
        "payload": {"id": "0199-test", "timestamp": "2026-01-01T00:00:00Z", "cwd": "/w", "model_provider": "openai"}}


def view_texts(entries, leaf):
    from sessionlog.core.view import build_view

    out = []
    for m in build_view(entries, leaf).to_pi()["messages"]:
        content = m.get("content", m.get("summary"))
        out.append(content if isinstance(content, str) else " ".join(b.get("text", b.get("type")) for b in content))
    return out


def test_every_fixture_is_covered():
    assert set(ALL) == {"plain", "compaction", "rollback"}


@pytest.mark.parametrize("name", ALL)
def test_view_at_head_matches_golden(tmp_path, name):
    db = tmp_path / "t.db"
    result = import_json(db, CODEX / f"{name}.jsonl", "--format", "codex")
    assert result["warnings"] == [] and result["skipped"] == []
    check_golden(db, result["session"], CODEX / f"{name}.jsonl")


@pytest.mark.parametrize("name", ALL)
def test_every_record_is_kept_verbatim_and_the_session_round_trips(tmp_path, name):
    db = tmp_path / "t.db"
    result = import_json(db, CODEX / f"{name}.jsonl", "--format", "codex")
    with open_store(db) as store:
        entries = store.entries(result["session"])
    assert_every_record_kept(CODEX / f"{name}.jsonl", entries, "codex")
    assert_round_trip(db, result["session"], tmp_path)


def test_plain_rollout_pairs_calls_with_outputs_and_uses_the_turn_model():
    converted = convert((CODEX / "plain.jsonl").read_bytes(), "codex")
    header = converted.parsed.header
    assert (header["id"], header["cwd"]) == ("0199a3c1-7e2f-7b40-9c1d-5e8f2a6b3c01", "/home/dev/projects/confparse")
    messages = [e["message"] for e in converted.parsed.entries if e["type"] == "message"]
    calls = [b for m in messages if m["role"] == "assistant" for b in m["content"] if b["type"] == "toolCall"]
    results = [m for m in messages if m["role"] == "toolResult"]
    assert [c["name"] for c in calls] == ["shell", "apply_patch", "shell"]
    assert calls[0]["arguments"]["command"] == ["bash", "-lc", "ls confparse"]  # the JSON string decoded
    assert [(r["toolCallId"], r["toolName"]) for r in results] == [(c["id"], c["name"]) for c in calls]
    assert {m["model"] for m in messages if m["role"] == "assistant"} == {"gpt-5-codex"}
    thinking = [b for m in messages if m["role"] == "assistant" for b in m["content"] if b["type"] == "thinking"]
    assert thinking[0]["thinking"].startswith("**Listing files**") and "thinkingSignature" in thinking[0]
    kinds = {e.get("customType") for e in converted.parsed.entries if e["type"] in ("custom", "custom_message")}
    assert {"codex.session_meta", "codex.turn_context", "codex.developer", "codex.event.token_count",
            "codex.event.user_message", "codex.event.task_complete"} <= kinds
    # one linear chain: every entry's parent is the entry before it
    entries = converted.parsed.entries
    assert [e["parentId"] for e in entries] == [None] + [e["id"] for e in entries[:-1]]


def test_compacted_keeps_the_replacement_history_after_the_summary():
    converted = convert((CODEX / "compaction.jsonl").read_bytes(), "codex")
    entries = converted.parsed.entries
    [compaction] = [e for e in entries if e["type"] == "compaction"]
    kept = next(e for e in entries if e["id"] == compaction["firstKeptEntryId"])
    assert kept["source"] == {"format": "codex", "line": compaction["source"]["line"], "part": 0}
    assert kept["customType"] == "codex.developer"
    texts = view_texts(entries, entries[-1]["id"])
    assert texts[0] == compaction["summary"]
    developer = "<permissions instructions>Filesystem sandboxing: workspace-write. Approvals: on-request.</permissions instructions>"
    assert texts[1:] == [developer, "Add YAML support to the loader.",
                         "Add tests for it.", "Now document load_any in the README.",
                         "Documented `load_any` under \"Loading files\" in README.md."]
    assert texts.count(compaction["summary"]) == 1  # the summary message itself is not repeated


def test_rollback_moves_the_head_before_the_dropped_turns_and_keeps_them(tmp_path):
    db = tmp_path / "t.db"
    sid = import_json(db, CODEX / "rollback.jsonl", "--format", "codex")["session"]
    with open_store(db) as store:
        entries = store.entries(sid)
        head = store.head(sid)
        path = store.path_to(sid, head)
    marker = next(e for e in entries if e.get("customType") == "codex.event.thread_rolled_back")
    dropped = ["Also delete the old loader module.", "And remove its tests."]
    everything = view_texts(entries, marker["parentId"])
    assert not set(dropped) & set(everything)
    all_text = json.dumps(entries)
    assert all(text in all_text for text in dropped)  # still in the log, on a side branch
    assert marker["id"] in {e["id"] for e in path}
    texts = [m.get("content") for m in view_json(db, sid)["messages"]]
    flat = [t if isinstance(t, str) else t[0]["text"] for t in texts]
    assert flat[1:] == ["Rename parse_config to parse.", "Renamed it and updated both call sites.",
                        "Keep the loader; just add a deprecation warning to it.",
                        "Added a DeprecationWarning to confparse/loader.py."]


@pytest.mark.parametrize("turns, expected", [
    (0, ["one", "a1", "two", "a2"]),
    (1, ["one", "a1"]),
    (5, []),  # more than there are: every user turn goes, the prefix before the first stays
])
def test_rollback_counts_user_turns_like_codex(turns, expected):
    data = rollout(META, user("2026-01-01T00:00:01Z", "<environment_context>x</environment_context>"),
                   user("2026-01-01T00:00:02Z", "one"), answer("2026-01-01T00:00:03Z", "a1"),
                   user("2026-01-01T00:00:04Z", "two"), answer("2026-01-01T00:00:05Z", "a2"),
                   {"timestamp": "2026-01-01T00:00:06Z", "type": "event_msg",
                    "payload": {"type": "thread_rolled_back", "num_turns": turns}})
    converted = convert(data, "codex")
    entries = converted.parsed.entries
    texts = view_texts(entries, entries[-1]["id"])
    assert texts[0] == "<environment_context>x</environment_context>"
    assert texts[1:] == expected
    assert converted.parsed.warnings == ([] if turns <= 2 else [
        (f"<input>: line 7: thread_rolled_back num_turns {turns} is more than the 2 user turns in the model's "
        "history: all of them are rolled back")])


@pytest.mark.parametrize("turns, expected", [
    (1, ["S", "old", "two"]),  # the dropped turn is after the compaction
    (2, ["S", "old"]),  # the cut falls inside the kept span: a new compaction keeps what is left
    (9, ["S"]),  # every user turn of the model's history goes; pre-compaction entries never come back
])
def test_rollback_does_not_reach_past_the_latest_compaction(store, turns, expected):
    data = rollout(META, user("2026-01-01T00:00:01Z", "old"), answer("2026-01-01T00:00:02Z", "old answer"),
                   {"timestamp": "2026-01-01T00:00:03Z", "type": "compacted",
                    "payload": {"message": "S", "replacement_history": [
                        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "old"}]},
                        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "two"}]},
                        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "S"}]}]}},
                   user("2026-01-01T00:00:04Z", "new"), answer("2026-01-01T00:00:05Z", "new answer"),
                   {"timestamp": "2026-01-01T00:00:06Z", "type": "event_msg",
                    "payload": {"type": "thread_rolled_back", "num_turns": turns}})
    converted = convert(data, "codex")
    entries = converted.parsed.entries
    assert view_texts(entries, entries[-1]["id"]) == expected
    assert entries[-1]["customType"] == "codex.event.thread_rolled_back" and "record" in entries[-1]["source"]
    # 3 user turns in the model's history (old, two, new): rolling back more says so
    too_many = [("<input>: line 7: thread_rolled_back num_turns 9 is more than the 3 user turns in the model's "
                "history: all of them are rolled back")] if turns > 3 else []
    assert converted.parsed.warnings == too_many
    result = store.import_parsed(converted.parsed, source="rollout.jsonl")
    assert store.verify().ok
    assert view_texts(store.entries(result.session), store.head(result.session)) == expected


def test_legacy_compaction_without_replacement_history_is_a_checkpoint_with_a_warning():
    data = rollout(META, user("2026-01-01T00:00:01Z", "old"),
                   {"timestamp": "2026-01-01T00:00:02Z", "type": "compacted", "payload": {"message": "summary"}},
                   user("2026-01-01T00:00:03Z", "new"))
    converted = convert(data, "codex", source="legacy.jsonl")
    [compaction] = [e for e in converted.parsed.entries if e["type"] == "compaction"]
    assert compaction["firstKeptEntryId"] == compaction["id"]
    assert view_texts(converted.parsed.entries, converted.parsed.entries[-1]["id"]) == ["summary", "new"]
    expected = ("legacy.jsonl: line 3: compacted record without replacement_history (a legacy compaction): "
                "the view keeps only the summary")
    assert converted.parsed.warnings == [expected]


def test_damaged_lines_are_reported_and_the_rest_imported(tmp_path):
    path = tmp_path / "rollout-damaged.jsonl"
    good = rollout(META, user("2026-01-01T00:00:01Z", "hi"), answer("2026-01-01T00:00:02Z", "hello"))
    path.write_bytes(good.replace(b"\n", b"\n[1, 2]\n", 1) + b'{"timestamp": "2026-01-01T00:00:03Z", "ty')
    result = import_json(tmp_path / "t.db", path, "--format", "auto")
    assert [(s["line"], s["reason"].split(":")[0]) for s in result["skipped"]] == [
        (2, "not a JSON object (got list)"), (5, "incomplete last line (torn write?)")]
    assert result["entries"] == 3
    strict = run(tmp_path / "s.db", "import", "--format", "codex", "--strict", str(path))
    assert strict.exit_code == 1 and "refused under --strict" in strict.stderr


def test_a_rollout_without_session_meta_takes_its_id_from_the_file_name():
    converted = convert(rollout(user("2026-01-01T00:00:01Z", "hi")), "codex",
                        source="/x/rollout-2026-01-01T00-00-00-0199abcd.jsonl")
    assert converted.parsed.header["id"] == "rollout-2026-01-01T00-00-00-0199abcd"
    assert "no session_meta record" in converted.parsed.warnings[0]


@given(records=codex_records())
def test_any_damaged_rollout_imports_as_a_valid_tree_without_crashing(records):
    data = rollout(*records)
    assert_imports_cleanly(convert(data, "codex", source="fuzz.jsonl"), data)


def test_auto_tells_pi_claude_and_codex_files_apart(tmp_path):
    pi = tmp_path / "pi.jsonl"
    pi.write_text(json.dumps({"type": "session", "version": 3, "id": "pi-1", "timestamp": "2026-01-01T00:00:00Z",
                              "cwd": "/w"}) + "\n", encoding="utf-8")
    db = tmp_path / "t.db"
    formats = {}
    for path in (pi, FIXTURES / "claude" / "plain.jsonl", CODEX / "plain.jsonl"):
        session = import_json(db, path, "--format", "auto")["session"]
        formats[path.parent.name if path != pi else "pi"] = json.loads(run(db, "show", "--json", session).stdout)
    assert formats["pi"]["header"].get("source") is None
    assert formats["claude"]["header"]["source"] == {"format": "claude"}
    assert formats["codex"]["header"]["source"] == {"format": "codex"}


@given(records=codex_records(), fmt=FORMATS)
def test_any_damaged_rollout_goes_through_detection_and_the_cli_without_an_internal_error(records, fmt):
    assert_cli_import_is_clean(rollout(*records), fmt)


ROLLBACK_1 = {"timestamp": "2026-01-01T00:00:06Z", "type": "event_msg",
              "payload": {"type": "thread_rolled_back", "num_turns": 1}}


def test_a_trailing_rollback_leaves_the_head_at_the_rolled_back_point_as_a_logged_move(tmp_path):
    path = tmp_path / "rollout-r.jsonl"
    path.write_bytes(rollout(META, user("2026-01-01T00:00:01Z", "one"), answer("2026-01-01T00:00:02Z", "a1"),
                             user("2026-01-01T00:00:03Z", "two"), answer("2026-01-01T00:00:04Z", "a2"), ROLLBACK_1))
    db = tmp_path / "t.db"
    sid = import_json(db, path, "--format", "codex")["session"]
    with open_store(db) as store:
        entries = store.entries(sid)
        log = store.head_log(sid)
        assert store.head(sid) == "line-3"  # a1: the entry before the dropped turn
    assert entries[-1]["customType"] == "codex.event.thread_rolled_back" and entries[-1]["parentId"] == "line-3"
    assert [(r.reason, r.previous, r.entry_id) for r in log][-1] == ("move", "line-6", "line-3")
    assert [m["content"][0]["text"] for m in view_json(db, sid)["messages"]] == ["one", "a1"]
    again = run(db, "import", "--format", "codex", str(path))  # re-import: a no-op, no second move
    assert again.exit_code == 0
    with open_store(db) as store:
        assert len(store.head_log(sid)) == len(log) and store.head(sid) == "line-3"
    # the rollout goes on: new records hang under the marker and the head follows them
    path.write_bytes(path.read_bytes() + rollout(user("2026-01-01T00:00:07Z", "three")))
    assert import_json(db, path, "--format", "codex")["status"] == "extended"
    with open_store(db) as store:
        assert store.head(sid) == "line-7" and store.entries(sid)[-1]["parentId"] == "line-6"
    assert [m["content"][0]["text"] for m in view_json(db, sid)["messages"]] == ["one", "a1", "three"]


def test_a_trailing_rollback_that_drops_nothing_leaves_the_head_at_the_marker():
    converted = convert(rollout(META, user("2026-01-01T00:00:01Z", "one"),
                                {**ROLLBACK_1, "payload": {"type": "thread_rolled_back", "num_turns": 0}}), "codex")
    assert converted.head is None


def test_session_meta_without_a_usable_id_takes_the_file_name_with_a_warning():
    for payload, words in (([1], "session_meta payload is not an object"),
                           ({"id": None, "cwd": "/w"}, "session_meta id is not a non-empty string (None)")):
        converted = convert(rollout({"timestamp": "2026-01-01T00:00:00Z", "type": "session_meta", "payload": payload},
                                    user("2026-01-01T00:00:01Z", "hi")), "codex", source="/x/rollout-abc.jsonl")
        assert converted.parsed.header["id"] == "rollout-abc"
        assert converted.parsed.warnings == [(f"/x/rollout-abc.jsonl: line 1: {words}: the session id is taken from "
                                             "the file name")]


def test_a_function_call_with_bad_arguments_or_no_call_id_warns():
    bad_args = item("2026-01-01T00:00:01Z", type="function_call", call_id="c1", name="shell", arguments="{bad")
    no_call = item("2026-01-01T00:00:02Z", type="function_call", call_id=None, name="shell", arguments="{}")
    converted = convert(rollout(META, bad_args, no_call), "codex", source="r.jsonl")
    _, call, custom = converted.parsed.entries
    assert call["message"]["content"][0]["arguments"] == {"input": "{bad"}
    assert custom["type"] == "custom" and custom["customType"] == "codex.function_call"
    assert converted.parsed.warnings == [
        "r.jsonl: line 2: function_call c1: arguments are not a JSON object ('{bad'): kept as {\"input\": ...}",
        "r.jsonl: line 3: function_call without a string call_id (None): kept as a custom entry (not seen by the model)"]


def test_an_unreadable_codex_timestamp_warns():
    converted = convert(rollout(META, {**user("2026-01-01T00:00:01Z", "hi"), "timestamp": {"a": 1}}), "codex",
                        source="r.jsonl")
    assert converted.parsed.entries[1]["timestamp"] == "2026-01-01T00:00:00Z"
    assert converted.parsed.warnings == [("r.jsonl: line 2: timestamp {'a': 1} cannot be read: the time before it "
                                         "(2026-01-01T00:00:00Z) is used")]
