"""The documents the use cases return: every ``--json`` / ``--nl`` shape of the CLI (and the service's
bodies), as msgspec Structs.

Rule of this module: a command's JSON output is one of the types in ``OUTPUTS`` (use cases build these
Structs, or, for Pi's own shapes, return the Pi objects these Structs describe), and
``tools/gen_docs.py`` writes ``schema/cli/<name>.json`` from them with ``msgspec.json.schema``.
The shapes only grow: new fields are optional; renaming or removing one is a breaking change.
Our own keys are snake_case; Pi's objects keep Pi's camelCase.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

import msgspec
from msgspec import UNSET, Meta, Struct, UnsetType

from sessionlog.core.projections import ProjectionReport
from sessionlog.ops.results_anchor import AgainstOutput, AnchorOutput

EntryId = Annotated[str, Meta(description="An entry id (Pi: 8 hex characters).")]
Heads = Annotated[dict[str, Union[str, None]], Meta(description="Head name → entry id (null: an empty head).")]


class PiEntry(Struct):
    """One Pi v3 session entry exactly as stored: this envelope plus the fields of its type (see
    sessionlog.core.entries); unknown types and fields are kept verbatim."""

    id: EntryId
    parentId: Union[str, None]  # noqa: N815 - Pi's wire name
    type: Annotated[Any, Meta(description="The entry type (message, compaction, label, ...).")] = UNSET
    timestamp: Annotated[Any, Meta(description="ISO 8601 time the entry was written.")] = UNSET


# ---------------------------------------------------------------- import / new / head
class Skipped(Struct):
    """A line of the file that was not imported."""

    line: int
    reason: str


class ImportedFile(Struct):
    """The outcome of importing one file."""

    path: str
    session: str
    entries: Annotated[int, Meta(description="Entries added by this import.")]
    status: Literal["created", "extended", "unchanged"]
    skipped: list[Skipped]
    warnings: Annotated[list[str], Meta(description="Accepted with a warning, each naming its line.")]


class NewSession(Struct):
    """A session just created."""

    session: str


class HeadOutput(Struct):
    """A head of a session and the entry it points at."""

    session: str
    name: str
    entry: Union[EntryId, None]


# ---------------------------------------------------------------- sessions / show
class SessionRow(Struct):
    """One session of the catalogue."""

    id: str
    name: Union[str, None]
    cwd: Union[str, None]
    created: Union[str, None]
    modified: Union[str, None]
    parent_session: Union[str, None]
    entries: int
    messages: int
    head: Annotated[Union[str, None], Meta(description="The entry the main head points at.")]


class Counts(Struct):
    entries: int
    messages: int
    by_type: Annotated[dict[str, int], Meta(description="Entry type → count (unknown types included).")]


class Label(Struct):
    """A label as resolved by replaying every label entry (Pi's getLabel)."""

    entry: EntryId
    label: str
    timestamp: Union[str, None]


class SessionLink(Struct):
    """A link to another session: ``fork`` (a child forked at ``entry``), ``forked-from`` (the parent),
    ``rotated-to`` (the successor), ``rotated-from`` (the predecessor)."""

    kind: Literal["fork", "forked-from", "rotated-to", "rotated-from"]
    entry: Union[EntryId, None]
    session: str


class ShowOutput(Struct):
    """A session's header, heads, counts and labels."""

    session: str
    name: Union[str, None]
    header: Annotated[dict[str, Any], Meta(description="The Pi session header, as stored.")]
    heads: Heads
    counts: Counts
    labels: list[Label]
    annotations: Annotated[int, Meta(description="Annotations recorded on this session.")]
    links: Annotated[list["SessionLink"], Meta(
        description="Fork and rotation links to other sessions, in the order they were recorded.")] = []


# ---------------------------------------------------------------- tree
class TreeNode(Struct, kw_only=True):
    """An entry and its children (Pi's getTree order: by timestamp, then file order). ``role`` is the
    message role of a message entry; ``label`` the entry's resolved label."""

    id: EntryId
    type: Union[str, None]
    role: Union[str, UnsetType] = UNSET
    label: Union[str, UnsetType] = UNSET
    children: list["TreeNode"]


class TreeOutput(Struct):
    """The whole entry tree of a session and its heads."""

    session: str
    heads: Heads
    roots: list[TreeNode]


# ---------------------------------------------------------------- view
class Model(Struct):
    provider: Union[str, UnsetType] = UNSET
    modelId: Union[str, UnsetType] = UNSET  # noqa: N815 - Pi's wire name


class ViewOutput(Struct):
    """Pi's SessionContext at the leaf: the agent messages the model sees, its model and thinking level."""

    messages: Annotated[list[dict[str, Any]], Meta(description="Pi AgentMessages (user, assistant, toolResult, "
                                                               "bashExecution, custom, compactionSummary, "
                                                               "branchSummary).")]
    model: Union[Model, None]
    thinkingLevel: Union[str, UnsetType] = UNSET  # noqa: N815 - Pi's wire name


LlmOutput = Annotated[list[dict[str, Any]], Meta(
    title="LlmMessages", description="Pi's convertToLlm output: provider messages (user, assistant, toolResult).")]


# ---------------------------------------------------------------- compact / context-size
class CompactionPlanOutput(Struct, kw_only=True):
    """A compaction plan: Pi 0.73.1's prepareCompaction result, file lists computed (computeFileLists).
    ``checkpoint`` (only on a hard-checkpoint plan; then firstKeptEntryId is null): nothing is kept."""

    firstKeptEntryId: Annotated[Union[str, None], Meta(description="The first entry kept after the summary.")]  # noqa: N815
    isSplitTurn: bool  # noqa: N815
    tokensBefore: Annotated[int, Meta(description="The context size before compaction.")]  # noqa: N815
    previousSummary: Union[str, None]  # noqa: N815
    messagesToSummarize: Annotated[list[dict[str, Any]], Meta(description="Pi AgentMessages.")]  # noqa: N815
    turnPrefixMessages: Annotated[list[dict[str, Any]], Meta(  # noqa: N815
        description="The start of a split turn (summarized separately).")]
    readFiles: list[str]  # noqa: N815
    modifiedFiles: list[str]  # noqa: N815
    checkpoint: Union[bool, UnsetType] = UNSET


CompactDryRunOutput = Annotated[Union[CompactionPlanOutput, None], Meta(
    title="CompactDryRun", description="The plan, or null when there is nothing to compact.")]


class ContextSizeOutput(Struct):
    """The usage-aware size of the context at a leaf: the last trusted assistant usage plus an estimate
    of the messages after it. ``compaction_due`` is null without --context-window."""

    session: str
    leaf: Union[EntryId, None]
    tokens: int
    usage_tokens: int
    trailing_tokens: int
    last_usage_index: Annotated[Union[int, None], Meta(description="Index in the view's messages of the "
                                                                    "assistant whose usage counted.")]
    context_window: Union[int, None]
    reserve_tokens: int
    compaction_due: Union[bool, None]


class ProjectedViewOutput(Struct):
    """``view --project``: the view after the projection pipeline, and the pipeline's report (with
    --llm the messages are provider messages)."""

    messages: Annotated[list[dict[str, Any]], Meta(description="The projected messages.")]
    model: Union[Model, None]
    report: ProjectionReport
    thinkingLevel: Union[str, UnsetType] = UNSET  # noqa: N815 - Pi's wire name


class PruneOutput(Struct):
    """``prune``: the pipeline's report and how many new pruning decisions were recorded."""

    session: str
    applied: Annotated[bool, Meta(description="True with --apply.")]
    recorded: Annotated[int, Meta(description="Decisions recorded as annotations (0 on a dry run).")]
    report: ProjectionReport


# ---------------------------------------------------------------- verify
class VerifyOutput(Struct):
    """The integrity check: ok is false when any problem was found (warnings do not fail)."""

    ok: bool
    sessions: int
    entries: int
    problems: list[str]
    warnings: list[str]


# ---------------------------------------------------------------- search
class SearchHit(Struct):
    """One entry matching a search, best first. ``snippet``: the matching text around the hits, each
    hit in [brackets]; ``score``: FTS5's bm25() (lower is better)."""

    session: str
    entry: EntryId
    seq: Annotated[int, Meta(description="The entry's place in append order (1-based).")]
    type: Union[str, None]
    role: Annotated[Union[str, None], Meta(description="The message role of a message entry.")]
    timestamp: Union[str, None]
    snippet: str
    score: float


# ---------------------------------------------------------------- truncate (branch rewrite)
class RewrittenResult(Struct):
    """A tool result the rewrite truncates: its entry and its copy, the phase that chose it (oversized:
    over the per-result cap; aggregate: newest first, to fit the budget), text characters and stored
    payload bytes before and after."""

    entry: EntryId
    new_entry: EntryId
    phase: Literal["oversized", "aggregate"]
    old_chars: int
    new_chars: int
    old_bytes: int
    new_bytes: int


class RewritePlanOutput(Struct):
    """A branch-rewrite plan: fork at ``fork_point`` (null: a new root) and re-append the path's suffix
    as ``copies`` new entries, ``id_map`` naming each copy (old id → new id, path order)."""

    head: EntryId
    new_head: EntryId
    fork_point: Union[EntryId, None]
    max_chars: Annotated[int, Meta(description="The per-result cap in characters.")]
    aggregate_budget_chars: Annotated[int, Meta(description="The budget for all the visible results together.")]
    copies: int
    results: list[RewrittenResult]
    id_map: dict[str, str]


TruncateDryRunOutput = Annotated[Union[RewritePlanOutput, None], Meta(
    title="TruncateDryRun", description="The plan, or null when nothing would change.")]


class TruncateOutput(Struct):
    """``truncate``: whether the branch was rewritten, the head before and after, and the plan applied."""

    session: str
    changed: bool
    old_head: Union[EntryId, None]
    new_head: Union[EntryId, None]
    plan: Union[RewritePlanOutput, None]


# ---------------------------------------------------------------- fork / rotate
class ForkOutput(Struct):
    """``fork``: the new session, the session and entry it was forked from, its head and size."""

    session: str
    parent: str
    at: EntryId
    head: Union[EntryId, None]
    entries: int


class RotateOutput(Struct):
    """``rotate``: the successor session, its predecessor and the rotated leaf, its head and size."""

    session: str
    predecessor: str
    leaf: EntryId
    head: Union[EntryId, None]
    entries: int


class RotationPlanOutput(Struct):
    """``rotate --dry-run``: the successor's entries (re-parented into one chain, ids and timestamps
    kept), the latest compaction copied (null: none, the whole path is copied), the first entry it
    keeps, the entries carried from before the kept tail (settings, custom), the model_change entries
    standing in for an earlier assistant's model, and how many path entries are left behind."""

    leaf: EntryId
    compaction: Union[EntryId, None]
    first_kept: Union[EntryId, None]
    carried: list[EntryId]
    synthesized: list[EntryId]
    dropped: int
    entries: Annotated[list[dict[str, Any]], Meta(description="Pi v3 entries, root first.")]


# ---------------------------------------------------------------- replay / diff
class ReplayStepOutput(Struct):
    """One step of ``replay``: an entry appended (``kind`` append, ``seq`` its append number) or a head
    moved (``kind`` head, ``seq`` the head log's, with the head ``name`` and ``reason``); ``leaf``,
    ``messages`` and ``tokens``: where the replayed head points after the step and the size of its view
    (message count, sum of Pi's per-message token estimate)."""

    kind: Literal["append", "head"]
    seq: int
    entry: Union[EntryId, None]
    name: Union[str, None]
    reason: Union[str, None]
    leaf: Union[EntryId, None]
    messages: int
    tokens: int


class DiffEntry(Struct):
    """An entry on one side of a diff, in one line."""

    id: EntryId
    type: Union[str, None]
    role: Union[str, None]
    text: Annotated[str, Meta(description="A one-line preview of the entry.")]


class DiffSide(Struct):
    """One leaf of a diff: the entries on its path after the common ancestor and its view's size."""

    leaf: Union[EntryId, None]
    entries: list[DiffEntry]
    messages: int
    tokens: int


class DiffOutput(Struct):
    """``diff``: two leaves' common ancestor (null: none), each side, and B's view minus A's."""

    session: str
    ancestor: Union[EntryId, None]
    a: DiffSide
    b: DiffSide
    messages_delta: Annotated[int, Meta(description="B's message count minus A's.")]
    tokens_delta: Annotated[int, Meta(description="B's estimated tokens minus A's.")]


class LineageLink(Struct):
    """A session related to the one asked about: how (``fork`` | ``rotation``), at which entry of the
    source session, how many links away, and the session next to it on the way (``via``)."""

    session: str
    kind: str
    entry: Union[EntryId, None]
    depth: int
    via: str


class RewriteLink(Struct):
    """A copy made by branch-rewrite truncation: the entry it copies and why (``truncated`` | ``copied``)."""

    from_: EntryId = msgspec.field(name="from")
    to: EntryId
    reason: Union[str, None]


class LineageOutput(Struct):
    """``lineage``: the sessions this one derives from and that derive from it, and its rewrites."""

    session: str
    ancestors: list[LineageLink]
    descendants: list[LineageLink]
    rewrites: list[RewriteLink]


# ---------------------------------------------------------------- watch
class WatchEventOutput(Struct):
    """One event of ``watch --json`` (one object per line): what one sync of one file did."""

    event: Annotated[Literal["created", "extended", "unchanged", "waiting", "refused", "removed"], Meta(
        description="created / extended / unchanged: imported as by `import`; waiting: a half-written last "
                    "line is held back; refused: the import refused the file (message says why); removed: "
                    "the file is gone (its sessions stay stored).")]
    path: Annotated[str, Meta(description="The file, or DATABASE#SESSION_ID for an OpenClaw database session.")]
    session: Union[str, None]
    entries: Annotated[int, Meta(description="Entries added by this sync.")]
    pending: Annotated[int, Meta(description="Bytes of a half-written last line not imported yet.")]
    skipped: list[Skipped]
    warnings: list[str]
    message: Union[str, None]


# ---------------------------------------------------------------- token (the service's bearer tokens)
Scope = Literal["read", "append", "admin"]


class TokenCreated(Struct):
    """``token create``: the new bearer token (shown this once; only its hash is stored), its tenant
    and scopes."""

    token: str
    tenant: str
    scopes: list[Scope]


class TokenRow(Struct):
    """One token of ``token list`` (never its text or hash): ``sessions`` null when it may use every
    session of its tenant; ``revoked`` null while it is valid."""

    id: str
    tenant: str
    scopes: list[Scope]
    sessions: Union[list[str], None]
    created: str
    revoked: Union[str, None]


OUTPUTS: dict[str, Any] = {
    "import": list[ImportedFile],
    "new": NewSession,
    "append": PiEntry,
    "sessions": list[SessionRow],
    "show": ShowOutput,
    "tree": TreeOutput,
    "log": list[PiEntry],
    "view": ViewOutput,
    "view-llm": LlmOutput,
    "view-project": ProjectedViewOutput,
    "prune": PruneOutput,
    "head": HeadOutput,
    "label": PiEntry,
    "verify": VerifyOutput,
    "verify-anchor": AnchorOutput,
    "verify-against": AgainstOutput,
    "compact": PiEntry,
    "compact-dry-run": CompactDryRunOutput,
    "context-size": ContextSizeOutput,
    "fork": ForkOutput,
    "rotate": RotateOutput,
    "rotate-dry-run": RotationPlanOutput,
    "truncate": TruncateOutput,
    "truncate-dry-run": TruncateDryRunOutput,
    "search": list[SearchHit],
    "replay": list[ReplayStepOutput],
    "diff": DiffOutput,
    "lineage": LineageOutput,
    "watch": WatchEventOutput,
    "token-create": TokenCreated,
    "token-list": list[TokenRow],
}
"""Schema name → the type of that command's ``--json`` document (``view-llm``: ``view --llm --json``;
``view-project``: ``view --project --json``;
``log --nl`` prints one ``PiEntry`` per line; ``compact``: the appended compaction entry,
``compact-dry-run``: ``compact --dry-run --json``; ``rotate-dry-run``: ``rotate --dry-run --json``;
``replay --nl`` prints one ``ReplayStepOutput`` per line; ``watch --json`` one ``WatchEventOutput`` per line;
``token-create``: ``token create --json``; ``verify-anchor``: ``verify --anchor --json``; ``verify-against``:
``verify --against ... --json``)."""
