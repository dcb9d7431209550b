"""Ninth fresh held-out set (English): written blind, in parallel with the tenth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions
or the benchmark's report); committed before its first run and not to be edited after it.
``heldout_fresh9_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped:
a falconry centre, a windmill trust, a sign-painting shop, a limestone quarry). The shapes vary across
turns: a relayed proposal turned down in the same message, a proposal whose answer comes only after the
other party's question and other talk (and says what stays), a plan ("I'll…") dropped after an
objection, a turn-down spread over two messages with the assistant's "what shall I say?" between, a
counter-proposal accepted instead, a deferral, a blunt no, a turn-down that only negates the verb,
proposals by phone, letter, e-mail, meeting and an apprentice, the assistant's idea told as what
another quarry does. Failures are multi-line blocks from Go, SQL Server, PHP, MySQL, Node, PostgreSQL,
gcc/ld and pandas, with the cause above or below the word "error", blank lines inside, deep in long
logs. Open items: a request acknowledged in a word and left, a request repeated later, a question
nobody answers, a gap, a deadline chased again, someone else's ask, a wish. Routine work
(``routine_en``) is this file's own, a Django project; it has turns that look like facts and are not
planted: a request done at once, a flake8 error fixed and rerun clean, an offer taken up, a migration
asked for and reported done a round later.

Descriptions:
- falconry: a falconry centre (twenty-odd birds of prey in the mews, two flying displays a day, hawk
  walks booked online, weighing every morning). Rules: every bird is weighed before it flies (a plain
  description inside a sentence about the morning routine); no visitor holds a bird without a gauntlet
  (a complaint: a Harris hawk footed a boy's bare wrist last summer). A wedding planner phones asking
  for the barn owl to carry the rings down the aisle; the user relays it and says in the same message
  it was refused. The assistant suggests opening the mews to visitors after the last display; the
  user asks what the birds would make of it, other talk follows, and later says the mews stay shut to
  the public. The user's plan ("I'll add a third display at six") is dropped after the assistant
  points out the birds are flown at a set weight twice a day. Failures: a Go index-out-of-range panic
  deep in a long log, goroutine trace below; a SQL Server foreign-key conflict (Msg 547 header, the
  cause on the next line). Left to do: a weight chart per bird (acknowledged, not done); a question
  never answered (whether hawk walks stop during the moult); later, the zoo licence inspection pack
  by 3 October (a deadline, chased again later).
- windmill: a trust that runs a restored tower mill (volunteer millers, open days on Sundays,
  stoneground flour sold in the shop). Rules: a reminder that the sails are pinned and the brake on
  whenever the mill is left unattended; every bag of flour sold must show its grinding date (with
  "must", and a story of undatable bags the farm shop had to pull). A heritage grant officer's letter
  proposes steel sail frames; the turn-down is spread over two messages ("No." then, asked what to
  tell her, the listing as the reason). A volunteer at the committee meeting proposes an electric
  motor for the stones on windless days; the user's counter-proposal (show the grinding film in the
  granary) is what was agreed. The assistant suggests selling flour online with nationwide delivery;
  the user defers it (not before the cap is re-boarded, next year). Failures: a PHP fatal TypeError
  deep in an artisan log with its stack below; a MySQL "Data too long" error. Left to do: a Sunday
  rota of who is on the sails (asked, acknowledged, asked again later); the treasurer's ask (flour
  sales by month for the AGM); a gap (the open-day insurance certificate is still missing from the
  shared drive).
- signs: a sign-painting shop (hand-lettered shop fronts, pub signs, gold leaf on glass, one
  apprentice). Rules: nobody goes up a ladder above the first floor on their own (told as how things
  are done since a fall); a remembered rule with "remember that": the client signs the drawing on paper
  before any paint goes on. A pub company's area manager e-mails proposing printed vinyl signs with
  painted borders; the user asks the assistant's view, and the answer that comes is only what stays
  ("we keep painting them"). The user muses about a cheaper digital-print line for market traders and
  drops it after the assistant's objection. The apprentice asks to project the lettering onto the board
  and trace it; the user's no is blunt. Failures: a Node ERR_MODULE_NOT_FOUND with blank lines inside;
  a PostgreSQL "column does not exist" with LINE and HINT below. Left to do: a price sheet for gilded
  letters by height (a request, acknowledged); a question never answered (whether to charge travel
  outside the county); later, a wish (photos of every finished sign on the website).
- quarry: a limestone quarry (blasting, a crusher, a weighbridge, lorries through a village). Rules:
  no blasting outside 10 am to 4 pm on weekdays (plain, inside a sentence about the neighbours); every
  lorry goes through the wheel wash (a reminder, with the council's fine for mud on the road). The
  parish council at a liaison meeting proposes closing on Saturdays; the user's counter-proposal
  (Saturday mornings until noon) is accepted. A haulier phones asking to load before 6 am; the
  turn-down is only the reason (the permission says 7). The assistant tells how a quarry in the Peak
  District bags its dust as rock dust for gardeners; the user says "not this year". Failures: a gcc/ld
  link error with the undefined reference above the word "error"; a pandas ParserError at the end of
  a long traceback. Left to do: a gap (the new drivers' induction records are still missing); the
  haulier's ask (monthly tonnage statements); later, a deadline asked together with something else
  (the blast vibration report to the council by Friday).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (ninth fresh set)
_CHORES_EN = (("move the settings secrets into environment variables", "the secrets come from the environment"),
              ("add a select_related to the list view queryset", "the list view uses select_related"),
              ("split the admin registrations into their own module", "the admin has its own module"),
              ("replace the function views in the reports app with class-based ones", "reports uses class-based views"),
              ("add a __str__ to the Contact model", "Contact prints its name"),
              ("pin the Django version in requirements.txt", "Django is pinned"),
              ("write a test for the CSV download view", "the CSV download view is tested"),
              ("turn on the password validators", "the password validators are on"))
_OPENERS_EN = ("Django housekeeping: {}.", "While I'm on the phone, {}, please.", "Small one for the website: {}.")


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        chore, done = _CHORES_EN[r % len(_CHORES_EN)]
        src = f"site/{tag}/views_{r % 5}.py"
        out = [
            turn(_OPENERS_EN[r % 3].format(chore),
                 ("On it.", [call("bash", f"{src}:{5 + r % 40}:class Panel{r % 5}View(TemplateView):",
                                  command=f"grep -rn 'class Panel' site/{tag}")]),
                 ("", [call("read", f"class Panel{r % 5}View(TemplateView):\n    template_name = 'panel_{r % 5}.html'\n" * 6,
                            path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="(TemplateView)", newText="(LoginRequiredMixin, TemplateView)")]),
                 ("", [call("bash", f"Ran {30 + r % 25} tests in 1.{r % 9}s\n\nOK", command=f"python manage.py test {tag}")]),
                 f"Done: {done}."),
        ]
        if r % 4 == 3:
            out.append(turn("flake8 it, would you?",
                            ("", [call("bash", f"{src}:{2 + r % 9}:1: F401 'django.db.models' imported but unused",
                                       error=True, command=f"flake8 site/{tag}")]),
                            ("An unused import; taking it out.",
                             [call("edit", "Applied 1 edit.", path=src, oldText="from django.db import models\n", newText="")]),
                            ("", [call("bash", "", command=f"flake8 site/{tag}")]),
                            "flake8 is clean now."))
        if r % 5 == 1:
            out.append(turn(f"Set the footer year to 20{20 + r % 9}.",
                            ("", [call("edit", "Applied 1 edit.", path="site/templates/footer.html", oldText="&copy; ",
                                       newText=f"&copy; 20{20 + r % 9} ")]),
                            "Footer updated."))
        if r % 6 == 4:
            out.append(turn("How many tests do we have in total?", f"{180 + r % 40} across all apps."))
        if r % 7 == 2:
            out.append(turn("Anything else you spotted while in there?",
                            "A couple of templates load static files without the static tag. Shall I fix them?"))
            out.append(turn("Go ahead.", ("", [call("edit", "Applied 2 edits.", path=f"site/templates/{tag}/base.html",
                                                    oldText="href=\"/static/", newText="href=\"{% static '")]),
                            "Fixed both."))
        if r % 9 == 5:
            out.append(turn("Sometime soon, make the migration for the new field.", "I'll do it with the next change."))
        if r % 9 == 6:
            out.append(turn("Is that migration made?",
                            ("", [call("bash", f"Migrations for '{tag}':\n  site/{tag}/migrations/00{10 + r % 80}_auto.py",
                                       command="python manage.py makemigrations")]),
                            "Made and applied."))
        return tuple(out)

    return turns


def _falconry() -> Scripted:
    f = Builder()
    panic = f("failure", "panic: runtime error: index out of range [7] with length 7")
    golog = long_log(130, "hawk-go", "2026/09/12 07:41:03 weigh-in: reading 23 birds from scale COM3\n"
                                     "2026/09/12 07:41:04 weigh-in: Bramble 712g (flying 705g)\n"
                                     + panic + "\n\ngoroutine 1 [running]:\n"
                                     "main.flyingWeight(...)\n\t/srv/mews/cmd/weighin/main.go:58\n"
                                     "main.main()\n\t/srv/mews/cmd/weighin/main.go:33 +0x2f1\nexit status 2")
    fk = f("failure", "The INSERT statement conflicted with the FOREIGN KEY constraint \"FK_walks_bird\".")
    mssql = ("Msg 547, Level 16, State 0, Server HAWKWOOD\\SQLEXPRESS, Line 4\n" + fk + " The conflict occurred in "
             "database \"hawkwood\", table \"dbo.birds\", column 'bird_id'.\nThe statement has been terminated.\n")
    rounds = (
        (turn("Hi. I'm the office half of Hawkwood Falconry, we've "
              f"{f('number', '23 birds of prey')} in the mews and do two flying displays a day. The morning goes: "
              f"mews cleaned, {f('constraint', 'every bird is weighed before it flies')}, weights in the book, then "
              "the displays. The book is now a little Go program Tom wrote, "
              f"{f('path', 'mews/cmd/weighin/main.go')}, and this morning it fell over.",
              ("", [call("bash", golog, error=True, command=f("command", "go run ./cmd/weighin -day 2026-09-12"))]),
              "It has a table of flying weights for seven birds and looks up the eighth one, so it reads past the end."),
         turn("We got two new kestrels in August, nobody added them. Can it read the weights from the birds file "
              "instead of the table?",
              ("", [call("edit", "Applied 1 edit.", path="mews/cmd/weighin/main.go", oldText="flying[i]",
                         newText="birds[i].FlyingWeight")]),
              "Done, it reads them from birds.csv now, all 23.")),
        (turn("Something I want on the hawk walk booking page. Last summer a Harris hawk footed a boy's bare wrist "
              "because his dad had taken the glove off him for a photo. Blood everywhere, the family were lovely "
              f"about it, but: {f('constraint', 'no visitor holds a bird without a gauntlet on')}. Ever. Put it in "
              "big letters.",
              "It's on the booking page and the confirmation e-mail now."),
         turn("Thanks. A wedding planner rang this morning wanting us to "
              f"{f('rejected', 'have the barn owl carry the rings down the aisle')}. I said no; an owl in a "
              "marquee full of people and speakers just goes up into the roof and sits there.",
              "Understood. Do you want that in the FAQ for when the next one asks?"),
         turn("Good idea. Now load the hawk walk bookings into the new database.",
              ("", [call("bash", mssql, error=True, command=f("command", "sqlcmd -S localhost -d hawkwood -i sql/walks.sql"))]),
              "One booking names a bird id that isn't in the birds table."),
         turn("That'll be Pip, he died in June. Book that family with Bramble.",
              ("", [call("edit", "Applied 1 edit.", path="sql/walks.sql", oldText="bird_id = 19", newText="bird_id = 4")]),
              f"Moved to Bramble and loaded. One idea while we're here: "
              f"{f('rejected', 'open the mews to visitors after the last display')}, as a paid extra. People ask.")),
        (turn("What would the birds make of it though? They're fed and settling by then.",
              "Some would be fine, some would bate on the perch with strangers at the door, I'd guess."),
         turn(f"Hm. A hawk walk is {f('number', '£45 a head')}, by the way, and the rings on the birds are like "
              f"{f('identifier', 'IBR 44017W')} for Bramble. How many walks last month?",
              ("", [call("bash", "walks (Aug): 96 booked, 88 flown, 8 rained off", command="sqlcmd -S localhost -d hawkwood -Q \"exec walk_stats\"")]),
              "96 booked, 88 went ahead."),
         turn("About the evenings: the mews stay shut to the public. The birds need their quiet time.",
              "Shut it is."),
         turn(f"Half-term's coming. I'll {f('rejected', 'add a third flying display at six in the evening')} for the "
              "school holidays.",
              "The birds are brought down to their flying weight for two flights a day. A third one means flying them "
              "hungrier than you like, or flying them heavy and having them sit in a tree.")),
        (turn("Yeah, Tom said the same. Two displays, leave it.",
              f"Two, then. Shall I save the daily weights under {f('path', 'mews/weights/2026/')}?"),
         turn(f"Please. And I'd like {f('pending', 'a weight chart for each bird over the last 30 days')}.",
              "Sure."),
         turn(f"There's a thing we keep arguing about: {f('pending', 'should the hawk walks stop during the moult')}? "
              "Anyway, what's the forecast for Saturday?",
              ("", [call("bash", "Sat: light rain until 11, then dry, wind SW 9 mph", command="curl -s wttr.in/Hawkwood?format=3")]),
              "Rain until eleven, then dry with a light wind.")),
    )
    later = ((13, (turn(f"Note this down: {f('pending', 'the zoo licence inspection pack by 3 October')}. The council "
                        "sends the inspector the week after.", "Noted."),)),
             (29, (turn("The inspection pack — have we started? October's nearly here.", "Not yet."),)))
    return Scripted("fresh9-en-falconry", "en", rounds, tuple(f.facts), held_out=True, fresh9=True, later=later,
                    routine=routine_en("hawks"))


def _windmill() -> Scripted:
    f = Builder()
    php = f("failure", "PHP Fatal error:  Uncaught TypeError: Rota::assign(): Argument #2 ($sunday) must be of type DateTimeInterface, null given")
    artisan = long_log(115, "mill-php", "   INFO  Running scheduled command: php artisan rota:build\n\n"
                                        + php + ", called in /var/www/rota/app/Console/Commands/BuildRota.php on line 41 "
                                        "and defined in /var/www/rota/app/Rota.php:22\nStack trace:\n"
                                        "#0 /var/www/rota/app/Console/Commands/BuildRota.php(41): Rota->assign(Object(App\\Volunteer), NULL)\n"
                                        "#1 /var/www/rota/vendor/laravel/framework/src/Illuminate/Container/BoundMethod.php(36): "
                                        "App\\Console\\Commands\\BuildRota->handle()\n#2 {main}\n  thrown in /var/www/rota/app/Rota.php on line 22")
    mysql = f("failure", "ERROR 1406 (22001) at line 14: Data too long for column 'miller_notes' at row 3")
    rounds = (
        (turn("Hello! I'm secretary of the Friends of Upton Tower Mill. We've "
              f"{f('number', '11 volunteer millers')} and we grind on open-day Sundays, about "
              f"{f('number', '300 kg of wholemeal a month')}. The rota site is Laravel, "
              f"{f('path', 'rota/app/Console/Commands/BuildRota.php')} builds it, and it's stopped sending the "
              "Sunday rota out.",
              ("", [call("bash", artisan, error=True, command=f("command", "php artisan rota:build --month=2026-10"))]),
              "One volunteer has no Sunday set, and the rota code passes that empty date straight on."),
         turn("That's Margaret, she's on leave. Skip people with no Sunday. And remember that "
              f"{f('constraint', 'the sails are pinned and the brake is on whenever the mill is left unattended')}, "
              "even for ten minutes for a cup of tea. The rota e-mail should say so at the bottom.",
              ("", [call("edit", "Applied 1 edit.", path="rota/app/Console/Commands/BuildRota.php",
                         oldText="$rota->assign($v, $v->sunday)", newText="if ($v->sunday) $rota->assign($v, $v->sunday)")]),
              "Skipped, and the footer line is in.")),
        (turn("The shop. Last spring the farm shop in the village had our flour on the shelf and nobody could tell "
              "how old the bags were, so they pulled the lot and we ate the loss. From now on "
              f"{f('constraint', 'every bag of flour we sell must show its grinding date')}. Load the sales log "
              "into the database, the new columns are there.",
              ("", [call("bash", mysql, error=True, command=f("command", "mysql upton < sql/flour_sales.sql"))]),
              "Row 3 has a long miller's note; the column is too short for it."),
         turn("Make the notes column bigger then.",
              ("", [call("edit", "Applied 1 edit.", path="sql/schema.sql", oldText="miller_notes VARCHAR(80)",
                         newText="miller_notes TEXT")]),
              "Done, it loads now. There's a letter in the inbox from the heritage grants officer, by the way."),
         turn("Read it to me.",
              ("", [call("read", "Dear Friends, as part of the repair grant we would like you to consider replacing the "
                                 "timber sail frames with galvanised steel, which would reduce future maintenance...",
                         path="letters/grant-officer-2026-09.txt")]),
              f"She suggests you {f('rejected', 'replace the wooden sail frames with steel ones')} as part of the repair.")),
        (turn("No.", "What should I say to her?"),
         turn("The mill's Grade II* listed, the repairs are like for like, larch for larch. She knows that, really.",
              f"I'll draft the reply along those lines. Is the list entry {f('identifier', 'NHLE 1087413')}?"),
         turn("That's the one. At the committee, Derek proposed we "
              f"{f('rejected', 'run the millstones on an electric motor on windless open days')} so visitors always "
              "see them turning. I said we'd show the film of the stones grinding in the granary instead, and "
              "everyone went for that.",
              "So on still Sundays the grinding film plays in the granary."),
         turn("Yes. Does anyone order flour from outside the village?",
              f"Now and then by e-mail. You could {f('rejected', 'sell the flour online with nationwide delivery')}; "
              "the bags would post fine.")),
        (turn("Not before the cap's re-boarded. Ask me again next year.",
              f"Next year. Where do the monthly sales sheets live — {f('path', 'shop/sales/')}?"),
         turn(f"Yes. I want {f('pending', 'a Sunday rota of who is on the sails')} printed for the mill door.",
              "Okay."),
         turn(f"And Brian, our treasurer, needs {f('pending', 'the flour sales by month for the AGM')}.",
              "Noted."),
         turn(f"Oh and {f('pending', 'the open-day insurance certificate is still missing from the shared drive')}, so "
              "if anyone asks, we can't show it. How windy is it tomorrow?",
              ("", [call("bash", "Sun: NW 16 mph, gusts 24", command="php artisan weather:sunday")]),
              "Sixteen, gusting twenty-four from the north-west.")),
    )
    later = ((21, (turn("We still haven't got the Sunday rota of who is on the sails on the door. People keep ringing me.",
                        "Not done yet."),)),)
    return Scripted("fresh9-en-windmill", "en", rounds, tuple(f.facts), held_out=True, fresh9=True, later=later,
                    routine=routine_en("mill"))


def _signs() -> Scripted:
    f = Builder()
    esm = f("failure", "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'sharp' imported from /shop/proofs/render.mjs")
    node = long_log(100, "signs-node", "> proofs@1.4.0 render\n> node proofs/render.mjs SGN-0917\n\n"
                                       "node:internal/modules/esm/resolve:854\n  throw new ERR_MODULE_NOT_FOUND(packageName, "
                                       "fileURLToPath(base), null);\n        ^\n\n" + esm + "\n"
                                       "    at packageResolve (node:internal/modules/esm/resolve:854:9)\n"
                                       "    at moduleResolve (node:internal/modules/esm/resolve:927:18)\n\n"
                                       "  code: 'ERR_MODULE_NOT_FOUND'\n}\n\nNode.js v22.3.0")
    pgcol = f("failure", "ERROR:  column \"gilding_hours\" does not exist")
    pg = (pgcol + "\nLINE 1: select job, gilding_hours from jobs where year = 2026;\n"
          "                    ^\nHINT:  Perhaps you meant to reference the column \"jobs.gild_hours\".\n")
    rounds = (
        (turn("I run a sign-painting shop, me and an apprentice: shop fronts, pub signs, gold leaf on glass. "
              f"We use {f('number', '23.5 carat gold leaf')} and the lead time's about "
              f"{f('number', '6 weeks')}. The proof renderer, {f('path', 'proofs/render.mjs')}, won't run since "
              "the laptop was rebuilt.",
              ("", [call("bash", node, error=True, command=f("command", "npm run render -- SGN-0917"))]),
              "The image library it uses isn't installed on the new laptop."),
         turn(f"That's the job for the butcher's, {f('identifier', 'SGN-0917')}. Install it. While I think of it, "
              "how we work: since Gareth came off the ladder outside the Crown in 2019, "
              f"{f('constraint', 'nobody goes up a ladder above the first floor on their own')}. Put a line on the "
              "job sheet so whoever books the job books two of us.",
              ("", [call("bash", "added 1 package in 3s", command="npm install sharp")]),
              "Installed, the proof renders, and the job sheet has a 'two on site above first floor' line.")),
        (turn("Good. Also remember that "
              f"{f('constraint', 'the client signs the drawing on paper before any paint goes on')}. A lady once "
              "swore blind she'd asked for green, after the whole fascia was done in maroon.",
              "I'll make the proof print with a signature box."),
         turn("Perfect. Forwarding you something from the pub company's area manager.",
              ("", [call("read", "Hi both, for the estate refresh we'd like to "
                                 "print the pub signs as vinyl and have you paint only the borders, to bring the unit cost down...",
                         path="mail/area-manager-2026-09.eml")]),
              f"He wants to {f('rejected', 'print the pub signs as vinyl and have you paint only the borders')}."),
         turn("What do you make of it?",
              "Cheaper per sign, and quicker. Vinyl fades and lifts in about five years on a south-facing board; "
              "painted boards go fifteen or twenty with a touch-up.")),
        (turn("We keep painting them. That's what a pub sign is.",
              "I'll write back that the boards stay hand-painted."),
         turn("Timesheet for the year, please.",
              ("", [call("bash", pg, error=True, command=f("command", "psql -d shop -c 'select job, gilding_hours from jobs'"))]),
              "The gilding column is called something slightly different."),
         turn("Oh, I shortened it. Use that.",
              ("", [call("bash", "total gild hours 2026: 214", command="psql -d shop -c 'select sum(gild_hours) from jobs'")]),
              "214 hours of gilding this year."),
         turn(f"What if we {f('rejected', 'offered a cheaper digital-print line for market traders')}? There's money "
              "in market stalls.",
              "You'd be selling the thing you tell the pub company not to buy, under your own name.")),
        (turn("Ha. True. Forget I said it.",
              "Forgotten. Anything from Kyle?"),
         turn(f"Kyle asked if he could {f('rejected', 'project the lettering onto the board and trace it')}. "
              "Not a chance. You learn to space letters by eye or you never learn.",
              f"Understood. Should his practice boards go in {f('path', 'apprentice/boards/')} with the photos?"),
         turn(f"Yes. And I need {f('pending', 'a price sheet for gilded letters by height')} before the trade fair.",
              "Noted."),
         turn(f"Something I've never settled: {f('pending', 'do we charge travel for jobs outside the county')}? "
              "Anyway, how many jobs are open?",
              ("", [call("bash", "open jobs: 9 (2 gilding, 5 fascia, 2 pub)", command="psql -d shop -c 'select * from open_jobs'")]),
              "Nine open, two of them gilding.")),
    )
    later = ((26, (turn(f"If it's easy one day: {f('pending', 'photos of every finished sign on the website')}. People "
                        "want to see them.", "Sure."),)),)
    return Scripted("fresh9-en-signs", "en", rounds, tuple(f.facts), held_out=True, fresh9=True, later=later,
                    routine=routine_en("signs"))


def _quarry() -> Scripted:
    f = Builder()
    undef = f("failure", "undefined reference to `crc16_ccitt'")
    gcc = long_log(125, "quarry-gcc", "arm-none-eabi-gcc -O2 -o build/weigh.elf build/main.o build/serial.o -Wl,--gc-sections\n"
                                      "/usr/lib/gcc/arm-none-eabi/13.2.1/../../../arm-none-eabi/bin/ld: build/serial.o: "
                                      "in function `send_ticket':\nserial.c:(.text+0x1f4): " + undef + "\n"
                                      "collect2: error: ld returned 1 exit status\n"
                                      "make: *** [Makefile:31: build/weigh.elf] Error 1")
    pderr = f("failure", "pandas.errors.ParserError: Error tokenizing data. C error: Expected 7 fields in line 233, saw 8")
    py = long_log(90, "quarry-py", "Traceback (most recent call last):\n  File \"/quarry/tonnage/monthly.py\", line 19, in <module>\n"
                                   "    df = pd.read_csv(src)\n  File \"/usr/lib/python3/site-packages/pandas/io/parsers/readers.py\", "
                                   "line 1026, in read_csv\n    return _read(filepath_or_buffer, kwds)\n"
                                   "  File \"parsers.pyx\", line 890, in pandas._libs.parsers.TextReader._read_rows\n" + pderr)
    induction = f("pending", "the new drivers' induction records are still missing")
    rounds = (
        (turn(f"I look after the systems at Coldwell Quarry, limestone, about {f('number', '650,000 tonnes a year')} "
              f"through a crusher doing {f('number', '400 tonnes an hour')}. The weighbridge firmware lives in "
              f"{f('path', 'weighbridge/src/serial.c')} and it won't link after Priya's change.",
              ("", [call("bash", gcc, error=True, command=f("command", "make -C weighbridge"))]),
              "The ticket code calls a checksum function that no file provides any more."),
         turn("She moved it to crc.c and forgot the Makefile. Add it. For the blasting screen, the neighbours' "
              f"deal is simple, {f('constraint', 'no blasting outside 10 am to 4 pm on weekdays')} and a siren five "
              "minutes before.",
              ("", [call("edit", "Applied 1 edit.", path="weighbridge/Makefile", oldText="OBJS = main.o serial.o",
                         newText="OBJS = main.o serial.o crc.o")]),
              "It links now, and the blasting screen greys out times outside that window.")),
        (turn("Remember the wheel wash, will you. The council fined us two grand in March because lorries were "
              f"dropping mud all down the B road, so {f('constraint', 'every lorry goes through the wheel wash before the weighbridge')}. "
              "The ticket should refuse a lorry that hasn't.",
              "I'll have the weighbridge check the wash sensor before it prints a ticket."),
         turn("Ta. At the liaison meeting, the parish council chair proposed we "
              f"{f('rejected', 'close the quarry on Saturdays')} altogether. I offered Saturday mornings till noon, "
              "no blasting, and they took it.",
              "So Saturdays are open until noon and never blast."),
         turn("Right. Run the monthly tonnage for the hauliers.",
              ("", [call("bash", py, error=True, command=f("command", "python tonnage/monthly.py --month 2026-08"))]),
              "Line 233 of the export has an extra field; a comma in a customer name, I'd guess.")),
        (turn("Quote the fields then.",
              ("", [call("edit", "Applied 1 edit.", path="tonnage/monthly.py", oldText="pd.read_csv(src)",
                         newText="pd.read_csv(src, quotechar='\"')")]),
              "Runs now. 54,210 tonnes in August."),
         turn("Fine. Barlows rang, the haulier. They want to "
              f"{f('rejected', 'start loading lorries before 6 am')} so their drivers miss the school run.",
              "What would you like me to tell them?"),
         turn("The planning permission says seven. That's all there is to it.",
              f"I'll put it in writing. Their account is {f('identifier', 'HAUL-0384')}?"),
         turn("Yes. What was that thing you read about?",
              f"A quarry in the Peak District started to {f('rejected', 'bag the quarry dust and sell it to gardeners as rock dust')}; "
              "they say it pays for the bagging machine in a year.")),
        (turn("Not this year. We've enough on with the new crusher.",
              f"Understood. The tickets are archived under {f('path', 'weighbridge/tickets/')}; shall I keep them there?"),
         turn(f"Keep them there. Another thing: {induction} "
              "from the safety file. And Barlows asked for "
              f"{f('pending', 'monthly tonnage statements for each haulier')}.",
              "Okay, both noted."),
         turn("How's the crusher running today?",
              ("", [call("bash", "crusher: 388 t/h avg, 2 stops (blocked chute)", command="python tonnage/crusher.py --today")]),
              "About 388 an hour, two stops for a blocked chute.")),
    )
    later = ((34, (turn("Is the new screen mesh worth it, do you think? And "
                        f"{f('pending', 'the blast vibration report to the council by Friday')}, don't let me forget.",
                        "I think so, yes. I'll remind you."),)),)
    return Scripted("fresh9-en-quarry", "en", rounds, tuple(f.facts), held_out=True, fresh9=True, later=later,
                    routine=routine_en("quarry"))


SESSIONS = (_falconry(), _windmill(), _signs(), _quarry())
