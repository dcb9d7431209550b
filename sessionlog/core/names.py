"""Names shared by every layer: the default head and the registry of annotation kinds and head-log reasons.

Rule of this module: a name that is written into the log (an annotation ``kind``, a head-log ``reason``)
is defined here once and imported everywhere else, so a typo cannot create a second spelling of a kind
and ``verify``/``lineage``/``show`` can tell every kind that exists. Adding a kind is adding a line here
(and a row in docs/storage.md); a kind, once written to a store, is never renamed.
"""

from __future__ import annotations

DEFAULT_HEAD = "main"
"""The head a session starts with, and the one commands use unless told another."""

DEFAULT_TENANT = "default"
"""The tenant of every session created locally (and of every session stored before tenants existed)."""

# ---------------------------------------------------------------- annotation kinds
IMPORT = "import"  # on no entry: one import of a file (source, entries, skipped, warnings)
IMPORT_WARNING = "import-warning"  # on an entry: what import accepted about it with a warning
PRUNE_DECISION = "prune-decision"  # on the entry whose message a sticky pruning decision prunes
MEMORY_FLUSH = "memory-flush"  # on the head: the memory flush ran in this compaction cycle
FORK = "fork"  # on the source's fork point: {"session": child}
FORKED_FROM = "forked-from"  # on the child's copy of the fork point: {"session", "entry"}
ROTATED_TO = "rotated-to"  # on the predecessor's head: {"session": successor}
ROTATED_FROM = "rotated-from"  # on the successor's copy of that entry: {"session", "entry"}
REWRITE = "rewrite"  # branch-rewrite truncation: on each copy {"rewrites", "reason"}; on the old head

ANNOTATION_KINDS = (IMPORT, IMPORT_WARNING, PRUNE_DECISION, MEMORY_FLUSH, FORK, FORKED_FROM, ROTATED_TO,
                    ROTATED_FROM, REWRITE)
LINK_KINDS = (FORK, FORKED_FROM, ROTATED_TO, ROTATED_FROM)
"""The kinds that link two sessions (``show`` lists them both ways)."""

# ---------------------------------------------------------------- head-log reasons
APPEND = "append"  # the head moved to the last entry of an append (or batch)
MOVE = "move"  # an explicit move (rewind, navigate, clear, restore)
# IMPORT, FORKED_FROM, ROTATED_FROM and REWRITE are reasons too: the head of an imported, forked or
# rotated session starts at its last entry; a rewrite moves the head to the rewritten branch.
BATCH_REASONS = (APPEND, IMPORT, FORKED_FROM, ROTATED_FROM, REWRITE)
"""Reasons whose move lands on the last entry of entries stored in the same transaction (time travel and
replay treat the entries of that batch as appended one by one)."""
HEAD_REASONS = (APPEND, MOVE, IMPORT, FORKED_FROM, ROTATED_FROM, REWRITE)
