"""Answers that do not come in the next message: a proposal's thread across turns (seventh round).

Rule of this module: pure functions over sentences, English and Chinese alike. ``replies`` pairs a
proposal with the other party's *next* message; people also answer a proposal

* *after a question back*: a proposal someone else made, relayed by the user ("Email from the works
  manager: "Could we …?"", "A researcher wrote asking to …", "街道办打电话来，想…"), and the assistant
  asks how to answer it ("What should I tell him?", "How would you like to answer?", "怎么回复他们？") —
  the user's next message is the answer (``relayed``, ``asks_back``);
* *in the same message*: a relayed proposal and the speaker's own verdict right after it ("Tom asked
  whether we'd open the terrace. The answer's no, politely.", "…问能不能开放天台。不行。") (``verdict``);
* *by dropping it*: a plan of the assistant's ("Let's put the tours online — …") met with an objection
  that takes it up (a content word of the plan, or pointing back) and then conceded by the assistant
  ("Ah, I hadn't thought of that. Understood.", "原来如此，那就算了。") is not taken up (``concedes``);
* *by negating its verb*: "…，预测不了。" to "…自动预测每班人数…", "We can't stream them." to "… stream the
  talks …" — the reply takes the proposal's own verb and denies it (``negates``).
"""

from __future__ import annotations

import functools
import re

from . import lexicon, proposals, replies, requests
from .facts import CJK_RE, content_tokens, cue

_Q_END = ("?", "？")
# a question back that hands the decision to the proposal's relayer: how to answer, what to say, what they want
_ASKS_BACK_EN = re.compile(
    r"\b(?:what|how)\b.{0,40}\b(?:tell|say|answer|reply|respond|write back|get back)\b|\bwhat do you (?:want|think|reckon)\b|"
    r"\bshall i (?:say|tell|answer|reply)\b|\b(?:yes or no|do you want (?:to|me to) (?:accept|agree|say yes|turn))\b|"
    r"\b(?:draft|write|send) (?:a |the |them a |him a |her a )?(?:reply|answer|response)\b|\bare you open to\b|\bwhich way\b|"
    r"\bhow do you feel about (?:it|that|this)\b|\b(?:do you want (?:to|me to)|shall (?:we|i)) (?:go ahead|go for it|take it on)\b|"
    r"\bdo you want to (?:take|accept|do) (?:it|that|them|him|her)(?: up| on)?\b|\bwhat would you like to do\b|"
    r"\bare you (?:considering|tempted|keen)\b|\bis (?:that|it) something you(?:'re| are| would| want)\b|^do you want to\?$",
    re.IGNORECASE)
_ASKS_BACK_ZH = re.compile(r"(?:怎么|如何|要不要|怎样)(?:回复|回答|答复|回|说|跟.{1,6}说)|你(?:怎么|的)(?:看|意思|想法)|你觉得(?:呢|怎么样|如何)|你看呢|答应(?:吗|不)|同意(?:吗|不)|(?:要|接)不(?:要|接)(?:做|接)|(?:要|接)(?:这个)?吗[？?]")
# a proposal someone else made, passed on: a quote or a label before it, or a report of their ask
# someone's opinion of what we should do ("my daughter says we ought to be moving the show to …"), and a third
# party's ask in Chinese ("…经理又来找了，要我们所有维修都按…")
_OPINION_OF_US = r"(?:says|said|reckons|thinks|keeps saying) (?:that )?(?:we|you|i) (?:ought to|should|could|must|need to|have to)"
_ASKS_US_ZH = r"(?<![我你需只])要我们(?=[\u4e00-\u9fff])"
# someone else's wish, told: "Owen's had his heart set on …", "He'd been dreaming about …", "She's keen on …"
_WISHED = (r"(?<!\bi )(?<!\bwe )(?:has|had|'s had|'d had|'s|'d)? ?(?:had )?(?:his|her|their) heart set on|"
           r"(?<!\bi )(?<!\bwe )(?:has|had|'s|'d) been (?:dreaming|going on|banging on|on at (?:me|us)|nagging(?: (?:me|us))?|"
           r"pestering (?:me|us)|asking)(?: (?:for|since) [\w ]{1,20}?)? (?:about|of|for)|(?<!\bi )(?<!\bwe )(?:is|was|'s) (?:really |very |dead )?keen on|"
           # "Ash had a plan for evening displays …", "Kwame had the idea of …" (thirty-second round)
           r"(?<!\bi )(?<!\bwe )(?:had|has|'d had|'s had) (?:a|an|this|the|his|her|their) (?:plan|idea|notion|scheme) (?:for|of|to|about)")
