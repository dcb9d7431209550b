"""Fortieth fresh held-out set (English): written blind while the thirty-first round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be
first run, with its Chinese half, against the thirty-first round's rules; committed before its first run
and not to be edited after it.

How it was written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in four small-business domains (an ice-cream van round on
the Ayrshire coast, a riding school and livery yard under Kinder Scout, a tattoo studio in Margate, a
bicycle courier co-op in Norwich), with places, names and tools checked with ``grep -il`` on file names
only. Proposals come from the assistant, a caravan park (by e-mail), the user's daughter's partner (by
text from an oil rig, relayed by the daughter), the user's daughter (decided by the National Park's
planning officer), the user's son (by phone), an apprentice (decided by the studio's insurance broker), a
convention organiser (by e-mail), a co-op member (decided by the co-op's general meeting) and the city
council's procurement officer (by e-mail). Failures are multi-line blocks from gpsd (read with
gpspipe), flyctl, zigbee2mqtt, OCRmyPDF, s3cmd, imapsync, SOPS and nixos-rebuild; each is left
unresolved for a reason given in the dialogue. Routine work (``routine_en``) is this file's own: an Axum
+ SQLx web app for a food bank's volunteer rota, built with cargo, migrated with sqlx, deployed behind
Caddy with systemd, with turns that look like facts (a rule of thumb, an accepted suggestion, numbers,
paths) and are not planted.

Descriptions:
- icecream: Marco Valente runs Valente's, the family ice-cream van (third generation) out of Saltcoats,
  North Ayrshire, making the ice cream in the back shop; his daughter Gina does the books and the Facebook
  page; Gina's partner Darren, who works on a North Sea rig, set up a "where's the van" map: a Pi in the cab
  (vanpi-valente) reading a GPS puck and posting the position to a little page on Fly.io. Rules: inside a
  long account of an evening round, the chimes never go on after seven at night, and never for longer than
  twelve seconds at a stop; after a wee boy ran out from behind the van on Caledonia Road, the engine is off
  and the handbrake is on before the hatch opens. Proposals: the assistant's text alert when the van turns
  into your street (turned down by a reason alone: the customers are weans and pensioners, the chimes are
  the alert); Sandylands caravan park, by e-mail, wants an exclusive pitch at their gate every evening in
  July and August, Marco counters with Saturday and Sunday evenings and the park takes it; Darren, by text
  through Gina, wants a second van for the summer with his cousin Kyle driving it (put off, refused a round
  later); the assistant's tub stock sheet with a reorder line is accepted. Numbers: £2.60 for a single cone
  with a flake; about 45 cones to a 5-litre tub. Paths: /home/pi/vantrack/post_position.py,
  /home/gina/valentes/stock/tubs_2025.csv. Identifiers: vanpi-valente, the street trader's licence
  ST/NA/0417. Commands: gpspipe -w -n 10; flyctl deploy --app valentes-van-map. Failures: gpsd can't open
  the GPS puck's device (the puck was on the roof unit, which the garage in Kilwinning has off to fix the
  freezer; the van is back on Friday); flyctl's deploy ends, after a long build, with the organisation
  suspended over an unpaid invoice (the account and its card are Darren's, he's offshore for three weeks
  with the two-factor codes on his phone). Open: a new price board for the side of the van (asked again
  later); whether the licence lets them trade on the promenade during the gala weekend (the licensing office
  hasn't said); a later ask from the council for the licence renewal form and two photos by 16 May.
- stables: Sue Maddox runs Beckside Riding School and livery near Hayfield, under Kinder Scout: fourteen
  school horses and ponies, nine liveries; her daughter Kayleigh teaches; Josh, the farrier's lad, put float
  sensors in the paddock troughs with zigbee2mqtt on a Pi in the feed room. Rules: inside a long account of
  a Saturday, no child goes out on the moor without an adult leader, and never more than four riders to one
  leader; after a visiting child fed Biscuit a bag of grass cuttings and he colicked, nobody but staff feeds
  a horse, and only what's written on the feed board. Proposals: the assistant's online booking where
  parents pay for lessons up front (countered with something smaller: a cancellations list by text);
  Kayleigh's floodlights for the outdoor arena (the Peak District National Park's planning officer says no,
  relayed); Sue's son Callum, by phone, wants to sell rides on the ponies at the Hayfield May Queen fete
  (bluntly no); the assistant's due-dates column for jabs, teeth and farrier is accepted. Numbers: £32 for a
  half-hour lesson; £145 a week for full livery. Paths: /opt/zigbee2mqtt/data/configuration.yaml,
  /home/sue/beckside/vet/vaccinations_2025.pdf. Identifiers: Biscuit's passport number 826002010874321, the
  yard's holding number 08/221/0045. Commands: journalctl -u zigbee2mqtt -n 50; an ocrmypdf run over the
  vaccination records. Failures: zigbee2mqtt can't reach its adapter (Josh is grooming at Burghley all week
  and said not to touch it, he'll re-pair the lot; the troughs are walked meanwhile); OCRmyPDF ends, after a
  long run, on an encrypted PDF (a livery owner's insurer's PDF, its password texted to Mrs Hartley, who is
  on a fjords cruise till the 20th). Open: a printable summer-holiday lesson timetable (asked again later);
  whether the insurance covers Kayleigh teaching on her own before her coaching exam (the broker hasn't
  answered); a later ask from the council's licensing vet for the written emergency plan and staff training
  records before the inspection on 9 June.
- tattoo: Lou Fenn runs Black Anchor Tattoo on the old town side of Margate, with Priya (resident artist,
  does guest spots) and Tom (apprentice); her old co-owner Dean is leaving and the partnership is being
  dissolved through solicitors. Dean set up a nightly backup of the scanned consent forms to S3 and the
  bookings mailbox, which is moving to a new host. Rules: inside a long account of a tattoo day, photo ID is
  checked twice, at the consultation and again on the day, and nobody under eighteen goes in the chair;
  after a client came up in a bad rash from red ink, anyone new to red ink has a patch test at least a week
  before the session. Proposals: the assistant's online flash sale with a countdown on Instagram (bluntly
  no); Tom's hand-poked tattoos at the Margate summer market stall (the insurance broker says the policy
  covers the premises only, relayed); a convention organiser, by e-mail, wants a booth at the Brighton
  convention for all three days (put off, refused a round later); the assistant's booking reference on each
  consent form is accepted. Numbers: £50 deposit to hold a booking; £120 an hour for custom work. Paths:
  /home/lou/blackanchor/consent_scans, /home/lou/blackanchor/mail/move_bookings.sh. Identifiers: the
  council's registration TDC-SP-0193, the spore-test lab's account ATS-40917. Commands: s3cmd sync --dry-run
  of the scans; the imapsync line in the mail script. Failures: s3cmd's access key no longer exists (it was
  on Dean's AWS account; the solicitor says not to contact him about business until the dissolution is
  signed); imapsync, at the end of a long run, hits the new mailbox's quota (Tom's sister, who is doing the
  new website, is choosing the mail plan and is in Tenerife till the 3rd). Open: an aftercare sheet to hand
  out and put on the website (asked again later); whether the council registration moves to Lou or she needs
  a new one now Dean's name is coming off (the council hasn't replied); a later ask from the EHO for the
  last six months of autoclave spore test results before the visit on 24 April.
- couriers: Brake Even Couriers, a riders' co-op in Norwich with six members on cargo bikes; Roisin is
  coordinator this quarter, Kwame rides and fixes the bikes, Ines keeps the books and is away cycling the
  Pyrenees, Tomasz built the dispatch server on NixOS before he moved to Gdańsk. Rules: inside a long
  account of a working day, nobody carries more than eighty kilos in a cargo box, whatever the client says;
  after a prescription was left on a step and went missing, prescriptions are only ever handed to a person,
  never left on a step or with a neighbour. Proposals: the assistant's star rating for riders after every
  drop (turned down by a reason alone: they left the platforms to stop being rated by strangers); Kwame's
  takeaway food deliveries on Friday and Saturday nights (voted down by the general meeting, relayed); the
  city council's procurement officer, by e-mail, wants a fixed price per parcel locked for three years
  (countered with one year and a review, and the council takes it); the assistant's cargo-course column on
  the rota is accepted. Numbers: £6.50 a drop inside the ring road; £14 an hour minimum for every rider
  shift. Paths: ~/coop-infra/secrets/dispatch.enc.yaml, /home/roisin/coop/rota/shifts_june.csv. Identifiers:
  the dispatch host dispatch.brakeeven.coop, the society number RS008812. Commands: sops -d on the secrets
  file; sudo nixos-rebuild switch --flake .#dispatch. Failures: SOPS can't load an age identity (the only
  key is on Ines's laptop, and she's in the Pyrenees till the 21st); nixos-rebuild ends, after a long build,
  on a hash mismatch (the tech circle agreed no server changes without Tomasz, who answers on Sundays).
  Open: a one-page rate card for new clients (asked again later); whether riders on the pharmacy round need
  a basic DBS check (nobody, pharmacy included, knows); a later ask, after the FCA's reminder, for the
  annual return and accounts by 31 July.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: an Axum + SQLx food bank volunteer rota
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The tests won't build on my laptop since I changed the shifts query. Something about offline.",
                ("Running the test suite to see the error.", [
                    call("bash",
                         "   Compiling rota v0.4.0 (/home/dev/rota)\n"
                         "error: `SQLX_OFFLINE=true` but there is no cached data for this query, run `cargo sqlx prepare` to update the query cache or unset `SQLX_OFFLINE`\n"
                         "  --> src/db/shifts.rs:38:17\n"
                         "   |\n"
                         "38 |       let rows = sqlx::query_as!(\n"
                         "   |  ________________^\n"
                         "39 | |         ShiftRow,\n"
                         "40 | |         \"SELECT id, site, starts_at, ends_at, needed FROM shifts WHERE starts_at >= $1 ORDER BY starts_at\",\n"
                         "   | |_________^\n\n"
                         "error: could not compile `rota` (lib) due to 1 previous error",
                         error=True, command="cargo test"),
                ]),
                ("The query text changed, so the cached metadata in .sqlx/ no longer matches. Regenerating it "
                 "against the dev database.", [
                    call("bash", "query data written to .sqlx in the current directory; please check this into version control",
                         command="cargo sqlx prepare -- --all-targets"),
                    call("bash", "test result: ok. 27 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.84s",
                         command="cargo test"),
                ]),
                "Green again. Rule of thumb for this repo: any time a query! macro changes, run cargo sqlx prepare "
                "and commit the .sqlx folder with it, or CI (which builds offline) breaks.",
            ),
        )
    if k == 1:
        return (
            turn(
                "The Tuesday warehouse shift keeps getting twelve people signed up when we only need five. Can "
                "shifts have a limit?",
                ("Adding a capacity column with a migration.", [
                    call("bash", "Creating migrations/20250311094210_shift_capacity.sql",
                         command="sqlx migrate add shift_capacity"),
                    call("write", "ok", path="migrations/20250311094210_shift_capacity.sql",
                         content="ALTER TABLE shifts ADD COLUMN capacity INTEGER NOT NULL DEFAULT 6;\n"),
                    call("bash", "Applied 20250311094210/migrate shift capacity (6.112ms)",
                         command="sqlx migrate run"),
                ]),
                "Every existing shift now has a limit of 6, which the coordinators can change per shift. I could also "
                "add a CHECK so the limit can't be set below the number already signed up, enforced in the database "
                "rather than only in the handler.",
            ),
            turn("Yes, put the check in the database.", ("Added as a second migration.", [
                call("write", "ok", path="migrations/20250311101502_capacity_check.sql",
                     content="ALTER TABLE shifts ADD CONSTRAINT capacity_positive CHECK (capacity > 0);\n"),
                call("bash", "Applied 20250311101502/migrate capacity check (3.904ms)", command="sqlx migrate run"),
            ]), "Done; the over-limit check at signup time is in the handler, the positive check in Postgres."),
        )
    if k == 2:
        return (
            turn(
                "CI failed on clippy. I didn't touch anything scary.",
                ("Running clippy the way CI does.", [
                    call("bash",
                         "warning: the borrowed expression implements the required traits\n"
                         "  --> src/routes/signup.rs:52:35\n"
                         "   |\n"
                         "52 |     let body = render_confirmation(&volunteer.name.clone(), &shift)?;\n"
                         "   |                                   ^^^^^^^^^^^^^^^^^^^^^^^ help: change this to: `&volunteer.name`\n"
                         "   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#redundant_clone\n"
                         "warning: this `if` has identical blocks\n"
                         "  --> src/rota/week.rs:88:9\n"
                         "error: could not compile `rota` (lib) due to 2 previous errors (warnings treated as errors)",
                         error=True, command="cargo clippy --all-targets -- -D warnings"),
                ]),
                ("Removing the clone and collapsing the duplicated branch.", [
                    call("edit", "ok", path="src/routes/signup.rs",
                         old="render_confirmation(&volunteer.name.clone(), &shift)",
                         new="render_confirmation(&volunteer.name, &shift)"),
                    call("edit", "ok", path="src/rota/week.rs",
                         old="if day.is_weekend() {\n            slots.push(slot);\n        } else {\n            slots.push(slot);\n        }",
                         new="slots.push(slot);"),
                    call("bash", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.02s",
                         command="cargo clippy --all-targets -- -D warnings"),
                ]),
                "Clean. CI treats every clippy warning as an error, so it's worth running that exact line before "
                "pushing.",
            ),
        )
    if k == 3:
        return (
            turn(
                "After last night's deploy the site just says 502 Bad Gateway. Volunteers are texting me.",
                ("Checking the app's service and what Caddy is proxying to.", [
                    call("bash",
                         "● rota.service - Food bank volunteer rota\n"
                         "     Loaded: loaded (/etc/systemd/system/rota.service; enabled)\n"
                         "     Active: active (running) since Wed 2025-03-12 21:04:11 GMT; 11h ago\n"
                         "Mar 12 21:04:11 foodbank rota[8812]: listening on 127.0.0.1:3001",
                         command="systemctl status rota --no-pager"),
                    call("bash",
                         "rota.example-foodbank.org.uk {\n\treverse_proxy 127.0.0.1:3000\n\tencode zstd gzip\n}",
                         command="cat /etc/caddy/Caddyfile"),
                ]),
                "The new build reads PORT from the environment file and that now says 3001, while Caddy still "
                "proxies to 3000. Simplest is to put the environment file back to 3000 so both agree.",
            ),
            turn("Do that.", ("Setting it back and restarting.", [
                call("edit", "ok", path="/etc/rota/rota.env", old="PORT=3001", new="PORT=3000"),
                call("bash", "", command="sudo systemctl restart rota"),
                call("bash", "HTTP/2 200", command="curl -sI https://rota.example-foodbank.org.uk | head -1"),
            ]), "The rota is back up. The port now only lives in rota.env, and Caddy's config matches it."),
        )
    if k == 4:
        return (
            turn(
                "When a shift's full and someone clicks sign up they get 'Internal Server Error'. Can it say "
                "something kinder?",
                ("Reproducing it in a test first.", [
                    call("bash",
                         "---- signup::full_shift_is_conflict stdout ----\n"
                         "thread 'signup::full_shift_is_conflict' panicked at tests/signup.rs:64:5:\n"
                         "assertion `left == right` failed\n  left: 500\n right: 409\n"
                         "test result: FAILED. 27 passed; 1 failed; 0 ignored",
                         error=True, command="cargo test --test signup"),
                ]),
                ("The insert trips the shift_full trigger and the handler turns every sqlx::Error into a 500. "
                 "Mapping that database error to 409 with a friendly message instead.", [
                    call("edit", "ok", path="src/error.rs",
                         old="AppError::Db(_) => StatusCode::INTERNAL_SERVER_ERROR,",
                         new="AppError::Db(sqlx::Error::Database(e)) if e.message().contains(\"shift_full\") => StatusCode::CONFLICT,\n"
                             "            AppError::Db(_) => StatusCode::INTERNAL_SERVER_ERROR,"),
                    call("bash", "test result: ok. 28 passed; 0 failed; 0 ignored", command="cargo test"),
                ]),
                "Now they see 'Sorry, this shift is full - try the one after' and the page offers the next shift "
                "with space.",
            ),
        )
    return (
        turn(
            "The rota fell over at six this morning and came back by itself. Anything to worry about?",
            ("Looking at the journal around six.", [
                call("bash",
                     "Mar 14 06:00:03 foodbank rota[8812]: ERROR rota::db: pool timed out while waiting for an open connection\n"
                     "Mar 14 06:00:03 foodbank rota[8812]: thread 'tokio-runtime-worker' panicked at src/main.rs:41:10:\n"
                     "Mar 14 06:00:03 foodbank rota[8812]: called `Result::unwrap()` on an `Err` value: PoolTimedOut\n"
                     "Mar 14 06:00:04 foodbank systemd[1]: rota.service: Main process exited, code=exited, status=101/n/a\n"
                     "Mar 14 06:00:09 foodbank systemd[1]: rota.service: Scheduled restart job, restart counter is at 1.",
                     error=True, command="journalctl -u rota --since '06:00' --until '06:05' --no-pager"),
            ]),
            ("The nightly reminder job and the morning database backup both start at six, and the pool only has "
             "five connections with a three-second wait. Giving the pool ten connections and a ten-second acquire "
             "timeout, and turning that unwrap into a logged error.", [
                call("edit", "ok", path="src/main.rs",
                     old="PgPoolOptions::new().max_connections(5).acquire_timeout(Duration::from_secs(3))",
                     new="PgPoolOptions::new().max_connections(10).acquire_timeout(Duration::from_secs(10))"),
                call("bash", "test result: ok. 28 passed; 0 failed; 0 ignored", command="cargo test"),
                call("bash", "    Finished `release` profile [optimized] target(s) in 1m 12s",
                     command="cargo build --release"),
            ]),
            "Deployed. I'd also move the reminder job to 06:30 in rota-reminders.timer so the two don't collide.",
        ),
        turn("Yes, half six is fine.", ("Moved.", [
            call("edit", "ok", path="/etc/systemd/system/rota-reminders.timer",
                 old="OnCalendar=*-*-* 06:00:00", new="OnCalendar=*-*-* 06:30:00"),
            call("bash", "", command="sudo systemctl daemon-reload"),
        ]), "The reminders now go at half past six."),
    )


# ---------------------------------------------------------------- ice-cream van
def _icecream() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Right, hello. Marco Valente, Valente's ice cream, Saltcoats. My grandfather came over from Picinisco "
            "in 1931 and we've had a van on these streets ever since, I'm the third one driving it. I make the "
            "ice cream myself in the back shop on Dockhead Street, vanilla, the tablet one, strawberry, and "
            "Irn-Bru sorbet for the weans because they ask. Let me tell you how a night goes so you know what "
            "you're dealing with. I load the van about four, tubs in the freezer, cones, flakes, the sauces, and "
            "I'm out by half four. Round the Caledonia estate first, then down through Ardrossan, Stevenston "
            "Tuesdays and Thursdays, Sundays I'm parked on the front at the beach if it's dry. Every stop I give "
            "them the tune, Greensleeves, same as my faither, but "
            + f("constraint", "the chimes never go on after seven at night, and never for longer than twelve seconds at a stop")
            + ". That's the law near enough, there's a code of practice, but it's also manners, there's "
            "nightshift folk sleeping in those houses. After seven I just pull in where folk know I'll be. Now, "
            "my daughter Gina's boyfriend Darren, good lad, works on the rigs, he put a wee computer in the cab, "
            "he calls it " + f("identifier", "vanpi-valente") + ", and it puts a dot on a map on our Facebook "
            "page so folk can see where the van is. The weans love it. Only since Tuesday the dot's been sitting "
            "in the car park at Auchenharvie and the van's nowhere near it. Can you look?",
            ("Let me see what the GPS on the Pi is reporting.", [
                call("bash",
                     '{"class":"VERSION","release":"3.22","rev":"3.22","proto_major":3,"proto_minor":14}\n'
                     '{"class":"DEVICES","devices":[]}\n'
                     '{"class":"WATCH","enable":true,"json":true,"nmea":false,"raw":0,"scaled":false,"timing":false,"split24":false,"pps":false}\n'
                     "gpspipe: timed out waiting for a fix after 10 reports",
                     error=True, command="ssh pi@vanpi-valente " + f("command", "gpspipe -w -n 10")),
                call("bash",
                     "Apr 08 16:31:02 vanpi-valente systemd[1]: Started gpsd.service - GPS (Global Positioning System) Daemon.\n"
                     "Apr 08 16:31:02 vanpi-valente gpsd[611]: gpsd:INFO: launching (Version 3.22, revision 3.22)\n"
                     "Apr 08 16:31:03 vanpi-valente gpsd[611]: "
                     + f("failure", "gpsd:ERROR: SER: device open of /dev/ttyACM0 failed: No such file or directory - retrying read-only")
                     + "\nApr 08 16:31:03 vanpi-valente gpsd[611]: gpsd:ERROR: SER: read-only device open of /dev/ttyACM0 failed: No such file or directory\n"
                     "Apr 08 16:31:03 vanpi-valente gpsd[611]: gpsd:ERROR: /dev/ttyACM0: device activation failed, freed device.",
                     error=True, command="ssh pi@vanpi-valente journalctl -u gpsd -n 20 --no-pager"),
            ]),
            "The Pi itself is fine and on the internet, but the GPS receiver isn't plugged into it any more: gpsd "
            "looks for the receiver and the USB device simply isn't there. So the map keeps showing the last place "
            "it had a fix. It's a cable or the receiver itself, not the program.",
        ),
        turn(
            "The wee round puck thing? That was stuck on the roof unit with a magnet. Ah, that'll be it. The van's "
            "in at McGill's garage in Kilwinning, the freezer compressor packed in on Monday, so I'm doing the "
            "round in my brother's old van this week, and they've the whole roof unit off to get at the "
            "compressor. The puck'll be lying in a box somewhere in their workshop. The van's back Friday. Leave "
            "it till then, I'm not having you or anybody poking about in McGill's. Darren said the program's "
            + f("path", "/home/pi/vantrack/post_position.py") + " if you need it.",
            ("Just reading it so I know what it expects when the puck is back.", [
                call("read", path="/home/pi/vantrack/post_position.py",
                     result="import gps, requests, time\n\nsession = gps.gps(mode=gps.WATCH_ENABLE)\n"
                            "URL = 'https://valentes-van-map.fly.dev/position'\n\nfor report in session:\n"
                            "    if report['class'] == 'TPV' and getattr(report, 'lat', None):\n"
                            "        requests.post(URL, json={'lat': report.lat, 'lon': report.lon}, timeout=5)\n"
                            "        time.sleep(30)"),
            ]),
            "It only posts when gpsd has a position, so there's nothing to change in it. The map waits for the "
            "van to come back from McGill's on Friday with the puck; when it's plugged in again I'll check gpsd "
            "sees it before anything else.",
        ),
        turn(
            "Grand. While you're here, what could I be doing better? Gina says I'm a dinosaur.",
            "One thing a lot of vans do now is " + f("rejected", "a text alert when the van turns into your street")
            + ": people sign up with their phone number and the Pi sends a text when you're two streets away.",
        ),
        turn(
            "Son, half the folk on my round are weans with a pound coin in their fist and the other half are "
            "pensioners who've never sent a text in their life. The chimes are the alert. That's what the chimes "
            "are for.",
            "Fair point, the tune already does the job. I'll leave the texts alone.",
        ),
        turn(
            "And here's another one. Gina's just read me a text from Darren, he's out on the platform, they get "
            "the wifi at night. Listen to this: 'Tell your dad he should get " + f("rejected", "a second van for the summer with my cousin Kyle driving it")
            + ", Kyle's out of work and he's got his licence, they'd double the takings in July.' Kyle. Hm. I'll "
            "need to think about that one. He's a nice enough boy.",
            "Of course. If you want, I can work out roughly what a second van would need to take in an evening to "
            "cover the hire and the wages, before you decide.",
        ),
        turn(
            "Maybe. What I really need is to stop running out. Last Sunday on the front I ran out of vanilla by "
            "three o'clock with a queue to the railings.",
            "Then a stock sheet would help: each flavour's tubs in the back shop freezer, what goes in the van each "
            "night, and a reorder line so you make a new batch before you're down to the last tub. Shall I set "
            "that up?",
        ),
        turn(
            "Aye, do that. Gina keeps the numbers in " + f("path", "/home/gina/valentes/stock/tubs_2025.csv")
            + ". And for working it out, I get " + f("number", "about 45 cones to a 5-litre tub")
            + ", less if it's a hot day and the weans want a double.",
            ("Reading the sheet, then adding a reorder column.", [
                call("read", path="/home/gina/valentes/stock/tubs_2025.csv",
                     result="flavour,tubs_back_shop,tubs_van\nvanilla,6,3\ntablet,3,2\nstrawberry,2,1\nirn-bru sorbet,2,1"),
                call("edit", "ok", path="/home/gina/valentes/stock/tubs_2025.csv",
                     old="flavour,tubs_back_shop,tubs_van", new="flavour,tubs_back_shop,tubs_van,reorder_at"),
            ]),
            "Done. I've set vanilla's reorder line at 4 tubs and the others at 2, so a Sunday on the front (a good "
            "one sells near enough two hundred cones) never starts with less than you need.",
        ),
    )
    r2 = (
        turn(
            "I had a fright on Tuesday. I'm on Caledonia Road, I've stopped, I've still got the engine running "
            "because the freezer takes it off the alternator, and a wee boy, maybe six, comes tearing out from "
            "behind the back of the van, straight into the road, for the other side. A car came round and "
            "stopped about a yard off him. I was shaking for an hour. So, from now on, and this is for Gina and "
            "for anybody who ever drives that van: " + f("constraint", "the engine is off and the handbrake is on before the hatch opens")
            + ". And we only ever stop where the hatch is on the pavement side. The freezer can run off the "
            "leisure battery for ten minutes, it'll survive.",
            ("Putting it at the top of the start-of-round checklist Gina keeps for the van.", [
                call("edit", "ok", path="/home/gina/valentes/checklists/start_of_round.txt",
                     old="START OF ROUND\n",
                     new="START OF ROUND\n1. At every stop: engine OFF and handbrake ON before the hatch opens. "
                         "Hatch on the pavement side only.\n"),
            ]),
            "It's rule number one on the checklist now. Thank goodness the car stopped.",
        ),
        turn(
            "Now a nice one. Gina got an e-mail from the Sandylands caravan park, down the coast: 'Dear Mr "
            "Valente, our guests love your van. We would like to offer you " + f("rejected", "an exclusive pitch at our gate every evening in July and August")
            + ", in return for a pitch fee and an agreement not to trade within a mile of the park.' Every "
            "evening! And then what about my round? The Caledonia folk have been getting me every Tuesday since "
            "before they had teeth. I told Gina to write back: Saturday and Sunday evenings at the gate, six till "
            "eight, no pitch fee, and I trade wherever I like the rest of the week. And they've said yes!",
            ("Adding Sandylands to the summer stops.", [
                call("edit", "ok", path="/home/gina/valentes/round/summer_stops.txt",
                     old="SATURDAY\n", new="SATURDAY\n18:00-20:00 Sandylands caravan park, main gate\n"),
                call("edit", "ok", path="/home/gina/valentes/round/summer_stops.txt",
                     old="SUNDAY\n", new="SUNDAY\n18:00-20:00 Sandylands caravan park, main gate\n"),
            ]),
            "Saturday and Sunday evenings at the Sandylands gate are in the summer stops, and the weekday round "
            "stays as it is.",
        ),
        turn(
            "Gina wants the map page to say 'Saturdays and Sundays at Sandylands 6 till 8' at the top. Darren "
            "left notes for changing the words on it. Can you do that?",
            ("Changing the banner text and deploying the map page as Darren's notes describe.", [
                call("edit", "ok", path="/home/gina/valentes/van-map/templates/index.html",
                     old="<p class=\"banner\">Follow the van!</p>",
                     new="<p class=\"banner\">Follow the van! Saturdays and Sundays at Sandylands 6 till 8</p>"),
                call("bash",
                     long_log(75, "valentes-van-map",
                              "--> Building image done\n"
                              "==> Pushing image to fly\n"
                              "The push refers to repository [registry.fly.io/valentes-van-map]\n"
                              "deployment-01HV3K9Q2Y: digest: sha256:5be1c0e4a7 size: 1784\n"
                              "--> Pushing image done\n"
                              "image: registry.fly.io/valentes-van-map:deployment-01HV3K9Q2Y\n"
                              "image size: 61 MB\n\n"
                              "Watch your deployment at https://fly.io/apps/valentes-van-map/monitoring\n\n"
                              "==> Creating release\n"
                              + f("failure", "Error: organization valentes-ices is suspended because an invoice is unpaid")
                              + "\nVisit https://fly.io/dashboard/valentes-ices/billing to update your payment method"),
                     error=True, command="cd /home/gina/valentes/van-map && " + f("command", "flyctl deploy --app valentes-van-map")),
            ]),
            "The page builds fine, but Fly.io, the company that hosts the map page, won't start the new version: "
            "the account is suspended because a bill hasn't been paid. The page will probably go offline too "
            "until the payment is sorted. Only whoever owns the account can update the card.",
        ),
        turn(
            "That'll be Darren's card, it's all in his name. He's on the platform for another three weeks, he "
            "does three on, three off, and the wee code thing you need to log in comes to his phone, and he "
            "can't use his phone on the deck. Gina'll tell him on Sunday when he rings. Leave it, it's not the "
            "end of the world, the weans can wait for the dot.",
            "Okay, the map waits for Darren. The banner change is saved, so it'll go up once his account is paid.",
        ),
        turn(
            "And while we're on Darren: tell him no about the van for Kyle. I've thought about it. It's my name on "
            "the side, and a van I'm not in is a van I can't stand behind. The insurance for a second driver under "
            "twenty-five is daft money anyway. No.",
            ("Drafting a short reply Gina can send him.", [
                call("write", "ok", path="/home/gina/valentes/messages/darren_second_van.txt",
                     content="Dad says thanks but no to a second van. He wants to be in every van with our name on it. "
                             "Maybe Kyle could help in the back shop on busy Saturdays?"),
            ]),
            "Here's a draft for Gina: a no, and the back shop on busy Saturdays offered to Kyle instead, if you want that in.",
        ),
        turn(
            "Aye, leave that in, that's fair. Right, prices. We're going up this summer, everything's dearer, the "
            "milk, the cones, the diesel. It'll be " + f("number", "£2.60 for a single cone with a flake")
            + ", a double's £3.60, and a slider's £2. Could you make me " + f("pending", "a new price board for the side of the van")
            + "? The old one's from 2019 and it's faded to pink.",
            "Yes, I'll do it. I'll lay it out big enough to read from the pavement, with the flavours, and send "
            "it to Gina for the printer once the stock sheet's finished.",
        ),
    )
    r3 = (
        turn(
            "The council wants the licence number up where the customers can see it, and on the Facebook page. "
            "It's " + f("identifier", "ST/NA/0417") + ", North Ayrshire street trader's licence.",
            ("Adding it to the page footer and to the hatch sign text.", [
                call("edit", "ok", path="/home/gina/valentes/van-map/templates/index.html",
                     old="<footer>Valente's Ices, Saltcoats</footer>",
                     new="<footer>Valente's Ices, Saltcoats - North Ayrshire street trader's licence ST/NA/0417</footer>"),
                call("write", "ok", path="/home/gina/valentes/signs/hatch.txt",
                     content="Valente's Ices since 1931\nStreet trader's licence ST/NA/0417\nAllergens: ask at the hatch"),
            ]),
            "It's on the hatch sign now, and in the map page's footer for when that goes live again.",
        ),
        turn(
            "Now, something I can't get a straight answer to. The gala's the last weekend in June, the whole town's "
            "on the front. I want to know " + f("pending", "whether our licence lets us trade on the promenade during the gala weekend")
            + ", because the gala committee say it's the council's say and the licensing office say it's the "
            "committee's. I've phoned twice. Nobody knows.",
            "I can't tell you from the licence wording either; it names streets, and the promenade's a council "
            "event space that weekend. I'll keep it open until one of them gives a straight answer. It might be "
            "worth asking the licensing office by e-mail so you have it in writing.",
        ),
        turn(
            "Aye, Gina can do the e-mail. And put in the notes that the Irn-Bru sorbet's vegan, folk keep asking "
            "at the hatch.",
            ("Adding it to the allergens note.", [
                call("edit", "ok", path="/home/gina/valentes/signs/allergens.txt",
                     old="Irn-Bru sorbet: no milk", new="Irn-Bru sorbet: no milk, no egg - vegan"),
            ]),
            "Noted on the allergens sheet.",
        ),
    )
    later5 = (
        turn(
            "Letter from the council the day. They want " + f("pending", "the renewal form and two photos for the street trader's licence by 16 May")
            + ", or I'm off the streets till it's sorted. That's the middle of the season!",
            "Okay. The form I can help you fill in from what we have: the licence number, the van's "
            "registration, your round and the back shop address. The photos need to be passport style; the "
            "chemist on Hamilton Street does them. Do you want me to start the form now?",
        ),
    )
    later10 = (
        turn(
            "Whatever happened to the new price board for the side of the van? It's May, the sun's out and I've "
            "still got the pink one with last year's prices.",
            "I haven't done it yet, sorry, it's still outstanding. I'll lay it out now: the single cone with a "
            "flake, the double and the slider at the new prices, and the flavours underneath, big enough to read "
            "from the pavement.",
        ),
    )
    return Scripted(name="fresh40-icecream", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh40=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- riding stables
def _stables() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello love. Sue Maddox, Beckside Riding School, up the lane out of Hayfield, right under Kinder. "
            "Fourteen school horses and ponies and nine liveries, me, my daughter Kayleigh who does most of the "
            "teaching, and two girls who help for rides. I'll tell you what a Saturday's like so you get the "
            "picture. I'm up at half five, hay and feeds, then the school ponies are brought in and brushed off by "
            "the helpers, and the first lesson's at eight in the arena, little ones on the lead rein. By ten "
            "there's a hack going out up the bridleway towards the moor, and that's the bit I'm fussy about: "
            + f("constraint", "no child goes out on the moor without an adult leader, and never more than four riders to one leader")
            + ". If there's five booked, it's two leaders or one waits for the next ride, I don't care whose "
            "birthday it is, the weather comes in off Kinder in ten minutes. Then it's lunch for the ponies, "
            "afternoon lessons, poo-picking the paddocks, and the liveries' owners in and out all day wanting a "
            "word. Anyway. The thing I need help with: Josh, the farrier's lad, put little floats in the water "
            "troughs in the top paddocks that tell my phone when a trough's low, and they've all gone grey. His "
            "notes say the settings are in " + f("path", "/opt/zigbee2mqtt/data/configuration.yaml")
            + " on the little computer in the feed room.",
            ("Looking at the service's log on the feed-room Pi.", [
                call("bash",
                     "May 03 05:12:44 feedroom-pi npm[1180]: [2025-05-03 05:12:44] info: \tz2m: Logging to console, file (filename: log.log)\n"
                     "May 03 05:12:44 feedroom-pi npm[1180]: [2025-05-03 05:12:44] info: \tz2m: Starting Zigbee2MQTT version 1.40.2 (commit #unknown)\n"
                     "May 03 05:12:44 feedroom-pi npm[1180]: [2025-05-03 05:12:44] info: \tz2m: Starting zigbee-herdsman (2.1.1)\n"
                     "May 03 05:12:51 feedroom-pi npm[1180]: [2025-05-03 05:12:51] error: \tz2m: Error while starting zigbee-herdsman\n"
                     "May 03 05:12:51 feedroom-pi npm[1180]: [2025-05-03 05:12:51] error: \tz2m: "
                     + f("failure", "Error: Failed to connect to the adapter (Error: SRSP - SYS - ping after 6000ms)")
                     + "\nMay 03 05:12:51 feedroom-pi npm[1180]: [2025-05-03 05:12:51] error: \tz2m: Failed to start zigbee-herdsman\n"
                     "May 03 05:12:51 feedroom-pi npm[1180]: [2025-05-03 05:12:51] error: \tz2m: Exiting...\n"
                     "May 03 05:12:52 feedroom-pi systemd[1]: zigbee2mqtt.service: Main process exited, code=exited, status=1/FAILURE",
                     error=True, command="ssh sue@feedroom-pi " + f("command", "journalctl -u zigbee2mqtt -n 50")),
            ]),
            "The program that collects the float readings can't talk to the little USB radio stick it uses to hear "
            "the floats, so it gives up at start-up and every trough shows grey. The floats are probably fine; "
            "it's the stick, or its USB port, or the stick has lost its settings.",
        ),
        turn(
            "Well Josh is away at Burghley all week grooming for one of the eventers, and he said, and I quote, "
            "'don't let anybody touch it, Sue, if the stick's reset I'll have to re-pair every float and I'll do "
            "it when I'm back'. So leave it. The girls can walk round the troughs twice a day like we did for "
            "thirty years.",
            "Okay, I'll leave the feed-room Pi alone until Josh is back from Burghley. The troughs are on foot "
            "till then.",
        ),
        turn(
            "Now the other thing, the bookings. It's all on my phone and a diary and half the time a mum rings "
            "while I'm under a horse. What do people do?",
            "A lot of yards use " + f("rejected", "online booking where parents pay for lessons up front")
            + ": they pick a slot on a web page and pay when they book, so there are no no-shows and no phone calls.",
        ),
        turn(
            "I've seen those. Half my families are farming families who'd rather pay me cash in the yard, and "
            "I'm not having a computer decide who rides Biscuit. What would help is something smaller: when "
            "someone cancels, I want a list of who wants a lesson at short notice, so I can text down it and fill "
            "the slot.",
            ("Making a short-notice list: name, child, which days they can do, phone.", [
                call("write", "ok", path="/home/sue/beckside/lessons/cancellations.csv",
                     content="family,child,level,days_free,phone,last_texted\n"),
            ]),
            "Here's the cancellations list. When a slot frees up, you text from the top and move whoever took it "
            "to the bottom, so it stays fair.",
        ),
        turn(
            "Lovely. And put the prices somewhere the girls can see them when somebody rings, they always get it "
            "wrong. It's " + f("number", "£32 for a half-hour lesson") + ", forty-eight for the hour, private's "
            "extra, and liveries are " + f("number", "£145 a week for full livery") + ", ninety for part.",
            ("Writing the price sheet for the tack room.", [
                call("write", "ok", path="/home/sue/beckside/prices.txt",
                     content="Lessons: half hour 32.00, one hour 48.00 (group)\nLivery: full 145.00/week, part 90.00/week"),
            ]),
            "Done; the price sheet's saved. While I'm at it: the horse sheet has names and passports but no dates. "
            "Shall I add columns for when each horse is next due flu jab, teeth and farrier, so the yard can see "
            "what's coming up?",
        ),
        turn(
            "Oh yes, do that, I'm always finding out from the vet. Start with Biscuit, he's the one everyone "
            "wants. His passport number's " + f("identifier", "826002010874321") + ".",
            ("Adding the due-date columns to the horse sheet.", [
                call("edit", "ok", path="/home/sue/beckside/horses.csv",
                     old="name,passport,owner", new="name,passport,owner,flu_due,teeth_due,farrier_due"),
                call("edit", "ok", path="/home/sue/beckside/horses.csv",
                     old="Biscuit,,school", new="Biscuit,826002010874321,school,,,"),
            ]),
            "The columns are in and Biscuit's passport is on his row; the dates I'll fill in from the vet records.",
        ),
    )
    r2 = (
        turn(
            "We had a horrible night. On Sunday there was a family walking up the lane, and their little girl "
            "fed Biscuit a whole carrier bag of lawn clippings over the paddock gate. By nine o'clock he was "
            "down and rolling. Colic. The vet was out till one in the morning, tubed him, he's all right, thank "
            "God, but that's four hundred pounds and a very sorry pony. So from now on it's the rule for the "
            "whole yard, liveries included: " + f("constraint", "nobody but staff feeds a horse, and only what's written on the feed board")
            + ". Not a carrot, not a mint. Can you make a sign for the gates?",
            ("Writing the sign.", [
                call("write", "ok", path="/home/sue/beckside/signs/please_dont_feed.txt",
                     content="PLEASE DON'T FEED THE HORSES\nGrass cuttings can kill a horse.\n"
                             "Only Beckside staff feed, and only what's on the feed board. Thank you!"),
            ]),
            "The sign's ready to print. I'd put one on the lane gate and one on the paddock gate where she was.",
        ),
        turn(
            "Thanks. Now, the licence inspection's coming up and the vet wants the flu jabs for every horse in one "
            "place. I've scanned all the passports and the vet certificates into the incoming folder, and Mrs "
            "Hartley sent Jasper's over from her vet. Can you make it into one file I can search, "
            + f("path", "/home/sue/beckside/vet/vaccinations_2025.pdf") + "?",
            ("Making each scan searchable first, then I'll join them into the one file.", [
                call("bash",
                     long_log(64, "beckside-vet",
                              "Start processing 6 pages concurrently\n"
                              "    6 page already has text! - skipping all processing on this page\n"
                              "Postprocessing...\n"
                              "Output file is a PDF/A-2B (as expected)\n"
                              "--- jasper_hartley.pdf ---\n"
                              "   ERROR - "
                              + f("failure", "EncryptedPdfError: Input PDF is encrypted. The encryption must be removed to perform OCR.")
                              + "\n\nFor information about this PDF's security use\n"
                              "    qpdf --show-encryption jasper_hartley.pdf\n\n"
                              "You can remove the encryption using\n"
                              "    qpdf --decrypt [--password=[password]] jasper_hartley.pdf\n"
                              "(but only if you have the right to do so)"),
                     error=True,
                     command="cd /home/sue/beckside/vet/incoming && for f in *.pdf; do "
                             + f("command", 'ocrmypdf --skip-text "$f" ../ocr/"$f"') + " || break; done"),
            ]),
            "All your own scans went through. The one from Mrs Hartley's vet, Jasper's, is locked with a password, "
            "so it can't be read until it's unlocked. Do you know the password?",
        ),
        turn(
            "The practice locks them and texts the password to whoever pays the bill, and that's Mrs Hartley, and "
            "she's on a cruise round the Norwegian fjords till the 20th with her phone switched off because of "
            "the roaming. Leave Jasper out for now, he can go in when she's home.",
            "Okay, Jasper's certificate waits for Mrs Hartley and the password after the 20th; the rest can be "
            "joined now and his added later.",
        ),
        turn(
            "Here's a bit of news. Kayleigh's been on at me for " + f("rejected", "floodlights for the outdoor arena")
            + " so she can teach after school in the winter. She went to the National Park, because we're inside "
            "it, and their planning officer rang her back on Thursday: no, dark skies, the whole valley sees the "
            "arena from the Kinder side, and they'd refuse an application. So that's that, she's sulking.",
            "That's a firm answer, then. Winter evening lessons would have to go in the indoor school, if you "
            "ever have one, or move to weekends.",
        ),
        turn(
            "Weekends are full already. Oh, and when you've a minute, can you do me " + f("pending", "a printable summer-holiday lesson timetable")
            + " for the tack room door? The holiday club kids come Monday to Thursday mornings, six weeks.",
            "Yes, I'll do that once the horse dates are filled in, so I don't put a pony in a lesson on a farrier "
            "morning.",
        ),
    )
    r3 = (
        turn(
            "My son Callum rang last night from Manchester, all excited. He says we should be "
            + f("rejected", "selling rides on the ponies at the Hayfield May Queen fete")
            + ", five pounds a go round the cricket field, says we'd make a fortune. No. My school ponies aren't "
            "fairground donkeys. I told him no and put the phone down.",
            "Fair enough, no fete rides.",
        ),
        turn(
            "The licence papers want the yard's holding number on every page. It's " + f("identifier", "08/221/0045")
            + ", the CPH. Can you put it on the price sheet and the horse list as well while you're there?",
            ("Adding the holding number to the headers.", [
                call("edit", "ok", path="/home/sue/beckside/prices.txt",
                     old="Lessons:", new="Beckside Riding School - CPH 08/221/0045\nLessons:"),
                call("edit", "ok", path="/home/sue/beckside/horses.csv",
                     old="name,passport,owner", new="# Beckside, CPH 08/221/0045\nname,passport,owner"),
            ]),
            "It's on both now.",
        ),
        turn(
            "And here's a worry nobody can answer for me: " + f("pending", "whether our insurance covers Kayleigh teaching on her own before her coaching exam")
            + ". She's taking it in September. I've rung the broker in Buxton twice and they keep saying they'll "
            "find out from the underwriter.",
            "I can't tell you that either; it depends on the policy's wording about qualified instructors. I'll "
            "keep it open until the broker comes back. Until then it may be safest for you to be on the yard "
            "whenever she's teaching.",
        ),
    )
    later5 = (
        turn(
            "The council's licensing vet rang. She's coming on the 9th and wants "
            + f("pending", "the written emergency plan and the staff training records before the licence inspection on 9 June")
            + ". Emergency plan! I've got the vet's number on the wall.",
            "Okay. The emergency plan I can draft with you: fire, a loose horse on the road, a rider hurt on the "
            "moor, who rings whom, where the horses go. The training records I'll need from you: each helper, what "
            "they've been shown and when.",
        ),
    )
    later10 = (
        turn(
            "Did you ever do the summer-holiday lesson timetable? The holiday club starts in three weeks and the "
            "mums are asking.",
            "No, not yet, sorry, the printable summer-holiday lesson timetable is still to do. I'll make it now: "
            "Monday to Thursday mornings for the six weeks, ponies matched to the children's levels, and the "
            "farrier mornings kept clear.",
        ),
    )
    return Scripted(name="fresh40-stables", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh40=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- tattoo studio
def _tattoo() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya. I'm Lou, I own Black Anchor Tattoo, up past the clock tower in Margate, the old town end. "
            "There's me, Priya who's resident but does guest spots all over, and Tom, my apprentice, second year. "
            "My business partner Dean is leaving, long story, solicitors, the lot, so I'm having to get my head "
            "round all the stuff he used to do with the computer. Let me tell you how a day goes so you know. "
            "Doors at eleven, the first hour is consultations and walk-in flash, then the booked pieces from "
            "twelve. Every client fills in the consent form, medical stuff, allergies, the lot, and "
            + f("constraint", "photo ID is checked twice, at the consultation and again on the day, and nobody under eighteen goes in the chair")
            + ", I don't care if their mum's stood there with a pen and a birth certificate, you can lose your "
            "registration for that. Then the station gets set up, everything single-use bagged, stencil on, "
            "and we go. After, it's wrap, aftercare talk, photos for the portfolio, and the station's broken "
            "down and the tubes go in the autoclave. Last job at night, Tom scans the day's consent forms into "
            + f("path", "/home/lou/blackanchor/consent_scans") + " on the studio laptop and Dean had it back "
            "them up somewhere in the cloud every night. It used to send him an e-mail saying done. Since he "
            "left I've no idea if it's working.",
            ("Trying the backup in dry-run mode, so it only reports what it would copy.", [
                call("bash",
                     "WARNING: Retrying failed request: /?location ([Errno 104] Connection reset by peer)\n"
                     "WARNING: Waiting 3 sec...\n"
                     + f("failure", "ERROR: S3 error: 403 (InvalidAccessKeyId): The AWS Access Key Id you provided does not exist in our records.")
                     + "\nERROR: exiting, 0 files would be uploaded",
                     error=True, command="cd /home/lou/blackanchor && " + f("command", "s3cmd sync --dry-run consent_scans/ s3://blackanchor-consent/")),
            ]),
            "It isn't working. The backup logs in to Amazon's storage with a key, and Amazon says that key doesn't "
            "exist any more, so it was deleted or switched off on the account. Nothing has been copied since. The "
            "scans on this laptop are all still here. Whose Amazon account is it?",
        ),
        turn(
            "Dean's. Course it is. He'll have shut his keys down when he went, and my solicitor has told me in "
            "words of one syllable not to contact him about anything business till the dissolution's signed, "
            "everything goes through her. So leave it. We'll sort a new backup when that's done.",
            "Okay, I'll leave the cloud backup as it is until the dissolution is signed. The scans are safe on the "
            "laptop meanwhile; copying the folder to a USB stick you keep at home once a week would cover you.",
        ),
        turn(
            "Yeah, Tom can do the stick on Fridays. What else should we be doing? It's dead in February.",
            "For quiet months some studios run " + f("rejected", "an online flash sale with a countdown on Instagram")
            + ": a sheet of designs at a fixed price, booked first come first served until the timer runs out.",
        ),
        turn(
            "No. Makes us look like a nail bar. Next.",
            "Fair enough. Something smaller: a booking reference on each consent form, the same one as on the "
            "deposit, so a form, a deposit and a client can always be matched up. Do you want that?",
        ),
        turn(
            "Go on then, that's sensible, the folder's a mess. It's a " + f("number", "£50 deposit to hold a booking")
            + ", comes off the last session, lost if they no-show.",
            ("Adding the booking reference and deposit to the consent form template.", [
                call("edit", "ok", path="/home/lou/blackanchor/forms/consent_template.odt.xml",
                     old="<text:p>Client name:</text:p>",
                     new="<text:p>Booking ref:</text:p>\n<text:p>Deposit paid (GBP 50):</text:p>\n<text:p>Client name:</text:p>"),
            ]),
            "The form now starts with the booking reference and the deposit line; Tom can name each scan by the "
            "reference too.",
        ),
        turn(
            "Oh and this came in, read it. 'Hi Lou, we've got space left at the Brighton show in September and "
            "we'd love Black Anchor there. Can we put you down for " + f("rejected", "a booth at the Brighton convention for all three days")
            + "? Early bird ends Friday. Cheers, Marcus.' Conventions are a lot. Let me look at the diary first.",
            "Sure. If you want, I can pull the September bookings so you can see what three days away would move.",
        ),
    )
    r2 = (
        turn(
            "Bad week. A lass came in for a cherry on her wrist, lovely little thing, lots of red, her first "
            "colour. Three days later she's back with it swollen and blistered, a proper allergic reaction to "
            "the red. Doctor, antihistamines, she's alright now and she's been really decent about it, but it "
            "could have been a lot worse. So from today " + f("constraint", "anyone new to red ink has a patch test at least a week before the session")
            + ", and it goes on the booking confirmation so they know.",
            ("Adding it to the booking confirmation text.", [
                call("edit", "ok", path="/home/lou/blackanchor/forms/booking_confirmation.txt",
                     old="Please eat before your appointment.",
                     new="Please eat before your appointment.\nHaving red ink for the first time? You'll need a small patch "
                         "test at the studio at least a week before your session."),
            ]),
            "It's on the confirmation now. I'd note the patch test date on the consent form as well, next to the "
            "allergies.",
        ),
        turn(
            "Next thing. The bookings e-mail, that's where all the enquiries come in, is on Dean's old hosting and "
            "that runs out at the end of the month. Tom's sister's setting us up a new one. Dean left a script "
            "for moving it, " + f("path", "/home/lou/blackanchor/mail/move_bookings.sh") + ". Can you run it?",
            ("Reading the script first, then running its copy line.", [
                call("read", path="/home/lou/blackanchor/mail/move_bookings.sh",
                     result="#!/bin/sh\n# copy bookings mailbox from livemail to fastmail\n"
                            "imapsync --host1 mail.livemail.co.uk --host2 imap.fastmail.com --automap \\\n"
                            "  --user1 bookings@blackanchortattoo.co.uk --passfile1 .pass_old \\\n"
                            "  --user2 bookings@blackanchortattoo.co.uk --passfile2 .pass_new"),
                call("bash",
                     long_log(82, "blackanchor-imap",
                              "++++ Looping on each one of 9 folders to sync\n"
                              "Host1: folder [INBOX] has 4311 messages in total (mentioned by SELECT)\n"
                              "Host2: folder [INBOX] has 2240 messages in total (mentioned by SELECT)\n"
                              "Err 1/20: - msg INBOX/2241 {2241} "
                              + f("failure", "could not append to folder INBOX: NO [OVERQUOTA] Quota exceeded (mailbox is full)")
                              + "\nErr 2/20: - msg INBOX/2242 {2242} could not append to folder INBOX: NO [OVERQUOTA] Quota exceeded (mailbox is full)\n"
                              "Maximum number of errors 20 reached ( you can change --errorsmax 20 ). Exiting.\n"
                              "Exiting with return value 11 (EXIT_WITH_ERRORS_MAX) 20/50 nb_errors/max_errors"),
                     error=True,
                     command="cd /home/lou/blackanchor/mail && "
                             + f("command", "imapsync --host1 mail.livemail.co.uk --host2 imap.fastmail.com --automap")
                             + " --user1 bookings@blackanchortattoo.co.uk --passfile1 .pass_old"
                               " --user2 bookings@blackanchortattoo.co.uk --passfile2 .pass_new"),
            ]),
            "About half the mailbox copied over, then the new mailbox filled up: the plan it's on is too small for "
            "all the design photos people send. It needs a bigger plan on the new side before the rest will go.",
        ),
        turn(
            "That's Tom's sister, Becca, she's doing the new website and she's picking the e-mail plan as part of "
            "it, it's her account. She's in Tenerife till the 3rd. Don't go buying anything. Leave it half done, "
            "the old one's still working till the end of the month.",
            "Okay, I'll leave the move half done until Becca's back on the 3rd; the old mailbox keeps working till "
            "then.",
        ),
        turn(
            "And Tom, bless him, wants to do " + f("rejected", "hand-poked tattoos at the Margate summer market stall")
            + ", little ones, on the harbour arm. I rang our broker to check, and she came back yesterday: our policy "
            "covers work on the premises, full stop, and they won't extend it to a market stall. So he can't.",
            "That settles it, then. He could still take a stall with prints and flash sheets and hand out the "
            "studio's cards, if the market allows that.",
        ),
        turn(
            "Maybe. And I've looked at the diary: no to Brighton. Three days away is nine booked sessions moved "
            "and Priya's away that month. Can you write back to Marcus, nice, maybe next year?",
            ("Drafting the reply.", [
                call("write", "ok", path="/home/lou/blackanchor/mail/drafts/brighton_reply.txt",
                     content="Hi Marcus, thanks for thinking of us, but September's full and we can't be away three days. "
                             "Keep us in mind for next year. Lou"),
            ]),
            "Draft saved for you to send.",
        ),
        turn(
            "Ta. For the website, Becca wants prices. Flash is on the sheet, custom is " + f("number", "£120 an hour for custom work")
            + ", minimum one hour. And could you write " + f("pending", "an aftercare sheet we can hand out and put on the website")
            + "? The one we use is a photocopy of a photocopy from 2011.",
            "Yes, I'll do the aftercare sheet. I'll do the website price notes first since Becca's waiting on "
            "them, then the aftercare.",
        ),
    )
    r3 = (
        turn(
            "The registration has to be on the website and by the door. It's " + f("identifier", "TDC-SP-0193")
            + ", Thanet council, skin piercing and tattooing. And the autoclave log needs the lab's account on it, "
            "the people who do our monthly spore tests, that's " + f("identifier", "ATS-40917") + ".",
            ("Adding both to the notes for the website footer and to the autoclave log header.", [
                call("edit", "ok", path="/home/lou/blackanchor/website/footer.txt",
                     old="Black Anchor Tattoo, Margate", new="Black Anchor Tattoo, Margate - Thanet DC registration TDC-SP-0193"),
                call("edit", "ok", path="/home/lou/blackanchor/autoclave/log_2025.csv",
                     old="date,cycle,temp_c,pressure_bar,operator",
                     new="# spore tests: lab account ATS-40917\ndate,cycle,temp_c,pressure_bar,operator"),
            ]),
            "Both are in.",
        ),
        turn(
            "Here's the one that keeps me up. The registration's in both our names, mine and Dean's. I don't know "
            + f("pending", "whether the registration moves to me or I need a new one now Dean's name is coming off")
            + ". I've e-mailed the council's licensing team three weeks ago. Nothing.",
            "I don't know either; some councils register the premises and some the people. I'll keep it as an "
            "open question until the council answers. If it's the people, it would be worth applying in your own "
            "name before the dissolution is final.",
        ),
    )
    later5 = (
        turn(
            "EHO rang, she's doing her visit on the 24th. She wants to see " + f("pending", "the last six months of autoclave spore test results before the visit on 24 April")
            + ", printed, in order.",
            "Okay. The spore results come from the lab by e-mail as PDFs; if you forward me the last six I'll put "
            "them in date order with the autoclave log beside each month, ready to print.",
        ),
    )
    later10 = (
        turn(
            "Becca's nearly done with the site. Where's that aftercare sheet? She wants it for the website and I "
            "want a pile on the counter.",
            "Sorry, it's still not done; the aftercare sheet to hand out and put on the website is next. I'll "
            "write it now: first night, washing, the cream, no swimming or sunbeds for two weeks, and when to ring "
            "the studio.",
        ),
    )
    return Scripted(name="fresh40-tattoo", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh40=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- bicycle courier co-op
def _couriers() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi! Roisin here, I'm coordinator this quarter at Brake Even Couriers, we're a workers' co-op in "
            "Norwich, six of us on cargo bikes, two Bullitts and four Urban Arrows, out of a unit behind "
            "Magdalen Street. Everyone's a member, everyone gets a vote, and the coordinator job rotates, which is "
            "why it's me fighting the computer this month. A normal day: the bakery run at half six, sourdough to "
            "eleven cafés, then the pharmacy round for the two chemists on Magdalen Street and Unthank Road, "
            "then the council's internal post between City Hall and the depots, then whatever comes in on the "
            "dispatch board, parcels, the lab samples, the odd sofa cushion. One rule we voted in after Kwame did "
            "his knee in: " + f("constraint", "nobody carries more than eighty kilos in a cargo box, whatever the client says")
            + ". If it's more, it's two bikes or it's the van hire, and the client pays for it. End of the day "
            "we charge the batteries and whoever's last does the board for tomorrow. So. The dispatch board runs "
            "on a server Tomasz built before he moved to Gdańsk, " + f("identifier", "dispatch.brakeeven.coop")
            + ", and Dan, who left in March, still knows the admin password. We want to change it. Tomasz said "
            "the passwords are in " + f("path", "~/coop-infra/secrets/dispatch.enc.yaml") + " and Kwame's got the "
            "repo on his laptop.",
            ("Trying to open the secrets file on Kwame's laptop.", [
                call("bash",
                     "Failed to get the data key required to decrypt the SOPS file.\n\n"
                     "Group 0: FAILED\n"
                     "  age1n5x4f0tq7kz3l8yq2wv6rd9hj0c4m2s7e8p3u5a6g9w1d2k4fx6qz8lr0s: FAILED\n"
                     "    - | " + f("failure", "failed to load age identities: failed to open file: open /home/kwame/.config/sops/age/keys.txt: no such file or directory")
                     + "\n  age1h8m2c6v0x4q9t3w7k1j5r8e2n6b0y4p9s3d7f1l5a8u2g6z0c4x9k3m7q: FAILED\n"
                       "    - | no identity matched any of the recipients\n\n"
                       "Recovery failed because no master key was able to decrypt the file. In\n"
                       "order for SOPS to recover the file, at least one key has to be successful,\n"
                       "but none were.",
                     error=True, command="cd ~/coop-infra && " + f("command", "sops -d secrets/dispatch.enc.yaml")),
            ]),
            "The file is locked so that only two keys can open it, and neither is on this laptop: Kwame's "
            "machine has no key at all. The two keys that can open it belong to whoever Tomasz set it up for. "
            "Do you know whose they are?",
        ),
        turn(
            "Tomasz's and Ines's. Tomasz wiped his laptop when he moved, he told us that. Ines does the books, "
            "and she's cycling across the Pyrenees with her girlfriend, coast to coast, no signal half the time, "
            "back on the 21st. We're not getting the password changed before then, are we. Fine, leave it. It's "
            "waited since March, it can wait for Ines.",
            "It'll have to wait for Ines, yes. I won't try anything else on the secrets file until she's back on "
            "the 21st with her key.",
        ),
        turn(
            "What else could make the board better? Clients keep asking how they can give feedback.",
            "One common feature is " + f("rejected", "a star rating for riders after every drop")
            + ": the client taps one to five stars when the parcel arrives, and you'd see who's getting complaints.",
        ),
        turn(
            "We all left Deliveroo and Stuart to stop being rated by strangers on a phone. Half the reason this "
            "co-op exists is that.",
            "Understood, that's off the table. Feedback can stay an e-mail to the coordinator.",
        ),
        turn(
            "New prices from the meeting, can you put them in the rate sheet? It's " + f("number", "£6.50 a drop inside the ring road")
            + ", nine fifty outside it, and we agreed " + f("number", "£14 an hour minimum for every rider shift")
            + ", whatever the drops come to.",
            ("Updating the rate sheet.", [
                call("edit", "ok", path="/home/roisin/coop/rates.csv",
                     old="zone,per_drop\ninner,5.80\nouter,8.90", new="zone,per_drop\ninner,6.50\nouter,9.50"),
                call("edit", "ok", path="/home/roisin/coop/pay.csv",
                     old="min_hourly,12.60", new="min_hourly,14.00"),
            ]),
            "Done. While we're on shifts: would a column on the rota for who's done the cargo-bike course help? "
            "Then whoever does the board can see at a glance who can take the big Bullitt loads.",
        ),
        turn(
            "Yes, good, we keep forgetting who's done it. The rota's in " + f("path", "/home/roisin/coop/rota/shifts_june.csv") + ".",
            ("Adding the column.", [
                call("edit", "ok", path="/home/roisin/coop/rota/shifts_june.csv",
                     old="date,shift,rider", new="date,shift,rider,cargo_course"),
            ]),
            "It's in; I've ticked Kwame and you from the course list, the rest can fill theirs in.",
        ),
    )
    r2 = (
        turn(
            "We had a bad one. A rider, I won't say who, left a prescription on the doorstep on Unthank Road "
            "because nobody answered, and it was gone when the lady got back from the shops. Insulin. The "
            "chemist had to do an emergency one and we're lucky they're still talking to us. So, from now: "
            + f("constraint", "prescriptions are only ever handed to a person, never left on a step or with a neighbour")
            + ". No answer, it comes back to the chemist, and we ring them.",
            ("Adding it to the riders' handbook and to the pharmacy round's job notes.", [
                call("edit", "ok", path="/home/roisin/coop/handbook.md",
                     old="## Pharmacy round\n",
                     new="## Pharmacy round\nPrescriptions go into someone's hands or they come back to the chemist. "
                         "Never the step, never a neighbour. No answer: ring the chemist, bring it back.\n"),
            ]),
            "It's in the handbook under the pharmacy round.",
        ),
        turn(
            "Got an e-mail from the council's procurement officer about the internal post contract. Listen: 'We "
            "would like to propose " + f("rejected", "a fixed price per parcel locked for three years")
            + ", to assist with budget planning.' Three years at today's price, with tyres what they are? No. I "
            "wrote back: one year at the new rate, then a review on the anniversary tied to inflation. And they "
            "said yes this morning!",
            ("Noting the terms on the client sheet.", [
                call("edit", "ok", path="/home/roisin/coop/clients.csv",
                     old="Norwich City Council,internal post,,",
                     new="Norwich City Council,internal post,12 months at current rate,review on anniversary (CPI)"),
            ]),
            "The council's terms are on the client sheet: a year at the current rate, then a review.",
        ),
        turn(
            "The board still charges the old drop price. Tomasz's notes say you change it in the config and then "
            "rebuild the server. Can you do that on the server?",
            ("Changing the inner-zone price in the dispatch config and rebuilding.", [
                call("edit", "ok", path="/etc/nixos/dispatch/config.nix",
                     old="innerDropPence = 580;", new="innerDropPence = 650;"),
                call("bash",
                     long_log(88, "brakeeven-nixos",
                              "building '/nix/store/9vkq2f1y3s8c0w6b4m7h5d2j1a0x8z3n-dispatch-npm-deps.drv'...\n"
                              + f("failure", "error: hash mismatch in fixed-output derivation '/nix/store/9vkq2f1y3s8c0w6b4m7h5d2j1a0x8z3n-dispatch-npm-deps.drv':")
                              + "\n         specified: sha256-3kqj1wQ8d9Xc0Zr4mH5tV7bN2yP6fL1sA8eG0uT4iKo=\n"
                              "            got:    sha256-Qm7vR2nX5cB9hJ4kD1wE8tZ3yL6pF0sA2gU5iO7rT1M=\n"
                              "error: 1 dependencies of derivation '/nix/store/0j4l8d2s6w1q9z3x5c7v2b4n6m8k0h1f-dispatch-2.3.1.drv' failed to build\n"
                              "error: 1 dependencies of derivation '/nix/store/7c1x5z9v3n2m4b6q8w0e2r4t6y8u1i3o-nixos-system-dispatch-24.05.drv' failed to build"),
                     error=True, command="ssh kwame@dispatch.brakeeven.coop 'cd /etc/nixos && "
                                         + f("command", "sudo nixos-rebuild switch --flake .#dispatch") + "'"),
            ]),
            "The rebuild stopped before it changed anything on the server, so the board is still running as "
            "before. One of the app's downloaded building blocks no longer matches the fingerprint written in "
            "Tomasz's config, so the system refuses to use it. Updating the fingerprint is a one-line change, but "
            "it means trusting whatever is downloaded now.",
        ),
        turn(
            "No, don't. The tech circle agreed after the last outage: nobody changes the server without Tomasz "
            "having a look, and he only does co-op stuff on Sundays now. I'll message him. The board can charge "
            "the old price for a week, we'll fix the invoices by hand.",
            "Okay, the server stays as it is until Tomasz looks on Sunday. I've left the price change in the "
            "config file but nothing is rebuilt; invoices get corrected by hand until then.",
        ),
        turn(
            "Thanks. And can you do " + f("pending", "a one-page rate card for new clients")
            + "? The drop prices, the hourly, the van hire for the heavy stuff, who to ring.",
            "Yes, I'll make the rate card once the council's terms are settled on the client sheet, so it matches.",
        ),
    )
    r3 = (
        turn(
            "Update from the general meeting on Wednesday. Kwame had put forward " + f("rejected", "takeaway food deliveries on Friday and Saturday nights")
            + ", because the money's good. It got voted down, four to two. People didn't want late-night work on "
            "the ring road in winter and nobody wants to be a platform. So it's not happening, the meeting's "
            "decided.",
            "Noted: no evening takeaway work, by the meeting's vote.",
        ),
        turn(
            "Invoices need our society number at the bottom now, the accountant says. It's " + f("identifier", "RS008812")
            + ", we're registered with the FCA as a co-operative society.",
            ("Adding it to the invoice template footer.", [
                call("edit", "ok", path="/home/roisin/coop/invoices/template.md",
                     old="Brake Even Couriers, Norwich",
                     new="Brake Even Couriers Ltd, Norwich - registered society no. RS008812"),
            ]),
            "It's on the invoice footer now.",
        ),
        turn(
            "And something nobody can tell me: " + f("pending", "whether riders on the pharmacy round need a basic DBS check")
            + ". The chemists don't know, the NHS contract people don't know, and the DBS website goes round in "
            "circles.",
            "I can't say for certain either; it depends on whether delivering medicines counts as regulated "
            "activity. I'll keep it as an open question until someone with the contract answers. Some co-ops get "
            "the basic check anyway, since it's cheap and quick.",
        ),
    )
    later5 = (
        turn(
            "Reminder from the FCA landed in Ines's inbox, which I'm watching while she's away: we need "
            + f("pending", "the annual return and accounts to the FCA by 31 July") + " or they start talking "
            "about cancelling the registration.",
            "Okay. The return form I can help fill in: members, turnover, the society number. The accounts "
            "have to be the ones the members approve, so they depend on Ines and the accountant; it may be worth "
            "telling the accountant about the deadline now.",
        ),
    )
    later10 = (
        turn(
            "Two new cafés want to sign up and I've nothing to send them. Is the rate card for new clients done?",
            "Not yet, sorry: the one-page rate card for new clients is still outstanding. I'll make it now with the "
            "drop prices, the hourly minimum, the van hire for heavy loads, and your number as coordinator.",
        ),
    )
    return Scripted(name="fresh40-couriers", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh40=True, later=((5, later5), (10, later10)), routine=routine_en)


SESSIONS = (_icecream(), _stables(), _tattoo(), _couriers())
