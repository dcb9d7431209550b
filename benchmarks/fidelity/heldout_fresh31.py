"""Thirty-first fresh held-out set (English): written blind while the twenty-seventh round of rules was
being made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses,
the tuned sessions, the earlier blind sets beyond the first lines of one file for its format, or the
benchmark's report), and first run against that round; committed before its first run and not to be
edited after it. ``heldout_fresh31_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped with
``grep -il`` for file names only: an alpaca trekking farm, a boarding cattery, a donkey sanctuary, a trout
fishery). Proposals come from the assistant, Bethan's dad (by text), a wedding planner (by e-mail), a
member of staff, the owner's sister (decided by a staff vote), a feed merchant, a trustee (decided by the
trustees), an angling club secretary (by phone) and a logistics firm (by e-mail, through the owner's
wife). Failures are multi-line blocks from pandoc (xelatex), rclone, ESPHome, msmtp, hledger, WP-CLI,
the influx CLI and mpremote (MicroPython); each is left unresolved for a reason given in the dialogue.
Routine work (``routine_showentries``) is this file's own: a Hanami 2 (Ruby, ROM, RSpec, Sidekiq) app
that takes entries for a county show; it has turns that look like facts (a rule of thumb, an accepted
suggestion, prices, paths) and are not planted.

Descriptions:
- alpacatreks: Bethan Pryce and her husband Huw run alpaca treks at Nant-y-Gwlan, a hill farm above
  Crickhowell; their daughter Gwen wrote a day-sheet script and set up photo uploads to Google Drive.
  Rules: inside a long account of how a trek goes, under-eights share a lead with a grown-up; after a
  group came down the lane in the dark in November, the last trek must be back an hour before sunset.
  Proposals: the assistant's idea of letting customers choose their alpaca when booking (turned down by
  a reason alone: the boys are matched on the day by temper); her dad's text about trek vouchers on
  Groupon (bluntly no); a wedding planner, by e-mail, wants two alpacas at the reception for the whole
  afternoon, Bethan counters with one hour of photos on the lawn for £250 and the planner takes it; the
  assistant's reminder e-mail two days before a trek is accepted. Numbers: £45 a head for the
  ninety-minute trek; 12 walkers per trek at most. Paths: /home/bethan/treks/daysheet.py,
  /home/bethan/treks/waivers/waiver_cy_en.md. Identifiers: the holding number CPH 52/181/0043 and
  Gwilym's microchip 900164001873220. Commands: a pandoc run with xelatex on the waiver; an rclone sync
  of the photos. Failures: LaTeX cannot find fontspec.sty, left because the TeX download is too big for
  the farm's 4G and Huw takes the laptop to his mum's broadband on Saturday; rclone's Google token is
  invalid_grant, left because reconnecting needs Gwen's phone and she is at university till Easter.
  Open: a gift voucher page for the website (asked again later); does the NFU Mutual policy cover treks
  on the common (the broker hasn't replied); Huw's later ask for the 2025 trek numbers for the grant form
  by 28 March.
- cattery: Janet Holroyd runs the Old Orchard Cattery near Malton, twenty-two heated pens; her son Craig
  (working offshore) set up ESPHome heater boxes, Home Assistant and a reminder script that sends mail
  through msmtp; Leanne and Sophie work there; her sister Pam is her partner in it. Rules: inside a long
  account of check-in, no cat checks in without a booster in the last twelve months; after a cat got out
  when an owner walked into the pen corridor, owners never go past the reception hatch. Proposals: the
  assistant's live webcam feed of the pens (polite no, smaller offer: one photo on the third day by
  WhatsApp); Leanne's idea of boarding rabbits in the two spare pens (put off, refused a round later
  after talking to the vet); Pam's idea of opening for check-ins on Christmas Day (the staff voted it
  down, relayed); the assistant's booster-date check in the reminders is accepted. Numbers: £16.50 a
  night for one cat; heaters at 18 degrees overnight. Paths: the reminder script
  /home/craig/cattery/reminders/send_reminders.py, the heater config /config/esphome/pen-heater-09.yaml.
  Identifiers: the council licence NYC/ABL/2024/0117 and climate.pen_09_heater. Commands: esphome run
  of the pen 9 heater; an msmtp send of one reminder. Failures: the OTA upload has no route to host, left
  because the box is in pen 9 with a frightened Bengal staying till Sunday; Gmail refuses the app
  password, left because it is Craig's account and he is on the rig till the 3rd. Open: a printable
  check-in form with the vet and feeding details (asked again later); does the new licence want a
  separate isolation pen (the inspector hasn't rung back); Leanne's later ask for the Easter rota by
  Thursday the 20th.
- donkeys: Marion Tuckett runs the volunteers and most things at Hollybank Donkey Sanctuary outside
  Honiton, twenty-seven donkeys, a charity; Alan the treasurer keeps the books in hledger; Kev built the
  WordPress site with GiveWP for adoptions. Rules: inside a long account of how adoptions and Gift Aid
  work, no Gift Aid claim without a signed declaration on file; after Bramble's colic, visitors don't
  feed the donkeys, not even carrots. Proposals: the assistant's leaderboard of top donors (bluntly no);
  Trewin's Feeds offering haylage for their logo on the donkey rugs (turned down by a reason alone); a
  trustee's donkey rides at the Honiton Show (the trustees voted it down, relayed); the assistant's
  automatic adoption certificates are accepted. Numbers: £3 a month to adopt a donkey; £35 a donkey for
  the farrier. Paths: /home/marion/hollybank/accounts/2026.journal,
  /var/www/hollybank/wp-content/uploads/adoption-packs. Identifiers: HMRC charity reference XR71524 and
  Bramble's passport number 826019C00147233. Commands: an hledger monthly balance; a wp plugin update.
  Failures: hledger finds the Valentine fete entry unbalanced by £1.50, left because Alan has the paper
  cash book and is in hospital with his new knee; WP-CLI cannot create the upgrade directory, left
  because the files belong to Kev, who is walking the Camino and said not to touch the server. Open: a
  web page for the two new donkeys, Pip and Sorrel (asked again later); will the Lottery pay for the
  whole field shelter or only half (the grant officer has gone quiet); Alan's later ask for the
  year-end income figures for the trustees' meeting on 9 April.
- troutlakes: Gary Mundy owns Ashbrook Trout Lakes near Stockbridge, three lakes; Sue his wife runs the
  café and the bookings; Terry is the bailiff; Dennis, the previous owner, set up oxygen probes that
  send to InfluxDB Cloud. Rules: inside a long account of a fishing day, barbless hooks only on
  Kingfisher Lake; after a night fish kill, an oxygen alarm rings Terry's phone, not just a text.
  Proposals: the assistant's listing the day tickets on FishingBooker (polite no, smaller offer: only
  the beginner lessons go there); the angling club secretary's exclusive use of Heron Lake every Sunday
  morning (put off, refused a round later); a logistics firm, by e-mail through Sue, wants 40% off for
  the Hartwell corporate day, Gary counters with free rod hire and lunch at cost and the firm takes it;
  the assistant's lesson bookings on the ticket site are accepted. Numbers: £28 for a four-fish day
  ticket; aerators on below 5 milligrams per litre. Paths: /home/gary/ashbrook/probes/read_probe.py,
  /home/gary/ashbrook/tickets/prices.toml. Identifiers: the Environment Agency permit FMA-2026-1187 and
  the probe do-probe-heron-2. Commands: an influx write of July's backfill; an mpremote run of the probe
  script. Failures: InfluxDB answers 401 Unauthorized, left because the account is under Dennis's
  e-mail and he is in Spain not answering; the probe's I2C read gives ENODEV, left until a new EZO
  circuit arrives (ten days). Open: a stocking report page for the website (asked again later); does
  the brown trout from Leckford Hatchery need its own movement permit (the EA officer is on leave);
  Sue's later ask for a poster for the junior open day on 14 June by 31 May.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Hanami 2 show-entries app
def routine_showentries(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The entries request spec has gone red, can you have a look?",
                ("Running that spec file.", [
                    call("bash",
                         "Failures:\n\n"
                         "  1) POST /entries refuses an entry after the closing date\n"
                         "     Failure/Error: expect(last_response.status).to eq(422)\n\n"
                         "       expected: 422\n"
                         "            got: 201\n\n"
                         "     # ./spec/requests/entries_spec.rb:48:in `block (2 levels) in <top (required)>'\n\n"
                         "Finished in 0.84 seconds (files took 1.21 seconds to load)\n"
                         "23 examples, 1 failure",
                         error=True, command="bundle exec rspec spec/requests/entries_spec.rb"),
                ]),
                ("The action compares the closing date (a Date) with Time.now, so on the closing day itself "
                 "every entry gets through until midnight UTC. Comparing dates instead.", [
                    call("edit", "ok", path="app/actions/entries/create.rb",
                         old="if show.closes_on < Time.now", new="if show.closes_on < Date.today"),
                    call("bash", "23 examples, 0 failures", command="bundle exec rspec spec/requests/entries_spec.rb"),
                ]),
                "Green. Rule of thumb for this codebase: show dates are Dates, never Times, or the closing "
                "day goes wrong.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Entries need a section as well as a class, like Poultry / Bantams. Can you add it?",
                ("Generating a migration.", [
                    call("bash", "Created config/db/migrate/20260412093000_add_section_to_entries.rb",
                         command="bundle exec hanami generate migration add_section_to_entries"),
                    call("write", "ok", path="config/db/migrate/20260412093000_add_section_to_entries.rb",
                         content="ROM::SQL.migration do\n  change do\n    alter_table :entries do\n"
                                 "      add_column :section, String, size: 60\n    end\n  end\nend"),
                    call("bash", "=> database showentries_development migrated in 0.0123s",
                         command="bundle exec hanami db migrate"),
                ]),
                "Migrated. The results page filters by section a lot, so I'd add an index on "
                "(show_id, section) while we're here.",
            ),
            turn("Yes, add the index.", "Added it in a second migration and migrated again."),
        )
    if k == 2:
        return (
            turn(
                "RuboCop is failing the build.",
                ("Checking.", [
                    call("bash",
                         "Inspecting 64 files\n"
                         "..........C.....................W.............................\n\n"
                         "Offenses:\n\n"
                         "app/actions/entries/create.rb:14:5: C: Metrics/MethodLength: Method has too many "
                         "lines. [14/10]\n"
                         "    def handle(request, response) ...\n    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
                         "lib/showentries/fees.rb:1:1: W: Lint/UselessAssignment: Useless assignment to "
                         "variable - total.\n\n"
                         "64 files inspected, 2 offenses detected",
                         error=True, command="bundle exec rubocop"),
                ]),
                ("Pulling validation out of handle into a private method and dropping the dead assignment.", [
                    call("edit", "ok", path="app/actions/entries/create.rb",
                         old="    params = request.params.to_h", new="    params = validated(request)"),
                    call("edit", "ok", path="lib/showentries/fees.rb", old="    total = 0\n", new=""),
                    call("bash", "64 files inspected, no offenses detected", command="bundle exec rubocop"),
                ]),
                "Clean. Keep actions' handle methods under ten lines; CI runs RuboCop on every push.",
            ),
        )
    if k == 3:
        return (
            turn(
                "On the results page the placings come out in the wrong order, Reserve shows up before Second.",
                ("Looking at the view.", [
                    call("read", path="app/views/results/index.rb",
                         result="expose :placings do |show:|\n  show.placings.sort_by(&:rank_label)\nend"),
                ]),
                "It sorts by the label string, so it's alphabetical: First, Reserve, Second, Third. I'll sort "
                "by the numeric position column instead.",
            ),
            turn("Please do.", ("Changed.", [call("bash", "23 examples, 0 failures", command="bundle exec rspec")]),
                 "Done; placings now sort by position and the specs pass."),
        )
    if k == 4:
        return (
            turn(
                "Can you bump hanami-router to the newest patch release?",
                ("Updating just that gem.", [
                    call("bash", "Bundle updated!\nInstalling hanami-router 2.2.1 (was 2.2.0)",
                         command="bundle update hanami-router --conservative"),
                    call("bash", "23 examples, 0 failures", command="bundle exec rspec"),
                ]),
                "Now on 2.2.1 and the specs pass. I'd pin it in the Gemfile with '~> 2.2.1' so a minor release "
                "doesn't sneak in.",
            ),
            turn("Fine, pin it.", "Pinned and committed the Gemfile.lock."),
        )
    return (
        turn(
            "An exhibitor says their receipt said £7.49 for three classes instead of £7.50.",
            ("Checking how the fee is worked out.", [
                call("read", path="lib/showentries/fees.rb",
                     result="def total(entries)\n  (entries.sum { |e| e.fee.to_f } * 100).floor / 100.0\nend"),
                call("bash",
                     "irb> (3 * 2.5.to_f * 100).floor / 100.0\n=> 7.5\n"
                     "irb> ([0.83, 0.83, 0.84].sum * 100).floor / 100.0\n=> 2.49",
                     command="bundle exec hanami console"),
            ]),
            ("Floats and floor: the junior classes at 83p and 84p add up to 2.4999… and get floored. Storing "
             "fees as integer pence and summing integers.", [
                call("edit", "ok", path="lib/showentries/fees.rb",
                     old="(entries.sum { |e| e.fee.to_f } * 100).floor / 100.0",
                     new="entries.sum(&:fee_pence)"),
                call("bash", "24 examples, 0 failures", command="bundle exec rspec"),
            ]),
            "Fixed, with a spec for the three-class case. The receipt job in Sidekiq picks up the new total on "
            "its next run.",
        ),
    )


# ---------------------------------------------------------------- alpaca trekking farm
def _alpacas() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Bore da! I'm Bethan, we run alpaca treks at Nant-y-Gwlan, up the valley from Crickhowell. It's me "
            "and Huw and fourteen boys, the alpacas I mean, all geldings, the girls stay home with the crias. "
            "Bookings come off the website as a csv every night and our daughter Gwen wrote a script before she "
            "went off to uni that makes the day sheet, it's " + f("path", "/home/bethan/treks/daysheet.py")
            + ". Let me tell you how a trek goes so you get the idea. People turn up in the yard, we do the "
            "safety talk in the barn (don't stand behind them, don't wrap the lead round your hand), everyone "
            "gets matched to an alpaca, then it's up the lane, round the top field with the view over the Usk, "
            "and back for tea and bara brith. It's " + f("number", "£45 a head for the ninety-minute trek")
            + ", kids the same because they take more looking after, to be honest. Children are fine from six "
            "but " + f("constraint", "under-eights share a lead with a grown-up") + ", always, Gwilym is "
            "strong when he sees grass and he'll have a small child in the hedge. The script doesn't know any "
            "of that, it just lists names against times. Oh and the insurance people want the holding number "
            "on every bit of paper, it's " + f("identifier", "CPH 52/181/0043") + ", could the sheet print "
            "that at the top?",
            ("Let me have a look at the script first.", [
                call("read", path="/home/bethan/treks/daysheet.py",
                     result="import csv, sys\n\nrows = list(csv.DictReader(open(sys.argv[1])))\n"
                            "for slot in sorted({r['slot'] for r in rows}):\n    print(slot)\n"
                            "    for r in rows:\n        if r['slot'] == slot:\n"
                            "            print('  ', r['name'], r['age'])"),
            ]),
            "It's short: it groups the bookings by slot and prints name and age. Since the age is already in "
            "the csv, I can put the holding number in a header, mark every under-eight with a 'shared lead' "
            "note, and print who they're booked with so you can pair them up in the barn. Shall I?",
        ),
        turn(
            "Yes please. And, right, Huw says I have to tell you this bit. In November we had a group of ten "
            "out at half three, one little lad had a meltdown at the top stile, and we came down the lane in "
            "the pitch dark with fourteen alpacas and everyone's phone torches going. Never, ever again. So "
            "from now on " + f("constraint", "the last trek must be back an hour before sunset") + ", and if "
            "the sheet could work that out for the date and shout at me, that would be brilliant.",
            ("That sounds frightening. Adding both.", [
                call("edit", "ok", path="/home/bethan/treks/daysheet.py",
                     old="rows = list(csv.DictReader(open(sys.argv[1])))",
                     new="rows = list(csv.DictReader(open(sys.argv[1])))\n"
                         "print('Nant-y-Gwlan treks  ' + HOLDING)\nlatest = latest_start(day, 90)"),
                call("bash", "Successfully installed astral-3.2", command="pip install --user astral"),
            ]),
            "Done. The sheet now prints the holding number at the top, flags under-eights, and works out "
            "sunset for Crickhowell with the astral package: any trek whose finish is later than an hour "
            "before sunset gets a big WARNING line. One more idea while I'm in here: "
            + f("rejected", "letting customers choose their alpaca when booking") + ", with a photo of each "
            "of the boys on the form. People love picking a name and it tends to sell out the slots.",
        ),
        turn(
            "Ha. The boys get matched on the day, by who's calm and who's in a mood. Dai won't walk behind "
            "Seren, and if it's windy Gwilym stays in the shed. Last time someone was promised an alpaca three "
            "weeks ahead he had an abscess on the day and the girl cried all the way round.",
            "Fair enough, the matching stays in the barn and the booking form stays as it is.",
        ),
        turn(
            "Something else, is there a way of reminding people before they come? Half of them turn up in "
            "white trainers and then they're upset about the mud.",
            "I can add a reminder e-mail two days before the trek: wear boots, the lane is steep, where to park, "
            "no dogs. It would go out through the same mail account the website uses, once a day from cron.",
        ),
        turn(
            "Oh yes, lovely, do that.",
            ("Writing the template and the cron line.", [
                call("write", "ok", path="/home/bethan/treks/reminder.txt",
                     content="Hi {name},\n\nSee you on {date} at {time}! Please wear boots: the lane is steep and "
                             "muddy. Park in the yard by the red barn. Sorry, no dogs.\n\nBethan & Huw"),
                call("bash", "crontab: installing new crontab", command="crontab /home/bethan/treks/cron.txt"),
            ]),
            "Reminders will go out at 7 every morning for the treks two days ahead.",
        ),
    )
    r2 = (
        turn(
            "My dad texted me this morning, bless him: 'saw on the telly you can sell " + f("rejected", "trek vouchers on Groupon")
            + ", you'd get loads of bookings, shall I sort it for you love?' No. Absolutely not. Anyway, waivers. "
            "The insurance wants a signed waiver for every walker, Welsh and English on one page, and Gwen "
            "started a template at " + f("path", "/home/bethan/treks/waivers/waiver_cy_en.md")
            + ". Can you turn it into a PDF I can print?",
            ("Trying pandoc with xelatex, since the Welsh letters need a proper font.", [
                call("bash",
                     "Error producing PDF.\n"
                     + f("failure", "! LaTeX Error: File `fontspec.sty' not found.")
                     + "\n\nType X to quit or <RETURN> to proceed,\n"
                     "or enter new name. (Default extension: sty)\n\n"
                     "Enter file name: \n! Emergency stop.\n<read *> \n         \nl.13 \\usepackage\n"
                     "                 {unicode-math}^^M\n"
                     "No pages of output.\nTranscript written on /tmp/tex2pdf.-5b1c0e7a/input.log.",
                     error=True,
                     command=f("command", "pandoc waivers/waiver_cy_en.md -o waivers/waiver.pdf --pdf-engine=xelatex")),
            ]),
            "xelatex is installed but the LaTeX packages it needs for fonts aren't, fontspec in particular. "
            "The fix is installing texlive-xetex and the recommended fonts, which is roughly 400 MB to download. "
            "Do you want me to go ahead?",
        ),
        turn(
            "On our 4G? We get 50 gigs a month and the lambing camera next door already eats half of it. Huw's "
            "taking the laptop to his mum's in Brecon on Saturday, she's got proper broadband, do it then.",
            "Right, the waiver PDF waits until the laptop is on your mother-in-law's broadband on Saturday.",
        ),
        turn(
            "Now, this came in from Ffion at Blossom & Bough, the wedding planners, I'll paste it: 'Hi Bethan! "
            "Our September couple are obsessed with alpacas 🦙 Could you bring " + f("rejected", "two alpacas to the reception for the whole afternoon")
            + ", 1pm till 6, at Llanwenarth House? Guests could feed them and we'd love a ring-bearer moment!' "
            "Five hours at a party with prosecco and a DJ and people's kids. I'm going to offer one hour for "
            "photos on the lawn after the ceremony, two boys, £250, and we're gone before the drinks start. "
            "Can you help me word it so it doesn't sound grumpy?",
            "Here's a draft: 'Hi Ffion, we'd love to be part of it! Five hours is a long time for the boys "
            "around music and crowds, so what works best for them is an hour on the lawn straight after the "
            "ceremony for photos with the couple and guests, two alpacas, two handlers, £250. We'd head home "
            "before the reception starts. Let me know!'",
        ),
        turn(
            "Perfect, sent. ... And she's come straight back, the couple love it, one hour of photos it is, "
            "£250. Can you put it in the calendar as an outing so nobody books a trek that afternoon?",
            ("Adding it to the outings file the day sheet reads.", [
                call("edit", "ok", path="/home/bethan/treks/outings.csv", old="date,what,alpacas\n",
                     new="date,what,alpacas\n2026-09-12,Llanwenarth House wedding photos 13:00-14:00,2\n"),
            ]),
            "It's in; the day sheet for 12 September will show the outing and block the afternoon slot.",
        ),
    )
    r3 = (
        turn(
            "Photos! We take loads on every trek and people want them afterwards. They all go in "
            "/home/bethan/treks/photos/2026 and Gwen set up a Google Drive thing so they go up to a shared "
            "folder I can send people the link to. Can you run it? It hasn't gone since Christmas.",
            ("Running Gwen's sync.", [
                call("bash",
                     "2026/03/14 10:02:09 NOTICE: Config file \"/home/bethan/.config/rclone/rclone.conf\" found\n"
                     "2026/03/14 10:02:11 ERROR : Google drive root 'Treks/2026': error reading source root "
                     "directory: couldn't list directory: Get \"https://www.googleapis.com/drive/v3/files?...\": "
                     + f("failure", "couldn't fetch token: invalid_grant: maybe token expired?")
                     + " - try refreshing with \"rclone config reconnect nantygwlan-drive:\"\n"
                     "2026/03/14 10:02:11 ERROR : Attempt 1/3 failed with 1 errors and: couldn't fetch token\n"
                     "2026/03/14 10:02:12 ERROR : Attempt 2/3 failed with 1 errors and: couldn't fetch token\n"
                     "2026/03/14 10:02:13 ERROR : Attempt 3/3 failed with 1 errors and: couldn't fetch token\n"
                     "2026/03/14 10:02:13 Failed to sync: couldn't fetch token",
                     error=True,
                     command=f("command", "rclone sync /home/bethan/treks/photos/2026 nantygwlan-drive:Treks/2026")),
            ]),
            "Google has withdrawn the login rclone was using (it does that when a token isn't used for a while "
            "or the password changes). Reconnecting means signing in to the Google account in a browser, "
            "probably with a code to the account owner's phone. Whose account is it?",
        ),
        turn(
            "Gwen's. She's at uni in Aberystwyth till Easter and her phone is glued to her hand but she never "
            "answers her mother. Leave it, I'll make her do it when she's home.",
            "OK, the photo sync is parked until Gwen can reconnect it at Easter.",
        ),
        turn(
            "While I remember, can you do " + f("pending", "a gift voucher page for the website") + "? "
            "Every Christmas people ring asking and I end up writing them on the back of postcards.",
            "Yes, I'll make a page where people buy a voucher for one or more walkers and get a code to book "
            "with. I'll do it after the reminders have run for a week, so we know the mail side works.",
        ),
        turn(
            "Lovely. And here's one nobody can answer me: " + f("pending", "does our NFU Mutual policy cover treks on the Mynydd Llangatwg common")
            + "? We want to do a longer summer route over the hill. I've e-mailed the broker twice, nothing.",
            "I can't tell you that, it depends on the policy wording and on whether the common counts as your "
            "land. I'll keep it as an open question until the broker replies; the longer route stays off the "
            "booking form till then.",
        ),
        turn(
            "Two last bits for the sheet. The vet says Gwilym's microchip has to be on his record card, it's "
            + f("identifier", "900164001873220") + ", can you put it next to his name? And the website lets "
            "two families book the last places at the same moment, so could the sheet shout if a slot goes "
            "over " + f("number", "12 walkers per trek at most") + "? That's what two of us can keep an eye on.",
            ("Adding a chip column and an over-booking check.", [
                call("edit", "ok", path="/home/bethan/treks/herd.csv", old="Gwilym,2017,gelding,",
                     new="Gwilym,2017,gelding,900164001873220"),
                call("edit", "ok", path="/home/bethan/treks/daysheet.py", old="MAX_WALKERS = None",
                     new="MAX_WALKERS = 12"),
            ]),
            "Done: the chip is on Gwilym's line, and any slot with more than 12 walkers gets an OVERBOOKED "
            "line at the top of the sheet.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did the gift voucher page ever happen? People are asking already for Mother's Day.",
                "Not yet, sorry, it's still on the list. I'll build it next, with vouchers for one to four walkers.",
            ),
        )),
        (10, (
            turn(
                "Huw here, on Bethan's laptop. The Visit Wales lot want " + f("pending", "the 2025 trek numbers for the grant form by 28 March")
                + ", treks and walkers per month. Can you pull that out of last year's exports when you get a minute?",
                "Will do, I'll total the 2025 csv exports by month, treks and walkers, and give you a table for "
                "the form.",
            ),
        )),
    )
    return Scripted(
        name="fresh31-alpacatreks", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh31=True, later=later, routine=routine_showentries,
    )


# ---------------------------------------------------------------- boarding cattery
def _cattery() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello love. Janet, from the Old Orchard Cattery, just outside Malton. Twenty-two pens, heated "
            "sleeping boxes, little runs onto the garden. My son Craig did all the computer side before he went "
            "back offshore, and there's a script of his, " + f("path", "/home/craig/cattery/reminders/send_reminders.py")
            + ", that's meant to e-mail owners a week before they come. Let me tell you how check-in goes so "
            "you know what it's for. The owner comes to the reception hatch with the cat in its basket and the "
            "vaccination card, we go through the card, feeding, any tablets, vet's number, then one of the "
            "girls takes the basket through to the pen. It's " + f("number", "£16.50 a night for one cat")
            + ", £26 for two sharing. And " + f("constraint", "no cat checks in without a booster in the last twelve months")
            + ", it's on our licence and the inspector goes through the cards, I had to turn away a lovely "
            "Maine Coon at Easter with the family stood there with their suitcases. That's what the reminder is "
            "supposed to stop, but I don't think it's done anything since Craig left.",
            ("Let me read it.", [
                call("read", path="/home/craig/cattery/reminders/send_reminders.py",
                     result="import csv, datetime, subprocess\n\nfor b in csv.DictReader(open('bookings.csv')):\n"
                            "    if b['arrive'] == week_ahead():\n        send(b['email'], TEMPLATE.format(**b))"),
            ]),
            "It sends the same reminder to everyone arriving in a week and never looks at the booster date, "
            "even though bookings.csv has a 'booster' column. I could make it check that date against the "
            "arrival day and send a different e-mail to anyone whose booster will have lapsed: 'please get "
            "Tilly's booster done before you come, or we can't take her'.",
        ),
        turn(
            "Oh yes, that would save us so many arguments at the hatch.",
            ("Adding the check.", [
                call("edit", "ok", path="/home/craig/cattery/reminders/send_reminders.py",
                     old="        send(b['email'], TEMPLATE.format(**b))",
                     new="        lapsed = booster_lapsed(b['booster'], b['arrive'])\n"
                         "        send(b['email'], (LAPSED if lapsed else TEMPLATE).format(**b))"),
            ]),
            "Done. Owners whose booster runs out before the stay get the 'booster needed' wording.",
        ),
        turn(
            "Speaking of the hatch. Last Saturday a man walked straight through into the pen corridor to 'say "
            "goodbye properly' while Sophie had pen 4 open for cleaning, and Pickles shot out past his legs. We "
            "found her under the log store an hour later, I was in pieces. So from now on "
            + f("constraint", "owners never go past the reception hatch") + ", and I want that in the "
            "confirmation e-mail in plain words.",
            ("Goodness, I'm glad she was found. Adding it to the confirmation.", [
                call("edit", "ok", path="/home/craig/cattery/reminders/confirm.txt",
                     old="We look forward to meeting {cat}!",
                     new="We look forward to meeting {cat}! Please note: for the cats' safety, owners stay at the "
                         "reception hatch and we take your cat through to the pen."),
            ]),
            "It's in the confirmation. A thought: some catteries offer " + f("rejected", "a live webcam feed of the pens")
            + " so owners can look in on their cat from holiday. It cuts down the 'how is she doing' calls.",
        ),
        turn(
            "That's kind, and I know the big places do it, but I'm not having strangers' phones watching the "
            "girls clean out trays, and the wifi barely gets to pen 15. What we could do is send one photo on "
            "the third day of a stay, by WhatsApp. People love that, and it's one photo.",
            ("Then I'll have the daily sheet tell you whose photo is due.", [
                call("edit", "ok", path="/home/craig/cattery/daily_sheet.py", old="COLUMNS = ['pen', 'cat', 'owner']",
                     new="COLUMNS = ['pen', 'cat', 'owner', 'photo_due']"),
            ]),
            "The daily sheet now has a 'photo due' tick for every cat on day three.",
        ),
    )
    r2 = (
        turn(
            "Heating next. Craig put little ESPHome boxes on the pen heaters and they show up in Home "
            "Assistant on the tablet in the kitchen. Pen 9's has said 'unavailable' since Tuesday. The settings "
            "for it are in " + f("path", "/config/esphome/pen-heater-09.yaml") + ". Could you push it again, "
            "like he used to?",
            ("Compiling and uploading over the network.", [
                call("bash",
                     long_log(46, "pen-heater-09",
                              "INFO Successfully compiled program.\n"
                              "INFO Resolving IP address of 192.168.1.57\n"
                              "INFO  -> 192.168.1.57\n"
                              "INFO Uploading .esphome/build/pen-heater-09/.pioenvs/pen-heater-09/firmware.bin "
                              "(928352 bytes)\n"
                              + f("failure", "ERROR Connecting to 192.168.1.57 port 3232 failed: [Errno 113] No route to host")),
                     error=True,
                     command=f("command", "esphome run pen-heater-09.yaml --device 192.168.1.57")),
            ]),
            "It compiles fine, but the box itself isn't on the network: nothing answers at its address. Usually "
            "that means it has lost wifi or power and needs unplugging and plugging back in at the pen.",
        ),
        turn(
            "It's in pen 9, and pen 9 has got Saffy in it, a Bengal who's frightened of her own tail, here till "
            "Sunday. I'm not going in there fiddling with plugs and upsetting her for a heater that's on anyway. "
            "Leave it till she's gone home.",
            "Understood, pen 9's box waits until Saffy has gone home on Sunday.",
        ),
        turn(
            "The heaters should all be on " + f("number", "18 degrees overnight") + ", by the way. Craig had some "
            "on 21 and the electric bill in January nearly finished me off. In Home Assistant pen 9 is "
            + f("identifier", "climate.pen_09_heater") + " if that helps for when it's back.",
            ("Setting the night temperature on the pens that are online.", [
                call("bash", "[]",
                     command="hass-cli service call climate.set_temperature "
                             "--arguments entity_id=group.pen_heaters,temperature=18"),
            ]),
            "All the online heaters are at 18 now. I've noted pen 9's entity so it gets the same setting once "
            "its box is back.",
        ),
        turn(
            "Leanne's asked if we could start " + f("rejected", "boarding rabbits in the two spare pens")
            + ", she's had three people ask this month. Let me think about it.",
            "Of course. If you do go ahead I'd add a species column to the bookings so the sheet can keep them "
            "apart.",
        ),
        turn(
            "And can you make " + f("pending", "a printable check-in form with the vet and feeding details")
            + "? We scribble it all on the backs of envelopes and Sophie's writing is a disgrace.",
            "Yes, one A4 sheet per cat filled from the booking, with blanks for tablets and the vet's number. "
            "I'll do it once the reminders are actually going out.",
        ),
    )
    r3 = (
        turn(
            "Rabbits. I asked our vet. She says rabbits next to cats is stress for both, they can smell each "
            "other through anything, and our licence only covers cats, so we'd have to apply all over again. So "
            "that's a no, I've told Leanne, she was fine. Now, can you send this week's reminders? There's a "
            "Mrs Holmes whose booster has run out.",
            ("Sending Mrs Holmes's first.", [
                call("bash",
                     "msmtp: authentication failed (method PLAIN)\n"
                     "msmtp: server message: " + f("failure", "535-5.7.8 Username and Password not accepted")
                     + ". For more information, go to\n"
                     "msmtp: server message: 535 5.7.8  https://support.google.com/mail/?p=BadCredentials "
                     "a640c23a62f3a-a7a3b1c2d4e5sm88231466b.12 - gsmtp\n"
                     "msmtp: could not send mail (account oldorchard from /home/craig/.msmtprc)",
                     error=True,
                     command=f("command", "msmtp -a oldorchard --read-recipients < outbox/holmes_booster.eml")),
            ]),
            "Gmail is refusing the app password saved in Craig's msmtp settings, so no reminders have gone since "
            "it was changed or revoked. Making a new app password needs signing in to that Google account.",
        ),
        turn(
            "That's Craig's account, he set it up on his phone. He's on the rig till the 3rd and they get wifi "
            "once a week if they're lucky. Leave it, I'll ring this week's owners myself.",
            "OK, the e-mail side waits for Craig on the 3rd. I've left Mrs Holmes's message in the outbox.",
        ),
        turn(
            "Christmas. Pam, my sister, she's half the business, wanted us to try " + f("rejected", "opening for check-ins on Christmas Day")
            + ", because people ring on Boxing Day in a state. The girls had a vote at Tuesday's staff meeting "
            "and it's a no from all three, they've got families, and Pam accepted it. So Christmas Day is "
            "feeding and cleaning only, like always.",
            ("I'll make the booking sheet refuse Christmas Day arrivals and departures.", [
                call("edit", "ok", path="/home/craig/cattery/bookings_check.py", old="CLOSED_DAYS = []",
                     new="CLOSED_DAYS = ['12-25']"),
            ]),
            "Done, a booking that arrives or leaves on 25 December now gets flagged.",
        ),
        turn(
            "Thank you. The council licence number should go at the bottom of the e-mails too, it's "
            + f("identifier", "NYC/ABL/2024/0117") + ". And one I can't get an answer to: "
            + f("pending", "does the new licence want a separate isolation pen") + ", or is the end pen with its "
            "own door good enough? I asked the inspector, Mr Dobson, a fortnight ago and he hasn't rung back.",
            "Licence number added to the footer template. The isolation pen I can't answer, it's the inspector's "
            "judgement on your layout, so it stays an open question until Mr Dobson calls.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did you get anywhere with that check-in form? Sophie's done another envelope.",
                "Not yet, I'm sorry. It's still waiting behind the reminders, which are stuck on Craig's password. "
                "I can do the form on its own first if you'd rather.",
            ),
        )),
        (10, (
            turn(
                "Hiya, it's Leanne on Janet's computer. Could you do " + f("pending", "the staff rota for Easter week by Thursday the 20th")
                + "? It's me, Sophie and Janet, and Pam only does mornings. We're full that week.",
                "Yes, I'll draw up Easter week with Pam on mornings and send it to you before Thursday the 20th.",
            ),
        )),
    )
    return Scripted(
        name="fresh31-cattery", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh31=True, later=later, routine=routine_showentries,
    )


# ---------------------------------------------------------------- donkey sanctuary
def _donkeys() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning! Marion here, I run the volunteers and, honestly, most things at Hollybank Donkey "
            "Sanctuary, outside Honiton. Twenty-seven donkeys, mostly retired beach donkeys from Weymouth and "
            "a few from a hoarding case. We're a charity and we live on adoptions and the tin in the visitor "
            "barn. Adoptions are " + f("number", "£3 a month to adopt a donkey") + ", you get a certificate, a "
            "photo and a newsletter twice a year. Alan, our treasurer, keeps the accounts in a plain text thing "
            "called hledger, in " + f("path", "/home/marion/hollybank/accounts/2026.journal") + ", it lives on my "
            "laptop now because his died. Every year we claim Gift Aid on the adoptions, and Alan drums one "
            "thing into us: " + f("constraint", "no Gift Aid claim without a signed declaration on file")
            + ", a sanctuary over in Somerset had to pay a whole year back. Our HMRC charity reference is "
            + f("identifier", "XR71524") + " if the claim file needs it. What I'd really like is a report of "
            "income by month I can hand to the trustees without Alan.",
            ("Let me see what the journal gives by month.", [
                call("bash",
                     "hledger: Error: /home/marion/hollybank/accounts/2026.journal:214-217:\n"
                     "214 | 2026-02-11 Valentine fete, bran tub and teas\n"
                     "    |     Assets:Cash:Tin                     £86.40\n"
                     "    |     Income:Events                      £-62.40\n"
                     "    |     Income:Donations                   £-22.50\n\n"
                     "This transaction is unbalanced.\n"
                     + f("failure", "The real postings' sum should be 0 but is: £1.50")
                     + "\nConsider adjusting this entry's amounts, or adding missing postings.\n",
                     error=True,
                     command=f("command", "hledger -f 2026.journal balance Income --monthly")),
            ]),
            "hledger stops at the Valentine fete entry: the tin says £86.40 but the income lines add up to "
            "£84.90, so it's £1.50 out. I can't tell which figure is wrong without the takings sheet or cash "
            "book. Do you have it?",
        ),
        turn(
            "Alan's got the paper cash book, and he's in Torbay hospital having his new knee done till next "
            "week. I'm not ringing a man on morphine about £1.50. Leave it, he'll sort it when he's home.",
            "Fine, I won't touch that entry. The monthly report waits until Alan has balanced it.",
        ),
        turn(
            "Meanwhile, the website. Kev built it, it's WordPress with a donations plugin. The adoption packs "
            "go in " + f("path", "/var/www/hollybank/wp-content/uploads/adoption-packs") + " and I make every "
            "certificate by hand in Word, it takes me all Sunday night.",
            "I could make the certificate automatically whenever an adoption comes in through the donation form: "
            "adopter's name, the donkey, its photo, saved as a PDF in that folder and attached to the thank-you "
            "e-mail. And something many charities use to get people giving: "
            + f("rejected", "a leaderboard of top donors on the website") + ".",
        ),
        turn(
            "No. Not a chance. Half our adopters are eighty and give what they can. The certificates, yes "
            "please, that would give me my Sundays back.",
            ("Making the certificate template.", [
                call("write", "ok", path="/home/marion/hollybank/certificates/template.html",
                     content="<h1>Certificate of Adoption</h1>\n<p>{adopter} has adopted <b>{donkey}</b></p>\n"
                             "<img src=\"{photo}\">\n<p>Thank you from everyone at Hollybank</p>"),
            ]),
            "The template's done; next adoption through the form will get a certificate made and filed.",
        ),
    )
    r2 = (
        turn(
            "Awful week. Bramble had colic on Sunday night, vet out at midnight, £400 and she's only just eating "
            "again. The vet's sure it was visitors, a family were seen giving her half a bag of carrots and a "
            "ham sandwich over the fence. So, " + f("constraint", "visitors don't feed the donkeys, not even carrots")
            + ". Can you put that on the visiting page in big letters, and on the group booking confirmations?",
            ("Poor Bramble. Updating the visiting page.", [
                call("bash", "Success: Updated post 42.",
                     command="wp post update 42 --path=/var/www/hollybank --post_content=\"$(cat visiting.html)\""),
            ]),
            "It's at the top of the visiting page in a red box, and I've added the same line to the group "
            "confirmation e-mail.",
        ),
        turn(
            "Thank you. Bramble's passport number has to go on the vet's claim form too, it's "
            + f("identifier", "826019C00147233") + ". Can you put it on her page in the back end where Kev keeps "
            "the donkeys' details?",
            ("Adding it as a field on her donkey page.", [
                call("bash", "Success: Updated custom field 'passport_ueln'.",
                     command="wp post meta update 88 passport_ueln 826019C00147233 --path=/var/www/hollybank"),
            ]),
            "Done, it's on Bramble's record, not shown to the public.",
        ),
        turn(
            "Trewin's Feeds rang yesterday. They'll give us ten bales of haylage a month if we have "
            + f("rejected", "Trewin's logo on the donkey rugs") + " at the open day and in the Christmas photos. "
            "Our donkeys are not billboards. And half those rugs were made by the Tuesday ladies out of donated "
            "blankets. I'll send Trewin's a nice card. While I'm on costs, the farrier comes every eight weeks "
            "and it's " + f("number", "£35 a donkey") + ", so with twenty-seven of them that's our biggest bill "
            "after hay.",
            "Noted. When the accounts are back in order I can add the farrier as its own line in the monthly "
            "report, so the trustees see it next to the hay.",
        ),
        turn(
            "Yes, do that when you can. Kev also said there's a red notice about the donations plugin needing an "
            "update. Can you do it?",
            ("Updating the plugin.", [
                call("bash",
                     "Enabling Maintenance mode...\n"
                     "Downloading update from https://downloads.wordpress.org/plugin/give.3.16.2.zip...\n"
                     "Unpacking the update...\n"
                     "Warning: " + f("failure", "Could not create directory: /var/www/hollybank/wp-content/upgrade/")
                     + "\nDisabling Maintenance mode...\n"
                     "+------+-------------+-------------+--------+\n"
                     "| name | old_version | new_version | status |\n"
                     "+------+-------------+-------------+--------+\n"
                     "| give | 3.14.1      | 3.16.2      | Error  |\n"
                     "+------+-------------+-------------+--------+\n"
                     "Error: No plugins updated (1 failed).",
                     error=True,
                     command=f("command", "wp plugin update give --path=/var/www/hollybank")),
            ]),
            "WordPress can't write to its own upgrade folder: the files on the server belong to Kev's login, not "
            "the web server's. Fixing the ownership needs sudo on the server.",
        ),
        turn(
            "Kev's walking the Camino till the 30th, and he told me not to let anyone touch the server while he's "
            "away. Leave it, the old version still takes the money.",
            "OK, the plugin update waits for Kev to be back after the 30th.",
        ),
    )
    r3 = (
        turn(
            "The trustees met last night. Diana had put forward " + f("rejected", "donkey rides at the Honiton Show")
            + " for the children, to raise money and get us seen. They voted it down, five to one; the vet said "
            "the old boys' backs can't take it and the insurance would be a nightmare. Diana took it well. So "
            "we'll have a stand with leaflets and the adoption forms instead.",
            "Understood. If you want, I'll do an A5 leaflet for the stand from the website's adoption page.",
        ),
        turn(
            "Yes please, the leaflet. And we've got two new donkeys coming from Exmouth, mother and daughter. "
            "Could you do " + f("pending", "a web page for the two new donkeys, Pip and Sorrel") + ", with the "
            "adopt button? People will want them straight away.",
            "Yes. I'll build their page once you send me a couple of photos and a few lines about them; the "
            "leaflet first since the show is sooner.",
        ),
        turn(
            "And the field shelter. We've applied to the National Lottery community fund for a new shelter in "
            "the bottom paddock, £6,800, and nobody can tell me " + f("pending", "whether the Lottery will pay for the whole shelter or only half")
            + ". The grant officer's gone quiet since February.",
            "That's up to the grant officer, so it stays open until they reply. If it's only half, the trustees "
            "would need to find £3,400, worth mentioning at the next meeting.",
        ),
    )
    later = (
        (5, (
            turn(
                "Any news on Pip and Sorrel's page? They've arrived and they're gorgeous, photos attached.",
                "Not done yet, but with the photos I can build it now. I'll do it next.",
            ),
        )),
        (10, (
            turn(
                "Alan here, the knee's mending. I'll need " + f("pending", "the year-end income figures for the trustees' meeting on 9 April")
                + ": adoptions, tin, events and Gift Aid. I'll look at that fete entry when I'm back at my desk.",
                "Welcome back. I'll have the year-end figures by category ready for you before the 9th; they'll "
                "need that February entry balanced first.",
            ),
        )),
    )
    return Scripted(
        name="fresh31-donkeys", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh31=True, later=later, routine=routine_showentries,
    )


# ---------------------------------------------------------------- trout fishery
def _trout() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Gary Mundy, Ashbrook Trout Lakes, between Stockbridge and Andover. Three lakes, Kingfisher, Heron "
            "and Willow, rainbows stocked every week and a few brownies in the top lake. A normal day: you come "
            "in at seven, pay at the hut, Terry the bailiff tells you what's taking, fly only, and you're done "
            "when you've had your fish or it's dark. It's " + f("number", "£28 for a four-fish day ticket")
            + ", catch and release on Kingfisher, and " + f("constraint", "barbless hooks only on Kingfisher Lake")
            + ", Terry will walk you off if he finds a barb. Prices live in "
            + f("path", "/home/gary/ashbrook/tickets/prices.toml") + " and the little ticket site reads them. "
            "What I really want help with is the oxygen. Dennis, who had the place before me, put probes in each "
            "lake that send readings up to some cloud thing, and July's readings are on a memory stick because "
            "they never went up. Can you get them up so the graphs aren't missing a month?",
            ("The stick has them as line protocol, so I'll push them with the influx CLI Dennis left configured.", [
                call("bash",
                     "Using active config 'dennis-cloud' (https://eu-central-1-1.aws.cloud2.influxdata.com)\n"
                     + f("failure", "Error: failed to write data: 401 Unauthorized: unauthorized access"),
                     error=True,
                     command=f("command", "influx write --bucket ashbrook_oxygen --precision s --file backfill_july.lp")),
            ]),
            "The cloud account turned the token down: the one saved on this laptop is Dennis's and it's been "
            "revoked or has expired. A new token means logging in to the InfluxDB Cloud account itself.",
        ),
        turn(
            "The account's under Dennis's e-mail. He's in Spain and doesn't answer e-mails, his daughter says "
            "she'll nudge him. Leave it for now.",
            "OK, the July backfill waits until Dennis hands over the account.",
        ),
        turn(
            "Sue, my wife, asks if the ticket site can take bookings for the beginner lessons as well, she's "
            "doing them all by phone.",
            "It can: a lessons page with the Saturday slots, an instructor column and the same payment as the "
            "day tickets. Separately, you'd reach a lot more anglers by " + f("rejected", "listing the day tickets on FishingBooker")
            + "; they take the payment and show reviews.",
        ),
        turn(
            "Thanks, but their cut's fifteen percent and my regulars would end up paying through them for "
            "something they've bought at the hut for twenty years. We'll put the beginner lessons on there "
            "though, that's where the new people look. And yes to the lessons page.",
            ("Adding the lessons page.", [
                call("write", "ok", path="/home/gary/ashbrook/tickets/templates/lessons.html",
                     content="<h1>Beginner lessons</h1>\n{% for slot in slots %}<li>{{ slot.day }} "
                             "{{ slot.time }} with {{ slot.instructor }}</li>{% endfor %}"),
            ]),
            "Lessons page is up; only the lessons will go on FishingBooker, day tickets stay on your site.",
        ),
    )
    r2 = (
        turn(
            "Bad news. Thursday night Heron's aerator tripped out, the probe sent a text at two in the morning, "
            "Terry's phone was on silent, and by six we had forty dead fish along the bank. Gutted. So from now "
            "on " + f("constraint", "an oxygen alarm rings Terry's phone, not just a text") + ", and the aerators "
            "should come on by themselves when it drops " + f("number", "below 5 milligrams per litre") + ".",
            ("I'm sorry, that's a horrible morning. Changing the alert to a phone call and adding the switch.", [
                call("edit", "ok", path="/home/gary/ashbrook/alerts/alerts.yaml",
                     old="  action: sms\n  to: terry", new="  action: voice_call\n  to: terry\n  repeat_every: 5m"),
                call("edit", "ok", path="/home/gary/ashbrook/alerts/aerators.yaml",
                     old="auto_on_below: null", new="auto_on_below: 5.0"),
            ]),
            "Done: the alert now rings Terry and keeps ringing every five minutes until someone acknowledges "
            "it, and the aerator relay switches on by itself below 5.",
        ),
        turn(
            "The Heron probe's been giving silly numbers anyway. It's " + f("identifier", "do-probe-heron-2")
            + " on the dashboard. The script on it is " + f("path", "/home/gary/ashbrook/probes/read_probe.py")
            + ", and I've got the probe plugged into the laptop by USB now.",
            ("Running the probe script on the board.", [
                call("bash",
                     "probe do-probe-heron-2 starting\n"
                     "i2c scan: []\n"
                     "reading dissolved oxygen...\n"
                     "Traceback (most recent call last):\n"
                     "  File \"<stdin>\", line 31, in <module>\n"
                     "  File \"<stdin>\", line 18, in read_do\n"
                     "  File \"ezo.py\", line 44, in query\n"
                     + f("failure", "OSError: [Errno 19] ENODEV"),
                     error=True,
                     command=f("command", "mpremote connect /dev/ttyUSB0 run read_probe.py")),
            ]),
            "The ESP32 itself runs fine, but the oxygen circuit isn't answering on the I2C bus at all, the scan "
            "comes back empty. That's hardware: the EZO circuit or its cable, not the script.",
        ),
        turn(
            "Terry reckons the board got wet when the lid blew off. I've ordered a new EZO circuit from the UK "
            "distributor, ten days. Leave it till it comes. Oh, and Mick, secretary of the Andover angling club, "
            "rang asking for " + f("rejected", "exclusive use of Heron Lake every Sunday morning") + " for their "
            "members, they'd pay a season fee. Let me sleep on that one.",
            "OK, the probe waits for the new circuit. And no rush on Mick, I'll leave the Sunday bookings as "
            "they are.",
        ),
    )
    r3 = (
        turn(
            "Slept on Mick's club. My Sunday morning regulars are half my takings and they'd walk. Told Mick "
            "it's a no, he was fine. Now, Sue forwarded an e-mail from Hartwell Logistics: 'We'd like to bring "
            "30 staff for a team day in June and would need 40% off the ticket price for a group that size.' "
            "I'm not giving " + f("rejected", "40% off for the Hartwell corporate day") + ". I'll offer them full "
            "price tickets but free rod hire and Sue does them lunch at cost. Can you word it?",
            "Draft: 'Thanks for thinking of Ashbrook! For a group of 30 we can include rod hire free for "
            "everyone and a café lunch at cost, on top of the normal day tickets, and Terry will give the group a "
            "casting lesson first thing. Let us know your date.'",
        ),
        turn(
            "They've said yes! Thirty of them, Friday 19 June, rod hire and lunch. Put it in the book so nobody "
            "else gets Heron and Willow that day.",
            ("Blocking the two lakes for the 19th.", [
                call("edit", "ok", path="/home/gary/ashbrook/tickets/closures.toml", old="[closures]\n",
                     new="[closures]\n\"2026-06-19\" = [\"heron\", \"willow\"]  # Hartwell group\n"),
            ]),
            "Done, the ticket site won't sell Heron or Willow on 19 June.",
        ),
        turn(
            "Stocking. The Environment Agency gave us the permit for the rainbows, number "
            + f("identifier", "FMA-2026-1187") + ", it has to go on the stocking records. And could you make "
            + f("pending", "a stocking report page for the website") + "? The regulars love to see what's gone "
            "in each week.",
            "I'll put the permit number on the records. The stocking page I'll build from those records, after "
            "we've checked the new alarm calls reach Terry properly.",
        ),
        turn(
            "Fine. Other thing I can't get an answer to: " + f("pending", "does the brown trout from Leckford Hatchery need its own movement permit")
            + ", or does the rainbow one cover it? The EA officer's on leave and the hatchery says ask the EA.",
            "I can't answer that one, it's the EA's call. It stays open until the officer is back; best not "
            "to stock the brownies before then.",
        ),
    )
    later = (
        (5, (
            turn(
                "Stocking page, any progress? Terry keeps getting asked at the hut what went in.",
                "Not yet; the alarm test went first. It's next on the list.",
            ),
        )),
        (10, (
            turn(
                "Sue here. Could you do " + f("pending", "a poster for the junior open day on 14 June by 31 May")
                + "? Free for under-fourteens, rods provided, Terry teaching. I want it in the tackle shops early.",
                "Yes, an A4 poster in the lakes' colours; I'll send you a draft well before 31 May.",
            ),
        )),
    )
    return Scripted(
        name="fresh31-troutlakes", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh31=True, later=later, routine=routine_showentries,
    )


SESSIONS = (_alpacas(), _cattery(), _donkeys(), _trout())
