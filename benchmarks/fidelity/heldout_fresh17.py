"""Seventeenth fresh held-out set (English): written blind, against the rules as they stand at its first
run, by someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond the first lines of one file for its format, or the benchmark's
report); committed before its first run and not to be edited after it. ``heldout_fresh17_zh.py`` holds the
Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (checked with
``grep -l``: a wedding DJ, a sail loft, a clock repairer's shop, a small bindery; the bindery is outside
the suggested pool, whose other English trades were already taken). Proposals come from the assistant, a
hotel (through the sister who does the bookings), a lighting lad, a cloth rep (through a sewer), a sewer, an
apprentice, an antiques dealer (by e-mail, through a daughter), a library's procurement office (through
the liaison librarian) and a part-timer. They are turned down by a reason alone, through the sister, a
round later after thinking it over, through the sewer, politely with a smaller thing done instead, a round
later with the reason, bluntly with what they'll do instead, by a counter-offer that is taken, in two
steps with the contract read between, and bluntly by listing what there is. Some proposals are accepted
and are not facts. Failures are multi-line blocks from SwiftPM (a linker line among the build steps), a
Ruby script on SQLite (a BusyException above its backtrace), a C++ link under CMake (an undefined
reference above collect2), R (an error in an ``if`` above its traceback), Gradle with Kotlin (an
unresolved reference among the task lines), a Go program opening a serial port, mix with Elixir (an
undefined function in a CompileError) and Perl (a missing module in @INC). Open items: asks acknowledged
and repeated later, questions nobody can answer, other people's asks with deadlines, some planted in
``later`` rounds. Routine work (``routine_en``) is this file's own, a small Symfony site for a community
hall's room bookings; it has turns that look like facts and are not planted: a request done at once, a
PHPStan error fixed and rerun clean, an offer of a test taken up, a failing PHPUnit test fixed at once, a
Doctrine migration run.

Descriptions:
- dj: Kieran is a mobile wedding DJ; his sister Aoife does the bookings and Sol does the lights. A Ruby
  script imports couples' request forms into an SQLite file; a small Swift menu-bar app drives the lights
  over a USB DMX box. Rules: inside a long story about a best man, the couple's do-not-play list is final
  even when a guest asks; as a complaint about a father of the bride, never past the contracted finish time
  unless the venue manager signs the overtime sheet. The assistant suggests a QR code for guests to request
  songs on the night: turned down by a reason alone. A hotel, through Aoife, wants them to use its in-house
  PA: no, through Aoife. Sol wants to stream sets from Spotify: Kieran says he'll think, and says no a
  round later. The assistant's one-page timeline for the venue is taken (not a fact). Numbers: the limiter
  at 96 dB; set-up takes 90 minutes. Identifiers: the booking reference format, the DMX box's serial.
  Failures: the Swift build can't find the FTDI library, left until Sol brings the driver installer; the
  Ruby import hits a locked database because Aoife has it open at home, left until she closes it. Left to
  do: a field for how to pronounce names (acknowledged, asked again later); an unanswered question (does
  the public liability cover the cold-spark machines); later, Aoife's ask (the O'Briens' final playlist by
  Thursday).
- sails: Morwenna runs a sail loft with two sewers, Pete and Hana. A C++ program turns panel layouts into
  HPGL for the cutting table; an R script costs jobs from the cloth price list. Rules: as how they do
  things, every panel gets the cloth batch number pencilled on before it is cut; as a complaint about last
  August, no new-sail rush orders in August, with race-week repairs the exception. A cloth rep, through
  Pete, pushes their laminate for cruising sails: no, sent back through Pete. The assistant suggests
  automatic panel nesting: politely not yet, and an overlap warning instead (taken, not a fact). Hana wants
  a sail-size calculator on the website: "let me think", and no a round later with the reason. The
  assistant's cloth weight on the quote is taken (not a fact). Numbers: a 19 mm seam overlap; the labour
  rate of £38 an hour. Identifier: the cutting table's serial. Failures: the C++ link can't find the arc
  function, left until Pete finds the newer source on the old laptop; the R costing stops on a missing
  cloth weight, left until Hana fills in the price list. Left to do: a queue position on the repair
  intake page (acknowledged, asked again); an unanswered question (does the insurance cover customers'
  sails left over winter); later, the yacht club's ask (quotes for six Optimist sails by the end of the
  month).
- clocks: Len repairs clocks in a small shop; his daughter Priya wrote the software, Josh is the
  apprentice. An Android app (Kotlin, Gradle) photographs clocks at intake; a Go program reads the
  timegrapher over USB serial. Rules: said as the shop's way, no movement gets oiled without a full strip
  and clean; as a complaint about a clock that came back, every clock runs a full week on the test board
  before it goes back, except the auction house's carriage clocks (three days). The assistant suggests an
  online quote form with photo upload: no, bluntly, with the reason. Josh wants to sell spare parts from the
  drawers on eBay: no, and what they'll do instead (give them to the guild's training bench). An antiques
  dealer e-mails Priya asking for 30% off trade repairs: Len counter-offers 10% on batches of five, and the
  dealer takes it. The assistant's QR label on the ticket is accepted (not a fact). Numbers: beat error
  under 1.5 ms; the waiting list is 8 weeks. Identifier: the timegrapher's serial. Failures: the Gradle
  build has an unresolved reference, left for Priya at the weekend; the Go reader can't open the serial
  port, left because Len won't change the machine without Priya. Left to do: a page of clocks ready for
  collection (acknowledged, asked again); an unanswered question (can they sell clocks abandoned over a
  year); later, the guild's ask (the apprentice hours logbook by 30 September).
- bindery: Ines runs a small bindery with Gus, part-time; they bind theses and repair books for the
  university library. Thesis orders come in through a small Elixir app Gus wrote; a Perl script lays out
  spine text for the foil press. Rules: in passing, library repairs are never trimmed; as a complaint about
  a student's late PDF, only the PDF the student signed off gets bound, unless the graduate school e-mails a
  replacement itself. The assistant suggests a same-day binding option: turned down by the reason (the glue
  needs a night under the press). The library's procurement office, through the liaison librarian, wants the
  repair jobs in the university's ServiceNow portal: "let me see the contract", then no a round later with a
  monthly spreadsheet instead. Gus wants students to pick any foil colour: blunt, by listing the four foils.
  The assistant's "ready to collect" e-mail is taken (not a fact). Numbers: 24 hours under the press; spine
  text at 14 pt. Identifier: the library's account code. Failures: mix can't compile the deadline module
  (an undefined function), left for Gus on Thursday; the Perl layout can't find Text::Unidecode, left because
  Ines won't install anything on the studio Mac before the thesis rush is over. Left to do: a repair price
  list page (acknowledged, asked again); an unanswered question (does the PO number go on every invoice or
  just the first); later, the liaison librarian's ask (condition reports for the Hartley bequest by the 14th).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn


def routine_en(r: int) -> tuple:
    """Routine work on the hall-bookings Symfony site; nothing here is planted."""
    k = r % 5
    if k == 0:
        return (
            turn("Can you rename the 'Book now' button on the hall page to 'Check dates'?",
                 ("", [call("edit", path="templates/hall/show.html.twig", old="Book now", new="Check dates")]),
                 "Done, the button on the hall page now says 'Check dates'."),
            turn("And run the tests while you're there.",
                 ("", [call("bash", "OK (42 tests, 118 assertions)", command="php bin/phpunit")]),
                 "All 42 tests pass."),
        )
    if k == 1:
        return (
            turn("PHPStan is moaning about something in the booking controller, can you sort it?",
                 ("", [call("bash", " ------ -----------------------------------------------------------\n"
                                    "  Line   src/Controller/BookingController.php\n"
                                    " ------ -----------------------------------------------------------\n"
                                    "  57     Parameter #1 $room of method App\\Repository\\SlotRepository::freeSlots()\n"
                                    "         expects App\\Entity\\Room, App\\Entity\\Room|null given.\n"
                                    " ------ -----------------------------------------------------------\n\n"
                                    " [ERROR] Found 1 error",
                            error=True, command="vendor/bin/phpstan analyse src --level 6")]),
                 ("The room can be null when the id is wrong; I've added a 404 for that case and rerun it.",
                  [call("edit", path="src/Controller/BookingController.php", old="$room = $rooms->find($id);",
                        new="$room = $rooms->find($id) ?? throw $this->createNotFoundException();"),
                   call("bash", " [OK] No errors", command="vendor/bin/phpstan analyse src --level 6")]),
                 "PHPStan is clean now."),
        )
    if k == 2:
        return (
            turn("The caretaker wants the booking confirmation e-mail to include the key-safe instructions.",
                 ("", [call("read", path="templates/email/confirmation.html.twig",
                            result="<p>Your booking for {{ booking.room.name }} on {{ booking.date|date('j F') }} is confirmed.</p>")]),
                 ("Added a paragraph that pulls the instructions from the room record.",
                  [call("edit", path="templates/email/confirmation.html.twig", old="is confirmed.</p>",
                        new="is confirmed.</p>\n<p>{{ booking.room.keySafeNote }}</p>")]),
                 "Shall I add a test that the note shows up in the e-mail?"),
            turn("Yes please.",
                 ("", [call("write", path="tests/Email/ConfirmationTest.php", content="<?php // asserts keySafeNote rendered"),
                       call("bash", "OK (43 tests, 121 assertions)", command="php bin/phpunit")]),
                 "Test added, 43 tests pass."),
        )
    if k == 3:
        return (
            turn("Tests went red after Tuesday's change, have a look?",
                 ("", [call("bash", "There was 1 failure:\n\n1) App\\Tests\\Slot\\FreeSlotsTest::testSundayIsClosed\n"
                                    "Failed asserting that 3 matches expected 0.\n\n/app/tests/Slot/FreeSlotsTest.php:31\n\n"
                                    "FAILURES!\nTests: 43, Assertions: 121, Failures: 1.",
                            error=True, command="php bin/phpunit")]),
                 ("The Sunday check compared the weekday as a string; fixed and rerun.",
                  [call("edit", path="src/Repository/SlotRepository.php", old="if ($day->format('l') === 7)",
                        new="if ((int) $day->format('N') === 7)"),
                   call("bash", "OK (43 tests, 121 assertions)", command="php bin/phpunit")]),
                 "Green again."),
        )
    return (
        turn("I added a 'capacity' column to rooms in the entity, can you make the migration and run it?",
             ("", [call("bash", "Generated new migration class to \"migrations/Version20240611093012.php\"",
                        command="php bin/console make:migration"),
                   call("bash", "[notice] Migrating up to DoctrineMigrations\\Version20240611093012\n[notice] finished in 41.2ms",
                        command="php bin/console doctrine:migrations:migrate --no-interaction")]),
             "The migration is generated and applied; rooms now have a capacity column."),
    )


def _dj() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn("Right, so I'm Kieran, I do weddings, mostly around Sligo and Mayo. My sister Aoife does all the "
                 "bookings and Sol does lights. I've two bits of software, a Ruby script that pulls the couples' "
                 "request forms into an SQLite file, and a little Swift app on the Mac that runs the lights "
                 "through a USB DMX box. Both are a bit broken this week.",
                 "Happy to help. Where would you like to start, the request import or the lights app?"),
            turn("Lights first, Sol says it won't build since he updated the Mac. Here's what he sent me. For "
                 "what it's worth the box is the one with serial " + f("identifier", "DMX-USB-PRO-EN190562") +
                 " stuck on the bottom.",
                 ("Let me run the build here.",
                  [call("bash",
                        "Building for production...\n"
                        "[1/6] Compiling LightDesk DMXPort.swift\n"
                        "[2/6] Compiling LightDesk Scenes.swift\n"
                        "[3/6] Compiling LightDesk MenuBar.swift\n"
                        "[4/6] Emitting module LightDesk\n"
                        "[5/6] Linking LightDesk\n"
                        + f("failure", "ld: library 'ftd2xx' not found") + "\n"
                        "clang: error: linker command failed with exit code 1 (use -v to see invocation)\n"
                        "[5/6] Linking LightDesk\n"
                        "error: fatalError",
                        error=True, command=f("command", "swift build -c release --arch arm64"))]),
                 "It compiles, but the linker can't find the FTDI driver library the DMX code talks to in "
                 + f("path", "Sources/LightDesk/DMXPort.swift") + ". Updating macOS probably removed it. It needs the FTDI D2XX "
                 "driver installed again; do you have the installer?"),
            turn("Sol has it on a stick, he'll bring it Saturday. Leave it till then. Now, the requests. There's "
                 "a thing I need you to understand about how I work before you touch it. Last month a best man "
                 "came up four times asking for a song the bride had put on her list of ones not to play, and "
                 "he got properly narky, and the venue manager was looking at me, and I held firm because "
                 + f("constraint", "the do-not-play list is final, even when a guest asks") + ", that's the "
                 "whole reason couples trust me. So whatever you do to the import, that list has to come "
                 "through clean.",
                 ("Understood. Let me run the import and see what it does.",
                  [call("bash",
                        "Importing forms since 2025-05-01...\n"
                        "  form 118 (Gallagher/Ruane) ... ok\n"
                        "  form 119 (O'Brien/Kelly) ... \n"
                        "/Users/kieran/gigs/import_requests.rb:44:in `execute': database is locked (SQLite3::BusyException)\n"
                        + f("failure", "SQLite3::BusyException: database is locked") + "\n"
                        "\tfrom /Users/kieran/.gem/ruby/3.2.0/gems/sqlite3-1.7.3/lib/sqlite3/database.rb:152:in `prepare'\n"
                        "\tfrom /Users/kieran/gigs/import_requests.rb:44:in `block in import_form'\n"
                        "\tfrom /Users/kieran/gigs/import_requests.rb:31:in `each'\n"
                        "\tfrom /Users/kieran/gigs/import_requests.rb:31:in `<main>'",
                        error=True, command=f("command", "ruby import_requests.rb --since 2025-05-01"))]),
                 "Something else has the database file open with a write lock. The file is "
                 + f("path", "~/gigs/2025/requests.sqlite") + "; is anyone else using it?"),
            turn("Ah, that'll be Aoife, she opens it in DB Browser at home and leaves it open for days. I'll "
                 "tell her to close it tonight, we'll run it after.",
                 "Fine, I'll leave the import until she's closed it."),
        ),
        (
            turn("While we're on the request form. Could you make it so the form asks how to say the names? I'm "
                 "forever getting a Siobhán or a Caoimhe wrong on the mic. I want "
                 + f("pending", "a field for how to pronounce the couple's and parents' names") +
                 " on the form.",
                 "Yes, I can add that. It's a web form that feeds the import, is it?",
                 "I'll do it once the import is running again so I can test the whole way through."),
            turn("Grand. Another thing, you asked earlier about how the night runs. The booking reference is always "
                 "like " + f("identifier", "WED-2025-0614-OBRIEN") + ", date then surname. And the set-up, I "
                 "need " + f("number", "90 minutes") + " in the room before the guests arrive, every time, it's "
                 "in the contract.",
                 "Noted. Would it help if I generated a one-page timeline per wedding for the venue, with set-up "
                 "time, first dance, last song?"),
            turn("Ah that would be great actually, yeah, do that.",
                 ("", [call("write", path="gigs/timeline.rb", content="# one-page venue timeline from a booking")]),
                 "Done, timeline.rb makes a one-page PDF from a booking."),
            turn("I had another idea of yours in my head from the other day, the guests asking for songs from "
                 "their phones?",
                 "Yes, I'd suggested " + f("rejected", "a QR code on the tables so guests can request songs on the night") +
                 ", feeding a list on your laptop."),
            turn("Every DJ who's tried that ends up with forty requests for the same three songs and the couple's "
                 "own list out the window.",
                 "Fair enough, I'll leave that alone."),
        ),
        (
            turn("Aoife rang. The Glenview have been on to her, for the Doherty wedding they want us to "
                 + f("rejected", "use the hotel's in-house PA instead of our own rig") + " and knock a bit off "
                 "the fee. I told her to tell them thanks but no, we bring our own, that's the sound I'm paid "
                 "for. She's emailing them now.",
                 "Understood; the Doherty booking stays with your own rig."),
            turn("And Sol wants to " + f("rejected", "stream the sets from Spotify instead of local files") +
                 ". I said I'd think about it.",
                 "It would save copying files, but it depends on the venue's internet on the night."),
            turn("Here's another rant for you. The father of the bride last Saturday waved a fifty at me at a "
                 "quarter to one. I don't care who it is, I "
                 + f("constraint", "never play past the contracted finish time unless the venue manager signs the overtime sheet") +
                 ", because it's the hotel's licence, not mine. Can the timeline show the finish time in big "
                 "letters?",
                 ("", [call("edit", path="gigs/timeline.rb", old="finish: small", new="finish: large")]),
                 "The finish time is now the biggest thing on the page."),
            turn("Also the limiter. Most of the hotels round here set it at " + f("number", "96 dB") +
                 ", and I want that on the timeline too so nobody argues.",
                 ("", [call("edit", path="gigs/timeline.rb", old="# limiter", new="limiter_db = booking.limiter")]),
                 "Added a line for the venue's limiter."),
            turn("Oh and I've been meaning to ask someone this for months: "
                 + f("pending", "does our public liability cover the cold-spark machines") +
                 "? The Harbour House want them for the first dance.",
                 "I can't answer that one; it depends on the wording of your policy. Your broker would know."),
        ),
    )
    later = (
        (4, (
            turn("Thought about Sol's Spotify thing. No. Half the venues I play have no signal in the function "
                 "room, I'm not having the first dance buffer. Local files it stays.",
                 "Understood, I'll leave the playback as it is."),
            turn("Aoife has the database closed now, by the way. And she wants "
                 + f("pending", "the O'Briens' final playlist sent to them by Thursday") + ".",
                 "Noted. I'll run the import first so their form is in."),
        )),
        (5, (
            turn("Any news on the pronunciation thing for the form? I've a Niamh and a Ruairí on Saturday.",
                 "Not yet; it's still on the list: a field for how to pronounce the couple's and parents' names."),
        )),
    )
    return Scripted("f17-dj", "en", rounds, tuple(f.facts), held_out=True, fresh17=True, later=later, routine=routine_en)


def _sails() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn("Hi. Morwenna, I run a sail loft in Falmouth, two sewers, Pete and Hana. We've got a C++ thing "
                 "an old friend wrote that turns our panel layouts into HPGL for the cutting table, and an R "
                 "script Hana uses to cost jobs from the cloth price list. The C++ one has stopped building "
                 "since Pete 'tidied' the folder.",
                 ("Let me try a build.",
                  [call("bash",
                        "[ 20%] Building CXX object CMakeFiles/plotterd.dir/src/main.cpp.o\n"
                        "[ 40%] Building CXX object CMakeFiles/plotterd.dir/src/panel.cpp.o\n"
                        "[ 60%] Building CXX object CMakeFiles/plotterd.dir/src/hpgl_writer.cpp.o\n"
                        "[ 80%] Linking CXX executable plotterd\n"
                        "/usr/bin/ld: CMakeFiles/plotterd.dir/src/panel.cpp.o: in function `Panel::emitBroadseam() const':\n"
                        "panel.cpp:(.text+0x3c1): "
                        + f("failure", "undefined reference to `hpgl::emit_arc(double, double, double)'") + "\n"
                        "collect2: error: ld returned 1 exit status\n"
                        "gmake[2]: *** [CMakeFiles/plotterd.dir/build.make:113: plotterd] Error 1\n"
                        "gmake[1]: *** [CMakeFiles/Makefile2:83: CMakeFiles/plotterd.dir/all] Error 2",
                        error=True, command=f("command", "cmake --build build --target plotterd"))]),
                 "The panel code calls an arc function that isn't in "
                 + f("path", "plotter/src/hpgl_writer.cpp") + " any more; it looks like an older copy of that "
                 "file replaced a newer one. Is there another copy somewhere?"),
            turn("Pete thinks the newer one's on the old laptop in the loft office. He'll dig it out. Don't try "
                 "writing the arc thing yourself, the broadseam curves are fussy.",
                 "Fine, I'll wait for Pete's copy."),
            turn("While you're in there, a word on how we work so you don't make the layout do something daft. "
                 "We buy cloth in rolls from different batches and the colour and stretch vary a bit, so "
                 + f("constraint", "every panel gets the cloth batch number pencilled on before it's cut") +
                 ", and the layout printout needs a box for it on each panel.",
                 ("", [call("edit", path="plotter/src/panel.cpp", old="label(name)", new="label(name, \"BATCH ____\")")]),
                 "Each panel label now has a batch box."),
            turn("Pete says the rep from the cloth people was in again, wanting us to "
                 + f("rejected", "switch the cruising sails over to their laminate") +
                 ". I've told Pete to tell him no: our customers are cruising folk who want Dacron they can have "
                 "stitched in any port.",
                 "Understood, the layouts stay on woven Dacron."),
        ),
        (
            turn("The costing. Hana, over to you, she's here.",
                 "Hello Hana. Shall I run the costing on a job?"),
            turn("Yes, job 2291, the Contessa mainsail.",
                 ("", [call("bash",
                            "Reading cloth_prices.csv (41 rows)\n"
                            "Job 2291: mainsail, 7 panels\n"
                            "Error in if (weight_oz > 9) { : missing value where TRUE/FALSE needed\n"
                            "Calls: cost_job -> lapply -> FUN -> cloth_surcharge\n"
                            "In addition: Warning message:\n"
                            "In cloth_surcharge(p) : NAs introduced by coercion\n"
                            "Execution halted",
                            error=True, command=f("command", "Rscript costing/quote.R --job 2291"))]),
                 "It stops in the surcharge step: one of the cloths used in this job has no weight in the price "
                 "list, so " + f("failure", "Error in if (weight_oz > 9) { : missing value where TRUE/FALSE needed") +
                 " comes up. The code is in " + f("path", "costing/quote.R") + "."),
            turn("Oh that's the new tan cloth, I never put the weight in. I'll go through the price list this "
                 "afternoon and fill the gaps, leave it with me.",
                 "OK, I'll run it again after you've filled them in."),
            turn("While you're there, could the quote show the cloth weight next to each sail? Customers ask.",
                 "I was going to suggest that. Shall I add it?"),
            turn("Yes.",
                 ("", [call("edit", path="costing/quote.R", old="cat(sail$name)", new="cat(sail$name, sail$weight_oz, 'oz')")]),
                 "The quote now shows the cloth weight."),
            turn("Oh, and Hana has an idea. Hana?",
                 "Go ahead."),
            turn("I'd like " + f("rejected", "a sail-size calculator on the website so people can get a price themselves") +
                 ". Loads of lofts have them.",
                 "That's doable: a form for luff, leech and foot, with the costing behind it."),
            turn("Morwenna here again. Let me think about that one.",
                 "Sure."),
        ),
        (
            turn("Morwenna. Some rules before the summer. I'm still cross about last August, we took on three "
                 "new mains in regatta week and nearly died. So this year "
                 + f("constraint", "no new-sail rush orders in August") +
                 ", the only rush work is race-week repairs for boats that are racing that week. Can the "
                 "intake page say that?",
                 ("", [call("edit", path="site/intake.html", old="<p>Rush jobs welcome</p>",
                            new="<p>August: rush repairs for racing boats only</p>")]),
                 "The intake page now says August rush work is repairs for racing boats only."),
            turn("Also the numbers the layout uses. Our seam overlap is " + f("number", "19 mm") +
                 " on the Dacron, don't let anything round that. And the labour rate for the costing is "
                 + f("number", "£38 an hour") + " this year.",
                 ("", [call("edit", path="costing/quote.R", old="rate <- 35", new="rate <- 38")]),
                 "Set the labour rate; the overlap is already exact in the layout."),
            turn("You know what would really help Pete? When he sends a layout to the table it would be nice if "
                 "it didn't waste so much cloth.",
                 "I could try " + f("rejected", "automatic panel nesting to cut down offcuts") +
                 ", packing the panels onto the roll."),
            turn("Hm, that's kind, but not yet. The table's old and I don't want surprises. Could it just warn "
                 "Pete when two panels overlap on the roll? That's what actually costs us.",
                 ("", [call("edit", path="plotter/src/panel.cpp", old="// layout", new="warnIfOverlap(panels);")]),
                 "Added an overlap warning before anything is sent to the table."),
            turn("Good. The table's serial is " + f("identifier", "G3-L2500-10487") +
                 " if the software ever asks. And one thing I want: "
                 + f("pending", "show each customer their place in the queue on the repair intake page") +
                 ". People ring every day asking.",
                 "I can do that; I'll need to know where the queue is kept first."),
            turn("It's on the whiteboard, ha. I'll get Hana to type it up. And something I keep wondering: "
                 + f("pending", "does our insurance cover customers' sails left in the loft over winter") +
                 "? We've got thirty-odd in the rafters.",
                 "I can't tell from here; that's one for your insurer."),
        ),
    )
    later = (
        (4, (
            turn("About Hana's calculator. No. People measure their sails wrong, then blame us when the sail "
                 "doesn't fit. I'd rather they ring.",
                 "Understood, no calculator."),
            turn("And the yacht club's been in touch: they want "
                 + f("pending", "quotes for six Optimist sails by the end of the month") + ".",
                 "Noted; I'll cost them once Hana's price list is complete."),
        )),
        (5, (
            turn("Did the queue thing for the repair page ever happen? The phone hasn't stopped.",
                 "Not yet. To show each customer their place in the queue on the repair intake page I still need "
                 "Hana's typed-up queue."),
        )),
    )
    return Scripted("f17-sails", "en", rounds, tuple(f.facts), held_out=True, fresh17=True, later=later, routine=routine_en)


def _clocks() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn("Hello. Len, clock repairs, my daughter Priya does the computer side but she's away at uni. "
                 "She made an app on the shop phone for photographing clocks when they come in, and a program "
                 "that reads the timegrapher. Neither's working right and she's not back till the weekend.",
                 "Let's see. Is the app's code on this machine?"),
            turn("It's all in the shop folder. Try the app first.",
                 ("", [call("bash",
                            "> Task :app:preBuild UP-TO-DATE\n"
                            "> Task :app:generateDebugResources UP-TO-DATE\n"
                            "> Task :app:compileDebugKotlin FAILED\n"
                            "e: file:///home/len/shop/intake/app/src/main/java/uk/lenclocks/intake/IntakeScreen.kt:88:23 "
                            + f("failure", "Unresolved reference 'takePictureAsync'") + "\n\n"
                            "FAILURE: Build failed with an exception.\n\n"
                            "* What went wrong:\n"
                            "Execution failed for task ':app:compileDebugKotlin'.\n"
                            "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n"
                            "   > Compilation error. See log for more details\n\n"
                            "BUILD FAILED in 23s",
                            error=True, command=f("command", "./gradlew :app:assembleDebug"))]),
                 "The photo screen calls a camera function that doesn't exist in the library version the "
                 "build uses. It's in "
                 + f("path", "intake/app/src/main/java/uk/lenclocks/intake/IntakeScreen.kt") +
                 ". It could be a helper Priya wrote and didn't commit, or a library change."),
            turn("Then leave that for Priya, she'll know which. I'm not having it half-fixed.",
                 "Fine, I'll leave the app for Priya."),
            turn("Let me tell you how we do things here, because Josh, the apprentice, needs it on the job "
                 "sheets. Customers are always asking for 'just a quick oil', and the answer's no, "
                 + f("constraint", "no movement gets oiled without a full strip and clean") +
                 ". Put that on the sheet so Josh can point at it.",
                 ("", [call("edit", path="shop/jobsheet.txt", old="NOTES:", new="Oiling only after a full strip and clean.\nNOTES:")]),
                 "It's on the job sheet now."),
            turn("The timegrapher program now. It's Go, I'm told.",
                 ("", [call("bash",
                            "2025/06/12 09:41:07 beatlog: starting, 18000 bph\n"
                            "2025/06/12 09:41:07 " + f("failure", "open /dev/ttyUSB0: permission denied") + "\n"
                            "exit status 1",
                            error=True, command=f("command", "go run ./beatlog -port /dev/ttyUSB0 -bph 18000"))]),
                 "Your user isn't allowed to open the serial port. Usually that means adding the user to the "
                 "dialout group. Shall I?"),
            turn("No, Priya set that machine up and I'm not changing its users behind her back. It can wait.",
                 "OK, I'll leave it as it is."),
        ),
        (
            turn("The readings it does write go in " + f("path", "beatlog/readings/2025-06.csv") +
                 ". What I look for is beat error " + f("number", "under 1.5 ms") +
                 " before I call a clock done. Can you make the summary flag anything over?",
                 ("", [call("edit", path="beatlog/summary.go", old="// flag", new="if r.BeatErrMs > limit { flag(r) }")]),
                 "The summary flags readings over the limit now."),
            turn("Good. The timegrapher is serial number " + f("identifier", "MTG-1000-2207") +
                 ", Priya says the program needs it somewhere.",
                 ("", [call("edit", path="beatlog/config.toml", old="serial = \"\"", new="serial = \"see shop notes\"")]),
                 "I've left a note where it goes; Priya can fill it in."),
            turn("And another of mine. I had a mantel clock come back last month, stopped after four days. "
                 "Never again. " + f("constraint", "every clock runs a full week on the test board before it goes back") +
                 ". Only the auction house's carriage clocks get three days, they collect in batches.",
                 "Understood. Shall I add the date it went on the board to the ticket, so it's easy to count?"),
            turn("Yes.",
                 ("", [call("edit", path="shop/ticket.txt", old="IN:", new="IN:\nON TEST BOARD:")]),
                 "Added."),
            turn("What about people wanting prices before they bring a clock in? We get a lot of that.",
                 "One option is " + f("rejected", "an online quote form where people upload photos of the clock") +
                 ", and you reply with a rough price."),
            turn("No. I can't price a movement from a photo of the dial, and they hold you to it.",
                 "Understood."),
            turn("Josh has been on at me to " + f("rejected", "sell the spare parts from the drawers on eBay") +
                 ". We're not a parts shop. Whatever I don't need goes to the guild's training bench, like it "
                 "always has.",
                 "Fine, I won't build anything for selling parts."),
        ),
        (
            turn("Priya forwarded an e-mail. An antiques dealer in Harrogate wants "
                 + f("rejected", "30% off all his trade repairs") +
                 ". Tell Priya to write back: 10% on batches of five or more, nothing on singles.",
                 "I'll draft that reply for Priya."),
            turn("She says he's taken it, 10% on fives. Fine. Can the tickets say 'trade' then?",
                 ("", [call("edit", path="shop/ticket.txt", old="CUSTOMER:", new="CUSTOMER:\nTRADE (10% on 5+):")]),
                 "Added a trade line to the ticket."),
            turn("How long's the list at the moment, do you think?",
                 "From the tickets I can see about forty clocks waiting."),
            turn("That's about right. Tell people " + f("number", "8 weeks") +
                 " on the website for now. And what I'd really like is "
                 + f("pending", "a page on the website listing the clocks ready for collection") +
                 ", by ticket number, so people stop ringing.",
                 "I can do that; I'll need to know where Priya keeps the ticket list."),
            turn("Ask her at the weekend. Also, might as well put the ticket number on a sticker with one of those "
                 "square codes?",
                 "A QR label for each ticket, linking to its record? I can add that to the ticket printout."),
            turn("Go on then.",
                 ("", [call("edit", path="shop/ticket.txt", old="TICKET:", new="TICKET: [qr]")]),
                 "The ticket printout has a QR label now."),
            turn("There's a question I've never got a straight answer to. "
                 + f("pending", "can we sell clocks that have been left with us for over a year") +
                 "? I've a grandmother clock nobody's come for since 2022.",
                 "I don't know the rules on uncollected goods well enough to say; a solicitor or Citizens Advice "
                 "would know."),
        ),
    )
    later = (
        (4, (
            turn("Priya's back Saturday. And the guild want "
                 + f("pending", "Josh's apprentice hours logbook by 30 September") + ".",
                 "Noted."),
        )),
        (5, (
            turn("The collection page. Did you ask Priya about the ticket list?",
                 "Not yet, she isn't back. A page on the website listing the clocks ready for collection is still "
                 "open."),
        )),
    )
    return Scripted("f17-clocks", "en", rounds, tuple(f.facts), held_out=True, fresh17=True, later=later, routine=routine_en)


def _bindery() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn("Hi, I'm Ines, I run a bindery, just me and Gus part-time. Theses, mostly, and repairs for the "
                 "university library. Gus wrote a little Elixir app for the thesis orders and it's stopped "
                 "compiling after he changed something on Monday. He's only in Thursdays.",
                 ("Let me look.",
                  [call("bash",
                        "==> orders\n"
                        "Compiling 14 files (.ex)\n"
                        "warning: variable \"opts\" is unused (if the variable is not meant to be used, prefix it with an underscore)\n"
                        "  lib/orders/notify.ex:12: Orders.Notify.send_ready/2\n\n"
                        "** (CompileError) lib/orders/deadline.ex:41: "
                        + f("failure", "undefined function business_days_between/2 (expected Orders.Deadline to define such a function or for it to be imported, but none are available)") + "\n"
                        "    (elixir 1.16.2) lib/kernel/parallel_compiler.ex:428: anonymous fn/5 in Kernel.ParallelCompiler.spawn_workers/8",
                        error=True, command=f("command", "mix test test/orders/deadline_test.exs"))]),
                 "The deadline module calls a function that isn't defined. It lives in "
                 + f("path", "orders/lib/orders/deadline.ex") + ". Gus probably renamed or moved it on Monday."),
            turn("Leave it for Gus on Thursday, he'll know what he did. The orders still come in by e-mail "
                 "anyway.",
                 "OK, I'll leave the deadline module alone."),
            turn("The other thing is the spine layout, a Perl script that sets the title for the foil press. It "
                 "died on a thesis with an accent in the name.",
                 ("", [call("bash",
                            "Reading thesis_4812.json\n"
                            + f("failure", "Can't locate Text/Unidecode.pm in @INC (you may need to install the Text::Unidecode module)") +
                            " (@INC entries checked: /Library/Perl/5.34/darwin-thread-multi-2level /Library/Perl/5.34 "
                            "/Network/Library/Perl/5.34 /System/Library/Perl/5.34) at spines/spine_layout.pl line 7.\n"
                            "BEGIN failed--compilation aborted at spines/spine_layout.pl line 7.",
                            error=True, command=f("command", "perl spines/spine_layout.pl --width 22 thesis_4812.json"))]),
                 "The script in " + f("path", "spines/spine_layout.pl") + " needs a Perl module that isn't "
                 "installed on this Mac. I can install it with cpanm."),
            turn("Not now. It's the thesis rush, I'm not installing anything on the studio Mac till it's over. "
                 "I'll set that one by hand.",
                 "Understood, nothing gets installed for now."),
        ),
        (
            turn("Some things so you don't get ideas. The library sends us repairs and "
                 + f("constraint", "library repairs are never trimmed") +
                 ", the margins are part of the object, the conservator would have my head. Make the job sheet "
                 "for library work say 'NO TRIM' somewhere obvious.",
                 ("", [call("edit", path="orders/priv/templates/jobsheet.eex", old="<h1>", new="<h1><%= if @job.library, do: \"NO TRIM \" %>")]),
                 "Library job sheets now start with NO TRIM."),
            turn("Their account code's " + f("identifier", "LIB-CONS-0933") + ", that goes on every library job.",
                 ("", [call("edit", path="orders/config/config.exs", old="library_account: nil", new="library_account: System.get_env(\"LIB_ACCOUNT\")")]),
                 "It's read from the environment now; I've put the code in the studio's .env."),
            turn("Students keep asking if they can have it done today.",
                 "You could offer " + f("rejected", "a same-day thesis binding option at a premium") +
                 " for the ones in a panic."),
            turn("The glue needs a night under the press. " + f("number", "24 hours") +
                 ", or the boards warp.",
                 "Right, then same-day is out."),
            turn("The liaison librarian, Dr Marsh, says procurement want us to "
                 + f("rejected", "log the library repair jobs in the university's ServiceNow portal") +
                 ". I said let me see the contract first.",
                 "Sensible. If they go ahead I'd need an account on the portal."),
            turn("Gus left a note on the bench, he wants to "
                 + f("rejected", "let students pick any foil colour on the order form") +
                 ". We have gold, silver, black and white. That's the foils. That's it.",
                 ("", [call("edit", path="orders/lib/orders/form.ex", old="foil: :string", new="foil: {:enum, [:gold, :silver, :black, :white]}")]),
                 "The order form only offers the four foils."),
        ),
        (
            turn("Read the contract. There's nothing in it about their portal. Tell Dr Marsh no thanks, I'll "
                 "send them a monthly spreadsheet of the repairs instead, same as I do for the council.",
                 "I'll draft that for you: no to the portal, a monthly spreadsheet instead."),
            turn("Now, the thing that's been making me crazy. A student sent a 'final final' PDF on Tuesday, "
                 "after she'd signed off the proof, and Gus bound the new one, and it had the wrong abstract. So: "
                 + f("constraint", "we only bind the PDF the student signed off") +
                 ", unless the graduate school e-mails a replacement itself. Can the app hold on to the signed-off "
                 "file?",
                 "I can make it keep the signed-off file and refuse a later one unless it comes from the graduate "
                 "school's address. I'd rather do it with Gus, though, since the deadline module is broken."),
            turn("Fair, Thursday then. Spine text is " + f("number", "14 pt") +
                 " on the standard spine, if you touch the layout.",
                 "Noted."),
            turn("Could it e-mail the student when it's ready to collect?",
                 "Yes, a 'ready to collect' e-mail when the job is marked done; shall I add it?"),
            turn("Please.",
                 ("", [call("edit", path="orders/lib/orders/notify.ex", old="def send_ready(job, opts)", new="def send_ready(job, _opts)")]),
                 "Done, it goes out when the job is marked done."),
            turn("And I want " + f("pending", "a price list for repairs on the website") +
                 ", people keep ringing for prices.",
                 "I'll need your current prices for that."),
            turn("They're in my head, I'll write them down. Oh, also: "
                 + f("pending", "does the university's PO number have to go on every invoice or just the first one") +
                 "? Finance never tells me.",
                 "I can't answer that; it's for the university's finance office."),
        ),
    )
    later = (
        (4, (
            turn("Dr Marsh again, she wants "
                 + f("pending", "condition reports for the Hartley bequest by the 14th") + ".",
                 "Noted."),
        )),
        (5, (
            turn("The repair price list, did it go up?",
                 "Not yet; I'm still waiting for the prices. A price list for repairs on the website is still open."),
        )),
    )
    return Scripted("f17-bindery", "en", rounds, tuple(f.facts), held_out=True, fresh17=True, later=later, routine=routine_en)


SESSIONS = (_dj(), _sails(), _clocks(), _bindery())