_RELAYED_EN = re.compile(
    r"^[^\"“:]{0,80}(?:email|e-mail|letter|note|message|call|text|request|word|mail)\b[^:\"“]{0,60}[:,]\s*[\"“]|[\"“].{8,}|"
    # words read out in single quotes after a colon ("Listen to this: 'Tell your dad he should …'", thirty-third round)
    r":\s*['‘](?=[A-Z])[^'’]{8,}|"
    r"\b(?:ask(?:s|ed|ing)?|wrote asking|writes asking|wants? to know|wondered|wonders|suggest(?:s|ed)|propos(?:es|ed)|"
    r"would like|wants?|wanted|wanting|requested|floated|pitched|put forward|came up with|" + _WISHED + r"|" + proposals.OFFERED_BY_OTHERS + r"|"
    + proposals.CONDITIONAL_OFFER + r"|"
    + proposals.TOLD_TO + r")\b|"
    r"\b(?:\w+'s|their|his|her) (?:\w+ )?(?:idea|suggestion|proposal|plan|request)\b|"
    r"\b" + _OPINION_OF_US + r"\b", re.IGNORECASE)
_RELAYED_ZH = re.compile(r"(?<!我)(?:问|想|希望|要求|建议|提议|提出|打电话|来电|来信|写信|发邮件|发消息|说想|说要|鼓励|劝)"
                         r"|" + _ASKS_US_ZH)
# what stays as it is: "采还是人采", "人数还是我来定", "还是用算盘" (what the proposal would replace), "前台还是…" (what
# it would change, the topic), "the paper book stays", "it stays manual"
_AS_IS_ZH = re.compile(r"([\u4e00-\u9fff])还是[\u4e00-\u9fff]{0,3}\1|还是(?:用|按|靠|走)([\u4e00-\u9fff]{2})|"
                       r"^(?![我你他她咱这那])([\u4e00-\u9fff]{2,4}?)(?:就|也)?还是|还是(?:老样子|照旧|原来那样|人工|手工|人|手|我来|我们来|我定|手写)")
_AS_IS_EN = re.compile(r"\b(?:stays?|remains?) (?:manual|by hand|on paper|as (?:it is|they are)|the same|where (?:it|they) (?:is|are)|put)\b|"
                       r"\b(?:it|that|this|they|the [\w' ]{1,30}) stays?\b(?! (?:open|on|up|in sync))|\b\w+(?: and \w+)? stay (?:on|with)\b|"
                       r"^(?:(?:no|well|so)[,.]?\s+)?we(?:'ll| will)? (?:keep|go on|carry on) \w+ing (?:it|them|the [\w' ]{1,30})\b|\bwe(?:'ll| will)? (?:keep|stick with) "
                       r"(?:it|them|doing it|the [\w' ]{1,30})(?: as (?:it is|they are)| by hand| on paper)?\b", re.IGNORECASE)
