"""A stateful model test: the store driven through appends, head moves, compactions, imports and
exports, compared after every step with a plain in-memory model (a list of entries and a head)."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from sessionlog import open_store
from sessionlog.core.codec import parse_jsonl_text
from sessionlog.core.view import build_view

STEPS = {"count": 0}


class StoreMachine(RuleBasedStateMachine):
    @initialize()
    def open(self):
        self.dir = Path(tempfile.mkdtemp(prefix="sessionlog-sm-"))
        self.store = open_store(self.dir / "s.db")
        self.session = self.store.create_session(cwd="/model")
        self.entries: list[dict] = []
        self.head: str | None = None
        self.others: dict[str, list[dict]] = {}

    def _appended(self, stored: dict) -> None:
        assert stored["parentId"] == self.head
        self.entries.append(stored)
        self.head = stored["id"]
        STEPS["count"] += 1

    def _path(self) -> list[str]:
        by_id = {e["id"]: e for e in self.entries}
        out, node = [], self.head
        while node is not None:
            out.append(node)
            node = by_id[node]["parentId"]
        return out[::-1]

    @rule(text=st.text(max_size=30), role=st.sampled_from(["user", "assistant", "toolResult"]))
    def append_message(self, text, role):
        if role == "user":
            message = {"role": "user", "content": text, "timestamp": 1}
        elif role == "assistant":
            message = {"role": "assistant", "content": [{"type": "text", "text": text}], "api": "a", "provider": "p",
                       "model": text[:5] or "m", "usage": {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0,
                       "totalTokens": 2, "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}},
                       "stopReason": "stop", "timestamp": 2}
        else:
            message = {"role": "toolResult", "toolCallId": "c1", "toolName": "read",
                       "content": [{"type": "text", "text": text}], "isError": False, "timestamp": 3}
        self._appended(self.session.append_message(message))

    @rule(level=st.sampled_from(["off", "low", "high"]))
    def append_thinking(self, level):
        self._appended(self.session.append_thinking_level_change(level))

    @rule(n=st.integers(0, 3))
    def append_model_change(self, n):
        self._appended(self.session.append_model_change("prov", f"model-{n}"))

    @precondition(lambda self: self.entries)
    @rule(data=st.data())
    def append_label(self, data):
        target = data.draw(st.sampled_from([e["id"] for e in self.entries]))
        self._appended(self.session.append_label(target, data.draw(st.sampled_from(["L", None]))))

    @precondition(lambda self: self.head is not None)
    @rule(data=st.data())
    def compact(self, data):
        kept = data.draw(st.sampled_from(self._path()))
        self._appended(self.session.append_compaction(f"summary {len(self.entries)}", kept, 100))

    @precondition(lambda self: self.entries)
    @rule(data=st.data())
    def move_head(self, data):
        target = data.draw(st.sampled_from([None] + [e["id"] for e in self.entries]))
        self.session.move_head(target)
        self.head = target
        STEPS["count"] += 1

    @rule(seed=st.integers(0, 10_000))
    def import_generated(self, seed):
        from strategies import gen_session, to_jsonl

        lines = gen_session(random.Random(seed), 3)
        lines[0] = {**lines[0], "id": f"imported-{seed}-{len(self.others)}"}
        if lines[0]["id"] in self.others:
            return
        parsed = parse_jsonl_text(to_jsonl(lines))
        result = self.store.import_parsed(parsed, source="generated")
        self.others[result.session] = parsed.entries
        STEPS["count"] += 1

    @rule()
    def export_and_reimport_as_new(self):
        data, _ = self.store.export(self.session.id)
        result = self.store.import_parsed(parse_jsonl_text(data), source="export", as_new=True)
        assert self.store.entries(result.session) == self.entries
        last = self.entries[-1]["id"] if self.entries else None
        assert self.store.head(result.session) == last
        self.others[result.session] = list(self.entries)
        STEPS["count"] += 1

    @invariant()
    def store_matches_model(self):
        if not hasattr(self, "store"):
            return
        assert self.store.entries(self.session.id) == self.entries
        assert self.session.head() == self.head
        expected = build_view(self.entries, self.head).to_pi() if self.head else build_view([], None).to_pi()
        assert self.session.view().to_pi() == expected

    @invariant()
    def other_sessions_are_untouched(self):
        if not hasattr(self, "store"):
            return
        for sid, entries in self.others.items():
            assert self.store.entries(sid) == entries

    def teardown(self):
        if hasattr(self, "store"):
            assert self.store.verify().ok
            self.store.close()


StoreMachine.TestCase.settings = settings(parent=settings.default, max_examples=25, stateful_step_count=30)
TestStoreMachine = StoreMachine.TestCase
