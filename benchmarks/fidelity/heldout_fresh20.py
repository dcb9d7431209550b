"""Twentieth fresh held-out set (English): written blind, against the twenty-first round's rules, by someone
who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions, the
earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh20_zh.py`` holds the
Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped with
``grep -il``: a community darkroom, a pinball machine restorer, a repair café, a mobile sauna hire; the
brief's bicycle repair co-op was swapped for the repair café because "bicycle", "bike" and "co-op" all
turn up in an earlier set). Proposals come from the assistant, the council's arts officer (through the
treasurer), a member, a pub landlord (through the restorer's sister), a collector friend, the church
council (through the vicar, decided by the volunteers), an electrical shop, the sauna owner's mum and a
festival organiser (by e-mail, through her partner). Failures are multi-line blocks from Tesseract OCR,
borg backup, PlatformIO (avrdude), Ghostscript, Yarn, openpyxl, Home Assistant's config check and
certbot; each is left unresolved for a reason given in the dialogue. Routine work (``routine_en``) is
this file's own, a Phoenix LiveView (Elixir) app for a volunteer rota; it has turns that look like facts
and are not planted.

Descriptions:
- darkroom: Maggie runs a community darkroom in an old school annexe; members book three-hour enlarger
  slots from a CSV on a Raspberry Pi (hostname darkroom-pi-2). Rules: inside a long account of how a
  booking works, under-18 members can only book a slot when a keyholder is on the rota; after a complaint
  about phone numbers printed on the door, the door sheet shows first names only. Proposals: the
  assistant's Stripe payment link (turned down by a reason alone: members pay in the tin); the council's
  arts officer, through Colin the treasurer, wants the bookings on the council's Eventbrite account
  (polite no, smaller ask: only the open day goes there); Dev, a member, wants a monthly colour night
  (put off, refused a round later over chemistry costs); the assistant's waiting-list column is
  accepted. Numbers: £6 for a three-hour slot; developer at 20 degrees, give or take half a degree.
  Paths: /srv/darkroom/bookings/slots.csv, /srv/darkroom/scans/logbook_1987. Identifier: darkroom-pi-2.
  Commands: a tesseract run on one logbook page, a borg create of the scans. Failures: Tesseract's
  Leptonica has no TIFF support (pixReadMemTiff: function not present), left because installing packages
  needs the council IT man's admin password; borg says the passphrase is incorrect, left because the
  real one is in an envelope with Colin, away till next week. Open: a printable keyholder rota for
  December (asked about again later); nobody knows whether the council's insurance covers them after
  10pm; a later ask from Colin for the year's chemical spend before the AGM on 14 January.
- pinball: Ray restores 1970s and 80s pinball machines in a unit and sells or rents them to pubs; his
  sister Jo does the paperwork. He is building replacement firmware for a Bally MPU board (AS-2518-35)
  with PlatformIO and merging scanned manuals with Ghostscript. Rules: inside a long account of a
  restoration, every machine does forty games on the bench before it goes out; after Jo posted a price
  on Facebook, prices don't go on the website. Proposals: the assistant's Shopify store (bluntly no); a
  landlord, through Jo, wants £500 off the Eight Ball Deluxe, Ray counters with free delivery and a
  year's callouts and the landlord takes it; Phil the collector offers a straight swap for his Xenon
  (put off, then refused); the assistant's QR labels for the parts bins are accepted. Numbers: 6.5
  degrees of pitch; about 43 volts on the coils. Paths: /home/ray/pinball/firmware/mpu-replacement,
  manuals/eight_ball_deluxe.pdf. Commands: pio run -e megaatmega2560 -t upload; a gs pdfwrite merge.
  Failures: avrdude can't open /dev/ttyUSB0 (permission denied), left because the sudo password is with
  Ray's nephew Kieran; Ghostscript finds no startxref in one scan, left until Phil re-sends it. Open: the
  order list for the Gorgar flipper rebuild (asked again later); is the Xenon backglass original or a
  reproduction (nobody knows); Jo's later ask for a rental flyer for the pubs by Friday the 12th.
- repaircafe: Bernie organises a monthly repair café in a church hall; volunteers fix lamps, toasters,
  clothes; the repair log is an Excel workbook Maureen keeps; Priya built the small website with Yarn.
  Rules: inside a long account of a Saturday, anything that plugs into the wall gets PAT tested before it
  goes home; after the newsletter named people, the repair log we publish never has owners' names in it.
  Proposals: the assistant's online booking slots (polite no, smaller ask: a form to say what you are
  bringing); the church council, through the vicar, wants a £3 entry fee (the volunteers voted it down,
  relayed); Hendersons the electrical shop offers aprons with the Hendersons logo (turned down by a
  reason alone); the assistant's kilos-saved tally is accepted. Numbers: 38 kilos in November; £45 a
  session for the hall. Identifier: charity number 1187432. Paths: /Users/bernie/RepairCafe/site,
  /Users/bernie/RepairCafe/repair_log.xlsx. Commands: yarn install --immutable; python3 tools/tally.py.
  Failures: Yarn cannot build sharp@npm:0.32.6, left for Priya who pinned it; openpyxl says the workbook
  is not a zip file (an old .xls renamed), left until Maureen sends the real copy. Open: the skills sheet
  for the volunteers (asked again later); when the hall's fire extinguishers were last checked (nobody
  knows); the council's later ask for the grant report by 31 December.
- sauna: Saoirse and Tom hire out a wood-fired sauna trailer to weddings, festivals and beaches in
  Cornwall; Home Assistant on a 4G router watches the stove; the booking site's certificate comes from
  certbot. Rules: inside a long account of a hire day, one of us stays on site the whole time it's lit;
  after the trailer sank at a wedding, the trailer only goes on hardstanding. Proposals: the assistant's
  weekend surge pricing (turned down by a reason alone); her mum's idea of adding a hot tub (bluntly no);
  a festival organiser, by e-mail through Tom, wants a cut of the wristband sales instead of a fee for
  four days, Saoirse counters with a flat £700 for two days and the organiser accepts; the assistant's
  pre-heat checklist is accepted. Numbers: about 90 minutes to get up to heat; £380 for a day.
  Identifier: sensor.stove_flue_temp. Paths: /config/packages/sauna.yaml,
  /etc/letsencrypt/renewal/book.emberandbirch.co.uk.conf. Commands: ha core check; a certbot renew.
  Failures: Home Assistant rejects the template sensor's config, left for Tom who changed it; certbot
  gets NXDOMAIN for the booking domain, left until the registrar answers a ticket. Open: the booking T&Cs
  page with the cancellation terms (asked again later); do we need a council licence for the beach at
  Polzeath (nobody knows); a later ask for the insurance renewal form with the new stove's serial by 9
  December.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Phoenix LiveView rota app
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The rota page test is red again, can you look?",
                ("Running the LiveView tests.", [
                    call("bash",
                         "  1) test shows the week grid (RotaWeb.RotaLiveTest)\n"
                         "     test/rota_web/live/rota_live_test.exs:31\n"
                         "     ** (ArgumentError) could not find element with selector \"#week-grid\"\n"
                         "\nFinished in 1.9 seconds (0.6s async, 1.3s sync)\n41 tests, 1 failure",
                         error=True, command="mix test test/rota_web/live/rota_live_test.exs"),
                ]),
                ("The template renamed the id to week-table. Putting the id back in rota_live.html.heex.", [
                    call("edit", "ok", path="lib/rota_web/live/rota_live.html.heex",
                         old='<div id="week-table"', new='<div id="week-grid"'),
                    call("bash", "41 tests, 0 failures", command="mix test test/rota_web/live/rota_live_test.exs"),
                ]),
                "Green again. Rule of thumb worth keeping: DOM ids the tests use shouldn't be renamed casually.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Add a notes field to shifts, max 280 characters.",
                ("Generating a migration.", [
                    call("bash", "* creating priv/repo/migrations/20261130101500_add_notes_to_shifts.exs",
                         command="mix ecto.gen.migration add_notes_to_shifts"),
                    call("write", "ok", path="priv/repo/migrations/20261130101500_add_notes_to_shifts.exs",
                         content="alter table(:shifts) do\n  add :notes, :string, size: 280\nend"),
                    call("bash", "[info] == Migrated 20261130101500 in 0.0s", command="mix ecto.migrate"),
                ]),
                "Migrated; the changeset now validates length <= 280. I could also show a live character counter "
                "in the form if you like.",
            ),
            turn("Sure, the counter is fine.", "Added a phx-change handler that updates the count as you type."),
        )
    if k == 2:
        return (
            turn(
                "Credo is moaning in CI.",
                ("Checking.", [
                    call("bash",
                         "┃ [R] → Modules should have a @moduledoc tag.\n"
                         "┃       lib/rota/shifts/reminder.ex:1:11 #(Rota.Shifts.Reminder)\n"
                         "┃ [F] ↘ Function body is nested too deep (max depth is 2, was 3).\n"
                         "┃       lib/rota/shifts.ex:88:9 #(Rota.Shifts.swap/3)\n\n"
                         "2 issues found.",
                         error=True, command="mix credo --strict"),
                ]),
                ("Adding the moduledoc and pulling the inner case of swap/3 into a helper.", [
                    call("edit", "ok", path="lib/rota/shifts.ex", old="case Repo.get(Shift, id) do",
                         new="with {:ok, shift} <- fetch_shift(id) do"),
                    call("bash", "found no issues.", command="mix credo --strict"),
                ]),
                "Credo is clean. Keep nesting at two levels; CI runs credo in strict mode.",
            ),
        )
    if k == 3:
        return (
            turn(
                "The swap request button does nothing on mobile.",
                ("Looking at the component.", [
                    call("read", path="lib/rota_web/components/shift_card.ex",
                         result='<button phx-click="request_swap" phx-value-id={@shift.id} disabled={@locked}>'),
                ]),
                "It's disabled when @locked is true, and on mobile the lock assign is never reset after the page "
                "reconnects. I'll reassign it in mount/3 instead of handle_params/3.",
            ),
            turn("Do it.", ("Moved.", [call("bash", "41 tests, 0 failures", command="mix test")]),
                 "Done, tests pass."),
        )
    if k == 4:
        return (
            turn(
                "Can you bump phoenix_live_view to the latest patch?",
                ("Updating the one dependency.", [
                    call("bash", "Upgraded:\n  phoenix_live_view 0.20.14 => 0.20.17",
                         command="mix deps.update phoenix_live_view"),
                    call("bash", "Compiling 48 files (.ex)\nGenerated rota app",
                         command="mix compile --warnings-as-errors"),
                ]),
                "Bumped to 0.20.17, compiles with no warnings. I'd suggest pinning it with ~> 0.20.17 in mix.exs.",
            ),
            turn("Fine, pin it.", "Pinned."),
        )
    return (
        turn(
            "The reminder e-mails went out twice this morning.",
            ("Checking the Oban queue.", [
                call("bash",
                     "[error] Oban.Queue: job 4411 (Rota.Workers.Reminder) attempt 2: ** (DBConnection.ConnectionError)"
                     " connection not available and request was dropped from queue after 2974ms\n"
                     "[info] job 4411 completed on retry",
                     error=True, command="fly logs -a rota-staging | grep Reminder"),
            ]),
            ("The first attempt sent the mail and then timed out on the DB write, so the retry sent it again. "
             "Making the worker unique per shift for an hour and raising pool_size from 5 to 10.", [
                call("edit", "ok", path="lib/rota/workers/reminder.ex", old="use Oban.Worker, queue: :mail",
                     new="use Oban.Worker, queue: :mail, unique: [period: 3600, keys: [:shift_id]]"),
                call("edit", "ok", path="config/runtime.exs", old="pool_size: 5", new="pool_size: 10"),
            ]),
            "Deployed to staging. Duplicates shouldn't happen now.",
        ),
    )


# ---------------------------------------------------------------- darkroom
def _darkroom() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya. So I run the darkroom at the old school annexe on Wellgate, it's a community thing, about sixty "
            "members, three enlargers, one of which works properly. Bookings live in a csv on the little Pi in the "
            "cupboard, " + f("path", "/srv/darkroom/bookings/slots.csv") + ", and a script reads it and prints the "
            "sheet that goes on the door. How it works is, you book a slot, it's " + f("number", "£6 for a three-hour slot")
            + ", you turn up, you sign the book, you mix your own stop and fix unless someone's left some, and "
            "you wash up after. We've got a few teenagers from the college course now which is lovely but it means "
            f"{f('constraint', 'under-18s can only book a slot when a keyholder is on the rota')}, that's the "
            "council's rule not mine, and honestly the script has no idea about any of that. Oh and the Pi is "
            "called " + f("identifier", "darkroom-pi-2") + ", the first one died of damp.",
            ("Right, let me see what the csv looks like.", [
                call("bash",
                     "date,start,end,member,first,last,phone,age_band,keyholder\n"
                     "2026-12-01,18:00,21:00,M044,Ruth,Abbott,07700 900412,adult,N\n"
                     "2026-12-01,18:00,21:00,M061,Callum,Price,07700 900733,u18,N",
                     command="head -3 /srv/darkroom/bookings/slots.csv"),
            ]),
            "There's an age_band column and a keyholder flag, so the check is doable: refuse a u18 booking "
            "unless a keyholder is booked for an overlapping slot. Want that first?",
        ),
        turn(
            "Yes please. And while you're there: last month the door sheet went up with everyone's phone numbers "
            "on it. Ruth got a call from some bloke who'd seen it. I was mortified. From now on "
            + f("constraint", "the door sheet shows first names only") + ", nothing else.",
            ("Sorry, that's grim. Fixing the sheet and adding the u18 check.", [
                call("edit", "ok", path="/srv/darkroom/bin/door_sheet.py",
                     old='row["first"], row["last"], row["phone"]', new='row["first"]'),
                call("edit", "ok", path="/srv/darkroom/bin/book.py",
                     old="def add_booking(row):",
                     new="def add_booking(row):\n    if row['age_band'] == 'u18' and not keyholder_overlap(row):\n"
                         "        raise BookingRefused('no keyholder on the rota for that slot')"),
            ]),
            "Done. The sheet prints the first name and the time, nothing more. One thought: you could take the "
            "£6 up front with " + f("rejected", "a Stripe payment link") + " on the booking confirmation, then "
            "there's no chasing.",
        ),
        turn(
            "Half our members are pensioners who put coins in the tin on the shelf. Some of them don't have a "
            "bank card they'd use online.",
            "Understood, the tin stays. Anything else for the script?",
        ),
        turn(
            "Actually yes, when a slot's full people just wander off. Could it keep a list?",
            "I can add a waiting-list column: if the slot is full the booking goes in as 'waiting' and the door "
            "sheet prints them underneath, so if someone doesn't show the next person can have it.",
        ),
        turn(
            "Ooh yes, do that.",
            ("Adding it.", [
                call("edit", "ok", path="/srv/darkroom/bin/book.py", old="STATUSES = ('booked',)",
                     new="STATUSES = ('booked', 'waiting')"),
            ]),
            "Waiting list is in. Full slots now take waiting bookings.",
        ),
    )
    r2 = (
        turn(
            "OK next thing, Colin (treasurer) had a meeting with the council arts officer, and she wants us to "
            "move the bookings onto " + f("rejected", "the council's Eventbrite account") + " so they can count "
            "footfall. I don't love it.",
            "What's the worry, the fees or losing control of it?",
        ),
        turn(
            "Both, and the old lot won't manage Eventbrite. Tell you what, I'll write back: we'll put the open "
            "day on their Eventbrite, once a year, and send them a monthly headcount from our own thing. The "
            "weekly slots stay here.",
            "Sounds fair. I can make the script print a monthly headcount, members and visits, for Colin to "
            "forward. Shall I?",
        ),
        turn(
            "Go on then. Different thing, we've got forty years of logbooks and Dev scanned the 1987 one as tiffs, "
            "they're in " + f("path", "/srv/darkroom/scans/logbook_1987") + ". Can we get the text out? "
            "Someone from the history society wants names.",
            ("Trying OCR on one page first.", [
                call("bash",
                     "Tesseract Open Source OCR Engine v5.3.0 with Leptonica\n"
                     + f("failure", "Error in pixReadMemTiff: function not present")
                     + "\nError in pixReadMem: tiff: function not present\n"
                     "Leptonica Error in pixRead: pix not read: logbook_1987_p04.tif\n"
                     "Error during processing.",
                     error=True,
                     command=f("command", "tesseract logbook_1987_p04.tif out/p04 -l eng --psm 6")),
            ]),
            "The Leptonica library on the Pi was built without TIFF support, so Tesseract can't open the scans. "
            "Installing the libtiff build needs sudo. Do you have the admin password?",
        ),
        turn(
            "No, the council IT man set it up, Gareth, and he only comes in on a Thursday. I'll ask him. Leave "
            "it till then.",
            "OK, OCR is parked until Gareth can install the packages.",
        ),
        turn(
            "Oh, and Dev asked if we could do " + f("rejected", "a monthly colour night") + " with the RA-4 "
            "chemistry. Let me think about that one, it's not cheap.",
            "Sure, no rush. It's not a software question anyway, but I can add a 'colour' slot type later if "
            "you go ahead.",
        ),
    )
    r3 = (
        turn(
            "Right, I've thought about Dev's colour thing. The RA-4 kit goes off in a few weeks once it's "
            "mixed, and we'd be lucky to get six people. Not happening, I'll tell him nicely. Also can you back "
            "the scans up? There's a borg thing on the USB drive Colin set up.",
            ("I'll run a backup of the scans folder to that repo.", [
                call("bash",
                     "Enter passphrase for key /mnt/usb/darkroom-borg:\n"
                     + f("failure", "passphrase supplied in BORG_PASSPHRASE, by BORG_PASSCOMMAND or via BORG_PASSPHRASE_FD is incorrect")
                     + ".\nTerminating due to signal SIGTERM\nborg: error: exit code 2",
                     error=True,
                     command=f("command", "borg create --stats /mnt/usb/darkroom-borg::scans-{now} /srv/darkroom/scans")),
            ]),
            "The passphrase in the environment file on the Pi is wrong, so borg refuses to open the repo. Do you "
            "know the real one?",
        ),
        turn(
            "Colin wrote it down and put it in an envelope in the safe and took the key with him to Tenerife. "
            "He's back next week. Leave it.",
            "Leaving the backup until Colin's back with the passphrase.",
        ),
        turn(
            "While I think of it, can you make " + f("pending", "a printable keyholder rota for December")
            + "? Just a grid, who's got keys which night.",
            "Yes, I'll make it from the keyholder column. I'll do it after the headcount bit.",
        ),
        turn(
            "Lovely. One more thing for the door sheet, put the chemistry temperature on it, people keep using "
            "the developer cold. It wants to be " + f("number", "20 degrees, give or take half a degree") + ".",
            ("Adding a line at the bottom.", [
                call("edit", "ok", path="/srv/darkroom/bin/door_sheet.py", old="FOOTER = ''",
                     new="FOOTER = 'Developer: 20 degrees, give or take half a degree. Check before you start.'"),
            ]),
            "Done, it's in the footer.",
        ),
        turn(
            "And honestly, somebody asked me last week if we can stay till midnight, and I went to say yes and "
            "then thought, " + f("pending", "does the council's insurance even cover us after 10pm") + "? "
            "Nobody knows. Colin doesn't, the council woman didn't.",
            "I can't tell you that either, it'd be in the policy wording. Until someone finds out, the script "
            "still lets slots run to 22:00 at the latest.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did you get round to the keys grid thing?",
                "Not yet, it's still on my list: the printable keyholder rota for December, a grid of nights and "
                "who holds a key. I'll do it next.",
            ),
        )),
        (8, (
            turn(
                "Colin's been on the phone. He needs " + f("pending", "the chemical spend for the year, before the AGM on 14 January")
                + ". It's all in the receipts sheet, I think.",
                "OK, I'll total the chemistry rows from the receipts sheet for the year and put it in a one-page "
                "summary for the AGM on 14 January.",
            ),
        )),
    )
    return Scripted(
        name="fresh20-darkroom", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh20=True,
        later=later, routine=routine_en,
    )


# ---------------------------------------------------------------- pinball
def _pinball() -> Scripted:
    f = Builder()
    pio_tail = (
        "Linking .pio/build/megaatmega2560/firmware.elf\n"
        "Checking size .pio/build/megaatmega2560/firmware.elf\n"
        "RAM:   [====      ]  38.2% (used 3131 bytes from 8192 bytes)\n"
        "Flash: [==        ]  17.9% (used 45402 bytes from 253952 bytes)\n"
        "Configuring upload protocol...\n"
        "Looking for upload port...\n"
        "Auto-detected: /dev/ttyUSB0\n"
        "Uploading .pio/build/megaatmega2560/firmware.hex\n"
        "avrdude: ser_open(): " + f("failure", 'can\'t open device "/dev/ttyUSB0": Permission denied') + "\n\n"
        "avrdude done.  Thank you.\n\n"
        "*** [upload] Error 1\n"
        "========================= [FAILED] Took 14.27 seconds ========================="
    )
    r1 = (
        turn(
            "Alright. Ray. I do pinball, restore them, sell them, rent a few out to pubs. My sister Jo does the "
            "books. I've got a laptop here with a project my nephew started, replacement brains for the old "
            "Bally boards, the " + f("identifier", "AS-2518-35") + " MPU, because the originals have all had "
            "battery leak. It's in " + f("path", "/home/ray/pinball/firmware/mpu-replacement") + ".",
            ("Let me have a look at the project.", [
                call("bash", "include  lib  platformio.ini  src  test",
                     command="ls /home/ray/pinball/firmware/mpu-replacement"),
                call("read", path="/home/ray/pinball/firmware/mpu-replacement/platformio.ini",
                     result="[env:megaatmega2560]\nplatform = atmelavr\nboard = megaatmega2560\nframework = arduino\n"
                            "upload_port = /dev/ttyUSB0"),
            ]),
            "It's a PlatformIO project for a Mega 2560. Is the board plugged in? I can build and flash it.",
        ),
        turn(
            "Plugged in. Kieran always did " + f("command", "pio run -e megaatmega2560 -t upload") + ".",
            ("Running that.", [
                call("bash", long_log(40, "pinball-pio", pio_tail), error=True,
                     command="cd /home/ray/pinball/firmware/mpu-replacement && pio run -e megaatmega2560 -t upload"),
            ]),
            "It builds fine, but the upload fails: your user isn't allowed to open the USB serial port. The fix is "
            "adding you to the dialout group, which needs sudo.",
        ),
        turn(
            "Kieran set the laptop up and he's the only one with the password. He's at uni, I'll text him. "
            "Park it.",
            "Parked until Kieran sends the password.",
        ),
        turn(
            "Other thing. Let me tell you how a restore goes so you get it. Machine comes in, usually from a "
            "garage or a barn, mouse muck in the cabinet. Strip the playfield, clean, wax, rebuild flippers, new "
            "rubbers, check every coil, reflow the connectors, set the legs so it's "
            + f("number", "6.5 degrees of pitch") + ", and then "
            + f("constraint", "every machine does forty games on the bench before it goes out") + ". No "
            "exceptions, that's how you find the intermittent stuff. I want a page on the website that shows "
            "the restores, before and after.",
            "Nice. I can make a restores page from a folder of photos with a line of text each. Where's the site?",
        ),
        turn(
            "It's just a static thing Kieran made. Jo put the Gorgar on Facebook with the price on it last "
            "week and I had people haggling in my DMs for three days. So "
            + f("constraint", "prices don't go on the website") + ". People ring.",
            "Got it, no prices anywhere on the site. Have you thought about " + f("rejected", "a Shopify store")
            + " for the small parts, rubbers and bulbs?",
        ),
        turn("No.", "Fine, I'll leave it."),
    )
    gs_out = (
        "GPL Ghostscript 10.02.1 (2023-11-01)\n"
        "Copyright (C) 2023 Artifex Software, Inc.  All rights reserved.\n"
        "Processing pages 1 through 9.\n"
        "Page 1\nPage 2\nPage 3\nPage 4\nPage 5\nPage 6\nPage 7\nPage 8\nPage 9\n"
        "   **** Error:  " + f("failure", "Cannot find a 'startxref' anywhere in the file.") + "\n"
        "               Output may be incorrect.\n"
        "   **** Error:  An error occurred while reading an XREF table.\n"
        "   **** The file has been damaged.  This may have been caused\n"
        "   **** by a problem while converting or transfering the file.\n"
        "Error: /undefined in obj\n"
        "GPL Ghostscript 10.02.1: Unrecoverable error, exit code 1"
    )
    r2 = (
        turn(
            "Jo's been on. The landlord at the Anchor wants the Eight Ball Deluxe but he's asking for "
            + f("rejected", "£500 off the Eight Ball Deluxe") + ". That's basically my margin.",
            "Do you want to meet him part way, or offer something that costs you less than cash?",
        ),
        turn(
            "I told Jo to tell him: full price, but I deliver it free and do a year's callouts. He said yes, "
            "straight away. Can you put that in the sales sheet, delivery free, callouts till next December?",
            ("Adding the sale.", [
                call("edit", "ok", path="/home/ray/pinball/sales.csv", old="# end",
                     new="2026-12-02,Eight Ball Deluxe,The Anchor,full price,free delivery,callouts to 2027-12\n# end"),
            ]),
            "Done. I can also print QR labels for the parts bins so you scan a bin and it shows what's in it and "
            "which machines use it.",
        ),
        turn(
            "Yes, that'd actually help. I never know where the 2N3055s went.",
            ("Making a label sheet from the parts list.", [
                call("bash", "wrote labels/bins.pdf (48 labels)",
                     command="python3 tools/bin_labels.py parts.csv labels/bins.pdf"),
            ]),
            "48 labels in labels/bins.pdf, one per bin.",
        ),
        turn(
            "Manuals now. Phil, collector mate in Leeds, scanned the Eight Ball manual for me in bits. Can you "
            "stick them together as " + f("path", "manuals/eight_ball_deluxe.pdf") + "?",
            ("Merging with Ghostscript.", [
                call("bash", gs_out, error=True,
                     command=f("command", "gs -dBATCH -dNOPAUSE -sDEVICE=pdfwrite -o manuals/eight_ball_deluxe.pdf scans/ebd_*.pdf")),
            ]),
            "One of the scans, the schematics part, is truncated, there's no end to the file. The others are "
            "fine. Is there a better copy?",
        ),
        turn(
            "Phil will have it. He's terrible with email, I'll ring him tonight. Leave that one for now. Oh and "
            "he's offered me " + f("rejected", "a straight swap for his Xenon") + ", for the Gorgar. Dunno. "
            "Let me sleep on it.",
            "OK, the manual waits for Phil's copy, and the swap's your call.",
        ),
    )
    r3 = (
        turn(
            "Slept on it. The Gorgar's worth more, it talks. Told Phil no. Now, the Gorgar needs a flipper "
            "rebuild, can you make me " + f("pending", "the order list for the Gorgar flipper rebuild") + ", "
            "from the parts file, what I've got and what I need to order?",
            "Yes. I'll go through the flipper parts in parts.csv and split it into have / need to order. I'll "
            "do it once the labels are out of the way.",
        ),
        turn(
            "Also, on the test bench the coils on the Xenon felt weak, I measured "
            + f("number", "about 43 volts on the coils") + " which is right I think, so it's mechanical.",
            "43 V is normal for those solenoids, so yes, probably sleeves or a coil stop. Do you want me to add "
            "a bench note field to the restores sheet?",
        ),
        turn(
            "Go on. And one I keep wondering, "
            + f("pending", "is the Xenon backglass original or a reproduction") + "? Phil doesn't know, the "
            "bloke before him doesn't know. Makes a difference to the value.",
            "I can't tell from here either. It'd need someone who knows Bally glass to look at the print. I'll "
            "leave it marked 'unknown' in the sheet.",
        ),
    )
    later = (
        (4, (
            turn(
                "Where are we with the flipper list for the Gorgar?",
                "Still to do: the order list for the Gorgar flipper rebuild, split into have and need. It's next.",
            ),
        )),
        (7, (
            turn(
                "Jo says she needs " + f("pending", "a rental flyer for the pubs by Friday the 12th") + ", "
                "one page, pictures of the three rentals, phone number, no prices obviously.",
                "Got it: one page, three rentals, phone number, no prices, ready by Friday the 12th.",
            ),
        )),
    )
    return Scripted(
        name="fresh20-pinball", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh20=True,
        later=later, routine=routine_en,
    )


# ---------------------------------------------------------------- repair café
def _repaircafe() -> Scripted:
    f = Builder()
    yarn_tail = (
        "➤ YN0000: ┌ Link step\n"
        "➤ YN0007: │ esbuild@npm:0.19.12 must be built because it never has been before or the last one failed\n"
        "➤ YN0007: │ sharp@npm:0.32.6 must be built because it never has been before or the last one failed\n"
        "➤ YN0009: │ " + f("failure", "sharp@npm:0.32.6 couldn't be built successfully")
        + " (exit code 1, logs can be found here: /private/var/folders/7q/T/xfs-4f1c2a9e/build.log)\n"
        "➤ YN0000: └ Completed in 21s 407ms\n"
        "➤ YN0000: Failed with errors in 1m 2s"
    )
    r1 = (
        turn(
            "Hello! Bernie here, I organise the repair café at St Aidan's, second Saturday of the month. I'll "
            "give you the picture. Doors open at ten, people queue with their broken stuff, a volunteer at the "
            "front table writes down what it is and what's wrong, then it goes to whoever can fix it, lamps and "
            "toasters to Dennis and Sue, clothes to the sewing table, bikes we don't do any more, long story. "
            "When it's fixed, " + f("constraint", "anything that plugs into the wall gets PAT tested before it goes home")
            + ", Sue does that, she's got the tester. Then tea and cake. The hall costs us "
            + f("number", "£45 a session for the hall") + " which comes out of the donations jar.",
            "Sounds like a good setup. What would you like help with, the website or the log?",
        ),
        turn(
            "Both eventually. The website first, Priya built it, it's at " + f("path", "/Users/bernie/RepairCafe/site")
            + " and I need to change the dates for next year. She said run yarn something.",
            ("Installing the dependencies first.", [
                call("bash", long_log(30, "repaircafe-yarn", yarn_tail), error=True,
                     command="cd /Users/bernie/RepairCafe/site && " + f("command", "yarn install --immutable")),
            ]),
            "It fails building sharp, the image library, at the exact version the lockfile pins. A newer version "
            "would probably build on this Mac, but changing the lockfile is a decision for whoever pinned it.",
        ),
        turn(
            "That's Priya. She's in India till the new year but she does answer WhatsApp eventually. I'll ask "
            "her why it's stuck on that one. Can you change the dates without building it?",
            ("I can edit the dates file directly; the build can wait for Priya.", [
                call("edit", "ok", path="/Users/bernie/RepairCafe/site/src/data/dates.json",
                     old='"2026-12-12"', new='"2026-12-12", "2027-01-09", "2027-02-13", "2027-03-13"'),
            ]),
            "Dates added for January to March. They'll show once the site builds again. While I'm in here: "
            "would it help to have " + f("rejected", "online booking slots") + " so people don't queue?",
        ),
        turn(
            "Ah no, love, it's a drop-in, that's the whole spirit of it, you just turn up. But a little form "
            "where people can say what they're bringing would be nice, so Dennis knows if there's six toasters "
            "coming.",
            "Fair. I'll add a simple 'what are you bringing' form, no times, and it e-mails you the list.",
        ),
        turn(
            "Perfect. Oh and our charity number has to go in the footer, it's " + f("identifier", "1187432") + ".",
            ("Adding it.", [
                call("edit", "ok", path="/Users/bernie/RepairCafe/site/src/components/Footer.astro",
                     old="St Aidan's Repair Café", new="St Aidan's Repair Café · Registered charity 1187432"),
            ]),
            "It's in the footer.",
        ),
    )
    r2 = (
        turn(
            "Now the log. Maureen keeps it, she sent me " + f("path", "/Users/bernie/RepairCafe/repair_log.xlsx")
            + ". The council want to know how much we've kept out of landfill. Can you tally it?",
            ("I'll write a small script to add up the weights by month.", [
                call("write", "ok", path="/Users/bernie/RepairCafe/tools/tally.py",
                     content="import sys\nfrom openpyxl import load_workbook\n"
                             "wb = load_workbook(sys.argv[1], read_only=True)\n"),
                call("bash",
                     "Traceback (most recent call last):\n"
                     '  File "/Users/bernie/RepairCafe/tools/tally.py", line 3, in <module>\n'
                     "    wb = load_workbook(sys.argv[1], read_only=True)\n"
                     '  File ".../site-packages/openpyxl/reader/excel.py", line 344, in load_workbook\n'
                     "    reader = ExcelReader(filename, read_only, keep_vba,\n"
                     '  File ".../site-packages/openpyxl/reader/excel.py", line 123, in __init__\n'
                     "    self.archive = _validate_archive(fn)\n"
                     '  File "/usr/lib/python3.11/zipfile.py", line 1302, in __init__\n'
                     "    self._RealGetContents()\n"
                     '  File "/usr/lib/python3.11/zipfile.py", line 1369, in _RealGetContents\n'
                     "    raise BadZipFile(\"File is not a zip file\")\n"
                     + f("failure", "zipfile.BadZipFile: File is not a zip file"),
                     error=True,
                     command=f("command", "python3 tools/tally.py repair_log.xlsx --month 2026-11")),
            ]),
            "That file isn't really an .xlsx. It looks like an old .xls that's been renamed, so openpyxl can't "
            "read it. If Maureen saves it again from Excel as a proper workbook it'll work.",
        ),
        turn(
            "Oh Maureen. She's got the real one on her laptop and she's at her daughter's till Sunday. I'll ask "
            "her to send it properly. Leave it till then.",
            "OK, the tally waits for Maureen's copy.",
        ),
        turn(
            "I do know November roughly, Dennis weighed everything, it was " + f("number", "38 kilos in November")
            + ". Can you think of a nice way to show it?",
            "I could keep a running 'kilos saved' tally on the home page, month by month, with a little bar. "
            "Councils love a number.",
        ),
        turn(
            "Yes! Do that.",
            ("Adding the tally component with November's figure for now.", [
                call("write", "ok", path="/Users/bernie/RepairCafe/site/src/data/kilos.json",
                     content='{"2026-11": 38}'),
            ]),
            "It'll show 38 kg for November, and the rest once the log is readable.",
        ),
        turn(
            "Lovely. Now, bit awkward. The vicar came round, the church council think we should charge "
            + f("rejected", "a £3 entry fee") + " to cover the heating. I said I'd put it to the volunteers.",
            "Happy to put a note on the site either way once you know.",
        ),
    )
    r3 = (
        turn(
            "So we talked about the fee at the volunteers' meeting on Thursday. Everyone said no, it puts off "
            "exactly the people we're for. We'll do a heating collection at Christmas instead. I've told the "
            "vicar. Also, the newsletter. Last one had 'Mrs Ellis's hoover, blocked with a sock' in it and she "
            "was NOT happy. So " + f("constraint", "the repair log we publish never has owners' names in it")
            + ". Ever.",
            "Understood. When I make the public version of the log I'll drop the owner column entirely and only "
            "keep item, fault, fixed or not, and weight.",
        ),
        turn(
            "Thank you. And Hendersons on the high street rang, they want to give us "
            + f("rejected", "aprons with the Hendersons logo") + " for the volunteers.",
            "Do you want me to add them to the sponsors list on the site?",
        ),
        turn(
            "They sell the exact kettles we spend all day fixing. Dennis would wear a bin bag first.",
            "Ha, fair enough. I won't add them.",
        ),
        turn(
            "Other thing, I'd love " + f("pending", "a skills sheet for the volunteers") + ", who can do "
            "electrics, who sews, who does phones. So I know who to ring when someone drops out.",
            "Yes, I'll make a skills sheet from the volunteer list, a grid of names and skills. I'll start it "
            "after the form.",
        ),
        turn(
            "And something I lie awake about: " + f("pending", "when were the hall's fire extinguishers last checked")
            + "? The tag on the red one is blank. Nobody at the church knows.",
            "I can't find that out from here. The church's insurer or whoever does their fire risk assessment "
            "would know. I'll note it as an open question.",
        ),
    )
    later = (
        (6, (
            turn(
                "Have you done the who-does-what sheet yet? Sue dropped out of Saturday.",
                "Not yet, sorry: the skills sheet for the volunteers is still open. I'll get it done so you can "
                "see who else does PAT testing.",
            ),
        )),
        (9, (
            turn(
                "Email from the council grants lady. They need " + f("pending", "the grant report for the council by 31 December")
                + ", with the kilos and how many people came.",
                "OK, a short report for the council by 31 December with the kilos saved and visitor numbers. "
                "I'll need Maureen's log for the visitor counts.",
            ),
        )),
    )
    return Scripted(
        name="fresh20-repaircafe", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh20=True,
        later=later, routine=routine_en,
    )


# ---------------------------------------------------------------- sauna
def _sauna() -> Scripted:
    f = Builder()
    certbot_out = (
        "Saving debug log to /var/log/letsencrypt/letsencrypt.log\n"
        "Processing /etc/letsencrypt/renewal/book.emberandbirch.co.uk.conf\n"
        "Renewing an existing certificate for book.emberandbirch.co.uk\n\n"
        "Certbot failed to authenticate some domains (authenticator: webroot). The Certificate Authority "
        "reported these problems:\n"
        "  Domain: book.emberandbirch.co.uk\n"
        "  Type:   dns\n"
        "  Detail: " + f("failure", "DNS problem: NXDOMAIN looking up A for book.emberandbirch.co.uk")
        + " - check that a DNS record exists for this domain\n\n"
        "Hint: The Certificate Authority failed to verify the temporary webroot files Certbot created.\n\n"
        "Failed to renew certificate book.emberandbirch.co.uk with error: Some challenges have failed.\n"
        "All renewals failed. The following certificates could not be renewed:\n"
        "  /etc/letsencrypt/live/book.emberandbirch.co.uk/fullchain.pem (failure)\n"
        "1 renew failure(s), 0 parse failure(s)"
    )
    r1 = (
        turn(
            "hi! Saoirse, Ember & Birch, we hire out a wood-fired sauna on a trailer. Me and Tom. Weddings, "
            "festivals, a lot of beach mornings. So a normal day: we tow it out the night before if it's far, "
            "set it up, level it, chimney up, light the stove, it takes "
            + f("number", "about 90 minutes to get up to heat") + ", then people go in in groups of six, "
            "there's a cold plunge barrel, towels, the whole thing, and "
            + f("constraint", "one of us stays on site the whole time it's lit") + ", doesn't matter if it's "
            "a private booking and they're all adults, that's the deal with the insurer and with ourselves. "
            "Anyway. Tom put a temperature sensor on the flue that talks to Home Assistant over the 4G router "
            "and it's stopped showing anything.",
            ("Let me check the Home Assistant config.", [
                call("bash",
                     "Testing configuration at /config\n"
                     "Failed config\n"
                     "  template:\n"
                     "    - " + f("failure", "Invalid config for 'template' at packages/sauna.yaml, line 14: 'device_class' is an invalid option")
                     + " for 'template', check: sensor->0->device_class\n"
                     "  Successful config (partial)\n"
                     "  template:\n"
                     "Error: Configuration check failed",
                     error=True, command=f("command", "ha core check")),
            ]),
            "The config check fails on the template sensor in the sauna package: the options are nested in the "
            "old style. That's why the flue reading has gone. I can see what it should be, but someone changed "
            "it on purpose recently.",
        ),
        turn(
            "That'll be Tom, he was fiddling on Sunday. He's at his brother's stag in Porto till Thursday and "
            "I'm not touching his yaml. Leave it for him.",
            ("Fine. I'll just note where it is.", [
                call("read", path=f("path", "/config/packages/sauna.yaml"),
                     result="template:\n  - sensor:\n      - name: Stove flue\n        unique_id: stove_flue_temp\n"
                            "        state: \"{{ states('sensor.flue_probe_raw') | float * 1.8 }}\""),
            ]),
            "It's " + f("identifier", "sensor.stove_flue_temp") + " that's affected. Left as it is for Tom.",
        ),
        turn(
            "Ta. Can we look at prices on the site? We do " + f("number", "£380 for a day") + " and half days.",
            "Sure. One idea: " + f("rejected", "weekend surge pricing") + ", a bit more on Saturdays in summer "
            "when you're booked out anyway.",
        ),
        turn(
            "Most of our Saturdays are weddings who booked a year ahead at the old price, and the beach mornings "
            "are locals. We'd just look greedy round here.",
            "OK, flat prices it is. I'll update the page to £380 a day and the half-day rate.",
        ),
        turn(
            "Cool. Oh, my mum wants us to think about " + f("rejected", "adding a hot tub") + ", she keeps sending me "
            "links.",
            "Is that something you're considering?",
        ),
        turn("God no. Tell her nothing, I'll deal with my mum.", "Noted, no hot tub."),
    )
    r2 = (
        turn(
            "Booking site has a red warning now, says not secure.",
            ("The certificate has probably expired. Trying a renewal.", [
                call("bash", certbot_out, error=True,
                     command=f("command", "sudo certbot renew --cert-name book.emberandbirch.co.uk")),
            ]),
            "The renewal fails because the booking subdomain doesn't resolve any more: there's no DNS record for "
            "it, so Let's Encrypt can't check it. The record has to be put back at the domain registrar. The "
            "renewal config is at " + f("path", "/etc/letsencrypt/renewal/book.emberandbirch.co.uk.conf")
            + ", that part is fine.",
        ),
        turn(
            "The registrar account is in Tom's old email which I've not got. I've raised a ticket with them to "
            "get back in, they said 2 to 3 working days. Nothing we can do till then, right?",
            "Right, nothing until the registrar lets you in. I'll leave the certificate alone till then.",
        ),
        turn(
            "OK. While we wait, I had a thought. Could you make a checklist for pre-heat? Like a list we tick "
            "before we light it. We forgot the plunge barrel lid once and there were leaves in it.",
            "Yes, good one. I'll make a one-page pre-heat checklist: level, chimney, spark guard, plunge lid, "
            "towels, first-aid kit, fire blanket.",
        ),
        turn(
            "Yes, that. Print it A5.",
            ("Making it.", [
                call("write", "ok", path="docs/preheat_checklist.md",
                     content="# Pre-heat\n- [ ] Level\n- [ ] Chimney & spark guard\n- [ ] Plunge lid\n- [ ] Towels\n"
                             "- [ ] First aid\n- [ ] Fire blanket"),
            ]),
            "Checklist's in docs/preheat_checklist.md, set up for A5.",
        ),
        turn(
            "Also write this down somewhere. At the Hendra wedding in September the venue told us to park it on "
            "the lawn, it rained, and the trailer sank on one side and the stove door swung open. Never again. "
            + f("constraint", "the trailer only goes on hardstanding") + ", gravel or tarmac, and the booking "
            "form should say so.",
            ("Adding it to the booking form's site requirements.", [
                call("edit", "ok", path="site/booking/requirements.html", old="<li>Vehicle access</li>",
                     new="<li>Vehicle access</li>\n<li>Level hardstanding (gravel or tarmac), not grass</li>"),
            ]),
            "Done, it's on the form.",
        ),
    )
    r3 = (
        turn(
            "So, Tom forwarded me an email from the Wild Fields festival. They want us all four days and instead "
            "of a fee they're offering " + f("rejected", "a cut of the wristband sales") + ". Which, I mean, "
            "last year they had a thousand people and it rained.",
            "It's a gamble on their ticket sales and the weather. You could counter with a fixed fee for fewer "
            "days.",
        ),
        turn(
            "I did. Two days, flat £700, and they pay the pitch. They said yes this morning! Can you put that in "
            "the bookings sheet?",
            ("Adding it.", [
                call("edit", "ok", path="bookings/2027.csv", old="# end",
                     new="2027-07-17,Wild Fields,2 days,flat 700,pitch paid by festival\n# end"),
            ]),
            "In the sheet: Wild Fields, two days, flat £700, pitch on them.",
        ),
        turn(
            "Next thing, I need " + f("pending", "the booking T&Cs page with the cancellation terms") + ". "
            "We lost a wedding in October and had nothing in writing.",
            "I'll write a T&Cs page with cancellation terms for you to check. Do you want a tiered refund, like "
            "full refund 60 days out?",
        ),
        turn(
            "Something like that, draft it and I'll look. And then, question nobody can answer, "
            + f("pending", "do we need a council licence for the beach at Polzeath") + "? The surf school "
            "says no, the café says yes, the council hasn't replied in a month.",
            "I don't know either, and I'd not want to guess on a licensing question. I'll keep it on the open "
            "list until the council replies.",
        ),
    )
    later = (
        (5, (
            turn(
                "How's the T&Cs thing going?",
                "Not started yet. It's still open: the T&Cs page with cancellation terms, a tiered refund draft "
                "for you to check.",
            ),
        )),
        (10, (
            turn(
                "Insurance renewal came. They want " + f("pending", "the insurance renewal form with the new stove's serial by 9 December")
                + ". The serial's on a plate on the back of the stove, I'll send a photo.",
                "OK. Once you send the photo I'll fill in the renewal form with the serial, due 9 December.",
            ),
        )),
    )
    return Scripted(
        name="fresh20-sauna", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh20=True,
        later=later, routine=routine_en,
    )


SESSIONS = (_darkroom(), _pinball(), _repaircafe(), _sauna())
