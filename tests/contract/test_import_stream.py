"""The fast paths equal the simple ones (conformance): a streamed file import stores exactly what a whole-file
import stores (and reports and refuses the same), and a batched append stores exactly what one-by-one
appends store (same rows, same hashes, same errors)."""

from __future__ import annotations
import json
import random
from pathlib import Path
from typing import Any
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from builders import assistant, compaction, header, label, model_change, thinking, user
from sessionlog.store import Store
from sessionlog.core.errors import SessionLogError
from sessionlog.ops.imports import import_pi_file, read_pi_file
from spies import Spy
from .conftest import builtins
from strategies import gen_session, to_jsonl
from sessionlog.backends.contract import UNSET
from sessionlog.store.append import append_batch


def dump(store) -> dict[str, list]:
    """Everything stored, through the contract, minus the wall-clock ``at`` times."""
    with store.read() as tx:
        sids = tx.session_ids()
        rows = [r for sid in sids for r in tx.rows(sid)]
        return {
            "entries": rows,
            "bodies": sorted({(r.body_hash, tx.body(r.body_hash)) for r in rows}),
            "headers": [(sid, tx.header(sid)) for sid in sids],
            "sessions": [builtins(r) for r in sorted(tx.catalogue(), key=lambda r: r.id)],
            "heads": [(sid, tx.heads(sid)) for sid in sids],
            "head_log": [{**builtins(m), "at": None} for sid in sids for m in tx.head_log(sid)],
            "annotations": [(a.session_id, a.seq, a.entry_id, a.kind, a.data) for sid in sids
                            for a in tx.annotations(sid)],
        }


def import_all(make_store, tmp: Path, files: list[bytes], streamed: bool, chunk_size: int) -> tuple[list, dict, Any]:
    """Import ``files`` one after another (the same path each time, so reports compare)."""
    store = make_store()
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
    return results, dump(store), store


def _lines(*objs: dict) -> bytes:
    return b"".join(json.dumps(o).encode() + b"\n" for o in objs)


def _mutate(data: bytes, rng: random.Random) -> bytes:
    lines = data.splitlines(keepends=True)
    i = rng.randrange(len(lines))
    kind = rng.randrange(6)
    if kind == 0:
        return data[: rng.randrange(len(data) + 1)]
    if kind == 1:
        return b"".join(lines[:i] + lines[i + 1:])
    if kind == 2:
        return b"".join(lines[: i + 1] + [lines[i]] + lines[i + 1:])
    if kind == 3:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return b"".join(lines)
    if kind == 4:
        return b"".join(lines[:i] + [b"{garbage\n", b'{"type":"session","id":"x"}\n'] + lines[i:])
    return lines[0] + b"".join(reversed(lines[1:]))


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32 - 1), chunk_size=st.sampled_from([1, 7, 100, 4096]),
       recipe=st.sampled_from(["one", "mutated", "extend", "conflict"]))
def test_streamed_import_equals_whole_file_import(make_store, tmp_path_factory, seed, chunk_size, recipe):
    rng = random.Random(seed)
    data = to_jsonl(gen_session(rng, 3)).encode()
    lines = data.splitlines(keepends=True)
    files = {
        "one": [data],
        "mutated": [_mutate(data, rng), data],
        "extend": [b"".join(lines[: rng.randrange(1, len(lines) + 1)]), data, data],
        "conflict": [data, _mutate(data, rng)],
    }[recipe]
    tmp = tmp_path_factory.mktemp("imp")
    streamed, whole = import_all(make_store, tmp, files, True, chunk_size), import_all(make_store, tmp, files, False, 0)
    assert streamed[:2] == whole[:2]
    if recipe == "one":  # after a re-import that extends a prefix whose orphan's parent the longer file
        assert streamed[2].verify().ok  # adds, verify flags the orphan on both paths (a known gap)


# ---------------------------------------------------------------- batched appends
def _batch(rng: random.Random, existing: list[str]) -> list[dict]:
    """Entries with client ids and timestamps (so both stores get the same ones), some referring to
    entries earlier in the same batch or already stored."""
    out: list[dict] = []
    ids = list(existing)
    for i in range(rng.randrange(1, 12)):
        eid = f"e{len(ids)}-{rng.randrange(10**6)}"
        kind = rng.randrange(7)
        if kind == 0 and ids:
            entry = {"type": "label", "targetId": rng.choice(ids), "label": "L"}
        elif kind == 1 and ids:
            entry = {"type": "compaction", "summary": "s", "firstKeptEntryId": rng.choice(ids[-3:]), "tokensBefore": 5}
        elif kind == 2:
            entry = {"type": "model_change", "provider": "p", "modelId": f"m{i}"}
        elif kind == 3:
            entry = {"type": "thinking_level_change", "thinkingLevel": "low"}
        elif kind == 4 and ids:  # a retry of the latest entry, often with other content (a retry of an
            # older one differs by design: in a batch the next entry goes after it, alone after the head)
            entry = {"type": "message", "id": ids[-1], "message": {"role": "user", "content": "?", "timestamp": 1}}
        else:
            entry = {"type": "message", "message": {"role": "user", "content": f"t{rng.randrange(5)}", "timestamp": 1}}
        entry.setdefault("id", eid)
        entry["timestamp"] = "2026-01-01T00:00:00.000Z"
        if rng.random() < 0.1:
            entry["parentId"] = rng.choice(ids + [None, "ghost"])
        if rng.random() < 0.05:
            entry["message"] = 5
        out.append(entry)
        ids.append(entry["id"])
    return out


