"""Damaged and hostile input over HTTP: requests a careless or hostile client sends to ``sessionlog
serve`` (``service_requests.py``), each as raw bytes on its own connection, the damaged corpus
(``damage.py``) and its seeded mutations as imports, and mutated append bodies.

Checked for every hostile request: the answer is a 4xx RFC 9457 problem document (``type``,
``title``, ``status``, ``detail``; never a 500, never a traceback in the body), and the store is
unchanged (every fixture session's export, heads, head log and annotations, and the set of sessions,
before and after). Requests that h11 refuses before the application sees them (a NUL byte in a
header, an unparsable Content-Length) are answered by uvicorn itself: they must be a 4xx and change
nothing, and are counted apart. For every damaged import: a 2xx whose session builds its view and
verifies, or a 4xx problem that changed nothing. Ids that are legal but awkward in a header (NUL,
CR/LF, quotes, commas, ``%``, CJK, emoji) must be appended and their ETag must work as an If-Match;
awkward session ids must be created, exported and re-imported (Location, Content-Disposition). On
PostgreSQL, whose text cannot hold NUL (docs/postgres.md, "Differences from SQLite"), an id with a NUL
must instead be refused with a 422 problem that changed nothing (``nul_refused``).
Seeded mutations of valid append bodies: a 201 that stored exactly the new entries it answered (a
batch may repeat an entry, stored once), a 200 that stored nothing new, or a 4xx problem that
changed nothing.
The service's log must hold no traceback and no internal error.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, Callable

from damage import DEMO, corpus, mutate
from service_requests import (AWKWARD_IDS, AWKWARD_SESSIONS, MAX_BODY, Answer, Fixture, entry, hostile_requests,
                              is_problem, j, request, send)
from service_trials import TIMEOUT, Serve, log_faults, make_token
from sessionlog import open_store
from sessionlog.client import Client
from sessionlog.service.tokens import create_token


def make_fixture(target: str, url: str) -> Fixture:
    tokens = {"admin": make_token(target, "acme"), "read": make_token(target, "acme", ("read",)),
              "other": make_token(target, "other")}
    with open_store(target) as store:
        revoked = create_token(store, tenant="acme", scopes=("admin",))
        store.revoke_token(revoked.id, "2026-01-01T00:00:00.000Z")
    tokens["revoked"] = revoked.token
    with Client(url, tokens["admin"], timeout=TIMEOUT) as c:
        a = c.create_session(cwd="/hostile/a")
        ids = [f"a{i:07d}" for i in range(5)]
        c.append(a, [{"type": "message", "id": i, "message": {"role": "user", "content": f"m {i}", "timestamp": 1}}
                     for i in ids], expected=None)
        c.move_head(a, "side", ids[1], expected=None)
        cs = c.create_session(cwd="/hostile/c")
    with Client(url, tokens["other"], timeout=TIMEOUT) as c:
        b = c.create_session(cwd="/hostile/b")
        c.append(b, {"type": "custom", "customType": "mine", "id": "b0000001"}, expected=None)
    tokens["limited"] = make_token(target, "acme", ("append",), sessions=[a])
    return Fixture(url, tokens, a, b, cs, ids)


def snapshot(target: str, fx: Fixture) -> Any:
    with open_store(target) as store:
        sessions = sorted(r.id for r in store.sessions())
        parts = []
        for sid in (fx.a, fx.b, fx.c):
            data, _ = store.export(sid)
            parts.append((data, store.heads(sid), _moves(store.head_log(sid)), store.annotations(sid)))
    return sessions, parts


def _moves(log: Any) -> list[Any]:
    import msgspec

    return [msgspec.to_builtins(m) for m in log]


@dataclass
class HostileResult:
    requests: int = 0
    problems_4xx: int = 0
    refused_before_the_application: int = 0
    answers_not_a_4xx_problem: int = 0
    store_changes_by_refused_requests: int = 0
    awkward_ids: int = 0
    awkward_id_failures: int = 0
    awkward_ids_refused: int = 0  # ids with NUL on PostgreSQL: refused with a 422 that changed nothing
    damaged_imports: int = 0
    imports_refused: int = 0
    imports_accepted: int = 0
    import_rule_violations: int = 0
    mutated_appends: int = 0
    mutated_appends_refused: int = 0
    mutated_appends_stored: int = 0
    mutated_append_violations: int = 0
    log_faults: int = 0
    statuses: dict[int, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


def hostile_trial(target: str, *, mutations: int = 0, seed: int = 0, corpus_too: bool = True) -> HostileResult:
    """Every hostile request, the awkward ids and the damaged corpus (``corpus_too``), then ``mutations``
    seeded mutations of a valid file as imports and as many of valid append bodies."""
    server = Serve(target, "--max-body", str(MAX_BODY))
    result = HostileResult()
    try:
        fx = make_fixture(target, server.url)
        if corpus_too:
            for name, raw in hostile_requests(fx):
                check_refused(target, fx, name, lambda raw=raw: send(fx.url, raw), result)
            awkward(target, fx, result)
            awkward_sessions(target, fx, result)
        cases = [(n, d) for n, d in corpus(1) if corpus_too] + [
            (f"mutation {seed + i}", mutate(DEMO.read_bytes(), random.Random(seed + i), 1 + (seed + i) % 4))
            for i in range(mutations)]
        for i, (name, data) in enumerate(cases):
            damaged_import(target, fx, name, data, "?strict=1" if i % 3 == 1 else "?as_new=1" if i % 3 == 2 else "",
                           result)
        mutated_appends(target, fx, mutations, seed, result)
    finally:
        code = server.terminate()
        faults = log_faults(server.log())
        result.log_faults += len(faults) + (code != 0)
        result.problems.extend(faults[:20])
    return result


def check_refused(target: str, fx: Fixture, name: str, run: Callable[[], Answer], result: HostileResult) -> None:
    before = snapshot(target, fx)
    answer = run()
    result.requests += 1
    result.statuses[answer.status] = result.statuses.get(answer.status, 0) + 1
    why = is_problem(answer)
    if why is None:
        result.problems_4xx += 1
    elif name.startswith("protocol:") and 400 <= answer.status < 500 and b"Traceback" not in answer.body:
        result.refused_before_the_application += 1
    else:
        result.answers_not_a_4xx_problem += 1
        result.problems.append(f"{name}: {why}: {answer.body[:300]!r}")
    if snapshot(target, fx) != before:
        result.store_changes_by_refused_requests += 1
        result.problems.append(f"{name}: the store changed (answer {answer.status})")


def nul_refused(target: str) -> bool:
    """Whether the store refuses ids holding NUL (PostgreSQL text cannot hold it; docs/postgres.md)."""
    return target.startswith(("postgres://", "postgresql://"))


def refused_as_documented(target: str, fx: Fixture, name: str, raw: bytes, result: HostileResult) -> None:
    """An id the store cannot hold: a 422 problem that changed nothing (else an awkward id failure)."""
    before = (result.answers_not_a_4xx_problem, result.store_changes_by_refused_requests, len(result.problems))
    statuses, problems_4xx = dict(result.statuses), result.problems_4xx
    answer: list[Answer] = []

    def run() -> Answer:
        answer.append(send(fx.url, raw))
        return answer[0]

    check_refused(target, fx, name, run, result)
    result.requests -= 1  # counted as an awkward id, not as a hostile request
    result.statuses, result.problems_4xx = statuses, problems_4xx
    if answer[0].status != 422 or (result.answers_not_a_4xx_problem, result.store_changes_by_refused_requests,
                                   len(result.problems)) != before:
        result.awkward_id_failures += 1
        result.problems.append(f"{name}: not refused as documented: {answer[0].status} {answer[0].body[:200]!r}")
    else:
        result.awkward_ids_refused += 1


def awkward(target: str, fx: Fixture, result: HostileResult) -> None:
    """Each awkward id appended after the previous one, with the previous answer's ETag as If-Match."""
    auth = f"Bearer {fx.tokens['admin']}"
    tag = '""'
    for n, entry_id in enumerate(AWKWARD_IDS):
        result.awkward_ids += 1
        body = j({"type": "custom", "customType": "awkward", "id": entry_id, "data": n})
        if "\x00" in entry_id and nul_refused(target):
            refused_as_documented(target, fx, f"awkward id {entry_id!r}", request(
                "POST", f"/v1/sessions/{fx.c}/entries", body, {"Authorization": auth, "If-Match": "*",
                                                               "Content-Type": "application/json"}), result)
            continue
        answer = send(fx.url, request("POST", f"/v1/sessions/{fx.c}/entries", body,
                                      {"Authorization": auth, "If-Match": tag.encode("latin-1", "replace"),
                                       "Content-Type": "application/json"}))
        if answer.status != 201 or "etag" not in answer.headers:
            result.awkward_id_failures += 1
            result.problems.append(f"awkward id {entry_id!r} after If-Match {tag!r}: {answer.status} {answer.body[:200]!r}")
            with open_store(target) as store:  # go on from wherever the head is
                head = store.head(fx.c)
            tag = "*" if head is not None else '""'
            continue
        tag = answer.headers["etag"]


