"""Fifth fresh held-out set (English): written blind, in parallel with the sixth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses or the tuned
sessions), from the short descriptions below; committed before its first run and not to be edited
after it. ``heldout_fresh5_zh.py`` holds the Chinese half.

How they were written: the descriptions first, in plain words — the domain, who puts what forward and
how it is turned down, what rules are stated, what is left to do — then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus and in wording
of its own. Failures come in several shapes (a header then detail lines, blank lines inside the block,
the cause above or below the word "error", traces of Go, SQLite, Java, Node, Rust, Python, PostgreSQL
and Kotlin), and so do open items (acknowledged in a word and not done, asked again later, a question
nobody answers). Routine work (``routine_en``) is this file's own; it has turns that look like facts and
are not planted: requests asked for and done at once, a linter failure fixed and rerun clean, an offer
taken up, a note asked for and reported a round later.

Descriptions:
- glass: a glass-blowing studio's hot shop (furnace schedule, class bookings, gas use). Rules: nobody
  works the hot shop alone (a complaint about a burn two summers ago, nobody there to help); the
  annealer runs its whole cycle with the door shut (a plain description inside a longer sentence about
  students wanting their pieces). The assistant asks "what if" students booked open furnace time online
  themselves; the user turns it down with a story (a taster-session student, a vase, a lost pipe). The
  gas supplier's rep (a third party, on the phone) suggests idling the furnace down at weekends; the
  assistant turns it down by a reason only (the crucible). The user muses about selling the seconds on
  the website; the assistant says "yes, but" (stress cracks, the insurance). Failures: a Go panic with
  its goroutine trace (a blank line inside) at the end of a long test log; an SQLite runtime error from
  a migration. Left to do: the monthly gas-use report the landlord wants (acknowledged in a word), a
  question the user asks and the assistant passes over (refund or reschedule when the furnace is down),
  and later a reminder text to students the day before a class (asked, then asked again).
- tram: a city tram depot (driver rota, wheel-lathe readings, defects). Rules: drivers get at least
  eleven hours off between two shifts (a reminder, "remember that", the union agreement behind it); no
  tram leaves the depot with a wheel flagged below limit (a negative without a modal, inside a sentence
  about the night foreman and a derailment). The user says, as an imperative, to let drivers swap shifts
  among themselves in the app; the assistant answers with a counter-proposal (swaps the controller
  approves, checked against the rest rule) and the user takes it. The assistant offers to schedule wheel
  reprofiling automatically from predicted wear; the user defers it (not before the new lathe is
  commissioned). The operations director (a third party, by email) wants the heritage car on the
  Saturday market service; the user turns it down by a reason only (no door interlock). Failures: a
  Java trace deep in a long Gradle log whose cause is on a "Caused by" line below the header; a Node
  TypeError with the offending source line and caret above it. Left to do: the rota for the Easter
  timetable (a deadline), the night foreman's ask for a printable defect card per tram (someone else's
  ask, acknowledged and not done; asked again later), and later a gap: a link from the wheel-lathe
  readings to the fleet numbers.
- seeds: a regional seed bank (accessions, germination tests, the cold room). Rules: the cold-room door
  is never propped open (after the onion collection was lost to condensation); accessions with fewer
  than 500 seeds must not be sent out (the curator's rule, with a modal). The user hopes growers could
  request seeds straight from the public catalogue; the assistant turns it down politely with reasons
  (the curator's check, the small lots). The assistant tells of a botanic garden that X-rays seed lots
  instead of germination tests; the user says no, bluntly (an X-ray shows an embryo, not a live one). A
  university researcher (a third party) asks to borrow the whole tomato collection for a season; the user
  defers it ("not this year", after the regeneration). Failures: a Rust compile error (a header, an
  arrow line, a source excerpt, blank line, a closing "error: could not compile"); a chained Python
  traceback at the end of a long log whose real cause is above the last error line. Left to do: a wish
  for a germination chart per accession, a question nobody answers (who signs off the seed exchange list
  for the autumn swap), and later a request only acknowledged (regeneration due dates on the accession
  page).
- dome: a city planetarium (show schedule, school bookings, the projector). Rules: the projector gets a
  45-minute cool-down between shows (a plain description, "that's how it's always run"); no latecomers
  are let in once the dome goes dark (the director's reminder, reported). The user asks, as a "couldn't
  we" question, about overbooking school shows by ten percent; the assistant turns it down with the seat
  limit. The assistant proposes, as "let's", streaming the live talks online; the user turns it down by
  a reason only (the films' per-seat licence). The café manager (a third party) wants drinks allowed in
  the dome; the user refuses politely with a story (a cola on the console). Failures: a PostgreSQL
  foreign-key error whose cause is on the DETAIL line below ERROR; a Kotlin type mismatch above the
  "FAILURE: Build failed" block deep in a long Gradle log. Left to do: the spring schools brochure with
  the new show times (a deadline), a seats-left count on the booking page (asked, acknowledged with a
  condition, asked again later), and later a gap: an accessible-seating flag on school bookings.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (fifth fresh set)
_CHORES_EN = (("rename the export endpoints to the new naming", "the export endpoints carry the new names"),
              ("move the date formatting into one helper", "date formatting lives in one helper now"),
              ("give the admin reports an index page", "the admin reports have an index page"),
              ("replace the hand-rolled CSV writer with encoding/csv", "the CSV writer is the standard one now"),
              ("tighten the linter settings", "the linter settings are stricter"),
              ("add alt text to the report charts", "the report charts have alt text"),
              ("log queries slower than the threshold", "slow queries get logged"),
              ("drop the old feature flag for the beta menu", "the beta menu flag is gone"))
_OPENERS_EN = ("Carry on with the cleanup: {}.", "Next bit of the cleanup, please: {}.", "Cleanup again. Could you {}?")


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        chore, done = _CHORES_EN[r % len(_CHORES_EN)]
        src = f"internal/{tag}/report{r % 4}.go"
        out = [
            turn(_OPENERS_EN[r % 3].format(chore),
                 ("Let me find where that lives.", [call("bash", f"{src}:{12 + r % 40}:func Render{r % 4}(w io.Writer) error {{",
                                                          command=f"grep -rn 'func Render' internal/{tag}")]),
                 ("", [call("read", f"func Render{r % 4}(w io.Writer) error {{\n\treturn nil\n}}\n" * 5, path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="return nil", newText="return render(w)")]),
                 ("", [call("bash", f"ok  \tinternal/{tag}\t0.{r % 9 + 1}s", command=f"go test ./internal/{tag}/")]),
                 f"Done: {done}."),
        ]
        if r % 4 == 2:
            out.append(turn("Run the linter before we go on.",
                            ("", [call("bash", f"{src}:{10 + r % 30}:2: ineffectual assignment to err (ineffassign)\n1 issues.",
                                       error=True, command="golangci-lint run ./...")]),
                            ("An assignment nobody reads; removing it.",
                             [call("edit", "Applied 1 edit.", path=src, oldText="err = ", newText="")]),
                            ("", [call("bash", "0 issues.", command="golangci-lint run ./...")]),
                            "The linter is clean now."))
        if r % 5 == 3:
            out.append(turn(f"Please bump the version in the Makefile to 0.{r}.0.",
                            ("", [call("edit", "Applied 1 edit.", path="Makefile", oldText="VERSION ?=", newText=f"VERSION ?= 0.{r}.0")]),
                            f"Bumped to 0.{r}.0."))
        if r % 6 == 1:
            out.append(turn("How long does the test suite take these days?", f"About {8 + r % 7} seconds on this machine."))
        if r % 7 == 5:
            out.append(turn("Anything else in that package?", "The mocks are stale; shall I regenerate them?"))
            out.append(turn("Yes, go ahead.", ("", [call("bash", "generated 3 files", command="go generate ./...")]),
                            "Mocks regenerated."))
        if r % 8 == 2:
            out.append(turn("When you get a moment, add a line about this cleanup to docs/NOTES.md.",
                            "I'll add it after the next step."))
        if r % 8 == 3:
            out.append(turn("Did the line in docs/NOTES.md go in?",
                            ("", [call("edit", "Applied 1 edit.", path="docs/NOTES.md", oldText="## Cleanup",
                                       newText="## Cleanup\n- done")]),
                            "It's in now."))
        return tuple(out)

    return turns


def _glass() -> Scripted:
    f = Builder()
    panic = f("failure", "panic: runtime error: index out of range [3] with length 3\n\ngoroutine 7 [running]:\n"
                         "studio/furnace.nextFiring(...)\n\t/src/studio/furnace/schedule.go:57")
    sqlite_err = f("failure", "Runtime error near line 9: UNIQUE constraint failed: bookings.slot_id, bookings.student_id (19)")
    rounds = (
        (turn("I run the hot shop at Emberline Glass, a little glass-blowing studio with one furnace, two glory holes and "
              f"three annealers. Everything's in my head and on a calendar. The scheduler I started is in "
              f"{f('path', 'studio/furnace/schedule.go')}. One thing before anything else. Two summers ago Leo stayed on "
              "late to finish a bowl, caught his forearm on the pipe rest, and there was nobody around to get the burn "
              f"under water or call anyone. That's never happening again: {f('constraint', 'nobody works the hot shop alone')}. "
              "If the scheduler can book one person on their own, it's wrong.",
              ("", [call("read", "func Book(slot Slot, people []Person) error {\n\treturn nil\n}\n" * 12,
                         path="studio/furnace/schedule.go")]),
              f"Understood, every slot will need two names. The furnace holds {f('number', '300 pounds of glass')} — "
              "that's what the calendar says you charge it with on Mondays?"),
         turn(f"Yes, Mondays. Classes are {f('number', '6 students')} max.",
              f"What if students could {f('rejected', 'book open furnace time online themselves')}? It would save you "
              "answering all those messages."),
         turn("Ha. We had something like that for a month. A woman who'd done one taster session booked the whole of a "
              "Saturday afternoon and went for a vase the size of a bucket. We lost a blowpipe, the gather went on the floor, "
              "and I spent the evening checking she still had eyebrows. Open time goes through me, in person.",
              "Fair enough — bookings for open time stay with you.")),
        (turn("Run the scheduler tests.",
              ("", [call("bash", long_log(135, "glass-gotest", panic + "\nFAIL\tstudio/furnace\t0.311s\nFAIL"), error=True,
                         command=f("command", "go test ./studio/furnace/... -run TestWeek"))]),
              "The week planner walks one day past the end of the annealer list when a week has only three firings."),
         turn("About the annealers, since you're in there: students always want their pieces the next morning, and I always "
              f"say the same thing, {f('constraint', 'the annealer runs its whole cycle with the door shut')}, and it's "
              f"{f('number', '14 hours')} for the thick stuff. Don't let the booking page promise anything earlier.",
              "Got it: pick-up times come from the end of the cycle, not from when the class ends.")),
        (turn("The rep from the gas company rang this morning. He reckons we could "
              f"{f('rejected', 'idle the furnace down at weekends')} and knock a fifth off the bill.",
              "A furnace that size takes most of a day to come back up, and every cool-down and reheat stresses the "
              "crucible. A new crucible costs more than a year of weekend gas. I'd keep it at temperature."),
         turn(f"That's what I told him. The gas account is {f('identifier', 'GSA-552-0198')}. Can you apply the booking "
              "migration?",
              ("", [call("bash", sqlite_err, error=True, command=f("command", "sqlite3 studio.db < migrations/004_bookings.sql"))]),
              "The migration copies the old bookings across and two of them are the same student in the same slot.")),
        (turn(f"I do wonder whether we should {f('rejected', 'sell the seconds on the website')}. There's a shelf of "
              "them and people ask.",
              "You could, yes, but a second usually has a stress mark or a bubble, and a piece with stress in it can "
              "crack in someone's hot dishwater months later. Your shop insurance only covers sales over the counter, "
              "where you can tell people what they're buying. I'd keep them for the studio sale."),
         turn(f"The landlord wants {f('pending', 'the monthly gas-use report')} for the service charge. The meter "
              f"readings are under {f('path', 'studio/meter/')}. And what do we actually do with a booked class — "
              f"{f('pending', 'refund or reschedule when the furnace is down')}? It happened twice last winter.",
              "Okay, the report.")),
    )
    later = ((12, (turn(f"Something I forgot: I'd like {f('pending', 'a reminder text to students the day before a class')}; half of "
                       "them forget to bring closed shoes.", "Noted."),)),
             (21, (turn("I keep meaning to say, the reminder text to students the day before a class still isn't "
                        "set up. Another one turned up in sandals yesterday.", "Right, I haven't got to it yet."),)))
    return Scripted("fresh5-en-glass", "en", rounds, tuple(f.facts), held_out=True, fresh5=True, later=later,
                    routine=routine_en("glass"))


def _tram() -> Scripted:
    f = Builder()
    cause = f("failure", "Caused by: java.time.DateTimeException: Invalid value for HourOfDay (valid values 0 - 23): 24\n"
                         "\tat depot.rota.ShiftPlanner.endOf(ShiftPlanner.java:133)")
    gradle = long_log(150, "tram-gradle", "ShiftPlannerTest > nightShiftEndsNextDay() FAILED\n"
                                          "    org.springframework.beans.factory.BeanCreationException: Error creating bean "
                                          "with name 'shiftPlanner'\n        at org.springframework.beans.factory.support."
                                          "AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:1806)\n"
                                          + cause + "\n\n14 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.")
    node_err = f("failure", "TypeError: Cannot read properties of undefined (reading 'toFixed')\n"
                            "    at parseRow (/srv/depot/wheels/import.js:44:34)")
    node_out = ("/srv/depot/wheels/import.js:44\n    const flange = row.flange_mm.toFixed(1);\n"
                "                                 ^\n\n" + node_err + "\n    at Array.map (<anonymous>)\n\nNode.js v22.3.0")
    rounds = (
        (turn(f"I'm the planning clerk at the Northgate tram depot. {f('number', '42 trams')}, {f('number', '118 drivers')}, "
              "and a rota that's three spreadsheets stapled together. The new planner is "
              f"{f('path', 'depot/src/main/java/depot/rota/ShiftPlanner.java')}. Remember that "
              f"{f('constraint', 'drivers get at least eleven hours off between two shifts')}; it's in the agreement with "
              "the union and they check.",
              ("", [call("read", "public class ShiftPlanner {\n  public Rota plan(Week w) { return null; }\n}\n" * 11,
                         path="depot/src/main/java/depot/rota/ShiftPlanner.java")]),
              "I'll make the rest period a hard check in the planner, not a warning."),
         turn(f"Good. And {f('rejected', 'let drivers swap shifts among themselves in the app')}. They do it on WhatsApp "
              "anyway.",
              "I'd rather not make swaps free-for-all: two drivers swapping can quietly break the eleven hours for one of "
              "them. How about swaps go in the app as a request, the planner checks the rest rule, and the controller on "
              "duty approves it with one tap?"),
         turn("All right, requests with the controller approving. That'll do.", "Good, I'll build it that way.")),
        (turn("Run the planner tests.",
              ("", [call("bash", gradle, error=True, command=f("command", "./gradlew :rota:test --tests ShiftPlannerTest"))]),
              "A night shift that ends at midnight is built as hour 24 of the same day instead of hour 0 of the next."),
         turn("The wheels are the other half of my life. Since the derailment on the Wharf loop the night foreman walks the "
              f"yard before the first run out and {f('constraint', 'no tram leaves the depot with a wheel flagged below limit')}. "
              f"Lathe readings go into {f('path', 'depot/wheels/readings/')} as CSV.",
              f"Then I could {f('rejected', 'schedule wheel reprofiling automatically from predicted wear')}, so the "
              "flagged wheels get booked onto the lathe before they hit the limit."),
         turn("Not before the new lathe is commissioned next year. The old one's readings wander by half a millimetre "
              "and I'm not planning anything off them.",
              "Understood, reprofiling stays manual for now.")),
        (turn("Email from the operations director: \"Could we "
              f"{f('rejected', 'run the heritage car on the Saturday market service')}? Great for the photos.\"",
              "What do you want to tell her?"),
         turn(f"That car, {f('identifier', 'LRV-2031')}, has no door interlock, so it can't carry passengers in service. "
              "That's the whole answer. Now import this month's lathe readings, would you?",
              ("", [call("bash", node_out, error=True, command=f("command", "node depot/wheels/import.js readings/2025-03.csv"))]),
              "One row of the March file has no flange reading at all, and the importer calls toFixed on it.")),
        (turn(f"By 20 March I need {f('pending', 'the rota for the Easter timetable')}; the extra Sunday services start "
              "that week.",
              "Okay."),
         turn(f"And the night foreman asked whether you could do {f('pending', 'a printable defect card for each tram')}, "
              f"something he can clip to the cab. It's work order {f('identifier', 'WO-88-4417')} on his side.",
              "Yes, I'll come back to that one.")),
    )
    later = ((25, (turn("The night foreman asked again about his defect cards, by the way. And what's still missing is "
                        f"{f('pending', 'a link from the wheel-lathe readings to the fleet numbers')}; I'm matching them by "
                        "hand.", "I see."),)),)
    return Scripted("fresh5-en-tram", "en", rounds, tuple(f.facts), held_out=True, fresh5=True, later=later,
                    routine=routine_en("tram"))


def _seeds() -> Scripted:
    f = Builder()
    rust = f("failure", "error[E0308]: mismatched types\n  --> vault/src/viability.rs:41:19")
    rust_out = (rust + "\n   |\n41 |     let rate: u8 = germinated as f64 / sown as f64 * 100.0;\n"
                "   |               --   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ expected `u8`, found `f64`\n"
                "   |               |\n   |               expected due to this\n\n"
                "For more information about this error, try `rustc --explain E0308`.\n"
                "error: could not compile `vault` (lib) due to 1 previous error")
    root = f("failure", "ValueError: could not convert string to float: '12,5'")
    py_tail = ("Traceback (most recent call last):\n  File \"vault/tools/import_ledger.py\", line 88, in parse_row\n"
               "    weight = float(row[\"weight_g\"])\n             ^^^^^^^^^^^^^^^^^^^^^^\n" + root + "\n\n"
               "During handling of the above exception, another exception occurred:\n\n"
               "Traceback (most recent call last):\n  File \"vault/tools/import_ledger.py\", line 91, in parse_row\n"
               "    raise LedgerError(f\"row {n}: bad weight\")\nvault.tools.import_ledger.LedgerError: row 2207: bad weight")
    rounds = (
        (turn(f"I'm the collections officer at the Marches seed bank, about {f('number', '4,300 accessions')}, mostly old "
              "vegetable varieties people have kept going for generations. Viability maths lives in "
              f"{f('path', 'vault/src/viability.rs')}. Can you build it?",
              ("", [call("bash", rust_out, error=True, command=f("command", "cargo build -p vault"))]),
              "The germination rate is computed as a float and stored into a u8 without a conversion."),
         turn("Before you go any further. In 2019 someone propped the cold-room door during a stock take and went for lunch; "
              "condensation got into the packets and we lost the whole onion collection. So "
              f"{f('constraint', 'the cold-room door is never propped open')}, and the stock-take screen should say so.",
              "I'll put it at the top of the stock-take screen.")),
        (turn(f"I'd hoped we could {f('rejected', 'let growers request seeds straight from the public catalogue')}, "
              "like a shop.",
              "I can see why, but I wouldn't. The curator checks every request against how many seeds are left, and a "
              "lot of the rare ones are tiny lots; a shop-style button would have them cleared out in a week by people "
              "collecting the pretty names. A request form that lands with the curator keeps her in the loop."),
         turn("Yes, she'd kill me. Her rule, word for word from the handbook: "
              f"\"{f('constraint', 'accessions with fewer than 500 seeds must not be sent out')} until they've been "
              f"regenerated.\" Germination tests use {f('number', '50 seeds per test')}.",
              "Noted; the request form will hide anything under the limit.")),
        (turn("Run the ledger import against last year's spreadsheet.",
              ("", [call("bash", long_log(120, "seeds-import", py_tail), error=True,
                         command=f("command", "python -m vault.tools.import_ledger ledgers/2024.xlsx"))]),
              "Row 2207's weight was typed with a decimal comma."),
         turn("That'll be Brigitte, she always does that.",
              "I read about a botanic garden that stopped doing germination tests on its big lots: they "
              f"{f('rejected', 'X-ray the seed lots instead of running germination tests')}. Quicker, and no seed used up."),
         turn("No. An X-ray tells you there's an embryo in there, not that it's alive. We test.", "Okay.")),
        (turn(f"A researcher at the university wrote asking to {f('rejected', 'borrow the whole tomato collection for a season')} "
              f"for a blight trial. The tomato accessions start at {f('identifier', 'ACC-TOM-0917')}.",
              "How would you like to answer?"),
         turn("Not this year. Half of them are due for regeneration, and I won't lend out what I can't replace. Ask me "
              "again after the regeneration.",
              "I'll draft a reply that says that."),
         turn(f"What I'd love is {f('pending', 'a germination chart per accession')}, so I can see a lot sliding before "
              f"it's too late. And {f('pending', 'who signs off the seed exchange list for the autumn swap')}? "
              f"The lists are in {f('path', 'vault/exchange/')}.",
              "A chart per accession is doable: the test results already carry dates.")),
    )
    later = ((19, (turn(f"Please add the {f('pending', 'regeneration due dates on the accession page')}; I keep "
                        "looking them up in the ledger.", "Will do."),)),)
    return Scripted("fresh5-en-seeds", "en", rounds, tuple(f.facts), held_out=True, fresh5=True, later=later,
                    routine=routine_en("seeds"))


def _dome() -> Scripted:
    f = Builder()
    pg = f("failure", "ERROR:  insert or update on table \"bookings\" violates foreign key constraint \"bookings_show_id_fkey\"\n"
                      "DETAIL:  Key (show_id)=(418) is not present in table \"shows\".")
    kt = f("failure", "e: file:///srv/dome/src/main/kotlin/dome/Shows.kt:57:23 Type mismatch: inferred type is Int? but Int was expected")
    gradle = long_log(125, "dome-gradle", kt + "\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
                                              "Execution failed for task ':compileKotlin'.\n"
                                              "> Compilation error. See log for more details\n\n"
                                              "BUILD FAILED in 38s")
    rounds = (
        (turn(f"I manage bookings at the Carrow planetarium: a {f('number', '14-metre dome')}, "
              f"{f('number', '120 seats')}, school groups in the mornings and public shows after lunch. The schedule code "
              f"is {f('path', 'dome/src/main/kotlin/dome/Shows.kt')}. The technicians' one rule: "
              f"{f('constraint', 'the projector gets a 45-minute cool-down between shows')}; that's how it's always run, "
              "the technicians built the day around it.",
              ("", [call("read", "fun schedule(day: LocalDate): List<Show> = emptyList()\n" * 13,
                         path="dome/src/main/kotlin/dome/Shows.kt")]),
              "So the next show's start is the previous one's end plus the cool-down."),
         turn(f"Schools cancel all the time. Couldn't we just {f('rejected', 'overbook school shows by ten percent')}, the "
              "way airlines do?",
              "The dome's licensed for 120 and the fire officer counts heads, so on the mornings nobody cancels you'd be "
              "turning a class away at the door. I'd keep a waiting list instead and ring the next school when one "
              "cancels.")),
        (turn("Apply the bookings migration to the test database.",
              ("", [call("bash", pg + "\n", error=True, command=f("command", "psql -d dome_test -f sql/012_bookings.sql"))]),
              "Old bookings point at show 418, which the clean-up deleted last week."),
         turn("The director stood up at the staff meeting this morning and reminded everybody: "
              f"{f('constraint', 'no latecomers are let in once the dome goes dark')}. She had a complaint from a family "
              "who got trodden on.",
              f"Noted. While we're on the public shows: let's {f('rejected', 'stream the live talks online')} — the "
              "Thursday astronomer's talks would find an audience."),
         turn("The talks run over the fulldome films, and the films are licensed per seat in the dome. Stream them and "
              "we're in breach.", "Ah, I didn't know that. Understood.")),
        (turn("Build the schedule service, please.",
              ("", [call("bash", gradle, error=True, command=f("command", "./gradlew :dome:build"))]),
              "The seat count from the booking form can be null and the scheduler wants an Int."),
         turn(f"Mara from the café asked again whether we'd {f('rejected', 'allow drinks in the dome')}. The answer's no, "
              "nicely. Three years ago a cola went over the control console during the Christmas show and we ran on "
              f"the backup for a fortnight. School bookings carry a reference like {f('identifier', 'SCH-2025-311')}.",
              ("", [call("write", "Drafted.", path="letters/cafe.md", content="Dear Mara, ...")]),
              "I've drafted a friendly no for Mara, with the console story.")),
        (turn(f"By the end of next week I need {f('pending', 'the spring schools brochure with the new show times')}; the "
              f"printers want it by the Friday. Last year's is in {f('path', 'dome/print/brochures/')}.",
              "Okay."),
         turn(f"Can you add {f('pending', 'a seats-left count on the booking page')}? Parents ring to ask.",
              "Yes — once the bookings migration is sorted.")),
    )
    later = ((32, (turn("Still no seats-left count on the booking page? The phone hasn't stopped. And there's nothing for "
                        f"wheelchair users either: we need {f('pending', 'an accessible-seating flag on school bookings')}.",
                        "Understood."),)),)
    return Scripted("fresh5-en-dome", "en", rounds, tuple(f.facts), held_out=True, fresh5=True, later=later,
                    routine=routine_en("dome"))


SESSIONS = (_glass(), _tram(), _seeds(), _dome())
