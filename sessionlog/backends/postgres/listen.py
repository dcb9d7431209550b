"""Commits announced to every process on the database: ``NOTIFY`` in each write, one ``LISTEN`` per listener
(the ``notify`` capability; ``contract.Notifying``).

Rule of this module: announcements are a wake-up, never data. A write transaction announces each session
it writes with ``pg_notify(CHANNEL, session_id)`` in the statement that takes the session's lock
(``queries.PostgresTx.lock``: no extra round trip); PostgreSQL delivers a notification only when its
transaction commits, once per distinct payload per transaction, in commit order, and never for a rolled
back one. A ``Listener`` holds ONE dedicated connection (not the pool's) that ran ``LISTEN CHANNEL`` and a
thread that hands each payload to the callback. When that connection is lost it reconnects (pausing 0.1 s
doubling to 5 s) and then calls ``callback(None)``: notifications sent while it was away are lost, so
any session may have changed. The reader of the log (``service/events.py``) re-reads from its own
cursor on every wake-up, so a duplicate or spurious announcement costs one read and a lost one costs at
most the poll interval that stays as the fallback.
"""

from __future__ import annotations

import contextlib
import threading
from typing import Any, Callable

CHANNEL = "sessionlog"
"""The notification channel (per database: PostgreSQL scopes LISTEN/NOTIFY to the current database)."""
WAIT = 0.5  # seconds the listening thread waits for notifications before it checks whether it is closed
RECONNECT_FIRST, RECONNECT_MAX = 0.1, 5.0


class Listener:
    """One ``LISTEN`` connection and its thread (see the module docstring). Made by ``PostgresBackend.listen``,
    which has connected it once already, so a database it cannot reach is the caller's error at once."""

    def __init__(self, connect: Callable[[], Any], callback: Callable[[str | None], None],
                 log: Callable[[str], None]) -> None:
        self._connect = connect
        self._callback = callback
        self._log = log
        self._closed = threading.Event()
        self._conn: Any = self._listen()
        self._thread = threading.Thread(target=self._run, name="sessionlog-listen", daemon=True)
        self._thread.start()

    def _listen(self) -> Any:
        conn = self._connect()
        try:
            conn.execute(f"LISTEN {CHANNEL}")  # a constant identifier, nothing from outside
        except BaseException:
            conn.close()
            raise
        return conn

    def _run(self) -> None:
        import psycopg

        pause = RECONNECT_FIRST
        while not self._closed.is_set():
            try:
                if self._conn is None:
                    self._conn = self._listen()
                    pause = RECONNECT_FIRST
                    self._callback(None)  # back after a gap: anything may have changed meanwhile
                for note in self._conn.notifies(timeout=WAIT):
                    self._callback(note.payload)
                    if self._closed.is_set():
                        break
            except (psycopg.Error, OSError) as e:
                if self._closed.is_set():
                    break
                self._log(f"the LISTEN connection was lost ({type(e).__name__}); reconnecting")
                self._drop()
                self._closed.wait(pause)
                pause = min(pause * 2, RECONNECT_MAX)
            except Exception as e:  # noqa: BLE001 - a failing callback must not end the listening
                self._log(f"a notification callback failed: {type(e).__name__}: {e}")
        self._drop()

    def _drop(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            with contextlib.suppress(Exception):
                conn.close()

    def close(self) -> None:
        """Stop listening: the thread ends within ``WAIT`` seconds and its connection is closed."""
        self._closed.set()
        if self._thread is not threading.current_thread():
            self._thread.join(timeout=WAIT * 4 + 1)
