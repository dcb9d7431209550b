"""The SQLite backend (the embedded default): ``backend`` (connection, transactions, error
translation), ``queries`` (the SQL), ``migrations`` (the schema), ``search`` (FTS5)."""

from . import migrations
from .backend import APPLICATION_ID, DEFAULT_BUSY_TIMEOUT, SQLiteBackend, translate

__all__ = ["APPLICATION_ID", "DEFAULT_BUSY_TIMEOUT", "SQLiteBackend", "migrations", "translate"]
