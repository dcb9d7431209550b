"""The layers of DESIGN §3, checked by import-linter's contracts in pyproject.toml (``lint-imports``).

The contracts see every import, including ``from . import x`` and imports inside functions: the pure core
imports no storage, face, clock, randomness or OS module; the engine and the use cases import the backend
contract and never a backend; only the CLI imports click and rich; only backends touch a database driver.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _lint(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command; "
                           "lint_imports_command()", "--no-cache", *args],
                          cwd=ROOT, capture_output=True, text=True, env=env, timeout=300)


def test_every_layer_contract_is_kept():
    result = _lint()
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "0 broken" in result.stdout


def test_a_driver_import_in_the_core_breaks_a_contract(tmp_path):
    """The check can fail: a copy of the tree whose core imports sqlite3 is refused."""
    import shutil

    copy = tmp_path / "repo"
    shutil.copytree(ROOT / "sessionlog", copy / "sessionlog", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "cli", copy / "cli", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    view = copy / "sessionlog" / "core" / "view.py"
    view.write_text(view.read_text(encoding="utf-8") + "\nimport sqlite3  # noqa\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(copy)}
    result = subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command; "
                             "lint_imports_command()", "--no-cache"],
                            cwd=copy, capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode != 0 and "sessionlog.core.view -> sqlite3" in result.stdout, result.stdout[-3000:]
