"""A Google ADK session service kept in sessionlog.

Rule: :class:`SessionlogSessionService` is an ADK ``BaseSessionService`` (``google-adk`` 2.13: create,
get with ``GetSessionConfig``'s filters, list, delete, ``get_user_state``, ``append_event``) that
gives the results of ADK's own ``DatabaseSessionService``, stale-session refusal included.

- **Events.** One ADK event is one ``custom_message`` entry on the ADK session's sessionlog session:
  ``customType`` ``adk.event``, the event in ``details`` as ``DatabaseSessionService`` stores it
  (``event.model_dump(exclude_none=True, mode="json")``, so its ``actions.state_delta`` is there
  verbatim, temp keys removed as ADK removes them), a readable rendering in ``content``, and the
  event's own time as the entry's ``timestamp``. Partial events are not stored (as in ADK).
- **Optimistic concurrency.** A session object remembers the head of its log when it was loaded
  (ADK's ``_storage_update_marker``); ``append_event`` appends with a compare-and-swap on that head,
  so a session object that another writer has overtaken gets ADK's ``StaleSessionError`` -- never a
  silent merge (adk#4751). A session object without a marker (built by hand or by another service)
  is checked as ADK checks one: stale when the stored log has moved past its last event.
- **The catalogue.** Each ADK app has one registry session (id ``adk-app-<uuid5 of the app name>``)
  whose ``custom`` entries record each ``create_session`` (user, ADK id, the sessionlog session id,
  the initial session state) and each ``delete_session``; they are appended with a compare-and-swap
  on the registry's head, so two creators of one id cannot both succeed. Deleting appends a record:
  the session's entries stay in the log (``sessionlog view`` still shows them), the service no longer
  returns it, and the id can be created again (as a new sessionlog session).
- **App and user state** (``app:`` / ``user:`` keys) are latest-wins annotations on the registry
  session (``adk.app_state``, ``adk.user_state``: each one a delta, folded in order). Session state
  is the initial state folded with every stored event's session-scoped delta.

Boundary: the store is used through its public API only; each store call runs in a worker thread
under the store's lock. An event and the app/user state it changes are two writes (the event first):
a crash between them keeps the event, with its delta verbatim, and loses only the annotation.
"""

from __future__ import annotations

import asyncio
import copy
import json
import os
import threading
import uuid
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any, TypeVar

try:
    from google.adk.errors import StaleSessionError
    from google.adk.errors.already_exists_error import AlreadyExistsError
    from google.adk.errors.session_not_found_error import SessionNotFoundError
    from google.adk.events.event import Event
    from google.adk.sessions import _session_util
    from google.adk.sessions.base_session_service import BaseSessionService, GetSessionConfig, ListSessionsResponse
    from google.adk.sessions.session import Session
    from google.adk.sessions.state import State
except ImportError as e:  # pragma: no cover - exercised by a test that hides the SDK
    raise ImportError(
        "sessionlog.integrations.adk needs Google's Agent Development Kit (google-adk 2.13): "
        f"install it with  pip install 'sessionlog[adk]'  ({e})"
    ) from e

from ..core.errors import HeadConflictError, IdConflictError, NotFoundError
from ..connect import open_store
from ..store import Store, clock

__all__ = ["EVENT_TYPE", "SessionlogSessionService", "registry_id", "render_event"]

EVENT_TYPE = "adk.event"
"""The ``customType`` of the ``custom_message`` entries that hold ADK events."""
CREATED, DELETED = "adk.session", "adk.deleted"
APP_STATE, USER_STATE = "adk.app_state", "adk.user_state"
STALE_MESSAGE = ("The session has been modified in storage since it was loaded. "
                 "Please reload the session before appending more events.")
_MARKER = "sessionlog-head:"
_NAMESPACE = uuid.UUID("6f1d0c1e-7b0a-5e53-9a57-5e5510e1ad4b")
_CAS_RETRIES = 20
RENDER_LIMIT = 2000
_T = TypeVar("_T")


def registry_id(app_name: str) -> str:
    """The sessionlog session that catalogues an ADK app's sessions and holds its app and user state."""
    return f"adk-app-{uuid.uuid5(_NAMESPACE, app_name)}"


