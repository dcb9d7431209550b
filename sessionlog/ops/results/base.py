"""The shapes every document shares: an entry id, a session's heads, a Pi entry."""

from __future__ import annotations

from typing import Annotated, Any, Union

from msgspec import UNSET, Meta, Struct

EntryId = Annotated[str, Meta(description="An entry id (Pi: 8 hex characters).")]
Heads = Annotated[dict[str, Union[str, None]], Meta(description="Head name → entry id (null: an empty head).")]


class PiEntry(Struct):
    """One Pi v3 session entry exactly as stored: this envelope plus the fields of its type (see
    sessionlog.core.entries); unknown types and fields are kept verbatim."""

    id: EntryId
    parentId: Union[str, None]  # noqa: N815 - Pi's wire name
    type: Annotated[Any, Meta(description="The entry type (message, compaction, label, ...).")] = UNSET
    timestamp: Annotated[Any, Meta(description="ISO 8601 time the entry was written.")] = UNSET
