"""The CLI as a daily tool (issue 17): batch appends, ids by prefix or name, catalogue filters, a
historical view that says so, and a closed pipe that ends every command the same way."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import sessionlog
from sessionlog import open_store
from sessionlog.cli import cli

DEMO = Path(sessionlog.__file__).parent / "examples" / "demo.jsonl"
DEMO_ID = "01a226ec-eae2-742a-be13-c4b29f5b4058"


@pytest.fixture(autouse=True)
def _no_user_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("SESSIONLOG_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("COLUMNS", "120")


def run(db: str, *args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(cli, ["--db", db, *args], input=input, catch_exceptions=False)


def ok(result: Result) -> Result:
    assert result.exit_code == 0, (result.exit_code, result.stdout, result.stderr)
    return result


def failed(result: Result, code: int, *needles: str) -> Result:
    assert result.exit_code == code, (result.exit_code, result.stdout, result.stderr)
    assert "Traceback" not in result.stdout + result.stderr
    for needle in needles:
        assert needle in result.stderr, (needle, result.stderr)
    return result


@pytest.fixture
def db(tmp_path: Path) -> str:
    path = str(tmp_path / "s.db")
    ok(run(path, "import", str(DEMO)))
    return path


def _custom(entry_id: str, parent: str | None) -> dict:
    return {"type": "custom", "customType": "x", "id": entry_id, "parentId": parent,
            "timestamp": "2026-01-01T00:00:00.000Z"}


@pytest.fixture
def ids_db(tmp_path: Path) -> tuple[str, str]:
    """A session whose entry ids share prefixes: ab12cd34 → ab12ff00 → 9f00aa11."""
    path = str(tmp_path / "ids.db")
    with open_store(path) as store:
        s = store.create_session(cwd="/x", session_id="01a2aaaa-0000-7000-8000-000000000001")
        store.append_many(s.id, [_custom("ab12cd34", None), _custom("ab12ff00", "ab12cd34"),
                                 _custom("9f00aa11", "ab12ff00")])
        # a fixed id: a random one could share the "9f" prefix the tests below rely on being unique
        store.append(s.id, {"type": "session_info", "id": "c0ffee00", "parentId": "9f00aa11",
                            "timestamp": "2026-01-01T00:00:00.000Z", "name": "prefix test"})
    return path, s.id


# ---------------------------------------------------------------- append --entries
def test_append_entries_stores_a_jsonl_file_as_one_batch(db: str, tmp_path: Path) -> None:
    batch = tmp_path / "turns.jsonl"
    batch.write_text('{"type":"message","message":{"role":"user","content":"first"}}\n\n'
                     '{"type":"message","message":{"role":"user","content":"second"}}\n'
                     '{"type":"custom","customType":"note"}\n')
    printed = ok(run(db, "append", DEMO_ID, "--entries", str(batch))).stdout.split()
    with open_store(db) as store:
        entries = store.entries(DEMO_ID)
        assert [e["id"] for e in entries[-3:]] == printed and store.head(DEMO_ID) == printed[-1]
        assert entries[-3]["parentId"] == "a0000017" and entries[-2]["parentId"] == printed[0]
        assert entries[-2]["message"]["content"] == "second" and "timestamp" in entries[-2]["message"]
    stdin = ok(run(db, "append", DEMO_ID, "--entries", "-", "--json",
                   input='{"type":"custom","customType":"a"}\n{"type":"custom","customType":"b"}\n'))
    stored = json.loads(stdin.stdout)
    assert [e["customType"] for e in stored] == ["a", "b"] and stored[1]["parentId"] == stored[0]["id"]


@pytest.mark.parametrize("lines,needle", [
    (['{"type":"custom","customType":"a"}', "{oops"], "line 2: not valid JSON"),
    (['{"type":"custom","customType":"a"}', "", "[1, 2]"], "line 3: must be a JSON object, not an array"),
    (['{"type":"custom","customType":"a"}', '{"message":{}}'], 'line 2: needs a "type"'),
    (['{"type":"custom","customType":"a"}', '{"type":"label","targetId":"nope"}'], "line 2: entry"),
    (['{"type":"custom","customType":"a"}', '{"type":"custom","customType":"b","parentId":"a0000003"}'],
     "line 2: entry"),
])
def test_append_entries_is_all_or_nothing_and_names_the_bad_line(db: str, tmp_path: Path, lines: list[str],
                                                                 needle: str) -> None:
    batch = tmp_path / "bad.jsonl"
    batch.write_text("\n".join(lines) + "\n")
    with open_store(db) as store:
        before = store.entries(DEMO_ID)
    failed(run(db, "append", DEMO_ID, "--entries", str(batch)), 1, f"{batch}: {needle}")
    with open_store(db) as store:
        assert store.entries(DEMO_ID) == before and store.head(DEMO_ID) == "a0000017"


def test_append_entries_names_the_line_of_an_id_conflict_and_a_missing_file(db: str, tmp_path: Path) -> None:
    batch = tmp_path / "conflict.jsonl"
    batch.write_text('{"type":"custom","customType":"a"}\n'
                     '{"type":"custom","customType":"other","id":"a0000003"}\n')
    failed(run(db, "append", DEMO_ID, "--entries", str(batch)), 3, f"{batch}: line 2: entry a0000003 already exists")
    failed(run(db, "append", DEMO_ID, "--entries", str(tmp_path / "missing.jsonl")), 1, "missing.jsonl")
    failed(run(db, "append", DEMO_ID, "--entries", str(tmp_path / "empty.jsonl")), 1)
    (tmp_path / "blank.jsonl").write_text("\n\n")
    failed(run(db, "append", DEMO_ID, "--entries", str(tmp_path / "blank.jsonl")), 1, "no entries")


def test_append_takes_exactly_one_of_entry_and_entries(db: str) -> None:
    failed(run(db, "append", DEMO_ID), 2, "give --entry JSON or --entries FILE")
    failed(run(db, "append", DEMO_ID, "--entry", "{}", "--entries", "-"), 2, "one of them")


# ---------------------------------------------------------------- ids
def test_entry_prefixes_work_wherever_an_entry_is_named(ids_db: tuple[str, str]) -> None:
    db, sid = ids_db
    assert "ab12cd34" in ok(run(db, "view", sid, "--leaf", "ab12c")).stdout
    assert ok(run(db, "head", sid, "--move-to", "ab12f")).stdout.strip() == "ab12ff00"
    ok(run(db, "head", sid, "--move-to", "9f", "--expected-head", "ab12f"))
    fork = json.loads(ok(run(db, "fork", sid, "--at", "ab12f", "--json")).stdout)
    assert fork["at"] == "ab12ff00"
    diff = json.loads(ok(run(db, "diff", sid, "ab12c", "9f", "--json")).stdout)
    assert diff["a"]["leaf"] == "ab12cd34" and diff["b"]["leaf"] == "9f00aa11"
    append = json.loads(ok(run(db, "append", sid, "--expected-head", "9f00", "--json", "--entry",
                               '{"type":"custom","customType":"y"}')).stdout)
    assert append["parentId"] == "9f00aa11"
    label = json.loads(ok(run(db, "label", sid, "ab12c", "start", "--json")).stdout)
    assert label["targetId"] == "ab12cd34"


def test_an_ambiguous_entry_prefix_lists_the_candidates(ids_db: tuple[str, str]) -> None:
    db, sid = ids_db
    failed(run(db, "view", sid, "--leaf", "ab12"), 1, "entry prefix 'ab12' matches several entries",
           "ab12cd34 (custom)", "ab12ff00 (custom)")
    failed(run(db, "head", sid, "--move-to", "ab"), 1, "ab12cd34", "ab12ff00")


def test_label_on_an_unknown_entry_names_the_entry_given(db: str) -> None:
    result = failed(run(db, "label", DEMO_ID, "zzz", "text"), 1, "no entry 'zzz'")
    assert "Entry zzz" not in result.stderr  # not a message about the label entry's own new id


def test_sessions_are_named_by_prefix_or_name_and_ambiguity_lists_them(db: str) -> None:
    forked = json.loads(ok(run(db, "fork", DEMO_ID, "--at", "a0000006", "--json")).stdout)["session"]
    failed(run(db, "show", "01a2"), 1, "matches several sessions", DEMO_ID, forked)
    assert ok(run(db, "show", DEMO_ID[:9], "--json")).stdout.count(DEMO_ID) >= 1
    failed(run(db, "show", "Partial refund 500s"), 1, "name 'Partial refund 500s' matches several sessions")
    ok(run(db, "append", forked, "--entry", '{"type":"session_info","name":"Decimal detour"}'))
    assert json.loads(ok(run(db, "show", "Decimal detour", "--json")).stdout)["session"] == forked


# ---------------------------------------------------------------- sessions
def test_sessions_filter_limit_and_show_where_a_session_came_from(db: str, tmp_path: Path) -> None:
    forked = json.loads(ok(run(db, "fork", DEMO_ID, "--at", "a0000006", "--json")).stdout)["session"]
    rotated = json.loads(ok(run(db, "rotate", DEMO_ID, "--json")).stdout)["session"]
    new = json.loads(ok(run(db, "new", "--cwd", str(tmp_path / "elsewhere"), "--json")).stdout)["session"]
    rows = {r["id"]: r for r in json.loads(ok(run(db, "sessions", "--json")).stdout)}
    assert (rows[forked]["origin"], rows[forked]["parent_session"]) == ("fork", DEMO_ID)
    assert (rows[rotated]["origin"], rows[rotated]["parent_session"]) == ("rotation", DEMO_ID)
    assert rows[DEMO_ID]["origin"] is None and rows[new]["origin"] is None
    table = ok(run(db, "sessions")).stdout
    assert "from" in table.splitlines()[0] and "fork 01a226ec" in table and "rotation 01a226ec" in table

    def listed(*args: str) -> list[str]:
        return [r["id"] for r in json.loads(ok(run(db, "sessions", "--json", *args)).stdout)]

    assert listed("--cwd", str(tmp_path)) == [new]
    assert listed("--cwd", "/home/dev") and new not in listed("--cwd", "/home/dev")
    assert set(listed("--name", "partial REFUND")) == {DEMO_ID, forked, rotated}
    assert len(listed("--limit", "2")) == 2 and listed("--limit", "1") == listed()[:1]
    assert DEMO_ID not in listed("--since", "2026-11-30")  # the demo was last modified 2026-11-29
    assert DEMO_ID in listed("--since", "2026-11-29T10:00:00Z")
    assert "No sessions match." in ok(run(db, "sessions", "--name", "no such name")).stderr
    failed(run(db, "sessions", "--since", "yesterday"), 2, "--since", "not an ISO 8601 date or time")


# ---------------------------------------------------------------- view --as-of
def test_view_as_of_says_the_view_is_historical(db: str) -> None:
    text = ok(run(db, "view", DEMO_ID, "--as-of", "12")).stdout
    assert "a historical view: head main as of 12; the head is now at a0000017" in " ".join(text.split())
    as_json = ok(run(db, "view", DEMO_ID, "--as-of", "12", "--json"))
    assert json.loads(as_json.stdout)["messages"] and "a historical view" in as_json.stderr
    assert "historical" not in ok(run(db, "view", DEMO_ID)).stdout


# ---------------------------------------------------------------- a closed pipe
@pytest.mark.parametrize("args", [
    ["log", DEMO_ID], ["log", DEMO_ID, "--json"], ["log", DEMO_ID, "--nl"], ["tree", DEMO_ID],
    ["tree", DEMO_ID, "--json"], ["view", DEMO_ID], ["replay", DEMO_ID], ["search", "refund"],
    ["export", DEMO_ID], ["sessions"], ["show", DEMO_ID], ["head", DEMO_ID],
])
def test_a_closed_pipe_ends_every_command_with_exit_141_and_nothing_on_stderr(db: str, args: list[str]) -> None:
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the command writes anything
    try:
        proc = subprocess.run([sys.executable, "-m", "sessionlog", "--db", db, *args], stdout=write,
                              stderr=subprocess.PIPE, env={**os.environ, "COLUMNS": "120"}, timeout=120)
    finally:
        os.close(write)
    assert (proc.returncode, proc.stderr) == (141, b"")


# ---------------------------------------------------------------- import: progress and a total
def _two_files(tmp_path: Path) -> Path:
    folder = tmp_path / "sessions"
    (folder / "a").mkdir(parents=True)
    (folder / "a" / "demo.jsonl").write_bytes(DEMO.read_bytes())
    other = DEMO.read_text().replace(DEMO_ID, "01a226ec-eae2-742a-be13-c4b29f5b4059")
    (folder / "b.jsonl").write_text(other)
    return folder


def test_import_on_a_terminal_shows_a_progress_bar_and_ends_with_a_total(tmp_path: Path) -> None:
    import pty

    folder = _two_files(tmp_path)
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "sessionlog", "--db", str(tmp_path / "t.db"), "import", str(folder)],
                            stdin=subprocess.DEVNULL, stdout=slave, stderr=slave,
                            env={**os.environ, "COLUMNS": "120", "TERM": "xterm-256color"})
    os.close(slave)
    chunks = []
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(master)
    assert proc.wait(timeout=120) == 0
    out = b"".join(chunks).decode("utf-8", "replace")
    assert "/2 files" in out and "━" in out  # the bar: files done of all, bytes read
    assert "total: 2 files: 2 sessions created (40 entries), 0 extended (+0 entries), 0 unchanged" in out


def test_import_piped_prints_no_bar_one_line_per_file_and_a_total(tmp_path: Path) -> None:
    folder = _two_files(tmp_path)
    db = str(tmp_path / "p.db")
    first = ok(run(db, "import", str(folder)))
    assert "━" not in first.stdout + first.stderr and len(first.stdout.splitlines()) == 2
    assert first.stderr.strip().endswith("total: 2 files: 2 sessions created (40 entries), 0 extended "
                                         "(+0 entries), 0 unchanged")
    again = ok(run(db, "import", str(folder)))
    assert "total: 2 files: 0 sessions created (0 entries), 0 extended (+0 entries), 2 unchanged" in again.stderr
    single = ok(run(db, "import", str(folder / "b.jsonl")))
    assert "total" not in single.stderr  # one file: its line says it all
    as_json = ok(run(db, "import", str(folder), "--json"))
    assert len(json.loads(as_json.stdout)) == 2 and "total" not in as_json.stderr


# ---------------------------------------------------------------- shell completion
def _complete(db: str | None, words: str, shell: str = "bash") -> Result:
    current = len(words.split()) - (0 if words.endswith(" ") else 1)  # the word being completed
    env = {"_SESSIONLOG_COMPLETE": f"{shell}_complete", "COMP_WORDS": words, "COMP_CWORD": str(current)}
    if db is not None:
        env["SESSIONLOG_DB"] = db
    return CliRunner().invoke(cli, [], prog_name="sessionlog", env=env, catch_exceptions=False)


def test_shell_completion_offers_the_session_ids_of_the_database(db: str, tmp_path: Path) -> None:
    forked = json.loads(ok(run(db, "fork", DEMO_ID, "--at", "a0000006", "--json")).stdout)["session"]
    offered = _complete(db, "sessionlog tree ").stdout.split()
    assert sorted(offered) == sorted([f"plain,{DEMO_ID}", f"plain,{forked}"])
    assert _complete(db, f"sessionlog view {forked[:12]}").stdout.split() == [f"plain,{forked}"]
    assert _complete(db, "sessionlog search x --session ").stdout.split()  # the option completes too
    zsh = _complete(db, "sessionlog show ", shell="zsh").stdout.splitlines()
    assert DEMO_ID in zsh and "Partial refund 500s" in zsh  # zsh shows each id's name beside it
    assert "append" in _complete(db, "sessionlog app").stdout
    missing = _complete(str(tmp_path / "none.db"), "sessionlog tree ")
    assert missing.exit_code == 0 and missing.stdout.strip() == "" and not (tmp_path / "none.db").exists()
