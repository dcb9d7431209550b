"""``Session``: a handle on one stored session, the Python API agent builders use.

Rule of this module: every method is one call to the ``Store`` (or to ``store.compaction`` for the
summarizer-driven operations); it holds no state but the store and the id. Appenders mirror Pi's
session manager (``append_message``, ``append_model_change``...), but every append is durable when it
returns, goes after the named head, and can be made conditional with ``expected_head``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from ..backends.contract import UNSET
from ..core import dag
from ..core.branching import DEFAULT_BRANCH_RESERVE_TOKENS
from ..core.compaction import CompactionPlan, CompactionSettings
from ..core.entries import to_wire
from ..core.names import DEFAULT_HEAD, MEMORY_FLUSH
from ..core.recovery import MemoryFlushSettings, compaction_cycle, should_flush_memory
from ..core.summary import CancelCheck, Summarizer
from ..core.tokens import context_size
from ..core.view import View
from . import compaction as _compaction

if TYPE_CHECKING:
    from .facade import Store


class Session:
    """One stored session (see the module docstring)."""

    def __init__(self, store: "Store", session_id: str) -> None:
        self.store = store
        self.id = session_id

    def __repr__(self) -> str:
        return f"Session({self.id!r})"

    # reading
    @property
    def header(self) -> dict[str, Any]:
        return self.store.header(self.id)

    def head(self, name: str = DEFAULT_HEAD) -> str | None:
        return self.store.head(self.id, name)

    def heads(self) -> dict[str, str | None]:
        return self.store.heads(self.id)

    def entries(self) -> list[dict[str, Any]]:
        return self.store.entries(self.id)

    def entry(self, entry_id: str) -> dict[str, Any]:
        return self.store.get_entry(self.id, entry_id)

    def path(self, leaf: str | None = UNSET, *, head: str = DEFAULT_HEAD) -> list[dict[str, Any]]:
        leaf = self.head(head) if leaf is UNSET else leaf
        return self.store.path_to(self.id, leaf) if leaf is not None else []

    def view(self, leaf: str | None = UNSET, *, head: str = DEFAULT_HEAD) -> View:
        return self.store.view(self.id, leaf, head=head)

    def tree(self) -> list[dag.TreeNode]:
        return dag.build_tree(self.entries())

    @property
    def name(self) -> str | None:
        return self.store.catalogue(self.id).name

    # writing
    def append(self, entry: Mapping[str, Any] | msgspec.Struct, *, head: str = DEFAULT_HEAD,
               expected_head: Any = UNSET, branch: bool = False) -> dict[str, Any]:
        return self.store.append(self.id, entry, head=head, expected_head=expected_head, branch=branch)

    def append_many(self, entries: Sequence[Mapping[str, Any] | msgspec.Struct], *, head: str = DEFAULT_HEAD,
                    expected_head: Any = UNSET, branch: bool = False) -> list[dict[str, Any]]:
        """``Store.append_many`` on this session: a batch in one transaction, all or nothing."""
        return self.store.append_many(self.id, entries, head=head, expected_head=expected_head, branch=branch)

    def append_message(self, message: Mapping[str, Any] | msgspec.Struct, **kw: Any) -> dict[str, Any]:
        message = to_wire(message) if isinstance(message, msgspec.Struct) else dict(message)
        return self.append({"type": "message", "message": message}, **kw)

    def append_model_change(self, provider: str, model_id: str, **kw: Any) -> dict[str, Any]:
        return self.append({"type": "model_change", "provider": provider, "modelId": model_id}, **kw)

    def append_thinking_level_change(self, level: str, **kw: Any) -> dict[str, Any]:
        return self.append({"type": "thinking_level_change", "thinkingLevel": level}, **kw)

    def append_custom(self, custom_type: str, data: Any = UNSET, **kw: Any) -> dict[str, Any]:
        entry: dict[str, Any] = {"type": "custom", "customType": custom_type}
        if data is not UNSET:
            entry["data"] = data
        return self.append(entry, **kw)

    def append_custom_message(self, custom_type: str, content: Any, display: bool = True,
                              details: Any = UNSET, **kw: Any) -> dict[str, Any]:
        entry: dict[str, Any] = {"type": "custom_message", "customType": custom_type, "content": content,
                                 "display": display}
        if details is not UNSET:
            entry["details"] = details
        return self.append(entry, **kw)

    def append_label(self, target_id: str, label: str | None = None, **kw: Any) -> dict[str, Any]:
        entry: dict[str, Any] = {"type": "label", "targetId": target_id}
        if label:
            entry["label"] = label
        return self.append(entry, **kw)

    def append_session_info(self, name: str, **kw: Any) -> dict[str, Any]:
        return self.append({"type": "session_info", "name": name.strip()}, **kw)

    def append_compaction(self, summary: str, first_kept_entry_id: str, tokens_before: int,
                          details: Any = UNSET, from_hook: bool | None = None, **kw: Any) -> dict[str, Any]:
        entry: dict[str, Any] = {"type": "compaction", "summary": summary, "firstKeptEntryId": first_kept_entry_id,
                                 "tokensBefore": tokens_before}
        if details is not UNSET:
            entry["details"] = details
        if from_hook is not None:
            entry["fromHook"] = from_hook
        return self.append(entry, **kw)

    def move_head(self, entry_id: str | None, *, name: str = DEFAULT_HEAD, expected_head: Any = UNSET) -> None:
        self.store.move_head(self.id, entry_id, name=name, expected_head=expected_head)

    def branch_with_summary(self, from_id: str | None, summary: str, details: Any = UNSET,
                            from_hook: bool | None = None, *, head: str = DEFAULT_HEAD) -> dict[str, Any]:
        """Pi's ``branchWithSummary``: a ``branch_summary`` child of ``from_id`` (None: a new root) that
        becomes the head."""
        entry: dict[str, Any] = {"type": "branch_summary", "parentId": from_id,
                                 "fromId": from_id if from_id is not None else "root", "summary": summary}
        if details is not UNSET:
            entry["details"] = details
        if from_hook is not None:
            entry["fromHook"] = from_hook
        return self.append(entry, head=head, branch=True)

    # compaction and navigation with a summarizer
    def plan_compaction(self, settings: CompactionSettings | None = None, *, head: str = DEFAULT_HEAD,
                        pi_compat: bool = False, checkpoint: bool = False) -> CompactionPlan | None:
        """The compaction plan at the head (``core.compaction.plan_compaction`` over its visible tail)."""
        return _compaction.plan_at_head(self.store, self.id, settings, head=head, pi_compat=pi_compat,
                                        checkpoint=checkpoint).plan

    def compact(self, summarizer: Summarizer, settings: CompactionSettings | None = None,
                custom_instructions: str | None = None, workspace_rules: str | None = None,
                checkpoint: bool = False, *, head: str = DEFAULT_HEAD, pi_compat: bool = False,
                expected_head: Any = UNSET, cancelled: CancelCheck | None = None) -> dict[str, Any] | None:
        """Plan at the head, summarize, and append the ``compaction`` entry (returned).

        Returns None, appending nothing and not calling the summarizer, when there is nothing to compact:
        the path is empty or ends in a compaction (Pi's ``Already compacted`` / ``Nothing to compact``),
        or the plan would summarize no message (everything is in the kept part; Pi would append an
        all-"(none)" summary there). ``core.compaction.nothing_to_compact_reason`` says which.
        Raises ``NothingToCompactError`` for a hard checkpoint with nothing before the head (it was
        also raised for "no plan" before; the name stays importable), the summarizer's
        ``SummarizerError``/``SummaryCancelled`` (any other exception of the summarizer becomes a
        ``SummarizerError``), or ``HeadConflictError`` when the head moved while the summary was being
        written (or is not ``expected_head``). In every one of these cases nothing is appended.
        """
        planned = _compaction.plan_at_head(self.store, self.id, settings, head=head, pi_compat=pi_compat,
                                           checkpoint=checkpoint)
        return _compaction.compact_planned(self.store, self.id, planned, summarizer,
                                           custom_instructions=custom_instructions, workspace_rules=workspace_rules,
                                           head=head, expected_head=expected_head, cancelled=cancelled)

    def navigate(self, target_id: str, *, summarizer: Summarizer | None = None,
                 custom_instructions: str | None = None, context_window: int | None = None,
                 reserve_tokens: int = DEFAULT_BRANCH_RESERVE_TOKENS, head: str = DEFAULT_HEAD,
                 expected_head: Any = UNSET, cancelled: CancelCheck | None = None) -> dict[str, Any] | None:
        """Pi's ``navigateTree(target)``: move the head; with a ``summarizer``, first summarize the
        branch being left and append that ``branch_summary`` at the new position (returned). See
        ``store.compaction.navigate``."""
        return _compaction.navigate(self.store, self.id, target_id, summarizer=summarizer,
                                    custom_instructions=custom_instructions, context_window=context_window,
                                    reserve_tokens=reserve_tokens, head=head, expected_head=expected_head,
                                    cancelled=cancelled)

    # memory flush (OpenClaw's pre-compaction flush, once per compaction cycle)
    def memory_flush_due(self, context_window: int | None, settings: MemoryFlushSettings | None = None, *,
                         head: str = DEFAULT_HEAD) -> bool:
        """Whether the context at the head has reached the memory-flush threshold and no flush is
        recorded for its compaction cycle yet (``core.recovery.should_flush_memory``)."""
        path = self.path(head=head)
        flushed = {a["data"].get("cycle") for a in self.store.annotations(self.id, kind=MEMORY_FLUSH)
                   if isinstance(a["data"], dict)}
        return should_flush_memory(context_size(path).tokens, context_window=context_window,
                                   cycle=compaction_cycle(path), flushed_cycles=flushed,
                                   settings=settings or MemoryFlushSettings())

    def record_memory_flush(self, *, head: str = DEFAULT_HEAD) -> None:
        """Record that the memory flush ran in the head's compaction cycle (an annotation on the head)."""
        leaf = self.head(head)
        path = self.store.path_to(self.id, leaf) if leaf is not None else []
        self.store.annotate(self.id, leaf, MEMORY_FLUSH,
                            {"cycle": compaction_cycle(path), "tokens": context_size(path).tokens})
