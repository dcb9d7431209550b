"""Context fidelity benchmark: do planted facts survive five rounds of work and offline compaction?

    python benchmarks/fidelity/run.py [--out benchmarks/fidelity/RESULTS.md] [--verbose]

Prints, per fact kind, the share of planted facts still visible to the model (``view --llm --json``)
after the fifth compaction, for the tuned corpus and the held-out corpus separately, and writes
RESULTS.md with the command, the date and the figures.
"""

from __future__ import annotations

import argparse
import datetime
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import sessionlog
from benchmarks.fidelity import heldout, tuned
from benchmarks.fidelity.drive import drive
from benchmarks.fidelity.script import KINDS

COMMAND = "python benchmarks/fidelity/run.py"


def run_all(verbose: bool = False) -> tuple[dict, list]:
    table = {part: {k: [0, 0] for k in KINDS} for part in ("tuned", "held-out")}
    misses = []
    sessions = [*tuned.SESSIONS, *heldout.SESSIONS]
    with tempfile.TemporaryDirectory() as tmp:
        store = sessionlog.open_store(Path(tmp) / "fidelity.db")
        try:
            for s in sessions:
                outcome = drive(s, store)
                part = "held-out" if s.held_out else "tuned"
                for kind, _ in outcome.kept:
                    table[part][kind][0] += 1
                    table[part][kind][1] += 1
                for kind, fact in outcome.missing:
                    table[part][kind][1] += 1
                    misses.append((part, s.name, kind, fact))
                if verbose:
                    print(f"--- {s.name}: final summary ({len(outcome.summaries[-1])} chars)\n{outcome.summaries[-1]}\n")
        finally:
            store.close()
    counts = {"tuned": sum(not s.held_out for s in sessions), "held-out": sum(s.held_out for s in sessions),
              "en": sum(s.lang == "en" for s in sessions), "zh": sum(s.lang == "zh" for s in sessions)}
    return {"table": table, "counts": counts}, misses


def _pct(kept: int, total: int) -> str:
    return f"{100 * kept / total:5.1f}% ({kept}/{total})" if total else "    — (0/0)"


def render(result: dict, misses: list) -> str:
    table, counts = result["table"], result["counts"]
    lines = ["| kind | tuned | held-out |", "|---|---|---|"]
    for k in KINDS:
        lines.append(f"| {k} | {_pct(*table['tuned'][k])} | {_pct(*table['held-out'][k])} |")
    tot = {p: [sum(v[0] for v in table[p].values()), sum(v[1] for v in table[p].values())] for p in table}
    lines.append(f"| **all** | {_pct(*tot['tuned'])} | {_pct(*tot['held-out'])} |")
    out = [f"Sessions: {counts['tuned']} tuned + {counts['held-out']} held-out "
           f"({counts['en']} English, {counts['zh']} Chinese), 5 rounds each, offline summarizer.", "", *lines]
    if misses:
        out += ["", "Missed facts:", *(f"- [{p}] {n} / {k}: `{f}`" for p, n, k, f in misses)]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(Path(__file__).with_name("RESULTS.md")))
    ap.add_argument("--verbose", action="store_true", help="print each session's final summary")
    args = ap.parse_args(argv)
    result, misses = run_all(args.verbose)
    text = render(result, misses)
    print(text)
    today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    doc = (f"# Context fidelity benchmark\n\nCommand: `{COMMAND}`  \nDate: {today}  \n"
           f"sessionlog {sessionlog.__version__}, Python {sys.version.split()[0]}\n\n"
           "A planted fact counts as kept when its exact string (JSON-encoded) occurs in "
           "`to_llm(view.messages)` after the fifth compaction; each round's kept tail is a filler turn, "
           "so every fact has to survive through the summaries. The held-out sessions "
           "(`benchmarks/fidelity/heldout.py`, hand-written) were written before the offline summarizer "
           "and were never tuned on; the tuned sessions (`tuned.py`) pour scenario data into a few phrase "
           "variants, so their figure mostly shows that the cues it was developed on work. Each round "
           "also adds noise (a 60-line log and an 80-function file read) that must not crowd facts out.\n\n"
           + text + "\n")
    Path(args.out).write_text(doc, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
