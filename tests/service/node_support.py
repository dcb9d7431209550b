"""Node for the clients' tests: find Node >= 20, install a package's locked devDependencies once.

``require_node()`` fails under ``CI`` when Node or npm is missing (a client test must not pass
silently there) and skips elsewhere, as ``tests/pi/oracle.py`` does for the Pi oracle. ``npm_ci``
runs ``npm ci --ignore-scripts`` in a package folder when its lock file changed since the last install
(a stamp in node_modules; an ``flock`` serialises parallel workers).
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

MIN_NODE_MAJOR = 20
_STAMP = ".sessionlog-installed-lock.sha256"


def require_node() -> str:
    node = shutil.which("node")
    problem = None
    if node is None or shutil.which("npm") is None:
        problem = "node and npm are needed for the clients' tests"
    else:
        out = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=60)
        match = re.match(r"v(\d+)\.", out.stdout.strip())
        if not match or int(match.group(1)) < MIN_NODE_MAJOR:
            problem = f"Node >= {MIN_NODE_MAJOR} is needed, found {out.stdout.strip()!r}"
    if problem:
        if os.environ.get("CI"):
            pytest.fail(problem + " (CI is set, so this is a failure, not a skip)", pytrace=False)
        pytest.skip(problem)
    assert node is not None
    return node


def npm_ci(folder: Path) -> None:
    lock = folder / "package-lock.json"
    digest = hashlib.sha256(lock.read_bytes()).hexdigest()
    stamp = folder / "node_modules" / _STAMP
    if stamp.exists() and stamp.read_text().strip() == digest:
        return
    with open(folder / ".install.lock", "a") as guard:
        fcntl.flock(guard, fcntl.LOCK_EX)
        try:
            if stamp.exists() and stamp.read_text().strip() == digest:
                return
            npm = shutil.which("npm")
            assert npm is not None
            proc = subprocess.run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
                                  cwd=folder, capture_output=True, text=True, timeout=900)
            if proc.returncode != 0:
                pytest.fail(f"npm ci in {folder} failed:\n{(proc.stdout + proc.stderr)[-4000:]}", pytrace=False)
            stamp.write_text(digest + "\n")
        finally:
            fcntl.flock(guard, fcntl.LOCK_UN)
