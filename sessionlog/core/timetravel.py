"""A session's history: time travel (where a head pointed earlier), replay, and the diff of two leaves.

Rule of this module: pure functions over head-log rows and entry rows (no storage, no clock);
``sessionlog.ops.history`` reads them from a store. Definitions (docs/history-and-search.md):

* **As of append SEQ** (entries are numbered 1, 2, ... in append order, ``entries.seq``): the head
  right after entry SEQ was stored and before entry SEQ+1 was, i.e. after every head move logged in
  between. Each head-log row has a *position*: for a row that stored a batch (``append``, ``import``,
  and the ``forked-from``, ``rotated-from`` and ``rewrite`` rows of forks, rotations and rewrites), the
  seq of the entry it moved to (the last entry of its batch); for a ``move``, the position of the row
  before it (0 if none). The head as of SEQ is the last row of that head with position <= SEQ; but when SEQ falls
  inside a batch that the head's next row stored (an import, ``append_many``, a fork or rewrite), the
  head is entry SEQ itself, as if the batch had stopped there (for an import: Pi opening the file cut after line SEQ).
* **As of time T** (ISO 8601 UTC strings as Pi writes them, compared as strings): the last row of that
  head logged at or before T; but when the next row of that head is an import and some of its entries
  carry a timestamp <= T, the head is the last such entry in append order (an imported session's log
  starts at the import, long after its entries were written).

``None`` means the head was empty (or did not exist yet) at that point: the empty view.

**Replay** (``iter_replay``) walks every append and head move in the order they happened (entry SEQ,
then the head-log rows at position SEQ) and gives, after each step, the size of the view at the
replayed head (as time travel defines it): its message count and the sum of ``estimate_tokens`` over
its messages. It is incremental: each entry's cumulative size along its path is computed once.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import InvalidInputError
from .names import BATCH_REASONS, DEFAULT_HEAD
from .tokens import estimate_tokens
from .view import emit, summary_message


@dataclass(frozen=True)
class LogRow:
    """One head-log row: the head ``name`` pointed at ``entry`` after it (``seq``: log order)."""

    seq: int
    name: str
    entry: str | None
    reason: str
    at: str


@dataclass(frozen=True)
class EntryRow:
    """One entry's place in append order."""

    seq: int
    id: str
    timestamp: str | None


def positions(log: Sequence[LogRow], seq_of: dict[str, int]) -> list[int]:
    """Each row's position: how many entries the session held when the row was written."""
    out, last = [], 0
    for row in log:
        if row.reason in BATCH_REASONS and row.entry is not None and row.entry in seq_of:
            last = max(last, seq_of[row.entry])
        out.append(last)
    return out


def find_head_at_seq(log: Sequence[LogRow], entries: Sequence[EntryRow], seq: int, head: str = DEFAULT_HEAD) -> str | None:
    """The entry ``head`` pointed at right after append number ``seq`` (see the module docstring)."""
    if seq < 0 or seq > len(entries):
        raise InvalidInputError(f"--as-of {seq}: the session has {len(entries)} entries (0 to {len(entries)})")
    seq_of = {e.id: e.seq for e in entries}
    pos = positions(log, seq_of)
    at: str | None = None
    for row, p in zip(log, pos):
        if row.name != head:
            continue
        if p <= seq:
            at = row.entry
            continue
        start = _batch_start(log, pos, row)
        if row.reason in BATCH_REASONS and start <= seq:  # SEQ inside this row's batch
            at = entries[seq - 1].id
        break
    return at


def find_head_at_time(log: Sequence[LogRow], entries: Sequence[EntryRow], when: str, head: str = DEFAULT_HEAD) -> str | None:
    """The entry ``head`` pointed at as of time ``when`` (see the module docstring)."""
    seq_of = {e.id: e.seq for e in entries}
    pos = positions(log, seq_of)
    at: str | None = None
    for row in log:
        if row.name != head:
            continue
        if row.at <= when:
            at = row.entry
            continue
        if row.reason == "import":
            start = _batch_start(log, pos, row)
            end = seq_of.get(row.entry or "", start - 1)
            for e in entries[start - 1:end]:
                if isinstance(e.timestamp, str) and e.timestamp <= when:
                    at = e.id
        break
    return at


def _batch_start(log: Sequence[LogRow], pos: Sequence[int], row: LogRow) -> int:
    """The first entry seq a batch row stored: one after the position of the row before it."""
    index = next(i for i, r in enumerate(log) if r.seq == row.seq)
    return (pos[index - 1] if index else 0) + 1


