"""What a reply answers: the sentence of the other party's message it responds to, found by structure.

Rule of this module: pure functions over sentences, English and Chinese alike. Recognising a proposal
by its opening words ("Could we …", "要不 …") does not generalise — every new speaker has another
opening — so the answered sentence is found from the *reply* and the *shape* of the previous message,
not from a list of openings. In the other party's latest message the reply answers (``target``):

1. its last question that puts something forward: a ``proposals`` form (any Chinese yes/no question that
   asks neither for information nor for a status among them), or any English question with a modal or a
   why-not ("Why can't we …?", "Parents could …, couldn't they?") that is not an information question
   (what, which, how much …) nor a status question ("Is the site up?", "Did it pass?");
2. else its last *suggestion-bearing* statement: a ``proposals`` form; a modal of possibility or
   preference before an action, any subject ("residents could upload …", "we might give …", "I'd just
   text …", "we can …", "…，可以把…", "不妨…", "最好…"; ``would`` / ``'d`` only with I, we, you, and never
   after it, that, this, they — "that would add …" is a consequence; "可以…了" reports a result); or a
   report of someone's ask ("a councillor asked for …", "the office wants …", "有车商希望…", "…说想…");
3. else its last sentence — unless the message itself answered the other party without accepting.

Not a target, whatever its form: a report of work done (``facts.closes``), a turn-down, a rejection or
a rule of the speaker's own (``facts.classify``; a preference such as "I'd keep …" may be a suggestion),
a fragment, and what ``proposals.waits`` excludes (plans, requests to look into something).

Form 1's and the ``proposals`` forms are answered by the reply whatever it says, as before; the others
only when the reply *responds* (``responds``): its first sentence starts by pointing back ("That only
works …", "Then …", "这样的话…") or by turning down; for a suggestion also when its first clause points
back ("For deaf viewers that's worse —", "… go for that") or its first two sentences share a content
word with it (not when the suggestion is itself an open item: new work is not answered by a shared word).
From the assistant, a reply after tool calls is the work itself: an acceptance (so is any work after a
polite request, "Could you rerun …?"). What the answer is — accepted, turned down (a rejection word in
passing pairs the reply with what it answers), or not taken up — is ``proposals.answer``; acceptance is
a closed class: a yes (yes, sure, fine, noted, understood, happy to, "it does", 好, 行, 收到, 明白), an echo
of the proposal's verb, or the work itself.
"""

from __future__ import annotations

import re

from . import classes, proposals
from .proposals import is_story
from .facts import CJK_RE, classify, closes, content_tokens, cue, cue_at, meaningful, strong_constraint

STRONG, MODAL, POINTED = "strong", "modal", "pointed"  # how a target was found (see the module rule)

_Q_END = ("?", "？")
# a modal of possibility or preference before an action (the verb is any word that is not be/have/not)
_MODAL_EN = re.compile(
    r"\b(?:(?:i|we|you)(?:'d| would)|we can|could|might|should|ought to)\s+(?:just\s+|simply\s+|also\s+|always\s+|"
    r"probably\s+|maybe\s+|perhaps\s+|easily\s+|instead\s+|rather\s+|then\s+|all\s+)?(?!be\b|have\b|not\b|never\b|n't)"
    r"(?!(?:guess|say|think|imagine|expect|assume|bet|suppose|reckon|hope|know|see|notice|agree)\b)"  # a hedge: "…, I'd guess"
    r"[a-z][a-z'-]+\b", re.IGNORECASE)
_CONSEQUENCE_SUBJECT = re.compile(r"\b(?:it|that|this|which|there|they|those|these)\s+(?:could|might|may|can|should)\b",
                                  re.IGNORECASE)
