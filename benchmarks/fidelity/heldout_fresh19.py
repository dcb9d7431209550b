"""Nineteenth fresh held-out set (English): written blind, against the twenty-first round's rules, by someone
who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions, the earlier
blind sets beyond the first lines of one file for its format, or the benchmark's report); committed before
its first run and not to be edited after it. ``heldout_fresh19_zh.py`` holds the Chinese half.

How they were written: the descriptions below first, in plain words, then each dialogue from its description
in the voices of the people in it, in domains used nowhere else in the corpus (grepped with ``grep -il``). The
brief named a piano tuner, a blacksmith's forge, a falconer and a signwriter; piano tuning ("钢琴调律") and
falconry were already in the corpus, so an accordion repairer and a pigeon-racing club secretary stand in for
them; "blacksmith" and "signwriter" were unused (a farrier and some gilding exist elsewhere, so the forge
here makes gates and railings and the signwriter's work is lettering, not gilding). Proposals come from the
assistant, a band leader (through the repairer's son), a reed supplier (by e-mail), a customer (through the
smith's partner), the smith's father, the regional guild's committee (relayed), a member (through the club
chairman and then the committee), the secretary's wife, a brewery (through a pub landlord), the signwriter's
daughter and a narrowboat owner. Failures are multi-line blocks from Poetry, ledger-cli, OpenSCAD, ESP-IDF's
flasher, MySQL, cron (through journalctl), pandoc and Hugo; each is left standing for a stated reason.
Routine work (``routine_en``) is this file's own: a small Go service with Gin, with turns that look like facts
(little rules, suggestions, failures that get fixed, paths, numbers) and are not planted.

Descriptions:
- accordion: Rosa repairs and tunes accordions in a converted garage; her son Dev wrote ``reedcheck``, a
  Poetry project that reads the strobe tuner's CSV exports; the books are in ledger-cli. Rules: inside a long
  account of how a reed block is done, "no wax from one instrument ever goes back into another"; as a
  complaint after Dev e-mailed a quote, "nobody sends a customer a price before I've played the box myself".
  Proposals: the assistant's shared online booking calendar (turned down by a reason alone: her customers
  ring the landline); a band leader's ask, through Dev, for a loan accordion while his is in (a polite no, with
  a smaller offer of a strap and a check-over); the reed supplier's yearly reed subscription (put off, refused
  in the next round); the assistant's humidity column in the export (accepted). Paths: the reedcheck export
  /home/rosa/reedcheck/exports/morino_0412.csv and the journal /home/rosa/workshop/ledger/2024.journal.
  Identifiers: the Morino's serial HM-IV-5512. Commands: the reedcheck run and a ledger balance. Numbers: 12
  cents of tremolo, about 40 minutes a reed block. Failures: poetry install stops because numpy needs Python
  3.10 and the project says below 3.10 (left for Dev, away at a festival); ledger rejects 30 February (left
  until the receipt comes back from the van). Open: a printable bellows price sheet (asked about again in
  round 5); whether the Paolo Soprani takes the same reed plates as the Morino (nobody knows); the folk club's
  three invoices by Friday the 10th (arrives in round 7).
- forge: Tom makes gates and railings in a forge on a farm, with his partner Jess; customer previews come from
  OpenSCAD and an ESP32 thermocouple monitor on the gas forge is built with ESP-IDF. Rules: inside a long
  account of how a gate job runs, "every drawing shows the gate from the street side"; as a complaint after a
  missed date, "never give a finish date until the steel's actually in the yard". Proposals: the customer's
  powder-coated finish in racing green (through Jess; Tom counter-offers hot wax over black and she takes
  it); the assistant's WiFi dashboard for the monitor (bluntly refused); his father's second-hand power hammer
  from the Harwood sale (turned down by reason); the guild committee's joint stand at the county show (a group
  decision relayed: not this year); the assistant's low-resolution preview renders (accepted). Paths:
  /home/tom/gates/okafor/gate.scad and firmware/forgemon/main/thermo.c. Identifiers: job GATE-0931.
  Commands: an OpenSCAD render to PNG and idf.py flash monitor. Numbers: 40 by 10 millimetre flat bar, about
  38 kilos a leaf. Failures: OpenSCAD can't open the BOSL2 library (left until Jess brings it on a stick on
  Thursday; no signal in the shed); the flasher gets no serial data from the ESP32 (left until a new board
  comes). Open: a cut list for the Okafor gate (asked about again in round 6); whether the chapel railings are
  wrought or cast (nobody knows); a drawing of the Hendry bench for the parish council by the 21st (round 8).
- loft: Derek is secretary of the Ashby and District Flying Club (pigeon racing); race results come from clock
  exports through a Python import into MySQL on a Raspberry Pi in the clubhouse, run by cron. Rules: inside a
  long account of race night, "velocities are always yards per minute, to three decimals"; as a complaint after
  results went up early, "results don't go on Facebook until the committee has signed them off". Proposals:
  the assistant's cloud copy of the database (refused by a reason alone: the dongle); a member's move of race
  night to Friday (through the chairman; the committee voted it down, relayed); Pauline's club WhatsApp group
  for liberation times (a polite no and a smaller ask: a printed notice); the assistant's nightly mysqldump to
  a USB stick (accepted). Paths: /etc/cron.d/ets-import and /home/pi/club/imports/ets_2024-05-11.csv.
  Identifiers: ring GB24N12345, race R07-BERWICK. Commands: the import run and a mysql load. Numbers: 214
  miles and 1,312 yards, a 20-minute clock-setting window. Failures: MySQL refuses an entry on a foreign key
  (left until Ken, away, brings the bird's card); cron ignores the job for its file owner (left until Malcolm
  gives the sudo password). Open: the young-bird averages table (asked about again in round 5); what time the
  Berwick birds were actually liberated (nobody knows); the federation return for Berwick before the 31st
  (round 9).
- signs: Maggie is a signwriter (shopfronts, pub signs, narrowboats); quotes are Markdown turned into
  documents with pandoc, her portfolio is a Hugo site her nephew Ollie set up. Rules: inside a long account of
  how a job comes in, "I never paint a name I haven't seen written down by the customer"; as a complaint after
  a landlord's row, "the VAT always goes on its own line on a quote". Proposals: the brewery's vinyl lettering
  for the side windows (through the landlord; refused by a reason alone); the assistant's online quote form
  (put off, refused two rounds later); her daughter's idea of selling prints on Etsy (a polite no with a
  smaller ask: two photos on the front page); the narrowboat owner's gold leaf on both sides (counter-offer of
  gold on the towpath side only, accepted); the assistant's smaller thumbnails (accepted). Paths:
  /home/maggie/signs/quotes/2024-06-crown-and-anchor.md and site/content/work/narrowboat-marigold.md.
  Identifiers: quote Q-2024-061. Commands: a pandoc conversion and hugo server. Numbers: letters 9 inches
  high, about 3.5 metres of fascia. Failures: pandoc can't find the mock-up photo (left until her phone is
  back from the repair shop); Hugo's gallery template can't range over a single file name (left for Ollie,
  after his exams). Open: the Marigold page write-up (asked about again in round 6); whether the Crown and
  Anchor sign needs listed-building consent (nobody knows); a quote for the bakery by Monday (round 10).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine: a small Go service with Gin
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The orders service, can you add a /healthz route? The load balancer wants one.",
                ("Adding it to the router.", [
                    call("edit", "ok", path="internal/server/router.go",
                         old="r := gin.New()", new="r := gin.New()\n\tr.GET(\"/healthz\", func(c *gin.Context) "
                         "{ c.String(200, \"ok\") })"),
                    call("bash", "ok  \tgithub.com/acme/orders/internal/server\t0.41s",
                         command="go test ./internal/server/..."),
                ]),
                "Done: GET /healthz returns 200 \"ok\", and the server package tests still pass.",
            ),
            turn(
                "Keep handlers short, will you. Anything over fifty lines goes into a service func.",
                "Will do; the new route is a one-liner anyway.",
            ),
        )
    if k == 1:
        return (
            turn(
                "go vet is moaning in CI again.",
                ("Looking.", [
                    call("bash", "# github.com/acme/orders/internal/handlers\n"
                         "internal/handlers/orders.go:88:3: printf: fmt.Sprintf format %d has arg id of wrong type "
                         "string\nexit status 1", error=True, command="go vet ./..."),
                ]),
                ("The format verb is wrong: id is a string there. Changing %d to %s.", [
                    call("edit", "ok", path="internal/handlers/orders.go", old="order %d not found",
                         new="order %s not found"),
                    call("bash", "", command="go vet ./..."),
                ]),
                "go vet is clean now.",
            ),
        )
    if k == 2:
        return (
            turn(
                "Bump gin to the latest patch release, nothing bigger.",
                ("Checking what's available.", [
                    call("bash", "github.com/gin-gonic/gin v1.9.1 [v1.10.0]",
                         command="go list -m -u github.com/gin-gonic/gin"),
                ]),
                ("v1.10.0 is a minor bump, not a patch; there's no newer 1.9.x. I'll leave gin where it is and just tidy.",
                 [call("bash", "", command="go mod tidy")]),
                "go.mod unchanged apart from tidy. Want me to open a ticket for the 1.10 upgrade?",
            ),
            turn("Yeah, ticket it, low priority.", "Noted as a low-priority ticket: gin 1.10 upgrade."),
        )
    if k == 3:
        return (
            turn(
                "The table test for the price parser keeps failing on my machine but not in CI.",
                ("Running it here.", [
                    call("bash", "--- FAIL: TestParsePrice/comma_decimal (0.00s)\n"
                         "    price_test.go:31: got 1250, want 12.50\nFAIL\nFAIL\tgithub.com/acme/orders/internal/price"
                         "\t0.02s", error=True, command="go test ./internal/price -run TestParsePrice"),
                ]),
                ("It's the locale: your shell has LC_NUMERIC set and the parser reads it. The parser shouldn't look at "
                 "the environment at all, so I'm making it always treat the comma as a decimal separator.", [
                    call("edit", "ok", path="internal/price/parse.go", old="sep := localeSep()", new="sep := ','"),
                    call("bash", "ok  \tgithub.com/acme/orders/internal/price\t0.01s",
                         command="go test ./internal/price"),
                ]),
                "Passes here now, with or without LC_NUMERIC.",
            ),
        )
    if k == 4:
        return (
            turn(
                "Can we get a request id on every log line? Support keep asking which request blew up.",
                ("Adding a small middleware that sets X-Request-ID if the caller didn't.", [
                    call("write", "ok", path="internal/server/requestid.go",
                         content="package server\n\nfunc RequestID() gin.HandlerFunc { /* ... */ }\n"),
                    call("bash", "ok  \tgithub.com/acme/orders/internal/server\t0.38s",
                         command="go test ./internal/server"),
                ]),
                "Every request gets an id now, it's echoed in the response header and in the log line.",
            ),
            turn(
                "Local port should be 8081 by the way, 8080 clashes with my other thing.",
                ("Changing the default in the config.", [
                    call("edit", "ok", path="internal/config/config.go", old="\"8080\"", new="\"8081\""),
                ]),
                "Default is 8081 now; PORT still overrides it.",
            ),
        )
    return (
        turn(
            "The Dockerfile for the orders service is huge, can it be smaller?",
            ("Switching the final stage to distroless.", [
                call("edit", "ok", path="Dockerfile", old="FROM golang:1.22",
                     new="FROM gcr.io/distroless/static-debian12"),
                call("bash", "exec /app/orders: no such file or directory", error=True,
                     command="docker run --rm orders:dev"),
            ]),
            ("The binary was built with cgo on, so it wants libc. Building with CGO_ENABLED=0.", [
                call("edit", "ok", path="Dockerfile", old="RUN go build", new="RUN CGO_ENABLED=0 go build"),
                call("bash", "listening on :8081", command="docker run --rm orders:dev"),
            ]),
            "It runs, and the image is about a tenth the size it was.",
        ),
        turn(
            "Maybe we should move config to viper?",
            "It's four environment variables; I'd keep the plain os.Getenv code for now and revisit if it grows.",
        ),
        turn("Fine, leave it.", "Leaving config as it is."),
    )


# ---------------------------------------------------------------- accordion
def _accordion() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hello. Dev set this up for me so bear with me. I repair accordions, mostly piano accordions, a few "
            "button boxes, out of the garage. Dev wrote a little program that reads what my strobe tuner spits out, "
            "it's in a folder called reedcheck. Can you get it running? He said it's poetry something.",
            ("Let's see what's in the project first.", [
                call("bash", "README.md\nexports\npoetry.lock\npyproject.toml\nreedcheck",
                     command="ls /home/rosa/reedcheck"),
                call("bash",
                     "Installing dependencies from lock file\n\n"
                     "The current project's supported Python range (>=3.8,<3.10) is not compatible with some of the "
                     "required packages Python requirement:\n"
                     "  - " + f("failure", "numpy requires Python >=3.10, so it will not be satisfied for Python >=3.8,<3.10")
                     + "\n\nBecause no versions of numpy match >=2.0.1,<2.0.2 || >2.0.2\n"
                     " and numpy (2.0.1) requires Python >=3.10, numpy is forbidden.\n"
                     "So, because reedcheck depends on numpy (^2.0.1), version solving failed.\n\n"
                     "  • Check your dependencies Python requirement: The Python requirement can be specified via the "
                     "`python` or `markers` properties\n",
                     error=True, command="cd /home/rosa/reedcheck && poetry install"),
            ]),
            "It won't install: the project says it runs on Python below 3.10, but the numpy version Dev pinned needs "
            "3.10 or newer. One of the two has to change in pyproject.toml. I can loosen the Python range, that's "
            "probably what he meant.",
        ),
        turn(
            "No, leave his file alone, he gets funny about it. He's at Whitby folk week till Sunday, he can sort it "
            "when he's back. Anyway let me tell you how a job goes so you know what it's for. Box comes in, I play "
            "it, I write down what's wrong on the card, then the reed blocks come out and go on the bench, and each "
            "reed gets its reading on the strobe, I do a whole block at a time, it's about "
            + f("number", "about 40 minutes a reed block") + " if nothing's cracked. Then any reed that's off gets "
            "scraped or filed and if the wax is tired the reeds come off and get re-waxed, and "
            + f("constraint", "no wax from one instrument ever goes back into another") + ", not even the same make, "
            "I keep a little tin per job with the job card rubber-banded to it. The musette ones, the wet tuned "
            "ones, I set the tremolo to what the customer wants, the Scottish lot like it wet, the Morino I've got "
            "in at the moment is "
            + f("number", "12 cents of tremolo") + " on the middle reed and the owner wants it kept that way.",
            "Got it. So reedcheck is there to read the strobe exports per block, so you can see which reeds are off "
            "and by how much, and the tremolo setting per job stays whatever the customer had.",
        ),
        turn(
            "That's it. Tuner exports are in the exports folder, the Morino's the one from Friday.",
            ("There it is.", [
                call("bash", "morino_0412.csv\nweltmeister_0329.csv\nhohner_verdi_0318.csv",
                     command="ls /home/rosa/reedcheck/exports"),
                call("read", "block,reed,note,target_hz,measured_hz,cents\nB1,1,A4,440.00,440.31,1.2\n"
                     "B1,2,A4,445.12,444.02,-4.3\nB1,3,A4,434.90,435.02,0.5\n...",
                     path=f("path", "/home/rosa/reedcheck/exports/morino_0412.csv")),
            ]),
            "Each row is a reed: target, measured, and the difference in cents. Serial in the header is HM-IV-5512. "
            "Until reedcheck installs I can read these directly and list anything more than 3 cents out.",
        ),
        turn(
            "Yes do that. That's the box, " + f("identifier", "HM-IV-5512") + ", the owner is a Mr Lindqvist.",
            "Reading the Morino's export now; I'll give you the reeds over 3 cents by block.",
            "Block B1 reed 2 is 4.3 cents flat, block B3 reeds 7 and 11 are over 5 cents sharp, everything else is "
            "within 3. One idea while we're at it: I could set up a shared online booking calendar, so customers "
            "book their own slot instead of ringing you.",
        ),
        turn(
            "Half my customers are past seventy and they ring the landline, and the other half come to the door.",
            "Understood, so "
            + f("rejected", "a shared online booking calendar") + " would only be a second diary for you to keep. "
            "I'll leave bookings as they are.",
        ),
    )
    r2 = (
        turn(
            "Right, money. I do the books in ledger, Dev showed me. The file's "
            + f("path", "/home/rosa/workshop/ledger/2024.journal") + ". Can you tell me what repairs brought in this "
            "year?",
            ("Running the balance on your income accounts.", [
                call("bash",
                     "While parsing file \"/home/rosa/workshop/ledger/2024.journal\", line 388:\n"
                     "While parsing transaction:\n"
                     "> 2024/02/30 * Lindqvist - reed block deposit\n"
                     ">     Assets:Bank:Current                      £60.00\n"
                     ">     Income:Repairs:Reeds\n"
                     "Error: " + f("failure", "Invalid date/time: 2024/02/30"),
                     error=True,
                     command=f("command", "ledger -f /home/rosa/workshop/ledger/2024.journal balance Income")),
            ]),
            "Ledger stops at line 388: an entry is dated 30 February, which doesn't exist. It's Mr Lindqvist's £60 "
            "reed block deposit. Do you know the real date? It's either the 28th or early March.",
        ),
        turn(
            "Oh for goodness' sake. The receipt's in the glovebox of the van and Paul's got the van in Leeds till "
            "Thursday. Leave it till I've got the receipt, I'm not guessing a date in the books.",
            "Leaving line 388 as it is until you have the receipt. Everything after it can't be totalled until then, "
            "ledger stops at the first bad entry.",
        ),
        turn(
            "Dev says there's a band leader, Gordon, from the ceilidh band, his box is coming in next week for "
            "new bellows and he's asked if I could lend him " + f("rejected", "a loan accordion while his is in")
            + " because they've got gigs. Dev said to ask you to write to him.",
            "Happy to draft it. What do you want to tell him?",
        ),
        turn(
            "Tell him nicely I don't lend boxes, I had one come back with a cracked grille once and never again. But "
            "say he's welcome to borrow a strap set if his are worn, and I'll give his spare box a once-over for "
            "nothing if he brings it with the other one.",
            ("Drafting it.", [
                call("write", "ok", path="/home/rosa/letters/gordon_loan.txt",
                     content="Dear Gordon,\n\nThank you for asking. I'm sorry but I don't lend instruments out ...\n"),
            ]),
            "Draft's in letters/gordon_loan.txt: a friendly no on the loan, the offer of a strap set, and a free "
            "check-over of his spare box.",
        ),
        turn(
            "Lovely. And Dev sent Mrs Haddon a price for her Hohner by email last night, from the tuner readings. "
            "She's already replied saying lovely, see you Tuesday, and it's way too low, half the reeds need "
            "re-waxing which you can't see on a strobe. "
            + f("constraint", "nobody sends a customer a price before I've played the box myself") + ", I've told "
            "him before.",
            "Understood, prices only after you've played it. I'll never draft a quote straight from readings. Do you "
            "want help with a note to Mrs Haddon?",
        ),
        turn(
            "No I'll ring her. While I think of it, the reed people in Castelfidardo emailed, they want me to sign up "
            "to " + f("rejected", "a yearly reed subscription") + ", a box of assorted reeds every quarter, 10% off. "
            "Let me think about that one.",
            "Okay, I'll keep it in mind and not answer them yet.",
        ),
        turn(
            "Could you make the exports show how damp it was? I've a hygrometer on the bench and I write it in pencil.",
            "I can add a humidity column to the exports and a note in reedcheck's output once it installs, if you "
            "type the reading in when you save. Shall I?",
        ),
        turn(
            "Yes please, that'd be handy.",
            ("Adding a humidity column to the Morino export.", [
                call("bash", "ok",
                     command="cd /home/rosa/reedcheck/exports && python3 add_column.py morino_0412.csv humidity_pct"),
            ]),
            "The Morino export has a humidity_pct column now; it's empty until you fill it in.",
        ),
    )
    r3 = (
        turn(
            "About those reeds. I've thought about it and no, I don't want a box of reeds I didn't choose turning up "
            "every three months. Tell them thanks but no.",
            ("Writing a short reply to Castelfidardo.", [
                call("write", "ok", path="/home/rosa/letters/reeds_reply.txt",
                     content="Dear Sirs,\n\nThank you for the offer of a subscription, but I'll keep ordering as I need ...\n"),
            ]),
            "Done: a polite reply declining the subscription; you'll keep ordering reeds job by job.",
        ),
        turn(
            "Also I keep meaning to put a price sheet up for bellows work, people always ask. Can you make me one I "
            "can print? Not now, when you've a minute.",
            "I'll put it on the list: a printable price sheet for bellows work. I'll need your prices for re-leathering "
            "corners, gaskets and a full rebellow.",
        ),
        turn(
            "I'll dig them out. And there's a 1950s Paolo Soprani coming from a house clearance, the man wants to "
            "know if it's worth doing. What I'd like to know is "
            + f("pending", "does the Paolo Soprani take the same reed plates as the Morino?") + " because I've "
            "got spare Morino plates.",
            "I can't tell that from here; the plate sizes changed over the years and I don't have a reliable "
            "source for either. It's something you'd only know by measuring a block from each.",
        ),
        turn(
            "Nobody knows then. Dev might know, I doubt it. Leave it for now. Once Dev's back he can run "
            + f("command", "poetry run reedcheck --cents 3 exports/morino_0412.csv") + ", is that the one?",
            "That's the command, yes, once the numpy and Python range clash in pyproject.toml is sorted.",
        ),
    )
    later = (
        (5, (
            turn(
                "Did you ever do the bellows sheet? Someone asked at the club night.",
                "Not yet, it's still waiting on your prices: "
                + f("pending", "a printable price sheet for bellows work") + " with re-leathering corners, gaskets "
                "and a full rebellow. Send me the three figures and I'll lay it out.",
            ),
        )),
        (7, (
            turn(
                "The Tuesday folk club had three boxes in last month and the treasurer's chasing. Can you "
                + f("pending", "do the folk club's three invoices by Friday the 10th") + "? The jobs are on the "
                "cards on the fridge, I'll read them out.",
                "Yes, read them out and I'll draft all three invoices for Friday the 10th.",
            ),
        )),
    )
    return Scripted(
        name="fresh19-accordion", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh19=True,
        later=later, routine=routine_en,
    )


# ---------------------------------------------------------------- forge
def _forge() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Alright. Tom, blacksmith, I do gates and railings mostly, out of a forge on Hollins Farm. Jess does "
            "the drawings and the customer side. We draw the gates in OpenSCAD so the customer gets a picture "
            "before we cut anything. Can you render the Okafor one? It's "
            + f("path", "/home/tom/gates/okafor/gate.scad") + ".",
            ("Rendering a preview.", [
                call("bash",
                     "Parsing design (AST generation)...\n"
                     "WARNING: " + f("failure", "Can't open library 'BOSL2/std.scad'.") + "\n"
                     "Compiling design (CSG Tree generation)...\n"
                     "WARNING: Ignoring unknown module 'cuboid' in file gate.scad, line 12\n"
                     "WARNING: Ignoring unknown module 'path_sweep' in file gate.scad, line 31\n"
                     "WARNING: Ignoring unknown module 'path_sweep' in file gate.scad, line 47\n"
                     "Compiling design (CSG Products generation)...\n"
                     "Current top level object is empty.\n"
                     "ERROR: Nothing to render\n",
                     error=True,
                     command=f("command", "openscad -o okafor_preview.png --imgsize=1600,1200 gate.scad")),
            ]),
            "Nothing rendered: the file uses the BOSL2 library and it isn't installed on this laptop, so every "
            "bar and scroll is skipped. Can I download BOSL2?",
        ),
        turn(
            "There's no signal in the shed, that's why the laptop's out here with no updates. Jess has all that on "
            "a stick, she's in Thursday. It'll wait. Let me give you the lie of the land. A job comes in, Jess goes "
            "out and measures, photos of the opening, the posts, the drive, whether it falls away. Then she draws "
            "it and the rule is "
            + f("constraint", "every drawing shows the gate from the street side") + ", because that's how the "
            "customer looks at it and if you draw it from the garden side the hinges end up on the wrong post and "
            "we've had that, a gate hung backwards. Then I do the cut list, order the steel, Okafor's is all "
            + f("number", "40 by 10 millimetre flat bar") + " with 12 mil square for the infill, then forge work, "
            "then it goes out to be shot-blasted, then finish. Leaves come out at "
            + f("number", "about 38 kilos a leaf") + " on this one so it's two of us to hang it.",
            "Understood: drawings from the street side, hinges where they'll actually be. I'll keep that in mind for "
            "anything I touch in the .scad files.",
        ),
        turn(
            "Job number's " + f("identifier", "GATE-0931") + " if you're putting it on anything.",
            "Noted, GATE-0931 for the Okafor gate.",
        ),
        turn(
            "Jess just texted. Mrs Okafor's been on at her, she wants "
            + f("rejected", "a powder-coated finish in racing green") + ". Thing is the powder coater's in "
            "Sheffield, six weeks, and green shows every chip on a drive gate. What I'd do is hot wax over a black "
            "base, which we do here, it ages nicely and she can touch it up herself. Can you write that for Jess to "
            "send her?",
            ("Drafting the message for Jess.", [
                call("write", "ok", path="/home/tom/gates/okafor/finish_note.txt",
                     content="Hi Mrs Okafor, Tom's suggestion for the finish is a black base with hot wax ...\n"),
            ]),
            "Draft's in finish_note.txt: why powder coat in green isn't ideal on a drive gate, and the hot-wax "
            "finish over black, done in-house, that she can touch up.",
        ),
    )
    r2 = (
        turn(
            "Jess says Okafor's happy with the wax. Good. Now the forge monitor. My mate Gaz built it, ESP32 with a "
            "thermocouple on the gas forge, it beeps when it's over temperature. The code's in firmware/forgemon. "
            "I changed the threshold in " + f("path", "firmware/forgemon/main/thermo.c") + ", can you flash it?",
            ("Building and flashing it.", [
                call("bash", long_log(
                    46, "forgemon",
                    "Project build complete. To flash, run:\n idf.py flash\n"
                    "Executing action: flash\n"
                    "Serial port /dev/ttyUSB0\n"
                    "Connecting......................................\n\n"
                    "A fatal error occurred: " + f("failure", "Failed to connect to ESP32: No serial data received.")
                    + "\nFor troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/"
                    "troubleshooting.html\nCMake Error at run_serial_tool.cmake:66 (message):\n"
                    "  /usr/bin/python3 -m esptool --chip esp32 failed.\n"
                    "FAILED: CMakeFiles/flash\nninja: build stopped: subcommand failed."),
                    error=True, command=f("command", "idf.py -p /dev/ttyUSB0 flash monitor")),
            ]),
            "It builds fine but the flasher gets no reply from the board at all. Usually that's the BOOT button, "
            "a charge-only cable, or the board's USB chip. Can you hold BOOT while it connects?",
        ),
        turn(
            "Held it, tried two cables, the little red light doesn't even come on now. I think the board's cooked, "
            "it lives a foot from the forge. Gaz is posting me a new one, leave it till that turns up.",
            "Leaving the flash until the new board arrives; the threshold change in thermo.c is saved and will go "
            "on with it. One thought for the new one: I could add a WiFi dashboard so you can see the temperature on "
            "your phone.",
        ),
        turn(
            "No. It beeps. That's all it needs to do.",
            "Fair enough, no " + f("rejected", "WiFi dashboard on the forge monitor") + "; it stays a beeper.",
        ),
        turn(
            "My dad rang. He's seen " + f("rejected", "a second-hand power hammer from the Harwood sale") + " and "
            "he wants me to go halves on it. It's a 1 hundredweight Massey. I've not got a floor in here that'll "
            "take a hammer that size without a proper base, that's a few grand in concrete before it does a stroke, "
            "and the landlord won't have it.",
            "So the Massey would need a foundation the farm won't allow, on top of the price. Do you want a reply "
            "to your dad, or will you tell him yourself?",
        ),
        turn(
            "I'll tell him, he'll sulk either way. Something else went wrong though. Jess told Mr Bhatt his railings "
            "would be done by the 14th because you worked out the hours, and the steel didn't turn up till the 19th, "
            "so now he thinks we've let him down. From now on "
            + f("constraint", "never give a finish date until the steel's actually in the yard") + ". Hours are "
            "fine, dates are not.",
            "Understood: I'll give hours of work, never a finish date, until the steel is delivered. Sorry about Mr "
            "Bhatt.",
        ),
    )
    r3 = (
        turn(
            "The previews take forever on this old thing anyway when they do work. Any way to speed it up?",
            "I could have the previews render with fewer facets, set $fn low just for the PNG, and keep full "
            "detail for anything you send to the cutter. The picture looks the same to a customer.",
        ),
        turn(
            "Do that then.",
            ("Adding a preview switch to gate.scad.", [
                call("edit", "ok", path="/home/tom/gates/okafor/gate.scad", old="$fn = 96;",
                     new="preview = false;\n$fn = preview ? 24 : 96;"),
            ]),
            "Done: pass -D preview=true for a quick picture, it defaults to full detail otherwise.",
        ),
        turn(
            "Can you do me a cut list for the Okafor gate when the drawing renders? Bars, lengths, how many.",
            "Yes, once BOSL2 is back and it renders I'll pull the cut list from the model.",
        ),
        turn(
            "Ta. And the guild, the Northern Smiths lot, they had their meeting. Pete says the committee talked "
            "about " + f("rejected", "a joint stand at the county show") + " and decided not this year, nobody "
            "could cover the three days. So that's that.",
            "Okay, no county show stand this year. Nothing for me to do there then.",
        ),
        turn(
            "And Father Michael from the chapel wants the old railings copied for the new bit by the car park. I "
            "need to know " + f("pending", "whether the chapel railings are wrought or cast") + " because if "
            "they're cast I can't copy them at the fire, they'd need a foundry.",
            "From photos I couldn't tell you for sure, and there's no record of them I can find. Wrought usually "
            "shows grain where it's rusted, cast breaks rather than bends, but someone would have to look closely.",
        ),
        turn(
            "Right, nobody knows then. I'll go and look when I'm passing.",
            "Okay, it stays open until you've looked.",
        ),
    )
    later = (
        (6, (
            turn(
                "Jess is back with the stick. Before anything, where's that cut list?",
                "Still to do: " + f("pending", "a cut list for the Okafor gate") + ", from the model once the "
                "preview renders with BOSL2. I'll do it as soon as the library is copied over.",
            ),
        )),
        (8, (
            turn(
                "Parish council want to see the bench we talked about for the green, the Hendry memorial one. Can you "
                "get " + f("pending", "a drawing of the Hendry bench for the parish council by the 21st") + "? They "
                "meet on the 22nd.",
                "Yes, I'll start an OpenSCAD file for it and have a drawing for the 21st, street side as always.",
            ),
        )),
    )
    return Scripted(
        name="fresh19-forge", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh19=True,
        later=later, routine=routine_en,
    )


# ---------------------------------------------------------------- loft
def _loft() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Evening. I'm Derek, secretary of the Ashby and District Flying Club, pigeons, before you ask. I've "
            "been landed with the computer side since Alan passed. The results come off the clocks into a CSV and "
            "there's a Python thing that puts them in the club database on the Pi in the clubhouse. It's supposed "
            "to run every night but it hasn't done since Easter.",
            ("Let's look at the cron side on the Pi.", [
                call("bash", "-rw-r--r-- 1 pi pi 121 Apr  2 21:14 /etc/cron.d/ets-import",
                     command="ls -l " + f("path", "/etc/cron.d/ets-import")),
                call("bash", long_log(
                    30, "clubpi-journal",
                    "May 12 01:17:01 clubpi cron[412]: (*system*) RELOAD (/etc/cron.d/ets-import)\n"
                    "May 12 01:17:01 clubpi cron[412]: "
                    + f("failure", "(*system*ets-import) WRONG FILE OWNER (/etc/cron.d/ets-import)") + "\n"
                    "May 12 02:17:01 clubpi CRON[2230]: (root) CMD (   cd / && run-parts --report /etc/cron.hourly)"),
                    error=True, command="journalctl -u cron --since '2024-05-12' --no-pager"),
            ]),
            "Found it: cron ignores the file because it's owned by the pi user, and files in /etc/cron.d must "
            "belong to root. It needs a chown with sudo. Do you have the sudo password?",
        ),
        turn(
            "No. Malcolm set that Pi up, he's the treasurer, he keeps the password in his head and he's on a cruise "
            "till the 3rd. It'll have to wait. I've been doing it by hand meanwhile, Saturday's is "
            + f("path", "/home/pi/club/imports/ets_2024-05-11.csv") + ".",
            ("Running the import by hand for that race then.", [
                call("bash",
                     "reading ets_2024-05-11.csv: 212 rows\nrace R07-BERWICK liberation 07:15:00\n"
                     "loading entries...\nERROR 1452 (23000) at line 141: Cannot add or update a child row: "
                     + f("failure", "a foreign key constraint fails (`ashby_club`.`entries`, CONSTRAINT `entries_ibfk_2`")
                     + " FOREIGN KEY (`ring_no`) REFERENCES `birds` (`ring_no`))\nimport aborted, 0 rows committed",
                     error=True,
                     command=f("command", "python3 import_ets.py --race R07-BERWICK /home/pi/club/imports/ets_2024-05-11.csv")),
            ]),
            "The whole import rolled back on one row: a bird clocked on Saturday isn't in the birds table. The "
            "row is ring GB24N12345. Is that a new bird someone didn't register?",
        ),
        turn(
            "That'll be Ken's, " + f("identifier", "GB24N12345") + ", he's got a new young 'un. He never gives me the "
            "cards. He's gone to his daughter's in Devon for a fortnight, I'm not making up a colour and sex for it, "
            "the federation checks. Leave it till I've seen the card.",
            "Understood. The Berwick import stays out until you have Ken's card for GB24N12345.",
        ),
        turn(
            "Let me explain how a race night works so you're not working blind. Birds get basketed Friday night "
            "at the clubhouse, rubber rings go on, the clocks get set against the master clock, we give it "
            + f("number", "a 20-minute clock-setting window") + " and if you're not there you don't send. Then "
            "the transporter takes them up, Berwick this week, the convoyer lets them go whatever time the weather "
            "allows and rings it through. Saturday they come home, the clocks record the time, and Saturday night "
            "we strike the clocks and work out velocities, and "
            + f("constraint", "velocities are always yards per minute, to three decimals") + ", I know other "
            "clubs have gone metric, the federation still wants yards. Distances are per loft, my loft to Berwick "
            "is " + f("number", "214 miles and 1,312 yards") + " for example.",
            "Clear. I'll keep velocities in yards per minute to three decimals, distances per loft in miles and "
            "yards.",
        ),
        turn(
            "What I'm worried about is that Pi dying. It's older than my grandson.",
            "One option is a cloud copy of the database, say a small managed MySQL that the Pi syncs to each night, "
            "so if the Pi dies nothing's lost.",
        ),
        turn(
            "The internet in the clubhouse is a dongle stuck in the window that works when the wind's right.",
            "That rules out " + f("rejected", "a cloud copy of the database") + " then. A local backup would do "
            "the same job: a nightly mysqldump onto a USB stick plugged into the Pi, and you take the stick home now "
            "and then.",
        ),
        turn(
            "Now that I like. Do that.",
            ("Adding a dump script; it'll go on the cron once the owner problem's fixed, and I'll run it by hand now.", [
                call("write", "ok", path="/home/pi/club/backup.sh",
                     content="#!/bin/sh\nmysqldump --single-transaction ashby_club | gzip > /media/usb/ashby_$(date +%F).sql.gz\n"),
                call("bash", "", command="sh /home/pi/club/backup.sh && ls /media/usb"),
            ]),
            "First backup is on the stick. It'll run nightly once cron's reading its files again.",
        ),
    )
    r2 = (
        turn(
            "Had a right do this week. Steve put the Berwick results on the club Facebook page Saturday night before "
            "anyone had checked them and Ken's mate was second when he should've been fourth, clock was a minute "
            "out. Phones going all Sunday. So "
            + f("constraint", "results don't go on Facebook until the committee has signed them off") + ". Can "
            "you put that in whatever it is you make?",
            "Yes: anything I produce for results will be marked provisional, and nothing goes out for Facebook until "
            "the committee has signed it off.",
        ),
        turn(
            "The chairman, Graham, says Barry's been on at him about "
            + f("rejected", "moving race night to Friday") + ", says he can't get there Saturdays now he's on "
            "shifts. Graham's putting it to the committee Tuesday.",
            "Okay. If it goes through, the import and the clock-setting times would move; I'll wait for the vote.",
        ),
        turn(
            "Also the young bird series, I want a table of averages, each member's best four velocities averaged, "
            "for the end of season. Can you make that once Berwick's in?",
            "Yes, once Berwick imports: young-bird averages, best four velocities per member. I'll put it on the list.",
        ),
        turn(
            "And Pauline, the wife, thinks we should have " + f("rejected", "a club WhatsApp group for liberation "
            "times") + " so people know when the birds are up.",
            "That's easy to set up if you want it. What do you think?",
        ),
        turn(
            "I love her but no, half of them don't have smartphones and the other half would never stop. Could you "
            "just do me a printed notice with the convoyer's phone number and the usual liberation times, for the "
            "board in the clubhouse?",
            ("Making a one-page notice.", [
                call("write", "ok", path="/home/pi/club/notices/liberation.txt",
                     content="LIBERATION TIMES\nRing the convoyer on race days from 7am ...\n"),
            ]),
            "Done: notices/liberation.txt, one page for the board.",
        ),
    )
    r3 = (
        turn(
            "Committee met. Barry's Friday thing: voted down, seven to two, too many of us work Friday nights. Graham "
            "says thanks for getting the times worked out anyway.",
            "Okay, race night stays Saturday. Nothing changes in the import.",
        ),
        turn(
            "Here's one for you. The convoyer rang the liberation through to Graham, Graham says 7:15, but the "
            "transporter driver's sheet says 7:45 and the convoyer's not answering. The import's using 7:15 from the "
            "CSV. So " + f("pending", "what time the Berwick birds were actually liberated") + "? It changes every "
            "velocity.",
            "There's no way for me to know which is right; only the convoyer's log would settle it. I'll leave "
            "7:15 in the import as provisional until someone can say.",
        ),
        turn(
            "Nobody can. Leave it. When it's all sorted I'll load the season file with "
            + f("command", "mysql -u secretary -p ashby_club < sql/season_2024.sql") + ", is that right?",
            "That's right, it'll prompt for the secretary password. Only after the Berwick import's through though, "
            "the season file expects those entries.",
        ),
    )
    later = (
        (5, (
            turn(
                "Any news on that averages thing?",
                "Not done yet, it's waiting for Berwick to import: "
                + f("pending", "the young-bird averages table") + ", best four velocities per member. Once Ken's "
                "card is in and the import runs, I'll make it.",
            ),
        )),
        (9, (
            turn(
                "Federation want our return for Berwick, the form with the top twenty and the distances. It's got to "
                "be in before the 31st or we get fined. Can you do "
                + f("pending", "the federation return for Berwick before the 31st") + "?",
                "Yes, I'll prepare the return for Berwick before the 31st, marked provisional while the liberation "
                "time is in question.",
            ),
        )),
    )
    return Scripted(
        name="fresh19-loft", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh19=True,
        later=later, routine=routine_en,
    )


# ---------------------------------------------------------------- signs
def _signs() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hi, Maggie here, I'm a signwriter, brush and paint, pubs, shopfronts, a lot of narrowboats. My nephew "
            "Ollie set me up with quotes in Markdown, I write them in there and it makes a nice document. The Crown "
            "and Anchor one is " + f("path", "/home/maggie/signs/quotes/2024-06-crown-and-anchor.md")
            + ", can you make it into a Word doc for Sean the landlord?",
            ("Converting it.", [
                call("bash",
                     "[WARNING] Could not deduce format from file extension .md~\n"
                     "  Defaulting to markdown\n"
                     "[INFO] Loaded 2024-06-crown-and-anchor.md\n"
                     "pandoc: " + f("failure", "photos/crown-mockup.jpg: withBinaryFile: does not exist (No such file or directory)"),
                     error=True,
                     command=f("command", "pandoc 2024-06-crown-and-anchor.md -o crown-and-anchor.docx")),
            ]),
            "pandoc stopped because the quote includes a mock-up photo, photos/crown-mockup.jpg, and that file isn't "
            "there. Do you have it somewhere else?",
        ),
        turn(
            "It's on my phone and my phone's in the shop having the screen done, Thursday they said. It has to have "
            "the mock-up, Sean won't read words. Leave it till I've got the phone back.",
            "Leaving the Crown and Anchor quote until the photo's back; I won't send it without the mock-up.",
        ),
        turn(
            "Let me tell you how it goes so you understand the quotes. Someone rings or comes to the van, I go and "
            "look at the board or the fascia, I measure, I take photos, then I do a mock-up on the photo, then the "
            "quote with the mock-up in. The Crown and Anchor's "
            + f("number", "about 3.5 metres of fascia") + " with the name in "
            + f("number", "letters 9 inches high") + ", shaded, and the thing I'm strict on is "
            + f("constraint", "I never paint a name I haven't seen written down by the customer") + ", because "
            "I once did a Katherine's with a C and she'd said it down the phone, so it's in writing, email, text, "
            "back of an envelope, I don't care, but written. Then deposit, then I paint, usually on site.",
            "Understood: no lettering until the customer has written the name down for you. Should I add a line "
            "to the quote template asking them to confirm the wording in writing?",
        ),
        turn(
            "Ooh yes, do that.",
            ("Adding it to the quote template.", [
                call("edit", "ok", path="/home/maggie/signs/quotes/template.md", old="## Deposit",
                     new="## Wording\nPlease confirm the exact wording in writing before work starts.\n\n## Deposit"),
            ]),
            "Added a Wording section before Deposit in the template.",
        ),
        turn(
            "Sean's also passed on a thing from the brewery, they want "
            + f("rejected", "vinyl lettering for the side windows") + ", cut vinyl, to match the brewery logo.",
            "Do you want me to add it to the quote?",
        ),
        turn(
            "I don't touch vinyl, I've no plotter and it's not what I do, there's a sign shop on the ring road that "
            "does it.",
            "Okay, the quote stays paint only. I'll mention in the covering note that the window vinyl would be "
            "better done by the sign shop.",
        ),
    )
    r2 = (
        turn(
            "Now the website. Ollie did it in Hugo, it's all my work, I want to add the narrowboat I finished last "
            "week, Marigold. I've put the words in " + f("path", "site/content/work/narrowboat-marigold.md") + ".",
            ("Building the site with the new page.", [
                call("bash",
                     "Start building sites … \n"
                     "hugo v0.125.4-cc3574ef4f41fccbe88d9443ed066eb10867ada2+extended linux/amd64 BuildDate=2024-04-25\n\n"
                     "ERROR render of \"page\" failed: \"/home/maggie/site/layouts/_default/single.html:14:9\": "
                     "execute of template failed: template: _default/single.html:14:9: executing \"main\" at "
                     "<.Params.gallery>: " + f("failure", "range can't iterate over marigold-cabin.jpg") + "\n"
                     "Total in 212 ms\n"
                     "Error: error building site: render: failed to render pages: render of \"page\" failed",
                     error=True, command=f("command", "hugo server -D --bind 0.0.0.0")),
            ]),
            "The page says gallery: marigold-cabin.jpg, a single file name, but Ollie's template expects a list of "
            "photos. Writing it as a one-item list would fix this page; the neater fix is in the template.",
        ),
        turn(
            "No, Ollie did it all a certain way and I'll only muck it up. He's in his A levels till the end of June, "
            "he says don't touch anything. Leave the page till he's done.",
            "Okay, the Marigold page stays as it is until Ollie's free.",
        ),
        turn(
            "The photos on there are massive too, it takes ages on my phone.",
            "I could make smaller thumbnails for the work pages, about 600 pixels wide, and link them to the full "
            "photos. That wouldn't touch Ollie's templates.",
        ),
        turn(
            "If it doesn't touch his bits, go on.",
            ("Making 600px thumbnails next to the originals.", [
                call("bash", "made 38 thumbnails in static/img/thumbs",
                     command="cd /home/maggie/site && ./make_thumbs.sh 600"),
            ]),
            "38 thumbnails made in static/img/thumbs; the pages will use them once the templates point at them, "
            "which I've left for Ollie.",
        ),
        turn(
            "Lovely. Anything else you'd do to it?",
            "One thing: " + f("rejected", "an online quote form on the site") + ", where people give the size, the "
            "wording and a photo and it emails you, so you'd get the details before you ring back. Want me to set "
            "one up?",
        ),
        turn("Let me sleep on it.", "Sure, I'll leave it until you've decided."),
    )
    r3 = (
        turn(
            "Sean rang. He's fine with the price but he's upset because the last quote didn't show the VAT and his "
            "accountant had a go at him. So "
            + f("constraint", "the VAT always goes on its own line on a quote") + ", every time, even the little "
            "jobs.",
            ("Adding a VAT line to the template.", [
                call("edit", "ok", path="/home/maggie/signs/quotes/template.md", old="**Total:**",
                     new="Subtotal:\nVAT at 20%:\n**Total:**"),
            ]),
            "The template now shows subtotal, VAT and total on separate lines.",
        ),
        turn(
            "My daughter Cerys reckons I should be " + f("rejected", "selling prints of the pub signs on Etsy") + ", "
            "she says people love them.",
            "It's a thought. Would you want to?",
        ),
        turn(
            "No love, I'm a signwriter not a shop, I'd be at the post office every day. But tell her she can pick two "
            "of her favourites and we'll put them big on the front page of the site.",
            "Okay, no Etsy shop. When Cerys picks two, I'll put them on the front page, as images only so Ollie's "
            "layout isn't touched.",
        ),
        turn(
            "The Marigold owner, Phil, wants his boat name in gold leaf both sides of the cabin. That's a lot of gold "
            "for a boat that lives on the cut. I'll do the towpath side in gold and the offside in yellow ochre with "
            "the same shading, nobody sees the offside. He said fine.",
            "So instead of " + f("rejected", "gold leaf on both sides of the cabin") + ", gold on the towpath side "
            "and yellow ochre on the offside, and Phil's agreed. Shall I put that on his invoice?",
        ),
        turn(
            "Yes. Quote number " + f("identifier", "Q-2024-061") + ", it's the one for Marigold.",
            "Noted: Q-2024-061, towpath side in gold, offside in ochre.",
        ),
        turn(
            "Another one for you. The Crown and Anchor's in the conservation area and Sean thinks it might be "
            "listed, the building, not the sign. Do I need consent to repaint it? "
            + f("pending", "does the Crown and Anchor sign need listed-building consent?") + " Sean doesn't know, "
            "the brewery doesn't know.",
            "I can't tell you: it depends on whether the building is listed and whether the new sign differs from "
            "the old one, and I can't check the listing from here. The council's conservation officer would know.",
        ),
        turn("Nobody knows then. Add it to the pile.", "Added; it stays open."),
    )
    later = (
        (4, (
            turn(
                "I slept on the quote form thing. I don't want it. People type all sorts and I'd still have to go "
                "and look. They can ring me.",
                "Okay, no quote form; people keep ringing you.",
            ),
        )),
        (6, (
            turn(
                "Ollie's doing his last exam Friday. Is the Marigold page still on your list?",
                "Yes, still open: " + f("pending", "the Marigold page write-up and gallery") + ", waiting for Ollie "
                "to fix the gallery template; the words are already in the page.",
            ),
        )),
        (10, (
            turn(
                "Bakery on Church Street wants a price for their fascia and the window. Can you get "
                + f("pending", "a quote for the bakery by Monday") + "? I'll send you the measurements tonight.",
                "Yes, send the measurements and I'll have the bakery's quote ready by Monday, VAT on its own line.",
            ),
        )),
    )
    return Scripted(
        name="fresh19-signs", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh19=True,
        later=later, routine=routine_en,
    )


SESSIONS = (_accordion(), _forge(), _loft(), _signs())
