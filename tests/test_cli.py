"""The command line: every command's behaviour, exit codes (0/1/2/3) and error messages.

Each test uses its own database under ``tmp_path``; the demo session (``sessionlog/examples/demo.jsonl``)
is the shared input. No sleeps, no network.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import sessionlog
from sessionlog import build_view, open_store, to_llm
from sessionlog.store import Store
from sessionlog.backends.sqlite import migrations
from sessionlog.core import codec
from sessionlog.cli import cli

DEMO = Path(sessionlog.__file__).parent / "examples" / "demo.jsonl"
DEMO_ID = "01a226ec-eae2-742a-be13-c4b29f5b4058"
DEMO_HEAD = "a0000017"


@pytest.fixture(autouse=True)
def _no_user_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("SESSIONLOG_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("COLUMNS", "120")  # readable output is width-dependent; make it the same everywhere


@pytest.fixture
def db(tmp_path: Path) -> str:
    """An existing, empty store (read commands refuse a missing database)."""
    path = tmp_path / "sessions.db"
    open_store(path).close()
    return str(path)


def run(db: str, *args: str, input: str | None = None, env: dict[str, str] | None = None) -> Result:
    return CliRunner().invoke(cli, ["--db", db, *args], input=input, env=env, catch_exceptions=False)


def ok(result: Result) -> Result:
    assert result.exit_code == 0, (result.exit_code, result.stdout, result.stderr)
    return result


def failed(result: Result, code: int, *needles: str) -> Result:
    assert result.exit_code == code, (result.exit_code, result.stdout, result.stderr)
    assert "Traceback" not in result.stderr + result.stdout
    for needle in needles:
        assert needle in result.stderr, (needle, result.stderr)
    return result


@pytest.fixture
def demo_db(db: str) -> str:
    ok(run(db, "import", str(DEMO)))
    return db


def demo_entries() -> list[dict]:
    return codec.parse_jsonl_text(DEMO.read_bytes()).entries


# ---------------------------------------------------------------- the group and the gate
def test_python_m_sessionlog_help_works() -> None:
    proc = subprocess.run([sys.executable, "-m", "sessionlog", "--help"], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "Usage: sessionlog" in proc.stdout
    for name in cli.commands:
        assert name in proc.stdout


def test_usage_errors_exit_2(db: str) -> None:
    failed(run(db, "no-such-command"), 2, "No such command")
    failed(run(db, "show"), 2, "Missing argument")
    failed(run(db, "log", DEMO_ID, "--bogus"), 2, "No such option")


def test_unknown_session_is_error_1(db: str) -> None:
    ok(run(db, "new"))
    failed(run(db, "show", "zzz"), 1, "Error: session 'zzz' not found")


def test_read_commands_do_not_create_a_missing_database(tmp_path) -> None:
    db = tmp_path / "typo" / "sessions.db"
    failed(run(str(db), "sessions"), 1, "no sessionlog database here")
    assert not db.exists() and not db.parent.exists()


def test_session_prefix_and_ambiguous_prefix(db: str) -> None:
    with open_store(db) as store:
        store.create_session(cwd="/a", session_id="abc-1")
        store.create_session(cwd="/b", session_id="abc-2")
    assert json.loads(ok(run(db, "show", "abc-1", "--json")).stdout)["session"] == "abc-1"
    assert json.loads(ok(run(db, "head", "abc-2", "--json")).stdout)["session"] == "abc-2"
    failed(run(db, "show", "abc"), 1, "Error: ", "abc-1", "abc-2")


def test_unexpected_exception_is_internal_error_without_traceback(db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(self: Store, **kwargs: object) -> list:
        raise RuntimeError("boom")

    monkeypatch.setattr(Store, "sessions", boom)
    failed(run(db, "sessions"), 1, "Error: internal error: RuntimeError: boom")


def test_keyboard_interrupt_exits_130_quietly(db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(self: Store, **kwargs: object) -> list:
        raise KeyboardInterrupt

    monkeypatch.setattr(Store, "sessions", interrupted)
    result = run(db, "sessions")
    assert result.exit_code == 130
    assert result.stderr == ""


def test_sessionlog_db_env_var_is_honoured(demo_db: str, tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["sessions", "--json"], env={"SESSIONLOG_DB": demo_db})
    assert [s["id"] for s in json.loads(ok(result).stdout)] == [DEMO_ID]


def test_default_db_is_under_xdg_data_home(tmp_path: Path) -> None:
    sid = ok(CliRunner().invoke(cli, ["new"])).stdout.strip()
    default = tmp_path / "xdg" / "sessionlog" / "sessions.db"
    assert default.exists()
    with open_store(default) as store:
        assert store.resolve_session(sid) == sid


def test_help_does_not_create_a_database(tmp_path: Path) -> None:
    db = tmp_path / "never.db"
    ok(CliRunner().invoke(cli, ["--db", str(db), "--help"]))
    ok(CliRunner().invoke(cli, ["--db", str(db), "view", "--help"]))
    assert not db.exists()


# ---------------------------------------------------------------- import
def test_import_reports_each_file(db: str) -> None:
    result = ok(run(db, "import", str(DEMO)))
    assert result.stdout == f"imported {DEMO_ID} (20 entries) from {DEMO}\n"
    again = ok(run(db, "import", str(DEMO)))
    assert again.stdout.startswith(f"unchanged {DEMO_ID}")


def test_import_json_lists_every_file(db: str) -> None:
    doc = json.loads(ok(run(db, "import", str(DEMO), "--json")).stdout)
    assert doc == [{"path": str(DEMO), "session": DEMO_ID, "entries": 20, "status": "created",
                    "skipped": [], "warnings": []}]


def test_import_folder_finds_jsonl_recursively(db: str, tmp_path: Path) -> None:
    folder = tmp_path / "sessions" / "--home-dev-payments--"
    folder.mkdir(parents=True)
    (folder / "2026-11-29_demo.jsonl").write_bytes(DEMO.read_bytes())
    (folder / "notes.txt").write_text("not a session")
    doc = json.loads(ok(run(db, "import", str(tmp_path / "sessions"), "--json")).stdout)
    assert [d["session"] for d in doc] == [DEMO_ID]


def _damaged(tmp_path: Path) -> Path:
    lines = DEMO.read_text().splitlines()
    lines.insert(3, "{not json")
    path = tmp_path / "damaged.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_import_skips_bad_lines_and_reports_their_numbers(db: str, tmp_path: Path) -> None:
    path = _damaged(tmp_path)
    result = ok(run(db, "import", str(path)))
    assert result.stdout.startswith(f"imported {DEMO_ID} (20 entries)")
    assert f"skipped {path}: line 4: " in result.stderr
    doc = json.loads(ok(run(db, "import", str(path), "--as-new", "--json")).stdout)
    assert doc[0]["skipped"][0]["line"] == 4 and doc[0]["session"] != DEMO_ID


def test_import_strict_refuses_the_file_and_stores_nothing(db: str, tmp_path: Path) -> None:
    path = _damaged(tmp_path)
    result = failed(run(db, "import", "--strict", str(path)), 1, "Error: ", str(path), "line 4")
    assert result.stdout == ""
    assert json.loads(ok(run(db, "sessions", "--json")).stdout) == []


def test_import_refused_file_names_file_and_line(db: str, tmp_path: Path) -> None:
    path = tmp_path / "not-pi.jsonl"
    path.write_text('{"type":"message","id":"x","parentId":null}\n')
    failed(run(db, "import", str(path)), 1, f"Error: {path}", "line 1")
    failed(run(db, "import", str(tmp_path / "missing.jsonl")), 1, "Error: ", "no such file")


def test_reimport_of_a_different_file_with_the_same_id_is_a_conflict(demo_db: str, tmp_path: Path) -> None:
    lines = DEMO.read_text().splitlines()
    path = tmp_path / "shorter.jsonl"
    path.write_text("\n".join(lines[:-1] + [lines[-1].replace("Partial refund", "Renamed")]) + "\n")
    failed(run(demo_db, "import", str(path)), 3, "Error: ", "--as-new")


# ---------------------------------------------------------------- export
def test_import_then_export_gives_the_same_entries(demo_db: str) -> None:
    out = ok(run(demo_db, "export", DEMO_ID[:8])).stdout
    exported = [json.loads(line) for line in out.splitlines()]
    original = [json.loads(line) for line in DEMO.read_text().splitlines()]
    assert exported == original


def test_export_to_file_is_private_and_never_overwrites(demo_db: str, tmp_path: Path) -> None:
    target = tmp_path / "out.jsonl"
    result = ok(run(demo_db, "export", DEMO_ID, "-o", str(target)))
    assert result.stdout == "" and "exported" in result.stderr
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    original = [json.loads(line) for line in DEMO.read_text().splitlines()]
    assert [json.loads(line) for line in target.read_text().splitlines()] == original
    target.write_text("keep me")
    failed(run(demo_db, "export", DEMO_ID, "-o", str(target)), 1, "Error: ", "already exists", "--force")
    assert target.read_text() == "keep me"
    ok(run(demo_db, "export", DEMO_ID, "-o", str(target), "--force"))
    assert target.read_text() != "keep me"


def test_export_notes_when_the_head_is_not_the_last_line(demo_db: str) -> None:
    ok(run(demo_db, "head", DEMO_ID, "--move-to", "b0000002"))
    result = ok(run(demo_db, "export", DEMO_ID))
    assert "Note: " in result.stderr and "--branch" in result.stderr
    branch = ok(run(demo_db, "export", DEMO_ID, "--branch"))
    assert branch.stderr == ""
    ids = [json.loads(line).get("id") for line in branch.stdout.splitlines()[1:]]
    assert ids == ["a0000001", "a0000002", "a0000003", "a0000004", "a0000005", "a0000006", "b0000001", "b0000002"]


def test_export_to_a_missing_folder_is_a_clean_error(demo_db: str, tmp_path: Path) -> None:
    failed(run(demo_db, "export", DEMO_ID, "-o", str(tmp_path / "no" / "such" / "x.jsonl")), 1, "Error: ")


def _db_files(db: str) -> dict[str, bytes]:
    """The database file and whichever SQLite companions exist, with their bytes."""
    return {suffix: Path(db + suffix).read_bytes() for suffix in ("", "-wal", "-shm", "-journal")
            if os.path.exists(db + suffix)}


@pytest.mark.parametrize("fmt", [[], ["--html"]], ids=["jsonl", "html"])
@pytest.mark.parametrize("target", ["db", "db-wal", "db-shm", "db-journal", "symlink", "dotted"])
def test_export_never_overwrites_the_database_even_with_force(demo_db: str, tmp_path: Path, fmt: list[str],
                                                              target: str) -> None:
    if target == "symlink":
        out = tmp_path / "link.html"
        out.symlink_to(demo_db)
        named = demo_db
    elif target == "dotted":  # another spelling of the same path
        out = tmp_path / "." / "xdg" / ".." / Path(demo_db).name
        named = demo_db
    else:
        out = Path(demo_db + target[2:])
        named = str(out)
    before = _db_files(demo_db)
    result = failed(run(demo_db, "export", DEMO_ID, *fmt, "-o", str(out), "--force"), 1, "Error: ", str(out), named)
    assert "even with --force" in result.stderr and result.stdout == ""
    assert _db_files(demo_db) == before  # nothing written, no stray companion created
    assert ok(run(demo_db, "verify")).stdout.startswith("ok: 1 session, 20 entries")
    exported = [json.loads(line) for line in ok(run(demo_db, "export", DEMO_ID)).stdout.splitlines()]
    assert exported == [json.loads(line) for line in DEMO.read_text().splitlines()]


def test_export_next_to_the_database_is_still_allowed(demo_db: str) -> None:
    for name in (demo_db + ".jsonl", demo_db + "-wal.bak", demo_db[:-3] + ".html"):
        ok(run(demo_db, "export", DEMO_ID, *(["--html"] if name.endswith(".html") else []), "-o", name, "--force"))
        assert Path(name).stat().st_size > 0
    assert ok(run(demo_db, "verify")).stdout.startswith("ok:")


# ---------------------------------------------------------------- new / append
def test_new_prints_the_session_id(db: str, tmp_path: Path) -> None:
    sid = ok(run(db, "new", "--cwd", str(tmp_path))).stdout.strip()
    show = json.loads(ok(run(db, "show", sid, "--json")).stdout)
    assert show["header"]["cwd"] == str(tmp_path) and show["heads"] == {"main": None}
    doc = json.loads(ok(run(db, "new", "--json")).stdout)
    assert set(doc) == {"session"} and doc["session"] != sid


def test_new_defaults_cwd_to_the_current_directory(db: str) -> None:
    sid = ok(run(db, "new")).stdout.strip()
    assert json.loads(ok(run(db, "show", sid, "--json")).stdout)["header"]["cwd"] == os.getcwd()


USER_MESSAGE = '{"type":"message","message":{"role":"user","content":"hello","timestamp":1}}'


def test_append_fills_the_envelope_and_moves_the_head(db: str) -> None:
    sid = ok(run(db, "new")).stdout.strip()
    first = ok(run(db, "append", sid, "--entry", USER_MESSAGE, "--expected-head", "none")).stdout.strip()
    stored = json.loads(ok(run(db, "append", sid, "--entry", USER_MESSAGE, "--json")).stdout)
    assert stored["parentId"] == first and stored["type"] == "message" and stored["timestamp"]
    assert ok(run(db, "head", sid)).stdout.strip() == stored["id"]


def test_append_fills_a_missing_message_timestamp(db: str) -> None:
    sid = ok(run(db, "new")).stdout.strip()
    entry = '{"type":"message","message":{"role":"user","content":"hi"}}'
    stored = json.loads(ok(run(db, "append", sid, "--entry", entry, "--json")).stdout)
    assert isinstance(stored["message"]["timestamp"], int)


def test_append_reads_the_entry_from_stdin(db: str) -> None:
    sid = ok(run(db, "new")).stdout.strip()
    stored = json.loads(ok(run(db, "append", sid, "--entry", "-", "--json", input=USER_MESSAGE)).stdout)
    assert stored["message"]["content"] == "hello"


@pytest.mark.parametrize(("text", "needle"), [
    ("{not json", "Error: --entry is not valid JSON"),
    ("[1, 2]", "Error: --entry must be a JSON object"),
    ('{"message": {}}', 'Error: --entry needs a "type"'),
    ('{"type":"message","message":{"role":"user"}}', "Error: "),
])
def test_append_rejects_bad_entries_with_exit_1(db: str, text: str, needle: str) -> None:
    sid = ok(run(db, "new")).stdout.strip()
    failed(run(db, "append", sid, "--entry", text), 1, needle)
    assert ok(run(db, "head", sid)).stdout.strip() == "none"


def test_append_conflict_on_expected_head_exits_3(demo_db: str) -> None:
    failed(run(demo_db, "append", DEMO_ID, "--entry", USER_MESSAGE, "--expected-head", "a0000001"), 3,
           "Error: ", "not the expected")
    failed(run(demo_db, "append", DEMO_ID, "--entry", USER_MESSAGE, "--expected-head", "none"), 3, "Error: ")
    ok(run(demo_db, "append", DEMO_ID, "--entry", USER_MESSAGE, "--expected-head", DEMO_HEAD))


def test_append_retry_with_the_same_id_is_idempotent_and_other_content_conflicts(db: str) -> None:
    sid = ok(run(db, "new")).stdout.strip()
    entry = '{"type":"custom","customType":"note","id":"n1","data":1}'
    assert ok(run(db, "append", sid, "--entry", entry)).stdout.strip() == "n1"
    assert ok(run(db, "append", sid, "--entry", entry)).stdout.strip() == "n1"
    failed(run(db, "append", sid, "--entry", entry.replace('"data":1', '"data":2')), 3, "Error: ")


def test_append_elsewhere_than_the_head_needs_branch(demo_db: str) -> None:
    entry = '{"type":"custom","customType":"note","parentId":"a0000003"}'
    failed(run(demo_db, "append", DEMO_ID, "--entry", entry), 1, "Error: ", "--branch")
    stored = json.loads(ok(run(demo_db, "append", DEMO_ID, "--entry", entry, "--branch", "--json")).stdout)
    assert stored["parentId"] == "a0000003"


def test_append_warns_about_an_unknown_entry_type(db: str) -> None:
    sid = ok(run(db, "new")).stdout.strip()
    result = ok(run(db, "append", sid, "--entry", '{"type":"mesage"}'))
    assert "Warning: 'mesage' is not a Pi entry type" in result.stderr


# ---------------------------------------------------------------- sessions / show
def test_sessions_table_and_json(demo_db: str) -> None:
    text = ok(run(demo_db, "sessions")).stdout
    assert DEMO_ID in text and "Partial refund 500s" in text and DEMO_HEAD in text
    rows = json.loads(ok(run(demo_db, "sessions", "--json")).stdout)
    assert rows[0]["id"] == DEMO_ID and rows[0]["entries"] == 20 and rows[0]["head"] == DEMO_HEAD


def test_sessions_on_an_empty_store_says_how_to_start(db: str) -> None:
    result = ok(run(db, "sessions"))
    assert result.stdout == "" and "sessionlog demo" in result.stderr


def test_show_counts_labels_and_heads(demo_db: str) -> None:
    doc = json.loads(ok(run(demo_db, "show", DEMO_ID[:6], "--json")).stdout)
    assert doc["name"] == "Partial refund 500s"
    assert doc["heads"] == {"main": DEMO_HEAD}
    assert doc["counts"]["entries"] == 20 and doc["counts"]["messages"] == 13
    assert doc["counts"]["by_type"]["label"] == 2
    assert {(x["entry"], x["label"]) for x in doc["labels"]} == {("a0000006", "root cause"), ("a0000013", "checkpoint")}
    assert doc["annotations"] >= 1
    text = ok(run(demo_db, "show", DEMO_ID)).stdout
    assert "Partial refund 500s" in text and "root cause" in text and "main → a0000017" in text


# ---------------------------------------------------------------- tree
def test_tree_marks_head_labels_compaction_and_branches(demo_db: str) -> None:
    text = ok(run(demo_db, "tree", DEMO_ID)).stdout
    lines = text.splitlines()
    assert any("a0000017" in line and "← main" in line for line in lines)
    assert any("a0000006" in line and "[root cause]" in line for line in lines)
    assert any("a0000013" in line and "keeps from a0000011" in line for line in lines)
    assert any("b0000003" in line and "branch_summary" in line for line in lines)
    assert any(line.lstrip().startswith("├── b0000001") for line in lines)


def test_tree_json_is_a_flat_list_of_nodes_with_parents_children_labels_and_the_head_path(demo_db: str) -> None:
    doc = json.loads(ok(run(demo_db, "tree", DEMO_ID, "--json")).stdout)
    assert doc["heads"] == {"main": DEMO_HEAD} and doc["roots"] == ["a0000001"]
    nodes = {n["id"]: n for n in doc["nodes"]}
    assert [n["id"] for n in doc["nodes"]][:3] == ["a0000001", "a0000002", "a0000003"]
    assert len(nodes) == len(doc["nodes"]) == 20
    branch = nodes["a0000006"]
    assert branch["label"] == "root cause" and branch["role"] == "assistant" and branch["on_head_path"]
    assert branch["children"] == ["a0000007", "b0000001", "b0000003"] and branch["depth"] == 5
    assert nodes["a0000001"]["parent"] is None and nodes["a0000001"]["role"] is None
    assert nodes["a0000001"]["type"] == "model_change" and nodes["a0000001"]["label"] is None
    assert not nodes["b0000002"]["on_head_path"] and nodes["b0000002"]["parent"] == "b0000001"
    path = {n["id"] for n in doc["nodes"] if n["on_head_path"]}
    assert path == path_ids_to(DEMO_HEAD) and "a0000017" in path
    for n in doc["nodes"]:  # parents come before their children, and the links agree both ways
        assert all(nodes[c]["parent"] == n["id"] for c in n["children"])
        if n["parent"] is not None:
            assert n["id"] in nodes[n["parent"]]["children"]
    order = [n["id"] for n in doc["nodes"]]
    assert all(order.index(n["parent"]) < order.index(n["id"]) for n in doc["nodes"] if n["parent"])


def path_ids_to(leaf: str) -> set[str]:
    by_id = {e["id"]: e for e in codec.parse_jsonl_text(DEMO.read_bytes()).entries}
    out = set()
    while leaf in by_id:
        out.add(leaf)
        leaf = by_id[leaf]["parentId"]
    return out


@pytest.fixture
def deep_db(tmp_path: Path) -> tuple[str, str]:
    path = str(tmp_path / "deep.db")
    with open_store(path, durability="normal") as store:
        session = store.create_session(cwd="/deep")
        store.append_many(session.id, [{"type": "custom", "customType": "step", "data": i} for i in range(10_000)])
    return path, session.id


def test_tree_of_a_10000_entry_linear_session_renders(deep_db: tuple[str, str]) -> None:
    db, sid = deep_db
    lines = ok(run(db, "tree", sid)).stdout.splitlines()
    assert len(lines) == 10_001  # the title, then one line per entry, none nested deeper
    assert "← main" in lines[-1] and "9999" in lines[-1]
    doc = json.loads(ok(run(db, "tree", sid, "--json")).stdout)  # any depth parses with the standard library
    assert len(doc["nodes"]) == 10_000 and doc["nodes"][-1]["depth"] == 9_999 and len(doc["roots"]) == 1
    assert all(n["on_head_path"] for n in doc["nodes"])
    assert [n["parent"] for n in doc["nodes"][1:]] == [n["id"] for n in doc["nodes"][:-1]]


# ---------------------------------------------------------------- log
def test_log_json_and_nl_print_the_entries_in_append_order(demo_db: str) -> None:
    entries = demo_entries()
    assert json.loads(ok(run(demo_db, "log", DEMO_ID, "--json")).stdout) == entries
    lines = ok(run(demo_db, "log", DEMO_ID, "--nl")).stdout.splitlines()
    assert len(lines) == 20 and [json.loads(line) for line in lines] == entries
    text = ok(run(demo_db, "log", DEMO_ID)).stdout.splitlines()
    assert len(text) == 20 and text[0].startswith("a0000001") and "model_change" in text[0]
    failed(run(demo_db, "log", DEMO_ID, "--json", "--nl"), 2, "exclusive")


# ---------------------------------------------------------------- view
@pytest.mark.parametrize("leaf", [None, "b0000002", "b0000003", "a0000012", "a0000001"])
def test_view_json_equals_build_view(demo_db: str, leaf: str | None) -> None:
    args = ["view", DEMO_ID, "--json"] + (["--leaf", leaf] if leaf else [])
    expected = build_view(demo_entries(), leaf or DEMO_HEAD)
    assert json.loads(ok(run(demo_db, *args)).stdout) == expected.to_pi()
    llm = json.loads(ok(run(demo_db, *args, "--llm")).stdout)
    assert llm == to_llm(expected.messages)


def test_view_of_an_empty_session_is_the_empty_context(db: str) -> None:
    sid = ok(run(db, "new")).stdout.strip()
    assert json.loads(ok(run(db, "view", sid, "--json")).stdout) == build_view([], None).to_pi()
    assert "no messages" in ok(run(db, "view", sid)).stdout


def test_view_readable_shows_roles_tool_calls_and_summaries(demo_db: str) -> None:
    text = ok(run(demo_db, "view", DEMO_ID)).stdout
    assert "compactionSummary" in text and "Fix 500s on partial refunds." in text
    assert "$ pytest tests/refunds -q" in text and "Add a regression test for 12.50." in text
    side = ok(run(demo_db, "view", DEMO_ID, "--leaf", "b0000002")).stdout
    assert '→ read({"path":"src/refunds/handler.py"})' in side and "toolResult · read" in side
    assert "Could we use Decimal" in side and "compactionSummary" not in side
    assert "<summary>" in ok(run(demo_db, "view", DEMO_ID, "--llm")).stdout


def test_view_unknown_leaf_or_head_is_error_1(demo_db: str) -> None:
    failed(run(demo_db, "view", DEMO_ID, "--leaf", "nope"), 1, "Error: ", "nope")
    failed(run(demo_db, "view", DEMO_ID, "--head", "nope"), 1, "Error: ", "nope")
    failed(run(demo_db, "view", DEMO_ID, "--leaf", "a0000001", "--head", "main"), 2, "not both")


def test_view_at_another_head(demo_db: str) -> None:
    ok(run(demo_db, "head", DEMO_ID, "side", "--move-to", "b0000002"))
    expected = build_view(demo_entries(), "b0000002").to_pi()
    assert json.loads(ok(run(demo_db, "view", DEMO_ID, "--head", "side", "--json")).stdout) == expected


# ---------------------------------------------------------------- head / label
def test_head_prints_and_moves_by_compare_and_swap(demo_db: str) -> None:
    assert ok(run(demo_db, "head", DEMO_ID)).stdout == f"{DEMO_HEAD}\n"
    failed(run(demo_db, "head", DEMO_ID, "--move-to", "a0000006", "--expected-head", "a0000001"), 3, "Error: ")
    doc = json.loads(ok(run(demo_db, "head", DEMO_ID, "--move-to", "a0000006", "--expected-head", DEMO_HEAD,
                            "--json")).stdout)
    assert doc == {"session": DEMO_ID, "name": "main", "entry": "a0000006"}
    stored = json.loads(ok(run(demo_db, "append", DEMO_ID, "--entry", USER_MESSAGE, "--json")).stdout)
    assert stored["parentId"] == "a0000006"
    assert ok(run(demo_db, "head", DEMO_ID, "--move-to", "none")).stdout == "none\n"
    failed(run(demo_db, "head", DEMO_ID, "--move-to", "nope"), 1, "Error: ")
    failed(run(demo_db, "head", DEMO_ID, "--expected-head", "x"), 2, "--move-to")
    failed(run(demo_db, "head", DEMO_ID, "nosuchhead"), 1, "Error: ", "nosuchhead")


def test_label_sets_and_clears_by_appending(demo_db: str) -> None:
    label_id = ok(run(demo_db, "label", DEMO_ID, "a0000003", "the ask")).stdout.strip()
    assert ok(run(demo_db, "head", DEMO_ID)).stdout.strip() == label_id
    labels = {x["entry"]: x["label"] for x in json.loads(ok(run(demo_db, "show", DEMO_ID, "--json")).stdout)["labels"]}
    assert labels["a0000003"] == "the ask"
    stored = json.loads(ok(run(demo_db, "label", DEMO_ID, "a0000003", "--clear", "--json")).stdout)
    assert stored["type"] == "label" and stored["targetId"] == "a0000003" and "label" not in stored
    labels = {x["entry"] for x in json.loads(ok(run(demo_db, "show", DEMO_ID, "--json")).stdout)["labels"]}
    assert "a0000003" not in labels
    failed(run(demo_db, "label", DEMO_ID, "a0000003"), 2, "--clear")
    failed(run(demo_db, "label", DEMO_ID, "a0000003", "x", "--clear"), 2)
    failed(run(demo_db, "label", DEMO_ID, "nope", "x"), 1, "Error: ", "nope")


# ---------------------------------------------------------------- verify
def test_verify_ok_and_json(demo_db: str) -> None:
    assert ok(run(demo_db, "verify")).stdout.startswith("ok: 1 session, 20 entries")
    doc = json.loads(ok(run(demo_db, "verify", DEMO_ID[:8], "--json")).stdout)
    assert doc["ok"] is True and doc["entries"] == 20 and doc["problems"] == []


def test_verify_fails_with_exit_1_listing_each_problem(demo_db: str) -> None:
    table = migrations.APPEND_ONLY_TABLES[0]
    with sqlite3.connect(demo_db) as conn:
        conn.execute(f"DROP TRIGGER {table}_no_update")
    result = failed(run(demo_db, "verify"), 1, "Error: ")
    assert f"problem: trigger {table}_no_update is missing" in result.stdout
    doc = json.loads(failed(run(demo_db, "verify", "--json"), 1).stdout)
    assert doc["ok"] is False and doc["problems"]


# ---------------------------------------------------------------- demo
def test_demo_runs_in_a_fresh_temporary_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr("tempfile.tempdir", None)
    user_db = tmp_path / "user.db"
    result = ok(CliRunner().invoke(cli, ["demo"], env={"SESSIONLOG_DB": str(user_db)}))
    out = result.stdout
    for heading in ("1. The tree", "2. The view", "3. Verify", "Next"):
        assert heading in out
    assert "← main" in out and "ok: 20 entries verified" in out
    (made,) = tmp_path.glob("sessionlog-demo-*/demo.db")
    assert f"SESSIONLOG_DB={made}" in out and f"sessionlog view {DEMO_ID[:8]}" in out
    assert not user_db.exists()


@pytest.mark.parametrize("where", ["group", "command"])
def test_demo_uses_an_explicit_db(db: str, where: str) -> None:
    args = ["--db", db, "demo"] if where == "group" else ["demo", "--db", db]
    ok(CliRunner().invoke(cli, args))
    assert json.loads(ok(run(db, "sessions", "--json")).stdout)[0]["id"] == DEMO_ID
    ok(CliRunner().invoke(cli, args))  # again: the import is a no-op
