"""Terminal escape injection (issue 16, item 4): stored text never reaches the terminal as control
characters. Every human-readable output shows them escaped (``\\x1b`` as the four characters
``\\x1b``) and never reads rich markup in stored text; ``--json``/``--nl`` stay exact."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest
from click.testing import CliRunner

from sessionlog import open_store
from sessionlog.cli import cli
from sessionlog.core.codec import parse_jsonl_text
from sessionlog.core.textsafe import visible

EVIL = "\x1b]0;title\x07\x1b[2J"
SHOWN = "\\x1b]0;title\\x07\\x1b[2J"
MARKUP = "[bold red]loud[/bold red]"
C1 = "\x9b31m\x7f\x08\r\x0b\x0c\x00"
# every control byte but newline and tab; ESC and BEL above all (C1 controls are two UTF-8 bytes)
CONTROL_BYTES = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]")


def test_visible_escapes_controls_and_keeps_layout():
    assert visible(EVIL) == SHOWN
    assert visible(C1) == "\\x9b31m\\x7f\\x08\\x0d\\x0b\\x0c\\x00"
    assert visible("tab\there\nnext line, ünïcødé ✓") == "tab\there\nnext line, ünïcødé ✓"
    assert visible("lone \ud800") == "lone \\ud800"
    assert visible("caf\udce9") == "caf\\xe9"  # a byte that was not UTF-8 (surrogateescape)
    assert visible(visible(EVIL + C1)) == visible(EVIL + C1)  # idempotent


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    """A store whose every kind of stored text holds terminal controls and rich markup."""
    tmp = tmp_path_factory.mktemp("evil")
    db = tmp / "s.db"
    evil = EVIL + MARKUP + C1
    ts = "2025-01-01T00:00:0{}.000Z"
    header = {"type": "session", "version": 3, "id": "sess" + EVIL, "timestamp": ts.format(0), "cwd": "/" + evil}
    entries = [
        {"type": "model_change", "id": "m" + EVIL, "parentId": None, "timestamp": ts.format(1),
         "provider": "p" + EVIL, "modelId": "model" + evil},
        {"type": "message", "id": "u1", "parentId": "m" + EVIL, "timestamp": ts.format(2),
         "message": {"role": "user", "content": "hello " + evil, "timestamp": 2}},
        {"type": "message", "id": "a1", "parentId": "u1", "timestamp": ts.format(3),
         "message": {"role": "assistant", "model": "model" + EVIL, "provider": "p", "api": "x", "stopReason": "toolUse",
                     "usage": {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
                               "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}},
                     "content": [{"type": "text", "text": "answer " + evil},
                                 {"type": "toolCall", "id": "c1", "name": "bash" + EVIL, "arguments": {"cmd": evil}}],
                     "timestamp": 3}},
        {"type": "message", "id": "r1", "parentId": "a1", "timestamp": ts.format(4),
         "message": {"role": "toolResult", "toolCallId": "c1", "toolName": "bash" + EVIL, "isError": False,
                     "content": [{"type": "text", "text": "out " + evil}], "timestamp": 4}},
        {"type": "session_info", "id": "n1", "parentId": "r1", "timestamp": ts.format(5), "name": "name" + evil},
        {"type": "label", "id": "l1", "parentId": "n1", "timestamp": ts.format(6), "targetId": "u1", "label": "lab" + evil},
        {"type": "custom", "id": "k1", "parentId": "l1", "timestamp": ts.format(7), "customType": "ext" + EVIL,
         "data": {"x": evil}},
        {"type": "compaction", "id": "C" + EVIL, "parentId": "k1", "timestamp": ts.format(8), "summary": "sum " + evil,
         "firstKeptEntryId": "a1", "tokensBefore": 10},
        {"type": "message", "id": "u2", "parentId": "C" + EVIL, "timestamp": ts.format(9),
         "message": {"role": "user", "content": "after " + evil, "timestamp": 9}},
    ]
    src = tmp / "in.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in [header, *entries]))
    with open_store(db, create=True) as store:
        sid = store.import_parsed(parse_jsonl_text(src.read_bytes()), source="evil").session
        store.move_head(sid, "u1", name="side" + EVIL, expected_head=None)
        store.session(sid).append_message({"role": "user", "content": "branch " + evil, "timestamp": 10}, head="side" + EVIL)
    return db, sid, src


def commands(sid):
    return [
        ["sessions"], ["show", sid], ["tree", sid], ["log", sid], ["view", sid], ["view", sid, "--llm"],
        ["view", sid, "--project"], ["view", sid, "--head", "side" + EVIL], ["search", "hello"], ["replay", sid],
        ["diff", sid, "main", "side" + EVIL], ["lineage", sid], ["verify", sid], ["head", sid, "--name", "side" + EVIL],
        ["compact", sid, "--dry-run"], ["rotate", sid, "--dry-run"], ["view", sid, "--leaf", "nowhere" + EVIL],
        ["context-size", sid],
    ]


def run(db, args, **kw):
    return subprocess.run([sys.executable, "-m", "sessionlog", "--db", str(db), *args], capture_output=True, **kw)


def test_no_command_writes_a_control_character_of_stored_text(hostile):
    db, sid, _ = hostile
    shown_somewhere = False
    for args in commands(sid):
        proc = run(db, args)
        out = proc.stdout + proc.stderr
        assert b"Traceback" not in out and b"internal error" not in out, (args, out[-800:])
        assert CONTROL_BYTES.search(out) is None, (args, CONTROL_BYTES.findall(out)[:5], out[:800])
        assert b"loud" not in out or b"[bold" in out, (args, out[:800])  # markup is shown as text (maybe wrapped)
        shown_somewhere |= SHOWN.encode() in out
    assert shown_somewhere


def test_view_and_tree_show_the_escapes_and_the_markup_as_text(hostile):
    db, sid, _ = hostile
    wide = {**os.environ, "COLUMNS": "400"}
    view = run(db, ["view", sid], env=wide).stdout.decode()
    assert f"after {SHOWN}{MARKUP}" in view and "\\x9b31m\\x7f" in view
    tree = run(db, ["tree", sid], env=wide).stdout.decode()
    assert "C\\x1b]0;tit" in tree and f"lab{SHOWN}" in tree and "side" + SHOWN in tree


def test_a_colour_terminal_gets_styles_but_no_stored_controls(hostile):
    db, sid, _ = hostile
    env = {**os.environ, "FORCE_COLOR": "1", "TTY_COMPATIBLE": "1", "COLUMNS": "200"}
    env.pop("NO_COLOR", None)
    for args in (["view", sid], ["tree", sid], ["log", sid], ["show", sid]):
        out = run(db, args, env=env).stdout
        assert b"\x1b[" in out  # rich's own styling is there
        assert b"\x07" not in out and b"\x1b]" not in out and b"\x1b[2J" not in out, args


def test_import_reports_and_errors_quote_stored_text_visibly(hostile, tmp_path):
    db, sid, src = hostile
    named = tmp_path / ("file" + EVIL + ".jsonl")
    named.write_bytes(src.read_bytes().replace(b'"id": "sess', b'"id": "other') + b"not json " + EVIL.encode() + b"\n")
    for args in (["import", str(named)], ["import", str(src)], ["import", str(named)], ["view", sid, "--leaf", "x" + EVIL],
                 ["label", sid, "nowhere" + EVIL, "x"], ["export", sid, "-o", str(src)]):
        proc = run(db, args)
        out = proc.stdout + proc.stderr
        assert b"Traceback" not in out and CONTROL_BYTES.search(out) is None, (args, out[-800:])
    assert SHOWN.encode() in run(db, ["view", sid, "--leaf", "x" + EVIL]).stderr


def test_json_and_nl_outputs_stay_exact(hostile):
    db, sid, _ = hostile
    entries = json.loads(run(db, ["log", sid, "--json"]).stdout)
    assert entries[1]["message"]["content"] == "hello " + EVIL + MARKUP + C1
    nl = [json.loads(line) for line in run(db, ["log", sid, "--nl"]).stdout.splitlines()]
    assert nl == entries
    view = json.loads(run(db, ["view", sid, "--json"]).stdout)
    assert view["model"]["modelId"] == "model" + EVIL  # set last by the assistant message
    assert json.loads(run(db, ["sessions", "--json"]).stdout)[0]["id"] == sid


def test_in_process_runner_sees_the_same(hostile):
    """The same check through click's runner (what most CLI tests use)."""
    db, sid, _ = hostile
    result = CliRunner().invoke(cli, ["--db", str(db), "view", sid])
    assert result.exit_code == 0 and CONTROL_BYTES.search(result.stdout_bytes) is None
