"""Fifteenth fresh held-out set (English): written blind, against the sixteenth round's rules, by someone
who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions, the
earlier blind sets nine to thirteen, the fourteenth set beyond the first lines of one file for its format,
or the benchmark's report); committed before its first run and not to be edited after it.
``heldout_fresh15_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped with
``grep -l``: a tattoo studio, a florist, an archery club's secretary, a two-room escape-room business).
Proposals come from an ink wholesaler's rep (through an artist), the assistant, an apprentice, a wedding
venue's coordinator (by e-mail), the council's leisure officer
(through the club's chair), a member, the committee, a stag-and-hen company (through a game master on
the phone) and a partner abroad (answered after the landlord was asked). They are turned down bluntly, by
a reason alone, a round later after thinking it over, in two steps with an accountant between, politely
with a smaller ask instead, through the driver, through the chair, by the committee a round later, by a
question back, by negating the verb and saying what they'll do instead, and through the landlord. Some
proposals are accepted and are not facts. Failures are multi-line blocks from a Go program (a panic with
its goroutine trace below the last good log line), WeasyPrint on Windows (an OSError at the bottom of a
cffi traceback), psql under a Django management command (the ERROR line above its HINT and CONTEXT and a
CommandError), a GitHub Actions log (an ssh timeout above the "##[error]" line), Julia (a LoadError
below a manifest warning, above a stack trace), msmtp in debug mode (an authentication line among the
SMTP dialogue), avrdude (the programmer not responding, repeated between sync attempts) and
mosquitto_sub (a refused connection). Open items: asks acknowledged and repeated later, questions nobody
can answer, other people's asks with deadlines, some planted in ``later`` rounds. Routine work
(``routine_en``) is this file's own, a small Django site; it has turns that look like facts and are not
planted: a request done at once, a ruff error fixed and rerun clean, an offer of a test taken up, a
request put off and reported done a round later, a failing ``manage.py test`` fixed at once.

Descriptions:
- tattoo: Dani runs a tattoo studio with two artists, Ruth and Tomasz, and an apprentice, Jade. A Go
  program on a Raspberry Pi reads each autoclave cycle from its printer port into a CSV; a Python script
  makes consent-form PDFs with WeasyPrint. Rules: inside a long explanation of the consent form, they never
  tattoo anyone on the day of their consultation; as a complaint about a needle found in the wrong bag,
  every used needle goes in the yellow sharps bin. Jade wants to livestream her practice on TikTok: no,
  bluntly. The assistant suggests an upload box for reference pictures on the booking form: turned down by a
  reason alone (people upload other artists' work to be copied); the assistant's smaller idea (placement
  and size fields) is taken (not a fact). An ink wholesaler's rep, through Tomasz, offers a discount for
  moving to their own-brand ink on a subscription; Dani says she'll think, and says no a round later. Numbers:
  the autoclave holds 134 °C; the deposit is lost inside 48 hours. Identifiers: the council registration
  and the autoclave's serial. Failures: the Go program panics on an index out of range since the service
  changed the printout, left until the engineer comes back with old strips; WeasyPrint can't load gobject on
  Ruth's Windows laptop, left because she is taking it to a convention. Left to do: Ruth's healing photos
  for the aftercare page (acknowledged, asked again later); an unanswered question (does the council want
  the autoclave records on paper); later, the insurer's ask (spore test certificates by 31 May).
- florist: Mags runs a florist's shop with a driver, Ben, and a part-timer, Ola. Valentine's pre-orders came
  in through Ola's Google Form and are imported with a management command that shells out to psql; the site
  deploys from GitHub Actions over ssh. Rules: inside a request about the import, funeral tributes are paid
  for before they leave the shop; as a complaint about a late caller, with Valentine's and Mother's Day as
  the exceptions, no deliveries after 6pm. A wedding venue's coordinator e-mails asking them to be the
  venue's exclusive florist for 15% of every wedding: first "not at fifteen", then, after the accountant, no
  at all. The assistant offers to print the gift messages onto the cards: politely no (people pay for the
  handwriting), with a smaller ask instead (a list by delivery round). The assistant suggests bookable
  same-day delivery slots; Mags asks Ben, and a round later Ben's no comes back. Ola's flower-of-the-week
  subscription is accepted (not a fact). Numbers: the cold room at 4 °C; a 12 mile delivery radius. Failures:
  psql can't read day-first dates, left until Ola says which column she meant; the deploy's ssh times out
  because the host is moving the server, left until they give the new address. Left to do: the Mother's
  Day cut-off banner (acknowledged, asked again); an unanswered question (VAT on the delivery fee alone);
  later, the hospice's ask for a quote by Friday the 7th.
- archery: Graham, a retired statistician, is secretary of a small archery club (a field in summer, a school
  sports hall in winter). He wrote the handicap and classification sums in Julia; subscription reminders go
  out from cron through msmtp. Rules: as how they shoot, nobody shoots without a field captain on the range;
  as a complaint about someone's spreadsheet, dates of birth never go in the shared spreadsheet (juniors get
  a Y in an under-18 column). The council's leisure officer wants the winter nights moved to Sunday
  mornings; the chair has already said no, with the reasons. The assistant suggests booking range slots
  through a WhatsApp bot; Graham takes it to the committee and their no comes a round later. A member wants
  the club to pay for a subscription scoring app; Graham answers with a question back. The assistant's idea
  of a separate handicap-table CSV is taken (not a fact). Numbers: rounds at 70 metres count; subs are £85 a
  year. Failures: Julia can't find the CSV package on the club laptop (no internet at the hall), left for
  home; msmtp's login is refused because the treasurer changed the Gmail password, left for him. Left to
  do: a winter league results page (acknowledged, asked again); an unanswered question (does the insurance
  cover a have-a-go stand at the village fete); later, the county's deadline for team entries (1 August).
- escape: Fern and her partner Col run two escape rooms with a game master, Nell. Every prop is an Arduino
  talking to a mosquitto broker on a Pi; Col is abroad for a week. Rules: said as the rule the place was
  built around, the exit door is never actually locked; as a complaint about eleven hints given to a nice
  team, three hints per team, except at children's parties. A stag-and-hen company, through Nell, wants a
  package with a drinks reception: no, bluntly. The assistant suggests swapping a padlock for a touchscreen
  keypad: "we're not putting a screen in a 1920s study" and a stronger hasp instead. Col wants the cellar as
  a third room; Fern asks the landlord and his no comes a round later. The assistant's reset checklist page
  is accepted (not a fact). Numbers: the maglocks run on 12 V; a game is 60 minutes. Failures: avrdude
  can't talk to the bookcase lock's board, left for Col and the spare board; the broker refuses the game
  master's login since Col changed the password file, left until he answers. Left to do: say on the booking
  page that one room has stairs (acknowledged, asked again); an unanswered question (must the fire officer
  see the maglock wiring again); later, the landlord's ask for PAT certificates before the lease renewal.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn


def routine_en(tag: str):
    """Routine work on the small Django site each of these businesses keeps (pages, an enquiry form, admin)."""
    apps = ("pages", "enquiries", "gallery", "news", "staff")

    def work(r: int) -> tuple:
        app = apps[r % len(apps)]
        k = r % 5
        out = []
        if k == 0:
            out.append(turn(
                f"Could the {app} list in the admin show the newest first? It's a pain scrolling.",
                ("", [call("read", path=f"{app}/admin.py",
                           result=f"@admin.register(models.Item)\nclass ItemAdmin(admin.ModelAdmin):\n    list_display = ('title', 'created')\n")]),
                ("", [call("edit", path=f"{app}/admin.py", old="    list_display = ('title', 'created')",
                           new="    list_display = ('title', 'created')\n    ordering = ('-created',)")]),
                f"Done: the {app} list in the admin now opens with the newest at the top."))
        elif k == 1:
            out.append(turn(
                "Run the linter before we go any further, would you?",
                ("", [call("bash", command="ruff check .", error=True,
                           result=f"{app}/views.py:{12 + r % 7}:1: F401 [*] `django.http.HttpResponseRedirect` imported but unused\n"
                                  "Found 1 error.\n[*] 1 fixable with the `--fix` option.")]),
                ("", [call("edit", path=f"{app}/views.py", old="from django.http import HttpResponseRedirect\n", new="")]),
                ("", [call("bash", command="ruff check .", result="All checks passed!")]),
                "There was one unused import in the views; I removed it and the linter is clean now."))
        elif k == 2:
            out.append(turn(
                "The tests, please.",
                ("", [call("bash", command="python manage.py test", error=True,
                           result=f"Creating test database for alias 'default'...\n..F.....\n"
                                  "======================================================================\n"
                                  f"FAIL: test_{app}_page_title ({app}.tests.PageTests.test_{app}_page_title)\n"
                                  "----------------------------------------------------------------------\n"
                                  "Traceback (most recent call last):\n"
                                  f"  File \"/srv/site/{app}/tests.py\", line 18, in test_{app}_page_title\n"
                                  "    self.assertContains(resp, '<title>Home')\n"
                                  "AssertionError: False is not true : Couldn't find '<title>Home' in response\n"
                                  f"----------------------------------------------------------------------\nRan 8 tests in 0.{r % 9}41s\n\nFAILED (failures=1)")]),
                ("", [call("edit", path=f"{app}/tests.py", old="'<title>Home'", new="'<title>'")]),
                ("", [call("bash", command="python manage.py test", result="Ran 8 tests in 0.402s\n\nOK")]),
                "One test still looked for the old page title; I loosened it to check a title is there, and all eight pass."))
        elif k == 3:
            out.append(turn(
                f"When you get a minute, the {app} page could do with a proper meta description for Google. No rush.",
                "I'll do that along with the next batch of changes rather than on its own."))
        else:
            out.append(turn(
                "Anything outstanding from last time?",
                ("", [call("edit", path="pages/templates/pages/base.html", old="<head>",
                           new="<head>\n  <meta name=\"description\" content=\"{{ page.summary|default:site.tagline }}\">")]),
                "The meta description I said I'd do is in now: every page uses its summary, or the site's tagline if it "
                "has none. Want a test that checks it's rendered?"))
            out.append(turn(
                "Yes, go on.",
                ("", [call("write", path="pages/tests/test_meta.py",
                           content="def test_meta_description(client):\n    assert b'name=\"description\"' in client.get('/').content\n")]),
                ("", [call("bash", command="python -m pytest -q pages/tests/test_meta.py", result="1 passed in 0.61s")]),
                "Added; it passes."))
        out.append(turn(
            f"Can you add a line to the {app} page footer with the opening hours link? Same as the other pages.",
            ("", [call("edit", path=f"{app}/templates/{app}/footer.html", old="</footer>",
                       new="  <a href=\"{% url 'pages:hours' %}\">Opening hours</a>\n</footer>")]),
            "Added the opening-hours link to that footer."))
        return tuple(out)

    return work


def _tattoo() -> Scripted:
    f = Builder()
    go_panic = (
        "2025/03/11 09:14:02 cyclelog: opened /dev/ttyUSB0 at 9600 baud\n"
        "2025/03/11 09:14:02 cyclelog: appending to /home/pi/autoclave/cycles.csv\n"
        "2025/03/11 09:14:09 line: \"CYCLE 0412  UNWRAPPED-134C-3:30   PASS\"\n"
        f"{f('failure', 'panic: runtime error: index out of range [3] with length 3')}\n\n"
        "goroutine 1 [running]:\n"
        "main.parseCycle({0x4000014180, 0x2b})\n"
        "\t/home/pi/cyclelog/cmd/cyclelog/parse.go:31 +0x2a8\n"
        "main.main()\n"
        "\t/home/pi/cyclelog/cmd/cyclelog/main.go:58 +0x3f4\n"
        "exit status 2")
    weasy = (
        "Traceback (most recent call last):\n"
        "  File \"C:\\Users\\Ruth\\blacklantern\\make_consent.py\", line 4, in <module>\n"
        "    from weasyprint import HTML\n"
        "  File \"C:\\Users\\Ruth\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\site-packages\\weasyprint\\__init__.py\", line 387, in <module>\n"
        "    from .css import preprocess_stylesheet  # noqa: I001, E402\n"
        "  File \"C:\\Users\\Ruth\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\site-packages\\weasyprint\\text\\ffi.py\", line 463, in <module>\n"
        "    gobject = _dlopen(\n"
        "  File \"C:\\Users\\Ruth\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\site-packages\\weasyprint\\text\\ffi.py\", line 451, in _dlopen\n"
        "    return ffi.dlopen(names[0], flags)  # pragma: no cover\n"
        "  File \"C:\\Users\\Ruth\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\site-packages\\cffi\\api.py\", line 150, in dlopen\n"
        "    lib, function_cache = _make_ffi_library(self, name, flags)\n"
        "  File \"C:\\Users\\Ruth\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\site-packages\\cffi\\api.py\", line 827, in _make_ffi_library\n"
        "    backendlib = _load_backend_lib(backend, libname, flags)\n"
        "  File \"C:\\Users\\Ruth\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\site-packages\\cffi\\api.py\", line 822, in _load_backend_lib\n"
        "    raise OSError(msg)\n"
        f"{f('failure', 'OSError: cannot load library ' + chr(39) + 'gobject-2.0-0' + chr(39) + ': error 0x7e')}.  "
        "Additionally, ctypes.util.find_library() did not manage to locate a library called 'gobject-2.0-0'")
    rounds = (
        (
            turn(
                "Morning. Bit of background first so you're not guessing. I run Black Lantern, a tattoo studio, with "
                "Ruth and Tomasz, and Jade's been our apprentice since January. The website's the Django thing, fine, "
                "but the bits I actually lose sleep over are the sterilisation records and the consent forms. The "
                "autoclave has a little printer port, and Tomasz's cousin wrote a Go program on the Pi in the back room "
                f"that reads every cycle off it and adds a line to {f('path', '/home/pi/autoclave/cycles.csv')}. Since "
                "the engineer serviced the autoclave on Tuesday it just dies. You start it with "
                f"`{f('command', 'go run ./cmd/cyclelog --port /dev/ttyUSB0')}`. Can you have a look? For the "
                f"record the needles-and-tubes load has to hold {f('number', '134 °C')} for three and a half "
                "minutes, and that CSV is what we'd show the council if they asked.",
                ("", [call("bash", command="cd ~/cyclelog && go run ./cmd/cyclelog --port /dev/ttyUSB0",
                           result=go_panic, error=True)]),
                ("", [call("read", path="/home/pi/cyclelog/cmd/cyclelog/parse.go",
                           result="func parseCycle(line string) (Cycle, error) {\n\tf := strings.Fields(line)\n"
                                  "\treturn Cycle{No: f[1], Load: f[2], Hold: f[3], Result: f[4]}, nil\n}")]),
                "It reads the line fine and falls over parsing it. parse.go splits the printout on spaces and expects "
                "the load, temperature and time as separate fields, but since the service the printer joins them with "
                "dashes into one block, so there are three fields where the code wants five. I can make the parser "
                "accept both layouts, but I'd rather test it against a few real strips from before and after the "
                "service than guess at what else changed."),
            turn(
                "Leave it then. The engineer's back on the 20th about the door seal anyway; his job sheet says unit "
                f"{f('identifier', 'PM-21-07733')}, so I'll ask him what he changed and dig out some of the old paper "
                "strips for you. Jade can write the cycles in the book by hand till then, it's what we did for years.",
                "Fine. Until then nothing is being appended to the CSV, so the handwritten book is the only record for "
                "those days; worth keeping it next to the machine."),
        ),
        (
            turn(
                "Other thing, consent forms. make_consent.py takes the booking, fills in "
                f"{f('path', 'consent/templates/consent_form.html')} and turns it into a PDF with WeasyPrint so the "
                "client signs on the tablet, and before you ask why there's a consultation date box on it: "
                f"{f('constraint', 'we never tattoo anyone on the day of their consultation')}, people need a night to "
                "sleep on it, so the form pulls the consultation date from the booking and the artist ticks it. Works "
                "on the shop PC. Ruth wants it on her laptop for conventions and it falls over. The laptop's on the shop "
                f"network today, try `{f('command', 'python make_consent.py --booking 1187')}` on it.",
                ("", [call("bash", command="ssh ruth@ruth-laptop \"cd blacklantern && python make_consent.py --booking 1187\"",
                           result=weasy, error=True)]),
                "WeasyPrint itself is installed, but on Windows it also needs the GTK/Pango libraries, and Python can't "
                "find them on Ruth's laptop. The usual fix is installing the GTK runtime (through MSYS2) and putting its "
                "bin folder on the PATH. That's an install on her machine, so I haven't touched it."),
            turn(
                "Good, don't. She's off to Manchester with it on Friday and I'm not having it half broken at a "
                "convention. She'll sort it with Tomasz when she's back.",
                "Understood, I'll leave her laptop alone. The shop PC still makes the forms, so bookings aren't stuck."),
        ),
        (
            turn(
                f"Jade's been on at me to {f('rejected', 'livestream her practice sessions on TikTok')} from the "
                "studio. Absolutely not, "
                "clients are half dressed in here half the time. She can post healed photos, with permission, that's it.",
                "Noted, no livestreaming from the studio."),
            turn(
                "Right, the booking form. Anything you'd change?",
                f"One idea: {f('rejected', 'an upload box for reference pictures')} on the booking form, so clients "
                "send their ideas before "
                "the consultation and the artist can prepare."),
            turn(
                "Ha. Tomasz would quit. Half of what people upload is somebody else's tattoo they want copied line for line.",
                "Fair. Something that doesn't invite copies: a free-text field for placement and rough size, and a "
                "tick box for cover-ups, so the artist knows how long to book."),
            turn(
                "Yes, do the placement and size thing. And while I remember: I found a needle cartridge in the clinical "
                "waste bag again yesterday. "
                f"{f('constraint', 'Every used needle goes in the yellow sharps bin, never the bag')}, I don't care how "
                "busy the day is. Put that at the top of the cleaning checklist on the staff side of the site.",
                ("", [call("edit", path="bookings/forms.py", old="    notes = forms.CharField(",
                           new="    placement = forms.CharField(max_length=120)\n    size = forms.CharField(max_length=60)\n"
                               "    cover_up = forms.BooleanField(required=False)\n    notes = forms.CharField(")]),
                ("", [call("edit", path="staff/templates/staff/cleaning.html", old="<ol class=\"checklist\">",
                           new="<p class=\"rule\">Every used needle goes in the yellow sharps bin, never the bag.</p>\n<ol class=\"checklist\">")]),
                "Both done: the booking form asks for placement, size and whether it's a cover-up, and the sharps rule "
                "sits at the top of the cleaning checklist."),
        ),
        (
            turn(
                "Tomasz says the rep from the ink wholesaler came by and offered us 20% off everything if the whole "
                f"studio moves to {f('rejected', 'their own-brand ink on a monthly subscription box')}. I said I'd "
                "think about it. Oh, and the council's registration number for the premises is "
                f"{f('identifier', 'SKC/SP/4471')}; the certificate says it has to be on display, so put it in the footer.",
                ("", [call("edit", path="pages/templates/pages/footer.html", old="</footer>",
                           new="  <p>Registered with the council, no. SKC/SP/4471</p>\n</footer>")]),
                "The registration number is in the footer on every page."),
            turn(
                "Can you make the booking confirmation email say the deposit is lost if they cancel within "
                f"{f('number', '48 hours')} of the appointment? People keep arguing.",
                ("", [call("edit", path="bookings/templates/bookings/email/confirmation.txt", old="Your deposit:",
                           new="If you cancel within 48 hours of the appointment the deposit is not refunded.\nYour deposit:")]),
                "Done; the confirmation email says it just above the deposit line."),
        ),
        (
            turn(
                "Back to the ink rep: it's a no. Ruth won't put anything but her own blacks in a machine and I'm not "
                "having two lots of ink in one studio. Can you draft a polite email, thanks but we'll stay with what we've got?",
                "Here's a draft:\n\n\"Hi Sam, thanks for coming in and for the offer. We've talked it over and we're "
                "going to stay with our current inks for now; the artists are settled with them. All the best, Dani.\""),
            turn(
                "Perfect. Ruth did a set of photos of the rose on her leg healing over four weeks: "
                f"{f('pending', 'the aftercare page needs Ruth' + chr(39) + 's healing photos')}, week one to four, when "
                "she sends them. And a question I can never get a straight answer to: "
                f"{f('pending', 'does the council want the autoclave records on paper or is the CSV enough')}?",
                "I'll put the photos on the aftercare page when they arrive. On the records, I don't know, and I'd "
                "rather not guess: the licensing guidance I can see says records must be kept but not in what form. "
                "The licensing officer is the one who can answer it."),
        ),
    )
    later = (
        (6, (turn(
            "Did Ruth's photos ever turn up? The aftercare page needs Ruth's healing photos before the guest spot in April.",
            "Not yet, nothing has come through from her. It's still open; I'll put them up as soon as she sends them."),)),
        (7, (turn(
            "Email from the insurer this morning. Before they renew they want "
            f"{f('pending', 'the spore test certificates for the last twelve months by 31 May')}. Ugh.",
            "That's one to gather from the testing lab's emails; I haven't got them here. It's on the list."),)),
    )
    return Scripted("fresh15-en-tattoo", "en", rounds, tuple(f.facts), held_out=True, fresh15=True, later=later,
                    routine=routine_en("tattoo"))


def _florist() -> Scripted:
    f = Builder()
    psql_fail = (
        "Importing /srv/thistle/exports/valentines.csv into preorders (212 rows)\n"
        "Running: psql -d thistle -v ON_ERROR_STOP=1 -c \"\\copy preorders FROM '/srv/thistle/exports/valentines.csv' CSV HEADER\"\n"
        f"psql:<stdin>:1: {f('failure', 'ERROR:  date/time field value out of range: ' + chr(34) + '14/02/2025' + chr(34))}\n"
        "HINT:  Perhaps you need a different \"datestyle\" setting.\n"
        "CONTEXT:  COPY preorders, line 2, column delivery_date: \"14/02/2025\"\n"
        "CommandError: psql exited with status 3; 0 rows imported")
    gh_fail = (
        "deploy\tSet up job\t2025-01-27T18:02:11.4471920Z Current runner version: '2.321.0'\n"
        "deploy\tInstall SSH key\t2025-01-27T18:02:14.0112233Z Added key to /home/runner/.ssh/id_ed25519\n"
        "deploy\tDeploy\t2025-01-27T18:02:14.2210987Z ##[group]Run ssh deploy@203.0.113.58 'cd /srv/thistle && ./deploy.sh'\n"
        "deploy\tDeploy\t2025-01-27T18:02:14.2213001Z ##[endgroup]\n"
        f"deploy\tDeploy\t2025-01-27T18:04:25.9034455Z {f('failure', 'ssh: connect to host 203.0.113.58 port 22: Connection timed out')}\n"
        "deploy\tDeploy\t2025-01-27T18:04:25.9109876Z ##[error]Process completed with exit code 255.")
    rounds = (
        (
            turn(
                "Hiya. Valentine's is three weeks off and I'm already sweating. Ola made a Google Form for pre-orders "
                "this year and the plan was to pull the CSV into the shop database with the import the last lad wrote, "
                f"`{f('command', 'python manage.py import_preorders --season valentines')}`. The export's at "
                f"{f('path', '/srv/thistle/exports/valentines.csv')} on the server. One thing for the import so you "
                f"know: {f('constraint', 'funeral tributes are paid for before they leave the shop')}, so anything with "
                "tribute as the type can't go in as pay on delivery, whatever the form says. Can you run it?",
                ("", [call("read", path=f("path", "orders/management/commands/import_preorders.py"),
                           result="class Command(BaseCommand):\n    help = 'Import pre-orders from the form export'\n"
                                  "    def handle(self, *args, season, **kw):\n        path = EXPORTS / f'{season}.csv'\n"
                                  "        run_psql_copy('preorders', path)\n")]),
                ("", [call("bash", command="cd /srv/thistle && python manage.py import_preorders --season valentines",
                           result=psql_fail, error=True)]),
                "Nothing went in. The dates in the form are day-first (14/02/2025) and the database wants them "
                "year-first. That part is easy to convert, but the export has two date columns, \"Date wanted\" and "
                "\"Delivery date\", and in about thirty rows they disagree; some have \"Friday\" typed in. I'd rather "
                "not guess which one Ola meant as the delivery day."),
            turn(
                "No, don't guess, that's how roses end up at the wrong house. Ola's in Thursday, I'll ask her which "
                "column she meant and we'll do it then.",
                "Right, I'll leave the import until you know. Nothing has been half imported, so it's safe to run "
                "again later."),
            turn(
                f"While you're in there: the cold room should sit at {f('number', '4 °C')}. If the sensor reading's "
                "above that for more than an hour, can the admin show a red banner?",
                ("", [call("edit", path="shop/templates/admin/base_site.html", old="{% block messages %}",
                           new="{% if coldroom_alarm %}<div class=\"alarm\">Cold room above 4 °C for over an hour</div>{% endif %}\n{% block messages %}")]),
                "Done: the admin shows a red banner when the cold room has been above that for an hour."),
        ),
        (
            turn(
                "Email from the wedding coordinator at Harlow Manor. They want us to be "
                f"{f('rejected', 'Harlow Manor' + chr(39) + 's exclusive florist for 15% of every wedding')} we do "
                "there. Their words, \"preferred exclusive supplier\". I've told her I'll think about it, but not at fifteen.",
                "Noted. If you want, I can pull last year's weddings at Harlow from the orders so you can see what "
                "fifteen per cent would have come to."),
            turn(
                "Go on then.",
                ("", [call("bash", command="cd /srv/thistle && python manage.py shell -c \"from orders.reports import venue_total; print(venue_total('Harlow Manor', 2024))\"",
                           result="orders: 9\ntotal: 11840.00")]),
                "Nine weddings there last year, £11,840 in total, so fifteen per cent would have been £1,776."),
            turn(
                "Hm. Now the Valentine cards. Every card is handwritten by Ola or me, it takes us an evening.",
                "With two hundred-odd pre-orders I could have the site "
                f"{f('rejected', 'print the gift messages onto the cards')} on the label printer, which would save "
                "you both that evening."),
            turn(
                "That's kind of you, but no, people pay for the handwriting, it's half of what they're buying. What "
                "would help is a list of the messages sorted by delivery round so we write them in order.",
                "I'll make that list as soon as the pre-orders are in; it's the same data the import reads."),
        ),
        (
            turn(
                "Ben says the Valentine's banner isn't on the site. Did it go up?",
                ("", [call("bash", command=f("command", "gh run view 8841207733 --log-failed"), result=gh_fail, error=True)]),
                "It didn't: the deploy never reached the server. GitHub's runner can't open an ssh connection to it at "
                "all, it just times out, so the change is merged but not live."),
            turn(
                "Oh, hang on. The hosting lot emailed about moving us to a new data centre this week. I'll ring them "
                "tomorrow. Leave the deploy till they've told me the new address.",
                "Will do. Once you have the new address the deploy secret needs updating and it can be rerun."),
            turn(
                "Ola wants a flower-of-the-week subscription on the site, £20 a week, collect or delivered. Go on, set it up.",
                ("", [call("write", path="shop/fixtures/subscription.json",
                           content="[{\"model\": \"shop.product\", \"fields\": {\"name\": \"Flower of the week\", \"price\": \"20.00\", \"recurring\": \"weekly\"}}]")]),
                ("", [call("bash", command="python manage.py loaddata shop/fixtures/subscription.json", result="Installed 1 object(s) from 1 fixture(s)")]),
                "It's in the shop as a weekly product. Once it's live you could also offer bookable same-day delivery "
                "slots at checkout, which people seem to like."),
            turn(
                "I'll ask Ben, he's the one driving. And remember "
                f"{f('constraint', 'no deliveries after 6pm')}. Someone rang at half six last night expecting roses on "
                "the doorstep. Valentine's Day and Mother's Day are the only exceptions, Ben does the late run then. "
                f"Also the relay orders from the network come in with our member number {f('identifier', 'FLN-40713')} "
                "on them; the import should skip those, they're already paid.",
                "Noted on the evening cut-off and its two exceptions. I'll make the import skip rows carrying that "
                "member number once we run it."),
            turn(
                f"And {f('pending', 'the Mother' + chr(39) + 's Day cut-off banner')}: orders by noon on the Friday "
                "before. Put it up when the deploy works again.",
                "OK, I'll add it as soon as the site can be deployed."),
        ),
        (
            turn(
                "Ben says no way to the same-day slots. He's one man in one van and half his day is the hospital run, "
                f"so that's a no to {f('rejected', 'bookable same-day delivery slots')}.",
                "Understood, no same-day slots."),
            turn(
                "Spoke to my accountant about Harlow Manor. On our margins fifteen per cent is the whole profit on a "
                "wedding. So no, not at any percentage, we'll keep getting their couples by word of mouth.",
                "Makes sense. Do you want a short reply drafted for the coordinator?"),
            turn(
                "Yes please, nice and short. And put on the delivery page that we deliver inside a "
                f"{f('number', '12 mile radius')} of the shop; beyond that it's the courier. Oh, and "
                f"{f('pending', 'do we charge VAT on the delivery fee on its own')}? Nobody's ever told me.",
                ("", [call("edit", path="pages/templates/pages/delivery.html", old="<h2>Where we deliver</h2>",
                           new="<h2>Where we deliver</h2>\n<p>We deliver within 12 miles of the shop; further than that we send it by courier.</p>")]),
                "Draft for the coordinator: \"Thank you for thinking of us. We've looked at it carefully and it isn't "
                "something we can do, but we'd love to keep working with your couples as we have been.\" The delivery "
                "page is updated. On VAT for the delivery fee I can't give you a reliable answer; that's one for your "
                "accountant."),
        ),
    )
    later = (
        (5, (turn(
            "The hosting people say the move's still not finished. Is the Mother's Day cut-off banner up yet?",
            "Not yet; the deploy still can't reach the server. It goes up with the first deploy that works."),)),
        (6, (turn(
            "The hospice rang for their spring fundraiser: "
            f"{f('pending', 'a quote for twelve table arrangements by Friday the 7th')}. Can you remind me what we "
            "charged the golf club for theirs?",
            "The golf club order isn't in the shop database, so I can't see what you charged. The quote is on the list."),)),
    )
    return Scripted("fresh15-en-florist", "en", rounds, tuple(f.facts), held_out=True, fresh15=True, later=later,
                    routine=routine_en("florist"))


def _archery() -> Scripted:
    f = Builder()
    julia_fail = (
        "┌ Warning: The active manifest file has dependencies that were resolved with a different julia version (1.9.3). Unexpected behavior may occur.\n"
        "└ @ ~/club/Manifest.toml:0\n"
        f"{f('failure', 'ERROR: LoadError: ArgumentError: Package CSV not found in current path.')}\n"
        "- Run `import Pkg; Pkg.add(\"CSV\")` to install the CSV package.\n"
        "Stacktrace:\n"
        " [1] macro expansion\n"
        "   @ ./loading.jl:1772 [inlined]\n"
        " [2] macro expansion\n"
        "   @ ./lock.jl:267 [inlined]\n"
        " [3] __require(into::Module, mod::Symbol)\n"
        "   @ Base ./loading.jl:1753\n"
        " [4] require(into::Module, mod::Symbol)\n"
        "   @ Base ./loading.jl:1746\n"
        " [5] include(mod::Module, _path::String)\n"
        "   @ Base ./Base.jl:495\n"
        " [6] exec_options(opts::Base.JLOptions)\n"
        "   @ Base ./client.jl:318\n"
        "in expression starting at /home/graham/club/handicaps/classify.jl:3")
    msmtp_fail = (
        "ignoring system configuration file /etc/msmtprc: No such file or directory\n"
        "loaded user configuration file /home/club/.msmtprc\n"
        "using account millbrook from /home/club/.msmtprc\n"
        "host = smtp.gmail.com\nport = 587\nprotocol = smtp\nauth = choose\n"
        "user = millbrookarchers.subs@gmail.com\npassword = *\ntls = on\ntls_starttls = on\n"
        "<-- 220 smtp.gmail.com ESMTP 5b1f17b1804b1-43d0a1c2e3fsm118832245e9 - gsmtp\n"
        "--> EHLO localhost\n"
        "<-- 250-smtp.gmail.com at your service\n"
        "<-- 250 SMTPUTF8\n"
        "--> STARTTLS\n"
        "<-- 220 2.0.0 Ready to start TLS\n"
        "TLS session parameters:\n    (TLS1.3)-(ECDHE-X25519)-(ECDSA-SECP256R1-SHA256)-(AES-256-GCM)\n"
        "--> AUTH LOGIN\n"
        "<-- 334 VXNlcm5hbWU6\n"
        "--> bWlsbGJyb29rYXJjaGVycy5zdWJzQGdtYWlsLmNvbQ==\n"
        "<-- 334 UGFzc3dvcmQ6\n"
        "--> [password hidden]\n"
        "<-- 535-5.7.8 Username and Password not accepted. For more information, go to\n"
        "<-- 535 5.7.8  https://support.google.com/mail/?p=BadCredentials 5b1f17b1804b1-43d0a1c2e3fsm118832245e9 - gsmtp\n"
        f"{f('failure', 'msmtp: authentication failed (method LOGIN)')}\n"
        "msmtp: server message: 535-5.7.8 Username and Password not accepted. For more information, go to\n"
        "msmtp: server message: 535 5.7.8  https://support.google.com/mail/?p=BadCredentials\n"
        "msmtp: could not send mail (account millbrook from /home/club/.msmtprc)")
    rounds = (
        (
            turn(
                "Good evening. I'm the secretary of Millbrook Archers: about eighty members, a field behind the cricket "
                "club in summer and the school sports hall in winter. I inherited the website and some scripts from the "
                "previous secretary, and there's one of my own, because I was a statistician before I retired: the "
                f"handicap and classification sums are in Julia, in {f('path', 'handicaps/classify.jl')}. They matter "
                f"because of how we run a shoot: {f('constraint', 'nobody shoots without a field captain on the range')}, "
                "and the field captain signs the score sheets, which is why there's a captain column in the scores "
                "file. I ran it on the club laptop at the hall tonight with "
                f"`{f('command', 'julia --project=. handicaps/classify.jl --season 2024')}` and got a screenful. Can "
                "you make sense of it?",
                ("", [call("bash", command="cd ~/club && julia --project=. handicaps/classify.jl --season 2024",
                           result=julia_fail, error=True)]),
                ("", [call("read", path="/home/graham/club/handicaps/classify.jl",
                           result="using CSV, DataFrames, Statistics\n\nconst SCORES = \"/home/graham/club/scores_2024_outdoor.csv\"\n"
                                  "const TABLES = Dict(\"York\" => [1296, 1250, 1199], \"WA 70m\" => [720, 690, 655])\n")]),
                "The script is fine; the environment isn't. The project's Manifest was resolved on Julia 1.9 and this "
                "laptop has a newer one, and the CSV package was never installed here. `Pkg.instantiate()` would "
                f"fetch it, but that needs internet. The script reads {f('path', '/home/graham/club/scores_2024_outdoor.csv')}, "
                "which is present, so once the packages are in it should run."),
            turn(
                "Which the hall hasn't got, the school's wifi won't let us on. Leave it, I'll take the laptop home at "
                "the weekend and do it there.",
                "Right, I'll leave it. One thing I noticed while reading it: the handicap tables are typed into the "
                "script. I could move them into a separate CSV so next year's tables are a file to replace rather than "
                "code to edit."),
            turn(
                "Yes, good idea, do that. For the outdoor classifications only rounds shot at "
                f"{f('number', '70 metres')} or the imperial equivalents count, mind.",
                ("", [call("write", path="handicaps/tables.csv",
                           content="round,class,score\nYork,GMB,1296\nYork,MB,1250\nYork,B,1199\nWA 70m,GMB,720\nWA 70m,MB,690\nWA 70m,B,655\n")]),
                ("", [call("edit", path="handicaps/classify.jl",
                           old="const TABLES = Dict(\"York\" => [1296, 1250, 1199], \"WA 70m\" => [720, 690, 655])",
                           new="const TABLES = load_tables(joinpath(@__DIR__, \"tables.csv\"))")]),
                "Moved to handicaps/tables.csv; the script only counts the rounds in that table, which are the long-"
                "distance ones. I couldn't run it here, for the reason above."),
        ),
        (
            turn(
                "Our chair, Hilary, had a call from the council's leisure officer. They want to "
                f"{f('rejected', 'move our winter nights from Thursday evenings to Sunday mornings')} in the sports "
                "hall so they can let Thursdays to a five-a-side league. Hilary told them it doesn't work: the "
                "badminton club has the hall on Sunday mornings till twelve, and half our juniors play football then "
                "anyway. So we stay on Thursdays.",
                "Noted; Thursdays stay as they are on the site."),
            turn(
                "Range bookings are still the spreadsheet on the noticeboard page. Any better idea?",
                f"One option: members could {f('rejected', 'book a range slot through a WhatsApp bot')}, which writes "
                "to the same sheet, so people book from their phones."),
            turn(
                "I'll put it to the committee on Tuesday. Meanwhile: somebody has put everyone's date of birth in the "
                "shared membership spreadsheet again. "
                f"{f('constraint', 'Dates of birth never go in the shared spreadsheet')}. The juniors get a Y in the "
                "under-18 column, that's all the coaches need. Can you make the export from the site drop the column?",
                ("", [call("edit", path="members/exports.py",
                           old="FIELDS = ['name', 'agb_number', 'date_of_birth', 'bow', 'category']",
                           new="FIELDS = ['name', 'agb_number', 'under_18', 'bow', 'category']")]),
                ("", [call("bash", command="python manage.py test members", result="Ran 6 tests in 0.211s\n\nOK")]),
                "The export now has an under-18 yes/no column instead of the date of birth."),
            turn(
                f"Steve, bless him, wants {f('rejected', 'the club to pay for that scoring app')} everyone's got on "
                "their phones, the subscription one, so scores go straight into the records. I asked him who's going "
                "to teach Doreen to use it. Paper sheets it is.",
                "Paper sheets it is; I'll keep the score-sheet template on the site up to date."),
        ),
        (
            turn(
                "The committee said no to the WhatsApp bot. Doreen and the Hendersons aren't on WhatsApp and won't be, "
                "and we don't want two booking systems. The spreadsheet stays.",
                "Understood, the spreadsheet stays the one booking system."),
            turn(
                "The subs reminder emails stopped going out. The cron job on the club's little server sends them with "
                "msmtp. Can you send the test one by hand?",
                ("", [call("bash", command=f("command", "msmtp --debug -a millbrook -t < reminders/subs_test.eml"),
                           result=msmtp_fail, error=True)]),
                "Gmail is refusing the login for the subs account, so nothing has been sent. Google stopped accepting "
                "the ordinary password for this kind of program; it wants an app password made in the account's "
                "security settings, and that has to be done by whoever owns the account."),
            turn(
                "That's Keith's account, the treasurer. He changed the password after the phishing scare. I can't do "
                "it, he has to, and I'll catch him at the AGM. Subs are "
                f"{f('number', '£85 a year')} for seniors, juniors half, by the way, in case the reminder text needs it.",
                "I'll leave the mail until Keith has made the app password. The reminder text already says £85 for "
                "seniors and half for juniors."),
        ),
        (
            turn(
                "The county's entry form wants our affiliation number, it's "
                f"{f('identifier', 'AGB-C-30412')}. Put it on the club page too. And I'd like "
                f"{f('pending', 'the winter league results page')}, results up after each league night, when you can.",
                ("", [call("edit", path="pages/templates/pages/club.html", old="<h2>About the club</h2>",
                           new="<h2>About the club</h2>\n<p>Affiliated to Archery GB, no. AGB-C-30412</p>")]),
                "The affiliation number is on the club page. The league results page I'll come back to."),
            turn(
                f"One more: {f('pending', 'does our insurance cover a have-a-go stand at the village fete')}? Hilary "
                "asked and I didn't know.",
                "I don't know either, and it depends on the policy's wording about public events and non-members. The "
                "insurer or the policy schedule would say; I can't tell from here."),
        ),
    )
    later = (
        (5, (turn(
            "League night went well. How's the winter league results page coming along?",
            "Not started yet; it's still on the list, after the mail is fixed."),)),
        (6, (turn(
            "Letter from the county association: they want our "
            f"{f('pending', 'team entries for the county championships by 1 August')}. I'll need the classifications "
            "for that, so the Julia thing matters.",
            "Noted, and it depends on the laptop getting its packages first."),)),
    )
    return Scripted("fresh15-en-archery", "en", rounds, tuple(f.facts), held_out=True, fresh15=True, later=later,
                    routine=routine_en("archery"))


def _escape() -> Scripted:
    f = Builder()
    avr = "\n".join(
        [f"avrdude: stk500_recv(): programmer is not responding\navrdude: stk500_getsync() attempt {i} of 10: not in sync: resp=0x00"
         for i in range(1, 11)] + ["", "avrdude done.  Thank you."])
    f("failure", "avrdude: stk500_recv(): programmer is not responding")
    conf = ("listener 1883\nallow_anonymous false\npassword_file /etc/mosquitto/passwd\nacl_file /etc/mosquitto/acl\n"
            "# props publish to rooms/<room>/<prop>/<event>\n# e.g. rooms/study/bookcase/open, rooms/sublevel3/hatch/open\n")
    rounds = (
        (
            turn(
                "Hi! Col built all the props and he's in Portugal for the week, so it's you and me. We've got two rooms, "
                "the Cartographer's Study and Sub-Level 3. Every prop is an Arduino with a relay, and they all talk to a "
                "mosquitto broker on the Pi in the control room, which is what Nell's tablet watches. The bookcase in "
                "the Study stopped opening by itself after we moved it. Col's note says reflash it with the sketch in "
                f"{f('path', 'props/bookcase_lock/bookcase_lock.ino')}, with the command he wrote on the back: "
                f"`{f('command', 'avrdude -p m328p -c arduino -P /dev/ttyUSB1 -b 57600 -U flash:w:bookcase_lock.hex')}`.",
                ("", [call("bash", command="arduino-cli compile --fqbn arduino:avr:nano --output-dir . props/bookcase_lock",
                           result="Sketch uses 9874 bytes (32%) of program storage space. Maximum is 30720 bytes.\n"
                                  "Global variables use 611 bytes (29%) of dynamic memory.")]),
                ("", [call("bash", command="avrdude -p m328p -c arduino -P /dev/ttyUSB1 -b 57600 -U flash:w:bookcase_lock.hex",
                           result=avr, error=True)]),
                "The sketch compiles, but the board never answers the upload: ten sync attempts and nothing back. 57600 "
                "is the speed of the old Nano bootloader; a board with the newer bootloader wants 115200, and a "
                "charge-only USB lead looks exactly like this too. I could try the other speed, but this is the lock "
                "on a door people are shut behind, so I'd rather ask first."),
            turn(
                "No, don't go experimenting on that one. Col said there's a spare Nano in his drawer and he'll do it "
                "properly when he's back. Nell can open the bookcase with the override key till then.",
                "Fine, I'll leave the bookcase board alone."),
            turn(
                "Next problem: the tablet shows every prop as offline since yesterday. Is the broker even alive? Col's "
                f"config is {f('path', '/etc/mosquitto/conf.d/rooms.conf')}. Whatever you do with any of this, "
                f"remember the rule Col and I built the place around: {f('constraint', 'the exit door is never actually locked')}. "
                "The maglocks are only on the bookcase and the inner cage, and they drop if the power goes.",
                ("", [call("read", path="/etc/mosquitto/conf.d/rooms.conf", result=conf)]),
                ("", [call("bash", command=f("command", "mosquitto_sub -h gm-pi.local -u gamemaster -P \"$GM_PASS\" -t 'rooms/#' -v"),
                           result=f("failure", "Connection error: Connection Refused: not authorised."), error=True)]),
                ("", [call("bash", command="sudo tail -n 4 /var/log/mosquitto/mosquitto.log; ls -l /etc/mosquitto/passwd",
                           result="1741689601: New connection from 192.168.4.23:50514 on port 1883.\n"
                                  "1741689601: Client <unknown> disconnected, not authorised.\n"
                                  "1741689655: New connection from 127.0.0.1:41122 on port 1883.\n"
                                  "1741689655: Client <unknown> disconnected, not authorised.\n"
                                  "-rw------- 1 mosquitto mosquitto 312 Mar 11 06:52 /etc/mosquitto/passwd")]),
                "The broker is running, but it turns away the gamemaster login, from the tablet and from the Pi itself. "
                "The password file was changed on Tuesday morning, so the tablet's password no longer matches. The "
                f"props publish on topics like {f('identifier', 'rooms/study/bookcase/open')}, and nothing can read "
                "them until the login works."),
            turn(
                "Tuesday's when Col was fiddling before his flight. I'm not resetting his passwords behind his back, "
                "I'll message him tonight. Nell can run the Study by hand this week.",
                "Understood; I'll leave the password file as it is."),
        ),
        (
            turn(
                "Nell took a call from a stag-and-hen company in town. They want "
                f"{f('rejected', 'an escape room plus drinks reception package')}, bringing groups in straight from "
                "the pub on Saturdays. No. Absolutely not. Drunk people and padlocks.",
                "Clear, no."),
            turn(
                "Also Nell gave a team eleven hints on Saturday because they were nice. "
                f"{f('constraint', 'Three hints per team, no more')}, except kids' birthday parties, where she can do "
                "what she likes. Can the game master page show a hint counter?",
                ("", [call("edit", path="games/templates/games/control.html", old="<div class=\"timer\">",
                           new="<div class=\"hints\">Hints: {{ game.hints_used }} / {% if game.is_party %}∞{% else %}3{% endif %}</div>\n<div class=\"timer\">")]),
                ("", [call("bash", command="python manage.py test games", result="Ran 11 tests in 0.318s\n\nOK")]),
                "The control page shows hints used out of three, and no limit for a party booking."),
            turn(
                "Lovely. The map puzzle padlock keeps getting forced, people yank it.",
                "If it keeps getting forced, we could swap the padlock for a touchscreen keypad that publishes to the "
                "broker, so nothing can be yanked and Nell sees every attempt."),
            turn(
                "We're not putting a screen in a 1920s study. The whole point of that room is brass and paper. Col can "
                "put a stronger hasp on it.",
                f"Fair enough; no {f('rejected', 'touchscreen keypad')}, a stronger hasp instead. While you're here, I "
                "could add a reset checklist page that Nell ticks between games, so nothing gets missed."),
            turn(
                "Oh yes please.",
                ("", [call("write", path="games/templates/games/reset.html",
                           content="<h1>Reset</h1>\n<ul>\n<li>Bookcase closed</li>\n<li>Map back in drawer</li>\n<li>Padlocks locked</li>\n</ul>\n")]),
                "The reset checklist is on the game master page."),
        ),
        (
            turn(
                f"Col messaged. He wants to {f('rejected', 'turn the cellar into a third room')}, a submarine one. I "
                "said I'd ask the landlord first, it's his cellar. Meanwhile: the maglocks all run off a "
                f"{f('number', '12 V')} supply, and Col says the booking page should say the games are "
                f"{f('number', '60 minutes')} long, not \"about an hour\".",
                ("", [call("edit", path="bookings/templates/bookings/room.html", old="about an hour",
                           new="60 minutes")]),
                "Booking page updated."),
            turn(
                "And can you "
                f"{f('pending', 'say on the booking page that Sub-Level 3 has stairs')}? We had a lady with a stick "
                "last week who didn't know.",
                "Yes, I'll do that."),
        ),
        (
            turn(
                "The landlord says no to the cellar: there's no second way out, and the fire officer would never sign "
                "it off. So the third room's off.",
                "Understood."),
            turn(
                "Which reminds me: "
                f"{f('pending', 'does the fire officer need to see the maglock wiring again now we' + chr(39) + 've moved the bookcase')}? "
                "Col reckons not, I reckon yes.",
                "I can't say; it depends on what the fire risk assessment and the officer's last visit covered. The "
                "fire officer or whoever wrote your risk assessment can answer it."),
        ),
    )
    later = (
        (5, (turn(
            "Did the stairs line go on the booking page?",
            "Not yet; it's still to do."),)),
        (6, (turn(
            "The landlord's been on again: he wants "
            f"{f('pending', 'the PAT test certificates before the lease renewal on 30 September')}. Col has them "
            "somewhere, I hope.",
            "They aren't anywhere on the site or the Pi. It's on the list for Col."),)),
    )
    return Scripted("fresh15-en-escape", "en", rounds, tuple(f.facts), held_out=True, fresh15=True, later=later,
                    routine=routine_en("escape"))


SESSIONS = (_tattoo(), _florist(), _archery(), _escape())
