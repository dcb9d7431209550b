"""Importing and exporting Pi JSONL through the store: tiers, round trips, re-import, safe output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sessionlog import import_paths
from sessionlog.core.codec import parse_jsonl_text
from sessionlog.core.compaction import CompactionSettings
from sessionlog.core.errors import IdConflictError, InvalidInputError
from sessionlog.core.view import build_view

from builders import assistant, compaction, header, user

DEMO = Path(__file__).resolve().parents[2] / "sessionlog" / "examples" / "demo.jsonl"


def write(tmp_path: Path, name: str, *lines, raw: str | None = None) -> Path:
    path = tmp_path / name
    path.write_text(raw if raw is not None else "".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


def parsed_lines(data: bytes) -> list[dict]:
    return [json.loads(line) for line in data.split(b"\n") if line]


def test_round_trip_is_lossless_field_for_field(store):
    [result] = import_paths(store, [DEMO])
    data, note = store.export(result.session)
    assert parsed_lines(data) == parsed_lines(DEMO.read_bytes())
    assert note is None  # the demo's head is its last line


def test_after_import_the_head_is_the_last_entry_in_file_order(store):
    [result] = import_paths(store, [DEMO])
    last = parsed_lines(DEMO.read_bytes())[-1]["id"]
    assert store.head(result.session) == last
    entries = store.entries(result.session)
    assert store.view(result.session).to_pi() == build_view(entries).to_pi()


def test_unknown_types_and_fields_survive_the_round_trip(store, tmp_path):
    lines = [header("s-unknown", extraHeaderField={"k": [1]}),
             {**user("a", None, "x"), "vendor": {"nested": True}},
             {"type": "from_the_future", "id": "b", "parentId": "a", "timestamp": "t", "blob": [1, None, "x"]}]
    path = write(tmp_path, "u.jsonl", *lines)
    [result] = import_paths(store, [path])
    assert result.warnings == [] and result.skipped == []
    assert parsed_lines(store.export(result.session)[0]) == lines


def test_reimporting_the_same_file_is_a_no_op(store):
    import_paths(store, [DEMO])
    [again] = import_paths(store, [DEMO])
    assert again.status == "unchanged" and again.entries == 0
    assert len(store.entries(again.session)) == len(parsed_lines(DEMO.read_bytes())) - 1


def test_reimporting_a_grown_file_appends_only_the_new_entries(store, tmp_path):
    lines = parsed_lines(DEMO.read_bytes())
    short = write(tmp_path, "short.jsonl", *lines[:8])
    grown = write(tmp_path, "grown.jsonl", *lines)
    [first] = import_paths(store, [short])
    [second] = import_paths(store, [grown])
    assert (first.status, second.status) == ("created", "extended")
    assert second.entries == len(lines) - 8
    assert parsed_lines(store.export(second.session)[0]) == lines
    assert store.verify().ok


def test_a_changed_file_with_the_same_id_is_refused_unless_as_new(store, tmp_path):
    lines = parsed_lines(DEMO.read_bytes())
    import_paths(store, [DEMO])
    changed = [*lines[:3], {**lines[3], "message": {**lines[3]["message"], "content": "edited"}}, *lines[4:]]
    path = write(tmp_path, "changed.jsonl", *changed)
    before = store.entries(lines[0]["id"])
    with pytest.raises(IdConflictError, match="--as-new"):
        import_paths(store, [path])
    assert store.entries(lines[0]["id"]) == before  # nothing stored was lost or rewritten
    [copy] = import_paths(store, [path], as_new=True)
    assert copy.session != lines[0]["id"] and len(store.sessions()) == 2


@pytest.mark.parametrize(
    "raw, match",
    [
        ("", "empty file"),
        ('{"type":"event","id":1}\n{"type":"event"}\n', "not a Pi session file"),
        ("not json at all\n", "not a Pi session file"),
        ('{"type":"session","timestamp":"t","cwd":"/"}\n', "no string id"),
    ],
)
def test_files_that_are_not_sessions_are_refused_and_left_untouched(store, tmp_path, raw, match):
    path = write(tmp_path, "bad.jsonl", raw=raw)
    before = path.read_bytes()
    with pytest.raises(InvalidInputError, match=match):
        import_paths(store, [path])
    assert path.read_bytes() == before and store.sessions() == []


@pytest.mark.parametrize(
    "lines, match",
    [
        ([header(), user("a", None, "x"), user("a", None, "y")], "duplicate id"),
        ([header(), user("a", "b", "x"), user("b", "a", "y")], "cycle"),
        ([header(), user("a", "a", "x")], "own parent"),
    ],
)
def test_structurally_invalid_histories_are_refused_and_store_nothing(store, tmp_path, lines, match):
    path = write(tmp_path, "bad.jsonl", *lines)
    with pytest.raises(InvalidInputError, match=match):
        import_paths(store, [path])
    assert store.sessions() == []


def test_dangling_parent_and_unresolved_first_kept_are_accepted_with_warnings(store, tmp_path):
    lines = [header("s-warn"), user("a", None, "x"), user("b", "ghost", "orphan"),
             compaction("c", "b", "S", "nowhere"), user("d", "c", "after")]
    path = write(tmp_path, "warn.jsonl", *lines)
    [result] = import_paths(store, [path])
    assert any("line 3" in w and "ghost" in w for w in result.warnings)
    assert any("line 4" in w and "firstKeptEntryId" in w for w in result.warnings)
    assert parsed_lines(store.export(result.session)[0]) == lines  # the dangling parentId is kept as is
    assert store.view(result.session).to_pi() == build_view(lines[1:]).to_pi()
    report = store.verify()
    assert report.ok and any("accepted at import" in w for w in report.warnings)


def test_bad_lines_are_skipped_and_reported_by_default_and_refused_under_strict(store, tmp_path):
    raw = (json.dumps(header("s-bad")) + "\n" + json.dumps(user("a", None, "x")) + "\n{oops\n"
           + json.dumps(assistant("b", "a", "y")) + "\n")
    path = write(tmp_path, "bad.jsonl", raw=raw)
    with pytest.raises(InvalidInputError, match="--strict"):
        import_paths(store, [path], strict=True)
    assert store.sessions() == []
    [result] = import_paths(store, [path])
    assert [(p.line, "invalid JSON" in p.reason) for p in result.skipped] == [(3, True)]
    assert result.entries == 2


@pytest.mark.parametrize("role", [7, ["user"], {"a": 1}, None])
def test_a_message_without_a_string_role_is_kept_with_a_warning_naming_its_line(store, tmp_path, role):
    odd = {**user("b", "a", "y"), "message": {"role": role, "content": "y", "timestamp": 1}}
    lines = [header("s-role"), user("a", None, "x"), odd, user("c", "b", "z")]
    [result] = import_paths(store, [write(tmp_path, "role.jsonl", *lines)])
    assert result.entries == 3 and not result.skipped
    assert any("line 3" in w and "$.message.role" in w for w in result.warnings)
    assert parsed_lines(store.export(result.session)[0]) == lines  # kept as Pi keeps it
    session = store.session(result.session)
    assert [m["content"] for m in session.view().messages] == ["x", "y", "z"]  # Pi's view pushes it unchanged
    session.plan_compaction(CompactionSettings(reserve_tokens=0, keep_recent_tokens=1))  # the planner reads past it


def test_a_string_cut_inside_a_surrogate_pair_keeps_its_entry_as_u_fffd_with_a_warning(store, tmp_path):
    """JavaScript writes a string cut inside a pair (``"ab🎉".slice(0, 3)``) as ``"ab\\ud83c"``, and Pi
    reads it back; the line was skipped as invalid JSON, so the entry was lost and its child became a
    root."""
    lines = [header("s-cut"), user("a", None, "x"), user("b", "a", "ab\ud83c"), user("c", "b", "after")]
    path = write(tmp_path, "cut.jsonl", *lines)
    assert b"ab\\ud83c" in path.read_bytes()
    [result] = import_paths(store, [path])
    assert result.entries == 3 and not result.skipped
    assert any("line 3" in w and "U+FFFD" in w for w in result.warnings)
    assert store.session(result.session).entry("b")["message"]["content"] == "ab\ufffd"
    assert [m["content"] for m in store.view(result.session).messages] == ["x", "ab\ufffd", "after"]
    assert import_paths(store, [path])[0].status == "unchanged"
    with pytest.raises(InvalidInputError, match="--strict"):
        import_paths(store, [path], strict=True, as_new=True)


def test_a_torn_last_line_is_reported(store, tmp_path):
    raw = json.dumps(header("s-torn")) + "\n" + json.dumps(user("a", None, "x")) + "\n" + '{"type":"mess'
    path = write(tmp_path, "torn.jsonl", raw=raw)
    [result] = import_paths(store, [path])
    assert result.skipped[0].line == 3 and "incomplete last line" in result.skipped[0].reason


def test_a_folder_laid_out_like_pis_sessions_folder_is_imported_recursively(store, tmp_path):
    lines = parsed_lines(DEMO.read_bytes())
    (tmp_path / "--home-dev-a--").mkdir()
    (tmp_path / "--home-dev-b--").mkdir()
    write(tmp_path / "--home-dev-a--", "2026-01-01T00-00-00-000Z_x.jsonl", *lines)
    write(tmp_path / "--home-dev-b--", "2026-01-02T00-00-00-000Z_y.jsonl", header("other"), user("a", None, "hi"))
    (tmp_path / "notes.txt").write_text("ignored")
    results = import_paths(store, [tmp_path])
    assert sorted(r.session for r in results) == sorted([lines[0]["id"], "other"])


def test_export_branch_gives_only_the_head_path_which_pi_opens_at_the_head(store, tmp_path):
    lines = [header("s-br"), user("a", None, "x"), assistant("b", "a", "y"), user("c", "a", "z")]
    [result] = import_paths(store, [write(tmp_path, "b.jsonl", *lines)])
    store.move_head(result.session, "b")
    data, note = store.export(result.session)
    assert "--branch" in note
    branch, _ = store.export(result.session, branch=True)
    exported = parsed_lines(branch)
    assert [e["id"] for e in exported[1:]] == ["a", "b"]
    assert build_view(exported[1:]).to_pi() == store.view(result.session).to_pi()


def test_import_never_writes_the_source_file(store, tmp_path):
    lines = parsed_lines(DEMO.read_bytes())
    path = write(tmp_path, "src.jsonl", *lines)
    before, mtime = path.read_bytes(), path.stat().st_mtime_ns
    import_paths(store, [path])
    import_paths(store, [path])
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime


def test_v1_file_imports_and_reimports_stably(store, tmp_path):
    from test_codec import V1

    path = write(tmp_path, "v1.jsonl", *V1)
    [first] = import_paths(store, [path])
    [again] = import_paths(store, [path])
    assert again.status == "unchanged"
    assert store.entries(first.session) == parse_jsonl_text(path.read_bytes()).entries
