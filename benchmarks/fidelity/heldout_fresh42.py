"""Forty-second fresh held-out set (English): written blind while the thirty-second round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its other half, against the thirty-second round's rules; committed before its first run and not to
be edited after it.

How it was written: the descriptions below first, in plain words, then each dialogue from its description
in the voices of the people in it, in domains used nowhere else in the corpus (checked with ``grep -il`` on
file names only; the piano tuner, the bell-ringers and the beekeepers first asked for were taken, so they
became their nearest free neighbours): a one-man pipe-organ tuner in the Lincolnshire Wolds, a sea-shanty
crew in Porthleven, an urban hedgehog rescue in Sneinton, Nottingham, and a vintage bus hire firm in Church
Stretton. Proposals come from the assistant, the tuner's daughter (by text, put off and refused a round
later), a parish church council (turned down by the diocese's advisory committee and relayed by phone by a
churchwarden), a pub landlord (by phone, countered with something smaller), the crew as a whole (a
crowdfunder voted down at practice), a television company (by e-mail), the rescue's vet practice (through
the user's husband), a volunteer (turned down by the city council's ranger), a wedding planner (by e-mail,
countered with something smaller) and the bus owner's son (by phone). Failures are multi-line blocks from
fetchmail, flatpak, Subversion, sphinx-build, ntfsfix, jupyter-book, mount.davfs and a Gatsby build; each
is left unresolved for a reason given in the dialogue. Routine work (``routine_en``) is this file's own: a
Kotlin http4k + JDBI service for a town library's e-book loans, built with Gradle's Kotlin DSL, with turns
that look like facts (a rule of thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions:
- organ: Malcolm Thwaite tunes and looks after some sixty church organs across the Wolds and the marsh from
  Louth, on his own, in a van. His e-mail comes in through fetchmail, set up by his grandson. Rules: inside
  a long account of a tuning day, no tuning starts until the church has been at service temperature for a
  good two hours; after a flower arranger switched the blower on while he was inside the swell box at
  Binbrook, the blower key comes out of the console and stays in his pocket whenever he is inside an
  organ. Proposals: his daughter Helen, by text, suggests filming his tunings for a YouTube channel (put
  off, refused a round later); the assistant's online booking page where churchwardens pick their own
  dates (turned down by a reason alone: he plans the round by the map); the Tealby PCC's plan to move the
  organ down from the west gallery into the chancel (the diocese's advisory committee refused it, relayed
  by phone by the churchwarden); the assistant's next-due column is accepted. Numbers: £65 a visit for a
  reed touch-up; the Tealby organ sits at A at 452 hertz. Paths: /home/malcolm/tuning/round_2026.csv,
  ~/.fetchmailrc. Identifiers: the Tealby organ's register number N07214, his insurance policy
  ECC/PL/559182. Commands: fetchmail -v; flatpak install flathub org.nongnu.lingot. Failures: fetchmail's
  POP3 login is refused (the provider reset every password and the new one is coming by letter);
  flatpak runs out of disk at the end of a long log (the disk is full of photographs he won't delete until
  Helen copies them to a drive at Easter). Open: a week-by-week route sheet with the key-holders' phone
  numbers (asked again later); whether his insurance covers him working alone in a church with nobody else
  in the building (the broker hasn't answered); a later ask from St James's, Louth, for the written
  condition report on their organ for the quinquennial by 31 March.
- shanty: Tamsin Rowe is secretary of the Porthleven Harbour Crew, eighteen shanty singers who practise on
  Thursdays in the back room of the Ship and sing for the lifeboat. The words live in Subversion on Denzil's
  server in his garage; the songbook website is built with Sphinx. Rules: inside a long account of a gig
  day, no song goes on a set list unless at least three of the crew know every verse without the book;
  after a council licensing officer stopped their buckets at the regatta, the buckets don't come out unless
  the street collection permit is in somebody's pocket. Proposals: the Ship's landlord, by phone, wants a
  residency every Friday night from Easter to the end of September (countered: the first Friday of each
  month, and he takes it); the assistant's crowdfunder to record an album in a proper studio (put to the
  crew, voted down at practice); a television company, by e-mail, wants them auditioning on a Saturday-night
  talent show (flat no); the assistant's set list with the key and the lead singer is accepted. Numbers:
  £180 for a wedding set; £2,940 for the lifeboat last season. Paths: /home/tamsin/crew/songbook/conf.py,
  ~/crew/setlists/regatta_2026.txt. Identifiers: the street collection permit SCP/26/0417, the Making Music
  membership MM-88213. Commands: svn update ~/crew/songbook; sphinx-build -W -b html songbook
  songbook/_build/html. Failures: svn can't reach Denzil's server (it's switched off while he's away on a
  trawler out of Newlyn for ten days); sphinx-build stops at the end of a long log on a song that isn't
  written yet (which verses go in is decided at Thursday's practice). Open: a large-print words book for
  the older lads (asked again later); whether the crew needs its own PRS licence to sing in pubs or the
  pub's covers it (nobody knows); a later ask from the Harbour Commissioners for the risk assessment and the
  insurance certificate for singing on the quay by 20 May.
- hedgehog: Pauline Mercer runs Sneinton Hedgehog Rescue from her spare room and shed in Nottingham, with
  about twenty volunteers; intakes go in a CSV on her laptop, and a volunteer, Ellie, builds the annual
  report with Jupyter Book. Rules: inside a long account of an intake day, no hog is released until it's
  over 600 grams and has eaten on its own for a week; after a released hog drowned in a finder's pond in
  Mapperley, they never release into a garden with a pond unless it has a ramp or a shallow end to climb
  out. Proposals: the assistant's live webcam of the hospital pens on the website (put off, refused a round
  later); a vet group, through Pauline's husband Dave, wants to send every hedgehog brought into all six of
  its branches across the county (bluntly no); a volunteer's idea of releasing the fit ones in Colwick
  Country Park (the city council's ranger says no because of badgers); the assistant's change-since-last-
  weigh-in column is accepted. Numbers: about £7 a week to feed one hog; hedgehog highway holes 13
  centimetres square. Paths: /home/pauline/hogs/intakes_2026.csv, ~/hogs/annual-report/intakes_map.ipynb.
  Identifiers: intake SCH-26-031, the charity number 1194068. Commands: sudo ntfsfix /dev/sdb1;
  jupyter-book build ~/hogs/annual-report. Failures: ntfsfix finds the founder's old drive corrupt (it needs
  chkdsk on Gillian's Windows laptop, and Gillian is in hospital having her hip done); jupyter-book can't
  import geopandas at the end of a long log (Ellie pinned the environment and is on fieldwork with no
  signal till the 20th). Open: a one-page leaflet for finders about making a hedgehog highway (asked again
  later); whether the developers on the Daleside Road estate will put hedgehog holes in the new fences
  (planning hasn't answered); a later ask for the end-of-grant report to the National Lottery by 30 June.
- vintagebus: Gary Pugh and his wife Sandra run Stretton Vintage Omnibus from Church Stretton: a 1964
  Routemaster, a 1958 Bristol Lodekka called Bertha and a 1967 Leyland Titan, mostly for weddings. The
  website was built by an agency with Gatsby; the bookings spreadsheet is on a WebDAV share Sandra set up.
  Rules: inside a long account of a wedding day, guests never stand on the open platform while the bus is
  moving; after Bertha boiled on the Burway with a wedding party aboard, the Lodekka never takes a booking
  with a climb steeper than one in eight. Proposals: a wedding planner, by e-mail, wants the Routemaster
  held for every Saturday in June and July at a block rate (countered: three Saturdays in June at ten
  percent off, and she takes it); the assistant's hop-on hop-off summer tours of the Ironbridge Gorge
  (turned down by a reason alone: that's a registered bus service, and Saturdays are weddings); his son
  Liam, by phone, wants the Leyland Titan turned into a mobile cocktail bar for festivals (bluntly no); the
  assistant's balance-due column is accepted. Numbers: £695 for a wedding, up to four hours; about 9 miles
  to the gallon. Paths: /home/gary/stretton-site/src/pages/prices.js, /mnt/bookings/2026/weddings.ods.
  Identifiers: the operator licence PD2047731, the Lodekka's registration OHY 938. Commands: npx gatsby
  build; sudo mount -t davfs https://dav.strettonvintage.co.uk/bookings /mnt/bookings. Failures: the Gatsby
  build fails at the end of a long log on window being undefined (only the agency may change the code, and
  they're closed till Monday); mount.davfs is refused the password (Sandra changed it and she's at her
  sister's in Tenby). Open: a one-page what-to-expect-on-the-day sheet for the wedding couples (asked again
  later); whether Birmingham's clean air zone will charge the Routemaster for a wedding in Edgbaston (nobody
  at the council can say); a later ask from the insurer for a copy of the new driver's licence check and
  CPC card by 15 April.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: an http4k + JDBI e-book loans service
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "Borrowers are getting a 500 when they open 'My loans' since this morning's deploy.",
                ("Looking at the service's log.", [
                    call("bash",
                         "Mar 02 09:12:44 lib-app1 townlib-loans[1873]: ERROR o.h.f.ServerFilters - GET /me/loans failed\n"
                         "Mar 02 09:12:44 lib-app1 townlib-loans[1873]: org.jdbi.v3.core.mapper.NoSuchMapperException: "
                         "No mapper registered for type class library.loans.Loan\n"
                         "Mar 02 09:12:44 lib-app1 townlib-loans[1873]: \tat org.jdbi.v3.core.result.ResultBearing.mapTo(ResultBearing.java:71)\n"
                         "Mar 02 09:12:44 lib-app1 townlib-loans[1873]: \tat library.loans.LoanRepository.activeFor(LoanRepository.kt:38)",
                         error=True, command="journalctl -u townlib-loans --since today | grep -A3 ERROR"),
                ]),
                ("The merge dropped the line that installs JDBI's Kotlin plugin, so it can't build the Loan data "
                 "class from a row. Putting it back in Database.kt.", [
                    call("edit", "ok", path="src/main/kotlin/library/db/Database.kt",
                         old="val jdbi = Jdbi.create(dataSource)",
                         new="val jdbi = Jdbi.create(dataSource).installPlugin(KotlinPlugin())"),
                    call("bash", "BUILD SUCCESSFUL in 38s\n7 actionable tasks: 3 executed, 4 up-to-date",
                         command="./gradlew test"),
                ]),
                "Deployed and 'My loans' opens again. Rule of thumb here: every Jdbi instance comes from "
                "Database.create(), tests included, so the plugins can't be forgotten again.",
            ),
        )
    if k == 1:
        return (
            turn(
                "People on the waiting list for a popular title keep ringing to ask how far down they are.",
                ("Adding a position to holds, with a migration for the service's own migrator.", [
                    call("write", "ok", path="src/main/resources/sql/007_hold_position.sql",
                         content="ALTER TABLE holds ADD COLUMN position integer;\n"
                                 "UPDATE holds h SET position = sub.rn FROM (SELECT id, row_number() OVER "
                                 "(PARTITION BY title_id ORDER BY placed_at) rn FROM holds) sub WHERE h.id = sub.id;"),
                    call("bash", "migrate: 006 already applied\nmigrate: applying 007_hold_position.sql ... done (214 rows)",
                         command="java -jar build/libs/townlib-loans-all.jar migrate"),
                ]),
                "Done. I could also show it on the borrower's page, 'you are 3rd in the queue', next to each hold.",
            ),
            turn("Yes, show it on the page.", "Added; the hold card now says the place in the queue and the copies on loan."),
        )
    if k == 2:
        return (
            turn(
                "CI failed on the static analysis step.",
                ("Running detekt locally.", [
                    call("bash",
                         "src/main/kotlin/library/loans/LoanRoutes.kt:57:5: The function returnLoan is too long (74). "
                         "The maximum length is 60. [LongMethod]\n"
                         "src/main/kotlin/library/loans/DueDates.kt:12:33: This expression contains a magic number. "
                         "Consider defining it to a well named constant. [MagicNumber]\n\n"
                         "detekt found 2 weighted issues; build failed (maxIssues: 0)",
                         error=True, command="detekt --config config/detekt.yml --input src/main/kotlin"),
                ]),
                ("Splitting the DRM licence release out of returnLoan and naming the loan period.", [
                    call("edit", "ok", path="src/main/kotlin/library/loans/DueDates.kt",
                         old="plusDays(21)", new="plusDays(LOAN_PERIOD_DAYS)"),
                    call("edit", "ok", path="src/main/kotlin/library/loans/LoanRoutes.kt",
                         old="        // release the licence\n", new="        releaseLicence(loan)\n"),
                    call("bash", "detekt found 0 weighted issues", command="detekt --config config/detekt.yml --input src/main/kotlin"),
                ]),
                "Clean now. CI runs detekt before the tests, so it's worth running it before pushing.",
            ),
        )
    if k == 3:
        return (
            turn(
                "The catalogue search box gives an error page if you press enter with nothing typed.",
                ("Trying it against the dev server.", [
                    call("bash",
                         "HTTP/1.1 400 Bad Request\ncontent-type: text/plain\n\nquery 'q' is required",
                         error=True, command="http -v :9000/catalogue/search"),
                ]),
                "The http4k lens for q is required, so an empty search is a bad request. I'll make it default to "
                "an empty string and show the 'new this month' shelf when it's blank.",
            ),
            turn("Sounds right.", ("Changed.", [
                call("edit", "ok", path="src/main/kotlin/library/catalogue/SearchRoutes.kt",
                     old='val q = Query.string().required("q")', new='val q = Query.string().defaulted("q", "")'),
                call("bash", "BUILD SUCCESSFUL in 41s", command="./gradlew test"),
            ]), "Blank searches show the new titles now."),
        )
    if k == 4:
        return (
            turn(
                "Is there a newer http4k? The release notes mention a fix for multipart uploads.",
                ("Bumping it in the version catalogue only.", [
                    call("edit", "ok", path="gradle/libs.versions.toml", old='http4k = "5.41.0.0"', new='http4k = "5.47.0.0"'),
                    call("bash", "BUILD SUCCESSFUL in 52s\n9 actionable tasks: 9 executed", command="./gradlew test"),
                ]),
                "On 5.47 and the tests pass, including the Testcontainers ones against Postgres 16. I'd keep the "
                "BOM as the only place the version is written, so the modules can't drift apart.",
            ),
            turn("Fine, keep it in the BOM.", "Done; the modules take their versions from the BOM."),
        )
    return (
        turn(
            "Since the clocks went forward, loans are expiring an hour early. A man got cut off mid-chapter.",
            ("Checking how the due time is worked out.", [
                call("read", path="src/main/kotlin/library/loans/DueDates.kt",
                     result="fun dueAt(start: Instant): Instant =\n"
                            "    start.atZone(ZoneOffset.UTC).plusDays(LOAN_PERIOD_DAYS).withHour(23).withMinute(59).toInstant()"),
            ]),
            ("It counts days and the 23:59 cut-off in UTC, so in summer time the end lands at 00:59 the next day "
             "on one side and an hour short on the other. Using the library's own zone.", [
                call("edit", "ok", path="src/main/kotlin/library/loans/DueDates.kt",
                     old="start.atZone(ZoneOffset.UTC)", new="start.atZone(ZoneId.of(\"Europe/London\"))"),
                call("bash", "BUILD SUCCESSFUL in 40s", command="./gradlew test"),
            ]),
            "Fixed, with a test on the last Sunday of March. Loans still end at 23:59 local time on the last day.",
        ),
    )


# ---------------------------------------------------------------- organ
def _organ() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Good morning. My name's Malcolm Thwaite and I tune church organs, about sixty of them, all round the "
            "Wolds and down on the marsh, from Louth. Just me and the van, forty-one years now. You'll want to "
            "know how a day goes, so: I'm out of the house by seven, and the churchwardens leave the key under a "
            "flowerpot or with the lady at the farm, and I'll have rung the week before to ask them to put the "
            "heating on early. That's the thing people never understand: "
            + f("constraint", "no tuning starts until the church has been at service temperature for a good two hours")
            + ", because a pipe tuned in a cold church goes sharp the minute the congregation comes in and warms "
            "it up, and then I've wasted my morning and theirs. While it warms I'll do the odd jobs, a cipher, a "
            "sticky key, a mouse in the bellows. Then the reeds, then the flues if it's the full tune. Most of "
            "them have me four times a year for the reeds and once for everything before Christmas, and it's "
            + f("number", "£65 a visit for a reed touch-up") + ", more if I have to go in the loft. My grandson "
            "Josh put all the churches in a spreadsheet for me, it's " + f("path", "/home/malcolm/tuning/round_2026.csv")
            + ". But today's problem is the e-mail. Nothing's come in since Friday and I know Saltfleetby have "
            "written about their Easter tune. Josh set it up with a thing called fetchmail.",
            ("Let me run fetchmail by hand with the chatty output on, so we see what the mail server says.", [
                call("bash",
                     "fetchmail: 6.4.37 querying pop.lindseynet.co.uk (protocol POP3) at Tue 03 Mar 2026 07:48:02 GMT: poll started\n"
                     "Trying to connect to 212.23.141.9/995...connected.\n"
                     "fetchmail: Server certificate:\n"
                     "fetchmail: Subject CommonName: pop.lindseynet.co.uk\n"
                     "fetchmail: POP3< +OK Dovecot ready.\n"
                     "fetchmail: POP3> CAPA\n"
                     "fetchmail: POP3< +OK\n"
                     "fetchmail: POP3> USER mthwaite\n"
                     "fetchmail: POP3< +OK\n"
                     "fetchmail: POP3> PASS *\n"
                     + f("failure", "fetchmail: POP3< -ERR [AUTH] Authentication failed.")
                     + "\nfetchmail: Authorization failure on mthwaite@pop.lindseynet.co.uk\n"
                     "fetchmail: POP3> QUIT\n"
                     "fetchmail: POP3< +OK Logging out.\n"
                     "fetchmail: Query status=3 (AUTHFAIL)",
                     error=True, command=f("command", "fetchmail -v")),
            ]),
            "The connection to your provider is fine; it's the password it turns down. fetchmail sends the one "
            "Josh saved in " + f("path", "~/.fetchmailrc") + ", so either the provider changed it or it was "
            "changed on their website and not there. Once we have the right one I just put it in that file.",
        ),
        turn(
            "Oh, that'll be the letter. Lindsey Net sent an e-mail, well, it came to the other address, saying "
            "they'd had some sort of security business and they were resetting everybody's password, and the new "
            "one comes by post, in a letter. Second class, I expect. I rang them last week and I was fifty minutes "
            "listening to the Four Seasons and I'm not doing that again. It'll come. Leave it till the letter "
            "does.",
            "All right, the e-mail waits for the letter. When it comes, read me the new password and I'll put it "
            "in the settings file and fetch everything that's been waiting.",
        ),
        turn(
            "Now, my daughter Helen. She texts me from Leeds every Sunday. Here's this week's, I'll read it: 'Dad, "
            "you should be " + f("rejected", "filming your tunings for a YouTube channel") + ", people love "
            "watching old crafts, you'd get thousands.' Thousands! I don't know. I'll have a think about it.",
            "Fair enough, no rush on that one. Is there anything about the round itself that eats your time?",
        ),
        turn(
            "The booking. Ringing round, getting the heating on, finding who's got the key this year.",
            "One way to take that off you: " + f("rejected", "an online booking page where churchwardens pick their own tuning dates")
            + ". You'd put up the weeks you're free and each church chooses, and it sends them a reminder about "
            "the heating.",
        ),
        turn(
            "No, that wouldn't work for me. I plan the round by the map. Saltfleetby, Theddlethorpe and "
            "Mablethorpe go in the same morning because they're three miles apart, and if they picked their own "
            "dates I'd be driving back and forth across the marsh all week at forty miles to the gallon and "
            "getting nothing done.",
            "That makes sense; the route has to come first. Something smaller, then: a 'next due' column in the "
            "spreadsheet, worked out from the last visit and whether they have you quarterly or yearly, so you "
            "can see at a glance who's coming up and ring them in route order.",
        ),
        turn(
            "Now that I would use. Yes please.",
            ("Adding the column.", [
                call("edit", "ok", path="/home/malcolm/tuning/round_2026.csv",
                     old="church,parish,contract,last_visit", new="church,parish,contract,last_visit,next_due"),
            ]),
            "Done; next_due is the last visit plus three months for the reed contracts and plus a year for the "
            "full tunes. Sort by it and you've got the coming weeks.",
        ),
    )
    r2 = (
        turn(
            "I had a fright at Binbrook on Thursday. I was right up inside the swell box with my arm in among the "
            "trumpet pipes, and one of the flower ladies, lovely woman, thought she'd switch the blower on 'to see "
            "if it was working'. The wind came on, the shutters slammed and I cracked my head on the frame. Could "
            "have been a lot worse. So that's a new rule and I'm putting it in writing: "
            + f("constraint", "the blower key comes out of the console and stays in my pocket whenever I'm inside an organ")
            + ". Every church, every time. Can you put it in my visit list?",
            ("Adding it to the top of the visit checklist.", [
                call("edit", "ok", path="/home/malcolm/tuning/checklist.txt",
                     old="BEFORE STARTING\n", new="BEFORE STARTING\n- Blower key out of the console and in my pocket before going inside the case.\n"),
            ]),
            "It's the first line of the checklist now. I hope your head's all right.",
        ),
        turn(
            "Bit of a lump. Then the churchwarden at Tealby rang last night. You'll like this. The PCC had got it "
            "into their heads to go for " + f("rejected", "moving the organ down from the west gallery into the chancel")
            + ", so the choir could hear it, and they'd asked me to price it. Well, it's gone to the Diocesan "
            "Advisory Committee, and the DAC have turned it down flat: the gallery's listed with the organ in it, "
            "and they won't have it split. So that's the end of that and I don't have to price it. The Tealby "
            "organ's on the national register, by the way, it's " + f("identifier", "N07214")
            + ", Josh says you can put that in the sheet.",
            ("Adding a register number column and filling in Tealby.", [
                call("edit", "ok", path="/home/malcolm/tuning/round_2026.csv",
                     old="church,parish,contract,last_visit,next_due", new="church,parish,contract,last_visit,next_due,npor"),
                call("edit", "ok", path="/home/malcolm/tuning/round_2026.csv",
                     old="Tealby St Peter,Tealby,quarterly,2026-01-14,2026-04-14",
                     new="Tealby St Peter,Tealby,quarterly,2026-01-14,2026-04-14,N07214"),
            ]),
            "Done, and I've left the move out of your quotes list.",
        ),
        turn(
            "Now, a chap at the organists' association showed me a program on his laptop that listens through a "
            "microphone and shows you how far off each note is. Lingot, it's called. Free. Can you put it on "
            "mine?",
            ("Installing it from Flathub.", [
                call("bash",
                     long_log(80, "lingot-flatpak",
                              "Looking for matches\u2026\n"
                              "Required runtime for org.nongnu.lingot/x86_64/stable (runtime/org.gnome.Platform/x86_64/46) found in remote flathub\n\n"
                              "        ID                                  Branch     Op    Remote     Download\n"
                              " 1. [\u2717] org.gnome.Platform.Locale         46         i     flathub    < 18.3 kB (partial)\n"
                              " 2. [\u2717] org.gnome.Platform                46         i     flathub    < 364.8 MB\n"
                              " 3. [ ] org.nongnu.lingot                 stable     i     flathub    < 1.2 MB\n\n"
                              + f("failure", "error: Failed to install org.gnome.Platform: Not enough disk space to complete this operation")),
                     error=True, command=f("command", "flatpak install flathub org.nongnu.lingot")),
                call("bash", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda2       117G  114G  2.9G  98% /home",
                     command="df -h /home"),
            ]),
            "The program itself is small, but it needs a base package of about 365 megabytes and the disk is "
            "98 percent full, almost all of it pictures in your Pictures folder.",
        ),
        turn(
            "Those are my pipework photos, forty years of them, every organ I've opened up, and Joan's photos are "
            "in there too. I'm not deleting a single one. Helen's coming at Easter and she's going to copy them "
            "all onto one of those little drives, and then we'll see. Leave the tuning program till after Easter.",
            "Understood; nothing gets deleted, and the install waits until Helen has copied the photos.",
        ),
        turn(
            "And you can tell Helen, if she asks you, no to the YouTube business. I've thought about it. I talk "
            "to the pipes, and I swear at them, and I'm not having a camera up in the loft with me while I do it.",
            "Noted, no filming. I'll leave it there.",
        ),
        turn(
            "Good. One more thing you could do for me: " + f("pending", "a week-by-week route sheet with the key-holders' phone numbers")
            + ", so I can print it on a Sunday night and have it on the seat of the van.",
            "Yes, I'll make that from the spreadsheet, in route order. I'll do it once the next-due dates are "
            "all filled in, so the weeks come out right.",
        ),
    )
    r3 = (
        turn(
            "The invoices need my insurance on them now, one of the archdeacons insists. The policy is "
            + f("identifier", "ECC/PL/559182") + ". Can you add it to the bottom of the invoice?",
            ("Adding a line to the invoice footer.", [
                call("edit", "ok", path="/home/malcolm/tuning/invoice_template.odt.txt",
                     old="Payment within 30 days, cheques to M. Thwaite.",
                     new="Payment within 30 days, cheques to M. Thwaite.\nPublic liability policy ECC/PL/559182."),
            ]),
            "It's on the footer now, under the payment line.",
        ),
        turn(
            "And put a note against Tealby for when we get that listening program going. That organ was never "
            "brought down to modern pitch like the others, it " + f("number", "sits at A at 452 hertz")
            + ", old high pitch, so the program mustn't be set to 440 or it'll tell me every pipe's wrong.",
            ("Adding a pitch note to Tealby's row.", [
                call("edit", "ok", path="/home/malcolm/tuning/round_2026.csv",
                     old="2026-04-14,N07214", new="2026-04-14,N07214,pitch A452 - set the tuner to 452 not 440"),
            ]),
            "Noted on Tealby's row, so it'll be the first thing you see when you set the program up.",
        ),
        turn(
            "Here's one I can't get an answer to. More and more of these churches are empty in the week, nobody "
            "there but me. I want to know " + f("pending", "whether my insurance covers me working alone in a church with nobody else in the building")
            + ". I've asked the broker twice and he keeps saying he'll look into it.",
            "I can't tell you that from here; it depends on the policy wording on lone working, and only the "
            "broker or the insurer can say. I'll keep it as an open question. In the meantime it would be sensible "
            "to text someone when you go in and when you come out.",
        ),
    )
    later5 = (
        turn(
            "St James's in Louth, the big one, have written. They need "
            + f("pending", "the written condition report on the St James's organ for the quinquennial by 31 March")
            + ", because the architect does the whole church then.",
            "Right. I can set out the report with you: the soundboards, the action, the reeds, the blower and "
            "what wants doing in the next five years. If you talk me through your notes from the last visit I'll "
            "type it up.",
        ),
    )
    later10 = (
        turn(
            "Did you ever make that route sheet? The one for the van, week by week, with who has the keys and "
            "their numbers. I'm still writing it on the back of envelopes.",
            "No, I haven't made the week-by-week route sheet yet, sorry. I'll do it now: the churches in route "
            "order for each week, with the key-holder's name and phone number beside each.",
        ),
    )
    return Scripted(name="fresh42-organ", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh42=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- shanty
def _shanty() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya. Tamsin here, I'm the secretary of the Porthleven Harbour Crew, which sounds grander than it is: "
            "eighteen of us, fishermen, a retired postman, two teachers and me, and we sing shanties for the "
            "lifeboat. We practise Thursday nights in the back room of the Ship. A gig day, say the regatta, goes: "
            "we meet on the quay at ten in our smocks, Denzil does the warm-up which is mostly him humming, then "
            "we do two sets of forty minutes with a pasty in between, and the buckets go round. The set list is "
            "mine to write, and the one thing I'm strict about: "
            + f("constraint", "no song goes on a set list unless at least three of the crew know every verse without the book")
            + ", because if the lead forgets and nobody can pick it up you're stood there in front of three "
            "hundred people humming. Weddings we charge for, it's " + f("number", "£180 for a wedding set")
            + " and that goes in the lifeboat tin too. Anyway. Denzil keeps all the words on a computer in his "
            "garage and I'm meant to get the new ones with 'svn update', he wrote it on a Post-it. It's not "
            "working.",
            ("Running it and seeing what it says.", [
                call("bash",
                     "Updating '/home/tamsin/crew/songbook':\n"
                     "svn: E170013: Unable to connect to a repository at URL 'svn://songs.harbourcrew.uk/songbook/trunk'\n"
                     + f("failure", "svn: E000111: Can't connect to host 'songs.harbourcrew.uk': Connection refused"),
                     error=True, command=f("command", "svn update ~/crew/songbook")),
            ]),
            "Your copy of the songbook is fine; it's Denzil's computer that isn't answering. 'Connection refused' "
            "means nothing is listening at his end: the machine is off, or the program that serves the words "
            "isn't running. There's nothing to change on your side.",
        ),
        turn(
            "Well that's because he's away. He's crewing on a beam trawler out of Newlyn for ten days and he "
            "turns everything off in the garage when he goes, he's paranoid about the electric. There's no "
            "getting at it till he's home. Leave it, I'll have the words I've got.",
            "Okay, the update waits for Denzil to be back and switch his computer on.",
        ),
        turn(
            "Now, Phil, who has the Ship, rang me this morning all excited. He wants "
            + f("rejected", "a residency every Friday night from Easter to the end of September")
            + ", the crew singing in the bar, for the tourists. I said Phil, we're volunteers, half of them are "
            "out at sea, we'd be four men and a dog by June. I told him the first Friday of every month, and he "
            "said go on then. So that's agreed.",
            ("Putting the first Fridays in the gig calendar.", [
                call("edit", "ok", path="/home/tamsin/crew/gigs_2026.csv",
                     old="date,venue,type,fee", new="date,venue,type,fee\n2026-04-03,The Ship,monthly,0\n2026-05-01,The Ship,monthly,0"),
            ]),
            "First Fridays are in the calendar from April to September.",
        ),
        turn(
            "What else could we do to raise more for the lifeboat? The new boathouse appeal's huge.",
            "You could run " + f("rejected", "a crowdfunder to record an album in a proper studio")
            + ": people pledge for a CD or a download, and whatever's over the studio cost goes to the appeal.",
        ),
        turn(
            "Hmm. That's not mine to decide, the crew would have to want it. I'll put it to them at practice "
            "Thursday and see.",
            "Good idea. While you're doing the set lists: would it help to have the key and who leads each song "
            "on the list? Then whoever gives the note knows where to pitch it.",
        ),
        turn(
            "Oh yes, that would stop a lot of arguing. The regatta one's in " + f("path", "~/crew/setlists/regatta_2026.txt") + ".",
            ("Adding the key and the lead to each line.", [
                call("edit", "ok", path="/home/tamsin/crew/setlists/regatta_2026.txt",
                     old="1. Haul Away Joe\n2. South Australia",
                     new="1. Haul Away Joe (D, Denzil)\n2. South Australia (G, Pete)"),
            ]),
            "Done for the first two; I'll fill in the rest as you tell me who leads.",
        ),
    )
    r2 = (
        turn(
            "Well, the crowdfunder. I put it to them and they voted it down, thirteen to four. They said they "
            "sing for fun and the minute there's a studio and a deadline it stops being fun. Fair enough.",
            "Fair enough; it's their crew. No album.",
        ),
        turn(
            "And now the embarrassing bit. At the regatta on Saturday, the buckets went round on the harbour as "
            "usual, and a licensing officer from the council came over and asked to see our street collection "
            "permit. We didn't have one. Nobody knew you needed one on the quay. We had to stop in the middle of "
            "the second set with the whole harbour watching. So, rule: "
            + f("constraint", "the buckets don't come out unless the street collection permit is in somebody's pocket")
            + ". I've got one now for lifeboat day, it's " + f("identifier", "SCP/26/0417") + ".",
            ("Adding it to the gig checklist.", [
                call("edit", "ok", path="/home/tamsin/crew/gig_checklist.txt",
                     old="- smocks\n- water\n",
                     new="- smocks\n- water\n- street collection permit (in someone's pocket) before any bucket comes out: lifeboat day SCP/26/0417\n"),
            ]),
            "It's on the checklist, with the permit number for lifeboat day.",
        ),
        turn(
            "And you'll laugh. An e-mail from a TV company in Bristol, Tidewater Productions. They want us "
            + f("rejected", "auditioning on a Saturday-night talent show") + ", they 'love the authentic "
            "harbour energy'. No. Flat no. Can you imagine Denzil on telly.",
            "Ha. No to the telly, then; I won't draft anything more than a polite no if you want one.",
        ),
        turn(
            "Now the songbook website, the one people look at to sing along. Denzil showed me how to make it on "
            "my laptop with sphinx-something. Can you build it? I've been adding songs.",
            ("Building it the way Denzil's notes say, with warnings treated as errors.", [
                call("bash",
                     long_log(75, "harbourcrew-sphinx",
                              "Running Sphinx v7.3.7\n"
                              "loading translations [en_GB]... done\n"
                              "building [mo]: targets for 0 po files that are out of date\n"
                              "building [html]: targets for 41 source files that are out of date\n"
                              "updating environment: [new config] 41 added, 0 changed, 0 removed\n"
                              "reading sources... [100%] songs/whip_jamboree\n\n"
                              "Warning, treated as error:\n"
                              + f("failure", "/home/tamsin/crew/songbook/songs/index.rst:14: WARNING: toctree contains reference to nonexisting document 'songs/lowlands_away'")),
                     error=True, command="cd ~/crew && " + f("command", "sphinx-build -W -b html songbook songbook/_build/html")),
            ]),
            "Everything reads fine except one thing: the song list points at 'Lowlands Away', but there's no "
            "file for that song yet, and with warnings counted as errors the build stops there.",
        ),
        turn(
            "That's Morwenna's. She's writing it out, but there's a row going about which verses, there's the "
            "one about the wife and the one about the ship and they can't agree. It's being decided at practice "
            "on Thursday. Leave the website till then, I'm not putting up half a song.",
            "Okay, the website build waits for Thursday and Morwenna's verses.",
        ),
        turn(
            "And while I think of it, can you do me " + f("pending", "a large-print words book for the older lads")
            + "? Half of them won't wear their glasses on the quay.",
            "Yes. I'll make it from the songbook once it builds again, so it has the same verses.",
        ),
    )
    r3 = (
        turn(
            "For the lifeboat day poster, put how much we made, it makes people dig deeper. It was "
            + f("number", "£2,940 for the lifeboat last season") + ", best year we've had.",
            ("Adding it to the poster text.", [
                call("edit", "ok", path="/home/tamsin/crew/posters/lifeboat_day.txt",
                     old="Come and sing with us!", new="Come and sing with us! Last season you gave £2,940 to Porthleven lifeboat."),
            ]),
            "It's on the poster, under the headline.",
        ),
        turn(
            "And the website title still says 'Denzil's Songs', can you make it say Porthleven Harbour Crew? He "
            "said it's in " + f("path", "/home/tamsin/crew/songbook/conf.py") + ". And put our Making Music "
            "number in the footer, that's who does our insurance: " + f("identifier", "MM-88213") + ".",
            ("Changing the title and the footer.", [
                call("edit", "ok", path="/home/tamsin/crew/songbook/conf.py",
                     old="project = \"Denzil's Songs\"", new="project = 'Porthleven Harbour Crew'"),
                call("edit", "ok", path="/home/tamsin/crew/songbook/conf.py",
                     old="copyright = '2019, Denzil'", new="copyright = '2026, Porthleven Harbour Crew. Making Music member MM-88213'"),
            ]),
            "Both changed; they'll show once the site builds again.",
        ),
        turn(
            "Here's one nobody can answer. When we sing in a pub, " + f("pending", "whether we need our own PRS licence or the pub's licence covers us")
            + ". Phil says his covers it, the man at the Blue Anchor says it doesn't, and PRS themselves sent me a "
            "form with forty questions.",
            "I can't tell you for certain either; it turns on the pub's licence terms and what counts as a "
            "performance. I'll keep it as an open question until PRS give you a straight answer.",
        ),
    )
    later5 = (
        turn(
            "The Harbour Commissioners have written: for lifeboat day they want "
            + f("pending", "our risk assessment and the insurance certificate for singing on the quay by 20 May")
            + ", or we can't use the quay.",
            "Okay. The insurance certificate comes through Making Music, so you can download it from your "
            "member page. The risk assessment I can draft with you: the quay edge, the crowd, the buckets, the "
            "weather.",
        ),
    )
    later10 = (
        turn(
            "Any chance of the big-print words for the older ones yet? Jimmy held the book at arm's length all "
            "through Shenandoah on Friday.",
            "Not done yet, sorry: the large-print words book is still to do. I'll make it now from the songbook, "
            "the words in big type, one song to a page.",
        ),
    )
    return Scripted(name="fresh42-shanty", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh42=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- hedgehog
def _hedgehog() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello duck. I'm Pauline, I run Sneinton Hedgehog Rescue, which is my spare room, my shed and about "
            "twenty volunteers who foster. I'll tell you what a day's like so you get the picture. The phone "
            "starts at seven: someone's found one out in the day, which is always bad, or the dog's had one, or "
            "there's one in a drain. They bring it round in a shoebox, or Trevor goes and fetches it. Every one "
            "gets weighed, checked for ticks and flystrike, warmed up on a heat pad, and then it's a hospital "
            "cage with kitten biscuits and water, and the poo checked under the microscope for worms. We keep "
            "them till they're fit and " + f("constraint", "no hog is released until it's over 600 grams and has eaten on its own for a week")
            + ", I don't care how lively it looks. It's " + f("number", "about £7 a week to feed one hog")
            + " and we had forty in last autumn, so you can work it out. Everything goes in the intake sheet, "
            + f("path", "/home/pauline/hogs/intakes_2026.csv") + ". Can you tell me who's in at the moment?",
            ("Reading the intake sheet.", [
                call("read", path="/home/pauline/hogs/intakes_2026.csv",
                     result="id,name,found,date_in,weight_in_g,latest_g,status\n"
                            "SCH-26-027,Pickle,Hyson Green,2026-02-11,410,520,in care\n"
                            "SCH-26-029,Moss,Carlton Road,2026-02-19,380,455,in care\n"
                            "SCH-26-030,Nettle,Colwick Road,2026-02-24,610,640,fostered"),
            ]),
            "Three at the moment: Pickle and Moss with you, Nettle with a fosterer. Pickle's closest to going "
            "out, at 520 grams.",
        ),
        turn(
            "Right. Now, Gillian who started the rescue had all the old records, 2015 onwards, on one of those "
            "little hard drives from her Windows laptop, and she's given it me, and it won't open on mine. "
            "It's plugged in now.",
            ("Checking the drive; ntfsfix only looks and fixes the simplest faults.", [
                call("bash",
                     "Mounting volume... NTFS signature is missing.\n"
                     "FAILED\n"
                     "Attempting to correct errors... NTFS signature is missing.\n"
                     "FAILED\n"
                     "Failed to startup volume: Invalid argument\n"
                     "NTFS signature is missing.\n"
                     "Trying the alternate boot sector\n"
                     "Unrecoverable error\n"
                     + f("failure", "Volume is corrupt. You should run chkdsk."),
                     error=True, command=f("command", "sudo ntfsfix /dev/sdb1")),
            ]),
            "The drive's filing system is damaged beyond what Linux can safely repair. The proper tool is "
            "Windows' own chkdsk, on a Windows computer. I'd not try anything else on it here, so nothing "
            "gets worse.",
        ),
        turn(
            "Gillian's the only one of us with Windows and she's in the City Hospital having her hip done, "
            "bless her, and the laptop's locked up in her house. It'll have to wait till she's home and on her "
            "feet. Leave it be.",
            "Okay, the old drive waits for Gillian and her laptop; I won't touch it.",
        ),
        turn(
            "What could we do to get more donations? The food bill's frightening.",
            "People love to see the animals. You could put " + f("rejected", "a live webcam of the hospital pens on the website")
            + ", with the donate button right under it.",
        ),
        turn(
            "Ooh. I don't know. Let me ask the others at the volunteers' meeting on Tuesday, some of them have "
            "views on that sort of thing.",
            "Of course. Something smaller in the meantime: a column in the intake sheet showing the change "
            "since the last weigh-in, so a hog that's losing weight jumps out at you.",
        ),
        turn(
            "Yes, that's useful. Do that.",
            ("Adding it.", [
                call("edit", "ok", path="/home/pauline/hogs/intakes_2026.csv",
                     old="id,name,found,date_in,weight_in_g,latest_g,status",
                     new="id,name,found,date_in,weight_in_g,latest_g,change_g,status"),
            ]),
            "Done; change_g is the latest weight minus the one before, and a minus means look at it today.",
        ),
    )
    r2 = (
        turn(
            "Well, the webcam. It's a no. Sue, who's a vet nurse, said the light and the noise of it would stress "
            "them, and they're nocturnal, they need it dark. And the worst of it, some of them die, and I'm not "
            "having people watching that live. So no.",
            "That's a good reason. No webcam.",
        ),
        turn(
            "Now this is horrible. Conker, one we'd had all winter, went back to the finder's garden in "
            "Mapperley last week. Lovely garden. She rang yesterday, she'd found him drowned in the pond, steep "
            "sides, no way out. I'm sick about it. So from now on "
            + f("constraint", "we never release into a garden with a pond unless it has a ramp or a shallow end to climb out")
            + ". Put it on the release sheet so whoever's releasing asks.",
            ("Adding it to the release questions.", [
                call("edit", "ok", path="/home/pauline/hogs/release_questions.txt",
                     old="1. Is the garden linked to others (gaps under fences)?",
                     new="1. Is the garden linked to others (gaps under fences)?\n2. Any pond? Only release if it has a ramp or shallow end to climb out."),
            ]),
            "It's question two on the release sheet now. I'm so sorry about Conker.",
        ),
        turn(
            "Thank you. New one in this morning, tiny, out in daylight in a planter at Sneinton Market. Bramble, "
            "we've called her. She's " + f("identifier", "SCH-26-031") + ", 290 grams.",
            ("Adding her.", [
                call("edit", "ok", path="/home/pauline/hogs/intakes_2026.csv",
                     old="SCH-26-030,Nettle,Colwick Road,2026-02-24,610,640,,fostered",
                     new="SCH-26-030,Nettle,Colwick Road,2026-02-24,610,640,,fostered\nSCH-26-031,Bramble,Sneinton Market,2026-03-05,290,290,,in care"),
            ]),
            "Bramble's in the sheet.",
        ),
        turn(
            "And Dave, my husband, was at the darts and got talking to the practice manager from one of the big "
            "vet groups. Came home saying they'd like to be " + f("rejected", "sending us every hedgehog brought into all six of their branches across the county")
            + ", and wasn't that good news. No. We're full to the rafters, it's my spare room. I told Dave to tell "
            "her no.",
            "Understood, no. Shall I note the nearest other rescues, so the practice has somewhere to send them?",
        ),
        turn(
            "That'd be kind, yes. And could you write " + f("pending", "a one-page leaflet for finders about making a hedgehog highway")
            + "? Every garden we release into, I want to leave them one.",
            "Yes, I'll write it after the release sheet's done, so the two match.",
        ),
    )
    r3 = (
        turn(
            "Ellie, one of our volunteers, she's doing a PhD, made us a report for the Lottery with maps of where "
            "they're found, in a Jupyter something. The map part is " + f("path", "~/hogs/annual-report/intakes_map.ipynb")
            + ". She said to run the build if I added new intakes. Can you?",
            ("Running the build.", [
                call("bash",
                     long_log(70, "hogs-jupyterbook",
                              "Running Jupyter-Book v1.0.3\n"
                              "Source Folder: /home/pauline/hogs/annual-report\n"
                              "Output Path: /home/pauline/hogs/annual-report/_build/html\n"
                              "Running Sphinx v7.4.7\n"
                              "executing outdated notebooks... [ 50%] intakes_map\n"
                              "/home/pauline/hogs/annual-report/intakes_map.ipynb: Executing notebook failed: CellExecutionError\n"
                              "---------------------------------------------------------------------------\n"
                              "ModuleNotFoundError                       Traceback (most recent call last)\n"
                              "Cell In[1], line 3\n"
                              "      1 import pandas as pd\n"
                              "----> 3 import geopandas as gpd\n\n"
                              + f("failure", "ModuleNotFoundError: No module named 'geopandas'")),
                     error=True, command=f("command", "jupyter-book build ~/hogs/annual-report")),
            ]),
            "The map notebook needs a mapping library that isn't installed in the report's environment on this "
            "laptop. It's one install, but it goes into the environment Ellie set up.",
        ),
        turn(
            "She was very firm, don't install anything in it, she's pinned it all so the numbers come out the "
            "same every year. And she's doing fieldwork in a forest in Poland till the 20th with no signal. Leave "
            "it for Ellie.",
            "Okay, the report build waits for Ellie; I won't touch the environment.",
        ),
        turn(
            "Then Ravi, a volunteer, had the idea of " + f("rejected", "releasing the fit ones in Colwick Country Park")
            + ", the ones with no garden to go back to. I asked the city council, and the ranger wrote back: no, "
            "there are badgers all through Colwick and badgers eat hedgehogs. So that's decided.",
            "That's a firm no, then. The ones without a garden could go to volunteers' gardens that join up with "
            "their neighbours'.",
        ),
        turn(
            "That's what we'll do. And the donate page wants our charity number on it, people ask. It's "
            + f("identifier", "1194068") + ".",
            ("Adding it under the donate button.", [
                call("edit", "ok", path="/home/pauline/hogs/site/donate.html",
                     old="<p class=\"small\">Thank you!</p>",
                     new="<p class=\"small\">Thank you! Sneinton Hedgehog Rescue, registered charity 1194068.</p>"),
            ]),
            "It's on the page under the button.",
        ),
        turn(
            "Here's what I can't find out. They're building a hundred and twenty houses on Daleside Road, and I "
            "want to know " + f("pending", "whether the developers on the Daleside Road estate will put hedgehog holes in the new fences")
            + ". The holes only need to be " + f("number", "13 centimetres square")
            + ". I've written to planning twice and had nothing back.",
            "I can't tell you either; it depends on the planning conditions, and planning haven't answered. I'll "
            "keep it as an open question. The decision notice on the council's planning portal would show it if "
            "it's a condition.",
        ),
    )
    later5 = (
        turn(
            "Letter from the Lottery: they want " + f("pending", "the end-of-grant report to the National Lottery by 30 June")
            + ", with the numbers and what the money went on.",
            "Okay. The numbers are in the intake sheet, and the maps are in Ellie's report, which needs her back "
            "to build. I'll draft the spending part with you from the receipts.",
        ),
    )
    later10 = (
        turn(
            "Did you get round to that leaflet about the hedgehog highways? I've three to release on Saturday.",
            "No, not yet, sorry: the leaflet for finders about hedgehog highways is still to write. I'll do it "
            "now, one page: why the holes matter, how big to make them, and where to put them.",
        ),
    )
    return Scripted(name="fresh42-hedgehog", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh42=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- vintage bus
def _vintagebus() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Afternoon. Gary Pugh, Stretton Vintage Omnibus, Church Stretton. Three old girls: a 1964 Routemaster, "
            "Ruby; a 1958 Bristol Lodekka, Bertha; and a 1967 Leyland Titan that's more trouble than the other two "
            "put together. My wife Sandra does the books. It's mostly weddings, so a wedding day goes like this: "
            "I'm at the depot for six, oil, water, tyres, a polish, the ribbons on. Kev, Sandra's brother, is the "
            "conductor, in the proper sixties uniform with the ticket machine, the guests love it. We pick up the "
            "groom's lot from the pub, the church, then the photos, then the reception, and Kev's on the platform "
            "the whole time, because " + f("constraint", "guests never stand on the open platform while the bus is moving")
            + ". There's a chain across it, and I don't care how much the best man's had, he sits down. It's "
            + f("number", "£695 for a wedding, up to four hours") + ", and extra hours on top. Now, the website. "
            "Our daughter changed the prices, they were two years out of date, in "
            + f("path", "/home/gary/stretton-site/src/pages/prices.js") + ", and now it won't build. She told me "
            "to run 'npx gatsby build' and it's all red.",
            ("Running the build and reading the end of it.", [
                call("bash",
                     long_log(85, "stretton-gatsby",
                              "success Building production JavaScript and CSS bundles - 21.804s\n"
                              "success Rewriting compilation hashes - 0.004s\n"
                              "success Writing page-data.json and slice-data.json files to public directory - 0.061s\n"
                              "failed Building static HTML for pages - 2.512s\n\n"
                              " ERROR #95313  HTML.COMPILATION\n\n"
                              "Building static HTML failed for path \"/prices/\"\n\n"
                              "See our docs page for more info on this error: https://gatsby.dev/debug-html\n\n"
                              "  12 | const BookingCalendar = () => {\n"
                              "> 13 |   const width = window.innerWidth\n\n"
                              + f("failure", "  WebpackError: ReferenceError: window is not defined")
                              + "\n\n  - BookingCalendar.js:13 \n    stretton-site/src/components/BookingCalendar.js:13:17"),
                     error=True, command="cd /home/gary/stretton-site && " + f("command", "npx gatsby build")),
            ]),
            "The prices are fine. The build makes every page in advance on the computer, where there's no browser "
            "window, and the booking calendar on the prices page asks for the window's width, so it falls over. "
            "It's a small change to the calendar component, not to your prices.",
        ),
        turn(
            "The calendar's the bit the agency did, Pixelhaus in Shrewsbury. The contract says only they touch "
            "the code or the support's void, and I'm paying them sixty quid a month for that. I've sent them a "
            "ticket and they're shut till Monday. Leave it for them.",
            "Understood; the website waits for Pixelhaus on Monday. The new prices are saved in the file, so "
            "they'll go up with the fix.",
        ),
        turn(
            "Now, e-mail from Cressida at Shropshire Hills Weddings, the planner. She wants "
            + f("rejected", "the Routemaster held for every Saturday in June and July at a block rate")
            + ". Every Saturday! That's the whole summer gone at a discount. I wrote back: three Saturdays in June, "
            "ten percent off, take it or leave it. She's taken it.",
            ("Putting the three Saturdays in the diary.", [
                call("edit", "ok", path="/home/gary/bookings/diary_2026.csv",
                     old="date,bus,client,pickup", new="date,bus,client,pickup\n2026-06-06,Ruby,Shropshire Hills Weddings,TBC\n"
                         "2026-06-13,Ruby,Shropshire Hills Weddings,TBC\n2026-06-20,Ruby,Shropshire Hills Weddings,TBC"),
            ]),
            "The three June Saturdays are held for her. While I'm in the diary: a 'balance due' column, four weeks "
            "before each wedding, so Sandra can see who owes what?",
        ),
        turn(
            "Yes, she'd love that. Go on.",
            ("Adding it.", [
                call("edit", "ok", path="/home/gary/bookings/diary_2026.csv",
                     old="date,bus,client,pickup", new="date,bus,client,pickup,balance_due"),
            ]),
            "Done; balance_due is the wedding date less 28 days.",
        ),
    )
    r2 = (
        turn(
            "Bad day Saturday. We had a wedding up at the hotel on the Long Mynd, and I took Bertha up the Burway "
            "with the bride's family on board. It's one in five near the top. She boiled, steam everywhere, "
            "the bride's mother screaming, and we had to get taxis for them and a tow for her. Never again. So: "
            + f("constraint", "the Lodekka never takes a booking with a climb steeper than one in eight")
            + ". She's a lowland girl. The Routemaster can do the hills.",
            ("Adding a note to the booking checklist.", [
                call("edit", "ok", path="/home/gary/bookings/checklist.txt",
                     old="ROUTE\n", new="ROUTE\n- Bertha (Lodekka): no route with any climb steeper than 1 in 8. Hill jobs go to Ruby.\n"),
            ]),
            "It's on the route part of the checklist now. Glad nobody was hurt.",
        ),
        turn(
            "Now the bookings spreadsheet, the real one, is on the shared drive Sandra set up, "
            + f("path", "/mnt/bookings/2026/weddings.ods") + ", and the laptop's lost it. Can you get it back?",
            ("Mounting the share again.", [
                call("bash",
                     "Please enter the username to authenticate with server\n"
                     "https://dav.strettonvintage.co.uk/bookings or hit enter for none.\n"
                     "  Username: office\n"
                     "Please enter the password to authenticate user office with server\n"
                     "https://dav.strettonvintage.co.uk/bookings or hit enter for none.\n"
                     "  Password:  \n"
                     "/sbin/mount.davfs: Mounting failed.\n"
                     + f("failure", "Could not authenticate to server: rejected Basic challenge"),
                     error=True, command=f("command", "sudo mount -t davfs https://dav.strettonvintage.co.uk/bookings /mnt/bookings")),
            ]),
            "The server is there but it doesn't accept the office password the laptop has. Someone has probably "
            "changed it on the server side.",
        ),
        turn(
            "That'll be Sandra, she changes it every few months, she read something. And she's at her sister's in "
            "Tenby till Thursday and she won't answer the phone when she's on the beach. I'm not ringing her "
            "about a spreadsheet. Leave it till she's back.",
            "Okay, the shared drive waits for Sandra and the new password.",
        ),
        turn(
            "What else could the buses be doing? They sit in the shed Monday to Friday.",
            "One idea: " + f("rejected", "hop-on hop-off summer tours of the Ironbridge Gorge")
            + ", a loop round the museums, with Kev doing the commentary.",
        ),
        turn(
            "That's a registered bus service, that is: timetables lodged with the traffic commissioner, running "
            "whatever the weather, and Saturdays the buses are at weddings anyway.",
            "Fair point; that's a different kind of business. I'll leave it.",
        ),
        turn(
            "What I do want is " + f("pending", "a one-page what-to-expect-on-the-day sheet for the wedding couples")
            + ": when we turn up, what Kev does, that they can't stand on the platform, that sort of thing.",
            "Yes, I'll write it. I'll do it after the checklist's tidied, so it says the same things.",
        ),
    )
    r3 = (
        turn(
            "My son Liam rang from Birmingham full of it. He wants " + f("rejected", "turning the Leyland Titan into a mobile cocktail bar for festivals")
            + ", he's seen it on Instagram. Over my dead body. That bus has its original seats.",
            "Understood, the Titan stays a bus.",
        ),
        turn(
            "The website footer and the invoices need our operator licence on them, the traffic commissioner's "
            "people were funny about it. It's " + f("identifier", "PD2047731") + ". And put Bertha's registration "
            "on the fleet page while you're there, " + f("identifier", "OHY 938") + ".",
            ("Adding both.", [
                call("edit", "ok", path="/home/gary/bookings/invoice_footer.txt",
                     old="Stretton Vintage Omnibus, Church Stretton", new="Stretton Vintage Omnibus, Church Stretton. Operator licence PD2047731"),
                call("edit", "ok", path="/home/gary/stretton-site/content/fleet.md",
                     old="## Bertha, 1958 Bristol Lodekka", new="## Bertha, 1958 Bristol Lodekka (OHY 938)"),
            ]),
            "The invoice footer has the licence now. The fleet page is in the agency's content folder, so it'll "
            "show once they've fixed the build.",
        ),
        turn(
            "And for the fuel in the quotes: Ruby does " + f("number", "about 9 miles to the gallon")
            + " on a good day, so put diesel in at that for anything over thirty miles.",
            ("Adding it to the quote sheet.", [
                call("edit", "ok", path="/home/gary/bookings/quote.csv", old="fuel_mpg,", new="fuel_mpg,9"),
            ]),
            "Done; quotes over thirty miles add diesel at nine to the gallon.",
        ),
        turn(
            "Here's one. A couple want Ruby for a wedding in Edgbaston in August, and I want to know "
            + f("pending", "whether Birmingham's clean air zone will charge the Routemaster for a wedding in Edgbaston")
            + ". I've rung the council twice and nobody can tell me if a sixty-year-old bus on hire counts as "
            "historic.",
            "I can't say for sure either; the historic exemption depends on how the bus is taxed and used, and "
            "hire work may not qualify. I'll keep it open until the council answers, and I'd put the charge in "
            "the quote as a maybe.",
        ),
    )
    later5 = (
        turn(
            "The insurer's been on. We've a new driver starting, Alun, and they want "
            + f("pending", "a copy of the new driver's licence check and CPC card by 15 April")
            + " or he's not covered.",
            "Okay. The licence check is done online with Alun's share code, and the CPC card he just needs to "
            "photograph. I'll draft the e-mail to the insurer so you only have to attach them.",
        ),
    )
    later10 = (
        turn(
            "Did that sheet for the wedding couples ever get done? The one saying what happens on the day. I've "
            "a couple coming to see Ruby on Sunday.",
            "No, sorry, the what-to-expect sheet for the couples is still to do. I'll write it now: arrival time, "
            "what Kev does, the platform rule and the photos.",
        ),
    )
    return Scripted(name="fresh42-vintagebus", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh42=True, later=((5, later5), (10, later10)), routine=routine_en)


SESSIONS = (_organ(), _shanty(), _hedgehog(), _vintagebus())
