"""Closed grammatical classes: what a sentence does, read from words that form a small, closed set.

Rule of this module: data and pure functions over one sentence, English and Chinese alike, no state and
no import of the other summarizer modules (``facts`` builds on it). Each blind set found a wording a
phrase list lacked; a closed class — the negators of a language, its restrictors, its universal
quantifiers, its contrast conjunctions, its subordinators — has no new members to find. Three rules
are built on them:

* ``states_rule``: a sentence that says how things are or must be by *negation* (not, n't, never, no,
  nothing, none, nobody, nor, without; 不, 没, 别, 勿, 禁, 无, 非, 未), *restriction* (only, solely,
  except, nothing else, and no other; 只, 仅, 除了…都/以外) or a *universal quantifier* (every, always,
  all, any, each; 每, 所有, 一律, 都) is a rule — unless it is an acknowledgement, a feeling or a
  routine remark ("no problem", "not yet", "don't worry", "没问题", "不用了", "不错", "不客气"), a
  question, a past-tense report ("nothing broke", "都过了"), or a report of the speaker's state of mind
  or of a malfunction ("I don't know why …", "The page doesn't load", "我没看懂", "页面打不开"). The caller (``facts.classify``) also
  leaves out reports of work done, open items and turn-downs.
* ``concedes_then_contrasts``: a reply whose first sentence sets a contrast (but, however, though,
  although, except that, still; 但, 但是, 不过, 可是, 只是, 就是) after a concession or hedge ("Tempting,
  but …", "I see the appeal, though …", "好是好，但…", "想法不错，不过…") does not accept.
* ``main_clause``: the part of a sentence before its first subordinator (whatever, what, which, that,
  who, where, when, if, because, …), so that a participle in a subordinate clause ("whatever was
  booked") does not make the sentence a report of done work.
"""

from __future__ import annotations

import re

_NEGATOR_EN = r"not|n't|never|no|nothing|none|nobody|no one|nor|without|neither|nowhere|cannot"
_RESTRICTOR_EN = r"only|solely|except|exclusively|nothing else|no other|and nothing more|nothing but|alone"
_UNIVERSAL_EN = r"every|everyone|everything|always|all|any|anyone|anything|each|whenever|whatever"
CLASS_EN = re.compile(rf"(?:\b(?:{_NEGATOR_EN}|{_RESTRICTOR_EN}|{_UNIVERSAL_EN})\b|n't\b)", re.IGNORECASE)
# the Chinese classes, with the words built on them that negate or quantify nothing (不过 = but, 不错 = good, …)
CLASS_ZH = re.compile(
    r"(?:不|没|别|勿|禁|无|非|未)(?!过|错|客气|好意思|知道|然|少|久|同|一样|断|停|如|妨|仅|光|但|论|管|愧|住|得不|止|必)"
    r"|只|仅|除了|除.{1,10}外|以外|之外|每|所有|一律|都|全部|任何")
_ATTRIBUTE_ZH = re.compile(r"[不没非未无][\u4e00-\u9fff]{1,3}的(?=[\u4e00-\u9fffA-Za-z])")
_NOT_A_NEGATION_ZH = re.compile(r"别的|别人|别处|别家|无论|非常|未来|并非不|没事|没关系|没问题|没错|差不多|要不|是不是|能不能|"
                                r"行不行|好不好|对不对|要不要|可不可以|会不会|有没有|不用了|不必了|算不算")

