"""Proposals and the replies that turn them down: a rejected option named only where it was proposed.

Rule of this module: pure functions over sentences, English and Chinese alike. People often turn an
option down without repeating it — "Could we just X?" / "No: that would …", "要不直接 X？" / "不行，…"
— so the rejection alone does not say what was rejected. The summarizer (``offline``) keeps the latest
*proposal* of each party open until the other party answers, and when the answer *turns it down*
records one rejected option that quotes the proposal, then the turn-down and its reason.

* ``PROPOSAL``: a sentence that puts an option forward — a suggestion question ("Could we …?",
  "Should we …?", "What about …?", "Why not …?", "… instead?"), an offer ("Shall I …?", "Want me to
  …?", "要不要我…？"), or a suggestion said as one ("We could …", "One option is …", "I suggest …",
  "Let's …", "I'll …", "要不…", "不如…", "干脆…", "…怎么样？", "…是不是更…？").
* ``TURN_DOWN``: a reply that declines what was put to it — a bare no at the start of the reply
  ("No, …", "Nope.", "不行，…", "算了"), a decline that points back at it ("I'd advise against it",
  "that won't work", "let's not do that", "别用那个", "不要这样", "这样不妥"), or a concession then a
  but ("That would work, but …", "技术上可以，但是…"). Bare-no forms count only at the start of the
  reply, the others in its first two sentences; a reply that starts by accepting ("Yes", "Sure",
  "好的", "可以") turns nothing down.
* A turn-down that already names the proposal (most of its content words) is kept as it is, as
  before; a short one ("No.", "不行。") takes the next sentence as its reason.
"""

from __future__ import annotations

import re

from . import classes
from .facts import CJK_RE, REASON_RE, content_tokens, cue, cue_at, meaningful

# what may come before an answer: fillers, and the topic it answers ("About the sauna slot: yes, …", "关于桑拿，…")
_LEAD_EN = r"^(?:(?:about|as for|regarding|re) [^,:;.?!]{1,60}[,:]\s+)?" \
           r"(?:(?:so|ok(?:ay)?|hmm+|well|also|and|or|but|actually|honestly|frankly|sorry|unfortunately|then|" \
           r"to be honest|I think|I'm afraid|hm|ah|oh|god|good god|lord|hell)[,:]?\s+)*"
_LEAD_ZH = r"^(?:(?:关于|至于)[^，,。！!？?：:]{1,30}[，,：:])?(?:嗯|呃|唔|哎|其实|说实话|老实说|抱歉|不好意思|我觉得|我看|我认为|个人觉得|坦白说|这个嘛|那个)?[，,：:\s]*"

PROPOSAL = (
    re.compile(
        _LEAD_EN + r"(?:(?:could|can|should|shall|would|might|may|couldn't|shouldn't|wouldn't) (?:we|i|you|it|this|that)\b"
        r"|(?:what|how) about\b|why (?:not|don't we|don't you)\b|what if\b|(?:maybe|perhaps)\b|is it (?:worth|better|ok|"
        r"okay|fine|safe|simpler|easier|faster|cheaper|possible)\b|do (?:we|you) (?:want|need)\b|any (?:reason not to|"
        r"objection)\b|(?:do you )?want me to\b|would you like me to\b|how do you feel about\b|what do you think (?:about|of)\b"
        r"|do you think (?:we|i) should\b|(?:have|did) you (?:ever )?(?:thought about|considered|think about|consider)\b(?!\s+(?:what|whether|how|that|why|when|if|the (?:fact|risk|possibility|chance)))|(?:i|we) (?:suggest|propose|recommend)\b|(?:we|you|i) could\b|"
        r"(?:one|another|an|the other) (?:option|alternative|idea|approach|way) (?:is|would be|could be)\b|alternatively\b|"
        r"(?:(?:one|another|an|my|a) (?:idea|suggestion|option|thought)|(?:one|another|a) (?:more|other|small|quick|bigger|big|further|"
        r"extra|little) (?:idea|suggestion))(?:(?: [\w'-]+){0,4}| (?:for|on|about|to) [\w'-]+(?: [\w'-]+){0,8}):|"
        # what others do, offered as an option ("And something many charities use to get people giving: a …")
        r"something (?:many|most|a lot of|lots of|other|plenty of) [\w'-]+ (?:use|swear by|offer) to [\w'-]+(?: [\w'-]+){0,3}:|"
        # an option offered by who it would please ("Something members tend to like: a …")
        # (not the speaker's or the listener's own taste, nor a negated one: "Something I don't like about this: …")
        r"something (?!(?:i|i'd|i'm|you|you'll|you'd|we|we'd|nobody|no one)\b)(?:(?!(?:not|never|don't|doesn't|didn't|"
        r"wouldn't|won't)\b)[\w'-]+ ){1,3}(?:tend to |might |would |will |usually |often |really |always )?(?:like|love|enjoy|"
        r"appreciate|ask for|find useful)(?: (?:on|at|in|for|with|from) [\w'-]+(?: [\w'-]+){0,3})?:|"
        r"let's\b|let us\b|(?:i'll|i will|i'm going to|i plan to|my plan is)\b|plan b\b|"
        # a yes/no question about an action, whoever would do it ("Could the drivers just …?", "Shouldn't we …?")
        r"(?:could|can|should|shall|would|might|may|couldn't|can't|shouldn't|wouldn't|won't)\s+(?!i\b|we\b|you\b)"
        r"(?:[\w'-]+\s+){0,3}(?:just|simply|not|also|instead|rather)?\b.*\?$|"
        r"(?:another|a (?:simpler|cheaper|quicker|better|safer)) (?:way|route|fix|option)(?: out| around (?:it|this|that))? "
        r"(?:would be|could be|might be|is)\b|(?:my|the) (?:idea|suggestion|proposal|thought) (?:is|would be|was)\b|"
        r"i'd (?:suggest|propose|recommend)\b)"
        r"|\b(?:instead|just|rather)\?$", re.IGNORECASE),
    re.compile(r"要不|要不要|不如|干脆|索性|是不是|是否|能不能|可不可以|可以.{0,40}[吗么]|行不行|好不好|怎么样|如何[？?]|"
               r"建议|提议|或者|考虑|我想|我打算|我准备|我来|我先|我可以|你可以|我们可以|也可以|可以先|可以试试|咱们|有没有必要|会不会更|换成|改用|[吧呢][？?]?$|"
               r"我的(?:想法|意思|建议|方案|主意)是|^我(?:说|讲|提)的(?:是|那个是)(?=[^。？?]{6,})(?![^。？?]*不是)|我有个(?:主意|方案|想法|办法|建议|思路)|(?<!没有)(?<![没第哪每])(?:一个|有个|还有个|另一个|再一个)(?:办法|法子|招儿?|主意|思路)(?:是|就是)|(?:^|(?<=[，,。；]))(?:还|另外)?有个(?:想法|主意|点子|建议)[，,：:](?!\s*(?:但|不过|可是|只是|还没|已经))|我倾向于|另一个思路|换个思路|"
               r"不就(?:行|好|可以|完|得|能)了|不就.{0,24}了吗"),
)

