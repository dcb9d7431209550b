"""A pydantic-ai agent's history stored on a session gives back what pydantic-ai dumped, and continues runs.

Agents run on pydantic-ai's own ``TestModel`` (no provider, no network).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pydantic_ai")

from pydantic_ai import Agent  # noqa: E402
from pydantic_ai.messages import ModelMessagesTypeAdapter  # noqa: E402
from pydantic_ai.models.test import TestModel  # noqa: E402

from sessionlog import open_store  # noqa: E402
from sessionlog.core.errors import HeadConflictError  # noqa: E402
from sessionlog.integrations.pydantic_ai import MESSAGE_TYPE, append_messages, load_message_history  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "integrations" / "pydantic-ai.md"


def tool_agent() -> Agent:
    agent = Agent(TestModel(), instructions="Use the tool.")

    @agent.tool_plain
    def weather(city: str) -> str:
        """The weather in a city."""
        return f"{city}: sunny"

    return agent


def test_stored_history_equals_the_runs_history_and_continues_it(store):
    agent = tool_agent()
    first = agent.run_sync("weather?")
    append_messages(store, "s", first.new_messages(), cwd="/w")
    loaded = load_message_history(store, "s")
    assert ModelMessagesTypeAdapter.dump_json(loaded) == ModelMessagesTypeAdapter.dump_json(first.all_messages())
    assert any(p.part_kind == "tool-call" for m in loaded for p in m.parts)
    second_stored = agent.run_sync("again", message_history=loaded)
    second_memory = agent.run_sync("again", message_history=first.all_messages())
    assert len(second_stored.all_messages()) == len(second_memory.all_messages())
    append_messages(store, "s", second_stored.new_messages())
    assert len(load_message_history(store, "s")) == len(second_stored.all_messages())
    assert store.header("s")["cwd"] == "/w" and store.verify().ok


def test_entries_are_readable_and_other_entries_are_skipped(store):
    result = Agent(TestModel(custom_output_text="hello there")).run_sync("hi")
    entries = append_messages(store, "s", result.new_messages())
    assert [e["customType"] for e in entries] == [MESSAGE_TYPE] * 2
    assert entries[0]["content"] == "user: hi" and entries[1]["content"] == "assistant: hello there"
    store.session("s").append_custom("note", {"x": 1})
    assert len(load_message_history(store, "s")) == 2


def test_loading_at_an_earlier_entry_and_branching(store):
    agent = Agent(TestModel(custom_output_text="ok"))
    one = append_messages(store, "s", agent.run_sync("one").new_messages())
    append_messages(store, "s", agent.run_sync("two").new_messages())
    assert len(load_message_history(store, "s", one[-1]["id"])) == 2
    store.move_head("s", one[-1]["id"])
    append_messages(store, "s", agent.run_sync("three").new_messages())
    prompts = [m.parts[0].content for m in load_message_history(store, "s") if m.kind == "request"]
    assert prompts == ["one", "three"]  # "two" stays on the old branch
    assert len(store.entries("s")) == 6


def test_missing_session_is_empty_and_compare_and_swap_refuses_a_moved_head(store):
    assert load_message_history(store, "nope") == []
    assert append_messages(store, "nope", []) == []
    messages = Agent(TestModel()).run_sync("x").new_messages()
    append_messages(store, "s", messages)
    with pytest.raises(HeadConflictError):
        append_messages(store, "s", messages, expected_head=None)


def test_without_pydantic_ai_the_import_error_names_the_extra():
    code = ("import sys; sys.modules['pydantic_ai'] = None\n"
            "try:\n    import sessionlog.integrations.pydantic_ai\n"
            "except ImportError as e:\n    print(e)\nelse:\n    print('imported')")
    out = subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, capture_output=True, text=True).stdout
    assert "pip install 'sessionlog[pydantic-ai]'" in out
    code = "import sys, sessionlog, sessionlog.integrations; assert 'pydantic_ai' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_the_documented_example_runs(tmp_path, monkeypatch, capsys):
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 1
    monkeypatch.chdir(tmp_path)
    exec(compile(blocks[0], str(DOC), "exec"), {"__name__": "doc"})
    assert capsys.readouterr().out.split() == ["noted", "noted"]
    with open_store(tmp_path / "pydantic-ai.db") as store:
        assert [e["content"] for e in store.entries("chat-7")][:2] == ["user: Remember the number 7.", "assistant: noted"]
