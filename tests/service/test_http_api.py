"""The API contract (v1): status codes, ETags, problem types, tenants and scopes, and the CLI's
documents answered exactly over HTTP. Each test runs a service on an ephemeral loopback port."""

from __future__ import annotations

import http.client
import json
import socket
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import sessionlog
from sessionlog.cli import cli
from sessionlog.client import (
    ANY,
    Client,
    Forbidden,
    HeadConflict,
    IdConflict,
    InvalidEntry,
    InvalidRequest,
    NotFound,
    PayloadTooLarge,
    PreconditionRequired,
    ServiceError,
    Unauthorized,
)
from sessionlog.service.problems import PROBLEMS, TYPE_BASE

DEMO = Path(sessionlog.__file__).parent / "examples" / "demo.jsonl"
DEMO_ID = "01a226ec-eae2-742a-be13-c4b29f5b4058"
SCHEMAS = Path(__file__).resolve().parents[2] / "schema" / "cli"


def user(eid: str | None, text: str, parent: Any = ..., **extra: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"type": "message", "message": {"role": "user", "content": text, "timestamp": 1}}
    if eid is not None:
        entry["id"] = eid
    if parent is not ...:
        entry["parentId"] = parent
    entry.update(extra)
    return entry


def cli_json(db: Path, *args: str) -> Any:
    result = CliRunner().invoke(cli, ["--db", str(db), *args], catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def problem(e: ServiceError, status: int, name: str) -> dict[str, Any]:
    """Check an error answer: its status, its RFC 9457 type, and the fields every problem has."""
    assert e.status == status and e.problem == name, (e.status, e.problem, e.detail)
    doc = e.document
    assert doc["type"] == TYPE_BASE + name and doc["status"] == status == PROBLEMS[name][0]
    assert doc["title"] == PROBLEMS[name][1] and isinstance(doc["detail"], str) and doc["detail"]
    assert "Traceback" not in doc["detail"]
    return doc


def validate(doc: Any, schema: str) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.validate(doc, json.loads((SCHEMAS / f"{schema}.json").read_text()))


@pytest.fixture
def demo(service):
    """The demo session imported over HTTP into tenant acme."""
    with service.client() as c:
        result = c.import_jsonl(DEMO.read_bytes())
    assert result["session"] == DEMO_ID and result["status"] == "created"
    return DEMO_ID


# ---------------------------------------------------------------- health, tokens, scopes
def test_health_needs_no_token(service):
    with Client(service.url) as c:
        assert c.health() == {"status": "ok", "version": sessionlog.__version__}


@pytest.mark.parametrize("token", [None, "slt_not-a-token", ""])
def test_a_missing_or_unknown_token_is_401(service, token):
    with Client(service.url, token) as c:
        with pytest.raises(Unauthorized) as e:
            c.sessions()
    problem(e.value, 401, "unauthorized")


def test_a_malformed_authorization_header_is_401_with_a_challenge(service):
    with Client(service.url) as c:
        with pytest.raises(Unauthorized) as e:
            c.request("GET", "/v1/sessions", headers={"Authorization": "Basic dXNlcjpwdw=="})
    problem(e.value, 401, "unauthorized")
    conn = http.client.HTTPConnection(service.running.host, service.running.port, timeout=10)
    conn.request("GET", "/v1/sessions")
    answer = conn.getresponse()
    assert answer.status == 401 and answer.getheader("WWW-Authenticate", "").startswith("Bearer")
    assert answer.getheader("Content-Type") == "application/problem+json"
    conn.close()


def test_a_revoked_token_is_401(service):
    from sessionlog import open_store

    with service.client() as c:
        c.sessions()
        with open_store(service.db) as store:
            [row] = store.list_tokens()
            assert store.revoke_token(row.id, "2030-01-01T00:00:00.000Z")
        with pytest.raises(Unauthorized):
            c.sessions()


def test_scopes_are_enforced_with_403(service, demo):
    head = "a0000017"
    with service.client("acme", "read") as reader:
        assert reader.view(demo).doc["messages"]
        assert reader.compact(demo, dry_run=True, keep_recent_tokens=10) is not None  # a dry run only reads
        with pytest.raises(Forbidden) as e:
            reader.append(demo, user("r1", "no"), expected=head)
        problem(e.value, 403, "forbidden")
        with pytest.raises(Forbidden):
            reader.create_session(cwd="/w")
    with service.client("acme", "append") as writer:
        writer.append(demo, user("w1", "yes"), expected=head)
        with pytest.raises(Forbidden):
            writer.view(demo)  # append does not include read
        with pytest.raises(Forbidden):
            writer.compact(demo, keep_recent_tokens=10)
        with pytest.raises(Forbidden):
            writer.fork(demo, at=head)
    with service.client("acme", "read", "append") as both:
        assert both.view(demo).doc


def test_the_database_holds_only_hashes_of_tokens(service, demo):
    import hashlib

    texts = [service.token("acme"), service.token("other", "read"), service.token("acme", "read", "append")]
    with service.client() as c:
        c.append(demo, user("h1", "flush"), expected="a0000017")
    stored = b"".join(p.read_bytes() for p in service.db.parent.glob(service.db.name + "*"))
    from sessionlog import open_store

    with open_store(service.db) as store:
        rows = [(t.hash,) for t in store.list_tokens()]
    for text in texts:
        assert text.encode() not in stored
        assert (hashlib.sha256(text.encode()).hexdigest(),) in rows
        assert len(text) >= 4 + 43  # 32 random bytes, URL-safe base64


# ---------------------------------------------------------------- tenants
def test_another_tenants_session_is_404_exactly_like_a_missing_one(service, demo):
    with service.client("intruder") as other:
        missing = {}
        calls = {
            "session": lambda sid: other.session(sid),
            "view": lambda sid: other.view(sid),
            "entries": lambda sid: other.entries(sid),
            "append": lambda sid: other.append(sid, user("x1", "x"), expected=ANY),
            "head": lambda sid: other.move_head(sid, "main", None, expected=ANY),
            "compact": lambda sid: other.compact(sid, dry_run=True),
            "fork": lambda sid: other.fork(sid, at="a0000003"),
            "rotate": lambda sid: other.rotate(sid, dry_run=True),
            "truncate": lambda sid: other.truncate(sid, max_chars=10, dry_run=True),
            "prune": lambda sid: other.prune(sid),
            "export": lambda sid: other.export(sid),
            "search": lambda sid: other.search("refund", session=sid),
            "events": lambda sid: next(other.events(sid, reconnect=False)),
        }
        for name, call in calls.items():
            answers = []
            for sid in (demo, "01a226ec-0000-7000-8000-000000000000"):
                with pytest.raises(NotFound) as e:
                    call(sid)
                doc = problem(e.value, 404, "not-found")
                answers.append((doc["detail"].replace(sid, "<id>"), doc["title"]))
            missing[name] = answers
            assert answers[0] == answers[1], f"{name}: another tenant's session answers differently"
        assert other.sessions() == [] and other.search("refund") == []
    with service.client() as owner:
        assert [r["id"] for r in owner.sessions()] == [demo]
        assert owner.search("refund")


def test_sessions_created_over_http_belong_to_the_tokens_tenant(service):
    from sessionlog import open_store

    with service.client("acme") as acme, service.client("zeta") as zeta:
        a = acme.create_session(cwd="/a")
        z = zeta.create_session(cwd="/z")
        assert [r["id"] for r in acme.sessions()] == [a] and [r["id"] for r in zeta.sessions()] == [z]
        child = acme.fork(a, at=acme.append(a, user("f1", "hi"), expected=None).head)["session"]
    with open_store(service.db) as store:
        local = store.create_session(cwd="/local").id
        assert [store.session_tenant(s) for s in (a, z, child, local)] == ["acme", "zeta", "acme", "default"]


def test_a_token_limited_to_sessions_sees_only_those(service):
    with service.client() as c:
        one, two = c.create_session(cwd="/1"), c.create_session(cwd="/2")
        c.append(one, user("l1", "alpha refund"), expected=None)
        c.append(two, user("l2", "beta refund"), expected=None)
    with service.client("acme", "read", "append", sessions=[one]) as limited:
        assert [r["id"] for r in limited.sessions()] == [one]
        assert [h["session"] for h in limited.search("refund")] == [one]
        with pytest.raises(NotFound):
            limited.view(two)
        with pytest.raises(Forbidden):
            limited.create_session(cwd="/3")
        assert limited.append(one, user("l3", "ok"), expected="l1").head == "l3"


# ---------------------------------------------------------------- sessions
def test_create_session_is_idempotent_on_the_same_header(service):
    header = {"type": "session", "version": 3, "id": "01a226ec-1111-7000-8000-000000000001",
              "timestamp": "2030-01-01T00:00:00.000Z", "cwd": "/w"}
    with service.client() as c:
        first = c.request("POST", "/v1/sessions", json_body={"header": header})
        assert first.status == 201 and first.json() == {"session": header["id"]}
        assert first.headers["location"] == f"/v1/sessions/{header['id']}"
        again = c.request("POST", "/v1/sessions", json_body={"header": header})
        assert again.status == 200
        with pytest.raises(IdConflict) as e:
            c.create_session(header={**header, "cwd": "/elsewhere"})
        problem(e.value, 409, "id-conflict")
    with service.client("zeta") as other:
        with pytest.raises(IdConflict):
            other.create_session(header=header)
        with pytest.raises(InvalidRequest) as e:
            other.request("POST", "/v1/sessions", json_body={"cwd": "/w", "bogus": 1})
        problem(e.value, 400, "invalid-request")
        with pytest.raises(InvalidRequest) as e:
            other.create_session(header={"type": "session", "id": 5})
        problem(e.value, 422, "invalid-input")


def test_get_session_has_heads_counts_and_the_heads_etag(service, demo):
    with service.client() as c:
        answer = c.request("GET", f"/v1/sessions/{demo}")
        info = answer.json()
        assert answer.headers["etag"] == f'"{info["heads"]["main"]}"'
        assert info["header"]["id"] == demo and info["counts"]["entries"] == 20
        empty = c.create_session(cwd="/w")
        assert c.request("GET", f"/v1/sessions/{empty}").headers["etag"] == '""'
        with pytest.raises(NotFound):
            c.request("GET", f"/v1/sessions/{demo}", query={"head": "nope"})
        catalogue = c.sessions(limit=1)
        assert len(catalogue) == 1
        validate(c.sessions(), "sessions")


# ---------------------------------------------------------------- appending
def test_append_needs_if_match(service, demo):
    with service.client() as c:
        with pytest.raises(PreconditionRequired) as e:
            c.request("POST", f"/v1/sessions/{demo}/entries", json_body=user("p1", "x"))
        problem(e.value, 428, "precondition-required")
        assert c.head(demo) == "a0000017"


def test_append_answers_201_with_the_new_head_as_etag(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        answer = c.request("POST", f"/v1/sessions/{sid}/entries", json_body=user("n1", "hi"),
                           headers={"If-Match": '""'})
        assert answer.status == 201 and answer.headers["etag"] == '"n1"'
        stamp = answer.json()["entries"][0]["timestamp"]
        assert answer.json() == {"entries": [user("n1", "hi", None, timestamp=stamp)], "head": "n1"}
        validate(answer.json()["entries"][0], "append")
        unconditional = c.append(sid, user(None, "anywhere"), expected=ANY)
        assert unconditional.entries[0]["parentId"] == "n1" and len(unconditional.head) == 8


def test_a_moved_head_is_412_with_the_current_etag(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        c.append(sid, user("m1", "a"), expected=None)
        c.append(sid, user("m2", "b"), expected="m1")
        with pytest.raises(HeadConflict) as e:
            c.append(sid, user("m3", "c"), expected="m1")
        problem(e.value, 412, "head-conflict")
        assert e.value.etag == '"m2"' and e.value.head == "m2"
        assert [x["entry"]["id"] for x in c.entries(sid)["entries"]] == ["m1", "m2"]


def test_a_retried_append_answers_200_whatever_the_head_is_now(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        first = c.append(sid, {"entries": [user("r1", "a"), user("r2", "b")]}["entries"], expected=None)
        c.append(sid, user("r3", "c"), expected="r2")  # the head moved on
        again = c.append(sid, first.entries, expected=None)  # the same request, its ETag long stale
        assert again.replayed and again.entries == first.entries and again.head == "r3"
        without_ids = user("r4", "d")
        del without_ids["message"]["timestamp"]  # stamped by the server on the first send only
        stamped = c.append(sid, without_ids, expected="r3").entries[0]
        assert isinstance(stamped["message"]["timestamp"], int)
        assert c.append(sid, without_ids, expected=ANY).replayed
        assert c.entries(sid)["next"] == 4


def test_an_id_reused_with_other_content_is_409(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        c.append(sid, user("i1", "original"), expected=None)
        with pytest.raises(IdConflict) as e:
            c.append(sid, user("i1", "changed"), expected=ANY)
        problem(e.value, 409, "id-conflict")


def test_an_invalid_entry_is_422_naming_it_and_a_batch_is_all_or_nothing(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        with pytest.raises(InvalidEntry) as e:
            c.append(sid, [user("b1", "ok"), user("b2", "dangling", "nowhere")], expected=None, branch=True)
        doc = problem(e.value, 422, "invalid-entry")
        assert "entry #2" in doc["detail"] and "b2" in doc["detail"] and "nowhere" in doc["detail"]
        assert c.entries(sid)["entries"] == [] and c.head(sid) is None
        with pytest.raises(InvalidEntry) as e:
            c.append(sid, {"message": "no type"}, expected=None)
        assert "type" in e.value.detail
        with pytest.raises(InvalidEntry):
            c.request("POST", f"/v1/sessions/{sid}/entries", json_body={"entries": [5]}, headers={"If-Match": "*"})
        c.append(sid, user("b3", "root"), expected=None)
        with pytest.raises(InvalidEntry) as e:
            c.append(sid, user("b4", "elsewhere", None), expected="b3")  # a new root needs branch=1
        assert "branch" in e.value.detail
        assert c.append(sid, user("b4", "elsewhere", None), expected="b3", branch=True).head == "b4"


def test_append_to_a_named_head(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        c.append(sid, user("h1", "main"), expected=None)
        with pytest.raises(NotFound):
            c.append(sid, user("h2", "side"), expected=ANY, head="side")
        c.move_head(sid, "side", "h1", expected=None)
        assert c.append(sid, user("h2", "side"), expected="h1", head="side").head == "h2"
        assert c.session(sid)["heads"] == {"main": "h1", "side": "h2"}


@pytest.mark.parametrize("body", [b"{bad", b'{"type": "message",', b"\xff\xfe", b"[" * 100000])
def test_malformed_json_is_400(service, body):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        with pytest.raises(InvalidRequest) as e:
            c.request("POST", f"/v1/sessions/{sid}/entries", body=body, headers={"If-Match": "*"})
        problem(e.value, 400, "invalid-request")
        with pytest.raises(InvalidRequest):
            c.request("POST", f"/v1/sessions/{sid}/compact", body=body)


def test_bad_query_parameters_and_if_match_are_400(service, demo):
    with service.client() as c:
        for query in ({"after": "x"}, {"after": "-1"}, {"limit": "0"}, {"limit": "1001"}):
            with pytest.raises(InvalidRequest):
                c.request("GET", f"/v1/sessions/{demo}/entries", query=query)
        with pytest.raises(InvalidRequest):
            c.request("GET", f"/v1/sessions/{demo}/view", query={"format": "html"})
        for value in ("a0000017", 'W/"a0000017"', '"a", "b"'):
            with pytest.raises(InvalidRequest):
                c.request("POST", f"/v1/sessions/{demo}/entries", json_body=user("q1", "x"),
                          headers={"If-Match": value})


def test_a_body_over_the_limit_is_413(tmp_path):
    from service_harness import start

    svc = start(tmp_path / "small.db", max_body=4096)
    try:
        with svc.client() as c:
            sid = c.create_session(cwd="/w")
            big = user("big1", "x" * 5000)
            with pytest.raises(PayloadTooLarge) as e:
                c.append(sid, big, expected=None)
            problem(e.value, 413, "payload-too-large")
        # chunked: no Content-Length, counted as it streams in
        conn = http.client.HTTPConnection(svc.running.host, svc.running.port, timeout=30)
        conn.putrequest("POST", f"/v1/sessions/{sid}/entries")
        conn.putheader("Authorization", f"Bearer {svc.token()}")
        conn.putheader("If-Match", '""')
        conn.putheader("Transfer-Encoding", "chunked")
        conn.endheaders()
        data = json.dumps(big).encode()
        for start_ in range(0, len(data), 1000):
            chunk = data[start_:start_ + 1000]
            try:
                conn.send(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            except OSError:
                break  # the server may close as soon as it has answered
        try:
            conn.send(b"0\r\n\r\n")
        except OSError:
            pass
        answer = conn.getresponse()
        assert answer.status == 413 and json.loads(answer.read())["type"] == TYPE_BASE + "payload-too-large"
        conn.close()
        with svc.client() as c:
            assert c.entries(sid)["entries"] == []
            assert c.append(sid, user("small", "fits"), expected=None).head == "small"
    finally:
        svc.running.stop()


def test_unknown_routes_and_methods_are_problems(service):
    with service.client() as c:
        with pytest.raises(NotFound) as e:
            c.request("GET", "/v1/nothing-here")
        problem(e.value, 404, "not-found")
        with pytest.raises(ServiceError) as e:
            c.request("DELETE", "/v1/sessions")
        problem(e.value, 405, "method-not-allowed")


# ---------------------------------------------------------------- heads
def test_moving_a_head_is_a_compare_and_swap(service, demo):
    with service.client() as c:
        with pytest.raises(PreconditionRequired):
            c.request("PUT", f"/v1/sessions/{demo}/heads/main", json_body={"entry": "a0000003"})
        with pytest.raises(HeadConflict) as e:
            c.move_head(demo, "main", "a0000003", expected="a0000003")
        assert e.value.head == "a0000017"
        answer = c.request("PUT", f"/v1/sessions/{demo}/heads/main", json_body={"entry": "a0000003"},
                           headers={"If-Match": '"a0000017"'})
        assert answer.json() == {"session": demo, "name": "main", "entry": "a0000003"}
        assert answer.headers["etag"] == '"a0000003"'
        validate(answer.json(), "head")
        assert c.move_head(demo, "main", None, expected=ANY)["entry"] is None
        assert c.request("GET", f"/v1/sessions/{demo}").headers["etag"] == '""'
        assert c.move_head(demo, "bookmark", "a0000003", expected=None)["entry"] == "a0000003"
        with pytest.raises(NotFound):
            c.move_head(demo, "main", "zzzzzzzz", expected=ANY)


# ---------------------------------------------------------------- the CLI's documents over HTTP
def test_view_is_exactly_the_clis_with_an_etag_for_revalidation(service, demo):
    with service.client() as c:
        pi = c.view(demo)
        assert pi.doc == cli_json(service.db, "view", demo, "--json")
        assert c.view(demo, fmt="llm").doc == cli_json(service.db, "view", demo, "--llm", "--json")
        at = c.view(demo, leaf="b0000002")
        assert at.doc == cli_json(service.db, "view", demo, "--leaf", "b0000002", "--json")
        assert at.etag != pi.etag
        again = c.view(demo, etag=pi.etag)
        assert again.not_modified and again.doc is None and again.etag == pi.etag
        c.append(demo, user("v1", "more"), expected="a0000017")
        moved = c.view(demo, etag=pi.etag)
        assert not moved.not_modified and moved.doc["messages"][-1]["content"] == "more"
        with pytest.raises(NotFound):
            c.view(demo, leaf="zzzzzzzz")
        with pytest.raises(InvalidRequest):
            c.request("GET", f"/v1/sessions/{demo}/view", query={"leaf": "b0000002", "head": "main"})


def test_entries_page_after_a_seq(service, demo):
    with service.client() as c:
        first = c.entries(demo, limit=5)
        assert [e["seq"] for e in first["entries"]] == [1, 2, 3, 4, 5] and first["next"] == 5
        rest = c.entries(demo, after=first["next"], limit=1000)
        assert [e["seq"] for e in rest["entries"]] == list(range(6, 21))
        assert [e["entry"] for e in first["entries"] + rest["entries"]] == cli_json(service.db, "log", demo, "--json")
        assert c.entries(demo, after=20) == {"entries": [], "next": 20}


def test_persistent_operations_answer_the_clis_documents(service, demo):
    db = service.db
    with service.client() as c:
        plan = c.compact(demo, keep_recent_tokens=10, dry_run=True)
        assert plan == cli_json(db, "compact", demo, "--keep-recent-tokens", "10", "--dry-run", "--json")
        assert c.rotate(demo, dry_run=True) == cli_json(db, "rotate", demo, "--dry-run", "--json")
        assert c.prune(demo, context_window=1000) == cli_json(db, "prune", demo, "--context-window", "1000", "--json")
        with pytest.raises(HeadConflict):
            c.compact(demo, keep_recent_tokens=10, expected="a0000003")
        entry = c.compact(demo, keep_recent_tokens=10, instructions="focus on refunds")
        validate(entry, "compact")
        assert entry["type"] == "compaction" and c.head(demo) == entry["id"]
        forked = c.fork(demo, at="a0000003")
        validate(forked, "fork")
        assert forked["parent"] == demo and [r["id"] for r in c.sessions()].count(forked["session"]) == 1
        rotated = c.rotate(demo)
        validate(rotated, "rotate")
        assert c.view(rotated["session"]).doc == c.view(demo).doc
        applied = c.prune(demo, apply=True, context_window=1000)
        validate(applied, "prune")
        assert applied["applied"] is True
        with pytest.raises(InvalidRequest):
            c.truncate(demo)  # neither context_window nor max_chars
        with pytest.raises(InvalidRequest):
            c.compact(demo, keep_recent_tokens=-1)


def test_truncate_over_http_equals_the_cli(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        c.append(sid, {"type": "message", "id": "t1", "message": {
            "role": "toolResult", "toolCallId": "call_1", "toolName": "read", "isError": False, "timestamp": 1,
            "content": [{"type": "text", "text": "line\n" * 2000}]}}, expected=None)
        planned = c.truncate(sid, max_chars=500, dry_run=True)
        assert planned == cli_json(service.db, "truncate", sid, "--max-chars", "500", "--dry-run", "--json")
        done = c.truncate(sid, max_chars=500, expected="t1")
        validate(done, "truncate")
        assert done["changed"] and done["new_head"] == planned["new_head"] == c.head(sid)
        assert c.truncate(sid, max_chars=500, dry_run=True) is None


def test_search_and_export_equal_the_clis(service, demo):
    with service.client() as c:
        assert c.search("refund") == cli_json(service.db, "search", "refund", "--json")
        assert c.search("refund", limit=1, session=demo) == cli_json(
            service.db, "search", "refund", "--limit", "1", "--session", demo, "--json")
        assert c.search("int(amount)") == cli_json(service.db, "search", "int(amount)", "--json") != []
        assert c.search("refund*", fts=True) == cli_json(service.db, "search", "refund*", "--fts", "--json")
        with pytest.raises(InvalidRequest) as e:
            c.search('"unbalanced', fts=True)
        problem(e.value, 422, "invalid-input")
        exported = c.request("GET", f"/v1/sessions/{demo}/export")
        result = CliRunner().invoke(cli, ["--db", str(service.db), "export", demo], catch_exceptions=False)
        assert exported.body == result.stdout_bytes
        assert exported.headers["content-type"] == "application/x-ndjson"
        redacted = c.request("GET", f"/v1/sessions/{demo}/export", query={"redact": True})
        assert redacted.headers["sessionlog-redacted"] == "0"
        c.move_head(demo, "main", "a0000003", expected=ANY)
        assert "--branch" in c.request("GET", f"/v1/sessions/{demo}/export").headers["sessionlog-note"]


def test_import_over_http(service):
    data = DEMO.read_bytes()
    with service.client() as c:
        created = c.request("POST", "/v1/import", body=data, content_type="application/x-ndjson")
        assert created.status == 201 and created.json()["status"] == "created"
        validate([created.json()], "import")
        again = c.request("POST", "/v1/import", body=data, content_type="application/x-ndjson")
        assert again.status == 200 and again.json()["status"] == "unchanged"
        copy = c.import_jsonl(data, as_new=True)
        assert copy["session"] != DEMO_ID and copy["status"] == "created"
        damaged = data + b"{not json\n"
        with pytest.raises(InvalidRequest) as e:
            c.import_jsonl(damaged, strict=True, as_new=True)
        problem(e.value, 422, "invalid-input")
        assert c.import_jsonl(damaged, as_new=True)["skipped"][0]["line"] == data.count(b"\n") + 1
    with service.client("zeta") as other:
        with pytest.raises(IdConflict):
            other.import_jsonl(data)
        assert other.import_jsonl(data, as_new=True)["status"] == "created"


def test_no_error_leaks_a_traceback_or_the_database_path(service, demo):
    raw = socket.create_connection((service.running.host, service.running.port), timeout=10)
    raw.sendall(b"POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n"
                b"Authorization: Bearer " + service.token().encode() + b"\r\n\r\n{]}")
    answer = b""
    while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
        chunk = raw.recv(65536)
        if not chunk:
            break
        answer += chunk
    raw.close()
    assert answer.startswith(b"HTTP/1.1 400") and b"Traceback" not in answer
    assert str(service.db).encode() not in answer


@pytest.mark.parametrize("method, path, kwargs", [
    ("POST", "/v1/sessions", {"body": b"{bad"}),
    ("GET", "/v1/sessions", {"query": {"limit": "0"}}),
    ("POST", "/v1/sessions/S/entries", {"body": b"{bad"}),  # and no If-Match
    ("GET", "/v1/sessions/S/entries", {"query": {"after": "x"}}),
    ("GET", "/v1/sessions/S/events", {"query": {"after": "nonsense"}}),
    ("GET", "/v1/sessions/S/view", {"query": {"format": "html"}}),
    ("PUT", "/v1/sessions/S/heads/main", {"body": b"[]"}),
    ("POST", "/v1/sessions/S/compact", {"body": b'{"bogus": 1}', "headers": {"If-Match": "W/x"}}),
    ("POST", "/v1/sessions/S/fork", {"body": b"{}"}),
    ("GET", "/v1/sessions/S/export", {"query": {"branch": "maybe"}}),
    ("GET", "/v1/search", {}),
    ("POST", "/v1/import", {"query": {"strict": "maybe"}, "body": b"x"}),
])
def test_without_a_valid_token_every_route_is_401_whatever_else_is_wrong(service, demo, method, path, kwargs):
    path = path.replace("/S/", f"/{demo}/")
    for token in (None, "slt_wrong"):
        with Client(service.url, token) as c:
            with pytest.raises(Unauthorized):
                c.request(method, path, **kwargs)
    with service.client("acme", "read") as reader:  # a valid token: then the request's own faults show
        with pytest.raises(ServiceError) as e:
            reader.request(method, path, **kwargs)
        assert e.value.status in (400, 403, 422, 428), (e.value.status, e.value.detail)


def test_an_unexpected_error_is_a_500_problem_and_one_log_line_never_a_traceback(service, monkeypatch, caplog):
    import logging

    from sessionlog.service import actions

    def broken(*args, **kwargs):
        raise ZeroDivisionError("the bug the service did not expect")

    monkeypatch.setattr(actions, "catalogue", broken)
    with caplog.at_level(logging.DEBUG, logger="uvicorn"), caplog.at_level(logging.INFO, logger="sessionlog.service"):
        with service.client() as c:
            with pytest.raises(ServiceError) as e:
                c.sessions()
            assert c.health()["status"] == "ok"  # the service goes on
    doc = problem(e.value, 500, "internal")
    assert "ZeroDivisionError" not in doc["detail"] and "Traceback" not in doc["detail"]
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert [r.name for r in errors] == ["sessionlog.service"]
    assert "ZeroDivisionError" in errors[0].getMessage() and errors[0].exc_info is None
    assert not any("Traceback" in r.getMessage() or "Exception in ASGI" in r.getMessage() for r in caplog.records)


def test_a_database_locked_past_the_busy_timeout_is_503_locked(tmp_path):
    import sqlite3

    from service_harness import start

    svc = start(tmp_path / "locked.db", busy_timeout=0.2)
    try:
        with svc.client() as c:
            sid = c.create_session(cwd="/w")
            holder = sqlite3.connect(svc.db, isolation_level=None)
            holder.execute("BEGIN IMMEDIATE")  # another program holds the write lock
            try:
                with pytest.raises(ServiceError) as e:
                    c.append(sid, user("k1", "x"), expected=None)
            finally:
                holder.execute("ROLLBACK")
                holder.close()
            doc = problem(e.value, 503, "locked")
            assert str(svc.db) not in doc["detail"]
            assert c.request("GET", "/v1/health").status == 200
            assert c.append(sid, user("k1", "x"), expected=None).head == "k1"  # and then it goes through
    finally:
        svc.running.stop()
