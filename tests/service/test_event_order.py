"""The event stream's order and resumption rule (sessionlog.service.events.merge), pure: a stream read
in pages from any position gives exactly the events of reading it whole, each once, and a head move
never comes before the entry it points at; and a live reader whose position is behind the feed's reads
the gap itself."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sessionlog.core.errors import InvalidInputError
from sessionlog.service.events import Cursor, Event, Hub, _take, merge, read_events, stream


def e(seq: int) -> tuple[int, dict[str, Any]]:
    return seq, {"id": f"e{seq}", "parentId": f"e{seq - 1}" if seq > 1 else None, "type": "custom"}


def move(seq: int, target: int | None, reason: str = "append") -> dict[str, Any]:
    return {"seq": seq, "name": "main", "entry": f"e{target}" if target else None, "entry_seq": target,
            "previous": None, "reason": reason, "at": "t"}


def kinds(events) -> list[str]:
    return [f"{ev.kind[0]}{ev.data['seq']}" for ev in events]


def test_an_appends_entry_comes_before_the_head_moving_onto_it():
    events, after = merge(Cursor(), [e(1), e(2)], [move(1, 1), move(2, 2)])
    assert kinds(events) == ["e1", "h1", "e2", "h2"]
    assert [str(ev.cursor) for ev in events] == ["1:0", "1:1", "2:1", "2:2"] and after == Cursor(2, 2)


def test_a_rewind_is_sent_where_it_happened():
    moves = [move(1, 1), move(2, 2), move(3, 1, "move"), move(4, 3)]
    events, _ = merge(Cursor(), [e(1), e(2), e(3)], moves)
    assert kinds(events) == ["e1", "h1", "e2", "h2", "h3", "e3", "h4"]


def test_a_move_to_an_older_entry_or_to_empty_comes_first():
    events, after = merge(Cursor(5, 7), [e(6)], [move(8, 2, "move"), move(9, None, "move"), move(10, 6)])
    assert kinds(events) == ["h8", "h9", "e6", "h10"] and after == Cursor(6, 10)


def test_a_move_past_the_entries_read_waits_for_the_next_page():
    events, after = merge(Cursor(), [e(1), e(2)], [move(1, 1), move(2, 2), move(3, 3), move(4, 1, "move")])
    assert kinds(events) == ["e1", "h1", "e2", "h2"] and after == Cursor(2, 2)


@pytest.mark.parametrize("text, cursor", [(None, Cursor()), ("", Cursor()), ("12:3", Cursor(12, 3)),
                                          (" 0:0 ", Cursor())])
def test_cursor_parsing(text, cursor):
    assert Cursor.parse(text) == cursor and Cursor.parse(str(cursor)) == cursor


@pytest.mark.parametrize("text", ["12", "a:b", "1:2:3", "-1:0", "1.5:2"])
def test_a_bad_cursor_is_refused(text):
    with pytest.raises(InvalidInputError):
        Cursor.parse(text)


class FakeStore:
    """The two reads the stream makes, over a recorded history."""

    def __init__(self, entries, moves):
        self.entries, self.moves = entries, moves

    def entries_after(self, sid, after, limit):
        return [x for x in self.entries if x[0] > after][:limit]

    def head_moves_after(self, sid, after, limit):
        return [m for m in self.moves if m["seq"] > after][:limit]


@st.composite
def histories(draw):
    """Appends (batches of entries, then the head onto the last) and rewinds, in some order."""
    entries, moves = [], []
    for _ in range(draw(st.integers(0, 25))):
        if entries and draw(st.booleans()) and draw(st.booleans()):
            target = draw(st.integers(0, len(entries)))
            moves.append(move(len(moves) + 1, target or None, "move"))
        else:
            for _ in range(draw(st.integers(1, 3))):
                entries.append(e(len(entries) + 1))
            moves.append(move(len(moves) + 1, len(entries)))
    return entries, moves


@given(histories(), st.integers(1, 6), st.data())
def test_reading_in_pages_from_any_event_gives_the_rest_exactly(history, page, data):
    entries, moves = history
    store = FakeStore(entries, moves)
    whole, end = merge(Cursor(), entries, moves)
    assert kinds(whole) == sorted(kinds(whole), key=kinds(whole).index)  # no event twice
    assert sorted(kinds(whole)) == sorted([f"e{s}" for s, _ in entries] + [f"h{m['seq']}" for m in moves])
    sent = set()
    for ev in whole:  # a head move after the entry it names
        if ev.kind == "head" and ev.data["entry"]:
            assert f"e{ev.data['entry'][1:]}" in sent
        sent.add(f"{ev.kind[0]}{ev.data['seq']}")
    start = data.draw(st.integers(0, len(whole)))
    cursor = whole[start - 1].cursor if start else Cursor()
    got = []
    for _ in range(200):
        events, cursor, more = read_events(store, "s", cursor, page)
        got.extend(events)
        if not more:
            break
    assert kinds(got) == kinds(whole[start:]) and cursor == end


def test_entries_wait_behind_head_moves_not_read_yet():
    # e1 appended, the head emptied, e2 appended: with only the first move read, e2 must wait
    events, after = merge(Cursor(1, 0), [e(2)], [move(1, 1)], moves_complete=False)
    assert kinds(events) == ["h1"] and after == Cursor(1, 1)
    _, _, more = read_events(FakeStore([e(1), e(2)], [move(1, 1), move(2, None, "move"), move(3, 2)]), "s",
                             Cursor(1, 0), 1)
    assert more


def test_a_reader_whose_backlog_ends_behind_the_feed_reads_the_gap_itself():
    # A reads its backlog while move 2 is not visible yet (2:1); B then reads 2:2 and starts the feed from
    # there; the feed's next batch (e3, h3) does not follow on from A, who must read h2 from the store
    store = FakeStore([e(1), e(2)], [move(1, 1)])
    held, calls = asyncio.Event(), []

    async def read(fn):
        result = fn(store)
        calls.append(result)
        if len(calls) == 1:
            await held.wait()  # A's backlog read, answered only after B's
        return result

    async def collect(hub, out):
        async for ev in stream(hub, "s", Cursor()):
            if ev is not None:
                out.append(ev)
                if kinds(out)[-1] == "h3":
                    return

    async def scenario():
        hub = Hub(read, poll_interval=3600)
        got_a, got_b = [], []
        a = asyncio.create_task(collect(hub, got_a))
        while not calls:
            await asyncio.sleep(0)
        store.moves.append(move(2, 2))
        b = asyncio.create_task(collect(hub, got_b))
        while len(got_b) < 4:
            await asyncio.sleep(0)
        assert hub.feeds["s"].cursor == Cursor(2, 2)  # B started the feed, ahead of A
        held.set()
        while len(got_a) < 3:
            await asyncio.sleep(0)
        store.entries.append(e(3))
        store.moves.append(move(3, 3))
        hub.notify("s")
        await asyncio.wait_for(asyncio.gather(a, b), 30)
        return got_a, got_b

    got_a, got_b = asyncio.run(scenario())
    assert kinds(got_a) == kinds(got_b) == ["e1", "h1", "e2", "h2", "e3", "h3"]
    assert [str(ev.cursor) for ev in got_a] == ["1:0", "1:1", "2:1", "2:2", "3:2", "3:3"]


@pytest.mark.parametrize("batch, taken", [
    ([("entry", 3), ("head", 3)], ["e3", "h3"]),   # follows on
    ([("entry", 2), ("head", 2), ("entry", 3)], ["e3"]),  # overlaps: what the reader has is skipped
    ([("entry", 4)], None),  # an entry missing
    ([("head", 4)], None),  # a move missing
    ([("head", 3, 5)], None),  # a move onto an entry the reader has not had
])
def test_a_feed_batch_is_taken_only_when_it_follows_on(batch, taken):
    events = [Event(k, {"seq": seq, "entry_seq": rest[0] if rest else seq}, Cursor()) for k, seq, *rest in batch]
    result = _take(events, Cursor(2, 2))
    assert (None if result is None else kinds(result[0])) == taken