# ---------------------------------------------------------------- replay
@dataclass(frozen=True)
class ReplayEntry:
    """An entry with the derived columns replay needs (``entry``: the Pi JSON object)."""

    seq: int
    parent_seq: int | None
    compaction_seq: int | None
    kept_seq: int | None
    entry: Mapping[str, Any]


@dataclass(frozen=True)
class ReplayStep:
    """One step of a replay: an ``append`` (``seq``: the entry's) or a ``head`` move (``seq``: the
    head log's, ``name`` and ``reason`` from it); ``leaf`` is where the replayed head points after it,
    ``messages`` and ``tokens`` the size of the view there."""

    kind: str
    seq: int
    entry: str | None
    name: str | None
    reason: str | None
    leaf: str | None
    messages: int
    tokens: int


def iter_replay(log: Sequence[LogRow], entries: Sequence[ReplayEntry], head: str = DEFAULT_HEAD) -> Iterator[ReplayStep]:
    """Every append and head move in order, with the view size at ``head`` after each."""
    by_seq = {e.seq: e for e in entries}
    seq_of = {e.entry["id"]: e.seq for e in entries}
    pos = positions(log, seq_of)
    in_batch: set[int] = set()
    for index, (row, p) in enumerate(zip(log, pos)):
        if row.name == head and row.reason in BATCH_REASONS:
            in_batch.update(range((pos[index - 1] if index else 0) + 1, p + 1))
    prefix: dict[int, tuple[int, int]] = {}
    summaries: dict[int, int] = {}

    def size(seq: int | None) -> tuple[int, int]:
        if seq is None:
            return 0, 0
        e = by_seq[seq]
        if e.compaction_seq is None:
            return prefix[seq]
        c = by_seq[e.compaction_seq]
        count, tokens = 1 + prefix[seq][0] - prefix[c.seq][0], summaries[c.seq] + prefix[seq][1] - prefix[c.seq][1]
        if c.kept_seq is not None and c.parent_seq is not None:
            before = prefix[by_seq[c.kept_seq].parent_seq] if by_seq[c.kept_seq].parent_seq else (0, 0)
            count += prefix[c.parent_seq][0] - before[0]
            tokens += prefix[c.parent_seq][1] - before[1]
        return count, tokens

    leaf: int | None = None
    rows = iter(zip(log, pos))
    pending = next(rows, None)

    def moves(upto: int) -> Iterator[ReplayStep]:
        nonlocal pending, leaf
        while pending is not None and pending[1] <= upto:
            row = pending[0]
            if row.name == head:
                leaf = seq_of.get(row.entry) if row.entry is not None else None
            yield _step("head", row.seq, row.entry, row.name, row.reason, leaf)
            pending = next(rows, None)

    def _step(kind: str, seq: int, entry: str | None, name: str | None, reason: str | None,
              at: int | None) -> ReplayStep:
        count, tokens = size(at)
        return ReplayStep(kind, seq, entry, name, reason, by_seq[at].entry["id"] if at else None, count, tokens)

    yield from moves(0)
    for e in entries:
        base = prefix[e.parent_seq] if e.parent_seq is not None else (0, 0)
        message = emit(e.entry)
        prefix[e.seq] = (base[0] + 1, base[1] + estimate_tokens(message)) if message is not None else base
        if e.entry.get("type") == "compaction":
            summaries[e.seq] = estimate_tokens(summary_message(e.entry))
        if e.seq in in_batch:
            leaf = e.seq
        yield _step("append", e.seq, e.entry["id"], None, None, leaf)
        yield from moves(e.seq)


# ---------------------------------------------------------------- diff
@dataclass(frozen=True)
class Diff:
    """Two leaves' paths split at their lowest common ancestor (None: no shared entry); ``only_a`` and
    ``only_b`` are the root-first entries of each path after it."""

    ancestor: str | None
    only_a: list[Mapping[str, Any]]
    only_b: list[Mapping[str, Any]]


def build_diff(path_a: Sequence[Mapping[str, Any]], path_b: Sequence[Mapping[str, Any]]) -> Diff:
    """The diff of two root-first paths: their longest common prefix is the way to the ancestor."""
    shared = 0
    while shared < min(len(path_a), len(path_b)) and path_a[shared]["id"] == path_b[shared]["id"]:
        shared += 1
    ancestor = path_a[shared - 1]["id"] if shared else None
    return Diff(ancestor, list(path_a[shared:]), list(path_b[shared:]))
