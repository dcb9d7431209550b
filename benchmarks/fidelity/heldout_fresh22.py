"""Twenty-second fresh held-out set (English): written blind, against the twenty-second round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh22_zh.py`` holds the
Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped with
``grep -il`` over ``benchmarks/fidelity/*.py`` and ``tests/*.py``: "window cleaner", "squeegee",
"launderette", "tree surgeon", "chainsaw", "stump", "stonemason", "headstone" and "churchyard" have no
hits). The brief's driving instructor was dropped because "driving" and "instructor" both turn up in
earlier sets; "memorial" (one earlier set) and "laundry"/"dryer" (a test file) are avoided in the text,
so the launderette says "driers" and the mason's firm says "monumental". Proposals come from the
assistant, the window cleaner's brother-in-law (through his wife), a landlord (by text message), a
guest-house owner, a nephew, an insurance broker (by a forwarded e-mail, decided by the partners), the
mason's son, an undertaker (by phone) and a granite importer's rep. Failures are multi-line blocks from
the Twilio CLI, wp-cli (mysqldump), docker compose (a long build log with the cause at the end), nginx,
LibreOffice headless, journalctl (a systemd sync service), Ansible and the Stripe CLI; each is left
unresolved for a reason given in the dialogue. Routine work (``routine_en``) is this file's own, an
OCaml Dream service for a ferry timetable (dune, alcotest, ocamlformat, opam); it has turns that look
like facts (a rule of thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions:
- windows: Dean Rourke has a window-cleaning round in Oadby, Wigston and Evington (Leicester) with a
  water-fed pole and a van; Kyle works with him two days a week; his wife Shona does the books and the
  reminder texts, sent by a Python script through Twilio from a CSV she exports on Sunday nights. Rules:
  inside a long account of how the round works, reminder texts go out the evening before, never on the
  morning of the clean; after Kyle's "test" texted forty-odd Wigston customers at half six in the
  morning, test sends only ever go to Shona's phone. Proposals: the assistant's customer login page
  (turned down by a reason alone: the customers are mostly over seventy and ring Shona); Gaz, Shona's
  brother who has a round in Loughborough, through Shona, says put everyone up to £15 in one go (polite
  no with a smaller counter: new customers start at £15, the rest stay put till spring); the assistant's
  street-order sorting of the day's texts is accepted. Numbers: 431 customers on a four-weekly round;
  £12 for a standard semi; a 650-litre tank. Paths: /home/dean/round/customers.csv,
  /home/dean/round/bin/remind.py. Identifiers: the Twilio messaging service MG7d2e91c04b6a4f38a0e5b1c9d3f7a206,
  the van FD19 KXW. Commands: a twilio api:core:messages:create test to Shona; wp db export before the
  WooCommerce update. Failures: Twilio error 20003 (Authenticate), left because Shona rotated the auth
  token after the Kyle business and the new one is in the password app on her phone, and she is at her
  mum's in Dundee till Sunday; mysqldump access denied for rourke_wp, left because the host moved the
  site and Dean has opened a ticket (nothing is updated until it is backed up). Open: a list of everyone
  two cleans or more behind on paying (asked about again at round 5); whether the van's permit covers
  the resident bays on Evington Road (nobody knows, the warden says ask the council); a later ask at
  round 10 for a leaflet for the new Hamilton estate houses by 3 March.
- launderette: Precious Adeyemi runs Bubbles, a launderette on Albany Road in Cardiff: eight washers, six
  driers, service washes; her nephew Tunde, a student, built the service-wash tracker that runs with
  nginx under docker compose on a mini PC in the back office. Rules: inside a long account of the shop,
  duvets only ever go in machines 7 and 8 (the 18-kilo ones); after an update at two on a Saturday took
  the pay station off for twenty minutes, no restarts or updates while the shop is open, only after nine.
  Proposals: the landlord, Mr Harcourt, by text, wants all the machines card-only (bluntly no); the
  assistant's loyalty app (put off, refused a round later: a stamp on the receipt instead, tenth service
  wash free); Lynne of the Penylan guest house wants £1.20 a kilo for her linen, Precious counters with
  £11 a bag collected Mondays and Thursdays and Lynne accepts; the assistant's collection time on the
  drop-off slip is accepted. Numbers: £4.50 for a small wash; £9 a bag for a service wash; £11 a bag,
  collected Mondays and Thursdays. Paths: /opt/suds/docker-compose.yml,
  /etc/nginx/sites-available/bubbles.conf. Identifiers: the running image suds-tracker:0.4.2, the guest
  house's account PGH-01. Commands: docker compose -f /opt/suds/docker-compose.yml build tracker; sudo
  nginx -t. Failures: the build stops at "Error: pg_config executable not found." (psycopg2 from source
  on a slim image), left because the Dockerfile is Tunde's and he is in exams till the 20th; nginx cannot
  load the certificate for bubbleslaunderette.co.uk, left because Carys, the old web designer, still
  holds the domain and has not answered three e-mails. Open: an A3 price list poster for the front
  window (asked about again at round 5); whether the lease lets the shop stay open till 10pm (the
  landlord's solicitor has not answered); a later ask at round 10 for the first monthly invoice for
  Penylan Guest House by 5 April.
- trees: Ellie Hartwell and Sam Odu are the partners in a Bristol tree surgery firm; Marcus is the
  foreman; quotes are made from a Word template with LibreOffice on the office box, and a systemd service
  Sam wrote syncs invoices to Xero. Rules: inside a long account of a quote, any quote for a tree with a
  preservation order says subject to council consent; after Marcus's note "she'll pay whatever" went out
  on a customer's quote, internal notes never go on anything the customer sees. Proposals: the
  assistant's Xero automatic invoice reminders (bluntly no: we ring people); the broker Tom Fairley, by a
  forwarded e-mail, offers 12% off if they fit dashcams to both trucks (taken to the Monday meeting; the
  partners and Marcus turned it down, relayed a round later); the assistant's site access field on the
  job sheet is accepted. Numbers: £650 a day for a three-man crew with the chipper; stumps ground to
  300mm below ground level. Paths: /home/office/quotes/templates/quote_master.docx,
  /etc/systemd/system/xero-sync.service. Identifiers: the preservation order 23/00417/TPO, invoice
  HO-2291. Commands: soffice --headless --convert-to pdf of the template; journalctl -u xero-sync.service
  --since yesterday. Failures: LibreOffice says the source file could not be loaded (the template is
  encrypted), left because Marcus's daughter Jade put the password on it and is backpacking in Vietnam
  till March; the sync's token refresh fails with invalid_grant, left because only Sam has admin on
  Xero and he is on a rescue refresher in Shropshire with no signal till Friday. Open: a risk assessment
  sheet for the Clifton job (asked about again at round 5); whether the oak at Stoke Bishop needs a bat
  survey before anyone touches it (the ecologist hasn't replied); a later ask at round 10 for the CSV of
  last year's jobs for the accountant by 31 January.
- mason: Gwen Pritchard runs a family firm of monumental masons in Caernarfon (headstones, lettering,
  restorations); Alun is the yard foreman; her son Rhys built the website and job tracker on a VPS he
  deploys with Ansible, and takes deposits with Stripe. Rules: inside a long account of an order, no
  stone goes to cutting until the family has signed the lettering proof; after a deposit link reached a
  widow on the morning of her husband's burial, never put a payment link in the first message to a
  family. Proposals: Rhys's online headstone designer where families build their own (put off, refused a
  round later); Emyr Bevan the undertaker, by phone, wants 10% off every job he refers, Gwen counters
  with free re-gilding after five years and he takes it; Darren, a granite importer's rep, wants them
  switching to his imported Indian granite (turned down by a reason alone: slate country, the chapels
  won't have it); the assistant's per-cemetery height rules on the proof are accepted. Numbers: £4.20 a
  letter for V-cut lettering; six months for the ground to settle. Paths:
  /srv/pritchard/app/jobs/status.py, infra/inventory/hosts.ini. Identifiers: the Stripe account
  acct_1P9xK2LmQ4rT7vWz, job PM-25-0147. Commands: ansible-playbook -i infra/inventory/hosts.ini
  infra/site.yml --limit web; stripe listen --forward-to localhost:8000/webhooks/stripe. Failures: ssh to
  the web host times out, left because the host's firewall only lets in Rhys's flat and Gwen's ticket to
  add the yard is waiting; the Stripe key has expired, left because the dashboard's 2FA code goes to
  Rhys's phone and he is on a carving course in Italy till the 22nd. Open: a proof template that prints
  the lettering at full size (asked about again at round 5); whether Llanbeblig cemetery still allows
  kerb sets on the new section (the bereavement office hasn't answered); a later ask at round 10 for the
  price list for Bevan's brochure by 14 March.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: an OCaml Dream ferry timetable service
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The departures test is failing on my machine, can you have a look?",
                ("Running the alcotest suite.", [
                    call("bash",
                         "Testing `ferry'.\n"
                         "  [FAIL]        departures          2   next sailing after last boat.\n"
                         "┌──────────────────────────────────────────────────────────────┐\n"
                         "│ [FAIL]        departures          2   next sailing after last boat. │\n"
                         "└──────────────────────────────────────────────────────────────┘\n"
                         "ASSERT next sailing\nExpected: `Some \"06:40\"'\nReceived: `None'\n"
                         "1 failure! in 0.004s. 14 tests run.",
                         error=True, command="dune test"),
                ]),
                ("next_after stops at the end of the day's list instead of wrapping to tomorrow's first boat. "
                 "Making it fall back to the first departure of the next service day.", [
                    call("edit", "ok", path="lib/timetable.ml",
                         old="| [] -> None", new="| [] -> List.nth_opt (day_after t).departures 0"),
                    call("bash", "Test Successful in 0.003s. 14 tests run.", command="dune test"),
                ]),
                "Green. Worth remembering: a timetable lookup should always have an answer for 'after the last boat'.",
            ),
        )
    if k == 1:
        return (
            turn(
                "We need a column for whether a sailing takes cars. Add it?",
                ("Adding a migration.", [
                    call("write", "ok", path="migrations/0007_sailings_vehicle_deck.sql",
                         content="ALTER TABLE sailings ADD COLUMN vehicle_deck BOOLEAN NOT NULL DEFAULT TRUE;"),
                    call("bash", "applying 0007_sailings_vehicle_deck.sql ... done (12 ms)",
                         command="dune exec bin/migrate.exe -- up"),
                ]),
                "Applied; existing rows default to true. I could also add a foot-passengers-only badge on the page "
                "for the ones where it's false.",
            ),
            turn("Yes, add the badge.", "Added; it shows next to the departure time when vehicle_deck is false."),
        )
    if k == 2:
        return (
            turn(
                "CI says formatting failed.",
                ("Checking the fmt alias.", [
                    call("bash",
                         "File \"lib/routes.ml\", line 1, characters 0-0:\n"
                         "diff --git a/_build/default/lib/routes.ml b/_build/default/lib/.formatted/routes.ml\n"
                         "-let routes = [ Dream.get \"/sailings\" Handlers.sailings; Dream.get \"/health\" (fun _ -> Dream.html \"ok\") ]\n"
                         "+let routes =\n+  [\n+    Dream.get \"/sailings\" Handlers.sailings;\n"
                         "+    Dream.get \"/health\" (fun _ -> Dream.html \"ok\");\n+  ]",
                         error=True, command="dune build @fmt"),
                ]),
                ("Just ocamlformat's line length. Promoting the formatted version.", [
                    call("bash", "", command="dune fmt"),
                    call("bash", "", command="dune build @fmt"),
                ]),
                "Clean now. Rule of thumb: run dune fmt before pushing, CI checks it on every branch.",
            ),
        )
    if k == 3:
        return (
            turn(
                "People say the summer timetable shows every boat an hour early.",
                ("Looking at how times are rendered.", [
                    call("read", path="lib/render.ml",
                         result="let hhmm t = Ptime.to_rfc3339 ~tz_offset_s:0 t |> String.sub 11 5"),
                ]),
                "It always renders in UTC, so during British Summer Time everything is off by an hour. I'll pass "
                "the Europe/London offset for the sailing's date instead of 0.",
            ),
            turn("Please do.", ("Fixed.", [call("bash", "Test Successful in 0.004s. 15 tests run.", command="dune test")]),
                 "Done, and I added a test for a July sailing."),
        )
    if k == 4:
        return (
            turn(
                "Can you bump caqti to the newest patch release?",
                ("Upgrading just that package.", [
                    call("bash", "The following actions will be performed:\n  ∗ upgrade caqti 2.1.1 to 2.1.2\n"
                                 "  ∗ upgrade caqti-lwt 2.1.1 to 2.1.2\nDone.",
                         command="opam upgrade caqti caqti-lwt"),
                    call("bash", "Done: 142/142 (jobs: 4)", command="dune build"),
                ]),
                "Upgraded to 2.1.2 and it builds. I'd pin it in the opam file with {>= \"2.1.2\"} so CI gets the same.",
            ),
            turn("OK, pin it.", "Pinned in ferry.opam."),
        )
    return (
        turn(
            "The page was throwing 502s at lunchtime, any idea why?",
            ("Looking at the service logs.", [
                call("bash",
                     "12:04:31.118 ERROR dream.http Tide.fetch: Unix.Unix_error(Unix.ETIMEDOUT, \"connect\", \"\")\n"
                     "12:04:31.120 WARN  dream.http 502 GET /sailings (2003 ms)\n"
                     "12:05:02.440 INFO  dream.http 200 GET /sailings (41 ms)",
                     error=True, command="kubectl logs deploy/ferry-api --since=2h"),
            ]),
            ("The tide upstream timed out at the 2-second limit and the handler turned that into a 502. Caching the "
             "last good tide table for 30 minutes and serving it when the upstream is slow.", [
                call("edit", "ok", path="lib/tide.ml", old="let fetch () = Http.get ~timeout:2.0 url",
                     new="let fetch () = Cache.with_fallback ~ttl:1800 (fun () -> Http.get ~timeout:2.0 url)"),
            ]),
            "Deployed. A slow tide service now shows the cached table instead of an error.",
        ),
    )


# ---------------------------------------------------------------- windows
def _windows() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. Right so I'm Dean, I do windows, Oadby, Wigston and a bit of Evington. It's "
            + f("number", "431 customers on a four-weekly round") + ", me on the pole and Kyle with me Tuesdays "
            "and Thursdays. Shona (the wife) does the books and the texts. How it goes is, Shona exports the "
            "customer list off her spreadsheet every Sunday night into " + f("path", "/home/dean/round/customers.csv")
            + ", then there's a script that texts everyone on the streets we're doing next day, so they leave the "
            "side gate open, put the dog in, move the car off the drive, all that. Half of them want the frames "
            "done as well and some of them want the conservatory roof which is a whole other job. Oh and the "
            "thing with the texts, learned this the hard way when we started, " + f("constraint", "reminder texts "
            "go out the evening before, never on the morning of the clean") + ", cos if they get it at 8 in the "
            "morning we're already stood in their garden and they think we're taking the mick. Price wise it's "
            + f("number", "£12 for a standard semi") + ", detached is more, flats are on their own list. Anyway "
            "the script's a mess, a lad from Shona's work wrote it, it's " + f("path", "/home/dean/round/bin/remind.py")
            + ". Can you have a look at it?",
            ("Let me read it.", [
                call("read", path="/home/dean/round/bin/remind.py",
                     result="import csv, datetime\nfrom twilio.rest import Client\n\n"
                            "SERVICE_SID = \"" + f("identifier", "MG7d2e91c04b6a4f38a0e5b1c9d3f7a206") + "\"\n"
                            "SEND_AT = \"07:30\"  # morning of\n"
                            "CSV = \"/home/dean/round/customers.csv\"\n\n"
                            "def due_today(row):\n    return row[\"next_clean\"] == datetime.date.today().isoformat()\n"),
            ]),
            ("It's set to send at half seven on the morning of the clean, which is the opposite of what you want. "
             "Changing it to 6pm the evening before, for tomorrow's streets.", [
                call("edit", "ok", path="/home/dean/round/bin/remind.py",
                     old="SEND_AT = \"07:30\"  # morning of\n",
                     new="SEND_AT = \"18:00\"  # evening before\n"),
                call("edit", "ok", path="/home/dean/round/bin/remind.py",
                     old="return row[\"next_clean\"] == datetime.date.today().isoformat()",
                     new="return row[\"next_clean\"] == (datetime.date.today() + datetime.timedelta(days=1)).isoformat()"),
            ]),
            "Done: it now texts at 6pm for the next day's streets.",
        ),
        turn(
            "Ha, that explains a lot. While we're on it. Last Tuesday Kyle decided to 'test' it, don't ask me why, "
            "and it sent TEST TEST TEST to the whole Wigston list at half six in the morning. Forty-odd people. Mrs "
            "Dhillon rang Shona in bits thinking she'd been scammed. Shona went mad and changed all the Twilio "
            "logins after. So from now on " + f("constraint", "test sends only ever go to Shona's phone") + ", not "
            "one real customer, ever.",
            ("Understood. Adding a --test flag that replaces every recipient with Shona's number, and making the "
             "script refuse to run without either --test or --live.", [
                call("edit", "ok", path="/home/dean/round/bin/remind.py",
                     old="def main():",
                     new="def main():\n    args = parse_args()  # --test sends to SHONA_MOBILE only; --live is required for the real list"),
            ]),
            "In. If nobody says --live, nothing goes to customers. Another idea while I'm in here: "
            + f("rejected", "a customer login page where people can see their next clean date")
            + " and pay, off the website.",
        ),
        turn(
            "Most of my lot are over seventy mate. They ring Shona, or they leave it under the mat in an envelope "
            "with 'WINDOWS' on it.",
            "Fair enough, the texts and Shona it is. Smaller thing then: I can sort each evening's texts into "
            "street order, the way you walk the round, so the message can say morning or afternoon.",
        ),
        turn(
            "Oh that's handy actually, yeah do that. Wigston Magna's always the morning.",
            ("Adding a street order column and using it.", [
                call("edit", "ok", path="/home/dean/round/bin/remind.py",
                     old="rows = [r for r in reader if due_today(r)]",
                     new="rows = sorted((r for r in reader if due_today(r)), key=lambda r: int(r[\"street_order\"]))"),
            ]),
            "Done; the first half of the day's streets get 'morning', the rest 'afternoon'.",
        ),
    )
    r2 = (
        turn(
            "Right, let's see if it works then, send one to Shona.",
            ("Sending a single test message to Shona's number.", [
                call("bash",
                     " » Error code 20003 from Twilio: Authenticate. See https://www.twilio.com/docs/errors/20003 for "
                     "more info.\n" + f("failure", "Error code 20003 from Twilio: Authenticate") + "\n"
                     "    at TwilioApiCommand.run (/usr/lib/node_modules/twilio-cli/src/base-commands/twilio-api-command.js:76:13)",
                     error=True,
                     command=f("command", "twilio api:core:messages:create --from +447700900118 --to +447700900245 "
                                          "--body \"Rourke Windows test\"")),
            ]),
            "Twilio is rejecting the auth token in the CLI profile, so it's the old one. Do you have the new token "
            "Shona set?",
        ),
        turn(
            "No, that's all on her phone, in the password app. And she's at her mum's in Dundee till Sunday and "
            "her mum's got no signal to speak of. It'll have to wait till she's back.",
            "OK, the test send waits for Shona's new token. Nothing goes out till then.",
        ),
        turn(
            "Other thing. Shona's brother Gaz has got a round in Loughborough and he reckons I should be "
            + f("rejected", "putting everyone up to £15 in one go") + ", says he did it last year and didn't lose "
            "a single customer. Shona's texted me asking what I think. What do you reckon?",
            "It's your call, but a one-off jump of a quarter on the semis is a lot for people on pensions. I can "
            "work out what it would bring in if you want the numbers.",
        ),
        turn(
            "Nah, I know what I think. Not in one go, I'd lose half the old dears on the estate. New customers "
            "start at £15, everyone else stays where they are till the spring and we'll see. Tell the script that.",
            ("Setting a default for new rows only.", [
                call("edit", "ok", path="/home/dean/round/bin/prices.py", old="NEW_CUSTOMER_SEMI = 12",
                     new="NEW_CUSTOMER_SEMI = 15"),
            ]),
            "Done. Existing customers keep their price; anyone added from now starts at £15 for a semi.",
        ),
        turn(
            "Also the website, the pay-your-bill page, WooCommerce keeps nagging for an update. Can you do it? But "
            "back it up first, Shona'll kill me if it breaks. And can you do Shona "
            + f("pending", "a list of everyone who's two cleans or more behind on paying") + ", she wants to ring "
            "round them.",
            ("Backing up the database first.", [
                call("bash",
                     "mysqldump: [Warning] Using a password on the command line interface can be insecure.\n"
                     + f("failure", "mysqldump: Got error: 1045: Access denied for user 'rourke_wp'@'localhost' "
                                    "(using password: YES) when trying to connect") + "\n"
                     "Error: Failed to get database export.",
                     error=True, command=f("command", "wp db export /tmp/rourke-before-update.sql")),
            ]),
            "The database password in wp-config.php doesn't work any more, so I can't take a backup, and I won't "
            "update without one. Did anything change with the hosting?",
        ),
        turn(
            "Yeah they moved us to a new server last month. I'll open a ticket with them. Leave the update alone "
            "till you can back it up.",
            "Will do. The update stays parked; I'll do the owing list after the street order bits.",
        ),
    )
    r3 = (
        turn(
            "Quick one. The van's got a " + f("number", "650-litre tank") + " of pure water and I reckon it's "
            "about 14 litres a house with the pole. Can the script tell me on the evening text run roughly when "
            "I'll need to refill? Saves me running dry on the Evington bit.",
            ("That's about 46 houses a tank. Adding a line to the evening run that says after which street the tank "
             "runs out.", [
                call("edit", "ok", path="/home/dean/round/bin/remind.py", old="TANK_LITRES = None",
                     new="TANK_LITRES = 650\nLITRES_PER_HOUSE = 14"),
            ]),
            "Done; the evening summary now says 'refill after <street>'.",
        ),
        turn(
            "Brilliant. Now here's one nobody can answer. I got a ticket on Evington Road last week, van's "
            + f("identifier", "FD19 KXW") + ", parked in a resident bay while we did number 40. I've got a trade "
            "permit off the council but the warden said ask the council and the council said ask the warden. So "
            + f("pending", "whether the van's permit covers the resident bays on Evington Road") + ", no idea.",
            "I can't find that out from here either, the permit terms aren't online. I'll keep it as an open "
            "question; worth asking the council in writing so you've got it on paper for the appeal.",
        ),
        turn(
            "Yeah, Shona can do that when she's back. And Gaz has been on again about the £15, tell him to do "
            "one, ha. Anything else outstanding?",
            "Still waiting: the Twilio test (Shona's token), the WooCommerce update (hosting ticket) and the list "
            "of people behind on paying, which I haven't done yet.",
        ),
    )
    later = (
        (5, (turn(
            "Shona's back and asking about that list of who's behind on paying. Did it get done?",
            "Not yet, sorry. I'll build it from last_paid and the four-week cycle: anyone whose last payment is more "
            "than two cleans ago.",
        ),)),
        (10, (turn(
            "New one from Shona. There's a new estate going up at Hamilton and she wants "
            + f("pending", "a leaflet for the new Hamilton estate houses by 3 March") + ", before the first lot "
            "move in. Can you knock something up?",
            "Yes. I'll draft an A5 leaflet with the prices and Shona's number and have it ready before 3 March.",
        ),)),
    )
    return Scripted(name="fresh22-windows", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh22=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- launderette
def _launderette() -> Scripted:
    f = Builder()
    build_log = long_log(
        160, "bubbles-tracker-build",
        "#12 [tracker 5/7] RUN pip install --no-cache-dir -r requirements.txt\n"
        "#12 9.412 Collecting psycopg2==2.9.9\n"
        "#12 9.530   Downloading psycopg2-2.9.9.tar.gz (384 kB)\n"
        "#12 10.02   Preparing metadata (setup.py): finished with status 'error'\n"
        "#12 10.02   error: subprocess-exited-with-error\n"
        "#12 10.03   running egg_info\n"
        "#12 10.03   " + f("failure", "Error: pg_config executable not found.") + "\n"
        "#12 10.03   pg_config is required to build psycopg2 from source.\n"
        "#12 ERROR: process \"/bin/sh -c pip install --no-cache-dir -r requirements.txt\" did not complete "
        "successfully: exit code: 1\n"
        "failed to solve: process \"/bin/sh -c pip install --no-cache-dir -r requirements.txt\" did not complete "
        "successfully: exit code: 1")
    r1 = (
        turn(
            "Hello love. I'm Precious, I've got Bubbles, the launderette on Albany Road, been here eleven years. "
            "Eight washers, six driers, the change machine that eats fivers, and the pay station by the door that "
            "takes cards. Prices are on the wall, " + f("number", "£4.50 for a small wash") + ", more for the big "
            "ones, and service washes, where you drop your bag and I do it, are " + f("number", "£9 a bag for a "
            "service wash") + ". My nephew Tunde, he's at the uni doing computers, made me a little program on the "
            "computer in the back to keep track of the service washes, which bag, which machine, when it's ready, "
            "it prints the little slip. Now the thing is it picks the machine itself and it keeps putting duvets "
            "in the small ones, and the small ones just walk across the floor with a duvet in, I had number 3 "
            "nearly off its mountings in January and the engineer charged me ninety pound. So "
            + f("constraint", "duvets only ever go in machines 7 and 8") + ", they're the 18 kilo ones. The "
            "students don't read the sign but that's another story. Can you make his program do that?",
            ("Let me find where it picks the machine.", [
                call("bash",
                     "NAME            IMAGE                    STATUS\n"
                     "suds-nginx-1    nginx:1.25-alpine        Up 6 weeks\n"
                     "suds-tracker-1  " + f("identifier", "suds-tracker:0.4.2") + "       Up 6 weeks",
                     command="docker compose -f /opt/suds/docker-compose.yml ps"),
                call("read", path="/opt/suds/tracker/app/assign.py",
                     result="def pick_machine(bag, free):\n    return min(free, key=lambda m: m.number)\n"),
            ]),
            ("It just takes the lowest free machine number. Making duvets go to 7 or 8 only, and wait if both are "
             "busy.", [
                call("edit", "ok", path="/opt/suds/tracker/app/assign.py",
                     old="    return min(free, key=lambda m: m.number)",
                     new="    if bag.kind == 'duvet':\n        free = [m for m in free if m.number in (7, 8)]\n"
                         "        if not free:\n            return None  # wait for 7 or 8\n"
                         "    return min(free, key=lambda m: m.number)"),
            ]),
            "Done in the code. It isn't live yet: the tracker has to be rebuilt and restarted for it to take "
            "effect. Also, a small idea: I can print the collection time on the drop-off slip, so people stop "
            "asking when it'll be ready.",
        ),
        turn(
            "Oh yes please, they ask me ten times a day. And Tunde said to rebuild it anyway to get his latest "
            "bits, he put them in before his exams started.",
            ("Adding the collection time to the slip, then building.", [
                call("edit", "ok", path="/opt/suds/tracker/app/slip.py", old="lines = [bag.number, bag.kind]",
                     new="lines = [bag.number, bag.kind, 'Ready from ' + bag.ready_at.strftime('%H:%M')]"),
                call("bash", build_log, error=True,
                     command=f("command", "docker compose -f /opt/suds/docker-compose.yml build tracker")),
            ]),
            "The build failed. Tunde's new requirements pull in psycopg2, which has to be compiled, and the slim "
            "Python image he uses doesn't have the PostgreSQL headers. Switching to psycopg2-binary or adding "
            "libpq-dev to the Dockerfile would fix it. The old version is still running, nothing restarted.",
        ),
        turn(
            "Don't touch his Dockerfile, he's in exams till the 20th and he'll do his nut if I've changed his "
            "things. Leave it, I'll tell him. And good job it didn't restart, because the last time he updated it "
            "was two o'clock on a Saturday and the pay station went off for twenty minutes with a queue out the "
            "door, I was giving people IOUs. So " + f("constraint", "no restarts or updates while the shop is "
            "open, only after nine") + " when I lock up.",
            "Understood on both: the Dockerfile waits for Tunde, and nothing gets restarted before you close at "
            "nine. The duvet rule and the slip will go live with his next build.",
        ),
    )
    r2 = (
        turn(
            "You'll laugh. My landlord's texted me, I'll copy it: 'Precious, I think you should consider "
            "switching " + f("rejected", "all the machines to card-only") + ", cash on the premises is a concern "
            "for the building insurance. Regards, D. Harcourt.'",
            "Do you want me to look into card-only payment for the machines?",
        ),
        turn(
            "No. Absolutely not. Half my customers are students with no money on their cards and the other half are "
            "pensioners with a bag of pound coins. I'll tell him myself.",
            "Right, the machines stay as they are. While we're on payments: a " + f("rejected", "loyalty app where "
            "customers collect points per wash") + " would bring regulars back. The tracker could feed it.",
        ),
        turn(
            "Hmm. Let me think about that one, Tunde said something about an app as well. Now something real. "
            "Lynne from the Penylan guest house came in, she wants us doing her sheets and towels every week, "
            "and she wants to pay " + f("rejected", "£1.20 a kilo for the linen") + ". I said I'd think. Per kilo "
            "means weighing every bag and arguing about wet towels. I'm going to offer her "
            + f("number", "£11 a bag, collected Mondays and Thursdays") + " instead, flat.",
            "Flat per bag is simpler to run. If she agrees I'll set her up as an account in the tracker with that "
            "rate and the two collection days.",
        ),
        turn(
            "She's just rung back, she said yes! Set her up. And while you're on, Tunde says the padlock on the "
            "website's broken, people get a warning.",
            ("Adding the account, then checking the nginx config.", [
                call("edit", "ok", path="/opt/suds/tracker/accounts.yaml", old="accounts: []",
                     new="accounts:\n  - code: " + f("identifier", "PGH-01") + "\n    name: Penylan Guest House\n"
                         "    rate_per_bag: 11.00\n    collect: [mon, thu]"),
                call("bash",
                     f("failure", "nginx: [emerg] cannot load certificate "
                                  "\"/etc/letsencrypt/live/bubbleslaunderette.co.uk/fullchain.pem\"") + ": "
                     "BIO_new_file() failed (SSL: error:80000002:system library::No such file or directory:"
                     "calling fopen(/etc/letsencrypt/live/bubbleslaunderette.co.uk/fullchain.pem, r) error:10000080:"
                     "BIO routines::no such file)\n"
                     "nginx: configuration file /etc/nginx/nginx.conf test failed",
                     error=True, command=f("command", "sudo nginx -t")),
            ]),
            "Penylan is in as PGH-01. The website problem: " + f("path", "/etc/nginx/sites-available/bubbles.conf")
            + " points at a certificate that was never issued. To get one the domain has to point at this "
            "computer, and right now it points somewhere else. Who looks after the domain?",
        ),
        turn(
            "Carys, the girl who did the website years ago, she still has the domain. I've e-mailed her three "
            "times. Nothing. I'll have to wait for her.",
            "OK, the certificate waits for Carys to move the domain over. The compose file itself, "
            + f("path", "/opt/suds/docker-compose.yml") + ", is fine; it's only the cert.",
        ),
    )
    r3 = (
        turn(
            "I've thought about your app. No. My customers won't download anything, they can't even find the "
            "coin slot, and Tunde's got enough on. What I want is a stamp on the receipt, tenth service wash free.",
            ("A stamp count on the slip, then. Adding a counter per phone number.", [
                call("edit", "ok", path="/opt/suds/tracker/app/slip.py", old="STAMPS = False",
                     new="STAMPS = True\nFREE_EVERY = 10"),
            ]),
            "Done; the slip shows 'stamp 3 of 10' and the tenth is free. It goes live with the next build too.",
        ),
        turn(
            "Lovely. Can you also make me " + f("pending", "an A3 price list poster for the front window") + "? "
            "Big letters, the old one's gone yellow. And a question for you, the students keep asking for late "
            "nights. The lease says 'reasonable trading hours', and Mr Harcourt says ask his solicitor, and the "
            "solicitor hasn't answered in a month. So " + f("pending", "whether the lease lets us stay open till "
            "10pm") + ", I don't know. Do you?",
            "I can't tell from 'reasonable trading hours' either; that one needs the solicitor's answer. The poster "
            "I'll do after the Penylan rate is on the price list, so it's all on one sheet.",
        ),
        turn(
            "Fair. So what's still waiting on people?",
            "Tunde's Dockerfile (the build, after his exams on the 20th; then the duvet rule and the slips go live "
            "after closing), Carys and the domain, and the solicitor on opening hours. The poster is on me.",
        ),
    )
    later = (
        (5, (turn(
            "Did you do my poster for the window? The yellow one's embarrassing.",
            "Not yet. I'll lay it out on A3 with the washes, driers and service wash prices in big type.",
        ),)),
        (10, (turn(
            "Lynne's been three weeks now and she wants a proper bill. Can you do "
            + f("pending", "the first monthly invoice for Penylan Guest House by 5 April") + "? From the bags in "
            "the tracker.",
            "Yes, I'll total her bags from the tracker at the flat rate and have the invoice ready before 5 April.",
        ),)),
    )
    return Scripted(name="fresh22-launderette", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh22=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- trees
def _trees() -> Scripted:
    f = Builder()
    bootstrap = (
        ("agents-md",
         "Office box notes (Sam): this machine is office-nuc, Ubuntu 22.04. Quotes live under /home/office/quotes. "
         "Ask Ellie before installing anything. Don't reboot during working hours, the crew tablets sync off it."),
    )
    r1 = (
        turn(
            "Hi, Ellie here, I'm one of the two partners at Hartwell & Odu, tree surgeons, Bristol. Sam's the other "
            "half, Marcus is our foreman and runs the crews. Let me tell you how a quote goes because it's a bit of "
            "a saga. Someone rings, I or Marcus go out and look, we measure up, take photos, check what's under it "
            "(drains, cables, conservatories, you would not believe how many people want a 20 metre sycamore down "
            "next to their brand new conservatory), and then we check with the council whether the tree's "
            "protected, because if it's got a preservation order or it's in a conservation area you need consent "
            "and that's six weeks minimum. So " + f("constraint", "any quote for a tree with a preservation order "
            "says subject to council consent") + ", in writing, Marcus forgets every single time and then the "
            "customer thinks we're starting Monday. Pricing, most jobs we price by the day, "
            + f("number", "£650 a day for a three-man crew with the chipper") + ", plus tipping, and stumps are "
            "extra, we grind " + f("number", "stumps ground to 300mm below ground level") + " unless they're "
            "laying a patio. The quote itself comes out of a Word template, "
            + f("path", "/home/office/quotes/templates/quote_master.docx") + ", and there's supposed to be a way "
            "of turning it into a PDF on the office computer without opening Word, Sam set it up and it's stopped. "
            "Can you look?",
            ("Trying the conversion by hand.", [
                call("bash",
                     "javaldx: Could not find a Java Runtime Environment!\n"
                     "Warning: failed to read path from javaldx\n"
                     + f("failure", "Error: source file could not be loaded"),
                     error=True,
                     command=f("command", "soffice --headless --convert-to pdf --outdir /home/office/quotes/out "
                                          "/home/office/quotes/templates/quote_master.docx")),
                call("bash", "/home/office/quotes/templates/quote_master.docx: CDFV2 Encrypted",
                     command="file /home/office/quotes/templates/quote_master.docx"),
            ]),
            "The Java warning is harmless; the real problem is that the template is password-protected, so "
            "LibreOffice can't open it without the password. Do you know it?",
        ),
        turn(
            "Oh for goodness sake. That'll be Jade, Marcus's daughter, she did the design and she put a password "
            "on it so Marcus couldn't wreck the layout. She's backpacking in Vietnam till March and only messages "
            "when she finds wifi. I'll message her, leave it till she answers. Can you at least fix the other "
            "thing? Last week the quote to Mrs Gill went out with Marcus's note at the bottom, 'she'll pay "
            "whatever, push it'. I wanted the ground to swallow me. So " + f("constraint", "internal notes never go "
            "on anything the customer sees") + ". Not quotes, not invoices, nothing.",
            ("That's awful, sorry. Taking the notes field out of everything that's sent to customers.", [
                call("read", path="/home/office/quotes/make_quote.py",
                     result="FIELDS = ['customer', 'address', 'works', 'price', 'tpo', 'notes']"),
                call("edit", "ok", path="/home/office/quotes/make_quote.py",
                     old="FIELDS = ['customer', 'address', 'works', 'price', 'tpo', 'notes']",
                     new="FIELDS = ['customer', 'address', 'works', 'price', 'tpo']\n"
                         "INTERNAL_ONLY = ['notes']  # crew job sheet only, never on customer documents"),
            ]),
            "Done; notes now only appear on the crew's job sheet. And when the tpo field is set, the quote adds "
            "the consent line automatically. One more thought: you could switch on " + f("rejected", "Xero's "
            "automatic invoice reminders") + " so late payers get chased without anyone ringing.",
        ),
        turn(
            "No. We ring people. Half our work is word of mouth round Henleaze, I'm not having a robot nag them.",
            "Understood, no automatic chasing. Would a site access field on the crew's job sheet help instead, "
            "for parking, gate codes and overhead cables?",
        ),
        turn(
            "Yes! Marcus will love that, he spends half the morning on the phone asking where to park.",
            ("Adding it to the job sheet only.", [
                call("edit", "ok", path="/home/office/quotes/job_sheet.py", old="SECTIONS = ['works', 'notes']",
                     new="SECTIONS = ['works', 'site_access', 'notes']"),
            ]),
            "Done.",
        ),
    )
    r2 = (
        turn(
            "Next problem, the Xero thing. Sam set something up so invoices go into Xero on their own, and since "
            "about last week nothing's come through. Mrs Gill's invoice isn't in there.",
            ("Looking at the sync service's log.", [
                call("bash",
                     "Mar 03 02:00:01 office-nuc systemd[1]: Started Xero invoice sync.\n"
                     "Mar 03 02:00:02 office-nuc xero-sync[1187]: pushing 3 invoices (" + f("identifier", "HO-2291")
                     + ", HO-2292, HO-2293)\n"
                     "Mar 03 02:00:03 office-nuc xero-sync[1187]: "
                     + f("failure", "ERROR token refresh failed: 400 invalid_grant") + "\n"
                     "Mar 03 02:00:03 office-nuc systemd[1]: xero-sync.service: Main process exited, code=exited, "
                     "status=1/FAILURE\n"
                     "Mar 03 02:00:03 office-nuc systemd[1]: xero-sync.service: Failed with result 'exit-code'.",
                     error=True, command=f("command", "journalctl -u xero-sync.service --since yesterday")),
                call("read", path=f("path", "/etc/systemd/system/xero-sync.service"),
                     result="[Unit]\nDescription=Xero invoice sync\n\n[Service]\nType=oneshot\nUser=office\n"
                            "ExecStart=/usr/bin/python3 /home/office/xero_sync/sync.py\n"),
            ]),
            "Xero has refused the stored refresh token, so every run stops before sending anything; Mrs Gill's "
            "HO-2291 is one of three waiting. It needs someone with admin rights on the Xero organisation to "
            "reconnect the app. Is that you?",
        ),
        turn(
            "No, that's Sam, he's the only admin. And he's on a rope rescue refresher in Shropshire till Friday, "
            "in a valley with no signal. It'll keep till Friday. Different thing, the broker's e-mailed me, I'll "
            "paste it: 'Hi Ellie, renewal's coming up on the fleet. If you're open to " + f("rejected", "fitting "
            "dashcams to both trucks") + " I can get you 12% off the premium. Let me know by the 20th. Tom "
            "Fairley.' I'll take it to Monday's meeting with Sam and Marcus.",
            "OK. The invoices wait for Sam to reconnect Xero on Friday, and the dashcams go to Monday's meeting.",
        ),
        turn(
            "Two more while I think of them. We've got the big oak at Stoke Bishop, it's under "
            + f("identifier", "23/00417/TPO") + ", consent came through, but somebody at the council said "
            "something about bats, and nobody knows " + f("pending", "whether the oak at Stoke Bishop needs a bat "
            "survey before anyone touches it") + ". I've asked the ecologist, no reply. And can you make "
            + f("pending", "a risk assessment sheet for the Clifton job") + "? It's the one on the slope with the "
            "railway behind it.",
            "I can't answer the bat question, that's the ecologist's call; it stays open until they reply. The "
            "Clifton risk assessment I'll draft from your usual headings once the job sheet changes are in.",
        ),
    )
    r3 = (
        turn(
            "Right, Monday meeting. Sam, Marcus and I went through the dashcam thing and we're not doing it, the "
            "lads hated the idea of being filmed all day and 12% doesn't pay for the boxes. I've told Tom. Can you "
            "put the renewal date in the calendar file, 1 April.",
            ("Adding it.", [
                call("edit", "ok", path="/home/office/calendar/renewals.ics", old="END:VCALENDAR",
                     new="BEGIN:VEVENT\nSUMMARY:Fleet insurance renewal\nDTSTART;VALUE=DATE:20260401\nEND:VEVENT\n"
                         "END:VCALENDAR"),
            ]),
            "In the calendar for 1 April.",
        ),
        turn(
            "Thanks. Where are we with everything? Jade hasn't replied, before you ask.",
            "Waiting on people: the PDF quotes (Jade's password), the Xero sync (Sam, Friday) and the bat question "
            "(the ecologist). On me: the Clifton risk assessment.",
        ),
    )
    later = (
        (5, (turn(
            "We're at Clifton on Thursday. Did that risk assessment get done?",
            "Not yet; I'll have it ready before Thursday, with the slope, the railway boundary and the drop zone.",
        ),)),
        (10, (turn(
            "Our accountant's chasing. She wants " + f("pending", "the CSV of last year's jobs for the accountant by "
            "31 January") + ", date, customer, price, paid or not.",
            "I'll export last year's jobs from the job sheets with those columns and have it done before 31 January.",
        ),)),
    )
    return Scripted(name="fresh22-trees", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh22=True, later=later, routine=routine_en, bootstrap=bootstrap)


# ---------------------------------------------------------------- mason
def _mason() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Bore da. Gwen Pritchard, Pritchard & Son, monumental masons in Caernarfon, my grandfather started it "
            "and I'm the 'Son', long story. Alun runs the yard, my son Rhys does the computers and the website. "
            "I'll tell you how an order goes so you understand. A family comes in, usually a few weeks after, we "
            "sit down, they choose the stone, slate mostly round here, and the wording. Then we draw up the "
            "lettering, full layout, every letter, and they take it home and check it, and they sign it. And "
            + f("constraint", "no stone goes to cutting until the family has signed the lettering proof") + ", "
            "because my father once cut 'Margret' on a stone for a Margaret and we ate the cost of a whole slab "
            "and the shame of it. Lettering's priced by the letter, " + f("number", "£4.20 a letter for V-cut "
            "lettering") + ", and the stone can't go on the grave straight away, it's " + f("number", "six months "
            "for the ground to settle") + ", people don't always like hearing that. Now Rhys built a tracker on "
            "the website where each job goes proof, cutting, fixing, and Alun moves them along, and Alun moved one "
            "to cutting last week with no signed proof. Can you stop it letting him?",
            ("Let me look at how the status changes.", [
                call("read", path=f("path", "/srv/pritchard/app/jobs/status.py"),
                     result="ORDER = ['enquiry', 'proof', 'cutting', 'fixing', 'done']\n\n"
                            "def advance(job):\n    job.status = ORDER[ORDER.index(job.status) + 1]\n"),
            ]),
            ("It moves any job forward with no checks. Adding a guard: a job can't go to cutting without a signed "
             "proof on file.", [
                call("edit", "ok", path="/srv/pritchard/app/jobs/status.py",
                     old="def advance(job):\n",
                     new="def advance(job):\n    if job.status == 'proof' and not job.proof_signed_at:\n"
                         "        raise StatusError('no signed lettering proof on file')\n"),
            ]),
            "Done in the code; Alun will get an error instead of moving it.",
        ),
        turn(
            "Good. And now the one that really matters. Rhys set up automatic e-mails from the tracker, and last "
            "month the deposit link went to Mrs Roberts, " + f("identifier", "PM-25-0147") + " that was, on the "
            "morning of her husband's burial. It was the first thing she ever got from us. I went round with "
            "flowers and I'm still not over it. So " + f("constraint", "never put a payment link in the first "
            "message to a family") + ". The first one is us saying sorry and when to come in. That's all.",
            ("I'm sorry. Changing the e-mail flow so the first message to a family never has a payment link, and "
             "the deposit request only goes out after the proof is signed.", [
                call("edit", "ok", path="/srv/pritchard/app/jobs/emails.py",
                     old="FIRST_EMAIL = 'deposit_request'",
                     new="FIRST_EMAIL = 'welcome'  # no payment link, ever\nDEPOSIT_AFTER = 'proof_signed'"),
            ]),
            "Done. Something else that might help Alun: I could store each cemetery's own rules, maximum height "
            "and so on, and have the proof warn when a stone is too tall for where it's going.",
        ),
        turn(
            "Oh, that would save us. Llanbeblig's the worst for that. Yes please. And Rhys left me a note before "
            "he went, he wants to build " + f("rejected", "an online headstone designer where families build their "
            "own") + " and pay on the website. He's very keen. Let me think about that one.",
            ("Adding the cemetery rules first.", [
                call("write", "ok", path="/srv/pritchard/app/jobs/cemeteries.yaml",
                     content="llanbeblig:\n  max_height_mm: 900\n  materials: [slate]\n"),
            ]),
            "Cemetery rules are in and the proof checks them. Take your time on the designer.",
        ),
    )
    r2 = (
        turn(
            "Rhys said to put your fixes live you run the ansible thing. Can you do that?",
            ("Running the deploy for the web server.", [
                call("bash",
                     "PLAY [web] *********************************************************************\n\n"
                     "TASK [Gathering Facts] *********************************************************\n"
                     "fatal: [web1]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via "
                     "ssh: " + f("failure", "ssh: connect to host 203.0.113.40 port 22: Connection timed out")
                     + "\", \"unreachable\": true}\n\n"
                     "PLAY RECAP *********************************************************************\n"
                     "web1                       : ok=0    changed=0    unreachable=1    failed=0",
                     error=True,
                     command=f("command", "ansible-playbook -i infra/inventory/hosts.ini infra/site.yml --limit web")),
                call("read", path=f("path", "infra/inventory/hosts.ini"),
                     result="[web]\nweb1 ansible_host=203.0.113.40 ansible_user=deploy\n"),
            ]),
            "The server doesn't answer on SSH from here at all, which usually means a firewall only lets certain "
            "addresses in. The fixes aren't live yet.",
        ),
        turn(
            "That'll be it, Rhys said the hosting people locked it to his flat's internet. I've raised a ticket "
            "with them to add the yard's address, and they say two to three working days. Leave it with them. "
            "Now, Emyr Bevan rang, the undertaker, Bevan & Daughters, he sends us most of our work. He wants "
            + f("rejected", "10% off every job he refers") + ".",
            "That's a lot on a headstone. Do you want to offer him something else?",
        ),
        turn(
            "I've done it already, I offered him free re-gilding of the lettering after five years on any stone he's "
            "sent us, it costs me a morning and the families love it. He took it. Put it in the tracker so Alun "
            "knows. And the deposits, Rhys said to test the payments thing you run the stripe listen.",
            ("Adding a re-gild reminder to referred jobs, then the Stripe test.", [
                call("edit", "ok", path="/srv/pritchard/app/jobs/referrals.py", old="REGILD_AFTER_YEARS = None",
                     new="REGILD_AFTER_YEARS = 5  # Bevan & Daughters referrals, free"),
                call("bash",
                     "Getting ready...\n"
                     "Error: Authorization failed, status=401, body={\n  \"error\": {\n    \"code\": \"api_key_expired\",\n"
                     "    \"message\": \"" + f("failure", "Expired API Key provided: rk_live_****3xQa") + "\",\n"
                     "    \"type\": \"invalid_request_error\"\n  }\n}",
                     error=True, command=f("command", "stripe listen --forward-to localhost:8000/webhooks/stripe")),
            ]),
            "The re-gild is in. The Stripe key the CLI has for account " + f("identifier", "acct_1P9xK2LmQ4rT7vWz")
            + " has expired; a new one has to be made in the Stripe dashboard. Can you log in to it?",
        ),
        turn(
            "It sends a code to Rhys's phone, and Rhys is on a carving course in Italy till the 22nd, with the "
            "phone off most of the day. It'll have to wait for him.",
            "OK, the Stripe test waits for Rhys.",
        ),
    )
    r3 = (
        turn(
            "I've thought about Rhys's designer. No. People choosing a stone for their mam need sitting down with "
            "a cup of tea and a box of tissues, not a website. I'll tell him when he's home. And before I forget, "
            "Darren rang, the rep from the granite importers, he wants us " + f("rejected", "switching to his "
            "imported Indian granite") + ", says it's a third cheaper than our slate.",
            "Should I add it as a material option in the tracker?",
        ),
        turn(
            "This is slate country, cariad. Half the chapels round here won't have black polished granite on the "
            "new sections and the families want Welsh stone. Now, can you make me " + f("pending", "a proof template "
            "that prints the lettering at full size") + "? So families see exactly what it'll look like on the "
            "stone. And a question you won't know either, " + f("pending", "whether Llanbeblig cemetery still "
            "allows kerb sets on the new section") + ". I wrote to the bereavement office a month ago.",
            "Slate only, then. The full-size proof template I'll do next, it'll print across several A3 sheets. "
            "The kerb question has to wait for the bereavement office; I'll keep it open.",
        ),
        turn(
            "Diolch. So what's waiting?",
            "The deploy (hosting ticket for the yard's address), the Stripe test (Rhys, back the 22nd), the kerb "
            "sets answer, and the full-size proof template, which is mine.",
        ),
    )
    later = (
        (5, (turn(
            "Mrs Hughes is coming in Thursday to check her lettering. Is that full-size proof ready?",
            "Not yet. I'll have the template printing at full size before Thursday.",
        ),)),
        (10, (turn(
            "Emyr's doing a new brochure for Bevan & Daughters and wants our prices in it. Can you do "
            + f("pending", "the price list for Bevan's brochure by 14 March") + "? Slate, lettering, fixing.",
            "Yes, a one-page price list with slate headstones, lettering per letter and fixing, ready before 14 March.",
        ),)),
    )
    return Scripted(name="fresh22-mason", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh22=True, later=later, routine=routine_en)


SESSIONS = (_windows(), _launderette(), _trees(), _mason())
