"""Options put forward together and answered one by one (thirty-first round).

Rule of this module: a message that lists options in a series ("两个想法。一是…。二是…。", "Two ideas. First,
…. Second, …", "Option A: …", "1) … 2) …") puts each option forward on its own, and the reply may answer
each differently: "时间段那个好，加上。上门那个我得问问师傅，回头再说。" takes the first and puts the second off.
A sentence of the reply answers the option it names (the most content words shared once the series markers
are set aside, or its ordinal: "the second one", "第二个"), and its verdict is read from that sentence alone:
a put-off ("回头再说", "I'll have to ask Dave") sends that option to wait (``waiting``), a turn-down records it
as rejected, a yes takes it. An option nobody names is left to the reply's ordinary reading.
"""

from __future__ import annotations

import re

from . import proposals, threads
from .facts import CJK_RE

MAX_OPTIONS = 5

_ORDINALS_ZH = ("一", "二", "三", "四", "五")
_MARK_ZH = re.compile(r"^(?:其|第)?([一二三四五])(?:是|个是|种是|个(?:想法|办法|方案|选项)?[是：:，,])|^(?:方案|选项|办法)([一二三四五])[：:，,是]"
                      r"|^(?:另一个|另一种|还有一个)(?:是|[：:，,])")
_MARK_EN = re.compile(r"^(?:(?:the )?(first|second|third|fourth|fifth)(?:ly)?(?:,|:| (?:one|idea|option|thing) (?:is|would be)\b)"
                      r"|(one|two|three|four|five)[,:]\s|option ([a-e1-5])\b[:,.]?|\(?([1-5a-e])\)\s|([1-5])\.\s"
                      r"|(?:the )?other (?:one|idea|option) (?:is|would be)\b|another (?:one|idea|option) (?:is|would be)\b|one is\b)",
                      re.IGNORECASE)
_EN_ORDER = {w: n for n, ws in enumerate((("first", "one", "a", "1"), ("second", "two", "b", "2"), ("third", "three", "c", "3"),
                                          ("fourth", "four", "d", "4"), ("fifth", "five", "e", "5"))) for w in ws}
_NAMES_ORDINAL_EN = re.compile(r"\b(?:the )?(first|second|third|fourth|fifth|other) (?:one|idea|option|suggestion)\b|\boption ([a-e1-5])\b",
                               re.IGNORECASE)
_NAMES_ORDINAL_ZH = re.compile(r"第([一二三四五])(?:个|种|条|项)|(?:方案|选项)([一二三四五])")

_CLAUSES = re.compile(r"[，,；;：:—–]\s*|\s-\s")
# a put-off inside the sentence: "…，回头再说。", "…我得问问师傅", "I'll have to ask Dave about that"
_PUT_OFF_ZH = re.compile(r"回头再(?:说|议|看|定)|以后再说|再说吧|再想想|想一想|考虑考虑|考虑一下|商量(?:商量|一下)|先放(?:一放|放)|"
                         r"(?:得|要|先|再)问(?:问|一下)|问过[\u4e00-\u9fff]{1,6}再")
_PUT_OFF_EN = re.compile(r"\b(?:let me|i'll|i will|i'd|i need to|i have to|i'll have to|i'd have to|i must|need to|have to) "
                         r"(?:think (?:about|on)|sleep on|ask|check with|run (?:it|that|this) (?:by|past)|talk to|mull)\b|"
                         r"\b(?:later|we'll see|not sure yet|maybe later|park (?:it|that))\b", re.IGNORECASE)
_NO_ZH = re.compile(r"(?:就算了|算了吧?|不做|不要|不用|不加|不搞|不弄|不行|没必要|免了|不考虑)")
_NO_EN = re.compile(r"\b(?:no|nope|not|never|don't|won't|skip (?:it|that)|forget (?:it|that)|pass on)\b", re.IGNORECASE)
_YES_ZH = re.compile(r"^(?:好|行|可以|不错|挺好|很好|要|加上|加吧|就这么(?:办|定)|没问题|同意)|(?:好|行|可以|不错|加上|做吧|要的)[。！!]?$")
_YES_EN = re.compile(r"\b(?:yes|yeah|sure|good|great|fine|ok|okay|love it|sounds (?:good|great|fine)|go (?:with|for|ahead)|let's do|do it|add it)\b",
                     re.IGNORECASE)


def _marker(sentence: str) -> re.Match | None:
    s = sentence.strip()
    return (_MARK_ZH if CJK_RE.match(s) else _MARK_EN).match(s)


