"""Named, additive schema migrations, applied on open inside the write transaction.

Rule of this module: a migration, once released, is never edited; a later change is a new
``mNNN_name`` entry appended to ``MIGRATIONS``. Append-only tables get triggers that refuse UPDATE and
DELETE; a later derived column is backfilled into a side table, never by updating entry rows.
The SQL schema in ``docs/storage.md`` is generated from a fresh database and drift-tested.
"""

from __future__ import annotations

import sqlite3
from typing import Callable

from ...core.codec import sha256_hex

APPEND_ONLY_TABLES = ("headers", "bodies", "entries", "head_log", "annotations", "migrations")


def _append_only(table: str) -> str:
    return f"""
CREATE TRIGGER {table}_no_update BEFORE UPDATE ON {table}
BEGIN SELECT RAISE(ABORT, 'sessionlog: {table} is append-only'); END;
CREATE TRIGGER {table}_no_delete BEFORE DELETE ON {table}
BEGIN SELECT RAISE(ABORT, 'sessionlog: {table} is append-only'); END;
"""


M001_INITIAL = """
CREATE TABLE migrations (
    name TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
);
-- The catalogue: one row per session, derived and mutable (name, counts, last modified).
CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    created TEXT,
    cwd TEXT,
    parent_session TEXT,
    name TEXT,
    entry_count INTEGER NOT NULL DEFAULT 0,
    message_count INTEGER NOT NULL DEFAULT 0,
    modified TEXT
);
-- The session header exactly as received (upcast to v3), one row per session.
CREATE TABLE headers (
    session_id TEXT PRIMARY KEY,
    body BLOB NOT NULL
);
-- Entry payloads (the entry minus id, parentId and timestamp), content-addressed, shared by copies.
CREATE TABLE bodies (
    hash TEXT PRIMARY KEY,
    data BLOB NOT NULL
);
CREATE TABLE entries (
    session_id TEXT NOT NULL,
    seq INTEGER NOT NULL,          -- 1-based append order within the session
    id TEXT NOT NULL,
    parent_id TEXT,                -- as received; may name no entry (an orphan, read as a root)
    type TEXT,
    timestamp TEXT,                -- NULL when the entry had no string timestamp (kept in the body)
    body_hash TEXT NOT NULL,
    chain_hash TEXT NOT NULL,      -- sha256(parent chain hash, envelope, body hash)
    parent_seq INTEGER,            -- derived: seq of the parent, NULL for a root or orphan
    depth INTEGER NOT NULL,        -- derived: 0 for a root
    thinking_seq INTEGER,          -- derived: last thinking_level_change on the path, self included
    model_seq INTEGER,             -- derived: last model_change or assistant message on the path
    compaction_seq INTEGER,        -- derived: latest compaction on the path, self included
    kept_seq INTEGER,              -- derived, compactions only: seq of firstKeptEntryId if before it on the path
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;
CREATE UNIQUE INDEX entries_id ON entries (session_id, id);
-- Named pointers to leaves, moved by compare-and-swap on version. entry_id NULL = empty (reset).
CREATE TABLE heads (
    session_id TEXT NOT NULL,
    name TEXT NOT NULL,
    entry_id TEXT,
    version INTEGER NOT NULL,
    PRIMARY KEY (session_id, name)
);
-- Every head move, in order: what the head pointed at after each change.
CREATE TABLE head_log (
    session_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    name TEXT NOT NULL,
    entry_id TEXT,
    previous TEXT,
    version INTEGER NOT NULL,
    reason TEXT NOT NULL,          -- append | import | move
    at TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)
);
-- Records about entries that are not conversation (import warnings, projection decisions, links).
CREATE TABLE annotations (
    session_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    entry_id TEXT,
    kind TEXT NOT NULL,
    data BLOB NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)
);
CREATE INDEX annotations_entry ON annotations (session_id, entry_id, kind);
""" + "".join(_append_only(t) for t in APPEND_ONLY_TABLES)


# What a tool call block (``value`` in a ``json_each`` over the content) contributes: its name, then every
# string in its arguments in document order, one per line (``core.text.tool_call_text``).
_TOOL_CALL_TEXT = """trim(CASE WHEN json_type(value, '$.name') = 'text' THEN json_extract(value, '$.name') ELSE '' END
                 || char(10) || coalesce((SELECT group_concat(leaf.value, char(10))
                                          FROM json_tree(json_each.value, '$.arguments') AS leaf
                                          WHERE leaf.type = 'text'), ''), char(10))"""


