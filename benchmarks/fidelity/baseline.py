"""The "before" curve: the same benchmark with the offline summarizer of an earlier commit.

    python benchmarks/fidelity/baseline.py [--commit 45ce0d6] [--part P] [--out benchmarks/fidelity/baseline.json]

Loads ``sessionlog/summarizers/offline.py`` as it was at ``--commit`` (``git show``; the default is
the last commit before issue 15's rolling summary) next to today's package, drives today's corpus
with it and writes per-round figures that ``run.py`` draws as dashed lines. Run it in its own
process: importing the old module registers it as ``offline`` here. With ``--part`` only that part is
driven and merged into the existing file (the other parts are kept as they are, so a part added to the
corpus after the baseline was computed can be added without recomputing the rest); ``run.py`` draws
whichever parts the file has.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.fidelity import run

DEFAULT_COMMIT = "45ce0d6"


def old_summarizer(commit: str):
    source = subprocess.run(["git", "show", f"{commit}:sessionlog/summarizers/offline.py"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout
    source = source.replace("from ..view import", "from ..core.view import")  # the module moved to core/ since
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "offline_before.py"
        path.write_text(source, encoding="utf-8")
        spec = importlib.util.spec_from_file_location("sessionlog.summarizers._offline_before", path)
        module = importlib.util.module_from_spec(spec)
        module.__package__ = "sessionlog.summarizers"
        sys.modules[spec.name] = module  # dataclasses look their module up
        spec.loader.exec_module(module)
    return module.OfflineSummarizer()


def compact(result: dict, commit: str) -> dict:
    """Per part and round: kept/total per kind and the summary sizes (max, median)."""
    import statistics

    out = {"commit": commit, "rounds": result["rounds"], "per_round": {}}
    for part, rows in result["per_round"].items():
        if not rows or not rows[0]["sizes"]:
            continue
        out["per_round"][part] = [{"kinds": r["kinds"], "max": max(r["sizes"]), "median": statistics.median(r["sizes"])}
                                  for r in rows]
    return out


def merge(existing: dict | None, new: dict) -> dict:
    """``new``'s parts added to (or replacing) those of ``existing``, which must be of the same commit and rounds."""
    if not existing:
        return new
    if (existing.get("commit"), existing.get("rounds")) != (new["commit"], new["rounds"]):
        raise ValueError(f"baseline.json holds commit {existing.get('commit')} over {existing.get('rounds')} rounds, "
                         f"not {new['commit']} over {new['rounds']}: recompute every part (no --part)")
    parts = {**existing["per_round"], **new["per_round"]}
    return {**existing, "per_round": {p: parts[p] for p in (*run.PARTS, *parts) if p in parts}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--commit", default=DEFAULT_COMMIT)
    ap.add_argument("--part", choices=("all", *run.PARTS), default="all",
                    help="drive only this part and merge it into the existing --out file")
    ap.add_argument("--out", default=str(Path(__file__).with_name("baseline.json")))
    args = ap.parse_args(argv)
    result = run.run_all(rounds=max(run.CHECKPOINTS), part=args.part, summarizer=old_summarizer(args.commit))
    print(run.render(result))
    out = Path(args.out)
    doc = compact(result, args.commit)
    if args.part != "all":
        try:
            doc = merge(json.loads(out.read_text(encoding="utf-8")) if out.exists() else None, doc)
        except ValueError as e:
            print(f"{out}: {e}", file=sys.stderr)
            return 1
    out.write_text(json.dumps(doc, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
