"""The PostgreSQL backend itself: append-only by triggers and by privileges (and verify checks both),
roles, migrations under an advisory lock with many openers, passwords never shown, the missing
extra, lock timeouts and lost connections as clear errors, pools of two hosts at once, statement
preparation off for PgBouncer, and search in any script."""

from __future__ import annotations

import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest

from sessionlog import open_store
from sessionlog.backends.postgres import migrations, roles, split_url
from sessionlog.backends.postgres.queries import SESSION_LOCK
from sessionlog.core import codec
from sessionlog.core.errors import InvalidSearchError, LockedError, StoreError
from sessionlog.ops.search import search


def _message(text: str, n: int = 1) -> dict:
    return {"role": "user", "content": text, "timestamp": n}


def _with_user(url: str, user: str, password: str | None = None) -> str:
    parts = urlsplit(url)
    netloc = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{user}{':' + password if password else ''}@{netloc}"))


# ---------------------------------------------------------------- append-only, twice
@pytest.mark.parametrize("statement", ["UPDATE entries SET timestamp = 'x'", "DELETE FROM entries",
                                       "TRUNCATE entries", "UPDATE bodies SET data = 'x'", "DELETE FROM head_log",
                                       "TRUNCATE annotations", "DELETE FROM headers", "TRUNCATE bodies CASCADE",
                                       "INSERT INTO headers SELECT session_id, 'x' FROM headers "
                                       "ON CONFLICT (session_id) DO UPDATE SET body = excluded.body"])
def test_triggers_refuse_changes_to_history_even_for_the_owner(pg_store, pg_url, statement):
    s = pg_store.create_session(cwd="/x")
    s.append_message(_message("kept"))
    pg_store.annotate(s.id, None, "note", {})
    with psycopg.connect(pg_url, autocommit=True) as conn:  # the superuser, triggers on
        with pytest.raises(psycopg.Error) as caught:
            conn.execute(statement)
    assert caught.value.sqlstate == migrations.APPEND_ONLY_SQLSTATE
    assert [e["message"]["content"] for e in pg_store.entries(s.id)] == ["kept"]
    assert pg_store.verify().ok


@pytest.mark.parametrize("statement", ["UPDATE sessions SET tenant = 'other'", "DELETE FROM tokens",
                                       "TRUNCATE tokens", "UPDATE tokens SET revoked = NULL",
                                       "UPDATE tokens SET revoked = 'again'", "UPDATE tokens SET scopes = '{admin}'",
                                       "DELETE FROM sessions", "TRUNCATE sessions CASCADE",
                                       "UPDATE sessions SET header_hash = 'x'",
                                       "INSERT INTO sessions (id) SELECT id FROM sessions "
                                       "ON CONFLICT (id) DO UPDATE SET tenant = 'other'"])
def test_triggers_keep_a_sessions_catalogue_row_and_tokens_only_revoked_once(pg_store, pg_url, statement):
    s = pg_store.create_session(cwd="/x")
    pg_store.add_token(token_id="t1", token_hash="ab" * 32, tenant="default", scopes=["read"], sessions=None,
                      created="2026-01-01T00:00:00.000Z")
    assert pg_store.revoke_token("t1", "2026-01-02T00:00:00.000Z")
    with psycopg.connect(pg_url, autocommit=True) as conn:  # the superuser, triggers on
        with pytest.raises(psycopg.Error) as caught:
            conn.execute(statement)
    assert caught.value.sqlstate == migrations.APPEND_ONLY_SQLSTATE
    assert pg_store.session_tenant(s.id) == "default"
    assert [(t.id, t.scopes, t.revoked) for t in pg_store.list_tokens()] == [
        ("t1", ("read",), "2026-01-02T00:00:00.000Z")]


def test_verify_reports_a_missing_guard_of_the_mutable_tables_and_a_token_delete_grant(pg_store, pg_url):
    assert pg_store.verify().ok
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("DROP TRIGGER sessions_tenant_fixed ON sessions")
        conn.execute("ALTER TABLE tokens DISABLE TRIGGER tokens_revoke_only")
        conn.execute("GRANT DELETE ON tokens TO PUBLIC")
        conn.execute("GRANT UPDATE ON sessions TO PUBLIC")  # the catalogue is mutable: not a problem
    problems = pg_store.verify().problems
    assert sorted(problems) == ["role PUBLIC may DELETE tokens: only the owner may (docs/postgres.md)",
                                "trigger sessions_tenant_fixed is missing: sessions is not protected",
                                "trigger tokens_revoke_only is disabled: tokens is not protected"]


