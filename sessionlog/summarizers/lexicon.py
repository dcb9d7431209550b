"""How English and Chinese say "this is still to be done": the open-item lexicon, as a table.

Rule of this module: data, not logic. ``PENDING`` lists the families of phrasing that mark an open
item — each family with its English and Chinese patterns (regular expressions) and an example —
written from what the phrasing *does* (names an item as open, says an obligation is still unmet,
puts work in the future, defers it, reminds), not from any one session's wording. ``facts`` compiles
the union into the open-item cue; ``REMINDER`` ("don't forget to X" forbids nothing) and ``DEFERRAL`` ("at some
point we have to X" is work for later) win over a user's constraint cue, so the item is open, not a
rule; the
``FILLER`` words are taken out of an item before it is matched to a done-sentence, so "回头还得核对订单"
is closed by "订单核对完了" just as "还需要核对订单" is.

docs/summarizers.md renders the same table.
"""

from __future__ import annotations

_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_EVENTS = (r"the release|release|launch|merging|we ship|we merge|we release|we launch|we deploy|we go live|go-live|"
           r"going live|the demo|the review|the handover|hand-?off|eod|end of (the )?(day|week|month|sprint)")

# (family, English, Chinese, examples)
PENDING: tuple[tuple[str, str, str, str], ...] = (
    ("marker: the item is named as open",
     r"todo|to-do|to do|pending|open item|action item|outstanding|backlog|tbd|to be (done|decided)|left to do|"
     r"follow[- ]up|next steps?|(?:on|onto|to|for) (?:the|our|my|your|a) (?:list|to-?do list|backlog|board)|"
     r"one more (?:thing )?for the list",
     r"待(办|处理|定|检查|查|确认|补充|补|验证|跟进|修复?|测试?|审核?|改|续|做|议|排期|发布|上线|部署|评估|讨论|优化|清理|整理|迁移|更新)|"
     r"遗留|下一步|接下来|后续|记一下|记一笔|记上|记着|记住|排上|列入|加到(?:清单|列表|待办)",
     "TODO: …; Open item: …; Next: …; Put it on the list: …; 待办：…; 下一步：…; …，记一下"),
    ("still: an obligation not met yet",
     r"still (need|needs|has|have|open|pending|to|must|got to|owe|owes)|yet to|not yet|"
     r"haven't|have not|hasn't|"
     r"remaining|unfinished",
     r"还需要|还要|还得|也得|仍需|仍然需要|仍要|尚需|尚未|还没|未完成|还差|还剩|没做完|没弄完|需要再",
     "We still need to …; … is not done yet; 还得…; 仍需…; 尚未…"),
    ("gap: something that should exist does not yet",
     r"(?:is|are|'s|'re) (?:still |also |long )?(?:missing|absent|lacking|empty|blank|unwritten|untested|undone|overdue(?![\w-]))|still (?:missing|lacks?|"
     r"overdue|"
     r"lacking|empty|blank|without|no|not (?:done|ready|written|set up|there|finished|sorted)|isn't|aren't|hasn't|haven't|"
     r"(?:has|have|needs?) to)|"
     r"(?:nobody|no one|no-one)'s (?:\w+ed|done|written|made|set up|got)|(?:nobody|no one|no-one) (?:owns|is (?:on|responsible for|"
     r"looking at|assigned to|handling))|(?:we|they|it) (?:lack|lacks|are lacking|is lacking)|(?:has|have)(?:n't| not) (?:been|got|had)|(?:nobody|no one|none of us|no-one) (?:has|have|"
     r"is|'s) (?:\w+ ){0,2}(?:yet|so far)|(?:nobody|no one|no-one|none of us) (?:has|have)(?: yet)? (?:\w+ed|written|done|"
     r"made|set up|begun|drawn|sent|taken|built|run|got|told|given|brought|found|read|paid|shown|spoken)|(?:doesn't|don't|does not|do not) (?:exist|have (?:a|an|any)) yet|"
     r"\w+ (?:yet|so far)(?=\s*[.!]?$)",
     r"还缺|缺(?:一个|一份|一张|少)|还少|还没有|还空着|还是空(?:白|着)?的?|没(?:有)?人(?:负责|跟进|处理|维护|写|做|弄|管|查|测|碰|改|修|定|排|问|联系)|到现在(?:也|还|都)?没|"
     r"还没(?:做|写|弄|定|测|查|开始)",
     "The fare sheet is still missing; X still has to be written; X hasn't been done; nobody has written X yet; 还缺…; …还没做"),
    ("future obligation: work that will have to happen",
     r"need to|needs to|we'll need|we will need|will have to|going to have to|gonna have to|have to .{0,40}\blater|"
     r"should also|must also|also need|we should|(?:we|i|you|they) (?:still )?owe|(?:we|i) (?:have )?promised|"
     r"(?:we|i)(?: have|'ve)? committed to|(?:we|i) agreed to (?:send|give|deliver|write|do)",
     r"需要|到时候|答应(?:了|过)?(?:给|要|帮)|欠(?:他们|她们|他|她|人家|对方)?一|"
     # a wish for work, like "we should": "我们应该给老客户做…", "我一直想把官网改成…" (not "我们应该是上个月改的")
     r"(?:我们|咱们)(?:还|也)?应该(?:(?![是会已没不在早怎]|也是|有(?!个|一个|一套))|(?=在[^，,。！？]{1,12}(?:加|装|放|做|建|开|挂|贴|摆|设)))|"
     r"(?:我|我们|咱们)(?:一直|早就|老早就)都?(?:很)?想要?(?=[把给加做弄搞建开]|换掉|换成)(?![^。！？]*(?:终于|已经|弄好了|做好了|改好了|搞定))",
     "We'll need to …; We owe them …; We promised them …; 需要…; 到时候…; 答应了给…; 我们应该…; 我一直想把…"),
    ("deferral in time: the work is put later",
     r"later|afterwards|at some point|down the (line|road)|eventually|someday|tomorrow|"
     rf"next (time|week|sprint|month|quarter|release|iteration|pr)\b|before ({_DAYS}|{_EVENTS})|"
     rf"by ({_DAYS}|{_EVENTS})|after (the|we|it)|once (the|we|it)|"
     # the speaker's own work put after other work: "I'll do the leaflet after that." (thirty-second round)
     r"(?:i'll|i will|we'll|we will) (?!(?:know|be|see|have|need|hear)\b)[a-z]+\b[^.;!?]{1,60}?\bafter (?:that|this)\b|"
     r"when we (get|have) (a chance|time)|"
     r"if time permits|in a (follow-up|later|separate) (pr|change|release|ticket)|"
     # work that waits on someone's delivery: "… when she sends them", "… once Sam brings it back"
     # (not at the start of a sentence: "When they arrive, they go in the cold store." is a habit, not work)
     r"(?<=[\w,] )(?:when|once|as soon as) (?:he|she|they|we|you|(?-i:[A-Z][a-z]+)) (?:(?:sends?|brings?|emails?|posts?|"
     r"drops? off|finish(?:es)?|returns?) (?:them|it|those|these|back|over)|gets? (?:them|those|these|back))\b|"
     r"(?<=[\w,] )(?:when|once|as soon as) (?:they|those|these) (?:arrive|come in|turn up|get here|are ready)\b|"
     # work that waits on knowing something: "I'll start the seating plan once I know who's coming"
     r"\b(?:i'll|i will|we'll|we will)\s+(?!(?:know|be|feel|see|find|have|need|hear|get back|probably|then)\b)[a-z]+\b"
     r"[^.;!?]{1,80}?\b(?:when|once|as soon as) (?:i|we) (?:know|have|hear)\b",  # work, not a state ("I'll know more once …")
     r"之后|以后|稍后|回头|晚点|晚些|改天|过两天|过几天|下次|下回|下周|下个月|明天|后天|后面再|回来再|等[^。！？\n]{0,60}?之后|等[^。！？\n]{0,60}?后再|"
     r"(?<!每次)(?<!每回)(?<!一)等(?![了级等待])[^，,。！？]{1,12}(?:发过来|送过来|寄过来|传过来|拿过来|拿回来|到货)(?!了)|"
     r"周[一二三四五六日]前|月底前|前完成|有空|抽空|找时间",
     "… later; At some point …; By Friday …; … when she sends them; 回头…; 改天…; 等…之后再…; 等她发过来…; 有空…"),
    ("deferral verbs: the work is parked",
     r"defer(red)?|postpone(d)?|put (it|this|that) off|park(ed|ing)? (it|this|that|the)|revisit|circle back|"
     r"come back to|leave (it|this|that) for|left for later|for later",
     r"先放着|先留着|先搁着|暂缓|推迟|延后|搁置|挂起|留到|留给",
     "Let's park that …; We'll revisit …; … for later; 先放着；暂缓…；留到…"),
    ("unknown: a question nobody can answer yet",
     r"(?:nobody|no one|no-one|none of us) (?:knows|can (?:tell|say|answer))\b(?! (?:why|how|what|who)\b)"
     r"(?![^.?!;]*,\s*so\s+(?:i|we|they|he|she)\b)|"  # not an aside: "Nobody knows whether …, so I took it down."
     r"(?:still|yet to) (?:don't |do not |doesn't |does not )?(?:know|hear|find out) (?:whether|if)\b|"
     r"not sure yet (?:whether|if)\b|waiting to (?:hear|find out) (?:whether|if)\b|"
     r"(?:keeps? me (?:up|awake)(?: at night)?|worries me|i'm worried about)[^.?!]{0,20}:\s*(?:nobody knows )?whether\b",
     r"搞不清楚|没人知道|谁也不知道|没个准信|谁(?:都|也)(?:讲|说)不准|没人(?:说|讲)得准|还不知道[^。！？]{0,30}(?:要不要|能不能|会不会|办不办|行不行|批不批|续不续)",
     "Nobody knows whether …; We still don't know if …; Here's what keeps me awake: whether …; 搞不清楚…要不要…; 没人知道…"),
    ("reminder: someone is asked to remember",
     r"remember|don't forget|do not forget|remind me|make a note|note to self",
     r"别忘|不要忘|记得|记下(?!来?了)|记录下(?!来?了)|提醒",  # "记下了" is "noted": said, not asked
     "Remember to …; Don't forget to …; 别忘了…; 记得…"),
)

