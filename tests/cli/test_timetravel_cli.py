"""``view --as-of`` on the command line."""

from __future__ import annotations
import json
from pathlib import Path
from builders import header, user
from click.testing import CliRunner
from sessionlog.cli import cli
from sessionlog.core.codec import parse_jsonl_text
from sessionlog.connect import open_store


def _imported(tmp_path: Path) -> str:
    db = str(tmp_path / "s.db")
    lines = [header("imp"), user("u1", None, "first", "2025-01-01T00:00:01.000Z"),
             user("u2", "u1", "second", "2025-01-01T00:00:02.000Z"),
             user("u3", "u2", "third", "2025-01-01T00:00:03.000Z")]
    with open_store(db) as st:
        st.import_parsed(parse_jsonl_text("\n".join(json.dumps(x) for x in lines).encode()), source="mem")
    return db


def _view(db: str, *args: str):
    return CliRunner().invoke(cli, ["--db", db, "view", "imp", "--json", *args], catch_exceptions=False)


def test_cli_view_as_of_seq_and_time_on_an_imported_session(tmp_path: Path) -> None:
    db = _imported(tmp_path)
    contents = lambda r: [m["content"] for m in json.loads(r.stdout)["messages"]]
    assert contents(_view(db, "--as-of", "2")) == ["first", "second"]
    assert contents(_view(db, "--as-of", "0")) == []
    assert contents(_view(db, "--as-of", "2025-01-01T00:00:01.500Z")) == ["first"]
    assert contents(_view(db, "--as-of", "2025-01-01T01:00:01+01:00")) == ["first"]
    assert contents(_view(db)) == ["first", "second", "third"]


def test_cli_view_as_of_errors_are_clear(tmp_path: Path) -> None:
    db = _imported(tmp_path)
    both = _view(db, "--as-of", "1", "--leaf", "u1")
    assert both.exit_code == 2 and "--leaf or --as-of" in both.stderr
    bad = _view(db, "--as-of", "yesterday")
    assert bad.exit_code == 2 and "Traceback" not in bad.stderr
    far = _view(db, "--as-of", "9")
    assert far.exit_code == 1 and far.stderr.startswith("Error: --as-of 9")