_MODAL_ZH = re.compile(r"可以(?![吗么了的是])(?=[\u4e00-\u9fffA-Za-z0-9])(?![^，,。；]*了)|不妨|或许可以|也许可以|最好(?!不|别)|应该(?!是|不)")
# someone's ask, reported: a third party's proposal
_REPORTED_EN = re.compile(r"\b(?:ask(?:s|ed|ing)? (?:for|about|us to|me to|to)|"
                          r"(?:want|wants|wanted)\b(?! to know| more| less)|would like|'d like (?:us|you|me|to)|requested|request(?:s|ing)? (?:a|an|the)|keeps? (?:asking|pushing|on about)|"
                          r"pushing for|hoping for|begged|lobbying for|wonder(?:s|ed|ing)? about|"
                          + proposals.TOLD_TO + r")\b", re.IGNORECASE)
_REPORTED_ZH = re.compile(r"(?<!我)(?:希望|想要|想让|要求|提议|建议|提出|问(?:能不能|能否|可不可以|要不要|是否)|说想|说要|想把|想改)")
_INFO_EN = re.compile(r"^(?:(?:so|and|but|ok|okay|also)[,]?\s+)*(?:what|which|how(?! about)|where|who|whom|whose|when)\b",
                      re.IGNORECASE)
_STATUS_EN = re.compile(r"^(?:(?:so|and|but|ok|okay|also)[,]?\s+)*(?:is|are|was|were|did|does|do|has|have|had)\b(?!\s+(?:we|you|i)\s+"
                        r"(?:want|need|have to|really|just))", re.IGNORECASE)
_QUESTION_MODAL_EN = re.compile(r"\b(?:could|can|should|shall|would|might|may|must|can't|couldn't|shouldn't|wouldn't|won't|"
                                r"why not|why don't|why can't|why won't|why wouldn't|why shouldn't|what about|how about|"
                                r"what if|instead|rather than)\b", re.IGNORECASE)
# the reply points back at what it answers: at its start ("That only works …", "Which would mean …",
# "这样的话…"), or, for a suggestion, as the subject or object of its first clause ("For deaf viewers that's
# worse —", "The committee will never go for that")
_POINTS_BACK = proposals.POINTS_BACK
_POINTS_BACK_IN = re.compile(
    r"\b(?:that|this|it)(?:'s| is| would| will| won't| wouldn't| isn't| doesn't| can't| only| just| sounds| seems| makes)\b"
    r"|\b(?:for|with|about|like|do|try|tried|did|done) (?:that|this)\b|(?:这样|那样|这么做|那么做|这个办法|这种做法)"
    # a pro-form as the object of a verb of doing, an adverb between ("did exactly that", "tried the same"),
    # 这么/那样 + a verb of doing ("就这么干过")
    r"|\b(?:do|does|did|done|doing|try|tries|tried|trying|had|has)\s+(?:(?:exactly|just|precisely|pretty much|much|almost|"
    r"something like|all)\s+)?(?:that|this|so|the same)\b|\b(?:did|done|tried|had)\s+(?:exactly\s+|just\s+)?it\b|(?:这么|那么|这样|那样)(?:干|做|搞|弄|办|试|改|玩)"
    # Chinese leaves the object out: "以前试过", "去年就做过" point back at what was put forward
    r"|^(?:我们)?(?:以前|之前|去年|前年|上次|早就|早先|当年|原来)(?:也|就|都)?(?:试过|做过|搞过|弄过|用过|干过)", re.IGNORECASE)
# a request, not a judgement ("纸质菜单上的价格要改一下", "Please change the price on the paper menu.")
_ASKS_WORK = re.compile(r"\b(?:please|could you|can you|would you|change|update|fix|add|remove)\b|要改|改一下|改成|请|帮我|麻烦|加一|删", re.IGNORECASE)
# what a proposal would replace: "… instead of clay jars", "用钢罐代替陶缸陈酿" (the words after the marker)
_REPLACES = re.compile(r"\b(?:instead of|in place of|rather than|replace|replacing|swap(?:ping)? out|get rid of|ditch(?:ing)?) "
                       r"((?:[\w'-]+ ){0,3}[\w'-]+)|(?:代替|取代|替代|替换|换掉|不用)([\u4e00-\u9fff]{2,4})", re.IGNORECASE)
_IF_SO_ZH = re.compile(r"^[^，,。；]{2,16}的话(?=[，,])")
_FIRST_CLAUSE = re.compile(r"[;:—–]|\s-\s|[；：]")


