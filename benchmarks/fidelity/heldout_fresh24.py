"""Twenty-fourth fresh held-out set (English): written blind, against the twenty-third round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh24_zh.py`` holds the
Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in farm and food-producer domains used nowhere else in
the corpus (grepped with ``grep -il`` over ``benchmarks/fidelity/*.py`` and ``tests/*.py``: a watercress
farm in Hampshire, a mobile abattoir in Vermont, a longline mussel farm in the Marlborough Sounds, a
cold-pressed rapeseed oil business in the Lincolnshire Wolds). The brief's goat dairy was dropped because
"cheese" and "dairy" turn up in an earlier set, and its cider orchard, mushroom farm, smokehouse, cooperage,
thatcher, hedge-laying and bottling-line ideas all turn up too; "slaughter" turns up once, so the abattoir
session never uses the word. Proposals come from the assistant, a supermarket buyer (by a forwarded
e-mail), the farmer's father, a farm (by text, through the abattoir owner's wife), the wife's brother
(decided by the trailer's co-owners), an aunt, a cousin, a deli chain (by e-mail), a farm shop (through a
brother) and another brother (decided at a partners' meeting). Failures are multi-line blocks from
mbpoll, the InfluxDB CLI, PlatformIO/esptool (a long build log with the cause at the end), psql,
mosquitto_sub, a pandas script, modpoll and a systemd unit (smbclient); each is left unresolved for a
reason given in the dialogue. Routine work (``routine_en``) is this file's own, a Haskell Servant
ticketing API for a village cinema (no other file's routine uses Haskell, cabal or hlint); it has turns
that look like facts (a rule of thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions:
- watercress: Hannah Pettifer grows watercress in fourteen spring-fed beds in the Itchen valley with
  her father Len (seventy-eight) and Kasia, who runs the packing shed. A Raspberry Pi in the pump house
  runs Node-RED, polls the new borehole pump controller over Modbus TCP and writes to InfluxDB, with a
  Grafana dashboard on top. Rules: inside a long account of a cutting day, never text Dad between 9pm and
  5am (he'd go down to the beds in the dark); after Kasia flicked a pump switch on the Node-RED dashboard
  thinking it was the shed light and pump B stopped for two hours, the dashboard stays read-only, nothing
  on it writes to the pumps. Proposals: the assistant's LoRaWAN probe in every bed (turned down by a
  reason alone: the spring water comes out of the chalk at the same temperature all year and feeds every
  bed); the supermarket buyer, by forwarded e-mail, wants a live temperature feed into their supplier
  portal (polite no with a smaller offer: a weekly CSV of spring temperatures); Len wants the old paper
  chart recorder back in the pump house (put off, refused a round later: nobody makes the pens now); the
  assistant's "last reading" timestamp on the dashboard is accepted. Numbers: the abstraction licence
  allows 4.5 megalitres a day; 85p a bunch wholesale to the supermarket. Paths: the Node-RED flows file
  /home/pi/.node-red/flows_pumphouse.json, the weekly export /srv/cress/exports/spring_temps_weekly.csv.
  Identifiers: the InfluxDB bucket cressbeds_raw, the licence NE/042/0017/008. Commands: an mbpoll read
  of the controller's input registers, an influx query of the bucket. Failures: the controller answers
  "Illegal data address", left because Wessex Pumps haven't sent the register map for the new
  controller; the query gets 401 Unauthorized because the Pi's token is write-only, left because the
  all-access token is in the password manager of Tom, who set it up and is at university in Leeds in
  exams. Open: a bed rotation calendar for the spring (asked about again at round 5); whether the water
  running back into the Itchen counts against the licence (nobody knows; the EA officer has left and
  hasn't been replaced); a later ask (round 10) for the annual abstraction return for the Environment
  Agency, due 28 February.
- abattoir: Dale Whitcomb runs a USDA-inspected mobile abattoir trailer in Vermont that he co-owns with
  Bev Lanoue and Arnie Pratt; his wife Marisol books the farms. Kill records live in Postgres on a box in
  the farm office at Arnie's; an ESP32 logs the trailer cooler's temperature (PlatformIO project).
  Rules: inside a long account of a kill day, no farm day goes on the calendar until the inspector has
  confirmed it in writing; after a hog from one farm was entered on another farm's sheet and the
  inspector caught it, the ear tag is typed in twice and both entries have to match before a record
  saves. Proposals: the assistant's online booking form where farms pick their own date (bluntly no); a
  farm, by text through Marisol, wants a half-day rate for four pigs, Dale counters with a place on the
  Tuesday run with no travel charge and the farm takes it; Marisol's brother Hector's second-hand
  refrigerated box truck (the co-owners vote it down, relayed); the assistant's hot weights on the farm
  copy are accepted. Numbers: $85 a head for lambs; the cooler takes 14 hog sides. Paths:
  /opt/msu/firmware/cooler-logger, /opt/msu/app/kill_entry.py. Identifiers: the establishment number
  M47821, the logger board cooler-esp32-02. Commands: a pio upload to /dev/ttyUSB1, a psql count by farm.
  Failures: esptool can't connect (no serial data received) at the end of a long build log, left because
  the only cable in the truck is a charge-only phone cable and a data cable arrives Thursday; psql gets
  connection refused, left because the office at Arnie's has had no power since the ice storm and the
  electric co-op says Monday. Open: a printable schedule for the April runs (asked about again at round
  5); whether the state will let them do poultry in the same trailer (nobody knows; the Agency of
  Agriculture hasn't answered); a later ask (round 10) from the inspector for the March kill totals by
  species, by April 5.
- mussels: Tessa Kingi runs the tech side of her father Wiremu's longline mussel farm in Pelorus Sound:
  three blocks, buoys with temperature and chlorophyll sensors publishing to Mosquitto on the boat-shed
  gateway, Telegraf into InfluxDB, Grafana. Rules: inside a long account of how the farm works, a block
  never shows as harvestable on the board unless it has a clearance date from the biotoxin programme;
  after a low-voltage alert (a gull on the solar panel) woke the whole family through the group chat at
  3am, alerts go to Tessa's phone only, never the whanau chat. Proposals: the assistant's move of the
  broker to HiveMQ Cloud (turned down by a reason alone: the shed's link drops whenever a northerly comes
  up the Sound); her aunt Mere's drone to check the floats (bluntly no); her cousin Hemi's half-shell
  stall at the Havelock market on Saturdays (put off, refused a round later by Wiremu); the assistant's
  "days since clearance" column is accepted. Numbers: $2.35 a kilo at the wharf; 12 tonnes off block C
  in March. Paths: /etc/mosquitto/passwd, /home/tessa/farm/tools/spat_counts.py. Identifiers: the topic
  pelorus/blockC/buoy3/temp, the marine farm licence MF 8412. Commands: a mosquitto_sub of block C's
  topics, the spat-count script on the lab's latest CSV. Failures: the broker refuses the grafana user
  (not authorised), left because Craig from the telemetry contractor rebuilt the password file and is on
  leave till the 20th and Tessa has no root on the gateway; the script dies with KeyError: 'line_id',
  left because the lab's new format merges lines across blocks and Deb at the lab is sending the old
  export next week. Open: the harvest log for block C (asked about again at round 5); whether the
  consent lets them put a second longline in block D (nobody knows; the council hasn't replied); a later
  ask (round 10) for the winter biotoxin sampling roster, due 30 May.
- rapeseed: Gemma Thorley cold-presses rapeseed oil on the family farm in the Lincolnshire Wolds with
  her brothers Rob (the farming) and Stuart (the markets) and their mum Val; the four are partners. The
  press controller speaks Modbus RTU; batch records are in SQLite; a Python script makes the labels; a
  systemd unit sends the nightly export to the accountant's share. Rules: inside a long account of a
  press day, one lot code is one field and one press day, never two days' oil under one lot; after a
  pallet went out labelled with last year's best-before, the label script never sends anything straight
  to the printer, it writes a PDF and Gemma looks at it first. Proposals: a deli chain, by e-mail, wants
  own-label bottles with their branding (polite no with a smaller offer: the standard 500ml with their
  neck tag); the farm shop, through Rob, wants sale or return on the 5-litre tins, Gemma counters with
  10% off a case of six taken outright and the shop accepts; Stuart's chilli-infused oil for the
  Christmas markets (the partners voted it down, relayed); the assistant's QR code linking the lot to
  its field is accepted. Numbers: 33 litres of oil from every 100 kilos of seed; £7.50 a 500ml bottle.
  Paths: /srv/press/batches.db, /srv/press/labels/out/. Identifiers: the lot LW-26-114, the unit
  press-export.service. Commands: a modpoll read of the press controller, an sqlite3 query of the
  batches. Failures: modpoll gets "Reply time-out!", left until Neil, the press maker's engineer, comes
  on the 14th with the wiring diagram; the export's smbclient gets NT_STATUS_LOGON_FAILURE, left because
  only the accountant's IT firm can reset the share account and they answer in three working days. Open:
  the allergen sheet for the farm shop (asked about again at round 5); whether the seed variety has to go
  on the label (nobody knows; Val rang Trading Standards and is waiting); a later ask (round 10) for the
  county food awards entry, due 14 March.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Haskell Servant cinema ticketing API
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The seating spec has gone red on CI, can you have a look?",
                ("Running the test suite.", [
                    call("bash",
                         "Failures:\n\n"
                         "  test/Flicks/SeatingSpec.hs:42:7:\n"
                         "  1) Flicks.Seating.allocate keeps a party together on one row\n"
                         "       expected: [Seat 'C' 4,Seat 'C' 5,Seat 'C' 6]\n"
                         "        but got: [Seat 'C' 4,Seat 'C' 5,Seat 'D' 1]\n\n"
                         "  To rerun use: --match \"/Flicks.Seating/allocate/keeps a party together on one row/\"\n\n"
                         "Randomized with seed 1187302\n\nFinished in 0.0213 seconds\n37 examples, 1 failure",
                         error=True, command="cabal test flicks-spec --test-show-details=direct"),
                ]),
                ("allocate spills onto the next row when the gap is exactly the party size; the comparison is "
                 "off by one. Fixing it in src/Flicks/Seating.hs.", [
                    call("edit", "ok", path="src/Flicks/Seating.hs", old="gapLen > partySize",
                         new="gapLen >= partySize"),
                    call("bash", "Finished in 0.0198 seconds\n37 examples, 0 failures",
                         command="cabal test flicks-spec --test-show-details=direct"),
                ]),
                "Green. Rule of thumb: any seating change gets a property test alongside the example one.",
            ),
        )
    if k == 1:
        return (
            turn(
                "We need a concession flag on bookings, for the over-65s.",
                ("Adding a migration.", [
                    call("bash", "Writing: ./db/migrations/20261014093000_add_concession_to_bookings.sql",
                         command="dbmate new add_concession_to_bookings"),
                    call("write", "ok", path="db/migrations/20261014093000_add_concession_to_bookings.sql",
                         content="-- migrate:up\nALTER TABLE bookings ADD COLUMN concession boolean NOT NULL "
                                 "DEFAULT false;\n-- migrate:down\nALTER TABLE bookings DROP COLUMN concession;"),
                    call("bash", "Applying: 20261014093000_add_concession_to_bookings.sql\nWriting: ./db/schema.sql",
                         command="dbmate up"),
                ]),
                "Migrated, and the Booking record has a concession field. I'd suggest the price at the door "
                "comes from the film's row rather than being hard-coded, so the £4.50 concession can change.",
            ),
            turn("Yes, do it that way.", "Moved it: concession_price now lives on the screenings table."),
        )
    if k == 2:
        return (
            turn(
                "hlint is failing the build again.",
                ("Checking.", [
                    call("bash",
                         "src/Flicks/Api.hs:57:15-42: Warning: Use <$>\n"
                         "Found:\n  fmap toResponse (lookupScreening sid)\n"
                         "Perhaps:\n  toResponse <$> lookupScreening sid\n\n"
                         "src/Flicks/Email.hs:23:1-30: Suggestion: Use newtype instead of data\n"
                         "Found:\n  data Recipient = Recipient Text\n"
                         "Perhaps:\n  newtype Recipient = Recipient Text\n\n2 hints",
                         error=True, command="hlint src test"),
                ]),
                ("Taking both hints.", [
                    call("edit", "ok", path="src/Flicks/Api.hs", old="fmap toResponse (lookupScreening sid)",
                         new="toResponse <$> lookupScreening sid"),
                    call("edit", "ok", path="src/Flicks/Email.hs", old="data Recipient = Recipient Text",
                         new="newtype Recipient = Recipient Text"),
                    call("bash", "No hints", command="hlint src test"),
                ]),
                "Clean. CI treats suggestions as errors, so it's worth running hlint before pushing.",
            ),
        )
    if k == 3:
        return (
            turn(
                "The Friday film says sold out but the box office has two seats left.",
                ("Looking at the availability code.", [
                    call("read", path="src/Flicks/Availability.hs",
                         result="soldOut :: Screening -> Bool\nsoldOut s = remaining s <= 2"),
                ]),
                "soldOut counts the two wheelchair spaces as taken. They're held back for the box office, "
                "so the banner should only use the bookable count. I'll change it to bookableRemaining s <= 0.",
            ),
            turn("Go ahead.", ("Changed.", [call("bash", "37 examples, 0 failures", command="cabal test")]),
                 "Done, tests pass and the Friday banner is gone."),
        )
    if k == 4:
        return (
            turn(
                "Can you bump servant to the latest minor?",
                ("Checking what's outdated.", [
                    call("bash", "Outdated dependencies:\nservant ==0.20.1 (latest: 0.20.2)\n"
                                 "servant-server ==0.20.1 (latest: 0.20.2)",
                         command="cabal outdated"),
                    call("edit", "ok", path="flicks.cabal", old="servant-server ==0.20.1",
                         new="servant-server ==0.20.2"),
                    call("bash", "Building library for flicks-0.3.1.0..\n[14 of 14] Compiling Flicks.Main",
                         command="cabal build all"),
                ]),
                "Bumped to 0.20.2, builds clean. I'd suggest a cabal freeze so CI and your laptop resolve the "
                "same versions.",
            ),
            turn("Fine, freeze it.", ("Frozen.", [call("bash", "Wrote freeze file: cabal.project.freeze",
                                                       command="cabal freeze")]), "cabal.project.freeze committed."),
        )
    return (
        turn(
            "People say the booking page hung for ages last night around the quiz screening.",
            ("Checking the service logs.", [
                call("bash",
                     "Oct 12 19:31:07 flicks warp[812]: POST /bookings 503 30012ms\n"
                     "Oct 12 19:31:07 flicks warp[812]: ResourcePool: timed out waiting for a connection "
                     "(stripes=1, maxResources=4)\n"
                     "Oct 12 19:31:09 flicks warp[812]: POST /bookings 201 412ms",
                     error=True, command="journalctl -u flicks --since '2026-10-12 19:00' --until '2026-10-12 20:00'"),
            ]),
            ("The pool only has 4 connections and the confirmation e-mail is sent while the transaction is "
             "still open, so bursts starve it. Moving the e-mail after commit and raising the pool to 8.", [
                call("edit", "ok", path="src/Flicks/Bookings.hs", old="sendConfirmation b >> commit",
                     new="commit >> sendConfirmation b"),
                call("edit", "ok", path="config/production.yaml", old="pool_size: 4", new="pool_size: 8"),
            ]),
            "Deployed. E-mails after commit is the general rule here: nothing slow inside a transaction.",
        ),
    )


# ---------------------------------------------------------------- watercress
def _watercress() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. Bit of background first because I always forget people don't know this. We grow watercress "
            "in the Itchen valley, fourteen beds, all fed off one borehole, been in the family since my "
            "grandad. Dad (Len) still does the beds most mornings, I do the books and now apparently the "
            "computers, and Kasia runs the packing shed. A cutting day goes: Dad walks the beds at six, "
            "we cut from seven, it goes straight into the shed, Kasia's lot bunch and bag it, and the lorry for "
            "the supermarket comes at half eleven. If the borehole pump trips, the beds start to drop within "
            "the hour and the cress goes limp, so we've got a Pi in the pump house running Node-RED that "
            "polls the pump controller and sends an alert. Thing is, Dad's seventy-eight and if his phone "
            "goes at 2am he WILL put his boots on and go down there in the dark, and he's already fallen in "
            "once, so whatever you set up, " + f("constraint", "never text Dad between 9pm and 5am") + ", "
            "those go to me. Anyway. The lad who set it up left the flows in "
            + f("path", "/home/pi/.node-red/flows_pumphouse.json") + ", can you make sense of it?",
            ("Let me read the flows file.", [
                call("read", path="/home/pi/.node-red/flows_pumphouse.json",
                     result='[{"id":"a1f3","type":"modbus-read","name":"borehole pump","unitid":"3",'
                            '"dataType":"InputRegister","adr":"0","quantity":"4","server":"c9e2"},'
                            '{"id":"b7d0","type":"influxdb out","bucket":"cressbeds_raw"},'
                            '{"id":"d412","type":"ui_switch","name":"Pump B","topic":"pump/b/run"}]'),
            ]),
            "It reads four input registers from the pump controller (unit 3), writes them to InfluxDB, and "
            "there's a dashboard switch for pump B. The alert node sends to one number at all hours; I'll add a "
            "time window so nights go to you. Want me to check the controller reads still work first?",
        ),
        turn(
            "Yes please, the flow rate went blank on the screen after they put the new controller in last month.",
            ("Reading the controller directly.", [
                call("bash",
                     "mbpoll 1.5 - FieldTalk(tm) Modbus(R) Master Simulator\n"
                     "Protocol configuration: Modbus TCP\n"
                     "Slave configuration...: address = [3]\n"
                     "                        start reference = 30001, count = 4\n"
                     "Communication.........: 192.168.20.41, port 502, t/o 1.00 s, poll rate 1000 ms\n"
                     "Data type.............: 16-bit register, input register table\n\n"
                     "-- Polling slave 3... Ctrl-C to stop)\n"
                     + f("failure", "Read input register failed: Illegal data address"),
                     error=True,
                     command=f("command", "mbpoll -m tcp -a 3 -r 30001 -c 4 -t 3 -1 192.168.20.41")),
            ]),
            "The controller is answering, but it says those registers don't exist. The new model keeps flow and "
            "pressure at different addresses than the old one. I need its register map to point the flow at "
            "the right place. Do you have the manual?",
        ),
        turn(
            "No, that's the thing. Wessex Pumps fitted it and said they'd send the register map, I've chased "
            "them twice. Gav there says it's 'with the manufacturer'. So that's stuck till they send it. "
            "Can you at least get the alerts sorted?",
            ("Yes. Adding the night window to the alert node: 21:00 to 05:00 goes to your number only.", [
                call("edit", "ok", path="/home/pi/.node-red/flows_pumphouse.json",
                     old='"to":["len","hannah"]',
                     new='"to":["len","hannah"],"night":{"from":"21:00","until":"05:00","to":["hannah"]}'),
            ]),
            "Done. While the flow's blank, one idea: put " + f("rejected", "a LoRaWAN temperature probe in every bed")
            + ", then you'd see a bed going wrong even if the pump reads fine.",
        ),
        turn(
            "The water comes out of the chalk at ten and a half degrees summer and winter and every bed's fed "
            "off the same borehole. If the borehole's running, the beds are fine, it's not like a greenhouse.",
            "Fair enough, the borehole is the thing to watch. One small thing I would add: a 'last reading' "
            "time on the dashboard, so if the Pi itself goes quiet you can see it at a glance instead of "
            "assuming all's well.",
        ),
        turn(
            "Oh that's good, yes, Dad would actually look at that.",
            ("Adding it.", [
                call("edit", "ok", path="/home/pi/.node-red/flows_pumphouse.json",
                     old='"type":"ui_text","name":"status"',
                     new='"type":"ui_text","name":"last reading","format":"{{msg.payload.ts | date:\'HH:mm\'}}"'),
            ]),
            "The dashboard now shows the time of the last reading under the pump status.",
        ),
    )
    r2 = (
        turn(
            "Right, forwarding you this from Jonathan, our buyer at Harcourt's:\n\n"
            "> Hi Hannah, as part of our supplier assurance programme we'd like growers to connect "
            "> " + f("rejected", "a live temperature feed into our supplier portal") + ". Our integration team "
            "> can provide an API key. Could you confirm by the end of the month?\n\n"
            "I'm not having their portal poking at our Pi, and I don't want them ringing me every time the "
            "number wiggles. But I can't just tell them to get lost either, they're 70% of what we sell. "
            "Could we send them something once a week instead?",
            "Yes, that's easy to defend: a weekly CSV of the spring temperatures, one row per hour, e-mailed or "
            "dropped where they want it. Shall I set it up and you reply offering that instead?",
        ),
        turn(
            "Do that. Put it in " + f("path", "/srv/cress/exports/spring_temps_weekly.csv") + " and I'll attach "
            "it on Mondays.",
            ("Pulling last week's readings to check the shape first.", [
                call("bash",
                     f("failure", "Error: failed to execute query: 401 Unauthorized: unauthorized access")
                     + "\n  org: pettifer\n  token: pumphouse-writer (write:buckets/cressbeds_raw)",
                     error=True,
                     command=f("command", "influx query --org pettifer 'from(bucket:\"cressbeds_raw\") |> range(start: -7d)'")),
            ]),
            "The token on the Pi can only write to " + f("identifier", "cressbeds_raw") + ", not read it. I "
            "need a read token, or the all-access one to make one. Who has it?",
        ),
        turn(
            "Tom, who set the whole thing up, he's back at uni in Leeds and it's in his password manager. "
            "He's in exams and not answering anything till they're done. So park that. But listen, something "
            "else. Last Tuesday Kasia was in the pump house and flicked what she thought was the light on "
            "the screen. It was pump B. It was off for two hours before Dad noticed, we lost the cut off "
            "beds nine to fourteen. Not her fault, the screen's a mess. From now on "
            + f("constraint", "the dashboard stays read-only, nothing on it writes to the pumps") + ".",
            ("Ouch. Taking the pump B switch off the dashboard.", [
                call("edit", "ok", path="/home/pi/.node-red/flows_pumphouse.json",
                     old='{"id":"d412","type":"ui_switch","name":"Pump B","topic":"pump/b/run"}',
                     new='{"id":"d412","type":"ui_text","name":"Pump B (status only)","topic":"pump/b/state"}'),
            ]),
            "Pump B now shows its state and nothing else; there are no controls left on the dashboard.",
        ),
        turn(
            "Thanks. Oh and Dad's been on at me, he wants " + f("rejected", "the old paper chart recorder back in the pump house")
            + ", the one that drew the flow on a drum. Says he trusts ink. Let me think about that, it's a "
            "family thing more than a computer thing.",
            "Understood, your call. If it helps, it doesn't touch the Pi either way.",
        ),
    )
    r3 = (
        turn(
            "Chart recorder: talked to Dad. Nobody makes the pens for it any more, and the drum motor's "
            "seized. So no, we're not doing it, he's accepted the screen with the time on it. Next thing, "
            "our licence, " + f("identifier", "NE/042/0017/008") + ", lets us take "
            + f("number", "4.5 megalitres a day") + " out of the borehole. Can the dashboard show how close "
            "we are each day?",
            "Not until the flow reading works: the daily total comes from the flow register, which is the one "
            "we can't read until Wessex Pumps send the map. I'll add the panel with the 4.5 line now and it'll "
            "fill in once the flow does.",
        ),
        turn(
            "OK. Related, and I don't know the answer, nobody does: " + f("pending", "whether the water running back into the Itchen counts against our licence")
            + ". It all goes back in at the bottom of the beds. Our EA officer left in the summer and they "
            "haven't replaced her, and the helpline just reads me the website.",
            "Then I won't guess. I'll leave the panel showing gross abstraction and note that the return-flow "
            "question is open.",
        ),
        turn(
            "Fine. Also the packing sheet Kasia prints, can it show the money? Harcourt's pay "
            + f("number", "85p a bunch wholesale") + ", the farm shop pays a pound.",
            ("Adding a price column to the packing sheet.", [
                call("edit", "ok", path="/srv/cress/bin/packing_sheet.py", old="PRICES = {}",
                     new="PRICES = {'harcourts': 0.85, 'farm_shop': 1.00}"),
            ]),
            "The sheet now totals each customer's bunches at their price.",
        ),
        turn(
            "Brilliant. Last one for today: can you make me " + f("pending", "a bed rotation calendar for the spring")
            + "? Which bed gets dug out and replanted which week, fourteen beds, Dad likes two a week from March.",
            "Yes. I'll draft it once the weekly export is in place, two beds a week from the first week of "
            "March.",
        ),
    )
    later = (
        (5, (
            turn(
                "Hi, did you get anywhere with the bed rotation calendar? Dad's asking.",
                "Not yet, it's still on the list. I'll start it from the beginning of March, two beds a week, "
                "and send you a draft.",
            ),
        )),
        (10, (
            turn(
                "E-mail from the Environment Agency this morning: they want "
                + f("pending", "the annual abstraction return, due 28 February") + ". It's daily totals for the "
                "year. Can you get that together from whatever we've got?",
                "Yes. The daily totals only exist from before the new controller went in, so the return will "
                "have a gap from last month until the flow reading is fixed. I'll put together what there is "
                "and mark the gap.",
            ),
        )),
    )
    return Scripted(name="fresh24-watercress", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh24=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- abattoir
def _abattoir() -> Scripted:
    f = Builder()
    upload_log = long_log(
        140, "fresh24-abattoir-pio",
        "Linking .pio/build/esp32dev/firmware.elf\n"
        "Building .pio/build/esp32dev/firmware.bin\n"
        "esptool.py v4.5.1\n"
        "Creating esp32 image...\n"
        "Successfully created esp32 image.\n"
        "Configuring upload protocol...\n"
        "AVAILABLE: cmsis-dap, esp-bridge, esp-prog, espota, esptool, iot-bus-jtag, jlink, minimodule\n"
        "CURRENT: upload_protocol = esptool\n"
        "Uploading .pio/build/esp32dev/firmware.bin\n"
        "esptool.py v4.5.1\n"
        "Serial port /dev/ttyUSB1\n"
        "Connecting......................................\n\n"
        + f("failure", "A fatal error occurred: Failed to connect to ESP32: No serial data received.")
        + "\nFor troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/troubleshooting.html\n"
        "*** [upload] Error 2\n"
        "========================= [FAILED] Took 41.27 seconds =========================",
    )
    r1 = (
        turn(
            "Hey. Dale here, I run the mobile unit, the trailer that goes out to farms so folks don't have to "
            "haul their animals two hours to a plant. Me, Bev and Arnie own it, my wife Marisol does the "
            "booking. So how a day goes: we roll in at six, the USDA inspector meets us there, Dr. Okafor "
            "mostly, the farmer's got the animals penned, we do them one at a time, everything gets a tag and "
            "a line on the kill sheet, the inspector signs it, carcasses go in the trailer cooler and we "
            "haul them to the cut shop. We charge " + f("number", "$85 a head for lambs") + ", more for hogs and "
            "beef. The big thing, and this is the law more or less, " + f("constraint", "no farm day goes on the calendar until the inspector has confirmed it in writing")
            + ", a text counts, a phone call doesn't, we got burned on that once. Anyway what I actually need: "
            "the cooler has a little ESP32 logging the temperature, board's called "
            + f("identifier", "cooler-esp32-02") + ", the project's in " + f("path", "/opt/msu/firmware/cooler-logger")
            + ". It sends every 15 minutes and the inspector wants every 5.",
            ("Changing the interval and flashing it.", [
                call("edit", "ok", path="/opt/msu/firmware/cooler-logger/src/main.cpp",
                     old="const uint32_t REPORT_MS = 15UL * 60UL * 1000UL;",
                     new="const uint32_t REPORT_MS = 5UL * 60UL * 1000UL;"),
                call("bash", upload_log, error=True,
                     command=f("command", "pio run -e esp32dev -t upload --upload-port /dev/ttyUSB1")),
            ]),
            "It builds fine, but the upload never gets a response from the board. That's nearly always the "
            "cable (a charge-only one) or the board needing BOOT held down. What are you connected with?",
        ),
        turn(
            "Ha. The only cable in the truck is the one off my phone charger. Held the button too, nothing. "
            "Marisol's ordered a proper data cable, comes Thursday. Leave it till then, the change is saved "
            "right?",
            "Yes, the change is in main.cpp and will go on as soon as there's a data cable. Nothing else to do "
            "until Thursday.",
        ),
        turn(
            "Good. Other thing, Marisol's on the phone every night with farmers trying to find a date, it's "
            "eating her evenings. Any ideas?",
            "You could put " + f("rejected", "an online booking form where farms pick their own date") + " on "
            "the website; it would only offer days the inspector has already confirmed.",
        ),
        turn(
            "No.",
            "Okay, dropping it.",
        ),
        turn(
            "Speaking of Marisol, she just forwarded me a text from the Hollisters: 'Any chance of "
            + f("rejected", "a half-day rate for four pigs") + "? We only have four ready.' We don't do half "
            "days, the inspector's there all day either way. Tell them, well, I'll tell them: they can go on "
            "the Tuesday run after Corliss's, same place up the road, standard price per hog but no travel "
            "charge.",
            "That works for the schedule, Corliss's is a morning with room after. I'll pencil Hollister in "
            "for Tuesday afternoon, pending their answer.",
        ),
        turn(
            "Marisol says they texted back 'deal'. Put them on.",
            ("Adding them to the Tuesday run.", [
                call("edit", "ok", path="/opt/msu/app/schedule.yaml", old="- farm: Corliss\n  head: 6",
                     new="- farm: Corliss\n  head: 6\n- farm: Hollister\n  head: 4\n  travel_charge: 0"),
            ]),
            "Hollister is on Tuesday after Corliss, four hogs, no travel charge.",
        ),
    )
    r2 = (
        turn(
            "So we had a bad one last week. A hog from Corliss's got typed onto the Hollister sheet, two digits "
            "swapped in the tag. Dr. Okafor caught it at the cut shop and she was not happy, she could've "
            "written us up. So from now on " + f("constraint", "the ear tag gets typed in twice and both entries have to match before a kill record saves")
            + ". The entry thing is " + f("path", "/opt/msu/app/kill_entry.py") + ".",
            ("Adding a confirm field to the entry form.", [
                call("edit", "ok", path="/opt/msu/app/kill_entry.py",
                     old="tag = prompt('Ear tag: ')",
                     new="tag = prompt('Ear tag: ')\n    again = prompt('Ear tag again: ')\n"
                         "    if tag != again:\n        raise TagMismatch('tags do not match, nothing saved')"),
            ]),
            "Done: a record only saves when both tag entries match, and a mismatch saves nothing.",
        ),
        turn(
            "Good. Now she wants last month's numbers by farm, can you pull them?",
            ("Querying the kill records.", [
                call("bash",
                     f("failure", "psql: error: connection to server at \"10.0.0.5\", port 5432 failed: Connection refused")
                     + "\n\tIs the server running on that host and accepting TCP/IP connections?",
                     error=True,
                     command=f("command", "psql -h 10.0.0.5 -U msu -d killsheets -c 'select farm, count(*) from kill_records group by farm'")),
            ]),
            "Nothing is listening on the database box at 10.0.0.5: either the machine is off or Postgres isn't "
            "running. Can someone check the office?",
        ),
        turn(
            "The box is in the farm office at Arnie's and Arnie's hasn't had power since the ice storm. The "
            "electric co-op says Monday. So that waits. While you're in the kill sheet though, the header needs "
            "our establishment number, " + f("identifier", "M47821") + ", Dr. Okafor says it has to be on "
            "every page. And put a warning if a run has more than the cooler takes, it's "
            + f("number", "14 hog sides") + ", so seven hogs.",
            ("Adding both to the sheet template.", [
                call("edit", "ok", path="/opt/msu/app/templates/kill_sheet.html",
                     old="<h1>Kill sheet</h1>", new="<h1>Kill sheet &middot; Est. M47821</h1>"),
                call("edit", "ok", path="/opt/msu/app/schedule.py", old="MAX_HOGS = None", new="MAX_HOGS = 7"),
            ]),
            "The number is in the header of every page, and the schedule warns when a run is over seven hogs.",
        ),
        turn(
            "Perfect. Marisol's brother Hector has a bee in his bonnet, he thinks we should be "
            + f("rejected", "buying a second-hand refrigerated box truck") + " so we can do two farms a day "
            "and haul more. There's one for sale in Barre. That's not my call alone, I'll put it to Bev and "
            "Arnie at Sunday's meeting.",
            "Makes sense. I can cost out what a second daily run would need on the schedule side if it goes "
            "ahead.",
        ),
    )
    r3 = (
        turn(
            "Sunday meeting: Bev and Arnie voted the truck down, two to one, insurance on a second vehicle "
            "plus a driver we don't have. So that's that, tell Hector if he asks you, ha. Anything else I should "
            "know about the sheets?",
            "One suggestion: the scale already records the hot weight of each carcass; I could print it on the "
            "farm's copy of the sheet, so farmers know what to expect back from the cut shop.",
        ),
        turn(
            "Yeah, folks always ask that. Do it.",
            ("Adding the hot weight column to the farm copy.", [
                call("edit", "ok", path="/opt/msu/app/templates/kill_sheet_farm.html",
                     old="<th>Tag</th><th>Species</th>", new="<th>Tag</th><th>Species</th><th>Hot wt (lb)</th>"),
            ]),
            "The farm copy now shows each hot weight.",
        ),
        turn(
            "Next, Marisol wants " + f("pending", "a printable schedule for the April runs") + ", one sheet, "
            "farm, date, head count, so she can stick it on the fridge and stop asking me.",
            "Yes. I'll build it from the schedule file once April's dates are confirmed with the inspector.",
        ),
        turn(
            "And a question nobody's been able to answer for me: " + f("pending", "whether the state will let us do poultry in the same trailer")
            + ". Three farms have asked. I wrote the Agency of Agriculture in January, nothing back. Don't go "
            "building anything for chickens till we know.",
            "Understood, nothing for poultry until the Agency answers.",
        ),
    )
    later = (
        (5, (
            turn(
                "How's the April schedule coming? Marisol asked again at breakfast.",
                "It's still open: two April dates haven't got the inspector's confirmation yet, so I haven't "
                "printed it. I'll finish it as soon as those two come in.",
            ),
        )),
        (10, (
            turn(
                "Dr. Okafor's asked for " + f("pending", "the March kill totals by species, by April 5") + ". "
                "Head count and hot weights. Power's back at Arnie's, by the way.",
                "Good, then the database should be reachable again. I'll pull March by species and hot weight "
                "and have it ready before April 5.",
            ),
        )),
    )
    return Scripted(name="fresh24-abattoir", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh24=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- mussels
def _mussels() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Kia ora. I'm Tessa, I look after the tech for Dad's mussel farm in Pelorus Sound, three blocks of "
            "longlines off the point past Havelock. He does the boats, I do everything with a plug. Quick "
            "version of how it works: the lines hang for about eighteen months, we've got buoys on each block "
            "with temperature and chlorophyll sensors that publish to a Mosquitto broker on the gateway in the "
            "boat shed, Telegraf picks them up into Influx, and there's a Grafana board on the shed wall that "
            "Dad checks with his coffee. Every week the shellfish programme samples for biotoxins, and if a "
            "block fails we can't harvest it till it clears again, so the board has a harvest column and "
            + f("constraint", "a block never shows as harvestable on the board unless it has a clearance date from the biotoxin programme")
            + ", even if the sensors look great, Dad goes by that column. Anyway. Buoy 3 on block C has "
            "vanished off the board since Tuesday, topic's " + f("identifier", "pelorus/blockC/buoy3/temp")
            + ". Is it the buoy or the board?",
            ("Subscribing to block C on the broker to see if it's still publishing.", [
                call("bash",
                     f("failure", "Connection error: Connection Refused: not authorised.")
                     + "\nError: The connection was refused.",
                     error=True,
                     command=f("command", "mosquitto_sub -h shedgw.local -u grafana -t 'pelorus/blockC/#' -v")),
                call("read", path=f("path", "/etc/mosquitto/passwd"),
                     result="EACCES: permission denied, open '/etc/mosquitto/passwd'", error=True),
            ]),
            "The broker isn't rejecting buoy 3, it's rejecting the grafana user, so Telegraf and the board "
            "can't subscribe either. The password file has changed and it's root-only. Do you have root on "
            "the gateway?",
        ),
        turn(
            "No, Craig from Sounds Telemetry set that box up and he did something to the passwords last week. "
            "He's on leave till the 20th, fishing, no reception, honestly. I don't have root. So we wait for "
            "Craig.",
            "Okay, the board stays blank until Craig can fix the grafana user. If it keeps happening, one "
            "option is " + f("rejected", "moving the broker to HiveMQ Cloud") + ", so it isn't locked inside "
            "one box in the shed.",
        ),
        turn(
            "The link from the shed drops every time a northerly comes up the Sound. Half of winter we've got "
            "no internet out there at all, the buoys still talk to the gateway fine.",
            "Right, then the broker has to stay local. I'll leave it where it is.",
        ),
        turn(
            "Also my aunty Mere reckons we should get " + f("rejected", "a drone to check the floats") + ". No. "
            "Dad's in the boat every day anyway. Moving on: can the board show how long since each block last "
            "cleared? Dad keeps asking me.",
            "Yes. I'd add a 'days since clearance' column next to the harvest column, turning amber after "
            "seven days, so he can see at a glance which results are getting old.",
        ),
        turn(
            "Ka pai, do that.",
            ("Adding the column.", [
                call("edit", "ok", path="/var/lib/grafana/dashboards/farm.json",
                     old='"title": "Harvest"',
                     new='"title": "Harvest"}, {"title": "Days since clearance", "thresholds": [7]'),
            ]),
            "The column is in, amber after seven days.",
        ),
    )
    r2 = (
        turn(
            "Ugh. So at 3am on Saturday the low-voltage alert for block A went off in the family group chat, "
            "the whole whanau's in there, Nana's in there. It was a gull sitting on the solar panel. Dad was "
            "not amused and Nana thought someone had died. So: " + f("constraint", "alerts go to Tessa's phone only, never the whanau chat")
            + ". Please.",
            ("Sorry about that. Changing the contact point.", [
                call("edit", "ok", path="/etc/grafana/provisioning/alerting/contactpoints.yaml",
                     old="chatid: \"-100437722\"", new="phone: tessa"),
            ]),
            "All alerts now go to your phone only; the group chat is off the list.",
        ),
        turn(
            "Thanks. Next thing, the lab sends our spat counts as a CSV and I've got a script that makes the "
            "graphs, " + f("path", "/home/tessa/farm/tools/spat_counts.py") + ". Can you run it on the latest one?",
            ("Running it.", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/home/tessa/farm/tools/spat_counts.py\", line 31, in <module>\n"
                     "    by_line = df.groupby(\"line_id\")[\"spat_per_m\"].mean()\n"
                     "  File \"/usr/lib/python3/dist-packages/pandas/core/frame.py\", line 8869, in groupby\n"
                     "    return DataFrameGroupBy(\n"
                     "  File \"/usr/lib/python3/dist-packages/pandas/core/groupby/grouper.py\", line 985, in get_grouper\n"
                     "    raise KeyError(gpr)\n"
                     + f("failure", "KeyError: 'line_id'"),
                     error=True,
                     command=f("command", "python3 /home/tessa/farm/tools/spat_counts.py data/spat_round2.csv")),
                call("bash", "sample,block,depth_m,spat_per_m\nS1,A,4,212\nS2,A,8,187\nS3,C,4,95",
                     command="head -4 data/spat_round2.csv"),
            ]),
            "The lab changed their format: there's no line column any more, only block and depth, so the script "
            "can't group by line. I can't rebuild it from this file because samples from different lines in a "
            "block are mixed together.",
        ),
        turn(
            "Yeah, Deb at the lab said their new system 'simplified' it. She's sending the old-style export "
            "next week. Leave it till then. While I think of it, we got " + f("number", "$2.35 a kilo at the wharf")
            + " this time, and " + f("number", "12 tonnes off block C in March") + ". Can you put together "
            + f("pending", "the harvest log for block C") + "? Tonnes per line per month, for the bank.",
            "Yes. I'll pull it from the harvest sheets once I know which columns you keep, and put the price "
            "against each month.",
        ),
        turn(
            "Cool. Oh and my cousin Hemi has this idea of " + f("rejected", "a half-shell stall at the Havelock market on Saturdays")
            + ", cooked, with the sauce. I'm not sure. Let me talk to Dad.",
            "Sure. If you go ahead I could make a simple price list, but it's your call.",
        ),
    )
    r3 = (
        turn(
            "Talked to Dad. No to the market: Saturdays are when we're out on the lines, and we'd need a food "
            "licence for cooked stuff. Hemi's a bit gutted but fine. Next: the bank wants our licence number on "
            "the harvest log, it's " + f("identifier", "MF 8412") + ".",
            "Noted, it'll go in the header of the harvest log.",
        ),
        turn(
            "And a question I can't get an answer to from anyone: " + f("pending", "whether our consent lets us put a second longline in block D")
            + ". The council haven't replied in six weeks and our consultant says 'it depends how you read it'. "
            "Don't draw block D with two lines on the board till we know.",
            "Okay, block D stays as one line until the council answers.",
        ),
        turn(
            "Last thing for now, can Telegraf keep the raw buoy data longer? It's 30 days and Dad wants to "
            "compare with last summer.",
            ("Checking the retention on the bucket.", [
                call("bash", "ID\t\t\tName\tRetention\nf0c2a9e1b77d3e10\tbuoys\t720h0m0s",
                     command="influx bucket list --name buoys"),
                call("bash", "ID\t\t\tName\tRetention\nf0c2a9e1b77d3e10\tbuoys\t8760h0m0s",
                     command="influx bucket update --id f0c2a9e1b77d3e10 --retention 365d"),
            ]),
            "The buoys bucket now keeps a year of data.",
        ),
    )
    later = (
        (5, (
            turn(
                "How's the harvest log for block C going? The bank rang.",
                "Not finished: I've got March but not the earlier months' tonnes per line. If you send the "
                "harvest sheets for January and February I'll finish it.",
            ),
        )),
        (10, (
            turn(
                "E-mail from the shellfish programme: they need " + f("pending", "the winter biotoxin sampling roster, due 30 May")
                + ", who's taking the samples each week from June to August.",
                "Okay. I'll draft a roster with the weeks and blocks and leave the names for you and your dad to "
                "fill in.",
            ),
        )),
    )
    return Scripted(name="fresh24-mussels", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh24=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- rapeseed
def _rapeseed() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello! Gemma, Thorley's Wolds oil. We grow rapeseed and cold-press it in the old grain store, "
            "me and my brothers Rob and Stuart and Mum, we're all partners. A press day, roughly: Rob brings "
            "in seed from one field, it goes through the cleaner, into the press cold, the oil runs into the "
            "settling tanks for a week, gets filtered, and then we bottle. You get about "
            + f("number", "33 litres of oil from every 100 kilos of seed") + ", a bit more off the good fields. "
            "The cake goes to the neighbour's cattle. Every bottle's got a lot code and that has to mean "
            "something, " + f("constraint", "one lot code is one field and one press day, we never put two days' oil under one lot")
            + ", that's how we can recall if anything goes wrong, and it's what the farm assurance lady checks. "
            "Sorry, long-winded. What I want is for the press's throughput to go into the batch record on "
            "its own instead of me writing it on a clipboard.",
            ("Let me see if the press controller answers on the serial line.", [
                call("bash",
                     "modpoll 3.10 - FieldTalk(tm) Modbus(R) Master Simulator\n"
                     "Protocol configuration: Modbus RTU, FC3\n"
                     "Slave configuration...: address = 2, start reference = 100, count = 6\n"
                     "Communication.........: /dev/ttyUSB0, 9600, 8, 1, none, t/o 1.00 s, poll rate 1000 ms\n"
                     "Data type.............: 16-bit register, output (holding) register table\n\n"
                     "-- Polling slave... (Ctrl-C to stop)\n"
                     + f("failure", "Reply time-out!"),
                     error=True,
                     command=f("command", "modpoll -m rtu -a 2 -r 100 -c 6 -b 9600 -p none /dev/ttyUSB0")),
            ]),
            "The adapter is fine but nothing on the RS-485 line answers as address 2. It could be the address, "
            "the baud rate or the A/B wires swapped. Do you have the press's wiring diagram or manual?",
        ),
        turn(
            "The manual's in German and the wiring page is missing. Neil, the engineer from the press people, "
            "is coming on the 14th for the service and he said he'll bring the diagram. So leave it till he's "
            "been. Is there anything else we can do with the batch data meanwhile?",
            "One thing: a QR code on each label that opens a little page with the lot's field and press day. "
            "Customers at the markets love that sort of thing, and it costs nothing to print.",
        ),
        turn(
            "Oh Stuart will love that. Yes.",
            ("Adding the QR to the label template.", [
                call("edit", "ok", path="/srv/press/labels/make_labels.py", old="FIELDS = ['lot', 'best_before']",
                     new="FIELDS = ['lot', 'best_before', 'qr']"),
            ]),
            "Labels now carry a QR code for the lot's page.",
        ),
        turn(
            "Forwarding you this, from the buyer at Ashby's Delis:\n\n"
            "> Dear Gemma, we'd love to stock your oil across our nine shops. We'd want "
            "> " + f("rejected", "own-label bottles with Ashby's branding") + ", supplied at your trade price.\n\n"
            "Lovely of them but the whole point is it's OUR oil from OUR fields. I'm going to say no to the "
            "own-label, but they can have our normal 500ml with an Ashby's neck tag if they want. Retail's "
            + f("number", "£7.50 a 500ml bottle") + ". Can you help me word it nicely?",
            "Sure: thank them, say the oil only goes out under the Thorley's label because the lot code traces "
            "it to a field, and offer the 500ml with their neck tag at trade, retailing at £7.50.",
        ),
    )
    r2 = (
        turn(
            "Disaster-ish last week. The label script put a best-before from last year on a whole pallet, 240 "
            "bottles, it used the harvest year instead of the press date or something. We had to peel every "
            "one. So " + f("constraint", "the label script never sends anything straight to the printer, it writes a PDF and I look at it first")
            + ". Can you change it?",
            ("Yes. Taking out the print call; it'll write PDFs to a folder instead.", [
                call("edit", "ok", path="/srv/press/labels/make_labels.py",
                     old="subprocess.run(['lp', '-d', 'zebra', out])",
                     new="out = os.path.join('/srv/press/labels/out/', f'{lot}.pdf')  # Gemma prints after checking"),
                call("edit", "ok", path="/srv/press/labels/make_labels.py",
                     old="best_before = date(harvest_year + 1, 12, 31)",
                     new="best_before = press_day + timedelta(days=365)"),
            ]),
            "Labels now go to " + f("path", "/srv/press/labels/out/") + " as PDFs, and the best-before comes "
            "from the press day plus a year.",
        ),
        turn(
            "Brilliant. Can you check the last few batches look right in the database?",
            ("Looking at the latest batches.", [
                call("bash",
                     "LW-26-114|Top Wold|2026-09-18\nLW-26-113|Top Wold|2026-09-17\nLW-26-112|Beck Piece|2026-09-11",
                     command=f("command", "sqlite3 " + f("path", "/srv/press/batches.db") + " \"select lot, field, press_day from batches order by press_day desc limit 3\"")),
            ]),
            "The last three lots are one field and one day each. The newest is LW-26-114, Top Wold, 18 "
            "September.",
        ),
        turn(
            "Good. " + f("identifier", "LW-26-114") + " is the one Ashby's are getting samples of, by the way. "
            "Now the other thing, the accountant says the nightly export hasn't arrived since Monday.",
            ("Running the export by hand to see what it says.", [
                call("bash",
                     "Job for press-export.service failed because the control process exited with error code.\n"
                     "Oct 03 02:00:04 grainstore press-export[2291]: uploading batches_2026-10-02.csv to "
                     "//fenwick-files/clients/thorley\n"
                     "Oct 03 02:00:05 grainstore press-export[2291]: "
                     + f("failure", "session setup failed: NT_STATUS_LOGON_FAILURE") + "\n"
                     "Oct 03 02:00:05 grainstore systemd[1]: press-export.service: Main process exited, "
                     "code=exited, status=1/FAILURE",
                     error=True,
                     command="sudo systemctl start press-export.service && journalctl -u press-export.service -n 4 --no-pager"),
            ]),
            "The share is refusing our login, so " + f("identifier", "press-export.service") + " fails before "
            "it uploads anything. Has the accountant's side changed the password?",
        ),
        turn(
            "Their IT firm brought in some new password policy. Only they can reset the account, and they "
            "answer tickets in three working days, I've raised one. Leave it. Oh, and two things from my "
            "brothers. Rob says the farm shop wants " + f("rejected", "sale or return on the 5-litre tins")
            + ". I'm not doing that, they sat on the last lot for months. Tell them, well, Rob can tell them: "
            "10% off if they take a case of six outright. And Stuart wants to do " + f("rejected", "a chilli-infused oil for the Christmas markets")
            + ", which is a partners' thing, we'll talk Sunday.",
            "Okay. I'll wait for the Sunday decision before touching anything for a chilli oil.",
        ),
    )
    r3 = (
        turn(
            "Right. Farm shop took the 10%, a case of six, Rob's dropping it Thursday. And Sunday: Mum and Rob "
            "voted the chilli oil down, it's a different allergen and cleaning job on the bottler, Stuart's "
            "sulking. So nothing for that. Can you add the farm shop's case price to the price list?",
            ("Adding it.", [
                call("edit", "ok", path="/srv/press/prices.csv", old="farm_shop,5l_tin,",
                     new="farm_shop,5l_tin_case_of_6,discount=0.10,"),
            ]),
            "The farm shop's line is now a case of six tins at 10% off.",
        ),
        turn(
            "Ta. The farm shop also wants " + f("pending", "the allergen sheet for the farm shop") + ", one page "
            "per product. Can you make that?",
            "Yes. I'll make one page per product from the product list; rapeseed oil has no declarable "
            "allergens of its own but the page should say what else goes through the bottler.",
        ),
        turn(
            "Good. And one none of us knows: " + f("pending", "whether we have to put the seed variety on the label")
            + ". Ashby's buyer asked. Mum rang Trading Standards, they're 'looking into it'. So don't change "
            "the labels for it yet.",
            "Understood, the labels stay as they are until Trading Standards answer.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did the allergen sheet get done? The farm shop asked again.",
                "Not yet, it's still open. I'll do it next: one page per product, oil first.",
            ),
        )),
        (10, (
            turn(
                "Stuart's entering us for " + f("pending", "the county food awards entry, due 14 March") + ". It "
                "wants a batch history for the entered lot and a paragraph about the farm. Can you pull the "
                "batch history?",
                "Yes. I'll pull the lot's press day, field and yield from the batches table and draft the "
                "paragraph for you to edit.",
            ),
        )),
    )
    return Scripted(name="fresh24-rapeseed", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh24=True, later=later, routine=routine_en)


SESSIONS = (_watercress(), _abattoir(), _mussels(), _rapeseed())
