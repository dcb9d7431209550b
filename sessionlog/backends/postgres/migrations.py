"""Named, additive schema migrations for PostgreSQL, applied on open in one transaction.

Rule of this module: the same logical schema as SQLite (``backends/sqlite/migrations.py``): a migration,
once released, is never edited; a later change is a new ``mNNN_name`` entry in ``MIGRATIONS``. Every
pending migration is applied inside one transaction that first takes ``pg_advisory_xact_lock``
(``MIGRATION_LOCK``), so many hosts opening a new database at once all succeed: the first applies, the
others wait, re-read ``sessionlog_migrations`` and find nothing left to do. No statement here may be
one PostgreSQL refuses inside a transaction (no ``CREATE INDEX CONCURRENTLY``, no ``VACUUM``). A
migration is one SQL script, or a function of the connection when it needs Python too (``m004`` indexes
the bodies already stored with ``core.text``, as new ones are).

Text columns are ``COLLATE "C"``: bytewise order, which is code-point order, as SQLite and Python sort,
so ids, names and timestamps compare and sort the same on every backend. JSON is stored as ``bytea``:
the exact bytes the engine hands over. History tables get row triggers refusing UPDATE and DELETE and a
statement trigger refusing TRUNCATE (``APPEND_ONLY_TABLES``); ``sessionlog setup`` (``roles``) grants the
application role only SELECT and INSERT on them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

MIGRATIONS_TABLE = "sessionlog_migrations"
MIGRATION_LOCK = 0x534C4F474D494752  # "SLOGMIGR": the advisory lock migrations run under (bigint key space)
APPEND_ONLY_TABLES = ("headers", "bodies", "entries", "head_log", "annotations", MIGRATIONS_TABLE)
MUTABLE_TABLES = ("sessions", "heads", "tokens")  # the named mutable state: catalogue, heads, service tokens
DERIVED_TABLES = ("search_docs",)  # derived from the bodies (the search index): written with them, rebuildable
APPEND_ONLY_SQLSTATE = "SL001"
"""The SQLSTATE the append-only triggers raise (translated by code in ``backend.translate``)."""

TRIGGER_FUNCTION = "sessionlog_refuse_change"
SEARCH_TEXT_LIMIT = 250_000
"""Characters of an entry's searchable text that are indexed: a tsvector holds at most 1 MB of
lexemes, and 250,000 characters are at most 1,000,000 bytes of UTF-8 (docs/postgres.md)."""


def trigger_names(table: str) -> tuple[str, str]:
    """The row trigger (UPDATE, DELETE) and the statement trigger (TRUNCATE) guarding ``table``."""
    return f"{table}_append_only", f"{table}_no_truncate"


def _append_only(table: str) -> str:
    row, truncate = trigger_names(table)
    return f"""
CREATE TRIGGER {row} BEFORE UPDATE OR DELETE ON {table}
    FOR EACH ROW EXECUTE FUNCTION {TRIGGER_FUNCTION}();
CREATE TRIGGER {truncate} BEFORE TRUNCATE ON {table}
    FOR EACH STATEMENT EXECUTE FUNCTION {TRIGGER_FUNCTION}();
