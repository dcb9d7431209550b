"""How a reply answers the other party's open sentence: accepted, turned down, not taken up, objected to, or
unrelated (it still waits), and whether a user's message turns something down.

Rule of this module: pure functions over the sentences of one reply and the sentence it answers; the state of
what waits is ``waiting``'s, the sorting of sentences into the summary ``offline``'s. ``replies`` pairs a reply
with what it answers, ``proposals`` reads yes and no, ``threads`` the answers that come late or by other means.
"""

from __future__ import annotations

import re

from . import facts, lexicon, proposals, replies, requests, threads
from .waiting import puts_off


# a reply that announces a story before its verdict
_PREAMBLE = re.compile(r"^(?:let me tell you (?:something|a story)|i'll tell you (?:something|a story|what happened)|"
                       r"here's a story|我给你讲个(?:事|故事)|我跟你说个事|给你讲个(?:事|故事)|说个事给你听)", re.IGNORECASE)


# a reply that first says it was thought over ("I slept on the quote form thing.", "想了想。"): its verdict is the next sentence
# (the whole sentence: "想了想，加吧。" and "Slept on it, go for it." carry their own verdict)
_MULLED = re.compile(rf"^(?:(?:ok(?:ay)?|right|so|well)[,]?\s+)?(?:i(?:'ve| have)? )?{lexicon.THOUGHT_OVER_EN}(?: (?:it|that|this|"
                     rf"the|your|his|her|their)\b[^,;:.!?]{{0,60}})?[.!]?$|^(?:我)?{lexicon.THOUGHT_OVER_ZH}[。！]?$", re.IGNORECASE)


# the same, said with its verdict after a colon or a dash ("And I've thought about Sam's market idea: the square floods
# every spring."), or naming the option by whose it is ("I've thought about Sam's stall.")
_MULLED_EN = rf"^(?:(?:and|also|ok(?:ay)?|right|so|well|oh)[,]?\s+)*(?:i(?:'ve| have)? )?{lexicon.THOUGHT_OVER_EN}\s+"
_MULLED_SAID = re.compile(_MULLED_EN + r"[^,;:.!?]{1,80}?\s*(?::|\s[—–-])\s+(\S.*)$", re.IGNORECASE)
_MULLED_NAMED = re.compile(_MULLED_EN + r"[\w-]+'s\b[^,;:.!?]{0,60}[.!]?$", re.IGNORECASE)
_MAX_MULLED_AT = 8  # sentences of a message looked at for the one that says the option was thought over


# what was thought over is an option: by whose it is or as an idea ("Tom's car park idea", "your app", "the quote form
# thing"), not a topic ("I've thought about the backups: they take too long.")
_AN_OPTION = re.compile(r"\b(?:[\w-]+'s|your|his|her|their|my)\s|\b(?:idea|suggestion|proposal|plan|offer|option|thing)\b",
                        re.IGNORECASE)


def _mulled_at(sentences: list[str], answered: str) -> tuple[int, str | None] | None:
    """Where the reply says it thought the option over, and its verdict when the same sentence has it after a colon:
    the first sentence as before ("I slept on it. No."); else one that names the option (a content word of it) as an
    option (``_AN_OPTION``), with its verdict after a colon or in the next sentence when that is no request or
    question of its own ("… I've thought about the backups. Check the cron logs." gives no verdict)."""
    for at, said in enumerate(sentences[:_MAX_MULLED_AT]):
        text = said.strip()
        colon = _MULLED_SAID.match(text)
        if _MULLED.match(text) and at == 0 and len(sentences) > 1:
            return 0, None  # "I slept on the quote form thing." / "No.": as before
        if not colon and not (_MULLED_NAMED.match(text) or _MULLED.match(text)):
            continue
        head = text[:colon.start(1)] if colon else text
        if not _AN_OPTION.search(head) or not facts.content_tokens(head) & facts.content_tokens(answered):
            continue
        if colon:
            return at, colon.group(1)
        following = sentences[at + 1].strip() if at + 1 < len(sentences) else ""
        if following and not following.endswith(("?", "？")) and not requests.asks_for_work(following):
            return at, None
    return None


# the speaker's counter-offer to what was relayed ("I'll offer her a free tray of fizz instead, …")
_OFFER_INSTEAD = re.compile(r"^(?:(?:ok(?:ay)?|right|so|well)[,]?\s+)?(?:i'll|i will|we'll|we will) (?:offer|give|do|make|send|suggest|"
                            r"propose) (?:her|him|them|you)?\b[^.;?!]{0,80}\binstead\b(?![^.;?!]*\b(?:fine by me|that's fine|happy to|no problem|as (?:she|he|they) asked)\b)",
                            re.IGNORECASE)


