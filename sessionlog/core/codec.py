"""Bytes in, bytes out: JSON decoding and encoding, canonical bytes, Pi JSONL parsing and upcasting.

Rule of this module: pure functions over bytes, text and JSON values. The received JSON object of an
entry is the truth (unknown fields and types included); key order is preserved when re-encoding, and
``canonical_bytes`` (sorted keys) is what hashes are computed over.

Upcasters follow Pi 0.73.1 (``migrateV1ToV2``, ``migrateV2ToV3``) with one documented departure: v1
entry ids are derived deterministically from the session id and the line position, so importing the
same v1 file twice gives the same ids (Pi draws random ones).

The JavaScript value semantics the view builder must reproduce are ``core.jsvalues``.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Any, Iterable

import msgspec

from .entries import CURRENT_SESSION_VERSION

MISSING: Any = msgspec.UNSET  # JavaScript's `undefined`: a key that is absent

_decoder = msgspec.json.Decoder()
_encoder = msgspec.json.Encoder()
_canonical_encoder = msgspec.json.Encoder(order="sorted")


def decode(data: bytes | str) -> Any:
    """Parse one JSON document."""
    return _decoder.decode(data)


# a whole run of backslashes (the look-behind: a match starts only where a run does, so a long run that
# is not followed by a surrogate is tried once, not once per backslash), then u D800-DFFF
_U_ESCAPE = re.compile(rb"(?<!\\)(\\+)u([dD][89a-fA-F][0-9a-fA-F]{2})")
REPLACEMENT_ESCAPE = b"\\ufffd"


def mend_surrogates(data: bytes) -> tuple[bytes, int]:
    """JSON text with every lone UTF-16 surrogate escape (a ``\\ud83d`` not followed by its low half, or
    a low half alone) replaced by ``\\ufffd``, and how many were replaced.

    JavaScript's ``JSON.stringify`` writes such an escape for a string cut inside a surrogate pair (Pi's
    grep cuts long lines with ``line.slice(0, 500)``), and ``JSON.parse`` reads it back; it is not
    Unicode, so neither msgspec nor a UTF-8 database can hold it. U+FFFD is what JavaScript's
    ``String.prototype.toWellFormed`` puts there. The text keeps its length, so byte offsets in a later
    error message still point into the input."""
    if b"\\u" not in data:
        return data, 0
    found = [(m.end(1) - 1, int(m.group(2), 16)) for m in _U_ESCAPE.finditer(data) if len(m.group(1)) % 2]
    lone: list[int] = []
    i = 0
    while i < len(found):
        at, unit = found[i]
        if unit < 0xDC00 and i + 1 < len(found) and found[i + 1][0] == at + 6 and found[i + 1][1] >= 0xDC00:
            i += 2  # a pair
            continue
        lone.append(at)
        i += 1
    if not lone:
        return data, 0
    out = bytearray(data)
    for at in lone:
        out[at:at + 6] = REPLACEMENT_ESCAPE
    return bytes(out), len(lone)


def decode_mended(data: bytes) -> tuple[Any, int]:
    """``decode``, reading lone surrogate escapes as U+FFFD (``mend_surrogates``): the value and how many
    were read so (0 for well-formed text, which costs nothing extra)."""
    try:
        return _decoder.decode(data), 0
    except msgspec.DecodeError:
        mended, count = mend_surrogates(data)
        if not count:
            raise
    return _decoder.decode(mended), count


def read_mended(data: bytes) -> tuple[Any, int] | None:
    """For a line ``decode`` refused: its value with lone surrogate escapes read as U+FFFD and how many
    there were, or None when something else is wrong with it (the caller reports the first error)."""
    mended, count = mend_surrogates(data)
    if not count:
        return None
    try:
        return _decoder.decode(mended), count
    except (msgspec.DecodeError, RecursionError):
        return None


def lone_escapes(count: int) -> str:
    """``count`` lone surrogate escapes, in words."""
    return f"{count} lone UTF-16 surrogate escape{'s' if count > 1 else ''} (a string cut inside a surrogate pair)"


def mended_note(count: int) -> str:
    """What a reader is told when ``count`` lone surrogate escapes were read as U+FFFD."""
    return f"{lone_escapes(count)} read as U+FFFD"


def encode(value: Any) -> bytes:
    """Compact JSON, key order preserved (Pi's ``JSON.stringify`` layout)."""
    return _encoder.encode(value)


def canonical_bytes(value: Any) -> bytes:
    """Compact JSON with keys sorted: the bytes hashes are computed over."""
    return _canonical_encoder.encode(value)


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# ---------------------------------------------------------------- envelopes
ENVELOPE_KEYS = ("id", "parentId", "timestamp")


def split_entry(entry: dict[str, Any]) -> tuple[str, str | None, str | None, dict[str, Any]]:
    """Split an entry into (id, parentId, timestamp, payload).

    The payload keeps every other key in received order, ``type`` included. A ``timestamp`` that is
    not a string stays in the payload (so it round-trips); a missing ``parentId`` reads as a root.
    """
    payload = {k: v for k, v in entry.items() if k not in ENVELOPE_KEYS}
    ts = entry.get("timestamp", MISSING)
    if ts is not MISSING and not isinstance(ts, str):
        payload["timestamp"] = ts
        ts = None
    elif ts is MISSING:
        ts = None
    parent = entry.get("parentId")
    return entry["id"], parent if isinstance(parent, str) else None, ts, payload


def join_entry(entry_id: str, parent_id: str | None, timestamp: str | None, payload: dict[str, Any]) -> dict[str, Any]:
    """Rebuild an entry with Pi's key order: type, id, parentId, timestamp, then the payload."""
    out: dict[str, Any] = {}
    if "type" in payload:
        out["type"] = payload["type"]
    out["id"] = entry_id
    out["parentId"] = parent_id
    if timestamp is not None:
        out["timestamp"] = timestamp
    for k, v in payload.items():
        if k != "type":
            out[k] = v
    return out


# ---------------------------------------------------------------- JSONL parsing
MAX_LINE_BYTES = 64 << 20
"""The longest line read (64 MiB): a longer one is a bad line (``LONG_LINE``), skipped without being
held in memory, and the lines after it are still read."""

MAX_HEADER_BYTES = 1 << 20
"""A Pi file's first line (the session header) must start a JSON object (``{`` after blanks) and
end within 1 MiB; else the file is refused as soon as that is known (``/dev/zero``, a file of zeros,
random bytes are refused after one read, not read to their end)."""

LONG_LINE = f"line longer than {MAX_LINE_BYTES >> 20} MiB ({MAX_LINE_BYTES} bytes): not read"
_BLANKS = b" \t\r\x0b\x0c"  # what bytes.strip() strips, but the newline


@dataclass(frozen=True)
class Problem:
    """A line or entry that could not be taken as it is."""

    line: int
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "reason": self.reason}


