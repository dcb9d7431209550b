"""Search (conformance, on backends with the ``search`` capability): what is indexed, literal queries
(punctuation, CJK substrings, short terms, case), tool calls, the head's path, snippets, ranking, limits,
scope, invalid queries. Every backend gives the same hits and snippets (``contract.Searchable``)."""

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
    assert _ids(store, "zebra") == {a["id"]}  # tool-call arguments are indexed (their strings)
    assert _ids(store, "seal") == set()  # model changes are not
    assert _ids(store, "image/png") == _ids(store, "AAAA") == set()  # nor images


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
    with pytest.raises(InvalidSearchError, match="invalid search query"):
        search(store, '""')  # quotes around nothing hold no term


def test_query_text_never_changes_what_is_stored(store: Store) -> None:
    s = store.create_session(cwd="/x")
    s.append_message({"role": "user", "content": "it's a drop table day", "timestamp": 1})
    assert len(_hits(store, "drop table")) == 1
    try:
        search(store, "x'; DROP TABLE entries; --")
    except InvalidSearchError:
        pass  # a backend may refuse the syntax; it must not run it
    assert [e["message"]["content"] for e in store.entries(s.id)] == ["it's a drop table day"]


def test_punctuation_is_literal(store: Store) -> None:
    """Before: FTS5 read these as syntax ("no such column: endpoint", a syntax error)."""
    s = store.create_session(cwd="/x")
    hit = s.append_message({"role": "user", "content": "the refund-endpoint returns 500 in tests/tax/test_de.py "
                                                       "since int(amount); truncates; see \"AND\" OR NOT: x*", "timestamp": 1})
    s.append_message({"role": "user", "content": "a refund endpoint, tests tax test de py, int amount", "timestamp": 2})
    for query in ("refund-endpoint", "tests/tax/test_de.py", "int(amount)", '"AND"', "OR NOT:", "x*",
                  "-endpoint", "500 refund-", "(amount", "amount);"):
        assert _ids(store, query) == {hit["id"]}, query
    assert _ids(store, "refund-endpointless") == set()


def test_terms_must_all_occur_and_a_quoted_run_is_one_term(store: Store) -> None:
    s = store.create_session(cwd="/x")
    both = s.append_message({"role": "user", "content": "partial refund for order 12", "timestamp": 1})
    apart = s.append_message({"role": "user", "content": "a refund that was partial", "timestamp": 2})
    s.append_message({"role": "user", "content": "a full refund", "timestamp": 3})
    assert _ids(store, "partial refund") == {both["id"], apart["id"]}
    assert _ids(store, '"partial refund"') == {both["id"]}
    quoted = s.append_message({"role": "user", "content": 'he said "partial, then left', "timestamp": 4})
    assert _ids(store, 'said "partial') == {quoted["id"]}  # a quote that is not closed is a character
    assert _ids(store, "PARTIAL Refund") == {both["id"], apart["id"]}  # ASCII letters in either case


def test_cjk_and_other_scripts_are_found_by_substring(store: Store) -> None:
    """Before: a word-based index never found 退款 inside 部分退款很重要."""
    s = store.create_session(cwd="/x")
    zh = s.append_message({"role": "user", "content": "部分退款很重要，请检查金额。", "timestamp": 1})
    ja = s.append_message({"role": "user", "content": "返金処理のテストを追加しました", "timestamp": 2})
    s.append_message({"role": "user", "content": "退货", "timestamp": 3})
    assert _ids(store, "退款") == {zh["id"]}  # two characters: too short for trigrams
    assert _ids(store, "退款很重要") == {zh["id"]}
    assert _ids(store, "退") == {zh["id"]} | {e["id"] for e in store.entries(s.id) if e["message"]["content"] == "退货"}
    assert _ids(store, "テスト") == {ja["id"]} and _ids(store, "金额") == {zh["id"]}
    hit = search(store, "退款")[0]
    assert hit.snippet == "部分[退款]很重要，请检查金额。"


def test_short_terms_and_case(store: Store) -> None:
    s = store.create_session(cwd="/x")
    db = s.append_message({"role": "user", "content": "the DB is down", "timestamp": 1})
    s.append_message({"role": "user", "content": "nothing here", "timestamp": 2})
    eacute = s.append_message({"role": "user", "content": "les écoles", "timestamp": 3})
    assert _ids(store, "db") == _ids(store, "Db") == _ids(store, "B is") == {db["id"]}
    assert _ids(store, "db down") == {db["id"]}
    assert _ids(store, "ÉCOLES") == set() and _ids(store, "éCOLES") == {eacute["id"]}  # only ASCII letters fold
    assert search(store, "écOLES")[0].snippet == "les [écoles]"


def test_tool_call_names_and_arguments_are_indexed(store: Store) -> None:
    s = store.create_session(cwd="/x")
    call = assistant_message("let me look")
    call["content"].append({"type": "toolCall", "id": "c1", "name": "grep_files",
                            "arguments": {"pattern": "TODO(refund)", "paths": ["src/刷新.py", "tests"],
                                          "options": {"context": 3, "mode": "fixed"}}})
    a = s.append_message(call)
    assert _ids(store, "grep_files") == _ids(store, "TODO(refund)") == _ids(store, "src/刷新.py") == {a["id"]}
    assert _ids(store, "fixed") == _ids(store, "刷新") == {a["id"]}
    assert _ids(store, "pattern") == set()  # keys are not text
    assert search(store, "TODO(refund)")[0].snippet == "let me look\ngrep_files\n[TODO(refund)]\nsrc/刷新.py\ntests\nfixed"


def test_hits_say_whether_they_are_on_the_head_path(store: Store) -> None:
    s = store.create_session(cwd="/x")
    root = s.append_message({"role": "user", "content": "alpha start", "timestamp": 1})
    old = s.append_message({"role": "user", "content": "alpha abandoned", "timestamp": 2})
    s.move_head(root["id"])
    new = s.append_message({"role": "user", "content": "alpha kept", "timestamp": 3})
    flags = {h.entry: h.on_head_path for h in search(store, "alpha")}
    assert flags == {root["id"]: True, old["id"]: False, new["id"]: True}
    s.move_head(None)
    assert not any(h.on_head_path for h in search(store, "alpha"))  # an empty head has no path


def test_snippets_mark_every_match_around_the_first(store: Store) -> None:
    s = store.create_session(cwd="/x")
    text = "x" * 100 + " the refund endpoint refunds a refund " + "y" * 200
    s.append_message({"role": "user", "content": text, "timestamp": 1})
    (hit,) = search(store, "refund endpoint")
    assert hit.snippet.startswith("…") and hit.snippet.endswith("…")
    assert "the [refund] [endpoint] [refund]s a [refund] " in hit.snippet
    assert hit.snippet.count("[") == hit.snippet.count("]") == 4


def test_copies_in_other_sessions_are_found_in_each(store: Store) -> None:
    from sessionlog.ops.forks import fork

    s = store.create_session(cwd="/x")
    first = s.append_message({"role": "user", "content": "shared kestrel", "timestamp": 1})
    child = fork(store, s.id, first["id"])
    assert {(h.session, h.entry) for h in search(store, "kestrel")} == {(s.id, first["id"]), (child, first["id"])}
    assert [h.session for h in search(store, "kestrel", session=child)] == [child]
