"""Committing compactions and branch summaries: one Pi entry, compare-and-swap, nothing on failure;
hard checkpoints; navigateTree placement; the memory-flush mark; the CLI commands."""


from __future__ import annotations
import pytest
from sessionlog import HeadConflictError
from sessionlog.core.compaction import CompactionSettings, NothingToCompactError, plan_compaction
from sessionlog.core.recovery import MemoryFlushSettings
from sessionlog.summarizers.base import SummarizerError, SummaryCancelled
from support import KEEP, Fake, assistant_message, tool_turns
from support import session_with_turns  # noqa: F401 - the `session` fixture


def test_compact_appends_one_pi_compaction_entry(store, session):
    head = session.head()
    fake = Fake()
    entry = session.compact(fake, settings=KEEP, custom_instructions="tests", workspace_rules="RULES")
    plan = plan_compaction(session.path(head), KEEP)
    assert list(entry) == ["type", "id", "parentId", "timestamp", "summary", "firstKeptEntryId", "tokensBefore",
                           "details", "fromHook"]
    assert entry["parentId"] == head and entry["summary"] == fake.text and entry["fromHook"] is False
    assert entry["firstKeptEntryId"] == plan.first_kept_entry_id and entry["tokensBefore"] == plan.tokens_before
    assert entry["details"] == {"readFiles": plan.read_files, "modifiedFiles": plan.modified_files}
    assert fake.requests == [plan.to_request("tests", "RULES")]
    assert session.head() == entry["id"]
    view = session.view()
    assert view.messages[0] == {"role": "compactionSummary", "summary": fake.text, "tokensBefore": entry["tokensBefore"],
                                "timestamp": view.messages[0]["timestamp"]}
    assert len(view.messages) < len(session.view(head).messages)
    assert store.verify(session.id).ok
    count = len(session.entries())
    assert session.compact(fake, settings=KEEP) is None  # already compacted: nothing to do, not an error
    assert len(session.entries()) == count and len(fake.requests) == 1


def test_a_concurrent_append_fails_the_commit_and_leaves_nothing(store, reopen, session):
    other = reopen(store)

    def concurrent_append():
        other.append(session.id, {"type": "message", "message": {"role": "user", "content": "meanwhile", "timestamp": 9}})

    count = len(session.entries())
    with pytest.raises(HeadConflictError):
        session.compact(Fake(effect=concurrent_append), settings=KEEP)
    assert len(session.entries()) == count + 1  # the concurrent entry only
    assert not any(e["type"] == "compaction" for e in session.entries())
    other.close()


@pytest.mark.parametrize("failure", [
    Fake(text=""), Fake(text="  \n"), Fake(effect=lambda: (_ for _ in ()).throw(SummaryCancelled("vetoed"))),
    Fake(effect=lambda: (_ for _ in ()).throw(RuntimeError("boom"))),
])
def test_failed_cancelled_or_empty_summaries_append_nothing(session, failure):
    head, count = session.head(), len(session.entries())
    with pytest.raises(SummarizerError):
        session.compact(failure, settings=KEEP)
    assert (session.head(), len(session.entries())) == (head, count)


def test_apply_compaction_checks_the_expected_head(store, session):
    head = session.head()
    plan = plan_compaction(session.path(), KEEP)
    session.append_message({"role": "user", "content": "later", "timestamp": 1})
    with pytest.raises(HeadConflictError):
        store.apply_compaction(session.id, plan, "S", expected_head=head)
    with pytest.raises(SummarizerError):
        store.apply_compaction(session.id, plan, "", expected_head=session.head())


def test_hard_checkpoint_keeps_nothing_before_it(store, session):
    entry = session.compact(Fake(), settings=KEEP, checkpoint=True)
    assert entry["firstKeptEntryId"] == entry["id"]
    assert [m["role"] for m in session.view().messages] == ["compactionSummary"]
    session.append_message({"role": "user", "content": "next", "timestamp": 1})
    assert [m["role"] for m in session.view().messages] == ["compactionSummary", "user"]
    assert store.verify(session.id).ok