def awkward_sessions(target: str, fx: Fixture, result: HostileResult) -> None:
    """Each awkward session id: created (201, its Location the id percent-encoded), appended to, its
    export downloaded (200) and imported again (200, nothing new)."""
    import urllib.parse

    auth = {"Authorization": f"Bearer {fx.tokens['admin']}"}
    for sid in AWKWARD_SESSIONS:
        result.awkward_ids += 1
        path = "/v1/sessions/" + urllib.parse.quote(sid, safe="")
        if "\x00" in sid and nul_refused(target):
            refused_as_documented(target, fx, f"awkward session id {sid!r}", request(
                "POST", "/v1/sessions", j({"id": sid}), auth), result)
            continue
        steps = [("create", request("POST", "/v1/sessions", j({"id": sid}), auth), 201),
                 ("append", request("POST", path + "/entries", j(entry("aw000001")), {**auth, "If-Match": '""'}), 201),
                 ("export", request("GET", path + "/export", b"", auth), 200)]
        for what, raw, wanted in steps:
            answer = send(fx.url, raw)
            if answer.status != wanted or (what == "create" and answer.headers.get("location") != path):
                result.awkward_id_failures += 1
                result.problems.append(f"awkward session id {sid!r}: {what} answered {answer.status} "
                                       f"{answer.headers.get('location')!r} {answer.body[:200]!r}")
                break
        else:
            again = send(fx.url, request("POST", "/v1/import", answer.body, auth))
            if again.status != 200 or json.loads(again.body).get("status") != "unchanged":
                result.awkward_id_failures += 1
                result.problems.append(f"awkward session id {sid!r}: re-import answered {again.status} {again.body[:200]!r}")


