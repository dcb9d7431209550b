"""Twenty-third fresh held-out set (English): written blind, against the twenty-third round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh23_zh.py`` holds the
Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped with
``grep -il``: a Monday-night netball league, a canoe hire on the Wye, a litter-picking group, an
orienteering club). The first plan was a Sunday-league football club, swapped for the netball league
because "football" turns up in three earlier files; the canoe hire was first called Wyebank, renamed
Goodrich because "wyebank" is in an earlier set; the orienteering farm was first Hollin Farm and the
litter pick was first on a canal towpath, both renamed (Catlow Farm, the old railway path) because
"hollin", "towpath" and "canal" all occur elsewhere. Proposals come from the assistant, a pub landlord
(through the league secretary's brother-in-law), a player (decided by the league committee), a staff
instructor, a campsite (by a forwarded e-mail), a husband (decided by the crew at their social), an
estate agent (by a text from the group's chair), a farmer (through the club's permissions officer) and
a daughter. Failures are multi-line blocks from the Supabase CLI, EAS Build (a long Gradle log with the
cause at the end), wrangler, rclone, the Firebase CLI, the Netlify CLI, fastlane/xcodebuild (another
long log) and the AWS CLI; each is left unresolved for a reason given in the dialogue. Routine work
(``routine_en``) is this file's own, a Gleam (Wisp) app for volunteers' expense claims with dbmate
migrations; it has turns that look like facts (a rule of thumb, a suggestion the user takes, numbers,
paths) and are not planted.

Descriptions:
- netball: Tasha Greenwood is secretary of the Shipley Monday Night Netball League (fourteen teams, two
  courts at Ashworth Leisure Centre). Her nephew Jordan built an Expo app (apps/courtside) on Supabase
  for fixtures, availability and results. Rules: inside a long account of a Monday night, players'
  medical notes are only visible to their own team captain and the duty first-aider; after a test push
  told the whole league that a player was suspended, push notifications go to one team at a time, never
  to the whole league. Proposals: the assistant's letting players swap themselves in and out of the
  match squad (a blunt no: captains pick); the Woolpack's landlord, through Tasha's brother-in-law Gaz,
  wants the Woolpack's logo on the app's splash screen, Tasha counters with a banner on the fixtures
  page and the landlord takes it; Denise, a player, proposed livestreaming the Monday games on YouTube
  and the league committee voted it down (relayed); the assistant's lift-share list for away cup ties is
  accepted. Numbers: £48 an hour for the two courts; £3 umpire fee per match from each team. Paths:
  supabase/migrations/20261104120000_fixture_court.sql, supabase/functions/send-push/index.ts.
  Identifiers: the Supabase project ref qzvtkmrplhwoexnbsyda, the package uk.org.shipleynetball.courtside.
  Commands: supabase db push --linked; eas build --platform android --profile production. Failures:
  Supabase's password authentication failed for user "postgres" (the treasurer Sandra changed the
  password and is in Lanzarote till the 18th); the EAS build can't find the release keystore (Jordan has
  it on his laptop and is on a field trip in Iceland). Open: the umpire availability calendar (asked
  about again at round 10); nobody knows whether Ashworth will keep Monday nights after the refurb; a
  later ask (round 5) from Sandra for the end-of-season results and fair-play table by 30 April.
- canoehire: Fern Ashby runs Goodrich Canoe Hire at Kerne Bridge on the Wye with Marcus, her instructor
  and minibus driver; her son Ollie built the booking site on Cloudflare Workers with a D1 database and
  is away for a season in Banff. Rules: inside a long account of a hire day, no booking is confirmed
  without a signed waiver for every paddler; after a nine-year-old was booked into a solo kayak,
  under-12s only go in a Canadian canoe with an adult, never a solo kayak. Proposals: the assistant's
  letting customers pick their own launch time in 15-minute steps (turned down by a reason alone: the
  minibus runs on the hour); Marcus wants to be hiring out stand-up paddleboards (put off, refused a
  round later over a £900 insurance quote); Dawn at Biblins campsite, by a forwarded e-mail, wants to be
  selling our trips through the campsite's booking page at 20% commission (polite no, smaller ask: a
  leaflet and a 10% code, BIBLINS10); the assistant's evening-before text with the river level is
  accepted. Numbers: £45 for a Canadian canoe for a half day; nobody goes out over 1.6 metres on the Ross
  gauge. Paths: worker/src/routes/confirm.ts, /Users/fern/Goodrich/waivers/2026. Identifiers: the D1
  database goodrich-bookings-prod, BIBLINS10. Commands: npx wrangler deploy --env production; an rclone
  sync of the waivers to Google Drive. Failures: wrangler's Authentication error [code: 10000] (the
  Cloudflare account and token are Ollie's, who reads messages on Sundays); rclone's expired Drive token
  (the two-step codes go to her husband Rob's phone, and he's fishing in Sutherland without signal).
  Open: the price list page for the 2027 season (asked again at round 10); nobody knows whether the
  Environment Agency will renew the launch permit at Kerne Bridge; a later ask (round 5) from Marcus for
  the end-of-season damage report on the fleet by 15 October.
- litterpick: Nadia Osei coordinates the Kelbrook Clean-Up Crew, a monthly litter pick; bag drops are
  pinned on a map in a Firebase project the council owns, and the info site is on Netlify. Rules: inside
  a long account of a pick day, photos on the site never show children's faces; after a fly-tip photo
  showed a resident's house number, fly-tip reports go to the council form only, never on our public map.
  Proposals: the assistant's signing in with a Google account to log a bag drop (polite no, smaller ask:
  an optional first name); her husband Kwame's a leaderboard of who picked the most bags (the crew
  voted it down at their social, relayed); an estate agent, by a text from Bev the chair, wants the
  estate agent's boards at the meeting point (a blunt no); the assistant's QR code on the bag tags is
  accepted. Numbers: 63 bags on the March pick; the council collects within 48 hours of a bag-drop report.
  Paths: functions/src/notifyCouncil.ts, site/public/data/dropzones.geojson. Identifiers: the Firebase
  project kelbrook-cleanup, the Netlify site kelbrook-crew. Commands: firebase deploy --only
  hosting,functions --project kelbrook-cleanup; netlify deploy --build --prod. Failures: Firebase's HTTP
  403 on creating the function (Lorraine at the council owns the project and will add Nadia "after the
  budget meeting"); Netlify's paused deploys for a team out of credits (Bev pays on her card and the
  committee decides on the 9th). Open: the risk assessment page for the railway path pick (asked again
  at round 10); nobody knows whether Sustrans' insurance covers our volunteers on the railway path; a
  later ask (round 5) from Lorraine for the annual tonnage figures for the Clean Streets award by
  28 February.
- orienteering: Gwen Harper is results officer of Pendle Fox Orienteers; results go into the North West
  association's S3 bucket, and the club has an iOS app, Fox Trails, for its permanent courses, built with
  fastlane. Rules: inside a long account of an event, control locations are never published before the
  event closes; after a junior was shown as mispunched when a box was dead, provisional results are
  marked PROVISIONAL until the complaints hour has passed. Proposals: the assistant's live GPS tracking
  of runners on the results page (turned down by a reason alone: tracker hire and no signal); the
  farmer, through Alan the permissions officer, wants a £5 levy per runner for crossing Catlow Farm,
  Alan counters with a flat £150 to the village hall and the farmer takes it; her daughter Elin's
  putting the results on a free Google Sites page (put off, refused a round later because the rankings
  read the association archive); the assistant's per-age-class results with a CSV download are accepted.
  Numbers: £7 entry for seniors; the complaints hour is 60 minutes after the last finisher. Paths:
  scripts/publish_results.py, results/2026-05-17/splits.html. Identifiers: the bucket
  nwoa-results-archive, the Apple team ID 7Q4KXM2N9B. Commands: aws s3 sync of the results; bundle exec
  fastlane ios beta. Failures: the AWS CLI's AccessDenied on PutObject (the association's webmaster
  changes policies only after their monthly committee); fastlane's missing iOS Distribution certificate
  (the Apple account is Huw's, the old chair, walking the Camino till the end of the month). Open: the
  printable control descriptions for the Wycoller permanent course (asked again at round 10); nobody
  knows whether the Forestry England permit for Gisburn covers the night event; a later ask (round 5)
  from the chair for the list of every event's entries and fees for the AGM on 22 November.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Gleam (Wisp) expense-claims app
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "gleam test is failing on the claims totals, can you have a look",
                ("Running the suite.", [
                    call("bash",
                         "  Compiling claims\n   Compiled in 0.61s\n    Running claims_test.main\n"
                         "..F....\nFailures:\n\n  1) claims/total_test.sums_pence_test: module 'claims/total_test'\n"
                         "     Values were not equal\n     expected: 4250\n          got: 425\n\n"
                         "Finished in 0.014 seconds\n7 tests, 1 failures",
                         error=True, command="gleam test"),
                ]),
                ("total.gleam divides by 10 when it parses '42.50'; it should multiply the pounds by 100 and add "
                 "the pence. Fixing the parser.", [
                    call("edit", "ok", path="src/claims/total.gleam",
                         old="int.divide(pounds, 10)", new="pounds * 100 + pence"),
                    call("bash", "7 tests, 0 failures", command="gleam test"),
                ]),
                "Green. Rule of thumb for this codebase: money stays in whole pence as Int, never Float.",
            ),
        )
    if k == 1:
        return (
            turn(
                "We need a receipt_url on claims, optional.",
                ("New dbmate migration.", [
                    call("bash", "Creating migration: db/migrations/20261118093000_add_receipt_url_to_claims.sql",
                         command="dbmate new add_receipt_url_to_claims"),
                    call("write", "ok", path="db/migrations/20261118093000_add_receipt_url_to_claims.sql",
                         content="-- migrate:up\nALTER TABLE claims ADD COLUMN receipt_url text;\n"
                                 "-- migrate:down\nALTER TABLE claims DROP COLUMN receipt_url;"),
                    call("bash", "Applying: 20261118093000_add_receipt_url_to_claims.sql\nWriting: ./db/schema.sql",
                         command="dbmate up"),
                ]),
                "Applied, and the decoder in src/claims/sql.gleam reads it as Option(String). I could also show a "
                "paperclip icon in the list when a claim has a receipt.",
            ),
            turn("Yeah go on, the icon's nice.", "Added; it links to the receipt in a new tab."),
        )
    if k == 2:
        return (
            turn(
                "CI says formatting again.",
                ("Checking.", [
                    call("bash",
                         "src/claims/web/router.gleam\nsrc/claims/web/forms.gleam\n\n"
                         "Error: The files above are not formatted.",
                         error=True, command="gleam format --check src test"),
                ]),
                ("Two files; running the formatter on them.", [
                    call("bash", "", command="gleam format src/claims/web/router.gleam src/claims/web/forms.gleam"),
                    call("bash", "", command="gleam format --check src test"),
                ]),
                "Clean now. Worth a pre-commit hook that runs gleam format --check so this stops reaching CI.",
            ),
            turn("Sure, add the hook.", "Added .githooks/pre-commit and set core.hooksPath."),
        )
    if k == 3:
        return (
            turn(
                "Submitting a claim with no description gives a 500 instead of a form error.",
                ("Looking at the handler.", [
                    call("read", path="src/claims/web/claims_handler.gleam",
                         result="let assert Ok(description) = list.key_find(form.values, \"description\")"),
                ]),
                "The handler asserts the field exists, so an empty form crashes the request. I'll use a "
                "result.try and send the form back with 'Please add a description' instead.",
            ),
            turn("Yes please.", ("Done.", [call("bash", "8 tests, 0 failures", command="gleam test")]),
                 "Added a test for the empty form too; all pass."),
        )
    if k == 4:
        return (
            turn(
                "Can you bump wisp? There's a new minor.",
                ("Updating just wisp.", [
                    call("bash", "Resolving versions\nUpdated wisp v1.2.0 -> v1.3.0",
                         command="gleam add wisp@1.3"),
                    call("bash", "  Compiling wisp\n  Compiling claims\n   Compiled in 2.84s",
                         command="gleam build"),
                ]),
                "On 1.3.0 and it builds without warnings. manifest.toml is updated; commit it with gleam.toml.",
            ),
            turn("Will do.", "Both files staged."),
        )
    return (
        turn(
            "Someone says the claims page hung for ages around lunchtime.",
            ("Checking the service log.", [
                call("bash",
                     "Nov 18 12:41:07 claims[812]: error: pog query timeout after 5000ms (claims.list_for_approver)\n"
                     "Nov 18 12:41:09 claims[812]: error: pog pool exhausted: 10 of 10 connections in use\n"
                     "Nov 18 12:43:30 claims[812]: info: pool recovered",
                     error=True, command="journalctl -u claims --since '2 hours ago' --no-pager"),
            ]),
            ("list_for_approver does a sequential scan on claims.approver_id. Adding an index in a migration.", [
                call("write", "ok", path="db/migrations/20261118130000_index_claims_approver.sql",
                     content="-- migrate:up\nCREATE INDEX claims_approver_id_idx ON claims (approver_id);\n"
                             "-- migrate:down\nDROP INDEX claims_approver_id_idx;"),
                call("bash", "Applying: 20261118130000_index_claims_approver.sql", command="dbmate up"),
            ]),
            "The query is down from seconds to a few milliseconds. Keep an eye on the pool; ten connections is plenty.",
        ),
    )


# ---------------------------------------------------------------- netball
def _netball() -> Scripted:
    f = Builder()
    eas_log = long_log(
        140, "courtside-eas",
        "[RUN_GRADLEW] > Task :app:validateSigningRelease FAILED\n"
        "[RUN_GRADLEW] FAILURE: Build failed with an exception.\n"
        "[RUN_GRADLEW] * What went wrong:\n"
        "[RUN_GRADLEW] Execution failed for task ':app:validateSigningRelease'.\n"
        "[RUN_GRADLEW] > " + f("failure", "Keystore file '/home/expo/workingdir/build/apps/courtside/android/keystores/"
                                          "release.keystore' not found for signing config 'release'.") + "\n"
        "[RUN_GRADLEW] BUILD FAILED in 3m 12s\n"
        "Error: Gradle build failed with unknown error. See logs for the \"Run gradlew\" phase for more information.")
    r1 = (
        turn(
            "Hiya, Tasha here. Bear with me, this'll be long. I'm secretary of the Shipley Monday Night Netball "
            "League, fourteen teams, we play at Ashworth Leisure Centre on two courts which costs us "
            + f("number", "£48 an hour for the two courts") + ", and the teams pay "
            + f("number", "£3 umpire fee per match from each team") + " on top, cash in the bag. A Monday goes: "
            "I'm there for half six, bibs out, the scorers' table, first game's 7.10, three rounds, last one "
            "finishes about half nine and the centre staff want us out by ten on the dot. My nephew Jordan built "
            "us an app last year, it's in apps/courtside, Expo and Supabase he said, and it does fixtures, who's "
            "available and the scores. The one thing he was really strict about, and he's right, is that "
            + f("constraint", "players' medical notes are only visible to their own team captain and the duty first-aider")
            + " - we've got a girl with a heart thing and a couple of asthmatics and that is nobody else's "
            "business. Anyway, the centre keeps swapping which court we're on, so what I want is the court "
            "number showing on each fixture. Can you do that?",
            ("Let me look at how fixtures are stored.", [
                call("read", path="apps/courtside/app/(tabs)/fixtures.tsx",
                     result="const { data } = await supabase.from('fixtures').select('id, home, away, starts_at')"),
            ]),
            "Fixtures come from a fixtures table with no court column. I'll add one in a migration and show it "
            "on the fixture card.",
        ),
        turn(
            "Yes go on.",
            ("Writing the migration and pushing it to the hosted database.", [
                call("write", "ok", path=f("path", "supabase/migrations/20261104120000_fixture_court.sql"),
                     content="alter table fixtures add column court smallint check (court in (1, 2));"),
                call("bash",
                     "Connecting to remote database...\n"
                     "failed to connect to postgres: failed to connect to `host=aws-0-eu-west-2.pooler.supabase.com "
                     "user=postgres.qzvtkmrplhwoexnbsyda database=postgres`: failed SASL auth ("
                     + f("failure", "FATAL: password authentication failed for user \"postgres\" (SQLSTATE 28P01)")
                     + ")\nTry rerunning the command with --debug to troubleshoot the error.",
                     error=True, command=f("command", "supabase db push --linked")),
            ]),
            "The database password saved for the linked project is being refused. Do you have the current one?",
        ),
        turn(
            "Ah. Sandra, our treasurer, changed it after the committee because Jordan's old flatmate had it. It's "
            "in her password manager and she's in Lanzarote till the 18th. Leave that, she won't answer on "
            "holiday. The project thing on the Supabase page says " + f("identifier", "qzvtkmrplhwoexnbsyda")
            + " if that's any use.",
            "That's the project ref; it matches. The migration is written and waits for the password. "
            "Meanwhile, one idea: I could add " + f("rejected", "letting players swap themselves in and out of the match squad")
            + " once it's posted, so captains don't have to chase drop-outs.",
        ),
        turn(
            "No. Captains pick the squad, end of. If someone drops out they ring their captain.",
            "Fair enough, squads stay captain-only. Something smaller that might help: a lift-share list on cup "
            "ties away from Ashworth, where people say if they're driving and how many seats they've got.",
        ),
        turn(
            "Oh that one's good, the cup ties at Keighley are always a nightmare for lifts. Do it.",
            ("Adding a lift-share tab to cup fixtures.", [
                call("write", "ok", path="apps/courtside/app/fixture/[id]/lifts.tsx",
                     content="export default function Lifts() { /* drivers, seats, who's in */ }"),
            ]),
            "Done: drivers add seats, passengers tap to join, and it only shows on away cup ties.",
        ),
    )
    r2 = (
        turn(
            "Bit of a disaster on Saturday. I was poking at the notifications test button Jordan left in and it "
            "sent 'Reminder: Kayleigh Barker is suspended for Monday' to EVERYONE. The whole league. Her mum "
            "rang me. I could've died. So from now on "
            + f("constraint", "push notifications go to one team at a time, never to the whole league")
            + ". Can you make sure it physically can't do that any more?",
            ("Sorry, that's awful. Looking at the push function.", [
                call("read", path=f("path", "supabase/functions/send-push/index.ts"),
                     result="const tokens = await db.from('devices').select('token')  // all devices"),
                call("edit", "ok", path="supabase/functions/send-push/index.ts",
                     old="const tokens = await db.from('devices').select('token')  // all devices",
                     new="if (!body.team_id) return new Response('team_id required', { status: 400 })\n"
                         "const tokens = await db.from('devices').select('token').eq('team_id', body.team_id)"),
            ]),
            "Now every push needs a team, and it only goes to that team's devices. I've also taken the test "
            "button out of the release build.",
        ),
        turn(
            "Thank you. Other thing: the Woolpack sponsors us, and my brother-in-law Gaz drinks in there, and "
            "Terry the landlord told him he wants " + f("rejected", "the Woolpack's logo on the app's splash screen")
            + ", full screen, every time it opens. It'd drive everyone mad. I'm going to offer him a banner at the "
            "top of the fixtures page instead, with 'after the game at the Woolpack'. Reckon that's fair?",
            "Sounds fair to me, and it's where people actually look. I can build the banner so it's ready if he "
            "says yes.",
        ),
        turn(
            "Gaz just texted, Terry's fine with the banner as long as it mentions his two-for-one on Mondays, ha. "
            "Can you get a new Android version out to the Play Store with the banner and the notification fix? "
            "Jordan always did it with EAS.",
            ("Adding the banner, then an Android production build.", [
                call("edit", "ok", path="apps/courtside/app/(tabs)/fixtures.tsx",
                     old="<FixtureList fixtures={data} />",
                     new="<SponsorBanner text=\"After the game at the Woolpack - two-for-one on Mondays\" />\n"
                         "<FixtureList fixtures={data} />"),
                call("bash", eas_log, error=True,
                     command=f("command", "eas build --platform android --profile production")),
            ]),
            "The build gets to signing and stops: the release keystore the project points at isn't there. "
            "eas.json says the credentials are local, so the keystore lives on whoever set it up. Is that "
            "Jordan?",
        ),
        turn(
            "Yes, it's on his laptop. He's on a field trip in Iceland with uni till next Friday and didn't take "
            "it. It'll have to wait for him. The app is " + f("identifier", "uk.org.shipleynetball.courtside")
            + " on the Play Store, if that matters for anything.",
            "It matches applicationId in app.json, so nothing to change there. Android release on hold until "
            "Jordan can upload the keystore.",
        ),
    )
    r3 = (
        turn(
            "Committee last night. Denise from the Wrose Warriors had asked about "
            + f("rejected", "livestreaming the Monday games on YouTube") + " for people who can't come, and "
            "I'd said I'd look into it. The committee voted it down, seven to two, because you can see the "
            "kids' swimming lessons through the glass behind court two and the centre won't have filming. So "
            "don't build anything for that.",
            "Understood, no streaming. I'll drop the notes I'd made on it.",
        ),
        turn(
            "What I do need is " + f("pending", "the umpire availability calendar") + " - a page where the "
            "umpires tick which Mondays they can do, and I can see gaps. Put that on the list. And somebody "
            "asked me " + f("pending", "whether Ashworth will keep Monday nights after the refurb") + " and "
            "honestly nobody at the centre will say, they've just said 'spring'. Does that change anything for "
            "the app?",
            "I'll add the umpire calendar next. On the refurb, nobody can tell us yet, so I'll keep the venue "
            "as a setting on the league rather than hard-coding Ashworth, then a move is one change.",
        ),
        turn(
            "Good thinking. And I keep forgetting, can you remind me what was stopping the court numbers?",
            "The migration supabase/migrations/20261104120000_fixture_court.sql is written but the push is "
            "refused because Sandra changed the database password; it goes up once she's back on the 18th "
            "and can enter it.",
        ),
    )
    later = (
        (5, (
            turn(
                "Sandra's back, tanned and bossy. She's asked for "
                + f("pending", "the end-of-season results and fair-play table by 30 April")
                + " for the presentation night, as a spreadsheet she can print. And she says she'll type the "
                "database password in herself on Thursday, she won't send it over chat.",
                "Noted: the results and fair-play table as a spreadsheet by 30 April. The court migration goes "
                "up on Thursday once Sandra has entered the password.",
            ),
        )),
        (10, (
            turn(
                "Where are we with the umpire availability calendar? Two umpires have asked.",
                "It isn't built yet: I'll do it after the court migration goes up, because it reads the same "
                "fixture dates. I can start on the page layout now if you want.",
            ),
        )),
    )
    return Scripted(name="fresh23-netball", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh23=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- canoe hire
def _canoehire() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello! Fern from Goodrich Canoe Hire, we're at Kerne Bridge on the Wye. My son Ollie built our "
            "booking site two summers ago and now he's off doing a season at a lodge in Banff, so it's me and "
            "you I'm afraid. So a normal day, just so you know how we work: the trailers go up to Ross at nine "
            "and at eleven, people sign in at the hut, Marcus does the safety talk and the buoyancy aids, and "
            "then they paddle down to us or on to Symonds Yat and Marcus fetches them in the minibus. It's "
            + f("number", "£45 for a Canadian canoe for a half day") + ", seventy for the full day. Nobody goes "
            "on the water "
            + f("number", "over 1.6 metres on the Ross gauge") + ", I check it at seven every morning. And "
            "the thing our insurer was very hot on when the assessor came last spring: "
            + f("constraint", "no booking is confirmed without a signed waiver for every paddler")
            + ". At the moment the site sends 'you're confirmed!' the second they pay, which is wrong. Can it "
            "say 'waiver outstanding' until everyone's signed?",
            ("Let me look at the confirmation route.", [
                call("read", path=f("path", "worker/src/routes/confirm.ts"),
                     result="await sendEmail(booking.email, templates.confirmed(booking))"),
            ]),
            "It sends the confirmed e-mail straight after payment. I can count the signed waivers for the "
            "booking first and send a 'waiver outstanding' e-mail with the signing link until the count matches "
            "the paddlers. Which D1 database does the site use?",
        ),
        turn(
            "Ollie wrote it on a post-it on the fridge: " + f("identifier", "goodrich-bookings-prod") + ".",
            ("Checking the waivers table, then changing the route.", [
                call("bash", "┌──────────┐\n│ count(*) │\n├──────────┤\n│ 212      │\n└──────────┘",
                     command="npx wrangler d1 execute goodrich-bookings-prod --remote "
                             "--command \"select count(*) from waivers\""),
                call("edit", "ok", path="worker/src/routes/confirm.ts",
                     old="await sendEmail(booking.email, templates.confirmed(booking))",
                     new="const signed = await countSignedWaivers(env.DB, booking.id)\n"
                         "await sendEmail(booking.email, signed >= booking.paddlers\n"
                         "  ? templates.confirmed(booking) : templates.waiverOutstanding(booking))"),
            ]),
            "Done. While I'm in the booking code: I could offer "
            + f("rejected", "letting customers pick their own launch time in 15-minute steps")
            + " instead of the fixed slots, it'd spread people out at the hut.",
        ),
        turn(
            "There's one minibus and there's one Marcus, and he does the run on the hour.",
            "Right, the hourly slots stay as they are. Another small one: a text the evening before with the "
            "morning's river level and 'see you at 9', so people don't ring to ask if it's on.",
        ),
        turn(
            "Oh that's clever, yes, half my evenings are people ringing to ask if it's on. Do it, and then can "
            "you put it all live?",
            ("Adding the evening text as a scheduled job, then deploying.", [
                call("write", "ok", path="worker/src/cron/evening_text.ts",
                     content="export async function eveningText(env) { /* tomorrow's bookings, level, send */ }"),
                call("bash",
                     " ⛅️ wrangler 3.78.2\n-------------------\nTotal Upload: 41.37 KiB / gzip: 9.82 KiB\n\n"
                     "✘ [ERROR] A request to the Cloudflare API (/accounts/9c1e5a7d02b84f6ea3d1c0b7e5f2a914/"
                     "workers/scripts/goodrich-site) failed.\n\n  " + f("failure", "Authentication error [code: 10000]")
                     + "\n\nIf you think this is a bug, please open an issue at: "
                     "https://github.com/cloudflare/workers-sdk/issues/new/choose",
                     error=True, command=f("command", "npx wrangler deploy --env production")),
            ]),
            "Cloudflare rejects the API token in the environment, so nothing is deployed. A new token has to "
            "be made from the Cloudflare account. Is that yours or Ollie's?",
        ),
        turn(
            "Ollie's, on his e-mail. He gets wifi on Sundays when he's in town. I'll message him and he can "
            "sort it Sunday.",
            "OK, the deploy waits for a new token from Ollie; the changes are committed and ready.",
        ),
    )
    r2 = (
        turn(
            "Bad one yesterday. A dad booked a Canadian for himself and a solo kayak for his nine-year-old "
            "through the site and Marcus only spotted it at the hut, the poor lad was in tears. So: "
            + f("constraint", "under-12s only go in a Canadian canoe with an adult, never a solo kayak")
            + ". The form has to stop that happening.",
            ("Adding a check to the booking form and the server side.", [
                call("edit", "ok", path="worker/src/routes/book.ts",
                     old="validatePaddlers(body.paddlers)",
                     new="validatePaddlers(body.paddlers)\nif (body.paddlers.some(p => p.age < 12 && p.boat !== "
                         "'canadian')) return badRequest('Under-12s paddle in a Canadian canoe with an adult.')"),
            ]),
            "Done: an under-12 can only be put in a Canadian, and the booking is refused with a message if "
            "anyone tries otherwise.",
        ),
        turn(
            "Marcus reckons we should be " + f("rejected", "hiring out stand-up paddleboards") + ", everyone "
            "asks for them. Let me think about it, I've got a feeling the insurance will be silly.",
            "OK, I won't put boards on the form until you decide.",
        ),
        turn(
            "Also got this from Dawn at Biblins campsite, pasting it: ---- 'Hi Fern, lovely to chat at the "
            "show. We'd love to offer your trips on our booking page, we'd take 20% commission, it's all "
            "automated!' ---- So basically she wants to be "
            + f("rejected", "selling our trips through the campsite's booking page at 20% commission")
            + ". I'm not giving away a fifth of every trip. Could we do something smaller, a leaflet on their "
            "reception with a code for 10% off?",
            ("I can set up a code for that.", [
                call("bash", "🚣 Executed 1 command in 0.31ms",
                     command="npx wrangler d1 execute goodrich-bookings-prod --remote --command "
                             "\"insert into discount_codes (code, percent) values ('BIBLINS10', 10)\""),
            ]),
            "The code " + f("identifier", "BIBLINS10") + " gives 10% off and the booking records it, so you "
            "can see how many come from the campsite. Shall I make a leaflet with a QR code to the site?",
        ),
        turn(
            "Yes please. And the waivers. The paper ones I scan into "
            + f("path", "/Users/fern/Goodrich/waivers/2026") + " and they're meant to go up to the Google Drive "
            "for the insurer. Can you sync them?",
            ("Syncing the folder to the Drive remote.", [
                call("bash",
                     "2026/06/14 18:22:07 ERROR : Failed to create file system for \"gdrive:Waivers/2026\": "
                     + f("failure", "couldn't fetch token: invalid_grant: maybe token is expired?")
                     + " - try refreshing with \"rclone config reconnect gdrive:\"",
                     error=True,
                     command=f("command", "rclone sync /Users/fern/Goodrich/waivers/2026 gdrive:Waivers/2026")),
            ]),
            "The saved Google Drive login has expired. Reconnecting needs you to sign in to the Drive account "
            "in a browser. Can you do that now?",
        ),
        turn(
            "It's the business Google account and the two-step codes go to Rob's phone, and Rob's up in "
            "Sutherland fishing with no signal till Thursday. Leave it till then.",
            "Leaving the waiver sync until Rob's back and you can reconnect.",
        ),
    )
    r3 = (
        turn(
            "Right, paddleboards. The insurance quote came back at £900 a year extra for six boards. That's a "
            "no from me this year, I'll tell Marcus. Not on the site.",
            "Understood, boards stay off the site.",
        ),
        turn(
            "Next thing: can you start " + f("pending", "the price list page for the 2027 season") + "? I "
            "haven't got the prices yet, I'm waiting to see what the fuel does. And the big worry: "
            + f("pending", "whether the Environment Agency will renew the launch permit at Kerne Bridge")
            + ". They've said 'in due course', which could mean anything. If they don't, we launch from "
            "Lydbrook.",
            "I'll build the 2027 page with the prices as placeholders. On the permit, nobody can say yet, so "
            "I'll keep the launch point in one setting so switching to Lydbrook is a one-line change.",
        ),
        turn(
            "Lovely. Ollie did message Sunday but his token thing didn't work, he says he'll do it properly "
            "next week. Any news on anything else?",
            "Then the deploy is still waiting on Ollie's token, and the waiver sync on Rob. Everything else is "
            "committed.",
        ),
    )
    later = (
        (5, (
            turn(
                "Marcus has asked for " + f("pending", "the end-of-season damage report on the fleet by 15 October")
                + ", every boat, every crack and patch, for the insurer. Can you make a form he can fill in on "
                "his phone at the shed?",
                "Yes: a one-page form per boat with photos, and a report that gathers them. Due 15 October, so "
                "I'll have the form ready well before the season ends.",
            ),
        )),
        (10, (
            turn(
                "How's the 2027 price list page coming along?",
                "The page is laid out with placeholders for every boat and trip; it needs your prices before "
                "it can go live.",
            ),
        )),
    )
    return Scripted(name="fresh23-canoehire", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh23=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- litter pick
def _litterpick() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi! I'm Nadia, I coordinate the Kelbrook Clean-Up Crew. We pick litter the first Saturday of the "
            "month, meet at the rec at ten, the council lends us the grabbers and hoops and the purple sacks. "
            "When we're done we leave the full bags at agreed spots and pin them on the map, and "
            + f("number", "the council collects within 48 hours of a bag-drop report") + ", in theory anyway. "
            "We had " + f("number", "63 bags on the March pick") + ", a record, we were all very smug. Lots of "
            "families come, which is lovely, and we've always said "
            + f("constraint", "photos on the site never show children's faces")
            + " - one of the dads is a police officer and he's been very clear, we blur them or we don't post "
            "them. My brother-in-law set the map up in Firebase before he moved to Bristol. What I'd like today "
            "is a 'sharps found' tick box on the bag-drop form, because needles go to a different team at the "
            "council.",
            ("Let me look at the function that tells the council.", [
                call("read", path=f("path", "functions/src/notifyCouncil.ts"),
                     result="await mail.send({ to: STREETSCENE, subject: `Bag drop: ${d.where}`, text: body(d) })"),
                call("edit", "ok", path="functions/src/notifyCouncil.ts",
                     old="await mail.send({ to: STREETSCENE,",
                     new="await mail.send({ to: d.sharps ? SHARPS_TEAM : STREETSCENE,"),
            ]),
            "Added the tick box; a drop with sharps goes to the sharps team instead of Street Scene. One more "
            "idea: " + f("rejected", "signing in with a Google account to log a bag drop")
            + ", so you always know who left what.",
        ),
        turn(
            "Ah, I'd rather not, half the crew are retired and won't sign into anything, they'd just stop "
            "logging. Could it just ask for a first name, and make it optional?",
            ("Sure.", [
                call("edit", "ok", path="site/src/components/DropForm.vue",
                     old="<SignInButton />", new="<input name=\"first_name\" placeholder=\"First name (optional)\" />"),
            ]),
            "Done: an optional first name, no sign-in.",
        ),
        turn(
            "Perfect. Can you put it live? The project is " + f("identifier", "kelbrook-cleanup") + ".",
            ("Deploying hosting and functions.", [
                call("bash",
                     "=== Deploying to 'kelbrook-cleanup'...\n\ni  deploying functions, hosting\n"
                     "i  functions: preparing codebase default for deployment\n"
                     "i  functions: creating Node.js 20 (2nd Gen) function notifyCouncil(europe-west2)...\n\n"
                     "Error: Request to https://cloudfunctions.googleapis.com/v2/projects/kelbrook-cleanup/"
                     "locations/europe-west2/functions?functionId=notifyCouncil had "
                     + f("failure", "HTTP Error: 403, Permission 'cloudfunctions.functions.create' denied on "
                                    "resource 'projects/kelbrook-cleanup/locations/europe-west2'"),
                     error=True,
                     command=f("command", "firebase deploy --only hosting,functions --project kelbrook-cleanup")),
            ]),
            "Your account can read the project but isn't allowed to create functions in it. Someone who owns "
            "the project needs to give you an editor role. Who owns it?",
        ),
        turn(
            "Lorraine at the council, Street Scene. It's their project really. She said she'd add me 'after the "
            "budget meeting', which was supposed to be last week. Nothing I can do but wait.",
            "OK, the deploy waits for Lorraine to add you. The changes are committed.",
        ),
    )
    r2 = (
        turn(
            "Oh god, so. Someone logged a fly-tip on our public map last week with a photo, and you could see "
            "the house number behind the mattress, and the lady who lives there thought we were accusing her. "
            "She came to find me at the rec. So from now on "
            + f("constraint", "fly-tip reports go to the council form only, never on our public map") + ".",
            ("I'll take fly-tips off the map data and send them on to the council.", [
                call("read", path=f("path", "site/public/data/dropzones.geojson"),
                     result="{\"type\": \"FeatureCollection\", \"features\": [{\"properties\": {\"kind\": \"flytip\"}}]}"),
                call("edit", "ok", path="functions/src/exportMap.ts",
                     old="features: drops.map(toFeature)",
                     new="features: drops.filter(d => d.kind !== 'flytip').map(toFeature)"),
            ]),
            "Fly-tips are left out of the map export now, and the form sends them to the council's fly-tipping "
            "form instead.",
        ),
        turn(
            "Thanks. Kwame, my husband, had an idea at the pub: "
            + f("rejected", "a leaderboard of who picked the most bags") + ". I said I'd put it to the crew at "
            "the social on Friday. Also Bev our chair texted me this, hang on: 'Hollis & Reid estate agents "
            "want to sponsor the picks, they'd pay for the sacks if they can have their boards up where we "
            "meet.' So they want " + f("rejected", "the estate agent's boards at the meeting point")
            + ". No chance. We're not a billboard.",
            "Got it, no estate agent boards. I'll hold off on the leaderboard until the crew decides. "
            "Something that might help the bag drops: a QR code on the bag tags that opens the form with the "
            "spot already filled in.",
        ),
        turn(
            "Yes! That's brilliant, people always get the spot wrong. And can you put the new pick dates on "
            "the info site? It's on Netlify, " + f("identifier", "kelbrook-crew") + ".",
            ("Adding the dates and the QR tags, then deploying the info site.", [
                call("edit", "ok", path="info/src/pages/dates.md", old="- 5 April", new="- 5 April\n- 3 May\n- 7 June"),
                call("bash",
                     "Netlify Build Complete\n────────────────────────\n(build.command completed in 14.2s)\n\n"
                     "Deploy path: /Users/nadia/kelbrook/info/dist\nDeploying to main site URL...\n"
                     " ›   Error: Deploy failed: 402 Payment Required: team \"kelbrook-clean-up-crew\" "
                     + f("failure", "has used all its credits for this billing cycle; deploys are paused until "
                                    "1 July or a plan upgrade"),
                     error=True, command=f("command", "netlify deploy --build --prod")),
            ]),
            "The site builds, but Netlify won't take the deploy: the team's free credits are used up for the "
            "month. It needs the paid plan or waiting until 1 July.",
        ),
        turn(
            "Bev pays for Netlify on her card, and whether we go on the paid plan is for the committee on the "
            "9th. So leave it, it's not my money.",
            "Understood, the info site deploy waits for the committee's decision on the 9th.",
        ),
    )
    r3 = (
        turn(
            "Social was fun. We put Kwame's leaderboard to the crew and they voted it down, a show of hands, "
            "most of them said it'd turn it into a competition and the slow ones would stop coming. So no "
            "leaderboard, Kwame's sulking.",
            "Ha, noted, no leaderboard.",
        ),
        turn(
            "Now, we're doing the old railway path in June, which is a different kettle of fish, cyclists, "
            "the embankment. Can you do " + f("pending", "the risk assessment page for the railway path pick")
            + "? And I don't know "
            + f("pending", "whether Sustrans' insurance covers our volunteers on the railway path") + " or if "
            "ours does. I've e-mailed twice and heard nothing.",
            "I'll put the risk assessment page on the list. On the insurance, nobody can tell us until "
            "Sustrans answers, so I'll leave a clear gap on the page for it rather than guess.",
        ),
        turn(
            "Fair. Has Lorraine done the Firebase thing yet, do you know?",
            "Not as far as I can see: the deploy still needs her to give you the editor role, so the sharps "
            "tick box isn't live yet.",
        ),
    )
    later = (
        (5, (
            turn(
                "E-mail from Lorraine, finally, but not about Firebase: she needs "
                + f("pending", "the annual tonnage figures for the Clean Streets award by 28 February")
                + ". Can you work them out from the bag drops? She says about 7 kilos a sack.",
                "Yes, I'll total the bags per month from the drops and turn them into tonnes for the award form; "
                "due 28 February.",
            ),
        )),
        (10, (
            turn(
                "Where are we with the risk assessment page for the railway path? June's coming.",
                "The page isn't written yet; I'll draft the hazards now and leave the insurance part open "
                "until Sustrans replies.",
            ),
        )),
    )
    return Scripted(name="fresh23-litterpick", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh23=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- orienteering
def _orienteering() -> Scripted:
    f = Builder()
    fastlane_log = long_log(
        120, "foxtrails-gym",
        "[14:02:51]: ▸ Signing FoxTrails.app (in target 'FoxTrails' from project 'FoxTrails')\n"
        "[14:02:51]: ▸ ❌  error: No signing certificate \"iOS Distribution\" found: "
        + f("failure", "No \"iOS Distribution\" signing certificate matching team ID \"7Q4KXM2N9B\" with a private key "
                       "was found.") + " (in target 'FoxTrails' from project 'FoxTrails')\n"
        "[14:02:51]: ▸ ** ARCHIVE FAILED **\n"
        "[!] Error building the application - see the log above")
    r1 = (
        turn(
            "Hello, Gwen here, I do the results for Pendle Fox Orienteers. Let me explain how an event goes "
            "because it matters for what I want. The planner puts the controls out on the Saturday, the "
            "SPORTident boxes go out at dawn on the Sunday, people start from half ten, punch round, download "
            "at the finish, and I run the results on the laptop in the boot of my car and then upload them "
            "to the North West association's archive so they count for the rankings. Entry is "
            + f("number", "£7 entry for seniors") + ", juniors free this year. And one rule we never, ever "
            "break: " + f("constraint", "control locations are never published before the event closes")
            + ", or the keen ones go out and recce on the Friday. The upload is done by "
            + f("path", "scripts/publish_results.py") + ", but it only does the overall results. I'd love "
            "splits pages too.",
            ("Let me see what the script writes.", [
                call("read", path="scripts/publish_results.py",
                     result="write_html(out_dir / 'index.html', overall(results))"),
                call("edit", "ok", path="scripts/publish_results.py",
                     old="write_html(out_dir / 'index.html', overall(results))",
                     new="write_html(out_dir / 'index.html', overall(results))\n"
                         "write_html(out_dir / 'splits.html', splits_table(results))"),
                call("bash", "wrote results/2026-05-17/index.html\nwrote results/2026-05-17/splits.html",
                     command="python3 scripts/publish_results.py events/2026-05-17.xml"),
            ]),
            "Splits now go to " + f("path", "results/2026-05-17/splits.html") + " next to the overall page. "
            "One thought for the bigger events: " + f("rejected", "live GPS tracking of runners on the results page")
            + ", so people at home can watch.",
        ),
        turn(
            "The trackers are thirty quid a head to hire and there's no phone signal in half of Gisburn.",
            "Fair point, that'd cost a lot for dots that stop moving. A cheaper one: results split by age "
            "class, with a CSV download per class, which the juniors' coaches keep asking for.",
        ),
        turn(
            "Yes, the coaches would love that. Do it, and then upload last Sunday's.",
            ("Adding the class pages, then syncing to the association's bucket.", [
                call("edit", "ok", path="scripts/publish_results.py",
                     old="write_html(out_dir / 'splits.html', splits_table(results))",
                     new="write_html(out_dir / 'splits.html', splits_table(results))\n"
                         "for cls, rows in by_class(results): write_csv(out_dir / f'{cls}.csv', rows)"),
                call("bash",
                     "upload failed: results/2026-05-17/index.html to s3://nwoa-results-archive/pendlefox/2026-05-17/"
                     "index.html An error occurred (AccessDenied) when calling the PutObject operation: "
                     + f("failure", "User: arn:aws:iam::418273650912:user/pendlefox-results is not authorized to "
                                    "perform: s3:PutObject")
                     + " on resource: \"arn:aws:s3:::nwoa-results-archive/pendlefox/2026-05-17/index.html\" because "
                     "no identity-based policy allows the s3:PutObject action",
                     error=True,
                     command=f("command", "aws s3 sync results/2026-05-17 s3://nwoa-results-archive/pendlefox/2026-05-17")),
            ]),
            "The club's upload user isn't allowed to write to the bucket any more; its policy must have "
            "changed. Who looks after "
            + f("identifier", "nwoa-results-archive") + "?",
        ),
        turn(
            "The association's webmaster. I've e-mailed him, but they only change anything at their committee, "
            "which is monthly, so it'll be a few weeks. Leave it, people can wait for the results.",
            "OK, the upload waits for the association to fix the policy; the pages are built and ready.",
        ),
    )
    r2 = (
        turn(
            "Well, that was horrible. At the Sunday event we put the results up straight away and a junior was "
            "shown as mispunched, when actually the box at control 14 was dead, and his mum put a cross post "
            "on the club Facebook. Fair enough really. So from now on "
            + f("constraint", "provisional results are marked PROVISIONAL until the complaints hour has passed")
            + ". The complaints hour is " + f("number", "60 minutes after the last finisher") + ".",
            ("Adding a banner and a timestamp to the pages.", [
                call("edit", "ok", path="scripts/publish_results.py",
                     old="def page_header(event):",
                     new="def page_header(event):\n    if now() < event.last_finish + timedelta(minutes=60):\n"
                         "        return banner('PROVISIONAL - complaints hour still open')"),
            ]),
            "Pages published inside the hour now carry a PROVISIONAL banner, and it comes off when you "
            "republish after the hour.",
        ),
        turn(
            "Good. Next: Alan, who does land permissions, says the farmer at Catlow wants "
            + f("rejected", "a £5 levy per runner for crossing Catlow Farm") + " for the regional in "
            "September. That'd be six hundred quid. Alan's offered him a flat £150 to the village hall "
            "instead. Oh, and he's just texted, the farmer's taken it. Phew.",
            "Good result. I'll put the Catlow crossing on the event page as by permission, without any fee "
            "mentioned.",
        ),
        turn(
            "Also my daughter Elin says we should just be "
            + f("rejected", "putting the results on a free Google Sites page") + " instead of the association's "
            "bucket, because of all this access faff. Let me think about it. Meanwhile can you build the Fox "
            "Trails app for TestFlight? We've got a new permanent course at Wycoller to add.",
            ("Running the beta lane.", [
                call("bash", fastlane_log, error=True, command=f("command", "bundle exec fastlane ios beta")),
            ]),
            "The archive fails at signing: this Mac has no distribution certificate for the club's Apple team, "
            + f("identifier", "7Q4KXM2N9B") + ". It has to come from the Apple developer account. Whose is it?",
        ),
        turn(
            "Huw's, the old chair. He set it all up, and he's walking the Camino in Spain till the end of the "
            "month and doesn't look at e-mail. It'll have to wait for him.",
            "OK, the TestFlight build waits for Huw and the certificate.",
        ),
    )
    r3 = (
        turn(
            "Thought about Elin's Google Sites idea. No - British Orienteering's rankings read the association "
            "archive, so we'd have to upload there anyway and then we'd have two copies to keep right. I've "
            "told her.",
            "Makes sense, results stay in the association archive only.",
        ),
        turn(
            "What I'd like for the Wycoller course is "
            + f("pending", "the printable control descriptions for the Wycoller permanent course")
            + ", the little IOF symbol sheet people print at home. And a question I can't answer: "
            + f("pending", "whether the Forestry England permit for Gisburn covers the night event")
            + " in November. The ranger's off and nobody else knows.",
            "I'll add the control descriptions to the list; they can be generated from the course file. On "
            "the permit, nobody can tell us until the ranger is back, so I'll leave the night event "
            "unpublished.",
        ),
        turn(
            "Grand. Remind me, what's holding up the results upload again?",
            "The association changed the policy on the club's upload user, so the bucket refuses it; their "
            "webmaster has to fix it after their monthly committee.",
        ),
    )
    later = (
        (5, (
            turn(
                "Our chair wants " + f("pending", "the list of every event's entries and fees for the AGM on 22 November")
                + ". Can you pull it from the results files?",
                "Yes, entries per event per class and the fees from the entry lists, as one table for the AGM "
                "on 22 November.",
            ),
        )),
        (10, (
            turn(
                "Any progress on the Wycoller control descriptions? People keep asking at the car park.",
                "Not yet: I've got the course file but not the symbol sheet layout. I'll do it next.",
            ),
        )),
    )
    return Scripted(name="fresh23-orienteering", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh23=True, later=later, routine=routine_en)


SESSIONS = (_netball(), _canoehire(), _litterpick(), _orienteering())
