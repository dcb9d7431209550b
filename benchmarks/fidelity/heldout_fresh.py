"""Fresh held-out sessions (English): written after the proposal and open-item rules were frozen
(commit 662c9ba), from the short descriptions below, never run before they were committed, and not
edited since to make a result better. ``heldout_fresh_zh.py`` holds the Chinese half.

How they were written: each description was written first, in plain words, naming only the domain,
who proposes what, what is turned down and what is left to do; the dialogue was then written from
the description in the voice of the people in it, without the rule modules open, in domains and
wording used nowhere in the tuned corpus (``tuned.py``, ``tuned_replies.py``). Their routine work
(``routine_en``) is their own too. Every session has an option the user proposes and the assistant
declines, one the assistant proposes and the user declines — in each case without naming the option
again — one declined by name, open items said in the speakers' own way, and the usual paths, ids,
commands, numbers and failures.

Descriptions:
- rota: a hospital ward's rota generator. The user floats letting nurses swap shifts freely; the
  assistant declines (staffing minimums). The assistant offers to buy a solver licence; the user
  declines (budget). A named rejection: hand-editing the generated rota. Left to do: show the rota
  to the ward manager, load the bank-holiday calendar, export hours to payroll.
- matchmaking: a game's matchmaking queue is slow at peak. The user suggests matching across all
  regions; the assistant declines (latency). The assistant offers to widen the skill window at
  once; the user declines (the ranked community). Named rejection: a bot-filled lobby. Left to do:
  a dashboard for queue time, tell the community team, a load test before the season starts.
- hugo: moving a documentation site from Jekyll to Hugo. The user suggests keeping both generators
  running side by side; the assistant declines (two sources of truth). The assistant offers to
  rewrite every URL to a new scheme; the user declines (inbound links). Named rejection: dropping
  the search page. Left to do: redirects for the old blog posts, a link checker in CI, telling the
  translators.
- ota: rolling out a firmware update to field sensors. The user suggests pushing to the whole fleet
  overnight; the assistant declines (bricked devices cannot be reached). The assistant offers to
  skip signature checks on the older boards; the user declines (security). Named rejection: a
  rollback over SMS. Left to do: a canary group, a report for the customer, checking battery drain.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (fresh held-out)
_CARDS_EN = (("wire up the empty-state screen", "the empty-state screen is wired up"),
             ("fix the flaky date picker", "the date picker behaves now"),
             ("move the constants into one module", "constants are in one module"),
             ("tidy the README badges", "README badges tidied"),
             ("cut the unused CSS", "unused CSS is gone"),
             ("rename the helper that nobody understands", "helper renamed"),
             ("make the sort stable", "sort is stable"),
             ("paginate the audit table", "audit table paginates"),
             ("quiet the deprecation warnings", "deprecation warnings are quiet"))
_BOARD = 120  # cards on the board


def routine_en(tag: str):
    areas = ("ui", "core", "io", "jobs")

    def turns(r: int) -> tuple:
        card, outcome = _CARDS_EN[r % len(_CARDS_EN)]
        area = areas[r % len(areas)]
        out = [
            turn(f"Pick up card {r}A: {card}.",
                 ("On it.", [call("bash", f"ok: {30 + r % 7} checks", command="make lint")]),
                 f"Card {r}A finished, {outcome}; lint is clean."),
            turn(f"Card {r}B now.",
                 ("", [call("edit", "Applied 1 edit.", path=f"pkg/{tag}/{area}.py", oldText="a", newText="b")]),
                 f"Touched pkg/{tag}/{area}.py ({2 + r % 9} lines). Card {r}B finished; {r * 2} of {_BOARD} cards closed."),
        ]
        if r % 3 == 1:
            out.append(turn("Anything odd so far?", "Nothing worth mentioning."))
        if r % 4 == 2:
            log = long_log(70, f"{tag}-net-{r}", "ERROR fetch https://mirror.local/simple/ - ReadTimeout after 15s")
            out.append(turn("Run the smoke suite.",
                            ("", [call("bash", log, error=True, command="make smoke")]),
                            ("Mirror hiccup, trying once more.", [call("bash", "smoke: 12/12 green", command="make smoke")]),
                            "Green the second time; the mirror was slow."))
        if r % 6 == 0:
            out.append(turn(f"Park card {r}C until tomorrow.", f"Fine, {r}C waits."))
        if r % 6 == 1 and r > 6:
            out.append(turn(f"Card {r - 1}C is closed as well.", "Noted."))
        if r % 5 == 3:
            out.append(turn("Nice, carry on.", "Carrying on."))
        return tuple(out)

    return turns


def _rota() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"We're building the rota generator for the cardiology ward; the scheduler lives in {f('path', 'rota/solver/assign.py')}. "
              f"Whatever we do, a nurse must {f('constraint', 'never work more than three nights in a row')}.",
              ("Reading the solver.", [call("read", "def assign(staff, days):\n    ...\n" * 25, path="rota/solver/assign.py")]),
              f"Right now it's a greedy pass over {f('number', '42 staff')}; I'll keep that shape."),
         turn(f"Honestly, could nurses just {f('rejected', 'swap shifts with each other in the app whenever they like')}?",
              "I'm not sure that's wise. A ward could silently end up under its minimum staffing, and nobody would see it until the shift starts.")),
        (turn("Generate next month and check it.",
              ("", [call("bash", long_log(180, "rota-gen", f("failure", "InfeasibleError: no assignment satisfies min_staff=6 on 2025-03-14 (night)")
                                          + "\nexit code 3"), error=True, command=f("command", "python -m rota.generate --month 2025-03"))]),
              "One night in March can't be covered with the current constraints."),
         turn(f"The ward code in the HR system is {f('identifier', 'CARD-W3')}.", "Got it."),
         turn("What would help here?",
              f"We could {f('rejected', 'buy a licence for a commercial ILP solver')} and let it search properly."),
         turn("Not with this year's money. The budget for tools is spent.", "Understood, I'll stay with the open-source route.")),
        (turn(f"Some people have asked whether the charge nurse can just {f('rejected', 'hand-edit the generated rota')} afterwards.",
              "I'd rather we didn't allow hand-editing the generated rota: every manual change would bypass the rest-period checks."),
         turn(f"Fair. Rest between shifts is at least {f('number', '11 hours')}, that's the law here.",
              ("Encoding it.", [call("edit", "Applied 1 edit.", path="rota/solver/rules.py", oldText="REST = 8", newText="REST = 11")]),
              f"Added the rule in {f('path', 'rota/solver/rules.py')}.")),
        (turn(f"The manager wants to see a draft first — {f('pending', 'walk Sister Okafor through the March draft')} before anything is published. "
              f"And {f('constraint', 'nobody outside the ward sees names, only initials')}.",
              ("", [call("bash", f("failure", "PermissionError: [Errno 13] Permission denied: '/srv/rota/exports/march.csv'"), error=True,
                         command=f("command", "python -m rota.export --month 2025-03 --out /srv/rota/exports"))]),
              "The export directory isn't writable for the service user."),
         turn(f"Someone also has to {f('pending', 'load the bank-holiday calendar for 2025')} at some stage, it isn't in there.",
              f"Noted. The calendar feed would be {f('identifier', 'https://calendar.example.nhs/feeds/bank-holidays.ics')}.")),
    )
    later = (
        (17, (turn(f"Payroll pinged me: we owe them a way to {f('pending', 'export worked hours to the payroll system')}.", "Okay."),)),
    )
    return Scripted("fresh-en-rota", "en", rounds, tuple(f.facts), held_out=True, fresh=True, later=later,
                    routine=routine_en("rota"))


def _matchmaking() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"Queue times in ranked are awful at peak. The matcher is {f('path', 'services/mm/matcher.rs')} and it must "
              f"{f('constraint', 'keep ping under 80 ms for every player in a match')}.",
              ("", [call("read", "fn pair(a: &Ticket, b: &Ticket) -> bool { true }\n" * 30, path="services/mm/matcher.rs")]),
              f"Median wait at 20:00 is {f('number', '4 minutes 10 seconds')}."),
         turn(f"Why don't we {f('rejected', 'match players across all regions at peak')}?",
              "Because then half the lobby would be on a transatlantic link. The ping rule would break in almost every match.")),
        (turn("Run the simulator on last Friday's traffic.",
              ("", [call("bash", f("failure", "thread 'sim' panicked at 'index out of bounds: the len is 0 but the index is 0', src/sim.rs:88"),
                         error=True, command=f("command", "cargo run --release --bin sim -- --replay fri.jsonl"))]),
              "The simulator crashes on an empty bucket."),
         turn(f"The replay file is {f('path', 'data/replays/fri.jsonl')}.",
              f"Another idea: I can {f('rejected', 'widen the skill window to 400 points straight away')}."),
         turn("Hard no from me. The ranked crowd would riot if matches got that lopsided overnight.", "Okay, I'll leave the window alone.")),
        (turn(f"Someone on Discord suggested {f('rejected', 'filling empty slots with bots')}.",
              "Filling empty slots with bots is off the table for ranked: it would distort the ratings."),
         turn(f"Agreed. The season starts on {f('number', 'April 3')}, so let's be careful.",
              ("", [call("bash", long_log(150, "mm-load", f("failure", "k6: http_req_failed 18.40% > threshold 1%") + "\nexit code 99"),
                         error=True, command=f("command", "k6 run load/queue.js"))]),
              "The queue endpoint falls over under the load script.")),
        (turn(f"Ops uses {f('identifier', 'grafana uid mm-queue-01')} for the queue panel; {f('pending', 'add a queue-time panel per region')} there when you can.",
              "Will do."),
         turn(f"And {f('constraint', 'no changes to the ranked matcher during a live tournament')}. "
              f"Before the season, {f('pending', 'give the community team a heads-up about the new queue')}.",
              f"Understood. The tournament calendar says the next one is {f('identifier', 'EVT-2025-SPRING-CUP')}.")),
    )
    later = (
        (24, (turn(f"Put it on the list: {f('pending', 'rerun the load test a week before the season')}.", "Okay."),)),
    )
    return Scripted("fresh-en-matchmaking", "en", rounds, tuple(f.facts), held_out=True, fresh=True, later=later,
                    routine=routine_en("mm"))


def _hugo() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"We're moving the docs from Jekyll to Hugo. Config goes in {f('path', 'site/hugo.toml')}; "
              f"{f('constraint', 'every existing URL has to keep working')}.",
              ("", [call("read", "baseURL = 'https://docs.example.org/'\n" * 10, path="site/hugo.toml")]),
              f"There are {f('number', '1,312 pages')} to move."),
         turn(f"Can't we {f('rejected', 'keep Jekyll and Hugo running side by side for a while')}?",
              "I wouldn't. We'd have two sources of truth and every fix would need doing twice.")),
        (turn("Build it.",
              ("", [call("bash", long_log(200, "hugo-build", f("failure", "ERROR render of \"page\" failed: execute of template failed: "
                                                                   "template: _default/single.html:14:9: can't evaluate field Params")
                                          + "\nexit code 255"), error=True, command=f("command", "hugo --source site --minify"))]),
              "A template uses the old Jekyll front matter."),
         turn("How about the URLs?",
              f"The cleanest option is to {f('rejected', 'switch every page to a /section/slug/ URL scheme')}."),
         turn("Absolutely not. Half our traffic comes from links in other people's blogs and Stack Overflow answers.",
              "Right, I'll keep the current paths.")),
        (turn(f"Marketing asked whether we could {f('rejected', 'drop the search page')} since Hugo has no built-in search.",
              "Dropping the search page would hurt too much; support tickets mention it constantly. I'll port it with Pagefind instead."),
         turn(f"Good. The theme we forked is {f('identifier', 'hugo-book v11')}.",
              ("", [call("bash", f("failure", "Error: module \"github.com/alex-shpak/hugo-book\" not found; either add it as a Hugo Module or store it in \"themes\"."),
                         error=True, command=f("command", "hugo mod get -u"))]),
              "The theme module isn't vendored yet.")),
        (turn(f"The old blog lives under {f('path', '_posts/')}; {f('pending', 'write redirects for the 2016-2019 blog posts')} before we switch DNS.",
              "Noted."),
         turn(f"Hosting is {f('identifier', 'Netlify site docs-prod-7')} and {f('constraint', 'the build must finish in under 5 minutes')}. "
              f"We should also {f('pending', 'run a link checker on every pull request')} eventually.",
              f"Current build time is {f('number', '3 min 40 s')}.")),
    )
    later = (
        (20, (turn(f"Reminder from the i18n folks: {f('pending', 'send the translators the new folder layout')}.", "Okay."),)),
    )
    return Scripted("fresh-en-hugo", "en", rounds, tuple(f.facts), held_out=True, fresh=True, later=later,
                    routine=routine_en("hugo"))


def _ota() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"Firmware 3.4 needs to reach the soil sensors in the field. The updater is {f('path', 'fw/ota/updater.c')}, and "
              f"{f('constraint', 'an update may only start when the battery is above 40%')}.",
              ("", [call("read", "int ota_begin(void) { return 0; }\n" * 20, path="fw/ota/updater.c")]),
              f"The fleet is {f('number', '9,600 devices')}."),
         turn(f"Simplest thing: {f('rejected', 'push 3.4 to the whole fleet in one night')}, right?",
              "That's a big risk. A bad image on a sensor in a field can't be fixed remotely — someone has to drive out to it.")),
        (turn("Flash the bench unit.",
              ("", [call("bash", long_log(120, "ota-bench", f("failure", "ota: image verification failed: ECDSA signature mismatch (slot B)")
                                          + "\nexit code 4"), error=True, command=f("command", "./tools/flash.sh --port /dev/ttyUSB0 build/fw-3.4.bin"))]),
              "The bench unit rejects the image signature."),
         turn(f"The signing key id is {f('identifier', 'key-ota-2024-b')}.",
              f"For the older rev-A boards I could {f('rejected', 'turn off signature checking for the rev-A boards')}, they are slow at ECDSA."),
         turn("Nope, not happening. Unsigned firmware on devices sitting in public fields is exactly how botnets start.",
              "Understood; I'll look at speeding up verification instead.")),
        (turn(f"The customer asked about {f('rejected', 'a rollback triggered by SMS')}.",
              "A rollback triggered by SMS won't work for most of the fleet: only the rev-C boards have a modem."),
         turn(f"OK. Uplink is {f('number', '12 kB per day')} per device, so keep the delta small.",
              ("", [call("bash", f("failure", "bsdiff: delta 412 KB exceeds max_delta=256 KB"), error=True,
                         command=f("command", "make delta FROM=3.3 TO=3.4"))]),
              "The delta is too big.")),
        (turn(f"Customer's project id is {f('identifier', 'AGRI-77-NL')}. First a {f('pending', 'canary group of 50 sensors in the test field')}, "
              f"then we see. {f('constraint', 'Never schedule updates during the irrigation window')}.",
              "Okay."),
         turn(f"After the canary, {f('pending', 'write the rollout report for the customer')}. The deltas live in {f('path', 'build/deltas/')}.",
              "Noted.")),
    )
    later = (
        (30, (turn(f"One thing I keep forgetting: {f('pending', 'compare battery drain before and after 3.4')}.", "Okay."),)),
    )
    return Scripted("fresh-en-ota", "en", rounds, tuple(f.facts), held_out=True, fresh=True, later=later,
                    routine=routine_en("ota"))


SESSIONS = (_rota(), _matchmaking(), _hugo(), _ota())