def test_hard_checkpoint_is_refused_when_there_is_nothing_to_summarize(store):
    s = store.create_session(cwd="/p")
    s.append_thinking_level_change("high")
    with pytest.raises(NothingToCompactError):
        s.compact(Fake(), checkpoint=True)
    s2 = store.create_session(cwd="/p")
    assert s2.compact(Fake()) is None
    assert s.entries()[-1]["type"] == "thinking_level_change" and s2.entries() == []


def test_a_plan_that_summarizes_nothing_appends_nothing_and_says_so(store):
    """Pi appends an all-"(none)" summary when every message is in the kept part, and every later
    compaction then fails with "Already compacted"; here nothing is appended and the answer says why."""
    from sessionlog.ops.compaction import compact

    s = store.create_session(cwd="/p")
    s.append_message({"role": "user", "content": "hi", "timestamp": 1})
    fake = Fake()
    plan = plan_compaction(s.path(), KEEP)
    assert plan is not None and plan.summarizes_nothing  # Pi's prepareCompaction still has a plan
    assert s.compact(fake, settings=KEEP) is None and fake.requests == []
    outcome = compact(store, s.id, settings=KEEP, summarizer=fake)
    assert (outcome.compacted, outcome.entry, outcome.plan) == (False, None, None)
    assert outcome.reason == "nothing to compact: Nothing to summarize (every message is in the kept part)"
    assert compact(store, s.id, settings=KEEP, summarizer=fake, dry_run=True).plan is None
    assert [e["type"] for e in s.entries()] == ["message"] and fake.requests == []
    with pytest.raises(HeadConflictError):  # the caller's condition is still checked
        compact(store, s.id, settings=KEEP, summarizer=fake, expected_head="elsewhere")
    s.append_message({"role": "user", "content": "more " * 4000, "timestamp": 2})
    s.append_message({"role": "user", "content": "latest", "timestamp": 3})
    assert compact(store, s.id, settings=KEEP, summarizer=fake).compacted  # later, with something to do


# ---- branch summaries ----------------------------------------------------------------------------
def _branchy(store):
    s = store.create_session(cwd="/p")
    u1 = s.append_message({"role": "user", "content": "u1", "timestamp": 1})["id"]
    a1 = s.append_message(assistant_message([{"type": "text", "text": "a1"}]))["id"]
    u2 = s.append_message({"role": "user", "content": "u2", "timestamp": 3})["id"]
    a2 = s.append_message(assistant_message([{"type": "toolCall", "id": "t", "name": "edit", "arguments": {"path": "f.py"}}],
                                     "toolUse"))["id"]
    return s, u1, a1, u2, a2


def test_navigate_to_a_user_message_summarizes_at_its_parent(store):
    s, u1, a1, u2, a2 = _branchy(store)
    fake = Fake("The user explored a different conversation branch before returning here.\nSummary: x")
    entry = s.navigate(u2, summarizer=fake)
    assert (entry["type"], entry["parentId"], entry["fromId"]) == ("branch_summary", a1, a1)
    assert entry["details"] == {"readFiles": [], "modifiedFiles": ["f.py"]} and entry["fromHook"] is False
    assert s.head() == entry["id"]
    request = fake.requests[0]
    assert request.kind == "branch" and [m["role"] for m in request.messages] == ["assistant"]  # u2 is on both paths
    assert [m["role"] for m in s.view().messages] == ["user", "assistant", "branchSummary"]
    children = [e["id"] for e in s.entries() if e["parentId"] == a1]
    assert children == [u2, entry["id"]]


def test_navigate_placement_for_assistant_and_root_targets(store):
    s, u1, a1, u2, a2 = _branchy(store)
    entry = s.navigate(a1, summarizer=Fake())
    assert (entry["parentId"], s.head()) == (a1, entry["id"])
    s.move_head(a2)
    root = s.navigate(u1, summarizer=Fake())
    assert (root["parentId"], root["fromId"]) == (None, "root")