# someone else offered ("he's offered me …"; not "I've offered him …", "we also offered them …")
# not the speaker's or the listener's own words ("I've offered him …", "You also said …")
_NOT_OWN = r"(?<!\bi )(?<!\bwe )(?<!\byou )(?<!'ve )(?<!\bhave )(?<!\balready )(?<!\balso )(?<!\bjust )"
# a conditional offer ("They'll give us ten bales a month if we have their logo on …")
CONDITIONAL_OFFER = (r"(?:they|he|she)(?:'ll| will|'d| would) (?:give|pay|offer|sponsor|donate|supply|lend) (?:us|me) (?:\d|£|\$|€|free\b|"
                     r"(?:a |an )?(?:discount|sponsorship|deal)\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|"
                     r"thirty|forty|fifty|a hundred|a dozen|half)\b)[^.;?!]{0,80} if (?:we|i)\b(?! (?:are|am|'re) late| miss| forget| don't| fail)|"
                     # what they would pay for, if they got something back ("They'd sponsor the prizes if they could have …")
                     r"(?:they|he|she)(?:'ll| will|'d| would) (?:sponsor|fund|pay for|cover|supply|donate|provide)\b[^.;?!]{0,80}"
                     r" if (?:they|he|she) (?:could|can|got to|get to|were allowed to) (?:have|put|get|hang|paint|use|run|show)\b")
OFFERED_BY_OTHERS = _NOT_OWN + r"(?:offered|offers|is offering|'s offering|'s offered|has offered)"
# a third party's proposal, reported ("The floor lead proposed …", "Dispatch asked if we could …", "有人建议…")
REPORTED = (
    re.compile(r"\b(?:suggest(?:ed|s|ing)|propos(?:ed|es|ing)|recommend(?:ed|s|ing)|pitched|floated|"
               r"ask(?:ed|ing|s)? (?:whether|if|about|why (?:we|you) (?:don't|can't|couldn't))|wonder(?:ed|ing|s)? (?:whether|if)|"
               r"wants? to know (?:whether|if)|"
               # someone's advice passed on ("My son says I should be syncing …", "Tom reckons we ought to …")
               + _NOT_OWN + r"(?<!\balways )(?<!\bboth )(?<!\bnobody )(?<!\bno one )(?<!\bnever )(?<!\bwho )"
               r"(?:says|said|reckons|thinks|keeps saying|is saying)(?: that)? (?:i|we) "
               r"(?:should|ought to)\b(?! (?:not|never)\b)(?! have (?!(?:it|them|a|an|the|some|more|our|my|your|this|that|one|two)\b)\w)(?! (?:be able to|hear back|be back|receive)\b)|"
               + CONDITIONAL_OFFER + r"|"
               r"(?:^|(?<=[:;,—] ))(?:they|he|she)(?:'d| would) (?:like|love)(?! to (?:know|ask|see|hear|thank|say|help))(?! (?:it|that|this|them|him|her|you|us)\b)|"
               + OFFERED_BY_OTHERS + r" "
               r"(?:me|us|him|her|them|(?<!\bit offered )(?<!installer offered )(?<!\bapp offered )(?<!\bgit offered )(?<!\bcode offered )"
               # not a thing's prompt, nor an offer already taken ("…, so I clicked yes", "… and it works now")
               r"to (?!(?:help|pay|refund|cover|replace|install|restart|update|save|stash)\b)[a-z]+(?![^.;]*(?:,? so (?:i|we)\b|\band (?:i|we) "
               r"(?:said|clicked|took|accepted|agreed)\b|\band it (?:works|worked)\b)))\b|wants? (?:us|me|him|her|them) to (?:think about|consider|look at|look into|try|move|"
               r"switch|add|use|put|sell|go|join|sign up|start|buy|get))\b", re.IGNORECASE),
    re.compile(r"(?<!我)(?:建议|提议|提出|问(?:能不能|要不要|可不可以|是否|可否|能否))|说.{0,40}就(?:能|可以|行|会)|"
               r"(?<!我)(?<!我们)(?:希望|想要)(?=.{4,})|(?<!我)说(?:还|也)?想(?=给|把|加|做|弄|搞|开|上|在|换|改)|(?<!我)(?<!我们)鼓励(?=.{2,})"),
)

