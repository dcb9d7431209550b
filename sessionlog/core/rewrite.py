"""Branch-rewrite truncation (OpenClaw's persistent tool-result truncation, DESIGN §6), as appends.

Rule of this module: ``plan_rewrite(path, settings)`` is pure. It chooses the tool results of the
head's path to shrink with ``projections.truncation.plan_tool_result_truncation`` (the oversized phase
over the per-result cap, then the aggregate phase, newest first), looking only at the results the view
at the head shows (a result hidden behind a compaction is not sent to the model, so shrinking it would
only cost rows). The plan forks at the parent of the first chosen entry and re-appends the rest of the
path as copies with new ids: ``parentId`` chained through the copies, the chosen results replaced by
their truncated versions, and the ids that point into the copied suffix remapped through the old→new
map (a compaction's ``firstKeptEntryId``, a branch summary's ``fromId``, a label's ``targetId``).
Copies keep their original ``timestamp`` and every other byte of their payload, so an unchanged copy
shares its stored body with the original (bodies are content-addressed). Nothing to shrink: ``None``.

New ids are 8 hex characters derived from the old id and a salt (the head and the settings), re-derived
while they collide with the path, the ids passed in ``taken`` or each other: the plan is a function of
its inputs.

``sessionlog.ops.rewrite.apply_rewrite`` stores a plan: one transaction appends the copies, moves the
head to the last copy by compare-and-swap and records ``rewrite`` annotations (on each copy: the entry
it rewrites and why; on the old head: the new head). The old branch stays as it was.
"""

from __future__ import annotations

import hashlib
import re
import sys
from collections.abc import Collection, Mapping, Sequence
from typing import Any, Literal

import msgspec

from .codec import encode, split_entry
from .errors import InvalidInputError
from .projections.estimate import tool_result_text_length
from .projections.settings import DEFAULT_LIVE_TOOL_RESULT_MAX_CHARS
from .projections.truncation import (
    calculate_max_tool_result_chars,
    plan_tool_result_truncation,
)



class RewriteSettings(msgspec.Struct, frozen=True, kw_only=True):
    """The per-result cap in characters, and the aggregate budget: when given, the visible results
    together are then shrunk, newest first, to fit in it (``plan_tool_result_truncation``'s aggregate
    phase); ``None``: no aggregate phase, each result is only held to the cap. (OpenClaw's overflow
    recovery uses both, with a budget equal to the cap: ``aggregate_budget_chars=max_chars``.)"""

    max_chars: int
    aggregate_budget_chars: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.max_chars, int) or self.max_chars < 0:
            raise InvalidInputError(f"max_chars must be a non-negative number of characters, not {self.max_chars!r}")
        budget = self.aggregate_budget_chars
        if budget is not None and (not isinstance(budget, int) or budget < 0):
            raise InvalidInputError(f"aggregate_budget_chars must be a non-negative number, not {budget!r}")

    @classmethod
    def for_context_window(cls, context_window: int, hard_cap: int = DEFAULT_LIVE_TOOL_RESULT_MAX_CHARS,
                           aggregate_budget_chars: int | None = None) -> RewriteSettings:
        """The cap ``min(floor(window x 0.3) x 4, hard_cap)`` for a context window in tokens."""
        if not isinstance(context_window, int) or context_window <= 0:
            raise InvalidInputError(f"context window must be a positive number of tokens, not {context_window!r}")
        return cls(max_chars=calculate_max_tool_result_chars(context_window, hard_cap),
                   aggregate_budget_chars=aggregate_budget_chars)


class ChosenResult(msgspec.Struct, frozen=True, kw_only=True):
    """A tool result the rewrite shrinks: its entry, its copy, the phase that chose it, and its text
    length (characters) and stored payload size (bytes) before and after."""

    entry: str
    new_entry: str
    phase: Literal["oversized", "aggregate"]
    old_chars: int
    new_chars: int
    old_bytes: int
    new_bytes: int


class RewritePlan(msgspec.Struct, frozen=True, kw_only=True):
    """A branch rewrite: fork at ``fork_point`` (None: a new root) and append ``copies`` (Pi entries,
    in order) in place of the path's suffix ``id_map`` lists (old id → new id, path order)."""

    head: str
    fork_point: str | None
    settings: RewriteSettings
    chosen: tuple[ChosenResult, ...]
    id_map: dict[str, str]
    copies: tuple[dict[str, Any], ...]

    @property
    def new_head(self) -> str:
        return self.copies[-1]["id"]

    def reason(self, old_id: str) -> Literal["truncated", "copied"]:
        return "truncated" if any(c.entry == old_id for c in self.chosen) else "copied"

    def to_json(self) -> dict[str, Any]:
        """The plan without the copies' bodies (``truncate --dry-run --json``)."""
        return {
            "head": self.head, "new_head": self.new_head, "fork_point": self.fork_point,
            "max_chars": self.settings.max_chars,
            "aggregate_budget_chars": self.settings.aggregate_budget_chars,
            "copies": len(self.copies),
            "results": [msgspec.to_builtins(c) for c in self.chosen],
            "id_map": dict(self.id_map),
        }


NO_AGGREGATE_BUDGET = sys.maxsize
"""The budget ``plan_tool_result_truncation`` gets when there is no aggregate budget: never exceeded."""