# acknowledgements, feelings, routine remarks: they contain a class word and state no rule
_ACK_EN = re.compile(
    r"^(?:(?:ok(?:ay)?|oh|ah|well|right|thanks|and|so|hmm+)[,!.]?\s+)*(?:no (?:problem|worries|rush|hurry|need|thanks|idea|"
    r"change|luck|news|pressure|big deal)|not (?:yet|now|really|sure|bad|a problem|at all|today|quite|much)|never ?mind|"
    r"don't worry|do not worry|no,? (?:that's|it's|this is) (?:fine|ok|okay|good|great|all right)|nothing (?:yet|else|new|"
    r"to add|more)|none yet|all (?:good|set|done|clear|green|fine)|any (?:news|luck|update)|that's all|anything else|"
    r"(?:i|we) (?:don't|do not|didn't) (?:know|mind|care|remember|think so)|not that i know|no,? thanks?|no\b[.!]?$|"
    # urgency, importance, feelings: "I'm not in a hurry", "It's not urgent", "None of this is urgent"
    r"(?:i'm|i am|we're|we are) not in (?:a|any) (?:hurry|rush)|(?:it|this|that)(?:'s| is)(?: not|n't) (?:urgent|important|"
    r"pressing|a (?:problem|blocker|priority|big deal|concern))|none of (?:this|that|it) is (?:urgent|pressing|a (?:problem|blocker)))"
    r"(?![\w'’])", re.IGNORECASE)  # a whole word: "no changes to X during Y" is a rule, not "no change"
_ACK_ZH = re.compile(r"^(?:好的?|嗯|哦|行|那)?[，,]?(?:没问题|不用了|不必了|不错|不客气|没事|没关系|不要紧|不急|都行|都可以|都好|没有了|"
                     r"不知道|还没|暂时没有|没别的|没其他|不着急|别急|别着急|不是很急|没啥问题|没什么问题|(?:这个|那个)?不(?:太)?重要)")
# a past-tense main verb: the sentence reports what happened, it does not say how things must be
_PAST_EN = re.compile(r"\b(?:was|were|did|didn't|had|hadn't|wasn't|weren't|went|broke|came|ran|got|found|failed|passed|"
                      r"crashed|happened|showed|turned out|used to)\b", re.IGNORECASE)
# "I never tested it", "We only checked the first page": the speaker's own past ("Nothing ordered after noon ships …"
# may be a rule, so a negated subject before -ed is not read as past)
_PAST_ED_EN = re.compile(r"^(?:i|we)\s+(?:\w+\s+)?\w+ed\b", re.IGNORECASE)
# "…，这个三十年没变过。": a trailing clause saying the rule has long held, not a report of the past
_HELD_ZH = re.compile(r"[，,；;](?:这个|这条|这规矩|这一条|这|规矩)?[^，,。；]{0,8}(?:从来|从|一直|向来)?(?:没|未)(?:有)?(?:变|改|动|破)过[。！!]*$")
# "…，带露水的桑叶不喂蚕，前年有户人家图省事，一匾蚕全拉稀死了。": the story of why, after the rule
_PAST_STORY_ZH = re.compile(r"[，,；;](?:前年|去年|上次|上回|以前|有一年|那年|有一次|有回|有户|有个|有位|有家)[^。！!]*[。！!]*$")
_PAST_TIME_ZH = re.compile(r"^(?:昨天|今天(?!起|开始)|前天|刚才|刚刚|上周|上礼拜|上个月|那天|当天|去年|前年)")
_RULE_MODAL_ZH = re.compile(r"不能|不要|必须|别|不许|不准|不得|不可|禁止|一律|只能|务必|不接|不收|不做|不卖|不喂|不用")
_PAST_ZH = re.compile(r"(?:了|过)[。！!…]*$|(?:都|全)(?:过|好|完|做完|弄完|跑完|通过)了|没(?:出|报|发现|遇到|看到)")
_QUESTION = re.compile(r"[?？]\s*$|[吗么][。]?$|呢$")  # "…，一条线后头是好几家人吃饭呢。": 呢 with a full stop asks nothing


# the speaker's own state of mind, or something not working: a negation that reports, it states no rule
# ("I don't know why …", "The page doesn't load", "我没看懂", "页面打不开")
_STATE_EN = re.compile(
    r"^(?:(?:and|but|so|also|hmm+|well|honestly)[,]?\s+)*(?:i|we)\s+(?:do not|don't|can't|cannot|couldn't|didn't|haven't|still don't)\s+"
    r"(?:really\s+)?(?:know|see|understand|get|find|remember|recall|follow|think|mind|care|like)\b"
    # a thing, not a person, fails; the word starts where a token does (a bare \b let "a'a'a'…" retry the
    # rest of the text from every apostrophe: quadratic)
    r"|(?<![\w'])(?!(?:please|i|we|you|they|people|one|users|customers|staff|members)\b)[\w']+\s+"
    r"(?:doesn't|don't|does not|do not|isn't|aren't|is not|are not|won't|will not|can't|cannot)\s+(?:seem to\s+|really\s+|even\s+)?(?:work|load|start|"
    r"run|pass|compile|build|open|respond|connect|sync|show up|happen|render|save|print)(?:s|ing)?\b"
    r"|^nothing (?:happens|shows|loads|works|changes)\b|^that(?:'s| is) not what (?:i|we) (?:meant|said|asked)", re.IGNORECASE)
