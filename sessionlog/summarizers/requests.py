"""Requests the assistant only acknowledged: open items said as plain instructions, with no open-item word.

Rule of this module: pure functions over sentences, English and Chinese alike. People ask for work
without saying it is for later — "Send the branch managers the new schedule." / "Okay.",
"给教务处写一份说明。" / "收到。" — and the turn ends with the work not done. The summarizer
(``offline``) keeps such a sentence as an open item when the turn it starts ends with no work for it:
the assistant's replies in that turn call no tool and say nothing is done. A turn the assistant acts
on (a tool call, a done-sentence) is routine progress and collapses as before.

Which sentences are requests is decided by form, not by a list of verbs:

* English: an imperative — after leading words ("please", "also", "and then"), a fronted clause
  ("Before the launch, …", "When you can, …") or a label ("Next thing: …") the sentence starts with a
  word that is not a subject (pronoun, determiner, auxiliary, wh-word, interjection); it is not a
  report when its first clause has no finite "be" or modal ("The budget is spent", "Moving it would
  break …") and does not open with a noun and a past or reporting verb, or with a plural noun ("Marketing
  asked …", "Ops uses …", "Trolleys hold …"); any part of the sentence after a colon or a dash may be the imperative ("Payroll pinged me:
  send …").
* Chinese: a sentence that does not end as a report or a feeling (…了, …过, …的, …呢, …啊) and has a
  clause that is not a statement — with 是 ("负责人是老王"), about a third person ("他这周出差"), or
  ending as a report; opinions that start with 我觉得 / 我认为 are not requests.

Two more forms ask for work without an imperative (fourth round): a *polite question* addressed to the
assistant — a modal, "you", and an action ("Could you get a draft to the committee?", "Would you mind
…?", "能帮我…吗？", "麻烦…") — unless it only asks to be told or shown something ("Could you tell me …",
"Can you check whether …": answered in the reply); and a *wish* — the speaker's want or need of a thing
or an action ("I'd like a full backup …", "We need a report …", "It would be great to …", "我希望…",
"我想要…", "最好能…"). A wish or a polite question the reply only acknowledges ("Sure.") stays open like
an imperative.

Questions, proposals that wait for an answer (``proposals``) and sentences with a cue of their own
(a constraint, a rejection, an open-item word) are sorted elsewhere before this rule is asked.
"""

from __future__ import annotations

import re

from .facts import CJK_RE, meaningful, strip_counters

_LEAD = re.compile(r"^(?:(?:please|pls|also|and|then|so|oh|ok|okay|now|first|finally|just|next|lastly|plus|"
                   r"and then|oh and|one more thing)[,:]?\s+)+", re.IGNORECASE)
_FRONTED = re.compile(r"^(?:before|after|once|when|whenever|while|if|until|as soon as|by the time|in case|"
                      r"this week|today|tomorrow|later)\b[^,]{0,80},\s*", re.IGNORECASE)
_SUBJECT = re.compile(
    r"^(?:the|this|that|these|those|it|its|it's|there|there's|here|here's|our|my|your|their|his|her|we|we're|we've|"
    r"we'd|i|i'm|i've|i'd|they|they're|he|she|you|you're|everything|nothing|something|someone|somebody|everyone|"
    r"everybody|nobody|all|both|each|some|most|many|few|half|one|none|a|an|no|every|any|what|which|who|whom|whose|"
    r"when|where|why|how|if|because|since|as|but|or|yes|yeah|not|thanks|thank|sorry|great|good|fine|nice|cool|"
    r"agreed|fair|right|true|hmm+|ah|oh|well|wow|is|are|was|were|am|be|do|does|did|don't|doesn't|didn't|has|have|"
    r"had|can|could|will|would|should|shall|may|might|must|won't|can't|isn't|aren't|wasn't|seems|looks|sounds|"
    r"maybe|perhaps|probably|honestly|actually|apparently|unfortunately|luckily|basically|anyway)\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,;:—–]|\s-\s|\b(?:before|after|once|when|while|if|until|so|because|since|that|which|who|"
                         r"and then|but)\b", re.IGNORECASE)
_FINITE = re.compile(r"\b(?:is|are|was|were|isn't|aren't|wasn't|weren't|has been|have been|will|would|could|might|"
                     r"can|cannot|can't|won't|wouldn't|couldn't|should|shouldn't|must|may)\b", re.IGNORECASE)
_IRREGULAR_PAST = ("sent|said|told|made|gave|took|went|came|got|found|wrote|brought|thought|bought|left|kept|ran|saw|knew|"
                   "felt|heard|paid|sold|built|spent|broke|chose|forgot|lost|meant|met|won|began|became|fell|held|led|rose")
_NOUN_VERB = re.compile(r"^[\w-]+(?:'s)?\s+(?:\w+ed|does|did|has|had|says|thinks|knows|wants|needs|uses|lives|"
                        + _IRREGULAR_PAST + r")\b"
                        r"|^\w*[^su\W's]s\b", re.IGNORECASE)
