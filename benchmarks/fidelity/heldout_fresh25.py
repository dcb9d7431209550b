"""Twenty-fifth fresh held-out set (English): written blind, against the twenty-fourth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. A sibling file holds the other half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in performing-arts domains used nowhere else in the corpus
(checked with ``grep -il``: a circus skills school, an amateur operatic society, a pipe band, a ballroom
dance studio; the brief's puppet theatre, brass band and village hall were passed over because those
words turn up in earlier files). Proposals come from the assistant, a parent (by e-mail), a street
festival organiser (by e-mail), the society's treasurer (decided by the committee, relayed), the
society's chair, a principal singer (through the musical director), the drum sergeant, a wedding planner
(by e-mail), a pupil and the regulars of a tea dance (through their organiser, by phone). Failures are
multi-line blocks from lftp, wkhtmltopdf, mailmerge (smtplib), pdftk, SoX, aubio, ffmpeg-normalize and a
meson/ninja build of mpd; each is left unresolved for a reason given in the dialogue. Routine work
(``routine_en``) is this file's own: a Scala 3 service (http4s with the Ember server, doobie on
Postgres, circe, weaver tests, built with sbt) for a venue's lost-property desk; it has turns that look
like facts (rules of thumb, accepted suggestions, numbers, paths) and are not planted.

Descriptions:
- circus: Imogen runs Tramshed Circus School in an old tram shed off Abbeydale Road in Sheffield (aerial
  hoop, silks, static trapeze, juggling, unicycle, a kids' Saturday club); her partner Bartek does the
  rigging; the static website goes up by lftp to a tiny host run by Clive. Rules: inside a long account of
  a class night, no one goes up on the static trapeze without a spotter on the mat; after a foster
  child's face ended up in an Instagram video, no photos of under-16s go online unless the parent ticked
  the photo box. Proposals: the assistant's QR code check-in at the door (turned down by a reason alone:
  the wifi dies in the tin shed and the little ones are dropped at the gate); a parent's e-mail asking for
  fire-juggling classes for the teens (bluntly no); a street festival organiser wants three days of free
  drop-in workshops, Imogen counters with one paid afternoon for £180 and a stall pitch and he takes it;
  the assistant's photo_ok column with a red dot on the register is accepted. Numbers: £9.50 a class; a
  working load limit of 400 kg on the hoop point. Paths: /home/imogen/tramshed/site,
  /home/imogen/tramshed/forms/saturday_club.csv. Identifiers: rigging point TS-RP-04, policy PLX-2291-770.
  Commands: an lftp mirror upload; a wkhtmltopdf run for the level 2 badges. Failures: lftp's mirror
  cannot overwrite timetable.html on the host (553), left because Clive is on a narrowboat with no signal
  until the 19th; wkhtmltopdf exits on ContentNotFoundError because the badge images are on Bartek's
  laptop, and he is rigging in Edinburgh until the 28th. Open: a Saturday club sign-in sheet with an
  allergy column (asked about again later); whether the insurance covers a cabaret night in the shed
  (the broker hasn't answered); a later ask for the autumn attendance figures for the Arts Council by
  Friday 30 October.
- operatic: Rosalind is secretary of the Bridgnorth Operatic Society, putting on The Pirates of Penzance
  at the Assembly Rooms in March; Gerald is the musical director, Trevor the chair, Yvonne the
  treasurer. She mails weekly cast notices with the mailmerge CLI and builds the chorus book from hired
  PDF scores with pdftk. Rules: inside a long account of the rehearsal set-up, every child in the cast
  has a licensed chaperone at every rehearsal; after Trevor sent a schedule with sixty addresses in CC,
  cast e-mails always go out one per person. Proposals: Yvonne's booking fee on every ticket (the
  committee voted it down, relayed); Trevor's Sunday matinee (put off, then refused a round later over
  hall costs and chaperones); Julian, the Pirate King, wants his song down a whole tone (Gerald says no
  politely and offers the lower ending instead); the assistant's chorus/principal column in the cast list
  is accepted. Numbers: £14 a ticket; 312 seats. Paths: /Users/rosalind/BOS/pirates/cast_list.csv,
  /Users/rosalind/BOS/pirates/scores. Identifiers: the band-parts hire ref MLS-40217, the hall booking
  AR-2027-031. Commands: a mailmerge run with --no-dry-run; a pdftk cat of the chorus scores. Failures:
  Gmail refuses the login (535), left because the two-step codes go to Yvonne's phone and she is in
  Madeira; pdftk needs an owner password on one hired score, left because the hire library's office is
  shut for stocktaking. Open: a rehearsal calendar file for phones (asked about again later); whether the
  hire set includes a second bassoon part (the library hasn't replied to Gerald); a later ask from Yvonne
  for the programme copy to the printers by 12 February.
- pipeband: Fraser is pipe major of the Kinross & District Pipe Band (grade 4B); his daughter Kirsty
  set up the old band laptop and the website; Davie is the drum sergeant; Euan records practices on a
  handheld recorder. Fraser wants practice tracks cut from Tuesday recordings and the chanters' pitch
  checked. Rules: inside a long account of a practice night, nobody plays in the competition circle
  until they've passed the tune test; after a snare fell out of a car boot at the Crieff games, the
  band's drums only travel in the trailer. Proposals: the assistant's Facebook group for the learners
  (turned down by a reason alone: the learners are eleven and twelve); Davie's move up to grade 3 (put
  off, then refused a round later: not enough pipers); a wedding planner's e-mail wants the full band for
  the whole evening reception, Fraser counters with a solo piper for the arrival and the toast for £220
  and she takes it; the assistant's password-protected learners' page is accepted. Numbers: chanters at
  about 480 Hz; £1,150 for the coach to Glasgow. Paths: /home/fraser/band/recordings,
  /home/fraser/band/site/learners.html. Identifiers: RSPBA band no. 11873, the laptop kdpb-thinkpad.
  Commands: a sox trim of the medley; an aubio pitch run. Failures: SoX has no handler for m4a, left
  because installing the formats needs Kirsty's admin password and she's at university in Aberdeen;
  aubio finds no RIFF header in Euan's truncated file, left because Euan and the recorder are offshore
  for a fortnight. Open: the learners' tune list with page numbers from the green book (asked about
  again later); whether the band plays on the Friday or the Saturday at the Worlds (the draw isn't out);
  a later ask from Kirsty for the uniform grant application by 1 March.
- ballroom: Carol and Stefan Kowalski run Starlight Dance Studio above a carpet shop in Preston, with
  classes on Tuesdays and a Wednesday afternoon tea dance; Stefan keeps the music in a beets library and
  plays it from a Raspberry Pi running mpd. Rules: inside a long account of a tea dance, the tea dance
  playlist is strict tempo only, no pop remixes; after a regular fell in the tango, nobody runs the
  polisher on the sprung floor the day before a tea dance. Proposals: the assistant's Zoom stream of the
  Tuesday classes (polite no, smaller offer: a short video of the week's figure for the pupils'
  WhatsApp); a pupil's kids' birthday discos (bluntly no); Carol's move of the tea dance to Thursdays
  (the regulars voted against it, relayed by their organiser Mavis); the assistant's dance and mpm
  fields in beets are accepted. Numbers: quickstep at 50 bars a minute; £5.50 on the door. Paths:
  /home/stefan/Music/strict_tempo, /home/stefan/Music/playlists/tea_dance_wednesday.m3u. Identifiers: the
  Pi ballroom-mpd, the music licence TML-5571093. Commands: a beet import; an ffmpeg-normalize run.
  Failures: ffmpeg-normalize stops on a damaged FLAC (the cause in the middle of the batch), left because
  the CD is lent to Edna who is in Malta for three weeks; the mpd build can't find libavformat's headers
  (the cause at the end of a long ninja log), left because the studio's broadband is down until the
  engineer comes on Monday. Open: a printed running order for Wednesday with dance and tempo (asked about
  again later); whether the music licence covers the Tuesday classes as well (nobody has answered the
  e-mail); a later ask from Carol for the Christmas tea dance flyer by 28 November.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Scala 3 lost-property service
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The lost-property tests are failing on my branch, can you have a look?",
                ("Running the weaver suite.", [
                    call("bash",
                         "[info] lostprop.ItemRoutesSuite\n"
                         "[info] + GET /items lists open items 41ms\n"
                         "[error] - POST /items decodes a new item 12ms\n"
                         "[error]   DecodingFailure at .found_at: Missing required field\n"
                         "[error]   (src/test/scala/lostprop/ItemRoutesSuite.scala:58)\n"
                         "[error] Failed: Total 23, Failed 1, Errors 0, Passed 22\n"
                         "[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful",
                         error=True, command="sbt 'testOnly lostprop.ItemRoutesSuite'"),
                ]),
                ("The codec was switched to camelCase, so it now expects foundAt. Putting the snake_case "
                 "configuration back on the Item codec.", [
                    call("edit", "ok", path="src/main/scala/lostprop/model/Item.scala",
                         old="given Configuration = Configuration.default",
                         new="given Configuration = Configuration.default.withSnakeCaseMemberNames"),
                    call("bash", "[info] Passed: Total 23, Failed 0, Errors 0, Passed 23",
                         command="sbt 'testOnly lostprop.ItemRoutesSuite'"),
                ]),
                "Green again. A rule of thumb worth keeping here: the JSON field names stay snake_case, the "
                "front desk tablet app reads them directly.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Can we have a 'claimed' endpoint? Staff want to mark an item as collected.",
                ("Adding a migration and a doobie update.", [
                    call("write", "ok", path="src/main/resources/db/migration/V8__claimed_at.sql",
                         content="ALTER TABLE items ADD COLUMN claimed_at timestamptz;\n"
                                 "ALTER TABLE items ADD COLUMN claimed_by text;"),
                    call("edit", "ok", path="src/main/scala/lostprop/db/ItemRepo.scala",
                         old="def close(id: ItemId): ConnectionIO[Int] =",
                         new="def claim(id: ItemId, by: String): ConnectionIO[Int] =\n"
                             "    sql\"update items set claimed_at = now(), claimed_by = $by where id = $id\".update.run\n\n"
                             "  def close(id: ItemId): ConnectionIO[Int] ="),
                    call("bash", "[info] compiling 3 Scala sources to target/scala-3.4.2/classes ...\n"
                                 "[success] Total time: 14 s", command="sbt compile"),
                ]),
                "POST /items/{id}/claim is in and compiles. I'd also cap the list endpoint at 50 items a page "
                "so the tablet doesn't pull the whole table.",
            ),
            turn("Yes, 50 a page is fine.", "Done: limit 50 with an offset parameter."),
        )
    if k == 2:
        return (
            turn(
                "CI says formatting is wrong.",
                ("Checking scalafmt.", [
                    call("bash",
                         "[warn] src/main/scala/lostprop/http/ItemRoutes.scala isn't formatted properly!\n"
                         "[warn] src/main/scala/lostprop/Main.scala isn't formatted properly!\n"
                         "[error] (Compile / scalafmtCheck) 2 files must be formatted",
                         error=True, command="sbt scalafmtCheckAll"),
                ]),
                ("Formatting both files.", [
                    call("bash", "[info] Formatting 2 Scala sources...\n[success] Total time: 3 s",
                         command="sbt scalafmtAll"),
                    call("bash", "[success] Total time: 2 s", command="sbt scalafmtCheckAll"),
                ]),
                "Clean now. Suggestion: a pre-commit hook that runs scalafmtCheckAll, so this stops reaching CI.",
            ),
            turn("Good idea, add it.", ("Added.", [
                call("write", "ok", path=".githooks/pre-commit", content="#!/bin/sh\nexec sbt -batch scalafmtCheckAll"),
            ]), "The hook is in .githooks; run git config core.hooksPath .githooks once to turn it on."),
        )
    if k == 3:
        return (
            turn(
                "Photo uploads from the tablet time out on big pictures.",
                ("Looking at the server setup.", [
                    call("read", path="src/main/scala/lostprop/Main.scala",
                         result="EmberServerBuilder.default[IO]\n  .withHost(host\"0.0.0.0\")\n  .withPort(port\"8080\")\n"
                                "  .withIdleTimeout(30.seconds)\n  .withHttpApp(app)\n  .build"),
                ]),
                "The idle timeout is 30 seconds and the tablet's photos are 6 to 8 MB over the venue wifi. I'd "
                "raise the timeout to 90 seconds and shrink the photo on the tablet before upload.",
            ),
            turn("Just the timeout for now.", ("Raised.", [
                call("edit", "ok", path="src/main/scala/lostprop/Main.scala",
                     old=".withIdleTimeout(30.seconds)", new=".withIdleTimeout(90.seconds)"),
                call("bash", "[success] Total time: 11 s", command="sbt compile"),
            ]), "Idle timeout is 90 seconds now."),
        )
    if k == 4:
        return (
            turn(
                "Can you bump http4s to the latest 0.23 patch?",
                ("Updating build.sbt.", [
                    call("edit", "ok", path="build.sbt", old='val http4sVersion = "0.23.27"',
                         new='val http4sVersion = "0.23.30"'),
                    call("bash", "[info] Updating lostprop\n[info] Resolved lostprop dependencies\n"
                                 "[info] compiling 17 Scala sources ...\n[success] Total time: 41 s",
                         command="sbt update compile"),
                ]),
                "Bumped to 0.23.30, compiles cleanly. I'd keep ember-server and circe on the same versions "
                "file, project/Deps.scala, so they move together.",
            ),
            turn("Fine, do that.", "Moved the versions into project/Deps.scala."),
        )
    return (
        turn(
            "The desk said the app froze at lunchtime.",
            ("Checking the logs.", [
                call("bash",
                     "12:41:07.311 WARN  com.zaxxer.hikari.pool.PoolBase - lostprop-pool - Failed to validate "
                     "connection (This connection has been closed.)\n"
                     "12:41:37.402 ERROR lostprop.http.ItemRoutes - GET /items failed\n"
                     "java.sql.SQLTransientConnectionException: lostprop-pool - Connection is not available, "
                     "request timed out after 30000ms.",
                     error=True, command="journalctl -u lostprop --since 12:30 --until 12:45"),
            ]),
            ("Postgres restarted for its update at 12:40 and the pool kept dead connections. Setting a shorter "
             "maxLifetime and a keepalive on the transactor.", [
                call("edit", "ok", path="src/main/resources/application.conf",
                     old="max-lifetime = 1800000", new="max-lifetime = 600000\n    keepalive-time = 120000"),
            ]),
            "Deployed. The pool will recycle connections after ten minutes now.",
        ),
    )


# ---------------------------------------------------------------- circus skills school
def _circus() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi! OK so, context. I run Tramshed Circus School, it's literally an old tram shed off Abbeydale Road, "
            "freezing in winter, gorgeous in summer. We do aerial hoop, silks, static trapeze, juggling, unicycle, "
            "and the kids' Saturday club, which is " + f("number", "£9.50 a class") + " or six weeks up front. "
            "Bartek, my other half, does all the rigging and I do everything else, including apparently the "
            "website, which is a folder of html in " + f("path", "/home/imogen/tramshed/site") + " that I "
            "edit by hand and it's a mess. A typical Thursday: adults hoop at six, I'm teaching, Bartek's checking "
            "the points, someone always turns up in jeans, and the one thing I'm a total dragon about, "
            + f("constraint", "no one goes up on the static trapeze without a spotter on the mat") + ", me or "
            "Bartek or one of the coaches, doesn't matter how good you think you are. Anyway. The timetable page "
            "is always out of date because I forget to copy the spreadsheet into it. Can you sort that?",
            ("Let me look at the timetable page first.", [
                call("read", path="/home/imogen/tramshed/site/timetable.html",
                     result="<table class=\"tt\">\n<tr><th>Mon</th><td>Juggling 18:00</td></tr>\n"
                            "<tr><th>Thu</th><td>Adult hoop 18:00, Silks 19:30</td></tr>\n</table>"),
            ]),
            "It's a hand-written table. If you export the spreadsheet as a CSV I can write a little script that "
            "rebuilds this table from it, so you only ever edit the spreadsheet.",
        ),
        turn(
            "Yes please. Export's called timetable.csv, I'll drop it next to the site folder.",
            ("Writing the generator.", [
                call("write", "ok", path="/home/imogen/tramshed/tools/build_timetable.py",
                     content="import csv, html\nrows = list(csv.DictReader(open('timetable.csv')))\n"
                             "# one <tr> per day, classes in start order\n"),
                call("bash", "wrote site/timetable.html (5 days, 14 classes)",
                     command="python3 tools/build_timetable.py"),
            ]),
            "Done, the page now comes from the CSV. While we're on the door side of things: you could do "
            + f("rejected", "a QR code check-in at the door") + ", people scan as they come in and the register "
            "fills itself.",
        ),
        turn(
            "Ha. The wifi dies the second you walk past the silks rig, it's a tin shed. And the little ones get "
            "dropped at the gate by mums who are already reversing out, nobody's scanning anything.",
            "Fair enough, the paper register stays. Shall I upload the new timetable page?",
        ),
        turn(
            "Yes, it uploads with lftp, Clive gave me the login. Clive's our host, he's one man and a server in "
            "his loft basically.",
            ("Mirroring the site folder up.", [
                call("bash",
                     "cd ok, cwd=/public_html\n"
                     "Transferring file `index.html'\n"
                     "Transferring file `classes.html'\n"
                     + f("failure", "mirror: Access failed: 553 Could not create file. (timetable.html)") + "\n"
                     "Transferring file `css/site.css'\n"
                     "Total: 3 directories, 14 files, 0 symlinks\n"
                     "New: 2 files, 0 symlinks\n"
                     "Modified: 1 file, 0 symlinks\n"
                     "1 error detected",
                     error=True,
                     command=f("command", "lftp -e 'mirror -R --only-newer site/ public_html/; quit' "
                                          "ftp://tramshed@ftp.clivehosts.co.uk")),
            ]),
            "Everything went up except timetable.html: the server won't let your account overwrite it. That "
            "usually means the file on the host belongs to a different user, probably from when Clive moved "
            "the site. Only he can change the ownership on his side.",
        ),
        turn(
            "Course it does. Clive's on a narrowboat somewhere in the Peak District with no signal until the "
            "19th. Leave it, the old page can live a bit longer.",
            "OK, leaving the timetable upload until Clive's back in signal.",
        ),
    )
    r2 = (
        turn(
            "Right, something that's been bothering me all week. Bartek put a video of Saturday club on Instagram, "
            "lovely video, kids on the low hoop, and one of the girls in it is in foster care and nobody is "
            "allowed to post her picture, anywhere, ever. Her carer saw it before we did. We took it down in ten "
            "minutes but I felt sick. So from now on " + f("constraint", "no photos of under-16s go online unless the parent ticked the photo box")
            + " on the sign-up form. The forms are in " + f("path", "/home/imogen/tramshed/forms/saturday_club.csv")
            + ", there's a photo column, half of them are blank.",
            ("That's awful, sorry. Let me see the form data.", [
                call("bash", "name,age,parent,phone,allergies,photo\nTilly A.,9,Sam A.,07700 900118,none,yes\n"
                             "Noor K.,11,Farah K.,07700 900342,nuts,\nJack P.,8,Lee P.,07700 900575,,no",
                     command="head -4 /home/imogen/tramshed/forms/saturday_club.csv"),
            ]),
            "Blank has to count as no. I can add a photo_ok column that's only true when the box says yes, have "
            "the gallery script refuse anything tagged with a child who isn't photo_ok, and put a red dot next to "
            "those names on the printed register so whoever's filming knows who to keep out of shot.",
        ),
        turn(
            "Yes, the red dot's brilliant, do that.",
            ("Adding it.", [
                call("edit", "ok", path="/home/imogen/tramshed/tools/register.py",
                     old="def row(kid):", new="def row(kid):\n    dot = '' if kid['photo_ok'] else '\\u25cf '"),
                call("edit", "ok", path="/home/imogen/tramshed/tools/gallery.py",
                     old="def publish(item):", new="def publish(item):\n    refuse_unless_photo_ok(item.tags)"),
            ]),
            "Done. Blank or 'no' means a red dot and the gallery won't publish them.",
        ),
        turn(
            "Also had an e-mail from Mrs Oduya, Tilly's mum, very enthusiastic, wants us to start "
            + f("rejected", "fire-juggling classes for the teens") + ". Absolutely not. I'm not having paraffin "
            "in a wooden-floored shed full of crash mats. I'll write back. Different thing: the level 2 badges, "
            "the certificates the kids get. They're an html template, can you make the PDF for this term?",
            ("Rendering the level 2 badges.", [
                call("bash",
                     "Loading pages (1/6)\n"
                     "Warning: Failed to load file:///home/imogen/tramshed/badges/img/hoop_star.png (ignore)\n"
                     "Warning: Failed to load file:///home/imogen/tramshed/badges/img/tramshed_logo.png (ignore)\n"
                     "Counting pages (2/6)\n"
                     "Resolving links (4/6)\n"
                     "Loading headers and footers (5/6)\n"
                     "Printing pages (6/6)\n"
                     "Done\n"
                     + f("failure", "Exit with code 1 due to network error: ContentNotFoundError"),
                     error=True,
                     command=f("command", "wkhtmltopdf --enable-local-file-access badges/level2.html "
                                          "out/level2_badges.pdf")),
            ]),
            "The template points at badges/img/, and that folder is empty here, so wkhtmltopdf gives up. Where "
            "do the star and the logo live?",
        ),
        turn(
            "On Bartek's laptop, obviously. He's in Edinburgh rigging a show until the 28th and the laptop's "
            "with him. Leave the badges till he's home.",
            "Leaving the badges until Bartek's back with the images.",
        ),
        turn(
            "One more while I remember. Bartek wants the rigging log tidied. The hoop hangs off "
            + f("identifier", "TS-RP-04") + ", that's the beam point over the big mat, and it's got "
            + f("number", "a working load limit of 400 kg") + ". He wants the next inspection date next to "
            "each point.",
            ("Adding an inspection column to the rigging log.", [
                call("edit", "ok", path="/home/imogen/tramshed/rigging/points.csv",
                     old="point,location,wll_kg", new="point,location,wll_kg,next_inspection"),
            ]),
            "The column is in; I've left the dates blank for Bartek to fill in.",
        ),
    )
    r3 = (
        turn(
            "News! Fergus from Kelham Island Street Fest e-mailed. He wanted "
            + f("rejected", "three days of free drop-in workshops") + " for 'exposure'. Exposure doesn't pay "
            "the rent on a tram shed. I wrote back and said we'd do one afternoon, two coaches, £180 and a "
            "stall pitch for the flyers, and he said yes straight away, so clearly he had the money.",
            "Nice one. Do you want it on the public timetable as a special event, or kept off the site?",
        ),
        turn(
            "Put it on, once Clive's fixed the upload thing. And that reminds me, the insurance. Our policy is "
            + f("identifier", "PLX-2291-770") + " with Sandra at the broker, and we want to do a cabaret night "
            "in the shed in December, grown-up acts, a bar. I've asked her "
            + f("pending", "whether the policy covers the cabaret night in the shed") + " and she hasn't "
            "answered in a fortnight.",
            "Noted: nothing goes on the site about a cabaret night until Sandra confirms the cover. Do you want "
            "me to draft a chaser e-mail to her?",
        ),
        turn(
            "Go on then, short and polite. Oh and can you make " + f("pending", "a sign-in sheet for Saturday club with an allergy column")
            + "? The coaches keep asking me who's got the nut allergy.",
            ("Drafting the chaser.", [
                call("write", "ok", path="/home/imogen/tramshed/letters/sandra_chaser.txt",
                     content="Hi Sandra, just chasing my question from the 2nd about our December event. Thanks, Imogen"),
            ]),
            "The chaser is in letters/sandra_chaser.txt for you to send. The sign-in sheet I'll build from the "
            "forms CSV next, once I've checked which columns the coaches actually want on it.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did you ever make a sign-in sheet for Saturday club with an allergy column? Noor's dad asked "
                "me again.",
                "Not yet, sorry, it's still on the list. It'll come from saturday_club.csv with names, the red "
                "photo dot and allergies.",
            ),
        )),
        (10, (
            turn(
                "Harriet at the Arts Council e-mailed. She needs "
                + f("pending", "the autumn attendance figures for the Arts Council by Friday 30 October")
                + ", headcount per class per week. Can you pull that together from the registers?",
                "Yes, I'll count it from the register files, one row per class and week. I'll have a draft for "
                "you before the 30th.",
            ),
        )),
    )
    return Scripted(name="fresh25-circus", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh25=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- amateur operatic society
def _operatic() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Good evening. I'm Rosalind, secretary of the Bridgnorth Operatic Society, and this year we are doing "
            "The Pirates of Penzance at the Assembly Rooms in March, which means I have sixty-one people to keep "
            "informed and no patience left. Rehearsals are Tuesdays and Thursdays at the Methodist hall, principals "
            "at seven, full company at half past, Gerald our musical director runs the music calls and Trevor, "
            "our chair, likes to 'pop in'. We have nine children as junior pirates this year, which is lovely, "
            "and it also means " + f("constraint", "every child in the cast has a licensed chaperone at every rehearsal")
            + ", it's a condition of the council's performance licence and I will not be the one who loses it. "
            "The cast list lives in " + f("path", "/Users/rosalind/BOS/pirates/cast_list.csv") + ". What I'd "
            "like is a weekly notice to everyone with their calls for the week.",
            ("Let me look at the cast list.", [
                call("read", path="/Users/rosalind/BOS/pirates/cast_list.csv",
                     result="name,email,role,voice,child\nJulian Fairbrother,julian.f@example.org,Pirate King,bass-baritone,N\n"
                            "Megan Lowe,megan.lowe@example.org,Mabel,soprano,N\nAlfie Lowe,parent.lowe@example.org,junior pirate,,Y"),
            ]),
            "That's a good shape for a mail merge: one template, one row per person. The mailmerge command-line "
            "tool does it straight from the CSV. How have the notices gone out before?",
        ),
        turn(
            "Badly. Last year Trevor sent the rehearsal schedule to all sixty of us with the addresses in CC, and "
            "one of the tenors then replied-all with his views on the by-pass for a month. Two people left the "
            "society. So, from now on, " + f("constraint", "cast e-mails always go out one per person, never with the list in CC")
            + ". Is that what this mailmerge does?",
            ("Yes, it sends one message per row. Setting up a template and sending one to test.", [
                call("write", "ok", path="/Users/rosalind/BOS/pirates/cast_notice.txt",
                     content="TO: {{email}}\nSUBJECT: Pirates: your calls this week\nFROM: Bridgnorth Operatic Society "
                             "<bridgnorthoperatic@gmail.com>\n\nDear {{name}},\n{{calls}}\n"),
                call("bash",
                     ">>> message 1\n"
                     "TO: julian.f@example.org\n"
                     "SUBJECT: Pirates: your calls this week\n"
                     "FROM: Bridgnorth Operatic Society <bridgnorthoperatic@gmail.com>\n"
                     ">>> message 1 failed\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/usr/local/lib/python3.11/site-packages/mailmerge/sendmail_client.py\", line 96, in sendmail\n"
                     "    smtp.login(self.config.username, self.password)\n"
                     "  File \"/usr/local/Cellar/python@3.11/lib/python3.11/smtplib.py\", line 750, in login\n"
                     "    raise last_exception\n"
                     + f("failure", "smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted")
                     + ". For more information, go to\\n5.7.8  https://support.google.com/mail/?p=BadCredentials')\n"
                     ">>> Limit was 1 message.  To remove the limit, use the --no-limit option.",
                     error=True,
                     command=f("command", "mailmerge --template cast_notice.txt --database cast_list.csv "
                                          "--no-dry-run --limit 1")),
            ]),
            "Gmail rejected the login. The society's account has two-step verification on, so it needs an app "
            "password rather than the normal one, and making one needs a code sent to whoever's phone is on the "
            "account.",
        ),
        turn(
            "That's Yvonne's phone, she's the treasurer, and she is in Madeira until the 20th and does not answer "
            "texts on holiday on principle. We'll have to wait for her.",
            "Understood, the notices wait for Yvonne and the app password. Meanwhile: if the cast list had a "
            "column saying chorus or principal, the notice could give principals their seven o'clock calls and "
            "the chorus only the half past ones, instead of everyone reading everything.",
        ),
        turn(
            "Oh, yes. People complain they can't find their own calls. Do that.",
            ("Adding the column and the branch in the template.", [
                call("edit", "ok", path="/Users/rosalind/BOS/pirates/cast_list.csv",
                     old="name,email,role,voice,child", new="name,email,role,voice,child,section"),
                call("edit", "ok", path="/Users/rosalind/BOS/pirates/cast_notice.txt",
                     old="{{calls}}", new="{% if section == 'principal' %}{{principal_calls}}{% else %}{{chorus_calls}}{% endif %}"),
            ]),
            "Section column added; I've filled it from the role column, so check the three I marked '?'.",
        ),
    )
    r2 = (
        turn(
            "Tickets. We're " + f("number", "£14 a ticket") + ", ten pounds concessions, four nights, and the "
            "Assembly Rooms have " + f("number", "312 seats") + " if nobody's in a wheelchair space. Yvonne, "
            "before she went, wanted " + f("rejected", "a £2 booking fee on every ticket") + " to cover the card "
            "machine. And Trevor has had an idea, which is always alarming: he wants "
            + f("rejected", "a Sunday matinee") + " on the last weekend for the people who won't come out in the "
            "dark. I need to find out what the hall charges on a Sunday before I say anything to him.",
            "I'll leave both alone for now. When you know about the matinee I can add a fifth performance to "
            "the ticket sheet.",
        ),
        turn(
            "Thank you. Now the scores. Gerald hired the band parts and the vocal scores, hire ref "
            + f("identifier", "MLS-40217") + ", and they sent PDFs of the chorus numbers, one file per number, "
            "in " + f("path", "/Users/rosalind/BOS/pirates/scores") + ". I want one chorus book to print.",
            ("Joining them in order.", [
                call("bash",
                     "WARNING: The creator of the input PDF:\n"
                     "   scores/chorus_03.pdf\n"
                     "   has set an owner password (which is not required to handle this PDF).\n"
                     "   You did not supply this password. Please respect any copyright.\n"
                     "Error: Failed to open PDF file: \n"
                     "   scores/chorus_07.pdf\n"
                     "   " + f("failure", "OWNER PASSWORD REQUIRED, but not given (or incorrect)") + "\n"
                     "Errors encountered.  No output created.\n"
                     "Done.  Input errors, so no output created.",
                     error=True,
                     command=f("command", "pdftk scores/chorus_*.pdf cat output scores/pirates_chorus_book.pdf")),
            ]),
            "Number 7, 'With cat-like tread', is locked with an owner password, so pdftk won't touch it and "
            "makes nothing. The hire library would have to send the password or an unlocked copy.",
        ),
        turn(
            "Gerald rang them. Their office is shut for stocktaking until the 9th, there's an answerphone and "
            "that's it. Leave it until they're back.",
            "OK, the chorus book waits for the library.",
        ),
        turn(
            "And then Julian. Julian is our Pirate King, a lovely man, and he asked Gerald for "
            + f("rejected", "the Pirate King's song taken down a whole tone") + ". Gerald said, very kindly, "
            "that the band parts are hired as printed and the band can't transpose on the night, so sorry, no, "
            "but Julian can take the lower alternative on the last top note, it's in the score as an ossia. "
            "Julian's content. Can you make a note of that in the principals' notes file?",
            ("Adding it.", [
                call("edit", "ok", path="/Users/rosalind/BOS/pirates/principal_notes.md",
                     old="## Pirate King", new="## Pirate King\n- Final verse: take the lower ossia on the last top note (agreed with Gerald)."),
            ]),
            "Noted in principal_notes.md.",
        ),
        turn(
            "Oh, and the committee met on Monday and voted the booking fee down, seven to two, so that's that, "
            "I'll tell Yvonne when she's back. People would rather pay fourteen pounds than fourteen pounds and "
            "a surprise.",
            "Got it, no fee on the ticket sheet.",
        ),
    )
    r3 = (
        turn(
            "Right, the matinee. The hall charges time and a half on a Sunday, and two of our chaperones can't "
            "do Sundays at all, and without them the children can't go on. So no matinee, I'll tell Trevor "
            "gently. While I'm on the hall, our booking reference is " + f("identifier", "AR-2027-031")
            + " and the Assembly Rooms want it printed on every ticket.",
            ("Putting it in the ticket footer.", [
                call("edit", "ok", path="/Users/rosalind/BOS/pirates/tickets/ticket_template.html",
                     old="<footer>", new="<footer>Assembly Rooms booking AR-2027-031 &middot; "),
            ]),
            "It's on the ticket footer now. The ticket sheet stays at four performances.",
        ),
        turn(
            "Lovely. Can you also make " + f("pending", "a rehearsal calendar file people can add to their phones")
            + "? Half the chorus live by their phones and still turn up on the wrong night.",
            "Yes. I'll build it from the rehearsal schedule as an .ics file with the principal and chorus calls "
            "separate. I'll do it once the mailing works, so it can go out with the first notice.",
        ),
        turn(
            "And one thing I can't answer and neither can Gerald: " + f("pending", "whether the hire set includes a second bassoon part")
            + ". Our second bassoonist has turned up from nowhere and the library hasn't replied to his e-mail.",
            "I'll keep that as an open question on the band list until the library answers.",
        ),
    )
    later = (
        (5, (
            turn(
                "Where are we with a rehearsal calendar file people can add to their phones? Megan asked "
                "tonight.",
                "Not done yet. It's still waiting on the mailing, which is waiting on Yvonne's app password; I "
                "can send you the file by itself if you'd rather not wait.",
            ),
        )),
        (10, (
            turn(
                "Yvonne's back and brown. She needs " + f("pending", "the programme copy to Wrekin Print by 12 February")
                + ": cast list, synopsis, the thank-yous and the adverts. Can you start assembling it?",
                "Yes, I'll pull the cast list and roles into a draft and leave spaces for the synopsis and adverts, "
                "so it's ready well before the 12th.",
            ),
        )),
    )
    return Scripted(name="fresh25-operatic", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh25=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- pipe band
def _pipeband() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Aye, hello. Fraser Lindsay, pipe major, Kinross & District Pipe Band, grade 4B. We practise Tuesday "
            "nights in the Milnathort town hall, fourteen pipers on paper, nine most weeks, six drummers and a "
            "bass drummer who's also the taxi. Euan records the practice on his phone or his wee recorder and the "
            "files end up in " + f("path", "/home/fraser/band/recordings") + " on the old band laptop, that's "
            + f("identifier", "kdpb-thinkpad") + ", my daughter Kirsty set it up for us before she went off to "
            "uni. The way a practice goes: tuning first, I get the chanters to " + f("number", "about 480 Hz")
            + " and the drones to match, then the medley, then the MSR, then the learners get half an hour with "
            "me at the back. And the rule, which the new ones hate, " + f("constraint", "nobody plays in the competition circle until they've passed the tune test")
            + " with me, every tune in the set, by memory. What I'm after is practice tracks cut out of the "
            "recordings so the learners can play along at home.",
            ("Let's see what's in there.", [
                call("bash", "tuesday_0311.m4a\ntuesday_0318.m4a\npractice_euan_0318.wav\ntuesday_0325.m4a",
                     command="ls /home/fraser/band/recordings"),
            ]),
            "Mostly m4a from a phone, and one wav. Which bit do you want first?",
        ),
        turn(
            "The 11th of March one, first four and a half minutes, that's the medley.",
            ("Cutting it with SoX.", [
                call("bash",
                     "sox:      SoX v14.4.2\n"
                     "Input File     : 'tuesday_0311.m4a'\n"
                     + f("failure", "sox FAIL formats: no handler for file extension `m4a'") + "\n"
                     "sox FAIL formats: can't open input file `tuesday_0311.m4a': \n"
                     "exit status 2",
                     error=True,
                     command=f("command", "sox tuesday_0311.m4a -r 44100 tuesday_0311_medley.wav trim 0 4:30")),
            ]),
            "This SoX was installed without the extra formats, so it can't read m4a at all. The fix is installing "
            "the libsox-fmt-all package (or converting with ffmpeg first), which needs the admin password on "
            "kdpb-thinkpad.",
        ),
        turn(
            "That'll be Kirsty's password, and Kirsty's in Aberdeen till the Easter holidays and says she'll "
            "'sort it when she's home'. Leave it. It's the only laptop we've got.",
            "Leaving the m4a cuts until Kirsty can install the formats. Another thought for getting tracks to the "
            "learners: " + f("rejected", "a Facebook group for the learners") + " where you post the tracks and "
            "they ask questions.",
        ),
        turn(
            "Half the learners are eleven and twelve, and their mums and dads won't have them on Facebook, and "
            "I wouldn't either.",
            "Then a page on the band website would do it: one learners' page with the tracks and tunes, behind "
            "a simple shared password you give out at practice.",
        ),
        turn(
            "That's more like it. Go on.",
            ("Making the page.", [
                call("write", "ok", path=f("path", "/home/fraser/band/site/learners.html"),
                     content="<h1>Learners</h1>\n<p>Practice tracks and tune notes. Ask Fraser for the password.</p>\n"),
            ]),
            "The page is at /home/fraser/band/site/learners.html; the password goes in the site's .htaccess when "
            "Kirsty next publishes.",
        ),
    )
    r2 = (
        turn(
            "Bit of bother at the weekend. Crieff Highland Games, Gordon put his snare in his boot because the "
            "trailer was 'full', and it fell out in the car park when he opened it and the shell cracked. "
            "Six hundred pound of drum. So that's it now, " + f("constraint", "the band's drums only travel in the trailer, never in anyone's car")
            + ". Put it on the kit list that goes out before every contest.",
            ("Adding it to the kit list.", [
                call("edit", "ok", path="/home/fraser/band/docs/kit_list.md",
                     old="## Before every contest", new="## Before every contest\n- Drums travel in the trailer only."),
            ]),
            "It's at the top of the contest kit list now.",
        ),
        turn(
            "Good. And Davie, our drum sergeant, is on at me about " + f("rejected", "going up to Grade 3 next season")
            + ". I'm no saying anything till I've seen the Worlds results. Ask me next week.",
            "Will do. Separately, the one wav file is Euan's recording from the 18th; shall I check the chanter "
            "pitch on it, since it's not m4a?",
        ),
        turn(
            "Aye, let's see how flat we were.",
            ("Running aubio's pitch tracker over it.", [
                call("bash",
                     "AUBIO ERROR: " + f("failure", "source_wavread: could not find RIFF header in practice_euan_0318.wav")
                     + "\nAUBIO ERROR: source: failed creating with practice_euan_0318.wav at 0Hz with hop size 256 "
                     "(are you sure file exists and is readable?)\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/usr/bin/aubio\", line 33, in <module>\n"
                     "    sys.exit(load_entry_point('aubio==0.4.9', 'console_scripts', 'aubio')())\n"
                     "RuntimeError: error creating source with \"practice_euan_0318.wav\"",
                     error=True,
                     command=f("command", "aubio pitch -i practice_euan_0318.wav -p yinfft -u Hz")),
            ]),
            "The file has no proper WAV header; it's the sort of thing a recorder leaves behind when its card "
            "fills up mid-recording. The recorder sometimes keeps a recoverable copy on the card itself.",
        ),
        turn(
            "Euan's got the recorder and the card with him, and he's offshore on the rigs for a fortnight. "
            "Leave it till he's back. Oh, and Kirsty registered us for the Worlds, we're "
            + f("identifier", "RSPBA band no. 11873") + ", put that on the contest sheet.",
            ("Adding it.", [
                call("edit", "ok", path="/home/fraser/band/docs/contests_2027.md",
                     old="# Contests 2027", new="# Contests 2027\nRSPBA band no. 11873"),
            ]),
            "On the contest sheet. The pitch check waits for Euan and the card.",
        ),
    )
    r3 = (
        turn(
            "Davie had another go at me about grade 3. We lost two pipers to Perth this year and there's six who "
            "can play the MSR clean. We'd be at the bottom of grade 3 getting hammered. We stay in 4B, and I'll "
            "tell him over a pint so he doesn't sulk. Now, money. The coach to Glasgow Green is "
            + f("number", "£1,150 for the coach") + ", there and back the same day, and we're short.",
            "Noted for the budget. Anything coming in to offset it?",
        ),
        turn(
            "Funny you should ask. A wedding planner, Morven, e-mailed wanting " + f("rejected", "the full band for the whole evening reception")
            + " at a hotel up by Gleneagles, in August, the week before the Worlds. I'm no having twenty of us "
            "knackered and half-cut before the Worlds. I offered her a solo piper for the arrival and the toast, "
            "£220, and she came straight back and said yes. So I'm playing a wedding.",
            "Good outcome. I'll put the wedding on the calendar as a solo booking, £220, in the band's income.",
        ),
        turn(
            "Aye. And can you do me " + f("pending", "the learners' tune list with the page numbers from the green book")
            + "? The Scots Guards book, they all have it. They never know what page anything's on.",
            "Yes. I'll list the tunes in the learners' set with the page from the Scots Guards book beside each. "
            "I'll do it after the contest sheet's done.",
        ),
        turn(
            "And the thing everyone asks me that I cannot answer: " + f("pending", "whether we play on the Friday or the Saturday at the Worlds")
            + ". Grade 4B's sometimes Friday. The RSPBA haven't put the draw out yet and folk need to book "
            "their work off.",
            "Then it stays open until the draw is published. I'll leave both days pencilled on the calendar.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did you get the learners' tune list with the page numbers from the green book done? Wee Callum "
                "asked me tonight.",
                "Not yet, it's still to do. I have the tune set; the page numbers need checking against the "
                "book's index.",
            ),
        )),
        (10, (
            turn(
                "Kirsty's on the phone from Aberdeen, she says she needs " + f("pending", "the uniform grant application to the Kinross-shire community fund by 1 March")
                + ". New kilts for the learners, mainly. Can you draft it from the budget?",
                "Yes, I'll draft the application from the budget and the membership numbers and send it to Kirsty "
                "well before the 1st.",
            ),
        )),
    )
    return Scripted(name="fresh25-pipeband", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh25=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- ballroom dance studio
def _ballroom() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello, Stefan here. My wife Carol and I run Starlight Dance Studio, upstairs from a carpet shop on "
            "Friargate in Preston. Classes Tuesday evenings, and on Wednesday afternoons the tea dance, which is "
            + f("number", "£5.50 on the door") + ", tea and a biscuit, about forty regulars, the youngest is "
            "sixty-eight. I do the music. It lives in " + f("path", "/home/stefan/Music/strict_tempo") + ", "
            "played from a Raspberry Pi by the speakers, called " + f("identifier", "ballroom-mpd") + ". A tea "
            "dance goes: a waltz to start, then a sequence, a quickstep, "
            + f("number", "quickstep at 50 bars a minute") + " or they complain, a cha cha for the brave ones, "
            "the interval and the raffle, and the last waltz. And Carol's rule, which I agree with, "
            + f("constraint", "the tea dance playlist is strict tempo only, no pop remixes") + ", the regulars "
            "count the bars and they know. I have new CDs ripped and I want them tagged by the dance and the "
            "tempo, so I can find a foxtrot when I need one.",
            ("Importing the new rips into beets first.", [
                call("bash",
                     "/home/stefan/Music/incoming/ballroom_gold_7 (14 items)\n"
                     "  Tagging: Ballroom Gold - Volume 7\n"
                     "  (Similarity: 96.1%)\n"
                     "Import complete: 14 items added",
                     command=f("command", "beet import -A /home/stefan/Music/incoming")),
            ]),
            "They're in the library. Beets lets you add your own fields, so I'd give every track a 'dance' field "
            "(waltz, quickstep, foxtrot…) and an 'mpm' field for bars per minute, then you can ask it for "
            "'dance:foxtrot mpm:28..30' and get exactly those.",
        ),
        turn(
            "Yes, that's what I want. Do it.",
            ("Setting the fields on the new album from the track titles.", [
                call("bash", "Modifying 14 items.", command="beet modify -y album:'Ballroom Gold - Volume 7' dance=from_title"),
            ]),
            "Done for the new album; the older albums I'll do as we go. One more idea: for pupils who can't "
            "get in, " + f("rejected", "streaming the Tuesday classes on Zoom") + ".",
        ),
        turn(
            "I asked Carol. She says it's kind, but we have no camera, the studio's wifi is the carpet shop's, "
            "and she will not be on a screen. What she'll do instead is a short video of each week's new figure, "
            "one minute, on her phone, for the pupils' WhatsApp group.",
            "That works. Separately, Edna said the waltzes are too quiet compared to the quicksteps; I can level "
            "the whole album so nobody has to ride the volume.",
        ),
        turn(
            "Please, my knob-twiddling is famous.",
            ("Normalising the album.", [
                call("bash",
                     "Normalizing file 1 of 14: 01_waltz_could_i_have_this_dance.flac\n"
                     "Normalizing file 2 of 14: 02_waltz_edelweiss.flac\n"
                     "Normalizing file 3 of 14: 03_foxtrot_cheek_to_cheek.flac\n"
                     "Normalizing file 4 of 14: 04_foxtrot_fly_me_to_the_moon.flac\n"
                     "Normalizing file 5 of 14: 05_tango_jalousie.flac\n"
                     "Normalizing file 6 of 14: 06_quickstep_mack_the_knife.flac\n"
                     "Normalizing file 7 of 14: 07_quickstep_sing_sing_sing.flac\n"
                     "ERROR: Error while running command /usr/bin/ffmpeg -hide_banner -y -i "
                     "07_quickstep_sing_sing_sing.flac -filter_complex [0:0]loudnorm=i=-18.0:lra=7.0:tp=-2.0 "
                     "-vn -sn -f null /dev/null! Error: [flac @ 0x5581c2a0b440] invalid residual\n"
                     "[flac @ 0x5581c2a0b440] decode_frame() failed\n"
                     + f("failure", "07_quickstep_sing_sing_sing.flac: Invalid data found when processing input") + "\n"
                     "Stage 1 finished for 6 of 14 files\n"
                     "Output written: normalised/01_waltz_could_i_have_this_dance.flac ... "
                     "normalised/06_quickstep_mack_the_knife.flac\n"
                     "ffmpeg-normalize: aborted, 8 files not processed",
                     error=True,
                     command=f("command", "ffmpeg-normalize *.flac -nt ebu -t -18 -c:a flac -of normalised")),
            ]),
            "The first six are done; track 7, 'Sing Sing Sing', is damaged in the rip, so ffmpeg can't decode it "
            "and the run stopped there. Ripping it again from the CD would fix it.",
        ),
        turn(
            "The CD is lent to Edna, and Edna is in Malta for three weeks. Leave it, I'll skip that one.",
            "OK, the album stays half-normalised until the CD comes back from Edna.",
        ),
    )
    r2 = (
        turn(
            "Bad week. Kacper, Carol's nephew, ran the polisher on the sprung floor on Tuesday night to be "
            "helpful, and on Wednesday Mrs Ainsworth went down in the tango. Bruised hip, she's all right, she "
            "came back this week in fact. But from now on " + f("constraint", "nobody runs the polisher on the sprung floor the day before a tea dance")
            + ". Put that in the cleaning rota.",
            ("Adding it to the rota.", [
                call("edit", "ok", path="/home/stefan/studio/cleaning_rota.md",
                     old="## Tuesday", new="## Tuesday\n- NO polisher on the sprung floor (tea dance tomorrow)."),
            ]),
            "It's in the rota under Tuesday. Sorry about Mrs Ainsworth.",
        ),
        turn(
            "Also Gary, one of the Tuesday pupils, suggested " + f("rejected", "hiring the studio out for kids' birthday discos")
            + " at the weekends, good money he says. No. Not with the mirrors and that floor. I told him no "
            "before he'd finished. Now, the Pi. I want the newer mpd for the crossfade, the packaged one is old. "
            "Can you build it on the Pi?",
            ("Building mpd from source on the Pi.", [
                call("bash",
                     long_log(70, "mpd-build-ballroom",
                              "FAILED: src/decoder/plugins/FfmpegDecoderPlugin.cxx.o\n"
                              "c++ -Isrc -I../src -I/usr/include/arm-linux-gnueabihf -std=c++20 -O2 -c "
                              "../src/decoder/plugins/FfmpegDecoderPlugin.cxx\n"
                              + f("failure", "../src/lib/ffmpeg/Format.hxx:23:10: fatal error: libavformat/avformat.h: No such file or directory")
                              + "\ncompilation terminated.\nninja: build stopped: subcommand failed."),
                     error=True, command="ssh stefan@ballroom-mpd 'cd ~/src/mpd-0.23.15 && ninja -C output/release'"),
            ]),
            "It gets most of the way and stops at the FFmpeg decoder: the development headers for libavformat "
            "aren't installed on ballroom-mpd. Installing libavformat-dev with apt would fix it.",
        ),
        turn(
            "The broadband's been down since Sunday, the Pi can't get to anything, and the engineer isn't coming "
            "till Monday. Leave it, the old mpd works.",
            "OK, the mpd build waits for the broadband to come back.",
        ),
    )
    r3 = (
        turn(
            "Mavis rang. She runs the Wednesday regulars. Carol had wanted " + f("rejected", "moving the tea dance to Thursdays")
            + " because of the bingo at the Con club on Wednesdays pinching people, and the regulars had a vote "
            "over the custard creams and it's no, they're stopping on Wednesdays, thank you very much. So "
            "Wednesday it stays. Can you make a proper playlist for this Wednesday?",
            ("Building it from the library by dance.", [
                call("write", "ok", path=f("path", "/home/stefan/Music/playlists/tea_dance_wednesday.m3u"),
                     content="#EXTM3U\n#EXTINF:-1,Waltz - Could I Have This Dance\n"
                             "strict_tempo/Ballroom Gold 7/01_waltz_could_i_have_this_dance.flac\n"),
            ]),
            "The playlist is at /home/stefan/Music/playlists/tea_dance_wednesday.m3u: waltz, sequence, "
            "quickstep, cha cha, interval, then the last waltz, all from the strict-tempo tracks.",
        ),
        turn(
            "Lovely. And can you print me " + f("pending", "a printed running order for Wednesday with the dance and tempo of each track")
            + "? I stand there with my glasses on my head trying to read the Pi's screen.",
            "Yes. I'll make a one-page running order from the playlist with the dance and bars per minute beside "
            "each track, big print. I'll do it once the album is fully levelled, so the order doesn't change.",
        ),
        turn(
            "Good. And a question nobody's answered. Our music licence is " + f("identifier", "TML-5571093")
            + ", and I don't know " + f("pending", "whether the music licence covers the Tuesday classes as well as the tea dance")
            + ". I e-mailed them three weeks ago. Nothing.",
            "I'll keep it as an open question; I'd hold off on playing new tracks in the Tuesday classes only if "
            "they come back and say it's the tea dance alone.",
        ),
    )
    later = (
        (5, (
            turn(
                "Any sign of a printed running order for Wednesday with the dance and tempo of each track? "
                "Carol's asking.",
                "Not yet. It's still waiting on the album being levelled, which is waiting on Edna's CD; I can "
                "do it now with the damaged track left out if you like.",
            ),
        )),
        (10, (
            turn(
                "Carol says she needs " + f("pending", "the Christmas tea dance flyer for Harris Print by 28 November")
                + ", with the date, the price and 'bring a plate'. Can you do a draft?",
                "Yes, I'll draft the flyer with the date, price and 'bring a plate' and get it to you before the "
                "28th so Harris Print have it in time.",
            ),
        )),
    )
    return Scripted(name="fresh25-ballroom", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh25=True, later=later, routine=routine_en)


SESSIONS = (_circus(), _operatic(), _pipeband(), _ballroom())
