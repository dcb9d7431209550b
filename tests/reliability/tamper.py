"""The tamper corpus: every table of a SQLite store × every SQL verb, from a plain ``sqlite3`` connection.

Each trial builds a small store (two sessions, a second head, annotations, a token), anchors it, and runs
one statement against one table: ``UPDATE`` and ``DELETE`` of its newest row, ``INSERT OR REPLACE``,
``REPLACE INTO``, UPSERT and ``INSERT OR IGNORE`` of that row's key with another value, a plain duplicate
``INSERT``, and an ``INSERT`` of a new key (an append behind the engine's back). It runs twice: against
the store as it is (the database's own protections), and with every trigger dropped first and put back
after (a hostile operator). Then it classifies what happened:

* refused by the database, or the stored bytes kept (no change);
* a change the database accepted — by design for mutable rows (heads, the catalogue's counters), a
  **rewrite** when it replaced or removed history with the protections on (must be 0);
* each accepted change seen by ``verify``, or only by ``verify --against`` the anchor taken before; a
  store that now refuses to open with a clear error; a change to rows that are not history
  (``migrations``' time, tokens, an unreferenced body) that no check claims to see; **unseen** changes to
  history (must be 0); **tracebacks** (must be 0).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sqlite3
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sessionlog import open_store
from sessionlog.core import codec
from sessionlog.core.errors import SessionLogError
from sessionlog.ops import verify as ops_verify

VERBS = ("update", "delete", "insert-or-replace", "replace-into", "upsert", "insert-or-ignore", "insert-duplicate",
         "insert-new")
REWRITES = ("update", "delete", "insert-or-replace", "replace-into", "upsert")
TABLES = ("headers", "bodies", "entries", "head_log", "annotations", "migrations", "tokens", "sessions", "heads")
HISTORY = {"headers", "bodies", "entries", "head_log", "annotations"}


@dataclass
class Store:
    path: Path
    sid: str
    ids: list[str]
    anchor: Path


def fill(store: Any, folder: Path) -> tuple[str, list[str], Path]:
    """What every tamper trial aims at, on any backend: a session of three messages and a session_info,
    a second head, two annotations, another session and a token; anchored in ``folder/anchor.json``.
    Returns the session id, its entry ids and the anchor's path."""
    session = store.create_session(cwd="/proj")
    ids = [session.append_message({"role": "user", "content": f"m{i}", "timestamp": i})["id"] for i in range(3)]
    ids.append(session.append_session_info("named")["id"])
    store.move_head(session.id, ids[1], name="side")
    store.annotate(session.id, ids[0], "note", {"n": 1})
    store.annotate(session.id, ids[2], "note", {"n": 2})
    store.create_session(cwd="/other").append_message({"role": "user", "content": "x", "timestamp": 1})
    store.add_token(token_id="t1", token_hash="h" * 64, tenant="default", scopes=["read"], sessions=None,
                    created="2026-01-01T00:00:00.000Z")
    anchor = folder / "anchor.json"
    anchor.write_bytes(codec.encode(ops_verify.anchor(store)))
    return session.id, ids, anchor


def build(folder: Path) -> Store:
    """The store every trial starts from (built once, copied per trial: ``copy``)."""
    path = folder / "t.db"
    with open_store(path) as store:
        sid, ids, anchor = fill(store, folder)
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return Store(path, sid, ids, anchor)


def copy(template: Store, folder: Path) -> Store:
    path = folder / "t.db"
    shutil.copyfile(template.path, path)
    os.chmod(path, 0o600)
    return Store(path, template.sid, template.ids, template.anchor)


def _newest(conn: sqlite3.Connection, table: str, sid: str) -> dict[str, Any]:
    """The row a trial aims at: the session's newest history row, or the table's last."""
    where = {"headers": "session_id = ?", "entries": "session_id = ?", "head_log": "session_id = ?",
             "annotations": "session_id = ?", "sessions": "id = ?", "heads": "session_id = ? AND name = 'side'"}
    order = {"entries": "seq", "head_log": "seq", "annotations": "seq", "migrations": "rowid", "bodies": "rowid"}
    sql = f"SELECT * FROM {table}" + (f" WHERE {where[table]}" if table in where else "")
    sql += f" ORDER BY {order.get(table, 'rowid')} DESC LIMIT 1"
    cur = conn.execute(sql, (sid,) if table in where else ())
    return dict(zip([d[0] for d in cur.description], cur.fetchone()))


