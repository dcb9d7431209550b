"""Shared by the peer-suite plugins: a JSON report of each upstream test's outcome.

``record_built()`` counts a sessionlog service built by the test (from its setup to its teardown), so
the report tells which upstream tests exercised sessionlog and which only exercised the peer's own
classes. The report goes to ``$SESSIONLOG_PEER_REPORT`` when the run ends.
"""

from __future__ import annotations

import json
import os

import pytest

_built = 0
_rows: dict[str, dict] = {}


def record_built() -> None:
    global _built
    _built += 1


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    global _built
    _built = 0


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    row = _rows.setdefault(report.nodeid, {"nodeid": report.nodeid, "outcome": "passed", "detail": "", "built": 0})
    row["built"] = max(row["built"], _built)
    if report.skipped and row["outcome"] == "passed":
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        row["outcome"], row["detail"] = "skipped", reason
    elif report.failed:
        row["outcome"] = "failed" if report.when == "call" else "error"
        row["detail"] = str(report.longrepr)[-3000:]


def pytest_sessionfinish(session: pytest.Session) -> None:
    path = os.environ.get("SESSIONLOG_PEER_REPORT")
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(list(_rows.values()), f)
