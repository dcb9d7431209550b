"""The one exception tree of sessionlog.

Every error the library raises on purpose is a :class:`SessionLogError`. Subclasses also derive from
the matching builtin (``ValueError``, ``KeyError``...) so callers can catch either. SQLite errors are
translated at the store boundary (``raise ... from e``); the CLI turns any ``SessionLogError`` into
``Error: ...`` and an exit code (``exit_code``).
"""

from __future__ import annotations


class SessionLogError(Exception):
    """Root of every sessionlog error."""

    exit_code = 1


class InvalidEntryError(SessionLogError, ValueError):
    """An entry (or a header) is structurally or type-wise invalid."""


class InvalidInputError(SessionLogError, ValueError):
    """A file or document given to sessionlog cannot be read as asked."""


class InvalidTextError(InvalidInputError):
    """Text that cannot be stored or looked up: not valid UTF-8 (a lone surrogate, e.g. the bytes of a
    command-line argument that were not UTF-8)."""


class NotFoundError(SessionLogError, KeyError):
    """A session, entry or head does not exist."""

    def __str__(self) -> str:  # KeyError quotes its argument; we want plain text
        return str(self.args[0]) if self.args else "not found"


class AmbiguousError(SessionLogError, LookupError):
    """A prefix matches more than one session."""


class CycleError(InvalidEntryError):
    """Following parentId from some entry comes back to it."""


class ConflictError(SessionLogError):
    """Retryable: the head moved since the caller read it, or an id is reused with other content."""

    exit_code = 3


class HeadConflictError(ConflictError):
    """Compare-and-swap on a head failed."""


class IdConflictError(ConflictError):
    """A client-supplied id exists with different content or parent."""


class StoreError(SessionLogError):
    """The database cannot be used (foreign file, locked, corrupt)."""


class ForeignDatabaseError(StoreError):
    """The file is an SQLite database that sessionlog did not create."""


class LockedError(StoreError):
    """The database stayed locked for longer than the busy timeout."""


class OutputExistsError(SessionLogError, FileExistsError):
    """Refusing to overwrite an existing file."""


def missing_body(path: str, entry_id: str, seq: int, body_hash: str) -> str:
    """The error for an entry whose stored body is gone (only a damaged store: bodies are insert-only)."""
    return (f"{path}: entry {entry_id} (#{seq}): its body {body_hash} is missing (damaged store; "
            "`sessionlog verify` lists every problem)")


class InvalidSearchError(InvalidInputError):
    """A search query the backend cannot parse."""
