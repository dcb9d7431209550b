"""A turn of the conversation: a user message and the assistant's replies until the next one (``offline``).

Rule of this module: the sentences of the user's message that asked for work become open items when the replies did
nothing for them, or did work for another sentence and left them aside (``requests``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from . import facts, proposals, requests
from .facts import split_sentences
from .rolling import Draft


class Turn:
    """A user message and the assistant's replies until the next one: the sentences that asked for work
    become open items when the replies did nothing for them (``requests``)."""

    def __init__(self, draft: Draft) -> None:
        self.draft, self.requests, self.declined = draft, [], set()
        self.asks: list[tuple[str, bool]] = []
        self.said: list[str] = []  # the sentences of the replies
        self.message: list[str] = []  # the sentences of the user's message
        self.replied = self.acted = self.called = False  # called: a tool call (acted: that, or a done-sentence)
        self.worked_on: set[str] = set()  # the content words of the tool calls' arguments

    def reply(self, message: Mapping[str, Any]) -> None:
        content = message.get("content")
        for block in content if isinstance(content, list) else []:
            if not isinstance(block, Mapping):
                continue
            self.replied = True
            said = split_sentences(str(block.get("text", ""))) if block.get("type") == "text" else []
            self.said += said
            if block.get("type") == "toolCall" or any(facts.says_done(s) for s in said):  # not "… after the sheet's done."
                self.acted = True
            self.called = self.called or block.get("type") == "toolCall"
            if block.get("type") == "toolCall" and isinstance(block.get("arguments"), Mapping):
                self.worked_on |= facts.content_tokens(" ".join(str(v)[:2000] for v in block["arguments"].values()))

    def close(self) -> None:
        left: list[str] = []
        said: frozenset[str] = frozenset()
        if self.replied:
            idle = not self.acted and requests.acknowledges(self.said)  # nothing done, nothing said but "Good question."
            said = facts.content_tokens(" ".join(self.said))
            left = [s for s, option in self.asks[-requests.MAX_ASKS:] if requests.left_open(s, self.said, suggestion=option)
                    and (idle or requests.passed_over(s, self.message, self.said) or requests.asked_of_others(s, self.said, said)
                         or (s.rstrip().endswith(("?", "？")) and not self.called and requests.cannot_answer(self.said))
                         # someone's ask passed on and only promised ("The shop wants an allergen sheet. Can you make that?"
                         # / "Yes, I'll make one page per product."): no work done, it stays open
                         or (not self.acted and not s.rstrip().endswith(("?", "？")) and requests.is_reported_ask(s)
                             and _only_promised(self.said)))]
        several = len(self.requests) + len(self.asks) > 1  # one ask alone: the work done in the turn was for it
        asked = [s for s in self.requests if self.replied and not self.acted]
        if self.replied and self.acted:
            asked += self._left_aside(said, several)
        for sentence in [*asked, *left]:
            if sentence not in self.declined:
                self.draft.take(sentence)
                self.draft.add("next", sentence)
        self.requests, self.asks, self.said, self.message, self.declined = [], [], [], [], set()
        self.replied = self.acted = self.called = False
        self.worked_on = set()


    def _left_aside(self, said: set[str], several: bool) -> list[str]:
        """The requests of a turn that worked which the work left aside: the replies and the tool calls' arguments
        speak of none of its words, or only of those it shares with another sentence the work was for ("Refresh the
        plot map. And can you make Ruth a list of the plots with no water butt." / a map refreshed), or the replies put
        it off ("I'll start the rota once I know …"). A request that points back at another sentence ("Please change
        them to …", "… a test for it") is about that one. The last ``MAX_ASKS`` requests are weighed."""
        touched = said | self.worked_on  # what the replies and the tool calls' arguments speak of
        sentences = [o.strip() for o in self.message[:requests.MAX_SENTENCES]]
        tokens = {o: facts.content_tokens(o) for o in sentences}
        worked_for = [o for o in sentences if tokens[o] & touched]
        out = []
        for s in self.requests[-requests.MAX_ASKS:]:
            own = facts.content_tokens(s)
            if not own or not (several or any(o != s.strip() for o in worked_for)):
                continue  # the work was for this one
            if requests.put_off_in(s, self.said):
                out.append(s)
            elif _POINTS_BACK.search(_FIRST_CLAUSE.split(s, maxsplit=1)[0]):
                continue  # "Please change them to 8 till 2.": about the sentence it points back at, which was worked on
            elif not own & touched or any(
                    tokens[o] & touched and (own - tokens[o]) and not (own - tokens[o]) & touched
                    for o in sentences if o != s.strip()):
                out.append(s)  # another sentence was worked on, and none of this one's own words is in the work
        return out


def _only_promised(said: list[str]) -> bool:
    """The replies promise the work and carry none of it: a plan in their first two sentences, two sentences at most,
    no colon, quote or letter ("Yes. I'll make it from the register." — not "I'll keep it short. Dear Mrs Patel, …")."""
    return 0 < len(said) <= 2 and any(r.search(x.strip()) for x in said for r in proposals.INTENT) \
        and not any(_CARRIES_WORK.search(x) for x in said)


_CARRIES_WORK = re.compile(r"[:：“”\"「」]|\bdear\b|\bhi\b|您好|你好", re.IGNORECASE)


# a request that points back at another sentence of its message ("Please change them to 8 till 2.", "… a test for it")
_POINTS_BACK = re.compile(r"\b(?:it|them|that|this|those|these)\b", re.IGNORECASE)
_FIRST_CLAUSE = re.compile(r"[,;:]\s|\s[—–-]\s")