"""


M001_INITIAL = f"""
CREATE TABLE {MIGRATIONS_TABLE} (
    name TEXT COLLATE "C" PRIMARY KEY,
    applied_at TEXT COLLATE "C" NOT NULL
);
CREATE FUNCTION {TRIGGER_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'sessionlog: % is append-only (% refused)', TG_TABLE_NAME, TG_OP
        USING ERRCODE = '{APPEND_ONLY_SQLSTATE}';
END
$$;
-- The catalogue: one row per session, derived and mutable (name, counts, last modified).
CREATE TABLE sessions (
    id TEXT COLLATE "C" PRIMARY KEY,
    created TEXT COLLATE "C",
    cwd TEXT COLLATE "C",
    parent_session TEXT COLLATE "C",
    name TEXT COLLATE "C",
    entry_count BIGINT NOT NULL DEFAULT 0,
    message_count BIGINT NOT NULL DEFAULT 0,
    modified TEXT COLLATE "C"
);
-- The session header exactly as received (upcast to v3), one row per session.
CREATE TABLE headers (
    session_id TEXT COLLATE "C" PRIMARY KEY,
    body BYTEA NOT NULL
);
-- Entry payloads (the entry minus id, parentId and timestamp), content-addressed, shared by copies.
-- search_text is the entry's message text (core.text.searchable_text, at most SEARCH_TEXT_LIMIT
-- characters), written with the body; search_tsv is generated from it in the same statement.
CREATE TABLE bodies (
    hash TEXT COLLATE "C" PRIMARY KEY,
    data BYTEA NOT NULL,
    search_text TEXT,
    search_tsv TSVECTOR GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(search_text, ''))) STORED
);
CREATE TABLE entries (
    session_id TEXT COLLATE "C" NOT NULL,
    seq BIGINT NOT NULL,
    id TEXT COLLATE "C" NOT NULL,
    parent_id TEXT COLLATE "C",
    type TEXT COLLATE "C",
    timestamp TEXT COLLATE "C",
    body_hash TEXT COLLATE "C" NOT NULL,
    chain_hash TEXT COLLATE "C" NOT NULL,
    parent_seq BIGINT,
    depth BIGINT NOT NULL,
    thinking_seq BIGINT,
    model_seq BIGINT,
    compaction_seq BIGINT,
    kept_seq BIGINT,
    PRIMARY KEY (session_id, seq)
);
CREATE UNIQUE INDEX entries_id ON entries (session_id, id);
CREATE INDEX entries_body ON entries (body_hash);
-- Named pointers to leaves, moved by compare-and-swap on version. entry_id NULL = empty (reset).
CREATE TABLE heads (
    session_id TEXT COLLATE "C" NOT NULL,
    name TEXT COLLATE "C" NOT NULL,
    entry_id TEXT COLLATE "C",
    version BIGINT NOT NULL,
    PRIMARY KEY (session_id, name)
);
CREATE TABLE head_log (
    session_id TEXT COLLATE "C" NOT NULL,
    seq BIGINT NOT NULL,
    name TEXT COLLATE "C" NOT NULL,
    entry_id TEXT COLLATE "C",
    previous TEXT COLLATE "C",
    version BIGINT NOT NULL,
    reason TEXT COLLATE "C" NOT NULL,
    at TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (session_id, seq)
);
CREATE TABLE annotations (
    session_id TEXT COLLATE "C" NOT NULL,
    seq BIGINT NOT NULL,
    entry_id TEXT COLLATE "C",
    kind TEXT COLLATE "C" NOT NULL,
    data BYTEA NOT NULL,
    at TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (session_id, seq)
);
CREATE INDEX annotations_entry ON annotations (session_id, entry_id, kind);
CREATE INDEX annotations_kind ON annotations (kind, session_id, seq);
""" + "".join(_append_only(t) for t in APPEND_ONLY_TABLES)

# Search: words through the generated tsvector, substrings in any script (Chinese, Japanese, Korean)
# through pg_trgm. pg_trgm is a trusted extension: the database owner may create it.
M002_SEARCH = """
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX bodies_search_tsv ON bodies USING gin (search_tsv);
CREATE INDEX bodies_search_trgm ON bodies USING gin (search_text gin_trgm_ops);
"""

REFUSE_FUNCTION = "sessionlog_refuse"
"""A trigger function raising ``SL001`` with the message its trigger passes (``TG_ARGV[0]``)."""

# Tenants and service tokens (``sessionlog serve``, docs/service.md), as SQLite's m003_tenants_tokens:
# every session belongs to one tenant (``default`` for sessions created locally and for every session
# stored before this migration) and never changes it; a token is stored only as the SHA-256 of its text,
# is never deleted, and is only revoked, once. Both rules are triggers, for every role.
M003_TENANTS_TOKENS = f"""
CREATE FUNCTION {REFUSE_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'sessionlog: %', TG_ARGV[0] USING ERRCODE = '{APPEND_ONLY_SQLSTATE}';
END
$$;
ALTER TABLE sessions ADD COLUMN tenant TEXT COLLATE "C" NOT NULL DEFAULT 'default';
CREATE INDEX sessions_tenant ON sessions (tenant, modified);
CREATE TRIGGER sessions_tenant_fixed BEFORE UPDATE OF tenant ON sessions
    FOR EACH ROW WHEN (NEW.tenant IS DISTINCT FROM OLD.tenant)
    EXECUTE FUNCTION {REFUSE_FUNCTION}('a session never changes tenant');
CREATE TABLE tokens (
    id TEXT COLLATE "C" PRIMARY KEY,
    hash TEXT COLLATE "C" NOT NULL UNIQUE,   -- sha256 hex of the bearer token; the token itself is never stored
    tenant TEXT COLLATE "C" NOT NULL,
    scopes TEXT[] COLLATE "C" NOT NULL,      -- read, append, admin
    sessions TEXT[] COLLATE "C",             -- the session ids the token is limited to; NULL: all the tenant's
    created TEXT COLLATE "C" NOT NULL,
    revoked TEXT COLLATE "C"                 -- when it was revoked; NULL while it is valid
);
CREATE TRIGGER tokens_no_delete BEFORE DELETE ON tokens
    FOR EACH ROW EXECUTE FUNCTION {REFUSE_FUNCTION}('tokens are never deleted (revoke them)');
CREATE TRIGGER tokens_no_truncate BEFORE TRUNCATE ON tokens
    FOR EACH STATEMENT EXECUTE FUNCTION {REFUSE_FUNCTION}('tokens are never deleted (revoke them)');
CREATE TRIGGER tokens_revoke_only BEFORE UPDATE ON tokens
    FOR EACH ROW WHEN (OLD.revoked IS NOT NULL OR NEW.revoked IS NULL OR NEW.id IS DISTINCT FROM OLD.id
        OR NEW.hash IS DISTINCT FROM OLD.hash OR NEW.tenant IS DISTINCT FROM OLD.tenant
        OR NEW.scopes IS DISTINCT FROM OLD.scopes OR NEW.sessions IS DISTINCT FROM OLD.sessions
        OR NEW.created IS DISTINCT FROM OLD.created)
    EXECUTE FUNCTION {REFUSE_FUNCTION}('a token can only be revoked, once');
"""

GUARD_TRIGGERS = {"sessions": ("sessions_tenant_fixed", "sessions_header_hash_fixed", "sessions_no_delete",
                               "sessions_no_truncate"),
                  "tokens": ("tokens_no_delete", "tokens_no_truncate", "tokens_revoke_only")}
"""The triggers (calling ``REFUSE_FUNCTION``) that keep the rules of the mutable tables (``verify``)."""

# Search, second version (issue 17, as SQLite's m005_search_v2): the contract's literal queries are
# substrings, ASCII letters in either case. The text of each body (``core.text.searchable_text``, now with
# tool-call names and argument strings) is stored once in ``search_docs``, written with the body; it is
# derived data, not history (DESIGN 2.1), so it replaces m001's ``bodies.search_text``/``search_tsv``. Its
# ``text`` is ``COLLATE "C"``: ILIKE folds ASCII letters only, exactly the contract's rule, and the pg_trgm
# index serves it; ``tsv`` (the first SEARCH_TEXT_LIMIT characters: a tsvector holds at most 1 MB) serves
# raw tsquery queries (``search --fts``). The bodies stored before are indexed again by ``_index_bodies``.
M004_SEARCH_V2 = f"""
DROP INDEX bodies_search_tsv;
DROP INDEX bodies_search_trgm;
ALTER TABLE bodies DROP COLUMN search_tsv;
ALTER TABLE bodies DROP COLUMN search_text;
CREATE TABLE search_docs (
    body_hash TEXT COLLATE "C" PRIMARY KEY,
    text TEXT COLLATE "C" NOT NULL,
    tsv TSVECTOR GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, left(text, {SEARCH_TEXT_LIMIT}))) STORED
);
CREATE INDEX search_docs_trgm ON search_docs USING gin (text gin_trgm_ops);
CREATE INDEX search_docs_tsv ON search_docs USING gin (tsv);
"""


def _index_bodies(conn: Any) -> None:
    """m004's second half: the search text of every body already stored (a page at a time)."""
    from .search import INSERT_DOC, search_text

    with conn.cursor(name="sessionlog_m004_bodies") as bodies, conn.cursor() as docs:
        bodies.itersize = 1000
        bodies.execute("SELECT hash, data FROM bodies")
        page: list[tuple[str, str]] = []
        for body_hash, data in bodies:
            text = search_text(bytes(data))
            if text is not None:
                page.append((body_hash, text))
            if len(page) >= 1000:
                docs.executemany(INSERT_DOC, page)
                page = []
        if page:
            docs.executemany(INSERT_DOC, page)


