"""Eighth fresh held-out set (English): written blind, in parallel with the ninth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions
or the benchmark's report); committed before its first run and not to be edited after it.
``heldout_fresh8_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped:
a sea-salt works, a canal narrowboat hire yard, a beach kite festival, a taxidermy studio). The shapes
vary across turns: a proposal whose answer comes after the other party's question and other talk, a
relayed proposal turned down in the same message, a plan ("I'll…") dropped after an objection, a
turn-down that only says what stays as it is, one spread over two messages, a deferral, a
counter-proposal accepted instead, "yes, but", third parties' proposals by e-mail, phone, letter and
meeting, the assistant's idea told as what another yard does. Failures are multi-line blocks from Rust,
PostgreSQL, Java, Go, Node, SQLite, .NET and Python, with the cause above or below the word "error",
blank lines inside, deep in long logs. Open items: a request acknowledged in a word and left, a request
repeated later, a question nobody answers, a gap, a deadline, someone else's ask, a wish. Routine work
(``routine_en``) is this file's own, a Rails app; it has turns that look like facts and are not
planted: a request done at once, a rubocop offence fixed and rerun clean, an offer taken up, a
CHANGELOG line asked for and reported done a round later.

Descriptions:
- salt: a sea-salt works on an estuary (brine tanks filled on the spring tides, six open pans, flake
  salt raked by hand, boxes to delis and a supermarket). Rules: brine weaker than 18% salt never goes
  into the pans (a plain description, no modal, inside a sentence about the tides); the pans are only
  ever scraped with wooden tools (a complaint: a wire brush left rust flecks in a month of salt). A
  supermarket buyer e-mails asking that anti-caking agent be added to the flakes; the user relays it
  and turns it down in the same message. The assistant asks whether to move the salt into plastic tubs;
  the user asks back whether the flakes would survive the post, other talk follows, and only later
  says the cardboard boxes stay. The user's plan ("I'll run the pans through the night in December")
  is dropped after the assistant points out that nobody would be watching the boil. Failures: a Rust
  panic (unwrap on a ParseFloatError) with its backtrace deep in a long cargo log; a PostgreSQL
  duplicate-key error with its DETAIL line below. Left to do: a label template carrying the batch code
  (acknowledged, not done); a question nobody answers (whether the smoked salt is its own product line
  in the stock sheet); later, the environmental health paperwork by the 14th (a deadline, chased again).
- canal: a narrowboat hire yard on a canal (twelve boats, handovers, locks, a winter dock). Rules: a
  reminder that every hirer works one lock with a member of staff before leaving the yard; no boat
  leaves with less than half a tank of diesel (a story of a family who ran dry in a tunnel). The
  assistant tells how a yard on another canal does one-way hires; the user refuses bluntly with a
  reason only. The user's partner keeps asking to allow dogs on all twelve boats; the user's
  counter-proposal (dogs on the four older boats only) is what was agreed. The insurer's letter proposes
  fitting trackers paid for by the hirers; the user defers it (not this season). Failures: a Java
  NullPointerException whose helpful message sits under the exception line, with "Caused by" lower
  down; a Go "concurrent map writes" fatal error with goroutine traces. Left to do: a printed handover
  checklist for each boat (asked, acknowledged, asked again later); the accountant's ask (deposits
  split out for VAT); a gap (the winter dock dates are still missing from the booking calendar).
- kites: a town's beach kite festival over a June weekend (arena displays, a public flying zone, trader
  pitches, a sponsor, the council). Rules: no line longer than 50 metres in the public zone (a plain
  description); the arena is cleared whenever gusts pass 25 mph (with "has to", inside a long sentence,
  and a memory of a stunt kite that went into the crowd). The council's events officer phones proposing
  to move the festival to the August bank holiday; the user turns it down by a reason (the spring tide
  covers the beach that weekend) after the assistant asks what to say. The assistant proposes letting
  traders leave their stalls on the sand overnight; the user asks what security would cost, and the
  turn-down is spread over two messages ("no" then, asked, the reason). The user's plan of a glossy
  printed programme is dropped after the assistant points out the printer's deadline has passed — and
  the user says a single sheet stays. Failures: a Node TypeError with its stack at the end of a long npm
  log; an SQLite UNIQUE constraint error. Left to do: a pitch map for the traders (a request,
  acknowledged); a question never answered (whether the night-flying LED kites need a separate
  licence); later, a wish (the live wind readings on the big screen by the stage).
- taxidermy: a taxidermy studio (museum commissions, roadkill donations, a chest freezer, permits for
  protected species). Rules: nothing comes into the studio without a provenance form (a plain
  description, "that's the rule"); the freezer stays at minus 20 °C or colder (a complaint about a
  power cut that spoilt a barn owl). A collector e-mails asking them to mount a peregrine that came
  with no paperwork; the user's answer is a blunt no. The assistant tells how another studio switched
  from borax to a commercial tanning spray; the user says "yes, but" — only for the fish skins. A
  museum curator at a loans meeting proposes replacing all glass eyes with 3D-printed ones; the user's
  counter-proposal (hand-painted glass for the birds, printed eyes for the reptiles) is accepted.
  Failures: a .NET exception with an inner FileNotFoundException below "--->"; a Python traceback with
  the KeyError as its last line, under a long run log. Left to do: a gap (the permit numbers for the
  2025 intake are still missing from the register); the museum's ask for condition reports on the
  loaned cases; later, a deadline asked together with something else (the licence renewal to Natural
  England before the end of the month).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (eighth fresh set)
_TASKS_EN = (("extract the booking form into a partial", "the form is a partial now"),
             ("add a database index on the created_at columns", "created_at is indexed"),
             ("swap the hand-written JSON for a serializer", "the JSON comes from a serializer"),
             ("bump the Puma thread count in the dev config", "Puma runs more threads in dev"),
             ("move the mailer templates under app/views/mailers", "the mailer templates have moved"),
             ("replace the deprecated update_attributes calls", "update_attributes is gone"),
             ("add request specs for the export endpoint", "the export endpoint has request specs"),
             ("silence the noisy SQL logging in test", "test logs are quiet"))
_ASKS_EN = ("Tidy-up for the Rails app: {}.", "One for the web app while I think: {}.", "Could you {} when you have a moment?")


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        task, done = _TASKS_EN[r % len(_TASKS_EN)]
        src = f"web/app/models/{tag}_record_{r % 5}.rb"
        out = [
            turn(_ASKS_EN[r % 3].format(task),
                 ("Looking.", [call("bash", f"{src}:{7 + r % 30}:  def summary_{r % 5}",
                                    command=f"grep -rn 'def summary_' web/app/models")]),
                 ("", [call("read", f"class Record{r % 5} < ApplicationRecord\n  def summary_{r % 5}\n    nil\n  end\nend\n" * 5,
                            path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="    nil", newText="    attributes.slice('id')")]),
                 ("", [call("bash", f"{40 + r % 30} examples, 0 failures", command=f"bundle exec rspec spec/models")]),
                 f"Done, {done}."),
        ]
        if r % 4 == 1:
            out.append(turn("Run rubocop on it before you move on.",
                            ("", [call("bash", f"{src}:{3 + r % 12}:5: C: Style/StringLiterals: Prefer single-quoted strings "
                                               "when you don't need string interpolation or special symbols.\n"
                                               "1 file inspected, 1 offense detected", error=True,
                                       command="bundle exec rubocop web/app/models")]),
                            ("Double quotes where single will do; changing them.",
                             [call("edit", "Applied 1 edit.", path=src, oldText='"id"', newText="'id'")]),
                            ("", [call("bash", "1 file inspected, no offenses detected", command="bundle exec rubocop web/app/models")]),
                            "rubocop is happy."))
        if r % 5 == 2:
            out.append(turn(f"Put 2.{r}.0 in the version constant.",
                            ("", [call("edit", "Applied 1 edit.", path="web/config/version.rb", oldText="VERSION = ",
                                       newText=f"VERSION = '2.{r}.0' # ")]),
                            f"The constant says 2.{r}.0."))
        if r % 6 == 3:
            out.append(turn("How long does the spec suite take now?", f"About {9 + r % 11} seconds on this machine."))
        if r % 7 == 4:
            out.append(turn("See anything else in there?",
                            "Two N+1 queries in the index action. Want me to add includes?"))
            out.append(turn("Yes please.", ("", [call("edit", "Applied 2 edits.", path="web/app/controllers/records_controller.rb",
                                                      oldText="Record.all", newText="Record.includes(:owner)")]), "Added."))
        if r % 8 == 6:
            out.append(turn("At some point add a CHANGELOG line for the tidy-ups.", "I'll add it with the next one."))
        if r % 8 == 7:
            out.append(turn("Did the CHANGELOG line go in?",
                            ("", [call("edit", "Applied 1 edit.", path="web/CHANGELOG.md", oldText="## Unreleased",
                                       newText="## Unreleased\n- small tidy-ups")]),
                            "It did, under Unreleased."))
        return tuple(out)

    return turns


def _salt() -> Scripted:
    f = Builder()
    panic = f("failure", "called `Result::unwrap()` on an `Err` value: ParseFloatError { kind: Invalid }")
    cargo = long_log(140, "salt-cargo", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.21s\n"
                                        "     Running `target/debug/brine logs/tide-0412.csv`\n"
                                        "thread 'main' panicked at src/brine.rs:88:41:\n" + panic + "\n"
                                        "stack backtrace:\n   0: rust_begin_unwind\n   1: core::result::unwrap_failed\n"
                                        "   2: brine::read_hydrometer\n             at ./src/brine.rs:88:41\n"
                                        "   3: brine::main\n             at ./src/main.rs:19:5\n"
                                        "note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.")
    pg = f("failure", "ERROR:  duplicate key value violates unique constraint \"harvests_pkey\"")
    pg_out = ("psql:sql/harvests_load.sql:31: " + pg + "\nDETAIL:  Key (pan_no, raked_on)=(4, 2026-03-17) already exists.\n"
              "CONTEXT:  COPY harvests, line 58\n")
    rounds = (
        (turn("Morning. I do the office side at Blackwater Flats, we make sea salt the old way: "
              f"{f('number', '6 open pans')} over fires, about {f('number', '2.4 tonnes of flake salt a year')}. "
              "We fill the settling tanks on the big spring tides, and "
              f"{f('constraint', 'brine weaker than 18% salt never goes into the pans')}, it just sits in the tanks "
              "until the next tide tops it up. The hydrometer readings go through a little Rust thing Pete wrote, "
              f"{f('path', 'saltworks/src/brine.rs')}, and it's died on this week's file.",
              ("", [call("bash", cargo, error=True, command=f("command", "cargo run --bin brine -- logs/tide-0412.csv"))]),
              "It reads each hydrometer value as a number and crashes on one that isn't a number at all; "
              "line 231 of the file says \"n/a\" where the reading should be."),
         turn("That's the tank that was empty. Let it skip blanks and n/a. Also, I'm still cross about this: in "
              "January somebody went at pan three with a wire brush, and for a month we had little orange flecks in "
              f"the flakes, two delis sent boxes back. So {f('constraint', 'the pans are only ever scraped with wooden tools')}. "
              "Put it on the cleaning sheet the program prints.",
              ("", [call("edit", "Applied 1 edit.", path="saltworks/src/brine.rs", oldText=".unwrap()",
                         newText=".ok().filter(|v: &f64| v.is_finite())")]),
              "Blanks are skipped now, and the cleaning sheet will say wooden scrapers only.")),
        (turn("The buyer at Hollins, the supermarket, e-mailed again. They want us to "
              f"{f('rejected', 'add an anti-caking agent to the flakes')} so the salt pours in damp kitchens. I've "
              "written back that we won't; the whole point of the label is sea water and nothing else.",
              "Understood. The harvest records are going into the new database next?"),
         turn("Yes, Mia set up Postgres. Load the March rakings.",
              ("", [call("bash", pg_out, error=True, command=f("command", "psql -d saltworks -f sql/harvests_load.sql"))]),
              "Pan 4 on the 17th of March is in the file twice; the second row stops the load."),
         turn("She raked it twice that day, morning and evening. Add them up into one row.",
              ("", [call("edit", "Applied 1 edit.", path="sql/harvests_load.sql", oldText="4\t2026-03-17\t38",
                         newText="4\t2026-03-17\t71")]),
              f"Merged. While we're on packing, would it make sense to "
              f"{f('rejected', 'move the salt into plastic tubs')}? They stack better and don't go soft.")),
        (turn("Would the flakes survive the post in a tub, though? They crush if you look at them.",
              "A tub with a bit of headroom protects them about as well as the box does; a rigid one better."),
         turn(f"Hm. Batches are coded like {f('identifier', 'BWF-2611-F')}, by the way, pan and week and F for flake. How "
              "many boxes went out last week?",
              ("", [call("bash", "boxes shipped (wk 11): 412 (deli 288, Hollins 124)", command="psql -d saltworks -c 'select * from weekly_boxes'")]),
              "412 boxes, 124 of them to Hollins."),
         turn("Back to the tubs: the cardboard boxes stay. People keep them on the table, they're half the reason "
              "they buy it.",
              "Boxes it is."),
         turn(f"December's always short. I'll {f('rejected', 'run the pans through the night in December')}, two extra "
              "boils a week.",
              "The boil has to be watched or it crusts over and cracks the pan floor, and there's nobody here between "
              "ten and six. You'd need a night person.")),
        (turn("No, we can't pay a night person for December. Forget it, days only.",
              f"Days only. Shall I keep the weekly figures in {f('path', 'harvests/2026/')} as CSV?"),
         turn(f"Please. And I need {f('pending', 'a label template that prints the batch code')}, the printer takes PDF.",
              "Okay, noted."),
         turn(f"Something nobody's decided: {f('pending', 'is the smoked salt its own product line in the stock sheet')}, "
              "or a kind of flake? Anyway, check the tank levels for me.",
              ("", [call("bash", "tank A 91%  tank B 64%  tank C 12%", command="cargo run --bin brine -- --levels")]),
              "A is nearly full, B about two thirds, C almost empty.")),
    )
    later = ((16, (turn(f"Put this somewhere you'll see it: {f('pending', 'the environmental health paperwork by the 14th')}, "
                        "the inspector's coming the week after.", "Will do."),)),
             (27, (turn("The environmental health paperwork — where are we? The 14th is close.", "Not started yet."),)))
    return Scripted("fresh8-en-salt", "en", rounds, tuple(f.facts), held_out=True, fresh8=True, later=later,
                    routine=routine_en("salt"))


def _canal() -> Scripted:
    f = Builder()
    npe = f("failure", "Cannot invoke \"uk.wharf.Booking.getReturnDate()\" because \"booking\" is null")
    java = long_log(120, "canal-mvn", "[INFO] --- exec:3.1.0:java (default-cli) @ booking ---\n"
                                      "[WARNING]\njava.lang.reflect.InvocationTargetException\n"
                                      "    at org.codehaus.mojo.exec.ExecJavaMojo.doMain (ExecJavaMojo.java:279)\n"
                                      "    at java.lang.Thread.run (Thread.java:1583)\n"
                                      "Caused by: java.lang.NullPointerException: \n" + npe + "\n"
                                      "    at uk.wharf.Handover.print (Handover.java:64)\n"
                                      "    at uk.wharf.Main.main (Main.java:21)\n"
                                      "[ERROR] Failed to execute goal org.codehaus.mojo:exec-maven-plugin:3.1.0:java "
                                      "(default-cli) on project booking: An exception occurred while executing the Java class. null")
    gofatal = f("failure", "fatal error: concurrent map writes")
    goout = ("=== RUN   TestRefuelAll\n" + gofatal + "\n\ngoroutine 23 [running]:\nwharf/fuel.(*Ledger).Add(...)\n"
             "\t/yard/fuel/ledger.go:41\nwharf/fuel.RefuelAll.func1(0x7)\n\t/yard/fuel/refuel.go:18 +0x8c\n"
             "created by wharf/fuel.RefuelAll in goroutine 22\n\t/yard/fuel/refuel.go:16 +0x45\n\n"
             "goroutine 22 [semacquire]:\nsync.runtime_Semacquire(0xc0000a4028?)\n"
             "FAIL\twharf/fuel\t0.014s\nFAIL")
    rounds = (
        (turn(f"I run the office at Lowther Wharf, we hire out {f('number', '12 narrowboats')} for weeks and short breaks. "
              f"Every hire takes a {f('number', '£250 damage deposit')}. The handover sheet comes out of "
              f"{f('path', 'booking/src/main/java/uk/wharf/Handover.java')} and it's broken since Sam's change.",
              ("", [call("bash", java, error=True, command=f("command", "mvn -q exec:java -Dexec.args=handover"))]),
              "It prints a handover for a boat that has no booking this week, so the booking it looks up is empty."),
         turn("Skip boats with no booking then. And remember that "
              f"{f('constraint', 'every hirer works one lock with a member of staff before leaving the yard')}, even the "
              "ones who say they've done it before. The sheet needs a box for it.",
              ("", [call("edit", "Applied 1 edit.", path="booking/src/main/java/uk/wharf/Handover.java",
                         oldText="print(booking)", newText="if (booking != null) print(booking)")]),
              "Done, and there's a lock-practice box with the staff member's initials now.")),
        (turn("Fuel next. Two summers ago a family took Heron out nearly empty, ran dry halfway through the tunnel, "
              "and had to be towed out by the Trust in the dark with three kids on board. So "
              f"{f('constraint', 'no boat leaves with less than half a tank of diesel')}. The fuel ledger's in Go.",
              ("", [call("bash", goout, error=True, command=f("command", "go test ./fuel/..."))]),
              "Several goroutines write to the same map while refuelling the fleet at once; it needs a lock."),
         turn("Put a mutex on it.",
              ("", [call("edit", "Applied 1 edit.", path="fuel/ledger.go", oldText="l.m[b] += v",
                         newText="l.mu.Lock()\n\tl.m[b] += v\n\tl.mu.Unlock()")]),
              "Locked. A yard on the Shropshire Union I read about does "
              f"{f('rejected', 'one-way hires where hirers leave the boat at the far end')}; they charge extra and "
              "send a crew to bring it home."),
         turn("We've got three staff. Who's going to walk forty miles back with a boat?",
              "Point taken.")),
        (turn(f"Dev asked again to {f('rejected', 'allow dogs on all twelve boats')}. I told him what we settled last "
              "year: dogs on the four older boats, the others stay dog-free because of allergies.",
              "So dogs on the four older boats only. Which ones are they?"),
         turn(f"Heron, Coot, Moorhen and Dabchick. Boat numbers are on the Trust licence, like "
              f"{f('identifier', 'CRT 523771')} for Heron. There's a letter from the insurer too, have a look.",
              ("", [call("read", "Dear Lowther Wharf, following renewal we would encourage all hire fleets to fit a "
                                 "GPS tracker to each craft, the cost of which may be recovered from hirers...",
                         path="letters/insurer-2026.txt")]),
              f"They suggest you {f('rejected', 'fit GPS trackers to every boat paid for by the hirers')}."),
         turn("Not this season. The boats are booked solid till October; we can look at it over the winter dock.",
              "I'll bring it back up in the winter.")),
        (turn(f"Before the season gets mad, I want {f('pending', 'a printed handover checklist for each boat')}.",
              "Sure."),
         turn(f"And Aileen, our accountant, wants {f('pending', 'the deposits split out for VAT')} in the monthly export; "
              f"the exports go to {f('path', 'accounts/exports/')}.",
              "Okay."),
         turn(f"Oh, and {f('pending', 'the winter dock dates are still missing from the booking calendar')}, so people can "
              "book November weeks that don't exist. How many hires this month?",
              ("", [call("bash", "hires (May): 31 (week 19, short break 12)", command="mvn -q exec:java -Dexec.args=stats")]),
              "31 this month, 12 of them short breaks.")),
    )
    later = ((19, (turn("Still no printed handover checklist for each boat? I keep doing it on the back of envelopes.",
                        "Not yet."),)),)
    return Scripted("fresh8-en-canal", "en", rounds, tuple(f.facts), held_out=True, fresh8=True, later=later,
                    routine=routine_en("wharf"))


def _kites() -> Scripted:
    f = Builder()
    typeerr = f("failure", "TypeError: Cannot read properties of undefined (reading 'gustMph')")
    npm = long_log(110, "kites-npm", "> festival@3.2.0 wind\n> node festival/wind/feed.js --station pier\n\n"
                                     "/srv/festival/wind/feed.js:52\n    const g = reading.latest.gustMph;\n"
                                     "                             ^\n\n" + typeerr + "\n"
                                     "    at parse (/srv/festival/wind/feed.js:52:30)\n"
                                     "    at Array.map (<anonymous>)\n    at poll (/srv/festival/wind/feed.js:31:18)\n"
                                     "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n\n"
                                     "Node.js v20.11.1")
    sqlite = f("failure", "Runtime error near line 12: UNIQUE constraint failed: pitches.plot_code (19)")
    rounds = (
        (turn("I'm on the committee for the Sandby Kite Festival, first weekend of June, about "
              f"{f('number', '40,000 visitors')} over two days. There's the display arena and a public flying zone, "
              f"and {f('constraint', 'no line longer than 50 metres in the public zone')}, the marshals measure it off a "
              "reel. The wind feed for the arena board is a Node script and it's stopped.",
              ("", [call("bash", npm, error=True, command=f("command", "node festival/wind/feed.js --station pier"))]),
              "The pier station sometimes sends a reading with no latest block, and the script reads the gust from it "
              "anyway."),
         turn("That station drops out when the tide's in. Guard it. And the rule the arena team lives by, it's on "
              "the board and it's in the briefing, whatever the programme says and however big the crowd is, the "
              f"{f('constraint', 'arena has to be cleared whenever gusts pass 25 mph')} on the pier anemometer, because in 2019 a stunt "
              "kite went through the rope line into the crowd at 27.",
              ("", [call("edit", "Applied 1 edit.", path=f("path", "festival/wind/feed.js"),
                         oldText="reading.latest.gustMph", newText="reading.latest?.gustMph ?? null")]),
              "Guarded. I'll make the board flash red when the gust goes over 25.")),
        (turn(f"The traders. We've {f('number', '18 trader pitches')} on the prom, loaded from a CSV.",
              ("", [call("bash", sqlite, error=True, command=f("command", "sqlite3 festival.db < sql/pitches.sql"))]),
              "Two traders have the same plot code in the CSV; the second insert is refused."),
         turn(f"The crêpe van and the ice cream van both got {f('identifier', 'PROM-07')}, my fault. Give the ice cream PROM-08.",
              f"Fixed. Would it help to {f('rejected', 'let the traders leave their stalls on the sand overnight')}? "
              "Setting up twice is what they complain about most."),
         turn("What would security for that cost us?",
              "A night guard for two nights, roughly six hundred pounds from the firm you used for the fireworks.")),
        (turn("No.", "Can I tell them why?"),
         turn("The tide comes right up to the prom wall on the Saturday night. Stalls come off the sand every evening, same "
              "as always.",
              "I'll put that in the traders' letter."),
         turn("The events officer at the council phoned. She wants us to "
              f"{f('rejected', 'move the festival to the August bank holiday')} so it doesn't clash with the carnival.",
              "What should I tell her?"),
         turn("The August spring tide covers the whole beach at midday that weekend. Carnival can move, we can't.",
              "I'll write to her with the tide table.")),
        (turn(f"This year I'll {f('rejected', 'print a glossy programme booklet')}, proper sponsors' pages and all.",
              "The printer's cut-off for June was last Friday; a booklet now would mean a rush fee and it might still "
              "miss the weekend."),
         turn("Ugh. Fine, the single folded sheet again, it's done the job for years.",
              f"Single sheet. Shall I keep the sheet's text in {f('path', 'programme/2026/')}?"),
         turn(f"Yes. And the traders need {f('pending', 'a pitch map for the traders')} before they arrive, with the water "
              "points marked.",
              "Okay."),
         turn(f"Something I can't get a straight answer on: {f('pending', 'do the night-flying LED kites need a separate licence')}? "
              "Meanwhile what's the forecast looking like?",
              ("", [call("bash", "Sat: WSW 14 mph, gusts 22; Sun: W 18 mph, gusts 29", command="node festival/wind/feed.js --forecast")]),
              "Saturday gusts up to 22, Sunday up to 29.")),
    )
    later = ((24, (turn(f"A wish for next year, or this one if it's easy: {f('pending', 'the live wind readings on the big screen by the stage')}.",
                        "Noted."),)),)
    return Scripted("fresh8-en-kites", "en", rounds, tuple(f.facts), held_out=True, fresh8=True, later=later,
                    routine=routine_en("kites"))


def _taxidermy() -> Scripted:
    f = Builder()
    inner = f("failure", "---> System.IO.FileNotFoundException: Could not find file '/studio/forms/intake-0419.pdf'.")
    dotnet = ("Unhandled exception. System.InvalidOperationException: Intake could not be recorded.\n " + inner + "\n"
              "   at System.IO.FileStream.ValidateFileHandle(SafeFileHandle fileHandle, String path)\n"
              "   at Studio.Intake.IntakeForm.Attach(String pdf) in /studio/Intake/IntakeForm.cs:line 77\n"
              "   --- End of inner exception stack trace ---\n"
              "   at Studio.Intake.Program.Main(String[] args) in /studio/Intake/Program.cs:line 14\n")
    keyerr = f("failure", "KeyError: 'permit_no'")
    py = long_log(120, "taxi-py", "Traceback (most recent call last):\n  File \"/studio/labels/make_labels.py\", line 48, in <module>\n"
                                  "    main()\n  File \"/studio/labels/make_labels.py\", line 41, in main\n"
                                  "    line = f\"{row['species']} · {row['permit_no']}\"\n"
                                  "                                   ~~~^^^^^^^^^^^^^\n" + keyerr)
    rounds = (
        (turn(f"We're a two-person taxidermy studio, mostly museum work and a few private pieces, "
              f"{f('number', '120 specimens a year')} and a {f('number', '14-week waiting list')}. The intake tool is .NET, "
              f"{f('path', 'studio/Intake/IntakeForm.cs')}, and it threw this when I logged the badger from the county.",
              ("", [call("bash", dotnet, error=True, command=f("command", "dotnet run --project studio/Intake -- add badger"))]),
              "It tries to attach an intake PDF that isn't in the forms folder; the outer message hides that."),
         turn("The form's on my desk, not scanned yet. That's the rule, by the way: "
              f"{f('constraint', 'nothing comes into the studio without a provenance form')}, where it was found, who by, "
              "how it died. The tool should refuse without one.",
              "Then intake refuses a specimen until its provenance form is attached.")),
        (turn("And the freezer. Last August there was a power cut over a weekend, nobody noticed, and a barn owl for "
              "the county museum thawed and went off; you can't mount a bird once the feathers slip. So "
              f"{f('constraint', 'the freezer stays at minus 20 °C or colder')}, and I want an alarm when it doesn't.",
              "I'll add a freezer check that texts you above minus 20."),
         turn("Good. A collector e-mailed asking me to "
              f"{f('rejected', 'mount a peregrine that came with no paperwork')}. Lovely bird, he says. No. Absolutely not.",
              "Noted, I won't log it."),
         turn("Print the labels for the cases going to the museum.",
              ("", [call("bash", py, error=True, command=f("command", "python labels/make_labels.py --loan county-2026"))]),
              "Some rows have no permit number, and the label line reads it without checking.")),
        (turn(f"Those are the ones where {f('pending', 'the permit numbers for the 2025 intake are still missing from the register')}. "
              f"The scans are in {f('path', 'register/permits/')} somewhere.",
              f"I'll print what has one for now. Out of interest, a studio in Leeds decided to "
              f"{f('rejected', 'switch from borax to a commercial tanning spray')} for everything; they say it's quicker."),
         turn("Yes, but only for the fish skins. Birds and mammals stay on borax, I know how it behaves over twenty years.",
              "Fish only, then."),
         turn(f"At the loans meeting the curator proposed we {f('rejected', 'replace all the glass eyes with 3D-printed ones')} "
              "on the new cases. I said the birds keep hand-painted glass and she could have printed ones for the reptiles; "
              "she agreed to that.",
              f"Hand-painted glass for the birds, printed for the reptiles. The loan is {f('identifier', 'CM-LOAN-2026-03')}?")),
        (turn("That's it. She also asked for "
              f"{f('pending', 'condition reports on the loaned cases')}, every six months.",
              "Okay, I'll note it."),
         turn("How's the freezer reading right now?",
              ("", [call("bash", "freezer: -23.4 °C (min -24.1, max -22.9 over 24h)", command="python labels/freezer.py --now")]),
              "Minus 23.4, steady.")),
    )
    later = ((31, (turn("Do you think the new case glass needs UV film? And don't let me miss "
                        f"{f('pending', 'the licence renewal to Natural England before the end of the month')}.",
                        "I'd say yes to the film. I'll remind you."),)),)
    return Scripted("fresh8-en-taxidermy", "en", rounds, tuple(f.facts), held_out=True, fresh8=True, later=later,
                    routine=routine_en("studio"))


SESSIONS = (_salt(), _canal(), _kites(), _taxidermy())
