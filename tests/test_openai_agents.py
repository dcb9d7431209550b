"""The OpenAI Agents SDK session on sessionlog behaves as the SDK's own SQLiteSession, and keeps history.

Every parity test runs the real SDK (openai-agents 0.24) side by side: the same operations on a
``SQLiteSession`` and a ``SessionlogSession`` must give the same results. Agents run on a scripted
model (tests/agents_fakes.py): no network, no API key, tracing disabled.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from agents import Agent, RunConfig, Runner, SQLiteSession, function_tool, set_tracing_disabled
from agents.memory.session import Session as SdkSession
from agents.memory.session_settings import SessionSettings
from agents.models.multi_provider import MultiProvider
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from sessionlog import open_store
from sessionlog.cli import cli
from sessionlog.core.errors import IdConflictError, InvalidInputError, LockedError, NotFoundError
from sessionlog.integrations import openai_agents as oa
from sessionlog.integrations.openai_agents import ITEM_TYPE, SessionlogSession, render_item

from agents_fakes import ScriptedModel, ScriptedProvider

set_tracing_disabled(True)
DOC = Path(__file__).resolve().parent.parent / "docs" / "integrations" / "openai-agents.md"
ROOT = Path(__file__).resolve().parent.parent


def run(coro):
    return asyncio.run(coro)


def user(text: str) -> dict:
    return {"role": "user", "content": text}


def assistant(text: str) -> dict:
    return {"id": f"msg_{text}", "type": "message", "role": "assistant", "status": "completed",
            "content": [{"type": "output_text", "text": text, "annotations": []}]}


# ---------------------------------------------------------------- items for the differential test
json_scalars = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70),
                         st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12))
json_values = st.recursive(json_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)), max_leaves=8)
words = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=20)
items = st.one_of(
    st.builds(user, words),
    st.builds(assistant, words),
    st.builds(lambda name, args, cid: {"type": "function_call", "name": name, "arguments": json.dumps(args),
                                       "call_id": cid}, words, json_values, words),
    st.builds(lambda cid, out: {"type": "function_call_output", "call_id": cid, "output": out}, words, words),
    st.builds(lambda text: {"type": "reasoning", "id": "rs", "summary": [{"type": "summary_text", "text": text}]},
              words),
    st.dictionaries(st.text(max_size=8), json_values, max_size=4),
    st.tuples(words, words).map(lambda t: {"role": "user", "content": t}),  # a tuple comes back as a list
)
operations = st.lists(st.one_of(
    st.tuples(st.just("add"), st.lists(items, max_size=4)),
    st.tuples(st.just("get"), st.one_of(st.none(), st.integers(-2, 8))),
    st.tuples(st.just("pop")),
    st.tuples(st.just("clear")),
), max_size=25)


async def apply(session, op) -> object:
    if op[0] == "add":
        return await session.add_items(list(op[1]))
    if op[0] == "get":
        return await session.get_items(op[1])
    if op[0] == "pop":
        return await session.pop_item()
    return await session.clear_session()


@given(ops=operations, default_limit=st.one_of(st.none(), st.integers(0, 5)))
def test_same_operations_give_the_same_results_as_sqlite_session(ops, default_limit):
    settings = SessionSettings(limit=default_limit)

    async def both():
        store = open_store(":memory:")
        ours = SessionlogSession("s", store, session_settings=settings)
        theirs = SQLiteSession("s", session_settings=settings)
        try:
            for step, op in enumerate(ops):
                assert await apply(ours, op) == await apply(theirs, op), f"step {step}: {op}"
            assert await ours.get_items() == await theirs.get_items()
            assert await ours.get_items(-1) == await theirs.get_items(-1)
            assert store.verify().ok
        finally:
            theirs.close()
            store.close()

    run(both())


# ---------------------------------------------------------------- agents on a scripted model
@function_tool
def get_weather(city: str) -> str:
    """The weather in a city."""
    return f"{city}: 22C, sunny"


SCRIPT = [
    [("reasoning", "the user wants the weather"), ("call", "get_weather", {"city": "Paris"})],
    [("text", "It is sunny in Paris.")],
    [("call", "get_weather", {"city": "Oslo"}), ("call", "get_weather", {"city": "Rome"})],
    [("text", "Oslo and Rome: both 22C.")],
    [("text", "You asked about Paris, Oslo and Rome.")],
]
QUESTIONS = ["Weather in Paris?", "And Oslo and Rome?", "Which cities did I ask about?"]


async def drive(session, run_config: RunConfig | None = None):
    model = ScriptedModel(SCRIPT)
    agent = Agent(name="forecaster", instructions="Answer briefly.", model=model, tools=[get_weather])
    outputs = []
    for question in QUESTIONS:
        result = await Runner.run(agent, question, session=session, run_config=run_config)
        outputs.append(result.final_output)
    return outputs, await session.get_items(), model.inputs


@pytest.mark.parametrize("limit", [None, 3])
def test_an_agent_behaves_the_same_on_both_sessions(tmp_path, limit):
    config = RunConfig(session_settings=SessionSettings(limit=limit)) if limit else None
    store = open_store(tmp_path / "agents.db")
    theirs = SQLiteSession("chat", tmp_path / "sdk.db")
    try:
        expected = run(drive(theirs, config))
        got = run(drive(SessionlogSession("chat", store), config))
    finally:
        theirs.close()
    assert got[0] == expected[0] == ["It is sunny in Paris.", "Oslo and Rome: both 22C.",
                                     "You asked about Paris, Oslo and Rome."]
    assert got[1] == expected[1]  # the same stored items
    assert got[2] == expected[2]  # the model saw the same inputs on every call
    if limit:
        assert len(got[2][-1]) <= limit + 1  # history window + the new question
    assert store.verify().ok
    store.close()


class FailsOnSecondCall(ScriptedModel):
    async def get_response(self, *args, **kwargs):
        if self._calls == 1:
            self._calls += 1
            raise RuntimeError("provider down")
        return await super().get_response(*args, **kwargs)


async def drive_through_a_failure(session):
    model = FailsOnSecondCall([[("call", "get_weather", {"city": "Paris"})], [], [("text", "Paris: sunny.")]])
    agent = Agent(name="forecaster", instructions="Answer briefly.", model=model, tools=[get_weather])
    with pytest.raises(RuntimeError, match="provider down"):
        await Runner.run(agent, "Weather in Paris?", session=session)
    after_failure = await session.get_items()
    result = await Runner.run(agent, "Try again.", session=session)
    return after_failure, result.final_output, await session.get_items(), model.inputs


def test_a_failed_run_leaves_the_same_items_on_both_sessions(store):
    theirs = SQLiteSession("chat")
    try:
        expected = run(drive_through_a_failure(theirs))
    finally:
        theirs.close()
    got = run(drive_through_a_failure(SessionlogSession("chat", store)))
    assert got == expected
    assert [i.get("type") for i in got[0]] == [None, "function_call", "function_call_output"]  # persisted per step


def test_sessionlog_view_shows_the_agent_conversation(tmp_path):
    db = tmp_path / "agents.db"
    with open_store(db) as store:
        run(drive(SessionlogSession("chat", store)))
        messages = store.view("chat").to_pi()["messages"]
    assert {m["role"] for m in messages} == {"custom"}
    texts = [m["content"] for m in messages]
    assert texts[:5] == [
        "user: Weather in Paris?",
        "reasoning: the user wants the weather",
        'call get_weather({"city": "Paris"}) [call_1_1]',
        "result [call_1_1]: Paris: 22C, sunny",
        "assistant: It is sunny in Paris.",
    ]
    result = CliRunner().invoke(cli, ["--db", str(db), "view", "chat"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    for text in ("Weather in Paris?", "get_weather", "Paris: 22C, sunny", "You asked about Paris, Oslo and Rome."):
        assert text in result.output


# ---------------------------------------------------------------- protocol, mapping, import boundary
def test_it_satisfies_the_sdk_session_protocol(store):
    session = SessionlogSession("abc", store, session_settings={"limit": 2})
    assert isinstance(session, SdkSession)
    assert session.session_id == "abc" and session.session_settings == SessionSettings(limit=2)


def test_the_sdk_session_id_is_the_sessionlog_session_created_on_first_add(store, tmp_path):
    session = SessionlogSession("user-42/chat", store, cwd=str(tmp_path))
    assert run(session.get_items()) == [] and run(session.pop_item()) is None
    run(session.clear_session())
    assert run(session.history()) == []
    assert store.sessions() == []  # reading creates nothing
    run(session.add_items([user("hi")]))
    assert store.header("user-42/chat")["cwd"] == str(tmp_path)
    [entry] = store.entries("user-42/chat")
    assert entry["type"] == "custom_message" and entry["customType"] == ITEM_TYPE
    assert entry["details"] == user("hi") and entry["content"] == "user: hi"
    # a second object on the same id is the same conversation
    assert run(SessionlogSession("user-42/chat", store).get_items()) == [user("hi")]


def test_a_path_opens_and_closes_its_own_store(tmp_path):
    session = SessionlogSession("s", tmp_path / "own.db")
    run(session.add_items([user("kept")]))
    session.close()
    with open_store(tmp_path / "own.db") as store:
        assert run(SessionlogSession("s", store).get_items()) == [user("kept")]


def test_bad_input_is_refused_with_a_clear_error(store):
    with pytest.raises(InvalidInputError, match="session_id"):
        SessionlogSession("", store)
    session = SessionlogSession("s", store)
    with pytest.raises(InvalidInputError, match=r"item #2 of 2 is not JSON"):
        run(session.add_items([user("a"), {"type": "x", "value": object()}]))
    with pytest.raises(InvalidInputError, match=r"item #1 of 1 is not JSON"):
        run(session.add_items([{"score": float("nan")}]))
    assert run(session.get_items()) == []
    run(session.add_items([user("a")]))
    with pytest.raises(NotFoundError, match="nope"):
        run(session.restore("nope"))


def test_importing_sessionlog_does_not_import_the_sdk():
    code = "import sys, sessionlog, sessionlog.integrations; assert 'agents' not in sys.modules, 'agents imported'"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_without_the_sdk_the_import_error_names_the_extra():
    code = ("import sys; sys.modules['agents'] = None\n"
            "try:\n    import sessionlog.integrations.openai_agents\n"
            "except ImportError as e:\n    print(e)\nelse:\n    print('imported')")
    out = subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, capture_output=True, text=True).stdout
    assert "pip install 'sessionlog[agents]'" in out and "openai-agents" in out


# ---------------------------------------------------------------- history: nothing is deleted
def test_pop_and_clear_move_the_head_and_delete_nothing(store):
    session = SessionlogSession("s", store)
    run(session.add_items([user("one"), assistant("two")]))
    run(session.add_items([user("three")]))
    stored = store.entries("s")
    assert run(session.pop_item()) == user("three")
    run(session.clear_session())
    assert run(session.get_items()) == []
    assert store.entries("s") == stored  # every row is still there
    moves = run(session.history())
    assert [(m.reason, m.entry_id) for m in moves] == [
        ("append", stored[1]["id"]), ("append", stored[2]["id"]), ("move", stored[1]["id"]), ("move", None)]
    # the state before the clear comes back
    assert run(session.get_items_at(moves[-1].previous)) == [user("one"), assistant("two")]
    run(session.restore(moves[-1].previous))
    assert run(session.get_items()) == [user("one"), assistant("two")]
    # and so does the popped item
    run(session.restore(moves[1].entry_id))
    assert run(session.get_items()) == [user("one"), assistant("two"), user("three")]
    assert store.verify().ok


def test_items_added_after_a_clear_start_a_new_conversation(store):
    session = SessionlogSession("s", store)
    run(session.add_items([user("old")]))
    run(session.clear_session())
    run(session.add_items([user("new")]))
    assert run(session.get_items()) == [user("new")]
    old = run(session.history())[-2].previous
    run(session.restore(old))
    assert run(session.get_items()) == [user("old")]


def test_other_entries_on_the_path_are_skipped(store):
    native = store.create_session(session_id="mixed", cwd="/")
    native.append_model_change("openai", "gpt-4.1")
    session = SessionlogSession("mixed", store)
    run(session.add_items([user("a")]))
    native.append_custom("note", {"x": 1})
    native.append_custom_message("other.type", "not an agents item", details={"role": "user"})
    assert run(session.get_items()) == [user("a")]
    assert run(session.get_items(1)) == [user("a")]
    assert run(session.pop_item()) == user("a")
    assert run(session.pop_item()) is None
    assert store.head("mixed") == store.entries("mixed")[0]["id"]  # back to the model change


def test_session_settings_limit_applies_unless_a_limit_is_given(store):
    session = SessionlogSession("s", store, session_settings=SessionSettings(limit=2))
    run(session.add_items([user(str(i)) for i in range(5)]))
    assert run(session.get_items()) == [user("3"), user("4")]
    assert run(session.get_items(4)) == [user(str(i)) for i in range(1, 5)]
    assert run(session.get_items(0)) == []
    assert len(run(session.get_items(-1))) == 5


# ---------------------------------------------------------------- atomic, retry-safe, concurrent
def test_one_add_items_is_one_transaction(store, monkeypatch):
    session = SessionlogSession("s", store)
    run(session.add_items([user("a"), user("b"), user("c")]))
    assert [m.reason for m in run(session.history())] == ["append"]  # one head move for the batch
    before = store.entries("s")
    taken = before[0]["id"]
    ids = iter(["fresh0000000001", taken])  # the batch's second id collides with a stored entry
    monkeypatch.setattr(oa.clock, "client_entry_id", lambda: next(ids))
    with pytest.raises(IdConflictError, match=taken):
        run(session.add_items([user("d"), user("e")]))
    assert store.entries("s") == before  # nothing of the failed batch was kept
    assert run(session.get_items()) == [user("a"), user("b"), user("c")]


def test_a_retry_after_a_committed_attempt_adds_nothing_twice(store, monkeypatch):
    session = SessionlogSession("s", store)
    real = store.append_many
    calls = []

    def commits_then_reports_locked(*args, **kwargs):
        calls.append(args)
        result = real(*args, **kwargs)
        if len(calls) == 1:
            raise LockedError("the database stayed locked (simulated after the commit)")
        return result

    monkeypatch.setattr(store, "append_many", commits_then_reports_locked)
    run(session.add_items([user("a"), user("b")]))
    assert len(calls) == 2
    assert run(session.get_items()) == [user("a"), user("b")]
    assert len(store.entries("s")) == 2


def test_concurrent_batches_from_asyncio_stay_whole(tmp_path):
    db = tmp_path / "c.db"
    stores = [open_store(db), open_store(db)]  # two connections: real SQLite contention
    sessions = [SessionlogSession("s", stores[0]), SessionlogSession("s", stores[0]), SessionlogSession("s", stores[1])]
    batches = [[user(f"{n}.{i}") for i in range(3)] for n in range(12)]

    async def go():
        await asyncio.gather(*(sessions[n % 3].add_items(batch) for n, batch in enumerate(batches)))
        return await sessions[0].get_items()

    got = run(go())
    assert sorted(json.dumps(i) for i in got) == sorted(json.dumps(i) for b in batches for i in b)
    for start in range(0, len(got), 3):  # each batch is contiguous, in its own order
        assert got[start:start + 3] in batches
    for s in stores:
        s.close()


def test_concurrent_pops_take_each_item_once(tmp_path):
    db = tmp_path / "p.db"
    stores = [open_store(db), open_store(db)]
    sessions = [SessionlogSession("s", stores[n % 2]) for n in range(4)]
    added = [user(str(i)) for i in range(10)]
    run(sessions[0].add_items(added))

    async def go():
        return await asyncio.gather(*(sessions[n % 4].pop_item() for n in range(12)))

    popped = [p for p in run(go()) if p is not None]
    assert sorted(p["content"] for p in popped) == sorted(a["content"] for a in added)
    assert run(sessions[1].get_items()) == []
    for s in stores:
        s.close()


def test_a_cancelled_add_items_still_completes_its_write(store, monkeypatch):
    """The cancellation lands while append_many is demonstrably mid-write (held at a gate in the worker
    thread); the caller must not get its CancelledError before the write is committed, as seen by a
    second connection at that very moment."""
    session = SessionlogSession("s", store)
    real = store.append_many
    started, gate = threading.Event(), threading.Event()

    def held_append_many(*args, **kwargs):
        started.set()
        assert gate.wait(60), "the test never opened the gate"  # a hang guard, not a timing assertion
        return real(*args, **kwargs)

    monkeypatch.setattr(store, "append_many", held_append_many)

    def committed() -> list:
        with open_store(store.path) as other:  # a second connection: only what is committed
            return [e["details"] for e in other.entries("s") if e.get("customType") == ITEM_TYPE]

    async def go():
        task = asyncio.ensure_future(session.add_items([user("a"), user("b")]))
        try:
            assert await asyncio.to_thread(started.wait, 60)  # the worker thread is inside append_many
            task.cancel()
            for _ in range(5):  # loop turns (no wall clock): an unprotected task is cancelled in one
                await asyncio.sleep(0)
            assert not task.done(), "add_items gave up while its write was still in progress"
            assert committed() == []  # the write really is held
        finally:
            gate.set()
        try:
            await task
        except asyncio.CancelledError:
            assert committed() == [user("a"), user("b")]  # already committed when the caller hears of it
        else:
            pytest.fail("the cancellation did not reach the caller")
        return await session.get_items()

    assert run(go()) == [user("a"), user("b")]


# ---------------------------------------------------------------- readable rendering
@pytest.mark.parametrize("item, text", [
    (user("hello"), "user: hello"),
    ({"role": "user", "content": [{"type": "input_text", "text": "see"}, {"type": "input_image", "image_url": "x"},
                                  {"type": "input_file", "filename": "a.pdf"}]}, "user: see\n[image]\n[file a.pdf]"),
    (assistant("Sunny."), "assistant: Sunny."),
    ({"type": "message", "role": "assistant", "content": [{"type": "refusal", "refusal": "no"}]},
     "assistant: [refusal] no"),
    ({"type": "function_call", "name": "f", "arguments": '{"a": 1}', "call_id": "c1"}, 'call f({"a": 1}) [c1]'),
    ({"type": "function_call_output", "call_id": "c1", "output": "42"}, "result [c1]: 42"),
    ({"type": "function_call_output", "call_id": "c1", "output": [{"type": "input_text", "text": "42"}]},
     "result [c1]: 42"),
    ({"type": "reasoning", "id": "r", "summary": [{"type": "summary_text", "text": "think"}]}, "reasoning: think"),
    ({"type": "reasoning", "id": "r", "summary": [], "encrypted_content": "zzz"}, 'reasoning'),
    ({"type": "item_reference", "id": "msg_1"}, "item_reference msg_1"),
    ({"type": "web_search_call", "id": "ws", "status": "completed", "action": {"query": "q"}},
     'web_search_call: {"action":{"query":"q"}}'),
    ({"type": "computer_call_output", "call_id": "c2", "output": {"type": "computer_screenshot"}},
     'computer_call_output [c2]: {"type":"computer_screenshot"}'),
    ({"type": "reasoning", "summary": "not a list"}, 'reasoning'),
    ("just text", '"just text"'),
])
def test_items_render_readably(item, text):
    assert render_item(item) == text


def test_a_long_rendering_is_cut_but_the_item_is_stored_whole(store):
    item = {"type": "function_call_output", "call_id": "c", "output": "x" * 5000}
    text = render_item(item)
    cut = len("result [c]: ") + 5000 - oa.RENDER_LIMIT
    assert text.startswith("result [c]: xxx") and text.endswith(f"… [{cut} more characters]")
    assert len(text) < oa.RENDER_LIMIT + 40
    session = SessionlogSession("s", store)
    run(session.add_items([item]))
    assert run(session.get_items()) == [item]


# ---------------------------------------------------------------- the documented example runs
def test_the_example_says_it_needs_a_key_and_network_and_how_the_test_runs_it_offline():
    text = DOC.read_text(encoding="utf-8")
    intro = text[text.index("## Example"):text.index("```python")]  # right before the runnable code
    assert "OPENAI_API_KEY" in intro and "network" in intro
    for needle in ("test_the_documented_example_runs", "tests/agents_fakes.py", "ScriptedModel"):
        assert needle in intro
    assert "def test_the_documented_example_runs" in Path(__file__).read_text(encoding="utf-8")
    assert "class ScriptedModel" in (ROOT / "tests" / "agents_fakes.py").read_text(encoding="utf-8")


def test_the_documented_example_runs(tmp_path, monkeypatch, capsys):
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert blocks
    model = ScriptedModel([[("call", "get_weather", {"city": "Paris"})], [("text", "Sunny, 22C.")],
                           [("text", "You asked about Paris.")]])
    monkeypatch.setattr(MultiProvider, "get_model", lambda self, name: ScriptedProvider(model).get_model(name))
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    namespace = {"__name__": "doc"}
    for block in blocks:
        exec(compile(block, str(DOC), "exec"), namespace)
    out = capsys.readouterr().out
    assert "Sunny, 22C." in out and "You asked about Paris." in out
    with open_store(tmp_path / "agents.db") as store:
        assert store.verify().ok
        session = SessionlogSession("user-42", store)
        items = run(session.get_items())
        assert items[0] == user("What's the weather in Paris?") and len(items) == 6
    assert os.environ.get("OPENAI_API_KEY") is None


# ---------------------------------------------------------------- closed sessions and the compaction hooks
def test_every_call_after_close_raises_the_sdks_runtime_error(tmp_path):
    store = open_store(tmp_path / "a.db")
    session = SessionlogSession("s", store)
    run(session.add_items([user("hi")]))
    session.close()
    session.close()  # twice is harmless
    calls = [session.add_items([]), session.add_items([user("x")]), session.get_items(), session.pop_item(),
             session.clear_session(), session.history(), session.get_items_at("e")]
    for call in calls:
        with pytest.raises(RuntimeError, match="SQLiteSession is closed"):
            run(call)
    assert [e["details"] for e in store.entries("s")] == [user("hi")]  # a shared store stays open
    assert SessionlogSession("s", store) is not None
    store.close()


def test_compaction_snapshot_replaces_a_suffix_on_a_branch_and_keeps_the_old_items(tmp_path):
    store = open_store(tmp_path / "a.db")
    session = SessionlogSession("s", store)
    run(session.add_items([user("1"), assistant("a"), user("2"), assistant("b")]))
    snap = run(session._get_compaction_snapshot(3))
    assert snap.items == [assistant("a"), user("2"), assistant("b")] and not snap.complete
    assert run(session._get_compaction_snapshot(10)).complete
    summary = {"type": "compaction", "id": "cmp", "encrypted_content": "x"}
    assert run(snap.replace_suffix(1, [summary])) is True
    assert run(session.get_items()) == [user("1"), assistant("a"), summary]
    assert len(store.entries("s")) == 5  # nothing deleted: the old suffix is on its branch
    # a snapshot whose head has moved since writes nothing
    stale = run(session._get_compaction_snapshot(2))
    run(session.add_items([user("3")]))
    assert run(stale.replace_suffix(0, [summary])) is False
    assert run(session.get_items())[-1] == user("3")
    store.close()


def test_compaction_snapshot_prunes_an_expired_prefix_onto_a_new_root(tmp_path):
    store = open_store(tmp_path / "a.db")
    session = SessionlogSession("s", store)
    run(session.add_items([user("old"), user("old"), user("kept"), user("tail")]))
    snap = run(session._get_compaction_snapshot(1, prune_prefix=lambda item: item["content"] == "old"))
    assert run(snap.replace_suffix(0, [assistant("sum")])) is True
    assert run(session.get_items()) == [user("kept"), assistant("sum")]
    assert store.path_to("s", store.head("s"))[0]["parentId"] is None


def test_atomic_replace_items_starts_a_new_root_in_one_step(tmp_path):
    store = open_store(tmp_path / "a.db")
    session = SessionlogSession("s", store)
    run(session.add_items([user("1"), assistant("a")]))
    assert run(session._atomic_replace_items([user("summary")])) is True
    assert run(session.get_items()) == [user("summary")]
    assert [m.reason for m in run(session.history())] == ["append", "append"]

    class Transforming(SessionlogSession):
        async def add_items(self, items):
            await super().add_items([dict(i, content="x") for i in items])

    other = Transforming("s", store)
    assert run(other._get_compaction_snapshot(5)) is None
    assert run(other._atomic_replace_items([user("y")])) is False
    store.close()
