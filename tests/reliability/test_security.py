"""Security: private files, parameters never SQL, safe exports, redaction that keeps the file valid."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys

from click.testing import CliRunner

from sessionlog import open_store
from sessionlog.cli.app import cli
from sessionlog.core.codec import parse_jsonl_text
from sessionlog.render.redact import redact_jsonl, redact_text
from sessionlog.core.view import build_view

SECRETS = {
    "openai": "sk-proj-Q2hhbmdlTWVQbGVhc2UxMjM0NTY3ODkwYWJjZGVm",
    "anthropic": "sk-ant-api03-ZmFrZS1rZXktZm9yLXRlc3RzLW9ubHktMTIzNDU2Nzg5MA",
    "github": "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
    "aws": "AKIAIOSFODNN7EXAMPLE",
    "bearer": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV",
    "pem": "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA1c7+9z5Pad7OejecsQ0bu3aozN3tihPmljnnudb9G3HECdnH\n-----END RSA PRIVATE KEY-----",
    "url": "hunter2-Very-Secret",
}
ORDINARY = "Fixed: amounts are sent as integer cents; see src/refunds/handler.py and commit 3f2a9c01."


def session_with_secrets(tmp_path):
    store = open_store(tmp_path / "s.db")
    s = store.create_session(cwd="/home/dev/app")
    s.append_message({"role": "user", "content": f"my key is {SECRETS['openai']} and {SECRETS['anthropic']}", "timestamp": 1})
    s.append_message({"role": "toolResult", "toolCallId": "c1", "toolName": "bash", "isError": False, "timestamp": 2,
                      "content": [{"type": "text", "text": f"GITHUB_TOKEN={SECRETS['github']}\naws_access_key_id={SECRETS['aws']}\n"
                                                           f"{SECRETS['pem']}\nDATABASE_URL=postgres://app:{SECRETS['url']}@db:5432/x"}]})
    s.append_message({"role": "user", "content": f"curl -H 'Authorization: Bearer {SECRETS['bearer']}'. {ORDINARY}", "timestamp": 3})
    return store, s


def test_export_redact_removes_secrets_and_keeps_a_valid_pi_file(tmp_path):
    store, s = session_with_secrets(tmp_path)
    ids = [e["id"] for e in s.entries()]
    store.close()
    result = CliRunner().invoke(cli, ["--db", str(tmp_path / "s.db"), "export", s.id, "--redact"], catch_exceptions=False)
    assert result.exit_code == 0 and "redacted 7 secrets" in result.stderr
    for secret in SECRETS.values():
        assert secret not in result.stdout and secret.splitlines()[1 if "\n" in secret else 0] not in result.stdout
    assert ORDINARY in result.stdout  # ordinary text, paths and hashes stay
    parsed = parse_jsonl_text(result.stdout)
    assert parsed.problems == [] and [e["id"] for e in parsed.entries] == ids
    assert len(build_view(parsed.entries).messages) == 3
    # the store itself is unchanged
    assert SECRETS["openai"] in json.dumps(open_store(tmp_path / "s.db").entries(s.id))


def test_redaction_leaves_ordinary_text_alone():
    text = "sk-short, skip-this, ask-anthony, AKIA-not, bearer of bad news, https://example.com/a:b"
    assert redact_text(text) == (text, 0)
    assert redact_jsonl(b'{"type":"session","id":"x"}\n') == (b'{"type":"session","id":"x"}\n', 0)


def test_names_labels_and_prefixes_are_parameters_never_sql(tmp_path):
    hostile = "x'); DROP TABLE entries; --"
    store = open_store(tmp_path / "s.db")
    s = store.create_session(cwd=hostile)
    e = s.append_message({"role": "user", "content": hostile, "timestamp": 1})
    s.append_label(e["id"], hostile)
    s.append_session_info(hostile)
    assert s.name == hostile and store.header(s.id)["cwd"] == hostile
    runner = CliRunner()
    for args in (["show", "' OR 1=1 --"], ["view", s.id, "--leaf", "' OR '1'='1"], ["label", s.id, e["id"], hostile]):
        result = runner.invoke(cli, ["--db", str(tmp_path / "s.db"), *args], catch_exceptions=False)
        assert "Traceback" not in result.stdout + result.stderr
    assert store.verify().ok and len(store.entries(s.id)) == 4


def test_store_and_exports_are_private(tmp_path):
    store, s = session_with_secrets(tmp_path)
    store.close()
    out = tmp_path / "out.jsonl"
    assert CliRunner().invoke(cli, ["--db", str(tmp_path / "s.db"), "export", s.id, "-o", str(out)]).exit_code == 0
    for path in (tmp_path / "s.db", out):
        assert stat.S_IMODE(os.stat(path).st_mode) == 0o600


def test_cli_on_a_locked_database_exits_1_with_a_clear_message(tmp_path):
    import sqlite3

    store = open_store(tmp_path / "s.db")
    sid = store.create_session(cwd="/").id
    store.close()
    blocker = sqlite3.connect(tmp_path / "s.db", isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "sessionlog", "--db", str(tmp_path / "s.db"), "append", sid, "--entry",
             '{"type":"custom","customType":"x"}'],
            capture_output=True, text=True, env={**os.environ, "SESSIONLOG_BUSY_TIMEOUT": "0.2"}, timeout=60)
    finally:
        blocker.execute("ROLLBACK")
    assert proc.returncode == 1 and proc.stderr.startswith("Error: ") and "locked" in proc.stderr
    assert "Traceback" not in proc.stderr
