"""History turn limit (OpenClaw ``limitHistoryTurns``; 9.x hysteresis; 7.1 prelude rule).

Rule of this module: keep the last ``limit`` user turns, cutting just before a user message, so the
result starts at a user message (after the prelude) and holds those turns with all their assistant
and tool messages. No limit, a limit <= 0, an empty list, or no more users than the limit -> the
same list. Leading summary messages (``compactionSummary``, ``branchSummary`` at the start) are always
kept in front. Run pairing repair afterwards: a cut can orphan a tool result.

Hysteresis (9.x, optional): ``target = floor(limit)``, ``max = ceil(target x 1.5)``; nothing is cut
until there are more than ``max`` user turns, then ``target + ((users - target) mod (max - target + 1))``
turns are kept, so the cut point moves in batches and the prompt-cache prefix survives most turns.
"""

from __future__ import annotations

import math
from typing import Any

from .settings import TurnLimitSettings

PRELUDE_ROLES = ("compactionSummary", "branchSummary")


def _role(message: Any) -> Any:
    return message.get("role") if isinstance(message, dict) else None


def turns_to_keep(user_count: int, limit: int, hysteresis: bool) -> int:
    """How many user turns survive (``user_count`` when nothing is cut)."""
    if not hysteresis:
        return min(user_count, limit)
    target = math.floor(limit)
    high = math.ceil(target * 1.5)
    if user_count <= high:
        return user_count
    return target + ((user_count - target) % (high - target + 1))


def limit_history_turns(messages: list[Any], settings: TurnLimitSettings) -> list[Any]:
    """Apply the turn limit (module docstring)."""
    limit = settings.limit
    if not limit or limit <= 0 or not messages:
        return messages
    prelude = 0
    while prelude < len(messages) and _role(messages[prelude]) in PRELUDE_ROLES:
        prelude += 1
    users = [i for i in range(prelude, len(messages)) if _role(messages[i]) == "user"]
    keep = turns_to_keep(len(users), limit, settings.hysteresis)
    if keep >= len(users):
        return messages
    cut = users[len(users) - keep] if keep > 0 else len(messages)
    return messages[:prelude] + messages[cut:]
