"""Damaged and hostile Pi session files: a named corpus and seeded mutations of valid files."""

from __future__ import annotations

import json
import random
from pathlib import Path

DEMO = Path(__file__).resolve().parents[2] / "sessionlog" / "examples" / "demo.jsonl"


def _lines() -> list[bytes]:
    return DEMO.read_bytes().splitlines(keepends=True)


def _j(*objs) -> bytes:
    return b"".join(json.dumps(o).encode() + b"\n" for o in objs)


HEADER = {"type": "session", "version": 3, "id": "dmg-1", "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/d"}


def _msg(eid, parent, content="x"):
    return {"type": "message", "id": eid, "parentId": parent, "timestamp": "2026-01-01T00:00:00.000Z",
            "message": {"role": "user", "content": content, "timestamp": 1}}


def corpus(big_line_mb: int = 5) -> list[tuple[str, bytes]]:
    """Named damaged inputs (each one a whole file)."""
    valid = DEMO.read_bytes()
    lines = _lines()
    deep = b"[" * 5000 + b"]" * 5000
    return [
        ("truncated last line", valid[:-40]),
        ("crlf", valid.replace(b"\n", b"\r\n")),
        ("bom", b"\xef\xbb\xbf" + valid),
        ("invalid utf-8 in the middle", b"".join(lines[:5]) + b'{"type":"custom","id":"zz","parentId":null,"x":"\xff\xfe"}\n' + b"".join(lines[5:])),
        ("non-session jsonl", _j({"type": "event", "n": 1}, {"type": "event", "n": 2})),
        ("missing header", b"".join(lines[1:])),
        ("bad header json", b'{"type":"session",\n' + b"".join(lines[1:])),
        ("header without id", _j({"type": "session", "version": 3, "cwd": "/"}) + b"".join(lines[1:])),
        ("duplicate headers", lines[0] + lines[0] + b"".join(lines[1:])),
        ("duplicate ids", _j(HEADER, _msg("a", None), _msg("a", None, "again"))),
        ("self parent", _j(HEADER, _msg("a", "a"))),
        ("cycle", _j(HEADER, _msg("a", "c"), _msg("b", "a"), _msg("c", "b"))),
        ("dangling parents", _j(HEADER, _msg("a", "nowhere"), _msg("b", "a"))),
        ("wrong field types", _j(HEADER, {**_msg("a", None), "message": {"role": "user", "content": 42, "timestamp": "x"}},
                                 {"type": "compaction", "id": "b", "parentId": "a", "timestamp": 5, "summary": None,
                                  "firstKeptEntryId": 7, "tokensBefore": "many"})),
        ("NaN and huge numbers", lines[0] + b'{"type":"custom","id":"n1","parentId":null,"timestamp":"t","customType":"c","data":NaN}\n'
         + b'{"type":"custom","id":"n2","parentId":null,"timestamp":"t","customType":"c","data":1e400}\n'
         + b'{"type":"custom","id":"n3","parentId":null,"timestamp":"t","customType":"c","data":123456789012345678901234567890}\n'),
        (f"{big_line_mb} MB line", _j(HEADER, _msg("a", None, "z" * (big_line_mb * 1024 * 1024)))),
        ("deep nesting", lines[0] + b'{"type":"custom","id":"d1","parentId":null,"timestamp":"t","customType":"c","data":' + deep + b"}\n"),
        ("firstKeptEntryId pointing nowhere", _j(HEADER, _msg("a", None), {"type": "compaction", "id": "c", "parentId": "a",
                                                 "timestamp": "t", "summary": "s", "firstKeptEntryId": "ghost", "tokensBefore": 1})),
        ("not an object per line", lines[0] + b"[1,2,3]\n42\n\"text\"\nnull\n"),
        ("empty file", b""),
        ("only blank lines", b"\n\n  \n"),
        ("binary garbage", bytes(random.Random(7).randrange(256) for _ in range(4096))),
        ("entry without id", _j(HEADER, {"type": "message", "parentId": None, "message": {"role": "user", "content": "x", "timestamp": 1}})),
    ]


MUTATIONS = ("truncate", "flip", "delete_line", "duplicate_line", "swap_lines", "crlf_line", "insert_garbage",
             "retype_value", "drop_newline")


def mutate(data: bytes, rng: random.Random, steps: int = 2) -> bytes:
    """Apply ``steps`` seeded mutations to a valid file."""
    for _ in range(steps):
        lines = data.splitlines(keepends=True) or [b""]
        kind = rng.choice(MUTATIONS)
        i = rng.randrange(len(lines))
        if kind == "truncate":
            data = data[: rng.randrange(len(data) + 1)]
        elif kind == "flip" and data:
            pos = rng.randrange(len(data))
            data = data[:pos] + bytes([data[pos] ^ (1 << rng.randrange(8))]) + data[pos + 1:]
        elif kind == "delete_line":
            data = b"".join(lines[:i] + lines[i + 1:])
        elif kind == "duplicate_line":
            data = b"".join(lines[: i + 1] + [lines[i]] + lines[i + 1:])
        elif kind == "swap_lines" and len(lines) > 1:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            data = b"".join(lines)
        elif kind == "crlf_line":
            lines[i] = lines[i].replace(b"\n", b"\r\n")
            data = b"".join(lines)
        elif kind == "insert_garbage":
            junk = rng.choice([b"{", b"}\n", b"\x00\xff", b'{"type":"session","id":"x"}\n', b"null\n", b"\xef\xbb\xbf"])
            pos = rng.randrange(len(data) + 1)
            data = data[:pos] + junk + data[pos:]
        elif kind == "retype_value":
            try:
                obj = json.loads(lines[i])
            except ValueError:
                continue
            if isinstance(obj, dict) and obj:
                key = rng.choice(sorted(obj))
                obj[key] = rng.choice([None, 0, -1, 1e300, "", [], {}, True, "x" * 100])
                lines[i] = json.dumps(obj).encode() + b"\n"
                data = b"".join(lines)
        elif kind == "drop_newline" and len(lines) > 1:
            lines[i] = lines[i].rstrip(b"\n")
            data = b"".join(lines)
    return data
