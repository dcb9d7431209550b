"""``export --redact`` (issue 16, item 3): the rule table against its golden corpus of secrets and of
text that must survive, structured values (keys, nested ids, secret-named fields), and whole sessions
whose JSONL and HTML exports hold no secret yet stay valid Pi sessions with the same tree and view."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from sessionlog import open_store
from sessionlog.cli import cli
from sessionlog.core.codec import parse_jsonl_text
from sessionlog.core.tiers import check_history
from sessionlog.render.html import build_page
from sessionlog.core.tiers import plan_import
from sessionlog.render.redact import MARK, RULES, Redactor, redact_entries, redact_jsonl, redact_text
from sessionlog.core.view import build_view, to_llm

CORPUS = Path(__file__).parent / "fixtures" / "redaction"


def blocks(name: str) -> list[tuple[str, str]]:
    """``=== name`` blocks of a corpus file (comment lines before the first one ignored)."""
    text = (CORPUS / name).read_text()
    out = []
    for block in text.split("\n=== ")[1:]:
        title, _, body = block.partition("\n")
        out.append((title, body.rstrip("\n")))
    return out


POSITIVES = [(title, *body.split("\n--- redacted\n")) for title, body in blocks("positives.txt")]
NEGATIVES = blocks("negatives.txt")
STRUCTURED = json.loads((CORPUS / "structured.json").read_text())


@pytest.mark.parametrize(("name", "text", "expected"), POSITIVES, ids=[p[0] for p in POSITIVES])
def test_every_secret_of_the_corpus_is_redacted_exactly(name, text, expected):
    redacted, count = redact_text(text)
    assert redacted == expected
    assert count == len(MARK.findall(expected)) > 0
    assert redact_text(redacted) == (redacted, 0)  # a marker is never redacted again


@pytest.mark.parametrize(("name", "text"), NEGATIVES, ids=[n[0] for n in NEGATIVES])
def test_ordinary_text_of_the_corpus_survives(name, text):
    assert redact_text(text) == (text, 0)


def test_every_rule_has_a_golden_case():
    shown = {kind for _, _, expected in POSITIVES for kind in re.findall(r"\[REDACTED:([a-z0-9-]+)\]", expected)}
    assert {rule.name for rule in RULES} <= shown
    assert len({rule.name for rule in RULES}) == len(RULES) and all(rule.replaces for rule in RULES)


@pytest.mark.parametrize("case", STRUCTURED, ids=[c["name"] for c in STRUCTURED])
def test_structured_values_redact_keys_nested_ids_and_secret_fields(case):
    redactor = Redactor()
    assert redactor.value(case["input"]) == case["redacted"]
    assert redactor.count == case["count"]


# ---------------------------------------------------------------- whole sessions
ANT = "sk-ant-api03-ZmFrZS1rZXktZm9yLXRlc3RzLW9ubHktMTIzNDU2Nzg5MA"
ANT2 = "sk-ant-api03-QW5vdGhlci1mYWtlLWtleS1mb3ItdGVzdHMtMDAwMDA"
GH = "ghp_16C7e42F292c6912E7710c838347Ae178B4a"
SECRETS = (ANT, ANT2, GH, "hunter2-db-pass", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAIOSFODNN7EXAMPLE")
TS = "2025-01-01T00:00:00.000Z"


def session_lines():
    """A session whose ids, references, keys, model, cwd and name hold secrets."""
    header = {"type": "session", "version": 3, "id": "s-redact", "timestamp": TS, "cwd": f"/home/{GH}",
              "parentSession": f"/tmp/{ANT2}.jsonl"}
    usage = {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
             "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}
    entries = [
        {"type": "model_change", "id": "m1", "parentId": None, "timestamp": TS, "provider": "p",
         "modelId": f"model-{GH}"},
        {"type": "message", "id": ANT, "parentId": "m1", "timestamp": TS,
         "message": {"role": "user", "content": "deploy with postgres://app:hunter2-db-pass@db/x", "timestamp": 1}},
        {"type": "message", "id": "a1", "parentId": ANT, "timestamp": TS,
         "message": {"role": "assistant", "api": "x", "provider": "p", "model": f"model-{GH}", "usage": usage,
                     "stopReason": "toolUse", "timestamp": 2,
                     "content": [{"type": "toolCall", "id": f"call_{ANT2}", "name": "bash",
                                  "arguments": {"id": ANT, "env": {"AWS_SECRET_ACCESS_KEY": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"},
                                                ANT2: "as a key"}}]}},
        {"type": "message", "id": f"r-{ANT2}", "parentId": "a1", "timestamp": TS,
         "message": {"role": "toolResult", "toolCallId": f"call_{ANT2}", "toolName": "bash", "isError": False,
                     "timestamp": 3, "content": [{"type": "text", "text": "aws_access_key_id=AKIAIOSFODNN7EXAMPLE"}]}},
        {"type": "label", "id": "l1", "parentId": f"r-{ANT2}", "timestamp": TS, "targetId": ANT, "label": f"see {GH}"},
        {"type": "session_info", "id": "n1", "parentId": "l1", "timestamp": TS, "name": f"name {GH}"},
        {"type": "compaction", "id": "c1", "parentId": "n1", "timestamp": TS, "summary": f"used {ANT}",
         "firstKeptEntryId": f"r-{ANT2}", "tokensBefore": 10},
        {"type": "branch_summary", "id": "b1", "parentId": "c1", "timestamp": TS, "fromId": ANT, "summary": "left"},
        {"type": "message", "id": "u2", "parentId": "b1", "timestamp": TS,
         "message": {"role": "user", "content": "thanks", "timestamp": 4}},
    ]
    return header, entries


def jsonl(header, entries) -> bytes:
    return b"".join(json.dumps(x).encode() + b"\n" for x in [header, *entries])


def assert_no_secret(text: str):
    for secret in SECRETS:
        assert secret not in text, secret


def test_redacted_jsonl_holds_no_secret_and_is_the_same_valid_session():
    header, entries = session_lines()
    data, count = redact_jsonl(jsonl(header, entries))
    assert_no_secret(data.decode())
    assert count >= 10
    parsed = parse_jsonl_text(data)
    assert parsed.problems == [] and check_history(parsed.entries).warnings == []
    assert plan_import(parsed, source="redacted").warnings == []  # no dangling parent, label or kept entry
    ids = [e["id"] for e in parsed.entries]
    assert len(set(ids)) == len(ids)
    # ids without a secret are kept; each one with a secret has one replacement, used everywhere
    assert ids[0] == "m1" and ids[2] == "a1" and ids[-1] == "u2"
    assert re.fullmatch(r"\[REDACTED:anthropic-key\]#\d+", ids[1]) and ids[3].startswith("r-[REDACTED:anthropic-key]#")
    by_id = {e["id"]: e for e in parsed.entries}
    assert by_id["a1"]["parentId"] == ids[1] and by_id["l1"]["targetId"] == ids[1]
    assert by_id["c1"]["firstKeptEntryId"] == ids[3] and by_id["b1"]["fromId"] == ids[1]
    call = by_id["a1"]["message"]["content"][0]
    assert by_id[ids[3]]["message"]["toolCallId"] == call["id"] != f"call_{ANT2}"
    assert call["arguments"]["id"] == "[REDACTED:anthropic-key]"  # a nested id is ordinary text
    assert parsed.header["id"] == "s-redact" and "[REDACTED:github-token]" in parsed.header["cwd"]
    # the same tree and the same view shape: same messages, roles and pairing
    before, after = build_view(entries), build_view(parsed.entries)
    assert [m["role"] for m in after.messages] == [m["role"] for m in before.messages]
    assert [m.get("role") for m in to_llm(after.messages)] == [m.get("role") for m in to_llm(before.messages)]
    assert after.model == {"provider": "p", "modelId": "model-[REDACTED:github-token]"}


def test_two_ids_that_redact_alike_stay_distinct():
    header = {"type": "session", "version": 3, "id": "s2", "timestamp": TS, "cwd": "/"}
    entries = [{"type": "custom", "customType": "x", "id": ANT, "parentId": None, "timestamp": TS},
               {"type": "custom", "customType": "x", "id": ANT2, "parentId": ANT, "timestamp": TS},
               {"type": "custom", "customType": "x", "id": "[REDACTED:anthropic-key]#3", "parentId": ANT2, "timestamp": TS}]
    parsed = parse_jsonl_text(redact_jsonl(jsonl(header, entries))[0])
    ids = [e["id"] for e in parsed.entries]
    assert len(set(ids)) == 3 and ids[2] == "[REDACTED:anthropic-key]#3" and "#3" not in ids[1]
    assert [e["parentId"] for e in parsed.entries] == [None, ids[0], ids[1]]


def test_the_html_page_redacts_every_string_model_and_head_names_included():
    header, entries = session_lines()
    heads = {"main": "u2", f"work-{GH}": ANT}
    view = build_view(entries, "u2")
    page = build_page(header, entries, heads, view, head="main", redact=True)
    assert_no_secret(page.html)
    assert "model-[REDACTED:github-token]" in page.html and "work-[REDACTED:github-token]" in page.html
    assert page.redacted >= 10
    plain = build_page(header, entries, heads, view, head="main")
    assert GH in plain.html and plain.redacted == 0
    # the page of a secret-named head that is the current one
    other = build_page(header, entries, heads, build_view(entries, ANT), head=f"work-{GH}", redact=True)
    assert_no_secret(other.html)


def test_redact_entries_matches_redact_jsonl():
    header, entries = session_lines()
    new_header, new_entries, redactor = redact_entries(header, entries)
    data, count = redact_jsonl(jsonl(header, entries))
    assert [json.loads(line) for line in data.splitlines()] == [new_header, *new_entries] and count == redactor.count


def test_cli_export_redact_writes_a_file_that_imports_cleanly(tmp_path):
    header, entries = session_lines()
    src = tmp_path / "in.jsonl"
    src.write_bytes(jsonl(header, entries))
    db = tmp_path / "s.db"
    runner = CliRunner()
    assert runner.invoke(cli, ["--db", str(db), "import", str(src)]).exit_code == 0
    out = tmp_path / "out.jsonl"
    result = runner.invoke(cli, ["--db", str(db), "export", "s-redact", "--redact", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert_no_secret(out.read_text())
    html = runner.invoke(cli, ["--db", str(db), "export", "s-redact", "--redact", "--html"])
    assert html.exit_code == 0 and "redacted" in html.stderr
    assert_no_secret(html.stdout)
    other = tmp_path / "other.db"
    imported = runner.invoke(cli, ["--db", str(other), "import", str(out), "--json"])
    assert imported.exit_code == 0, imported.output
    report = json.loads(imported.stdout)[0]
    assert report["skipped"] == [] and report["warnings"] == [] and report["entries"] == len(entries)
    with open_store(other) as store:
        assert store.verify().ok
        assert [m["role"] for m in store.view("s-redact").messages] == [m["role"] for m in build_view(entries).messages]


def test_the_docs_list_every_rule():
    docs = (Path(__file__).parent.parent / "docs" / "reliability.md").read_text()
    for rule in RULES:
        assert f"| `{rule.name}` | {rule.replaces} |" in docs, rule.name
