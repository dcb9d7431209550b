"""Third fresh held-out set (English): written after the fourth round's rules were frozen (commit
4821cf1), from the short descriptions below, committed before its first run and not to be edited after
it. ``heldout_fresh3_zh.py`` holds the Chinese half.

How they were written: the descriptions first, in plain words — the domain, who puts what forward and
how it is turned down, what is left to do — then each dialogue from its description in the voice of the
people in it, with the rule modules closed, in domains used nowhere else in the corpus and in wording of
its own (not the tuned sessions', not the earlier fresh sets'). Proposals, turn-downs and requests are
phrased differently in every session on purpose. Routine work (``routine_en``) is this file's own.

Descriptions:
- choir: a community choir's sheet-music library and rehearsal attendance. The user wants to fine
  singers for every week a score is late; the assistant explains what money does to a volunteer choir.
  The assistant suggests emailing the whole section when a score goes missing; the user refuses (public
  shaming lost them two basses). The conductor (a third party) is keen on QR stickers on every score;
  the assistant points out most scores belong to the county library. Left to do: the overdue reminder
  the Monday after a concert, the attendance export for the committee, and (later) a way for section
  leaders to mark someone excused.
- brewery: fermentation tank monitoring for a craft brewery. The assistant offers to swap the wired
  probes for wireless ones; the user declines (the cellar is a steel box, the demo unit dropped out).
  The user wonders about paging the head brewer for every reading outside the band; the assistant says
  she would mute it within a week. The user himself rules out a cloud historian (the internet drops).
  Left to do: the glycol chiller in the alerts (a polite question, only acknowledged), a weekly
  temperature chart for the head brewer, and (later) a test with a real tank warming up before the
  summer festival.
- allotments: a gardening association's allotment waiting list. The user is tempted to split the big
  plots in half; the assistant tells what happened when another site tried. The assistant suggests
  letting people swap places on the list; the user says people would sell their places. The chair (a
  third party) suggested priority for families with children; the assistant cites the constitution and
  the lease. Left to do: a letter to everyone waiting more than five years, a map of vacant plots for
  the open day, and (later) the new tenancy agreement wording before the AGM.
- ferry: vehicle reservations for an island ferry. The user asks about overbooking the car deck like
  airlines do; the assistant explains who would be stranded. The assistant puts forward a deposit for
  the early sailing; the user says no (islanders commute on it). The harbour master (a third party)
  wants lorries to board first whatever was booked; the assistant explains the consequence. Left to do:
  the extra Saturday sailings from June, the motorbike fare table, and (later) loading the winter
  timetable before October.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (third fresh set)
_CHORES_EN = (("tidy the settings page", "the settings page is tidier"), ("rename the confusing env vars", "env vars renamed"),
              ("paginate the admin table", "the admin table pages now"), ("add alt text to the logos", "logos have alt text"),
              ("speed up the nightly export", "the nightly export runs faster"),
              ("pin the flaky dependency", "the dependency is pinned"), ("trim the error messages", "error messages trimmed"),
              ("fix the tab order on the login form", "tab order on the login form fixed"))


def routine_en(tag: str):
    code = tag.upper()

    def turns(r: int) -> tuple:
        chore, outcome = _CHORES_EN[r % len(_CHORES_EN)]
        out = [
            turn(f"Moving on to ticket {code}-{100 + r}: {chore}.",
                 ("On it.", [call("bash", f"{30 + r % 7} checks passed", command="make check")]),
                 ("", [call("edit", "Applied 1 edit.", path=f"src/{tag}/ui{r % 4}.ts", oldText="a", newText="b")]),
                 f"{code}-{100 + r} done — {outcome}."),
        ]
        if r % 3 == 1:
            out.append(turn("How's CI looking?", f"Green, all {12 + r % 5} jobs passed."))
        if r % 5 == 3:
            log = long_log(60, f"{tag}-it-{r}", "ConnectionResetError: [Errno 104] Connection reset by peer")
            out.append(turn("Run the integration tests.",
                            ("", [call("bash", log, error=True, command="make integration")]),
                            ("A connection reset; trying again.", [call("bash", "41 passed", command="make integration")]),
                            "Passed on the retry."))
        if r % 4 == 2:
            out.append(turn("Format the changed files.",
                            ("", [call("bash", "3 files reformatted", command="make fmt")]),
                            "Formatted. Shall I also bump the patch version?"))
            out.append(turn("Yes, bump it.", ("", [call("edit", "Applied 1 edit.", path="VERSION", oldText="x", newText="y")]),
                            f"Bumped to 0.{r}.1."))
        if r % 6 == 5:
            out.append(turn("Anything else on that ticket?", "I could also refactor the helper module while I'm in there."))
            out.append(turn("Leave it, that's out of scope today.", "Understood, leaving it."))
        if r % 7 == 2:
            out.append(turn(f"When you get a moment, write the release note for {code}-{100 + r}.", "Will do after this one."))
        if r % 7 == 3:
            out.append(turn("Anything left over from last time?", f"The release note for {code}-{100 + r - 1} is written and pushed."))
        return tuple(out)

    return turns


def _choir() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The choir's music library needs an app. Loans are handled in {f('path', 'choir/library/loans.py')}, and "
              f"{f('constraint', 'a score on loan to one singer cannot be lent to anyone else')}.",
              ("", [call("read", "def lend(score, singer):\n    ...\n" * 17, path="choir/library/loans.py")]),
              f"The library holds {f('number', '1,120 scores')} for {f('number', '86 singers')}."),
         turn(f"What if we {f('rejected', 'fined singers a pound for every week a score is late')}? That'd get them back.",
              "In a volunteer choir money tends to sour things fast: the treasurer ends up chasing 3-pound debts and people "
              "quietly stop coming rather than pay. The committee of the choir I looked at scrapped their fines after one term.")),
        (turn("Try the overdue check on last term's data.",
              ("", [call("bash", long_log(125, "choir-overdue", f("failure", "sqlite3.IntegrityError: FOREIGN KEY constraint failed\n"
                                                                 "  File \"choir/library/loans.py\", line 73, in lend")
                                          + "\nexit code 1"), error=True, command=f("command", "python -m choir.library.check_overdue --dry-run"))]),
              "Some loans point at singers who were deleted."),
         turn(f"Our library account with the county is {f('identifier', 'CHR-LIB-2291')}.",
              f"Thanks. Another route would be to {f('rejected', 'email the whole section whenever a score goes missing')}, so "
              "people check their folders."),
         turn("Please no. Naming people in front of their section is exactly how we lost two basses last year.",
              "Fair enough, reminders stay one to one.")),
        (turn(f"Our conductor is keen on {f('rejected', 'a QR sticker on every score')}.",
              "Most of the library is on loan from the county, and their terms say nothing may be stuck on their copies; "
              "we'd be billed for every one."),
         turn(f"Ah, true. Rehearsals are {f('number', '2 hours')} on Tuesdays.",
              ("", [call("bash", f("failure", "KeyError: 'alto-1'\n  File \"choir/attendance/sections.py\", line 22, in section_of"),
                         error=True, command=f("command", "pytest tests/test_attendance.py -k sections"))]),
              "The section names changed and the lookup table didn't.")),
        (turn(f"Can you make sure {f('pending', 'the overdue reminder goes out the Monday after a concert')}? That's when folders get lost.",
              "Sure thing."),
         turn(f"{f('pending', 'The attendance export for the committee')} still needs doing. "
              f"{f('constraint', 'Attendance is never shown to other singers')}; the file goes to {f('path', 'exports/attendance/')}.",
              "Noted.")),
    )
    later = ((19, (turn(f"Section leaders keep asking: at some point we need {f('pending', 'a way for section leaders to mark someone excused')}.",
                        "Okay."),)),)
    return Scripted("fresh3-en-choir", "en", rounds, tuple(f.facts), held_out=True, fresh3=True, later=later, routine=routine_en("choir"))


def _brewery() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"We're wiring up tank monitoring for the brewery. The poller is {f('path', 'brewhouse/sensors/poller.go')}; "
              f"{f('constraint', 'no alert fires for a tank marked as cleaning')}.",
              ("", [call("read", "func Poll(ctx context.Context) error { return nil }\n" * 15, path="brewhouse/sensors/poller.go")]),
              f"It reads {f('number', '12 fermenters')} every {f('number', '30 seconds')}."),
         turn("The cables keep snapping where the hatches close.",
              f"If you're open to it, {f('rejected', 'swap the wired probes for wireless ones')}; then there's no cable to snap."),
         turn("Tempting, but the cellar is basically a steel box. The wireless demo unit we had dropped out every ten minutes.",
              "Right, wired it stays; I'll look at strain relief instead.")),
        (turn("Build and test the poller.",
              ("", [call("bash", long_log(115, "brew-go", f("failure", "panic: runtime error: index out of range [12] with length 12\n"
                                                             "goroutine 1 [running]:")
                                          + "\nexit status 2"), error=True, command=f("command", "go test ./brewhouse/sensors/..."))]),
              "Tank numbers start at 1 and the slice at 0."),
         turn(f"The tank that misbehaves is {f('identifier', 'FV-07')}. "
              f"Couldn't we just {f('rejected', 'page the head brewer for every reading outside the band')}?",
              "Every time someone opens a hatch the reading spikes for a couple of minutes, so she'd be paged several times a "
              "shift. Within a week she'd mute it, and then the real alarm goes unheard.")),
        (turn(f"Fine. The band is plus or minus {f('number', '0.5 °C')} around the set point. "
              f"Let's rule out {f('rejected', 'a cloud historian')} for now; our internet drops too often.",
              ("", [call("bash", f("failure", "Error response from daemon: Conflict. The container name \"/influx\" is already in use"),
                         error=True, command=f("command", "docker compose up -d influx"))]),
              "An old container is still holding the name."),
         turn(f"Alert rules are in {f('path', 'brewhouse/alerts/rules.yaml')}. The supplier account is {f('identifier', 'BREW-ACC-5530')}.",
              ("", [call("edit", "Applied 1 edit.", path="brewhouse/alerts/rules.yaml", oldText="band: 1.0", newText="band: 0.5")]),
              "Band set to 0.5.")),
        (turn(f"Would you be able to {f('pending', 'add the glycol chiller to the alerts')}? It failed twice in March.",
              "I'll look at that."),
         turn(f"And don't forget {f('pending', 'a weekly temperature chart for the head brewer')}. "
              f"{f('constraint', 'Temperatures are stored in Celsius only')}.",
              "Okay.")),
    )
    later = ((26, (turn(f"Before the summer festival, {f('pending', 'test the alerts with a real tank warming up')}.", "Right."),)),)
    return Scripted("fresh3-en-brewery", "en", rounds, tuple(f.facts), held_out=True, fresh3=True, later=later, routine=routine_en("brew"))


def _allotments() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The allotment association's waiting list is a spreadsheet and it's a mess. The new queue lives in "
              f"{f('path', 'plots/waitlist/queue.rb')}. {f('constraint', 'One plot per household')}, always.",
              ("", [call("read", "class Queue\n  def next_in_line; end\nend\n" * 12, path="plots/waitlist/queue.rb")]),
              f"There are {f('number', '212 plots')} and the wait is about {f('number', '4 years')}."),
         turn(f"I'm tempted to {f('rejected', 'split the big plots in half')} so the list moves faster.",
              "Eastfield did that in 2019. Most of the new tenants handed the halves back within a season — there wasn't room "
              "for a shed and a compost bay, and the list was as long as ever by the spring.")),
        (turn("Run the specs for the queue.",
              ("", [call("bash", long_log(105, "plots-rspec", f("failure", "NoMethodError: undefined method `household_id' for nil:NilClass\n"
                                                                 "  # ./plots/waitlist/queue.rb:41:in `next_in_line'")
                                          + "\nexit code 1"), error=True, command=f("command", "bundle exec rspec spec/waitlist_spec.rb"))]),
              "An applicant without a household record breaks the queue."),
         turn(f"Plot numbers look like {f('identifier', 'PLOT-B-114')}.",
              f"One thought: it might be worth {f('rejected', 'letting people swap places on the list')} when they can't take a plot yet."),
         turn("That way lies madness. People would start selling their places and we'd be refereeing it at every meeting.",
              "Okay, places stay put.")),
        (turn(f"The chair suggested {f('rejected', 'giving priority to families with children')}.",
              "The constitution orders the list by date of application, and the council lease requires equal access; changing "
              "either means a vote at the AGM and probably a new lease."),
         turn(f"Mm. {f('constraint', 'The list is ordered by date of application and nothing else')}. Rent is {f('number', '£38 a season')}.",
              ("", [call("bash", f("failure", "PG::UndefinedTable: ERROR:  relation \"plot_offers\" does not exist"), error=True,
                         command=f("command", "bin/rails runner scripts/renumber_plots.rb"))]),
              "The offers table was never migrated.")),
        (turn(f"Somebody has to {f('pending', 'write to everyone who has been waiting more than five years')}. "
              f"The association's number with the council is {f('identifier', 'ALLOT-ASSOC-0093')}.",
              "Okay."),
         turn(f"For the open day I want {f('pending', 'a map of the vacant plots')}. Templates are under {f('path', 'plots/notices/templates/')}.",
              "Right.")),
    )
    later = ((14, (turn(f"Sometime before the AGM, {f('pending', 'draft the new tenancy agreement wording')}.", "Sure."),)),)
    return Scripted("fresh3-en-allotments", "en", rounds, tuple(f.facts), held_out=True, fresh3=True, later=later, routine=routine_en("plots"))


def _ferry() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The island ferry wants online vehicle reservations. The deck planner is {f('path', 'ferry/reservations/Deck.kt')}, "
              f"and {f('constraint', 'a vehicle over 2.1 metres tall only goes on the 07:40 and 16:10 sailings')}.",
              ("", [call("read", "class Deck { fun place(v: Vehicle) {} }\n" * 14, path="ferry/reservations/Deck.kt")]),
              f"The deck takes {f('number', '24 car-lengths')}."),
         turn(f"How about {f('rejected', 'overbooking the car deck by two')}, like the airlines? Someone never turns up.",
              "On a ferry the car that doesn't fit waits on the slipway for the next sailing, which in winter is the next "
              "morning — and it would usually be an islander coming home.")),
        (turn("Run the reservation tests.",
              ("", [call("bash", long_log(135, "ferry-gradle", f("failure", "java.lang.IllegalStateException: deck capacity exceeded: 26 > 24\n"
                                                                  "\tat ferry.reservations.Deck.place(Deck.kt:58)")
                                          + "\nexit code 1"), error=True, command=f("command", "./gradlew :reservations:test"))]),
              "The planner counts a trailer as zero car-lengths."),
         turn(f"Our boat's code in the booking system is {f('identifier', 'FRY-KIT-03')}.",
              f"For no-shows, one option is {f('rejected', 'charging a deposit when someone books the 07:40')}."),
         turn("Nope. Islanders take that boat to get to work and to hospital appointments; we're not charging them for it.",
              "Understood, no deposit.")),
        (turn(f"The harbour master wants {f('rejected', 'lorries to board first whatever was booked')}.",
              "Then on a busy sailing two lorries would push four booked cars off the deck, and those drivers would have "
              "paid for a space they never got."),
         turn(f"I'll tell him. A car costs {f('number', '£19.50')} each way.",
              ("", [call("bash", f("failure", "Error from server (NotFound): deployments.apps \"reservations\" not found"), error=True,
                         command=f("command", "kubectl -n ferry rollout restart deploy/reservations"))]),
              "Nothing is deployed under that name in the ferry namespace yet.")),
        (turn(f"Please {f('pending', 'add the extra Saturday sailings from June')}. "
              f"{f('constraint', 'Islanders with a resident card are never bumped by visitors')}.",
              "Okay, I'll get to it."),
         turn(f"{f('pending', 'The fare table for motorbikes')} is still missing too. Timetables are in {f('path', 'ferry/timetable/')}.",
              "Noted.")),
    )
    later = ((33, (turn(f"Remember that {f('pending', 'the winter timetable has to be loaded before October')}.", "Yes."),)),)
    return Scripted("fresh3-en-ferry", "en", rounds, tuple(f.facts), held_out=True, fresh3=True, later=later, routine=routine_en("ferry"))


SESSIONS = (_choir(), _brewery(), _allotments(), _ferry())
