"""Generated files do not drift from the code that generates them (tools/gen_schema.py)."""

from __future__ import annotations

import sys
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import gen_schema  # noqa: E402


def test_entries_schema_matches_the_entry_model():
    assert gen_schema.ENTRIES_SCHEMA.read_text(encoding="utf-8") == gen_schema.entries_schema(), (
        "schema/entries.json is stale: run python tools/gen_schema.py and record the change in schema/CHANGES.md")


def test_storage_doc_sql_matches_a_fresh_database():
    current = gen_schema.STORAGE_DOC.read_text(encoding="utf-8")
    assert current == gen_schema.storage_doc(current), "docs/storage.md is stale: run python tools/gen_schema.py"


def test_schema_changes_file_names_the_current_format():
    changes = (ROOT / "schema" / "CHANGES.md").read_text(encoding="utf-8")
    assert "m001_initial" in changes and "v3" in changes


def test_a_fresh_database_equals_one_upgraded_migration_by_migration():
    import sqlite3

    from sessionlog.backends.sqlite import migrations

    fresh = sqlite3.connect(":memory:")
    migrations.apply(fresh, "t")
    stepwise = sqlite3.connect(":memory:")
    for i in range(1, len(migrations.MIGRATIONS) + 1):
        saved = migrations.MIGRATIONS[:]
        try:
            migrations.MIGRATIONS[:] = saved[:i]
            migrations.apply(stepwise, "t")
        finally:
            migrations.MIGRATIONS[:] = saved
    dump = lambda c: sorted(r for r in c.execute("SELECT type, name, sql FROM sqlite_master"))  # noqa: E731
    assert dump(fresh) == dump(stepwise)
