"""Generate docs/openapi.json (OpenAPI 3.1) from the service's routes (sessionlog/service/routes.py).

    python tools/gen_openapi.py          # rewrite the file
    python tools/gen_openapi.py --check  # exit 1 if it differs from what the routes say

Schemas come from the request/response Structs of sessionlog/service/bodies.py and, for the
persistent operations that answer the CLI's --json documents, from cli/outputs.py (the same types
schema/cli/ is generated from). tests/service/test_openapi.py fails when the committed file drifts.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import msgspec

ROOT = Path(__file__).resolve().parent.parent
OPENAPI = ROOT / "docs" / "openapi.json"
REF = "#/components/schemas/{name}"


def _cli_type(name: str) -> Any:
    from sessionlog.cli import outputs

    if name == "import":  # the service imports one file: one element of `import --json`'s array
        return outputs.ImportedFile
    return outputs.OUTPUTS[name]


def document() -> dict[str, Any]:
    from sessionlog import __version__
    from sessionlog.cli.outputs import PiEntry
    from sessionlog.service import bodies
    from sessionlog.service.problems import PROBLEMS, TYPE_BASE
    from sessionlog.service.routes import ROUTES

    types: list[Any] = [bodies.ProblemDoc, PiEntry, bodies.Batch]
    for route in ROUTES:
        if isinstance(route.body, type):
            types.append(route.body)
        for answer in route.answers.values():
            if isinstance(answer.body, type) and answer.body is not dict:
                types.append(answer.body)
            types.extend(_cli_type(name) for name in answer.cli)
    unique = list(dict.fromkeys(types))
    schemas, components = msgspec.json.schema_components(unique, ref_template=REF)
    schema_of = dict(zip(unique, schemas))
    problem_ref = schema_of[bodies.ProblemDoc]

    def answer_content(answer: Any) -> dict[str, Any] | None:
        if answer.cli:
            shapes = [schema_of[_cli_type(name)] for name in answer.cli]
            return {answer.media: {"schema": shapes[0] if len(shapes) == 1 else {"oneOf": shapes}}}
        if isinstance(answer.body, type) and answer.body is not dict:
            return {answer.media: {"schema": schema_of[answer.body]}}
        if answer.media != "application/json":
            return {answer.media: {"schema": {"type": "string"}}}
        return None

    paths: dict[str, Any] = {}
    for route in ROUTES:
        op: dict[str, Any] = {"operationId": route.name.rstrip("_"), "summary": route.summary}
        if route.description:
            op["description"] = route.description
        if route.scope is None:
            op["security"] = []
        else:
            op["x-sessionlog-scope"] = route.scope
        if route.params:
            op["parameters"] = [{"name": p.name, "in": p.where, "description": p.description,
                                 "required": p.required or p.where == "path", "schema": p.schema}
                                for p in route.params]
        if route.body == "entries":
            op["requestBody"] = {"required": True, "content": {"application/json": {"schema": {
                "oneOf": [schema_of[PiEntry], schema_of[bodies.Batch]]}}}}
        elif route.body == "jsonl":
            op["requestBody"] = {"required": True, "content": {"application/x-ndjson": {
                "schema": {"type": "string", "description": "A Pi session file: header line, then entries."}}}}
        elif isinstance(route.body, type):
            op["requestBody"] = {"required": False, "content": {"application/json": {
                "schema": schema_of[route.body]}}}
        responses: dict[str, Any] = {}
        for status, answer in sorted(route.answers.items()):
            item: dict[str, Any] = {"description": answer.description}
            content = answer_content(answer)
            if content:
                item["content"] = content
            if answer.headers:
                item["headers"] = {h: {"schema": {"type": "string"}} for h in answer.headers}
            responses[str(status)] = item
        names = ["invalid-request", "not-found", "internal", "locked"]
        if route.scope is not None:
            names[1:1] = ["unauthorized", "forbidden", "invalid-input"]
        if route.name == "events":
            names.append("unavailable")
        names += list(route.problems)
        by_status: dict[int, list[str]] = {}
        for name in names:
            by_status.setdefault(PROBLEMS[name][0], []).append(name)
        for status, found in sorted(by_status.items()):
            kinds = ", ".join(f"`{TYPE_BASE}{n}`" for n in found)
            responses[str(status)] = {"description": f"Problem: {kinds}.",
                                      "content": {"application/problem+json": {"schema": problem_ref}}}
        op["responses"] = responses
        paths.setdefault(route.path, {})[route.method.lower()] = op
    return {
        "openapi": "3.1.0",
        "info": {"title": "sessionlog service", "version": __version__,
                 "description": "The sessionlog store over HTTP (docs/service.md). Generated by tools/gen_openapi.py."},
        "servers": [{"url": "http://127.0.0.1:8765"}],
        "security": [{"bearer": []}],
        "paths": paths,
        "components": {"schemas": components,
                       "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer",
                                                      "description": "A token from `sessionlog token create`."}}},
    }


def render() -> str:
    return json.dumps(document(), indent=2, sort_keys=False) + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        if not OPENAPI.exists() or OPENAPI.read_text() != text:
            print(f"stale: {OPENAPI.relative_to(ROOT)} (run python tools/gen_openapi.py)", file=sys.stderr)
            return 1
        return 0
    OPENAPI.write_text(text)
    print(f"wrote {OPENAPI.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
