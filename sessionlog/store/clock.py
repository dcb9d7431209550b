"""The shell's clock and id sources (kept out of the pure core): ISO timestamps, entry ids, UUIDv7."""

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


def new_entry_id(taken) -> str:
    """Pi's entry id: 8 hex characters of a random UUID, re-rolled while taken (then a full UUID)."""
    for _ in range(100):
        candidate = uuid.uuid4().hex[:8]
        if not taken(candidate):
            return candidate
    return str(uuid.uuid4())


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