def mutated_appends(target: str, fx: Fixture, count: int, seed: int, result: HostileResult) -> None:
    """Seeded mutations (``damage.mutate``: flipped bits, truncations, garbage, retyped values) of valid
    append bodies, one entry or a batch, sent to a session of their own with ``If-Match: *``: each is
    a 201 that stored exactly the new entries it answered, a 200 that stored nothing new, or a 4xx problem
    that changed nothing; the fixture sessions never change; the session verifies at the end."""
    auth = f"Bearer {fx.tokens['admin']}"
    with Client(fx.url, fx.tokens["admin"], timeout=TIMEOUT) as c:
        sid = c.create_session(cwd="/hostile/mutations")
    stored: set[str] = set()
    for i in range(count):
        rng = random.Random(seed + i)
        entries = [entry(f"mu{seed + i:07d}-{k}") for k in range(rng.randint(1, 3))]
        data = mutate(j(entries[0] if len(entries) == 1 else {"entries": entries}), rng, 1 + i % 3)
        before, fixture = _state(target, sid), snapshot(target, fx)
        answer = send(fx.url, request("POST", f"/v1/sessions/{sid}/entries", data, {
            "Authorization": auth, "If-Match": "*", "Content-Type": "application/json"}))
        after = _state(target, sid)
        result.mutated_appends += 1
        result.statuses[answer.status] = result.statuses.get(answer.status, 0) + 1
        wrong = None
        if answer.status in (200, 201):
            # the answer names the stored entry for each one sent: a batch may repeat an entry (stored once)
            # or retry one stored before (idempotent); only ids never stored before are new
            doc = json.loads(answer.body)
            new = list(dict.fromkeys(e["id"] for e in doc["entries"] if e["id"] not in stored))
            result.mutated_appends_stored += bool(new)
            stored.update(new)
            if (answer.status == 201) != bool(new) or after != (before[0] + len(new), doc["head"] if new else before[1]):
                wrong = f"answered {answer.status} with {len(new)} new entries, but the session went {before} -> {after}"
        elif is_problem(answer) is not None:
            wrong = f"{is_problem(answer)}: {answer.body[:200]!r}"
        elif after != before:
            wrong = f"refused ({answer.status}) but the session changed"
        else:
            result.mutated_appends_refused += 1
        if wrong is None and snapshot(target, fx) != fixture:
            wrong = "a fixture session changed"
        if wrong is not None:
            result.mutated_append_violations += 1
            result.problems.append(f"mutated append {seed + i}: {wrong}")
    with open_store(target) as store:
        ids = {e["id"] for e in store.entries(sid)}
        report = store.verify(sid)
    if not report.ok or ids != stored:
        result.mutated_append_violations += 1
        result.problems.append(f"mutated appends' session: {report.problems[:3]}, {len(stored)} answered, {len(ids)} stored")


def _state(target: str, sid: str) -> tuple[int, Any]:
    with open_store(target) as store:
        return store.catalogue(sid).entry_count, store.head(sid)


def damaged_import(target: str, fx: Fixture, name: str, data: bytes, query: str, result: HostileResult) -> None:
    before = snapshot(target, fx)
    answer = send(fx.url, request("POST", "/v1/import" + query, data, {
        "Authorization": f"Bearer {fx.tokens['admin']}", "Content-Type": "application/x-ndjson"}))
    result.damaged_imports += 1
    result.statuses[answer.status] = result.statuses.get(answer.status, 0) + 1
    after = snapshot(target, fx)
    if answer.status in (200, 201):
        result.imports_accepted += 1
        sid = json.loads(answer.body)["session"]
        with open_store(target) as store:
            store.view(sid)
            report = store.verify(sid)
        if after[1] != before[1] or not set(before[0]) <= set(after[0]) or not report.ok:
            result.import_rule_violations += 1
            result.problems.append(f"import {name}{query}: accepted but {report.problems[:2] or 'the fixture changed'}")
        return
    why = is_problem(answer)
    if why is None:
        result.imports_refused += 1
    else:
        result.import_rule_violations += 1
        result.problems.append(f"import {name}{query}: {why}: {answer.body[:300]!r}")
    if after != before:
        result.import_rule_violations += 1
        result.problems.append(f"import {name}{query}: refused ({answer.status}) but the store changed")