def _content_text(path: str) -> str:
    """SQL: the text of a Pi ``content`` at ``path`` of the body ``j`` (a string, or the text, thinking
    and tool-call blocks of an array, one per line: ``core.text._content_text``)."""
    return f"""CASE json_type(j, '{path}')
        WHEN 'text' THEN json_extract(j, '{path}')
        WHEN 'array' THEN (SELECT group_concat(CASE
                WHEN json_extract(value, '$.type') = 'text' AND json_type(value, '$.text') = 'text'
                    THEN json_extract(value, '$.text')
                WHEN json_extract(value, '$.type') = 'thinking' AND json_type(value, '$.thinking') = 'text'
                    THEN json_extract(value, '$.thinking')
                WHEN json_extract(value, '$.type') = 'toolCall' THEN {_TOOL_CALL_TEXT} END, char(10))
            FROM json_each(j, '{path}') WHERE json_each.type = 'object')
    END"""


# The searchable text of an entry body ``j`` (JSON text); NULL when there is none. Invalid or too deeply
# nested JSON indexes nothing rather than refusing the append.
_SEARCH_TEXT = f"""CASE
    WHEN NOT json_valid(j) THEN NULL
    WHEN json_extract(j, '$.type') = 'message' THEN CASE json_extract(j, '$.message.role')
        WHEN 'bashExecution' THEN trim(coalesce(json_extract(j, '$.message.command'), '') || char(10)
                                       || coalesce(json_extract(j, '$.message.output'), ''), char(10))
        WHEN 'branchSummary' THEN json_extract(j, '$.message.summary')
        WHEN 'compactionSummary' THEN json_extract(j, '$.message.summary')
        ELSE {_content_text('$.message.content')} END
    WHEN json_extract(j, '$.type') = 'custom_message' THEN {_content_text('$.content')}
    WHEN json_extract(j, '$.type') IN ('compaction', 'branch_summary') THEN json_extract(j, '$.summary')
END"""

# The full-text index: derived and mutable (DESIGN 2.1), one row per stored *body* with text. It is
# brought up to date lazily, by ``search.catch_up`` before each query (bodies are a rowid table and only
# grow, so ``search_state.indexed_rowid`` is a watermark): appends and imports pay nothing for it, and
# copies of an entry (forks, rotations, rewrites) share their body and so their index row.
M002_SEARCH = """
CREATE VIRTUAL TABLE search USING fts5(text, body_hash UNINDEXED);
CREATE INDEX entries_body ON entries (body_hash);
CREATE TABLE search_state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    indexed_rowid INTEGER NOT NULL       -- bodies up to this rowid are in the index
);
INSERT INTO search_state (id, indexed_rowid) VALUES (1, 0);
"""

# Tenants and service tokens (``sessionlog serve``, docs/service.md). Every session belongs to one tenant
# (``default`` for sessions created locally, and for every session stored before this migration); the
# tenant never changes. A token is stored only as the SHA-256 of its text; it is never deleted, only
# revoked (``revoked`` set once).
M003_TENANTS_TOKENS = """
ALTER TABLE sessions ADD COLUMN tenant TEXT NOT NULL DEFAULT 'default';
CREATE INDEX sessions_tenant ON sessions (tenant, modified);
CREATE TRIGGER sessions_tenant_fixed BEFORE UPDATE OF tenant ON sessions WHEN NEW.tenant IS NOT OLD.tenant
BEGIN SELECT RAISE(ABORT, 'sessionlog: a session never changes tenant'); END;
CREATE TABLE tokens (
    id TEXT PRIMARY KEY,
    hash TEXT NOT NULL UNIQUE,     -- sha256 hex of the bearer token; the token itself is never stored
    tenant TEXT NOT NULL,
    scopes TEXT NOT NULL,          -- JSON array: read, append, admin
    sessions TEXT,                 -- JSON array of session ids the token is limited to; NULL: all the tenant's
    created TEXT NOT NULL,
    revoked TEXT                   -- when it was revoked; NULL while it is valid
);
CREATE TRIGGER tokens_no_delete BEFORE DELETE ON tokens
BEGIN SELECT RAISE(ABORT, 'sessionlog: tokens are never deleted (revoke them)'); END;
CREATE TRIGGER tokens_revoke_only BEFORE UPDATE ON tokens
WHEN OLD.revoked IS NOT NULL OR NEW.revoked IS NULL OR NEW.id IS NOT OLD.id OR NEW.hash IS NOT OLD.hash
  OR NEW.tenant IS NOT OLD.tenant OR NEW.scopes IS NOT OLD.scopes OR NEW.sessions IS NOT OLD.sessions
  OR NEW.created IS NOT OLD.created
BEGIN SELECT RAISE(ABORT, 'sessionlog: a token can only be revoked, once'); END;
"""

