"""The little language the fidelity corpus is written in.

A scripted session is five rounds of turns. A turn is a user message, then assistant messages that
may call tools (each call carries its result, which may be an error). Planted facts are listed per
session as ``(kind, exact string)``; every planted string must occur verbatim in some message of the
session (``run.py`` checks this before driving it).
"""

from __future__ import annotations

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


@dataclass(frozen=True)
class Scripted:
    name: str
    lang: str  # "en" or "zh"
    rounds: tuple  # five tuples of Turn
    facts: tuple  # (kind, string) pairs
    held_out: bool = False


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