@dataclass
class ParsedFile:
    """A Pi session file after parsing and upcasting to v3 (pure; nothing stored)."""

    header: dict[str, Any] | None
    entries: list[dict[str, Any]]
    lines: list[int]  # the 1-based line number of each entry
    problems: list[Problem] = field(default_factory=list)  # lines that were skipped
    warnings: list[str] = field(default_factory=list)
    version: int = CURRENT_SESSION_VERSION  # the version the file was written in


def parse_jsonl_text(data: bytes | str, *, source: str = "<input>") -> ParsedFile:
    """Parse Pi JSONL text: header first, one entry per line; upcast v1/v2 to v3.

    Unlike Pi, nothing is skipped silently: every unreadable line becomes a ``Problem`` with its line
    number. A byte-order mark and CRLF line ends are accepted (with a warning for the BOM).
    """
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    stream = JsonlStream(source)
    found = stream.feed(data) + stream.close()
    header = stream.header
    entries = [value for _, value in found]
    numbers = [number for number, _ in found]
    version = _version_of(header)
    entries = upcast(header, entries)
    if header is not None and version < CURRENT_SESSION_VERSION:
        header = {**header, "version": CURRENT_SESSION_VERSION}
    return ParsedFile(header, entries, numbers, stream.problems, stream.warnings, version)


