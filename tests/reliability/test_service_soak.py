"""The HTTP soak, CI-sized: each trial kind of service_trials.py, service_concurrency.py and
service_hostile.py once, through a
real `sessionlog serve` process (the soak runs them many times: `run.py --backend service`)."""

from __future__ import annotations

from service_hostile import hostile_trial
from service_concurrency import concurrency_trial
from service_trials import crash_trial


def test_sigkill_of_the_service_loses_no_acknowledged_append_and_leaves_no_partial_batch(tmp_path):
    r = crash_trial(str(tmp_path / "kill.db"), seed=3, kind="kill")
    assert r.problems == []
    assert (r.lost, r.duplicates, r.partial_batches, r.silent_forks, r.verify_failures, r.retry_mismatches,
            r.next_append_failures, r.bad_exits, r.log_faults) == (0,) * 9
    assert r.acknowledged > 0 and r.in_flight > 0  # it was killed with appends going on


def test_sigterm_answers_every_append_it_received_and_exits_0(tmp_path):
    r = crash_trial(str(tmp_path / "term.db"), seed=4, kind="term")
    assert r.problems == []
    assert (r.lost, r.duplicates, r.partial_batches, r.stored_but_unanswered, r.verify_failures,
            r.retry_mismatches, r.next_append_failures, r.bad_exits, r.log_faults) == (0,) * 9
    assert r.acknowledged > 0


def test_concurrent_http_writers_and_resuming_subscribers_lose_and_miss_nothing(tmp_path):
    r = concurrency_trial(str(tmp_path / "conc.db"), seed=5, per_writer=15)
    assert r.problems == []
    assert (r.lost, r.silent_forks, r.subscriber_gaps_or_misorders, r.verify_failures, r.log_faults) == (0,) * 5
    assert r.appends == 4 * 15 and r.conflicts_retried > 0 and r.resumes_with_last_event_id >= 2


def test_hostile_requests_are_4xx_problems_that_change_nothing(tmp_path):
    r = hostile_trial(str(tmp_path / "hostile.db"), mutations=20, seed=6)
    assert r.problems == []
    assert (r.answers_not_a_4xx_problem, r.store_changes_by_refused_requests, r.awkward_id_failures,
            r.import_rule_violations, r.mutated_append_violations, r.log_faults) == (0,) * 6
    assert r.requests > 100 and r.imports_refused > 0 and r.imports_accepted > 0
    assert r.mutated_appends == 20 and r.mutated_appends_refused > 0