# the speaker's own verdict on what was just relayed
_VERDICT_EN = re.compile(
    r"^(?:(?:and|but|so|well)[,]?\s+)?(?:the |my |our )?answer(?:'s| is| was| will be)(?: still)? (?:no|a no|a firm no|going to be no)\b|"
    r"^(?:(?:and|but|so|well)[,]?\s+)?(?:we|i)(?:'ve| have)? (?:said|told (?:him|her|them)|answered|replied|"
    r"(?:told|asked) \w+(?: \w+)? to (?:tell|say to) (?:him|her|them)) no\b|"  # "I've told Pete to tell him no"
    r"^(?:(?:and|but|so|well)[,]?\s+)?(?:that's|it's) (?:a )?(?:no|hard no|firm no)\b|"
    # a flat no by what the thing is not, right after the relayed ask: "Our donkeys are not billboards."
    r"^(?:(?:and|but|so)[,]?\s+)?(?:our|my) [\w'-]+(?: [\w'-]+)? (?:are|is)(?: not|n't) (?!(?:sure|convinced|decided|available|home|keen|"
    r"back|ready|around|interested|happy|bothered)\b)(?:(?:a|an) [\w-]+|[\w-]+s)\s*[.!]?$|"
    # the other side's no, relayed: "Their trade waste lot had a meeting about it and said no, …"
    r"^(?:(?:and|but|so)[,]?\s+)?(?:they|their [\w' -]{1,30}?|the [\w' -]{0,20}?(?:council|company|board|committee|bank|landlord|insurers?|"
    r"team|office|lot|people))(?: [\w' ,-]{0,50}? and)?(?:'ve| have)? said no\b(?! (?:worries|problem|bother|thanks|to)\b)|"
    # the matter closed right after it was relayed: "So that's that, Owen's gutted.", "So that's off, he says."
    r"^(?:(?:and|but|so|well)[,]?\s+)?(?:that's|that is) (?:that|off|out|a non-starter|dead)\b(?! (?:one|bit|part|sorted|done|fixed)\b)|"
    # a body's vote, relayed: "They voted it down, five to one; …"
    r"\b(?:they|the (?:trustees|committee|board|members|council|meeting|club))(?: all)? voted (?:it|that|this|them) down\b(?![^?]*\?\s*$)|"
    r"^(?:(?:and|but|so|then)[,]?\s+)?(?:it|that|this|the (?:idea|motion|proposal|plan))(?: was| got)? voted down\b|"
    # "So it's not happening.", "So that's dead." (thirty-second round: after a third party's decision)
    r"^(?:(?:and|but|so|well)[,]?\s+)?(?:it's|it is|that's|that is) not (?:happening|going ahead|going to happen)\b|"
    # a counter-proposal of the speaker's: "I said fine to a shared label, but each farm named …"
    r"^(?:(?:and|but|so|well)[,]?\s+)?(?:i|we) (?:said|told (?:him|her|them)|answered|suggested|proposed) (?:fine|yes|ok|okay) to "
    r"[^,;]{1,60}[,;] but\b|^(?:(?:and|but|so)[,]?\s+)?(?:i|we) (?:said|told (?:him|her|them)|suggested|proposed) (?:that )?(?:instead|"
    r"what we could do instead)\b|"
    # the speaker's own counter, said as what they offered: "I said a full lorry every fortnight, …"
    r"^(?:(?:and|but|so)[,]?\s+)?(?:i|we) (?:said|offered|suggested|proposed|countered with) (?:(?:we|they) (?:could|would|'d) |"
    r"(?:a|an|one|two|three|only|just) )(?!(?:think|consider|look|see|ask|check|get back)\b)|"
    # a reason told to them: "I told him our label goes on what we carve, full stop"
    r"^(?:(?:and|but|so)[,]?\s+)?(?:i|we) told (?:him|her|them) (?:that )?(?:our|we|we're|it|it's|that's|there's|nobody|no)\b"
    r"(?![^,.;]{0,40}\b(?:yes|fine|agreed|happy to|would love)\b)", re.IGNORECASE)
# "That's it." after what there is ("We have gold, silver, black and white. That's the foils. That's it."): no more
_CLOSES_LIST = re.compile(r"^(?:and )?(?:that's|that is) (?:it|all)[.!]*$|^full stop[.!]*$|^就(?:这些|这几[种样个])[，,]?(?:没(?:有)?别的)?[。！!]*$",
                          re.IGNORECASE)
_VERDICT_ZH = re.compile(r"^(?:答案|回答|我的回答|我们的回答)(?:是|还是)?(?:不行|不|不可以|否)|(?:我|我们)(?:已经|当场|当时)?(?:拒绝|回绝|婉拒)了|"
                         r"(?:我|我们)(?:当场|当时|就)?(?:没(?:有)?(?:答应|同意)|不答应|没松口)|"
                         r"^(?:我|我们)(?:跟|给)?.{0,6}说了?不(?:行|可以)")
# the proposer concedes an objection: a closed class
_CONCEDES_EN = re.compile(
    r"^(?:[a-z]+[,!]\s+)?(?:(?:ah|oh|ok|okay|right|hmm+|mm+|ugh|argh|sigh|damn|no)[,!.]?\s+)*(?:fine(?=[,.!]| then)|i (?:didn't|did not|hadn't|had not) (?:know|realise|realize|"
    r"thought of|considered|known)|(?:good|fair|valid) point|point taken|you're right|you are right|fair enough|"
    r"that rules it out|that settles it|forget (?:it|that|i said it)|scrap that|never ?mind|"
    r"(?:then |so |ok,? )?(?:i'll|i will|we'll|let's) (?:drop|scrap|shelve|abandon|forget|leave|skip|not do) (?:it|that|this|the\b)|"
    r"(?:then )?(?:we'll|let's) (?:leave|drop|skip) (?:it|that))\b", re.IGNORECASE)
