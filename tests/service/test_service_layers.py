"""The service's boundaries: the web stack is loaded only by `serve`, the service never imports the
CLI (or click and rich), and a missing `service` extra is a clear error, not a traceback."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

ROOT = Path(__file__).resolve().parents[2]
WEB = ("starlette", "uvicorn", "sse_starlette", "anyio")


def _loaded_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys, json; print(json.dumps(sorted(sys.modules)))"],
                         capture_output=True, text=True, cwd=ROOT, check=True)
    return {m.split(".")[0] for m in json.loads(out.stdout.splitlines()[-1])}


def test_import_sessionlog_and_the_cli_load_no_web_stack():
    for code in ("import sessionlog", "import sessionlog.cli",
                 "from sessionlog.cli import cli\nfrom click.testing import CliRunner\n"
                 "CliRunner().invoke(cli, ['token', '--help'])",
                 "import sessionlog.client", "import sessionlog.service.tokens, sessionlog.service.actions"):
        loaded = _loaded_after(code)
        assert not loaded & set(WEB), f"{code!r} loads {sorted(loaded & set(WEB))}"


def test_the_service_imports_neither_the_cli_nor_click_nor_rich():
    for path in (ROOT / "sessionlog" / "service").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [("." * node.level) + (node.module or "")]
            for name in names:
                top = name.lstrip(".").split(".")[0]
                assert top not in ("click", "rich", "cli"), f"{path.name} imports {name}"
                assert "cli" not in name.lstrip(".").split("."), f"{path.name} imports {name}"


def test_serve_without_the_service_extra_says_how_to_install_it(monkeypatch, tmp_path):
    from sessionlog.cli import cli

    monkeypatch.setitem(sys.modules, "sessionlog.service.app", None)
    result = CliRunner().invoke(cli, ["--db", str(tmp_path / "s.db"), "serve"])
    assert result.exit_code == 1
    assert "pip install 'sessionlog[service]'" in result.stderr and "Traceback" not in result.stderr
