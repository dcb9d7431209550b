"""The tamper corpus on PostgreSQL: every table × every SQL verb, as three kinds of client.

The store is set up as docs/postgres.md says (``sessionlog setup``: an owner role that owns the tables,
an application role that may only read and append history), filled through the application role (two
sessions, a second head, annotations, a token) and anchored; every trial runs on a fresh copy of it
(``CREATE DATABASE ... TEMPLATE``) one statement against one table: ``UPDATE`` and ``DELETE`` of its
newest row, ``TRUNCATE``, ``INSERT ... ON CONFLICT (key) DO UPDATE`` and ``... DO NOTHING`` of that row's
key with another value, a plain duplicate ``INSERT``, and an ``INSERT`` of a new key (an append behind the
engine's back). Each statement runs as

* ``owner``: the role that owns the tables (the append-only triggers must refuse every rewrite);
* ``app``: the application role (its privileges must refuse every rewrite, before any trigger);
* ``superuser``: ``postgres`` with ``session_replication_role = replica``, which fires no trigger (a
  hostile operator): whatever it changes in history, ``verify`` or ``verify --against`` the anchor must see.

Outcomes are classified as tamper.py's (refused, kept, seen-by-verify, seen-by-anchor, refuses-to-open,
not-history, unseen), refusals split by their SQLSTATE: the triggers' ``SL001``, ``42501`` (privilege),
``23505`` (a unique key). Statements are composed with ``psycopg.sql`` (identifiers quoted, values bound),
never pasted text. Roles are cluster-wide: ``ROLES`` names them (created once per server, kept).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent), str(HERE.parents[1])]

from sessionlog import open_store  # noqa: E402
from sessionlog.core import codec  # noqa: E402
from tamper import fill, judge  # noqa: E402 - the same fixture and judgement as the SQLite corpus

ROLES = {"owner": "sl_soak_owner", "app": "sl_soak_app"}
MODES = ("owner", "app", "superuser")
VERBS = ("update", "delete", "truncate", "upsert", "insert-do-nothing", "insert-duplicate", "insert-new")
REWRITES = ("update", "delete", "truncate", "upsert")
HISTORY = ("headers", "bodies", "entries", "head_log", "annotations")
TABLES = (*HISTORY, "sessionlog_migrations", "sessions", "heads", "tokens", "search_docs")
KEYS = {"headers": ("session_id",), "bodies": ("hash",), "entries": ("session_id", "seq"),
        "head_log": ("session_id", "seq"), "annotations": ("session_id", "seq"), "sessionlog_migrations": ("name",),
        "tokens": ("id",), "sessions": ("id",), "heads": ("session_id", "name"), "search_docs": ("body_hash",)}
GENERATED = {"search_docs": ("tsv",)}
REFUSALS = {"SL001": "refused by a trigger", "42501": "refused by privileges", "23505": "refused by a unique key"}


def role_url(admin_url: str, role: str | None, database: str) -> str:
    """``admin_url`` with its database replaced, and its user when ``role`` is given."""
    parts = urlsplit(admin_url)
    netloc = parts.netloc
    if role is not None:
        netloc = role + netloc[netloc.index("@"):] if "@" in netloc else f"{role}@{netloc}"
    return urlunsplit(parts._replace(netloc=netloc, path="/" + database))


@dataclass
class Template:
    admin_url: str
    database: str
    sid: str
    ids: list[str]
    anchor: Path
    roles: dict[str, str]


def build(admin_url: str, database: str, folder: Path, roles: dict[str, str] = ROLES) -> Template:
    """Create ``database``, run ``sessionlog setup`` on it (``roles``: the owner and application roles'
    names), fill it as the application role, anchor it."""
    import psycopg
    from psycopg import sql

    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(database)))
    done = subprocess.run([sys.executable, "-m", "sessionlog", "--db", role_url(admin_url, None, database), "setup",
                           "--owner", roles["owner"], "--app", roles["app"]], capture_output=True, text=True,
                          timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"sessionlog setup failed: {done.stderr[-2000:]}")
    with open_store(role_url(admin_url, roles["app"], database)) as store:
        sid, ids, anchor = fill(store, folder)
    return Template(admin_url, database, sid, ids, anchor, roles)


def _newest(conn: Any, table: str, sid: str) -> dict[str, Any]:
    """The row a trial aims at: the session's newest history row, or the table's last."""
    from psycopg import sql

    where = {"headers": "session_id", "entries": "session_id", "head_log": "session_id", "annotations": "session_id",
             "sessions": "id", "heads": "session_id"}
    order = {"entries": "seq", "head_log": "seq", "annotations": "seq"}
    query = sql.SQL("SELECT * FROM {}").format(sql.Identifier(table))
    params: tuple[Any, ...] = ()
    if table in where:
        query += sql.SQL(" WHERE {} = %s").format(sql.Identifier(where[table]))
        params = (sid,)
        if table == "heads":
            query += sql.SQL(" AND name = 'side'")
    query += sql.SQL(" ORDER BY {} DESC LIMIT 1").format(sql.Identifier(order.get(table, KEYS[table][0])))
    cur = conn.execute(query, params)
    row = dict(zip([d.name for d in cur.description], cur.fetchone()))
    for column in GENERATED.get(table, ()):
        row.pop(column)
    return row


def changes(table: str, row: dict[str, Any], ids: list[str]) -> list[tuple[str, Any]]:
    """The (column, value) edits tried on each table: what an attacker would want to change."""
    if table == "headers":
        return [("body", codec.encode({**codec.decode(bytes(row["body"])), "cwd": "/evil"}))]
    return {
        "bodies": [("data", b'{"type":"message","message":{"role":"user","content":"evil","timestamp":1}}')],
        "entries": [("timestamp", "1999-01-01T00:00:00.000Z"), ("type", "evil")],
        "head_log": [("entry_id", ids[0]), ("reason", "evil")],
        "annotations": [("data", b'{"evil":1}')],
        "sessionlog_migrations": [("applied_at", "1999")],
        "tokens": [("scopes", ["read", "append", "admin"]), ("tenant", "evil")],
        "sessions": [("tenant", "evil"), ("cwd", "/evil"), ("name", "evil"), ("entry_count", 0)],
        "heads": [("entry_id", ids[0])],
        "search_docs": [("text", "evil")],
    }[table]


def _new_key(table: str, row: dict[str, Any]) -> dict[str, Any]:
    new = dict(row)
    if table in ("entries", "head_log", "annotations"):
        new["seq"] = row["seq"] + 1
        if table == "entries":
            new["id"] = "fabricated"
    else:
        column = {"headers": "session_id", "bodies": "hash", "sessionlog_migrations": "name", "tokens": "id",
                  "sessions": "id", "heads": "name", "search_docs": "body_hash"}[table]
        new[column] = "fabricated"
        if table == "tokens":
            new["hash"] = "f" * 64
    return new


def statement(verb: str, table: str, row: dict[str, Any], column: str, value: Any) -> tuple[Any, tuple[Any, ...]]:
    from psycopg import sql

    keys = KEYS[table]
    where = sql.SQL(" AND ").join(sql.SQL("{} = %s").format(sql.Identifier(k)) for k in keys)
    key_values = tuple(row[k] for k in keys)
    t = sql.Identifier(table)
    if verb == "update":
        return sql.SQL("UPDATE {} SET {} = %s WHERE {}").format(t, sql.Identifier(column), where), (value, *key_values)
    if verb == "delete":
        return sql.SQL("DELETE FROM {} WHERE {}").format(t, where), key_values
    if verb == "truncate":
        return sql.SQL("TRUNCATE {}").format(t), ()
    new = _new_key(table, row) if verb == "insert-new" else {**row, column: value}
    query = sql.SQL("INSERT INTO {} ({}) VALUES ({})").format(
        t, sql.SQL(", ").join(map(sql.Identifier, new)), sql.SQL(", ").join(sql.Placeholder() * len(new)))
    conflict = sql.SQL(", ").join(map(sql.Identifier, keys))
    if verb == "upsert":
        query += sql.SQL(" ON CONFLICT ({}) DO UPDATE SET {}").format(conflict, sql.SQL(", ").join(
            sql.SQL("{} = excluded.{}").format(sql.Identifier(c), sql.Identifier(c)) for c in new))
    elif verb == "insert-do-nothing":
        query += sql.SQL(" ON CONFLICT ({}) DO NOTHING").format(conflict)
    return query, tuple(new.values())


def _dump(conn: Any) -> dict[str, list[str]]:
    from psycopg import sql

    return {t: sorted(map(repr, conn.execute(sql.SQL("SELECT * FROM {}").format(sql.Identifier(t))).fetchall()))
            for t in TABLES}


@dataclass
class Outcome:
    table: str
    verb: str
    column: str
    mode: str
    result: str  # refused | kept | seen-by-verify | seen-by-anchor | refuses-to-open | not-history | unseen
    refusal: str = ""  # the SQLSTATE of a refusal
    rewrite: bool = False  # history replaced or removed by the owner or the app role
    detail: str = ""


def trial(template: Template, copy: str, table: str, verb: str, column: str, value: Any, mode: str) -> Outcome:
    """One statement on a fresh copy (database ``copy``, made here and dropped after)."""
    import psycopg
    from psycopg import sql

    admin_url = template.admin_url
    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {} TEMPLATE {}").format(sql.Identifier(copy),
                                                                      sql.Identifier(template.database)))
    try:
        return _trial(template, copy, table, verb, column, value, mode)
    finally:
        with psycopg.connect(admin_url, autocommit=True) as admin:
            admin.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(copy)))


def _trial(template: Template, copy: str, table: str, verb: str, column: str, value: Any, mode: str) -> Outcome:
    import psycopg

    superuser = role_url(template.admin_url, None, copy)
    with psycopg.connect(superuser, autocommit=True) as conn:
        row = _newest(conn, table, template.sid)
        before = _dump(conn)
    query, params = statement(verb, table, row, column, value)
    out = Outcome(table, verb, column, mode, "kept")
    with psycopg.connect(role_url(template.admin_url, template.roles.get(mode), copy), autocommit=True) as conn:
        if mode == "superuser":
            conn.execute("SET session_replication_role = replica")
        try:
            conn.execute(query, params)
        except psycopg.Error as e:
            out.result, out.refusal, out.detail = "refused", e.sqlstate or "?", str(e).splitlines()[0]
            return out
    with psycopg.connect(superuser, autocommit=True) as conn:
        if _dump(conn) == before:
            return out
    protected = table not in ("sessions", "heads", "search_docs") or (table, column) == ("sessions", "tenant")
    out.rewrite = mode != "superuser" and verb in REWRITES and protected
    return judge(out, role_url(template.admin_url, template.roles["owner"], copy), template.anchor)


def run_corpus(admin_url: str, modes: tuple[str, ...] = MODES, tables: tuple[str, ...] = TABLES,
               verbs: tuple[str, ...] = VERBS, roles: dict[str, str] = ROLES,
               edits_per_table: int | None = None) -> list[Outcome]:
    """Every table × verb × edit (the first ``edits_per_table`` of each table's) × mode; a template database
    made here and dropped after (the roles are kept: drop them after if they were made for this run)."""
    import os

    import psycopg
    from psycopg import sql

    prefix = f"sl_tamper_{os.getpid()}"
    outcomes = []
    with tempfile.TemporaryDirectory(prefix="sessionlog-pgtamper-") as root:
        template = build(admin_url, prefix, Path(root), roles)
        try:
            with psycopg.connect(role_url(admin_url, None, prefix), autocommit=True) as conn:
                rows = {t: _newest(conn, t, template.sid) for t in tables}
            n = 0
            for table in tables:
                edits = changes(table, rows[table], template.ids)[:edits_per_table]
                for verb in verbs:
                    for column, value in (edits if verb not in ("delete", "truncate", "insert-new") else edits[:1]):
                        for mode in modes:
                            n += 1
                            outcomes.append(trial(template, f"{prefix}_{n}", table, verb, column, value, mode))
        finally:
            with psycopg.connect(admin_url, autocommit=True) as admin:
                admin.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(prefix)))
    return outcomes


def violations(outcomes: list[Outcome]) -> list[Outcome]:
    """What must never happen: history rewritten by the owner or app role, a history change unseen, a
    rewrite by the app role refused by anything but its privileges, one by the owner by anything but a
    trigger."""
    bad = []
    for o in outcomes:
        history = o.table in (*HISTORY, "sessionlog_migrations")
        if o.rewrite or o.result == "unseen":
            bad.append(o)
        elif history and o.verb in REWRITES and o.mode != "superuser":
            wanted = "42501" if o.mode == "app" else "SL001"
            if o.result != "refused" or o.refusal != wanted:
                bad.append(o)
    return bad


def figures(outcomes: list[Outcome]) -> dict[str, int]:
    count = lambda **kw: sum(all(getattr(o, k) == v for k, v in kw.items()) for o in outcomes)  # noqa: E731
    history_rewrites = [o for o in outcomes if o.table in (*HISTORY, "sessionlog_migrations") and o.verb in REWRITES]
    out = {
        "trials (tables × verbs × edits × owner, app role and superuser without triggers)": len(outcomes),
        "history rewrites tried as the owner (UPDATE, DELETE, TRUNCATE, ON CONFLICT DO UPDATE)":
            sum(o.mode == "owner" for o in history_rewrites),
        "… of them refused by the append-only triggers (SL001)":
            sum(o.mode == "owner" and o.refusal == "SL001" for o in history_rewrites),
        "history rewrites tried as the application role":
            sum(o.mode == "app" for o in history_rewrites),
        "… of them refused by privileges (42501)":
            sum(o.mode == "app" and o.refusal == "42501" for o in history_rewrites),
    }
    for state, name in REFUSALS.items():
        out[f"all statements {name} ({state})"] = count(result="refused", refusal=state)
    out.update({
        "all statements refused otherwise": sum(o.result == "refused" and o.refusal not in REFUSALS for o in outcomes),
        "stored rows kept (no change)": count(result="kept"),
        "rewrites of history accepted as the owner or the application role": sum(o.rewrite for o in outcomes),
        "changes seen by verify": count(result="seen-by-verify"),
        "changes seen only against the anchor": count(result="seen-by-anchor"),
        "store refuses to open, with a clear error": count(result="refuses-to-open"),
        "changes to rows that are not history (migration times, tokens, catalogue, search text, an unreferenced "
        "body)": count(result="not-history"),
        "unseen changes to history": count(result="unseen"),
        "rule violations (a rewrite not refused by the owner's triggers or the app role's privileges)":
            len(violations(outcomes)) - sum(o.rewrite or o.result == "unseen" for o in outcomes),
    })
    return out
