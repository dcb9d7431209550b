"""``head``, ``append`` and ``label``: moving heads (with an optional branch summary) and appending.

Rule of this module: one function per verb, each a single unit of work whose compare-and-swap is checked
inside it. ``append_entries`` stamps what Pi stamps (a message's own ``timestamp``, in milliseconds, when
it has none); ``move_head`` with a summarizer is Pi's tree navigation: summarize the branch being left,
then move and append the ``branch_summary`` in one transaction compared with ``expected_head``. A
retried append (the same client ids) keeps the timestamps its messages got the first time.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from ..backends.contract import UNSET
from ..core import codec
from ..core.errors import InvalidEntryError, NotFoundError
from ..core.names import DEFAULT_HEAD
from ..store import Store, clock

if TYPE_CHECKING:
    from ..core.summary import Summarizer


def stamp_messages(store: Store, session_id: str, batch: list[dict[str, Any]]) -> None:
    """Give each ``message`` entry's message a ``timestamp`` when it has none (``Date.now()``, as Pi does),
    the same one for the whole batch; an entry whose client id is already stored (a retry) gets the stamp
    it was given the first time, so the retry is the same entry and stays idempotent."""
    now: int | None = None
    for entry in batch:
        message = entry.get("message")
        if entry.get("type") != "message" or not isinstance(message, dict) or "timestamp" in message:
            continue
        stored = _stored_entry(store, session_id, entry.get("id"))
        if stored is not None:
            first = stored.get("message")
            if isinstance(first, dict) and "timestamp" in first:
                entry["message"] = {**message, "timestamp": first["timestamp"]}
            continue
        now = now if now is not None else clock.now_ms()
        entry["message"] = {**message, "timestamp": now}


def _stored_entry(store: Store, session_id: str, entry_id: Any) -> dict[str, Any] | None:
    if not isinstance(entry_id, str) or not entry_id:
        return None
    try:
        return store.get_entry(session_id, entry_id)
    except NotFoundError:
        return None


class Appended(msgspec.Struct, frozen=True, kw_only=True):
    """What an append stored: the entries (as stored), whether every one was already stored (a retried
    request: nothing was written, the head did not move), and the head after it."""

    entries: list[dict[str, Any]]
    replayed: bool
    head: str | None


def append_entries(store: Store, session_id: str, entries: Sequence[Any], *, head: str = DEFAULT_HEAD,
                   expected_head: Any = UNSET, branch: bool = False, names: Sequence[str] | None = None) -> Appended:
    """Append ``entries`` after ``head`` as one all-or-nothing batch, messages stamped (``stamp_messages``);
    client ids are idempotency keys, ``expected_head`` makes the head move a compare-and-swap. ``names``:
    what an error calls each entry (``parse_entries`` gives ``FILE: line N``)."""
    if not entries:
        raise InvalidEntryError("no entries to append")
    batch: list[dict[str, Any]] = []
    for index, entry in enumerate(entries):
        if not isinstance(entry, Mapping):
            where = names[index] if names else f"entry #{index + 1}" if len(entries) > 1 else "entry"
            raise InvalidEntryError(f"{where}: must be a JSON object, not {type(entry).__name__}")
        batch.append(dict(entry))
    replayed = all(_stored_entry(store, session_id, e.get("id")) is not None for e in batch)
    stamp_messages(store, session_id, batch)
    stored = store.append_many(session_id, batch, head=head, expected_head=expected_head, branch=branch,
                               names=names)
    return Appended(entries=stored, replayed=replayed,
                    head=store.head(session_id, head) if replayed else stored[-1]["id"])


def parse_entry(text: str | bytes, what: str = "--entry") -> ParsedEntries:
    """One entry given as JSON text (``append --entry``): an object with a string ``type``. A lone
    surrogate escape (a string cut inside a pair) reads as U+FFFD, and ``notes`` says so."""
    data = text.encode("utf-8", "surrogateescape") if isinstance(text, str) else text
    try:
        entry, mended = codec.decode_mended(data)
    except msgspec.DecodeError as e:
        raise InvalidEntryError(f"{what} is not valid JSON: {e}") from e
    return ParsedEntries(entries=[_entry_object(entry, what + " ")], names=[],
                         notes=[f"{what}: {codec.mended_note(mended)}"] if mended else [])


def _entry_object(entry: Any, where: str) -> dict[str, Any]:
    """``where`` starts the message: ``"--entry "`` or ``"FILE: line 3: "``."""
    if not isinstance(entry, dict):
        raise InvalidEntryError(f"{where}must be a JSON object, not {_json_kind(entry)}")
    if not isinstance(entry.get("type"), str) or not entry["type"]:
        raise InvalidEntryError(f'{where}needs a "type" (message, custom, label, compaction, ...)')
    return entry


def _json_kind(value: Any) -> str:
    return {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), "a number" if isinstance(value, (int, float)) else type(value).__name__)


class ParsedEntries(msgspec.Struct, frozen=True, kw_only=True):
    """``append --entry`` / ``--entries``: the entries read, what errors call each (``FILE: line N``; none
    for ``--entry``) and what the reader is told."""

    entries: list[dict[str, Any]]
    names: list[str]
    notes: list[str] = []  # what the reader is told: lone surrogate escapes read as U+FFFD, by line


def parse_entries(data: bytes, source: str) -> ParsedEntries:
    """A JSONL batch (``append --entries FILE``): one entry object per line; blank lines are skipped. The
    first bad line is an ``InvalidEntryError`` naming ``source`` and the line, and nothing is appended."""
    entries: list[dict[str, Any]] = []
    names: list[str] = []
    notes: list[str] = []
    for number, line in enumerate(data.split(b"\n"), start=1):
        if not line.strip():
            continue
        where = f"{source}: line {number}"
        try:
            line.decode("utf-8")  # msgspec's own message would not name the byte
        except UnicodeDecodeError as e:
            raise InvalidEntryError(f"{where}: not valid UTF-8 ({e.reason} at byte {e.start + 1})") from None
        try:
            entry, mended = codec.decode_mended(line)
        except msgspec.DecodeError as e:
            raise InvalidEntryError(f"{where}: not valid JSON ({e})") from None
        entries.append(_entry_object(entry, where + ": "))
        names.append(where + ": entry")
        if mended:
            notes.append(f"{where}: {codec.mended_note(mended)}")
    if not entries:
        raise InvalidEntryError(f"{source}: no entries (one JSON object per line)")
    return ParsedEntries(entries=entries, names=names, notes=notes)


def append_parsed(store: Store, session_id: str, parsed: ParsedEntries, *, head: str = DEFAULT_HEAD,
                  expected_head: Any = UNSET, branch: bool = False) -> Appended:
    """``append --entry`` / ``--entries``: append what ``parse_entry`` / ``parse_entries`` read as one
    all-or-nothing batch (``append_entries``); an error names the line (or option) it comes from."""
    return append_entries(store, session_id, parsed.entries, head=head, expected_head=expected_head,
                          branch=branch, names=parsed.names or None)


def label(store: Store, session_id: str, entry_id: str, text: str | None, *, head: str = DEFAULT_HEAD) -> dict[str, Any]:
    """Label ``entry_id`` with ``text`` (None clears it) by appending a Pi ``label`` entry after ``head``."""
    return store.session(session_id).append_label(entry_id, text, head=head)


def move_head(store: Store, session_id: str, target: str | None, *, name: str = DEFAULT_HEAD,
              expected_head: Any = UNSET, summarizer: str | Summarizer | None = None,
              instructions: str | None = None) -> str | None:
    """Move head ``name`` to ``target`` (None: empty it); with a ``summarizer``, as Pi's tree navigation
    with a summary of the branch being left. Returns where the head points after."""
    if summarizer is None:
        store.move_head(session_id, target, name=name, expected_head=expected_head)
    else:
        from ..store.compaction import navigate

        if isinstance(summarizer, str):
            from ..summarizers import get_summarizer

            summarizer = get_summarizer(summarizer)
        navigate(store, session_id, target, summarizer=summarizer, custom_instructions=instructions,  # type: ignore[arg-type]
                 head=name, expected_head=expected_head)
    return store.head(session_id, name)
