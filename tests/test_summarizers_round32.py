"""The thirty-second round: what the thirty-ninth and fortieth blind sets showed, in this file's own messages (a
bakery, a community garden, a sailing club, a print shop); none is taken from the fidelity corpus.

- a thing put forward by what others of the kind do ("Some bakeries run …", "One thing a few cafés have done is …");
- someone else's plan or wish, told ("had a plan for", "had put forward", "has been banging on for weeks about"), decided
  by a vote or a third party ("It got voted down", "they voted it down", "So it's not happening");
- a proposal put off to whoever decides ("Let me ask Sanjay", "I'd have to ask them", after a "Hmm."), answered later
  through them ("Sanjay says no to …", "I asked the council about the yard. They said no: …");
- a polite ask after an aside ("Oh, and before I forget, can you …?"); work put off by a sentence that names nothing
  but it ("I'll do the flyer once …"); a question "nobody can answer";
- a log's CRITICAL line kept in a failure record;
- over the budget, routine runs of one program and items with weak carriers go before the facts.
"""

from __future__ import annotations

from support import assistant, compact, decisions, next_steps, user
from support import summary_result as result

from sessionlog.summarizers import replies, requests
from sessionlog.summarizers.causes import cause_of
from sessionlog.summarizers.facts import cue
from sessionlog.summarizers.rolling import Draft, RollingSettings


def _rejected(summary: str, text: str) -> bool:
    return any(text in d and d.startswith(("- **Rejected**", "- **Not taken up**")) for d in decisions(summary))


def test_what_others_of_the_kind_do_is_put_forward_and_can_be_turned_down():
    option = "Some bakeries run a bread subscription with a loaf delivered every Saturday morning."
    summary = compact([user("Sales are flat, ideas?"), assistant(option), user("No. We haven't got a van. Next."),
                       assistant("Fair enough.")])
    assert _rejected(summary, option), decisions(summary)
    done_before = "One thing a few cafés have done is a loyalty stamp card, every tenth coffee free."
    summary = compact([user("We run a bakery on the high street and sales are flat. Anything we could try?"), assistant(done_before),
                       user("Bless you, we'd be giving coffee away: half our customers come in once a year for a wedding cake."),
                       assistant("Fair point, a stamp card suits a daily trade.")])
    assert _rejected(summary, done_before), summary
    assert "- [x] One thing a few cafés have done" not in summary  # what others did is no step of ours done


def test_what_others_do_is_no_suggestion_when_it_is_only_a_report():
    assert replies.suggests("Some bakeries run a bread subscription with a loaf every Saturday.")
    for said in ("Some tests run slowly on CI.", "Some customers have complained about the noise.", "Many people do that already."):
        assert not replies.suggests(said), said


def test_someone_elses_plan_voted_down_is_rejected():
    plan = "Priya had a plan for a Sunday plant stall at the gate, with the spare seedlings."
    summary = compact([user(plan + " The committee met on Tuesday and it got voted down, five to three. So it's not happening."),
                       assistant("Noted, no plant stall.")])
    assert _rejected(summary, "a Sunday plant stall at the gate"), decisions(summary)
    put = "At the meeting Omar had put forward a second compost bay by the shed, because the first one is full."
    summary = compact([user(put + " It got voted down, six to two."), assistant("Okay.")])
    assert _rejected(summary, "a second compost bay by the shed"), decisions(summary)
    nagged = "My neighbour has been banging on for weeks about a beehive on the allotment roof."
    summary = compact([user(nagged + " I said take it to the committee, and they voted it down on Monday."),
                       assistant("Okay, no beehive.")])
    assert _rejected(summary, "a beehive on the allotment roof"), decisions(summary)


def test_an_option_put_off_to_whoever_decides_is_answered_through_them():
    option = "A few clubs do taster evenings on Thursdays, a free hour in a dinghy for anyone who turns up."
    first = compact([user("How do we get new members?"), assistant(option),
                     user("I'm not sure about that. Let me ask Sanjay, the boats are his really."), assistant("Sure.")])
    assert any(option in d and "put off" in d for d in decisions(first)), decisions(first)
    later = compact([user("Sanjay says no to the taster evenings. He won't have strangers in the dinghies without a safety boat."),
                     assistant("Understood, I'll drop it.")], previous=first)
    assert _rejected(later, option) and not any("put off" in d for d in decisions(later)), decisions(later)


