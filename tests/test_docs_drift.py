"""docs/cli.md and schema/cli/*.json are generated from the code and must not drift from it; every
command's real --json output has the shape its schema says."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import msgspec
import pytest
from click.testing import CliRunner

import sessionlog
from sessionlog.cli import cli
from sessionlog.cli.outputs import OUTPUTS, PiEntry
from sessionlog.summarizers.base import register

ROOT = Path(__file__).resolve().parent.parent
DEMO = Path(sessionlog.__file__).parent / "examples" / "demo.jsonl"
DEMO_ID = "01a226ec-eae2-742a-be13-c4b29f5b4058"
FIX = "generated file is stale: run `python tools/gen_docs.py`"


def _load_generator():
    spec = importlib.util.spec_from_file_location("gen_docs", ROOT / "tools" / "gen_docs.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


gen = _load_generator()


def test_cli_md_is_current() -> None:
    assert gen.DOCS.exists(), FIX
    assert gen.DOCS.read_text() == gen.render_cli_md(), FIX


def test_cli_schemas_are_current() -> None:
    expected = gen.render_schemas()
    committed = {p.name: p.read_text() for p in gen.SCHEMAS.glob("*.json")}
    assert sorted(committed) == sorted(expected), FIX
    for name, text in expected.items():
        assert committed[name] == text, f"schema/cli/{name}: {FIX}"


def test_every_command_is_documented() -> None:
    text = (ROOT / "docs" / "cli.md").read_text()
    for name in cli.commands:
        assert f"\n## sessionlog {name}\n" in text, f"{name} missing from docs/cli.md: {FIX}"
        assert f"Usage: sessionlog {name} " in text


def test_every_json_command_has_a_schema() -> None:
    for name, command in cli.commands.items():
        if any(p.name == "json_" for p in command.params):
            assert name in OUTPUTS, f"{name} has --json but no output type in cli/outputs.py"
    for name in OUTPUTS:
        assert name in cli.commands or name.split("-")[0] in cli.commands


# ---------------------------------------------------------------- real outputs against their types
class _FixedSummarizer:
    name = "drift-test"

    def summarize(self, request, *, cancelled=None) -> str:
        return "## Goal\nA fixed summary."


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Each schema name → the parsed --json document of a real run on the demo session."""
    db = str(tmp_path_factory.mktemp("drift") / "s.db")
    runner = CliRunner()

    def json_of(*args: str) -> Any:
        result = runner.invoke(cli, ["--db", db, *args], catch_exceptions=False)
        assert result.exit_code == 0, result.stderr
        return json.loads(result.stdout)

    docs = {"import": json_of("import", str(DEMO), "--json")}
    docs["new"] = json_of("new", "--json")
    docs["sessions"] = json_of("sessions", "--json")
    docs["label"] = json_of("label", DEMO_ID, "a0000003", "the ask", "--json")
    docs["append"] = json_of("append", DEMO_ID, "--json", "--entry",
                             '{"type":"message","message":{"role":"user","content":"more"}}')
    batch = tmp_path_factory.mktemp("batch") / "batch.jsonl"
    batch.write_text('{"type":"message","message":{"role":"user","content":"one"}}\n'
                     '{"type":"custom","customType":"note","data":{"n":2}}\n')
    docs["append-entries"] = json_of("append", DEMO_ID, "--json", "--entries", str(batch))
    assert len(docs["append-entries"]) == 2
    docs["show"] = json_of("show", DEMO_ID, "--json")
    docs["tree"] = json_of("tree", DEMO_ID, "--json")
    docs["log"] = json_of("log", DEMO_ID, "--json")
    docs["view"] = json_of("view", DEMO_ID, "--json")
    docs["view-llm"] = json_of("view", DEMO_ID, "--llm", "--json")
    docs["view-project"] = json_of("view", DEMO_ID, "--project", "--json")
    docs["prune"] = json_of("prune", DEMO_ID, "--apply", "--context-window", "1000", "--json")
    docs["head"] = json_of("head", DEMO_ID, "--json")
    docs["verify"] = json_of("verify", "--json")
    docs["verify-anchor"] = json_of("verify", "--anchor", "--json")
    docs["verify-against"] = json_of("verify", "--against", docs["verify-anchor"]["digest"], "--json")
    nl = runner.invoke(cli, ["--db", db, "log", DEMO_ID, "--nl"], catch_exceptions=False)
    docs["log --nl"] = [json.loads(line) for line in nl.stdout.splitlines()]
    docs["search"] = json_of("search", "refund", "--json")
    assert docs["search"], "the search output must hold a hit to check its shape"
    docs["replay"] = json_of("replay", DEMO_ID, "--json")
    replay_nl = runner.invoke(cli, ["--db", db, "replay", DEMO_ID, "--nl"], catch_exceptions=False)
    assert [json.loads(line) for line in replay_nl.stdout.splitlines()] == docs["replay"]
    docs["diff"] = json_of("diff", DEMO_ID, "main", "b0000002", "--json")
    docs["compact-dry-run"] = json_of("compact", DEMO_ID, "--dry-run", "--keep-recent-tokens", "10", "--json")
    docs["context-size"] = json_of("context-size", DEMO_ID, "--context-window", "200000", "--json")
    register("drift-test", lambda: _FixedSummarizer())
    docs["compact"] = json_of("compact", DEMO_ID, "--summarizer", "drift-test", "--keep-recent-tokens", "10", "--json")
    assert docs["compact"] is not None and docs["compact"]["type"] == "compaction"  # a real entry's shape
    docs["fork"] = json_of("fork", DEMO_ID, "--at", "a0000003", "--json")
    docs["rotate-dry-run"] = json_of("rotate", DEMO_ID, "--dry-run", "--json")
    docs["rotate"] = json_of("rotate", DEMO_ID, "--json")
    docs["lineage"] = json_of("lineage", DEMO_ID, "--json")
    assert [d["kind"] for d in docs["lineage"]["descendants"]] == ["fork", "rotation"]
    docs["show"] = json_of("show", DEMO_ID, "--json")  # again, now with fork and rotation links
    assert [link["kind"] for link in docs["show"]["links"]] == ["fork", "rotated-to"]
    fresh = docs["new"]["session"]
    json_of("append", fresh, "--json", "--entry", json.dumps({"type": "message", "message": {
        "role": "toolResult", "toolCallId": "call_1", "toolName": "read", "isError": False,
        "content": [{"type": "text", "text": "line\\n" * 2000}]}}))
    docs["truncate-dry-run"] = json_of("truncate", fresh, "--max-chars", "500", "--dry-run", "--json")
    assert docs["truncate-dry-run"]["results"], "the dry run must hold a plan to check its shape"
    docs["truncate"] = json_of("truncate", fresh, "--max-chars", "500", "--json")
    watch = runner.invoke(cli, ["--db", db, "watch", "--once", "--json", str(DEMO)], catch_exceptions=False)
    [docs["watch"]] = [json.loads(line) for line in watch.stdout.splitlines()]  # one event per line
    docs["token-create"] = json_of("token", "create", "--tenant", "acme", "--scope", "read", "--json")
    json_of("token", "create", "--tenant", "acme", "--scope", "admin", "--session", fresh, "--json")
    docs["token-list"] = json_of("token", "list", "--json")
    assert [t["sessions"] for t in docs["token-list"]] == [None, [fresh]]
    docs["copy"] = json_of("copy", DEMO_ID, "--to", str(tmp_path_factory.mktemp("drift") / "copy.db"), "--json")
    return docs


