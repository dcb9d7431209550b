"""The offline summarizer's twenty-ninth round: what the thirty-third and thirty-fourth blind sets showed (read after
their one run; the sets are unchanged). A promise ("I'll get it done after …") is no work done; a rate said in words
is a number; Chinese rules said as "A 先 B 才能 C"; a relayed ask put off ("I said I'd ask the insurers.") and refused
later mid-sentence ("… and it's a no"); a third party asked on our behalf who "said no"; failure causes at the end of
an "Error: …" line, Composer's "does not satisfy that requirement", an expired certificate deep in a chain, zbar's
"not detected" warning. English and Chinese. The wording here is this file's own, not any benchmark set's."""

from __future__ import annotations

import pytest
from support import assistant, compact, decisions, next_steps, user

from sessionlog.summarizers.causes import cause_of
from sessionlog.summarizers.facts import carriers, classify, cue

GOAL_EN = "Help me run the bike repair shop's jobs and its website."
GOAL_ZH = "帮我管一下洗车店的预约和账。"


def test_a_promise_to_get_it_done_later_is_no_work_done():
    assert not cue("done", "I'll get it done after the website's sorted.")
    assert cue("done", "Done, the voucher is in the folder.")
    summary = compact([
        user(GOAL_EN), assistant("Okay."),
        user("Could you do me a spring service price card? People ask every year."),
        assistant("Yes, I'll design one with the three service levels. I'll get it done after the website's sorted."),
        user("Thanks. Now, the website: the booking page is slow."), assistant("Looking at it now.")])
    assert any("a spring service price card" in step for step in next_steps(summary)), next_steps(summary)


def test_a_rate_said_in_words_is_a_fact_carrier():
    assert "two days per coat" in " ".join(carriers("You paint the frame, two days per coat of enamel, then you bake it."))


@pytest.mark.parametrize("said", ["还有一条最要紧的，洗完的毛巾先消毒才能再用，不然会有味道。",
                                  "换下来的旧轮胎要给车主看过才能处理，车主看了心里踏实。"])
def test_a_chinese_rule_of_what_comes_first_is_a_constraint(said):
    assert classify(said, "user") == "constraints"


def test_waiting_for_someone_before_work_is_no_rule():
    assert classify("这个要等他回来才能改。", "user") != "constraints"


def test_a_relayed_ask_put_off_to_whoever_decides_and_refused_mid_sentence_later_is_kept():
    summary = compact([
        user(GOAL_EN), assistant("Okay."),
        user("Jay had another idea. He wants a courier bike for city deliveries, the cargo kind, so we can collect "
             "repairs from offices. I said I'd ask the insurance people."),
        assistant("It'd bring in the office crowd. Let me know what they say and I can add a collection slot."),
        user("Can you do me a sheet of the tyre sizes we stock?"), assistant("Yes, I'll make it after the bookings."),
        user("Heard from the insurers. They went through it and it's a no, couriers aren't covered on our policy."),
        assistant("Noted, no courier bike.")])
    assert any("a courier bike for city deliveries" in line for line in decisions(summary)), decisions(summary)


def test_an_ask_put_to_a_third_party_for_us_and_refused_is_kept_with_what_was_asked():
    summary = compact([
        user(GOAL_EN), assistant("Okay."),
        user("Sam's got news. He asked the council if we could put a bike stand on the pavement so people can leave "
             "bikes for repair. A stand outside the shop on market days. Their highways team had a look and said no, "
             "the pavement is too narrow. So that's that."),
        assistant("OK, drop-offs stay inside the shop.")])
    assert any("A stand outside the shop on market days" in line for line in decisions(summary)), decisions(summary)


def test_what_was_missing_at_the_end_of_an_error_line_is_kept():
    cause = "Error opening /srv/spokes-and-sprockets/tickets/templates/partials/footer-2026.html: No such file or directory"
    text = "\n".join([
        "Loading pages (1/6)",
        "Warning: Failed to load file:///srv/bikes/templates/img/logo.png (ignore)",
        "Error: Failed to load file:///srv/spokes-and-sprockets/tickets/templates/partials/footer-2026.html, with network status code 203 and "
        "http status code 0 - " + cause,
        *[f"Counting pages ({n}/6)" for n in range(2, 6)],
        "Exit with code 1 due to network error: ContentNotFoundError"])
    assert cause in cause_of(text, 480)


