"""Fourth fresh held-out set (English): written blind, in parallel with the fifth round's rules, by
someone who had not read them (nor the rule modules, their docs or the earlier misses), from the short
descriptions below; committed before its first run and not to be edited after it.
``heldout_fresh4_zh.py`` holds the Chinese half.

How they were written: the descriptions first, in plain words — the domain, who puts what forward and
how it is turned down, what rules are stated, what is left to do — then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus and in wording
of its own. Rules, proposals, turn-downs, open work and failures are phrased the many ways people phrase
them, differently in every session. Routine work (``routine_en``) is this file's own.

Descriptions:
- lighting: the lighting rig of a small municipal theatre (fixture inventory, DMX patch, lamp hours).
  Rules: nothing hangs over the orchestra pit without a safety bond (said as a complaint about a lamp
  that came down), and the lighting VLAN is never bridged to the house network (a plain description).
  The assistant wonders aloud whether lamp hours could be read from the fixtures over RDM; the user
  turns it down with a story (heads flickering mid-show). A visiting company's designer (a third party,
  by email) wants the front-of-house bar re-hung to her plot; the user answers with a counter-proposal
  (the booms only). The user muses about renting LED fixtures instead of buying lamps; the assistant
  says "yes, but" (rental minimums, the wrong budget). Failures: the patch export dies deep in a long log
  on a channel out of range; a Rust sACN probe panics. Left to do: a printable patch sheet for the crew
  (a wish with a deadline), the dimmer-rack check log (a gap), and later the technical manager's ask to
  get the PAT-test dates into the inventory before the insurer visits.
- bees: a beekeeping association's hive-inspection records and swarm line. Rules: apiary locations are
  never shown on the public map (a reminder, with the stolen colonies behind it); no honey super goes
  back on a treated hive within 28 days (inside a longer sentence about the varroa treatment). The user
  says, as an imperative, to let anyone log a swarm without signing up; the assistant advises against
  it (the spam the old form got). The assistant asks whether members should be texted automatically
  about foulbrood nearby; the user defers it ("not this season", the inspector's job). The treasurer (a
  third party) wants a fee for swarm collections from non-members; the assistant explains what fees do
  and offers a donation box instead. Failures: a Java NullPointerException at the end of a long Maven
  log; a SQL migration error from psql. Left to do: the varroa counts owed to the county (a deadline,
  said as an obligation), a queen-cells field (a question the assistant only welcomes), and later the
  swarm-collector rota for May (a gap).
- huts: an alpine club's mountain-hut bookings. Rules: no hut takes bookings for a night without a
  warden; members have priority until 1 March (stated after a complaint about last August). The
  assistant, telling of a ski club, offers to charge the full price at booking; the user declines
  politely with the reason (forecast-watchers would stop booking and just turn up). A warden (a third
  party) asks for a self-check-in door code to leave the hut unstaffed midweek; the assistant answers by
  the warden rule alone. The user muses about dropping the phone line; the assistant says no, bluntly,
  with a figure. Failures: a vitest assertion deep in a long log; a TOML parse error from the club's
  Rust config checker. Left to do: the avalanche-closure notice before the season opens (an
  imperative), the treasurer's monthly occupancy report per hut (someone else's ask), and later the
  question nobody has answered: refunds when a hut is closed by snow.
- trees: a tree-surgery firm's job planner and council consents. Rules: climbing jobs are never booked
  for fewer than two people (a plain negative); nothing with a preservation order is touched before the
  council's consent (after the fine they got). The user asks why customers can't pick their own date;
  the assistant answers with the surveys and the weather. The assistant offers to pull the crews' phone
  locations every five minutes; the user refuses bluntly (the written agreement with the crews). The
  insurer's rep (a third party) suggests no more jobs near power lines; the user turns it down by the
  numbers (a fifth of the work, two trained climbers). Failures: a pydantic validation error at the end
  of a long pytest log; an rsync error on deploy. Left to do: an email when the consent arrives (a gap,
  "still doesn't"), a job sheet per crew the night before (a polite question), and later the
  bird-nesting check on every hedge job by the end of March (a deadline).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (fourth fresh set)
_STEPS_EN = (("swap the date picker for the native one", "the native date picker is in"),
             ("drop the unused CSS", "unused CSS dropped"),
             ("make the search box debounce", "the search box debounces now"),
             ("split the long settings form into two tabs", "settings split into two tabs"),
             ("cache the icon sprites", "icon sprites cached"),
             ("clean up the seed data", "seed data cleaned up"),
             ("give the empty states a friendlier message", "empty states reworded"),
             ("stop the footer overlapping on small screens", "footer no longer overlaps"),
             ("upgrade the test runner", "test runner upgraded"))


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        step, done = _STEPS_EN[r % len(_STEPS_EN)]
        item = f"{r}.{r % 3 + 1}"
        out = [
            turn(f"Next on the checklist, item {item}: {step}.",
                 ("Looking at it now.", [call("read", f"export const part{r % 5} = () => null;\n" * 6, path=f"web/{tag}/part{r % 5}.tsx")]),
                 ("", [call("edit", "Applied 1 edit.", path=f"web/{tag}/part{r % 5}.tsx", oldText="null", newText="<div/>")]),
                 ("", [call("bash", f"{20 + r % 9} tests passed", command="npm test -- --silent")]),
                 f"Item {item} is done: {done}."),
        ]
        if r % 4 == 1:
            out.append(turn("What's coverage at now?", f"{70 + r % 11}% of lines, about where it was."))
        if r % 5 == 2:
            log = long_log(50, f"{tag}-e2e-{r}", "TimeoutError: page.goto: Timeout 30000ms exceeded.")
            out.append(turn("Give the end-to-end suite a spin.",
                            ("", [call("bash", log, error=True, command="npx playwright test")]),
                            ("The staging box was slow to answer; running it again.",
                             [call("bash", "18 passed (41s)", command="npx playwright test")]),
                            "Second run is clean."))
        if r % 6 == 3:
            out.append(turn("Tidy up the branch before I review it.", "Shall I squash it into one commit as well?"))
            out.append(turn("Sure, squash it.", ("", [call("bash", "1 commit", command="git rebase -i --autosquash main")]),
                            "Squashed into one commit."))
        if r % 7 == 4:
            out.append(turn("Anything you'd do while you're in that code?", "I could add type annotations to the old helpers."))
            out.append(turn("Not now, maybe another week.", "Okay, I'll leave them as they are."))
        if r % 8 == 5:
            out.append(turn(f"Please add a changelog line for checklist item {item}.", "I'll add it once the next item is done."))
        if r % 8 == 6:
            out.append(turn("Did that changelog line get written?", f"Yes, the line for item {r - 1}.{(r - 1) % 3 + 1} is in CHANGELOG.md."))
        return tuple(out)

    return turns


def _lighting() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"I look after the lighting rig at the Corn Exchange theatre and our records are a mess. The patch lives in "
              f"{f('path', 'rig/patch/universe.py')}. And one thing I'm not budging on: last spring a par can came down "
              f"into the pit because somebody skipped the bond, so {f('constraint', 'no fixture goes over the pit without a safety bond')}.",
              ("", [call("read", "def patch(fixture, universe, address):\n    ...\n" * 14, path="rig/patch/universe.py")]),
              f"Understood. The inventory lists {f('number', '96 fixtures')} across {f('number', '3 universes')}."),
         turn("Lamp hours are the worst part. We copy them off a sheet in the dimmer room.",
              f"What if we {f('rejected', 'read lamp hours from the fixtures over RDM')} instead? The newer heads report them."),
         turn("We did try that, on the old moving heads, during a run of Macbeth. The polling made two of them flicker in "
              "the middle of the blackout before the murder, and the director has not forgotten. Nothing talks to the rig "
              "during a show.",
              "Fair enough: lamp hours stay manual, entered after the show.")),
        (turn("Export the patch for universe two so I can check it against the desk.",
              ("", [call("bash", long_log(140, "rig-export", f("failure", "ValueError: channel 513 out of range for universe 2\n"
                                                                "  File \"rig/patch/universe.py\", line 61, in address_of")
                                          + "\nexit code 1"), error=True,
                         command=f("command", "python -m rig.patch.export --universe 2 --format csv"))]),
              "A fixture's footprint runs past the end of the universe: its start address plus its channels comes to 513."),
         turn(f"That'll be the cyc lights. The desk is an Ion, serial {f('identifier', 'ION-SN-20418')}. Also, "
              f"{f('constraint', 'the lighting VLAN is never bridged to the house network')}, not even for ten minutes to "
              "fetch an update; updates go in on a USB stick.",
              "Noted; I'll do everything offline.")),
        (turn("The visiting company for the October one-nighter has emailed. Their designer writes: \"Could you "
              f"{f('rejected', 'let us re-hang the front-of-house bar to our own plot')}? It'd save us refocusing.\"",
              "How would you like me to answer her?"),
         turn("Tell her she can have the specials on the two booms and that's her lot. The FOH bar stays as the house "
              "rig; we'd never get it back in focus for the matinee.",
              ("", [call("write", "Drafted.", path="rig/letters/visiting_oct.md", content="The booms are yours...")]),
              "Drafted: the booms for her specials, the front-of-house bar stays."),
         turn("Try the sACN probe on universe two.",
              ("", [call("bash", f("failure", "thread 'main' panicked at src/probe.rs:88:14:\ncalled `Option::unwrap()` on a `None` value"),
                         error=True, command=f("command", "cargo run --release --bin sacn-probe -- --universe 2"))]),
              "The probe assumes every universe has a priority packet; ours doesn't send one.")),
        (turn(f"Sometimes I think we should {f('rejected', 'rent LED fixtures instead of buying replacement lamps')}. "
              f"A lamp lasts about {f('number', '750 hours')} and they're not cheap.",
              "Yes, lamps are a steady cost, but the rental houses want a whole season as a minimum, and the council's "
              "capital budget can't pay for a rental, so it would come out of the show budget. I'd stay with buying lamps."),
         turn(f"Mm, I suppose. What I'd really love is {f('pending', 'a printable patch sheet for the crew')} before the "
              f"tech rehearsal on the 14th. Plots are kept under {f('path', 'rig/plots/')}.",
              "I'll see what I can do."),
         turn(f"And {f('pending', 'the dimmer-rack check log')} is still missing; at the moment it's initials on a whiteboard.",
              "Right.")),
    )
    later = ((18, (turn("Quick one from the technical manager, who collared me in the bar: she wants "
                        f"{f('pending', 'the PAT-test dates for every fixture in the inventory')} before the insurer visits.",
                        "Okay."),)),)
    return Scripted("fresh4-en-lighting", "en", rounds, tuple(f.facts), held_out=True, fresh4=True, later=later,
                    routine=routine_en("rig"))


def _bees() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"Our beekeeping association keeps inspection records on paper. The service we started is "
              f"{f('path', 'src/main/java/org/bees/hives/InspectionService.java')}. Remember that "
              f"{f('constraint', 'apiary locations are never shown on the public map')}: two colonies walked off the "
              "Hollins site after a newsletter gave the lane away.",
              ("", [call("read", "public class InspectionService {\n  public Summary summarise(Hive h) { return null; }\n}\n" * 10,
                         path="src/main/java/org/bees/hives/InspectionService.java")]),
              f"Got it. So that's {f('number', '140 members')} and {f('number', '310 colonies')} in all."),
         turn(f"For the swarm line, just {f('rejected', 'let anyone log a swarm report without signing up')}. People "
              "ring in a panic, they won't make accounts.",
              "I wouldn't. The association's old open form got forty junk reports a day by the end, and the collectors "
              "stopped reading it — a real swarm sat in a hedge for two days. A phone number and a one-line sign-in "
              "keeps it fast."),
         turn("Hm. All right, keep the sign-in, but make it quick.", "Will do.")),
        (turn("Run the inspection tests.",
              ("", [call("bash", long_log(130, "bees-maven", f("failure", "java.lang.NullPointerException: Cannot invoke "
                                                                "\"org.bees.hives.Queen.markColour()\" because \"queen\" is null\n"
                                                                "\tat org.bees.hives.InspectionService.summarise(InspectionService.java:77)")
                                          + "\n[ERROR] BUILD FAILURE"), error=True,
                         command=f("command", "./mvnw -q test -Dtest=InspectionServiceTest"))]),
              "A hive inspected while queenless has no queen record, and the summary dereferences it."),
         turn(f"Queenless hives happen all the time in June. The association is registered as {f('identifier', 'BBKA-REG-40417')}.",
              f"Thanks. Should the app {f('rejected', 'text members automatically when foulbrood turns up nearby')}? "
              "They could check their own hives sooner."),
         turn("Not this season. Foulbrood is notifiable: the bee inspector tells the neighbours, not us, and if we got it "
              "wrong we'd have half the county shaking their hives out. Maybe once we've talked to the inspectors.",
              "Understood, I'll leave notifications out.")),
        (turn("Our treasurer has been on at me again. She wants us to "
              f"{f('rejected', 'charge non-members £10 for each swarm collection')}.",
              "A fee on the swarm line tends to mean people spray the swarm with insecticide rather than pay someone to "
              "come. A donation box on the confirmation page usually raises close to the same without that; shall I "
              "add one?"),
         turn(f"Yes, a donation box, that she can live with. About the varroa treatment: the strips stay in for four "
              f"weeks, and even once they're out, {f('constraint', 'no honey super goes back on a treated hive within 28 days')}, "
              "whatever the weather.",
              ("", [call("bash", f("failure", "psql:db/V7__swarm_calls.sql:12: ERROR:  column \"postcode\" of relation "
                                              "\"swarm_calls\" does not exist\nLINE 1: INSERT INTO swarm_calls (postcode, reported_at)"),
                         error=True, command=f("command", "psql -d apiary -f db/V7__swarm_calls.sql"))]),
              "The migration inserts into a column an earlier one renamed.")),
        (turn(f"By the end of the month we owe the county {f('pending', 'the varroa counts for the spring report')}. "
              f"Hive tags look like {f('identifier', 'HIVE-H-023')}; exports go to {f('path', 'exports/county/')}.",
              "Okay."),
         turn(f"Could the inspection form have {f('pending', 'a field for queen cells')}? We're always scribbling it in the margin.",
              "Good idea, that would be useful.")),
    )
    later = ((23, (turn(f"Oh — {f('pending', 'the swarm-collector rota for May')} still isn't anywhere.", "Noted."),)),)
    return Scripted("fresh4-en-bees", "en", rounds, tuple(f.facts), held_out=True, fresh4=True, later=later,
                    routine=routine_en("bees"))


def _huts() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"I'm the bookings secretary of a mountaineering club with {f('number', '4 huts')} and a spreadsheet "
              f"nobody trusts. Bed allocation is in {f('path', 'huts/booking/beds.ts')}. "
              f"{f('constraint', 'No hut takes bookings for a night without a warden')}.",
              ("", [call("read", "export function allocate(hut: Hut, party: Party) {}\n" * 12, path="huts/booking/beds.ts")]),
              f"The biggest, Corrie, sleeps {f('number', '38 people')}."),
         turn("Half our no-shows are people who booked for a weekend and then looked at the forecast.",
              f"A ski club I worked with had the same problem; they started to {f('rejected', 'charge the full price at booking')}, "
              "and the no-shows stopped. I could do that here."),
         turn("Thank you, but I don't think so. Our members book on a forecast; ask for all the money up front and they'll "
              "simply stop booking and turn up anyway, and a full hut with unbooked people in it in a storm is far worse "
              "than an empty bed.",
              "That makes sense; I'll keep the deposit as it is.")),
        (turn("Run the bed-allocation tests.",
              ("", [call("bash", long_log(120, "huts-vitest", f("failure", "AssertionError: expected 39 to be less than or equal to 38\n"
                                                                 " ❯ huts/booking/beds.test.ts:64:23")
                                          + "\n Test Files  1 failed | 11 passed (12)"), error=True,
                         command=f("command", "npx vitest run huts/booking"))]),
              "The allocator counts the warden's bed as a guest bed."),
         turn("Last August the system let non-members fill every weekend before our own people could book, and the "
              f"committee got forty emails. So: {f('constraint', 'members have priority until 1 March')}, then it's first come.",
              "Noted.")),
        (turn("The warden at Corrie emailed. Paraphrasing: she'd like "
              f"{f('rejected', 'a self-check-in door code so the hut can be left unstaffed midweek')}.",
              "That would mean nights with guests and no warden, which is the one thing you said a hut never does."),
         turn(f"Yes, I'll tell her. The club's payment account is {f('identifier', 'ACC-ALP-7784')}, and the hut "
              f"settings are kept in {f('path', 'huts/config/huts.toml')}. Check them, would you?",
              ("", [call("bash", f("failure", "Error: TOML parse error at line 12, column 8\n   |\n12 | beds = 38x\n   |        ^\ninvalid number"),
                         error=True, command=f("command", "cargo run -p hutcfg -- check huts/config/huts.toml"))]),
              "A typo in the bed count for Corrie.")),
        (turn(f"I sometimes wonder if we should just {f('rejected', 'drop the phone line and go online-only')}.",
              "No. A third of last winter's bookings came in by phone, mostly from members over seventy."),
         turn(f"Fair. Before the season opens, put {f('pending', 'the avalanche-closure notice on the booking page')}. "
              "It's a single sentence, the mountain rescue people wrote it.",
              "Okay, I'll get to it."),
         turn(f"The treasurer keeps asking for {f('pending', 'a monthly occupancy report per hut')}, too.", "Yes.")),
    )
    later = ((30, (turn("Something that came up at committee and nobody answered: what do we do about "
                        f"{f('pending', 'refunds when a hut is closed by snow')}?", "Good question."),)),)
    return Scripted("fresh4-en-huts", "en", rounds, tuple(f.facts), held_out=True, fresh4=True, later=later,
                    routine=routine_en("huts"))


def _trees() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"We're a tree surgery firm, {f('number', '3 crews')}, and jobs are booked on a wall chart. I've started a planner "
              f"in {f('path', 'app/jobs/planner.py')}. "
              f"{f('constraint', 'A climbing job is never booked for fewer than two people')}.",
              ("", [call("read", "def plan(jobs, crews):\n    return []\n" * 15, path="app/jobs/planner.py")]),
              f"The chart shows about {f('number', '45 jobs a month')}."),
         turn(f"Why can't we just {f('rejected', 'let customers pick their own date from the calendar')}? That's what "
              "everyone online does.",
              "Because most jobs need a survey first to know whether it's a climb or a platform, and the date depends on "
              "the weather and the consent. Customers would pick a Tuesday, and you'd be ringing them to move it anyway.")),
        (turn("Run the planner tests.",
              ("", [call("bash", long_log(110, "trees-pytest", f("failure", "pydantic_core._pydantic_core.ValidationError: "
                                                                  "1 validation error for Job\nheight_m\n  Input should be greater "
                                                                  "than 0 [type=greater_than, input_value=-4.5, input_type=float]")
                                          + "\nFAILED tests/test_planner.py::test_import_chart - exit code 1"), error=True,
                         command=f("command", "pytest tests/test_planner.py -x"))]),
              "The chart import reads the 'drop' column as a height."),
         turn("We got fined two thousand pounds last year because an oak with a preservation order was pollarded a week "
              f"before the consent arrived. {f('constraint', 'Nothing with a preservation order is touched before the council consent arrives')}. "
              f"The order numbers look like {f('identifier', 'TPO/2021/0147')}.",
              f"Understood. I could also {f('rejected', 'track the crews by their phones every five minutes')} so the office "
              "can see who's nearest to a callout."),
         turn("Absolutely not. We agreed with the lads in writing: no tracking. It'd cost me my best climber.",
              "Okay, no tracking.")),
        (turn(f"The insurer's rep came round and suggested we {f('rejected', 'stop taking jobs near power lines')}.",
              "What did you tell him?"),
         turn("That it's a fifth of our work and we have two climbers with the lineside ticket. We're not dropping it. "
              "Deploy the planner to the office box, will you?",
              ("", [call("bash", f("failure", "rsync: [sender] change_dir \"/srv/arb/static\" failed: No such file or directory (2)\n"
                                              "rsync error: some files/attrs were not transferred (see previous errors) (code 23)"),
                         error=True, command=f("command", "rsync -az static/ arb@office:/srv/arb/static"))]),
              "The static folder was never created on the office machine.")),
        (turn(f"The permit tracker still doesn't {f('pending', 'email us when the council consent arrives')}; I find out "
              f"when I happen to look. Permit scans go in {f('path', 'app/permits/scans/')}.",
              "Noted."),
         turn(f"Would it be much work to {f('pending', 'print a job sheet for each crew the night before')}? The lads like paper.",
              "Not much, no.")),
    )
    later = ((13, (turn(f"By the end of March we need {f('pending', 'the bird-nesting check on every hedge job')}; "
                        "it's the law from then until August.", "Right."),)),)
    return Scripted("fresh4-en-trees", "en", rounds, tuple(f.facts), held_out=True, fresh4=True, later=later,
                    routine=routine_en("trees"))


SESSIONS = (_lighting(), _bees(), _huts(), _trees())