_STATE_ZH = re.compile(r"^(?:我|我们)(?:还|也)?(?:没|不)(?:太)?(?:看懂|懂|知道|明白|找到|看到|记得|清楚|理解)|"
                       r"[打跑连用起登刷]不(?:开|通|上|了|来|进去|出来)|加载不出|没(?:有)?反应|不通过|无法|不太(?:清楚|明白|懂|确定)")


# a firm rule word in a later clause: the state report was a preamble ("I don't care who it is, I never play past …")
_FIRM_EN = re.compile(r"^(?:(?:but|and|so)\s+)?(?:i|we|you|they|nobody|no one)\s+(?:\w+\s+)?(?:never|always|must|mustn't|only|don't|do not)\b",
                      re.IGNORECASE)  # a person's rule: "…, I never play past …"; not "…, but it never loads on Safari"
_FIRM_ZH = re.compile(r"^(?:但是?|不过)?(?:我|我们|你|你们|他们|谁)(?:都|也|就)?(?:从不|绝不|必须|不能|不准|不许|只能|一律)")


def reports_state(sentence: str) -> bool:
    """A negation that reports the speaker's state of mind or a malfunction (see ``_STATE_EN``), unless a later
    clause states a rule with a firm word."""
    s = sentence.strip()
    zh = bool(re.search(r"[\u3400-\u9fff]", s))
    m = (_STATE_ZH if zh else _STATE_EN).search(s)
    if m is None:
        return False
    rest = re.split(r"[,;，；]\s*", s[m.end():], maxsplit=1)
    later = rest[1] if len(rest) == 2 else ""
    return not (later and not _QUESTION.search(later) and (_FIRM_ZH if zh else _FIRM_EN).search(later)
                and not (_STATE_ZH if zh else _STATE_EN).search(later))


# a rule announced with an aside before it ("And the rule, which the new ones hate, nobody …", "The one rule: …")
_RULE_LEAD_EN = re.compile(r"^(?:(?:and|so|but|oh|also)[,]?\s+)*(?:the|our|my|one|a|house|club)\s+(?:(?:one|only|big|golden|main|"
                           r"first|iron|house)\s+)?rule(?:,\s*(?:which|that|and|as)\b[^,.;:]{0,80},|\s*:)\s*", re.IGNORECASE)


def states_rule(sentence: str) -> bool:
    """A sentence that says how things are or must be with a negator, a restrictor or a universal
    quantifier (see the module rule); a class word in an acknowledgement, a question or a past-tense
    report does not count."""
    text = sentence.strip()
    if not text or _QUESTION.search(text) or reports_state(text):
        return False
    if re.search(r"[\u3400-\u9fff]", text):
        held = _HELD_ZH.sub("", text[ack_end(text):])
        text = _PAST_STORY_ZH.sub("", held)
        if text != held and not _RULE_MODAL_ZH.search(text) and (_PAST_TIME_ZH.match(text) or "没" in text):
            text = held  # "昨天没开门，有个管道坏了。": a report of the day, then of why; no rule before the story
        if _PAST_ZH.search(text):
            return False
        # "那个不稳定的依赖", "没用的开关": a negator inside an attribute (…的 before a noun) negates no rule
        return bool(CLASS_ZH.search(_ATTRIBUTE_ZH.sub("", _NOT_A_NEGATION_ZH.sub("", text))))
    text = text[ack_end(text):]  # "No problem, but nobody touches X" still states a rule
    text = _RULE_LEAD_EN.sub("", text, count=1)  # "And the rule, which the juniors hate, nobody …": the rule after it
    if _PAST_EN.search(main_clause(text)) or _PAST_ED_EN.search(text.lstrip(" ,;:—–-")):
        return False
    # "… the helper that nobody understands" states no rule; "unless" / "except" restrict wherever they are
    return bool(CLASS_EN.search(main_clause(text))) or bool(re.search(r"\b(?:unless|except)\b", text, re.IGNORECASE))