def _question_target(sentence: str) -> bool:
    text = sentence.strip()
    if not text.endswith(_Q_END):
        return False
    if CJK_RE.search(text):
        return False  # a Chinese question puts an option forward by the ``proposals`` forms alone
    if _INFO_EN.match(text) and not re.match(r"^(?:what|how) about\b|^what if\b", text, re.IGNORECASE):
        return False
    if _STATUS_EN.match(text) and not re.match(r"^(?:is|would|do) (?:it|we|you) (?:worth|better|ok|okay|fine|safe|want|need)",
                                                text, re.IGNORECASE):
        return False
    return bool(_QUESTION_MODAL_EN.search(text))


# a doing put forward by what it would bring ("…: letting customers pick their own slot, would save you calls")
_GERUND_WOULD = re.compile(r"(?:^|[:,]\s*)(?!(?:no|some|any|every)thing\b|during\b|morning\b|evening\b|spring\b|string\b|"
                           r"thing\b|king\b|bring\b|ring\b|sing\b|wing\b|ceiling\b)[a-z]+ing\b[^.;?!]{0,100}?\b(?:would|could|might) (?:save|help|make|cut|give|let|speed|"
                           r"free|bring|stop|spare|halve|double)\b", re.IGNORECASE)
# a thing put forward by what it would bring someone ("While we're at it: a price board by the gate would let people
# see …", "…, a loyalty card would bring the regulars back"): an indefinite noun phrase first, after a start, a label or
# a fronted clause, and a benefit for someone — not a consequence ("Without the lock, a second worker would make a
# duplicate charge.", "a migration would mean downtime", "A restart would help here.")
_THING_WOULD = re.compile(r"(?:^|[:,]\s*)(?:a|an)\s+[^.;:?!]{2,100}?\b(?:would|could) (?:(?:let|help|save|spare|allow) (?:you|us|"
                          r"people|them|everyone|everybody|customers|members|visitors|families|folk|the \w+)\b|"
                          r"bring [^.;:?!]{1,30}? back\b)", re.IGNORECASE)


# a thing put forward by what others of the kind do (thirty-second round): "Some centres do …", "For quiet months some
# studios run …", "One thing a lot of vans do now is …", "One thing some pools have done is …" — the subject a plural of
# the speaker's own kind of place or trade, the verb one of doing or offering (not "Some customers have complained …")
_PEERS = r"(?:some|many|most|a lot of|lots of|plenty of|several|a few|loads of|other)\s+(?:other\s+)?(?:[\w-]+\s+)?(?:[\w-]+s|people|folk)"
_PEER_VERB = r"(?:(?:now|already|often|also)\s+)?(?:do|run|offer|sell|use|put on|hold|try|have tried|have done|have started(?: doing)?|are doing|are running)"
_OTHERS_DO = re.compile(rf"^(?:(?:so|and|well|also|oh)[,]?\s+)*(?:(?:for|in|on|during|over|at) [^,.;:?!]{{1,40}},?\s+)?{_PEERS}\s+{_PEER_VERB}"
                        rf"(?:\s+(?:now|these days|nowadays))?\s+(?!it\b|that\b|this\b|so\b|the same\b|well\b|badly\b|\w+ly\b)\w"
                        rf"|^(?:(?:so|and|well|also|oh)[,]?\s+)*one (?:thing|idea) {_PEERS}\s+{_PEER_VERB}(?:\s+(?:now|these days|nowadays))? is\b",
                        re.IGNORECASE)


def suggests(sentence: str) -> bool:
    """A statement that puts an action forward by its grammar: a modal before an action (any subject but a
    consequence's: "that could …"), a report of someone's ask, or what others of the kind do ("Some studios run …")."""
    if CJK_RE.search(sentence):
        return bool(_MODAL_ZH.search(sentence) or _REPORTED_ZH.search(sentence))
    return bool((_MODAL_EN.search(sentence) and not _CONSEQUENCE_SUBJECT.search(sentence))
                or _REPORTED_EN.search(sentence) or _GERUND_WOULD.search(sentence) or _THING_WOULD.search(sentence)
                or _OTHERS_DO.search(sentence.strip()))


