"""``verify --anchor`` and ``verify --against``: anchor a store's history, and check a store against an
anchor (DESIGN §2.8; what it proves and does not: docs/reliability.md).

Rule of this module: one function per verb, returning the documents of ``ops.results.anchor``. The
digest code is ``core.anchor``; the reading is ``store.anchor``. An anchor is only made of a store that
verifies (anchoring damage would hide it); checking against one always runs the full ``verify`` too,
since the anchor compares stored hashes and verify recomputes them from the stored bytes.
"""

from __future__ import annotations

import os

import msgspec

from ..core.anchor import ANCHOR_VERSION, SessionAnchor, digest, is_digest
from ..core.errors import InvalidInputError, NotFoundError
from ..store import Store
from ..store.anchor import anchor as anchor_of
from ..store.anchor import check_against
from .imports import read_bytes
from .results.anchor import AgainstOutput, AnchorOutput


class AnchorFile(msgspec.Struct):
    """What ``--against FILE`` reads of an ``AnchorOutput`` document."""

    version: int
    digest: str
    sessions: list[SessionAnchor]


def anchor(store: Store) -> AnchorOutput:
    """Verify the whole store and, when it verifies, anchor its history."""
    report = store.verify()
    sessions = anchor_of(store.backend) if report.ok else []
    return AnchorOutput(ok=report.ok, version=ANCHOR_VERSION, digest=digest(sessions) if report.ok else None,
                        sessions=sessions, entries=report.entries, problems=report.problems,
                        warnings=report.warnings)


def read_anchor(source: str) -> AnchorFile | str:
    """``--against``'s argument: a digest (returned as it is), or a file holding an anchor document or a
    digest; ``InvalidInputError`` naming the file when it is neither, or its digest is not its table's."""
    text = source.strip()
    if is_digest(text):
        return text
    if not os.path.exists(source):
        raise NotFoundError(f"{source}: not an anchor digest (sl1:<64 hex digits>) and no such file")
    data = read_bytes(source)
    if is_digest(data.decode("utf-8", "replace")):
        return data.decode().strip()
    try:
        found = msgspec.json.decode(data, type=AnchorFile)
    except (msgspec.DecodeError, msgspec.ValidationError) as e:
        raise InvalidInputError(f"{source}: not an anchor (the JSON of `verify --anchor --json`): {e}") from e
    if found.version != ANCHOR_VERSION:
        raise InvalidInputError(f"{source}: anchor version {found.version} is not one this sessionlog reads "
                                f"({ANCHOR_VERSION})")
    if digest(found.sessions) != found.digest:
        raise InvalidInputError(f"{source}: the anchor's digest {found.digest} is not the hash of its sessions "
                                "(the file was changed)")
    return found


def against(store: Store, source: str) -> AgainstOutput:
    """Verify the whole store and show that nothing acknowledged before the anchor ``source`` (a digest or
    an anchor file) was removed or rewritten; anchored sessions may have grown, new ones may exist."""
    anchored = read_anchor(source)
    report = store.verify()
    now = anchor_of(store.backend)
    current = digest(now)
    out = AgainstOutput(ok=False, anchor="", digest=current, anchored=0, unchanged=[], grown=[], new=[],
                        sessions=report.sessions, entries=report.entries, problems=list(report.problems),
                        warnings=report.warnings)
    if isinstance(anchored, str):
        out.anchor = anchored
        if anchored == current:
            out.unchanged = [a.session for a in now]
        else:
            out.problems.append(
                f"the store's history is not the one anchored by {anchored}: it changed or grew since (a digest "
                "alone confirms only an unchanged store; check against the anchor's JSON file to tell growth "
                "from removal or rewriting)")
    else:
        out.anchor, out.anchored = anchored.digest, len(anchored.sessions)
        check = check_against(store.backend, anchored.sessions)
        out.problems.extend(check.problems)
        out.unchanged, out.grown, out.new = check.unchanged, check.grown, check.new
    out.ok = not out.problems
    return out
