"""`sessionlog token create|list|revoke` and the token rules (sessionlog.service.tokens)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from sessionlog import open_store
from sessionlog.cli import cli
from sessionlog.core.errors import InvalidInputError
from sessionlog.service import tokens


def run(db: Path, *args: str):
    return CliRunner().invoke(cli, ["--db", str(db), *args], catch_exceptions=False)


def test_token_create_prints_the_token_once_and_stores_only_its_hash(tmp_path):
    db = tmp_path / "fresh" / "s.db"  # a fresh install: create makes the database
    result = run(db, "token", "create", "--tenant", "acme", "--scope", "read", "--scope", "append", "--json")
    assert result.exit_code == 0, result.stderr
    doc = json.loads(result.stdout)
    assert set(doc) == {"token", "tenant", "scopes"}
    assert doc["tenant"] == "acme" and doc["scopes"] == ["read", "append"]
    assert doc["token"].startswith("slt_") and len(doc["token"]) == 4 + 43
    with open_store(db) as store:
        [row] = store.list_tokens()
        assert store.token_by_hash(hashlib.sha256(doc["token"].encode()).hexdigest()).id == row.id
    plain = run(db, "token", "create", "--tenant", "acme", "--scope", "admin")
    assert plain.exit_code == 0 and plain.stdout.strip().startswith("slt_")
    assert "shown once" in plain.stderr and plain.stdout.strip() not in plain.stderr
    listed = run(db, "token", "list", "--json")
    assert [t["tenant"] for t in json.loads(listed.stdout)] == ["acme", "acme"]
    assert doc["token"] not in listed.stdout and plain.stdout.strip() not in run(db, "token", "list").stdout


def test_token_revoke_by_id(tmp_path):
    db = tmp_path / "s.db"
    run(db, "token", "create", "--tenant", "acme", "--scope", "read")
    [row] = json.loads(run(db, "token", "list", "--json").stdout)
    assert run(db, "token", "revoke", row["id"]).stdout.strip() == f"revoked {row['id']}"
    again = run(db, "token", "revoke", row["id"])
    assert again.exit_code == 0 and "already revoked" in again.stderr
    missing = run(db, "token", "revoke", "tok_nope")
    assert missing.exit_code == 1 and "no token with id" in missing.stderr and "Traceback" not in missing.stderr
    [after] = json.loads(run(db, "token", "list", "--json").stdout)
    assert after["revoked"] is not None


@pytest.mark.parametrize("args, needle", [
    (["--tenant", "bad tenant", "--scope", "read"], "tenant"),
    (["--tenant", "", "--scope", "read"], "tenant"),
    (["--tenant", "acme"], "Missing option '--scope'"),
    (["--tenant", "acme", "--scope", "root"], "Invalid value"),
])
def test_token_create_refuses_bad_input(tmp_path, args, needle):
    result = run(tmp_path / "s.db", "token", "create", *args)
    assert result.exit_code in (1, 2) and needle in result.stderr and "Traceback" not in result.stderr


def test_scope_rules():
    assert tokens.grants(["admin"], "read") and tokens.grants(["admin"], "append")
    assert tokens.grants(["read"], "read") and not tokens.grants(["read"], "append")
    assert not tokens.grants(["append"], "read") and not tokens.grants(["read", "append"], "admin")
    assert tokens.check_scopes(["append", "read", "read"]) == ["read", "append"]
    with pytest.raises(InvalidInputError):
        tokens.check_scopes([])


def test_authenticate(tmp_path):
    with open_store(tmp_path / "s.db") as store:
        made = tokens.create_token(store, tenant="acme", scopes=["read"], sessions=["s1", "s1"])
        who = tokens.authenticate(store, f"Bearer {made.token}")
        assert (who.tenant, who.scopes, who.sessions) == ("acme", ("read",), frozenset({"s1"}))
        assert who.can_see("acme", "s1") and not who.can_see("acme", "s2") and not who.can_see("other", "s1")
        for header in (None, "", "Bearer", "Basic x", f"Bearer {made.token}x"):
            with pytest.raises(tokens.AuthError):
                tokens.authenticate(store, header)
        store.revoke_token(made.id, "2030-01-01T00:00:00.000Z")
        with pytest.raises(tokens.AuthError):
            tokens.authenticate(store, f"Bearer {made.token}")
    assert len({tokens.new_token() for _ in range(50)}) == 50
