"""Thirty-third fresh held-out set (English): written blind while the twenty-eighth round of rules was
being made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the
tuned sessions, the earlier blind sets beyond the first lines of one file for its format, or the
benchmark's report), and first run against that round; committed before its first run and not to be
edited after it. ``heldout_fresh33_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in waterside businesses whose main words turn up nowhere
else in the corpus (checked with ``grep -il``: a chandlery on the Hamble, a water taxi on the Dart, a
wooden-skiff builder's shed on Loch Fyne, a punt hire at the Mill Pond in Cambridge; "boatyard",
"harbour", "mooring", "canal" and "narrowboat" were avoided because earlier sets use them). Proposals
come from the assistant, a rope supplier's rep, the chandler's son (by text), a town tourism officer
(decided by the operators' meeting, relayed by the skipper), a hotel manager, a customer, the builder's
daughter, the Mill Pond traders' group (relayed by a partner) and a language school (by e-mail).
Failures are multi-line blocks from MariaDB, zint, signal-cli, a tide-table fetch against the Admiralty
API, OpenSCAD, exiftool, Composer and swaks; each is left unresolved for a reason given in the
dialogue. Routine work (``routine_en``) is this file's own: a Rust web app (Actix Web, sqlx, askama) for
a community tool library; it has turns that look like facts (rules of thumb, accepted suggestions,
numbers, paths) and are not planted.

Descriptions:
- chandlery: Wendy Sturridge runs Sturridge's Chandlery by the marina at Bursledon on the Hamble; her son
  Ross set up the web shop, which loads its stock from the till's nightly CSV into MariaDB, and shelf
  labels with EAN barcodes are made with zint. Rules: inside a long account of how web orders work,
  flares and anything flammable are collection only; after a man drove from Portsmouth for a tin the site
  said was in stock, anything with fewer than three on the shelf shows as "call to check". Proposals: the
  assistant's loyalty points scheme (turned down by a reason alone: berth holders already get ten per
  cent off); the rope rep wants a 500-metre minimum on every colour, Wendy counters with 200-metre reels
  of the three colours that sell and 100 metres of the rest, and the rep takes it; Ross, by text, wants
  the whole catalogue on Amazon (bluntly no); the assistant's last-sold date column is accepted. Numbers:
  £4.20 a metre for the 10mm braid; £89.50 for the 2.5-litre tin of antifouling. Paths:
  /home/ross/chandlery/exports/till_stock.csv, /home/ross/chandlery/sql/load_stock.sql. Identifiers:
  the SKU ROPE-BRD-10-NAVY, the marina card discount code BERTH10. Commands: a mariadb run of the load
  script; a zint batch of the shelf barcodes. Failures: MariaDB rejects '4,20' as a decimal (the till
  exports commas), left because only the till company's engineer can change the export and he is not out
  till Thursday week; zint finds a wrong check digit on one supplier barcode, left until the rep answers
  about the price list. Open: a reorder list for the spring fit-out rush (asked again later); whether the
  new marina lease lets them sell gas bottles from the forecourt (the marina manager is on leave); a
  later ask from Priscilla the accountant for the stock valuation at cost by 31 March.
- watertaxi: Jenna Pascoe runs Dart Water Taxis from Dartmouth with two launches, Curlew and
  Shearwater; Kenny skippers. Bookings are in SQLite on a small server in the office, the skippers get
  jobs through a Signal group sent by signal-cli, and the confirmation text carries the tide from the
  Admiralty tide API. Rules: inside a long account of a Friday night, the booking form never takes more
  than 12 in a party; after customers rang Kenny at home, confirmation texts only give the office number.
  Proposals: the assistant's public live map of the launches (polite no, smaller: an "on its way" text
  when the skipper casts off); the town's tourism officer wants one shared booking app for all three
  water taxis (the operators' meeting voted it down, Kenny relays); the Quayside Hotel wants ten per
  cent commission on every guest (put off, refused a round later); the assistant's tide note for the
  low-water steps is accepted. Numbers: £6.50 a head one way; 40 minutes for the round trip to
  Dittisham. Paths: /srv/dartwatertaxi/bookings.sqlite, /srv/dartwatertaxi/tides/dartmouth_2027.json.
  Identifiers: the Signal group id, the passenger licence 22/0417. Commands: a signal-cli send to the
  group; the tide fetch script for station 0025. Failures: signal-cli says the office number is not
  registered (relinking needs the office phone, away for a screen repair till Saturday); the tide API
  says the subscription key is invalid (the developer account is Rob's, and he is in Lanzarote). Open: a
  printable timetable for the winter hours (asked again later); whether the new Sandquay pontoon has
  enough water for Curlew at low springs (the river authority hasn't replied); a later ask from the
  council licensing officer for the August passenger counts by 4 October.
- shipwright: Murdo MacLeod builds larch-on-oak clinker skiffs in a shed at Tarbert on Loch Fyne, with
  Lachie his apprentice; his daughter Mairi does the books and the build blog. Plank shapes come out of
  OpenSCAD for the router; blog photos have their GPS stripped with exiftool. Rules: inside a long
  account of how a skiff is built, everything in the lofting files stays full-size in millimetres; after
  Mairi posted a boat before the owner had seen her, no photos of a commissioned boat go online until
  her owner has seen her. Proposals: the assistant's move of the lofting into Fusion 360 (bluntly no);
  the customer Mr Haldane wants the hull sheathed in epoxy and glass (put off, then refused); Mairi's
  Kickstarter for the community skiff (turned down by a reason alone); the assistant's naming of the
  STL exports by strake is accepted. Numbers: £14,500 for the 17-foot skiff; an hour in the steam box
  per inch of thickness. Paths: /home/murdo/lofting/skiff17/strakes.scad,
  /home/murdo/photos/blog_ready. Identifiers: hull number AMB-017, the craft identification number
  GB-AMB17017C626. Commands: an openscad export of strake 4; an exiftool GPS strip. Failures: OpenSCAD's
  CGAL assertion on the difference (the true offsets must be taken off the half-model, lent to the
  museum in Inveraray until the 20th); exiftool finds a CR3 named .JPG (the original is on Mairi's camera
  card, with her in Glasgow). Open: a cutting list for the oak keel and stems (asked again later);
  whether the Ardkinglas larch has had its two winters (the forester hasn't written back); a later ask
  from Mairi for the apprentice wage claim for Lachie by 15 May.
- punts: Hattie Bramwell and her partner Sanjay run Bramwell's Punts at the Mill Pond in Cambridge:
  self-hire and chauffeured tours by students. The booking site is PHP (Composer, Twig) on a shared
  host; mail goes through Microsoft 365 (tested with swaks). Rules: inside a long account of a busy
  Saturday, self-hire needs a named driver over 21; after a self-hire punt was stuck under Silver Street
  bridge in the dark, the last self-hire slot ends an hour before sunset. Proposals: the assistant's
  WhatsApp booking bot (polite no, smaller: a WhatsApp button to the office phone); the tourism office's
  city tourism pass (the Mill Pond traders' group voted it down, Sanjay relays); a language school, by
  e-mail, wants half price for forty students every Tuesday, Hattie counters with a flat £600 for two
  chauffeured punts before 11 and the school takes it; the assistant's weather-cancellation e-mail is
  accepted. Numbers: £36 an hour for a self-hire punt; £25 a head for the 45-minute tour. Paths:
  /var/www/millpond/composer.json, /var/www/millpond/templates/emails/weather_cancel.twig. Identifiers:
  the Conservators' plate CAM/PL/0437, the tenant millpondpunts.onmicrosoft.com. Commands: composer
  install --no-dev --optimize-autoloader; a swaks test through smtp.office365.com. Failures: Composer
  wants PHP 8.2 and the host has 8.1.27 (the host upgrades the plan next month, Sanjay says not to
  touch it); Microsoft 365 has SMTP AUTH disabled for the tenant (Gav the IT contractor holds the admin
  login and is away till Monday). Open: a chauffeur rota for May Week (asked again later); whether the
  Conservators want a separate licence for the two electric punts (no reply yet); a later ask from the
  accountant for the VAT figures for the June quarter by 7 August.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Rust tool-library app
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "cargo test is failing on the loans module since yesterday.",
                ("Running just that module.", [
                    call("bash",
                         "running 12 tests\n"
                         "test loans::tests::overdue_after_fourteen_days ... FAILED\n\n"
                         "failures:\n\n---- loans::tests::overdue_after_fourteen_days stdout ----\n"
                         "thread 'loans::tests::overdue_after_fourteen_days' panicked at src/loans.rs:142:9:\n"
                         "assertion `left == right` failed\n  left: Due\n right: Overdue\n\n"
                         "test result: FAILED. 11 passed; 1 failed; 0 ignored",
                         error=True, command="cargo test loans::"),
                ]),
                ("The test builds its 'now' with Utc::now() and the loan date with a fixed date, so it broke "
                 "when the clock crossed a month. Passing a clock into is_overdue instead.", [
                    call("edit", "ok", path="src/loans.rs", old="pub fn is_overdue(&self) -> bool {",
                         new="pub fn is_overdue(&self, now: DateTime<Utc>) -> bool {"),
                    call("bash", "test result: ok. 12 passed; 0 failed; 0 ignored", command="cargo test loans::"),
                ]),
                "Green. Rule of thumb for this codebase: nothing under src/ should call Utc::now() directly; take "
                "the time as an argument so tests can pin it.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Members want a 'condition' note on each tool, like 'blade blunt'. Keep it short, 200 characters.",
                ("Adding a sqlx migration.", [
                    call("bash", "Creating migrations/20270114093000_add_condition_note.sql",
                         command="sqlx migrate add add_condition_note"),
                    call("write", "ok", path="migrations/20270114093000_add_condition_note.sql",
                         content="ALTER TABLE tools ADD COLUMN condition_note VARCHAR(200);"),
                    call("bash", "Applied 20270114093000/migrate add condition note (11.2ms)",
                         command="sqlx migrate run"),
                ]),
                "Migrated, and the form validates length up to 200. I could also show the note in red on the "
                "checkout page so volunteers see it before handing the tool over.",
            ),
            turn("Yes, red is good.", "Done in templates/checkout.html with a .warn class."),
        )
    if k == 2:
        return (
            turn(
                "Clippy is unhappy in CI.",
                ("Running it locally with the CI flags.", [
                    call("bash",
                         "warning: this `if` has identical blocks\n  --> src/handlers/tools.rs:77:35\n"
                         "warning: redundant clone\n  --> src/db.rs:31:22\n   |\n"
                         "31 |     let pool = pool.clone();\n   |                    ^^^^^^^^ help: remove this\n"
                         "error: could not compile `toolshed` (bin \"toolshed\") due to 2 previous errors",
                         error=True, command="cargo clippy -- -D warnings"),
                ]),
                ("Removing the clone and merging the two branches.", [
                    call("edit", "ok", path="src/db.rs", old="    let pool = pool.clone();\n", new=""),
                    call("bash", "Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.81s",
                         command="cargo clippy -- -D warnings"),
                ]),
                "Clean. CI treats warnings as errors, so it's worth running clippy before pushing.",
            ),
        )
    if k == 3:
        return (
            turn(
                "The 'reserve' button does nothing on the tool page.",
                ("Looking at the template and the route.", [
                    call("read", path="templates/tool.html",
                         result='<form method="post" action="/tools/{{ tool.id }}/reserve">'),
                    call("read", path="src/main.rs",
                         result='.route("/tool/{id}/reserve", web::post().to(handlers::reserve))'),
                ]),
                "The template posts to /tools/... and the route is registered as /tool/..., so Actix returns a "
                "404 that the page swallows. I'll make the route plural to match the rest.",
            ),
            turn("Go ahead.", ("Changed.", [call("bash", "test result: ok. 38 passed; 0 failed",
                                                 command="cargo test")]),
                 "Fixed, all tests pass."),
        )
    if k == 4:
        return (
            turn(
                "Can you bump actix-web to the latest 4.x?",
                ("Updating just that crate.", [
                    call("bash", "    Updating crates.io index\n     Locking 1 package to latest compatible version\n"
                                 "    Updating actix-web v4.5.1 -> v4.9.0",
                         command="cargo update -p actix-web"),
                    call("bash", "Finished `release` profile [optimized] target(s) in 58.12s",
                         command="cargo build --release"),
                ]),
                "Bumped to 4.9.0 and the release build is fine. I'd suggest committing Cargo.lock with it so the "
                "server builds the same thing.",
            ),
            turn("Yes, commit the lock file too.", "Committed both."),
        )
    return (
        turn(
            "The reminder e-mails for returns went out twice last night.",
            ("Checking the service log.", [
                call("bash",
                     "Jan 14 02:00:01 toolshed[811]: INFO reminders: sending 23 return reminders\n"
                     "Jan 14 02:00:31 toolshed[811]: ERROR reminders: pool timed out while waiting for an open "
                     "connection\nJan 14 02:05:01 toolshed[811]: INFO reminders: retrying batch, sending 23 "
                     "return reminders",
                     error=True, command="journalctl -u toolshed --since yesterday | grep reminders"),
            ]),
            ("The batch sent the mails, then failed to mark them sent, and the retry sent them again. Marking "
             "each loan as reminded inside the same transaction as the send, and raising max_connections from "
             "5 to 10.", [
                call("edit", "ok", path="src/reminders.rs", old="send_all(&loans).await?;",
                     new="for loan in &loans { send_and_mark(&mut tx, loan).await?; }"),
                call("edit", "ok", path="src/db.rs", old=".max_connections(5)", new=".max_connections(10)"),
            ]),
            "Deployed. Duplicates shouldn't happen again.",
        ),
    )


# ---------------------------------------------------------------- chandlery
def _chandlery() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. Right, so I'm Wendy, I've got the chandlery by the marina at Bursledon, been here since my "
            "dad had it. My son Ross set up the web shop before he went off to Leeds and now it's mine to "
            "muddle through. How it works, as far as I understand it: every night the till spits out a csv, "
            + f("path", "/home/ross/chandlery/exports/till_stock.csv") + ", and a script loads it into the "
            "database the website reads. People order online, we pick it in the morning, most of it goes Royal "
            "Mail or courier, and "
            + f("constraint", "flares and anything flammable are collection only") + ", meths, paraffin, the "
            "gas cartridges, the lot, because the courier won't touch them and I'm not getting fined again. "
            "Rope's the big one online, the 10mm braid goes at " + f("number", "£4.20 a metre") + " and people "
            "order it in daft lengths. Anyway the load failed last night and the site's showing yesterday's "
            "stock.",
            ("Let me run the load by hand and see what it says.", [
                call("bash",
                     "--------------\nLOAD DATA LOCAL INFILE '/home/ross/chandlery/exports/till_stock.csv' "
                     "INTO TABLE stock FIELDS TERMINATED BY ';'\n--------------\n\n"
                     + f("failure", "ERROR 1366 (22007) at line 14: Incorrect decimal value: '4,20' for column `chandlery`.`stock`.`price` at row 212")
                     + "\nQuery OK, 211 rows affected, 1 warning (0.041 sec)\nBye",
                     error=True,
                     command=f("command", "mariadb -u shop chandlery --execute='source /home/ross/chandlery/sql/load_stock.sql'")),
            ]),
            "The till has started writing prices with a comma for the decimal point, '4,20' instead of '4.20', "
            "and the fields with semicolons, so MariaDB stops at the first rope line. I can make the load script "
            "convert the commas, but really the till's export setting has changed. Did someone touch the till?",
        ),
        turn(
            "The EPOS engineer was in on Tuesday doing an update, he must have put it on European or whatever. "
            "I rang them and only they can change the export, the engineer isn't out again till Thursday week. "
            "And I don't want you bodging the numbers in the meantime, if a price comes out wrong I'm the one "
            "selling rope at forty-two quid a metre. Leave it till he's been.",
            "Fair enough, I'll leave the load script as it is until the engineer has put the export back. The "
            "site will keep showing the last good stock until then. The script it runs is "
            + f("path", "/home/ross/chandlery/sql/load_stock.sql") + " if he asks.",
        ),
        turn(
            "Thanks. While you're in there, the rope SKUs are a mess, the navy braid is "
            + f("identifier", "ROPE-BRD-10-NAVY") + " on the till and something else on the website.",
            ("Checking what the website has for it.", [
                call("bash", "sku\tname\nROPE-BRAID10-NVY\t10mm braid navy (per metre)",
                     command="mariadb -u shop chandlery -e \"SELECT sku,name FROM stock WHERE name LIKE '10mm braid navy%'\""),
            ]),
            "The website has ROPE-BRAID10-NVY, the till has ROPE-BRD-10-NAVY. I'll make the website use the "
            "till's SKUs, since the till is what the nightly file comes from. One more idea while I'm at it: you "
            "could run " + f("rejected", "a loyalty points scheme") + " on the web shop to bring people back.",
        ),
        turn(
            "The berth holders already get ten per cent off with their marina card, the code's "
            + f("identifier", "BERTH10") + " online, and everyone else is passing up the river once a summer. "
            "They'd only want both.",
            "Understood, I'll leave the discount code as the only offer. I'll sort the SKU mismatch now.",
        ),
        turn(
            "Go on then.",
            ("Renaming the website SKUs to the till's.", [
                call("edit", "ok", path="/home/ross/chandlery/sql/fix_skus.sql",
                     old="", new="UPDATE stock SET sku = 'ROPE-BRD-10-NAVY' WHERE sku = 'ROPE-BRAID10-NVY';"),
                call("bash", "Query OK, 1 row affected (0.012 sec)",
                     command="mariadb -u shop chandlery --execute='source /home/ross/chandlery/sql/fix_skus.sql'"),
            ]),
            "Done for the navy. There are nine more rope lines that differ; I'll do them the same way once the "
            "till file is loading again, so the two lists match.",
        ),
    )
    r2 = (
        turn(
            "Had the rope rep in from Solent Cordage this morning. He wants us to sign up for the new braid "
            "range with " + f("rejected", "a 500-metre minimum on every colour") + ", eleven colours, I'd be "
            "stacking reels to the ceiling. I told him I'll do 200-metre reels of navy, red and white, because "
            "that's what sells, and 100 metres of the rest on one mixed pallet. He went off to ring his boss and "
            "came back and said yes, fine. So can the website have the new colours, with the lengths?",
            "Good deal. I'll add the new colours as per-metre lines with the stock set from the reels: 200 metres "
            "each for navy, red and white and 100 for the others, as soon as the delivery is in the till.",
        ),
        turn(
            "Lovely. Now the barcodes. Every shelf has a label and I'd like the new stuff to have them too. Ross "
            "had some thing that made them.",
            ("That'll be zint; running the batch from the list of codes.", [
                call("bash",
                     "Processing labels/eans.txt (41 lines)\n"
                     "labels/00001.png ... 5012345000017 ok\nlabels/00002.png ... 5012345000024 ok\n"
                     "labels/00003.png ... 5012345000031 ok\nlabels/00004.png ... 5012345000048 ok\n"
                     "labels/00005.png ... 5012345000055 ok\nlabels/00006.png ... 5012345000062 ok\n"
                     "labels/00007.png ... 5012345000079 ok\nlabels/00008.png ... 5012345000086 ok\n"
                     "[... 28 more ok ...]\nlabels/00037.png ... 5060391452174\n"
                     + f("failure", "Error 275: Invalid check digit '4', expecting '9'")
                     + "\nlabels/00038.png ... 5012345000383 ok\n[... 3 more ok ...]\n"
                     "zint: 40 of 41 symbols written, 1 error",
                     error=True,
                     command=f("command", "zint -b EANX --height=30 --batch --filetype=PNG -i labels/eans.txt -o labels/~~~~~.png")),
            ]),
            "Forty labels printed fine. Line 37 has a barcode whose last digit doesn't add up, so either the "
            "code on the supplier's list is a typo or it was copied wrong. Whose list is it?",
        ),
        turn(
            "That's the Solent Cordage price list, the whipping twine. I'll e-mail him. Don't guess it, if the "
            "label's wrong the till won't scan the real packets. Leave that one till he answers.",
            "Right, line 37 stays out until the rep confirms the code; the other forty are in labels/.",
        ),
        turn(
            "Oh and Ross texted, he's had a brainwave, he wants " + f("rejected", "putting the whole catalogue on Amazon")
            + ". Says we'd sell loads.",
            "Do you want me to look at what it would take?",
        ),
        turn(
            "No. Absolutely not, tell him I said so. What I do want, before Easter, is "
            + f("pending", "a reorder list for the spring fit-out rush") + ", everything that went in March and "
            "April last year with what we've got now.",
            "I'll build it from last year's sales against the current stock. Because the till file isn't loading "
            "at the moment I'll need the engineer's fix first for the current numbers, but I'll get it going.",
        ),
    )
    r3 = (
        turn(
            "Nightmare on Saturday. A chap drove all the way from Portsmouth for the Micron antifouling, "
            + f("number", "£89.50 for the 2.5-litre tin") + ", because the site said we had it. We didn't, the "
            "last one went at ten that morning. He was very nice about it which made it worse. So from now on "
            + f("constraint", "anything with fewer than three on the shelf shows as call to check")
            + " on the website, not a number.",
            ("Sorry, that's a long drive for nothing. Changing the product template so low stock reads 'call to "
             "check'.", [
                call("edit", "ok", path="/home/ross/chandlery/site/templates/product.php",
                     old="<?= $stock ?> in stock",
                     new="<?= $stock >= 3 ? $stock . ' in stock' : 'Call to check' ?>"),
            ]),
            "Done. Anything under three shows 'Call to check' with the shop number. While I'm here: if the stock "
            "export had a last-sold date per line you'd see the dead stock that's sitting there for years.",
        ),
        turn(
            "Ooh yes, there's chain in the back older than Ross. Do that.",
            ("Adding the column to the report.", [
                call("edit", "ok", path="/home/ross/chandlery/sql/stock_report.sql",
                     old="SELECT sku, name, qty FROM stock",
                     new="SELECT s.sku, s.name, s.qty, MAX(l.sold_at) AS last_sold FROM stock s "
                         "LEFT JOIN sales l ON l.sku = s.sku GROUP BY s.sku"),
            ]),
            "The report now has a last_sold column, blank for anything never sold through the till.",
        ),
        turn(
            "Another one for you and I don't think anyone knows. The marina's doing a new lease with us and Barry "
            "reckons we should sell Calor from the forecourt. I need to know "
            + f("pending", "whether the new marina lease lets us sell gas bottles from the forecourt")
            + " before I order a cage. The marina manager's on leave till the end of the month.",
            "I can't tell from anything I've got; it'll depend on the lease wording and the marina's insurance. "
            "I'll keep it as an open question until the manager's back.",
        ),
    )
    later = (
        (5, (
            turn(
                "The EPOS man still hasn't been, they moved him to next week. Where are we with the reorder list? "
                "I asked for a reorder list for the spring fit-out rush ages ago and "
                "Easter's coming.",
                "Not done yet: last year's March and April sales are extracted, but I'm still waiting on a good "
                "stock load to compare against, which needs the engineer's fix. I can do it against last "
                "Monday's stock in the meantime if that's close enough.",
            ),
            turn("Do that, mark it as last Monday's.", "Will do, with the date on the top."),
        )),
        (10, (
            turn(
                "Priscilla, our accountant, has been on. She needs "
                + f("pending", "the stock valuation at cost for the year end by 31 March")
                + ", everything on the shelves at what we paid, not the selling price. Can you?",
                "Yes. The cost prices are in the till file too, so it's the same load problem; I'll do it from "
                "the last good load and flag the date. I'll have it before the 31st.",
            ),
        )),
    )
    return Scripted(name="fresh33-chandlery", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh33=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- water taxi
def _watertaxi() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi, Jenna from Dart Water Taxis. Two launches, Curlew and Shearwater, and Kenny who skippers most "
            "nights. Let me tell you how a Friday goes so you get it. People book on the form or ring, it all ends "
            "up in " + f("path", "/srv/dartwatertaxi/bookings.sqlite") + " on the little box in the office, "
            "we charge " + f("number", "£6.50 a head one way") + ", kids under five free, dogs free but on the "
            "floor. Curlew's licensed for twelve so "
            + f("constraint", "the booking form never takes more than 12 in a party")
            + ", bigger groups have to ring and we split them. Then the jobs go to the skippers on their phones, "
            "there's a Signal group, the box sends them with a script. And that bit's broken since Wednesday, "
            "Kenny's had nothing all day and had to keep ringing me.",
            ("Let me try sending a test to the group.", [
                call("bash",
                     "INFO  SignalAccount - Config file is in use by another instance, waiting...\n"
                     "INFO  SignalAccount - Config file lock acquired.\n"
                     "WARN  RefreshRecipientsJob - Failed to refresh recipients\n"
                     + f("failure", "User +447700900311 is not registered.")
                     + "\n",
                     error=True,
                     command=f("command", "signal-cli -a +447700900311 send -g mY3k9Qx0T+Zk1r7bP2wq4A== -m 'Test from the office'")),
            ]),
            "signal-cli on the box says the office number isn't registered any more. That usually means the "
            "number was registered again on a phone, which kicks off the linked device. Did the office phone "
            "get reset or replaced?",
        ),
        turn(
            "Oh god, yes, I dropped it Tuesday and the shop put it back to factory. And now it's gone back in for "
            "a new screen, they said Saturday.",
            "Then the fix is to link the box again by scanning a code with the office phone, so it has to wait "
            "till Saturday. Until then the group "
            + f("identifier", "mY3k9Qx0T+Zk1r7bP2wq4A==") + " won't get anything from the box.",
        ),
        turn(
            "OK. Kenny will live. Meanwhile the manager at the Quayside Hotel came down, he wants "
            + f("rejected", "a ten per cent commission on every hotel guest") + " we carry, because they send "
            "people down to the steps. I'm not sure. Let me think about it.",
            "Sure. If you want numbers for it I can count how many bookings came with 'Quayside' in the notes "
            "last season.",
        ),
        turn(
            "Yes, do that. Also, something you could do for the website: people keep asking where the boat is.",
            "One option is " + f("rejected", "a public live map of the launches") + " on the site, from the "
            "phones' GPS, so customers can see the boat coming.",
        ),
        turn(
            "Hmm, I'd rather not. They'd watch it sitting at the Kingswear side for ten minutes and ring me asking "
            "why. What I would like is a text when the skipper casts off to come and get them, 'on its way', "
            "that's all.",
            "That's simpler anyway: a button on the skipper's job screen that sends 'on its way' to the booker. "
            "It'll go with the Signal fix, since the skippers' jobs come through the same script.",
        ),
    )
    r2 = (
        turn(
            "I've had the Quayside numbers you did. Maybe forty trips a season. And he wants a tenth of every "
            "fare for sending people to a public landing we'd be at anyway. No, I'm not doing it, I told him "
            "this morning, politely. Different thing, the tide on the confirmation text has stopped working.",
            ("Running the tide fetch by hand.", [
                call("bash",
                     "GET https://admiraltyapi.azure-api.net/uktidalapi/api/V1/Stations/0025/TidalEvents?duration=7\n"
                     "< HTTP/1.1 401 Access Denied\n< Content-Type: application/json\n"
                     "{ \"statusCode\": 401, \"message\": \""
                     + f("failure", "Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.")
                     + "\" }\nTraceback (most recent call last):\n  File \"tools/fetch_tides.py\", line 48, in <module>\n"
                     "    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Access Denied\n"
                     "wrote 0 events to /srv/dartwatertaxi/tides/dartmouth_2027.json",
                     error=True,
                     command=f("command", "python3 tools/fetch_tides.py --station 0025 --days 7")),
            ]),
            "The Admiralty tide API is refusing the key, so the fetch writes nothing into "
            + f("path", "/srv/dartwatertaxi/tides/dartmouth_2027.json") + " and the text goes out without a "
            "tide. Those keys come from a subscription on their developer portal; it has probably lapsed. Who "
            "has the login?",
        ),
        turn(
            "Rob set that up, my husband, it's his account, and he's in Lanzarote with his brother till the "
            "19th and not answering anything. It'll have to wait for him.",
            "OK, I'll leave the tide fetch alone until Rob can renew the key. The confirmations still go out, "
            "just without the tide line.",
        ),
        turn(
            "Right. And Kenny came back from the operators' meeting on Tuesday. The town's tourism officer had "
            "been pushing " + f("rejected", "one shared booking app for all three water taxis") + " and Kenny "
            "says the meeting voted it down, the Kingswear lot didn't want it either. So that's that.",
            "Noted, we stay on your own form. One small thing I'd suggest for the confirmations: at low water "
            "the Dartmouth steps are slippy and the boat comes to the end of the pontoon, so a line on the text "
            "saying 'at low water we pick up from the pontoon end' when the tide is low at the pickup time.",
        ),
        turn(
            "Yes, that's a good one, people stand on the steps like lemons. Put that in.",
            ("Adding the note to the confirmation template.", [
                call("edit", "ok", path="/srv/dartwatertaxi/templates/confirm.txt",
                     old="{{ pickup_time }} from {{ pickup_point }}.",
                     new="{{ pickup_time }} from {{ pickup_point }}.{% if low_water %} At low water we pick up "
                         "from the pontoon end.{% endif %}"),
            ]),
            "In. It needs the tide data to know when it's low, so it'll start showing once Rob has renewed the "
            "key.",
        ),
    )
    r3 = (
        turn(
            "Last week was a disaster of a different kind. Kenny's mobile was on the confirmation text, Rob put "
            "it there years ago as a backup, and people rang him at home at one in the morning, at his house, his "
            "wife went spare. So "
            + f("constraint", "confirmation texts only give the office number, never a skipper's mobile")
            + ". Take it off.",
            ("Sorry, that's awful for them. Taking it out of the template.", [
                call("edit", "ok", path="/srv/dartwatertaxi/templates/confirm.txt",
                     old="Problems? Office 01803 555210 or skipper 07700 900987.",
                     new="Problems? Ring the office on 01803 555210."),
            ]),
            "Done: only the office number is on the text now.",
        ),
        turn(
            "Thanks. Couple more things. The licensing office wants our licence number on the website footer, "
            "it's " + f("identifier", "licence 22/0417") + ". And the new pontoon at Sandquay, we've been told "
            "we can use it, but nobody can tell me "
            + f("pending", "whether the new Sandquay pontoon has enough water for Curlew at low springs")
            + ". I've asked the river authority twice.",
            ("Adding the licence to the footer.", [
                call("edit", "ok", path="/srv/dartwatertaxi/templates/base.html",
                     old="<footer>Dart Water Taxis</footer>",
                     new="<footer>Dart Water Taxis · Passenger licence 22/0417</footer>"),
            ]),
            "Footer's done. The Sandquay depth I can't answer from here; I'll keep it open until the river "
            "authority replies, and I won't offer Sandquay as a pickup on the form until then.",
        ),
        turn(
            "Good. And before the clocks go back I need "
            + f("pending", "a printable timetable for the winter hours") + ", A4, for the hut window and the "
            "pubs. Dittisham runs are " + f("number", "40 minutes for the round trip") + " so don't promise "
            "them every half hour.",
            "Got it. I'll lay out the winter hours as a grid with Dittisham hourly. I'll do it after the Signal "
            "link on Saturday, since that's the one stopping Kenny working.",
        ),
    )
    later = (
        (5, (
            turn(
                "The office phone still isn't back from the shop, so Kenny's still on texts from me. Did you ever do "
                "the winter timetable? I asked for a printable timetable for the winter hours and the clocks go "
                "back on Sunday.",
                "Not yet, sorry: I've got the times but not the layout. I'll make it an A4 PDF today, Dittisham "
                "hourly as you said.",
            ),
        )),
        (10, (
            turn(
                "The council licensing officer's been on. She wants "
                + f("pending", "the August passenger counts by 4 October")
                + ", per boat, per day, or she won't renew. Can you pull that out of the bookings?",
                "Yes, it's all in the bookings table: I'll total passengers per boat per day for August and "
                "send you a sheet before the 4th.",
            ),
        )),
    )
    return Scripted(name="fresh33-watertaxi", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh33=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- shipwright
def _shipwright() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Murdo MacLeod, I build wooden boats in a shed at Tarbert. Larch on oak, clinker, Loch Fyne skiffs "
            "mostly. Mairi my daughter says you can help with the computer side. So. You set up the moulds, you "
            "spile each plank off the boat, you steam it, " + f("number", "an hour in the steam box per inch of thickness")
            + ", and you hang it while it's hot. These days I draw the strakes on the computer and Lachie, the "
            "apprentice, cuts the patterns on the router, and "
            + f("constraint", "everything in the lofting files stays full-size in millimetres")
            + ", none of this scaled nonsense, because the last time somebody scaled a drawing I lost a week and "
            "a good board. The file's " + f("path", "/home/murdo/lofting/skiff17/strakes.scad")
            + " and the fourth strake won't come out.",
            ("Running the export for strake 4 to see the error.", [
                call("bash",
                     long_log(34, "skiff17-openscad",
                              "Rendering Polygon Mesh using CGAL...\n"
                              + f("failure", "ERROR: CGAL error in CGALUtils::applyBinaryOperator difference: CGAL ERROR: assertion violation!")
                              + "\nExpr: e->incident_sface() != SFace_const_handle()\n"
                              "File: /usr/include/CGAL/Nef_3/SNC_constructor.h\nLine: 1162\n"
                              "WARNING: No top level geometry to render\nExecution aborted"),
                     error=True,
                     command=f("command", "openscad -o out/strake_04.stl -D strake=4 strakes.scad")),
            ]),
            "The rebate you cut out of strake 4 where it lands on strake 3 produces faces that touch exactly, "
            "and CGAL trips over that when it takes the difference. The real fix is to get the land right, "
            "which means the true offsets for that strake. Do you have them?",
        ),
        turn(
            "Off the half-model, aye. And the half-model is in the museum at Inveraray for their exhibition "
            "till the 20th. I'm not guessing the land, it's the one that shows. Leave it.",
            "Leaving strake 4 until you have the half-model back. The other strakes export fine. Would it help "
            "if I named the exports by strake number, strake_01.stl and so on, so Lachie can't mix them up?",
        ),
        turn(
            "Aye, do that, he had the garboard upside down last week.",
            ("Renaming the outputs.", [
                call("edit", "ok", path="/home/murdo/lofting/skiff17/export.sh",
                     old='openscad -o "out/$i.stl"', new='openscad -o "out/strake_$(printf %02d $i).stl"'),
            ]),
            "Done, strake_01.stl to strake_09.stl. Honestly, if you're going to keep drawing boats, "
            + f("rejected", "moving the lofting into Fusion 360") + " would make this sort of thing easier.",
        ),
        turn(
            "No. I'm not renting my own drawings off an American company by the month. Next.",
            "Understood. Staying with OpenSCAD.",
        ),
        turn(
            "The customer for this one, Mr Haldane, rang. He's asking about "
            + f("rejected", "sheathing the hull in epoxy and glass") + ", says his last boat leaked. Leave that "
            "with me, I want to think how to put it to him. He's paying "
            + f("number", "£14,500 for the 17-foot skiff") + " so I'll not be rude.",
            "Of course. If it's useful I can put the sheathing cost and weight beside the plain hull in the quote "
            "so he sees both.",
        ),
    )
    r2 = (
        turn(
            "I rang Haldane back. I'm not glassing a larch boat, it'll rot under the cloth inside five years and "
            "it'll be my name on it. Told him straight, she'll weep a bit for a week when she goes in, then she'll "
            "take up. He took it fine. Now, Mairi's photos. She strips the GPS off before the blog because of "
            "where the shed is. The folder's " + f("path", "/home/murdo/photos/blog_ready") + ".",
            ("Running exiftool over that folder.", [
                call("bash",
                     "======== ./IMG_4466.JPG\n======== ./IMG_4467.JPG\n======== ./IMG_4468.JPG\n"
                     + f("failure", "Error: Not a valid JPG (looks more like a CR3) - ./IMG_4471.JPG")
                     + "\n======== ./IMG_4472.JPG\n======== ./IMG_4473.JPG\n"
                     "    1 directories scanned\n   57 image files updated\n"
                     "    1 files weren't updated due to errors",
                     error=True,
                     command="cd /home/murdo/photos/blog_ready && "
                             + f("command", "exiftool -gps:all= -overwrite_original -ext jpg -r .")),
            ]),
            "57 photos are done. One, IMG_4471.JPG, is really a camera raw file with a .JPG name, so exiftool "
            "won't touch it and its GPS is still in it. It needs exporting properly from the original. Where "
            "is the original?",
        ),
        turn(
            "On Mairi's camera card, and Mairi and the camera are in Glasgow till Sunday. Just don't let that "
            "one go up.",
            "I'll move IMG_4471.JPG out of blog_ready into a hold folder so it can't be posted, and leave it "
            "until Mairi can export it from the card.",
        ),
        turn(
            "Good. And Mairi's latest, she texted last night: she wants "
            + f("rejected", "a Kickstarter for the community skiff") + ", the one the school's going to row.",
            "What do you think?",
        ),
        turn(
            "The Portavadie lot did one of those and spent a year posting out tote bags and mugs instead of "
            "building. The school's got the council money anyway.",
            "Right, then the community skiff stays on the council grant. I'll note it for her.",
        ),
        turn(
            "While you're about it, I'll be needing "
            + f("pending", "a cutting list for the oak keel and stems") + " for the next boat, out of the "
            "drawing, so I can order from the sawmill before they shut for the holidays.",
            "I can pull that from the keel and stem modules. I'll do it once strake 4's sorted, because the "
            "stem rebate depends on the same lands.",
        ),
    )
    r3 = (
        turn(
            "Well. Mairi put a picture of the Haldane boat on Instagram on Tuesday, the sheer and all, before "
            "Haldane had seen her. He was meant to see her first at the launch, it was a present for his wife, "
            "and she saw it on her phone. So, the rule is "
            + f("constraint", "no photos of a commissioned boat go online until her owner has seen her")
            + ". Can you make the blog thing stop that?",
            ("The blog posts from the blog_ready folder, so I'll make the script skip any folder marked as "
             "unseen.", [
                call("edit", "ok", path="/home/murdo/photos/post_to_blog.py",
                     old="for photo in sorted(READY.glob('*.JPG')):",
                     new="for photo in sorted(READY.glob('*.JPG')):\n"
                         "    if (photo.parent / 'UNSEEN').exists():\n        continue"),
            ]),
            "Done: put an empty file called UNSEEN in a boat's photo folder and nothing from it goes up until "
            "you delete it.",
        ),
        turn(
            "Good. The Haldane boat's registered now, the hull number on the transom is "
            + f("identifier", "AMB-017") + " and the craft number on the plate is "
            + f("identifier", "GB-AMB17017C626") + ". Can those go on the build sheet?",
            ("Adding them to the header of the build sheet.", [
                call("edit", "ok", path="/home/murdo/lofting/skiff17/build_sheet.md",
                     old="# Skiff 17", new="# Skiff 17 (hull AMB-017, CIN GB-AMB17017C626)"),
            ]),
            "They're on the build sheet.",
        ),
        turn(
            "And here's one nobody can tell me. The larch for the next two boats is at Ardkinglas, the forester "
            "says it's seasoned, but I need to know "
            + f("pending", "whether the Ardkinglas larch has had its two winters") + " before I go and pick "
            "boards. I've written to him and heard nothing.",
            "I can't know that from here. I'll keep it as an open question until the forester writes back.",
        ),
    )
    later = (
        (5, (
            turn(
                "The half-model's not back yet, the museum's kept it a week more. Did you do a cutting list for the "
                "oak keel and stems? I said I'd order before the sawmill shuts.",
                "Not yet. The keel is ready, but the stems wait on the lands from the half-model. I can give "
                "you the keel now and the stems as a rough size with a margin, if the sawmill will take that.",
            ),
            turn("Rough with a margin is fine for oak. Send it.", "I'll send it this afternoon."),
        )),
        (10, (
            turn(
                "Mairi's on at me. She needs "
                + f("pending", "the apprentice wage claim for Lachie by 15 May")
                + " or we lose the quarter. His hours are in the diary. Can you make it up?",
                "Yes. I'll total Lachie's hours from the diary for the quarter and fill in the claim form for "
                "Mairi to check, before the 15th.",
            ),
        )),
    )
    return Scripted(name="fresh33-shipwright", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh33=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- punts
def _punts() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello! Hattie, from Bramwell's Punts at the Mill Pond. Me and Sanjay run it, with about fifteen "
            "students doing the chauffeured tours. Let me paint you a Saturday: the queue starts at ten, the "
            "tours are " + f("number", "£25 a head for the 45-minute tour") + ", the self-hire punts go out by "
            "the hour, " + f("number", "£36 an hour for a self-hire punt") + " plus a card deposit, and "
            + f("constraint", "self-hire needs a named driver over 21") + ", with ID at the kiosk, because "
            "that's what the insurance says. We sell online as well, the booking site's PHP on a shared host, "
            "a student built it three summers ago and left. I tried to update it and now it's all red.",
            ("Let me run the install on the server and see.", [
                call("bash",
                     long_log(26, "millpond-composer",
                              "Installing dependencies from lock file\n"
                              "Verifying lock file contents can be installed on current platform.\n"
                              "Your lock file does not contain a compatible set of packages. Please run composer "
                              "update.\n\n  Problem 1\n    - "
                              + f("failure", "Root composer.json requires php ^8.2 but your php version (8.1.27) does not satisfy that requirement.")
                              + "\n  Problem 2\n    - twig/twig is locked to version v3.14.0 and an update of "
                              "this package was not requested.\n    - twig/twig v3.14.0 requires php >=8.0.2 -> "
                              "your php version (8.1.27) does satisfy that requirement."),
                     error=True,
                     command=f("command", "composer install --no-dev --optimize-autoloader")),
            ]),
            "The update moved the site to packages that need PHP 8.2, and the host is running 8.1.27. Either the "
            "host's PHP goes up or we pin the packages back. Does the hosting plan let you pick the PHP version? "
            "It's set in " + f("path", "/var/www/millpond/composer.json") + " on our side.",
        ),
        turn(
            "Sanjay says the host is moving everyone on our plan to 8.2 next month anyway and he doesn't want us "
            "messing with it in between, the last time we touched the settings we were down for a weekend. So "
            "leave it red for now. Is the site still taking bookings?",
            ("Checking the live site.", [
                call("bash", "HTTP/2 200\ncontent-type: text/html; charset=UTF-8",
                     command="curl -sI https://www.millpondpunts.co.uk/book"),
            ]),
            "Yes, the live site is still running the old installed packages; only the update is stuck. I'll "
            "leave it until the host upgrades PHP.",
        ),
        turn(
            "Phew. Another thing, people message us all day asking if there's a punt free.",
            "One idea: " + f("rejected", "a WhatsApp booking bot") + " that answers availability and takes the "
            "booking automatically.",
        ),
        turn(
            "That's kind, but I'd rather not have a robot talking to people, half the messages are hen parties "
            "asking if they can bring prosecco. A WhatsApp button on the contact page that goes to the kiosk "
            "phone would be lovely though.",
            ("Adding a click-to-chat button for the kiosk phone.", [
                call("edit", "ok", path="/var/www/millpond/templates/contact.twig",
                     old="<p>Call us on 01223 555470</p>",
                     new="<p>Call us on 01223 555470 or <a href=\"https://wa.me/447700900518\">WhatsApp the "
                         "kiosk</a></p>"),
            ]),
            "The button's on the contact page and opens a chat with the kiosk phone.",
        ),
    )
    r2 = (
        turn(
            "We had an e-mail from the language school on Trumpington Street, they wanted "
            + f("rejected", "half price for their forty students every Tuesday") + " all summer. Half price! I "
            "wrote back offering a flat £600 for two chauffeured punts on Tuesday mornings, out before 11 when "
            "we're quiet anyway, and they said yes this morning. Can the booking site block those out?",
            ("Adding a recurring block for Tuesday mornings.", [
                call("edit", "ok", path="/var/www/millpond/config/blocks.php",
                     old="return [",
                     new="return [\n    ['day' => 'tue', 'from' => '09:00', 'to' => '11:00', 'punts' => 2, "
                         "'note' => 'language school'],"),
            ]),
            "Done: two chauffeured punts are held every Tuesday 9 to 11 from June to September.",
        ),
        turn(
            "Brilliant. Now the e-mails. The booking confirmations stopped going out on Friday. Gav, our IT "
            "man, moved us to Microsoft something.",
            ("Testing a send through the Microsoft server.", [
                call("bash",
                     "=== Trying smtp.office365.com:587...\n=== Connected to smtp.office365.com.\n"
                     "<-  220 LO2P265CA0012.outlook.office365.com Microsoft ESMTP MAIL Service ready\n"
                     " -> EHLO kiosk\n<-  250-LO2P265CA0012.outlook.office365.com Hello\n -> STARTTLS\n"
                     "<-  220 2.0.0 SMTP server ready\n=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384\n"
                     " ~> AUTH LOGIN\n<~  334 VXNlcm5hbWU6\n ~> Ym9va2luZ3NAbWlsbHBvbmRwdW50cy5jby51aw==\n"
                     "<~  334 UGFzc3dvcmQ6\n ~> **********\n<~* "
                     + f("failure", "535 5.7.139 Authentication unsuccessful, SmtpClientAuthentication is disabled for the Tenant.")
                     + " Visit https://aka.ms/smtp_auth_disabled for more information.\n"
                     "*** No authentication type succeeded\n ~> QUIT\n<~  221 2.0.0 Service closing transmission "
                     "channel\n=== Connection closed with remote host.",
                     error=True,
                     command=f("command", "swaks --to hattie@millpondpunts.co.uk --server smtp.office365.com:587 --tls --auth LOGIN --auth-user bookings@millpondpunts.co.uk")),
            ]),
            "Microsoft has SMTP sign-in switched off for your whole organisation, "
            + f("identifier", "millpondpunts.onmicrosoft.com") + ", so the site can't log in to send. It has to "
            "be turned on for the bookings mailbox in the admin centre. Who's the admin?",
        ),
        turn(
            "Gav, and he's away walking in the Lakes till Monday with no signal, and he's the only one with the "
            "admin login. Ugh. Leave it for Gav.",
            "OK, confirmations stay stuck until Gav can switch it on. Until then I can give you a list of "
            "today's bookings each morning so you can e-mail the important ones by hand.",
        ),
        turn(
            "Yes please. And can you do " + f("pending", "a chauffeur rota for May Week")
            + "? It's mad that week and I always do it on the back of a beer mat.",
            "I'll build it from the availability sheet the students fill in. I'll start on it after the "
            "morning list.",
        ),
    )
    r3 = (
        turn(
            "So we had a scare. A self-hire group went out at eight on Thursday, lovely evening, then it got "
            "dark and they got stuck under Silver Street bridge and a porter had to fish them out. Nobody hurt. "
            "But from now on "
            + f("constraint", "the last self-hire slot ends an hour before sunset")
            + ", the site mustn't sell anything later.",
            ("Glad nobody was hurt. Making the booking form stop self-hire slots at sunset minus an hour.", [
                call("edit", "ok", path="/var/www/millpond/src/Slots.php",
                     old="$last = $day->setTime(21, 0);",
                     new="$last = sunset_for($day, 52.2, 0.12)->modify('-1 hour');"),
            ]),
            "Done: self-hire slots now finish an hour before that day's sunset for Cambridge. Since the e-mails "
            "will be back next week: I could add a weather-cancellation e-mail you can send to everyone booked "
            "on a day in one click.",
        ),
        turn(
            "Oh yes, thunderstorms. Do it.",
            ("Writing the template.", [
                call("write", "ok", path=f("path", "/var/www/millpond/templates/emails/weather_cancel.twig"),
                     content="Hi {{ name }}, we're sorry, the river is closed today because of the weather..."),
            ]),
            "The template is at /var/www/millpond/templates/emails/weather_cancel.twig with a button on the day "
            "view; it'll send once Gav has fixed the mail.",
        ),
        turn(
            "Two more. Sanjay went to the Mill Pond traders' meeting, the tourism office wanted everyone in "
            + f("rejected", "the city tourism pass") + " and the traders' group voted it down, so we're not "
            "doing it. And I've written to the Conservators asking "
            + f("pending", "whether the Conservators want a separate licence for the two electric punts")
            + ", no answer yet. The normal plate's " + f("identifier", "CAM/PL/0437") + ", and that has to be "
            "on the site somewhere.",
            ("Putting the plate in the footer.", [
                call("edit", "ok", path="/var/www/millpond/templates/base.twig",
                     old="<footer>", new="<footer>Licensed by the Conservators of the River Cam, CAM/PL/0437. "),
            ]),
            "The plate is in the footer. I'll keep the electric punt licence as an open question until the "
            "Conservators answer.",
        ),
    )
    later = (
        (5, (
            turn(
                "Gav's back from the Lakes but he hasn't got to the e-mails yet, he says Thursday. And May Week is in "
                "a fortnight and I haven't seen the rota. I asked you for a chauffeur rota for May Week, remember?",
                "Sorry, not done yet: only nine of the fifteen students have filled in their availability. I'll "
                "draft it from those today and leave gaps for the rest.",
            ),
        )),
        (10, (
            turn(
                "Our accountant wants " + f("pending", "the VAT figures for the June quarter by 7 August")
                + ", split between tours and self-hire. Can you get that out of the bookings?",
                "Yes, I'll total the June quarter from the bookings database, tours and self-hire separately, "
                "and have it to you before the 7th.",
            ),
        )),
    )
    return Scripted(name="fresh33-punts", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh33=True, later=later, routine=routine_en)


SESSIONS = (_chandlery(), _watertaxi(), _shipwright(), _punts())