_UNIVERSAL_ONLY_EN = re.compile(rf"\b(?:{_UNIVERSAL_EN})\b", re.IGNORECASE)
_UNIVERSAL_ZH = re.compile(r"每|所有|都|全部|任何")
_EVERY_MUST_ZH = re.compile(r"每[^，,。；]{0,8}都(?:要|得|必须|需要)")


# at the start of the sentence, or of a consequence clause ("…, so every panel gets …": "so" and every/each only;
# "Good news: every page loads …" reports); no repeated run after a comma (that was quadratic on "ok, so ok, so …")
_QUANTIFIED_SUBJECT_EN = re.compile(r",\s*(?:and\s+)?so\s+(?:every|each)\b|"
                                    r"^(?:(?:and|also|so|ok(?:ay)?|right|mm+)[,.]?\s+)*(?:every|each|any|everyone|everything|"
                                    r"anyone|anything|all(?! (?:the|these|those|our|my|your|their|of)\b))\b", re.IGNORECASE)
_QUANTIFIED_ZH = re.compile(r"^(?:每|所有|任何|全部|凡是)|一律|除了.{1,20}都")


def only_universal(sentence: str) -> bool:
    """The sentence's only class word is a universal quantifier other than "always" / 一律."""
    if re.search(r"[\u3400-\u9fff]", sentence):
        if _EVERY_MUST_ZH.search(sentence):
            return False  # "…每天早上都要搅一遍": an obligation, quantified
        rest = _UNIVERSAL_ZH.sub("", _NOT_A_NEGATION_ZH.sub("", sentence))
        return bool(_UNIVERSAL_ZH.search(sentence)) and not CLASS_ZH.search(rest)
    if re.search(r"\balways\b", sentence, re.IGNORECASE):
        return False
    rest = _UNIVERSAL_ONLY_EN.sub("", sentence)
    return bool(_UNIVERSAL_ONLY_EN.search(sentence)) and not CLASS_EN.search(rest)


def quantifies_subject(sentence: str) -> bool:
    """A universal quantifier that makes a rule: on the subject ("Every crate carries …", "所有…", "每位…"),
    一律, or 都 after 除了; "… alert every member" and "把所有检查都跑一遍" quantify an object, and "All the
    cards are tagged" a known set (a report), not a rule."""
    text = sentence.strip()
    if re.search(r"[\u3400-\u9fff]", text):
        return bool(_QUANTIFIED_ZH.search(text))
    return bool(_QUANTIFIED_SUBJECT_EN.search(text))


_ACK_WHOLE = re.compile(r"^(?:\s+(?:at all|then|for now|today|thanks|here|there))?[\s,.!;。！，了啊呀]*$", re.IGNORECASE)


def ack_end(sentence: str) -> int:
    """Where an acknowledgement that opens the sentence ends (0 when it does not open with one)."""
    m = (_ACK_ZH if re.search(r"[\u3400-\u9fff]", sentence) else _ACK_EN).match(sentence)
    return m.end() if m else 0


def acknowledges(sentence: str) -> bool:
    """The whole sentence is an acknowledgement or routine remark ("No rush.", "Not yet.", "没问题。")."""
    text = sentence.strip()
    m = (_ACK_ZH if re.search(r"[\u3400-\u9fff]", text) else _ACK_EN).match(text)
    return bool(m) and bool(_ACK_WHOLE.match(text[m.end():]))


_CONTRAST_EN = (r"but|however|though|although|except that|still|yet|that said|having said that|then again|"
                r"(?:the )?(?:trouble|problem|catch|snag|thing) is")
