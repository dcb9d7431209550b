"""Eighteenth fresh held-out set (English): written blind, against the nineteenth round's rules, by someone
who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions, the
earlier blind sets, the fifteenth set beyond the first lines of one file for its format, or the
benchmark's report); committed before its first run and not to be edited after it.
``heldout_fresh18_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped with
``grep -l``: a mobile knife sharpener, a wheelwright, a model railway club, a dry-stone waller).
Proposals come from the assistant, a cutlery shop (through the sharpener's wife), a nephew, a heritage
trust (through an apprentice), the apprentice herself, a member (through the club chairman), an
exhibition organiser, a National Park officer (by e-mail) and a farmer (through the waller's brother).
Failures are multi-line blocks from the sqlite3 shell, ImageMagick, Perl, LaTeX, a C++ build of an
Arduino sketch, systemd's journal, R and ffmpeg. Routine work (``routine_en``) is this file's own, an
Eleventy static site; it has turns that look like facts and are not planted.

Descriptions:
- knife: Kev runs a mobile knife-sharpening van: restaurant kitchens on weekdays, a market stall on
  Saturdays. His accounts live in a SQLite file on the van laptop; a Python script plans the day's route;
  before/after photos of edges are stitched with ImageMagick. Rules: inside a long description of a
  pickup, every knife gets a paper tag with the customer's name before it leaves the kitchen; as a
  complaint about a chef who rang on a Saturday, no restaurant pickups on a Saturday (except the hospital
  kitchen). The assistant suggests text reminders through Twilio: turned down by a reason alone (the chefs'
  phones are in lockers). A cutlery shop, through his wife Sandra, wants him to sell their whetstones on
  commission: he counter-offers a plain link on his site and they take it. His nephew pushes a paid booking
  plan; Kev says he'll think, and says no a round later. The assistant's knife-count column is taken (not
  a fact). Numbers: £4.50 a blade; Japanese knives at 15 degrees a side. Identifiers: the card reader's
  merchant code. Failures: the sqlite3 import stops on a UNIQUE constraint (duplicate VAT number), left
  until he rings the customer; ImageMagick refuses to write the PDF because of its security policy, left
  because the laptop's admin password is his daughter's. Left to do: a price list page (acknowledged, asked
  again later); an unanswered question (does he need a waste licence for the old blades); later, the
  hotel's ask for one monthly invoice by the 28th.
- wheel: Alun is a wheelwright with an apprentice, Megan. Quotes come out of a Perl script his old
  partner wrote, rendered to PDF through a LaTeX template. Rules: said as how the shop works, a tyre is
  only put on with two people on the tyring platform; as a complaint about a lost day, no quote goes out
  without a photo of the old hub. A heritage trust, through Megan, wants the tyring livestreamed: first
  "not live", then a round later not filmed at all. The assistant suggests a web form with a card deposit:
  he says what he'll do instead (ring them back himself). Megan suggests buying in CNC-cut felloes: a polite
  no with a reason. The assistant's idea of installing the missing Perl module locally is taken (not a
  fact). Numbers: the tyre goes on at about 400 °C; the shrink allowance. Identifier: the trust's grant
  reference. Failures: Perl can't locate Spreadsheet::ParseXLSX, and latexmk can't find tabularray.sty on the
  old Mac, left because the Mac can't be updated. Left to do: a gallery of finished wheels (acknowledged,
  repeated); an unanswered question (is the museum's cart road-legal once it's done); later, the trust's
  ask for the photo record by the end of June.
- railway: Derek is secretary of a model railway club with a big exhibition layout. The trains are run by
  a DCC-EX command station on an Arduino Mega, with JMRI on a Raspberry Pi under systemd. Rules: as a
  complaint about a derailment, under-14s only drive with a member beside them; as how the club works, no
  new loco runs on the exhibition layout before ten hours on the test track. A member, through the
  chairman, wants everyone on phone throttles over wifi: the committee's no comes a round later. The
  assistant suggests joining the hall's wifi: bluntly no. The exhibition organiser wants them to run
  through lunch: the club's counter-offer (a half-hour break, a reduced service) is accepted by him. The
  assistant's roster labels are taken (not a fact). Numbers: track at 14.5 V; the layout is 24 feet long.
  Identifier: the club's hostname and a loco's DCC address. Failures: the DCC-EX build fails on an
  undeclared motor shield macro, left for Paul who changed the config; JMRI won't start because the port
  is taken, left until Derek is at the clubroom. Left to do: a printed timetable sheet (acknowledged,
  repeated); an unanswered question (are the hall sockets on an RCD); later, the organiser's ask for the
  insurance certificate by 14 September.
- walling: Siobhan is a dry-stone waller with a crew of three. Walls are logged in QGIS as a GeoPackage; an
  R script works out tonnage for quotes; she makes timelapse videos with ffmpeg. Rules: inside a long
  explanation of a job, stone is never taken from one wall on a farm to patch another; as a complaint, no
  walling on frozen ground, the crew goes home paid. A National Park officer by e-mail suggests gabions on
  the roadside stretch: turned down with a reason. The assistant suggests a drone survey subscription:
  politely no, with a smaller ask (the phone's GPS points). A farmer, through her brother Rory, wants a day
  rate; her counter-offer (per metre, day rate only for gapping) is taken. The assistant's through-stones
  column is accepted (not a fact). Numbers: about 1.2 tonnes of stone a metre; a batter of 1 in 6.
  Identifier: the stewardship agreement number. Failures: R's st_transform gets a plain data frame, left
  until her nephew looks; ffmpeg's libx264 refuses an odd height, left. Left to do: a map of finished walls
  on the website (acknowledged, repeated); an unanswered question (VAT on the grant-funded part); later, the
  claim form by 30 November.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn


# ---------------------------------------------------------------- knife
def _knife() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Right, so I've got a van laptop with a sqlite file on it, " + f("path", "/home/kev/van/accounts.db") + ", that's basically my whole business. I do "
            "kitchens Monday to Friday and the market on Saturday. Before we do anything clever, the way a pickup "
            "goes is: I walk in the back door, the sous usually has the knives in a tea towel, I count them with "
            f"him, {f('constraint', 'every knife gets a paper tag with the customer name before it leaves their kitchen')}, "
            "then they go in the roll and into the van. If the tag thing ever stops happening I'm sunk, so whatever "
            "you build, don't try to replace the tags.",
            ("Understood, tags stay paper. Let me look at the database first.", [
                call("bash", "accounts\npickups\nprices", command="sqlite3 /home/kev/van/accounts.db .tables"),
            ]),
            "Three tables: accounts, pickups, prices. What do you want to do first?",
        ),
        turn(
            "New kitchens. Sandra typed the new ones into a spreadsheet, I exported it as new_kitchens.csv. "
            "Import them with `" + f("command", 'sqlite3 -csv /home/kev/van/accounts.db ".import --skip 1 new_kitchens.csv accounts"')
            + "` or whatever the right spell is.",
            ("Running it.", [
                call("bash",
                     "new_kitchens.csv:2: 9 columns expected, 9 found\n"
                     "new_kitchens.csv:7: imported\n"
                     "new_kitchens.csv:11: INSERT failed: "
                     + f("failure", "UNIQUE constraint failed: accounts.vat_no")
                     + "\nnew_kitchens.csv:14: imported\n"
                     "Error: 1 row(s) not imported",
                     error=True,
                     command='sqlite3 -csv /home/kev/van/accounts.db ".import --skip 1 new_kitchens.csv accounts"'),
            ]),
            "Row 11 has a VAT number that's already in accounts. The rest went in. Do you want me to overwrite the "
            "old row or skip it?",
        ),
        turn(
            "Neither. That's the Crown on Mill Street, and I think they've been bought by the group that owns the "
            "Fox, so it might be the same company. I'll ring Tony and find out. Leave it.",
            "Leaving row 11 out until you've spoken to Tony.",
        ),
        turn(
            "While you're in there, can you put a knife-count column on pickups? I write it on the back of my hand "
            "at the moment.",
            ("Good idea, adding an integer column with a default of 0.", [
                call("bash", "", command="sqlite3 /home/kev/van/accounts.db 'ALTER TABLE pickups ADD COLUMN knife_count INTEGER DEFAULT 0'"),
            ]),
            "Done. pickups.knife_count exists now. One more idea: I could send each kitchen a text reminder the "
            "evening before a pickup, through Twilio, so they have the knives ready.",
        ),
        turn(
            "The chefs' phones are in a locker from two till midnight. Nobody reads a text.",
            f"Fair enough, I'll drop the {f('rejected', 'Twilio text reminders')} idea.",
        ),
    )
    r2 = (
        turn(
            "Route planner. It lives at " + f("path", "/home/kev/van/plan_route.py") + " and it's meant to sort the "
            f"day's kitchens so I'm not crossing town twice. Run it the way I do: `{f('command', 'python3 plan_route.py --day tue --start depot --avoid-a61')}`.",
            ("Running it.", [
                call("bash",
                     "loaded 14 accounts for tue\n1 depot\n2 Fox & Hounds\n3 Mill St Crown\n4 St Luke's kitchen\n5 Ivy House Hotel\n"
                     "total 31.2 miles, est 3h05",
                     command="cd /home/kev/van && python3 plan_route.py --day tue --start depot --avoid-a61"),
            ]),
            "It ran: 14 stops, 31 miles. The Crown is on there even though it's the duplicate you're checking.",
        ),
        turn(
            "Fine, it's still a customer either way. Now, prices. It's " + f("number", "£4.50 a blade") + " for normal "
            "kitchen knives, serrated is extra, and the Japanese ones I do by hand on stones at "
            + f("number", "15 degrees a side") + " which is more. Put that in the prices table so the invoices stop "
            "being wrong.",
            ("Updating the prices table.", [
                call("bash", "", command="sqlite3 /home/kev/van/accounts.db \"UPDATE prices SET pence=450 WHERE kind='standard'\""),
            ]),
            "Standard is 450p now. I left the Japanese rate as it was because the table has no per-angle price; "
            "tell me the figure and I'll add it.",
        ),
        turn(
            "Sandra says Barlow's, the cutlery shop in town, rang her. They want me to sell their whetstones on my "
            "website and they'd give me ten per cent. I don't want to be a shop. Tell her, well, I'll tell her: "
            "I'll put a link to them on my links page and that's it, no selling.",
            "That's a clear line: a link, no stock, no commission. I'll add the link when you say they're happy.",
        ),
        turn(
            "Also my nephew Liam keeps on at me to pay for Calendly so kitchens can book themselves. I'll think "
            "about it. Oh and one thing, can you make me a price list page on the website at some point? People "
            "keep asking what it costs and I keep saying it depends.",
            "I'll note the price list page. And I'll wait on Calendly until you've thought.",
        ),
        turn(
            "Something I never got an answer to: " + f("pending", "do I need some sort of waste licence for the old blades")
            + " I take off people? I've a bucket of broken ones in the van.",
            "I don't know for sure; it may depend on the council and whether it counts as scrap metal. I'd ask the "
            "council's trading standards rather than guess.",
        ),
    )
    r3 = (
        turn(
            "Barlow's were happy with a link. Sandra says go ahead.",
            ("Adding a links page entry for Barlow's.", [
                call("edit", "ok", path="site/src/links.md", old="- Sheffield Assay Office", new="- Sheffield Assay Office\n- Barlow's Cutlery, High Street"),
            ]),
            "Done: a plain link, and I've noted that " + f("rejected", "selling Barlow's whetstones on commission")
            + " is off the table.",
        ),
        turn(
            "I've thought about Liam's thing. No. I'm not paying a monthly fee so a chef can pick a slot he then "
            "doesn't turn up for. Tell him if he asks you.",
            f"Noted: no {f('rejected', 'paid Calendly plan')}. Bookings stay on the phone.",
        ),
        turn(
            "And it's annoyed me all week: the chef from the Ivy House rang me at half seven on a Saturday asking "
            "if I could pop round. I'm at the market! "
            + f("constraint", "No restaurant pickups on a Saturday")
            + ", the only one I'll do is St Luke's hospital kitchen because they can't help it.",
            "Right: Saturdays are the market only, with St Luke's as the one exception. I'll make the route planner "
            "refuse a Saturday run for anyone else if you like.",
        ),
        turn(
            "Yes do that. And the before-and-after photos: I've got a folder of them, I want them in one PDF "
            "for the Ivy House because they're asking what they're paying for.",
            ("Making the PDF with ImageMagick.", [
                call("bash",
                     "convert-im6.q16: "
                     + f("failure", "attempt to perform an operation not allowed by the security policy `PDF' @ error/constitute.c/IsCoderAuthorized/421")
                     + ".\nconvert-im6.q16: no images defined `ivy_before_after.pdf' @ error/convert.c/ConvertImageCommand/3229.",
                     error=True, command="convert photos/ivy/*.jpg ivy_before_after.pdf"),
            ]),
            "ImageMagick's policy file on this laptop forbids writing PDFs. Fixing it means editing "
            "/etc/ImageMagick-6/policy.xml with sudo.",
        ),
        turn(
            "I don't have the password, it's Chloe's old laptop and she set it up. She's back at Easter. Leave "
            "the PDF. The card reader's merchant code is " + f("identifier", "MCK7-QZ2P") + " if the invoices "
            "need it.",
            "Leaving the PDF until Chloe is back. I'll put the merchant code on the invoice footer.",
        ),
    )
    later = (
        (4, (
            turn(
                "Ivy House emailed. Their accounts woman wants "
                + f("pending", "one invoice a month instead of one per visit, by the 28th")
                + ". I haven't answered her yet.",
                "That needs the invoice script to group by month. I'll note it; it isn't done yet.",
            ),
        )),
        (5, (
            turn(
                "Did you ever do that price list page? Someone at the market asked again.",
                f"Not yet. It's still open: {f('pending', 'a price list page for the website')}, with the £4.50 "
                "standard rate and the hand-sharpening rate once you give me the figure.",
            ),
        )),
    )
    return Scripted(
        name="fresh18-knife", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh18=True, later=later, routine=routine_en,
    )


# ---------------------------------------------------------------- wheel
def _wheel() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. I'm a wheelwright, there's me and Megan who's in her second year. My old partner Huw wrote "
            "the quoting script before he retired and nobody's touched it since. It's at "
            + f("path", "/Users/alun/quotes/quote.pl") + ". It reads the job spreadsheet and writes a PDF. Can you "
            f"get it going on this Mac? Huw always ran `{f('command', 'perl quote.pl --job 118 --sheet jobs.xlsx --out out/118.pdf')}`.",
            ("Trying it as Huw ran it.", [
                call("bash",
                     f("failure", "Can't locate Spreadsheet/ParseXLSX.pm in @INC")
                     + " (you may need to install the Spreadsheet::ParseXLSX module) (@INC contains: "
                     "/Library/Perl/5.30/darwin-thread-multi-2level /Library/Perl/5.30 /Network/Library/Perl/5.30 "
                     "/System/Library/Perl/Extras/5.30) at quote.pl line 9.\n"
                     "BEGIN failed--compilation aborted at quote.pl line 9.",
                     error=True, command="cd /Users/alun/quotes && perl quote.pl --job 118 --sheet jobs.xlsx --out out/118.pdf"),
            ]),
            "The module that reads .xlsx files isn't installed. I could install it locally into quotes/local with `"
            + f("command", "cpanm -l local Spreadsheet::ParseXLSX") + "` so nothing system-wide changes.",
        ),
        turn(
            "Local sounds right, do that. Don't go updating the Mac, it's on Catalina and the engraving machine "
            "software dies on anything newer.",
            ("Installing locally.", [
                call("bash", "Fetching http://www.cpan.org/authors/id/M/MI/MIKEB/Spreadsheet-ParseXLSX-0.27.tar.gz ... OK\n"
                             "Configuring Spreadsheet-ParseXLSX-0.27 ... OK\nBuilding and testing Spreadsheet-ParseXLSX-0.27 ... OK\n"
                             "Successfully installed Spreadsheet-ParseXLSX-0.27\n1 distribution installed",
                     command="cd /Users/alun/quotes && cpanm -l local Spreadsheet::ParseXLSX"),
            ]),
            "Installed under quotes/local. The script will need PERL5LIB pointing there; I'll add that to a tiny "
            "wrapper when we run it again.",
        ),
        turn(
            "Good. While I think of it, how the shop works, for the record: "
            + f("constraint", "a tyre only goes on with two of us on the tyring platform")
            + ". If Megan's off, the tyring waits. People ask why the wheel's a week late and that's why.",
            "Got it. I'll leave the tyring dates on the quote as 'to be confirmed' when only one of you is in.",
        ),
        turn(
            "Megan's been on to me. The heritage trust that's paying for the museum's carrier's cart wants to "
            "livestream us putting the tyre on. Megan thinks it'd be good for us.",
            "It could bring in work. Do you want me to look at what a stream from the yard would need?",
        ),
        turn(
            "Not live. I'm not having a camera on when there's a red-hot ring of iron and a crowd in the chat. "
            "Tell Megan not live; I'll think about whether they can film it at all.",
            "I'll tell Megan: not live, and the filming question is still with you.",
        ),
    )
    r2 = (
        turn(
            "Run the quote again now.",
            ("Running with the local modules on the path.", [
                call("bash",
                     "job 118: carrier's cart, pair of rear wheels, 12 spokes each\n"
                     "wrote out/118.tex\nRunning latexmk...\n"
                     "Latexmk: Run number 1 of rule 'pdflatex'\n"
                     "This is pdfTeX, Version 3.14159265-2.6-1.40.20 (TeX Live 2019)\n"
                     "(./out/118.tex\nLaTeX2e <2019-10-01> patch level 3\n(/usr/local/texlive/2019/texmf-dist/tex/latex/base/article.cls\n"
                     "Document Class: article 2019/10/25 v1.4k Standard LaTeX document class)\n\n"
                     "! " + f("failure", "LaTeX Error: File `tabularray.sty' not found.") + "\n\n"
                     "Type X to quit or <RETURN> to proceed,\nor enter new name. (Default extension: sty)\n\n"
                     "Enter file name:\n! Emergency stop.\nLatexmk: Errors, so I did not complete making target files",
                     error=True,
                     command="cd /Users/alun/quotes && PERL5LIB=local/lib/perl5 perl quote.pl --job 118 --sheet jobs.xlsx --out out/118.pdf"),
            ]),
            f"The Perl part works now; the PDF step dies because {f('path', 'templates/quote_table.tex')} uses "
            "tabularray, which TeX Live 2019 doesn't have. tlmgr won't install it into a 2019 tree.",
        ),
        turn(
            "And a new TeX means a new Mac, which isn't happening this year. Leave it, I'll do 118 by hand. "
            "The numbers you need for the heat note on the quote: the tyre goes on at "
            + f("number", "about 400 °C") + ", and the shrink allowance is "
            + f("number", "5/8 inch on a 4 foot wheel") + ".",
            "Leaving the LaTeX failure for now; job 118 by hand. I'll put the heat and shrink figures in the quote notes.",
        ),
        turn(
            "Here's what I'd like from the quote side. Somebody suggested, you did actually, a web form where "
            "they pay a deposit by card. I'd rather ring people back myself, I find out more in five minutes on "
            "the phone than from any form.",
            f"Understood, no {f('rejected', 'web form with a card deposit')}. I'll make the site say 'ring Alun' "
            "with the number instead.",
        ),
        turn(
            "Megan's other idea. She's found a firm that sells CNC-cut felloes and wants us to buy them in, to save "
            "the bandsaw work.",
            "That would save a lot of bandsaw time. Do you want me to price it up against your hours?",
        ),
        turn(
            "No, kind of you, and her. The point of us is that the felloes are cut here from our own ash. "
            f"{f('rejected', 'Buying in CNC-cut felloes')} would make us a fitting shop. I'll tell her nicely.",
            "Noted, and I'll leave that off the costing.",
        ),
    )
    r3 = (
        turn(
            "I had a bad day Tuesday: drove to Leominster to look at a wheel, got there, and the hub was sound, "
            "they just wanted new spokes. Two hours each way for nothing. From now on "
            + f("constraint", "no quote goes out without a photo of the old hub")
            + ". Put it in whatever checklist you've got.",
            ("Adding it to the enquiry checklist on the site.", [
                call("edit", "ok", path="site/src/enquiries.md", old="## What to send", new="## What to send\n\n- a clear photo of the old hub"),
            ]),
            "Done, it's the first line of the enquiry page now.",
        ),
        turn(
            "The trust's grant reference goes on every invoice to them: "
            + f("identifier", "NLHF-OM-21-04417") + ". And on the filming: I've thought. No. "
            f"They can have photos. {f('rejected', 'Filming the tyring')} at all is out, live or not.",
            "Grant reference noted for their invoices. And the filming is off entirely; photos only.",
        ),
        turn(
            "One for the website: a gallery of finished wheels. I've hundreds of photos. When you get to it.",
            "Noted, a gallery of finished wheels is on the list.",
        ),
        turn(
            "And a question nobody's answered me, not the trust, not the museum: "
            + f("pending", "is the museum's cart road-legal once it's done")
            + ", or is it only ever going on a trailer? It changes the brakes.",
            "I don't know and I don't think I can find out from here; it's the museum's call what they'll use it "
            "for. It stays an open question.",
        ),
    )
    later = (
        (4, (
            turn(
                "The trust has been on. They want "
                + f("pending", "the photo record of the cart wheels by the end of June")
                + ". Megan's been taking them, they're on her phone.",
                "Noted with the date. Nothing's been sent yet.",
            ),
        )),
        (5, (
            turn(
                "Still no gallery on the site, is there?",
                f"No, {f('pending', 'the gallery of finished wheels')} is still to do. I'll start it when you send "
                "a first batch of photos.",
            ),
        )),
    )
    return Scripted(
        name="fresh18-wheel", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh18=True, later=later, routine=routine_en,
    )


# ---------------------------------------------------------------- railway
def _railway() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello. I'm Derek, secretary of the model railway club, which means I'm the one who gets the computer "
            "stuff. Our exhibition layout is Ashby Junction, "
            + f("number", "24 feet long") + ", DCC throughout. The command station is DCC-EX on an Arduino Mega and "
            "there's a Raspberry Pi running JMRI for the panel. Paul changed something in the command station "
            f"config and now it won't build. The sketch is in {f('path', '~/club/CommandStation-EX/config.h')}.",
            ("Building it with the Arduino CLI.", [
                call("bash",
                     "Compiling sketch...\n"
                     "In file included from /home/derek/club/CommandStation-EX/CommandStation-EX.ino:52:0:\n"
                     "/home/derek/club/CommandStation-EX/DCCEX.h:41:0: note: this is the location of the previous definition\n"
                     "/home/derek/club/CommandStation-EX/MotorDrivers.h: In function 'void setup()':\n"
                     "/home/derek/club/CommandStation-EX/CommandStation-EX.ino:74:33: "
                     + f("failure", "error: 'ASHBY_DUAL_SHIELD' was not declared in this scope")
                     + "\n   DCC::begin(ASHBY_DUAL_SHIELD);\n                                 ^~~~~~~~~~~~~~~~~\n"
                     "exit status 1\nError during build: exit status 1",
                     error=True,
                     command="arduino-cli compile --fqbn arduino:avr:mega ~/club/CommandStation-EX"),
            ]),
            "config.h names a motor shield, ASHBY_DUAL_SHIELD, that isn't defined anywhere. Paul probably had his "
            "own definition in a file that isn't in the club's copy.",
        ),
        turn(
            "That sounds like Paul. He's away till the 20th, leave it for him, don't guess at it, the boosters are "
            "fussy. What I do want: JMRI's roster is a mess, half the locos are called 'new loco'.",
            "Would labels with the owner and running number help? Like 'PAUL 47 123'.",
        ),
        turn(
            "Yes, that's it, owner then number. Do the ones you can work out. The file's "
            + f("path", "~/.jmri/AshbyJunction/roster.xml") + ", the other roster.xml is an old copy.",
            ("Relabelling the roster entries I can match.", [
                call("bash", "renamed 19 of 31 roster entries; 12 left as 'new loco' (no owner in the comment field)",
                     command="python3 ~/club/tools/relabel_roster.py ~/.jmri/AshbyJunction/roster.xml"),
            ]),
            "19 done, 12 have no owner noted. The big Deltic is on " + f("identifier", "DCC address 5501")
            + ", if you wanted that one checked.",
        ),
        turn(
            "Good. Now a moan. Last Saturday a lad of about ten ran the Deltic into the fiddle yard at full speed "
            "while his dad was off at the tea urn. So: "
            + f("constraint", "under-14s only drive with a member standing beside them")
            + ". I want that on the sign at the front of the layout and on the website's visiting page.",
            ("Adding it to the visiting page.", [
                call("edit", "ok", path="site/src/visiting.md", old="## Have a go", new="## Have a go\n\nYoung drivers drive with a club member beside them."),
            ]),
            "It's on the visiting page. I'll make a printable sign as well if you want one.",
        ),
    )
    r2 = (
        turn(
            "JMRI on the Pi didn't start this morning. The Pi is "
            + f("identifier", "ashby-pi.local") + ". Can you see why?",
            ("Looking at the service.", [
                call("bash",
                     "Sep 03 09:12:40 ashby-pi systemd[1]: Started JMRI PanelPro.\n"
                     "Sep 03 09:12:51 ashby-pi PanelPro[812]: INFO  - JMRI 5.4 starts\n"
                     "Sep 03 09:12:54 ashby-pi PanelPro[812]: ERROR - Web server failed to start "
                     + f("failure", "java.net.BindException: Address already in use")
                     + "\nSep 03 09:12:54 ashby-pi PanelPro[812]:   at sun.nio.ch.Net.bind0(Native Method)\n"
                     "Sep 03 09:12:54 ashby-pi PanelPro[812]:   at org.eclipse.jetty.server.ServerConnector.open(ServerConnector.java:344)\n"
                     "Sep 03 09:12:55 ashby-pi systemd[1]: jmri.service: Main process exited, code=exited, status=1/FAILURE\n"
                     "Sep 03 09:12:55 ashby-pi systemd[1]: jmri.service: Failed with result 'exit-code'.",
                     error=True, command="ssh pi@ashby-pi.local journalctl -u jmri.service -n 20 --no-pager"),
            ]),
            "Something else already has port 12080. I can't see what from here without root on the Pi, and the "
            "ssh key I have is the pi user's.",
        ),
        turn(
            "I'll be in the clubroom Thursday, I'll look at it on the screen there. Leave it till then. For the "
            f"record, the way I restart it is `{f('command', 'sudo systemctl restart jmri.service')}` and then I "
            "wait a minute.",
            "Leaving the JMRI port problem for Thursday.",
        ),
        turn(
            "Might as well put this down too: "
            + f("constraint", "no new loco runs on the exhibition layout until it has done ten hours on the test track")
            + ". That's how the club's always worked, it's why we don't have the derailments the Wexcombe lot have.",
            "Noted. Do you want a column in the roster for test-track hours?",
        ),
        turn(
            "Maybe later. Now, the chairman, Roy, passed on an idea from one of the newer members: get rid of the "
            "handheld throttles and have everyone drive from their phones over wifi with the WiThrottle thing. Roy "
            "says he'll put it to the committee Tuesday. And while we're on wifi, what would you do at the "
            "exhibition?",
            "For the exhibition I'd just put the Pi on the hall's wifi; it saves running your own router.",
        ),
        turn(
            "No. Never the hall's wifi, it's full of the public.",
            f"Fair, no {f('rejected', 'putting the Pi on the hall wifi')}. Your own router it is.",
        ),
        turn(
            "The track voltage, by the way, is set to " + f("number", "14.5 V") + " on the boosters. And there's one "
            "thing I want at some point, a timetable sheet we can print and put by the layout, so the public "
            "know when the Pullman's coming round.",
            "Noted, both. The timetable sheet is on the list.",
        ),
    )
    r3 = (
        turn(
            "The committee met. Roy says they voted it down: "
            f"{f('rejected', 'phone throttles over wifi for everyone')} is out. The older members won't give up "
            "their knobs, and we'd need a bigger router anyway.",
            "Noted, handhelds stay. I'll keep the WiThrottle server off.",
        ),
        turn(
            "The exhibition organiser, Graham Pike, wants us to run straight through lunch with no break, because "
            "that's when the families come. I told him we'd do a half-hour break with a reduced service, two trains "
            "going round, and he said fine.",
            f"Good, so the {f('rejected', 'running through lunch with no break')} ask became a half-hour break with "
            "a reduced service, and he's agreed. I'll put that in the timetable when we make it.",
        ),
        turn(
            "For the new throttles on the test track I run "
            f"`{f('command', 'python3 ~/club/tools/speed_match.py --addr 5501 --steps 28')}` and it does the speed "
            "curves. Works fine, just so you know it's there.",
            ("Checking it still runs against the roster.", [
                call("bash", "addr 5501: 28 steps matched, vmax 118 scale mph", command="python3 ~/club/tools/speed_match.py --addr 5501 --steps 28 --dry-run"),
            ]),
            "It runs; the dry run matched all 28 steps.",
        ),
        turn(
            "Question I keep forgetting to ask the hall: "
            + f("pending", "are the sockets at the Scout hall on an RCD")
            + "? The boosters trip some of them.",
            "I can't find that from here; it's one for the hall's caretaker. It stays open.",
        ),
    )
    later = (
        (4, (
            turn(
                "Graham Pike emailed: he wants "
                + f("pending", "our public liability insurance certificate by 14 September")
                + " or we don't get a table. I haven't got it; the treasurer has.",
                "Noted with the date; it's with the treasurer and not sent yet.",
            ),
        )),
        (5, (
            turn(
                "Did the timetable sheet get done?",
                f"No, {f('pending', 'the printable timetable sheet')} is still open. I'll build it round the "
                "half-hour lunch break once you give me the train list.",
            ),
        )),
    )
    return Scripted(
        name="fresh18-railway", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
        held_out=True, fresh18=True, later=later, routine=routine_en,
    )


# ---------------------------------------------------------------- walling
def _walling() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya. I build and repair dry-stone walls, me and three lads. Every wall we do goes in QGIS, in a "
            f"GeoPackage at {f('path', 'D:/walling/walls_2024.gpkg')}, and I've an R script that works out tonnage "
            "for a quote from the length and height. The job on at the moment is Low Garth, where about forty "
            "metres has come down along the beck, and the farmer's got a heap of stone from a wall he pulled out "
            f"by the barn. Thing is, {f('constraint', 'we never take stone out of one wall on a farm to patch another')}, "
            "not even a fallen one, because that's how you end up with two bad walls and the Park on your back, so "
            "I'll be buying stone in from the quarry. Can you run the tonnage for Low Garth?",
            ("Running the tonnage script.", [
                call("bash",
                     "Reading layer `walls' from data source `D:\\walling\\walls_2024.gpkg' using driver `GPKG'\n"
                     "Simple feature collection with 212 features and 9 fields\n"
                     "> lowgarth <- walls[walls$job == \"LOWGARTH\", ] |> as.data.frame()\n"
                     "> lowgarth <- st_transform(lowgarth, 27700)\n"
                     "Error in UseMethod(\"st_transform\") : \n  "
                     + f("failure", "no applicable method for 'st_transform' applied to an object of class \"data.frame\"")
                     + "\nCalls: st_transform\nExecution halted",
                     error=True, command="Rscript D:/walling/tonnage.R LOWGARTH"),
            ]),
            "Line 14 turns the walls into a plain data frame before transforming them, so the geometry is lost. "
            "Dropping the as.data.frame() would probably fix it, but I'd be changing how the script works.",
        ),
        turn(
            "My nephew Callum wrote " + f("path", "D:/walling/tonnage.R") + ", he's the only one who understands it. Leave it for him, he's up "
            "at the weekend. I'll work it out on paper: it's " + f("number", "about 1.2 tonnes of stone a metre")
            + " for a wall that height, give or take.",
            "Leaving tonnage.R for Callum. I'll use 1.2 t a metre for the rough quote.",
        ),
        turn(
            "Could you add a column in the GeoPackage for through-stones? How many per metre we put in. The Park "
            "asks.",
            ("Adding a through_stones_per_m field.", [
                call("bash", "", command="ogrinfo D:/walling/walls_2024.gpkg -sql \"ALTER TABLE walls ADD COLUMN through_stones_per_m REAL\""),
            ]),
            "Added. And an idea: there are drone survey firms that do a monthly subscription and give you an "
            "orthophoto of every job. It would make the map a lot more accurate.",
        ),
        turn(
            "That's kind, but it's a lot of money for a wall. Can you just take the GPS points off my phone? I walk "
            "the line with it anyway.",
            f"Yes, that works; I'll drop the {f('rejected', 'drone survey subscription')} and import your phone's "
            "GPX tracks instead.",
        ),
    )
    r2 = (
        turn(
            "I got an e-mail from the Park's officer, Judith. She wants us to put gabions on the roadside stretch at "
            "Low Garth, the wire baskets full of stone, because the council's lorries keep clipping it.",
            "Gabions would stand a knock better. Do you want me to draft a reply?",
        ),
        turn(
            "Draft it saying no. It's in a conservation area, it's a field wall, and gabions look like a motorway. "
            "Say we'll put a wider base on and a row of bigger footings.",
            ("Drafting the reply.", [
                call("write", "ok", path="letters/judith_lowgarth.txt",
                     content="Dear Judith,\n\nThanks for the suggestion. We'd rather not use gabions on the roadside "
                             "stretch: it's a field wall in the conservation area. We'll widen the base and use heavier "
                             "footings instead.\n\nSiobhan"),
            ]),
            f"Draft saved. It turns down {f('rejected', 'gabions on the roadside stretch')} and offers a wider base.",
        ),
        turn(
            "The batter on the new stretch is " + f("number", "1 in 6") + ", put that in the notes for the job. And "
            f"the Low Garth stewardship agreement is {f('identifier', 'CSS-0098271')}, that has to be on the claim.",
            "Both in the job notes.",
        ),
        turn(
            "My timelapse didn't come out. I film the day on the GoPro and squash it down. I ran "
            f"`{f('command', 'ffmpeg -framerate 24 -pattern_type glob -i *.JPG -vf crop=1080:1351 -c:v libx264 lowgarth.mp4')}`.",
            ("Running it again to see the error.", [
                call("bash",
                     "Input #0, image2, from '*.JPG':\n  Duration: 00:00:38.12, start: 0.000000, bitrate: N/A\n"
                     "  Stream #0:0: Video: mjpeg (Baseline), yuvj422p(pc, bt470bg/unknown/unknown), 4000x3000, 24 fps\n"
                     "Stream mapping:\n  Stream #0:0 -> #0:0 (mjpeg (native) -> h264 (libx264))\n"
                     "[libx264 @ 0x55d4c1e2a340] " + f("failure", "height not divisible by 2 (1080x1351)") + "\n"
                     "Error initializing output stream 0:0 -- Error while opening encoder for output stream #0:0 - maybe "
                     "incorrect parameters such as bit_rate, rate, width or height\nConversion failed!",
                     error=True, command="ffmpeg -framerate 24 -pattern_type glob -i '*.JPG' -vf crop=1080:1351 -c:v libx264 lowgarth.mp4"),
            ]),
            "libx264 needs an even height and the crop gives 1351. Changing the crop to 1350 would do it.",
        ),
        turn(
            "Don't bother tonight, I'm not sure I want it portrait anyway. I'll sort it out when I know where it's "
            "going.",
            "Leaving the timelapse as it is.",
        ),
    )
    r3 = (
        turn(
            "Rory, my brother, does the farm side of things and he was talking to Mr Ellwood at High Fold. Ellwood "
            "wants a day rate instead of per metre. Rory told him we'd do per metre, and a day rate only for "
            "gapping, the little repairs, and Ellwood said that's fair.",
            f"So the {f('rejected', 'day rate for the whole job')} was turned into per metre with a day rate only "
            "for gapping, and Ellwood accepted. I'll put both rates on his quote.",
        ),
        turn(
            "Now this is the thing that gets me every winter. Clients ring and say can you not just get on with it. "
            f"{f('constraint', 'No walling on frozen ground')}. If it's white at eight the lads go home and they "
            "get paid, and the client gets told why.",
            "Noted; I'll add a frost line to the quote terms so clients know before they book.",
        ),
        turn(
            "Good. Callum says to back up the GeoPackage before he touches the R, with "
            "`" + f("command", "robocopy D:\\walling E:\\walling-backup /MIR /XD tmp") + "`. Do that.",
            ("Backing up.", [
                call("bash", "   Total    Copied   Skipped  Mismatch    FAILED    Extras\nDirs :  6  1  5  0  0  0\nFiles :  48  3  45  0  0  0",
                     command="robocopy D:\\walling E:\\walling-backup /MIR /XD tmp"),
            ]),
            "Backed up, three files changed since last time.",
        ),
        turn(
            "And something for the website: a map of the walls we've done, so people can go and look at them. "
            "Not urgent. Also, and I asked the accountant and she wasn't sure, "
            + f("pending", "does VAT go on the grant-funded part of the Low Garth job")
            + "? Nobody seems to know.",
            "The map is on the list. The VAT question I can't answer reliably; it stays open for the accountant or HMRC.",
        ),
    )
    later = (
        (4, (
            turn(
                "Judith's office says "
                + f("pending", "the Low Garth claim form has to be in by 30 November")
                + ", with photos before and after.",
                "Noted with the date; the claim isn't started.",
            ),
        )),
        (5, (
            turn(
                "The wall map, any progress?",
                f"Not yet; {f('pending', 'the map of finished walls on the website')} is still to do. I'll make it "
                "from the GeoPackage once Callum's fixed the script.",
            ),
        )),
    )
    return Scripted(
        name="fresh18-walling", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
        held_out=True, fresh18=True, later=later, routine=routine_en,
    )


# ---------------------------------------------------------------- routine: an Eleventy site
def routine_en(r: int) -> tuple:
    n = r % 6
    if n == 0:
        return (turn(
            f"Add a short news post for week {r}, just 'Open as usual' and the date.",
            ("Writing the post.", [
                call("write", "ok", path=f"site/src/news/week-{r}.md",
                     content=f"---\ntitle: Week {r}\nlayout: post.njk\n---\nOpen as usual."),
            ]),
            f"Added site/src/news/week-{r}.md.",
        ),)
    if n == 1:
        return (turn(
            "Rebuild the site.",
            ("Building.", [
                call("bash", f"[11ty] Copied {30 + r} files / Wrote {40 + r} files in 0.{r % 9 + 1}{r % 7} seconds (v2.0.1)",
                     command="npx @11ty/eleventy"),
            ]),
            "Built cleanly.",
        ),)
    if n == 2:
        return (turn(
            "Lint the markdown before it goes up.",
            ("Running markdownlint.", [
                call("bash", f"site/src/news/week-{r - 2}.md:3 MD047/single-trailing-newline Files should end with a single newline character",
                     error=True, command="npx markdownlint-cli2 'site/src/**/*.md'"),
            ]),
            ("Adding the trailing newline and rerunning.", [
                call("edit", "ok", path=f"site/src/news/week-{r - 2}.md", old="Open as usual.", new="Open as usual.\n"),
                call("bash", "markdownlint-cli2 v0.12.1\nSummary: 0 error(s)", command="npx markdownlint-cli2 'site/src/**/*.md'"),
            ]),
            "Clean now.",
        ),)
    if n == 3:
        return (turn(
            "The footer year is wrong on some pages.",
            ("Checking the footer include.", [
                call("read", "<footer>&copy; 2023 &middot; {{ site.name }}</footer>", path="site/src/_includes/footer.njk"),
                call("edit", "ok", path="site/src/_includes/footer.njk", old="2023", new="{{ 'now' | year }}"),
            ]),
            "The footer had the year hard-coded; it uses the year filter now. Shall I add a link check to the build?",
        ), turn(
            "Go on then.",
            ("Adding and running it.", [
                call("bash", f"Checked {120 + r} links, 0 broken", command="npx hyperlink _site/index.html --recursive"),
            ]),
            "All links fine.",
        ))
    if n == 4:
        return (turn(
            "The photos on the home page are huge, can you shrink them sometime?",
            "I'll do the image resizing next round with the eleventy-img plugin.",
        ),)
    return (turn(
        "Rebuild, and did the photos get done?",
        ("Building.", [
            call("bash", "[11ty] Problem writing Eleventy templates:\n[11ty] 1. Having trouble rendering njk template ./site/src/index.njk\n"
                         "[11ty] 2. (./site/src/index.njk) [Line 12, Column 9]\n  Error: filter not found: imgsrc",
                 error=True, command="npx @11ty/eleventy"),
        ]),
        ("The new image shortcode was called as a filter; fixing the template.", [
            call("edit", "ok", path="site/src/index.njk", old="{{ hero | imgsrc }}", new="{% image hero, 'Home' %}"),
            call("bash", f"[11ty] Wrote {41 + r} files in 1.{r % 9} seconds (v2.0.1)", command="npx @11ty/eleventy"),
        ]),
        "Builds again, and yes: the home page photos are resized to 1200px wide now.",
    ),)


SESSIONS = (_knife(), _wheel(), _railway(), _walling())
