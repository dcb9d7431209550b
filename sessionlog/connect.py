"""Opening a store: which backend a target names (the one module that knows every backend).

Rule of this module: ``open_store(target)`` is the only place a backend is chosen, so the log engine
(``sessionlog.store``) and the use cases (``sessionlog.ops``) depend on the contract alone. A target is a
database path (SQLite, the embedded default; ``None``: ``default_db_path()``), a ``postgresql://`` or
``postgres://`` URL (PostgreSQL, any libpq URI; needs ``pip install 'sessionlog[postgres]'``),
``":memory:"`` or ``"memory:"`` (the in-memory reference backend), or a backend object.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .store import Store

MEMORY_TARGETS = (":memory:", "memory:")
POSTGRES_SCHEMES = ("postgresql", "postgres")  # a URL with one of these opens the PostgreSQL backend


def is_url(target: Any) -> bool:
    """Whether ``target`` is a PostgreSQL URL (``postgresql://...`` or ``postgres://...``)."""
    return isinstance(target, str) and target.partition("://")[0].lower() in POSTGRES_SCHEMES


def display_target(target: Any) -> str:
    """A target as messages may show it: a URL without its password, a path as it is."""
    if is_url(target):
        from .backends.postgres import split_url

        return split_url(target)[1]
    return os.fspath(target)


def default_db_path() -> Path:
    """``$SESSIONLOG_DB``, else ``$XDG_DATA_HOME/sessionlog/sessions.db`` (``~/.local/share`` by default)."""
    env = os.environ.get("SESSIONLOG_DB")
    if env:
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "sessionlog" / "sessions.db"


def open_backend(target: Any = None, **options: Any) -> Any:
    """The backend ``target`` names (see the module docstring); ``options`` go to its constructor."""
    if target is not None and not isinstance(target, (str, os.PathLike)):
        if options:
            raise TypeError("options are for a target to open, not for a backend object")
        return target
    if target is None:
        target = os.environ.get("SESSIONLOG_DB") or default_db_path()  # SESSIONLOG_DB may be a URL
    text = os.fspath(target)
    if text in MEMORY_TARGETS:
        from .backends.memory import MemoryBackend

        return MemoryBackend()
    if is_url(text):
        from .backends.postgres import PostgresBackend

        return PostgresBackend(text, **options)
    from .backends.sqlite import SQLiteBackend

    return SQLiteBackend(text, **options)


def setup_roles(target: Any, *, owner: str, app: str) -> list[str]:
    """Create PostgreSQL's owner and application roles for the store ``target`` names (a URL, as an
    administrator) and migrate it as the owner; returns what was done (docs/postgres.md)."""
    if not is_url(target):
        from .core.errors import InvalidInputError

        raise InvalidInputError(f"{display_target(target)}: roles are for a PostgreSQL store (a postgresql:// URL); "
                                "an SQLite file needs none")
    from .backends.postgres.backend import setup_roles as setup

    return setup(target, owner=owner, app=app)


def open_store(target: Any = None, **options: Any) -> Store:
    """Open (creating if needed) a store on the backend ``target`` names."""
    return Store(open_backend(target, **options))
