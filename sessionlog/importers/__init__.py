"""Importers for other agents' transcript formats (Claude Code, Codex) into Pi-shaped entries.

Rule of this package: each importer is a pure function from a file's bytes to a
:class:`~.records.Converted` (a Pi v3 header and entries, the lines it skipped, its warnings, and the
entry the ``main`` head should point at when that is not the last one). Storing goes through the
same path as Pi files (``jsonl.import_file`` -> ``Store.import_parsed``). The mapping is documented in
``docs/importers.md``. OpenClaw's database (``openclaw_db``) is read, not converted: its rows already are
Pi lines, one session per OpenClaw session (``jsonl.import_source``).
"""

from __future__ import annotations

from ..core.errors import InvalidInputError
from .detect import FORMATS, detect_format
from .records import SOURCE_FIELD, Converted

__all__ = ["FORMATS", "SOURCE_FIELD", "Converted", "convert", "detect_format"]


def convert(data: bytes, fmt: str, *, source: str = "<input>") -> Converted:
    """Convert a Claude Code transcript (``fmt="claude"``) or a Codex rollout (``"codex"``)."""
    if fmt == "claude":
        from .claude import convert as run
    elif fmt == "codex":
        from .codex import convert as run
    else:
        raise InvalidInputError(f"{source}: no importer for format {fmt!r} (expected claude or codex)")
    return run(data, source)