def test_a_put_off_after_a_hesitation_and_an_answer_that_says_who_was_asked():
    option = "One thought: a poster wall in the yard, showing the week's print jobs as they come off the press."
    first = compact([user("Any ideas for the yard?"), assistant(option),
                     user("Hmm. The yard's the council's, not ours, I'd have to ask them."), assistant("Of course.")])
    assert any("poster wall in the yard" in d and "put off" in d for d in decisions(first)), decisions(first)
    later = compact([user("I asked the council about the yard. They said no: it's a fire exit. So that's that."),
                     assistant("Fair enough.")], previous=first)
    assert _rejected(later, "poster wall in the yard"), decisions(later)


def test_a_polite_ask_after_an_aside_stays_open_when_only_promised():
    ask = "Oh, and before I forget, can you draft a rota card for the weekend volunteers?"
    assert requests.is_polite_request(ask)
    summary = compact([user(ask + " Just one side of A5."), assistant("Yes, I'll draft one.")])
    assert ask in next_steps(summary), next_steps(summary)


def test_work_put_off_by_a_sentence_that_names_nothing_else_stays_open():
    ask = "And can you start on a flyer for the open day?"
    summary = compact([user("Change the Saturday opening to nine on the menu. " + ask),
                       assistant("Updating the menu.", ("c1", "edit", {"path": "menu.md", "old": "Sat 8", "new": "Sat 9"})),
                       result("c1", "ok"), assistant("The menu says nine now. I'll do the flyer once the menu is printed.")])
    assert ask in next_steps(summary), next_steps(summary)
    ask = "And can you do me a price card for the wedding cakes?"
    summary = compact([user("Change the Saturday opening to nine on the menu. " + ask),
                       assistant("Updating the menu.", ("c1", "edit", {"path": "menu.md", "old": "Sat 8", "new": "Sat 9"})),
                       result("c1", "ok"), assistant("The menu says nine now. I'll do the price card after that.")])
    assert ask in next_steps(summary), next_steps(summary)


def test_a_question_nobody_can_answer_is_open():
    said = "Here's one nobody can answer: whether the harbour board will let us moor the rescue boat at the slip next year."
    assert cue("pending", said)


def test_a_logs_critical_line_is_kept_in_the_failure_record():
    lines = [f"[{i:04d}] rendering page {i} ... ok" for i in range(60)]
    log = "\n".join(lines + ["[09:02:11] INFO     Writing output/index.html",
                             "           CRITICAL TemplateNotFound: product.html",
                             "Traceback (most recent call last):",
                             '  File "/usr/lib/python3/dist-packages/site/gen.py", line 12, in build',
                             "site.errors.Missing: themes/shop/templates/product.html"])
    kept = cause_of(log, 480)
    assert "CRITICAL TemplateNotFound: product.html" in kept, kept
    assert "[0030] rendering page 30" not in kept


def test_routine_runs_and_weak_carriers_go_before_the_facts_over_the_budget():
    draft = Draft(settings=RollingSettings(max_chars=560))
    fact = "I get about 45 loaves to a 25-kilo sack of flour."
    draft.add("context", fact)
    for n, weak in enumerate(("CI was slow again this morning.", "The PR from the weekend is merged at last.",
                              "The old oven is from 2009 and still going.", "Sent the e-mail to the mill as well.",
                              "CI is green after the retry.", "The PR needs one more look from someone.")):
        draft.add("context", f"Ran `cargo test --test t{'abcdef'[n]}`")
        draft.add("context", weak)
    draft.add("context", "Ran `ssh pi@oven-pi vcgencmd measure_temp`")
    out = draft.fit("")
    assert fact in out, out
    assert "Ran `ssh pi@oven-pi vcgencmd measure_temp`" in out  # a program run once is no routine
    assert "Ran `cargo test --test ta`" not in out and "Ran `cargo test --test tf`" in out  # the newest run of a family stays
    assert "CI was slow again this morning." not in out
    assert "older item" in out  # the loss is counted


def test_a_fronted_statement_and_an_announced_story_ask_for_nothing():
    for said in ("After seven I just lock up and go home.", "Last Sunday on the stall we ran out of sourdough by ten.",
                 "Let me tell you how a baking day goes so you know what you're dealing with."):
        assert not requests.asks_for_work(said), said
    assert requests.asks_for_work("After the deploy check the logs.")
