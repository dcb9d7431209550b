"""Sixteenth fresh held-out set (English): written blind, against the rules as they stand at its first run,
by someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets, the fifteenth set beyond the first lines of one file for its format, or
the benchmark's report); committed before its first run and not to be edited after it.
``heldout_fresh16_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped with
``grep -l``: a one-woman bindery, a saddler and harness maker, a dry-stone walling firm, a sheep-shearing
gang). Proposals come from a book-cloth supplier's rep (through the assistant bookbinder), the assistant,
the binder's sister, a pony club (through the saddler's daughter), an apprentice, a national park ranger
(through a waller), a nephew, a wool-roller, an estate manager (on the phone to a shearer) and the
assistant again. They are turned down by saying what she'll do instead, by a reason alone, a round later
after thinking it over, by a counter-offer the pony club took, by a question back, by "not this year",
bluntly, by negating the verb, through a husband who does the money, by what they'll do instead, and a
round later after the sums. Some proposals are accepted and are not facts. Failures are multi-line blocks
from Ghostscript (a missing %%EOF marker among repair warnings, above a SystemExit from the script), CUPS
(``lpstat`` showing the backend failing under a disabled printer), brother_ql over pyusb (a USBError at
the bottom of a traceback), the Shopify CLI (a permission error under the push banner), GDAL's
``ogr2ogr`` (a PROJ database error above the SRS failure), Composer (a missing PHP extension inside
"Problem 1"), rclone (an OAuth JSON error body under a "Failed to create file system" line) and jq (an
iteration error after curl's progress). Open items: asks acknowledged and repeated later, questions
nobody answers, other people's asks with deadlines, some planted in ``later`` rounds. Routine work
(``routine_en``) is this file's own, a small Symfony site the four share; it has turns that look like
facts and are not planted: a request done at once, a php-cs-fixer complaint fixed and rerun clean, an
offer of a test taken up, a request put off and reported done a round later, a failing PHPUnit test fixed
at once, a flaky test that passes on rerun.

Descriptions:
- bindery: Ines binds and repairs books on her own in a back room, with Owen in two days a week. A Python
  script imposes customers' PDFs into signatures with Ghostscript for the small print-and-bind jobs, and
  job tickets print on an old Brother laser through CUPS. Rules: inside a long explanation of how a repair
  ticket is filled in, nothing is ever glued to an original spine (a new hollow, the old spine laid back
  on); as a complaint after Owen gave a figure on the phone, nobody quotes a price without seeing the book.
  A book-cloth supplier's rep, through Owen, offers pre-cut cloth on a monthly subscription: she says
  she'll keep buying off the roll. The assistant suggests a quote calculator on the website: turned down
  by the reason alone. Her sister suggests Saturday workshops; Ines says she'll think, and says no a round
  later. The assistant's idea of a "condition on arrival" field with photos is taken (not a fact).
  Numbers: the store room kept at 55% relative humidity; repairs charged at £38 an hour. Identifier: the
  CUPS queue's name. Failures: Ghostscript finds no end-of-file marker in a customer's thesis PDF (a truncated
  download), left until she resends it; the printer's USB backend fails, left until Owen brings a cable.
  Left to do: Owen's care-instructions leaflet for returned books (acknowledged, asked again later); an
  unanswered question (does the records office grant cover clamshell boxes); later, the parish council's
  ask for a quote on the baptism registers by 30 April.
- saddler: Bryn is a saddler in a market town; his daughter Cerys runs the Shopify shop and Dewi is his
  apprentice. A Python script prints tack labels on a Brother QL label printer; Cerys's theme changes
  are pushed with the Shopify CLI. Rules: said as how they've always worked, no saddle leaves without a
  fitting on the horse, re-flocks sent by post excepted; as a complaint about a girth Dewi cut, girth
  straps are only cut from the bridle butt. The pony club, through Cerys, wants a free saddle for their
  rally raffle; Bryn offers a fitting voucher instead and they take it. The assistant suggests a live
  chat widget: answered with a question back (who'd answer it). Dewi wants a laser cutter for browbands:
  "not this year", with the roof to pay for. Cerys's horse-measurements form is accepted (not a fact).
  Numbers: 8 stitches to the inch; £95 a fitting visit. Identifier: the label printer's USB id. Failures:
  the label script gets access denied on the new Pi's USB (no udev rule), left for Cerys; the theme push
  is refused because Bryn's staff account can't edit themes, left until Cerys changes his permissions.
  Left to do: the returns policy page before the Royal Welsh (acknowledged, asked again); an unanswered
  question (does the van insurance cover Dewi driving to fittings alone); later, Mrs Pryce's driving
  harness wanted back before the carriage trials on 14 June.
- walling: Morag runs a dry-stone walling firm in the Dales with two wallers, Alasdair and Kev. Her
  nephew Tam wrote a small PHP quoting app; wall lengths come from a field-boundary shapefile converted
  with ogr2ogr. Rules: inside a long sentence about quotes, they price by the running metre and never by
  the square metre; as a complaint about Kev, nobody works up on the fell on their own (the yard
  excepted). The assistant suggests a drone survey: turned down by a reason alone (the paperwork). The
  park ranger, through Alasdair, suggests pointing the copes with lime mortar: no, bluntly. Tam suggests
  moving the quotes onto Tradify: she won't pay a monthly fee, and they'll keep the app and a spreadsheet.
  The assistant's idea of a photo folder per job is taken (not a fact). Numbers: 1.3 tonnes of stone per
  metre; £72 a metre for a standard rebuild. Identifier: the stewardship agreement number. Failures:
  ogr2ogr can't find proj.db on Tam's laptop, left for Tam; Composer can't install dompdf because the
  shared host lacks the dom extension, left for the host's support ticket. Left to do: Kev's one-page A5
  job sheet (acknowledged, asked again); an unanswered question (does the grant pay for the gate stoops
  too); later, the park's planning officer wants photos of the Cam End section by the end of September.
- shearing: Liz runs a shearing gang for the summer: Tom, Aled, Hemi (a New Zealander) and Sophie, who
  rolls the wool. Farmers book through a web form whose API a bash script reads with curl and jq for the
  night's run sheet; tallies and photos go from phones to Google Drive with rclone. Rules: they don't
  shear wet sheep; the farmer has the sheep penned before they arrive, except the little smallholdings.
  Sophie suggests buying the fleeces off the farmers themselves: Liz asks her husband Andy, who does the
  money, and his no comes back a round later. The assistant suggests automatic text reminders the day
  before: they'll ring like always. An estate manager, on the phone to Tom, wants a flat day rate for the
  whole gang: Liz does the sums and says no a round later. Hemi's per-shearer tally column is accepted
  (not a fact). Numbers: £1.90 a sheep; 220 sheep a day. Identifier: a farm's CPH number. Failures:
  rclone's Google token has expired (Sophie's account), left for Sophie; jq can't iterate over null since
  the booking site changed its JSON, left until the booking site answers. Left to do: Tom's map link for
  each farm on the run sheet (acknowledged, asked again); an unanswered question (does the insurance
  cover Hemi on a working-holiday visa); later, British Wool's tally returns by 30 September.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (a small Symfony site)

_PAGES = ("gallery", "contact", "about", "services", "news", "prices", "faq", "terms")


def routine_en(r: int) -> tuple:
    page = _PAGES[r % len(_PAGES)]
    k = r % 8
    if k == 0:
        return (turn(f"Run the PHPUnit suite before we touch anything else (round {r}).",
                     ("", [call("bash", f"PHPUnit 10.5.9 by Sebastian Bergmann and contributors.\n\n"
                                        f"...............................................  {40 + r % 9} / {40 + r % 9} (100%)\n\n"
                                        f"Time: 00:0{r % 7}.412, Memory: 28.00 MB\n\nOK ({40 + r % 9} tests, {90 + r} assertions)",
                                command="php bin/phpunit")]),
                     "All green."),)
    if k == 1:
        return (turn(f"On the {page} page, put the phone number in the footer in bold, please.",
                     ("", [call("edit", "ok", path=f"templates/{page}/index.html.twig",
                                old="<p class=\"tel\">{{ phone }}</p>", new="<p class=\"tel\"><strong>{{ phone }}</strong></p>")]),
                     ("Done; it's bold on that page now.", [])),)
    if k == 2:
        return (turn(f"Tidy the {page} controller, the linter was moaning.",
                     ("", [call("bash", f"Loaded config default from \".php-cs-fixer.dist.php\".\n"
                                        f"   1) src/Controller/{page.title()}Controller.php (single_quote, no_unused_imports)\n\n"
                                        f"Found 1 of {20 + r % 5} files that can be fixed",
                                error=True, command="vendor/bin/php-cs-fixer fix --dry-run --diff")]),
                     ("Two style issues, both mechanical. Fixing.",
                      [call("bash", "Fixed 1 of 1 files", command="vendor/bin/php-cs-fixer fix"),
                       call("bash", f"Found 0 of {20 + r % 5} files that can be fixed",
                            command="vendor/bin/php-cs-fixer fix --dry-run --diff")]),
                     "Clean now."),)
    if k == 3:
        return (turn(f"Add a 'published' flag to the {page} entries so we can hide drafts.",
                     ("", [call("edit", "ok", path=f"src/Entity/{page.title()}Entry.php",
                                old="    private ?string $title = null;",
                                new="    private ?string $title = null;\n\n    #[ORM\\Column]\n    private bool $published = false;"),
                           call("bash", f"Generated new migration class to \"migrations/Version2024{r:04d}1200.php\"",
                                command="php bin/console doctrine:migrations:diff"),
                           call("bash", "[notice] Migrating up to DoctrineMigrations\\Version2024" f"{r:04d}1200\n[notice] finished in 41.2ms",
                                command="php bin/console doctrine:migrations:migrate --no-interaction")]),
                     ("Added and migrated. Want a test that drafts don't show on the public list?", []),
                 ),
                turn("Yes, add the test.",
                     ("", [call("edit", "ok", path=f"tests/Controller/{page.title()}ControllerTest.php",
                                old="}\n", new="    public function testDraftsAreHidden(): void\n    {\n        $this->assertPageHidesDrafts();\n    }\n}\n"),
                           call("bash", "OK (1 test, 2 assertions)", command=f"php bin/phpunit --filter testDraftsAreHidden")]),
                     "Test added and passing."))
    if k == 4:
        return (turn(f"The {page} test failed on the last run, have a look.",
                     ("", [call("bash", f"There was 1 failure:\n\n1) App\\Tests\\Controller\\{page.title()}ControllerTest::testIndex\n"
                                        f"Failed asserting that the Response status code is 200.\nHTTP/1.1 500 Internal Server Error\n\n"
                                        f"FAILURES!\nTests: 1, Assertions: 1, Failures: 1.",
                                error=True, command=f"php bin/phpunit --filter {page.title()}ControllerTest")]),
                     ("The template calls `entry.summary`, which was renamed to `entry.excerpt`. Fixing the template.",
                      [call("edit", "ok", path=f"templates/{page}/index.html.twig", old="entry.summary", new="entry.excerpt"),
                       call("bash", "OK (3 tests, 7 assertions)", command=f"php bin/phpunit --filter {page.title()}ControllerTest")]),
                     "Fixed; it passes."),)
    if k == 5:
        return (turn(f"Next step of the plan: paginate the {page} list, twelve to a page.",
                     ("", [call("read", f"public function index(Request $request): Response\n{{\n    $items = $this->repo->findAll();\n    return $this->render('{page}/index.html.twig', ['items' => $items]);\n}}",
                                path=f"src/Controller/{page.title()}Controller.php"),
                           call("edit", "ok", path=f"src/Controller/{page.title()}Controller.php",
                                old="$items = $this->repo->findAll();",
                                new="$items = $this->paginator->paginate($this->repo->queryAll(), $request->query->getInt('page', 1), 12);")]),
                     ("Paginated. Running the suite.", [call("bash", f"OK ({41 + r % 9} tests, {93 + r} assertions)", command="php bin/phpunit")]),
                     "Passing."),)
    if k == 6:
        return (turn(f"When you get a minute, turn the HTTP cache on the {page} page up to an hour. No rush.",
                     "Noted; I'll do it next round, after the pagination change has settled."),
                turn("The end-to-end test is flaky again, rerun it.",
                     ("", [call("bash", "1) App\\Tests\\E2E\\SmokeTest::testHome\nFacebook\\WebDriver\\Exception\\TimeoutException: timed out after 5 seconds",
                                error=True, command="php bin/phpunit tests/E2E")]),
                     ("", [call("bash", "OK (4 tests, 9 assertions)", command="php bin/phpunit tests/E2E")]),
                     "It passed on the rerun; the same timeout as before, nothing new."))
    prev = _PAGES[(r - 1) % len(_PAGES)]
    return (turn("Anything left over from last round?",
                 ("", [call("edit", "ok", path=f"src/Controller/{prev.title()}Controller.php",
                            old="#[Cache(maxage: 300, public: true)]", new="#[Cache(maxage: 3600, public: true)]")]),
                 (f"The cache change on the {prev} page: done now, an hour, as you asked.", [])),)


# ---------------------------------------------------------------- the bindery


def _bindery() -> Scripted:
    f = Builder()
    gs_fail = (
        "GPL Ghostscript 10.02.1 (2023-11-01)\n"
        "Copyright (C) 2023 Artifex Software, Inc.  All rights reserved.\n"
        "This software is supplied under the GNU AGPLv3 and comes with NO WARRANTY:\n"
        "see the file COPYING for details.\n"
        "   **** Warning:  An error occurred while reading an XREF table.\n"
        "   **** The file has been damaged.  This may have been caused\n"
        "   **** by a problem while converting or transfering the file.\n"
        "   **** Ghostscript will attempt to recover the data.\n"
        f"   {f('failure', '**** Error: Cannot find a %%EOF marker anywhere in the file.')}\n"
        "   **** Error:  Trailer dictionary not found.\n"
        "                Output may be incorrect.\n"
        "No pages will be processed (FirstPage > LastPage).\n"
        "\n"
        "   **** This file had errors that were repaired or ignored.\n"
        "   **** Please notify the author of the software that produced this\n"
        "   **** file that it does not conform to Adobe's published PDF\n"
        "   **** specification.\n"
        "Traceback (most recent call last):\n"
        "  File \"/home/ines/bindery/tools/impose_signatures.py\", line 88, in <module>\n"
        "    raise SystemExit(f\"gs produced no pages for {src}\")\n"
        "SystemExit: gs produced no pages for incoming/hughes_thesis.pdf"
    )
    cups_fail = (
        "printer hl5250_backroom disabled since Tue 12 Mar 2024 09:14:02 GMT -\n"
        f"\t{f('failure', '/usr/lib/cups/backend/usb failed')}\n"
        "printer PDF is idle.  enabled since Mon 04 Mar 2024 17:40:11 GMT\n"
        "hl5250_backroom-212  ines  41984  Tue 12 Mar 2024 09:13:58 GMT\n"
        "hl5250_backroom-213  ines  40960  Tue 12 Mar 2024 09:20:31 GMT"
    )
    r1 = (
        turn("Morning. Bit of background before we start: I do repairs and small binding jobs, Owen's in Tuesdays and "
             "Thursdays. Everything that comes in gets a ticket. The ticket has the customer, what's wrong with the book, "
             "what I'm going to do, and the price, and the price is always mine, and on a repair the method line matters "
             "because of the way I work: " + f("constraint", "nothing gets glued to an original spine") + ", ever, I "
             "make a new hollow and lay the old spine back on over it, so if Owen writes 'reglue spine' on a ticket that's "
             "wrong and I want the form to not even offer it. The ticket script lives in "
             + f("path", "tools/make_ticket.py") + " if you want to look.",
             ("", [call("read", "import csv, subprocess, sys\nMETHODS = ['reback', 'reglue spine', 'new endpapers', 'resew', 'clean', 'box']\n...",
                        path="tools/make_ticket.py")]),
             ("I see the methods list; 'reglue spine' is in it. I'll take it out and put 'new hollow, original spine "
              "laid on' in its place. Would it help to add a 'condition on arrival' field with a couple of photos "
              "attached? It'd cover you if someone says the damage wasn't there before.", [])),
        turn("Oh yes, do that, the photos thing. Good idea. Someone tried that on me last year.",
             ("", [call("edit", "ok", path="tools/make_ticket.py", old="'reglue spine', ",
                        new="'new hollow, original spine laid on', "),
                   call("edit", "ok", path="tools/make_ticket.py", old="FIELDS = ['customer', 'fault', 'method', 'price']",
                        new="FIELDS = ['customer', 'fault', 'condition_on_arrival', 'photos', 'method', 'price']")]),
             "Both done: the method is replaced and the condition field with photos is on the ticket."),
        turn("Right. And the other thing, which I'm a bit cross about: Owen told a man on the phone it'd be about forty "
             "quid to fix his grandad's Bible and it's going to be nearer two hundred. So: "
             + f("constraint", "no prices over the phone until I've seen the book") + ". Can you put that on the "
             "phone crib sheet he reads from? It's just a text file by the phone PC.",
             ("", [call("edit", "ok", path="docs/phone_crib.txt", old="Prices:\n",
                        new="Prices:\n  We don't give a price until Ines has seen the book. Ask them to bring it in.\n")]),
             "Added at the top of the prices section of the crib sheet."),
    )
    r2 = (
        turn("The thesis job. A student, Hughes, sent her thesis PDF, I need it imposed in 16-page signatures and printed. "
             "The command I normally run is " + f("command", "python tools/impose_signatures.py --sig 16 --creep 0.2") + ", "
             "file's in incoming.",
             ("", [call("bash", gs_fail, error=True,
                        command="python tools/impose_signatures.py --sig 16 --creep 0.2 incoming/hughes_thesis.pdf")]),
             ("Ghostscript can't read it: there's no end-of-file marker, no trailer, so no pages come out. The file "
              "is cut short, most likely the download stopped partway; it's 3.1 MB and a thesis of that length with "
              "figures would usually be bigger. It needs sending again; I can't repair a file with the end missing.", [])),
        turn("Typical. She's in Spain till next week, I'll email her. Leave it till she resends. While you're in there, "
             "the finished PDFs go to " + f("path", "print/out/") + ", nothing else writes there, so don't point "
             "anything else at it.",
             "Understood, I'll leave the thesis as it is until the new file comes. Nothing else will write to that folder."),
        turn("Owen says the chap from the cloth people rang again. They want us on "
             + f("rejected", "pre-cut book cloth on a monthly subscription") + ", sizes for quarter-bound and half-bound, "
             "delivered every month. Owen thinks it'd save time.",
             "It might save cutting time. What would you like to tell him?"),
        turn("Tell Owen to tell him thanks but I'll keep buying it off the roll from Harrison's like I always have. Half the "
             "point of cutting it myself is I get the grain the right way.",
             "I'll put that in Owen's notes for Thursday, so he can pass it on."),
    )
    r3 = (
        turn("Print today's tickets, will you. The queue's " + f("identifier", "hl5250_backroom") + ".",
             ("", [call("bash", "request id is hl5250_backroom-213 (1 file(s))", command="lp -d hl5250_backroom tickets/today.pdf"),
                   call("bash", cups_fail, error=True, command="lpstat -p -o")]),
             ("The job was accepted but nothing will come out: CUPS has disabled the printer because the USB backend "
              "failed, and two jobs are waiting behind it. That's usually the cable or the port rather than the "
              "printer itself. Once it's reconnected, `cupsenable hl5250_backroom` will let the queue run again.", [])),
        turn("That cable's been dodgy for months. Owen's bringing a new one Thursday, leave it till then and I'll write "
             "today's by hand. While I think of it: the store room's meant to sit at "
             + f("number", "55% relative humidity") + ", can the little logger script shout if it goes over 60?",
             ("", [call("edit", "ok", path="tools/humidity_watch.py", old="ALERT_RH = 70", new="ALERT_RH = 60")]),
             "Done; it alerts above 60 now, and the queue is left alone until the cable's changed."),
        turn("My sister does my books, she's been on at me again to start "
             + f("rejected", "bookbinding workshops on Saturdays") + ". Six people round the big table, she reckons "
             "there's money in it. She wants a booking page on the site.",
             "I can sketch a booking page if you decide to. Do you want to go ahead?"),
        turn("I'll think about it. Don't build anything yet.",
             "I won't; I'll wait for your word."),
    )
    r4 = (
        turn("Thought about the workshops. No. Saturdays are when I get the fiddly work done with no phone, and I'm not "
             "giving that up. Tell her I said so if she asks you, ha.",
             "Understood, no workshops and no booking page."),
        turn("Owen asked for " + f("pending", "a care leaflet to go in with every repaired book") + ", how to store it, "
             "don't put it in the loft, that kind of thing. Can you make a start on that sometime?",
             "Yes, I'll draft it once the ticket changes are finished; I'll put the text in docs/ for you to check."),
        turn("Lovely. Could you also put something on the website about what things cost, roughly? You suggested a "
             "thing last week.",
             "I'd suggested " + f("rejected", "an online quote calculator") + " where people pick the size and damage "
             "and get a figure."),
        turn("No, not that. Every book's different, and a number on a website is a promise I can't keep. Just say "
             "repairs are " + f("number", "£38 an hour") + " and most take between two and six.",
             ("", [call("edit", "ok", path="templates/prices/index.html.twig", old="<p>Please ask.</p>",
                        new="<p>Repairs are charged by the hour; most take between two and six hours.</p>")]),
             "I've put the hourly wording on the prices page; the rate goes in from the settings."),
        turn("The records office people said there might be a grant for my conservation boxes. "
             + f("pending", "Does the records office grant cover clamshell boxes") + " or only the repairs? I've "
             "looked and can't tell.",
             "I can't tell from what's published either; their guidance mentions treatment but not housing. "
             "It would need asking them directly."),
        turn("Before I forget, the nightly backup of the tickets runs with "
             + f("command", "rsync -a --delete tickets/ /mnt/nas/bindery/tickets/") + ", check it ran last night.",
             ("", [call("bash", "sent 1,204,881 bytes  received 2,310 bytes  total size is 88,402,113",
                        command="tail -n 1 /var/log/bindery_backup.log")]),
             "It ran last night and finished normally."),
    )
    later = (
        (14, (turn("Owen's leaflet, did you get anywhere with it? He asked me again this morning.",
                   "Not yet; it's still on the list, I'll come to it after this round's site work."),)),
        (22, (turn("The parish council emailed. They want " + f("pending", "a quote for rebinding the baptism registers by 30 April") +
                   ", three volumes, one's got no boards at all. Remind me.",
                   "Noted, the quote is due by 30 April; I'll keep it on the list."),)),
    )
    return Scripted("fresh16-bindery", "en", (r1, r2, r3, r4), tuple(f.facts), held_out=True, fresh16=True,
                    later=later, routine=routine_en)


# ---------------------------------------------------------------- the saddler


def _saddler() -> Scripted:
    f = Builder()
    usb_fail = (
        "INFO:brother_ql.conversion:Printing label 62 (continuous) for QL-700\n"
        "Traceback (most recent call last):\n"
        "  File \"/home/pi/labels/print_label.py\", line 41, in <module>\n"
        "    send(instructions=qlr.data, printer_identifier=PRINTER, backend_identifier=\"pyusb\", blocking=True)\n"
        "  File \"/home/pi/.local/lib/python3.11/site-packages/brother_ql/backends/helpers.py\", line 53, in send\n"
        "    printer = be(printer_identifier)\n"
        "  File \"/home/pi/.local/lib/python3.11/site-packages/brother_ql/backends/pyusb.py\", line 93, in __init__\n"
        "    self.dev.set_configuration()\n"
        "  File \"/usr/lib/python3/dist-packages/usb/core.py\", line 915, in set_configuration\n"
        "    self._ctx.managed_set_configuration(self, configuration)\n"
        "  File \"/usr/lib/python3/dist-packages/usb/core.py\", line 113, in wrapper\n"
        "    return f(self, *args, **kwargs)\n"
        f"{f('failure', 'usb.core.USBError: [Errno 13] Access denied (insufficient permissions)')}"
    )
    shop_fail = (
        "? Push theme files to the live theme on bryn-saddlery.myshopify.com? Yes, confirm changes to the live theme\n"
        "\n"
        "Pushing theme files to Bryn Jones Saddlery (#152839201) on bryn-saddlery.myshopify.com\n"
        "\n"
        "╭─ error ──────────────────────────────────────────────────────────╮\n"
        "│                                                                  │\n"
        f"│  {f('failure', 'You are not authorized to edit themes on bryn-saddlery.myshopify.com.')}  │\n"
        "│                                                                  │\n"
        "│  Ensure you are a staff member with the Themes permission, or    │\n"
        "│  log in as the store owner.                                      │\n"
        "╰──────────────────────────────────────────────────────────────────╯"
    )
    r1 = (
        turn("Right then. I'm Bryn, saddles and harness, been at it thirty years. Cerys my daughter does the computer side "
             "and the shop, Dewi's my apprentice. First thing: the label printer for the tack, it's moved onto the new "
             "little Pi. Script's " + f("path", "labels/print_label.py") + ". Print me a test one.",
             ("", [call("bash", usb_fail, error=True, command="python labels/print_label.py --text 'TEST' --label 62")]),
             ("The script runs but can't open the printer: on the new Pi your user isn't allowed to talk to that USB "
              "device, because there's no udev rule for it yet. The printer shows up as "
              + f("identifier", "04f9:2042") + " in lsusb. A rule for that id would fix it, but it needs root on the Pi.", [])),
        turn("Cerys set the Pi up and she's got the password, she's away at her course till Friday. Leave it for her.",
             "I'll leave it; I'll note what the rule needs to say so she has it ready."),
        turn("While I'm at it, how we do things here, so you know when Cerys asks you for shop wording: "
             + f("constraint", "no saddle leaves here without a fitting on the horse") + ". People send photos and "
             "measurements and want one posted, and we don't, except re-flocks, those can come and go by post. "
             "Put that on the saddle pages.",
             ("", [call("edit", "ok", path="theme/snippets/fitting-note.liquid", old="",
                        new="<p>Every saddle is fitted on your horse before it leaves us. Re-flocks can be sent by post.</p>")]),
             "Added as a note in " + f("path", "theme/snippets/fitting-note.liquid") + ", which shows on every saddle product."),
        turn("And the price for the visit is " + f("number", "£95 a fitting visit") + " within thirty miles, put that under it.",
             ("", [call("edit", "ok", path="theme/snippets/fitting-note.liquid", old="by post.</p>",
                        new="by post.</p>\n<p>Fitting visits within thirty miles: see prices.</p>")]),
             "Under it now, linking to the prices section."),
    )
    r2 = (
        turn("Cerys wants a form on the shop where people put their horse's measurements before a fitting, wither "
             "width and so on. She's written the fields down in an email. Do it.",
             ("", [call("edit", "ok", path="theme/sections/horse-measurements.liquid", old="",
                        new="{% form 'contact' %}\n  <input name=\"contact[wither_width]\">\n  <input name=\"contact[back_length]\">\n{% endform %}")]),
             "The measurements form is in, with her fields."),
        turn("Now push it. Cerys said the command is "
             + f("command", "shopify theme push --store bryn-saddlery --only sections/horse-measurements.liquid") + ".",
             ("", [call("bash", shop_fail, error=True,
                        command="shopify theme push --store bryn-saddlery --only sections/horse-measurements.liquid")]),
             ("Shopify refused it: the login the CLI is using is your staff account, and that account doesn't have "
              "the Themes permission. Only Cerys, as the store owner, can give it to you. The file itself is fine.", [])),
        turn("Then that waits for Cerys as well. Honestly. Fine.",
             "It'll wait; nothing is lost, the file is saved locally."),
        turn("Now, the pony club. Cerys had a message off their secretary: they want "
             + f("rejected", "a free saddle for the rally raffle") + ". A whole saddle! Eleven hundred quid's worth.",
             "That's generous of them to ask. Is there something smaller you'd be happy to give?"),
        turn("Tell Cerys to offer them a voucher for a free fitting visit instead. That's a fair do.",
             "I'll put it in the note for Cerys to send."),
    )
    r3 = (
        turn("Cerys says the pony club are happy with the voucher. Can you make one? A5, nice, with our name.",
             ("", [call("write", "ok", path="print/fitting_voucher.html",
                        content="<h1>Bryn Jones Saddlery</h1><p>One fitting visit, free. Pony Club rally 2024.</p>")]),
             "There's a voucher page ready to print."),
        turn("Another thing. Dewi cut a girth from the belly of the hide last week and it stretched in a fortnight. "
             + f("constraint", "girth straps are only cut from the bridle butt") + ", never the belly, never the shoulder. "
             "Put it on his cutting sheet in big letters.",
             ("", [call("edit", "ok", path="docs/cutting_sheet.md", old="## Girths\n",
                        new="## Girths\n\n**Bridle butt only.**\n")]),
             "It's at the top of the girth section, in bold."),
        turn("And the stitching, on the same sheet: " + f("number", "8 stitches to the inch") + " on bridlework.",
             ("", [call("edit", "ok", path="docs/cutting_sheet.md", old="## Bridlework\n",
                        new="## Bridlework\n\nStitch length as Bryn sets it.\n")]),
             "Added to the bridlework section."),
        turn("Cerys said you had an idea for the shop as well?",
             "I'd suggested " + f("rejected", "a live chat widget") + " on the shop, so people can ask about sizes while "
             "they browse."),
        turn("And who's going to answer it? Me, with my hands full of wax thread? The horse?",
             "Fair point. I'll leave it off."),
    )
    r4 = (
        turn("Dewi's been going on about " + f("rejected", "a laser cutter for the browbands") + ", the fancy ones with the "
             "patterns. Says it'd pay for itself.",
             "Would you like me to price one up?"),
        turn("No. Not this year. The workshop roof's got to be done first, and I'm not having a machine in here while "
             "that's dripping. Maybe next year.",
             "Understood; not this year."),
        turn("Cerys asked for " + f("pending", "a returns policy page before the Royal Welsh") + ". People buy at the show and "
             "then want to send things back. Start on it when you can.",
             "I will; I'll draft it after the label printer notes and she can check the wording."),
        turn("Oh, and the labels: when it works, the command she uses on the Pi is "
             + f("command", "brother_ql -b pyusb -m QL-700 -p usb://0x04f9:0x2042 print -l 62 label.png") + ", write it "
             "on the sheet so I stop asking.",
             ("", [call("edit", "ok", path="docs/cutting_sheet.md", old="## Labels\n",
                        new="## Labels\n\nSee the printing command on the wall card.\n")]),
             "It's noted with the label section."),
        turn(f("pending", "Does the van insurance cover Dewi driving to fittings on his own") + "? He's twenty. I keep "
             "meaning to find out.",
             "I can't tell from the schedule you've got here; it names you as the main driver and says nothing about "
             "others. It's one for the insurer."),
    )
    later = (
        (13, (turn("Mrs Pryce rang. She wants " + f("pending", "her driving harness back before the carriage trials on 14 June") +
                   ". Put that somewhere I'll see it.",
                   "I've noted it: her harness, back before 14 June."),)),
        (27, (turn("Did you ever do that returns page for Cerys? She asked me again.",
                   "Not yet; it's still open. I'll start it after this round's work."),)),
    )
    return Scripted("fresh16-saddler", "en", (r1, r2, r3, r4), tuple(f.facts), held_out=True, fresh16=True,
                    later=later, routine=routine_en)


# ---------------------------------------------------------------- the walling firm


def _walling() -> Scripted:
    f = Builder()
    proj_fail = (
        "0...10...20...30...40...50...60...70...80...90...100 - done.\n"
        f"{f('failure', 'ERROR 1: PROJ: proj_create_from_database: Cannot find proj.db')}\n"
        "ERROR 1: Failed to process SRS definition: EPSG:4326\n"
        "Warning 1: One or several characters couldn't be converted correctly from CP1252 to UTF-8.\n"
        "This warning will not be emitted anymore."
    )
    composer_fail = (
        "./composer.json has been updated\n"
        "Running composer update dompdf/dompdf\n"
        "Loading composer repositories with package information\n"
        "Updating dependencies\n"
        "Your requirements could not be resolved to an installable set of packages.\n"
        "\n"
        "  Problem 1\n"
        "    - Root composer.json requires dompdf/dompdf ^2.0 -> satisfiable by dompdf/dompdf[v2.0.0, ..., v2.0.4].\n"
        f"    - {f('failure', 'dompdf/dompdf v2.0.4 requires ext-dom * -> it is missing from your system.')} "
        "Install or enable PHP's dom extension.\n"
        "\n"
        "To enable extensions, verify that they are enabled in your .ini files:\n"
        "    - /opt/cpanel/ea-php81/root/etc/php.ini\n"
        "You can also run `php --ini` in a terminal to see which files are used by PHP in CLI mode.\n"
        "\n"
        "Installation failed, reverting ./composer.json and ./composer.lock to their original content."
    )
    r1 = (
        turn("Hiya. Morag. I've three of us walling, me, Alasdair and Kev, and my nephew Tam did us a wee quoting app that "
             "I'd like tidied up. The way a quote goes, so you understand the sums, is we go out, walk the wall, count "
             "the gaps and the bellied bits, and then it's priced " + f("constraint", "by the running metre, never by the square metre")
             + ", because the height's in the price already and folk get confused and think a low wall should be cheap, "
             "which it isn't, a low wall's the same stone work.",
             "That makes sense. I'll check the app does everything per running metre. Where does the wall length come from?"),
        turn("From the field boundaries the park gave us, they're in " + f("path", "data/field_boundaries.shp") + ". Tam turns "
             "them into something the app reads, he used to run " +
             f("command", "ogr2ogr -f GeoJSON -t_srs EPSG:4326 walls.geojson data/field_boundaries.shp") + ". Try it.",
             ("", [call("bash", proj_fail, error=True,
                        command="ogr2ogr -f GeoJSON -t_srs EPSG:4326 walls.geojson data/field_boundaries.shp")]),
             ("It fails before converting anything: GDAL can't find PROJ's database, so it can't reproject to EPSG:4326. "
              "That's the GDAL install on this laptop, not the data. It usually means PROJ_LIB isn't set or the proj "
              "package was left out when it was installed.", [])),
        turn("This is Tam's laptop, he put all that on. I'm not fiddling with it. He's back at the weekend, leave it for him.",
             "I'll leave it for Tam and write down what I found for him."),
        turn("And a standard rebuild's " + f("number", "£72 a metre") + " this year, update the default.",
             ("", [call("edit", "ok", path="app/config/prices.php", old="'rebuild_per_metre' => 68,", new="'rebuild_per_metre' => 72,")]),
             "Updated the default rebuild rate."),
    )
    r2 = (
        turn("Tam wants the quotes to come out as a proper PDF with the logo. He said to add the dompdf thing: "
             + f("command", "composer require dompdf/dompdf:^2.0") + ". On the hosting.",
             ("", [call("bash", composer_fail, error=True, command="composer require dompdf/dompdf:^2.0")]),
             ("Composer wouldn't install it: dompdf needs PHP's dom extension and the hosting's PHP doesn't have it "
              "enabled. It put composer.json back as it was, so nothing is broken. On shared hosting only the host "
              "can turn the extension on.", [])),
        turn("Oh for... Right, I'll put a ticket in with the hosting folk. Leave it till they answer.",
             "Will do; I'll leave the PDF change until the extension is on."),
        turn("Something to be firm about. Kev went up Ribble Head on his own on Tuesday to 'just finish the top' and "
             "his phone had no signal. " + f("constraint", "Nobody works up on the fell on their own") + ". In the yard, "
             "fine, do what you like, but not up there. Put it on the job sheet so it prints every time.",
             ("", [call("edit", "ok", path="app/templates/job_sheet.php", old="<h2>Site</h2>",
                        new="<h2>Site</h2>\n<p class=\"rule\">Fell jobs: two on site at all times.</p>")]),
             "It's on the job sheet under the site heading, so it prints on every one."),
        turn("You said something about flying a drone over the walls to measure them?",
             "Yes, I'd suggested " + f("rejected", "a drone survey of the walls") + " so you'd get lengths and the fallen "
             "sections without walking it all."),
        turn("The CAA paperwork alone would take longer than walking it. And the farmers'd have a fit.",
             "Understood, that's dropped."),
    )
    r3 = (
        turn("Would it help if each job had its own folder for the photos, before and after?",
             "It would. I can make the app create a folder per job when a quote is accepted."),
        turn("Aye, do that.",
             ("", [call("edit", "ok", path="app/src/Jobs.php", old="public function accept(int $id): void {",
                        new="public function accept(int $id): void {\n        @mkdir(JOBS_DIR . \"/$id/photos\", 0775, true);")]),
             "Each accepted job now gets its own photo folder."),
        turn("Alasdair was talking to the ranger. The ranger reckons we should be "
             + f("rejected", "pointing the copes with lime mortar") + " on the roadside stretch, because the copes keep "
             "getting knocked off by the tractors.",
             "Do you want it as an option on the quote?"),
        turn("No. It's a dry-stone wall. Tell Alasdair to tell him no.",
             "I'll put it in the notes for Alasdair."),
        turn("The stewardship work's all under agreement " + f("identifier", "AG00412733") + ", that number has to go on "
             "every quote for those farms or the farmer can't claim.",
             ("", [call("edit", "ok", path="app/templates/quote.php", old="<p>Customer:",
                        new="<?php if ($quote->agreement): ?><p>Agreement: <?= e($quote->agreement) ?></p><?php endif; ?>\n<p>Customer:")]),
             "Quotes now print the agreement number when the job has one."),
        turn("The numbers Tam uses for stone, I want them checked: it's " + f("number", "1.3 tonnes of stone per metre")
             + " for a wall that height, roughly, and we order ten percent over.",
             ("", [call("read", "define('STONE_T_PER_M', 1.3);\ndefine('STONE_OVERORDER', 0.10);", path="app/config/stone.php")]),
             "That's what the app uses already, with ten percent over."),
    )
    r4 = (
        turn("Tam's got another notion, he wants us " + f("rejected", "moving the quotes onto Tradify") + ", some app the "
             "plumbers use. It's thirty-odd pound a month each.",
             "Would you like me to compare it with what the app does now?"),
        turn("No, I'm not paying a monthly fee for something that does what his app does. We'll keep his app and the "
             "spreadsheet. Tell him that nicely, he's my sister's boy.",
             "I'll draft a kind note for Tam."),
        turn("Kev wants " + f("pending", "the job sheet on one A5 page") + " so it fits in his van visor. At the minute it's "
             "two sides of A4. Can you look at it?",
             "Yes; I'll rework the layout after the PDF change is sorted, since they share the template."),
        turn("The PDF bit goes in " + f("path", "app/src/QuotePdf.php") + " when it happens, Tam said, so keep that name.",
             "I'll use that file name."),
        turn(f("pending", "Does the stewardship grant pay for the gate stoops as well") + ", or only the wall? I've got "
             "two farmers asking and I don't know.",
             "The handbook lists walling per metre and says nothing clear about gateposts or stoops; I can't answer "
             "it from that. It'd have to go to the agreement's adviser."),
    )
    later = (
        (16, (turn("The park's planning officer was on. They want " +
                   f("pending", "photos of the Cam End section by the end of September") + ", before and after, for their "
                   "report. Don't let me forget.",
                   "Noted: photos of that section by the end of September."),)),
        (29, (turn("Kev's on at me about the A5 sheet again. Any chance?",
                   "It's still open; the PDF change hasn't happened yet. I'll get to the layout next."),)),
    )
    return Scripted("fresh16-walling", "en", (r1, r2, r3, r4), tuple(f.facts), held_out=True, fresh16=True,
                    later=later, routine=routine_en)


# ---------------------------------------------------------------- the shearing gang


def _shearing() -> Scripted:
    f = Builder()
    rclone_fail = (
        "2024/06/11 21:30:02 NOTICE: Config file \"/home/liz/.config/rclone/rclone.conf\" found\n"
        "2024/06/11 21:30:03 Failed to create file system for \"gdrive:Tallies\": couldn't find root directory ID: "
        "Get \"https://www.googleapis.com/drive/v3/files/root?alt=json&fields=id&prettyPrint=false&supportsAllDrives=true\": "
        "oauth2: cannot fetch token: 400 Bad Request\n"
        "Response: {\n"
        "  \"error\": \"invalid_grant\",\n"
        f"  \"error_description\": \"{f('failure', 'Token has been expired or revoked.')}\"\n"
        "}"
    )
    jq_fail = (
        "  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current\n"
        "                                 Dload  Upload   Total   Spent    Left  Speed\n"
        "100  2847  100  2847    0     0  11302      0 --:--:-- --:--:-- --:--:-- 11343\n"
        f"{f('failure', 'jq: error (at <stdin>:0): Cannot iterate over null (null)')}\n"
        "run_sheet.sh: line 19: run_sheet_2024-06-12.tsv: empty, not sending"
    )
    r1 = (
        turn("Hi, I'm Liz, I run a shearing gang over the summer, four of us plus Sophie who rolls and packs the wool. Each "
             "night a script makes tomorrow's run sheet from the bookings, it's " + f("path", "~/bin/run_sheet.sh") +
             ", and texts it to the lads. It didn't come through last night. Run it.",
             ("", [call("bash", jq_fail, error=True, command="bash ~/bin/run_sheet.sh 2024-06-12")]),
             ("The download worked, but jq found nothing where it expected the list of jobs: the booking site's reply "
              "doesn't have a top-level `jobs` any more. It looks like they've changed the format; the jobs may now "
              "be under another key. I'd want to see their notes before guessing.", [])),
        turn("I emailed them this morning, they haven't answered. Leave it till they do, I'll ring round tonight. The bit "
             "that pulls the jobs, for when they reply, is " +
             f("command", "curl -s \"$BOOKINGS_URL/api/jobs?week=current\" | jq -r '.jobs[] | [.farm, .postcode, .sheep] | @tsv'") + ".",
             "Noted, I'll leave the script alone until they reply."),
        turn("Couple of things so you know how we work. We go by the sheep: " + f("constraint", "we don't shear wet sheep") +
             ", if they've been rained on it's off, doesn't matter who's shouting. And " +
             f("constraint", "the farmer has the sheep penned before we arrive") + ", we don't go chasing round fields, except the little smallholders with a dozen, we'll "
             "help them. Put both on the booking confirmation.",
             ("", [call("edit", "ok", path="templates/confirmation.txt", old="See you on the day.",
                        new="Sheep must be dry and penned when we arrive (small flocks: we'll help).\nSee you on the day.")]),
             "Both are on the confirmation now."),
        turn("The rate's " + f("number", "£1.90 a sheep") + " this year, the big flocks included. Check the confirmation says that.",
             ("", [call("read", "Rate: {{ rate }} per head", path="templates/confirmation.txt")]),
             "It prints the rate from settings; I've checked the setting is 1.90."),
    )
    r2 = (
        turn("Tallies and photos go from our phones to the office PC and then up to Google Drive with " +
             f("command", "rclone sync ~/Tallies gdrive:Tallies --max-age 72h") + ". Check it's working.",
             ("", [call("bash", rclone_fail, error=True, command="rclone sync ~/Tallies gdrive:Tallies --max-age 72h")]),
             ("It can't log in to Drive: Google says the saved token has expired or was revoked, so rclone needs "
              "reconnecting to the account with `rclone config reconnect gdrive:`. That needs whoever owns the "
              "Google account to sign in. The config is in " + f("path", "~/.config/rclone/rclone.conf") + ".", [])),
        turn("It's Sophie's Google account, she set it up. She's on a farm near Kendal today. Leave it for her.",
             "I'll leave it until Sophie can sign in."),
        turn("Sophie said something a while back, she reckons we should be " +
             f("rejected", "buying the fleeces off the farmers ourselves") + " and selling them on, instead of it all "
             "going to the Wool Board.",
             "It could be worth looking at. Would you like me to work out what it'd take?"),
        turn("I'll ask Andy, my husband, he does the money. Don't do anything yet.",
             "Fine, I'll wait."),
        turn("Hemi wants a column on the tally sheet for each shearer so they can see who did what. Good idea, do it.",
             ("", [call("edit", "ok", path="templates/tally.csv", old="date,farm,total",
                        new="date,farm,total,liz,tom,aled,hemi")]),
             "There's a column per shearer now."),
    )
    r3 = (
        turn("Andy says no to the fleeces. He did the sums: the Wool Board cheque barely covers the hauling as it is, "
             "we'd be sitting on a barn full of wool nobody wants.",
             "Understood, that's off."),
        turn("The farms on the sheet need their holding numbers, the vet wants them. The first one's "
             + f("identifier", "CPH 08/312/0045") + ", Greenrigg. Make sure that column's there.",
             ("", [call("edit", "ok", path="templates/run_sheet.tsv.tmpl", old="farm\tpostcode\tsheep",
                        new="farm\tcph\tpostcode\tsheep")]),
             "Added a CPH column to the run sheet."),
        turn("You said last week you could send the farmers something the day before?",
             "I'd offered " + f("rejected", "automatic text reminders the day before") + ", so they pen the sheep in time."),
        turn("We'll ring them like always. Half of them don't read texts and the other half think it's a scam.",
             "Fair enough, no automatic texts."),
        turn("Tom's been asking for " + f("pending", "a map link for each farm on the run sheet") + ", the new lad got lost "
             "twice. Can you do that when you've a minute?",
             "Yes, once the booking format is sorted, since the link would come from the postcode in their data."),
    )
    r4 = (
        turn("Tom had the estate manager from Haverthwaite on. He wants " +
             f("rejected", "a flat day rate for the whole gang") + " instead of per head, says it's easier for his "
             "budget. Two and a half thousand sheep.",
             "Do you want me to work out what that would come to against per head?"),
        turn("I'll do it myself tonight with a pencil.",
             "Okay."),
        turn("Done the sums. No. At " + f("number", "220 sheep a day") + " each, a day rate would have us losing money on the "
             "good days. Tell Tom to tell him it's per head or nothing.",
             "I'll put that in Tom's message."),
        turn(f("pending", "Does our insurance cover Hemi on a working-holiday visa") + "? Someone at the show said it might "
             "not. I don't know who to ask.",
             "The policy wording you have lists employees and subcontractors, but says nothing about visa status; "
             "I can't tell from it. The broker would know."),
    )
    later = (
        (15, (turn("British Wool sent a letter: they want " + f("pending", "the season's tally returns by 30 September") +
                   ". Make sure that's on our list.",
                   "Noted, the tally returns by 30 September."),)),
        (26, (turn("Tom's asked about the map links again. Any joy?",
                   "Not yet; the booking site still hasn't answered, so it's still open."),)),
    )
    return Scripted("fresh16-shearing", "en", (r1, r2, r3, r4), tuple(f.facts), held_out=True, fresh16=True,
                    later=later, routine=routine_en)


SESSIONS = (_bindery(), _saddler(), _walling(), _shearing())
