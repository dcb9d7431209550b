"""Shared fixtures and the hypothesis settings profile (no deadline; derandomized under CI)."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    deadline=None,
    derandomize=True,
    max_examples=60,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "dev",
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "soak",
    deadline=None,
    max_examples=2000,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


@pytest.fixture
def store(tmp_path):
    from sessionlog import open_store

    s = open_store(tmp_path / "test.db")
    yield s
    s.close()


@pytest.fixture(scope="session")
def pg_databases():
    """Fresh PostgreSQL databases for the tests (``tests/pgserver.py``): on ``SESSIONLOG_TEST_PG``, or on a
    throwaway server started here and stopped at the end. Skips without PostgreSQL, fails under CI."""
    try:
        import psycopg  # noqa: F401
        import psycopg_pool  # noqa: F401

        from pgserver import Databases, provide

        url, server = provide()
    except (ImportError, LookupError) as e:
        if os.environ.get("CI"):
            pytest.fail(f"PostgreSQL is needed under CI: {e}")
        pytest.skip(f"PostgreSQL is not available: {e}")
    databases = Databases(url)
    yield databases
    databases.close()
    if server is not None:
        server.close()


@pytest.fixture
def pg_url(pg_databases):
    """A fresh, migrated PostgreSQL database's URL, dropped after the test."""
    url = pg_databases.create()
    yield url
    pg_databases.drop(url)