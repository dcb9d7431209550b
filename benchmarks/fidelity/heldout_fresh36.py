"""Thirty-sixth fresh held-out set (English): written blind while the twenty-ninth round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond the first lines of one file for its format, or the benchmark's
report), and first run against that round; committed before its first run and not to be edited after it.

How it was written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in food-producer domains used nowhere else in the corpus
(checked with ``grep -il`` on file names only: a hand-harvested seaweed business in Connemara, a
kombucha brewery in a Bermondsey railway arch, a farm charcuterie near Llandeilo, a saffron grower near
Saffron Walden). Proposals come from the assistant, a Dublin restaurant group (by text, through the
user's brother), an uncle, a café (by e-mail), a part-time brewer (decided by the landlord's agent and
relayed), a Cardiff deli (by e-mail), a mother-in-law, a food hall buyer (through the user's husband) and
the husband himself (decided by the estate's agent and relayed). Failures are multi-line blocks from a
Python I2C sensor script, Syncthing's journal, gspread, PlatformIO/esptool, e2fsck, latexmk, picocom and
vipsthumbnail; each is left unresolved for a reason given in the dialogue. Routine work (``routine_en``)
is this file's own: a Litestar + htmx app for a choir's sheet-music library, with turns that look like
facts (a rule of thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions:
- seaweed: Niamh and her brother Colm hand-harvest seaweed on the shore below Carna, Connemara, dry it in
  an old byre with a dehumidifier, and sell dried dulse, kelp flakes and bath seaweed to shops. A Pi in
  the shed (shed-pi-carna) logs humidity from a sensor; Syncthing copies the log to Niamh's laptop.
  Rules: inside a long account of a harvest day, they never cut kelp closer than a hand's width above
  the holdfast; after a batch sweated in the bags at a shop in Clifden, no batch is bagged until it has
  had a full night in the cooling room. Proposals: the assistant's monthly subscription box (turned down
  by a reason alone: the sea decides what there is); a Dublin restaurant group, by text through Colm,
  wants exclusive rights to the whole dulse crop, Niamh counters with first refusal on half the summer
  dulse and they take it; uncle Pádraig's second-hand tractor (bluntly no); the assistant's lot numbers
  are accepted. Numbers: €38 a kilo for dried dulse; about 7 kilos of wet weed to a kilo dry. Paths:
  /home/niamh/feamainn/drying_log.csv, /home/pi/shedlog/bme_read.py. Identifiers: shed-pi-carna, the
  foreshore licence FS007342. Commands: i2cdetect -y 1; journalctl for the Syncthing user unit.
  Failures: the sensor script gets a Remote I/O error (mice chewed the cable; a new sensor is on order);
  Syncthing says the folder marker is missing (left until Colm, who set it up, is back from Inis Meáin).
  Open: a one-page wholesale price list for the Clifden shops (asked again later); whether the foreshore
  licence covers selling seaweed for baths (the Department hasn't answered); a later ask from the Local
  Enterprise Office for the grant claim with the dehumidifier invoice by 28 February.
- kombucha: Dele brews kombucha with Hannah and Femi (part-time) in a railway arch off Druid Street,
  Bermondsey; kegs go to about twenty cafés, tracked in Hannah's Google Sheet by a script; an iSpindel
  floats in each fermenter. Rules: inside a long account of a brew day, every batch gets a pH reading
  written on the tank before it's kegged; after a bottle burst in a café fridge, no bottled batch leaves
  the arch until it's had 48 hours in the cold room. Proposals: a café, by e-mail, wants sale-or-return
  on the kegs (put off, refused a round later); the assistant's flavour-of-the-month subscription
  (polite no, smaller thing instead: a Monday "on tap" e-mail to the cafés); Femi's hard kombucha at 5
  percent (the landlord's agent says the lease doesn't allow it, relayed); the assistant's days-out
  column is accepted. Numbers: £65 for a 20-litre keg; £30 deposit on every keg. Paths:
  /home/dele/arch14/kegs/sync_kegs.py, ~/arch14/ispindel-fw. Identifiers: the sheet's service account,
  ispindel-FV3. Commands: python3 sync_kegs.py --dry-run; pio run -e d1_mini -t upload. Failures:
  gspread gets a 403 (Hannah owns the sheet and is at a wedding in Kraków); esptool can't connect at the
  end of a long build (the only cable is charge-only; a data cable is on order). Open: a keg return
  reminder text for the cafés (asked again later); whether Southwark's trade waste will take the spent
  SCOBYs (no answer); a later ask from the Maltby Street market manager for the allergen sheet and the
  public liability certificate by Friday 6 March.
- charcuterie: Gwen cures coppa, lomo and salami from the farm's Tamworth pigs in an old dairy near
  Llandeilo; her husband Huw does the pigs. The chamber is a bottle fridge with an Inkbird controller; a
  Pi logged it until its SD card died; the HACCP plan is a LaTeX file Huw's nephew Rhys wrote. Rules:
  inside a long account of a curing week, nothing comes out of the chamber until it has lost a third of
  its weight; after a nut-allergy scare at Carmarthen market, the pistachio salami is made last, on a
  Friday, after everything else is wrapped. Proposals: the assistant's vacuum-packed sliced coppa
  (turned down by a reason alone: a cutting room and another approval); a Cardiff deli, by e-mail, wants
  a private-label salami, Gwen counters with their name on the shelf card and a discount on a monthly
  order and the deli takes it; Huw's mam wants the coppa smoked in the old bread oven (bluntly no); the
  assistant's batch codes on the tags are accepted. Numbers: 13 degrees and 78 percent humidity; £42 a
  kilo for the coppa. Paths: /home/pi/chamber/humidity.csv, /home/gwen/haccp/haccp_plan.tex.
  Identifiers: ITC-608T, batch CP-0311. Commands: sudo fsck.ext4 -f /dev/sdb2; latexmk -pdf
  haccp_plan.tex. Failures: e2fsck finds a bad superblock (left for Rhys to image the card on Saturday);
  latexmk can't find siunitx.sty at the end of a long log (the 4G allowance is nearly gone; she'll use
  the library's wifi on Tuesday). Open: a printable weight-loss chart for each hanging batch (asked
  again later); whether the EHO wants the chamber logs on paper (no answer from Mrs Rees); the EHO's
  later ask for the updated HACCP plan by 14 March.
- saffron: Maria and Ed Hollis grow saffron crocus on rented land near Saffron Walden; the flowers are
  picked at dawn, the threads pulled at the kitchen table and dried, and Ed weighs each day's lot on a
  scale that talks to the laptop over USB. They sell half-gram tins and gift boxes. Rules: inside a long
  account of a harvest morning, flowers are picked before ten while still closed; after a picker's
  Instagram post brought strangers into the field, no photos that show where the field is. Proposals:
  the assistant's picking experience day (put off, refused a round later); Ed's idea of selling the
  surplus corms (the estate's agent says no under the tenancy, relayed); a Cambridge food hall, through
  Ed, wants a tasting day every weekend in December (polite no, one Saturday instead); the assistant's
  batch code on the tins is accepted. Numbers: about 150 flowers to a gram; £14 for a half-gram tin.
  Paths: /home/maria/saffron/weights/harvest_2025.csv, /home/maria/saffron/labels/tins_2025.glabels.
  Identifiers: batch HW25-14, the food registration FHR-UTT-00872. Commands: picocom on the scale's
  port; vipsthumbnail on the product photos. Failures: picocom can't lock the port (Ed's weighing
  program has it and he's out in the field); vipsthumbnail finds a truncated JPEG (the niece who took
  the photos is in Lisbon with the originals). Open: a care card for the gift boxes (asked again later);
  whether Trading Standards need anything beyond the food registration (nobody at the council knows);
  the food hall buyer's later ask for the spec sheet and barcodes for the gift box by 1 December.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Litestar + htmx sheet-music library
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The loans test is failing on my machine, can you have a look?",
                ("Running that test file.", [
                    call("bash",
                         "tests/test_loans.py::test_return_copy FAILED\n\n"
                         "    assert resp.status_code == 200\n"
                         "E   assert 400 == 200\n"
                         "E    +  where 400 = <Response [400 Bad Request]>.status_code\n\n"
                         "---------- Captured log call ----------\n"
                         "litestar: Validation failed for POST /loans/17/return: Expected `int`, got `str` - at `$.copy_id`\n"
                         "========= 1 failed, 38 passed in 2.41s =========",
                         error=True, command="uv run pytest tests/test_loans.py -q"),
                ]),
                ("The htmx form posts copy_id as a string; the handler's dataclass says int. Form data is always "
                 "strings, so I'll take it as a Body with RequestEncodingType.URL_ENCODED and let Litestar coerce.", [
                    call("edit", "ok", path="app/routes/loans.py",
                         old="data: ReturnIn,",
                         new="data: Annotated[ReturnIn, Body(media_type=RequestEncodingType.URL_ENCODED)],"),
                    call("bash", "39 passed in 2.37s", command="uv run pytest -q"),
                ]),
                "All green. Rule of thumb for this app: handlers that htmx posts to should declare URL-encoded bodies.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Can we record which voice part a copy is for? SATB, plus 'full score'.",
                ("Adding a column and a migration.", [
                    call("edit", "ok", path="app/models.py",
                         old="    title: Mapped[str]",
                         new="    title: Mapped[str]\n    voice_part: Mapped[str] = mapped_column(String(12), default='full')"),
                    call("bash", "Generating migrations/versions/7c1e_add_voice_part.py ...  done",
                         command="uv run alembic revision --autogenerate -m 'add voice part'"),
                    call("bash", "INFO  [alembic.runtime.migration] Running upgrade 3a90 -> 7c1e, add voice part",
                         command="uv run alembic upgrade head"),
                ]),
                "Done; existing copies default to 'full'. I could also add a filter chip row above the catalogue "
                "list so the tenors can see only their copies.",
            ),
            turn("Yes, the chips are a good idea.", "Added; each chip does an hx-get with ?part=T and swaps the list."),
        )
    if k == 2:
        return (
            turn(
                "CI is red on the lint step.",
                ("Checking ruff and mypy.", [
                    call("bash",
                         "app/routes/catalogue.py:41:5: F841 Local variable `total` is assigned to but never used\n"
                         "app/services/overdue.py:12:1: I001 Import block is un-sorted or un-formatted\n"
                         "Found 2 errors.\n[*] 1 fixable with the `--fix` option.",
                         error=True, command="uv run ruff check ."),
                ]),
                ("Removing the dead variable and letting ruff sort the imports.", [
                    call("bash", "Found 1 error (1 fixed, 0 remaining).", command="uv run ruff check . --fix"),
                    call("edit", "ok", path="app/routes/catalogue.py", old="    total = len(rows)\n", new=""),
                    call("bash", "Success: no issues found in 23 source files", command="uv run mypy app"),
                ]),
                "Lint and types are clean. CI runs ruff before the tests, so it's worth running it locally first.",
            ),
        )
    if k == 3:
        return (
            turn(
                "When I click 'lend' the whole page gets nested inside the table row. Weird.",
                ("Looking at the row template.", [
                    call("read", path="app/templates/partials/copy_row.html",
                         result='<tr id="copy-{{ c.id }}">\n  <td>{{ c.title }}</td>\n'
                                '  <td><button hx-post="/copies/{{ c.id }}/lend" hx-target="#copy-{{ c.id }}">Lend</button></td>\n</tr>'),
                ]),
                "The handler returns the full page template and the button swaps it into the row's innerHTML. "
                "I'll return just the row partial and use hx-swap=\"outerHTML\".",
            ),
            turn("Go ahead.", ("Changed.", [
                call("edit", "ok", path="app/templates/partials/copy_row.html",
                     old='hx-target="#copy-{{ c.id }}"', new='hx-target="#copy-{{ c.id }}" hx-swap="outerHTML"'),
                call("bash", "39 passed in 2.40s", command="uv run pytest -q"),
            ]), "Fixed, and the row updates in place now."),
        )
    if k == 4:
        return (
            turn(
                "Is there a newer Litestar? Someone in the chat said there's a fix for static files.",
                ("Upgrading only that package.", [
                    call("bash", "Updated litestar v2.12.1 -> v2.13.0\nResolved 41 packages in 312ms",
                         command="uv lock --upgrade-package litestar"),
                    call("bash", "39 passed in 2.52s", command="uv run pytest -q"),
                ]),
                "Now on 2.13.0 and everything passes. I'd keep the lower bound at >=2.13 in pyproject.toml so a "
                "fresh install doesn't pick up the old one.",
            ),
            turn("Fine, set the bound.", "Set."),
        )
    return (
        turn(
            "Three choir members got the overdue e-mail twice this morning.",
            ("Checking the server log.", [
                call("bash",
                     "INFO:     Started server process [2211]\nINFO:     Started server process [2212]\n"
                     "[overdue] 06:00:00 sent 3 reminders (worker 2211)\n"
                     "[overdue] 06:00:00 sent 3 reminders (worker 2212)",
                     error=True, command="journalctl -u choir-library --since today | grep -E 'Started|overdue'"),
            ]),
            ("Both uvicorn workers start the scheduler in on_startup, so the job runs once per worker. Moving "
             "the overdue run to a systemd timer and taking it out of the app's startup hooks.", [
                call("edit", "ok", path="app/main.py", old="on_startup=[start_scheduler, init_db]",
                     new="on_startup=[init_db]"),
                call("write", "ok", path="deploy/choir-overdue.timer",
                     content="[Timer]\nOnCalendar=*-*-* 06:00:00\nPersistent=true"),
            ]),
            "Deployed. The loan period stays three weeks; reminders go once, at six.",
        ),
    )


# ---------------------------------------------------------------- seaweed
def _seaweed() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi, ok, bear with me, I'm not a computer person. I'm Niamh, me and my brother Colm hand-harvest "
            "seaweed on the shore below Carna in Connemara and sell it dried, dulse mostly, kelp flakes, and "
            "bags of wrack for baths. A harvest day goes like this: on a spring tide we're down on the rocks two "
            "hours before low water, wellies, knives, onion bags, and we work along the shore from the pier. "
            "With the kelp " + f("constraint", "we never cut kelp closer than a hand's width above the holdfast")
            + ", that's what lets it grow back for next year, and the man from the Department does actually come "
            "and look. Then it all goes up in the jeep to the drying shed, which is our granny's old byre with a "
            "dehumidifier and a pellet heater, and it's spread on racks for two or three days. Colm put a little "
            "Raspberry Pi in there, it's called " + f("identifier", "shed-pi-carna") + ", with a sensor that "
            "logs the humidity, and it ends up on my laptop in " + f("path", "/home/niamh/feamainn/drying_log.csv")
            + " through some syncing thing. Anyway the log stopped. Can you look?",
            ("Let me look at the end of the log first.", [
                call("bash",
                     "2026-01-19 02:40,shed-pi-carna,61.2,14.8\n2026-01-19 02:50,shed-pi-carna,61.5,14.7\n"
                     "2026-01-19 03:00,shed-pi-carna,61.9,14.7",
                     command="tail -3 /home/niamh/feamainn/drying_log.csv"),
            ]),
            "The last reading is 03:00 on the 19th, so the Pi stopped writing then (or stopped reading the "
            "sensor). Can I log into the Pi from your laptop? It looks like Colm left an SSH key on it.",
        ),
        turn(
            "Yes, he said it's all set up, just go ahead. The script is " + f("path", "/home/pi/shedlog/bme_read.py")
            + " if that helps.",
            ("Checking whether the sensor is on the I2C bus, then running the script once.", [
                call("bash",
                     "     0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f\n"
                     "00:                         -- -- -- -- -- -- -- --\n"
                     "70: -- -- -- -- -- -- -- --",
                     command="ssh pi@shed-pi-carna " + f("command", "i2cdetect -y 1")),
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/home/pi/shedlog/bme_read.py\", line 31, in <module>\n"
                     "    calibration = bme280.load_calibration_params(bus, 0x76)\n"
                     "  File \"/usr/lib/python3/dist-packages/bme280/__init__.py\", line 92, in load_calibration_params\n"
                     "    compensation_params.dig_T1 = read.unsigned_short(bus, address, 0x88)\n"
                     "  File \"/usr/lib/python3/dist-packages/bme280/reader.py\", line 18, in unsigned_short\n"
                     "    return self._bus.read_word_data(address, register) & 0xffff\n"
                     + f("failure", "OSError: [Errno 121] Remote I/O error"),
                     error=True, command="ssh pi@shed-pi-carna python3 /home/pi/shedlog/bme_read.py --once"),
            ]),
            "Nothing answers on the bus at all: the grid is empty where the sensor should show up at 76. So the "
            "script can't talk to it. That's a loose or broken wire, or a dead sensor; it isn't the code.",
        ),
        turn(
            "Ah God. Colm says the mice had a go at everything in the shed over Christmas, the cable's probably "
            "chewed. He's ordered a new sensor, from Pimoroni I think, it won't be here till the end of next week. "
            "We'll write the readings on the whiteboard till then. Leave it.",
            "Okay, the sensor is parked until the new one arrives. When it comes, it's four wires; I'll walk "
            "Colm through it and we'll check it shows up on the bus before anything else.",
        ),
        turn(
            "Grand. Now a thing I'm still cross about. Last month a batch of dulse sweated in the bags and went "
            "off on the shelf in the craft shop in Clifden, Máire rang me, the smell, honestly. Colm had bagged "
            "it warm straight off the racks because we were in a hurry. So, rule, from now on: "
            + f("constraint", "no batch is bagged until it has had a full night in the cooling room")
            + ". Can the log sheet have a column so we tick that?",
            ("Adding a 'cooled overnight' column to the batch sheet, with the date it went into the cooling room.", [
                call("edit", "ok", path="/home/niamh/feamainn/batches.csv",
                     old="batch,harvested,species,shore,dry_kg",
                     new="batch,harvested,species,shore,dry_kg,into_cooling_room,cooled_overnight"),
            ]),
            "Done. While I'm in there: do you want a lot number on every bag? Something like the harvest date "
            "plus a letter for the shore, so if a shop ever rings about a bag you know exactly which racks it was.",
        ),
        turn(
            "Oh that's clever, yes, do the lot numbers.",
            ("Adding them.", [
                call("edit", "ok", path="/home/niamh/feamainn/batches.csv",
                     old="batch,harvested", new="lot,batch,harvested"),
            ]),
            "Lot numbers are in. One more idea for the website: " + f("rejected", "a monthly seaweed subscription box")
            + ", a mixed box posted to people every month, steady money between the shop orders.",
        ),
        turn(
            "The sea decides what we have, not me. Some months there's no dulse at all, and if there's a storm "
            "week we don't go out for three weeks. I'd be posting people empty boxes.",
            "That's fair; a box that depends on the weather would be a promise you can't keep. I'll leave the "
            "website as it is, with stock listed as it comes in.",
        ),
    )
    r2 = (
        turn(
            "Right so, Colm got a text last night from a fella at a restaurant group in Dublin, Saltwater, they "
            "have four places. Here's what he sent, Colm forwarded it: 'Hi Colm, loved the dulse at the Galway "
            "food fair. We'd like " + f("rejected", "exclusive rights to the whole dulse crop") + " for 2026, "
            "name your price.' I'm not cutting off Máire and the shops that kept us going, no way. I told Colm "
            "to say they can have first refusal on half the summer dulse, at our wholesale price, which is "
            + f("number", "€38 a kilo for dried dulse") + ".",
            "That keeps the shops supplied and gives the restaurants something firm. If they say yes I can add "
            "a 'reserved' column so half of each summer dulse batch is held for them.",
        ),
        turn(
            "They said yes! Colm's thrilled, he's telling everyone in the pub. Do the reserved thing.",
            ("Adding the column.", [
                call("edit", "ok", path="/home/niamh/feamainn/batches.csv",
                     old="cooled_overnight", new="cooled_overnight,reserved_saltwater_kg"),
            ]),
            "Done: half of each summer dulse batch goes in the reserved column for Saltwater.",
        ),
        turn(
            "Now my laptop has a red thing on it for the syncing, the drying logs folder. It says it's stopped.",
            ("Checking Syncthing's log on your laptop.", [
                call("bash",
                     "Jan 27 09:14:02 niamh-laptop syncthing[1422]: [KQ4MT] INFO: My ID: KQ4MT7D-7VQBZ6N\n"
                     "Jan 27 09:14:02 niamh-laptop syncthing[1422]: [KQ4MT] INFO: Ready to synchronize \"Photos\" (photos-x2k9a) (sendreceive)\n"
                     "Jan 27 09:14:03 niamh-laptop syncthing[1422]: [KQ4MT] WARNING: "
                     + f("failure", 'Error on folder "Drying logs" (drying-logs): folder marker missing')
                     + " (this indicates potential data loss, search docs/forum to get information on how to proceed)\n"
                     "Jan 27 09:14:03 niamh-laptop syncthing[1422]: [KQ4MT] INFO: Established secure connection to shed-pi-carna at 192.168.1.40:22000\n"
                     "Jan 27 09:14:04 niamh-laptop syncthing[1422]: [KQ4MT] INFO: Device shed-pi-carna client is \"syncthing v1.27.2\"",
                     error=True, command=f("command", "journalctl --user -u syncthing -n 40")),
            ]),
            "Syncthing keeps a hidden marker folder inside each shared folder, and the one in feamainn is gone, "
            "probably deleted while tidying. It stops on purpose so it doesn't think the files were deleted and "
            "delete them on the Pi too. I can put the marker back, but I'd want to be sure which copy of the log "
            "is the good one first.",
        ),
        turn(
            "Colm set the whole thing up and he's on Inis Meáin all week doing a job for a cousin, no signal half "
            "the time. Don't touch it till he's back, I'm not losing the whole winter's logs.",
            "Understood, I'll leave Syncthing alone until Colm is back.",
        ),
        turn(
            "And when you get a minute, can you do me " + f("pending", "a one-page wholesale price list for the Clifden shops")
            + "? Dulse, kelp flakes, the bath bags. Máire keeps asking.",
            "Yes, I'll do it. I'll finish the lot-number labels first and then make the price list.",
        ),
    )
    r3 = (
        turn(
            "My uncle Pádraig was over for the dinner on Sunday and he's got a bee in his bonnet about us "
            + f("rejected", "buying a second-hand tractor to haul the seaweed up from the shore") + ". "
            "He knows a man in Oughterard. No. Not happening.",
            "Okay, no tractor. Back to the labels, then?",
        ),
        turn(
            "Yes. For the back of the bath bag I want a line that explains the price, because people think it's "
            "just weed off the beach. It's " + f("number", "about 7 kilos of wet weed for every kilo dry")
            + ", and it's all cut by hand. Write me something short.",
            ("Writing the back-of-bag text.", [
                call("write", "ok", path="/home/niamh/feamainn/labels/bath_back.txt",
                     content="Hand-cut on the Carna shore at low tide and dried slowly in our own shed. "
                             "About seven kilos of wet seaweed go into every kilo you buy."),
            ]),
            "Here's a draft: hand-cut on the Carna shore at low tide, dried slowly, seven kilos of wet seaweed in "
            "every kilo. Happy with it?",
        ),
        turn(
            "Lovely. And the licence number has to be on every label, it's " + f("identifier", "FS007342")
            + ", the foreshore licence.",
            ("Adding it under the lot number.", [
                call("edit", "ok", path="/home/niamh/feamainn/labels/template.txt",
                     old="Lot: {lot}", new="Lot: {lot}\nForeshore licence FS007342"),
            ]),
            "It's on the template now.",
        ),
        turn(
            "Here's one for you that nobody can answer: " + f("pending", "whether the foreshore licence covers selling seaweed for baths")
            + ". It says harvesting for food and agriculture. I emailed the Department in January and nothing back.",
            "I can't tell from the wording either; 'food and agriculture' may or may not cover cosmetic use. "
            "I'll keep it as an open question until the Department replies. It might be worth keeping the bath "
            "bags off the Saltwater paperwork until then.",
        ),
    )
    later5 = (
        turn(
            "Sinéad from the Local Enterprise Office rang. They need " + f("pending", "the grant claim with the dehumidifier invoice by 28 February")
            + ", and she said there's no extension this year.",
            "Noted. I'll need the invoice as a PDF and the bank statement line showing it paid; send me those and "
            "I'll fill in the claim form with you.",
        ),
    )
    later10 = (
        turn(
            "Did you ever do the wholesale price list for the Clifden shops? Máire's on at me again, she wants it "
            "before the Easter tourists.",
            "No, not yet, sorry: the one-page wholesale price list for the Clifden shops is still to do. I'll make "
            "it now: dulse at the wholesale price, kelp flakes and the bath bags, one page.",
        ),
    )
    return Scripted(name="fresh36-seaweed", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh36=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- kombucha
def _kombucha() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. Quick background so you're not lost: we're Arch 14 Kombucha, me (Dele), Hannah, and Femi "
            "who does three days a week, brewing in a railway arch off Druid Street in Bermondsey. Brew day is: "
            "tea into the 200-litre kettle, sugar in, cool it overnight, then into the fermenters with SCOBY and "
            "a good slug of last batch, two weeks or so, then we flavour, ginger, hibiscus, rhubarb in spring, and "
            "it gets kegged or bottled. The one thing we never skip, the EHO drilled it into us when we started: "
            + f("constraint", "every batch gets a pH reading written on the tank before it's kegged")
            + ". Then kegs go out to about twenty cafés and come back, and that's where it gets messy. Hannah "
            "made a Google Sheet of which keg is where, and I wrote a script, "
            + f("path", "/home/dele/arch14/kegs/sync_kegs.py") + ", that takes the delivery app's export and "
            "updates the sheet. It's been broken since Monday.",
            ("Let me run it in dry-run mode so it doesn't write anything.", [
                call("bash",
                     "[sync_kegs] reading export deliveries_2026-02-09.csv (34 rows)\n"
                     "[sync_kegs] opening sheet 'Keg tracker'\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/home/dele/arch14/kegs/sync_kegs.py\", line 58, in <module>\n"
                     "    ws = gc.open_by_key(SHEET_KEY).worksheet('Kegs')\n"
                     "  File \"/home/dele/.local/lib/python3.11/site-packages/gspread/client.py\", line 159, in open_by_key\n"
                     "    spreadsheet = Spreadsheet(self.http_client, {\"id\": key})\n"
                     "  File \"/home/dele/.local/lib/python3.11/site-packages/gspread/http_client.py\", line 128, in request\n"
                     "    raise APIError(response)\n"
                     + f("failure", "gspread.exceptions.APIError: APIError: [403]: The caller does not have permission")
                     + "\n[sync_kegs] aborted, 0 rows written",
                     error=True, command="cd /home/dele/arch14/kegs && " + f("command", "python3 sync_kegs.py --dry-run")),
            ]),
            "The script logs in as a Google service account, " + f("identifier", "keg-sync@arch14-kegs.iam.gserviceaccount.com")
            + ", and the sheet no longer lets that account in; someone probably tidied the sharing settings. The "
            "fix is for the sheet's owner to share it with that address again as an editor.",
        ),
        turn(
            "Hannah owns the sheet, it's on her own account, and she's in Kraków for her sister's wedding till "
            "Tuesday. I'm not ringing her at a wedding about a spreadsheet. Leave it, I'll do the kegs on paper.",
            "Fine, the sync stays parked until Hannah can re-share the sheet. Nothing else needs her for now.",
        ),
        turn(
            "Also got this from Cobble & Crumb, they're one of our biggest: 'Hi Dele, we'd love to take more but "
            "could we do " + f("rejected", "sale-or-return on the kegs") + "? Some weeks the rhubarb doesn't "
            "move.' Hmm. Let me think about that one, they're a big account.",
            "Sure. If it helps I can pull how long their kegs usually sit before they come back, from the "
            "delivery export, once the sync works again.",
        ),
        turn(
            "Go on, what could we do for people at home? Loads ask at the market.",
            "One option: " + f("rejected", "a flavour-of-the-month subscription") + ", four bottles posted each "
            "month with whatever's new.",
        ),
        turn(
            "It's a nice idea but posting glass is a nightmare and dear, and I don't want to turn into a courier "
            "company. What I would like is a little 'what's on tap this week' e-mail to the cafés every Monday, "
            "so they know what to order.",
            ("Making a Monday e-mail template from the fermenter list.", [
                call("write", "ok", path="/home/dele/arch14/mail/on_tap.md",
                     content="This week at Arch 14:\n{% for f in flavours %}- {{ f.name }} ({{ f.kegs }} kegs ready)\n{% endfor %}"),
            ]),
            "Template's done. Another thing while I'm in the export: a 'days out' column, how many days each keg "
            "has been at a café, so the slow ones stand out.",
        ),
        turn(
            "Yes! Love that. Do it.",
            ("Adding it to the script's output.", [
                call("edit", "ok", path="/home/dele/arch14/kegs/sync_kegs.py",
                     old="row = [keg, cafe, delivered]", new="row = [keg, cafe, delivered, (today - delivered).days]"),
            ]),
            "Added; it'll show once the sheet access is back.",
        ),
    )
    r2 = (
        turn(
            "Right, Cobble & Crumb. I've decided, no to the sale-or-return. If a keg sits in their cellar for six "
            "weeks and goes vinegary, it's our name on the tap. I'll offer them the smaller kegs instead. "
            "For the e-mail back: it's " + f("number", "£65 for a 20-litre keg") + ", and there's a "
            + f("number", "£30 deposit on every keg") + ", same as everyone.",
            ("Drafting the reply.", [
                call("write", "ok", path="/home/dele/arch14/mail/cobble_crumb_reply.md",
                     content="Hi both, we can't do returns on opened stock, but we can switch you to the smaller "
                             "kegs so nothing sits too long. Prices as before. Dele"),
            ]),
            "Draft's saved with the prices in. Have a read before it goes.",
        ),
        turn(
            "Next mess. The iSpindel in fermenter 3, " + f("identifier", "ispindel-FV3") + ", stopped sending. "
            "Femi dropped it on the floor and it's been dead since. Can you reflash it? The firmware project is "
            "in " + f("path", "~/arch14/ispindel-fw") + ", it's plugged into my laptop now.",
            ("Building and uploading.", [
                call("bash",
                     long_log(90, "ispindel-fv3",
                              "Linking .pio/build/d1_mini/firmware.elf\n"
                              "Building .pio/build/d1_mini/firmware.bin\n"
                              "Configuring upload protocol...\nAUTODETECT: Looking for upload port...\n"
                              "Auto-detected: /dev/ttyUSB0\nUploading .pio/build/d1_mini/firmware.bin\n"
                              "esptool.py v4.5.1\nSerial port /dev/ttyUSB0\nConnecting........_____....._____....._____\n"
                              + f("failure", "A fatal error occurred: Failed to connect to ESP8266: Timed out waiting for packet header")
                              + "\n*** [upload] Error 2"),
                     error=True, command="cd ~/arch14/ispindel-fw && " + f("command", "pio run -e d1_mini -t upload")),
            ]),
            "It builds fine; the upload never gets an answer from the board. With a Wemos D1 that's usually the "
            "cable (a charge-only one shows a port but carries no data) or the board not going into flash mode.",
        ),
        turn(
            "Ha, yes, it's the cable off the bike light, charge only. The proper data cable walked off with Femi. "
            "I've ordered one, it comes Thursday. Leave it till then, I'll read FV3 with the hydrometer.",
            "Okay, the iSpindel reflash waits for the data cable on Thursday.",
        ),
        turn(
            "Oh and Femi's been on about doing " + f("rejected", "a hard kombucha at 5 percent") + ", says "
            "everyone in Peckham's drinking it. I asked the landlord's agent at the Arch Company whether we even "
            "could, and they e-mailed back this morning: not under our lease, the use class doesn't cover making "
            "alcohol, and they won't vary it. So that's that. Can you help me tell Femi nicely?",
            ("Drafting a message to Femi.", [
                call("write", "ok", path="/home/dele/arch14/mail/femi.md",
                     content="Femi, asked the Arch Company, and the lease rules it out, it's their call not ours. "
                             "Let's do a big spring special instead, your pick."),
            ]),
            "Draft saved; it puts it on the lease and gives him the spring special to run with.",
        ),
        turn(
            "Perfect. One more: can you write " + f("pending", "a keg return reminder text for the cafés")
            + "? Short, friendly, mention the deposit.",
            "Will do. I'll write it after I've finished the Monday e-mail, so they read the same.",
        ),
    )
    r3 = (
        turn(
            "Bad week. A bottle of the ginger went off like a firework in the fridge at Cobble & Crumb. Glass in "
            "the croissants, nobody hurt, thank God. It went straight off the bench, still warm, and kept "
            "fermenting in the bottle. So new rule: " + f("constraint", "no bottled batch leaves the arch until it's had 48 hours in the cold room")
            + ". Can the dispatch sheet stop me if I try?",
            ("Adding a check to the dispatch script: it refuses a bottled batch whose cold-room time is under two days.", [
                call("edit", "ok", path="/home/dele/arch14/kegs/dispatch.py",
                     old="def can_dispatch(batch):\n    return batch.ready",
                     new="def can_dispatch(batch):\n    if batch.bottled and batch.cold_room_hours() < 48:\n"
                         "        return False\n    return batch.ready"),
            ]),
            "Done; a bottled batch now shows 'cold room' instead of 'ready' until its two days are up.",
        ),
        turn(
            "Thanks. Here's one I can't get an answer to: " + f("pending", "whether Southwark's trade waste will take the spent SCOBYs")
            + ". It's two bins a week. I've e-mailed them twice and heard nothing.",
            "I don't know either; some councils class it as food waste and some won't take it from a business "
            "at all. I'll keep it open until Southwark reply. Meanwhile the community garden on Tanner Street "
            "might take them for compost, if you want a fallback.",
        ),
    )
    later5 = (
        turn(
            "E-mail from Rosa, the market manager at Maltby Street: she needs " + f("pending", "the allergen sheet and the public liability certificate by Friday 6 March")
            + " or we lose our spring pitch.",
            "Okay. The allergen sheet I can make from the recipes (ginger and hibiscus have nothing on the list of "
            "fourteen, but I'll check the rhubarb syrup). The certificate has to come from your insurer; do you "
            "know who holds it?",
        ),
    )
    later10 = (
        turn(
            "Where are we with the keg return reminder text for the cafés? Three kegs at the Peckham place are on "
            "forty days.",
            "Still not done, sorry: the keg return reminder text for the cafés is the next thing. I'll write it "
            "now, short and friendly, with the deposit in.",
        ),
    )
    return Scripted(name="fresh36-kombucha", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh36=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- charcuterie
def _charcuterie() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello there. Gwen, from the farm outside Llandeilo. Huw does the pigs, Tamworths and a couple of "
            "Saddlebacks, and I do the curing in the old dairy: coppa, lomo, a fennel salami and a pistachio one "
            "that sells out at Christmas. So you know how it goes: the meat comes back from the abattoir in "
            "Llanybydder on a Tuesday, I salt the whole muscles, they sit a fortnight, then into the casings and "
            "tied, and I weigh every piece and write it on its tag. Then it hangs in the chamber, which is an old "
            "bottle fridge with an " + f("identifier", "ITC-608T") + " controller on it for the humidity, and "
            + f("constraint", "nothing comes out of the chamber until it has lost a third of its weight")
            + ". I don't care if it's market day Saturday, if it's not there it stays in. I run it at "
            + f("number", "13 degrees and 78 percent humidity") + ", more or less. There was a Raspberry Pi "
            "in the dairy logging the temperatures to " + f("path", "/home/pi/chamber/humidity.csv")
            + " but it died, it won't boot. Huw took the little card out and it's in my laptop now.",
            ("Let me see how the card shows up and check its filesystem.", [
                call("bash",
                     "NAME   MAJ:MIN RM  SIZE RO TYPE MOUNTPOINTS\nsdb      8:16   1 29.7G  0 disk\n"
                     "├─sdb1   8:17   1  512M  0 part /media/gwen/bootfs\n└─sdb2   8:18   1 29.2G  0 part",
                     command="lsblk /dev/sdb"),
                call("bash",
                     "e2fsck 1.47.0 (5-Feb-2023)\n"
                     "ext2fs_open2: Bad magic number in super-block\n"
                     "fsck.ext4: Superblock invalid, trying backup blocks...\n"
                     + f("failure", "fsck.ext4: Bad magic number in super-block while trying to open /dev/sdb2")
                     + "\n\nThe superblock could not be read or does not describe a valid ext2/ext3/ext4\n"
                     "filesystem.  If the device is valid and it really contains an ext2/ext3/ext4\n"
                     "filesystem (and not swap or ufs or something else), then the superblock\n"
                     "is corrupt, and you might try running e2fsck with an alternate superblock:\n"
                     "    e2fsck -b 8193 <device>\n or\n    e2fsck -b 32768 <device>",
                     error=True, command=f("command", "sudo fsck.ext4 -f /dev/sdb2")),
            ]),
            "The boot part is readable but the main partition, where the log lives, has a damaged superblock. "
            "There are backup copies and e2fsck can try one, but that writes to the card. If you need those "
            "logs, the safe way is to copy the whole card to an image first and work on the copy.",
        ),
        turn(
            "I need them, the EHO is coming in the spring and she'll want to see the chamber's been right. Rhys, "
            "Huw's nephew, does computers in Swansea, and he said don't touch it, he's coming Saturday with his "
            "kit to copy it properly. So leave it alone till then.",
            "Understood; I won't run anything else on the card. It's parked until Rhys has imaged it on Saturday.",
        ),
        turn(
            "Meanwhile, what else could we be doing? Huw says we should be making more money off the pigs.",
            "One idea: " + f("rejected", "vacuum-packed sliced coppa for the farm shops") + ". Sliced packs sell "
            "to people who'd never buy a whole coppa.",
        ),
        turn(
            "Slicing ready-to-eat means a separate cutting room and another approval from the council, and that's "
            "twenty thousand pounds we haven't got. The whole ones sell fine at the market.",
            "Makes sense. What would help at the market is a batch code on every tag that matches the weighing "
            "sheet, so you can say exactly when something went in and what it weighed. Want that?",
        ),
        turn(
            "Yes, tidy, do that. The coppa in there now is " + f("identifier", "CP-0311") + ", hung on the "
            "third of November.",
            ("Adding a batch code column to the weighing sheet and the tag template.", [
                call("edit", "ok", path="/home/gwen/curing/weights.csv",
                     old="cut,hung,start_g", new="batch,cut,hung,start_g"),
                call("edit", "ok", path="/home/gwen/curing/tag.txt", old="{cut}  {start_g} g",
                     new="{batch}  {cut}  {start_g} g"),
            ]),
            "Done; CP-0311 is the first one in the sheet with its code.",
        ),
    )
    r2 = (
        turn(
            "Now then, I had an e-mail from Pantri, the deli in Pontcanna in Cardiff. They want "
            + f("rejected", "a private-label salami with their name on it") + ". Well, I'm not making salami "
            "with somebody else's name on, it's our pigs. I wrote back and said they can have their name on the "
            "shelf card, 'cured for Pantri by', and ten percent off if they take ten kilos a month. And she said "
            "yes straight away! So they're on the list from March.",
            ("Adding Pantri to the trade list.", [
                call("edit", "ok", path="/home/gwen/curing/trade.csv",
                     old="customer,product,kg_month,discount", new="customer,product,kg_month,discount\nPantri,mixed,10,0.10"),
            ]),
            "Pantri's on the trade list with their monthly ten kilos and the discount.",
        ),
        turn(
            "And put the prices on the trade sheet while you're there, it's " + f("number", "£42 a kilo for the coppa")
            + ", and the salami's thirty-four.",
            ("Updating the trade sheet.", [
                call("edit", "ok", path="/home/gwen/curing/prices.csv", old="coppa,,", new="coppa,42.00,kg"),
            ]),
            "Prices are in.",
        ),
        turn(
            "Right. The EHO, Mrs Rees, wants the HACCP plan brought up to date with the new chamber. Rhys did it "
            "years ago in that LaTeX thing, it's " + f("path", "/home/gwen/haccp/haccp_plan.tex") + ". Can you "
            "make me a PDF of it so I can see what's in it?",
            ("Building the PDF.", [
                call("bash",
                     long_log(70, "haccp-plan",
                              "(/usr/share/texlive/texmf-dist/tex/latex/booktabs/booktabs.sty)\n"
                              + f("failure", "! LaTeX Error: File `siunitx.sty' not found.")
                              + "\n\nType X to quit or <RETURN> to proceed,\nor enter new name. (Default extension: sty)\n\n"
                              "Latexmk: Errors, so I did not complete making targets\n"
                              "Collected error summary (may duplicate other messages):\n"
                              "  pdflatex: Command for 'pdflatex' gave return code 1"),
                     error=True, command="cd /home/gwen/haccp && " + f("command", "latexmk -pdf haccp_plan.tex")),
            ]),
            "The plan uses a package for units that isn't installed on this laptop. It comes in Debian's "
            "texlive-science package, which is a download of several hundred megabytes.",
        ),
        turn(
            "Ah no. We're on a 4G dongle up here and there's about six gigs left till the 20th. I'll take the "
            "laptop to the library in Llandeilo on Tuesday and do it on their wifi. Leave it till then.",
            "Okay, the PDF waits for Tuesday at the library. I'll have the install command ready for you.",
        ),
        turn(
            "Good. And something for the door of the dairy: can you make " + f("pending", "a printable weight-loss chart for each hanging batch")
            + "? So I can tick off the weights as they go down.",
            "Yes. I'll make it from the weighing sheet once the batch codes are all filled in.",
        ),
    )
    r3 = (
        turn(
            "Huw's mam came for tea and she's got it into her head we should be " + f("rejected", "smoking the coppa in the old bread oven")
            + " in the yard, like her father did. No, Mam. Absolutely not.",
            "Fair enough, the coppa stays as it is.",
        ),
        turn(
            "Now this one frightened me. At Carmarthen market on Saturday a woman asked if the fennel salami had "
            "nuts in. It doesn't, but the same board and grinder had done the pistachio the day before. She "
            "didn't eat any, thank God. So from now on " + f("constraint", "the pistachio salami is made last, on a Friday, after everything else is wrapped")
            + ", and it gets its own board.",
            ("Adding it to the allergen notes that go into the HACCP plan.", [
                call("edit", "ok", path="/home/gwen/haccp/allergens.tex",
                     old="\\section{Allergens}",
                     new="\\section{Allergens}\nPistachio salami: made last, on Fridays, after all other products are "
                         "wrapped; own board and grinder plate."),
            ]),
            "It's in the allergen section, so it'll be in the plan when it builds.",
        ),
        turn(
            "And here's what nobody can tell me: " + f("pending", "whether the EHO wants the chamber logs on paper or a spreadsheet is fine")
            + ". I've asked Mrs Rees twice, no answer.",
            "I don't know either. Until she says, it would be safest to print the weekly log and keep the "
            "spreadsheet too; I'll keep it as an open question.",
        ),
    )
    later5 = (
        turn(
            "Mrs Rees finally e-mailed. She wants " + f("pending", "the updated HACCP plan to the council by 14 March")
            + ", with the allergen part in.",
            "Right. That needs the PDF to build, so it depends on the library trip for the missing package; the "
            "allergen section is already in the source.",
        ),
    )
    later10 = (
        turn(
            "How's the printable weight-loss chart for each hanging batch coming along? The lomo's ready to hang.",
            "I haven't made it yet, sorry. I'll do it now, one row per batch code with the start weight and the "
            "target, and boxes for each weighing.",
        ),
    )
    return Scripted(name="fresh36-charcuterie", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh36=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- saffron
def _saffron() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello! I'm Maria, my husband Ed and I grow saffron on two acres we rent just outside Saffron Walden, "
            "which everyone thinks is a joke, but it's where it used to grow. The harvest is three weeks in "
            "October and it goes like this: we're out at first light with baskets, and "
            + f("constraint", "flowers are picked before ten in the morning, while they're still closed")
            + ", because once they open the threads start to wilt and the bees get in. Then it's the kitchen "
            "table, pulling the three red threads out of each flower, which takes forever, then they dry on a "
            "low oven, and Ed weighs each day's lot on the precision scale. It takes "
            + f("number", "about 150 flowers to a gram") + " of dried saffron, so you can see why it's dear. "
            "The weights go into " + f("path", "/home/maria/saffron/weights/harvest_2025.csv") + ".",
            ("Reading the weights file.", [
                call("read", path="/home/maria/saffron/weights/harvest_2025.csv",
                     result="date,flowers,dry_g\n2025-10-14,1880,12.4\n2025-10-15,2210,14.9"),
            ]),
            "That's clear. I see the last entry is the 15th; is today's weighing still to come?",
        ),
        turn(
            "That's the thing, the scale is meant to send the readings to the laptop and I can't get anything on "
            "mine. Ed can on his, I think.",
            ("Trying to open the scale's serial port.", [
                call("bash",
                     "picocom v3.1\n\n"
                     + f("failure", "FATAL: cannot lock /dev/ttyACM0: Resource temporarily unavailable"),
                     error=True, command=f("command", "picocom -b 9600 /dev/ttyACM0")),
                call("bash", "/dev/ttyACM0:  4187", command="fuser /dev/ttyACM0"),
            ]),
            "Another program already has the scale's port open: process 4187, which is Ed's weighing program "
            "running under his login on the kitchen laptop. Only one program can talk to the scale at a time.",
        ),
        turn(
            "Oh, that's Ed weighing this morning's lot! He's out in the field till it gets dark, and if you stop "
            "it he loses the morning. Leave it, we'll sort out who has the scale tonight.",
            "Okay, I won't touch it; the scale question waits for this evening with Ed.",
        ),
        turn(
            "What else should we be doing? People keep asking to come and see it.",
            "You could run " + f("rejected", "a saffron-picking experience day for visitors") + ": a morning "
            "picking, then threads and tea at the kitchen table, for a ticket.",
        ),
        turn(
            "Hmm. Ed's keen, I'm not sure. Let me think about that.",
            "Sure. On the tins: would you like the harvest year and a batch code printed on each tin? It ties "
            "every tin back to a day's weighing.",
        ),
        turn(
            "Yes, good, do that. This year's first batch is " + f("identifier", "HW25-14") + ", the fourteenth.",
            ("Adding the batch code to the label template.", [
                call("edit", "ok", path="/home/maria/saffron/labels/tins_2025.glabels",
                     old="<Text>Harvest 2025</Text>", new="<Text>Harvest 2025 · ${batch}</Text>"),
            ]),
            "Done; the labels take the batch from the merge file.",
        ),
    )
    r2 = (
        turn(
            "Well, something happened. A picker we had, a lovely student, put a photo on Instagram with the church "
            "spire behind the field, and on Sunday we had a carload of people in the field helping themselves. "
            "So from now on, " + f("constraint", "no photos that show where the field is") + ", on anything we "
            "post, website included. Can you check the product photos before they go up? Lottie, my niece, took "
            "a set for the shop.",
            ("Making the web-sized copies and checking each one.", [
                call("bash",
                     "photos/tin_front.jpg -> web/tin_front.jpg\n"
                     "photos/gift_box_open.jpg -> web/gift_box_open.jpg\n"
                     "(vipsthumbnail:30112): VIPS-WARNING **: 10:22:41.507: error in tile 0 x 1408\n"
                     + f("failure", "VipsJpeg: Premature end of JPEG file")
                     + "\nvipsthumbnail: unable to thumbnail photos/threads_closeup.jpg\n"
                     "photos/kitchen_table.jpg -> web/kitchen_table.jpg\n"
                     "photos/field_sunrise.jpg -> web/field_sunrise.jpg",
                     error=True, command=f("command", "vipsthumbnail photos/*.jpg --size 1200x -o web/%s.jpg")),
            ]),
            "Four worked. The close-up of the threads is a cut-off file, only half of it arrived. And "
            "field_sunrise shows the spire on the skyline, so I've left it out of the upload folder.",
        ),
        turn(
            "Good catch on the sunrise one. Lottie's got the originals on her camera card and she's in Lisbon till "
            "next week, so the close-up will have to wait for her. Leave it.",
            "Okay, the thread close-up waits for Lottie's original.",
        ),
        turn(
            "And I've thought about the picking day: no. After the Instagram business, strangers in the field is "
            "the last thing I want, and the insurance man nearly fell off his chair when I asked.",
            "Understood, no visitors' day.",
        ),
        turn(
            "Another one. Ed wanted to do " + f("rejected", "selling the surplus corms to other growers") + ", we "
            "dug up far more than we can replant. He asked the estate's agent at Barlow & Kemp, because it's their "
            "land, and they wrote back this week: the estate says the corms stay on the farm under our tenancy. "
            "So that's decided for us.",
            "Okay. Then the surplus could go into the spare strip by the hedge next summer, if the tenancy allows "
            "planting there.",
        ),
        turn(
            "Maybe. Prices for the shop page: " + f("number", "£14 for a half-gram tin") + ", and the gift box "
            "with two tins and a recipe card is twenty-six.",
            ("Updating the shop's product file.", [
                call("edit", "ok", path="/home/maria/saffron/shop/products.json",
                     old='"tin_half_gram": null', new='"tin_half_gram": 14.00'),
            ]),
            "The prices are in the product file.",
        ),
        turn(
            "Lovely. Oh, and could you put together " + f("pending", "a care card for the gift boxes")
            + "? How to use it, soak the threads, keep it in the dark. A little card.",
            "Yes, I'll write one once the labels are finished.",
        ),
    )
    r3 = (
        turn(
            "Ed was at Fordham's, the food hall in Cambridge, and their buyer asked for "
            + f("rejected", "a tasting day every weekend in December") + ". We can't, it's just the two of us and "
            "the orders. Ed told her sorry, not every weekend, but we'll come in for one Saturday, the 13th, and "
            "leave them a tester tin. She was fine with that.",
            "Noted: one Saturday at Fordham's on the 13th, with a tester tin.",
        ),
        turn(
            "And the tins need our food registration from Uttlesford on them, it's " + f("identifier", "FHR-UTT-00872")
            + ". Can you add it?",
            ("Adding it to the back label.", [
                call("edit", "ok", path="/home/maria/saffron/labels/tins_2025.glabels",
                     old="<Text>Grown in Essex</Text>", new="<Text>Grown in Essex · Reg. FHR-UTT-00872</Text>"),
            ]),
            "It's on the back of the tin label now, in " + f("path", "/home/maria/saffron/labels/tins_2025.glabels") + ".",
        ),
        turn(
            "And this one's driving me mad: " + f("pending", "whether Trading Standards need anything beyond the food registration")
            + " for selling spice in tins. I've been passed round three people at the council and nobody knows.",
            "I can't answer that for certain either. I'll keep it open; until someone replies, the labels carry "
            "what I know is required: name, weight, your address, the batch and the best-before.",
        ),
    )
    later5 = (
        turn(
            "Janet, the buyer at Fordham's, e-mailed Ed: she wants " + f("pending", "the product spec sheet and barcodes for the gift box by 1 December")
            + " or it won't be on the shelves for Christmas.",
            "Okay. The spec sheet I can draft from what we have (weight, ingredients, origin, shelf life). "
            "Barcodes need a GS1 membership or a reseller; do you have any numbers already?",
        ),
    )
    later10 = (
        turn(
            "Did you ever write the care card for the gift boxes? The boxes arrived today.",
            "Not yet, sorry, the care card for the gift boxes is still to do. I'll write it now: how to soak the "
            "threads, how much to use, and to keep the tin in the dark.",
        ),
    )
    return Scripted(name="fresh36-saffron", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh36=True, later=((5, later5), (10, later10)), routine=routine_en)


SESSIONS = (_seaweed(), _kombucha(), _charcuterie(), _saffron())
