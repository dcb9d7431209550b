"""The PostgreSQL backend (many agent hosts, one store): ``backend`` (pool, transactions, error
translation), ``queries`` (the SQL), ``migrations`` (the schema), ``search`` (tsvector and pg_trgm),
``roles`` (the owner and application roles, and the protections ``verify`` checks).

psycopg is imported when a store is opened, not when this package is, so ``is_url`` works without the
``postgres`` extra installed."""

from .backend import INSTALL_HINT, PostgresBackend, is_url, split_url, translate

__all__ = ["INSTALL_HINT", "PostgresBackend", "is_url", "split_url", "translate"]
