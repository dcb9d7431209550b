"""Shared helpers for the Claude Code and Codex importer tests: golden views, losslessness, round trips.

Golden files sit next to their fixture (``<name>.view.json`` = ``sessionlog view --json`` at the head).
Regenerate them after a deliberate mapping change with ``SESSIONLOG_UPDATE_GOLDEN=1 python -m pytest
tests/test_importers_claude.py tests/test_importers_codex.py`` and review the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result
from hypothesis import strategies as st
from sessionlog.cli import cli

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "importers"
UPDATE_GOLDEN = os.environ.get("SESSIONLOG_UPDATE_GOLDEN") == "1"


def run(db: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--db", str(db), *args], catch_exceptions=False)


def ok(result: Result) -> Result:
    assert result.exit_code == 0, result.output + result.stderr
    return result


def import_json(db: Path, path: Path, *args: str) -> dict[str, Any]:
    """Import one file through the CLI with ``--json``; return its one result object."""
    [out] = json.loads(ok(run(db, "import", *args, "--json", str(path))).stdout)
    return out


def view_json(db: Path, sid: str) -> Any:
    return json.loads(ok(run(db, "view", "--json", sid)).stdout)


def check_golden(db: Path, sid: str, fixture: Path) -> None:
    """The view at the head equals the committed golden next to the fixture."""
    golden = fixture.with_suffix(".view.json")
    got = ok(run(db, "view", "--json", sid)).stdout
    if UPDATE_GOLDEN:
        golden.write_text(got, encoding="utf-8")
    assert golden.exists(), f"{golden} is missing: run with SESSIONLOG_UPDATE_GOLDEN=1 and review it"
    assert json.loads(got) == json.loads(golden.read_text(encoding="utf-8"))


def readable_lines(fixture: Path) -> dict[int, Any]:
    """Line number -> JSON object of every readable line of a fixture."""
    out = {}
    for number, raw in enumerate(fixture.read_bytes().split(b"\n"), start=1):
        if raw.strip():
            try:
                value = json.loads(raw)
            except json.JSONDecodeError:
                continue
            out[number] = value
    return out


def assert_every_record_kept(fixture: Path, entries: list[dict[str, Any]], fmt: str) -> None:
    """Each readable line is carried verbatim by exactly one entry; every entry names its line."""
    carried: dict[int, Any] = {}
    for entry in entries:
        source = entry["source"]
        assert source["format"] == fmt
        if "record" in source:
            assert source["line"] not in carried, f"line {source['line']} carried twice"
            carried[source["line"]] = source["record"]
        else:
            assert isinstance(source["part"], int)
    assert carried == readable_lines(fixture)


def assert_round_trip(db: Path, sid: str, tmp_path: Path) -> None:
    """verify passes; the exported Pi JSONL imports as Pi into a fresh store with the same entries,
    and (exported with --branch, so Pi opens it at the head) the same view."""
    report = json.loads(run(db, "verify", "--json", sid).stdout)
    assert report["ok"] is True, report
    for branch in (False, True):
        out = tmp_path / f"export-{sid}-{branch}.jsonl"
        ok(run(db, "export", sid, "-o", str(out), *(["--branch"] if branch else [])))
        other = tmp_path / f"other-{sid}-{branch}.db"
        result = import_json(other, out)
        assert result["warnings"] == [] and result["skipped"] == []
        if not branch:
            theirs = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()[1:]]
            ours = [json.loads(x) for x in ok(run(db, "export", sid)).stdout.splitlines()[1:]]
            assert theirs == ours
        else:
            assert view_json(other, sid) == view_json(db, sid)


# ---------------------------------------------------------------- hypothesis strategies (damaged input)
# Wrong-typed values for any field an importer reads: null, booleans, numbers, strings, and the
# unhashable list and object (a dict lookup keyed by one of them raises TypeError).
_junk = st.one_of(st.none(), st.booleans(), st.integers(-2, 3), st.floats(-1e3, 1e3, allow_nan=False),
                  st.text(max_size=3), st.lists(st.integers(), max_size=2),
                  st.dictionaries(st.sampled_from(["a", "type", "text"]), st.integers(0, 2), max_size=2))
_uuids = st.sampled_from(["u1", "u2", "u3", "u4", "u5", "u6"])
_ts = st.one_of(st.sampled_from(["2026-01-01T00:00:00Z", "2026-01-01T00:00:05.250Z"]), _junk)


def _claude_block():
    return st.one_of(
        st.fixed_dictionaries({"type": st.one_of(st.just("text"), _junk), "text": st.one_of(st.text(max_size=5), _junk)}),
        st.fixed_dictionaries({"type": st.just("thinking"), "thinking": st.one_of(st.text(max_size=5), _junk),
                               "signature": st.one_of(st.text(max_size=3), _junk)}),
        st.fixed_dictionaries({"type": st.just("tool_use"), "id": st.one_of(st.sampled_from(["t1", "t2"]), _junk),
                               "name": st.one_of(st.just("Bash"), _junk), "input": st.one_of(st.just({"a": 1}), _junk)}),
        st.fixed_dictionaries({"type": st.just("tool_result"), "tool_use_id": st.one_of(st.sampled_from(["t1", "t2"]), _junk),
                               "content": st.one_of(st.text(max_size=5), st.lists(st.just({"type": "text", "text": "x"}), max_size=2), _junk),
                               "is_error": _junk}),
        st.fixed_dictionaries({"type": st.just("image"), "source": st.one_of(
            st.fixed_dictionaries({"type": st.one_of(st.just("base64"), _junk),
                                   "media_type": st.one_of(st.just("image/png"), _junk),
                                   "data": st.one_of(st.just("AAAA"), _junk)}), _junk)}),
        st.fixed_dictionaries({"type": st.just("redacted_thinking"), "data": _junk}),
        _junk,
    )


def claude_records():
    """Claude Code-like records drawn from a small uuid pool: cycles, self-parents, dangling parents,
    duplicates, sidechains, compaction boundaries and wrong field types all occur."""
    message = st.fixed_dictionaries({"role": st.one_of(st.sampled_from(["user", "assistant"]), _junk),
                                     "content": st.one_of(st.text(max_size=5), st.lists(_claude_block(), max_size=3), _junk)},
                                    optional={"model": _junk, "id": _junk, "usage": st.one_of(
                                        st.fixed_dictionaries({}, optional={
                                            k: st.one_of(st.integers(0, 9), _junk) for k in (
                                                "input_tokens", "output_tokens", "cache_read_input_tokens",
                                                "cache_creation_input_tokens")}), _junk),
                                        "stop_reason": st.one_of(st.sampled_from(["end_turn", "tool_use", "max_tokens"]), _junk)})
    record = st.fixed_dictionaries(
        {"type": st.one_of(st.sampled_from(["user", "assistant", "system", "summary", "progress", "custom-title",
                                            "file-history-snapshot", "queue-operation"]), _junk)},
        optional={"uuid": st.one_of(_uuids, _junk), "parentUuid": st.one_of(_uuids, st.just("missing"), _junk),
                  "logicalParentUuid": st.one_of(_uuids, _junk), "isSidechain": st.one_of(st.booleans(), _junk),
                  "subtype": st.one_of(st.sampled_from(["compact_boundary", "turn_duration"]), _junk),
                  "compactMetadata": st.one_of(st.fixed_dictionaries({}, optional={
                      "preTokens": _junk, "trigger": _junk,
                      "preservedSegment": st.one_of(st.fixed_dictionaries({"headUuid": st.one_of(_uuids, _junk)}), _junk)}), _junk),
                  "isCompactSummary": st.one_of(st.booleans(), _junk),
                  "isVisibleInTranscriptOnly": st.one_of(st.booleans(), _junk),
                  "isApiErrorMessage": st.one_of(st.booleans(), _junk), "message": st.one_of(message, _junk),
                  "timestamp": _ts, "sessionId": st.one_of(st.just("s-1"), _junk), "agentId": _junk,
                  "customTitle": _junk, "cwd": _junk})
    return st.lists(record, max_size=14)


def codex_records():
    """Codex-like rollout records, including rollbacks and compactions in any order, with wrong types."""
    content = st.one_of(st.lists(st.fixed_dictionaries({
        "type": st.sampled_from(["input_text", "output_text", "input_image", "refusal"]),
        "text": st.one_of(st.sampled_from(["hi", "<environment_context>x", "S"]), _junk)},
        optional={"image_url": st.one_of(st.just("data:image/png;base64,AAAA"), _junk)}), max_size=2), _junk)
    item = st.one_of(
        st.fixed_dictionaries({"type": st.just("message"), "role": st.one_of(
            st.sampled_from(["user", "assistant", "developer", "system"]), _junk), "content": content}),
        st.fixed_dictionaries({"type": st.sampled_from(["function_call", "custom_tool_call", "local_shell_call"]),
                               "call_id": st.one_of(st.sampled_from(["c1", "c2"]), _junk),
                               "name": st.one_of(st.just("shell"), _junk),
                               "arguments": st.one_of(st.sampled_from(['{"a": 1}', "[1]", "{bad"]), _junk),
                               "input": _junk, "action": st.one_of(st.just({"type": "exec"}), _junk)}),
        st.fixed_dictionaries({"type": st.sampled_from(["function_call_output", "custom_tool_call_output"]),
                               "call_id": st.one_of(st.sampled_from(["c1", "c2"]), _junk),
                               "output": st.one_of(st.text(max_size=4), content,
                                                   st.fixed_dictionaries({"content": _junk, "success": _junk}), _junk)}),
        st.fixed_dictionaries({"type": st.just("reasoning"), "summary": st.one_of(content, _junk),
                               "encrypted_content": _junk}),
        _junk,
    )
    payload = st.one_of(
        item.map(lambda p: ("response_item", p)),
        st.fixed_dictionaries({"type": st.one_of(st.just("thread_rolled_back"), _junk),
                               "num_turns": st.one_of(st.integers(0, 9), _junk)}).map(lambda p: ("event_msg", p)),
        st.fixed_dictionaries({"message": st.one_of(st.just("S"), _junk),
                               "replacement_history": st.one_of(st.lists(item, max_size=3), _junk)}).map(
            lambda p: ("compacted", p)),
        st.fixed_dictionaries({"model": _junk}).map(lambda p: ("turn_context", p)),
        st.fixed_dictionaries({"id": st.one_of(st.just("0199"), _junk), "cwd": _junk, "timestamp": _ts,
                               "forked_from_id": _junk, "model_provider": _junk}).map(lambda p: ("session_meta", p)),
        st.tuples(st.one_of(st.sampled_from(["event_msg", "world_state", "compacted", "session_meta", "response_item",
                                             "turn_context"]), _junk), _junk),
    )
    return st.lists(st.tuples(_ts, payload).map(lambda t: {"timestamp": t[0], "type": t[1][0], "payload": t[1][1]}),
                    max_size=14)


FORMATS = st.sampled_from(["auto", "claude", "codex"])


def assert_cli_import_is_clean(data: bytes, fmt: str) -> None:
    """The bytes, written to a file and imported through the CLI with ``--format fmt`` (format
    detection included), either import or are refused with a clear ``Error:`` naming the file: never
    an internal error or a traceback."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "fuzz.jsonl"
        path.write_bytes(data)
        result = run(Path(tmp) / "t.db", "import", "--format", fmt, str(path))
        text = result.output + result.stderr
        assert "internal error" not in text and "Traceback" not in text, text
        assert result.exit_code in (0, 1), text
        if result.exit_code == 1:
            assert f"Error: {path}" in result.stderr, text


def assert_imports_cleanly(converted, data: bytes) -> None:
    """A converted file is a valid tree the import path accepts (never refused), carries every
    readable line once, and its view at the head builds."""
    from sessionlog.core.tiers import plan_import
    from sessionlog.core.view import build_view

    plan = plan_import(converted.parsed, source="<fuzz>")
    ids = [e["id"] for e in plan.entries]
    assert len(ids) == len(set(ids))
    carried = sorted(e["source"]["line"] for e in plan.entries if "record" in e["source"])
    assert carried == sorted(set(carried))
    readable = 0
    for raw in data.split(b"\n"):
        if raw.strip():
            try:
                readable += isinstance(json.loads(raw), dict)
            except ValueError:
                pass
    assert len(carried) == readable
    if plan.entries:
        head = converted.head or plan.entries[-1]["id"]
        assert head in ids
        build_view(plan.entries, head)
