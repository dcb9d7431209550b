"""The documents of the reading commands: import, new, head, sessions, show, tree, view, verify, search."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from msgspec import UNSET, Meta, Struct, UnsetType

from .base import EntryId, Heads


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
    origin: Annotated[Union[Literal["fork", "rotation", "parent"], None], Meta(
        description="How the session came from parent_session: fork, rotation, or parent when only its "
                    "header names one (e.g. a Pi fork imported from its file); null without a parent.")] = None


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
    """One entry of the tree. ``parent`` is its parent in the tree (null for a root: no parentId, or one
    that names no stored entry, as Pi reads it); ``children`` are in Pi's getTree order (by timestamp,
    then append order); ``depth`` is 0 for a root; ``role`` is the message role of a message entry;
    ``label`` the entry's resolved label; ``on_head_path`` whether it is on the main head's path."""

    id: EntryId
    parent: Union[EntryId, None]
    children: list[EntryId]
    depth: int
    type: Union[str, None]
    role: Union[str, None]
    label: Union[str, None]
    on_head_path: bool


class TreeOutput(Struct):
    """The whole entry tree of a session as a flat list, so any depth parses anywhere: ``nodes`` in
    depth-first order (a parent before its children, siblings in Pi's getTree order), ``roots`` the
    roots' ids in that order, and the heads."""

    session: str
    heads: Heads
    roots: list[EntryId]
    nodes: list[TreeNode]


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
    hit in [brackets]; ``score``: the backend's rank (SQLite: FTS5's bm25(), or minus the number of
    occurrences for terms of one or two characters; lower is better)."""

    session: str
    entry: EntryId
    seq: Annotated[int, Meta(description="The entry's place in append order (1-based).")]
    type: Union[str, None]
    role: Annotated[Union[str, None], Meta(description="The message role of a message entry.")]
    timestamp: Union[str, None]
    snippet: str
    score: float
    on_head_path: Annotated[bool, Meta(
        description="Whether the entry is on the path from the root to the session's main head (false: an "
                    "abandoned or rewritten branch).")] = False