def render_event(details: dict[str, Any]) -> str:
    """``author: text`` for an event, with function calls and responses; never raises."""
    try:
        parts = ((details.get("content") or {}).get("parts")) or []
        texts = []
        for part in parts:
            if part.get("text") is not None:
                texts.append(str(part["text"]))
            elif part.get("function_call"):
                call = part["function_call"]
                texts.append(f"call {call.get('name')}({json.dumps(call.get('args', {}), ensure_ascii=False)})")
            elif part.get("function_response"):
                resp = part["function_response"]
                texts.append(f"result {resp.get('name')}: {json.dumps(resp.get('response'), ensure_ascii=False)}")
            else:
                texts.append(json.dumps(part, ensure_ascii=False)[:200])
        delta = (details.get("actions") or {}).get("state_delta") or {}
        if delta:
            texts.append(f"[state {json.dumps(delta, ensure_ascii=False)}]")
        text = f"{details.get('author', '?')}: {' '.join(texts)}".rstrip()
    except Exception:  # a rendering must never block storing the event
        text = json.dumps(details, ensure_ascii=False, default=repr)
    return text if len(text) <= RENDER_LIMIT else f"{text[:RENDER_LIMIT]}… [{len(text) - RENDER_LIMIT} more characters]"


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _epoch(iso: str) -> float:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


def _is_event(entry: dict[str, Any]) -> bool:
    return entry.get("type") == "custom_message" and entry.get("customType") == EVENT_TYPE


class _Record:
    """One live ADK session in the registry."""

    __slots__ = ("user_id", "session_id", "sessionlog_id", "state", "created")

    def __init__(self, data: dict[str, Any]) -> None:
        self.user_id, self.session_id = data["userId"], data["sessionId"]
        self.sessionlog_id, self.state, self.created = data["sessionlogId"], data.get("state") or {}, data["createTime"]


