"""Run a peer library's own tests against sessionlog: fetch its sdist, unpack the tests, run pytest there.

The peer's test files are never copied into this repository. At test time ``pip download --no-deps
--no-binary :all: NAME==VERSION`` brings the published sdist from the package index (cached under
pytest's cache folder, ``.pytest_cache/d/peer-sdists``), the listed members are unpacked next to it,
and pytest runs them in a subprocess rooted in the unpacked sdist (so its own ``pyproject.toml`` and
``conftest.py`` apply) with a plugin from ``tests/peers/`` that swaps in the sessionlog service under
test and writes a JSON report of every test's outcome.

Without the package index (no network) the caller's test is skipped; under CI (``CI`` set) it fails.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

PEERS = Path(__file__).resolve().parent / "peers"


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def unavailable(message: str) -> None:
    """Skip locally; fail under CI, where the peer's suite must run."""
    if in_ci():
        pytest.fail(f"CI is set but the peer suite cannot run: {message}")
    pytest.skip(message)


def cache_root(config: pytest.Config, tmp_path_factory: pytest.TempPathFactory) -> Path:
    cache = getattr(config, "cache", None)
    if cache is not None:
        return Path(cache.mkdir("peer-sdists"))
    return tmp_path_factory.mktemp("peer-sdists")


def unpacked_sdist(root: Path, name: str, version: str, members: Sequence[str]) -> Path:
    """The sdist of ``name==version`` unpacked (only ``members``: paths or folder prefixes inside it)
    under ``root``; downloads it the first time. Calls :func:`unavailable` when that is impossible."""
    target = root / f"{name}-{version}"
    done = target / ".sessionlog-unpacked"
    wanted = "\n".join(members)
    if done.exists() and done.read_text() == wanted:
        return target / "tree"
    downloads = root / "downloads"
    downloads.mkdir(parents=True, exist_ok=True)
    archive = _archive(downloads, name, version)
    if archive is None:
        cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
               f"{name}=={version}", "-d", str(downloads)]
        try:
            run = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        except (OSError, subprocess.TimeoutExpired) as e:
            unavailable(f"pip download {name}=={version} failed: {e}")
        archive = _archive(downloads, name, version)
        if run.returncode != 0 or archive is None:
            unavailable(f"pip download {name}=={version} gave no sdist: {run.stderr.strip()[-500:]}")
    tree = target / "tree"
    with tarfile.open(archive) as tar:
        top = tar.getnames()[0].split("/", 1)[0]
        chosen = [m for m in tar.getmembers()
                  if any(m.name == f"{top}/{p}" or m.name.startswith(f"{top}/{p.rstrip('/')}/") for p in members)]
        missing = [p for p in members if not any(m.name == f"{top}/{p}" or m.name.startswith(f"{top}/{p.rstrip('/')}/")
                                                 for m in chosen)]
        if missing:
            pytest.fail(f"{archive.name} has no {', '.join(missing)}: the peer suite cannot run as documented")
        for member in chosen:
            member.name = member.name[len(top) + 1:]
        tree.mkdir(parents=True, exist_ok=True)
        tar.extractall(tree, members=chosen, filter="data")
    done.write_text(wanted)
    return tree


def _archive(downloads: Path, name: str, version: str) -> Path | None:
    stem = f"{name.replace('-', '_')}-{version}"
    for candidate in (downloads / f"{stem}.tar.gz", downloads / f"{name}-{version}.tar.gz"):
        if candidate.exists():
            return candidate
    return None


@dataclass
class Outcome:
    """One upstream test: its outcome (passed, failed, skipped, error), text for a failure or skip, and
    how many sessionlog services under test it built (0: the test did not exercise sessionlog)."""

    nodeid: str
    outcome: str
    detail: str = ""
    built: int = 0


@dataclass
class Report:
    outcomes: dict[str, Outcome] = field(default_factory=dict)
    returncode: int = 0
    output: str = ""

    def in_file(self, path: str) -> list[Outcome]:
        return [o for o in self.outcomes.values() if o.nodeid.split("::", 1)[0] == path]


def run_peer_tests(tree: Path, plugin: str, files: Sequence[str], report_path: Path, *,
                   env: dict[str, str] | None = None, timeout: float = 900) -> Report:
    """Run pytest on ``files`` inside ``tree`` with ``-p plugin`` (a module in tests/peers/)."""
    child_env = dict(os.environ)
    child_env.update(env or {})
    child_env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PEERS), child_env.get("PYTHONPATH")]))
    child_env["SESSIONLOG_PEER_REPORT"] = str(report_path)
    child_env.pop("PYTEST_ADDOPTS", None)
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", plugin, "-p", "no:cacheprovider", "--tb=short",
           "-W", "ignore::DeprecationWarning", *files]
    try:
        run = subprocess.run(cmd, cwd=tree, env=child_env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"the peer suite did not finish within {timeout:.0f} s: {e}")
    if not report_path.exists():
        pytest.fail(f"the peer suite wrote no report (exit {run.returncode}):\n{run.stdout[-4000:]}\n{run.stderr[-4000:]}")
    rows = json.loads(report_path.read_text())
    report = Report({r["nodeid"]: Outcome(**r) for r in rows}, run.returncode, run.stdout + run.stderr)
    return report
