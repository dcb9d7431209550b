"""What a sentence carries: the surface cues and fact carriers the offline summarizer sorts by.

Rule of this module: pure functions over text, English and Chinese alike, no state. A sentence is
sorted into a section by its cue words (constraint, rejection, open item, blocker, decision, done);
its *carriers* (``carriers``) are the tokens a later turn may need verbatim — paths, URLs, commands in backticks,
code identifiers, hashes, ticket ids, hosts and ports, and numbers — found after progress counters
("step 12.1", "round 3", "第 3 步") are taken out, so "step 12.1 done" carries nothing. A sentence with
neither a strong cue nor a carrier is *routine*. Two keys compare items: ``dedupe_key`` (case, space
and punctuation folded) and ``template_key`` (digits masked too, so "Step 12.1 done: 44 tests pass"
and "Step 13.1 done: 45 tests pass" are one template, the newer superseding the older; digits inside
a name — ``mod_12.py`` — are not masked; short ticket numbers — ``T-5``, ``rc-12`` — are). An open item is
closed by a later sentence that ``closes`` (a done cue, or done said as a participle or a result: "rc-5 is
tagged", "也打好了") and ``completes`` it: names its content words (a deferral's condition left out) or the
label that numbers its work ("job 12", "T-5", "任务 12").
"""

from __future__ import annotations

import re

from ..core.jsvalues import js_len
from . import classes, lexicon
from .carriers import COUNTER_RE as _COUNTER_RE, CJK_RE, carriers, found_in, strip_counters  # noqa: F401 (re-exported)