def listed(sentences: list[str]) -> list[str]:
    """The options a message puts forward in a series: two or more of its sentences that open with markers of
    one series, the first of them its first option ("一是…", "First, …", "Option A: …", "1) …"), none of them a
    plan of the speaker's ("First, I'll …"); else []. (The reply is read one option at a time only when the
    message's open proposal is one of them.)"""
    found = [s for s in sentences if _marker(s) is not None]
    if not 2 <= len(found) <= MAX_OPTIONS:
        return []
    first = _marker(found[0])
    opens = next((g for g in first.groups() if g), None) if first else None
    if opens is not None and opens.lower() not in ("一", "first", "one", "a", "1"):
        return []
    if any(threads.is_plan(_without_marker(s).strip()) for s in found):
        return []  # "First, I'll run the tests. Second, …": steps of a plan, not options
    return found


def _without_marker(option: str) -> str:
    m = _marker(option)
    return option[m.end():] if m else option


def _ordinal(sentence: str) -> int | None:
    m = (_NAMES_ORDINAL_ZH if CJK_RE.search(sentence) else _NAMES_ORDINAL_EN).search(sentence)
    if m is None:
        return None
    word = next(g for g in m.groups() if g).lower()
    if word in _ORDINALS_ZH:
        return _ORDINALS_ZH.index(word)
    return -1 if word == "other" else _EN_ORDER.get(word)


def named(sentence: str, options: list[str]) -> int | None:
    """The index of the option the sentence names: its ordinal, else the one the topic it opens on shares the most
    content words with, else the one the sentence does (set aside the series markers), when only one shares the most."""
    n = _ordinal(sentence)
    if n is not None:
        return len(options) - 1 if n == -1 and len(options) == 2 else n if 0 <= n < len(options) else None
    for words in (_topic(sentence), sentence):  # the topic it opens on first ("上门那个我得问问大爷": 上门, not 大爷)
        said = threads.content_tokens(words) if words else set()
        shared = [len(said & threads.content_tokens(_without_marker(o))) for o in options]
        best = max(shared, default=0)
        if best:
            return shared.index(best) if shared.count(best) == 1 else None
    return None


def verdict(sentence: str) -> str | None:
    """What the sentence says of the option it names: "put-off", "no", "yes", or None."""
    zh = bool(CJK_RE.search(sentence))
    if (_PUT_OFF_ZH if zh else _PUT_OFF_EN).search(sentence):
        return "put-off"
    clauses = [c for c in _CLAUSES.split(sentence.strip()) if c]
    if proposals.turn_down([sentence]) == 0 or any((_NO_ZH if zh else _NO_EN).search(c) for c in clauses):
        return "no"
    if any((_YES_ZH if zh else _YES_EN).search(c.strip()) for c in clauses):
        return "yes"
    return None


def answered_each(reply: list[str], options: list[str]) -> list[tuple[str, str, str]]:
    """``(option, verdict, sentence)`` for each option a sentence of the reply names and gives a verdict on —
    only when the reply speaks to two options or more (a reply about one of them is an ordinary answer)."""
    out: dict[int, tuple[str, str, str]] = {}
    for sentence in reply:
        n = named(sentence, options)
        if n is not None and n not in out and (said := verdict(sentence)) is not None:
            out[n] = (options[n], said, sentence)
    return [out[n] for n in sorted(out)] if len(out) >= 2 else []


_TOPIC_ZH = re.compile(r"^(?:关于|至于|说到)?([\u4e00-\u9fff]{2,8}?)(?:那个|这个|那件事|这件事|的事|那事)")
_TOPIC_EN = re.compile(r"^(?:(?:about|as for|re|on) (?:the |your )?([\w' -]{2,40}?)(?:[,:]| one\b| idea\b| thing\b)"
                       r"|(?:the |your )([\w' -]{2,40}?) (?:one|idea|thing|option)\b)", re.IGNORECASE)


def opens_on(reply: list[str], proposal: str) -> bool:
    """The reply opens on the proposal as its topic ("上门那个我问了师傅了，…", "The mobile one: Dave says no."):
    the topic shares a content word with it (set aside series markers)."""
    topic = _topic(reply[0]) if reply else None
    return bool(topic) and bool(threads.content_tokens(topic) & threads.content_tokens(_without_marker(proposal)))


def _topic(sentence: str) -> str | None:
    """The topic a sentence opens on: "上门那个…" -> "上门", "The mobile one: …" -> "mobile", else None."""
    first = sentence.strip()
    m = (_TOPIC_ZH if CJK_RE.match(first) else _TOPIC_EN).match(first)
    return next((g for g in m.groups() if g), None) if m else None


def turned_down_on(reply: list[str], proposal: str) -> str | None:
    """The reply opens on a proposal put off and turns it down in its first two sentences ("上门那个我问了师傅了，
    他腰不好，上门就算了。"): the sentence that turns it down, else None."""
    if not opens_on(reply, proposal):
        return None
    return next((s for s in reply[:2] if verdict(s) == "no"), None)