_ONLY_BUT_ZH = classes.ONLY_BUT_ZH  # "可以，但是只在礼盒里试": a part, the rest turned down
ACCEPT = (
    re.compile(_LEAD_EN + r"(?:yes|yeah|yep|yup|sure|ok|okay|alright|(?:good|great|nice|lovely|excellent|neat|cool) (?:idea|suggestion|thought)|agreed|sounds good|makes sense|"
               r"absolutely(?! not)|definitely(?! not)|of course(?! not)|right|will do|let's do (?:it|that)|go ahead|fine|perfect|great|"
               r"we(?:'ll| will) (?:do|try) (?:it|that)|we(?:'ll| will) go (?:for|with) (?:it|that)|"
               r"good (?:call|point|thinking)|fair enough|works for me|that works|do it|go for it|please do|fine by me|"
               r"sounds right|yes please|deal|fair(?=[,.!])|true|correct|indeed|exactly|"
               r"(?:tell|say|answer|reply|write back|let) (?:to )?(?:(?:them|him|her|the [a-z]+) )?(?:know )?(?:yes|sure|that's fine|it's fine|we'd love to|"
               r"we're happy to|go ahead|ok|okay)|"
               r"(?:it|that|they|this|we|you) (?:is|are|does|do|did|was|were|has|have|will|can)(?=[,.;!]))\b(?![,;]? (?:but|although|though|however|except that|(?:the )?(?:trouble|problem|catch|snag) is)\b)",
               re.IGNORECASE),
    re.compile(_LEAD_ZH + r"(?:(?:好主意|好想法|好点子|好办法|主意不错)(?![，,]\s*(?:但|不过|可是|只是))|好的|好啊|好呀|好(?=[，,。！!\s])(?!" + _ONLY_BUT_ZH + r")|可以(?!是可以)(?!" + _ONLY_BUT_ZH + r")|行(?=[，,。！!\s])(?!" + _ONLY_BUT_ZH + r")|没问题|同意|对(?=[，,。！!\s])|是的|就这么办|就这样)"),
    # the rest of the closed class: acknowledgements and "I'm doing it" (fourth round)
    re.compile(r"^(?:(?:ok|okay|right|great|sure)[,!.]?\s+)*(?:noted|understood|got it|gotcha|happy to|glad to|on it|"
               r"roger|copy that|can do|consider it done|no problem|coming up|doing (?:it|that|so) now|i'll do (?:it|that)|"
               r"i'll take care of (?:it|that)|leave it (?:to|with) me|thanks|thank you)\b(?![,;]? (?:but|although|though|however|except that|(?:the )?(?:trouble|problem|catch|snag) is)\b)", re.IGNORECASE),
    re.compile(r"^(?:收到|明白|了解|知道了|嗯好|好嘞|妥|安排|马上|这就|可以的|行的|成(?=[，,。！!\s])|(?:答应|同意)(?:他们|他|她|吧|了)|"
               r"回(?:复|信)?(?:他们|他|她)?(?:说)?(?:可以|同意|行))"),
    # a Chinese yes said by judging the option good ("每小时一次好，", "这样挺好。") or by telling the other to go
    # on ("…，改吧。", "那就弄吧。"), with no negation before it
    re.compile(r"^(?![^。！!]*(?:但|不过|可是|只是))(?:(?!现在|原来|老|以前|之前|手工|还是|照旧|目前|你|您)[^，,。！!？?不没别未还幸只是]{1,12}(?<![就的你您])好(?=[，,。！!]|$)|(?:[^，,。！!？?不没别未]{0,16}[，,]\s*)?(?:那就|那|就|那你)?"
               r"(?:改|弄|做|加|换|办|搞|装|写|建|开|试试|删|用|接上|排|上线|发)(?:吧|呗)(?=[，,。！!]|$))"),
)

# someone telling the speaker to do something ("a consultant kept telling me to …"; not "you told me to …")
TOLD_TO = r"(?<!\byou )(?<!\bi )(?:telling|told|tells|tell|on at|nagging|pestering|urging|urged) (?:me|us|him|her)(?: again| still| always| constantly)? to"
# a negation, a contrast or what stays: what a plain yes does not hold ("I said sure" agrees; "I said only on
# Mondays", "我回信说…不做", "…照常营业" counter)
NOT_PLAIN = re.compile(r"\b(?:no(?! (?:problem|trouble|worries|bother|extra (?:charge|cost)))|not|never|cannot|won't|but|instead|only|"
                       r"rather)\b|n't\b|不过|但|只|还是|照常|照旧|别|没(?!问题|关系|事)|不(?!错|麻烦|客气|成问题|用担心)|"
                       r"(?<=说)就(?=[^，,。]{0,6}?[一两三四五六七八九十几半\d]+[天个次场份号]|周[一二三四五六日末])|就(?=[一两三四五六七八九十几\d]+[天个次场份])", re.IGNORECASE)  # "就三天": only
