"""What the importers share: reading a foreign JSONL file into records, and building Pi v3 entries
that carry the record they came from.

Rule of this module: pure functions over bytes and JSON values (no files, clock or randomness).
Every entry an importer builds carries its source record verbatim under the unknown field
``source`` (``{"format", "line", "record"}``; the second and later entries built from one record
carry ``{"format", "line", "part"}`` instead of a second copy), so nothing of the input is lost and
each entry can be traced back to its line. Pi and the store keep unknown fields verbatim.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import msgspec

from ..core import codec, jsvalues
from ..core.codec import ParsedFile, Problem

SOURCE_FIELD = "source"
EPOCH_ISO = "1970-01-01T00:00:00.000Z"

_decoder = msgspec.json.Decoder()


@dataclass
class Record:
    """One readable line of the input: its 1-based line number and its JSON object."""

    line: int
    value: dict[str, Any]


@dataclass
class Converted:
    """An imported file as Pi v3 (header + entries, like a parsed Pi file) plus the entry the ``main``
    head should point at when it is not the last entry (``None``: the last entry, as for Pi files)."""

    parsed: ParsedFile
    head: str | None
    format: str


def read_records(data: bytes, source: str) -> tuple[list[Record], list[Problem], list[str]]:
    """Split JSONL bytes into records; every unreadable line becomes a ``Problem`` with its number
    (an invalid last line without a final newline is named a torn write)."""
    warnings: list[str] = []
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
        warnings.append(f"{source}: a UTF-8 byte-order mark was ignored")
    raw_lines = data.split(b"\n")
    last = len(raw_lines)
    records: list[Record] = []
    problems: list[Problem] = []
    for number, raw in enumerate(raw_lines, start=1):
        if raw.endswith(b"\r"):
            raw = raw[:-1]
        if len(raw) > codec.MAX_LINE_BYTES:
            problems.append(Problem(number, codec.LONG_LINE))
            continue
        if not raw.strip():
            continue
        try:
            value = _decoder.decode(raw)
        except RecursionError:
            problems.append(Problem(number, "JSON nested too deeply to read"))
            continue
        except msgspec.DecodeError as e:
            found = codec.read_mended(raw)  # a string cut inside a surrogate pair, as JavaScript writes it
            if found is None:
                torn = number == last and not data.endswith(b"\n")
                what = "incomplete last line (torn write?)" if torn else "invalid JSON"
                text = str(e)
                problems.append(Problem(number, f"{what}: {text[:200]}"))
                continue
            value, mended = found
            warnings.append(f"{source}: line {number}: {codec.mended_note(mended)}")
        if not isinstance(value, dict):
            problems.append(Problem(number, f"not a JSON object (got {type(value).__name__})"))
            continue
        records.append(Record(number, value))
    return records, problems, warnings


def iso_or(value: Any, fallback: str) -> str:
    """``value`` when it is a date-time string JavaScript can read, else ``fallback``."""
    if isinstance(value, str) and jsvalues.js_date_ms(value) is not None:
        return value
    return fallback


def stamp(value: Any, fallback: tuple[str, int]) -> tuple[str, int]:
    """(ISO string, epoch milliseconds) of a record's timestamp, or ``fallback`` when unreadable."""
    if isinstance(value, str):
        found = jsvalues.js_date_ms(value)
        if found is not None:
            return value, int(found)
    return fallback


def stamp_or_warn(value: Any, fallback: tuple[str, int], warn: Callable[[str], None]) -> tuple[str, int]:
    """``stamp``, warning (through ``warn``) when a timestamp is present but cannot be read; a missing
    timestamp takes the fallback silently (Claude Code metadata records have none)."""
    found = stamp(value, fallback)
    if value is not None and found is fallback:
        text = repr(value)
        text = text if len(text) <= 60 else text[:57] + "..."
        warn(f"timestamp {text} cannot be read: the time before it ({fallback[0]}) is used")
    return found


def cap_list(items: list[str], sep: str, keep: int = 5) -> str:
    """``items`` joined by ``sep``, the first ``keep`` of them then "and N more" (bounded warnings)."""
    if len(items) <= keep:
        return sep.join(items)
    return sep.join(items[:keep]) + f"{sep}... and {len(items) - keep} more"


def ms(iso: str) -> int:
    """Milliseconds since the epoch of an ISO date-time (0 when unreadable)."""
    value = jsvalues.js_date_ms(iso)
    return int(value) if value is not None else 0


@dataclass
class EntryBuilder:
    """Builds Pi v3 entries in file order, each carrying its source (see the module rule)."""

    format: str
    entries: list[dict[str, Any]] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)
    _parts: dict[int, int] = field(default_factory=dict)

    def add(self, record: Record, entry_id: str, parent_id: str | None, timestamp: str, kind: str,
            *, carries: bool | None = None, **payload: Any) -> dict[str, Any]:
        """Append one entry built from ``record``. The first entry built from a record carries the
        record itself unless ``carries`` says otherwise (an importer that builds helper entries before
        the main one passes ``carries=False`` for them and ``True`` for the main one)."""
        part = self._parts.get(record.line, 0)
        self._parts[record.line] = part + 1
        if carries if carries is not None else part == 0:
            source = {"format": self.format, "line": record.line, "record": record.value}
        else:
            source = {"format": self.format, "line": record.line, "part": part}
        entry = {"type": kind, "id": entry_id, "parentId": parent_id, "timestamp": timestamp, **payload,
                 SOURCE_FIELD: source}
        self.entries.append(entry)
        self.lines.append(record.line)
        return entry

    def parts_of(self, record: Record) -> int:
        """How many entries were built from ``record`` so far."""
        return self._parts.get(record.line, 0)

    def custom(self, record: Record, entry_id: str, parent_id: str | None, timestamp: str,
               custom_type: str) -> dict[str, Any]:
        """A model-invisible ``custom`` entry that only preserves the record."""
        return self.add(record, entry_id, parent_id, timestamp, "custom", customType=custom_type)


def zero_usage(input_: int = 0, output: int = 0, cache_read: int = 0, cache_write: int = 0) -> dict[str, Any]:
    """A Pi usage object (costs are not known to the source formats: zero)."""
    return {"input": input_, "output": output, "cacheRead": cache_read, "cacheWrite": cache_write,
            "totalTokens": input_ + output + cache_read + cache_write,
            "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}


def as_int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def text_of(value: Any) -> str:
    """Plain text of a string or a list of text-ish blocks (``text``, ``input_text``, ``output_text``)."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(b["text"] for b in value if isinstance(b, dict) and isinstance(b.get("text"), str))
    return ""
