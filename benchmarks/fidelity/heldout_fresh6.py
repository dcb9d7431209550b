"""Sixth fresh held-out set (English): written blind, in parallel with the seventh round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions
or the benchmark's report); committed before its first run and not to be edited after it.
``heldout_fresh6_zh.py`` holds the Chinese half.

How they were written: the descriptions first, in plain words — the domain, who puts what forward and
how it is turned down, what rules are stated, what is left to do — then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped) and
in wording of its own. The shapes vary across turns more than the words: a proposal and its answer with
a clarifying question between them, a relayed proposal turned down in the same message, a plan its
proposer drops after an objection, a turn-down that only says what stays as it is, a turn-down spread
over two messages, a deferral, a counter-proposal taken instead, the assistant's idea told as what
another place does. Failures come as multi-line blocks (a header then detail lines, blank lines inside,
the cause above or below the word "error") from Rust, PostgreSQL, .NET, SQL Server, Elixir/Ecto, ExUnit,
Jest and Python. Open items are acknowledged in a word and left, asked again later, or asked as a
question nobody answers. Routine work (``routine_en``) is this file's own, a TypeScript front end; it has
turns that look like facts and are not planted: a request done at once, an eslint failure fixed and
rerun clean, an offer taken up, a changelog line asked for and reported a round later.

Descriptions:
- mushroom: a mushroom farm (grow rooms, spawn lab, substrate blocks, harvest sheets). Rules: nobody
  goes from a grow room back into the spawn lab on the same day (a complaint about last autumn's green
  mould); the fruiting rooms are vented whenever CO2 passes 1,000 ppm (a plain description inside a
  longer sentence, no modal). The assistant tells what a farm in the Netherlands does (pasteurising the
  straw with peroxide instead of steam); the user turns it down across two messages (a story of the
  organic certifier, then "steam it stays"). A restaurant buyer's ask (lion's mane pre-sliced and
  vacuum-packed) is reported and turned down in the same message. The user's own plan ("I'll move the
  harvest sheets onto the pickers' phones") is dropped after the assistant's objection (wet gloves, no
  signal behind block walls). Failures: a Rust assertion panic deep in a long cargo test log (left and
  right values on the lines below the header); a PostgreSQL column error with LINE and caret below
  ERROR. Left to do: a weekly yield chart per grow room (acknowledged in a word); a question nobody
  answers (is a block pinned twice one flush or two?); later, the organic audit pack by a date (asked,
  then asked again).
- interpreters: a county court's pool of freelance interpreters (bookings, languages, travel claims).
  Rules: an interpreter never works for both sides in the same case (a reminder, "remember that"); nobody
  is booked for more than six hours of interpreting in a day (a negative inside a sentence about the
  listing manager and a collapsed interpreter). A solicitors' firm writes proposing that defence
  solicitors book interpreters directly; the assistant asks what to answer, and the user answers by a
  reason. The assistant asks whether the app should offer each job to the cheapest interpreter first; the
  user answers only with what stays as it is (rota order). The head of the Polish team phones asking for
  a WhatsApp group for last-minute cover; deferred (not while the data-protection review is open).
  Failures: a .NET unhandled exception whose real cause is the inner exception below the header and its
  frames; a SQL Server duplicate-key message (Msg line, then the cause). Left to do: the ushers' ask for
  a daily sheet of which interpreter is in which courtroom (someone else's ask, acknowledged and not done,
  asked again later); a gap (travel claims missing from the monthly export); later, the quarterly spend
  figures by 30 June (a deadline).
- locks: a river navigation's lock-keepers' rota (five locks, relief keepers, red-board flood warnings).
  Rules: no lock is left unattended while the river is on red boards (a negative inside a story about
  the 2019 flood); relief keepers are only sent to locks they have been signed off on (a plain
  description, "that's how it works"). The regional manager at a meeting proposes self-service
  operation of the small locks out of season; the user's counter-proposal (shorter winter hours, keepers
  kept) was accepted instead. The assistant's plan to swap keepers between locks every week is dropped
  after the user's objection (keepers live in the lock cottages). The boat club's secretary writes asking
  to hold the lock keys for evening cruises; turned down by a story (gates left open, the pound drained).
  Failures: an Ecto migration whose Postgrex not-null error sits in a block with a blank line, deep in a
  long log; an ExUnit assertion (code, left, right below the header). Left to do: a text message to the
  relief keeper when a shift is added (acknowledged, not done); a question nobody answers (overtime rate
  or call-out fee for a night call-out); later, a wish for the river level from the gauge on the rota
  screen.
- skihire: a ski-hire shop in a resort (fittings, binding settings, rentals). Rules: bindings are set
  only by a certified technician (the insurer's condition, told plainly); no skis go out without the DIN
  setting printed on the hire ticket (a complaint about a knee-injury claim). The user says, as an
  imperative, to have customers enter weight and ability online and work the DIN out before they arrive;
  the assistant answers "we could, but" (people shave off kilos, the technician still checks) and the user
  lets it go. The assistant proposes dynamic pricing on powder days; the user defers it (not this season,
  the resort's price charter). A tour operator's rep phones asking to deliver hire kit to the chalets the
  night before; the user relays it and the assistant asks what the user said; the user says no, bluntly.
  Failures: a Jest failure (a header, expected and received lines with blank lines between, the source
  excerpt); a chained Python traceback whose root cause is at the top. Left to do: the end-of-season
  inventory count before the lifts close (a deadline); a waiver form in German and Dutch (asked, asked
  again later); later, in the same message as that reminder, a gap (no record of which boots went out
  with which skis).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (sixth fresh set)
_TASKS_EN = (("switch the settings page to the shared form component", "the settings page uses the shared form component"),
             ("add loading skeletons to the list views", "the list views show skeletons while loading"),
             ("sort the imports in the components folder", "the component imports are sorted"),
             ("give the empty states a friendlier message", "the empty states read better now"),
             ("replace the moment.js calls with date-fns", "moment.js is gone, date-fns does the dates"),
             ("make the table headers sticky", "the table headers stick when you scroll"),
             ("add keyboard focus rings to the buttons", "the buttons show focus rings"),
             ("split the big utils file by topic", "the utils are split by topic"))
_ASKS_EN = ("Front-end tidy-up time: {}.", "Another front-end chore: please {}.", "While it's quiet, could you {}?")


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        task, done = _TASKS_EN[r % len(_TASKS_EN)]
        src = f"web/src/{tag}/View{r % 5}.tsx"
        out = [
            turn(_ASKS_EN[r % 3].format(task),
                 ("Looking for it first.", [call("bash", f"{src}:{7 + r % 30}:export function View{r % 5}() {{",
                                                  command=f"grep -rn 'export function View' web/src/{tag}")]),
                 ("", [call("read", f"export function View{r % 5}() {{\n  return <div className=\"old\" />;\n}}\n" * 6, path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="className=\"old\"", newText="className=\"panel\"")]),
                 ("", [call("bash", f"Test Files  {3 + r % 4} passed\n     Tests  {20 + r % 11} passed",
                            command=f"npx vitest run web/src/{tag}")]),
                 f"Done — {done}."),
        ]
        if r % 4 == 1:
            out.append(turn("Lint it before moving on.",
                            ("", [call("bash", f"{src}\n  {4 + r % 25}:10  error  'useMemo' is defined but never used  "
                                               "no-unused-vars\n\n1 problem (1 error, 0 warnings)",
                                       error=True, command="npx eslint web/src")]),
                            ("An unused import; taking it out.",
                             [call("edit", "Applied 1 edit.", path=src, oldText="useMemo, ", newText="")]),
                            ("", [call("bash", "", command="npx eslint web/src")]),
                            "eslint is happy again."))
        if r % 5 == 2:
            out.append(turn(f"Set the package version to 2.{r}.0 while you're at it.",
                            ("", [call("edit", "Applied 1 edit.", path="web/package.json", oldText="\"version\":",
                                       newText=f"\"version\": \"2.{r}.0\",")]),
                            f"package.json says 2.{r}.0 now."))
        if r % 6 == 3:
            out.append(turn("How big is the bundle now?", f"About {310 + r % 13 * 4} kB gzipped."))
        if r % 7 == 4:
            out.append(turn("Anything else you spotted in there?", "Two components still use inline styles. Want me to move them to CSS modules?"))
            out.append(turn("Sure, do it.", ("", [call("edit", "Applied 2 edits.", path=src, oldText="style={{", newText="className={s.")]),
                            "Moved to CSS modules."))
        if r % 9 == 6:
            out.append(turn("At some point put a line about the tidy-up in CHANGELOG.md.", "I'll do it with the next change."))
        if r % 9 == 7:
            out.append(turn("Did the CHANGELOG line happen?",
                            ("", [call("edit", "Applied 1 edit.", path="CHANGELOG.md", oldText="## Unreleased",
                                       newText="## Unreleased\n- front-end tidy-up")]),
                            "Yes, it's in."))
        return tuple(out)

    return turns


def _mushroom() -> Scripted:
    f = Builder()
    panic = f("failure", "thread 'climate::tests::vent_opens_above_threshold' panicked at farm/src/climate.rs:88:9:\n"
                         "assertion `left == right` failed\n  left: Closed\n right: Open")
    cargo = long_log(140, "mush-cargo", "running 23 tests\ntest climate::tests::humidity_band ... ok\n"
                                        "test climate::tests::vent_opens_above_threshold ... FAILED\n\nfailures:\n\n"
                                        "---- climate::tests::vent_opens_above_threshold stdout ----\n" + panic +
                                        "\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n"
                                        "test result: FAILED. 22 passed; 1 failed; 0 ignored\n\n"
                                        "error: test failed, to rerun pass `-p farm --lib`")
    sliced = f("rejected", "supply the lion's mane pre-sliced and vacuum-packed")
    phones = f("rejected", "move the harvest sheets onto the pickers' phones")
    pg = f("failure", "ERROR:  column \"flush_no\" of relation \"harvests\" does not exist")
    pg_out = (pg + "\nLINE 1: INSERT INTO harvests (room, flush_no, picked_kg) VALUES (3, 2, 41.5);\n"
                   "                                    ^\npsql:sql/007_harvests.sql:12: ERROR:  current transaction is aborted")
    rounds = (
        (turn(f"I look after the growing side at Fernhollow Mushrooms. We've {f('number', '6 grow rooms')} and a spawn lab, "
              f"oyster and lion's mane mostly, and we harvest about {f('number', '1.2 tonnes a week')}. The climate "
              f"controller I've been poking at is in {f('path', 'farm/src/climate.rs')}. Let me say the thing that matters "
              "most first. Last autumn Dan did his picking in room 3 in the morning and then went into the lab after lunch "
              "in the same overalls, and we had green mould through two months of spawn. Two months. So "
              f"{f('constraint', 'nobody goes from a grow room back into the spawn lab on the same day')}, and I want the "
              "rota to stop that happening rather than me shouting about it.",
              ("", [call("read", "pub fn vent(state: &Room) -> Vent {\n    Vent::Closed\n}\n" * 12, path="farm/src/climate.rs")]),
              "Then the rota needs to know who's in the lab and who's picking; I'll make a lab shift and a room shift on "
              "the same day a clash it refuses."),
         turn("Go on, run its tests, I think I broke something yesterday.",
              ("", [call("bash", cargo, error=True, command=f("command", "cargo test -p farm --lib"))]),
              "The vent test expects the fan to open at the threshold, and the comparison is strictly greater-than, so at "
              "exactly the threshold it stays shut."),
         turn("Right, and that threshold is the other thing: the pickers all know it so it's never been written down, "
              f"but {f('constraint', 'the fruiting rooms are vented whenever CO2 passes 1,000 ppm')}, or the caps come out "
              "long-stemmed and nobody buys them.",
              "So at or above a thousand the vent opens; I'll fix the comparison and name the constant.")),
        (turn("Compost question. We steam the straw at the moment and it eats gas.",
              "There's a farm in the Netherlands I read about that does it differently: they "
              f"{f('rejected', 'pasteurise the straw with hydrogen peroxide instead of steam')}, soaked in a tank overnight, "
              "no boiler at all. They say the gas bill halved."),
         turn("Oh, we had a go at a chemical soak, years ago, before my time as manager.", "How did it turn out?"),
         turn("Our organic certifier came round, saw the drums, and suspended the certificate for a season while they "
              "argued about whether it was allowed. We lost two shops. So no, steam it stays, gas or no gas.",
              "Understood; the straw keeps being steamed.")),
        (turn("The buyer from Sorrel, the restaurant in town, asked on Tuesday whether we could "
              f"{sliced}. I told him we don't process anything, "
              "we sell whole mushrooms, and he was fine with that. Anyway — can you load last week's harvest?",
              ("", [call("bash", pg_out, error=True, command=f("command", "psql -d fernhollow -f sql/007_harvests.sql"))]),
              "The table calls the column flush, not flush_no; the import script has the old name."),
         turn(f"I'll {phones}, the paper ones are always soggy.",
              "Before you do: the pickers wear wet gloves all morning, and behind the block walls in rooms 4 to 6 there's no "
              "signal, so the sheets would be filled in from memory at the end of the shift. A laminated sheet by each door "
              "and one person typing them up might lose less."),
         turn("Yeah, fine. Forget the phones.", "OK.")),
        (turn(f"Spawn batches are labelled like {f('identifier', 'SPN-24-118')}, and the harvest sheets go in "
              f"{f('path', 'farm/harvest/sheets/')}. What I want out of all this is "
              f"{f('pending', 'a weekly yield chart per grow room')}.",
              "Sure, later."),
         turn(f"And {f('pending', 'is a block that pins twice one flush or two')}? The pickers argue about it every week. "
              "Also how many blocks are in room 2 right now?",
              ("", [call("bash", "room 2: 412 blocks", command="farm-cli blocks --room 2")]),
              "412 blocks in room 2.")),
    )
    later = ((14, (turn(f"I need {f('pending', 'the organic audit pack ready by 9 May')}; the inspector's coming the week after.",
                        "Noted."),)),
             (23, (turn("Reminder that the audit pack is still to do, the date hasn't moved.", "Yes."),)))
    return Scripted("fresh6-en-mushroom", "en", rounds, tuple(f.facts), held_out=True, fresh6=True, later=later,
                    routine=routine_en("mushroom"))


def _interpreters() -> Scripted:
    f = Builder()
    inner = f("failure", "---> System.FormatException: String 'Tigrinya (Eritrean)' was not recognized as a valid language code.\n"
                         "   at Pool.Rota.LanguageCode.Parse(String value) in /src/Pool/Rota/LanguageCode.cs:line 27")
    dotnet = long_log(125, "interp-dotnet", "  Failed Pool.Tests.AllocatorTests.AssignsByRotaOrder [41 ms]\n"
                                            "  Error Message:\n   System.InvalidOperationException: Could not build the rota "
                                            "for 2025-06-02.\n" + inner + "\n   --- End of inner exception stack trace ---\n"
                                            "   at Pool.Rota.Allocator.Build(DateOnly day) in /src/Pool/Rota/Allocator.cs:line 112\n\n"
                                            "Failed!  - Failed:     1, Passed:    57, Skipped:     0, Total:    58")
    mssql = f("failure", "Violation of PRIMARY KEY constraint 'PK_Bookings'. Cannot insert duplicate key in object "
                         "'dbo.Bookings'. The duplicate key value is (HRG-0613-2).")
    rounds = (
        (turn(f"I coordinate the interpreters for the county court: {f('number', '37 freelance interpreters')} across "
              f"{f('number', '23 languages')}, booked from a shared inbox and a spreadsheet older than some of the staff. "
              f"The allocator's in {f('path', 'Pool/Rota/Allocator.cs')}. Run its tests so we know where we stand?",
              ("", [call("bash", dotnet, error=True, command=f("command", "dotnet test Pool.Tests --filter AllocatorTests"))]),
              "The rota falls over on a language written with the country in brackets: the parser only knows the short "
              "codes."),
         turn("That's the Tigrinya lot, yes. And remember that "
              f"{f('constraint', 'an interpreter never works for both sides in the same case')}, even if it's a different "
              "hearing and a different week. Defence and prosecution each get their own.",
              "Then a booking has to carry the side, and the allocator checks every earlier booking in the case.")),
        (turn("A letter came from Harcourt Lane, the solicitors. Their idea: "
              f"\"{f('rejected', 'let defence solicitors book interpreters directly')} through your system, to save everyone "
              "the emails.\"",
              "Shall I draft a reply? And which way — are you open to it?"),
         turn("The court has to pay for and vouch for whoever turns up, so the listing office books them. Write that, and "
              "keep it short.",
              ("", [call("write", "Draft saved.", path="letters/harcourt-lane.md", content="Dear Ms Okafor, ...")]),
              "A short reply is in letters/harcourt-lane.md."),
         turn("Thanks. Since we're talking about the listing manager, she said this at the last meeting after a Romanian "
              "interpreter fainted at half past four in court 2: "
              f"{f('constraint', 'nobody is booked for more than six hours of interpreting in a day')}, breaks not counted.",
              f"Should the app {f('rejected', 'offer each job to the cheapest interpreter first')}, then? It would also keep "
              "the spend down."),
         turn("Jobs are offered down the rota list in turn, the way they always have been.",
              "Fine, rota order.")),
        (turn("Import the bookings from the spreadsheet export, please.",
              ("", [call("bash", "Msg 2627, Level 14, State 1, Server POOLDB, Line 3\n" + mssql + "\nThe statement has been "
                                 "terminated.\n\n(0 rows affected)", error=True,
                         command=f("command", "sqlcmd -S localhost -d pool -i sql/014_bookings.sql"))]),
              "One hearing was typed twice in the spreadsheet with the same booking reference."),
         turn(f"Typical. The big trial this summer is {f('identifier', 'T20257031')}, six weeks, Albanian and Kurdish. "
              "Kasia, who heads the Polish team, rang yesterday wanting "
              f"{f('rejected', 'a WhatsApp group for last-minute cover')}.",
              "What do you make of it?"),
         turn("Not while the data-protection review is open. Maybe next year, once legal have had their say.",
              "Understood; it waits for the review.")),
        (turn(f"The ushers have asked for {f('pending', 'a daily sheet of which interpreter is in which courtroom')}, they "
              "keep walking round with a clipboard.",
              "Right, I'll get to it."),
         turn(f"Also {f('pending', 'travel claims are still missing from the monthly export')}; finance add them by hand. "
              f"The claims sit in {f('path', 'Pool/Claims/')}.", "I see.")),
    )
    later = ((19, (turn("Did anything happen with the ushers' courtroom sheet? They asked me again this morning. And I need "
                        f"{f('pending', 'the quarterly spend figures by 30 June')} for the regional return.",
                        "Not yet."),)),)
    return Scripted("fresh6-en-interpreters", "en", rounds, tuple(f.facts), held_out=True, fresh6=True, later=later,
                    routine=routine_en("interp"))


def _locks() -> Scripted:
    f = Builder()
    postgrex = f("failure", "** (Postgrex.Error) ERROR 23502 (not_null_violation) null value in column \"keeper_id\" of "
                            "relation \"shifts\" violates not-null constraint")
    ecto = long_log(130, "locks-ecto", "[info] == Running 20250402093000 Wend.Repo.Migrations.BackfillShifts.up/0 forward\n"
                                       "[info] execute \"INSERT INTO shifts SELECT * FROM old_shifts\"\n" + postgrex + "\n\n"
                                       "    table: shifts\n    column: keeper_id\n\n"
                                       "Failing row contains (8812, null, 4, 2025-04-02 06:00:00).\n"
                                       "    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1")
    exunit = f("failure", "Assertion with == failed\n     code:  assert Planner.cover(:millers, ~D[2025-05-10]) == [\"Ruth\"]\n"
                          "     left:  [\"Ruth\", \"Tomasz\"]")
    exunit_out = ("\n  1) test relief cover only from signed-off keepers (Wend.RotaTest)\n     test/wend/rota_test.exs:41\n     "
                  + exunit + "\n     right: [\"Ruth\"]\n     stacktrace:\n       test/wend/rota_test.exs:44: (test)\n\n"
                  "Finished in 0.3 seconds (0.1s async, 0.2s sync)\n19 tests, 1 failure")
    rounds = (
        (turn(f"I'm the rota clerk for the Wend navigation: {f('number', '5 locks')}, {f('number', '14 keepers')} including "
              "the relief ones. When the river's in flood the Agency puts it on red boards, and in the 2019 flood the keeper "
              "at Cobb's Weir went home at six as usual and a cruiser came down on the stream and hit the gates; since then "
              f"{f('constraint', 'no lock is left unattended while the river is on red boards')}, night or day. "
              f"The rota code is {f('path', 'lib/wend/rota/planner.ex')}.",
              ("", [call("read", "def plan(week), do: []\n" * 14, path="lib/wend/rota/planner.ex")]),
              "So a red-board day needs cover round the clock at every lock; the planner will have to generate night shifts "
              "on those days."),
         turn("Yes. Back the old shifts up into the new table first.",
              ("", [call("bash", ecto, error=True, command=f("command", "mix ecto.migrate"))]),
              "Some old shifts have no keeper at all, probably the cancelled ones, and the new table won't take them.")),
        (turn("Cancelled, yes, skip those. Relief keepers: a relief keeper learns a lock with the resident keeper and the "
              f"inspector signs them off, and {f('constraint', 'relief keepers are only sent to locks they have been signed off on')}. "
              "That's how it works, it's not up for debate with anyone.",
              ("", [call("bash", exunit_out, error=True, command=f("command", "mix test test/wend/rota_test.exs"))]),
              "The cover function offers Tomasz for Miller's Lock; he's only signed off for Cobb's Weir and Hythe."),
         turn("Right, he did Miller's once shadowing but never got signed.",
              f"Then while I'm in the planner: I'll {f('rejected', 'swap keepers between locks every week')}, so everyone stays "
              "current on every lock and cover gets easier."),
         turn("The keepers live in the lock cottages. Ruth's been at Miller's for nineteen years, her garden is the lock "
              "garden. You'd have them driving forty minutes each way to someone else's lock.",
              "Then I'll drop the weekly swapping; residents stay on their own locks and only relief keepers move.")),
        (turn("The regional manager, at Thursday's meeting, floated "
              f"{f('rejected', 'self-service operation of the small locks out of season')}, boaters working them with a key. "
              "I said what we could do instead is shorten the winter hours to ten till four and keep a keeper on, and he "
              "went for that. So winter hours are the change.",
              f"Winter hours from ten till four, then. Which locks count as small? Lock codes like {f('identifier', 'WND-L4')}?"),
         turn("L3 and L4, Hythe and Sallow. And a letter from the boat club secretary, she asks if the club could "
              f"{f('rejected', 'hold the lock keys for evening cruises')} in summer.",
              "What should I put in the reply?"),
         turn("Tell her about August 2016: a club member took a boat through Sallow after hours with a borrowed key, left "
              "the bottom gates open, and the pound above drained overnight; two narrowboats were sitting on the mud in the "
              "morning. So thank you but no.",
              ("", [call("write", "Draft saved.", path="letters/boat-club.md", content="Dear Mrs Pell, ...")]),
              "Drafted, with the 2016 story.")),
        (turn(f"Can the relief keeper get {f('pending', 'a text message when a shift is added')}? At the moment they hear "
              f"about it from the pub. The keepers' contact sheet is under {f('path', 'priv/contacts/')}.",
              "Will do."),
         turn(f"Oh and {f('pending', 'overtime rate or call-out fee for a keeper called out at night')}? Payroll asked me and "
              "I honestly don't know what the agreement says. Meanwhile what's on the rota for Saturday?",
              ("", [call("bash", "Sat: L1 Ruth, L2 Owen, L3 Bea, L4 Bea, L5 Idris", command="mix wend.rota --day sat")]),
              "Saturday: Ruth, Owen, Bea on Hythe and Sallow, Idris.")),
    )
    later = ((27, (turn("Something for the list. What would really help is "
                        f"{f('pending', 'the river level from the Cobb gauge on the rota screen')}, so I can see red boards "
                        "coming.", "Understood."),)),)
    return Scripted("fresh6-en-locks", "en", rounds, tuple(f.facts), held_out=True, fresh6=True, later=later,
                    routine=routine_en("locks"))


def _skihire() -> Scripted:
    f = Builder()
    jest = f("failure", "● dinFor › rounds a 54 kg type-2 skier to the chart row\n\n"
                        "    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 4.5\n    Received: 5")
    jest_out = ("FAIL src/din.test.ts\n  dinFor\n    ✓ picks the row by weight (3 ms)\n    ✕ rounds a 54 kg type-2 skier to "
                "the chart row (4 ms)\n\n  " + jest + "\n\n      17 |   it('rounds a 54 kg type-2 skier', () => {\n"
                "    > 18 |     expect(dinFor({ kg: 54, type: 2, boot: 305 })).toBe(4.5);\n         |"
                "                                                    ^\n\nTests:       1 failed, 6 passed, 7 total")
    root = f("failure", "KeyError: 'boot_sole_mm'")
    py_out = long_log(110, "ski-sizing", "Traceback (most recent call last):\n  File \"shop/scripts/sizing.py\", line 63, in load\n"
                                         "    sole = int(rec['boot_sole_mm'])\n               ~~~^^^^^^^^^^^^^^^^\n" + root +
                                         "\n\nThe above exception was the direct cause of the following exception:\n\n"
                                         "Traceback (most recent call last):\n  File \"shop/scripts/sizing.py\", line 120, in <module>\n"
                                         "    main()\n  File \"shop/scripts/sizing.py\", line 66, in load\n"
                                         "    raise ImportError_(f'boots.csv row {i}') from e\n"
                                         "__main__.ImportError_: boots.csv row 318")
    rounds = (
        (turn(f"I run Snowline Hire at the bottom of the Aigle lift: {f('number', '420 pairs of skis')}, about as many boots, "
              f"and {f('number', '3 fitting benches')} that are chaos from eight to ten. The binding calculator is in "
              f"{f('path', 'shop/src/din.ts')}. Our insurer's condition for cover is simple: "
              f"{f('constraint', 'bindings are set only by a certified technician')}. The seasonal kids on the desk can fit "
              "boots and hand out poles, that's it.",
              ("", [call("read", "export function dinFor(s: Skier): number {\n  return 0;\n}\n" * 12, path="shop/src/din.ts")]),
              "So the app should record which technician set each pair, and only technicians can enter a setting."),
         turn("Exactly. Test it, the chart changed this year.",
              ("", [call("bash", jest_out, error=True, command=f("command", "npx jest src/din.test.ts"))]),
              "A 54 kg type-2 skier comes out at 5 instead of 4.5: the lookup rounds the weight up to the next row instead "
              "of taking the row it falls in.")),
        (turn("Fix that. And something I care about a lot: two winters ago a man tore his knee and said we'd set his "
              "bindings wrong, and we couldn't prove what we'd set because the ticket only had the ski length on it. We "
              f"paid. Since then {f('constraint', 'no skis go out without the DIN setting printed on the hire ticket')}.",
              "Then the ticket printer takes the setting from the technician's entry, and if there isn't one the ticket "
              "doesn't print."),
         turn(f"Good. Now: {f('rejected', 'have customers enter their weight and ability online')} and work the DIN out "
              "before they arrive. It would empty the queue.",
              "We could, but people take five or ten kilos off when they type their weight, and the technician has to check "
              "and set it on the bench anyway, so the queue would move about as slowly and the ticket would show a number "
              "from the website. Pre-booking the sizes might be the bigger win."),
         turn("Hm. You're right about the weights, I've seen the forms. Leave it.", "OK.")),
        (turn("Run the boot sizing import on this season's file.",
              ("", [call("bash", py_out, error=True, command=f("command", "python shop/scripts/sizing.py --season 2025"))]),
              "The boots file has no sole-length column on row 318 onwards; someone exported it with a different template."),
         turn("That'll be Chloé's export. Bookings have a reference like "
              f"{f('identifier', 'HIRE-77120')}, the tickets are kept in {f('path', 'shop/tickets/')}.",
              f"Seen. One idea from other resorts: {f('rejected', 'dynamic pricing on powder days')}, a bit more when fresh "
              "snow's forecast, less midweek in March."),
         turn("Not this season. The resort's price charter runs to April and we signed it. Bring it up in the summer.",
              "I'll leave it for the summer.")),
        (turn("The rep from Alpenreise rang. They want us to "
              f"{f('rejected', 'deliver hire kit to the chalets the night before')}, so their guests don't queue.",
              "What did you tell him?"),
         turn("No. Fitting happens here, on the bench, with the boot on the foot.", "Got it."),
         turn(f"I need {f('pending', 'the end-of-season inventory count before the lifts close on 21 April')}. And "
              f"{f('pending', 'a waiver form in German and Dutch')}, half our customers can't read the English one.",
              "Noted, both.")),
    )
    later = ((31, (turn("The German and Dutch waiver form, please. The Dutch school groups arrive next week. And while I think "
                        f"of it, {f('pending', 'there is still no record of which boots went out with which skis')}.",
                        "I'll look."),)),)
    return Scripted("fresh6-en-skihire", "en", rounds, tuple(f.facts), held_out=True, fresh6=True, later=later,
                    routine=routine_en("ski"))


SESSIONS = (_mushroom(), _interpreters(), _locks(), _skihire())