# what stays, or a term added: a counter unless the sentence says yes ("I said yes, just give us a week's notice.")
_TERMS = re.compile(r"\b(?:keeps?|stays?|just)\b|留着", re.IGNORECASE)
_SAYS_YES = re.compile(r"\b(?:yes|sure|ok|okay|fine|of course|happy to|glad to|we'd do it|we would do it|we can do it)\b|"
                       r"可以|没问题|没关系|行|好的?|同意|答应", re.IGNORECASE)


def not_plain(sentence: str) -> bool:
    """A negation or a contrast (``NOT_PLAIN``), or what stays without a yes (``_TERMS``)."""
    return bool(NOT_PLAIN.search(sentence) or (_TERMS.search(sentence) and not _SAYS_YES.search(sentence)))

# a reply that points back at what it answers, at its start ("That only works …", "Which would mean …", "这样的话…")
POINTS_BACK = re.compile(
    r"^(?:(?:hmm+|well|honestly|sorry|so|but|and|ok|okay|actually)[,]?\s+)*(?:that|this|it|those|these|which|such|"
    r"doing (?:that|so)|if we (?:did|do) that|then)\b(?!\s+(?:is|are|was)\s+(?:done|fixed|merged|finished|tagged))"
    r"|^(?:这样|那样|这个|那个|这么|那么|这种|那种|如果这样|真这样|那是|这是|那可是|这可是)", re.IGNORECASE)