# after a date in numerals: not a time already past or a span ("三号前的订单都发了", "五月一日前后", "1日前已经付款了", "8号前就到了")
_NOT_PAST = r"(?![端面台者辈门的后])(?![^，,。！？]{0,20}(?:已经|已|就到|[了的](?=[。！!，,]|$)|的[^，,。！？]{1,2}[。！!]?$))"

# said by the user only (an assistant's "before the fix, the test failed" reports the past): work due
# before an event or once a period is over — "before anything goes live, …", "once peak season is over, …",
# "开售之前…", "大促前…", "等高峰过去，…"
DEADLINE = ("deadline: the work is due before an event or after a period (the user's words)",
            # (not a time past: "… since before they had teeth", "before we moved here")
            r"\b(?:(?<!since )before (?:any|anything|anyone|anybody|it|this|that|these|those|we|they|the|our|a|an|you)\s+"
            r"(?!(?:had|was|were|did|moved|came|started|opened|bought|got|took|left)\b)\w+|"
            r"once (?:\w+\s+){0,3}(?:is|are|has|have)\s+(?:over|done|finished|out|live|in|through)|"
            r"(?:by|until) the (?:time|end)\b)",
            r"(?:[\u4e00-\u9fff]{2}|[A-Za-z0-9]\s?)(?<![目当眼面提从此先以日年])(?:之|以)前(?![端面台者辈])|"
            r"(?:上线|发布|开售|开放|开学|开业|开播|活动|大促|节假日|节前|年底|年前|月底|周末|割接|迁移|切换|结算|交付|验收|评审|截止|"
            r"高峰|考试|开会|下班|放假|月初|季度末)前(?![端面台者辈])|(?:春节|过年|元旦|国庆|中秋|端午|清明)前" + _NOT_PAST + "|"
            # a date of the lunar calendar ("腊月二十五前把…", "正月初六前…", "初八前…")
            r"(?:(?:腊月|正月|冬月)[初廿一二三四五六七八九十]{1,3}|初[一二三四五六七八九十])前" + _NOT_PAST + "|"
            r"(?:[\d一二三四五六七八九十]{1,3}月)?[\d一二三四五六七八九十]{1,3}[号日]前" + _NOT_PAST + "|"  # "六月一号前把…"
            r"等.{1,16}(?:结束|过去|忙完|做完|弄完|完了|完成|上线|稳定|之后|以后)[，,]",
            "Before anything goes live, …; Once peak season is over, …; 上线之前…; 活动前…; 等…结束，…")