_CUES = {
    "rejected": (
        r"\b(reject(ed|ing)?|advise against|decided against|ruled out|rule out|not going (that way|to)|"
        # "won't" of a person (we won't, the council won't): not of a thing that fails ("now it won't build"), nor a
        # question's opening ("Won't the cache go stale?")
        r"(?<!^)(?<!\bit )(?<!\bthat )(?<!\bthis )(?<!\bwhich )(?<!\bthere )(?:won't|will not)(?!\s*[;,]\s*(?:i'll|i will)\b)"  # not "I won't; I'll wait …"
        r"(?! (?:build|compile|start|run|load|save|boot|connect|print|sync|install|fit|go (?:in|through)|pass|finish|turn on|"
        r"respond|close|launch|mount|update|charge|unlock|"
        # a thing that "won't work"; a person's "won't work weekends / nights / Sundays" refuses
        r"work(?!\s+(?:weekends?|nights?|evenings?|overtime|late|for|with|past|beyond|bank holidays|\w+days)\b))\b)"
        r"|don't want|do not want|rather not|I'd rather|instead of|instead,|scrap|abandon(ed)?|"
        r"drop (it|that|the)|dropped(?! (?:out|off|by|in)\b)|no longer|out of scope|not worth|too risky|(?<!not a )(?<!n't a )(?<!not such a )bad idea|shouldn't|"
        r"should not|not an option|discard(ed)?|gave up|give up|backed out|reverted|let's not|let us not|rather than|"
        r"skip (it|that|this)|forget (it|about)|no to|against (it|that|this|doing|using)|not a good idea|"
        r"not viable|not feasible|unworkable|(?<!n't )(?<!not )(?<!nobody )(?<!no one )(?<!\bif they )(?<!\bif we )voted (?:it|that|this|them|the (?:idea|plan|proposal|motion)) down|(?<!n't )(?<!not )(?<!\bwas )(?<!\bif it was )voted down)\b|"
        # the listener's earlier option, thought over and answered by an objection ("The forum you suggested: I've
        # thought about it, and our lot are not on computers.")
        r"^(?:the|that|your) [^,.;:]{3,60}? (?:you|you've) (?:suggested|mentioned|proposed)(?: last time| earlier| the other day)?[,:]\s+"
        r"(?:i've |i have )?(?:thought about it|slept on it|mulled it over)[,:;]\s+(?![^.?!]*(?:go ahead|let's|can't see any|no reason not|"
        r"not (?:hard|bad|difficult|a problem)|\bfine\b))[^.?!]*(?:\b(?:not|no|never|too)\b|n't\b)|"
        # an option named and declined with thanks and a reason ("An online module, thanks, but my lot come here to …")
        r"^(?!(?:got it|great|perfect|looks good|looks great|that works|that's (?:great|fine|perfect|lovely)|nice|ok|okay|cool|lovely|"
        r"brilliant|sounds good|good|fine|yes|sure|all good|done|noted|understood)\b)"
        r"(?:(?:and|but|the|an?)\s+)?[\w'-]+(?: [\w'-]+){0,6},\s*(?:thanks|thank you)[,]?\s+but (?:my|our|we|i|they)\b",
        # the listener's earlier option, thought over and answered by an objection ("你上次说的那个，搞个…，我琢磨了一下，…根本改不过来")
        r"^(?:你|您)(?:上次|上回|之前|前几天|那天)(?:说|提|讲)的(?:那个)?[，,]?[^。？！]{2,40}?[，,](?:我)?(?:琢磨了一下|想了想|考虑了一下|想过了)[，,](?!(?:可以|挺好|行|好|没问题))"
        r"[^。？！]*(?:不[了来动起够]|没(?:法|空|时间|精力|人)|太[^。？！]{0,6}了|怕|顾不上|忙不过来)|"
        # voted down by a body ("昨天理事会投票，十一票里九票反对，没通过。")
        r"(?:(?<!还没)(?<!没有)(?<![没未])投(?:了)?票|(?<![没未])表决|理事会|委员会|管委会|董事会|股东会|村委会|业委会|家委会|居委会|会员大会|(?:开会|会上)(?:研究|讨论|商量))(?:(?!没有?人|无人|还没|还未|赞成)[^。？！]){0,60}?"
        r"(?:反对|(?<!通过)没通过|没有通过|未通过|不同意|没批)(?![^。？！]*通过了)|"
        r"放弃|不采用|不建议|否决|弃用|不考虑|不再|不行|(?<!要)不要用|(?<!大家)(?<!你们)(?<!你)(?<!您)不用(?!担心|着急|急|谢|客气|麻烦|管|干等|等|怕|紧张|操心|费心|特意|专门|太)|改用|而不是|算了|不值得|风险太大|回退方案|不可行|"
        # a verdict on an option for those it would serve, conceded: "也是，加会员积分对游客没用。" (not "这个参数对性能没用吗？")
        r"^(?:也是|确实|的确|是啊|说得对|有道理)[，,]\s*[^，,。！？吗]{2,30}对[^，,。！？的]{1,10}(?:没用|没什么用|没啥用|用处不大|意义不大|没意义)(?![的吗])",
    ),
    "constraint": (
        r"\b(new rule|(?:house|golden|standing) rule(?! of thumb)|(?:that's|that is|this is|it's) (?:a|the|our) (?:new )?rule(?: now)?\b(?! of thumb)|don't|do not|never|must|mustn't|must not|has to|have to|required?|requirement|constraint|"
        r"only|avoid|prefer(ence|red)?|always|(?<!\bi )(?<!\bwe )(?<!\bthey )keep(?! going| it up| up\b| on\b|\s+\w+ing\b)|^\s*(?:please\s+)?keep|without|no new|from now on|not allowed|forbidden|make sure|ensure|"
        r"at (least|most)|hard rule|rule:|(?:the|our|my|one|a|house|golden) rule is(?! (?:broken|blocking|still|firing|failing|missing|enabled|disabled|applied|active|now|not|set|in place|triggered|wrong|deleted|gone|matching|working|being)\b)|house rule|golden rule|policy|please (don't|do not|keep|use|stick)|stick to|stay on|"
        r"compatib(le|ility)|read-only|read only|no|important|critical|crucial|essential|mandatory|"
        # a rule said as written down: "…, it's in the club's constitution", "that's in the bylaws"
        r"(?:it's|it is|that's|that is|this is) (?:all )?(?:in|written in|down in) (?:the|our) (?:\w+(?:'s)? )?(?:rules|rulebook|constitution|bylaws|by-laws|"
        r"handbook|regulations|articles)(?=\s*[.,;!]|\s*$)|"  # the document ends the clause: not "in the rules folder"
        r"strict(ly)?|under no circumstances|"
        # an ultimatum ("steel toecaps or you go home"), a habit set after an incident ("last week a dog bit …, so now
        # reactive dogs arrive at ten past")
        r"or (?:you|they|he|she)(?:'re| are|'ll| will)? (?:go(?:es)? home|(?:be |get )?sent home|out(?=\s*(?:[.,;!]|$))|off the (?:course|site|team|yard|field))|"
        r"(?:last (?:week|night|month|year|time|term|season|\w+day)|yesterday|the other (?:day|week|night))\b(?!,?\s+(?:i|we)\b)[^.;?!]{3,200}?,\s*(?:and\s+)?"
        r"so (?:now|from now on|these days|nowadays)\s+(?!(?:i|we|you|it|that|this|there)\b)(?:[\w'-]+ ){1,3}(?:arrive|wait|come|go|stay|park|"
        r"sign|wear|bring|use|queue|line up|check in|book|pay|sit|leave|enter|travel|ride|eat|drink)\b[^.;?!]*\b(?:until|till|before|after|"
        r"outside|first|only|at (?:the|ten|half|quarter|\d)))\b",
        r"重要|(?<!可)不可以|(?<!要)不要|别(?![的人处家])|(?<!能)不能|不得|必须|只能|禁止|保持|注意|要求|务必|请勿|不许|不准|只允许|至少|至多|兼容|一律|始终|一定要|严禁|"
        r"约束|规定|规矩(?:就)?是|老规矩|从现在开始|今后|"
        # what must come first: "还回来的衣服先蒸汽消毒才能再租", "旧件要给车主看过才能扔" (not "要等他回来才能改")
        r"(?:先|要(?!是|不是))(?!等)(?![一二两三四五六七八九十几\d])[^。，,；？?]{1,16}?才(?:能|可以|许|准)(?![^。？?]*[吗？?])|"
        # a rule said as written down: "…，这是协会章程里写的。", "章程里写着…"
        r"这(?:是|都是|可是)[^，,。！？]{0,6}(?:章程|规章|制度|条例|合同|协议|规则)(?:里|上|中)?(?:写|定|规定)的(?=[。！!，,]|$)|"
        r"(?:章程|规章|条例)(?:里|上)(?:写着|写了|定了)|"
        r"不超过|不得超过|不低于|不少于|不多于|最多|最少|以内|(?<![一两几每这那])只(?![是怕好见不有])",
    ),
    "pending": lexicon.pending_patterns(),  # the table of open-item phrasing, lexicon.PENDING
    "deadline": lexicon.deadline_patterns(),  # work due before an event: a user's open item (lexicon.DEADLINE)
    "blocked": (
        r"\b(blocked|blocks|blocking|stuck|fails?|failed|failing|cannot|can't|unable|error|broken|crash(es|ing)?|"
        r"denied|refuses?|collides?|conflict)\b",
        r"阻塞|卡住|失败|无法|报错|错误|拒绝|冲突|崩溃|不通过",
    ),
    "decision": (
        r"\b(I'll|I will|we'll|we will|let's|decided|decision|going with|go with|switch(ed)? to|chose|choose|"
        r"use|using|instead|plan is|approach|moved?|changed?|set to|agreed)\b",
        r"决定|采用|改为|改成|使用|选择|方案|换成|设为|设置为|同意|就用|统一",
    ),
    "done": (
        # not negated: "The page is not done yet", "isn't fixed" report work still open, not work done
        # nor promised: "I'll get it done after …", "I'll have that fixed by Friday"
        r"(?<!\bnot )(?<!n't )(?<!\bnever )(?<!\bnot yet )(?<!\bnot been )(?<!'ll get it )(?<!'ll get that )(?<!'ll have it )"
        r"(?<!'ll have that )(?<!'ll get them )(?<!\bwill get it )\b(done|fixed|added|updated|created|removed|renamed|implemented|passes|passed|pass now|clean|"
        r"completed?|finished|merged|deployed|shipped|wrote|applied|committed|resolved|works now|succeeded|"
        r"tidied|cleaned up)\b",
        r"已|完成|修复|通过|搞定|提交了|解决|处理完毕",
    ),
    "goal": (
        r"\b(the goal|our goal|my goal|goal is|objective|new task|main task|the task is|we are trying to|"
        r"we're trying to)\b",
        r"目标是|任务是|这次的任务|本次任务|新任务",
    ),
}
CUE_RE = {k: (re.compile(en, re.IGNORECASE), re.compile(zh)) for k, (en, zh) in _CUES.items()}
# someone's verdict on an option ("the board voted it down", "Gareth vetoed it", "the café is off the table", "the
# council turned us down"), read only in a sentence that neither negates, doubts nor asks it ("Nobody vetoed it",
# "I don't think the café is off the table", "Who vetoed it?", "… voted against, but the motion passed") and not
# of a dial or a drink ("We turned it down overnight", "He knocked it back in one gulp")
_NEGATED_BEFORE = (r"\b(?:not|never|nothing|nobody|no one|if|whether|unless|almost|nearly|only|why|who|what|when)\b|n't\b|"
                   r"\bno \w+ (?:is|are|was|were)\b")
