"""Thirty-seventh fresh held-out set (English half): written blind while the thirty-first round of rules was
being made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the
tuned sessions, the other half of this set, the other blind sets beyond one English and one Chinese file
read for their format only, or the benchmark's report). It is to be first run, with its other half
(``heldout_fresh37_zh.py``), against the thirtieth round's rules; it was committed before its first run and
is not to be edited after it.

How it was written: the descriptions below first, in plain words, then each dialogue from its description
in the voices of the people in it, in leisure-venue domains used nowhere else in the corpus (checked with
``grep -il`` on file names only): an outdoor go-kart track in an old quarry outside Mallow, a paintball
site in a conifer plantation near Ruthin, a bouldering gym in an old bonded warehouse in Leith, and an
adventure (crazy) golf course on the promenade at Tramore. Proposals come from the assistant, a Limerick
stag-and-hen company (by e-mail), a track owner's father, a Scout leader (by phone), an owner's son
(decided by the estate's land agent and relayed), a university climbing club (by e-mail), a co-owner
(decided by the landlord's agent and relayed), a golf course owner's husband (decided by the county
council and relayed) and her sister. Failures are multi-line blocks from a Python lap-timing bridge,
iperf3, libcamera-still, pdftotext, bluetoothctl, zpool import, gpioset and mpv; each is left unresolved
for a reason given in the dialogue. Routine work (``routine_en``) is this file's own: a Swift Vapor app
for gift cards and bookings (Fluent, Leaf templates, the PostgreSQL driver, XCTest), with turns that look
like facts (a rule of thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions:
- gokart: Declan Hegarty runs an outdoor kart track in a worked-out quarry outside Mallow; his sister
  Aoife does the bookings, Tadhg is the mechanic. A transponder decoder in the timing hut (unit
  P3-40917) feeds a Python bridge on a Pi that pushes lap times to screens in the pit lane, over a wifi
  bridge on a pole (pitlane-ap-02). Rules: inside a long account of a race night, every helmet strap is
  checked by a marshal before a kart leaves the pit lane; after a birthday-party child ended up on track
  with adults, junior sessions are never booked into the same slot as adult sessions. Proposals: the
  assistant's floodlit racing on winter evenings (refused by a reason alone: planning closes the track at
  eight in winter); a Limerick stag-and-hen company wants exclusive use of the track every Saturday
  evening, Declan counters with the first and third Saturdays and they take it; Declan's father's drift
  session on the wet track (bluntly no); the assistant's e-mailed lap-time sheets are accepted. Numbers:
  €35 for a fifteen-minute session; the lap record, 38.6 seconds. Paths:
  /home/timing/bridge/decoder_bridge.py, /home/aoife/bookings/slot_rules.yaml. Commands: python3
  decoder_bridge.py --host 10.0.5.20 --port 5403; iperf3 -c 10.0.5.31 -t 10. Failures: the bridge gets
  connection refused from the decoder (its licence lapsed; the supplier in Haarlem is renewing it and
  hasn't sent the key); iperf3 to the pit-lane screen's bridge is reset (the bridge is six metres up a
  pole, Tadhg won't climb it in the wind, the cherry picker comes Friday). Open: a one-page marshal
  briefing sheet for new staff (asked again later); whether the insurer covers under-12s in the twin-seat
  karts (the broker hasn't answered); a later ask for the circuit safety plan for the Motorsport Ireland
  inspector by 3 April.
- paintball: Sian and Gareth Pritchard run a paintball site in a rented conifer plantation near Ruthin;
  their son Owen does the tech: a camera Pi up a tree at the fort (fortcam-pi) takes action photos, and
  sign-in tablets save signed waivers as PDFs. Rules: inside a long account of a game day, masks stay on
  everywhere inside the netting, even after the whistle; after a hot marker bruised a player, every marker
  goes over the chrono before every game, not just first thing. Proposals: the assistant's night games
  with UV paint and glow sticks (put off to ask Gareth, refused a round later: sheep, deer, marshals
  can't see); a Scout leader by phone wants full-power markers for the ten-year-olds, Gareth counters with
  low-impact markers and the leader takes it; Owen's second field in the top plantation (the estate's land
  agent says the lease covers only the lower block, relayed by Sian); the assistant's QR code at sign-in
  for the photo gallery is accepted. Numbers: £32 a head with 200 paintballs; 280 feet per second on the
  chrono. Paths: /home/owen/fortcam/snap.py, /srv/waivers/signed/2025-03. Identifiers: fortcam-pi,
  booking PB-25-0871. Commands: libcamera-still -o /tmp/fortcam_test.jpg; pdftotext -layout
  PB-25-0871.pdf -. Failures: libcamera-still finds no cameras (the box is up a pine in the fort, which is
  booked all weekend; Owen climbs up Monday); pdftotext can't find the trailer of a waiver PDF (a ticket
  is open with the waiver app's company and the tablet is in Gareth's car in Chester). Open: a rain-day
  rebooking policy for the website (asked again later); whether the lease allows a proper toilet block by
  the car park (the land agent hasn't answered); a later ask for the incident log and marshal training
  records for the insurer's surveyor before 11 April.
- bouldering: Priya Nair and Jamie Drummond co-own a bouldering gym in an old bonded warehouse in Leith;
  Marek is head setter. A spray wall's LEDs are driven over Bluetooth from a Pi by a control script; route
  videos live on a small ZFS box. Rules: inside a long account of a reset week, nobody climbs on a section
  while the setters are working on it; after a member rolled an ankle in a gap between mats (accident
  report AR-2025-017), the mat seams are checked at opening and again at closing, every day. Proposals:
  the assistant's 24-hour access for members with key fobs (refused by a reason alone: no one on the floor
  for first aid); a university climbing club, by e-mail, wants "free off-peak entry for all our members",
  Priya counters with a £7 group rate on weekday daytimes and they take it; Jamie's sauna in the old boiler
  room (the landlord's agent says no, relayed by Jamie); the assistant's grade tags with set dates are
  accepted. Numbers: the walls are 4.2 metres high; £52 a month for membership. Paths:
  /opt/spraywall/board_ctl.py, /tank/beta/spray-wall. Identifiers: the board's Bluetooth address
  E8:9F:6D:21:4C:07, the accident report AR-2025-017. Commands: bluetoothctl connect E8:9F:6D:21:4C:07;
  sudo zpool import tank. Failures: bluetoothctl can't connect (the spray wall's power is isolated while
  Marek resets that section until Thursday); zpool import finds the pool unavailable (the disk dock's power
  brick is in Jamie's van on Skye until Monday). Open: a grading explainer poster for the front desk
  (asked again later); whether the building warrant covers the new mezzanine (the council's building
  standards haven't replied); a later ask for the mat certificates and wall inspection log for the ABC
  inspection on 24 April.
- crazygolf: Bríd Power runs Smugglers' Cove, eighteen holes of adventure golf on the promenade at
  Tramore, with her husband Mick on maintenance and her nephew Cian on the tech: a Pi (smugglers-pi)
  switches the waterfall pump by a relay and plays the pirate ship's sound loop. Rules: inside a long
  account of a summer Saturday, children under eight go round with an adult, no exceptions; after the
  ship's water cannon soaked a woman's phone, the cannon only fires when someone from staff is standing
  at the ship. Proposals: the assistant's glow-in-the-dark evening golf in August (put off to ask Mick,
  refused a round later: the prom lights never go off and the gate closes at ten); Mick's ice-cream kiosk
  on the promenade frontage (the council's casual trading section says the permit WCCC-CT-0386 covers the
  golf only, relayed); her sister Nuala's bouncy castle by hole 18 (bluntly no); the assistant's
  hole-in-one prize draw on the scorecards is accepted. Numbers: the pump moves 4,000 litres an hour; €9
  an adult round. Paths: /home/cian/cove/pump_relay.sh, /home/cian/cove/sounds/ship_loop.ogg.
  Commands: gpioset gpiochip0 17=1; mpv --no-video --loop ship_loop.ogg. Failures: gpioset says the line
  is busy (Cian's old pump service holds it and he's in his Leaving Cert exams; Bríd won't touch his
  service till he's done); mpv can't open the ALSA device (the USB amp in the ship got soaked by the
  cannon; a new one is coming from Thomann). Open: a wet-weather refund notice for the hut window (asked
  again later); whether the council will renew the seafront lease for another five years (no answer);
  a later ask for the opening hours and a photo for the Tramore summer brochure by 15 May.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Swift Vapor gift-card and booking app
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The gift card tests went red after my last change, can you look?",
                ("Running the test target.", [
                    call("bash",
                         "Test Suite 'GiftCardTests' started at 2025-03-04 10:12:03.118\n"
                         "Test Case '-[AppTests.GiftCardTests testPartialRedeemLeavesBalance]' started.\n"
                         "/app/Tests/AppTests/GiftCardTests.swift:58: error: -[AppTests.GiftCardTests "
                         "testPartialRedeemLeavesBalance] : XCTAssertEqual failed: (\"1999\") is not equal to (\"2000\")\n"
                         "Test Case '-[AppTests.GiftCardTests testPartialRedeemLeavesBalance]' failed (0.214 seconds).\n"
                         "Executed 24 tests, with 1 failure (0 unexpected) in 3.412 (3.420) seconds",
                         error=True, command="swift test --filter GiftCardTests"),
                ]),
                ("The redeem path converts the Double amount from the form to cents with Int(amount * 100), which "
                 "truncates 20.00 to 1999. I'll parse the form value as Decimal and round to whole cents.", [
                    call("edit", "ok", path="Sources/App/Controllers/GiftCardController.swift",
                         old="let cents = Int(form.amount * 100)",
                         new="let cents = NSDecimalNumber(decimal: (form.amount * 100).rounded(0)).intValue"),
                    call("bash", "Executed 24 tests, with 0 failures (0 unexpected) in 3.398 (3.405) seconds",
                         command="swift test"),
                ]),
                "All green. Rule of thumb for this app: money stays in integer cents from the form onwards, never Double.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Bookings need a capacity per slot, some slots take six people and some take twelve.",
                ("Adding a field and a Fluent migration.", [
                    call("edit", "ok", path="Sources/App/Models/Slot.swift",
                         old="    @Field(key: \"starts_at\") var startsAt: Date",
                         new="    @Field(key: \"starts_at\") var startsAt: Date\n"
                             "    @Field(key: \"capacity\") var capacity: Int"),
                    call("write", "ok", path="Sources/App/Migrations/AddSlotCapacity.swift",
                         content="struct AddSlotCapacity: AsyncMigration {\n"
                                 "    func prepare(on db: Database) async throws {\n"
                                 "        try await db.schema(\"slots\").field(\"capacity\", .int, .required, "
                                 ".sql(.default(8))).update()\n    }\n}"),
                    call("bash", "[ INFO ] Starting migration\n[ INFO ] Migrating AddSlotCapacity\n[ INFO ] Migration successful",
                         command="swift run App migrate --yes"),
                ]),
                "Done; existing slots default to 8. I could also add an index on slots.starts_at, since the "
                "availability page filters by date on every load.",
            ),
            turn("Yes, add the index.", "Added as its own migration, CreateSlotStartsAtIndex; the day view query drops from 40 ms to 3 ms locally."),
        )
    if k == 2:
        return (
            turn(
                "The confirmation e-mail page is a 500 now.",
                ("Looking at the server log.", [
                    call("bash",
                         "[ ERROR ] LeafError.Reason.noTemplateExists(\"emails/booking-confirmed\") "
                         "[request-id: 6C1F0E2A-83D1-4B5D-9E0F-1F2A3C4D5E6F]\n"
                         "[ WARNING ] Abort.500: Something went wrong.",
                         error=True, command="docker compose logs app --since 10m | grep -E 'ERROR|WARNING'"),
                ]),
                ("The controller renders emails/booking-confirmed but the file was saved as booking_confirmed.leaf. "
                 "Renaming the file to match the other templates' dash style.", [
                    call("bash", "", command="git mv Resources/Views/emails/booking_confirmed.leaf "
                                             "Resources/Views/emails/booking-confirmed.leaf"),
                    call("bash", "Executed 24 tests, with 0 failures (0 unexpected) in 3.401 (3.409) seconds",
                         command="swift test"),
                ]),
                "Fixed. Leaf looks templates up relative to Resources/Views, so the name in render() has no extension.",
            ),
        )
    if k == 3:
        return (
            turn(
                "A customer got an error buying a gift card, something about duplicate key?",
                ("Checking the log for that request.", [
                    call("bash",
                         "[ ERROR ] PSQLError(code: server, serverInfo: [sqlState: 23505, detail: Key (code)=(K7QX2M) "
                         "already exists., message: duplicate key value violates unique constraint "
                         "\"uq:gift_cards.code\"])",
                         error=True, command="docker compose logs app --since 1h | grep PSQLError"),
                ]),
                "The code generator makes six characters from 32 symbols; with a few thousand cards sold a clash "
                "is rare but possible. I'd go to ten characters and retry once on a clash.",
            ),
            turn("Do it.", ("Changed.", [
                call("edit", "ok", path="Sources/App/Services/GiftCodeGenerator.swift",
                     old="static let length = 6", new="static let length = 10"),
                call("bash", "Executed 25 tests, with 0 failures (0 unexpected) in 3.522 (3.530) seconds",
                     command="swift test"),
            ]), "Deployed; old six-character codes still redeem fine."),
        )
    if k == 4:
        return (
            turn(
                "Is there a newer Vapor? The build warns about something deprecated.",
                ("Updating just Vapor and its dependencies.", [
                    call("bash",
                         "Updating https://github.com/vapor/vapor.git\n"
                         "Updated https://github.com/vapor/vapor.git (0.84s)\n"
                         "Computing version for https://github.com/vapor/vapor.git\n"
                         "Computed https://github.com/vapor/vapor.git at 4.106.0 (0.41s)",
                         command="swift package update vapor"),
                    call("bash", "Build complete! (142.18s)\nExecuted 25 tests, with 0 failures (0 unexpected)",
                         command="swift build && swift test"),
                ]),
                "Now on 4.106.0 and the deprecation warning is gone. I'd set the lower bound in Package.swift to "
                "from: \"4.106.0\" so the Docker build doesn't resolve an older one.",
            ),
            turn("Fine, set it.", "Set, and Package.resolved is committed with it."),
        )
    return (
        turn(
            "Two customers got the 'your gift card expires soon' e-mail twice.",
            ("Checking the queue worker logs.", [
                call("bash",
                     "app-1  | [ INFO ] Dispatched scheduled job: ExpiryReminderJob\n"
                     "app-2  | [ INFO ] Dispatched scheduled job: ExpiryReminderJob\n"
                     "app-1  | [ INFO ] ExpiryReminderJob sent 2 reminders\n"
                     "app-2  | [ INFO ] ExpiryReminderJob sent 2 reminders",
                     error=True, command="docker compose logs app | grep ExpiryReminderJob"),
            ]),
            ("Both app replicas run the scheduled jobs, so the reminder goes once per replica. Moving the "
             "scheduler into its own one-replica service and turning it off in the web containers.", [
                call("edit", "ok", path="Sources/App/configure.swift",
                     old="try app.queues.startScheduledJobs()",
                     new="if Environment.get(\"RUN_SCHEDULER\") == \"1\" { try app.queues.startScheduledJobs() }"),
                call("edit", "ok", path="docker-compose.yml",
                     old="  queues:\n    command: [\"queues\"]",
                     new="  queues:\n    command: [\"queues\", \"--scheduled\"]\n    deploy:\n      replicas: 1"),
            ]),
            "Deployed. Gift cards still last twelve months; the reminder goes thirty days before, once.",
        ),
    )


# ---------------------------------------------------------------- go-kart track
def _gokart() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi there. Declan here, I run the kart track out the road from Mallow, in the old quarry, you might've "
            "seen the signs. Me sister Aoife does the bookings and the office and Tadhg is our mechanic, he's been "
            "with us since we opened. I'll tell you how a race night goes so you get the picture. Doors at six, "
            "people sign the form at the hut and get a balaclava and a helmet, then Aoife gives the safety talk in "
            "the briefing room, flags and what they mean, no bumping, all that. Then they go down to the pit lane "
            "and the karts are lined up, engines off. And this is the bit I'm strict on, " 
            + f("constraint", "every helmet strap is checked by a marshal before a kart leaves the pit lane")
            + ", I don't care if it's a lad who's been coming every week for five years, the marshal puts two "
            "fingers under the strap and tugs the chin. Then heats, then the final, then the podium and the "
            "prosecco for the stag lads. The lap times go up on the screens in the pit lane, that's a thing Tadhg's "
            "cousin set up, there's a box in the timing hut and a little computer that runs a program, "
            + f("path", "/home/timing/bridge/decoder_bridge.py") + ". Only the screens have been blank since "
            "Saturday and people love the screens. Can you have a look at it?",
            ("Reading the bridge program first to see what it talks to.", [
                call("read", path="/home/timing/bridge/decoder_bridge.py",
                     result="import argparse, socket, json\nfrom screens import push_lap\n\n"
                            "def main():\n    ap = argparse.ArgumentParser()\n    ap.add_argument('--host')\n"
                            "    ap.add_argument('--port', type=int, default=5403)\n    args = ap.parse_args()\n"
                            "    s = socket.create_connection((args.host, args.port), timeout=5)\n"
                            "    for msg in read_passings(s):\n        push_lap(msg)\n"),
            ]),
            "It opens a network connection to the decoder box in the hut, reads each kart's passing over the "
            "line and pushes the lap to the screens. I'll run it by hand and see where it stops.",
        ),
        turn(
            "Go on so.",
            ("Running it in the foreground.", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/home/timing/bridge/decoder_bridge.py\", line 41, in <module>\n"
                     "    main()\n"
                     "  File \"/home/timing/bridge/decoder_bridge.py\", line 12, in main\n"
                     "    s = socket.create_connection((args.host, args.port), timeout=5)\n"
                     "  File \"/usr/lib/python3.11/socket.py\", line 851, in create_connection\n"
                     "    raise exceptions[0]\n"
                     "  File \"/usr/lib/python3.11/socket.py\", line 836, in create_connection\n"
                     "    sock.connect(sa)\n"
                     + f("failure", "ConnectionRefusedError: [Errno 111] Connection refused"),
                     error=True, command="cd /home/timing/bridge && "
                     + f("command", "python3 decoder_bridge.py --host 10.0.5.20 --port 5403")),
                call("bash", "PING 10.0.5.20: 3 packets transmitted, 3 received, 0% packet loss",
                     command="ping -c 3 10.0.5.20"),
            ]),
            "The decoder answers on the network, so the cable is fine, but it refuses the connection on its "
            "data port. That usually means the decoder itself has stopped serving passings: a setting, a "
            "licence, or its own software. The Pi and the program are fine.",
        ),
        turn(
            "Ah. That'd be the licence so. Aoife got an e-mail in February that the decoder's subscription was up, "
            "the unit number on it is " + f("identifier", "P3-40917") + ". She paid it, but the crowd in Haarlem who "
            "sell them have to send a new key, and they haven't, she's chased them twice. Nothing we can do till "
            "that comes in, so leave it. We'll read out the times off the laptop in the hut like the old days.",
            "Okay, I'll leave the bridge alone until the key arrives from the supplier. Once it's in, it's one "
            "run of that command to check the screens come back.",
        ),
        turn(
            "Grand. Here, I wanted to ask you, winter is dead for us. The tracks up the country are all doing "
            "something to keep going. Any ideas?",
            "One option is " + f("rejected", "floodlit racing on winter evenings") + ": from November to February "
            "it's dark by five, so lights on the main straight and the hairpin would let you run the same race "
            "nights you do in summer, and after-work corporate groups like the dark.",
        ),
        turn(
            "Our planning has us shut at eight in winter and no lights on poles over six metres, the houses on the "
            "Ballyclough road fought the whole thing when we opened. That's the end of that.",
            "Understood, the hours stay as they are. A smaller thing: I could have the booking system e-mail each "
            "driver their own lap-time sheet after the session, with their best lap and where they finished. "
            "People forward those, and it brings them back.",
        ),
        turn(
            "Oh I like that. Yeah do that.",
            ("Adding the lap sheet to the after-session e-mail.", [
                call("edit", "ok", path="/home/aoife/bookings/templates/after_session.html",
                     old="<p>Thanks for racing with us!</p>",
                     new="<p>Thanks for racing with us!</p>\n<table>{{ lap_table }}</table>\n"
                         "<p>Best lap: {{ best_lap }} · Finished: {{ position }}</p>"),
            ]),
            "Done. It'll fill in from the laptop's times until the screens are back, then from the decoder.",
        ),
    )
    r2 = (
        turn(
            "Right, a bad one at the weekend. We had a birthday party booked, kids of ten and eleven, and Aoife's "
            "system put them in the same half hour as a group of lads from a work do, adults, in the big karts. "
            "One of the young ones got onto the track when the adults were out. Nobody hurt, the marshal had the "
            "red flag out in seconds, but my heart. So from now on " 
            + f("constraint", "junior sessions are never booked into the same slot as adult sessions")
            + ". Can the booking thing be made to stop that? The settings are in "
            + f("path", "/home/aoife/bookings/slot_rules.yaml") + ", Aoife says.",
            ("Reading the slot rules, then adding the rule that a slot is either junior or adult.", [
                call("read", path="/home/aoife/bookings/slot_rules.yaml",
                     result="slots:\n  length_minutes: 30\n  max_karts: 12\n  mix_groups: true\n"),
                call("edit", "ok", path="/home/aoife/bookings/slot_rules.yaml",
                     old="  mix_groups: true",
                     new="  mix_groups: true\n  slot_kind: [junior, adult]\n  never_mix_kinds: true"),
            ]),
            "Done. A slot now takes the kind of the first booking in it, and a junior booking can't be put in an "
            "adult slot or the other way round; the booking page shows that slot as full for them.",
        ),
        turn(
            "Good man. Now, this came in from a company in Limerick that does stag and hen weekends, Craic Tours. "
            "I'll paste it: 'Hi Declan, we'd love to partner up. We want " 
            + f("rejected", "exclusive use of the track every Saturday evening") + " from May to September, "
            "we'll fill it, guaranteed.' Thing is Saturday night is half our regulars. I wrote back, no, not every "
            "one, but they can have the first and third Saturday of the month, booked solid for them, and they "
            "said grand, they'll take that.",
            ("Blocking those Saturdays for them in the calendar.", [
                call("edit", "ok", path="/home/aoife/bookings/block_bookings.yaml",
                     old="blocks: []",
                     new="blocks:\n  - who: Craic Tours\n    rule: 1st and 3rd Saturday, 18:00-21:00\n"
                         "    from: 2025-05-03\n    to: 2025-09-20"),
            ]),
            "The first and third Saturday evenings from May to September are held for Craic Tours; the other "
            "Saturdays stay open to everyone.",
        ),
        turn(
            "And put the price up on the website for the summer, it's " 
            + f("number", "€35 for a fifteen-minute session") + ", the grand prix package stays at sixty.",
            ("Updating the price list.", [
                call("edit", "ok", path="/home/aoife/bookings/prices.yaml",
                     old="session_15: 30.00", new="session_15: 35.00"),
            ]),
            "Updated; bookings already made keep the old price.",
        ),
        turn(
            "Another thing, even on the laptop in the hut the times come up slow on the little screen at the end "
            "of the pit lane, they're a lap behind. That screen talks over the wifi thing on the pole, "
            + f("identifier", "pitlane-ap-02") + ", Tadhg's cousin called it. Can you test it?",
            ("Measuring the link from the hut to the screen's end of the bridge.", [
                call("bash",
                     "Connecting to host 10.0.5.31, port 5201\n"
                     "[  5] local 10.0.5.10 port 50114 connected to 10.0.5.31 port 5201\n"
                     "[ ID] Interval           Transfer     Bitrate         Retr  Cwnd\n"
                     "[  5]   0.00-1.00   sec   312 KBytes  2.55 Mbits/sec   41   8.48 KBytes\n"
                     "[  5]   1.00-2.00   sec  0.00 Bytes  0.00 bits/sec    12   1.41 KBytes\n"
                     "[  5]   2.00-3.00   sec  0.00 Bytes  0.00 bits/sec     0   1.41 KBytes\n"
                     + f("failure", "iperf3: error - unable to receive control message: Connection reset by peer"),
                     error=True, command=f("command", "iperf3 -c 10.0.5.31 -t 10")),
            ]),
            "The link starts at about two and a half megabits with lots of resends, then drops to nothing and "
            "the far end resets the connection. That's the radio on the pole: misaligned, water in it, or "
            "failing. It needs someone up there to look at it or swap it.",
        ),
        turn(
            "The pole is six metres and Tadhg won't go up the ladder in this wind and I don't blame him. The "
            "hire place in Mallow has a cherry picker for us Friday. Leave it till then.",
            "Okay, the pit-lane bridge waits for Friday and the cherry picker. When it's up, running the same "
            "test again will tell us straight away if it's sorted.",
        ),
        turn(
            "Lovely. And we've two new marshals starting, students, nice lads. Could you write up " 
            + f("pending", "a one-page marshal briefing sheet for new staff")
            + "? Flags, the helmet check, where to stand, what to do if a kart stops on the track.",
            "Yes, I'll put that together from what you've told me about the race nights, and leave room for "
            "the flag colours you use.",
        ),
    )
    r3 = (
        turn(
            "Me father was up on Sunday, eighty-one and full of notions. He wants us to do " 
            + f("rejected", "a drift session on the wet track") + " for the lads from the mart, hose the hairpin "
            "and let them slide around. No. Not a hope. Not on my insurance.",
            "Right, no drifting.",
        ),
        turn(
            "Speaking of insurance, here's one nobody'll give me a straight answer on: " 
            + f("pending", "whether the insurer covers under-12s in the twin-seat karts")
            + ", with a parent driving. Parents keep asking. I rang the broker in Fermoy a week ago and nothing.",
            "I can't tell you that either, it depends on the policy wording. I'll keep it as an open question; "
            "until the broker says yes in writing, I'd keep the twin-seaters off the booking page for under-12s.",
        ),
        turn(
            "Do that. Oh and put the lap record up on the website, Tadhg did " 
            + f("number", "38.6 seconds") + " on the full circuit testing the new engine, showing off.",
            ("Adding it to the track page.", [
                call("edit", "ok", path="/home/aoife/bookings/site/track.html",
                     old="<h3>Lap record</h3>\n<p>TBC</p>",
                     new="<h3>Lap record</h3>\n<p>38.6 s, Tadhg Ó Riordáin, March 2025</p>"),
            ]),
            "It's on the track page. Anyone who beats it will want their name there too, so I left it easy to edit.",
        ),
    )
    later5 = (
        turn(
            "Aoife's asking, did you do the marshal briefing sheet for the new lads? They start Saturday.",
            "Not yet, sorry, the one-page marshal briefing sheet for new staff is still open. I'll draft it "
            "today: the helmet strap check, the flags, where each marshal stands and what to do with a stopped kart.",
        ),
    )
    later10 = (
        turn(
            "Letter from Motorsport Ireland. The inspector wants " 
            + f("pending", "the circuit safety plan for the Motorsport Ireland inspector by 3 April")
            + " before he'll renew the track licence, barriers, marshal posts, the lot.",
            "Okay. I can start a draft from the slot rules, the helmet check and the marshal posts; I'll need "
            "the barrier layout from you or Tadhg, a phone photo of the drawing would do.",
        ),
    )
    return Scripted(name="fresh37-gokart", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh37=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- paintball site
def _paintball() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya, Sian here. Me and my husband Gareth run a paintball site in the forest up past Ruthin, we rent "
            "the woodland off the estate, it's all conifers and it's perfect for it. Our son Owen does all the "
            "computer stuff but he's at college in the week so I said I'd try you. Let me explain a day so you "
            "know us. Groups come at half nine, stag dos, birthdays, works teams. They sign the waiver on the "
            "tablets in the hut, get overalls and a mask, and Gareth does the safety talk. It's " 
            + f("number", "£32 a head with 200 paintballs") + ", more paint you buy at the hut. Then it's five "
            "or six games, the fort, the village, the trenches, capture the flag. And the rule that Gareth will "
            "literally send you home for: " 
            + f("constraint", "masks stay on everywhere inside the netting, even after the whistle")
            + ", because someone always lifts it to wipe the fog off and someone else fires one last shot. "
            "Lunch is burgers by the hut. At the fort there's a camera up a tree that takes photos of the action, "
            "Owen's thing, it's on a little computer called " + f("identifier", "fortcam-pi")
            + ", and people get the photos after. Only it's stopped taking them.",
            ("Let me look at the photo program on the camera box first.", [
                call("read", path="/home/owen/fortcam/snap.py",
                     result="from picamera2 import Picamera2\nimport time, pathlib\n\n"
                            "OUT = pathlib.Path('/home/owen/fortcam/shots')\n"
                            "cam = Picamera2()\ncam.start()\nwhile True:\n"
                            "    cam.capture_file(OUT / f'{int(time.time())}.jpg')\n    time.sleep(4)\n"),
            ]),
            "The program in " + f("path", "/home/owen/fortcam/snap.py") + " just takes a photo every four "
            "seconds. I'll check whether the camera itself is seen by the Pi.",
        ),
        turn(
            "Okay, Owen gave you the login thing so go ahead.",
            ("Asking the camera for a single test shot.", [
                call("bash",
                     "[0:00:41.512004914] [1203]  INFO Camera camera_manager.cpp:313 libcamera v0.3.0+65-6ddd79b5\n"
                     "[0:00:41.548377120] [1207]  WARN RPiSdn sdn.cpp:40 Using legacy SDN tuning - please consider moving SDN inside rpi.denoise\n"
                     "[0:00:41.551093882] [1207]  INFO RPI vc4.cpp:446 Registered camera /base/soc/i2c0mux/i2c@1/imx708@1a to Unicam device /dev/media3 and ISP device /dev/media0\n"
                     "[0:00:41.560211736] [1203] ERROR V4L2 v4l2_device.cpp:390 'imx708': Unable to set controls: Remote I/O error\n"
                     + f("failure", "ERROR: *** no cameras available ***"),
                     error=True, command="ssh owen@fortcam-pi " + f("command", "libcamera-still -o /tmp/fortcam_test.jpg")),
            ]),
            "The Pi knows a camera should be there but can't talk to it properly, so it gives up. That's nearly "
            "always the ribbon cable between the camera and the board: loose, damp, or pinched. It's a hands-on "
            "fix at the box.",
        ),
        turn(
            "And the box is strapped up a Scots pine in the middle of the fort, and the fort's booked solid all "
            "weekend, a stag do Saturday and two birthdays Sunday. Owen'll climb up Monday with the harness. "
            "Leave it till then.",
            "Okay, the camera waits for Owen on Monday. If he reseats the ribbon at both ends and runs the same "
            "test shot, we'll know in a minute.",
        ),
        turn(
            "Any ideas for the winter? It's quiet from November.",
            "You could do " + f("rejected", "night games with UV paint and glow sticks") + ": the same fields "
            "after dark, UV torches and paint that glows, with glow sticks on each team. Sites that do it sell "
            "them as special events at a higher price.",
        ),
        turn(
            "Ooh. I'm not sure. I'll have to ask Gareth, it's his side of it, he does the fields.",
            "Of course. Something smaller in the meantime: a QR code on the sign-in screen and on the hut door that "
            "takes people straight to their group's photo gallery, so they don't have to wait for an e-mail.",
        ),
        turn(
            "Yes that's good, do that one.",
            ("Adding the QR code to the sign-in screen.", [
                call("edit", "ok", path="/home/owen/signin/templates/done.html",
                     old="<p>You're all signed in. Have fun!</p>",
                     new="<p>You're all signed in. Have fun!</p>\n<img src=\"/qr/gallery/{{ booking_ref }}.png\" "
                         "alt=\"Your photos\">"),
            ]),
            "Done; each booking gets its own code, so a group only sees its own photos.",
        ),
    )
    r2 = (
        turn(
            "So, Saturday. A lad on the stag do got hit in the neck and it came up in a proper welt, much worse "
            "than normal. Gareth put the marker of the lad who shot him over the chrono and it was well over. He'd "
            "been fiddling with it at lunch. We only chrono'd in the morning. So from now on " 
            + f("constraint", "every marker goes over the chrono before every game, not just first thing")
            + ", and the limit is " + f("number", "280 feet per second") + ". Can you put that on the marshal "
            "checklist?",
            ("Updating the marshal checklist.", [
                call("edit", "ok", path="/home/owen/site/marshal_checklist.md",
                     old="- Chrono all markers at sign-in",
                     new="- Chrono every marker before every game, limit 280 fps; any over goes back to the hut"),
            ]),
            "It's on the checklist, at the top of the before-each-game section.",
        ),
        turn(
            "Oh and I asked Gareth about the night games. He said no. The farmer's sheep are right over the fence, "
            "there's deer through the trees at night, and the marshals can't see who's got their mask off in the "
            "dark. So no.",
            "Understood, no night games.",
        ),
        turn(
            "Then a Scout leader from Mold rang about a group of ten-year-olds. He wanted " 
            + f("rejected", "full-power markers for the ten-year-olds") + ", like the grown-ups, said his lot are "
            "tough. Gareth said sorry no, for under-twelves it's the low-impact markers, smaller paint, half the "
            "sting, and the leader said fine, he'll take that and book the second Saturday in May.",
            ("Booking them as a low-impact group.", [
                call("edit", "ok", path="/home/owen/site/bookings.csv",
                     old="date,group,size,type",
                     new="date,group,size,type\n2025-05-10,1st Mold Scouts,14,low-impact"),
            ]),
            "Booked for the 10th of May as a low-impact group.",
        ),
        turn(
            "And another computer thing. One of the waivers won't open, for the stag do on Saturday, booking " 
            + f("identifier", "PB-25-0871") + ". The insurer likes us to keep them all. They're in "
            + f("path", "/srv/waivers/signed/2025-03") + " on the office computer.",
            ("Trying to read the text out of that waiver.", [
                call("bash",
                     long_log(40, "waiver-scan",
                              "Syntax Error (51230): Illegal character '>'\n"
                              + f("failure", "Syntax Error: Couldn't find trailer dictionary")
                              + "\nSyntax Error: Couldn't find trailer dictionary\n"
                              "Syntax Error: Couldn't read xref table"),
                     error=True, command="cd /srv/waivers/signed/2025-03 && " 
                     + f("command", "pdftotext -layout PB-25-0871.pdf -")),
            ]),
            "The file is cut short: the end of a PDF, where it lists what's inside, is missing, so nothing can "
            "open it. It looks like the tablet stopped writing it halfway. The good copy, if there is one, would "
            "be on the tablet or with the waiver app's company.",
        ),
        turn(
            "Owen opened a ticket with the waiver app company, they said they'll look at their copy. And the "
            "tablet itself is in Gareth's car in Chester till Thursday. So leave that one, we'll wait for them.",
            "Okay, the broken waiver waits for the app company's reply; the other waivers in that folder read fine.",
        ),
        turn(
            "Last thing. People ring when it's lashing down asking can they move their day. Could you write " 
            + f("pending", "a rain-day rebooking policy for the website") + "? We don't want to lose the money, "
            "but we don't want to be mean either.",
            "Yes. I'll draft one: what counts as too wet, how much notice, and a free move to another date.",
        ),
    )
    r3 = (
        turn(
            "Owen's had his heart set on " + f("rejected", "a second field in the top plantation")
            + " for a speedball arena. So I rang Mr Lloyd, the estate's land agent, and he wrote back yesterday: "
            "our lease only covers the lower block, and the top plantation is due to be felled in two years anyway. "
            "So that's that, Owen's gutted.",
            "Understood; the site stays in the lower block.",
        ),
        turn(
            "And while I had Mr Lloyd, I asked " 
            + f("pending", "whether the lease lets us put a proper toilet block in by the car park")
            + ", instead of the portaloos. He said he'd check with the estate and get back to me. Nothing yet.",
            "I'll keep that open until he answers. If it's a yes it'll probably need planning too, so worth "
            "asking him about drainage at the same time.",
        ),
        turn(
            "Good point. Put the prices on the new flyer too while you're at it.",
            ("Updating the flyer.", [
                call("edit", "ok", path="/home/owen/site/flyer.md",
                     old="## Prices\nTBC",
                     new="## Prices\n£32 a head including 200 paintballs. Extra paint at the hut. Low-impact for 8-11s."),
            ]),
            "Done, with the low-impact line for the younger groups.",
        ),
    )
    later5 = (
        turn(
            "Did you get the rain-day rebooking policy for the website done? It's been bucketing all week and "
            "the phone won't stop.",
            "Not yet, sorry, it's still open. I'll write it now: a free move to any date within six months if "
            "you call before nine on the day, and what happens if the site closes for weather.",
        ),
    )
    later10 = (
        turn(
            "The insurance people are sending a surveyor, and they want " 
            + f("pending", "the incident log and marshal training records for the insurer's surveyor before 11 April")
            + ". Gareth keeps it all in a notebook, God help us.",
            "Okay. If you photograph the notebook pages I can type them into one incident log, and we'll list "
            "each marshal with the date of their training next to it.",
        ),
    )
    return Scripted(name="fresh37-paintball", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh37=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- bouldering gym
def _bouldering() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello! I'm Priya, I co-own a bouldering gym in Leith with my friend Jamie, it's in an old bonded "
            "warehouse by the docks, big brick arches, you'd love it. I'm the business half, not the techy half, "
            "so apologies in advance. We're in reset week, which is when Marek, our head setter, and his crew "
            "strip a section and put up all new problems. It goes like this: Monday they close off a wall, take "
            "every hold off, wash the holds in the big tub out the back, then set new problems over two or three "
            "days, climb them, argue about grades, tweak. The walls are " 
            + f("number", "4.2 metres") + " high and there's someone on a ladder or a scaffold tower the whole time, "
            "so " + f("constraint", "nobody climbs on a section while the setters are working on it")
            + ", we put the tape and the signs up, and if a member ducks under the tape they're out for the day. "
            "The spray wall has lights in it that show you the problem, a Pi runs it with a script at "
            + f("path", "/opt/spraywall/board_ctl.py") + ", and the lights aren't doing anything. Can you check?",
            ("Looking at how the script reaches the lights.", [
                call("read", path="/opt/spraywall/board_ctl.py",
                     result="import asyncio\nfrom bleak import BleakClient\n\nBOARD = 'E8:9F:6D:21:4C:07'\n"
                            "CHAR = '6e400002-b5a3-f393-e0a9-e50e24dcca9e'\n\n"
                            "async def show(problem):\n    async with BleakClient(BOARD) as c:\n"
                            "        await c.write_gatt_char(CHAR, encode(problem))\n"),
            ]),
            "The script talks to the light controller over Bluetooth at " 
            + f("identifier", "E8:9F:6D:21:4C:07") + ". I'll see if the Pi can connect to it at all.",
        ),
        turn(
            "Go for it.",
            ("Trying a plain Bluetooth connection from the Pi.", [
                call("bash",
                     "Attempting to connect to E8:9F:6D:21:4C:07\n"
                     "[CHG] Device E8:9F:6D:21:4C:07 Connected: no\n"
                     + f("failure", "Failed to connect: org.bluez.Error.Failed br-connection-profile-unavailable")
                     + "\n[bluetooth]# ",
                     error=True, command=f("command", "bluetoothctl connect E8:9F:6D:21:4C:07")),
                call("bash", "Discovery started\n[CHG] Controller DC:A6:32:0B:11:5E Discovering: yes\n"
                             "(no device E8:9F:6D:21:4C:07 seen in 15 s)",
                     command="timeout 15 bluetoothctl scan on"),
            ]),
            "The Pi's own Bluetooth is working, but the light controller isn't advertising at all; it doesn't "
            "show up in a scan. Either it's switched off or it has no power.",
        ),
        turn(
            "Oh! Of course, the spray wall is the section Marek's resetting this week, and we isolate the power to "
            "the board while they're on it, they're drilling into the panels. It stays off till they finish on "
            "Thursday. So leave it, sorry for wasting your time.",
            "Not wasted: we know the Pi side is fine. I'll leave the lights until the section's power goes back "
            "on Thursday, then try the same connection.",
        ),
        turn(
            "Now here's a thing. Members keep asking for longer hours. Could we do anything?",
            "One idea is " + f("rejected", "24-hour access for members with key fobs") + ": members tap in "
            "outside staffed hours, you log who's in, and it costs little more than the fob reader.",
        ),
        turn(
            "Bouldering is people falling off things all day. If someone lands badly at three in the morning "
            "there'd be nobody on the floor to do first aid or ring an ambulance.",
            "That's a good reason; I'll drop it. Something for reset week instead: grade tags with the set date "
            "printed on, so members can see what's new and you can see how old a problem is.",
        ),
        turn(
            "Yes, love that, Marek's been asking for something like that.",
            ("Adding the set date to the tag template.", [
                call("edit", "ok", path="/home/priya/bond/tags/tag_template.svg",
                     old="<text id=\"grade\">{grade}</text>",
                     new="<text id=\"grade\">{grade}</text>\n<text id=\"set\">set {set_date} · {setter}</text>"),
            ]),
            "Done. The tags now show the grade, the date set and the setter's initials.",
        ),
    )
    r2 = (
        turn(
            "Bad news. Last night a member rolled her ankle badly, she landed with one foot in the gap where two "
            "mat sections had pulled apart. Jamie did the first aid and filled in the accident book, report " 
            + f("identifier", "AR-2025-017") + ". She's okay, it's a sprain, but it should never have happened. "
            "So, new rule: " + f("constraint", "the mat seams are checked at opening and again at closing, every day")
            + ", and whoever checks writes it in the book. Can you add it to the opening and closing lists?",
            ("Adding the mat check to both checklists.", [
                call("edit", "ok", path="/home/priya/bond/checklists/opening.md",
                     old="- Lights, music, till float",
                     new="- Lights, music, till float\n- Walk every mat seam; close any gap; initial the book"),
                call("edit", "ok", path="/home/priya/bond/checklists/closing.md",
                     old="- Brush holds on the circuit board",
                     new="- Brush holds on the circuit board\n- Walk every mat seam; close any gap; initial the book"),
            ]),
            "It's on both lists, with a line to initial in the book.",
        ),
        turn(
            "Thanks. Then we got an e-mail from the university climbing club, here: 'Hi Priya, we've got about "
            "ninety members this year and we'd like " + f("rejected", "free off-peak entry for all our members")
            + " in return for promoting you at freshers.' Cheeky. Anyway, I wrote back, can't do free, but a group rate of seven pounds on weekday daytimes, Tuesday to "
            "Thursday ten till four, and they said yes, deal.",
            ("Adding the club rate to the till.", [
                call("edit", "ok", path="/home/priya/bond/prices.csv",
                     old="name,price,when",
                     new="name,price,when\nUni club group,7.00,Tue-Thu 10:00-16:00"),
            ]),
            "The club rate's on the till for Tuesday to Thursday daytimes.",
        ),
        turn(
            "And the membership is going up from April, it's " + f("number", "£52 a month for membership")
            + " now, sorry members. Students stay at forty.",
            ("Updating the membership price.", [
                call("edit", "ok", path="/home/priya/bond/prices.csv",
                     old="Monthly membership,48.00", new="Monthly membership,52.00"),
            ]),
            "Updated from the 1st of April; the student price is unchanged.",
        ),
        turn(
            "Then the videos. Marek films the beta for every problem, and they live on the little storage box "
            "under the desk, " + f("path", "/tank/beta/spray-wall") + " is where the spray wall ones go. The "
            "box rebooted after a power cut and now the folder's empty.",
            ("Checking the storage pool on the box.", [
                call("bash",
                     "   pool: tank\n"
                     "     id: 1162847391023847561\n"
                     "  state: UNAVAIL\n"
                     " status: One or more devices are missing from the system.\n"
                     " action: The pool cannot be imported. Attach the missing devices and try again.\n"
                     " config:\n\n"
                     "        tank        UNAVAIL  insufficient replicas\n"
                     "          mirror-0  UNAVAIL  insufficient replicas\n"
                     "            sdb     UNAVAIL\n"
                     "            sdc     UNAVAIL\n"
                     + f("failure", "cannot import 'tank': one or more devices is currently unavailable"),
                     error=True, command=f("command", "sudo zpool import tank")),
                call("bash", "sda      238.5G disk\n└─sda1   238.5G part /", command="lsblk -o NAME,SIZE,TYPE,MOUNTPOINT"),
            ]),
            "Neither of the two video disks is connected at all; only the system disk shows. The pool itself "
            "is probably fine, the box just can't see the disks. They're usually in an external dock: is it "
            "switched on?",
        ),
        turn(
            "Oh no. The dock. Jamie took a power brick home last week thinking it was his laptop's, and he's on "
            "Skye climbing with it in the van till Monday. That'll be it. Leave it till he's back, I'm not "
            "buying another one for three days.",
            "Okay, the videos wait for Jamie and the power brick on Monday. Once the dock's on, the same import "
            "should bring the folder back.",
        ),
        turn(
            "Good. And could you do me " + f("pending", "a grading explainer poster for the front desk")
            + "? New people never understand V0 to V10 and the colours, they think yellow means easy everywhere.",
            "Yes, I'll make one: the V grades, your circuit colours and how they line up, and what a flash is.",
        ),
    )
    r3 = (
        turn(
            "Jamie texted from Skye. He'd been dreaming about " + f("rejected", "a sauna in the old boiler room")
            + " for after climbing, and he asked the landlord's agent before he left. They've said no: the lease "
            "is for sport and leisure use but nothing with a heater that size, and the insurers would never. So "
            "that's off, he says.",
            "Okay, the boiler room stays as storage.",
        ),
        turn(
            "Then the big one for me. We're putting a mezzanine in for the training boards, and I still don't "
            "know " + f("pending", "whether the building warrant covers the new mezzanine")
            + " or if we need a new one. I e-mailed the council's building standards three weeks ago. Not a word.",
            "I can't tell from here either; it depends on what the warrant's drawings showed. I'll keep it open. "
            "Until they answer, I'd hold off ordering the steel.",
        ),
        turn(
            "Ugh, yes, fine. Can you put the new wall height on the website page too, people ask.",
            ("Adding it to the facilities page.", [
                call("edit", "ok", path="/home/priya/bond/site/facilities.html",
                     old="<li>Walls: </li>", new="<li>Walls: 4.2 m, 45° spray wall, two training boards</li>"),
            ]),
            "Done.",
        ),
    )
    later5 = (
        turn(
            "Marek says the grading poster would really help at the desk, any luck with it?",
            "Not yet, the grading explainer poster for the front desk is still on my list. I'll make it now, "
            "one page, V grades down the side and your colours across.",
        ),
    )
    later10 = (
        turn(
            "We've got the wall association's inspection coming. They want " 
            + f("pending", "the mat certificates and the wall inspection log for the ABC inspection on 24 April")
            + ". The mat certificates are somewhere in Jamie's e-mail, the log's in the book.",
            "Okay. If Jamie forwards the certificates I'll put them in one folder, and I'll type up the "
            "inspection log from the book with the dates of each check.",
        ),
    )
    return Scripted(name="fresh37-bouldering", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh37=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- crazy golf course
def _crazygolf() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello, my name is Bríd Power and I have Smugglers' Cove, it's the adventure golf on the prom in "
            "Tramore, eighteen holes, pirate ship, the lot. My husband Mick does the maintenance and my nephew Cian "
            "did all the electrics and the little computer. Let me tell you a Saturday in July so you know. We open "
            "at ten, Mick hoses the greens, I open the hut, float in the till, putters and balls out. By eleven "
            "there's a queue down the prom. Families mostly. One thing I'm very firm on, because we had a "
            "small fella go into the pond at hole 9 one year: " 
            + f("constraint", "children under eight go round with an adult, no exceptions")
            + ", even if big sister is twelve and swears she'll mind him. The waterfall at hole 14 comes on at "
            "opening, the pump does " + f("number", "4,000 litres an hour") + ", it's gorgeous when it's going. "
            "Cian set it up so the computer switches it, there's a script, "
            + f("path", "/home/cian/cove/pump_relay.sh") + ". Only this morning it wouldn't come on at all.",
            ("Reading the script to see how it switches the pump.", [
                call("read", path="/home/cian/cove/pump_relay.sh",
                     result="#!/bin/sh\n# waterfall pump relay on GPIO17 (relay board channel 1)\n"
                            "gpioset gpiochip0 17=${1:-1}\n"),
            ]),
            "It sets one pin on the Pi that drives the pump's relay. I'll try setting that pin by hand.",
        ),
        turn(
            "Okay. The computer is called " + f("identifier", "smugglers-pi") + ", Cian wrote that on it in marker.",
            ("Switching the relay pin on from smugglers-pi.", [
                call("bash",
                     f("failure", "gpioset: error setting the GPIO line values: Device or resource busy")
                     + "\n", error=True, command="ssh pi@smugglers-pi " + f("command", "gpioset gpiochip0 17=1")),
                call("bash",
                     "gpiochip0 - 54 lines:\n"
                     "\tline  17:     \"GPIO17\"   \"cove-pump\"   output  active-high [used]\n"
                     "\tline  18:     \"GPIO18\"     unused   input  active-high",
                     command="ssh pi@smugglers-pi gpioinfo gpiochip0 | sed -n '1p;18,19p'"),
            ]),
            "Another program already holds that pin: something called cove-pump, which looks like a service "
            "Cian set up that keeps the pin and isn't switching it on. So the script can't. It would likely need "
            "that service changed or stopped.",
        ),
        turn(
            "Cian's doing his Leaving Cert, he's in the middle of the exams till the 20th, I'm not ringing him "
            "about a waterfall. And I'm afraid of breaking his thing. Leave it, the waterfall can be off for a "
            "couple of weeks, nobody'll die.",
            "Okay, I won't touch his service. The waterfall stays off until Cian's done with the exams.",
        ),
        turn(
            "What else could we do to bring people in? August evenings especially, the prom is packed.",
            "You could run " + f("rejected", "glow-in-the-dark evening golf in August") + ": UV lights on the "
            "holes, glow balls and putters, a late session from nine, at a slightly higher price. Teenagers love it.",
        ),
        turn(
            "Hmm. I'd have to ask Mick, he'd be the one doing the lights. Let me come back to you on it.",
            "Sure. Something simpler meanwhile: a hole-in-one prize draw. Anyone who gets one on the 18th writes "
            "their name on the scorecard and drops it in a box, and there's a draw each month for a free family round.",
        ),
        turn(
            "Yes! Do that, the kids will go mad for it.",
            ("Adding the draw to the scorecard.", [
                call("edit", "ok", path="/home/bridpower/cove/scorecard.svg",
                     old="<text id=\"footer\">Thanks for playing!</text>",
                     new="<text id=\"footer\">Hole in one on the 18th? Write your name here and pop it in "
                         "the treasure chest for the monthly draw!</text>"),
            ]),
            "Done; the footer on the scorecard has the draw on it now.",
        ),
    )
    r2 = (
        turn(
            "Well. On Sunday a teenager was playing with the ship's water cannon, the button at hole 11, and he "
            "soaked a lady on the prom, phone and all, right over the railing. She was very good about it but I "
            "had to pay for the phone. So, from now on, " 
            + f("constraint", "the ship's water cannon only fires when someone from staff is standing at the ship")
            + ". Mick's going to put a key switch on it. Can you write that in the staff notes?",
            ("Adding it to the staff notes.", [
                call("edit", "ok", path="/home/bridpower/cove/staff_notes.md",
                     old="## Ship",
                     new="## Ship\nWater cannon: key switch only. Staff member at the ship the whole time it's on. "
                         "Key lives in the hut till."),
            ]),
            "It's in the staff notes under the ship.",
        ),
        turn(
            "And the ship's sound's gone as well, the creaking and the parrot. It's the same computer. The sound file "
            "is " + f("path", "/home/cian/cove/sounds/ship_loop.ogg") + ".",
            ("Trying to play the loop from the Pi.", [
                call("bash",
                     "Playing: ship_loop.ogg\n"
                     " (+) Audio --aid=1 (vorbis 2ch 44100Hz)\n"
                     + f("failure", "[ao/alsa] Playback open error: No such file or directory")
                     + "\n[ao/alsa] Playback open error: No such file or directory\n"
                     "Could not open/initialize audio device -> no sound.\n"
                     "Audio: no audio\n\nExiting... (Errors when loading file)",
                     error=True, command="ssh pi@smugglers-pi 'cd /home/cian/cove/sounds && " 
                     + f("command", "mpv --no-video --loop ship_loop.ogg") + "'"),
                call("bash", "card 0: Headphones [bcm2835 Headphones], device 0: bcm2835 Headphones",
                     command="ssh pi@smugglers-pi aplay -l"),
            ]),
            "The sound file is fine, but the speaker's amplifier, the USB one, isn't there any more: the Pi only "
            "sees its own headphone socket. The amp's either unplugged or dead.",
        ),
        turn(
            "Dead, it'll be. It's in the ship right under the cannon, it got the same soaking as the lady. Mick "
            "ordered a new one from Thomann, a week or so. Leave it till it comes.",
            "Okay, the ship's sound waits for the new amp. When it's in, the same command will tell us if it plays.",
        ),
        turn(
            "Oh, and I asked Mick about the glow golf. He says no. The prom lights are on all night, you'd never "
            "get it dark enough for the glow to show, and the council locks the prom gate at ten anyway.",
            "Understood, no evening glow golf.",
        ),
        turn(
            "Prices for the summer sign, it's " + f("number", "€9 an adult round") + " and six for children, and "
            "a family of four is twenty-five.",
            ("Updating the price board file.", [
                call("edit", "ok", path="/home/bridpower/cove/price_board.svg",
                     old="<text id=\"adult\">€8</text>", new="<text id=\"adult\">€9</text>"),
            ]),
            "The price board's updated; I left the family price as its own line.",
        ),
        turn(
            "And when it rains and people want their money back after three holes, there's always a row. Could you "
            "make me " + f("pending", "a wet-weather refund notice for the hut window")
            + "? So it's written down and I can point at it.",
            "Yes, I'll write one: when you give a rain check, when a refund, and that it's at your discretion.",
        ),
    )
    r3 = (
        turn(
            "Mick had this idea of " + f("rejected", "an ice-cream kiosk on the promenade frontage")
            + ", at the front of our bit by the railing. He went into the council office about it and they wrote "
            "back: our casual trading permit, " + f("identifier", "WCCC-CT-0386") + ", covers the golf only, and "
            "there's no new food trading permits on the prom this year. So no kiosk. Decided for us.",
            "Okay; the frontage stays as it is.",
        ),
        turn(
            "And my sister Nuala was on at me Sunday about " + f("rejected", "a bouncy castle on the grass by hole 18")
            + ". No. I'm not having it. Absolutely not.",
            "Right, no bouncy castle.",
        ),
        turn(
            "Now here's the thing that keeps me awake: " 
            + f("pending", "whether the council will renew the seafront lease for another five years")
            + ". It's up at the end of next year and I wrote to them in January. Nothing back.",
            "I can't answer that one; it's down to the council. I'll keep it as an open question, and it'd be "
            "worth a reminder letter by the end of the month with the date you first wrote.",
        ),
    )
    later5 = (
        turn(
            "It poured yesterday and I had the row again. Did you do that wet-weather notice for the window?",
            "Not yet, sorry, the wet-weather refund notice for the hut window is still to do. I'll write it now, "
            "short and plain, in big letters.",
        ),
    )
    later10 = (
        turn(
            "The tourism office rang. They want " 
            + f("pending", "the opening hours and a good photo for the Tramore summer brochure by 15 May")
            + ", or we're not in it. Mick says the ship looks best from the prom steps.",
            "Okay. I'll write out the summer hours for you to check, and if Mick takes the photo from the steps "
            "on a sunny morning I'll size it for the brochure.",
        ),
    )
    return Scripted(name="fresh37-crazygolf", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh37=True, later=((5, later5), (10, later10)), routine=routine_en)


SESSIONS = (_gokart(), _paintball(), _bouldering(), _crazygolf())