def _waits(sentence: str, speaker: str, how: str) -> bool:
    """A sentence that can wait for an answer (``proposals.waits``: no plan, investigation, rejection said as
    one, turn-down or report of work); one found by its grammar alone is a full sentence, not a rejection
    of the speaker's own, and not a rule (a preference may still be a suggestion: "I'd keep …")."""
    if how == STRONG:
        return True  # as before: whether it waits is asked of the answer (``proposals.is_ask``)
    section = classify(sentence, speaker)
    return proposals.waits(sentence) and meaningful(sentence) and not (closes(sentence) and not is_story(sentence)
                                                                       and not _asks_before_done(sentence)
                                                                       and not _OTHERS_DO.search(sentence.strip())) \
        and not any(r.search(sentence) for r in proposals.TURN_DOWN) and section != "decisions-rejected" \
        and (section != "constraints" or (how == MODAL and not strong_constraint(sentence)))


def _asks_before_done(sentence: str) -> bool:
    """Someone's ask comes before the done word ("They'd like you to spray … when it's finished."): no report."""
    asked = (_REPORTED_ZH if CJK_RE.search(sentence) else _REPORTED_EN).search(sentence)
    done = cue_at("done", sentence)
    return asked is not None and (done is None or asked.start() < done)


def target(sentences: list[str], speaker: str = "user", *, answer: bool = False) -> tuple[str, str] | None:
    """``(sentence, how)`` the other party's next reply answers, or None (see the module rule). ``answer``:
    the message answered the other party without accepting, so it puts no bare last sentence up. A plan of
    the speaker's ("I'll print what I can for now.") gives way to a later story of what someone else does
    ("… a studio in Leeds decided to switch to …"): the story is what the reply answers."""
    found = _target(sentences, speaker, answer=answer)
    if found and any(r.search(found[0]) for r in proposals.INTENT):
        later = sentences[sentences.index(found[0]) + 1:] if found[0] in sentences else []
        story = next((s for s in reversed(later) if is_story(s) and _waits(s, speaker, POINTED)), None)
        if story is not None:
            return story, POINTED
    return found


# the other side's yes, reported after what was put to them ("…, and they went for that.", "他们回信说行。"):
# what came before it in the message is settled, not waiting for this reply
SETTLED = re.compile(
    r"\b(?:they|he|she|the [a-z]+)(?:'ve|'s| have| has)?(?: both)? (?:went for (?:it|that|this)|took (?:it|that|this)(?: up)?|taken (?:it|that|this)(?: up)?|agreed(?: to (?:it|that|this))?|"
    r"said yes|accepted(?: (?:it|that|this))?|(?:are|were|was|is) (?:happy|fine|ok|okay) with (?:it|that|this))"
    r"(?: to (?:it|that|this|them|the idea))?\s*[.!]?$"
    # "…, and they said grand, they'll take that.", "… and he said fine."
    r"|\b(?:they|he|she|the [a-z]+) said (?:grand|fine|deal|great|sure|right|lovely|okay|ok|yes|go on(?: then)?|go for it)(?:,? (?:they|he|she)(?:'ll| will) (?:take|have|do) "
    r"(?:it|that|this|them))?\s*[.!]?$|\b(?:they|he|she)(?:'ll| will) take (?:it|that|this)\s*[.!]?$"
    # the deal closed ("So that's agreed.", thirty-third round)
    r"|^(?:(?:so|and|right)[,]?\s+)?(?:that's|that is) (?:agreed|settled|a deal)\s*[.!]?$"
    r"|(?:他们|他|她|对方|人家|那边)(?:也|都)?(?:回信|回复|回话|打电话)?(?:说)?(?:行|可以|同意了?|答应了?|没问题|好|要得)(?:了)?[。！!]?$"
    # the subject left out after a comma ("她去问了她们经理，刚回电话说可以。", thirty-fourth round)
    r"|[，,](?:刚|刚才|后来|马上|随后)?(?:回信|回复|回话|回电话|打电话回来)(?:说)?(?:行|可以|同意了?|答应了?|没问题|要得)(?:了)?[。！!]?$"
    r"|\b(?:they|he|she)(?:'s| is| was| were)? (?:made up|chuffed|delighted|thrilled|pleased|over the moon) with (?:it|that|this)\s*[.!]?$"
    # the yes after a moment's thought, or from someone named by their post, a clause after it ("他想了想答应了。",
    # "经理说行，先上清洗。")
    r"|(?:他们|他|她|对方|人家|那边|(?<![我你])[\u4e00-\u9fff]{0,3}(?:经理|科长|主任|老板|老总|局长|处长|书记|会长))(?:也|都)?"
    r"(?:想了想|考虑了一下|琢磨了一下)?(?:回信|回复|回话|打电话)?(?:说)?(?:行|可以|同意了?|答应了?|没问题|要得)(?:了)?(?:[。！!]?$|[，,])",
    re.IGNORECASE)


