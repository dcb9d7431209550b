"""Forty-fourth fresh held-out set (English): written blind while the thirty-third round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its other half, against the thirty-third round's rules; committed before its first run and not to
be edited after it.

How it was written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (checked with
``grep -il`` on file names only; the thatcher, the lighthouse cottage, the brass band and the
pick-your-own strawberries were all taken, so they became a Cotswold stone-slate roofer, a Martello tower
let on the Suffolk coast, a community steel band in Huddersfield and a farm shop's pumpkin patch near
Nantwich). Proposals come from the assistant, a churchwarden for the parochial church council (by
e-mail), a brother-in-law (decided by the council's conservation officer and relayed), the holiday-let
agency's pricing tool (through the assistant), a wedding photographer (by e-mail, decided by the Trust's
committee), a sister-in-law (by phone), a wedding planner (by text), the band's tuner (decided by the
community centre's management committee), the county council (on the phone), a brother-in-law at Sunday
dinner and a head teacher (by phone). Failures are multi-line blocks from exiv2, unoconv, hostapd,
gcalcli, TiMidity++, opusenc, Miller and cwebp; each is left unresolved for a reason given in the
dialogue. Routine work (``routine_en``) is this file's own: a Zig + zap booking queue for a community
bike-repair café, with turns that look like facts (a rule of thumb, an accepted suggestion, numbers,
paths) and are not planted.

Descriptions:
- slater: Ken Pritchard of Naunton relays Cotswold stone-slate roofs with his apprentice Josh; his wife
  Carol does the books on the kitchen laptop, which their grandson Ryan looks after. He is reroofing the
  nave of St Peter's, Temple Hampton. Rules: inside a long account of a working day, they never strip more
  of a roof than they can have back on and weathertight by dark; after a slate slid off the scaffold and
  broke a car's windscreen in the churchyard, the churchyard path is closed off with barriers before any
  slate goes up the hoist. Proposals: the assistant's online quote form where people upload photos of
  their roof (put off, refused a round later: photos lie); the PCC, by e-mail through Mrs Dunn, wants the
  whole north slope done before Easter as well as the nave, Ken counters with the porch bay and valley
  this spring and they agree; brother-in-law Dave's idea of selling the spare old slates to a reclamation
  yard (the conservation officer, Miss Pike, says they go back on the church, relayed); the assistant's
  course-by-course tally sheet is accepted. Numbers: £240 a square metre to strip and relay; about 90
  kilos a square metre for the roof's weight. Paths: /home/ken/jobs/st-peters/photos,
  /home/ken/quotes/2025/manor_barn.odt. Identifiers: the Naunton quarry account NAU-3318, listed building
  consent 25/00642/LBC. Commands: exiv2 -pt -g DateTimeOriginal *.JPG *.HEIC; unoconv -v -f pdf
  manor_barn.odt. Failures: exiv2 can't read the HEIC photos at the end of a long listing (the old exiv2
  can't read them, and Ryan says nothing is upgraded until he comes at half-term); unoconv can't start
  its listener (Carol has LibreOffice open for the VAT return, due Friday). Open: a letter for the
  neighbours about the scaffold going up (asked again later); whether the diocese's insurance covers the
  scaffold over the weekends (diocese and insurers each send him to the other); the Diocesan Advisory
  Committee's later ask for the method statement and the photo record of the old roof by 11 April.
- martello: Hilary and Graham Marsh let Tower Z, a Martello tower at Shingle Street, leased from a
  Trust and let through Saltmarsh Stays; Kath cleans on Saturdays; their son Ollie set up a Pi for guest
  wifi and a Google calendar of bookings. Rules: inside a long account of a changeover Saturday, nobody
  arrives before four o'clock on a changeover Saturday, however nicely they ask; after a four-year-old got
  onto the roof through an unlocked hatch, no bookings with children under eight. Proposals: the agency's
  automatic weekend price rise when the forecast is sunny, put by the assistant (bluntly no: "I'm not a
  budget airline"); a wedding photographer, by e-mail, wants to use the roof for wedding shoots (the
  Trust's committee says no under the lease, relayed); Graham's sister Pam, by phone, wants dogs taken
  all year round, Hilary counters with one dog November to February on the ground floor and Pam agrees;
  the assistant's new key-safe code for every booking is accepted. Numbers: walls 2.7 metres thick on
  the seaward side; £165 a night in high season. Paths: /etc/hostapd/guest.conf, ~/tower/house_book.md.
  Identifiers: martello-pi, the listing SUF-TWR-0093. Commands: sudo hostapd -dd guest.conf; gcalcli
  --calendar 'Tower Z bookings' import bookings_2025.ics. Failures: hostapd can't put the new USB dongle
  into AP mode, at the end of a long debug log (Graham's brother brings a proper one next weekend);
  gcalcli's saved Google login is expired or revoked (the account is Ollie's, and he's on a survey ship in
  the North Sea for three weeks). Open: a page for the house book about the tides and the shingle (asked
  again later); whether the short-let registration scheme will apply to a tower they only lease (not
  decided yet); the Trust secretary's later ask for the fire risk assessment and the gas safety
  certificate by 1 May.
- steelband: Delroy Baptiste, from San Fernando and thirty-one years in Huddersfield, runs and arranges
  for Lockwood Pan Collective, about thirty players rehearsing at a community centre whose laptop they
  use; Winston is the tuner, Shirley the treasurer. Rules: inside a long account of a rehearsal night,
  nobody but Winston ever takes a hammer to a pan; after a tenor pan slid out of the van on a roundabout,
  every pan travels in its case and strapped down, never loose in the back of the van. Proposals: the
  assistant's practice tracks on YouTube (refused by a reason alone: the arrangement is secret till
  Panorama); a wedding planner, by text, wants the band at a Harrogate wedding on 14 June (put off,
  refused a round later); Winston's idea of leaving the pans set up in the main hall between rehearsals
  (the centre's management committee says no, relayed by Bernadette); the assistant's van-loading rota
  is accepted. Numbers: £5 a night subs; £60 a pan to have it retuned. Paths: /home/delroy/panyard/midi,
  ~/panyard/recordings. Identifiers: the van YK67 WPH, the Lottery grant NLPG-00482391. Commands: timidity
  -Ow -c /etc/timidity/freepats.cfg midi/*.mid; a for-loop of opusenc over the recordings. Failures:
  TiMidity has no instrument for program 114, the steel drums, at the end of a long run (the laptop is
  the centre's and any install goes through the council's IT, ticket already in); opusenc can't parse the
  new .m4a recordings (Shirley, who can export WAV from her phone, is in Trinidad for Carnival till
  March, and no more programs go on the laptop). Open: a letter to the parents about the junior band's
  Saturday mornings (asked again later); whether the insurance covers the pans stored in Winston's garage
  (the broker hasn't found out since March); the Carnival committee's later ask for the float risk
  assessment and the list of players under sixteen by 20 June.
- pumpkin: Sue Bradley runs Bradley's Farm Shop near Nantwich with her husband Rob and son Jack; in
  October they open a pumpkin patch with timed tickets from FieldPass, a tractor-and-trailer ride and a
  straw maze. Rules: inside a long account of a patch Saturday, the trailer doesn't move an inch while
  anyone on it is standing up; after a boy cut his hand with a knife left on a bale, only staff cut the
  pumpkins off the vine, and no visitor is ever handed a knife. Proposals: the assistant's evening lantern
  trail (put off while she asks, then the council's highways and licensing officers say no on the phone);
  brother-in-law Phil's idea of charging for the trailer ride on top of entry (bluntly no); the head of
  St Anne's, by phone, wants free entry for the whole school on a weekday, Sue counters with a half-price
  Friday morning for Reception to Year 2 and the head is delighted; the assistant's price chart for the
  barn is accepted. Numbers: six acres of pumpkins; 90p a kilo. Paths:
  /home/sue/patch/tickets/export_2025-10-18.csv, /home/sue/patch/photos/drone. Identifiers: the holding
  number 21/456/0078, the FieldPass event BRAD-PP-1025. Commands: mlr --icsv --opprint count -g slot
  export_2025-10-18.csv; parallel cwebp over the shop and drone photos. Failures: Miller stops at an
  unquoted comma in a name on row 214 (the accountant forbids editing the export, FieldPass will fix it in
  an update); cwebp was built without TIFF support, at the end of a long run, so the drone TIFFs fail
  (Kieran, who can send JPEGs, is chopping maize day and night, and Jack's ~/bin is not to be touched).
  Open: a sign for the car park explaining the one-way system (asked again later); whether the farm
  insurance covers the trailer rides if one of Jack's mates drives (the NFU man keeps saying he'll check);
  the insurer's later ask for the trailer's inspection certificate and the risk assessment by 26
  September.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Zig + zap booking queue for a bike-repair café
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The tests went red after I added the bit where a bike goes on the stand. Can you see why?",
                ("Running the test step with failures only.", [
                    call("bash",
                         "test\n"
                         "\u2514\u2500 run test 14/15 passed, 1 failed\n"
                         "error: 'queue.test.position counts only waiting bikes' failed: expected 3, found 4\n"
                         "/usr/lib/zig/std/testing.zig:93:17: 0x10479ab in expectEqual__anon_2717 (test)\n"
                         "                return error.TestExpectedEqual;\n"
                         "                ^\n"
                         "/home/dev/oilyrag-queue/src/queue.zig:88:5: 0x1047c1d in test.position counts only waiting bikes (test)\n"
                         "    try std.testing.expectEqual(@as(usize, 3), q.position(4));\n"
                         "    ^\n"
                         "Build Summary: 3/5 steps succeeded; 1 failed; 14/15 tests passed; 1 failed",
                         error=True, command="zig build test --summary failures"),
                ]),
                ("position() counts every ticket that isn't done, so a bike already on the stand still pushes "
                 "people back. It should count only the ones still waiting.", [
                    call("edit", "ok", path="src/queue.zig",
                         old="if (t.status != .done) n += 1;",
                         new="if (t.status == .waiting) n += 1;"),
                    call("bash", "Build Summary: 5/5 steps succeeded; 15/15 tests passed",
                         command="zig build test --summary all"),
                ]),
                "Green again. Rule of thumb for this code: the queue number somebody sees only ever counts "
                "bikes that are still waiting, never the ones being worked on.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Could the booking form ask what kind of bike it is? E-bikes need Gary, he's the only one who "
                "does batteries.",
                ("Adding a bike_kind column and a migration, and the field on the form.", [
                    call("write", "ok", path="migrations/0004_bike_kind.sql",
                         content="ALTER TABLE tickets ADD COLUMN bike_kind TEXT NOT NULL DEFAULT 'pedal';"),
                    call("edit", "ok", path="src/model.zig",
                         old="    name: []const u8,",
                         new="    name: []const u8,\n    bike_kind: BikeKind = .pedal,"),
                    call("bash", "info: applied 0004_bike_kind.sql (tickets: 212 rows)\ninfo: schema at version 4",
                         command="zig build run -- migrate --db data/queue.db"),
                ]),
                "Done; old tickets count as pedal bikes. I could also tag e-bike tickets with a yellow badge on "
                "the volunteers' screen so they go to Gary's stand without anyone asking.",
            ),
            turn("Yes, the yellow badge, good.",
                 "Added: e-bike tickets show a yellow 'E' badge on the volunteers' board."),
        )
    if k == 2:
        return (
            turn(
                "The CI thing on GitHub has a red cross again.",
                ("Looking at which step failed; it's the format check.", [
                    call("bash",
                         "src/routes/bookings.zig\n"
                         "src/sms.zig",
                         error=True, command="zig fmt --check src"),
                ]),
                ("Two files aren't in zig fmt's layout. Formatting them and rerunning the build.", [
                    call("bash", "src/routes/bookings.zig\nsrc/sms.zig", command="zig fmt src"),
                    call("bash", "", command="zig fmt --check src"),
                    call("bash", "Build Summary: 5/5 steps succeeded; 15/15 tests passed",
                         command="zig build test --summary all"),
                ]),
                "Clean now. CI checks the format before it builds, so a quick zig fmt before pushing saves a "
                "round trip.",
            ),
        )
    if k == 3:
        return (
            turn(
                "The telly by the door that shows 'now fixing' has gone all plain, no colours, just black text.",
                ("Checking the server log for the board page.", [
                    call("bash",
                         "info: GET /board 200 (3 ms)\n"
                         "info: GET /css/board.css 404 (0 ms)\n"
                         "info: GET /js/refresh.js 404 (0 ms)",
                         error=True, command="journalctl -u oilyrag-queue --since '10 min ago' -o cat"),
                ]),
                ("The page loads but its stylesheet and the refresh script come back 404: the listener was "
                 "rebuilt last week without the public folder. Putting it back.", [
                    call("edit", "ok", path="src/main.zig",
                         old=".on_request = router.onRequest,",
                         new=".on_request = router.onRequest,\n        .public_folder = \"public\","),
                    call("bash", "Build Summary: 4/4 steps succeeded", command="zig build -Doptimize=ReleaseSafe"),
                    call("bash", "", command="sudo systemctl restart oilyrag-queue"),
                ]),
                "The board has its colours back and refreshes every 30 seconds again.",
            ),
        )
    if k == 4:
        return (
            turn(
                "Somebody changed the zap line in build.zig.zon to a newer one and now nothing builds.",
                ("Building to see the error.", [
                    call("bash",
                         "build.zig.zon:9:20: error: hash mismatch: manifest declares "
                         "1220a7e6c0f1b2d3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7 but the fetched "
                         "package has 12209c4d1e2f3a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b\n"
                         "            .hash = \"1220a7e6c0f1b2d3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7\",\n"
                         "                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~",
                         error=True, command="zig build"),
                ]),
                ("The URL was bumped by hand but the hash is still the old one. zig fetch writes both together.", [
                    call("bash", "", command="zig fetch --save=zap https://github.com/zigzap/zap/archive/refs/tags/v0.9.1.tar.gz"),
                    call("bash", "Build Summary: 5/5 steps succeeded; 15/15 tests passed",
                         command="zig build test --summary all"),
                ]),
                "Builds and passes on zap 0.9.1. I'd suggest we only ever move it to tagged releases, never a "
                "branch, so the hash means something.",
            ),
            turn("Fine, tags only.", "Noted in the contributing notes: zap is pinned to tagged releases."),
        )
    return (
        turn(
            "When I stop the server on my laptop it prints a load of red stuff about leaks.",
            ("Running a debug build and hitting the bookings list once, then stopping it.", [
                call("bash",
                     "info: Listening on 0.0.0.0:3000\n"
                     "info: GET /api/tickets 200 (2 ms)\n"
                     "^Cinfo: shutting down\n"
                     "error(gpa): memory address 0x7f3a1c0a2000 leaked:\n"
                     "/home/dev/oilyrag-queue/src/routes/bookings.zig:57:52: 0x1049e3c in list (oilyrag-queue)\n"
                     "    const body = try std.json.stringifyAlloc(alloc, rows, .{});\n"
                     "                                                   ^",
                     error=True, command="zig build run"),
            ]),
            ("The JSON for the list is allocated on every request and never freed. One defer fixes it.", [
                call("edit", "ok", path="src/routes/bookings.zig",
                     old="    const body = try std.json.stringifyAlloc(alloc, rows, .{});\n",
                     new="    const body = try std.json.stringifyAlloc(alloc, rows, .{});\n    defer alloc.free(body);\n"),
                call("bash", "info: Listening on 0.0.0.0:3000\ninfo: GET /api/tickets 200 (2 ms)\n^Cinfo: shutting down",
                     command="zig build run"),
            ]),
            "No more leak reports. Slots stay 20 minutes each, and the evening still takes 18 bookings.",
        ),
    )


# ---------------------------------------------------------------- stone-slate roofer
def _slater() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. Ken Pritchard, I'm a roofer out of Naunton, stone slates only, Cotswold stone, none of your "
            "concrete rubbish. There's me and Josh, he's my apprentice, nineteen, good lad, and my wife Carol does "
            "the books on the laptop in the kitchen. I'll tell you how a day goes so you know what you're dealing "
            "with. We're on the scaffold by half seven. We strip a bay, and every slate that comes off gets laid "
            "out on the boards in its course, longest at the eaves down to the little ones at the ridge, because "
            "they all go back in the same order, that's the whole art of it. Then new battens, membrane, and we "
            "start hanging them again from the eaves up, each one on its oak peg. And the thing my old guv'nor "
            "beat into me, and I beat into Josh: we " + f("constraint", "never strip more of a roof than we can have back on and weathertight by dark")
            + ", because you cannot trust the sky round here, and a church with a hole in it overnight is the end "
            "of you. Lunch in the van, back up till the light goes. Right now we're on St Peter's at Temple "
            "Hampton, the nave roof. Josh took the photos of the old roof before we touched it, they're in "
            + f("path", "/home/ken/jobs/st-peters/photos") + ", and the conservation lady wants them with the "
            "dates on. Can you get me the dates?",
            ("Reading the capture dates out of the photos.", [
                call("bash",
                     long_log(64, "st-peters-photos",
                              "IMG_3307.JPG         Exif.Photo.DateTimeOriginal                  Ascii      20  2025:02:24 08:41:10\n"
                              "IMG_3308.JPG         Exif.Photo.DateTimeOriginal                  Ascii      20  2025:02:24 08:41:37\n"
                              "IMG_3309.JPG         Exif.Photo.DateTimeOriginal                  Ascii      20  2025:02:24 08:43:02\n"
                              "Exiv2 exception in print action for file IMG_3312.HEIC:\n"
                              + f("failure", "IMG_3312.HEIC: The file contains data of an unknown image type")
                              + "\nExiv2 exception in print action for file IMG_3313.HEIC:\n"
                                "IMG_3313.HEIC: The file contains data of an unknown image type\n"
                                "Exiv2 exception in print action for file IMG_3314.HEIC:\n"
                                "IMG_3314.HEIC: The file contains data of an unknown image type"),
                     error=True, command="cd /home/ken/jobs/st-peters/photos && "
                     + f("command", "exiv2 -pt -g DateTimeOriginal *.JPG *.HEIC")),
            ]),
            "The first photos are ordinary JPEGs and their dates came out fine. From IMG_3312 on, the phone "
            "switched to saving HEIC, and the exiv2 on this laptop (0.27, from the old Ubuntu) can't read that "
            "format at all. A newer exiv2 can, but that means upgrading it, and probably the system with it.",
        ),
        turn(
            "Ah, that'll be Josh fiddling with his phone settings. Look, that laptop is on whatever it's on "
            "because our grandson Ryan set it up, and the last time I let somebody 'update' it Carol lost the "
            "accounts for a fortnight. Ryan said nothing gets upgraded till he's down at half-term. So leave it. "
            "The JPEG ones, can you put them in a list with their dates?",
            ("Writing the dated list for the ones that read.", [
                call("write", "ok", path="/home/ken/jobs/st-peters/photo_dates.txt",
                     content="IMG_3307.JPG  24 Feb 2025 08:41\nIMG_3308.JPG  24 Feb 2025 08:41\n"
                             "IMG_3309.JPG  24 Feb 2025 08:43\n(IMG_3312 onwards: HEIC, dates not read yet)"),
            ]),
            "Done, and I've left a note at the bottom that the HEIC ones are still to do. The upgrade waits "
            "for Ryan.",
        ),
        turn(
            "Good. Now, the quoting. Everybody rings wanting a price over the phone. What can we do?",
            "One thing you could do is " + f("rejected", "an online quote form where people upload photos of their roof")
            + ": they send four or five pictures and the measurements, and you send back a rough price before "
            "anyone drives out.",
        ),
        turn(
            "Hmm. I don't know. Carol might like it, she's the one on the phone. Let me have a think and ask her.",
            "Of course. Meanwhile, for the church job, would a tally sheet help? One row per course, the slate "
            "length, how many came off and how many are still good, so you know what to order from the quarry "
            "before you run short halfway up.",
        ),
        turn(
            "Now that is useful. Yes. We order from Naunton quarry, our account there is " + f("identifier", "NAU-3318")
            + ", put that on the top so Carol can ring it through.",
            ("Making the tally sheet.", [
                call("write", "ok", path="/home/ken/jobs/st-peters/tally.csv",
                     content="# Naunton quarry account NAU-3318\ncourse,length_in,off,good,to_order\n"
                             "eaves,24,,,\nlong_becks,22,,,\nshort_becks,20,,,\nmuffities,18,,,\nwivetts,16,,,"),
            ]),
            "There it is, eaves to ridge, with the old course names. Fill in 'off' and 'good' as you go and "
            "'to order' works itself out.",
        ),
    )
    r2 = (
        turn(
            "Had an e-mail off Mrs Dunn, she's the churchwarden, from the PCC meeting Tuesday. Here it is: 'Dear "
            "Mr Pritchard, the PCC would like " + f("rejected", "the whole north slope done before Easter as well as the nave")
            + ", so the scaffold only goes up once.' Well it can't be done, not by two men before Easter, not "
            "properly. I wrote back: I'll do the porch bay and the valley over it this spring, because that's "
            "where the water's getting in, and the rest of the north side after harvest. She rang last night, "
            "they've agreed to it.",
            ("Adding the porch bay and valley to the church job list, with the north slope marked for the autumn.", [
                call("edit", "ok", path="/home/ken/jobs/st-peters/schedule.txt",
                     old="1. Nave south slope",
                     new="1. Nave south slope\n2. Porch bay and valley (spring, agreed with PCC)\n"
                         "3. North slope (after harvest)"),
            ]),
            "The schedule has the porch bay and valley for the spring and the north slope after harvest.",
        ),
        turn(
            "And put the prices in the quote for the manor barn at Lower Hampton while you're at it. It's "
            + f("number", "£240 a square metre") + " for stripping and relaying with the old slates plus "
            "reclaimed to make up. The quote's in " + f("path", "/home/ken/quotes/2025/manor_barn.odt")
            + ". Then make me a PDF of it so I can e-mail it.",
            ("The rate can go in the covering e-mail; first the PDF.", [
                call("bash",
                     "Verbosity set to level 1\n"
                     "Using office base path: /usr/lib/libreoffice\n"
                     "Using office binary path: /usr/lib/libreoffice/program\n"
                     "Connection type: socket,host=localhost,port=2002;urp;StarOffice.ComponentContext\n"
                     "Launching our own listener using /usr/lib/libreoffice/program/soffice.bin.\n"
                     + f("failure", "Error: Unable to connect or start own listener. Aborting."),
                     error=True, command="cd /home/ken/quotes/2025 && " + f("command", "unoconv -v -f pdf manor_barn.odt")),
                call("bash", "ken      21877  2.1  6.3 1843312 512004 ?  Sl   08:02   3:11 /usr/lib/libreoffice/program/soffice.bin",
                     command="ps aux | grep [s]office"),
            ]),
            "The conversion needs LibreOffice to itself, and LibreOffice is already open on the laptop (since "
            "eight this morning), so the converter can't start its own copy. Closing the open one would let it "
            "through.",
        ),
        turn(
            "Don't you dare close it, that's Carol doing the VAT return and it's due Friday, she's been at it all "
            "morning with the receipts all over the table. The barn quote can wait, Mr Hale isn't in a hurry. "
            "Leave it be.",
            "Understood, I won't touch LibreOffice. The barn quote stays as it is for now.",
        ),
        turn(
            "About that photo quote thing. I asked Carol. She laughed. No. Every roof's different, you can't see "
            "a rotten batten in a photo, you've got to get up a ladder and put your hand on it. Photos lie.",
            "Fair enough; no photo form. The phone and a visit it is.",
        ),
        turn(
            "While I think of it, we've got neighbours right up against the churchyard wall and they'll have "
            "the scaffold lorry in the lane at seven. Could you do me " + f("pending", "a letter for the neighbours about the scaffold going up")
            + "? Polite, with my number on.",
            "Yes, I'll do that. I'll finish the tally sheet's totals first and then write the letter.",
        ),
    )
    r3 = (
        turn(
            "Right, bad day Thursday. Josh sent a slate up the hoist and it slid off the top lift and went "
            "straight through the windscreen of a car in the churchyard, a lady visiting her husband's grave. "
            "She wasn't in it, thank God, she was at the grave. Could have killed her. So I've told Josh and I'm "
            "telling you for the paperwork: from now on " + f("constraint", "the churchyard path is closed off with barriers before any slate goes up the hoist")
            + ", and somebody stands at the gate. Put it in the method statement.",
            ("Adding it to the method statement under lifting.", [
                call("edit", "ok", path="/home/ken/jobs/st-peters/method_statement.txt",
                     old="Lifting: materials raised by electric hoist.",
                     new="Lifting: materials raised by electric hoist. Before any slate is raised the churchyard "
                         "path is closed with barriers and a person is stationed at the gate."),
            ]),
            "It's in the method statement under lifting.",
        ),
        turn(
            "Next. My brother-in-law Dave reckons we ought to be " + f("rejected", "selling the spare old slates from the church to a reclamation yard")
            + ", there's a yard at Andoversford pays good money for them. I asked the conservation officer at the "
            "council, Miss Pike, to be on the safe side, and she wrote back: no, they belong to the church and any "
            "that are sound go back on the same building, and the rest stay on site for the north slope. So "
            "that's that, Dave.",
            "Okay, the sound old slates stay with St Peter's. I'll add a 'keep for north slope' column to the "
            "tally so they're counted and not lost.",
        ),
        turn(
            "Yes. And put on the consent paper, the number's " + f("identifier", "25/00642/LBC")
            + ", Miss Pike says it's got to be on anything we send. Also the scaffold firm wants the weight of "
            "the roof for their design, it's " + f("number", "about 90 kilos a square metre") + " with the stone "
            "on, tell them that.",
            ("Adding the consent number to the method statement and the weight to the scaffold note.", [
                call("edit", "ok", path="/home/ken/jobs/st-peters/method_statement.txt",
                     old="Method statement: St Peter's, Temple Hampton",
                     new="Method statement: St Peter's, Temple Hampton (LBC 25/00642/LBC)"),
                call("write", "ok", path="/home/ken/jobs/st-peters/scaffold_note.txt",
                     content="Dead load of stone slate roof: approx. 90 kg/m2 including battens."),
            ]),
            "Both done.",
        ),
        turn(
            "And here's one nobody can tell me: " + f("pending", "whether the diocese's insurance covers the scaffold over the weekends")
            + " or whether I need my own cover for it. I rang the diocese office, they said ask the insurers, "
            "the insurers said ask the diocese.",
            "I can't answer that one either; it depends on their policy wording. I'll keep it as an open "
            "question. Until someone says, it might be worth asking your own broker what a month's cover for the "
            "scaffold would cost.",
        ),
    )
    later5 = (
        turn(
            "Letter from the Diocesan Advisory Committee, their secretary, Mr Ashworth. They want "
            + f("pending", "the method statement and the photo record of the old roof by 11 April")
            + ", or the faculty for the north slope waits till their next meeting.",
            "Right. The method statement is ready. The photo record is only half there: the HEIC photos still "
            "can't be read on this laptop until Ryan's upgrade, so the dates for those are missing.",
        ),
    )
    later10 = (
        turn(
            "Did you ever do the letter for the neighbours about the scaffold going up? The lorry's coming "
            "Monday now and Mrs Howell at number three has already been round asking.",
            "No, I haven't done it yet, sorry. I'll write it now: what's happening, the lorry on Monday at seven, "
            "how long the scaffold stays up, and your number.",
        ),
    )
    return Scripted(name="fresh44-slater", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh44=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- martello tower holiday let
def _martello() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello. I'm Hilary Marsh, and my husband Graham and I let out Tower Z, which is one of the old "
            "Martello towers at Shingle Street, on the Suffolk coast past Hollesley. We lease it from the Suffolk "
            "Coast Towers Trust and let it by the week through Saltmarsh Stays. Let me tell you about a Saturday, "
            "because that's when everything happens. Guests are meant to be out by ten. Kath, who cleans for us, "
            "arrives at half past with her van, and it's beds stripped, two loads in the machine at the "
            "cottage in Hollesley, the whole spiral stair hoovered because the shingle gets into everything, "
            "the roof hatch checked and locked, and the gas fire looked at. It's a four-hour job on a good day "
            "and on a bad one the wind's blowing sand in faster than she can get it out. So the one thing I "
            "will not budge on: " + f("constraint", "nobody arrives before four o'clock on a changeover Saturday, however nicely they ask")
            + ". I've had people sitting in the car outside at one, pleading, and no. Then I do the welcome "
            "basket and the key safe, and that's the day. Anyway, our son Ollie put a little computer in the "
            "tower, it's called " + f("identifier", "martello-pi") + ", to give the guests wifi, because phones "
            "don't work in there, the walls are " + f("number", "2.7 metres thick on the seaward side")
            + ". It's stopped working. Can you look? Graham's plugged in a new aerial thing on a stick.",
            ("Starting the access point by hand with full debugging, to see where it stops.", [
                call("bash",
                     long_log(80, "martello-hostapd",
                              "nl80211: interface wlan1 in phy phy1\n"
                              "nl80211: Set mode ifindex 4 iftype 3 (AP)\n"
                              + f("failure", "nl80211: Failed to set interface 4 to mode 3: -95 (Operation not supported)")
                              + "\nnl80211: Try mode change after setting interface down\n"
                                "nl80211: Set mode ifindex 4 iftype 3 (AP)\n"
                                "nl80211: Failed to set interface 4 to mode 3: -95 (Operation not supported)\n"
                                "nl80211: Interface mode change to 3 from 0 failed\n"
                                "nl80211: Could not configure driver mode\n"
                                "nl80211: deinit ifname=wlan1 disabled_11b_rates=0\n"
                                "nl80211 driver initialization failed.\n"
                                "wlan1: interface state UNINITIALIZED->DISABLED\n"
                                "hostapd_free_hapd_data: Interface wlan1 wasn't started"),
                     error=True, command="ssh pi@martello-pi 'cd /etc/hostapd && " + f("command", "sudo hostapd -dd guest.conf") + "'"),
            ]),
            "The new USB aerial shows up, but its chip refuses to work as an access point: when the Pi asks it "
            "to switch into AP mode it answers 'operation not supported'. Some cheap dongles can only join a "
            "network, not make one. The settings file is fine; it's the hardware.",
        ),
        turn(
            "Oh, Graham. He got it off the market in Woodbridge for six pounds. Right, well, his brother in "
            "Felixstowe has a proper one off his old setup and he's bringing it over next weekend. So leave it "
            "till then, the guests this week will have to cope. I'll put a note in the basket.",
            "Okay, the wifi waits for the brother's dongle next weekend. The settings are in "
            + f("path", "/etc/hostapd/guest.conf") + " and don't need changing.",
        ),
        turn(
            "Thank you. Now, money. We're on Saltmarsh Stays, the listing is " + f("identifier", "SUF-TWR-0093")
            + ". High season is " + f("number", "£165 a night") + ", June to September, seven nights minimum. What "
            "else could we be doing?",
            "One thing the agency offers is " + f("rejected", "raising the price automatically on weekends when the forecast is sunny")
            + "; it can add 15 or 20 percent when the weather looks good.",
        ),
        turn(
            "No. I'm not a budget airline. People save all year for a week by the sea.",
            "Understood, prices stay as they are. Something smaller that might help: a new key-safe code for "
            "every booking, texted to the guest the morning they arrive, so an old code passed round can never "
            "open it.",
        ),
        turn(
            "Yes, that's sensible, Kath's been worried about that. Do that.",
            ("Adding a code column to the bookings sheet and a morning-of-arrival text.", [
                call("edit", "ok", path="/home/hilary/tower/bookings.csv",
                     old="arrive,depart,guest,phone", new="arrive,depart,guest,phone,keysafe_code"),
                call("write", "ok", path="/home/hilary/tower/texts/arrival.txt",
                     content="Good morning {guest}! Your key safe code for Tower Z is {keysafe_code}. "
                             "Arrival from 4pm. Hilary"),
            ]),
            "Done; each booking gets its own code and the text goes out at nine on arrival day.",
        ),
    )
    r2 = (
        turn(
            "Our bookings go onto a Google calendar so Kath can see them on her phone. Ollie set it up with some "
            "command, and it hasn't updated since the weekend. The file's bookings_2025.ics in the tower folder.",
            ("Importing the bookings into the calendar.", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/usr/bin/gcalcli\", line 33, in <module>\n"
                     "    sys.exit(load_entry_point('gcalcli==4.3.0', 'console_scripts', 'gcalcli')())\n"
                     "  File \"/usr/lib/python3/dist-packages/gcalcli/cli.py\", line 146, in main\n"
                     "    gcal = GoogleCalendarInterface(cal_names=cal_names, **vars(FLAGS))\n"
                     "  File \"/usr/lib/python3/dist-packages/google/oauth2/_client.py\", line 270, in refresh_grant\n"
                     "    _handle_error_response(response_data, retryable_error)\n"
                     + f("failure", "google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant', 'error_description': 'Token has been expired or revoked.'})"),
                     error=True, command="cd ~/tower && " + f("command", "gcalcli --calendar 'Tower Z bookings' import bookings_2025.ics")),
            ]),
            "Google has stopped accepting the saved login: the permission it gave this laptop has expired or "
            "been withdrawn. The fix is to sign in again with the Google account the calendar belongs to, and "
            "approve it on that account's phone.",
        ),
        turn(
            "That's Ollie's account. He's on a survey ship in the North Sea for three weeks, no signal, and the "
            "codes go to his phone. It'll have to wait for him. I'll text Kath the dates myself.",
            "Okay, the calendar waits for Ollie. Until then I can print the next month's changeovers for Kath "
            "from the bookings sheet if that helps.",
        ),
        turn(
            "That would help, yes. And something else. A wedding photographer from Ipswich e-mailed, very keen, "
            "she wants " + f("rejected", "to use the roof of the tower for wedding photo shoots")
            + ", the gun platform with the sea behind. I didn't know, so I passed it to the Trust, it's their "
            "tower. Their committee met on Wednesday and the secretary wrote back: not under our lease, the roof "
            "is for residential guests only and their insurance won't stretch. So I'll tell her no.",
            ("Drafting the reply to the photographer.", [
                call("write", "ok", path="/home/hilary/tower/mail/photographer.txt",
                     content="Dear Ms Ward, thank you for thinking of Tower Z. I'm afraid the Trust that owns "
                             "the tower doesn't allow the roof to be used for events or shoots. Hilary Marsh"),
            ]),
            "The draft is saved, and it puts the decision with the Trust.",
        ),
        turn(
            "Good. Now could you do me " + f("pending", "a page for the house book about the tides and the shingle")
            + "? People go swimming off the beach and it shelves straight down, there's a current. The house "
            "book is " + f("path", "~/tower/house_book.md") + ".",
            "Yes, I'll write that page. I'll do Kath's changeover list first and then the tide page.",
        ),
    )
    r3 = (
        turn(
            "Well, I've had a fright. The family in last week, lovely people, their little boy, he's four, got "
            "up the ladder to the roof hatch while they were unloading the car, and Graham had left it unlocked "
            "after fixing the flagpole. The parapet's only waist high on an adult up there. His mum found him on "
            "the roof. Nothing happened, but I haven't slept. So that's it: " + f("constraint", "we don't take bookings with children under eight")
            + ", not with that stair and that roof. Can you put it on the listing?",
            ("Adding it to the listing text and the booking conditions.", [
                call("edit", "ok", path="/home/hilary/tower/listing.md",
                     old="Sleeps 4.", new="Sleeps 4. Not suitable for children under eight (spiral stair and open roof)."),
                call("edit", "ok", path="/home/hilary/tower/conditions.md",
                     old="## Guests", new="## Guests\nWe cannot accept bookings that include children under eight."),
            ]),
            "It's on the listing and in the booking conditions.",
        ),
        turn(
            "Graham's sister Pam rang. She thinks we should be " + f("rejected", "taking dogs all year round")
            + ", she says half the people who walk the beach have a dog and we're turning them away. I said no, "
            "not all year, the summer people have allergies and the shingle gets everywhere enough as it is. "
            "But one dog, November to February, downstairs only. She said that's fair, she'll be booking "
            "February herself with Biscuit.",
            ("Adding the winter dog rule to the conditions.", [
                call("edit", "ok", path="/home/hilary/tower/conditions.md",
                     old="## Pets", new="## Pets\nOne well-behaved dog, November to February only, ground floor only."),
            ]),
            "Done: one dog in the winter months, ground floor only.",
        ),
        turn(
            "Here's one nobody can tell me. There's talk of a register for holiday lets. I want to know "
            + f("pending", "whether the short-let registration scheme will apply to a tower we only lease")
            + ". The council says they don't know yet, the Trust says it's our problem.",
            "I can't tell you yet either; the scheme's details haven't been published. I'll keep it as an open "
            "question and look again when the rules come out.",
        ),
    )
    later5 = (
        turn(
            "Mrs Fordham, the Trust's secretary, wrote. She wants " + f("pending", "the fire risk assessment and the gas safety certificate by 1 May")
            + ", before the season starts, or they can't renew the insurance.",
            "Noted. The gas safety certificate comes from your engineer; do you have last year's? The fire risk "
            "assessment I can help you write up from a walk round the tower.",
        ),
    )
    later10 = (
        turn(
            "Where's the tide page for the house book? A couple were in the water at Shingle Street on Sunday "
            "and the coastguard had to shout at them.",
            "I'm sorry, I haven't written it yet. I'll do it now: the beach shelves steeply, there's a strong "
            "current off the point, swim only at slack water, and the coastguard number.",
        ),
    )
    return Scripted(name="fresh44-martello", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh44=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- community steel band
def _steelband() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Good evening. My name is Delroy Baptiste, I run Lockwood Pan Collective, a community steel band in "
            "Huddersfield, about thirty players, kids and grown-ups, and I do the arranging. I come from San "
            "Fernando but I been in Huddersfield thirty-one years, so I talk half Trini, half Yorkshire, you will "
            "manage. Let me tell you a rehearsal night so you understand. Tuesday and Thursday, the community "
            "centre on Swan Lane. Half six the storeroom opens and the pans come out: tenors, double seconds, "
            "guitars, cellos, the six-bass, and the engine room, that's the iron, the scratcher, the drum kit. "
            "Everybody carries their own and stands it up on the stand, careful. Half the room is kids learning, "
            "so the big ones teach the small ones their part by ear, bar by bar. Then we run the tune full, "
            "again and again. And one thing, everybody knows it from the first night: " + f("constraint", "nobody but Winston ever takes a hammer to a pan")
            + ", not me, not nobody. Winston is our tuner, he learn from the old men in Laventille, and a pan "
            "knocked by a fool is a pan gone. Then at nine, everything back in the storeroom. Now. For the "
            "beginners I make practice tracks from my arrangements, MIDI files, they're in "
            + f("path", "/home/delroy/panyard/midi") + ". I want them as sound files so the kids can play along "
            "at home. The centre's laptop is what we have.",
            ("Turning each MIDI file into a WAV with the synthesiser that's on the laptop.", [
                call("bash",
                     long_log(72, "panyard-midi",
                              "Playing midi/pan_in_a_minor.mid\n"
                              "MIDI file: midi/pan_in_a_minor.mid\n"
                              "Format: 1  Tracks: 7  Divisions: 480\n"
                              "Sequence: Pan in A Minor - LPC arr. D. Baptiste\n"
                              "Output midi/pan_in_a_minor.wav\n"
                              + f("failure", "No instrument mapped to tone bank 0, program 114 - this instrument will not be heard")
                              + "\nPlaying time: ~214 seconds\nNotes cut: 0\nNotes lost totally: 0"),
                     error=True, command="cd /home/delroy/panyard && " + f("command", "timidity -Ow -c /etc/timidity/freepats.cfg midi/*.mid")),
            ]),
            "The sound files were made, but they'd be no use to the kids: the sound set on this laptop has no "
            "steel drum in it (that's instrument 114 in MIDI), so every pan part comes out silent and only the "
            "bass and the engine room are heard. A fuller sound set would fix it, but it has to be installed.",
        ),
        turn(
            "Eh-eh. The laptop is the centre's, not ours, and Bernadette who manages the centre, she will not "
            "let nobody install nothing, it has to go to the council's IT people and they take weeks. She "
            "already put in the ticket. So leave it, boy, we wait for the council.",
            "Okay, the practice tracks wait for the council's IT to install a sound set. I won't install anything.",
        ),
        turn(
            "Alright. Give me an idea for the band, then.",
            "You could " + f("rejected", "put the practice tracks up on YouTube for the players") + ", so "
            "the kids can find them on their phones without anyone sending files around.",
        ),
        turn(
            "No, no. The arrangement is secret till Panorama. You put it on YouTube and every band from "
            "Leeds to Preston knows what we playing before we even reach the stage.",
            "Of course, that makes sense. Something smaller, then: a rota sheet for who loads and unloads the "
            "van for each gig, so it's not the same four people every time.",
        ),
        turn(
            "Yes! Same four always, and me one of them. Make the rota. The van is " + f("identifier", "YK67 WPH")
            + ", the white Transit, put the reg on the top so the drivers know which one.",
            ("Making the rota from the players list.", [
                call("write", "ok", path="/home/delroy/panyard/van_rota.csv",
                     content="# Van YK67 WPH\ndate,gig,load_out,load_in\n"),
            ]),
            "The rota's made; each gig has two names for loading out and two for loading back in.",
        ),
    )
    r2 = (
        turn(
            "A wedding planner sent me a text, look: 'Hi Delroy, I have a couple who would love "
            + f("rejected", "the band at their wedding in Harrogate on 14 June") + ", drinks reception, 2 hours, "
            "can you do it?' Money would be nice. But June is when we build up for Carnival. Let me think on it.",
            "Of course. If it helps decide, I can count who's free that day once people fill in the rota.",
        ),
        turn(
            "Now the recordings. Shirley, our treasurer, she records the full runs on her phone and sends them to "
            "me, they're in " + f("path", "~/panyard/recordings") + ". I want them smaller to put on the band's "
            "WhatsApp.",
            ("Compressing the recordings.", [
                call("bash",
                     "Encoding using libopus 1.4 (audio)\n"
                     "-----------------------------------------------------\n"
                     "   Input: 48kHz 2 channels\n"
                     "  Output: 2 channels (1 coupled)\n"
                     "          20ms packets, 64kbit/s VBR\n"
                     " Preskip: 312\n\n"
                     "Encoding complete\n"
                     "-----------------------------------------------------\n"
                     "       Encoded: 5 minutes and 58.7 seconds\n"
                     "       Runtime: 4 seconds\n"
                     "       Wrote: 2893114 bytes, 17935 packets, 363 pages\n"
                     "Encoding using libopus 1.4 (audio)\n"
                     "-----------------------------------------------------\n"
                     "   Input: 48kHz 2 channels\n"
                     "  Output: 2 channels (1 coupled)\n"
                     "          20ms packets, 64kbit/s VBR\n"
                     " Preskip: 312\n\n"
                     "Encoding complete\n"
                     "-----------------------------------------------------\n"
                     "       Encoded: 6 minutes and 41.2 seconds\n"
                     "       Runtime: 5 seconds\n"
                     "       Wrote: 3240518 bytes, 20060 packets, 406 pages\n"
                     + f("failure", "Error parsing input file: recordings/2025-02-20_full_run.m4a"),
                     error=True, command="cd ~/panyard && " + f("command", 'for f in recordings/*; do opusenc --bitrate 64 "$f" "web/$(basename "${f%.*}").opus"; done')),
            ]),
            "The two older recordings were WAV files and went through. The newest ones are .m4a, a format this "
            "encoder doesn't read. Either they get converted with another program first, or Shirley exports "
            "them from her phone as WAV.",
        ),
        turn(
            "Shirley is in Trinidad for Carnival till March, she and her sister, she not checking nothing. And "
            "I don't want more programs on that laptop, we already in trouble with Bernadette. When she's back "
            "she can send them the other way. Leave it.",
            "Okay, the new recordings wait for Shirley to send them as WAV.",
        ),
        turn(
            "Money talk. Subs are " + f("number", "£5 a night") + " for grown-ups, kids free, and Winston charges "
            + f("number", "£60 a pan to have it retuned") + ", which he does twice a year. Can you put that in "
            "the budget for the Lottery report? The grant reference is " + f("identifier", "NLPG-00482391") + ".",
            ("Adding the subs and the tuning to the budget sheet.", [
                call("edit", "ok", path="/home/delroy/panyard/budget.csv",
                     old="item,per,amount", new="item,per,amount\nsubs (adult),night,5.00\nretuning,pan,60.00"),
                call("edit", "ok", path="/home/delroy/panyard/lottery_report.md",
                     old="# Report", new="# Report (grant NLPG-00482391)"),
            ]),
            "Both are in, and the grant reference is at the top of the report.",
        ),
        turn(
            "And " + f("pending", "a letter to the parents about the junior band's Saturday mornings")
            + ", can you write? What time, what to bring, that the kids must be collected at twelve sharp.",
            "Yes, I'll write it. I'll finish the Lottery budget first and then the parents' letter.",
        ),
    )
    r3 = (
        turn(
            "The wedding in Harrogate, I decide: no. Half the band work Saturdays and the other half is kids, and "
            "that's the weekend we do the first full run for Carnival. I tell the planner sorry.",
            "Understood, no to the Harrogate wedding.",
        ),
        turn(
            "Now listen what happen Saturday. We going to a gig in Leeds, and on the roundabout at the bottom of "
            "the A62 the van door wasn't shut proper, and a tenor pan slide out the back, in its stand, no case, "
            "and bounce on the road. Thank God no car behind. Winston says it's two days' work to bring it back. "
            "So hear me: " + f("constraint", "every pan travels in its case and strapped down, never loose in the back of the van")
            + ". Put it on the rota sheet so every driver sees it.",
            ("Adding it to the top of the van rota.", [
                call("edit", "ok", path="/home/delroy/panyard/van_rota.csv",
                     old="# Van YK67 WPH", new="# Van YK67 WPH\n# Every pan in its case and strapped down. Driver checks before moving off."),
            ]),
            "It's at the top of the rota now, with the driver checking before moving off.",
        ),
        turn(
            "And Winston had an idea, " + f("rejected", "leaving the pans set up in the main hall between rehearsals")
            + ", so we don't carry them in and out twice a week. I asked Bernadette and she take it to the "
            "centre's management committee Monday, and they said no: the hall is for the tea dance Wednesday "
            "and the Slimming World Friday, and the pans can't be left out. So, the storeroom still.",
            "Okay, the pans stay in the storeroom between rehearsals.",
        ),
        turn(
            "One more, nobody can tell me: " + f("pending", "whether our insurance covers the pans while they're stored in Winston's garage")
            + " over the summer when the centre's closed. I asked the broker, he said he'd find out, that was March.",
            "I can't answer that one either; it depends on the policy's wording about where the equipment is "
            "kept. I'll keep it open until the broker replies.",
        ),
    )
    later5 = (
        turn(
            "The Carnival committee e-mail me. They need " + f("pending", "the float risk assessment and the list of players under sixteen by 20 June")
            + ", or we don't get a place in the parade.",
            "Okay. The list of players under sixteen I can make from the players sheet; the risk assessment we "
            "can write together, starting from the van rule and the stewards.",
        ),
    )
    later10 = (
        turn(
            "The parents' letter for the Saturday mornings, you do it yet? Two mothers ask me Thursday.",
            "Not yet, I'm sorry. I'll write it now: Saturday mornings at ten, bring water and rubber-tipped "
            "sticks if they have them, and collection at twelve sharp.",
        ),
    )
    return Scripted(name="fresh44-steelband", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh44=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- farm shop pumpkin patch
def _pumpkin() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya, it's Sue, Sue Bradley, Bradley's Farm Shop on the Audlem road outside Nantwich. We've the shop "
            "all year, and in October we open the pumpkin patch, " + f("number", "six acres of pumpkins")
            + " behind the shop, and folk book a time slot online and come and choose their own. Our Jack runs "
            "the booking side. Let me tell you how a Saturday goes so you get the picture. Gates at nine, cars "
            "into the top paddock, Jack's mates in hi-vis waving them in. They get a wheelbarrow at the barn and "
            "the tractor and trailer takes them down to the far end, my husband Rob drives it, with the straw "
            "bales on for seats. And I tell every single load, and Rob knows it: " + f("constraint", "the trailer doesn't move an inch while anyone on it is standing up")
            + ", I don't care if they want a photo, sit down or we don't go. Then they wander back up with their "
            "barrows, pay at the barn, hot chocolate from the van, and there's the straw maze for the little ones. "
            "The bookings come off FieldPass as a spreadsheet, here's last Saturday's, "
            + f("path", "/home/sue/patch/tickets/export_2025-10-18.csv")
            + ". Can you tell me how many came in each slot? I need it for the staffing.",
            ("Counting the bookings per time slot.", [
                call("bash",
                     f("failure", "mlr: mlr: CSV header/data length mismatch 9 != 10 at filename export_2025-10-18.csv row 214.")
                     + "\n.",
                     error=True, command="cd /home/sue/patch/tickets && " + f("command", "mlr --icsv --opprint count -g slot export_2025-10-18.csv")),
                call("bash",
                     "booking_ref,slot,name,adults,children,under2,barrows,paid,email\n"
                     "BRAD-PP-1018-0213,10:30,Hughes, Dan & Becky,2,3,0,1,31.50,dhughes@example.net",
                     command="sed -n '1p;214p' /home/sue/patch/tickets/export_2025-10-18.csv"),
            ]),
            "Row 214 breaks the file: the name 'Hughes, Dan & Becky' has a comma in it and FieldPass didn't put "
            "quotes round it, so that line has one column too many and the counting tool gives up. Putting quotes "
            "round that one name would fix it, but it means editing the export.",
        ),
        turn(
            "Ooh, no. Mrs Okoro, our accountant, is very strict, she says that export is our record for the VAT "
            "and we're not to change a thing in it. Jack's told FieldPass and they say it'll be fixed in their "
            "next update. I'll do the staffing off my notebook for now. Leave it alone.",
            "Okay, I won't touch the export. The slot counts wait for FieldPass's fix.",
        ),
        turn(
            "Right. Ideas. We've got the field and everybody's asking for more.",
            "How about " + f("rejected", "an evening lantern trail through the patch") + " for the last week, "
            "carved pumpkins lit along the paths, tickets after dark, which usually sells well in half-term.",
        ),
        turn(
            "Ooh, I like that. I'd have to ask the council, we're right on the lane. I'll ring them Monday.",
            "Sure. Meanwhile, would a price chart at the barn help? Pumpkins by weight, with a scale by the till "
            "and a chart of what the usual sizes come to, so nobody's arguing over the big ones.",
        ),
        turn(
            "Yes, do that, it's " + f("number", "90p a kilo") + ", and the little ornamental ones are a pound "
            "each whatever they weigh.",
            ("Making the chart for the barn.", [
                call("write", "ok", path="/home/sue/patch/signs/price_chart.md",
                     content="# Pumpkins by weight\nPrice per kilo: 0.90\n| size | about | price |\n"
                             "|---|---|---|\n| small | 2 kg | 1.80 |\n| medium | 5 kg | 4.50 |\n"
                             "| big | 10 kg | 9.00 |\nOrnamental gourds: 1.00 each"),
            ]),
            "The chart's ready to print: small, medium and big with what they'd cost, and the ornamentals.",
        ),
    )
    r2 = (
        turn(
            "Well, I rang the council about the lantern trail. Spoke to a man in highways and then a woman in "
            "licensing at Cheshire East. Highways said no cars parking on the lane after dark, it's unlit and "
            "there's no footpath, and licensing said they wouldn't support an event notice for evenings there. "
            "So the council's said no for us.",
            "That settles it, then; no lantern trail.",
        ),
        turn(
            "Now, Kieran, Jack's mate, flew his drone over the patch and sent us photos for the website, they're "
            "in " + f("path", "/home/sue/patch/photos/drone") + ". Can you make all the photos smaller for the "
            "website?",
            ("Making web copies of the shop photos and the drone ones.", [
                call("bash",
                     long_log(58, "pumpkin-webp",
                              "Saving file 'web/barrow_queue.webp'\n"
                              "File:      photos/barrow_queue.jpg\n"
                              "Dimension: 4000 x 3000\n"
                              "Output:    318562 bytes Y-U-V-All-PSNR 40.71 46.02 46.55   42.04 dB\n"
                              "           (0.21 bpp)\n"
                              + f("failure", "TIFF support not compiled. Please install the libtiff development package before building.")
                              + "\nError! Could not process file photos/drone/field_overhead.tif\n"
                                "Error! Cannot read input picture file 'photos/drone/field_overhead.tif'\n"
                                "TIFF support not compiled. Please install the libtiff development package before building.\n"
                                "Error! Could not process file photos/drone/maze_from_above.tif\n"
                                "Error! Cannot read input picture file 'photos/drone/maze_from_above.tif'"),
                     error=True, command="cd /home/sue/patch && "
                     + f("command", "parallel cwebp -q 80 {} -o web/{/.}.webp ::: photos/*.jpg photos/drone/*.tif")),
            ]),
            "The shop photos all converted. The drone ones are TIFF files, and the copy of cwebp on this laptop "
            "(the one in Jack's ~/bin) was built without TIFF support, so it can't open them. JPEGs from the "
            "drone would go straight through.",
        ),
        turn(
            "Kieran can send them as JPEGs, he says, off his controller thing. But he's on the forager chopping "
            "maize for the contractor, day and night till it's all in, and I'm not pestering him. And Jack says "
            "nobody touches his bin folder. So they'll wait.",
            "Okay, the drone photos wait for Kieran's JPEGs.",
        ),
        turn(
            "My brother-in-law Phil was round for Sunday dinner telling us we should be " + f("rejected", "charging for the trailer ride on top of the entry")
            + ". No. Never. It's part of the day, the kids love it.",
            "Fine, the trailer stays included.",
        ),
        turn(
            "And could you make me " + f("pending", "a sign for the car park explaining the one-way system")
            + "? In at the top gate, out by the dairy, people keep driving out the way they came in and meeting "
            "the tractor.",
            "Yes, I'll make that sign. I'll finish the website photos page first and then do it.",
        ),
    )
    r3 = (
        turn(
            "Awful thing Sunday. A little lad, about nine, picked up a knife one of the staff had left on a bale "
            "and went to cut his pumpkin off and sliced his hand. Four stitches at Leighton. His dad was very nice "
            "about it but I felt sick. So, and I've told them all: " + f("constraint", "only staff cut the pumpkins off the vine, and no visitor is ever handed a knife")
            + ". Knives stay on the staff belts. Put it in the staff sheet.",
            ("Adding it to the staff briefing sheet.", [
                call("edit", "ok", path="/home/sue/patch/staff_briefing.md",
                     old="## Safety", new="## Safety\n- Only staff cut pumpkins from the vine. Never hand a knife "
                                          "to a visitor. Knives stay on your belt, never on a bale."),
            ]),
            "It's at the top of the safety section on the staff sheet.",
        ),
        turn(
            "And Mrs Bell, the head at St Anne's, rang, she wanted " + f("rejected", "free entry for the whole school on a weekday")
            + ", all three hundred of them. I can't, that's a day's takings. I said the Friday morning before we "
            "open, half price, Reception to Year 2. She was made up with that.",
            ("Adding the school morning to the booking notes.", [
                call("edit", "ok", path="/home/sue/patch/bookings_notes.md",
                     old="## Groups", new="## Groups\n- St Anne's: Friday 8.30-10.00, half price, Reception to Year 2."),
            ]),
            "St Anne's is down for the Friday morning, half price, Reception to Year 2.",
        ),
        turn(
            "Put our holding number on the staff sheet too, the insurance wants it on everything, it's "
            + f("identifier", "21/456/0078") + ". And the FieldPass event for the half-term is "
            + f("identifier", "BRAD-PP-1025") + ".",
            ("Adding both to the staff sheet.", [
                call("edit", "ok", path="/home/sue/patch/staff_briefing.md",
                     old="# Staff briefing", new="# Staff briefing\nCPH 21/456/0078 | FieldPass event BRAD-PP-1025"),
            ]),
            "Both are at the top of the sheet.",
        ),
        turn(
            "One more thing nobody can answer: " + f("pending", "whether the farm insurance covers the trailer rides if one of Jack's mates drives the tractor")
            + " when Rob's at the market. The NFU man says he'll check and he's said that twice.",
            "I can't answer that either; it depends on who's named as a driver on the policy. I'll keep it "
            "open, and until he confirms, it would be safest for only Rob to drive the trailer with people on.",
        ),
    )
    later5 = (
        turn(
            "The insurance man finally rang back, but not about that: he wants " + f("pending", "the trailer's inspection certificate and the risk assessment by 26 September")
            + ", or they won't cover the patch this year.",
            "Okay. The risk assessment I can draft from the staff sheet, the trailer rule and the knife rule. "
            "The inspection certificate has to come from whoever checked the trailer; was it the dealer in Crewe?",
        ),
    )
    later10 = (
        turn(
            "That sign for the car park, the one-way one, have you done it? A woman reversed into the hot "
            "chocolate van yesterday.",
            "Not yet, sorry, it's still to do. I'll make it now: in at the top gate, out by the dairy, big "
            "arrows and no exit the way you came in.",
        ),
    )
    return Scripted(name="fresh44-pumpkin", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh44=True, later=((5, later5), (10, later10)), routine=routine_en)


SESSIONS = (_slater(), _martello(), _steelband(), _pumpkin())