class JsonlStream:
    """``parse_jsonl_text`` one chunk at a time (no upcasting): ``feed`` bytes as they are read and get
    the entries of the complete lines in them as ``(line number, object)``; ``close`` at the end of the
    file for the last line. ``header``, ``problems`` and ``warnings`` fill in as lines are read; the
    header is known once the first entry has come out (it must come before every entry)."""

    def __init__(self, source: str = "<input>") -> None:
        self.source = source
        self.header: dict[str, Any] | None = None
        self.problems: list[Problem] = []
        self.warnings: list[str] = []
        self.entries = 0  # entries found so far
        self.bytes = 0  # bytes fed so far
        self._rest = b""
        self._number = 0
        self._started = False
        self._skipping = False  # inside a line already reported (too long, or no header): up to its newline
        self._headless = False  # the first line cannot start a header: no later line becomes one

    @property
    def refused(self) -> bool:
        """Whether the file can no longer have a session header (its first line cannot start one, or an
        entry came first): reading more cannot change the outcome of an import."""
        return self.header is None and (self._headless or self.entries > 0)

    def feed(self, chunk: bytes) -> list[tuple[int, dict[str, Any]]]:
        self.bytes += len(chunk)
        if self._skipping:
            end = chunk.find(b"\n")
            if end < 0:
                return []
            self._skipping, chunk = False, chunk[end + 1:]
        data = self._rest + chunk if self._rest else chunk
        if not self._started:
            if len(data) < 3 and b"\n" not in data:
                self._rest = data
                return []
            data = self._start(data)
        lines = data.split(b"\n")
        self._rest = lines.pop()
        out = self._lines(lines, torn=False)
        self._check_rest()
        return out

    def close(self) -> list[tuple[int, dict[str, Any]]]:
        """The last line: the text after the last newline (an incomplete line if it does not parse)."""
        if self._skipping:
            self._skipping = False
            return []
        data = self._start(self._rest) if not self._started else self._rest
        self._rest = b""
        return self._lines([data], torn=bool(data))

    def _check_rest(self) -> None:
        """Bound the line still being read: past ``MAX_LINE_BYTES`` it is a bad line; while no line
        has been read yet (blank ones aside), one that cannot be a session header is refused at once."""
        rest = self._rest
        reason = None
        if self.header is None and not self.entries and not self.problems and not self._headless:
            reason = _not_a_header_start(rest)
        if reason is None and len(rest) > MAX_LINE_BYTES:
            reason = LONG_LINE
        if reason is not None:
            self._number += 1
            self.problems.append(Problem(self._number, reason))
            self._rest, self._skipping = b"", True
            if reason is not LONG_LINE:
                self._headless = True

    def _start(self, data: bytes) -> bytes:
        self._started = True
        if data.startswith(b"\xef\xbb\xbf"):
            self.warnings.append(f"{self.source}: a UTF-8 byte-order mark was ignored")
            return data[3:]
        return data

    def _lines(self, lines: list[bytes], *, torn: bool) -> list[tuple[int, dict[str, Any]]]:
        out: list[tuple[int, dict[str, Any]]] = []
        problems = self.problems
        number = self._number
        decode = _decoder.decode
        for raw in lines:
            number += 1
            if raw.endswith(b"\r"):
                raw = raw[:-1]
            if not self._headless and self.header is None and not self.entries and not problems:
                reason = _not_a_header_start(raw)
                if reason is not None:  # the first line that is not blank
                    problems.append(Problem(number, reason))
                    self._headless = True
                    continue
            if len(raw) > MAX_LINE_BYTES:
                problems.append(Problem(number, LONG_LINE))
                continue
            if not raw.strip():
                continue
            try:
                value = decode(raw)
            except RecursionError:
                problems.append(Problem(number, "JSON nested too deeply to read"))
                continue
            except msgspec.DecodeError as e:
                found = read_mended(raw)  # a string cut inside a surrogate pair, as JavaScript writes it
                if found is None:
                    what = "incomplete last line (torn write?)" if torn else "invalid JSON"
                    problems.append(Problem(number, f"{what}: {_short(e)}"))
                    continue
                value, count = found
                self.warnings.append(f"{self.source}: line {number}: {mended_note(count)}")
            if type(value) is not dict:
                problems.append(Problem(number, f"not a JSON object (got {type(value).__name__})"))
                continue
            if value.get("type") == "session":
                if self.header is None and not self.entries and not self._headless:
                    self.header = value
                else:
                    problems.append(Problem(number, "a second session header"))
                continue
            if self.header is None and not self.entries and (not problems or self._headless):
                if not self._headless:
                    problems.append(Problem(number, 'the first line is not a session header ({"type":"session",...})'))
            self.entries += 1
            out.append((number, value))
        self._number = number
        return out


