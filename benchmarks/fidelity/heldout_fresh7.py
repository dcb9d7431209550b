"""Seventh fresh held-out set (English): written blind, in parallel with the eighth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions
or the benchmark's report); committed before its first run and not to be edited after it.
``heldout_fresh7_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped:
a bell foundry, a hop farm, a bicycle courier co-op, a pipe-organ builder's workshop). The shapes vary
across turns: a proposal whose answer comes after the other party's question and other talk, a
relayed proposal turned down in the same message, a plan ("I'll…") dropped after an objection, a
turn-down that only negates the verb or says what stays as it is, one spread over two messages, a
deferral, a counter-proposal accepted instead, third parties' proposals by letter, phone and meeting,
the assistant's idea told as what another place does. Failures are multi-line blocks from Go, MySQL,
Java, Node, Rust, Kotlin/Gradle, pytest and Oracle, with the cause above or below the word "error",
blank lines inside, deep in long logs. Open items: a request acknowledged in a word and left, a
request repeated later, a question nobody answers, a gap, a deadline, someone else's ask. Routine work
(``routine_en``) is this file's own, a Go service; it has turns that look like facts and are not
planted: a request done at once, a go vet failure fixed and rerun clean, an offer taken up, a README
note asked for and reported done a round later.

Descriptions:
- foundry: a bell foundry (moulds of loam, casting days, tuning on the lathe, church orders). Rules:
  the furnace is never tapped with fewer than four people on the floor (a plain description, no modal,
  inside a sentence about casting day); loam moulds dry for at least three weeks before casting (a
  complaint about a bell that cracked when a mould was rushed). The vicar of a parish writes proposing
  to cast the new treble from the melted-down old one; the user relays it and turns it down in the same
  message (the old metal is cracked and full of lead). The assistant asks whether the lathe log should
  move to a tablet; the user asks "who'd charge it?", talk about the tuning follows, and only then the
  user says no, the paper log stays by the lathe. The user's own plan ("I'll book a second casting day a
  month") is dropped after the assistant points out the moulds' drying time. Failures: a Go panic
  (index out of range) with its goroutine trace deep in a long log; a MySQL foreign-key error. Left to
  do: a printable casting-day checklist (acknowledged, not done); a question nobody answers (is the
  tuning fee charged per bell or per ring?); later, the quote for St Aldhelm's ring of eight by the end
  of the month (a deadline, asked again).
- hops: a hop farm (yards, picking machine, kilns/oast, sales to brewers — not a brewery). Rules: a
  reminder that nobody sprays a yard within 21 days of picking; the oast floor never goes above 65 °C
  (a negative inside a story of a scorched batch). A brewer phones asking for green hops delivered the
  same day they are picked to his brewery four hours away; the assistant asks what to tell him, the user
  answers only with a reason (they wilt in two hours). At a growers' meeting the co-op chairman proposes
  pooling all the farms' hops under one brand; the user's counter-proposal (a shared label but each farm
  named) was accepted instead. The assistant tells how a farm in Kent lets visitors pick their own bines;
  the user defers it (not this season, the insurance). Failures: a Java exception whose cause is the
  "Caused by" far below the header; a Node TypeError with its stack at the end of a long npm log. Left to
  do: a gap (the alpha-acid results are still missing from the sales sheet); a request repeated later
  (the picking rota for the pickers, asked, acknowledged, asked again); later, a wish (the kiln
  temperatures on a chart by the door).
- courier: a bicycle courier co-operative (dispatch, riders, cargo bikes, member votes). Rules: no rider
  is sent out when the wind warning is amber or above (a complaint about a rider blown off the bridge);
  every parcel over 20 kg goes on a cargo bike, never a road bike (a plain description, "that's how we
  do it"). The assistant proposes paying riders per drop instead of per hour; the user's turn-down is
  spread over two messages (first "the members voted on that", then, asked, the vote itself). A
  pharmacy chain's letter asks for guaranteed 30-minute delivery; the assistant summarises and the user
  says "yes, but" (we can do an hour). A member's idea, relayed by the user, to let riders pick their own
  jobs from an app, is turned down by saying what stays (dispatch hands out the jobs). Failures: a Rust
  compile error (error[E0382], the cause in the note lines below); a Kotlin/Gradle build failure (the
  unresolved reference above the FAILURE block). Left to do: someone else's ask (the treasurer wants a
  monthly per-rider earnings export, acknowledged and not done); a question never answered (do e-bike
  batteries count as co-op property or the rider's?); later, a deadline (the insurance renewal form by
  1 March).
- organ: a pipe-organ builder's workshop (voicing, pipe metal, a restoration of a church organ, site
  visits). Rules: the voicer alone sets the pipe mouths' cut-up, nobody else touches a pipe once voiced
  (a rule stated as a description); pipes are stored standing, never lying down (a reminder with a
  story of soft tin pipes that sagged). The assistant proposes replacing the original leather valves
  with plastic ones; turned down bluntly. The diocese's adviser, on the phone, proposes adding a digital
  stop for a 32-foot bass; a polite no with a story (an organ that hummed for a decade). The user's idea
  (to cast the pipe metal with more lead to save money) is put as a musing "what if"; the assistant says
  it would make the pipes sag; the user agrees and drops it. Failures: a pytest assertion failure (E
  lines below the test header); an Oracle ORA- error with the SQL above it. Left to do: a list of every
  pipe's scale in the restoration (a request, acknowledged); a gap (no photo record of the old pipework
  before dismantling); later, asked in the same message as a question about something else, the
  fortnightly report for the parish by Friday.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (seventh fresh set)
_CHORES_EN = (("rename the handler package to httpapi", "the handlers live in httpapi now"),
              ("add context timeouts to the outgoing HTTP calls", "outgoing calls carry a context timeout"),
              ("replace the hand-rolled retry loop with the backoff helper", "the retries go through the backoff helper"),
              ("log request ids on every handler", "every handler logs its request id"),
              ("move the config parsing into its own file", "config parsing has its own file"),
              ("close the response bodies the linter flagged", "the response bodies are closed"),
              ("table-drive the parser tests", "the parser tests are table-driven"),
              ("drop the unused metrics counters", "the unused counters are gone"))
_OPENERS_EN = ("Some Go housekeeping: {}.", "Next bit of upkeep on the service, please {}.", "When you get a minute, {}.")


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        chore, done = _CHORES_EN[r % len(_CHORES_EN)]
        src = f"svc/internal/{tag}/part{r % 6}.go"
        out = [
            turn(_OPENERS_EN[r % 3].format(chore),
                 ("Finding the spot.", [call("bash", f"{src}:{11 + r % 40}:func Part{r % 6}(ctx context.Context) error {{",
                                             command=f"grep -rn 'func Part' svc/internal/{tag}")]),
                 ("", [call("read", f"func Part{r % 6}(ctx context.Context) error {{\n\treturn nil\n}}\n" * 7, path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="return nil", newText="return ctx.Err()")]),
                 ("", [call("bash", f"ok  \tsvc/internal/{tag}\t0.{12 + r % 70}s", command=f"go test ./svc/internal/{tag}/...")]),
                 f"Done: {done}."),
        ]
        if r % 4 == 2:
            out.append(turn("Run vet over it too.",
                            ("", [call("bash", f"# svc/internal/{tag}\n{src}:{5 + r % 20}:2: fmt.Sprintf format %d has arg "
                                               "name of wrong type string\n", error=True, command="go vet ./svc/...")]),
                            ("Wrong verb in a format string; switching %d to %s.",
                             [call("edit", "Applied 1 edit.", path=src, oldText="%d", newText="%s")]),
                            ("", [call("bash", "", command="go vet ./svc/...")]),
                            "vet is clean now."))
        if r % 5 == 3:
            out.append(turn(f"Tag it v0.{r}.1 in the version file.",
                            ("", [call("edit", "Applied 1 edit.", path="svc/VERSION", oldText="v0.", newText=f"v0.{r}.1 ")]),
                            f"VERSION reads v0.{r}.1."))
        if r % 6 == 1:
            out.append(turn("What's the test coverage on that package?", f"Roughly {61 + r % 17}% of statements."))
        if r % 7 == 5:
            out.append(turn("Anything else worth doing while you're in there?",
                            "A couple of errors are returned without wrapping. Shall I wrap them with %w?"))
            out.append(turn("Go ahead.", ("", [call("edit", "Applied 3 edits.", path=src, oldText="return err",
                                                    newText="return fmt.Errorf(\"part: %w\", err)")]), "Wrapped."))
        if r % 8 == 4:
            out.append(turn("Sometime, jot a line in the README about the housekeeping.", "Will do on the next pass."))
        if r % 8 == 5:
            out.append(turn("README line done?",
                            ("", [call("edit", "Applied 1 edit.", path="svc/README.md", oldText="## Notes",
                                       newText="## Notes\n- ongoing housekeeping")]),
                            "Yes, added under Notes."))
        return tuple(out)

    return turns


def _foundry() -> Scripted:
    f = Builder()
    panic = f("failure", "panic: runtime error: index out of range [12] with length 12")
    golog = long_log(150, "bell-go", panic + "\n\ngoroutine 1 [running]:\nfoundry/tuning.PartialFor(...)\n"
                                      "\t/src/foundry/tuning/partials.go:57\nfoundry/tuning.Profile({0xc000012180, 0xc, 0xc})\n"
                                      "\t/src/foundry/tuning/partials.go:31 +0x1a5\nmain.main()\n"
                                      "\t/src/foundry/cmd/tune/main.go:22 +0x6b\nexit status 2")
    mysql = f("failure", "ERROR 1452 (23000) at line 9: Cannot add or update a child row: a foreign key constraint fails "
                         "(`foundry`.`castings`, CONSTRAINT `castings_ibfk_1` FOREIGN KEY (`mould_id`) REFERENCES `moulds` (`id`))")
    rounds = (
        (turn("I keep the books and the computers at Hallam & Pryce, we're one of the last bell foundries in the country. "
              f"We cast maybe {f('number', '40 bells a year')}, from handbells up to a tenor of "
              f"{f('number', '1.8 tonnes')}. Casting day is the big one: the metal comes out at about eleven hundred degrees, "
              "and the way it's always been done here, "
              f"{f('constraint', 'the furnace is never tapped with fewer than four people on the floor')}, so if somebody's "
              "off sick we just don't pour. The tuning profiler I want looked at is "
              f"{f('path', 'foundry/tuning/partials.go')}.",
              ("", [call("read", "func PartialFor(p []float64, i int) float64 {\n\treturn p[i]\n}\n" * 10,
                         path="foundry/tuning/partials.go")]),
              "It reads the partials of a struck bell and compares them to the target. I'll make the casting-day "
              "planner count heads too, if you like."),
         turn("Later. Run the profiler on yesterday's recording, Tom says it crashed.",
              ("", [call("bash", golog, error=True, command=f("command", "go run ./cmd/tune --bell recordings/treble-0311.wav"))]),
              "It asks for the thirteenth partial of a recording that only has twelve; the loop runs one past the end."),
         turn("Fix that. And while you're in the planner — we lost a bell two years ago, the Wexcombe tenor. "
              "We were behind, the mould went into the pit after ten days and it cracked on cooling, "
              "eight thousand pounds of bronze back in the pot. So "
              f"{f('constraint', 'loam moulds dry for at least three weeks before casting')}. Put that in the planner, "
              "it's not a suggestion.",
              "The planner will refuse a casting date less than three weeks after the mould was finished.")),
        (turn("Got a letter from the vicar at Ashby Parva. He'd like us to "
              f"{f('rejected', 'cast the new treble from the melted-down old one')}, for sentiment. The old one's cracked "
              "right through and it's about a fifth lead from some village repair in the 1800s; you'd get a bell that "
              "sounds like a bucket. I've told him no and offered to hang the old one in the porch.",
              "That's a kind answer. I'll file the letter with the order."),
         turn("Orders are in the database now, Tom set it up. Import the spring ones.",
              ("", [call("bash", mysql + "\n", error=True,
                         command=f("command", "mysql -u foundry foundry < sql/orders_spring.sql"))]),
              "A casting points at a mould id that isn't in the moulds table, mould 214."),
         turn("214 was scrapped. Drop that row.",
              f"Dropped. Another thing: do you want the {f('rejected', 'lathe log moved onto a tablet')}? At the moment the "
              "tuner writes each cut in a paper book.")),
        (turn("Who'd charge it? Anyway. Does the profiler know the hum note from the nominal?",
              "Yes, it labels hum, prime, tierce, quint and nominal, and it will flag the hum if it's more than ten cents out."),
         turn("Good. Then no, the paper book stays by the lathe, with the swarf and the oil it's fine, a tablet wouldn't "
              "last a week.",
              "Fair enough, the paper book stays."),
         turn(f"Right. We've a backlog, so I'll {f('rejected', 'book a second casting day every month')} from now on.",
              "The moulds are the limit: each one needs its three weeks of drying, and the pit holds four. A second "
              "casting day would only pour half-dried moulds or pour nothing."),
         turn("Oh — yes. Hadn't thought. Forget it then, one casting day it is.",
              f"One a month. The job numbers go like {f('identifier', 'HP-C-2291')}, I'll key the planner on those.")),
        (turn(f"I'd love {f('pending', 'a printable casting-day checklist')} for the floor. "
              f"The old one is in {f('path', 'office/forms/casting.odt')} and it's years out of date.",
              "Sure, noted."),
         turn(f"And can you tell me: {f('pending', 'is the tuning fee charged per bell or per ring')}? The accounts "
              "from before my time do both. Meanwhile what's in the pit this week?",
              ("", [call("bash", "pit 1: HP-C-2288 dry 19d\npit 2: HP-C-2290 dry 8d\npit 3: empty\npit 4: empty",
                         command="go run ./cmd/pit --week")]),
              "Two moulds in the pit, one at nineteen days and one at eight; pits 3 and 4 empty.")),
    )
    later = ((17, (turn(f"Put this on your list: {f('pending', 'the quote for the St Aldhelm ring of eight by the end of the month')}. "
                        "The tower captain rang.", "On the list."),)),
             (29, (turn("Did the St Aldhelm quote go out? The captain rang again.", "Not yet."),)))
    return Scripted("fresh7-en-foundry", "en", rounds, tuple(f.facts), held_out=True, fresh7=True, later=later,
                    routine=routine_en("bells"))


def _hops() -> Scripted:
    f = Builder()
    cause = f("failure", "Caused by: java.time.format.DateTimeParseException: Text '31/09/2025' could not be parsed: "
                         "Invalid date 'SEPTEMBER 31'")
    java = ("Exception in thread \"main\" com.bramblegate.sales.ImportException: sheet row 44\n"
            "\tat com.bramblegate.sales.SheetImporter.row(SheetImporter.java:88)\n"
            "\tat com.bramblegate.sales.SheetImporter.run(SheetImporter.java:41)\n"
            "\tat com.bramblegate.sales.Main.main(Main.java:17)\n" + cause + "\n"
            "\tat java.base/java.time.format.DateTimeFormatter.createError(DateTimeFormatter.java:2108)\n"
            "\tat java.base/java.time.LocalDate.parse(LocalDate.java:430)\n"
            "\tat com.bramblegate.sales.SheetImporter.date(SheetImporter.java:102)\n\t... 3 more")
    pooling = f("rejected", "pool all the farms' hops under one brand")
    node = f("failure", "TypeError: Cannot read properties of undefined (reading 'kilnId')\n"
                        "    at toReading (/farm/oast/src/ingest.js:23:31)")
    npm = long_log(120, "hops-npm", "> oast@1.4.0 ingest\n> node src/ingest.js data/oast-week37.csv\n\n"
                                    "/farm/oast/src/ingest.js:23\n    return { kiln: row.meta.kilnId, c: +row.temp };\n"
                                    "                              ^\n\n" + node + "\n    at Array.map (<anonymous>)\n"
                                    "    at main (/farm/oast/src/ingest.js:41:22)\n\nNode.js v20.11.1")
    rounds = (
        (turn(f"Bramblegate Farm, hops only, {f('number', '31 hectares')} of yards. We pick in September, dry in the oast "
              "and sell to brewers. Sales run through a Java thing Ben wrote, "
              f"{f('path', 'sales/src/main/java/com/bramblegate/sales/SheetImporter.java')}, and it's fallen over on the "
              "harvest sheet.",
              ("", [call("bash", java, error=True, command=f("command", "java -jar sales/target/sales.jar harvest-2025.xlsx"))]),
              "Row 44 has the 31st of September as its date; the importer gives up on the whole sheet for it."),
         turn("Someone's fat fingers. It should be the 30th. Oh, and remember that "
              f"{f('constraint', 'nobody sprays a yard within 21 days of picking')}; the brewers test for residue and "
              "the spray diary has to show it.",
              "Then the spray diary will warn on any spraying less than three weeks before a yard's picking date.")),
        (turn("The oast next. Three years ago we had a lad on nights who turned the burner up to get through faster, "
              "and a whole floor of Fuggles came out brown and smelling of toast, we sold it for compost. "
              f"Since then the {f('constraint', 'oast floor never goes above 65 °C')}, whatever the hurry. The readings come "
              "off the kiln loggers into a little Node script.",
              ("", [call("bash", npm, error=True, command=f("command", "npm run ingest -- data/oast-week37.csv"))]),
              "Some rows from the loggers have no meta block, so the script can't find which kiln they came from."),
         turn("That's the spare logger, it's not wired to a kiln. Skip rows without one. A brewer rang this morning, "
              f"Harrow Street Brewing, he wants {f('rejected', 'green hops delivered the same day they are picked')}, "
              "to his place in Bristol, four hours' drive.",
              "What should I tell him?"),
         turn("Green hops start to wilt and heat up within a couple of hours off the bine, they'd be compost by Bristol.",
              "Understood. I'll write that to him.")),
        (turn("Went to the growers' meeting at the co-op. The chairman's big idea was to "
              f"{pooling}. I said fine to a shared label, but each farm "
              "named on the bale with its own yard codes, and the room went with mine in the end.",
              f"So a shared label with every farm named on it. Yard codes like {f('identifier', 'BG-Y7')} on each bale?"),
         turn(f"That's it. Each bale weighs about {f('number', '80 kilos')}. What are other farms doing with their visitors, do you know?",
              f"A farm in Kent I read about lets people {f('rejected', 'pick their own bines on open weekends')}: a tenner "
              "a head, a bine to take home, beer in the barn."),
         turn("Nice, but not this season. The insurance renewal has no public cover on it and the yards are full of "
              "wirework. Ask me again after Christmas.",
              "I'll raise it after Christmas.")),
        (turn(f"Another gap: {f('pending', 'the alpha-acid results are still missing from the sales sheet')}, and the "
              f"lab sends them as PDFs into {f('path', 'lab/alpha/')}. Brewers keep ringing for them.",
              "I see."),
         turn(f"And I'd like {f('pending', 'a picking rota for the pickers')}, who's on the machine and who's on the trailers, "
              "for the three weeks.",
              "Okay, I'll put one together.")),
    )
    later = ((13, (turn("Chasing that picking rota for the pickers again, they start on Monday.", "Right."),)),
             (22, (turn(f"Something I'd love: {f('pending', 'the kiln temperatures on a chart by the oast door')}, on the old "
                        "screen there.", "Noted."),)))
    return Scripted("fresh7-en-hops", "en", rounds, tuple(f.facts), held_out=True, fresh7=True, later=later,
                    routine=routine_en("hops"))


def _courier() -> Scripted:
    f = Builder()
    rust = f("failure", "error[E0382]: borrow of moved value: `job`")
    rust_out = ("   Compiling dispatch v0.3.0 (/coop/dispatch)\n" + rust + "\n  --> src/assign.rs:48:20\n   |\n"
                "41 |     let job = queue.pop_front().unwrap();\n   |         --- move occurs because `job` has type `Job`, "
                "which does not implement the `Copy` trait\n...\n45 |     rider.take(job);\n   |                --- value moved here\n"
                "...\n48 |     log::info!(\"{}\", job.id);\n   |                    ^^^^^^ value borrowed here after move\n\n"
                "For more information about this error, try `rustc --explain E0382`.\n"
                "error: could not compile `dispatch` (bin \"dispatch\") due to 1 previous error")
    kotlin = f("failure", "e: file:///coop/app/src/main/kotlin/coop/Route.kt:42:17 Unresolved reference: cargoBox")
    gradle = long_log(130, "courier-gradle", "> Task :app:compileKotlin FAILED\n" + kotlin + "\n\n"
                                             "FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
                                             "Execution failed for task ':app:compileKotlin'.\n"
                                             "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner."
                                             "GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n"
                                             "   > Compilation error. See log for more details\n\nBUILD FAILED in 14s")
    batteries = f("pending", "do e-bike batteries count as co-op property or the rider's")
    rounds = (
        (turn(f"Spokes is a courier co-op: {f('number', '23 riders')}, all members with one vote each, and "
              f"{f('number', '9 cargo bikes')}. The dispatch program "
              f"is Rust, {f('path', 'dispatch/src/assign.rs')}, and Ola's last change doesn't build.",
              ("", [call("bash", rust_out, error=True, command=f("command", "cargo build --release -p dispatch"))]),
              "The job is handed to the rider and then logged afterwards; logging its id first fixes it."),
         turn("Do that. And the rules it has to know. Last February the Met Office had an amber wind warning out and we "
              "sent Jonah over the Severn bridge anyway and he was blown into the barrier, broke his wrist. So "
              f"{f('constraint', 'no rider is sent out when the wind warning is amber or above')}, full stop.",
              ("", [call("edit", "Applied 1 edit.", path="dispatch/src/assign.rs", oldText="rider.take(job);",
                         newText="log::info!(\"{}\", job.id);\n    rider.take(job);")]),
              "Fixed the build, and I'll have dispatch read the warning level and hold everyone at amber and red.")),
        (turn(f"The other one: {f('constraint', 'every parcel over 20 kg goes on a cargo bike')}, never a road bike. That's "
              "how we do it, the racks aren't rated for more.",
              "Then a parcel's weight picks the bike class before a rider is picked."),
         turn("Yes. Now the rider app, the Kotlin one. It won't build either.",
              ("", [call("bash", gradle, error=True, command=f("command", "./gradlew :app:assembleDebug"))]),
              "Route.kt uses a cargoBox field that was renamed to cargo in the model."),
         turn("Rename it back in the app then.",
              f"Done. Something to think about: we could {f('rejected', 'pay riders per drop instead of per hour')}; the "
              "fast riders would earn more and the quiet afternoons would cost less.")),
        (turn("The members voted on that.", "Which way did it go?"),
         turn("Nineteen to four against, two years ago. Per drop means people run red lights. Hourly stays.",
              "Clear, hourly it is."),
         turn("There's a letter from Apoteka, the pharmacy chain. Can you read it?",
              ("", [call("read", "Dear Spokes, we would like you to provide guaranteed 30-minute delivery for prescriptions "
                                 "within the ring road...", path="letters/apoteka.txt")]),
              f"They ask us to {f('rejected', 'guarantee 30-minute delivery for prescriptions')} inside the ring road, with "
              "a penalty when we're late."),
         turn("Yes, but not thirty. We can promise an hour, and no penalty clause. Write back with that.",
              ("", [call("write", "Draft saved.", path="letters/apoteka-reply.md", content="Dear Ms Lind, ...")]),
              f"Drafted with an hour. Their account number is {f('identifier', 'APK-5520-R')}, I put it in the header.")),
        (turn(f"Marta, one of the members, wants the app to {f('rejected', 'let riders pick their own jobs')} from a list, "
              "first come first served.",
              "How should I answer her?"),
         turn("Dispatch hands out the jobs. Same as ever.", "I'll tell her dispatch keeps allocating."),
         turn(f"Also the treasurer asked for {f('pending', 'a monthly earnings export per rider')}, she does it by hand "
              f"from {f('path', 'ledger/2025/')} at the moment.",
              "Okay, got it."),
         turn(f"Question I keep meaning to ask: {batteries}? "
              "Two riders bought their own. Meanwhile how many jobs today?",
              ("", [call("bash", "jobs today: 212 (cargo 31, road 181)", command="cargo run -p dispatch -- stats --today")]),
              "212 jobs so far, 31 of them on cargo bikes.")),
    )
    later = ((25, (turn(f"Deadline coming: {f('pending', 'the insurance renewal form by 1 March')}, the broker needs the "
                        "mileage per bike. Don't let me forget.", "Noted."),)),)
    return Scripted("fresh7-en-courier", "en", rounds, tuple(f.facts), held_out=True, fresh7=True, later=later,
                    routine=routine_en("spokes"))


def _organ() -> Scripted:
    f = Builder()
    pytest_fail = f("failure", "E       AssertionError: scale for C1 is 152.4 mm, expected 155.0 mm")
    pytest_out = long_log(100, "organ-pytest", "============================= FAILURES =============================\n"
                                               "__________________________ test_halving_ratio __________________________\n\n"
                                               "    def test_halving_ratio():\n>       assert scale('C1') == pytest.approx(155.0)\n"
                                               + pytest_fail + "\n\ntests/test_scales.py:19: AssertionError\n"
                                               "=========================== short test summary info ===========================\n"
                                               "FAILED tests/test_scales.py::test_halving_ratio\n1 failed, 14 passed in 0.41s")
    ora = f("failure", "ORA-01400: cannot insert NULL into (\"WORKSHOP\".\"PIPES\".\"RANK_ID\")")
    ora_out = ("SQL> INSERT INTO pipes (pipe_no, note, rank_id) SELECT pipe_no, note, NULL FROM old_inventory;\n"
               "INSERT INTO pipes (pipe_no, note, rank_id) SELECT pipe_no, note, NULL FROM old_inventory\n*\n"
               "ERROR at line 1:\n" + ora + "\n\nSQL> ")
    rounds = (
        (turn(f"We're a small organ builder, four of us, and the job on now is restoring the 1871 Hill at Cressbrook: "
              f"{f('number', '1,742 pipes')}, {f('number', '27 stops')}. The scale calculator is "
              f"{f('path', 'workshop/scales.py')} and its test has started failing.",
              ("", [call("bash", pytest_out, error=True, command=f("command", "pytest tests/test_scales.py -q"))]),
              "The halving ratio is taken at the 16th pipe instead of the 17th, so the bottom octave comes out a few "
              "millimetres narrow."),
         turn("That's the bug. And for the records program, the way the shop runs: "
              f"{f('constraint', 'the voicer alone sets the cut-up of a pipe mouth')}; once he has voiced it nobody else "
              "touches it, not even to straighten it.",
              "So the record for a pipe gets locked to the voicer once it's marked voiced.")),
        (turn(f"Remember that {f('constraint', 'pipes are stored standing, never lying down')}. We had a rank of soft tin "
              "pipes from a chapel organ left on their sides over a summer, and by autumn half of them had gone oval "
              "and sagged at the mouth.",
              f"I'll give the store layout upright racks only. The old inventory goes into the pipes table; the "
              f"restoration job is {f('identifier', 'CRB-1871-R')}."),
         turn("Go on then.",
              ("", [call("bash", ora_out, error=True, command=f("command", "sqlplus workshop@orcl @sql/load_pipes.sql"))]),
              "The old inventory has no rank for its pipes and the new table insists on one.")),
        (turn("Map them by stop name, the old sheet has it. The pallet valves have leather on them, from 1871, lots "
              "of it perished.",
              f"We could {f('rejected', 'replace the original leather valves with plastic ones')}; they don't perish "
              "and you'd never do it again."),
         turn("No. Leather.", "Right, leather."),
         turn("The diocesan organ adviser phoned. She suggested we "
              f"{f('rejected', 'add a digital stop for a 32-foot bass')}, there's no room for real pipes. I told her about "
              "St Barnabas, where a builder did exactly that in the nineties; the speaker hummed at fifty hertz through "
              "every quiet service for ten years until they ripped it out. Thanked her, and said we'd rather not.",
              "A good story to hand her. I'll note the call.")),
        (turn(f"What if we {f('rejected', 'cast the new pipe metal with more lead')}? Tin's gone up again.",
              "More lead makes the metal softer; the big pipes would sag on their feet the way the chapel ones did, "
              "and the tone goes dull."),
         turn("Yes, you're right, it's a false saving. Same alloy as before.",
              "Same alloy, then."),
         turn(f"And I want {f('pending', 'a list of every pipe scale in the restoration')} as the job goes on. Also note "
              "this, it keeps me up at night: "
              f"{f('pending', 'there is no photo record of the old pipework before dismantling')}. The photos go in "
              f"{f('path', 'jobs/CRB/photos/')} when someone takes them.",
              "Noted, both.")),
    )
    later = ((33, (turn("Does the new tremulant need its own wind regulator, do you think? And before I forget, "
                        f"{f('pending', 'the fortnightly report for the parish by Friday')}.",
                        "I'd think a small one. I'll get to the report."),)),)
    return Scripted("fresh7-en-organ", "en", rounds, tuple(f.facts), held_out=True, fresh7=True, later=later,
                    routine=routine_en("organ"))


SESSIONS = (_foundry(), _hops(), _courier(), _organ())
