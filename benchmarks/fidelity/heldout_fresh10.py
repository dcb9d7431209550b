"""Tenth fresh held-out set (English): written blind, in parallel with the eleventh round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions
or the benchmark's report); committed before its first run and not to be edited after it.
``heldout_fresh10_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped:
a community radio station, a cooperage, a cider orchard, an ice rink). The shapes vary across turns:
a proposal put forward at the end of one round and answered a round or two later, after a compaction
and other talk; a relayed proposal turned down in the same message by a story; a turn-down spread over
two messages ("I don't like it", then later what stays); a plan ("I'll…") dropped after an objection;
a counter-proposal accepted instead; a deferral; a turn-down by a reason only; the assistant's idea
told as what another station or rink does; proposals by letter, phone, meeting, e-mail and a neighbour.
Failures are multi-line blocks from Rust, SQLite, Java, Oracle, Node, PostgreSQL, Ruby on Rails and
.NET, with the cause above or below the word "error", blank lines inside, deep in long logs. Open items:
a request acknowledged in a word and left, a request repeated later, a question nobody answers, a gap,
a deadline chased again, someone else's ask, a wish. Routine work (``routine_en``) is this file's own,
a TypeScript/React front end; it has turns that look like facts and are not planted: a request done at
once, an eslint error fixed and rerun clean, an offer taken up, a request deferred and reported done a
round later, a failed type check resolved at once.

Descriptions:
- radio: a community radio station (volunteer presenters, a small licence, a playout scheduler written
  in Rust, a SQLite schedule). Rules: phone-in shows always go out through the seven-second delay
  (plain, inside a sentence about Tuesday nights); the studio is never left unattended on air (a
  complaint: dead air for forty minutes last year and a regulator's letter). A listener's letter asks for
  adverts for local businesses between every show; the assistant asks what to say and the answer is the
  reason only (the licence caps advertising income). The assistant tells how a station in another city
  puts every show up as a podcast; answered only in a later round, after a compaction and routine work
  (the music licence does not cover on-demand). The user's plan ("I'll move the breakfast show to six")
  is dropped after the assistant points out the presenter takes the first bus at half six. Failures: a
  Rust panic (thread 'main' panicked at …) deep in a long cargo log, the note line below; a SQLite
  UNIQUE constraint failure from the CLI with a "Parse error"/"Runtime error" header. Left to do: a
  list of presenters without the compliance training (acknowledged in a word); a question never
  answered (whether streaming the football commentary needs a separate licence); later, the annual
  report to the regulator by 30 November (a deadline, chased again later).
- cooperage: a cooperage rebuilding whisky casks (staves, hoops, charring, pressure tests). Rules: a
  "remember that" reminder with a story: every cask is pressure-tested before it leaves the yard (a
  leaking cask emptied itself in a distillery warehouse); a plain negative without a modal: we never
  char a cask indoors. A distillery phones asking to swap the oak for chestnut staves; the user relays
  it and says no in the same message, bluntly. A trade body's letter proposes RFID tags inside every
  cask head; the turn-down is spread over two messages: "I don't like it", other talk, then "we stick
  with branding the heads with the iron" (what stays). The distillery's buyer at a meeting asks for
  weekly deliveries; the user's counter-proposal (a full lorry every fortnight) is what was agreed.
  Failures: a Java NullPointerException in a "Caused by" below the header; an Oracle ORA-01400 under a
  SQL*Plus "ERROR at line 1:". Left to do: a stave inventory by oak origin (asked, acknowledged, asked
  again later); the distillery quality manager's ask (the pressure-test log for the October batch); a
  gap (the forklift insurance renewal is still not signed).
- cider: a cider orchard and press (fourteen acres, a farm shop, tanks in a cellar). Rules: windfalls
  that have lain more than three days are not pressed (a negative, no modal, inside a sentence about
  picking); with "has to" and a complaint of a ropey batch: the gravity has to be stable for three days
  before bottling. A supermarket buyer's e-mail asks to add apple concentrate; the turn-down says only
  what stays (one hundred per cent juice). The assistant's "what if" (a pick-your-own weekend) draws a
  question about insurance, then other talk, and is turned down only two rounds later. A neighbouring
  farmer suggests planting perry pears on the bottom field; the user defers it (not until the field is
  drained, not this winter). Failures: a Node TypeError deep in a long log with its stack below and a
  blank line inside; a PostgreSQL check-constraint violation with DETAIL below. Left to do: a label proof
  with the new allergen line (acknowledged); a question never answered (whether the farm shop needs its
  own duty registration); later, a wish (a map of which variety is in which row).
- rink: an ice rink (public sessions, a hockey club, a figure club, an ice plant, a resurfacer). Rules:
  the ice is resurfaced between every session (a plain description); a reminder: under-eights wear a
  helmet on public sessions. The hockey club chairman phones asking for a midnight tournament; the user
  relays it and turns it down by a story of the last late event. The assistant tells how a rink in
  another town takes its ice out in July and rents the floor for concerts; the user's no is blunt, with
  the reason (three weeks to rebuild the ice). The user's own "let's drop the Sunday beginners' lessons"
  is dropped after the assistant's objection. Failures: a Rails ActiveRecord::RecordInvalid with the
  backtrace below; a .NET unhandled FormatException with the inner detail. Left to do: the figure club
  coach's ask (a separate ice-time sheet for the figure club); a gap (first-aid cover for the Saturday
  disco is still not arranged); later, a request acknowledged and not done (the plant's temperature
  log as a weekly chart), asked again.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (tenth fresh set)
_TASKS_EN = (("convert the booking form to react-hook-form", "the booking form uses react-hook-form"),
             ("memoise the table rows so scrolling stops stuttering", "the table rows are memoised"),
             ("move the API base URL into the Vite env file", "the API base URL comes from the env file"),
             ("add an aria-label to the icon buttons", "the icon buttons have labels"),
             ("swap moment for date-fns in the calendar", "the calendar uses date-fns"),
             ("give the empty states a friendlier message", "the empty states read better"),
             ("add a vitest case for the price formatter", "the price formatter has a test"),
             ("lazy-load the settings page", "the settings page is lazy-loaded"))
_OPENERS_EN = ("Front-end chore: {}.", "When you get a second, {}.", "One for the web app: {}.", "Could you {}?")


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        task, done = _TASKS_EN[r % len(_TASKS_EN)]
        src = f"web/{tag}/src/components/Card{r % 6}.tsx"
        out = [
            turn(_OPENERS_EN[r % 4].format(task),
                 ("Looking.", [call("bash", f"{src}:{4 + r % 30}:export function Card{r % 6}(props: CardProps) {{",
                                    command=f"grep -rn 'export function Card' web/{tag}/src")]),
                 ("", [call("read", f"export function Card{r % 6}(props: CardProps) {{\n  return <div className=\"card\">{{props.title}}</div>\n}}\n" * 5,
                            path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="className=\"card\"", newText="className=\"card card--compact\"")]),
                 ("", [call("bash", f" Test Files  {8 + r % 7} passed\n      Tests  {40 + r % 35} passed\n   Duration  {2 + r % 4}.{r % 10}s",
                            command="npx vitest run")]),
                 f"Done, {done}."),
        ]
        if r % 4 == 2:
            out.append(turn("Lint it.",
                            ("", [call("bash", f"{src}\n  {3 + r % 12}:10  error  'useEffect' is defined but never used  "
                                               "@typescript-eslint/no-unused-vars\n\n1 problem (1 error, 0 warnings)",
                                       error=True, command=f"npx eslint web/{tag}/src")]),
                            ("One unused import; removing it.",
                             [call("edit", "Applied 1 edit.", path=src, oldText="useEffect, ", newText="")]),
                            ("", [call("bash", "", command=f"npx eslint web/{tag}/src")]),
                            "eslint is happy now."))
        if r % 5 == 4:
            out.append(turn("Does it type-check?",
                            ("", [call("bash", f"{src}({7 + r % 20},5): error TS2322: Type 'string | undefined' is not "
                                               "assignable to type 'string'.", error=True, command="npx tsc --noEmit")]),
                            ("A prop that can be missing; giving it a default.",
                             [call("edit", "Applied 1 edit.", path=src, oldText="props.title", newText="props.title ?? ''")]),
                            ("", [call("bash", "", command="npx tsc --noEmit")]),
                            "Type-checks clean."))
        if r % 6 == 1:
            out.append(turn(f"Bump the app version to 1.{r % 13}.0.",
                            ("", [call("edit", "Applied 1 edit.", path=f"web/{tag}/package.json", oldText="\"version\": ",
                                       newText=f"\"version\": \"1.{r % 13}.0\", \"_v\": ")]),
                            "Bumped."))
        if r % 7 == 3:
            out.append(turn("How big is the bundle now?", f"About {310 + r % 60} kB gzipped."))
        if r % 8 == 5:
            out.append(turn("Anything else worth fixing in there?",
                            "Two components fetch the same list twice on mount. Want me to share one query?"))
            out.append(turn("Yes please.", ("", [call("edit", "Applied 2 edits.", path=f"web/{tag}/src/api/queries.ts",
                                                      oldText="useQuery(['list']", newText="useQuery(listQuery")]),
                            "Shared; one request now."))
        if r % 9 == 6:
            out.append(turn("At some point add a storybook entry for the card.", "Will do, next time I'm in there."))
        if r % 9 == 7:
            out.append(turn("Did the storybook entry get done?",
                            ("", [call("edit", "Applied 1 edit.", path=f"web/{tag}/src/components/Card.stories.tsx",
                                       oldText="", newText="export default { title: 'Card' }")]),
                            "Added just now."))
        return tuple(out)

    return turns


def _radio() -> Scripted:
    f = Builder()
    panic = "thread 'main' panicked at src/schedule.rs:88:14:\n" + f("failure", "called `Option::unwrap()` on a `None` value")
    cargo = long_log(120, "radio-rust", "   Compiling playout v0.7.2 (/srv/playout)\n"
                                        "    Finished `release` profile [optimized] target(s) in 41.08s\n"
                                        "     Running `target/release/playout --week 2026-W41`\n"
                                        "loading 168 hourly slots from station.db\n"
                                        "slot Tue 19:00 'Open Line' -> delay unit: on\n" + panic + "\n"
                                        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace")
    uniq = f("failure", "UNIQUE constraint failed: shows.slot_start")
    sqlite = ("Runtime error near line 37: " + uniq + " (19)\n\n"
              "  INSERT INTO shows(slot_start, title, presenter) VALUES ('2026-10-11 08:00', 'Sunday Folk', 'Ruth');\n")
    rounds = (
        (turn("Hi! I help run Wyebank FM, a little community station, "
              f"{f('number', '42 volunteer presenters')} and a shoebox studio above the library. The playout "
              f"scheduler is a Rust thing a student wrote, {f('path', 'playout/src/schedule.rs')}, and it's "
              "crashed building next week's log.",
              ("", [call("bash", cargo, error=True, command=f("command", "cargo run --release -- --week 2026-W41"))]),
              "It looks up the presenter for every slot, and one slot has nobody assigned, so the lookup comes back "
              "empty and the code unwraps it."),
         turn("That's the Wednesday 2 am hole, it's meant to be the overnight jukebox. Make empty slots play the "
              "jukebox. Tuesday nights are Open Line, the phone-in, and "
              f"{f('constraint', 'phone-in shows always go out through the seven-second delay')} so the log needs "
              "to keep flagging them.",
              ("", [call("edit", "Applied 1 edit.", path="playout/src/schedule.rs",
                         oldText="presenter(slot).unwrap()", newText="presenter(slot).unwrap_or(Presenter::jukebox())")]),
              "Done. Empty slots fall back to the jukebox, and Open Line is still flagged for the delay.")),
        (turn("Thanks. Now, a moan. Last October somebody locked up at ten thinking the next presenter was in. "
              "Forty minutes of dead air, and a letter from the regulator. So "
              f"{f('constraint', 'the studio is never left unattended while we are on air')}, and I'd like the "
              "handover sheet to say that in words nobody can miss.",
              "I'll put it at the top of the handover sheet, in bold."),
         turn("Now the autumn schedule, it's all in a SQL file for the database.",
              ("", [call("bash", sqlite, error=True, command=f("command", "sqlite3 station.db < sql/autumn_schedule.sql"))]),
              "Two shows claim Sunday 8 am. Sunday Folk is already there from the summer schedule."),
         turn("Ruth took over from Dave, it's the same show. Delete the old one first.",
              ("", [call("edit", "Applied 1 edit.", path="sql/autumn_schedule.sql", oldText="INSERT INTO shows",
                         newText="DELETE FROM shows WHERE slot_start = '2026-10-11 08:00';\nINSERT INTO shows")]),
              "Loaded. There's also a letter from a listener in the inbox.")),
        (turn("Go on then.",
              ("", [call("read", "Dear Wyebank FM, I love the station but you sound skint. Why not "
                                 "play adverts for local businesses between every show? My nephew runs a garage...",
                         path="post/listener-2026-09-28.txt")]),
              f"Mr Hollis suggests you {f('rejected', 'play adverts for local businesses between every show')}. "
              "What should I tell him?"),
         turn("Our licence caps what we can make from adverts at a few thousand a year, and we're already near it "
              f"with the sponsorship on the drive-time show. We pay {f('number', '£3,200 a year for the music licence')} "
              "on top. Thank him nicely.",
              "I'll write him a thank-you that explains the cap."),
         turn(f"Cheers. Our licence number's {f('identifier', 'CR101734')} if it needs quoting. "
              f"I'll {f('rejected', 'move the breakfast show to six')}, by the way; we lose listeners to the big "
              "stations before seven.",
              "Jo presents breakfast and she comes in on the first bus, which gets to the library at twenty to seven. "
              "At six there'd be nobody to open the studio."),
         turn("Ugh, the bus. Okay, forget it, breakfast stays at seven. Save the weekly logs in "
              f"{f('path', 'archive/2026/')} from now on.",
              "Will do. Something I read about: a station in Leeds "
              f"{f('rejected', 'puts every show up as a podcast on Spotify')} the day after it airs, and their "
              "volunteers love seeing the play counts.")),
        (turn(f"Hm, let me think about that one. Meanwhile I need {f('pending', 'a list of presenters who have not done the compliance training')}.",
              "Okay."),
         turn("And a question I keep meaning to look up: "
              f"{f('pending', 'does streaming the football commentary need a separate licence')}? Anyway, how long is "
              "tonight's log?",
              ("", [call("bash", "tonight: 14 items, 5h 58m, 2 delay-flagged", command="sqlite3 station.db 'select * from tonight'")]),
              "Fourteen items, just under six hours, two of them through the delay.")),
    )
    later = ((6, (turn("About that podcast idea from before. No, the music licence only covers live broadcast, not "
                       "on-demand, and half our shows are music. The talk shows we might record one day.",
                       "Understood, no podcasts of the shows."),)),
             (11, (turn(f"Put this in the diary: {f('pending', 'the annual report to the regulator by 30 November')}.",
                        "In the diary."),)),
             (27, (turn("The regulator's annual report, how far along are we? November's coming.",
                        "Not started yet."),)))
    return Scripted("fresh10-en-radio", "en", rounds, tuple(f.facts), held_out=True, fresh10=True, later=later,
                    routine=routine_en("radio"))


def _cooperage() -> Scripted:
    f = Builder()
    npe = f("failure", "Caused by: java.lang.NullPointerException: Cannot invoke \"String.trim()\" because the return value of \"uk.hartley.casks.Row.staveGrade()\" is null")
    java = long_log(95, "cask-java", "[INFO] --- exec:3.1.0:java (default-cli) @ casks ---\n"
                                     "[WARNING]\njava.lang.reflect.InvocationTargetException\n"
                                     "    at org.codehaus.mojo.exec.ExecJavaMojo.doMain (ExecJavaMojo.java:279)\n"
                                     "    at java.lang.Thread.run (Thread.java:1583)\n" + npe + "\n"
                                     "    at uk.hartley.casks.Importer.parse (Importer.java:64)\n"
                                     "    at uk.hartley.casks.Importer.main (Importer.java:22)\n"
                                     "[ERROR] Failed to execute goal org.codehaus.mojo:exec-maven-plugin:3.1.0:java (default-cli) on project casks")
    ora = f("failure", "ORA-01400: cannot insert NULL into (\"YARD\".\"CASKS\".\"CHAR_LEVEL\")")
    sqlplus = ("SQL> INSERT INTO casks (cask_no, origin, char_level) SELECT cask_no, origin, char FROM intake;\n"
               "INSERT INTO casks (cask_no, origin, char_level) SELECT cask_no, origin, char FROM intake\n"
               "*\nERROR at line 1:\n" + ora + "\n\n\nSQL> Disconnected from Oracle Database 19c\n")
    inventory = f("pending", "a stave inventory by oak origin")
    rounds = (
        (turn("Morning. Hartley's Cooperage, we rebuild whisky casks, about "
              f"{f('number', '1,800 casks a year')}, mostly ex-bourbon barrels going to Speyside. My son wrote an "
              f"intake program, {f('path', 'yard/src/main/java/uk/hartley/casks/Importer.java')}, and it's "
              "choking on this week's delivery note.",
              ("", [call("bash", java, error=True, command=f("command", "mvn -q exec:java -Dexec.args=intake-2026-10.csv"))]),
              "A row with no stave grade. The importer trims the grade without checking it's there."),
         turn("The lorry driver leaves it blank for ungraded ones. Treat blank as ungraded.",
              ("", [call("edit", "Applied 1 edit.", path="yard/src/main/java/uk/hartley/casks/Importer.java",
                         oldText="row.staveGrade().trim()", newText="Objects.requireNonNullElse(row.staveGrade(), \"U\").trim()")]),
              "Done, blanks come in as grade U.")),
        (turn("Good. Two things for the yard sheet. First, remember that "
              f"{f('constraint', 'every cask is pressure-tested before it leaves the yard')}. Years back one of ours "
              "wept its whole fill onto a warehouse floor in Keith and we paid for the spirit. Second, the charring: "
              f"{f('constraint', 'we never char a cask indoors')}, it's done out on the concrete by the water butt.",
              "Both on the yard sheet, the pressure test as a tick box per cask."),
         turn("Lovely. Glenburn rang, they want us to "
              f"{f('rejected', 'swap the oak for chestnut staves')} to save money. No. They'd have whisky that "
              "tastes of chestnut and they'd blame us.",
              "Understood, oak only."),
         turn("Load the char levels into the yard database.",
              ("", [call("bash", sqlplus, error=True, command=f("command", "sqlplus yard@casks @sql/char_levels.sql"))]),
              "Some casks in the intake have no char level yet, and the column doesn't allow that.")),
        (turn("Those are the ones still waiting on the fire. Leave them out for now.",
              ("", [call("edit", "Applied 1 edit.", path="sql/char_levels.sql", oldText="FROM intake",
                         newText="FROM intake WHERE char IS NOT NULL")]),
              "Loaded the rest. The coopers' trade association sent a letter too."),
         turn("What do they want this time?",
              ("", [call("read", "Members are invited to trial RFID tags fitted inside every cask head, so that casks can be "
                                 "traced through warehouses automatically. Kits are free for the first year...",
                         path="post/trade-assoc-2026-10.txt")]),
              f"They'd like members to {f('rejected', 'fit RFID tags inside every cask head')}, free kits for a year."),
         turn("I don't like it.",
              f"Noted. Separately, the test rig logs: {f('path', 'yard/reports/leaks/')} has one file per day, shall I "
              "keep that layout?"),
         turn("Keep it. Every cask has its number burnt on the head, like "
              f"{f('identifier', 'CSK-7731-B')}, and the test goes under that number. A test is "
              f"{f('number', '0.5 bar for 20 minutes')}.",
              "So a pass is twenty minutes at half a bar, filed under the burnt number.")),
        (turn("Yes. And about the association's letter: write back that we stick with branding the heads with the "
              "iron. A tag inside the head is a hole in the head.",
              "I'll write that you keep branding the heads."),
         turn("At the meeting with Glenburn their buyer asked us to "
              f"{f('rejected', 'deliver casks to them every week')}. I said a full lorry every fortnight, it's half "
              "the diesel, and she agreed.",
              "Fortnightly full loads, then."),
         turn(f"Right. I'd like {inventory} before the oak buyer comes.",
              "Okay, noted."),
         turn(f"Their quality manager also wants {f('pending', 'the pressure-test log for every cask in the October batch')}. "
              f"Oh, and {f('pending', 'the forklift insurance renewal is still not signed')}, it runs out soon. "
              "How many casks are waiting to ship?",
              ("", [call("bash", "waiting: 212 (190 tested, 22 untested)", command="sqlplus -s yard@casks @sql/waiting.sql")]),
              "212 waiting, 22 of them not tested yet.")),
    )
    later = ((17, (turn("Is the stave inventory by oak origin ready? The buyer's here on Thursday.",
                        "Not yet, sorry."),)),)
    return Scripted("fresh10-en-cooperage", "en", rounds, tuple(f.facts), held_out=True, fresh10=True, later=later,
                    routine=routine_en("casks"))


def _cider() -> Scripted:
    f = Builder()
    typeerr = f("failure", "TypeError: Cannot read properties of undefined (reading 'gravity')")
    node = long_log(110, "cider-node", "> tracker@2.0.1 readings\n> node src/readings.js --tank T4\n\n"
                                       "fetched 14 readings for tank T4 (hydrometer export 2026-10-03)\n"
                                       "/srv/cellar/tracker/src/readings.js:57\n    const drop = prev.gravity - cur.gravity;\n"
                                       "                      ^\n\n" + typeerr + "\n"
                                       "    at stableForDays (/srv/cellar/tracker/src/readings.js:57:23)\n"
                                       "    at main (/srv/cellar/tracker/src/readings.js:91:5)\n\nNode.js v20.11.1")
    check = f("failure", "ERROR:  new row for relation \"batches\" violates check constraint \"batches_abv_check\"")
    pg = (check + "\nDETAIL:  Failing row contains (PF-26-114, dry, 8.9, 2026-10-02).\n"
          "CONTEXT:  COPY batches, line 3\n")
    rounds = (
        (turn(f"Hello, Pennyfold Cider here. We've {f('number', '14 acres of cider apples')} and press about "
              f"{f('number', '31,000 litres a year')}. Picking's on now; we shake the trees and pick up, and "
              f"{f('constraint', 'windfalls that have lain more than three days do not go in the press')}, they "
              "taste of mud. Anyway, the tank tracker, "
              f"{f('path', 'cellar/tracker/src/readings.js')}, fell over this morning.",
              ("", [call("bash", node, error=True, command=f("command", "node tracker/src/readings.js --tank T4"))]),
              "It compares each reading with the one before; for the first reading of a tank there is no 'before'."),
         turn("T4's new this year. Make it skip the first reading.",
              ("", [call("edit", "Applied 1 edit.", path="cellar/tracker/src/readings.js",
                         oldText="for (let i = 0;", newText="for (let i = 1;")]),
              "Fixed, T4 reads fine.")),
        (turn("That tracker matters, you see. Two years ago a batch went ropey in the bottle because somebody "
              "bottled while it was still dropping, so "
              f"{f('constraint', 'the gravity has to be stable for three days before we bottle')}. The tracker "
              "is what tells us.",
              "Then I'll have it show a 'ready to bottle' mark only after three flat days."),
         turn("Please. And put the batches in the database.",
              ("", [call("bash", pg, error=True, command=f("command", "psql -d cellar -f sql/october_batches.sql"))]),
              "One dry batch is listed at 8.9% and the table only allows up to 8.5."),
         turn("Typo, it's 6.9. Fix the row.",
              ("", [call("edit", "Applied 1 edit.", path="sql/october_batches.sql", oldText="PF-26-114,dry,8.9",
                         newText="PF-26-114,dry,6.9")]),
              f"Loaded. Batch {f('identifier', 'PF-26-114')} is in at 6.9. What if you "
              f"{f('rejected', 'ran a pick-your-own weekend in the orchard')}? Families like that sort of thing.")),
        (turn("Who'd pay for the insurance, though? People up ladders in my trees.",
              "I don't know what your policy covers; you'd have to ask the broker."),
         turn("Forward me what the supermarket said.",
              ("", [call("read", "Hi Pennyfold team, we love the range. To hit our price point for the medium cider we'd ask "
                                 "you to add apple concentrate to stretch the juice, as most suppliers do...",
                         path="mail/buyer-2026-10-02.eml")]),
              f"Their buyer asks you to {f('rejected', 'add apple concentrate to stretch the juice')} for the medium."),
         turn("It stays one hundred per cent fresh-pressed juice. Tell her that, she can take it or leave it.",
              "I'll reply that every cider stays fresh-pressed juice only."),
         turn("Ta. Mr Pryce from next door came by, he thinks we should "
              f"{f('rejected', 'plant perry pear trees on the bottom field')}.",
              "Do you want to?")),
        (turn("Not this winter. That field's a bog till it's drained, and the drainage man can't come before spring.",
              f"Spring at the earliest, then. Where do the label files live, {f('path', 'cellar/labels/')}?"),
         turn(f"That's them. I need {f('pending', 'a label proof for the dry cider with the new allergen line')}.",
              "Sure."),
         turn(f"And I've wondered for ages, {f('pending', 'does the farm shop need its own duty registration')}? "
              "Anyway, what's in the tanks?",
              ("", [call("bash", "T1 1.002 stable 4d | T2 1.010 | T3 1.004 | T4 1.031", command="node tracker/src/readings.js --all")]),
              "T1 is ready to bottle; the others are still dropping.")),
    )
    later = ((6, (turn("That pick-your-own thing. The broker says no, not on our policy, and I'm not paying a second "
                       "one for two days a year. So no.", "Understood, no pick-your-own."),)),
             (24, (turn(f"One day I'd love {f('pending', 'a map of which apple variety is in which row')} for the "
                        "shop wall.", "That would be nice."),)))
    return Scripted("fresh10-en-cider", "en", rounds, tuple(f.facts), held_out=True, fresh10=True, later=later,
                    routine=routine_en("cider"))


def _rink() -> Scripted:
    f = Builder()
    invalid = f("failure", "ActiveRecord::RecordInvalid: Validation failed: Starts at overlaps an existing booking on Pad A")
    rails = long_log(105, "rink-rails", "bin/rails aborted!\n" + invalid + "\n"
                                        "/srv/bookings/app/models/slot.rb:41:in `block in import'\n"
                                        "/srv/bookings/lib/tasks/bookings.rake:12:in `block (2 levels) in <main>'\n"
                                        "Tasks: TOP => bookings:import\n(See full trace by running task with --trace)")
    fmt = f("failure", "System.FormatException: The input string '-5,5' was not in a correct format.")
    dotnet = ("Unhandled exception. " + fmt + "\n"
              "   at System.Number.ThrowFormatException[TChar](ReadOnlySpan`1 value)\n"
              "   at System.Double.Parse(String s, IFormatProvider provider)\n"
              "   at Plant.Monitor.Reading.FromLine(String line) in /srv/plant/Monitor/Reading.cs:line 27\n"
              "   at Plant.Monitor.Program.Main(String[] args) in /srv/plant/Monitor/Program.cs:line 15\n")
    chart = f("pending", "the ice plant's temperature log as a weekly chart")
    lessons = f("rejected", "drop the Sunday morning beginners' lessons")
    rounds = (
        (turn("Hello. I do the computers at Northgate Ice Arena, public skating, the Northgate Stags hockey club, a "
              f"figure club. Saturday afternoons we get {f('number', '1,100 skaters')}. The booking system is Rails, "
              f"the slots are in {f('path', 'bookings/app/models/slot.rb')}, and the winter import blew up.",
              ("", [call("bash", rails, error=True, command=f("command", "bin/rails 'bookings:import[winter.csv]'"))]),
              "Two bookings on Pad A overlap; the import stops at the first clash."),
         turn("That's the Stags' Friday practice, they moved it to half nine. Change it to 21:30.",
              ("", [call("edit", "Applied 1 edit.", path="bookings/winter.csv", oldText="Stags,Fri,20:30",
                         newText="Stags,Fri,21:30")]),
              "Imported, no clashes.")),
        (turn("For the timetable you need to know how the day works. "
              f"{f('constraint', 'The ice is resurfaced between every session')}, that's fifteen minutes with the "
              "machine, so no two sessions are back to back.",
              "I'll build the fifteen minutes into every gap."),
         turn("And remember that "
              f"{f('constraint', 'under-eights wear a helmet on public sessions')}; the booking confirmation "
              "should say it when there's a child ticket.",
              "Child tickets now get the helmet line in the confirmation."),
         turn("The plant monitor's playing up too.",
              ("", [call("bash", dotnet, error=True, command=f("command", "dotnet run --project plant/Monitor -- --since 06:00"))]),
              "The plant's controller writes its temperatures with a comma for the decimal point, and the monitor "
              "parses them as if it were a dot."),
         turn("Yes, it's a German controller. Parse it the German way.",
              ("", [call("edit", "Applied 1 edit.", path="plant/Monitor/Reading.cs", oldText="double.Parse(parts[1])",
                         newText="double.Parse(parts[1], new CultureInfo(\"de-DE\"))")]),
              f"It reads now: the pad is at {f('number', '-5.5 °C')}, as it should be.")),
        (turn("Good. Pete the Stags chairman rang wanting to "
              f"{f('rejected', 'book the rink for a midnight hockey tournament')}. We did a late one in 2023: the "
              "ice crew was on till four, one of them dozed off on the resurfacer and took out the boards at the "
              "far end. I told him that story.",
              "I'll note that there are no late-night bookings."),
         turn(f"Pete's booking reference is {f('identifier', 'NGA-HK-2207')}, for the record. Let's "
              f"{lessons}, they're half empty.",
              "Half empty, but the beginners are where your hockey juniors and figure skaters come from; the club "
              "coaches told me most of their kids started on Sunday mornings."),
         turn("Fair. They stay then. What else do other rinks do?",
              f"One in Fife {f('rejected', 'takes the ice out in July and rents the floor for concerts')}; it pays "
              "for the summer."),
         turn("Never. Three weeks to build the ice back up, and the Stags start pre-season in August.",
              "Okay, the ice stays in all year.")),
        (turn(f"Save the plant readings in {f('path', 'plant/readings/')}. And {chart}, please.",
              "Okay, later today."),
         turn(f"The figure club coach asked for {f('pending', 'a separate ice-time sheet for the figure club')}. And "
              f"{f('pending', 'first-aid cover for the Saturday disco is still not arranged')}. How busy is Saturday?",
              ("", [call("bash", "Sat: 3 public sessions, 412 pre-booked", command="bin/rails runner 'puts Slot.saturday_summary'")]),
              "Three public sessions, 412 booked so far.")),
    )
    later = ((19, (turn("Where's the weekly chart of the plant temperatures I asked for?", "Still on my list."),)),)
    return Scripted("fresh10-en-rink", "en", rounds, tuple(f.facts), held_out=True, fresh10=True, later=later,
                    routine=routine_en("rink"))


SESSIONS = (_radio(), _cooperage(), _cider(), _rink())
