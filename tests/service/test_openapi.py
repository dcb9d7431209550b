"""docs/openapi.json is generated from the routes (tools/gen_openapi.py) and must not drift; it
describes every route the app serves, and real answers validate against its schemas."""

from __future__ import annotations

import importlib.util
import json

import pytest

from service_harness import ROOT

SPEC = ROOT / "docs" / "openapi.json"


def _generator():
    spec = importlib.util.spec_from_file_location("gen_openapi", ROOT / "tools" / "gen_openapi.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def test_openapi_document_is_current():
    assert SPEC.read_text() == _generator().render(), "docs/openapi.json is stale: run python tools/gen_openapi.py"


def test_every_route_the_app_serves_is_documented_and_nothing_else():
    from sessionlog.service.app import Config, create_app

    app = create_app(Config(db=":memory:"))
    served = {(r.path, m.lower()) for r in app.routes for m in r.methods if m != "HEAD"}
    doc = json.loads(SPEC.read_text())
    documented = {(path, method) for path, ops in doc["paths"].items() for method in ops}
    assert served == documented


def test_every_problem_type_is_documented_in_service_md():
    from sessionlog.service.problems import PROBLEMS, TYPE_BASE

    text = (ROOT / "docs" / "service.md").read_text()
    for name, (status, _) in PROBLEMS.items():
        assert f"`{name}`" in text and str(status) in text, f"docs/service.md does not list {TYPE_BASE}{name}"


def _validate(doc: dict, name: str, value) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = {"$ref": f"#/components/schemas/{name}", "components": doc["components"]}
    jsonschema.validate(value, schema)


def test_real_answers_validate_against_the_document(service):
    from sessionlog.client import HeadConflict

    doc = json.loads(SPEC.read_text())
    with service.client() as c:
        sid = c.create_session(cwd="/w")
        appended = c.request("POST", f"/v1/sessions/{sid}/entries", headers={"If-Match": '""'}, json_body={
            "type": "message", "id": "o1", "message": {"role": "user", "content": "hi", "timestamp": 1}}).json()
        _validate(doc, "Appended", appended)
        _validate(doc, "SessionInfo", c.session(sid))
        _validate(doc, "EntriesPage", c.entries(sid))
        _validate(doc, "Health", c.health())
        with pytest.raises(HeadConflict) as e:
            c.append(sid, {"type": "custom", "customType": "x"}, expected=None)
        _validate(doc, "ProblemDoc", e.value.document)
    ops = doc["paths"]["/v1/sessions/{session_id}/entries"]["post"]
    assert {"201", "200", "412", "409", "422", "428", "413", "401", "403", "404"} <= set(ops["responses"])