_VERDICT_EN = re.compile(
    # not a question, not overturned ("… but the motion passed"), and nothing before the verdict negates or doubts
    # it (a reason after it may: "Gareth vetoed it because it doesn't scale"); each check bounded, so linear
    r"^(?!.*\?\s*$)(?!.*\bbut\b[^.;!?]{0,80}?\b(?:passed|agreed|approved|go(?:es)? ahead|went ahead|reconsider\w*|back on)\b)"
    r"(?:(?!" + _NEGATED_BEFORE + r").)*?"
    r"(?P<cue>\b(?:vetoed|voted (?:it|that|this|them) down|voted down (?:the|our|my|his|her|their)\b|voted against\b|"
    r"(?:was|were|got|been) (?:voted down|vetoed|knocked back)|turned (?:us|me) down|"
    # a dial is turned down to a level, overnight, last night; an option by someone, for a reason
    r"(?:was|were|got|been) turned down(?=\s*(?:[.,;:!—–-]|$)|\s+(?:by|because|as|for the (?:second|third|last) time)\b)|"
    r"turned down (?:the|our|my|his|her|their) (?:offer|proposal|idea|plan|request|bid|application|quote|suggestion|motion)|"
    r"turned (?:it|that|this|them) down(?=\s*(?:[.,;:!—–-]|$)|\s+(?:last|this|yesterday|today|on|flat|cold|outright|straight away|by \w+ votes?|"
    r"for the (?:second|third|last) time|to (?:protect|keep|save|avoid|stop|prevent))\b)|"
    r"knocked (?:it|that|this) back(?=\s*(?:[.,;:!—–-]|$)|\s+(?:last|this|yesterday|today|on)\b)|(?:is|are|was|were|'s|'re) (?:still )?off the table)\b)",
    re.IGNORECASE | re.DOTALL)