# what the speaker answered someone's ask before the message says they took it ("I offered mornings till noon, and
# they took it.", "我回信说…不做，可以…。他们回信说行。"): a counter, when it holds a contrast or says what stays
_COUNTER_EN = re.compile(r"^(?:(?:and|but|so|well)[,]?\s+)?(?:i|we) (?:said|offered|told (?:him|her|them)|suggested|proposed|"
                         r"countered|wrote back|replied)\b", re.IGNORECASE)
_COUNTER_ZH = re.compile(r"^(?:我|我们)(?:就|当时|当场)?(?:让[\u4e00-\u9fff]{1,4}?)?(?:回信|回复|回话|回邮件|跟[\u4e00-\u9fff]{1,6}?|对他们|给他们)?"
                         r"(?:说|讲|提出|建议)")  # "我让周梅跟他讲，…": the answer sent through someone


# the same, said to someone named: "我建议…" alone is a proposal to the listener, "我回信说…" a report
_ANSWERED_ZH = re.compile(r"^(?:我|我们)(?:就|当时|当场)?(?:回信|回复|回话|回邮件|跟他们|跟她|跟他|对他们|给他们|跟对方|告诉他们|告诉他|告诉她)")


def reports_answer(sentence: str) -> bool:
    """The speaker reports what they answered someone ("I said we'd do it.", "我回信说可以。"): no proposal or
    request of their own to the other party."""
    s = sentence.strip()
    return bool((_ANSWERED_ZH if CJK_RE.search(s) else _COUNTER_EN).search(s))


def counters(sentence: str) -> bool:
    """What the speaker said back holds a contrast or says what stays ("我说…不做，可以…"; the looser form: a
    reported answer need not name its recipient here, the deal being reported in the same message)."""
    s = sentence.strip()
    return bool((_COUNTER_ZH if CJK_RE.search(s) else _COUNTER_EN).search(s) and proposals.not_plain(s))


def settled_at(sentences: list[str]) -> int | None:
    """The last sentence that reports the other side's yes (``SETTLED``), or None."""
    return max((i for i, s in enumerate(sentences) if SETTLED.search(s.strip())), default=None)


# a suggestion that adds to the one before it ("淡季还可以…", "You could also …", thirty-fourth round)
_ALSO = re.compile(r"^[\u4e00-\u9fff]{0,6}(?:还|也)可以|^(?:you|we) (?:could|can|might) also\b", re.IGNORECASE)
# a sentence that says how the option just named would work ("You'd put up the weeks you're free …", "It would …")
_ELABORATES = re.compile(r"^(?:you'd|you would|it'd|it would|they'd|they would|that'd|that would|people would|each \w+ would|"
                         r"we'd|we would)\b", re.IGNORECASE)


