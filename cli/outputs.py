"""The shape of every ``--json`` / ``--nl`` document the CLI prints, as msgspec Structs.

Rule of this module: a command's JSON output is one of the types in ``OUTPUTS`` (commands build
these Structs, or, for Pi's own shapes, print the Pi objects these Structs describe), and
``tools/gen_docs.py`` writes ``schema/cli/<name>.json`` from them with ``msgspec.json.schema``.
The shapes only grow: new fields are optional; renaming or removing one is a breaking change.
Our own keys are snake_case; Pi's objects keep Pi's camelCase.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

import click
import msgspec
from msgspec import UNSET, Meta, Struct, UnsetType

from sessionlog.projections import ProjectionReport

_encoder = msgspec.json.Encoder()

EntryId = Annotated[str, Meta(description="An entry id (Pi: 8 hex characters).")]
Heads = Annotated[dict[str, Union[str, None]], Meta(description="Head name → entry id (null: an empty head).")]


class PiEntry(Struct):
    """One Pi v3 session entry exactly as stored: this envelope plus the fields of its type (see
    sessionlog.entries); unknown types and fields are kept verbatim."""

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


class ShowOutput(Struct):
    """A session's header, heads, counts and labels."""

    session: str
    name: Union[str, None]
    header: Annotated[dict[str, Any], Meta(description="The Pi session header, as stored.")]
    heads: Heads
    counts: Counts
    labels: list[Label]
    annotations: Annotated[int, Meta(description="Annotations recorded on this session.")]


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
    "compact": PiEntry,
    "compact-dry-run": CompactDryRunOutput,
    "context-size": ContextSizeOutput,
}
"""Schema name → the type of that command's ``--json`` document (``view-llm``: ``view --llm --json``;
``view-project``: ``view --project --json``;
``log --nl`` prints one ``PiEntry`` per line; ``compact``: the appended compaction entry,
``compact-dry-run``: ``compact --dry-run --json``)."""


# ---------------------------------------------------------------- printing
def dumps(value: Any, *, indent: int = 2) -> bytes:
    data = _encoder.encode(value)
    return msgspec.json.format(data, indent=indent) if indent else data


def print_json(value: Any) -> None:
    """Exactly one JSON document on stdout."""
    click.echo(dumps(value))


def print_nl(values: Any) -> None:
    """One compact JSON document per line on stdout."""
    for value in values:
        click.echo(_encoder.encode(value))