_BUT_EN = r"\bbut\b(?!\s+(?:sure|ok|okay|yes|fine|go ahead|let's(?! not)|we can|i can|i'll|it's fine))"
TURN_DOWN_START = (  # only at the start of the reply
    re.compile(
        _LEAD_EN + r"(?:no(?:pe|ah)?(?=\s*(?:[,.:;!—–-]|$)|\s+(?:not|need|thanks|way|go|chance|let's|we|i|don't|"
        r"please)\b)|not (?:really|quite|a good idea|worth it|that|this way|like that|an option|a fan|now)\b|"
        r"never(?=\s*(?:[,.:;!—–-]|$))|never again\b|(?:not a (?:chance|hope)|not likely|not on your life)(?=\s*(?:[,.!;—–]|$))|not for (?:the|our|us|my|now|them|those|these|this|that)\b|"
        r"not (?:this|that|until|before|while|for now|yet,)(?: (?:season|year|month|week|term|summer|winter|time|round|sprint|release))?\b|"
        r"(?:please )?(?:don't|do not)(?=\s*(?:[,.:;!—–-]|$)|\s+(?:do (?:that|it|this)|bother|go (?:there|that way))\b)|"
        r"(?:better|best) not\b|(?:i'd|i would|we'd|we would|let's|let us) (?:rather )?not\b|"
        r"(?:i'd|i would) (?:rather|prefer to) (?:not|keep|stick|stay|leave)\b|i (?:don't|do not) think (?:so|that|it|this|we)\b|"
        r"i wouldn't\b|(?:it's|that's|it is|that is) a (?:(?:hard|firm|definite|flat) )?no\b(?![- ]?brainer)(?!-)|"
        r"(?:i'm|we're|i am|we are) not doing (?:it|that|this)(?=\s*(?:[.,;!—]|$))(?!,\s*(?:you|so)\b)|"
        r"i'd (?:avoid|skip|pass)\b(?! (?:it|that|this|them) (?:on|along))|(?:i'll|i will|let's|we'll) (?:pass|skip (?:it|that|this))\b(?! (?:it|that|this|them)? ?(?:on|along))|"
        r"(?:i|we) (?:can't|cannot|shouldn't|should not|mustn't|won't) (?:do (?:that|it|this)|have (?:that|it|this)(?!\s+[a-z])|go (?:that way|there))\b|"  # not "can't have it lose …"
        # what stays: "We'll stay with the parish magazine.", "We'll stick to what we know."
        r"(?:thanks?(?: you)?[,!.]?\s+(?:but\s+)?)?(?:we'll|we will|i'll|i will|we're going to|we'd rather|i'd rather) (?:stay|stick|keep going) (?:with|to)\b)",
        re.IGNORECASE),
    re.compile(_LEAD_ZH + r"(?:(?:谢谢|多谢)[，,]?\s*(?:不过|但是?)?(?:我们|咱们|我)?还是(?![^。]*[吗？?])|(?:不过|但是?)?(?:我们|咱们|我)还是(?:用|自己|照|按|坚持|保持|老|继续|留着|守着|让)|不行|不可以|不可行|不成|行不通|不好(?!意思)|不妥|不合适|不太(?:行|好|妥|合适|可行|现实|安全|靠谱|方便|建议|推荐)|"
               r"不建议|不推荐|不要(?!忘)|别(?![的人处家忘])|算了|不(?:弄|搞|做|加|接|干|整)了?(?=[，,。！!]|$)|还是(?:别|不要|算了|不)|没必要|不必|不用|否(?!则)|"
               r"恐怕(?:不行|不妥|不合适|不可以)|最好(?:不要|别)|不能(?!忘)|不同意|不赞成|反对|我不(?:建议|推荐|同意|赞成))"),
)
TURN_DOWN = (  # anywhere in the reply's first two sentences
    re.compile(
        r"\b(?:(?:advise|recommend|argue|vote|decided?|am|i'm|be) against (?:it|that|this|doing (?:it|that|this|so)|the idea|"
        r"that idea)|(?:don't|do not|wouldn't|would not|won't|will not|shouldn't|should not|let's not|rather not|better not|"
        r"can't|cannot) (?:do|go with|use|try|pick|choose|take|go down|recommend|suggest) (?:it|that|this|so|that (?:route|"
        r"approach|path|way|option|one|idea))\b|(?:rule|ruled|rules|ruling) (?:it|that|this) out|(?:drop|scrap|skip|shelve|"
        # the pronoun ends the phrase: "Drop it.", "forget that idea"; not "Drop this column from the export."
        r"kill) (?:it|that|this|the idea|that idea)\b(?!\s+(?!idea\b|one\b|then\b|for now\b|please\b)[a-z0-9])|"
        r"forget (?:it|that|about it)\b(?!\s+(?!idea\b|then\b|please\b)[a-z0-9])|not (?:that|this) (?:one|way|route|approach|"
        r"option)\b|(?:i|we) (?:don't|do not) (?:really )?want (?:it|that|this|one|them)(?=\s*(?:[,.;!—–]|$))|off the table|non-starter|no-go|out of the question|hold off(?=\s*(?:[,.;!—–]|$|for now\b|on (?:it|that|this)\s*(?:[,.;!]|$)))|"
        r"(?:that|this|it|which)(?:'s|’s| is| was| would be| will be| seems| sounds| looks)? (?:a )?(?:bad idea|not (?:a good "
        r"idea|an option|safe|possible|allowed|acceptable|worth it|going to work|the way|viable|feasible|wise)|too (?:risky|slow|"
        r"expensive|fragile|heavy|costly|dangerous|much|complex|complicated|big|early|late)|risky|overkill|unsafe|unworkable)\b|"
        r"(?:that|this|it)(?: approach| plan| idea| option| one)? (?:won't|wouldn't|will not|would not|can't|cannot|doesn't|"
        r"does not|isn't going to|is not going to) (?:work|fly|scale|help|do|hold|fit|pass)\b|"
        # whoever decides said no, relayed (thirty-second round): "He said no: it's for the racing …", "Ash says no to the owls."
        r"(?:^|[,;:]\s+|\band\s+)(?:he|she|they|(?-i:[A-Z][a-z]+))(?:'s| has| have|'ve)? (?:said|says) "
        r"(?:a (?:flat |firm |straight )?)?no\b(?! (?:worries|problem|bother|thanks|doubt|more|longer|one|need|way)\b)(?!-)"
        r"(?![^.;]*\bbut yes\b)|"
        r"(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bthey )\b(?:would|could|might|will|can)(?: \w+){0,2} (?:work|do it|be (?:possible|simpler|faster|easier|cheaper|quicker|fine))"
        r"\b[^.;]{0,60}" + _BUT_EN + r"|\b(?:technically|in theory|in principle|on paper|tempting|doable)\b[^.;]{0,40}" + _BUT_EN
        + r")", re.IGNORECASE),
    re.compile(r"(?:这|那)(?:个|样|么|种)?(?:做|搞|改|弄|方案|办法|思路|做法)?(?:不行|不好|不妥|不合适|行不通|风险(?:太|很|比较)大|不可取|"
               r"不可行|不太(?:行|好|妥|合适|可行))|别(?:用|这样|那样|这么|那么)|不要(?:这样|那样|这么|那么|用那个|用这个)|不能这(?:样|么)|"
               r"不建议(?:这样|这么|那样|那么)|否决|放弃这个|不考虑(?:这个|这种)|"
               # a bare "we don't do it" after a judgement: "那是骗人的，不做。"
               r"[，,]\s*(?:我们|咱们)?(?:不做|不干|不搞|不弄|不卖|不用)(?:这个|那个|这种|那种)?(?:[。！!]|$)|"
               r"(?:我们|咱们)?不(?:那样|这样|那么|这么)(?:做|干|搞|弄|画|写|办|用|卖)了?(?=[。！!，,；;]|$)|"  # not "不这么做出了问题…"
               # put off to a time: not now ("过了年再说", "明年再看")
               r"过了[\u4e00-\u9fff]{1,6}再(?:说|看|定|议)|(?:明年|下个月|下半年|年后|节后|秋后|开春以后)再(?:说|看|定|议)|"
               r"(?:可以是可以|能是能|行是行|好是好|技术上|理论上|原则上|虽然|看起来|听起来)[^。；]{0,30}(?:但|不过|可是|只是)|"
               r"(?:心是好心|想法是好的|主意是好的)[^。；]{0,30}?(?:但|不过|可是|只是|可(?![以能行靠控操用取]))"),
)


INTENT = (  # a statement of intent is a plan, not a question waiting for an answer
    re.compile(_LEAD_EN + r"(?:i'll|i will|i'm going to|i am going to|i plan to|my plan is|let's|let us)\b", re.IGNORECASE),
    re.compile(_LEAD_ZH + r"(?:我打算|我准备|我来|我先|我们先|咱们先)"))
_INVESTIGATE = re.compile(  # asking someone to look into something proposes no option
    r"^(?:could|can|would|will|should)\s+(?:you|we|i)\s+(?:please\s+)?(?:tell|show|explain|check|look|confirm|remind|give|"
    r"send|list|help|run|find|see|verify|inspect|review|investigate|measure|profile|debug)\b|看(?:一下|看|下)|查(?:一下|查|下)",
    re.IGNORECASE)
