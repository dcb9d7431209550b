"""Search (conformance, on backends with the ``search`` capability): what is indexed, ranking, limits,
scope, invalid queries."""

from __future__ import annotations
import json
import pytest
from builders import (
    assistant,
    assistant_message,
    branch_summary,
    compaction,
    header,
    user,
)
from sessionlog.core.codec import parse_jsonl_text
from sessionlog.core.errors import InvalidSearchError
from sessionlog.ops.search import search
from sessionlog.store import Store


def _hits(store: Store, query: str, **kw) -> list[tuple[str, str]]:
    return [(h.entry, h.snippet) for h in search(store, query, **kw)]


def _ids(store: Store, query: str, **kw) -> set[str]:
    return {h.entry for h in search(store, query, **kw)}


def test_each_kind_of_text_is_indexed_and_nothing_else(store: Store) -> None:
    s = store.create_session(cwd="/x")
    u = s.append_message({"role": "user", "content": "where do penguins live", "timestamp": 1})
    m = assistant_message("penguins live in the south")
    m["content"][:0] = [{"type": "thinking", "thinking": "recall glaciers"}]
    m["content"].append({"type": "toolCall", "id": "c1", "name": "bash", "arguments": {"cmd": "zebra"}})
    a = s.append_message(m)
    t = s.append_message({"role": "toolResult", "toolCallId": "c1", "toolName": "bash",
                          "content": [{"type": "text", "text": "walrus.txt"}], "isError": False, "timestamp": 3})
    b = s.append_message({"role": "bashExecution", "command": "echo narwhal", "output": "beluga", "exitCode": 0,
                          "cancelled": False, "truncated": False, "timestamp": 4})
    c = s.append_custom_message("note", [{"type": "image", "data": "AAAA", "mimeType": "image/png"},
                                         {"type": "text", "text": "orca sighting"}])
    s.append_model_change("anthropic", "seal-model")
    assert _ids(store, "penguins") == {u["id"], a["id"]}
    assert _ids(store, "glaciers") == {a["id"]}  # thinking is indexed
    assert _ids(store, "walrus") == {t["id"]}
    assert _ids(store, "narwhal") == _ids(store, "beluga") == {b["id"]}
    assert _ids(store, "orca") == {c["id"]}
    assert _ids(store, "zebra") == set()  # tool-call arguments are not message text
    assert _ids(store, "seal") == set()  # nor are model changes


def test_summaries_are_indexed_and_batches_index_every_entry(store: Store) -> None:
    s = store.create_session(cwd="/x")
    stored = store.append_many(s.id, [
        {"type": "message", "message": {"role": "user", "content": "alpha", "timestamp": 1}},
        {"type": "message", "message": {"role": "user", "content": "beta", "timestamp": 2}},
    ])
    assert [_ids(store, w) for w in ("alpha", "beta")] == [{stored[0]["id"]}, {stored[1]["id"]}]
    comp = s.append_compaction("gamma summary", stored[1]["id"], 10)
    bs = s.branch_with_summary(stored[0]["id"], "delta summary")
    assert _ids(store, "gamma") == {comp["id"]}
    assert _ids(store, "delta") == {bs["id"]}


def test_import_indexes_every_line(store: Store) -> None:
    lines = [header("imp"), user("u1", None, "kestrel"), compaction("c1", "u1", "falcon notes", "u1"),
             branch_summary("b1", "u1", "c1", "osprey"), assistant("a1", "b1", "kestrel again")]
    text = "\n".join(json.dumps(line) for line in lines)
    store.import_parsed(parse_jsonl_text(text.encode()), source="mem")
    assert _ids(store, "kestrel") == {"u1", "a1"}
    assert _ids(store, "falcon") == {"c1"} and _ids(store, "osprey") == {"b1"}


def test_results_are_ranked_by_bm25_and_limited_and_scoped(store: Store) -> None:
    one, two = store.create_session(cwd="/a"), store.create_session(cwd="/b")
    weak = one.append_message({"role": "user", "content": "lemur " + "filler " * 40, "timestamp": 1})
    strong = two.append_message({"role": "user", "content": "lemur lemur lemur", "timestamp": 1})
    hits = search(store, "lemur")
    assert [h.entry for h in hits] == [strong["id"], weak["id"]]
    assert hits[0].score <= hits[1].score and hits[0].session == two.id and hits[0].role == "user"
    assert "[lemur]" in hits[0].snippet
    assert [h.entry for h in search(store, "lemur", limit=1)] == [strong["id"]]
    assert [h.entry for h in search(store, "lemur", session=one.id)] == [weak["id"]]


@pytest.mark.parametrize("query", ["", "   ", "\t\n"])
def test_an_empty_query_is_an_invalid_input_error(store: Store, query: str) -> None:
    store.create_session(cwd="/x").append_message({"role": "user", "content": "a", "timestamp": 1})
    with pytest.raises(InvalidSearchError, match="invalid search query"):
        search(store, query)


def test_query_text_never_changes_what_is_stored(store: Store) -> None:
    s = store.create_session(cwd="/x")
    s.append_message({"role": "user", "content": "it's a drop table day", "timestamp": 1})
    assert len(_hits(store, "drop table")) == 1
    try:
        search(store, "x'; DROP TABLE entries; --")
    except InvalidSearchError:
        pass  # a backend may refuse the syntax; it must not run it
    assert [e["message"]["content"] for e in store.entries(s.id)] == ["it's a drop table day"]
