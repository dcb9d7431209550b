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
from typing import TYPE_CHECKING

from . import proposals, replies, threads
from .facts import CJK_RE

if TYPE_CHECKING:
    from .rolling import Draft
    from .waiting import Waiting

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
_NAMES_ORDINAL_ZH = re.compile(r"第([一二三四五])(?:个|种|项)|(?:方案|选项)([一二三四五])")
# the options are put forward as options: "两个想法。", "A couple of options.", or each is a suggestion
_FRAMED = re.compile(r"\b(?:ideas?|options?|suggestions?|ways|approaches|choices|possibilities|alternatives)\b|想法|办法|方案|选择|选项|建议|思路|主意|做法",
                     re.IGNORECASE)

_CLAUSES = re.compile(r"[，,；;：:—–]\s*|\s-\s")
_CONTRAST = re.compile(r"^(?:but|though|although|however|except|only|just)\b|^(?:不过|但是?|可是|只是|就是)", re.IGNORECASE)
# a put-off: "…，回头再说。", "…我得问问师傅", "I'll have to ask Dave about that"
_PUT_OFF_ZH = re.compile(r"回头再(?:说|议|看|定)|以后再说|再说吧|再想想|想一想|考虑考虑|考虑一下|商量(?:商量|一下)|先放(?:一放|放)|"
                         r"(?:得|要|先|再)问(?:问|一下)|问过[\u4e00-\u9fff]{1,6}再")
_PUT_OFF_EN = re.compile(r"\b(?:let me|i'll|i will|i'd|i need to|i have to|i'll have to|i'd have to|i must|need to|have to) "
                         r"(?:think (?:about|on)|sleep on|ask|check with|run (?:it |that |this )?(?:by|past)|talk to|mull)\b|"
                         r"\b(?:later|we'll see|not sure yet|maybe later|park (?:it|that))\b", re.IGNORECASE)
# a turn-down of the option named: a word that refuses, not any negation ("not a bad idea", "no problem")
_NO_ZH = re.compile(r"就算了|算了吧?|不做了?|不要了|不要[。！!]?$|不加了?|不搞了?|不弄了?|不行[。！!]?$|没必要|免了|不考虑|^不用[了。！!]?$|不用了")
_NO_EN = re.compile(r"^(?:no|nope|nah)\b(?! problem| worries| doubt)|\b(?:no|nope)[.!]?$|\bnot (?:for now|now|this time|interested|doing (?:it|that|this))\b|"
                    r"\b(?:skip|forget|drop|scrap|pass on|leave out) (?:it|that|this|the \w+)\b|\bno way\b|\bwe won't\b|"
                    r"\b(?:don't|do not) (?:do|add|bother|want)\b|\bisn't (?:happening|going to happen)\b|\bnot going ahead\b", re.IGNORECASE)
_YES_ZH = re.compile(r"^(?:好|行|可以|不错|挺好|很好|要|加上|加吧|就这么(?:办|定)|没问题|同意)|(?:好|行|可以|不错|加上|做吧|要的)[。！!吧]?$")
_YES_EN = re.compile(r"\b(?:yes|yeah|sure|good|great|fine|ok|okay|love it|sounds (?:good|great|fine)|go (?:with|for|ahead)|let's do|do it|add it)\b",
                     re.IGNORECASE)


def _marker(sentence: str) -> re.Match | None:
    s = sentence.strip()
    return (_MARK_ZH if CJK_RE.match(s) else _MARK_EN).match(s)