def test_a_refused_change_through_the_backend_is_a_store_error(pg_store):
    s = pg_store.create_session(cwd="/x")
    s.append_message(_message("kept"))
    with pytest.raises(StoreError, match="append-only"):
        with pg_store.write() as tx:
            tx.conn.execute("DELETE FROM entries")


def test_verify_reports_a_disabled_or_missing_trigger_and_a_wide_grant(pg_store, pg_url, pg_databases):
    pg_store.create_session(cwd="/x").append_message(_message("x"))
    assert pg_store.verify().ok
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("ALTER TABLE entries DISABLE TRIGGER entries_append_only")
        conn.execute("DROP TRIGGER bodies_no_truncate ON bodies")
        conn.execute("GRANT UPDATE ON head_log TO PUBLIC")
    problems = pg_store.verify().problems
    assert "trigger entries_append_only is disabled: entries is not protected" in problems
    assert "trigger bodies_no_truncate is missing: bodies is not protected" in problems
    assert "role PUBLIC may UPDATE head_log: only the owner may (docs/postgres.md)" in problems


def test_setup_makes_an_owner_and_an_application_role_that_may_only_read_and_append(pg_databases):
    url = pg_databases.create(migrated=False)
    database = urlsplit(url).path.lstrip("/")
    suffix = database.rsplit("_", 2)[-2] + "_" + database.rsplit("_", 1)[-1]
    owner, app = f"sl_owner_{suffix}", f"sl_app_{suffix}"
    with psycopg.connect(url, autocommit=True) as conn:
        done = roles.setup(conn, owner=owner, app=app, database=database)
        assert f"created role {owner}" in done and any("m001_initial" in line for line in done)
        assert roles.setup(conn, owner=owner, app=app, database=database)[-1].startswith("granted")  # idempotent
        assert conn.execute("SELECT tableowner FROM pg_tables WHERE tablename = 'entries'").fetchone()[0] == owner
    with open_store(_with_user(url, app)) as store:
        s = store.create_session(cwd="/app")
        first = s.append_message(_message("from the app role"))
        store.move_head(s.id, None)
        store.move_head(s.id, first["id"])
        store.add_token(token_id="t1", token_hash="cd" * 32, tenant="default", scopes=["read"], sessions=None,
                        created="2026-01-01T00:00:00.000Z")
        assert store.revoke_token("t1", "2026-01-02T00:00:00.000Z")
        assert [h.entry for h in search(store, "app role")] == [first["id"]]
        assert store.verify().ok, store.verify().problems
        for statement in ("UPDATE entries SET type = 'x'", "DELETE FROM bodies", "TRUNCATE head_log",
                          "DELETE FROM tokens", "UPDATE search_docs SET text = 'x'"):
            with pytest.raises(StoreError, match="permission denied"):
                with store.write() as tx:
                    tx.conn.execute(statement)
        with pytest.raises(StoreError, match="permission denied"):
            with store.write() as tx:
                tx.conn.execute("CREATE TABLE intruder (x int)")
    _drop(pg_databases, url, owner, app)


def _drop(pg_databases, url: str, *roles_made: str) -> None:
    pg_databases.drop(url)
    with psycopg.connect(pg_databases.admin_url, autocommit=True) as conn:
        for role in roles_made:
            conn.execute(f'DROP ROLE IF EXISTS "{role}"')


