"""Thirty-second fresh held-out set (English): written blind while the twenty-seventh round of rules was
being made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses,
the tuned sessions, the earlier blind sets beyond the first lines of one file for its format, or the
benchmark's report), and first run against that round; committed before its first run and not to be
edited after it. ``heldout_fresh32_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in small workshops and repair trades used nowhere else
in the corpus (checked with ``grep -il``: a watch and clock repairer, a market-stall cobbler, a
typewriter restorer, a brass band instrument repairer; the brief's bicycle frame builder, guitar
luthier and vinyl pressing plant were passed over because "bicycle", "luthier", "guitar" and "vinyl"
already turn up in earlier sets).
Proposals come from the assistant, the repairer's father, an antiques centre owner (by e-mail), the
cobbler's daughter (through the market traders' committee), a leather supplier's rep (by phone), the
typewriter restorer's sister (by text), a television props buyer (by e-mail), the brass repairer's
wife and a brass band committee (through its secretary). Failures are multi-line blocks from arecord
(ALSA), pdfcpu, rsync over ssh, a Python csv import, darktable-cli (rawspeed), scanimage over saned,
curl against the Airtable API and rsnapshot; each is left unresolved for a reason given in the
dialogue. Routine work (``routine_en``) is this file's own, an F# web API on Giraffe for a parts
catalogue; it has turns that look like facts and are not planted.

Descriptions:
- horologist: Hetty Marsh repairs watches and clocks in a workshop on the Homend in Ledbury, with Kofi,
  her apprentice two days a week, and her father Walter, a retired watchmaker, in on Tuesdays. Tickets
  live in a SQLite file on an old ThinkPad (/home/hetty/tickets/tickets.db); beat reports go to
  /home/hetty/beat-reports/2026. Rules: inside a long account of how a job goes, every watch runs 48 hours
  on the bench before it goes back; after quoting £90 on the phone for a Smiths that came to £340, no
  prices over the phone until the movement's been opened. Proposals: the assistant's ready-text to
  customers (turned down by a reason alone); Walter's idea of selling the spare movements on eBay (put
  off, refused a round later: they are her parts bin); Glenys at the antiques centre, by e-mail, wants
  30 percent on every clock sold through her cabinet, Hetty counters with £40 a month flat and Glenys
  takes it; the assistant's "awaiting parts" status is accepted. Numbers: £85 for a standard service;
  under 0.5 milliseconds of beat error. Identifiers: ticket MH-0417, a Hermle 451-053 movement.
  Commands: an arecord of one minute from the contact pickup; a pdfcpu merge of the report. Failures:
  ALSA cannot find the USB pickup's card, left because a new pickup is on order from Cousins for
  Thursday; pdfcpu finds a page without a MediaBox in Kofi's phone scan, left because Kofi is on his
  college block till Monday with the original on his phone. Open: a list of customers who haven't
  collected in over a year (asked again later); whether Cousins can still get the suspension spring for
  the 451-053 (no answer yet); the Civic Society's later ask for a paragraph for the Heritage Open Days
  leaflet by 1 September.
- cobbler: Dimitri Kostas has had the shoe repair stall in Tommyfield Market, Oldham, for thirty-one
  years; his daughter Eleni built the website and a script that turns the SumUp card takings into a
  sheet for the accountant, Mrs Barraclough; she is in Crete. Nephew Stavros works Saturdays. Rules:
  inside a long account of the work, any stuck-on sole stays in the press overnight; after Stavros gave
  a pair of brogues to the wrong man, no pink stub, no shoes. Proposals: the assistant's Square
  Appointments booking page (bluntly no); Eleni's drop-off locker by the car park entrance (voted down
  by the traders' committee, relayed); Hewit's rep wants him on a full side of sole leather every
  month (polite no, smaller ask: half a side now); the assistant's Saturday ready list is accepted.
  Numbers: £38 for full soles and heels; about 60 pairs on a Saturday. Paths: src/_data/prices.json,
  /home/dimitri/Kostas/sumup_july.csv. Identifiers: SumUp merchant code MCX7Q2PD, Hewit's account
  HW-20931. Commands: an rsync of the built site to the host; the import script for July. Failures:
  the host refuses the laptop's ssh key, left because the key and the hosting account are Eleni's and
  she is back on the 20th; the import dies on a £ sign in Windows encoding, left because Mrs Barraclough
  wants the script untouched and will re-export on Monday. Open: an A3 price board for the stall (asked
  again later); whether the stall rent goes up in October (the council hasn't decided); Mrs
  Barraclough's later ask for July and August card takings split by week by 5 September.
- typewriter: Margo Feeney restores and sells typewriters, mostly portables, from a unit in Nutclough
  Mill, Hebden Bridge; her partner Ruairi runs the scanner from his Raspberry Pi; her own camera is at
  the menders so she is shooting on her brother Niall's. Rules: inside a long account of her
  workflow, every machine goes out with a typed test page signed by her; after an Olympia SG1 arrived
  in Bristol with its carriage bent, desktop machines are collection only. Proposals: the assistant's
  eBay listings from the csv (turned down by a reason alone); her sister Orla, by text, wants typing
  workshops for kids every Saturday (polite no, smaller ask: one taster at half term); a TV props buyer
  in Salford wants all twelve Olivettis for £600, Margo counters with hire of four and they take it;
  the assistant's typeface column is accepted. Numbers: £165 for a serviced Lettera 32; £50 a machine
  per week. Paths: /home/margo/stock/listings.csv, /home/margo/stock/raw/TW-0412. Identifiers: stock
  code TW-0412, the scanner pixma:04A91912_4B3C1D. Commands: a darktable-cli export of one raw; a
  scanimage of the test page over the network. Failures: rawspeed doesn't support the Nikon Z f, left
  until her own camera is back next week; saned denies her laptop, left because the Pi is Ruairi's and
  he is at a wedding on Skye till Sunday. Open: a care sheet for the box (asked again later); whether
  the props company wants the Olivettis for a second block of filming (the producer hasn't replied);
  Pat's later ask for a stall blurb and three photos by 20 October.
- brass: Emrys Prosser repairs brass band instruments in unit 7 on the Pant industrial estate in
  Merthyr, for the valley bands and for the county music service; his wife Eirlys keeps the books, his
  son Tomos set up the computers and the NAS before going to Aberystwyth, Dai works the bench. Job files
  live in /srv/prosser/jobs/2026. Rules: inside a long account of a job, no
  music service job starts without a purchase order number; after Dai stripped a customer's lacquer by
  mistake, never strip lacquer without the owner saying so in writing. Proposals: Eirlys's idea of
  taking on woodwind repairs too (put off, refused a round later); the assistant's portal where bands
  log their own repairs (bluntly no); the Cyfarthfa band's committee voted down relacquering the whole
  cornet section (relayed by Menna, the secretary); the assistant's loaner column is accepted. Numbers:
  £95 for a chemical clean on a cornet; about 38 instruments a term on the county contract. Paths:
  /srv/prosser/jobs/2026, /etc/rsnapshot.conf. Identifiers: the Airtable base appX4dK9qLmP2rT7v, the
  euphonium MTCS-EUP-0093. Commands: a curl of the base's Instruments table; rsnapshot -v daily.
  Failures: Airtable answers INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND, left because only Mr Llewellyn
  can share the base and he is off till after half term; rsnapshot cannot rotate because the NAS share
  is read-only, left because only Tomos knows the NAS password. Open: a monthly statement for each band
  of what they owe (asked again later); whether the county renews the music service contract in April
  (with the cabinet member); Menna's later ask for a quote for the four tenor horns before the
  committee meets on 12 May.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: an F# Giraffe parts API
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The parts lookup test is failing on my machine, can you have a look?",
                ("Running the Expecto suite.", [
                    call("bash",
                         "[10:42:07 ERR] Catalogue.Tests/parts/lookup returns 404 for an unknown sku failed in 00:00:00.0410000.\n"
                         "Expected status 404 but was 500.\n"
                         "  at Catalogue.Tests.PartsTests.unknownSku@41 in /src/tests/Catalogue.Tests/PartsTests.fs:line 44\n"
                         "[10:42:07 INF] EXPECTO! 27 tests run in 00:00:01.22 - 26 passed, 0 ignored, 1 failed, 0 errored.",
                         error=True, command="dotnet run --project tests/Catalogue.Tests"),
                ]),
                ("The handler calls List.find, which throws on a missing sku, so Giraffe turns it into a 500. "
                 "Switching to tryFind and returning RequestErrors.NOT_FOUND.", [
                    call("edit", "ok", path="src/Catalogue.Api/Handlers/Parts.fs",
                         old="let part = parts |> List.find (fun p -> p.Sku = sku)",
                         new="match parts |> List.tryFind (fun p -> p.Sku = sku) with\n"
                             "| Some part -> json part next ctx\n| None -> RequestErrors.NOT_FOUND \"unknown sku\" next ctx"),
                    call("bash", "EXPECTO! 27 tests run in 00:00:01.19 - 27 passed, 0 ignored, 0 failed, 0 errored.",
                         command="dotnet run --project tests/Catalogue.Tests"),
                ]),
                "All 27 pass. Rule of thumb I'd keep: handlers shouldn't throw for a missing record, they should "
                "answer 404.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Add a supplier filter to GET /parts, and page it, 50 at a time.",
                ("Adding the query to the Dapper repository and the route.", [
                    call("edit", "ok", path="src/Catalogue.Api/Data/PartsRepo.fs",
                         old="SELECT sku, name, supplier, price_pence FROM parts ORDER BY sku",
                         new="SELECT sku, name, supplier, price_pence FROM parts\n"
                             "WHERE (@supplier IS NULL OR supplier = @supplier)\n"
                             "ORDER BY sku LIMIT @take OFFSET @skip"),
                    call("edit", "ok", path="src/Catalogue.Api/Program.fs",
                         old='route "/parts" >=> Parts.list',
                         new='route "/parts" >=> bindQuery<Parts.ListQuery> None Parts.list'),
                    call("bash", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:07.81",
                         command="dotnet build src/Catalogue.Api"),
                ]),
                "Done: ?supplier=...&page=2 works, 50 a page, with a Link header for the next page. I could also "
                "put a 60-second response cache on it, the list hardly changes.",
            ),
            turn("Yes, the cache is fine.", "Added ResponseCaching with a 60-second max-age on GET /parts."),
        )
    if k == 2:
        return (
            turn(
                "CI failed on formatting again.",
                ("Checking what Fantomas wants.", [
                    call("bash",
                         "src/Catalogue.Api/Handlers/Suppliers.fs needs formatting\n"
                         "src/Catalogue.Api/Data/PartsRepo.fs needs formatting\n"
                         "2 files need formatting.",
                         error=True, command="dotnet fantomas --check src"),
                ]),
                ("Running the formatter on src and checking again.", [
                    call("bash", "Processed files: 14", command="dotnet fantomas src"),
                    call("bash", "", command="dotnet fantomas --check src"),
                ]),
                "Clean now. The .editorconfig keeps lines at 120 characters, so it's worth running fantomas before "
                "each push; I can add a pre-commit hook for it if you want.",
            ),
            turn("Not now.", "Fine, no hook."),
        )
    if k == 3:
        return (
            turn(
                "The mobile app says the discontinued field looks weird in the JSON.",
                ("Looking at a response.", [
                    call("bash",
                         '{"sku":"BR-1120","name":"Bearing 6202","discontinued":{"Case":"Some","Fields":["2025-11-01"]}}',
                         command="curl -s localhost:5080/parts/BR-1120"),
                ]),
                "That's System.Text.Json writing an F# option as a union case. Adding FSharp.SystemTextJson with "
                "JsonFSharpConverter would make it a plain value or null. Want that?",
            ),
            turn(
                "Yes.",
                ("Registering the converter.", [
                    call("edit", "ok", path="src/Catalogue.Api/Program.fs",
                         old="services.AddGiraffe() |> ignore",
                         new="services.AddGiraffe() |> ignore\n"
                             "services.AddSingleton<Json.ISerializer>(SystemTextJson.Serializer(jsonOptions)) |> ignore"),
                    call("bash", '{"sku":"BR-1120","name":"Bearing 6202","discontinued":"2025-11-01"}',
                         command="curl -s localhost:5080/parts/BR-1120"),
                ]),
                "Options come out as plain values now.",
            ),
        )
    if k == 4:
        return (
            turn(
                "Can you update Giraffe? There's a newer 6.x.",
                ("Updating that one package with Paket.", [
                    call("bash", "Paket version 8.0.3\nResolving dependency graph...\nUpdated packages:\n"
                                 "  Giraffe 6.2.0 -> 6.4.0\nInstalling into projects...\nTotal time taken: 4 seconds",
                         command="dotnet paket update Giraffe"),
                    call("bash", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)", command="dotnet build"),
                ]),
                "Giraffe is on 6.4.0 and it builds clean. I'd suggest pinning it as ~> 6.4 in paket.dependencies "
                "so a major version doesn't sneak in.",
            ),
            turn("Sure, pin it.", "Pinned in paket.dependencies."),
        )
    return (
        turn(
            "The staging container keeps restarting.",
            ("Checking the logs.", [
                call("bash",
                     "Unhandled exception. System.InvalidOperationException: Unable to resolve service for type "
                     "'Catalogue.Api.Data.IPartsRepo' while attempting to activate 'Catalogue.Api.Health.DbCheck'.\n"
                     "   at Microsoft.Extensions.DependencyInjection.ActivatorUtilities.ThrowHelperUnableToResolveService\n"
                     "   at Microsoft.Extensions.Diagnostics.HealthChecks.DefaultHealthCheckService.RunCheckAsync",
                     error=True, command="docker logs --tail 20 catalogue-staging"),
            ]),
            ("The new health check wants the repository, but it's registered only inside the Development branch "
             "of configureServices. Moving the registration out.", [
                call("edit", "ok", path="src/Catalogue.Api/Program.fs",
                     old="if env.IsDevelopment() then services.AddScoped<IPartsRepo, PartsRepo>() |> ignore",
                     new="services.AddScoped<IPartsRepo, PartsRepo>() |> ignore"),
                call("bash", "catalogue-staging  Up 2 minutes (healthy)", command="docker ps --filter name=catalogue"),
            ]),
            "Healthy now; it's been up two minutes without a restart.",
        ),
    )


# ---------------------------------------------------------------- horologist
def _horologist() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. Bear with me, I'm typing this between jobs with a loupe on my forehead. I'm Hetty, I run "
            "Marsh Horology, watch and clock repairs, little workshop on the Homend in Ledbury. There's me, Kofi "
            "who's my apprentice two days a week, and my dad Walter who comes in on Tuesdays to tell me I'm doing "
            "it wrong. Everything that comes in gets a paper ticket and a line in the database, which is just a "
            "SQLite file on the old ThinkPad, " + f("path", "/home/hetty/tickets/tickets.db") + ", and there's a "
            "label script Kofi's cousin wrote that's held together with string. How a job goes, so you know: it "
            "comes in, I have a look, it gets a ticket and a tray, I strip it, it goes through the cleaning "
            "machine, I assemble and oil and regulate, and then " +
            f("constraint", "every watch runs 48 hours on the bench before it goes back") + ", I don't care if "
            "the customer needs it for a wedding on Saturday, then it gets a little beat report printed. Most "
            "of it's " + f("number", "£85 for a standard service") + " on a manual-wind, more for automatics and "
            "anything with a chronograph, obviously. What I'd like is for the database to know when the 48 hours "
            "started, because at the minute it's a Post-it stuck on the tray and Kofi's elbow.",
            ("Let me look at how the tickets table is laid out.", [
                call("bash",
                     "CREATE TABLE tickets (\n  id TEXT PRIMARY KEY,\n  customer TEXT,\n  phone TEXT,\n"
                     "  item TEXT,\n  date_in TEXT,\n  status TEXT,\n  date_ready TEXT,\n  notes TEXT\n);",
                     command="sqlite3 /home/hetty/tickets/tickets.db '.schema tickets'"),
            ]),
            "There's a status and a date_in but nothing for the bench. I'd add a bench_started_at column and a "
            "small view that lists whatever has done its 48 hours, so you can see what's ready to go back. "
            "Shall I?",
        ),
        turn(
            "Yes please. Oh, and while I think of it, I had a horrible one on Saturday. Lady rang about her dad's "
            "Smiths, I said oh that'll be about ninety quid, then I opened it and the balance staff had snapped, "
            "it came to three hundred and forty and she was not pleased, quite right too. So from now on, "
            + f("constraint", "no prices over the phone until the movement's been opened") + ". Can the label "
            "say something like 'estimate after inspection' instead of the price box?",
            ("Ouch. Adding the column and the view, and changing the label.", [
                call("bash", "", command="sqlite3 /home/hetty/tickets/tickets.db "
                                         "\"ALTER TABLE tickets ADD COLUMN bench_started_at TEXT;\""),
                call("edit", "ok", path="/home/hetty/tickets/label.py",
                     old='draw_box("Price: £____")', new='draw_box("Estimate after inspection")'),
            ]),
            "Done: bench_started_at is in, `ready_to_return` lists anything 48 hours past it, and the label now "
            "prints 'Estimate after inspection'. One more idea: the database already has the mobiles, so the "
            "script could send " + f("rejected", "a text message to the customer when the job's ready") +
            " through an SMS gateway, and you'd not be ringing round.",
        ),
        turn(
            "Half my customers are past seventy and keep the mobile in a drawer switched off, and the other half "
            "ring me every Thursday to ask anyway. I'd be paying for texts nobody reads.",
            "Fair enough, the phone it is. I'll leave the phone column as it is.",
        ),
        turn(
            "Dad's been on at me again about the drawer of spare movements, he reckons we should be "
            + f("rejected", "selling the spare movements on eBay") + ", he says there's a grand sat in there. "
            "Let me think about it, don't do anything yet.",
            "OK, nothing on that until you decide. Something small meanwhile: an 'awaiting parts' status with a "
            "column for who the part's ordered from, so the trays waiting on a supplier show up on their own.",
        ),
        turn(
            "Oh that's useful actually, yes, do that.",
            ("Adding the status and the supplier column.", [
                call("edit", "ok", path="/home/hetty/tickets/statuses.py",
                     old="STATUSES = ('in', 'on_bench', 'ready', 'collected')",
                     new="STATUSES = ('in', 'awaiting_parts', 'on_bench', 'ready', 'collected')"),
            ]),
            "Done, 'awaiting parts' is in, with a parts_from column.",
        ),
    )
    r2 = (
        turn(
            "Right. Dad was in yesterday and we had the eBay conversation properly. I've decided. Those spare "
            "movements are my parts bin, half my jobs only get finished because there's an old donor movement "
            "in that drawer. They're not going anywhere, he can grumble at the cat.",
            "Understood, the drawer stays a parts bin. I'll mark the parts table as internal, not for sale.",
        ),
        turn(
            "Kofi's in today. So, the beat reports. We've got a contact pickup on a little stand plugged into "
            "the ThinkPad, Kofi records a minute of ticking and his script works out the rate and the beat "
            "error. Customers love a printout. Can you do one for the Pryce-Jenkins longcase, that's ticket "
            + f("identifier", "MH-0417") + "? It's a " + f("identifier", "Hermle 451-053") + " movement, 1980s, "
            "nothing exciting but he adores it.",
            ("Recording a minute from the pickup.", [
                call("bash",
                     f("failure", "ALSA lib confmisc.c:855:(parse_card) cannot find card 'Device'") + "\n"
                     "ALSA lib conf.c:5180:(_snd_config_evaluate) function snd_func_card_inum returned error: No such device\n"
                     "ALSA lib confmisc.c:422:(snd_func_concat) error evaluating strings\n"
                     "ALSA lib conf.c:5180:(_snd_config_evaluate) function snd_func_concat returned error: No such device\n"
                     "ALSA lib confmisc.c:1334:(snd_func_refer) error evaluating name\n"
                     "ALSA lib conf.c:5703:(snd_config_expand) Evaluate error: No such device\n"
                     "ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM hw:CARD=Device,DEV=0\n"
                     "arecord: main:831: audio open error: No such device",
                     error=True,
                     command=f("command", "arecord -D hw:CARD=Device,DEV=0 -f S16_LE -r 48000 -d 60 mh0417.wav")),
                call("bash", "**** List of CAPTURE Hardware Devices ****\n"
                             "card 0: PCH [HDA Intel PCH], device 0: ALC3232 Analog [ALC3232 Analog]",
                     command="arecord -l"),
            ]),
            "The USB pickup isn't there at all: only the laptop's own sound card shows up, so arecord can't open "
            "it. Is it plugged in? Does it show a light?",
        ),
        turn(
            "Oh god, that'll be the pickup. Kofi knocked the stand off the bench last week and the lead's been "
            "dodgy since. I've already ordered a new one from Cousins, it's due Thursday. Leave it till then, "
            "no point fiddling with a dead lead.",
            "Right, the beat report for MH-0417 waits for the new pickup on Thursday.",
        ),
        turn(
            "Meanwhile, can you do me " + f("pending", "a list of customers who haven't collected in over a year")
            + "? There's a drawer of watches nobody's come back for and I have to write to them before I'm "
            "allowed to sell them on, there's a legal thing about it.",
            "Yes, I can pull that from date_ready and status. I'll do it once the bench timer bits have settled "
            "in, probably later this week.",
        ),
        turn(
            "Lovely. Other thing. Glenys who has the antiques centre on Church Lane e-mailed, she wants my "
            "restored clocks in her glass cabinet, which would be great, but she wants "
            + f("rejected", "30 percent on every clock sold through her cabinet") + ". On a six-hundred-pound "
            "mantel clock! I've written back and said I'll pay forty a month for the cabinet and she keeps "
            "nothing on the sales.",
            "That seems fair to me; you'd come out ahead after one clock a month. Let me know what she says.",
        ),
        turn(
            "She's said yes! Forty a month, starting in March. Can you add a location field so I know which "
            "clocks are sitting at Glenys's?",
            ("Adding it.", [
                call("bash", "", command="sqlite3 /home/hetty/tickets/tickets.db "
                                         "\"ALTER TABLE tickets ADD COLUMN location TEXT DEFAULT 'workshop';\""),
            ]),
            "Done, location defaults to 'workshop'; set it to 'Glenys' when a clock goes over.",
        ),
    )
    r3 = (
        turn(
            "The clock's fine to wait for its beat report, but Mr Pryce-Jenkins wants the report with the old "
            "service sheet in as well. The reports live in " + f("path", "/home/hetty/beat-reports/2026") +
            ", one per ticket. Kofi scanned the old sheet on his phone, it's in there as scan_service_sheet.pdf. "
            "Can you stick it on the back of the cover page?",
            ("Merging the cover and the scan.", [
                call("bash",
                     "merging into MH-0417-report.pdf ...\n"
                     "reading cover.pdf ...\n"
                     "reading scan_service_sheet.pdf ...\n"
                     "validating scan_service_sheet.pdf (relaxed) ...\n"
                     "pdfcpu: validatePage: obj#3\n"
                     + f("failure", "pdfcpu: dict=pageDict required entry=MediaBox missing"),
                     error=True,
                     command="cd /home/hetty/beat-reports/2026 && "
                             + f("command", "pdfcpu merge MH-0417-report.pdf cover.pdf scan_service_sheet.pdf")),
            ]),
            "Kofi's phone app wrote a page with no page size, and pdfcpu won't merge a page without one. The "
            "easiest fix is to export the scan again from the phone, or send me the photo and I'll rebuild it.",
        ),
        turn(
            "He's on his college block in Birmingham till Monday and the photo's only on his phone. Leave it, "
            "it'll keep.",
            "OK, the report waits for Kofi on Monday.",
        ),
        turn(
            "For the report wording, put that " + f("number", "under 0.5 milliseconds of beat error") + " is "
            "what I call good on a vintage watch, people always ask what the numbers mean. And there's another "
            "snag on the Hermle, the suspension spring's cracked. I've e-mailed Cousins asking "
            + f("pending", "whether they can still get the suspension spring for the 451-053") + ", but nothing "
            "back yet. Hermle's been a bit odd since they restructured.",
            ("Adding the wording to the report template.", [
                call("edit", "ok", path="/home/hetty/beat-reports/template.md",
                     old="Beat error: {beat_error} ms",
                     new="Beat error: {beat_error} ms (under 0.5 ms is good for a vintage movement)"),
            ]),
            "Wording's in. I've set MH-0417 to 'awaiting parts' with Cousins as the supplier, and noted that "
            "we're waiting to hear whether they can get the spring.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did you ever do that list of people who haven't collected for a year?",
                "Not yet, sorry, it's still on my list. Most tickets from before 2024 have no date_ready, so I'll "
                "fall back on date_in for those. Do you want it sorted by date or by surname?",
            ),
            turn("By date. This week would be good.", "Noted, by date, this week."),
        )),
        (10, (
            turn(
                "The Civic Society have asked me for "
                + f("pending", "a paragraph about the workshop for the Heritage Open Days leaflet by 1 September")
                + ". Can you draft something? Not now, I'm off to a house call to look at a longcase, but don't "
                "let me forget.",
                "Will do, I'll draft it when you're back; it needs to reach them by 1 September.",
            ),
        )),
    )
    return Scripted(name="fresh32-horologist", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh32=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- cobbler
def _cobbler() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello. Dimitri here. I have the shoe repair stall in Tommyfield Market in Oldham, thirty one years "
            "now. My daughter Eleni made the website and a small program for the card money, she is in Crete "
            "with her husband's family till the 20th, so you help me please. The website is on her old laptop "
            "which is now mine, folder is /home/dimitri/kostas-site, and the prices are in "
            + f("path", "src/_data/prices.json") + ". Everything went up, leather, glue, rent, so I change the "
            "prices. Full soles and heels is now " + f("number", "£38 for full soles and heels") + ", before it "
            "was 34. How the work goes, if you want to know: customer comes, I write the pink ticket, half goes "
            "in the shoe, half they keep. Rubber heels I do same day while they wait, but "
            + f("constraint", "any stuck-on sole stays in the press overnight") + ", I don't care who is asking, "
            "the glue needs the night. Saturday my nephew Stavros puts them on the shelf by ticket number.",
            ("I'll open the price file first.", [
                call("read", path="/home/dimitri/kostas-site/src/_data/prices.json",
                     result='{\n  "heels_rubber": 14,\n  "full_soles_heels": 34,\n  "half_soles": 24,\n'
                            '  "zip_replace": 22,\n  "stretching": 8\n}'),
                call("edit", "ok", path="/home/dimitri/kostas-site/src/_data/prices.json",
                     old='"full_soles_heels": 34', new='"full_soles_heels": 38'),
            ]),
            "Changed full soles and heels from 34 to 38. Do you want the other prices changed too, or just that "
            "one for now?",
        ),
        turn(
            "Just that one today. Put it on the internet.",
            ("Building the site, then uploading it the way Eleni's notes say.", [
                call("bash", "[11ty] Writing _site/index.html from ./src/index.njk\n"
                             "[11ty] Writing _site/prices/index.html from ./src/prices.njk\n"
                             "[11ty] Wrote 9 files in 0.38 seconds (v2.0.1)",
                     command="npx @11ty/eleventy"),
                call("bash",
                     f("failure", "kostasre@uk12.stackcp.net: Permission denied (publickey).") + "\n"
                     "rsync: connection unexpectedly closed (0 bytes received so far) [sender]\n"
                     "rsync error: unexplained error (code 255) at io.c(232) [sender=3.2.7]",
                     error=True,
                     command=f("command", "rsync -avz --delete _site/ kostasre@uk12.stackcp.net:public_html/")),
            ]),
            "The site builds, but the host refuses this laptop's ssh key, so the upload didn't happen. The key "
            "that works is probably on Eleni's new laptop. Do you have another key, or the hosting login?",
        ),
        turn(
            "No. The hosting is in Eleni's name, only she can go in. She is back the 20th. Leave it, the old "
            "price can stay on the internet two weeks, the board on the stall is what matters.",
            "OK, the upload waits for Eleni on the 20th; the new price is built and ready to go.",
        ),
        turn(
            "Something else. Last Saturday Stavros gave a pair of Loake brogues to the wrong man. Same size, same "
            "brown, the man says these are mine and Stavros believes him. The real owner comes Monday. I paid "
            "for new brogues, one hundred and eighty pounds. So now, " + f("constraint", "no pink stub, no shoes")
            + ", even if it is the Pope. Make me a sign for the counter, A4.",
            ("Making a simple A4 sign to print.", [
                call("write", "ok", path="/home/dimitri/Kostas/counter_sign.html",
                     content="<h1 style='font-size:72pt'>NO TICKET<br>NO SHOES</h1>\n"
                             "<p style='font-size:28pt'>Please bring your pink ticket to collect.</p>"),
            ]),
            "The sign is ready to print, big letters, A4. While we're on collecting: I could set you up with "
            + f("rejected", "a Square Appointments booking page") + " so people book a time to drop off and "
            "collect, and Saturday wouldn't be such a crush.",
        ),
        turn(
            "No. It is a market. People walk past and they come in.",
            "Understood. Something smaller then: every Saturday morning I can print a ready list by ticket "
            "number, so Stavros checks the stub against the list before anything leaves the shelf.",
        ),
        turn(
            "That, yes. That is good.",
            ("Adding a ready-list printout.", [
                call("write", "ok", path="/home/dimitri/Kostas/ready_list.py",
                     content="import csv, sys\nrows = [r for r in csv.DictReader(open(sys.argv[1])) if r['status'] == 'ready']\n"
                             "for r in sorted(rows, key=lambda r: int(r['ticket'])):\n    print(r['ticket'], r['item'])"),
            ]),
            "Done. Run it Saturday morning and it prints the ready tickets in number order.",
        ),
    )
    r2 = (
        turn(
            "Now the card money. Eleni's program takes the SumUp file and makes the sheet for Mrs Barraclough, "
            "my accountant. I downloaded July, it is in " + f("path", "/home/dimitri/Kostas/sumup_july.csv")
            + ". Our merchant code is " + f("identifier", "MCX7Q2PD") + " if it asks for it.",
            ("Running Eleni's import on the July file.", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     '  File "/home/dimitri/kostas-site/tools/import_sumup.py", line 58, in <module>\n'
                     "    main()\n"
                     '  File "/home/dimitri/kostas-site/tools/import_sumup.py", line 41, in main\n'
                     "    for row in csv.DictReader(fh):\n"
                     '  File "/usr/lib/python3.12/csv.py", line 115, in __next__\n'
                     "    self.fieldnames\n"
                     '  File "/usr/lib/python3.12/csv.py", line 102, in fieldnames\n'
                     "    self._fieldnames = next(self.reader)\n"
                     '  File "<frozen codecs>", line 322, in decode\n'
                     + f("failure", "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xa3 in position 2207: invalid start byte"),
                     error=True,
                     command="cd /home/dimitri/kostas-site && "
                             + f("command", "python3 tools/import_sumup.py --month 2026-07 /home/dimitri/Kostas/sumup_july.csv")),
            ]),
            "The file has its £ signs saved in the old Windows encoding (0xa3 is the pound sign there) and the "
            "program expects UTF-8. It's a one-line fix in the program: open the file as cp1252. Shall I?",
        ),
        turn(
            "No, Mrs Barraclough says don't change Eleni's program, she wants to check the numbers herself the "
            "old way first. She will export it again from SumUp in the proper format on Monday. We wait for her.",
            "OK, I won't touch the import; July waits for her new export on Monday.",
        ),
        turn(
            "Before she went Eleni had an idea, " + f("rejected", "a drop-off locker by the car park entrance")
            + ", so people can leave shoes when the market is shut. I took it to the traders' committee on "
            "Tuesday. They voted it down. The council won't insure it, and Mr Shah from the fish stall says "
            "people will put rubbish in it. So that is finished.",
            "Shame, it was a nice idea. I'll drop the locker page Eleni had started in the site's drafts.",
        ),
        turn(
            "Also the man from Hewit's rang, the leather people in Edinburgh, my account with them is "
            + f("identifier", "HW-20931") + ". He wants me on " + f("rejected", "a full side of sole leather every month")
            + " on a standing order, cheaper per foot he says. I told him thank you, but no, I have no room under "
            "the bench for that. Send me half a side now, and I ring when I need more.",
            "Sensible. Do you want me to put the half side in the costs sheet so it shows against July?",
        ),
        turn(
            "Yes. And can you make me " + f("pending", "a price board for the stall, big letters, A3") + " from "
            "the new prices? The old board says 2019, people argue with me.",
            ("Adding the half side to the costs sheet first.", [
                call("edit", "ok", path="/home/dimitri/Kostas/costs.csv",
                     old="2026-07-28,Hewit,,", new="2026-07-28,Hewit,half side sole bend,"),
            ]),
            "Costs updated. The price board: yes, I'll make it from prices.json so it matches the website. I'll "
            "do it once you've told me the other new prices.",
        ),
    )
    r3 = (
        turn(
            "Saturday was mad, we did " + f("number", "about 60 pairs on a Saturday") + ", every week now it is "
            "like this since the other cobbler in Ashton closed. Stavros liked the ready list, nothing went to "
            "the wrong person.",
            "Good to hear. Sixty pairs is a lot for one shelf; do you want the ready list split by shelf row?",
        ),
        turn(
            "Maybe later. The market office sent a letter, rents are being reviewed. Nobody can tell me "
            + f("pending", "whether the stall rent goes up in October") + ". I asked Mrs Ahmed in the office, "
            "she says the council has not decided.",
            ("I'll leave a placeholder for the rent in the costs sheet until they decide.", [
                call("edit", "ok", path="/home/dimitri/Kostas/costs.csv",
                     old="2026-10-01,Rent,,", new="2026-10-01,Rent,TBC (council reviewing),"),
            ]),
            "Done, October's rent is marked as waiting on the council.",
        ),
        turn(
            "And the internet price, it's still the old one, yes?",
            "Yes, still 34 online. The upload waits for Eleni's key when she's back on the 20th.",
        ),
    )
    later = (
        (5, (
            turn(
                "The price board. You made it?",
                "Not yet, sorry. I still need the other new prices from you; the half soles and zips are still "
                "the old ones. If you tell me those I'll have the board ready before Saturday.",
            ),
            turn("I tell you tomorrow. Before Saturday, OK.", "OK, before Saturday."),
        )),
        (10, (
            turn(
                "Email from Mrs Barraclough. She wants "
                + f("pending", "the July and August card takings split by week by 5 September") + " for the VAT.",
                "Noted. As soon as her new July export is here I'll run both months and split them by week, "
                "before the 5th.",
            ),
        )),
    )
    return Scripted(name="fresh32-cobbler", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh32=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- typewriter
def _typewriter() -> Scripted:
    f = Builder()
    dt_log = long_log(
        34, "fresh32-darktable",
        "[dt_imageio_open_rawspeed] error: "
        + f("failure", "Camera 'NIKON CORPORATION' 'NIKON Z f', mode '14bit-compressed' not supported, and not allowed to guess. Sorry.")
        + "\n[dt_imageio_open] error: can't open `DSC_0412.NEF'\n"
        "[darktable-cli] error: can't open file DSC_0412.NEF")
    r1 = (
        turn(
            "hi! ok so. I'm Margo, I fix and sell old typewriters, mostly portables, out of a unit in Nutclough "
            "Mill in Hebden Bridge. My stock list is a csv, " + f("path", "/home/margo/stock/listings.csv") +
            ", every machine has a stock code, the Lettera 32 I finished this week is " + f("identifier", "TW-0412")
            + ". Workflow for context: I buy them in job lots at auctions and out of people's lofts, strip them, "
            "clean the slugs, new feet, new ribbon, fiddle with the escapement if it skips, and "
            + f("constraint", "every machine goes out with a typed test page signed by me") + " so people can "
            "see the alignment (people frame them sometimes lol). A serviced one goes for "
            + f("number", "£165 for a serviced Lettera 32") + ", portables with a case a bit more. What I need "
            "is the photos. I shoot raw and I want a script that turns each folder into web-size jpegs named "
            "by the stock code. The TW-0412 ones are in " + f("path", "/home/margo/stock/raw/TW-0412") + ".",
            ("Let me try one file by hand first.", [
                call("bash", "DSC_0409.NEF\nDSC_0410.NEF\nDSC_0411.NEF\nDSC_0412.NEF",
                     command="ls /home/margo/stock/raw/TW-0412"),
                call("bash", dt_log, error=True,
                     command="cd /home/margo/stock/raw/TW-0412 && "
                             + f("command", "darktable-cli DSC_0412.NEF TW-0412.jpg --width 2000 --hq true")),
            ]),
            "darktable can't read these raws at all: the version on your laptop (4.6) doesn't know the Nikon Z "
            "f yet, so it won't guess. Either a newer darktable or shooting on a camera it knows.",
        ),
        turn(
            "ugh, it's my brother Niall's camera, mine's at the menders in Manchester with a sticky shutter, "
            "back next week hopefully. Don't faff with it, I'll reshoot on mine when it's back.",
            "OK, I'll leave the photos until your own camera is back next week, then write the folder script "
            "against those.",
        ),
        turn(
            "cool. anything else useful you can do in the meantime?",
            "A couple of things. I could generate " + f("rejected", "eBay listings from the csv") + " so the same "
            "stock goes on eBay as well as your shop. And I'd add a typeface column to the csv, Pica or Elite "
            "and the style, since collectors search by typeface.",
        ),
        turn(
            "eBay takes thirteen percent, and the buyers there want a Lettera for forty quid and then leave one "
            "star because the ribbon's 'faded'. The typeface column though, yes, love that.",
            ("Adding the typeface column.", [
                call("edit", "ok", path="/home/margo/stock/listings.csv",
                     old="code,make,model,year,status,price",
                     new="code,make,model,year,typeface,status,price"),
            ]),
            "Typeface column is in, empty for now; TW-0412 would be Pica, I think you said.",
        ),
        turn(
            "Oh and my sister Orla texted, she thinks I should run "
            + f("rejected", "typing workshops for kids every Saturday") + ", she's a primary teacher so of "
            "course she does. I've texted back, not every Saturday, that's my only proper bench day, but I'd "
            "do one taster at October half term.",
            "One taster sounds manageable. When you've got a date I can make a little booking form for it.",
        ),
    )
    r2 = (
        turn(
            "so. disaster. Sold an Olympia SG1 to a guy in Bristol, double boxed, loads of foam, and it arrived "
            "with the carriage bent and the segment cracked. Three hundred quid machine, refunded, Parcelforce "
            "are 'investigating'. So from now on " + f("constraint", "desktop machines are collection only") +
            ", portables can still be posted. Can the listings say that automatically for anything in the "
            "desktop category?",
            ("Adding a line to the listing template for desktops.", [
                call("edit", "ok", path="/home/margo/stock/templates/listing.html",
                     old="{{ description }}",
                     new="{{ description }}\n{% if category == 'desktop' %}<p><strong>Collection only from "
                         "Nutclough Mill.</strong></p>{% endif %}"),
            ]),
            "Done. Anything marked desktop now says collection only from the mill.",
        ),
        turn(
            "ooh and something exciting, a props buyer from a telly company in Salford emailed, they're filming "
            "a sixties thing and they want " + f("rejected", "all twelve Olivettis for £600") + ". Which, no, "
            "that's fifty quid each for serviced machines. I've written back that they can hire four for the "
            "shoot at " + f("number", "£50 a machine per week") + ", and they collect.",
            "That's a much better deal for you, and you keep the stock. Fingers crossed.",
        ),
        turn(
            "THEY SAID YES. Four Lettera 22s from the 14th, for three weeks. Can you mark them as on hire in "
            "the csv so I don't sell one by accident?",
            ("Marking the four 22s.", [
                call("bash", "4 rows updated", command="python3 /home/margo/stock/tools/set_status.py "
                                                       "--model 'Lettera 22' --limit 4 --status on_hire"),
            ]),
            "Four Lettera 22s are 'on hire' and drop out of the shop until you set them back.",
        ),
        turn(
            "amazing. Can you also write " + f("pending", "a care sheet to go in the box with each machine") +
            "? like how to change the ribbon, don't oil the type bars, keep the cover on, that sort of thing",
            "Yes, I'll draft one. I'll do it once the listing template's settled, so they match in style.",
        ),
    )
    r3 = (
        turn(
            "right, the test pages. I type one for each machine and Ruairi set up the scanner on his Raspberry "
            "Pi so I can scan from my laptop. Can you scan the TW-0412 one, it's on the glass already",
            ("Finding the scanner and scanning.", [
                call("bash", "device `net:192.168.1.40:pixma:04A91912_4B3C1D' is a CANON Canon PIXMA MG3650 "
                             "multi-function peripheral",
                     command="scanimage -L"),
                call("bash",
                     "[net] sane_open(\"192.168.1.40:pixma:04A91912_4B3C1D\")\n"
                     "[net] sane_open: remote open failed\n"
                     + f("failure", "scanimage: open of device net:192.168.1.40:pixma:04A91912_4B3C1D failed: Access to resource has been denied"),
                     error=True,
                     command=f("command", "scanimage -d net:192.168.1.40:pixma:04A91912_4B3C1D --resolution 600 "
                                          "--format=png -o TW-0412-test.png")),
            ]),
            "Your laptop can see the scanner, " + f("identifier", "pixma:04A91912_4B3C1D") + " on Ruairi's Pi, "
            "but saned on the Pi refuses to open it for you, which usually means your laptop's address isn't in "
            "its allowed hosts. It needs a line added on the Pi, with sudo.",
        ),
        turn(
            "Ruairi's at his cousin's wedding on Skye till Sunday and the Pi is his baby, I'm not touching it. "
            "Leave it, the test page can wait.",
            "OK, the scan waits for Ruairi on Sunday.",
        ),
        turn(
            "Also the telly people might want them longer, the producer mentioned a second block. I asked "
            + f("pending", "whether the props company wants the Olivettis for a second block of filming") +
            " and she's not replied to two emails. So no idea.",
            "I'll leave the four 22s as on hire with no end date until she answers.",
        ),
    )
    later = (
        (5, (
            turn(
                "did the care sheet happen?",
                "Not yet, sorry. The template is settled now, so it's next; do you want it as a folded A5 or a "
                "single A4?",
            ),
            turn("A5 folded. No rush but soon.", "A5 folded, noted."),
        )),
        (10, (
            turn(
                "Pat from the Hebden Bridge makers' market emailed, they want "
                + f("pending", "a stall blurb and three photos by 20 October") + " for the Christmas market "
                "programme. Can you help with the blurb when I've got a minute? Not now, I've got a Hermes in "
                "bits on the bench.",
                "Yes, when you're ready; I'll remember it's due by 20 October.",
            ),
        )),
    )
    return Scripted(name="fresh32-typewriter", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh32=True, later=later, routine=routine_en)


# ---------------------------------------------------------------- brass
def _brass() -> Scripted:
    f = Builder()
    more = [f"rm: cannot remove '/mnt/nas/rsnapshot/daily.6/localhost/srv/prosser/jobs/2025/{n}': Read-only file system"
            for n in ("bass-besson-1104.txt", "baritone-yamaha-1119.txt", "cornet-sovereign-1202.txt",
                      "euph-besson-1208.txt", "horn-yamaha-1215.txt")]
    snap_log = (
        "echo 4127 > /var/run/rsnapshot.pid\n"
        "/bin/rm -rf /mnt/nas/rsnapshot/daily.6/\n"
        + f("failure", "rm: cannot remove '/mnt/nas/rsnapshot/daily.6/localhost/srv/prosser/jobs/2025/bass-1031.txt': Read-only file system")
        + "\n" + "\n".join(more) + "\n"
        "ERROR: Error! rotate_lowest_snapshots(\"daily\")\n"
        "----------------------------------------------------------------------------\n"
        "rsnapshot encountered an error! The program was invoked with these options:\n"
        "/usr/bin/rsnapshot -v daily\n"
        "----------------------------------------------------------------------------\n"
        "rm -f /var/run/rsnapshot.pid"
    )
    r1 = (
        turn(
            "Shwmae. Emrys Prosser, Prosser Brass Repairs, unit 7 on the Pant industrial estate in Merthyr. I "
            "fix brass band instruments, cornets, tenor horns, baritones, euphs, basses, for the bands round "
            "the valleys, and for the county music service who lend instruments out to the schools. Eirlys, "
            "my wife, does the books, Dai works the bench with me, and our Tomos set the computer side up "
            "before he went off to Aberystwyth. Jobs go in a folder per year, " + f("path", "/srv/prosser/jobs/2026")
            + ", a text file per instrument. A typical job: it comes in, I check the valves and slides, it goes "
            "in the tank for a chemical clean, dents out on the mandrels, solder any loose braces, lap the "
            "valves, play it, back it goes. A clean's " + f("number", "£95 for a chemical clean on a cornet")
            + ", more for the big stuff. One thing with the county, mind: "
            + f("constraint", "no music service job starts without a purchase order number") + ", they won't "
            "pay otherwise, learned that the hard way in 2019. What I want is a little thing that tells me "
            "what's on the bench and what's waiting, out of those files.",
            ("Let me look at one job file to see what's in them.", [
                call("read", path="/srv/prosser/jobs/2026/cornet-besson-0311.txt",
                     result="owner: Cwmbach Silver\nitem: Besson 928 cornet\nin: 2026-03-11\n"
                            "work: chem clean, 2nd valve guide, dent bell\nstatus: waiting"),
                call("write", "ok", path="/srv/prosser/tools/bench.py",
                     content="import pathlib, sys\nfor p in sorted(pathlib.Path(sys.argv[1]).glob('*.txt')):\n"
                             "    d = dict(l.split(': ', 1) for l in p.read_text().splitlines() if ': ' in l)\n"
                             "    print(d.get('status', '?').ljust(8), d.get('in', ''), d.get('owner', ''), d.get('item', ''))"),
                call("bash", "bench    2026-03-02 Cyfarthfa Town  Sovereign euphonium\n"
                             "waiting  2026-03-11 Cwmbach Silver  Besson 928 cornet",
                     command="python3 /srv/prosser/tools/bench.py /srv/prosser/jobs/2026"),
            ]),
            "That lists every job with its status, date in, owner and instrument. I can add the purchase order "
            "number as a line in each file and have it flag county jobs that haven't got one yet.",
        ),
        turn(
            "Aye, do that. Eirlys was asking too, last night, if I should think about "
            + f("rejected", "taking on woodwind repairs too") + ". The school clarinets and flutes all go to "
            "Cardiff at the moment. I'll sleep on it.",
            ("Adding the order-number check.", [
                call("edit", "ok", path="/srv/prosser/tools/bench.py",
                     old="    print(d.get('status', '?').ljust(8),",
                     new="    flag = 'NO PO ' if d.get('owner', '').startswith('County') and not d.get('po') else ''\n"
                         "    print(flag + d.get('status', '?').ljust(8),"),
            ]),
            "Done, county jobs without a po: line are flagged NO PO. And sure, no rush on the woodwind. One "
            "bigger idea while I'm at it: " + f("rejected", "a web portal where the bands log their own repairs")
            + ", so the secretaries can see how their instruments are getting on without ringing.",
        ),
        turn(
            "Not a chance. Half the band secretaries can't work the WhatsApp group.",
            "Fair enough, forget the portal. A smaller thing that might help: a loaner column, so when a band's "
            "cornet is in with you, you can see which of your spares they've got.",
        ),
        turn(
            "Now that's a good idea, I'm always losing track of the spares.",
            ("Adding loaner support.", [
                call("edit", "ok", path="/srv/prosser/tools/bench.py",
                     old="d.get('item', ''))", new="d.get('item', ''), ('loaner: ' + d['loaner']) if d.get('loaner') else '')"),
            ]),
            "Done: put a loaner: line in a job file and it shows on the bench list.",
        ),
    )
    r2 = (
        turn(
            "Had a row this week. A lad from Cyfarthfa Town band brought his own euph in, I thought he said strip "
            "it, Dai stripped the lacquer, turns out he meant strip the valves down. Eight hundred quid to "
            "relacquer, on us. So: " + f("constraint", "never strip lacquer without the owner saying so in writing")
            + ". Put a line on the job sheet for it.",
            ("Adding a signed line to the job sheet template.", [
                call("edit", "ok", path="/srv/prosser/jobs/TEMPLATE.txt",
                     old="work:", new="work:\nlacquer strip agreed in writing (owner signs): no"),
            ]),
            "Done. New job sheets start with lacquer strip set to 'no' until the owner signs.",
        ),
        turn(
            "I slept on the woodwind. No. Pads, corks, springs, a whole other set of tools, and I'd be rubbish "
            "at it for two years while I learned. Cardiff can keep them. I'll tell Eirlys nicely.",
            "Understood, brass only. I'll leave the job files as they are.",
        ),
        turn(
            "The county keep their loan instruments in an Airtable, base " + f("identifier", "appX4dK9qLmP2rT7v")
            + ", and Mr Llewellyn said I could pull the list of what's due for a service. The euph I've got in "
            "from them now is " + f("identifier", "MTCS-EUP-0093") + ". Tomos put a token in a file for me.",
            ("Pulling the Instruments table.", [
                call("bash",
                     "HTTP/2 403\n"
                     "content-type: application/json; charset=utf-8\n"
                     "date: Tue, 17 Mar 2026 09:14:52 GMT\n"
                     "server: Tengine\n\n"
                     '{"error":{"type":"' + f("failure", "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND") + '","message":'
                     '"Invalid permissions, or the requested model was not found. Check that both your user and '
                     'your token have the required permissions, and that the model names and/or ids are correct."}}',
                     error=True,
                     command=f("command", "curl -si -H @/home/emrys/.airtable-header "
                                          "https://api.airtable.com/v0/appX4dK9qLmP2rT7v/Instruments")),
            ]),
            "Airtable says your token can't see that base: either it hasn't been given access to the county's "
            "workspace or the table name is different. Someone who owns the base has to add it.",
        ),
        turn(
            "That's Mr Llewellyn's, and he's off till after half term. Leave it, I'll ring him when he's back.",
            "OK, the county list waits for Mr Llewellyn after half term.",
        ),
        turn(
            "Can you do me " + f("pending", "a monthly statement for each band of what they owe") + "? Eirlys "
            "does it by hand and it takes her a whole Sunday.",
            "Yes. I'll need a price line in the job files first; I'll add that and then do the statements, "
            "probably next week.",
        ),
    )
    r3 = (
        turn(
            "Menna rang, Cyfarthfa's secretary. I'd quoted them for "
            + f("rejected", "relacquering the whole cornet section") + " before the contest season, ten cornets. "
            "The committee voted it down Wednesday, they're putting the money to a new Eb bass instead. So that's "
            "that.",
            "Shame, but a bass is a good use of it. I'll leave the quote out of the statements.",
        ),
        turn(
            "Tomos set up a backup to the NAS in the cupboard, can you check it's actually working? Eirlys is "
            "paranoid since the laptop died.",
            ("Looking at the config, then running a daily by hand.", [
                call("read", path=f("path", "/etc/rsnapshot.conf"),
                     result="snapshot_root\t/mnt/nas/rsnapshot/\nretain\tdaily\t7\nretain\tweekly\t4\n"
                            "backup\t/srv/prosser/\tlocalhost/"),
                call("bash", snap_log, error=True, command=f("command", "rsnapshot -v daily")),
            ]),
            "It's not working: rsnapshot couldn't rotate the old snapshots because the NAS share has gone "
            "read-only. That usually means the NAS remounted its disk read-only after an error, so the disk "
            "may be on its way out. It needs someone to log into the NAS and look.",
        ),
        turn(
            "Only Tomos knows the NAS password and he's in Aber till reading week. I'm not poking it. Leave it.",
            "Leaving it for Tomos. Until then nothing new is being backed up, so maybe copy the jobs folder to "
            "a USB stick now and then.",
        ),
        turn(
            "Will do. The county contract's " + f("number", "about 38 instruments a term") + ", that's the bread "
            "and butter. And nobody knows " + f("pending", "whether the county renews the music service contract in April")
            + ", Mr Llewellyn says it's with the cabinet member.",
            "Noted; I'll keep the county jobs separate in the statements so you can see what they're worth if "
            "it comes to a renewal.",
        ),
    )
    later = (
        (5, (
            turn(
                "That band statement thing, have you done it?",
                "Not yet. The price lines are in the job files now, so it's the next thing; do you want one "
                "page per band, or one sheet with all of them?",
            ),
            turn("One page per band. Soon as you can.", "One page per band, next up."),
        )),
        (10, (
            turn(
                "Menna again. She wants "
                + f("pending", "a quote for the four tenor horns before the committee meets on 12 May")
                + ". I'll look at the horns Thursday, do it with me then.",
                "Will do, Thursday, so it's with Menna before the 12 May meeting.",
            ),
        )),
    )
    return Scripted(name="fresh32-brass", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh32=True, later=later, routine=routine_en)


SESSIONS = (_horologist(), _cobbler(), _typewriter(), _brass())
