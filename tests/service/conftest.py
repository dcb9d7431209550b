"""Fixtures for the service tests (the harness is ``service_harness``)."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from service_harness import Service, start


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Service]:
    svc = start(tmp_path / "service.db", poll_interval=0.05)
    try:
        yield svc
    finally:
        svc.running.stop()
