"""Pi JSONL files in and out of the store: the import tiers, directory discovery, safe export.

Rule of this module: a source file is only ever read; an output file is written through a temporary
file in the same folder (mode 0600, fsync, rename) and never overwrites an existing file unless
forced. What import accepts, records as a warning, or refuses is ``plan_import``'s table, mirrored in
``docs/compatibility.md``.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

from . import codec, dag
from .entries import check_entry, check_header
from .errors import InvalidInputError, OutputExistsError


@dataclass
class ImportPlan:
    """What an import would store: the header, the entries in file order, and what it reports."""

    header: dict[str, Any]
    entries: list[dict[str, Any]]
    skipped: list[codec.Problem] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    warnings_by_id: dict[str, list[str]] = field(default_factory=dict)


def read_pi_file(path: str | os.PathLike[str]) -> codec.ParsedFile:
    """Read and parse one Pi session file (read-only)."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise InvalidInputError(f"{path}: cannot read: {e.strerror or e}") from e
    return codec.parse_jsonl_text(data, source=str(path))


def plan_import(parsed: codec.ParsedFile, *, source: str, strict: bool = False) -> ImportPlan:
    """Sort a parsed file into the import tiers; raise ``InvalidInputError`` when it is refused."""
    if parsed.header is None:
        first = parsed.problems[0] if parsed.problems else None
        if not parsed.entries and first is None:
            raise InvalidInputError(f"{source}: empty file: not a Pi session (nothing imported)")
        detail = f" (line {first.line}: {first.reason})" if first else ""
        raise InvalidInputError(f"{source}: not a Pi session file: line 1 must be a session header{detail}")
    problem = check_header(parsed.header)
    if problem:
        raise InvalidInputError(f"{source}: line 1: {problem}")
    skipped = [p for p in parsed.problems]
    warnings = list(parsed.warnings)
    by_id: dict[str, list[str]] = {}
    for entry, line in zip(parsed.entries, parsed.lines):
        if not isinstance(entry.get("id"), str) or not entry.get("id"):
            raise InvalidInputError(f"{source}: line {line}: entry has no string id")
        found = check_entry(entry)
        if found:
            by_id.setdefault(entry["id"], []).append(f"line {line}: invalid {entry.get('type')!r} entry: {found}")
        if "parentId" not in entry:
            by_id.setdefault(entry["id"], []).append(f"line {line}: no parentId (read as a root)")
    lines = dict(zip((e["id"] for e in parsed.entries), parsed.lines))
    history = dag.check_history(parsed.entries)
    if history.problems:
        where = [f"line {lines[i]}: " if i in lines else "" for i in history.problem_ids]
        raise InvalidInputError(f"{source}: refused: " + "; ".join(w + p for w, p in zip(where, history.problems)))
    for entry_id, found in history.warnings_by_id.items():
        by_id.setdefault(entry_id, []).extend(f"line {lines[entry_id]}: {w}" for w in found)
    for found in by_id.values():
        warnings.extend(found)
    if strict and (skipped or warnings):
        first = f"line {skipped[0].line}: {skipped[0].reason}" if skipped else warnings[0]
        raise InvalidInputError(
            f"{source}: refused under --strict ({len(skipped)} bad lines, {len(warnings)} warnings; first: {first})"
        )
    return ImportPlan(parsed.header, parsed.entries, skipped, warnings, by_id)


def discover(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """Files to import: each file as given; each folder searched recursively for ``*.jsonl`` (Pi's
    sessions folder holds one folder per project), in sorted order."""
    found: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*.jsonl") if p.is_file()))
        elif path.exists():
            found.append(path)
        else:
            raise InvalidInputError(f"{path}: no such file or folder")
    return found


def write_file(path: str | os.PathLike[str], data: bytes, *, force: bool = False) -> None:
    """Write ``data`` atomically with mode 0600; refuse to replace an existing file unless ``force``."""
    path = Path(path)
    if path.exists() and not force:
        raise OutputExistsError(f"{path}: already exists (use --force to overwrite)")
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def import_paths(store, paths: Sequence[str | os.PathLike[str]], *, strict: bool = False, as_new: bool = False):
    """Import every file found under ``paths``; one result per file. A refused file raises and stores
    nothing for that file (earlier files of the same call stay imported)."""
    results = []
    for path in discover(paths):
        parsed = read_pi_file(path)
        results.append(store.import_parsed(parsed, source=str(path), strict=strict, as_new=as_new))
    return results
