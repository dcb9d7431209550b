"""Thirteenth fresh held-out set (English): written blind, against the fourteenth round's rules, by someone
who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions, the
earlier blind sets nine to eleven or the benchmark's report); committed before its first run and not to be
edited after it. ``heldout_fresh13_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped: a
locksmith with a van and a key-cutting counter, a family funeral director, a dive centre on a harbour, an
upholstery workshop). Proposals come from a letting agency (relayed), the assistant, the user's own idea
talked down by an employee, a crematorium's rep (through the user's brother), a marketing man at a trade
fair, a hotel (relayed by e-mail), an instructor via the harbour master, an interior designer through an
apprentice, the user's partner; they are turned down by a counter-offer the other side took, by a reason
alone, by a plan dropped a few rounds later after someone else objected, in two steps with other talk
between, bluntly, by saying what they'll do instead, answered only a round later after a compaction, and
through a third person. Some proposals are accepted and are not facts. Failures are multi-line blocks from
Swift/xcodebuild (the cause among warnings, "BUILD FAILED" below), SQLite (a runtime error after ordinary
output), Rails (a RecordInvalid above a backtrace), systemd (the cause in the journal lines under the
status), Elixir/ExUnit (a KeyError inside a numbered test failure, stacktrace below), Docker BuildKit (the
cause, an apt line, above the "ERROR: failed to solve" line), R (an error after a warning, "Execution
halted" below) and a C linker (undefined reference, collect2 and make below). Open items: asks acknowledged
in a word and repeated later, questions nobody answers, gaps, deadlines, other people's asks, some planted in
``later`` rounds. Routine work (``routine_en``) is this file's own, a SvelteKit website; it has turns that
look like facts and are not planted: a request done at once, a svelte-check error fixed and rerun clean,
an offer taken up, a request deferred and reported done a round later, a failing Playwright test fixed at
once.

Descriptions:
- locksmith: Dev runs a locksmith business (a van for lock-outs, a shop counter for key cutting, one
  employee, Marcus; a SwiftUI iPad app for job sheets, an SQLite file of key codes and blanks). Rules: as
  "how we do things", with a landlord exception refused inside it, restricted keys are cut only against the
  registration card; as a complaint about Marcus drilling a lock he could have picked, the drill doesn't come
  out before twenty minutes of non-destructive work. A letting agency wants the shop to keep spare keys for
  all their tenants; relayed with Dev's counter-offer (a key safe in their office, copies cut here) which
  they took. The assistant suggests advertising round-the-clock emergency call-outs; turned down by a reason
  alone (two kids, in bed by ten). Dev's own idea of stocking cheap Wi-Fi smart locks is talked down by
  Marcus and reported dropped a few rounds later. The assistant's offer to batch the SQLite writes is
  accepted (not a fact). Failures: a Swift optional-unwrap error among warnings in xcodebuild output, left
  for Marcus who wrote the screen; an SQLite UNIQUE constraint failure after ordinary output, left because
  nobody knows which of the doubled blanks is right. Left to do: a price card for the shop counter
  (acknowledged, asked again later); a question never answered (DBS checks for the council's sheltered
  housing work); later, the insurer's ask with a deadline (every safe opened this year, by the end of
  March).
- funeral: Ruth runs a third-generation family funeral director with her brother Tom (a Rails app for
  arrangements, a systemd service that pulls crematorium slots). Rules: a collection from a house is always
  two staff (the hospital mortuary, where porters help, is the stated exception, outside the rule's words);
  inside a long sentence, families are not phoned before nine or after eight. A crematorium rep, through
  Tom, pitches streaming every service online as standard; answered in two steps ("let me think", then
  later: only when a family asks). The assistant suggests an automatic text to families the day before;
  turned down bluntly. A marketing man at a trade fair wants them on the funeral comparison sites; turned
  down by what they'll do instead (the parish magazine and word of mouth). The assistant's offer to show
  the next of kin's phone at the top of the screen is accepted (not a fact). Failures: a RecordInvalid
  from a rails runner import above its backtrace, left (the form really is missing); an expired certificate
  in the journal lines under a failed systemctl status, left (the crematorium's side). Left to do: the vicar's
  ask (funerals booked into St Anne's until Easter); an order-of-service template families can fill in
  themselves (acknowledged, asked again later); later, a gap (pre-2019 pre-paid plans only on paper).
- dive: Jago runs a dive centre on a harbour (a RIB, a compressor, courses; an Elixir/Phoenix booking app,
  a fills logger in Docker on a Raspberry Pi). Rules: with "nobody" and "not even", no one goes below 18
  metres off their boat without an Advanced card; as a complaint about a cylinder filled by a weekend helper,
  no cylinder is filled with an out-of-date visual inspection sticker. A hotel e-mails asking for try-dives in
  its pool every Saturday; the counter-offer (the first Saturday of the month) was taken. The assistant
  suggests selling nitrox fills to walk-ins; Jago asks a question first and answers only a round later,
  after a compaction, by a reason. An instructor's idea of night dives from the RIB is turned down through
  the harbour master (relayed reason). The assistant's waiting-list idea is accepted (not a fact). Failures:
  an ExUnit KeyError inside a numbered failure with the stacktrace below, left (the new field isn't in the
  diver records yet); a Docker build whose cause is the apt line above "ERROR: failed to solve", left until
  Jago checks the Pi's OS. Left to do: the tide table on the booking page (acknowledged, not done); a
  question nobody answers (a new risk assessment for the bigger engine); later, a deadline (the compressor's
  air test certificate to the insurer before 1 April), asked about again.
- upholstery: Bev and Gill run an upholstery workshop with an apprentice, Jade (an R script that estimates
  fabric, a small C program that drives a foam-cutting table). Rules: new foam is always CMHR, even on the
  pre-1950 pieces where the law doesn't require it (how they work); as a complaint about a customer who
  said they'd been sent too little fabric back, a customer's own fabric isn't cut until they've signed for
  the quantity. An interior designer, through Jade, wants her dining chairs turned round in 48 hours;
  turned down bluntly. The assistant suggests buying foam pre-cut; turned down by what they'll do instead.
  Bev's idea of weekend classes is dropped later, through Gill (she won't give up Saturdays). The
  assistant's waste-allowance column is accepted (not a fact). Failures: an R "missing value where
  TRUE/FALSE needed" after a warning, left because a blank repeat means someone didn't measure; a C linker
  undefined reference with collect2 and make below, left (Gill's half-written homing code). Left to do: a
  customer's ask (photos of her chair's frame before it's closed up); a monthly note of fabric thrown away
  (acknowledged, asked again later); a question never answered (do church pew cushions count as domestic
  furniture under the fire regulations).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (thirteenth fresh set)
_TASKS_EN = (("turn the enquiry form into a SvelteKit form action", "the enquiry form posts to a form action"),
             ("load the opening hours in +page.server.ts instead of hard-coding them", "opening hours come from the load function"),
             ("give every gallery image proper alt text", "the gallery images have alt text"),
             ("make the header fold into a menu button on phones", "the header folds into a menu on phones"),
             ("swap moment for date-fns in the footer", "the footer uses date-fns"),
             ("add a vitest for the price formatter", "the price formatter has a test"),
             ("move the colours into CSS custom properties", "the colours are custom properties"),
             ("drop the unused svelte-carousel package", "svelte-carousel is gone from package.json"))
_OPENERS_EN = ("Website job: {}.", "While I think of it, {}.", "Quick one for the site: {}.", "Can you {}?")


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        task, done = _TASKS_EN[r % len(_TASKS_EN)]
        src = f"site_{tag}/src/lib/components/Card{r % 6}.svelte"
        out = [
            turn(_OPENERS_EN[r % 4].format(task),
                 ("On it.", [call("bash", f"{src}:{3 + r % 17}:  export let item;",
                                  command=f"grep -rn 'export let item' site_{tag}/src/lib")]),
                 ("", [call("read", f"<script>\n  export let item;\n</script>\n<article class=\"card\">{{item.title}}</article>\n" * 3,
                            path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="{item.title}",
                            newText="{item.title ?? ''}")]),
                 ("", [call("bash", f" Test Files  4 passed (4)\n      Tests  {20 + r % 35} passed ({20 + r % 35})",
                            command="npx vitest run")]),
                 f"Done: {done}."),
        ]
        if r % 4 == 1:
            out.append(turn("Run svelte-check over it.",
                            ("", [call("bash", f"Loading svelte-check in workspace: site_{tag}\n\n{src}:{5 + r % 9}:18\n"
                                               "Error: Type 'string' is not assignable to type 'number'. (ts)\n\n"
                                               "svelte-check found 1 error and 0 warnings in 1 file",
                                       error=True, command="npx svelte-check")]),
                            ("The card's count prop is typed as a number and the page passes the raw string; parsing it "
                             "where it's passed.",
                             [call("edit", "Applied 1 edit.", path=src, oldText="count={row.count}",
                                   newText="count={Number(row.count)}")]),
                            ("", [call("bash", "svelte-check found 0 errors and 0 warnings", command="npx svelte-check")]),
                            "Clean."))
        if r % 5 == 3:
            out.append(turn("The Playwright run went red overnight, can you look?",
                            ("", [call("bash", "  1) [chromium] › home.spec.ts:12:5 › shows the contact button\n\n"
                                               "    Error: expect(locator).toBeVisible() failed\n\n"
                                               "    Locator: getByRole('button', { name: 'Get in touch' })\n"
                                               "    Expected: visible\n    Received: <element(s) not found>\n\n"
                                               "  1 failed", error=True, command="npx playwright test home.spec.ts")]),
                            ("The button text changed to \"Contact us\" last week and the test still asks for the old one.",
                             [call("edit", "Applied 1 edit.", path=f"site_{tag}/tests/home.spec.ts",
                                   oldText="name: 'Get in touch'", newText="name: 'Contact us'")]),
                            ("", [call("bash", "  3 passed (4.1s)", command="npx playwright test home.spec.ts")]),
                            "Green again."))
        if r % 6 == 2:
            out.append(turn(f"Bump the site to 2.{r % 11}.0.",
                            ("", [call("edit", "Applied 1 edit.", path=f"site_{tag}/package.json", oldText="\"version\": ",
                                       newText=f"\"version\": \"2.{r % 11}.0\", \"_v\": ")]),
                            "Bumped."))
        if r % 7 == 4:
            out.append(turn("How long does a production build take at the moment?", f"About {9 + r % 14} seconds with vite."))
        if r % 8 == 6:
            out.append(turn("Anything else that wants tidying in there?",
                            "Two routes fetch the same settings file separately. Shall I load it once in the layout?"))
            out.append(turn("Go on then.", ("", [call("edit", "Applied 2 edits.", path=f"site_{tag}/src/routes/+layout.server.ts",
                                                      oldText="export const load", newText="export const load = loadSettings; const _old")]),
                            "Loaded once in the layout now."))
        if r % 9 == 2:
            out.append(turn("Some time, add a sitemap.xml route.", "Will do when I'm next in the routes."))
        if r % 9 == 3:
            out.append(turn("Did the sitemap go in?",
                            ("", [call("bash", "HTTP/1.1 200 OK\ncontent-type: application/xml", command="curl -sI localhost:5173/sitemap.xml")]),
                            "It did, it's serving."))
        return tuple(out)

    return turns


def _locksmith() -> Scripted:
    f = Builder()
    unwrap = f("failure", "error: value of optional type 'String?' must be unwrapped to a value of type 'String'")
    xcode = ("Command line invocation:\n    /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild -scheme KeyLog build\n\n"
             "CompileSwift normal arm64 /Users/dev/KeyLog/Sources/JobSheet/JobSheetView.swift\n"
             "/Users/dev/KeyLog/Sources/JobSheet/CustomerRow.swift:22:9: warning: initialization of immutable value "
             "'phone' was never used; consider replacing with assignment to '_' or removing it\n"
             "/Users/dev/KeyLog/Sources/JobSheet/JobSheetView.swift:57:31: " + unwrap + "\n"
             "            Text(job.keyCode)\n                 ~~~~^~~~~~~\n"
             "/Users/dev/KeyLog/Sources/JobSheet/JobSheetView.swift:57:31: note: coalesce using '??' to provide a "
             "default when the optional value contains 'nil'\n"
             "/Users/dev/KeyLog/Sources/Shared/Money.swift:8:14: warning: 'NumberFormatter' is deprecated here\n\n"
             "** BUILD FAILED **\n\nThe following build commands failed:\n"
             "\tCompileSwift normal arm64 /Users/dev/KeyLog/Sources/JobSheet/JobSheetView.swift (in target 'KeyLog')\n"
             "(1 failure)")
    unique = f("failure", "Runtime error near line 9: UNIQUE constraint failed: blanks.supplier_ref (19)")
    sqlite = ("-- 007_blanks.sql\nmakers: 41 rows\nprofiles: 212 rows\n" + unique + "\n")
    drill = f("constraint", "the drill doesn't come out until we've had twenty minutes at it non-destructively")
    cards = f("constraint", "restricted keys only get cut against the registration card")
    price_card = f("pending", "a price card for the shop counter with the common keys on it")
    dbs = f("pending", "do we need DBS checks to do the council's sheltered housing jobs")
    smart = f("rejected", "stock those cheap Wi-Fi smart locks")
    rounds = (
        (turn("Morning. Dev, locksmith, one van and a little shop on Station Road where we cut keys and do the odd safe. "
              f"We did {f('number', 'about 1,900 call-outs last year')}, me and Marcus. My nephew built us an iPad app for the "
              f"job sheets and Marcus added a screen to it, {f('path', 'KeyLog/Sources/JobSheet/JobSheetView.swift')}, "
              "and now it won't build at all.",
              ("", [call("bash", xcode, error=True,
                         command=f("command", "xcodebuild -scheme KeyLog -destination 'platform=iOS Simulator,name=iPad (10th generation)' build"))]),
              "The new screen shows the job's key code, but the key code is optional (plenty of jobs don't have one) and "
              "the Text wants a plain string. The other two lines are only warnings."),
         turn("That's Marcus's bit. Leave it, he wants to do it himself so he learns. What does the shop's key code "
              f"database look like? It's {f('path', 'shop/keycodes.sqlite3')}.",
              ("", [call("bash", "makers      profiles    blanks      cuts        customers",
                         command="sqlite3 shop/keycodes.sqlite3 .tables")]),
              "Five tables: makers, profiles, blanks, cuts and customers.")),
        (turn("Right. So the way we do things, and I've had arguments on the counter about this, "
              f"{cards}. No card, no key. Landlords come in waving a tenancy agreement and saying it's their "
              "property, and it still doesn't matter, the card holder signs or nobody gets a key.",
              "I'll make the cuts table refuse a restricted profile unless a card number is entered with it."),
         turn(f"Good. Here's one for you, {f('identifier', 'KR-20871')}, that's the card for the Albion flats, test it with that. "
              "And something else that wound me up this week. Marcus went to a lock-out on Tuesday, a nice old Chubb on "
              "a front door, and drilled it inside five minutes because he had another job waiting. The lady wanted it "
              f"kept, it was her dad's door. So from now on {drill}, unless there's a kid or a pan on the hob inside.",
              "Got it. I'll put a start time and an entry method on the job sheet so it shows how long was spent before drilling."),
         turn("Yeah do that. Then load the new blanks from the supplier, Marcus put the file in migrations.",
              ("", [call("bash", sqlite, error=True, command=f("command", "sqlite3 shop/keycodes.sqlite3 < migrations/007_blanks.sql"))]),
              "Two rows in the new blanks have the same supplier reference, so the second one is refused and the file "
              "stops at line 9."),
         turn("Marcus typed them in twice from two catalogues and one of them's wrong. I don't know which. Leave it till "
              "I've rung Silca.",
              "Leaving it; the blanks table is as it was before the file.")),
        (turn("Hollis Lettings rang. They want us to "
              f"{f('rejected', 'keep spare keys for all their tenants here at the shop')}, about ninety flats. I said I'm not "
              "having ninety sets of keys with addresses on in my shop, that's a burglar's shopping list. I said we'd fit a "
              "key safe in their office and cut the copies for it, and they went for that.",
              "So a key safe at Hollis's office, with the copies cut here. Shall I add them as an account?"),
         turn("Yes, account for Hollis. What else could we do to get more work in, do you think?",
              "One thing: a lot of locksmiths "
              f"{f('rejected', 'advertise round-the-clock emergency call-outs')} on their website, and the night call-outs pay well."),
         turn("I've got two kids and I'm in bed by ten.",
              "Fair enough. Another small one: the app writes to the database once per cut. Want me to batch them so the "
              "counter doesn't stall when it's busy?"),
         turn("Yes, batch them.",
              ("", [call("edit", "Applied 1 edit.", path="shop/sync/writer.py", oldText="for cut in cuts:\n    db.insert(cut)",
                         newText="db.insert_many(cuts)")]),
              "Batched; a busy Saturday's cuts go in as one write.")),
        (turn(f"Nice one. Our daytime call-out is {f('number', '£65 before six')} and double after. I keep thinking we "
              f"should {smart} on the counter too, people ask for them.",
              "They do sell. Worth checking you can get spare parts for them though."),
         turn(f"Marcus says the same. Anyway. I need {price_card}, I'm sick of looking them up. And a question I've been "
              f"meaning to ask someone, {dbs}? The council keeps sending them to the big firm.",
              "Noted on the price card."),
         turn("How many cuts did we do last week?",
              ("", [call("bash", "412", command="sqlite3 shop/keycodes.sqlite3 \"select count(*) from cuts where day >= date('now','-7 day')\"")]),
              "412 cuts last week.")),
    )
    later = ((7, (turn("About those Wi-Fi locks. Marcus had one apart on the counter yesterday and showed me, there's nothing in "
                       "it you could fix, and when it breaks the customer's locked out and ringing us. We're not doing them. We'll "
                       "stick to locks we can get parts for.",
                       "No smart locks on the counter, then; only makes with parts."),)),
             (14, (turn("Have you done the price card for the counter yet? A woman stood there for ten minutes today while I "
                        "looked up a Yale.", "Not yet, sorry."),)),
             (21, (turn("The insurers were in. They want "
                        f"{f('pending', 'a list of every safe we opened this year by the end of March')}, for the policy.",
                        "I'll pull the safe jobs out of the job sheets."),)))
    return Scripted("fresh13-en-locksmith", "en", rounds, tuple(f.facts), held_out=True, fresh13=True, later=later,
                    routine=routine_en("locksmith"))


def _funeral() -> Scripted:
    f = Builder()
    invalid = f("failure", "ActiveRecord::RecordInvalid: Validation failed: Cremation form can't be blank")
    rails = ("Importing 37 arrangements from legacy/2018.csv\n  ok ARR-2018-0001 ... ok ARR-2018-0031\n" + invalid + " (ActiveRecord::RecordInvalid)\n"
             "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/validations.rb:84:in `raise_validation_error'\n"
             "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/validations.rb:55:in `save!'\n"
             "/srv/arrangements/script/import_legacy.rb:29:in `block in <main>'\n"
             "/srv/arrangements/script/import_legacy.rb:18:in `each'\n"
             "/srv/arrangements/script/import_legacy.rb:18:in `<main>'\n")
    expired = f("failure", "OpenSSL::SSL::SSLError: certificate verify failed (certificate has expired)")
    status = ("× slot-sync.service - Pull crematorium slots into arrangements\n"
              "     Loaded: loaded (/etc/systemd/system/slot-sync.service; enabled; preset: enabled)\n"
              "     Active: failed (Result: exit-code) since Tue 2025-02-04 06:00:07 GMT; 3h 12min ago\n"
              "    Process: 2211 ExecStart=/srv/arrangements/bin/rails runner SlotSync.run (code=exited, status=1/FAILURE)\n"
              "   Main PID: 2211 (code=exited, status=1/FAILURE)\n        CPU: 2.804s\n\n"
              "Feb 04 06:00:02 backoffice systemd[1]: Started slot-sync.service - Pull crematorium slots into arrangements.\n"
              "Feb 04 06:00:06 backoffice rails[2211]: SlotSync: GET https://bookings.vale-crem.org.uk/api/slots?week=6\n"
              "Feb 04 06:00:07 backoffice rails[2211]: " + expired + "\n"
              "Feb 04 06:00:07 backoffice systemd[1]: slot-sync.service: Main process exited, code=exited, status=1/FAILURE\n"
              "Feb 04 06:00:07 backoffice systemd[1]: slot-sync.service: Failed with result 'exit-code'.")
    phone = f("constraint", "we don't phone families before nine in the morning or after eight at night")
    stream = f("rejected", "stream every service online as standard")
    template = f("pending", "an order of service template that families can fill in themselves")
    vicar = f("pending", "a list of the funerals we have booked into St Anne's until Easter")
    rounds = (
        (turn("Hello. I'm Ruth, I run Aldous & Son with my brother Tom. My grandfather started it; we do "
              f"{f('number', 'about 230 funerals a year')} out of the one office and the chapel of rest behind it. Tom's "
              "son set us up with a little Rails program for the arrangements years ago, and I've been trying to get our "
              "old 2018 records into it.",
              ("", [call("bash", rails, error=True, command=f("command", "bin/rails runner script/import_legacy.rb legacy/2018.csv"))]),
              "Thirty-one went in. The thirty-second is a cremation with no cremation form recorded, and the program "
              "won't save a cremation without one."),
         turn("That'll be one where the paperwork's in the cabinet and nobody scanned it. Don't make it skip the check, the "
              "check's right. I'll have to go and find the form. Where does the check live?",
              ("", [call("bash", "app/models/arrangement.rb:14:  validates :cremation_form, presence: true, if: :cremation?",
                         command="grep -rn 'cremation_form' app/models")]),
              f"In {f('path', 'app/models/arrangement.rb')}, line 14: a cremation must have its form.")),
        (turn("Good, leave it as it is. Some things you should know about how we work, because Tom's son never asked. "
              f"{f('constraint', 'A collection from a house is always two of us, never one')}. The hospital mortuary is "
              "different, their porters help, but from a house, two. So if the program plans the day, it plans it for two.",
              "Then a home collection will need two staff on it before the day plan accepts it."),
         turn("And because people are raw, and half our families are elderly, and the doctor's paperwork is always late "
              f"and the registrar rings at funny times, {phone}, whatever the paperwork needs, and that goes for the "
              "reminders the program makes too.",
              "I'll keep every call reminder between nine and eight, and move the ones outside that to the next morning."),
         turn("The crematorium times haven't come through since the weekend.",
              ("", [call("bash", status, error=True, command=f("command", "systemctl status slot-sync.service"))]),
              "The crematorium's booking site is presenting a certificate that expired, so our side refuses to talk to it. "
              f"The service itself, {f('path', '/etc/systemd/system/slot-sync.service')}, is fine."),
         turn("So it's them. I'll ring the crematorium office. Don't switch the checking off, I don't want to be the one "
              "who gets hacked.",
              "I won't touch the checking.")),
        (turn("Tom had the rep from the crematorium's streaming people round. They want us to "
              f"{stream}, put it in our price. Let me think about that one.",
              "All right. It would put the price up for everyone."),
         turn("Can the program remind us to ring the family the day before a funeral?",
              "It can. Or I could set it up to "
              f"{f('rejected', 'send the families an automatic text the day before')}, which saves you the call."),
         turn("No. Somebody from here rings them. Put the reminder in for us.",
              ("", [call("edit", "Applied 1 edit.", path="app/jobs/day_before_reminder_job.rb", oldText="# TODO",
                         newText="Reminder.create!(arrangement: a, kind: :ring_family)")]),
              "The reminder goes to whoever made the arrangement, the morning before."),
         turn(f"Thanks. Now look up {f('identifier', 'ARR-2025-0187')} for me, the Pickering funeral.",
              ("", [call("bash", "ARR-2025-0187 | Pickering, Joan | burial, St Anne's | 2025-02-14 11:00 | next of kin: Alan Pickering",
                         command="bin/rails runner 'puts Arrangement.find_by(ref: ARGV[0]).summary' ARR-2025-0187")]),
              "Burial at St Anne's on the fourteenth at eleven; next of kin Alan Pickering. Would it help to have the next "
              "of kin's phone at the top of that screen instead of at the bottom?"),
         turn("Yes, that would help, put it at the top.",
              ("", [call("edit", "Applied 1 edit.", path="app/views/arrangements/show.html.erb", oldText="<%= render 'kin' %>",
                         newText="")]),
              "It's at the top.")),
        (turn("I went to the trade fair in Harrogate. A marketing chap spent half an hour telling me to "
              f"{f('rejected', 'list us on the funeral comparison sites')}. We'll stay with the parish magazine and word of "
              "mouth, thank you, that's where our families come from.",
              "Parish magazine and word of mouth, then."),
         turn(f"Our standard funeral is {f('number', '£3,450 before the crematorium fee')}. And the vicar at St Anne's asked "
              f"me for {vicar}. Also I'd like "
              f"{template}, the printers keep getting the hymns wrong.",
              "OK."),
         turn("What's on tomorrow?",
              ("", [call("bash", "2 funerals, 1 home collection (2 staff), 3 arrangement meetings",
                         command="bin/rails runner 'puts DayPlan.for(Date.tomorrow)'")]),
              "Two funerals, one home collection with two of you on it, and three arrangement meetings.")),
    )
    later = ((6, (turn("The streaming. I've thought about it, and no, not in everyone's price. When a family asks for it, "
                       "we'll book it for them, and they pay for that one.",
                       "Only when a family asks, then, charged to that funeral."),)),
             (12, (turn("Something I forgot. "
                        f"{f('pending', 'The pre-paid plans from before 2019 are still only on paper in the filing cabinet')}, "
                        "none of them are in the program.",
                        "So those plan holders wouldn't show up if they died and the family rang."),)),
             (19, (turn("Did you ever do the order of service template? A family asked for one again.", "No, not yet."),)))
    return Scripted("fresh13-en-funeral", "en", rounds, tuple(f.facts), held_out=True, fresh13=True, later=later,
                    routine=routine_en("funeral"))


def _dive() -> Scripted:
    f = Builder()
    keyerr = f("failure", "** (KeyError) key :max_depth_m not found in: %{name: \"Morwenna\", level: \"open_water\", cert: \"PADI-OW\"}")
    mix = ("Compiling 2 files (.ex)\nGenerated harbour app\n..........\n\n"
           "  1) test books an advanced diver onto the Manacles slot (Harbour.BookingsTest)\n"
           "     test/harbour/bookings_test.exs:41\n"
           "     " + keyerr + "\n"
           "     code: assert {:ok, _} = Bookings.book(slot, diver)\n"
           "     stacktrace:\n"
           "       (harbour 0.4.0) lib/harbour/bookings/dive_slot.ex:58: Harbour.Bookings.DiveSlot.fits?/2\n"
           "       (harbour 0.4.0) lib/harbour/bookings.ex:22: Harbour.Bookings.book/2\n"
           "       test/harbour/bookings_test.exs:47: (test)\n\n"
           "..........\nFinished in 0.4 seconds (0.1s async, 0.3s sync)\n23 tests, 1 failure\n")
    apt = f("failure", "E: Unable to locate package libgpiod2")
    docker = ("#0 building with \"default\" instance using docker driver\n\n"
              "#5 [2/5] RUN apt-get update && apt-get install -y libgpiod2 python3-serial\n"
              "#5 0.912 Get:1 http://deb.debian.org/debian trixie InRelease [140 kB]\n"
              "#5 4.330 Reading package lists...\n#5 5.011 Building dependency tree...\n"
              "#5 5.102 " + apt + "\n#5 ERROR: process \"/bin/sh -c apt-get update && apt-get install -y libgpiod2 "
              "python3-serial\" did not complete successfully: exit code: 100\n------\n"
              " > [2/5] RUN apt-get update && apt-get install -y libgpiod2 python3-serial:\n------\n"
              "ERROR: failed to solve: process \"/bin/sh -c apt-get update && apt-get install -y libgpiod2 python3-serial\" "
              "did not complete successfully: exit code: 100")
    depth = f("constraint", "nobody goes below 18 metres off our boat without an Advanced card")
    sticker = f("constraint", "no cylinder gets filled with an out-of-date visual inspection sticker")
    nitrox = f("rejected", "sell nitrox fills to walk-ins")
    tides = f("pending", "the tide times for the Manacles slots on the booking page")
    rounds = (
        (turn("Hi there, Jago from Porthkerris Divers. Little dive centre on the harbour: a shop, a compressor, a RIB, "
              "courses and boat dives. The booking system is Elixir, a mate wrote it, and I've added a depth limit to the "
              f"slots in {f('path', 'lib/harbour/bookings/dive_slot.ex')}. Tests are unhappy.",
              ("", [call("bash", mix, error=True, command=f("command", "mix test test/harbour/bookings_test.exs"))]),
              "The slot now asks each diver for their maximum depth, and the diver records don't have that field yet, "
              "so looking it up fails for the first diver."),
         turn("Right, the depth goes on the diver's record once I've been through everyone's cards, that's a job for a wet "
              "day. Leave the test failing so I don't forget. Why the depth? Because "
              f"{depth}, not even if they tell you they did it in Egypt last year. Card or no deeper.",
              "Then the card level is what sets it; I'll read the limit from the card once the records have it.")),
        (turn("The other thing, and I'm still cross about it. A Saturday helper filled a twelve for a visiting diver on "
              "Sunday and the sticker was eighteen months out. Nothing happened, but it could have. So "
              f"{sticker}, not for friends, not for anyone.",
              "I'll have the fills log refuse a cylinder whose inspection date is more than a year old."),
         turn(f"Please. The fills log runs on the Pi by the compressor, {f('path', 'fills-logger/Dockerfile')} is how it's built. "
              "I upgraded the Pi and it won't build any more.",
              ("", [call("bash", docker, error=True, command=f("command", "docker build -t fills-logger ."))]),
              "The base image moved to a newer Debian and the GPIO library isn't in it under that name any more, so apt "
              "stops at the install step."),
         turn("I'll have to check what the Pi's running now before we change anything. Leave it for today. The compressor "
              f"does {f('number', '280 litres a minute')}, by the way, if the log asks.",
              "Leaving the Dockerfile alone until you've looked.")),
        (turn("E-mail from the Lugger Hotel. They asked us to "
              f"{f('rejected', 'run try-dives in their pool every Saturday')}. I wrote back that we'd do the first Saturday of "
              "the month, and they were happy with that.",
              "First Saturday of the month at the Lugger, then. Do you want it as a recurring slot?"),
         turn("Yes, recurring. What else could the shop be doing, do you reckon?",
              ("", [call("edit", "Applied 1 edit.", path="priv/repo/seeds/recurring.exs", oldText="[]",
                         newText="[%{name: \"Lugger try-dive\", rule: \"first saturday\"}]")]),
              "The Lugger's in. As for the shop: a lot of centres "
              f"{nitrox}, it's good money for the compressor time."),
         turn("Who'd do the analysing?",
              "You or whoever's on the shop; each fill gets analysed and signed for."),
         turn(f"Hmm. Our PADI centre number is {f('identifier', 'S-30781')}, put that on the course pages. Kit asked me if "
              f"we could {f('rejected', 'run night dives from the RIB')} in the summer, and I asked the harbour master. He "
              "won't have us coming in through the moorings after dark, so that's that, tell Kit if he asks.",
              "I'll tell Kit it's the harbour master's call. One more idea: when a boat slot is full, shall I let people "
              "join a waiting list instead of turning them away?"),
         turn("Yes, a waiting list is good.",
              ("", [call("edit", "Applied 1 edit.", path="lib/harbour/bookings.ex", oldText="{:error, :full}",
                         newText="{:waitlisted, Waitlist.add(slot, diver)}")]),
              "Full slots take names on a waiting list now.")),
        (turn(f"The RIB takes {f('number', 'twelve divers and two crew')}. I want {tides}, people keep ringing to ask when "
              "we go. And something nobody's told me yet, "
              f"{f('pending', 'do we need a new risk assessment now the RIB has the bigger engine')}?",
              "I'll look at the tide times."),
         turn("How full is next weekend?",
              ("", [call("bash", "Sat: 11/12 (2 waitlisted)\nSun: 7/12", command="mix run -e 'Harbour.Report.weekend()'")]),
              "Saturday's nearly full with two on the waiting list, Sunday has five spaces.")),
    )
    later = ((5, (turn("About nitrox for walk-ins. No. I'm not blending for people I've never seen dive and can't vouch for; our "
                       "own students and the club can have it.",
                       "Nitrox for your students and the club only."),)),
             (16, (turn("Heads up: "
                        f"{f('pending', 'the compressor air test certificate has to go to the insurer before 1 April')}, or we "
                        "can't fill.", "Noted, 1 April."),)),
             (23, (turn("Did the air test certificate go off to the insurer?", "I don't know, I haven't seen it go."),)))
    return Scripted("fresh13-en-dive", "en", rounds, tuple(f.facts), held_out=True, fresh13=True, later=later,
                    routine=routine_en("dive"))


def _upholstery() -> Scripted:
    f = Builder()
    missing = f("failure", "Error in if (repeat_cm > 0) { : missing value where TRUE/FALSE needed")
    rlog = ("Loading jobs/2025-03.csv (14 jobs)\nWarning message:\n"
            "In readLines(con) : incomplete final line found on 'jobs/2025-03.csv'\n"
            + missing + "\nCalls: estimate -> sapply -> lapply -> FUN\nExecution halted\n")
    undef = f("failure", "undefined reference to `stepper_home_all'")
    ld = ("cc -O2 -Wall -c -o main.o main.c\ncc -O2 -Wall -c -o gcode.o gcode.c\ncc -O2 -Wall -c -o stepper.o stepper.c\n"
          "stepper.c:88:13: warning: 'pulse_delay' defined but not used [-Wunused-function]\n"
          "cc -O2 -Wall -o foamcut main.o gcode.o stepper.o -lm\n"
          "/usr/bin/ld: main.o: in function `main':\nmain.c:(.text.startup+0x1a4): " + undef + "\n"
          "collect2: error: ld returned 1 exit status\nmake: *** [Makefile:14: foamcut] Error 1\n"
          "make: Leaving directory '/home/bev/foamcut'")
    signed = f("constraint", "we don't cut a customer's own fabric until they've signed for the quantity")
    photos = f("pending", "photos of Mrs Okafor's chair frame before we close it up")
    waste = f("pending", "a monthly note of how much fabric we throw away")
    classes = f("rejected", "run weekend upholstery classes")
    rounds = (
        (turn("Hello, this is Bev at Tack & Tassel, we're an upholstery workshop, me, Gill and our apprentice Jade. I've "
              f"got an R script that works out fabric for a quote, {f('path', 'quotes/yardage.R')}, and this month's jobs "
              "won't go through it.",
              ("", [call("bash", rlog, error=True, command=f("command", "Rscript quotes/yardage.R jobs/2025-03.csv"))]),
              "One of the jobs has no pattern repeat filled in, so the test for a repeat gets a missing value and R "
              "stops. The warning above it is only a missing newline at the end of the file."),
         turn("Which job?",
              ("", [call("bash", "J-2503-09,wing chair,,", command="grep ',,' jobs/2025-03.csv")]),
              "The wing chair, J-2503-09."),
         turn("Don't default it to nothing. A blank repeat means Jade didn't measure the fabric, and if I quote it without "
              "the repeat it comes out short. I'll get her to measure it tomorrow.",
              "I'll leave the script and the file as they are.")),
        (turn("Something you need to know before you touch the quoting. The law says anything made before 1950 can keep "
              "its old stuffing, and some of our customers want that, but whatever goes in new, "
              f"{f('constraint', 'new foam is always CMHR, even on the pre-1950 pieces')}. I'm not having one of ours "
              "go up in somebody's front room.",
              "So any foam line on a quote is CMHR, whatever the age of the piece."),
         turn("And this one's a moan. Last spring a woman brought in her own velvet for a sofa, we cut it, and then she "
              "swore blind she'd given us two metres more than she got back in offcuts. So now "
              f"{signed}. Put a line for it on the job card.",
              "I'll add a \"quantity received\" line with a signature box, and the cutting list won't print until it's filled."),
         turn("Good. Gill's been writing a bit of C for the foam table, the cutter thing.",
              ("", [call("bash", ld, error=True, command=f("command", "make -C foamcut"))]),
              f"It compiles, but it won't link: main calls a homing function that isn't written yet in "
              f"{f('path', 'foamcut/stepper.c')}."),
         turn("She's halfway through it. Leave it for her, she'll go spare if I let you finish it.",
              "I'll leave the homing to Gill.")),
        (turn("Jade's been on the phone to that interior designer in Clifton. She wants us to "
              f"{f('rejected', 'turn her dining chairs round in 48 hours')} for a shoot.",
              "What shall Jade tell her?"),
         turn("No. Two weeks, same as everyone. Tell Jade to tell her that.",
              "Two weeks, and Jade will pass it on."),
         turn(f"Our labour is {f('number', '£48 an hour')} now. Anything you'd change in how we do foam?",
              "You could "
              f"{f('rejected', 'buy the foam pre-cut from the supplier')}; it'd save the cutting table time."),
         turn("Thanks, but we'll keep cutting it here, nothing we do is a standard size.",
              "Cutting it here, then. Shall I add a waste allowance column to the estimate so the offcuts are priced in?"),
         turn("Yes, put a waste column in, ten percent.",
              ("", [call("edit", "Applied 1 edit.", path="quotes/yardage.R", oldText="total <- sum(metres)",
                         newText="total <- sum(metres) * 1.10")]),
              "Estimates carry ten percent for waste now.")),
        (turn(f"A wing chair's {f('number', 'around seven metres of plain fabric')}, more with a pattern. Mrs Okafor on job "
              f"{f('identifier', 'J-2503-14')} wants {photos}, she's writing a history of the house. And I'd like {waste}.",
              "Sure."),
         turn(f"I've been thinking we could {classes}, there's nowhere round here that does them. Also, "
              f"{f('pending', 'do church pew cushions count as domestic furniture under the fire regs')}? St Mary's want theirs done.",
              "The classes could fill the quiet weeks."),
         turn("What's on the books for next week?",
              ("", [call("bash", "6 jobs, 31.5 m fabric, 2 awaiting customer fabric", command="Rscript quotes/week.R")]),
              "Six jobs, about thirty-one metres of fabric, two waiting for the customer's own.")),
    )
    later = ((8, (turn("The weekend classes are off. Gill said she's not giving up her Saturdays for it, and she's right, we're "
                       "both worn out by Friday.",
                       "No classes, then."),)),
             (17, (turn("Did you start that monthly fabric waste note? Gill reckons we bin a fortune.",
                        "Not yet."),)))
    return Scripted("fresh13-en-upholstery", "en", rounds, tuple(f.facts), held_out=True, fresh13=True, later=later,
                    routine=routine_en("upholstery"))


SESSIONS = (_locksmith(), _funeral(), _dive(), _upholstery())