_ZH_INFO = re.compile(r"什么|多少|哪|几|谁|为什么|为啥|怎么(?!样)|如何(?![？?]$)|还有|有没有|别的|其他|其它")
# a question about how things are ("…更新了吗？", "…是最新的吗？"), not an option put forward
STATUS_ZH = re.compile(r"(?:了|过|好|完)(?:吗|么|没|没有)[？?]$|没有[？?]$|了没[？?]$|的吗[？?]$|是(?!不是)[^。？?]{0,30}吗[？?]$")
_NEGATION = re.compile(r"\b(?:no|not|never|don't|do not|can't|cannot|won't|wouldn't|shouldn't|n't)\b|[不没别未]", re.IGNORECASE)


_LABEL = re.compile(r"^(?:another thing|one more thing|one thing|also|question|quick question|next|and|oh|by the way|"
                    r"(?:this|next) (?:year|week|month|season|summer|winter|spring|autumn|time)|today|tomorrow|tonight|"
                    r"while (?:we're|i'm) (?:at it|on [\w' ]{1,30}))(?:\s*[:,—–-]\s+|\s+(?=(?:i'll|i will|we'll|let's)\b))"
                    # a short aside before a question that puts an option forward ("Oh and my idea, ha: what about …?")
                    r"|^[^:?!.]{0,30}\b(?:idea|thought|suggestion|option|proposal)\b[^:?!.]{0,30}:\s+(?=(?:what|how) about\b|why not\b)", re.IGNORECASE)


def is_proposal(sentence: str) -> bool:
    if any(r.search(sentence) for r in PROPOSAL) or any(r.search(sentence) for r in REPORTED):
        return True
    rest, labels = sentence.strip(), 0
    while labels < 3 and (m := _LABEL.match(rest)):  # a loop with a cap: "Also: " x 1000 recursed past the limit
        rest, labels = rest[m.end():], labels + 1
    if labels and (any(r.search(rest) for r in PROPOSAL) or any(r.search(rest) for r in REPORTED)):
        return True  # "Another thing: do you want the log on a tablet?"
    # in Chinese any yes/no question that asks neither for information nor for a status puts an option forward
    return bool(CJK_RE.search(sentence)) and sentence.rstrip().endswith(("？", "?")) \
        and not _ZH_INFO.search(sentence) and not STATUS_ZH.search(sentence.rstrip())


# an option told as what someone else does: "a studio in Leeds decided to switch to …", "有一家合作社用机器…"
# (what they have already done is no report of the speaker's own work: "有家店已经改用…了")
# the noun a story is about is someone who does things, not a defect or a piece of code ("There's a bug in Parser
# that …", "One test in BookingTests failed."); the place is a name ("Leeds", "the Lake District"), not CamelCase
_NOT_TELLER = r"(?!(?:bug|error|problem|issue|crash|typo|leak|fault|mistake|test|tests|file|line|row|column|function|method|class|migration|field|page|step)\b)"
# who many others are is a trade, not the records or people of this one ("Many orders have …", "Most customers …")
_NOT_DATA = r"(?!(?:tests|orders|customers|users|files|rows|items|records|entries|pages|people|clients|guests|members|students|pupils|staff|images|lines|fields|columns|accounts|products|emails|messages|bookings|runs|jobs|parents|patients|visitors|drivers|cars|dogs|boxes|bags)\b)"
_PLACE = r"(?:the )?(?-i:[A-Z][a-z'’]+)(?![A-Za-z0-9])(?: (?-i:[A-Z][a-z'’]+)(?![A-Za-z0-9]))*"
_STORY_EN = re.compile(r"\bthere(?:'s| is) (?:a|an|one) " + _NOT_TELLER + r"[\w' -]{1,40}? (?:in|at|near|up in|down in|over in) " + _PLACE
                       + r"[\w' -]{0,30}? (?:who|that|which)\b|"
                       r"\b(?:a|an|another|one|some)(?: " + _NOT_TELLER + r"[\w' -]{1,40}?)? (?:in|at|near|up in|down in|over in) " + _PLACE
                       + r"[\w' -]{0,30}? "
                       r"(?:decided to|switched to|started|uses?|does|tried|went over to|moved to|now|takes|turns|runs|rents|sells|opens|closes|"
                       r"offers|built|sold|put|began|changed|added|dropped|opened|closed|introduced|launched|replaced|swapped|stopped|"
                       r"turned|went|bought|hired|switched|moved|started|trained|stocked|painted|printed|glued|used|tested|bagged|"
                       r"rented|offered|charged|stopped|gave)\b|"
                       r"\b(?:i (?:read|heard) (?:about|of)|i (?:know|saw) (?:a|one)|one [\w-]+ i know)\b|"
                       # what many others do: "a lot of locksmiths advertise …", "plenty of shops now take …"
                       r"^(?:(?:one thing|also|and|but|well|actually)[,:]?\s+)*(?:a lot of|lots of|loads of|plenty of|many|most|quite a few|a few|some) (?:other )?"
                       + _NOT_TELLER + _NOT_DATA + r"[a-z]+s (?:now |these days |nowadays |already |all |have started to |just )?(?:use|sell|offer|advertise|"
                       r"run|keep|let|charge|take|rent|make|put|print|send|open|replace|swap|switched to|went over to|moved to)\b", re.IGNORECASE)