def test_the_setup_command_prints_what_it_did_and_the_app_role_works(pg_databases):
    from click.testing import CliRunner

    from sessionlog.cli import cli

    url = pg_databases.create()  # already migrated by the superuser: setup hands the tables to the owner
    suffix = urlsplit(url).path.rsplit("_", 1)[-1] + str(abs(hash(url)) % 10_000)
    owner, app = f"cli_owner_{suffix}", f"cli_app_{suffix}"
    done = CliRunner().invoke(cli, ["--db", url, "setup", "--owner", owner, "--app", app])
    assert done.exit_code == 0, done.output
    assert done.stdout.splitlines()[:2] == [f"created role {owner}", f"created role {app}"]
    assert f"table entries now owned by {owner} (was postgres)" in done.stdout.splitlines()
    runner = CliRunner()
    app_url = _with_user(url, app)
    sid = runner.invoke(cli, ["--db", app_url, "new"]).stdout.strip()
    assert runner.invoke(cli, ["--db", app_url, "append", sid, "--entry",
                               '{"type":"message","message":{"role":"user","content":"hi"}}']).exit_code == 0
    assert runner.invoke(cli, ["--db", app_url, "verify"]).exit_code == 0
    refused = runner.invoke(cli, ["--db", "/tmp/not-a-url.db", "setup"])
    assert refused.exit_code == 1 and "roles are for a PostgreSQL store" in refused.stderr
    _drop(pg_databases, url, owner, app)


# ---------------------------------------------------------------- migrations
def test_many_hosts_opening_a_new_database_at_once_all_succeed(pg_databases):
    url = pg_databases.create(migrated=False)
    barrier = threading.Barrier(8)

    def open_and_append(n: int) -> str:
        barrier.wait()
        with open_store(url) as store:
            s = store.create_session(cwd=f"/host{n}")
            s.append_message(_message(f"host {n}"))
            return s.id

    with ThreadPoolExecutor(8) as pool:
        ids = list(pool.map(open_and_append, range(8)))
    with open_store(url) as store:
        assert sorted(r.id for r in store.sessions()) == sorted(ids) and store.verify().ok
        with store.read() as tx:
            names = [r[0] for r in tx.conn.execute(f"SELECT name FROM {migrations.MIGRATIONS_TABLE} ORDER BY name")]
    assert names == [name for name, _ in migrations.MIGRATIONS]
    pg_databases.drop(url)


def _schema(url: str) -> list[tuple]:
    with psycopg.connect(url) as conn:
        columns = conn.execute(
            "SELECT table_name, column_name, data_type, collation_name, is_nullable, column_default, "
            "generation_expression FROM information_schema.columns WHERE table_schema = 'public' "
            "ORDER BY 1, 2").fetchall()
        indexes = conn.execute("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' "
                               "ORDER BY 1").fetchall()
        triggers = conn.execute("SELECT tgname, tgrelid::regclass::text, tgtype FROM pg_trigger "
                                "WHERE NOT tgisinternal ORDER BY 1").fetchall()
    return columns + indexes + triggers


def _copy_rows(source: str, target: str) -> None:
    """The rows of ``source``'s stored tables into ``target`` (an older schema): the columns both have, as
    the release that made ``target``'s schema would have written them."""
    with psycopg.connect(source) as src, psycopg.connect(target) as dst:
        for table in ("headers", "sessions", "bodies", "search_docs", "entries", "heads", "head_log", "annotations"):
            wanted = {r[0] for r in dst.execute("SELECT column_name FROM information_schema.columns "
                                                "WHERE table_name = %s AND is_generated = 'NEVER'", (table,))}
            if not wanted:  # not in that schema yet
                continue
            cur = src.execute(f"SELECT * FROM {table}")
            columns = [c.name for c in cur.description if c.name in wanted]
            rows = [tuple(r[i] for i, c in enumerate(cur.description) if c.name in wanted) for r in cur]
            dst.cursor().executemany(f"INSERT INTO {table} ({', '.join(columns)}) "
                                     f"VALUES ({', '.join(['%s'] * len(columns))})", rows)


@pytest.mark.parametrize("released", [1, 2, 3, 4])
def test_a_database_migrated_step_by_step_equals_a_fresh_one(pg_databases, monkeypatch, released):
    stepwise, fresh, written = (pg_databases.create(migrated=False) for _ in range(3))
    with open_store(written) as now:
        session = now.create_session(cwd="/old")
        session.append_message(_message("before search existed"))
        session.append_message(_message("北京大学 rows written by run_tests(--fast)", 2))
        now.annotate(session.id, None, "note", {"n": 1})
        now.annotate(session.id, None, "note", {"n": 2})
    monkeypatch.setattr(migrations, "MIGRATIONS", migrations.MIGRATIONS[:released])
    open_store(stepwise).close()
    monkeypatch.undo()
    _copy_rows(written, stepwise)
    open_store(stepwise).close()
    open_store(fresh).close()
    assert _schema(stepwise) == _schema(fresh)
    with open_store(stepwise) as upgraded:
        assert [h.snippet for h in search(upgraded, "existed")] == ["before search [existed]"]
        assert [h.entry for h in search(upgraded, "京大")] == [h.entry for h in search(upgraded, "TESTS(--")]
        assert [(r.id, r.tenant, r.annotation_count) for r in upgraded.sessions()] == [(session.id, "default", 2)]
        with upgraded.read() as tx:
            assert upgraded.catalogue(session.id).header_hash == codec.sha256_hex(tx.header(session.id))
        assert upgraded.verify().ok
    for url in (stepwise, fresh, written):
        pg_databases.drop(url)


