"""The live stream of a session: entries and head moves as Server-Sent Events, resumable.

Event ids. A session has two gapless sequences: entries (``seq``, 1, 2, ...) and head moves (the head
log's ``seq``). An event's id is the stream's position after it, ``"<entry seq>:<head seq>"``: an
``entry`` event moves the first number to its own seq, a ``head`` event the second. A client that
reconnects with ``Last-Event-ID: 12:3`` (or ``?after=12:3``) gets every entry after 12 and every head
move after 3, nothing twice, nothing lost; ``0:0`` (the default) is the whole history. The first
number is always the entry ``seq`` that ``GET .../entries?after=`` takes.

Order. Entries come in seq order and head moves in head-log order; a head move is sent once the
entry it points at has been sent (so an append's entry comes before the move of the head onto it),
and a move to an older entry (a rewind) is sent where it happened relative to the appends around it.
``merge`` is that rule, pure (the head log names the seq of the entry each move points at).

Delivery (``Hub``). One ``Feed`` per session with subscribers per process reads the store once per
change and hands the events to every subscriber: woken at once by the in-process notifier after each
write this process makes (``Hub.notify``); on a store with the ``notify`` capability (PostgreSQL) by the
one listener of the process (``Hub.announce``, fed by ``Store.listen``: a commit in any process on any
host announces the sessions it wrote); and every ``poll_interval`` seconds to see writers in other
processes on a store without it (another worker, the CLI, another program on the same SQLite file),
and as the fallback on one with it. A subscriber first reads
its backlog from the store by itself, then takes the feed's events, skipping what it already has, and
reads from the store again when a batch does not follow on from where it is (the feed was started
from another subscriber's later backlog). A
subscriber that falls more than ``max_pending`` events behind (a slow client) is dropped: its stream
ends and it resumes from its last id, reading from the store, without slowing anyone else.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Mapping, Sequence

from ..core.errors import InvalidInputError

PAGE = 500
_CURSOR = re.compile(r"(\d{1,18}):(\d{1,18})")


@dataclass(frozen=True, order=True)
class Cursor:
    """A position in a session's event stream: entries up to ``entries`` and head moves up to ``heads``."""

    entries: int = 0
    heads: int = 0

    def __str__(self) -> str:
        return f"{self.entries}:{self.heads}"

    @classmethod
    def parse(cls, text: str | None) -> "Cursor":
        """``"E:H"``; empty or None is the start (``0:0``)."""
        if text is None or not text.strip():
            return cls()
        match = _CURSOR.fullmatch(text.strip())
        if not match:
            raise InvalidInputError(f"event id {text!r}: expected '<entry seq>:<head seq>', e.g. '12:3'")
        return cls(int(match.group(1)), int(match.group(2)))


@dataclass(frozen=True)
class Event:
    """One SSE event: ``kind`` entry or head, its data, and the stream position after it (its id)."""

    kind: str
    data: dict[str, Any]
    cursor: Cursor


def merge(cursor: Cursor, entries: Sequence[tuple[int, Mapping[str, Any]]], moves: Sequence[Mapping[str, Any]],
          *, moves_complete: bool = True) -> tuple[list[Event], Cursor]:
    """The events after ``cursor`` from entries (``(seq, entry)`` after ``cursor.entries``) and head
    moves (head-log rows after ``cursor.heads``, each with the ``entry_seq`` it moved to), read in
    that order — moves first, so every entry a move names is stored by the time the entries are read.

    A move is released once the entry it names has been sent (at once when that entry is older, or
    when it empties the head); a move naming an entry past the last one read waits, with every move
    after it. When ``moves`` is not all there is (a full page), an entry is sent only if it is no
    later than the newest entry a read move names: a later one may have been written after a move not
    read yet. Returns the events and the position after them."""
    out: list[Event] = []
    at_entries, at_heads = cursor.entries, cursor.heads
    pending = deque(moves)
    cap = None if moves_complete else max([cursor.entries] + [m.get("entry_seq") or 0 for m in moves])

    def release() -> None:
        nonlocal at_heads
        while pending and (pending[0].get("entry_seq") or 0) <= at_entries:
            move = pending.popleft()
            at_heads = move["seq"]
            out.append(Event("head", dict(move), Cursor(at_entries, at_heads)))

    release()
    for seq, entry in entries:
        if cap is not None and seq > cap:
            break
        at_entries = seq
        out.append(Event("entry", {"seq": seq, "entry": entry}, Cursor(at_entries, at_heads)))
        release()
    return out, Cursor(at_entries, at_heads)


