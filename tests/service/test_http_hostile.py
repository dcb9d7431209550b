"""Regressions the HTTP soak found (tests/reliability/service_hostile.py): each was a 500, or an append
stored but never answered, before its fix."""

from __future__ import annotations

import http.client
import json

import pytest

from sessionlog import open_store
from sessionlog.client import ANY, InvalidEntry, InvalidRequest

AWKWARD = ["nul\x00id", "cr\rlf\nid", 'quote"id', "comma,id", "per%20cent", "del\x7fid", "编号-一",
           "emoji-\U0001f600", "é-latin1"]


def _raw(service, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None):
    conn = http.client.HTTPConnection(service.running.host, service.running.port, timeout=30)
    try:
        conn.request(method, path, body=body, headers={"Authorization": f"Bearer {service.token()}", **(headers or {})})
        answer = conn.getresponse()
        return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
    finally:
        conn.close()


def test_every_entry_id_gets_an_etag_that_works_as_if_match(service):
    """An id a header cannot hold (NUL, CR/LF, non-Latin-1) was stored and then answered with no
    response at all (h11 refused the ETag) or a 500; a comma made the ETag unusable as If-Match."""
    with service.client() as c:
        sid = c.create_session(cwd="/w")
    tag = '""'
    for n, entry_id in enumerate(AWKWARD):
        status, headers, body = _raw(service, "POST", f"/v1/sessions/{sid}/entries",
                                     f'{{"type": "custom", "customType": "a", "id": {_js(entry_id)}, "data": {n}}}'.encode(),
                                     {"If-Match": tag, "Content-Type": "application/json"})
        assert status == 201, (entry_id, status, body)
        tag = headers["etag"]
        assert tag.isascii() and tag.isprintable(), tag
        status, headers, _ = _raw(service, "GET", f"/v1/sessions/{sid}")
        assert status == 200 and headers["etag"] == tag
        status, headers, _ = _raw(service, "GET", f"/v1/sessions/{sid}/view")
        assert status == 200
        assert _raw(service, "GET", f"/v1/sessions/{sid}/view", headers={"If-None-Match": headers["etag"]})[0] == 304
    with open_store(service.db) as store:
        assert [e["id"] for e in store.entries(sid)] == AWKWARD
    with service.client() as c:  # the Python client sends and reads the same spelling
        head = c.head(sid)
        assert head == AWKWARD[-1]
        moved = c.append(sid, {"type": "custom", "customType": "a", "id": "after"}, expected=head)
        assert moved.head == "after"
        c.move_head(sid, "main", AWKWARD[3], expected="after")
        try:
            c.append(sid, {"type": "custom", "customType": "a", "id": "late"}, expected="after")
        except Exception as e:  # noqa: BLE001 - checked below
            assert getattr(e, "head", None) == AWKWARD[3], e
        else:
            raise AssertionError("a stale If-Match was accepted")


def _js(text: str) -> str:
    import json

    return json.dumps(text)