def _apply(store, sid: str, batches: list[list[dict]], batched: bool) -> list:
    results: list = []
    for batch in batches:
        try:
            if batched:
                results.append(store.append_many(sid, batch, branch=True))
            else:  # one transaction per entry, stopping at the first error (the batch is all or nothing)
                with store.write() as tx:
                    out = []
                    for entry in batch:
                        out.extend(append_batch(tx, sid, [dict(entry)], "main", UNSET, True))
                results.append(out)
        except SessionLogError as e:
            results.append((type(e).__name__, str(e).replace("entry #", "entry ")))
    return results


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32 - 1))
def test_batched_append_equals_one_by_one_appends(make_store, seed):
    rng = random.Random(seed)
    batches: list[list[dict]] = []
    seen: list[str] = []
    for _ in range(3):
        batch = _batch(rng, seen)
        batches.append(batch)
        seen.extend(e["id"] for e in batch)
    dumps, results = [], []
    for batched in (True, False):
        store = make_store()
        store.create_session(session_id="s", cwd="/", header={"type": "session", "version": 3, "id": "s",
                                                              "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/"})
        results.append(_apply(store, "s", [[dict(e) for e in b] for b in batches], batched))
        assert store.verify().ok
        dumps.append(dump(store))
    # The same entries and errors; one-by-one names the entry without its place in the batch.
    norm = [[r if isinstance(r, list) else (r[0], _strip_where(r[1])) for r in res] for res in results]
    assert norm[0] == norm[1]
    batched_dump, single_dump = dumps
    assert batched_dump["entries"] == single_dump["entries"]
    assert batched_dump["bodies"] == single_dump["bodies"]
    assert batched_dump["sessions"] == single_dump["sessions"]


def _strip_where(text: str) -> str:
    import re

    return re.sub(r"^entry \d+ ", "entry ", text)


def test_batched_append_generates_distinct_ids_and_one_timestamp(store):
    session = store.create_session(cwd="/")
    stored = store.append_many(session.id, [{"type": "custom", "customType": "c"} for _ in range(2000)])
    assert len({e["id"] for e in stored}) == 2000
    assert all(len(e["id"]) == 8 for e in stored)
    assert [e["parentId"] for e in stored[1:]] == [e["id"] for e in stored[:-1]]
    assert store.verify().ok


def test_batch_with_an_invalid_entry_names_it_and_stores_nothing(store):
    session = store.create_session(cwd="/")
    session.append_message({"role": "user", "content": "first", "timestamp": 1})
    batch = [{"type": "custom", "customType": "c"} for _ in range(4)] + [{"type": "label", "targetId": "nope"}]
    with pytest.raises(SessionLogError, match=r"entry #5 .*Entry nope not found"):
        store.append_many(session.id, batch)
    assert len(store.entries(session.id)) == 1
    assert store.catalogue(session.id).entry_count == 1


def test_v3_import_holds_one_chunk_of_entries_at_a_time(store, tmp_path, monkeypatch):
    lines = [header("big")] + [user(f"e{i}", f"e{i - 1}" if i else None, "x" * 50) for i in range(300)]
    path = tmp_path / "big.jsonl"
    path.write_bytes(_lines(*lines))
    monkeypatch.setattr(Store, "import_parsed", lambda *a, **k: pytest.fail("read whole"))
    spy = Spy(store.backend)
    store = Store(spy)
    result = import_pi_file(store, path, chunk_size=2048)
    written = spy.inserted
    assert result.entries == 300 and sum(written) == 300
    assert len(written) > 10 and max(written) <= 2048 // 100 + 1  # each line is over 100 bytes
    assert store.verify().ok


def test_a_kept_entry_off_the_path_costs_one_lookup_not_a_walk_to_the_root(make_store, tmp_path):
    """A compaction whose firstKeptEntryId is not in the file (accepted with a warning) deep in a long
    chain: the streamed import looks the kept entry up once instead of querying every ancestor up to
    the root (which made a crafted file hold the write lock for hours), and derives what the
    whole-file import derives."""
    n, ghosts = 3000, 20
    lines = [{"type": "session", "version": 3, "id": "s", "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/"}]
    for i in range(n):
        entry = {"type": "custom", "customType": "c", "id": f"e{i}", "parentId": f"e{i - 1}" if i else None,
                 "timestamp": "2026-01-01T00:00:00.000Z"}
        if i >= n - ghosts:
            entry = {**entry, "type": "compaction", "summary": "s", "tokensBefore": 1,
                     "firstKeptEntryId": "ghost" if i % 2 else f"e{i - 2500}"}  # missing, or 2,500 back
            del entry["customType"]
        lines.append(entry)
    source = tmp_path / "chain.jsonl"
    source.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    spy = Spy(make_store().backend)
    streamed = Store(spy)
    import_pi_file(streamed, source, chunk_size=4096)
    lookups = spy.calls["row"]
    # 10 compactions keep an entry 2,500 back (a bounded walk each); 10 name no entry (one lookup each)
    assert lookups < 10 * 2600 + 10 * 5 + 2000, lookups
    whole = make_store()
    whole.import_parsed(read_pi_file(source), source=str(source))
    with streamed.read() as a, whole.read() as b:
        assert list(a.rows("s")) == list(b.rows("s"))


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
def test_streamed_import_equals_whole_file_import_on_edge_cases(make_store, tmp_path, name, chunk_size):
    data = EDGE_CASES[name]
    files = [data, data]  # the second import is a re-import: unchanged (or refused again)
    streamed = import_all(make_store, tmp_path, files, True, chunk_size)
    assert streamed[:2] == import_all(make_store, tmp_path, files, False, 0)[:2]
