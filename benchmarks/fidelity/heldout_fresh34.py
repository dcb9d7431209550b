"""Thirty-fourth fresh held-out set (English): written blind while the twenty-eighth round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond the first lines of one file for its format, or the benchmark's
report); first run against that round; committed before its first run and not to be edited after it. A
sibling file, written by another writer at the same time, holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in household trades used nowhere else in the corpus
(grepped with ``grep -il``: a pest controller, a gutter-cleaning round, a septic tank emptying firm, a
domestic oven cleaner; the brief's chimney sweep, window cleaner and carpet cleaner were all taken).
Proposals come from the assistant, an apprentice (decided by the insurers, relayed), a letting agent, a
business partner, a supplier's rep, the water company's trade team (relayed by a brother), a father, a
daughter, a franchise and a holiday-lets manager. Failures are multi-line blocks from rclone, a make run
of a Python/SQLite report script, ffmpeg, the Twilio Python client, wkhtmltopdf, The Things Stack's
ttn-lw-cli, hledger and Hugo; each is left unresolved for a reason given in the dialogue. Routine work
(``routine_raku``) is this file's own: a Raku web service on Cro for a community seed library, with turns
that look like facts (rules of thumb, accepted suggestions, numbers, paths) and are not planted.

Descriptions:
- pest: Ciaran Furlong runs Furlong Pest Solutions out of Coalville, one van: wasps, rats, mice, the odd
  bed bug job. Anita, his partner, takes the calls and does invoices; Reece is his apprentice. Job records
  live in SQLite on his laptop (/home/ciaran/furlong/jobs.sqlite); a make target prints monthly bait
  inspection reports for the commercial contracts (Wheatsheaf Bakery, a takeaway, a farm) into
  /home/ciaran/furlong/reports/2026-03, and rclone copies them to Google Drive. Rules: inside a long
  account of a bakery visit, never loose bait inside a food premises, lockable boxes only; after the bakery
  got the takeaway's report in a batch e-mail, one client per email, never a batch send. Proposals: the
  assistant's online booking calendar (turned down by a reason alone: wasp jobs are same-day and Anita
  triages them by phone); Reece's drone for the high wasp nests (the insurers said no, relayed); Beaumont
  Lettings, through Priti, want a flat £40 callout on all their properties, Ciaran counters with £65 and a
  free revisit within a fortnight and she takes it; the assistant's QR sticker on each bait box is
  accepted. Numbers: £85 for a wasp nest; boxes checked every 28 days. Identifiers: bait station
  BS-WHEAT-07, job J-26-0315. Commands: make reports MONTH=2026-03; an rclone copy of the month. Failures:
  rclone can't fetch a token (invalid_grant), left because the Google 2FA goes to Anita's phone and she is
  in Galway till Monday; the report script hits "database disk image is malformed" at the end of a long
  make run, left because Ciaran won't have anything run on the only copy until Reece brings the backup
  stick back on Thursday. Open: a COSHH sheet for the new wasp dust (asked again later); whether the
  bakery's head office wants reports monthly or after every visit (their facilities man hasn't replied);
  Priti's later ask for every Beaumont property treated since January, by 30 April.
- gutters: Dale Whitlock and Bartek run Priory Gutter Care in Worcester, a round of about nine hundred
  houses, with a vacuum system on carbon poles and a camera on the end; customers get before and after
  clips. Rules: inside a long account of a day on the round, nothing above two storeys goes on a ladder,
  it's poles from the ground; after a clip showed a neighbour in her garden, footage gets cropped to the
  roofline before it goes to anyone. Proposals: the assistant's customer portal with logins (polite no,
  smaller ask: a private link per job); Bartek's solar panel cleaning (put off, refused a round later); a
  supplier rep's leased truck-mounted vacuum (bluntly no); the assistant's idea of sending reminder texts
  by postcode sector the evening before is accepted. Numbers: £55 for a standard semi; the poles reach 9
  metres. Identifiers: customer PGC-2291, Twilio messaging service MG3b7e90c14d2a68f5e19c0b4a7d63e821.
  Paths: /home/dale/priory/footage/incoming, /home/dale/priory/round/worcester_round.csv. Commands: an
  ffmpeg shrink of GX010388.MP4; python3 reminders.py --sector WR5 --send. Failures: ffmpeg finds no moov
  atom (the card was pulled mid-recording), left because untrunc needs a clip from the same camera and the
  camera is away for warranty repair; Twilio refuses UK numbers (region permission), left because the
  account is Bartek's, its 2FA is on his phone, and he is on a job in Pembrokeshire with no signal. Open: a
  printable route sheet for the Malvern run (asked again later); whether St Peter's want their gutters done
  before or after the scaffolders (the vicar hasn't replied); a later ask from Severnside Homes for the
  RAMS document by 15 May.
- tanker: Becky Thurlow runs the office of Thurlow Tank Services near Dereham, Norfolk; her brother Shaun
  drives the tanker; their dad Roy still "helps". They empty septic tanks and cesspits; waste transfer
  notes are printed from an HTML template with wkhtmltopdf, and a few customers have Dragino level sensors
  on The Things Stack. Rules: inside a long account of a job, no load leaves a customer's without a signed
  waste transfer note; after a sensor text woke a customer at three in the morning, alerts only go to
  customers between 8am and 8pm. Proposals: the assistant's automatic booking when a sensor passes 80%
  (turned down by a reason alone); Shaun's Saturday-morning tipping at the works (the water company's
  trade team said no, relayed); Roy's free sensor for every customer for a year (put off, refused a round
  later); the assistant's access notes on the job ticket are accepted. Numbers: £240 for a standard empty;
  the tanker holds 3,500 gallons. Identifiers: waste carrier registration CBDU418207, device
  ldds75-ashwell-farm. Paths: /srv/thurlow/tickets/templates/wtn.html, /srv/thurlow/levels/readings.db.
  Commands: a wkhtmltopdf run for one note; ttn-lw-cli end-devices list thurlow-tanks. Failures:
  wkhtmltopdf can't open the footer partial (moved), left because cousin Tegan is rebuilding the templates,
  asked that nobody touch them, and is in Majorca; ttn-lw-cli has no rights for the application, left
  because the key belongs to Sam at Broadland IoT, who hasn't answered. Open: a map of the sensor sites for
  Shaun's cab (asked again later); how big the tank at Brecklands Holiday Park actually is (the owner can't
  find the paperwork); a later ask from Mr Patel the accountant for last year's loads-by-month figures by
  5 June.
- ovens: Morag Baird cleans ovens and range cookers around Fife from a van with a heated dip tank; her
  daughter Ailsa does Instagram and edited the Hugo website; her husband Euan keeps the books in hledger.
  Rules: inside a long account of a range cooker job, no caustic on Aga enamel, ever; after a customer
  forwarded an invoice with her keysafe code in it, keysafe codes are never written in an email or a
  text. Proposals: Ailsa's weekly TikTok (polite no, smaller ask: one Instagram reel a month); the
  OvenBright franchise's offer (bluntly no); Catriona of Kinghorn holiday lets wants the fourteen cottage
  ovens for £600 flat, Morag counters with £58 an oven done over two midweek days and Catriona takes it;
  the assistant's twelve-month rebooking reminder is accepted. Numbers: £65 for a single oven; the tank at
  about 85 degrees. Identifiers: hledger account income:ovens:holiday-lets, invoice SR-2026-0419. Paths:
  /home/morag/books/2026.journal, /home/morag/site/content/prices.md. Commands: hledger -f 2026.journal
  balance income --monthly; hugo --minify -s ~/site. Failures: hledger's balance assertion fails on the
  bank account, left because Euan has the paper receipts and is on a golf trip; Hugo can't parse the
  front matter of prices.md at the end of a long build, left until Ailsa, in exams, says which prices are
  the new ones. Open: a Christmas gift voucher design (asked again later); whether the Kinghorn cottages'
  ovens are gas or electric (Catriona doesn't know yet); Euan's later ask for a mileage summary for the van
  by 31 January.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Raku/Cro seed-library service
def routine_raku(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The loans test has gone red, can you have a look?",
                ("Running the route tests.", [
                    call("bash",
                         "t/02-routes.rakutest ..\n"
                         "    not ok 4 - GET /packets/ returns 200\n"
                         "    # Failed test 'GET /packets/ returns 200'\n"
                         "    # at t/02-routes.rakutest line 37\n"
                         "    # expected: '200'\n"
                         "    #      got: '404'\n"
                         "# You failed 1 test of 9\n"
                         "Result: FAIL",
                         error=True, command="prove6 -l t/02-routes.rakutest"),
                ]),
                ("The front end now calls /packets/ with a trailing slash and the router only matches 'packets'. "
                 "Adding an explicit route for the empty segment.", [
                    call("edit", "ok", path="lib/SeedLibrary/Routes.rakumod",
                         old="get -> 'packets' {", new="get -> 'packets', $? {"),
                    call("bash", "All tests successful.\nFiles=3, Tests=27\nResult: PASS",
                         command="prove6 -l t/"),
                ]),
                "Passing again. A habit worth having: every path the front end calls gets its own route test.",
            ),
        )
    if k == 1:
        return (
            turn(
                "We need to record which month a packet should be sown. Can you add a column?",
                ("Adding a migration for sow_month.", [
                    call("write", "ok", path="migrations/0007-sow-month.sql",
                         content="ALTER TABLE packets ADD COLUMN sow_month INTEGER CHECK (sow_month BETWEEN 1 AND 12);"),
                    call("bash", "applied 0007-sow-month.sql (3 ms)", command="raku -Ilib bin/migrate"),
                ]),
                "Migrated. The packet form validates 1 to 12. I'd also put an index on sow_month, since the "
                "'what to sow this month' page filters by it on every load.",
            ),
            turn("Yes, add the index.",
                 ("Done.", [call("bash", "applied 0008-sow-month-index.sql (2 ms)", command="raku -Ilib bin/migrate")]),
                 "Index is in; the page query uses it now."),
        )
    if k == 2:
        return (
            turn(
                "It won't even start after my change this morning.",
                ("Compiling the module on its own.", [
                    call("bash",
                         "===SORRY!=== Error while compiling /app/lib/SeedLibrary/Api.rakumod\n"
                         "Undeclared routine:\n"
                         "    content used at line 42. Did you mean 'contents'?\n",
                         error=True, command="raku -Ilib -c lib/SeedLibrary/Api.rakumod"),
                ]),
                ("The new handler file calls content but never pulls in the router. Adding the use line.", [
                    call("edit", "ok", path="lib/SeedLibrary/Api.rakumod",
                         old="unit module SeedLibrary::Api;",
                         new="unit module SeedLibrary::Api;\nuse Cro::HTTP::Router;"),
                    call("bash", "Syntax OK", command="raku -Ilib -c lib/SeedLibrary/Api.rakumod"),
                ]),
                "Syntax OK and the service starts. Each module that defines routes needs its own use line.",
            ),
        )
    if k == 3:
        return (
            turn(
                "Can you bring the dependencies up to date? Nothing dramatic.",
                ("Checking what's outdated.", [
                    call("bash",
                         "===> Updating: Cro::HTTP:ver<0.8.9> -> Cro::HTTP:ver<0.8.10>\n"
                         "===> Testing: Cro::HTTP:ver<0.8.10>\n===> Testing [OK] for Cro::HTTP:ver<0.8.10>\n"
                         "===> Installing: Cro::HTTP:ver<0.8.10>",
                         command="zef upgrade Cro::HTTP"),
                    call("bash", "All tests successful.\nResult: PASS", command="prove6 -l t/"),
                ]),
                "One patch release, tests pass. I'd pin it in META6.json as Cro::HTTP:ver<0.8.10+> so a fresh "
                "install doesn't pick up the older one.",
            ),
            turn("Go on, pin it.", ("Pinned.", [
                call("edit", "ok", path="META6.json", old='"Cro::HTTP"', new='"Cro::HTTP:ver<0.8.10+>"'),
            ]), "META6.json updated."),
        )
    if k == 4:
        return (
            turn(
                "The borrowers page is really slow when the volunteers open it on a Saturday.",
                ("Timing it.", [
                    call("bash",
                         "GET /borrowers  p50 612 ms  p95 1480 ms  (n=200)",
                         command="raku -Ilib bin/bench --path /borrowers --n 200"),
                ]),
                "It loads every borrower with every loan, one query per borrower. I can join the loans in one "
                "query and page the list at 50 a page.",
            ),
            turn("Do that, 50 is plenty.", ("Changed.", [
                call("edit", "ok", path="lib/SeedLibrary/Borrowers.rakumod",
                     old="for @borrowers -> $b { $b.loans = loans-for($b.id) }",
                     new="my @rows = borrowers-with-loans(:limit(50), :$offset);"),
                call("bash", "GET /borrowers  p50 48 ms  p95 91 ms  (n=200)",
                     command="raku -Ilib bin/bench --path /borrowers --n 200"),
            ]), "p95 is down to about 91 ms."),
        )
    return (
        turn(
            "I changed the SMTP settings in the env file but it's still sending from the old address.",
            ("Looking at the service.", [
                call("bash",
                     "● seed-library.service - Seed library (Cro)\n"
                     "     Loaded: loaded (/etc/systemd/system/seed-library.service; enabled)\n"
                     "     Active: active (running) since Tue 09:14:02 UTC; 3 days ago\n"
                     "   Main PID: 811 (raku)",
                     command="systemctl status seed-library"),
            ]),
            ("It has been running for three days, so it never read the new EnvironmentFile. Restarting it.", [
                call("bash", "", command="sudo systemctl restart seed-library"),
                call("bash", "Cro::HTTP::Server listening on 0.0.0.0:20000",
                     command="journalctl -u seed-library -n 1 --no-pager"),
            ]),
            "Restarted; it picked up the new sender. Env changes need a restart, a reload isn't enough.",
        ),
    )


# ---------------------------------------------------------------- pest
def _pest() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Right, hello. Ciaran, Furlong Pest Solutions, Coalville. I do wasps, rats, mice, bit of bed bug "
            "work when I can't get out of it. My laptop's got all the jobs in a database, "
            + f("path", "/home/ciaran/furlong/jobs.sqlite") + ", and the commercial contracts get a monthly "
            "report, bait boxes, what's been eaten, droppings, that kind of thing. Yesterday I was at the "
            "Wheatsheaf Bakery, that's my biggest contract, and the manager's on at me because there's mouse "
            "activity by the flour store again, so I put two more boxes in. And before you ask, because the "
            "new lad asked, it's " + f("constraint", "never loose bait inside a food premises, lockable boxes only")
            + ", I don't care how bad it is, the EHO would have my head and so would the bakery. Anyway the "
            "station by the flour store, " + f("identifier", "BS-WHEAT-07") + ", had the block half gone. I "
            "want that to show up properly on the report, it just says 'activity: yes' right now.",
            ("Let me look at how the inspections are stored.", [
                call("bash",
                     "station_id|visit_date|bait_taken_pct|droppings|notes\n"
                     "BS-WHEAT-06|2026-03-17|0|0|\n"
                     "BS-WHEAT-07|2026-03-17|50|1|flour store, gnawed lid",
                     command="sqlite3 -header /home/ciaran/furlong/jobs.sqlite "
                             "\"select * from inspections where station_id like 'BS-WHEAT-%' order by visit_date desc limit 2\""),
            ]),
            "The percentage is there, the report just collapses it to yes/no. I'll print the percentage and "
            "flag anything over a quarter taken in bold, with the notes underneath.",
        ),
        turn(
            "Yeah that's what I want. How often they're checked should be on there too, the contract says "
            + f("number", "checked every 28 days") + " and the bakery's auditor wants to see it written down.",
            ("Adding it to the report header.", [
                call("edit", "ok", path="/home/ciaran/furlong/tools/bait_sheet.py",
                     old="HEADER = '{site} - monthly inspection'",
                     new="HEADER = '{site} - monthly inspection (stations checked every {interval} days)'"),
            ]),
            "Done. While we're on the customer side: you could put " + f("rejected", "an online booking calendar")
            + " on the website so domestic customers pick their own slot, then Anita isn't on the phone all day.",
        ),
        turn(
            "Ha. Half my domestic stuff is wasps in July and they want me there that afternoon, not next "
            "Thursday at ten. And Anita asks them where the nest is, how high, have they got kids, have they "
            "sprayed it already, and she moves the day around from that. A calendar doesn't know any of that.",
            "Fair enough. The phone stays the front door. Anything you'd want on the site instead, like prices?",
        ),
        turn(
            "Prices are fine on there, it's " + f("number", "£85 for a wasp nest") + ", mice and rats depend. "
            "Here's something though, for the contracts, could we make it so when I scan something at the box "
            "it brings up that box's history? I'm stood there with a torch in my mouth flicking through pages.",
            "I can print a small QR sticker for each bait box that opens a page with that station's last twelve "
            "inspections. You'd stick them inside the lid so the customer's staff aren't scanning them.",
        ),
        turn(
            "Inside the lid, yes, perfect. Do that.",
            ("Generating the stickers from the stations table.", [
                call("bash", "wrote 46 labels to out/qr_labels.pdf",
                     command="python3 tools/qr_labels.py --all-stations"),
            ]),
            "46 labels, one per station, in out/qr_labels.pdf. They print on the Avery sheets you have.",
        ),
    )
    r2 = (
        turn(
            "OK. So last week Anita sent the monthly reports out, all in one go, one e-mail, everybody BCC'd. "
            "Except it wasn't BCC, and the PDFs were all attached, so the Wheatsheaf got the takeaway's report "
            "with the rats in the bin store. The takeaway fella was not happy. So from now on, "
            + f("constraint", "one client per email, never a batch send") + ". Can the script do that?",
            ("Yes. Changing the mailer so it loops per client and only attaches that client's PDFs.", [
                call("edit", "ok", path="/home/ciaran/furlong/tools/send_reports.py",
                     old="send(to=all_clients, attachments=all_pdfs)",
                     new="for client in clients:\n    send(to=[client.email], attachments=pdfs_for(client))"),
            ]),
            "Done, and it refuses to attach a PDF whose site code doesn't match the recipient.",
        ),
        turn(
            "Good. Now run the March ones so I can check them before they go anywhere.",
            ("Building March.", [
                call("bash",
                     long_log(52, "furlong-make-march",
                              "Traceback (most recent call last):\n"
                              "  File \"/home/ciaran/furlong/tools/bait_sheet.py\", line 57, in <module>\n"
                              "    rows = db.execute(SQL_VISITS, (site, month)).fetchall()\n"
                              + f("failure", "sqlite3.DatabaseError: database disk image is malformed")
                              + "\nmake: *** [Makefile:12: reports] Error 1"),
                     error=True, command=f("command", "make reports MONTH=2026-03")),
            ]),
            "The build got most of the way and then SQLite says the database file itself is damaged. I'd take "
            "a copy of jobs.sqlite and try .recover on the copy, the original stays untouched.",
        ),
        turn(
            "No, leave it alone, I mean it. That's the only copy on here and I'm not having anything poke at "
            "it. Reece took the backup stick home to copy his photos off, he's back Thursday. We'll do it "
            "when I've got a proper backup in my hand.",
            "Understood, I won't touch jobs.sqlite. The March reports wait until the stick's back on Thursday.",
        ),
        turn(
            "Reece had another idea, bless him. He wants " + f("rejected", "a drone for the high wasp nests")
            + ", the ones up in the gable ends, puff the powder on from the ground. I said I'd ask the "
            "insurance people.",
            "It'd save a lot of ladder work. Let me know what they say and I can add a 'drone' method to the "
            "job types if it goes ahead.",
        ),
        turn(
            "And can you do me " + f("pending", "a COSHH sheet for the new wasp dust") + "? The supplier sent "
            "the safety data sheet, I need the one-page version for the van folder.",
            "Yes, I'll draft it from the data sheet. I'll get to it after the reports are sorted.",
        ),
    )
    r3 = (
        turn(
            "Heard from the insurers. They talked it over with their underwriters and it's a no, drones aren't "
            "covered on my policy, and they said if I want it it's a whole separate aviation policy and a CAA "
            "thing. So that's dead. Tell Reece gently, he's already watching videos.",
            "Noted, no drone. I'll leave the job types as they are.",
        ),
        turn(
            "Can you at least get what's already in " + f("path", "/home/ciaran/furlong/reports/2026-03")
            + " up to the Drive so Anita can see them? Some of March got built before it fell over, and "
            "there's a couple of February ones I put in the wrong folder, don't ask.",
            ("Copying that folder to the Drive remote.", [
                call("bash",
                     "2026/03/31 18:02:11 INFO  : Starting copy\n"
                     "2026/03/31 18:02:12 ERROR : Failed to create file system for \"furlong-drive:Reports/2026-03\": "
                     + f("failure", "couldn't fetch token: invalid_grant: maybe token expired?")
                     + " - try refreshing with \"rclone config reconnect furlong-drive:\"\n"
                     "2026/03/31 18:02:12 NOTICE: Transferred: 0 B / 0 B, -, 0 B/s, ETA -\n"
                     "Errors: 1 (retrying may help)\nElapsed time: 1.2s",
                     error=True,
                     command=f("command", "rclone copy reports/2026-03 furlong-drive:Reports/2026-03 -v")),
            ]),
            "Google has revoked rclone's token. Reconnecting means signing in to the Google account in a "
            "browser on this laptop. Is that your account?",
        ),
        turn(
            "It's Anita's, and it sends the code to her phone, and she's at her sister's in Galway till Monday. "
            "I'm not ringing her over that. Leave it.",
            "Leaving the Drive copy until Anita's back on Monday and can do the sign-in.",
        ),
        turn(
            "Oh and Priti from Beaumont Lettings rang. They've got about sixty houses and flats and she wants "
            + f("rejected", "a flat £40 callout on all their properties") + ". Forty quid. I'd be losing money "
            "on the diesel. I said I'd think.",
            "What would you actually take? If they send volume you could trade on the follow-up rather than the "
            "callout.",
        ),
        turn(
            "That's what I was thinking. I'll say £65 callout but the follow-up visit's free if it's within a "
            "fortnight. Most rats need two visits anyway. Also, something I can't answer and neither can the "
            "bakery manager: " + f("pending", "whether the Wheatsheaf's head office wants reports monthly or after every visit")
            + ". Their facilities man, Gordon, was meant to get back to me a week ago.",
            "I'll keep the report monthly until Gordon answers; switching to per-visit is only a flag in the "
            "Makefile when we know. And I'll add Beaumont as a client once Priti confirms.",
        ),
    )
    later = (
        (5, (
            turn(
                "Priti said yes to the £65 with the free follow-up, she's happy. Set them up. First one's "
                + f("identifier", "J-26-0315") + ", a flat on Ashby Road, mice in the kitchen.",
                ("Adding Beaumont Lettings as a client and the job under it.", [
                    call("bash", "client 31 Beaumont Lettings created\njob J-26-0315 created (client 31)",
                         command="python3 tools/jobs.py add-client 'Beaumont Lettings' && "
                                 "python3 tools/jobs.py add-job J-26-0315 --client 31 --pest mice"),
                ]),
                "Beaumont's in, with the £65 callout and a free revisit within 14 days on their rate card.",
            ),
            turn(
                "And where's my COSHH sheet? The wasp season's starting and it's still not in the van.",
                "Not done yet, sorry; I've still got it to do from the supplier's data sheet. It's next.",
            ),
        )),
        (10, (
            turn(
                "Text from Priti: she needs " + f("pending", "a list of every Beaumont property we've treated since January")
                + ", addresses, dates and what it was, for their landlords' meeting. By 30 April. Can you pull "
                "that when the database is sorted?",
                "Yes. Once jobs.sqlite is sorted I'll export every Beaumont job since 1 January to a spreadsheet "
                "for Priti, before 30 April.",
            ),
        )),
    )
    return Scripted(name="fresh34-pest", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh34=True, later=later, routine=routine_raku)


# ---------------------------------------------------------------- gutters
def _gutters() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi, Dale from Priory Gutter Care, Worcester. Me and Bartek, we do gutters, about nine hundred houses "
            "on the round, most of them once a year, a few every six months because of trees. It's a vacuum on "
            "carbon poles with a camera on top, so we can show people before and after. Typical day, we start in "
            "one area, I run the vac, Bartek does the downpipes and the talking, because he's nicer than me. "
            "People always ask if we'll just pop up the ladder, and the answer's " + f("constraint", "nothing above two storeys goes on a ladder, it's poles from the ground")
            + ", full stop, my dad came off one. Anyway. The round's in a spreadsheet, "
            + f("path", "/home/dale/priory/round/worcester_round.csv") + ", and I want the reminder texts to stop "
            "being a Sunday night job for me.",
            ("Let me see the columns.", [
                call("bash",
                     "account,name,postcode,mobile,last_clean,interval_months,price,notes\n"
                     "PGC-0007,Hughes,WR5 2JB,07700 900101,2025-05-12,12,55,\n"
                     "PGC-0012,Okafor,WR5 3AL,07700 900145,2025-11-03,6,70,big oak",
                     command="head -3 /home/dale/priory/round/worcester_round.csv"),
            ]),
            "There's enough there to work out who's due. One idea: group them by postcode sector and text each "
            "sector the evening before you're in it, so the texts line up with where the van actually goes.",
        ),
        turn(
            "Yes, that's exactly how we work anyway, a sector a day. Do that.",
            ("Writing the reminder script around sectors.", [
                call("write", "ok", path="/home/dale/priory/reminders.py",
                     content="# text everyone due in one postcode sector, the evening before\n..."),
            ]),
            "reminders.py takes a sector and a send flag, and prints who it would text without the flag. The "
            "price goes in the text too, taken from the price column.",
        ),
        turn(
            "Good, most people are " + f("number", "£55 for a standard semi") + ", the price column's right. "
            "Bartek wants to know if we should add solar panels, he reckons there's money in it.",
            "Possibly, there's a lot of panels on the newer estates. It's a different kit though, water-fed "
            "poles and pure water. Want me to rough out what it would mean for the round?",
        ),
        turn(
            "Let's park " + f("rejected", "adding solar panel cleaning") + " for now, I'll talk to him properly "
            "on the weekend. Another thing, customers keep asking for their videos again months later. Could "
            "they log in somewhere?",
            "You could have " + f("rejected", "a customer portal with logins") + ": each customer signs in and "
            "sees all their clips and invoices.",
        ),
        turn(
            "Nah, that's not for us, half of them can't remember their email password, we'd be doing password "
            "resets all day. What I would have is a link per job, just the clips, that we can text them.",
            "That's simpler: an unguessable link per job, no accounts. I'll do the link per job instead.",
        ),
    )
    r2 = (
        turn(
            "Bad week. We did a house in St John's, and the after clip showed next door's garden, and the "
            "neighbour was sunbathing in it. The customer showed her. She rang me. I nearly died. So, rule: "
            + f("constraint", "footage gets cropped to the roofline before it goes to anyone") + ". Can you "
            "do the cropping when we shrink the clips? They're in " + f("path", "/home/dale/priory/footage/incoming")
            + ".",
            ("I'll crop to the top of the frame as part of the shrink. Trying it on the latest clip.", [
                call("bash",
                     "ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers\n"
                     "  built with gcc 13 (Ubuntu 13.2.0-23ubuntu3)\n"
                     "  libavutil      58. 29.100 / 58. 29.100\n"
                     "  libavcodec     60. 31.102 / 60. 31.102\n"
                     "  libavformat    60. 16.100 / 60. 16.100\n"
                     "[mov,mp4,m4a,3gp,3g2,mj2 @ 0x5603f1c4e6c0] " + f("failure", "moov atom not found") + "\n"
                     "GX010388.MP4: Invalid data found when processing input",
                     error=True,
                     command=f("command", "ffmpeg -i GX010388.MP4 -vf scale=1280:-2 -crf 28 -an GX010388_small.mp4")),
            ]),
            "That file is broken: the index at the end of the MP4 was never written, usually because the card "
            "came out while it was still recording. untrunc can often rebuild it, but it needs a good clip from "
            "the same camera as a reference.",
        ),
        turn(
            "Bartek yanked the card, yes. And the camera's gone back to the shop under warranty, the screen "
            "died, so there's nothing to take a reference clip with. Leave that one, it's "
            + f("identifier", "PGC-2291") + ", Mrs Hadley with the conservatory, she's not in a rush.",
            "OK, GX010388 stays as it is until the camera's back from repair. The crop is in the shrink step "
            "for every other clip.",
        ),
        turn(
            "Talked to Bartek about the solar stuff. The kit's two grand, the insurance goes up because it's "
            "roofs, and we'd be doing it in the same weeks as gutters. We're not doing it. Told him.",
            "Understood, solar panels are off the list.",
        ),
        turn(
            "Can you do me " + f("pending", "a printable route sheet for the Malvern run") + "? Addresses in "
            "order, notes, any gates or dogs. We do Malvern next month and the satnav takes us round the houses.",
            "Yes, I'll make it from the round file, ordered by street. I'll do it once the reminders are "
            "working.",
        ),
    )
    r3 = (
        turn(
            "Right, let's send tomorrow's lot for WR5. Go on.",
            ("Sending for WR5.", [
                call("bash",
                     "Loaded 41 customers due in WR5 (Thursday)\n"
                     "Sending via messaging service MG3b7e90c14d2a68f5e19c0b4a7d63e821\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/home/dale/priory/reminders.py\", line 88, in <module>\n"
                     "    send(c)\n"
                     "  File \"/home/dale/priory/reminders.py\", line 61, in send\n"
                     "    client.messages.create(messaging_service_sid=MSID, to=c.mobile, body=text)\n"
                     "  File \"/usr/lib/python3/dist-packages/twilio/rest/api/v2010/account/message/__init__.py\", line 972, in create\n"
                     "    payload = self._version.create(method=\"POST\", uri=self._uri, data=data, headers=headers)\n"
                     "twilio.base.exceptions.TwilioRestException: HTTP 400 error: Unable to create record: "
                     + f("failure", "Permission to send an SMS has not been enabled for the region indicated by the 'To' number")
                     + ": +447700900101.",
                     error=True, command=f("command", "python3 reminders.py --sector WR5 --send")),
            ]),
            "Twilio refused the very first UK number, so nothing went out. The account's geographic permissions "
            "don't include the United Kingdom. It's a tick box in the Twilio console, under messaging, for "
            "service " + f("identifier", "MG3b7e90c14d2a68f5e19c0b4a7d63e821") + ". Who can log in?",
        ),
        turn(
            "Bartek set it up, it's his login and the code goes to his phone, and he's on a job in Pembrokeshire "
            "till Friday with no signal at all. I'll ring WR5 myself tonight. Leave the Twilio thing for him.",
            "Leaving it for Bartek. Nothing was sent, so nobody gets a double text when it's fixed.",
        ),
        turn(
            "The bloke from the vac suppliers was round as well, pushing " + f("rejected", "the leased truck-mounted vacuum")
            + ", like the big outfits have.",
            "Was he serious about the numbers? It does run off the van's engine rather than a generator.",
        ),
        turn(
            "No. Not a chance. Told him that too. Our " + f("number", "poles reach 9 metres")
            + " as it is, I don't need a lorry. Next. The vicar at St Peter's asked us for a price months ago, "
            "and now they've got scaffolders coming for the tower, and I've no idea "
            + f("pending", "whether St Peter's want their gutters done before or after the scaffolders")
            + ". I emailed him Monday, nothing.",
            "I'll hold St Peter's out of the round and put it in either slot when he replies.",
        ),
    )
    later = (
        (4, (
            turn(
                "Malvern's in three weeks. Is that route sheet done?",
                "Not yet, sorry, it's still on my list. I'll do the Malvern route sheet before the next round of "
                "texts.",
            ),
        )),
        (9, (
            turn(
                "Email from Severnside Homes, the housing association. They want us on their list for the flats, "
                "but their contracts officer needs " + f("pending", "the RAMS document for Severnside Homes")
                + ", risk assessment and method statement, by 15 May or we miss this year.",
                "Got it: a RAMS document for Severnside Homes by 15 May. I'll base the method statement on the "
                "pole work and the two-storey ladder rule.",
            ),
        )),
    )
    return Scripted(name="fresh34-gutters", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh34=True, later=later, routine=routine_raku)


# ---------------------------------------------------------------- tanker
def _tanker() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. Becky, Thurlow Tank Services, we're outside Dereham. Septic tanks and cesspits, mostly "
            "farms and villages with no mains. My brother Shaun drives the tanker, Dad thinks he still runs "
            "the place. A job goes like this: customer rings, I book them in, Shaun goes out, finds the lid "
            "(which is half the job, people plant roses on them), empties it, checks the baffles, and then "
            "the customer signs the waste transfer note. And " + f("constraint", "no load leaves a customer's without a signed waste transfer note")
            + ", because if the Environment Agency stop him on the A47 with an unsigned note we're done. Then "
            "it goes to the treatment works. The notes print from a template, "
            + f("path", "/srv/thurlow/tickets/templates/wtn.html") + ", and I want the access notes on the "
            "ticket, gate codes and dogs and where the lid is. Shaun keeps ringing me from farmyards.",
            ("Let me look at the template.", [
                call("read", path="/srv/thurlow/tickets/templates/wtn.html",
                     result="<h1>Waste Transfer Note</h1>\n<p>Carrier: {{ carrier.name }} ({{ carrier.reg }})</p>\n"
                            "<p>Producer: {{ customer.name }}, {{ customer.address }}</p>\n{% include 'partials/footer.html' %}"),
            ]),
            "The access notes can go on the job ticket itself, a box at the top: gate code, dogs, where the "
            "lid is. The transfer note stays as the legal document. Shall I add it?",
        ),
        turn(
            "Yes, on the ticket, not the note, you're right. Our carrier number's on there already, it's "
            + f("identifier", "CBDU418207") + ", check it's printing.",
            ("Adding the access box to the job ticket.", [
                call("edit", "ok", path="/srv/thurlow/tickets/templates/ticket.html",
                     old="<h1>Job {{ job.ref }}</h1>",
                     new="<h1>Job {{ job.ref }}</h1>\n<div class=\"access\">{{ job.access_notes }}</div>"),
            ]),
            "The access box is on the ticket, and the carrier number comes from the footer on the transfer note.",
        ),
        turn(
            "Lovely. Prices, so you know: it's " + f("number", "£240 for a standard empty") + ", more if it's "
            "a long hose run or a cesspit that's full to the lid. And " + f("number", "the tanker holds 3,500 gallons")
            + ", so some of the farm ones are two trips.",
            "Good to know; I'll let the ticket show 'two loads' when the tank size is over the tanker's.",
        ),
        turn(
            "We've got level sensors on a few tanks now, a chap from Broadland IoT fitted them, they go through "
            "The Things Network. The readings end up in " + f("path", "/srv/thurlow/levels/readings.db") + ".",
            "Then I could set up " + f("rejected", "booking a visit automatically when a sensor passes 80%")
            + ", so nobody has to watch the numbers.",
        ),
        turn(
            "In October Shaun's booked three weeks out. And he plans the day around the works, they shut the "
            "gate at half three. If the computer shoves a job in, he's got a full tanker at four o'clock and "
            "nowhere to tip.",
            "Right, so the sensor should just tell you, and you book it. I'll make it a list of tanks over 80% "
            "on your screen each morning instead.",
        ),
    )
    r2 = (
        turn(
            "Something happened. Mrs Gedge at Ashwell Farm got a text from the sensor system at ten past three "
            "in the morning, 'tank at 85%'. She thought someone had died. Her son rang me, not nicely. So: "
            + f("constraint", "alerts only go to customers between 8am and 8pm") + ". Anything at night waits "
            "till the morning. Her sensor's " + f("identifier", "ldds75-ashwell-farm") + ".",
            ("Adding a quiet-hours hold to the alert sender.", [
                call("edit", "ok", path="/srv/thurlow/levels/alerts.py",
                     old="if level >= threshold:\n    send_text(customer, level)",
                     new="if level >= threshold:\n    queue_text(customer, level, not_before=next_allowed(now, '08:00', '20:00'))"),
            ]),
            "Texts outside 8 till 8 are queued for 8am now. Mrs Gedge's sensor is in the test case.",
        ),
        turn(
            "Thank you. Now, Dad. Dad wants to give " + f("rejected", "a free sensor for every customer for a year")
            + ", says it'll lock them in. Let me get the sums first before I say anything to him.",
            "Sure. I can pull how many customers you have and what the sensors and the airtime cost, whenever "
            "you want it.",
        ),
        turn(
            "Go on then, print me a transfer note for this morning's job so I can see the new ticket next to it.",
            ("Printing note 0612.", [
                call("bash",
                     "Loading pages (1/6)\n"
                     "Warning: Failed to load file:///srv/thurlow/tickets/templates/img/thurlow-logo.png (ignore)\n"
                     "Error: Failed to load file:///srv/thurlow/tickets/templates/partials/footer.html, with network "
                     "status code 203 and http status code 0 - "
                     + f("failure", "Error opening /srv/thurlow/tickets/templates/partials/footer.html: No such file or directory")
                     + "\nCounting pages (2/6)\nResolving links (4/6)\nLoading headers and footers (5/6)\n"
                     "Printing pages (6/6)\nDone\nExit with code 1 due to network error: ContentNotFoundError",
                     error=True,
                     command=f("command", "wkhtmltopdf --enable-local-file-access wtn_0612.html wtn_0612.pdf")),
            ]),
            "The footer partial, the one with the carrier number, has gone from templates/partials, and the "
            "logo folder too. Has someone moved things?",
        ),
        turn(
            "That'll be Tegan, my cousin, she's redoing all the templates so they look less 1998. She said "
            "don't touch anything till she's finished, and she's in Majorca till the 20th. Shaun can write "
            "the notes by hand on the carbon pads till then. Leave it.",
            "Leaving the templates alone until Tegan's back. The ticket change is in a separate file, so it's "
            "not affected.",
        ),
    )
    r3 = (
        turn(
            "I've done Dad's sums. Sensors are ninety quid each plus the airtime, times four hundred customers, "
            "and most of them only need emptying once a year anyway. It's not happening, I've told him, he's "
            "sulking in the yard.",
            "Understood, no free sensors. The sensors stay for the customers who asked for them.",
        ),
        turn(
            "Shaun's got news as well. He asked the water company if we could tip on Saturdays so he can do "
            "weekend callouts. " + f("rejected", "tipping at the works on Saturday mornings") + ". Their trade "
            "waste lot had a meeting about it and said no, not enough staff on a Saturday. So that's that.",
            "OK, weekend jobs still have to be tipped on Monday then. I'll keep the booking screen warning on "
            "Saturday jobs.",
        ),
        turn(
            "Can you check the sensors are all still talking? I've got a feeling one's gone quiet.",
            ("Listing the devices on The Things Stack.", [
                call("bash",
                     "  INFO    Using configuration file        {\"path\": \"/home/becky/.ttn-lw-cli.yml\"}\n"
                     "  INFO    Using API key                   {\"cluster\": \"eu1.cloud.thethings.network\"}\n"
                     "  WARN    Request failed                  {\"method\": \"List\", \"service\": \"ttn.lorawan.v3.EndDeviceRegistry\"}\n"
                     + f("failure", "error:pkg/auth/rights:no_application_rights (no rights for application `thurlow-tanks`)")
                     + "\n    correlation_id=2f8c1a0e6b7d4e9a9c3f15e2b0d7a644",
                     error=True, command=f("command", "ttn-lw-cli end-devices list thurlow-tanks")),
            ]),
            "The API key on this machine can't see the application's devices at all. The readings still arrive "
            "through the webhook, but to list or check devices we need a key with device rights, from whoever "
            "owns the application.",
        ),
        turn(
            "That's Sam at Broadland IoT, he made everything. I emailed him last week about something else and "
            "he hasn't answered that either. Leave it till he does. Can you do me "
            + f("pending", "a map of the sensor sites for Shaun's cab") + " in the meantime? Just a printout "
            "with pins.",
            "Yes, I'll do a printed map with the sensor sites pinned and the lid notes next to each.",
        ),
        turn(
            "And the holiday park, Brecklands, wants a price, but nobody knows "
            + f("pending", "how big the tank at Brecklands Holiday Park actually is") + ". The owner's looking "
            "for the paperwork, the old owner's long gone.",
            "I'll leave their quote open until the owner finds it; one load or two depends on it.",
        ),
    )
    later = (
        (5, (
            turn(
                "Shaun asked about his map again. Has that been done?",
                "Not yet, it's still open; I'll make the sensor map for Shaun's cab next.",
            ),
        )),
        (10, (
            turn(
                "Mr Patel, the accountant, rang. He wants " + f("pending", "the loads-by-month figures for last year")
                + ", for the carrier renewal and the books, and he needs them by 5 June, he was very firm.",
                "Understood: loads by month for last year for Mr Patel, by 5 June. I'll count them from the "
                "transfer notes.",
            ),
        )),
    )
    return Scripted(name="fresh34-tanker", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh34=True, later=later, routine=routine_raku)


# ---------------------------------------------------------------- ovens
def _ovens() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello! Morag here, I clean ovens, Fife mostly, Dunfermline to Kirkcaldy. I've a van with a heated "
            "dip tank in the back, racks and doors go in the tank and I do the inside by hand. Today was a big "
            "range cooker in Aberdour, two ovens, a grill and a warming drawer, took me four hours, and the "
            "lady asked me what I use, because her last cleaner 'ruined' her Aga, and I told her what I tell "
            "everybody: " + f("constraint", "no caustic on Aga enamel, ever") + ", it dulls it, and you can't "
            "get the shine back. Anyway, the tank is run at " + f("number", "about 85 degrees") + " which is why "
            "my arms look like this. My husband Euan does the books in a thing called hledger, "
            + f("path", "/home/morag/books/2026.journal") + ", and I want to know how the holiday lets work is "
            "doing compared with homes.",
            ("Let me look at how the income is split.", [
                call("bash",
                     "income:ovens:domestic\nincome:ovens:holiday-lets\nincome:ovens:range-cookers",
                     command="hledger -f /home/morag/books/2026.journal accounts income"),
            ]),
            "There's already " + f("identifier", "income:ovens:holiday-lets") + ", so a monthly report by "
            "account would show it. Running it.",
            ("", [
                call("bash",
                     "hledger: Error: /home/morag/books/2026.journal:412:41:\n"
                     "    | 2026-09-30 * Bank reconciliation\n"
                     "412 |     assets:bank:current      £0 = £2,184.50\n"
                     "    |                                  ^^^^^^^^^^\n\n"
                     + f("failure", "Balance assertion failed in assets:bank:current") + "\n"
                     "In commodity \"£\" at this point, excluding subaccounts, ignoring costs,\n"
                     "the asserted balance is:        £2,184.50\n"
                     "but the calculated balance is:  £2,119.50\n"
                     "(difference: £65.00)\n\n"
                     "To troubleshoot, check this account's running balance with assertions disabled, eg:\n"
                     "hledger reg -I 'assets:bank:current$' cur:'£'",
                     error=True, command=f("command", "hledger -f 2026.journal balance income --monthly")),
            ]),
            "hledger won't report at all: Euan's bank reconciliation at the end of September says the account "
            "should hold £2,184.50 but the entries add up to £65 less. One payment into the bank hasn't been "
            "entered. I can run the report with assertions switched off, but the September figure would be off.",
        ),
        turn(
            "£65 is one oven, that's " + f("number", "£65 for a single oven") + ", so somebody paid me and Euan "
            "hasn't put it in. He's got the receipts in a shoebox and he's on a golf trip in the Algarve till "
            "Sunday. Don't guess, leave his books alone till he's back.",
            "I'll leave the journal untouched until Euan's back with the receipts.",
        ),
        turn(
            "My daughter Ailsa's been on at me. She wants " + f("rejected", "a weekly TikTok of before-and-after videos")
            + ". Weekly! I'm on my knees in people's kitchens all day.",
            "It does work for oven cleaners, the before-and-after is very satisfying to watch. But it's a lot "
            "of filming.",
        ),
        turn(
            "I've told her no, I haven't the time, but she can have one reel a month on Instagram from my "
            "photos, and she's fine with that. Oh, and something I'd love: remind people a year after I've "
            "done them? That's when they ring anyway.",
            "I can send a reminder text twelve months after each clean, with the price of the last job, and it "
            "skips anyone who's already rebooked.",
        ),
        turn(
            "Yes, do that one.",
            ("Adding a monthly job that finds cleans from a year ago.", [
                call("write", "ok", path="/home/morag/tools/rebook.py",
                     content="# cleans done 12 months ago this week, not rebooked -> one reminder text\n..."),
            ]),
            "Done; it runs every Monday morning and logs who it texted.",
        ),
    )
    r2 = (
        turn(
            "Right, this is awful. A customer in Burntisland forwarded my invoice to her landlord, and the "
            "invoice had her keysafe code in the notes, because I'd copied the booking note in. The landlord "
            "then went in without telling her. She's raging, rightly. So, from now on, "
            + f("constraint", "keysafe codes are never written in an email or a text") + ", they get phoned "
            "through and I keep them in my head or on paper in the van.",
            ("I'll strip the notes field out of invoices and block anything that looks like a keysafe code in "
             "texts.", [
                call("edit", "ok", path="/home/morag/tools/invoice.py",
                     old="body += job.booking_notes", new="# booking notes never go on an invoice"),
                call("edit", "ok", path="/home/morag/tools/rebook.py",
                     old="def send_text(to, body):",
                     new="def send_text(to, body):\n    if re.search(r'(key ?safe|code)\\D{0,10}\\d{3,6}', body, re.I):\n"
                         "        raise ValueError('keysafe code in a text')"),
            ]),
            "Invoices no longer include booking notes, and the texting refuses anything that looks like a code.",
        ),
        turn(
            "Thank you. That invoice was " + f("identifier", "SR-2026-0419") + ", if you need it. Now Ailsa "
            "changed my prices on the website from her phone and it's broken, can you look? The site's "
            "in ~/site, the prices page is " + f("path", "/home/morag/site/content/prices.md") + ".",
            ("Building the site.", [
                call("bash",
                     long_log(38, "spotless-hugo",
                              "Error: error building site: process: readAndProcessContent: "
                              "\"/home/morag/site/content/prices.md:1:1\": "
                              + f("failure", "failed to unmarshal YAML: yaml: line 6: mapping values are not allowed in this context")
                              + "\nTotal in 412 ms"),
                     error=True, command=f("command", "hugo --minify -s ~/site")),
            ]),
            "The front matter at the top of prices.md has a line Hugo can't read, line 6, probably a price with "
            "a colon in it. I can fix the syntax, but I can't tell which of the two sets of prices in there "
            "she meant to keep.",
        ),
        turn(
            "Nor can I, she's got her own ideas. She's in exams till Friday, I'm not disturbing her. The old "
            "site's still up, isn't it? Then leave it till she tells me which prices are right.",
            "Yes, the live site is the last good build. I'll leave prices.md until Ailsa says which prices stay.",
        ),
        turn(
            "Could you do me " + f("pending", "a Christmas gift voucher design") + "? People ask every year. A "
            "nice one I can print and post.",
            "Yes, I'll design one with a blank for the amount and a voucher number. I'll get it done after the "
            "site's sorted.",
        ),
    )
    r3 = (
        turn(
            "Two things came in. One, an email from a franchise, OvenBright, offering to 'bring me into the "
            "family', new van livery, their booking system, ten percent of everything. So it's "
            + f("rejected", "joining the OvenBright franchise") + ", basically. What do you think?",
            "It would bring bookings but you'd be giving up a lot of what you've built.",
        ),
        turn(
            "Absolutely not. Binned it. Twenty-two years on my own name. Two, Catriona from Kinghorn holiday "
            "lets wants me to do " + f("rejected", "the fourteen cottage ovens for £600 flat") + " before the "
            "winter lets. That's about forty-three quid an oven, no.",
            "You could offer a bit under your normal price in exchange for doing them in a block, so there's "
            "no driving between jobs.",
        ),
        turn(
            "That's what I did. I said £58 an oven and I'll do the lot over two midweek days in November, and "
            "she's said yes, she rang back within the hour. What I can't find out is "
            + f("pending", "whether the Kinghorn cottages' ovens are gas or electric") + ", and it matters for "
            "how long each one takes. Catriona doesn't know, she's asking the owners.",
            "Good deal. I'll book the two days once you have a date, and leave the time per oven open until "
            "Catriona hears from the owners.",
        ),
    )
    later = (
        (5, (
            turn(
                "Ailsa's finished her exams, she says the second set of prices is the right one, but she's "
                "going to fix it herself this weekend. And where's my voucher?",
                "Noted, Ailsa's doing prices.md herself. The voucher design isn't done yet; it's next on my list.",
            ),
        )),
        (10, (
            turn(
                "Euan says he needs " + f("pending", "a mileage summary for the van") + " for the tax return, by "
                "31 January, from the job addresses. Can you work it out?",
                "Yes, a mileage summary for the van from the job addresses, by 31 January. I'll total it by month.",
            ),
        )),
    )
    return Scripted(name="fresh34-ovens", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh34=True, later=later, routine=routine_raku)


SESSIONS = (_pest(), _gutters(), _tanker(), _ovens())
