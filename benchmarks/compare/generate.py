"""Deterministic, streaming generator of realistic Pi v3 session files for the side-by-side benchmarks.

    python benchmarks/compare/generate.py 1000000 [--seed 1] [--out FILE]

A file is a header, a ``model_change`` root and a ``thinking_level_change``, then turns: a user message,
one assistant message with one to four tool calls, one ``toolResult`` per call (text of a size drawn
log-uniformly from 100 bytes to 50 KB), and a closing assistant message. At the first turn boundary at
or after every 2,000th entry a real Pi ``compaction`` entry is appended whose ``firstKeptEntryId`` is
~40 entries back (moved back to the nearest user/assistant message, a valid Pi cut point), so the view
at the head always holds ~40 kept entries plus the ≤ ~2,000 entries after the last compaction, whatever
the file size. The file has exactly ``n`` entries after the header (the last turn may be cut short).

Same (seed, n, GENERATOR_VERSION) gives the same bytes; the content for a seed does not depend on
``n``, so a smaller file's entries are a prefix of a larger one's (only the header id differs).
Files are cached under ``$SESSIONLOG_BENCH_DIR`` (default ``~/.cache/sessionlog-bench``) by
``ensure_file`` and written through a temporary file, so a partial file is never reused.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import time
import uuid
from collections import deque
from pathlib import Path
from typing import Any, Iterator

import msgspec

GENERATOR_VERSION = 1
DEFAULT_SEED = 1
COMPACTION_EVERY = 2000
KEEP = 40
RESULT_MIN, RESULT_MAX = 100, 50_000
BASE_MS = 1_767_225_600_000  # 2026-01-01T00:00:00Z
ID_MULT = 0x9E3779B1  # odd: k -> k * ID_MULT mod 2**32 is a bijection, so ids never collide
TOOLS = ("read", "bash", "edit", "grep", "write")
WORDS = ("def", "return", "self", "import", "from", "class", "if", "else", "for", "in", "not", "None",
         "value", "result", "config", "path", "entry", "session", "error", "test", "assert", "data",
         "parse", "load", "store", "index", "=", "==", "+", "(", ")", "[", "]", "{", "}", ":", "'x'",
         "\"key\"", "0", "1", "42", "src/app.py", "TODO", "->", "async", "await", "yield", "lambda")
USAGE_COST = {"input": 0.003, "output": 0.0015, "cacheRead": 0, "cacheWrite": 0, "total": 0.0045}
_encode = msgspec.json.Encoder().encode


def default_dir() -> Path:
    return Path(os.environ.get("SESSIONLOG_BENCH_DIR") or Path.home() / ".cache" / "sessionlog-bench")


def _pool(rng: random.Random, size: int = 1 << 18) -> str:
    """~256 KB of code-and-log-like text (quotes, backslash-free, newlines) to slice tool output from."""
    lines = []
    total = 0
    while total < size:
        indent = " " * (4 * rng.randrange(4))
        line = indent + " ".join(rng.choice(WORDS) for _ in range(rng.randrange(3, 14)))
        lines.append(line)
        total += len(line) + 1
    return "\n".join(lines)


def _iso(ms: int) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ms // 1000)) + f".{ms % 1000:03d}Z"


def entry_id(seed: int, k: int) -> str:
    return f"{(k * ID_MULT + seed * 0x632BE5AB) & 0xFFFFFFFF:08x}"


def header(n: int, seed: int) -> dict[str, Any]:
    digest = hashlib.sha256(f"sessionlog-bench/{GENERATOR_VERSION}/{seed}/{n}".encode()).digest()
    return {"type": "session", "version": 3, "id": str(uuid.UUID(bytes=digest[:16], version=4)),
            "timestamp": _iso(BASE_MS), "cwd": "/home/dev/project"}


def iter_entries(n: int, seed: int = DEFAULT_SEED) -> Iterator[dict[str, Any]]:
    """The header, then exactly ``n`` entries."""
    rng = random.Random(seed)
    pool = _pool(rng)
    plen = len(pool)
    yield header(n, seed)
    k = 0
    parent: str | None = None
    recent: deque[tuple[str, bool]] = deque(maxlen=KEEP + 20)  # (id, is a valid cut point)
    next_compaction = COMPACTION_EVERY
    context_tokens = 2000
    read_files: set[str] = set()
    modified: set[str] = set()

    def text(size: int) -> str:
        start = rng.randrange(plen - size) if size < plen else 0
        return pool[start:start + size]

    def make(kind: str, **fields: Any) -> dict[str, Any]:
        nonlocal k, parent
        eid = entry_id(seed, k)
        ms = BASE_MS + 1000 + k * 1700
        entry = {"type": kind, "id": eid, "parentId": parent, "timestamp": _iso(ms), **fields}
        if kind == "message":
            entry["message"]["timestamp"] = ms
        recent.append((eid, kind == "message" and entry["message"]["role"] in ("user", "assistant")))
        parent = eid
        k += 1
        return entry

    def assistant(content: list[dict[str, Any]], stop: str) -> dict[str, Any]:
        out = rng.randrange(50, 800)
        usage = {"input": context_tokens, "output": out, "cacheRead": 0, "cacheWrite": 0,
                 "totalTokens": context_tokens + out, "cost": USAGE_COST}
        return {"role": "assistant", "content": content, "api": "anthropic-messages", "provider": "anthropic",
                "model": "claude-sonnet-4-5", "usage": usage, "stopReason": stop}

    yield make("model_change", provider="anthropic", modelId="claude-sonnet-4-5")
    if k < n:
        yield make("thinking_level_change", thinkingLevel="off")
    while k < n:
        turn = [("message", {"message": {"role": "user", "content": text(rng.randrange(20, 400))}})]
        calls = []
        for j in range(rng.randrange(1, 5)):
            tool = rng.choice(TOOLS)
            path = f"src/pkg{rng.randrange(40)}/mod{rng.randrange(200)}.py"
            (modified if tool in ("edit", "write") else read_files).add(path)
            args = {"path": path} if tool != "bash" else {"command": f"pytest -q tests/test_{rng.randrange(99)}.py"}
            calls.append({"type": "toolCall", "id": f"toolu_{k:08x}{j}{rng.getrandbits(40):010x}", "name": tool,
                          "arguments": args})
        lead = [{"type": "text", "text": text(rng.randrange(20, 200))}] if rng.random() < 0.5 else []
        turn.append(("message", {"message": assistant(lead + calls, "toolUse")}))
        for call in calls:
            size = int(math.exp(rng.uniform(math.log(RESULT_MIN), math.log(RESULT_MAX))))
            result = {"role": "toolResult", "toolCallId": call["id"], "toolName": call["name"],
                      "content": [{"type": "text", "text": text(size)}], "isError": rng.random() < 0.03}
            turn.append(("message", {"message": result}))
            context_tokens += size // 4
        turn.append(("message", {"message": assistant([{"type": "text", "text": text(rng.randrange(50, 500))}],
                                                      "stop")}))
        for kind, fields in turn:
            if k >= n:
                return
            yield make(kind, **fields)
        if k >= next_compaction and k < n:
            back = list(recent)[-KEEP:]
            first_kept = next((eid for eid, ok in reversed(list(recent)[:len(recent) - KEEP + 1]) if ok), back[0][0])
            summary = ("## Goal\nKeep working through the benchmark task.\n\n## Progress\n" + text(1200)
                       + "\n\n<read-files>\n" + "\n".join(sorted(read_files)[:20]) + "\n</read-files>\n\n"
                       + "<modified-files>\n" + "\n".join(sorted(modified)[:20]) + "\n</modified-files>")
            yield make("compaction", summary=summary, firstKeptEntryId=first_kept, tokensBefore=context_tokens,
                       details={"readFiles": sorted(read_files)[:20], "modifiedFiles": sorted(modified)[:20]},
                       fromHook=False)
            context_tokens = 12_000
            read_files.clear()
            modified.clear()
            next_compaction += COMPACTION_EVERY


def write_file(path: Path, n: int, seed: int = DEFAULT_SEED) -> dict[str, Any]:
    """Stream the file to ``path`` (through ``path.tmp``); return its metadata."""
    t0 = time.perf_counter()
    tmp = path.with_name(path.name + ".tmp")
    compactions = 0
    buf: list[bytes] = []
    pending = 0
    with open(tmp, "wb") as f:
        for entry in iter_entries(n, seed):
            compactions += entry["type"] == "compaction"
            line = _encode(entry)
            buf.append(line)
            pending += len(line) + 1
            if pending > 8 << 20:
                f.write(b"\n".join(buf) + b"\n")
                buf, pending = [], 0
        if buf:
            f.write(b"\n".join(buf) + b"\n")
    os.replace(tmp, path)
    meta = {"generator_version": GENERATOR_VERSION, "seed": seed, "entries": n, "compactions": compactions,
            "bytes": path.stat().st_size, "generate_seconds": round(time.perf_counter() - t0, 2),
            "session_id": header(n, seed)["id"]}
    path.with_name(path.name + ".meta.json").write_text(json.dumps(meta, indent=1) + "\n")
    return meta


def ensure_file(n: int, seed: int = DEFAULT_SEED, folder: Path | None = None) -> tuple[Path, dict[str, Any]]:
    """The cached file for (n, seed, GENERATOR_VERSION), generated when missing or stale."""
    folder = folder or default_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"pi-v{GENERATOR_VERSION}-s{seed}-{n}.jsonl"
    meta_path = path.with_name(path.name + ".meta.json")
    if path.exists() and meta_path.exists():
        meta = json.loads(meta_path.read_text())
        if (meta.get("generator_version"), meta.get("seed"), meta.get("entries"), meta.get("bytes")) == (
                GENERATOR_VERSION, seed, n, path.stat().st_size):
            meta["cached"] = True
            return path, meta
    meta = write_file(path, n, seed)
    meta["cached"] = False
    return path, meta


def parse_size(text: str) -> int:
    text = text.strip().lower().replace("_", "").replace(",", "")
    mult = {"k": 1000, "m": 1_000_000}.get(text[-1:], 1)
    return int(float(text[:-1] if mult > 1 else text) * mult)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("entries", type=parse_size, help="number of entries, e.g. 10000, 100k, 1M")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--out", type=Path, help="write here instead of the cache")
    args = ap.parse_args()
    if args.out:
        meta = write_file(args.out, args.entries, args.seed)
        print(json.dumps({"path": str(args.out), **meta}))
    else:
        path, meta = ensure_file(args.entries, args.seed)
        print(json.dumps({"path": str(path), **meta}))


if __name__ == "__main__":
    main()
