"""The Google ADK session service on sessionlog behaves as ADK's own DatabaseSessionService, and keeps history.

The differential test runs ADK 2.13's ``DatabaseSessionService`` (SQLite through aiosqlite) and
``SessionlogSessionService`` side by side on the same random operation sequences and requires the same
results and the same errors. ADK's own session-service tests cannot run here (its sdists carry no
tests; see docs/integrations/adk.md).
"""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("google.adk")
pytest.importorskip("sqlalchemy")

from google.adk.errors import StaleSessionError  # noqa: E402
from google.adk.errors.already_exists_error import AlreadyExistsError  # noqa: E402
from google.adk.events import Event, EventActions  # noqa: E402
from google.adk.sessions import DatabaseSessionService  # noqa: E402
from google.adk.sessions.base_session_service import GetSessionConfig  # noqa: E402
from google.adk.sessions.session import Session  # noqa: E402
from google.genai import types  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from sessionlog import open_store  # noqa: E402
from sessionlog.integrations.adk import EVENT_TYPE, SessionlogSessionService, registry_id  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "integrations" / "adk.md"


def run(coro):
    return asyncio.run(coro)


def event(author: str, text: str | None, delta: dict | None, ts: float, partial: bool = False) -> Event:
    content = types.Content(role="user" if author == "user" else "model", parts=[types.Part(text=text)]) if text else None
    return Event(id=f"ev-{ts}", author=author, invocation_id="inv", content=content, timestamp=ts, partial=partial or None,
                 actions=EventActions(state_delta=delta or {}))


def shape(session: Session | None):
    """What a caller sees of a session, without the service's clock (creation time)."""
    if session is None:
        return None
    return (session.app_name, session.user_id, session.id, session.state,
            [e.model_dump(exclude_none=True, mode="json") for e in session.events])


# ---------------------------------------------------------------- the differential test
keys = st.sampled_from(["a", "b", "app:x", "app:y", "user:p", "user:q", "temp:t"])
values = st.one_of(st.integers(-3, 3), st.text(max_size=4), st.lists(st.integers(0, 2), max_size=2), st.none())
states = st.dictionaries(keys, values, max_size=3)
users = st.sampled_from(["ann", "bob"])
ids = st.sampled_from(["s1", "s2"])
operations = st.lists(st.one_of(
    st.tuples(st.just("create"), users, st.one_of(st.none(), ids), states),
    st.tuples(st.just("load"), users, ids),
    st.tuples(st.just("append"), st.integers(0, 5), st.sampled_from(["user", "agent"]), st.text(max_size=6),
              states, st.booleans()),
    st.tuples(st.just("get"), users, ids, st.one_of(st.none(), st.integers(0, 3)), st.one_of(st.none(), st.integers(0, 9))),
    st.tuples(st.just("list"), st.one_of(st.none(), users)),
    st.tuples(st.just("delete"), users, ids),
    st.tuples(st.just("user_state"), users),
), max_size=14)


async def apply_all(service, ops) -> str:
    handles: list[Session] = []
    clock = [1000.0]
    out: list = []
    generated: dict[str, str] = {}  # ids the service chose, named in order so both runs compare
    for op in ops:
        try:
            if op[0] == "create":
                s = await service.create_session(app_name="app", user_id=op[1], session_id=op[2], state=op[3])
                handles.append(s)
                if op[2] is None:
                    generated[s.id] = f"<generated {len(generated)}>"
                out.append(("created", s.user_id, s.id, s.state))
            elif op[0] == "load":
                s = await service.get_session(app_name="app", user_id=op[1], session_id=op[2])
                if s is not None:
                    handles.append(s)
                out.append(shape(s))
            elif op[0] == "append":
                if not handles:
                    continue
                s = handles[op[1] % len(handles)]
                clock[0] += 1
                e = await service.append_event(s, event(op[2], op[3] or None, op[4], clock[0], partial=op[5] and op[2] != "user"))
                out.append(("appended", e.model_dump(exclude_none=True, mode="json"), s.state, len(s.events)))
            elif op[0] == "get":
                config = None if op[3] is None and op[4] is None else GetSessionConfig(
                    num_recent_events=op[3], after_timestamp=None if op[4] is None else 1000.0 + op[4])
                out.append(shape(await service.get_session(app_name="app", user_id=op[1], session_id=op[2], config=config)))
            elif op[0] == "list":
                listed = (await service.list_sessions(app_name="app", user_id=op[1])).sessions
                out.append(sorted((s.user_id, generated.get(s.id, s.id), repr(s.state), len(s.events)) for s in listed))
            elif op[0] == "delete":
                await service.delete_session(app_name="app", user_id=op[1], session_id=op[2])
                out.append("deleted")
            elif op[0] == "user_state":
                out.append(await service.get_user_state(app_name="app", user_id=op[1]))
        except (AlreadyExistsError, StaleSessionError, ValueError) as e:
            out.append((type(e).__name__, str(e)))
    text = repr(out)
    for real, name in generated.items():
        text = text.replace(real, name)
    return text


