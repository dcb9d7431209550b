"""Twenty-first fresh held-out set (English): written blind, against the twenty-second round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh21_zh.py`` holds the
Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped with
``grep -il``: "morris", "melodeon", "squire"; "quilt", "patchwork", "longarm"; "croquet", "mallet";
"bonsai", "juniper"... all unused). The brief's radio-controlled model flying club was swapped for the
bonsai society because "flying club" turns up in an earlier file; "hoop" turns up once too, so the
croquet session never says it. Place names that turned up ("Whitby", "Severn", "Ashcombe") were
swapped for unused ones. Proposals come from the assistant, a pub landlord (through the side's bagman),
a squire's nephew, a fabric shop (by an e-mail the treasurer forwarded, decided by the committee), a
secretary's daughter, a neighbouring croquet club (through the secretary's wife), a member (decided by
the committee), a garden centre manager (through the chair's husband) and a member with a contact in
the plant trade. Failures are multi-line blocks from LilyPond, ffmpeg, pandoc (xelatex), gnucash-cli,
DuckDB, Rscript, arduino-cli (a long build log with the cause at the end) and gphoto2; each is left
unresolved for a reason given in the dialogue. Routine work (``routine_en``) is this file's own, a
Clojure (Ring + Reitit, next.jdbc, Migratus) tool-library lending app; it has turns that look like facts
(a rule of thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions:
- morris: Gwen is squire of Hollin Bank Morris, a Cotswold side out of Ludlow; Terry the bagman does the
  bookings, Alun plays melodeon and typed the tune book into LilyPond. Files live under
  /home/gwen/hollinbank: the tune book /home/gwen/hollinbank/tunes/tunebook.ly, a dance-out calendar
  csv that a script turns into the website page, and practice videos in
  /home/gwen/hollinbank/videos/2026-04-29. Rules: inside a long account of how the season goes, a
  dance-out only goes on the public calendar once eight dancers have confirmed; after a sixteen-year-old
  learner's mum objected to a public practice video, practice videos are only ever shared as unlisted
  links, never public. Proposals: the assistant's idea of putting the tune book up on MuseScore.com
  (turned down by a reason alone: Alun's arrangements are his and stay off public sites); the Plough's
  landlord, through Terry, wants the side to dance at the Plough every Saturday in July and August for
  beer; Gwen counters with first Saturdays and £60 into the kit fund each night, and the landlord takes
  it; Gwen's nephew Josh wants a TikTok account for the side (bluntly no). The assistant's per-dance-out
  set list is accepted. Numbers: £9 a pair for bell pads from the supplier in Bromyard; about 108 beats a
  minute for the stick dances. Identifier: the Morris Federation number MF-40731. Commands: a lilypond
  build of the tune book; an ffmpeg cut of the Bean Setting video. Failures: LilyPond stops at "not a
  note name: bes" in Shepherd's Hey (English note names want bf), left because whether that bar is B
  flat at all is an old argument and Alun, who must decide, is at Sidmouth folk week without signal;
  ffmpeg finds no moov atom (the WhatsApp copy is cut short), left because the original is on Terry's
  phone and he's in the Algarve till the 20th. Open: the new dancers' kit list with prices (asked about
  again later and still waiting on Terry's baldric prices); whether the fête committee has kept a slot
  on 21 June (nobody can find out); Terry's later ask for the Ludlow Day of Dance programme, to the
  printer by 6 June.
- quilting: Brenda is secretary of the Frome Valley Quilters, about forty-five members meeting in a
  Methodist hall; she writes the newsletter in Markdown (/Users/brenda/Guild/newsletter/2026-05.md) and
  her grandson Ollie set up pandoc; Pat the treasurer keeps the accounts in GnuCash
  (/Users/brenda/Guild/accounts/guild.gnucash, shared through Dropbox). Rules: inside a long account of
  exhibition week, the maker's name never goes on a label until the judging is over; after a council
  letter about raffle tickets offered on the website, raffle tickets are only sold in person, never
  through the website (the lottery is registered as SL/0419). Proposals: the assistant's PayPal button
  for subs (polite no, smaller ask: bank details and a reference on the renewal form); Calico Corner,
  the fabric shop, by an e-mail Pat forwarded, offers £300 for its logo on every exhibition label (the
  committee voted it down, relayed); Brenda's daughter Karen wants the exhibition moved to the garden
  centre at Almondsbury (put off, refused a round later: the room is hot and sunny and fades quilts).
  The assistant's hanging plan sorted by drop is accepted. Numbers: £2.50 entry on the door; the big
  stands take up to 2.4 metres drop. Commands: the pandoc xelatex build; a gnucash-cli income statement.
  Failures: xelatex lacks fontspec.sty, left because the fix is a 5 GB MacTeX download on capped
  library wifi and Ollie will sort TeX at half term; GnuCash can't get the lock because Pat's laptop in
  Perth has the book open, left because forcing it would split the Dropbox copies. Open: the
  exhibition labels for the Thursday hand-in (asked about again later, waiting on the hand-in list);
  whether the hall's old display stands will hold a king-size quilt (nobody knows); a later ask for the
  county show entry forms by 15 September.
- croquet: Geoffrey Penrose, a retired Met Office statistician, is hon. secretary of Clyst Vale Croquet
  Club and runs the handicaps in DuckDB (/home/geoffrey/croquet/club.duckdb) with an R script that reads
  the national rankings file (/home/geoffrey/croquet/import/ca_rankings_2026.csv); Sheila is the
  handicapper. Rules: inside a long account of the handicap process, no handicap change is published
  until Sheila has signed it off; after his own import script truncated the history table, always work
  on a copy of club.duckdb, never the live file. Proposals: the assistant's Elo-style grades (bluntly
  no); Brampford club, through Geoffrey's wife Anne, wants to merge the two leagues into one division
  (polite no, smaller counter-ask: a friendly weekend in August, which Brampford accept); Roger's
  pay-and-play rate for non-members on Sunday mornings (the committee voted it down, relayed). The
  assistant's sign-off sheet for Sheila is accepted. Numbers: lawns at about 11 seconds on the plate
  meter; £185 a year for full membership. Identifier: the table handicap_history_v2. Commands: a duckdb
  EXPORT DATABASE; Rscript R/handicaps.R --season 2026. Failures: DuckDB can't set the lock because
  Geoffrey's slow, polite scrape of the season's results (PID 28817) holds it, left because he says not
  to kill it; R's scan finds line 212 with the wrong number of fields (an unquoted comma in a name), left
  because it is the rankings officer's file and Geoffrey will not hand-edit it. Open: the September
  lawn-mowing rota (asked again later, waiting on Derek's volunteer list); whether the friendly weekend's
  games count for rankings (nobody knows, the rankings committee meets quarterly); Sheila's later ask for
  the tournament entry list to be sent by 1 August.
- bonsai: Lorna chairs the Deeside Bonsai Society; the society's trees live on benches in the back
  greenhouse of Brookfield Garden Centre, watered by an ESP32 controller Dermot built
  (/home/lorna/bonsai/bench-controller/bench-controller.ino); members' trees are in a sqlite register
  (/home/lorna/bonsai/register/trees.db). Rules: inside a long account of the benches, the pump never
  runs more than 90 seconds at a time; after a member's test sketch watered all night, only the release
  build ever goes on the bench controller, never a test sketch. Proposals: the assistant's phone
  dashboard over Wi-Fi (turned down by a reason alone: no Wi-Fi but the till network); the manager Steve,
  through Lorna's husband Ian, wants the society to run the garden centre's starter-kit stall at the
  show; Lorna counters with a free repotting demonstration and Steve accepts; Frank's Japanese juniper
  imported for the raffle (put off, refused a round later on plant health rules). The assistant's "last
  watered" line on the controller screen is accepted. Numbers: waters below 38 percent moisture; £4 a
  head for the repotting workshop. Identifier: the society's big trident maple, DBS-T-0117. Commands:
  arduino-cli compile for esp32c3; a gphoto2 time-lapse. Failures: the build can't find SoilSense.h,
  Dermot's own library, left because it's on his laptop in his locked house while he's in hospital after
  a hip operation; gphoto2 can't claim the camera (the garden centre laptop's gvfs monitor has it), left
  because that login is Steve's and he's on holiday till Tuesday. Open: the bench plan for the spring
  show (asked about again later, waiting to know which trees come); how old the big trident maple really
  is (nobody knows, the founder's records are lost); Steve's later ask for the demo's risk assessment by
  28 March.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Clojure tool-library lending app
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The loans tests are failing on main, could you have a look?",
                ("Running the Kaocha suite.", [
                    call("bash",
                         "--- unit (clojure.test) ---------------------------\n"
                         "lending.loans-test\n"
                         "  overdue-test\n\n"
                         "FAIL in (overdue-test) (loans_test.clj:42)\n"
                         "a loan due yesterday counts as overdue\n"
                         "expected: 3\n  actual: 2\n\n"
                         "18 tests, 57 assertions, 1 failures.",
                         error=True, command="bin/kaocha --focus lending.loans-test"),
                ]),
                ("overdue? compares with (> days-late 1) instead of (pos? days-late). Fixing it in loans.clj.", [
                    call("edit", "ok", path="src/lending/loans.clj", old="(> days-late 1)", new="(pos? days-late)"),
                    call("bash", "18 tests, 57 assertions, 0 failures.", command="bin/kaocha --focus lending.loans-test"),
                ]),
                "Green. Worth remembering: overdue means strictly past the due date, not two days past it.",
            ),
        )
    if k == 1:
        return (
            turn(
                "We need to track renewals on a loan, at most three per loan.",
                ("Creating a Migratus migration.", [
                    call("bash", "Creating migration 20261004120000-add-renewals",
                         command="clojure -M:migrate create add-renewals"),
                    call("write", "ok", path="resources/migrations/20261004120000-add-renewals.up.sql",
                         content="ALTER TABLE loans ADD COLUMN renewals integer NOT NULL DEFAULT 0\n"
                                 "  CHECK (renewals <= 3);"),
                    call("bash", "INFO migratus.core - Running up for [20261004120000]\n"
                                 "INFO migratus.core - Ending migrations",
                         command="clojure -M:migrate migrate"),
                ]),
                "Migrated. I'd also add an index on loans(member_id, returned_at), the member page filters on both.",
            ),
            turn("Yes, add the index.", ("Added as a second migration.", [
                call("bash", "INFO migratus.core - Running up for [20261004121500]",
                     command="clojure -M:migrate migrate"),
            ]), "Index is in."),
        )
    if k == 2:
        return (
            turn(
                "clj-kondo is complaining in CI.",
                ("Linting.", [
                    call("bash",
                         "src/lending/handlers.clj:57:9: warning: unused binding req\n"
                         "src/lending/items.clj:23:3: warning: Redundant let expression.\n"
                         "linting took 412ms, errors: 0, warnings: 2",
                         error=True, command="clj-kondo --lint src test"),
                ]),
                ("Renaming the binding to _req and folding the inner let into the outer one.", [
                    call("edit", "ok", path="src/lending/handlers.clj", old="(fn [req]", new="(fn [_req]"),
                    call("edit", "ok", path="src/lending/items.clj", old="(let [q (:q params)]\n  (let [",
                         new="(let [q (:q params)\n      "),
                    call("bash", "linting took 398ms, errors: 0, warnings: 0", command="clj-kondo --lint src test"),
                ]),
                "Clean. CI fails on warnings, so unused bindings need the underscore.",
            ),
        )
    if k == 3:
        return (
            turn(
                "Searching for 'Drill' finds nothing but 'drill' finds the cordless drill. Bug?",
                ("Looking at the search query.", [
                    call("read", path="src/lending/items.clj",
                         result='(sql/format {:select [:*] :from [:items] :where [:like :name (str "%" q "%")]})'),
                ]),
                "Yes: LIKE is case-sensitive in Postgres. I'll switch it to ILIKE, which also keeps the trigram index usable.",
            ),
            turn("Go ahead.", ("Changed and tested.", [
                call("edit", "ok", path="src/lending/items.clj", old="[:like :name", new="[:ilike :name"),
                call("bash", "18 tests, 58 assertions, 0 failures.", command="bin/kaocha"),
            ]), "Fixed; search ignores case now."),
        )
    if k == 4:
        return (
            turn(
                "Anything outdated in deps.edn?",
                ("Asking antq.", [
                    call("bash",
                         "| :file     | :name                     | :current | :latest |\n"
                         "|----------+---------------------------+----------+---------|\n"
                         "| deps.edn | com.github.seancorfield/next.jdbc | 1.3.909 | 1.3.939 |\n"
                         "| deps.edn | metosin/reitit            | 0.7.0    | 0.7.2   |",
                         command="clojure -M:outdated"),
                ]),
                "Two patch bumps. I'd take next.jdbc 1.3.939 now and leave reitit for a separate change.",
            ),
            turn("Do next.jdbc only.", ("Bumped.", [
                call("edit", "ok", path="deps.edn", old='{:mvn/version "1.3.909"}', new='{:mvn/version "1.3.939"}'),
                call("bash", "18 tests, 58 assertions, 0 failures.", command="bin/kaocha"),
            ]), "next.jdbc is on 1.3.939 and the suite passes."),
        )
    return (
        turn(
            "Checkouts were timing out around lunchtime, can you see why?",
            ("Reading the service log.", [
                call("bash",
                     "Oct 04 12:31:07 lend-01 java[812]: WARN  com.zaxxer.hikari.pool.HikariPool - lending-pool - "
                     "Connection is not available, request timed out after 30004ms (total=10, active=10, idle=0, waiting=7)\n"
                     "Oct 04 12:31:07 lend-01 java[812]: ERROR lending.handlers - checkout failed for item 2231",
                     error=True, command='journalctl -u lending --since "2 hours ago" --no-pager'),
            ]),
            ("The pool is exhausted: ten connections, all busy, because the overdue-report job holds one per "
             "branch for its whole run. Raising the pool to 15 and making the report use a single connection.", [
                call("edit", "ok", path="resources/config.edn", old=":maximum-pool-size 10", new=":maximum-pool-size 15"),
                call("edit", "ok", path="src/lending/reports.clj", old="(doseq [b branches] (jdbc/with-transaction",
                     new="(jdbc/with-transaction [tx ds] (doseq [b branches]"),
            ]),
            "Deployed. Lunchtime checkouts should stop timing out.",
        ),
    )


# ---------------------------------------------------------------- morris
def _morris() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning! Gwen here, I'm squire of Hollin Bank Morris, we're a Cotswold side out of Ludlow, twenty-odd "
            "dancers and three musicians. Terry's our bagman, he does the bookings, and I've somehow ended up doing "
            "'the computer stuff' because I once unjammed the printer at a barn dance. So there's a folder on my laptop "
            "with everything in: the tune book, which Alun (melodeon) typed into LilyPond over lockdown bless him, "
            "it's " + f("path", "/home/gwen/hollinbank/tunes/tunebook.ly") + ", and a calendar csv that a little "
            "script turns into the dates page on the website. The season goes: May morning at dawn on Whitcliffe, "
            "which is mad but it's tradition, then pubs and fetes most Wednesdays through to September, and the "
            "odd Saturday. Thing is people see a date on the website and turn up expecting us, and we've been "
            "caught out before with five dancers and a melodeon in a car park, you can't do a Cotswold set like "
            "that, so " + f("constraint", "a dance-out only goes on the public calendar once eight dancers have confirmed")
            + ". Six for the set plus two spares in case someone's knee goes. Oh and the new dancers need bell "
            "pads, they're " + f("number", "£9 a pair from the supplier in Bromyard") + ", Terry keeps asking me "
            "to put that on something. Anyway, first job, can you build the tune book? Alun says it's a "
            "lilypond command but his note just says 'run lilypond on it'.",
            ("Let me look at the tunes folder, then build it.", [
                call("bash",
                     "bean_setting.ly  constant_billy.ly  country_gardens.ly  headington_trunkles.ly\n"
                     "laudnum_bunches.ly  shepherds_hey.ly  tunebook.ly  vars.ly",
                     command="ls /home/gwen/hollinbank/tunes"),
                call("bash",
                     "GNU LilyPond 2.24.3 (running Guile 2.2)\n"
                     "Processing `tunes/tunebook.ly'\n"
                     "Parsing...\n"
                     + f("failure", "tunes/shepherds_hey.ly:31:5: error: not a note name: bes") + "\n"
                     "    bes4 a8 g fis4 g |\n"
                     "    ^\n"
                     "Interpreting music...[8][16][24][32][40]\n"
                     "Preprocessing graphical objects...\n"
                     "fatal error: failed files: \"tunes/tunebook.ly\"",
                     error=True,
                     command=f("command", "lilypond -dno-point-and-click -o build/tunebook tunes/tunebook.ly")),
            ]),
            "It stops on one note. The tune book sets \\language \"english\", where B flat is written bf, but "
            "bar 12 of Shepherd's Hey has bes, the Dutch spelling. I can change it to bf, but the rest of that "
            "tune has B naturals. Is that bar meant to be flat at all?",
        ),
        turn(
            "Oh no, you've found The Argument. Alun plays it flat, Mags on fiddle plays it natural, they've been at "
            "it since about 2011. Don't touch it, Alun has to decide, and he's at Sidmouth folk week in a caravan "
            "with no signal, back a week Monday. Can you do the rest of the book without that one?",
            ("Leaving shepherds_hey.ly alone and building the book without it.", [
                call("bash", "Success: compilation successfully completed",
                     command="lilypond -dno-point-and-click -o build/tunebook_partial tunes/tunebook_partial.ly"),
            ]),
            "Built, minus Shepherd's Hey. One thought: if you put " + f("rejected", "the tune book up on MuseScore.com")
            + ", the side could play along on their phones and hear the tunes before practice.",
        ),
        turn(
            "Alun's arrangements are his. He had a bloke selling photocopies of his Playford book at a festival "
            "once and he's never got over it.",
            "Understood, it stays a PDF for the side only. Something that might help the musicians instead: a "
            "set list for each dance-out, the dances in order with the tune and key, printed from the calendar "
            "entry. Would that be useful?",
        ),
        turn(
            "Ooh, Alun would love that, he's always shouting keys across the car park. Yes please.",
            ("Writing it.", [
                call("write", "ok", path="/home/gwen/hollinbank/calendar/setlist.py",
                     content="import csv, sys\n\n# one line per dance: name, tune, key, in the order they're danced\n"
                             "def setlist(date):\n    ..."),
                call("bash", "Wed 6 May - The Feathers\n 1 Bean Setting (Bean Setting, G)\n 2 Constant Billy (G)\n"
                             " 3 Laudnum Bunches (G)", command="python3 calendar/setlist.py 2026-05-06"),
            ]),
            "Done; each dance-out can print its set list now.",
        ),
    )
    r2 = (
        turn(
            "So Terry rang last night. Dave, who's got the Plough at Bitterley, wants us to "
            + f("rejected", "dance at the Plough every Saturday in July and August") + ", in return for beer. "
            "Which is lovely, and Dave's a good sort, but we're all knackered by August and half the side have "
            "grandkids in the holidays. What do you reckon?",
            "That one's yours to call, but one middle way is fewer dates and something for the side rather than "
            "beer. Want me to draft a reply Terry can send?",
        ),
        turn(
            "Yes. First Saturday of each month, July to September, and he puts £60 in the kit fund each night. "
            "Keep it friendly, Dave gave us a barrel at the Ale Day.",
            ("Drafting.", [
                call("write", "ok", path="/home/gwen/hollinbank/drafts/plough_reply.txt",
                     content="Hi Dave, thanks so much for asking us. We can't manage every Saturday, but we'd love to "
                             "do the first Saturday of July, August and September, with £60 into the kit fund each "
                             "night. Cheers, Terry"),
            ]),
            "Draft's in drafts/plough_reply.txt for Terry.",
        ),
        turn(
            "Terry says Dave's delighted, first Saturdays and the £60, sorted. Put them in, but they're not "
            "confirmed by eight yet so you know. And something a bit awkward. Someone put the practice video of "
            "the learners on the Facebook group as public, and one of the new lads is sixteen and his mum was "
            "really upset, she rang me at ten at night. I've taken it down. So from now on "
            + f("constraint", "practice videos are only ever shared as unlisted links, never public") + ". "
            "Terry sent me Wednesday's Bean Setting to cut a short learners' version, it's in "
            + f("path", "/home/gwen/hollinbank/videos/2026-04-29") + ", the one called IMG_4471.",
            ("Adding the Plough dates as provisional, then cutting the video.", [
                call("edit", "ok", path="/home/gwen/hollinbank/calendar/dance_outs.csv",
                     old="2026-07-01,The Feathers,confirmed",
                     new="2026-07-01,The Feathers,confirmed\n2026-07-04,The Plough Bitterley,provisional\n"
                         "2026-08-01,The Plough Bitterley,provisional\n2026-09-05,The Plough Bitterley,provisional"),
                call("bash",
                     "ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers\n"
                     "  built with gcc 13 (Ubuntu 13.2.0-23ubuntu3)\n"
                     "  configuration: --prefix=/usr --enable-gpl --enable-libx264 --enable-libvpx\n"
                     + f("failure", "[mov,mp4,m4a,3gp,3g2,mj2 @ 0x5629f1c3e640] moov atom not found") + "\n"
                     "IMG_4471.MOV: Invalid data found when processing input",
                     error=True,
                     command=f("command", "ffmpeg -i IMG_4471.MOV -ss 00:01:10 -t 95 -vf scale=1280:-2 -c:v libx264 "
                                          "-crf 23 bean_setting_learners.mp4")),
            ]),
            "The Plough dates are in as provisional, so they stay off the website until eight confirm. The "
            "video won't open: the moov atom, the index a phone writes at the very end, is missing, so this copy "
            "was cut off partway, usually a WhatsApp upload that didn't finish. I need the original off Terry's "
            "phone.",
        ),
        turn(
            "He's in the Algarve till the 20th and his phone's on flight mode half the day because of the "
            "roaming. It'll keep. When you get a minute can you do " + f("pending", "the new dancers' kit list with prices")
            + "? Bells, pads, baldrics, hat, the lot.",
            "Yes, I'll do that after the set lists are sorted.",
        ),
    )
    r3 = (
        turn(
            "My nephew Josh (he's nineteen) keeps on at me to start " + f("rejected", "a TikTok account for the side")
            + ", he says morris is 'having a moment'. What would that even involve?",
            "Not much technically: an account, and I could script ffmpeg to cut the dance videos into "
            "thirty-second clips.",
        ),
        turn(
            "No. I've thought about it for ten seconds and no, not with kids in the side. I'll tell him. Right, "
            "Alun sent a text from a hill where he had one bar of signal: he wants the set lists to show tempos. "
            "For the stick dances it's " + f("number", "about 108 beats a minute") + ", the hanky dances slower, "
            "he'll give you those when he's back. And our Morris Federation number has to go on the bottom of "
            "anything we hand to a venue, for the insurance, it's " + f("identifier", "MF-40731") + ".",
            ("Adding a tempo column and the footer.", [
                call("edit", "ok", path="/home/gwen/hollinbank/calendar/setlist.py",
                     old="# one line per dance: name, tune, key, in the order they're danced",
                     new="# one line per dance: name, tune, key, tempo, in the order they're danced\n"
                         "FOOTER = 'Hollin Bank Morris - Morris Federation MF-40731'"),
                call("bash", "Wed 6 May - The Feathers\n 1 Bean Setting (G, 108)\n 2 Constant Billy (G, -)\n"
                             "Hollin Bank Morris - Morris Federation MF-40731",
                     command="python3 calendar/setlist.py 2026-05-06"),
            ]),
            "Stick dances show 108; the hanky dances are blank until Alun sends his.",
        ),
        turn(
            "Last thing. We asked the Ashford Carbonell fete if we could dance on the 21st and never heard back. "
            "Do you know " + f("pending", "whether the fete committee has kept us a slot on 21 June") + "? The "
            "chair's not answering her phone and the vicar doesn't know either.",
            "There's nothing from them anywhere in the folder or the calendar, so I can't tell. I'll keep the "
            "21st as provisional so it stays off the public page until someone hears.",
        ),
    )
    later = (
        (5, (turn(
            "Alun's back, lost his voice singing, ha. Did you ever do the kit list for the new dancers?",
            "Not yet, it's still on my list. Shall I do it now?",
        ), turn(
            "Hang on, Terry wants to add the baldric prices first, he's getting a quote. Leave it till he does.",
            "Okay, the kit list waits for Terry's baldric prices.",
        ))),
        (10, (turn(
            "Terry's home and brown as a nut. He's asked for " + f("pending", "the Ludlow Day of Dance programme, to the printer by 6 June")
            + ", all six sides and the running order round the town. Can you start it?",
            "Yes. I'll lay out the running order first and send you a draft before it goes to the printer.",
        ),)),
    )
    return Scripted(name="fresh21-morris", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh21=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- quilting
def _quilting() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello dear. I'm Brenda, secretary of the Frome Valley Quilters, there's about forty-five of us and we "
            "meet in the Methodist hall on the second Tuesday. Before I ask you anything, let me tell you how the "
            "exhibition goes in September, because everything I ask you will be about it sooner or later. Members "
            "bring their quilts in on the Thursday, we give each one a number, Sylvia and I write the labels, and "
            "on the Friday morning the judges come, a proper judge from the regional guild and two of ours who "
            "haven't entered. And " + f("constraint", "the maker's name never goes on a label until the judging is over")
            + ", that's the whole point, they judge the quilt and not the person, we had a terrible to-do in "
            "2019 when a label went up early and, well, never mind. Then Saturday the public come in, it's "
            + f("number", "£2.50 entry on the door") + ", under-sixteens free, teas in the back. Now, the "
            "newsletter. I write it in this Markdown that my grandson Ollie showed me, it's "
            + f("path", "/Users/brenda/Guild/newsletter/2026-05.md") + ", and he wrote me a command on a "
            "post-it to make it into a PDF, but it's gone wrong. Could you try it?",
            ("Let me run Ollie's command.", [
                call("bash",
                     "Error producing PDF.\n"
                     + f("failure", "! LaTeX Error: File `fontspec.sty' not found.") + "\n\n"
                     "Type X to quit or <RETURN> to proceed,\n"
                     "or enter new file name, default extension: sty\n\n"
                     "Enter file name: \n"
                     "! Emergency stop.\n"
                     "<read *> \n"
                     "l.24 \\usepackage",
                     error=True,
                     command=f("command", "pandoc 2026-05.md -o 2026-05.pdf --pdf-engine=xelatex -V mainfont='Gill Sans'")),
            ]),
            "Pandoc itself is fine. The TeX on this Mac is the small BasicTeX install, which doesn't have the "
            "fontspec package xelatex needs to use Gill Sans. The fix is adding it with tlmgr, or the full "
            "MacTeX, which is about a 5 GB download.",
        ),
        turn(
            "Five gigabytes! I'm on the library wifi in the afternoons and they cap it, I got told off last time "
            "for the iPad update. Ollie's coming at half term and said he'd sort the TeX out properly, so leave it "
            "for him. Can I have a plain one in the meantime just to check the wording?",
            ("Making a Word copy for proof-reading.", [
                call("bash", "", command="pandoc 2026-05.md -o 2026-05.docx"),
            ]),
            "2026-05.docx is next to the Markdown file; it opens in Word or Pages.",
        ),
        turn(
            "Lovely, thank you. Oh, while I think of it, subs are due in June and people are hopeless, I spend the "
            "whole of July chasing. Is there anything cleverer we could do?",
            "You could have " + f("rejected", "a PayPal button on the website for subs") + ": people pay when they "
            "renew and you get an e-mail each time.",
        ),
        turn(
            "That's kind of you, but Pat would have a fit about the fees, and honestly half of them wouldn't trust "
            "it. Could you just put the bank details and a reference on the renewal form instead? Then they've "
            "no excuse.",
            ("Adding them to the form.", [
                call("edit", "ok", path="/Users/brenda/Guild/forms/renewal.md",
                     old="Please pay at the June meeting.",
                     new="Please pay at the June meeting, or by bank transfer to Frome Valley Quilters, "
                         "using SUBS and your surname as the reference."),
            ]),
            "Done, the renewal form now has the transfer option and the reference.",
        ),
    )
    r2 = (
        turn(
            "Right, money. Pat keeps the accounts in GnuCash, the file's "
            + f("path", "/Users/brenda/Guild/accounts/guild.gnucash") + ", it's in the Dropbox so we both have "
            "it. The committee want the income statement for the year before Tuesday. Can you get it out?",
            ("Running the report from the command line.", [
                call("bash",
                     "* 10:14:02  WARN <gnc.backend.xml> lock file guild.gnucash.LCK exists, created by pat-macbook-air\n"
                     + f("failure", "* 10:14:02 ERROR <gnc.backend> Could not obtain the lock for "
                                    "file:///Users/brenda/Guild/accounts/guild.gnucash") + "\n"
                     "That database may be in use by another user, in which case you should not open the database.\n"
                     "Error: unable to open the book",
                     error=True,
                     command=f("command", "gnucash-cli --report run --name 'Income Statement' "
                                          "--output-file income_2026.html guild.gnucash")),
            ]),
            "GnuCash finds a lock file from Pat's MacBook, so it thinks she has the book open. I could delete "
            "the .LCK and run it, but if she really has it open and saves, the two copies would clash in "
            "Dropbox.",
        ),
        turn(
            "Don't you dare. Pat's at her daughter's in Perth, Australia, for six weeks, and she said she left the "
            "laptop on with everything open. I'll message her to close it but with the time difference, who knows "
            "when. Leave it be.",
            "Leaving it; I won't touch the lock file. The committee will have to wait for the statement.",
        ),
        turn(
            "Also, before she went, Pat forwarded me an e-mail from Mrs Lyle at Calico Corner, the fabric shop on "
            "Cheap Street. They'll sponsor the exhibition, £300, if we put " + f("rejected", "the Calico Corner logo on every exhibition label")
            + ". I'm putting it to the committee on Tuesday. And my daughter Karen says we ought to be "
            + f("rejected", "moving the exhibition to the garden centre at Almondsbury") + ", more passing trade, "
            "she says. Let me think about that one.",
            "Sure. I'll hold off on the label template until the committee decides about the logo. Whatever "
            "happens, I could make a hanging plan from the hand-in list: sort the quilts by drop, so the long "
            "ones go on the tall stands and the cot quilts go together.",
        ),
        turn(
            "Oh, that's clever, Sylvia spends all Thursday night doing that on the floor with bits of paper. "
            "Yes please.",
            ("Starting a hanging plan script.", [
                call("write", "ok", path="/Users/brenda/Guild/exhibition/hanging_plan.py",
                     content="import csv\n\n# quilts sorted by drop, longest first, then grouped onto stands\n..."),
            ]),
            "The plan script is ready; it needs the hand-in list with each quilt's drop.",
        ),
    )
    r3 = (
        turn(
            "Committee news! They voted the Calico Corner logo down, eleven to two, it'd be on the labels of "
            "people's own quilts and it felt wrong. Mrs Lyle's been told nicely and she's still giving us a "
            "raffle prize, bless her. And I've thought about Karen's garden centre idea: that conservatory room "
            "is boiling in September and the sun would fade a quilt in a day. We're staying at the Methodist hall.",
            "Noted: no logo on the labels, and the exhibition stays at the hall.",
        ),
        turn(
            "So could you start on " + f("pending", "the exhibition labels for the Thursday hand-in") + "? Numbers "
            "and titles, not names, you know why. And for the plan, " + f("number", "the big stands take up to 2.4 metres drop")
            + ", anything longer goes over the balcony rail. Which reminds me, does anyone know "
            + f("pending", "whether the hall's old display stands will hold a king-size quilt") + "? They were "
            "made in the eighties by somebody's husband and nobody's ever tried. The caretaker doesn't know.",
            "I'll start the labels once Sylvia sends the hand-in list, number and title only. I can put the "
            "2.4 metre limit in the plan. About the stands, there's nothing I can check from here; someone will "
            "have to try one with a heavy quilt before the day.",
        ),
        turn(
            "Oh, and I nearly forgot, we had a horrible letter from the council. Someone, I won't say who, put "
            "the raffle tickets on the website with a 'pay by bank transfer' note, and apparently you can't, "
            "we're a small society lottery registered as " + f("identifier", "SL/0419") + " and that doesn't "
            "cover selling online. I felt like a criminal. So " + f("constraint", "raffle tickets are only sold in person, never through the website")
            + ". Can you take it off?",
            ("Taking the online bit off the raffle page.", [
                call("edit", "ok", path="/Users/brenda/Guild/site/raffle.html",
                     old="<p>Tickets £1, or pay by bank transfer and we'll post them.</p>",
                     new="<p>Tickets £1, on sale at our meetings and at the exhibition.</p>"),
            ]),
            "Done; the page now says tickets are on sale at meetings and at the exhibition, nothing online.",
        ),
    )
    later = (
        (5, (turn(
            "Ollie's half term has moved, he's not coming till November now, so the PDF will have to wait. Have "
            "you done the labels yet?",
            "Not yet: I still don't have the hand-in list from Sylvia, so there's nothing to number. As soon as "
            "it comes I'll make them.",
        ),)),
        (11, (turn(
            "The county show at Bath wants a group entry from us this year, how exciting. Can you do "
            + f("pending", "the county show entry forms, in by 15 September") + "? Three quilts, I'll tell you "
            "which.",
            "Yes. Send me the three when you know and I'll fill the forms in for you to check.",
        ),)),
    )
    return Scripted(name="fresh21-quilting", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh21=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- croquet
def _croquet() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Good afternoon. Geoffrey Penrose, honorary secretary of Clyst Vale Croquet Club: three lawns, about "
            "seventy members and a shed we are pleased to call the pavilion. I was a statistician at the Met "
            "Office for thirty years, so naturally I have ended up running the handicaps. Let me explain the "
            "process, since you'll be touching it. Every game moves a player's index up or down by a few points "
            "depending on the difference in handicaps; when the index crosses a trigger point the handicap "
            "changes; and at the end of each month I produce the list of changes. Now, and this matters more "
            "than anything else I'll tell you, " + f("constraint", "no handicap change is published until Sheila, our handicapper, has signed it off")
            + ". She looks down the list and overrides it where she knows better, because a 2 who has been ill "
            "all spring is not really a 2, whatever the arithmetic says. I digress. The lawns are running at "
            + f("number", "about 11 seconds on the plate meter") + " this month, which is lovely and fast for "
            "June. Everything lives in " + f("path", "/home/geoffrey/croquet/club.duckdb") + ". Would you make "
            "an export of it that you can look at without disturbing anything?",
            ("Exporting it to parquet files in a work folder.", [
                call("bash",
                     "Error: " + f("failure", "IO Error: Could not set lock on file \"/home/geoffrey/croquet/club.duckdb\": "
                                              "Conflicting lock is held in /usr/bin/python3.11 (PID 28817) by user geoffrey.")
                     + "\nSee also https://duckdb.org/docs/connect/concurrency",
                     error=True,
                     command=f("command", "duckdb /home/geoffrey/croquet/club.duckdb -c \"EXPORT DATABASE "
                                          "'/home/geoffrey/croquet/work/export_0611' (FORMAT PARQUET)\"")),
            ]),
            "DuckDB can't open the file: a Python process, PID 28817, holds the lock. Is that something of yours?",
        ),
        turn(
            "Ah. Yes. That is my import of the whole season's results from the rankings site. It scrapes slowly "
            "on purpose, to be polite to their server, and it has been going since lunch. Please don't kill it, "
            "it will be finished by tomorrow morning. Leave the export until then.",
            "I'll leave PID 28817 alone and do the export after it finishes.",
        ),
        turn(
            "In the meantime, the R script. It reads the national rankings file, "
            + f("path", "/home/geoffrey/croquet/import/ca_rankings_2026.csv") + ", and tells me where our members "
            "stand. It worked in April.",
            ("Running it.", [
                call("bash",
                     "Loading required package: dplyr\n"
                     "Reading /home/geoffrey/croquet/import/ca_rankings_2026.csv\n"
                     "Error in scan(file = file, what = what, sep = sep, quote = quote, dec = dec,  : \n"
                     "  " + f("failure", "line 212 did not have 9 elements") + "\n"
                     "Calls: main -> read.csv -> read.table -> scan\n"
                     "Execution halted",
                     error=True,
                     command=f("command", "Rscript R/handicaps.R --season 2026")),
                call("bash", "Smith, J. (Budleigh),Budleigh Salterton,2.5,1978,41,28,13,2026-05-30",
                     command="sed -n 212p /home/geoffrey/croquet/import/ca_rankings_2026.csv"),
            ]),
            "Line 212 has a player's name with an unquoted comma, \"Smith, J.\", so it splits into ten fields "
            "instead of nine. I could quote that field by hand and rerun.",
        ),
        turn(
            "No, not by hand. It is their file, and if I edit it I'll forget, and next month's will have the same "
            "fault. I have e-mailed their rankings officer to fix it at source. We wait for the reissue.",
            "Understood; the R run waits for the reissued file.",
        ),
    )
    r2 = (
        turn(
            "Good morning. The import finished, but I have bad news, and it is entirely my own fault: something "
            "in my import script truncated the history table overnight. A whole season's history, gone. I have "
            "restored from Sunday's backup and lost two days of results, which I shall now type in by hand. So, "
            "from now on, " + f("constraint", "always work on a copy of club.duckdb, never the live file")
            + ". I'll merge things in myself. The table that matters is " + f("identifier", "handicap_history_v2")
            + "; v1 is the old pre-2019 system, ignore it.",
            ("Copying the file and checking the table on the copy.", [
                call("bash", "", command="cp /home/geoffrey/croquet/club.duckdb /home/geoffrey/croquet/work/club_copy.duckdb"),
                call("bash", "┌──────────────┐\n│ count_star() │\n├──────────────┤\n│        11874 │\n└──────────────┘",
                     command="duckdb /home/geoffrey/croquet/work/club_copy.duckdb -c \"SELECT count(*) FROM handicap_history_v2\""),
            ]),
            "The copy has 11,874 rows of history. Since you're rebuilding anyway, would it be worth "
            + f("rejected", "replacing the index with Elo-style grades") + "? Each game would adjust a rating "
            "directly and you'd drop the trigger-point bookkeeping.",
        ),
        turn(
            "No. The national body runs the handicap system, we use theirs. Next. My wife Anne had coffee with "
            "the Brampford secretary, and Brampford would like to " + f("rejected", "merge our two leagues into one division")
            + ". I'm not keen: we'd be on the road every week and their lawns are a disgrace. What I shall offer "
            "instead is a friendly weekend in August, both clubs, and we keep the leagues as they are. Also Roger "
            "is bringing a proposal to the committee for a pay-and-play rate, and he'd like a booking page if it "
            "passes.",
            "Understood. I'll wait for the committee before building any booking page. One thing that might help "
            "Sheila: a one-page sign-off sheet each month, every proposed change with the games behind it and a "
            "box for her to tick or override.",
        ),
        turn(
            "She would like that very much, she likes paper. Yes.",
            ("Writing the sheet generator against the copy.", [
                call("write", "ok", path="/home/geoffrey/croquet/R/signoff_sheet.R",
                     content="# proposed changes for the month, one row each, with a tick box for the handicapper\n"
                             "con <- dbConnect(duckdb::duckdb(), '/home/geoffrey/croquet/work/club_copy.duckdb')\n..."),
                call("bash", "Wrote signoff_2026-06.pdf (14 proposed changes)",
                     command="Rscript R/signoff_sheet.R --month 2026-06"),
            ]),
            "signoff_2026-06.pdf has fourteen proposed changes for Sheila; nothing is published until she's "
            "been through it.",
        ),
    )
    r3 = (
        turn(
            "The committee met last night. Roger proposed " + f("rejected", "a pay-and-play rate for non-members on Sunday mornings")
            + " and they voted it down, nine to three: the insurance, and the lawns need a rest after Saturday. "
            "So no booking page. On the bright side, Brampford have accepted the friendly weekend, and dropped "
            "the merger, and subscriptions for next year are set at " + f("number", "£185 a year for full membership")
            + ", juniors free.",
            ("Noting it. I'll put the new fee on the renewal letter template.", [
                call("edit", "ok", path="/home/geoffrey/croquet/letters/renewal.md", old="£175", new="£185"),
            ]),
            "Renewal letter updated; no booking page.",
        ),
        turn(
            "Good. Now, would you draw up " + f("pending", "the September lawn-mowing rota") + "? Four of us "
            "mow, twice a week. And something I can't answer and nor can anyone else: "
            + f("pending", "whether the friendly weekend's games count for rankings") + ". The rules are silent on "
            "a friendly between two clubs, and the rankings committee only meets quarterly.",
            "I'll do the rota once I know who's mowing. On the rankings I can't find anything either; I'll keep "
            "the weekend's games in a separate table on the copy so they can go either way.",
        ),
    )
    later = (
        (6, (turn(
            "Any sign of that mowing rota?",
            "Not yet, I still don't have the names of the four mowers. Who's on it?",
        ), turn(
            "Derek's sorting the volunteers, wait for his list. He's slow but he gets there.",
            "Okay, the rota waits for Derek's list.",
        ))),
        (11, (turn(
            "Sheila has been on the phone: she wants " + f("pending", "the tournament entry list sent by 1 August")
            + ". Our six entrants and their current handicaps, signed off, naturally.",
            "I'll build it from the copy once she's signed the July sheet, and send it to you to forward.",
        ),)),
    )
    return Scripted(name="fresh21-croquet", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh21=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- bonsai
def _bonsai() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi, Lorna here, I chair the Deeside Bonsai Society. There's about forty of us and twenty-odd society "
            "trees that live on our benches in the back greenhouse at Brookfield Garden Centre, Steve the manager "
            "lets us have the bay for nothing as long as we do a demo now and then. Dermot, who's an electronics "
            "man, built a little controller that waters them: four pots have soil sensors in, there's a pump in "
            "the water butt and a tiny screen. What it does is check every half hour and water a pot if it's "
            "below " + f("number", "38 percent moisture") + ", and, he was very firm about this, "
            + f("constraint", "the pump never runs more than 90 seconds at a time") + ", because the butt empties "
            "and the pump runs dry and burns out, we've lost one already. Dermot's had his hip done and he's in "
            "the Countess of Chester for a week or so, so I'm looking after the code, God help us all. It's in "
            + f("path", "/home/lorna/bonsai/bench-controller/bench-controller.ino") + ". He wanted it to skip "
            "watering on days it's rained and never finished. Could you at least check it builds?",
            ("Compiling it for the board.", [
                call("bash",
                     long_log(130, "bench-controller-esp32c3",
                              "/home/lorna/bonsai/bench-controller/"
                              + f("failure", "bench-controller.ino:12:10: fatal error: SoilSense.h: No such file or directory")
                              + "\n   12 | #include <SoilSense.h>\n      |          ^~~~~~~~~~~~~\n"
                              "compilation terminated.\n"
                              "Used platform Version Path\n"
                              "esp32:esp32   3.0.7   /home/lorna/.arduino15/packages/esp32/hardware/esp32/3.0.7\n"
                              "Error during build: exit status 1"),
                     error=True,
                     command=f("command", "arduino-cli compile --fqbn esp32:esp32:esp32c3 bench-controller")),
            ]),
            "The ESP32 core and the other libraries build fine; it stops on the sketch's own include of "
            "SoilSense.h, which isn't installed here or in the library manager. Is that a library Dermot wrote?",
        ),
        turn(
            "Yes, he wrote it, it's on his laptop, which is at his house, which is locked, and he's on a ward "
            "with no laptop. I'm not ringing a man about a header file two days after a hip op. It'll wait till "
            "he's home.",
            "Fair enough, the build waits for Dermot. When it's back, " + f("rejected", "a phone dashboard over Wi-Fi for the moisture readings")
            + " would let you check the pots from home.",
        ),
        turn(
            "There's no Wi-Fi back there, only the garden centre's till network, and Steve would have kittens if we "
            "went near that.",
            "Then the controller stays offline. A simpler idea: show the time of the last watering on its screen, "
            "so whoever pops in can see it ran.",
        ),
        turn(
            "Oh yes, that'd save a lot of poking fingers in pots.",
            ("Adding it to the display code; it'll build once SoilSense is back.", [
                call("edit", "ok", path="/home/lorna/bonsai/bench-controller/bench-controller.ino",
                     old='display.print("OK");',
                     new='display.print("Last watered ");\n  display.print(lastWateredHHMM);'),
            ]),
            "Done; the screen will show the last watering time.",
        ),
    )
    r2 = (
        turn(
            "Bad news from Saturday. Frank, bless him, uploaded a test sketch from his laptop 'just to try "
            "something' and went home and left it on, and it watered all night. The benches were swimming and "
            "the shohin junipers sat in water till Monday. So, new rule: "
            + f("constraint", "only the release build ever goes on the bench controller, never a test sketch")
            + ". Now, the register. All the members' trees are in " + f("path", "/home/lorna/bonsai/register/trees.db")
            + ", can you show me what's in it?",
            ("Looking at the register.", [
                call("bash",
                     "DBS-T-0117|trident maple|society|unknown|bench 1\n"
                     "DBS-T-0142|Chinese juniper|society|2009|bench 2\n"
                     "DBS-T-0203|Scots pine|M. Roberts|1998|home",
                     command="sqlite3 /home/lorna/bonsai/register/trees.db \"SELECT ref, species, owner, "
                             "year_started, location FROM trees LIMIT 3\""),
            ]),
            "It holds a reference, species, owner, start year and where the tree lives. The first one has no "
            "start year.",
        ),
        turn(
            "That's our big trident, " + f("identifier", "DBS-T-0117") + ", the pride of the society. Which is the "
            "thing: people always ask at shows and nobody knows " + f("pending", "how old the society's big trident maple really is")
            + ". The founder had the records and they went in a skip when he died. Just leave it as unknown. "
            "Other thing: Ian, my husband, was at the garden centre and Steve wants us to "
            + f("rejected", "run the garden centre's starter-kit stall at the show") + ", on commission. We're not "
            "shop assistants. I've told Ian to tell him we'll do a free repotting demonstration on the Saturday "
            "afternoon instead.",
            "Understood. If Steve takes the demo I can make a short handout for it.",
        ),
        turn(
            "Ian says Steve's happy with the demo, so that's settled. And Frank again, he's found a man who can "
            "get us " + f("rejected", "a Japanese juniper imported for the raffle") + ". Let me think about that one.",
            "Okay, no rush.",
        ),
    )
    r3 = (
        turn(
            "Frank's juniper: no. I looked it up, you can't bring junipers in from Japan at all now, it's the plant "
            "health rules, and I'm not having the society on the wrong side of DEFRA. I'll tell him gently. Now, "
            "the spring show. We'd like a time-lapse of the trees over the day on the big screen. The camera's "
            "plugged into the garden centre's office laptop.",
            ("Starting a capture every ten minutes.", [
                call("bash",
                     "\n*** Error ***              \n"
                     "An error occurred in the io-library ('Could not claim the USB device'): Could not claim "
                     "interface 0 (Device or resource busy). Make sure no other program (gvfs-gphoto2-volume-monitor) "
                     "or kernel module (such as sdc2xx, stv680, spca50x) is using the device and you have read/write "
                     "access to the device.\n"
                     + f("failure", "*** Error (-53: 'Could not claim the USB device') ***") + "\n"
                     "For debugging messages, please use the --debug option.",
                     error=True,
                     command=f("command", "gphoto2 --capture-image-and-download --interval 600 --frames 48 "
                                          "--filename show_%04n.jpg")),
            ]),
            "The desktop's gvfs volume monitor has grabbed the camera. Normally you stop gvfs-gphoto2-volume-monitor "
            "and try again, but it's running under the laptop's 'brookfield' account, not yours, so it needs that "
            "login.",
        ),
        turn(
            "That's Steve's login, and he's on holiday till Tuesday. We'll do it when he's back. Put it on the "
            "list. And the workshop after the show, it's " + f("number", "£4 a head for the repotting workshop")
            + ", put that on the poster. And could you do " + f("pending", "the bench plan for the spring show")
            + "? Which tree goes where, with the labels.",
            ("Putting the price on the poster.", [
                call("edit", "ok", path="/home/lorna/bonsai/show/poster.md", old="Repotting workshop: price TBC",
                     new="Repotting workshop: £4 a head, bring your own tree"),
            ]),
            "Poster updated. I'll start the bench plan once I know which trees are coming.",
        ),
    )
    later = (
        (5, (turn(
            "Dermot's home! But he's on strong painkillers and not up to looking for files. Did the bench plan "
            "happen?",
            "Not yet. I don't have the list of trees members are bringing. Shall I draft it with only the "
            "society trees?",
        ), turn(
            "No, leave it, we don't know who's bringing what till the meeting.",
            "Okay, the bench plan waits for the meeting.",
        ))),
        (9, (turn(
            "Steve's been in touch, they want " + f("pending", "the risk assessment for the repotting demo, to the garden centre by 28 March")
            + ". Sharp tools, wire, the public leaning over. Can you start one?",
            "Yes. I'll draft it with the usual headings: hazards, who's at risk, what we do about it.",
        ),)),
    )
    return Scripted(name="fresh21-bonsai", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh21=True, later=later, routine=routine_en)


SESSIONS = (_morris(), _quilting(), _croquet(), _bonsai())
