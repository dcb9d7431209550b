"""pytest plugin: the OpenAI Agents SDK's own session tests, run against ``SessionlogSession``.

Loaded with ``-p sessionlog_agents_peer`` by ``tests/test_openai_agents_peer_suite.py`` into a pytest
run inside the SDK's unpacked sdist. It changes one thing in the SDK's test modules: their global name
``SQLiteSession`` is bound to ``SessionlogSQLiteSession``, a ``SessionlogSession`` built with
``SQLiteSession``'s signature (``session_id, db_path=":memory:", session_settings=None``) on a
sessionlog store at ``db_path`` (``:memory:``: a private in-memory store, as ``SQLiteSession`` has).
Nothing else in the tests is changed. Tests that look at ``SQLiteSession``'s own tables, connections
or private helpers, which a different store cannot have, are skipped with their reason (``EXCLUDED``).
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from peer_report import pytest_runtest_logreport, pytest_runtest_setup, pytest_sessionfinish, record_built
from sessionlog import open_store
from sessionlog.integrations.openai_agents import SessionlogSession

__all__ = ["EXCLUDED", "SessionlogSQLiteSession", "pytest_collection_modifyitems", "pytest_runtest_logreport",
           "pytest_runtest_setup", "pytest_sessionfinish"]

SUBSTITUTED = "SQLiteSession"

_POOL = "inspects SQLiteSession's per-thread sqlite3 connection pool (_connections, _connections_lock)"
_CORRUPT = ("writes a non-JSON row into SQLiteSession's agent_messages table through its private "
            "_locked_connection; a sessionlog entry is validated JSON, so there is no corrupt item to skip")
_FAILING_SQL = ("makes SQLiteSession's own SQL fail (drops its tables, adds a trigger to agent_messages, or swaps "
                "in a failing or pausing sqlite3 connection) to test its rollback")
_PRIVATE_INSERT = "patches SQLiteSession's private _insert_items to make the compaction write fail"

EXCLUDED: dict[str, str] = {
    # tests/memory/test_session.py
    "tests/memory/test_session.py::test_sqlite_session_close_closes_worker_thread_connections": _POOL,
    "tests/memory/test_session.py::test_sqlite_session_reaps_connections_from_exited_worker_threads": _POOL,
    "tests/memory/test_session.py::test_sqlite_session_closes_retired_connections_before_the_next_allocation": _POOL,
    "tests/memory/test_session.py::test_sqlite_session_keeps_connections_of_live_worker_threads": _POOL,
    "tests/memory/test_session.py::test_sqlite_session_pop_item_skips_corrupt_most_recent": _CORRUPT,
    "tests/memory/test_session.py::test_sqlite_session_pop_item_returns_none_after_dropping_only_corrupt_rows": _CORRUPT,
    "tests/memory/test_session.py::test_sqlite_session_get_items_limit_skips_corrupt_newest_rows": _CORRUPT,
    "tests/memory/test_session.py::test_sqlite_session_get_items_session_settings_limit_skips_corrupt_rows": _CORRUPT,
    "tests/memory/test_session.py::test_sqlite_session_file_lock_is_shared_across_instances":
        "checks SQLiteSession's class-level per-file lock table (_file_locks, _file_lock_counts)",
    "tests/memory/test_session.py::test_sqlite_session_failed_add_items_releases_write_lock": _FAILING_SQL,
    "tests/memory/test_session.py::test_sqlite_session_failed_clear_session_rolls_back": _FAILING_SQL,
    "tests/memory/test_session.py::test_sqlite_session_failed_pop_item_releases_write_lock": _FAILING_SQL,
    "tests/memory/test_session.py::test_sqlite_session_rollback_failure_evicts_connection": _FAILING_SQL,
    "tests/memory/test_session.py::test_sqlite_session_close_retries_quarantined_connection": _POOL,
    "tests/memory/test_session.py::test_sqlite_session_post_commit_cancellation_propagates_after_known_outcome":
        _FAILING_SQL,
    # tests/memory/test_openai_responses_compaction_session.py
    "tests/memory/test_openai_responses_compaction_session.py::TestOpenAIResponsesCompactionSession::"
    "test_settled_pop_failure_invalidates_response_chain": _FAILING_SQL,
    "tests/memory/test_openai_responses_compaction_session.py::TestOpenAIResponsesCompactionSession::"
    "test_settled_clear_failure_invalidates_response_chain": _FAILING_SQL,
    # tests/memory/test_compaction_suffix.py (its "sqlite" parameter; "async-sqlite" is the SDK's own class)
    "tests/memory/test_compaction_suffix.py::test_suffix_transaction_rolls_back_failed_insert": _FAILING_SQL,
    "tests/memory/test_compaction_suffix.py::test_cancelled_suffix_transaction_settles_before_newer_append":
        _PRIVATE_INSERT,
    "tests/memory/test_compaction_suffix.py::test_failed_encrypted_suffix_transaction_preserves_original_tokens":
        _FAILING_SQL,
    # tests/test_run_impl_resume_paths.py
    "tests/test_run_impl_resume_paths.py::test_handoff_resume_after_cancelled_compaction_commits": _PRIVATE_INSERT,
}
"""Upstream tests (``file::test``, any parameters) left out, with the reason; listed in
docs/integrations/openai-agents.md. Where a test is parametrised over the SDK's own classes too (the
``async-sqlite`` backend), only the parameters that build the substituted session are left out."""


class SessionlogSQLiteSession(SessionlogSession):
    """``SQLiteSession(session_id, db_path=":memory:", session_settings=None)`` on a sessionlog store."""

    def __init__(self, session_id: str, db_path: str | os.PathLike[str] = ":memory:",
                 session_settings: Any = None) -> None:
        super().__init__(session_id, open_store(db_path), session_settings=session_settings)
        self._owns_store = True  # close() closes the store this constructor opened
        record_built()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    seen = set()
    for item in items:
        module = getattr(item, "module", None)
        if module is not None and id(module) not in seen and hasattr(module, SUBSTITUTED):
            setattr(module, SUBSTITUTED, SessionlogSQLiteSession)
            seen.add(id(module))
        name = item.nodeid.split("[", 1)[0]
        if name in EXCLUDED and "async-sqlite" not in item.nodeid:
            item.add_marker(pytest.mark.skip(reason=f"left out for sessionlog: {EXCLUDED[name]}"))