_CONCEDES_ZH = re.compile(r"^(?:啊|哦|噢|嗯|好)?[，,]?(?:那(?:我)?就?(?:不|别)(?:做|弄|搞|改|加|换)了|原来(?:如此|是这样)|我(?:不知道|没想到|没考虑到)|有道理|明白了|了解了|那(?:就)?算了|"
                          r"那就不(?:做|弄|搞|用)了|确实|你说得对|"
                          # "明白，那还是靠老客户走货。": what stays, said by the proposer
                          r"(?:明白|懂了|了解|好吧)[，,]\s*那(?:还是|就还是))")


# an offer that waits for the decision ("I can sketch a booking page if you decide to.", "需要的话我可以做。")
_OFFER_IF_EN = re.compile(r"^(?:i|we) (?:can|could|'d be happy to|would be happy to)\b.*\bif you\b", re.IGNORECASE)
_OFFER_IF_ZH = re.compile(r"(?:需要|要)的话.{0,6}(?:我|我们)(?:可以|能)")


def asks_back(sentences: list[str]) -> bool:
    """The reply only asks how to answer (every sentence a question, or an offer that waits for the decision, one
    of them handing the decision back)."""
    said = [s.strip() for s in sentences if s.strip()]
    back = [bool((_ASKS_BACK_ZH if CJK_RE.search(s) else _ASKS_BACK_EN).search(s)) for s in said]
    waits = [bool((_OFFER_IF_ZH if CJK_RE.search(s) else _OFFER_IF_EN).search(s)) for s in said]
    return bool(said) and all(s.endswith(_Q_END) or w for s, w in zip(said, waits)) and any(back) and not any(
        proposals.is_proposal(s) and not b and not w for s, b, w in zip(said, back, waits))  # "Should we … instead? …": its own option


# work someone wants done by a date ("The council wants us to finish the booking page by Friday."): an open item with its
# deadline, not an option to turn down
_DUE = re.compile("|".join(lexicon.DUE_BY), re.IGNORECASE)


def relayed(sentence: str) -> bool:
    """A proposal someone else made, passed on by the speaker (a quote or a label, or a report of their ask); not
    work wanted by a date (``_DUE``)."""
    return bool((_RELAYED_ZH if CJK_RE.search(sentence) else _RELAYED_EN).search(sentence)) and not _DUE.search(sentence)


def countered(sentences: list[str]) -> int | None:
    """A deal struck in place of an ask relayed in the speaker's message before: where the speaker's counter
    (``replies.counters``) comes, the other side's yes after it ("我跟张家说了，价钱不少，但是…。他说要得。"), or None."""
    settled = replies.settled_at(sentences)
    return None if settled is None else next((i for i in range(settled) if replies.counters(sentences[i])), None)


# the speaker's own asking between the relayed ask and the verdict ("I asked the harbour master and he wrote back: …")
_OWN_ASK = re.compile(r"^(?:(?:so|and|then)[,]?\s+)?(?:i|we) (?:asked|rang|called|e-?mailed|wrote to|checked with|texted)\b", re.IGNORECASE)


