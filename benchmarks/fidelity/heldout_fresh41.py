"""Forty-first fresh held-out set (English): written blind while the thirty-second round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its other half, against the thirty-second round's rules; committed before its first run and not to
be edited after it.

How it was written: the descriptions below first, in plain words, then each dialogue from its description
in the voices of the people in it. The four domains first asked for (a cider press co-operative, a lifeboat
station's shop, a model railway club, a sheepdog trials society) were all found in other files with
``grep -il`` on file names only, so each was swapped for a similar one used nowhere else: a small vineyards'
shared grape-press co-operative near Dilwyn in Herefordshire, an air ambulance charity shop in Hexham, a model
boat club on the Peasholm Park lake in Scarborough, and a ploughing match society near Oswestry. Proposals
come from the assistant, a Bristol wine bar (by e-mail), the secretary's son (by phone, decided by the
co-op's committee), the charity's area manager (by phone), a volunteer's grandson, a club member (by
e-mail), a member's wife (decided by the council's parks department and relayed), the host farmer (through
the chairman, decided by the society's committee) and a tractor dealer (by e-mail). Failures are multi-line
blocks from mdbtools' mdb-export, picotool, hdparm, xlsx2csv, dfu-util after an ArduPilot build, fsck.fat,
a make run ending in pdfunite, and mbsync; each is left unresolved for a reason given in the dialogue.
Routine work (``routine_en``) is this file's own: a Go web app for a parish hall's room hire (Echo,
html/template, pgx and golang-migrate; chi, templ, sqlc and goose were asked for, but sqlc and goose turned
up in other files), with turns that look like facts (a rule of thumb, an accepted suggestion, numbers,
paths) and are not planted.

Descriptions:
- grapepress: Rhiannon Pugh is secretary of the Arrow Valley Vineyards Co-operative: eight small vineyards
  round Pembridge, Eardisland and Weobley sharing a pneumatic press and a chilled tank room in a barn at
  Dilwyn; her husband Gareth helps on pressing days. A Pi in the barn (dilwyn-pressbarn) has a Pico with a
  flow meter on the press; the old secretary, Geoff Lloyd, kept every member's deliveries in an Access file.
  Rules: inside a long account of a pressing day, every grower's grapes are weighed on the barn scales in
  front of them before they go in the press; after a volunteer sprayed the press with a bleach cleaner and a
  member's Bacchus came out tasting of the swimming baths, nothing containing chlorine is used on the press
  or brought into the barn. Proposals: the assistant's online booking page for press slots (turned down by a
  reason alone: half the members have no e-mail and the rota is on the barn door); a Bristol wine bar, by
  e-mail, wants the whole co-op's Bacchus juice straight off the press, Rhiannon counters with 400 litres
  from the two members who have spare and they take it; her son Tom, by phone, suggests hiring the press out
  to cider makers at weekends (the committee votes it down, relayed); the assistant's delivery docket for
  every load is accepted. Numbers: 40p a kilo for pressing; roughly 650 litres of juice to the tonne. Paths:
  /media/rhiannon/GEOFF_USB/deliveries.mdb, ~/presscoop/flowmeter. Identifiers: dilwyn-pressbarn, the Wine
  Standards registration WS-HFD-0417. Commands: mdb-export deliveries.mdb Deliveries; picotool load -x
  build/flowmeter.uf2. Failures: mdb-export can't read the first page of the Access file (the copy on the
  stick is empty; Geoff has the original on his old laptop and is in hospital after a hip operation);
  picotool finds no Pico in BOOTSEL mode at the end of a long build (the Pico is inside the press's locked
  control panel, which only the dealer's engineer opens, at the service in three weeks). Open: a pressing
  rota for the October weekends (asked again later); whether the pressing fee is subject to VAT (the
  accountant hasn't answered and nobody knows); a later ask from Wine Standards for the harvest declarations
  for all eight vineyards by 15 January.
- charityshop: Sandra Robson manages the North Pennines Air Ambulance shop on Fore Street, Hexham, with
  volunteers; Trevor, a retired electrician, PAT-tests the electricals and wipes donated laptops on a bench
  machine (wipebench-01); Gift Aid donors are in a spreadsheet from head office. Rules: inside a long account
  of a shop day, anything with a plug is PAT-tested by Trevor before it goes out on the shop floor; after a
  customer found the donor's bank statements on a laptop she bought, no donated computer or phone is sold
  until its drive has been wiped and Trevor has signed the wipe sheet. Proposals: the assistant's eBay shop
  for the better donations (put off, refused a round later); the area manager, Carol, by phone, wants Sunday
  opening all year round, Sandra counters with the four Sundays before Christmas and Carol agrees; a
  volunteer's grandson wants the till to go card-only (bluntly no); the assistant's coloured price tickets
  by week are accepted. Numbers: £1.50 a paperback; £380 a tonne for rag. Paths: ~/wipe/wipe_station.sh,
  /home/sandra/giftaid/donors_2025.xlsx. Identifiers: wipebench-01, the HMRC charity reference XT84512.
  Commands: sudo ./wipe_station.sh --disk /dev/sdb; xlsx2csv donors_2025.xlsx donors_2025.csv. Failures:
  hdparm's SECURITY_SET_PASS gets an input/output error at the end of the wipe script's long log (the drive
  is frozen; Trevor won't have his bench hot-plugged by anyone else and is back on Monday); xlsx2csv says the
  donors file is not a valid xlsx (it is password-protected and head office's data protection officer will
  only give the password to Sandra in person, at the area meeting). Open: a sign for the back door saying
  what donations the shop can't take (asked again later); whether the shop may sell second-hand electric
  blankets at all (nobody knows); a later ask from head office for the Gift Aid sales figures for the
  quarter by 7 April.
- modelboats: Clive Hebden is secretary of the Scarborough & District Model Boat Club, which sails on the
  lake in Peasholm Park on Sunday mornings. Ken Ibbotson built the club's rescue boat, which runs ArduRover
  on a Matek H743 board; Alan built the lap timer, which writes to an SD card. Rules: inside a long account of
  a race morning, every boat's failsafe is tested at the pontoon before it touches the water; after a LiPo
  caught fire on the clubhouse table, LiPo batteries are only ever charged outside, in the fire bags on the
  steel bench, never in the clubhouse. Proposals: the assistant's live-streaming of race mornings (turned
  down by a reason alone: the council's rule on filming where children play); a member, Pat, by e-mail,
  wants free membership for under-12s (put off, refused a round later: the insurers charge per head); Ken's
  wife Sheila wants a night regatta with lit-up boats (the council's parks department says no, relayed); the
  assistant's results table with each boat's best lap is accepted. Numbers: £45 a year for full membership;
  a 20-minute slot per boat on race mornings. Paths: ~/rescueboat/ardupilot,
  /home/clive/club/regatta_2025.csv. Identifiers: the lake permit SBC-LAKE-2291, the insurance policy
  MMI-44871-B. Commands: dfu-util -a 0 -s 0x08000000:leave -D build/MatekH743/bin/ardurover.bin; sudo fsck.fat
  -n /dev/sdc1. Failures: dfu-util finds no DFU device at the end of a long waf build (the board has to be
  put in DFU mode by bridging two pads, and Clive won't do it without Ken, who is on a cruise to Norway);
  fsck.fat says the timer card has no FATs (Alan wants it left untouched for his son to recover). Open: a
  one-page safety briefing for new members (asked again later); whether the council's permit covers the
  petrol-engined boats (the council won't say); a later ask from the insurers for the members' list with
  boat types by 30 April.
- ploughing: Mags Pryce is secretary of the Tanat Valley Ploughing Society near Oswestry, whose match is on
  the second Saturday of October at a farm near Llansilin, with horse, vintage, reversible and junior classes.
  Her grandson Josh set up her laptop: mbsync brings the society's mail down, and the results booklet is made
  by a Makefile that ends in pdfunite. Rules: inside a long account of match day, the judges only ever get plot
  numbers, never the ploughmen's names; after a tractor came through the horse field and a pair of Shires
  bolted with the plough, no tractor comes through the horse field gate while the horses are working.
  Proposals: the assistant's online entry form with card payments (bluntly no); the host farmer, through the
  chairman on the phone, wants the match moved to the August bank holiday (the committee votes no, relayed);
  a tractor dealer in Welshpool, by e-mail, wants their banners right round the field and their name on the
  championship cup, Mags counters with one banner at the gate and the best-turned-out prize in their name,
  and they take it; the assistant's random plot draw is accepted. Numbers: £12 a class to enter; about a third
  of an acre per plot. Paths: ~/ploughing/booklet, /home/mags/ploughing/entries_2025.csv. Identifiers: the
  host farm's holding number CPH 35/271/0048, the St John Ambulance booking SJA-77310. Commands: make
  booklet; mbsync -a. Failures: pdfunite can't open the horse class's sheet at the end of the make run's long
  log (the horse judge writes his sheets by hand and posts them, and his hasn't come); mbsync's login is
  refused (Josh changed the password and is in exams in Aberystwyth, and Mags won't reset it herself). Open:
  a running order for the horse classes for the commentator (asked again later); whether the society's
  insurance covers the trailer rides for spectators (the broker has retired and nobody knows); a later ask
  from the council's safety advisory group for the event management plan by Friday 26 September.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Go (Echo + pgx) parish hall room hire app
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The overlap test is failing again, the one for double bookings of the main hall.",
                ("Running the handler tests.", [
                    call("bash",
                         "--- FAIL: TestCreateBooking_Overlap (0.04s)\n"
                         "    bookings_test.go:88: status = 500, want 409\n"
                         "    bookings_test.go:89: body = {\"message\":\"Internal Server Error\"}\n"
                         "FAIL\n"
                         "FAIL\tgithub.com/stmichaels-hall/hallhire/internal/handlers\t0.312s\n"
                         "ok  \tgithub.com/stmichaels-hall/hallhire/internal/store\t0.198s\n"
                         "FAIL",
                         error=True, command="go test ./internal/..."),
                ]),
                ("The exclusion constraint on bookings does its job (Postgres raises 23P01), but the handler only "
                 "maps unique violations to 409, so the exclusion error falls through as a 500. I'll map both in "
                 "the one place we translate database errors.", [
                    call("edit", "ok", path="internal/httperr/pg.go",
                         old='case "23505":',
                         new='case "23505", "23P01":'),
                    call("bash", "ok  \tgithub.com/stmichaels-hall/hallhire/internal/handlers\t0.297s\n"
                                 "ok  \tgithub.com/stmichaels-hall/hallhire/internal/store\t0.201s",
                         command="go test ./internal/..."),
                ]),
                "Green. Rule of thumb for this code: Postgres error codes get turned into HTTP statuses only in "
                "internal/httperr, never in the handlers themselves.",
            ),
        )
    if k == 1:
        return (
            turn(
                "The treasurer wants to see whether the deposit's been paid on each booking.",
                ("Adding a column with a new migration.", [
                    call("bash", "/srv/hallhire/migrations/000007_add_deposit_paid.up.sql\n"
                                 "/srv/hallhire/migrations/000007_add_deposit_paid.down.sql",
                         command="migrate create -ext sql -dir migrations -seq add_deposit_paid"),
                    call("write", "ok", path="migrations/000007_add_deposit_paid.up.sql",
                         content="ALTER TABLE bookings ADD COLUMN deposit_paid boolean NOT NULL DEFAULT false;"),
                    call("write", "ok", path="migrations/000007_add_deposit_paid.down.sql",
                         content="ALTER TABLE bookings DROP COLUMN deposit_paid;"),
                    call("bash", "7/u add_deposit_paid (21.407ms)",
                         command='migrate -path migrations -database "$DATABASE_URL" up'),
                ]),
                "The column's there and existing bookings show as unpaid. I could also put a little 'deposit due' "
                "badge on the bookings list so she can see the outstanding ones at a glance.",
            ),
            turn("Yes, do the badge.", "Done: the list template shows the badge when deposit_paid is false and the "
                                       "booking is less than a fortnight away."),
        )
    if k == 2:
        return (
            turn(
                "The CI check went red on the lint step overnight.",
                ("Running the linters locally.", [
                    call("bash",
                         "internal/handlers/calendar.go:57:2: SA4006: this value of err is never used (staticcheck)\n"
                         "internal/store/rooms.go:23:6: U1000: func scanRoomLegacy is unused (staticcheck)\n"
                         "exit status 1",
                         error=True, command="staticcheck ./..."),
                ]),
                ("One ignored error and one leftover helper. Checking the error properly and deleting the helper.", [
                    call("edit", "ok", path="internal/handlers/calendar.go",
                         old="rows, err = h.store.MonthBookings(ctx, month)\n",
                         new="rows, err = h.store.MonthBookings(ctx, month)\n\tif err != nil {\n\t\treturn err\n\t}\n"),
                    call("edit", "ok", path="internal/store/rooms.go",
                         old="func scanRoomLegacy(row pgx.Row) (Room, error) {\n\tvar r Room\n\terr := row.Scan(&r.ID, &r.Name)\n\treturn r, err\n}\n\n",
                         new=""),
                    call("bash", "", command="go vet ./... && staticcheck ./..."),
                ]),
                "Clean now. The CI runs staticcheck before the tests, so it's quicker to run it before pushing.",
            ),
        )
    if k == 3:
        return (
            turn(
                "The 'add to my calendar' link on the booking page just goes to a page that says ZgotmplZ. What?",
                ("Looking at the template.", [
                    call("read", path="web/templates/booking.html",
                         result='<a class="btn" href="{{ .CalendarURL }}">Add to my calendar</a>\n'
                                '<p>{{ .Room.Name }}, {{ .Start.Format "Mon 2 Jan 15:04" }}</p>'),
                ]),
                "html/template doesn't trust a webcal:// address in an href and replaces it with ZgotmplZ as a "
                "safety measure. Since we build that address ourselves from the booking id, I'll pass it as a "
                "template.URL so the template knows it's safe.",
            ),
            turn("If it's ours, fine, go ahead.", ("Changed.", [
                call("edit", "ok", path="internal/handlers/booking.go",
                     old="CalendarURL: calURL,", new="CalendarURL: template.URL(calURL),"),
                call("bash", "ok  \tgithub.com/stmichaels-hall/hallhire/internal/handlers\t0.305s",
                     command="go test ./internal/handlers/"),
            ]), "The link opens the calendar app now."),
        )
    if k == 4:
        return (
            turn(
                "Is there a newer pgx? The vicar's nephew says there was a fix for connection pools.",
                ("Upgrading just that module.", [
                    call("bash", "go: upgraded github.com/jackc/pgx/v5 v5.6.0 => v5.7.2\n"
                                 "go: upgraded golang.org/x/crypto v0.27.0 => v0.31.0",
                         command="go get github.com/jackc/pgx/v5@v5.7.2 && go mod tidy"),
                    call("bash", "ok  \tgithub.com/stmichaels-hall/hallhire/internal/handlers\t0.301s\n"
                                 "ok  \tgithub.com/stmichaels-hall/hallhire/internal/store\t0.207s",
                         command="go test ./..."),
                ]),
                "We're on v5.7.2 and the tests pass. I'd also add a toolchain line to go.mod so the server builds "
                "with the same Go version as your laptop.",
            ),
            turn("Sensible, add it.", "Added `toolchain go1.23.4` under the go directive."),
        )
    return (
        turn(
            "Since the clocks went back, the toddler group's booking shows at nine instead of ten.",
            ("Checking how the times are stored and shown.", [
                call("bash",
                     " id  | room      | starts_at\n"
                     "-----+-----------+------------------------\n"
                     " 412 | main_hall | 2025-10-28 10:00:00+00\n"
                     "(1 row)",
                     command="psql \"$DATABASE_URL\" -c \"select id, room, starts_at from bookings where id = 412\""),
                call("read", path="internal/handlers/format.go",
                     result='func showTime(t time.Time) string {\n\treturn t.Format("15:04")\n}'),
            ]),
            ("The database is right (10:00 UTC is 10:00 in winter), but an earlier fix added an hour when the "
             "booking was saved in summer. The proper way: store UTC, convert to Europe/London only when showing.", [
                call("edit", "ok", path="internal/handlers/format.go",
                     old='\treturn t.Format("15:04")',
                     new='\treturn t.In(london).Format("15:04")'),
                call("bash", "ok  \tgithub.com/stmichaels-hall/hallhire/internal/handlers\t0.299s",
                     command="go test ./internal/handlers/"),
            ]),
            "Fixed. Everything in the database stays in UTC; only the templates deal in local time.",
        ),
    )


# ---------------------------------------------------------------- grapepress
def _grapepress() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello. My daughter says you're good with this sort of thing, so here goes. I'm Rhiannon Pugh, and "
            "I'm the secretary, which means dogsbody, of the Arrow Valley Vineyards Co-operative. There are "
            "eight of us, little vineyards round Pembridge and Eardisland and Weobley, the biggest is three "
            "acres, and none of us could afford a press on our own, so we share one, a pneumatic one, in a barn "
            "at Dilwyn with a chilled room for the tanks. A pressing day in October goes like this: the first "
            "trailer's in the yard by half seven, everybody's picked the day before or at dawn, and it's crates "
            "and crates of Bacchus and Solaris and a bit of Pinot for the fizz. And this is the bit we never, "
            "ever skip, because it's how we share the costs and the juice and there were rows about it in the "
            "early days: " + f("constraint", "every grower's grapes are weighed on the barn scales in front of them before they go in the press")
            + ". Then into the press, a two-hour cycle, juice into that grower's tank, sulphite, a label on the "
            "tank, hose everything down, next trailer. My husband Gareth does the forklift and the hosing, I do "
            "the book. Now, the book. Geoff Lloyd was secretary before me for fifteen years and he kept all the "
            "deliveries on the computer in something called Access. He gave me a memory stick when he handed "
            "over and it's got " + f("path", "/media/rhiannon/GEOFF_USB/deliveries.mdb") + " on it, that's what "
            "the laptop says. I need last year's weights out of it for the accounts. Can you get them?",
            ("That's an Access database; the mdbtools programs can read those on Linux. Let me try exporting "
             "the deliveries table.", [
                call("bash",
                     f("failure", "Couldn't read first page.") + "\n"
                     "Couldn't open database.",
                     error=True, command="cd /media/rhiannon/GEOFF_USB && " + f("command", "mdb-export deliveries.mdb Deliveries")),
                call("bash",
                     "total 16\n"
                     "-rw-r--r-- 1 rhiannon rhiannon     0 Nov 18  2024 deliveries.mdb\n"
                     "-rw-r--r-- 1 rhiannon rhiannon 11264 Nov 18  2024 press_rules.doc",
                     command="ls -l /media/rhiannon/GEOFF_USB"),
            ]),
            "The program can't read even the first page of the file, and the listing shows why: deliveries.mdb "
            "on the stick is 0 bytes. The copy never finished, probably the stick was pulled out too soon. The "
            "data isn't on this stick at all; it'll still be on whatever computer Geoff copied it from.",
        ),
        turn(
            "Oh, Geoff. That'll be his old laptop, the big grey one, it's at his house in Kingsland. But he's "
            "in the County Hospital in Hereford having his hip done, and his daughter Lisa told me very firmly "
            "on the phone that nobody's going rummaging in his things till he's home, which is a fortnight at "
            "least. So that'll have to wait. The accountant can wait too, she's waited before.",
            "Understood, the old deliveries wait until Geoff is home and can find the original file. When you "
            "get it, bring it on the stick and I'll check the size before we try again.",
        ),
        turn(
            "Now while I've got you, what could we be doing better? The committee's always saying we should "
            "modernise.",
            "One thing that would save you a lot of phone calls: " + f("rejected", "an online booking page for press slots")
            + ", where each member picks their pressing day and time themselves and everyone can see what's "
            "taken.",
        ),
        turn(
            "It sounds lovely, but half our members haven't got e-mail, let alone booking pages. Mr Prosser is "
            "eighty-one and does everything by postcard. The rota's been pinned on the barn door since 2006 and "
            "everybody knows to go and look at it.",
            "That's a fair point; a page half the members can't use would just mean two rotas. I'll leave the "
            "rota on the door. Something smaller that might help you with the accounts, though: a printed "
            "delivery docket for every load, with the grower's name, the weight off the scales, the tank number "
            "and a line for the grower to sign. You keep one copy and they keep one, so nobody argues later.",
        ),
        turn(
            "Now that I like. The arguments are always about weights. Yes please. And put the charge on the "
            "bottom, it's " + f("number", "40p a kilo for pressing") + " this year, the committee put it up from "
            "thirty-five.",
            ("Making the docket template.", [
                call("write", "ok", path="/home/rhiannon/presscoop/docket_template.txt",
                     content="ARROW VALLEY VINEYARDS CO-OPERATIVE - DELIVERY DOCKET\nGrower: ____  Date: ____\n"
                             "Variety: ____  Weight (kg): ____  Tank: ____\nPressing charge at 0.40/kg: ____\n"
                             "Signed (grower): ____  Signed (co-op): ____"),
            ]),
            "Here's the docket: grower, date, variety, the weight, the tank, the pressing charge worked out at "
            "forty pence a kilo, and two signature lines. I can make it print two to a page so you tear them in "
            "half.",
        ),
    )
    r2 = (
        turn(
            "Next job, and this is Dai's fault. Dai Morgan's one of the members, used to be an engineer at "
            "Rotherwas, and he put a little flow meter on the press outlet with one of those tiny computer "
            "boards, a Pico he calls it, so we know how much juice each load gives. It's wired to the Raspberry "
            "Pi in the barn office, which is called " + f("identifier", "dilwyn-pressbarn") + ". Trouble is it's "
            "been counting double since the summer, and Dai's fixed it in his program, the folder's "
            + f("path", "~/presscoop/flowmeter") + " on the barn Pi, but he's gone to his daughter in Canada and "
            "he said 'just get the computer to load it on'. So, can you?",
            ("Building Dai's corrected firmware on the barn Pi and loading it onto the Pico.", [
                call("bash",
                     long_log(80, "flowmeter-pico",
                              "[100%] Linking CXX executable flowmeter.elf\n"
                              "   text\t   data\t    bss\t    dec\t    hex\tfilename\n"
                              "  31844\t      0\t   4212\t  36056\t   8cd8\tflowmeter.elf\n"
                              "[100%] Built target flowmeter\n"
                              + f("failure", "No accessible RP2040 devices in BOOTSEL mode were found.")),
                     error=True,
                     command="ssh pi@dilwyn-pressbarn 'cd ~/presscoop/flowmeter && cmake --build build && "
                             + f("command", "picotool load -x build/flowmeter.uf2") + "'"),
            ]),
            "The new program builds fine; the loading step can't find the Pico. To take a new program, the Pico "
            "has to be restarted with its little BOOTSEL button held down, and this firmware doesn't have the "
            "option for picotool to do that remotely. Someone has to press the button on the board itself.",
        ),
        turn(
            "Well that's that then. The Pico's inside the press's control panel, Dai put it in there to keep it "
            "dry, and the panel's locked. Only the dealer's engineer from Worcester is allowed to open it or the "
            "warranty's gone, and that press cost us forty-two thousand pounds. He's coming for the service in "
            "three weeks. We'll go back to dipping the tanks with the measuring stick till then, leave it be.",
            "Right, the flow meter waits for the engineer's visit in three weeks. The new program is built and "
            "sitting on the barn Pi, so on the day it only needs the button held and that one command run.",
        ),
        turn(
            "Now, you'll like this. I had an e-mail from a wine bar in Bristol, Clifton way, very smart. 'We "
            "tasted the Pembridge Bacchus at a fair and we'd like to buy " + f("rejected", "the whole co-op's Bacchus juice straight off the press")
            + ", for our own label.' The whole lot! Well, that's not mine to sell, each grower owns their own "
            "juice, and most of them make their own wine with it, it's the whole point. So I wrote back and said "
            "two of our members usually have spare, the Watkinses and Mr Prosser, and they can have four hundred "
            "litres between them at the pressing. We get " + f("number", "roughly 650 litres of juice to the tonne")
            + " so that's about six hundred kilos of grapes.",
            "That keeps everybody's own juice with them and still gives the bar a good quantity. If they accept, "
            "I can add a column to the tank sheet so the four hundred litres are marked as sold before anyone "
            "starts blending.",
        ),
        turn(
            "They've said yes! Lovely man, Ollie. They're sending a tanker. Do the column.",
            ("Adding the column to the tank sheet.", [
                call("edit", "ok", path="/home/rhiannon/presscoop/tanks_2025.csv",
                     old="tank,grower,variety,litres", new="tank,grower,variety,litres,sold_to_bristol_litres"),
            ]),
            "Done: the Watkinses' and Mr Prosser's tanks each have a 'sold' figure, two hundred litres apiece "
            "unless you tell me a different split.",
        ),
        turn(
            "Two hundred each is right. And when you've a minute, I need " + f("pending", "a pressing rota for the October weekends")
            + ", the five weekends, with each member's slot, so I can pin it on the barn door. Last year I did "
            "it in felt tip and nobody could read it.",
            "Yes, I'll make it. I'll finish the docket layout first and then do the rota as one big printable "
            "sheet for the door.",
        ),
    )
    r3 = (
        turn(
            "I have to tell you about Saturday, I'm still shaking. One of the new volunteers, a nice lad, meaning "
            "well, cleaned the press with a bleach spray from his mum's kitchen because it 'smelt cleaner'. Then "
            "Mr Prosser's Bacchus went in and it came out tasting like the swimming baths in Hereford. "
            "Three hundred litres down the drain, and he's eighty-one and he cried. So that's a rule now, and "
            "it's going on the barn door in big letters: " + f("constraint", "nothing containing chlorine is used on the press or brought into the barn")
            + ". Citric acid and hot water, and the proper steriliser, nothing else.",
            ("Adding it to the barn rules sheet, at the top.", [
                call("edit", "ok", path="/home/rhiannon/presscoop/barn_rules.txt",
                     old="BARN RULES\n",
                     new="BARN RULES\n1. NO CHLORINE. No bleach or chlorine cleaners on the press or anywhere in the "
                         "barn. Citric acid, hot water and the approved steriliser only.\n"),
            ]),
            "It's rule number one on the sheet now, in capitals. I'm sorry about Mr Prosser's wine.",
        ),
        turn(
            "Thank you. And then my son Tom rang from Malvern, full of ideas as usual. He says we should be "
            + f("rejected", "hiring the press out to cider makers at weekends") + ", because it sits there idle "
            "from November to September and the cider people would pay well. I put it to the committee on "
            "Thursday and they voted it down, seven to one. Apples are filthy, they said, and nobody wants "
            "somebody else's pulp in our press. So you can tell Tom, if he asks you, that the committee said no.",
            "Noted: the committee has decided against hiring the press out. It stays for the members' grapes.",
        ),
        turn(
            "Now the dockets. The Wine Standards man says our registration has to be on anything that goes with "
            "the juice, it's " + f("identifier", "WS-HFD-0417") + ". Can you put that on the docket?",
            ("Adding it under the heading.", [
                call("edit", "ok", path="/home/rhiannon/presscoop/docket_template.txt",
                     old="ARROW VALLEY VINEYARDS CO-OPERATIVE - DELIVERY DOCKET\n",
                     new="ARROW VALLEY VINEYARDS CO-OPERATIVE - DELIVERY DOCKET\nWine Standards reg. WS-HFD-0417\n"),
            ]),
            "It's on the docket, just under the heading.",
        ),
        turn(
            "And here's one I've been lying awake over. " + f("pending", "whether the pressing fee is subject to VAT")
            + ". We're not registered, we're a co-op, the members pay us to press their own grapes. Is that a "
            "service? Do we charge VAT on it? I've asked Mrs Bevan the accountant twice and heard nothing, and "
            "the committee all have different opinions.",
            "I can't give you a firm answer on that either; it depends on your turnover and how the co-op is set "
            "up, and that's the accountant's call. I'll keep it as an open question, and until she answers I "
            "wouldn't print VAT on the dockets.",
        ),
    )
    later5 = (
        turn(
            "A letter from Wine Standards this morning, the inspector, Mr Hale. He wants "
            + f("pending", "the harvest declarations for all eight vineyards to Wine Standards by 15 January")
            + ", and he underlined 'all eight', I think because Mr Prosser never sends his.",
            "Right. The declarations need each vineyard's area, the grapes picked and the juice made, so I'll "
            "need the weights from the dockets and each member's tank volumes. If you send me those I'll fill "
            "in a form for each of the eight and you can post Mr Prosser's yourself.",
        ),
    )
    later10 = (
        turn(
            "How are you getting on with the rota for the October weekends? Gareth's mother's birthday is the "
            "second weekend and I need to see what I can move.",
            "I haven't done it yet, sorry, the October pressing rota is still waiting. I'll make it now: the "
            "five weekends, a row for each member's slot, big enough to read on the barn door.",
        ),
    )
    return Scripted(name="fresh41-grapepress", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh41=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- charityshop
def _charityshop() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Right, pet, I'll tell you who we are and then you can help me with Trevor's machine. I'm Sandra, I "
            "manage the North Pennines Air Ambulance shop on Fore Street in Hexham, one paid manager, that's me, "
            "and about twenty volunteers, most of them older than the stock. A day goes like this: I'm in at "
            "half eight and there's already bags on the back step, there always is, people drop them on their "
            "way to the Co-op. Maureen and Jean sort, clothes to the steamer, books to Alan who prices them, "
            "bric-a-brac to the back table. The electricals are the ones you have to watch, kettles, lamps, "
            "hair dryers, and the rule with them is " + f("constraint", "anything with a plug is PAT-tested by Trevor before it goes out on the shop floor")
            + ", no exceptions, not even if it's brand new in the box. Trevor was an electrician at the "
            "hospital for thirty years, and he does laptops too now: he takes the hard drives out and wipes "
            "them on his own little computer in the back, it's called " + f("identifier", "wipebench-01")
            + " on the label he's stuck on it. He's left me a note: 'Sandra, if you get a minute, run "
            + f("path", "~/wipe/wipe_station.sh") + " on the Dell drive, it's already plugged in.' So can you do "
            "that? I'm frightened of pressing the wrong thing.",
            ("I'll run Trevor's script on the drive he's left plugged in.", [
                call("bash",
                     "wipe_station.sh v2.3 (T. Nixon) - secure erase bench\n"
                     + long_log(75, "wipebench-sdb",
                                "[wipe] /dev/sdb: WDC WD5000LPLX-75ZNTT0, 465.8 GiB\n"
                                "[wipe] security: supported, not enabled, not locked, frozen\n"
                                "[wipe] step 3/5: setting temporary password\n\n"
                                "security_password: \"wipe\"\n\n"
                                "/dev/sdb:\n"
                                " Issuing SECURITY_SET_PASS command, password=\"wipe\", user=user, mode=high\n"
                                + f("failure", "SECURITY_SET_PASS: Input/output error")
                                + "\n[wipe] FAILED at step 3/5, drive NOT wiped"),
                     error=True, command="cd ~/wipe && " + f("command", "sudo ./wipe_station.sh --disk /dev/sdb")),
            ]),
            "The script got as far as the drive's own erase command and the drive refused it. Just above the "
            "error it says the drive is 'frozen': the computer locks the drive's security features when it "
            "starts up, and until it's unfrozen it won't accept the erase. The usual way round it is to unplug "
            "and replug the drive's power while the machine is running, or put the machine to sleep and wake "
            "it. Nothing has been erased, and nothing is damaged.",
        ),
        turn(
            "Unplug it while it's running? No, there's a second note, underlined twice: 'NOBODY hot-plugs my "
            "bench but me.' He blew one up once, I think. He's at his caravan at Seahouses till Monday. So the "
            "Dell stays on the shelf in the back till Trevor's back, it's not going anywhere.",
            "Okay, I'll leave the bench exactly as it is. The drive stays unwiped on the shelf until Trevor is "
            "back on Monday, and I'll tell him it stopped at step three because the drive was frozen.",
        ),
        turn(
            "Good. Now, the area lot are always on at us about making more money. Any bright ideas?",
            "One: " + f("rejected", "an eBay shop for the better donations") + ". Things like the good "
            "cameras, the designer coats and the first editions often fetch far more online than on the shop "
            "rail, and you'd reach people beyond Hexham.",
        ),
        turn(
            "Hmm. Maybe. I'd have to ask the volunteers who'd do it, it's not me, I can barely do the rota. Let "
            "me ask them on Thursday and I'll come back to you.",
            "Of course. Something that needs nobody extra: put a coloured price ticket on everything by the week "
            "it went out, blue this week, yellow next, and so on. Then on a Monday whatever's still out from "
            "four weeks ago is easy to spot and goes to the bargain rail.",
        ),
        turn(
            "Oh, that's what they do at the hospice shop in Corbridge! Yes, let's do that. I'll get the "
            "coloured dots from the office. And put the prices up on the pricing card for Alan while you're at "
            "it: " + f("number", "£1.50 a paperback") + ", hardbacks three pound, children's books fifty pence.",
            ("Making the pricing card, with the colour for each week.", [
                call("write", "ok", path="/home/sandra/shop/pricing_card.txt",
                     content="BOOKS: paperback 1.50, hardback 3.00, children's 0.50\n"
                             "TICKET COLOURS: wk1 blue, wk2 yellow, wk3 green, wk4 pink -> bargain rail on Monday"),
            ]),
            "The card's ready to print: the book prices at the top and the four ticket colours underneath, "
            "with a note that week four's colour goes to the bargain rail on a Monday.",
        ),
    )
    r2 = (
        turn(
            "Well, we've had a to-do. Last Saturday, when I was off, one of the Saturday girls sold a tablet "
            "straight off the donation pile, never went near Trevor, forty pounds. The woman who bought it "
            "switched it on at home and it was full of the donor's bank statements and photos of her "
            "grandchildren. The donor's daughter rang head office, Carol rang me, I nearly died. So from now on "
            + f("constraint", "no donated computer or phone is sold until its drive has been wiped and Trevor has signed the wipe sheet")
            + ". Tablets too. I don't care how new it looks.",
            ("Adding a wipe column and a signature column to the electricals log, so nothing can be priced without "
             "both.", [
                call("edit", "ok", path="/home/sandra/shop/electricals_log.csv",
                     old="date,item,donor_ref,pat_passed,price",
                     new="date,item,donor_ref,pat_passed,wiped,wipe_signed_by,price"),
            ]),
            "Done. The log now has 'wiped' and 'signed by' columns for every computer, phone and tablet, and the "
            "price column comes after them, so the Saturday volunteers can see at a glance what isn't cleared.",
        ),
        turn(
            "And the eBay thing. I asked on Thursday. Nobody wants to do parcels, not one of them, and the Post "
            "Office queue in Hexham is half an hour on a good day. Jean said she'd rather knit. So no, we'll not "
            "do an eBay shop, we'll put the good stuff in the window instead.",
            "Fair enough, no eBay shop; the best donations go in the window.",
        ),
        turn(
            "Then Carol, the area manager, rang me yesterday. Head office want " + f("rejected", "Sunday opening all year round")
            + ", every shop in the area. I said, Carol, I can't get volunteers for Saturday afternoons, never mind "
            "Sundays. I said we'd do the four Sundays before Christmas, when the town's busy, and she said fine, "
            "she'd put that down for us.",
            ("Adding the four December Sundays to the rota template.", [
                call("edit", "ok", path="/home/sandra/shop/rota_template.csv",
                     old="day,open,close,volunteers_needed",
                     new="day,open,close,volunteers_needed\nSun (4 before Christmas only),11:00,15:00,3"),
            ]),
            "The rota has the four Sundays before Christmas, eleven till three, needing three volunteers each.",
        ),
        turn(
            "Now the Gift Aid. Head office send me a spreadsheet of our Gift Aid donors, it's "
            + f("path", "/home/sandra/giftaid/donors_2025.xlsx") + ", and I need to check the new donors against "
            "the paper forms in the tin. Can you turn it into something I can open? My computer won't.",
            ("Converting it to a plain CSV.", [
                call("bash",
                     "-rw-r--r-- 1 sandra sandra 48640 Feb 11 09:02 donors_2025.xlsx\n"
                     + f("failure", "Invalid xlsx file: donors_2025.xlsx")
                     + "\ndonors_2025.xlsx: CDFV2 Encrypted",
                     error=True, command="cd /home/sandra/giftaid && ls -l donors_2025.xlsx && "
                                         + f("command", "xlsx2csv donors_2025.xlsx donors_2025.csv")
                                         + "; file donors_2025.xlsx"),
            ]),
            "It won't convert, and the last line says why: the file is password-protected, so it isn't an "
            "ordinary spreadsheet inside until it's unlocked. Without the password no program can open it.",
        ),
        turn(
            "Oh, that's Janice in Newcastle, the data protection lady. She won't give the password over the "
            "phone or by e-mail, she says it has to be in person. I'll see her at the area meeting on the 19th. "
            "So it waits. Leave it, I'll do the tin by hand.",
            "Understood, the Gift Aid list waits until you've got the password from Janice on the 19th.",
        ),
        turn(
            "One more. Can you make me " + f("pending", "a sign for the back door saying what donations we can't take")
            + "? Mattresses, cots, car seats, that sort of thing. People leave them on the step and we have to pay "
            "to get rid of them.",
            "Yes. I'll do it once the pricing card is printed, large print, so it can be read from the car park.",
        ),
    )
    r3 = (
        turn(
            "Good news for once. The rag man from Blaydon came and he's paying " + f("number", "£380 a tonne for rag")
            + " now, up from three hundred. Put that on the sheet where I keep the rag money, will you?",
            ("Updating the rag sheet.", [
                call("edit", "ok", path="/home/sandra/shop/rag_collections.csv",
                     old="date,kg,rate_per_tonne,paid", new="date,kg,rate_per_tonne,paid\n,,380.00,"),
            ]),
            "The new rate is in the rag sheet, so the next collection works out by itself.",
        ),
        turn(
            "Maureen's grandson was in on Tuesday, he's at Northumbria doing business, and he says we should be "
            + f("rejected", "going card-only at the till") + ", no cash, it's the future. Half my customers are "
            "pensioners who pay in coins out of a purse. No. Absolutely not.",
            "Right, the till keeps taking cash.",
        ),
        turn(
            "And the Gift Aid labels need the charity's reference from the tax people on them, Carol says, it's "
            + f("identifier", "XT84512") + ". Can you put it on the label sheet?",
            ("Adding the HMRC reference to the Gift Aid label template.", [
                call("edit", "ok", path="/home/sandra/shop/giftaid_label.txt",
                     old="GIFT AID ITEM  Donor: {donor_ref}",
                     new="GIFT AID ITEM  Donor: {donor_ref}  HMRC ref XT84512"),
            ]),
            "It's on every Gift Aid label now, after the donor number.",
        ),
        turn(
            "Last thing, and nobody can tell me this one. " + f("pending", "whether we can sell second-hand electric blankets at all")
            + ". We get loads in the autumn. Trevor says he can PAT-test them, Jean says they're banned, head "
            "office say they'll find out, and that was in September.",
            "I don't know the answer for certain either; electric blankets have their own safety rules, so it "
            "may need more than a PAT test. I'll keep it as an open question, and until head office answer I'd "
            "keep the blankets in the back rather than on sale.",
        ),
    )
    later5 = (
        turn(
            "E-mail from head office, the finance lot. They want " + f("pending", "the Gift Aid sales figures for the quarter to head office by 7 April")
            + ", and Carol's put 'no later, please' in red.",
            "Okay. That needs the Gift Aid sales from the till reports for January to March, and the donor list "
            "once the password's sorted. If you send me the till reports I'll add them up by month.",
        ),
    )
    later10 = (
        turn(
            "Did you do the sign for the back door? Somebody left a double mattress on the step last night, in "
            "the rain.",
            "Not yet, I'm sorry, the back-door sign about what you can't take is still to do. I'll make it now: "
            "large print, mattresses, cots, car seats and the rest, with the shop's phone number.",
        ),
    )
    return Scripted(name="fresh41-charityshop", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh41=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- modelboats
def _modelboats() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Now then. Clive Hebden, secretary of the Scarborough & District Model Boat Club, forty-odd "
            "members and most of us retired, we sail on the lake in Peasholm Park on a Sunday morning before "
            "the pedalos come out. A race morning goes like this: we're there at seven with the vans, the "
            "tugs and the scale lads set up on the north bank and the fast electrics on the pontoon. Before "
            "anything goes in, and I mean anything, " + f("constraint", "every boat's failsafe is tested at the pontoon before it touches the water")
            + ": you switch your transmitter off and the motor has to stop dead, because a boat with no failsafe "
            "just keeps going full chat till it hits the island or a swan. Then it's heats, "
            + f("number", "a 20-minute slot per boat on race mornings") + ", round the buoys, Alan on the lap "
            "timer. And if a boat conks out in the middle, out goes the rescue boat, which is where you come in. "
            "Ken Ibbotson built it, it steers itself with some autopilot thing on a little board, and it's been "
            "going round in circles. Ken updated the software on his laptop before he went away, it's all in "
            + f("path", "~/rescueboat/ardupilot") + ", and he's left me the laptop with the board plugged into "
            "it and a note saying 'build and flash'. Can you do that?",
            ("Building Ken's updated ArduRover for the Matek board and flashing it.", [
                call("bash",
                     long_log(85, "ardurover-matek",
                              "[1046/1046] apj_gen build/MatekH743/bin/ardurover.bin\n"
                              "Waf: Leaving directory `/home/clive/rescueboat/ardupilot/build/MatekH743'\n\n"
                              "BUILD SUMMARY\nBuild directory: /home/clive/rescueboat/ardupilot/build/MatekH743\n"
                              "Target          Text (B)  Data (B)  BSS (B)  Total Flash Used (B)  Free Flash (B)\n"
                              "bin/ardurover    1781412      2360   257136               1783772          179392\n\n"
                              "'rover' finished successfully (4m12.338s)\n"
                              "dfu-util 0.11\n\n"
                              "Copyright 2005-2009 Weston Schmidt, Harald Welte and OpenMoko Inc.\n"
                              "Copyright 2010-2021 Tormod Volden and Stefan Schmidt\n"
                              "This program is Free Software and has ABSOLUTELY NO WARRANTY\n"
                              "Please report bugs to http://sourceforge.net/p/dfu-util/tickets/\n\n"
                              + f("failure", "dfu-util: No DFU capable USB device available")),
                     error=True,
                     command="cd ~/rescueboat/ardupilot && ./waf configure --board MatekH743 && ./waf rover && "
                             + f("command", "dfu-util -a 0 -s 0x08000000:leave -D build/MatekH743/bin/ardurover.bin")),
            ]),
            "The build worked; the flashing didn't start, because the board isn't in its flashing (DFU) mode. "
            "It's plugged in, but it's running its normal program, and dfu-util can only write to it when it "
            "has been started in DFU mode. On this board that's done by holding the boot button, or bridging "
            "the boot pads, while you plug the USB in.",
        ),
        turn(
            "Aye, Ken's note says that on the back, in small writing: 'If it won't flash you have to short the "
            "two pads by the USB with tweezers. DO NOT do this without me, you'll fry it.' And he's on a cruise "
            "to Norway with Sheila till the 20th, fjords and buffets. So no, I'm not touching it. We'll use the "
            "long pole and Dennis's rowing boat for rescues till Ken's back.",
            "Right, the rescue boat's flashing waits for Ken. The new build is on the laptop ready, so when he's "
            "back it's just DFU mode and that one command.",
        ),
        turn(
            "What else could the club do? We're getting old, we need young ones.",
            "One idea: " + f("rejected", "live-streaming the race mornings on YouTube") + ", a camera on the "
            "pontoon so people can watch from home and see what the club's about.",
        ),
        turn(
            "The council won't have it. There's a rule in the park about filming where children are playing, and "
            "Peasholm on a Sunday is wall-to-wall kiddies, they stand at the railings watching the boats. We "
            "had a man with a drone told off last summer.",
            "That rules it out, then. Something that stays on your own laptop: a results table for each race "
            "morning with every boat's best lap, so over the season you can see who's improving, and print it "
            "for the clubhouse noticeboard.",
        ),
        turn(
            "That they'd love, they're a competitive lot. Yes. Alan types the laps into "
            + f("path", "/home/clive/club/regatta_2025.csv") + ", one line a lap.",
            ("Reading the file and adding a best-lap summary for each boat.", [
                call("read", path="/home/clive/club/regatta_2025.csv",
                     result="date,boat,skipper,lap,seconds\n2025-05-11,Whitby Lass,Dennis,1,58.2\n"
                            "2025-05-11,Whitby Lass,Dennis,2,55.9\n2025-05-11,Red Arrow,Alan,1,31.4"),
                call("write", "ok", path="/home/clive/club/best_laps.py",
                     content="import csv, collections\nbest = collections.defaultdict(lambda: 9e9)\n"
                             "for r in csv.DictReader(open('regatta_2025.csv')):\n"
                             "    best[(r['date'], r['boat'])] = min(best[(r['date'], r['boat'])], float(r['seconds']))\n"),
            ]),
            "Done: it reads Alan's file and gives each boat's best lap per race morning, which I'll lay out as "
            "a one-page table for the noticeboard.",
        ),
    )
    r2 = (
        turn(
            "We nearly lost the clubhouse on Wednesday. Somebody, I won't say who but his initials are Dennis, "
            "was charging a LiPo pack on the clubhouse table while he had his sandwiches, and it puffed up and "
            "went up like a firework. Fire extinguisher, smoke everywhere, the table's ruined and the council's "
            "had to be told because it's their hut. So the rule now is " + f("constraint", "LiPo batteries are only ever charged outside, in the fire bags on the steel bench, never in the clubhouse")
            + ". I want that on the wall and in the handbook.",
            ("Adding it to the clubhouse rules and the members' handbook.", [
                call("edit", "ok", path="/home/clive/club/handbook.txt",
                     old="SAFETY\n",
                     new="SAFETY\nLiPo charging: outside only, in a LiPo fire bag on the steel bench. Never in the "
                         "clubhouse, never unattended.\n"),
            ]),
            "It's in the handbook under Safety, and I've made the same wording as a notice for the clubhouse "
            "wall.",
        ),
        turn(
            "Champion. Then Pat Cowling e-mailed me. 'Clive, we should offer " + f("rejected", "free membership for under-12s")
            + ", bring the grandkids in.' It's " + f("number", "£45 a year for full membership") + ", so it's not "
            "nothing to give away. Let me have a think about that one and I'll let you know.",
            "Of course. If you want, I can work out what it would cost the club at a few different numbers of "
            "juniors once you know what the insurers charge for them.",
        ),
        turn(
            "Now here's another bother. Alan's lap timer's stopped saving, he brought me the little card out of "
            "it and it's in the laptop. Can you see what's on it?",
            ("Looking at the card first without changing anything: fsck with -n only reports.", [
                call("bash",
                     "NAME   MAJ:MIN RM  SIZE RO TYPE MOUNTPOINTS\nsdc      8:32   1 14.8G  0 disk\n"
                     "└─sdc1   8:33   1 14.8G  0 part",
                     command="lsblk /dev/sdc"),
                call("bash",
                     "fsck.fat 4.2 (2021-01-31)\n"
                     + f("failure", "Currently, only 1 or 2 FATs are supported, not 0."),
                     error=True, command=f("command", "sudo fsck.fat -n /dev/sdc1")),
            ]),
            "The card is there, but the start of the partition, where the card says how it's laid out, has been "
            "wiped or scrambled: it claims to have no file tables at all. The laps may well still be on it. "
            "The safe thing is to copy the whole card to an image before anything tries to repair it.",
        ),
        turn(
            "Alan says don't do a thing to it. His son in Leeds does data recovery for a living, and Alan's "
            "posting it to him on Monday, first class. So leave it, the timer'll be paper and stopwatch for a "
            "bit.",
            "Okay, I won't touch the card; it goes to Alan's son as it is.",
        ),
        turn(
            "And can you do me " + f("pending", "a one-page safety briefing for new members")
            + "? Failsafes, LiPos, the swans, keeping off the island. Something I can hand them with the form.",
            "Yes, I'll write it. I'll do the noticeboard table first, then the briefing.",
        ),
    )
    r3 = (
        turn(
            "I've thought about Pat's idea for the kiddies. It's a no. The insurers charge us per head, six pound "
            "a junior, and we'd need an adult with every one of them on the bank anyway. I've told Pat, juniors "
            "can come and have a go on a Sunday with their grandad's membership, same as always.",
            "Understood, no free junior membership; juniors sail under a member's membership as now.",
        ),
        turn(
            "And Ken's wife Sheila had a brainwave before they went off, she wanted " + f("rejected", "a night regatta with lit-up boats")
            + ", all fairy lights, for the end of the season. I asked the council's parks department and they "
            "wrote back: park gates lock at dusk, no events on the lake after dark, full stop. So that's that, "
            "she'll have to make do with the fjords.",
            "Right, the council has said no to anything after dark on the lake.",
        ),
        turn(
            "For the new members' form, it needs the council permit number and our insurance. The permit's "
            + f("identifier", "SBC-LAKE-2291") + " and the policy is " + f("identifier", "MMI-44871-B") + ".",
            ("Adding both to the bottom of the form.", [
                call("edit", "ok", path="/home/clive/club/new_member_form.txt",
                     old="Signed: ______  Date: ______",
                     new="Signed: ______  Date: ______\nLake permit SBC-LAKE-2291. Insured under policy MMI-44871-B."),
            ]),
            "Both are on the form now, under the signature line.",
        ),
        turn(
            "Here's one I can't get to the bottom of. " + f("pending", "whether the council's permit covers the petrol-engined boats")
            + ". We've two members with big petrol jobs, noisy things, and the permit just says 'model craft'. "
            "I've rung the parks office three times and they say they'll ring back.",
            "I can't say from the wording either; 'model craft' could be read either way. I'll keep it as an "
            "open question, and until the council answers it might be wise to keep the petrol boats off on "
            "race mornings.",
        ),
    )
    later5 = (
        turn(
            "The insurers have written. They want " + f("pending", "the members' list with boat types to the insurers by 30 April")
            + " or the renewal won't go through, and we can't sail uninsured.",
            "Okay. I can make that from the membership sheet: name, membership type, and each member's boats "
            "with electric, petrol or sail. If you send me the sheet I'll add a boat-type column and produce the "
            "list.",
        ),
    )
    later10 = (
        turn(
            "Did you ever get round to the safety briefing for new members? We've three new ones on Sunday, a "
            "dad and two lads.",
            "Not yet, I'm sorry: the one-page safety briefing for new members is still to do. I'll write it now: "
            "failsafes, LiPo charging outside, the swans and the island, on one page.",
        ),
    )
    return Scripted(name="fresh41-modelboats", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh41=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- ploughing
def _ploughing() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Good morning. I'm Mags Pryce, secretary of the Tanat Valley Ploughing Society, out past Oswestry, "
            "and I've been secretary so long they've stopped asking. The match is the second Saturday in "
            "October on Emyr Hughes's farm near Llansilin, horses, vintage trailed, vintage mounted, classic, "
            "reversible and the young farmers. So you understand what the booklet's for, here's match day: "
            "the stewards are on the field at six pegging out, each plot's " + f("number", "about a third of an acre per plot")
            + ", marked with a numbered stake. The ploughmen draw their numbers at the gate, start at nine, "
            "and the judges walk the field in the afternoon. Now the judges, and this is the oldest rule we "
            "have, older than me: " + f("constraint", "the judges only ever get plot numbers, never the ploughmen's names")
            + ". Everybody knows everybody round here, and we had a dreadful row in 1987 about a brother-in-law. "
            "Then teas in the marquee, prizes at four, and everybody home to milk. My grandson Josh set the "
            "laptop up so the stewards' class lists go into a booklet for the day, it's all in "
            + f("path", "~/ploughing/booklet") + ", and he said I just type one thing. I typed it and it went "
            "red. Will you do it?",
            ("Running Josh's booklet build.", [
                call("bash",
                     long_log(70, "tanat-booklet",
                              "pdfunite classes/class01_young_farmers.pdf classes/class02_vintage_trailed.pdf "
                              "classes/class03_vintage_mounted.pdf classes/class04_classic.pdf "
                              "classes/class05_reversible.pdf classes/class06_horses.pdf out/booklet_2025.pdf\n"
                              + f("failure", "I/O Error: Couldn't open file 'classes/class06_horses.pdf': No such file or directory.")
                              + "\nSyntax Error: Could not merge damaged documents ('classes/class06_horses.pdf')\n"
                              "make: *** [Makefile:22: booklet] Error 1"),
                     error=True, command="cd ~/ploughing/booklet && " + f("command", "make booklet")),
            ]),
            "Everything builds until the last step, which joins the class lists into one booklet: the list for "
            "the horse class isn't there. The classes folder has every other class's PDF, but no "
            "class06_horses.pdf, so the joining stops.",
        ),
        turn(
            "That'll be Bill Jarman. He's the horse steward, and he won't have a computer in the house, he writes "
            "his list out by hand and posts it, and Josh scans it in. It hasn't come yet, Bill posts things when "
            "he goes to market, which is Wednesdays. So there's nothing to be done till his envelope lands. "
            "Leave it.",
            "Right, the booklet waits for Bill's horse list in the post. Everything else is ready to go, so once "
            "it's scanned in, the same command will finish it.",
        ),
        turn(
            "Anything you'd do differently, while we're at it?",
            "One thing many shows do now: " + f("rejected", "an online entry form with card payments")
            + ", so people enter and pay on the society's website and the entries come to you already typed.",
        ),
        turn(
            "No. Next.",
            "Okay. Something for the gate instead: I can do the plot draw for you from the entries list, each "
            "entrant in a class given a random plot number, printed as a sheet for the gate and a card for each "
            "stake, so the draw is fair and nobody's name goes near the judges.",
        ),
        turn(
            "Now that's useful, the hat we use has a hole in it. The entries are in "
            + f("path", "/home/mags/ploughing/entries_2025.csv") + ", Josh set that up too.",
            ("Reading the entries and writing the draw.", [
                call("read", path="/home/mags/ploughing/entries_2025.csv",
                     result="class,name,tractor_or_team,parish\nvintage_trailed,Huw Roberts,Fordson Major,Llansilin\n"
                            "horses,Gwyn Evans,pair of Shires,Llangedwyn\nreversible,Sian Morris,Kverneland 2-furrow,Llanrhaeadr"),
                call("write", "ok", path="/home/mags/ploughing/draw.py",
                     content="import csv, random, collections\nrandom.seed()\nby_class = collections.defaultdict(list)\n"
                             "for r in csv.DictReader(open('entries_2025.csv')):\n    by_class[r['class']].append(r)\n"
                             "for c, rows in by_class.items():\n    random.shuffle(rows)\n"),
            ]),
            "The draw's written: it shuffles each class and numbers the plots, then prints the gate sheet with "
            "names and a stake card with just the number.",
        ),
    )
    r2 = (
        turn(
            "I'll tell you what happened at the practice day on Saturday, because it's changed things. Gwyn Evans "
            "had his pair of Shires working the bottom field, and one of the vintage lads drove his Fordson "
            "straight through the gate into the same field and gave a toot on the horn to say hello. The horses "
            "bolted with the plough behind them, Gwyn went over and broke his collarbone, and it could have been "
            "a child. So I've told the committee and they agreed: " + f("constraint", "no tractor comes through the horse field gate while the horses are working")
            + ", and there'll be a steward on that gate all day to see to it.",
            ("Adding it to the stewards' instructions, with the gate named.", [
                call("edit", "ok", path="/home/mags/ploughing/stewards.txt",
                     old="GATES\n",
                     new="GATES\nHorse field gate: steward on duty all day. No tractor through this gate while the "
                         "horses are working, for any reason. No horns near the horse field.\n"),
            ]),
            "It's in the stewards' sheet under Gates, with a line about horns as well. I hope Gwyn mends quickly.",
        ),
        turn(
            "Then Dafydd, our chairman, rang. Emyr, whose farm it is, asked him about " + f("rejected", "moving the match to the August bank holiday")
            + ", better weather, more people. Dafydd put it to the committee on Tuesday and they voted it down "
            "flat: half the members are on the combines in August and the ground's like concrete. So October it "
            "stays, and Dafydd's told Emyr.",
            "Noted: the committee keeps the match in October.",
        ),
        turn(
            "Now the e-mails. Josh made it so the society's e-mails come down onto the laptop, and since "
            "Thursday nothing's come, and I'm expecting entries. Can you see why?",
            ("Running the mail sync by hand to see what it says.", [
                call("bash",
                     "C: 0/1  B: 0/0  F: +0/0 *0/0 #0/0  N: +0/0 *0/0 #0/0\n"
                     + f("failure", "IMAP command 'LOGIN <user> <pass>' returned an error: NO [AUTHENTICATIONFAILED] Authentication failed.")
                     + "\nC: 1/1  B: 0/0  F: +0/0 *0/0 #0/0  N: +0/0 *0/0 #0/0",
                     error=True, command=f("command", "mbsync -a")),
            ]),
            "The mail server is turning away the login: the password saved on the laptop isn't accepted any more. "
            "Usually that means the password was changed somewhere else. It can be reset at the mail provider, "
            "but that would need the recovery details for the society's account.",
        ),
        turn(
            "Josh changed it, he said something about it being too simple. He's in his exams in Aberystwyth all "
            "this week and his mother says nobody is to ring him. And I'm not resetting it myself, Josh put the "
            "recovery thing on his own phone and I'll only make a worse mess. So it waits till he's finished. "
            "Leave it.",
            "Okay, the mail stays as it is until Josh's exams are over. Anyone can still reach you by phone.",
        ),
        turn(
            "Oh, and the commentator, Idris, he does the tannoy. He wants " + f("pending", "a running order for the horse classes for the commentator")
            + ", who's on when, the horses' names, so he's not making it up. Can you do that?",
            "Yes. I'll do it once Bill's horse list has come, since the names are on it.",
        ),
    )
    r3 = (
        turn(
            "An e-mail from Marcher Tractors in Welshpool, the dealers. Very keen. They want "
            + f("rejected", "their banners right round the field and their name on the championship cup")
            + ". That cup's been the Pryce Memorial since 1952, my father-in-law. I wrote back: one banner by the "
            "gate, and they can put their name to the best-turned-out tractor prize. They said yes, and they'll "
            "give a hundred pounds for it.",
            ("Adding them to the prize list.", [
                call("edit", "ok", path="/home/mags/ploughing/prizes.txt",
                     old="Best turned out tractor: ______",
                     new="Best turned out tractor: the Marcher Tractors prize (100 pounds)"),
            ]),
            "Done: the best-turned-out prize is theirs on the prize list, and I've noted one banner at the gate.",
        ),
        turn(
            "The schedule needs the fees, it's " + f("number", "£12 a class to enter") + ", young farmers free. "
            "And the council want things on the event plan: the farm's holding number is "
            + f("identifier", "CPH 35/271/0048") + ", and the St John Ambulance booking is "
            + f("identifier", "SJA-77310") + ".",
            ("Putting the fee on the schedule and both numbers on the event plan.", [
                call("edit", "ok", path="/home/mags/ploughing/schedule.txt",
                     old="Entry fee: ____", new="Entry fee: 12 pounds per class (young farmers free)"),
                call("edit", "ok", path="/home/mags/ploughing/event_plan.txt",
                     old="Holding: ____\nFirst aid: ____",
                     new="Holding: CPH 35/271/0048\nFirst aid: St John Ambulance, booking SJA-77310"),
            ]),
            "The fee's on the schedule, and the holding number and the first-aid booking are on the event plan.",
        ),
        turn(
            "And here's a puzzle nobody can solve. " + f("pending", "whether the society's insurance covers the trailer rides for spectators")
            + ". Emyr's lad does trailer rides round the field for the children. Our broker, Mr Lloyd in "
            "Oswestry, retired in the spring and the new firm haven't a clue, and the committee's split.",
            "I can't answer that either; it would depend on the policy's wording about passengers. I'll keep it "
            "open until the new broker answers, and until then it might be safest not to advertise the rides.",
        ),
    )
    later5 = (
        turn(
            "A letter from the council, their safety advisory group. They want "
            + f("pending", "the event management plan to the council's safety advisory group by Friday 26 September")
            + ", with the parking and the first aid in.",
            "Right. Most of it is already in the event plan: the holding number, the first aid, the stewards' "
            "gates. I'll need a sketch of where the cars park and the marquee goes; if you describe it I'll "
            "draw it up and finish the plan.",
        ),
    )
    later10 = (
        turn(
            "What's happened to the running order for the horse classes? Idris rang, he wants to practise the "
            "Welsh names.",
            "I haven't done it yet, sorry: the running order for the horse classes for the commentator is still "
            "to do. I'll make it now from Bill's list, with each horse's name and its class and time.",
        ),
    )
    return Scripted(name="fresh41-ploughing", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh41=True, later=((5, later5), (10, later10)), routine=routine_en)


SESSIONS = (_grapepress(), _charityshop(), _modelboats(), _ploughing())
