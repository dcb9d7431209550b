"""Fixtures for the PostgreSQL-specific tests: a fresh store per test on the shared test server."""

from __future__ import annotations

import pytest

from sessionlog import open_store


@pytest.fixture
def pg_store(pg_url):
    store = open_store(pg_url)
    yield store
    store.close()
