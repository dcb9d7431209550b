"""Twelfth fresh held-out set (English): written blind, in parallel with the thirteenth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions
or the benchmark's report); committed before its first run and not to be edited after it.
``heldout_fresh12_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped:
a violin maker's workshop, a travelling farrier, a bean-to-bar chocolate maker, a county mobile library).
The shapes vary across turns: proposals answered only a round or two later, after a compaction and
other talk; a relayed proposal turned down in the same message; a turn-down spread over two messages;
a plan ("I'll…") dropped after an objection; a counter-proposal accepted instead; a deferral ("not this
year", "not before Easter"); a turn-down that only negates the verb; one that says only what stays;
"yes, but"; the assistant's idea told as what another maker does; proposals by phone, letter, e-mail,
meeting, an apprentice and a shop manager. Failures are multi-line blocks from Rust (a panic with its
backtrace, the cause above the word "error"), PostgreSQL (a LINE/caret block), Node (a TypeError with
the source line above and the stack below), pandas (a chained KeyError with blank lines inside), Java/
Spring (the cause in a "Caused by" below), Go (a compile error listed among other compiler lines), .NET
(an unhandled exception deep in a long log) and MySQL (a deadlock after ordinary output). Open items:
a request acknowledged in a word and left, a request repeated later, a question nobody answers, a gap,
a deadline, someone else's ask, a wish. Routine work (``routine_en``) is this file's own, a Flutter app;
it has turns that look like facts and are not planted: a request done at once, a dart analyze error
fixed and rerun clean, an offer taken up, a request deferred and reported done a round later, a failing
widget test fixed at once.

Descriptions:
- luthier: a violin maker's workshop (two makers, new instruments and repairs, loan instruments for a
  youth orchestra; a Rust tool that finds a plate's tap-tone modes, a PostgreSQL database of humidity
  readings and loans). Rules: inside a sentence about the wood-stock screen, tops are carved only from
  spruce that has air-dried five years (plain statement); as a complaint about a split cello, the
  workshop is kept between 40 and 60 percent humidity. A Bristol dealer phones wanting to sell his
  workshop violins under their label; the user relays it and her counter-proposal (set them up and sell
  them as "set up by" the workshop) which he took. The user's own plan (gluing necks with Titebond) is
  dropped after the assistant explains neck resets. The assistant tells of a Mittenwald maker who has
  scrolls roughed out on a CNC router; the user asks what it would cost, and answers only a round later,
  after a compaction, by a reason (the scroll is where people see the maker's hand). Failures: a Rust
  subtract-with-overflow panic deep in a long log, backtrace below, "error: process didn't exit" last; a
  PostgreSQL numeric-syntax error with the LINE and caret below. Left to do: the orchestra librarian's
  ask (a list of loan instruments with return dates), acknowledged in a word and asked again later; a
  question never answered (CITES for a pernambuco bow going to Canada); later, a deadline (an insurance
  valuation for a cello).
- farrier: a travelling farrier (a van with a gas forge, an apprentice, about 260 horses; a Node diary
  app and a pandas billing script). Rules: with "never" and "unless": no sedated horse is shod unless the
  vet is on the yard; as a reminder ("remember"), a hot shoe is only fitted with someone holding the
  horse. A livery yard's letter asks to shoe the whole yard in a single day; relayed and turned down
  bluntly in the same message. The assistant tells of a Devon farrier who glues composite shoes on
  everything; the turn-down is spread over two messages with other talk between ("not for the hunters",
  then what stays: nailed steel for road work, glue-ons only for laminitics). The apprentice wants to
  take trimming jobs on his own; deferred ("not this year", exams in June). Failures: a Node TypeError,
  the source line and caret above, the stack below; a pandas KeyError in a chained traceback with blank
  lines inside, the cause at the bottom. Left to do: someone else's ask (the vet practice wants the
  X-ray dates of every remedial case); a gap (the van's gas forge hasn't had its safety check); a
  request acknowledged and repeated much later (a price sheet for new clients).
- chocolate: a bean-to-bar chocolate maker (a former bakery, melangers, a tempering machine run by a Go
  controller, a Java/Spring order system on PostgreSQL). Rules: described as how the week runs, Tuesdays
  are nut-free and the line is washed down on Monday night; with "must never" and a reason (bloom), dark
  chocolate must never go above 32°C once it is tempered. At a meeting a café chain asked for a cheaper
  bar made with compound chocolate; "yes, but": yes to a café bar, but real couverture, a smaller 40 g
  bar instead, which they took. The shop manager asks for plastic flow-wrap; the assistant asks "what
  should I tell her?" and the answer says only what stays (foil and paper). The user muses about a
  monthly subscription box; deferred two rounds later, after a compaction ("not before Easter").
  Failures: a Spring DataIntegrityViolationException whose cause is a "Caused by" PSQLException below;
  a Go compile error listed between other compiler lines. Left to do: a request acknowledged in a word
  (an allergen sheet for each bar); a question never answered (does the co-op's organic certificate
  cover their beans); later, a wish (a map on the wrapper of where each bean comes from).
- library: a county mobile library (two vans, fortnightly stops in villages; a .NET route planner, a
  MySQL stock database). Rules: as a complaint about a van that sank, the vans never park on a grass
  verge; with "has to" inside a long sentence, every stop has to be at least fifteen minutes long. A
  parish clerk's e-mail asks to move the Wednesday stop to the pub car park; answered a round later,
  after a compaction: "yes, but" (summer only, in winter it stays at the church hall). At a meeting the
  area manager wants to cut the Friday route; the turn-down negates the verb only ("we're not cutting
  it"). The assistant suggests reservations by text message; turned down by a reason only (no signal).
  Failures: a .NET InvalidOperationException deep in a long log with its stack below; a MySQL 1213
  deadlock after ordinary output. Left to do: a gap (the large-print stock is still missing from the
  catalogue); someone else's ask (a primary school wants a termly list of each class's loans); a request
  acknowledged and repeated later (a timetable leaflet for the winter stops).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (twelfth fresh set)
_TASKS_EN = (("move the login form to a Form widget with validators", "the login form validates in a Form now"),
             ("swap the hard-coded colours for the theme's ColorScheme", "colours come from the ColorScheme"),
             ("make the list lazy with ListView.builder", "the list builds lazily"),
             ("add a loading spinner to the sync button", "the sync button shows a spinner"),
             ("pull the API base URL out into a const", "the base URL is one const"),
             ("give the empty state an illustration", "the empty state has its picture"),
             ("write a widget test for the settings toggle", "the settings toggle has a widget test"),
             ("remove the unused http_parser dependency", "http_parser is gone from pubspec"))
_OPENERS_EN = ("Flutter chore: {}.", "When you get a sec, {}.", "Small app job: {}.", "Could you {}?")


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        task, done = _TASKS_EN[r % len(_TASKS_EN)]
        src = f"app_{tag}/lib/widgets/tile_{r % 6}.dart"
        out = [
            turn(_OPENERS_EN[r % 4].format(task),
                 ("Looking.", [call("bash", f"{src}:{4 + r % 20}:class Tile{r % 6} extends StatelessWidget {{",
                                    command=f"grep -rn 'class Tile' app_{tag}/lib")]),
                 ("", [call("read", f"class Tile{r % 6} extends StatelessWidget {{\n  final Entry entry;\n"
                                    f"  Widget build(BuildContext c) => Text(entry.title);\n}}\n" * 4, path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="Text(entry.title)",
                            newText="Text(entry.title, maxLines: 2)")]),
                 ("", [call("bash", f"00:0{2 + r % 7} +{25 + r % 30}: All tests passed!", command="flutter test")]),
                 f"Done: {done}."),
        ]
        if r % 4 == 2:
            out.append(turn("Run the analyzer over it.",
                            ("", [call("bash", f"Analyzing app_{tag}...\n\n  error - {src}:{6 + r % 12}:3 - Undefined name "
                                               "'kTilePadding'. - undefined_identifier\n\n1 issue found.",
                                       error=True, command=f"dart analyze app_{tag}")]),
                            ("The padding constant was renamed last week; pointing it at the new name.",
                             [call("edit", "Applied 1 edit.", path=src, oldText="kTilePadding", newText="AppSpacing.tile")]),
                            ("", [call("bash", f"Analyzing app_{tag}...\nNo issues found!", command=f"dart analyze app_{tag}")]),
                            "Analyzer is happy."))
        if r % 5 == 4:
            out.append(turn("A widget test broke in CI, have a look?",
                            ("", [call("bash", "Expected: exactly one matching node in the widget tree\n  Actual: _TextFinder:<zero "
                                               "widgets with text \"Sync now\">\nSome tests failed.", error=True,
                                       command="flutter test test/sync_button_test.dart")]),
                            ("The button's label became \"Sync\" in the last copy change; the test still looks for the old one.",
                             [call("edit", "Applied 1 edit.", path=f"app_{tag}/test/sync_button_test.dart",
                                   oldText="find.text('Sync now')", newText="find.text('Sync')")]),
                            ("", [call("bash", "00:01 +1: All tests passed!", command="flutter test test/sync_button_test.dart")]),
                            "Passing again."))
        if r % 6 == 1:
            out.append(turn(f"Bump the app version to 1.{r % 13}.0.",
                            ("", [call("edit", "Applied 1 edit.", path=f"app_{tag}/pubspec.yaml", oldText="version: ",
                                       newText=f"version: 1.{r % 13}.0+{r} # ")]),
                            "Bumped."))
        if r % 7 == 3:
            out.append(turn("How long is a release build taking now?", f"About {50 + r % 25} seconds for the APK."))
        if r % 8 == 5:
            out.append(turn("Anything else worth tidying while you're there?",
                            "Three screens build the same date string by hand. Want me to put it in one helper?"))
            out.append(turn("Yes please.", ("", [call("edit", "Applied 3 edits.", path=f"app_{tag}/lib/util/dates.dart",
                                                      oldText="DateFormat('d MMM')", newText="Dates.short")]),
                            "One helper now."))
        if r % 9 == 4:
            out.append(turn("At some point, add golden tests for the tiles.", "Will do, next time I'm in there."))
        if r % 9 == 5:
            out.append(turn("Did the golden tests go in?",
                            ("", [call("bash", "00:03 +6: All tests passed!", command="flutter test --update-goldens test/goldens")]),
                            "They did, six of them."))
        return tuple(out)

    return turns


def _luthier() -> Scripted:
    f = Builder()
    overflow = f("failure", "attempt to subtract with overflow")
    rust = long_log(110, "luthier-rust", "    Finished `release` profile [optimized] target(s) in 0.31s\n"
                                         "     Running `target/release/tapper plates/viola-44-top.wav`\n"
                                         "tapper: 48000 Hz, 2.4 s, fft 8192\n"
                                         "thread 'main' panicked at tapper/src/modes.rs:88:17:\n" + overflow + "\n"
                                         "stack backtrace:\n   0: rust_begin_unwind\n   1: core::panicking::panic_fmt\n"
                                         "   2: tapper::modes::find_peaks\n             at ./tapper/src/modes.rs:88:17\n"
                                         "   3: tapper::main\n             at ./tapper/src/main.rs:41:22\n"
                                         "note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.\n"
                                         "error: process didn't exit successfully: `target/release/tapper plates/viola-44-top.wav` "
                                         "(exit status: 101)")
    numeric = f("failure", "ERROR:  invalid input syntax for type numeric: \"47,5\"")
    pg = ("SET\nBEGIN\npsql:sql/hygro_import.sql:12: " + numeric + "\n"
          "LINE 1: INSERT INTO readings(at, rh) VALUES ('2026-11-29 06:00', '47,5');\n"
          "                                                                 ^\nROLLBACK\n")
    loans = f("pending", "a list of every loan instrument with its return date")
    cnc = f("rejected", "has the scrolls roughed out on a CNC router")
    rounds = (
        (turn("Hello! I'm Nell. Owen and I make and mend violins, violas and cellos in an old chapel at the edge of town; "
              f"we finish {f('number', 'about fourteen new instruments a year')} and do the repairs for the county youth "
              "orchestra. Owen wrote a Rust thing that records a plate's tap tone and finds the modes, "
              f"{f('path', 'tapper/src/modes.rs')}, and since his last change it dies on the viola top I recorded this morning.",
              ("", [call("bash", rust, error=True, command=f("command", "cargo run --release -p tapper -- plates/viola-44-top.wav"))]),
              "The peak finder looks one bin to the left of each peak; when the biggest peak is the very first bin "
              "that index goes below zero, and with unsigned numbers it panics. The recording starts with a loud thump."),
         turn("That's me putting the plate down on the bench. Just ignore everything under 20 Hz.",
              ("", [call("edit", "Applied 1 edit.", path="tapper/src/modes.rs", oldText="let spectrum = &bins[..];",
                         newText="let spectrum = &bins[min_bin(20.0)..];")]),
              "Runs now: mode 2 at 188 Hz, mode 5 at 352 Hz.")),
        (turn("Lovely, those are about right for a viola. Owen wants the same program to list our wood next, and "
              "when it does, bear in mind that "
              f"{f('constraint', 'the tops are carved only from spruce that has air-dried for five years')}, so "
              "each billet needs the date it came in.",
              "I'll give every billet an arrival date and only offer the ones past five years when someone picks a top."),
         turn("Good. And I'll have a moan while I'm at it. Two winters ago the boiler stuck on full over Christmas and "
              "we came back to a customer's cello split from the f-hole to the edge. We paid for the repair and then "
              f"some. So {f('constraint', 'the workshop is kept between 40 and 60 percent humidity')}, day and night, "
              "and the hygrometer is supposed to log to the database.",
              "Then the log should warn as soon as a reading leaves that band."),
         turn("It would, if the import didn't fall over.",
              ("", [call("bash", pg, error=True, command=f("command", "psql -d workshop -f sql/hygro_import.sql"))]),
              "The hygrometer writes a decimal comma, 47,5, and the column wants 47.5."),
         turn("It's a German one. Convert them on the way in.",
              ("", [call("edit", "Applied 1 edit.", path="sql/hygro_import.sql", oldText="\\copy readings FROM",
                         newText="\\copy readings_raw FROM")]),
              "Loaded 1,488 readings through a staging table; all between 44 and 57.")),
        (turn("A dealer from Bristol rang, Felix, he has a container of workshop fiddles from China and wanted us to "
              f"{f('rejected', 'sell his workshop violins under our label')}. I told him our label goes on what we "
              "carve, full stop, but we'd set them up properly and sell them as 'set up by Marsh & Vane'. He went for "
              "that.",
              "So they're sold as set up by you, with his maker's name inside."),
         turn(f"Exactly. And I'll {f('rejected', 'glue the new necks in with Titebond')} from now on; heating hide "
              "glue every morning is a faff.",
              "One thing to weigh: every neck needs resetting some day, thirty or forty years on. Hide glue lets go "
              "with a little heat and a thin knife; Titebond doesn't, so whoever does the reset ends up sawing the "
              "neck out and patching the block."),
         turn("Owen would have my head for that anyway. All right, the glue pot stays on. The loan fiddles all "
              f"carry a ticket like {f('identifier', 'MV-LOAN-0317')}, use that in the database.",
              "Loans are keyed by that ticket now. Something I came across reading about makers: one in Mittenwald "
              f"{cnc} and only finishes them by hand. He reckons it saves two days an instrument."),
         turn("Two days, hm. What would one of those routers even cost us?",
              "A small one that could rough out a scroll is around six thousand pounds, plus the time to learn the "
              "software.")),
        (turn(f"Noted. The orchestra's librarian wants {loans} before the spring term.",
              "Okay."),
         turn(f"Repairs are filed under {f('path', 'repairs/2027/')}, one folder per ticket. A full-size violin of "
              f"ours goes for {f('number', '£3,200')} and that price hasn't moved in three years. Oh, and something I "
              f"keep meaning to find out, {f('pending', 'does a bow with a pernambuco stick need a CITES permit to go to Canada')}? "
              "Anyway, what did the hygrometer say today?",
              ("", [call("bash", "2026-12-01: 24 readings, rh min 49 max 53", command="psql -d workshop -c 'select * from today_rh'")]),
              "Between 49 and 53 percent all day.")),
    )
    later = ((5, (turn("About that CNC router: I talked to Owen. The scroll is the bit people look at to see whose hand made "
                       "the fiddle, he'd rather spend the two days. So we're not buying one.",
                       "Understood, scrolls stay carved by hand."),)),
             (12, (turn(f"Write this down: {f('pending', 'the insurance valuation for the Gagliano cello is due by 30 January')}.",
                        "Written down."),)),
             (27, (turn("That list of the loan instruments for the librarian, did it ever get done? Term starts Monday.",
                        "Not yet, no."),)))
    return Scripted("fresh12-en-luthier", "en", rounds, tuple(f.facts), held_out=True, fresh12=True, later=later,
                    routine=routine_en("luthier"))


def _farrier() -> Scripted:
    f = Builder()
    typeerr = f("failure", "TypeError: Cannot read properties of undefined (reading 'farrierNotes')")
    node = ("/srv/diary/src/rounds.js:73\n      const notes = horse.history[0].farrierNotes;\n"
            "                                     ^\n\n" + typeerr + "\n"
            "    at planRound (/srv/diary/src/rounds.js:73:38)\n    at Array.map (<anonymous>)\n"
            "    at buildWeek (/srv/diary/src/rounds.js:112:22)\n    at Object.<anonymous> (/srv/diary/src/rounds.js:140:1)\n\n"
            "Node.js v20.10.0\n")
    keyerr = f("failure", "KeyError: 'shoe_type'")
    pandas = long_log(95, "farrier-pandas", "Traceback (most recent call last):\n"
                                            "  File \"/usr/lib/python3/site-packages/pandas/core/indexes/base.py\", line 3805, in get_loc\n"
                                            "    return self._engine.get_loc(casted_key)\n"
                                            "KeyError: 'shoe_type'\n\n"
                                            "The above exception was the direct cause of the following exception:\n\n"
                                            "Traceback (most recent call last):\n"
                                            "  File \"/home/tom/billing/monthly.py\", line 44, in <module>\n"
                                            "    totals = jobs.groupby('shoe_type')['price'].sum()\n"
                                            "  File \"/usr/lib/python3/site-packages/pandas/core/frame.py\", line 4102, in __getitem__\n"
                                            "    indexer = self.columns.get_loc(key)\n"
                                            "  File \"/usr/lib/python3/site-packages/pandas/core/indexes/base.py\", line 3812, in get_loc\n"
                                            "    raise KeyError(key) from err\n" + keyerr)
    prices = f("pending", "a price sheet for new clients")
    glue = f("rejected", "glues composite shoes on everything")
    rounds = (
        (turn("Morning. Tom Pryce, farrier. I work out of a van with a gas forge in the back and an apprentice, Kieran, "
              f"riding shotgun; we've {f('number', 'about 260 horses on the books')}. My sister's lad wrote me a diary "
              f"app in Node, {f('path', 'diary/src/rounds.js')}, and it won't plan next week.",
              ("", [call("bash", node, error=True, command=f("command", "node diary/src/rounds.js --week 49"))]),
              "It reads each horse's last visit to get the notes, and one horse has no visits at all yet, so there's "
              "nothing to read the notes from."),
         turn("New client, the grey cob at Hill Top. Let it cope with a horse I've never seen.",
              ("", [call("edit", "Applied 1 edit.", path="diary/src/rounds.js", oldText="horse.history[0].farrierNotes",
                         newText="horse.history[0]?.farrierNotes ?? ''")]),
              "Week 49 plans: 41 visits over five days.")),
        (turn("Some ground rules the app should know. "
              f"{f('constraint', 'We never shoe a sedated horse unless the vet is on the yard')}; owners sometimes dope "
              "a nervy one themselves and expect me to crack on. Flag any booking marked 'sedation'.",
              "Bookings marked for sedation will need a vet's name before they go in the week."),
         turn("And remember that "
              f"{f('constraint', 'a hot shoe is only fitted with someone holding the horse')}, owner or groom, not tied "
              "to a ring. Kieran got a knee in the ribs in October because a lady wandered off to take a call.",
              "I'll make the booking ask who's holding."),
         turn("The monthly invoices are broken as well.",
              ("", [call("bash", pandas, error=True, command=f("command", "python billing/monthly.py --month 2026-11"))]),
              "The script groups the jobs by a column called shoe_type, and November's export names it something else."),
         turn("The app update renamed it 'shoe'. Use that.",
              ("", [call("edit", "Applied 1 edit.", path="billing/monthly.py", oldText="groupby('shoe_type')",
                         newText="groupby('shoe')")]),
              "November's invoices are out, 118 of them.")),
        (turn("Read me the letter from Oakfield Livery, will you.",
              ("", [call("read", "Dear Mr Pryce, to save our clients the bother of several visits, could you shoe the whole "
                                 "yard in a single day? We have forty-two horses and would provide tea...",
                         path="post/oakfield-livery-2026-11.txt")]),
              f"They want you to {f('rejected', 'shoe the whole yard in a single day')}, forty-two horses, tea provided."),
         turn("Forty-two in a day. Not a chance, tell them eight a day is what my back does, and I'll come weekly.",
              "I'll write that you'll come weekly, eight a visit."),
         turn("Cheers. Kieran asked me again if he could "
              f"{f('rejected', 'take trimming jobs on his own')}. Not this year. He's got his exams in June, after that "
              "we'll see.",
              "Not this year, then; I'll keep him on your visits in the diary."),
         turn("How's the rest of the week looking?",
              "Full. By the way, there's a farrier down in Devon who "
              f"{glue} now, no nails at all. He says the hooves come on much better.")),
        (turn("Not for the hunters. The vet's been on too, Ash Vets, they want "
              f"{f('pending', 'the X-ray dates for every remedial case')} for their files. Their account with us is "
              f"{f('identifier', 'ASHV-5520')}.",
              "I'll pull the X-ray dates out of the remedial notes for Ash Vets."),
         turn(f"Invoices go in {f('path', 'invoices/2026-12/')} from now. A full set is "
              f"{f('number', '£95')} with the new steel prices. Also, "
              f"{f('pending', 'the gas forge in the van still has not had its safety check')}, the bloke's let me "
              f"down twice. And I want {prices}, I keep getting asked on the phone.",
              "Sure."),
         turn("About the glue-on business: nailed steel for anything that works on the road. Glue-ons only for the "
              "laminitics, same as now. How many visits Friday?",
              ("", [call("bash", "Fri: 9 visits, 31 miles", command="node diary/src/rounds.js --day fri")]),
              "Nine visits, thirty-one miles of driving.")),
    )
    later = ((19, (turn("Did that price sheet for new clients happen? Two more rang yesterday.",
                        "I haven't done it yet."),)),)
    return Scripted("fresh12-en-farrier", "en", rounds, tuple(f.facts), held_out=True, fresh12=True, later=later,
                    routine=routine_en("farrier"))


def _chocolate() -> Scripted:
    f = Builder()
    notnull = f("failure", "ERROR: null value in column \"allergen_code\" of relation \"products\" violates not-null constraint")
    java = long_log(100, "chocolate-java", "2026-12-01T09:14:02.118Z  INFO 4211 --- [main] o.s.b.StartupInfoLogger : Starting OrdersApplication\n"
                                           "2026-12-01T09:14:05.540Z ERROR 4211 --- [main] o.s.boot.SpringApplication : Application run failed\n\n"
                                           "org.springframework.dao.DataIntegrityViolationException: could not execute statement "
                                           "[insert into products (name,weight_g,allergen_code) values (?,?,?)]\n"
                                           "\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:290)\n"
                                           "\tat uk.pennant.orders.CatalogueImport.run(CatalogueImport.java:58)\n"
                                           "Caused by: org.postgresql.util.PSQLException: " + notnull + "\n"
                                           "  Detail: Failing row contains (207, Ucayali 70%, 70, null).\n"
                                           "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)\n"
                                           "\t... 14 common frames omitted")
    undefined = f("failure", "./temper/curve.go:41:9: undefined: coolTarget")
    gobuild = ("# pennant/temper\n./temper/curve.go:12:2: \"math\" imported and not used\n" + undefined + "\n"
               "./temper/curve.go:57:14: cannot use step (variable of type int) as float64 value in argument to hold\n")
    allergens = f("pending", "an allergen sheet for each of the twelve bars")
    box = f("rejected", "start a monthly subscription box")
    rounds = (
        (turn("Hi, Mari here from Pennant Chocolate. We make bean-to-bar in what used to be the village bakery, "
              f"roasting {f('number', '180 kilos of beans a month')}. The order system is Java, Spring, and the new "
              "catalogue won't import.",
              ("", [call("bash", java, error=True, command=f("command", "mvn spring-boot:run -Dspring-boot.run.profiles=import"))]),
              "The catalogue has a bar without an allergen code, the new Ucayali 70%, and the products table won't take "
              "a row without one."),
         turn("Ucayali's dark, milk-free, code it D0.",
              ("", [call("edit", "Applied 1 edit.", path="catalogue/2027.csv", oldText="Ucayali 70%,70,",
                         newText="Ucayali 70%,70,D0")]),
              "Imported, twelve bars in the catalogue.")),
        (turn("So the way our week runs: "
              f"{f('constraint', 'Tuesdays are nut-free and the line is washed down on Monday night')}. The order "
              "system keeps putting the hazelnut bar on Tuesday when it's busy.",
              "I'll stop it scheduling anything with nuts on a Tuesday, whatever the backlog."),
         turn("Then the temperer, it's a Go program on a little box by the machine, "
              f"{f('path', 'temper/curve.go')}. Whatever you do to it, "
              f"{f('constraint', 'dark chocolate must never go above 32°C once it is tempered')}, or it blooms and "
              "we're melting it all down again. My partner changed the cooling step and now it won't build.",
              ("", [call("bash", gobuild, error=True, command=f("command", "go build ./temper/..."))]),
              "The cooling step refers to coolTarget, which was renamed in the same change; there's also an unused "
              "import and an int passed where a float is wanted."),
         turn("Fix all three.",
              ("", [call("edit", "Applied 3 edits.", path="temper/curve.go", oldText="coolTarget", newText="coolTargetC")]),
              "Builds; the dark curve tops out at 31.5°C at the working stage.")),
        (turn("We had the Hearth cafés in for a meeting on Friday. They wanted us to "
              f"{f('rejected', 'make them a cheaper bar with compound chocolate')}. I said yes to a café bar, but it "
              "stays real couverture; we'll do a smaller 40 g bar so the price works. They agreed to that.",
              "A 40 g couverture bar for Hearth, then."),
         turn("Priya, who runs the shop, asked me to ask you: could we "
              f"{f('rejected', 'switch the bars to plastic flow-wrap')}? She says it's quicker to pack.",
              "What should I tell her?"),
         turn("Tell her the foil and the paper sleeve stay. The whole point of our wrappers is you can put them in "
              f"the compost. The Hearth order is {f('identifier', 'PC-HRT-0412')}, by the way.",
              "I'll tell her the foil and paper stay, and the Hearth order is in under that number."),
         turn(f"I've been wondering whether we should {box}. People keep asking for one at the market.",
              "You'd need a different bar every month; with twelve in the catalogue that's a year's worth.")),
        (turn(f"Hmm. Anyway. I need {allergens}, trading standards came round.",
              "Noted."),
         turn("The cacao from the Ucayali co-op, we refine it for "
              f"{f('number', '72 hours in the melanger')}. Labels live in {f('path', 'labels/2027/')}. And I still "
              f"don't know, {f('pending', 'does the co-op organic certificate cover our beans if it is in the co-op name')}? "
              "What's in the order book for next week?",
              ("", [call("bash", "week 50: 14 orders, 1,930 bars, 3 wholesale", command="curl -s localhost:8080/orders/week/50")]),
              "Fourteen orders, just under two thousand bars.")),
    )
    later = ((6, (turn("On the subscription box: not before Easter, we're flat out with Christmas and then Valentine's.",
                       "Not before Easter, then."),)),
             (22, (turn(f"A daydream: I'd love {f('pending', 'a little map on each wrapper showing where the beans come from')}.",
                        "That would look lovely."),)))
    return Scripted("fresh12-en-chocolate", "en", rounds, tuple(f.facts), held_out=True, fresh12=True, later=later,
                    routine=routine_en("chocolate"))


def _library() -> Scripted:
    f = Builder()
    noelem = f("failure", "System.InvalidOperationException: Sequence contains no elements")
    dotnet = long_log(105, "library-dotnet", "Building...\ninfo: Planner[0] loading 38 stops, 2 vans, week 2026-W49\n"
                                             "info: Planner[0] ordering stops for van MLV-2\n"
                                             "Unhandled exception. " + noelem + "\n"
                                             "   at System.Linq.ThrowHelper.ThrowNoElementsException()\n"
                                             "   at System.Linq.Enumerable.First[TSource](IEnumerable`1 source)\n"
                                             "   at Planner.StopOrder.NextStop(Van van, DateOnly day) in /srv/routes/Planner/StopOrder.cs:line 64\n"
                                             "   at Planner.Program.Main(String[] args) in /srv/routes/Planner/Program.cs:line 22")
    deadlock = f("failure", "ERROR 1213 (40001) at line 88: Deadlock found when trying to get lock; try restarting transaction")
    mysql = ("mysql: [Warning] Using a password on the command line interface can be insecure.\n"
             "Query OK, 312 rows affected (0.41 sec)\n\nQuery OK, 298 rows affected (0.37 sec)\n\n" + deadlock + "\n")
    leaflet = f("pending", "a timetable leaflet for the winter stops")
    pub = f("rejected", "move the Wednesday stop to the Plough car park")
    rounds = (
        (turn("Hello, I coordinate the county's mobile library: two vans, "
              f"{f('number', '38 stops every fortnight')}, mostly villages with no bus. The route planner is C#, "
              f"{f('path', 'routes/Planner/StopOrder.cs')}, and it crashed planning next week.",
              ("", [call("bash", dotnet, error=True, command=f("command", "dotnet run --project routes/Planner -- --week 2026-W49"))]),
              "Van MLV-2 has a day with no stops left on it, and the planner asks for the first stop of an empty list."),
         turn("That's Thursday, the van's in for its MOT. Let a day have no stops.",
              ("", [call("edit", "Applied 1 edit.", path="routes/Planner/StopOrder.cs", oldText=".First()",
                         newText=".FirstOrDefault()")]),
              "Planned: 19 stops for each van, Thursday empty for MLV-2.")),
        (turn("Right, the rules. You'll laugh, but three years ago a relief driver parked the big van on the verge at "
              "Cold Ashby in February and it sank to the axles; the farmer pulled it out with a tractor and it was in the "
              f"local paper. {f('constraint', 'The vans never park on a grass verge')}. Each stop in the planner "
              "needs a hard standing.",
              "I'll add a hard-standing field to every stop and refuse a stop without one."),
         turn("And because the volunteers bring the housebound folk out to the van on their arms, and some of them "
              f"walk very slowly, {f('constraint', 'every stop has to be at least fifteen minutes long')}, even where "
              "nobody's come out for months.",
              "Fifteen minutes is the floor for every stop, however quiet."),
         turn("The returns transfer has gone wrong again.",
              ("", [call("bash", mysql, error=True, command=f("command", "mysql -u stock library < sql/transfer_returns.sql"))]),
              "The third statement ran into the overnight catalogue job holding the same rows; MySQL killed ours."),
         turn("Move ours to after the catalogue job, six o'clock.",
              ("", [call("edit", "Applied 1 edit.", path="cron/stock.cron", oldText="30 2 * * *", newText="0 6 * * *")]),
              "Moved, and a rerun went through clean.")),
        (turn("The parish clerk at Long Brampton e-mailed, she wants us to "
              f"{pub}, because the church hall's up a lane. I'll think about it; don't reply yet.",
              "I won't reply yet."),
         turn("We had the area meeting yesterday. The new manager wants to "
              f"{f('rejected', 'cut the Friday route to save diesel')}.",
              "How did it end?"),
         turn("We're not cutting it. Friday's the only day three of those villages see anybody from the council at all.",
              "Friday stays. One idea: a lot of library services "
              f"{f('rejected', 'let borrowers reserve books by text message')}; it would save the phone calls."),
         turn("Half of our borrowers don't get a mobile signal in their own kitchen.",
              f"Fair enough. Should the van's fleet number, {f('identifier', 'MLV-07')} for the new one, go on the stop sheets?"),
         turn("Yes, put it on.", "It's on.")),
        (turn(f"Good. Also, {f('pending', 'the large-print stock is still missing from the catalogue')}, the old system "
              f"never moved it across. We lend {f('number', 'about 11,000 books a year')}, a fifth of them large print.",
              "That's a lot of readers who can't see what's on the van."),
         turn("The head at Breck primary asked for "
              f"{f('pending', 'a termly list of the books each class borrowed')}. And I'll need {leaflet}. The "
              f"leaflets go in {f('path', 'leaflets/winter-2027/')}. How many loans last fortnight?",
              ("", [call("bash", "2026-11-17..2026-11-30: 463 loans, 51 reservations", command="mysql -u stock library -e 'call fortnight()'")]),
              "463 loans and 51 reservations.")),
    )
    later = ((5, (turn("I've thought about the Plough: yes for the summer months, the car park's fine then, but in winter "
                       "the Wednesday stop stays at the church hall, the pub doesn't grit.",
                       "Summer at the Plough, winter at the church hall."),)),
             (16, (turn("Any progress on the winter timetable leaflet? The first winter stop is in a fortnight.",
                        "Not yet."),)))
    return Scripted("fresh12-en-library", "en", rounds, tuple(f.facts), held_out=True, fresh12=True, later=later,
                    routine=routine_en("library"))


SESSIONS = (_luthier(), _farrier(), _chocolate(), _library())
