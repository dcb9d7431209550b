"""Benchmark: the whole projection pipeline over a 200k-token transcript (target: under 20 ms).

    python benchmarks/projections/run.py [--repeat N] [--no-write] [--json-out FILE]

Builds a deterministic synthetic Pi transcript of about 200000 estimated tokens (800000 chars:
users, assistants with tool calls, tool results of 2k-60k chars, a few images), then times
``project`` with the default settings (window 200000, provider anthropic): a cold request (new
pruning decisions made), a warm request (recorded decisions replayed, TTL gate closed), each step
alone, and the pipeline with every step off. Prints a table and writes RESULTS.md next to this file.

When ``baseline.json`` sits next to this file (medians from an earlier run, written with
``--json-out``; see its ``note``), each table also shows that median and "before -> after".
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import msgspec

from sessionlog.core.projections import ProjectionSettings, project
from sessionlog.core.projections.estimate import estimate_context_chars, estimate_tokens
from sessionlog.core.projections.guard import guard_context
from sessionlog.core.projections.providers import apply_provider_policy
from sessionlog.core.projections.pruning import prune_context_messages
from sessionlog.core.projections.repair import repair_tool_use_result_pairing
from sessionlog.core.projections.truncation import (
    calculate_max_tool_result_chars,
    truncate_tool_results,
)

TARGET_TOKENS = 200_000
USAGE = {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
         "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}


LARGE_RESULTS = (2000, 6000, 3000, 15000, 4000, 60000, 2500, 9000)
SMALL_RESULTS = (200, 900, 400, 1500, 300, 2500)


def build_transcript(target_tokens: int = TARGET_TOKENS, sizes: tuple[int, ...] = LARGE_RESULTS) -> list[dict]:
    messages: list[dict] = []
    k = 0
    while estimate_tokens(estimate_context_chars(messages)) < target_tokens:
        ts = 1_700_000_000_000 + k * 1000
        messages.append({"role": "user", "content": f"step {k}: " + "please continue with the task. " * 12,
                         "timestamp": ts})
        calls = [{"type": "toolCall", "id": f"toolu_{k:04d}_{j}", "name": ("read", "exec", "grep")[j % 3],
                  "arguments": {"path": f"src/module_{k}_{j}.py", "offset": j * 100}} for j in range(2)]
        messages.append({"role": "assistant", "content": [{"type": "text", "text": "Looking into it. " * 8}, *calls],
                         "api": "anthropic-messages", "provider": "anthropic", "model": "claude-sonnet-4-5",
                         "usage": USAGE, "stopReason": "toolUse", "timestamp": ts + 1})
        for j, call in enumerate(calls):
            size = sizes[(k * 2 + j) % len(sizes)]
            line = f"{call['name']} output line {k}.{j}: some typical tool output text\n"
            content = [{"type": "text", "text": (line * (size // len(line) + 1))[:size]}]
            if (k + j) % 17 == 0:
                content.append({"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"})
            messages.append({"role": "toolResult", "toolCallId": call["id"], "toolName": call["name"],
                             "content": content, "isError": False, "timestamp": ts + 2 + j})
        messages.append({"role": "assistant", "content": [{"type": "text", "text": "Done with this step. " * 10}],
                         "api": "anthropic-messages", "provider": "anthropic", "model": "claude-sonnet-4-5",
                         "usage": USAGE, "stopReason": "stop", "timestamp": ts + 5})
        k += 1
    return messages


def timed(fn, repeat: int) -> tuple[float, float]:
    fn()  # warm-up
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples), min(samples)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument("--json-out", type=Path, help="also write the medians as JSON (e.g. a new baseline.json)")
    args = parser.parse_args()

    baseline_path = Path(__file__).with_name("baseline.json")
    baseline = json.loads(baseline_path.read_text(encoding="utf-8")) if baseline_path.exists() else None
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    medians: dict[str, dict[str, float]] = {}
    sections = [run_shape("large tool results", build_transcript(), args.repeat, baseline, medians),
                run_shape("many small turns", build_transcript(sizes=SMALL_RESULTS), args.repeat, baseline, medians)]
    if args.json_out:
        args.json_out.write_text(json.dumps({"note": f"load average {load} when started; {args.repeat} runs each",
                                             "medians": medians}, indent=2) + "\n", encoding="utf-8")
    env = (f"Python {platform.python_version()} on {platform.machine()} ({platform.system()}, {os.cpu_count()} cores, "
           f"load average {load} when started); {args.repeat} runs each")
    print(env)
    for section in sections:
        print(section)
    if not args.no_write:
        out = Path(__file__).with_name("RESULTS.md")
        out.write_text("# Projection pipeline benchmark\n\n"
                       f"Command: `python benchmarks/projections/run.py --repeat {args.repeat}`\n\n"
                       f"{env}. Target: the whole pipeline under 20 ms.\n\n"
                       + (f"Before: `baseline.json` ({baseline['note']}).\n\n" if baseline else "")
                       + "\n".join(sections),
                       encoding="utf-8")
        print(f"wrote {out.relative_to(ROOT)}")


def run_shape(title: str, messages: list[dict], repeat: int, baseline: dict | None = None,
              medians: dict[str, dict[str, float]] | None = None) -> str:
    chars = estimate_context_chars(messages)
    settings = ProjectionSettings(provider="anthropic")
    cold = project(messages, settings)
    warm_settings = msgspec.structs.replace(settings, last_cache_touch_ms=0, now_ms=1)
    decisions = cold.report.decisions
    window = settings.context_window
    cap = calculate_max_tool_result_chars(window, settings.truncation.hard_cap)
    cases = [
        ("pipeline, cold (new pruning decisions)", lambda: project(messages, settings)),
        ("pipeline, warm (decisions replayed, TTL gate closed)",
         lambda: project(messages, warm_settings, decisions=decisions)),
        ("pipeline, every step off", lambda: project(messages, ProjectionSettings.off())),
        ("step: pairing repair", lambda: repair_tool_use_result_pairing(messages)),
        ("step: pruning (no stickiness)", lambda: prune_context_messages(messages, settings.pruning, window)),
        ("step: truncation", lambda: truncate_tool_results(messages, cap)),
        ("step: guard", lambda: guard_context(messages, settings.guard, window)),
        ("step: provider policy (anthropic)", lambda: apply_provider_policy(messages, "anthropic")),
    ]
    rows = [(name, *timed(fn, repeat)) for name, fn in cases]
    header = (f"{len(messages)} messages, {chars} estimated chars (~{estimate_tokens(chars)} tokens); "
              f"window {window}; provider anthropic; {len(decisions)} pruning decisions; "
              f"~{cold.report.tokens_after} tokens after projection")
    if medians is not None:
        medians[title] = {name: round(median, 3) for name, median, _ in rows}
    before = (baseline or {}).get("medians", {}).get(title, {})
    if before:
        table = ["| case | median ms | min ms | before -> after (median ms) |", "|---|---:|---:|---|"]
        table += [f"| {name} | {median:.2f} | {best:.2f} | "
                  + (f"{before[name]:.2f} -> {median:.2f}" if name in before else "n/a") + " |"
                  for name, median, best in rows]
    else:
        table = ["| case | median ms | min ms |", "|---|---:|---:|"]
        table += [f"| {name} | {median:.2f} | {best:.2f} |" for name, median, best in rows]
    return f"## {title}\n\n{header}.\n\n" + "\n".join(table) + "\n"


if __name__ == "__main__":
    main()
