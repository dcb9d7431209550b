"""Thirty-ninth fresh held-out set (English): written blind while the thirty-first round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its Chinese half, against the thirty-first round's rules; committed before its first run and not to
be edited after it.

How it was written: the descriptions below first, in plain words, then each dialogue from its description in
the voices of the people in it, in four leisure-and-outdoors domains (a narrowboat hire business on the
Llangollen Canal off the Shropshire Union, a seawater lido in Cornwall run by a community trust, a pétanque
club behind a Kent pub, a falconry centre in North Yorkshire). Proposals come from the assistant, a stag-party
company (by phone), the user's son (decided by the Canal & River Trust and relayed), an events company
(by e-mail), the user's father (decided by the lido's trustees and relayed), a brother-in-law (by phone), the
county competitions secretary (by text), the user's daughter (by text) and the falconer (decided by the
council's planning officer and relayed); one of the assistant's is refused by the pub's landlord (relayed).
Failures are multi-line blocks from gatttool, quarto, dkms, cryptsetup, PyInstaller, mutt, rpicam-still and
pelican (checked with ``grep -il`` on file names only: none of them is used by any other file); each is left
unresolved for a reason given in the dialogue.
Routine work (``routine_en``) is this file's own: a Phoenix LiveView app for an allotment society's plot
waiting list (mix, Ecto, LiveView tests, deployed with mix release), with turns that look like facts (a rule
of thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions:
- narrowboat: Bev runs Grindley Brook Boat Hire with her son Jake, seven boats on a wharf below the Grindley
  Brook staircase on the Llangollen Canal, near Whitchurch. Rules: inside a long account of a Saturday
  turnaround, no crew leaves the wharf until they've worked a lock with one of the family beside them; after
  a lad on the roof hit his head coming out of Chirk tunnel, nobody sits on the cabin roof while the boat is
  moving. Proposals: the assistant's one-way hires finishing at Llangollen (put off until Jake is asked,
  refused a round later: nobody to bring the boats back); a stag-party company, by phone, wants three boats
  every weekend for stag parties all summer, Bev counters with one boat midweek; Jake asks the Canal & River
  Trust about taking on two more boats next season and the trust says the wharf's mooring agreement is for
  seven (relayed); the assistant's handback column in the battery sheet is accepted. Numbers: about 26 hours'
  cruising to Llangollen and back; £1,450 a week in high season for the six-berth. Paths:
  /home/bev/fleet/battery_checks.csv, /home/bev/handbook/handover_guide.qmd. Identifiers: the new boat's
  index number (CRT index 518204), the booking agency's operator code CBD-GB-0417. Commands: gatttool reading
  the battery monitor on Kingfisher by handle; quarto render of the hirers' handover guide to PDF. Failures:
  gatttool's read needs authentication (pairing needs the PIN Jake changed; it's in his notebook and he's
  taking a boat to Norbury Junction; guessing locks the monitor); quarto at the end of a long log can't find
  the winter stoppages file (the trust hasn't published next winter's list, and last year's would mislead).
  Open: a laminated handover checklist for Saturdays (asked again later); whether the trust will still let
  hire boats book the Llangollen basin next summer (the consultation hasn't reported); the insurance broker's
  later ask for the Boat Safety certificates for all seven boats by 31 March.
- lido: Tamsin manages Polventon Lido, a 1930s seawater lido near Newlyn run by a community trust; a Pi in
  the pump house (pumphouse-pi) posts the water temperature to the website over a USB wifi dongle; Gift Aid
  records are on an encrypted stick the old treasurer, Malcolm, set up. Rules: inside a long account of an
  opening day, the gates don't open until there are two lifeguards on poolside; after a winter dipper stayed
  in too long and needed an ambulance, in winter nobody stays in the water longer than ten minutes.
  Proposals: the assistant's heat pump for the shallow end (refused by a reason alone: they'd be heating the
  Atlantic); an events company, by e-mail, wants the lido closed to the public every Saturday night in July
  for private parties, Tamsin counters with one Thursday evening; her father's dog swim on the last day of
  the season (voted down by the trustees, relayed); the assistant's tide times on the board are accepted.
  Numbers: about 2.5 million litres of seawater; £6.50 an adult swim. Paths: /home/pi/poolboard/post_temps.py,
  /home/tamsin/trust/giftaid/claim_2025.ods. Identifiers: pumphouse-pi, charity number 1187342. Commands:
  sudo dkms install for the dongle's driver; sudo cryptsetup -v open on the stick. Failures: the driver
  won't build against the new kernel at the end of a long log (a dongle with a proper driver needs the
  trustees' say-so for the spend, next Tuesday); cryptsetup says no key is available with the passphrase
  (Malcolm is in Treliske having his knee done; she won't sit guessing). Open: a notice for the gate about
  the spring-tide closures (asked again later); whether the insurance covers coaching in the sea outside the
  wall (the underwriter hasn't replied); a later ask from the Heritage Fund officer for the visitor numbers
  by 30 April.
- petanque: Graham is secretary of the Coastguard Pétanque Club, which plays on the terrain behind the
  Coastguard Arms in Whitstable; a member who moved back to Brittany, Alain, wrote the club's draw program
  (tirage) and set up mutt to send the results from the club's Gmail. Rules: inside a long account of a
  competition day, the draw is done in front of everyone at the bar, never the night before; after a boule
  jumped the back board and hit a spectator's ankle, nobody stands or sits at the back boards while a game is
  on. Proposals: a brother-in-law, by phone, wants floodlights on the terrain (bluntly no); the assistant's
  live scoreboard on the pub's telly (put off until the landlord is asked, refused a round later by him); the
  county competitions secretary, by text, wants the club to host the county triples over the whole bank
  holiday weekend, Graham counters with the Saturday; the assistant's draw sheet with terrain numbers and a
  reserves list is accepted. Numbers: £28 a year membership; £5 entry per doublette. Paths:
  /home/graham/tirage/tirage.spec, /home/graham/club/results/spring_league_2026.csv. Identifiers: the club's
  affiliation KEN-0214, the results account coastguardboules@gmail.com. Commands: pyinstaller on the spec;
  mutt sending the week's results with the PDF attached. Failures: PyInstaller can't find the bell sound at
  the end of a long log (it was only ever on Alain's computer; he'll send it when he's back from Quimper, and
  the bell is not coming out); Gmail refuses the password (a new app password needs the two-step code on the
  treasurer's phone, and she's walking the Camino). Open: a poster for the Bastille Day open (asked again
  later); whether the pub's insurance covers the club on the terrain (the brewery hasn't answered); the
  county secretary's later ask for the team sheets for the county triples by 8 May.
- falconry: Sue runs Hambleton Falconry Centre below Sutton Bank with Ash, the falconer: Harris hawks, a
  peregrine, barn owls and an eagle owl, Bramble, whose aviary camera (owlcam-pi) shows on a screen in the
  café; the website is a Pelican site Ash's nephew Tom built. Rules: inside a long account of a display day,
  no bird flies in a display until it's been weighed that morning; after a visitor's drone spooked a Harris
  hawk that was lost for two days, no drones over the site, and if one goes up the display stops. Proposals:
  the assistant's owl-holding photos for visitors (put off until Ash is asked, refused a round later: owls
  hate being passed about); the daughter, by text, wants a snowy owl for the Harry Potter crowd (bluntly no);
  Ash's evening owl displays in the summer holidays (the council's planning officer says the permission is
  ten till five, relayed); the assistant's food column next to the weights is accepted. Numbers: Juno's
  flying weight of 680 grams; £12.50 for an adult ticket. Paths: /home/sue/centre/weights/daily_weights.csv,
  /home/sue/website/content/birds/kestrel.md. Identifiers: owlcam-pi, the peregrine's certificate 605228/01.
  Commands: rpicam-still on the owl camera; pelican content with the publish settings. Failures: rpicam-still
  finds no cameras (the ribbon is loose inside the aviary and Bramble is sitting on eggs: nobody goes in for
  five weeks); pelican can't find the bird page template at the end of a long log (the theme lives on Tom's
  laptop and he's sitting exams in Newcastle till June). Open: a leaflet for the hawk walk experiences (asked
  again later); whether they need a zoo licence now they're open every day (nobody at the council knows);
  the school's later ask for the risk assessment for the school visit by Monday 18 May.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Phoenix LiveView plot waiting list
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The waiting list LiveView test has gone red since yesterday. Can you see why?",
                ("Running just that test file.", [
                    call("bash",
                         "  1) test joining the list shows the applicant their position (PlotlistWeb.WaitingListLiveTest)\n"
                         "     test/plotlist_web/live/waiting_list_live_test.exs:42\n"
                         "     ** (ArgumentError) expected PlotlistWeb.WaitingListLive to render, got a live redirect to "
                         "\"/list/position\"\n"
                         "     code: |> render_submit()\n"
                         "     stacktrace:\n"
                         "       (phoenix_live_view 1.0.17) lib/phoenix_live_view/test/live_view_test.ex:1112: "
                         "Phoenix.LiveViewTest.render_event/4\n"
                         "       test/plotlist_web/live/waiting_list_live_test.exs:47: (test)\n\n"
                         "Finished in 0.9 seconds (0.3s async, 0.6s sync)\n"
                         "31 tests, 1 failure",
                         error=True, command="mix test test/plotlist_web/live/waiting_list_live_test.exs"),
                ]),
                ("The join handler now does push_navigate to the position page, and the test still expects the "
                 "form to re-render. I'll make the test follow the redirect and assert on the new page.", [
                    call("edit", "ok", path="test/plotlist_web/live/waiting_list_live_test.exs",
                         old="|> render_submit()\n\n    assert render(view) =~ \"on the list\"",
                         new="|> render_submit()\n    |> follow_redirect(conn, ~p\"/list/position\")\n\n"
                             "    assert html =~ \"on the list\""),
                    call("bash", "Finished in 0.9 seconds (0.3s async, 0.6s sync)\n31 tests, 0 failures",
                         command="mix test"),
                ]),
                "Green again. Rule of thumb for this app: when a LiveView event navigates away, follow the "
                "redirect in the test instead of rendering the old view.",
            ),
        )
    if k == 1:
        return (
            turn(
                "The committee wants to know if people would take a half plot. Can we ask that when they sign up?",
                ("Adding a field to applicants with a migration.", [
                    call("bash", "* creating priv/repo/migrations/20260214101233_add_plot_size_to_applicants.exs",
                         command="mix ecto.gen.migration add_plot_size_to_applicants"),
                    call("edit", "ok", path="priv/repo/migrations/20260214101233_add_plot_size_to_applicants.exs",
                         old="  def change do\n  end",
                         new="  def change do\n    alter table(:applicants) do\n"
                             "      add :plot_size, :string, default: \"either\", null: false\n    end\n  end"),
                    call("bash",
                         "10:12:40.118 [info] == Running 20260214101233 Plotlist.Repo.Migrations.AddPlotSizeToApplicants.change/0 forward\n"
                         "10:12:40.120 [info] alter table applicants\n"
                         "10:12:40.131 [info] == Migrated 20260214101233 in 0.0s",
                         command="mix ecto.migrate"),
                ]),
                "Done; everyone already on the list counts as 'either'. I could also put a filter on the committee "
                "page, so when a half plot comes free they see only the people who'd take one.",
            ),
            turn("Yes, do the filter.", "Added: a select above the table that patches ?size=half and re-queries."),
        )
    if k == 2:
        return (
            turn(
                "CI failed on the lint job, not the tests.",
                ("Checking formatting and credo.", [
                    call("bash",
                         "** (Mix) mix format failed due to --check-formatted.\n"
                         "The following files are not formatted:\n\n"
                         "  * lib/plotlist_web/live/offer_live/index.ex\n"
                         "  * lib/plotlist/offers.ex",
                         error=True, command="mix format --check-formatted"),
                ]),
                ("Formatting both files and running credo too.", [
                    call("bash", "", command="mix format"),
                    call("bash",
                         "Checking 47 source files ...\n\n"
                         "Analysis took 0.4 seconds (0.02s to load, 0.4s running 61 checks on 47 files)\n"
                         "212 mods/funs, found no issues.",
                         command="mix credo --strict"),
                ]),
                "Clean. Worth adding a `precommit` alias that runs compile with warnings as errors, format check, "
                "credo and the tests, so it's one command before pushing.",
            ),
            turn("Good idea, add it.", ("Adding the alias.", [
                call("edit", "ok", path="mix.exs",
                     old="      setup: [\"deps.get\", \"ecto.setup\"],",
                     new="      setup: [\"deps.get\", \"ecto.setup\"],\n"
                         "      precommit: [\"compile --warnings-as-errors\", \"format --check-formatted\", "
                         "\"credo --strict\", \"test\"],"),
            ]), "Added; `mix precommit` runs the lot."),
        )
    if k == 3:
        return (
            turn(
                "When the committee offers someone a plot, their row shows up twice in the table until I refresh.",
                ("Looking at the table template.", [
                    call("read", path="lib/plotlist_web/live/committee_live/index.html.heex",
                         result='<tbody id="applicants" phx-update="stream">\n'
                                '  <tr :for={{_id, a} <- @streams.applicants} id={"row-#{a.id}"}>\n'
                                '    <td>{a.position}</td>\n    <td>{a.name}</td>\n    <td>{a.plot_size}</td>\n'
                                '  </tr>\n</tbody>'),
                ]),
                "The rows use their own id instead of the stream's DOM id, so stream_insert after the offer can't "
                "find the old row and adds a new one. The row id has to be the one the stream hands out.",
            ),
            turn("Fix it then.", ("Changing the row id.", [
                call("edit", "ok", path="lib/plotlist_web/live/committee_live/index.html.heex",
                     old='<tr :for={{_id, a} <- @streams.applicants} id={"row-#{a.id}"}>',
                     new='<tr :for={{dom_id, a} <- @streams.applicants} id={dom_id}>'),
                call("bash", "Finished in 1.0 seconds (0.3s async, 0.7s sync)\n31 tests, 0 failures", command="mix test"),
            ]), "Fixed: an offered row now updates in place."),
        )
    if k == 4:
        return (
            turn(
                "Is there a newer LiveView? The browser console on the committee laptop shows a deprecation warning.",
                ("Checking what's outdated and updating only LiveView.", [
                    call("bash",
                         "Dependency              Current  Latest  Status\n"
                         "ecto_sql                3.12.1   3.12.1  Up-to-date\n"
                         "phoenix                 1.7.18   1.7.21  Update possible\n"
                         "phoenix_live_view       1.0.4    1.0.17  Update possible\n"
                         "postgrex                0.19.3   0.20.0  Update not possible",
                         command="mix hex.outdated"),
                    call("bash", "Upgraded:\n  phoenix_live_view 1.0.4 => 1.0.17", command="mix deps.update phoenix_live_view"),
                    call("bash", "Finished in 0.9 seconds (0.3s async, 0.6s sync)\n31 tests, 0 failures", command="mix test"),
                ]),
                "On 1.0.17 now, tests pass, and the warning's gone. I'd set the requirement in mix.exs to "
                "~> 1.0.17 so a fresh deps.get can't go back to the old one.",
            ),
            turn("Fine, do that.", "Done."),
        )
    return (
        turn(
            "After last night's deploy the committee page just says 'Internal Server Error'.",
            ("Checking the service log on the server.", [
                call("bash",
                     "Feb 16 07:58:11 plots plotlist[913]: 07:58:11.402 request_id=F6x3 [info] GET /committee\n"
                     "Feb 16 07:58:11 plots plotlist[913]: 07:58:11.447 request_id=F6x3 [error] ** (Postgrex.Error) "
                     "ERROR 42703 (undefined_column) column a0.plot_size does not exist\n"
                     "Feb 16 07:58:11 plots plotlist[913]:     query: SELECT a0.\"id\", a0.\"name\", a0.\"plot_size\" "
                     "FROM \"applicants\" AS a0 ORDER BY a0.\"position\"",
                     error=True, command="journalctl -u plotlist --since today | tail -n 3"),
            ]),
            ("The new release went out but its migration never ran on the server. Running it from the release, "
             "then making the unit run migrations before every start.", [
                call("bash",
                     "08:02:37.019 [info] == Running 20260214101233 Plotlist.Repo.Migrations.AddPlotSizeToApplicants.change/0 forward\n"
                     "08:02:37.044 [info] == Migrated 20260214101233 in 0.0s",
                     command="_build/prod/rel/plotlist/bin/plotlist eval \"Plotlist.Release.migrate\""),
                call("edit", "ok", path="deploy/plotlist.service",
                     old="ExecStart=/opt/plotlist/bin/plotlist start",
                     new="ExecStartPre=/opt/plotlist/bin/plotlist eval \"Plotlist.Release.migrate\"\n"
                         "ExecStart=/opt/plotlist/bin/plotlist start"),
            ]),
            "The committee page works again, and the next `MIX_ENV=prod mix release` deploy will migrate before it "
            "starts. The nightly offer expiry still runs at two in the morning.",
        ),
    )


# ---------------------------------------------------------------- narrowboat
def _narrowboat() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello duck. I'm Bev, I run Grindley Brook Boat Hire with my son Jake, seven boats on the wharf just "
            "below the staircase locks at Grindley Brook, outside Whitchurch, on the Llangollen Canal. I'm no good "
            "with computers, Jake usually does all this, so be patient with me. Saturday's the big day, so you "
            "know how it goes: the boats come back by nine, and then it's all hands, pump out the toilets, fill "
            "the water, top up the diesel, hoover, beds, check the batteries and the weed hatch, and the new crews "
            "start turning up from two with their cool boxes and their dogs. Each crew gets the talk in the "
            "saloon, the tiller, the throttle, the stove, what not to put down the loo, and then, and this is the "
            "one thing we never bend on, " + f("constraint", "no crew leaves the wharf until they've worked a lock with one of us beside them")
            + ". Usually that's the bottom of the staircase, with Jake or me on the bank. I don't care if they've "
            "done the Thames twice. Then off they go, most of them to Llangollen, it's "
            + f("number", "about 26 hours' cruising to Llangollen and back") + ", so a week's plenty and a "
            "short break's a push. Jake keeps the battery readings we take at turnaround in "
            + f("path", "/home/bev/fleet/battery_checks.csv") + ", and our new boat, Kingfisher, has a "
            "little Victron box on the batteries that talks to your phone. Jake wanted the laptop to read it "
            "so we'd stop writing it on the back of envelopes. Can you have a go?",
            ("Let me look at the battery sheet first.", [
                call("read", path="/home/bev/fleet/battery_checks.csv",
                     result="date,boat,volts_out,volts_back,notes\n2026-02-07,Curlew,12.8,12.1,\n"
                            "2026-02-07,Heron,12.7,11.6,fridge left on\n2026-02-07,Kingfisher,,,new monitor"),
            ]),
            "Kingfisher's row is empty, so nothing has come from its monitor yet. Is Kingfisher on the wharf "
            "now, close enough for the laptop's Bluetooth to reach it?",
        ),
        turn(
            "She's tied up right outside the office window, I can see her from here. Jake wrote the box's address "
            "on a sticky note: F4:2D:11:8A:03:C6.",
            ("Listing what the monitor offers, then reading the battery value.", [
                call("bash",
                     "handle = 0x0002, char properties = 0x0a, char value handle = 0x0003, uuid = 00002a00-0000-1000-8000-00805f9b34fb\n"
                     "handle = 0x0004, char properties = 0x02, char value handle = 0x0005, uuid = 00002a01-0000-1000-8000-00805f9b34fb\n"
                     "handle = 0x0021, char properties = 0x12, char value handle = 0x0022, uuid = 6597ed8c-4bda-4c1e-af4b-551c4cf74769\n"
                     "handle = 0x0024, char properties = 0x12, char value handle = 0x0025, uuid = 6597ed8d-4bda-4c1e-af4b-551c4cf74769\n"
                     + f("failure", "Characteristic value/descriptor read failed: Attribute requires authentication before read/write"),
                     error=True,
                     command="gatttool -b F4:2D:11:8A:03:C6 -t random --characteristics && "
                             + f("command", "gatttool -b F4:2D:11:8A:03:C6 -t random --char-read -a 0x0025")),
            ]),
            "The laptop can see the monitor and the list of what it offers, but it won't hand over the battery "
            "reading until the laptop is paired with it, and pairing needs the monitor's PIN. Out of the box "
            "that's six zeros, unless someone's changed it.",
        ),
        turn(
            "Jake changed it, he said anyone walking down the towpath with a phone could fiddle with it. The new "
            "one's in his little black notebook, which is in his coat, which is on Jake, who's taking Heron down "
            "to Norbury Junction to be blacked and won't be back till Wednesday night. And don't try guessing, "
            "he said it locks you out for ages if you get it wrong a few times. Leave it, I'll read the screen on "
            "the boat like we always have.",
            "Okay, I'll leave the monitor alone until Jake's back with the PIN on Wednesday; no guessing.",
        ),
        turn(
            "Anything else you'd do, if it was your business? Be honest.",
            "One thing other firms do is " + f("rejected", "one-way hires that finish at Llangollen")
            + ": people book four nights out, leave the boat in the basin, and take the bus home. It suits the "
            "short-break crowd who can't get there and back in time.",
        ),
        turn(
            "Ooh. I don't know, I'd have to ask Jake, he's the one who'd be moving the boats about. Let me talk to "
            "him when he's back and I'll tell you.",
            "Sure, no rush. Something smaller in the meantime: a 'handed back' column in the battery sheet, with "
            "the reading when each crew returns, so you can see which boats come back flat week after week.",
        ),
        turn(
            "Yes, that I like. Heron comes back flat every time, I swear they run hairdryers off it. Do that.",
            ("Adding the column.", [
                call("edit", "ok", path="/home/bev/fleet/battery_checks.csv",
                     old="date,boat,volts_out,volts_back,notes",
                     new="date,boat,volts_out,volts_back,handed_back_pct,notes"),
            ]),
            "Done; there's a handed_back_pct column for the monitor's percentage, or the screen reading until "
            "the laptop can read it.",
        ),
    )
    r2 = (
        turn(
            "Well I've had a phone call. A chap from a company in Manchester called Wild Weekends, does stag dos. "
            "He wanted " + f("rejected", "three boats every weekend from May to September for stag parties")
            + ", all booked at once, and he wanted a discount on top. Our six-berth goes for "
            + f("number", "£1,450 a week in high season") + " and I'm not knocking money off to have three "
            "boats full of lads in matching T-shirts going up the staircase on a Saturday. I told him one boat, "
            "midweek, and they bring it back the way they found it or they lose the deposit. He said he'd think "
            "about it.",
            ("I'll put it in the bookings notes so it's written down what you offered.", [
                call("edit", "ok", path="/home/bev/fleet/bookings_notes.txt",
                     old="== Enquiries ==", new="== Enquiries ==\nWild Weekends (Manchester): offered 1 boat, midweek "
                                                 "only, full deposit, no discount. Awaiting answer."),
            ]),
            "Noted. If he comes back with a date I can check which boat's free midweek.",
        ),
        turn(
            "And I asked Jake about the one-way thing. He said no, straight off: who goes and fetches them? It's "
            "him, on his own, thirteen hours back from Llangollen, every time, in the middle of the season when "
            "he's needed here on a Saturday. So that's a no, sorry.",
            "That's fair; with only Jake to bring them back it can't work. I'll leave it.",
        ),
        turn(
            "Now the big job. Jake's girlfriend Priya made a guide for the hirers in some program, it's "
            + f("path", "/home/bev/handbook/handover_guide.qmd") + ", and every year she makes a PDF of it that "
            "we print for the boats and e-mail out before people come. It's got the locks, where to moor, the "
            "aqueduct, the tunnels. Can you make this year's one? She's busy.",
            ("Rendering the guide to PDF.", [
                call("bash",
                     long_log(80, "handover-guide",
                              "Starting python3 kernel...Done\n\n"
                              "Executing 'handover_guide.quarto_ipynb'\n"
                              "  Cell 1/5: 'setup'............Done\n"
                              "  Cell 2/5: 'locks'............Done\n"
                              "  Cell 3/5: 'stoppages'........ERROR:\n\n"
                              "An error occurred while executing the following cell:\n"
                              "------------------\n"
                              "stoppages = pd.read_csv(\"data/winter_stoppages_2026.csv\", parse_dates=[\"from\", \"to\"])\n"
                              "------------------\n\n"
                              + f("failure", "FileNotFoundError: [Errno 2] No such file or directory: 'data/winter_stoppages_2026.csv'")),
                     error=True, command="cd /home/bev/handbook && " + f("command", "quarto render handover_guide.qmd --to pdf")),
            ]),
            "It stops at the stoppages section: the guide reads a table of next winter's canal closures from a "
            "file called winter_stoppages_2026.csv, and there isn't one in the data folder. Last year's file is "
            "there. Do you know where Priya gets it?",
        ),
        turn(
            "That's the trust's list, the Canal & River Trust, they put out all the winter closures, which lock's "
            "shut when, and they haven't done next winter's yet, they never do till later in the year. And no, "
            "don't stick last year's in, people plan their whole trip round those dates and then they'd find "
            "Hurleston shut on them. Leave it till the trust puts the new one out.",
            "Okay, the guide waits for the trust's new stoppage list; I won't fill it with last year's.",
        ),
        turn(
            "Oh, and while I think of it, can you make me " + f("pending", "a laminated handover checklist for Saturdays")
            + "? Just a card, what to check on each boat at turnaround, so the Saturday girls don't miss the weed "
            "hatch again. We'll laminate it.",
            "Yes, I'll make one. I'll do it from the handover guide's sections so it matches what you tell the "
            "crews.",
        ),
    )
    r3 = (
        turn(
            "We had a fright last week. A family on Curlew, the lad, about fourteen, was sat on the roof coming "
            "through Chirk tunnel, and he sat up just as they came out and caught his head on the portal. He's "
            "alright, a lump and a lot of blood and an afternoon at the Maelor, but it could have been so much "
            "worse. So from now on " + f("constraint", "nobody sits on the cabin roof while the boat is moving")
            + ", tunnel or no tunnel, bridge or no bridge. Can you put it in the guide, in big letters?",
            ("Adding it to the safety section of the guide, at the top.", [
                call("edit", "ok", path="/home/bev/handbook/handover_guide.qmd",
                     old="## Safety on board\n",
                     new="## Safety on board\n\n::: {.callout-warning}\n**Nobody sits or stands on the cabin roof while "
                         "the boat is moving.** Bridges and tunnel portals are lower than they look.\n:::\n"),
            ]),
            "It's at the top of the safety section, in a warning box. It'll be in the PDF when the guide can be "
            "built again.",
        ),
        turn(
            "Another thing. Jake e-mailed the trust's licensing people about " + f("rejected", "taking on two more boats for next season")
            + ", we've had that many enquiries. He showed me what they sent back: the mooring agreement for our "
            "wharf is for seven hire boats and they won't vary it, because of the width by the staircase. So "
            "that's decided, seven it is.",
            "Understood, the fleet stays at seven.",
        ),
        turn(
            "Right. Two numbers I keep losing. Kingfisher's licence has to be renewed, her index number is "
            + f("identifier", "CRT index 518204") + ", and the agency we list with, Canal Breaks Direct, gave us "
            "an operator code, " + f("identifier", "CBD-GB-0417") + ", they always ask for it on the phone. "
            "Can you put them somewhere I'll find them?",
            ("Adding them to the fleet sheet.", [
                call("edit", "ok", path="/home/bev/fleet/boats.csv",
                     old="boat,berths,built,notes",
                     new="boat,berths,built,crt_index,notes"),
                call("write", "ok", path="/home/bev/fleet/numbers.txt",
                     content="Kingfisher: CRT index 518204 (licence renewal)\nCanal Breaks Direct operator code: CBD-GB-0417\n"),
            ]),
            "They're in numbers.txt in the fleet folder, and Kingfisher's index is in the boats sheet too.",
        ),
        turn(
            "And here's one for you that nobody can answer: " + f("pending", "whether the trust will still let hire boats book the Llangollen basin next summer")
            + ". They had a consultation about the moorings up there in the autumn and they've not said what "
            "came of it. Half my bookings are people going to the basin.",
            "I can't tell you either, and nothing's been published yet. I'll keep it as an open question; until "
            "the trust says, it'd be safer to tell crews the basin is first come, first served.",
        ),
    )
    later5 = (
        turn(
            "The insurance broker rang, Gareth at Marine & Wharf. They want " + f("pending", "the Boat Safety certificates for all seven boats by 31 March")
            + " or the renewal doesn't go through. They're in a box file somewhere.",
            "Right. If you scan them or photograph them I'll put them together as one PDF with the boat names "
            "and expiry dates on a front page; Kingfisher's will be the new-boat one from the builder.",
        ),
    )
    later10 = (
        turn(
            "Did you ever do that laminated handover checklist for Saturdays? The season starts in a fortnight "
            "and I've a new girl starting.",
            "No, not yet, I'm sorry: the handover checklist is still to do. I'll make it now, one card, in the "
            "order you go round a boat: pump-out, water, diesel, weed hatch, batteries, gas, beds.",
        ),
    )
    return Scripted(name="fresh39-narrowboat", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh39=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- lido
def _lido() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello my love. Tamsin here, I manage Polventon Lido, the old seawater pool round the corner from "
            "Newlyn, built in 1935 and nearly lost in the nineties till the village got together and made a "
            "trust of it. I'm not techy at all, so go slowly. A summer opening day goes: I'm in at six, the "
            "lifeguards come at half past, we check the water, skim the weed off, put the flags up, and Bryn, "
            "he's a volunteer, does the pumps. Rule one, and I don't care how long the queue is, "
            + f("constraint", "the gates don't open until there are two lifeguards on poolside")
            + ". If someone's late, the queue waits, even if it's down the slipway. Then it's the lane swim at "
            "seven, families from ten, the café goes mad at lunch. The pool holds "
            + f("number", "about 2.5 million litres of seawater") + " and the big spring tides come over the "
            "wall and freshen it, which is the whole magic of the place. Bryn put a Raspberry Pi in the pump "
            "house, " + f("identifier", "pumphouse-pi") + ", with a thermometer in the water, and a little "
            "program, " + f("path", "/home/pi/poolboard/post_temps.py") + ", puts the water temperature on our "
            "website every half hour. People check it before they get in the car. It's stopped since the Pi did "
            "an update. I've brought the Pi into the office and plugged it into the router with a cable like "
            "Bryn said.",
            ("Let me see what the Pi's network looks like now it's on the cable.", [
                call("bash",
                     "1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 state UNKNOWN\n"
                     "2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 state UP\n"
                     "    inet 192.168.0.57/24 brd 192.168.0.255 scope global dynamic eth0",
                     command="ssh pi@pumphouse-pi ip -brief addr"),
                call("bash", "88x2bu/5.15.2: added", command="ssh pi@pumphouse-pi dkms status"),
            ]),
            "The cable works, but there's no wifi at all: the USB wifi stick in the pump house needs a separate "
            "driver, and after the update it wasn't rebuilt for the new system. Let me try building it again.",
        ),
        turn(
            "Go on then.",
            ("Building the wifi driver for the new kernel.", [
                call("bash",
                     long_log(75, "pumphouse-88x2bu",
                              "Building module(s)...(bad exit status: 2)\n"
                              "Failed command:\n"
                              "make -j4 KERNELRELEASE=6.12.25+rpt-rpi-v8 KVER=6.12.25+rpt-rpi-v8\n"
                              "Error! Bad return status for module build on kernel: 6.12.25+rpt-rpi-v8 (aarch64)\n"
                              "Consult /var/lib/dkms/88x2bu/5.15.2/build/make.log for more information.\n"
                              "--- make.log (last lines) ---\n"
                              "  CC [M]  os_dep/linux/ioctl_cfg80211.o\n"
                              + f("failure", "os_dep/linux/ioctl_cfg80211.c:4528:9: error: too few arguments to function 'cfg80211_ch_switch_notify'")
                              + "\nmake[2]: *** [scripts/Makefile.build:244: os_dep/linux/ioctl_cfg80211.o] Error 1"),
                     error=True,
                     command="ssh pi@pumphouse-pi '" + f("command", "sudo dkms install 88x2bu/5.15.2")
                             + " || tail -n 4 /var/lib/dkms/88x2bu/5.15.2/build/make.log'"),
            ]),
            "It won't build: the driver for that wifi stick is an add-on written for older systems, and the new "
            "one changed something it relies on. That isn't something I can fix on the Pi. The usual answer is "
            "a wifi stick whose driver comes built in, about fifteen or twenty pounds.",
        ),
        turn(
            "Bryn said as much when I rang him, he said those cheap sticks are always trouble. But I can't just "
            "buy one, anything the trust spends has to go past the trustees and they don't meet till next "
            "Tuesday. So leave it, the Pi can sit in the office till then and I'll chalk the temperature on "
            "the board by the gate.",
            "Okay, the pump-house Pi waits for the trustees on Tuesday; nothing more on the driver till then.",
        ),
        turn(
            "What else, while you're here? We're always looking for ways to get more people in outside August.",
            "One thing some pools have done is " + f("rejected", "a heat pump to warm the shallow end")
            + ", so the families and older swimmers stay in longer in May and September.",
        ),
        turn(
            "Bless you, we'd be heating the Atlantic. Twice a month the sea comes over the wall and swaps half the "
            "water, so whatever we put in goes straight out to Mount's Bay. And the swimmers come for the cold, "
            "they'd lynch me.",
            "Ha, fair enough, a tidal pool can't hold the heat. Something that would help with the cold instead: "
            "putting the day's high and low tide times on the board and the website next to the temperature, "
            "so people know when the fresh water's coming in.",
        ),
        turn(
            "Oh yes, people always ask me that. Do the tides.",
            ("Adding the tide times to the temperature page template.", [
                call("edit", "ok", path="/home/pi/poolboard/templates/board.html",
                     old="<p class=\"temp\">{{ temp }}&deg;C</p>",
                     new="<p class=\"temp\">{{ temp }}&deg;C</p>\n<p class=\"tides\">High {{ high }} &middot; Low {{ low }}</p>"),
            ]),
            "Done; the board shows the day's high and low under the temperature. It'll go live when the Pi is "
            "back on the wifi.",
        ),
    )
    r2 = (
        turn(
            "I've had an e-mail from a company in Truro, Kernow Events, they do weddings and parties. Here it "
            "is: 'Dear Tamsin, your lido would be a stunning venue. We'd like to discuss "
            + f("rejected", "closing the lido to the public every Saturday night in July for private parties")
            + ", with lighting, a bar and a DJ on the terrace.' Every Saturday in July! It's a public pool, "
            "it's " + f("number", "£6.50 an adult swim") + " and people come on the bus from Penzance for the "
            "evening swims. I wrote back and said they can have one Thursday evening, after the public session "
            "closes at eight, at the full hire rate, and no glass on the poolside.",
            ("I'll note the offer in the bookings file so the trustees can see it.", [
                call("edit", "ok", path="/home/tamsin/trust/bookings/private_hire.txt",
                     old="# Private hire enquiries",
                     new="# Private hire enquiries\nKernow Events (Truro): offered one Thursday evening after 20:00, "
                         "full hire rate, no glass on poolside. Awaiting reply."),
            ]),
            "Noted. If they take the Thursday, the lifeguard rota for that night will need two extra hours.",
        ),
        turn(
            "Now a worse thing. The Gift Aid claim. Malcolm, our old treasurer, kept all the members' Gift Aid "
            "forms on a USB stick with a password on it, he was very strict about the data. He wrote the "
            "password on the handover sheet when he stood down. I need to fill in "
            + f("path", "/home/tamsin/trust/giftaid/claim_2025.ods") + " from it. It's in the laptop now.",
            ("Opening the stick with the password from the handover sheet.", [
                call("bash",
                     "Enter passphrase for /dev/sdc1: \n"
                     "No key available with this passphrase.\n"
                     "Enter passphrase for /dev/sdc1: \n"
                     "No key available with this passphrase.\n"
                     "Enter passphrase for /dev/sdc1: \n"
                     + f("failure", "No key available with this passphrase.") + "\n"
                     "Command failed with code -2 (no permission or bad passphrase).",
                     error=True, command=f("command", "sudo cryptsetup -v open /dev/sdc1 lidomembers")),
            ]),
            "The stick is encrypted and none of the three tries matched: the password on the handover sheet "
            "isn't the one it was locked with. Maybe Malcolm changed it after he wrote it down, or there's a "
            "letter or a capital that's different.",
        ),
        turn(
            "Oh Malcolm. He's in Treliske having his knee done, bless him, and he won't be home till next week. "
            "I'm not going to sit here guessing his passwords, we'd be here till Christmas. Leave it, I'll ask "
            "him when he's home and off the morphine.",
            "Okay, the stick stays locked until you can ask Malcolm; I won't try any more passwords.",
        ),
        turn(
            "And can you do me " + f("pending", "a notice for the gate about the spring-tide closures")
            + "? We shut for an hour either side of the big tides when the sea comes over, and every month "
            "somebody shouts at the lifeguards about it.",
            "Yes. I'll make an A4 notice with why you close, and a space to write each month's dates in.",
        ),
    )
    r3 = (
        turn(
            "We've had a nasty one. At the Sunday dawn dip, that's our winter thing, a man stayed in for twenty-"
            "five minutes showing off to his mates, and when he got out he couldn't do his buttons up, he was "
            "shaking and talking nonsense. The lifeguards wrapped him up and we had to ring 999. He's alright now. "
            "So from now on, " + f("constraint", "in winter nobody stays in the water longer than ten minutes")
            + ", the lifeguard blows the whistle and out they come. Can you put that on the booking e-mail?",
            ("Adding it to the winter dip booking confirmation.", [
                call("edit", "ok", path="/home/tamsin/trust/bookings/dawn_dip_confirmation.txt",
                     old="What to bring: towel, warm layers, a hot drink.",
                     new="What to bring: towel, warm layers, a hot drink.\n\nTen minutes in the water, no more: when "
                         "the lifeguard blows the whistle, everyone comes out."),
            ]),
            "It's in the confirmation e-mail now, under what to bring.",
        ),
        turn(
            "My dad, Denzil, has been going on for months about " + f("rejected", "a dog swim on the last day of the season")
            + ", like they do at some pools up country. I said take it to the trustees then, and he did, and they "
            "voted it down on Thursday, six to one, and guess who the one was. Water quality and the insurance, "
            "mainly. So it's not happening.",
            "Okay, no dog swim.",
        ),
        turn(
            "And the website footer needs our " + f("identifier", "charity number 1187342")
            + " on it, somebody from the Charity Commission pointed out it's missing.",
            ("Adding it to the footer.", [
                call("edit", "ok", path="/home/tamsin/trust/website/footer.html",
                     old="<p>Polventon Lido Community Trust</p>",
                     new="<p>Polventon Lido Community Trust &middot; Registered charity number 1187342</p>"),
            ]),
            "It's in the footer.",
        ),
        turn(
            "Here's a question nobody can answer me: " + f("pending", "whether our insurance covers coaching in the sea outside the wall")
            + ". Jenna wants to run open-water lessons in the cove, and the broker says he's asked the "
            "underwriter and heard nothing.",
            "I don't know either, and it's the underwriter's call. I'll keep it as an open question; until they "
            "answer, the lessons would have to stay inside the pool.",
        ),
    )
    later5 = (
        turn(
            "Ruth from the Heritage Fund e-mailed. She needs " + f("pending", "the visitor numbers for the Heritage Fund report by 30 April")
            + ", swims and café both, month by month, for the grant.",
            "Okay. The swim numbers I can take from the till exports month by month; the café ones I'll need "
            "from whoever runs the café's till. Can you ask them for last year's?",
        ),
    )
    later10 = (
        turn(
            "Did you ever do the notice for the gate about the spring-tide closures? We had another shouting "
            "match on Saturday.",
            "Not yet, sorry, that notice is still to do. I'll make it now: why you close, for how long, and "
            "blank lines for this month's tide dates.",
        ),
    )
    return Scripted(name="fresh39-lido", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh39=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- petanque
def _petanque() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Afternoon. Graham Pike, secretary of the Coastguard Pétanque Club. We play on the terrain behind the "
            "Coastguard Arms in Whitstable, forty-odd members, mostly retired, a few youngsters in their fifties. "
            "I drove buses for thirty years, so computers are not my thing, but I've been landed with it. Let me "
            "tell you how a competition day goes so you get the picture. Everybody's there by half nine, we rake "
            "the terrain, string the lanes, Pat does the tea urn. Names go on the board as people come in, "
            "doublettes or triples, and then the draw. Now, the draw: "
            + f("constraint", "the draw is done in front of everyone at the bar, never the night before")
            + ". We had a row about it years back, somebody said the secretary before me was fixing it so he "
            "never met the Hendersons, and ever since it's done out loud, on the laptop by the bar, with "
            "everyone watching. Alain, a Breton lad who was with us for years, wrote a little program for it, "
            "tirage he called it, it does the draw and the timer and rings a bell when time's up. He's moved "
            "back to Brittany now. It only works on his old setup, you have to type things. Alain left me "
            "instructions to make it into a proper program you just click, it says to run it with "
            + f("path", "/home/graham/tirage/tirage.spec") + ". Can you do that?",
            ("Building it from Alain's spec file.", [
                call("bash",
                     long_log(85, "tirage-build",
                              "6112 INFO: Looking for dynamic libraries\n"
                              "6398 INFO: Warnings written to /home/graham/tirage/build/tirage/warn-tirage.txt\n"
                              "6421 INFO: Graph cross-reference written to /home/graham/tirage/build/tirage/xref-tirage.html\n"
                              "6470 INFO: checking PYZ\n"
                              "6471 INFO: Building PYZ (ZlibArchive) /home/graham/tirage/build/tirage/PYZ-00.pyz\n"
                              "6930 INFO: Building PYZ (ZlibArchive) /home/graham/tirage/build/tirage/PYZ-00.pyz completed successfully.\n"
                              "6952 INFO: checking PKG\n"
                              "6953 INFO: Building PKG (CArchive) tirage.pkg\n"
                              + f("failure", "ERROR: Unable to find '/home/alain/tirage/sons/cloche.wav' when adding binary and data files.")),
                     error=True, command="cd /home/graham/tirage && " + f("command", "pyinstaller --noconfirm tirage.spec")),
            ]),
            "Nearly all of it builds, then it stops: the instructions tell it to pack in a sound file, the bell, "
            "from a folder on Alain's own computer, /home/alain, which isn't on this laptop. Without that file it "
            "won't finish. I could build it without the bell, or with a different sound.",
        ),
        turn(
            "No, no, the bell has to be the bell. That's the cloche from his village church, he recorded it "
            "himself, everyone knows it. When it goes, you finish the end and that's it. Alain's at his "
            "daughter's in Quimper till the end of the month, he says he'll send me all his bits when he gets "
            "home. Leave it till then, we'll use the kitchen timer.",
            "Okay, the program waits for Alain's bell; I won't swap it for anything else.",
        ),
        turn(
            "My brother-in-law Trevor rang last night, he's always got ideas, him. He wants us to put "
            + f("rejected", "floodlights on the terrain so we can play winter evenings") + ". I said no, "
            "Trevor. Not a chance. Next.",
            "Right, no floodlights. Since you've got the laptop at the bar anyway, one thought: "
            + f("rejected", "a live scoreboard on the pub's telly") + ", showing each game's score as the "
            "ends come in, so people at the bar can follow.",
        ),
        turn(
            "Hmm. The telly's Dave's, the landlord, not ours, I'd have to ask him. Let me have a word when I'm "
            "in on Thursday.",
            "Sure. Something smaller in the meantime: a printed draw sheet, each game with its lane number, and "
            "a reserves list at the bottom for people who turn up late.",
        ),
        turn(
            "Ah, now that's useful, the reserves are always a shambles. Yes please.",
            ("Adding a printable draw sheet template.", [
                call("write", "ok", path="/home/graham/club/templates/draw_sheet.html",
                     content="<h1>{{ competition }}, {{ date }}</h1>\n<table>{% for g in games %}<tr><td>Lane {{ g.lane }}</td>"
                             "<td>{{ g.home }}</td><td>v</td><td>{{ g.away }}</td></tr>{% endfor %}</table>\n"
                             "<h2>Reserves</h2>\n<ol>{% for r in reserves %}<li>{{ r }}</li>{% endfor %}</ol>"),
            ]),
            "Done; one page, lanes down the side, reserves numbered in the order they arrive.",
        ),
    )
    r2 = (
        turn(
            "Week three of the spring league's done and I need to send the results round. Alain set it up so the "
            "laptop sends them from the club's e-mail, " + f("identifier", "coastguardboules@gmail.com")
            + ", he wrote the line on a card. The results are in "
            + f("path", "/home/graham/club/results/spring_league_2026.csv") + ", I did the PDF already.",
            ("Sending them the way Alain's card says.", [
                call("bash",
                     "Connecting to smtp.gmail.com ...\n"
                     "TLSv1.3 connection using TLSv1.3 (TLS_AES_256_GCM_SHA384)\n"
                     "Authenticating (PLAIN) ...\n"
                     + f("failure", "SMTP session failed: 535 5.7.8 Username and Password not accepted.")
                     + " For more information, go to\n"
                     "535 5.7.8  https://support.google.com/mail/?p=BadCredentials\n"
                     "Could not send the message.",
                     error=True,
                     command="cd /home/graham/club/results && " + f("command", "mutt -s 'Spring league week 3' -a results_week3.pdf -- members@coastguardpetanque.org.uk")
                             + " < note_week3.txt"),
            ]),
            "Gmail turned the password away. Google stopped letting programs log in with the ordinary password; "
            "it needs an 'app password', which you make in the account's settings, and that needs the two-step "
            "code from whichever phone the account is tied to.",
        ),
        turn(
            "That'll be Sheila's phone, she's the treasurer, she set all that up. And Sheila is walking the "
            "Camino in Spain till the 20th, with her phone switched off to save the battery. Forget it, I'll "
            "print the results and pin them on the board by the dartboard, that's what half of them read anyway.",
            "Okay, the e-mail waits for Sheila; I'll leave the mail setup as it is.",
        ),
        turn(
            "I asked Dave about the telly. He said no: it's for the racing and the football, and the lads at the "
            "bar would riot if it went over to boules on a Saturday. So that's that.",
            "Fair enough, the telly stays Dave's.",
        ),
        turn(
            "Then I got a text from Linda, the county competitions secretary: 'Graham, would your club fancy "
            + f("rejected", "hosting the county triples over the whole bank holiday weekend") + "? Your terrain's "
            "the best in the county.' Flattering, but three days, two hundred people, one toilet. I texted "
            "back, we'll do the Saturday and Herne Bay can have the Sunday and Monday. She said she'd ask them.",
            "That sounds like a good compromise. If Herne Bay agree, the draw sheet can carry both venues.",
        ),
        turn(
            "For the website, the new season's prices: it's " + f("number", "£28 a year membership")
            + " and " + f("number", "£5 entry per doublette") + " for the opens. And can you start on "
            + f("pending", "a poster for the Bastille Day open") + "? It's on the twelfth of July this year, "
            "we do a French market and all.",
            ("Updating the prices page.", [
                call("edit", "ok", path="/home/graham/club/website/join.html",
                     old="<td>Annual membership</td><td>TBC</td>",
                     new="<td>Annual membership</td><td>£28</td></tr>\n<tr><td>Open competitions</td><td>£5 a doublette</td>"),
            ]),
            "The prices are up. I'll do the poster once the results are sorted out.",
        ),
    )
    r3 = (
        turn(
            "We had an accident Sunday. Maureen, Pat's friend, was sat on the bench right up against the back "
            "board at lane four, and Ken's boule came in low and fast, jumped the board and got her on the "
            "ankle. Black and blue, and she was very good about it, but she's eighty-one. So from now on "
            + f("constraint", "nobody stands or sits at the back boards while a game is on")
            + ", and the benches are going round the side. Put it in the club rules, please.",
            ("Adding it to the club rules page.", [
                call("edit", "ok", path="/home/graham/club/website/rules.html",
                     old="<h2>On the terrain</h2>\n<ol>",
                     new="<h2>On the terrain</h2>\n<ol>\n  <li>No standing or sitting at the back boards while a game is "
                         "in play. Spectators watch from the side benches.</li>"),
            ]),
            "It's rule one under 'On the terrain' now.",
        ),
        turn(
            "And the county want our affiliation number on the entry forms for the triples, it's "
            + f("identifier", "KEN-0214") + ". Can it go on the forms?",
            ("Adding it to the entry form template.", [
                call("edit", "ok", path="/home/graham/club/templates/entry_form.html",
                     old="<p>Club: Coastguard Pétanque Club</p>",
                     new="<p>Club: Coastguard Pétanque Club (affiliation KEN-0214)</p>"),
            ]),
            "It's on the form under the club's name.",
        ),
        turn(
            "Here's one that's been bothering me: " + f("pending", "whether the pub's insurance covers us on the terrain")
            + " or whether we need our own. Dave doesn't know, he says it's the brewery's policy, and the "
            "brewery haven't answered my letter.",
            "I can't say either; it depends on the brewery's policy wording. I'll keep it open until they reply. "
            "After Sunday it might be worth a quote for the club's own cover, in case the answer is no.",
        ),
    )
    later5 = (
        turn(
            "Linda's texted again: Herne Bay said yes to the Sunday. And she needs "
            + f("pending", "the team sheets for the county triples by 8 May") + ", names, licence numbers and "
            "who's captain, for every team we're putting in.",
            "Okay. I can make a team sheet from the entry form with spaces for three players and a reserve; once "
            "you've got the teams I'll fill them in with the licence numbers.",
        ),
    )
    later10 = (
        turn(
            "How are we getting on with the poster for the Bastille Day open? Pat wants to put it up in the "
            "library and the butcher's.",
            "I haven't made it yet, sorry. I'll do it now: the twelfth of July, the French market, entry per "
            "doublette, and the pub's address.",
        ),
    )
    return Scripted(name="fresh39-petanque", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh39=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- falconry
def _falconry() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya. Sue Metcalfe, Hambleton Falconry Centre, we're just under Sutton Bank, on the road up from "
            "Thirsk. It's me and Ash, he's the falconer, and a couple of lasses at weekends. We've got four "
            "Harris hawks, a peregrine, a kestrel, three barn owls and Bramble, the eagle owl, who's the star. "
            "A display day goes like this: Ash is in the mews by seven, every bird's looked over, feet, feathers, "
            "mutes, and then the weighing, because " + f("constraint", "no bird flies in a display until it's been weighed that morning")
            + ". Too heavy and they sit in a tree and ignore you; too light and you're being cruel. Juno, our "
            "best Harris, has " + f("number", "a flying weight of 680 grams") + ", and if she's twenty over she "
            "stays in. Displays are at twelve and three, hawk walks in between, and people sit in the café "
            "watching Bramble's aviary on the telly. That's a camera on a Raspberry Pi in her aviary, "
            + f("identifier", "owlcam-pi") + ", and Ash writes all the weights into "
            + f("path", "/home/sue/centre/weights/daily_weights.csv") + ". Anyway the café telly's gone black, "
            "just says no signal. Can you look?",
            ("Checking whether the camera Pi is up, then taking a test picture.", [
                call("bash", "owlcam-pi: up 9 days, 3:12, load average: 0.08, 0.05, 0.01",
                     command="ssh pi@owlcam-pi uptime"),
                call("bash",
                     "[0:12:48.331217066] [2214]  INFO Camera camera_manager.cpp:327 libcamera v0.3.2+99-1230f78d\n"
                     "[0:12:48.362004571] [2217]  WARN RPiSdn sdn.cpp:40 Using legacy SDN tuning - please consider moving SDN inside rpi.denoise\n"
                     "[0:12:48.371908230] [2217]  INFO RPI vc4.cpp:447 Registered camera /base/soc/i2c0mux/i2c@1/imx219@10 to Unicam device /dev/media3 and ISP device /dev/media0\n"
                     "[0:12:48.372251118] [2214]  WARN V4L2 v4l2_videodevice.cpp:2095 /dev/video0[13:cap]: Failed to start streaming: Input/output error\n"
                     "[0:12:48.380143772] [2214]  INFO Camera camera_manager.cpp:327 Camera disconnected: /base/soc/i2c0mux/i2c@1/imx219@10\n"
                     + f("failure", "ERROR: *** no cameras available ***"),
                     error=True, command="ssh pi@owlcam-pi " + f("command", "rpicam-still -o /tmp/aviary.jpg --timeout 2000")),
            ]),
            "The Pi itself is fine, it's been up nine days. The camera isn't: it starts, loses the connection "
            "and drops off. That's nearly always the flat ribbon cable between the camera and the Pi, come loose "
            "or pinched. Someone would need to reseat it at the camera end.",
        ),
        turn(
            "The camera end's in the aviary, up in the corner above her ledge. And Bramble's been sitting on two "
            "eggs since the second, which is the whole reason people were watching. Nobody goes in that aviary "
            "till they hatch, Ash says that's about five weeks, or she might walk off the eggs. So leave it. "
            "I'll put a sign up in the café, 'Bramble wants some privacy'.",
            "Understood, the camera stays as it is until the eggs have hatched; nobody goes in on my account.",
        ),
        turn(
            "What else could we be doing to get people in? The hawk walks sell out but the weekdays are quiet.",
            "Some centres do " + f("rejected", "letting visitors hold the owls for photos") + ", a few pounds a "
            "photo with a barn owl on the glove. It's popular with families and fills the gap between displays.",
        ),
        turn(
            "I'm not sure about that. Let me ask Ash, they're his birds really. I'll tell you what he says.",
            "Sure. Something smaller for now: a column next to each weight for what the bird was fed the day "
            "before, chicks or quail and how much, so when a weight jumps you can see why.",
        ),
        turn(
            "Yes, Ash'll like that, he writes it on the whiteboard and it gets rubbed off.",
            ("Adding the food column.", [
                call("edit", "ok", path="/home/sue/centre/weights/daily_weights.csv",
                     old="date,bird,weight_g,flown,notes",
                     new="date,bird,weight_g,fed_day_before,flown,notes"),
            ]),
            "Done; there's a fed_day_before column after the weight, for something like '2 chicks' or 'half quail'.",
        ),
    )
    r2 = (
        turn(
            "Ash says no to the owls. They hate being passed about from glove to glove, it stresses them, and a "
            "stressed owl goes off its food. He said we're a falconry centre, not a photo booth.",
            "That's a good reason; the birds come first. I'll leave it.",
        ),
        turn(
            "Next. We've got a new kestrel, Pip, and I want her on the website. Tom, Ash's nephew, made the site "
            "for us, and he left a note on how to add a bird. I've written her page, it's "
            + f("path", "/home/sue/website/content/birds/kestrel.md") + ". Can you put it up?",
            ("Building the site with the publish settings, as Tom's note says.", [
                call("bash",
                     long_log(70, "hambleton-site",
                              "[10:14:02] INFO     Writing output/index.html\n"
                              "           INFO     Writing output/visit/index.html\n"
                              "           INFO     Writing output/hawk-walks/index.html\n"
                              "           INFO     Writing output/birds/index.html\n"
                              + f("failure", "           CRITICAL TemplateNotFound: bird.html")
                              + "\nTraceback (most recent call last):\n"
                              "  File \"/usr/lib/python3/dist-packages/pelican/generators.py\", line 688, in generate_pages\n"
                              "    writer.write_file(page.save_as, self.get_template(page.template), ...)\n"
                              "pelican.exceptions.PelicanTemplateNotFound: [Errno 2] No such file or directory: "
                              "'themes/hambleton/templates/bird.html'"),
                     error=True, command="cd /home/sue/website && " + f("command", "pelican content -s publishconf.py")),
            ]),
            "It gets part of the way and stops: bird pages use a layout called bird.html from Tom's own design, "
            "and that file isn't in the theme folder on this computer. Juno's page must have been built on "
            "Tom's laptop, where the layout is.",
        ),
        turn(
            "Tom's at university in Newcastle and he's in the middle of his exams till June, and his mam would "
            "kill me if I rang him about the website. Leave it, Pip can go on Facebook for now.",
            "Okay, the kestrel page waits for Tom after his exams; I won't try to rebuild his layout.",
        ),
        turn(
            "And my daughter Ellie, who lives in Leeds and knows everything, texted me: 'Mum you should think about "
            + f("rejected", "getting a snowy owl for the Harry Potter crowd") + ", you'd make a fortune.' I "
            "texted back one word. No.",
            "Ha. No snowy owl, then.",
        ),
        turn(
            "Right, prices for the website while we're on it: " + f("number", "£12.50 for an adult ticket")
            + ", children eight, hawk walks sixty-five. And can you do me "
            + f("pending", "a leaflet for the hawk walk experiences") + "? To leave at the tourist information "
            "in Thirsk and Helmsley.",
            ("Updating the prices page source.", [
                call("edit", "ok", path="/home/sue/website/content/pages/visit.md",
                     old="Adults: £11.00", new="Adults: £12.50"),
            ]),
            "The prices are in the page source; they'll show when the site can be built again. I'll do the "
            "leaflet after that.",
        ),
    )
    r3 = (
        turn(
            "We had the worst Sunday. Halfway through the twelve o'clock display some fella in the car park sent "
            "a drone up to film it, and Juno went off like a rocket, straight over the bank into Kilburn woods. "
            "Two days Ash was out with the telemetry before he found her, sat in a tree, starving and cross. So "
            "that's it: " + f("constraint", "no drones over the site, and if one goes up the display stops")
            + ". Birds down, everybody waits. Put it on the website and the tickets.",
            ("Adding it to the visitor rules page and the ticket terms.", [
                call("edit", "ok", path="/home/sue/website/content/pages/visit.md",
                     old="## Visitor rules\n",
                     new="## Visitor rules\n\n- No drones anywhere over the centre. If one is flown, the display stops "
                         "and the birds come down until it has gone.\n"),
                call("edit", "ok", path="/home/sue/centre/tickets/terms.txt",
                     old="3. Dogs are not allowed", new="3. No drones may be flown over the centre.\n4. Dogs are not allowed"),
            ]),
            "It's in both. On the website it'll go up with the next build; the ticket terms print from today.",
        ),
        turn(
            "And Ash had a plan for " + f("rejected", "evening owl displays in the summer holidays")
            + ", with the barn owls at dusk, lovely. I rang the council to check and the planning officer "
            "rang back: our permission says ten till five, no events after, because of the houses down the "
            "lane. So that's dead.",
            "Okay, no evening displays under the permission.",
        ),
        turn(
            "The inspector wants the peregrine's paperwork with the weights, her "
            + f("identifier", "certificate 605228/01") + ". Can it go next to her name?",
            ("Adding the certificate to the bird list.", [
                call("edit", "ok", path="/home/sue/centre/birds.csv",
                     old="Kes,peregrine,2019,female,",
                     new="Kes,peregrine,2019,female,Article 10 certificate 605228/01"),
            ]),
            "Done, it's on Kes's row in the bird list.",
        ),
        turn(
            "And this is the one that keeps me up at night: " + f("pending", "whether we need a zoo licence now we're open every day")
            + ". When we were weekends only nobody cared. I've asked the council, two different people, and "
            "neither of them knows.",
            "I can't answer that for certain; it's the council's decision under the zoo licensing rules. I'll "
            "keep it open until they reply, and it'd be worth keeping every welfare record up to date meanwhile.",
        ),
    )
    later5 = (
        turn(
            "Mrs Dale at the primary school in Thirsk rang: they're bringing two classes in June and she needs "
            + f("pending", "the risk assessment for the school visit by Monday 18 May") + ", or the head won't "
            "sign the trip off.",
            "Okay. I'll draft it from how a display day runs: the weighing, the display area, where the children "
            "sit, handwashing, and the drone rule. Ash should read it before it goes.",
        ),
    )
    later10 = (
        turn(
            "Where's my leaflet for the hawk walk experiences? The tourist information lady in Helmsley asked "
            "me again yesterday.",
            "Still not done, sorry. I'll make it now: what a hawk walk is, how long, the price, and how to book.",
        ),
    )
    return Scripted(name="fresh39-falconry", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh39=True, later=((5, later5), (10, later10)), routine=routine_en)


SESSIONS = (_narrowboat(), _lido(), _petanque(), _falconry())