def _search_v2(conn: Any) -> None:
    conn.execute(M004_SEARCH_V2)
    _index_bodies(conn)


# What verify compares a session with (issue 16, as SQLite's m006_hashes): the SHA-256 of the header's
# stored bytes, recorded when the session is created and fixed by a trigger (backfilled here from the
# stored headers: a header changed before this migration is not detected by it); the annotation count;
# and each annotation's chain hash (NULL for those written before: they are counted, not chained). A
# catalogue row is never deleted either (a deleted row and a new one would change a session's tenant or
# header hash). PostgreSQL has no INSERT OR REPLACE: ``ON CONFLICT DO UPDATE`` of a stored row fires the
# UPDATE triggers, so the append-only and guard triggers refuse it already (SQLite needed m004 for that).
M005_HASHES = f"""
ALTER TABLE sessions ADD COLUMN header_hash TEXT COLLATE "C";
ALTER TABLE sessions ADD COLUMN annotation_count BIGINT NOT NULL DEFAULT 0;
ALTER TABLE annotations ADD COLUMN chain_hash TEXT COLLATE "C";
UPDATE sessions s SET header_hash = encode(sha256(h.body), 'hex') FROM headers h WHERE h.session_id = s.id;
UPDATE sessions s SET annotation_count = a.n
    FROM (SELECT session_id, count(*) AS n FROM annotations GROUP BY session_id) a WHERE a.session_id = s.id;
CREATE TRIGGER sessions_header_hash_fixed BEFORE UPDATE OF header_hash ON sessions
    FOR EACH ROW WHEN (NEW.header_hash IS DISTINCT FROM OLD.header_hash)
    EXECUTE FUNCTION {REFUSE_FUNCTION}('a session header hash never changes');
CREATE TRIGGER sessions_no_delete BEFORE DELETE ON sessions
    FOR EACH ROW EXECUTE FUNCTION {REFUSE_FUNCTION}('a session catalogue row is never deleted');
CREATE TRIGGER sessions_no_truncate BEFORE TRUNCATE ON sessions
    FOR EACH STATEMENT EXECUTE FUNCTION {REFUSE_FUNCTION}('a session catalogue row is never deleted');
"""