def _refuse_replace(table: str, *keys: tuple[str, ...]) -> str:
    """A BEFORE INSERT trigger refusing a row that would replace a stored one (any unique key)."""
    exists = " OR ".join(f"EXISTS (SELECT 1 FROM {table} WHERE "
                         + " AND ".join(f"{c} = NEW.{c}" for c in key) + ")" for key in keys)
    return f"""
CREATE TRIGGER {table}_no_replace BEFORE INSERT ON {table} WHEN {exists}
BEGIN SELECT RAISE(FAIL, 'sessionlog: {table} is append-only (a stored row is never replaced)'); END;
"""


# SQLite's REPLACE conflict resolution (INSERT OR REPLACE, REPLACE INTO) deletes the conflicting row
# without firing DELETE triggers (unless the writer's own connection turns recursive_triggers on), so the
# UPDATE/DELETE triggers above did not protect history from it. A BEFORE INSERT trigger runs before any
# conflict resolution: every history table (and the tokens and the catalogue, whose rows change only by
# UPDATE under their own triggers) refuses a row whose key is stored; a catalogue row is never deleted
# either (a DELETE and a new INSERT would change a session's tenant). UPSERT's DO UPDATE was already
# refused by the UPDATE triggers; it is now refused before that. Bodies are content-addressed: a body
# already stored under its hash is kept as it is and the insert is skipped (``INSERT OR IGNORE``, the
# engine's own statement, stays a no-op), unless the new bytes differ, which is refused.
# The triggers refuse with FAIL, not ABORT: the row is refused before anything of it is written (the
# trigger runs before the conflict resolution), and a statement that cannot ABORT needs no statement
# journal. With the engine's single-row ``INSERT OR FAIL`` statements (``queries``) an insert then
# costs about 1 us more instead of about 10 (an ABORT anywhere in an INSERT with a trigger makes SQLite
# copy each page it touches into a statement journal first). A multi-row statement refused part-way
# keeps the rows before the refused one: new keys, never a stored row replaced.
M004_REFUSE_REPLACE = (
    _refuse_replace("headers", ("session_id",))
    + _refuse_replace("entries", ("session_id", "seq"), ("session_id", "id"))
    + _refuse_replace("head_log", ("session_id", "seq"))
    + _refuse_replace("annotations", ("session_id", "seq"))
    + _refuse_replace("migrations", ("name",))
    + _refuse_replace("tokens", ("id",), ("hash",))
    + _refuse_replace("sessions", ("id",))
    + """
CREATE TRIGGER sessions_no_delete BEFORE DELETE ON sessions
BEGIN SELECT RAISE(ABORT, 'sessionlog: a session catalogue row is never deleted'); END;
CREATE TRIGGER bodies_no_replace BEFORE INSERT ON bodies WHEN EXISTS (SELECT 1 FROM bodies WHERE hash = NEW.hash)
BEGIN
    SELECT RAISE(FAIL, 'sessionlog: bodies is append-only (a stored body keeps its bytes)')
    WHERE (SELECT CAST(data AS BLOB) FROM bodies WHERE hash = NEW.hash) IS NOT CAST(NEW.data AS BLOB);
    SELECT RAISE(IGNORE);
END;
""")



def _m006_hashes(conn: sqlite3.Connection) -> None:
    """The header's hash and the annotation count in the catalogue, backfilled from what is stored for
    every stored session (checked from now on; a header changed or an annotation deleted before this
    migration is not detected by them), and the annotations' chain hash, NULL for those written before
    (they are counted, not chained)."""
    conn.execute("ALTER TABLE sessions ADD COLUMN header_hash TEXT")
    conn.execute("ALTER TABLE sessions ADD COLUMN annotation_count INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE annotations ADD COLUMN chain_hash TEXT")
    conn.execute("UPDATE sessions SET annotation_count = (SELECT count(*) FROM annotations a WHERE a.session_id = sessions.id)")
    for session_id, body in conn.execute("SELECT session_id, body FROM headers").fetchall():
        data = body if isinstance(body, bytes) else str(body).encode("utf-8", "surrogateescape")
        conn.execute("UPDATE sessions SET header_hash = ? WHERE id = ?", (sha256_hex(data), session_id))
    conn.execute("""CREATE TRIGGER sessions_header_hash_fixed BEFORE UPDATE OF header_hash ON sessions
WHEN NEW.header_hash IS NOT OLD.header_hash
BEGIN SELECT RAISE(ABORT, 'sessionlog: a session header hash never changes'); END""")


REPLACE_GUARDED_TABLES = ("headers", "bodies", "entries", "head_log", "annotations", "migrations", "tokens",
                          "sessions")