_PARTS = re.compile(r":\s+|\s[—–-]\s")
_GERUND = re.compile(r"^(?!(?:bring|ping|sing|ring|swing|sting|fling|wing|string)\b)\w{2,}ing\b", re.IGNORECASE)

_ZH_REPORT_END = re.compile(r"(?:了|过|的|呢|啊|呀|嘛|吧|么)[。！!…]*$")
_ZH_OPINION = re.compile(r"^(?:我|我们)?(?:觉得|认为|感觉|估计|猜|看来|以为)")
_ZH_COPULA = re.compile(r"(?<![还就要可但只不若倒总老硬])是(?![否不])|^[^在把给让]{2,}在\s*[\w.-]*[/.][\w./-]+\s*$")  # 是; "X 在 path": where it is
_ZH_PERSON = re.compile(r"^(?:他|她|它|他们|她们|它们|大家|有人|别人|我们?(?!要|得|需要|先|来|去|再))")
_ZH_CLAUSE = re.compile(r"[，：；、]|[,:;](?=\s|[\u3400-\u9fff])")  # not the colon of a URL or a host:port


def _imperative_en(part: str) -> bool:
    part = _FRONTED.sub("", _LEAD.sub("", part.strip())).strip()
    if not part or not part[0].isalpha() or _SUBJECT.match(part) or _GERUND.match(part):
        return False  # an -ing word first is a subject ("Timing matters …"), never an imperative
    first_clause = _CLAUSE_END.split(part, maxsplit=1)[0]
    return not _FINITE.search(first_clause) and not _NOUN_VERB.match(part)


def _request_zh(sentence: str) -> bool:
    text = sentence.strip()
    if _ZH_REPORT_END.search(text) or _ZH_OPINION.match(text):
        return False
    clauses = [c.strip() for c in _ZH_CLAUSE.split(text.rstrip("。！!")) if c.strip()]
    return not clauses or not all(_ZH_COPULA.search(c) or _ZH_PERSON.match(c) or _ZH_REPORT_END.search(c) for c in clauses)


_POLITE_EN = re.compile(
    r"^(?:(?:and|also|so|oh|ok|okay|please|then|one more thing)[,:]?\s+)*(?:please\s+)?(?:could|can|would|will)\s+you\s+"
    r"(?:please\s+|also\s+|maybe\s+|kindly\s+)?(?:mind\s+)?(?!tell|show|explain|remind|confirm|let me|check|see|look|find out|"
    r"say|think|guess|imagine|believe|recall|remember|clarify|describe|walk me)[a-z]+", re.IGNORECASE)
_POLITE_ZH = re.compile(r"(?:能不能|能否|可不可以|可以|能)(?:请你|麻烦你|你)?(?:帮(?:我|忙|我们)|顺便)|^麻烦(?:你|您)?|^请(?:你|您)?帮")
_WISH_EN = re.compile(
    r"^(?:(?:and|also|so|oh|ok|okay|then|honestly|ideally|one more thing)[,:]?\s+)*(?:(?:i|we)(?:'d| would) (?:like|love|want|"
    r"appreciate|prefer to have)|(?:i|we) (?:want|need|really need|really want)|(?:i|we)'m hoping for|(?:i|we) (?:am|are) hoping for|"
    r"it would be (?:great|good|nice|helpful|useful) (?:to|if)|what (?:i|we) (?:need|want) is)\b", re.IGNORECASE)
_WISH_ZH = re.compile(r"^(?:另外|还有|对了|然后|最好|其实)?[，,]?(?:我|我们)?(?:希望|想要|需要|想请你|想让你)|最好能|要是能.{1,30}就好了")


def is_wish(sentence: str) -> bool:
    """A want or need of the speaker's, said as one ("I'd like …", "我希望…")."""
    text = sentence.strip()
    return meaningful(text) and bool((_WISH_ZH if CJK_RE.search(text) else _WISH_EN).search(text))


def is_polite_request(sentence: str) -> bool:
    """A question that asks the assistant for work ("Could you get … to …?", "能帮我…吗？")."""
    text = sentence.strip()
    if not text.endswith(("?", "？")) or not meaningful(strip_counters(text)):
        return False
    return bool((_POLITE_ZH if CJK_RE.search(text) else _POLITE_EN).search(text))


def asks_for_work(sentence: str) -> bool:
    """A request in any of its forms: an instruction, a polite question or a wish."""
    return is_request(sentence) or is_polite_request(sentence) or is_wish(sentence)


def is_request(sentence: str) -> bool:
    """Does the sentence ask for work (an instruction, not a report, question or feeling)?"""
    text = sentence.strip()
    if not text or text.endswith(("?", "？")) or not meaningful(strip_counters(text)):
        return False
    if CJK_RE.search(text):
        return _request_zh(text)
    return any(_imperative_en(part) for part in [text, *_PARTS.split(text)[1:]])
