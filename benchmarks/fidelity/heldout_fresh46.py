"""Forty-sixth fresh held-out set (English): written blind while the thirty-fourth round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its other half, against the thirty-fourth round's rules; committed before its first run and not to
be edited after it.

How it was written: the descriptions below first, in plain words, then each dialogue from its description in
the voices of the people in it, in trade and small-service domains used nowhere else in the corpus (checked
with ``grep -il`` on file names only; the dry-stone waller, the mobile library van and the community radio
station named in the task were taken, so a flint waller, a mobile cinema and a hospital radio station stand
in for them): a flint waller near Holt in north Norfolk, a mobile cinema touring village halls in the
Scottish Borders, a clog maker in Hebden Bridge, and a hospital radio station in Stoke. Proposals come from
the assistant, a housing developer (by e-mail), the waller's son (decided by the insurer and relayed), a hall
committee (by phone, through its secretary), the cinema owner's partner (decided by the council's licensing
office and relayed), a clog dance team (by letter), the clog maker's brother, a volunteer presenter (decided
by the hospital trust's IT department and relayed) and the station's treasurer (by text). Failures are
multi-line blocks from hugin's enblend, mutool, mkvmerge, xrandr, GNU ddrescue, lpr, darkice and liquidsoap;
each is left unresolved for a reason given in the dialogue. Routine work (``routine_en``) is this file's own:
a V + vweb app for a youth football league's fixture list, with turns that look like facts (a rule of thumb,
an accepted suggestion, numbers, paths) and are not planted.

Descriptions:
- flint: Rob Gaze and his son Kieran rebuild flint walls (churchyards, garden walls, barns) around Holt.
  Rules: inside a long account of a working day, only lime mortar ever goes into a flint wall, never
  cement; after fresh work at Wiveton churchyard was frosted and crumbled, no lime work when the forecast
  shows frost in the next five days. Proposals: the assistant's YouTube channel of the work (bluntly no); a
  developer, by e-mail, wants knapped flint fronts on all forty houses of an estate, Rob counters with the
  two show-house garden walls only; Kieran's weekend flint-walling courses (put off, then refused a round
  later because the insurer won't cover teaching, relayed); the assistant's before-and-after job sheet is
  accepted. Numbers: £185 a square metre for rebuilt facing; a tonne of flint for every three square
  metres. Paths: /home/rob/walls/wiveton_church/pano, /home/rob/walls/consent/letheringsett_drawings.pdf.
  Identifiers: list entry 1152738, the waste carrier's registration CBDU418207. Commands: hugin_executor
  stitching the wall panorama; mutool merge for the consent pack. Failures: enblend runs out of memory at
  the end of a long stitching log (the laptop is too small; Kieran's big PC is the way and he's in Tenerife);
  mutool can't open the architect's password-locked drawings (the architect is skiing and her office won't
  give the password over the phone). Open: a one-page care guide for homeowners with lime-pointed walls (asked again
  later); whether the churchyard wall needs a faculty from the diocese as well as listed building consent
  (nobody knows; the archdeacon's office hasn't answered); the parish clerk's later ask for the method
  statement for the churchyard wall by 20 March.
- cinema: Morag Elliot and her partner Ally run the Reivers Picture Van, a mobile cinema in a Luton van
  that sets up in village halls around Kelso and Jedburgh. Rules: inside a long account of a show night,
  every film is played right through on the van's own projector the day before it's shown; after a boy
  tripped on a cable at Yetholm, no cable crosses a walkway without a rubber cover over it. Proposals: the
  assistant's online booking with card payments (turned down by a reason alone: cash at the door, no signal
  in the halls); the Morebattle hall committee, by phone through its secretary, wants a film every Friday
  all winter, Morag counters with the first Friday of the month; Ally's drive-in night on the show field
  (the council's licensing office says no, relayed); the assistant's subtitled matinee slot is accepted.
  Numbers: £6 a ticket for adults; a projector of 3,500 lumens. Paths:
  /home/morag/vanfilms/subs/paddington_peru_en.srt, ~/vanfilms/programme/spring_2026.odt. Identifiers:
  the van SK19 WLD, the screening licence FBM-SL-204417. Commands: mkvmerge muxing the subtitles; xrandr setting the projector's
  mode. Failures: mkvmerge can't recognise the distributor's subtitle file at the end of a long run (the
  distributor must send it again and is shut till Monday); xrandr can't find the 1080p mode through the
  HDMI extender (a new extender is on order). Open: a poster template the halls can print (asked again
  later); whether the screening licence covers a show in a school gym (Film Bank hasn't said); a later ask
  from the Yetholm hall treasurer for the risk assessment and the PAT test certificates by 3 April.
- clogs: Walter Greenwood makes clogs by hand in a workshop off Market Street, Hebden Bridge: alder and
  sycamore soles cut with a stock knife, leather uppers, irons nailed on; many pairs go to clog dancers.
  Rules: inside a long account of a making week, every customer's feet are drawn round on paper and the
  tracing kept with the order; after a dancer's sole split at a festival, no sole is cut from timber that
  hasn't seasoned for two full years. Proposals: the assistant's clog-making kits by post (put off, refused
  a round later); a Morris side, by letter, wants twenty-four matching pairs by May, Walter counters with
  twelve by May and the rest by October, and they take it; his brother's plastic soles (bluntly no); the
  assistant's order number stamped inside each heel is accepted. Numbers: £240 a pair made to measure; a
  fourteen-week waiting list. Paths: /home/walter/clogs/orders/tracings, /home/walter/clogs/patterns/a3_uppers.pdf.
  Identifiers: order HB-2611, the shared A3 printer's queue name Workshop_A3. Commands: ddrescue off the old laptop's
  disk; lpr the pattern sheets. Failures: ddrescue finds the old disk drop off the USB bus at the end of a
  long run (his grandson will bring a proper dock at half-term); lpr finds the A3 printer is gone from the
  computer (the Co-op community room committee owns it and only they can re-add it). Open: a price and
  measuring sheet for dance teams (asked again later); whether Calderdale's business rates relief still
  applies after the workshop split (nobody at the council knows); a later ask from the festival organiser
  for the stall booking form and the insurance details by 12 April.
- radio: Bev Adey chairs Royal Wards Radio, the hospital radio station in a portacabin at the Royal Stoke;
  volunteers collect requests on the wards and run a Thursday request show, going out on the bedside units
  and online from the box wards-stream-01. Rules: inside a long account of a Thursday request show, no
  patient's surname or bed number is ever said on air; after a football commentary ran over the chaplain's
  moved service, nobody moves anything in the schedule without telling the duty presenter in writing
  first. Proposals: the assistant's podcast of every request show (turned down by a reason alone: patients'
  names and wards are in it); a presenter's idea of the station on the bedside TVs' home screen (the trust's
  IT department says no, relayed); the treasurer's new digital mixing desk, by text (bluntly no, the sticky
  fader on the old desk mended instead); the assistant's shared show log is accepted. Numbers: a 128 kbps
  stream; £16 a year for each volunteer's DBS update service. Paths: /etc/darkice/wards.cfg,
  /home/studio/liq/wards.liq. Identifiers: wards-stream-01, the asset tag RSH-IT-44812. Commands: darkice
  with its config; liquidsoap with the new script. Failures: darkice can't open the USB sound card (Keith
  took it to the chapel and is now a patient himself; it waits till he's home); liquidsoap is refused
  because the mount is in use, at the end of a long log (the old studio computer holds it and the basement
  is shut for an asbestos survey). Open: a rota sheet for the new volunteers (asked again later); whether
  the trust will let new volunteers collect ward requests before the new infection control induction
  (Voluntary Services and Infection Control each point at the other); a later ask from Voluntary Services
  for the updated volunteer list with everyone's DBS dates by 30 April.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a V + vweb youth league fixture list
def routine_en(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "The clash test fails for me since yesterday. Can you see why?",
                ("Running the fixtures tests.", [
                    call("bash",
                         "---- Testing... ---------------------------------------------------------------\n"
                         " FAIL    131.402 ms /srv/league/src/fixtures_test.v\n"
                         "/srv/league/src/fixtures_test.v:48: fn test_no_pitch_clash\n"
                         "   > assert clashes.len == 0\n"
                         "     Left value (len: 1): `1`\n"
                         "    Right value (len: 1): `0`\n"
                         "Summary for all V _test.v files: 1 failed, 11 passed, 12 total.",
                         error=True, command="v test src/"),
                ]),
                ("The clash check compares kick-off times as strings, so '9:30' and '09:30' look different. "
                 "I'll compare time.Time values instead.", [
                    call("edit", "ok", path="src/fixtures.v",
                         old="if a.pitch == b.pitch && a.kickoff == b.kickoff {",
                         new="if a.pitch == b.pitch && a.kickoff_at().unix() == b.kickoff_at().unix() {"),
                    call("bash", "Summary for all V _test.v files: 12 passed, 12 total.", command="v test src/"),
                ]),
                "All twelve pass. Rule of thumb for this code: parse times once when a fixture is saved, never compare the text.",
            ),
        )
    if k == 1:
        return (
            turn(
                "Could the fixture list show which age group each match is? Under-9s, under-11s and so on.",
                ("Adding an age_group field to the struct; the ORM adds the column on start-up.", [
                    call("edit", "ok", path="src/models.v",
                         old="\thome_team string",
                         new="\tage_group string @[default: '\\'U11\\'']\n\thome_team string"),
                    call("bash", "[vweb] Running app on http://localhost:8082/\n[orm] ALTER TABLE Fixture ADD COLUMN age_group TEXT DEFAULT 'U11'",
                         command="v run src/"),
                ]),
                "Done; old fixtures default to U11. I could also put a drop-down above the list so parents pick "
                "their child's age group and see only those matches.",
            ),
            turn("Yes please, the drop-down.", "Added; it reloads the list with ?age=U9 and remembers the choice in a cookie."),
        )
    if k == 2:
        return (
            turn(
                "The build on the server says something about formatting and stops.",
                ("Checking what v fmt and v vet say.", [
                    call("bash",
                         "src/results.v: is not formatted\n"
                         "src/teams.v: is not formatted",
                         error=True, command="v fmt -verify src/"),
                    call("bash",
                         "src/results.v:33: warning: Use `x += y` instead of `x = x + y`",
                         command="v vet src/"),
                ]),
                ("Formatting both files and tidying the one vet warning.", [
                    call("bash", "Reformatted file: src/results.v\nReformatted file: src/teams.v", command="v fmt -w src/"),
                    call("edit", "ok", path="src/results.v", old="pts = pts + 3", new="pts += 3"),
                ]),
                "Clean now. The deploy script runs v fmt -verify first, so running v fmt -w before each push saves a round trip.",
            ),
        )
    if k == 3:
        return (
            turn(
                "The results page shows the raw curly brackets instead of the scores. Odd.",
                ("Looking at the template.", [
                    call("read", path="src/templates/results.html",
                         result="@for m in matches\n<tr><td>{{ m.home_team }}</td><td>{{ m.home_goals }} - {{ m.away_goals }}</td>"
                                "<td>{{ m.away_team }}</td></tr>\n@end"),
                ]),
                "vweb templates use @m.home_team, not the double curly brackets from the old Jinja version, so "
                "they're printed as text. I'll switch them over.",
            ),
            turn("Go on then.", ("Changed.", [
                call("edit", "ok", path="src/templates/results.html",
                     old="{{ m.home_team }}</td><td>{{ m.home_goals }} - {{ m.away_goals }}</td><td>{{ m.away_team }}",
                     new="@m.home_team</td><td>@m.home_goals - @m.away_goals</td><td>@m.away_team"),
                call("bash", "Summary for all V _test.v files: 12 passed, 12 total.", command="v test src/"),
            ]), "Fixed; scores show properly and the tests still pass."),
        )
    if k == 4:
        return (
            turn(
                "Somebody on the V Discord said the latest V fixes a cookie bug. Worth updating?",
                ("Updating V and rebuilding.", [
                    call("bash", "Updating V...\n> git pull --rebase origin master\n> Recompiling V\nV 0.4.9 3f2a1c7",
                         command="v up"),
                    call("bash", "Summary for all V _test.v files: 12 passed, 12 total.", command="v test src/"),
                ]),
                "We're on 0.4.9 and all tests pass. I'd write the version in the README's build notes so the "
                "server gets the same one.",
            ),
            turn("Fine, note it.", "Noted."),
        )
    return (
        turn(
            "Two coaches say they got the Saturday reminder e-mail three times.",
            ("Checking the server log.", [
                call("bash",
                     "Mar 07 07:00:01 league-web league[811]: [reminders] sent 46 e-mails for 2026-03-08\n"
                     "Mar 07 07:00:01 league-web league[812]: [reminders] sent 46 e-mails for 2026-03-08\n"
                     "Mar 07 07:00:02 league-web league[813]: [reminders] sent 46 e-mails for 2026-03-08",
                     error=True, command="journalctl -u league --since today | grep reminders"),
            ]),
            ("The app runs three processes behind the proxy and each one starts the reminder loop. Moving the "
             "reminders to a separate command run by a systemd timer.", [
                call("edit", "ok", path="src/main.v", old="spawn reminder_loop(db)\n", new=""),
                call("write", "ok", path="deploy/league-reminders.timer",
                     content="[Timer]\nOnCalendar=Sat *-*-* 07:00:00\nPersistent=true"),
            ]),
            "Deployed. Reminders now go once, at seven on Saturday morning.",
        ),
    )


# ---------------------------------------------------------------- flint
def _flint() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Morning. Rob Gaze, I'm a flint waller, me and my boy Kieran, out of Holt. I'll tell you how we go "
            "on so you've got the picture. We're on site by half seven, churchyard walls mostly, and garden "
            "walls for the big houses up Letheringsett way, now and then a barn. First job, Kieran strips out "
            "the loose stuff and we sort the flints by size on sacks, the knapped ones for the face and the "
            "rough ones for the core. Then I knock up the mortar in the barrow, and I'll say it plain: "
            + f("constraint", "nothing but lime mortar goes into a flint wall, never a bag of cement")
            + ". Cement's what's wrong with half the walls in Norfolk, it's harder than the flint and it "
            "traps the wet and the whole face falls off in twenty years. We lay a course, pack it, and brush it "
            "back when it's gone off a bit, and by four we're sheeting it all up with hessian. Now. The heritage "
            "officer wants a proper panorama of the churchyard wall at Wiveton, before and after, and I took "
            "forty photos with my phone. Kieran showed me the stitching program, the photos are in "
            + f("path", "/home/rob/walls/wiveton_church/pano") + ", but it just sits there grinding and then "
            "gives up. Can you look?",
            ("Let me run the stitch from the project file and see where it stops.", [
                call("bash",
                     long_log(120, "wiveton-pano",
                              "nona: remapping image 39 of 40 -> wall_pano0039.tif\n"
                              "enblend --compression=LZW -w -f41280x5120 -o wall_pano.tif -- wall_pano0000.tif ... wall_pano0039.tif\n"
                              "enblend: info: loading next image: wall_pano0017.tif 1/1\n"
                              "enblend: info: combining images\n"
                              + f("failure", "enblend: out of memory while blending wall_pano0017.tif")
                              + "\nenblend: std::bad_alloc\n"
                              "make: *** [wall_pano.pto.mk:118: wall_pano.tif] Error 1\n"
                              "Error while stitching project wall_pano.pto"),
                     error=True,
                     command="cd /home/rob/walls/wiveton_church/pano && "
                             + f("command", "hugin_executor --stitching --prefix=wall_pano wall_pano.pto")),
            ]),
            "It gets all forty photos remapped, then the blending step runs out of memory. The finished picture "
            "would be about 41,000 pixels wide, and your laptop has 4 GB; it isn't big enough to hold it. "
            "I could shrink the photos so it fits, or it needs a machine with a lot more memory.",
        ),
        turn(
            "The officer said full size, she wants to see every joint. Kieran's got that big computer he plays "
            "his games on, that'd do it, but he's in Tenerife with his girlfriend for a fortnight, so it'll keep "
            "till he's back. Don't go shrinking anything.",
            "Understood. The panorama is parked until Kieran is back with his PC, and I won't shrink the photos.",
        ),
        turn(
            "Right. While I've got you, what else could we be doing? Kieran says everyone's on the internet.",
            "One idea: " + f("rejected", "a YouTube channel showing each wall being rebuilt") + ". People love "
            "watching old crafts, and it brings in enquiries from all over.",
        ),
        turn(
            "No. Next.",
            "Fair enough. Something smaller that would help with the officers: a job sheet for every wall, with "
            "a before photo, an after photo, the length done and the mortar mix, so you've got it all in one "
            "place when anyone asks. Want that?",
        ),
        turn(
            "Yes, that's sensible, they're always asking what mix. Do that.",
            ("Making the job sheet template.", [
                call("write", "ok", path="/home/rob/walls/jobsheet_template.csv",
                     content="job,site,date,length_m,height_m,mix,before_photo,after_photo,notes"),
            ]),
            "Done: one row per job, and the photos go in by file name.",
        ),
        turn(
            "And Kieran's got it in his head to do " + f("rejected", "weekend flint-walling courses for paying punters")
            + " in the yard. Twelve people, hundred quid each, he says. What do you reckon?",
            "It could work: there's interest in heritage skills and you have the yard. Before anything else "
            "you'd need to know the insurance covers teaching. Do you want me to list the questions for the "
            "broker?",
        ),
        turn(
            "Leave it with me for now, I'll ask the broker when I see him. Let's not get ahead of ourselves.",
            "Okay, the courses wait until you've spoken to the broker.",
        ),
    )
    r2 = (
        turn(
            "Had an e-mail off a developer, Broadland something, building out at Hempstead. Here: 'Dear Mr "
            "Gaze, we would like to engage you to supply " + f("rejected", "knapped flint fronts on all forty houses")
            + " of our new development, to be completed by September.' Forty! There's two of us. I'll do them "
            "the two show-house garden walls by the entrance and that's the lot. Write that back for me, nice.",
            ("Drafting the reply.", [
                call("write", "ok", path="/home/rob/walls/mail/broadland_reply.txt",
                     content="Dear Mr Hollis, thank you for thinking of us. We are a two-man firm and couldn't do "
                             "forty fronts properly by September, but we would be glad to build the two show-house "
                             "garden walls at the entrance. Regards, Rob Gaze"),
            ]),
            "Draft saved. Do you want a price in it? I can put in your square-metre rate.",
        ),
        turn(
            "Yes, put " + f("number", "£185 a square metre") + " for rebuilt facing, that's what everybody gets, "
            "and say the flint's extra at cost. You want " + f("number", "a tonne of flint for every three square metres")
            + " of face, near enough, so they know what they're paying for.",
            ("Adding the prices.", [
                call("edit", "ok", path="/home/rob/walls/mail/broadland_reply.txt",
                     old="garden walls at the entrance.",
                     new="garden walls at the entrance. Our rate is £185 a square metre of facing; flint is charged at "
                         "cost, about a tonne to every three square metres."),
            ]),
            "Prices are in.",
        ),
        turn(
            "Saw the broker Tuesday about Kieran's courses. He says our policy's for building work only and "
            "they won't put teaching the public on it, not at any price, too many fingers and toes. So that's "
            "dead. I'll tell Kieran when he's back.",
            "Okay, the courses are off: the insurer won't cover teaching. I'll leave the yard out of it.",
        ),
        turn(
            "Next. The job at Letheringsett Hall needs listed building consent, so I've got to send a pack to "
            "the council: the architect's drawings and my photos in one file. Her drawings are "
            + f("path", "/home/rob/walls/consent/letheringsett_drawings.pdf") + ". Can you stick them together?",
            ("Merging the drawings and the photo sheet.", [
                call("bash",
                     "warning: PDF stream Length incorrect\n"
                     + f("failure", "error: cannot authenticate password: letheringsett_drawings.pdf")
                     + "\nerror: cannot open document\nmutool: error: cannot merge: letheringsett_drawings.pdf",
                     error=True,
                     command="cd /home/rob/walls/consent && "
                             + f("command", "mutool merge -o letheringsett_consent.pdf letheringsett_drawings.pdf photo_sheet.pdf")),
            ]),
            "The architect's PDF is locked with a password, so nothing can read it to merge it. It needs the "
            "password, or an unlocked copy from her.",
        ),
        turn(
            "That's Mrs Pointer, and she's skiing till the fourteenth. Her office said they won't give a "
            "password out over the phone to anybody, only she can. So leave the pack till she's back.",
            "Right, the consent pack waits for Mrs Pointer. I'll have the photo sheet ready so it's quick then.",
        ),
        turn(
            "Good. When you get a minute, can you do me " + f("pending", "a one-page care guide for people with lime-pointed walls")
            + "? Half of them go and jet-wash it the first summer and wonder why it's all come out.",
            "Yes, I'll write it once the job sheets are sorted. Short, in plain words, and what not to do first.",
        ),
    )
    r3 = (
        turn(
            "Well, a bad one. We did forty foot of the churchyard wall at Wiveton, lovely job, sheeted it, and "
            "that night it went down to minus three and nobody said. The face just crumbled, the lime hadn't "
            "gone off, a week's work in the barrow. So, from now on, "
            + f("constraint", "no lime work if the forecast shows frost in the next five days")
            + ", I don't care who's waiting. Can the job sheet have a box for the forecast?",
            ("Adding a forecast column to the job sheet, with the lowest temperature for the next five days.", [
                call("edit", "ok", path="/home/rob/walls/jobsheet_template.csv",
                     old="job,site,date,length_m", new="job,site,date,min_temp_next_5_days,length_m"),
            ]),
            "Done. If the lowest figure is zero or under, that's a day off the lime.",
        ),
        turn(
            "And the church wall's on the list, the officer wants the number on everything. It's "
            + f("identifier", "list entry 1152738") + " with Historic England.",
            ("Adding it to the Wiveton job.", [
                call("edit", "ok", path="/home/rob/walls/jobsheet_template.csv",
                     old="notes", new="notes,list_entry"),
            ]),
            "It's on the Wiveton row now.",
        ),
        turn(
            "The council also want our waste carrier's number on the paperwork for taking the old rubble away, "
            "it's " + f("identifier", "CBDU418207") + ".",
            "Noted; it goes on the consent pack's cover sheet and on every job sheet where rubble leaves site.",
        ),
        turn(
            "Now here's one nobody can tell me: " + f("pending", "whether the churchyard wall needs a faculty from the diocese as well as listed building consent")
            + ". The vicar doesn't know, the officer says ask the church, and I wrote to the archdeacon's office "
            "a month ago and heard nothing.",
            "I can't tell you for certain either; it depends on whether the wall counts as part of the churchyard "
            "the diocese looks after. I'll keep it open until the archdeacon's office answers, and I wouldn't "
            "start the rebuild till they do.",
        ),
    )
    later5 = (
        turn(
            "Mrs Daniels, the parish clerk at Wiveton, rang. They need " + f("pending", "the method statement for the churchyard wall by 20 March")
            + " for the council meeting, or it goes to the next one in June.",
            "Okay. I can draft it from the job sheet: how the face is taken down, the mix, the frost rule and "
            "where the rubble goes. Send me anything the officer has asked for in writing.",
        ),
    )
    later10 = (
        turn(
            "Did you ever write that care guide for the lime-pointed walls? Mrs Bloom in Glandford just asked "
            "me if she can paint hers.",
            "Not yet, sorry: the one-page care guide for people with lime-pointed walls is still to do. I'll "
            "write it now, with painting and jet-washing right at the top.",
        ),
    )
    return Scripted(name="fresh46-flint", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh46=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- cinema
def _cinema() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Hiya. Morag here, I run the Reivers Picture Van with my partner Ally, it's a mobile cinema, an old "
            "Luton van, " + f("identifier", "SK19 WLD") + " if you ever need the reg, and we go round the village "
            "halls, Yetholm, Morebattle, Ancrum, Denholm, wherever'll have us. A show night's like this: we're "
            "at the hall by four, Ally backs the van up to the door, out comes the screen, the projector, the "
            "speakers, forty-odd chairs if the hall's short. The hall ladies do the teas and the tablet, we do "
            "the tickets at the door and the raffle. And the thing I'm fussy about, because I've been burnt: "
            + f("constraint", "every film gets played right through on the van's own projector the day before it's shown")
            + ", start to finish, credits and all, in the garage at home. Anyway. Next month we've got the new "
            "Paddington for the Deaf club matinee, so it needs the English subtitles on. The distributor sent "
            "the film and a separate subtitle file, it's " + f("path", "/home/morag/vanfilms/subs/paddington_peru_en.srt")
            + ", and Ally's script that puts them together has fallen over.",
            ("Running the merge so I can see where it stops.", [
                call("bash",
                     long_log(70, "paddington-mux",
                              "mkvmerge v82.0 ('I'm The President') 64-bit\n"
                              "'../incoming/paddington_peru.mkv': Using the demultiplexer for the format 'Matroska'.\n"
                              + f("failure", "Error: The type of file 'paddington_peru_en.srt' could not be recognized.")),
                     error=True,
                     command="cd /home/morag/vanfilms/subs && "
                             + f("command", "mkvmerge -o paddington_peru_subs.mkv ../incoming/paddington_peru.mkv paddington_peru_en.srt")),
            ]),
            "The film itself is fine; it's the subtitle file that mkvmerge doesn't recognise. A proper SRT file "
            "starts with '1' and a line of times; this one doesn't look like subtitles at all, so it's probably "
            "been sent damaged or as the wrong file. The distributor needs to send it again.",
        ),
        turn(
            "Typical. I rang them, they're shut till Monday, the girl's voicemail says. So it'll have to wait, "
            "don't go downloading subtitles off the internet, they have to be the proper licensed ones.",
            "Okay, the subtitles are parked until the distributor sends a new file. I won't use anything from elsewhere.",
        ),
        turn(
            "Now, people keep asking can they book. What would you do?",
            "One option: " + f("rejected", "online booking with card payments through a ticket website")
            + ", so people reserve seats in advance and you know the numbers.",
        ),
        turn(
            "Half our folk are over seventy and pay in coins at the door, and there's no signal in Yetholm hall "
            "whatsoever, you'd not get a card machine to work. It'd just confuse everybody.",
            "That makes sense; cash at the door suits the halls. What might help the Deaf club instead is a "
            "regular subtitled matinee, say the second Sunday, so people know there's always one.",
        ),
        turn(
            "Oh, now that's a good idea. Yes, do the subtitled Sunday, put it in the programme.",
            ("Adding a subtitled matinee line to the spring programme.", [
                call("edit", "ok", path="/home/morag/vanfilms/programme/spring_2026.txt",
                     old="Sunday matinee 2pm", new="Sunday matinee 2pm (second Sunday: subtitled)"),
            ]),
            "It's in: every second Sunday's matinee is subtitled.",
        ),
        turn(
            "Ticket prices need to go on the programme too. It's " + f("number", "£6 a ticket for adults")
            + ", three for the bairns, and a family ticket's fifteen.",
            ("Adding the prices.", [
                call("edit", "ok", path="/home/morag/vanfilms/programme/spring_2026.txt",
                     old="Tickets at the door", new="Tickets at the door: adults £6, under-16s £3, family £15"),
            ]),
            "Prices are on.",
        ),
    )
    r2 = (
        turn(
            "Jean, the secretary of Morebattle hall, phoned last night. The committee want us to do "
            + f("rejected", "a film every Friday night all winter") + " because the pub's shut. I can't, we've "
            "got six halls. I told her we'll do the first Friday of every month at Morebattle, and she said "
            "she'd take that to the committee but she thinks they'll be happy.",
            ("Putting Morebattle on the first Friday of each month.", [
                call("edit", "ok", path="/home/morag/vanfilms/programme/spring_2026.txt",
                     old="Morebattle: tbc", new="Morebattle: first Friday of the month, 7pm"),
            ]),
            "Done in the programme. The real programme you print from is the .odt file, isn't it? Where does that live?",
        ),
        turn(
            "It's " + f("path", "~/vanfilms/programme/spring_2026.odt") + ", Ally made it look nice with the "
            "borders. Leave his fonts alone.",
            "Got it, I'll only change the text in there, never the layout.",
        ),
        turn(
            "Ally's had one of his ideas. He wants " + f("rejected", "a drive-in night on the show field at Kelso")
            + ", cars, the big screen, the lot. I said ask the council first. He did, and the licensing office "
            "wrote back: they won't licence a film show on the field, no permanent toilets and it's next to the "
            "main road. So that's him told.",
            "Fair enough; the council has decided it. I'll leave the drive-in out of the programme.",
        ),
        turn(
            "New thing. Ally bought a long HDMI extender so the laptop can sit at the back by the door, but the "
            "picture on the screen's all fuzzy and small. Can you set the projector to full size? The laptop's "
            "plugged in now.",
            ("Setting the projector output to 1080p.", [
                call("bash",
                     "Screen 0: minimum 320 x 200, current 1366 x 768, maximum 16384 x 16384\n"
                     "eDP-1 connected primary 1366x768+0+0 (normal left inverted right x axis y axis) 344mm x 194mm\n"
                     "HDMI-1 connected 1024x768+1366+0 (normal left inverted right x axis y axis) 0mm x 0mm\n"
                     "   1024x768      60.00*\n   800x600       60.32\n   640x480       59.94",
                     command="xrandr --query"),
                call("bash",
                     f("failure", "xrandr: cannot find mode 1920x1080"),
                     error=True, command=f("command", "xrandr --output HDMI-1 --mode 1920x1080")),
            ]),
            "Through the extender the laptop only sees 1024x768; the projector's own list of modes isn't getting "
            "through, so the laptop has no 1080p to offer. That's the extender. The projector itself can do "
            "full HD; it's " + f("number", "3,500 lumens") + ", from what's on the label you sent, plenty for a hall.",
        ),
        turn(
            "Right, Ally says the shop told him that one's rubbish for it and there's a better one coming, "
            "ordered, ten days. We'll run it on the short cable at the front till then. Leave it.",
            "Okay, the extender waits for the new one; the short cable at the front does the job meanwhile.",
        ),
        turn(
            "When you've time, could you make me " + f("pending", "a poster template the halls can print themselves")
            + "? Film, date, time, price, and room for a photo. They all do their own and it's a guddle.",
            "Yes, I'll make it once the programme's done. A4, big letters, with a box for each hall's own details.",
        ),
    )
    r3 = (
        turn(
            "Oh, we had a fright at Yetholm. A wee boy ran to the toilet in the dark and went flying over the "
            "speaker cable across the aisle, split his lip. His mum was good about it but I was shaking. So: "
            + f("constraint", "no cable crosses a walkway without a rubber cover taped down over it")
            + ". Can you put that on the set-up checklist so Ally sees it?",
            ("Adding it to the checklist, as the last tick before the doors open.", [
                call("edit", "ok", path="/home/morag/vanfilms/setup_checklist.txt",
                     old="[ ] doors open", new="[ ] every cable over a walkway under a rubber cover, taped\n[ ] doors open"),
            ]),
            "Done; it's the last tick before the doors open.",
        ),
        turn(
            "And our licence number needs to be on the posters, Film Bank said so. It's "
            + f("identifier", "FBM-SL-204417") + ".",
            "Noted; it'll go in the small print at the bottom of the poster template.",
        ),
        turn(
            "Here's one I've asked everybody: " + f("pending", "whether our screening licence covers a show in the school gym at Jedburgh")
            + ". The head wants one for the end of term. Film Bank said they'd check and nobody's come back.",
            "I don't know either; some licences name the venues and some just say community buildings. I'll "
            "keep it open until Film Bank reply, and I'd not sell tickets for the gym until then.",
        ),
    )
    later5 = (
        turn(
            "Sandra, the treasurer at Yetholm hall, e-mailed. After the boy's lip their insurer wants "
            + f("pending", "our risk assessment and the PAT test certificates by 3 April")
            + ", or we can't use the hall after Easter.",
            "Okay. I can write the risk assessment from the set-up checklist, cables and all. The PAT "
            "certificates come from whoever tested the kit; do you know where Ally keeps them?",
        ),
    )
    later10 = (
        turn(
            "Did you do the poster template the halls can print? Denholm's put up a handwritten one with the "
            "wrong date.",
            "No, not yet, sorry: the poster template the halls can print themselves is still to do. I'll make "
            "it now, with a box for the hall's own date and time.",
        ),
    )
    return Scripted(name="fresh46-cinema", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh46=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- clogs
def _clogs() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Now then. Walter Greenwood, clogger, Hebden Bridge, I've a workshop in the yard off Market Street. "
            "Forty-one years at it. I'll tell you how a week goes so you understand. Monday I'm at the timber, "
            "alder mostly, some sycamore for the dancers, split and roughed out with the stock knife, the big "
            "one bolted to the bench. Tuesday and Wednesday the soles get hollowed and shaped, Thursday the "
            "uppers, I cut the leather off my patterns and our Joan stitches them, and Friday they're lasted and "
            "nailed on and the irons go on the bottom. And before any of that, when a customer comes in, "
            + f("constraint", "every customer stands on paper and I draw round both their feet, and that tracing stays with the order")
            + ", always, because no two feet are the same, not even on one body. Trouble is, forty years of "
            "orders were on the old laptop, the grey one, and it won't start. My grandson took the disk out and "
            "it's plugged into the new one with a lead. He said copy it with the rescue thing first.",
            ("Copying the old disk to an image with ddrescue, so nothing is read twice from a failing drive.", [
                call("bash",
                     long_log(100, "walter-disk",
                              "GNU ddrescue 1.27\nPress Ctrl-C to interrupt\n"
                              "     ipos:   61442 MB, non-trimmed:   1048 kB,  current rate:       0 B/s\n"
                              "     opos:   61442 MB, non-scraped:        0 B,  average rate:   18432 kB/s\n"
                              "non-tried:   98586 MB,  bad-sector:    4096 B,    error rate:       0 B/s\n"
                              "  rescued:   61441 MB,   bad areas:        1,        run time:     55m 33s\n"
                              "pct rescued:   38.39%, read errors:        9,  remaining time:         n/a\n"
                              + f("failure", "ddrescue: Input file disappeared: No such device")),
                     error=True,
                     command=f("command", "sudo ddrescue -d -r3 /dev/sdb /home/walter/old_laptop.img /home/walter/old_laptop.map")),
            ]),
            "It copied about 38 percent and then the disk vanished from the computer altogether, mid-read. With "
            "a cheap USB lead that's usually the adapter dropping out rather than the disk dying. The map file "
            "means it can carry on from where it stopped, but it needs a steadier connection, a proper powered dock.",
        ),
        turn(
            "Our Daniel said he'd bring a proper one, a dock he called it, at half-term. He said don't keep "
            "trying with this lead or you'll finish the disk off. So leave it be till then.",
            "Understood, I won't touch the disk until Daniel brings the dock at half-term.",
        ),
        turn(
            "Meanwhile, any ideas? Joan says I should be doing more with the website.",
            "One: " + f("rejected", "clog-making kits sent by post") + ", a roughed-out sole, a cut upper and "
            "the nails, so people can finish a pair at home.",
        ),
        turn(
            "Hmm. Let me think about it. It's not daft but it's not how I work.",
            "No rush. Something smaller while you think: I could stamp an order number on the inside of each "
            "heel, the same number as on the tracing, so a pair that comes back for re-ironing finds its "
            "tracing straight away.",
        ),
        turn(
            "Aye, that's good, I like that. The one on the bench now is " + f("identifier", "HB-2611")
            + ", the lass from Todmorden. Start from there.",
            ("Setting up the order list to start from HB-2611.", [
                call("write", "ok", path="/home/walter/clogs/orders/orders.csv",
                     content="order,name,town,date,tracing,timber,irons\nHB-2611,Ellie Sutcliffe,Todmorden,2026-02-16,yes,sycamore,rubber"),
            ]),
            "Done; the tracings get filed under the same number in " + f("path", "/home/walter/clogs/orders/tracings")
            + " when Joan scans them.",
        ),
    )
    r2 = (
        turn(
            "I've thought about the kits. No. It's not a clog if I haven't made it, and I'd have folk on the "
            "phone all day asking why theirs pinch. Forget it.",
            "Understood, no kits.",
        ),
        turn(
            "Now, a letter came, a proper letter, from the Calder Valley Morris, the women's side. They want "
            + f("rejected", "twenty-four matching pairs by May") + " for the big festival. I can't. I'll do "
            "them twelve by May and the other twelve by the back end, October say. Write them a nice reply, "
            "and put the price in, it's " + f("number", "£240 a pair") + " made to measure, and tell them "
            "there's " + f("number", "a fourteen-week waiting list") + " as it is.",
            ("Drafting the reply to the Morris side.", [
                call("write", "ok", path="/home/walter/clogs/letters/calder_morris.txt",
                     content="Dear Mrs Crabtree, thank you for your letter. I can make twelve pairs by May and the "
                             "other twelve by October. Each pair is £240, made to measure from tracings of both "
                             "feet; my list is fourteen weeks long at present. Yours, W. Greenwood"),
            ]),
            "Draft saved. It offers twelve by May and twelve by October, with the price and the wait.",
        ),
        turn(
            "They wrote back already, they're happy with twelve and twelve. Good. Now, the patterns. Joan made "
            "a sheet of all my upper patterns at proper size, " + f("path", "/home/walter/clogs/patterns/a3_uppers.pdf")
            + ", and I want it printed on the big printer at the Co-op community room, the A3 one we share. "
            "It's on the computer as " + f("identifier", "Workshop_A3") + ".",
            ("Sending it to the A3 printer at actual size.", [
                call("bash",
                     "lpr: Warning - media=A3 not supported by the default printer; checking Workshop_A3\n"
                     + f("failure", "lpr: Error - The printer or class does not exist."),
                     error=True,
                     command="cd /home/walter/clogs/patterns && "
                             + f("command", "lpr -P Workshop_A3 -o media=A3 -o fit-to-page=false a3_uppers.pdf")),
            ]),
            "Your computer no longer has a printer called Workshop_A3 at all, only the little Brother in the workshop. It's been "
            "taken off the list, so it'll need adding again with the right address from whoever looks after it.",
        ),
        turn(
            "That'll be the committee. The Co-op room's printer belongs to the community room committee and they "
            "changed something after the break-in, Margaret said only they can put it back on anyone's computer, "
            "and they meet first Wednesday. So leave it, I'll draw round the old card ones.",
            "Okay, the A3 printing waits for the committee to re-add the printer.",
        ),
        turn(
            "And could you do me " + f("pending", "a price and measuring sheet for dance teams")
            + "? What it costs, how long, and how to get everyone's feet drawn round if they can't all come in.",
            "Yes. I'll write it after the order list is sorted.",
        ),
    )
    r3 = (
        turn(
            "Bad news. One of the dancers from Rochdale, her sole split right across at Sowerby Bridge rushcart, "
            "in the middle of a dance. I looked at it, the timber wasn't ready, I'd used a board from the new "
            "lot because I was short. My fault. So it's a rule now: " + f("constraint", "no sole gets cut from timber that's seasoned less than two full years")
            + ". Can the order list show which stack it came from?",
            ("Adding the timber stack and the date it was stacked to the order list.", [
                call("edit", "ok", path="/home/walter/clogs/orders/orders.csv",
                     old="order,name,town,date,tracing,timber,irons",
                     new="order,name,town,date,tracing,timber,timber_stacked,irons"),
            ]),
            "Done; each order now shows when its timber went on the stack, so you can see at a glance if it's under two years.",
        ),
        turn(
            "Our kid, my brother Brian, rang last night on about " + f("rejected", "plastic soles off a machine")
            + ", says they're cheaper and the youngsters won't know the difference. No. Never.",
            "No plastic soles, then.",
        ),
        turn(
            "Here's one for you: " + f("pending", "whether Calderdale's small business rates relief still applies now the workshop's split in two")
            + ". I let the back half to a potter. I've rung the council three times and each one says something different.",
            "I can't tell you for sure either; it depends on how the valuation office lists the two halves. I'll "
            "keep it open until the council gives you one answer in writing.",
        ),
    )
    later5 = (
        turn(
            "The woman who runs the Hebden Bridge handmade fair wants " + f("pending", "the stall booking form and our insurance details by 12 April")
            + ", or the stall goes to the next on the list.",
            "Okay. I can fill the form in with you; the insurance details are on your policy schedule, the "
            "public liability part. Have you got the paper one handy?",
        ),
    )
    later10 = (
        turn(
            "Did you ever do that price and measuring sheet for the dance teams? The Saddleworth lot rang.",
            "Not yet, I'm sorry: the price and measuring sheet for dance teams is still to do. I'll write it now, "
            "with the price, the waiting list and how to trace feet at home.",
        ),
    )
    return Scripted(name="fresh46-clogs", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh46=True, later=((5, later5), (10, later10)), routine=routine_en)


# ---------------------------------------------------------------- radio
def _radio() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "Ey up duck. I'm Bev Adey, I chair Royal Wards Radio, that's the hospital radio at the Royal Stoke. "
            "We're in a portacabin behind the multi-storey, thirty-odd volunteers, all ages. I'll tell you what a "
            "Thursday's like, it's our big night. About five o'clock two of us go round the wards with the "
            "clipboards collecting requests, Ward 106, the stroke unit, the children's ward if they'll have us. "
            "We chat, we have a laugh, some of them just want somebody to talk to. Then back to the cabin for the "
            "request show, seven till nine, and we read them all out, 'this one's for Doreen, from her "
            "grandson', that kind of thing, and here's the one thing I'll have your head for: "
            + f("constraint", "we never say a patient's surname or their bed number on air")
            + ", first names and the ward and that's your lot, it's their privacy. We go out on the bedside "
            "units and online. Only the online bit's stopped. The box that does it is "
            + f("identifier", "wards-stream-01") + ", and the settings are in "
            + f("path", "/etc/darkice/wards.cfg") + ", so Keith told me before he went in.",
            ("Starting the streamer by hand so I can see what it says.", [
                call("bash",
                     "DarkIce 1.4 live audio streamer, http://code.google.com/p/darkice/\n"
                     "Copyright (c) 2000-2007, Tyrell Hungary, http://tyrell.hu/\n"
                     "Copyright (c) 2008-2013, Akos Maroy and Rafael Diniz\n"
                     "This is free software, and you are welcome to redistribute it\n"
                     "under the terms of The GNU General Public License version 3 or\n"
                     "any later version.\n\n"
                     "Using config file: wards.cfg\n"
                     "Using POSIX real-time scheduling, priority 4\n"
                     + f("failure", "DarkIce: AlsaDspSource.cpp:150: can't open ALSA device [hw:CODEC,0] [No such file or directory]"),
                     error=True,
                     command="ssh studio@wards-stream-01 'cd /etc/darkice && " + f("command", "darkice -v 3 -c wards.cfg") + "'"),
                call("bash",
                     " 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n                      HDA Intel PCH at 0xf7f10000 irq 30",
                     command="ssh studio@wards-stream-01 cat /proc/asound/cards"),
            ]),
            "The streamer can't find its sound card. The settings point at a USB one called CODEC, and the only "
            "card the box can see is the built-in one. So the little USB sound box isn't plugged in, or isn't there.",
        ),
        turn(
            "Oh, that's Keith. He took the little grey box up to the chapel to try a broadcast from the Easter "
            "service, and then he went in for his knee, he's on Ward 125 himself, bless him. Nobody knows where "
            "he's put it. Leave it, I'm not having him fretting in his bed, he's home in a fortnight.",
            "Understood, the online stream is parked until Keith is home and the sound box turns up. The bedside "
            "units don't use that box, so they keep going.",
        ),
        turn(
            "Thank God for that. Right, what could we be doing better? The young ones keep on about the internet.",
            "One idea: " + f("rejected", "a podcast of every request show") + ", so families at home can listen "
            "back to the dedication for their mum or dad whenever they like.",
        ),
        turn(
            "Every request show's full of patients' first names and which ward they're on, and some of them are "
            "very poorly. I'm not having that sat on the internet forever for anybody to find.",
            "That's a good reason; a recording that stays online is a different thing from a live show. What "
            "might help instead is a shared show log: each presenter notes what went out, the requests played "
            "and anything that went wrong, so the next one knows.",
        ),
        turn(
            "Ooh, yes, we've needed that for years, they all write on bits of paper and lose them. Do it.",
            ("Making the show log.", [
                call("write", "ok", path="/home/studio/shared/show_log.csv",
                     content="date,show,presenter,start,end,requests_played,problems,handed_over_to"),
            ]),
            "Done; it's one row per show, and it's on the studio PC's desktop as 'Show log'.",
        ),
    )
    r2 = (
        turn(
            "Dean, one of our presenters, works in the pharmacy, he had a bright idea: "
            + f("rejected", "putting our station on the home screen of the bedside TVs")
            + ", with a big button, instead of patients finding channel 8. He went and asked IT himself. They "
            "e-mailed him back this week, the bedside system's run by the contractor and they won't let anybody "
            "add anything to the home screen, full stop. So that's that.",
            "Fair enough, the trust's IT has decided it. You can still ask them to print channel 8 on the "
            "bedside cards; that's theirs to say too, but it's smaller.",
        ),
        turn(
            "Now Keith's set up the new streaming program too, not the old one, he said it'd be better. The "
            "script's " + f("path", "/home/studio/liq/wards.liq") + ". Can you get that one going, at least for "
            "the music when nobody's in? It plays off the computer's music, no sound box needed.",
            ("Running the script.", [
                call("bash",
                     long_log(80, "wards-liq",
                              "2026/03/12 19:02:11 [main:3] Liquidsoap 2.2.4\n"
                              "2026/03/12 19:02:11 [clock.main:3] Streaming loop starts in auto-sync mode\n"
                              "2026/03/12 19:02:11 [wards_out:3] Connecting mount /wards-live for source@icecast.wards.local:8000...\n"
                              + f("failure", "2026/03/12 19:02:11 [wards_out:2] Connection failed: 403, Mountpoint in use (Forbidden)")
                              + "\n2026/03/12 19:02:11 [wards_out:3] Will try again in 3.00 sec."),
                     error=True,
                     command="ssh studio@wards-stream-01 'cd /home/studio/liq && " + f("command", "liquidsoap -v wards.liq") + "'"),
            ]),
            "The script itself runs; the streaming server turns it away because something else is already "
            "connected to the same stream name, /wards-live. It's most likely the old studio computer still "
            "sending on it. That one has to be stopped first, or this script given a different stream name.",
        ),
        turn(
            "The old computer's in the basement studio under the outpatients, and the basement's been shut for "
            "an asbestos survey, nobody's allowed down, not even estates, till the twenty-first. And Keith said "
            "don't change the names, the bedside system listens for that one. So leave it.",
            "Okay, the new script waits until someone can get into the basement and switch the old computer off.",
        ),
        turn(
            "While we're at it, our stream's meant to be " + f("number", "128 kbps") + " for the bedside "
            "units, Keith said write that down somewhere so the next one doesn't go fiddling.",
            ("Noting it in the show log's notes tab.", [
                call("write", "ok", path="/home/studio/shared/stream_notes.txt",
                     content="Stream: /wards-live at 128 kbps (bedside units expect this). Don't rename the mount."),
            ]),
            "Written down, with a note not to rename the stream.",
        ),
        turn(
            "And Graham, our treasurer, texted me: 'Bev, we should get " + f("rejected", "a new digital mixing desk")
            + ", £2,400, saw one in Manchester, it'd be lovely.' Lovely! We've got £900 in the bank.",
            "Shall I reply to Graham for you?",
        ),
        turn(
            "No, I've told him. No. We'll get the sticky fader on the old desk seen to and that's it. Now, "
            "could you do me " + f("pending", "a rota sheet for the new volunteers") + "? We've six starting "
            "after Easter and I want them paired with an old hand every time.",
            "Yes, I'll do the rota after the show log's settled, with each new one paired with an experienced presenter.",
        ),
    )
    r3 = (
        turn(
            "We had a right do on Sunday. The Stoke match went to extra time, and the lad doing the commentary "
            "just carried on over the chaplain's service, the whole of it, and nobody'd told him the service "
            "had been moved to half three. The chaplain was mortified, the ladies on the stroke ward wrote in. "
            "So from now on " + f("constraint", "nobody moves anything in the schedule without telling the duty presenter in writing first")
            + ", an e-mail or the log, not a word in the corridor. Put that in the show log somehow.",
            ("Adding a 'schedule changes' column to the log that the duty presenter ticks when they've read it.", [
                call("edit", "ok", path="/home/studio/shared/show_log.csv",
                     old="problems,handed_over_to", new="problems,schedule_changes,duty_presenter_read,handed_over_to"),
            ]),
            "Done; a change isn't a change until the duty presenter has ticked it.",
        ),
        turn(
            "IT want the asset number on the stream box on any e-mail about it, it's " + f("identifier", "RSH-IT-44812")
            + ". And the DBS checks, we pay " + f("number", "£16 a year for each volunteer's update service")
            + ", can you put that in the costs?",
            ("Adding both to the station notes.", [
                call("edit", "ok", path="/home/studio/shared/stream_notes.txt",
                     old="Don't rename the mount.",
                     new="Don't rename the mount.\nStream box asset tag RSH-IT-44812.\nDBS update service: £16 a year per volunteer."),
            ]),
            "Both are in the notes.",
        ),
        turn(
            "Now, I've asked everybody and nobody knows " + f("pending", "whether the trust will let new volunteers collect ward requests before the new infection control induction")
            + ". Voluntary Services said ask Infection Control, they said ask Voluntary Services.",
            "I don't know either, and it's the trust's decision. I'll keep it open until one of them answers; "
            "until then the new ones could do studio shifts only.",
        ),
    )
    later5 = (
        turn(
            "Email from Voluntary Services: they want " + f("pending", "the updated volunteer list with everyone's DBS dates by 30 April")
            + ", or the ones not on it lose their badges.",
            "Okay. I can build the list from the rota and the show log; the DBS dates I'll need from your "
            "folder. Have you got them written down somewhere?",
        ),
    )
    later10 = (
        turn(
            "Where's that rota sheet for the new volunteers? They start Monday and I've nothing to give them.",
            "Not done yet, I'm sorry: the rota sheet for the new volunteers is still to do. I'll make it now, "
            "each new one paired with an old hand.",
        ),
    )
    return Scripted(name="fresh46-radio", lang="en", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
                    fresh46=True, later=((5, later5), (10, later10)), routine=routine_en)


SESSIONS = (_flint(), _cinema(), _clogs(), _radio())
