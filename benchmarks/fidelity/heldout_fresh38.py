"""Thirty-eighth fresh held-out set (English): written blind while the thirtieth round of rules was being made,
by someone who never saw any rules (nor the rule modules under ``src/``, their docs, the tests, the earlier
misses in MISSED.md, RESULTS.md, the tuned sessions, the baselines, the earlier blind sets beyond the first
330 lines and the last 60 lines of one file for its format, git history, or any report of the benchmark; the
benchmark was never run); first run against that round, committed before its first run and not to be edited
after it. The Chinese half (heldout_fresh38_zh.py) is written separately by another writer.

How they were written: the descriptions below first, in plain words, then each dialogue from its description
in the voices of the people in it, in four clubs and venues in English-speaking places whose main words were
grepped (``grep -il``, file names only, hits not read) and found nowhere else in the corpus: a judo club on
Teesside ("judo", "tatami", "armlock", "collection list"), a roller rink in Hamilton, Ontario ("roller rink",
"speed skate", "skaterental"), a golf driving range near Penrith, New South Wales ("driving range",
"dispenser-02", "Toptracer"; the bare word "golf" occurs in two other files) and a duplicate bridge club in
Asheville, North Carolina ("bridge club", "hand records", "masterpoint", "endplay", "card fee"). Proposals come
from the head coach's son (turned down by a reason alone), the club treasurer (voted down by the committee,
relayed), an MMA gym through the son (put off, then refused a round later), the assistant (a rink's timed
online tickets, turned down by a reason alone), the head floor guard (turned down by the insurance broker,
relayed), a school board through the owner's partner (countered with something smaller and taken), the
range's teaching pro (turned down by a reason alone), the range owner herself to the council's planning
committee (knocked back, relayed), the assistant again (a loyalty app, put off, then countered with a stamp
card), a bridge member at the coffee urn (turned down by a reason alone), the bridge treasurer (voted down by
the board, relayed) and a neighbouring club's director by e-mail (put off, then refused). Each session also
has an assistant suggestion that is accepted and not planted. Failures are multi-line blocks from adb (an
APK signature mismatch), CUPS's lpstat (a printer that cannot be found on the network), systemd and
journalctl (a kiosk service whose barcode scanner is missing), ffmpeg (a full disk), PlatformIO and esptool
(an ESP32 not in download mode, after a long build log), restic (a stale repository lock), pip (a C++ build
with no compiler, after a long build log) and rclone (an expired Google Drive token); each is left
unresolved for a reason given in the dialogue (a developer sitting exams, a receptionist who only works
Monday mornings, a skate tech at a wedding, CCTV footage kept for an insurance claim, a groundsman at the
Bathurst 1000, a nephew on a field trip, a scorer in hospital, a treasurer on a cruise). Routine work
(``routine_en``) is this file's own, a Tauri desktop app (Rust backend, TypeScript front end) called
clubdesk, for members and scoring; it has turns that look like facts (rules of thumb, accepted suggestions,
numbers, paths) and are not planted.

Descriptions:
- judo: Marion Baptiste is head coach of Thornaby Judo Club, training in the sports hall at the Pavilion on
  Tuesdays and Thursdays; her son Tobi (first dan) helps coach, Pat is the welfare officer, Howard the
  treasurer, Callum a former member who wrote the scoreboard app. Members are exported to
  /home/marion/tjc/members.csv; she wants a printed register per session. Rules: inside a long account of a
  school taster that doubled the Thursday juniors, no armlocks or strangles for anyone under 12; after a
  nine-year-old was halfway across the car park with a friend's uncle, a junior never leaves with anyone who
  isn't on their collection list. Proposals: Tobi's streaming the gradings on the club Facebook page
  (turned down by a reason alone: parents haven't signed photo consent); Howard's club minibus for away
  competitions (voted down by the committee, six to two, relayed); the MMA gym's request, through Tobi, to
  hire the mats on Sunday mornings (put off a week, then refused); the assistant's register grouped by belt
  is accepted. Numbers: £5.50 a session for juniors; the club owns 48 mats. Identifiers: the scoreboard app
  uk.org.thornabyjudo.scoreboard, the tablet's serial R52T40XKQ7M. Paths: the members csv and the
  certificate template /home/marion/tjc/grading/kyu_certificate.svg. Commands: adb install -r of the new
  APK; lp to the reception printer. Failures: adb's INSTALL_FAILED_UPDATE_INCOMPATIBLE signature mismatch
  (left because Callum has the signing key and exams till the 20th, and uninstalling would wipe the results
  on the tablet); lpstat says the printer can't be located (left because only Sandra at reception knows the
  new Wi-Fi password and she works Monday mornings). Open: a list of who's eligible for the June grading
  (asked again later); nobody knows whether Tobi's coaching certificate lets him run a session on his own
  (the BJA hasn't answered); Howard's later ask for the subs report for the AGM on 30 September.
- roller: Denise Marchetti owns Starlite Roller Rink on Upper James in Hamilton, Ontario; Hector is the
  skate tech, Marcus the DJ at the monthly roller disco, Jenna the head floor guard, Ray her partner who
  does the money. The skate rental kiosk runs on a PC behind the counter (rinkdesk-01), settings in
  /opt/starlite/rental/config.toml; Marcus's phone footage sits in /srv/starlite/promo/raw. Rules: inside a
  long account of a mad Saturday, anybody under ten wears a helmet on the main floor; after a big skater
  took out a little girl in the Halloween speed skate, the floor is always cleared of kids before a speed
  skate. Proposals: the assistant's timed-slot tickets sold online (turned down by a reason alone: cash
  customers who decide at the last minute); Jenna's mini ramp in the back corner (the insurance broker
  said no, relayed); the school board, through Ray, wants every weekday morning for phys ed at half price,
  Denise counters with Tuesday and Thursday mornings at fifteen percent off and they take it (purchase
  order PO 4500218834); the assistant's list of unreturned pairs printed at close is accepted. Numbers: $14
  with skate rental; a floor capacity of 220 skaters. Commands: sudo systemctl restart skaterental.service;
  an ffmpeg encode of the lobby loop. Failures: journalctl shows the kiosk can't open its scanner on
  /dev/ttyUSB0 (left because the counter cabinet is locked and Hector, with the only key, is at his
  daughter's wedding in Winnipeg); ffmpeg's av_interleaved_write_frame(): No space left on device (left
  because the disk is full of CCTV footage the insurance adjuster wants kept, and a 4 TB drive is on
  order). Open: the holiday schedule for the Christmas break (asked again later); nobody knows whether the
  city will renew the lease on the overflow lot (the councillor's office hasn't called back); Ray's later
  ask for the October numbers for the accountant by November 15.
- range: Bronwyn Tait runs Ridgeline Golf Range on the Northern Road past Penrith, forty bays on two tiers;
  Darren is the teaching pro, Nev the groundsman who drives the picker and keeps the two ball dispensers
  going, her nephew Jake set up the computers. Till sales go to /srv/ridgeline/till/exports/daily.csv; the
  dispenser firmware is in /home/jake/dispenser-fw; the booking system is backed up with restic to
  b2:ridgeline-range-backup. Rules: inside a long account of how the range runs, the picker only goes out
  once every bay has stopped hitting; after a boy nearly took a driver to the head in bay 12, never two
  juniors in one bay without an adult with them. Proposals: Darren's Toptracer in all forty bays (turned
  down by a reason alone: the cost and the picker's loan); running the floodlights till 11pm (knocked back
  by the council's planning committee, relayed); the assistant's loyalty app with points (put off until
  after winter, then countered with a stamp card on the counter); the assistant's low-ball warning from the
  dispenser counts is accepted. Numbers: $18 for 100 balls; 250 metres to the back fence. Identifiers:
  dispenser-02, b2:ridgeline-range-backup. Commands: a PlatformIO upload to dispenser-02; restic backup
  of the bookings. Failures: esptool can't connect because the ESP32 isn't in download mode (left because
  the BOOT button is inside the locked dispenser and Nev, who has the key, is at the Bathurst 1000); restic
  finds the repository locked by a process on Jake's old office PC (left because Jake is on a field trip
  with no reception, and the last time someone "fixed" the backups a month of bookings was lost). Open:
  the roster for the school holiday clinics (asked again later); nobody knows whether the left-side netting
  is high enough for the council's new rule (the inspector hasn't got back); Darren's later ask for his
  August lesson bookings by 5 September.
- bridge: Carol Haskins directs the Blue Ridge Duplicate Bridge Club, Tuesday and Friday afternoons in the
  fellowship hall at Grace Methodist in Asheville; Walt, the scorer for eleven years, has just had a hip
  replacement; Dolores is the treasurer, Stan a member, Gene directs the Hendersonville club. The dealt hands
  are in /home/director/hands/tuesday_pm.pbn; the roster in /home/director/members/roster.csv; the laptop is
  director-t480; the club is ACBL club 271845. Rules: inside a long account of an afternoon's game, hand
  records don't get handed out until the last table has finished; after Carol e-mailed the roster to
  everyone and a member's ex-husband rang her at home, the member roster is never sent as an attachment.
  Proposals: Stan's Thursday evening game (turned down by a reason alone: too few tables and directors who
  don't drive after dark); Dolores's wine at the Friday game (voted down by the board, five to two,
  relayed); Gene's merging the Friday game with Hendersonville (put off until after the sectional, then
  refused, with guests welcome instead); the assistant's travelers page per board is accepted. Numbers: the
  $9 card fee; 24 boards an afternoon. Commands: python3 -m pip install --user endplay; rclone copy of the
  results to the club Drive. Failures: pip can't build endplay because CMake finds no C++ compiler (left
  because installing one needs Walt's administrator password and Walt is in hospital); rclone's Google
  token has expired (left because the two-step codes go to Dolores's phone and she's on a cruise to
  Bermuda). Open: this month's masterpoint report to the ACBL (asked again later); nobody knows whether the
  church will raise the hall rent in January (the finance committee hasn't met); Dolores's later ask for the
  fall table counts by December 5.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: clubdesk, a Tauri desktop app
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "pnpm test is red on the score module, can you see why?",
                ("Running the front-end tests.", [
                    call("bash",
                         " RUN  v2.1.8 /home/dev/clubdesk\n\n"
                         " ✓ src/lib/members.test.ts (6 tests) 14ms\n"
                         " ❯ src/lib/score.test.ts (4 tests | 1 failed) 9ms\n"
                         "   × totals > rounds half points up\n"
                         "     → expected 12.4 to be 12.5 // Object.is equality\n\n"
                         " Test Files  1 failed | 1 passed (2)\n      Tests  1 failed | 9 passed (10)",
                         error=True, command="pnpm test"),
                ]),
                ("formatTotal divides the half-point count by two but then rounds to one decimal with toFixed, "
                 "which truncates the wrong way for 24.9 half-points. Rounding to the nearest half instead.", [
                    call("edit", "ok", path="src/lib/score.ts",
                         old="return Number((halves / 2).toFixed(1));",
                         new="return Math.round(halves) / 2;"),
                    call("bash", " Test Files  2 passed (2)\n      Tests  10 passed (10)", command="pnpm test"),
                ]),
                "Green. Rule of thumb for clubdesk: the Rust side keeps scores as whole half-points and the front "
                "end only formats them, so rounding only ever happens in one place.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Release build please, the committee wants the new version on the office laptop.",
                ("Building the bundle.", [
                    call("bash",
                         "   Compiling clubdesk v0.3.0 (/home/dev/clubdesk/src-tauri)\n"
                         "error[E0277]: the trait bound `Member: serde::Serialize` is not satisfied\n"
                         "  --> src/commands.rs:18:1\n   |\n18 | #[tauri::command]\n"
                         "   | ^^^^^^^^^^^^^^^^^ the trait `Serialize` is not implemented for `Member`\n   |\n"
                         "error: could not compile `clubdesk` (lib) due to 1 previous error\n"
                         "       Error failed to build app",
                         error=True, command="pnpm tauri build"),
                ]),
                ("The new list_members command returns Member straight to the webview, and Member only derives "
                 "Deserialize. Adding Serialize.", [
                    call("edit", "ok", path="src-tauri/src/models.rs",
                         old="#[derive(Debug, Clone, Deserialize)]\npub struct Member {",
                         new="#[derive(Debug, Clone, Serialize, Deserialize)]\npub struct Member {"),
                    call("bash",
                         "    Finished `release` profile [optimized] target(s) in 1m 12s\n"
                         "    Bundling clubdesk_0.3.0_amd64.deb (/home/dev/clubdesk/src-tauri/target/release/bundle/deb/clubdesk_0.3.0_amd64.deb)\n"
                         "    Bundling clubdesk_0.3.0_amd64.AppImage (/home/dev/clubdesk/src-tauri/target/release/bundle/appimage/clubdesk_0.3.0_amd64.AppImage)\n"
                         "    Finished 2 bundles at:\n        .../deb/clubdesk_0.3.0_amd64.deb\n        .../appimage/clubdesk_0.3.0_amd64.AppImage",
                         command="pnpm tauri build"),
                ]),
                "Built. The .deb is 7.9 MB and the AppImage 86 MB; I'd put the .deb on the office laptop, it "
                "updates cleanly over the old one.",
            ),
        )
    if k == 2:
        return (
            turn(
                "Members page needs an export to CSV button.",
                ("Adding a Rust command that writes the CSV and a button that calls it.", [
                    call("edit", "ok", path="src-tauri/src/commands.rs",
                         old="#[tauri::command]\npub async fn list_members(",
                         new="#[tauri::command]\npub async fn export_members_csv(path: String, state: State<'_, Db>) "
                             "-> Result<usize, String> {\n    csv_export::write(&state, &path).await.map_err(|e| e.to_string())\n}\n\n"
                             "#[tauri::command]\npub async fn list_members("),
                    call("edit", "ok", path="src/routes/members.ts",
                         old="// toolbar",
                         new="// toolbar\nexportBtn.onclick = async () => {\n"
                             "  const n = await invoke<number>('export_members_csv', { path: defaultExportPath() });\n"
                             "  toast(`${n} members exported`);\n};"),
                ]),
                "It writes to ~/Documents/clubdesk-export.csv for now. I'd rather use the dialog plugin so people "
                "pick where it goes; a fixed path gets overwritten without anyone noticing.",
            ),
            turn("Yes, use the save dialog.",
                 ("Switching to the dialog plugin.", [
                     call("edit", "ok", path="src/routes/members.ts",
                          old="{ path: defaultExportPath() }",
                          new="{ path: await save({ defaultPath: 'members.csv', filters: [{ name: 'CSV', extensions: ['csv'] }] }) }"),
                     call("bash", "Done in 2.1s", command="pnpm add @tauri-apps/plugin-dialog"),
                 ]),
                 "Done, and the capability file allows dialog:allow-save for the main window only."),
        )
    if k == 3:
        return (
            turn(
                "Type check is failing in CI.",
                ("Running tsc.", [
                    call("bash",
                         "src/lib/standings.ts:27:9 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n"
                         "  Type 'undefined' is not assignable to type 'string'.\n\n"
                         "27     const name: string = row.displayName;\n           ~~~~\n\n"
                         "Found 1 error in src/lib/standings.ts:27",
                         error=True, command="pnpm exec tsc --noEmit"),
                ]),
                ("displayName is optional since the import change. Falling back to the member number.", [
                    call("edit", "ok", path="src/lib/standings.ts",
                         old="const name: string = row.displayName;",
                         new="const name: string = row.displayName ?? `#${row.memberId}`;"),
                    call("bash", "", command="pnpm exec tsc --noEmit"),
                ]),
                "Clean. strict stays on in tsconfig.json; the optional fields are exactly what it catches.",
            ),
        )
    if k == 4:
        return (
            turn(
                "Tauri put out a point release, bump us?",
                ("Bumping the crate and the npm package together.", [
                    call("read", path="src-tauri/Cargo.toml",
                         result='[dependencies]\ntauri = { version = "2.1.1", features = [] }\n'
                                'tauri-plugin-sql = { version = "2.0.2", features = ["sqlite"] }\nserde = { version = "1", features = ["derive"] }'),
                    call("edit", "ok", path="src-tauri/Cargo.toml",
                         old='tauri = { version = "2.1.1", features = [] }',
                         new='tauri = { version = "2.2.0", features = [] }'),
                    call("bash", "Done in 1.8s", command="pnpm add @tauri-apps/api@2.2.0 @tauri-apps/cli@2.2.0"),
                    call("bash", "    Checking clubdesk v0.3.0 (/home/dev/clubdesk/src-tauri)\n"
                                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 38.4s",
                         command="cargo check --manifest-path src-tauri/Cargo.toml"),
                ]),
                "Both on 2.2.0 and it checks. Keep the Rust crate and @tauri-apps/api on the same minor version; "
                "when they drift, invoke() calls fail at runtime, not at build time.",
            ),
            turn("Good, commit it.", "Committed with Cargo.lock and pnpm-lock.yaml."),
        )
    return (
        turn(
            "The app won't open on my machine since yesterday's pull.",
            ("Starting it in dev mode to see the panic.", [
                call("bash",
                     "     Running `target/debug/clubdesk`\n"
                     "thread 'main' panicked at src/db.rs:41:10:\n"
                     "called `Result::unwrap()` on an `Err` value: VersionMismatch(3)\n"
                     "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
                     error=True, command="pnpm tauri dev"),
            ]),
            ("Migration 3 was edited after it had already run on your database, so sqlx refuses it. Putting 0003 "
             "back as it was and moving the new column into a 0004.", [
                call("bash", "Updated 1 path from the index", command="git checkout HEAD~1 -- src-tauri/migrations/0003_members_email.sql"),
                call("write", "ok", path="src-tauri/migrations/0004_members_phone.sql",
                     content="ALTER TABLE members ADD COLUMN phone TEXT;"),
                call("bash", "     Running `target/debug/clubdesk`\n[clubdesk] db ready, 4 migrations applied",
                     command="pnpm tauri dev"),
            ]),
            "It opens. A migration that has shipped never gets edited; a change always goes in a new file. I could "
            "also add a nightly copy of clubdesk.db to the Documents folder if you like.",
        ),
        turn("Not now.", "OK, no backup copy for now."),
    )


# ---------------------------------------------------------------- judo
def _judo() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya. Marion Baptiste, I'm head coach at Thornaby Judo Club, we train in the sports hall at the "
            "Pavilion, Tuesdays and Thursdays, juniors six till seven and seniors seven till half eight. The "
            "committee's given me a laptop and told me to 'get organised', so here I am. My lad Tobi helps me "
            "coach, he got his first dan in March and he's not stopped talking about it. The members are in a "
            "spreadsheet that Howard, he's our treasurer, exports to " + f("path", "/home/marion/tjc/members.csv")
            + ", and what I'd love is a register for each session that I can print and tick. Bit of background "
            "so you know what you're in for. Last month we did a taster at St Bede's primary and fourteen new "
            "little ones turned up the week after, so Thursday juniors went from twelve to twenty-six overnight, "
            "half of them in borrowed judogi that swim on them. Juniors pay " + f("number", "£5.50 a session")
            + ", seniors a bit more, and Howard wants to see who's paid on the register as well. The little ones "
            "do breakfalls and games mostly, and a bit of groundwork, but "
            + f("constraint", "no armlocks or strangles for anyone under 12") + ", the BJA's clear about that and "
            "so am I, so the register wants their ages on, so whoever's coaching that end of the mat can see at a "
            "glance. And then there's the eleven-year-olds who swear blind they're twelve. Anyway. Sorry, I do go "
            "on. Can you look at the file?",
            ("Having a look.", [
                call("bash",
                     "id,name,dob,grade,session,paid_to,guardian,collect\n"
                     "T0113,Ellie Shaw,2016-09-02,red,thu-jnr,2026-06-30,Gemma Shaw,Gemma Shaw;Dan Shaw\n"
                     "T0114,Kai Robson,2014-01-19,yellow,thu-jnr,2026-05-31,Lisa Robson,Lisa Robson",
                     command="head -3 /home/marion/tjc/members.csv"),
            ]),
            "There's a date of birth, a grade and a paid-to date, so the register can show each child's age, flag "
            "the under-12s and mark anyone whose subs have run out. I'll write a small script that prints one A4 "
            "sheet per session.",
        ),
        turn(
            "Lovely. Go on then.",
            ("Writing it.", [
                call("write", "ok", path="/home/marion/tjc/bin/register.py",
                     content="for m in members(CSV, session=args.session):\n"
                             "    line(m.name, age(m.dob), m.grade, paid_mark(m.paid_to))"),
            ]),
            "That prints the sheet. One idea: group the names by belt colour instead of alphabetically, so Tobi "
            "can split the mat by grade without reading every line.",
        ),
        turn(
            "Ooh yes, by belt, do that. Tobi's reading over my shoulder and he says while you're at it we should be "
            + f("rejected", "streaming the gradings on the club Facebook page") + ", his mates at Billingham do it. "
            "Half the junior parents haven't signed the photo consent form, and Pat, our welfare officer, would "
            "have my black belt off me.",
            ("Grouping by belt, white first.", [
                call("edit", "ok", path="/home/marion/tjc/bin/register.py",
                     old="for m in members(CSV, session=args.session):",
                     new="for m in sorted(members(CSV, session=args.session), key=lambda m: (BELTS.index(m.grade), m.name)):"),
            ]),
            "Done; the gradings stay off the internet. The register now comes out in belt order.",
        ),
        turn(
            "Next thing. The scoreboard for our club competitions is an app on an old Samsung tablet. Callum wrote "
            "it when he was a member, it's " + f("identifier", "uk.org.thornabyjudo.scoreboard") + ". He's sent me a "
            "new version on WhatsApp, scoreboard-2.4.apk, it's in my Downloads. The tablet's plugged in now, can "
            "you put it on?",
            ("Checking the tablet's connected.", [
                call("bash", "List of devices attached\nR52T40XKQ7M\tdevice", command="adb devices"),
            ]),
            ("The tablet shows up as " + f("identifier", "R52T40XKQ7M") + ", so installing over the old one.", [
                call("bash",
                     "Performing Streamed Install\n"
                     "adb: failed to install /home/marion/Downloads/scoreboard-2.4.apk: "
                     + f("failure", "Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE: Package uk.org.thornabyjudo.scoreboard signatures do not match previously installed version; ignoring!]"),
                     error=True,
                     command=f("command", "adb install -r /home/marion/Downloads/scoreboard-2.4.apk")),
            ]),
            "The new APK is signed with a different key from the one already on the tablet, so Android won't "
            "update it in place. Either Callum signs 2.4 with the original key, or the old app gets uninstalled "
            "first, and uninstalling deletes whatever it has stored.",
        ),
        turn(
            "Whatever you do don't uninstall it, the spring competition results are only on that tablet. Callum's "
            "at uni in Aberdeen with exams till the 20th, I'm not pestering him. Leave it, the old one works.",
            "Understood. The tablet stays on the old version until Callum can sign the new build with the original "
            "key; I haven't touched the installed app.",
        ),
    )
    r2 = (
        turn(
            "Right, something happened Thursday and I need to tell you. Ellie, she's nine, was halfway across the "
            "car park with her friend's uncle before any of us noticed. Turns out her mum had put on the parents' "
            "group chat that the friend's family could take her, but nobody told us, and Pat went white as a "
            "sheet. It was all fine in the end. It might not have been. So from now on we "
            + f("constraint", "never let a junior leave with anyone who isn't on their collection list")
            + ". The csv's got a collect column, can you put the names on the register next to each kid?",
            ("Adding the collection names beside each junior.", [
                call("edit", "ok", path="/home/marion/tjc/bin/register.py",
                     old="    line(m.name, age(m.dob), m.grade, paid_mark(m.paid_to))",
                     new="    line(m.name, age(m.dob), m.grade, paid_mark(m.paid_to), collect=m.collect.split(';'))"),
            ]),
            "Each junior now has the names of who can collect them printed on their line, with a box to tick at "
            "home time.",
        ),
        turn(
            "Grading's on the 27th. For the certificates there's a template Callum made, "
            + f("path", "/home/marion/tjc/grading/kyu_certificate.svg") + ", it wants the name, the new grade and "
            "the date. Can you do them for everyone who passed in March and send them to the printer at reception? "
            "It's on the Pavilion Wi-Fi.",
            ("Filling the template for the nineteen who passed and sending the PDF.", [
                call("bash", "wrote grading/out/june_certs.pdf (19 pages)",
                     command="python3 /home/marion/tjc/bin/certs.py --passed 2026-03 --out grading/out/june_certs.pdf"),
                call("bash", "request id is Pavilion_Reception-57 (1 file(s))",
                     command=f("command", "lp -d Pavilion_Reception -o media=A4 grading/out/june_certs.pdf")),
            ]),
            ("It was accepted, but nothing's coming out, so I'm asking CUPS what the printer is doing.", [
                call("bash",
                     "printer Pavilion_Reception disabled since Thu 11 Jun 2026 20:14:34 BST -\n\t"
                     + f("failure", 'Unable to locate printer "Brother HL-L3230CDW series._ipp._tcp.local".')
                     + "\n\tForm mounted:\n\tContent types: any\n\tPrinter types: unknown\n"
                     "\tDescription: Brother HL-L3230CDW series\n\tAlerts: none\n\tLocation: Pavilion reception\n"
                     "\tConnection: direct\n\tInterface: /etc/cups/ppd/Pavilion_Reception.ppd\n"
                     "\tOn fault: no alert\n\tAfter fault: continue\n\tUsers allowed:\n\t\t(all)",
                     error=True, command="lpstat -l -p Pavilion_Reception"),
            ]),
            "The laptop can't find the printer on the network at all, so the queue has stopped. Either the printer "
            "is off or it's on a different Wi-Fi from the laptop now.",
        ),
        turn(
            "Oh, they changed the Wi-Fi at the Pavilion last week, new name, new password, and Sandra on reception "
            "is the only one who knows it. She only does Monday mornings. Grading's not till the 27th, leave it, "
            "the PDF can sit there.",
            "OK. The certificates are made and wait in the queue until Sandra can get the laptop onto the new "
            "Wi-Fi.",
        ),
        turn(
            "Committee news, since you're part of the furniture now. Howard put up "
            + f("rejected", "a club minibus for away competitions") + " at Monday's meeting. Voted down, six to "
            "two. The insurance for drivers under twenty-five was silly money and nobody wanted to be the one "
            "cleaning it out after a trip to Sheffield. Howard's sulking.",
            "Noted; lifts to competitions stay with the parents.",
        ),
        turn(
            "And the lads from the MMA gym on Norton Road asked Tobi whether we'd "
            + f("rejected", "hire out our mats to them on Sunday mornings") + ". Forty quid a go. I don't know. "
            "Let me sleep on it, ask me again next week.",
            "Will do, I'll bring it back to you next week.",
        ),
    )
    r3 = (
        turn(
            "Before you ask, the MMA lot. I've slept on it twice. They'd be lugging our mats across the road to "
            "their unit and back, with God knows what on them, and we've only got the one set. Not happening. "
            "Tobi's told them.",
            "Understood, the mats stay ours on Sundays.",
        ),
        turn(
            "Speaking of mats, we own " + f("number", "48 mats") + ", two metres by one, and the hall takes a "
            "competition area and a warm-up strip if we're clever. Can you draw me a layout for the club "
            "competition? One area, the rest for warming up.",
            ("Working it out and writing the layout.", [
                call("write", "ok", path="/home/marion/tjc/comp/layout.txt",
                     content="Area A: 8 x 8 m = 32 mats, 4 rows of 8, long side to the stage\n"
                             "Warm-up: 16 mats in a 2 x 16 m strip along the wall bars\n"
                             "Gap of 1 m between them, chairs for the table on the stage side"),
            ]),
            "An 8 by 8 metre area takes 32 of them and the other 16 make a strip along the wall bars. The layout's "
            "in comp/layout.txt.",
        ),
        turn(
            "Grand. Two more things and I'll let you go. Can you do me "
            + f("pending", "a list of who's eligible for the June grading") + "? Three months at their grade and "
            "twenty sessions, that's how we do it. And the thing keeping me up at night: nobody can tell me "
            + f("pending", "whether Tobi's coaching certificate lets him run a session on his own") + ". He's got "
            "his Level 1, I've e-mailed the BJA twice and heard nothing. If I'm poorly one Thursday, can he take "
            "it or do we cancel?",
            "I'll build the eligibility list from the register next. On Tobi's certificate I can't give you an "
            "answer; that has to come from the BJA, so it stays open until they reply.",
        ),
    )
    later = (
        (6, (
            turn(
                "Did you get anywhere with the grading list? I need to tell the parents by Friday so they can buy "
                "the new belts.",
                "Not finished yet, I'm sorry. I'll do it from the register data this week, eligible and not-yet, "
                "with each child's session count.",
            ),
        )),
        (11, (
            turn(
                "Hello, Howard here, I'm Marion's treasurer. She says the subs are on the computer now. I'll need "
                + f("pending", "the subs report for the AGM on 30 September") + ", who's paid up to when and who "
                "owes, juniors and seniors separate please.",
                "Yes. I'll make it from the members file, juniors and seniors on separate pages, with what each "
                "person owes at the end of September.",
            ),
        )),
    )
    return Scripted(name="fresh38-judo", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh38=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- roller rink
def _roller() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi there. Denise, I own Starlite Roller Rink on Upper James in Hamilton. My dad built the place in "
            "1979 and the maple floor is original, which tells you about the roof too. We do public skate Friday "
            "nights and Saturday and Sunday afternoons, a roller disco the first Friday of the month with Marcus "
            "on the decks, and birthday parties in the party room. Saturdays are the madhouse. Last Saturday we had "
            "four parties going at once, one of them a six-year-old who wanted to skate in her princess dress and "
            "a grandma who wanted to go round with her in her boots, which, honey, no. Admission is "
            + f("number", "$14 with skate rental") + ", and the rental counter is where the line backs up. You'll "
            "hear it from every one of my floor guards: " + f("constraint", "anybody under ten wears a helmet on the main floor")
            + ", there's a rack of them by the counter, and half the arguments at that counter are parents telling "
            "us their kid doesn't need one. So the kiosk ought to know ages. Hector, our skate tech, set it up on a "
            "little PC behind the counter, " + f("identifier", "rinkdesk-01") + ", and the settings are in "
            + f("path", "/opt/starlite/rental/config.toml") + ". Can you have a look?",
            ("Reading the kiosk settings.", [
                call("read", path="/opt/starlite/rental/config.toml",
                     result='[kiosk]\nscanner = "/dev/ttyUSB0"\nreceipt_printer = "usb://EPSON/TM-T20III"\n'
                            'ask_age = false\n\n[sizes]\nkids = ["J10", "J11", "J12", "J13", "1", "2", "3"]\n'
                            'adult = ["4", "5", "6", "7", "8", "9", "10", "11", "12", "13"]'),
            ]),
            "Right now it asks for a shoe size but never an age. I can switch the age question on and have it print "
            "HELMET on the rental ticket for anyone under ten, so the guard at the gate sees it.",
        ),
        turn(
            "Yes. And the line, Saturday it goes out the door.",
            ("Turning the age question on.", [
                call("edit", "ok", path="/opt/starlite/rental/config.toml", old="ask_age = false",
                     new="ask_age = true\nhelmet_ticket_under = 10"),
            ]),
            "Done. For the line itself, you could sell " + f("rejected", "timed-slot tickets online") + " for "
            "Saturday afternoons: people arrive spread out, and their skate size is already in the system when "
            "they get to the counter.",
        ),
        turn(
            "Half my Saturday crowd pays cash at the window, and the other half decides at one-thirty that they're "
            "coming at two. Make them book a slot and they'll go to the trampoline place up on the Mountain "
            "instead.",
            "Fair enough, the window stays the way in. Something smaller for the counter, then: at close the kiosk "
            "could print every pair that's still out, size and ticket number, so the missing ones get chased "
            "that night.",
        ),
        turn(
            "Oh, that'd save Hector an hour every Sunday. Do it.",
            ("Adding the close-of-day list and restarting the kiosk so it picks up the settings.", [
                call("edit", "ok", path="/opt/starlite/rental/config.toml", old='receipt_printer = "usb://EPSON/TM-T20III"',
                     new='receipt_printer = "usb://EPSON/TM-T20III"\nprint_unreturned_at_close = true'),
                call("bash",
                     "Job for skaterental.service failed because the control process exited with error code.\n"
                     'See "systemctl status skaterental.service" and "journalctl -xeu skaterental.service" for details.',
                     error=True, command=f("command", "sudo systemctl restart skaterental.service")),
            ]),
            ("It won't come back up. Looking at its log.", [
                call("bash",
                     "Oct 03 18:02:11 rinkdesk-01 systemd[1]: Starting skaterental.service - Starlite skate rental kiosk...\n"
                     "Oct 03 18:02:11 rinkdesk-01 skaterental[2231]: loading /opt/starlite/rental/config.toml\n"
                     "Oct 03 18:02:12 rinkdesk-01 "
                     + f("failure", "skaterental[2231]: Error: could not open scanner /dev/ttyUSB0: No such file or directory (os error 2)")
                     + "\nOct 03 18:02:12 rinkdesk-01 systemd[1]: skaterental.service: Control process exited, code=exited, status=1/FAILURE\n"
                     "Oct 03 18:02:12 rinkdesk-01 systemd[1]: skaterental.service: Failed with result 'exit-code'.\n"
                     "Oct 03 18:02:12 rinkdesk-01 systemd[1]: Failed to start skaterental.service - Starlite skate rental kiosk.",
                     error=True, command="journalctl -u skaterental.service -n 6 --no-pager"),
            ]),
            "The settings are fine; the kiosk won't start because the barcode scanner isn't showing up at all. It's "
            "unplugged or its cable has gone, and it's inside the counter cabinet, so someone has to open it up and "
            "look.",
        ),
        turn(
            "The cabinet's locked and Hector's got the only key, and Hector is in Winnipeg for his daughter's "
            "wedding till Tuesday. The girls can write sizes on paper till then. Leave it.",
            "OK. The kiosk stays down until Hector's back with the key; the new settings are saved and load as soon "
            "as it starts.",
        ),
    )
    r2 = (
        turn(
            "So. The Halloween skate. We did the speed skate at nine like we always do, and a big guy in a Scream "
            "mask came round the far turn and flattened a little girl who'd snuck back on between songs. She's "
            "okay, sprained wrist, her dad was decent about it, but I filled out the incident form for the "
            "insurance at midnight and didn't sleep. So from now on "
            + f("constraint", "we always clear the floor of kids before a speed skate") + " and a guard stands on "
            "each gate. Put it in Marcus's run sheet for the disco nights, would you?",
            ("Adding it to the run sheet, before every speed skate slot.", [
                call("edit", "ok", path="/srv/starlite/disco/runsheet.md", old="21:00  Speed skate (2 songs)",
                     new="21:00  CLEAR THE FLOOR OF KIDS, guard on each gate\n21:02  Speed skate (2 songs)"),
            ]),
            "It's in the run sheet ahead of each speed skate, so Marcus calls it on the mic before the music starts.",
        ),
        turn(
            "Thanks. Happier thing: Marcus filmed the Halloween skate on his phone and it's gorgeous, all the "
            "costumes under the disco ball. I want a loop for the TV in the lobby. He dumped it all in "
            + f("path", "/srv/starlite/promo/raw") + ".",
            ("Encoding his clip to a 1080p loop for the lobby TV.", [
                call("bash",
                     "ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers\n"
                     "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'halloween_marcus.mov':\n"
                     "  Duration: 00:04:12.37, start: 0.000000, bitrate: 18211 kb/s\n"
                     "  Stream #0:0[0x1](und): Video: hevc (Main) (hvc1 / 0x31637668), yuv420p(tv, bt709), 1920x1080, 18004 kb/s, 29.98 fps\n"
                     "Stream mapping:\n  Stream #0:0 -> #0:0 (hevc (native) -> h264 (libx264))\n"
                     "Output #0, mp4, to 'lobby_loop.mp4':\n"
                     "  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709), 1920x1080, q=2-31, 29.98 fps\n"
                     "frame= 1873 fps= 61 q=28.0 size=   40704kB time=00:01:02.43 bitrate=5340.9kbits/s speed=2.03x\n"
                     "frame= 1931 fps= 61 q=28.0 size=   41984kB time=00:01:04.36 bitrate=5343.1kbits/s speed=2.03x\n"
                     "[out#0/mp4 @ 0x5581f3c9e2c0] Error muxing a packet\n"
                     + f("failure", "av_interleaved_write_frame(): No space left on device")
                     + "\n[out#0/mp4 @ 0x5581f3c9e2c0] Error writing trailer: No space left on device\n"
                     "frame= 1944 fps= 61 q=28.0 Lsize=   42112kB time=00:01:04.80 bitrate=5323.5kbits/s speed=2.03x\n"
                     "Conversion failed!",
                     error=True,
                     command=f("command", "ffmpeg -i halloween_marcus.mov -vf scale=1920:-2 -an -c:v libx264 -crf 23 lobby_loop.mp4")),
                call("bash", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1       1.8T  1.8T     0 100% /srv\n"
                             "---\n1.7T\t/srv/starlite/cctv",
                     command="df -h /srv && echo --- && du -sh /srv/starlite/cctv"),
            ]),
            "The disk filled up a minute into the encode. Almost all of it is the CCTV recordings; clearing out old "
            "footage would make plenty of room.",
        ),
        turn(
            "Not the cameras. The Halloween footage is what the insurance wants for the little girl's wrist, the "
            "adjuster said keep everything thirty days, and I'm not deleting a frame till that claim's closed. Ray "
            "ordered a 4 TB drive, it comes next week. The lobby video can wait for it.",
            "Understood. The CCTV stays as it is, and the lobby loop waits for the new drive.",
        ),
        turn(
            "Jenna, my head guard, asked for " + f("rejected", "a mini ramp in the back corner") + " for the "
            "Sunday morning crowd, the kids on aggressive skates. I actually liked it. I put it to our insurance "
            "broker and they said no, flat out, unless I want to pay double on the liability. I don't.",
            "Noted; the back corner stays flat.",
        ),
        turn(
            "Ray's had a call from the school board. They want " + f("rejected", "every weekday morning for phys ed at half price")
            + ". Half price! I've told Ray to offer Tuesday and Thursday mornings at fifteen percent off, take it "
            "or leave it. ... He's just texted. They took it, starting in November, their purchase order is "
            + f("identifier", "PO 4500218834") + ".",
            "Good result. I'll block Tuesday and Thursday mornings from November as the school board booking, with "
            "the PO number on it.",
        ),
    )
    r3 = (
        turn(
            "Fire marshal came through Monday. Our capacity on the floor is " + f("number", "220 skaters")
            + ", and on disco nights we get close. Can the kiosk count them in and out once Hector's fixed it?",
            ("Adding a floor count to the settings; it'll work once the kiosk is running again.", [
                call("edit", "ok", path="/opt/starlite/rental/config.toml", old="print_unreturned_at_close = true",
                     new="print_unreturned_at_close = true\nfloor_capacity = 220\nwarn_at = 200"),
            ]),
            "The kiosk will count rentals out and returns in, plus a tally button for people in their own skates, "
            "and turn the screen amber at 200.",
        ),
        turn(
            "Couple of things for your list. I need " + f("pending", "the holiday schedule for the Christmas break")
            + " done so I can put it on Facebook, extra afternoon sessions the 27th to the 30th, closed Christmas "
            "Day and New Year's Day. And here's the one that keeps me up: nobody knows "
            + f("pending", "whether the city will renew our lease on the overflow lot") + ". It runs out in March, "
            "I've called the councillor's office three times and nobody's called back. Without that lot I lose "
            "half my parking.",
            "I'll draft the Christmas schedule next. The overflow lot I can't answer; it stays open until the city "
            "gets back to you.",
        ),
    )
    later = (
        (5, (
            turn(
                "Any progress on the Christmas schedule? People are already asking on Facebook if we're open on "
                "Boxing Day.",
                "Not yet, sorry. I'll have a draft this week with the extra sessions on the 27th to the 30th, and "
                "Boxing Day marked, for you to check before it goes up.",
            ),
        )),
        (11, (
            turn(
                "Ray here, Denise's partner, I look after the money. Can you get me "
                + f("pending", "the October numbers for the accountant by November 15") + "? Admissions, rentals, "
                "parties and the school board, separately.",
                "Yes. I'll pull October from the till export and the bookings and send you a one-page summary "
                "before the 15th.",
            ),
        )),
    )
    return Scripted(name="fresh38-roller", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh38=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- driving range
def _range() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "G'day. Bronwyn, I run Ridgeline Golf Range, out past Penrith on the Northern Road. Forty bays over "
            "two tiers, a putting green the cockatoos have opinions about, and Darren does his lessons off bays 1 "
            "to 4. My nephew Jake set up all the computers before he went back to uni, and I'm not a computer "
            "person, so bear with me. What I'd like first is a proper daily sheet for the balls: how many buckets "
            "we sold, how many balls came out of the dispensers, how many the picker brought back, because I "
            "swear we lose a thousand a week into the creek. A bucket's " + f("number", "$18 for 100 balls")
            + ", the jumbo's more. Nev drives the picker at lunch and again at close, and the one thing I'll have "
            "your head for: " + f("constraint", "the picker only goes out once every bay has stopped hitting")
            + ". The cage on that thing is rated for a ball at full pace but Nev isn't, and there's always some "
            "clown on the top tier who thinks it's a target. So the staff flick the bay lights to red, wait till "
            "it's quiet, then Nev goes. Anyway. The till puts the sales into "
            + f("path", "/srv/ridgeline/till/exports/daily.csv") + " every night. Have a look?",
            ("Looking at the export.", [
                call("bash",
                     "date,time,item,qty,amount\n2026-08-10,07:42,BUCKET-100,1,18.00\n"
                     "2026-08-10,07:45,BUCKET-JUMBO,1,32.00",
                     command="head -3 /srv/ridgeline/till/exports/daily.csv"),
            ]),
            "Each sale has the bucket type, so I can turn that into balls sold per day and put it next to the "
            "dispenser and picker counts. I'll write it as a script that runs at close.",
        ),
        turn(
            "Yes please.",
            ("Writing the daily ball sheet.", [
                call("write", "ok", path="/srv/ridgeline/bin/ball_sheet.py",
                     content="sold = sum(BALLS[i.item] * i.qty for i in till_rows(day))\n"
                             "dispensed = dispenser_counts(day)\npicked = picker_log(day)\n"
                             "print_sheet(day, sold, dispensed, picked, lost=dispensed - picked)"),
            ]),
            "That's going. One more thing it could do: when a dispenser's hopper count drops under 2,000 balls, "
            "send Nev a text so he picks before it runs dry in the middle of the after-work rush.",
        ),
        turn(
            "That's clever, do that. Oh, and Darren's just come in, he says while I'm 'doing computers' we should "
            "be getting " + f("rejected", "Toptracer in all forty bays") + ", like the big place at Rouse Hill. "
            "Darren's quote came to two hundred and twenty grand and I'm still paying off the picker.",
            ("Adding the low-hopper text.", [
                call("edit", "ok", path="/srv/ridgeline/bin/ball_sheet.py", old="print_sheet(day,",
                     new="for d in dispensers():\n    if d.hopper < 2000:\n        sms(NEV, f'{d.name} under 2000 balls')\nprint_sheet(day,"),
            ]),
            "Done, the bays stay as they are. Nev will get a text whenever a hopper runs low.",
        ),
        turn(
            "Now the dispensers. There's two, and " + f("identifier", "dispenser-02") + " up on the top tier keeps "
            "giving people 80 balls for a 100 bucket. The company that built them sent Jake a firmware fix and he "
            "left it in " + f("path", "/home/jake/dispenser-fw") + ", and the cable from the office laptop runs "
            "out to it. Can you put it on?",
            ("Building the fix and uploading it over the cable.", [
                call("bash",
                     "Processing dispenser02 (platform: espressif32; board: esp32dev; framework: arduino)\n"
                     + long_log(140, "ridgeline-dispenser-fw",
                                "Linking .pio/build/dispenser02/firmware.elf\n"
                                "Retrieving maximum program size .pio/build/dispenser02/firmware.elf\n"
                                "Checking size .pio/build/dispenser02/firmware.elf\n"
                                "RAM:   [=         ]  13.6% (used 44572 bytes from 327680 bytes)\n"
                                "Flash: [=====     ]  52.1% (used 683245 bytes from 1310720 bytes)\n"
                                "Configuring upload protocol...\nCURRENT: upload_protocol = esptool\n"
                                "Looking for upload port...\nUsing manually specified: /dev/ttyUSB0\n"
                                "Uploading .pio/build/dispenser02/firmware.bin\nesptool.py v4.5.1\n"
                                "Serial port /dev/ttyUSB0\nConnecting......................................\n\n"
                                + f("failure", "A fatal error occurred: Failed to connect to ESP32: Wrong boot mode detected (0x13)! The chip needs to be in download mode.")
                                + "\nFor troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/troubleshooting.html\n"
                                "*** [upload] Error 2\n"
                                "========================= [FAILED] Took 41.22 seconds ========================="),
                     error=True,
                     command=f("command", "pio run -d /home/jake/dispenser-fw -e dispenser02 -t upload --upload-port /dev/ttyUSB0")),
            ]),
            "The fix compiled fine; the upload didn't. The board in the dispenser isn't in download mode, and on "
            "these ESP32 boards somebody has to hold the BOOT button while it connects. That button is on the "
            "board inside the dispenser.",
        ),
        turn(
            "And the dispenser's locked, and the key's on Nev's ute keys, and Nev's at Bathurst for the 1000 till "
            "Monday. It's waited this long. Leave it, we'll throw the top tier a few extra balls and say sorry.",
            "OK, dispenser-02 stays on the old firmware until Nev's back with the key. The build is done, so it's "
            "one upload with someone holding the button.",
        ),
    )
    r2 = (
        turn(
            "Bit of drama Sunday. Two brothers, ten and twelve maybe, were sharing bay 12 while dad was at the "
            "kiosk getting a flat white, and the little one walked behind the big one just as he swung a driver. "
            "Missed his head by that much. Dad was shaking, I was shaking. New rule, and I want it on the sign at "
            "the counter and in the booking e-mail: " + f("constraint", "never two juniors in one bay without an adult with them")
            + ". Kids can hit all they like, they just need a grown-up in the bay.",
            ("Adding it to the booking confirmation.", [
                call("edit", "ok", path="/srv/ridgeline/web/templates/confirm.html", old="<p>See you on the range!</p>",
                     new="<p><strong>Juniors: one per bay unless an adult is in the bay with them.</strong></p>\n"
                         "<p>See you on the range!</p>"),
            ]),
            "It's in every booking e-mail from now on. I can make an A3 sign for the counter with the same words.",
        ),
        turn(
            "Good, yes, the sign too. Next: Jake set up backups of the booking system to some cloud thing, "
            + f("identifier", "b2:ridgeline-range-backup") + ", and I got an e-mail saying there hasn't been one for "
            "two weeks. Can you give it a kick?",
            ("Running the backup by hand.", [
                call("bash",
                     "repo already locked, waiting up to 0s for the lock\n"
                     + f("failure", "unable to create lock in backend: repository is already locked by PID 18822 on rangeoffice by jake (UID 1000, GID 1000)")
                     + "\nlock was created at 2026-07-29 02:00:04 (342h11m27.9s ago)\nstorage ID 5f3a9c1e\n"
                     "the `unlock` command can be used to remove stale locks",
                     error=True, command=f("command", "restic backup /srv/ridgeline/bookings --tag nightly")),
            ]),
            "A backup started from Jake's old office machine, rangeoffice, two weeks ago left a lock behind, and "
            "every backup since has refused to start. If nothing's still running on that machine, restic unlock "
            "clears it, but I'd want to be sure it isn't halfway through something first.",
        ),
        turn(
            "rangeoffice is the old PC Jake took to his share house in Newcastle. He's on a field trip till Friday, "
            "out past Broken Hill with no reception. And the last time somebody 'fixed' the backups we lost a "
            "month of bookings, so nobody touches it till Jake rings back.",
            "OK, I won't unlock anything; the backups wait for Jake.",
        ),
        turn(
            "Council news. We asked about " + f("rejected", "running the floodlights till 11pm") + " over summer, "
            "the after-work crowd would love it. The planning committee knocked it back Thursday night. The houses "
            "on the new estate complained about the glare. So that's that.",
            "Noted, the lights keep their current hours.",
        ),
        turn(
            "What else would bring people back more often, you reckon?",
            "You could run " + f("rejected", "a loyalty app with points") + " for every bucket, cashed in for a "
            "free bucket or a lesson with Darren, and it'd tell you who your regulars are.",
        ),
        turn(
            "Maybe. Ask me after winter, I can't think about apps right now.",
            "Sure, I'll raise it again later.",
        ),
    )
    r3 = (
        turn(
            "I've had a think about that app of yours. Honestly, mate, our regulars are blokes in their seventies "
            "with phones the size of a brick. Let's just do a stamp card on the counter, tenth bucket free, printed "
            "on card.",
            ("Making a stamp card, business-card size, ten circles.", [
                call("write", "ok", path="/srv/ridgeline/print/stamp_card.svg",
                     content="<svg width='85mm' height='55mm'><text>Ridgeline: 10th bucket free</text>"
                             "<g id='stamps'>10 circles</g></svg>"),
            ]),
            "The card's ready for the printer. A stamp card it is.",
        ),
        turn(
            "Lovely. The council bloke measured things while he was out. It's " + f("number", "250 metres")
            + " to the back fence, so the big hitters clear it with a driver now and then and land in Mrs "
            "Kowalczyk's paddock. Can the yardage chart on the bay screens show that?",
            ("Updating the yardage chart.", [
                call("edit", "ok", path="/srv/ridgeline/screens/yardage.json", old='"fence": null',
                     new='"fence": 250'),
            ]),
            "The bay screens now show the back fence with the flags, so people can see what's over it.",
        ),
        turn(
            "Right, your list. I need " + f("pending", "the roster for the school holiday clinics")
            + ", Darren runs them, mornings, the last two weeks of September. And nobody, and I mean nobody, can "
            "tell me " + f("pending", "whether the left-side netting is high enough for the council's new rule")
            + ". The inspector measured it and said he'd 'get back to us'. That was three weeks ago.",
            "I'll start the clinic roster next. The netting I can't answer; it stays open until the inspector "
            "comes back to you.",
        ),
    )
    later = (
        (6, (
            turn(
                "That clinic roster, where's it at? The parents are ringing.",
                "Not done yet, sorry. I'll do it this week from Darren's clinic times, one sheet per morning with "
                "names and ages, for you to send out.",
            ),
        )),
        (11, (
            turn(
                "Darren here, the pro. Bronwyn reckons you can pull numbers out of the booking system. I need "
                + f("pending", "my August lesson bookings by 5 September") + " for the tax man, every lesson, who "
                "and how long.",
                "Yes. I'll export August's lessons from the bookings, one line each with the client and the "
                "length, and have it to you before the 5th.",
            ),
        )),
    )
    return Scripted(name="fresh38-range", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh38=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- bridge club
def _bridge() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello, dear. I'm Carol Haskins, I direct the Blue Ridge Duplicate Bridge Club, and more or less "
            "manage it too, since nobody else will. We play Tuesday and Friday afternoons in the fellowship hall "
            "at Grace Methodist, six to nine tables, and the average age is, shall we say, distinguished. Walt did "
            "all the computer side for eleven years and he's just had his hip replaced, so it's me and this laptop "
            "now, heaven help us. Let me tell you how an afternoon goes so you understand. People arrive about "
            "twelve-thirty, there's coffee and a great deal of gossip, the " + f("number", "$9 card fee")
            + " goes into the cigar box, and we start at one. Walt always had the dealing machine make the hands "
            "the night before. Then at the end, " + f("constraint", "hand records don't get handed out until the last table has finished")
            + ", because people will read them over the shoulders of whoever's still playing, you would not "
            "believe what goes on, and Harold at table six is always last. Then I score it, which is where you "
            "come in. Tuesday's hands are in " + f("path", "/home/director/hands/tuesday_pm.pbn") + ", and I'd like "
            "the results page made up the way Walt did it. Could you look?",
            ("Reading the hand file.", [
                call("read", path="/home/director/hands/tuesday_pm.pbn",
                     result='[Event "Blue Ridge Tuesday Pairs"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
                            '[Deal "N:AKJ4.T93.Q82.K76 Q9.AKJ8.T9763.42 T862.Q742.A4.JT9 753.65.KJ5.AQ853"]\n\n'
                            '[Event "Blue Ridge Tuesday Pairs"]\n[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]'),
            ]),
            "It's a standard PBN file, one deal per board, so the results page can show each board's hands next to "
            "the scores. I could also make a travelers page per board, every pair's contract and score on it, the "
            "way players like to pore over them afterwards.",
        ),
        turn(
            "Oh, Walt used to do the travelers. Yes, please.",
            ("Writing the results script with a travelers page per board.", [
                call("write", "ok", path="/home/director/scoring/make_results.py",
                     content="deals = read_pbn(HANDS)\nscores = read_pickups(args.game)\n"
                             "write_ranking(scores)\nfor b in deals:\n    write_traveler(b, scores.board(b.number))"),
            ]),
            "Done: a ranking page, then one traveler per board with the hand diagram on top.",
        ),
        turn(
            "Stan Kowalski cornered me at the coffee urn, he wants " + f("rejected", "a Thursday evening game")
            + ", for the working people, he says. Dear, we can barely get six tables on a Tuesday, and at seventy-"
            "one I'm the youngest director we have, and I don't drive after dark.",
            "Understood, the two afternoon games it is.",
        ),
        turn(
            "Walt's results always had that little table at the bottom of the hand record, who can make what, the "
            "double dummy. His notes say you need something called endplay. The laptop's " + f("identifier", "director-t480")
            + ", it's written on the sticker, if that helps.",
            ("Installing it for your user.", [
                call("bash",
                     "Collecting endplay\n  Downloading endplay-0.5.12.tar.gz (1.2 MB)\n"
                     "  Installing build dependencies ... done\n  Getting requirements to build wheel ... done\n"
                     "  Preparing metadata (pyproject.toml) ... done\nBuilding wheels for collected packages: endplay\n"
                     "  Building wheel for endplay (pyproject.toml) ... error\n  error: subprocess-exited-with-error\n\n"
                     "  × Building wheel for endplay (pyproject.toml) did not run successfully.\n  │ exit code: 1\n"
                     "  ╰─> [163 lines of output]\n"
                     + long_log(150, "blueridge-endplay-wheel",
                                "      -- The C compiler identification is GNU 12.2.0\n"
                                "      -- The CXX compiler identification is unknown\n"
                                "      CMake Error at CMakeLists.txt:2 (project):\n        "
                                + f("failure", "No CMAKE_CXX_COMPILER could be found.")
                                + "\n\n        Tell CMake where to find the compiler by setting either the environment "
                                "variable \"CXX\" or the CMake cache entry CMAKE_CXX_COMPILER to the full path to the "
                                "compiler, or to the compiler name if it is in the PATH.\n\n"
                                "      -- Configuring incomplete, errors occurred!\n      [end of output]\n\n"
                                "  note: This error originates from a subprocess, and is likely not a problem with pip.\n"
                                "  ERROR: Failed building wheel for endplay\nFailed to build endplay\n"
                                "ERROR: Could not build wheels for endplay, which is required to install pyproject.toml-based projects"),
                     error=True, command=f("command", "python3 -m pip install --user endplay")),
            ]),
            "The package has to compile its C++ solver on this laptop, and there's no C++ compiler installed. "
            "Installing one (g++) is a system install, which needs the administrator password.",
        ),
        turn(
            "That's Walt's password, and Walt is in Mission Hospital with a brand-new hip, and I am not calling a "
            "man on morphine to ask him for a password. Leave it. The results went out without the double dummy "
            "for years before Walt discovered it.",
            "Leaving it. The double-dummy table waits until Walt's home and can install the compiler; the rest of "
            "the results page works without it.",
        ),
    )
    r2 = (
        turn(
            "Oh, I made a mess last week. I e-mailed Tuesday's results to everyone on the list and attached the "
            "member roster, the whole thing, phone numbers and addresses, because that's how Walt's template did "
            "it and I didn't look. Then Harriet Pruitt's ex-husband, who's still on our list from when he used to "
            "play, telephoned her at home. She was very gracious but I felt sick. So, "
            + f("constraint", "we never send the member roster as an attachment") + ", ever again. It lives in "
            + f("path", "/home/director/members/roster.csv") + " and it can stay there. Can you take it out of the "
            "e-mail?",
            ("Removing the attachment from the results e-mail.", [
                call("edit", "ok", path="/home/director/scoring/email_results.py",
                     old="msg.add_attachment(open(ROSTER, 'rb').read(), filename='roster.csv')\n", new=""),
            ]),
            "The results e-mail now carries only the results link, nothing else.",
        ),
        turn(
            "Thank you. The results go up on the website too. Walt had it so the laptop copies them into the club's "
            "Google Drive and the website shows that folder.",
            ("Copying tonight's results up.", [
                call("bash",
                     '2026/11/17 17:42:09 DEBUG : rclone: Version "v1.60.1-DEV" starting with parameters ["rclone" "copy" "/home/director/results/web" "clubdrive:results" "--update" "-vv"]\n'
                     '2026/11/17 17:42:09 DEBUG : Creating backend with remote "/home/director/results/web"\n'
                     '2026/11/17 17:42:09 DEBUG : Using config file from "/home/director/.config/rclone/rclone.conf"\n'
                     '2026/11/17 17:42:09 DEBUG : Creating backend with remote "clubdrive:results"\n'
                     '2026/11/17 17:42:10 Failed to create file system for "clubdrive:results": couldn\'t find root directory ID: '
                     'Get "https://www.googleapis.com/drive/v3/files/root?alt=json&fields=id&prettyPrint=false&supportsAllDrives=true": '
                     + f("failure", 'couldn\'t fetch token: invalid_grant: maybe token expired? - try refreshing with "rclone config reconnect clubdrive:"'),
                     error=True,
                     command=f("command", "rclone copy /home/director/results/web clubdrive:results --update -vv")),
            ]),
            "Google has expired the laptop's permission to the club Drive. Reconnecting means signing in to the "
            "club's Google account in a browser, and it'll ask for the two-step code.",
        ),
        turn(
            "The codes go to Dolores's phone, she's our treasurer, and Dolores is on a cruise to Bermuda till the "
            "2nd and I doubt she's got it switched on. Leave it. I'll pin the results on the corkboard like the old "
            "days.",
            "OK, the website copy waits for Dolores and her phone; the results pages are ready on the laptop.",
        ),
        turn(
            "Before she sailed, Dolores put it to the board that we serve " + f("rejected", "wine at the Friday game")
            + ", a little glass after the last round. The board voted it down, five to two. It's a Methodist "
            "church, dear. Pastor Jim would have had kittens.",
            "Noted, coffee only.",
        ),
        turn(
            "And Gene, who directs the Hendersonville club, e-mailed me about "
            + f("rejected", "merging our Friday game with Hendersonville") + ", they're down to four tables. I like "
            "Gene. I don't know. Let me think on it till after the sectional.",
            "Of course; I'll ask you again after the sectional.",
        ),
    )
    r3 = (
        turn(
            "The sectional's over, we survived, and I've thought about Gene. If we merged, half his people would "
            "be driving the interstate in the dark all winter and half of mine would stop coming because the room "
            "gets too loud. So I've written back: we're staying as we are, but his players are welcome as guests "
            "any Friday.",
            "That's a kind way to put it. I'll add a guest line to the Friday entry sheet so they can sign in.",
        ),
        turn(
            "Bless you. Now the movement. With seven tables we play " + f("number", "24 boards") + ", three to a "
            "round. Walt had the computer tell everybody where to sit. Can you make the entry sheet do that?",
            ("Adding table assignments for a seven-table game.", [
                call("edit", "ok", path="/home/director/scoring/entry_sheet.py", old="MOVEMENTS = {}",
                     new="MOVEMENTS = {7: mitchell(tables=7, rounds=8, boards_per_round=3)}"),
            ]),
            "The entry sheet now prints each pair's starting table and direction, and the board set for each "
            "round.",
        ),
        turn(
            "Last bits. Walt used to send " + f("pending", "this month's masterpoint report to the ACBL")
            + " and I haven't the faintest idea how. We're " + f("identifier", "ACBL club 271845")
            + ". And the other thing: " + "nobody knows " + f("pending", "whether the church will raise the hall rent in January")
            + ". Pastor Jim says the finance committee hasn't met yet, and if it goes up much we'll have to put the "
            "card fee up, which nobody wants.",
            "I'll look into the masterpoint report next. The hall rent has to wait on the finance committee, so "
            "that one stays open.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did you work out the masterpoint report? The ACBL sent me a reminder, very polite, but a reminder.",
                "Not yet, I'm sorry. I'll put this month's games together into the report this week and show you "
                "before anything goes to the ACBL.",
            ),
        )),
        (11, (
            turn(
                "This is Dolores, the treasurer, back from Bermuda with a sunburn. Carol says you're the one to ask. "
                "I need " + f("pending", "the fall table counts by December 5") + " for the board, every game since "
                "September, how many tables and what went in the cigar box.",
                "Yes. I'll pull every game since September from the scoring files, tables and card fees per game, "
                "and have it to you before the 5th.",
            ),
        )),
    )
    return Scripted(name="fresh38-bridge", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh38=True, later=later, routine=routine_en)


SESSIONS = (_judo(), _roller(), _range(), _bridge())