def verdict(sentences: list[str], answering: tuple[str, str, str], acted: bool, worked: bool,
             relayed: bool = False, waited: bool = False) -> tuple[str, int | None]:
    """``answer``, read with the verdict first when the reply announces a story before it ("Let me tell you
    something. … We don't paint like that."); the index it returns is the sentence's place in the reply."""
    if len(sentences) > 2 and _PREAMBLE.search(sentences[0].strip()):
        verdict, turned = answer([sentences[-1], *sentences[1:-1]], answering, acted, worked, relayed, waited)
        return verdict, (len(sentences) - 1 if turned == 0 else turned)
    if (found := _mulled_at(sentences, answering[0])) is not None:
        at, said = found
        order = [at + 1, at, *range(at + 2, len(sentences))] if said is None else list(range(at, len(sentences)))
        texts = [said if (n == at and said is not None) else sentences[n] for n in order]
        verdict_, turned = answer(texts, answering, acted, worked, relayed, waited)
        if turned is None and verdict_ == "not_taken" and at:
            return verdict_, at  # not taken up, said from the sentence that comes back to it ("… And I've thought about X: …")
        return verdict_, (order[turned] if turned is not None else None)  # the index in the reply as it was said
    return answer(sentences, answering, acted, worked, relayed, waited)


def answer(sentences: list[str], answering: tuple[str, str, str], acted: bool, worked: bool,
            relayed: bool = False, waited: bool = False) -> tuple[str, int | None]:
    """How ``sentences`` answer the other party's open sentence (``replies``, ``proposals.answer``).
    ``relayed``: a proposal the speaker relayed and was asked how to answer (``threads``); ``waited``: one
    still waiting from earlier (``waiting``), answered only by a reply that responds to it, not by a shared word."""
    answered, _, how = answering
    if (relayed or not worked) and puts_off(sentences):
        return "unrelated", None  # "Shall I …?" / "Let me think about it.": no answer yet, it waits (``waiting``)
    if relayed:
        verdict, turned = proposals.answer(sentences, answered, acted=acted)
        if verdict == "not_taken" and _OFFER_INSTEAD.search(sentences[0]):
            return "turn_down", 0  # "I'll offer her a free tray instead.": a counter-offer turns the ask down
        if verdict == "not_taken" and (any(r.search(sentences[0]) for r in proposals.INTENT)
                                       or requests.acknowledges(sentences[:1])):
            return "accept", None  # "I'll ask the trustees first.": no answer yet, and none waits
        return verdict, turned
    if worked and requests.is_polite_request(answered):
        return "accept", None  # "Could you rerun …?" answered by running it
    if how != replies.STRONG and (worked or not (replies.responds(sentences, answered, how, strict=waited)
                                                 or threads.negates(sentences, answered) or threads.keeps_as_is(sentences, answered))):
        if not worked and threads.objects_to_plan(sentences, answered):
            return "objected", None  # an objection to a plan: not taken up if its proposer concedes (``threads``)
        if worked or acted or (proposals.accepts(sentences, answered) and (not waited or proposals.bare_yes(sentences, answered))):
            return "accept", None  # work done after it, or a yes ("Yes, please.", "Sure."; to one waiting, a yes alone)
        return "unrelated", None  # a reply about something else: the proposal still waits (``waiting``)
    verdict, turned = proposals.answer(sentences, answered, acted=acted)
    if verdict == "not_taken" and requests.is_polite_request(answered):
        return "accept", None  # "Would you be able to …?" / "I'll look at that.": an open request, not an option passed over
    if verdict == "not_taken" and not (proposals.is_ask(answered) if how == replies.STRONG else proposals.waits(answered)):
        if threads.objects_to_plan(sentences, answered):
            return "objected", None  # an objection to a plan: not taken up if its proposer concedes (``threads``)
        return "accept", None  # a plan ("I'll …", "Let's …") needs no yes: only a turn-down counts
    return verdict, turned


def turns_down(message: list[str]) -> bool:
    """The user's message turns something down (a rejection word, "No. …", a negated verb: "不做。", "I'd rather …",
    "我跟他们说独家不行") or reports a deal struck instead ("…，他们说行。"): the assistant's first sentence after it may
    restate the turn-down (``facts.restates_turn_down``). Its first eight sentences are read."""
    said = message[:8]
    return replies.settled_at(said) is not None or any(
        facts.cue("rejected", s) or proposals.turn_down([s]) == 0 or threads.negates([s], s) for s in said)
