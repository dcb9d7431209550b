"""Seeded generators of Pi session files (v1, v2 and v3 JSONL) for differential and property tests.

``gen_session(rng, version)`` returns the lines of one session file as dicts, header first;
``to_jsonl(lines)`` serialises them the way Pi does (``JSON.stringify`` per line: no whitespace,
non-ASCII kept raw, one ``\\n`` after every line). Everything is drawn from the ``random.Random``
passed in, so a seed reproduces a file exactly.

The files are ones Pi accepts: no cycles or self-parents, no duplicate ids, every ``message`` entry
carries an object ``message``, every field has the type Pi's TypeScript declares. Within that they
aim at the view builder's edges (reference §4): several roots, branches, orphans (dangling
``parentId``), children written before their parents, all nine entry types plus an unknown one and
unknown extra fields, compactions whose ``firstKeptEntryId`` is on the path, on another branch,
unknown, the compaction's own id or an entry after it, several compactions on one path, empty and
non-empty branch summaries, cleared labels and names, bash executions in every shape, odd message
roles, and text with quotes, control characters, U+2028/U+0085 and non-BMP characters.

v2 files are v3 trees whose custom messages use the old ``hookMessage`` role; v1 files are linear,
id-less, with a header carrying ``provider``/``modelId``/``thinkingLevel``/``branchedFrom`` and
compactions pointing by ``firstKeptEntryIndex`` (header = index 0) at the header, an earlier line,
themselves, a later line or nothing at all.

``sessions()`` wraps ``gen_session`` as a hypothesis strategy.
"""

from __future__ import annotations

import json
import math
import random
from datetime import datetime, timedelta, timezone
from typing import Any

__all__ = ["entry_ids", "gen_compaction_corpus", "gen_compaction_session", "gen_corpus", "gen_session", "sessions",
           "to_jsonl"]

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)

WORDS = [
    "hello", "read", "the", "file", "src/main.py", "fix", "bug", "tests", "pass", "refactor",
    "héllo", "naïve", "日本語", "Привет", "emoji 🎉", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", 'quote " mark', "back\\slash",
    "tab\there", "new\nline", "cr\rlf", "sep\u2028line", "para\u2029sep", "nel\x85x", "nul\x00byte",
    "<summary>", "```", "${x}", "{\"json\": 1}", "  padded  ",
]
PROVIDERS = [
    ("anthropic", "claude-sonnet-4-5", "anthropic-messages"),
    ("openai", "gpt-5", "openai-responses"),
    ("google", "gemini-2.5-pro", "google-generative-ai"),
    ("openrouter", "qwen/qwen3-coder", "openai-completions"),
]
THINKING_LEVELS = ["off", "minimal", "low", "medium", "high", "xhigh"]
TOOLS = ["read", "bash", "edit", "write", "grep"]
STOP_REASONS = ["stop", "stop", "stop", "toolUse", "length", "error", "aborted"]
PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="