def test_a_database_with_foreign_tables_is_refused_and_left_alone(pg_databases):
    url = pg_databases.create(migrated=False)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TABLE entries (id int)")
        conn.execute("INSERT INTO entries VALUES (1)")
    with pytest.raises(StoreError, match="tables sessionlog did not create"):
        open_store(url)
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM entries").fetchone()[0] == 1
        assert conn.execute("SELECT to_regclass('sessionlog_migrations')").fetchone()[0] is None
    pg_databases.drop(url)


# ---------------------------------------------------------------- URLs, passwords, the extra
def test_the_password_never_appears_in_location_or_errors():
    url = "postgresql://agent:s3cr%40t-pw@/nodb?host=/nonexistent-socket-dir&port=5&password=other-s3cret"
    conninfo, location, ours, password = split_url(url + "&prepare_threshold=none&pool_size=3")
    assert "s3cr" not in location and "other-s3cret" not in location and location.startswith("postgresql://agent@/")
    assert ours == {"prepare_threshold": "none", "pool_size": "3"} and "prepare_threshold" not in conninfo
    with pytest.raises(StoreError) as caught:
        open_store(url)
    assert "s3cr" not in str(caught.value) and "other-s3cret" not in str(caught.value)
    assert "cannot connect" in str(caught.value)


def test_without_the_extra_the_error_names_the_install_command(monkeypatch):
    for name in ("psycopg", "psycopg_pool"):
        monkeypatch.setitem(sys.modules, name, None)  # import fails as when not installed
    with pytest.raises(StoreError, match=r"pip install 'sessionlog\[postgres\]'"):
        open_store("postgresql://user@/db?host=/tmp")