def test_every_schema_is_exercised(outputs: dict[str, Any]) -> None:
    assert set(OUTPUTS) <= set(outputs)


@pytest.mark.parametrize("name", sorted(OUTPUTS))
def test_json_output_decodes_into_its_type(outputs: dict[str, Any], name: str) -> None:
    converted = msgspec.convert(outputs[name], OUTPUTS[name])
    if name not in ("append", "append-entries", "label", "log", "compact"):  # Pi entries carry fields beyond their envelope
        # nothing printed that the type does not declare
        assert msgspec.to_builtins(converted) == outputs[name]


def test_log_nl_lines_are_entries(outputs: dict[str, Any]) -> None:
    for line in outputs["log --nl"]:
        msgspec.convert(line, PiEntry)
    assert outputs["log --nl"] == outputs["log"]


@pytest.mark.parametrize("name", sorted(OUTPUTS))
def test_json_output_validates_against_the_committed_schema(outputs: dict[str, Any], name: str) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((gen.SCHEMAS / f"{name}.json").read_text())
    jsonschema.validate(outputs[name], schema)


def test_benchmarks_page_is_what_the_recorded_results_assemble_to():
    """docs/benchmarks.md is generated by benchmarks/report.py from each benchmark's RESULTS.md (and
    the hand-written MISSED.md); this fails when either changed without re-assembling the page."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parent.parent
    result = subprocess.run([sys.executable, "benchmarks/report.py", "--check"], cwd=root, capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stderr
