"""The documents of the commands that add entries or sessions: compact, context-size, prune, truncate,
fork, rotate, copy."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from msgspec import UNSET, Meta, Struct, UnsetType

from sessionlog.core.projections import ProjectionReport

from .base import EntryId, PiEntry
from .reads import Model


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


CompactOutput = Annotated[Union[PiEntry, None], Meta(
    title="Compact", description="The appended compaction entry, or null when there was nothing to compact.")]


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
    aggregate_budget_chars: Annotated[Union[int, None], Meta(
        description="The budget for all the visible results together (null: none, each result is only held "
                    "to max_chars).")]
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


# ---------------------------------------------------------------- copy
class CopiedSession(Struct):
    """What copying one session added to the destination (nothing is rebuilt: rows arrive verbatim)."""

    session: str
    status: Literal["created", "extended", "unchanged"]
    entries: Annotated[int, Meta(description="Entries copied now (the ones the destination lacked).")]
    head_moves: Annotated[int, Meta(description="Head-log rows copied now.")]
    annotations: Annotated[int, Meta(description="Annotations copied now.")]
    heads: Annotated[int, Meta(description="Heads created or moved to the source's position and version.")]


class CopyOutput(Struct):
    """The outcome of ``copy``: each session, and whether both stores verify afterwards."""

    source: Annotated[str, Meta(description="The source store (a URL without its password).")]
    destination: str
    sessions: list[CopiedSession]
    verified: Annotated[bool, Meta(description="Both stores verify the copied sessions.")]
    problems: list[str]
