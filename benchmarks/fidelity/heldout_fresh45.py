"""Forty-fifth fresh held-out set (English): written blind while the thirty-fourth round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its other half, against the thirty-fourth round's rules; committed before its first run and not to
be edited after it.

How it was written: the descriptions below first, in plain words, then each dialogue from its description
in the voices of the people in it. The four domains asked for were a chimney sweep, a village cinema club, a
rare-breed pig farm's butchery box scheme and a harbour ferry between two villages; ``grep -il`` on file
names only showed chimney sweeps, cinemas and ferries already in the corpus, so they were swapped for
similar unused ones: a mole catcher in Radnorshire, a village amateur dramatic society in Devon, a Large
Black pig farm's butchery box scheme in Shropshire (kept: no box scheme or pig farm elsewhere) and a river
chain ferry between two Norfolk villages. Proposals come from the assistant (one of them refused by a
players' committee after being put off, one by the Broads Authority, relayed), a golf club secretary (by
e-mail), a son-in-law (decided by the golf club's committee), the society's treasurer (by phone), the
director's husband (decided by the rights company, relayed), a farm shop (by text), a butcher's wife (put
off, refused a round later), the farmer himself (decided by the landlord's agent, relayed), the parish
council (by letter) and a boatyard (by phone, through the ferryman's wife).
Failures are multi-line blocks from gnokii, fsck.fat, qrencode, mkvmerge, unison, xsv, sshfs and btrfs
scrub; each is left unresolved for a reason given in the dialogue. Routine work (``routine_en``) is this
file's own: a Pharo Smalltalk + Teapot app for a parish council's allotment rent ledger, with turns that look
like facts (a rule of thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions:
- mole: Bryn Pugh catches moles round the farms, gardens and the Teme Valley golf club near Knighton,
  Radnorshire, with traps only. His round is a spreadsheet on the laptop; he texts customers the day before
  from an old Nokia plugged into the laptop. Rules: inside a long account of a day's round, no trap stays in
  the ground more than a day without him going back to it; after a walker's terrier dug up a trap beside the
  Offa's Dyke path, nothing is set within twenty yards of a public footpath. Proposals: the assistant's
  selling the moleskins online (turned down by a reason alone: trapped skins are spoiled and nobody buys
  them); the golf club secretary, by e-mail, wants a fixed-price season contract for the whole course, Bryn
  counters with call-outs for the greens only at his usual rate and the club takes it; his son-in-law
  Gareth's thermal drone to find the runs (the club's committee says no drones over the course, relayed);
  the assistant's trap log with a grid reference per trap is accepted. Numbers: £40 call-out fee; £8 for
  every mole after the first. Paths: /home/bryn/moles/round_2026.csv, ~/moles/sms/reminders.txt.
  Identifiers: Guild of British Molecatchers membership GBM-2291; the club's purchase order PO-TVGC-0193.
  Commands: gnokii --sendsms to a customer; sudo fsck.fat -n on the trail camera's card. Failures: gnokii
  says a security code is required (the SIM is PUK-locked and the PUK is on the card his wife filed; she is
  at her sister's in Aberystwyth); fsck.fat, at the end of a long log, finds the photo of whoever is pulling
  up his traps has lost its clusters (the card is the greenkeeper's and the committee wants it untouched
  until the shop in Llandrindod looks at it). Open: a printed list of this week's trap sites for each farmer
  (asked again later); whether the club's insurance covers him on the course at dawn before the
  greenkeeper arrives (the broker hasn't answered); a later ask from the Guild for his renewal with a copy
  of his trapping certificate by 31 March.
- players: Sheila Marsh directs the Ashcombe Players in Ashcombe village hall, Devon; this spring it's The
  Importance of Being Earnest. Her nephew's script makes ticket PDFs with a QR code; Tony films the show and
  Sheila's laptop stitches the video for the DVD. Rules: inside a long account of a show week, once the half
  is called nobody but Pam, the stage manager, touches the lighting desk; after a child tripped over a cable
  in the aisle at the dress rehearsal, no cable crosses an aisle, they all go round the walls, taped down.
  Proposals: the assistant's online seat-picking plan (put off, refused a round later: the chairs move for
  every show); Derek the treasurer, by phone, wants every ticket up to £15, Sheila counters with £14 for the
  Saturday supper night only and Derek agrees; her husband Rob's live stream on Facebook (the rights
  company says the licence doesn't allow it, relayed); the assistant's QR code on each ticket for the door
  is accepted. Numbers: £12 a ticket; £240 for the performing rights. Paths:
  /home/sheila/players/tickets/make_tickets.py, /home/sheila/players/video/earnest_2026/. Identifiers: the
  performance licence CON-UK-77413; the hall's charity number 1098342. Commands: qrencode for a ticket;
  mkvmerge joining the camcorder files. Failures: qrencode can't fit the WI's block booking into one code
  (left until Margaret from the WI says whether she'll split it, after her hip operation); mkvmerge, at the
  end of a long log, can't open act two's file (the card is in Tony's camcorder, and Tony is on a cruise).
  Open: a rehearsal schedule sheet for the cast (asked again later); whether the hall's fire certificate
  changes the audience limit now the stage is extended (the fire officer hasn't been); a later ask from the
  rights company for the box office returns by 30 April.
- pigs: Tom and Carys Whitmore rear Large Black pigs on rented land under Titterstone Clee near Ludlow,
  Shropshire; the pigs go to the abattoir at Craven Arms and come back as carcasses that Carys and her
  cousin Dai cut in the farm's butchery room into mixed boxes; orders come from the farm's web shop as a
  CSV, and the orders folder is kept in step between the farmhouse PC and the butchery laptop with unison.
  Rules: inside a long account of a butchery day, every box is weighed and labelled with the pig's ear-tag
  number before it goes in the chiller; after a box sat in a courier's depot over a weekend and arrived
  warm in Birmingham, no box goes by courier on a Thursday or Friday. Proposals: the Ludlow farm shop, by
  text, wants a weekly standing order of forty packs of sausages, Tom counters with twenty packs every other
  week and they take it; Dai's wife Bev's hog roast stall at the Ludlow food festival (put off, refused a
  round later); Tom's shepherd's hut for farm stays (the landlord's agent says the tenancy forbids it,
  relayed); the assistant's cooking card in each box is accepted. Numbers: £95 for a 12-kilo box; £38 a
  head at the abattoir. Paths: /home/tom/pork/orders/orders_2026.csv, /home/carys/butchery/cutting_sheets/.
  Identifiers: herd mark JW4417; the holding number CPH 35/412/0078. Commands: unison with the orders
  profile; xsv select on the orders export. Failures: unison, at the end of a long log, stops because the
  archive file is missing on one side (the butchery laptop was reinstalled; this week's cutting sheets exist
  only there, so nothing is synced until Carys has printed them and Owen, who set it up, is back from Harper
  Adams); xsv finds a record with a field too few (the shop's export is broken; Lowri who built the shop has
  just had a baby, and a hand edit would be overwritten). Open: a delivery list for the Birmingham drop
  (asked again later); whether the Craven Arms abattoir will still do private kills after it changes hands
  (nobody knows); a later ask from the Large Black Pig Society for the spring litters' registrations by 30
  April.
- ferry: Colin Ashby works the chain ferry across the Yare between Hardley Staithe and Langmere, two Norfolk
  villages; it takes two cars and foot passengers and pulls itself across on two chains; the trust that
  owns it has a Pi in the ferry hut (ferryhut-pi) counting crossings onto a USB disk. Rules: inside a long
  account of a ferry day, they never start a crossing while a boat is between the yellow markers; after a
  car rolled when its handbrake slipped, every car has the handbrake on, the engine off and a chock behind a
  back wheel before the ferry leaves the slip. Proposals: the parish council, by letter, wants the ferry
  running until ten at night all summer, Colin counters with eight o'clock on Fridays and Saturdays in July
  and August and the council agrees; a boatyard, by phone through his wife Jean, wants to swap the chains
  for steel wire rope (bluntly no); the assistant's banner for the pub on the side rails (the Broads
  Authority says no advertising on the ferry, relayed); the assistant's log of suspensions with the reason
  is accepted. Numbers: £4.50 for a car each way; about 90 crossings on a summer Saturday. Paths:
  /home/colin/ferry/crossings_2026.csv, /mnt/ferrylog/crossings/. Identifiers: ferryhut-pi; the Broads
  Authority licence BA-PVL-0317. Commands: sshfs to the hut's Pi; btrfs scrub on the USB disk. Failures:
  btrfs scrub, at the end of a long log, finds checksum errors in last August's tallies (the disk is the only
  copy, left until the trust's treasurer, back from Portugal, has checked his printouts); sshfs finds no route
  to the Pi (the router is in the hut on the far bank and the ferry is laid up for chain work till Thursday).
  Open: a printed timetable for the noticeboards at both slipways (asked again later); whether the insurance
  covers carrying horses (the broker hasn't said); a later ask from the trust's chairman for the crossing
  figures for the AGM by 12 May.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Pharo + Teapot allotment rent ledger
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The clerk says the rent test is red again on the laptop. Can you see why?",
                ("Running the ledger's SUnit tests headless.", [
                    call("bash",
                         "Running tests in 1 Packages\n"
                         "14 run, 13 passes, 0 skipped, 0 expected failures, 1 failures, 0 errors, 0 unexpected passes\n"
                         "Failed Tests:\n"
                         "RentCalculatorTest>>#testHalfPlotRent\n"
                         "    Assertion failed: expected 2400 but was 2350",
                         error=True, command="./pharo Allotments.image test \"Allotments-Tests\""),
                ]),
                ("The half-plot rent is computed from the full-plot rent in pence with integer division, and the "
                 "water charge is added before halving instead of after. Moving the water charge out of the halving.", [
                    call("edit", "ok", path="src/Allotments-Core/RentCalculator.class.st",
                         old="^ (self fullRentPence + self waterPence) // 2",
                         new="^ (self fullRentPence // 2) + self waterPence"),
                    call("bash",
                         "Running tests in 1 Packages\n"
                         "14 run, 14 passes, 0 skipped, 0 expected failures, 0 failures, 0 errors, 0 unexpected passes",
                         command="./pharo Allotments.image test \"Allotments-Tests\""),
                ]),
                "Green again. Rule of thumb for this code: keep every amount in whole pence and only format to pounds "
                "in the templates.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Could the plot page show who had the plot before? The council likes to know.",
                ("Adding a previous-tenants collection to Plot and a Teapot route that lists it.", [
                    call("edit", "ok", path="src/Allotments-Core/Plot.class.st",
                         old="\tinstanceVariableNames: 'number size tenant'",
                         new="\tinstanceVariableNames: 'number size tenant previousTenants'"),
                    call("edit", "ok", path="src/Allotments-Web/LedgerServer.class.st",
                         old="GET: '/plots/<number>' -> [ :req | self plotPage: req ];",
                         new="GET: '/plots/<number>' -> [ :req | self plotPage: req ];\n\t\t"
                             "GET: '/plots/<number>/history' -> [ :req | self historyPage: req ];"),
                    call("bash",
                         "Running tests in 2 Packages\n"
                         "17 run, 17 passes, 0 skipped, 0 expected failures, 0 failures, 0 errors, 0 unexpected passes",
                         command="./pharo Allotments.image test \"Allotments-.*\""),
                ]),
                "Done, /plots/12/history lists earlier tenants with the years. I could also put a small 'since' "
                "date next to the current tenant's name on the plot list.",
            ),
            turn("Yes, the 'since' date is a good idea.", "Added; it reads the start date of the current tenancy."),
        )
    if k == 2:
        return (
            turn(
                "The rent reminders page crashes when I click it.",
                ("Reproducing it against the running server.", [
                    call("bash",
                         "HTTP/1.1 500 Internal Server Error\n"
                         "Content-Type: text/plain\n\n"
                         "MessageNotUnderstood: receiver of \"printString: 2\" is nil\n"
                         "RentReminder>>dueLine\n"
                         "LedgerServer>>remindersPage:",
                         error=True, command="http -v GET localhost:1701/reminders"),
                ]),
                ("A tenancy with no paid-up date yet (a new tenant from the waiting list) has a nil last payment. "
                 "Guarding for it and showing 'first year' instead.", [
                    call("edit", "ok", path="src/Allotments-Core/RentReminder.class.st",
                         old="^ tenancy lastPaid year printString: 2",
                         new="^ tenancy lastPaid ifNil: [ 'first year' ] ifNotNil: [ :d | d year printString ]"),
                    call("bash", "HTTP/1.1 200 OK\nContent-Type: text/html\nContent-Length: 5120",
                         command="http -h GET localhost:1701/reminders"),
                ]),
                "Fixed; the page loads and the new tenants show 'first year'.",
            ),
        )
    if k == 3:
        return (
            turn(
                "Can we get the ledger out as a spreadsheet for the clerk's annual return?",
                ("Adding a CSV export with NeoCSV.", [
                    call("edit", "ok", path="src/Allotments-Web/LedgerServer.class.st",
                         old="GET: '/ledger' -> [ :req | self ledgerPage: req ];",
                         new="GET: '/ledger' -> [ :req | self ledgerPage: req ];\n\t\t"
                             "GET: '/ledger.csv' -> [ :req | self ledgerCsv: req ];"),
                    call("bash", "plot,tenant,size,rent_pence,water_pence,paid\n1,Hughes,full,4800,600,2025-10-03\n"
                                 "2,Okafor,half,2400,600,2025-10-11",
                         command="http GET localhost:1701/ledger.csv | head -3"),
                ]),
                "The export works. The clerk's return wants pounds, so I'd keep the pence columns and add a pounds "
                "column beside each rather than change the stored values.",
            ),
            turn("Fine, add the pounds columns.", "Added; pence stay as they are."),
        )
    if k == 4:
        return (
            turn(
                "Is there a newer Teapot? The install notes on the council's laptop are from ages ago.",
                ("Loading the latest Teapot release into a fresh copy of the image and running the tests there.", [
                    call("bash",
                         "Loading baseline of BaselineOfTeapot...\n"
                         "Fetched -> Teapot-Core-v2.7.0 --- github://zeroflag/Teapot:v2.7.0/source\n"
                         "...finished baseline",
                         command="./pharo Allotments-copy.image metacello install github://zeroflag/Teapot:v2.7.0/source BaselineOfTeapot"),
                    call("bash",
                         "Running tests in 2 Packages\n"
                         "17 run, 17 passes, 0 skipped, 0 expected failures, 0 failures, 0 errors, 0 unexpected passes",
                         command="./pharo Allotments-copy.image test \"Allotments-.*\""),
                ]),
                "All tests pass on 2.7.0. I'd pin that tag in BaselineOfAllotments so a rebuilt image gets the same one.",
            ),
            turn("Pin it.", ("Pinned.", [
                call("edit", "ok", path="src/BaselineOfAllotments/BaselineOfAllotments.class.st",
                     old="repository: 'github://zeroflag/Teapot/source'",
                     new="repository: 'github://zeroflag/Teapot:v2.7.0/source'"),
            ]), "Done."),
        )
    return (
        turn(
            "Two tenants say the waiting-list page shows them twice.",
            ("Looking at the waiting list data.", [
                call("bash",
                     "an OrderedCollection(a WaitingEntry('Patel, R' 2024-03-02) a WaitingEntry('Patel, R' 2024-03-02) "
                     "a WaitingEntry('Lloyd, M' 2024-05-19) a WaitingEntry('Lloyd, M' 2024-05-19) a WaitingEntry('Shah, A' 2025-01-07))",
                     command="./pharo Allotments.image eval \"AllotmentLedger default waitingList entries\""),
            ]),
            ("The import from the old spreadsheet ran twice in March. Making the import skip entries that already "
             "exist (same name and date) and removing the duplicates.", [
                call("edit", "ok", path="src/Allotments-Core/WaitingList.class.st",
                     old="entries add: anEntry",
                     new="(entries includes: anEntry) ifFalse: [ entries add: anEntry ]"),
                call("bash", "3", command="./pharo Allotments.image eval --save \"AllotmentLedger default waitingList removeDuplicates; size\""),
            ]),
            "Three entries now, in date order. The waiting list still goes strictly by the date people applied.",
        ),
    )


# ---------------------------------------------------------------- mole catcher
def _mole() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Right, my daughter set this up for me and said just type to it like a person, so here goes. Bryn "
            "Pugh, mole catcher, Knighton way, been at it thirty-one years, farms mostly, some gardens, and the "
            "golf club down the valley. Traps only, none of your gas. A day on the round goes like this: I'm out "
            "by seven in the van with the bucket of traps and the probe, first farm I walk the field with the "
            "farmer if he's about, find the fresh hills, probe for the run between two of them, cut a neat plug "
            "of turf, set the trap in the run, plug goes back over, a cane in next to it so I can find it, and "
            "on to the next. Six, seven farms a day in spring. And the one thing I don't bend on, whatever the "
            "weather, whatever else is going on: " + f("constraint", "no trap stays in the ground more than a day without me going back to it")
            + ". That's the Guild's way and it's mine, an animal shouldn't lie there. Evenings I put it all in "
            "the laptop, the round's in " + f("path", "/home/bryn/moles/round_2026.csv") + ", my daughter "
            "made the columns. Can you see if it's all there? I've a feeling last week went missing.",
            ("Let me look at the last lines of the round file.", [
                call("bash",
                     "2026-03-02,Cwm Farm,Evans,top meadow,6,3,set\n"
                     "2026-03-03,Cwm Farm,Evans,top meadow,6,5,lifted\n"
                     "2026-03-03,Bryn Glas,Lloyd,garden,2,1,set",
                     command="tail -3 /home/bryn/moles/round_2026.csv"),
            ]),
            "The last entries are from the 3rd of March: Cwm Farm with five caught and the traps lifted, then "
            "Bryn Glas with two traps set. Nothing after the 3rd, so if you worked last week, those days "
            "weren't typed in or weren't saved.",
        ),
        turn(
            "That's right, I never typed them, I was too tired. Never mind that. The thing I want is the texts. "
            "I send my customers a text the night before to say I'm coming, from the old Nokia on a wire into the "
            "laptop, my grandson set it up with a program. The words are in " + f("path", "~/moles/sms/reminders.txt")
            + ". It's stopped sending.",
            ("Checking that the laptop can see the phone, then trying one text to the first customer on tomorrow's list.", [
                call("bash",
                     "GNOKII Version 0.6.31\n"
                     "IMEI         : 35XXXXXXXXXXX42\n"
                     "Manufacturer : Nokia\n"
                     "Model        : RM-944\n"
                     "Revision     : V 06.04",
                     command="gnokii --identify"),
                call("bash",
                     "GNOKII Version 0.6.31\n"
                     "Please enter SMS text. End your input with <cr><control-D>:\n"
                     "Sending SMS to 07700900412 (text: Bryn the mole man, with you Tuesday morning...)\n"
                     + f("failure", "SMS Send failed (Security code required.)"),
                     error=True,
                     command="head -1 ~/moles/sms/reminders.txt | " + f("command", "gnokii --sendsms 07700900412")),
            ]),
            "The laptop can talk to the phone, but the phone won't send: it wants a security code. That usually "
            "means the SIM has locked itself after the PIN was typed wrong three times, and it now needs the PUK, "
            "the long unlock number that comes on the plastic card the SIM was snapped out of.",
        ),
        turn(
            "Ah, that'll be the grandson, he had it Saturday playing with it. The card with the number on, Glenys "
            "will have filed it, she files everything, but she's at her sister's in Aberystwyth till Thursday and "
            "I'll not find it without her. Don't go guessing numbers at it, leave it be. I'll ring people myself "
            "this week.",
            "Right, I won't touch the phone; guessing the PUK wrong ten times would kill the SIM for good. The "
            "texts wait for Glenys and the card. I can print you tomorrow's names and numbers so the ringing is "
            "quicker.",
        ),
        turn(
            "Aye, do that. What else could a man like me be doing, with the computer? My daughter says I should "
            "be 'online'.",
            "One idea: " + f("rejected", "selling the moleskins online") + ". There's a small market for them for "
            "crafts and fly-tying, and you have a steady supply.",
        ),
        turn(
            "No, you see, a mole out of a scissor trap is no good for a skin, it's marked where the jaws go, and "
            "you'd have to skin and peg them out every night. My grandad sold them in the war, they made "
            "waistcoats. Nobody's asked me for a moleskin since 1995.",
            "Fair enough, that's a market that isn't there for trapped moles. Another idea, a smaller one: a "
            "trap log with a grid reference for each trap you set, so you can see at a glance which ones are "
            "due a visit the next day, and show a farmer where you've been.",
        ),
        turn(
            "Now that I'd use. The farmers always ask where I put them, and if I'm poorly Gareth could go round "
            "and lift them. Do it.",
            ("Adding a trap log next to the round file.", [
                call("write", "ok", path="/home/bryn/moles/trap_log.csv",
                     content="date_set,farm,field,grid_ref,trap_no,checked,caught,lifted"),
            ]),
            "It's there, one line per trap. Put the grid reference off the phone map when you set it, and the "
            "'checked' column fills in when you go back.",
        ),
    )
    r2 = (
        turn(
            "I've had a bad week. Up by Llanfair Waterdine, on the Offa's Dyke path, a walker's terrier got off "
            "the lead, dug one of my traps right out of the bank and got its nose caught. Not hurt much, thank "
            "God, but the woman was shouting at me in the pub car park and it'll be all over the Facebook by now. "
            "It was my fault, I'd set it too near the stile. So from now on, " + f("constraint", "nothing gets set within twenty yards of a public footpath")
            + ", not for any farmer, I don't care how many hills he's got. Can your log thing warn me?",
            ("Adding a footpath column to the trap log, so each trap records the distance to the nearest path.", [
                call("edit", "ok", path="/home/bryn/moles/trap_log.csv",
                     old="date_set,farm,field,grid_ref,trap_no,",
                     new="date_set,farm,field,grid_ref,footpath_yards,trap_no,"),
            ]),
            "There's a column now for yards to the nearest footpath; if you ever type a number under twenty, "
            "the sheet turns the row red.",
        ),
        turn(
            "Good. Now the golf club. The secretary, Mr Pryce, sent me an e-mail, I'll read it you: 'Dear Bryn, "
            "the committee would like to propose " + f("rejected", "a fixed-price season contract covering the whole course")
            + ", eighteen holes, the practice ground and the car park banks, for a single fee paid in April.' "
            "Well. The whole course, for one fee, and the rough's full of them, I'd be there every day for "
            "nothing. I wrote back and said no, but I'll do call-outs for the greens only, when the greenkeeper "
            "rings, at my usual rate, that's " + f("number", "£40 call-out fee") + " and "
            + f("number", "£8 for every mole after the first") + ".",
            "That's a sensible line: the greens are what matters to them and you're paid for each visit. Did "
            "he reply?",
        ),
        turn(
            "He did, this morning, they'll take it, greens only. He's sending an order number so their "
            "treasurer can pay, it's " + f("identifier", "PO-TVGC-0193") + ". Put that where I'll find it.",
            ("Adding the club to the customer list with the order number.", [
                call("edit", "ok", path="/home/bryn/moles/customers.csv",
                     old="name,place,phone,notes",
                     new="name,place,phone,notes\nTeme Valley Golf Club,Knighton,01547 520000,greens only - quote PO-TVGC-0193 on invoices"),
            ]),
            "Done: the club's on the customer list, greens only, with the order number to go on every invoice.",
        ),
        turn(
            "Here's a funny one. Somebody's been pulling my traps on the ninth green, three times now, and "
            "throwing them in the pond. The greenkeeper, Kevin, put one of those trail cameras on a post, and it "
            "got a picture, he says, but the card won't open on his computer. He's lent it me. Can you look? "
            "It's in the laptop now.",
            ("Checking the card read-only, so nothing on it is changed.", [
                call("bash",
                     long_log(58, "trailcam-card",
                              "fsck.fat 4.2 (2021-01-31)\n"
                              "0x41: Dirty bit is set. Fs was not properly unmounted and some data may be corrupt.\n"
                              " Automatically removing dirty bit.\n"
                              "/DCIM/100MEDIA/IMAG0117.JPG\n"
                              "  " + f("failure", "File size is 2411520 bytes, cluster chain length is 0 bytes.")
                              + "\n  Truncating file to 0 bytes.\n"
                              "Leaving filesystem unchanged.\n"
                              "/dev/sdb1: 118 files, 40211/1022081 clusters"),
                     error=True, command=f("command", "sudo fsck.fat -n /dev/sdb1")),
            ]),
            "The card wasn't switched off properly, and the newest picture, IMAG0117, has lost the part of the "
            "card that held it: the file says it's 2.4 megabytes but points at nothing. A repair would cut it "
            "to zero. A photo-recovery program might still find the picture in the free space, as long as "
            "nothing writes to the card.",
        ),
        turn(
            "Then don't you write to it. Kevin says the committee want it left exactly as it is, it's evidence, "
            "they think they know who it is. He's taking it to the computer shop in Llandrindod next week. Take "
            "it out and I'll give it him back.",
            "Understood: I haven't changed anything on it, and I'll leave it alone. It's safe to take out now.",
        ),
        turn(
            "Grand. And when you've a minute, can you make me " + f("pending", "a printed list of this week's trap sites for each farmer")
            + "? So I can leave it on the kitchen table at each place, which fields, how many.",
            "Yes, I'll make it from the trap log, one page per farm.",
        ),
    )
    r3 = (
        turn(
            "My son-in-law Gareth's got himself a drone with a heat camera, for his roofing, and he's on at me "
            "about " + f("rejected", "flying a thermal drone over the course to find the runs") + ". I said ask "
            "the club. He asked Mr Pryce, and the committee met Tuesday and said no drones over the course, "
            "not for anybody, because of the members and their privacy or some such. So that's that.",
            "Okay, the committee's decided it; no drone at the club. The probe it is.",
        ),
        turn(
            "Suits me. Now, for the invoices, the Guild says I should have my number on them. It's "
            + f("identifier", "GBM-2291") + ", Guild of British Molecatchers.",
            ("Adding it to the invoice template footer.", [
                call("edit", "ok", path="/home/bryn/moles/invoice_template.odt.txt",
                     old="Bryn Pugh, Mole Catcher", new="Bryn Pugh, Mole Catcher - Guild member GBM-2291"),
            ]),
            "It's on the footer of every invoice now.",
        ),
        turn(
            "Here's a thing nobody can tell me. The club want me there at first light, before the golfers, and "
            "before Kevin gets in at eight. But " + f("pending", "whether the club's insurance covers me on the course at dawn before the greenkeeper arrives")
            + ", I've no idea. Mr Pryce asked their broker a fortnight ago and heard nothing.",
            "I can't answer that either, it depends on their policy wording. I'll keep it as an open question "
            "until the broker replies; your own public liability should cover your work, but whether the club "
            "is happy with you alone on site is theirs to say.",
        ),
    )
    later5 = (
        turn(
            "Letter from the Guild this morning. They want " + f("pending", "my renewal with a copy of my trapping certificate by 31 March")
            + ", or I'm off the list on their website, and that's where half my gardens come from.",
            "Right. The renewal form I can fill in with you; the certificate needs scanning or a photo. Have you "
            "got the certificate in the house?",
        ),
    )
    later10 = (
        turn(
            "Did you ever do that printed list of this week's trap sites for each farmer? Mr Evans at Cwm asked "
            "me again where the traps were in the bottom field.",
            "No, I haven't made it yet, sorry. I'll do it now from the trap log: one page per farm, fields, "
            "grid references and how many traps.",
        ),
    )
    return Scripted(name="fresh45-mole", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh45=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- village amateur dramatic society
def _players() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello, dear. I'm Sheila Marsh, I direct the Ashcombe Players, which is a grand name for twenty-odd "
            "souls in a village hall outside Dawlish who put on two plays a year. This spring it's The Importance "
            "of Being Earnest, and I have a Lady Bracknell who can't remember 'a handbag' which tells you "
            "everything. Let me tell you how show week goes so you understand us. Sunday is the get-in: the men "
            "put the stage extension up, the flats go up, Pam our stage manager runs the lights, Rob does the "
            "sound from the kitchen hatch. Monday tech, Tuesday dress, Wednesday to Saturday we play, and the "
            "WI do teas in the interval. Once the half is called, that's thirty-five minutes before curtain, I "
            "have one rule that I will go to my grave on: " + f("constraint", "nobody but Pam goes near the lighting desk once the half is called")
            + ", not me, not the vicar, not a helpful husband. We had a blackout in the middle of Blithe Spirit in "
            "2019 and I still dream about it. Anyway. My nephew Jamie wrote me a little program that makes the "
            "tickets, it's " + f("path", "/home/sheila/players/tickets/make_tickets.py") + ", and it puts one of "
            "those square codes on each. It's gone wrong on the WI's booking.",
            ("Let me run it for just that booking and see what it says.", [
                call("bash",
                     "make_tickets: booking B-0031 (Ashcombe WI, 38 seats, Wed 22 Apr)\n"
                     "make_tickets: building ticket code for B-0031\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/home/sheila/players/tickets/make_tickets.py\", line 48, in <module>\n"
                     "    subprocess.run([\"qrencode\", \"-l\", \"H\", \"-o\", png, payload], check=True)\n"
                     "subprocess.CalledProcessError: Command '['qrencode', ...]' returned non-zero exit status 1.",
                     error=True, command="python3 /home/sheila/players/tickets/make_tickets.py --booking B-0031"),
                call("bash",
                     f("failure", "Failed to encode the input data: Numerical result out of range"),
                     error=True,
                     command=f("command", "qrencode -l H -o tickets/B-0031.png \"$(cat tickets/B-0031.txt)\"")),
            ]),
            "Jamie's program puts every seat in a booking into one code, with each person's name. For the WI "
            "that's 38 names and seats, and at the highest error-correction level that's more than a single "
            "code can hold. A code per ticket, or per table of six, would fit easily.",
        ),
        turn(
            "Oh, Margaret does the WI bookings and she did say some of them might come on the Thursday instead. "
            "She's having her hip done this week, poor love, and she'll ring me after. Leave it until I know "
            "whether she splits it, there's no sense printing thirty-eight tickets twice.",
            "Right, the WI tickets wait for Margaret. Everything else prints fine.",
        ),
        turn(
            "Good. While you're clever, is there anything else we could do with the tickets?",
            "Two ideas. One: " + f("rejected", "an online seating plan where people pick their own seats")
            + " when they book. Two: the code on each ticket could be checked at the door on a phone, so whoever's "
            "on the door ticks people off and you know who hasn't turned up.",
        ),
        turn(
            "Ooh, the door one, yes, Brenda on the door would love that, she hates the clipboard. The seat one, "
            "I don't know, let me ask the committee, there are people who've sat in the same chair since 1987.",
            ("Adding a door check page: it reads the ticket code and marks the seat as arrived.", [
                call("edit", "ok", path="/home/sheila/players/tickets/make_tickets.py",
                     old="payload = booking.all_seats_text()",
                     new="payload = booking.all_seats_text()\n    door_url = f\"https://ashcombeplayers.org.uk/door/{booking.ref}\""),
            ]),
            "Done for the new tickets; Brenda just points the phone's camera at the code. The seating plan waits "
            "for the committee.",
        ),
        turn(
            "Lovely. And the prices, so you have them: it's " + f("number", "£12 a ticket") + " and a fiver for "
            "children, and the rights for the play cost us " + f("number", "£240 for the performing rights")
            + " for the four nights, which Derek moans about every year.",
            ("Putting both in the budget sheet.", [
                call("edit", "ok", path="/home/sheila/players/budget_2026.csv",
                     old="rights,,", new="rights,240.00,4 performances"),
            ]),
            "They're in the budget: at £12 a head you need twenty full-price seats just to cover the rights.",
        ),
    )
    r2 = (
        turn(
            "Dress rehearsal last night, and I'm still shaking. We let the Brownies come to the dress for "
            "nothing, as we always do, and one of the little ones ran to the loo in the dark and went flat over "
            "the cable for the follow-spot, which Rob had run straight down the middle aisle. Grazed knees and "
            "a lot of tears, her mum was very good about it, but it could have been Mrs Hocking with her "
            "stick. So, from tonight: " + f("constraint", "no cable crosses an aisle, every one goes round the walls and gets taped down")
            + ". I've told Rob. Could you put it in the get-in checklist so nobody forgets next show?",
            ("Adding it to the get-in checklist.", [
                call("edit", "ok", path="/home/sheila/players/checklists/get_in.txt",
                     old="[ ] Fire exits clear",
                     new="[ ] Fire exits clear\n[ ] No cable across any aisle: all cables round the walls, taped down"),
            ]),
            "It's on the checklist, right under the fire exits.",
        ),
        turn(
            "And the committee talked about your seating plan. No. The chairs get moved for every show, the "
            "rows are different every time depending on the set, and half our audience can't work a website "
            "anyway. We'll keep first come, first served.",
            "Understood, no seating plan; tickets stay unreserved.",
        ),
        turn(
            "Now, Derek, our treasurer, rang me at half past nine last night, which is late for Derek. He wants "
            + f("rejected", "every ticket put up to £15") + ", says the hall's gone up and the rights have gone up. "
            "I said Derek, half this village is pensioners, we'll play to empty chairs. I told him £14 for the "
            "Saturday only, the supper night, and the rest stays as it is. He grumbled and then he said yes.",
            ("Changing only the Saturday price in the ticket program.", [
                call("edit", "ok", path="/home/sheila/players/tickets/prices.json",
                     old='"sat": 12.00', new='"sat": 14.00'),
            ]),
            "Saturday's £14 now, with the supper; Wednesday to Friday stay at £12.",
        ),
        turn(
            "And the video. Tony films it every year on his camcorder from the back, two cards, one for each act, "
            "and I put them together for the DVD, the cast buy them. Last year's went fine. I've put this year's "
            "cards in, can you join them up? The folder's " + f("path", "/home/sheila/players/video/earnest_2026/") + ".",
            ("Joining the act one and act two files into one video.", [
                call("bash",
                     long_log(64, "earnest-mkvmerge",
                              "mkvmerge v80.0 ('Roundabout') 64-bit\n"
                              "'/home/sheila/players/video/earnest_2026/act1/00011.MTS': Using the demultiplexer for the format 'MPEG transport stream'.\n"
                              "'/home/sheila/players/video/earnest_2026/act1/00012.MTS': Using the demultiplexer for the format 'MPEG transport stream'.\n"
                              + f("failure", "Error: The file '/media/sheila/CAM_SD/PRIVATE/AVCHD/BDMV/STREAM/00014.MTS' could not be opened for reading: open file error.")),
                     error=True,
                     command="cd /home/sheila/players/video/earnest_2026 && "
                             + f("command", "mkvmerge -o earnest_2026.mkv act1/00011.MTS + act1/00012.MTS + /media/sheila/CAM_SD/PRIVATE/AVCHD/BDMV/STREAM/00014.MTS")),
            ]),
            "Act one is fine. Act two's file is being read straight off a camera card, and that card isn't in "
            "the laptop: the card in the slot is act one's. So only half the play has something to join.",
        ),
        turn(
            "Oh, Tony will have the second card still in the camcorder. And Tony and Sue have gone on a cruise "
            "round the Norwegian fjords, they left Sunday, back on the 3rd. Well, the DVD will just have to "
            "wait for Tony. Leave it.",
            "Okay, the DVD waits for Tony and the act two card.",
        ),
        turn(
            "And one more thing, while I think of it: could you make me " + f("pending", "a rehearsal schedule sheet for the cast")
            + " for the summer show? Who's called when, so I stop getting texts asking.",
            "Yes, I'll do that once you've cast it; send me the scenes and who's in them.",
        ),
    )
    r3 = (
        turn(
            "Rob, my husband, has had an idea, and his sister in Canada has been egging him on. "
            + f("rejected", "streaming the play live on Facebook") + " so the family abroad could watch. I told "
            "him to ask Concord, the rights people. They wrote back today: the licence is for live performance "
            "in the hall only, no streaming, no recording for broadcast. So no.",
            "That's decided by the licence, then. The DVD for the cast is a different thing, but it's worth "
            "checking the licence allows that too.",
        ),
        turn(
            "It does, Derek checked years ago, cast copies only. The licence number, you'll want it for the "
            "programme, is " + f("identifier", "CON-UK-77413") + ", and the hall's charity number goes on the "
            "back as well, " + f("identifier", "1098342") + ".",
            ("Putting both on the back page of the programme.", [
                call("edit", "ok", path="/home/sheila/players/programme/back_page.txt",
                     old="By arrangement with Concord Theatricals",
                     new="By arrangement with Concord Theatricals (licence CON-UK-77413)\n"
                         "Ashcombe Village Hall, registered charity 1098342"),
            ]),
            "Both are on the back page now.",
        ),
        turn(
            "And this one has me properly worried. We built the stage out by four feet this year. "
            + f("pending", "whether the hall's fire certificate changes how many we can seat now the stage is bigger")
            + ", nobody knows. The fire officer was meant to come in March and hasn't.",
            "I can't tell you that; it depends on what the fire officer measures. I'll keep it open. Until he's "
            "been, it would be safe to sell a row fewer than last year.",
        ),
    )
    later5 = (
        turn(
            "Concord have e-mailed. They want " + f("pending", "the box office returns by 30 April")
            + ", all four nights, tickets sold at each price, or they charge us the full maximum.",
            "Right. I can pull the numbers from the ticket program for each night and price; the WI block is "
            "still not printed, so we'll need Margaret's numbers for the Wednesday.",
        ),
    )
    later10 = (
        turn(
            "Whatever happened to the rehearsal schedule sheet for the cast? We cast the summer show on Monday "
            "and I've had eleven texts already.",
            "I haven't done it yet, I'm sorry. I'll make it now: scenes down the side, dates across, and who's "
            "called for each.",
        ),
    )
    return Scripted(name="fresh45-players", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh45=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- rare-breed pig farm's butchery boxes
def _pigs() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya. Tom Whitmore, me and my wife Carys keep Large Blacks, the big black lop-eared ones, forty-odd "
            "acres we rent under Titterstone Clee, outside Ludlow. We sell the pork in boxes, that's the whole "
            "business. Let me tell you a butchery day or you'll not follow anything. Pigs go to Craven Arms on "
            "the Monday, two or three at a time, they come back on the Wednesday as halves, hanging, and "
            "Thursday Carys and her cousin Dai are in the butchery room from six: shoulders, loins, legs, belly, "
            "the sausage meat goes through the mincer, the bacon goes in the cure. Then it's boxing: each "
            "customer's box gets its mix of joints, chops, sausages and a pack of bacon. And Carys is fierce "
            "on this, the Trading Standards lady made a point of it: " + f("constraint", "every box is weighed and labelled with the pig's ear-tag number before it goes in the chiller")
            + ", so if anyone ever rings we know which pig they had. Then the boxes sit in the chiller and go "
            "out on the van or by courier. Orders come off the website as a spreadsheet into "
            + f("path", "/home/tom/pork/orders/orders_2026.csv") + " and I can't get my list to come out of "
            "it this week.",
            ("Let me pull the names, box sizes and delivery dates out of the orders file.", [
                call("bash",
                     "CSV error: record 41 (line: 42, byte: 3310): "
                     + f("failure", "found record with 6 fields, but the previous record has 7 fields"),
                     error=True,
                     command=f("command", "xsv select name,box,delivery ~/pork/orders/orders_2026.csv")),
                call("bash",
                     "Mrs J Hartley,large,2026-03-19,Ludlow,\"ring bell, dog is fine\",paid,95.00\n"
                     "P Osei,small 2026-03-19,Leominster,leave in porch,paid,55.00",
                     command="sed -n '41,42p' ~/pork/orders/orders_2026.csv"),
            ]),
            "Line 42 is broken in the website's export: the box size and the date have run together with no "
            "comma between them, so that order has one column too few and everything after it is shifted. "
            "It's the shop's export that's wrong, not your list.",
        ),
        turn(
            "That'll be the website, Lowri built it for us, she's Carys's friend. She's only gone and had the "
            "baby on Tuesday, a little girl, so I'm not ringing her. And if I fix it by hand next week's "
            "download just comes out the same. Leave it, I'll write Mr Osei in by hand.",
            "Okay, the export problem waits for Lowri. I can make your list from the other orders and leave "
            "Mr Osei's as a note at the top.",
        ),
        turn(
            "Yes, do. What do you reckon we could do better with the boxes?",
            "A small one: put a cooking card in each box, which cuts are in it and a line on how to cook each "
            "one. People who've only bought supermarket pork don't know what to do with a hand of pork or a "
            "cheek.",
        ),
        turn(
            "Go on then, yes, Carys has been saying that for a year. Prices on it too: it's "
            + f("number", "£95 for a 12-kilo box") + " and fifty-five for the six-kilo.",
            ("Starting the card and the price lines.", [
                call("write", "ok", path="/home/tom/pork/cards/cooking_card.txt",
                     content="Your Clee Hill Large Black box\n12 kg box GBP 95 / 6 kg box GBP 55\n"
                             "Shoulder: low and slow, 4 hours at 150C\nBelly: ..."),
            ]),
            "The card's drafted with both prices; tell me which cuts go in each size and I'll fill in the rest.",
        ),
        turn(
            "Oh, and Dai's wife Bev has been on at Carys, she wants us to do " + f("rejected", "a hog roast stall at the Ludlow food festival")
            + " in September. I don't know. Let me think about it.",
            "Sure, no rush, it's months off. If you do it, you'd need a pig kept back for it and someone on the "
            "stall all weekend.",
        ),
    )
    r2 = (
        turn(
            "We had a box go wrong and I'm still embarrassed. A lady in Moseley, Birmingham, ordered on the "
            "Thursday, we sent it by courier on the Friday, and the courier left it in the depot all weekend. It "
            "got to her on the Monday, the ice packs were water and the meat was warm. We refunded her and sent "
            "another on the van, but that's our name. So from now on " + f("constraint", "no box goes by courier on a Thursday or a Friday")
            + ", courier boxes go Monday to Wednesday, full stop. Can you make the orders list flag it?",
            ("Adding a check to the list maker: any courier order with a Thursday or Friday dispatch is moved to the next Monday.", [
                call("edit", "ok", path="/home/tom/pork/orders/make_list.py",
                     old="dispatch = order.delivery - timedelta(days=1)",
                     new="dispatch = order.delivery - timedelta(days=1)\n"
                         "    if order.method == 'courier' and dispatch.weekday() in (3, 4):\n"
                         "        dispatch = next_monday(dispatch)"),
            ]),
            "Done: courier boxes can only be dispatched Monday to Wednesday now, and the list shows the moved "
            "ones in bold so you can ring the customer.",
        ),
        turn(
            "Then there's the farm shop at Ludlow, the deli one on Broad Street. Ceri sent me a text, here: "
            "'Tom, your sausages are flying out. Could we do " + f("rejected", "a weekly standing order of forty packs")
            + "?' Forty packs a week, I'd need another pig a week. I texted her back: twenty packs every other "
            "week, and she can have first go at the black pudding when Dai makes it.",
            "That's about what one pig a fortnight gives you in sausages. Did she go for it?",
        ),
        turn(
            "She did, 'perfect' with a thumbs-up. Put it in the standing orders.",
            ("Adding the farm shop's fortnightly order.", [
                call("edit", "ok", path="/home/tom/pork/orders/standing.csv",
                     old="customer,product,qty,every", new="customer,product,qty,every\nBroad Street Deli,sausages,20,2 weeks"),
            ]),
            "It's in: twenty packs every other week for the Broad Street deli.",
        ),
        turn(
            "Now the computer side, and Carys will kill me if this goes wrong. The orders folder on this PC and "
            "the one on the laptop in the butchery room are meant to keep the same, our nephew Owen set it up "
            "with a program. Carys says the laptop hasn't had this week's orders.",
            ("Running the sync profile Owen set up, to see what it says.", [
                call("bash",
                     long_log(52, "pork-unison",
                              "Unison 2.53.3 (ocaml 4.14.1): Contacting server...\n"
                              "Connected [//farmhouse//home/tom/pork/orders -> //butchery-laptop//home/carys/butchery]\n"
                              "Looking for changes\n"
                              "Fatal error: Warning: inconsistent state.\n"
                              + f("failure", "The archive file is missing on some hosts.")
                              + "\nFor safety, the remaining hosts should have their archive files removed as well.\n"
                              "Please delete archive files as appropriate and try again\n"
                              "or invoke Unison with -ignorearchives flag."),
                     error=True, command=f("command", "unison pork-orders -batch")),
            ]),
            "The program keeps a record on each computer of what was last in step. The laptop has lost its "
            "record, probably when it was reinstalled, so the program stops rather than guess which side is "
            "newer. Starting it fresh would work, but on a first run it can't tell an old file from a new one.",
        ),
        turn(
            "Oh, the laptop was wiped after the virus, that's it. And Carys has this week's cutting sheets only "
            "on that laptop, in " + f("path", "/home/carys/butchery/cutting_sheets/") + ", she hasn't printed them. "
            "If this thing mixes them up she's cutting Thursday blind. Leave it alone till she's printed them and "
            "Owen's home from Harper Adams, he knows it.",
            "Okay, no syncing until the cutting sheets are printed and Owen's back. I'll copy this week's orders "
            "onto a memory stick for the laptop instead if that helps.",
        ),
        turn(
            "That's sensible. And could you get me " + f("pending", "a delivery list for the Birmingham drop")
            + ", with addresses in order so I'm not zigzagging round Moseley and Kings Heath?",
            "Yes, once I've got this week's orders sorted I'll put the Birmingham ones in driving order.",
        ),
    )
    r3 = (
        turn(
            "About Bev's hog roast. We've talked. No. That's a whole pig that doesn't go in the boxes, and a "
            "weekend of both of us standing in a field in Ludlow when the pigs need feeding. Carys has told her.",
            "Understood, no hog roast stall this year.",
        ),
        turn(
            "And this one's been decided for us. I wanted " + f("rejected", "a shepherd's hut on the top field for farm stays")
            + ", people love pigs. I asked the agent at Morris & Bright, it's the estate's land, and they wrote: "
            "the tenancy is for agriculture only, no holiday lets, no structures without consent, and consent "
            "won't be given. So, no hut.",
            "That's the landlord's call, then. Visitors could still come on an open day without anything being "
            "built, if the tenancy allows that.",
        ),
        turn(
            "Maybe. For the labels, they want the herd mark on, it's " + f("identifier", "JW4417")
            + ", and the holding number's " + f("identifier", "CPH 35/412/0078")
            + ". And the abattoir's " + f("number", "£38 a head at the abattoir") + " now, kill and split, so "
            "put that in the costs.",
            ("Adding the marks to the box label and the kill price to the costs sheet.", [
                call("edit", "ok", path="/home/tom/pork/labels/box_label.txt",
                     old="Clee Hill Large Blacks", new="Clee Hill Large Blacks - herd mark JW4417 - CPH 35/412/0078"),
                call("edit", "ok", path="/home/tom/pork/costs.csv", old="abattoir,,", new="abattoir,38.00,per head"),
            ]),
            "Both marks are on the label and the kill cost is in.",
        ),
        turn(
            "And the big worry. Craven Arms is being sold, the Pritchards are retiring. "
            + f("pending", "whether the Craven Arms abattoir will still do private kills after it changes hands")
            + ", nobody can tell me, not even the Pritchards. If not it's Hereford, that's another hour each way.",
            "I can't know that either. I'll keep it as an open question; it might be worth asking Hereford for "
            "their prices now, so you're not caught out.",
        ),
    )
    later5 = (
        turn(
            "Letter from the Large Black Pig Society: they want " + f("pending", "the spring litters registered with the Society by 30 April")
            + ", ear numbers, sire and dam, or the piglets can't go in the herd book.",
            "Right. I'll need each litter's date, the sow's and boar's numbers and the piglets' ear numbers; "
            "send me what you have and I'll fill in the form.",
        ),
    )
    later10 = (
        turn(
            "You were doing me a delivery list for the Birmingham drop. Is it done? I'm going Wednesday.",
            "Not yet, I'm sorry. I'll do it now: the Birmingham boxes in driving order, Moseley first, then "
            "Kings Heath, with the phone numbers.",
        ),
    )
    return Scripted(name="fresh45-pigs", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh45=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- river chain ferry between two villages
def _ferry() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. Colin Ashby. I work the chain ferry over the Yare between Hardley Staithe and Langmere, "
            "been on it since the old boy retired in 2011. She's a floating bridge, takes two cars and a dozen "
            "on foot, and pulls herself across on two chains laid on the riverbed, about a hundred yards bank "
            "to bank. A day goes like this: I'm down at seven, check the engine and the chain tension, first "
            "crossing half seven with the milk lorry man and the school kids, then on and off all day, bikes, "
            "walkers, the vet, tourists. Boats come first, always, it's their river: "
            + f("constraint", "we never start a crossing while a boat is between the yellow markers")
            + ", because the chains come up off the bottom when we pull and a yacht's keel would catch them. In "
            "summer it's busy, " + f("number", "about 90 crossings on a summer Saturday") + ". The trust that "
            "owns her had a lad put a computer in the hut, " + f("identifier", "ferryhut-pi") + ", that counts "
            "the crossings onto a disk, and I keep my own book at home in " + f("path", "/home/colin/ferry/crossings_2026.csv")
            + ". The disk's been playing up, the Pi said something about errors, so I brought it home. It's "
            "plugged in.",
            ("Checking the disk's own checksums, which tells us whether anything on it is damaged.", [
                call("bash",
                     long_log(61, "ferrylog-btrfs",
                              "[ 4127.881042] BTRFS info (device sdb1): scrub: started on devid 1\n"
                              "[ 4131.206511] " + f("failure", "BTRFS warning (device sdb1): checksum error at logical 31817728 on dev /dev/sdb1, physical 31817728, root 5, inode 263, offset 0, length 4096, links 1 (path: crossings/2025-08.csv)")
                              + "\n[ 4131.206540] BTRFS error (device sdb1): unable to fixup (regular) error at logical 31817728 on dev /dev/sdb1\n"
                              "[ 4139.554210] BTRFS info (device sdb1): scrub: finished on devid 1 with status: 0\n"
                              "Error summary:    csum=14\n"
                              "  Corrected:      0\n"
                              "  Uncorrectable:  14\n"
                              "  Unverified:     0\n"
                              "ERROR: there are uncorrectable errors"),
                     error=True,
                     command=f("command", "sudo btrfs scrub start -B /mnt/ferrylog") + " ; sudo dmesg | tail -6"),
            ]),
            "The disk checked itself and found fourteen damaged blocks, all in one file: last August's tallies, "
            "crossings/2025-08.csv. There's only one copy on that disk, so it can't repair them. The rest of "
            "the disk is fine.",
        ),
        turn(
            "August, that's the busiest month, and the trust need it for the grant. Mr Feltham, the treasurer, "
            "printed the monthly figures off every month, he's in Portugal till the 15th. I'm not touching it "
            "till he's back and we've seen whether his printouts have what's lost. Don't try and fix it.",
            "Okay, I'll leave the disk exactly as it is; August waits for Mr Feltham and his printouts.",
        ),
        turn(
            "Good man. What else should we be doing? The trust are always wanting ideas for money.",
            "One idea: " + f("rejected", "a banner for the Ferry Inn on the side rails") + ", the pub would pay "
            "for it and everyone crossing sees it. And one for your records: a log of every time you suspend the "
            "ferry, with the reason (wind, flood, breakdown), which the trust could show the insurers.",
        ),
        turn(
            "The suspensions log, yes, that's a good one, I keep that in my head and nobody believes me. The pub "
            "banner I'll ask about, it's not up to me, the Broads Authority are funny about the ferry.",
            ("Adding a suspensions sheet beside your crossings book.", [
                call("write", "ok", path="/home/colin/ferry/suspensions_2026.csv",
                     content="date,from,to,reason,notes"),
            ]),
            "It's there: date, time off, time back, and the reason.",
        ),
    )
    r2 = (
        turn(
            "We had a fright Tuesday. A chap in a big estate car, left it in gear with the handbrake half on, "
            "and as we came off the slip at Langmere with the swell from a cruiser it rolled back a yard and a "
            "half into the gate. Gate held, thank God, or it would've been in the Yare. So, the rule from now "
            "on, I've put a sign up: " + f("constraint", "every car has the handbrake on, the engine off and a chock behind a back wheel before we leave the slip")
            + ". I've bought two chocks. Can you put it on the notice for the hut?",
            ("Adding it to the hut notice.", [
                call("edit", "ok", path="/home/colin/ferry/hut_notice.txt",
                     old="Drivers stay with their vehicles",
                     new="Drivers stay with their vehicles\nHandbrake on, engine off - the ferryman chocks a back wheel before we leave"),
            ]),
            "It's on the notice. I can print it big for both slipways.",
        ),
        turn(
            "Now the parish council. Letter came from the clerk: the council would like " + f("rejected", "the ferry running until ten at night all summer")
            + ", for the pub and the campsite. Ten! I'm on at seven. I wrote back: eight o'clock, Fridays and "
            "Saturdays, July and August, and that's with the relief man doing the evenings. They had their "
            "meeting Monday and they've agreed.",
            ("Putting the summer late crossings in the timetable file.", [
                call("edit", "ok", path="/home/colin/ferry/timetable.txt",
                     old="Last crossing 18:00", new="Last crossing 18:00 (Fri and Sat in July and August: 20:00)"),
            ]),
            "The summer late crossings are in: eight o'clock Fridays and Saturdays in July and August.",
        ),
        turn(
            "And the money, so it's written down somewhere: " + f("number", "£4.50 for a car each way")
            + ", a pound on foot, bikes free, which the trust argue about every AGM.",
            ("Adding the fares to the timetable file.", [
                call("edit", "ok", path="/home/colin/ferry/timetable.txt",
                     old="Fares:", new="Fares: car 4.50 each way, foot passenger 1.00, bicycles free"),
            ]),
            "Fares are on it.",
        ),
        turn(
            "Now this. I want to see today's count from the hut without going down there, the lad showed me "
            "once, it joins the Pi's folder onto my laptop.",
            ("Connecting your laptop to the Pi's log folder.", [
                call("bash",
                     f("failure", "ssh: connect to host ferryhut-pi port 22: No route to host")
                     + "\nread: Connection reset by peer",
                     error=True, command=f("command", "sshfs colin@ferryhut-pi:/mnt/ferrylog ~/ferrylog")),
                call("bash", "PING ferryhut-pi (10.8.0.12) 56(84) bytes of data.\n\n--- ferryhut-pi ping statistics ---\n"
                             "4 packets transmitted, 0 received, 100% packet loss, time 3062ms",
                     error=True, command="ping -c 4 ferryhut-pi"),
            ]),
            "The laptop can't reach the Pi at all, not even a ping, so the hut's internet is off: most likely the "
            "little router in the hut has lost power or signal. The Pi itself may be fine.",
        ),
        turn(
            "The router's in the hut on the Langmere side, and she's laid up, we're doing the chains, the "
            "engineers have her till Thursday. I'm not going round by the bridge at Reedham, that's twenty "
            "miles. It'll wait till Thursday.",
            "Fair enough, the hut waits for Thursday. When you're over, the first thing to look at is whether the "
            "router's lights are on.",
        ),
        turn(
            "And could you do me " + f("pending", "a printed timetable for the noticeboards at both slipways")
            + ", with the new summer evenings on it, big letters?",
            "Yes, I'll make it, A4 landscape, large print, with the fares at the bottom.",
        ),
    )
    r3 = (
        turn(
            "Jean took a call while I was out, from Brundall boatyard, the fellow who did the engine. He reckons "
            "we should be " + f("rejected", "swapping the chains for steel wire rope") + ", lighter, quieter. "
            "Not a chance. Chains have done this crossing since 1902 and I can see a worn link. Told Jean to "
            "tell him thank you and no.",
            "Okay, the chains stay.",
        ),
        turn(
            "And the pub banner, I asked. The Broads Authority wrote back: no advertising on the ferry, it's "
            "under our licence, " + f("identifier", "BA-PVL-0317") + ", and it says so in black and white. So no "
            "banner. Put the licence number on the notice while you're at it, the inspector likes to see it.",
            ("Adding the licence number to the hut notice.", [
                call("edit", "ok", path="/home/colin/ferry/hut_notice.txt",
                     old="Hardley Staithe - Langmere Ferry", new="Hardley Staithe - Langmere Ferry (Broads Authority licence BA-PVL-0317)"),
            ]),
            "It's on the heading of the notice now. And the banner's off the list.",
        ),
        turn(
            "The Pi's disk, for when it goes back: the lad said the crossings are in " + f("path", "/mnt/ferrylog/crossings/")
            + ", one file a month. Just so you know where they live.",
            "Noted; I'll only read from there, and nothing gets written to that disk until Mr Feltham has "
            "been through August.",
        ),
        turn(
            "And the question nobody can answer me. The riding school at Langmere want to bring horses over. "
            + f("pending", "whether the insurance covers carrying horses on the ferry")
            + ", I've asked the broker three times, nothing.",
            "I can't tell you either; it'll be in the policy schedule or the broker's answer. I'll keep it open, "
            "and until they say, horses would be best kept off.",
        ),
    )
    later5 = (
        turn(
            "The trust's chairman rang. He needs " + f("pending", "the crossing figures for the AGM by 12 May")
            + ", month by month since last May, cars and foot separately.",
            "Right. I can make them from your book at home for most months; August needs Mr Feltham's printouts, "
            "since the disk's copy is damaged.",
        ),
    )
    later10 = (
        turn(
            "Did that printed timetable for the noticeboards at both slipways get done? The summer evenings start "
            "in a fortnight and the old one's still up.",
            "No, not yet, sorry. I'll make it now: large print, the Friday and Saturday evenings in July and "
            "August, and the fares at the bottom.",
        ),
    )
    return Scripted(name="fresh45-ferry", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh45=True, later=((5, later5), (10, later10)), routine=routine_en)


SESSIONS = (_mole(), _players(), _pigs(), _ferry())
