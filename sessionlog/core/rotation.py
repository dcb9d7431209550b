"""Transcript rotation, planned: which entries of the active path a successor session starts from.

Rule of this module: pure functions over JSON entry objects (no storage, clock or randomness).
``plan_rotation(path)`` takes the root-first active path (root → rotated leaf) and returns a frozen
``RotationPlan``: the entries the successor holds, re-parented into one chain in path order, ids,
timestamps and payloads kept (so bodies are shared). ``forks.apply_rotation`` stores the plan in one
transaction (DESIGN §6).

What the successor holds, in path order:

* the ``custom`` entries (extension state) and the entries that last set the thinking level and the
  model, when they lie before the kept tail. When the model was last set by an assistant message
  before the tail, that message cannot be copied (it would enter the context); a ``model_change``
  with its provider and model id stands in for it, with the message's timestamp and an id derived
  from the message's (``setting_id``);
* the latest compaction on the path, its ``firstKeptEntryId`` pointing at the first copied kept
  entry (its own id, a hard checkpoint, when nothing before it is kept);
* older compactions inside the kept tail (a compaction may keep entries from before the previous
  one) are copied too, but one whose first kept entry was not copied would name an entry that is not
  in the successor (a ``verify`` warning, and a view at it that Pi cannot resolve): it points at the
  first copied entry after where its first kept entry was, or at itself (a hard checkpoint) when none
  is left or when its first kept entry was not on the path before it (the view at it kept nothing
  before it anyway). The view at the head reads only the latest compaction, so it is unchanged;
* the kept tail: from the compaction's first kept entry to the leaf (the whole path with no
  compaction). Labels whose target is not copied are left behind (Pi's ``createBranchedSession``
  drops labels off the path too).

Invariant (tested): ``build_view(plan.entries)`` equals ``build_view(path)``: the successor's view at
its head equals the predecessor's view at the rotated leaf.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import msgspec

from .codec import sha256_hex
from .errors import InvalidInputError

Entry = Mapping[str, Any]


class RotationPlan(msgspec.Struct, frozen=True, kw_only=True):
    """The successor's entries (a chain, root first) and where they came from."""

    leaf: str  # the rotated leaf: the predecessor's head when the plan was made
    entries: list[dict[str, Any]]  # the successor's entries, re-parented into one chain
    compaction: str | None  # id of the latest compaction on the path (copied), or None
    first_kept: str | None  # the first copied entry kept before the compaction (None: none, or no compaction)
    carried: list[str]  # ids of entries copied from before the kept tail (settings, custom)
    synthesized: list[str]  # ids of model_change entries standing in for an assistant message
    dropped: int  # entries of the path not carried over (summarized history, stray labels)

    def to_json(self) -> dict[str, Any]:
        return {"leaf": self.leaf, "compaction": self.compaction, "first_kept": self.first_kept,
                "carried": list(self.carried), "synthesized": list(self.synthesized), "dropped": self.dropped,
                "entries": list(self.entries)}


def _is_assistant(entry: Entry) -> bool:
    message = entry.get("message")
    return entry.get("type") == "message" and isinstance(message, Mapping) and message.get("role") == "assistant"


def _sets_model(entry: Entry) -> bool:
    return entry.get("type") == "model_change" or _is_assistant(entry)


def setting_id(source_id: str, taken: set[str]) -> str:
    """A deterministic 8-hex id for the ``model_change`` standing in for ``source_id``, not in ``taken``."""
    salt = 0
    while True:
        candidate = sha256_hex(f"rotation-model:{source_id}:{salt}".encode())[:8]
        if candidate not in taken:
            return candidate
        salt += 1


def _stand_in(message_entry: Entry, taken: set[str]) -> dict[str, Any]:
    """A ``model_change`` setting the model an assistant message set (absent fields stay absent)."""
    message = message_entry["message"]
    entry: dict[str, Any] = {"type": "model_change", "id": setting_id(message_entry["id"], taken),
                             "parentId": None, "timestamp": message_entry.get("timestamp")}
    if "provider" in message:
        entry["provider"] = message["provider"]
    if "model" in message:
        entry["modelId"] = message["model"]
    return entry


def _older_kept(compaction: Entry, chain: Sequence[Entry], in_chain: set[str], position: Mapping[str, int]) -> Any:
    """The ``firstKeptEntryId`` a copied older compaction gets: its own when that entry was copied (it
    is then before it in ``chain``); else the first copied entry after where it was on the path (what
    is left of its kept span), or, with none, or when it was not on the path before the compaction
    (the view at it kept nothing before it), the compaction's own id (a hard checkpoint)."""
    kept = compaction.get("firstKeptEntryId")
    at = position.get(kept) if isinstance(kept, str) else None
    if at is not None and at < position[compaction["id"]]:
        if kept in in_chain:
            return kept
        later = next((e["id"] for e in chain if position[e["id"]] > at), None)
        if later is not None:
            return later
    return compaction["id"]


def plan_rotation(path: Sequence[Entry]) -> RotationPlan:
    """The successor of the session whose active path (root first) is ``path``."""
    if not path:
        raise InvalidInputError("nothing to rotate: the head is empty")
    last = -1
    for i, entry in enumerate(path):
        if entry.get("type") == "compaction":
            last = i
    start = 0
    if last >= 0:
        kept = path[last].get("firstKeptEntryId")
        start = next((i for i in range(last) if path[i].get("id") == kept), last)
    tail = list(path[start:])
    before = path[:start]
    thinking = max((i for i, e in enumerate(path) if e.get("type") == "thinking_level_change"), default=-1)
    model = max((i for i, e in enumerate(path) if _sets_model(e)), default=-1)

    taken = {e["id"] for e in path}
    position = {e["id"]: i for i, e in enumerate(path)}  # where each copy's source is on the path
    carried: list[dict[str, Any]] = []
    synthesized: list[str] = []
    for i, entry in enumerate(before):
        if entry.get("type") == "custom" or i == thinking or (i == model and entry.get("type") == "model_change"):
            carried.append(dict(entry))
        elif i == model:
            stand_in = _stand_in(entry, taken)
            taken.add(stand_in["id"])
            position[stand_in["id"]] = i
            synthesized.append(stand_in["id"])
            carried.append(stand_in)

    copied_ids = {e["id"] for e in carried} | {e["id"] for e in tail}
    chain: list[dict[str, Any]] = list(carried)
    in_chain = {e["id"] for e in chain}
    first_kept: str | None = None
    compaction_id = path[last]["id"] if last >= 0 else None
    for entry in tail:
        target = entry.get("targetId")
        if entry.get("type") == "label" and (not isinstance(target, str) or target not in copied_ids):
            continue
        entry = dict(entry)
        if entry["id"] == compaction_id:
            entry["firstKeptEntryId"] = first_kept if first_kept is not None else entry["id"]
            compaction_id = None  # later entries are after the compaction, not kept before it
        else:
            if entry.get("type") == "compaction":  # an older compaction inside the kept tail
                entry["firstKeptEntryId"] = _older_kept(entry, chain, in_chain, position)
            if first_kept is None and compaction_id is not None:
                first_kept = entry["id"]
        chain.append(entry)
        in_chain.add(entry["id"])
    parent: str | None = None
    for entry in chain:
        entry["parentId"] = parent
        parent = entry["id"]
    return RotationPlan(
        leaf=path[-1]["id"], entries=chain, compaction=path[last]["id"] if last >= 0 else None,
        first_kept=first_kept,
        carried=[e["id"] for e in carried], synthesized=synthesized,
        dropped=len(path) - (len(chain) - len(synthesized)),
    )
