"""Eleventh fresh held-out set (English): written blind, in parallel with the twelfth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions
or the benchmark's report); committed before its first run and not to be edited after it.
``heldout_fresh11_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped:
a thatching firm, a letterpress print shop, a hot-air balloon operator, a sheepdog trials society).
The shapes vary across turns: a proposal put forward in one round and answered a round or two later,
after a compaction and other talk; a relayed proposal turned down in the same message; a turn-down
spread over two messages; a plan ("I'll…") dropped after an objection; a counter-proposal accepted
instead; a deferral ("not this season"); a turn-down that only negates the verb; "yes, but"; the
assistant's idea told as what another firm does; proposals by letter, phone, e-mail and a meeting.
Failures are multi-line blocks from Go, MySQL, Python (a chained traceback), Node, Java, Rust, PHP and
pytest, with the cause above or below the word "error", blank lines inside, deep in long logs. Open
items: a request acknowledged in a word and left, a request repeated later, a question nobody answers,
a gap, a deadline, someone else's ask, a wish. Routine work (``routine_en``) is this file's own, a
Swift iOS app; it has turns that look like facts and are not planted: a request done at once, a
swiftlint error fixed and rerun clean, an offer taken up, a request deferred and reported done a round
later, a failing unit test fixed at once.

Descriptions:
- thatch: a thatching firm (water reed and long straw, listed cottages, a reed store, a Go job planner
  and a MySQL quotes database). Rules: inside a sentence about the start of a job, no roof is stripped
  before the scaffold inspection is signed (plain, no modal); as a complaint about a rotten batch, reed
  has to be stored under cover for a month before it goes on a roof. The assistant tells how a firm in
  Norfolk uses imported Turkish reed; the user says "let me ask Ted", and answers only two rounds later,
  after a compaction (it lasts half as long and the conservation officer won't sign it off). The user's
  own plan (taking the church barn job in January) is dropped after the assistant reminds him the crew
  is cutting reed then. A parish council letter asks to spray every roof with fire retardant; the turn-
  down negates the verb only ("we don't spray"). Failures: a Go "index out of range" panic deep in a
  long log with the goroutine trace below; a MySQL ERROR 1452 foreign key failure. Left to do: a
  materials list for a farm roof (acknowledged, asked again later); a question never answered (does
  listed building consent cover a change from long straw to water reed); later, the conservation
  officer's report by a date.
- press: a letterpress print shop (a Heidelberg platen, hand-set lead type, wedding stationery). Rules:
  a reminder: nobody eats at the composing bench (lead); a complaint (two hundred invitations with the
  wrong Saturday): nothing goes on the press until the customer has signed the proof. A bride's mother
  on the phone wants digital colour printing with embossing on top; relayed and turned down bluntly in
  the same message. A design agency's e-mail proposes photopolymer plates for every job; the turn-down
  is spread over two messages ("not keen", other talk, then what stays: the text is hand-set). The
  assistant's "what if" (selling the unused wood type) draws a question ("what would that fetch?") and
  is turned down by a story in the next round. Failures: a Python traceback with a chained exception
  ("During handling of the above exception…"), the cause in the first block; a Node ERR_MODULE_NOT_FOUND
  with the require stack below. Left to do: the agency's ask (paper weights for a wedding suite); a gap
  (the ink extractor's service is overdue); a request acknowledged and left, asked again later (a price
  list per sheet size).
- balloon: a hot-air balloon ride company (two balloons, a retrieve crew, a booking site). Rules:
  a plain limit inside a sentence: we don't launch when the surface wind is over eight knots; with
  "must" and a story: every passenger is weighed at check-in. At a meeting the tourism board asks for
  sunset flights from the castle lawn; the counter-proposal (dawn flights from the showground) is what
  was agreed. The user's "let's make the tickets non-refundable" is dropped after the assistant points
  out weather cancellations. A pilot's idea (a sixteen-person basket) is deferred ("not this season").
  Failures: a Java DateTimeParseException with the cause in the message line below "Exception in thread";
  a Rust compile error whose cause is in the note below the header. Left to do: a question asked and not
  answered (does the CAA need the new retrieve driver's licence details); someone else's ask (the
  landowners' list of fields we may land in); later, a wish (a flight-track map for each passenger).
- trials: a sheepdog trials society (an open trial on a hill farm, handlers, judges, scores out of 110,
  a PHP entries site). Rules: described as a fact: the judge never sees the running order with the
  handlers' names; with "can't" and a reason: a dog under eighteen months can't run in the open class.
  A sponsor e-mails asking to film the runs with a drone; the assistant asks "what should I tell
  them?" and the answer is a reason only (drones spook the sheep). The user's plan to take entries on
  the day is dropped after the assistant's objection (the catalogue and the sheep count). The farmer
  rings proposing the trial moves to the top field; the answer comes a round later, after a compaction
  ("yes, but" only for the novice class; the open stays where it is). Failures: a PHP PDOException
  duplicate entry under "PHP Fatal error"; a pytest failure with the assertion below the E lines. Left
  to do: a request acknowledged and left (a results sheet with the points lost per phase); a gap (the
  first-aider for the day is still not booked); later, a deadline repeated (the catalogue to the printer
  by Friday the 5th).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (eleventh fresh set)
_TASKS_EN = (("move the settings screen to SwiftUI", "the settings screen is SwiftUI now"),
             ("cache the thumbnails on disk", "thumbnails are cached on disk"),
             ("make the list pull-to-refresh", "the list refreshes on pull"),
             ("give the buttons Dynamic Type support", "the buttons scale with Dynamic Type"),
             ("replace the hand-rolled date parsing with ISO8601DateFormatter", "dates go through ISO8601DateFormatter"),
             ("add a dark-mode colour for the header", "the header has a dark-mode colour"),
             ("write an XCTest for the currency formatter", "the currency formatter has a test"),
             ("drop the unused analytics pod", "the analytics pod is gone"))
_OPENERS_EN = ("App chore: {}.", "If you've a minute, {}.", "Quick one for the iPhone app: {}.", "Please {}.")


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        task, done = _TASKS_EN[r % len(_TASKS_EN)]
        src = f"ios/{tag}/Sources/Views/Row{r % 6}View.swift"
        out = [
            turn(_OPENERS_EN[r % 4].format(task),
                 ("Checking.", [call("bash", f"{src}:{3 + r % 25}:struct Row{r % 6}View: View {{",
                                     command=f"grep -rn 'struct Row' ios/{tag}/Sources")]),
                 ("", [call("read", f"struct Row{r % 6}View: View {{\n    var item: Item\n    var body: some View {{ Text(item.title) }}\n}}\n" * 4,
                            path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="Text(item.title)", newText="Text(item.title).lineLimit(2)")]),
                 ("", [call("bash", f"Test Suite 'All tests' passed.\n\t Executed {30 + r % 40} tests, with 0 failures in {1 + r % 5}.{r % 9}02 seconds",
                            command="swift test")]),
                 f"Done: {done}."),
        ]
        if r % 4 == 1:
            out.append(turn("Run swiftlint over it.",
                            ("", [call("bash", f"{src}:{5 + r % 15}:1: error: Trailing Whitespace Violation: Lines should not "
                                               "have trailing whitespace (trailing_whitespace)\nDone linting! Found 1 violation, 1 serious in 1 file.",
                                       error=True, command=f"swiftlint lint ios/{tag}")]),
                            ("Stray spaces at a line end; trimming.",
                             [call("edit", "Applied 1 edit.", path=src, oldText="View {  ", newText="View {")]),
                            ("", [call("bash", "Done linting! Found 0 violations, 0 serious in 1 file.", command=f"swiftlint lint ios/{tag}")]),
                            "Lint is clean."))
        if r % 5 == 3:
            out.append(turn("The currency test went red on CI, can you look?",
                            ("", [call("bash", f"XCTAssertEqual failed: (\"£1,200.00\") is not equal to (\"£1200.00\")\n"
                                               f"Executed {30 + r % 40} tests, with 1 failure", error=True, command="swift test --filter CurrencyTests")]),
                            ("The test expected no grouping separator; the formatter adds one, which is what the app shows.",
                             [call("edit", "Applied 1 edit.", path=f"ios/{tag}/Tests/CurrencyTests.swift",
                                   oldText="\"£1200.00\"", newText="\"£1,200.00\"")]),
                            ("", [call("bash", "Executed 1 test, with 0 failures", command="swift test --filter CurrencyTests")]),
                            "Green again."))
        if r % 6 == 2:
            out.append(turn(f"Set the build number to {100 + r}.",
                            ("", [call("edit", "Applied 1 edit.", path=f"ios/{tag}/Info.plist", oldText="<key>CFBundleVersion</key>",
                                       newText=f"<key>CFBundleVersion</key><!-- {100 + r} -->")]),
                            "Set."))
        if r % 7 == 4:
            out.append(turn("How long does a clean build take these days?", f"Around {40 + r % 30} seconds on this machine."))
        if r % 8 == 6:
            out.append(turn("Spot anything else while you were in there?",
                            "Two views format the same date each time they redraw. Shall I make one shared formatter?"))
            out.append(turn("Go ahead.", ("", [call("edit", "Applied 2 edits.", path=f"ios/{tag}/Sources/Shared/Formatters.swift",
                                                    oldText="DateFormatter()", newText="Formatters.shortDate")]),
                            "One shared formatter now."))
        if r % 9 == 2:
            out.append(turn("Some time, add a preview for the row view.", "Sure, when I'm next in that file."))
        if r % 9 == 3:
            out.append(turn("Is the row preview in?",
                            ("", [call("edit", "Applied 1 edit.", path=f"ios/{tag}/Sources/Views/RowPreviews.swift",
                                       oldText="", newText="#Preview { Row0View(item: .sample) }")]),
                            "It is now."))
        return tuple(out)

    return turns


def _thatch() -> Scripted:
    f = Builder()
    oob = f("failure", "panic: runtime error: index out of range [3] with length 3")
    golog = long_log(115, "thatch-go", "go: downloading github.com/jung-kurt/gofpdf v1.16.2\n"
                                       "planner: loaded 27 jobs, 4 crews, season 2027\n"
                                       "planner: assigning crew for job HOL-FARM (long straw, 212 sq m)\n\n" + oob + "\n\n"
                                       "goroutine 1 [running]:\nmain.assignCrews(0xc0000a6000, 0x1b, 0x3)\n"
                                       "\t/srv/planner/crews.go:58 +0x2f4\nmain.main()\n\t/srv/planner/main.go:31 +0x1a5\n"
                                       "exit status 2")
    fk = f("failure", "ERROR 1452 (23000): Cannot add or update a child row: a foreign key constraint fails")
    mysql = ("mysql: [Warning] Using a password on the command line interface can be insecure.\n"
             + fk + " (`quotes`.`quote_lines`, CONSTRAINT `fk_material` FOREIGN KEY (`material_id`) REFERENCES "
             "`materials` (`id`))\n")
    materials = f("pending", "a materials list for the Hollins Farm roof")
    rounds = (
        (turn("Morning. I run Ashcombe Thatching, four of us plus Ted who's been at it fifty years. We do about "
              f"{f('number', '30 roofs a season')}, most of them listed cottages. The job planner's a Go program my "
              f"nephew wrote, {f('path', 'planner/crews.go')}, and it's keeled over planning next year.",
              ("", [call("bash", golog, error=True, command=f("command", "go run ./planner --season 2027"))]),
              "It gives each job a crew by its position in a list of crews, and there are only three crews listed "
              "while the job asks for a fourth."),
         turn("Ted's crew is missing from the file, he's back after his knee. Add him as crew four.",
              ("", [call("edit", "Applied 1 edit.", path="planner/crews.yaml", oldText="crews:\n",
                         newText="crews:\n  - name: Ted\n")]),
              "Added. The season plans now, 27 jobs over four crews.")),
        (turn("Right. When we start a job the scaffolders go up first, and "
              f"{f('constraint', 'no roof is stripped before the scaffold inspection is signed')}, the planner "
              "should leave a day's gap for that.",
              "I'll put an inspection day between scaffold and strip on every job."),
         turn("And I'll have a grumble while I'm at it. Two years back we put wet reed straight off the lorry "
              "onto a roof in Bramley and it was black inside in a year, we redid it for nothing. So "
              f"{f('constraint', 'reed has to be stored under cover for a month before it goes on a roof')}. "
              "The planner doesn't know about deliveries yet.",
              "Then it should check each delivery date and refuse a job that starts within the month."),
         turn("Exactly. Now the quotes database, I was adding the new ridge prices.",
              ("", [call("bash", mysql, error=True, command=f("command", "mysql -u office quotes < sql/ridge_prices_2027.sql"))]),
              "The quote lines point at a material that isn't in the materials table yet."),
         turn("That's the new sedge ridge. Add the material first.",
              ("", [call("edit", "Applied 1 edit.", path="sql/ridge_prices_2027.sql", oldText="INSERT INTO quote_lines",
                         newText="INSERT INTO materials (id, name) VALUES (41, 'sedge ridge');\nINSERT INTO quote_lines")]),
              "Loaded. By the way, a firm in Norfolk I read about "
              f"{f('rejected', 'uses imported Turkish reed')} on most of its roofs; it's cheaper and always in stock.")),
        (turn("Hm. Let me ask Ted, he knows more about reed than anyone. Anyway, "
              f"{f('identifier', 'LBC/2026/0318')} is the listed building consent for Hollins Farm, put it on the job.",
              "It's on the Hollins Farm job."),
         turn(f"I'll {f('rejected', 'take the church barn job in January')}, the vicar wants it done before Easter.",
              "January is when the crew is out cutting reed on the marsh; last year's plan has all four crews on the "
              "harvest from the first week of January to mid-March."),
         turn("Bother, you're right, we can't be on a roof and in the reed bed. The barn waits till after the "
              f"harvest then. The harvest notes are in {f('path', 'harvest/2027/')} if you need them.",
              "Noted, the barn goes after the harvest."),
         turn("The parish council's written, read it out.",
              ("", [call("read", "Dear Mr Lane, following the fire at Upper Combe the council would encourage all thatchers "
                                 "working in the parish to spray every roof with fire retardant on completion...",
                         path="post/parish-council-2026-11.txt")]),
              f"They'd like you to {f('rejected', 'spray every roof with fire retardant')} when it's finished."),
         turn("We don't spray. Write and tell them, politely.",
              "I'll reply that you don't spray the roofs.")),
        (turn(f"Ta. For the Hollins Farm job I need {materials}.",
              "Okay."),
         turn(f"A roof that size takes about {f('number', '1,400 bundles of water reed')}, give or take. And something "
              f"I never got a straight answer on: {f('pending', 'does listed building consent cover a change from long straw to water reed')}? "
              "Oh well. How many jobs are on for March?",
              ("", [call("bash", "March: 3 jobs (2 water reed, 1 long straw), 0 clashes", command="go run ./planner --month 2027-03")]),
              "Three, no clashes.")),
    )
    later = ((6, (turn("Ted says no to the Turkish reed, by the way. It lasts half as long as ours and the conservation "
                       "officer won't sign it off on a listed roof.", "Understood, home-grown reed only."),)),
             (13, (turn(f"Put this in: {f('pending', 'the conservation officer needs our report by 14 March')}.",
                        "Noted."),)),
             (26, (turn("Did you ever do that Hollins Farm materials list? The merchant wants an order.",
                        "Not yet."),)))
    return Scripted("fresh11-en-thatch", "en", rounds, tuple(f.facts), held_out=True, fresh11=True, later=later,
                    routine=routine_en("thatch"))


def _press() -> Scripted:
    f = Builder()
    decode = f("failure", "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 14: invalid continuation byte")
    py = long_log(100, "press-py", "Traceback (most recent call last):\n"
                                   "  File \"/shop/jobs/import_guests.py\", line 22, in read_rows\n"
                                   "    for row in csv.DictReader(fh):\n"
                                   "  File \"<frozen codecs>\", line 322, in decode\n" + decode + "\n\n"
                                   "During handling of the above exception, another exception occurred:\n\n"
                                   "Traceback (most recent call last):\n"
                                   "  File \"/shop/jobs/import_guests.py\", line 40, in <module>\n"
                                   "    rows = read_rows(sys.argv[1])\n"
                                   "  File \"/shop/jobs/import_guests.py\", line 25, in read_rows\n"
                                   "    raise ImportFailed(path) from None\n"
                                   "ImportFailed: guests-ashdown.csv")
    missing = f("failure", "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'pdfkit' imported from /shop/proofs/make.js")
    node = ("node:internal/modules/esm/resolve:854\n  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);\n"
            "        ^\n\n" + missing + "\n    at packageResolve (node:internal/modules/esm/resolve:854:9)\n"
            "    at moduleResolve (node:internal/modules/esm/resolve:927:18) {\n  code: 'ERR_MODULE_NOT_FOUND'\n}\n\nNode.js v20.11.1\n")
    prices = f("pending", "a price list per sheet size")
    rounds = (
        (turn("Hello, this is Quire & Platen, a little letterpress shop. One Heidelberg platen, a proofing press, "
              f"and about {f('number', '300 cases of lead type')}. Mostly wedding stationery. The guest list import, "
              f"{f('path', 'jobs/import_guests.py')}, fails on the Ashdown wedding.",
              ("", [call("bash", py, error=True, command=f("command", "python jobs/import_guests.py guests-ashdown.csv"))]),
              "The CSV isn't UTF-8; it was saved in Latin-1 and one guest's name has an é in it."),
         turn("Mrs Ashdown did it in an old Excel. Read it as Latin-1 when UTF-8 fails.",
              ("", [call("edit", "Applied 1 edit.", path="jobs/import_guests.py", oldText="open(path, encoding='utf-8')",
                         newText="open(path, encoding=sniff_encoding(path))")]),
              "Imported, 148 guests including Mme Lefèvre.")),
        (turn("Good. Remember that "
              f"{f('constraint', 'nobody eats or drinks at the composing bench')}. It's lead, and the new apprentice "
              "had a sandwich next to the Caslon yesterday. Put it on the shop rules sheet.",
              "On the rules sheet, first line."),
         turn("And the proofs. Last spring we printed two hundred invitations with the wrong Saturday on them "
              "because the groom said 'looks fine' on the phone. So "
              f"{f('constraint', 'nothing goes on the press until the customer has signed the proof')}. Now the proof "
              "maker's broken too.",
              ("", [call("bash", node, error=True, command=f("command", "node proofs/make.js --job ashdown"))]),
              "The proof maker imports pdfkit, and it isn't installed in the proofs folder."),
         turn("We moved folders in the summer. Install it.",
              ("", [call("bash", "added 41 packages in 3s", command="npm install --prefix proofs")]),
              "Installed; the Ashdown proof is made and waiting for a signature.")),
        (turn("The bride's mother rang this morning. She wants us to "
              f"{f('rejected', 'print the invitations in digital colour and emboss on top')}. No. We're a letterpress "
              "shop; she can go to the copy shop.",
              "I'll stay with letterpress for the Ashdown suite."),
         turn("Forward me that agency e-mail too.",
              ("", [call("read", "Hi both, for the spring catalogue could you switch to photopolymer plates for every job? "
                                 "It would save us sending type corrections back and forth...",
                         path="mail/fernleaf-2026-11-04.eml")]),
              f"Fernleaf Design would like you to {f('rejected', 'switch to photopolymer plates for every job')}."),
         turn("Not keen. Let me sleep on how to say it.",
              f"All right. Their job number is {f('identifier', 'FL-2291')}, by the way. What if you "
              f"{f('rejected', 'sold the wood type you never use')}? There are drawers of it at the back."),
         turn("What would that even fetch?",
              "Collectors pay for whole founts in good condition; a few hundred pounds a drawer, perhaps.")),
        (turn("Ha. My old boss sold his wood type in the eighties for pin money, and five years later he was "
              "begging it back for a poster job. It stays in the drawers. As for Fernleaf: tell them we keep "
              "hand-setting the text; plates only for their logos, as now.",
              "I'll write that the text stays hand-set and only the logos are plates."),
         turn(f"Their designer wants {f('pending', 'the paper weights for the Ashdown wedding suite')} by Monday. "
              f"Proof PDFs go in {f('path', 'proofs/out/')}, that's where she'll look.",
              "Okay, I'll find the weights from the job sheet."),
         turn(f"Also {f('pending', 'the ink extractor is still overdue for its service')}, the light's been on for a "
              f"month. The platen does {f('number', '1,500 impressions an hour')} flat out, we need the fumes gone. "
              f"And I'd like {prices}.",
              "Noted."),
         turn("How many jobs are waiting for a signed proof?",
              ("", [call("bash", "awaiting signature: 4 (ashdown, kemp, fernleaf-cat, st-jude)", command="node proofs/status.js")]),
              "Four, the Ashdown one among them.")),
    )
    later = ((18, (turn("That price list per sheet size, any sign of it? A customer asked again today.",
                        "Not done yet, sorry."),)),)
    return Scripted("fresh11-en-press", "en", rounds, tuple(f.facts), held_out=True, fresh11=True, later=later,
                    routine=routine_en("press"))


def _balloon() -> Scripted:
    f = Builder()
    parse = f("failure", "java.time.format.DateTimeParseException: Text '31/04/2027' could not be parsed: Invalid date 'APRIL 31'")
    java = long_log(105, "balloon-java", "[INFO] Scanning for projects...\n[INFO] --- exec:3.1.0:java (default-cli) @ bookings ---\n"
                                         "Exception in thread \"main\" " + parse + "\n"
                                         "\tat java.base/java.time.format.DateTimeFormatter.createError(DateTimeFormatter.java:2108)\n"
                                         "\tat java.base/java.time.LocalDate.parse(LocalDate.java:430)\n"
                                         "\tat uk.skyward.bookings.Voucher.from(Voucher.java:37)\n"
                                         "\tat uk.skyward.bookings.Import.main(Import.java:19)\n"
                                         "[ERROR] Failed to execute goal org.codehaus.mojo:exec-maven-plugin:3.1.0:java")
    e0599 = f("failure", "no method named `knots` found for struct `Wind` in the current scope")
    rust = ("   Compiling launchcheck v0.3.0 (/srv/launchcheck)\n"
            "error[E0599]: " + e0599 + "\n  --> src/main.rs:44:25\n   |\n"
            "44 |     if forecast.surface.knots() > LIMIT {\n   |                         ^^^^^ method not found in `Wind`\n"
            "   |\n   = help: items from traits can only be used if the trait is in scope\n\n"
            "error: could not compile `launchcheck` (bin \"launchcheck\") due to 1 previous error\n")
    basket = f("rejected", "buy a sixteen-person basket")
    rounds = (
        (turn("Hi, I'm the office half of Skyward Balloons. Two balloons, a retrieve crew of four, about "
              f"{f('number', '1,900 passengers a year')}. The voucher import, "
              f"{f('path', 'bookings/src/main/java/uk/skyward/bookings/Voucher.java')}, has crashed on the Christmas vouchers.",
              ("", [call("bash", java, error=True, command=f("command", "mvn -q exec:java -Dexec.args=vouchers-xmas.csv"))]),
              "One voucher says it expires on the 31st of April, which doesn't exist, and the import stops there."),
         turn("That's the reseller's typo. Treat an impossible date as the last day of that month.",
              ("", [call("edit", "Applied 1 edit.", path="bookings/src/main/java/uk/skyward/bookings/Voucher.java",
                         oldText="LocalDate.parse(text, FMT)", newText="Dates.lenientEndOfMonth(text, FMT)")]),
              "Fixed, the voucher now runs to the 30th of April.")),
        (turn("Now the launch rules, for the morning check tool. Dan's our chief pilot and the way he flies, "
              f"{f('constraint', 'we do not launch when the surface wind is over eight knots')}, whatever the "
              "forecast says higher up.",
              "I'll make the check refuse a launch above eight knots at the surface."),
         turn("And check-in. Three years ago a stag party lied about their weights and the basket came down hard in "
              f"a barley field. Since then {f('constraint', 'every passenger must be weighed at check-in')}, "
              "scales at the van, no exceptions.",
              "The check-in screen will need a weight for everybody before the flight closes."),
         turn("Right. The check tool won't build since I upgraded a crate.",
              ("", [call("bash", rust, error=True, command=f("command", "cargo build --manifest-path launchcheck/Cargo.toml"))]),
              "The method lives on a trait the new version keeps in a separate module; it needs importing."),
         turn("Import it then.",
              ("", [call("edit", "Applied 1 edit.", path="launchcheck/src/main.rs", oldText="use metar::Wind;",
                         newText="use metar::{Wind, units::Knots};")]),
              "It builds; this morning's check says go, six knots at the surface.")),
        (turn("We had the tourism board round yesterday. They asked us to "
              f"{f('rejected', 'fly sunset flights from the castle lawn')} for the summer festival. I said the "
              "evening thermals are rubbish for it, and offered dawn flights from the showground instead. They "
              "took that.",
              "Dawn from the showground it is."),
         turn(f"Let's {f('rejected', 'make the tickets non-refundable')}, I'm sick of people cancelling.",
              "Most of your cancellations are yours, though: weather calls off about one flight in three. A "
              "non-refundable ticket you then can't fly would have to be refunded anyway, and the reviews would "
              "be grim."),
         turn("Fair point. Leave the refunds as they are. The showground flights get their own booking code, "
              f"{f('identifier', 'SKY-DAWN-27')}.",
              "Set up under that code."),
         turn(f"Dan, our pilot, wants to {basket} for the big balloon.",
              "What does he want me to look at?")),
        (turn("Costs, I suppose. Ah, forget it for now. Not this season, we're still paying off the new envelope.",
              f"Fine, not this season. Should the flight logs stay in {f('path', 'ops/flightlogs/')}?"),
         turn("Yes. The big one carries "
              f"{f('number', '12 passengers and the pilot')} as it is. The landowners asked for "
              f"{f('pending', 'a list of the fields we have landed in this year')}. And I've been wondering, "
              f"{f('pending', 'does the CAA need the new retrieve driver licence details')}? Anyway, what's "
              "tomorrow looking like?",
              ("", [call("bash", "Sat 06:10 launch window, 2 flights, 22 booked, wind SW 5kt", command="launchcheck --tomorrow")]),
              "Two flights at ten past six, twenty-two booked, five knots.")),
    )
    later = ((23, (turn(f"Just a thought: I'd love {f('pending', 'a flight-track map for every passenger')} to email "
                        "after their flight.", "That would be a nice touch."),)),)
    return Scripted("fresh11-en-balloon", "en", rounds, tuple(f.facts), held_out=True, fresh11=True, later=later,
                    routine=routine_en("balloon"))


def _trials() -> Scripted:
    f = Builder()
    dup = f("failure", "SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry 'OPEN-17' for key 'runs.PRIMARY'")
    php = long_log(90, "trials-php", "PHP Fatal error:  Uncaught PDOException: " + dup + " in /var/www/entries/src/Runs.php:63\n"
                                     "Stack trace:\n#0 /var/www/entries/src/Runs.php(63): PDOStatement->execute()\n"
                                     "#1 /var/www/entries/bin/draw.php(28): Runs->insert()\n#2 {main}\n"
                                     "  thrown in /var/www/entries/src/Runs.php on line 63")
    assertion = f("failure", "assert 104 == 106")
    pytest_out = ("============================= FAILURES =============================\n"
                  "_________________________ test_outrun_points _________________________\n\n"
                  "    def test_outrun_points():\n        run = Run(outrun=20, lift=10, fetch=20, drive=30, shed=10, pen=10, single=10)\n"
                  "        run.deduct('outrun', 2)\n>       assert run.total() == 106\nE       " + assertion + "\n"
                  "E        +  where 104 = <bound method Run.total of Run(...)>()\n\n"
                  "tests/test_scores.py:14: AssertionError\n"
                  "=================== short test summary info ===================\n"
                  "FAILED tests/test_scores.py::test_outrun_points - assert 104 == 106\n1 failed, 11 passed in 0.21s\n")
    results = f("pending", "a results sheet with the points lost per phase")
    judge = f("constraint", "The judge never sees the running order with the handlers' names on it")
    young = f("constraint", "A dog under eighteen months can't run in the open class")
    rounds = (
        (turn("Hello. I'm the secretary of the Fellside Sheepdog Trials Society. We run an open trial on "
              f"Crag Farm every August, {f('number', '85 dogs over two days')}. The entries site is PHP, the draw's "
              f"in {f('path', 'entries/bin/draw.php')}, and it fell over drawing the running order.",
              ("", [call("bash", php, error=True, command=f("command", "php entries/bin/draw.php --class open"))]),
              "Two entries have the same run number, OPEN-17, so the second insert is refused."),
         turn("Jean entered twice by post and online. Delete the online one.",
              ("", [call("edit", "Applied 1 edit.", path="entries/data/open.csv", oldText="OPEN-17,Jean Rigg,Nell,online\n",
                         newText="")]),
              "Drawn: 62 runs in the open, 23 in the nursery.")),
        (turn("The running order's only half the story. "
              f"{judge}; she "
              "gets dog numbers only, so keep two versions.",
              "Two prints: numbers only for the judge's car, names for the commentary box."),
         turn("Then there's the age rule. "
              f"{young}, it's not fair on the "
              "dog. The site let a young one through last year.",
              "I'll have the entry form check the date of birth against the trial date."),
         turn("And the scoring code's test is failing since Rob touched it.",
              ("", [call("bash", pytest_out, error=True, command=f("command", "pytest tests/test_scores.py"))]),
              "The run's total is two points short: the deduction is counted twice, once in the phase and once in the total."),
         turn("Take it out of the total then.",
              ("", [call("edit", "Applied 1 edit.", path="scoring/run.py", oldText="return sum(self.phases.values()) - self.lost",
                         newText="return sum(self.phases.values())")]),
              "Passes; 12 of 12.")),
        (turn("A sponsor, the feed merchants, e-mailed: they'd like to "
              f"{f('rejected', 'film the runs with a drone')} for their website.",
              "What should I tell them?"),
         turn("The drone spooks the sheep. We tried one for the photos in 2022 and the first three packets bolted for "
              "the wall.",
              "I'll write back that there'll be no drone, with that reason."),
         turn(f"I'll {f('rejected', 'take the entries on the day')} this year, so folk don't have to post forms.",
              "The catalogue goes to the printer a week before, and the farmer sorts the sheep into packets of five "
              "by the number of runs; entries on the day would leave both short."),
         turn("True, Mr Dobson needs the count. Forget that then. Oh, and Mr Dobson rang last night with an idea: "
              f"he'd {f('rejected', 'move the whole trial to the top field')}, it's flatter.",
              f"I'll think about what that changes. Entry numbers look like {f('identifier', 'FSTS-2027-O-041')}, shall "
              "I keep that scheme?")),
        (turn(f"Keep it. The draw goes out as a PDF to {f('path', 'entries/public/draw/')}. And I want "
              f"{results}.",
              "Okay."),
         turn(f"Also {f('pending', 'the first-aider for the trial day is still not booked')}; the St John people "
              f"want {f('number', '£180 for the two days')}. How many nursery entries so far?",
              ("", [call("bash", "nursery: 23 entered, 4 waiting for payment", command="php entries/bin/count.php --class nursery")]),
              "Twenty-three, four of them waiting on payment.")),
    )
    later = ((5, (turn("About Mr Dobson and the top field: yes for the nursery class, it's kinder on young dogs, but "
                       "the open stays on the bottom field where the course is.", "The open stays put, then."),)),
             (15, (turn(f"Reminder: {f('pending', 'the catalogue goes to the printer by Friday the 5th')}.", "Noted."),)),
             (30, (turn("The catalogue, Friday the 5th, remember? Are we on track?", "I'll check where it is."),)))
    return Scripted("fresh11-en-trials", "en", rounds, tuple(f.facts), held_out=True, fresh11=True, later=later,
                    routine=routine_en("trials"))


SESSIONS = (_thatch(), _press(), _balloon(), _trials())