# ---------------------------------------------------------------- lock timeouts, lost connections
def test_a_session_locked_past_the_timeout_is_a_locked_error_and_nothing_is_written(pg_url):
    with open_store(pg_url, busy_timeout=0.2) as store:
        s = store.create_session(cwd="/x")
        with psycopg.connect(pg_url) as blocker:
            blocker.execute("SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (SESSION_LOCK, s.id))
            with pytest.raises(LockedError, match="lock timeout"):
                s.append_message(_message("blocked"))
            other = store.create_session(cwd="/y")  # another session is not blocked
            other.append_message(_message("free"))
        assert s.entries() == [] and s.append_message(_message("after"))["parentId"] is None


def test_a_connection_lost_inside_a_write_is_a_clear_error_and_the_store_recovers(pg_url):
    with open_store(pg_url) as store:
        s = store.create_session(cwd="/x")
        with pytest.raises(StoreError, match="connection to the server was lost"):
            with store.write() as tx:
                tx.annotations(s.id)
                with psycopg.connect(pg_url, autocommit=True) as admin:
                    admin.execute("SELECT pg_terminate_backend(%s)", (tx.conn.info.backend_pid,))
                tx.insert_annotation(s.id, None, "note", b"{}", "2026-01-01T00:00:00.000Z")
        assert store.annotations(s.id) == []
        s.append_message(_message("the pool replaced the dead connection"))  # checked on checkout
        assert len(s.entries()) == 1


def test_pooled_connections_killed_between_units_of_work_are_replaced(pg_url):
    with open_store(pg_url) as store:
        s = store.create_session(cwd="/x")
        s.append_message(_message("one"))
        with psycopg.connect(pg_url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE datname = current_database() AND pid <> pg_backend_pid()")
        s.append_message(_message("two"))
        assert [e["message"]["content"] for e in s.entries()] == ["one", "two"]


# ---------------------------------------------------------------- pools: two hosts at once
def test_two_hosts_pools_append_to_distinct_sessions_at_once(pg_url):
    hosts = [open_store(pg_url, pool_size=4), open_store(pg_url, pool_size=4)]
    sessions = [hosts[n % 2].create_session(cwd=f"/s{n}").id for n in range(8)]
    barrier = threading.Barrier(8)

    def writer(n: int) -> int:
        store, sid = hosts[n % 2], sessions[n]
        barrier.wait()
        for i in range(25):
            store.append(sid, {"type": "message", "id": f"w{n}-{i}", "message": _message(f"w{n} {i}", i)})
        return n

    with ThreadPoolExecutor(8) as pool:
        assert sorted(pool.map(writer, range(8))) == list(range(8))
    for n, sid in enumerate(sessions):
        entries = hosts[0].entries(sid)
        assert [e["id"] for e in entries] == [f"w{n}-{i}" for i in range(25)]
        assert [e["parentId"] for e in entries] == [None] + [f"w{n}-{i}" for i in range(24)]
    assert hosts[1].verify().ok
    for store in hosts:
        store.close()


# ---------------------------------------------------------------- PgBouncer: no server-side statements
@pytest.mark.parametrize("threshold,prepared", [("", True), ("&prepare_threshold=none", False)])
def test_statement_preparation_can_be_turned_off_for_pgbouncer(pg_url, threshold, prepared):
    with open_store(pg_url + threshold, pool_size=1) as store:
        s = store.create_session(cwd="/x")
        for i in range(12):
            s.append_message(_message(f"m{i}", i))
        with store.read() as tx:
            count = tx.conn.execute("SELECT count(*) FROM pg_prepared_statements").fetchone()[0]
    assert (count > 0) is prepared


# ---------------------------------------------------------------- search
def test_search_finds_chinese_japanese_and_korean_substrings_ranked_with_snippets(pg_store):
    s = pg_store.create_session(cwd="/x")
    zh = s.append_message(_message("我们明天去北京大学参观图书馆"))
    ja = s.append_message(_message("東京タワーの近くでラーメンを食べました"))
    ko = s.append_message(_message("서울에서 맛있는 김치찌개를 먹었어요"))
    twice = s.append_message(_message("北京 北京 北京"))
    assert [h.entry for h in search(pg_store, "北京")] == [twice["id"], zh["id"]]  # denser first
    assert [(h.entry, h.snippet) for h in search(pg_store, "ラーメン")] == [
        (ja["id"], "東京タワーの近くで[ラーメン]を食べました")]
    assert [h.entry for h in search(pg_store, "김치찌개")] == [ko["id"]]
    assert search(pg_store, "大阪") == []


def test_search_fts_reads_tsquery_syntax_and_literal_search_is_visible_at_commit(pg_store):
    s = pg_store.create_session(cwd="/x")
    a = s.append_message(_message("the quick brown fox"))
    b = s.append_message(_message("a lazy dog sleeps"))
    assert {h.entry for h in search(pg_store, "fox | dog", fts=True)} == {a["id"], b["id"]}
    assert [h.entry for h in search(pg_store, "brown <-> fox", fts=True)] == [a["id"]]
    assert [h.entry for h in search(pg_store, "fox <-> brown", fts=True)] == []
    assert [h.entry for h in search(pg_store, "sle:* & !fox", fts=True)] == [b["id"]]
    assert [h.snippet for h in search(pg_store, "quick", fts=True)] == ["the [quick] brown fox"]
    assert search(pg_store, "fox | dog") == []  # literal: "|" is text
    for bad in ("fox &", "(dog", "&"):
        with pytest.raises(InvalidSearchError, match="tsquery syntax|no words"):
            search(pg_store, bad, fts=True)
    with pg_store.write() as tx:  # an uncommitted body is not found by another connection
        tx.insert_annotation(s.id, None, "note", b"{}", "2026-01-01T00:00:00.000Z")
        c = s.append_message(_message("zebra crossing"))  # joins this write: committed at the block's end
        with ThreadPoolExecutor(1) as pool:
            assert pool.submit(search, pg_store, "zebra").result() == []
    assert [h.entry for h in search(pg_store, "zebra")] == [c["id"]]
