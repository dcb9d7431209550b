"""``search`` on the command line."""

from __future__ import annotations
import json
from pathlib import Path
from click.testing import CliRunner
from sessionlog.cli import cli
from sessionlog.connect import open_store


# ---------------------------------------------------------------- CLI
def _run(db: str, *args: str):
    return CliRunner().invoke(cli, ["--db", db, *args], catch_exceptions=False)


def test_cli_search_json_text_and_errors(tmp_path: Path) -> None:
    db = str(tmp_path / "s.db")
    with open_store(db) as st:
        s = st.create_session(cwd="/x")
        e = s.append_message({"role": "user", "content": "find the quokka", "timestamp": 1})
    result = _run(db, "search", "quokka", "--json")
    assert result.exit_code == 0, result.stderr
    assert [(h["session"], h["entry"], h["role"]) for h in json.loads(result.stdout)] == [(s.id, e["id"], "user")]
    text = _run(db, "search", "quokka", "--session", s.id[:8])
    assert text.exit_code == 0 and e["id"] in text.stdout and "[quokka]" in text.stdout
    none = _run(db, "search", "wombat")
    assert none.exit_code == 0 and none.stdout == "" and "No entries match" in none.stderr
    bad = _run(db, "search", '"unbalanced', "--fts")
    assert bad.exit_code == 1 and "Traceback" not in bad.stderr + bad.stdout
    assert bad.stderr.startswith("Error: invalid search query: ")
    literal = _run(db, "search", '"unbalanced')  # a literal query has no syntax to get wrong
    assert literal.exit_code == 0 and "No entries match" in literal.stderr


def test_cli_search_is_literal_finds_cjk_and_tool_calls_and_marks_hits_off_the_head_path(tmp_path: Path) -> None:
    """The issue's examples: before, refund-endpoint, tests/tax/test_de.py and int(amount) were errors
    ("no such column: endpoint"), tool-call arguments were not indexed and 退款 was not found in
    部分退款很重要."""
    db = str(tmp_path / "s.db")
    with open_store(db) as st:
        s = st.create_session(cwd="/x")
        first = s.append_message({"role": "user", "content": "部分退款很重要: fix the refund-endpoint", "timestamp": 1})
        call = s.append_message({"role": "assistant", "content": [
            {"type": "toolCall", "id": "c1", "name": "read", "arguments": {"path": "tests/tax/test_de.py"}}],
            "api": "x", "provider": "p", "model": "m", "stopReason": "toolUse", "timestamp": 2,
            "usage": {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
                      "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}})
        abandoned = s.append_message({"role": "user", "content": "try int(amount) instead", "timestamp": 3})
        s.move_head(call["id"])
    for query, expected in (("refund-endpoint", first["id"]), ("tests/tax/test_de.py", call["id"]),
                            ("int(amount)", abandoned["id"]), ("退款", first["id"])):
        result = _run(db, "search", query, "--json")
        assert result.exit_code == 0, (query, result.stderr)
        assert [h["entry"] for h in json.loads(result.stdout)] == [expected], query
    hits = json.loads(_run(db, "search", "int(amount)", "--json").stdout)
    assert hits[0]["on_head_path"] is False and "[int(amount)]" in hits[0]["snippet"]
    assert json.loads(_run(db, "search", "退款", "--json").stdout)[0]["on_head_path"] is True
    text = _run(db, "search", "int(amount)").stdout
    assert "(off the head's path)" in text and "(off the head's path)" not in _run(db, "search", "退款").stdout
    words = _run(db, "search", "refund*", "--fts", "--json")
    assert [h["entry"] for h in json.loads(words.stdout)] == [first["id"]]
