"""Twenty-sixth fresh held-out set (English): written blind, against the twenty-fourth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. A sibling file holds the other half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in transport and logistics businesses used nowhere else in
the corpus (checked with ``grep -il`` for the main words: a Victorian water-balanced cliff lift, a
preserved paddle steamer on a sea loch, a family house-removals firm, a small island air service; the
brief's narrowboat, ferry and courier examples were taken already, its steam railway was passed over for
the cliff lift). Proposals come from the
assistant, the town council's tourism officer (decided by the trustees), a café owner, a coach tour
operator, a wedding couple (by e-mail, through a volunteer), the removals owner's son, a storage firm
(decided by the other directors), a tourism partnership and a school head teacher (by e-mail). Failures
are multi-line blocks from ESPHome, smartctl, Typst, GPSBabel, osrm-extract, GnuPG, Tailscale and qpdf;
each is left unresolved for a reason given in the dialogue. Routine work (``routine_herbarium``) is this
file's own: a Common Lisp (SBCL) web app on Hunchentoot, Mito and cl-who, tested with FiveAM and with
its libraries pinned by qlot, cataloguing a natural history society's herbarium sheets; it has turns
that look like facts (a rule of thumb, accepted suggestions, numbers, paths) and are not planted.

Descriptions:
- clifflift: Denise manages the Ravensby Cliff Lift, an 1884 water-balanced funicular on the North
  Yorkshire coast run by a trust; Alun is the brakesman. A Raspberry Pi in the top station counts tickets
  from the machine at the bottom and shows an open/closed status page; an ESPHome board reads the top
  water tank. Rules: inside a long account of how a run works, no car leaves the top station until the
  brakesman has both gates shut and locked; after a coach party walked down because the page said open
  during the brake test, the status page never says open until the morning brake test is logged.
  Proposals: the assistant's contactless-only ticketing (turned down by a reason alone: no signal at the
  bottom, pensioners with change); Mick of the Wrack Line café wants an advert wrap on the bottom car
  (put off, refused a round later: the cars were just repainted under the lottery grant); the town
  council's tourism officer wants LED strip lights along the cars (the trustees voted it down,
  relayed); the assistant's hourly ridership chart is accepted. Numbers: £1.80 for a single; about 2,700
  litres of water for a full descent. Paths: /opt/clifflift/ridership/counts.sqlite,
  /home/denise/lift/esphome/tank-level.yaml. Identifiers: the ticket machine's serial TM-4471-R, the
  ESPHome node ravensby-toptank. Commands: an esphome run to the tank board; smartctl on the camera disk.
  Failures: the ESPHome upload finds no route to the board (end of a long compile log), left because the
  Wi-Fi extender in the tank room blew in the storm and its replacement is on order; smartctl says the
  camera disk's health test FAILED (in the middle of the report), left because the disk belongs to the
  CCTV contractor whose engineer comes on the 14th. Open: a winter timetable card for the ticket office
  window (asked about again later); nobody knows whether the abstraction licence still covers the beck
  (the Environment Agency hasn't answered); a later ask from the chair for the season's ridership
  figures by 28 February.
- paddlesteamer: Fiona is secretary and purser of the trust that runs PS Glen Etive, a preserved
  paddle steamer sailing from Taynuilt pier on Loch Etive; Hamish is chief engineer, Captain Ewan Grant
  the skipper, Kirsty does bookings. Manifests are made with Typst; the voyage track comes off a Garmin.
  Rules: inside a long account of a sailing day, the skipper gets a printed passenger count before the
  gangway comes up; after an oversold sailing in August, online sales close two hours before each
  sailing. Proposals: the assistant's dynamic pricing (bluntly no); a coach tour operator wants forty
  seats held on every sailing (polite no, smaller offer: twenty on the Tuesday and Thursday afternoons);
  a wedding couple, by e-mail through Kirsty, want the whole ship on a Saturday in August at half the
  charter rate, Fiona counters with a Friday evening at the full rate with the piper thrown in and they
  take it; the assistant's weather-cancellation text is accepted. Numbers: certificated for 180
  passengers; £24 an adult for the afternoon cruise. Paths: /srv/glenetive/manifest/manifest.typ,
  /srv/glenetive/voyages/gpx. Identifiers: MMSI 235087461, the booking code GE-AFTN. Commands: a typst
  compile of the manifest; a gpsbabel FIT-to-GPX conversion. Failures: Typst can't find the trust's
  crest file, left because it's on the old laptop Hamish took home to Mull; GPSBabel says the FIT file is
  truncated (middle of the output), left because the Garmin is aboard the ship on the slip in Oban till
  the 20th. Open: a seating plan for the saloon for the wedding charter (asked again later); nobody
  knows whether the MCA will accept the new lifejacket lockers (the surveyor hasn't replied); a later ask
  from the skipper for the muster list with the new volunteers before the first sailing on 28 March.
- removals: Sandra runs Pearce & Daughter Removals from a yard in Fishponds, Bristol, with her dad Terry
  and her Auntie Pat (the other directors), her son Jordan and Kev the estimator; two Luton vans and a
  7.5-tonne lorry. She wants multi-drop routing with OSRM and the storage firm's encrypted inventories.
  Rules: inside a long account of a moving day, no piano goes on a job with fewer than three crew; after
  Jordan clipped a wall in Totterdown, the 7.5-tonner is never routed through Totterdown. Proposals: the
  assistant's live tracking link for customers (bluntly no); Jordan's second-hand 18-tonne lorry off
  eBay (turned down by a reason alone: licences); StoreSafe's 10% referral commission (voted down by Terry
  and Pat, relayed); the assistant's box calculator is accepted. Numbers: £95 an hour for the lorry and
  three men; about 35 cubic metres for a three-bed semi. Paths:
  /home/sandra/routing/data/great-britain-latest.osm.pbf, /home/sandra/quotes/inventories. Identifiers:
  the lorry's registration WU19 KXP, the StoreSafe account SS-BRS-20931. Commands: osrm-extract with the
  car profile; a gpg --decrypt of the inventory. Failures: osrm-extract dies with std::bad_alloc at the
  end of a long log, left until the 32 GB of RAM on order arrives; gpg has no secret key, left because
  the key is on Kev's laptop and he's on a job in Penzance till Thursday. Open: a printable box list for
  the Henbury job (asked again later); nobody knows whether the 7.5-tonner is Euro 6 for the Clean Air
  Zone (the dealer hasn't answered); Pat's later ask for the quarter's mileage and fuel by 7 April.
- islandair: Morag is operations manager of Lorn Island Air, two BN-2s flying from North Connel to Coll,
  Colonsay and Tiree; Captain Ian Rennie is chief pilot, Magnus the IT contractor, Catriona the Colonsay
  agent. The load-sheet tool is theirs; the island check-in tablets join over Tailscale; the month's
  load sheets are merged with qpdf for the audit file. Rules: inside a long account of a morning, every
  passenger is weighed with their hand luggage at check-in; after a load sheet printed with the day
  before's fuel, a load sheet is never printed before the pilot has entered the fuel on board.
  Proposals: the assistant's online seat selection (put off until Ian is asked, refused a round later:
  seats go by weight); the head teacher on Tiree, by e-mail, wants half fare for pupils on the Friday
  flights, Morag counters with 25% off for a block of six and the school takes it; the tourism
  partnership wants a daily sightseeing flight all summer (polite no, smaller offer: Saturday mornings in
  July); the assistant's evening reminder text is accepted. Numbers: maximum take-off weight of 2,994
  kg; £78 one way to Coll. Paths: /srv/lornair/aircraft/bn2_envelope.toml,
  /srv/lornair/loadsheets/2026-03. Identifiers: the aircraft G-LIAB, the tablet coll-checkin-tab.
  Commands: a tailscale up with the auth key file; a qpdf merge of the March sheets. Failures: Tailscale
  can't validate the key, left because Magnus owns the admin console and is on paternity leave; qpdf
  can't find the trailer dictionary of one scan (end of its warnings), left until Catriona, in only on
  Tuesdays, re-scans it. Open: a one-page check-in crib sheet for the island agents (asked again later);
  nobody knows whether the council will keep fire cover at Coll after April; Ian's later ask for the
  pilots' duty hours summary for the CAA visit on 9 April.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

_TESTS = "qlot exec sbcl --non-interactive --eval '(asdf:test-system :herbarium)'"


# ---------------------------------------------------------------- routine work: a Hunchentoot herbarium catalogue
def routine_herbarium(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The sheet page test is failing again, can you have a look?",
                ("Running the FiveAM suite.", [
                    call("bash",
                         "Running test suite HERBARIUM-TESTS\n"
                         " Running test SHEET-PAGE-SHOWS-DETERMINER f\n"
                         " Running test SHEET-PAGE-ESCAPES-LABEL .\n"
                         " Did 14 checks.\n"
                         "    Pass: 13 (92%)\n"
                         "    Skip: 0 ( 0%)\n"
                         "    Fail: 1 ( 7%)\n\n"
                         " Failure Details:\n"
                         " --------------------------------\n"
                         " SHEET-PAGE-SHOWS-DETERMINER []:\n"
                         "      (GETF SHEET :DETERMINER) evaluated to NIL, which is not EQUAL to \"A. Pryce\"\n"
                         " --------------------------------",
                         error=True, command=_TESTS),
                ]),
                ("The select in find-sheet lists :collector twice and never :determiner; someone copied the "
                 "line. Fixing the column list in src/models/sheet.lisp.", [
                    call("edit", "ok", path="src/models/sheet.lisp",
                         old="(sxql:fields :id :taxon :collector :collector)",
                         new="(sxql:fields :id :taxon :collector :determiner)"),
                    call("bash", " Did 14 checks.\n    Pass: 14 (100%)", command=_TESTS),
                ]),
                "Green. Rule of thumb for this codebase: when a model gains a slot, grep the sxql field lists, "
                "they don't follow the class definition by themselves.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Can sheets have an altitude? Some of the Cairngorm ones note it on the label.",
                ("Adding a slot to the Mito class and generating the migration.", [
                    call("edit", "ok", path="src/models/sheet.lisp",
                         old="(determiner :col-type (or (:varchar 120) :null))",
                         new="(determiner :col-type (or (:varchar 120) :null))\n"
                             "   (altitude-m :col-type (or :integer :null))"),
                    call("bash", "Generating 'db/migrations/20261203094512.up.sql'...\nDone.",
                         command="qlot exec mito generate-migrations -t sqlite3 -d db/herbarium.sqlite3 -s herbarium"),
                    call("bash", "ALTER TABLE \"sheet\" ADD COLUMN \"altitude_m\" INTEGER;\nSuccessfully updated.",
                         command="qlot exec mito migrate -t sqlite3 -d db/herbarium.sqlite3 -s herbarium"),
                ]),
                "Migrated. I'd also validate it on save: anything above 1,345 metres is higher than Ben Nevis "
                "and is almost certainly feet typed into the metres box.",
            ),
            turn("Good idea, do that.",
                 "Added a check in validate-sheet that rejects values over 1345 with a hint to convert from feet."),
        )
    if k == 2:
        return (
            turn(
                "The build on the CI box printed a pile of warnings, is that bad?",
                ("Compiling the system fresh to see them.", [
                    call("bash",
                         "; file: /builds/herbarium/src/routes.lisp\n"
                         "; in: DEFUN LIST-SHEETS\n"
                         ";     (* (1- PAGE) *PAGE-SIZE*)\n"
                         "; caught WARNING:\n"
                         ";   undefined variable: HERBARIUM::*PAGE-SIZE*\n"
                         ";\n"
                         "; compilation unit finished\n"
                         ";   Undefined variable:\n"
                         ";     *PAGE-SIZE*\n"
                         ";   caught 1 WARNING condition\n"
                         "Unhandled UIOP/LISP-BUILD:COMPILE-FILE-ERROR: COMPILE-FILE-ERROR while compiling "
                         "#<CL-SOURCE-FILE \"herbarium\" \"src\" \"routes\">",
                         error=True, command="qlot exec sbcl --non-interactive --eval '(asdf:load-system :herbarium :force t)'"),
                ]),
                ("*page-size* is only defined in the config file the dev machine loads. Moving a defparameter "
                 "into src/package.lisp so the system compiles on its own.", [
                    call("edit", "ok", path="src/package.lisp", old="(in-package :herbarium)",
                         new="(in-package :herbarium)\n\n(defparameter *page-size* 25\n  \"Sheets per listing page.\")"),
                    call("bash", "; compilation finished in 0:00:02.118\nT",
                         command="qlot exec sbcl --non-interactive --eval '(asdf:load-system :herbarium :force t)'"),
                ]),
                "Compiles clean now. Worth keeping CI strict about full WARNINGs; style-warnings we can live with.",
            ),
        )
    if k == 3:
        return (
            turn(
                "A sheet whose collector was typed as '<unknown>' makes the whole page go blank after it.",
                ("Looking at the view.", [
                    call("read", path="src/views/sheet.lisp",
                         result="(cl-who:with-html-output-to-string (s)\n"
                                "  (:dt \"Collector\") (:dd (cl-who:str (sheet-collector sheet))))"),
                ]),
                "It writes the name with str, which doesn't escape, so the browser sees an unclosed <unknown> "
                "tag. Switching it to esc, and the taxon and locality lines too, they have the same problem.",
            ),
            turn("Yes, all three.",
                 ("Done.", [
                     call("edit", "ok", path="src/views/sheet.lisp", old="(cl-who:str (sheet-collector sheet))",
                          new="(cl-who:esc (sheet-collector sheet))"),
                     call("bash", " Did 15 checks.\n    Pass: 15 (100%)", command=_TESTS),
                 ]),
                 "Escaped, with a new test for angle brackets in the collector field."),
        )
    if k == 4:
        return (
            turn(
                "qlot says there's a newer cl-who, should we take it?",
                ("Updating just that one.", [
                    call("bash", "Updating 'cl-who'...\n  cl-who: 1.1.5 -> 1.1.6\nSuccessfully updated qlfile.lock.",
                         command="qlot update cl-who"),
                    call("bash", " Did 15 checks.\n    Pass: 15 (100%)", command=_TESTS),
                ]),
                "Updated and the suite passes. I'd suggest pinning it in the qlfile to the git tag v1.1.6 "
                "rather than tracking the dist, so the CI box and your laptop agree.",
            ),
            turn("Fine, pin it.",
                 ("Pinned.", [call("edit", "ok", path="qlfile", old="ql cl-who :latest",
                                   new="git cl-who https://github.com/edicl/cl-who.git :tag v1.1.6")]),
                 "Pinned in qlfile."),
        )
    return (
        turn(
            "The site was unusable for a bit during the society's open evening, people got errors.",
            ("Checking the Hunchentoot log on the server.", [
                call("bash",
                     "[2026-12-05 19:42:11 [WARNING]] Can't handle a new request, too many request threads already\n"
                     "[2026-12-05 19:42:11 [WARNING]] Can't handle a new request, too many request threads already\n"
                     "127.0.0.1 - [2026-12-05 19:42:12] \"GET /sheets?page=3 HTTP/1.1\" 503 0 \"-\"",
                     error=True, command="tail -n 3 /var/log/herbarium/error.log"),
            ]),
            ("Every thumbnail request holds a thread while it reads the scan from disk. Raising the "
             "taskmaster's max thread count from 100 to 200 and letting nginx serve the thumbnails directly.", [
                call("edit", "ok", path="src/server.lisp",
                     old="(make-instance 'hunchentoot:one-thread-per-connection-taskmaster)",
                     new="(make-instance 'hunchentoot:one-thread-per-connection-taskmaster :max-thread-count 200)"),
                call("edit", "ok", path="/etc/nginx/sites-available/herbarium",
                     old="location / {", new="location /thumbs/ { root /srv/herbarium/static; }\n    location / {"),
            ]),
            "Restarted both. Thumbnails no longer go through Lisp at all.",
        ),
    )


# ---------------------------------------------------------------- cliff lift
def _clifflift() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning! Denise here, I'm operations manager at the Ravensby Cliff Lift, the Victorian water-balance "
            "one on the North Yorkshire coast, two cars on parallel tracks, 1884, Grade II listed, run by a "
            "trust with about forty volunteers and three paid staff including me. I've been told you're good "
            "with the computer side, which is mostly a Raspberry Pi in the top station that our last volunteer, "
            "Craig, set up before he moved to Leeds, and nobody's touched since. Let me explain how a run works "
            "so you're not lost. At the top, the car's tank is filled from the header tank until it's heavier "
            "than the car at the bottom with its passengers in, on a full load that's "
            + f("number", "about 2,700 litres of water") + ", then the brakesman (Alun, most days, he's been "
            "here since the nineties) lets the brake off and gravity does the rest. At the bottom the water's "
            "let out and pumped back up the cliff. Tickets are " + f("number", "£1.80 for a single") + ", £3 "
            "return, from the machine at the bottom station, and every ticket it sells gets counted on the Pi, "
            "it all goes into " + f("path", "/opt/clifflift/ridership/counts.sqlite") + ". One safety thing "
            "I'll say once because it matters and because the Pi is involved: "
            + f("constraint", "no car leaves the top station until the brakesman has both gates shut and locked")
            + ", the gate switches are wired into the Pi and it lights a lamp in the brake hut. Don't ever "
            "touch that bit without asking Alun. Anyway! What I actually want: the trustees keep asking how "
            "many people we carry each hour, and all I can tell them is a daily total off the machine.",
            ("Let me look at what's in the database first.", [
                call("bash",
                     "CREATE TABLE tickets (id INTEGER PRIMARY KEY, sold_at TEXT, kind TEXT, price_p INTEGER);\n"
                     "CREATE TABLE gate_events (id INTEGER PRIMARY KEY, at TEXT, gate TEXT, state TEXT);\n"
                     "CREATE TABLE status (id INTEGER PRIMARY KEY CHECK (id = 1), open INTEGER, note TEXT);",
                     command="sqlite3 /opt/clifflift/ridership/counts.sqlite .schema"),
            ]),
            "Every ticket has a sold_at timestamp, so an hourly count is easy. I can make a small chart page on "
            "the Pi: tickets per hour for any day, singles and returns stacked, with a week-on-week line.",
        ),
        turn(
            "Oh yes please, that's exactly it. The chart, yes.",
            ("Adding a route to the status app for it.", [
                call("write", "ok", path="/opt/clifflift/app/hourly.py",
                     content="SQL = \"SELECT strftime('%H', sold_at) AS h, kind, count(*) FROM tickets "
                             "WHERE date(sold_at) = ? GROUP BY h, kind\""),
            ]),
            "The chart's at /hourly on the Pi's page. While I was in the ticket table: the machine's a coin "
            "unit from the nineties by the look of the codes. You could move to "
            + f("rejected", "contactless-only ticketing") + " with a card reader at the bottom gate, no cash to "
            "count, and the counts would come straight from the payment provider.",
        ),
        turn(
            "Ha. There's no mobile signal at the bottom station whatsoever, it's under two hundred feet of "
            "cliff, you can't even get a text out. And half our riders are seventy-plus and come down the "
            "prom with exact change in a little purse, it's part of the outing for them.",
            "That settles it, the coin machine stays. I'll keep the chart reading from the machine's own count.",
        ),
        turn(
            "Good. The machine itself, if you need it for anything, is serial " + f("identifier", "TM-4471-R")
            + ", the supplier's Parkway Ticketing in Hull and they ask for it every time I ring, which is a "
            "lot. Oh and when you've a minute could you do " + f("pending", "a winter timetable card for the ticket office window")
            + "? From November we're ten till four, weekends and school holidays only. Nothing fancy, Jean "
            "laminates them.",
            "Yes, I'll do the card once the chart's settled, A5 landscape so it fits the window frame.",
        ),
    )
    r2 = (
        turn(
            "Right, the tank. Craig put one of those little ESPHome boards in the tank room at the top so we "
            "could see the level without climbing up, the config's in "
            + f("path", "/home/denise/lift/esphome/tank-level.yaml") + " on my laptop, and the board calls "
            "itself " + f("identifier", "ravensby-toptank") + ". It stopped reporting after the storm. Alun "
            "reset it and it blinks but the Pi never hears from it. Can you push the config to it again?",
            ("Compiling and uploading over the network.", [
                call("bash",
                     long_log(90, "ravensby-esphome",
                              "INFO Successfully compiled program.\n"
                              "INFO Connecting to 192.168.4.30 port 3232...\n"
                              + f("failure", "ERROR Connecting to 192.168.4.30 port 3232 failed: [Errno 113] No route to host")),
                     error=True,
                     command=f("command", "esphome run tank-level.yaml --device 192.168.4.30")),
            ]),
            "The firmware builds fine, but the board isn't reachable at all, no route to host. That usually "
            "means it never got back on the Wi-Fi. Is there an access point or extender near the tank room?",
        ),
        turn(
            "Oh god, yes, there's a plug-in extender on the landing, Alun says it's dead, the lights are off, "
            "probably the same surge that got the kettle. He's ordered a new one from Screwfix, it'll be "
            "Thursday. Leave it till then, there's no point.",
            "OK, the tank board waits for the new extender. The build is good, so it's just the upload once "
            "it's back on the network.",
        ),
        turn(
            "Another thing, and I'm cross about this one. Saturday the status page said OPEN at nine o'clock "
            "while Alun was still doing the brake test, and a coach party of forty pensioners walked all the "
            "way down the zigzag thinking they'd ride back up. They had to wait forty minutes at the bottom "
            "in the wind. One of them's written to the Gazette. So: "
            + f("constraint", "the status page never says open until the morning brake test is logged") + ". "
            "Craig had it on a timer, I think.",
            ("He did, it flips at nine from a cron job. Tying it to the brake-test entry instead.", [
                call("edit", "ok", path="/opt/clifflift/app/status.py",
                     old="if now.hour >= 9:\n        set_open(True)",
                     new="if brake_test_logged(today()):\n        set_open(True)"),
                call("bash", "removed: 0 9 * * * /opt/clifflift/bin/open.sh", command="crontab -l | grep -v open.sh | crontab -"),
            ]),
            "The cron job's gone. The page stays CLOSED until Alun's brake-test entry for the day is in, then "
            "flips to OPEN by itself.",
        ),
        turn(
            "Brilliant. Now, a funny one. Mick who has the Wrack Line café on the prom has asked if he can "
            "put " + f("rejected", "an advert wrap on the bottom car for the Wrack Line café") + ", he'd pay "
            "£600 a season. Which is not nothing for us. Let me sleep on it, I'm not sure.",
            "Sure. If you go ahead I can put his logo on the status page too, but it's your call.",
        ),
        turn(
            "Also while I think of it, does anyone know whether the old water licence covers us drawing from "
            "the beck? We've been asked. I've emailed the Environment Agency twice.",
            "I can't tell from anything on the Pi, it only logs the pump hours. If you want I can pull the pump "
            "hours for the last season so you've got numbers ready when they do reply.",
        ),
    )
    r3 = (
        turn(
            "Right, decisions. I rang Mick. No wrap: we only just had both cars repainted in the original "
            "maroon and cream, the lottery grant paid for it, and the grant terms say they stay in heritage "
            "livery. He was fine, he's going to sponsor a bench instead. And Gemma from the town council, the "
            "tourism officer, had been pushing for " + f("rejected", "LED strip lights along the cars for evening runs")
            + ", she had a whole presentation. The trustees voted it down on Tuesday night, listed structure, "
            "Historic England would have a fit, and Graham said it'd look like Blackpool.",
            "Understood, nothing for the cars then. I'll leave Mick's logo off the page too.",
        ),
        turn(
            "Yes. Next: the camera recorder in the top station keeps freezing. The cameras record onto a disk "
            "plugged into the Pi, Craig said something about checking its health?",
            ("Reading the disk's SMART data.", [
                call("bash",
                     "smartctl 7.3 2022-02-28 r5338 [aarch64-linux-6.1.21-v8+] (local build)\n"
                     "Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org\n\n"
                     "=== START OF READ SMART DATA SECTION ===\n"
                     + f("failure", "SMART overall-health self-assessment test result: FAILED!") + "\n"
                     "Drive failure expected in less than 24 hours. SAVE ALL DATA.\n"
                     "See vendor-specific Attribute list for failed Attributes.\n\n"
                     "ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE\n"
                     "  5 Reallocated_Sector_Ct   0x0033   001   001   010    Pre-fail  Always   FAILING_NOW 2008\n"
                     "197 Current_Pending_Sector  0x0012   100   100   000    Old_age   Always       -       312\n"
                     "198 Offline_Uncorrectable   0x0010   100   100   000    Old_age   Offline      -       301",
                     error=True, command=f("command", "smartctl -H -A /dev/sdb")),
            ]),
            "The disk is dying: thousands of reallocated sectors and the health test failed outright. It needs "
            "replacing; I wouldn't trust it to keep anything. Do you have a spare, or shall I copy off what it "
            "can still read?",
        ),
        turn(
            "It's not ours, that's the thing, the cameras and the disk belong to Coastline CCTV, it's on their "
            "contract, and I'm not allowed to open their box. Their engineer's coming on the 14th, they'll "
            "swap it. Leave it alone until then.",
            "Leaving it. I'll not write anything to it either, so there's less to lose before the 14th.",
        ),
        turn(
            "Thanks. And the Environment Agency still haven't replied about "
            + f("pending", "whether our abstraction licence still covers taking water from the beck")
            + ", so that one's hanging. Nobody here knows, the licence is from 1952 and half of it is "
            "handwritten.",
            "Noted as open until they reply. The pump hours are ready when you need them.",
        ),
    )
    r5 = (
        turn(
            "Quick one, Jean asked me this morning: did the winter timetable card ever get done? November's "
            "creeping up.",
            "Not yet, the chart and the status page took over. It's next, I'll do it before anything else new.",
        ),
    )
    r10 = (
        turn(
            "Graham, our chair, has been on. He wants " + f("pending", "the season's ridership figures for the trustees by 28 February")
            + ", month by month, and busiest hours if the chart can do that. The meeting's early March but he "
            "wants them in the papers.",
            "Yes, the hourly table can give both. I'll put together monthly totals and the top hours for each "
            "month before the 28th.",
        ),
    )
    return Scripted(name="fresh26-clifflift", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh26=True, later=((5, r5), (10, r10)), routine=routine_herbarium)


# ---------------------------------------------------------------- paddle steamer
def _paddlesteamer() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello. I'm Fiona Rankin, secretary of the Glen Etive Steamer Trust, and also the purser, which "
            "means I sell the tickets and count the heads, because we're a charity and everybody does three "
            "jobs. We've a preserved paddle steamer, PS Glen Etive, built on the Clyde in 1931, and we sail "
            "from Taynuilt pier up Loch Etive from Easter to October. A sailing day goes like this: Hamish, "
            "our chief engineer, lights the boiler at six, the crew muster at nine, Kirsty opens the ticket "
            "hut on the pier at ten for anyone who hasn't booked online, and we sail at eleven and at two. "
            "We're " + f("number", "certificated for 180 passengers") + " and not a soul more, so before "
            "anything else, "
            + f("constraint", "the skipper gets a printed passenger count before the gangway comes up") + ". "
            "Captain Grant won't let go a rope without it in his hand. That count comes off a manifest that "
            "a volunteer made with a thing called Typst, the file's " + f("path", "/srv/glenetive/manifest/manifest.typ")
            + ", and it's broken since we moved the website to the new server. Could you get it printing?",
            ("Trying to build it.", [
                call("bash",
                     f("failure", "error: file not found (searched at /srv/glenetive/manifest/crest.svg)") + "\n"
                     "  ┌─ manifest.typ:4:8\n"
                     "  │\n"
                     "4 │ #image(\"crest.svg\", width: 2.2cm)\n"
                     "  │         ^^^^^^^^^^^\n",
                     error=True, command=f("command", "typst compile manifest.typ out/manifest-0714.pdf")),
            ]),
            "The template puts the trust's crest at the top, and crest.svg never came across to the new "
            "server. Everything else compiles. I could take the image line out so it prints without the crest "
            "for now, or we wait for the file. Which do you prefer?",
        ),
        turn(
            "No, the crest has to be on it, the trustees are very particular and it goes in the ship's file. "
            "The crest is on the old trust laptop, and Hamish took that home to Mull to get the photos off it. "
            "He's back at the weekend. Leave it till then, I'll do the count by hand this week.",
            "Fine, the manifest waits for the crest file from Hamish. Nothing else in it needs changing.",
        ),
        turn(
            "Good. Now, the website. The fares: it's " + f("number", "£24 an adult for the afternoon cruise")
            + ", £12 for kids, £18 for the morning one, and the afternoon's the one that sells.",
            "One idea while we're on prices: " + f("rejected", "dynamic pricing on the summer sailings")
            + ", so the fare goes up a few pounds as a sailing fills and down on quiet days. Plenty of "
            "attractions do it and it tends to spread people across sailings.",
        ),
        turn(
            "No. Absolutely not. We're a charity, not Ryanair.",
            "Understood, fixed fares. What about cancellations? If the wind gets up, how do passengers hear?",
        ),
        turn(
            "Kirsty phones them. All of them. From the hut.",
            "I could set up a text message that goes to everyone booked on a sailing with one button: "
            "'Today's 2pm sailing is cancelled due to weather, full refund to your card within five days.' "
            "Kirsty would just pick the sailing.",
        ),
        turn(
            "Oh, she'd love you. Yes, do that.",
            ("Adding a cancel-and-notify button to the bookings admin.", [
                call("write", "ok", path="/srv/glenetive/site/admin/cancel_sailing.php",
                     content="<?php // cancel a sailing, refund, and text everyone booked on it"),
            ]),
            "It's in the admin under each sailing: Cancel and notify. It asks twice before sending.",
        ),
    )
    r2 = (
        turn(
            "Busy week. First: Highland Heritage Tours, a coach company out of Fort William, e-mailed wanting "
            + f("rejected", "forty seats held on every sailing") + " all summer, and they'd pay on the day for "
            "however many turn up.",
            "That's nearly a quarter of the ship on every sailing, with the risk of empty seats when a coach "
            "doesn't show. How do you want to answer them?",
        ),
        turn(
            "I'll say thank you but we can't keep that many back, it'd kill our walk-up trade, but we'll hold "
            "twenty for them on the Tuesday and Thursday afternoon sailings, released at noon the day before "
            "if they haven't confirmed. Can the booking system do a hold like that?",
            ("It can, as a private allocation on those sailings.", [
                call("bash", "allocation 'HHT' created on 34 sailings (Tue/Thu 14:00), 20 seats each, release -24h",
                     command="php artisan bookings:allocate HHT --days=tue,thu --time=14:00 --seats=20 --release=24h"),
            ]),
            "Twenty held for them on the Tuesday and Thursday afternoons, released the day before at noon. The "
            "afternoon cruise is product " + f("identifier", "GE-AFTN") + " in the system if they ask what to "
            "put on their paperwork.",
        ),
        turn(
            "Perfect. Next, and this is the one that still makes me feel sick. Last August we sold online "
            "right up to sailing, and Kirsty sold 31 walk-ups on the pier on top of it, and we went over. "
            "Captain Grant counted at the gangway and we had to turn a family of six away, the wee boy was in "
            "tears. So from now on " + f("constraint", "online sales close two hours before each sailing")
            + ", and after that it's the hut only, with Kirsty keeping the tally.",
            ("Setting the cut-off on all sailings.", [
                call("edit", "ok", path="/srv/glenetive/site/config/bookings.php",
                     old="'online_cutoff_minutes' => 0", new="'online_cutoff_minutes' => 120"),
            ]),
            "Done. The online booking page now shows 'Tickets at the pier' for a sailing within two hours of "
            "departure.",
        ),
        turn(
            "Thanks. The 'where's the steamer' map on the website is blank too, it's meant to show us on the "
            "loch from the AIS. Our number is " + f("identifier", "MMSI 235087461") + ".",
            ("Checking the AIS feed config.", [
                call("read", path="/srv/glenetive/site/config/ais.php",
                     result="<?php return ['mmsi' => '235087416', 'provider' => 'aishub', 'refresh' => 60];"),
            ]),
            "The number in the config has the last two digits swapped, 416 instead of 461. Fixing it.",
        ),
        turn(
            "Ha, typical. Oh, and Kirsty forwarded me an e-mail from a couple getting married in Oban, they "
            "want " + f("rejected", "the whole ship on a Saturday in August at half the charter rate")
            + ", because they've 'heard we're a charity'. Saturdays in August are our best days. I'm going "
            "to write back offering a Friday evening charter, seven till ten, full rate, but we'll throw in "
            "the piper. Let's see.",
            "That sounds generous and it keeps the Saturday. If they take it I'll block the Friday evening in "
            "the booking system so it can't be sold.",
        ),
        turn(
            "One thing nobody can tell me: we've fitted new lifejacket lockers on the promenade deck, and I "
            "don't know " + f("pending", "whether the MCA will accept the new lifejacket lockers")
            + " before the season. The surveyor's not answered my e-mail and his phone goes to voicemail.",
            "I'll keep that as an open question. If it helps, I can put together a page of photos and the "
            "locker spec from the supplier to send with your next chase.",
        ),
    )
    r3 = (
        turn(
            "The wedding couple said yes to the Friday! Friday the 14th of August, seven till ten. They're "
            "thrilled about the piper.",
            ("Blocking it.", [
                call("bash", "sailing 2026-08-14 19:00 created as PRIVATE (charter: Ross/MacInnes), 0 seats on sale",
                     command="php artisan bookings:charter 2026-08-14 19:00 --until=22:00 --name='Ross/MacInnes'"),
            ]),
            "Friday 14 August, 7 to 10pm, blocked as a private charter. Nothing goes on sale for it.",
        ),
        turn(
            "Lovely. Could you also do " + f("pending", "a seating plan for the saloon for the wedding charter")
            + "? Round tables, they've got about ninety guests, and the top table wants to be by the windows "
            "on the port side.",
            "Yes, I'll draw it up from the saloon dimensions once I have them. Could you send me the deck plan "
            "or measurements when you're aboard next?",
        ),
        turn(
            "Will do. Now the voyage log. Hamish keeps a Garmin on the bridge that records our track, and we "
            "put each trip on the website as a map. The converted ones live in "
            + f("path", "/srv/glenetive/voyages/gpx") + ". The one from the 12th won't convert.",
            ("Converting it.", [
                call("bash",
                     "GPSBabel Version 1.8.0\n"
                     "garmin_fit: Reading voyage_0712.fit\n"
                     "garmin_fit: header size 14, protocol 2.0, profile 21.94\n"
                     + f("failure", "garmin_fit: File voyage_0712.fit is truncated, expected 51230 bytes of data but found 4096")
                     + "\ngarmin_fit: 38 records read before end of file\n"
                     "gpsbabel: Error reading input file 'voyage_0712.fit'\n"
                     "gpsbabel: output file not written",
                     error=True,
                     command=f("command", "gpsbabel -i garmin_fit -f voyage_0712.fit -o gpx -F voyage_0712.gpx")),
            ]),
            "The file that was copied off the Garmin is cut short, only the first 4 KB of it arrived, so "
            "there are 38 points and then nothing. The full file should still be on the unit. Can someone copy "
            "it again?",
        ),
        turn(
            "Not for a bit. The Garmin's still aboard and the ship's on the slip at the boatyard in Oban for "
            "her hull survey until the 20th, and the yard won't let us on. It'll have to wait.",
            "OK, the 12th's map waits until the ship's back and the file can be copied again. I'll leave the "
            "other trips as they are.",
        ),
    )
    r5 = (
        turn(
            "Did the saloon seating plan get anywhere? The bride's mother has phoned twice. I've put the deck "
            "plan in the shared folder now, sorry, I forgot.",
            "Not done yet, I was waiting on the plan. Now it's there I'll work from it; I'll check the "
            "measurements against the table sizes before I draw anything.",
        ),
    )
    r10 = (
        turn(
            "Captain Grant's been in. He needs "
            + f("pending", "the muster list with the new volunteers' names before the first sailing on 28 March")
            + ", printed, with who's on which lifeboat station. We've eleven new deckhands this year.",
            "I'll build it from the volunteer list once you send me the station assignments, and have it ready "
            "well before the 28th.",
        ),
    )
    return Scripted(name="fresh26-paddlesteamer", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh26=True, later=((5, r5), (10, r10)), routine=routine_herbarium)


# ---------------------------------------------------------------- removals
def _osrm_log() -> str:
    import hashlib

    lines = [
        "[info] Parsed 0 exclude flags from profile car.lua",
        "[info] Using script /usr/local/share/osrm/profiles/car.lua",
        "[info] Input file: great-britain-latest.osm.pbf",
        "[info] Profile: car.lua",
        "[info] Threads: 4",
        "[info] Parsing in progress..",
        "[info] input file generated by osmium/1.16.0",
        "[info] timestamp: 2026-11-02T21:14:03Z",
    ]
    for i in range(70):
        h = hashlib.sha256(f"pearce-osrm:{i}".encode()).hexdigest()
        lines.append(f"[info] Parsed block {i * 8000 + int(h[:3], 16)} nodes, {int(h[3:6], 16) * 3} ways "
                     f"(RSS {1900 + i * 84} MB)")
    lines += [
        "[info] Parsing finished after 612.483 seconds",
        "[info] Raw input contains 201884312 nodes, 31744091 ways, and 412203 relations",
        "[info] Sorting used nodes        ... ok, after 38.1s",
        "[info] Building node id map      ...",
        "[warn] RSS 7841 MB of 7936 MB total memory",
    ]
    return "\n".join(lines)


def _removals() -> Scripted:
    f = Builder()
    osrm_cmd = f("command", "osrm-extract -p /usr/local/share/osrm/profiles/car.lua great-britain-latest.osm.pbf")
    r1 = (
        turn(
            "Hiya, Sandra from Pearce & Daughter Removals in Fishponds, Bristol. My dad Terry started it in "
            "1988 with one Transit, I'm the daughter. We've got two Luton vans and a 7.5-tonne box lorry, "
            "reg " + f("identifier", "WU19 KXP") + ", and nine lads on the books, well, eight lads and Shaz. "
            "So you know how it goes: Kev goes out and surveys the house, counts the rooms and the awkward "
            "stuff, I do the quote, it's " + f("number", "£95 an hour for the lorry and three men")
            + " plus fuel and materials, then on the day the crew are there for eight, wrap everything, load, "
            "drive, unload, beds built before they leave. Pianos are a whole thing, and after what happened "
            "to my uncle's back in 2009, "
            + f("constraint", "no piano goes on a job with fewer than three crew") + ", and the piano board, "
            "no exceptions even for an upright. What I want from you is routing. On multi-drop days, say a "
            "house clearance into storage and a flat out to Bath, I'm doing it on Google Maps and it's rubbish "
            "for a lorry. Someone told me about running OSRM myself. I downloaded the map to "
            + f("path", "/home/sandra/routing/data/great-britain-latest.osm.pbf") + " on the office PC.",
            ("Let's build the routing data from it first.", [
                call("bash", _osrm_log() + "\n" + f("failure", "terminate called after throwing an instance of 'std::bad_alloc'")
                     + "\n  what():  std::bad_alloc\nAborted (core dumped)",
                     error=True, command=osrm_cmd),
            ]),
            "It ran out of memory building the node map: the office PC has 8 GB and a whole-of-Britain "
            "extract wants a lot more than that. Options are a smaller extract, say just the South West, or "
            "more memory.",
        ),
        turn(
            "We do London and up to Birmingham all the time, so it has to be the whole country. Dad's already "
            "ordered 32 gigs of RAM off Scan for it, it comes next week. Leave it till then.",
            "OK, the routing build waits for the new memory. I'll run the same extract again once it's "
            "fitted; nothing else needs changing.",
        ),
        turn(
            "Fab. What else can we do while we wait?",
            "Something customers tend to like: " + f("rejected", "a live tracking link for customers")
            + ", so on the day they get a text with a map of where the lorry is, like the parcel firms do.",
        ),
        turn(
            "Not a chance. I'm not having the whole of Bristol watching where our lads are parked up with a "
            "lorry full of someone's telly.",
            "Fair enough, no tracking. A quoting thing instead? I could do a box calculator: tick the rooms "
            "and it tells Kev how many book boxes, tea chests and wardrobe cartons to drop off before the move.",
        ),
        turn(
            "Yes, that we need, he always under-does the book boxes.",
            ("Writing it into the quotes sheet.", [
                call("write", "ok", path="/home/sandra/quotes/box_calc.py",
                     content="PER_ROOM = {'bedroom': (6, 4, 2), 'kitchen': (12, 2, 0), 'lounge': (8, 6, 0)}"),
            ]),
            "Done. Rooms in, boxes out, with a line for the awkward items.",
        ),
    )
    r2 = (
        turn(
            "My Jordan's been on at me, he's found " + f("rejected", "a second-hand 18-tonne lorry off eBay")
            + " in Swindon for twenty-two grand and he reckons we'd do two houses in one go.",
            "Would it change the routing? An 18-tonner is heavier than the height and weight limits I'd "
            "assume for the 7.5.",
        ),
        turn(
            "Jordan passed his test in March, he can drive up to 3.5 tonnes and that's it, and the only one of "
            "us with a C licence is Dad, who's sixty-eight and only drives on Fridays. Plus we'd need an "
            "operator's licence change and the yard gate's not wide enough.",
            "That's a lot of stacked reasons. I'll keep the routing profiles for the Lutons and the 7.5 only.",
        ),
        turn(
            "Yes. Now then, this week. On Tuesday the satnav sent the 7.5-tonner up through Totterdown, those "
            "steep narrow streets off the Wells Road, and Jordan's mate clipped a garden wall on Vale Street "
            "reversing out. Fourteen hundred quid for the wall and our mirror. So: "
            + f("constraint", "the 7.5-tonner is never routed through Totterdown") + ". Lutons, fine, if they "
            "must.",
            ("I'll make it an avoid area in the lorry profile, so it applies once the routing data's built.", [
                call("write", "ok", path="/home/sandra/routing/profiles/avoid_totterdown.geojson",
                     content='{"type": "Polygon", "coordinates": [[[-2.5802, 51.4405], [-2.5711, 51.4405], '
                             '[-2.5711, 51.4468], [-2.5802, 51.4468], [-2.5802, 51.4405]]]}'),
            ]),
            "The polygon's saved and the lorry profile points at it. Until the routing data's built it won't "
            "do anything, so tell the drivers in the meantime.",
        ),
        turn(
            "Already did, shouted it in the yard. Next: StoreSafe, the storage place at Avonmouth, send us "
            "inventories for customers whose stuff comes out of storage, encrypted, they're in "
            + f("path", "/home/sandra/quotes/inventories") + ". This one's for the Shirehampton job, our "
            "account with them is " + f("identifier", "SS-BRS-20931") + ". Can you open it?",
            ("Decrypting.", [
                call("bash",
                     "gpg: encrypted with rsa3072 key, ID 7A1FC04D92E3B518, created 2024-02-11\n"
                     "      \"Kevin Dyer (Pearce Removals) <kev@pearceremovals.co.uk>\"\n"
                     + f("failure", "gpg: decryption failed: No secret key"),
                     error=True, command=f("command", "gpg --decrypt storesafe_inventory_0311.csv.gpg")),
            ]),
            "StoreSafe encrypted it to Kev's key, not a company one, and that key isn't on this PC. It can only "
            "be opened where Kev's secret key is.",
        ),
        turn(
            "That'll be his laptop. He's on a long job in Penzance, back Thursday, and he's not answering "
            "while he's driving. Leave it, the Shirehampton job isn't till the week after.",
            "Leaving it until Kev's back with his laptop. It'd be worth asking StoreSafe to encrypt to a "
            "shared office key after that, but that's for later.",
        ),
    )
    r3 = (
        turn(
            "Right, news. StoreSafe offered us " + f("rejected", "a 10% referral commission from StoreSafe")
            + " on anyone we send their way. I quite liked it. Dad and Auntie Pat, who are the other two "
            "directors, voted it down at Sunday dinner, two against one, they reckon customers would think "
            "we're on the take when we recommend them. So that's that.",
            "OK, no commission scheme. I won't add StoreSafe links to the quotes either, then.",
        ),
        turn(
            "No. For the quotes, Kev's rule of thumb, which I want written into the box calculator as a "
            "warning: " + f("number", "about 35 cubic metres for a three-bed semi") + ", so anything bigger "
            "than a three-bed is two Lutons or the lorry.",
            ("Adding a volume warning.", [
                call("edit", "ok", path="/home/sandra/quotes/box_calc.py",
                     old="def quote(rooms):", new="def quote(rooms):\n    warn_if_volume_over(rooms, limit_m3=35)"),
            ]),
            "It now warns when the rooms add up to more than a three-bed's worth, so Kev knows to book the "
            "second vehicle.",
        ),
        turn(
            "Ta. Can you also do " + f("pending", "a printable box list for the Henbury job") + "? Big house, "
            "five beds, the customer wants to label the boxes herself by room before we come.",
            "Yes, I'll make one off the calculator with room names and numbered labels. I'll do it after the "
            "inventory's sorted.",
        ),
        turn(
            "Lovely. And a thing I can't get an answer on: the Clean Air Zone. I don't know "
            + f("pending", "whether the 7.5-tonner is Euro 6 for the Clean Air Zone")
            + ", the logbook doesn't say and Dawsons, who sold it to us, haven't rung back. If it isn't we pay "
            "every time we go into town.",
            "I'll keep that open. When Dawsons answer, I can add the charge to town-centre quotes "
            "automatically if it turns out it's not compliant.",
        ),
    )
    r5 = (
        turn(
            "The Henbury box list, did it get done? She's asked me twice by text now.",
            "Not yet, sorry, it's still on the list. I'll do it next.",
        ),
    )
    r10 = (
        turn(
            "Auntie Pat's been on the phone, she does the books. She wants "
            + f("pending", "the quarter's mileage and fuel for the VAT return by 7 April")
            + ", per vehicle, from the job sheets. She says if it's late the accountant charges her.",
            "I'll pull mileage and fuel per vehicle from the job sheets for the quarter and get it to her "
            "before the 7th.",
        ),
    )
    return Scripted(name="fresh26-removals", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh26=True, later=((5, r5), (10, r10)), routine=routine_herbarium)


# ---------------------------------------------------------------- island air service
def _islandair() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Good morning. Morag Campbell, operations manager at Lorn Island Air. We fly two Britten-Norman "
            "BN-2s out of North Connel, by Oban, to Coll, Colonsay and Tiree, school runs, hospital "
            "appointments, the odd tourist, the post on a Tuesday. A morning for us: the pilot's in for half "
            "seven, does the walk-round, checks the weather for the islands; passengers arrive from eight and "
            + f("constraint", "every passenger is weighed with their hand luggage at check-in")
            + ", no declared weights, we tried that once and found out what folk think they weigh. The "
            "weights go into our load-sheet program, which works out where everyone sits and checks we're "
            "inside the envelope, the limits are in " + f("path", "/srv/lornair/aircraft/bn2_envelope.toml")
            + ", and the BN-2 has a " + f("number", "maximum take-off weight of 2,994 kg") + ", so on a full "
            "hot day with fuel for the round trip it's tight. The pilot signs the load sheet and off we go. "
            "What's wrong today: the check-in tablet on Coll, " + f("identifier", "coll-checkin-tab")
            + ", has dropped off our network after its update, so Coll can't send weights and I'm taking them "
            "over the phone.",
            ("Trying to bring it back onto the tailnet from here.", [
                call("bash",
                     "Warning: client version \"1.62.0\" != tailscaled server version \"1.58.2\"\n"
                     + f("failure", "backend error: invalid key: unable to validate API key") + "\n"
                     "To authenticate, visit the admin console and generate a new auth key.",
                     error=True, command=f("command", "sudo tailscale up --ssh --auth-key=file:/etc/tailscale/authkey")),
            ]),
            "The auth key stored on the tablet has expired or been revoked, so it can't rejoin. A new key has "
            "to be generated in the Tailscale admin console. Who has access to that?",
        ),
        turn(
            "Magnus, our IT man, he set the whole thing up on his own account. He's on paternity leave, wee "
            "girl born Thursday, and I am not phoning him. He's back on the 24th. We'll do Coll by phone till "
            "then, leave it.",
            "Understood, it waits for Magnus and a new key. Congratulations to him.",
        ),
        turn(
            "Thank you. Now, the booking side.",
            "Something passengers might like on the booking page: " + f("rejected", "online seat selection")
            + " when they book, so they can pick a window or sit together.",
        ),
        turn(
            "Hm. I'll need to ask Ian, our chief pilot, he's flying till four. Park that one.",
            "Parked until you've spoken to him. Another small one: a text the evening before with the "
            "check-in time and a reminder that bags get weighed too.",
        ),
        turn(
            "That one yes, half our no-shows are just people who forgot the time changed.",
            ("Adding an evening reminder job.", [
                call("write", "ok", path="/srv/lornair/app/jobs/reminder.py",
                     content="SEND_AT = '18:00'  # evening before the flight"),
            ]),
            "The reminder goes at six the evening before, with the check-in time and the note about bags.",
        ),
    )
    r2 = (
        turn(
            "I spoke to Ian about the seats. It's a no, he was quite firm: on a BN-2 the seats are given out "
            "by weight, heavy folk in the middle rows, and that's done at check-in off the scales. If people "
            "pick their own he'll just move them anyway and they'll be upset.",
            "That makes sense, the seat plan is part of the load sheet. I'll leave seating to check-in.",
        ),
        turn(
            "Right. Now, I had a fright on Monday. A load sheet printed with the day before's fuel figure on "
            "it, because the pilot hadn't typed the new one in yet and the program just used the last one. Ian "
            "caught it on the walk-round, thank God. So: "
            + f("constraint", "a load sheet is never printed before the pilot has entered the fuel on board")
            + ". No default, no carrying over.",
            ("Making fuel on board a required entry for every sector.", [
                call("edit", "ok", path="/srv/lornair/app/loadsheet.py",
                     old="fuel = sector.fuel or last_sector.fuel",
                     new="if sector.fuel is None:\n        raise MissingFuel(sector)"),
            ]),
            "Changed: the program refuses to print until the pilot has entered fuel for that sector, and it "
            "no longer looks at the previous sector at all.",
        ),
        turn(
            "Good. Fares. The booking page is out of date, a single to Coll is "
            + f("number", "£78 one way to Coll") + " now, Colonsay and Tiree went up the same. And Mr "
            "Mackinnon, the head teacher on Tiree, has e-mailed asking for "
            + f("rejected", "half fare for pupils on the Friday flights") + ", the ones that come home for the "
            "weekend. We can't do half, it's our busiest day. I'm going to offer 25% off if the school "
            "block-books six seats every Friday, paid termly.",
            "That's a neat trade, guaranteed seats for you and a discount for them. If he accepts I'll set up "
            "the block and the termly invoice.",
        ),
        turn(
            "Also, from the Argyll islands tourism partnership: they'd like "
            + f("rejected", "a daily sightseeing flight round the islands all summer") + " for their visitor "
            "packages.",
            "How would you like to answer? A daily flight would take an aircraft off the schedule for a couple "
            "of hours every day.",
        ),
        turn(
            "Exactly, and we've only got two. I'll thank them kindly and say we can't spare an aircraft every "
            "day, but we'll run one on Saturday mornings in July and they can sell those.",
            ("I'll make the July Saturdays a bookable sightseeing product.", [
                call("bash", "created 4 flights: SIGHT 2026-07-04/11/18/25 09:30, 8 seats each",
                     command="python3 manage.py add_flights SIGHT --dates=2026-07-04,2026-07-11,2026-07-18,2026-07-25 --time=09:30"),
            ]),
            "Four Saturday-morning sightseeing flights in July are on the booking page, eight seats each.",
        ),
        turn(
            "One more thing nobody can tell me. The council runs the fire cover at the Coll airstrip, and I "
            "don't know " + f("pending", "whether the council will keep fire cover at Coll after April")
            + ". Without it we can't land there. I've written to them twice.",
            "I'll keep that as an open question. If it goes the wrong way, I can work out which bookings after "
            "April would be affected.",
        ),
    )
    r3 = (
        turn(
            "Mr Mackinnon's accepted! 25% off, six seats every Friday, invoiced termly. The school's very "
            "pleased.",
            ("Setting up the block booking.", [
                call("bash", "block 'TIREE-SCH' created: 6 seats, Fridays 15:40 TRE-OBN, 25% discount, invoice termly",
                     command="python3 manage.py add_block TIREE-SCH --day=fri --flight=15:40 --seats=6 --discount=25"),
            ]),
            "The block is in for the Friday 15:40 from Tiree, six seats, 25% off, invoiced each term.",
        ),
        turn(
            "The second aircraft, " + f("identifier", "G-LIAB") + ", had new seats fitted, so her empty weight "
            "changed, Ian's got the new figure. And I need the March load sheets bundled into one PDF for the "
            "audit file, they're scanned into " + f("path", "/srv/lornair/loadsheets/2026-03") + ".",
            ("Merging them.", [
                call("bash",
                     "WARNING: loadsheets/2026-03/0314_colonsay.pdf: file is damaged\n"
                     "WARNING: loadsheets/2026-03/0314_colonsay.pdf: can't find startxref\n"
                     "WARNING: loadsheets/2026-03/0314_colonsay.pdf: Attempting to reconstruct cross-reference table\n"
                     "qpdf: loadsheets/2026-03/0314_colonsay.pdf: "
                     + f("failure", "unable to find trailer dictionary while recovering damaged file"),
                     error=True,
                     command=f("command", "qpdf --empty --pages loadsheets/2026-03/*.pdf -- audit_2026-03.pdf")),
            ]),
            "One scan, the Colonsay sheet from the 14th, is broken beyond repair, so qpdf stops. The others "
            "are fine. It needs scanning again from the paper copy.",
        ),
        turn(
            "The paper copy's on Colonsay in Catriona's office, she's our agent there and she's only in on "
            "Tuesdays. I'll ask her to re-scan it next Tuesday. Leave the bundle till then, the auditor wants "
            "the lot or nothing.",
            "OK, the March bundle waits for Catriona's re-scan. I'll give G-LIAB's new empty weight a place "
            "in the aircraft file once Ian sends it.",
        ),
        turn(
            "Yes please. And could you make " + f("pending", "a one-page check-in crib sheet for the island agents")
            + "? How to weigh, what to type, who to phone. Catriona's new and the Coll agent's covering for "
            "his wife.",
            "Yes, I'll write it, one page, big print. I'll do it once the tablet's back so the screenshots are "
            "right.",
        ),
    )
    r5 = (
        turn(
            "The crib sheet for the agents, any progress? The Tiree agent asked for one as well now.",
            "Not yet, I was holding it for the Coll tablet. I'll write it now with the steps and add the "
            "screenshots when the tablet's back.",
        ),
    )
    r10 = (
        turn(
            "Ian's asked for " + f("pending", "the pilots' duty hours summary for the CAA visit on 9 April")
            + ", per pilot, per month, from the load sheets and the rosters. The inspector's coming to North "
            "Connel that morning.",
            "I'll pull duty hours per pilot and month from the rosters and the load sheets, and have the "
            "summary ready before the 9th.",
        ),
    )
    return Scripted(name="fresh26-islandair", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh26=True, later=((5, r5), (10, r10)), routine=routine_herbarium)


SESSIONS = (_clifflift(), _paddlesteamer(), _removals(), _islandair())