def test_an_if_match_whose_percent_encoding_is_not_utf8_is_a_400(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
    status, headers, body = _raw(service, "POST", f"/v1/sessions/{sid}/entries", b'{"type": "custom", "customType": "a"}',
                                 {"If-Match": '"%ff"', "Content-Type": "application/json"})
    assert status == 400 and headers["content-type"] == "application/problem+json", body


@pytest.mark.parametrize("path", ["/v1/sessions?limit=" + "9" * 30, "/v1/sessions/{sid}/entries?after=" + "9" * 40,
                                  "/v1/sessions/{sid}/entries?after=9223372036854775808"])
def test_integers_too_large_for_the_database_are_a_400_not_a_500(service, path):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
    status, headers, body = _raw(service, "GET", path.format(sid=sid))
    assert status == 400 and b"out of range" in body, body


def test_a_bad_fts_flag_is_refused_not_taken_for_yes(service):
    with service.client() as c:
        c.create_session(cwd="/w")
        with pytest.raises(InvalidRequest, match="fts"):
            c.request("GET", "/v1/search", query={"q": "x", "fts": "maybe"})


def test_an_unknown_summarizer_is_the_callers_mistake_422_naming_the_known_ones(service):
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        c.append(sid, {"type": "message", "id": "m1", "message": {"role": "user", "content": "hi", "timestamp": 1}},
                 expected=ANY)
        with pytest.raises(InvalidRequest) as caught:
            c.compact(sid, summarizer="no-such-summarizer")
    assert caught.value.status == 422 and "offline" in caught.value.detail


AWKWARD_SESSIONS = ["编号", "nul\x00sid", 'q"s', "semi;colon", "sp ace"]


@pytest.mark.parametrize("sid", AWKWARD_SESSIONS)
def test_every_session_id_gets_a_location_and_an_export_that_can_be_sent(service, sid):
    """A session id a header cannot hold was created and then answered with a 500 or no response
    (the Location header), and its export failed the same way for ever (Content-Disposition)."""
    import json
    import urllib.parse

    status, headers, body = _raw(service, "POST", "/v1/sessions", json.dumps({"id": sid}).encode(),
                                 {"Content-Type": "application/json"})
    assert status == 201, body
    path = "/v1/sessions/" + urllib.parse.quote(sid, safe="")
    assert headers["location"] == path
    entry = {"type": "message", "id": "e1", "message": {"role": "user", "content": "x", "timestamp": 1}}
    assert _raw(service, "POST", path + "/entries", json.dumps(entry).encode(), {"If-Match": '""'})[0] == 201
    assert _raw(service, "PUT", path + "/heads/main", b'{"entry": null}', {"If-Match": '"e1"'})[0] == 200
    status, headers, data = _raw(service, "GET", path + "/export")
    assert status == 200 and headers["content-disposition"].isascii()
    assert "filename*=UTF-8''" + urllib.parse.quote(sid + ".jsonl", safe="") in headers["content-disposition"]
    assert "Pi opens a file at its last line" in headers["sessionlog-note"] and headers["sessionlog-note"].isprintable()
    assert json.loads(data.splitlines()[0])["id"] == sid
    status, headers, _ = _raw(service, "POST", "/v1/import", data, {"Content-Type": "application/x-ndjson"})
    assert status == 200 and headers["location"] == path


def test_ids_too_long_for_a_header_are_refused_before_anything_is_stored(service):
    """A 70 KB id was stored and then answered with an ETag header the clients cannot read (and an
    If-Match of it could not be sent back)."""
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        with pytest.raises(Exception) as caught:
            c.append(sid, {"type": "custom", "customType": "a", "id": "i" * 70_000}, expected=ANY)
        assert getattr(caught.value, "status", None) == 422 and "at most 1024 characters" in str(caught.value)
        with pytest.raises(Exception) as caught:
            c.append(sid, [{"type": "custom", "customType": "a", "id": "ok"},
                           {"type": "custom", "customType": "a", "id": "j" * 1025}], expected=ANY)
        assert getattr(caught.value, "status", None) == 422 and "entry #2" in str(caught.value)
        with pytest.raises(InvalidRequest):
            c.create_session(session_id="s" * 1025)
        c.append(sid, {"type": "custom", "customType": "a", "id": "k" * 1024}, expected=ANY)  # the limit itself
    with open_store(service.db) as store:
        assert [e["id"] for e in store.entries(sid)] == ["k" * 1024]
        assert len(store.sessions()) == 1


def test_a_batch_with_an_unknown_key_is_refused_not_appended_to_main(service):
    """``{"entries": [...], "head": "side"}`` was appended to main, the head key silently ignored: a
    client that thought it named the head wrote to another branch."""
    with service.client() as c:
        sid = c.create_session(cwd="/w")
    status, headers, body = _raw(service, "POST", f"/v1/sessions/{sid}/entries",
                                 b'{"entries": [{"type": "custom", "customType": "a"}], "head": "side"}',
                                 {"If-Match": "*", "Content-Type": "application/json"})
    assert status in (400, 422) and headers["content-type"] == "application/problem+json", body
    assert b"head" in body
    with service.client() as c:
        assert c.request("GET", f"/v1/sessions/{sid}/entries").json()["entries"] == []


def test_creating_a_session_with_an_empty_id_is_refused_not_given_a_new_id(service):
    status, headers, body = _raw(service, "POST", "/v1/sessions", b'{"id": "", "cwd": "/w"}',
                                 {"Content-Type": "application/json"})
    assert status == 422 and headers["content-type"] == "application/problem+json", body
    with service.client() as c:
        assert c.request("GET", "/v1/sessions").json() == []



def _pi_file(session_id: str, *entry_ids: str) -> bytes:
    lines = [{"type": "session", "version": 3, "id": session_id, "timestamp": "2026-11-29T10:49:51.000Z", "cwd": "/w"}]
    parent = None
    for eid in entry_ids:
        lines.append({"type": "message", "id": eid, "parentId": parent, "timestamp": "2026-11-29T10:49:52.000Z",
                      "message": {"role": "user", "content": "hi", "timestamp": 1}})
        parent = eid
    return "".join(json.dumps(line) + "\n" for line in lines).encode()


def test_an_import_is_held_to_the_same_id_limit_as_an_append(service):
    """An imported file's ids went in unchecked: a 70 KB entry id was stored, and its session then
    answered appends with an ETag no client could read back."""
    with service.client() as c:
        for data, where in ((_pi_file("s-ok", "a1", "e" * 1025), "line 3: entry id"),
                            (_pi_file("s" * 1025, "a1"), "the header's session id")):
            with pytest.raises(InvalidRequest) as caught:
                c.import_jsonl(data)
            assert caught.value.status == 422 and where in str(caught.value)
            assert "at most 1024 characters" in str(caught.value)
        assert c.request("GET", "/v1/sessions").json() == []
        assert c.import_jsonl(_pi_file("s" * 1025, "a1"), as_new=True)["status"] == "created"  # a new id is drawn
        assert c.import_jsonl(_pi_file("s-edge", "e" * 1024))["entries"] == 1  # the limit itself


def test_a_message_whose_role_is_not_a_string_is_refused(service):
    """``{"role": 5}`` was stored as a message of an unknown role."""
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        with pytest.raises(InvalidEntry) as caught:
            c.append(sid, {"type": "message", "message": {"role": 5, "content": "x"}}, expected=ANY)
        assert caught.value.status == 422 and "$.message.role" in str(caught.value)
        assert c.request("GET", f"/v1/sessions/{sid}/entries").json()["entries"] == []


def test_a_lone_surrogate_escape_is_read_as_u_fffd_and_the_answer_says_so(service):
    """``JSON.stringify`` of a JavaScript string cut inside a pair (Pi's grep cuts lines at 500 UTF-16
    units; the Pi extension mirrors its entries): the body was refused as "Input data was truncated",
    and the mirror retried it for ever."""
    with service.client() as c:
        sid = c.create_session(cwd="/w")
    body = b'{"type": "message", "message": {"role": "user", "content": "ab\\ud83c"}}'
    status, headers, answer = _raw(service, "POST", f"/v1/sessions/{sid}/entries", body,
                                   {"If-Match": "*", "Content-Type": "application/json"})
    assert status == 201, answer
    assert json.loads(answer)["entries"][0]["message"]["content"] == "ab\ufffd"
    assert "1 lone UTF-16 surrogate escape" in headers["sessionlog-note"]
    status, headers, answer = _raw(service, "POST", f"/v1/sessions/{sid}/entries", b'{"type": "custom", "x": "\\ud83c',
                                   {"If-Match": "*", "Content-Type": "application/json"})
    assert status == 400 and b"not valid JSON" in answer  # other damage is still refused


def test_a_lone_surrogate_escape_in_a_requests_options_is_refused_naming_it(service):
    """Only transcript content is mended (an agent's cut string); an option such as a session's id or
    cwd is not content: a lone escape there is refused, and nothing is created."""
    status, headers, body = _raw(service, "POST", "/v1/sessions", b'{"cwd": "/w/\\ud83c"}',
                                 {"Content-Type": "application/json"})
    assert status == 400 and headers["content-type"] == "application/problem+json", body
    assert b"1 lone UTF-16 surrogate escape" in body
    with service.client() as c:
        assert c.request("GET", "/v1/sessions").json() == []