def test_navigate_without_summary_no_op_and_failures(store):
    s, u1, a1, u2, a2 = _branchy(store)
    count = len(s.entries())
    assert s.navigate(a2, summarizer=Fake()) is None and s.head() == a2  # to the head itself
    with pytest.raises(SummarizerError):
        s.navigate(u2, summarizer=Fake(text=""))
    assert (s.head(), len(s.entries())) == (a2, count)
    assert s.navigate(u2) is None and s.head() == a1 and len(s.entries()) == count
    s.move_head(u1)
    assert s.navigate(a2, summarizer=Fake()) is None and s.head() == a2  # moving forward abandons nothing


# ---- memory flush ---------------------------------------------------------------------------------
def test_memory_flush_fires_once_per_compaction_cycle(store, session):
    settings = MemoryFlushSettings(reserve_tokens_floor=0, soft_threshold_tokens=0)
    window = 100
    assert session.memory_flush_due(window, settings)
    session.record_memory_flush()
    assert not session.memory_flush_due(window, settings)
    tool_turns(session, n=1)
    assert not session.memory_flush_due(window, settings)  # same cycle
    session.compact(Fake(), settings=KEEP)
    tool_turns(session, n=2)
    assert session.memory_flush_due(window, settings)  # a new cycle
    session.record_memory_flush()
    assert not session.memory_flush_due(window, settings)
    marks = store.annotations(session.id, kind="memory-flush")
    assert len(marks) == 2 and marks[0]["data"]["cycle"] is None and marks[1]["data"]["cycle"] is not None
    assert not session.memory_flush_due(10**9, settings)


def test_planning_reads_only_the_visible_tail_with_the_same_answers(store):
    """``Store.visible_path`` (what Session.plan_compaction, ``compact`` and ``context-size`` read) gives
    the same plan and the same context size as the whole root-to-leaf path, at every entry of
    sessions with chained compactions, split turns and branch summaries, in both modes."""
    import random

    import strategies
    from sessionlog.core.codec import parse_jsonl_text
    from sessionlog.core.tokens import context_size

    rng = random.Random(5)
    checked = shortened = 0
    for name, lines, _ in strategies.gen_compaction_corpus(23, 12):
        sid = store.import_parsed(parse_jsonl_text(strategies.to_jsonl(lines)), source=name).session
        for entry in store.entries(sid):
            full = store.path_to(sid, entry["id"])
            tail = store.visible_path(sid, entry["id"])
            assert full[len(full) - len(tail):] == tail, (name, entry["id"])
            shortened += len(tail) < len(full)
            for pi_compat in (rng.random() < 0.5,):
                settings = CompactionSettings(keep_recent_tokens=rng.choice([1, 60, 400, 2000, 20000]))
                a = plan_compaction(full, settings, pi_compat=pi_compat)
                b = plan_compaction(tail, settings, pi_compat=pi_compat)
                assert (a.to_pi() if a else None) == (b.to_pi() if b else None), (name, entry["id"], pi_compat)
                assert context_size(full, pi_compat=pi_compat) == context_size(tail, pi_compat=pi_compat)
            checked += 1
    assert checked > 150 and shortened > checked // 4  # the corpus really exercises compacted leaves


# ---------------------------------------------------------------- races: the head compared inside the write
def test_navigate_with_a_summary_compares_the_expected_head_in_the_write(store, reopen, session):
    """The head moves (another writer appends) while the branch summary is written: the navigation is a
    head conflict and nothing moves or is appended, even though the expected head matched when it began."""
    tool_turns(session, n=2)
    target = session.path()[1]["id"]
    head = session.head()
    other = reopen(store)

    def concurrent_append():
        other.append(session.id, {"type": "message", "message": {"role": "user", "content": "meanwhile", "timestamp": 9}})

    count = len(session.entries())
    with pytest.raises(HeadConflictError):
        session.navigate(target, summarizer=Fake(effect=concurrent_append), expected_head=head)
    assert len(session.entries()) == count + 1  # the concurrent entry only: no branch summary
    assert session.head() != target and session.entries()[-1]["message"]["content"] == "meanwhile"


def test_navigate_refuses_an_expected_head_that_is_not_the_head(session):
    tool_turns(session, n=2)
    path = session.path()
    with pytest.raises(HeadConflictError):
        session.navigate(path[1]["id"], summarizer=Fake(), expected_head=path[2]["id"])
    assert session.head() == path[-1]["id"]
