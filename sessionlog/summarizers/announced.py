"""Open items announced as a list, and questions left waiting in the same message (thirty-first round).

Rule of this module: a user's sentence that only announces items for the list ("Couple of things for your
list.", "两件事你帮我记着。") makes the sentences that follow it in the message — as many as it announces, two
for "a couple", three for "a few" — open items, unless they are already something else (a rule, a decision).
A user's question, not put to the listener, followed in the same message by an open item that says it waits for
someone ("…办不办？…她说还没开会定，让我们等等。") is kept with that sentence as one open item: the question is what is open.
"""

from __future__ import annotations

import re

from .facts import CJK_RE

_COUNT_EN = {"two": 2, "couple": 2, "pair": 2, "three": 3, "few": 3, "some": 2, "four": 4}
_COUNT_ZH = {"两": 2, "二": 2, "三": 3, "几": 3, "四": 4}
_ANNOUNCES_EN = re.compile(r"^(?:(?:ok(?:ay)?|right|so|and|also|oh)[,]?\s+)*(?:(?:a|another) )?(two|couple|pair|three|few|some|four)"
                           r"(?: of)?(?: more)? (?:things|items|bits|jobs)(?:\s*[.:!]?$| (?:for (?:the|your|my) (?:list|to-?do list)|to (?:note|remember|add|do)|"
                           r"you can (?:note|add)|(?:i|we) need(?: doing| done)?|(?:on|for) the list)\b[^.?!]{0,20}[.:!]?$)", re.IGNORECASE)
_ANNOUNCES_ZH = re.compile(r"^(?:还有|另外|对了)?[，,]?([两二三几四])件事[^。！？]{0,12}[。：:！!]?$")
MAX_ITEMS = 4


def items_announced(sentence: str) -> int:
    """How many open items the sentence announces for the list (0: none)."""
    s = sentence.strip()
    if CJK_RE.search(s):
        m = _ANNOUNCES_ZH.match(s)
        return _COUNT_ZH[m.group(1)] if m else 0
    m = _ANNOUNCES_EN.match(s)
    return min(_COUNT_EN[m.group(1).lower()], MAX_ITEMS) if m else 0


_WAITS_EN = re.compile(r"\b(?:wait(?:ing)?|no answer|not (?:yet )?decided|hasn't (?:decided|said|answered)|haven't heard|"
                       r"(?:will|'ll) get back|nothing (?:yet|back)|nobody (?:can|could) say|nobody knows)\b", re.IGNORECASE)
_WAITS_ZH = re.compile(r"等|还没(?:开会)?(?:定|决定|答复|回复|消息|说)|没(?:个)?准信|没回(?:复|音)|(?:讲|说)不准|要看[^。！？]{0,20}(?:怎么样|多少|几个)")
_TO_YOU = re.compile(r"\b(?:you|your)\b|[你您]", re.IGNORECASE)


def question_left_waiting(previous: str | None, sentence: str) -> bool:
    """The sentence before an open item was a question of the same message, not put to the listener ("…今年还办不办？",
    not "have you done the list?"), and the item says it waits for someone ("她说还没定，让我们等通知。")."""
    if not previous or not previous.rstrip().endswith(("?", "？")) or len(previous) > 200 or _TO_YOU.search(previous):
        return False
    return bool((_WAITS_ZH if CJK_RE.search(sentence) else _WAITS_EN).search(sentence))
