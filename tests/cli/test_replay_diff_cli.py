"""``replay`` and ``diff`` on the command line."""

from __future__ import annotations
import json
from pathlib import Path
import pytest
from click.testing import CliRunner
from sessionlog.store import Store
from sessionlog.cli import cli
import sessionlog
from sessionlog.connect import open_store
from sessionlog.core.tokens import estimate_tokens


DEMO = Path(sessionlog.__file__).parent / "examples" / "demo.jsonl"


DEMO_ID = "01a226ec-eae2-742a-be13-c4b29f5b4058"


def _size(store: Store, sid: str, leaf: str | None) -> tuple[int, int]:
    if leaf is None:
        return 0, 0
    messages = store.view(sid, leaf).messages
    return len(messages), sum(estimate_tokens(m) for m in messages)


# ---------------------------------------------------------------- CLI
def _run(db: str, *args: str):
    return CliRunner().invoke(cli, ["--db", db, *args], catch_exceptions=False)


@pytest.fixture
def demo_db(tmp_path: Path) -> str:
    db = str(tmp_path / "s.db")
    assert _run(db, "import", str(DEMO)).exit_code == 0
    return db


def test_cli_diff_of_the_demo_branches(demo_db: str) -> None:
    result = _run(demo_db, "diff", DEMO_ID, "main", "b0000002", "--json")
    assert result.exit_code == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["ancestor"] == "a0000006"
    assert [e["id"] for e in out["b"]["entries"]] == ["b0000001", "b0000002"]
    assert out["b"]["entries"][0]["role"] == "user" and out["a"]["entries"][0]["id"] == "a0000007"
    with open_store(demo_db) as st:
        a, b = _size(st, DEMO_ID, "a0000017"), _size(st, DEMO_ID, "b0000002")
    assert (out["a"]["messages"], out["a"]["tokens"]) == a
    assert (out["messages_delta"], out["tokens_delta"]) == (b[0] - a[0], b[1] - a[1])
    text = _run(demo_db, "diff", DEMO_ID, "main", "b0000002")
    assert text.exit_code == 0 and "common ancestor: a0000006" in text.stdout
    missing = _run(demo_db, "diff", DEMO_ID, "main", "nope")
    assert missing.exit_code == 1 and "neither an entry nor a head" in missing.stderr


def test_cli_replay_nl_json_and_text(demo_db: str) -> None:
    nl = _run(demo_db, "replay", DEMO_ID, "--nl")
    lines = [json.loads(line) for line in nl.stdout.splitlines()]
    assert json.loads(_run(demo_db, "replay", DEMO_ID, "--json").stdout) == lines
    assert len(lines) == 21 and lines[-1]["kind"] == "head" and lines[-1]["reason"] == "import"
    text = _run(demo_db, "replay", DEMO_ID)
    assert text.exit_code == 0 and "main → a0000017" in text.stdout
    assert _run(demo_db, "replay", DEMO_ID, "--json", "--nl").exit_code == 2