def read_events(store: Any, session_id: str, cursor: Cursor, limit: int = PAGE) -> tuple[list[Event], Cursor, bool]:
    """One page of events after ``cursor`` from the store: (events, new cursor, whether more may follow)."""
    moves = store.head_moves_after(session_id, cursor.heads, limit)
    entries = store.entries_after(session_id, cursor.entries, limit)
    events, after = merge(cursor, entries, moves, moves_complete=len(moves) < limit)
    more = (len(entries) == limit or len(moves) == limit or (bool(entries) and after.entries < entries[-1][0])
            or (bool(moves) and after.heads < moves[-1]["seq"]))
    return events, after, more


Reader = Callable[[Callable[[Any], Any]], Awaitable[Any]]  # runs a function of a Store off the event loop


class Dropped(Exception):
    """A subscriber fell too far behind, or the hub is closing: its stream ends."""


@dataclass(eq=False)
class Subscription:
    """A subscriber's queue of event batches, filled by its session's feed."""

    feed: "Feed"
    max_pending: int
    batches: deque = field(default_factory=deque)
    pending: int = 0
    dropped: str | None = None
    wake: asyncio.Event = field(default_factory=asyncio.Event)

    def put(self, events: list[Event]) -> None:
        if self.dropped is not None or not events:
            return
        self.pending += len(events)
        if self.pending > self.max_pending:
            self.drop("too far behind")
            return
        self.batches.append(events)
        self.wake.set()

    def drop(self, why: str) -> None:
        if self.dropped is None:
            self.dropped = why
            self.batches.clear()
            self.wake.set()

    async def next_batch(self, timeout: float | None = None) -> list[Event]:
        """The next batch (``[]`` after ``timeout``); ``Dropped`` once the subscription is dropped."""
        while not self.batches:
            if self.dropped is not None:
                raise Dropped(self.dropped)
            self.wake.clear()
            try:
                await asyncio.wait_for(self.wake.wait(), timeout)
            except asyncio.TimeoutError:
                return []
        batch = self.batches.popleft()
        self.pending -= len(batch)
        return batch


class Feed:
    """The events of one session for every subscriber in this process."""

    def __init__(self, hub: "Hub", session_id: str) -> None:
        self.hub = hub
        self.session_id = session_id
        self.subscribers: set[Subscription] = set()
        self.cursor: Cursor | None = None  # set by the first subscriber once its backlog is read
        self.wake = asyncio.Event()
        self.task: asyncio.Task | None = None

    def start(self, cursor: Cursor) -> None:
        if self.cursor is None:
            self.cursor = cursor
            self.task = asyncio.get_running_loop().create_task(self._run(), name=f"sessionlog-feed-{self.session_id}")
        self.wake.set()

    async def _run(self) -> None:
        try:
            while self.subscribers and not self.hub.closing.is_set():
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(self.wake.wait(), self.hub.poll_interval)
                self.wake.clear()
                if not self.subscribers or self.hub.closing.is_set():
                    break
                assert self.cursor is not None
                cursor = self.cursor
                try:
                    events, after, more = await self.hub.read(
                        lambda store: read_events(store, self.session_id, cursor))
                except Exception as e:  # noqa: BLE001 - a failed read ends the streams, never the server
                    self.hub.log(f"session {self.session_id}: reading new events failed: {type(e).__name__}: {e}")
                    for sub in list(self.subscribers):
                        sub.drop("the store could not be read")
                    break
                self.cursor = after
                for sub in list(self.subscribers):
                    sub.put(events)
                if more:
                    self.wake.set()
        finally:
            if self.hub.feeds.get(self.session_id) is self:
                del self.hub.feeds[self.session_id]
            for sub in list(self.subscribers):
                sub.drop("the stream closed")


