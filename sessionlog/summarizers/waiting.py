"""Proposals still waiting for an answer: passed over by a reply about something else, put off ("Let me
think about it."), or left open when the span ends (eleventh and twelfth rounds).

Rule of this module: people answer a proposal when they come back to it, not always in the next message —
"A quarry up north started bagging its dust for gardeners." / (routine work, a compaction) / "Not this
year." A suggestion or a story (``replies.MODAL``, a ``replies.is_story`` last sentence) that the other
party's reply passes over (``answers.verdict``: "unrelated") is still waiting: a later message of that
party that has no newer proposal of the same speaker to answer answers it, if it responds to it
(points back, turns down, negates its verb, says what stays as it is); work done meanwhile accepts
nothing. A proposal waits for one compaction at most: the summary carries what is waiting at its end as
``**Awaiting an answer**: … (put forward by the assistant) (c12)`` (``rolling.AWAITING``), and the span
after it drops what the previous one carried and nobody answered — a stale proposal never pairs with a
"No" said months later. One the other party *put off* ("Let me think about it.", "我想想。", "回头再说。")
waits longer, up to ``DEFERRED_FOR`` compactions, in a slot of its own (``… (put forward by the
assistant; put off) (c12)``), and is answered only by a message that takes it up (a content word of it:
"上次你说的体验课，我不开。"), never by a bare "No".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import lexicon, options, proposals, replies, threads
from .facts import CJK_RE
from .rolling import Draft

DEFERRED_FOR = 20  # compactions a proposal put off waits for its answer
MAX_TAKEN_UP_AT = 8  # sentences of a message looked at for the one that takes up a relayed proposal put off
_THOUGHT_OVER = re.compile(rf"\b{lexicon.THOUGHT_OVER_EN}|{lexicon.THOUGHT_OVER_ZH}", re.IGNORECASE)
# what stays as it is, said of the speaker's own plan ("We're staying at the Methodist hall.", "We'll stick with the hall.")
_STAYING = re.compile(r"^(?:(?:so|and|no)[,]?\s+)?(?:we're|we are|we'll|we will|we) (?:staying|stay|sticking|stick|keeping|keep) "
                      r"(?:at|in|with|on|where|to)\b|^(?:那|所以)?(?:我们|咱们)?(?:还是|就)?(?:留在|待在|照旧|不动)", re.IGNORECASE)
_AFTER_COLON = re.compile(r":\s+|\s[—–]\s")  # "I've thought about X: the hall floods.": the verdict after the colon
_PONDERS = re.compile(rf"\b(?:{lexicon.PONDER_EN})\b|想想|考虑一下|琢磨琢磨", re.IGNORECASE)
_A_NO = re.compile(r"\b(?:it's|it is|that's|the answer's|the answer is) a (?:flat |firm |hard )?no\b(?=\s*(?:[.!,;]|$|from|for now))", re.IGNORECASE)
RELAYED_PUT_OFF = "relayed:put-off"  # a relayed proposal the user put off when asked how to answer it
_DEFERS_EN = re.compile(r"^(?:(?:hmm+|ok|okay|well|right)[,.]?\s+)*(?:(?:let me|i'll|i will|we'll|we will|i need to|i want to|i'd like to|"
                        r"i'll need to|i'll have to|i'd need to|i'd have to|we'll need to|we'll have to) "
                        rf"(?:{lexicon.PONDER_EN}|get back to you)|"
                        r"not sure yet|maybe later|we'll see|i'll let you know|"
                        # asked of whoever decides: "I said I'd ask the insurance people."
                        r"(?:i said )?(?:i'd|i'll|i will|let me) (?:ask|check with|run it (?:by|past)) (?:the|my|our|his|her) [\w' -]{0,29}\w(?=[.!]?$|,\s+(?:it's|they|he|she)\b)|let's (?:leave|park) (?:that|it)(?: for now)?|"
                        # asked of someone by name or pronoun (thirty-second round): "Let me ask Ash, they're his birds really.",
                        # "Let me have a word when I'm in on Thursday."
                        r"(?:let me|i'll|i will|i'd|i would|i need to|i'll need to|i'd need to|i'll have to|i'd have to) (?:ask|check with|talk to|have a word(?: with)?) "
                        r"(?:(?-i:[A-Z][a-z]+)|him|her|them)?(?=[.!]?$|,\s|\s+(?:about|first|when|on|tomorrow|tonight|later)\b)|"
                        r"(?:let me|i'll|i will) have a word\b|"
                        r"(?:we'll|let's) come back to (?:that|it))\b", re.IGNORECASE)
_DEFERS_ZH = re.compile(r"^(?:嗯|好|这个)?[，,…。.\s]*(?:让我|我|我们)?(?:再)?(?:想想|想一想|考虑考虑|考虑一下|琢磨琢磨|琢磨一下|商量商量|商量一下)|^回头再(?:说|议|看|定)|"
                        r"^(?:以后|过段时间|过两天)?再说吧?[。！!]?$|^(?:以后|过段时间|过两天)再(?:说|定|看)|^(?:这个|那个)?先(?:不说|放一放|放放|搁一搁)(?:这个|那个)?")


_OFFER_OF_HELP = re.compile(r"\banything else\b|\blet me know\b|\bif you (?:need|want)\b|还有(?:什么|别的|其他).{0,8}(?:吗|？|\?)|需要.{0,6}(?:告诉|说一声)",
                            re.IGNORECASE)


_ACK_LEAD = re.compile(r"^(?:好的?|行|可以|没问题|收到|明白)[，,！!。]\s*|^(?:ok|okay|sure|right|got it|will do|great)[,.!]\s+", re.IGNORECASE)


def _no_answer_needed(sentence: str) -> bool:
    """A plan ("I'll take care of it.", "我来处理。", also after an acknowledgement: "好，我先把时间段预约做上。") or an
    offer of help ("Anything else?"): carried, it would wait for an answer nobody owes."""
    return threads.is_plan(sentence) or threads.is_plan(_ACK_LEAD.sub("", sentence.strip(), count=1)) \
        or bool(_OFFER_OF_HELP.search(sentence))


def waits(proposal: tuple[str, str]) -> bool:
    """A proposal that can wait for an answer past an unrelated reply: a suggestion, or a story told."""
    sentence, how = proposal
    return how == replies.MODAL or (how == replies.POINTED and replies.is_story(sentence))


# a first sentence that says nothing yet ("Hmm.", "I'm not sure about that."): the put-off may come after it
_HESITATES = re.compile(r"^(?:(?:hm+|mm+|ooh|oh|well|er+m?|um+|ah)[,.!]*\s*)+$|^(?-i:(?!(?:No|Yes|Yeah|Yep|Nope|Nah|Sure|Fine|Right|Okay|Ok|Aye|Done|Great|Good|Never|Absolutely)\b)[A-Z][a-z]+)[.!?]$|^(?:(?:hmm+|well)[,.]?\s+)?i'm not sure(?: about (?:that|this|it))?[.!]?$|"
                        r"^(?:嗯+|这个|哎)[。，,！!…]*$", re.IGNORECASE)


# the speaker went to whoever decides about it (thirty-second round): "I asked Dave about the telly. He said no: …"
_ASKED_ABOUT = re.compile(r"^(?:(?:so|well|right|ok|okay)[,]?\s+)?(?:i|we) (?:asked|rang|called|e-?mailed|texted|spoke to|talked to|"
                          r"had a word with|checked with) [\w' ]{1,30}? about (?:the |your |that |this |his |her |their )?"
                          r"([\w'-]+(?: [\w'-]+){0,3}?)(?=[.,;:!]|$| and\b)", re.IGNORECASE)


def _asked_about(reply: list[str], proposal: str) -> bool:
    """The reply opens by saying the speaker asked someone about the proposal put off, by the last word of what it
    was about."""
    m = _ASKED_ABOUT.match(reply[0].strip()) if reply else None
    head = threads.content_tokens(m.group(1).split()[-1]) if m else set()
    return bool(head) and head <= threads.content_tokens(proposal)


def puts_off(reply: list[str]) -> bool:
    """One of the reply's first two sentences (after up to two that say nothing yet: "Hmm.", "Kyle.") puts the answer off ("Let me
    think about it.", "我想想。", "那质量谁管？先不说这个。", "Hmm. The telly's Dave's, I'd have to ask him.")."""
    first = 0
    while first < min(2, len(reply)) and _HESITATES.match(reply[first].strip()):
        first += 1  # "Kyle. Hm. I'll need to think about that one.": a name echoed and a "Hm." say nothing yet
    return any((_DEFERS_ZH if CJK_RE.search(s) else _DEFERS_EN).search(s.strip()) or _ASKED_OF_EN.search(s)
               for s in reply[first:first + 2])


