"""The fast paths equal the simple ones: a streamed file import stores exactly what a whole-file import
stores (and reports and refuses the same), and a batched append stores exactly what one-by-one appends
store (same rows, same hashes, same errors)."""


from __future__ import annotations
import json
import sqlite3
from pathlib import Path
import pytest
from builders import assistant, compaction, header, label, model_change, thinking, user
from sessionlog import open_store
from sessionlog.core.errors import SessionLogError
from sessionlog.ops.imports import import_pi_file, read_pi_file


def dump(path: Path) -> dict[str, list]:
    """Every stored row, minus the wall-clock ``at`` columns (bodies as a set: their rowids may differ)."""
    conn = sqlite3.connect(path)
    q = lambda sql: conn.execute(sql).fetchall()  # noqa: E731
    out = {
        "entries": q("SELECT * FROM entries ORDER BY session_id, seq"),
        "bodies": sorted(q("SELECT hash, data FROM bodies")),
        "headers": q("SELECT * FROM headers ORDER BY session_id"),
        "sessions": q("SELECT * FROM sessions ORDER BY id"),
        "heads": q("SELECT * FROM heads ORDER BY session_id, name"),
        "head_log": q("SELECT session_id, seq, name, entry_id, previous, version, reason FROM head_log "
                      "ORDER BY session_id, seq"),
        "annotations": q("SELECT session_id, seq, entry_id, kind, data FROM annotations ORDER BY session_id, seq"),
    }
    conn.close()
    return out


def import_all(tmp: Path, name: str, files: list[bytes], streamed: bool, chunk_size: int) -> tuple[list, dict]:
    """Import ``files`` one after another (the same path each time, so reports compare)."""
    db = tmp / f"{name}.db"
    store = open_store(db)
    results: list = []
    source = tmp / "input.jsonl"
    for data in files:
        source.write_bytes(data)
        try:
            if streamed:
                result = import_pi_file(store, source, chunk_size=chunk_size)
            else:
                result = store.import_parsed(read_pi_file(source), source=str(source))
            results.append(result.to_json())
        except SessionLogError as e:
            results.append((type(e).__name__, str(e)))
    store.close()
    return results, dump(db)


def _lines(*objs: dict) -> bytes:
    return b"".join(json.dumps(o).encode() + b"\n" for o in objs)


H = header("s-1")


EDGE_CASES = {
    "parent later in the file": _lines(H, user("b", "a", "child first"), user("a", None, "parent"), user("c", "b", "x")),
    "orphans with children": _lines(H, user("a", "ghost", "x"), user("b", "a", "y"), user("c", "ghost2", "z")),
    "chain waiting on an orphan": _lines(H, user("c", "b", "x"), user("b", "a", "y"), user("a", "nowhere", "z")),
    "cycle": _lines(H, user("a", "c", "x"), user("b", "a", "y"), user("c", "b", "z")),
    "self parent": _lines(H, user("a", "a", "x")),
    "duplicate ids": _lines(H, user("a", None, "x"), user("a", None, "y"), user("a", None, "z")),
    "compactions": _lines(H, user("a", None, "x"), assistant("b", "a", "y"), compaction("c", "b", "s", "a"),
                          compaction("d", "c", "s", "ghost"), compaction("e", "d", "s", "e"), user("f", "e", "z")),
    "kept later in the file": _lines(H, user("a", None, "x"), compaction("c", "a", "s", "z"), user("z", "c", "y")),
    "settings and names": _lines(H, thinking("t", None, "high"), model_change("m", "t", "p", "x"),
                                 {"type": "session_info", "id": "n", "parentId": "m", "timestamp": "t", "name": " A "},
                                 label("l", "n", "t", "mark"), {"type": "mystery", "id": "u", "parentId": "l", "q": 1}),
    "no parentId and bad lines": b"\xef\xbb\xbf" + _lines(H, {"type": "message", "id": "a", "message": {"role": "user"}})
    + b"{oops\r\n[1]\n" + _lines({"type": "session", "id": "again"}, user("b", "a", "x")) + b'{"type":"cus',
    "no string id": _lines(H, user("a", None, "x"), {"type": "message", "parentId": "a"}, user("b", "nope", "y")),
    "bad parentId type": _lines(H, user("a", None, "x"), {**user("b", None, "y"), "parentId": 5}),
    "entries before the header": _lines(user("a", None, "x"), H),
    "empty": b"",
    "header only": _lines(H),
    "v2 file": _lines(header("s-2", version=2), user("a", None, "x")),
    "bad header": _lines({"type": "session", "version": 3, "id": 7}),
}


@pytest.mark.parametrize("name", sorted(EDGE_CASES))
@pytest.mark.parametrize("chunk_size", [1, 5, 64, 1 << 20])
def test_streamed_import_equals_whole_file_import_on_edge_cases(tmp_path, name, chunk_size):
    data = EDGE_CASES[name]
    files = [data, data]  # the second import is a re-import: unchanged (or refused again)
    assert import_all(tmp_path, "stream", files, True, chunk_size) == import_all(tmp_path, "whole", files, False, 0)
