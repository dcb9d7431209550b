"""Forty-third fresh held-out set (English): written blind while the thirty-third round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its other half, against the thirty-third round's rules; committed before its first run and not to
be edited after it.

How it was written: the descriptions below first, in plain words, then each dialogue from its description
in the voices of the people in it, in small-business and village domains used nowhere else in the corpus
(checked with ``grep -il`` on file names only: a mobile saw doctor's van in the Staffordshire Moorlands,
standing in for a knife-sharpening van, which was taken; a village pantomime society in Bishop's Castle; a
wild swimming guide business on Coniston Water; a vintage sewing machine repair shop in Todmorden, standing
in for a typewriter repair shop, which was taken). Proposals come from the assistant, a sawmill manager (by
phone), the user's wife (relaying her cousin), the pantomime's Dame (decided by the village hall committee),
a brewery (by e-mail), the user's business partner (relaying a hotel, by text), the same partner (decided
by the National Park's planning officer), a school's textiles department (by e-mail) and the user's
son-in-law (by phone). Failures are multi-line blocks from LinuxCNC, wpa_supplicant, img2pdf, olad (the
Open Lighting Architecture daemon), hwclock, weewx, pdftoppm and jpegoptim; each is left unresolved for a
reason given in the dialogue. Routine work (``routine_en``) is this file's own: a SWI-Prolog web app (its
http and html_write libraries, plunit for tests) for a small charity's volunteer driver scheduling, with
turns that look like facts (a rule of thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions:
- sawdoctor: Tom Ashworth is a mobile saw doctor out of Leek, with a grinder in the back of a Transit: an
  old Vollmer that his friend Dev retrofitted with LinuxCNC, on a controller called vollmer-cnc. He
  sharpens circular blades, bandsaws, chainsaw chains and handsaws for joiners, sawmills and tree surgeons.
  Jobs go in /home/tom/sawdoc/jobs/2026_jobs.csv; the machine's config is
  /home/tom/linuxcnc/configs/vollmer/vollmer.ini. Rules: inside a long account of a day on the road, any
  blade with a crack at the gullet goes back unsharpened with a red tag; after a carbide tip flew off a
  retipped blade at a joinery in Glossop, no retipped blade leaves the van until it has run up to speed
  in the guard box for five minutes. Proposals: the assistant's blade drop-off locker at the builders'
  merchants (turned down by a reason alone: customers want to hand the blade over and pay cash); the
  manager of Dane Valley sawmill, by phone, wants every Thursday kept free for the mill, Tom counters with
  the first Thursday morning of each month and the mill takes it; Julie's cousin's idea, relayed by Julie,
  of a stall at the Bakewell Show (put off, refused a round later); the assistant's per-blade sharpening
  tally is accepted. Numbers: £1.20 a tooth for retipping; £7.50 a chain. Identifiers: vollmer-cnc, the
  waste carrier registration CBDU418877. Commands: linuxcnc vollmer.ini; journalctl for wpa_supplicant
  on the van's Pi. Failures: LinuxCNC stops with a joint 1 following error at the end of a long log (the
  feed stepper; Dev, who built it, is in Tenerife, and Tom will feed by hand); wpa_supplicant's 4-way
  handshake fails on the phone hotspot (Julie changed the password and is at her sister's in Whitby with
  the phone). Open: a laminated price card for the van window (asked again later); whether the tip at
  Cheddleton will take worn carbide blades as scrap metal (nobody knows); the broker's later ask for the
  van's mileage log by 31 March.
- panto: Brenda Hughes is secretary and producer of the Bishop's Castle Pantomime Society; this year it is
  Mother Goose, in the town hall in January; rehearsals Sundays and Wednesdays. The programme pages are in
  /home/brenda/panto/2026/programme/pages, the cast list /home/brenda/panto/2026/cast_list.ods; the
  lighting runs from the town hall's old laptop, hall-lx-laptop, with a USB DMX box. Rules: inside a long
  account of a rehearsal Sunday, every child in the chorus has a named grown-up signed in at the door for
  them; after the Demon King's flash pot singed the front tabs last year, no naked flame or pyrotechnic of
  any kind on the stage. Proposals: the assistant's online booking with allocated seats (bluntly no);
  Derek the Dame wants a smoke machine for the Demon King's entrance (the hall committee says no: the
  alarms are linked); the Kerry Vale brewery, by e-mail, wants the show called the Kerry Vale Pantomime,
  Brenda counters with the back page of the programme and the interval bar, and they take it; the
  assistant's scene-by-scene rehearsal calls are accepted. Numbers: £9 for an adult ticket; £45 for a
  half-page advert. Identifiers: hall-lx-laptop, the performance licence PL-MG-2026-118. Commands: img2pdf
  for the programme; olad at debug level. Failures: img2pdf refuses the butcher's advert for its alpha
  channel (left out until the committee decides whether an unpaid advert goes in); olad cannot open the
  DMX box at the end of a long log (the permission change needs the hall laptop's admin password, which
  only Roger the hall treasurer has, and he's on a cruise). Open: a props list sorted by scene (asked again
  later); whether the interval raffle needs a small society lottery registration (nobody at the council
  knows); the publisher's later ask for the box office figures and the royalties by 14 February.
- swim: Kirsty Rigg runs guided wild swims on Coniston Water with her partner Sam: dawn swims, coaching,
  the Peel Island swim. A Pi in a sealed box on the jetty, hut-pi-coniston, posts the water temperature and
  the weather station's readings to the website; Kirsty's coaching number is OWC-30418. Rules: inside a
  long account of a dawn swim, nobody goes in without a tow float and a bright hat; after a swimmer got too
  cold in March and needed the ambulance, under ten degrees a group swim is ten minutes in the water and
  no longer. Proposals: the assistant's full-moon night swims (put off, refused a round later); a hotel,
  by text through Sam, wants a guided swim for its guests every morning at seven all year, Kirsty counters
  with Saturdays from May to September and they take it; Sam's floating sauna off the jetty (the National
  Park's planning officer says no, relayed); the assistant's conditions line on booking confirmations is
  accepted. Numbers: £35 a head for the dawn swim; 1.2 km out to Peel Island. Paths:
  /home/pi/lakeside/post_conditions.py, /etc/weewx/weewx.conf. Commands: sudo hwclock -r; journalctl for
  weewx. Failures: hwclock cannot reach the clock board (the jetty box is sealed with silicone and Sam will
  open it in May when he reseals it); weewx cannot wake the Vantage console at the end of a long log (the
  console is in the estate's boathouse and the warden who has the key is away till Monday). Open: a kit
  list to send with every booking (asked again later); whether the algae warning at the north end means
  cancelling at their end (the Environment Agency hasn't said); the parish council's later ask for the
  charity swim's event form by 30 April.
- sewing: Ray Pollitt repairs vintage sewing machines in a shop in Todmorden with his daughter Shona,
  Singers mostly, Featherweights, treadles, the odd Bernina; refurbished ones are sold online. The repairs
  book is /home/shona/shop/repairs_book.csv, the scanned service manual
  /home/ray/manuals/singer_201k_service.pdf. Rules: inside a long account of a repair day, every machine
  stitches a test strip on four layers of denim before it goes back, and the strip goes in with it; after a
  customer got a shock off a perished flex, no machine with its original wiring goes out until it's been
  rewired and PAT tested. Proposals: the assistant's YouTube channel of the repairs (turned down by a
  reason alone); a high school's textiles department, by e-mail, wants all thirty classroom machines
  serviced for nothing in return for a mention (put off, refused a round later); the son-in-law, by phone,
  wants a 3D printer to print spare parts (bluntly no); the assistant's serial-number lookup on the
  listings is accepted. Numbers: £65 for a full service; £425 for a refurbished Featherweight.
  Identifiers: the Featherweight's serial EJ614503, the WEEE registration WEE/KJ2218TR. Commands: pdftoppm
  on the manual; jpegoptim on the listing photos. Failures: pdftoppm cannot find the manual's trailer
  dictionary (the only other copy is with a collector in Nova Scotia who answers on Sundays); jpegoptim
  finds a photo that is all zeros at the end of a long log (the machine has gone to its buyer in Orkney,
  so it can't be photographed again). Open: a printable repair ticket with a tear-off stub (asked again
  later); whether a machine this old needs a customs form to go to Ireland (nobody at the Post Office
  knows); the Todmorden market's later ask for the stall form and the PAT certificates by Friday 3 April.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a SWI-Prolog driver rota for a community car scheme
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The rota tests went red after last night's change. Can you see what's up?",
                ("Running the rota test file.", [
                    call("bash",
                         "[1/9] rota:assign_simple ..................... passed (0.001 sec)\n"
                         "[2/9] rota:assign_none_free .................. passed (0.001 sec)\n"
                         "[3/9] rota:assign_respects_availability ..... **FAILED (0.004 sec)\n"
                         "ERROR: /srv/carscheme/tests/test_rota.pl:41:\n"
                         "ERROR:     test rota:assign_respects_availability: wrong answer (compared using ==)\n"
                         "ERROR:     Expected: [job(j17,d_moira)]\n"
                         "ERROR:     Got:      [job(j17,d_moira),job(j17,d_alan)]\n"
                         "% 1 test failed\n% 8 tests passed",
                         error=True, command="swipl -g run_tests -t halt tests/test_rota.pl"),
                ]),
                ("assign/2 backtracks into the second free driver, so findall collects both. Wrapping the "
                 "driver search in once/1 so each job gets exactly one.", [
                    call("edit", "ok", path="src/rota.pl",
                         old="    free_driver(Job, Driver),",
                         new="    once(free_driver(Job, Driver)),"),
                    call("bash", "% All 9 tests passed", command="swipl -g run_tests -t halt tests/test_rota.pl"),
                ]),
                "Green again. Rule of thumb for this code: any 'pick one' predicate gets once/1 at the call site, "
                "not a cut buried inside it.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Coordinators want to know which drivers have a wheelchair-accessible car. Can we store that?",
                ("Adding a field to the persistent driver facts and a one-off migration.", [
                    call("edit", "ok", path="src/drivers.pl",
                         old=":- persistent driver(id:atom, name:string, phone:string).",
                         new=":- persistent driver(id:atom, name:string, phone:string, wav:boolean)."),
                    call("bash", "% migrated 23 driver records (wav=false)\n% journal data/drivers.journal rewritten",
                         command="swipl -g migrate_wav -t halt src/migrate.pl"),
                ]),
                "Everyone starts as 'no'. I could also make the job form only offer accessible cars when the "
                "passenger's record says they use a wheelchair.",
            ),
            turn("Yes, do the filter, that'll save a lot of phoning round.",
                 "Done; the driver dropdown is filtered when the passenger's needs include a wheelchair."),
        )
    if k == 2:
        return (
            turn(
                "The confirm button on the jobs page does nothing for Mrs O'Neill's Thursday run.",
                ("Looking at how the button is built.", [
                    call("read", path="src/pages/jobs.pl",
                         result="job_row(Job) -->\n    { job_passenger(Job, Name) },\n"
                                "    html(tr([td(Name),\n"
                                "             td(button([onclick(format(\"confirmJob('~w')\", [Name]))], 'Confirm'))])).\n"),
                ]),
                "The apostrophe in O'Neill ends the JavaScript string early. I'll pass the job id in a data "
                "attribute instead of the name, so nothing from a passenger's record ends up inside script.",
            ),
            turn("Please.", ("Changed.", [
                call("edit", "ok", path="src/pages/jobs.pl",
                     old="button([onclick(format(\"confirmJob('~w')\", [Name]))], 'Confirm')",
                     new="button([class('confirm'), 'data-job'(Job)], 'Confirm')"),
                call("bash", "% All 9 tests passed", command="swipl -g run_tests -t halt tests/test_pages.pl"),
            ]), "Fixed; the button reads the id from data-job in static/jobs.js."),
        )
    if k == 3:
        return (
            turn(
                "Jean the treasurer says the mileage claims are a penny out sometimes.",
                ("Checking the claim calculation test.", [
                    call("bash",
                         "[2/4] claims:rounding ..... **FAILED (0.002 sec)\n"
                         "ERROR:     Expected: 12.15\n"
                         "ERROR:     Got:      12.149999999999999\n"
                         "% 1 test failed\n% 3 tests passed",
                         error=True, command="swipl -g run_tests -t halt tests/test_claims.pl"),
                ]),
                ("It multiplies floats. Switching to whole pence: miles times the per-mile rate in pence, then "
                 "format with two decimals only when printing.", [
                    call("edit", "ok", path="src/claims.pl",
                         old="Amount is Miles * 0.45,", new="Pence is Miles * 45,"),
                    call("bash", "% All 4 tests passed", command="swipl -g run_tests -t halt tests/test_claims.pl"),
                ]),
                "Fixed. Money is stored in pence everywhere now; only the claim form turns it into pounds.",
            ),
        )
    if k == 4:
        return (
            turn(
                "Jean also wants a spreadsheet of last month's journeys for the trustees' meeting.",
                ("Adding a CSV export with library(csv).", [
                    call("write", "ok", path="src/export.pl",
                         content=":- use_module(library(csv)).\n"
                                 "export_month(YM, File) :-\n"
                                 "    findall(row(D, Init, Driver, Miles), journey_in(YM, D, Init, Driver, Miles), Rows),\n"
                                 "    csv_write_file(File, [row(date, passenger, driver, miles)|Rows]).\n"),
                    call("bash", "date,passenger,driver,miles\n2026-02-02,M.B.,d_alan,14\n2026-02-02,E.T.,d_moira,9",
                         command="swipl -g \"export_month('2026-02', 'out/journeys.csv')\" -t halt src/export.pl && head -3 out/journeys.csv"),
                ]),
                "It works. I used passengers' initials rather than full names, since it goes to the trustees' "
                "pack; say if they need more.",
            ),
            turn("Initials are right, keep it like that.", "Kept."),
        )
    return (
        turn(
            "The rota site's down this morning, the coordinators can't log in.",
            ("Checking the service.", [
                call("bash",
                     "Feb 10 07:00:03 carscheme systemd[1]: Started carscheme.service - Community car scheme rota.\n"
                     "Feb 10 07:00:04 carscheme swipl[3310]: ERROR: socket_error(eaddrinuse,'Address already in use')\n"
                     "Feb 10 07:00:04 carscheme systemd[1]: carscheme.service: Main process exited, code=exited, status=1/FAILURE",
                     error=True, command="journalctl -u carscheme -n 3"),
                call("bash", "swipl  2874 ian   7u  IPv4  41122  0t0  TCP *:8080 (LISTEN)", command="sudo lsof -i :8080"),
            ]),
            ("An old copy started by hand in a terminal yesterday still holds the port. Stopping that process and "
             "restarting the service.", [
                call("bash", "", command="kill 2874 && sudo systemctl restart carscheme"),
                call("bash", "active", command="systemctl is-active carscheme"),
            ]),
            "Back up. Worth keeping to: the live site only ever runs under systemd; for trying things, start a "
            "copy on port 8081.",
        ),
    )


# ---------------------------------------------------------------- sawdoctor
def _sawdoctor() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Ey up. Tom Ashworth, I'm a saw doctor, mobile, out of Leek. I'll tell you how a day goes so you "
            "know what you're dealing with. I'm out of the yard by half six in the Transit, grinder in the back, "
            "and I do a loop: joiners in Macclesfield, a couple of tree surgeons up Longnor way, the odd farm, "
            "and the sawmill at Wincle once a month. They hand me their blades, circular blades mostly, TCT, "
            "bandsaws, chainsaw chains, and the old boys still bring handsaws in a bit of sacking. I check every "
            "blade on the bench before it goes near the machine, and "
            + f("constraint", "any blade with a crack at the gullet goes back unsharpened, with a red tag on it")
            + ", I don't care who it belongs to or how much they moan, because a cracked blade on a saw bench "
            "is how somebody loses a hand. Then I grind in the lay-by or the customer's yard, they have a brew, "
            "I have an oatcake, everybody's happy. The grinder's an old Vollmer my mate Dev put a computer on, "
            "LinuxCNC he calls it, the computer's called " + f("identifier", "vollmer-cnc") + " on the little "
            "screen. It keeps every job in a list, " + f("path", "/home/tom/sawdoc/jobs/2026_jobs.csv")
            + ". Now the trouble: twice this week the grinder's stopped halfway round a blade with a red "
            "message and I've had to start the blade again. Can you find out what it's saying?",
            ("Let me look at the job list first, then start LinuxCNC from a terminal so we see its messages.", [
                call("bash",
                     "date,customer,type,dia_mm,teeth,times_sharpened,notes\n"
                     "2026-02-03,Brough Joinery,TCT,300,60,,\n"
                     "2026-02-03,Brough Joinery,TCT,250,48,,stopped at tooth 31 - restarted\n"
                     "2026-02-04,Sheen Tree Care,chain,,,,",
                     command="tail -4 /home/tom/sawdoc/jobs/2026_jobs.csv"),
            ]),
            "The job list shows the stop on the 250 mm blade at tooth 31. To see the actual error I need to "
            "start the grinder's software with its configuration file. Do you know where Dev keeps that?",
        ),
        turn(
            "Dev wrote it on a bit of masking tape on the screen: " + f("path", "/home/tom/linuxcnc/configs/vollmer/vollmer.ini")
            + ". I've a blade on now, a scrap one, so go ahead.",
            ("Starting it from the configuration directory and running the cycle on the scrap blade.", [
                call("bash",
                     long_log(80, "vollmer-cnc",
                              "LINUXCNC - 2.9.2\n"
                              "Machine configuration directory is '/home/tom/linuxcnc/configs/vollmer'\n"
                              "Machine configuration file is 'vollmer.ini'\n"
                              "Starting LinuxCNC...\n"
                              "Found file(REL): ./vollmer.hal\n"
                              "Note: Using POSIX realtime\n"
                              "task: main loop took 0.011023 seconds\n"
                              "program: tooth_index.ngc  line 42  G1 Y12.000 F180\n"
                              + f("failure", "joint 1 following error")
                              + "\nemc/task/taskintf.cc 1218: motion: aborting program\n"
                              "Shutting down and cleaning up LinuxCNC...\n"
                              "Cleanup done\n"
                              "LinuxCNC terminated with an error.  You can find more information in the log:\n"
                              "    /home/tom/linuxcnc_debug.txt\n"
                              "and\n"
                              "    /home/tom/linuxcnc_print.txt"),
                     error=True, command="cd /home/tom/linuxcnc/configs/vollmer && " + f("command", "linuxcnc vollmer.ini")),
            ]),
            "It's a following error on joint 1, which in Dev's setup is the feed: the finger that pushes the "
            "blade round one tooth at a time. The computer told the motor to be somewhere and the motor didn't "
            "get there in time, so it stopped everything, which is the safe thing to do. That's usually "
            "mechanical: a motor stalling, a loose coupling, a driver getting hot. One could widen the allowed "
            "error in the configuration file, but that would hide the problem rather than fix it.",
        ),
        turn(
            "No, don't go widening owt, that's Dev's settings and he'd have my guts. Dev's in Tenerife with his "
            "missus till the 20th and he's the only one who knows how he wired that motor. I've still got the old "
            "index lever on the side, I'll feed by hand till he's back. It's slow but it's how I did it for twenty "
            "year. Leave it be.",
            "Right, I'll leave the grinder's software alone. It waits for Dev on the 20th; I'll have the log "
            "lines ready for him.",
        ),
        turn(
            "Champion. Now then, half my day goes on waiting about. Folk aren't in, or they're up a tree, or "
            "they've forgot the blade's in the other van. Got any ideas?",
            "One idea: " + f("rejected", "a blade drop-off locker at the builders' merchants") + " in Leek, "
            "where customers leave blades in a numbered box any time and you collect and return them on your "
            "loop, so nobody has to be in.",
        ),
        turn(
            "Nah. Folk round here want to hand you the blade and have ten minutes about the weather and the price "
            "of diesel, that's half of why they use me and not post them off to Sheffield. And half of 'em pay "
            "cash out of a biscuit tin. A locker can't take a biscuit tin.",
            "That's fair, the visit is part of what they're paying for. Something smaller, then: a count of how "
            "many times each blade has been sharpened, kept in the job list, so you can tell a customer when a "
            "blade's near the end of its life instead of finding out on the bench.",
        ),
        turn(
            "Ooh, yes, that's handy, the joiners'd like that, they never know how old their blades are. Do that.",
            ("Adding a blade number and filling the count from the past entries.", [
                call("edit", "ok", path="/home/tom/sawdoc/jobs/2026_jobs.csv",
                     old="date,customer,type,dia_mm,teeth,times_sharpened,notes",
                     new="date,customer,blade_no,type,dia_mm,teeth,times_sharpened,notes"),
                call("bash", "filled times_sharpened for 212 rows (74 distinct blades)",
                     command="python3 /home/tom/sawdoc/count_sharpenings.py --fill"),
            ]),
            "Done. Each blade gets a number scratched or stamped on it, and the count goes up every time it "
            "comes through.",
        ),
    )
    r2 = (
        turn(
            "Had Pete on the phone from Dane Valley, the sawmill at Wincle. Lovely chap but he's a chancer. He "
            "wants me to " + f("rejected", "keep every Thursday free for the mill") + ", all year, in case their "
            "bandsaws go, and he'd pay me a bit to sit on it. Every Thursday! I've got forty other customers, "
            "duck. I told him: first Thursday morning of every month, guaranteed, and if a blade goes in between "
            "he rings and I come when I can. He grumbled and then he said go on then. And I told him the price "
            "hasn't changed, it's " + f("number", "£1.20 a tooth for retipping") + ", same as last year.",
            ("Putting the mill in the job list as a standing booking.", [
                call("edit", "ok", path="/home/tom/sawdoc/standing.csv",
                     old="customer,when,notes",
                     new="customer,when,notes\nDane Valley Sawmill,first Thursday AM monthly,bandsaws + retips"),
            ]),
            "Noted: Dane Valley is the first Thursday morning each month, with call-outs in between when you can.",
        ),
        turn(
            "And while you're on prices, the tree surgeons are " + f("number", "£7.50 a chain") + " whatever the "
            "length, I'm not measuring chains in a lay-by. Now the other thing. The grinder computer used to send "
            "the job list to my phone every night through Julie's hotspot, and it's stopped. Not had it since "
            "Tuesday.",
            ("Checking the wireless log on the grinder computer.", [
                call("bash",
                     "Feb 12 19:02:11 vollmer-cnc wpa_supplicant[612]: wlan0: SME: Trying to authenticate with 6a:3c:91:0e:22:b7 (SSID='Julies phone' freq=2437 MHz)\n"
                     "Feb 12 19:02:11 vollmer-cnc wpa_supplicant[612]: wlan0: Trying to associate with 6a:3c:91:0e:22:b7 (SSID='Julies phone' freq=2437 MHz)\n"
                     "Feb 12 19:02:11 vollmer-cnc wpa_supplicant[612]: wlan0: Associated with 6a:3c:91:0e:22:b7\n"
                     "Feb 12 19:02:21 vollmer-cnc wpa_supplicant[612]: "
                     + f("failure", "wlan0: WPA: 4-Way Handshake failed - pre-shared key may be incorrect")
                     + "\nFeb 12 19:02:21 vollmer-cnc wpa_supplicant[612]: wlan0: CTRL-EVENT-SSID-TEMP-DISABLED id=0 ssid=\"Julies phone\" auth_failures=1 duration=10 reason=WRONG_KEY\n"
                     "Feb 12 19:02:21 vollmer-cnc wpa_supplicant[612]: wlan0: CTRL-EVENT-DISCONNECTED bssid=6a:3c:91:0e:22:b7 reason=15",
                     error=True, command=f("command", "journalctl -u wpa_supplicant -b --no-pager")),
            ]),
            "The grinder computer finds the hotspot and then the password is refused. So the phone's hotspot "
            "password has changed since the computer last connected. Once we know the new one I can put it in "
            "and it should pick up straight away.",
        ),
        turn(
            "Aye, Julie changed it when the lad at the chippy kept using it. But the hotspot is Julie's phone, "
            "and Julie and the phone are at her sister's in Whitby till Sunday. No phone, no hotspot anyway, so "
            "there's nowt to connect to. Leave it till she's home.",
            "Okay, the wireless waits for Julie and the phone on Sunday; I won't change anything on it till then.",
        ),
        turn(
            "Talking of Julie. Her cousin Sandra's got a stall selling candles and she reckons I should do "
            + f("rejected", "a stall at the Bakewell Show") + ", sharpen folk's garden shears and kitchen knives "
            "while they wait, get my name about. Julie's quite keen. I'll have a think about it.",
            "Okay. If it's useful, I can work out what it would cost against a normal August day when you decide.",
        ),
        turn(
            "Go on then. And one more, can you make me " + f("pending", "a laminated price card for the van window")
            + "? Folk keep asking what I charge before they'll even open the gate.",
            "Yes. I'll do it once the sharpening counts are all filled in, so the card matches the job list.",
        ),
    )
    r3 = (
        turn(
            "Right, I've had a fright and I want it written down. Tuesday at Brough's joinery in Glossop I took "
            "back a blade I'd retipped, six new carbide tips on it, and first cut through a bit of oak one of the "
            "tips come off and went through the dust extractor hose like a bullet. Nobody hurt, thank God, but "
            "the lad was stood right there. Braze hadn't taken properly. So from now on "
            + f("constraint", "no retipped blade leaves the van until it's run up to speed in the guard box for five minutes")
            + ". I've a steel box with a motor in it for exactly that and I've been lazy with it.",
            ("Adding a spin-test column so a retipped blade can't be marked done without it.", [
                call("edit", "ok", path="/home/tom/sawdoc/jobs/2026_jobs.csv",
                     old="times_sharpened,notes", new="times_sharpened,retipped,spin_test_5min,notes"),
                call("edit", "ok", path="/home/tom/sawdoc/count_sharpenings.py",
                     old="def mark_done(row):\n    row['done'] = True",
                     new="def mark_done(row):\n    if row['retipped'] and not row['spin_test_5min']:\n"
                         "        raise ValueError('retipped blade without a spin test')\n    row['done'] = True"),
            ]),
            "Done. A retipped blade can't be marked finished in the job list until its five-minute spin test is "
            "ticked.",
        ),
        turn(
            "Good lad. And I've thought about Sandra's show idea. No. The pitch is three hundred quid, it's the "
            "first week of August when every tree surgeon in the county wants his chains, and I'd be stood in a "
            "field doing kitchen knives for two quid a go. Julie's not best pleased but there it is.",
            "Understood, no Bakewell Show. August stays for the regulars.",
        ),
        turn(
            "Now the council's been on about scrap. I'm a registered waste carrier, the number's "
            + f("identifier", "CBDU418877") + ", and it's meant to be on my invoices because I take folk's old "
            "blades away. Stick it on, would you?",
            ("Adding it to the invoice footer.", [
                call("edit", "ok", path="/home/tom/sawdoc/invoice_template.txt",
                     old="Thank you for your custom - Tom",
                     new="Thank you for your custom - Tom\nRegistered waste carrier CBDU418877"),
            ]),
            "It's on the invoice footer now, under your thank-you line.",
        ),
        turn(
            "And here's one nobody can tell me: " + f("pending", "whether the tip at Cheddleton will take worn carbide blades as scrap metal")
            + ", or if it's special waste because of the tips. I rang the council twice and got two different "
            "answers and then a man who said he'd find out and never rang back.",
            "I can't say for certain either; tungsten carbide is often taken as scrap, but it depends on the "
            "site. I'll keep it as an open question until the council gives one answer; until then the old "
            "blades can stay in the bin in the yard.",
        ),
    )
    later5 = (
        turn(
            "Letter from the insurance broker in Stoke. They want " + f("pending", "the van's mileage log to the broker by 31 March")
            + " or they'll price the renewal on guesswork, which means dearer.",
            "Okay. The job list has the date and customer for every stop, so I can build most of a mileage log "
            "from it; I'll need the start and end readings off the van's clock for each month.",
        ),
    )
    later10 = (
        turn(
            "Have you done that laminated price card for the van window yet? Had three folk ask at the gate today.",
            "Not yet, sorry, the price card for the van window is still to do. I'll make it now: retipping by the "
            "tooth, chains at one price, handsaws and bandsaws, and your phone number big at the bottom.",
        ),
    )
    return Scripted(name="fresh43-sawdoctor", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh43=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- panto
def _panto() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello, dear. I'm Brenda Hughes, secretary of the Bishop's Castle Pantomime Society, and producer, "
            "and wardrobe, and tea, because nobody else will. This year it's Mother Goose, three nights and a "
            "Saturday matinee in the town hall in the middle of January, and I'm drowning. Let me tell you what "
            "a rehearsal Sunday is like. I open the hall at half one and put the heaters on, because it's like a "
            "fridge in there. The chorus children come at two, fourteen of them this year, from five to twelve, "
            "and " + f("constraint", "every child in the chorus has a named grown-up signed in at the door for them")
            + ", a parent or a grandparent or an auntie, written on the sheet by name, and if there's nobody the "
            "child sits with me and doesn't go on, I've never bent on that and I'm not starting. Then the "
            "principals at three, and Derek, who's been our Dame since 1994, arrives at twenty past with his "
            "wig in a Tesco bag. We do the songs with Glenys on the piano, block a scene, and by five everybody's "
            "cross and the goose costume's lost a wing. The cast list is on the computer, "
            + f("path", "/home/brenda/panto/2026/cast_list.ods") + ". Could you help me work out who I need when? "
            "Everybody comes to everything and half of them sit about for three hours.",
            ("Reading the cast list.", [
                call("bash",
                     "name,part,scenes,phone\n"
                     "Derek Powell,Mother Goose (Dame),1;2;4;5;7;9,07700 900112\n"
                     "Sian Evans,Jack,1;3;4;6;9,07700 900245\n"
                     "Gwyn Jones,Demon King,2;5;8;9,07700 900318\n"
                     "Chorus (14),Villagers,1;6;9,see sign-in sheet",
                     command="ssconvert /home/brenda/panto/2026/cast_list.ods /tmp/cast.csv && head -5 /tmp/cast.csv"),
            ]),
            "The list has everyone's scenes, so I can do scene-by-scene calls: each rehearsal lists the scenes "
            "you're doing, and only the people in those scenes are called, with a time. The chorus would only "
            "come for scenes one, six and nine, for instance. Shall I set that up?",
        ),
        turn(
            "Oh, would you? Yes please, that'd save Glenys's sanity, never mind mine. Now the programme. The pages "
            "are all done, my grandson did them as pictures, they're in "
            + f("path", "/home/brenda/panto/2026/programme/pages") + ", and Orchard Print in Ludlow want one PDF "
            "by Friday.",
            ("Joining the pages into one A5 PDF.", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/usr/bin/img2pdf\", line 33, in <module>\n"
                     "    sys.exit(load_entry_point('img2pdf==0.4.4', 'console_scripts', 'img2pdf')())\n"
                     "  File \"/usr/lib/python3/dist-packages/img2pdf.py\", line 3836, in main\n"
                     "    convert(*args.images, **kwargs)\n"
                     "  File \"/usr/lib/python3/dist-packages/img2pdf.py\", line 2190, in convert\n"
                     "    ) in read_images(rawdata, colorspace, first_frame_only, rot):\n"
                     "  File \"/usr/lib/python3/dist-packages/img2pdf.py\", line 1622, in read_images\n"
                     "    raise AlphaChannelError(\"Refusing to work on images with alpha channel\")\n"
                     + f("failure", "img2pdf.AlphaChannelError: Refusing to work on images with alpha channel"),
                     error=True,
                     command="cd /home/brenda/panto/2026/programme && " + f("command", "img2pdf --pagesize A5 pages/*.png -o programme_2026.pdf")),
                call("bash", "pages/p11_advert_pryce_butcher.png: PNG image data, 1748 x 1240, 8-bit/color RGBA, non-interlaced",
                     command="file pages/*.png | grep RGBA"),
            ]),
            "One page has a see-through background, and the PDF tool won't guess what colour to put behind it. "
            "It's page eleven, the advert for Pryce's the butcher. All the other pages are fine. I can flatten "
            "it onto white and the PDF will go through.",
        ),
        turn(
            "Ah. Pryce's. Well that's a sore point. He hasn't paid for his advert, it's "
            + f("number", "£45 for a half-page advert") + " and he's had three reminders, and the committee's "
            "meeting on Thursday to decide whether adverts that aren't paid for go in at all. So don't you touch "
            "it. Leave that page as it is till Thursday.",
            "Understood. I won't change the butcher's page; the programme PDF waits for Thursday's decision.",
        ),
        turn(
            "Tickets next. It's " + f("number", "£9 for an adult ticket") + " and five for children, and Doris "
            "does the box office from her front room on Church Street, has done for donkey's years.",
            "You could also sell them with " + f("rejected", "online booking with allocated seats") + ", so "
            "people pick their seat from a plan of the hall and pay by card.",
        ),
        turn(
            "No. Doris does the tickets.",
            "Right, tickets stay with Doris. I'll put her address and phone number on the poster instead.",
        ),
    )
    r2 = (
        turn(
            "Derek's been on at me for weeks. He wants " + f("rejected", "a smoke machine for the Demon King's entrance")
            + ", he saw one at the Theatre Severn panto and now nothing else will do, bless him. So I asked the "
            "town hall committee, because it's their building, and Mrs Bebb wrote back on Monday: no, the smoke "
            "alarms go straight through to the fire station and they are not having the engine out from Craven "
            "Arms on a Friday night. So that's that. Derek's sulking.",
            "That's a clear no, then. For the Demon King, a green light from the side and a drum roll from "
            "Glenys might do some of the same work.",
        ),
        turn(
            "Now the lights. The hall's got a laptop for them, it says " + f("identifier", "hall-lx-laptop")
            + " on the front, and a little blue box that plugs in and goes to the lights. My nephew Carwyn set "
            "it up two years ago. Last night nothing. The lights just sat there.",
            ("Starting the lighting service by hand at a higher log level so it says what it's doing.", [
                call("bash",
                     long_log(75, "hall-lx-laptop",
                              "olad/Olad.cpp:87: OLA Daemon version 0.10.9\n"
                              "olad/OlaDaemon.cpp:105: Using configs in /home/hall/.ola\n"
                              "olad/PluginManager.cpp:100: Trying to start USB\n"
                              "plugins/usbdmx/AsyncPluginImpl.cpp:289: Found a new Eurolite USB-DMX512-PRO device\n"
                              + f("failure", "plugins/usbdmx/EuroliteProFactory.cpp:94: Failed to open Eurolite USB-DMX512-PRO: Access denied (insufficient permissions)")
                              + "\nplugins/usbdmx/AsyncPluginImpl.cpp:312: Device setup failed, skipping\n"
                              "olad/PluginManager.cpp:112: Started USB\n"
                              "olad/OlaServer.cpp:512: Server listening on port 9090, universes: 1, outputs: 0"),
                     error=True, command=f("command", "olad -l 3")),
            ]),
            "The lighting program finds the blue box but isn't allowed to open it, so it starts with no outputs "
            "and the lights never hear anything. It usually happens after a system update: the rule that lets an "
            "ordinary user use that box has gone. Putting it back takes the laptop's administrator password.",
        ),
        turn(
            "Well that's Roger. He's the hall treasurer, it's his laptop really, and he's on a cruise round the "
            "Norwegian fjords till the second of January. Nobody else has the password and the committee would "
            "have kittens if we got somebody in to break into it. We'll use the old fader board from the school "
            "for now, Carwyn can work it. Leave the laptop alone.",
            "Okay, I'll leave the lighting laptop as it is until Roger's back on the 2nd.",
        ),
        turn(
            "And when you've a minute, could you do me " + f("pending", "a props list sorted by scene")
            + "? Every year we get to the dress and somebody's lost the magic egg.",
            "Yes, I'll make it from the script once the rehearsal calls are done.",
        ),
    )
    r3 = (
        turn(
            "I have to tell you about last year so it's written down. Aladdin, the Demon King's entrance, Gwyn had "
            "a flash pot, one of those little powder ones, and it went up higher than it should and singed the "
            "front tabs, the velvet curtains, the hall had to pay to have them cleaned and a child in the front "
            "row screamed the place down. So: " + f("constraint", "no naked flame or pyrotechnic of any kind on the stage")
            + ", not even the candle in the kitchen scene. Battery ones from now on.",
            ("Adding it to the technical notes that go to the stage crew.", [
                call("write", "ok", path="/home/brenda/panto/2026/tech_notes.txt",
                     content="SAFETY: no naked flames or pyrotechnics on stage at any time. Kitchen scene "
                             "candle: battery LED candle (props box 3)."),
            ]),
            "It's at the top of the stage crew's technical notes, and the kitchen candle is down as a battery one.",
        ),
        turn(
            "Now then, an e-mail from the Kerry Vale brewery, they've just opened up the road. Here it is: 'Dear "
            "Brenda, we would love to support the panto. We'd propose a sponsorship of five hundred pounds and "
            "that you " + f("rejected", "call the show the Kerry Vale Pantomime") + " this year.' Well! It's "
            "been the Bishop's Castle Pantomime since 1952 and it'll be the Bishop's Castle Pantomime when I'm "
            "dead. I wrote back and said they can have the back page of the programme and run the bar in the "
            "interval, and they said lovely, yes, fine.",
            ("Putting them on the back page.", [
                call("edit", "ok", path="/home/brenda/panto/2026/programme/adverts.txt",
                     old="back cover: TBC", new="back cover: Kerry Vale Brewery (sponsor), interval bar"),
            ]),
            "Kerry Vale is down for the back page and the interval bar, and the name stays as it is.",
        ),
        turn(
            "And the licence number from the script people has to go in the programme and on the posters, it's "
            + f("identifier", "PL-MG-2026-118") + ". They're very particular.",
            ("Adding it to the credits page and the poster text.", [
                call("edit", "ok", path="/home/brenda/panto/2026/programme/credits.txt",
                     old="Mother Goose by A. Pritchard",
                     new="Mother Goose by A. Pritchard\nPerformed by arrangement, licence PL-MG-2026-118"),
                call("edit", "ok", path="/home/brenda/panto/2026/poster.txt",
                     old="Town Hall, Bishop's Castle", new="Town Hall, Bishop's Castle\nLicence PL-MG-2026-118"),
            ]),
            "It's on the credits page and the poster now.",
        ),
        turn(
            "And this is the one keeping me up: " + f("pending", "whether the interval raffle needs a small society lottery registration")
            + " from the council. We've always just done it. Somebody on Facebook said you need a licence now. "
            "I rang Shropshire Council and they passed me round till I gave up.",
            "I'm not sure either; it can depend on whether the tickets are only sold on the night. I'll keep it "
            "as an open question until the council tells you. Until then the raffle can stay off the posters.",
        ),
    )
    later5 = (
        turn(
            "A letter from the script publisher. They want " + f("pending", "the box office figures and the royalties to the publisher by 14 February")
            + ", and it says late payers lose the licence for next year.",
            "Okay. Doris's takings for each night give the box office figures; the royalty is worked out from "
            "those, so once she has the totals I'll fill in their return with you.",
        ),
    )
    later10 = (
        turn(
            "Did you ever do the props list sorted by scene, love? The dress is on Wednesday and the egg's gone "
            "missing again.",
            "No, I'm sorry, the props list is still to do. I'll make it now, scene by scene from the script, with "
            "who carries each thing on, and the golden egg at the top.",
        ),
    )
    return Scripted(name="fresh43-panto", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh43=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- swim
def _swim() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya. I'm Kirsty, I run guided wild swims on Coniston Water with my partner Sam, it's just the two "
            "of us and a very old Land Rover. Our bread and butter is the dawn swim, so here's a morning. Alarm at "
            "quarter to five, kettle on, down to the jetty below the church for half five, we check the water "
            "and the wind, then the group arrives, usually six or eight, half of them terrified and half of them "
            "showing off. Briefing on the shingle, and " + f("constraint", "nobody goes in without a tow float and a bright hat")
            + ", I don't care if you've swum the Channel, because from a kayak a dark head in dark water is "
            "invisible. Sam's in the kayak, I'm in the water with them, we go along the shore and back, then "
            "it's flasks of hot chocolate and flapjack on the jetty. It's " + f("number", "£35 a head for the dawn swim")
            + ", wetsuit hire extra. The website shows the water temperature every morning, from a Pi Sam put in "
            "a box on the jetty, it's called " + f("identifier", "hut-pi-coniston") + ", and the script is "
            + f("path", "/home/pi/lakeside/post_conditions.py") + ". But for a week the site's been saying 'no "
            "recent reading' and people keep ringing me to ask how cold it is.",
            ("Let me see what the Pi thinks the time is; if its readings carry an old date, the website would "
            "throw them away as stale.", [
                call("bash",
                     "Mon  3 Nov 06:12:40 GMT 2025\n"
                     "posted water_temp=6.8 at 2025-11-03T06:12:00Z -> server said: stale, ignored",
                     command="ssh pi@hut-pi-coniston 'date; tail -1 /home/pi/lakeside/post.log'"),
                call("bash",
                     f("failure", "hwclock: Cannot access the Hardware Clock via any known method.")
                     + "\nhwclock: Use the --verbose option to see the details of our search for an access method.",
                     error=True, command="ssh pi@hut-pi-coniston " + f("command", "sudo hwclock -r")),
            ]),
            "That's it: the Pi thinks it's the 3rd of November. At dawn it has no internet to set its clock "
            "from, so it relies on the little clock board on top of it, and the Pi can't reach that board at "
            "all: it's loose, or its battery's gone, or damp has got to it. The temperature readings are fine; "
            "they're just stamped with the wrong date, so the site ignores them.",
        ),
        turn(
            "Oh, typical. The box is on the end of the jetty and Sam sealed it up with silicone last autumn "
            "because the first one filled with water. He says he's not opening it in March in the rain, he'll do "
            "it in May when he reseals it anyway. I'll put the temperature on the site by hand off my own "
            "thermometer till then. Leave it alone.",
            "Okay, I won't touch the Pi or its clock; it waits for Sam in May.",
        ),
        turn(
            "What could we do in the quiet months? Winter's dead, only the hardcore come.",
            "One thing people love: " + f("rejected", "full-moon night swims with glow sticks on the tow floats")
            + ", once a month in winter, short and close to shore, with a fire and soup after.",
        ),
        turn(
            "Oh, that's gorgeous. Sam'll say we're mad. Let me talk to him about it, I'll get back to you.",
            "Sure. Something for now, meanwhile: a 'conditions' line on every booking confirmation, the water "
            "temperature and the wind forecast for their morning, so people know whether to bring gloves and "
            "booties before they turn up.",
        ),
        turn(
            "Yes, do that, that'll save me half the phone calls.",
            ("Adding it to the confirmation template.", [
                call("edit", "ok", path="/home/kirsty/bookings/templates/confirmation.txt",
                     old="See you at the jetty at {time}.",
                     new="Conditions for your swim: water about {water_c} C, wind {wind}.\nSee you at the jetty at {time}."),
            ]),
            "Done; the confirmation now gives the water temperature and wind for their date.",
        ),
    )
    r2 = (
        turn(
            "Sam's had a text from the Old Station Hotel. He forwarded it: 'Hi Sam, our guests love the idea. "
            "Could you do " + f("rejected", "a guided swim for our guests every morning at seven, all year round")
            + "? We'd put it in the room packs.' Every morning! In January the lake's four degrees and there are "
            "two of us. I told Sam to say Saturdays, May to September, seven o'clock, and they've said yes, "
            "lovely. Their insurer wants my coaching number on the paperwork, it's " + f("identifier", "OWC-30418") + ".",
            ("Adding the hotel's Saturday slot and your number to their booking sheet.", [
                call("edit", "ok", path="/home/kirsty/bookings/partners.csv",
                     old="partner,slot,season,coach_no",
                     new="partner,slot,season,coach_no\nOld Station Hotel,Sat 07:00,May-Sep,OWC-30418"),
            ]),
            "The Old Station is down for Saturdays at seven, May to September, with your coaching number on it.",
        ),
        turn(
            "Now the wind. The website used to show the wind from the weather station too, and that's gone as "
            "well. The weather bit is something called weewx on the same Pi, Sam said the settings are in "
            + f("path", "/etc/weewx/weewx.conf") + ", if that means anything.",
            ("Looking at the weather program's log on the Pi.", [
                call("bash",
                     long_log(85, "weewx-coniston",
                              "Mar 14 06:00:02 hut-pi-coniston weewxd[911]: INFO __main__: Initializing weewxd version 5.1.0\n"
                              "Mar 14 06:00:02 hut-pi-coniston weewxd[911]: INFO __main__: Using configuration file /etc/weewx/weewx.conf\n"
                              "Mar 14 06:00:02 hut-pi-coniston weewxd[911]: INFO weewx.engine: Loading station type Vantage (weewx.drivers.vantage)\n"
                              "Mar 14 06:00:02 hut-pi-coniston weewxd[911]: INFO weewx.drivers.vantage: Driver version is 3.6.2\n"
                              "Mar 14 06:00:14 hut-pi-coniston weewxd[911]: "
                              + f("failure", "ERROR weewx.drivers.vantage: Unable to wake up Vantage console")
                              + "\nMar 14 06:00:14 hut-pi-coniston weewxd[911]: ERROR weewx.engine: Import of driver failed: Unable to wake up Vantage console (<class 'weewx.WakeupError'>)\n"
                              "Mar 14 06:00:14 hut-pi-coniston weewxd[911]: CRITICAL __main__: Unable to load driver: Unable to wake up Vantage console\n"
                              "Mar 14 06:00:14 hut-pi-coniston weewxd[911]: CRITICAL __main__:     ****  Exiting..."),
                     error=True, command="ssh pi@hut-pi-coniston " + f("command", "journalctl -u weewx --since yesterday")),
            ]),
            "The weather program starts fine but gets no answer from the weather station's console, so it gives "
            "up. Usually the console is switched off, its batteries are flat, or its lead has come out. Someone "
            "needs to look at the console itself.",
        ),
        turn(
            "The console's in the boathouse, the estate lets us keep it there because it's the only dry spot, and "
            "it's locked. Alan the warden has the key and he's off till Monday. I'm not climbing in the window of "
            "somebody else's boathouse. Leave it, I'll go with him on Monday.",
            "Right, the weather station waits for Alan and the key on Monday.",
        ),
        turn(
            "And Sam's big dream. He wanted " + f("rejected", "a floating sauna moored off the jetty") + ", he's "
            "been drawing it on napkins for a year. He went to the National Park people and the planning officer "
            "rang him back yesterday: no, not on Coniston, it counts as a structure on the lake and they won't "
            "have it. He's gutted. So that's off.",
            "Sorry to hear it. If he still wants heat after a swim, a sauna on a trailer in a field, off the lake, "
            "might be a different question for the planners, but that's for another day.",
        ),
        turn(
            "Maybe. One more: can you write " + f("pending", "a kit list to send with every booking") + "? What to "
            "bring, what we lend, what to wear after. People turn up in jeans.",
            "Yes, I'll do it after the confirmation changes so it goes out in the same e-mail.",
        ),
    )
    r3 = (
        turn(
            "Something happened I need to tell you about. Last Sunday a lady on the dawn swim, not a beginner, got "
            "too cold. Water was eight degrees, we'd been in maybe fifteen minutes, and on the jetty she couldn't "
            "do her zip up and then she couldn't talk properly. We had her in the Land Rover with the heater on and "
            "the ambulance came from Ulverston, she was fine in the end, but I was shaking all day. So, new rule: "
            + f("constraint", "under ten degrees, a group swim is ten minutes in the water and no longer")
            + ", no matter how much anyone begs for one more length.",
            ("Adding it to the session plan the booking system prints for each swim.", [
                call("edit", "ok", path="/home/kirsty/bookings/templates/session_plan.txt",
                     old="Route: {route}",
                     new="Route: {route}\nWater {water_c} C. If under 10 C: maximum 10 minutes in the water, whole group out."),
            ]),
            "It's on the session plan now; when the water's under ten degrees the plan says ten minutes, whole "
            "group out.",
        ),
        turn(
            "And Sam and I talked about the full-moon thing. No. After Sunday, the idea of not being able to see a "
            "face in the water, no. Even with glow sticks.",
            "Understood, no night swims.",
        ),
        turn(
            "Let's do the Peel Island page instead, it's our big summer one. It's " + f("number", "1.2 km out to Peel Island")
            + " from the jetty, then a picnic on the island, then back. Strong swimmers only. Write something.",
            ("Writing the page.", [
                call("write", "ok", path="/home/kirsty/site/content/peel-island.md",
                     content="# The Peel Island swim\nOut from our jetty to Peel Island, the Swallows and Amazons "
                             "island, a picnic on the rocks, then back. For confident swimmers; kayak support all the way."),
            ]),
            "Here's a draft: out to the island, picnic on the rocks, back with the kayak alongside, and a line "
            "that it's for confident swimmers.",
        ),
        turn(
            "Lovely. Now this one: " + f("pending", "whether the algae warning at the north end means we have to cancel at our end")
            + ". There's a blue-green algae sign up by the Waterhead end. I've e-mailed the Environment Agency and "
            "nobody's said a word, and I've got bookings.",
            "I can't tell from here either; the warnings are usually for a particular stretch, but I don't know "
            "how this one is meant. I'll keep it open until the Environment Agency replies; till then it might be "
            "worth telling this week's bookings there's a notice at the north end.",
        ),
    )
    later5 = (
        turn(
            "The parish council clerk rang about the charity swim in June. She wants " + f("pending", "the event form for the charity swim to the parish council by 30 April")
            + ", with the safety cover written out.",
            "Okay. The safety part can come from your session plan and the kayak cover; send me the form and "
            "I'll fill in what we have and mark what needs your signature.",
        ),
    )
    later10 = (
        turn(
            "Where's that kit list to send with every booking? A man turned up in cotton pyjamas this morning.",
            "I haven't written it yet, sorry. I'll do it now: what to bring, what you lend, what to wear after, "
            "and a line saying no cotton.",
        ),
    )
    return Scripted(name="fresh43-swim", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh43=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- sewing
def _sewing() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Now then. Ray Pollitt, Bobbin & Treadle on Water Street in Todmorden, me and my daughter Shona. "
            "I've mended sewing machines for fifty-one year, Singers mostly, Featherweights, the old treadles, "
            "the odd Bernina if someone's desperate. A day here: I open at nine, there's usually a machine "
            "waiting on the step in a Morrisons bag with a note on, 'it jams'. I strip it on the bench, clean out "
            "forty year of fluff and pins, oil it, new belt if it wants one, set the timing and the tension, and "
            "then " + f("constraint", "every machine stitches a test strip on four layers of denim before it goes back, and the strip goes in the box with it")
            + ", so the customer can see it sewed heavy cloth when it left me. Shona does the book and the "
            "website and the phone, the book's on the computer, " + f("path", "/home/shona/shop/repairs_book.csv")
            + ". Now what I want: I've a service manual for the Singer 201K, somebody scanned it for me, and the "
            "computer says it's broken. It's " + f("path", "/home/ray/manuals/singer_201k_service.pdf")
            + ". I'd like the pages printed so I can have them on the bench.",
            ("Turning the pages into pictures for printing, which also tells us whether the file is whole.", [
                call("bash",
                     "-rw-r--r-- 1 ray ray 6291456 Feb 27 21:14 singer_201k_service.pdf",
                     command="ls -l /home/ray/manuals/singer_201k_service.pdf"),
                call("bash",
                     "Syntax Error: Couldn't read xref table\n"
                     "Syntax Warning: PDF file is damaged - attempting to reconstruct xref table...\n"
                     + f("failure", "Syntax Error: Couldn't find trailer dictionary")
                     + "\nSyntax Error: Couldn't read xref table",
                     error=True,
                     command="cd /home/ray/manuals && " + f("command", "pdftoppm -r 200 -png singer_201k_service.pdf pages/p")),
            ]),
            "The file is cut short. It's exactly six megabytes, which usually means a download or a copy stopped "
            "partway, and the end of a PDF is where the index of its pages lives, so nothing can read it. The "
            "pages that did arrive might be rescued, but the proper fix is a complete copy of the file.",
        ),
        turn(
            "Well I'm not surprised. I got it off a chap on the Singer collectors' forum, Murray, in Nova Scotia, "
            "he scanned his own copy, and he's the only one who's got it. He only goes on the forum on a Sunday "
            "after chapel. I'll ask him Sunday to send it again. Don't mess about rescuing bits, I want it all. "
            "Leave it.",
            "Okay, I'll leave the manual until Murray sends a fresh copy.",
        ),
        turn(
            "Shona says we ought to be getting more folk in. She's young, she thinks of these things. The prices "
            "are on the board, " + f("number", "£65 for a full service") + ", thirty for a clean and oil. What "
            "would you do?",
            "One idea: " + f("rejected", "a YouTube channel of the repairs") + ". People love watching old "
            "machines being brought back, and it would bring customers from further off.",
        ),
        turn(
            "I've fourteen machines on the shelf waiting, I'm seventy-three, and I talk to them while I work, "
            "mostly swearing. Shona'd have to bleep every other word.",
            "Ha, fair enough, the bench time matters more. Something smaller for the website, then: when you "
            "list a refurbished machine, I can look up its serial number and put the year and the factory on "
            "the listing. Collectors search by year.",
        ),
        turn(
            "Oh aye, they do, they're daft about the year. Do that. The Featherweight on the bench now is "
            + f("identifier", "EJ614503") + ", she's a beauty.",
            ("Adding the year lookup to the listing sheet.", [
                call("edit", "ok", path="/home/shona/shop/listings.csv",
                     old="model,serial,price,status", new="model,serial,year,factory,price,status"),
                call("bash", "EJ614503 -> 1953, Kilbowie (Clydebank)", command="python3 /home/shona/shop/serial_year.py EJ614503"),
            ]),
            "Done: that one's a 1953 Featherweight from the Kilbowie factory at Clydebank, and the listing will "
            "say so.",
        ),
    )
    r2 = (
        turn(
            "E-mail from the school up at Cornholme, the textiles teacher, Mrs Crabtree. Shona'll read it: 'Dear "
            "Mr Pollitt, our department would be so grateful if you could " + f("rejected", "service all thirty of the classroom machines for nothing")
            + ", and we'd of course mention Bobbin & Treadle in the school newsletter.' Hmm. Shona went there. "
            "Let me think about it, I don't want to be mean to a school.",
            "Sure. If it helps you decide, thirty services at your usual rate is worth knowing before you answer.",
        ),
        turn(
            "Now Shona's listing the refurbished Featherweights, they're " + f("number", "£425 for a refurbished Featherweight")
            + " with the case and the attachments, and the photos are too big for the website. Can you shrink them?",
            ("Compressing the listing photos.", [
                call("bash",
                     long_log(90, "featherweight-photos",
                              "listings/featherweight/fw_05.jpg 4032x3024 24bit N Exif  [OK] 3841022 --> 1204412 bytes (68.64%), optimized.\n"
                              "listings/featherweight/fw_06.jpg 4032x3024 24bit N Exif  [OK] 3610877 --> 1131250 bytes (68.67%), optimized.\n"
                              + f("failure", "listings/featherweight/fw_07.jpg Not a JPEG file: starts with 0x00 0x00 [ERROR]")
                              + "\nlistings/featherweight/fw_08.jpg 4032x3024 24bit N Exif  [OK] 3702216 --> 1159804 bytes (68.67%), optimized."),
                     error=True, command=f("command", "jpegoptim --max=85 --strip-all listings/featherweight/*.jpg")),
                call("bash", "listings/featherweight/fw_07.jpg: data", command="file listings/featherweight/fw_07.jpg"),
            ]),
            "All the photos shrank except one: fw_07 is the right size on disk but it's all zeros inside, so "
            "there's no picture in it at all. That happens when a card has an error during copying.",
        ),
        turn(
            "That's the one of the black and gold one with the scroll plate. Oh, bother. She sold on Friday and "
            "went off to a lady in Orkney on Tuesday, and Shona's already wiped the card for the next lot. So "
            "there's no taking it again. Leave it, the sold page can do without.",
            "Okay, fw_07 stays as it is; the sold page goes up with the other photos.",
        ),
        turn(
            "Our Gaz rang, Shona's husband. He wants us to get " + f("rejected", "a 3D printer to print the spare parts")
            + ", spool pins and bobbin winder tyres and that. No. Not in my shop.",
            "Understood, no 3D printer.",
        ),
        turn(
            "And can you make " + f("pending", "a printable repair ticket with a tear-off stub") + "? The customer "
            "keeps the stub, the ticket stays on the machine. We've been using raffle tickets.",
            "Yes. I'll make it from the repairs book columns once the listings are done.",
        ),
    )
    r3 = (
        turn(
            "I need to tell you about Mrs Greenwood. She brought a 99K in for a service in January, I did it, it "
            "sewed lovely. Last week she plugged it in and got a belt off the flex, the rubber had perished "
            "under the cloth tape where you couldn't see it. She's all right, but she could've not been, and it "
            "was my fault, I didn't look. So from now on " + f("constraint", "no machine with its original wiring goes out until it's been rewired and PAT tested")
            + ". I don't care if they only wanted a belt.",
            ("Adding wiring columns to the repairs book and a check so a job can't be marked ready without them.", [
                call("edit", "ok", path="/home/shona/shop/repairs_book.csv",
                     old="ticket,customer,machine,work,ready",
                     new="ticket,customer,machine,work,rewired,pat_date,ready"),
                call("edit", "ok", path="/home/shona/shop/ready_check.py",
                     old="def can_mark_ready(job):\n    return job.work_done",
                     new="def can_mark_ready(job):\n    if job.electric and not (job.rewired and job.pat_date):\n"
                         "        return False\n    return job.work_done"),
            ]),
            "Done. An electric machine can't be marked ready in the book until it's rewired and has a PAT date.",
        ),
        turn(
            "And I've thought about the school. No. Thirty machines is a fortnight's work, and if I do theirs for "
            "nowt, every school in Calderdale'll be on the phone. Shona's writing to Mrs Crabtree nicely.",
            "Understood, the school gets a polite no.",
        ),
        turn(
            "Shona says we have to put our WEEE number on the website because we sell electrical things, it's "
            + f("identifier", "WEE/KJ2218TR") + ". Don't ask me what it means.",
            ("Adding it to the website footer.", [
                call("edit", "ok", path="/home/shona/shop/site/footer.html",
                     old="<p>Bobbin &amp; Treadle, Water Street, Todmorden</p>",
                     new="<p>Bobbin &amp; Treadle, Water Street, Todmorden</p>\n<p>WEEE producer registration WEE/KJ2218TR</p>"),
            ]),
            "It's in the footer on every page now. It's the registration for the scheme that takes back old "
            "electrical goods.",
        ),
        turn(
            "And here's one for you. A lady in Cork wants a 1920s treadle, and nobody can tell us "
            + f("pending", "whether a machine this old needs a customs form to go to Ireland") + ". The Post "
            "Office said ask the courier, the courier said ask the Post Office.",
            "I can't say for sure either. I'll keep it open until the courier or the Post Office gives a straight "
            "answer; until then I'd tell her the treadle can be held for her.",
        ),
    )
    later5 = (
        turn(
            "The market office wrote. For the Todmorden vintage fair they want " + f("pending", "the stall form and the PAT certificates to the market office by Friday 3 April")
            + ", or we lose the pitch by the clock.",
            "Okay. The stall form I can fill in with you; the PAT certificates come from whoever does your "
            "testing, so it's worth asking them for copies this week.",
        ),
    )
    later10 = (
        turn(
            "Have you done that repair ticket with the tear-off stub? I've just given a woman a raffle ticket "
            "again, number 47, and she thinks she's won something.",
            "Not yet, sorry, the repair ticket is still to do. I'll make it now: ticket number, name, phone, "
            "machine and the fault on the ticket, and the number and date on the stub.",
        ),
    )
    return Scripted(name="fresh43-sewing", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh43=True, later=((5, later5), (10, later10)), routine=routine_en)


SESSIONS = (_sawdoctor(), _panto(), _swim(), _sewing())