def verdict(sentences: list[str]) -> tuple[int, int] | None:
    """Where a message turns down what it has just relayed: the indexes of the speaker's own verdict — a
    turn-down ("No, …", "不行。") or "The answer's no" / "We said no" / "我们拒绝了" — and of the relayed proposal
    right before it (the sentence before; for "That's it." / "就这样。", which close a list of what stays, up to
    three before), or None."""
    settled = replies.settled_at(sentences)
    settled = -1 if settled is None else settled
    for i in range(1, len(sentences)):
        s = sentences[i].strip()
        # a deal reported: the speaker's answer back, then the other side's yes ("I wrote back: three Saturdays in June, …
        # She's taken it."): what they asked for is turned down, up to three sentences back (thirty-third round)
        deal = i <= settled and not CJK_RE.search(s) and replies.reports_answer(s)
        said = (_VERDICT_ZH if CJK_RE.search(s) else _VERDICT_EN).search(s) or proposals.turn_down([s]) == 0 \
            or (i <= settled and replies.counters(s)) or deal
        closes = bool(_CLOSES_LIST.search(s))
        for j in range(i - 1, max(-1, i - (4 if closes or deal else 3)), -1):
            before = sentences[j]
            if j < i - 1 and not closes and ((relayed(sentences[j + 1]) and not _OWN_ASK.match(sentences[j + 1].strip()))
                                             or sentences[j + 1].rstrip().endswith(("?", "？"))):
                break  # two back only past a sentence of the speaker's own (a reason: "七天太长了，…"), not another ask
            if (said or closes) and relayed(before) and (proposals.is_proposal(before) or _RELAYED_ASK.search(before)) \
                    and not _INFO_ASK.search(before) and not _agrees(s, before):
                return i, j
    return None


# what the speaker told them agrees, with no negation or contrast in it ("I told them it sounds good.", "I said we could do that
# from May.", "我回信说可以。"): no verdict against what was relayed
_AGREES_EN = re.compile(r"\b(?:do|start|try|run|take|have|give|add|make|book) (?:it|that|this|them)\b(?! to (?:the|a|an|our|their|his|her)\b)(?! or leave)|\bsounds? (?:good|great|fine)\b|"
                        r"\b(?:happy|pleased|glad|delighted|fine|okay|ok|yes|sure|of course|absolutely|why not|works|agreed?|"
                        r"love to|no problem|go ahead)\b", re.IGNORECASE)
_AGREES_ZH = re.compile(r"说.{0,4}(?:可以|行|好的?|没问题|同意|答应|能)|(?:同意|答应)了")


_THEIR_NO = re.compile(r"\bvoted (?:it|that|this|them) down\b|\bsaid no\b|\bturned (?:it|that|this|them) down\b", re.IGNORECASE)
_THEIR_PART = re.compile(r",?\s*\b(?:and|but|so)\s+(?:they|he|she|the [a-z]+)\b.*$|[，,]\s*(?:他们|他|她|对方).*$", re.IGNORECASE)


def _agrees(sentence: str, relayed_sentence: str) -> bool:
    their = _THEIR_PART.search(sentence)
    if their is not None and _THEIR_NO.search(their.group(0)):
        return False  # "I said take it to the committee, and they voted it down.": their no, not a yes
    sentence = _THEIR_PART.sub("", sentence)  # "…, and they agreed.": their yes to the speaker's counter, not the speaker's
    if proposals.not_plain(sentence):
        return False
    return bool((_AGREES_ZH if CJK_RE.search(sentence) else _AGREES_EN).search(sentence)) \
        or proposals.names(sentence, relayed_sentence)


_RELAYED_ASK = re.compile(r"\b(?:ask(?:s|ed|ing)?(?: (?:again|once more|me|us|around|politely|twice))? (?:whether|if|to|for|us to|me to)|"
                          # asked of a third party on our behalf: "He asked the water company if we could tip on Saturdays"
                          r"ask(?:ed|s) (?:the|their|our) [\w' -]{1,30}? (?:whether|if) we (?:could|can|might)\b|"
                          r"wrote asking|(?<!\bi )(?<!\bwe )put forward|"
                          # advice sent through the speaker: "Tell your dad he should get a second van …" (thirty-third round)
                          r"\btell (?:your|my|our|him|her|them)\b[^.;]{0,30}?\b(?:he|she|they|you|we) (?:should|ought to|could|must|needs? to)\b|"
                          # "She wants the Routemaster held …", "They want us auditioning …" (thirty-third round)
                          r"(?<!\bi )(?<!\bwe )(?<!\byou )wants? (?:the|a|an|our|their)\b|want(?:s|ed)? (?:us|me) \w+ing\b|"
                          r"\b(?:he|she|they) wanted (?!to\b|it\b|that\b|this\b)\w+|" + _WISHED + r"|" + _OPINION_OF_US + r"|want(?:s|ed|ing)? (?:us |me )?to|wanted (?:a|an|the|some|more|all|every)\b|(?<!\bi )wants? (?:exclusive|sole|first refusal on|the whole|all (?:the|of)|every)\b|would like (?:us )?to|suggest(?:s|ed)|propos(?:es|ed)|"
                          + proposals.TOLD_TO + r")\b|"
                          r"\b(?:idea|suggestion|proposal|request|ask|plan|offer)\s*:|\b(?:idea|suggestion|proposal|plan) (?:was|is) to\b|(?:问(?:能不能|能否|可不可以|要不要|是否|我们)|"
                          r"想(?:让|把|要)|(?<!我)(?<!我们)想(?=[在做开上搞卖推出加换改])|(?:他们|对方|人家|那边)[^。？?]{0,20}[，,]想(?![不起必到通])(?=[\u4e00-\u9fff]{3})|" + _ASKS_US_ZH + r"|希望|要求|建议|提议|(?:想法|主意|提议|意思)(?:是)?[：:])", re.IGNORECASE)


