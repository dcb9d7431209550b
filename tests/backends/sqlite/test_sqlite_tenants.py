"""The SQLite backend's tenant and token guarantees: enforced in the database itself (triggers), and a
database from before tenants (migration m003) upgraded with every session in the default tenant."""

from __future__ import annotations

import sqlite3

import pytest

from sessionlog.backends.sqlite import APPLICATION_ID, migrations
from sessionlog.connect import open_store


def test_a_sessions_tenant_cannot_be_changed(store):
    sid = store.create_session(cwd="/w", tenant="acme").id
    conn = sqlite3.connect(store.path)
    with pytest.raises(sqlite3.IntegrityError, match="never changes tenant"):
        conn.execute("UPDATE sessions SET tenant = 'other' WHERE id = ?", (sid,))
    conn.close()


def test_a_database_from_before_tenants_puts_every_session_in_default(tmp_path):
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    saved = migrations.MIGRATIONS[:]
    try:
        migrations.MIGRATIONS[:] = saved[:[name for name, _ in saved].index("m003_tenants_tokens")]  # before it
        migrations.apply(conn, "t")
    finally:
        migrations.MIGRATIONS[:] = saved
    conn.execute("INSERT INTO headers (session_id, body) VALUES ('s1', ?)",
                 (b'{"type":"session","version":3,"id":"s1","timestamp":"t","cwd":"/w"}',))
    conn.execute("INSERT INTO sessions (id, created, cwd, modified) VALUES ('s1', 't', '/w', 't')")  # as sessionlog wrote it
    conn.execute("INSERT INTO heads (session_id, name, entry_id, version) VALUES ('s1', 'main', NULL, 0)")
    conn.commit()
    conn.close()
    with open_store(path) as upgraded:
        assert upgraded.session_tenant("s1") == "default" and upgraded.list_tokens() == []
        assert upgraded.verify().ok


def test_tokens_are_never_deleted_or_edited(store):
    store.add_token(token_id="t1", token_hash="h" * 64, tenant="acme", scopes=["read"], sessions=None,
                    created="2030-01-01T00:00:00.000Z")
    conn = sqlite3.connect(store.path)
    with pytest.raises(sqlite3.IntegrityError, match="never deleted"):
        conn.execute("DELETE FROM tokens")
    with pytest.raises(sqlite3.IntegrityError, match="only be revoked"):
        conn.execute("UPDATE tokens SET scopes = '[\"admin\"]'")
    with pytest.raises(sqlite3.IntegrityError, match="only be revoked"):
        conn.execute("UPDATE tokens SET tenant = 'other', revoked = 'now'")
    conn.close()
