"""Run the real Pi package (``@mariozechner/pi-coding-agent@0.73.1``) as a test oracle.

``ensure_pi_installed()`` installs the pinned package into ``tests/pi/node_modules`` with ``npm ci``
(once: a stamp file records which lock file was installed; an ``fcntl.flock`` serialises parallel
pytest workers). ``run_oracle(cases)`` sends a whole batch to ``node oracle.mjs`` in one process and
returns its per-case results; see ``oracle.mjs`` for the JSON contract.

Node and npm are a test-only dependency. When they are missing, ``OracleUnavailable`` is raised;
``require_oracle()`` turns that into a pytest failure when the ``CI`` environment variable is set (a
missing oracle must not pass silently there) and into a skip otherwise.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

PI_DIR = Path(__file__).resolve().parent
ORACLE_MJS = PI_DIR / "oracle.mjs"
LOCK_FILE = PI_DIR / "package-lock.json"
NODE_MODULES = PI_DIR / "node_modules"
PI_PACKAGE = "@mariozechner/pi-coding-agent"
PI_VERSION = "0.73.1"
MIN_NODE_MAJOR = 20
_STAMP = NODE_MODULES / ".sessionlog-installed-lock.sha256"
_INSTALL_LOCK = PI_DIR / ".install.lock"
_NPM_CI_TIMEOUT = 900
_ORACLE_TIMEOUT = 300

_installed: Path | None = None
_failure: OracleUnavailable | None = None  # remembered, so a failed install is not retried per test


class OracleUnavailable(RuntimeError):
    """Node, npm or the pinned Pi package cannot be made available."""


class OracleError(RuntimeError):
    """The oracle ran but failed (bad input, crash, unexpected output)."""


def _lock_digest() -> str:
    return hashlib.sha256(LOCK_FILE.read_bytes()).hexdigest()


def _installed_version() -> str | None:
    manifest = NODE_MODULES.joinpath(*PI_PACKAGE.split("/"), "package.json")
    try:
        return json.loads(manifest.read_text(encoding="utf-8")).get("version")
    except (OSError, ValueError):
        return None


def _is_installed() -> bool:
    if _installed_version() != PI_VERSION:
        return False
    try:
        return _STAMP.read_text(encoding="ascii").strip() == _lock_digest()
    except OSError:
        # Installed by hand (`npm ci`/`npm install`): npm writes its hidden lock file last.
        return (NODE_MODULES / ".package-lock.json").is_file()


def _check_node() -> str:
    node = shutil.which("node")
    if node is None:
        raise OracleUnavailable("`node` is not on PATH; the Pi differential tests need Node >= 20")
    try:
        out = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=60, check=True)
    except (OSError, subprocess.SubprocessError) as e:
        raise OracleUnavailable(f"`node --version` failed: {e}") from e
    match = re.match(r"v(\d+)\.", out.stdout.strip())
    if not match or int(match.group(1)) < MIN_NODE_MAJOR:
        raise OracleUnavailable(f"Node >= {MIN_NODE_MAJOR} is required, found {out.stdout.strip()!r}")
    return node


def ensure_pi_installed() -> Path:
    """Install the pinned Pi package with ``npm ci`` unless it is already there; return its directory."""
    global _installed, _failure
    if _installed is not None:
        return _installed
    if _failure is not None:
        raise _failure
    try:
        _installed = _install()
    except OracleUnavailable as e:
        _failure = e
        raise
    return _installed


def _install() -> Path:
    _check_node()
    if not _is_installed():
        npm = shutil.which("npm")
        if npm is None:
            raise OracleUnavailable("`npm` is not on PATH; it is needed to install the pinned Pi package")
        with open(_INSTALL_LOCK, "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                if not _is_installed():  # another worker may have finished while we waited
                    _npm_ci(npm)
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)
    return NODE_MODULES.joinpath(*PI_PACKAGE.split("/"))


def _npm_ci(npm: str) -> None:
    # --ignore-scripts: only Pi's pure JavaScript is used; native add-ons and downloads are not needed.
    cmd = [npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"]
    try:
        proc = subprocess.run(cmd, cwd=PI_DIR, capture_output=True, text=True, timeout=_NPM_CI_TIMEOUT, check=False)
    except (OSError, subprocess.SubprocessError) as e:
        raise OracleUnavailable(f"`npm ci` in {PI_DIR} failed to run: {e}") from e
    if proc.returncode != 0:
        tail = (proc.stdout + proc.stderr)[-4000:]
        raise OracleUnavailable(f"`npm ci` in {PI_DIR} exited {proc.returncode}:\n{tail}")
    version = _installed_version()
    if version != PI_VERSION:
        raise OracleUnavailable(f"`npm ci` installed {PI_PACKAGE}@{version}, expected {PI_VERSION}")
    _STAMP.write_text(_lock_digest() + "\n", encoding="ascii")


def run_oracle(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Run Pi on every case in one ``node`` process; return one result per case, in order.

    A case is ``{"text": <JSONL text>, "leaves": [<leaf spec>, ...]}``; a result is
    ``{"migrated": [...], "views": [{"context": ..., "llm": ...} | {"error": ...}]}``
    (or ``{"error": ..., "migrated": None, "views": []}`` when parsing or migration threw).
    """
    ensure_pi_installed()
    node = _check_node()
    payload = json.dumps({"cases": cases})
    try:
        proc = subprocess.run(
            [node, str(ORACLE_MJS)],
            input=payload,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=_ORACLE_TIMEOUT,
            check=False,
            # TZ: JavaScript's Date parses an ISO timestamp without an offset as local time.
            env={**os.environ, "NODE_OPTIONS": "", "TZ": "UTC"},
        )
    except (OSError, subprocess.SubprocessError) as e:
        raise OracleError(f"running {ORACLE_MJS} failed: {e}") from e
    if proc.returncode != 0:
        raise OracleError(f"{ORACLE_MJS} exited {proc.returncode}:\n{proc.stderr[-4000:]}")
    try:
        answer = json.loads(proc.stdout)
    except ValueError as e:
        raise OracleError(f"{ORACLE_MJS} printed invalid JSON: {e}: {proc.stdout[:500]!r}") from e
    results = answer.get("results")
    if answer.get("piVersion") != PI_VERSION or not isinstance(results, list) or len(results) != len(cases):
        raise OracleError(f"unexpected oracle answer header: piVersion={answer.get('piVersion')!r}, "
                          f"{len(results) if isinstance(results, list) else results!r} results "
                          f"for {len(cases)} cases")
    return results


def require_oracle() -> Path:
    """``ensure_pi_installed()`` for tests: fail under CI (``CI`` set), skip elsewhere."""
    import pytest

    try:
        return ensure_pi_installed()
    except OracleUnavailable as e:
        message = f"Pi oracle unavailable: {e}"
        if os.environ.get("CI"):
            pytest.fail(message + " (CI is set, so this is a failure, not a skip)", pytrace=False)
        pytest.skip(message)