def listed(sentences: list[str]) -> list[str]:
    """The options a message puts forward in a series: two or more of its sentences that open with markers of
    one series, the first of them its first option ("一是…", "First, …", "Option A: …", "1) …"), none of them a
    plan of the speaker's ("First, I'll …"), put forward as options (the sentence before says so: "两个想法。", "A
    couple of options."; or each is a suggestion); else []. (The reply is read one option at a time only when the
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
    lead = sentences[:sentences.index(found[0])][-1:]
    if not (any(_FRAMED.search(s) for s in lead) or all(replies.suggests(s) or proposals.is_proposal(s) for s in found)):
        return []  # "Two things I noticed. First, the fixture leaks …": findings, not options
    return found


_ITEM_LINE = re.compile(r"^\s*(?:(?:\*\*)?(?:option\s+)?(?P<n>[1-5]|[a-e])[.)．](?:\*\*)?\s+|\((?P<p>[1-5a-e])\)\s+|(?P<z>[一二三四五])[、.．]\s*|(?P<b>[-*•])\s+)(?P<text>\S.*)$",
                        re.IGNORECASE)
_SERIES = {"1": "1", "a": "a", "一": "一"}


def listed_lines(text: str) -> list[str]:
    """The options a message puts forward as a list, one item a line ("A couple of options:\n1. …\n2. …",
    "两个办法：\n一、…\n二、…", bullets after "Two ideas:"): two to five items of one series in one block (blank lines
    between them allowed), numbered from its first ("1", "a", "一") or all bullets, the line before them saying they are
    options (or each a suggestion), none a plan of the speaker's; each option the first sentence of its item, as
    ``split_sentences`` reads it. Else []."""
    from .facts import split_sentences

    lines = text.split("\n")
    for at, line in enumerate(lines):
        m = _ITEM_LINE.match(line)
        if m is None:
            continue
        kind = "b" if m.group("b") else "n"
        first = (m.group("n") or m.group("p") or m.group("z") or "").lower()
        if kind == "n" and first not in _SERIES:
            return []
        items, end = [m.group("text")], at + 1
        while end < len(lines) and len(items) <= MAX_OPTIONS:
            nxt = _ITEM_LINE.match(lines[end])
            if nxt is None:
                if lines[end].strip():
                    break
                end += 1
                continue
            if ("b" if nxt.group("b") else "n") != kind:
                break
            items.append(nxt.group("text"))
            end += 1
        if not 2 <= len(items) <= MAX_OPTIONS:
            return []
        found = [sentences[0] for item in items if (sentences := split_sentences(item))]
        if len(found) != len(items) or any(threads.is_plan(s) for s in found):
            return []
        lead = next((ln for ln in reversed(lines[:at]) if ln.strip()), "")
        if not (_FRAMED.search(lead) or all(replies.suggests(s) or proposals.is_proposal(s) for s in found)):
            return []
        return found
    return []


def among(offered: tuple | None, options: list[str]) -> bool:
    """The message's open proposal leaves its options to be answered one by one: it is one of them (its item number
    aside: "二、办年卡…"), a question after them ("Which do you prefer?"), or there is none."""
    if offered is None or offered[0] in options or offered[0].rstrip().endswith(("?", "？")):
        return True
    m = _ITEM_LINE.match(offered[0])
    return m is not None and m.group("text").strip() in options


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


def verdict(clause: str) -> str | None:
    """What a clause says of the option it names: "put-off", "no", "yes", or None (a question says nothing)."""
    clause = clause.strip()
    if not clause or clause.endswith(("?", "？")):
        return None
    zh = bool(CJK_RE.search(clause))
    if (_PUT_OFF_ZH if zh else _PUT_OFF_EN).search(clause):
        return "put-off"
    if (_NO_ZH if zh else _NO_EN).search(clause):
        return "no"
    if (_YES_ZH if zh else _YES_EN).search(clause):
        return "yes"
    return None


def _clauses(sentence: str) -> list[str]:
    return [c for c in _CLAUSES.split(sentence.strip()) if c.strip()]


def answered_each(reply: list[str], options: list[str]) -> list[tuple[str, str, str]]:
    """``(option, verdict, sentence)`` for each option a clause of the reply names and gives a verdict on (the
    clause itself, else the clause after it unless that one names another option or turns to a "but": "时间段那个好，
    加上。", "Option B no, nobody wants to …", "第一个好，第二个不要了。") — only when the reply speaks to two options or
    more, one at least with a verdict (a reply about one of them is an ordinary answer). A question names an option
    but gives no verdict."""
    out: dict[int, tuple[str, str, str]] = {}
    spoken: set[int] = set()  # the options the reply names, with a verdict or not ("Won't the cache go stale?")
    for sentence in reply:
        question = sentence.rstrip().endswith(("?", "？"))
        clauses = _clauses(sentence)
        for at, clause in enumerate(clauses):
            n = named(clause, options)
            if n is not None:
                spoken.add(n)
            if n is None or n in out or question:
                continue
            said = verdict(clause)
            following = clauses[at + 1] if at + 1 < len(clauses) else ""
            if said is None and following and named(following, options) is None and not _CONTRAST.match(following.strip()):
                said = verdict(following)
            if said is not None:
                out[n] = (options[n], said, sentence)
    return [out[n] for n in sorted(out)] if out and len(spoken) >= 2 else []


_TOPIC_ZH = re.compile(r"^(?:关于|至于|说到)?([\u4e00-\u9fff]{2,8}?)(?:那个|这个|那件事|这件事|的事|那事)")
_TOPIC_EN = re.compile(r"^(?:(?:about|as for|re|on) (?:the |your )?([\w' -]{2,40}?)(?:[,:]| one\b| idea\b| thing\b)"
                       r"|(?:the |your )([\w' -]{2,40}?) (?:one|idea|thing|option)\b)", re.IGNORECASE)


def opens_on(reply: list[str], proposal: str) -> bool:
    """The reply opens on the proposal as its topic ("上门那个我问了师傅了，…", "The mobile repair one: Dave says no."):
    the topic is in it word for word (Chinese) or shares its last word and one more, or its only word, with it."""
    topic = _topic(reply[0]) if reply else None
    if not topic:
        return False
    option = _without_marker(proposal)
    if CJK_RE.search(topic):
        return len(topic) >= 2 and topic in option
    words = [w for w in re.findall(r"[\w']+", topic.lower()) if w not in ("the", "a", "an", "your", "our", "that", "this")]
    wanted = threads.content_tokens(option)
    head = threads.content_tokens(words[-1]) if words else set()
    return bool(head) and head <= wanted and (len(words) == 1 or len(threads.content_tokens(" ".join(words)) & wanted) >= 2)


def _topic(sentence: str) -> str | None:
    """The topic a sentence opens on: "上门那个…" -> "上门", "The mobile one: …" -> "mobile", else None."""
    first = sentence.strip()
    m = (_TOPIC_ZH if CJK_RE.match(first) else _TOPIC_EN).match(first)
    return next((g for g in m.groups() if g), None) if m else None


def answered_on(reply: list[str], proposal: str) -> tuple[str, str] | None:
    """A reply that opens on a proposal put off and answers it in its first two sentences ("上门那个我问了师傅了，…，
    上门就算了。", "About the mobile repair: Dave says yes, go ahead."): ``(verdict, sentence)`` with verdict "no" or
    "yes", else None. A put-off again, or a question, answers nothing."""
    if not opens_on(reply, proposal):
        return None
    for s in reply[:2]:
        if s.rstrip().endswith(("?", "？")):
            continue
        said = [v for c in _clauses(s) if (v := verdict(c)) is not None]
        if "put-off" in said:
            return None
        if said:
            return ("no" if "no" in said else "yes"), s
    return None


def record_each(draft: "Draft", waiting: "Waiting", each: list[tuple[str, str, str]]) -> None:
    """Options of one series answered one by one (``options``): a turned-down option is recorded as rejected
    with the sentence that turned it down, a put-off one waits (``waiting``, put off); one taken stays where the
    assistant's message put it."""
    for option, said, sentence in each:
        if said == "no":
            draft.take(option)
            draft.add("decisions", proposals.rejected_item(option, "assistant", sentence, None))
        elif said == "put-off":
            waiting.put_off("assistant", option)
