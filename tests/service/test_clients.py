"""The TypeScript client (clients/typescript) and the Pi extension (clients/pi-extension), each under
Node's test runner against a live `sessionlog serve` started here, so `python -m pytest` covers them."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import sessionlog
from node_support import npm_ci, require_node
from service_harness import ROOT, ServeProcess, token

TS_CLIENT = ROOT / "clients" / "typescript"
DEMO = Path(sessionlog.__file__).parent / "examples" / "demo.jsonl"
NODE_TIMEOUT = 600


def _run(node: str, folder: Path, env: dict[str, str]) -> None:
    proc = subprocess.run([node, "--test", "--test-reporter=spec", "test/"], cwd=folder, capture_output=True,
                          text=True, timeout=NODE_TIMEOUT, env={**os.environ, "NODE_OPTIONS": "", **env})
    assert proc.returncode == 0, f"node --test in {folder} failed:\n{proc.stdout[-8000:]}\n{proc.stderr[-4000:]}"


def _build_client(node: str) -> None:
    npm_ci(TS_CLIENT)
    proc = subprocess.run([node, "node_modules/typescript/bin/tsc", "-p", "."], cwd=TS_CLIENT, capture_output=True,
                          text=True, timeout=NODE_TIMEOUT)
    assert proc.returncode == 0, f"tsc failed (the client does not type-check):\n{proc.stdout}{proc.stderr}"


def test_the_typescript_client_against_a_live_service(tmp_path):
    node = require_node()
    _build_client(node)
    db = tmp_path / "ts.db"
    server = ServeProcess(db, "--poll-interval", "0.05")
    try:
        _run(node, TS_CLIENT, {
            "SESSIONLOG_URL": server.url, "SESSIONLOG_TOKEN": token(db, "acme", ("admin",)),
            "SESSIONLOG_TOKEN_READ": token(db, "acme", ("read",)),
            "SESSIONLOG_TOKEN_OTHER": token(db, "zeta", ("admin",)), "SESSIONLOG_DEMO": str(DEMO)})
    finally:
        code, log = server.stop()
    assert code == 0 and "Traceback" not in log, log
