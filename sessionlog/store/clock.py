"""The shell's clock and id sources (kept out of the pure core): ISO timestamps, entry ids, UUIDv7.

Every random entry id comes from ``entry_ids`` (Pi's 8 hex) or ``client_entry_id`` (16 hex).
"""

from __future__ import annotations

import os
import time
import uuid
from datetime import datetime, timezone


_second: tuple[int, str] = (-1, "")  # the last whole second formatted, and its "YYYY-MM-DDTHH:MM:SS." text


def now_iso() -> str:
    """``Date.toISOString()``: UTC with milliseconds and a ``Z`` (the date part is formatted once a second)."""
    global _second
    second, millis = divmod(time.time_ns() // 1_000_000, 1000)
    cached = _second  # one read: a tuple, so a concurrent update cannot mix two seconds
    if cached[0] != second:
        cached = (second, datetime.fromtimestamp(second, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S."))
        _second = cached
    return f"{cached[1]}{millis:03d}Z"


def now_ms() -> int:
    return time.time_ns() // 1_000_000


def entry_ids(n: int) -> list[str]:
    """``n`` candidate entry ids: Pi's 8 hex characters, 32 random bits each (the one source of ids)."""
    raw = os.urandom(4 * n).hex()
    return [raw[i:i + 8] for i in range(0, 8 * n, 8)]


def new_entry_id(taken) -> str:
    """Pi's entry id (``entry_ids``), re-rolled while ``taken(candidate)``; after 100 tries a full UUID."""
    for _ in range(100):
        [candidate] = entry_ids(1)
        if not taken(candidate):
            return candidate
    return str(uuid.uuid4())


def client_entry_id() -> str:
    """An id a client chooses before its first attempt (16 hex characters, 64 random bits), so a retry
    after an unacknowledged commit re-sends the same id and the store's idempotency makes it a no-op."""
    return os.urandom(8).hex()


def uuid7() -> str:
    """A UUIDv7 string (time-ordered), as Pi 0.73.1 uses for new session ids."""
    ms = now_ms()
    rand = int.from_bytes(os.urandom(10), "big")
    value = (ms & ((1 << 48) - 1)) << 80
    value |= 0x7 << 76
    value |= (rand >> 68 & 0xFFF) << 64
    value |= 0b10 << 62
    value |= rand & ((1 << 62) - 1)
    return str(uuid.UUID(int=value))
