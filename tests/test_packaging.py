"""Every Python package in the source tree is listed for installation (a wheel must not miss one)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_installed_and_cli_maps_under_sessionlog():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    mapping = config["package-dir"]
    assert mapping["sessionlog.cli"] == "cli" and "cli" not in listed
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "sessionlog").rglob("__init__.py")}
    found |= {"sessionlog.cli" for _ in (ROOT / "cli").glob("__init__.py")}
    found = {f for f in found if "__pycache__" not in f}
    assert found == listed, f"pyproject.toml [tool.setuptools] packages should be {sorted(found)}"
