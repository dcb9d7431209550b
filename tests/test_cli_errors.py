"""Errors that say the right thing (issue 16, item 6): arguments that are not UTF-8, integers SQLite
cannot hold, database paths that cannot be created, the reserved entry id ``none``, and Ctrl-C after
part of an import was stored. Each ends in ``Error: ...`` (never ``internal error``) or an honest
report, with a documented exit code."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

from sessionlog import open_store
from sessionlog.ops import search
from sessionlog.core.errors import InvalidEntryError, InvalidInputError, InvalidTextError, SessionLogError

BAD = os.fsdecode(b"caf\xe9\xff")  # Latin-1 bytes: not UTF-8; os.fsdecode keeps them as surrogates
USER = '{"type":"message","message":{"role":"user","content":"hi","timestamp":1}}'


def run(db, *args, **kw):
    return subprocess.run([sys.executable, "-m", "sessionlog", "--db", str(db), *args], capture_output=True, **kw)


def session_file(path, sid, *ids):
    lines = [{"type": "session", "version": 3, "id": sid, "timestamp": "2025-01-01T00:00:00.000Z", "cwd": "/"}]
    parent = None
    for eid in ids:
        lines.append({"type": "custom", "customType": "x", "id": eid, "parentId": parent,
                      "timestamp": "2025-01-01T00:00:01.000Z"})
        parent = eid
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    return path


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "s.db"
    with open_store(path) as store:
        s = store.create_session(cwd="/")
        s.append_message({"role": "user", "content": "hello world", "timestamp": 1})
    return path


def sid_of(db):
    with open_store(db) as store:
        return store.sessions()[0].id


def clear_error(proc, code):
    err = proc.stderr.decode("utf-8")
    assert proc.returncode == code, (proc.returncode, err)
    assert err.startswith("Error: ") and "internal error" not in err and "Traceback" not in err, err
    return err


def test_arguments_that_are_not_utf8_are_named_in_a_usage_error(db):
    sid = sid_of(db)
    for args in (["view", BAD], ["show", BAD], ["view", sid, "--leaf", BAD], ["label", sid, BAD, "x"],
                 ["head", sid, "--move-to", BAD], ["log", BAD]):
        err = clear_error(run(db, *args), 2)
        assert "argument 'caf\\xe9\\xff' is not valid UTF-8 text" in err, (args, err)


def test_a_search_query_that_is_not_utf8_is_a_clear_error_cli_and_api(db):
    err = clear_error(run(db, "search", BAD), 1)
    assert "the search query is not valid UTF-8 text: 'caf\\xe9\\xff'" in err
    with open_store(db) as store:
        with pytest.raises(InvalidTextError, match="not valid UTF-8") as caught:
            search.search(store, BAD)
        assert isinstance(caught.value, SessionLogError) and isinstance(caught.value, InvalidInputError)
        with pytest.raises(InvalidTextError):
            search.search(store, "hello", session=BAD)
        with pytest.raises(InvalidInputError, match="at most"):
            search.search(store, "hello", limit=10**23)


def test_paths_may_hold_any_bytes(db, tmp_path):
    path = session_file(tmp_path / f"{BAD}.jsonl", "s-bytes", "a1")
    proc = run(db, "import", str(path))
    assert proc.returncode == 0, proc.stderr
    assert b"imported s-bytes" in proc.stdout and b"caf\\xe9\\xff" in proc.stdout


def test_a_limit_sqlite_cannot_hold_is_a_usage_error(db):
    proc = run(db, "search", "hello", "--limit", "100000000000000000000000")
    err = proc.stderr.decode()
    assert proc.returncode == 2 and "--limit" in err and "internal error" not in err, err


@pytest.mark.parametrize("command", [["sessions"], ["new"], ["import", "x.jsonl"], ["verify"]])
def test_a_database_path_that_cannot_exist_is_a_clear_error(tmp_path, command):
    (tmp_path / "x.jsonl").write_text("")
    proc = run("/proc/x.db", *command, cwd=tmp_path)
    err = clear_error(proc, 1)
    assert err.startswith("Error: /proc/x.db: "), err


def test_the_entry_id_none_is_refused_on_append_and_import(db, tmp_path):
    sid = sid_of(db)
    err = clear_error(run(db, "append", sid, "--entry", '{"type":"custom","customType":"x","id":"none"}'), 1)
    assert "'none' is reserved" in err
    with open_store(db) as store:
        with pytest.raises(InvalidEntryError, match="reserved"):
            store.append(sid, {"type": "custom", "customType": "x", "id": "none"})
        before = len(store.entries(sid))
    path = session_file(tmp_path / "n.jsonl", "s-none", "a1", "none", "b1")
    err = clear_error(run(db, "import", str(path)), 1)
    assert f"{path}: line 3: refused: the entry id 'none' is reserved" in err
    with open_store(db) as store:
        assert len(store.sessions()) == 1 and len(store.entries(sid)) == before
    # the streamed and the whole-file (v2) paths alike
    from sessionlog.ops import imports

    with open_store(db) as store:
        for chunk in (16, 1 << 20):
            with pytest.raises(InvalidInputError, match="line 3: refused"):
                imports.import_pi_file(store, path, chunk_size=chunk)
        text = path.read_text().replace('"version": 3', '"version": 2')
        (tmp_path / "v2.jsonl").write_text(text)
        with pytest.raises(InvalidInputError, match="line 3: refused"):
            imports.import_file(store, tmp_path / "v2.jsonl")


# ---------------------------------------------------------------- Ctrl-C during an import
def interrupted_import(db, tmp_path, files, pauses, *extra):
    """Import ``files`` in a child that pauses after each stored file (the import's test hook: it says
    how many files are stored on one pipe and waits for a byte on another); let it go on ``pauses - 1``
    times, then SIGINT it while it waits. Deterministic, no sleeping; if the child died early, reading
    the pipe ends (its end closes) and the test fails instead of waiting."""
    ready_r, ready_w = os.pipe()
    go_r, go_w = os.pipe()
    child = subprocess.Popen([sys.executable, "-m", "sessionlog", "--db", str(db), "import", *map(str, files), *extra],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, pass_fds=(ready_w, go_r),
                             env={**os.environ, "SESSIONLOG_TEST_IMPORT_PAUSE": f"{ready_w}:{go_r}"})
    os.close(ready_w)
    os.close(go_r)
    with os.fdopen(ready_r, "rb") as ready:
        for n in range(1, pauses + 1):
            assert ready.readline() == f"{n}\n".encode()  # the child stored n files and waits
            if n < pauses:
                os.write(go_w, b"g")
        child.send_signal(signal.SIGINT)
        out, err = child.communicate()
    os.close(go_w)
    return child.returncode, out.decode(), err.decode()


def three_files(tmp_path):
    return [session_file(tmp_path / f"f{i}.jsonl", f"s-{i}", f"a{i}", f"b{i}") for i in range(3)]


def test_ctrl_c_after_some_files_reports_what_is_stored(db, tmp_path):
    files = three_files(tmp_path)
    code, out, err = interrupted_import(db, tmp_path, files, 2)
    assert code == 1, err
    assert "imported s-0" in out and "imported s-1" in out and "s-2" not in out
    assert "Interrupted: 2 of 3 file(s) imported and stored" in err and f"not imported: 1 more file(s), from {files[2]}" in err
    assert "Traceback" not in err
    with open_store(db) as store:
        assert {"s-0", "s-1"} <= {r.id for r in store.sessions()} and "s-2" not in {r.id for r in store.sessions()}


def test_ctrl_c_with_json_prints_the_stored_files(db, tmp_path):
    files = three_files(tmp_path)
    code, out, err = interrupted_import(db, tmp_path, files, 1, "--json")
    assert code == 1, err
    assert [r["session"] for r in json.loads(out)] == ["s-0"]
    assert "Interrupted: 1 of 3" in err


def test_ctrl_c_after_every_file_was_stored_exits_0(db, tmp_path):
    files = three_files(tmp_path)
    code, out, err = interrupted_import(db, tmp_path, files, 3)
    assert code == 0, err
    assert out.count("imported s-") == 3 and "interrupted after every file was imported (3 stored)" in err
