"""PostgreSQL-specific tests (the conformance suite also runs on PostgreSQL: tests/contract)."""
