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

Three more forms stay open when the assistant's replies in the turn only *acknowledge* (sixth round):
the replies do no work (no tool call, no done-sentence) and every sentence of them is an
acknowledgement — assent ("Yes.", "Okay.", "Noted.", "好的。"), an evaluation ("Good idea, that would be
useful.", "Good question.", "好主意。", "有道理。"), or a deferral ("I'll think about it.", "Worth
considering.", "我想想。"), a closed class (``acknowledges``). Then

* a *question* the user asked stays open — unless it is a yes/no question about how things are ("Is the
  backup still running?") and a reply is a bare yes, no or okay, or it asks leave for the user's own move
  ("Shall I rebase first?"): an open question ("what do we do about refunds
  when …?"), an option or a wish put as a question ("Could the form have a field for …?"), or any question
  answered by "Good question." is neither answered nor done;
* a *reported ask* stays open: someone else's request passed on ("The treasurer keeps asking for …",
  "Marketing wants …", "The auditors asked for …", "财务一直催着要…", "客户希望…").

A substantive reply (any sentence outside the class) answers the question, and work done is routine
progress, as before — unless the replies *pass it over*: they answer another sentence of the same
message (a content word shared with it) or open with a plan for other work ("I'll check the burner
first."), and share none with the question or ask, work done or not. "Not yet." / "还没有。" to "Did
you ever sort out …?" says the thing asked about is still to do.
"""

from __future__ import annotations

import re

from . import lexicon
from .facts import CJK_RE, content_tokens, cue, meaningful, strip_counters, without_condition
from .proposals import INTENT, STATUS_ZH

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
    r"maybe|perhaps|probably|honestly|actually|apparently|unfortunately|luckily|basically|anyway|"
    r"about|regarding|concerning|for|on|in|at|with|from|by|of|over|under|into|via|without|within|during|despite)\b", re.IGNORECASE)
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


# a statement with a fronted time or place and no comma (thirty-second round): "After seven I just pull in …", "Last Sunday on
# the front I ran out of vanilla …"; and a story announced ("Let me tell you how a night goes …")
_FRONTED_STATEMENT = re.compile(r"^(?:last|every|each|on|in|at|round|around|after|before|from|by|during|since|most|some|next|"
                                r"mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|nights?|mornings?)\b"
                                r"[^,;:]{0,60}?\b(?:i|we|he|she|they)(?:'m|'re|'ve|'d|'ll|'s)?\s+[a-z]", re.IGNORECASE)
_STORY_ANNOUNCED = re.compile(r"^let me (?:just )?(?:tell you|explain|describe|walk you through|give you (?:some|a bit of|the) "
                              r"(?:background|context|picture))\b|^(?:listen to this|get this|guess what|hear this)\s*[:,!.]",
                              re.IGNORECASE)
# a first word with a subject's contraction or a possessive ("Gina'll tell him …", "Gina's just read me …", "Dave's van is
# …"): a statement, never an imperative (thirty-third round; "Let's …" asks)
_CONTRACTED_SUBJECT = re.compile(r"^(?!let's\b)[A-Za-z][\w-]*'(?:s|ll|d|ve|re)\s+\w", re.IGNORECASE)


def _imperative_en(part: str) -> bool:
    part = _FRONTED.sub("", _LEAD.sub("", part.strip())).strip()
    if not part or not part[0].isalpha() or _SUBJECT.match(part) or _GERUND.match(part):
        return False  # an -ing word first is a subject ("Timing matters …"), never an imperative
    if _FRONTED_STATEMENT.match(part) or _STORY_ANNOUNCED.match(part) or _CONTRACTED_SUBJECT.match(part):
        return False
    first_clause = _CLAUSE_END.split(part, maxsplit=1)[0]
    return not _FINITE.search(first_clause) and not _NOUN_VERB.match(part)


_OBLIGATION_ZH = re.compile(r"^[\u4e00-\u9fff\w]{0,8}?(?:前|之前|以前|以内|之内|底)(?:要|得|必须|务必|需要)(?:把|给|先|让)")


def _request_zh(sentence: str) -> bool:
    text = sentence.strip()
    if any(_OBLIGATION_ZH.match(c.strip()) for c in _ZH_CLAUSE.split(text)):
        return True  # "六一前要把购票页面上线，学校已经在问了。": the work and its date, whatever follows
    if _ZH_REPORT_END.search(text) or _ZH_OPINION.match(text):
        return False
    clauses = [c.strip() for c in _ZH_CLAUSE.split(text.rstrip("。！!")) if c.strip()]
    return not clauses or not all(_ZH_COPULA.search(c) or _ZH_PERSON.match(c) or _ZH_REPORT_END.search(c) for c in clauses)


_POLITE_EN = re.compile(
    r"^(?:(?:and|also|so|oh|ok|okay|please|then|one more thing|one more|another thing|last one|last thing)[,:]?\s+)*"
    # a label ("Last one for today: can you make me …?"), not someone's words or an opinion asked ("My customer asked: can
    # you …?", "Be honest: would you …?")
    r"(?:(?![\w' ]*\b(?:asked|asks|says|said|wrote|writes|e-?mailed|texted|messaged|wants to know|wondered|honest|honestly|"
    r"question)\b)[a-z][\w' ]{0,30}:\s+)?"
    r"(?:(?:when|whenever|once|if) you(?:'ve| have)?(?: (?:get|got|have|find))? (?:a|the|some) (?:minute|moment|sec|second|"
    r"chance|time)\b[^,?.]{0,30}?,?\s+)?"  # "When you get a minute can you …?": the time of the ask, its comma left out
    # an aside before it (thirty-second round): "while I think of it, can you …?", "before I forget, could you …?"
    r"(?:(?:while (?:i think of it|i remember|you're at it|you're here|we're at it|we're on it)|before i forget|by the way|"
    r"if you (?:can|could|get a chance|don't mind)|if it's not too much trouble|when you can|since you're here),\s+)?"
    r"(?:please\s+)?(?:could|can|would|will)\s+you\s+"
    r"(?:please\s+|also\s+|maybe\s+|kindly\s+)?(?:mind\s+)?(?!tell|show|explain|remind|confirm|let me|check|see|look|find out|"
    r"say|think|guess|imagine|believe|recall|remember|clarify|describe|walk me)[a-z]+", re.IGNORECASE)
_POLITE_ZH = re.compile(r"(?:能不能|能否|可不可以|可以|能)(?:请你|麻烦你|你)?(?:帮(?:我|忙|我们)|顺便)|^麻烦(?:你|您)?|^请(?:你|您)?帮")
_WISH_EN = re.compile(
    r"^(?:(?:and|also|so|oh|ok|okay|then|honestly|ideally|one more thing)[,:]?\s+)*"
    r"(?:(?:for|on|about|with|at|in|after|before|by) [^,.?!]{1,40}?,?\s+(?=(?:i|we)\b))?"  # "For the Hollins job I need …"
    # the time of the ask ("And when you've a minute, I need …", thirty-third round)
    r"(?:(?:when|whenever|once|if) you(?:'ve| have)?(?: (?:get|got|have|find))? (?:a|the|some) (?:minute|moment|sec|second|chance|time)"
    r"\b[^,?.]{0,30}?,\s+(?=(?:i|we)\b))?"
    r"(?:(?:i|we)(?:'d| would) (?:like|love|want|"
    r"appreciate|prefer to have)|(?:i|we) (?:want|need|really need|really want)|(?:i|we)(?:'ll| will) (?:need|want)|(?:i|we)'m hoping for|(?:i|we) (?:am|are) hoping for|"
    r"it(?: would|'d) be (?:great|good|nice|helpful|useful|handy|lovely|brilliant|ideal) (?:to|if)|"
    r"what (?:i|we)(?:'d| would| really)? (?:really )?(?:need|want|like|love)\b[^.?!]{0,30}?\bis|"
    r"what (?:i|we) do (?:really )?(?:need|want)\b[^.?!]{0,30}?\bis|what would (?:really )?(?:help|be (?:great|nice|"
    r"useful|handy))(?: most)? is|"
    r"wouldn't it be (?:great|good|nice|handy) (?:to|if)|(?:something|one thing|the thing) (?:i|we)(?:'d| would) (?:love|like|want)\b|i wish (?:we|it|the|you|our|there)|if only (?:we|it|the|our))\b", re.IGNORECASE)
_WISH_ZH = re.compile(r"^(?:另外|还有|对了|然后|最好|其实)?[，,]?(?:我|我们)?(?:希望|想要|需要|想请你|想让你)|最好能|"
                      r"^(?:另外|还有|对了|然后)?[，,]?(?:我|我们)还?要(?=[一两几]?(?:份|个|张|套|本|批))|^(?:另外|还有|对了|然后)?[，,]?我还?要(?=每[^天日周月年次回])|(?:要是|如果|假如)[^。！？]{1,40}就好了|"
                      r"真希望|但愿")


_WISH_LABEL = re.compile(r"^(?:a |one |another |my )?(?:wish|request|ask)\b[^:.?!]{0,50}:\s*\S|^(?:if|when|whenever|some ?day|one day|at some point)\b[^:.?!]{0,40}:\s*(?!(?:i|we|you|it|they|he|she|there)\b)\S|^(?:一个)?(?:愿望|心愿|请求)[^：:。]{0,20}[：:]",
                         re.IGNORECASE)


def is_wish(sentence: str) -> bool:
    """A want or need of the speaker's, said as one ("I'd like …", "我希望…", "A wish for next year: …")."""
    text = sentence.strip()
    return meaningful(text) and bool((_WISH_ZH if CJK_RE.search(text) else _WISH_EN).search(text) or _WISH_LABEL.search(text))


# the work first, the ask after it (thirty-fourth round): "And a letter to the parents about …, can you write?"
_FRONTED_POLITE_EN = re.compile(r"^(?:(?:and|also|so|oh|then)[,]?\s+)?(?:an?|the|some|my|our)\s[^,?]{6,120},\s*(?:can|could|would|will) you"
                                r"(?: please)? (?:\w+)(?: (?:it|that|one|this|them|up|out|for me|for us|please))*\?$", re.IGNORECASE)


def is_polite_request(sentence: str) -> bool:
    """A question that asks the assistant for work ("Could you get … to …?", "能帮我…吗？", "And a letter to …, can you
    write?")."""
    text = sentence.strip()
    zh = bool(CJK_RE.search(text))
    # a question mark, or (English) a full stop: "And can you do Shona a list of …, she wants to ring round them."
    if not text.endswith(("?", "？") if zh else ("?", ".")) or not meaningful(strip_counters(text)):
        return False
    return bool((_POLITE_ZH if zh else _POLITE_EN).search(text)) or (not zh and bool(_FRONTED_POLITE_EN.match(text)))


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
    if (m := _PLEASE_NP.match(text)) is not None and not _FINITE.search(m.group(1)):
        return True  # "And the plant's log as a weekly chart, please.": the thing asked for, its verb left out
    return any(_imperative_en(part) for part in [text, *_PARTS.split(text)[1:]])


_PLEASE_NP = re.compile(r"^(?:(?:and|also|plus|oh and|then)[,]?\s+)?(?!(?:i|we|you|it|they|he|she|that|this|thanks|thank)\b)"
                        r"([^.?!,]{6,120}?),?\s+please[.!]?$", re.IGNORECASE)


# -- acknowledged, not answered or done (sixth round)
_ACK_UNIT_EN = (
    r"(?:yes|yeah|yep|yup|aye|no|nope|sure|ok|okay|alright|all right|right|righto|right-o|cheers|correct|true|indeed|mm+|hmm+|"
    r"uh-huh|ah|oh|i see|"
    r"noted|got it|gotcha|understood|agreed|fair enough|of course|will do|can do|thanks|thank you|makes sense|good to know|"
    r"both|all|all of (?:it|them|that)|everything|"  # "Okay, both noted.", "All noted."
    r"no problem|sounds (?:good|great|fine|reasonable|interesting|like a plan)|"
    r"(?:(?:that|this|it)(?:'s| is) |what )?(?:a |an )?(?:really |very |quite )?(?:good|great|nice|fair|interesting|excellent|"
    r"valid|reasonable|important|neat|lovely|clever|sensible|tricky|hard|tough|big|open) (?:idea|question|point|thought|one|"
    r"call|catch|suggestion|issue)|"
    r"(?:that|it|this)(?:'d| would| could| might| will) be (?:really |very |quite )?(?:useful|helpful|nice|handy|good|great|"
    r"worth (?:it|having|doing)|a good idea|an improvement)|"
    r"(?:(?:that|it)(?:'s| is) )?worth (?:thinking about|considering|discussing|a look|a try|looking into|raising|keeping in mind)|"
    rf"(?:i'll|i will|let me|we'll|we will|we should|i should|we can|i can) (?:{lexicon.PONDER_EN}|"
    r"(?:keep|bear) (?:it|that|this) in mind|note (?:it|that|this)(?: down)?|make a note(?: of (?:it|that|this))?|"
    r"come back to (?:it|that|this)|get to (?:it|that|this)|look into (?:it|that|this)|look at (?:it|that|this)|"
    r"add (?:it|that|this) to the list|talk about (?:it|that|this))(?: later| soon| another time| next time)?|"
    r"(?:we|i|you) (?:could|can|might|will|'ll|should) (?:consider|think about|look at) (?:it|that|this)(?: later| sometime)?|"
    rf"not yet|{lexicon.DONT_KNOW_EN})")
_ACK_EN = re.compile(rf"^(?:{_ACK_UNIT_EN}(?:[\s,;:.!…—–-]+|$))+$", re.IGNORECASE)
_ACK_UNIT_ZH = (r"(?:好的?|好啊|好呀|行|可以|嗯+|哦|噢|收到|明白了?|了解|知道了|记下了|记住了|好主意|好想法|好点子|好办法|好问题|问得好|"
                r"这个问题(?:很|挺)?好|还没(?:有|弄|做)?呢?|没有呢|有道理|是的|是|对|不是|没有|没问题|确实|是个问题|有意思|不错|"
                r"值得(?:考虑|想想|讨论|研究|一试)|(?:我|我们)?(?:可以|会|再)?(?:想想|考虑(?:考虑|一下)?|琢磨一下|研究一下)|回头(?:再)?(?:看|想|说|讨论)|"
                r"(?:这|那)(?:个)?(?:会|就)?(?:很|挺|蛮|确实)?有用|" + lexicon.DONT_KNOW_ZH + ")")
_ACK_ZH = re.compile(rf"^(?:{_ACK_UNIT_ZH}(?:[\s，,；;：:。！!…—]+|$))+$")
_YES_NO_EN = re.compile(r"^(?!no\b[\s,.!;—-]*(?:not yet|still|never)\b)(?:yes|yeah|yep|yup|no|nope|correct|right|indeed|sure|ok|okay|alright|all right|fine|of course|noted|got it|understood|(?:it|they|that|he|she) (?:is|are|does|do|did|"
                        r"was|were|has|have|isn't|aren't|doesn't|don't|didn't|wasn't|hasn't|haven't))\b", re.IGNORECASE)
_YES_NO_ZH = re.compile(r"^(?!(?:没有|没|不是)[，,]?\s*还)(?:是的|是|对|不是|没有|没|有|在|好的?|行|可以|嗯+|收到|明白了?|知道了)(?:[，,。！!]|$)")
_OWN_MOVE = re.compile(r"^(?:(?:so|and|then|ok|okay)[,]?\s+)*(?:shall|should|can|could|may|do|must) i\b|^我(?:要不要|能不能|可不可以|是不是|该不该|可以|能)", re.IGNORECASE)
_POLAR_EN = re.compile(r"^(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would|should|shall|may|might|must|isn't|"
                       r"aren't|wasn't|weren't|don't|doesn't|didn't|hasn't|haven't|can't|couldn't|won't|wouldn't|shouldn't)\b",
                       re.IGNORECASE)
_POLAR_ZH = re.compile(r"(?:吗|么|嘛)[？?]$|(\w)不\1|有没有|是不是")
_REPORTED_ASK_EN = re.compile(
    r"^(?!(?:i|we|you|it|this|that|there)\b)(?:[\w'’-]+\s+){1,5}?(?:(?:keeps?|kept|has been|have been|been|is|are|was|were) "
    # "Tom's been asking for …", "Dewi's been going on about …" (thirty-third round: "Tom's" opens no imperative now)
    r"(?:asking|pushing|nagging|chasing|going on|banging on|on at (?:us|me))(?: (?:us|me|you))?(?: (?:for (?:\w+ )?|since \w+ )?(?:for|about|to))?|(?:asked|asks|requested|requests|wants|want|"
    r"wanted|(?:would|'d) like|expects?|expected|(?:is|are) (?:waiting|hoping) (?:for|on)|(?:is|are) after)\b)", re.IGNORECASE)
_REPORTED_ASK_ZH = re.compile(r"^(?!我|你|这|那)[^，,。]{1,12}?(?:一直|总是|老是|又|还|也|在)*(?:催(?:着|我们|我|促)?(?:要)?|要求|想要|希望|"
                              r"等着要?|问(?:我们|我)?要|让我们|叫我们|请我们|要(?=[一两几]?(?:份|个|张|套|本|批|些)|每)|(?:那边|那儿|方面)要)")  # "酒博会那边要一份手册"


def asked_of_others(sentence: str, replies: list[str], said: frozenset[str] | None = None) -> bool:
    """Someone else's ask (not a question) that the replies do not speak of (no content word of it in them): work
    done in the turn was for something else ("王主任要每个月的检测报告。明天几点出第一板？" / "四点二十出锅。").
    ``said``: the replies' content words, when the caller has them (a turn of 2,000 asks tokenises its reply once)."""
    if sentence.rstrip().endswith(("?", "？")):
        return False
    return not content_tokens(sentence) & (said if said is not None else content_tokens(" ".join(replies)))


def own_move(sentence: str) -> bool:
    """A question asking leave for the speaker's own move ("Shall I rebase first?", "我要不要先…？")."""
    return bool(_OWN_MOVE.search(sentence.strip()))


def acknowledges(sentences: list[str]) -> bool:
    """Every sentence is an acknowledgement: assent, an evaluation or a deferral, and nothing else."""
    return all((_ACK_ZH if CJK_RE.search(s) else _ACK_EN).match(s.strip()) for s in sentences if s.strip())


def is_reported_ask(sentence: str) -> bool:
    """Someone else's request passed on ("The treasurer keeps asking for …", "财务一直催着要…")."""
    text = sentence.strip()
    if text.endswith(("?", "？")) or not meaningful(text) or _ASKED_IF.search(text):
        return False  # "Tom asked whether the shop opens at nine": a question passed on, not work
    return bool((_REPORTED_ASK_ZH if CJK_RE.search(text) else _REPORTED_ASK_EN).search(text))


_ASKED_IF = re.compile(r"\b(?:ask(?:s|ed|ing)?|wants? to know|wondered|wonders)(?: \w+){0,2} (?:whether|if|how|why|when|what|who)\b",
                       re.IGNORECASE)


def left_open(sentence: str, replies: list[str], *, suggestion: bool = False) -> bool:
    """A question or reported ask of the user's that the ``replies`` (acknowledgements only) leave open:
    a yes/no question about how things are, answered by a bare yes, no or okay, is answered, and one asking
    leave for the speaker's own move needs no work; any other is not.
    ``suggestion``: the question puts an option forward, so a yes accepts it and the work is still to do."""
    text = sentence.strip()
    if not text.endswith(("?", "？")):
        return is_reported_ask(text)
    if _OWN_MOVE.search(text):
        return False  # "Shall I rebase first?": the speaker's own next move, asked leave for, not work left to the other
    zh = bool(CJK_RE.search(text))
    if suggestion and not (zh and STATUS_ZH.search(text)):
        return True
    last_part = _PARTS.split(text)[-1] if not zh else re.split(r"[：:]", text)[-1]
    polar = _POLAR_ZH.search(last_part) if zh else _POLAR_EN.match(_LEAD.sub("", last_part.strip()))
    return not (polar and any((_YES_NO_ZH if CJK_RE.search(r) else _YES_NO_EN).match(r.strip()) for r in replies))


# the reply says it cannot answer ("I can't say; … the fire officer can answer it.", "这个我说不好。"): still open
_CANNOT_ANSWER = re.compile(rf"^(?:(?:sorry|honestly|hmm+)[,.]?\s+)?(?:i (?:can't|cannot|couldn't) (?:say|tell|answer)|"
                            rf"{lexicon.DONT_KNOW_EN}|i can't give you|(?:nobody|no one|no-one) (?:(?:can|could) (?:say|tell|know)|knows)(?=\s+(?:yet|for (?:sure|certain|now)|right now|at the moment|until)\b|\s*[.,;:!—-]|$)|"
                            rf"there's no (?:way of knowing|telling))\b"
                            rf"|^(?:这个|这事儿?|这件事)?(?:现在|目前|暂时)?(?:谁|我|咱们|我们)?(?:也|都)?(?:{lexicon.DONT_KNOW_ZH})"
                            # "这个我也查不到准信。": not "查不到记录，说明…", "没准信号不好"
                            rf"|^(?:这个|这事儿?)?我(?:也|都)?(?:查不到|问不到|打听不到)(?:准信儿?|消息|结果)?(?=[，,。！!]|$)"
                            rf"|^(?:这个|这事儿?)?(?:现在|目前)?(?:还)?没(?:有)?准信儿?(?=[，,。！!]|$)"
                            # only the one asked can answer: "这个只能等他回了。", "这个只能等水利站的消息。"
                            rf"|^(?:这个|这事儿?|这件事)?(?:现在|目前|暂时)?(?:只能|还得|得)等[\u4e00-\u9fff]{{1,8}}?(?:回了|回你|回您|回我|回复|回话|回信|的消息|消息|答复|通知)(?![^。，,]{{0,4}}(?:之后|以后|再|才))",
                            re.IGNORECASE)
def cannot_answer(replies: list[str]) -> bool:
    return any(_CANNOT_ANSWER.search(r.strip()) for r in replies[:2])


def put_off_in(sentence: str, replies: list[str]) -> bool:
    """A reply sentence that puts ``sentence``'s work off (an open-item phrase) and is about it, not about new
    work: two of its content words and (English) at most one of its own ("The price list page I'll come back
    to."; not "Next step: add the cake photos to the price list page."), when no done-sentence of the reply
    names the work ("Done: … price list page at /prices.")."""
    wanted = content_tokens(sentence)

    def about_it(r: str) -> bool:
        said = content_tokens(without_condition(r))  # "… once I know which trees are coming": when, not what
        return len(said & wanted) >= min(2, len(wanted)) and (bool(CJK_RE.search(r)) or len(said - wanted) <= 1) \
            or bool(said) and said <= wanted  # "I'll do the poster once the results are sorted out.": nothing but its words

    if any(cue("done", r) and len(content_tokens(r) & wanted) >= 2 for r in replies):
        return False
    return any(cue("pending", r) and about_it(r) for r in replies)


MAX_SENTENCES = 64  # of a message, compared with each question (a message of thousands would be quadratic)
MAX_ASKS = 16  # questions and asks of one message looked at
_PIVOT = re.compile(r"^(?:anyway|anyhow|in any case|either way|be that as it may|that aside|leaving that aside|"
                    r"but first|for now though)\b|^(?:反正|不管怎样|不管怎么说|先不说这个|这个先不说|话说回来|先说正事)", re.IGNORECASE)
_FIRST = re.compile(r"\b(?:first|before that|for now|for the moment)\b|先", re.IGNORECASE)


def passed_over(sentence: str, message: list[str], replies: list[str]) -> bool:
    """The replies leave this sentence aside: they open with a plan for other work and share no content word
    with it, or they answer another sentence of the same message (a content word shared with it) and none of
    this one's own words (those the other lacks) is in them."""
    said = content_tokens(" ".join(replies))
    own = content_tokens(sentence)
    if not said or not own:
        return False
    if not own & said and replies and any(r.search(replies[0].strip()) for r in INTENT) and _FIRST.search(replies[0]):
        return True  # "I'll check the burner settings first.": on to other work, the question left aside
    after = message[:MAX_SENTENCES]
    at = next((n for n, o in enumerate(after) if o.strip() == sentence.strip()), None)
    if not own & said and at is not None and at + 1 < len(after) and _PIVOT.search(after[at + 1].strip()):
        return True  # "… should the walks stop in the moult? Anyway, what's the forecast?": the speaker moved on
    # another sentence is answered, and none of this one's own words (those the other lacks) is in the replies
    others = [content_tokens(o) for o in message[:MAX_SENTENCES] if o.strip() != sentence.strip()]
    return any(other & said and (own - other) and not (own - other) & said for other in others)