def to_jsonl(lines: list[dict[str, Any]]) -> str:
    """Serialise lines as Pi writes them: compact JSON, raw non-ASCII, ``\\n`` after each line."""
    return "".join(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n" for line in lines)


def entry_ids(lines: list[dict[str, Any]]) -> list[str]:
    """Ids of the non-header lines that have one, in file order."""
    return [ln["id"] for ln in lines if ln.get("type") != "session" and isinstance(ln.get("id"), str)]


class _Session:
    """State for generating one file: clock, id allocator, entries so far."""

    def __init__(self, rng: random.Random, version: int) -> None:
        self.rng = rng
        self.version = version
        self.clock = datetime(2025, 1, 1, tzinfo=timezone.utc) + timedelta(
            seconds=rng.randint(0, 300 * 86400), milliseconds=rng.randint(0, 999))
        self.ms_style = rng.choice(["ms", "ms", "ms", "none", "mixed"])
        self.id_style = rng.choices(["hex8", "counter", "test-id", "uuid", "mixed"], [80, 8, 4, 4, 4])[0]
        self.used_ids: set[str] = set()
        self.counter = 0
        self.entries: list[dict[str, Any]] = []
        self.by_id: dict[str, dict[str, Any]] = {}
        self.tool_calls: list[tuple[str, str]] = []
        self.deferred_after: list[dict[str, Any]] = []

    # ---- primitives -------------------------------------------------------------------------
    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def hex(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def uuid(self) -> str:
        return f"{self.hex(8)}-{self.hex(4)}-4{self.hex(3)}-a{self.hex(3)}-{self.hex(12)}"

    def new_id(self) -> str:
        style = self.id_style
        if style == "mixed":
            style = self.rng.choice(["hex8", "hex8", "counter", "uuid"])
        while True:
            self.counter += 1
            if style == "hex8":
                cand = self.hex(8)
            elif style == "counter":
                cand = str(self.counter)
            elif style == "test-id":
                cand = f"test-id-{self.counter}"
            else:
                cand = self.uuid()
            if cand not in self.used_ids:
                self.used_ids.add(cand)
                return cand

    def unknown_id(self) -> str:
        return self.rng.choice(["missing-", "gone-", "nonexistent-"]) + self.hex(6)

    def tick(self) -> None:
        self.clock += timedelta(milliseconds=self.rng.randint(0, 120_000))

    def iso(self) -> str:
        style = self.ms_style if self.ms_style != "mixed" else self.rng.choice(["ms", "none"])
        if style == "none":
            return self.clock.strftime("%Y-%m-%dT%H:%M:%SZ")
        return self.clock.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.clock.microsecond // 1000:03d}Z"

    def epoch_ms(self) -> int:
        ms = (self.clock - _EPOCH) // timedelta(milliseconds=1)
        return ms + self.rng.choice([0, 0, 0, 1, -3, 250])

    def text(self, lo: int = 1, hi: int = 8) -> str:
        return " ".join(self.rng.choice(WORDS) for _ in range(self.rng.randint(lo, hi)))

    def json_value(self, depth: int = 0) -> Any:
        kind = self.rng.choice(["str", "int", "float", "bool", "null", "list", "dict"] if depth < 2
                               else ["str", "int", "bool", "null"])
        if kind == "str":
            return self.text(0, 3)
        if kind == "int":
            return self.rng.choice([0, 1, -1, 42, 2**31, 2**53 - 1])
        if kind == "float":
            return self.rng.choice([0.5, -2.25, 1e-7, 3.14159, 1e21, 123.0])
        if kind == "bool":
            return self.chance(0.5)
        if kind == "null":
            return None
        if kind == "list":
            return [self.json_value(depth + 1) for _ in range(self.rng.randint(0, 3))]
        return {self.rng.choice(["a", "b", "nested", "ÿ", "k k", ""]) + str(i): self.json_value(depth + 1)
                for i in range(self.rng.randint(0, 3))}

    def maybe_extra(self, obj: dict[str, Any], p: float = 0.05) -> dict[str, Any]:
        """Unknown extra fields, as a newer Pi or an extension might write them."""
        if self.chance(p):
            obj[self.rng.choice(["x_ext", "futureField", "meta"])] = self.json_value()
        return obj

    # ---- content ----------------------------------------------------------------------------
    def text_block(self) -> dict[str, Any]:
        block: dict[str, Any] = {"type": "text", "text": self.text()}
        if self.chance(0.1):
            block["textSignature"] = self.hex(16)
        return block

    def image_block(self) -> dict[str, Any]:
        return {"type": "image", "data": PNG, "mimeType": "image/png"}

    def user_content(self) -> str | list[dict[str, Any]]:
        if self.chance(0.6):
            return self.text()
        blocks = [self.text_block() for _ in range(self.rng.randint(0, 2))]
        if self.chance(0.3):
            blocks.insert(self.rng.randint(0, len(blocks)), self.image_block())
        return blocks

    def usage(self) -> dict[str, Any]:
        inp, out = self.rng.randint(0, 200_000), self.rng.randint(0, 8000)
        cr, cw = self.rng.choice([0, 0, self.rng.randint(0, 50_000)]), self.rng.choice([0, 0, 1024])
        usage = {"input": inp, "output": out, "cacheRead": cr, "cacheWrite": cw, "totalTokens": inp + out + cr + cw,
                 "cost": {"input": round(inp * 3e-6, 6), "output": round(out * 1.5e-5, 6), "cacheRead": 0,
                          "cacheWrite": 0, "total": round(inp * 3e-6 + out * 1.5e-5, 6)}}
        if self.chance(0.15):
            usage = {k: 0 for k in ("input", "output", "cacheRead", "cacheWrite", "totalTokens")} | {
                "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}
        return usage

    # ---- messages ---------------------------------------------------------------------------
    def msg_user(self) -> dict[str, Any]:
        return {"role": "user", "content": self.user_content(), "timestamp": self.epoch_ms()}

    def msg_assistant(self) -> dict[str, Any]:
        provider, model, api = self.rng.choice(PROVIDERS)
        content: list[dict[str, Any]] = []
        if self.chance(0.3):
            block: dict[str, Any] = {"type": "thinking", "thinking": self.text()}
            if self.chance(0.5):
                block["thinkingSignature"] = self.hex(24)
            if self.chance(0.1):
                block["redacted"] = True
            content.append(block)
        if self.chance(0.8):
            content.append(self.text_block())
        stop = self.rng.choice(STOP_REASONS)
        for _ in range(self.rng.choice([0, 0, 1, 2]) if stop != "error" else 0):
            call_id = f"toolu_{self.hex(10)}"
            name = self.rng.choice(TOOLS)
            self.tool_calls.append((call_id, name))
            call: dict[str, Any] = {"type": "toolCall", "id": call_id, "name": name,
                                    "arguments": {"path": self.text(1, 2), "n": self.rng.randint(0, 9)}}
            if self.chance(0.1):
                call["thoughtSignature"] = self.hex(12)
            content.append(call)
        msg: dict[str, Any] = {"role": "assistant", "content": content, "api": api, "provider": provider,
                               "model": model}
        if self.chance(0.2):
            msg["responseId"] = "resp_" + self.hex(12)
        msg["usage"] = self.usage()
        msg["stopReason"] = stop
        if stop in ("error", "aborted") and self.chance(0.8):
            msg["errorMessage"] = self.rng.choice(["529 overloaded", "Request was aborted", self.text()])
        msg["timestamp"] = self.epoch_ms()
        return msg

    def msg_tool_result(self) -> dict[str, Any]:
        if self.tool_calls and self.chance(0.85):
            call_id, name = self.tool_calls.pop(self.rng.randrange(len(self.tool_calls)))
        else:
            call_id, name = f"toolu_{self.hex(10)}", self.rng.choice(TOOLS)
        content = [self.text_block() for _ in range(self.rng.randint(0, 2))]
        if self.chance(0.15):
            content.append(self.image_block())
        msg: dict[str, Any] = {"role": "toolResult", "toolCallId": call_id, "toolName": name, "content": content}
        if self.chance(0.3):
            msg["details"] = {"diff": self.text(), "lines": self.rng.randint(0, 99)}
        msg["isError"] = self.chance(0.15)
        msg["timestamp"] = self.epoch_ms()
        return msg

    def msg_bash(self) -> dict[str, Any]:
        msg: dict[str, Any] = {"role": "bashExecution", "command": self.rng.choice(["ls", "git status", "make test",
                                                                                 "echo `x`", self.text(1, 3)])}
        msg["output"] = self.rng.choice(["", "", self.text(), "a\nb\n", "```\nfenced\n```"])
        exit_code = self.rng.choice(["zero", "zero", "nonzero", "absent", "null"])
        if exit_code == "zero":
            msg["exitCode"] = 0
        elif exit_code == "nonzero":
            msg["exitCode"] = self.rng.choice([1, 2, 127, 130, -1])
        elif exit_code == "null":
            msg["exitCode"] = None
        msg["cancelled"] = self.chance(0.2)
        msg["truncated"] = self.chance(0.3)
        if self.chance(0.5 if msg["truncated"] else 0.1):
            msg["fullOutputPath"] = f"/tmp/pi-bash-{self.hex(8)}.log"
        msg["timestamp"] = self.epoch_ms()
        if self.chance(0.3):
            msg["excludeFromContext"] = self.chance(0.6)
        return msg

    def msg_custom(self) -> dict[str, Any]:
        role = "hookMessage" if self.version == 2 and self.chance(0.85) else "custom"
        msg: dict[str, Any] = {"role": role, "customType": self.rng.choice(["my-extension", "plan", "ctx"]),
                               "content": self.user_content(), "display": self.chance(0.5)}
        if self.chance(0.5):
            msg["details"] = self.json_value()
        msg["timestamp"] = self.epoch_ms()
        return msg

    def msg_odd(self) -> dict[str, Any]:
        """Roles Pi never stores itself but accepts: unknown roles, unmigrated hookMessage, summaries."""
        role = self.rng.choice(["system", "note", "hookMessage", "branchSummary", "compactionSummary"])
        if role == "hookMessage" and self.version == 2:
            role = "note"
        if role == "branchSummary":
            return {"role": role, "summary": self.text(), "fromId": self.unknown_id(), "timestamp": self.epoch_ms()}
        if role == "compactionSummary":
            return {"role": role, "summary": self.text(), "tokensBefore": self.rng.randint(0, 99_999),
                    "timestamp": self.epoch_ms()}
        if role == "hookMessage":
            return {"role": role, "customType": "old-hook", "content": self.text(), "display": True,
                    "timestamp": self.epoch_ms()}
        return {"role": role, "content": self.text(), "timestamp": self.epoch_ms()}

    def message(self) -> dict[str, Any]:
        kind = self.rng.choices(["user", "assistant", "toolResult", "bash", "custom", "odd"],
                                [26, 32, 16, 12, 10, 3])[0]
        msg = {"user": self.msg_user, "assistant": self.msg_assistant, "toolResult": self.msg_tool_result,
               "bash": self.msg_bash, "custom": self.msg_custom, "odd": self.msg_odd}[kind]()
        return self.maybe_extra(msg, 0.04)

    # ---- v2/v3 tree -------------------------------------------------------------------------
    def pick_parent(self) -> str | None:
        if not self.entries:
            return self.unknown_id() if self.chance(0.03) else None
        r = self.rng.random()
        if r < 0.04:
            return None  # another root (after resetLeaf)
        if r < 0.07:
            return self.unknown_id()  # orphan
        if r < 0.22:
            return self.rng.choice(self.entries)["id"]  # branch from an earlier entry
        return self.entries[-1]["id"]

    def path_ids(self, parent_id: str | None) -> list[str]:
        """Ids from the root of parent_id's path down to parent_id."""
        ids: list[str] = []
        cur = self.by_id.get(parent_id) if parent_id else None
        while cur is not None:
            ids.append(cur["id"])
            cur = self.by_id.get(cur["parentId"]) if cur["parentId"] else None
        return ids[::-1]

    def tree_entry(self) -> dict[str, Any]:
        self.tick()
        parent = self.pick_parent()
        eid = self.new_id()
        entry: dict[str, Any] = {"type": "", "id": eid, "parentId": parent, "timestamp": self.iso()}
        kind = self.rng.choices(
            ["message", "thinking_level_change", "model_change", "compaction", "branch_summary", "custom",
             "custom_message", "label", "session_info", "unknown"],
            [56, 5, 5, 8, 6, 3, 6, 5, 3, 2])[0]
        entry["type"] = kind
        if kind == "message":
            entry["message"] = self.message()
        elif kind == "thinking_level_change":
            entry["thinkingLevel"] = self.rng.choice(THINKING_LEVELS)
        elif kind == "model_change":
            provider, model, _ = self.rng.choice(PROVIDERS)
            entry["provider"], entry["modelId"] = provider, model
        elif kind == "compaction":
            self.fill_compaction(entry, parent)
        elif kind == "branch_summary":
            candidates = [e["id"] for e in self.entries]
            entry["fromId"] = self.rng.choice(candidates) if candidates and self.chance(0.8) else "root"
            entry["summary"] = "" if self.chance(0.25) else (
                "The user explored a different conversation branch before returning here.\n"
                "Summary of that exploration:\n\n" + self.text())
            if self.chance(0.6):
                entry["details"] = {"readFiles": ["src/a.ts"], "modifiedFiles": []}
            if self.chance(0.5):
                entry["fromHook"] = self.chance(0.3)
        elif kind == "custom":
            entry["customType"] = self.rng.choice(["preset-state", "my_data", "todo"])
            if self.chance(0.8):
                entry["data"] = self.json_value()
        elif kind == "custom_message":
            entry["customType"] = self.rng.choice(["my-extension", "reminder"])
            entry["content"] = self.user_content()
            entry["display"] = self.chance(0.5)
            if self.chance(0.5):
                entry["details"] = self.json_value()
        elif kind == "label":
            targets = [e["id"] for e in self.entries]
            entry["targetId"] = self.rng.choice(targets) if targets else eid
            if self.chance(0.7):
                entry["label"] = self.rng.choice(["checkpoint", "start", "L1", self.text(1, 2)])
        elif kind == "session_info":
            r = self.rng.random()
            if r < 0.7:
                entry["name"] = self.text(1, 3).strip() or "name"
            elif r < 0.9:
                entry["name"] = ""
        else:
            entry["type"] = self.rng.choice(["x_future_entry", "annotation", "checkpoint"])
            entry["payload"] = self.json_value()
        self.maybe_extra(entry)
        self.entries.append(entry)
        self.by_id[eid] = entry
        return entry

    def fill_compaction(self, entry: dict[str, Any], parent: str | None) -> None:
        path = self.path_ids(parent)
        off_path = [e["id"] for e in self.entries if e["id"] not in set(path)]
        mode = self.rng.choices(["path", "first", "off", "unknown", "own", "after"], [50, 10, 10, 10, 8, 12])[0]
        if mode in ("path", "first") and not path:
            mode = "unknown"
        if mode == "off" and not off_path:
            mode = "unknown"
        if mode == "path":
            first_kept = self.rng.choice(path)
        elif mode == "first":
            first_kept = path[0]
        elif mode == "off":
            first_kept = self.rng.choice(off_path)
        elif mode == "unknown":
            first_kept = self.unknown_id()
        elif mode == "own":
            first_kept = entry["id"]
        else:
            first_kept = self.unknown_id()  # replaced by a later entry's id once one exists
            self.deferred_after.append(entry)
        entry["summary"] = self.rng.choice(["", "## Goal\n" + self.text(), self.text(1, 20)])
        entry["firstKeptEntryId"] = first_kept
        entry["tokensBefore"] = self.rng.choice([0, self.rng.randint(1, 250_000)])
        if self.chance(0.7):
            entry["details"] = {"readFiles": ["src/a.ts"], "modifiedFiles": ["src/b.ts"]}
        if self.chance(0.6):
            entry["fromHook"] = self.chance(0.2)

    def resolve_after(self) -> None:
        """Point 'after' compactions at a descendant (else any later entry) now that one exists."""
        order = {e["id"]: i for i, e in enumerate(self.entries)}
        for comp in self.deferred_after:
            later = [e for e in self.entries if order[e["id"]] > order[comp["id"]]]
            below = [e for e in later if comp["id"] in self.path_ids(e["id"])]
            pool = below or later
            if pool:
                comp["firstKeptEntryId"] = self.rng.choice(pool)["id"]

    def move_children_first(self) -> None:
        """Sometimes write an entry before its parent (Pi builds its index first, so this is legal)."""
        for _ in range(self.rng.choice([1, 1, 2])):
            if len(self.entries) < 3:
                return
            i = self.rng.randrange(1, len(self.entries))
            j = self.rng.randrange(0, i)
            self.entries.insert(j, self.entries.pop(i))

    def header(self) -> dict[str, Any]:
        header: dict[str, Any] = {"type": "session", "version": self.version, "id": self.uuid(),
                                  "timestamp": self.iso(), "cwd": self.rng.choice(["/proj/x", "/home/u/ünï", "C:\\w"])}
        if self.chance(0.15):
            header["parentSession"] = f"/home/u/.pi/agent/sessions/--proj-x--/{self.hex(8)}.jsonl"
        return self.maybe_extra(header, 0.05)

    def tree(self) -> list[dict[str, Any]]:
        header = self.header()
        n = self.rng.choice([0, 1, 2]) if self.chance(0.05) else self.rng.randint(3, 32)
        for _ in range(n):
            self.tree_entry()
        self.resolve_after()
        if self.chance(0.08):
            self.move_children_first()
        return [header, *self.entries]

    # ---- v1 ---------------------------------------------------------------------------------
    def v1(self) -> list[dict[str, Any]]:
        provider, model, _ = self.rng.choice(PROVIDERS)
        header: dict[str, Any] = {"type": "session"}
        if self.chance(0.1):
            header["version"] = 1
        header |= {"id": self.uuid(), "timestamp": self.iso(), "cwd": "/proj/v1", "provider": provider,
                   "modelId": model, "thinkingLevel": self.rng.choice(THINKING_LEVELS)}
        if self.chance(0.4):
            header["branchedFrom"] = f"/home/u/.pi/agent/sessions/--proj-v1--/{self.hex(8)}.jsonl"
        lines: list[dict[str, Any]] = [header]
        n = self.rng.randint(0, 3) if self.chance(0.05) else self.rng.randint(3, 28)
        for _ in range(n):
            self.tick()
            kind = self.rng.choices(["message", "thinking_level_change", "model_change", "compaction"],
                                    [78, 7, 5, 10])[0]
            entry: dict[str, Any] = {"type": kind, "timestamp": self.iso()}
            if kind == "message":
                role = self.rng.choices(["user", "assistant", "toolResult", "bash", "hook"], [30, 35, 18, 10, 7])[0]
                entry["message"] = {"user": self.msg_user, "assistant": self.msg_assistant,
                                    "toolResult": self.msg_tool_result, "bash": self.msg_bash,
                                    "hook": self.msg_hook_v1}[role]()
            elif kind == "thinking_level_change":
                entry["thinkingLevel"] = self.rng.choice(THINKING_LEVELS)
            elif kind == "model_change":
                provider, model, _ = self.rng.choice(PROVIDERS)
                entry["provider"], entry["modelId"] = provider, model
            else:
                entry["summary"] = self.rng.choice(["", "v1 summary " + self.text()])
                own = len(lines)
                mode = self.rng.choices(["back", "header", "out", "self", "forward", "negative", "absent"],
                                        [50, 10, 10, 8, 10, 4, 8])[0]
                if mode == "back" and own > 1:
                    entry["firstKeptEntryIndex"] = self.rng.randint(1, own - 1)
                elif mode in ("header", "back"):
                    entry["firstKeptEntryIndex"] = 0
                elif mode == "out":
                    entry["firstKeptEntryIndex"] = n + 1 + self.rng.randint(0, 5)
                elif mode == "self":
                    entry["firstKeptEntryIndex"] = own
                elif mode == "forward":
                    entry["firstKeptEntryIndex"] = own + 1 if own < n else own + 100
                elif mode == "negative":
                    entry["firstKeptEntryIndex"] = -1
                entry["tokensBefore"] = self.rng.randint(0, 150_000)
            lines.append(self.maybe_extra(entry, 0.03))
        return lines

    def msg_hook_v1(self) -> dict[str, Any]:
        return {"role": "hookMessage", "customType": "old-hook", "content": self.user_content(),
                "display": self.chance(0.5), "timestamp": self.epoch_ms()}


def gen_session(rng: random.Random, version: int = 3) -> list[dict[str, Any]]:
    """One Pi session file (header first) of the given format version (1, 2 or 3)."""
    if version not in (1, 2, 3):
        raise ValueError(f"version must be 1, 2 or 3, not {version!r}")
    s = _Session(rng, version)
    return s.v1() if version == 1 else s.tree()


def gen_corpus(seed: int, n: int) -> list[tuple[str, list[dict[str, Any]]]]:
    """``n`` named sessions from one seed: about 70% v3, 15% v2, 15% v1. Names encode the recipe."""
    corpus = []
    master = random.Random(seed)
    for i in range(n):
        sub_seed = master.getrandbits(64)
        version = master.choices([3, 2, 1], [70, 15, 15])[0]
        corpus.append((f"gen-{i:03d}-v{version}-{sub_seed:016x}", gen_session(random.Random(sub_seed), version)))
    return corpus


def sessions(versions: tuple[int, ...] = (1, 2, 3)):
    """Hypothesis strategy of session files (lists of lines, header first)."""
    from hypothesis import strategies as st

    return st.builds(gen_session, st.randoms(use_true_random=False), st.sampled_from(versions))


# ---- sessions for compaction planning -------------------------------------------------------------
# A separate generator (its own random stream, so the corpus above is unchanged): mostly linear agent
# sessions of realistic size — turns of user prompt, assistant steps with tool calls and their results,
# usage that grows with the context (some aborted, error or all-zero), Pi-like compactions (chained,
# from hooks, with file details), branches with branch summaries, settings and bookkeeping entries —
# plus the leaves and keepRecentTokens values to plan at.

FILE_POOL = ["src/a.ts", "src/b.ts", "README.md", "docs/日本語.md", "src/𝔘nicode.py", "tests/test_x.py",
             "pkg/z.go", "src/a.ts"]
KEEP_RECENT_TOKENS = (1, 60, 400, 2000, 8000, 20000)


class _AgentSession(_Session):
    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng, 3)
        self.id_style = "hex8"
        self.ms_style = "ms"
        self.leaf: str | None = None
        self.context_tokens = 0  # a running guess of the prompt size, for usage

    def sized_text(self, lo: int, hi: int) -> str:
        target = int(math.exp(self.rng.uniform(math.log(max(lo, 1)), math.log(hi))))
        words: list[str] = []
        n = 0
        while n < target:
            word = self.rng.choice(WORDS)
            words.append(word)
            n += len(word) + 1
        return " ".join(words)

    def add(self, entry: dict[str, Any], parent: Any = "leaf") -> dict[str, Any]:
        self.tick()
        entry = {"type": entry.pop("type"), "id": self.new_id(),
                 "parentId": self.leaf if parent == "leaf" else parent, "timestamp": self.iso(), **entry}
        self.entries.append(entry)
        self.by_id[entry["id"]] = entry
        self.leaf = entry["id"]
        return entry

    def add_message(self, message: dict[str, Any]) -> dict[str, Any]:
        self.context_tokens += max(1, len(json.dumps(message, ensure_ascii=False)) // 4)
        return self.add({"type": "message", "message": message})

    def agent_usage(self, stop: str) -> dict[str, Any]:
        if self.chance(0.1):
            return self.usage() | {k: 0 for k in ("input", "output", "cacheRead", "cacheWrite", "totalTokens")}
        out = self.rng.randint(10, 3000)
        prompt = int(self.context_tokens * self.rng.uniform(0.8, 1.1)) + self.rng.randint(0, 3000)
        cache_read = self.rng.choice([0, prompt // 2, int(prompt * 0.9)])
        inp = prompt - cache_read
        total = inp + out + cache_read
        if self.chance(0.1):
            total = 0  # a provider that reports no total: Pi sums the parts
        return {"input": inp, "output": out, "cacheRead": cache_read, "cacheWrite": 0, "totalTokens": total,
                "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}

    def agent_step(self, final: bool) -> list[tuple[str, str, dict[str, Any]]]:
        provider, model, api = self.rng.choice(PROVIDERS)
        content: list[dict[str, Any]] = []
        if self.chance(0.3):
            content.append({"type": "thinking", "thinking": self.sized_text(20, 2000)})
        if final or self.chance(0.6):
            content.append({"type": "text", "text": self.sized_text(5, 3000)})
        calls = []
        if not final:
            for _ in range(self.rng.choice([1, 1, 1, 2, 3])):
                name = self.rng.choice(["read", "read", "edit", "write", "bash", "grep"])
                args: dict[str, Any] = {"path": self.rng.choice(FILE_POOL)} if name != "bash" else {
                    "command": self.rng.choice(["ls", "make test", "git diff"])}
                if self.chance(0.3):
                    args["offset"] = self.rng.choice([1, 10, 2.5, 1e21, -0.0001])
                if name in ("edit", "write"):
                    args["content" if name == "write" else "newText"] = self.sized_text(1, 800)
                call = {"type": "toolCall", "id": f"toolu_{self.hex(12)}", "name": name, "arguments": args}
                content.append(call)
                calls.append((call["id"], name, args))
        stop = "toolUse" if calls else self.rng.choice(["stop"] * 8 + ["length", "aborted", "error"])
        message = {"role": "assistant", "content": content, "api": api, "provider": provider, "model": model,
                   "usage": self.agent_usage(stop), "stopReason": stop}
        if stop in ("aborted", "error"):
            message["errorMessage"] = self.rng.choice(["529 overloaded", "prompt is too long: 250000 tokens > 200000",
                                                       "Request was aborted"])
        message["timestamp"] = self.epoch_ms()
        self.add_message(message)
        return calls

    def tool_result(self, call_id: str, name: str) -> None:
        content: list[dict[str, Any]] = [{"type": "text", "text": self.sized_text(1, 12000)}]
        if self.chance(0.05):
            content.append(self.image_block())
        message = {"role": "toolResult", "toolCallId": call_id, "toolName": name, "content": content,
                   "isError": self.chance(0.1), "timestamp": self.epoch_ms()}
        if self.chance(0.3):
            message["details"] = {"diff": self.sized_text(1, 200)}
        self.add_message(message)

    def turn(self) -> None:
        start = self.rng.choices(["user", "bash", "custom_message"], [85, 8, 7])[0]
        if start == "user":
            content: Any = self.sized_text(5, 4000)
            if self.chance(0.2):
                content = [{"type": "text", "text": content}] + ([self.image_block()] if self.chance(0.5) else [])
            self.add_message({"role": "user", "content": content, "timestamp": self.epoch_ms()})
        elif start == "bash":
            self.add_message({"role": "bashExecution", "command": "make test", "output": self.sized_text(1, 3000),
                              "exitCode": self.rng.choice([0, 1]), "cancelled": False, "truncated": False,
                              "timestamp": self.epoch_ms()})
        else:
            self.add({"type": "custom_message", "customType": "reminder", "content": self.sized_text(5, 500),
                      "display": self.chance(0.5)})
        for step in range(self.rng.randint(1, 5)):
            final = step == 4 or self.chance(0.35)
            calls = self.agent_step(final)
            for call_id, name, _ in calls:
                if self.chance(0.05):  # a message delivered between a call and its result (steering, `!cmd`)
                    kind = self.rng.choice(["custom_message", "user", "bash"])
                    if kind == "custom_message":
                        self.add({"type": "custom_message", "customType": "steer",
                                  "content": self.sized_text(5, 300), "display": True})
                    elif kind == "user":
                        self.add_message({"role": "user", "content": self.sized_text(5, 300),
                                          "timestamp": self.epoch_ms()})
                    else:
                        self.add_message({"role": "bashExecution", "command": "ls", "output": self.sized_text(1, 300),
                                          "exitCode": 0, "cancelled": False, "truncated": False,
                                          "timestamp": self.epoch_ms()})
                self.tool_result(call_id, name)
            if final:
                break
        self.bookkeeping()

    def bookkeeping(self) -> None:
        r = self.rng.random()
        if r < 0.05:
            self.add({"type": "thinking_level_change", "thinkingLevel": self.rng.choice(THINKING_LEVELS)})
        elif r < 0.09:
            provider, model, _ = self.rng.choice(PROVIDERS)
            self.add({"type": "model_change", "provider": provider, "modelId": model})
        elif r < 0.12:
            self.add({"type": "label", "targetId": self.rng.choice(self.entries)["id"], "label": "checkpoint"})
        elif r < 0.14:
            self.add({"type": "custom", "customType": "preset-state", "data": {"n": self.rng.randint(0, 9)}})
        elif r < 0.15:
            self.add({"type": "session_info", "name": self.text(1, 3)})

    def compaction(self) -> None:
        path = self.path_ids(self.leaf)
        entries = [self.by_id[i] for i in path]
        prev = next((e for e in reversed(entries) if e["type"] == "compaction"), None)
        lo = path.index(prev["firstKeptEntryId"]) if prev and prev["firstKeptEntryId"] in path else 0
        cuts = [i for i in range(lo, len(entries)) if entries[i]["type"] in ("branch_summary", "custom_message")
                or (entries[i]["type"] == "message" and entries[i]["message"]["role"] != "toolResult")]
        mode = self.rng.choices(["cut", "any", "own", "unknown"], [80, 8, 6, 6])[0]
        if mode == "cut" and cuts:
            kept = entries[self.rng.choice(cuts[len(cuts) // 2:])]["id"]
        elif mode == "any" or (mode == "cut" and not cuts):
            kept = self.rng.choice(path)
        elif mode == "own":
            kept = None
        else:
            kept = self.unknown_id()
        entry = {"type": "compaction", "summary": "## Goal\n" + self.sized_text(20, 3000), "firstKeptEntryId": kept,
                 "tokensBefore": self.context_tokens}
        if self.chance(0.8):
            entry["details"] = {"readFiles": sorted(set(self.rng.sample(FILE_POOL, 2))),
                                "modifiedFiles": sorted(set(self.rng.sample(FILE_POOL, 2)))}
        if self.chance(0.5):
            entry["fromHook"] = self.chance(0.3)
        added = self.add(entry)
        if kept is None:
            added["firstKeptEntryId"] = added["id"]
        self.context_tokens = len(entry["summary"]) // 4 + self.rng.randint(0, 20000)

    def navigate(self) -> None:
        target = self.rng.choice(self.entries)
        if self.chance(0.5):
            self.add({"type": "branch_summary", "fromId": target["id"],
                      "summary": "The user explored a different conversation branch before returning here.\n"
                                 "Summary of that exploration:\n\n" + self.sized_text(10, 1500),
                      "details": {"readFiles": [self.rng.choice(FILE_POOL)], "modifiedFiles": []},
                      **({"fromHook": self.chance(0.3)} if self.chance(0.5) else {})}, parent=target["id"])
        else:
            self.leaf = target["id"]

    def build(self) -> list[dict[str, Any]]:
        header = self.header()
        for _ in range(self.rng.randint(1, 30)):
            r = self.rng.random()
            if r < 0.12 and self.entries:
                self.compaction()
            elif r < 0.17 and self.entries:
                self.navigate()
            self.turn()
        if self.chance(0.1):
            self.compaction()  # a path that ends in a compaction: nothing to plan
        return [header, *self.entries]


def gen_compaction_session(rng: random.Random) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """One realistic agent session (lines, header first) and the plans to compare on it: a list of
    ``{"leaf", "keepRecentTokens", "reserveTokens"}`` (the last entry, and a few other leaves)."""
    s = _AgentSession(rng)
    lines = s.build()
    entries = lines[1:]
    leaves = [entries[-1]["id"]] + [rng.choice(entries)["id"] for _ in range(2)]
    specs = []
    for leaf in dict.fromkeys(leaves):
        for keep in rng.sample(KEEP_RECENT_TOKENS, 3):
            specs.append({"leaf": leaf, "keepRecentTokens": keep, "reserveTokens": rng.choice([16384, 4096])})
    return lines, specs


def gen_compaction_corpus(seed: int, n: int) -> list[tuple[str, list[dict[str, Any]], list[dict[str, Any]]]]:
    """``n`` named (name, lines, plan specs) from one seed."""
    master = random.Random(seed)
    out = []
    for i in range(n):
        sub_seed = master.getrandbits(64)
        lines, specs = gen_compaction_session(random.Random(sub_seed))
        out.append((f"compact-{i:03d}-{sub_seed:016x}", lines, specs))
    return out
