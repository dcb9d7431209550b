"""Twenty-ninth fresh held-out set (English): written blind, against the twenty-sixth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains checked with ``grep -il`` against the rest of
the corpus (a coding bootcamp for career changers, a music school for adults, a dog training school, an
evening welding course). Proposals come from the assistant, a bootcamp investor (decided by the board and
relayed), a student's dad, a piano shop, a landlord by text, a vet practice, a client by e-mail, a college
(through the course lead) and a steel stockholder. Failures are multi-line blocks from the GitHub CLI,
hledger, WP-CLI, SoX, msmtp, the Twilio CLI, CUPS ``lp`` and qpdf; each is left unresolved for a reason
given in the dialogue. Routine work (``routine_nim``) is this file's own, a Nim web service built with
Jester for a shared course calendar; it has turns that look like facts and are not planted.

Descriptions:
- bootcamp: Femi and Claire run Second Shift, a twelve-week evening coding bootcamp for career changers in
  a co-working space in Leeds. Rules: inside a long account of how a cohort runs, nobody's pairing partner
  is changed after week three; after a student's CV went out with a home address on it, the demo-day
  booklet never shows addresses. Proposals: the assistant's leaderboard of commits (turned down by a
  reason alone); an investor's income-share agreement instead of fees (the board voted it down, relayed);
  Claire's idea of a weekend cohort (put off, then refused a round later); the assistant's Friday
  check-in form is accepted. Numbers: £4,200 for the course; 14 seats per cohort. Paths and identifiers:
  ~/secondshift/cohort-09/roster.csv, ~/secondshift/books/2026.journal, the GitHub org second-shift-c09,
  the Slack channel #c09-help. Commands: a gh repo create from the template; an hledger balance check.
  Failures: gh gets a 403 because the org enforces SAML SSO (left: Femi's the only owner and he's in
  Lagos); hledger's balance assertion fails on the Stripe account (left until the accountant answers).
  Open: the week-seven project brief (asked again later); whether the Skills Bootcamp funding comes
  through for cohort ten (nobody knows); a later ask from the co-working manager for the room bookings
  for next term by the 20th.
- musicschool: Rosalind runs Late Starters, a music school for adults in a converted chapel in Frome;
  piano, guitar, singing; the WordPress site takes bookings. Rules: no lesson is shorter than 45 minutes,
  said in a long account of the timetable; after a pupil's recording ended up on Instagram, recordings of
  pupils stay on the school laptop only. Proposals: a pupil's dad wants a WhatsApp group for all pupils
  (polite no, smaller offer: a termly e-mail); a piano shop's request for a 20% commission on hire
  pianos they refer, countered with a flat referral fee that the shop takes; the assistant's AI practice
  coach subscription (bluntly no); the assistant's practice log sheet is accepted. Numbers: £38 per
  45-minute lesson; the chapel holds 60 people for the recital. Paths: /var/www/latestarters,
  /Users/rosalind/Recordings/spring-recital. Identifiers: the booking form id 7731, the plugin
  amelia-booking. Commands: wp plugin update, a sox normalise. Failures: WP-CLI's update fails because
  of disk quota, left till the host replies; SoX can't read a file with the m4a handler missing, left
  until Gethin brings the right cable. Open: the recital running order (asked again later); whether the
  chapel trustees allow wine at the recital (nobody knows); Gethin's later ask for the autumn timetable by
  the first of August.
- dogschool: Bronwen and her son Idris run Steady Paws, a dog training school in a field and barn near
  Hay-on-Wye; puppy classes, reactive-dog one-to-ones. Rules: inside a long account of a class, no more
  than six dogs on the field at once; after a dog bit another in the car park, reactive dogs arrive at
  ten past and wait in the car. Proposals: the assistant's dog-walking add-on (bluntly turned down); the
  vet practice's offer to put its logo on the certificates (reason alone); the landlord's text asking to
  run agility shows in the barn at weekends (put off, then refused a round later); the assistant's
  waitlist reminder is accepted. Numbers: £85 for the six-week puppy course; the field is 1.5 acres.
  Paths: /home/idris/steadypaws/reminders, /home/idris/steadypaws/classes.db. Identifiers: the Twilio
  sender SteadyPaws, the class code PUP-SEP-B. Commands: msmtp test; twilio messages create. Failures:
  msmtp auth fails because the app password was revoked (left: Bronwen's phone is needed for 2FA and
  she's at Crufts); Twilio error 21610 for an unsubscribed number (left until the owner rings back).
  Open: the handout about loose-lead walking (asked again later); whether the insurer covers the new
  hydrotherapy pool (nobody knows); a later ask from the council dog warden for the class numbers by
  30 September.
- welding: Dougie teaches an evening welding course in a unit in Motherwell, ten-week MIG and stick
  courses for hobbyists and career changers, with his partner Aileen doing the books. Rules: inside a
  long account of a night, nobody strikes an arc without the extraction running; after a student came
  in trainers, steel toecaps or you go home. Proposals: the college, through Aileen, wants the course
  badged as theirs (decided by the college board and relayed); a steel stockholder wants a two-year
  supply deal, Dougie counters with a termly order and they take it; the assistant's online theory
  module (polite no, smaller: a printed sheet); the assistant's coupon-test photo log is accepted.
  Numbers: £495 for the ten weeks; 8 booths. Paths: /home/dougie/weldclass/certs,
  /home/dougie/weldclass/certs/out/autumn-cohort.pdf. Identifiers: printer Brother_HL_L2350DW, the course
  code WLD-MIG-10. Commands: lp -d Brother_HL_L2350DW; qpdf --empty --pages. Failures: lp says the
  printer does not exist (left: the printer's at Aileen's mum's), qpdf can't find the xref in one scanned
  certificate (left until the student re-sends it). Open: the risk assessment for the new plasma cutter
  (asked again later); whether the unit's landlord will allow a second extraction duct (nobody knows);
  Aileen's later ask for the term's gas and wire spend before the VAT return on 7 November.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Nim (Jester) calendar service
def routine_nim(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The calendar service won't build after my last change.",
                ("Building it.", [
                    call("bash",
                         "Hint: used config file '/etc/nim/nim.cfg' [Conf]\n"
                         "src/calsvc/routes.nim(42, 18) Error: type mismatch: got <string>\n"
                         "but expected one of:\nproc parseSlot(s: JsonNode): Slot",
                         error=True, command="nimble build -d:release"),
                ]),
                ("parseSlot wants a JsonNode and the route passes the raw body. Wrapping it in parseJson.", [
                    call("edit", "ok", path="src/calsvc/routes.nim", old="parseSlot(request.body)",
                         new="parseSlot(parseJson(request.body))"),
                    call("bash", "Success: calsvc built successfully", command="nimble build -d:release"),
                ]),
                "Builds. Rule of thumb: parse JSON once at the edge of each route, not inside the helpers.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Add an endpoint that lists slots for one day.",
                ("Adding GET /slots/@day.", [
                    call("edit", "ok", path="src/calsvc/routes.nim", old="routes:",
                         new="routes:\n  get \"/slots/@day\":\n    resp %slotsFor(@\"day\")"),
                    call("bash", "[OK] slots for day\n[OK] empty day\n2 tests passed", command="testament pattern 'tests/t*.nim'"),
                ]),
                "Done, returns a JSON array. I could cap it at 200 slots per response if you want.",
            ),
            turn("Yes, cap it.", "Capped at 200, with a next link for the rest."),
        )
    if k == 2:
        return (
            turn(
                "nimpretty is complaining in CI.",
                ("Checking the diff.", [
                    call("bash", "src/calsvc/db.nim: would reformat (3 lines)", error=True,
                         command="nimpretty --check src/calsvc/db.nim"),
                ]),
                ("Reformatting.", [call("bash", "", command="nimpretty src/calsvc/db.nim")]),
                "Fixed. Indent is two spaces, max line 100, which is what CI checks.",
            ),
        )
    if k == 3:
        return (
            turn(
                "Times show an hour out since the clocks changed.",
                ("Reading the formatter.", [
                    call("read", path="src/calsvc/fmt.nim",
                         result="proc show(t: DateTime): string = t.utc.format(\"HH:mm\")"),
                ]),
                "It formats in UTC. I'll convert with local() before formatting, so British Summer Time is right.",
            ),
            turn("Go ahead.", ("Changed.", [call("bash", "5 tests passed", command="nimble test")]), "Tests pass."),
        )
    if k == 4:
        return (
            turn(
                "Bump jester to the newest release?",
                ("Updating.", [
                    call("bash", "Downloading https://github.com/dom96/jester using git\n  Installing jester@0.6.0",
                         command="nimble install jester@0.6.0"),
                    call("bash", "Success: calsvc built successfully", command="nimble build"),
                ]),
                "On 0.6.0 now. I'd pin it in calsvc.nimble as requires \"jester >= 0.6.0\".",
            ),
            turn("Pin it.", "Pinned."),
        )
    return (
        turn(
            "The service fell over on the box overnight.",
            ("Looking at the journal.", [
                call("bash",
                     "calsvc[811]: Error: unhandled exception: database is locked [DbError]\n"
                     "systemd[1]: calsvc.service: Main process exited, code=exited, status=1/FAILURE\n"
                     "systemd[1]: calsvc.service: Scheduled restart job, restart counter is at 1.",
                     error=True, command="journalctl -u calsvc --since yesterday"),
            ]),
            ("The nightly export held a write lock. Setting busy_timeout to 5000 ms and WAL mode.", [
                call("edit", "ok", path="src/calsvc/db.nim", old="let db = open(path, \"\", \"\", \"\")",
                     new="let db = open(path, \"\", \"\", \"\")\ndb.exec(sql\"PRAGMA journal_mode=WAL\")\n"
                         "db.exec(sql\"PRAGMA busy_timeout=5000\")"),
            ]),
            "Deployed. It should wait for the lock now instead of crashing.",
        ),
    )


# ---------------------------------------------------------------- bootcamp
def _bootcamp() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning! Claire here, I co-run Second Shift with Femi, it's an evening coding bootcamp for people "
            "changing careers, nurses, bus drivers, a former vicar this time, in a co-working place off Briggate. "
            "Twelve weeks, three evenings a week plus Saturdays for project days. It's "
            + f("number", "£4,200 for the course") + " and we cap it at " + f("number", "14 seats per cohort")
            + " because past that Femi can't get round everyone. The roster lives in "
            + f("path", "~/secondshift/cohort-09/roster.csv") + ". Weeks one to three we shuffle pairs every "
            "couple of days so people meet each other, then they settle, and honestly the one thing we learned "
            "the hard way is " + f("constraint", "nobody's pairing partner is changed after week three")
            + ", it wrecks the projects. Anyway, I want a script that makes each student a repo from our template.",
            ("Let me look at the roster first.", [
                call("bash", "name,email,github,pair\nAsha Patel,asha@example.org,ashap,2\n"
                     "Marcus Leigh,marcus@example.org,mleigh-dev,2", command="head -3 ~/secondshift/cohort-09/roster.csv"),
            ]),
            "There's a github column, good. Which org do the repos go in?",
        ),
        turn(
            "The cohort org is " + f("identifier", "second-shift-c09") + ". Try it on Asha first.",
            ("Creating one repo from the template.", [
                call("bash",
                     "HTTP 403: Resource protected by organization SAML enforcement. You must grant your OAuth token "
                     "access to this organization.\n"
                     + f("failure", "GraphQL: Although you appear to have the correct authorization credentials, the `second-shift-c09` organization has enabled OAuth App access restrictions")
                     + "\n(createRepository)\nexit status 1",
                     error=True,
                     command=f("command", "gh repo create second-shift-c09/asha-capstone --private --template second-shift-c09/capstone-template")),
            ]),
            "The org blocks my token: SSO and app restrictions are on, and only an org owner can approve the token.",
        ),
        turn(
            "Femi is the only owner and he's in Lagos at his sister's wedding till the 14th, no chance. Park it. "
            "What else could help them keep going in the middle weeks?",
            "Two ideas: a public leaderboard of commits per student in the Slack, or a short Friday check-in form "
            "where they rate how stuck they are, one to five.",
        ),
        turn(
            "A " + f("rejected", "leaderboard of commits") + "... the whole reason people come to us is that they "
            "felt thick at school, and half of them commit once a night in one big lump anyway. The Friday form "
            "I like, do that.",
            ("Making the form and a summary script.", [
                call("write", "ok", path="~/secondshift/tools/checkin.py", content="QUESTIONS = ['How stuck are you (1-5)?']"),
            ]),
            "The check-in form is set up; answers go to a sheet and I'll post a summary to you on Saturdays.",
        ),
    )
    r2 = (
        turn(
            "Bit of news. We had an investor sniffing round, a fintech bloke, and he wanted us to do "
            + f("rejected", "an income-share agreement instead of fees") + ", students pay nothing up front and "
            "then a cut of salary. Femi took it to our little board on Tuesday and they voted it down flat, the "
            "debt terms were awful. So that's that.",
            "Noted, fees stay as they are. Did you want the finance side tidied? You mentioned the books.",
        ),
        turn(
            "Yes, I keep them in hledger, " + f("path", "~/secondshift/books/2026.journal") + ". Can you check "
            "the balances before I send the quarter to Dev, our accountant?",
            ("Running the check.", [
                call("bash", long_log(30, "hledger-c09",
                     "hledger: Error: /home/claire/secondshift/books/2026.journal:412:49:\n"
                     + f("failure", "balance assertion: assets:stripe expected 11,340.00 GBP but calculated 10,920.00 GBP")
                     + "\nthe difference is 420.00 GBP"),
                     error=True, command=f("command", "hledger -f ~/secondshift/books/2026.journal check balanced assertions")),
            ]),
            "One assertion fails on the Stripe account, out by exactly one 10% deposit. Probably a refund not entered.",
        ),
        turn(
            "Could be Tom's refund, he dropped out in week one. Dev will know how he wants it booked, I've e-mailed "
            "him, he's slow. Leave it as it is until he answers. Oh and Claire-idea, ha, it's me: what about "
            + f("rejected", "a weekend cohort") + " for people on shifts? Let me sleep on it.",
            "Sure. If you go ahead I'd need a second roster and a second org, nothing hard.",
        ),
        turn(
            "Also could you write up " + f("pending", "the week-seven project brief") + "? The REST API one, "
            "with the marking rubric. Post it in " + f("identifier", "#c09-help") + " when it's ready.",
            "Yes, I'll draft the brief and rubric and post it in the channel.",
        ),
    )
    r3 = (
        turn(
            "Slept on the weekend cohort. Femi would be teaching seven days a week and the co-working place "
            "charges double on Saturdays and Sundays. It's a no, I'm not doing it. Next: for demo day we print a "
            "booklet with everyone's CV. Last time Marcus's went out with his home address on it and a recruiter "
            "turned up at his door. So " + f("constraint", "the demo-day booklet never shows addresses") + ".",
            ("Stripping the address line in the booklet builder.", [
                call("edit", "ok", path="~/secondshift/tools/booklet.py", old="fields = ['name', 'address', 'email', 'links']",
                     new="fields = ['name', 'email', 'links']"),
            ]),
            "Done, addresses never go into the booklet now.",
        ),
        turn(
            "Something nobody can tell me: " + f("pending", "whether the Skills Bootcamp funding comes through for cohort ten")
            + ". The council said they'd know 'in due course'. If it does, the fee changes.",
            "I'll keep the fee a setting in the scripts so it's one change if the funding lands.",
        ),
    )
    later = (
        (5, (
            turn("Did the week-seven brief get done? They start it Monday.",
                 "Not yet, I'm on it now; it's the one thing outstanding from before."),
        )),
        (10, (
            turn("Hana, the co-working manager, just rang: she needs " + f("pending", "the room bookings for next term by the 20th")
                 + " or she gives the big room to the yoga lot.",
                 "Understood, I'll pull next term's evenings from the timetable and draft the booking list for her."),
        )),
    )
    return Scripted(name="fresh29-bootcamp", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh29=True, later=later, routine=routine_nim)


# ---------------------------------------------------------------- music school for adults
def _musicschool() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello, I'm Rosalind. I run Late Starters in the old Zion chapel in Frome: music lessons for grown-ups "
            "who always wished they'd learned, piano mostly, guitar, and a singing group on Wednesdays. The "
            "timetable is a bit of a jigsaw, we've four teachers and two rooms, and people always want to squeeze "
            "in a half-hour before work, but " + f("constraint", "no lesson is shorter than 45 minutes")
            + ", adults need ten minutes just to stop thinking about their day. Lessons are "
            + f("number", "£38 per 45-minute lesson") + ". The website is WordPress on a little host, files are in "
            + f("path", "/var/www/latestarters") + ", and the booking plugin is " + f("identifier", "amelia-booking")
            + ". It's nagging me to update.",
            ("I'll try updating just that plugin.", [
                call("bash",
                     "Downloading installation package from https://downloads.wordpress.org/plugin/ameliabooking.7.8.zip...\n"
                     "Unpacking the update...\n"
                     + f("failure", "Warning: Could not copy file. /var/www/latestarters/wp-content/upgrade/ameliabooking/: Disk quota exceeded")
                     + "\nInstalling the latest version...\nError: No plugins updated (1 failed).",
                     error=True, command=f("command", "wp plugin update amelia-booking --path=/var/www/latestarters")),
            ]),
            "The hosting account is over its disk quota, so the update can't unpack. The host needs to raise it "
            "or we clear old backups.",
        ),
        turn(
            "I've opened a ticket with the host, they said two to three working days. Don't delete anything, "
            "Gethin (he teaches guitar and does our tech) set up those backups. Wait for them.",
            "Fine, the update waits for the host.",
        ),
        turn(
            "Another thing. Peter, one of my piano pupils, his dad is very keen and emailed asking for "
            + f("rejected", "a WhatsApp group for all the pupils") + " so they can 'motivate each other'.",
            "Could work, but it'd share everyone's phone numbers. Your call.",
        ),
        turn(
            "Exactly, and some of my ladies would hate it. I'll say thank you but no, and offer a termly e-mail "
            "newsletter with the concert dates instead. Could you also make something so they log practice?",
            "A simple practice log sheet: a printable A5 page with days of the week and minutes, and an online "
            "copy in the booking account.",
        ),
        turn("Yes, lovely, do that.", ("Making it.", [
            call("write", "ok", path="/var/www/latestarters/wp-content/uploads/practice-log.pdf", content="(pdf)")]),
            "The practice log is on the site and ready to print."),
    )
    r2 = (
        turn(
            "Now, Harper's, the piano shop in Bath, wants " + f("rejected", "a 20% commission on every hire piano we refer")
            + ". That's mad, they're the ones getting the hire. I told Mr Harper we'd do a flat £25 referral fee "
            "per hire, paid to us, and he said fine. So can the booking confirmation mention Harper's?",
            ("Adding a line to the confirmation e-mail template.", [
                call("edit", "ok", path="/var/www/latestarters/wp-content/themes/ls/emails/confirm.php",
                     old="<!-- extras -->", new="<p>Need a piano at home? Harper's of Bath hire to our pupils.</p>"),
            ]),
            "Done. The form I edited is the main booking one, " + f("identifier", "form id 7731") + ", is that right?",
        ),
        turn(
            "Yes 7731 is the one. While you're here: the assistant thing in the plugin keeps offering "
            "me an " + f("rejected", "AI practice coach subscription") + " for pupils. Should I?",
            "I could set it up; it's about £4 a pupil a month and gives feedback on recordings.",
        ),
        turn(
            "No. Absolutely not. The whole point is a human teacher. Next: I record the spring recital rehearsal "
            "on the Zoom recorder and they're in " + f("path", "/Users/rosalind/Recordings/spring-recital")
            + ". Can you even out the volumes?",
            ("Normalising one file first.", [
                call("bash",
                     "sox FAIL formats: no handler for file extension `m4a'\n"
                     + f("failure", "sox FAIL formats: can't open input file `rehearsal_03.m4a': no handler for detected file type")
                     + "\nsox: SoX v14.4.2",
                     error=True, command=f("command", "sox --norm=-1 rehearsal_03.m4a rehearsal_03_norm.wav")),
            ]),
            "This SoX has no m4a support. The recorder can also save WAV if it's re-copied off the card.",
        ),
        turn(
            "The card reader cable is Gethin's and he's away gigging till Sunday. Leave it till he brings it.",
            "OK, the recordings wait for Gethin's cable.",
        ),
    )
    r3 = (
        turn(
            "Oh, and the Instagram thing. One of the teachers posted a clip of a pupil murdering Für Elise, "
            "meaning well, and the pupil cried. So new rule: " + f("constraint", "recordings of pupils stay on the school laptop only")
            + ". Not on phones, not on Dropbox.",
            "Understood. I'll make sure nothing I script uploads them anywhere.",
        ),
        turn(
            "Thanks. Can you do " + f("pending", "the recital running order") + "? Beginners first, singing group "
            "last, and the chapel holds " + f("number", "60 people for the recital") + " so we'll need tickets.",
            "Yes, I'll draft the running order from the bookings once the list of performers is final.",
        ),
        turn(
            "And I've no idea " + f("pending", "whether the chapel trustees allow wine at the recital")
            + ". I've written to the secretary, no reply.",
            "I'll leave the ticket page saying 'refreshments' until you hear.",
        ),
    )
    later = (
        (5, (
            turn("Where's the running order got to? I need to print programmes.",
                 "I haven't done it yet, sorry; doing it next."),
        )),
        (10, (
            turn("Gethin's asking for " + f("pending", "the autumn timetable by the first of August")
                 + " so he can book his gigs around it.",
                 "Noted, I'll lay out the autumn timetable with the four teachers and both rooms."),
        )),
    )
    return Scripted(name="fresh29-musicschool", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh29=True, later=later, routine=routine_nim)


# ---------------------------------------------------------------- dog training school
def _dogschool() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Idris here. Mam and me run Steady Paws, dog training near Hay, a field and an old barn we rent from "
            "Mr Pugh. Puppy classes on Tuesday and Thursday evenings, one-to-ones for reactive dogs in the day. "
            "A class goes: owners park by the gate, we do a bit of settle on the mat in the barn, then out to the "
            "field which is " + f("number", "1.5 acres") + ", recall games, loose lead, and home. Mam's rule since "
            "forever is " + f("constraint", "no more than six dogs on the field at once") + ", even if two classes "
            "overlap. The puppy course is " + f("number", "£85 for the six-week puppy course")
            + ". I've got a little script that e-mails reminders, it's in "
            + f("path", "/home/idris/steadypaws/reminders") + " but it stopped sending.",
            ("Testing the mail account directly.", [
                call("bash",
                     "msmtp: server message: 535-5.7.8 Username and Password not accepted.\n"
                     + f("failure", "msmtp: authentication failed (method PLAIN)")
                     + "\nmsmtp: server message: 535 5.7.8 https://support.google.com/mail/?p=BadCredentials\n"
                     "msmtp: could not send mail (account default from ~/.msmtprc)",
                     error=True, command=f("command", "msmtp -a default --debug idris@steadypaws.co.uk < test.eml")),
            ]),
            "Gmail no longer accepts the app password, it looks revoked. A new one needs signing in with 2FA.",
        ),
        turn(
            "The 2FA goes to Mam's phone and she's at Crufts with the collie till Sunday, she never answers. "
            "Leave it. Could we earn a bit more somehow? Feels like we're always skint.",
            "You could add a dog-walking add-on for class families, or a waitlist reminder that texts people "
            "when a space opens so no spot goes empty.",
        ),
        turn(
            f("rejected", "A dog-walking add-on") + "? No. We're trainers, not walkers. The waitlist text is "
            "smart though, yes.",
            ("Adding the waitlist text to the reminders script.", [
                call("edit", "ok", path="/home/idris/steadypaws/reminders/remind.py", old="def on_cancel(booking):",
                     new="def on_cancel(booking):\n    notify_next_on_waitlist(booking.class_code)"),
            ]),
            "Done: a cancellation now texts the first person on the waitlist.",
        ),
    )
    r2 = (
        turn(
            "Texts go through Twilio with sender " + f("identifier", "SteadyPaws") + ". Can you send the "
            "September puppy class its reminder? The class code is " + f("identifier", "PUP-SEP-B") + ".",
            ("Sending the first one by hand to check.", [
                call("bash",
                     "  » Unable to create record:\n"
                     + f("failure", "Attempt to send to unsubscribed recipient (code 21610)")
                     + "\n  More info: https://www.twilio.com/docs/errors/21610",
                     error=True,
                     command=f("command", "twilio api:core:messages:create --from SteadyPaws --to +447700900123 --body 'PUP-SEP-B tonight 6pm'")),
            ]),
            "That owner texted STOP at some point, so Twilio won't send to them until they text START.",
        ),
        turn(
            "That's Mrs Jenkins, she probably did it by accident. I've left her a voicemail, wait till she rings "
            "back. Also the vet practice in Hay offered " + f("rejected", "to put their logo on our certificates")
            + ".",
            "Want me to add it to the certificate template?",
        ),
        turn(
            "We send half our clients to the other vet in Builth, and they'd take it as us picking sides.",
            "Makes sense, certificates stay as they are.",
        ),
        turn(
            "And Mr Pugh texted: he wants " + f("rejected", "agility shows in the barn at weekends")
            + ". I'll talk to Mam about it. The bookings live in " + f("path", "/home/idris/steadypaws/classes.db")
            + ", could you count how many weekends we use the barn?",
            ("Counting.", [call("bash", "14", command="sqlite3 classes.db \"select count(distinct week) from sessions where dow in (0,6)\"")]),
            "We used it fourteen weekends this year.",
        ),
    )
    r3 = (
        turn(
            "Talked to Mam. Shows mean fifty strange dogs and the barn smelling of them for days, our reactive dogs "
            "would go up the wall. She's telling Pugh no. Also, last Thursday a spaniel bit a terrier in the car "
            "park, so now " + f("constraint", "reactive dogs arrive at ten past and wait in the car")
            + " until the puppies are in the barn.",
            ("Changing the reminder text for one-to-ones.", [
                call("edit", "ok", path="/home/idris/steadypaws/reminders/templates/reactive.txt",
                     old="Please arrive on time.", new="Please arrive at ten past and wait in your car until we wave."),
            ]),
            "Updated the reactive-dog reminder.",
        ),
        turn(
            "Can you write " + f("pending", "the handout about loose-lead walking") + " for the puppy owners? A page, "
            "friendly.",
            "Yes, I'll draft a one-page handout.",
        ),
        turn(
            "And we don't know " + f("pending", "whether the insurer covers the new hydrotherapy pool")
            + ". Broker's been 'looking into it' for a month.",
            "I'll keep the pool off the booking page until there's an answer.",
        ),
    )
    later = (
        (5, (
            turn("Any sign of that loose-lead handout? Thursday's class is asking.",
                 "Not written yet, it's next on my list."),
        )),
        (10, (
            turn("The council dog warden wants " + f("pending", "the class numbers by 30 September")
                 + " for their responsible ownership report.",
                 "OK, I'll pull the numbers per class from the bookings for her."),
        )),
    )
    return Scripted(name="fresh29-dogschool", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh29=True, later=later, routine=routine_nim)


# ---------------------------------------------------------------- evening welding course
def _welding() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Dougie. I teach welding of an evening in a unit on the Airbles estate in Motherwell. Ten weeks, MIG "
            "for the beginners and stick for the ones who want to go on to coding tickets. "
            + f("number", "£495 for the ten weeks") + ", kit and gas included, and I've " + f("number", "8 booths")
            + ". A night goes: kettle, safety talk, then into the booths, and I go round. "
            + f("constraint", "Nobody strikes an arc without the extraction running") + ", I'll throw you out. "
            "At the end of the course everyone gets a certificate, they're in " + f("path", "/home/dougie/weldclass/certs")
            + ". I want them printed.",
            ("Printing the first one as a test.", [
                call("bash",
                     "lp: Error - The printer or class does not exist.\n"
                     + f("failure", "lpstat: No destinations added.")
                     + "\n",
                     error=True, command=f("command", "lp -d Brother_HL_L2350DW certs/WLD-MIG-10_01.pdf")),
            ]),
            "CUPS on this laptop has no printers set up, so the Brother isn't known here.",
        ),
        turn(
            "Aye, the printer " + f("identifier", "Brother_HL_L2350DW") + " is at Aileen's mum's, she borrowed it "
            "for the church bulletin. Till it's back, forget printing. What else have you got?",
            "I could build an online theory module for the classroom part, or keep a photo log of each student's "
            "coupon tests so they see progress.",
        ),
        turn(
            "Photo log, yes. " + f("rejected", "An online theory module") + ", thanks, but my lot come here "
            "to get off screens. Make me a printed theory sheet per week instead, that'll do.",
            ("Setting up the photo log folder and the sheet template.", [
                call("write", "ok", path="/home/dougie/weldclass/photolog/README.txt", content="one folder per student"),
            ]),
            "The photo log is set up; I'll draft the weekly theory sheets when you give me the topics.",
        ),
    )
    r2 = (
        turn(
            "Aileen had a meeting with the college. They wanted " + f("rejected", "the course badged as a college course")
            + " with their logo and their fees. Their board said it had to be all or nothing and Aileen said we're "
            "staying independent, and the board's turned it down from their side anyway. Fine by me.",
            "Understood, it stays your course. Is the course code staying the same too?",
        ),
        turn(
            "Aye, " + f("identifier", "WLD-MIG-10") + ". Next: Clyde Steel want " + f("rejected", "a two-year supply deal")
            + " on plate and wire. I said I'd do a termly order at their trade price and they took it. Put that on the "
            "order sheet. And merge the certs into one PDF for Aileen.",
            ("Merging.", [
                call("bash",
                     "WARNING: certs/scan_07.pdf: file is damaged\n"
                     + f("failure", "qpdf: certs/scan_07.pdf: can't find startxref")
                     + "\nWARNING: certs/scan_07.pdf: Attempting to reconstruct cross-reference table\n"
                     "qpdf: operation for file certs/scan_07.pdf failed: unable to find trailer dictionary",
                     error=True,
                     command=f("command", "qpdf --empty --pages certs/*.pdf -- /home/dougie/weldclass/certs/out/autumn-cohort.pdf")),
            ]),
            "One scanned cert, scan_07, is broken, so nothing got written to "
            + f("path", "/home/dougie/weldclass/certs/out/autumn-cohort.pdf") + ".",
        ),
        turn(
            "That's Kyle's, he scanned it on his phone. He's offshore two weeks, he'll send it again when he's back. "
            "Leave it.",
            "Leaving the merge until Kyle re-sends it.",
        ),
    )
    r3 = (
        turn(
            "Rule for the welcome e-mail. A lad turned up in trainers last week and a bit of spatter went right "
            "through. So: " + f("constraint", "steel toecaps or you go home") + ". Put it in bold.",
            ("Updating the e-mail template.", [
                call("edit", "ok", path="/home/dougie/weldclass/mail/welcome.md", old="**What to bring**",
                     new="**What to bring**\n\n**Steel toecaps or you go home.**"),
            ]),
            "Done.",
        ),
        turn(
            "Can you write " + f("pending", "the risk assessment for the new plasma cutter") + "? The insurer "
            "wants it before I let students on it.",
            "Yes, I'll draft it from the manufacturer's manual and your unit layout.",
        ),
        turn(
            "And nobody knows " + f("pending", "whether the unit's landlord will allow a second extraction duct")
            + ", the factor's not answering.",
            "Then I'll plan the booths assuming one duct until they answer.",
        ),
    )
    later = (
        (5, (
            turn("That plasma cutter risk assessment, done yet?",
                 "Not yet, it's still outstanding; I'll do it now."),
        )),
        (10, (
            turn("Aileen needs " + f("pending", "the term's gas and wire spend before the VAT return on 7 November") + ".",
                 "I'll total it from the order sheet for her."),
        )),
    )
    return Scripted(name="fresh29-welding", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh29=True, later=later, routine=routine_nim)


SESSIONS = (_bootcamp(), _musicschool(), _dogschool(), _welding())