@settings(max_examples=25)
@given(operations)
def test_same_results_as_adks_database_session_service(tmp_path_factory, ops):
    folder = tmp_path_factory.mktemp("adk")

    async def both():
        theirs = DatabaseSessionService(f"sqlite+aiosqlite:///{folder}/adk.db")
        ours = SessionlogSessionService(folder / "sessionlog.db")
        try:
            return await apply_all(theirs, ops), await apply_all(ours, ops)
        finally:
            await theirs.close()
            await ours.close()

    expected, got = run(both())
    assert got == expected


# ---------------------------------------------------------------- stale sessions, history, the log
def test_a_stale_session_is_refused_and_nothing_is_stored(tmp_path):
    async def go():
        service = SessionlogSessionService(tmp_path / "a.db")
        await service.create_session(app_name="app", user_id="u", session_id="s")
        first = await service.get_session(app_name="app", user_id="u", session_id="s")
        second = await service.get_session(app_name="app", user_id="u", session_id="s")
        await service.append_event(first, event("user", "one", {"n": 1}, 1.0))
        with pytest.raises(StaleSessionError, match="modified in storage since it was loaded"):
            await service.append_event(second, event("user", "two", {"n": 2}, 2.0))
        reloaded = await service.get_session(app_name="app", user_id="u", session_id="s")
        assert [e.content.parts[0].text for e in reloaded.events] == ["one"] and reloaded.state == {"n": 1}
        await service.append_event(reloaded, event("user", "two", {"n": 2}, 2.0))  # a reload may append
        # a session object without the service's marker: stale once the log moved past its events
        by_hand = Session(app_name="app", user_id="u", id="s", last_update_time=1.5)
        with pytest.raises(StaleSessionError):
            await service.append_event(by_hand, event("user", "three", None, 3.0))
        await service.close()
    run(go())


def test_events_are_entries_verbatim_and_delete_keeps_them(tmp_path):
    async def go():
        store = open_store(tmp_path / "a.db")
        service = SessionlogSessionService(store)
        s = await service.create_session(app_name="app", user_id="u", session_id="s", state={"k": 1})
        e = await service.append_event(s, event("user", "hi", {"k": 2, "app:v": 3, "temp:x": 4}, 5.0))
        await service.delete_session(app_name="app", user_id="u", session_id="s")
        assert await service.get_session(app_name="app", user_id="u", session_id="s") is None
        again = await service.create_session(app_name="app", user_id="u", session_id="s")
        assert again.state == {"app:v": 3} and not again.events
        logs = [row.id for row in store.sessions() if row.id != registry_id("app")]
        assert len(logs) == 2  # the deleted session's log is still there, beside the new one
        entries = [x for sid in logs for x in store.entries(sid) if x.get("customType") == EVENT_TYPE]
        assert [x["details"] for x in entries] == [e.model_dump(exclude_none=True, mode="json")]
        assert entries[0]["details"]["actions"]["state_delta"] == {"k": 2, "app:v": 3}  # temp keys trimmed
        assert entries[0]["timestamp"] == "1970-01-01T00:00:05.000Z"
        assert store.verify().ok
        store.close()
    run(go())


def test_two_services_cannot_both_create_one_id(tmp_path):
    async def go():
        a = SessionlogSessionService(tmp_path / "a.db")
        b = SessionlogSessionService(tmp_path / "a.db")  # a second Store on the same file
        await a.create_session(app_name="app", user_id="u", session_id="s")
        with pytest.raises(AlreadyExistsError):
            await b.create_session(app_name="app", user_id="u", session_id="s")
        listed = (await b.list_sessions(app_name="app")).sessions
        assert [(s.user_id, s.id) for s in listed] == [("u", "s")]
        await a.close()
        await b.close()
    run(go())


def test_list_is_ordered_by_last_update(tmp_path):
    async def go():
        service = SessionlogSessionService(tmp_path / "a.db")
        one = await service.create_session(app_name="app", user_id="u", session_id="one")
        two = await service.create_session(app_name="app", user_id="u", session_id="two")
        now = two.last_update_time
        await service.append_event(one, event("user", "later", None, now + 10))
        assert [s.id for s in (await service.list_sessions(app_name="app")).sessions] == ["two", "one"]
        await service.close()
    run(go())


# ---------------------------------------------------------------- packaging and the documented example
def test_importing_sessionlog_does_not_import_adk():
    code = "import sys, sessionlog, sessionlog.integrations; assert 'google.adk' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_without_adk_the_import_error_names_the_extra():
    code = ("import sys; sys.modules['google.adk'] = None\n"
            "try:\n    import sessionlog.integrations.adk\n"
            "except ImportError as e:\n    print(e)\nelse:\n    print('imported')")
    out = subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, capture_output=True, text=True).stdout
    assert "pip install 'sessionlog[adk]'" in out and "google-adk" in out


def test_the_documented_example_runs(tmp_path, monkeypatch, capsys):
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 1
    monkeypatch.chdir(tmp_path)
    exec(compile(blocks[0], str(DOC), "exec"), {"__name__": "doc"})
    assert capsys.readouterr().out.split() == ["message", "#1", "message", "#2"]
    with open_store(tmp_path / "adk.db") as store:
        assert store.verify().ok
        texts = [e["content"] for row in store.sessions() for e in store.entries(row.id)
                 if e.get("customType") == EVENT_TYPE]
        assert texts[0] == "user: hello" and texts[1].startswith("counter: message #1")
