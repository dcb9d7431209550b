"""Roles and protections on PostgreSQL: what ``sessionlog setup`` creates and what ``verify`` checks.

Rule of this module: two roles (docs/postgres.md). The *owner* owns the tables and runs migrations;
the *application* role, which agents connect as, may only ``SELECT`` and ``INSERT`` on the history
tables (headers, bodies, entries, head log, annotations) and the search index ``search_docs`` (derived,
written with the bodies), ``SELECT``, ``INSERT`` and ``UPDATE`` on the mutable ones (the catalogue
``sessions``, ``heads``, and the service ``tokens``, revoked by an update), and ``SELECT`` on the
migrations table. ``check_protections`` is the storage half of ``verify``: every append-only trigger,
and every trigger guarding the mutable tables (a session's tenant is fixed; a token is never deleted and
only revoked, once), exists, is enabled and calls its refusing function; no role but the owner holds
UPDATE, DELETE or TRUNCATE on a history table, or DELETE or TRUNCATE on tokens; pg_trgm is installed;
every index is valid. Role names are identifiers quoted by psycopg's
``sql.Identifier``, never pasted into SQL.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from . import migrations

HISTORY_TABLES = tuple(t for t in migrations.APPEND_ONLY_TABLES if t != migrations.MIGRATIONS_TABLE)


def check_protections(conn: Any) -> list[str]:
    """Problems with the database's own protections ([] when all are in place)."""
    problems = []
    tables = list(migrations.APPEND_ONLY_TABLES)
    found = dict(conn.execute(
        "SELECT t.tgname, t.tgenabled::text || ':' || p.proname FROM pg_trigger t "
        "JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_class c ON c.oid = t.tgrelid "
        "WHERE c.relname = ANY(%s) AND c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal",
        (tables + list(migrations.GUARD_TRIGGERS),)).fetchall())
    guards = [(table, name, migrations.TRIGGER_FUNCTION) for table in tables
              for name in migrations.trigger_names(table)]
    guards += [(table, name, migrations.REFUSE_FUNCTION) for table, names in migrations.GUARD_TRIGGERS.items()
               for name in names]
    for table, name, wanted in guards:
        enabled, _, function = found.get(name, "").partition(":")
        if not function:
            problems.append(f"trigger {name} is missing: {table} is not protected")
            continue
        if enabled not in ("O", "A"):
            problems.append(f"trigger {name} is disabled: {table} is not protected")
        if function != wanted:
            problems.append(f"trigger {name} calls {function}, not {wanted}: {table} is not protected")
    # history: no UPDATE, DELETE or TRUNCATE but the owner's; tokens and the catalogue (updated): no DELETE or TRUNCATE
    for table, grantee, privilege in conn.execute(
            "SELECT c.relname, CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE pg_get_userbyid(a.grantee) END, "
            "a.privilege_type FROM pg_class c CROSS JOIN LATERAL aclexplode(c.relacl) a "
            "WHERE c.relname = ANY(%s) AND c.relnamespace = current_schema()::regnamespace AND a.grantee <> c.relowner "
            "AND (a.privilege_type IN ('UPDATE', 'DELETE', 'TRUNCATE') AND c.relname = ANY(%s) "
            "OR a.privilege_type IN ('DELETE', 'TRUNCATE')) ORDER BY 1, 2, 3",
            (tables + ["tokens", "sessions"], tables)):
        problems.append(f"role {grantee} may {privilege} {table}: only the owner may (docs/postgres.md)")
    if not conn.execute("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'").fetchone():
        problems.append("the pg_trgm extension is missing: substring search is unavailable")
    for (index,) in conn.execute(
            "SELECT i.indexrelid::regclass::text FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid "
            "WHERE c.relname = ANY(%s) AND c.relnamespace = current_schema()::regnamespace "
            "AND NOT (i.indisvalid AND i.indisready) ORDER BY 1",
            (tables + list(migrations.MUTABLE_TABLES + migrations.DERIVED_TABLES),)):
        problems.append(f"index {index} is not valid: rebuild it (REINDEX INDEX {index})")
    return problems


