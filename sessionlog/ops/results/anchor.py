"""The ``--json`` documents of ``verify --anchor`` and ``verify --against`` (registered in
``ops.results.OUTPUTS`` as ``verify-anchor`` and ``verify-against``; same rules: shapes only grow)."""

from __future__ import annotations

from typing import Annotated, Union

from msgspec import Meta, Struct

from sessionlog.core.anchor import SessionAnchor


class AnchorOutput(Struct):
    """``verify --anchor``: the store verified and, when it verified ok, its anchor: ``digest`` (keep it
    where the store's writers cannot reach) and the per-session table it is the hash of (keep this whole
    document to check a store that has grown since: ``verify --against FILE``)."""

    ok: bool
    version: Annotated[int, Meta(description="The anchor format (1).")]
    digest: Annotated[Union[str, None], Meta(description="sl1:<sha256 hex>; null when verify found problems.")]
    sessions: Annotated[list[SessionAnchor], Meta(description="Per session, sorted by id: its tenant, the "
                                                  "header's sha256, the last entry seq, id and chain hash, a hash over "
                                                  "every entry's chain hash, the head log's and the "
                                                  "annotations' last seq and hash.")]
    entries: int
    problems: list[str]
    warnings: list[str]


class AgainstOutput(Struct):
    """``verify --against``: verify's findings plus what changed since the anchor. ``ok`` is false when
    anything anchored was removed or rewritten (``problems`` names it) or verify found a problem."""

    ok: bool
    anchor: Annotated[str, Meta(description="The anchored digest.")]
    digest: Annotated[str, Meta(description="The store's digest now.")]
    anchored: Annotated[int, Meta(description="Sessions in the anchor (0 when only a digest was given).")]
    unchanged: Annotated[list[str], Meta(description="Anchored sessions exactly as anchored.")]
    grown: Annotated[list[str], Meta(description="Anchored sessions that only grew since.")]
    new: Annotated[list[str], Meta(description="Sessions stored since the anchor.")]
    sessions: int
    entries: int
    problems: list[str]
    warnings: list[str]
