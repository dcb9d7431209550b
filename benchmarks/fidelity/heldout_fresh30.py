"""Thirtieth fresh held-out set (English): written blind, against the twenty-sixth round's rules, by someone
who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions, the
earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains checked with ``grep -il`` to be used nowhere
else in the corpus (a horsebox prosecco bar, a rugby club beer festival, a mountain bunkhouse, a hog
roast caterer). Proposals come from the assistant, a bride's mother (by text), a brother-in-law, a lager
brewery (decided by the committee), a local brewery (by e-mail), a young cellar volunteer, a son, the
trustees, a daughter's boyfriend and a food festival. Failures are multi-line blocks from hledger,
vdirsyncer, csvkit's csvsql, ptouch-print, bean-check, khal, Zola and sigrok-cli; each is left
unresolved for a reason given in the dialogue. Routine work (``routine_en``) is this file's own, a
Haskell Yesod app (stack, persistent, hspec, hlint, keter) for an allotment society's waiting list; it
has turns that look like facts and are not planted.

Descriptions:
- horsebox: Kerry and Dan run The Tipsy Filly, a 1978 horsebox turned prosecco bar, at weddings round
  Harrogate and Ripon. Books in hledger (/home/kerry/filly/books/2026.journal), bookings from a CalDAV
  calendar (filly-bookings) synced by vdirsyncer (~/.config/vdirsyncer/config). Rules: inside a long
  account of a hire day, the bar shuts at the time on the contract even if the groom begs; after a child
  cut her hand on a dropped flute, no real glass on lawns, only the polycarbonate flutes. Proposals: the
  assistant's no-deposit booking option (turned down by a reason alone: couples ghosted them); the
  bride's mother, by text, wants a free extra hour of bar service, Kerry counters with a free welcome
  fizz tray and the mother takes it; Dan's brother Lee's slushie machine (bluntly no); the assistant's
  ice-order reminder is accepted. Numbers: £95 per hour of bar service; 120 flutes. Identifiers:
  booking TF-0614, the calendar filly-bookings. Commands: hledger is -M; vdirsyncer sync. Failures:
  hledger's balance assertion fails on assets:bank:starling (left: the receipt book is in the van with
  Dan at the Lincolnshire Show); vdirsyncer gets 401 Unauthorized (left: Oskar changed the passwords and
  is in Kraków). Open: a price list PDF for the wedding fair (asked again later); whether the Ripon
  showground needs a Temporary Event Notice from them (the council hasn't replied); Dan's later ask for
  the van mileage log by 31 January.
- beerfest: Fiona organises the beer festival at Thornleigh rugby club; Alan keeps the cask list
  (/home/fiona/beerfest/casks_2026.csv); cask-end labels on a Brother PT-P710BT (labels/cask_ends.png).
  Rules: inside a long account, no cask is tapped until it's had a full day on the stillage; after a
  sixteen-year-old was served, nobody works the bar without the Challenge 25 briefing. Proposals: a lager
  sponsor's tent on the second pitch (the committee voted it down, relayed); a separate Dark Fell bar in
  the clubhouse, by e-mail (polite no, smaller offer: front row of the stillage and logo on the glasses);
  Dave's thirds (put off, then refused a round later over washing-up); the assistant's tasting-note QR
  codes are accepted. Numbers: 62 casks; £3.20 a half. Identifiers: PT-P710BT, TEN/2026/0381. Commands:
  a csvsql group-by query; ptouch-print of the label. Failures: csvsql's UnicodeDecodeError at the end of a
  long log (left: Alan is in Alicante and owns the master copy); ptouch-print's tape is too narrow (left:
  24 mm tape on order). Open: the Saturday afternoon volunteer rota (asked again later); whether the
  premises licence covers the marquee on the pitch (the licensing officer hasn't replied); Howard's later
  ask for the brewery invoices totalled by 3 March.
- bunkhouse: Gwen runs Cwm Hir bunkhouse above Bethesda for a trust: 24 beds, £22 a bed a night.
  Accounts in beancount (/home/gwen/cwmhir/ledger/main.beancount), bookings imported into khal from
  /home/gwen/cwmhir/bookings/export.ics. Rules: inside a long account, school groups always have one of
  their own staff sleeping in each dorm; after a stag do posing as a walking club, no stag or hen
  bookings. Proposals: the assistant's key safe for self check-in (turned down by a reason alone: she
  briefs every group on the weather); her son Rhys's Airbnb listing (put off, refused a round later); the
  trustees turned down Huw's solar panels on the barn roof (relayed); the assistant's arrival e-mail is
  accepted. Identifiers: booking CH26-0417, account Income:Groups:Schools. Commands: bean-check; khal
  import. Failures: bean-check's balance failure on Assets:Bank:Monzo (left: Nerys has the statements and
  is on the Camino); khal rejects the 'GMT Standard Time' timezone (left: Owain is at a wedding in
  Cardiff). Open: the bilingual kit list for Ysgol Dyffryn Ogwen (asked again later); whether the fire
  certificate needs renewing for the new bunk room (the fire service hasn't rung back); Nerys's later ask
  for occupancy figures by 28 February.
- hogroast: Mick and his daughter Shannon run Spit & Crackle Hog Roasts in Shropshire: £14 a head, a 60
  kilo pig feeds about 150. Site in Zola (/home/mick/spitcrackle/site/content/menus.md); a UNI-T meter
  logged with sigrok-cli (driver uni-t-ut61e) to /home/mick/spitcrackle/logs/probe_2026-05-16.csv. Rules:
  inside a long account, only pigs from Hartshorn Farm; after a pink shoulder, nothing is carved until the
  probe says 75 in the thickest bit. Proposals: the assistant's Deliveroo listing (bluntly no); Jordan's
  300-guest wedding package (polite no, smaller offer: up to 150 and refer to Gary); the Ludlow festival
  wants 30% of takings, Mick counters with a flat £250 and they accept; the assistant's allergen sheet is
  accepted. Identifiers: uni-t-ut61e, booking SC-1183. Commands: zola build; sigrok-cli continuous csv.
  Failures: Zola doesn't know the allergens shortcode, at the end of a long log (left: Shannon's laptop is
  with her at college); sigrok's LIBUSB_ERROR_PIPE (left: the dog chewed the cable, a new one is on order).
  Open: a corporate quote template (asked again later); whether the Ludlow pitch has a three-phase
  hook-up (no answer yet); Shannon's later ask for the cooling log for the EHO visit on 4 June.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Haskell Yesod app for an allotment society
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "stack build is failing on my machine after I pulled.",
                ("Building to see.", [
                    call("bash",
                         "plots> [ 7 of 19] Compiling Handler.Waitlist\n"
                         "src/Handler/Waitlist.hs:42:17: error:\n"
                         "    • Couldn't match type 'Text' with 'Int'\n"
                         "      Expected: Int\n        Actual: Text\n"
                         "    • In the first argument of 'plotSize', namely 'sizeField'\n"
                         "Error: [S-7282] Stack failed to build plots-0.3.1.",
                         error=True, command="stack build --fast"),
                ]),
                ("The form field is still a textField after the column became an Int. Switching it to intField.", [
                    call("edit", "ok", path="src/Handler/Waitlist.hs",
                         old='areq textField "Plot size (m²)" Nothing', new='areq intField "Plot size (m²)" Nothing'),
                    call("bash", "plots> build (lib + exe)\nCompleted 1 action(s).", command="stack build --fast"),
                ]),
                "Builds now. Rule of thumb: when a persistent column changes type, grep the handlers for its form field "
                "in the same commit.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Add a 'phone' column to applicants, optional.",
                ("Adding it to the models file; persistent will migrate.", [
                    call("edit", "ok", path="config/models.persistentmodels",
                         old="Applicant\n    name Text", new="Applicant\n    name Text\n    phone Text Maybe"),
                    call("bash", "Migrating: ALTER TABLE \"applicant\" ADD COLUMN \"phone\" VARCHAR NULL",
                         command="stack exec -- plots migrate"),
                ]),
                "Migrated. I'd cap it at 20 characters in the form validation so nobody pastes an address in there.",
            ),
            turn("Yes, 20 is fine.", "Added a length check to the form."),
        )
    if k == 2:
        return (
            turn(
                "hlint is complaining in CI again.",
                ("Running it locally.", [
                    call("bash",
                         "src/Handler/Plots.hs:61:5-38: Warning: Use fmap\n"
                         "Found:\n  do x <- getPlots; return (length x)\n"
                         "Perhaps:\n  length <$> getPlots\n\n"
                         "src/Import.hs:12:1-30: Suggestion: Use module export list\n\n2 hints",
                         error=True, command="hlint src"),
                ]),
                ("Taking the fmap suggestion; the export list one is ignored in .hlint.yaml already for Import.", [
                    call("edit", "ok", path="src/Handler/Plots.hs", old="do x <- getPlots; return (length x)",
                         new="length <$> getPlots"),
                    call("bash", "src/Import.hs:12:1-30: Suggestion: Use module export list\n\n1 hint",
                         command="hlint src"),
                ]),
                "Only the ignored suggestion left; CI treats suggestions as non-fatal.",
            ),
        )
    if k == 3:
        return (
            turn(
                "The waiting list page shows people in the wrong order.",
                ("Looking at the query.", [
                    call("read", path="src/Handler/Waitlist.hs",
                         result="applicants <- runDB $ selectList [] [Desc ApplicantName]"),
                ]),
                "It sorts by name, descending. It should be by the date they applied, oldest first. I'll change it to "
                "[Asc ApplicantAppliedOn].",
            ),
            turn("Yes, oldest first.", ("Changed.", [call("bash", "Finished in 0.4112 seconds\n23 examples, 0 failures",
                                                           command="stack test")]),
                 "Done; the hspec suite passes."),
        )
    if k == 4:
        return (
            turn(
                "Can you bump yesod-core to the latest in the resolver?",
                ("Changing the resolver to the newer LTS.", [
                    call("edit", "ok", path="stack.yaml", old="resolver: lts-22.21", new="resolver: lts-22.33"),
                    call("bash", "plots> build (lib + exe)\nCompleted 14 action(s).", command="stack build"),
                ]),
                "On lts-22.33 now, yesod-core 1.6.26, builds clean. I'd suggest running the tests on the Pi too before "
                "deploying, since it builds with a different GHC flag set.",
            ),
            turn("Fair, do that next time.", "Noted."),
        )
    return (
        turn(
            "The site was down for ten minutes this morning.",
            ("Checking keter's log.", [
                call("bash",
                     "2026-03-02 07:14:09 plots: Process exited with code 1\n"
                     "2026-03-02 07:14:09 plots: sqlite3: database is locked (SQLITE_BUSY)\n"
                     "2026-03-02 07:24:12 plots: App started on port 4012",
                     error=True, command="tail -n 3 /opt/keter/log/app-plots/current.log"),
            ]),
            ("The nightly backup held a lock while the app started. Moving the backup to 03:30 and giving the pool "
             "a busy timeout of 5000 ms.", [
                call("edit", "ok", path="config/settings.yml", old="poolsize: 10", new="poolsize: 10\nbusy-timeout: 5000"),
                call("edit", "ok", path="/etc/cron.d/plots-backup", old="0 7 * * *", new="30 3 * * *"),
            ]),
            "Redeployed. It shouldn't clash again.",
        ),
    )


# ---------------------------------------------------------------- horsebox
def _horsebox() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning! Kerry here. So me and Dan run The Tipsy Filly, it's a 1978 horsebox we gutted and turned into a "
            "prosecco bar, we do weddings and parties round Harrogate and Ripon mostly, the odd christening. Dan "
            "drives, I do the books and the bookings, which is where you come in. The books are in hledger because "
            "Dan's cousin set it up, it's " + f("path", "/home/kerry/filly/books/2026.journal") + ", and the bookings "
            "come off the website's calendar onto my phone. Typical day, we get there three hours before, level the "
            "box, run the generator off to the side, chill the bottles, and " + f("constraint", "the bar shuts at "
            "the time on the contract, even if the groom begs") + " (sorry, they always beg, and then the venue "
            "fines us). We charge " + f("number", "£95 per hour of bar service") + " on top of the drinks package. "
            "Anyway. Could you check the June income is all in?",
            ("Let me run the income statement for the year by month.", [
                call("bash",
                     "hledger: Error: /home/kerry/filly/books/2026.journal:214:54:\n"
                     "    | 2026-06-14 * TF-0614 Hartley wedding\n"
                     "214 |     assets:bank:starling         £1,140 = £6,482.10\n"
                     "    |                                         ^^^^^^^^^^\n\n"
                     + f("failure", "Balance assertion failed in assets:bank:starling") + "\n"
                     "In commodity \"£\" at this point, excluding subaccounts, ignoring costs,\n"
                     "the asserted balance is:        £6,482.10\n"
                     "but the calculated balance is:  £6,122.10\n"
                     "(difference: £360.00)",
                     error=True, command=f("command", "hledger -f books/2026.journal is -M")),
            ]),
            "hledger stops at the Hartley wedding on 14 June: the bank says you had £360 more than the journal can "
            "account for. Probably a payment that never got entered. Do you know what £360 might be?",
        ),
        turn(
            "Ugh. Could be the Hartleys' ice and extra prosecco, Dan took that in cash and wrote it in the receipt "
            "book. And the receipt book is in the van, and the van is at the Lincolnshire Show with Dan until "
            "Sunday. So that'll have to wait. The booking ref on that one is " + f("identifier", "TF-0614") + " if "
            "you need it.",
            "OK, I'll leave the Hartley entry alone until Dan's back with the receipt book. Separate idea while we're "
            "on bookings: you could offer " + f("rejected", "a no-deposit booking option") + " for a slightly higher "
            "price, some couples like not paying up front.",
        ),
        turn(
            "Last summer two couples ghosted us in June after we'd turned away four other enquiries for the same "
            "Saturdays. Dan still talks about it at parties.",
            "Fair enough, the deposit stays. What else is on the list?",
        ),
        turn(
            "Oh, one thing. Last month a little girl cut her hand on a flute someone dropped on the lawn at "
            "Ripley. She was fine, but her dad was not. So new rule: " + f("constraint", "no real glass on lawns, "
            "only the polycarbonate flutes") + ". We've got " + f("number", "120 flutes") + " of the plastic ones, "
            "so that should do a big one.",
            "Sensible. I'll add a 'lawn' tick box to the booking notes so the packing list swaps the glass for the "
            "polycarbonate ones automatically. I could also make the packing list remind you to order ice two days "
            "before each booking, if you like.",
        ),
        turn(
            "Yes! The ice reminder, please, I forget every time.",
            ("Adding it to the packing list script.", [
                call("edit", "ok", path="/home/kerry/filly/bin/packing_list.py", old="REMINDERS = []",
                     new="REMINDERS = [('order ice', -2)]"),
            ]),
            "Done: the list now prints 'order ice' two days before each booking.",
        ),
    )
    r2 = (
        turn(
            "Right, next mess. The calendar on my phone stopped updating. Dan's cousin set up a thing called "
            "vdirsyncer, config's in " + f("path", "~/.config/vdirsyncer/config") + ", and the calendar it pulls "
            "is called " + f("identifier", "filly-bookings") + ".",
            ("Running a sync to see what it says.", [
                call("bash",
                     "Syncing filly_calendar/filly-bookings\n"
                     "warning: Failed to discover collections, falling back to configured list.\n"
                     "error: Unknown error occured for filly_calendar/filly-bookings: "
                     + f("failure", "401, message='Unauthorized', url='https://cal.tipsyfilly.co.uk/dav/kerry/'")
                     + "\nerror: Use `-vdebug` to see the full traceback.\n"
                     "error: 1 out of 1 tasks failed.",
                     error=True, command=f("command", "vdirsyncer sync filly_calendar")),
            ]),
            "The calendar server is refusing the password stored in the config (401 Unauthorized). Did the hosting "
            "password change recently?",
        ),
        turn(
            "Dan's cousin Oskar changed all the passwords after the website got spammed, and he's in Kraków for "
            "his sister's wedding till the 20th. He's not answering. We'll have to leave it till he's back, I'll "
            "use the website on my laptop till then.",
            "OK, leaving the calendar sync until Oskar is back with the new password.",
        ),
        turn(
            "Now, the Hartley lot again, different Hartleys, the bride's mum for the August one. She's texted me: "
            "she wants " + f("rejected", "a free extra hour of bar service") + " because the ceremony's running "
            "late and she thinks that's fair. Honestly.",
            "Do you want to turn it down flat, or offer something in its place?",
        ),
        turn(
            "I'll offer her a free tray of welcome fizz for the top table instead, that's about twelve glasses, "
            "costs us maybe thirty quid. ... OK she's replied: 'lovely, thank you Kerry x'. Done. Can you note the "
            "tray on her booking?",
            ("Adding it to the August booking notes.", [
                call("edit", "ok", path="/home/kerry/filly/bookings/2026-08-22.md", old="Extras: none",
                     new="Extras: complimentary welcome fizz tray, top table (agreed by text)"),
            ]),
            "Noted on the booking: a complimentary welcome tray for the top table.",
        ),
    )
    r3 = (
        turn(
            "Dan's brother Lee was round last night with one of his ideas, he reckons we should put "
            + f("rejected", "a slushie machine on the back step") + " for the kids at weddings.",
            "It would need its own power and a cleaning routine, but it's doable. Do you want me to price one up?",
        ),
        turn(
            "No. Absolutely not. We are a prosecco bar. Moving on. There's a wedding fair at the Majestic in "
            "March, can you make " + f("pending", "a price list PDF for the wedding fair") + "? Just the packages "
            "and the hourly rate, nice and simple.",
            "Yes, I'll do the price list once the packages file is tidied; I'll pick it up after the packing list "
            "changes.",
        ),
        turn(
            "Great. And something nobody can tell me: we've got a booking at the Ripon showground in May, and "
            "I don't know " + f("pending", "whether the showground needs a Temporary Event Notice from us") + " or "
            "if their licence covers us. I've e-mailed the council licensing team, nothing back yet.",
            "I can't answer that one either, it depends on the showground's premises licence. I'll keep it on the "
            "open list until the council replies.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did you get anywhere with the price list PDF for the wedding fair? The fair's coming up.",
                "Not yet, sorry, it's still on the list. I'll do it next.",
            ),
        )),
        (10, (
            turn(
                "Dan's been on at me: the accountant wants " + f("pending", "the van mileage log for the tax return "
                "by 31 January") + ", can you pull it together from the bookings?",
                "Yes, I'll build the mileage log from each booking's venue and the yard postcode.",
            ),
        )),
    )
    return Scripted(name="fresh30-horsebox", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh30=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- beerfest
def _beerfest() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi, Fiona, I'm running the beer festival at Thornleigh rugby club this year, God help me. Alan on the "
            "bar subcommittee does the cask list in a spreadsheet and exports it, it's "
            + f("path", "/home/fiona/beerfest/casks_2026.csv") + ". We've got " + f("number", "62 casks") + " "
            "coming from about twenty breweries, they go up on the stillage in the old squash court on the Wednesday, "
            "and, Alan's rule, which he will tell you at length, " + f("constraint", "no cask is tapped until it's "
            "had a full day on the stillage") + ", so nothing gets poured before Thursday teatime. Beer is "
            + f("number", "£3.20 a half") + " across the board, pints double. Can you get me a count of casks per "
            "brewery out of the csv?",
            ("Querying the csv with csvkit.", [
                call("bash",
                     long_log(30, "beerfest-csvsql",
                              "Traceback (most recent call last):\n"
                              "  File \"/usr/bin/csvsql\", line 33, in <module>\n"
                              "  File \"/usr/lib/python3/dist-packages/csvkit/utilities/csvsql.py\", line 212, in main\n"
                              "  File \"/usr/lib/python3/dist-packages/agate/table/from_csv.py\", line 74, in from_csv\n"
                              "  File \"<frozen codecs>\", line 322, in decode\n"
                              + f("failure", "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xa3 in position "
                                  "1187: invalid start byte")),
                     error=True,
                     command=f("command", "csvsql --query \"select brewery, count(*) from casks_2026 group by "
                               "brewery\" casks_2026.csv")),
            ]),
            "It dies reading the file: there's a £ sign saved in the old Windows encoding rather than UTF-8, so "
            "Alan's export isn't quite what csvkit expects. I could force an encoding, but I'd rather know which "
            "columns he changed. Can you ask him to re-export?",
        ),
        turn(
            "He's at his daughter's in Alicante for a fortnight and doesn't do e-mail on holiday, he's very proud "
            "of that. And nobody else is allowed to touch his master copy. Leave it till he's back.",
            "OK, the cask count waits for Alan's re-export.",
        ),
        turn(
            "Also, the committee met last night. Carlton Brewing had offered to sponsor us if we put "
            + f("rejected", "a lager sponsor's tent on the second pitch") + ", with their branded bar and all. "
            "The committee voted it down seven to two. So that's that, just so you know for the programme.",
            "Got it, no sponsor's tent in the programme. While I'm on the programme: I could add a QR code by each "
            "beer that links to the brewery's tasting notes, so you don't have to print them all.",
        ),
        turn(
            "Ooh, yes, that saves us about eight pages. Do that.",
            ("Adding a QR column to the programme generator.", [
                call("edit", "ok", path="/home/fiona/beerfest/programme/build.py", old="COLUMNS = ['beer', 'abv', 'brewery']",
                     new="COLUMNS = ['beer', 'abv', 'brewery', 'notes_qr']"),
            ]),
            "Done. Each beer now gets a small QR code to its notes page.",
        ),
        turn(
            "Lovely. Oh, and Dave, one of the younger ones, keeps going on about " +
            f("rejected", "selling thirds as well as halves and pints") + " like the craft places do. Let me ask "
            "the cellar lot what they think before we decide.",
            "Sure, no rush. It only changes the price list and the token values, so it's easy either way.",
        ),
    )
    r2 = (
        turn(
            "Cellar team have spoken on the thirds: it's triple the glass-washing and we've got one sink in the "
            "squash court and a hose. So no, we're not doing them. Next: labels. We've got a little Brother "
            "label printer, a " + f("identifier", "PT-P710BT") + ", for the cask ends. Can you print the test "
            "label? The image is " + f("path", "labels/cask_ends.png") + ".",
            ("Sending it to the printer.", [
                call("bash",
                     "PT-P710BT found on USB bus 1, device 9\n"
                     "Printer status: ready\n"
                     + f("failure", "error: image is 128 px high, but loaded 12 mm tape only prints 70 px")
                     + "\nptouch-print: aborted, nothing sent to printer",
                     error=True, command=f("command", "ptouch-print --image labels/cask_ends.png")),
            ]),
            "The printer has 12 mm tape in it and the label is designed for 24 mm tape. I could shrink the image, "
            "but the brewery names would be tiny. Have you got wider tape?",
        ),
        turn(
            "Not yet, I ordered a box of the 24 mm off Amazon, it's meant to come Thursday. Leave the labels till "
            "then, no point printing tiny ones.",
            "OK, labels wait for the 24 mm tape.",
        ),
        turn(
            "Dark Fell, the brewery up the valley, have e-mailed asking for " + f("rejected", "a separate Dark Fell "
            "bar in the clubhouse") + " for the whole weekend. I like them, but we can't have one brewery with its "
            "own bar, everyone else would want one. I'll write back and say we'll give them the front row of the "
            "stillage and their logo on the glasses. Can you draft that?",
            "Drafted: thanks them warmly, explains the one-bar rule, and offers the front row of the stillage and "
            "their logo on this year's glasses.",
        ),
    )
    r3 = (
        turn(
            "Sent it, they seem happy. Now, after last year, when one of our volunteers served a lad who turned "
            "out to be sixteen and the licensing officer had words with the club, " + f("constraint", "nobody works "
            "the bar without doing the Challenge 25 briefing first") + ". Can you put a column for that in the "
            "volunteer sheet?",
            ("Adding a briefing column.", [
                call("edit", "ok", path="/home/fiona/beerfest/volunteers.csv", old="name,phone,shifts",
                     new="name,phone,shifts,challenge25_done"),
            ]),
            "Added. The rota script will refuse to put someone on a bar shift unless it's ticked.",
        ),
        turn(
            "Perfect. Can you also do " + f("pending", "the volunteer rota for the Saturday afternoon shift") + "? "
            "That's the busy one, rugby finishes at four and they all pile in.",
            "Yes, I'll do the Saturday afternoon rota once the briefing ticks are in.",
        ),
        turn(
            "And a question I can't answer: we're putting the overflow marquee on the pitch, and I don't know "
            + f("pending", "whether the club's premises licence covers the marquee on the pitch") + ". Our Temporary "
            "Event Notice is " + f("identifier", "TEN/2026/0381") + " but that's for the squash court. I've asked the "
            "licensing officer, she hasn't come back.",
            "I don't know either; it depends on the licence plan. I'll keep it open until she replies.",
        ),
    )
    later = (
        (5, (
            turn(
                "Where are we on the Saturday afternoon rota? People are asking.",
                "Still not done, sorry, it's next on my list.",
            ),
        )),
        (10, (
            turn(
                "Howard, our treasurer, wants " + f("pending", "the brewery invoices totalled by the committee "
                "meeting on 3 March") + ". Can you do that from the invoices folder?",
                "Yes, I'll total them by brewery for Howard.",
            ),
        )),
    )
    return Scripted(name="fresh30-beerfest", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh30=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- bunkhouse
def _bunkhouse() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Shwmae. I'm Gwen, I run Cwm Hir bunkhouse above Bethesda for the trust that owns it. It's "
            + f("number", "24 beds") + " in three dorms, a drying room that smells of wet socks whatever you do, and "
            "a kitchen. Mostly school groups, DofE, walking clubs. A bed is " + f("number", "£22 a bed a night") + ", "
            "groups book whole dorms. The trust's rule, and the schools' insurers insist, is that "
            + f("constraint", "school groups always have one of their own staff sleeping in each dorm") + ", which "
            "causes no end of arguments with teachers who want a room to themselves. Accounts are in beancount, "
            "my nephew set that up, " + f("path", "/home/gwen/cwmhir/ledger/main.beancount") + ". Could you check "
            "it balances for the trustees?",
            ("Running the checker.", [
                call("bash",
                     "/home/gwen/cwmhir/ledger/main.beancount:388:      "
                     + f("failure", "Balance failed for 'Assets:Bank:Monzo': expected 3210.55 GBP != accumulated "
                         "2985.55 GBP (225.00 too little)") + "\n\n"
                     "   2026-04-01 balance Assets:Bank:Monzo                              3210.55 GBP\n\n"
                     "/home/gwen/cwmhir/ledger/main.beancount:402:      Transaction does not balance: (0.00 GBP)\n"
                     "   2026-04-03 * \"Bangor Uni Mountaineering\" \"dorm deposit\"",
                     error=True, command=f("command", "bean-check main.beancount")),
            ]),
            "The bank has £225 more on 1 April than the ledger. That looks like a deposit that arrived but was "
            "never entered. Do you know of a £225 deposit around then?",
        ),
        turn(
            "That'll be the scouts from Wrexham, maybe, or maybe not, I honestly don't know if they paid. Nerys the "
            "treasurer has the bank statements and she's walking the Camino till the end of the month. Don't guess "
            "it, leave it for her. Their booking was " + f("identifier", "CH26-0417") + ".",
            "Fine, I won't touch the April balance until Nerys is back with the statements. One idea for the "
            "arrivals: " + f("rejected", "a key safe for self check-in") + " by the door would save you driving up "
            "for late groups.",
        ),
        turn(
            "The mountain rescue lads like it that I meet every group and tell them about the weather on the "
            "Glyderau before they go up. Two call-outs fewer last winter, they reckon.",
            "That makes sense, you keep meeting them. I could instead send every group an arrival e-mail a week "
            "before with the kit list and the weather links, so they come prepared.",
        ),
        turn(
            "Oh, that I like. Yes please.",
            ("Writing the template.", [
                call("write", "ok", path="/home/gwen/cwmhir/templates/arrival_email.txt",
                     content="Croeso! Please bring: sleeping bag, waterproofs, boots, a torch..."),
            ]),
            "Template written; it goes out seven days before each arrival.",
        ),
        turn(
            "Diolch. Oh, my son Rhys keeps saying we should be " + f("rejected", "listing the bunkhouse on Airbnb")
            + ". Let me think about that one, I'm not sure.",
            "Of course. If you decide to go ahead I can look at how their calendar would sync with yours.",
        ),
    )
    r2 = (
        turn(
            "Thought about Airbnb. They'd want single beds bookable and we only ever let whole dorms, and I'm not "
            "having strangers in with a school group. So Rhys can forget it, I've told him. Now, the bookings "
            "calendar: the booking site gives me a file, " + f("path", "/home/gwen/cwmhir/bookings/export.ics")
            + ", and I put it into khal on the laptop. It's gone wrong.",
            ("Trying the import.", [
                call("bash",
                     "warning: Skipping CH26-0409@bookings.cwmhir.cymru: already exists\n"
                     "warning: Skipping CH26-0412@bookings.cwmhir.cymru: already exists\n"
                     "critical: " + f("failure", "Invalid timezone 'GMT Standard Time' in VEVENT") + " UID="
                     "CH26-0417@bookings.cwmhir.cymru\n"
                     "critical: import aborted, 0 events imported",
                     error=True, command=f("command", "khal import --batch -a bookings export.ics")),
            ]),
            "The export uses a Windows timezone name, 'GMT Standard Time', that khal doesn't know. The proper fix "
            "is on the booking site's side: it should write Europe/London. Who looks after the site?",
        ),
        turn(
            "Owain in Caernarfon. He said he'd fix the export but he's at a wedding in Cardiff all weekend. Leave "
            "it for him, I'll use the paper diary till Monday.",
            "OK, leaving the calendar import until Owain has fixed the export.",
        ),
        turn(
            "Also from the trustees' meeting: Huw put up " + f("rejected", "solar panels on the barn roof") + " "
            "again and the trustees turned it down, the barn's listed and the quote came in at double. So just "
            "strike it from the grant plan.",
            ("Removing it from the plan.", [
                call("edit", "ok", path="/home/gwen/cwmhir/grants/plan_2026.md",
                     old="- Solar PV, barn roof (est.)\n", new=""),
            ]),
            "Removed from the grant plan.",
        ),
    )
    r3 = (
        turn(
            "Something happened at Easter I should have told you. A group booked as a 'walking club' turned out "
            "to be a stag do from Chester, they set off the fire alarm twice and the dorm was wrecked. So, "
            "trustees agreed: " + f("constraint", "no stag or hen bookings") + ", whatever they call themselves. "
            "Can the booking form ask what the group is?",
            ("Adding a group-type field.", [
                call("edit", "ok", path="/home/gwen/cwmhir/site/booking_form.html", old="<label>Group name",
                     new="<label>Type of group (school, club, family...)</label><select name=\"group_type\">"
                         "</select>\n<label>Group name"),
            ]),
            "Added, and the confirmation now states the booking conditions.",
        ),
        turn(
            "Good. Ysgol Dyffryn Ogwen are coming up in June, year 9s. Could you make " + f("pending", "the kit "
            "list for the Ysgol Dyffryn Ogwen visit") + "? Their teacher wants it in Welsh and English. The "
            "account for schools in the books is " + f("identifier", "Income:Groups:Schools") + " by the way, for "
            "when they pay.",
            "Yes, I'll make the bilingual kit list after the booking form changes.",
        ),
        turn(
            "And one I can't answer: we converted the old store into a fourth bunk room, and nobody knows "
            + f("pending", "whether the fire certificate needs renewing for the new bunk room") + ". I've phoned "
            "the fire service, they said someone would ring back. Nobody has.",
            "I can't tell either; I'll keep it open until the fire service calls back.",
        ),
    )
    later = (
        (5, (
            turn(
                "Is that kit list for the Dyffryn Ogwen lot done? The teacher's asked me twice.",
                "Not yet, I'm sorry; I'll do it next.",
            ),
        )),
        (10, (
            turn(
                "Nerys is back and wants " + f("pending", "the year's occupancy figures for the grant report by 28 "
                "February") + ". Can you work them out from the bookings?",
                "Yes, I'll work out bed-nights per month for Nerys.",
            ),
        )),
    )
    return Scripted(name="fresh30-bunkhouse", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh30=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- hogroast
def _hogroast() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Alright. Mick, Spit & Crackle Hog Roasts, Shropshire. Me and my daughter Shannon. Weddings, village "
            "dos, the odd funeral, you'd be surprised. We do " + f("number", "£14 a head") + " for the roast, bap, "
            "stuffing and apple sauce, and a " + f("number", "60 kilo pig") + " feeds about 150. "
            + f("constraint", "We only use pigs from Hartshorn Farm") + ", always have, I know Pete, I know how "
            "they're kept, end of. Shannon built a website with a thing called Zola and the menus are in "
            + f("path", "/home/mick/spitcrackle/site/content/menus.md") + ". She's added an allergens bit and now "
            "it won't build. Can you have a look?",
            ("Building the site.", [
                call("bash",
                     long_log(40, "hogroast-zola",
                              "Error: Failed to build the site\n"
                              "Error: Failed to render content of /home/mick/spitcrackle/site/content/menus.md\n"
                              "Error: Reason: " + f("failure", "Found usage of a shortcode named `allergens` but we "
                                                    "do not know about it.")
                              + " Make sure it's not a typo and that a field name `allergens.{html,md} exists in the "
                              "`templates/shortcodes` directory."),
                     error=True, command=f("command", "zola build --base-url https://spitandcrackle.co.uk")),
            ]),
            "menus.md uses an allergens shortcode, but there's no template for it in templates/shortcodes. It "
            "probably exists on Shannon's machine and never got copied over. Can she send it?",
        ),
        turn(
            "She's at college in Telford all week and her laptop's with her. Friday. Don't go writing your own, "
            "she'll only moan. Leave it till then.",
            "OK, the site build waits for Shannon's shortcode. Separate thought: " + f("rejected", "listing on "
            "Deliveroo for the weekdays") + " could use the oven on days without an event.",
        ),
        turn(
            "No. We're a hog roast, not a takeaway.",
            "Understood. Anything else for today?",
        ),
        turn(
            "Yes. I want an allergen sheet I can print and stick on the gazebo, per event, from the menu we're "
            "doing that day.",
            "I can generate one from the same menu file, per booking, one A4 page. Shall I do that?",
        ),
        turn(
            "Yes, do that, the EHO lady loves a bit of paper.",
            ("Adding the allergen sheet generator.", [
                call("write", "ok", path="/home/mick/spitcrackle/bin/allergen_sheet.py",
                     content="# one A4 sheet per booking, built from the menu\n"),
            ]),
            "Done; it prints one allergen sheet per booking.",
        ),
    )
    r2 = (
        turn(
            "Right, this is the serious one. At the Much Wenlock do in April, a shoulder came off a bit pink in "
            "the middle. Nobody was ill, thank God, but it frightened me. So: " + f("constraint", "nothing gets "
            "carved until the probe says 75 in the thickest bit") + ". I bought a meter that logs, a UNI-T, and "
            "Shannon says sigrok reads it. Can you get it logging to " + f("path", "/home/mick/spitcrackle/logs/"
            "probe_2026-05-16.csv") + "?",
            ("Trying to read from the meter.", [
                call("bash",
                     "sr: hwdriver: Scan found 1 devices with driver 'uni-t-ut61e'.\n"
                     "sr: session: Using thread-default main context.\n"
                     "sr: uni-t-ut61e: " + f("failure", "Failed to set HID feature report: LIBUSB_ERROR_PIPE")
                     + "\nsr: session: Failed to start device: generic/unspecified error.\n"
                     "sr: session: Stopping.\n"
                     "Failed to start session.",
                     error=True, command=f("command", "sigrok-cli -d uni-t-ut61e:conn=1a86.e008 --continuous -O "
                                           "csv")),
            ]),
            "The computer sees the meter but can't talk to it: the USB adapter cable isn't answering. That "
            "usually means the IR cable itself has gone. The driver is " + f("identifier", "uni-t-ut61e") + ", "
            "so any cable for that one will do.",
        ),
        turn(
            "The cable's cracked, the dog had it. I've ordered a new one from Rapid, three to five days. Leave "
            "it, I'll use the old probe and write it down till then.",
            "OK, the logging waits for the new cable.",
        ),
        turn(
            "Now. Shannon's boyfriend Jordan, bless him, reckons we should do " + f("rejected", "a 300-guest "
            "wedding package") + " because a mate of his is getting married. We've got one spit. I've told him we'll "
            "do up to 150, and if it's bigger we pass them to Gary at Ludlow Hog Roast and he does the second pig.",
            "That keeps it honest. I'll put 'up to 150 guests' on the packages page.",
        ),
    )
    r3 = (
        turn(
            "The food festival people in Ludlow e-mailed. They wanted " + f("rejected", "30% of our takings") + " "
            "for the weekend pitch. I rang and said I'd pay a flat £250 for the pitch instead, and they said yes. "
            "Can you put that in the booking? It's " + f("identifier", "SC-1183") + ".",
            ("Updating the booking.", [
                call("edit", "ok", path="/home/mick/spitcrackle/bookings/SC-1183.md", old="Pitch fee: TBC",
                     new="Pitch fee: £250 flat (agreed by phone)"),
            ]),
            "Booking updated with the flat £250 pitch fee.",
        ),
        turn(
            "Good. Can you also do " + f("pending", "a quote template for corporate bookings") + "? The office "
            "lot want a proper quote with a VAT line before they'll sign anything.",
            "Yes, I'll make the quote template once the allergen sheets are settled.",
        ),
        turn(
            "And I don't know " + f("pending", "whether the Ludlow pitch has a three-phase hook-up") + " or if I "
            "need to bring the big generator. Asked them in the e-mail, no answer yet.",
            "I can't know that from here; I'll keep it open until the festival replies.",
        ),
    )
    later = (
        (5, (
            turn(
                "Have you done that corporate quote template yet? The insurance firm in Shrewsbury are waiting.",
                "Not yet, sorry; I'll do it straight after this.",
            ),
        )),
        (10, (
            turn(
                "Shannon says the council's coming round: she needs " + f("pending", "the cooling log for the EHO "
                "visit on 4 June") + ", every event since March. Can you pull it together?",
                "Yes, I'll put the cooling log together from the event sheets for Shannon.",
            ),
        )),
    )
    return Scripted(name="fresh30-hogroast", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh30=True, later=later, routine=routine_en)


SESSIONS = (_horsebox(), _beerfest(), _bunkhouse(), _hogroast())
