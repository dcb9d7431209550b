"""Strings cut inside a UTF-16 surrogate pair: JavaScript writes them as a lone ``\\udXXX`` escape and
reads them back, msgspec and every UTF-8 database refuse them. sessionlog reads each lone escape as
U+FFFD, as ``String.prototype.toWellFormed`` does, and says so (docs/compatibility.md)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import msgspec
import pytest
from click.testing import CliRunner

from sessionlog.core.codec import decode_mended, mend_surrogates, parse_jsonl_text

from builders import header, user

TRUNCATE_JS = (Path(__file__).resolve().parent / "pi" / "node_modules" / "@mariozechner" / "pi-coding-agent" / "dist"
               / "core" / "tools" / "truncate.js")


@pytest.mark.parametrize("text, mended, count", [
    (rb'"a\ud83c"', rb'"a\ufffd"', 1),  # a high half alone
    (rb'"\ude00b"', rb'"\ufffdb"', 1),  # a low half alone
    (rb'"\ud83c\udf89"', rb'"\ud83c\udf89"', 0),  # a pair
    (rb'"\uD83C\uDF89"', rb'"\uD83C\uDF89"', 0),  # a pair, upper case
    (rb'"\ud83c\ud83c\udf89"', rb'"\ufffd\ud83c\udf89"', 1),  # a high half before a pair
    (rb'"\udf89\ud83c"', rb'"\ufffd\ufffd"', 2),  # the halves in the wrong order
    (rb'"\\ud83c"', rb'"\\ud83c"', 0),  # an escaped backslash, then the text "ud83c"
    (rb'"\\\ud83c"', rb'"\\\ufffd"', 1),  # an escaped backslash, then an escape
    (rb'"\u0041\ud83c x"', rb'"\u0041\ufffd x"', 1),
    (rb'"plain"', rb'"plain"', 0),
])
def test_lone_surrogate_escapes_and_only_they_are_mended_in_place(text, mended, count):
    assert mend_surrogates(text) == (mended, count)
    assert len(mend_surrogates(text)[0]) == len(text)  # offsets in later messages still point into the input
    value, n = decode_mended(text)
    assert n == count and value == json.loads(mended)


def test_other_bad_json_is_still_refused_with_its_own_message():
    with pytest.raises(msgspec.DecodeError, match="malformed|truncated"):
        decode_mended(b'{"a": "\\ud83c", oops}')
    with pytest.raises(msgspec.DecodeError):
        decode_mended(b'{"a": 1')


def test_pis_grep_truncation_cut_is_read_as_javascripts_to_well_formed(tmp_path):
    """The oracle: Pi's own ``truncateLine`` (grep match lines, ``line.slice(0, 500)``) cuts a line whose
    500th UTF-16 unit is a high half; ``JSON.stringify`` writes the entry Pi stores; we read what
    ``toWellFormed`` gives."""
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parent / "pi"))
    import oracle

    oracle.require_oracle()
    script = f"""
import {{ truncateLine }} from {json.dumps(TRUNCATE_JS.as_uri())};
const line = "x".repeat(499) + "\\u{{1F389}}" + " rest of the line";
const cut = truncateLine(line).text;
const entry = {{type: "message", id: "b", parentId: "a", timestamp: "2026-11-29T10:49:52.000Z",
               message: {{role: "user", content: cut, timestamp: 1}}}};
process.stdout.write(JSON.stringify({{line: JSON.stringify(entry), wellFormed: cut.toWellFormed(),
                                      lone: cut.isWellFormed() === false}}));
