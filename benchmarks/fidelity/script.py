"""The little language the fidelity corpus is written in.

A scripted session is rounds of turns. A turn is a user message, then assistant messages that may call
tools (each call carries its result, which may be an error). A long session has its planted rounds
first (``rounds``), optional turns planted later (``later``: round number -> turns) and routine work
(``routine``: round number -> turns) for every round after the planted ones; ``bootstrap`` holds
custom messages (AGENTS.md-style instructions) that come before the first user message.

Planted facts are listed per session as ``(kind, exact string)``; every planted string must occur
verbatim in some planted message, and never in routine work, noise or fillers (``drive.py`` checks
both, so a fact found in the view can only have come from where it was planted).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

KINDS = ("constraint", "rejected", "path", "identifier", "command", "number", "failure", "pending")


@dataclass(frozen=True)
class Call:
    name: str
    args: dict
    result: str
    error: bool = False


@dataclass(frozen=True)
class Turn:
    user: str
    replies: tuple  # (text, [Call, ...]) pairs: one assistant message each


Routine = Callable[[int], tuple]  # round number -> turns of routine work


@dataclass(frozen=True)
class Scripted:
    name: str
    lang: str  # "en" or "zh"
    rounds: tuple  # the planted rounds, 1..len(rounds), each a tuple of Turn
    facts: tuple  # (kind, string) pairs
    held_out: bool = False
    fresh: bool = False  # the fresh held-out set (heldout_fresh*.py), written after the proposal and open-item rules
    fresh2: bool = False  # the second fresh set (heldout_fresh2*.py), written after the third round's rules were frozen
    fresh3: bool = False  # the third fresh set (heldout_fresh3*.py), written after the fourth round's rules were frozen
    fresh4: bool = False  # the fourth fresh set (heldout_fresh4*.py), written blind, in parallel with the fifth round's rules
    fresh5: bool = False  # the fifth fresh set (heldout_fresh5*.py), written blind, in parallel with the sixth round's rules
    fresh6: bool = False  # the sixth fresh set (heldout_fresh6*.py), written blind, in parallel with the seventh round's rules
    fresh7: bool = False  # the seventh fresh set (heldout_fresh7*.py), written blind, in parallel with the eighth round's rules
    fresh8: bool = False  # the eighth fresh set (heldout_fresh8*.py), written blind, in parallel with the ninth round's rules
    fresh9: bool = False  # the ninth fresh set (heldout_fresh9*.py), written blind, in parallel with the tenth round's rules
    fresh10: bool = False  # the tenth fresh set (heldout_fresh10*.py), written blind, in parallel with the eleventh round's rules
    fresh11: bool = False  # the eleventh fresh set (heldout_fresh11*.py), written blind, in parallel with the twelfth round's rules
    fresh12: bool = False  # the twelfth fresh set (heldout_fresh12*.py), written blind, in parallel with the thirteenth round's rules
    fresh13: bool = False  # the thirteenth fresh set (heldout_fresh13*.py), written blind, against the fourteenth round's rules
    fresh14: bool = False  # the fourteenth fresh set (heldout_fresh14*.py), written blind, against the fifteenth round's rules
    fresh15: bool = False  # the fifteenth fresh set (heldout_fresh15*.py), written blind, against the sixteenth round's rules
    fresh16: bool = False  # the sixteenth fresh set (heldout_fresh16*.py), written blind, against the eighteenth round's rules
    fresh17: bool = False  # the seventeenth fresh set (heldout_fresh17*.py), written blind, against the eighteenth round's rules
    fresh18: bool = False  # the eighteenth fresh set (heldout_fresh18*.py), written blind, against the nineteenth round's rules
    fresh19: bool = False  # the nineteenth fresh set (heldout_fresh19*.py), written blind, against the twenty-first round's rules
    fresh20: bool = False  # the twentieth fresh set (heldout_fresh20*.py), written blind, against the twenty-first round's rules
    fresh21: bool = False  # the twenty-first fresh set (heldout_fresh21*.py), written blind, against the twenty-second round's rules
    fresh22: bool = False  # the twenty-second fresh set (heldout_fresh22*.py), written blind, against the twenty-second round's rules
    fresh23: bool = False  # the twenty-third fresh set (heldout_fresh23*.py), written blind, against the twenty-third round's rules
    fresh24: bool = False  # the twenty-fourth fresh set (heldout_fresh24*.py), written blind, against the twenty-third round's rules
    fresh25: bool = False  # the twenty-fifth fresh set (heldout_fresh25*.py), written blind, against the twenty-fourth round's rules
    fresh26: bool = False  # the twenty-sixth fresh set (heldout_fresh26*.py), written blind, against the twenty-fourth round's rules
    fresh27: bool = False  # the twenty-seventh fresh set (heldout_fresh27*.py), written blind, against the twenty-fifth round's rules
    fresh28: bool = False  # the twenty-eighth fresh set (heldout_fresh28*.py), written blind, against the twenty-fifth round's rules
    fresh29: bool = False  # the twenty-ninth fresh set (heldout_fresh29*.py), written blind, against the twenty-sixth round's rules
    fresh30: bool = False  # the thirtieth fresh set (heldout_fresh30*.py), written blind, against the twenty-sixth round's rules
    fresh31: bool = False  # the thirty-first fresh set (heldout_fresh31*.py), written blind while the twenty-seventh round was made; first run against it
    fresh32: bool = False  # the thirty-second fresh set (heldout_fresh32*.py), written blind while the twenty-seventh round was made; first run against it
    fresh33: bool = False  # the thirty-third fresh set (heldout_fresh33*.py), written blind while the twenty-eighth round was made; first run against it
    fresh34: bool = False  # the thirty-fourth fresh set (heldout_fresh34*.py), written blind while the twenty-eighth round was made; first run against it
    fresh35: bool = False  # the thirty-fifth fresh set (heldout_fresh35*.py), written blind while the twenty-ninth round was made; first run against it
    fresh36: bool = False  # the thirty-sixth fresh set (heldout_fresh36*.py), written blind while the twenty-ninth round was made; first run against it
    fresh37: bool = False  # the thirty-seventh fresh set (heldout_fresh37*.py), written blind while the thirtieth round was made; first run against it
    fresh38: bool = False  # the thirty-eighth fresh set (heldout_fresh38*.py), written blind while the thirtieth round was made; first run against it
    fresh39: bool = False  # the thirty-ninth fresh set (heldout_fresh39*.py), written blind while the thirty-first round was made; first run against it
    fresh40: bool = False  # the fortieth fresh set (heldout_fresh40*.py), written blind while the thirty-first round was made; first run against it
    fresh41: bool = False  # the forty-first fresh set (heldout_fresh41*.py), written blind while the thirty-second round was made; first run against it
    fresh42: bool = False  # the forty-second fresh set (heldout_fresh42*.py), written blind while the thirty-second round was made; first run against it
    fresh43: bool = False  # the forty-third fresh set (heldout_fresh43*.py), written blind while the thirty-third round was made; first run against it
    fresh44: bool = False  # the forty-fourth fresh set (heldout_fresh44*.py), written blind while the thirty-third round was made; first run against it
    fresh45: bool = False  # the forty-fifth fresh set (heldout_fresh45*.py), written blind while the thirty-fourth round was made; first run against it
    fresh46: bool = False  # the forty-sixth fresh set (heldout_fresh46*.py), written blind while the thirty-fourth round was made; first run against it
    later: tuple = ()  # (round, (Turn, ...)) pairs planted after the first rounds
    routine: Routine | None = None  # routine work for every round after len(rounds)
    bootstrap: tuple = ()  # (customType, text) custom messages before the first user message

    def turns_for(self, r: int) -> tuple[tuple, tuple]:
        """``(planted turns, routine turns)`` of round ``r`` (1-based)."""
        planted = tuple(self.rounds[r - 1]) if r <= len(self.rounds) else ()
        for at, turns in self.later:
            if at == r:
                planted += tuple(turns)
        routine = tuple(self.routine(r)) if self.routine is not None and r > len(self.rounds) else ()
        return planted, routine


def turn(user: str, *replies) -> Turn:
    """``turn("ask", ("reply text", [call(...)]), "plain reply")``."""
    norm = []
    for r in replies:
        if isinstance(r, str):
            norm.append((r, []))
        else:
            text, calls = r
            norm.append((text, list(calls)))
    return Turn(user=user, replies=tuple(norm))


def call(name: str, result: str = "ok", error: bool = False, **args) -> Call:
    return Call(name=name, args=args, result=result, error=error)


@dataclass
class Builder:
    """Collects facts while the session text is written: ``f("path", "src/x.py")`` returns the string."""

    facts: list = field(default_factory=list)

    def __call__(self, kind: str, text: str) -> str:
        assert kind in KINDS, kind
        self.facts.append((kind, text))
        return text


def long_log(lines: int, seed: str, tail: str) -> str:
    """``lines`` lines of ordinary build/test output, then ``tail`` (where a real failure prints its cause)."""
    import hashlib

    out = []
    for i in range(lines):
        h = hashlib.sha256(f"{seed}:{i}".encode()).hexdigest()
        out.append(f"[{i:04d}] {'compiling' if i % 3 else 'checking'} module_{h[:6]} ... ok ({int(h[6:9], 16) % 500} ms)")
    return "\n".join(out + [tail])
