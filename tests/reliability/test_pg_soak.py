"""The PostgreSQL soak, CI-sized: each trial kind of pg_trials.py and pg_tamper.py once, and the HTTP
service's hostile trial over PostgreSQL, on the session's throwaway server (tests/pgserver.py; skipped
without PostgreSQL, a failure under CI). The soak runs them many times: ``run.py --backend postgres`` and
``run.py --backend service --db postgres``."""

from __future__ import annotations

import os

import pytest

import harness
import pg_tamper
import pg_trials
from damage import DEMO, corpus, mutate
from test_damaged_input import import_and_check


def test_sigkill_mid_append_on_postgres_loses_no_acknowledged_entry_and_leaves_no_partial_batch(pg_url):
    r = harness.crash_append_trial(pg_url, 11)
    assert (r.lost, r.partial_batches, r.verify_failures, r.next_append_failures, r.problems) == (0, 0, 0, 0, [])
    assert r.acknowledged > 0


@pytest.mark.parametrize("mode", ["expected", "plain"])
def test_four_writers_on_one_session_lose_nothing_and_never_fork(pg_url, mode):
    r = harness.concurrent_trial(pg_url, 4, 15, mode)
    assert (r.appends, r.lost, r.silent_forks, r.reader_mismatches, r.verify_failures) == (60, 0, 0, 0, 0)
    assert r.reader_checks > 0


def test_four_writers_on_a_session_each_lose_nothing_and_readers_see_consistent_views(pg_url):
    r = pg_trials.distinct_sessions_trial(pg_url, 4, 15)
    assert (r.appends, r.lost, r.silent_forks, r.reader_mismatches, r.verify_failures) == (60, 0, 0, 0, 0)
    assert r.reader_checks >= 4


def test_eight_processes_opening_one_new_database_at_once_all_succeed(pg_databases):
    url = pg_databases.create(migrated=False)
    try:
        assert harness.concurrent_create_trial(url, 8) == 0
    finally:
        pg_databases.drop(url)


@pytest.mark.parametrize("case", ["missing header", "cycle", "duplicate ids", "truncated last line", "mutation"])
def test_damaged_input_imported_into_postgres_keeps_every_rule(pg_url, tmp_path, case):
    import random

    cases = dict(corpus(1))
    data = mutate(DEMO.read_bytes(), random.Random(7), 3) if case == "mutation" else cases[case]
    code, err = import_and_check(tmp_path, case, data, db=pg_url)
    assert (code != 0) == (case in ("missing header", "cycle", "duplicate ids")), err[:500]


def test_tamper_on_postgres_is_refused_by_triggers_and_privileges_and_seen_without_them(pg_databases):
    import psycopg
    from psycopg import sql

    roles = {"owner": f"sl_t_owner_{os.getpid()}", "app": f"sl_t_app_{os.getpid()}"}
    try:
        outcomes = pg_tamper.run_corpus(pg_databases.admin_url, tables=("entries", "tokens"),
                                        verbs=("update", "truncate", "upsert", "insert-new"), roles=roles,
                                        edits_per_table=1)
    finally:
        with psycopg.connect(pg_databases.admin_url, autocommit=True) as conn:
            for role in roles.values():
                conn.execute(sql.SQL("DROP ROLE IF EXISTS {}").format(sql.Identifier(role)))
    assert pg_tamper.violations(outcomes) == []
    by = {(o.table, o.verb, o.column, o.mode): o for o in outcomes}
    for verb in ("update", "truncate", "upsert"):
        assert by[("entries", verb, "timestamp", "owner")].refusal == "SL001"
        assert by[("entries", verb, "timestamp", "app")].refusal == "42501"
        assert by[("entries", verb, "timestamp", "superuser")].result in ("seen-by-verify", "seen-by-anchor")
    assert by[("entries", "insert-new", "timestamp", "app")].result == "seen-by-verify"  # an append behind its back
    assert by[("tokens", "update", "scopes", "app")].refusal == "SL001"  # a token is only revoked
    figures = pg_tamper.figures(outcomes)
    assert figures["unseen changes to history"] == 0 and figures["changes seen by verify"] > 0


def test_the_service_over_postgres_answers_hostile_requests_and_refuses_nul_ids_as_documented(pg_url):
    from service_hostile import hostile_trial

    r = hostile_trial(pg_url, mutations=5, seed=6)
    assert r.problems == []
    assert (r.answers_not_a_4xx_problem, r.store_changes_by_refused_requests, r.awkward_id_failures,
            r.import_rule_violations, r.mutated_append_violations, r.log_faults) == (0,) * 6
    assert r.awkward_ids_refused == 2  # the entry id and the session id holding NUL: 422, nothing changed
    assert r.problems_4xx + r.refused_before_the_application == r.requests  # each counted once
