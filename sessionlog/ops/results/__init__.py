"""The documents the use cases return: every ``--json`` / ``--nl`` shape of the CLI (and the service's
bodies), as msgspec Structs.

Rule of this module: a command's JSON output is one of the types in ``OUTPUTS`` (use cases build these
Structs, or, for Pi's own shapes, return the Pi objects these Structs describe), and
``tools/gen_docs.py`` writes ``schema/cli/<name>.json`` from them with ``msgspec.json.schema``.
The shapes only grow: new fields are optional; renaming or removing one is a breaking change.
Our own keys are snake_case; Pi's objects keep Pi's camelCase.
"""
# ruff: noqa: F405 - OUTPUTS names the types the star imports bring

from __future__ import annotations

from typing import Any

# every document type is importable from here (cli/outputs.py takes them all)
from .anchor import AgainstOutput, AnchorOutput
from .base import *  # noqa: F403
from .history import *  # noqa: F403
from .reads import *  # noqa: F403
from .writes import *  # noqa: F403

OUTPUTS: dict[str, Any] = {
    "import": list[ImportedFile],
    "new": NewSession,
    "append": PiEntry,
    "append-entries": list[PiEntry],
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
    "compact": CompactOutput,
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
    "copy": CopyOutput,
    "watch": WatchEventOutput,
    "token-create": TokenCreated,
    "token-list": list[TokenRow],
}
"""Schema name → the type of that command's ``--json`` document (``view-llm``: ``view --llm --json``;
``view-project``: ``view --project --json``;
``append-entries``: ``append --entries FILE --json``;
``log --nl`` prints one ``PiEntry`` per line; ``compact``: the appended compaction entry,
``compact-dry-run``: ``compact --dry-run --json``; ``rotate-dry-run``: ``rotate --dry-run --json``;
``replay --nl`` prints one ``ReplayStepOutput`` per line; ``watch --json`` one ``WatchEventOutput`` per line;
``token-create``: ``token create --json``; ``verify-anchor``: ``verify --anchor --json``; ``verify-against``:
``verify --against ... --json``)."""
