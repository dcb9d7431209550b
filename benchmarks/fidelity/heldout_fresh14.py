"""Fourteenth fresh held-out set (English): written blind, against the fifteenth round's rules, by someone
who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions, the
earlier blind sets nine to twelve, the thirteenth set beyond its file format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh14_zh.py`` holds the
Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped: a
chimney sweep and her son, a stained-glass studio in an old chapel, a small independent driving school, a
dog-grooming salon). Proposals come from a holiday-let company (relayed, by e-mail), the assistant, the
user's son (answered only after a call to the insurer, two rounds later), the diocese's advisory
committee (through the vicar), a volunteer, a franchise's area manager (turned down by an instructor on
the phone and reported), an instructor, a dog-walking firm by text, and a groomer; they are turned down by
a counter-offer the other side took, by a story, in two steps with an insurer's answer between, by what
they'll do instead, bluntly, after looking at the fees a round later, through a third person, by a question
back that makes the answer plain, by a reason given only after a compaction, by "not this year", and by a
story about someone else's loss. Some proposals are accepted and are not facts. Failures are multi-line
blocks from LaTeX (a missing .sty among the log lines, the "?" prompt below), Google Apps Script (a
TypeError in the execution log with the "at" line below), ImageMagick (a security-policy refusal with a
second, consequent error below), MicroPython (an OSError at the bottom of a traceback after a soft
reboot), PowerShell (a Could-not-find-file line above its CategoryInfo block), certbot (the CA's Detail
line inside its problem list, the hint below), ffmpeg (an unknown encoder after the banner and stream
lines) and Home Assistant's config check (an invalid-config line between "Failed config" and the partial
config). Open items: asks acknowledged in a word and repeated later, questions nobody can answer, other
people's asks with deadlines, wishes, some planted in ``later`` rounds. Routine work (``routine_en``) is
this file's own, a small Flask website; it has turns that look like facts and are not planted: a request
done at once, a flake8 error fixed and rerun clean, an offer of a test taken up, a request put off and
reported done a round later, a failing pytest fixed at once.

Descriptions:
- sweep: Kerry runs a chimney-sweeping business with her son Owen (two vans; sweeps, bird guards, CCTV
  flue surveys). Owen made the sweep certificates in LaTeX; bookings come in through a web form into a
  Google Sheet with an Apps Script. Rules: inside a long request about the certificate, the old family
  rule that a certificate never leaves the van without the smoke test result on it; as a complaint about
  Owen finding jackdaws on a roof, they don't touch a chimney with jackdaws nesting in it until the chicks
  have flown. A holiday-let company e-mailed for a fixed price on all forty cottages in the first week of
  October; Kerry countered with September at the normal price per flue and they took it. The assistant
  suggests a QR code on the certificate linking to the camera footage; turned down by a story (the QR on
  the van nobody scanned) and what they do instead. Owen wants to sell and fit a stove brand; Kerry says
  she'll ask the insurer, and two rounds later says no (premium up a third). The assistant's offer to make
  the "not tested, reason" line compulsory is taken (not a fact). Failures: LaTeX can't find a .sty file on
  Owen's laptop, left for Owen (don't install on his laptop); the Apps Script fails with a null getRange
  because Kerry's sister renamed the sheet tab, left until Kerry asks her. Left to do: a list of last
  autumn's customers to ring round in August (acknowledged, asked again later); an unanswerable question
  (does a CCTV survey count as a fire safety inspection for the holiday-let insurer); later, the Guild's
  ask with a deadline (CPD hours logged before 30 June).
- glass: Anwen runs a stained-glass studio in a converted chapel: church restorations, commissions and
  evening classes, with a glazier, Pete, and a volunteer, Carys, who does the photos and website. Pete's
  MicroPython board logs the kiln; a shell script with ImageMagick makes photo sheets for faculty
  applications (church permission). Rules: with an exception for Pete's restoration bench, nobody in the
  evening classes uses leaded solder; as how they work, said in passing, no window comes out of a church
  until the faculty is granted. The diocese's advisory committee, through the vicar, suggests painting new
  quarries to look medieval; Anwen says what they'll do instead (plain new glass, recorded as new). The
  assistant suggests a cloud dashboard for the kiln; turned down bluntly. Carys suggests selling class
  places through Eventbrite; Anwen wants to look at the fees and says no a round later. The assistant's
  idea of sorting the sheet by window orientation is taken (not a fact). Failures: ImageMagick refuses to
  write PDF because of the security policy, left (Carys's laptop, Anwen won't touch policy files without
  her); MicroPython raises ENODEV on the thermocouple board, left for Pete to check the wiring on Thursday.
  Left to do: the advisory committee's ask (a condition report for every panel in the north aisle before
  they meet on 9 October); a question nobody answers (whether the heritage grant covers scaffolding);
  later, class prices on the website (acknowledged, asked again).
- driving: Sunita runs a small independent driving school (herself, two instructors, Dean and Marek, three
  dual-control cars, one automatic). A PowerShell script on the office PC exports the lesson diary for the
  accountant; the website's certificate is renewed by certbot on a small VPS. Rules: as a complaint about
  Marek cancelling by text at seven in the morning, they cancel on a pupil by phone, never by text; as how
  the school works, with the hours in it, nobody takes a pupil onto the bypass before ten hours of lessons.
  The assistant suggests taking a deposit online at booking; Sunita answers with a question that makes it
  plain (who does the refunds when it snows) and no. A franchise's area manager phoned; Dean told him no,
  reported. Dean's idea of week-long intensive courses is answered only a round later, after a compaction,
  by a reason (the test-centre wait). The assistant's offer to colour the automatic's slots is taken (not a
  fact). Failures: the PowerShell export can't find its CSV because the D: drive is a USB stick her husband
  took, left; certbot's webroot challenge gets a 404 because the www record points at an old address,
  left for her nephew who did the DNS. Left to do: a theory-test page with links that work (acknowledged,
  asked again); an unanswered question (must pupils be told in writing that the dashcam records lessons);
  later, the accountant's ask (mileage for all three cars by 5 April).
- groom: Lou runs a dog-grooming salon with a groomer, Priya, and a Saturday junior, Kian. Home Assistant
  on a Raspberry Pi runs the drying cabinet's heater and fan; an ffmpeg line makes before-and-after reels.
  Rules: as how they do it, with fan-only allowed, flat-faced dogs never get heat in the drying cabinet; as
  a complaint about a dog let in without one, no vaccination card, no groom. The assistant suggests letting
  customers pick their own slot online; turned down by a reason (she has to see the coat first). Priya
  wants to stock a raw-food freezer range; turned down by a story (a friend's freezer failed). A
  dog-walking firm texts for a trade discount; "not this year". The assistant's matted-coat tick box is
  taken (not a fact). Failures: ffmpeg on the old laptop has no libx264, left for Kian on Saturday; Home
  Assistant's config check rejects an automation, left because she won't restart it with a dog in the
  cabinet. Left to do: a price list by breed and size for the window (acknowledged, asked again); a
  question nobody answers (does the council need to license the mobile van); later, the landlord's ask
  (the water heater's service record by 31 May).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn

# ---------------------------------------------------------------- routine work (fourteenth fresh set)
_JOBS_EN = (("the opening hours on the contact page are still last winter's", "the contact page shows the new hours"),
            ("make the phone number in the header a tap-to-call link", "the header number is a tel: link now"),
            ("the gallery page loads every photo at full size", "the gallery uses thumbnails now"),
            ("add a favicon, the browser tab shows a blank square", "favicon's in"),
            ("the enquiry form lets people pick a Sunday", "Sundays are greyed out in the date picker"),
            ("the cookie banner still mentions Google Analytics and we took that out", "the banner text is fixed"),
            ("put the price questions first in the FAQ", "the FAQ has the price questions first"),
            ("the 404 page is the plain Flask one", "there's a proper 404 page now"))
_ASK_EN = ("Small website job: {}.", "When you've a minute: {}.", "Website again: {}.", "One more for the site: {}.")


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        job, done = _JOBS_EN[r % len(_JOBS_EN)]
        tpl = f"site/templates/{tag}/page_{r % 5}.html"
        view = f"site/views_{tag}.py"
        out = [
            turn(_ASK_EN[r % 4].format(job),
                 ("Having a look.", [call("bash", f"{tpl}:{3 + r % 17}:  {{% block content %}}",
                                          command=f"grep -rn 'block content' site/templates/{tag}")]),
                 ("", [call("read", "{% extends 'base.html' %}\n{% block content %}\n  <section class=\"page\">\n"
                                    "    {{ body|safe }}\n  </section>\n{% endblock %}\n", path=tpl)]),
                 ("", [call("edit", "Applied 1 edit.", path=tpl, oldText="<section class=\"page\">",
                            newText=f"<section class=\"page page-{r % 5}\">")]),
                 ("", [call("bash", f"........................ [100%]\n{24 + r % 6} passed in 1.{r % 9}s",
                            command="python -m pytest -q tests/site")]),
                 f"Done: {done}."),
        ]
        if r % 6 == 1:
            out.append(turn("Run the linter over the site code while you're there.",
                            ("", [call("bash", f"{view}:{10 + r % 30}:80: E501 line too long (96 > 88 characters)",
                                       error=True, command="flake8 site")]),
                            ("One long line; wrapping it.", [call("edit", "Applied 1 edit.", path=view,
                                                                  oldText="return render_template(", newText="return render_template(\n")]),
                            ("", [call("bash", "", command="flake8 site")]),
                            "flake8 is clean now."))
        elif r % 6 == 3:
            out.append(turn("Is the contact form sending properly?",
                            ("", [call("bash", "3 passed in 0.4s", command="python -m pytest -q tests/site/test_contact.py")]),
                            "It is. Want me to add a test that a blank message is refused?"))
            out.append(turn("Yes, go on.",
                            ("", [call("edit", "Applied 1 edit.", path="tests/site/test_contact.py",
                                       oldText="# more", newText="def test_blank_message_refused(client): ...")]),
                            ("", [call("bash", "4 passed in 0.4s", command="python -m pytest -q tests/site/test_contact.py")]),
                            "Added; four pass."))
        elif r % 6 == 4:
            out.append(turn("Could you bump the Flask version in requirements at some point?",
                            "I'll do it next round, after today's page change is checked."))
        elif r % 6 == 5:
            out.append(turn("Anything left over from last time?",
                            ("", [call("edit", "Applied 1 edit.", path="requirements.txt", oldText="Flask==2.3.3",
                                       newText="Flask==3.0.3")]),
                            ("", [call("bash", f"{25 + r % 6} passed in 1.2s", command="python -m pytest -q tests/site")]),
                            "The Flask bump from last time: done, tests pass."))
        elif r % 6 == 0:
            out.append(turn("The home page test is red on my machine.",
                            ("", [call("bash", "FAILED tests/site/test_home.py::test_title - AssertionError: "
                                               "assert 'Home' in '<title>Welcome</title>'\n1 failed, 23 passed",
                                       error=True, command="python -m pytest -q tests/site")]),
                            ("The title changed with the new header; updating the test.",
                             [call("edit", "Applied 1 edit.", path="tests/site/test_home.py", oldText="'Home'",
                                   newText="'Welcome'")]),
                            ("", [call("bash", "24 passed in 1.1s", command="python -m pytest -q tests/site")]),
                            "Green again."))
        return tuple(out)
    return turns


# ---------------------------------------------------------------- sweep
def _sweep() -> Scripted:
    f = Builder()
    cert = f("path", "certs/template/sweep_cert.tex")
    gs = f("path", "bookings/Code.gs")
    smoke = f("constraint", "a certificate never leaves the van without the smoke test result on it")
    birds = f("constraint", "we don't touch a chimney with jackdaws nesting in it until the chicks have flown")
    latexmk = f("command", "latexmk -xelatex -interaction=nonstopmode sweep_cert.tex")
    clasp = f("command", "clasp push --force")
    sty = f("failure", "! LaTeX Error: File `tcolorbox.sty' not found.")
    gas = f("failure", "TypeError: Cannot read properties of null (reading 'getRange')")
    fixed = f("rejected", "a fixed price for all forty cottages in the first week of October")
    price = f("number", "£68")
    qr = f("rejected", "a QR code on the certificate linking to the camera footage")
    guild = f("identifier", "SW-3381")
    rods = f("number", "15 metres")
    stoves = f("rejected", "selling and fitting the Hearthwell stoves")
    ringround = f("pending", "a list of everyone we swept last autumn")
    cctv = f("pending", "whether a CCTV survey counts as a fire safety inspection for Coastline's insurers")
    cpd = f("pending", "log my CPD hours with the Guild before 30 June")
    latex_log = ("This is XeTeX, Version 3.141592653-2.6-0.999995 (TeX Live 2023/Debian) (preloaded format=xelatex)\n"
                 " restricted \\write18 enabled.\nentering extended mode\n(./sweep_cert.tex\n"
                 "LaTeX2e <2022-11-01> patch level 1\nL3 programming layer <2023-02-22>\n"
                 "(/usr/share/texlive/texmf-dist/tex/latex/base/article.cls\n"
                 "Document Class: article 2022/07/02 v1.4n Standard LaTeX document class\n"
                 "(/usr/share/texlive/texmf-dist/tex/latex/base/size11.clo))\n"
                 "(/usr/share/texlive/texmf-dist/tex/latex/geometry/geometry.sty)\n\n"
                 f"{sty}\n\nType X to quit or <RETURN> to proceed,\nor enter new name. (Default extension: sty)\n\n"
                 "Enter file name: \n! Emergency stop.\n<read *> \n\nl.9 \\usepackage\n          {tcolorbox}^^M\n"
                 "No pages of output.\nTranscript written on sweep_cert.log.\n"
                 "Latexmk: Errors, so I did not complete making targets")
    rounds = (
        (turn("Morning. I'm Kerry, I run Flue & Flame with my son Owen, two vans, mostly sweeping, bird guards and "
              f"the odd CCTV survey up a flue. Owen did the certificates in LaTeX, which is Greek to me, the template's "
              f"{cert}. I need a box on it for the camera survey result because the insurers keep asking for it, and "
              f"while you're in there, {smoke}, that was my dad's rule and it's mine, so if you can make it refuse to "
              "build when that field's empty that'd be grand.",
              ("I'll look at the template first.", [call("read", "\\documentclass[11pt]{article}\n\\usepackage{geometry}\n"
                                                                 "\\usepackage{tcolorbox}\n\\newcommand{\\smoke}{}\n"
                                                                 "\\begin{document}\n\\begin{tcolorbox}[title=Sweep certificate]\n"
                                                                 "Smoke test: \\smoke\n\\end{tcolorbox}\n\\end{document}\n",
                                                         path=cert)]),
              ("Adding a CCTV field and a check that stops the build when the smoke test field is empty.",
               [call("edit", "Applied 2 edits.", path=cert, oldText="Smoke test: \\smoke",
                     newText="Smoke test: \\smoke\\par CCTV survey: \\cctv")]),
              ("Building it to check.", [call("bash", latex_log, error=True, command=f"cd certs/template && {latexmk}")]),
              "It doesn't get as far as my change: the template loads tcolorbox, and this laptop's TeX install "
              "doesn't have it. Installing texlive-latex-extra would fix it (about 500 MB). I've also put in a "
              "\"Not tested, because: ...\" line for flues you can't smoke test, a capped one say. Shall I make that "
              "line compulsory when the result is blank?"),
         turn("Yes, make it compulsory, good idea. But don't install anything on that laptop, it's Owen's and he'd go "
              "spare. Leave the TeX thing for him, he's back Friday.",
              ("", [call("edit", "Applied 1 edit.", path=cert, oldText="\\newcommand{\\smoke}{}",
                         newText="\\newcommand{\\smoke}{\\ifx\\notested\\empty\\errmessage{No smoke test result}\\fi}")]),
              "Done; the build will stop if both the result and the reason are empty. Nothing installed, and the "
              "missing tcolorbox is waiting for Owen.")),
        (turn("Right, bookings. Owen went up on the Hendersons' roof last Tuesday and there were jackdaws nesting in "
              "the pot, which is against the law while they're sitting, never mind cruel. I've told him and I'll tell "
              f"you: {birds}. Can the web form ask \"have you heard birds in the chimney?\" from March to July? "
              f"It's the Apps Script in {gs}.",
              ("", [call("read", "function onFormSubmit(e) {\n  var sheet = SpreadsheetApp.getActive().getSheetByName('Bookings');\n"
                                 "  var row = sheet.getLastRow() + 1;\n  sheet.getRange(row, 1, 1, 6).setValues([e.values]);\n}\n",
                         path=gs)]),
              ("", [call("edit", "Applied 1 edit.", path=gs, oldText="  var row = sheet.getLastRow() + 1;",
                         newText="  var row = sheet.getLastRow() + 1;\n  var birds = nestingMonth(new Date()) ? e.namedValues['Birds'] : '';")]),
              ("Pushing it up and sending a test submission.",
               [call("bash", "└─ bookings/Code.gs\n└─ bookings/appsscript.json\nPushed 2 files.", command=clasp)]),
              ("", [call("bash", "Head\tonFormSubmit\tTrigger\tFailed\n"
                                 "12:04:31 PM\tNotice\tExecution started\n"
                                 f"12:04:32 PM\tError\t{gas}\n    at onFormSubmit(Code:2:63)\n"
                                 "12:04:32 PM\tNotice\tExecution failed", error=True,
                         command="clasp logs --simplified")]),
              "The question's in, but the script itself fails: getSheetByName('Bookings') comes back empty, so the "
              "sheet tab isn't called Bookings any more. Renaming the tab back would fix it."),
         turn("That'll be my sister Jan, she does the books and she tidied the tabs in January. Don't rename anything "
              "till I've asked her what she's hooked up to the new name.",
              "Understood, I've left the sheet as it is.")),
        (turn("Had an e-mail from Coastline Cottages, the holiday-let lot. They wanted "
              f"{fixed}. I wrote back that the first week of October is when the whole county lights its first fire "
              f"and we're booked solid, but we'd do them through September at the normal {price} a flue, and they've "
              "said yes to that. So can the form have a \"Coastline\" customer type, September dates only?",
              ("", [call("edit", "Applied 1 edit.", path=gs, oldText="function onFormSubmit(e) {",
                         newText="var COASTLINE_MONTH = 8; // September\nfunction onFormSubmit(e) {")]),
              "Added: a Coastline type that only offers September dates, at the standard price."),
         turn("And the certificate footer needs our Guild member number on it, "
              f"{guild}. Oh, and the camera rods only go to {rods}, so if they couldn't see the top the survey box "
              "should say how far they got.",
              ("", [call("edit", "Applied 2 edits.", path=cert, oldText="\\end{document}",
                         newText="\\vfill Guild member no. " + guild + "\n\\end{document}")]),
              "Footer number's in, and the survey box now has a \"surveyed to ... m\" line. While I'm on the "
              f"certificate, one idea: {qr}, so the customer can watch their own survey on their phone."),
         turn("We had a QR code on the side of the van for a whole year. Not one person scanned it, apart from a lad "
              "who wanted to sell us websites. If they want the footage they get a USB stick with the paperwork, same "
              "as now. Also, some time, I want " + ringround + " so I can ring round in August. No rush.",
              "Fair enough, no QR code then. I've noted the list of last autumn's customers for later.")),
        (turn(f"Owen's on at me about {stoves}, the rep's offered us a dealer deal. I've said I'll talk to our insurer "
              "before we decide anything.",
              "Makes sense. Nothing to change on the site until then."),
         turn(f"One for you to chew on: {cctv}. They've asked me and nobody can tell me, not even the Guild.",
              "I can't tell you either, I'm afraid: it depends on the wording of their policy, so only their insurer "
              "can really say.")),
        (turn("Spoke to the insurer. Fitting stoves puts our premium up by a third and we'd both need to go on the "
              f"HETAS course, so no, we're not {stoves}. Owen's sulking but he'll live.",
              "Understood, I'll keep stoves off the site entirely."),),
    )
    later = (
        (9, (turn(f"Did you ever do {ringround}? August's creeping up.",
                  "Not yet, it's still on the list."),)),
        (17, (turn(f"The Guild e-mailed. I have to {cpd} or the membership lapses. Can the site keep a little page of "
                   "the courses we've done?",
                   "I can make a private page for that; the logging with the Guild itself is yours."),)),
    )
    return Scripted("fresh14-en-sweep", "en", rounds, tuple(f.facts), held_out=True, fresh14=True, later=later,
                    routine=routine_en("sweep"))


# ---------------------------------------------------------------- glass
def _glass() -> Scripted:
    f = Builder()
    kiln = f("path", "kiln/main.py")
    sheet = f("path", "faculty/make_sheet.sh")
    solder = f("constraint", "nobody in the evening classes uses leaded solder")
    faculty = f("constraint", "no window comes out of a church until the faculty is granted")
    mpremote = f("command", "mpremote connect /dev/ttyUSB0 run kiln/main.py")
    mogrify = f("command", "magick mogrify -resize 2400x -quality 85 photos/*.jpg")
    policy = f("failure", "attempt to perform an operation not allowed by the security policy `PDF'")
    enodev = f("failure", "OSError: [Errno 19] ENODEV")
    quarries = f("rejected", "painting new quarries to look medieval")
    cloud = f("rejected", "a cloud dashboard for the kiln")
    eventbrite = f("rejected", "selling class places through Eventbrite")
    ref = f("identifier", "LLD/2025/0117")
    firing = f("number", "640 °C")
    condition = f("pending", "a condition report for every panel in the north aisle before they meet on 9 October")
    grant = f("pending", "whether the heritage grant covers the scaffolding")
    prices = f("pending", "the evening class prices on the website")
    rounds = (
        (turn("Hello. Anwen, I have a stained-glass studio in the old Bethel chapel: church restoration mostly, some "
              "commissions, and evening classes three nights a week. Pete, my glazier, put a little board on the kiln "
              f"that logs the temperature, that's {kiln}. It used to show the peak for each firing and now it shows "
              f"nothing. Paint firings go to {firing} and I'd like to see that they actually got there.",
              ("", [call("read", "from machine import SPI, Pin\nimport max31855, time\n\n"
                                 "spi = SPI(1, baudrate=1_000_000)\nsensor = max31855.MAX31855(spi, Pin(5))\n"
                                 "peak = 0\nwhile True:\n    t = sensor.read()\n    peak = max(peak, t)\n"
                                 "    print(t, peak)\n    time.sleep(10)\n", path=kiln)]),
              ("Running it on the board to see what it says.",
               [call("bash", "Connected to MicroPython at /dev/ttyUSB0\nMPY: soft reboot\nkiln logger v0.3\n"
                             "Traceback (most recent call last):\n  File \"<stdin>\", line 9, in <module>\n"
                             f"  File \"max31855.py\", line 17, in read\n{enodev}\n", error=True, command=mpremote)]),
              "The script itself is fine; the board can't see the thermocouple chip at all (ENODEV means nothing "
              "answered on the bus). That's usually a loose wire or the chip-select pin. It's hardware, not code."),
         turn("Then it's Pete's. He'll have the lid off on Thursday, leave it till then. While I think of it, the class "
              f"rules for the website: {solder}, they get lead-free and that's that. Pete's restoration bench next "
              "door is different, old lead needs old solder, but nobody from the classes goes near his bench.",
              "I'll put that on the classes page, worded for the students. The kiln stays as it is until Thursday.")),
        (turn(f"Faculty paperwork. Carys, our volunteer, wrote {sheet} to make the photo sheets for the diocese, "
              "before-and-after of each panel, and it's stopped working. This one's for St Tydfil's, reference "
              f"{ref}. We can't do anything till it's in; {faculty}, we learned that one the hard way at Penrhys.",
              ("First shrinking the photos so the sheet isn't enormous.",
               [call("bash", "", command=mogrify)]),
              ("", [call("bash", "resizing 14 photos... done\nbuilding sheet for nV\n"
                                 f"convert-im6.q16: {policy} @ error/constraint.c/IsCoderAuthorized/421.\n"
                                 "convert-im6.q16: no images defined `nV_sheet.pdf' @ error/convert.c/ConvertImageCommand/3229.",
                         error=True, command=f"bash {sheet} nV")]),
              "The photos are fine; it's the last step. ImageMagick on this laptop is set by its policy.xml to refuse "
              "writing PDFs (a security default on Ubuntu). Changing that line needs sudo. Alternatively I could "
              "sort the sheet by which way each window faces, north lights first, so the light in the photos "
              "matches; that part works already."),
         turn("Sort it by the way they face, yes, the committee will like that. But it's Carys's laptop and I'm not "
              "having policy files fiddled with behind her back. She's in next week.",
              ("", [call("edit", "Applied 1 edit.", path=sheet, oldText="for f in photos/*.jpg; do",
                         newText="for f in $(ls photos/*.jpg | sort -t_ -k2); do")]),
              "Sorted by orientation now. The PDF step stays broken until Carys has looked.")),
        (turn("The vicar rang. The diocese's advisory people have had a look at the St Tydfil's photos and they've "
              f"suggested {quarries} where the old ones are broken. I told him we'd rather put in plain new glass and "
              "write down that it's new, so in fifty years nobody's fooled. Can the condition sheet have a \"new "
              "glass, 2025\" column?",
              ("", [call("edit", "Applied 1 edit.", path=sheet, oldText="echo \"panel,state\"",
                         newText="echo \"panel,state,new glass 2025\"")]),
              "Column added."),
         turn("And they want " + condition + ". That's their ask, not mine, but we have to do it.",
              "Noted; the sheet can produce it once Carys's laptop writes PDFs again, or I can make it as PNGs now."),
         turn("PNGs will do for now. Another thing I keep meaning to find out: " + grant + ". The form doesn't say and "
              "nobody at the office picks up.",
              "I haven't got a way to find that out, sorry; it'll be in the grant's terms or with their officer.")),
        (turn("Kiln again. Could I get an alert on my phone when a firing's done?",
              f"It could be done with {cloud}: the board sends readings over Wi-Fi and you watch it online."),
         turn("No. There's one bar of signal in this chapel on a good day and I'm not paying for a dashboard. A beep "
              "when it's done is all I want.",
              ("", [call("edit", "Applied 1 edit.", path=kiln, oldText="    time.sleep(10)",
                         newText="    if peak > 600 and t < 100:\n        buzzer.on()\n    time.sleep(10)")]),
              "A buzzer when it has peaked and cooled back down. It'll only matter once the chip answers again.")),
        (turn(f"Carys thinks we should be {eventbrite} instead of the list on the clipboard. I'll look at what they "
              "charge first.",
              "Sure. I can wire it in if you decide to."),),
    )
    later = (
        (6, (turn("Looked at Eventbrite. On a £45 place their cut is daft. We'll keep the clipboard and people pay on "
                  "the night, so no to Eventbrite, tell Carys I said thanks.",
                  "Right, no Eventbrite. I'll leave a note for Carys."),)),
        (14, (turn(f"Can you put {prices}? People ring up just to ask.",
                   "Yes, once you send me this term's prices."),)),
        (27, (turn(f"Still no {prices}. I sent them last week, the e-mail with the flyer.",
                   "Sorry, I'll pick them off the flyer; that's still to do."),)),
    )
    return Scripted("fresh14-en-glass", "en", rounds, tuple(f.facts), held_out=True, fresh14=True, later=later,
                    routine=routine_en("glass"))


# ---------------------------------------------------------------- driving
def _driving() -> Scripted:
    f = Builder()
    ps1 = f("path", r"C:\Office\scripts\Export-Diary.ps1")
    renewal = f("path", "/etc/letsencrypt/renewal/sunitadriving.co.uk.conf")
    text = f("constraint", "we cancel on a pupil by phone, never by text")
    bypass = f("constraint", "nobody takes a pupil onto the bypass before they've had ten hours")
    export = f("command", r".\Export-Diary.ps1 -Month March")
    dry = f("command", "certbot renew --dry-run")
    csv = f("failure", r"Import-Csv : Could not find file 'D:\Diary\export\march.csv'.")
    acme = f("failure", "Invalid response from http://www.sunitadriving.co.uk/.well-known/acme-challenge/Yq3kP0vRz8: 404")
    deposit = f("rejected", "taking a deposit online at booking")
    franchise = f("rejected", "joining the RoadStar franchise")
    intensive = f("rejected", "week-long intensive courses")
    adi = f("identifier", "ADI 418832")
    rate = f("number", "£38")
    wait = f("number", "19 weeks")
    theory = f("pending", "a theory test page with links that actually work")
    dashcam = f("pending", "whether we have to tell pupils in writing that the dashcam records")
    mileage = f("pending", "the mileage for all three cars by 5 April")
    ps_out = (f"PS C:\\Office\\scripts> {export}\nReading diary from D:\\Diary\\2025.xlsx\n"
              f"{csv}\nAt {ps1}:14 char:9\n+ $rows = Import-Csv $csv\n+         ~~~~~~~~~~~~~~~\n"
              "    + CategoryInfo          : ObjectNotFound: (D:\\Diary\\export\\march.csv:String) [Import-Csv], FileNotFoundException\n"
              "    + FullyQualifiedErrorId : FileOpenFailure,Microsoft.PowerShell.Commands.ImportCsvCommand")
    cb_out = ("Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n"
              f"- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nProcessing {renewal}\n"
              "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\n"
              "Simulating renewal of an existing certificate for sunitadriving.co.uk and www.sunitadriving.co.uk\n\n"
              "Certbot failed to authenticate some domains (authenticator: webroot). The Certificate Authority "
              "reported these problems:\n  Domain: www.sunitadriving.co.uk\n  Type:   unauthorized\n"
              f"  Detail: 2a01:4f8:c17:9d2::1: {acme}\n\n"
              "Hint: The Certificate Authority failed to download the temporary challenge files created by Certbot. "
              "Ensure that the listed domains serve their content from the provided --webroot-path/-w and that "
              "files created there can be downloaded from the internet.\n\n"
              "Failed to renew certificate sunitadriving.co.uk with error: Some challenges have failed.\n"
              "All simulated renewals failed. The following certificates could not be renewed:\n"
              "  /etc/letsencrypt/live/sunitadriving.co.uk/fullchain.pem (failure)\n1 renew failure(s), 0 parse failure(s)")
    rounds = (
        (turn("Hi, I'm Sunita, I run a little driving school, me plus Dean and Marek, three dual-control cars, one "
              "of them an automatic. Our accountant wants the lesson diary every month and there's a PowerShell "
              f"thing on the office PC that's meant to do it, {ps1}. It's March she wants.",
              ("", [call("bash", ps_out, error=True, command=export)]),
              "The script runs but the CSV it reads lives on D:, and D: isn't there, so Import-Csv can't find "
              "march.csv. Is D: a USB drive?"),
         turn("Oh, it's the memory stick. My husband took it to work, the muppet. Leave it, I'll get it back off him "
              f"at the weekend. While you're here: our rate's going to {rate} an hour from April, can you change it on "
              "the website?",
              ("", [call("edit", "Applied 1 edit.", path="site/templates/driving/prices.html", oldText="£36 per hour",
                         newText=rate + " per hour")]),
              "Changed on the prices page. The export waits for the memory stick.")),
        (turn("Marek cancelled on a girl at seven this morning. By text. Her mum rang me fuming and she's right: "
              f"{text}, I don't care how early it is, you pick up the phone. Can the instructors' page "
              "say that somewhere they'll actually see it?",
              "I'll put it at the top of the instructors' page, in bold."),
         turn("Thanks. And put my ADI number in the footer, " + adi + ", it's meant to be on everything.",
              ("", [call("edit", "Applied 1 edit.", path="site/templates/driving/base.html", oldText="</footer>",
                         newText=adi + "</footer>")]),
              "Done. One suggestion while we're on bookings: " + deposit + ", so fewer people no-show."),
         turn("And who does the refunds when it snows and we cancel the whole week? Me, at eleven at night. No. "
              "They pay on the day like they always have.",
              "Fair, I'll leave payment as it is.")),
        (turn("The site says the certificate runs out in nine days, I got an e-mail. Can you sort it before it goes?",
              ("Trying a test renewal first.", [call("bash", cb_out, error=True, command=dry)]),
              "The renewal fails only for www: Let's Encrypt checks it over IPv6 and the address the www record "
              "points at isn't this server, so it gets a 404. The fix is in the DNS, not on the server."),
         turn("My nephew did the DNS, I haven't got the login. I'll get him to look, leave it with him.",
              "Alright, nothing changed on the server."),
         turn("Dean took a phone call from some area manager from RoadStar about us " + franchise + ". Dean told him "
              "we're independent and staying that way, and he's right, I'd have said the same, just less politely.",
              "Noted, nothing to do then.")),
        (turn("How we work, for the new pupils page: " + bypass + ". Quiet estate first, then the town, then the "
              "bypass. Dean's pupils too.",
              "I'll write that into the \"what your lessons look like\" section."),
         turn("Dean also wants to do " + intensive + ". I'll have a think and tell you.",
              "Sure. I can add a page if you go for it."),
         turn("And can you make the automatic's slots stand out on the booking calendar? People keep booking the "
              "manual by mistake.",
              "I can colour the automatic's slots green. Shall I?"),
         turn("Yes please.",
              ("", [call("edit", "Applied 1 edit.", path="site/static/calendar.css", oldText=".slot {}",
                         newText=".slot.auto { background: #cfe8cf; }")]),
              "Done, the automatic's slots are green.")),
    )
    later = (
        (6, (turn("About Dean's idea. The wait at the test centre is " + wait + " at the moment, so a pupil can "
                  "do a week with us and then sit about for months forgetting it all. No intensives. He's fine "
                  "about it.",
                  "Understood, no intensive page."),
             turn("Also I want " + theory + ". The old one's got links to places that closed years ago.",
                  "OK, noted."))),
        (11, (turn("Someone asked me today " + dashcam + " in the cars. I've no idea. Do you know?",
                   "Not with any confidence; that's a data-protection question, and I wouldn't want to guess."),)),
        (19, (turn("The accountant's chasing: she wants " + mileage + ", separate figures for each. And did the "
                   "theory test page happen? Still the old links on there.",
                   "Not yet, the theory page is still to do. The mileage isn't anywhere I can see; it's your logbooks."),)),
    )
    return Scripted("fresh14-en-driving", "en", rounds, tuple(f.facts), held_out=True, fresh14=True, later=later,
                    routine=routine_en("driving"))


# ---------------------------------------------------------------- groom
def _groom() -> Scripted:
    f = Builder()
    auto = f("path", "/config/automations.yaml")
    reels = f("path", "reels/raw")
    flat = f("constraint", "flat-faced dogs never get heat in the drying cabinet")
    vacc = f("constraint", "no vaccination card, no groom")
    check = f("command", "ha core check")
    ff = f("command", "ffmpeg -framerate 2 -pattern_type glob -i 'reels/raw/*.jpg' -c:v libx264 -pix_fmt yuv420p reel.mp4")
    enc = f("failure", "Unknown encoder 'libx264'")
    hacfg = f("failure", "Invalid config for 'automation' at automations.yaml, line 23: required key 'entity_id' not provided")
    entity = f("identifier", "switch.cabinet_heater")
    cutout = f("number", "28 °C")
    slots = f("rejected", "letting customers pick their own slot online")
    rawfood = f("rejected", "stocking the Wildpaw raw-food range")
    discount = f("rejected", "a 20% trade discount for PawPals")
    window = f("pending", "a price list by breed and size for the front window")
    licence = f("pending", "whether the council needs to license the mobile van")
    heater = f("pending", "the water heater's service record by 31 May")
    ha_out = ("Testing configuration at /config\nFailed config\n  automation:\n"
              f"    - {hacfg}\n\nSuccessful config (partial)\n  automation:\n"
              "    - id: cabinet_fan_only\n      alias: Cabinet fan only\n      triggers:\n"
              "        - trigger: state\n          to: 'on'")
    ff_out = ("ffmpeg version 4.4.2 Copyright (c) 2000-2021 the FFmpeg developers\n"
              "  built with gcc 9 (static build)\n  configuration: --enable-gpl --disable-libx264 --enable-libvpx\n"
              "  libavutil      56. 70.100 / 56. 70.100\n  libavcodec     58.134.100 / 58.134.100\n"
              "Input #0, image2, from 'reels/raw/*.jpg':\n  Duration: 00:00:06.00, start: 0.000000, bitrate: N/A\n"
              "  Stream #0:0: Video: mjpeg (Baseline), yuvj420p(pc, bt470bg/unknown/unknown), 1080x1350, 2 fps\n"
              "Stream mapping:\n  Stream #0:0 -> #0:0 (mjpeg (native) -> ? (libx264))\n"
              f"{enc}")
    rounds = (
        (turn("Hiya, Lou here, I've got a grooming salon, me and Priya and a Saturday lad, Kian. We've got a Pi with "
              "Home Assistant that runs the heater and fan in the drying cabinet. Priya tried to add a timer thing and "
              f"now it's moaning. It's in {auto}, I think.",
              ("", [call("bash", ha_out, error=True, command=check)]),
              "The check fails on Priya's new automation: at line 23 it turns something on but doesn't say which "
              f"entity, presumably {entity}. Adding that and restarting Home Assistant would clear it."),
         turn("Not now, there's a spaniel in the cabinet and I'm not restarting anything with a dog in it. It can wait "
              "till we close. Thing is, when you do touch it: " + flat + ". Pugs, frenchies, shih-tzus, fan only, "
              "they can't cope with the heat. And the heater cuts out at " + cutout + " whatever dog it is.",
              "Understood. I won't restart it today; when it's fixed, the heater will be blocked for the flat-faced "
              "breeds and capped at that temperature for everyone.")),
        (turn("Instagram. Kian takes a photo every couple of minutes during a groom and they're all in "
              f"{reels}. Can you make them into one of those little before-and-after reels?",
              ("", [call("bash", ff_out, error=True, command=ff)]),
              "This ffmpeg is a static build made without the x264 encoder, so it can't write an ordinary MP4. A "
              "different ffmpeg would do it, or I can make a WebM with what's there, though Instagram doesn't like "
              "WebM."),
         turn("Kian put that ffmpeg on, he knows what he did. I'll get him to look on Saturday. Leave it.",
              "Left as is.")),
        (turn("Bookings. Priya let a cockapoo in on Thursday with no vaccination card, 'cause the lady said she'd "
              f"forgotten it. Never again. It's {vacc}, that's the rule, whoever you are. Can the booking form "
              "say that big and clear?",
              "Yes, I'll put it at the top of the form and in the confirmation e-mail."),
         turn("Ta. And a tick box for matted coats would help.",
              "I was going to suggest exactly that, plus a note that matted coats may take longer. Shall I add both?"),
         turn("Both, yeah.",
              ("", [call("edit", "Applied 1 edit.", path="site/templates/groom/booking.html", oldText="<!-- coat -->",
                         newText="<label><input type=checkbox name=matted> Matted coat</label>")]),
              "Added. While we're on the form: " + slots + ", like the hairdressers do, would save you phone calls.")),
        (turn("I can't have that. I need to hear about the coat before I give a time. A matted doodle is three hours, "
              "a tidy one's an hour and a half. They can ask for a day and I ring them back.",
              "Makes sense. The form will ask for a preferred day and I'll drop the idea of picking times."),
         turn("Priya wants us " + rawfood + ". My friend in Hull had one of those freezers from a raw-food company, it "
              "packed in over a bank holiday weekend and she chucked six hundred quid of stock in the bin and the "
              "company didn't want to know. We're not doing it.",
              "Understood, no food on the site."),
         turn("Oh and PawPals, the dog walkers, texted asking for " + discount + " on all their dogs. Not this year. "
              "Ask me again when Priya's back full-time.",
              "OK. Nothing to change for them on the site.")),
        (turn(f"At some point I want {window}. Nobody reads the website, everybody reads the window.",
              "Sure. Noted."),),
    )
    later = (
        (7, (turn(f"Something I keep meaning to find out: {licence}. I'd like to do a few home visits. Any idea?",
                  "I don't know how your council handles it, sorry; their licensing team would have to say."),)),
        (15, (turn("The landlord wants " + heater + ", for his insurance. I've no idea where it is. And the window "
                   "price list, any progress? It's still the old one with last year's prices sellotaped on.",
                   "No progress on the window list yet, it's still to do."),)),
    )
    return Scripted("fresh14-en-groom", "en", rounds, tuple(f.facts), held_out=True, fresh14=True, later=later,
                    routine=routine_en("groom"))


SESSIONS = (_sweep(), _glass(), _driving(), _groom())