# a reported question for information ("Tom asked whether the shop opens at nine"): no action put forward
_INFO_ASK = re.compile(r"\b(?:ask(?:s|ed|ing)?|wants? to know|wondered|wonders)(?: \w+){0,2} (?:whether|if) (?!(?:we|you|i)\b)"
                       r"(?![^.?!]{0,200}\b(?:could|can|would|should|might|'d|will)\b)", re.IGNORECASE)  # bounded: one scan per match
_DROP_WORDS = r"drop|scrap|shelve|abandon|forget|skip"  # what giving a plan or an item up says
_DROPPED_ZH = r"不(?:做|弄|搞|改|加|换)了|算了"
_DROPS = re.compile(rf"\b(?:{_DROP_WORDS}|leave)\b|{_DROPPED_ZH}", re.IGNORECASE)


def passes_on_a_question(sentence: str) -> bool:
    """A question for information passed on ("Tom asked whether the shop opens at nine"): no action put forward."""
    return bool(_INFO_ASK.search(sentence))


_PAST_STORY = re.compile(r"^(?:去年|前年|上次|上回|以前|之前|那年)|^(?:last (?:year|time|summer|winter|month|season)|the last time|"
                         r"we tried (?:it|that|this)|we did (?:it|that|this) (?:once|before))\b", re.IGNORECASE)


def past_story(reply: list[str]) -> bool:
    """The reply opens with how it went before ("去年小于给投了二百块…", "Last year we tried it and …")."""
    return bool(reply) and _PAST_STORY.search(reply[0].strip()) is not None


def gives_up(said: list[str], plan: str) -> bool:
    """The planner's message concedes (``concedes``) and does not go on with the plan ("Good point, I'll
    disable the trigger first and then migrate." carries it out)."""
    return bool(said) and any(concedes(s) for s in said[:2]) and not any(
        is_plan(s) and takes_up([s], plan) and not _DROPS.search(s) for s in said)


def concedes(sentence: str) -> bool:
    """The proposer gives the proposal up after an objection ("Ah, I didn't know that.", "原来如此。")."""
    s = sentence.strip()
    return bool((_CONCEDES_ZH if CJK_RE.search(s) else _CONCEDES_EN).search(s))


def takes_up(reply: list[str], proposal: str, least: int = 1) -> bool:
    """The reply speaks of the proposal: ``least`` content words of it (all, when it has fewer) in the reply's
    first two sentences."""
    wanted = content_tokens(proposal)
    return bool(wanted) and len(wanted & content_tokens(" ".join(reply[:2]))) >= min(least, len(wanted))


_NEG_EN = r"(?:can't|cannot|can not|won't|couldn't|wouldn't|mustn't|shouldn't|don't|do not|never|not)"


_BARE_NOT_ZH = re.compile(r"^(?:我们|我|咱们)?(?:那就|那|就|先|还是|也|肯定|绝对)?(?:不|不要|别|不用|不会)([\u4e00-\u9fff]{1,2}?)(?:了|吧)?[。！!]?$")
_TOPIC_CANNOT_ZH = re.compile(r"^([\u4e00-\u9fff]{2,6}?)(?:我们|我|咱们)?(?:就|也|肯定|根本)?(?:做|接|干|弄|办|搞)?(?:不了|不来|不成|不做|不接|不干)")
_TOPIC_NOT_ZH = re.compile(r"^([\u4e00-\u9fff]{2,6}?)(?:就|还是|先|也)?(?:不|别|不要|不用|没必要)[\u4e00-\u9fff]{0,3}[。！!]?$")