KEYS = {"headers": ("session_id",), "bodies": ("hash",), "entries": ("session_id", "seq"),
        "head_log": ("session_id", "seq"), "annotations": ("session_id", "seq"), "migrations": ("name",),
        "tokens": ("id",), "sessions": ("id",), "heads": ("session_id", "name")}


def changes(table: str, row: dict[str, Any], ids: list[str]) -> list[tuple[str, Any]]:
    """The (column, value) edits tried on each table: what an attacker would want to change."""
    if table == "headers":
        return [("body", codec.encode({**codec.decode(row["body"]), "cwd": "/evil"}))]
    return {
        "bodies": [("data", b'{"type":"message","message":{"role":"user","content":"evil","timestamp":1}}')],
        "entries": [("timestamp", "1999-01-01T00:00:00.000Z"), ("type", "evil")],
        "head_log": [("entry_id", ids[0]), ("reason", "evil")],
        "annotations": [("data", b'{"evil":1}')],
        "migrations": [("applied_at", "1999")],
        "tokens": [("scopes", '["read","append","admin"]'), ("tenant", "evil")],
        "sessions": [("tenant", "evil"), ("cwd", "/evil"), ("name", "evil"), ("entry_count", 0)],
        "heads": [("entry_id", ids[0])],
    }[table]


def _new_key(table: str, row: dict[str, Any]) -> dict[str, Any]:
    new = dict(row)
    if table in ("entries", "head_log", "annotations"):
        new["seq"] = row["seq"] + 1
        if table == "entries":
            new["id"] = "fabricated"
    else:
        column = {"headers": "session_id", "bodies": "hash", "migrations": "name", "tokens": "id",
                  "sessions": "id", "heads": "name"}[table]
        new[column] = "fabricated"
        if table == "tokens":
            new["hash"] = "f" * 64
    return new


def statement(verb: str, table: str, row: dict[str, Any], column: str, value: Any) -> tuple[str, tuple[Any, ...]]:
    keys = KEYS[table]
    where = " AND ".join(f"{k} = ?" for k in keys)
    if verb == "update":
        return f"UPDATE {table} SET {column} = ? WHERE {where}", (value, *(row[k] for k in keys))
    if verb == "delete":
        return f"DELETE FROM {table} WHERE {where}", tuple(row[k] for k in keys)
    new = _new_key(table, row) if verb == "insert-new" else {**row, column: value}
    cols, marks = ", ".join(new), ", ".join("?" * len(new))
    head = {"insert-or-replace": "INSERT OR REPLACE INTO", "replace-into": "REPLACE INTO",
            "insert-or-ignore": "INSERT OR IGNORE INTO"}.get(verb, "INSERT INTO")
    sql = f"{head} {table} ({cols}) VALUES ({marks})"
    if verb == "upsert":
        sql += " ON CONFLICT DO UPDATE SET " + ", ".join(f"{c} = excluded.{c}" for c in new)
    return sql, tuple(new.values())


def _dump(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        tables = [t for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                                             "'search%' AND name NOT LIKE 'sqlite_%'")]
        return {t: sorted(map(repr, conn.execute(f"SELECT * FROM {t}"))) for t in tables}