GUARD_TRIGGERS: tuple[tuple[str, str], ...] = (
    tuple((f"{t}_no_{op}", f"{t} is not protected from {op.upper()}") for t in APPEND_ONLY_TABLES
          for op in ("update", "delete"))
    + (("tokens_no_delete", "tokens can be deleted"), ("tokens_revoke_only", "tokens can be rewritten"),
       ("sessions_tenant_fixed", "a session's tenant can change"),
       ("sessions_no_delete", "a session's catalogue row (and its tenant) can be deleted"),
       ("sessions_header_hash_fixed", "a session's recorded header hash can change"))
    + tuple((f"{t}_no_replace", f"{t} is not protected from INSERT OR REPLACE") for t in REPLACE_GUARDED_TABLES)
)
"""Every trigger that protects stored history, with what is unprotected without it (``verify`` reports a
missing one)."""
SEARCH_TEXT = _SEARCH_TEXT
"""The searchable text of a body ``j`` (JSON text), for queries that read text the index does not hold."""

# Search, second version (issue 17): the text is stored once, in ``search_docs`` (one row per body with
# text; ``id`` is the body's rowid, so the watermark ``search_state.indexed_rowid`` counts both), and two
# FTS5 indexes read it as external content: ``search_trigram`` (the trigram tokenizer: literal queries,
# substrings in any script, CJK included) and ``search_words`` (unicode61 words, as m002: raw FTS5 queries,
# ``--fts``). The m002 table ``search`` is derived data, not history (DESIGN 2.1), and is replaced: the
# watermark goes back to 0, so the next search that can write indexes every body again, with tool calls.
M005_SEARCH_V2 = """
DROP TABLE search;
CREATE TABLE search_docs (
    id INTEGER PRIMARY KEY,        -- the body's rowid
    body_hash TEXT NOT NULL UNIQUE,
    text TEXT NOT NULL
);
CREATE VIRTUAL TABLE search_trigram USING fts5(text, content='search_docs', content_rowid='id', tokenize='trigram');
CREATE VIRTUAL TABLE search_words USING fts5(text, content='search_docs', content_rowid='id');
UPDATE search_state SET indexed_rowid = 0;
"""

SEARCH_CATCH_UP = (f"""
INSERT INTO search_docs (id, body_hash, text)
SELECT rowid, hash, t FROM (
    SELECT rowid, hash, {_SEARCH_TEXT} AS t
    FROM (SELECT rowid, hash, CAST(data AS TEXT) AS j FROM bodies WHERE rowid > :after AND rowid <= :upto
          ORDER BY rowid)
) WHERE typeof(t) = 'text' AND t != ''
""", "INSERT INTO search_trigram (rowid, text) SELECT id, text FROM search_docs WHERE id > :after ORDER BY id",
    "INSERT INTO search_words (rowid, text) SELECT id, text FROM search_docs WHERE id > :after ORDER BY id",
    "UPDATE search_state SET indexed_rowid = :upto")
"""The statements that index every body stored after the watermark ``:after`` (up to ``:upto``)."""

MIGRATIONS: list[tuple[str, Callable[[sqlite3.Connection], None] | str]] = [
    ("m001_initial", M001_INITIAL),
    ("m002_search", M002_SEARCH),
    ("m003_tenants_tokens", M003_TENANTS_TOKENS),
    ("m004_refuse_replace", M004_REFUSE_REPLACE),
    ("m005_search_v2", M005_SEARCH_V2),
    ("m006_hashes", _m006_hashes),
]


def pending(conn: sqlite3.Connection) -> list[str]:
    """Names of migrations not yet applied (all of them on a new database)."""
    has_table = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'"
    ).fetchone()
    applied = {row[0] for row in conn.execute("SELECT name FROM migrations")} if has_table else set()
    return [name for name, _ in MIGRATIONS if name not in applied]


def apply(conn: sqlite3.Connection, now: str) -> list[str]:
    """Apply pending migrations; the caller holds the write transaction (BEGIN IMMEDIATE)."""
    names = pending(conn)
    for name, step in MIGRATIONS:
        if name not in names:
            continue
        try:
            if isinstance(step, str):
                for statement in _split(step):
                    conn.execute(statement)
            else:
                step(conn)
        except sqlite3.OperationalError as e:  # e.g. its record was deleted from `migrations` and it ran before
            raise sqlite3.OperationalError(
                f"migration {name} cannot be applied ({e}): the migrations table may have lost its record") from e
        conn.execute("INSERT INTO migrations (name, applied_at) VALUES (?, ?)", (name, now))
    return names


def _split(script: str) -> list[str]:
    """Split a script into statements (triggers contain ';' inside BEGIN ... END)."""
    statements, buf = [], []
    for line in script.splitlines():
        buf.append(line)
        text = "\n".join(buf).strip()
        if text.endswith(";") and sqlite3.complete_statement(text):
            statements.append(text)
            buf = []
    rest = "\n".join(buf).strip()
    if rest:
        statements.append(rest)
    return statements
