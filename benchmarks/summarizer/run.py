"""Benchmark: the offline summarizer on hostile input (target: every case under 2 s).

    python benchmarks/summarizer/run.py [--size 100000] [--json-out FILE] [--baseline FILE] [--no-write]

A transcript holds whatever an agent pasted into it: a base64 blob, minified JavaScript, a hex dump, a
Chinese document with no punctuation, a page of digits. The offline summarizer reads every message of
the span it summarizes, so a pattern that backtracks on such text stalls every compaction of that
session. Each case below is one message of ``--size`` characters (deterministic, seeded), sent as a
user message, an assistant message and a failed tool result, between a goal and a short reply; the
figure is the wall time of one ``summarize`` (the summarizer's caches cleared first). ``--baseline``
adds the figures of an earlier run (written with ``--json-out``) as "before". Writes RESULTS.md next
to this file unless ``--no-write``.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import platform
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from sessionlog.summarizers import SummaryRequest, get_summarizer  # noqa: E402

COMMAND = "python benchmarks/summarizer/run.py"
TARGET_S = 2.0
ROLES = ("user", "assistant", "failed tool result")


def cases(size: int) -> dict[str, str]:
    rnd = random.Random(15)
    words_en = ("the", "invoice", "we", "never", "ship", "before", "noon", "must", "please", "check", "3", "kg",
                "if", "not", "deploy", "to", "staging", "and", "then", "run", "tests", "later")
    zh = ("我们把第三批货发到杭州仓库，", "温度不能超过八度，", "明天下午三点前要确认。", "老张说可以。", "这个先不做。",
          "每箱二十四瓶，", "备份在 /var/backups/db.sql。")
    js = "function a(b){return b.map(function(c){return c*2}).filter(Boolean)};var x={y:[1,2,3],z:'q'};"
    out = {
        "English prose": " ".join(rnd.choice(words_en) for _ in range(size // 4)),
        "Chinese prose": "".join(rnd.choice(zh) for _ in range(size // 10)),
        "Chinese without punctuation": "".join(chr(rnd.randint(0x4E00, 0x9FFF)) for _ in range(size)),
        "Chinese numerals and units": "".join(rnd.choice("一二三四五六七八九十百千万个箱瓶天度") for _ in range(size)),
        "Chinese numerals without a unit": "".join(rnd.choice("一二三四五六七八九十百千万") for _ in range(size)),
        "base64 blob": base64.b64encode(rnd.randbytes(size * 3 // 4)).decode(),
        "minified JavaScript": js * (size // len(js)),
        "hex dump": "\n".join(f"{i * 16:08x}  " + " ".join(f"{rnd.randrange(256):02x}" for _ in range(16))
                              for i in range(size // 58)),
        "one long path": "/".join(f"d{rnd.randrange(10)}" for _ in range(size // 3)),
        "dotted and dashed words": "".join(rnd.choice(("a.", "b-", "c_", "d.", "e-")) for _ in range(size // 2)),
        "number words without a unit": " ".join(rnd.choice(("one", "two", "hundred", "and", "twenty")) for _ in range(size // 5)),
        "hyphenated words": "-".join(rnd.choice(("one", "re", "pre", "x")) for _ in range(size // 3)),
        "a word without spaces": "x" * size,
        "digits": "".join(rnd.choice("0123456789") for _ in range(size)),
        "runs of spaces": "".join(rnd.choice(("a", "x once", ",")) + " " * rnd.randint(200, 4000) for _ in range(size // 100)),
        "a located Chinese error line": "/a/b/" * 30 + "：" + "失败" * size,
        "one character repeated (等)": "等" * size,  # "等.*之后" scanned to the end from every 等: quadratic
        # "[A-Z][\w-]+(?::…)" restarted after every "-" and ran to the end: quadratic (the twenty-seventh round's review)
        "capitalised dashed run": "A-" * (size // 2),
        "capitalised words, dashes and colons": "".join(rnd.choice(("Foo-", "Bar:", "A-", "Baz")) for _ in range(size // 3)),
    }
    return {name: text[:size] for name, text in out.items()}


def messages(role: str, text: str) -> list[dict]:
    goal = {"role": "user", "content": "Help me keep the shop's order system running.", "timestamp": 1}
    ok = {"role": "assistant", "content": [{"type": "text", "text": "Okay."}], "timestamp": 2, "stopReason": "stop"}
    if role == "user":
        middle = [{"role": "user", "content": text, "timestamp": 3}]
    elif role == "assistant":
        middle = [{"role": "assistant", "content": [{"type": "text", "text": text}], "timestamp": 3, "stopReason": "stop"}]
    else:
        middle = [{"role": "assistant", "content": [{"type": "toolCall", "id": "c1", "name": "bash",
                                                     "arguments": {"command": "make import"}}],
                   "timestamp": 3, "stopReason": "toolUse"},
                  {"role": "toolResult", "toolCallId": "c1", "toolName": "bash", "isError": True,
                   "content": [{"type": "text", "text": text}], "timestamp": 4}]
    return [goal, ok, *middle, {"role": "user", "content": "Thanks.", "timestamp": 9}]


def clear_caches() -> None:
    from sessionlog.summarizers import facts, threads
    for value in [*vars(facts).values(), *vars(threads).values()]:
        if callable(getattr(value, "cache_clear", None)):
            value.cache_clear()


def measure(size: int) -> dict[str, dict[str, float]]:
    summarizer = get_summarizer("offline")
    out: dict[str, dict[str, float]] = {}
    for name, text in cases(size).items():
        out[name] = {}
        for role in ROLES:
            clear_caches()
            request = SummaryRequest.build(kind="compaction", messages=messages(role, text), previous_summary=None)
            start = time.perf_counter()
            summary = summarizer.summarize(request)
            out[name][role] = time.perf_counter() - start
            assert len(summary) <= 12000, (name, role, len(summary))
            print(f"{name:<30} {role:<20} {out[name][role]:8.2f} s", file=sys.stderr, flush=True)
    return out


def render(result: dict, size: int, before: dict | None, before_note: str) -> str:
    worst = max(t for row in result.values() for t in row.values())
    head = "| input | " + " | ".join(ROLES) + " |"
    lines = ["# Offline summarizer on hostile input", "",
             f"`{COMMAND}` (one message of {size:,} characters per case, between a goal and a short reply; "
             f"wall time of one `summarize`; {platform.python_implementation()} {platform.python_version()}, "
             f"{os.cpu_count()} cores). Target: every case under {TARGET_S:g} s: "
             f"**{'met' if worst < TARGET_S else 'missed'}** (slowest {worst:.2f} s).", ""]
    if before:
        lines += [f"Before: {before_note}. Each cell is before -> after.", ""]
    lines += [head, "|---|" + "---:|" * len(ROLES)]
    for name, row in result.items():
        cells = []
        for role in ROLES:
            now = f"{row[role]:.2f} s"
            if before and name in before and role in before[name]:
                now = f"{before[name][role]:.2f} -> {now}"
            cells.append(now)
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=100_000)
    ap.add_argument("--json-out", metavar="FILE")
    ap.add_argument("--baseline", metavar="FILE", help="an earlier run's --json-out, shown as 'before'")
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args(argv)
    result = measure(args.size)
    before, note = None, ""
    if args.baseline:
        data = json.loads(Path(args.baseline).read_text())
        before, note = data["result"], data.get("note", args.baseline)
    text = render(result, args.size, before, note)
    print(text)
    if args.json_out:
        Path(args.json_out).write_text(json.dumps({"size": args.size, "note": "", "result": result}, indent=1))
    if not args.no_write:
        Path(__file__).with_name("RESULTS.md").write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
