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
    bad = _run(db, "search", '"unbalanced')
    assert bad.exit_code == 1 and "Traceback" not in bad.stderr + bad.stdout
    assert bad.stderr.startswith("Error: invalid search query: ")