def test_a_requirement_not_satisfied_is_kept_over_the_ones_that_are():
    cause = "Root composer.json requires php ^8.3 but your php version (8.2.4) does not satisfy that requirement."
    text = "\n".join(["Loading composer repositories with package information",
                      "Your lock file does not contain a compatible set of packages. Please run composer update.",
                      "", "  Problem 1", "    - " + cause,
                      *[f"    - vendor/pkg{n} v1.{n}.0 requires php >=8.0 -> your php version (8.2.4) does satisfy that "
                        f"requirement." for n in range(8)]])
    assert cause in cause_of(text, 480)


def test_an_expired_certificate_deep_in_a_chain_is_kept():
    cause = "func=X509StoreVerify:file=x509vfy.c:line=360:subj=X509_verify_cert:error=4:err=10;msg=certificate has expired"
    text = "\n".join([cause, *[f"func=KeysMngr{n}:file=keys.c:line={1300 + n}:obj=unknown:subj=FindKey:error=1:library "
                               f"function failed:node=KeyInfo{n}:while verifying the signature of the KDM for screen {n}" for n in range(7)],
                      "Error: signature failed", "ERROR", "SignedInfo References (ok/all): 0/1"])
    assert cause in cause_of(text, 480)


def test_a_not_detected_warning_above_advice_is_kept():
    cause = "WARNING: barcode data was not detected in some image(s)"
    text = "\n".join([cause, "Things to check:", *[f"  - is the barcode type {n} enabled?" for n in range(9)],
                      "  - if the symbol is split in several barcodes, are they combined in one image?",
                      "scanned 0 barcode symbols from 1 images in 0.05 seconds"])
    assert cause in cause_of(text, 480)


# guards: what a review of this round's first version found it misread

@pytest.mark.parametrize("said", ["We managed to get it done yesterday.", "Great, I have it fixed now."])
def test_work_got_done_still_counts_as_done(said):
    assert cue("done", said)


@pytest.mark.parametrize("said", ["他要三天才能到。", "这个要两个人才能抬得动。", "要是下雨才能看出来哪里漏。", "你要先问问老板才能决定吗？"])
def test_a_duration_a_condition_or_a_question_is_no_chinese_rule(said):
    assert classify(said, "user") != "constraints"


@pytest.mark.parametrize("said", ["The bank said no worries.", "They said no to cake but yes to pie.", "The dog said no."])
def test_no_worries_or_a_no_to_something_else_is_no_verdict(said):
    from sessionlog.summarizers.threads import verdict
    assert verdict(["He asked the bank if we could defer payments.", said]) is None


def test_asking_people_to_help_relays_no_ask():
    from sessionlog.summarizers.threads import relayed_in
    assert relayed_in(["She asked the kids if they could help."]) is None


@pytest.mark.parametrize("said", ["It is a no parking zone out front, so we need a permit.", "It's a no-claims policy."])
def test_a_no_parking_zone_is_no_verdict(said):
    from sessionlog.summarizers.waiting import _A_NO
    assert _A_NO.search(said) is None


def test_an_error_line_keeps_its_start_when_its_end_is_a_side_note():
    from sessionlog.summarizers.causes import clip_line
    line = ("Error: the database migration 0042 failed because column x already exists " + "z " * 100
            + "- file not found in cache, ignoring")
    assert clip_line(line, 240).startswith("Error: the database migration 0042 failed")


def test_an_expiry_that_was_handled_is_no_cause():
    text = "\n".join(["INFO session token has expired, refreshing automatically",
                      *[f"INFO request {n} served in 3ms from the cache layer of the booking service" for n in range(9)],
                      "FAILED tests/test_x.py::test_a - AssertionError: 3 != 4"])
    assert "refreshing automatically" not in cause_of(text, 480)
