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
PI_EXTENSION = ROOT / "clients" / "pi-extension"
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


def test_the_pi_extension_mirrors_a_real_pi_session(tmp_path):
    import sys

    sys.path.insert(0, str(ROOT / "tests" / "pi"))
    from oracle import require_oracle  # Pi 0.73.1 under tests/pi/node_modules (npm ci on first use)

    node = require_node()
    require_oracle()
    _build_client(node)  # the extension uses the client's source; the test reads the service with its build
    db = tmp_path / "pi.db"
    server = ServeProcess(db, "--poll-interval", "0.05")
    try:
        _run(node, PI_EXTENSION, {"SESSIONLOG_URL": server.url, "SESSIONLOG_TOKEN": token(db, "pi", ("admin",)),
                                  "PI_NODE_MODULES": str(ROOT / "tests" / "pi" / "node_modules")})
    finally:
        code, log = server.stop()
    assert code == 0 and "Traceback" not in log, log
