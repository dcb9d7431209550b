"""Generated files do not drift from the code that generates them (tools/gen_schema.py)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

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


PURE = ["entries", "codec", "dag", "view"] + [f"projections/{m}" for m in ("__init__", "estimate", "settings", "pruning", "truncation", "guard", "turns", "repair", "providers", "pipeline")]  # noqa: E501
PURE += ["tokens", "compaction", "branching", "recovery", "rotation"]
PURE += ["timetravel"]
PURE_DEPENDENCIES = ["errors", "summarizers.base"]  # the summarizer contract: msgspec Structs, no I/O
PURE += ["rewrite"]  # its apply_rewrite writes only through the Store it is handed
PURE_DEPENDENCIES += [f"projections.{m}" for m in ("estimate", "settings", "truncation")]
FORBIDDEN = {"sqlite3", "sqlite_utils", "click", "os", "time", "random", "datetime", "uuid", "rich"}


@pytest.mark.parametrize("module", PURE)
def test_the_pure_core_imports_no_storage_clock_or_randomness(module):
    tree = ast.parse((ROOT / "sessionlog" / f"{module}.py").read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            imported.add(node.module.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.level > 0 and node.module:
            assert node.module in PURE + PURE_DEPENDENCIES or f"projections/{node.module}" in PURE and node.level == 1 and module.startswith("projections/"), f"{module} imports the shell module .{node.module}"  # noqa: E501
    assert not imported & FORBIDDEN, f"{module} imports {imported & FORBIDDEN}"


def test_a_fresh_database_equals_one_upgraded_migration_by_migration():
    import sqlite3

    from sessionlog import migrations

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
