"""Persistent operations that start a new session from a stored one: fork and rotation.

Rule of this module: the use case around the pure planners. Each operation is one unit of work
(``Store.write``) that writes the new session's header (a new UUIDv7 id, ``parentSession`` = the
source session's id, the same cwd), its entries (ids, timestamps and payloads kept, so bodies are
shared by content address), its ``main`` head, and an annotation on each side naming the other. The
source session is never changed: nothing is edited or deleted, only annotations are added.

* ``fork(store, session, at_entry)``: Pi's ``createBranchedSession`` with storage created eagerly and
  the session name kept (Pi loses it, #5048 / #6080): the path to ``at_entry`` without its label
  entries, re-parented into one chain; one ``label`` entry per label resolved on that path, after
  it, with the original label timestamps and fresh ids; then a ``session_info`` with the source's
  current name when the copies alone would give another name. Annotations: ``fork`` on the source's
  ``at_entry`` and ``forked-from`` on the child's copy of it.
* ``apply_rotation(store, session, plan)``: stores a ``rotation.RotationPlan`` (compare-and-swap: the
  source head must still be at the plan's leaf) and the session name the same way. Annotations:
  ``rotated-to`` on the predecessor's head entry, ``rotated-from`` on the successor's copy of it.

Invariants (tested): the child's view at its head equals the parent's view at the fork point; the
successor's view at its head equals the predecessor's view at the rotated leaf.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from ..backends.contract import UNSET, WriteTx
from ..core import dag
from ..core.errors import HeadConflictError, InvalidInputError
from ..core.names import DEFAULT_HEAD, FORK, FORKED_FROM, ROTATED_FROM, ROTATED_TO
from ..core.rotation import RotationPlan, plan_rotation
from ..store import Store, clock, reads, writes
from .results import ForkOutput, RotateOutput, RotationPlanOutput


def _keep_name(entries: list[dict[str, Any]], name: str | None, taken: set[str]) -> None:
    """Append a ``session_info`` carrying ``name`` (``""`` clears) when ``entries`` would give another."""
    if dag.session_name(entries) == name:
        return
    entries.append({"type": "session_info", "id": clock.new_entry_id(taken.__contains__),
                    "parentId": entries[-1]["id"] if entries else None, "timestamp": clock.now_iso(),
                    "name": name or ""})


Built = tuple[list[dict[str, Any]], str, "str | None"]


def _create(store: Store, source: str, build: Callable[[WriteTx], Built], links: tuple[str, str]) -> str:
    """Write a new session in one transaction: ``build()`` (called inside it, so what it reads cannot
    change before the write) returns the entries (a chain), the source entry the source's annotation
    is attached to, and the new session's entry for the other annotation: the copy of the source entry,
    or, when that was not copied (a label), the last copied entry before it. Returns the new id."""
    sid = clock.uuid7()
    with store.write() as tx:
        entries, anchor, copy_anchor = build(tx)
        header = {"type": "session", "version": 3, "id": sid, "timestamp": clock.now_iso(),
                  "cwd": reads.header_of(tx, source).get("cwd", ""), "parentSession": source}
        writes.insert_session(tx, header)
        if entries:
            writes.write_entries(tx, sid, entries, 0)
            writes.set_head(tx, sid, DEFAULT_HEAD, entries[-1]["id"], 0, None, links[1])
        writes.annotate(tx, source, anchor, links[0], {"session": sid})
        writes.annotate(tx, sid, copy_anchor, links[1], {"session": source, "entry": anchor})
    return sid


def fork(store: Store, session_id: str, at_entry: str | None, *, head: str = DEFAULT_HEAD) -> str:
    """A new session holding the path to ``at_entry`` (None: the entry ``head`` points at), its labels
    and the session name; returns its id. An unknown entry raises ``NotFoundError``."""

    def build(tx: WriteTx) -> Built:
        leaf = at_entry if at_entry is not None else writes.read_head(tx, session_id, head).entry_id
        if leaf is None:
            raise InvalidInputError(f"session {session_id}: head {head!r} is empty; there is nothing to fork")
        path = reads.path_to(tx, session_id, leaf)
        chain = _without_labels(path)
        copy_anchor = chain[-1]["id"] if chain else None
        on_path = {e["id"] for e in chain}
        taken = set(on_path)
        for target, found in dag.resolve_labels(store.iter_entries(session_id)).items():
            if target in on_path:
                label_id = clock.new_entry_id(taken.__contains__)
                taken.add(label_id)
                chain.append({"type": "label", "id": label_id, "parentId": None, "timestamp": found["timestamp"],
                              "targetId": target, "label": found["label"]})
        parent: str | None = None
        for entry in chain:
            entry["parentId"] = parent
            parent = entry["id"]
        _keep_name(chain, _name(tx, session_id), taken)
        return chain, leaf, copy_anchor

    return _create(store, session_id, build, (FORK, FORKED_FROM))


def _name(tx: WriteTx, session_id: str) -> str | None:
    found = tx.catalogue(session_id)
    return found[0].name if found else None


def _without_labels(path: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The path without its label entries (Pi's createBranchedSession drops them and re-creates the
    labels after the path). A compaction whose ``firstKeptEntryId`` names a dropped label is pointed at
    the next entry that stays (labels emit no message, so the view is the same), or at itself — keep
    nothing — when no entry stays between the label and the compaction."""
    dropped = {e["id"] for e in path if e.get("type") == "label"}
    chain: list[dict[str, Any]] = []
    for i, entry in enumerate(path):
        if entry["id"] in dropped:
            continue
        entry = dict(entry)
        kept = entry.get("firstKeptEntryId")
        if entry.get("type") == "compaction" and kept in dropped:
            start = next((j for j in range(i) if path[j]["id"] == kept), None)
            after = [e["id"] for e in path[start + 1:i] if e["id"] not in dropped] if start is not None else []
            entry["firstKeptEntryId"] = after[0] if after else entry["id"]
        chain.append(entry)
    return chain


