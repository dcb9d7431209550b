"""Second fresh held-out set (English): written after the third round's rules were frozen (commit
7464a40), from the short descriptions below, committed before its first run and not to be edited after
it. ``heldout_fresh2_zh.py`` holds the Chinese half.

How they were written: the descriptions first, in plain words — the domain, who proposes what and how it
is turned down, what is left to do — then each dialogue from its description in the voice of the people
in it, with the rule modules closed, in domains used nowhere else in the corpus and in wording of its own
(not the tuned sessions', not the first fresh set's). Routine work (``routine_en``) is this file's own.

Descriptions:
- vet: vaccination reminders for a chain of vet clinics. The user wants to text owners every week until
  they book; the assistant pushes back (people opt out, and texts cost money). The assistant offers to
  pull owners' phone numbers out of the old scanned paper records; the user says no (the scans are
  unreliable, texts would reach the wrong people). The head vet (a third party) wondered about sending on
  Sundays; the assistant explains why not. Named rejection: a WhatsApp integration. Left to do: a template
  for the cat-flu booster, showing reception how to pause a reminder, checking the opt-out list before the
  spring campaign.
- sailing: a sailing club's boat booking app. The user suggests first come, first served for the two
  keelboats; the assistant disagrees (the same few members would take every weekend). The assistant
  suggests a points system; the user turns it down (the committee hates anything complicated). Named
  rejection: taking bookings over the phone. Left to do: load the winter maintenance schedule, send the
  committee a draft of the booking rules, check the tide-table feed.
- parking: a council's resident parking permits. The user asks whether everyone could simply be renewed
  automatically; the assistant explains the yearly proof-of-address rule. The assistant proposes letting
  residents upload a photo of a utility bill; the user refuses (the data protection officer does not want
  bills stored). A councillor asked for a free second permit for carers; the assistant points out the
  consequence for the zones. Left to do: paper letters for residents without email, a permits-per-zone
  report for the council meeting, switching off the old payment page after the cut-over.
- subtitles: a translation memory for the volunteer subtitlers of a film archive. The user suggests
  machine-translating everything and letting volunteers only correct; the assistant tells what happened
  when another archive did that. The assistant suggests merging segments shorter than one second; the
  user objects (timing for deaf viewers). Named rejection: a 60% fuzzy-match threshold. Left to do: an
  export for the Spanish team, a glossary of character names, a backup before the volunteers' weekend
  sprint.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (second fresh set)
_JOBS_EN = (("sort out the footer links", "footer links sorted out"), ("drop the unused fonts", "unused fonts dropped"),
            ("make the search box keyboard-friendly", "search box works from the keyboard"),
            ("clean the fixtures folder", "fixtures folder cleaned"), ("shorten the cold start", "cold start is shorter"),
            ("fix the date format on the receipts", "receipts show the right date format"),
            ("silence the noisy debug prints", "debug prints silenced"), ("move the icons to a sprite", "icons live in a sprite"))


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        job, outcome = _JOBS_EN[r % len(_JOBS_EN)]
        out = [
            turn(f"Next on the board, job {r}: {job}.",
                 ("Looking.", [call("bash", f"{20 + r % 5} files checked", command="npm run check")]),
                 ("", [call("edit", "Applied 1 edit.", path=f"web/{tag}/view{r % 3}.tsx", oldText="p", newText="q")]),
                 f"Job {r} is finished: {outcome}."),
        ]
        if r % 4 == 3:
            out.append(turn("Is the staging site happy?", f"Yes, staging answered all {40 + r % 9} health checks."))
        if r % 5 == 2:
            log = long_log(60, f"{tag}-e2e-{r}", "TimeoutError: page.goto: Timeout 30000ms exceeded")
            out.append(turn("Kick off the browser tests.",
                            ("", [call("bash", log, error=True, command="npx playwright test")]),
                            ("One timeout; running them again.", [call("bash", "58 passed", command="npx playwright test")]),
                            "All green on the second run."))
        if r % 6 == 4:
            out.append(turn("Want to squash the last few commits before review?", "Happy to, squashing them now."))
        if r % 7 == 5:
            out.append(turn(f"Tag release candidate rc-{r} once the board is clear.", "Sure."))
        if r % 7 == 6:
            out.append(turn("Board's clear?", f"It is, and release candidate rc-{r - 1} is tagged."))
        return tuple(out)

    return turns


def _vet() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"We're redoing the vaccination reminders for the clinics. The sender is {f('path', 'reminders/sms/dispatch.py')}. "
              f"One thing is settled: {f('constraint', 'an owner who replied STOP never gets another text from us')}.",
              ("", [call("read", "def dispatch(batch):\n    ...\n" * 18, path="reminders/sms/dispatch.py")]),
              f"Last month it sent {f('number', '7,450 texts')} across the clinics."),
         turn(f"Honestly I'd just {f('rejected', 'text the owner every week until they book')}. People forget.",
              "Weekly texts tend to backfire — after the third one most owners reply STOP, and then we can't reach them "
              "even for the rabies booster. Each text also costs us 6 cents.")),
        (turn("Run the dispatcher against the test clinic.",
              ("", [call("bash", long_log(130, "vet-run", f("failure", "psycopg.errors.UniqueViolation: duplicate key value violates unique constraint \"reminder_once\"\n"
                                                               "DETAIL:  Key (pet_id, due_on)=(88123, 2025-04-01) already exists.")
                                          + "\nexit code 1"), error=True, command=f("command", "python -m reminders.sms.dispatch --clinic test-01"))]),
              "The same reminder is being queued twice for one pet."),
         turn(f"The clinic group's account is {f('identifier', 'VETCO-NORTH-12')}.",
              f"About the missing numbers: I could {f('rejected', 'extract phone numbers from the scanned paper records')} with OCR."),
         turn("Those scans are a mess. Half the numbers are from the 2000s, and a reminder about somebody's dog "
              "landing on a stranger's phone is exactly the complaint I don't want.",
              "Understood, we'll leave the scans out.")),
        (turn(f"The head vet wondered if we could {f('rejected', 'send the reminders on Sunday mornings')}, when people are home.",
              "Sunday sends would land when no clinic is open to take the call, so the bookings would pile up on Monday's phone line."),
         turn(f"Good point. Reminders go out {f('number', '14 days')} before the due date.",
              ("", [call("edit", "Applied 1 edit.", path="reminders/sms/schedule.py", oldText="LEAD = 7", newText="LEAD = 14")]),
              f"Changed in {f('path', 'reminders/sms/schedule.py')}.")),
        (turn(f"Someone asked for WhatsApp. No — {f('rejected', 'a WhatsApp integration')} is not happening this year, the contract alone takes months. "
              f"What we do need is {f('pending', 'a template for the cat-flu booster')}.",
              "Okay."),
         turn(f"Reception keeps asking how to stop a reminder for a pet that died. "
              f"{f('pending', 'Show the reception teams how to pause a reminder')}. {f('constraint', 'Never mention the pet by name in a text to a new number')}.",
              "Will do.")),
    )
    later = ((23, (turn(f"Spring campaign starts in April, so {f('pending', 'go through the opt-out list')} well before that.", "Right."),)),)
    return Scripted("fresh2-en-vet", "en", rounds, tuple(f.facts), held_out=True, fresh2=True, later=later, routine=routine_en("vet"))


def _sailing() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The club wants an app for booking its boats. Bookings live in {f('path', 'club/bookings/models.py')}, and "
              f"{f('constraint', 'nobody can book a keelboat without a skipper rating')}.",
              ("", [call("read", "class Booking(Model):\n    pass\n" * 16, path="club/bookings/models.py")]),
              f"There are {f('number', '2 keelboats')} and a dozen dinghies."),
         turn(f"For the keelboats, {f('rejected', 'first come, first served')} seems fairest, no?",
              "I'd expect the same four or five members to grab every summer weekend at midnight when the slots open; "
              "that's what happened at the rowing club next door.")),
        (turn("Try the booking tests.",
              ("", [call("bash", f("failure", "FAILED tests/test_bookings.py::test_overlap - AssertionError: 2 bookings overlap on boat K2\n"
                                              "E   assert not overlapping(b1, b2)"), error=True,
                         command=f("command", "pytest tests/test_bookings.py -q"))]),
              "Two bookings can overlap on the same boat."),
         turn(f"Boat codes are {f('identifier', 'K1')} and K2.",
              f"To share the weekends out, we might {f('rejected', 'give every member booking points that refill each month')}."),
         turn("The committee will never go for that. They threw out the last app because the rules needed a page of explanation.",
              "Fair, simpler it is.")),
        (turn(f"Old Harold keeps asking about {f('rejected', 'taking bookings over the phone')}.",
              "Phone bookings would mean someone typing them in later, and double bookings would come back. "
              "I'd keep the app as the only way in and let the bar staff book for members who ask."),
         turn(f"Makes sense. Max booking is {f('number', '6 hours')} on a weekend day.",
              ("", [call("bash", long_log(100, "club-migrate", f("failure", "django.db.utils.OperationalError: no such column: bookings_booking.skipper_id")
                                          + "\nexit code 1"), error=True, command=f("command", "python manage.py migrate bookings"))]),
              "The migration is missing the skipper column.")),
        (turn(f"The boats come out of the water from November. {f('pending', 'Load the winter maintenance schedule')} so nobody books a boat on a trailer.",
              "Okay."),
         turn(f"And could you get {f('pending', 'a draft of the booking rules to the committee')}? They meet on the first Thursday. "
              f"The tide data comes from {f('identifier', 'https://tides.example.org/api/v2/stations/0421')}.",
              "Sure.")),
    )
    later = ((28, (turn(f"Worth knowing: the tide feed changed format once already, so at some point {f('pending', 'check the tide-table feed still parses')}.",
                        "Okay."),)),)
    return Scripted("fresh2-en-sailing", "en", rounds, tuple(f.facts), held_out=True, fresh2=True, later=later, routine=routine_en("sail"))


def _parking() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The council's resident parking permits are moving online. The renewal flow is {f('path', 'permits/renewal/flow.ts')}; "
              f"{f('constraint', 'a permit is only valid for the zone printed on it')}.",
              ("", [call("read", "export const renew = () => {}\n" * 14, path="permits/renewal/flow.ts")]),
              f"About {f('number', '31,000 permits')} come up for renewal each year."),
         turn(f"Why can't we {f('rejected', 'renew everyone automatically each year')}?",
              "The traffic order requires fresh proof of address every year; an automatic renewal would keep permits alive "
              "for people who moved away, and those are the complaints councillors get.")),
        (turn("Run the renewal against the sample households.",
              ("", [call("bash", long_log(140, "permit-run", f("failure", "TypeError: Cannot read properties of null (reading 'zone')\n"
                                                                "    at renewPermit (permits/renewal/flow.ts:57:31)")
                                          + "\nexit code 1"), error=True, command=f("command", "npx ts-node scripts/renew-sample.ts --households 200"))]),
              "Some households have no zone on record."),
         turn(f"The council's payment reference prefix is {f('identifier', 'PKG-RES-')}.",
              f"For the proof of address, residents could {f('rejected', 'upload a photo of a utility bill')}; that's what most councils do."),
         turn("Our data protection officer already said she doesn't want us holding utility bills. That came up at the last audit.",
              "Got it, no bill uploads.")),
        (turn(f"A councillor asked for {f('rejected', 'a free second permit for carers')}.",
              "In the busy zones that would add several hundred cars to streets that already have more permits than spaces."),
         turn(f"I'll pass that on. Permit price is {f('number', '£74 a year')}.",
              ("", [call("bash", f("failure", "Error: connect ECONNREFUSED 10.20.0.15:5432"), error=True,
                         command=f("command", "npm run db:seed -- --zones"))]),
              "The zones database isn't reachable from here.")),
        (turn(f"Not everyone has email. {f('pending', 'Paper letters for residents without an email address')} have to go out too.",
              "Okay."),
         turn(f"For the council meeting they'll want {f('pending', 'a report of permits per zone')}. "
              f"And {f('constraint', 'keep the old reference numbers on every renewed permit')}.",
              "Noted.")),
    )
    later = ((17, (turn(f"After the cut-over, {f('pending', 'switch off the old payment page')}. The config is in {f('path', 'legacy/pay/site.conf')}.",
                        "Okay."),)),)
    return Scripted("fresh2-en-parking", "en", rounds, tuple(f.facts), held_out=True, fresh2=True, later=later, routine=routine_en("park"))


def _subtitles() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The archive's volunteer subtitlers want a translation memory. The matcher is {f('path', 'tm/match/segments.rs')}, "
              f"and {f('constraint', 'a subtitle line never shows longer than 42 characters')}.",
              ("", [call("read", "pub fn best(seg: &str) -> Option<Hit> { None }\n" * 15, path="tm/match/segments.rs")]),
              f"The memory has {f('number', '1.2 million segments')}."),
         turn(f"What about {f('rejected', 'machine-translating everything and having volunteers just fix it')}?",
              "An archive in Lyon did exactly that two years ago. Most of their volunteers left within months — "
              "correcting machine output all evening isn't why people join.")),
        (turn("Build the matcher and run its tests.",
              ("", [call("bash", f("failure", "error[E0599]: no method named `score` found for struct `Hit` in the current scope\n"
                                              "  --> tm/match/segments.rs:88:18"), error=True,
                         command=f("command", "cargo test -p tm-match"))]),
              "The scorer was renamed and one call site wasn't."),
         turn(f"The film we test with is catalogue number {f('identifier', 'ARC-1957-0332')}.",
              f"Something else: we should probably {f('rejected', 'merge every segment shorter than one second into its neighbour')}."),
         turn("For deaf viewers that's worse — the line would stay up after the speaker has stopped. Timing matters more than tidiness here.",
              "Okay, segments stay as they are.")),
        (turn(f"The Spanish team asked for {f('rejected', 'a 60% fuzzy-match threshold')} so they see more suggestions.",
              "At 60% the suggestions would mostly be noise; they'd spend longer reading bad matches than typing. 75% is where it starts paying off."),
         turn(f"Okay. Average segment is {f('number', '2.4 seconds')}.",
              ("", [call("bash", long_log(110, "tm-import", f("failure", "thread 'main' panicked at 'invalid UTF-8 in SRT cue 1187'") + "\nexit status 101"),
                         error=True, command=f("command", "cargo run --bin import -- archive/srt/ARC-1957-0332.es.srt"))]),
              "One subtitle file has a broken encoding.")),
        (turn(f"The Spanish team is waiting for {f('pending', 'an export of their segments as TMX')}. "
              f"Oh, and {f('pending', 'build a glossary for character names')} — everyone spells them differently.",
              "Okay."),
         turn(f"Exports go to {f('path', 'exports/tmx/')}. {f('constraint', 'Volunteers see only the films assigned to them')}.",
              "Understood.")),
    )
    later = ((31, (turn(f"The weekend sprint is on the 14th. I'd like {f('pending', 'a full backup of the memory')} the day before.", "Okay."),)),)
    return Scripted("fresh2-en-subtitles", "en", rounds, tuple(f.facts), held_out=True, fresh2=True, later=later, routine=routine_en("subs"))


SESSIONS = (_vet(), _sailing(), _parking(), _subtitles())
