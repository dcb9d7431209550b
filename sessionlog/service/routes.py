"""The API (v1) as data: every route, the scope it needs, its parameters, body and answers.

Rule of this module: ``ROUTES`` is the one description of the API. ``app`` binds each route to the
handler of the same ``name``; ``tools/gen_openapi.py`` writes ``docs/openapi.json`` from it and the
body Structs (a test fails when that file drifts); docs/service.md explains it. No web framework is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import bodies

ENTRY_ID = "An entry id (Pi: 8 hex characters)."


@dataclass(frozen=True)
class Param:
    name: str
    where: str  # query | header | path
    description: str
    schema: dict[str, Any] = field(default_factory=lambda: {"type": "string"})
    required: bool = False


@dataclass(frozen=True)
class Answer:
    """One response: its description, and its body as a Struct of ``bodies``, a CLI ``--json`` shape
    (``cli``: a ``schema/cli`` name), or raw ``media`` (JSONL, SSE); ``headers`` it sets."""

    description: str
    body: Any = None
    cli: tuple[str, ...] = ()  # schema/cli names; several: one of them; "import" here is one file's object
    media: str = "application/json"
    headers: tuple[str, ...] = ()


@dataclass(frozen=True)
class Route:
    method: str
    path: str
    name: str
    scope: str | None  # None: no token needed
    summary: str
    description: str = ""
    params: tuple[Param, ...] = ()
    body: Any = None  # a Struct of ``bodies``, "entries" (an entry or a batch) or "jsonl"
    answers: dict[int, Answer] = field(default_factory=dict)
    problems: tuple[str, ...] = ()  # problem types this route may answer, besides 400/401/403/404/500/503


SESSION = Param("session_id", "path", "A full session id (prefixes are not resolved over HTTP).", required=True)
HEAD_Q = Param("head", "query", "The head to use.", {"type": "string", "default": "main"})
IF_MATCH = Param("If-Match", "header",
                 'The head\'s ETag: "<entry id>" as the head is now, "" when it is empty, or * for no condition.')
IF_MATCH_REQUIRED = Param(IF_MATCH.name, "header", IF_MATCH.description, required=True)
IF_MATCH_OPTIONAL = Param(IF_MATCH.name, "header", IF_MATCH.description + " Optional: without it, no condition.")

ROUTES: tuple[Route, ...] = (
    Route("GET", "/v1/health", "health", None, "Liveness: 200 while the service runs (no token).",
          answers={200: Answer("The service is up.", bodies.Health)}),
    Route("POST", "/v1/sessions", "create_session", "append", "Create a session in the token's tenant.",
          body=bodies.NewSession,
          answers={201: Answer("Created.", bodies.Created, headers=("Location",)),
                   200: Answer("A session with this id and the same header was already there (a retry).",
                               bodies.Created, headers=("Location",))},
          problems=("id-conflict",)),
    Route("GET", "/v1/sessions", "list_sessions", "read", "The tenant's sessions, most recently modified first.",
          params=(Param("limit", "query", "At most this many.", {"type": "integer", "minimum": 1}),),
          answers={200: Answer("The catalogue (`sessions --json`).", cli=("sessions",))}),
    Route("GET", "/v1/sessions/{session_id}", "get_session", "read", "A session's header, heads and counts.",
          description="The ETag is the head's (`head`, default main): its quoted entry id (percent-encoded "
                      "where a header cannot hold a character), \"\" when empty.",
          params=(SESSION, HEAD_Q),
          answers={200: Answer("The session.", bodies.SessionInfo, headers=("ETag",))}),
    Route("POST", "/v1/sessions/{session_id}/entries", "append", "append",
          "Append one entry, or a batch {\"entries\": [...]} all or nothing, after a head.",
          description=("Compare-and-swap on the head with If-Match (required). Client ids are idempotency keys: "
                       "a request whose entries are all stored already, with the same content, answers 200 "
                       "(whatever the head is now); an id reused with other content is a 409. An explicit "
                       "parentId other than the head is a branch and needs branch=1. A lone UTF-16 surrogate "
                       "escape (JavaScript's JSON.stringify of a string cut inside a pair) is read as U+FFFD, "
                       "and Sessionlog-Note says how many were."),
          params=(SESSION, HEAD_Q, Param("branch", "query", "Allow a parentId other than the head.",
                                         {"type": "boolean", "default": False}), IF_MATCH_REQUIRED),
          body="entries",
          answers={201: Answer("Appended; the ETag is the new head.", bodies.Appended, headers=("ETag", "Sessionlog-Note")),
                   200: Answer("Already stored (a retried request); the ETag is the head now.", bodies.Appended,
                               headers=("ETag", "Sessionlog-Note"))},
          problems=("head-conflict", "id-conflict", "invalid-entry", "precondition-required", "payload-too-large")),
    Route("GET", "/v1/sessions/{session_id}/entries", "list_entries", "read",
          "Entries after a seq, in append order (a page).",
          params=(SESSION, Param("after", "query", "Entries with a seq greater than this.",
                                 {"type": "integer", "minimum": 0, "default": 0}),
                  Param("limit", "query", "At most this many (1-1000).",
                        {"type": "integer", "minimum": 1, "maximum": 1000, "default": 100})),
          answers={200: Answer("A page of entries.", bodies.EntriesPage)}),
    Route("GET", "/v1/sessions/{session_id}/events", "events", "read",
          "Server-Sent Events: every stored entry and head move, then new ones live.",
          description=("Event `entry` (data {seq, entry}) and `head` (data: a head-log row). The id is the "
                       "stream position after the event, \"<entry seq>:<head seq>\"; reconnect with "
                       "Last-Event-ID (or ?after=) to resume exactly there. Without one, from the start."),
          params=(SESSION, Param("after", "query", "Resume after this event id ('E:H').", {"type": "string"}),
                  Param("Last-Event-ID", "header", "Resume after this event id (wins over ?after).")),
          answers={200: Answer("The event stream.", media="text/event-stream")}),
    Route("GET", "/v1/sessions/{session_id}/view", "view", "read",
          "What the model sees at a leaf: exactly `view --json` (format pi) or `view --llm --json` (llm).",
          description="The ETag names the leaf and format; If-None-Match with it answers 304 without building.",
          params=(SESSION, Param("leaf", "query", "Build at this entry instead of the head."), HEAD_Q,
                  Param("format", "query", "pi (SessionContext) or llm (convertToLlm).",
                        {"type": "string", "enum": ["pi", "llm"], "default": "pi"}),
                  Param("If-None-Match", "header", "A view ETag: 304 when it still holds.")),
          answers={200: Answer("The view.", cli=("view", "view-llm"), headers=("ETag",)),
                   304: Answer("Not modified.")}),
    Route("PUT", "/v1/sessions/{session_id}/heads/{name}", "move_head", "append",
          "Move a head (compare-and-swap with If-Match, required); creates it if missing.",
          params=(SESSION, Param("name", "path", "The head's name.", required=True), IF_MATCH_REQUIRED),
          body=bodies.MoveHead,
          answers={200: Answer("Moved (`head --json`); the ETag is the head now.", cli=("head",), headers=("ETag",))},
          problems=("head-conflict", "precondition-required")),
    Route("POST", "/v1/sessions/{session_id}/compact", "compact", "admin",
          "Compact the head's path (`compact --json`); dry_run needs only read.",
          params=(SESSION, IF_MATCH_OPTIONAL), body=bodies.Compact,
          answers={200: Answer("The appended compaction entry, or with dry_run the plan (null: nothing to compact).",
                               cli=("compact", "compact-dry-run"))},
          problems=("head-conflict", "nothing-to-compact", "summarizer-failed")),
    Route("POST", "/v1/sessions/{session_id}/fork", "fork", "admin",
          "Fork the path to an entry into a new session of the same tenant (`fork --json`).",
          params=(SESSION,), body=bodies.Fork,
          answers={201: Answer("The new session.", cli=("fork",))}),
    Route("POST", "/v1/sessions/{session_id}/rotate", "rotate", "admin",
          "Start a successor session from the head's context (`rotate --json`); dry_run needs only read.",
          params=(SESSION, IF_MATCH_OPTIONAL), body=bodies.Rotate,
          answers={201: Answer("The successor.", cli=("rotate",)),
                   200: Answer("With dry_run: the plan.", cli=("rotate-dry-run",))},
          problems=("head-conflict",)),
    Route("POST", "/v1/sessions/{session_id}/truncate", "truncate", "admin",
          "Branch-rewrite truncation of the head's tool results (`truncate --json`); dry_run needs only read.",
          params=(SESSION, IF_MATCH_OPTIONAL), body=bodies.Truncate,
          answers={200: Answer("The outcome (with dry_run: the plan, or null).", cli=("truncate", "truncate-dry-run"))},
          problems=("head-conflict", "id-conflict")),
    Route("POST", "/v1/sessions/{session_id}/prune", "prune", "admin",
          "What context pruning decides at the head (`prune --json`); without apply it needs only read.",
          params=(SESSION,), body=bodies.Prune,
          answers={200: Answer("The projection report and the decisions recorded.", cli=("prune",))}),
    Route("GET", "/v1/sessions/{session_id}/export", "export", "read", "The session as Pi v3 JSONL.",
          params=(SESSION, HEAD_Q,
                  Param("branch", "query", "Only the head's path.", {"type": "boolean", "default": False}),
                  Param("redact", "query", "Replace secrets with [REDACTED:<kind>].",
                        {"type": "boolean", "default": False})),
          answers={200: Answer("Pi JSONL (header line, then entries in append order).", media="application/x-ndjson",
                               headers=("Sessionlog-Note", "Sessionlog-Redacted"))}),
    Route("GET", "/v1/search", "search", "read", "Full-text search over the tenant's sessions (`search --json`).",
          params=(Param("q", "query", "The query, taken literally: every term (words and punctuation as they are, "
                                      "or a double-quoted run) must occur in the text, in any script.", required=True),
                  Param("fts", "query", "q is the store's full-text syntax over words instead "
                                        "(SQLite FTS5, PostgreSQL tsquery).",
                        {"type": "boolean", "default": False}),
                  Param("limit", "query", "At most this many.", {"type": "integer", "minimum": 1, "default": 20}),
                  Param("session", "query", "Only this session.")),
          answers={200: Answer("Hits, best first.", cli=("search",))}),
    Route("POST", "/v1/import", "import_", "append", "Import one Pi session file (JSONL) into the token's tenant.",
          params=(Param("strict", "query", "Refuse a file with any bad line or warning.",
                        {"type": "boolean", "default": False}),
                  Param("as_new", "query", "Store it as a new session (new id).",
                        {"type": "boolean", "default": False})),
          body="jsonl",
          answers={201: Answer("Created (the object `import --json` prints for a file).", cli=("import",)),
                   200: Answer("Extended or unchanged.", cli=("import",))},
          problems=("id-conflict", "payload-too-large")),
)

BY_NAME = {route.name: route for route in ROUTES}