def keeps_as_is(reply: list[str], proposal: str) -> bool:
    """One of the reply's first two sentences says that what the proposal would change stays as it is: "采还是人采。"
    to "…用无人机采摘…" (the verb echoed), "The paper book stays." to "… writes each cut in a paper book" (a content
    word shared, or the reply opening with it)."""
    for n, s in enumerate(reply[:2]):
        m = (_AS_IS_ZH if CJK_RE.search(s) else _AS_IS_EN).search(s)
        if m is None:
            continue
        if CJK_RE.search(s) and m.lastindex:
            kept = m.group(2)  # "还是用皮尺" keeps what "用扫描仪代替皮尺" would replace, not what it brings in
            if any(g and g in proposal for g in (m.group(1), m.group(3))) or (kept and re.search(
                    rf"(?:代替|替代|取代|换掉|不用|不再用){kept}|{kept}[\u4e00-\u9fff]{{0,4}}(?:换成|改成|改为|换为)", proposal)):
                return True
        elif takes_up([s], proposal) or n == 0:  # the reply opens with it: "The paper rota stays."
            return True
    return False


def negates(reply: list[str], proposal: str) -> bool:
    """A sentence of the reply's first two denies the proposal's own verb: "预测不了" / "不能预测" to "…自动预测…",
    "We can't stream them." to "… stream the talks …"."""
    for s in reply[:2]:
        if CJK_RE.search(s):
            if (m := _TOPIC_NOT_ZH.match(s.strip())) and m.group(1)[:2] in proposal:
                return True  # "录像不卖。" to "…把演出录像做成付费点播…"
            for clause in re.split(r"[，,；;]", s.strip()):
                if (m := _BARE_NOT_ZH.match(clause.strip())) and m.group(1) in proposal:
                    return True  # "不提。" to "…把酒精度提到十八度…", "…，我不开。" to "…开了体验课…"
                if (m := _TOPIC_CANNOT_ZH.match(clause.strip())) and m.group(1)[:2] in proposal:
                    return True  # "两百张我们做不了" to "…订两百张学生琴"
            for m in re.finditer(r"([\u4e00-\u9fff]{2})(?:不了|不来|不出来|不成)|(?:不能|没法|没办法|无法|不可能|不会)再?([\u4e00-\u9fff]{2})", s):
                if (m.group(1) or m.group(2)) in proposal:
                    return True
        else:
            wanted = content_tokens(proposal)
            for m in re.finditer(_NEG_EN + r"\s+(\w+)(?:\s+(\w+))?", s, re.IGNORECASE):
                if content_tokens(" ".join(w for w in m.groups() if w)) & wanted:
                    return True
    return False


# a condition on what is said about an item: a rule about it, not a turn-down ("Never stock them without a test.")
_QUALIFIED = re.compile(r"\b(?:without|unless|except|until|only|if|when|whenever|before|after|while|yet|for now|today|"
                        r"this (?:week|month|year))\b|除非|只|之前|以前|的时候|如果|以外|之外", re.IGNORECASE)


# dropping an item: a drop verb not negated ("Forget the smart locks."; not "Don't skip the tests for …", and "leave"
# is no drop: "Leave the old colours in place")
_DROPS_ITEM = re.compile(rf"(?<!\bdon't )(?<!\bdo not )(?<!\bnever )(?<!\bnot )\b(?:{_DROP_WORDS}|ditch)\b|{_DROPPED_ZH}",
                         re.IGNORECASE)
# a sentence without one of these drops nothing (checked first: most sentences have none)
_DROP_SIGNAL = re.compile(rf"\b(?:no|not|never|{_DROP_WORDS}|ditch)\b|n't\b|cannot|不|别|算了|没戏", re.IGNORECASE)


@functools.lru_cache(maxsize=4096)
def _item_tokens(item: str) -> frozenset[str]:
    return frozenset(content_tokens(item))