def _not_a_header_start(line: bytes) -> str | None:
    """Why the first non-blank line of a file (or the start of it read so far) cannot be a session
    header, or None: it must start with ``{`` and end within ``MAX_HEADER_BYTES``."""
    start = line.lstrip(_BLANKS)
    if start and start[:1] != b"{":
        return 'the first line is not a session header ({"type":"session",...}): it does not start with "{"'
    if len(line) > MAX_HEADER_BYTES:
        return f"the first line does not end within {MAX_HEADER_BYTES >> 20} MiB: not a session header"
    return None


def _short(e: Exception) -> str:
    text = str(e)
    return text if len(text) <= 200 else text[:200] + "..."


def _version_of(header: dict[str, Any] | None) -> int:
    version = header.get("version") if header else None
    if isinstance(version, bool) or not isinstance(version, (int, float)):
        return 1
    return int(version) if version < CURRENT_SESSION_VERSION else CURRENT_SESSION_VERSION


# ---------------------------------------------------------------- upcasters
def upcast(header: dict[str, Any] | None, entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Entries of a file written at the header's version, as v3 entries (new dicts; inputs untouched)."""
    version = _version_of(header)
    if version < 2:
        entries = upcast_v1_v2(header, entries)
    if version < 3:
        entries = upcast_v2_v3(entries)
    return entries


def derive_v1_id(session_id: str, index: int, taken: set[str]) -> str:
    """A stable 8-hex id for the v1 entry at ``index`` (departure from Pi's random ids)."""
    salt = 0
    while True:
        candidate = sha256_hex(f"{session_id}\0{index}\0{salt}".encode())[:8]
        if candidate not in taken:
            taken.add(candidate)
            return candidate
        salt += 1


def upcast_v1_v2(header: dict[str, Any] | None, entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """v1 → v2: chain the entries linearly; ``firstKeptEntryIndex`` (header at index 0) → ``firstKeptEntryId``.

    As in Pi, an index that points at the header, past the end, or at an entry that comes later in the
    file (which has no new id yet) resolves to that entry's old ``id`` if any, else nothing.
    """
    session_id = str(header.get("id")) if header else ""
    offset = 1 if header is not None else 0  # the index counts the header line
    taken: set[str] = set()
    out: list[dict[str, Any]] = []
    prev: str | None = None
    for i, entry in enumerate(entries):
        new = dict(entry)
        new["id"] = derive_v1_id(session_id, i, taken)
        new["parentId"] = prev
        prev = new["id"]
        index = new.get("firstKeptEntryIndex")
        if new.get("type") == "compaction" and isinstance(index, (int, float)) and not isinstance(index, bool):
            del new["firstKeptEntryIndex"]
            target_i = index - offset
            if index == int(index) and 0 <= target_i < len(entries) and index >= offset:
                target_i = int(target_i)
                target_id = out[target_i]["id"] if target_i < i else new["id"] if target_i == i else entries[target_i].get("id", MISSING)
                if target_id is not MISSING:
                    new["firstKeptEntryId"] = target_id
        out.append(new)
    return out


def upcast_v2_v3(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """v2 → v3: messages with role ``hookMessage`` become role ``custom``."""
    out = []
    for entry in entries:
        message = entry.get("message")
        if entry.get("type") == "message" and isinstance(message, dict) and message.get("role") == "hookMessage":
            entry = {**entry, "message": {**message, "role": "custom"}}
        out.append(entry)
    return out


def to_jsonl(header: dict[str, Any] | None, entries: Iterable[dict[str, Any]]) -> bytes:
    """Pi JSONL bytes: the header line, then one line per entry, each ending in a newline."""
    parts = [encode(header)] if header is not None else []
    parts.extend(map(encode, entries))
    return b"\n".join(parts) + b"\n" if parts else b""