REMINDER = (r"\b(remember to|don't forget|do not forget|remind me to|note to self)\b",
            r"别忘|不要忘|记得")

# work put in the future: with one of these a user's "have to" / "must" / "得" is an open item, not a rule
# ("At some point we have to X"); "after", "以后" and "之后" are not among them ("以后不要再用 X" is a rule)
DEFERRAL = (r"\b(later|at some point|down the (line|road)|eventually|someday|next (time|week|sprint|month|quarter|release|"
            r"iteration)|defer(red)?|postpone(d)?|park(ed|ing)? (it|this|that|the)|revisit|circle back|for later)\b",
            r"回头|改天|有空|抽空|找时间|过两天|过几天|晚点|晚些|下次|下回|先放着|先留着|先搁着|暂缓|推迟|延后")

# words of the lexicon that say *that* an item is open, not *what* it is (out of an item's content)
FILLER_EN = ("later afterwards eventually someday tomorrow pending outstanding remaining unfinished also "
             "forget don't don remind note self revisit defer deferred postpone postponed park parked point "
             "back circle time chance some before once put list owe owed promised nobody missing absent empty blank "
             "hasn't hasn far").split()
FILLER_ZH = ("回头|还得|也得|仍需|仍然需要|尚需|尚未|还差|还剩|改天|晚点|晚些|过两天|过几天|下次|下回|有空|抽空|"
             "找时间|到时候|先放着|先留着|暂缓|推迟|延后|留到|别忘了?|不要忘了?|记得|提醒|一下|记一笔|记着|记上|排上|之前|以前|"
             "还没有?人?[做写弄定测查排开始]*|还缺(?:一[份个张台套])?|没人[写做弄管查测碰看]*|还少|还空着")