def dropped_item(sentence: str, items: list[str]) -> str | None:
    """The open item the user's sentence drops outright, however late, or None: the sentence names it (two of its
    content words: "stock" alone does not name "… stock those smart locks") and denies its verb or turns it down
    ("Forget the smart locks, we're not stocking them.", "门锁的事算了，不进。"), with no condition on it. The
    sentence is read once, whatever the number of items."""
    if not items or not _DROP_SIGNAL.search(sentence) or _QUALIFIED.search(sentence) or sentence.rstrip().endswith(_Q_END) \
            or cue("pending", sentence):
        return None  # a question, a reminder ("Don't forget the …") or a deferral names the item as open
    said = content_tokens(sentence)
    turned = None
    for item in items:
        wanted = _item_tokens(item)
        if not wanted or len(said & wanted) < min(2, len(wanted)):
            continue
        if turned is None:
            turned = bool(_DROPS_ITEM.search(sentence) or _NOT_DOING.search(sentence)) or proposals.turn_down([sentence]) == 0
        if turned or negates([sentence], item):
            return item
    return None


_NOT_DOING = re.compile(r"\b(?:we're|we are|i'm|i am|we|i)(?: really)? not (?:doing|going (?:to do|ahead with)|having|bothering with)\b|"
                        r"不再(?:做|弄|搞)了|不(?:再)?考虑了|没戏", re.IGNORECASE)


def relayed_in(message: list[str]) -> str | None:
    """The sentences of a message that relay someone else's proposal (the last three, in order: "She's on at me to
    start workshops on Saturdays. … She wants a booking page on the site." is one ask), or None."""
    found = [s for s in message[:64] if relayed(s) and (_RELAYED_ASK.search(s) or replies.suggests(s) or any(
        proposals.is_proposal(part.strip(" \"“”")) for part in [s, *_QUOTED.split(s)[1:]]))]
    return " ".join(found[-3:]) if found else None


_QUOTED = re.compile(r"[\"“:：]\s*")


_PART = re.compile(r":\s+|\s[—–-]\s|；|：")


def is_plan(sentence: str) -> bool:
    """A statement of intent ("Let's …", "I'll …", "我打算…"), also after a label ("While we're at it: let's …")."""
    return any(r.search(part.strip()) for part in [sentence, *_PART.split(sentence)[1:]] for r in proposals.INTENT)


_OBJECTION_EN = re.compile(r"\b(?:no|not|never|nobody|nothing|none|without|only|cannot|can't|won't|wouldn't|would|"
                           r"could|need|needs|means?|too|but|however|unless)\b|n't\b|'d\b", re.IGNORECASE)
_OBJECTION_ZH = re.compile(r"[不没无别]|太|得|会|怕|除非|但|可是|不过")


def objection(reply: list[str]) -> bool:
    """The reply's first two sentences object (a negator, a restrictor, a consequence, a contrast): "The boil has
    to be watched … there's nobody here … You'd need a night person." — not "The series should be on Thursdays."."""
    return any((_OBJECTION_ZH if CJK_RE.search(s) else _OBJECTION_EN).search(s) for s in reply[:2])


def objects_to_plan(reply: list[str], plan: str) -> bool:
    """The reply to a plan takes it up (``takes_up``) without a yes: an objection, if the planner concedes."""
    return is_plan(plan) and takes_up(reply, plan) and not proposals.accepts(reply, plan)


# an offer to act on what the user just passed on ("Would you like me to price one up?", "Do you want me to add it to the
# quote?"), and a polite ask that points back at it ("Can you do that when you've a minute?"), thirty-third round
_OFFER_ON_IT = re.compile(r"^(?:(?:so|then|and|ok|okay)[,]?\s+)?(?:(?:do you )?want me to|shall i|should i|would you like me to|"
                          r"can i|could i)\b[^?]{0,40}?\b(?:it|that|this|one|them)\b[^?]{0,40}\?$", re.IGNORECASE)
_DOES_IT = re.compile(r"\b(?:do|make|sort|sort out|handle|set up|add|fix) (?:that|it|this|those|them|one)\b", re.IGNORECASE)


def offers_on_it(sentence: str) -> bool:
    return bool(_OFFER_ON_IT.match(sentence.strip()))


def does_it(sentence: str) -> bool:
    return bool(_DOES_IT.search(sentence))


def asked_before(message: list[str]) -> str | None:
    """The last sentence of a message that passes someone's ask or wish on (``requests.is_reported_ask``, ``relayed_in``),
    or None."""
    return next((s for s in reversed(message[-requests.MAX_SENTENCES:]) if requests.is_reported_ask(s)
                 or relayed_in([s]) is not None), None)