class Hub:
    """Every feed of this process, the notifier writes call, and the switch that closes all streams."""

    def __init__(self, read: Reader, *, poll_interval: float = 0.5, max_pending: int = 10_000,
                 log: Callable[[str], None] = lambda message: None) -> None:
        self.read = read
        self.poll_interval = poll_interval
        self.max_pending = max_pending
        self.log = log
        self.feeds: dict[str, Feed] = {}
        self.closing = asyncio.Event()

    def notify(self, session_id: str) -> None:
        """A write to ``session_id`` committed in this process: wake its feed now."""
        feed = self.feeds.get(session_id)
        if feed is not None:
            feed.wake.set()

    def announce(self, session_id: str | None) -> None:
        """A commit in some process wrote ``session_id`` (None: any session may have changed)."""
        if session_id is not None:
            self.notify(session_id)
            return
        for feed in list(self.feeds.values()):
            feed.wake.set()

    def announcer(self) -> Callable[[str | None], None]:
        """``announce`` as a callback for another thread (``Store.listen`` calls it from the backend's)."""
        loop = asyncio.get_running_loop()

        def announced(session_id: str | None) -> None:
            with contextlib.suppress(RuntimeError):  # the loop closed first (shutdown): nothing to wake
                loop.call_soon_threadsafe(self.announce, session_id)

        return announced

    def subscribe(self, session_id: str) -> Subscription:
        if self.closing.is_set():
            raise Dropped("the service is shutting down")
        feed = self.feeds.get(session_id)
        if feed is None:
            feed = self.feeds[session_id] = Feed(self, session_id)
        sub = Subscription(feed, self.max_pending)
        feed.subscribers.add(sub)
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        feed = sub.feed
        feed.subscribers.discard(sub)
        if not feed.subscribers:
            feed.wake.set()  # its task sees nobody is left and ends
            if feed.task is None and self.feeds.get(feed.session_id) is feed:
                del self.feeds[feed.session_id]

    def close(self) -> None:
        """End every stream (shutdown): subscribers are dropped, feeds stop."""
        self.closing.set()
        for feed in list(self.feeds.values()):
            for sub in list(feed.subscribers):
                sub.drop("the service is shutting down")
            feed.wake.set()

    @property
    def subscribers(self) -> int:
        return sum(len(f.subscribers) for f in self.feeds.values())


def _fits(event: Event, cursor: Cursor) -> bool | None:
    """For a reader at ``cursor``: True if ``event`` is its next one, False if it has it already, None if
    it is past a gap (both sequences are gapless, and a head move comes after the entry it names)."""
    at = cursor.entries if event.kind == "entry" else cursor.heads
    seq = event.data["seq"]
    if seq <= at:
        return False
    if seq > at + 1 or (event.kind == "head" and (event.data.get("entry_seq") or 0) > cursor.entries):
        return None
    return True


def _take(batch: list[Event], cursor: Cursor) -> tuple[list[Event], Cursor] | None:
    """The events of a feed's batch a reader at ``cursor`` has not had, re-stamped with its positions;
    None when the batch does not follow on from ``cursor`` (the reader must read the gap itself)."""
    out: list[Event] = []
    for event in batch:
        fit = _fits(event, cursor)
        if fit is None:
            return None
        if fit:
            cursor = (Cursor(event.data["seq"], cursor.heads) if event.kind == "entry"
                      else Cursor(cursor.entries, event.data["seq"]))
            out.append(Event(event.kind, event.data, cursor))
    return out, cursor


async def stream(hub: Hub, session_id: str, cursor: Cursor, *, heartbeat: float | None = None):
    """The events of ``session_id`` after ``cursor``: the backlog from the store, then live ones, until
    the subscriber is dropped or the hub closes. Yields ``Event``s (and ``None`` every ``heartbeat``
    seconds without any, so the caller can notice a closed connection).

    The feed's batches start where the feed is, which may be past this reader: another subscriber may
    have started the feed from a later backlog, or a read of head moves may have been older than the
    read of entries that followed it. A batch that does not follow on from the reader's position is
    not used: the reader reads from the store again, from where it is."""
    sub = hub.subscribe(session_id)
    try:
        behind = True
        while True:
            while behind:  # the backlog (or a gap), a page at a time
                current = cursor
                events, cursor, more = await hub.read(lambda store: read_events(store, session_id, current))
                for event in events:
                    yield event
                if hub.closing.is_set():
                    return
                if not more:
                    sub.feed.start(cursor)
                    behind = False
            try:
                batch = await sub.next_batch(heartbeat)
            except Dropped:
                return
            if not batch:
                yield None
                continue
            taken = _take(batch, cursor)
            if taken is None:
                behind = True
                continue
            events, cursor = taken
            for event in events:
                yield event
    finally:
        hub.unsubscribe(sub)