# a short concession or hedge, then the contrast, in the reply's first sentence ("Tempting, but …",
# "Nice idea, though the …", "I see the appeal; however …", "It would work, except that …")
_CONCEDE_CONTRAST_EN = re.compile(
    rf"^(?:[\w'’]+[\s-]+){{0,5}}[\w'’]+(?:[,;—–]\s*|\s+-\s+)(?:{_CONTRAST_EN})\b|^(?:[\w'’]+\s+){{0,5}}[\w'’]+\s+but\b"
    r"|^(?:although|though|while|even if|even though|granted)\b[^,.;]{1,80},"
    # a hedge, then a clause that ends on its contrast ("Lovely in theory; the caretaker starts at seven though.")
    r"|^(?:[\w'’]+[\s-]+){0,5}[\w'’]+[,;—–]\s*[^.?!]*\b(?:though|however|mind you)\s*[.!]?$"
    r"|^[^.;,]{0,30}\bin (?:theory|principle)\b[,;—–]", re.IGNORECASE)
_NOT_CONTRAST_EN = re.compile(r"\b(?:but|though|still|yet)\s+(?:sure|ok|okay|yes|fine|go ahead|let's(?! not)|we can|i can|i'll|"
                              r"it's fine|that's fine|do it|please)\b", re.IGNORECASE)
_CONCEDE_CONTRAST_ZH = re.compile(r"^[^。！？；]{1,24}?[，,、\s]?(?:但是|但|不过|可是|只是|就是|然而)")
# a yes narrowed to a part by a contrast and a restrictor ("可以，但是只在礼盒里试"): the rest is turned down; not 只要 (as long as)
ONLY_BUT_ZH = r"[，,]\s*(?:但是?|不过|可是)(?:我们)?(?:只|仅|就只|先只)(?!要|是|有)"
_YES_BUT_ONLY_ZH = re.compile(r"^(?:可以|好|行|好吧|行吧)" + ONLY_BUT_ZH)
_CONCESSION_ZH = re.compile(r"好是好|是是|可以是可以|行是行|不错|挺好|有道理|想法|主意|思路|办法|听着|听起来|看起来|理论上|技术上|诱人|"
                            r"也行|能是能|倒是|确实|虽然|是个")
_ACCEPTING_START_EN = re.compile(r"^(?:yes|yeah|yep|sure|ok(?:ay)?|fine|agreed|go ahead|do it|great|perfect|please do)\b[^,]*,?\s*"
                                 r"(?:but|though)\s+(?:first|also|make sure|remember|don't forget|keep|check)\b", re.IGNORECASE)


def concedes_then_contrasts(first: str) -> bool:
    """The reply's first sentence concedes or hedges, then sets a contrast: it does not accept ("Yes, but
    first …" — an acceptance with a condition — does)."""
    text = first.strip()
    if re.search(r"[\u3400-\u9fff]", text):
        m = _CONCEDE_CONTRAST_ZH.search(text)
        return bool(_YES_BUT_ONLY_ZH.match(text)) or (bool(m) and bool(_CONCESSION_ZH.search(text[: m.end()])))
    return bool(_CONCEDE_CONTRAST_EN.search(text)) and not _NOT_CONTRAST_EN.search(text) \
        and not _ACCEPTING_START_EN.search(text)


_SUBORDINATOR_EN = re.compile(r"\b(?:whatever|whichever|whoever|wherever|whenever|however|what|which|that|who|whom|whose|where|"
                              r"when|if|unless|because|since|as|than|once|after|before|until|while|though|although|"
                              r"so that|in case|whether)\b", re.IGNORECASE)


def main_clause(sentence: str) -> str:
    """The sentence up to its first subordinator (the whole sentence when it opens with one and has a
    comma: "After the pipeline was rebuilt, it is green" -> "it is green")."""
    text = sentence.strip()
    opening = re.match(r"^(?:whatever|whichever|whoever|wherever|whenever|what|which|when|if|unless|because|since|as|once|after|"
                       r"before|until|while|though|although|whether)\b[^,]*,\s*", text, re.IGNORECASE)
    if opening:
        text = text[opening.end():]
    m = _SUBORDINATOR_EN.search(text, 1)
    return text[: m.start()] if m else text


