"""The ``offline`` summarizer: deterministic, model-free, extractive, in Pi's structured format.

Rule of this module: the same request gives the same text (no clock, randomness or environment).
It sorts the sentences of the conversation into Pi's sections by surface cues (English and Chinese,
``facts``) and keeps each one verbatim, so paths, URLs, hashes, commands and numbers survive exactly.
A previous summary is read back and rolled forward (``rolling``): repeats merge, routine progress
collapses into a count, Done items age out, open items stay until done, and the summary stays within
its budget (default 12,000 characters) by merging first and, only then, by dropping the least
important, oldest items — counted, never silently. The Goal holds the session's goal (the first
request and explicit goal statements), In Progress the current request. The appendix follows the
body: ``## Tool Failures`` with their cause (``failures``), Pi's ``<read-files>`` / ``<modified-files>``
tags and ``<workspace-critical-rules>`` (``workspace``, carried over from the previous summary and
taken from bootstrap content).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.view import to_llm
from . import announced, answers, facts, options, prompts, proposals, replies, requests, threads
from .base import CancelCheck, SummarizerError, SummaryCancelled, SummaryRequest, register
from .failures import MAX_FAILURES, scan
from .facts import split_sentences
from .rolling import NONE, Draft, RollingSettings, read_summary
from .turns import Turn
from .waiting import DEFERRED_FOR as waiting_for, RELAYED_PUT_OFF, Waiting, relayed_then_put_off, waits
from .workspace import bootstrap_texts, rule_lines, rules_appendix

__all__ = ["MAX_FAILURES", "OfflineSummarizer", "read_messages", "split_sentences"]
MAX_COMMAND_CHARS = 400


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(b.get("text", "")) for b in content if isinstance(b, Mapping) and b.get("type") == "text")
    return ""


@dataclass
class _Reading:
    """What one text did besides adding items: whether it answered the other party's proposal (and
    turned it down), its own last proposal, and (a user's text) the sentences that ask for work."""

    answered: bool = False
    declined: bool = False
    objected: bool = False  # it answered the other party's plan with an objection, not a yes (``threads``)
    unrelated: bool = False  # it spoke of something else: the proposal is still waiting (``answers.verdict``)
    proposal: tuple[str, str] | None = None  # (sentence, how it was found: replies.STRONG, MODAL, POINTED)
    requests: list[str] = field(default_factory=list)
    asks: list[tuple[str, bool]] = field(default_factory=list)  # questions and reported asks: (sentence, puts an option)


def _objected_item(plan: str, proposer: str, objection: list[str]) -> str:
    return proposals.rejected_item(plan, proposer, objection[0], None, label="Objected to")


def _given_up(draft: Draft, plan: str, proposer: str, objection: list[str]) -> None:
    """The proposer drops its plan after the objection: **Not taken up**, in place of **Objected to**."""
    reason = objection[1] if len(objection) > 1 and proposals.reason_follows(objection[0], objection[1]) else None
    draft.take(_objected_item(plan, proposer, objection))
    draft.take(plan)
    draft.add("decisions", proposals.rejected_item(plan, proposer, objection[0], reason, label="Not taken up"))


def _add_sentences(draft: Draft, text: str, speaker: str, skip: frozenset[str] = frozenset(),
                   answering: tuple[str, str, str] | None = None, acted: bool = False, hold: bool = False,
                   worked: bool = False, relayed: bool = False, waited: bool = False, after_no: bool = False,
                   relayed_before: str | None = None) -> _Reading:
    """Sort the sentences of one text into ``draft``. ``answering``: the other party's open sentence
    (sentence, proposer, how it was found); this text answers it (``answers.verdict``) unless ``hold`` (a holding
    line before tool calls, "Let me check."); ``acted``: the same message does the work (an edit, a
    done-sentence); ``worked``: tool calls came before this text in the turn; ``relayed_before``: an ask the
    speaker relayed in their message before, which a deal struck instead turns down."""
    sentences = [s for s in split_sentences(text) if " ".join(s.split()) not in skip]
    reading = _Reading()
    verdict, turned = ("none", None)
    if answering is not None and sentences and not (hold and not any(facts.meaningful(s) for s in sentences)):
        verdict, turned = answers.verdict(sentences, answering, acted, worked, relayed, waited)
        reading.answered, reading.declined = verdict != "unrelated", verdict not in ("accept", "objected", "unrelated")
        reading.objected, reading.unrelated = verdict == "objected", verdict == "unrelated"
        if reading.objected and threads.objection(sentences):
            draft.add("decisions", _objected_item(answering[0], answering[1], sentences))  # kept even if the drop comes later
    own = set()
    if speaker == "user" and verdict in ("none", "accept", "objected", "unrelated") and (found := threads.verdict(sentences)) is not None:
        at, asked_at = found
        # the relayed ask with what the speaker said of it before the verdict ("He asked … . Tipping on Saturday mornings.")
        asked = " ".join(sentences[asked_at:at])
        answering, verdict, turned, own = (asked, "user", replies.STRONG), "turn_down", at, set(range(asked_at, at))
    elif speaker == "user" and relayed_before and verdict in ("none", "accept", "objected", "unrelated") \
            and (at := threads.countered(sentences)) is not None:
        answering, verdict, turned = (relayed_before, "user", replies.STRONG), "turn_down", at
    first = turned if verdict == "not_taken" and turned is not None else 0  # where the reply comes back to it
    # (a sentence after the answer that puts an option of its own forward is no reason: "… And something many
    # charities use: a leaderboard …" stays the reply's proposal)
    offers_next = verdict == "not_taken" and len(sentences) > first + 1 and proposals.is_proposal(sentences[first + 1])
    said = ({first} if offers_next else {first, first + 1}) if verdict == "not_taken" else {turned, turned + 1} if verdict == "turn_down" and turned is not None else set()
    reading.proposal = replies.target([s for n, s in enumerate(sentences) if n not in said | own], speaker,
                                      answer=reading.declined)
    quoted: set[int] = set()
    if verdict == "not_taken":
        reason = sentences[first + 1] if len(sentences) > first + 1 and not offers_next \
            and proposals.reason_follows(sentences[first], sentences[first + 1]) else None
        quoted = {first, first + 1} if reason else {first}
        draft.take(answering[0])
        draft.add("decisions", proposals.rejected_item(answering[0], answering[1], sentences[first], reason, label="Not taken up"))
    i = 0
    listing = 0  # open items still to come of a list the user announced ("Couple of things for your list.")
    while i < len(sentences):
        sentence = sentences[i]
        if i in own:
            i += 1  # a relayed proposal turned down in the same message: kept with its turn-down
            continue
        if i == 0 and after_no and speaker == "assistant" and facts.restates_turn_down(sentence):
            draft.add("decisions", f"**Rejected**: {sentence}")  # "Noted: no paid ticketing plan." after the user's "No."
            i += 1
            continue
        section = facts.classify(sentence, speaker)
        if speaker == "user":
            if listing and section in (None, "context") and i not in quoted and facts.meaningful(sentence):
                section = "next"  # an item of the list announced
            listing = max(listing - 1, 0) if section == "next" or listing else 0
            if (count := announced.items_announced(sentence)) and section == "next":
                listing = count
                i += 1
                continue  # the announcement itself says nothing the items do not
            if section == "next" and i and announced.question_left_waiting(sentences[i - 1], sentence) \
                    and facts.classify(sentences[i - 1], speaker) is None:
                sentence = f"{sentences[i - 1]} {sentence}"  # "…办不办？…她说还没开会定，让我们等等。": the question is open
        if facts.closes(sentence):
            draft.close_open_items(sentence)
        if speaker == "user" and facts.cue("goal", sentence) and facts.meaningful(sentence):
            draft.set_goal(sentence, explicit=True)
        if verdict == "turn_down" and i == turned and answering is not None:
            following = sentences[i + 1] if i + 1 < len(sentences) else None
            reason = following if proposals.reason_follows(sentence, following) \
                and not (speaker == "user" and requests.asks_for_work(following)) else None
            draft.take(answering[0])  # the proposal is kept as what was rejected, not also on its own
            draft.add("decisions", proposals.rejected_item(answering[0], answering[1], sentence, reason))
            i += 2 if reason else 1
            continue
        if speaker == "user" and i not in quoted and (
                dropped := threads.dropped_item(sentence, [item.text for item in draft.items["next"]])) is not None:
            draft.take(dropped)  # an open item turned down, however late: kept as what was rejected
            draft.add("decisions", f"**Rejected**: {dropped} — {sentence}")
            i += 1
            continue
        if speaker == "user" and section in (None, "context") and i not in quoted and not requests.is_reported_ask(sentence) \
                and not replies.reports_answer(sentence) and (
                requests.asks_for_work(sentence)
                or (proposals.is_ask(sentence) and not sentence.rstrip().endswith(("?", "？"))
                    and not threads.passes_on_a_question(sentence))):
            # "Tom's been asking for a map link …. Can you do that when you've a minute?": the ask passed on is the work
            reading.requests.append(sentences[i - 1] + " " + sentence if i and threads.does_it(sentence)
                                    and requests.is_reported_ask(sentences[i - 1]) else sentence)
        elif speaker == "user" and section in (None, "context") and i not in quoted and facts.meaningful(sentence) and (
                sentence.rstrip().endswith(("?", "？")) or requests.is_reported_ask(sentence)):
            reading.asks.append((sentence, proposals.is_proposal(sentence)))
        if i in quoted:
            i += 1  # quoted as what was said to the proposal: kept there, not again on its own
            continue
        if section == "decisions-rejected":
            reason = sentences[i + 1] if i + 1 < len(sentences) and facts.REASON_RE.match(sentences[i + 1]) else None
            if reason is None and not facts.meaningful(sentence) and not facts.carriers(sentence):
                i += 1  # "那算了。", "Forget it.": a rejection that names nothing (an answer to a turn-down) records nothing
                continue
            draft.add("decisions", f"**Rejected**: {sentence}" + (f" {reason}" if reason else ""))
            i += 2 if reason else 1
            continue
        if section == "decisions":
            draft.add("decisions", f"**Decision**: {sentence}")
        elif section is not None:
            draft.add(section, sentence)
        i += 1
    return reading


def _command(command: str) -> str:
    command = " ".join(command.split())
    return command if prompts.js_len(command) <= MAX_COMMAND_CHARS else prompts.js_slice(command, MAX_COMMAND_CHARS) + "…"


def _read_call(draft: Draft, block: Mapping[str, Any]) -> None:
    args = block.get("arguments") if isinstance(block.get("arguments"), Mapping) else {}
    name = block.get("name")
    if isinstance(args.get("command"), str) and args["command"]:
        draft.add("context", f"Ran `{_command(args['command'])}`")
    path = args.get("path")
    if name in ("write", "edit") and isinstance(path, str) and path:
        draft.add("done", f"{'Wrote' if name == 'write' else 'Edited'} `{path}`")


def read_messages(messages: Iterable[Mapping[str, Any]], draft: Draft, *, goal: bool = True,
                  bootstrap: bool = False) -> None:
    """Sort new messages into ``draft``: sentences by cue, tool calls as commands and edits, tool
    outcomes into the failure log. ``bootstrap``: the span starts the session, so rule lines of the
    content before the first user message go to the rules block, not the body."""
    messages = list(messages)
    skip = frozenset(" ".join(line.lstrip("-*• ").split()) for t in bootstrap_texts(messages) for line in rule_lines(t)) \
        if bootstrap else frozenset()
    open_proposal: dict[str, tuple[str, str]] = {}  # each party's latest answerable sentence, until answered
    waiting, handed_back = Waiting.carried(draft)  # proposals passed over (``waiting``); a relayed proposal handed back
    held: tuple[str, str] | None = None  # the assistant's proposal the user asked about ("What do you make of it?")
    objected: tuple[str, str, list[str]] | None = None  # a plan, its proposer and the other party's objection to it
    listed: list[str] = []  # the options the assistant's latest text put forward in a series (``options``)
    current = Turn(draft)
    for m in messages:
        role = m.get("role")
        if role in ("compactionSummary", "branchSummary"):
            read_summary(str(m.get("summary", "")), draft, merge=True)
        elif role == "bashExecution":
            if m.get("command"):
                draft.add("context", f"Ran `{_command(str(m['command']))}`")
        elif role == "assistant":
            content = m.get("content")
            blocks = [b for b in content if isinstance(b, Mapping)] if isinstance(content, list) else []
            calls = [b for b in blocks if b.get("type") == "toolCall"]
            edits = any(b.get("name") in ("write", "edit") for b in calls)
            for block in blocks:
                if block.get("type") == "text":
                    text = str(block.get("text", ""))
                    said = split_sentences(text)
                    listed = options.listed(said) or options.listed_lines(text) or ([] if facts.meaningful(text) else listed)
                    asked, waited = waiting.choose("user", open_proposal.get("user"), said,
                                                   busy=bool(calls) or current.acted)  # waited: the slot it waited in
                    done = asked is not None and any(facts.cue("done", s) and facts.completes(s, asked[0]) for s in said)
                    if objected is not None and objected[1] == "assistant":
                        if not calls and threads.gives_up(said, objected[0]):
                            _given_up(draft, *objected)  # "Ah, I didn't know that."
                            waiting.drop(objected[0])  # given up: it waits no more
                        objected = None
                    back = not calls and threads.asks_back(said) and (ask := threads.relayed_in(current.message)) is not None
                    if back:
                        handed_back = (ask, replies.STRONG)  # "What should I tell her?": the user's next message answers it
                    reading = _add_sentences(draft, text, "assistant", answering=(asked[0], "user", asked[1]) if asked and not back
                                             else None, acted=done if waited else edits or done, hold=bool(calls),
                                             worked=current.acted and not waited, waited=waited is not None,
                                             after_no=not current.replied and answers.turns_down(current.message))
                    if back:
                        open_proposal.pop("user", None)
                    if reading.objected and asked:
                        objected = (asked[0], "user", said[:2])  # "I'll run the pans all night." / "The boil has to be watched …"
                    if reading.answered or reading.unrelated:
                        open_proposal.pop("user", None)
                        if reading.unrelated:
                            waiting.passed_over("user", asked, said, waited)
                    if reading.answered and not reading.declined and not reading.objected and asked and proposals.accepts(said, asked[0]) \
                            and (proposals.is_ask(asked[0]) or replies.suggests(asked[0])) and not requests.own_move(asked[0]):
                        current.requests.append(asked[0])  # "可以做，我记下了。": agreed, to do — open unless the turn does it
                    if reading.answered:
                        waiting.answered(waited)
                        if reading.declined:
                            current.declined.add(asked[0])
                    if reading.proposal and threads.offers_on_it(reading.proposal[0]) \
                            and (ask := threads.asked_before(current.message)) is not None:
                        # "Dewi's been going on about a laser cutter …" / "Would you like me to price one up?": the offer
                        # is of what the user passed on, and a no to it turns that down (thirty-third round)
                        reading.proposal = (ask + " " + reading.proposal[0], reading.proposal[1])
                    if reading.proposal and not back and (reading.proposal[1] != replies.POINTED or "assistant" not in open_proposal
                                             or open_proposal["assistant"][1] == replies.POINTED):
                        open_proposal["assistant"] = reading.proposal  # a bare last sentence never hides a proposal
                    if held is not None and (reading.proposal is None or reading.proposal[1] == replies.POINTED):
                        open_proposal["assistant"] = held  # the answer to the user's question leaves the proposal open
                elif block.get("type") == "toolCall":
                    _read_call(draft, block)
            current.reply(m)
        elif role == "user":
            before = current.message  # the user's message before this one
            current.close()
            offered = open_proposal.pop("assistant", None)
            text = "\n".join(_text_of(llm.get("content")) for llm in to_llm([m]))
            parts = split_sentences(text)
            each = options.answered_each(parts, listed) if listed and options.among(offered, listed) else []
            listed = []
            if each:  # "时间段那个好，加上。上门那个我得问问师傅，回头再说。": each option answered on its own
                options.record_each(draft, waiting, each)
                offered = None  # (a sentence that turned one down is kept with it, not also on its own; one that put
                # one off, with nothing else to keep, is said by the item that waits: "The mobile one I'll have to ask Dave about.")
                said_no = frozenset(" ".join(sentence.split()) for _, verdict, sentence in each
                                    if verdict == "no" or verdict == "put-off" and not facts.carriers(sentence))
            else:
                said_no = frozenset()
            if objected is not None and objected[1] == "user" and threads.gives_up(parts, objected[0]):
                _given_up(draft, *objected)  # "Forget it, days only."
            back, handed_back, objected = handed_back, None, None
            held = offered if offered and (offered[1] == replies.STRONG or waits(offered)) \
                and threads.asks_back(parts) else None
            if held is not None:
                offered = None  # "What do you make of it?": the user asks before answering
            waited = None  # the slot the answered proposal waited in (``waiting``), None for the latest
            if not back and held is None and not each:
                offered, waited = waiting.choose("assistant", offered, parts)
                if waited == "assistant:put-off" and (found := options.answered_on(parts, offered[0])) is not None:
                    if found[0] == "no":  # "上门那个…，上门就算了。"; a yes ("缓存那个运维说可以，加上吧。") takes it
                        draft.add("decisions", proposals.rejected_item(offered[0], "assistant", found[1], None))
                    waiting.answered(waited)
                    offered = waited = None
            came_back = None  # a relayed proposal put off earlier, taken up again by this message
            if not back and held is None and not each and (not offered or waited is not None or waiting.thought_over(parts)
                                              or not threads.takes_up(parts, offered[0])) \
                    and (came_back := waiting.relayed_taken_up(parts)) is not None:
                if offered:  # "Slept on the weekend course. …": the put-off proposal, before the assistant's latest
                    waiting.passed_over("assistant", offered, parts, waited)
                    offered = waited = None
                back = (came_back, replies.STRONG)
            answering = (offered[0], "assistant", offered[1]) if offered else (back[0], "user", replies.STRONG) if back else None
            reading = _add_sentences(draft, text, "user", skip | said_no, answering=answering, relayed=back is not None and not offered,
                                     waited=waited is not None, relayed_before=threads.relayed_in(before))
            if reading.unrelated and offered:
                waiting.passed_over("assistant", offered, parts, waited)
            elif reading.unrelated and back is not None:
                waiting.put_off_relayed(back[0])
            elif reading.answered:
                waiting.answered(waited)
                if came_back is not None:
                    waiting.answered(RELAYED_PUT_OFF)
                    if not reading.declined:
                        draft.add("next", came_back)  # "I've thought about Tom's idea: let's do it.": agreed, to do
            if offered and (reading.objected or (reading.unrelated and not offered[1] == replies.POINTED
                                                 and threads.objection(parts[:1]) and threads.past_story(parts[:1]))):
                # (a story of how it went before, "去年投了二百块，一单都没成": an objection the proposer may concede to)
                objected = (offered[0], "assistant", parts[:2])
            open_proposal.pop("user", None)
            if reading.proposal:
                open_proposal["user"] = reading.proposal
            if (mulling := relayed_then_put_off(parts)) is not None:
                # "Karen says we ought to move the show to the garden centre. Let me think about that one.": the user
                # put off the proposal they relayed; their later message that takes it up answers it
                waiting.put_off_relayed(mulling)
                draft.take(mulling)
                reading.requests = [r for r in reading.requests if r.strip() != mulling.strip()]
                reading.asks = [(a, o) for a, o in reading.asks if a.strip() != mulling.strip()]
                if open_proposal.get("user") and open_proposal["user"][0].strip() == mulling.strip():
                    open_proposal.pop("user")
            current.requests, current.asks, current.message = reading.requests, reading.asks, parts
        elif role != "toolResult":
            for llm in to_llm([m]):
                _add_sentences(draft, _text_of(llm.get("content")), "assistant", skip)
    current.close()
    draft.awaiting = waiting.at_end(open_proposal, handed_back)
    for sentence, who in waiting.expired():  # put off and never taken up again: recorded, not forgotten
        said = "搁置后一直没有答复。" if facts.CJK_RE.search(sentence) else f"put off, no answer in {waiting_for} compactions"
        draft.add("decisions", proposals.rejected_item(sentence, who, said, None, label="Not taken up"))
    draft.failures.apply(scan(messages, draft.settings.failure_chars))
    asks = [t for m in messages if m.get("role") == "user" and facts.meaningful(t := _text_of(m.get("content")))
            and split_sentences(t)]  # 30 spaces are "meaningful" by length but hold no sentence
    if goal and asks:
        first = next((s for s in split_sentences(asks[0]) if facts.meaningful(s)), split_sentences(asks[0])[0])
        draft.set_goal(first)
        last = split_sentences(asks[-1])  # its first sentence that says something ("Aye. And can you …?": the ask)
        draft.set_progress(next((s for s in last if not requests.acknowledges([s])), last[0]))


def _turn_prefix(messages: list[Mapping[str, Any]], settings: RollingSettings) -> str:
    draft = Draft(settings)
    read_messages(messages, draft, goal=False)
    asks = [_text_of(m.get("content")) for m in to_llm(messages) if m.get("role") == "user"]
    request = draft.clip(asks[0]) if asks else NONE
    early = [i.text for s in ("done", "decisions", "blocked") for i in draft.items[s]]
    context = [i.text for s in ("constraints", "next", "context") for i in draft.items[s]]
    return "\n".join(["## Original Request", request, "", "## Early Progress",
                      *([f"- {t}" for t in early] or [NONE]), "", "## Context for Suffix",
                      *([f"- {t}" for t in context] or [NONE])])


class OfflineSummarizer:
    """Extractive structured summaries with no model: deterministic and fast.

    Settings (keyword options, also through ``get_summarizer("offline", ...)``): ``max_chars`` (the
    summary budget, default 12,000), ``done_ttl`` (compactions a Done item stays listed, default 3),
    ``max_goals``, ``max_failures``, ``failure_chars``, ``rules_chars``, ``item_chars``.
    """

    name = "offline"

    def __init__(self, **settings: Any) -> None:
        try:
            self.settings = RollingSettings(**settings)
        except (TypeError, ValueError) as e:
            raise SummarizerError(f"offline summarizer: {e}") from None
        self.max_chars = self.settings.max_chars

    def summarize(self, request: SummaryRequest, *, cancelled: CancelCheck | None = None) -> str:
        if cancelled is not None and cancelled():
            raise SummaryCancelled("summary cancelled")
        if request.kind == "branch":
            return self._branch(request)
        draft = Draft(self.settings)
        if request.previous_summary:
            read_summary(request.previous_summary, draft)
        read_messages(request.messages, draft, bootstrap=not request.previous_summary)
        if request.custom_instructions:
            draft.add("context", f"Focus: {request.custom_instructions}")
        draft.read_files += request.read_files
        draft.modified_files += request.modified_files
        draft.age()
        tail = ""
        if request.turn_prefix_messages:
            draft.awaiting = {}  # the span ends mid-turn: the next one starts after the turn's prefix, not here
            if not request.messages and not request.previous_summary:
                return self._with_prefix_only(request, draft)
            tail = prompts.SPLIT_TURN_SEPARATOR + _turn_prefix(list(request.turn_prefix_messages), self.settings)
        return draft.fit(self._fitting_suffix(request, draft), tail=tail)

    def _fitting_suffix(self, request: SummaryRequest, draft: Draft) -> str:
        """The state line and the appendix; when they alone exceed the budget, the oldest failure records go
        first, whole and counted, so a cut never splits a record (or its block of cause lines)."""
        suffix = draft.state() + self._suffix(request, draft)
        while prompts.js_len(suffix) > self.max_chars and draft.failures.records:
            del draft.failures.records[0]
            draft.failures.more += 1
            suffix = draft.state() + self._suffix(request, draft)
        return suffix

    def _with_prefix_only(self, request: SummaryRequest, draft: Draft) -> str:
        prefix = _turn_prefix(list(request.turn_prefix_messages), self.settings)
        body = prompts.merge_split_turn(prompts.NO_PRIOR_HISTORY, prefix)
        return prompts.cap_summary(body, draft.state() + self._suffix(request, draft), self.max_chars)

    def _branch(self, request: SummaryRequest) -> str:
        if not request.messages:
            return prompts.NO_BRANCH_CONTENT
        draft = Draft(self.settings)
        read_messages(request.messages, draft)
        draft.awaiting = {}  # nothing follows a branch summary's span that could answer it
        if request.custom_instructions:
            draft.add("context", f"Focus: {request.custom_instructions}")
        return draft.fit(self._suffix(request, draft), head=prompts.BRANCH_SUMMARY_PREAMBLE)

    def _suffix(self, request: SummaryRequest, draft: Draft) -> str:
        modified = set(request.modified_files) | set(draft.modified_files)
        read = (set(request.read_files) | set(draft.read_files)) - modified
        read_files, modified_files = prompts.compute_file_lists(read, modified, ())
        rules = rules_appendix(request.workspace_rules, request.previous_summary,
                               [*request.messages, *request.turn_prefix_messages] if request.kind == "compaction" else [],
                               self.settings.rules_chars)
        return (draft.failures.render(self.settings.max_failures)
                + prompts.format_file_operations(read_files, modified_files) + rules)


register("offline", OfflineSummarizer)