def _target(sentences: list[str], speaker: str = "user", *, answer: bool = False) -> tuple[str, str] | None:
    settled = settled_at(sentences)
    cuts = [settled] if settled is not None and any(reports_answer(s) for s in sentences[:settled + 1]) else []
    cuts += [i for i, s in enumerate(sentences) if reports_answer(s) and not counters(s)]
    if cuts:  # "I offered a key safe instead, and they went for that.", "I said we'd do it.": the speaker answered
        sentences = sentences[max(cuts) + 1:]  # what they were asked, and they settled or it was a yes; nothing waits
    for at in range(len(sentences) - 1, -1, -1):
        s = sentences[at]
        if s.rstrip().endswith(_Q_END):
            if proposals.is_proposal(s):
                if at and proposals.offers_it(s) and (proposals.is_proposal(sentences[at - 1])
                                                      or proposals.NAMES_AN_OPTION.match(sentences[at - 1].strip())) \
                        and not sentences[at - 1].rstrip().endswith(_Q_END):
                    return sentences[at - 1] + " " + s, STRONG  # "One thing: a quote form on the site. Want me to set one up?"
                return s, STRONG
            if _question_target(s) and _waits(s, speaker, MODAL):
                return s, MODAL
    for at in range(len(sentences) - 1, -1, -1):
        s = sentences[at]
        if s.rstrip().endswith(_Q_END) or reports_answer(s):
            continue  # what the speaker told a third party puts nothing to the other party
        found = STRONG if proposals.is_proposal(s) and _waits(s, speaker, STRONG) else \
            MODAL if suggests(s) and _waits(s, speaker, MODAL) else None
        if found is not None:
            if at and _ELABORATES.match(s.strip()) and proposals.NAMED_AFTER_LABEL.match(sentences[at - 1].strip()):
                return sentences[at - 1] + " " + s, found  # "One way …: an online booking page …. You'd put up …"
            if at and _ALSO.search(s.strip()) and suggests(sentences[at - 1]) and not sentences[at - 1].rstrip().endswith(_Q_END):
                return sentences[at - 1] + s, found  # "…可以在作坊里开打铜体验课，…；淡季还可以在网上约小团。": one proposal, and more of it
            return s, found
    story = next((s for s in reversed(sentences[-3:]) if is_story(s) and _waits(s, speaker, POINTED)), None)
    if story is not None and not answer:
        return story, POINTED  # "… there's a farrier in Devon who glues shoes on. He says …": the story, not its coda
    last = sentences[-1] if sentences else ""
    if last and not answer and not last.rstrip().endswith(_Q_END) and _waits(last, speaker, POINTED):
        return last, POINTED
    return None


def responds(reply: list[str], answered: str, how: str, *, strict: bool = False) -> bool:
    """Does the reply respond to ``answered``? Always for a strong target; else when its first sentence
    starts by pointing back, turns down, or concedes then contrasts (``classes``); for a bare last
    sentence when its first sentence points back anywhere ("Eastfield did that in 2019."), for a
    suggestion in its first clause or by a content word shared in its first two sentences (not with an
    open item)."""
    if how == STRONG:
        return True
    if not reply:
        return False
    first = reply[0].strip()
    if _POINTS_BACK.search(first) or any(r.search(first) for r in proposals.TURN_DOWN_START + proposals.TURN_DOWN) \
            or classes.concedes_then_contrasts(first):
        return True
    if _POINTS_BACK_IN.search(first if how == POINTED else _FIRST_CLAUSE.split(first, maxsplit=1)[0]):
        return True  # a bare last sentence is answered by a reply that points back anywhere in its first sentence
    if (m := _IF_SO_ZH.match(first)) and content_tokens(m.group(0)) & content_tokens(answered):
        return True  # "按小时收的话，…": a condition that repeats what was put forward
    if (m := _REPLACES.search(answered)) and content_tokens(m.group(1) or m.group(2)) & content_tokens(first) \
            and not _ASKS_WORK.search(first) and not cue("pending", first):
        return True  # "… use steel tanks instead of clay jars" answered "Clay jars breathe.": the thing it would replace, defended
    if how != MODAL or strict:  # strict: a proposal still waiting is not answered by a word it shares with other talk
        return False
    return not cue("pending", answered) and bool(content_tokens(answered) & content_tokens(" ".join(reply[:2])))