# a question nobody can answer yet, said as a statement by the user: "And the big worry: whether the council will renew
# the permit.", "I don't know whether their insurance covers us.", "我也不知道明年场地还能不能租。" (not "I don't know why …")
_OPEN_QUESTION_RE = (re.compile(r"^(?:(?:and|but|so|also)[,]?\s+)?(?:(?:the |one |another |my |our |a )?(?:[\w']+ ){0,2}(?:worry|worries|question|unknown|"
                                r"concern|mystery)\s*:\s*whether\b|(?:i|we) (?:really |honestly )?"
                                r"(?:don['’]t|do not|still don['’]t) know (?:whether|if)\b|(?:nobody|no one) (?:knows|can say|can tell us) (?:whether|if)\b)"
                                r"(?=.{12,})", re.IGNORECASE),
                     re.compile(r"^(?:[^，,。]{1,12}[：:])?(?:我|我们)?(?:也|都|真|还)?(?:不知道|不确定|不清楚|说不准|说不好|谁也说不准|没人知道)"
                                r"[^。！？]{2,40}?(?:能不能|会不会|是不是|有没有|要不要|行不行|还让不让|还给不给)"))
# a question of whether the work is done ("Did you get the tune list done?", "Quick one, have you …?"): it closes nothing
STATUS_QUESTION_EN = re.compile(r"^(?:(?P<lead>[^,:?]{1,25})[,:]\s+)?(?:(?:and|so|also|oh|ok(?:ay)?|right)[,]?\s+)?"
                                r"(?:did|have|has|is|are|was|were|do|does)\b[^?]*\?$", re.IGNORECASE)
# a question put to someone else, whose answer is awaited: "We sent a sample to the lab to find out whether it has …"
_SENT_TO_FIND_OUT_EN = re.compile(r"\b(?:i|we|she|he|they)(?:'ve| have)? (?:sent|asked|rang|rung|e-?mailed|written to|wrote to)\b"
                                  r"(?! to\b)[^.;]{1,120}?\bto (?:find out|see|check|learn|confirm|ask) (?:whether|if)\b(?=.{12,})"
                                  r"(?![^.]{0,160}?(?:[;:–—]|,\s*(?:and\s+)?(?:it|they|he|she|i|we)\b|"
                                  r"\band (?:it|they|he|she|i|we|got|was|were)\b|\b(?:came back|replied|confirmed|said (?:yes|no))\b))", re.IGNORECASE)
# not a question left open but an aside before the point ("I don't know if it matters, but …", "…, so I removed it",
# "I don't know if you could …", "我也不知道会不会影响性能，先合并吧。", "…，反正合同我已经签了。")
_ASIDE_RE = (re.compile(r",\s*(?:but|so|anyway|though|and (?:i|we))\b|\b(?:if|whether) (?:it|that|this)(?:'s| is| was| would be)? "
                        r"(?:matters?|related|relevant|possible|important|helps|useful)\b|\b(?:if|whether) (?:you|i) (?:could|can|mentioned|"
                        r"told|said)\b", re.IGNORECASE),
             re.compile(r"[，,](?:反正|不过|但|但是|可是|先|你先|我已经|已经)|吧[。！!]?$|试试"))


def open_question_at(sentence: str) -> int | None:
    """Where a question nobody can answer yet, said as a statement, starts (``facts.classify``: an open item)."""
    text = sentence.strip()
    zh = bool(re.search(r"[\u3400-\u9fff]", text))
    m = _OPEN_QUESTION_RE[1 if zh else 0].search(text) or (None if zh else _SENT_TO_FIND_OUT_EN.search(text))
    if m is None and not zh:  # said after an option: "We could run a spare, but nobody knows whether the licence covers it."
        tail = _OPEN_QUESTION_AFTER_EN.search(text)
        if tail and not text.endswith("?") and not _ASIDE_RE[0].search(text[tail.end():]) \
                and _OPEN_QUESTION_RE[0].match(text[tail.end():]):
            return tail.end()
        return None
    if m is None or text.endswith(("?", "？")) or _ASIDE_RE[1 if zh else 0].search(text):
        return None
    return m.start()


_OPEN_QUESTION_AFTER_EN = re.compile(r"[,;]\s+(?:but|though|only)\s+(?=(?:nobody|no one) (?:knows|can say|can tell us) (?:whether|if)\b)",
                                     re.IGNORECASE)