_STORY_ZH = re.compile(r"(?:有一家|有家|有个|一家|别的|听说|我看到|我见过|我知道有)[^。]{0,20}(?:用|在试|试过|改成|做成|把|换成|开了|推出|搞了|办了|上了|改用|卖|出了|在)"
                       # what many others do: "现在不少风筝厂用…", "有的醋厂把…"
                       r"|^(?:现在|如今|最近|这几年|这些年)?(?:不少|很多|好多|许多|有的|有些|一些|大部分|大多数)(?:同行|人家|农户|养殖户|[\u4e00-\u9fff]{0,4}(?:厂|店|坊|家|馆|场|社|行|室|所|园|团|庄|铺))"
                       r"(?:现在|都|也|已经|开始|早就)*(?:[^。；？?]{0,12}?[，,])?(?:现在|都|也|已经|开始|早就)*(?:用|在用|改用|换成|改成|把|做|卖|上了|推出|搞|开|在)"
                       r"|(?:我看到|我听说|听说|我见过)[^。，]{0,12}(?:有|那)[^。]{2,}")


def is_story(sentence: str) -> bool:
    head = sentence[:400]  # a story opens its sentence; the cap keeps a 100 KB "sentence" cheap
    return bool((_STORY_ZH if CJK_RE.search(head) else _STORY_EN).search(head))


def is_ask(sentence: str) -> bool:
    """A proposal that waits for the other party's answer: not a statement of intent ("I'll …", "Let's …",
    "我先…") and not a request to look into something ("Could you check …", "看一下…")."""
    return meaningful(sentence) and is_proposal(sentence) and waits(sentence)


def waits(sentence: str) -> bool:
    """Whatever its form, a sentence that can wait for an answer: not a statement of intent, a request to
    look into something, a rejection said as one, a turn-down, nor a report of work done."""
    if any(r.search(sentence) for r in INTENT) or _INVESTIGATE.search(sentence.strip()) or cue("rejected", sentence) \
            or any(r.search(sentence) for r in TURN_DOWN_START):
        return False
    if any(r.search(sentence) for r in REPORTED):
        return True
    done = None if is_story(sentence) else cue_at("done", sentence)  # a report of work done that names a change ("第 3 步完成：已换成 X")
    proposed = min((m.start() for r in PROPOSAL if (m := r.search(sentence)) is not None), default=0)
    return done is None or done > proposed


def _echoes(reply: str, proposal: str) -> bool:
    """A yes said by echoing the proposal: a short first clause that starts with one of its words and
    denies nothing ("Keep them, yes." to "Should I keep the old fixtures?", "留着。" to "先留着吗？")."""
    clause = re.split(r"[,.;:!?，。；：！？、]", reply.strip(), maxsplit=1)[0].strip()
    if not clause or _NEGATION.search(clause):
        return False
    if CJK_RE.search(clause):
        if re.search(r"(?:那个|这个|那件事|这件事|的事|的话|呢)$", clause):
            return False  # "盲盒那个，…": the topic named, not a yes
        return len(clause) <= 4 and clause[:2] in proposal  # its first two characters: "留着" echoes "先留着吗？", "以前" no "可以"
    words = clause.split()
    return len(words) <= 3 and bool(content_tokens(words[0]) & content_tokens(proposal))


_YES_WORDS = frozenset("go ahead please do it that this yes sure fine ok okay great thanks thank you let's lets sounds sound "
                       "good idea lovely nice perfect brilliant why not absolutely definitely course works would be "
                       "可以 行 好 好的 没问题 就这么办 就这样 同意".split())


def bare_yes(sentences: list[str], proposal: str) -> bool:
    """A yes and nothing else, or a yes whose other words are the proposal's: what answers a proposal still
    waiting ("Yes, go ahead."), where "Okay. Now tidy module 2." or "好的，继续整理第二个模块。" acknowledges other work."""
    first = sentences[0].strip()
    m = next((m for r in ACCEPT if (m := r.search(first)) is not None), None)
    rest = " ".join([first[m.end():] if m else first, *sentences[1:]])
    return not (content_tokens(rest) - content_tokens(proposal) - _YES_WORDS)


# a yes after its reason: "I can't have this go wrong again, so yes.", "… Go ahead." (a short yes next), and to
# "要不要…？" the answer "要" ("当然要，…", "要备份，…")
_YES_LAST_EN = re.compile(r"[,;—–-]\s*(?:so\s+)?(?:yes|yes,? please|go ahead|do it|sure)[.!]?$", re.IGNORECASE)
_WANTS_ZH = re.compile(r"^(?:当然|肯定|必须|一定|还是|得)?要(?![不是么求])")
_ASKS_WANT_ZH = re.compile(r"要不要|需不需要|要不")


def accepts(sentences: list[str], proposal: str) -> bool:
    if not sentences:
        return False
    first = sentences[0].strip()
    if any(r.search(first) for r in ACCEPT) or _echoes(first, proposal):
        return True
    if turn_down(sentences) is not None or cue("rejected", first):
        return False
    if CJK_RE.search(first):
        return bool(_ASKS_WANT_ZH.search(proposal) and _WANTS_ZH.match(first))
    second = sentences[1].strip() if len(sentences) > 1 else ""
    return bool(_YES_LAST_EN.search(first)) or (0 < len(second.split()) <= 3 and not second.endswith("?")
                                                and bool(ACCEPT[0].match(second)))


