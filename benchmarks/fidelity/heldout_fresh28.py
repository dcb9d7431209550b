"""Twenty-eighth fresh held-out set (English): written blind, against the twenty-fifth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. Another writer wrote the sibling half of
this set at the same time.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in building and making trades used nowhere else in the
corpus (grepped with ``grep -il``: a sash window restorer, an ornamental plasterer, a terrazzo floor
contractor, a steeplejack firm). Proposals come from the assistant, a client (by e-mail, through the
joiner, decided by the council's conservation officer), the owner's father, a housing association
(through the office manager), a Mackintosh society (by e-mail), an uncle, a gallery café's architect (by
e-mail, through the foreman), a school's governors (through its business manager), the owner's son and a
parochial church council (by e-mail, through the churchwarden). Failures are multi-line blocks from
FreeCAD's command line, nextcloudcmd, COLMAP, Gnumeric's ssconvert, LibreDWG's dwg2dxf, swaks,
OpenDroneMap (in Docker) and asciidoctor-pdf; each is left unresolved for a reason given in the dialogue.
Routine work (``routine_kitbook``) is this file's own: a tool-and-plant loan tracker with a PureScript
(Halogen, spago) front end and an Erlang/OTP (cowboy, rebar3, Postgres through epgsql) backend; it has
turns that look like facts (rules of thumb, accepted suggestions, numbers, paths) and are not planted.

Descriptions:
- sashwindows: Pip Hartley runs Hartley & Daughters, restoring Georgian and Regency box sash windows from
  a workshop on Tewkesbury Road in Cheltenham, with Bartek the joiner, Owain the apprentice and her
  "retired" dad Clive. Owain draws moulding profiles in FreeCAD and a script exports them for the cutter
  grinder; job photos sync to a Nextcloud her brother-in-law Gethin hosts. Rules: inside a long account
  of an overhaul, every sash gets weighed before the weights are ordered; after Owain skipped a box of
  1790s glass, original glass never goes in the skip, it goes in the crate with the job number on.
  Proposals: the assistant's client log-in page for progress photos (turned down by a reason alone: the
  customers ring, or want a PDF); Mrs Thackeray, by e-mail through Bartek, wants slimline double glazing
  in the front elevation (the conservation officer says it would be refused, relayed); Clive wants the
  second-hand Weinig moulder at the Swindon auction (put off, refused a round later: no three-phase, the
  wall would have to come down); the assistant's weights calculator is accepted. Numbers: £340 per sash
  for an overhaul; reclaimed crown glass at £95 a square metre. Paths: the lamb's tongue profile model,
  the Lansdown Crescent photos folder. Identifiers: job HS-2611, foundry order PO-7730. Commands: a
  freecadcmd export, a nextcloudcmd sync. Failures: FreeCAD finds Sketch002 over-constrained, left for
  Owain who is on a college block week; Nextcloud answers 507 Insufficient Storage, left because Gethin,
  who has the admin log-in, is on a stag do in Prague. Open: a cutting list for the fourteen Lansdown
  Crescent sashes (asked again later); whether the conservation officer wants a glass survey before work
  starts (she hasn't replied); a later ask from Clive for a one-page price list for the Cheltenham Home
  Show by Thursday 9 April.
- plasterwork: Ewan Buchanan runs Buchanan Ornamental Plaster from a railway arch in Partick, running
  lime cornices and casting fibrous plaster for West End tenements, with Davie the journeyman and Morag
  in the office. He wants a cornice profile out of Davie's photos with COLMAP, and the lime mix sheet as a
  PDF. Rules: inside a long account of the work, no gypsum goes on a lime ceiling; after a joiner upstairs
  brought a piece of ceiling down in a close, nobody works under an original ceiling until it has been
  propped. Proposals: the assistant's STL files of the profiles on Etsy (bluntly no); Partick Housing,
  through Morag, wants a fixed price for all 42 closes, Ewan counters with a schedule of rates plus a
  survey fee per close and they take it; the Mackintosh society, by e-mail, wants a weekend lime plaster
  course for the public (polite no, smaller offer: an hour's demo at Doors Open Day); the assistant's
  photo-naming scheme is accepted. Numbers: £68 a linear metre for a run cornice; at least 72 hours
  between coats. Paths: the Hyndland Road scans folder, the lime mixes workbook. Identifiers: mould
  M-0347, quote Q-2026-031. Commands: colmap feature_extractor with the GPU on; ssconvert to PDF.
  Failures: COLMAP's SiftGPU check fails (no usable GPU context), left until the new graphics card on
  order arrives on Tuesday; ssconvert can't open the password-protected workbook, left because Morag set
  the password and is on Islay with no signal. Open: a measured drawing of the ceiling rose at 14 Hyndland
  Road (asked again later); whether the Hyndland Road cornice has horsehair in it (the lab hasn't
  answered); Morag's later ask for the quarter's VAT figures by 7 May.
- terrazzo: Giulia Fogolar runs Fogolar Terrazzo in Bradford, the firm her Friulian grandad started; her
  uncle Renzo still grinds and Wayne runs the crew. She takes areas off architects' DWGs for quotes and
  sends quotes with a script. Rules: inside a long account of a pour, no pour until the slab reads under
  75% relative humidity; after slurry blocked the drain into a gallery café's kitchen, slurry never goes
  down a client's drain. Proposals: Renzo wants to import the marble chip direct from Verona (turned down
  by a reason alone: a 24-tonne container minimum against four tonnes a year); the gallery café's
  architect, by e-mail through Wayne, wants the café logo in brass across the whole floor (polite no,
  smaller offer: one logo at the entrance and a brass border); St Wilfrid's governors, through the
  business manager, voted down the school crest in the entrance hall floor (relayed); the assistant's
  automatic waste allowance is accepted. Numbers: 240 square metres; £185 per square metre. Paths: the St
  Wilfrid's DWG, the takeoff script. Identifiers: job FT-2419, drawing A-102 rev C. Commands: dwg2dxf on
  the drawing; swaks to Microsoft 365. Failures: dwg2dxf finds an HTML page where the DWG should be (an
  expired share link), left because the architect Harriet is at a conference in Copenhagen till Monday;
  Microsoft 365 has SMTP AUTH disabled for the tenant, left because Dom, the only admin, is on paternity
  leave. Open: a pass-by-pass grinding schedule for St Wilfrid's (asked again later); whether the café's
  underfloor heating can stay on while it cures (the M&E engineer hasn't replied); the business
  manager's later ask for the maintenance guide by 17 July.
- steeplejack: Lynn Ridley runs Ridley Steeplejacks in Consett with her son Connor and Stevie: spires,
  towers, mill stacks, lightning protection. Connor flew the drone round St Cuthbert's spire at
  Allensford; Lynn wants a 3D model from OpenDroneMap and the RAMS as a PDF from asciidoctor-pdf. Rules:
  inside a long account, nobody climbs if the gusts at the top are over 30 mph; after Stevie dropped a
  hammer near the flower ladies, the drop zone is fenced off before anyone goes up. Proposals: the
  assistant's drone-only inspections at a cut price (bluntly no); Connor's second-hand 42-metre cherry
  picker (put off, refused a round later); the PCC, by e-mail through the churchwarden, wants to pay in
  three instalments after the job is finished, Lynn counters with a 25% deposit and the rest on
  completion at 60 days and they agree; the assistant's gust forecast in the RAMS template is accepted.
  Numbers: a 47-metre spire; £1,150 a day for a two-man crew. Paths: the spire images folder, the RAMS
  source. Identifiers: CAA operator ID GBR-OP-R7KD2M94QX1T, job RS-0917. Commands: the ODM docker run,
  the asciidoctor-pdf build. Failures: ODM runs out of memory (at the end of a long log), left until the
  64 GB of RAM arrives on Friday; asciidoctor-pdf can't find the theme's font, left because it is on the
  old laptop in Connor's van and he's in Aberdeen all week. Open: the earth resistance test sheet for St
  Cuthbert's (asked again later); whether the bats in the louvres mean a Natural England licence (the
  ecologist hasn't replied); the churchwarden's later ask for the drawings and method statement for the
  DAC by 30 September.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a PureScript + Erlang loan tracker
def routine_kitbook(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The overdue badge test has gone red on CI again.",
                ("Running the front-end tests.", [
                    call("bash",
                         "[info] Build succeeded.\n"
                         "Kitbook.Loan\n"
                         "  ✓ counts open loans per tool\n"
                         "  ✗ marks a loan overdue the day after it is due:\n\n"
                         "    2 ≠ 3\n\n"
                         "13/14 tests passed\n"
                         "[error] Tests failed: exit code: 1",
                         error=True, command="spago test"),
                ]),
                ("The test builds 'now' in local time and the due dates come back from the Erlang side in UTC, "
                 "so late in the evening they straddle midnight. Making the fixture pass an Instant instead.", [
                    call("edit", "ok", path="test/Test/Kitbook/Loan.purs",
                         old="now <- liftEffect nowDateTime", new="let now = fixtureNow"),
                    call("bash", "14/14 tests passed", command="spago test"),
                ]),
                "Green. Rule of thumb worth keeping: the server speaks UTC and only the view converts to local "
                "time.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Can tools have a serial number? The insurer keeps asking for them.",
                ("Adding a column and threading it through.", [
                    call("write", "ok", path="apps/kitbook/priv/migrations/0007_tool_serial.sql",
                         content="ALTER TABLE tools ADD COLUMN serial text;"),
                    call("edit", "ok", path="apps/kitbook/src/kb_tools.erl",
                         old="-record(tool, {id, name, category}).",
                         new="-record(tool, {id, name, category, serial = undefined})."),
                    call("bash", "===> Performing EUnit tests...\n......................................\n"
                                 "Finished in 0.412 seconds\n38 tests, 0 failures", command="rebar3 eunit"),
                ]),
                "Done; the form caps it at 40 characters. I could also print the serial on the loan card so "
                "whoever takes the tool can check it matches.",
            ),
            turn("Yes, put it on the card.", "Added under the tool name on the card, in small grey text."),
        )
    if k == 2:
        return (
            turn(
                "Dialyzer is moaning in the pipeline.",
                ("Checking.", [
                    call("bash",
                         "===> Verifying dependencies...\n"
                         "===> Analyzing 14 files with _build/default/27.1_plt...\n\n"
                         "apps/kitbook/src/kb_loans.erl\n"
                         "Line 88 Column 2: Invalid type specification for function kb_loans:due_back/1.\n"
                         " The success typing is kb_loans:due_back(#{'due' := calendar:datetime(), _ => _}) -> boolean()\n"
                         " But the spec is kb_loans:due_back(#loan{}) -> boolean()\n"
                         "===> Warnings occurred running dialyzer: 1",
                         error=True, command="rebar3 dialyzer"),
                ]),
                ("The function was switched to maps last week and the spec still says record. Fixing the spec.", [
                    call("edit", "ok", path="apps/kitbook/src/kb_loans.erl",
                         old="-spec due_back(#loan{}) -> boolean().",
                         new="-spec due_back(#{due := calendar:datetime(), _ => _}) -> boolean()."),
                    call("bash", "===> Analyzing 14 files with _build/default/27.1_plt...\n"
                                 "===> Warnings occurred running dialyzer: 0", command="rebar3 dialyzer"),
                ]),
                "Clean. Keep a -spec on every exported function; CI fails on any dialyzer warning.",
            ),
        )
    if k == 3:
        return (
            turn(
                "The Return button stays greyed out if the request fails.",
                ("Looking at the component.", [
                    call("read", path="src/Kitbook/Component/LoanCard.purs",
                         result="  Return -> do\n    H.modify_ _ { busy = true }\n    res <- H.lift (Api.returnLoan st.id)\n"
                                "    case res of\n      Right _ -> H.modify_ _ { busy = false, returned = true }\n"
                                "      Left _ -> pure unit"),
                ]),
                "Only the Right branch clears busy, so after a failed request the button never comes back. I'll "
                "clear busy after the case and show the error text on Left.",
            ),
            turn("Go on.", ("Changed.", [call("bash", "[info] Build succeeded.", command="spago build")]),
                 "Done, it builds and the button recovers after a failed return."),
        )
    if k == 4:
        return (
            turn(
                "Bump cowboy to the latest 2.x, would you?",
                ("Upgrading the one dependency.", [
                    call("bash", "===> Upgrading cowboy ({pkg,<<\"cowboy\">>,<<\"2.10.0\">>})\n"
                                 "===> Upgrading cowlib ({pkg,<<\"cowlib\">>,<<\"2.12.1\">>})",
                         command="rebar3 upgrade cowboy"),
                    call("bash", "===> Compiling kitbook", command="rebar3 compile"),
                ]),
                "Now on cowboy 2.12.0 and it compiles cleanly. I'd pin it as {cowboy, \"2.12.0\"} in rebar.config "
                "so a fresh checkout gets the same one.",
            ),
            turn("Fine, pin it.", "Pinned."),
        )
    return (
        turn(
            "The loans list takes ages to open on the van tablet.",
            ("Looking at the query.", [
                call("bash",
                     "Seq Scan on loans  (cost=0.00..4120.00 rows=1987 width=96) (actual time=0.031..1841.770 rows=2004 loops=1)\n"
                     "  Filter: (returned_at IS NULL)\n"
                     "Execution Time: 1843.112 ms",
                     command="psql kitbook -c \"EXPLAIN ANALYZE SELECT * FROM loans WHERE returned_at IS NULL\""),
            ]),
            ("A sequential scan over every loan ever made. Adding a partial index on the open ones.", [
                call("write", "ok", path="apps/kitbook/priv/migrations/0008_open_loans_idx.sql",
                     content="CREATE INDEX open_loans_idx ON loans (tool_id) WHERE returned_at IS NULL;"),
                call("bash", "Index Scan using open_loans_idx on loans\nExecution Time: 38.204 ms",
                     command="psql kitbook -c \"EXPLAIN ANALYZE SELECT * FROM loans WHERE returned_at IS NULL\""),
            ]),
            "Down from about 1.8 seconds to 38 ms. The Halogen list also renders every row at once; I'd page it "
            "at 50.",
        ),
        turn("50 a page is fine.", "Paged at 50, with next and previous buttons."),
    )


# ---------------------------------------------------------------- sashwindows
def _sashwindows() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning! Right, so, I'm Pip, I run Hartley & Daughters, we restore sash windows, workshop's on "
            "Tewkesbury Road in Cheltenham behind the tyre place. It's me, Bartek who's our joiner, Owain the "
            "apprentice, and my dad Clive, who retired in 2019 and has been in every single day since. Most of "
            "what we do is Georgian and Regency box sashes: take them out, strip them, splice new timber into "
            "the rotten bits, reglaze, new cords, draught-strip, back in. A full overhaul is "
            + f("number", "£340 per sash") + ", glass extra if it's broken. The bit people forget is the weights. "
            "The sash and its two weights have to balance, and if you've spliced in new oak or changed the glass "
            "the sash weighs different, so " + f("constraint", "every sash gets weighed before the weights are ordered")
            + ", no guessing off the old ones, Dad learned that the hard way on a job in Montpellier in the 90s "
            "(a sash came down on a lady's fingers, don't ask). Anyway! The computer side. Owain draws our "
            "moulding profiles in FreeCAD and there's a little script that exports the profile outline as a "
            "drawing for the cutter grinder. The one I need now is "
            + f("path", "/home/pip/hartley/profiles/lambs_tongue.FCStd") + ", it's for the Lansdown Crescent job, "
            + f("identifier", "HS-2611") + ", fourteen sashes, lovely house, bit of a nightmare client.",
            ("Let me look at the export script and then try it on that profile.", [
                call("read", path="/home/pip/hartley/tools/export_profile.py",
                     result="import sys\nimport FreeCAD as App\nimport Part\n\ndoc = App.openDocument(sys.argv[1])\n"
                            "doc.recompute()\noutline = doc.getObject('Pad').Shape.slice(App.Vector(0, 0, 1), 0.0)\n"),
                call("bash",
                     "FreeCAD 0.21.2, Libs: 0.21.2R33771 (Git)\n"
                     "(C) 2001-2023 FreeCAD contributors\n"
                     "FreeCAD is free and open-source software licensed under the terms of LGPL2+ license.\n\n"
                     "Loading profiles/lambs_tongue.FCStd ...\n"
                     "Recompute failed! Please check report view.\n"
                     + f("failure", "Sketch002: Over-constrained sketch (conflicting constraints: 14, 17)") + "\n"
                     "Pad: Linked object is not valid\n"
                     "Traceback (most recent call last):\n"
                     "  File \"tools/export_profile.py\", line 7, in <module>\n"
                     "    outline = doc.getObject('Pad').Shape.slice(App.Vector(0, 0, 1), 0.0)\n"
                     "Part.OCCError: BRep_API: command not done",
                     error=True,
                     command=f("command", "freecadcmd tools/export_profile.py profiles/lambs_tongue.FCStd")),
            ]),
            "The script itself is fine; it's the model that won't recompute. Sketch002 has two constraints "
            "that contradict each other, numbers 14 and 17, so the Pad built on it is invalid and the slice "
            "fails. Whoever drew it will know which dimension is the real one. I could guess by deleting one, "
            "but on a moulding that's 0.5 mm here or there on the tongue. Is that Owain's?",
        ),
        turn(
            "Yeah Owain's, and he's at college all this week, block release, phone off in lessons, and I'm not "
            "letting Dad anywhere near FreeCAD, he'd delete the lot. Leave it for Owain on Monday.",
            "Fine, the export waits for Owain. I won't touch the sketch.",
        ),
        turn(
            "While we're on Lansdown Crescent. The owner, Mrs Thackeray, emailed Bartek last night, she wants "
            + f("rejected", "slimline double glazing in the front elevation") + ", she's seen it on Instagram "
            "apparently. The whole crescent's listed so it's not our call anyway, Bartek's forwarded it to the "
            "conservation officer at the borough council to see what she says.",
            "Makes sense, in a listed terrace that's a listed building consent question, not a joinery one. "
            "I'll keep the quote as single glazing for now and add a line for the slimline units only if the "
            "council says yes.",
        ),
        turn(
            "Good. Anything else you'd do while Owain's away?",
            "One idea: a little " + f("rejected", "client page where each customer logs in and sees progress photos")
            + " of their own sashes in the workshop, stripped, spliced, reglazed, so they stop ringing to ask how "
            "it's going.",
        ),
        turn(
            "Ha. Our customers ring the workshop because they like ringing the workshop. Half of them are in "
            "their eighties and the other half are architects who want everything in a PDF they can forward to "
            "the planners.",
            "Fair enough, photos in the PDF report it is. Another thought, more workshop than website: a weights "
            "calculator on the job sheet. You put in what the sash weighs on the scale and it tells you the pair "
            "of weights to order, split so the top and bottom sash each balance, rounded to the foundry's 4 oz "
            "steps.",
        ),
        turn(
            "Oh go on, that'd save Dad's maths on the back of an envelope. Do that.",
            ("Adding it to the job sheet script.", [
                call("edit", "ok", path="/home/pip/hartley/tools/job_sheet.py",
                     old="def sash_row(s):",
                     new="def weights_for(sash_lb):\n    each = sash_lb / 2\n    return round(each * 4) / 4\n\n\n"
                         "def sash_row(s):"),
            ]),
            "Done. The sheet now has a 'weights each' column worked out from the weighed sash, in pounds, to the "
            "nearest quarter.",
        ),
    )
    r2 = (
        turn(
            "Right. News from the council, via Bartek: the conservation officer says the slimline units on the "
            "front would be refused if we applied, so don't bother applying. Bartek's told Mrs Thackeray, she "
            "is not happy but there we are. Back of the house she can have secondary glazing if she wants.",
            "Understood. The quote stays single glazing on the front; I'll add secondary glazing to the back "
            "sashes as an option line.",
        ),
        turn(
            "Lovely. Next thing. We take loads of photos of every job, before and after, the listed building "
            "people love them, and they're on the workshop PC in "
            + f("path", "/home/pip/hartley/photos/lansdown_crescent") + ". They're meant to sync up to the "
            "Nextcloud so Bartek can see them on site. Can you push them up?",
            ("Running the sync for that folder.", [
                call("bash",
                     "11-03 09:14:02:118 [ info nextcloud.sync.engine ]: #### Discovery start ####\n"
                     "11-03 09:14:03:902 [ info nextcloud.sync.engine ]: #### Discovery end #### 1784 ms\n"
                     "11-03 09:14:04:011 [ info nextcloud.sync.propagator.upload ]: HS-2611_front_01.jpg uploaded\n"
                     "11-03 09:14:04:630 [ info nextcloud.sync.propagator.upload ]: HS-2611_front_02.jpg uploaded\n"
                     "11-03 09:14:05:207 [ warning nextcloud.sync.networkjob ]: QNetworkReply::UnknownContentError "
                     + f("failure", "Server replied \"507 Insufficient Storage\" to \"PUT https://cloud.hartleysash.co.uk/remote.php/dav/files/pip/Jobs/HS-2611_front_03.jpg\"")
                     + "\n"
                     "11-03 09:14:05:209 [ warning nextcloud.sync.propagator ]: Could not complete propagation of "
                     "\"HS-2611_front_03.jpg\" by OCC::PropagateUploadFileV1 with status OCC::SyncFileItem::NormalError\n"
                     "11-03 09:14:05:902 [ warning nextcloud.sync.propagator ]: 61 more uploads skipped: "
                     "insufficient remote storage\n"
                     "11-03 09:14:06:014 [ info nextcloud.sync.engine ]: Sync run took 3896 ms\n"
                     "Error during synchronization: 507 Insufficient Storage",
                     error=True,
                     command=f("command", "nextcloudcmd --non-interactive -n /home/pip/hartley/photos/lansdown_crescent https://cloud.hartleysash.co.uk/remote.php/dav/files/pip/Jobs")),
            ]),
            "Two photos went up and then the server said 507 Insufficient Storage: the account's quota on the "
            "Nextcloud is full, so the other 62 were skipped. Somebody with admin on the server needs to raise "
            "the quota or clear space. Who runs it?",
        ),
        turn(
            "My brother-in-law Gethin, he rents the server off some German company, and he's the only one with "
            "the admin log-in. He's on a stag do in Prague till Tuesday and I'm not ringing him in that state. "
            "Leave it, Bartek can look at them on my phone.",
            "OK, the photo sync is parked until Gethin's back and can raise the quota.",
        ),
        turn(
            "Ugh, and Dad. Dad's been on at me all week about " + f("rejected", "the second-hand Weinig moulder at the Swindon auction")
            + ". It's about six grand plus the buyer's premium and he says we'd never have to send mouldings out "
            "again. I told him I'd think about it. Don't say anything if he's looking over my shoulder.",
            "I'll stay well out of it. If it helps you decide later I can add up what we spent sending mouldings "
            "out last year, but only if you want.",
        ),
        turn(
            "Maybe. Other thing, glass. For the broken panes we use reclaimed crown glass from the architectural "
            "salvage in Stroud, it's " + f("number", "£95 a square metre") + " and worth every penny, you get the "
            "wobble. And the weights, I've put the order in with the foundry, it's " + f("identifier", "PO-7730")
            + ", can you put that on the job sheet so Bartek knows they're coming?",
            ("Adding the order number and the glass price to the Lansdown Crescent sheet.", [
                call("edit", "ok", path="/home/pip/hartley/jobs/HS-2611/sheet.toml",
                     old="weights_order = \"\"", new="weights_order = \"PO-7730\""),
            ]),
            "Done, the sheet shows the foundry order under weights, and glass is priced per square metre.",
        ),
        turn(
            "Ta. Oh, and Bartek's asked the conservation officer "
            + f("pending", "whether she wants a glass survey before we start") + ", because if she does we "
            "can't take the front sashes out until it's done, and she hasn't answered. Three emails now.",
            "Noted. The front sashes wait on her answer; I'll keep the back ones moving.",
        ),
    )
    r3 = (
        turn(
            "Decided about the Weinig. To get it in we'd have to knock the end wall through, and it needs "
            "three-phase, which we haven't got, and the electrician wants four grand just to bring it in. So "
            "that's that, I told Dad, he's sulking in the van with a flask.",
            "Understood, mouldings keep going out to the mill.",
        ),
        turn(
            "Bit of a disaster yesterday, honestly. Owain cleared the bench when he got back and a box of the old "
            "panes from Lansdown Crescent went in the skip. Some of that was original crown glass, 1790s, you "
            "cannot buy it. We got most of it back out, on our knees in the skip. The conservation officer "
            "would have had kittens. So, new rule, it's on the wall in marker pen: "
            + f("constraint", "original glass never goes in the skip, it goes in the crate with the job number on")
            + ".",
            ("Oof. I'll put a glass crate line on the job sheet so every job has one.", [
                call("edit", "ok", path="/home/pip/hartley/tools/job_sheet.py",
                     old="FIELDS = ['job', 'address', 'sashes']",
                     new="FIELDS = ['job', 'address', 'sashes', 'glass_crate']"),
            ]),
            "Every sheet now has a glass crate box to fill in.",
        ),
        turn(
            "Good. And can you do me " + f("pending", "a cutting list for the fourteen Lansdown Crescent sashes")
            + " from the measurements sheet? Bartek wants it to order the Accoya.",
            "Yes. I'll do it from the measurements sheet once the weights column is sorted, later this week.",
        ),
        turn(
            "No rush, today anyway. Tea.",
            "Enjoy the tea.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did you ever do that cutting list for Lansdown Crescent? Bartek's asking again, the Accoya's "
                "gone up in price.",
                "Not yet, sorry: the measurements sheet still has three of the back sashes blank. As soon as "
                "Bartek fills those in I'll produce it.",
            ),
            turn("I'll nag him.", "Thanks."),
        )),
        (10, (
            turn(
                "Dad's gone and booked us a stand at the Cheltenham Home Show (no idea why, nobody there owns a "
                "sash window). Anyway he wants "
                + f("pending", "a one-page price list for the Cheltenham Home Show by Thursday 9 April")
                + ", big print, he says. Can you?",
                "Yes, I'll draft it from the job sheet prices and keep it to one page in big print.",
            ),
        )),
    )
    return Scripted(name="fresh28-sashwindows", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh28=True, later=later, routine=routine_kitbook)


# ---------------------------------------------------------------- plasterwork
def _plasterwork() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Ewan here, Buchanan Ornamental Plaster, we're in a railway arch in Partick under the line to "
            "Hyndland. Cornices, ceiling roses, run mouldings on the bench the old way with a zinc template, "
            "fibrous plaster casts for the bits that are too far gone. Tenements in the West End mostly, the odd "
            "big house in Dowanhill. The trade's simple enough once you've done it for thirty years: you "
            "survey, you take a squeeze or a profile off the best surviving bit, cut a template, run it in "
            "lime. And before you suggest anything clever, " + f("constraint", "no gypsum goes on a lime ceiling")
            + ", ever, it traps the damp and it'll be on somebody's carpet in ten years. We run a cornice in "
            "situ at " + f("number", "£68 a linear metre") + ", more if it's enriched. The job just now is a "
            "close on Hyndland Road, the cornice in the stair is half missing. What I want: Davie took about two "
            "hundred photos of the good stretch, all the way round, and I want a 3D profile out of them so I can "
            "cut the template without going up the ladder with a profile gauge. They're in "
            + f("path", "/home/ewan/bop/scans/hyndland_rd_cornice") + ".",
            ("I'll start with COLMAP's feature extraction on those photos.", [
                call("bash",
                     "\n==============================================================================\n"
                     "Feature extraction\n"
                     "==============================================================================\n\n"
                     "F0314 10:22:07.418233  8121 sift.cc:1129] "
                     + f("failure", "Check failed: sift_gpu.VerifyContextGL() == SiftGPU::SIFTGPU_FULL_SUPPORTED (0 vs. 1)")
                     + "\n*** Check failure stack trace: ***\n"
                     "    @     0x7f3c2a1b4b03  google::LogMessage::Fail()\n"
                     "    @     0x7f3c2a1bc9d1  google::LogMessage::SendToLog()\n"
                     "    @     0x7f3c2a1b47c2  google::LogMessage::Flush()\n"
                     "    @     0x55d1c0a3e1f4  colmap::SiftGPUFeatureExtractorThread::Run()\n"
                     "    @     0x7f3c29e6b253  (unknown)\n"
                     "Aborted (core dumped)",
                     error=True,
                     command=f("command", "colmap feature_extractor --database_path hyndland.db --image_path images --SiftExtraction.use_gpu 1")),
            ]),
            "COLMAP couldn't get a working OpenGL context for SiftGPU, so the GPU feature extractor aborted. "
            "That PC's graphics chip isn't up to it. I could run it on the CPU instead, but two hundred photos "
            "would tie the machine up for most of a day.",
        ),
        turn(
            "No, don't tie it up, I need it for invoices. There's a new card on order from Scan, the Nvidia one, "
            "supposed to come Tuesday. Leave it till it's in.",
            "Right, the reconstruction waits for the new card.",
        ),
        turn(
            "Aye. While you're waiting, anything useful?",
            "Once the scans work you'll build up a library of Glasgow cornice profiles. There's a market for "
            + f("rejected", "selling the cornice profiles as STL files on Etsy") + ", model makers and 3D "
            "printer folk buy that sort of thing.",
        ),
        turn("No.", "Understood."),
        turn(
            "Something useful, I said.",
            "Fair. Then a naming scheme for Davie's photos: street, close number, wall, then a running number, "
            "so hyndland-41-north-001.jpg. When there are six jobs on the go you can tell them apart without "
            "opening them.",
        ),
        turn(
            "Aye, fine, that's sensible. Davie will hate it. Also note down that the egg-and-dart for the rose "
            "comes off mould " + f("identifier", "M-0347") + ", he cast six lengths off it yesterday and I don't "
            "want anyone grabbing the wrong one off the shelf.",
            ("Adding a rename script and a note on the job.", [
                call("write", "ok", path="/home/ewan/bop/tools/rename_photos.py",
                     content="# street-close-wall-NNN.jpg\nimport sys, pathlib\n"),
                call("edit", "ok", path="/home/ewan/bop/jobs/hyndland_rd/notes.md",
                     old="## Moulds", new="## Moulds\n- egg-and-dart for the rose: M-0347 (six lengths cast)"),
            ]),
            "Done: the rename script is in tools and the mould is noted on the Hyndland Road job.",
        ),
    )
    r2 = (
        turn(
            "Morag's had an email from Partick Housing. They're doing a stair programme and they want "
            + f("rejected", "a fixed price for all 42 closes") + ". I can't do that, half of them I've never "
            "seen inside, one could be a wee patch and the next the whole ceiling's hanging. So I told Morag to "
            "offer them our schedule of rates instead, per metre of cornice, per rose, per square metre of "
            "ceiling, plus a survey fee per close, and they came back this morning and said aye, that works "
            "for them, they'll take the schedule. Morag's calling it " + f("identifier", "Q-2026-031") + ".",
            "Good result. Want me to lay the schedule out as a table they can drop into their tender system, "
            "with the survey fee on its own line?",
        ),
        turn(
            "Aye, later. First, the mix sheet. Morag keeps all our lime mixes in a spreadsheet, "
            + f("path", "/home/ewan/bop/mixes/lime_mixes.xlsx") + ", and I want a PDF of it for Davie's van.",
            ("Converting it with Gnumeric's ssconvert.", [
                call("bash",
                     "** (ssconvert:48211): WARNING **: 11:02:33.901: "
                     + f("failure", "Unable to open 'lime_mixes.xlsx': the file is password-protected and no password was given")
                     + "\n"
                     "** (ssconvert:48211): WARNING **: 11:02:33.902: Unsupported file format.\n"
                     "Loading file:///home/ewan/bop/mixes/lime_mixes.xlsx failed",
                     error=True,
                     command=f("command", "ssconvert --export-type=Gnumeric_pdf:pdf_assistant lime_mixes.xlsx lime_mixes.pdf")),
            ]),
            "The workbook is password-protected and ssconvert can't ask for the password when it runs like "
            "this. Do you have it?",
        ),
        turn(
            "Morag put a password on it after the last lad left and took our mixes to a firm in Paisley. She's "
            "on Islay at her sister's till Friday and there's no signal at the house. It'll keep.",
            "OK, the PDF waits for Morag and the password.",
        ),
        turn(
            "Now. Something happened Thursday. A joiner, not one of ours, was cutting a hatch in a flat above "
            "the close on Hyndland Road, and a bit of the original ceiling the size of a door came down in the "
            "stair. Davie had been under it ten minutes before. So from now on, "
            + f("constraint", "nobody works under an original ceiling until it has been propped") + ". Put that "
            "at the top of the method statement template, in bold.",
            ("That's a near thing. Putting it at the top of the template.", [
                call("edit", "ok", path="/home/ewan/bop/templates/method_statement.md",
                     old="# Method statement", new="# Method statement\n\n**Prop original ceilings before any work "
                                                   "beneath them.**"),
            ]),
            "It's the first line of every method statement now.",
        ),
        turn(
            "Last thing, the Mackintosh society emailed asking if we'd run "
            + f("rejected", "a weekend lime plaster course for the public") + " in the arch. Nice folk, but I "
            "haven't got a weekend in me and there's no loo. I've written back saying we can't do a course, but "
            "I'll do an hour's demo at Doors Open Day instead, running a wee length of cornice on the bench.",
            "Sounds a good compromise. If you like I'll do a one-page handout for the demo later.",
        ),
    )
    r3 = (
        turn(
            "Davie keeps rushing the second coat. Put in the method statement that lime wants "
            + f("number", "at least 72 hours between coats") + " at this time of year, longer if it's damp.",
            ("Adding it under curing.", [
                call("edit", "ok", path="/home/ewan/bop/templates/method_statement.md",
                     old="## Curing", new="## Curing\n- Leave each coat before the next (see the mix sheet); "
                                          "longer in damp weather."),
            ]),
            "Added under curing, with a note to go longer when it's damp.",
        ),
        turn(
            "Good. Can you do me " + f("pending", "a measured drawing of the ceiling rose at 14 Hyndland Road")
            + " for the listed building consent? Davie's measurements are in his notebook, I'll photograph the "
            "page and send it.",
            "Yes, send the photo and I'll draw it up once the method statement is done.",
        ),
        turn(
            "And we sent a bit of the cornice to the lab at Historic Environment Scotland to find out "
            + f("pending", "whether the Hyndland Road cornice has horsehair in it") + ". Three weeks and "
            "nothing. I can't order the hair till they say.",
            "Noted, the hair order waits on the lab.",
        ),
    )
    later = (
        (5, (
            turn(
                "That ceiling rose drawing, any sign? The consent officer's chasing me.",
                "Not done, I'm afraid: I never got the photo of Davie's notebook page. Send it over and I'll "
                "draw it up straight away.",
            ),
            turn("Och. I'll get Davie to send it.", "Thanks."),
        )),
        (10, (
            turn(
                "Morag here, on Ewan's login. I need " + f("pending", "the quarter's VAT figures by 7 May")
                + " or the accountant will have my head. Can you pull them out of the invoices folder?",
                "Yes, I'll total the quarter's invoices and send you the figures before then.",
            ),
        )),
    )
    return Scripted(name="fresh28-plasterwork", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh28=True, later=later, routine=routine_kitbook)


# ---------------------------------------------------------------- terrazzo
def _terrazzo() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya, Giulia from Fogolar Terrazzo, we're in a unit off Canal Road in Bradford. My grandad came "
            "over from Friuli in 1958 and did half the Co-op floors in Yorkshire, now it's me, my uncle Renzo, "
            "who's seventy-one and still grinds better than any of us, and Wayne, who runs the crew. New floors "
            "are cement terrazzo poured in situ, brass divider strips set in first, then ground over four or "
            "five passes and sealed. The thing that ruins a floor is damp coming up through the slab, so "
            + f("constraint", "no pour until the slab reads under 75% relative humidity") + ", and the reading "
            "goes in the job file with a photo of the meter, every time, I don't care if the main contractor's "
            "screaming. Current job is St Wilfrid's primary, the new entrance and corridors, job "
            + f("identifier", "FT-2419") + ", about " + f("number", "240 square metres") + ". The architect sent "
            "drawing " + f("identifier", "A-102 rev C") + " as a DWG and I want the areas out of it for the quote. "
            "It's saved at " + f("path", "/home/giulia/fogolar/drawings/st_wilfrids_ground_floor.dwg") + ".",
            ("Converting it to DXF first so the takeoff script can read it.", [
                call("bash",
                     "Reading DWG file st_wilfrids_ground_floor.dwg\n"
                     + f("failure", "ERROR: Invalid or unimplemented DWG version code \"<!DOCT\"") + "\n"
                     "ERROR 0x800\n"
                     "READ ERROR 0x800",
                     error=True,
                     command=f("command", "dwg2dxf -y -o st_wilfrids_ground_floor.dxf st_wilfrids_ground_floor.dwg")),
                call("bash", "st_wilfrids_ground_floor.dwg: HTML document, ASCII text",
                     command="file st_wilfrids_ground_floor.dwg"),
            ]),
            "That file isn't a drawing at all: the first bytes are '<!DOCT', it's an HTML page. The share link "
            "had probably expired and the browser saved the log-in page under the drawing's name. Someone at "
            "the architect's needs to share it again.",
        ),
        turn(
            "Typical. It's Harriet at Whitlam Brook, and she's at a conference in Copenhagen till Monday, and "
            "nobody else there can reshare her files, I've asked. Leave it till she's back.",
            "OK, the takeoff waits for Harriet to send a working link.",
        ),
        turn(
            "Meanwhile Uncle Renzo rang, he wants us " + f("rejected", "importing the marble chip direct from Verona")
            + " like grandad did, he says the merchant's chip is rubbish and full of dust.",
            "What does the quarry want for that?",
        ),
        turn(
            "Their minimum's a full container, twenty-four tonnes, and we get through about four tonnes a year. "
            "The merchant in Leeds delivers in two days and takes back what we don't open.",
            "Understood, the chip stays with the Leeds merchant. On the takeoff script itself: I could make it "
            "add a waste allowance automatically, so every area comes out with the extra mix already on.",
        ),
        turn(
            "Yes, do that, ten percent on open floor and fifteen where there's a lot of strip. The script's "
            + f("path", "/home/giulia/fogolar/quotes/takeoff.py") + " if you haven't found it.",
            ("Adding the allowance.", [
                call("edit", "ok", path="/home/giulia/fogolar/quotes/takeoff.py",
                     old="def area(poly):", new="WASTE = {'open': 0.10, 'strip': 0.15}\n\n\ndef area(poly):"),
            ]),
            "Done: areas come out with 10% added on open floor and 15% where the strip layout is dense.",
        ),
        turn(
            "Brilliant. For your notes, we're pricing St Wilfrid's at " + f("number", "£185 per square metre")
            + ", that's with the strip, the seal and one maintenance visit after the first term.",
            "Noted on the job.",
        ),
    )
    r2 = (
        turn(
            "Email from the gallery café job, their architect sent it to Wayne, who forwarded it to me with "
            "three exclamation marks. They want " + f("rejected", "the café logo in brass across the whole floor")
            + ". It would be gorgeous. It's also about a hundred hours of bending strip and their budget is "
            "twenty-two grand. I've written back: we can't do the whole floor for that money, but we'll do the "
            "logo once, about a metre across, at the entrance, and run a brass border round the servery.",
            "That's a generous alternative. I'll price both items separately on their quote so they can see "
            "what each costs.",
        ),
        turn(
            "Go on. And send St Wilfrid's our quote, it's written, it's in quotes/st_wilfrids_quote.eml, the "
            "send script uses swaks.",
            ("Sending it.", [
                call("bash",
                     "=== Trying smtp.office365.com:587...\n"
                     "=== Connected to smtp.office365.com.\n"
                     "<-  220 LO4P123CA0012.outlook.office365.com Microsoft ESMTP MAIL Service ready\n"
                     " -> EHLO fogolar-office\n"
                     "<-  250-LO4P123CA0012.outlook.office365.com Hello [81.2.69.160]\n"
                     "<-  250-STARTTLS\n"
                     " -> STARTTLS\n"
                     "<-  220 2.0.0 SMTP server ready\n"
                     "=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384:256\n"
                     " ~> EHLO fogolar-office\n"
                     "<~  250-AUTH LOGIN XOAUTH2\n"
                     " ~> AUTH LOGIN\n"
                     "<~  334 VXNlcm5hbWU6\n"
                     " ~> cXVvdGVzQGZvZ29sYXJ0ZXJyYXp6by5jby51aw==\n"
                     "<~  334 UGFzc3dvcmQ6\n"
                     " ~> ****************\n"
                     "<~* " + f("failure", "535 5.7.139 Authentication unsuccessful, SmtpClientAuthentication is disabled for the Tenant")
                     + ". Visit https://aka.ms/smtp_auth_disabled for more information.\n"
                     " ~> QUIT\n"
                     "<~  221 2.0.0 Service closing transmission channel\n"
                     "=== Connection closed with remote host.",
                     error=True,
                     command=f("command", "swaks --server smtp.office365.com:587 --tls --auth LOGIN --au quotes@fogolarterrazzo.co.uk --data quotes/st_wilfrids_quote.eml")),
            ]),
            "Microsoft 365 refused the log-in: SMTP authentication is switched off for your whole tenant, so "
            "no script can send through it until an admin turns it on for that mailbox. Who's your admin?",
        ),
        turn(
            "Dom, who does our IT, he's the only admin, and he's on paternity leave, the baby's four days old. "
            "I'm not ringing him. I'll send St Wilfrid's quote from Outlook on my phone, leave the script as it "
            "is till he's back.",
            "OK, the script stays as it is until Dom can switch SMTP auth on.",
        ),
        turn(
            "St Wilfrid's business manager just rang. The governors met last night and voted down "
            + f("rejected", "the school crest in the entrance hall floor") + ", too dear with the roof needing "
            "doing, so it's a plain field with the brass grid. Can you take the crest off the quote?",
            ("Taking the crest line out.", [
                call("edit", "ok", path="/home/giulia/fogolar/quotes/st_wilfrids.toml",
                     old="[[items]]\nname = \"crest inlay\"", new=""),
            ]),
            "The crest is off; the entrance is priced as plain field with the grid.",
        ),
    )
    r3 = (
        turn(
            "Right, Friday. Wayne's lad washed the grinder slurry down the cleaner's sink at the gallery and it "
            "set in the drain to the café kitchen. We had a drainage firm out at four hundred quid and I had to "
            "grovel to the gallery manager. So: " + f("constraint", "slurry never goes down a client's drain")
            + ", it goes in the settling drums and comes back to the unit. Put it in the site checklist.",
            ("Adding it to the checklist.", [
                call("edit", "ok", path="/home/giulia/fogolar/templates/site_checklist.md",
                     old="## Grinding", new="## Grinding\n- [ ] Slurry into the settling drums; drums back to the "
                                            "unit."),
            ]),
            "It's on the grinding section of the checklist.",
        ),
        turn(
            "Also Wayne asked for " + f("pending", "a pass-by-pass grinding schedule for St Wilfrid's")
            + ", which grit on which day, so he can book the big grinder.",
            "Yes. I'll do it once the areas are in, which means once Harriet sends the drawing.",
        ),
        turn(
            "Fair. And the gallery's M&E engineer still hasn't told us "
            + f("pending", "whether the underfloor heating at the café can stay on while it cures")
            + ". Renzo says off for four weeks, the engineer's gone quiet, and I can't book the pour without "
            "knowing.",
            "Noted; the café pour date waits on the engineer.",
        ),
    )
    later = (
        (5, (
            turn(
                "Wayne again, on Giulia's laptop. That grinding schedule for St Wilfrid's, have you got it? I "
                "need to book the grinder.",
                "Not yet, sorry: the areas still aren't in because we haven't had the drawing again from Harriet. "
                "The moment it comes I'll do the schedule.",
            ),
            turn("Right. I'll ring her office.", "Thanks."),
        )),
        (10, (
            turn(
                "St Wilfrid's business manager emailed. She wants "
                + f("pending", "the maintenance guide for St Wilfrid's by 17 July") + ", end of term, so the "
                "caretaker has it before the summer clean. Can you start one?",
                "Yes, I'll draft the maintenance guide, cleaning and resealing, and send it to you well before "
                "the 17th.",
            ),
        )),
    )
    return Scripted(name="fresh28-terrazzo", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh28=True, later=later, routine=routine_kitbook)


# ---------------------------------------------------------------- steeplejack
def _steeplejack() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello pet. Lynn Ridley, Ridley Steeplejacks, Consett. It's me, my son Connor, and Stevie, who's been "
            "with us since he was sixteen. Spires, towers, mill stacks, lightning protection, weathervanes, the "
            "odd pigeon problem. The job on now is St Cuthbert's at Allensford, a " + f("number", "47-metre spire")
            + " with some loose stones near the top and a lightning conductor that failed its test. We ladder up "
            "the outside, the old way, and the rule that never bends in this firm: "
            + f("constraint", "nobody climbs if the gusts at the top are over 30 mph") + ", and you check it at "
            "the top, not in the car park, the wind does daft things round a spire. Anyway, Connor flew the drone "
            "round it on Saturday, we're registered with the CAA, operator "
            + f("identifier", "GBR-OP-R7KD2M94QX1T") + ", and the photos are in "
            + f("path", "/home/lynn/ridley/surveys/st_cuthberts_spire/images") + ". I want them made into a 3D "
            "model so I can mark up which stones need pinning before anyone goes up.",
            ("Running OpenDroneMap on that folder.", [
                call("bash",
                     long_log(46, "odm-st-cuthberts",
                              "[INFO]    Running dense reconstruction. This might take a while.\n"
                              "[INFO]    running \"/code/SuperBuild/install/bin/OpenMVS/DensifyPointCloud\" "
                              "\"/datasets/st_cuthberts_spire/opensfm/undistorted/openmvs/scene.mvs\" "
                              "--resolution-level 1 --max-resolution 4000 -v 0\n"
                              "[ERROR]   Child returned 137\n"
                              "[ERROR]   " + f("failure", "Whoops! You ran out of memory!") + " Add more RAM to "
                              "your computer, if you're using docker configure it to use more memory, resize "
                              "your images, lower the quality settings or process the images using a cloud "
                              "provider."),
                     error=True,
                     command=f("command", "docker run --rm -v /home/lynn/ridley/surveys:/datasets opendronemap/odm --project-path /datasets st_cuthberts_spire")),
            ]),
            "It got through matching and the sparse model and then ran out of memory in the dense "
            "reconstruction: 412 full-size photos on a 16 GB machine. I could shrink the photos or lower the "
            "quality and it would probably finish, but you'd lose detail on the stones.",
        ),
        turn(
            "No, I want the detail, that's the whole point. Connor's ordered 64 gig of RAM for it, it's coming "
            "Friday. Leave it till then.",
            "Right, the model waits for the RAM on Friday.",
        ),
        turn(
            "What else can you do for us?",
            "Once the models work, you could offer " + f("rejected", "drone-only inspections at a cut price")
            + " to parishes that can't afford a climb: fly it, model it, send a report.",
        ),
        turn("No. Not in this firm.", "Understood."),
        turn(
            "Go on, something else.",
            "Then something for the RAMS template: pull the Met Office gust forecast for the site's postcode into "
            "the front page for each day of the job, so it's there when you plan the crew.",
        ),
        turn(
            "Aye, do that. It's a forecast mind, we still check at the top. And Connor's been on at me about "
            + f("rejected", "buying a second-hand 42-metre cherry picker") + " off a firm in Gateshead that's "
            "packing up. Thirty-eight grand. I've said I'll sleep on it.",
            ("Adding the forecast box to the template. I'll leave the cherry picker with you.", [
                call("edit", "ok", path="/home/lynn/ridley/rams/template.adoc",
                     old="== Weather", new="== Weather\n\nForecast gusts (Met Office, site postcode): {gusts}"),
            ]),
            "The template's weather section now shows the forecast gusts; the check at the top stays in the "
            "method.",
        ),
    )
    r2 = (
        turn(
            "Slept on the cherry picker. It's no. Half our churchyards you can't get a wagon near for graves, "
            "and there's the insurance, and the test every six months, and where would we keep it. We'll carry "
            "on hiring when we need one. Told Connor, he's fine, he just likes big machines.",
            "Understood, hiring it stays.",
        ),
        turn(
            "Now, the RAMS for St Cuthbert's. It's written, " + f("path", "/home/lynn/ridley/rams/st_cuthberts.adoc")
            + ", Connor set it up with our own theme so it comes out with the logo. Make me the PDF, the diocese "
            "wants it.",
            ("Building it.", [
                call("bash",
                     "asciidoctor: WARNING: st_cuthberts.adoc: line 12: id assigned to section already in use: "
                     "_access\n"
                     "asciidoctor: " + f("failure", "ERROR: font file not found: fonts/RidleySans-Bold.ttf")
                     + "\n"
                     "  Use --trace to show backtrace",
                     error=True,
                     command=f("command", "asciidoctor-pdf -a pdf-theme=ridley-theme.yml -a pdf-fontsdir=fonts st_cuthberts.adoc")),
            ]),
            "The theme wants a font file, RidleySans-Bold.ttf, that isn't in the fonts folder on this machine, "
            "so no PDF. I can swap the theme to a standard font, or wait for the real file.",
        ),
        turn(
            "The font's on the old laptop that lives in Connor's van, and he's in Aberdeen on a chimney all week. "
            "I want the logo font, the diocese likes it. Leave it till he's back, I'll send them the Word one "
            "for now.",
            "OK, the PDF waits for Connor and the font.",
        ),
        turn(
            "Email from Mr Pattinson, the churchwarden. The PCC want "
            + f("rejected", "paying in three instalments after the job is finished") + ". I've said we can't "
            "carry it that long, but I offered a 25% deposit and the rest on completion with sixty days to pay, "
            "and he's come back this morning, the PCC agreed. So put that on the job, "
            + f("identifier", "RS-0917") + ", and the rate's " + f("number", "£1,150 a day for a two-man crew") + ".",
            ("Putting the terms and the rate on the job.", [
                call("edit", "ok", path="/home/lynn/ridley/jobs/RS-0917.toml",
                     old="terms = \"\"", new="terms = \"25% deposit, balance on completion, 60 days\""),
            ]),
            "Done: 25% deposit, balance on completion at sixty days, and the day rate is on the job.",
        ),
    )
    r3 = (
        turn(
            "Bad day Tuesday. Stevie dropped a scutch hammer from the belfry louvres and it landed three yards "
            "from the flower ladies. Nobody hurt, thank God, but Mrs Dodds is still shaking. From now on "
            + f("constraint", "the drop zone is fenced off before anyone goes up") + ", Heras panels and signs, "
            "and it goes in every RAMS.",
            ("Thank goodness nobody was hurt. Adding it to the template as a step before access.", [
                call("edit", "ok", path="/home/lynn/ridley/rams/template.adoc",
                     old="== Access", new="== Access\n\n. Fence and sign the area below the work before any "
                                          "climb."),
            ]),
            "It's the first step under access in the template now.",
        ),
        turn(
            "Can you do " + f("pending", "the earth resistance test sheet for St Cuthbert's") + "? Connor did the "
            "readings, they're in his notebook, he'll text them tonight.",
            "Yes, as soon as the readings come in I'll fill in the sheet.",
        ),
        turn(
            "And the ecologist, Dr Halloran, still hasn't told me "
            + f("pending", "whether the bats in the louvres mean we need a Natural England licence")
            + ". I can't book the climb till she does.",
            "Noted, the climb date waits on Dr Halloran.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did you ever do the test sheet for St Cuthbert's? The diocese asked.",
                "No, I never got the readings: Connor's text didn't come through. Once I have them it's five "
                "minutes.",
            ),
            turn("I'll get on to him.", "Thanks."),
        )),
        (10, (
            turn(
                "Mr Pattinson again. He needs " + f("pending", "the drawings and method statement for the DAC by 30 September")
                + " or the faculty won't be through before winter. Can you pull them together?",
                "Yes, I'll put the drawings and the method statement together for the DAC before the 30th.",
            ),
        )),
    )
    return Scripted(name="fresh28-steeplejack", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh28=True, later=later, routine=routine_kitbook)


SESSIONS = (_sashwindows(), _plasterwork(), _terrazzo(), _steeplejack())
