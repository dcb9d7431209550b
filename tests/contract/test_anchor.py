"""Anchors (conformance): ``verify --anchor`` sums up the whole store's history in one digest and a
per-session table; ``verify --against`` it shows that nothing anchored was removed or rewritten while
sessions grew and new ones appeared, and names what was removed or rewritten even when the store itself
verifies clean (the consistent truncation or rewrite a hash chain alone cannot show, DESIGN §2.8)."""

from __future__ import annotations

import pytest

from sessionlog.core import codec
from sessionlog.core.anchor import is_digest
from sessionlog.core.errors import InvalidInputError, NotFoundError
from sessionlog.ops import verify as ops_verify
from sessionlog.ops.results.anchor import AnchorOutput
from sessionlog.store.rows import annotation_hash


def msg(text: str) -> dict:
    return {"role": "user", "content": text, "timestamp": 1}


@pytest.fixture
def anchored(store, tmp_path):
    """Two sessions, a head move and annotations, anchored; returns (store, ids, anchor file, digest)."""
    one = store.create_session(cwd="/one")
    ids = [one.append_message(msg(t))["id"] for t in "abcd"]
    store.move_head(one.id, ids[1], name="side")
    store.annotate(one.id, ids[0], "note", {"n": 1})
    two = store.create_session(cwd="/two")
    two.append_message(msg("x"))
    out = ops_verify.anchor(store)
    assert out.ok and is_digest(out.digest) and [a.session for a in out.sessions] == sorted([one.id, two.id])
    path = tmp_path / "anchor.json"
    path.write_bytes(codec.encode(out))
    return store, one.id, two.id, ids, str(path), out.digest


def against(store, source):
    out = ops_verify.against(store, source)
    return out, [p for p in out.problems]


def test_an_unchanged_store_holds_against_its_digest_and_its_file(anchored):
    store, one, two, _, path, digest = anchored
    for source in (digest, path):
        out, problems = against(store, source)
        assert out.ok and problems == [] and out.unchanged == sorted([one, two]) and out.anchor == digest


def test_the_entries_part_of_an_anchor_is_a_function_of_the_stored_entries(make_store):
    """Two stores holding one file's import anchor its header and entries alike (the head log and the
    annotations differ: they record when they were written)."""
    from pathlib import Path

    demo = Path(__file__).resolve().parents[2] / "sessionlog" / "examples" / "demo.jsonl"
    store = make_store()
    store.import_parsed(codec.parse_jsonl_text(demo.read_bytes(), source="demo"), source="demo")
    first = ops_verify.anchor(store).sessions[0]
    assert first.entries == 20 and first.head_log == 1 and first.annotations == 1
    other = make_store()
    other.import_parsed(codec.parse_jsonl_text(demo.read_bytes(), source="demo"), source="demo")
    again = ops_verify.anchor(other).sessions[0]
    assert (again.header, again.entries_hash, again.last_chain) == (first.header, first.entries_hash, first.last_chain)


def test_a_grown_store_holds_against_its_anchor_file(anchored):
    store, one, two, ids, path, digest = anchored
    store.session(one).append_message(msg("e"))
    store.move_head(one, ids[0], name="side")
    store.annotate(one, None, "note", {"n": 2})
    three = store.create_session(cwd="/three").id
    out, problems = against(store, path)
    assert out.ok, problems
    assert (out.grown, out.unchanged, out.new) == ([one], [two], [three])


def test_a_digest_alone_cannot_tell_growth_from_rewriting(anchored):
    store, one, *_ , digest = anchored
    store.session(one).append_message(msg("e"))
    out, problems = against(store, digest)
    assert not out.ok and "changed or grew since" in problems[0]


def test_a_tidy_truncation_that_verify_cannot_see_is_removed_against_the_anchor(anchored, tamper):
    """The newest entry, its head-log row, the head and the catalogue all put back as they were: verify
    is clean, the anchor names what was removed."""
    store, one, two, ids, path, digest = anchored
    before = store.catalogue(one)
    moves = store.head_log(one)
    tamper.delete_entries(one, 4)
    main_moves = [m for m in moves if m.name == "main"]
    tamper.head_log(one, main_moves[-1].seq)
    side = [m for m in moves if m.name == "side"][0]
    tamper.head_log(one, side.seq, seq=side.seq - 1)  # no gap left
    tamper.head(one, "main", ids[2], version=3)
    tamper.catalogue(one, entry_count=3, message_count=3, modified=store.entries(one)[2]["timestamp"])
    assert before.entry_count == 4
    assert store.verify().ok, store.verify().problems
    out, problems = against(store, path)
    assert not out.ok and out.unchanged == [two]
    assert any(one in p and "entry #4 was anchored and is no longer stored" in p and ids[3] in p for p in problems)
    assert any(one in p and "head-log row" in p and "removed" in p for p in problems)


def test_a_session_removed_whole_is_named(anchored, tamper):
    store, one, two, ids, path, digest = anchored
    tamper.delete_session(two)
    assert store.verify().ok
    out, problems = against(store, path)
    assert problems == [f"session {two}: anchored with 1 entry, it is no longer stored (removed)"]


def test_a_consistently_rewritten_header_is_named(anchored, tamper):
    store, one, *_ , path, digest = anchored
    data = codec.encode({**store.header(one), "cwd": "/evil"})
    tamper.header(one, data)
    tamper.catalogue(one, cwd="/evil", header_hash=codec.sha256_hex(data))
    assert store.verify().ok
    out, problems = against(store, path)
    assert problems == [f"session {one}: its header changed since the anchor"]


def test_a_consistently_rewritten_annotation_is_named(anchored, tamper):
    """Its data changed and its chain hash recomputed: verify is clean, the anchor is not."""
    store, one, *_ , path, digest = anchored
    with store.read() as tx:
        *before, last = tx.annotations(one)
    data = b'{"n":666}'
    previous = before[-1].chain_hash if before else None
    tamper.annotation(one, last.seq, data=data,
                      chain_hash=annotation_hash(previous, last.entry_id, last.kind, data, last.at))
    assert store.verify().ok, store.verify().problems
    out, problems = against(store, path)
    assert problems == [f"session {one}: annotations #1..#{last.seq} differ from the anchored ones (rewritten, "
                        "removed or reordered)"]


def test_a_store_that_does_not_verify_is_not_anchored(anchored, tamper):
    store, one, _, ids, *_ = anchored
    tamper.entry(one, ids[0], type="compaction")
    out = ops_verify.anchor(store)
    assert isinstance(out, AnchorOutput) and not out.ok and out.digest is None and out.sessions == []


def test_a_changed_anchor_file_is_refused(anchored, tmp_path):
    store, one, *_ , path, digest = anchored
    doc = codec.decode(open(path, "rb").read())
    doc["sessions"][0]["entries"] += 1
    changed = tmp_path / "changed.json"
    changed.write_bytes(codec.encode(doc))
    with pytest.raises(InvalidInputError, match="the file was changed"):
        ops_verify.against(store, str(changed))
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"not json")
    with pytest.raises(InvalidInputError, match="not an anchor"):
        ops_verify.against(store, str(garbage))
    with pytest.raises(NotFoundError, match="no such file"):
        ops_verify.against(store, str(tmp_path / "missing.json"))


def test_a_file_holding_only_the_digest_is_a_digest(anchored, tmp_path):
    store, *_ , digest = anchored
    path = tmp_path / "digest.txt"
    path.write_text(digest + "\n")
    out, problems = against(store, str(path))
    assert out.ok and out.anchor == digest