MIGRATIONS: list[tuple[str, str | Callable[[Any], None]]] = [
    ("m001_initial", M001_INITIAL),
    ("m002_search", M002_SEARCH),
    ("m003_tenants_tokens", M003_TENANTS_TOKENS),
    ("m004_search_v2", _search_v2),
    ("m005_hashes", M005_HASHES),
]


def applied(conn: Any) -> set[str]:
    """Names of the migrations applied to the database ``conn`` is on (none on a new database).

    The table is looked up by a query on ``pg_class``, not ``to_regclass``: after waiting for the
    migration lock, ``to_regclass`` can answer from this connection's cache that the table another
    opener just created does not exist (an advisory lock does not make the server read the other
    transaction's catalog changes; the first scan of ``pg_class`` in a transaction does)."""
    if not conn.execute(
            "SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
            "WHERE c.relname = %s AND n.nspname = current_schema()", (MIGRATIONS_TABLE,)).fetchone()[0]:
        return set()
    return {r[0] for r in conn.execute(f"SELECT name FROM {MIGRATIONS_TABLE}")}


def pending(conn: Any) -> list[str]:
    done = applied(conn)
    return [name for name, _ in MIGRATIONS if name not in done]


def apply(conn: Any, now: str) -> list[str]:
    """Apply what is pending; the caller holds a transaction and ``MIGRATION_LOCK``."""
    names = pending(conn)
    for name, script in MIGRATIONS:
        if name in names:
            if callable(script):
                script(conn)
            else:
                conn.execute(script)  # no parameters: one simple-protocol round trip for the whole script
            conn.execute(f"INSERT INTO {MIGRATIONS_TABLE} (name, applied_at) VALUES (%s, %s)", (name, now))
    return names