def visible_indices(path: Sequence[Mapping[str, Any]]) -> list[int]:
    """Indices of the path entries the view at its last entry reads (``view.build_view_from_path``):
    everything without a compaction; else from the latest compaction's first kept entry, skipping it."""
    last = max((i for i, e in enumerate(path) if e.get("type") == "compaction"), default=-1)
    if last < 0:
        return list(range(len(path)))
    kept = path[last].get("firstKeptEntryId")
    start = next((i for i in range(last) if path[i].get("id") == kept), last)
    return [*range(start, last), *range(last + 1, len(path))]


def plan_rewrite(path: Sequence[Mapping[str, Any]], settings: RewriteSettings,
                 taken: Collection[str] = ()) -> RewritePlan | None:
    """The rewrite of ``path`` (root first, the head last) that shrinks its visible tool results, or
    None when nothing would change. ``taken``: ids already used in the session, which new ids avoid."""
    visible = visible_indices(path)
    messages = [path[i].get("message") if path[i].get("type") == "message" else None for i in visible]
    budget = settings.aggregate_budget_chars
    replacements = plan_tool_result_truncation(messages, settings.max_chars,
                                               NO_AGGREGATE_BUDGET if budget is None else budget)
    replaced = {visible[r.index]: r for r in replacements if _worth_cutting(messages[r.index], r.message)}
    if not replaced:
        return None
    first = min(replaced)
    head = path[-1]["id"]
    id_map = _new_ids([e["id"] for e in path[first:]], _salt(head, settings),
                      {e["id"] for e in path} | set(taken))
    copies: list[dict[str, Any]] = []
    chosen: list[ChosenResult] = []
    parent = path[first - 1]["id"] if first else None
    fork_point = parent
    for i in range(first, len(path)):
        entry = path[i]
        copy = _remapped(entry, id_map, parent)
        if i in replaced:
            copy["message"] = replaced[i].message
            old_message, new_message = entry["message"], replaced[i].message
            chosen.append(ChosenResult(
                entry=entry["id"], new_entry=copy["id"], phase=replaced[i].phase,  # type: ignore[arg-type]
                old_chars=tool_result_text_length(old_message), new_chars=tool_result_text_length(new_message),
                old_bytes=len(encode(split_entry(dict(entry))[3])), new_bytes=len(encode(split_entry(copy)[3]))))
        copies.append(copy)
        parent = copy["id"]
    return RewritePlan(head=head, fork_point=fork_point, settings=settings, chosen=tuple(chosen), id_map=id_map,
                       copies=tuple(copies))


_NOTICE_AT_END = re.compile(r"\[\.\.\. \d+ more characters truncated\]\s*\Z")
MIN_RECUT_SAVING = 64  # characters: about two notices


def _worth_cutting(old: Mapping[str, Any], new: Mapping[str, Any]) -> bool:
    """A result that was truncated before (a text ends with the notice) is cut again only when that saves
    at least ``MIN_RECUT_SAVING`` characters. Otherwise a result cut to (almost) nothing would be cut
    again on every later rewrite, rewriting only the count in its notice for a whole new branch."""
    content = old.get("content")
    texts = [content] if isinstance(content, str) else [
        b.get("text") for b in content or () if isinstance(b, dict) and b.get("type") == "text"]
    if not any(isinstance(t, str) and _NOTICE_AT_END.search(t) for t in texts):
        return True
    return tool_result_text_length(old) - tool_result_text_length(new) >= MIN_RECUT_SAVING


_REMAPPED_FIELDS = {"compaction": "firstKeptEntryId", "branch_summary": "fromId", "label": "targetId"}


def _remapped(entry: Mapping[str, Any], id_map: Mapping[str, str], parent: str | None) -> dict[str, Any]:
    """A copy of ``entry`` (same key order, same timestamp) with its new id and parent, and the field
    that names another entry remapped when that entry is in the copied suffix."""
    copy = dict(entry)
    copy["id"] = id_map[entry["id"]]
    copy["parentId"] = parent
    kind = entry.get("type")
    field = _REMAPPED_FIELDS.get(kind) if isinstance(kind, str) else None  # any JSON may be there
    if field is not None and isinstance(copy.get(field), str) and copy[field] in id_map:
        copy[field] = id_map[copy[field]]
    return copy


def _salt(head: str, settings: RewriteSettings) -> bytes:
    budget = settings.aggregate_budget_chars
    return f"sessionlog-rewrite\0{head}\0{settings.max_chars}\0{'none' if budget is None else budget}".encode()


def _new_ids(old_ids: Sequence[str], salt: bytes, taken: set[str]) -> dict[str, str]:
    """old id → 8 hex characters of sha256(salt, old id, attempt), the first attempt that is free."""
    used = set(taken)
    out: dict[str, str] = {}
    for old in old_ids:
        attempt = 0
        while True:
            digest = hashlib.sha256(salt + b"\0" + old.encode("utf-8", "surrogatepass") + b"\0" + str(attempt).encode())
            candidate = digest.hexdigest()[:8] if attempt < 64 else digest.hexdigest()
            if candidate not in used:
                break
            attempt += 1
        used.add(candidate)
        out[old] = candidate
    return out
