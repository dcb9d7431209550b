"""Proposals still waiting for an answer: passed over by a reply about something else, or left open when
the span ends (eleventh round).

Rule of this module: people answer a proposal when they come back to it, not always in the next message —
"A quarry up north started bagging its dust for gardeners." / (routine work, a compaction) / "Not this
year." A suggestion or a story (``replies.MODAL``, a ``replies.is_story`` last sentence) that the other
party's reply passes over (``offline._verdict``: "unrelated") is still waiting: a later message of that
party that has no newer proposal of the same speaker to answer answers it, if it responds to it
(points back, turns down, negates its verb, says what stays as it is); work done meanwhile accepts
nothing. A proposal waits for one compaction at most: the summary carries what is waiting at its end as
``**Awaiting an answer**: … (put forward by the assistant) (c12)`` (``rolling.AWAITING``), and the span
after it drops what the previous one carried and nobody answered — a stale proposal never pairs with a
"No" said months later.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from . import replies, threads
from .rolling import Draft


def waits(proposal: tuple[str, str]) -> bool:
    """A proposal that can wait for an answer past an unrelated reply: a suggestion, or a story told."""
    sentence, how = proposal
    return how == replies.MODAL or (how == replies.POINTED and replies.is_story(sentence))


@dataclass
class Waiting:
    """Each party's proposal still waiting (``who`` -> (sentence, how, the compaction it was put forward in))."""

    compaction: int
    pending: dict[str, tuple[str, str, int]] = field(default_factory=dict)

    @classmethod
    def carried(cls, draft: Draft) -> tuple["Waiting", tuple[str, str] | None]:
        """What a previous summary left waiting, and a relayed proposal the assistant had asked how to answer."""
        waiting = cls(draft.compaction)
        for who, (text, born) in draft.awaiting.items():
            if who in ("assistant", "user"):
                found = replies.target([text], who) or (text, replies.POINTED)
                waiting.pending[who] = (found[0], found[1], born)
        relayed = draft.awaiting.get("relayed")
        return waiting, ((relayed[0], replies.STRONG) if relayed else None)

    def get(self, who: str) -> tuple[str, str] | None:
        found = self.pending.get(who)
        return (found[0], found[1]) if found else None

    def choose(self, who: str, latest: tuple[str, str] | None, reply: list[str],
               calls: Sequence[object] = ()) -> tuple[tuple[str, str] | None, bool]:
        """What a reply answers of ``who``'s proposals, and whether it is the waiting one: the latest open one,
        unless there is none (and the reply is no holding line before tool calls) or it is a bare last
        sentence the reply does not take up while it takes up the waiting one ("扫描仪那个事，…")."""
        earlier = self.get(who)
        if earlier is None:
            return latest, False
        if latest is None:
            return (None, False) if calls else (earlier, True)
        if latest[1] == replies.POINTED and threads.takes_up(reply, earlier[0]) and not threads.takes_up(reply, latest[0]):
            return earlier, True
        return latest, False

    def passed_over(self, who: str, proposal: tuple[str, str]) -> None:
        """The other party's reply spoke of something else: the proposal waits (when it can)."""
        if not waits(proposal):
            return
        earlier = self.pending.get(who)
        born = earlier[2] if earlier and earlier[0] == proposal[0] else self.compaction
        self.pending[who] = (proposal[0], proposal[1], born)

    def answered(self, who: str) -> None:
        self.pending.pop(who, None)

    def at_end(self, open_proposal: dict[str, tuple[str, str]], handed_back: tuple[str, str] | None) -> dict:
        """``Draft.awaiting`` for the summary: each party's proposal open at the end of the span (a suggestion,
        a question or a story) or else its proposal passed over in this span; a relayed one handed back."""
        out: dict[str, tuple[str, int]] = {}
        for who in ("assistant", "user"):
            last = open_proposal.get(who)
            if last is not None and (last[1] == replies.STRONG or waits(last)):
                out[who] = (last[0], self.compaction)
            elif (earlier := self.pending.get(who)) is not None and earlier[2] >= self.compaction:
                out[who] = (earlier[0], earlier[2])
        if handed_back is not None:
            out["relayed"] = (handed_back[0], self.compaction)
        return out