CUE_RE["rejected"] += (_VERDICT_EN,)
_FUTURE_WORK_RE = tuple(re.compile(en, re.IGNORECASE) for en in (lexicon.REMINDER[0], lexicon.DEFERRAL[0], lexicon.gap_patterns()[0])) \
    + tuple(re.compile(zh) for zh in (lexicon.REMINDER[1], lexicon.DEFERRAL[1], lexicon.gap_patterns()[1]))

# an abbreviation before a number ends no sentence ("we're county club no. 4471", "vol. 3", "p. 12")
_NUMBERED_ABBREVIATION = r"(?<!\bno\.)(?<![\w,] No\.)(?<![\w,] NO\.)(?<!\b[Nn]os\.)(?<!\b[Vv]ol\.)(?<!\bpp\.)(?<!\bp\.)(?<!\b[Ff]ig\.)" \
                         r"(?<!\b[Rr]ef\.)(?<!\b[Tt]el\.)(?<!\b[Aa]rt\.)(?<!\b[Ss]ec\.)(?<!\b[Cc]h\.)"
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=[^\s\d])|(?<=[.!]['\"”’])\s+(?=[A-Z])|(?<=[.!?])" + _NUMBERED_ABBREVIATION + r"\s+(?=\d)|(?<=[。！？；])|\n+")
BULLET_RE = re.compile(r"^\s*(?:[-*•]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+)")
REASON_RE = re.compile(r"^(because|since|as|it|that|this|the reason|otherwise|因为|原因|由于|否则|这)", re.IGNORECASE)

_STOP = frozenset(
    "a an the of to in on at for and or but with from by as is are was were be been it its this that these those we i you "
    "our my your us me they them he she his her there here so then than also just now still need needs should would "
    "could can will shall must have has had do does did done doing make made get got please ok okay todo next later "
    "remember yet not finish finished complete completed completion step let lets let's more most any some who what "
    "which".split()) | set(lexicon.FILLER_EN) \
    | {"t", "s", "ll", "re", "ve", "d", "m"}  # the pieces of contractions (don't, we'll, it's)
_ZH_STOP = re.compile(r"还需要|需要|后续|下一步|接下来|待办|待检查|待处理|稍后|之后|以后|已经|已|完成|完毕|搞定|"
                      + lexicon.FILLER_ZH + r"|了|的|再|要|还|把|记下来")


_STRONG_CONSTRAINT_RE = (
    re.compile(r"\b(don't|do not|never|must|mustn't|must not|has to|have to|required?|forbidden|not allowed|"
               r"make sure|ensure|hard rule|important|critical|crucial|mandatory|under no circumstances|always|"
               r"no new)\b", re.IGNORECASE),
    re.compile(r"不要|别(?![的人处家])|不能|不得|必须|只能|禁止|务必|请勿|不许|不准|严禁|一定要|重要|一律|始终|不可以|只允许"))


def strong_constraint(text: str) -> bool:
    """A constraint said as a rule (never, must, don't, 不要, 必须 …), not only a preference (keep, only, prefer)."""
    return any(r.search(text) for r in _STRONG_CONSTRAINT_RE)


# a time, then a negator: a rule for that time, not work for later ("晚上十点以后不开灯", "下班之后一律不回消息")
_TIME_RULE_ZH = re.compile(r"(?:以后|之后)(?:一律|都|也|就)?(?:不|别|禁止|不得|不能|不许|不准)")
# a habit bound to a time of day, said in the present passive ("flowers are picked before ten in the morning",
# "the hives are opened only after 11am"): a rule of the work, though it has no negator
_TIME_RULE_EN = re.compile(r"\b(?:are|is|gets?|get) (?:always |only )?(?:[a-z]+ed|[a-z]+en|cut|put|shut|set|kept|sent|sold|brought) "
                           r"(?:only )?(?:before|by|no later than|not before|after) (?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)|"
                           r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: o'clock)?(?= in the (?:morning|evening|afternoon)| at night|,|\.|$)|"
                           r"noon|midday|midnight|dawn|sunrise|sunset|first light)", re.IGNORECASE)


def states_rule(sentence: str) -> bool:
    """A user's rule said by a closed class (``classes.states_rule``) that is not a report of work done
    (a done cue, a result; a participle counts only beside a quantifier: "The list is ordered by date and
    nothing else" and "Every outing is logged" state rules, "all the cards are tagged" reports), an open item, a reminder or a
    deferral; a universal quantifier alone makes a rule only on the subject or as the adverb of one
    ("Every crate carries …", "所有…一律…"; not "Run all the checks.", "… alert every member")."""
    if not classes.states_rule(sentence) or says_done(sentence) or any(r.search(sentence) for r in _CLOSE_RE[1:]) \
            or (_CLOSE_RE[0].search(classes.main_clause(sentence)) and classes.only_universal(sentence)
                and not classes.quantifies_subject(sentence)) or (cue("pending", sentence) and not _TIME_RULE_ZH.search(sentence)) \
            or any(r.search(sentence) for r in _FUTURE_WORK_RE):
        return False
    return not classes.only_universal(sentence) or classes.quantifies_subject(sentence)


def cue(kind: str, text: str) -> bool:
    return any(r.search(text) for r in CUE_RE[kind])


def cue_at(kind: str, text: str) -> int | None:
    """Where the first cue of ``kind`` starts in ``text``, or None."""
    found = [m.start("cue") if "cue" in r.groupindex else m.start() for r in CUE_RE[kind] if (m := r.search(text)) is not None]
    return min(found) if found else None


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text``: on ``. ! ?`` + space (also after a full stop and a closing quote: "… all summer.' I wrote back …"; a quoted question stays with its answer), on
    ``。！？；`` and on line breaks; bullets and list numbers stripped (a list item's number opens no sentence of its own)."""
    out = []
    for line in text.split("\n"):
        for piece in _SENTENCE_RE.split(BULLET_RE.sub("", line)):  # "1. A loyalty card." is one sentence, not "1." and one
            piece = BULLET_RE.sub("", piece).strip()
            if piece and not set(piece) <= set("`-*#=|>"):
                out.append(piece)
    return out


def meaningful(text: str) -> bool:
    return js_len(text) >= (12 if CJK_RE.search(text) else 30)


_KEY_STRIP = re.compile(r"^\*\*(?:rejected|decision|not taken up)\*\*:\s*|\s+\(c\d+\)$", re.IGNORECASE)
_PUNCT = re.compile(r"[\s.,;:!?。，；：！？、'\"`()（）\[\]“”‘’-]+")


def dedupe_key(text: str) -> str:
    return _PUNCT.sub(" ", _KEY_STRIP.sub("", text).casefold()).strip()


_NUMBER_RE = re.compile(r"(?:(?<![A-Za-z0-9_./:-])|(?<=\s-))\d+(?:[.,]\d+)*(?:[A-Za-z%]{1,3})?(?![A-Za-z0-9_/-]|:\S)")


# a ticket label of any length: ``T-5``, ``rc-12``, ``PR-88``, ``CHOIR-105``, ``INFRA-2031`` (long ones in capitals)
_TICKET_RE = re.compile(r"(?<![A-Za-z0-9_./:-])([A-Za-z]{1,3}|[A-Z][A-Z0-9]{0,9})-\d+(?![A-Za-z0-9_/-]|[.:]\d)")


def template_key(text: str) -> str:
    """``dedupe_key`` with progress counters, standalone numbers (with a unit stuck to them, ``2.3s``,
    ``500KB``) and short ticket numbers (``T-5``, ``rc-12``, ``PR-88``) masked; digits inside a name stay
    (``mod_12.py``, ``v2.14.0``, ``kid-2024-07-a``)."""
    masked = _TICKET_RE.sub(lambda m: m.group(1) + "-#", _COUNTER_RE.sub(" # ", _KEY_STRIP.sub("", text)))
    return dedupe_key(_NUMBER_RE.sub("#", masked))


def shape_key(text: str) -> str:
    """``dedupe_key`` with every carrier and counter masked: what kind of statement it is."""
    rest = strip_counters(_KEY_STRIP.sub("", text))
    for token in sorted(carriers(text), key=len, reverse=True):
        rest = rest.replace(token, " § ")
    return re.sub(r"\d+", "#", dedupe_key(rest))


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            word = word[: -len(suffix)]
            if word.endswith("i") and suffix in ("ed", "es"):
                word = word[:-1] + "y"  # notified, notifies -> notify
            break
    if len(word) > 2 and word[-1] == word[-2] and word[-1].isalpha() and word[-1] not in "aeiou":
        word = word[:-1]  # a doubled final consonant, on both sides: tagged/tag -> tag, added/add -> ad
    return word.rstrip("e") if len(word) > 3 else word


def content_tokens(text: str) -> set[str]:
    """Words (stemmed, stop words and cue words out) and CJK bigrams, for matching a done item to an open one."""
    tokens: set[str] = set()
    lowered = text.casefold()
    for run in re.split(r"[^\u3400-\u9fff]+", _ZH_STOP.sub(" ", lowered)):
        tokens |= {run[i:i + 2] for i in range(len(run) - 1)} if len(run) > 1 else ({run} if run else set())
    for word in re.findall(r"[a-z0-9_./:-]+", lowered):
        word = word.strip(".:-/")
        if word and word not in _STOP:
            tokens.add(_stem(word))
    return tokens


# the condition of a deferral or a rule says when, not what ("Tag rc-5 once the board is clear", "nobody bowls until they've
# passed the course", "看板清空以后打 rc-5"): a done word in it reports no work done ("… once I fixed the import" is a report)
# possessive spaces: "\s*,?\s+" split every run of spaces two ways at every start (quadratic on runs of spaces)
_CONDITION_EN = re.compile(r"(?<=\S)(?:\s*+,)?\s++(?:once|when|after|as soon as|by the time|whenever|until|till|unless|before)\b"
                           r"(?!\s+(?:i|we)\s+\w+ed\b)[^,.;]*|^\s*(?:once|when|after|as soon as|by the time|until|unless|before)\b"
                           r"[^,]*,", re.IGNORECASE)
_CONDITION_ZH = re.compile(r"^[^，,。；]{1,20}?(?:以后|之后|后)[，,]?")
# a label that numbers the work: "job 12", "ticket T-5", "rc-5", "任务 12", "工单 T-5"
_LABEL_RE = re.compile(r"\b(job|ticket|task|step|issue|item|card|story|bug|pr|case|stage|phase|part|batch|milestone|chunk)\s*#?"
                       r"(\d+(?:[.\-]\d+)*)\b|(?<![\w.-])([a-z]{1,4}-\d+|(?-i:[A-Z][A-Z0-9]{0,9})-\d+)\b|(任务|工单|步骤|事项|卡片|需求|批次|阶段)\s*(\d+)(?![\dA-Za-z])",
                       re.IGNORECASE)
# done said by a participle or a result complement, for closing items only ("rc-5 is tagged", "也打好了")
_CLOSE_RE = (re.compile(r"\b(?:is|are|was|were|has been|have been|got)\s+(?:now\s+|all\s+|also\s+)?(?:[a-z]+ed|done|built|"
                        r"sent|made|written|taken|run|set|shut|cut|put|drawn|given|shown)\b", re.IGNORECASE),
             re.compile(r"^\s*(?:job|ticket|task|step|issue|item|card|story|bug|pr|case|stage|phase|part|batch|milestone|chunk)"
                        r"\s*#?\d+[\w.-]*\s+(?:is\s+|was\s+|has been\s+|got\s+)?(?:[a-z]+ed|done|gone|over|through)\b", re.IGNORECASE),
             re.compile(r"[\u4e00-\u9fff](?:好|完|掉|齐|妥|上|完成)了|(?:收尾|结束|关闭|关掉|上线|合并|交付|落地)了"))


def closes(sentence: str) -> bool:
    """A sentence that may close an open item: a done cue, or done said as a participle or a result in
    its main clause ("whatever was booked" reports nothing: ``classes.main_clause``); not a question of whether it is."""
    asked = classes.STATUS_QUESTION_EN.match(sentence.strip())
    if asked and not (asked.group("lead") and closes(asked.group("lead"))):
        return False  # not "Finished it, do you want …?" / "Step 4 done: is …?": the lead reports the work done
    return cue("done", sentence) or bool(_CLOSE_RE[0].search(classes.main_clause(sentence))) \
        or any(r.search(sentence) for r in _CLOSE_RE[1:])


def labels(text: str) -> set[str]:
    """The labels that number a piece of work in ``text`` ("job 12", "t-5", "任务12")."""
    out = set()
    for m in _LABEL_RE.finditer(text):
        if m.group(1):
            out.add(f"{m.group(1).casefold()} {m.group(2)}")
        elif m.group(3):
            out.add(m.group(3).casefold())
        else:
            out.add(f"{m.group(4)}{m.group(5)}")
    return out


def says_done(sentence: str) -> bool:
    """A done cue outside the sentence's condition clauses."""
    return cue("done", without_condition(sentence))


def without_condition(sentence: str) -> str:
    """A deferral without its condition ("I'll start the plan once I know who's coming" → "I'll start the plan"): the
    condition says when, not what."""
    return _CONDITION_ZH.sub("", sentence) if CJK_RE.search(sentence) else _CONDITION_EN.sub("", sentence)


def completes(done_sentence: str, open_item: str) -> bool:
    """Does a done-sentence close an open item? Every content token of the item (one in five may be
    missing; the condition clause of a deferral left out) must be in the sentence; at least two tokens,
    so a bare "done" closes nothing. A label that numbers the work ("job 12", "T-5") in both closes it."""
    if labels(open_item) & labels(done_sentence):
        return True
    what = without_condition(open_item)
    wanted = content_tokens(what if content_tokens(what) else open_item)
    if len(wanted) < 2:
        # a lone token only when it is a number ("Next: step 12.2" / "Step 12.2 done")
        return bool(wanted) and any(c.isdigit() for c in next(iter(wanted))) and wanted <= content_tokens(done_sentence)
    missing = len(wanted - content_tokens(done_sentence))
    return missing <= len(wanted) // 5


# a question asking for information ("How much is left?", "还剩多少？") names no work to do
_INFO_QUESTION_RE = re.compile(r"^(?:what|which|how (?:much|many|long|far)|where|who|anything|nothing else|is|are|was|were|did|does|has|have)\b.*\?$|(?:多少|哪些|哪个|什么|几个|几项|几步).{0,10}[？?]$",
                               re.IGNORECASE)


# "Can you make sure the reminder goes out …?": a request said as a polite question, not a rule (its question mark
# left out too: "And can you make Ruth a list of the plots with no water butt.")
_POLITE_ASK_RE = re.compile(r"^(?:(?:and|also|so|oh|ok(?:ay)?|please)[,]?\s+)*(?:can|could|would|will) you\b.*[?.]$", re.IGNORECASE)


_ALTERNATIVE_ASKED = re.compile(r"\b(?:instead of|rather than|instead)\b|而不是", re.IGNORECASE)


# a turn-down the assistant restates right after the user's: an acknowledgement, then "no" and the option in two words
# or more ("Noted: no paid ticketing plan.", "Understood, no booking form with a card deposit."), "X is off the table",
# or "好，X不做。" / "明白，所以X没答应，改成…" with X named (not 这个 / 那个). Read only there (``restates_turn_down``).
_RESTATED_EN = re.compile(r"^(?:noted|understood|fair(?: enough)?|ok(?:ay)?|right|got it|agreed)[,:.!]?\s+(?:so\s+)?no\s+"
                          r"(?!problem|worries|rush|need|idea|luck|sign|change|error|test|issue|question|hurry|deadline|one\b)"
                          r"[\w'-]+\s+[\w'-]+|^(?!.*\b(?:not|isn't|is it)\b).*\b(?:is|are) off the table\b", re.IGNORECASE)
_RESTATED_ZH = re.compile(r"^(?:好的?|明白|行|嗯|了解|收到|知道了)[，,](?:所以|那)?(?!这个|那个|这些|那些)[^，,。！!？?]{2,30}?"
                          r"(?<![赶跟])(?:不做了?|没答应|不卖了?|不弄了?)(?=[，,。！!]|$)")


def restates_turn_down(sentence: str) -> bool:
    s = sentence.strip()
    return bool((_RESTATED_ZH if CJK_RE.search(s) else _RESTATED_EN).search(s)) and not s.endswith(("?", "？"))


_DID_QUESTION = re.compile(r"(?:did|have|has|had|was|were|is|are|do|does)\s+(?:you|we|they|it|he|she|someone|anyone)\b", re.IGNORECASE)


def classify(sentence: str, speaker: str) -> str | None:
    """The section for a sentence, ``decisions-rejected`` for a rejection, or None to leave it out.

    A rejection, then a user's constraint; then, of an open item, a blocker, a decision (with a
    carrier) and a done-statement (the last three from the assistant), the cue that comes first in the
    sentence wins ("Step 4 done: I moved the remaining handlers" is done, not open); then a sentence
    with a carrier is Critical Context."""
    if classes.acknowledges(sentence):
        return None  # "No rush.", "Not yet.", "没问题。": a class word or a cue in a routine remark
    if cue("rejected", _ALTERNATIVE_ASKED.sub(" ", sentence) if sentence.rstrip().endswith(("?", "？")) else sentence) \
            and not (_DID_QUESTION.match(sentence.strip()) and sentence.rstrip().endswith("?")):  # "Did you drop …?" asks
        return "decisions-rejected"  # "Would it help to put it at the top instead of at the bottom?" puts forward
    if speaker == "user" and cue("constraint", sentence[classes.ack_end(sentence):]) \
            and not any(r.search(sentence) for r in _FUTURE_WORK_RE) \
            and not (_POLITE_ASK_RE.search(sentence) and (sentence.rstrip().endswith("?") or not strong_constraint(sentence))) \
            and not classes.reports_state(sentence):  # "Can you make sure … never …." without its "?": still a rule
        return "constraints"  # "don't forget to X", "at some point we have to X", "回头还得 X": open items, not rules
    assistant = speaker == "assistant"
    has_carrier = bool(carriers(sentence))
    asked = None if _INFO_QUESTION_RE.search(sentence) else min(
        (at for at in (cue_at("pending", sentence), None if assistant else cue_at("deadline", sentence),
                       None if assistant else classes.open_question_at(sentence)) if at is not None),
        default=None)
    if speaker == "user" and asked is None and _TIME_RULE_EN.search(sentence) and not classes.reports_state(sentence) \
            and not says_done(sentence) and not re.search(r"\bnow\b|\b(?:i|we) (?:\w+ed|set|put|moved|changed)\b", sentence, re.IGNORECASE) \
            and not _POLITE_ASK_RE.search(sentence) and not sentence.rstrip().endswith("?"):
        return "constraints"
    if speaker == "user" and (asked is None or _TIME_RULE_ZH.search(sentence) or (  # "every crossing gets … before …"
            classes.quantifies_subject(sentence) and cue_at("pending", sentence) is None)) and states_rule(sentence) \
            and not _POLITE_ASK_RE.search(sentence):
        return "constraints"  # a rule said with a negator, a restrictor or a quantifier (``classes``)
    first = {"next": asked, "done": cue_at("done", sentence) if assistant else None,
             "blocked": cue_at("blocked", sentence) if assistant else None,
             "decisions": cue_at("decision", sentence) if assistant and has_carrier else None}
    if assistant and re.search(r"\b(must|required|requires|compliance)\b|必须|要求|合规", sentence, re.IGNORECASE) \
            and (first["next"] is None):
        return "constraints"
    present = [(at, section) for section, at in first.items() if at is not None]
    if present:
        return min(present)[1]
    return "context" if has_carrier else None


def label_series(texts: list[str]) -> frozenset[str]:
    """Ticket prefixes numbered three or more ways among ``texts`` (``CHOIR-105``, ``CHOIR-106``, …): a
    series of routine work, not one identifier."""
    seen: dict[str, set[str]] = {}
    for text in texts:
        for m in _TICKET_RE.finditer(text):
            seen.setdefault(m.group(1).casefold(), set()).add(m.group(0))
    return frozenset(prefix for prefix, numbers in seen.items() if len(numbers) >= 3)


def in_series(text: str, series: frozenset[str]) -> bool:
    """Every carrier of ``text`` is a ticket label of a series: a line that repeats a template."""
    if not series:
        return False
    rest = _TICKET_RE.sub(lambda m: " " if m.group(1).casefold() in series else m.group(0), text)
    return rest != text and not carriers(rest)


def is_routine(section: str, text: str) -> bool:
    """An item with no carrier whose section is not one that holds a cue of its own."""
    return section in ("done", "context", "progress") and not carriers(text)
