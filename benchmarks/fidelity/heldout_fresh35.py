"""Thirty-fifth fresh held-out set (English): written blind while the twenty-ninth round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond the first 330 lines of one file for its format, or the benchmark's
report); first run against that round, committed before its first run and not to be edited after it.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in sports and leisure venues whose main words were grepped
(``grep -il``, file names only) and found nowhere else in the corpus: a ten-pin bowling alley, a curling
club, a snooker hall and a trampoline park. Proposals come from the assistant, a stag-do organiser (by
e-mail, through the owner's daughter), the owner's brother-in-law, a distillery (through the treasurer),
the treasurer himself (decided by the committee), a league secretary, the owner's nephew (decided by the
members' committee), a party-booking company (by text, through the duty manager) and a business partner
(by WhatsApp). Failures are multi-line blocks from rsync, Proxmox's vzdump, w1thermsensor (a Python
traceback), git push, curl against Tasmota relays, Gradle, Python's smtplib and Maven; each is left
unresolved for a reason given in the dialogue. Routine work (``routine_en``) is this file's own, a
Ballerina gift-voucher service; it has turns that look like facts (rules of thumb, accepted suggestions,
numbers, paths) and are not planted.

Descriptions:
- bowling: Keith owns Hatherley Bowl, twelve lanes on a retail park near Doncaster; his daughter Shannon
  runs the kids' parties, Clive keeps the old pinsetters going. The party bookings are a CSV
  (/srv/hatherley/parties/bookings.csv) that should become a morning desk sheet; a Pi (lanescreen-07)
  pushes party slides to the lane screens; the scoring server is a Proxmox VM (its config at
  /etc/pve/qemu-server/101.conf). Rules: inside a long account of a party, any lane with under-8s on it has
  the bumpers up; after a dad walked down a lane to fetch a stuck ball, nobody goes past the foul line
  while the pinsetters are switched on. Proposals: the assistant's QR ordering from the lanes (turned down
  by a reason alone: one cook on a Friday); a stag organiser, by e-mail through Shannon, wants exclusive
  use of all twelve lanes on a Saturday, Keith counters with six lanes from six till nine and the organiser
  takes it (booking PTY-0418-01); Wayne the brother-in-law wants a foam machine for cosmic bowling night
  (bluntly no); the assistant's welcome slide per party is accepted. Numbers: £14.50 per child for two
  games; a maximum of 6 bowlers per lane. Commands: an rsync of the slides to the Pi; a vzdump of VM 101.
  Failures: rsync hits a read-only file system on the Pi's SD card (left because new cards are on order);
  vzdump can't create its temporary directory on the NAS (left because Reece, who set up the NAS, is away).
  Open: a handicap table for the Tuesday league (asked again later); nobody knows whether the scoring
  licence covers running a spare server (the rep hasn't replied); a later ask from Shannon for the summer
  party flyer by Friday 3 July.
- curling: Fiona is secretary of Glenfarg Curling Club, which rents ice at a rink in Perth; she is running
  the club bonspiel, twelve teams on four sheets. Teams in /home/fiona/gcc/bonspiel/teams.csv, the draw
  page at /home/fiona/gcc/site/draw/index.html, published from the repository glenfargcc/club-site; a Pi
  logs the brine temperature with a DS18B20 probe (28-3c01d607a1b2). Rules: inside a long account of the
  bonspiel day, nobody goes on the ice in outdoor shoes; after last year's draw went out and a sheet was
  then closed, the draw only goes out after Ruaridh (the ice technician) confirms the ice. Proposals: the
  assistant's live scoring on the website (polite no, smaller offer: final standings each evening); a
  distillery, through Graeme the treasurer, wants its logo painted in the house on sheet B (put off, then
  refused a round later); Graeme's £20 late-entry fee (voted down by the committee, relayed); the
  assistant's draw that keeps each team off sheet D more than once is accepted. Numbers: £35 per team;
  minus 7.5 degrees on the brine. Commands: the draw script run; git push origin gh-pages. Failures:
  w1thermsensor says the sensor is not ready (left until a replacement probe arrives); git push is denied
  to Fiona's account (left because Dougie, the old secretary who owns the repository, is in New Zealand).
  Open: printed scorecards for the twelve teams (asked again later); nobody knows whether the development
  grant can pay for the new stones; Graeme's later ask for the bonspiel accounts before the AGM on 3 May.
- snooker: Farid runs Calder Snooker Club, fourteen tables above a carpet shop; the table lights are on
  Tasmota relays (config /opt/calder/lights/tables.yaml), his nephew Imran built the check-in kiosk app
  (uk.co.caldersnooker.kiosk). Rules: inside a long account of a night, no under-16s in after 8pm unless
  they're with an adult member; after the lights went out on a league decider, the lights always flash a
  two-minute warning before they switch off. Proposals: the assistant's card-only kiosk at the door (turned
  down by a reason alone); Kev, the league secretary, wants the league finals streamed on YouTube (put
  off, then refused); Imran's 24-hour access with key fobs (voted down by the members' committee,
  relayed); the assistant's nightly per-table usage report (into /opt/calder/reports/nightly) is
  accepted. Numbers: £7.20 an hour; £45 a year membership. Commands: ./check_relays.sh --all;
  ./gradlew assembleRelease. Failures: curl can't reach table 9's relay (tasmota-table09), left until the
  electrician comes on Tuesday; Gradle can't find the release keystore, left until Imran is back from Leeds
  with his laptop. Open: a price board for the TV above the bar (asked again later); nobody knows whether
  the landlord will let them put a sign up outside; Kev's later ask for the new season's fixtures by
  1 September.
- trampoline: Bisi manages Skyhop, a trampoline park in a former carpet warehouse in Swindon; Rob is her
  business partner, Chloe a duty manager. Waivers are signed on kiosks (KIOSK-02 at the front) and
  exported to /srv/skyhop/waivers/export; the old agency's Java check-in app
  (uk.skyhop:skyhop-checkin, /srv/skyhop/checkin/pom.xml) prints the wristbands. Rules: inside a long
  account of a busy Saturday, anyone under 18 needs a waiver signed by a parent or guardian; after Chloe
  sent a confirmation to every parent at once, waiver e-mails go to one family at a time, never a group
  send. Proposals: the assistant's face-recognition check-in at the turnstiles (polite no, smaller offer: a
  QR code on the e-mail); Partyhub, by text through Chloe, wants a 25% commission on every party, Bisi
  counters with 10% and Partyhub takes it; Rob's adults' night with a bar (bluntly no); the assistant's
  sock-size count in the till is accepted. Numbers: £12.50 for a 60-minute jump; grip socks at £2.50 a pair.
  Commands: the waiver mailer run; mvn -B package -DskipTests. Failures: smtplib's 535 from Gmail (left
  because Rob has the two-factor phone in Dubai); Maven can't find the Zebra SDK artifact (left until the
  reseller sends it). Open: the half-term staffing sheet (asked again later); nobody knows whether the
  insurer wants the ninja course inspected before it opens (the broker hasn't replied); Rob's later ask for
  the May takings summary for the bank by 7 June.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Ballerina gift-voucher service
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The voucher tests are failing on my machine, can you have a look?",
                ("Running the test suite.", [
                    call("bash",
                         "Compiling source\n\tleisure/vouchers:0.4.1\n\nRunning Tests\n\n\tvouchers\n"
                         "\t\t[pass] testIssueVoucher\n\t\t[fail] testRedeemTwice:\n\n"
                         "\t\t    error {ballerina/test:0}TestError (\"expected status 409, but found 200\")\n"
                         "\t\t\t    callableName: testRedeemTwice fileName: tests/redeem_test.bal lineNumber: 42\n\n"
                         "\t\t1 passing\n\t\t1 failing\n\t\t0 skipped\nerror: there are test failures",
                         error=True, command="bal test"),
                ]),
                ("The redeem resource checks the balance but never marks the voucher as spent when the balance "
                 "hits zero, so the second redeem goes through. Fixing it in service.bal.", [
                    call("edit", "ok", path="service.bal",
                         old="if balance < amount {",
                         new="if v.status == SPENT || balance < amount {"),
                    call("bash", "\t\t2 passing\n\t\t0 failing\n\t\t0 skipped", command="bal test"),
                ]),
                "Green. Rule of thumb for this service: a redeem that leaves zero balance flips the status in the "
                "same transaction.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Add an endpoint so the front desk can look a voucher up by code.",
                ("Adding a GET resource.", [
                    call("edit", "ok", path="service.bal",
                         old="resource function post redeem(",
                         new="resource function get vouchers/[string code]() returns Voucher|http:NotFound {\n"
                             "        return lookup(code);\n    }\n\n    resource function post redeem("),
                    call("bash", "Compiling source\n\tleisure/vouchers:0.4.1\n\nGenerating executable\n"
                                 "\ttarget/bin/vouchers.jar", command="bal build"),
                ]),
                "Builds. Codes are case-insensitive in the lookup. I'd also limit it to 30 lookups a minute per "
                "desk so nobody can walk the code space.",
            ),
            turn("Yes, do the limit.", "Added a small token bucket in front of the lookup."),
        )
    if k == 2:
        return (
            turn(
                "CI says formatting again.",
                ("Checking what it wants.", [
                    call("bash",
                         "error: formatting issues found in 2 file(s)\n"
                         "  modules/email/templates.bal\n  tests/redeem_test.bal\n"
                         "run 'bal format' to fix them",
                         error=True, command="bal format --dry-run"),
                ]),
                ("Running the formatter on the whole package.", [
                    call("bash", "Formatting completed successfully.", command="bal format"),
                    call("bash", "no formatting issues found", command="bal format --dry-run"),
                ]),
                "Formatted. Worth running bal format before every push; CI fails on any diff.",
            ),
        )
    if k == 3:
        return (
            turn(
                "Can you bump the mysql connector? There's a patch out.",
                ("Updating the one dependency.", [
                    call("read", path="Dependencies.toml",
                         result='[[package]]\norg = "ballerinax"\nname = "mysql"\nversion = "1.11.0"'),
                    call("edit", "ok", path="Dependencies.toml", old='version = "1.11.0"', new='version = "1.11.2"'),
                    call("bash", "Compiling source\n\tleisure/vouchers:0.4.1\n\nGenerating executable\n"
                                 "\ttarget/bin/vouchers.jar", command="bal build"),
                ]),
                "Bumped to 1.11.2 and it builds. I'd keep Dependencies.toml committed so CI resolves the same versions.",
            ),
            turn("Fine.", "Committed."),
        )
    if k == 4:
        return (
            turn(
                "Vouchers should expire. A year from issue, I think.",
                ("Adding an expires_at field to the persist model and regenerating.", [
                    call("edit", "ok", path="persist/model.bal", old="    time:Utc issuedAt;",
                         new="    time:Utc issuedAt;\n    time:Utc expiresAt;"),
                    call("bash", "Generated source files are added to the generated/vouchers directory.",
                         command="bal persist generate"),
                ]),
                "Done: issue sets expiresAt to 365 days after issuedAt, and redeem refuses an expired voucher "
                "with a 410. I could add a nightly job that e-mails people a month before expiry, if you want.",
            ),
            turn("Leave that for now.", "OK, no reminder job."),
        )
    return (
        turn(
            "The service fell over at lunchtime, what happened?",
            ("Looking at the container logs.", [
                call("bash",
                     "time=2026-06-02T12:41:07.113Z level=ERROR module=leisure/vouchers "
                     "message=\"error in obtaining a connection: pool exhausted (maxOpenConnections=10)\"\n"
                     "time=2026-06-02T12:41:07.220Z level=ERROR module=leisure/vouchers "
                     "message=\"redeem failed\" code=HX7Q-22LM",
                     error=True, command="docker logs --since 2h vouchers"),
            ]),
            ("The batch export holds connections open while it writes the file. Closing the stream in the export "
             "and raising the pool to 20.", [
                call("edit", "ok", path="modules/export/export.bal", old="check from var row in rows",
                         new="check from var row in rows\n    check rows.close();"),
                call("edit", "ok", path="Config.toml", old="maxOpenConnections = 10", new="maxOpenConnections = 20"),
            ]),
            "Redeployed; the pool stays well under the limit now.",
        ),
    )


# ---------------------------------------------------------------- bowling
def _bowling() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. Keith, I own Hatherley Bowl, on the retail park past the B&Q. Twelve lanes, pinsetters older "
            "than my daughter, Clive keeps them going with cable ties and language. Shannon, that's my daughter, "
            "does the kids' parties, and the parties are what pay the rates, so that's what I want sorted first. "
            "She keeps the bookings in a spreadsheet and exports it every night to "
            + f("path", "/srv/hatherley/parties/bookings.csv") + " on the box in the office. What I want is a sheet "
            "for the front desk every morning: which lanes, what time, how many kids, what they've paid. How a "
            "party works: it's " + f("number", "£14.50 per child for two games") + " and a hot dog, they get one "
            "lane per six kids because it's " + f("number", "a maximum of 6 bowlers per lane") + ", any more and "
            "the screens can't show the names and it's slow as treacle. And "
            + f("constraint", "any lane with under-8s on it has the bumpers up") + ", always, the little ones "
            "can't get a ball past the gutter otherwise and then they cry and the mums look at me. The desk needs "
            "to know that before they walk in so Clive can set them. Anyway, sorry, long one. Can you look at the "
            "csv?",
            ("Let me see what's in it.", [
                call("bash",
                     "ref,date,start,lanes,kids,youngest,paid,contact\n"
                     "PTY-0404-01,2026-04-04,10:30,3,16,6,232.00,Leanne\n"
                     "PTY-0404-02,2026-04-04,13:00,2,11,9,159.50,Amir",
                     command="head -3 /srv/hatherley/parties/bookings.csv"),
            ]),
            "There's a youngest-age column, so the sheet can flag bumpers per party and check that lanes × 6 "
            "covers the head count. I'll write it as a small script that reads the csv and prints an A4 page.",
        ),
        turn(
            "Go for it. While you're at it, the food. Friday nights the tables are full of people waving at the "
            "counter.",
            ("Writing the desk sheet first.", [
                call("write", "ok", path="/srv/hatherley/bin/desk_sheet.py",
                     content="for row in read_bookings(CSV):\n    need = ceil(row.kids / 6)\n"
                             "    flag = 'BUMPERS' if row.youngest < 8 else ''\n    print_line(row, need, flag)"),
            ]),
            "The sheet's there and flags parties short of lanes. On the food: you could put "
            + f("rejected", "QR ordering from the lanes") + ", a code on each scoring console, people order and pay "
            "on their phone and the kitchen gets a ticket.",
        ),
        turn(
            "On a Friday the kitchen is Dawn. Just Dawn. She does the hot dogs, the nachos and the bar crisps, and "
            "if forty phones start sending her tickets she'll walk out and I'll be doing the nachos.",
            "Fair enough, Dawn stays at the counter. Anything else for the parties?",
        ),
        turn(
            "The screens. There's a Pi behind the desk, " + f("identifier", "lanescreen-07") + " (don't ask about 1 "
            "to 6), it puts pictures up on the lane screens. Shannon does it by hand with a USB stick.",
            "I could make a welcome slide per party from the csv, 'Happy birthday Maisie!' with the lane numbers, "
            "and copy them to the Pi each morning so Shannon doesn't have to.",
        ),
        turn(
            "Yes! She'll love that. Do it.",
            ("Making this morning's slides and copying them over.", [
                call("bash",
                     "sending incremental file list\nparty_0404_01.png\n"
                     + f("failure", 'rsync: [receiver] mkstemp "/home/pi/slides/.party_0404_01.png.Xk2a9Q" failed: Read-only file system (30)')
                     + "\nparty_0404_02.png\n"
                     'rsync: [receiver] mkstemp "/home/pi/slides/.party_0404_02.png.f81LwZ" failed: Read-only file system (30)\n'
                     "\nsent 412,733 bytes  received 71 bytes  825,608.00 bytes/sec\ntotal size is 412,260  speedup is 1.00\n"
                     "rsync error: some files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) [sender=3.2.7]",
                     error=True,
                     command=f("command", "rsync -av /srv/hatherley/slides/ pi@lanescreen-07:/home/pi/slides/")),
            ]),
            "The slides are made, but the Pi's file system has gone read-only. That's usually the SD card dying "
            "and the kernel protecting it. The card needs swapping.",
        ),
        turn(
            "Figures, it's been in there four years. I've ordered two new cards off Amazon, they come Thursday. "
            "Leave it till then, Shannon can do the stick one more week.",
            "OK, the slides copy waits for the new SD card.",
        ),
    )
    r2 = (
        turn(
            "Right. Bit of a scare Saturday. A dad walked down lane 4 to get his lad's ball that had stuck by the "
            "pins, and the sweep came down about a foot in front of his face. Clive nearly had a heart attack, I "
            "nearly had a heart attack. So, new rule and I want it at the bottom of the desk sheet in red: "
            + f("constraint", "nobody goes past the foul line while the pinsetters are switched on") + ". Staff "
            "radio Clive, Clive turns the machine off, then someone fetches it.",
            ("Adding it to the sheet footer.", [
                call("edit", "ok", path="/srv/hatherley/bin/desk_sheet.py", old="FOOTER = ''",
                     new="FOOTER = red('Nobody past the foul line while the pinsetters are on. Radio Clive.')"),
            ]),
            "It's on every sheet now, in red. Glad nobody was hurt.",
        ),
        turn(
            "Another thing. Shannon forwarded me an e-mail from some lad called Jordan who's organising a stag, "
            "thirty of them, and he wants " + f("rejected", "exclusive use of all twelve lanes") + " on Saturday "
            "18 April from seven till close, for six hundred quid. Saturday night is my best night. If I shut the "
            "doors on the regulars for a stag do they go to Hollywood Bowl and they don't come back.",
            "Could you offer him part of the house? Six lanes and a roped-off bit of the bar would still fit thirty.",
        ),
        turn(
            "That's what I told Shannon to send: six lanes from six till nine, the bar corner roped off, three "
            "hundred and fifty. ... And she's just texted, he's said yes, it's booked as "
            + f("identifier", "PTY-0418-01") + ". Put it on the sheet, no bumpers I'd hope.",
            "Ha, no bumpers. It's in the csv export already, so it'll show on that morning's sheet.",
        ),
        turn(
            "Good. Now the scary one. The scoring runs on a virtual machine on that Proxmox box, and Clive asked me "
            "what happens if the disk goes. Nothing's backed up. Can you back it up to the NAS?",
            ("Checking the VM first.", [
                call("read", path=f("path", "/etc/pve/qemu-server/101.conf"),
                     result="name: lanescore\nmemory: 4096\nscsi0: local-lvm:vm-101-disk-0,size=64G\nostype: win10"),
                call("bash",
                     "INFO: starting new backup job: vzdump 101 --storage nas-backup --mode snapshot --compress zstd\n"
                     "INFO: Starting Backup of VM 101 (qemu)\nINFO: Backup started at 2026-04-06 22:05:11\n"
                     "INFO: status = running\nINFO: VM Name: lanescore\n"
                     "INFO: include disk 'scsi0' 'local-lvm:vm-101-disk-0' 64G\n"
                     + f("failure", "ERROR: Backup of VM 101 failed - unable to create temporary directory '/mnt/pve/nas-backup/dump/vzdump-qemu-101-2026_04_06-22_05_11.tmp' - Permission denied")
                     + "\nINFO: Failed at 2026-04-06 22:05:12\nINFO: Backup job finished with errors\nTASK ERROR: job errors",
                     error=True,
                     command=f("command", "vzdump 101 --storage nas-backup --mode snapshot --compress zstd")),
            ]),
            "The VM config in /etc/pve/qemu-server/101.conf is fine, it's a 64G Windows guest. The backup fails "
            "because the Proxmox host isn't allowed to write to the NAS share. That's a permission on the NAS "
            "side; whoever set up the share needs to give the host write access.",
        ),
        turn(
            "That's Reece, Shannon's fella, he set the NAS up. He's in Lanzarote for ten days. It's waited four "
            "years, it'll wait ten days. Leave it.",
            "Leaving the backup until Reece is back and can fix the share permissions.",
        ),
    )
    r3 = (
        turn(
            "My brother-in-law Wayne has been on at me. He wants " + f("rejected", "a foam machine for cosmic bowling night")
            + ", like he saw in Magaluf. No. Foam, on lanes, that I've just had oiled? No. I told him, and I'm "
            "telling you so you don't get ideas.",
            "Understood, no foam. Cosmic night stays lights and music.",
        ),
        turn(
            "While I think of it, the Tuesday league. They do their handicaps on a bit of paper and there's a row "
            "every week. Can you make " + f("pending", "a handicap table for the Tuesday league") + "? They use "
            "ninety percent of two-twenty, whatever that means.",
            "I know the sort: handicap is 90% of the gap between 220 and your average. I'll make the table once the "
            "desk sheet's settled; I'll need the averages from their paper.",
        ),
        turn(
            "Fine. And one for you to keep in mind. Clive says if the scoring box dies we could run a second one "
            "as a spare, but nobody knows " + f("pending", "whether the scoring licence covers running a spare server")
            + ". I've e-mailed the rep twice. Nothing.",
            "I'll not set anything up until the rep answers. Worth asking again when he rings about the renewal.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did you ever do that handicap table for the Tuesday lot? They had another row last night.",
                "Not yet, I still need their averages. If you photograph their sheet I'll type them in and build it.",
            ),
            turn("I'll get Clive to take a picture.", "Great, I'll do it as soon as that arrives."),
        )),
        (10, (
            turn(
                "Shannon here on Dad's login. Can you do me " + f("pending", "the summer party flyer by Friday 3 July")
                + "? It needs the price, the times and a picture of a pin with a party hat. Printers want it that day.",
                "Yes, I'll lay it out from the current party prices and send you a PDF to check before Friday.",
            ),
        )),
    )
    return Scripted(name="fresh35-bowling", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh35=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- curling
def _curling() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello! Fiona Drummond, secretary of Glenfarg Curling Club, which sounds grander than it is: forty-odd "
            "members, we rent ice at the rink in Perth on Tuesday nights. I've been daft enough to take on the "
            "club bonspiel this year, that's our one-day competition, Saturday 21 November. Twelve teams of four, "
            "four sheets, six ends a game, three games each, entry is " + f("number", "£35 per team") + " which "
            "covers the ice and the soup. The teams are in " + f("path", "/home/fiona/gcc/bonspiel/teams.csv")
            + ". The welcome e-mail needs the usual: arrive by 8.30, stones are the rink's, and "
            + f("constraint", "nobody goes on the ice in outdoor shoes") + ", grippers or curling shoes, Ruaridh "
            "the ice man will throw you off and he'd be right. What I really need help with is the draw: who plays "
            "whom on which sheet. Last year Dougie did it by hand and two teams played each other twice.",
            ("Let me look at the teams file.", [
                call("bash",
                     "team,skip,club,contact\nGlenfarg A,Fiona Drummond,Glenfarg,fiona@\n"
                     "Kinross Thistle,Bill Hendry,Kinross,bill@\nAuchterarder,Jean Moffat,Auchterarder,jean@",
                     command="head -4 /home/fiona/gcc/bonspiel/teams.csv"),
            ]),
            "Twelve teams, three rounds of six games over four sheets, so the draw needs a few sessions per round. "
            "I can write a script that makes sure nobody meets twice. And sheet D is the one by the door you said "
            "runs keen? I could also balance it so no team gets sheet D more than once.",
        ),
        turn(
            "Oh yes, do that, sheet D is a lottery. Everyone complains about it.",
            ("Writing the draw script and running it.", [
                call("write", "ok", path="/home/fiona/gcc/bonspiel/make_draw.py",
                     content="pairs = round_robin_subset(teams, games=3, no_repeat=True)\n"
                             "assign_sheets(pairs, sheets='ABCD', max_per_team={'D': 1})"),
                call("bash", "12 teams, 18 games, 5 sessions\nno repeats; sheet D at most once per team: OK",
                     command=f("command", "python3 make_draw.py --teams teams.csv --sheets 4 --ends 6")),
            ]),
            "There's a draw: 18 games in five sessions, no repeats, nobody on D twice. While we're on the day, you "
            "could have " + f("rejected", "live scoring on the website") + ", skips type the end scores on a phone "
            "and a page updates for folk watching from the balcony.",
        ),
        turn(
            "That's a lovely thought and I can see you've a good heart, but nobody's typing on a phone with a "
            "brush in one hand and a dram in the other, and the rink wifi is a rumour. Could you just make it put "
            "the final standings up at night, once I've typed the scores in from the cards?",
            "Yes, a standings page you generate from a scores file at the end of the day. I'll build that.",
        ),
    )
    r2 = (
        turn(
            "Something I should have said. Last year Dougie sent the draw out on the Monday, then on the Thursday a "
            "brine pipe under sheet C sprang a leak and the rink closed it, and we had to redo everything by text at "
            "seven in the morning. So this year " + f("constraint", "the draw only goes out after Ruaridh confirms the ice")
            + ". He'll tell me on the Thursday before.",
            "Understood. I'll keep the draw as a draft and only make the send step once you've had Ruaridh's word.",
        ),
        turn(
            "On the ice. Ruaridh lent us a wee probe so the club can keep an eye on the brine, he likes it at "
            + f("number", "minus 7.5 degrees on the brine") + " for a bonspiel. It's on the Pi, sensor "
            + f("identifier", "28-3c01d607a1b2") + ". It's stopped reading. Can you see why?",
            ("Running the logger once by hand.", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     '  File "/opt/icelog/icelog.py", line 31, in <module>\n    main()\n'
                     '  File "/opt/icelog/icelog.py", line 24, in main\n    c = sensor.get_temperature()\n'
                     '  File "/usr/lib/python3/dist-packages/w1thermsensor/sensors.py", line 183, in get_temperature\n'
                     "    raw_temperature_line = self.get_raw_sensor_strings()[1]\n"
                     '  File "/usr/lib/python3/dist-packages/w1thermsensor/sensors.py", line 160, in get_raw_sensor_strings\n'
                     "    raise SensorNotReadyError(self)\n"
                     + f("failure", "w1thermsensor.errors.SensorNotReadyError: Sensor 28-3c01d607a1b2 is not yet ready to read temperature"),
                     error=True, command="python3 /opt/icelog/icelog.py --once"),
            ]),
            "The Pi sees the probe on the bus but the probe never reports a valid reading, so the CRC check keeps "
            "failing. With a DS18B20 that's nearly always the probe or its cable: water in the sleeve, likely, "
            "given where it lives.",
        ),
        turn(
            "Ruaridh says the same, he's ordered a new probe from Pimoroni, a week or so. Leave it till it comes.",
            "OK, the ice logger stays off until the new probe arrives.",
        ),
        turn(
            "And Graeme, our treasurer, had a call from Balgonie Distillery. They'd sponsor the bonspiel, the "
            "prizes and the soup, if they could have " + f("rejected", "their logo painted in the house on sheet B")
            + ". I don't know. Let me ask the rink, it's their ice.",
            "Sure. Nothing for me to do on that until you've heard from them.",
        ),
    )
    r3 = (
        turn(
            "Rink got back. Nothing goes under their ice but their own markings, they've a contract with the "
            "league. And honestly I wasn't keen either. So no painted logo; Graeme's told Balgonie they can hang a "
            "banner on the balcony and put a bottle in the prizes, and they seem happy enough. Also the committee "
            "met on Tuesday and Graeme's " + f("rejected", "£20 late-entry fee") + " went down five votes to two, so "
            "don't put anything about late fees in the e-mail.",
            "Got it: no logo in the house, a banner on the balcony, and no late fee in the welcome e-mail.",
        ),
        turn(
            "Ruaridh's confirmed the ice! All four sheets. Can you put the draw up on the club website?",
            ("Building the draw page and pushing it.", [
                call("write", "ok", path=f("path", "/home/fiona/gcc/site/draw/index.html"),
                     content="<h1>Glenfarg Bonspiel draw</h1>\n<table id=\"draw\">...</table>"),
                call("bash",
                     "Enumerating objects: 7, done.\nCounting objects: 100% (7/7), done.\n"
                     "Writing objects: 100% (4/4), 1.91 KiB | 1.91 MiB/s, done.\n"
                     + f("failure", "remote: Permission to glenfargcc/club-site.git denied to fiona-drummond.")
                     + "\nfatal: unable to access 'https://github.com/glenfargcc/club-site.git/': "
                       "The requested URL returned error: 403",
                     error=True, command=f("command", "git push origin gh-pages")),
            ]),
            "The page is built, but GitHub refuses the push: your account isn't a collaborator on "
            + f("identifier", "glenfargcc/club-site") + ". The owner of the repository needs to add you.",
        ),
        turn(
            "That'll be Dougie, the old secretary. He's in New Zealand seeing his daughter's new baby, twelve hours "
            "ahead and not answering e-mail, quite right too. I'll e-mail the draw to the skips instead for now and "
            "leave the website till Dougie surfaces.",
            "OK, the website push waits for Dougie. The draw page is ready to go when he adds you.",
        ),
        turn(
            "Two more things. Could you do " + f("pending", "printed scorecards for the twelve teams") + ", with the "
            "team names and sheets already on them? And a question nobody can answer: "
            + f("pending", "whether the development grant can pay for the new stones") + ". I've written to the "
            "Royal Caledonian's development officer and heard nothing.",
            "I'll do the scorecards after the standings page. On the grant I can't help until the officer replies; "
            "I'll keep it on the list.",
        ),
    )
    later = (
        (4, (
            turn(
                "How are those scorecards coming? The printer in the clubroom needs a day's warning.",
                "Not started yet, the standings page took longer. They're next; I'll send you a PDF to print.",
            ),
        )),
        (9, (
            turn(
                "Graeme here, treasurer. Fiona says you've the entries and costs in the bonspiel files. I need "
                + f("pending", "the bonspiel accounts before the AGM on 3 May") + ": entries in, ice and soup out, "
                "the Balgonie money separate. One page.",
                "Will do. I'll put the entry money from teams.csv against the costs and send you a one-page sheet "
                "well before the AGM.",
            ),
        )),
    )
    return Scripted(name="fresh35-curling", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh35=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- snooker
def _snooker() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Salaam. Farid, I run Calder Snooker Club, upstairs from the carpet shop on Horton Street. Fourteen "
            "tables, twelve full-size, two nine-footers for the youngsters. Each table's light is on a little "
            "Tasmota relay, my nephew Imran did that, and the times are in " + f("path", "/opt/calder/lights/tables.yaml")
            + ". A member comes in, taps in at the kiosk, gets a table, it's " + f("number", "£7.20 an hour")
            + " and the light comes on, they pay at the bar when they finish. Membership is "
            + f("number", "£45 a year") + ", visitors pay a pound more an hour. We get lads from the college now, "
            "good, but the licence says " + f("constraint", "no under-16s in after 8pm unless they're with an adult member")
            + ", so the kiosk has to ask and refuse them a table after eight. It doesn't. Can you look at it?",
            ("Reading the table config.", [
                call("read", path="/opt/calder/lights/tables.yaml",
                     result="tables:\n  - id: 1\n    relay: tasmota-table01\n    size: 12ft\n"
                            "  - id: 9\n    relay: tasmota-table09\n    size: 12ft"),
            ]),
            "Each table maps to a relay hostname. For the age rule, the kiosk needs a date of birth on the member "
            "record; then check-in after 20:00 for an under-16 asks for the adult member's card too. I'll add that.",
        ),
        turn(
            "Good. Paying is the other headache, people wander off forgetting.",
            "One way is " + f("rejected", "a card-only kiosk at the door") + ": you pay for an hour when you take the "
            "table, topping up on your phone if you go over.",
        ),
        turn(
            "The Thursday league settle up in cash in the back room after, out of their winnings, and half of them "
            "have never tapped a card in their life. And the card company takes its bit off every six quid.",
            "Understood, the bar keeps taking cash. I'll just have the kiosk print a slip with the table and start "
            "time so the bar knows what to charge.",
        ),
        turn(
            "That's better. Oh and table 9's light didn't come on last night, they played by phone torch.",
            ("Checking every relay.", [
                call("bash",
                     "table01 tasmota-table01 {\"POWER\":\"OFF\"}\ntable02 tasmota-table02 {\"POWER\":\"OFF\"}\n"
                     "table03 tasmota-table03 {\"POWER\":\"ON\"}\ntable04 tasmota-table04 {\"POWER\":\"OFF\"}\n"
                     "table05 tasmota-table05 {\"POWER\":\"OFF\"}\ntable06 tasmota-table06 {\"POWER\":\"OFF\"}\n"
                     "table07 tasmota-table07 {\"POWER\":\"OFF\"}\ntable08 tasmota-table08 {\"POWER\":\"ON\"}\n"
                     "table09 tasmota-table09 "
                     + f("failure", "curl: (7) Failed to connect to 192.168.1.119 port 80 after 3 ms: Couldn't connect to server")
                     + "\ntable10 tasmota-table10 {\"POWER\":\"OFF\"}\ntable11 tasmota-table11 {\"POWER\":\"OFF\"}\n"
                     "table12 tasmota-table12 {\"POWER\":\"OFF\"}\ntable13 tasmota-table13 {\"POWER\":\"OFF\"}\n"
                     "table14 tasmota-table14 {\"POWER\":\"OFF\"}\n1 of 14 relays unreachable",
                     error=True, command=f("command", "./check_relays.sh --all")),
            ]),
            "Thirteen relays answer; " + f("identifier", "tasmota-table09") + " doesn't answer at all, not even on "
            "its address. It's dead or unpowered; it needs someone to open the ceiling box above table 9.",
        ),
        turn(
            "That's an electrician job, it's on the lighting circuit. Dave comes Tuesday. I'll put a lamp on a "
            "stand till then. Leave it.",
            "OK, table 9's relay waits for Dave on Tuesday.",
        ),
    )
    r2 = (
        turn(
            "We had a disaster Thursday. League decider, Kev's team, frame on the black, and the table light went "
            "off because the paid hour ran out. Kev said words I won't repeat. So from now on "
            + f("constraint", "the lights always flash a two-minute warning before they switch off") + ", and "
            "someone at the bar can add time.",
            ("Changing the timer to flash first.", [
                call("edit", "ok", path="/opt/calder/lights/timer.py",
                     old="relay.off(table)",
                     new="relay.blink(table, seconds=120)\n    if not extended(table):\n        relay.off(table)"),
            ]),
            "The light now blinks for two minutes before it goes off, and an extension from the bar cancels it.",
        ),
        turn(
            "Kev, league secretary, also wants " + f("rejected", "the league finals streamed on YouTube") + ", says "
            "the Bradford club does it. Let me think about it, I'm not sure the members want it.",
            "Sure. It'd mean a camera over one table and a laptop; I can price it when you've decided.",
        ),
        turn(
            "Something else. At the end of the night I never know which tables earned what.",
            "I could write a per-table usage report each night from the light timer: hours per table, takings "
            "estimate, into a file you can open on the bar PC.",
        ),
        turn(
            "Yes, that I want.",
            ("Adding the nightly report.", [
                call("write", "ok", path="/opt/calder/lights/report.py",
                     content="for t in tables():\n    hours = lit_hours(t, today())\n    write_row(t.id, hours)"),
            ]),
            "It runs at closing and writes a CSV per night into " + f("path", "/opt/calder/reports/nightly") + ".",
        ),
        turn(
            "Now Imran's kiosk app. He left me instructions to make a new version for the tablet, can you?",
            ("Building the release APK.", [
                call("bash",
                     long_log(42, "calder-gradle",
                              "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
                              "Execution failed for task ':app:validateSigningRelease'.\n> "
                              + f("failure", "Keystore file '/home/imran/keys/calder-release.jks' not found for signing config 'release'.")
                              + "\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 1m 12s"),
                     error=True, command=f("command", "./gradlew assembleRelease")),
            ]),
            "It compiles, but signing fails: the release keystore for " + f("identifier", "uk.co.caldersnooker.kiosk")
            + " isn't on this machine. Without that exact keystore the tablet won't accept the update over the old app.",
        ),
        turn(
            "It'll be on Imran's laptop and he's at uni in Leeds till Friday. Leave it, he can bring it.",
            "OK, the kiosk build waits for Imran's keystore.",
        ),
    )
    r3 = (
        turn(
            "I asked around about Kev's YouTube thing. The older members don't want their faces on the internet, "
            "some of them have told their wives they're at the allotment, and the camera kit is four hundred quid. "
            "So we're not streaming. I'll tell Kev.",
            "Understood, no streaming.",
        ),
        turn(
            "And Imran had an idea before he went back, " + f("rejected", "24-hour access with key fobs") + ", so "
            "members could play at 3am. I put it to the members' committee Sunday and they voted it down flat, "
            "insurance and the neighbours. So that's dead.",
            "OK, the opening hours stay as they are in the kiosk.",
        ),
        turn(
            "Couple of things for the list. Can you do " + f("pending", "a price board for the TV above the bar")
            + "? Prices, members and visitors, and the league nights. And I've asked the landlord's agent "
            + f("pending", "whether the landlord will let us put a sign up outside") + ". They said they'd ask him, "
            "that was three weeks ago.",
            "I'll do the price board after the nightly report's had a week. The sign I'll leave with you until the "
            "agent answers.",
        ),
    )
    later = (
        (6, (
            turn(
                "That price board for the TV, did it happen? Visitors keep asking at the bar.",
                "Not yet. I'll make it this week, a full-screen page the TV's stick can open.",
            ),
        )),
        (12, (
            turn(
                "Kev here, league secretary, Farid gave me the login. I need "
                + f("pending", "the new season's fixtures by 1 September") + ", ten teams, home and away, Thursdays, "
                "and no team on table 9 two weeks running because that light's still iffy.",
                "Understood. I'll draw up the fixtures and send them to you and Farid before the first.",
            ),
        )),
    )
    return Scripted(name="fresh35-snooker", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh35=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- trampoline park
def _trampoline() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi, I'm Bisi, I manage Skyhop, the trampoline park in the old carpet warehouse off the Cheney Manor "
            "estate. Rob and I own it. Saturdays are mad: parties, toddler sessions, two hundred kids through by "
            "lunch. It's " + f("number", "£12.50 for a 60-minute jump") + ", and before anyone goes on a bed "
            "they sign the waiver on the kiosk, the main one is " + f("identifier", "KIOSK-02") + " by the door, "
            "and the law of my insurer is that " + f("constraint", "anyone under 18 needs a waiver signed by a parent or guardian")
            + ", not a big sister, not the nan's friend, a parent or guardian. The kiosks dump the signed waivers "
            "into " + f("path", "/srv/skyhop/waivers/export") + " and at the moment nobody gets a copy. I'd like a "
            "confirmation e-mail to go to the family.",
            ("Looking at the export.", [
                call("bash",
                     "2026-05-23_0912_KIOSK-02_waiver_5521.json\n2026-05-23_0913_KIOSK-02_waiver_5522.json\n"
                     "2026-05-23_0913_KIOSK-01_waiver_5523.json",
                     command="ls /srv/skyhop/waivers/export | head -3"),
            ]),
            "One JSON per waiver with the signer and the jumpers, good. I'll write a small mailer that sends each "
            "family a PDF of what they signed.",
        ),
        turn(
            "Yes please, try it on Saturday's ones.",
            ("Writing it and running it for the 23rd.", [
                call("write", "ok", path="/srv/skyhop/bin/send_waivers.py",
                     content="for w in waivers_for(args.date):\n    send_pdf(w.signer_email, render(w))"),
                call("bash",
                     "Traceback (most recent call last):\n"
                     '  File "/srv/skyhop/bin/send_waivers.py", line 58, in <module>\n    main()\n'
                     '  File "/srv/skyhop/bin/send_waivers.py", line 41, in main\n    smtp.login(USER, APP_PASSWORD)\n'
                     '  File "/usr/lib/python3.11/smtplib.py", line 750, in login\n    raise last_exception\n'
                     '  File "/usr/lib/python3.11/smtplib.py", line 739, in login\n'
                     "    (code, resp) = self.auth(\n"
                     + f("failure", "smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted. For more information, go to https://support.google.com/mail/?p=BadCredentials')"),
                     error=True, command=f("command", "python3 send_waivers.py --date 2026-05-23")),
            ]),
            "Gmail won't accept the app password in the config, which usually means it was revoked when someone "
            "changed the account password. A new app password needs the account owner and the two-factor phone.",
        ),
        turn(
            "Rob changed it last week after a phishing scare. He's got the phone and he's at a trade show in Dubai "
            "till Monday. Leave it till he's back.",
            "OK, the mailer waits for Rob and a new app password.",
        ),
        turn(
            "The queue at the door on Saturday was out to the car park, by the way.",
            "One fix people use is " + f("rejected", "face-recognition check-in at the turnstiles") + ": the kiosk "
            "takes a photo at signing and the turnstile recognises them next time.",
        ),
        turn(
            "I'm really not having cameras scanning children's faces, thank you though. Could the confirmation "
            "e-mail just have a QR code they show at the desk? That'd do me.",
            "Yes, a QR code per waiver in the e-mail, and the desk scans it. I'll add it to the mailer.",
        ),
    )
    r2 = (
        turn(
            "Oh God. Chloe, one of my duty managers, sent Saturday's party reminder herself from Outlook with every "
            "parent in the To box, seventy e-mail addresses. One dad replied-all about his divorce. So: "
            + f("constraint", "waiver e-mails go to one family at a time, never a group send") + ". Make sure the "
            "script can't do anything else.",
            ("Making that a hard rule in the mailer.", [
                call("edit", "ok", path="/srv/skyhop/bin/send_waivers.py",
                     old="def send_pdf(to, pdf):",
                     new="def send_pdf(to, pdf):\n    assert isinstance(to, str) and ',' not in to, 'one family per e-mail'"),
            ]),
            "The mailer now refuses anything but one address per message, and never uses CC or BCC.",
        ),
        turn(
            "And a text from Chloe: Partyhub, the booking site for kids' parties, want to list us, but they want "
            + f("rejected", "25% commission on every party") + ". A party's about two hundred quid for us. A quarter "
            "of that is mad. I've told Chloe to offer them 10% and our party room on their homepage photos.",
            "That seems fair for a listing. If they take it I can add a 'source' column so you can see which "
            "parties came through them.",
        ),
        turn(
            "Chloe again, they've taken the 10%. Yes, do the column.",
            "I'll add it to the booking export when I'm next in there.",
        ),
        turn(
            "Now the wristbands. The check-in app the old agency wrote prints them on the Zebra, and the tablet "
            "needs a new build for the new Android. Can you build it?",
            ("Building it.", [
                call("read", path=f("path", "/srv/skyhop/checkin/pom.xml"),
                     result="<groupId>uk.skyhop</groupId>\n<artifactId>skyhop-checkin</artifactId>\n"
                            "<version>2.3.1</version>"),
                call("bash",
                     long_log(36, "skyhop-maven",
                              "[INFO] ------------------------------------------------------------------------\n"
                              "[INFO] BUILD FAILURE\n"
                              "[INFO] ------------------------------------------------------------------------\n"
                              "[ERROR] Failed to execute goal on project skyhop-checkin: Could not resolve "
                              "dependencies for project uk.skyhop:skyhop-checkin:jar:2.3.1: "
                              + f("failure", "Could not find artifact com.zebra:link-os-sdk:jar:2.14.5139 in central (https://repo.maven.apache.org/maven2)")
                              + " -> [Help 1]"),
                     error=True, command=f("command", "mvn -B package -DskipTests")),
            ]),
            "The project " + f("identifier", "uk.skyhop:skyhop-checkin") + " needs Zebra's printer SDK jar, which "
            "isn't on Maven Central; the old agency must have had it in their own repository. We need the SDK "
            "download from Zebra or the reseller to install it locally.",
        ),
        turn(
            "The reseller said they'd send a link. That was Tuesday. Leave it, the old tablet still works on the "
            "old build.",
            "OK, the check-in build waits for the Zebra SDK from the reseller.",
        ),
    )
    r3 = (
        turn(
            "Rob sent me a WhatsApp from Dubai, he's been talking to a park there that does "
            + f("rejected", "an adults' night with a bar") + ". No. Absolutely not. Drink and trampolines. I've "
            "told him. Moving on.",
            "Noted, no bar nights.",
        ),
        turn(
            "Something useful. We sell grip socks, everyone has to wear them, " + f("number", "grip socks at £2.50 a pair")
            + ", and we run out of the small sizes every half term.",
            "The till could keep a count by size and warn when any size drops below, say, one box, so you reorder "
            "before the rush.",
        ),
        turn(
            "Yes, that, do it.",
            ("Adding a stock count by size.", [
                call("edit", "ok", path="/srv/skyhop/till/stock.py", old="SKUS = ['socks']",
                     new="SKUS = ['socks-xs', 'socks-s', 'socks-m', 'socks-l']\nREORDER_AT = 1  # box"),
            ]),
            "The till now counts socks per size and flags a reorder.",
        ),
        turn(
            "Last two. Can you make " + f("pending", "the half-term staffing sheet") + "? Who's on the beds, who's on "
            "the door, per session. And nobody can tell me " + f("pending", "whether the insurer wants the ninja course inspected before it opens")
            + ". I've rung the broker twice, she's 'looking into it'.",
            "I'll do the staffing sheet next. On the ninja course I can't say until the broker answers; it's on the "
            "list.",
        ),
    )
    later = (
        (5, (
            turn(
                "The half-term staffing sheet, is it ready? Half term is a fortnight away.",
                "Not yet, I'm sorry. I'll make it from the session times this week and send it for you to fill in.",
            ),
        )),
        (11, (
            turn(
                "Rob here, back from Dubai. Bisi says you can get the numbers out of the till. I need "
                + f("pending", "the May takings summary for the bank by 7 June") + ", jumps, parties and socks "
                "separately, they're looking at our loan.",
                "Yes, I'll pull May from the till export and send you a one-page summary before the 7th.",
            ),
        )),
    )
    return Scripted(name="fresh35-trampoline", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh35=True, later=later, routine=routine_en)


SESSIONS = (_bowling(), _curling(), _snooker(), _trampoline())
