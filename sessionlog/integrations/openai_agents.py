"""An OpenAI Agents SDK session kept in sessionlog.

Rule: :class:`SessionlogSession` satisfies the SDK's async ``Session`` protocol (``openai-agents``
0.24: ``session_id``, ``session_settings``, ``get_items``, ``add_items``, ``pop_item``,
``clear_session``) and gives the same observable results as the SDK's own ``SQLiteSession``.

- The SDK ``session_id`` *is* the sessionlog session id. The session is created (header ``cwd`` =
  the ``cwd`` argument, else the process's working directory) by the first ``add_items``; reading a
  session that does not exist yet returns no items and creates nothing.
- One SDK item is one ``custom_message`` entry: ``customType`` ``openai_agents.item``, the item in
  ``details`` exactly as ``json.loads(json.dumps(item))`` gives it back (what ``SQLiteSession``
  stores), and a readable one-line rendering in ``content`` so ``sessionlog view`` shows the
  conversation. ``get_items`` reads the items on the path from the root to the ``main`` head; other
  entries on that path are skipped.
- ``add_items`` is one ``append_many`` (one transaction: all items or none) after the head. Entry ids
  are chosen before the first attempt, so a retry after a locked database re-sends the same ids and
  the store's idempotency check turns an already-committed attempt into a no-op.
- ``pop_item`` and ``clear_session`` delete nothing: they move the head (compare-and-swap), so every
  item stays in the log and ``history()`` / ``restore()`` bring a popped or cleared state back.
- After ``close()`` every call raises the SDK's ``RuntimeError`` (its text names ``SQLiteSession is
  closed``, so code written against ``SQLiteSession`` recognises it), ``add_items([])`` included.
- The SDK's compaction hooks: ``_get_compaction_snapshot`` (the bounded tail of items that
  ``OpenAIResponsesCompactionSession`` compacts after a turn) replaces a suffix by branching -- the
  compacted output is appended after the entry before the suffix and the head moves to it, with a
  compare-and-swap on the head as it was when the snapshot was read (a moved head: nothing is written,
  the SDK keeps the history); ``_atomic_replace_items`` (a manual ``run_compaction``) starts a new root
  with the output in one transaction. The compacted items stay in the log on the old branch.

Boundary: the store is used through its public API only. Store calls are synchronous; as
``SQLiteSession`` does, each one runs in a worker thread (``asyncio.to_thread``). The backend serialises
its own units of work (the storage contract's thread-safety guarantee), so sessions sharing a ``Store``
need no lock of their own; multi-step operations (``pop_item``) rely on compare-and-swap and retry. A
mutation, once started, completes even if the awaiting task is cancelled.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

try:
    from agents.items import TResponseInputItem
    from agents.memory.session import _CompactionSnapshot
    from agents.memory.session_settings import SessionSettings, coerce_session_settings, resolve_session_limit
except ImportError as e:  # pragma: no cover - exercised by a test that hides the SDK
    raise ImportError(
        "sessionlog.integrations.openai_agents needs the OpenAI Agents SDK (openai-agents 0.24): "
        f"install it with  pip install 'sessionlog[agents]'  ({e})"
    ) from e

from ..core.errors import HeadConflictError, IdConflictError, InvalidInputError, LockedError, NotFoundError
from ..connect import open_store
from ..store import DEFAULT_HEAD, Store, clock

from .openai_agents_render import RENDER_LIMIT, render_item  # noqa: E402,F401 - re-exported: the readable line of an item

__all__ = ["ITEM_TYPE", "HeadMove", "SessionlogSession", "render_item"]

ITEM_TYPE = "openai_agents.item"
"""The ``customType`` of the ``custom_message`` entries that hold SDK items."""

_LOCKED_RETRIES = 3
_CAS_RETRIES = 20
_T = TypeVar("_T")


# ---------------------------------------------------------------- cancellation
async def _complete(awaitable: Awaitable[_T]) -> _T:
    """Wait for a started mutation even if the caller is cancelled, then re-raise the cancellation
    (the SDK's ``_await_mutation``): the caller never sees a cancelled call whose write went through
    without knowing it."""
    task = asyncio.ensure_future(awaitable)
    cancelled: asyncio.CancelledError | None = None
    while not task.done():
        try:
            await asyncio.wait({task})
        except asyncio.CancelledError as exc:
            cancelled = cancelled or exc
    if cancelled is not None:
        if not task.cancelled():
            task.exception()  # retrieved, so it is not reported as never retrieved
        raise cancelled
    return task.result()


# ---------------------------------------------------------------- the session
@dataclass(frozen=True)
class HeadMove:
    """One move of the session's head, from the store's head log (oldest first in ``history()``).

    ``reason`` is ``append`` (an ``add_items``) or ``move`` (``pop_item``, ``clear_session`` -- then
    ``entry_id`` is None -- or ``restore``). ``previous`` is where the head was before: pass it to
    ``restore`` to undo the move.
    """

    seq: int
    at: str
    reason: str
    entry_id: str | None
    previous: str | None


def _is_item(entry: Mapping[str, Any]) -> bool:
    return entry.get("type") == "custom_message" and entry.get("customType") == ITEM_TYPE and "details" in entry


def _closed_error(session_id: str) -> RuntimeError:
    return RuntimeError(f"session {session_id}: this SessionlogSession is closed "
                        "(the SDK's 'SQLiteSession is closed' error); open a new session object")


class SessionlogSession:
    """An Agents SDK session stored in a sessionlog database (see the module docstring for the rules).

    ``store`` is an open :class:`~sessionlog.store.Store` (shared, not closed by :meth:`close`), or a
    database path to open (closed by :meth:`close`), or None for the default database
    (``$SESSIONLOG_DB``, else the user data directory). ``session_settings`` works as in
    ``SQLiteSession``: its ``limit`` applies when ``get_items`` is called without one.
    """

    session_settings: SessionSettings | None = None

    def __init__(self, session_id: str, store: Store | str | os.PathLike[str] | None = None, *,
                 session_settings: SessionSettings | dict[str, Any] | None = None,
                 cwd: str | None = None) -> None:
        if not isinstance(session_id, str) or not session_id:
            raise InvalidInputError(f"session_id must be a non-empty string, not {session_id!r}")
        self.session_id = session_id
        self.session_settings = (
            coerce_session_settings(session_settings) if session_settings is not None else SessionSettings()
        )
        self.cwd = cwd
        if isinstance(store, Store):
            self.store, self._owns_store = store, False
        else:
            self.store, self._owns_store = open_store(store), True
        self._created = False
        self._closed = False

    def __repr__(self) -> str:
        return f"SessionlogSession({self.session_id!r}, store={self.store.path!r})"

    # ------------------------------------------------------------ the Session protocol
    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        """The latest ``limit`` items (default: ``session_settings.limit``; None: all) in time order.

        As in ``SQLiteSession``, ``limit=0`` gives ``[]`` and a negative limit gives every item.
        """
        self._check_open()
        effective = resolve_session_limit(limit, self.session_settings)
        return await self._thread(self._read_items, self._head_or_none, effective)

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        """Append the items after the head in one transaction (all or none)."""
        self._check_open()
        if not items:
            return
        entries = self._entries_for(items)
        await _complete(self._thread(self._append_sync, entries))

    async def pop_item(self) -> TResponseInputItem | None:
        """Take the latest item off the conversation and return it (None when there is none).

        The head moves to the item's parent; the entry stays in the log (``history()``/``restore()``).
        """
        self._check_open()
        return await _complete(self._thread(self._pop_sync))

    async def clear_session(self) -> None:
        """Empty the conversation: the head moves to nothing; every entry stays in the log."""
        self._check_open()
        await _complete(self._thread(self._clear_sync))

    # ------------------------------------------------------------ audit and restore
    async def history(self) -> list[HeadMove]:
        """Every move of this session's head, oldest first (empty for a session not created yet)."""
        self._check_open()
        return await self._thread(self._history_sync)

    async def restore(self, entry_id: str | None) -> None:
        """Move the head to ``entry_id`` (an entry of this session, e.g. a ``HeadMove.previous``), so the
        conversation is again what it was there. Nothing is appended or deleted; the move is logged."""
        if entry_id is not None and not isinstance(entry_id, str):
            raise InvalidInputError(f"restore needs an entry id (a string) or None, not {entry_id!r}")
        self._check_open()
        await _complete(self._thread(self._restore_sync, entry_id))

    async def get_items_at(self, entry_id: str, limit: int | None = None) -> list[TResponseInputItem]:
        """The items as ``get_items(limit)`` returned them when the head was at ``entry_id``."""
        self._check_open()
        effective = resolve_session_limit(limit, self.session_settings)
        return await self._thread(self._read_items, lambda: entry_id, effective)

    def close(self) -> None:
        """Refuse every later call, and close the store if this session opened it (a Store passed in is
        left open for its other users). Closing twice is harmless."""
        if self._closed:
            return
        self._closed = True
        if self._owns_store:
            self.store.close()

    def _check_open(self) -> None:
        if self._closed:
            raise _closed_error(self.session_id)

    # ------------------------------------------------------------ the SDK's compaction hooks
    def _overrides_items(self) -> bool:
        """A subclass that changes how items are read or written must supply its own compaction hooks
        (as the SDK's SQLiteSession requires of its subclasses)."""
        cls = type(self)
        return any(getattr(cls, name) is not getattr(SessionlogSession, name)
                   for name in ("get_items", "add_items", "_read_items", "_entries_for"))

    async def _get_compaction_snapshot(self, limit: int, *, prune_prefix: Callable[[Any], bool] | None = None
                                       ) -> _CompactionSnapshot | None:
        """The latest ``limit`` items and a ``replace_suffix(start, output)`` that swaps ``items[start:]``
        for ``output`` (the SDK's ``_CompactionSnapshot``; used by ``OpenAIResponsesCompactionSession``).

        The swap is a branch: ``output`` is appended after the entry before ``items[start]`` and the head
        moves to its last item, under a compare-and-swap on the head read here; it returns False (and
        writes nothing) when the head has moved since. ``prune_prefix`` (the SDK's ``EncryptedSession``
        passes its expiry test) drops the leading run of items before the suffix for which it is true:
        then the branch starts at a new root holding copies of the items kept before the suffix (new
        entry ids, the same items), then ``output``. None -- the SDK then uses its plain protocol -- for
        a subclass that overrides how items are read or written.
        """
        self._check_open()
        if self._overrides_items():
            return None
        head, tail, complete = await self._thread(self._tail_sync, max(int(limit), 0))

        async def replace_suffix(start: int, output: list[Any]) -> bool:
            self._check_open()
            if not 0 <= start < len(tail):
                return False
            entries = self._entries_for(list(output))
            parent = tail[start].get("parentId")
            if prune_prefix is not None:
                return await _complete(self._thread(self._pruned_branch_sync, parent, entries, head, prune_prefix))
            return await _complete(self._thread(self._branch_sync, parent, entries, head))

        return _CompactionSnapshot([entry["details"] for entry in tail], complete, replace_suffix)

    async def _atomic_replace_items(self, items: list[Any]) -> bool:
        """Replace the whole conversation with ``items`` in one transaction (a new root; the old items stay
        on their branch): the SDK's hook for a manual ``run_compaction``. False -- the SDK then clears and
        adds through the plain protocol -- when the head moved meanwhile or a subclass overrides how
        items are read or written."""
        self._check_open()
        if self._overrides_items():
            return False
        entries = self._entries_for(list(items))
        head = await self._thread(self._head_or_none)
        return await _complete(self._thread(self._branch_sync, None, entries, head))

    # ------------------------------------------------------------ synchronous parts (worker thread)
    async def _thread(self, fn: Callable[..., _T], *args: Any) -> _T:
        """Run a store call on a worker thread (the backend serialises its units of work itself)."""
        return await asyncio.to_thread(fn, *args)

    def _head_or_none(self) -> str | None:
        try:
            return self.store.head(self.session_id)
        except NotFoundError:  # the session does not exist yet
            return None

    def _read_items(self, leaf_of: Callable[[], str | None], limit: int | None) -> list[Any]:
        leaf = leaf_of()
        if leaf is None or limit == 0:
            return []
        if limit is None or limit < 0:
            return [e["details"] for e in self.store.path_to(self.session_id, leaf) if _is_item(e)]
        items: list[Any] = []
        entry_id: str | None = leaf
        while entry_id is not None and len(items) < limit:  # only the tail that is asked for
            entry = self.store.get_entry(self.session_id, entry_id)
            if _is_item(entry):
                items.append(entry["details"])
            entry_id = entry.get("parentId")
        items.reverse()
        return items

    def _entries_for(self, items: list[Any]) -> list[dict[str, Any]]:
        entries = []
        for index, item in enumerate(items):
            try:
                stored = json.loads(json.dumps(item, allow_nan=False))
            except (TypeError, ValueError) as e:
                raise InvalidInputError(
                    f"session {self.session_id}: item #{index + 1} of {len(items)} is not JSON ({e}); "
                    "nothing was added") from e
            entries.append({"type": "custom_message", "id": clock.client_entry_id(), "customType": ITEM_TYPE,
                            "content": render_item(stored), "display": True, "details": stored})
        return entries

    def _ensure_session(self) -> None:
        if self._created:
            return
        try:
            self.store.header(self.session_id)
        except NotFoundError:
            try:
                self.store.create_session(session_id=self.session_id, cwd=self.cwd)
            except IdConflictError:  # created concurrently by another process: use it
                pass
        self._created = True

    def _append_sync(self, entries: list[dict[str, Any]]) -> None:
        self._ensure_session()
        for attempt in range(_LOCKED_RETRIES):
            try:
                self.store.append_many(self.session_id, entries)
                return
            except LockedError:
                # Same ids on the retry: if the failed attempt did commit, this one appends nothing.
                if attempt == _LOCKED_RETRIES - 1:
                    raise

    def _pop_sync(self) -> Any | None:
        for attempt in range(_CAS_RETRIES):
            head = self._head_or_none()
            entry_id, item_entry = head, None
            while entry_id is not None:
                entry = self.store.get_entry(self.session_id, entry_id)
                if _is_item(entry):
                    item_entry = entry
                    break
                entry_id = entry.get("parentId")
            if item_entry is None:
                return None
            try:
                self.store.move_head(self.session_id, item_entry.get("parentId"), expected_head=head)
            except HeadConflictError:  # another process moved the head: look again
                if attempt == _CAS_RETRIES - 1:
                    raise
                continue
            return item_entry["details"]
        return None  # pragma: no cover - the loop returns or raises

    def _tail_sync(self, limit: int) -> tuple[str | None, list[dict[str, Any]], bool]:
        """The head, the last ``limit`` item entries on its path (oldest first), and whether they are all."""
        head = self._head_or_none()
        tail: list[dict[str, Any]] = []
        entry_id = head
        while entry_id is not None:
            entry = self.store.get_entry(self.session_id, entry_id)
            if _is_item(entry):
                if len(tail) == limit:
                    tail.reverse()
                    return head, tail, False
                tail.append(entry)
            entry_id = entry.get("parentId")
        tail.reverse()
        return head, tail, True

    def _branch_sync(self, parent: str | None, entries: list[dict[str, Any]], expected: str | None) -> bool:
        """Put ``entries`` after ``parent`` (None: a new root) and move the head there, if it is still at
        ``expected``; with no entries, only move the head to ``parent``."""
        try:
            if not entries:
                self.store.move_head(self.session_id, parent, expected_head=expected)
                return True
            self._ensure_session()
            first = dict(entries[0], parentId=parent)
            self.store.append_many(self.session_id, [first, *entries[1:]], expected_head=expected, branch=True)
        except HeadConflictError:
            return False
        return True

    def _pruned_branch_sync(self, parent: str | None, entries: list[dict[str, Any]], expected: str | None,
                            expired: Callable[[Any], bool]) -> bool:
        """``_branch_sync`` after dropping the leading expired items on the path up to ``parent``."""
        if self._head_or_none() != expected:
            return False
        before = [e for e in self.store.path_to(self.session_id, parent) if _is_item(e)] if parent else []
        drop = 0
        while drop < len(before) and expired(before[drop]["details"]):
            drop += 1
        if not drop:
            return self._branch_sync(parent, entries, expected)
        kept = self._entries_for([entry["details"] for entry in before[drop:]])
        return self._branch_sync(None, kept + entries, expected)

    def _clear_sync(self) -> None:
        if self._head_or_none() is not None:
            self.store.move_head(self.session_id, None)

    def _restore_sync(self, entry_id: str | None) -> None:
        self.store.header(self.session_id)  # NotFoundError names the session
        self.store.move_head(self.session_id, entry_id)

    def _history_sync(self) -> list[HeadMove]:
        return [HeadMove(row.seq, row.at, row.reason, row.entry_id, row.previous)
                for row in self.store.head_log(self.session_id) if row.name == DEFAULT_HEAD]