def gap_patterns() -> tuple[str, str]:
    """The gap and unknown families ("… is still missing", "nobody has … yet", "还缺…"; "nobody knows whether …"):
    like a reminder or a deferral they win over a user's constraint cue ("no one has written X" is work to do, not
    a rule; "nobody knows whether they'll let us keep it" is a question, not a rule to keep anything)."""
    rows = [r for r in PENDING if r[0].startswith(("gap:", "unknown:"))]
    return "|".join(rf"\b(?:{r[1]})\b" for r in rows), "|".join(f"(?:{r[2]})" for r in rows)


# a date the work is due by ("by Friday", "before the release", "by the 12th", "周五前", "15号前"), English and Chinese
DUE_BY = (rf"\b(?:by|before) (?:(?:this |next )?(?:{_DAYS})|{_EVENTS}|tomorrow|tonight|(?:the )?end of|next week|"
          r"the \d{1,2}(?:st|nd|rd|th)\b)",
          r"(?:周[一二三四五六日]|月底|明天|下周|年底)(?:之)?前|\d+号(?:之)?前|"
          r"(?:[\d一二三四五六七八九十]{1,3}月)?[\d一二三四五六七八九十]{1,3}[号日](?:之)?前" + _NOT_PAST)  # "六月一号前", "3月15日前"


def deadline_patterns() -> tuple[str, str]:
    """The deadline cues (a user's sentence only)."""
    return DEADLINE[1], DEADLINE[2]


def pending_patterns() -> tuple[str, str]:
    """The English (word-bounded) and Chinese open-item cues: the union of the table's families."""
    en = "|".join(f"(?:{row[1]})" for row in PENDING)
    zh = "|".join(f"(?:{row[2]})" for row in PENDING)
    # "Next: …" and "Next thing, I need …" (not "Next thing I knew") at the start of a sentence
    return (rf"\b(?:{en})\b|^\s*next\s*:|^\s*(?:and )?next (?:thing|job)\s*[,:]"
            # a reply that says the item is not done: "Not done yet, it's waiting for …" (not "The suite is not finished yet")
            r"|^\s*(?:(?:it's|it is|that's|that is)\s+)?(?:still )?not (?:done|started|written|made|built) yet\b"
            # work after a delivery, said first: "When Sam sends them, I'll update the price list."
            r"|^\s*(?:when|once|as soon as) [^,.;]{3,60}, (?:i'll|we'll|i will|we will|let's|i'm going to|we're going to)\b"), zh


# -- answers that are not answers yet, shared by the reply readers (``requests``, ``waiting``)
# thinking it over ("Let me think about it.", "I'll sleep on it."): an acknowledgement, and a put-off
PONDER_EN = r"think (?:about (?:it|that|this)|it over|on it)|sleep on it|mull (?:it|that) over|consider it|give it some thought"
# not knowing ("I'm not sure.", "No idea.", "说不好。"): an acknowledgement that answers nothing, and a reply
# that cannot answer a question (it stays open)
DONT_KNOW_EN = r"(?:i'm |i am )?not sure|(?:i )?(?:don't|do not) know|(?:i )?(?:have |had )?no idea|hard to say|" \
    r"(?:i )?(?:can't|cannot) (?:tell|say|find (?:that|it|this) out)(?: (?:from here|for sure))?\b"
DONT_KNOW_ZH = r"不确定|不知道|不好说|说不好|说不准|不清楚|答不上|没法回答"


# a reply that says it thought the option over ("I slept on the quote form thing.", "想了想。"), for ``answers`` and
# ``waiting``
THOUGHT_OVER_EN = r"(?:slept on|thought about|thought over|thought it over|had a think about|mulled(?: over)?)"
THOUGHT_OVER_ZH = r"(?:想了想|考虑了一下|琢磨了一下|想过了|考虑过了)"