class SessionlogSessionService(BaseSessionService):
    """An ADK session service on a sessionlog store (see the module docstring for the rules).

    ``store`` is an open :class:`~sessionlog.store.Store` (left open by :meth:`close`), a database path
    (opened here, closed by :meth:`close`), or None for the default database. ``cwd`` is the header
    ``cwd`` of the sessionlog sessions it creates (default: the process's working directory).
    """

    def __init__(self, store: Store | str | os.PathLike[str] | None = None, *, cwd: str | None = None) -> None:
        if isinstance(store, Store):
            self.store, self._owns_store = store, False
        else:
            self.store, self._owns_store = open_store(store), True
        self.cwd = cwd
        self._lock = threading.RLock()  # this service's registry cache (the backend serialises the store)
        self._index: dict[str, tuple[str | None, dict[tuple[str, str], _Record]]] = {}

    async def close(self) -> None:
        """Close the store if this service opened it."""
        if self._owns_store:
            await self._thread(self.store.close)

    async def __aenter__(self) -> SessionlogSessionService:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ------------------------------------------------------------ BaseSessionService
    async def create_session(self, *, app_name: str, user_id: str, state: dict[str, Any] | None = None,
                             session_id: str | None = None) -> Session:
        return await self._thread(self._create_sync, app_name, user_id, state, session_id)

    async def get_session(self, *, app_name: str, user_id: str, session_id: str,
                          config: GetSessionConfig | None = None) -> Session | None:
        return await self._thread(self._get_sync, app_name, user_id, session_id, config)

    async def list_sessions(self, *, app_name: str, user_id: str | None = None) -> ListSessionsResponse:
        return await self._thread(self._list_sync, app_name, user_id)

    async def delete_session(self, *, app_name: str, user_id: str, session_id: str) -> None:
        await self._thread(self._delete_sync, app_name, user_id, session_id)

    async def get_user_state(self, *, app_name: str, user_id: str) -> dict[str, Any]:
        return await self._thread(self._user_state, app_name, user_id)

    async def append_event(self, session: Session, event: Event) -> Event:
        if event.partial:
            return event
        self._apply_temp_state(session, event)
        event = self._trim_temp_delta_state(event)
        await self._thread(self._append_sync, session, event)
        return self._commit_event_to_session(session, event)

    # ------------------------------------------------------------ synchronous parts (worker thread)
    async def _thread(self, fn: Callable[..., _T], *args: Any) -> _T:
        def locked() -> _T:
            with self._lock:
                return fn(*args)
        return await asyncio.to_thread(locked)

    def _registry(self, app_name: str) -> tuple[str, str | None, dict[tuple[str, str], _Record]]:
        """The registry's id, head and live sessions (re-read only when its head moved)."""
        rid = registry_id(app_name)
        try:
            head = self.store.head(rid)
        except NotFoundError:
            try:
                self.store.create_session(session_id=rid, cwd=self.cwd, header={
                    "type": "session", "version": 3, "id": rid, "timestamp": _iso(_now()),
                    "cwd": self.cwd if self.cwd is not None else os.getcwd(), "adk": {"registry": app_name}})
            except IdConflictError:
                pass
            head = self.store.head(rid)
        cached = self._index.get(rid)
        if cached is not None and cached[0] == head:
            return rid, head, cached[1]
        live: dict[tuple[str, str], _Record] = {}
        if head is not None:
            for entry in self.store.path_to(rid, head):
                if entry.get("type") != "custom":
                    continue
                data = entry.get("data") or {}
                if entry.get("customType") == CREATED:
                    live[(data["userId"], data["sessionId"])] = _Record(data)
                elif entry.get("customType") == DELETED:
                    live.pop((data["userId"], data["sessionId"]), None)
        self._index[rid] = (head, live)
        return rid, head, live

    def _state(self, rid: str, kind: str, user_id: str | None = None) -> dict[str, Any]:
        state: dict[str, Any] = {}
        for note in self.store.annotations(rid, None, kind):
            data = note["data"]
            if user_id is None or data.get("userId") == user_id:
                state.update(data.get("delta") or {})
        return state

    def _user_state(self, app_name: str, user_id: str) -> dict[str, Any]:
        rid, _, _ = self._registry(app_name)
        return self._state(rid, USER_STATE, user_id)

    def _merged(self, rid: str, user_id: str, session_state: dict[str, Any]) -> dict[str, Any]:
        merged = copy.deepcopy(session_state)
        for key, value in self._state(rid, APP_STATE).items():
            merged[State.APP_PREFIX + key] = value
        for key, value in self._state(rid, USER_STATE, user_id).items():
            merged[State.USER_PREFIX + key] = value
        return merged

    def _record_state(self, rid: str, user_id: str, deltas: dict[str, dict[str, Any]]) -> None:
        if deltas["app"]:
            self.store.annotate(rid, None, APP_STATE, {"delta": deltas["app"]})
        if deltas["user"]:
            self.store.annotate(rid, None, USER_STATE, {"userId": user_id, "delta": deltas["user"]})

    def _create_sync(self, app_name: str, user_id: str, state: dict[str, Any] | None,
                     session_id: str | None) -> Session:
        chosen = session_id if session_id is not None else str(uuid.uuid4())
        deltas = _session_util.extract_json_safe_state_delta(state or {})
        created = _now()
        data = {"userId": user_id, "sessionId": chosen, "sessionlogId": str(uuid.uuid4()),
                "state": deltas["session"], "createTime": created}
        for attempt in range(_CAS_RETRIES):
            rid, head, live = self._registry(app_name)
            if (user_id, chosen) in live:
                raise AlreadyExistsError(f"Session with id {chosen} already exists.")
            try:
                self.store.append(rid, {"type": "custom", "customType": CREATED, "data": data}, expected_head=head)
                break
            except HeadConflictError:  # another creator or deleter moved the registry: look again
                if attempt == _CAS_RETRIES - 1:
                    raise
        self._ensure_log(app_name, _Record(data))
        self._record_state(rid, user_id, deltas)
        session = Session(app_name=app_name, user_id=user_id, id=chosen,
                          state=self._merged(rid, user_id, deltas["session"]), last_update_time=created)
        session._storage_update_marker = _MARKER
        return session

    def _ensure_log(self, app_name: str, record: _Record) -> None:
        try:
            self.store.header(record.sessionlog_id)
        except NotFoundError:
            header = {"type": "session", "version": 3, "id": record.sessionlog_id, "timestamp": _iso(record.created),
                      "cwd": self.cwd if self.cwd is not None else os.getcwd(),
                      "adk": {"appName": app_name, "userId": record.user_id, "sessionId": record.session_id}}
            try:
                self.store.create_session(header=header)
            except IdConflictError:
                pass

    def _events(self, record: _Record) -> tuple[str | None, list[dict[str, Any]]]:
        """The log's head and the stored events on its path (``details``), oldest first."""
        try:
            head = self.store.head(record.sessionlog_id)
        except NotFoundError:  # the registry entry is there, the log not yet
            return None, []
        if head is None:
            return None, []
        return head, [e["details"] for e in self.store.path_to(record.sessionlog_id, head) if _is_event(e)]

    def _session_of(self, app_name: str, rid: str, record: _Record, events: list[dict[str, Any]],
                    head: str | None, config: GetSessionConfig | None, *, with_events: bool) -> Session:
        state = dict(record.state)
        for details in events:
            delta = (details.get("actions") or {}).get("state_delta") or {}
            state.update(_session_util.extract_state_delta(delta)["session"])
        shown: list[dict[str, Any]] = events if with_events else []
        if config is not None and config.after_timestamp:
            shown = [d for d in shown if d.get("timestamp", 0) >= config.after_timestamp]
        if config is not None and config.num_recent_events is not None:
            shown = shown[-config.num_recent_events:] if config.num_recent_events else []
        session = Session(app_name=app_name, user_id=record.user_id, id=record.session_id,
                          state=self._merged(rid, record.user_id, state),
                          events=[Event.model_validate(d) for d in shown],
                          last_update_time=events[-1]["timestamp"] if events else record.created)
        session._storage_update_marker = _MARKER + (head or "")
        return session

    def _get_sync(self, app_name: str, user_id: str, session_id: str,
                  config: GetSessionConfig | None) -> Session | None:
        rid, _, live = self._registry(app_name)
        record = live.get((user_id, session_id))
        if record is None:
            return None
        head, events = self._events(record)
        return self._session_of(app_name, rid, record, events, head, config, with_events=True)

    def _list_sync(self, app_name: str, user_id: str | None) -> ListSessionsResponse:
        rid, _, live = self._registry(app_name)
        sessions = []
        for record in live.values():
            if user_id is not None and record.user_id != user_id:
                continue
            head, events = self._events(record)
            sessions.append(self._session_of(app_name, rid, record, events, head, None, with_events=False))
        sessions.sort(key=lambda s: (s.last_update_time, s.user_id, s.id))
        return ListSessionsResponse(sessions=sessions)

    def _delete_sync(self, app_name: str, user_id: str, session_id: str) -> None:
        for attempt in range(_CAS_RETRIES):
            rid, head, live = self._registry(app_name)
            record = live.get((user_id, session_id))
            if record is None:
                return
            try:
                self.store.append(rid, {"type": "custom", "customType": DELETED, "data": {
                    "userId": user_id, "sessionId": session_id, "sessionlogId": record.sessionlog_id}},
                    expected_head=head)
                return
            except HeadConflictError:
                if attempt == _CAS_RETRIES - 1:
                    raise

    def _append_sync(self, session: Session, event: Event) -> None:
        rid, _, live = self._registry(session.app_name)
        record = live.get((session.user_id, session.id))
        if record is None:
            raise SessionNotFoundError(f"Session {session.id} not found.")
        head, events = self._events(record)
        marker = getattr(session, "_storage_update_marker", None)
        if isinstance(marker, str) and marker.startswith(_MARKER):
            expected = marker[len(_MARKER):] or None
            if expected != head:
                raise StaleSessionError(STALE_MESSAGE)
        else:  # a session object without our marker: stale once the log has moved past its events
            stored_time = events[-1]["timestamp"] if events else record.created
            if stored_time > session.last_update_time:
                last = events[-1].get("id") if events else None
                if last != (session.events[-1].id if session.events else None):
                    raise StaleSessionError(STALE_MESSAGE)
            expected = head
        details = event.model_dump(exclude_none=True, mode="json")
        entry = {"type": "custom_message", "id": clock.client_entry_id(), "customType": EVENT_TYPE,
                 "content": render_event(details), "display": True, "details": details,
                 "timestamp": _iso(event.timestamp)}
        self._ensure_log(session.app_name, record)
        try:
            stored = self.store.append(record.sessionlog_id, entry, expected_head=expected)
        except HeadConflictError as e:
            raise StaleSessionError(STALE_MESSAGE) from e
        delta = event.actions.state_delta if event.actions and event.actions.state_delta else {}
        self._record_state(rid, session.user_id, _session_util.extract_json_safe_state_delta(delta))
        session.last_update_time = event.timestamp
        session._storage_update_marker = _MARKER + stored["id"]


def _now() -> float:
    return datetime.now(timezone.utc).timestamp()