def plan_rotation_at(store: Store, session_id: str, *, head: str = DEFAULT_HEAD) -> RotationPlan:
    """``rotation.plan_rotation`` over the active path (the path to ``head``)."""
    leaf = store.head(session_id, head)
    if leaf is None:
        raise InvalidInputError(f"session {session_id}: head {head!r} is empty; there is nothing to rotate")
    return plan_rotation(store.path_to(session_id, leaf))


def apply_rotation(store: Store, session_id: str, plan: RotationPlan, *, head: str = DEFAULT_HEAD) -> str:
    """Store ``plan`` as the successor of ``session_id`` in one transaction; returns the successor's id.

    ``HeadConflictError`` when ``head`` moved away from the plan's leaf since the plan was made."""

    def build(tx: WriteTx) -> Built:
        current = writes.read_head(tx, session_id, head).entry_id
        if current != plan.leaf:
            raise HeadConflictError(f"session {session_id}: head {head!r} is at {current!r}, not at the "
                                    f"planned leaf {plan.leaf!r}; plan again")
        entries = [dict(e) for e in plan.entries]
        copied = [e["id"] for e in entries if e["id"] not in plan.synthesized]
        _keep_name(entries, _name(tx, session_id), {e["id"] for e in entries})
        return entries, plan.leaf, copied[-1] if copied else None

    return _create(store, session_id, build, (ROTATED_TO, ROTATED_FROM))


def rotate(store: Store, session_id: str, *, head: str = DEFAULT_HEAD) -> str:
    """Plan at ``head`` and apply: the successor's id."""
    return apply_rotation(store, session_id, plan_rotation_at(store, session_id, head=head), head=head)


def fork_command(store: Store, session_id: str, at_entry: str) -> ForkOutput:
    """``fork``: the new session and its size."""
    child = fork(store, session_id, at_entry)
    return ForkOutput(session=child, parent=session_id, at=at_entry, head=store.head(child),
                      entries=store.catalogue(child).entry_count)


def rotate_command(store: Store, session_id: str, *, head: str = DEFAULT_HEAD, dry_run: bool = False,
                   expected_head: Any = UNSET) -> RotateOutput | RotationPlanOutput:
    """``rotate``: the successor and its size, or with ``dry_run`` the plan. The plan is made at the head
    (which must be ``expected_head`` when given) and stored only if the head is still there."""
    plan = plan_rotation_at(store, session_id, head=head)
    writes.check_expected(session_id, head, plan.leaf, expected_head)
    if dry_run:
        return RotationPlanOutput(**plan.to_json())
    successor = apply_rotation(store, session_id, plan, head=head)
    return RotateOutput(session=successor, predecessor=session_id, leaf=plan.leaf, head=store.head(successor),
                        entries=store.catalogue(successor).entry_count)
