"""Twenty-seventh fresh held-out set (English): written blind, against the twenty-fifth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses or results, the tuned
sessions, the earlier blind sets beyond the first lines of one file for its format, or the benchmark's
runner); committed before its first run and not to be edited after it. Another writer wrote a sibling set
at the same time, without seeing this one.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in health and care services run by small teams, in
domains used nowhere else in the corpus (checked with ``grep -il``, file names only): a mobile foot-care
(chiropody) round in the Welsh borders, a canine hydrotherapy pool in a farm barn, a volunteer sling
library in Stroud, and a two-therapist children's speech and language therapy practice in Chorlton. The
brief's own examples (physiotherapy, dog grooming, hospice shops, school nursing) were left alone so the
sibling set could have them. Proposals come from the assistant, the podiatrist's son, a care-home manager
(by e-mail), a dog owner (through the other therapist, on Facebook), a vets' practice (by e-mail), the
farm family who own the yard (through the therapist who asked them), a co-founder (by text), the lead
health visitor (by e-mail), a carrier company, a parent (through the practice administrator) and a school
(the trust's data protection officer deciding, relayed by the SENCo). Failures are multi-line blocks from
msoffcrypto-tool, pip (at the end of a long log), rtl_433, Python's smtplib, typst, dbxcli, afconvert and
kopia; each is left unresolved for a reason given in the dialogue. Routine work (``routine_en``) is this
file's own, an Erlang/OTP notice-relay service built with rebar3 and cowboy; it has turns that look like
facts (a rule of thumb, accepted suggestions, numbers, paths) and are not planted.

Descriptions:
- footcare: Eirlys Watkins is a podiatrist who runs Teme Valley Foot Care, home visits to housebound
  people around Knighton, Leintwardine and Clun, with Gethin (the other podiatrist) and Nerys, who does
  the phones from her kitchen. The patient list is a sqlite file on Eirlys's laptop; a script prints the
  day sheet and sends reminder texts through Textlocal. Rules: inside a long account of a visiting day,
  diabetic patients never get pushed more than a week past their due date; after a reminder naming a
  verruca went to a patient's old mobile number, reminder texts never say what the visit is for.
  Proposals: the assistant's online self-booking (turned down by a reason alone: the patients are in
  their eighties and their daughters ring Nerys); her son Rhodri's idea of syncing the list to Google
  Sheets (put off while she asks the ICB's data protection lady, then refused a round later); a
  care-home manager, Marian, by e-mail, wants a weekly visit to Ashgrove House, Eirlys counters with a
  fortnightly Tuesday block of eight residents at £28 a head and Marian takes it; the assistant's
  ordering of the day sheet by village along the road is accepted. Numbers: £32 for a routine home
  visit; about 140 miles for eleven visits on a Thursday. Identifiers: HCPC number CH34127, the text
  sender name TEMEFEET. Paths: /home/eirlys/footcare/patients.db, /home/eirlys/footcare/referrals/inbox.
  Commands: msoffcrypto-tool on the Knighton surgery's protected referral spreadsheet; pip install of
  the script's requirements. Failures: msoffcrypto says the file can't be decrypted with this password
  (InvalidKeyError), left because this month's password went to Gethin's NHS mail and he is on a nail
  surgery course till Monday; pip times out reading from files.pythonhosted.org at the end of a long
  log, left because the broadband is down and they are on the van's 4G till the BT engineer comes on
  Friday. Open: a printed list of everyone due a visit in January (asked about again later); whether
  Knighton surgery will still refer to them after its merger (the practice manager hasn't replied); a
  later ask from Dilys the accountant for the year's mileage totals by 20 January.
- hydrotherapy: Keeley runs Waterwag Canine Hydrotherapy with Sam in a barn on the Thorpes' farm near
  Melton Mowbray: a pool and an underwater treadmill, post-op dogs from vets and old arthritic dogs.
  Software: a WordPress booking site, a Raspberry Pi in the plant room that reads a floating 433 MHz
  pool thermometer with rtl_433, and a Python script that sends the evening-before e-mails through
  their Microsoft 365 mailbox. Rules: inside a long account of a session, no dog goes in the water
  without a signed vet referral; after a springer was sick in the pool and they lost two days, no food
  for two hours before a swim. Proposals: a dog owner, Mr Pelham, through Sam on Facebook, wants a live
  webcam stream of the pool (bluntly no); Wreake Valley Vets, by e-mail, want every Saturday morning kept
  for their referrals (polite no, smaller offer: first refusal on Tuesday 8am); Sam's idea of opening on
  Sunday afternoons, put to the Thorpes, who said no (their yard, the livery's day; relayed); the
  assistant's evening-before reminder e-mail is accepted. Numbers: £45 for a 30-minute swim; the water
  between 29 and 31 degrees C. Identifiers: the Pi's hostname waterwag-plant-pi, Wreake Valley's account
  code WVV-2291. Paths: /var/www/waterwag/wp-content/uploads/referrals, /home/keeley/poolmon/rtl_433.conf.
  Commands: the rtl_433 run with that config; the reminder script run for tomorrow. Failures: rtl_433
  can't claim the USB dongle (the kernel's DVB driver holds it), left because the fix needs a reboot and
  the Pi also runs the reception screen, so it waits for a Sunday when they're shut; smtplib gets 535
  5.7.139 because SMTP AUTH is disabled for the tenant, left for Keeley's cousin Dom, who set up the
  Microsoft account and is on honeymoon. Open: a fillable PDF of the vet referral form (asked about again
  later); whether the insurance covers Sam swimming dogs on her own (the broker hasn't replied); a later
  ask from Mr Okonjo, the orthopaedic vet, for outcome notes on six cruciate dogs by 16 January.
- slings: Tamsin runs the Five Valleys Sling Library with Ffion, volunteers, every other Wednesday at the
  Lansdown Hall in Stroud, next to a breastfeeding drop-in. The hire agreement is a typst file on the
  library laptop; photos go to the library's Dropbox with dbxcli. Rules: inside a long account of a
  fitting, nobody takes a sling home without a fitting first; after a photo of a mum and baby went on the
  Instagram and the mum's ex follows the page, no baby's face goes on the Instagram. Proposals: Ffion, by
  text, wants the deposit raised to £60 (turned down by a reason alone: families on Universal Credit);
  the lead health visitor, Bronagh, by e-mail, wants a weekly session at Stroud Maternity (polite no,
  smaller offer: a box of demo slings once a term and flyers for the discharge bags); Little Fern, a
  carrier company, wants a sales stall at every meet, Tamsin counters with two donated demo carriers in
  return for their discount code on the flyer and they take it; the assistant's due-back reminder e-mail
  is accepted. Numbers: £10 for a four-week hire; a £40 deposit. Identifiers: carrier FV-RS-014 (a grey
  ring sling whose ring looks scratched), the library laptop's name fv-library-thinkpad. Paths:
  /home/tamsin/slinglib/agreement/hire-agreement.typ, /home/tamsin/slinglib/photos/2026. Commands: typst
  compile of the agreement; a dbxcli put loop over the photos. Failures: typst can't find the logo file, left because only Bethan, who drew
  it, has it, and she has just had a baby; Dropbox says insufficient space, left for the committee on 8
  January because paying for anything is theirs to decide. Open: a stock list of which carriers are due a
  safety check (asked about again later); whether the Family Hubs grant can pay for consultant training
  (the county grants officer hasn't replied); a later ask from Ffion for this year's family numbers by 9
  February for a lottery bid.
- speech: Clemmie Hale runs Chatterbox Speech and Language Therapy in Chorlton with Tariq, and Marcia
  does the admin two days a week; mostly children of two to eight, many seen in schools. Recordings live
  on Clemmie's MacBook; home-practice packs go to parents through Nextcloud; the MacBook backs up with
  kopia to a Backblaze bucket. Rules: inside a long account of a referral, nothing goes to a child's
  school unless the parents have signed the sharing form; after a home-practice video link was forwarded
  round a class WhatsApp group, share links expire after 14 days and always have a password. Proposals:
  the assistant's automatic transcription with a cloud speech service (put off while she reads the
  professional body's guidance, refused a round later); a parent, through Marcia, wants a private
  Facebook group for the parents (bluntly no); a school asked about uploading reports straight into its
  Arbor system, and the trust's data protection officer said no (relayed by the SENCo); the assistant's
  naming template for the packs is accepted. Numbers: £85 for the initial assessment; a caseload capped
  at 28 children each. Identifiers: the bucket chatterbox-slt-backup, the ICO registration ZB417263.
  Paths: /Users/clemmie/Chatterbox/recordings/2026-autumn, /Users/clemmie/Chatterbox/packs. Commands: an
  afconvert of a home recording to 16 kHz WAV; a kopia snapshot of the Chatterbox folder. Failures:
  afconvert can't open the file ('dta?', a truncated recording), left because the child's mum has the
  phone with her in Lagos till the new year; kopia's Backblaze key has expired, left because the account
  is in her brother Declan's name and he's sailing to the Azores. Open: the home-practice pack for
  s-clusters (asked about again later); whether the council will fund Ollie's therapy through his EHCP
  (the caseworker is off and nobody answers); a later ask from a SENCo for Maisie's progress report
  before her annual review on 22 January.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: an Erlang/OTP notice relay
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "eunit's red on the digest module, can you have a look?",
                ("Running just that module's tests.", [
                    call("bash",
                         "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling courier\n"
                         "===> Performing EUnit tests...\n"
                         "courier_digest_tests: groups_by_day_test...*failed*\n"
                         "in function courier_digest_tests:'-groups_by_day_test/0-fun-0-'/1 "
                         "(test/courier_digest_tests.erl, line 22)\n"
                         "**error:{assertEqual,[{module,courier_digest_tests},{line,22},"
                         "{expression,\"courier_digest:group(Items)\"},{expected,#{<<\"mon\">> => 2}},"
                         "{value,#{<<\"mon\">> => 2,<<\"tue\">> => 0}}]}\n\n"
                         "  Failed: 1.  Skipped: 0.  Passed: 17.\n===> Error running tests",
                         error=True, command="rebar3 eunit --module=courier_digest_tests"),
                ]),
                ("group/1 keeps days with a zero count. Dropping empty buckets before returning.", [
                    call("edit", "ok", path="apps/courier/src/courier_digest.erl",
                         old="    maps:from_list(Counts).",
                         new="    maps:from_list([{D, N} || {D, N} <- Counts, N > 0])."),
                    call("bash", "  All 18 tests passed.", command="rebar3 eunit --module=courier_digest_tests"),
                ]),
                "Green. Rule of thumb I'd keep for this codebase: empty buckets get dropped inside the module, "
                "callers shouldn't have to filter zeros themselves.",
            ),
        )
    if k == 1:
        return (
            turn(
                "The load balancer wants a health endpoint. Something dumb, /health.",
                ("Adding a cowboy handler and a route.", [
                    call("write", "ok", path="apps/courier/src/courier_health_h.erl",
                         content="-module(courier_health_h).\n-export([init/2]).\n\n"
                                 "init(Req0, State) ->\n"
                                 "    Req = cowboy_req:reply(200, #{<<\"content-type\">> => <<\"application/json\">>},\n"
                                 "                           <<\"{\\\"status\\\":\\\"ok\\\"}\">>, Req0),\n"
                                 "    {ok, Req, State}.\n"),
                    call("edit", "ok", path="apps/courier/src/courier_app.erl",
                         old="{\"/notices\", courier_notices_h, []}",
                         new="{\"/notices\", courier_notices_h, []},\n            {\"/health\", courier_health_h, []}"),
                    call("bash", "{\"status\":\"ok\"}", command="curl -s localhost:8080/health"),
                ]),
                "It answers 200 with status ok. Suggestion: have it return 503 once the outbound queue is deeper "
                "than 500 notices, so the balancer stops sending work to a node that's drowning.",
            ),
            turn("Yeah go on, 500 is fine.",
                 ("Wired it to courier_queue:depth/0.", [
                     call("edit", "ok", path="apps/courier/src/courier_health_h.erl",
                          old="cowboy_req:reply(200,",
                          new="cowboy_req:reply(case courier_queue:depth() > 500 of true -> 503; false -> 200 end,"),
                 ]),
                 "Done; 503 above 500 queued."),
        )
    if k == 2:
        return (
            turn(
                "Dialyzer is complaining in CI.",
                ("Running it locally.", [
                    call("bash",
                         "===> Dialyzer starting, this may take a while...\n"
                         "===> Doing success typing analysis...\n\n"
                         "apps/courier/src/courier_queue.erl\n"
                         "Line 57 Column 2: Invalid type specification for function courier_queue:push/2.\n"
                         " The success typing is courier_queue:push(pid(),map()) -> 'ok' | {'error','full'}\n"
                         "===> Warnings occurred running dialyzer: 1",
                         error=True, command="rebar3 dialyzer"),
                ]),
                ("The spec says it only returns ok; it can also return {error, full}. Fixing the spec.", [
                    call("edit", "ok", path="apps/courier/src/courier_queue.erl",
                         old="-spec push(pid(), map()) -> ok.",
                         new="-spec push(pid(), map()) -> ok | {error, full}."),
                    call("bash", "===> Dialyzer starting, this may take a while...\n===> Warnings occurred running dialyzer: 0",
                         command="rebar3 dialyzer"),
                ]),
                "Clean. The PLT is cached under _build/default, so the next run is quicker.",
            ),
        )
    if k == 3:
        return (
            turn(
                "Got a crash report from staging overnight, something about a timeout.",
                ("Pulling the crash from the journal.", [
                    call("bash",
                         "=CRASH REPORT==== 3-Mar-2026::02:14:07.118 ===\n"
                         "  crasher:\n    initial call: cowboy_stream_h:request_process/3\n"
                         "    pid: <0.1142.0>\n"
                         "    exception exit: {timeout,{gen_server,call,[courier_queue,{push,#{kind => email}},5000]}}\n"
                         "      in function  gen_server:call/3 (gen_server.erl, line 404)",
                         error=True, command="journalctl -u courier --since -12h | grep -A5 'CRASH REPORT'"),
                ]),
                "push/2 is a call, and courier_queue does the SMTP send inside handle_call, so one slow mail server "
                "blocks every caller past the default 5000 ms. I'd move the send into a worker and make push a "
                "cast; raising the timeout would only hide it.",
            ),
            turn("Do the worker thing.",
                 ("Split it out.", [
                     call("edit", "ok", path="apps/courier/src/courier_queue.erl",
                          old="handle_call({push, N}, _From, S) ->",
                          new="handle_cast({push, N}, S) ->"),
                     call("write", "ok", path="apps/courier/src/courier_sender.erl",
                          content="-module(courier_sender).\n-behaviour(gen_server).\n"),
                     call("bash", "  All 19 tests passed.", command="rebar3 eunit"),
                 ]),
                 "Sends now happen in courier_sender; push returns straight away."),
        )
    if k == 4:
        return (
            turn(
                "cowboy is a couple of releases behind, bump it?",
                ("Updating rebar.config and the lock.", [
                    call("edit", "ok", path="rebar.config", old="{cowboy, \"2.10.0\"}", new="{cowboy, \"2.12.0\"}"),
                    call("bash",
                         "===> Upgrading cowboy ({pkg,<<\"cowboy\">>,<<\"2.12.0\">>,...})\n"
                         "===> Upgrading cowlib ({pkg,<<\"cowlib\">>,<<\"2.13.0\">>,...})",
                         command="rebar3 upgrade cowboy"),
                    call("bash", "===> Compiling courier", command="rebar3 compile"),
                ]),
                "On 2.12.0 now and it compiles. I'd also pin ranch explicitly at 1.8.0 so a cowboy bump can't pull "
                "a ranch 2.x in behind our back.",
            ),
            turn("Sure, pin it.", ("Pinned.", [
                call("edit", "ok", path="rebar.config", old="{deps, [", new="{deps, [\n    {ranch, \"1.8.0\"},"),
            ]), "ranch is pinned at 1.8.0."),
        )
    return (
        turn(
            "Can you cut a prod release? Elvis might moan first.",
            ("Linting, then the release.", [
                call("bash",
                     "# apps/courier/src/courier_smtp.erl [FAIL]\n"
                     "  - line_length\n"
                     "    - Line 88 is too long: \"    {ok, Sock} = gen_tcp:connect(Host, Port, [binary, {active, false}, "
                     "{packet, line}], T...\".\n"
                     "# apps/courier/src/courier_queue.erl [OK]",
                     error=True, command="rebar3 lint"),
            ]),
            ("One long line. Splitting the option list, then building.", [
                call("edit", "ok", path="apps/courier/src/courier_smtp.erl",
                     old="[binary, {active, false}, {packet, line}], Timeout)",
                     new="[binary,\n         {active, false},\n         {packet, line}],\n        Timeout)"),
                call("bash", "===> Release successfully assembled: _build/prod/rel/courier",
                     command="rebar3 as prod release"),
                call("bash", "===> Tarball successfully created: _build/prod/rel/courier/courier-0.9.3.tar.gz",
                     command="rebar3 as prod tar"),
            ]),
            "courier-0.9.3 is built. Elvis caps lines at 100 characters here, so keep option lists vertical.",
        ),
    )


# ---------------------------------------------------------------- footcare
def _footcare() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. Bit of background first, sorry, it's a long one. I'm Eirlys, I run Teme Valley Foot Care, "
            "it's me, Gethin (the other podiatrist) and Nerys who does the phones three days a week from her "
            "kitchen in Leintwardine. We do home visits, mostly housebound folk, farms up past Knighton and out to "
            "Clun, the odd care home. The patient list lives in a sqlite file on my laptop, "
            + f("path", "/home/eirlys/footcare/patients.db") + ", my nephew set it up years ago, and a script "
            "spits out the day sheet for whoever's driving. How a day goes: Nerys rings round two days before, I "
            "load the van, one sterile instrument pack per patient plus two spare, kettle, and off I go. It's "
            + f("number", "£32 for a routine home visit") + ", people pay cash or transfer it after, a few "
            "still write cheques bless them. The thing the script has to get right, and it doesn't, which is why "
            "you're here, is that " + f("constraint", "diabetic patients never get pushed more than a week past "
            "their due date") + ". That's where you get ulcers and worse, I'm not being dramatic. When I'm poorly "
            "and the round slips, the script just shoves everybody along a week, every time I'm off, diabetic or "
            "not. Oh and my HCPC number is " + f("identifier", "CH34127") + ", it has to go on the footer of the "
            "day sheet, the inspector likes to see it.",
            ("Let me look at how visits are stored first.", [
                call("bash",
                     "CREATE TABLE visits (id INTEGER PRIMARY KEY, patient_id INTEGER, due DATE, booked DATE,\n"
                     "  kind TEXT, diabetic INTEGER DEFAULT 0, village TEXT, postcode TEXT, lat REAL, lon REAL);",
                     command="sqlite3 /home/eirlys/footcare/patients.db '.schema visits'"),
            ]),
            "There's a diabetic flag on each visit, good. When the round slips I'll rebook the diabetic patients "
            "first and never past their due date plus seven days; anyone who can't be fitted in gets printed in red "
            "at the top of the sheet for Nerys to ring. And the HCPC number goes in the footer.",
        ),
        turn(
            "Yes do that. And while you're in there, the reminder texts. Nerys has a Textlocal account, the "
            "sender name shows up as " + f("identifier", "TEMEFEET") + ", don't laugh, Gethin picked it. In "
            "October a reminder went to Mrs Probert's old mobile, she'd changed it and not told us, and the new "
            "owner got 'Verruca treatment Thursday 10am, Teme Valley Foot Care'. He rang up to take the mick. If "
            "Mrs Probert ever finds out she'll die. So " + f("constraint", "reminder texts never say what the "
            "visit is for") + ", just the day and the time and our number.",
            ("Sorry, that's mortifying for her. Changing the text and the rebooking rule.", [
                call("edit", "ok", path="/home/eirlys/footcare/send_reminders.py",
                     old='msg = f"{v.kind} {v.when:%A %-I%p}, Teme Valley Foot Care"',
                     new='msg = f"Teme Valley Foot Care: see you {v.when:%A} at {v.when:%-I:%M%p}. '
                         'To change, ring 01547 540 118."'),
                call("edit", "ok", path="/home/eirlys/footcare/plan_round.py",
                     old="def slip(visits, days=7):",
                     new="def slip(visits, days=7):\n    visits = sorted(visits, key=lambda v: not v.diabetic)\n"
                         "    # diabetic: never beyond due + 7, else flag for Nerys"),
                call("edit", "ok", path="/home/eirlys/footcare/templates/day_sheet.html",
                     old="<footer></footer>", new="<footer>HCPC CH34127</footer>"),
            ]),
            "Done: the text is just the day, the time and the number now. One more idea while I'm here: "
            + f("rejected", "online self-booking on the website") + ", so people could pick a slot themselves "
            "and Nerys isn't on the phone all Tuesday.",
        ),
        turn(
            "Most of ours are in their eighties and half of them haven't got the internet. The ones that have, "
            "it's the daughters who ring Nerys anyway. And Nerys likes the ringing, she gets all the gossip.",
            "Fair enough, Nerys stays the booking system. Something else I noticed: the day sheet is sorted by "
            "surname, so you can end up going Clun, Knighton, back to Clun. I could group the visits by village "
            "and order them along the road, outward and then home.",
        ),
        turn(
            "Oh God yes. Last Thursday was " + f("number", "about 140 miles for eleven visits") + ", which is "
            "daft, I was past the same chapel three times.",
            ("Ordering by village, then by distance along the route from the lat/lon columns.", [
                call("edit", "ok", path="/home/eirlys/footcare/plan_round.py",
                     old="visits.sort(key=lambda v: v.surname)",
                     new="visits = order_along_route(group_by_village(visits), start=HOME)"),
                call("bash", "Thursday 3 Dec: 11 visits, est. 92 miles (was 139)",
                     command="python3 /home/eirlys/footcare/plan_round.py --day 2026-12-03 --dry-run"),
            ]),
            "Thursday comes out at an estimated 92 miles in the new order. The sheet lists villages in driving "
            "order now.",
        ),
        turn(
            "Brilliant. Next thing. My son Rhodri, who thinks he knows computers, says I should be "
            + f("rejected", "syncing the patient list to Google Sheets") + " so Gethin can look at it on his "
            "phone when he's out. What do you reckon?",
            "Technically it's easy, but it's patient health data going to Google, so it's worth knowing where you "
            "stand on data protection before we do it. Shall I hold off?",
        ),
        turn(
            "Yes, hold off. Let me ask the lady at the ICB who helped us with the data security toolkit thing.",
            "Holding off on it until you've heard from her.",
        ),
    )
    r2 = (
        turn(
            "Referrals. The Knighton surgery sends their new referrals once a month as a password-protected "
            "spreadsheet, I save them into " + f("path", "/home/eirlys/footcare/referrals/inbox") + ". November's "
            "came yesterday. Can you open it and get the names into the database? Try last month's password, "
            "they usually don't change it.",
            ("Decrypting it with last month's password.", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     '  File "/home/eirlys/.local/bin/msoffcrypto-tool", line 8, in <module>\n'
                     "    sys.exit(main())\n"
                     '  File "/home/eirlys/.local/lib/python3.12/site-packages/msoffcrypto/__main__.py", line 109, '
                     "in main\n    file.load_key(password=args.password, verify_password=True)\n"
                     '  File "/home/eirlys/.local/lib/python3.12/site-packages/msoffcrypto/format/ooxml.py", line 229, '
                     "in load_key\n    raise exceptions.InvalidKeyError(\"Key verification failed\")\n"
                     + f("failure", "msoffcrypto.exceptions.InvalidKeyError: The file could not be decrypted with "
                         "this password"),
                     error=True,
                     command=f("command", "msoffcrypto-tool -p \"$KNIGHTON_PW\" referrals/inbox/knighton_2026-11.xlsx "
                               "/tmp/knighton_2026-11.xlsx")),
            ]),
            "They did change it this time: the key check fails with last month's password, so the file stays "
            "locked. Do you have this month's?",
        ),
        turn(
            "Bugger. They send the password in a separate e-mail, and since the summer it goes to Gethin's NHS "
            "mail, not mine. He's on a nail surgery course in Birmingham till Monday and he never checks it "
            "there. Leave it, I'll get it off him Monday.",
            "OK, November's referrals wait until Gethin can send you the new password; nothing's been imported.",
        ),
        turn(
            "On the Google thing. The ICB lady says technically we could, with the right agreement, but she "
            "wouldn't, and after the Probert business I'm not chancing it. It's not happening. Rhodri can set "
            "Gethin's phone up to ring me instead, ha.",
            "Understood, the list stays on the laptop. If Gethin wants something on the road, the day sheet can "
            "print a second copy for him, that's just one more print.",
        ),
        turn(
            "Yes, two copies is fine. Now, the script said something about needing an update when I ran it this "
            "morning?",
            ("It's asking for a newer version of its PDF library. Updating the requirements.", [
                call("bash",
                     long_log(44, "footcare-pip",
                              "Collecting reportlab==4.2.5 (from -r requirements.txt (line 3))\n"
                              "  Downloading reportlab-4.2.5-py3-none-any.whl.metadata (1.5 kB)\n"
                              "  Downloading reportlab-4.2.5-py3-none-any.whl (1.9 MB)\n"
                              "     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 0.4/1.9 MB 11.2 kB/s eta 0:02:15\n"
                              "ERROR: Exception:\n"
                              "Traceback (most recent call last):\n"
                              '  File "/home/eirlys/footcare/.venv/lib/python3.12/site-packages/pip/_vendor/urllib3/'
                              'response.py", line 438, in _error_catcher\n'
                              "    yield\n"
                              + f("failure", "pip._vendor.urllib3.exceptions.ReadTimeoutError: "
                                  "HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out.")),
                     error=True,
                     command=f("command", "/home/eirlys/footcare/.venv/bin/pip install -r requirements.txt")),
            ]),
            "The download crawled at about 11 kB/s and then timed out talking to files.pythonhosted.org, so the "
            "update didn't install. The script still runs on the old version. Is the internet slow today?",
        ),
        turn(
            "The broadband's been off since Tuesday, the line got cut when they were hedge-cutting, we're on the "
            "4G dongle from the van and it's hopeless out here. BT engineer is coming Friday. Leave it till then.",
            "OK, the update waits for the broadband; the day sheet still prints on the current version.",
        ),
        turn(
            "While I remember, can you do me " + f("pending", "a list of everyone due a visit in January") + ", "
            "printed, grouped by week? I like paper, I stick it on the fridge.",
            "Yes, I'll make that after the referrals are in, so the new ones are on it. Noted.",
        ),
    )
    r3 = (
        turn(
            "Care home thing. Marian, the manager at Ashgrove House in Knighton, e-mailed. Gist of it: she wants "
            + f("rejected", "a weekly visit to Ashgrove House") + ", at the home-visit rate, so her residents "
            "aren't waiting. I can't do weekly, it'd wreck the Thursday round. So I wrote back offering every other "
            "Tuesday morning, eight residents a time, £28 a head because they're all in the one building and I "
            "don't have to drive between them.",
            "That sounds sensible for both of you. Did she go for it?",
        ),
        turn(
            "She did! Ten minutes later, 'that works for us, thank you Eirlys'. So put Ashgrove in as a Tuesday "
            "block every fortnight, eight slots.",
            ("Adding the block.", [
                call("bash", "Added block 'Ashgrove House': every 14 days, Tue 09:00-12:30, 8 slots, from 2026-12-08",
                     command="python3 /home/eirlys/footcare/plan_round.py --add-block 'Ashgrove House' --every 14 "
                             "--weekday tue --slots 8 --rate 28"),
            ]),
            "Ashgrove is in: every other Tuesday morning, eight slots at £28, starting 8 December.",
        ),
        turn(
            "Lovely. Now something nobody can tell me. The Knighton surgery is merging with Presteigne in the "
            "spring and I don't know " + f("pending", "whether Knighton surgery will still refer to us after the "
            "merger") + ". I e-mailed the practice manager a fortnight ago, nothing. About a third of my new "
            "patients come from them, so it matters.",
            "That stays open until the practice manager answers. In the meantime I can tag which patients came "
            "via Knighton, so you can see exactly how much of the round depends on them.",
        ),
        turn(
            "Go on then.",
            ("Tagging by referral source.", [
                call("bash", "UPDATE 61",
                     command="sqlite3 /home/eirlys/footcare/patients.db \"UPDATE patients SET source='knighton' "
                             "WHERE referrer LIKE 'Knighton%'\""),
            ]),
            "61 patients are tagged as Knighton referrals; the day sheet can show a small K next to them if you "
            "want.",
        ),
    )
    later = (
        (5, (
            turn(
                "Me again. The broadband's still off, the BT man came and said it's a different fault, so that "
                "pip thing's still stuck. But did you ever do that list of everyone due a visit in January? "
                "Gethin's asking which weeks he's needed.",
                "Not yet, sorry, I was waiting for November's referrals so the new patients would be on it, and "
                "those are still locked. I'll do it now with what we have and add the new ones when they're in.",
            ),
        )),
        (10, (
            turn(
                "Dilys, my accountant, e-mailed this morning. She wants " + f("pending", "the year's mileage "
                "totals by 20 January") + " for the tax return, van miles by month. Can you pull them out of the "
                "old day sheets?",
                "Yes, the day sheets carry an estimated mileage per day, so I can add them up by month. I'll have "
                "them for you well before the 20th.",
            ),
        )),
    )
    return Scripted(name="fresh27-footcare", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh27=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- hydrotherapy
def _hydrotherapy() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi! So, Waterwag Canine Hydrotherapy, that's us, me and Sam and a barn on the Thorpes' farm outside "
            "Melton Mowbray with a pool and an underwater treadmill. Mostly post-op dogs, cruciates and hips, and "
            "old arthritic labs who think it's the best day of the week. A session's " + f("number", "£45 for a "
            "30-minute swim") + ", treadmill's the same. Quick run through a visit so you get it: dog arrives, we "
            "check the paperwork, shower them off, harness on, in they go, then towel, dryer, and they go home "
            "knackered and happy. The paperwork bit is the one thing I'm religious about: " + f("constraint", "no "
            "dog goes in the water without a signed vet referral") + ", it's in our insurance and anyway you'd be "
            "mad to swim a dog with a heart murmur you don't know about. The vets e-mail the forms and they get "
            "saved into " + f("path", "/var/www/waterwag/wp-content/uploads/referrals") + " on the website "
            "through the contact form. The booking plugin should check there's a form before it takes a first "
            "booking and at the moment it just doesn't. Oh, and the water wants to be " + f("number", "between 29 "
            "and 31 degrees C") + ", that's the other thing we're fussy about, but that's the Pi in the plant "
            "room, different job.",
            ("Let me see how the forms are named.", [
                call("bash",
                     "2026-11-02_bramble_WVV.pdf\n2026-11-04_otis_castle-vets.pdf\n2026-11-09_pip_WVV.pdf\n"
                     "2026-11-12_dotty_oakham-vets.pdf",
                     command="ls /var/www/waterwag/wp-content/uploads/referrals | tail -4"),
            ]),
            "They're date_dogname_practice.pdf, so the booking step can look for a form with the dog's name and "
            "refuse to confirm a first swim without one. I'd give you and Sam an override for when a vet has "
            "phoned it through and the paper's following.",
        ),
        turn(
            "Yes please. And after Dexter, a springer, had his full breakfast, was sick in the pool twenty minutes "
            "in, we had to drain half of it and shock it and lost two days of bookings, it's " + f("constraint",
            "no food for two hours before a swim") + ". I want that on the confirmation e-mail in bold, every "
            "single time.",
            ("Adding the form check and the line on the confirmation.", [
                call("edit", "ok", path="/var/www/waterwag/wp-content/themes/waterwag-child/functions.php",
                     old="add_filter('amelia_before_booking_added', 'waterwag_noop');",
                     new="add_filter('amelia_before_booking_added', 'waterwag_require_referral');"),
                call("edit", "ok", path="/var/www/waterwag/wp-content/themes/waterwag-child/emails/confirmation.html",
                     old="<p>See you soon!</p>",
                     new="<p><strong>Please don't feed your dog for two hours before the swim.</strong></p>\n"
                         "<p>See you soon!</p>"),
            ]),
            "Both in. An idea on top: a short e-mail the evening before each swim, with the no-food rule, what to "
            "bring (a towel, a lead, the referral if it's their first time) and how to find the barn.",
        ),
        turn(
            "Oh yes, that'd save us so many phone calls. Do it.",
            "Great, I'll write it as a small script that runs every evening at six and sends to tomorrow's "
            "bookings from your Microsoft mailbox. I'll test it next time.",
        ),
        turn(
            "Cool. And Sam's forwarded me a Facebook message from Mr Pelham, Biscuit's owner, lovely man, he "
            "wants " + f("rejected", "a live webcam stream of the pool") + " so he can watch Biscuit swim from "
            "the office. Sam said she'd ask me.",
            "It's doable with a cheap camera and a private link, though other owners, and you two, would be on it "
            "as well.",
        ),
        turn(
            "No. Absolutely not. Tell Sam to tell him no.",
            "Noted: no webcam.",
        ),
    )
    r2 = (
        turn(
            "Pool temperature. There's a floating thermometer thing in the pool, 433 megahertz, and a Raspberry Pi "
            "in the plant room, " + f("identifier", "waterwag-plant-pi") + ", with a USB radio stick that's "
            "meant to pick it up. My cousin's mate set it up with a config at "
            + f("path", "/home/keeley/poolmon/rtl_433.conf") + ". I want it to text me if the water drops below "
            "29. Can you get it going? It's stopped logging since the power cut.",
            ("Running it by hand on the Pi to see what it says.", [
                call("bash",
                     "rtl_433 version 23.11 branch  at 202311281352 inputs file rtl_tcp RTL-SDR SoapySDR\n"
                     "Use -h for usage help and see https://triq.org/ for documentation.\n"
                     "Reading conf from \"/home/keeley/poolmon/rtl_433.conf\".\n"
                     "Registered 1 out of 246 device decoding protocols [ 113 ]\n"
                     "Found Rafael Micro R820T tuner\n"
                     "Detached kernel driver\n"
                     + f("failure", "usb_claim_interface error -6") + "\n"
                     "Failed to open rtlsdr device #0.\n"
                     "Unable to open a device",
                     error=True,
                     command=f("command", "rtl_433 -c /home/keeley/poolmon/rtl_433.conf -F log")),
            ]),
            "The radio stick can't be claimed: the Linux TV-tuner driver grabbed it when the Pi booted after the "
            "power cut, so rtl_433 can't open it. The fix is to blacklist that driver and reboot the Pi.",
        ),
        turn(
            "Reboot the Pi? That's the one that runs the reception screen with the day's dogs on it, and the "
            "card reader hangs off it somehow. We're booked solid all week. Do it on a Sunday when we're shut, "
            "not before.",
            "OK, I'll leave the Pi alone until Sunday; the temperature isn't being logged until then, so it's the "
            "hand thermometer in the meantime.",
        ),
        turn(
            "Another one. Wreake Valley Vets, they send us loads, e-mailed asking for " + f("rejected", "every "
            "Saturday morning kept for Wreake Valley referrals") + ". Which, no, Saturday is the only day the "
            "working owners can come. I'm going to say no nicely and offer them first refusal on the Tuesday 8am "
            "slot instead. And put their account code " + f("identifier", "WVV-2291") + " on their invoices "
            "please, so their accounts lady stops ringing me.",
            ("Adding the code to their invoices and a hold on Tuesday 8am.", [
                call("edit", "ok", path="/var/www/waterwag/wp-content/themes/waterwag-child/invoice.php",
                     old="$ref = '';", new="$ref = $practice === 'WVV' ? 'Account WVV-2291' : '';"),
            ]),
            "Invoices for Wreake Valley dogs now carry WVV-2291. I've held Tuesday 8am for them until 48 hours "
            "before, then it's released to everyone.",
        ),
        turn(
            "Perfect. Also, " + f("pending", "a fillable PDF of the vet referral form") + " would be amazing, the "
            "vets keep sending photos of the paper one, upside down, on a car bonnet.",
            "Yes, I'll make a fillable version of the current form. It's next after the evening e-mail.",
        ),
    )
    r3 = (
        turn(
            "Did you get the evening e-mails going?",
            ("Trying the script on tomorrow's bookings.", [
                call("bash",
                     "Found 7 bookings for Fri 4 Dec\n"
                     "Connecting to smtp.office365.com:587 as hello@waterwag.co.uk\n"
                     "Traceback (most recent call last):\n"
                     '  File "/home/keeley/poolmon/evening_email.py", line 61, in <module>\n'
                     "    smtp.login(USER, PASSWORD)\n"
                     '  File "/usr/lib/python3.11/smtplib.py", line 750, in login\n'
                     "    raise last_exception\n"
                     '  File "/usr/lib/python3.11/smtplib.py", line 739, in login\n'
                     "    (code, resp) = self.auth(\n"
                     + f("failure", "smtplib.SMTPAuthenticationError: (535, b'5.7.139 Authentication unsuccessful, "
                         "SmtpClientAuthentication is disabled for the Tenant.")
                     + " Visit https://aka.ms/smtp_auth_disabled for more information.')",
                     error=True,
                     command=f("command", "python3 /home/keeley/poolmon/evening_email.py --for tomorrow")),
            ]),
            "Microsoft is refusing the login: sending by SMTP with a password is switched off for your whole "
            "Microsoft 365 account. Someone with the admin login has to turn SMTP AUTH on for that mailbox. "
            "Nothing was sent.",
        ),
        turn(
            "That's my cousin Dom, he set up the Microsoft thing for us and he's the only admin. He's on his "
            "honeymoon in Sri Lanka till the 15th and I'm not ringing him about e-mail. Leave it till he's back.",
            "Leaving the evening e-mails until Dom can switch it on; confirmations still go as normal.",
        ),
        turn(
            "Sunday thing. Sam asked if we could try " + f("rejected", "opening the pool on Sunday afternoons")
            + ", loads of working owners want it. I said it's the Thorpes' yard, ask them. She did, and the "
            "Thorpes have said no, Sunday's the livery's day and they don't want cars coming in and out. So "
            "that's that.",
            "Understood, Sundays stay shut.",
        ),
        turn(
            "Last thing. Sam wants to do a couple of evenings on her own while I'm at my mum's in January. "
            "Nobody knows " + f("pending", "whether our insurance covers Sam swimming dogs on her own") + ", I "
            "e-mailed the broker on Monday and nothing back yet. Till they answer she's not doing it.",
            "Right, that's open until the broker replies, and I won't put any solo evening slots in the booking "
            "calendar.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did the fillable PDF of the vet referral form ever happen? Oakham Vets sent another sideways "
                "photo this morning. Oh, and Sunday came and went, Sam forgot to leave the plant room key, so the "
                "Pi still hasn't been rebooted.",
                "Not yet, sorry, I held it back behind the evening e-mail, which is still waiting for Dom. I'll do "
                "the form next regardless. And the Pi stays as it is until a Sunday someone can get in.",
            ),
        )),
        (10, (
            turn(
                "Mr Okonjo, the orthopaedic vet at Wreake Valley, wants " + f("pending", "outcome notes on the "
                "six cruciate dogs by 16 January") + " for their clinical meeting, before and after, how many "
                "sessions, any setbacks. Can you pull our notes together?",
                "Yes, I'll collect the session notes for the six cruciate dogs into one short summary each, and "
                "have it with you before the 16th.",
            ),
        )),
    )
    return Scripted(name="fresh27-hydrotherapy", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh27=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- sling library
def _slings() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi, I'm Tamsin, I run the Five Valleys Sling Library with Ffion. We're volunteers, it's the Lansdown "
            "Hall in Stroud every other Wednesday morning, and the breastfeeding peer supporters have the room "
            "next door, which works well because half the mums go between the two. How it works: a parent comes "
            "in, usually with a tiny baby and no sleep, we have a chat and a cup of tea, we try a few carriers on "
            "them with the weighted demo doll and then with the baby, check it's tight and high and they can see "
            "the baby's face, and if they like one they hire it. It's " + f("number", "£10 for a four-week hire")
            + " plus " + f("number", "a £40 deposit") + ", which they get back. And the fitting bit is "
            "non-negotiable: " + f("constraint", "nobody takes a sling home without a fitting first") + ", even "
            "if they've used one before, even if it's their third baby, because a badly fitted stretchy wrap on "
            "a newborn is actually dangerous, chin on chest and all that. Anyway. I'm telling you all this because "
            "the hire agreement's a thing I keep retyping. A friend moved it into typst for me, it's at "
            + f("path", "/home/tamsin/slinglib/agreement/hire-agreement.typ") + ", and I'd like it to print with "
            "the hirer's name and the carrier and the due-back date filled in.",
            ("Reading the agreement and trying a build.", [
                call("read", path="/home/tamsin/slinglib/agreement/hire-agreement.typ",
                     result='#set page(paper: "a5")\n#image("fv-logo.png", width: 3cm)\n= Hire agreement\n'
                            "Carrier: #carrier \\\nDue back: #due"),
                call("bash",
                     f("failure", "error: file not found (searched at /home/tamsin/slinglib/agreement/fv-logo.png)")
                     + "\n  ┌─ hire-agreement.typ:2:8\n  │\n2 │ #image(\"fv-logo.png\", width: 3cm)\n"
                     "  │        ^^^^^^^^^^^^^\n\nwarning: unknown font family: quicksand\n"
                     "  ┌─ hire-agreement.typ:1:1",
                     error=True,
                     command=f("command", "typst compile hire-agreement.typ hire-agreement.pdf")),
            ]),
            "The template is fine, but it pulls in a logo, fv-logo.png, that isn't in the folder, so typst stops. "
            "Have you got the logo file somewhere?",
        ),
        turn(
            "Ah. Bethan drew that, one of our mums, and she only ever sent us a screenshot. She's literally just "
            "had her second, on Sunday, so I'm not badgering her for a png this week. Leave it till she surfaces.",
            "Of course, congratulations to her. The agreement waits for the logo; the fill-in fields are ready.",
        ),
        turn(
            "Other thing, and it's horrible. Somebody, I won't say who, put a gorgeous photo from last session on "
            "our Instagram, a mum and her baby in a woven wrap, and it turned out the mum has an order against the "
            "baby's dad and he follows the page. She was in bits. We had it down within the hour but still. So: "
            + f("constraint", "no baby's face goes on the Instagram") + ", not even with permission. Backs of "
            "heads and carriers on the doll only.",
            "That's awful, I'm sorry. I'll split the photo folder into a 'can post' folder that only ever gets "
            "doll and back-of-head shots. Another thing that might help Ffion: an e-mail a week before a hire is "
            "due back, so people aren't scrambling on the day.",
        ),
        turn(
            "Yes! Ffion spends half her life chasing slings. Do that.",
            "Will do: a week before the due-back date, a short e-mail with the date and the hall times.",
        ),
    )
    r2 = (
        turn(
            "Ffion texted me last night, she thinks we should be " + f("rejected", "raising the deposit to £60")
            + ", because two slings didn't come back this year and a new buckle carrier is a hundred and thirty "
            "quid.",
            "What do you think?",
        ),
        turn(
            "Half the families who come to us are on Universal Credit, and the whole point of a library is you "
            "don't have to find a hundred pounds for something you'll use for six months. Two lost slings a year "
            "is what the donations jar is for.",
            "Understood, the deposit stays as it is on the agreement and the hire sheet.",
        ),
        turn(
            "Photos. All the demo and stock photos are in " + f("path", "/home/tamsin/slinglib/photos/2026") + " "
            "on the library laptop, " + f("identifier", "fv-library-thinkpad") + ", and I want them in our "
            "Dropbox so Ffion can get at them from home. There's a dbxcli thing already logged in.",
            ("Uploading them one by one into /FiveValleys/Photos/2026.", [
                call("bash",
                     "Uploading 2.1 MiB/2.1 MiB\nUploading 1.8 MiB/1.8 MiB\nUploading 2.4 MiB/2.4 MiB\n"
                     "Uploading 0 B/2.2 MiB\n"
                     + f("failure", "Error: upload_session/finish/path/insufficient_space/..") + "\n"
                     "Uploading 0 B/1.9 MiB\nError: upload_session/finish/path/insufficient_space/..\n"
                     "Uploading 0 B/2.6 MiB\nError: upload_session/finish/path/insufficient_space/..\n"
                     "3 uploaded, 183 failed",
                     error=True,
                     command=f("command", "for p in /home/tamsin/slinglib/photos/2026/*.jpg; do "
                               "dbxcli put \"$p\" \"/FiveValleys/Photos/2026/$(basename \"$p\")\"; done")),
            ]),
            "Three went up and then Dropbox refused the rest: the account is out of space, it's the free 2 GB "
            "plan. Either clear space or pay for a bigger plan.",
        ),
        turn(
            "Paying for anything goes to the committee, that's me, Ffion and the two peer supporters, and we "
            "don't meet till 8 January. I'll put it on the agenda. Leave the rest off till then.",
            "OK: 3 of 186 are up, the rest wait for the committee on 8 January.",
        ),
        turn(
            "And Bronagh, the lead health visitor, e-mailed asking for " + f("rejected", "a weekly session at "
            "Stroud Maternity") + ". It's flattering, honestly, but there's four of us and we've all got kids. "
            "I'm going to say we can't do weekly, but we'll bring a box of demo slings to their baby group once a "
            "term and they can have a stack of our flyers for the discharge bags.",
            "That's a kind way to put it. Shall I make an A5 flyer with the session dates for the bags?",
        ),
        turn(
            "Yes please, A5, double-sided.",
            ("Making the flyer.", [
                call("write", "ok", path="/home/tamsin/slinglib/flyer/flyer.typ",
                     content='#set page(paper: "a5")\n= Five Valleys Sling Library\nEvery other Wednesday, '
                             "10-12, Lansdown Hall, Stroud\n#pagebreak()\n= Try before you buy"),
            ]),
            "The flyer is in slinglib/flyer; the back page has room for anything else you want to add.",
        ),
    )
    r3 = (
        turn(
            "Supplier drama. Little Fern, the carrier people from Bristol, e-mailed wanting " + f("rejected", "a "
            "Little Fern sales stall at every meet") + ". No way, we're a library not a shop, people come to us "
            "so they don't get sold at. So I said: no stall, but if they donate two demo carriers we'll put their "
            "discount code on the back of the flyer. And they said yes! Two carriers coming next week.",
            "Nice result. I'll leave a box on the back of the flyer for their code; send it over when they do.",
        ),
        turn(
            "Can you also make me " + f("pending", "a stock list showing which carriers are due a safety check")
            + "? Every carrier gets checked every six hires, seams, buckles, rings. Like " + f("identifier",
            "FV-RS-014") + ", the grey ring sling, I swear it's way overdue and the ring's looking scratched.",
            "Yes, the hire sheet has a hire count per carrier, so I can list everything with six or more hires "
            "since its last check. I'll do it after the due-back e-mails. And I'd take FV-RS-014 out of the "
            "cupboard until someone's looked at that ring.",
        ),
        turn(
            "Already in the naughty box. And one for the universe: we want Ffion trained as a babywearing "
            "consultant, it's about £400, and nobody can tell me " + f("pending", "whether the Family Hubs grant "
            "can pay for consultant training") + ". I've e-mailed the county grants officer twice. Silence.",
            "That stays open until the grants officer replies. If it helps, the flyer and the hire numbers could "
            "go with the application once you know it's eligible.",
        ),
    )
    later = (
        (5, (
            turn(
                "Quick one, have you done the stock list showing which carriers are due a safety check? We've got "
                "a big session Wednesday and I want to pull anything dodgy before it goes out. Bethan's still in "
                "the newborn fog, so no logo yet.",
                "Not yet, sorry. I'll have it ready before Wednesday, sorted by how overdue each one is.",
            ),
        )),
        (10, (
            turn(
                "Ffion's writing a lottery bid and she needs " + f("pending", "this year's family numbers by 9 "
                "February") + ", how many families hired or came to a fitting. Can you count them off the hire "
                "sheet?",
                "Yes, I'll count families from the hire sheet and the fitting log, without double-counting anyone "
                "who did both, and get it to her before the 9th.",
            ),
        )),
    )
    return Scripted(name="fresh27-slings", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh27=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- speech and language therapy
def _speech() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello! Clemmie here. I'm one half of Chatterbox Speech and Language Therapy in Chorlton, me and "
            "Tariq, and Marcia does the admin Tuesdays and Thursdays. Children mostly, two to eight, speech "
            "sounds, late talkers, a bit of stammering, a few with EHCPs, and loads of our sessions are in "
            "schools. Let me tell you how a referral goes so you get the shape of it. A parent rings, Marcia books "
            "them in, it's " + f("number", "£85 for the initial assessment") + ", I see the child, record a "
            "speech sample on the iPad, transcribe it later, write the report, then usually a block of therapy. "
            "The report bit has one rule I will not bend: " + f("constraint", "nothing goes to a child's school "
            "unless the parents have signed the sharing form") + ", not if the SENCo asks nicely, not if it's "
            "the head, not if it's 'just a quick summary'. Recordings end up in " + f("path", "/Users/clemmie/"
            "Chatterbox/recordings/2026-autumn") + " on my MacBook. Also, we keep a " + f("number", "caseload "
            "capped at 28 children") + " each, and Tariq needs to stop saying yes to everybody.",
            ("Looking at the recordings folder.", [
                call("bash",
                     "RK_sample1.m4a\nRK_sample2.m4a\nRK_sample3.m4a\nJT_sample1.m4a\nJT_sample2.m4a",
                     command="ls /Users/clemmie/Chatterbox/recordings/2026-autumn"),
            ]),
            "Initials and sample number, good, no full names. What would you like to do with them?",
        ),
        turn(
            "Can you turn RK_sample3 into a wav I can open in Praat? That's the one Rosie's mum recorded at home "
            "on her phone and sent over.",
            ("Converting it to 16 kHz mono WAV.", [
                call("bash",
                     "afinfo: RK_sample3.m4a\n"
                     "AudioFileOpen failed ('dta?')\n"
                     + f("failure", "Error: ExtAudioFileOpenURL failed ('dta?')") + "\n"
                     "-rw-r--r--  1 clemmie  staff  196608 28 Nov 19:42 RK_sample3.m4a",
                     error=True,
                     command=f("command", "afconvert -f WAVE -d LEI16@16000 -c 1 RK_sample3.m4a RK_sample3.wav")),
            ]),
            "macOS can't read the audio in it: 'dta?' means the file's data is invalid, and at 192 KB it's far "
            "too small for a three-minute sample. It looks like the upload was cut off on her phone. It would "
            "need sending again.",
        ),
        turn(
            "Ugh. Her mum's in Lagos with family till the new year, with the phone, and the signal's patchy. I'll "
            "message her, but realistically that one waits.",
            "OK, RK_sample3 waits for Rosie's mum to re-send it.",
        ),
        turn(
            "Next, and Tariq's made a mess. He sent a home practice video to a family by a Nextcloud link, and it "
            "got forwarded round the Year 1 class WhatsApp, a little girl doing her k sounds. Mortifying, her mum "
            "was so upset. The link had no password and never expired. So from now on " + f("constraint", "share "
            "links expire after 14 days and always have a password") + ". Can you make that the default?",
            ("Setting it on the Nextcloud server.", [
                call("bash", "Config value shareapi_default_expire_date for app core set to yes",
                     command="sudo -u www-data php occ config:app:set core shareapi_default_expire_date --value=yes"),
                call("bash", "Config value shareapi_expire_after_n_days for app core set to 14",
                     command="sudo -u www-data php occ config:app:set core shareapi_expire_after_n_days --value=14"),
                call("bash", "Config value shareapi_enforce_links_password for app core set to yes",
                     command="sudo -u www-data php occ config:app:set core shareapi_enforce_links_password --value=yes"),
            ]),
            "Done: every new link gets an expiry and can't be made without a password. Old links aren't changed, "
            "so it's worth going through Tariq's. One more suggestion: name the packs by initials and target "
            "sound, like RK-k-initial, so a child's full name never shows in a link.",
        ),
        turn(
            "Yes, good, do that.",
            "I'll set up the naming template in the packs folder. One more thing, since transcription is the slow "
            "part for you: " + f("rejected", "automatic transcription with a cloud speech service") + ", and you "
            "correct it afterwards.",
        ),
        turn(
            "Hm. Let me think about that one and see what the RCSLT says about it. Don't set anything up.",
            "OK, nothing set up; it's your call.",
        ),
    )
    r2 = (
        turn(
            "Backups. The MacBook backs up with kopia to Backblaze, the bucket's " + f("identifier",
            "chatterbox-slt-backup") + ", and it's been e-mailing me 'failed' for a week. Can you look?",
            ("Running a snapshot by hand.", [
                call("bash",
                     "Snapshotting clemmie@Clemmies-MacBook-Air:/Users/clemmie/Chatterbox ...\n"
                     + f("failure", "ERROR error connecting to repository: unable to open repository: "
                         "B2 error: 401 expired_auth_token: Authorization token has expired") + "\n"
                     "kopia: error: snapshot failed, try --help\n"
                     "Last successful snapshot: 2026-11-19 23:00:04 GMT",
                     error=True,
                     command=f("command", "kopia snapshot create /Users/clemmie/Chatterbox")),
            ]),
            "Backblaze is rejecting kopia's key, so it can't even open the repository; the last good backup was "
            "19 November. It needs a new application key made in the Backblaze account.",
        ),
        turn(
            "The Backblaze account's in my brother Declan's name, he set it all up, and he's sailing a boat to the "
            "Azores with no signal till the 12th. Leave it. I'm copying the recordings onto the encrypted USB "
            "stick every night meanwhile.",
            "OK, kopia waits for Declan and a new key; the USB copy covers you until then.",
        ),
        turn(
            "Marcia says one of the parents, Mrs Kowalczyk, suggested " + f("rejected", "a private Facebook group "
            "for the parents") + " so they can swap tips. God, no. Can you imagine.",
            "Noted, no Facebook group.",
        ),
        turn(
            "Transcription. I've thought about it and read the RCSLT's bit on AI. I'm not sending children's "
            "voices off to some server in America, consent form or not. So no. I'll keep doing them by hand in "
            "Praat, it's part of the listening anyway.",
            "Understood, no cloud transcription.",
        ),
        turn(
            "And I need " + f("pending", "the home-practice pack for s-clusters") + ", worksheets for st, sp, sn, "
            "with pictures, for about six families. Can you put a template together?",
            "Yes, I'll build it in the packs folder with the new naming. Noted; I'll get to it after the links.",
        ),
    )
    r3 = (
        turn(
            "The SENCo at St Clement's e-mailed. They'd asked whether we'd be happy " + f("rejected", "uploading "
            "our reports straight into the school's Arbor") + " instead of sending PDFs. Then she e-mailed again "
            "today: the trust's data protection officer has said no, outside professionals can't have Arbor "
            "logins. So that's decided for us.",
            "Fine by me: reports keep going as encrypted PDFs, and only once the sharing form's signed.",
        ),
        turn(
            "Our ICO registration number is " + f("identifier", "ZB417263") + ", by the way, could you put it in "
            "the report footer? The SENCo asked for it.",
            ("Adding it to the report template footer.", [
                call("edit", "ok", path="/Users/clemmie/Chatterbox/templates/report.dotx",
                     old="Chatterbox Speech and Language Therapy, Chorlton",
                     new="Chatterbox Speech and Language Therapy, Chorlton · ICO ZB417263"),
            ]),
            "It's in the footer of new reports.",
        ),
        turn(
            "Then the big one. Ollie's in Year 2 and his EHCP is going through. Nobody can tell me "
            + f("pending", "whether the council will fund Ollie's therapy through his EHCP") + ". The SEN "
            "caseworker's off sick and the e-mail just bounces to a generic inbox. His mum asks me every week.",
            "That's open until someone at the council answers. Meanwhile I can keep a short log of his sessions "
            "and costs so it's ready whoever ends up paying.",
        ),
        turn(
            "Yes please. Oh, and the packs for the s-clusters should live in " + f("path", "/Users/clemmie/"
            "Chatterbox/packs") + ", not on the desktop where Tariq keeps putting them.",
            "Noted, packs go in that folder; I'll move Tariq's desktop ones over when I do the template.",
        ),
    )
    later = (
        (5, (
            turn(
                "Have you done the home-practice pack for s-clusters yet? Three families have asked me this week. "
                "Declan's still at sea, so the backup's still broken.",
                "Not yet, sorry, it's the next thing I'll do, and I'll put it in the packs folder with the naming "
                "template.",
            ),
        )),
        (10, (
            turn(
                "E-mail from Maisie's SENCo at St Clement's: she needs " + f("pending", "Maisie's progress report "
                "before her annual review on 22 January") + ". Her parents signed the sharing form in September, "
                "I've checked.",
                "OK, I'll draft it from her session notes and assessment scores for you to check, well before the "
                "22nd.",
            ),
        )),
    )
    return Scripted(name="fresh27-speech", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh27=True, later=later, routine=routine_en)


SESSIONS = (_footcare(), _hydrotherapy(), _slings(), _speech())