def execute(path: Path, sql: str, params: tuple[Any, ...], *, drop_triggers: bool) -> str | None:
    """Run one statement as a plain client would; the database's refusal, or None."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        triggers = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
        if drop_triggers:
            for name, _ in triggers:
                conn.execute(f"DROP TRIGGER {name}")
        try:
            conn.execute(sql, params)
            refused = None
        except sqlite3.DatabaseError as e:
            refused = str(e)
        if drop_triggers:
            for _, create in triggers:
                conn.execute(create)
        conn.commit()
        return refused


@dataclass
class Outcome:
    table: str
    verb: str
    column: str
    hostile: bool
    result: str  # refused | kept | seen-by-verify | seen-by-anchor | refuses-to-open | not-history | unseen
    rewrite: bool = False  # history replaced or removed although the protections were on
    detail: str = ""


def trial(template: Store, folder: Path, table: str, verb: str, column: str, value: Any, *,
          hostile: bool) -> Outcome:
    s = copy(template, folder)
    with contextlib.closing(sqlite3.connect(s.path)) as conn:
        row = _newest(conn, table, s.sid)
    sql, params = statement(verb, table, row, column, value)
    before = _dump(s.path)
    refused = execute(s.path, sql, params, drop_triggers=hostile)
    out = Outcome(table, verb, column, hostile, "refused" if refused else "kept")
    if refused or _dump(s.path) == before:
        return out
    protected = table not in ("sessions", "heads") or (table, column) == ("sessions", "tenant")
    out.rewrite = not hostile and verb in REWRITES and protected
    return judge(out, s.path, s.anchor)


def judge(out: Any, target: str, anchor: Any) -> Any:
    """After a change the database accepted: whether ``verify`` or ``verify --against`` the anchor sees it,
    the store refuses to open, or it went unseen (``unseen`` for history, ``not-history`` for other rows:
    the catalogue, heads, tokens, migrations' times and a body nothing refers to). Shared by the SQLite
    and the PostgreSQL tamper corpora (``out``: either's Outcome, with ``table`` and ``verb``)."""
    try:
        with open_store(target) as store:
            report = store.verify()
            if not report.ok:
                out.result, out.detail = "seen-by-verify", report.problems[0]
                return out
            against = ops_verify.against(store, str(anchor))
    except SessionLogError as e:
        out.result, out.detail = "refuses-to-open", str(e)
        return out
    if not against.ok:
        out.result, out.detail = "seen-by-anchor", against.problems[0]
    elif out.table in HISTORY and not (out.table == "bodies" and out.verb == "insert-new"):
        out.result = "unseen"
    else:
        out.result = "not-history"
    return out


def run_corpus(hostile_modes: tuple[bool, ...] = (False, True)) -> list[Outcome]:
    """Every table × verb × edit, with the protections on and with the triggers dropped."""
    outcomes = []
    with tempfile.TemporaryDirectory(prefix="sessionlog-tamper-") as root:
        template = build(Path(root))
        for table in TABLES:
            with contextlib.closing(sqlite3.connect(template.path)) as conn:
                edits = changes(table, _newest(conn, table, template.sid), template.ids)
            for verb in VERBS:
                for column, value in (edits if verb not in ("delete", "insert-new") else edits[:1]):
                    for hostile in hostile_modes:
                        with tempfile.TemporaryDirectory(prefix="sessionlog-tamper-") as d:
                            outcomes.append(trial(template, Path(d), table, verb, column, value, hostile=hostile))
    return outcomes


def figures(outcomes: list[Outcome]) -> dict[str, int]:
    count = lambda **kw: sum(all(getattr(o, k) == v for k, v in kw.items()) for o in outcomes)  # noqa: E731
    return {
        "trials (tables × verbs × edits, protections on and triggers dropped)": len(outcomes),
        "refused by the database": count(result="refused"),
        "stored bytes kept (no change)": count(result="kept"),
        "rewrites of history accepted with the protections on": sum(o.rewrite for o in outcomes),
        "changes seen by verify": count(result="seen-by-verify"),
        "changes seen only against the anchor": count(result="seen-by-anchor"),
        "store refuses to open, with a clear error": count(result="refuses-to-open"),
        "changes to rows that are not history (migration times, tokens, an unreferenced body)": count(
            result="not-history"),
        "unseen changes to history": count(result="unseen"),
    }


def report_lines(outcomes: list[Outcome]) -> list[str]:
    return [json.dumps(o.__dict__) for o in outcomes]