"""
    proc = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True,
                          encoding="utf-8", timeout=120, check=True, env={**os.environ, "NODE_OPTIONS": ""})
    out = json.loads(proc.stdout)
    assert out["lone"] and "\\ud83c" in out["line"]
    lines = [json.dumps(header("s-grep")), json.dumps(user("a", None, "grep it")), out["line"]]
    parsed = parse_jsonl_text("\n".join(lines) + "\n", source="grep.jsonl")
    assert not parsed.problems and len(parsed.entries) == 2
    assert parsed.entries[1]["message"]["content"] == out["wellFormed"]
    assert parsed.warnings == ["grep.jsonl: line 3: 1 lone UTF-16 surrogate escape (a string cut inside a "
                               "surrogate pair) read as U+FFFD"]


def test_cli_append_reads_a_lone_escape_as_u_fffd_and_warns(tmp_path):
    from sessionlog.cli import cli

    db = str(tmp_path / "s.db")
    runner = CliRunner()
    sid = runner.invoke(cli, ["--db", db, "new"], catch_exceptions=False).stdout.strip()
    entry = '{"type":"message","message":{"role":"user","content":"ab\\ud83c"}}'
    done = runner.invoke(cli, ["--db", db, "append", sid, "--entry", entry, "--json"], catch_exceptions=False)
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout)["message"]["content"] == "ab\ufffd"
    assert "1 lone UTF-16 surrogate escape" in done.stderr
    batch = tmp_path / "b.jsonl"
    batch.write_text('{"type":"custom","customType":"n","data":"\\udc00\\udc00"}\n', encoding="utf-8")
    done = runner.invoke(cli, ["--db", db, "append", sid, "--entries", str(batch), "--json"], catch_exceptions=False)
    assert done.exit_code == 0 and json.loads(done.stdout)[0]["data"] == "\ufffd\ufffd"
    assert f"{batch}: line 1: 2 lone UTF-16 surrogate escapes" in done.stderr  # the line, as import names it


def test_claude_code_and_codex_lines_are_read_the_same_way():
    """Claude Code and Codex are read through ``importers.records``: the same mending, the same warning."""
    from sessionlog.importers.records import read_records

    data = b'{"type": "user", "n": 1}\n{"type": "user", "text": "ab\\ud83c"}\n{"type": "user", oops}\n'
    records, problems, warnings = read_records(data, "t.jsonl")
    assert [r.line for r in records] == [1, 2] and records[1].value["text"] == "ab\ufffd"
    assert [p.line for p in problems] == [3]
    assert warnings == ["t.jsonl: line 2: 1 lone UTF-16 surrogate escape (a string cut inside a surrogate pair) "
                        "read as U+FFFD"]


def test_a_long_run_of_backslashes_is_scanned_once():
    """The scan was quadratic in a run of backslashes not followed by a surrogate (the regex tried again
    from inside the run): 80 KB took 30 s, and the service scanned every append body holding a ``\\u``.
    A million backslashes would take hours that way."""
    body = b'{"type": "custom", "data": "' + b"\\" * 500_000 + b'\\u00e9 \\ud83c"}'
    mended, count = mend_surrogates(body)
    assert count == 1 and mended.endswith(b'\\u00e9 \\ufffd"}')
    assert decode_mended(body)[0]["data"] == "\\" * 250_000 + "\u00e9 \ufffd"


def test_format_detection_and_watch_read_a_cut_string_as_the_importers_do(tmp_path):
    """A Claude Code file whose only record held a cut string: `--format auto` could not tell the
    format, and `watch` waited for ever for a line naming its session."""
    from sessionlog import open_store
    from sessionlog.importers import detect_format
    from sessionlog.ops.watch import Mirror

    record = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "cc-1", "timestamp": "2026-11-29T10:49:51.000Z",
              "cwd": "/w", "message": {"role": "user", "content": "ab\ud83c"}}
    data = (json.dumps(record) + "\n").encode()
    assert b"\\ud83c" in data
    assert detect_format(data) == "claude"
    folder = tmp_path / "projects"
    folder.mkdir()
    (folder / "cc-1.jsonl").write_bytes(data)
    with open_store(tmp_path / "s.db") as store:
        events = Mirror(store, [folder], fmt="auto").sync_all()
        assert [e.kind for e in events] == ["created"], events
        assert any("U+FFFD" in w for w in events[0].warnings)