def setup(conn: Any, *, owner: str, app: str, database: str, schema: str = "public") -> list[str]:
    """As an administrator (a superuser or a role with CREATEROLE that may grant on ``database``): create
    the ``owner`` and ``app`` login roles when missing, let the owner create in the database and
    ``schema``, apply the migrations as the owner, and grant the app role what the module docstring
    says; tables created before setup ran are handed to the owner. Idempotent. Returns what it did,
    one line each. The caller holds no transaction."""
    from psycopg import sql

    done = []
    with conn.transaction():
        for role in (owner, app):
            if not conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone():
                conn.execute(sql.SQL("CREATE ROLE {} LOGIN").format(sql.Identifier(role)))
                done.append(f"created role {role}")
        conn.execute(sql.SQL("GRANT CONNECT, CREATE, TEMPORARY ON DATABASE {} TO {}").format(
            sql.Identifier(database), sql.Identifier(owner)))
        conn.execute(sql.SQL("GRANT CONNECT, TEMPORARY ON DATABASE {} TO {}").format(
            sql.Identifier(database), sql.Identifier(app)))
        conn.execute(sql.SQL("GRANT USAGE, CREATE ON SCHEMA {} TO {}").format(sql.Identifier(schema),
                                                                            sql.Identifier(owner)))
        conn.execute(sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(sql.Identifier(schema), sql.Identifier(app)))
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (migrations.MIGRATION_LOCK,))
        # tables made by opening the store before setup ran: the owner takes them over
        for table in migrations.APPEND_ONLY_TABLES + migrations.MUTABLE_TABLES + migrations.DERIVED_TABLES:
            found = conn.execute("SELECT tableowner FROM pg_tables WHERE schemaname = %s AND tablename = %s",
                                 (schema, table)).fetchone()
            if found and found[0] != owner:
                conn.execute(sql.SQL("ALTER TABLE {}.{} OWNER TO {}").format(
                    sql.Identifier(schema), sql.Identifier(table), sql.Identifier(owner)))
                done.append(f"table {table} now owned by {owner} (was {found[0]})")
        for function in (migrations.TRIGGER_FUNCTION, migrations.REFUSE_FUNCTION):
            if conn.execute("SELECT 1 FROM pg_proc WHERE proname = %s", (function,)).fetchone():
                conn.execute(sql.SQL("ALTER FUNCTION {}() OWNER TO {}").format(
                    sql.Identifier(function), sql.Identifier(owner)))
        conn.execute(sql.SQL("SET LOCAL ROLE {}").format(sql.Identifier(owner)))
        applied = migrations.apply(conn, datetime.now(timezone.utc).isoformat(timespec="milliseconds")
                                   .replace("+00:00", "Z"))
        done.extend(f"applied migration {name} as {owner}" for name in applied)
        for table in migrations.MUTABLE_TABLES:
            conn.execute(sql.SQL("GRANT SELECT, INSERT, UPDATE ON {} TO {}").format(sql.Identifier(table),
                                                                                   sql.Identifier(app)))
        for table in HISTORY_TABLES + migrations.DERIVED_TABLES:
            conn.execute(sql.SQL("GRANT SELECT, INSERT ON {} TO {}").format(sql.Identifier(table),
                                                                           sql.Identifier(app)))
        conn.execute(sql.SQL("GRANT SELECT ON {} TO {}").format(sql.Identifier(migrations.MIGRATIONS_TABLE),
                                                               sql.Identifier(app)))
        done.append(f"granted {app}: SELECT, INSERT on {', '.join(HISTORY_TABLES + migrations.DERIVED_TABLES)}; "
                    f"SELECT, INSERT, UPDATE on {', '.join(migrations.MUTABLE_TABLES)}; SELECT on "
                    f"{migrations.MIGRATIONS_TABLE}")
    return done