# the answer put off to whoever decides, at a clause's end: "The telly's Dave's, …, I'd have to ask him."
_ASKED_OF_EN = re.compile(r"(?:^|[,;]\s+)(?:so\s+)?(?:i'd|i would|i'll|i will) (?:have|need) to (?:ask|check with|talk to) "
                          r"(?:(?-i:[A-Z][a-z]+)|him|her|them|the [\w' -]{1,30}?)[.!]?$", re.IGNORECASE)





def relayed_then_put_off(message: list[str]) -> str | None:
    """A proposal the speaker relays and then, in the same message, puts off themselves ("My brother says we ought
    to …. Let me think about that one.", "…说想让我们…。我再想想。"): the relayed sentences, when the put-off comes
    right after them (one sentence between at most)."""
    for n, s in enumerate(message[:64]):
        # or the speaker's own option, asked and put off ("What about a weekend course? Let me sleep on it.")
        if (threads.relayed_in([s]) is not None or (s.rstrip().endswith("?") and proposals.is_proposal(s)
                                                    and _PONDERS.search(message[n + 1] if n + 1 < len(message) else ""))) \
                and puts_off(message[n + 1:n + 5]):
            return s
    return None


@dataclass
class Waiting:
    """Each party's proposals still waiting: ``slot`` ("assistant", "user", "assistant:put-off", "user:put-off")
    -> (sentence, how, the compaction it was put forward in)."""

    compaction: int
    pending: dict[str, tuple[str, str, int]] = field(default_factory=dict)

    @classmethod
    def carried(cls, draft: Draft) -> tuple["Waiting", tuple[str, str] | None]:
        """What a previous summary left waiting, and a relayed proposal the assistant had asked how to answer."""
        waiting = cls(draft.compaction)
        for slot, (text, born) in draft.awaiting.items():
            who = slot.split(":")[0]
            if who in ("assistant", "user"):
                found = replies.target([text], who) or (text, replies.POINTED)
                waiting.pending[slot] = (found[0], found[1], born)
            elif slot == RELAYED_PUT_OFF:
                waiting.pending[slot] = (text, replies.STRONG, born)
        relayed = draft.awaiting.get("relayed")
        return waiting, ((relayed[0], replies.STRONG) if relayed else None)

    def choose(self, who: str, latest: tuple[str, str] | None, reply: list[str], *,
               busy: bool = False) -> tuple[tuple[str, str] | None, str | None]:
        """What a reply answers of ``who``'s proposals, and the slot it waited in (None: the latest): the
        latest open one, unless there is none or it is a bare last sentence the reply does not take up while
        it takes up a waiting one ("扫描仪那个事，…"); a proposal put off only when the reply takes it up (two of its content words, or one in the topic it
        opens on: "上门那个…"). Never a
        waiting one for a reply in a turn that works (``busy``: tool calls). A waiting one is answered only by a
        reply that responds to it (``answers.verdict``, strict): a request or a report that shares its words
        ("Update the room prices …") answers nothing."""
        if busy or not reply:
            return latest, None
        bare = latest is None or (latest[1] == replies.POINTED and not threads.takes_up(reply, latest[0]))
        if bare:
            earlier, put_off = self.pending.get(who), self.pending.get(f"{who}:put-off")
            if put_off is not None and (threads.takes_up(reply, put_off[0], least=2) or options.opens_on(reply, put_off[0])
                                        or _asked_about(reply, put_off[0])) \
                    and not (earlier is not None and threads.takes_up(reply, earlier[0])):
                return put_off[:2], f"{who}:put-off"  # "点蓝外包那个，…" names the one put off, not the one waiting
            if earlier is not None and (latest is None or threads.takes_up(reply, earlier[0])):
                return earlier[:2], who
        return latest, None

    def passed_over(self, who: str, proposal: tuple[str, str] | None, reply: list[str], slot: str | None) -> None:
        """The other party's reply spoke of something else (or put the answer off): the proposal waits, when it can."""
        deferred = puts_off(reply)
        if proposal is None or not (waits(proposal) or deferred):  # "Shall I …?" waits only when it is put off
            return
        target = f"{who}:put-off" if deferred or (slot or "").endswith(":put-off") else who
        earlier = self.pending.get(slot or target)
        born = earlier[2] if earlier and earlier[0] == proposal[0] else self.compaction
        if slot is not None and slot != target:
            self.pending.pop(slot, None)
        self.pending[target] = (proposal[0], proposal[1], born)

    def put_off(self, who: str, proposal: str) -> None:
        """One option of several answered together was put off (``options``): it waits in the put-off slot."""
        earlier = self.pending.get(f"{who}:put-off")
        born = earlier[2] if earlier and earlier[0] == proposal else self.compaction
        self.pending[f"{who}:put-off"] = (proposal, replies.MODAL, born)

    def answered(self, slot: str | None) -> None:
        if slot is not None:
            self.pending.pop(slot, None)

    def expired(self) -> list[tuple[str, str]]:
        """The proposals put off ``DEFERRED_FOR`` compactions ago and not taken up since: (sentence, who put it
        forward). ``at_end`` no longer carries them; the summary records them as not taken up."""
        return [(text, "user" if slot == RELAYED_PUT_OFF else slot.split(":")[0]) for slot, (text, _, born) in self.pending.items()
                if slot.endswith(":put-off") and born <= self.compaction - DEFERRED_FOR]

    def put_off_relayed(self, proposal: str) -> None:
        """The user put off a relayed proposal they were asked how to answer ("I'll think about it."): it waits
        in its own slot, answered by a later message of the user's that takes it up."""
        earlier = self.pending.get(RELAYED_PUT_OFF)
        born = earlier[2] if earlier and earlier[0] == proposal else self.compaction
        self.pending[RELAYED_PUT_OFF] = (proposal, replies.STRONG, born)

    def drop(self, proposal: str) -> None:
        """The proposal was given up by its proposer: nothing waits for an answer to it."""
        for slot in [s for s, (text, _, _) in self.pending.items() if text == proposal]:
            del self.pending[slot]

    def thought_over(self, message: list[str]) -> bool:
        """The message opens by saying the put-off proposal was thought over ("Slept on the course.", "想了想，…")."""
        return RELAYED_PUT_OFF in self.pending and bool(message) and _THOUGHT_OVER.search(message[0]) is not None

    def relayed_taken_up(self, message: list[str]) -> str | None:
        """The relayed proposal put off, when the user's message takes it up (a content word of it) with a verdict
        ("Thought about the workshops. No.", "The cruises: yes."); a request that shares its words ("Fix the typo
        on the booking page.") answers nothing."""
        earlier = self.pending.get(RELAYED_PUT_OFF)
        if earlier is None:
            return None
        # from the first of the message's sentences that takes it up ("Committee news! … And I've thought about Karen's
        # idea: …"), it and the next
        at = next((n for n in range(min(len(message), MAX_TAKEN_UP_AT)) if threads.takes_up(message[n:n + 1], earlier[0])), None)
        if at is None:
            return None
        mulled = _THOUGHT_OVER.search(message[at]) is not None
        # thought over, the verdict may come after its reason ("Slept on the course. It'd cost double. It's a no.")
        said = [part for s in message[at:at + (3 if mulled else 2)] for part in _AFTER_COLON.split(s, maxsplit=1)][:4 if mulled else 3]
        verdict = any(proposals.turn_down([s]) == 0 or proposals.accepts([s], earlier[0]) or threads.negates([s], earlier[0])
                      or _A_NO.search(s)
                      or (mulled and _STAYING.search(s)) for s in said) or threads.keeps_as_is(said[-2:], earlier[0]) \
            or (mulled and len(said) > 1 and threads.objection(said[1:2]))  # "I've thought about X: the hall floods in May."
        return earlier[0] if verdict else None

    def at_end(self, open_proposal: dict[str, tuple[str, str]], handed_back: tuple[str, str] | None) -> dict:
        """``Draft.awaiting`` for the summary: each party's proposal open at the end of the span (a suggestion,
        a question or a story) or else its proposal passed over in this span; what was put off, for
        ``DEFERRED_FOR`` compactions; a relayed one handed back."""
        out: dict[str, tuple[str, int]] = {}
        for who in ("assistant", "user"):
            last = open_proposal.get(who)
            if last is not None and (last[1] == replies.STRONG or waits(last)) and not _no_answer_needed(last[0]):
                out[who] = (last[0], self.compaction)
            elif (earlier := self.pending.get(who)) is not None and earlier[2] >= self.compaction:
                out[who] = (earlier[0], earlier[2])
            if (put_off := self.pending.get(f"{who}:put-off")) is not None and put_off[2] > self.compaction - DEFERRED_FOR:
                out[f"{who}:put-off"] = (put_off[0], put_off[2])
        if (put_off := self.pending.get(RELAYED_PUT_OFF)) is not None and put_off[2] > self.compaction - DEFERRED_FOR:
            out[RELAYED_PUT_OFF] = (put_off[0], put_off[2])
        if handed_back is not None:
            out["relayed"] = (handed_back[0], self.compaction)
        return out
