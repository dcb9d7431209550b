"""Anchors: a short digest of a store's whole history, and the comparison that shows nothing anchored was
removed or rewritten since (DESIGN §2.8: a hash chain alone cannot show a truncation).

Rule of this module: pure. A ``SessionAnchor`` sums up one session's history at one moment: its tenant
(fixed for ever); the sha256 of its header's bytes; its last entry ``seq``, that entry's id and chain hash, and a hash over every entry's
``seq`` and chain hash in ``seq`` order (each chain hash covers the entry's envelope, its body hash and
its ancestors'); the head log's last ``seq`` and a hash over its rows; the annotations' last ``seq`` and
a hash over theirs (their data by its sha256). The store's digest is ``sl1:`` and the sha256 of the
canonical JSON of every session's anchor, sorted by session id. The hashes are streamed (``RowHash``):
checking a grown session hashes only the rows up to what was anchored, and ``compare`` tells growth (more
rows after the anchored ones) from removal (fewer) and rewriting (the same rows, another hash).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from . import codec

ANCHOR_VERSION = 1
DIGEST_PREFIX = "sl1:"
_DIGEST = re.compile(r"sl1:[0-9a-f]{64}")


class SessionAnchor(msgspec.Struct, frozen=True, kw_only=True):
    """One session's history at the moment it was anchored (see the module docstring)."""

    session: str
    tenant: str | None
    header: str | None
    entries: int
    last_entry: str | None
    last_chain: str | None
    entries_hash: str
    head_log: int
    head_log_hash: str
    annotations: int
    annotations_hash: str


class RowHash:
    """A sha256 over rows fed in ``seq`` order, counting only those up to ``limit`` (None: all), and the
    highest ``seq`` fed (whatever the limit)."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = limit
        self.last = 0
        self._hash = hashlib.sha256()

    def add(self, seq: int, item: bytes) -> None:
        self.last = max(self.last, seq)
        if self.limit is None or seq <= self.limit:
            self._hash.update(b"%d " % seq + item + b"\n")

    def hexdigest(self) -> str:
        return self._hash.hexdigest()


def head_move_bytes(move: Mapping[str, Any]) -> bytes:
    """One head-log row as hashed: its canonical JSON (name, entry, previous, version, reason, at)."""
    return codec.canonical_bytes({k: move[k] for k in ("name", "entry", "previous", "version", "reason", "at")})


def annotation_bytes(entry: str | None, kind: str, at: str, data: bytes) -> bytes:
    """One annotation as hashed: its canonical JSON, its data by the data's sha256."""
    return codec.canonical_bytes({"entry": entry, "kind": kind, "at": at, "data": codec.sha256_hex(data)})


def digest(sessions: Sequence[SessionAnchor]) -> str:
    """The store's digest: ``sl1:`` + sha256 of the anchors' canonical JSON, sorted by session id."""
    table = [msgspec.to_builtins(s) for s in sorted(sessions, key=lambda s: s.session)]
    return DIGEST_PREFIX + codec.sha256_hex(codec.canonical_bytes({"version": ANCHOR_VERSION, "sessions": table}))


def is_digest(text: str) -> bool:
    return _DIGEST.fullmatch(text.strip()) is not None


def compare(anchored: SessionAnchor, now: SessionAnchor | None) -> list[str]:
    """What was removed or rewritten of ``anchored``, given ``now``: the session's anchor computed today
    with its hashes limited to the anchored rows (``RowHash(limit)``) and its counts whole."""
    sid = anchored.session
    if now is None:
        count = f"{anchored.entries} entr{'y' if anchored.entries == 1 else 'ies'}"
        return [f"session {sid}: anchored with {count}, it is no longer stored (removed)"]
    problems = []
    if now.tenant != anchored.tenant:
        problems.append(f"session {sid}: its tenant is {now.tenant!r}, anchored {anchored.tenant!r}")
    if now.header != anchored.header:
        problems.append(f"session {sid}: its header " + ("was removed" if now.header is None else "changed")
                        + " since the anchor")
    problems += _rows(sid, "entries", "entry", anchored.entries, now.entries, anchored.entries_hash, now.entries_hash,
                      anchored.last_entry)
    if now.entries >= anchored.entries and now.last_chain != anchored.last_chain:
        problems.append(f"session {sid} entry {anchored.last_entry} (#{anchored.entries}): the newest anchored "
                        f"entry is now {now.last_entry} with another chain hash (rewritten)")
    problems += _rows(sid, "head-log rows", "head-log row", anchored.head_log, now.head_log,
                      anchored.head_log_hash, now.head_log_hash)
    problems += _rows(sid, "annotations", "annotation", anchored.annotations, now.annotations,
                      anchored.annotations_hash, now.annotations_hash)
    return problems


def _rows(sid: str, plural: str, singular: str, anchored: int, now: int, anchored_hash: str, now_hash: str,
          newest: str | None = None) -> list[str]:
    if now < anchored:
        span = (f"{singular} #{anchored} was" if now + 1 == anchored else f"{plural} #{now + 1}..#{anchored} were")
        last = f" (the newest anchored one: {newest})" if newest else ""
        return [f"session {sid}: {span} anchored and {'is' if now + 1 == anchored else 'are'} no longer stored"
                f"{last}: removed, {now} of {anchored} remain"]
    if now_hash != anchored_hash:
        return [f"session {sid}: {plural} #1..#{anchored} differ from the anchored ones (rewritten, removed or "
                "reordered)"]
    return []


def grew(anchored: SessionAnchor, now: SessionAnchor) -> bool:
    return (now.entries, now.head_log, now.annotations) != (anchored.entries, anchored.head_log, anchored.annotations)
