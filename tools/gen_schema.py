"""Generate schema/entries.json (JSON Schema of the Pi v3 header and entries) and the SQL schema block
of docs/storage.md (from a fresh database). tests/test_schema.py fails when either drifts.

Run: python tools/gen_schema.py
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import msgspec

from sessionlog.core import entries

from sessionlog.backends.sqlite import migrations

ROOT = Path(__file__).resolve().parent.parent
ENTRIES_SCHEMA = ROOT / "schema" / "entries.json"
STORAGE_DOC = ROOT / "docs" / "storage.md"
BEGIN, END = "<!-- BEGIN GENERATED SQL (tools/gen_schema.py) -->", "<!-- END GENERATED SQL -->"


def entries_schema() -> str:
    schema = msgspec.json.schema(entries.AnyEntry | entries.SessionHeader)
    schema["$comment"] = (
        "Pi v3 session header and the nine entry types, generated from sessionlog/entries.py. "
        "Unknown fields and unknown entry types are accepted and kept verbatim."
    )
    return json.dumps(schema, indent=2, sort_keys=True) + "\n"


def sql_schema() -> str:
    conn = sqlite3.connect(":memory:")
    migrations.apply(conn, "1970-01-01T00:00:00.000Z")
    rows = conn.execute(
        "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type = 'trigger', type = 'index', name"
    ).fetchall()
    return "\n".join(r[0].strip() + ";" for r in rows)


def storage_doc(current: str) -> str:
    if BEGIN not in current or END not in current:
        raise SystemExit(f"{STORAGE_DOC} lacks the generated-SQL markers")
    head, rest = current.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{BEGIN}\n```sql\n{sql_schema()}\n```\n{END}{tail}"


def main() -> None:
    ENTRIES_SCHEMA.parent.mkdir(exist_ok=True)
    ENTRIES_SCHEMA.write_text(entries_schema(), encoding="utf-8")
    STORAGE_DOC.write_text(storage_doc(STORAGE_DOC.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"wrote {ENTRIES_SCHEMA} and the SQL block of {STORAGE_DOC}")


if __name__ == "__main__":
    main()