_REJECTS_AT_START = re.compile(
    _LEAD_EN + r"(?:we|i)(?:'ve| have)? (?:decided against|rejected|ruled out|dropped|gave up on|abandoned)\b|"
    + _LEAD_EN[1:] + r"(?:i'd|i would|i) (?:advise|recommend|argue) against\b|"
    + _LEAD_ZH + r"(?:我们|我)?(?:决定)?(?:放弃|不采用|否决|弃用|不考虑|决定不)", re.IGNORECASE)


def answer(sentences: list[str], proposal: str, *, acted: bool = False) -> tuple[str, int | None]:
    """How a reply answers ``proposal``: ``("accept", None)`` (a yes, an echo, or the work done:
    ``acted``), ``("turn_down", i)`` (sentence ``i`` declines it in words), else ``("not_taken", 0)``:
    anything that is not an acceptance leaves the option not taken up, with the reply's first sentence
    as what was said to it; ``("named", None)`` when the reply rejects in so many words (a rejection
    cue: it is kept as it is, as any rejection is)."""
    if acted or accepts(sentences, proposal):
        return "accept", None
    at = turn_down(sentences)
    if at is None and cue("rejected", sentences[0]):
        if names(sentences[0], proposal) or _REJECTS_AT_START.search(sentences[0]):
            return "named", None  # "We decided against X because …", "我们放弃 X，…": kept as the rejection it says
        if content_tokens(sentences[0]) & content_tokens(proposal) or POINTS_BACK.search(sentences[0].strip()) \
                or (not CJK_RE.search(sentences[0]) and len(sentences[0].split()) <= 6
                    and not re.match(r"(?:i|we|you|i'll|we'll|i'm)\b", sentences[0].strip(), re.I)) \
                or CJK_RE.search(sentences[0]):
            return "turn_down", 0  # a short verdict ("Too risky."), a rejection word in passing about it ("… no longer bake");
            # in Chinese any reply with one ("去年试过，…，今年不想再来一次。", "我们不值得冒这个险。")
    return ("turn_down", at) if at is not None else ("not_taken", 0)


# an offer that points back at the option just put forward ("One thing: a quote form on the site, … Want me to set one up?")
_OFFER_OF_IT = re.compile(r"^(?:(?:so|then|and)[,]?\s+)?(?:(?:do you )?want me to|shall i|should i|would you like me to|can i|"
                          r"could i) (?:set|make|build|add|draft|sketch|do|try|write|create|put|knock|mock|wire|start|price|cost|quote|"
                          r"look into|find|order|book|get)"
                          r"(?: up| together| in)? (?:one|that|this|it|them)(?: up| out| together| in| for you| now)?\?$", re.IGNORECASE)
# a sentence that names the option an offer after it points back at ("One thing: a quote form on the site, …")
NAMES_AN_OPTION = re.compile(r"^(?:one|another|one more) (?:thing|idea|option|suggestion)\s*:", re.IGNORECASE)
# an option named after a label of what it is for (thirty-third round): "One way to take that off you: an online booking page …",
# "Something that would help: a …", "An idea for the quiet months: a …"
NAMED_AFTER_LABEL = re.compile(r"^(?:one|another|the|an?|something|what)\b[^:.?!]{0,60}?\b(?:way|idea|option|thing|thought|answer|"
                               r"fix|help)\b[^:.?!]{0,40}:\s*(?:an?|the|some)\s+\w", re.IGNORECASE)


def offers_it(sentence: str) -> bool:
    """An offer that points back at the option put forward just before it ("Want me to set one up?")."""
    return bool(_OFFER_OF_IT.match(sentence.strip()))


def turn_down(sentences: list[str]) -> int | None:
    """Where a reply turns down what was put to it: the index of the turn-down sentence, or None."""
    if not sentences or any(r.search(sentences[0]) for r in ACCEPT):
        return None
    if any(r.search(sentences[0]) for r in TURN_DOWN_START) or classes.concedes_then_contrasts(sentences[0]):
        return 0  # "No, …"; "Tempting, but …", "好是好，但…": a concession then a contrast does not accept
    return next((i for i, s in enumerate(sentences[:2]) if any(r.search(s) for r in TURN_DOWN)), None)


def names(reply: str, proposal: str) -> bool:
    """Does the turn-down already name the proposal (three in five of its content words)?"""
    wanted = content_tokens(proposal)
    return bool(wanted) and len(wanted & content_tokens(reply)) * 5 >= len(wanted) * 3


def reason_follows(turn: str, following: str | None) -> bool:
    """The next sentence is the turn-down's reason: it says so, or the turn-down alone is too short."""
    return following is not None and (bool(REASON_RE.match(following)) or not meaningful(turn)
                                      or (bool(CJK_RE.search(turn)) and len(turn) <= 6))


def rejected_item(proposal: str | None, speaker: str | None, turn: str, reason: str | None, *,
                  label: str = "Rejected") -> str:
    """The rejected option: the proposal (unless the turn-down names it), then the turn-down and reason.
    ``label``: "Not taken up" for a proposal answered by anything but an acceptance or a turn-down."""
    said = turn + ((("" if turn[-1:] in "。！？；：" else " ") + reason) if reason else "")
    if proposal is None or (label == "Rejected" and names(said, proposal)):
        return f"**{label}**: {said}"
    return f"**{label}**: {proposal} (proposed by the {speaker}) — {said}"
