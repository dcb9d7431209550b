"""Context pruning: OpenClaw's cache-ttl pruner (``pruneContextMessages``, 5.6) with 9.x sticky decisions.

Rule of this module: only ``toolResult`` messages change, and only when the context ratio
(estimated chars / (window x 4)) reaches the soft-trim ratio.

* Protected tail: everything from the ``keepLastAssistants``-th last assistant message on; fewer
  assistants than that -> nothing is pruned. Nothing before the first user message is pruned.
* Prunable: tool results whose lower-cased name matches the allow globs (empty: all) and no deny glob.
* Soft trim (ratio >= 0.3): a result whose joined text (blocks joined with ``\\n``, each image replaced
  by ``[image removed during context pruning]``) is over 4000 chars becomes head 1500 + ``\\n...\\n``
  + tail 1500 + the trim notice. An image result that is not trimmed still becomes text only.
* Hard clear (ratio >= 0.5 after the soft pass, and prunable chars >= 50000): oldest first, the
  content becomes the placeholder, until the ratio is under 0.5.
* No change -> the same list object. Input messages are never mutated.

Sticky decisions (OpenClaw 9.x): each change is a ``PruneDecision`` keyed by the sha256 of the source
message's canonical bytes, holding the projected content. ``apply_decisions`` replays recorded
decisions byte for byte; a decision whose source no longer exists (or changed) matches nothing and
is dropped. The TTL gate (``ttl_gate_open``) only gates *new* pruning.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

import msgspec

from ..codec import canonical_bytes, sha256_hex
from ..errors import InvalidInputError
from .estimate import IMAGE_CHARS, estimate_message_chars
from .settings import PruningSettings

IMAGE_REMOVED = "[image removed during context pruning]"
TRIM_SEPARATOR = "\n...\n"


def trim_notice(head: int, tail: int, total: int) -> str:
    return f"\n\n[Tool result trimmed: kept first {head} chars and last {tail} chars of {total} chars.]"


class PruneDecision(msgspec.Struct, frozen=True):
    """One pruning decision: the source tool result's hash, the mode and the projected content."""

    key: str
    mode: Literal["soft", "hard"]
    content: list[dict[str, Any]]


class PruneOutcome(msgspec.Struct, frozen=True):
    messages: list[Any]
    modes: dict[int, str]  # index -> "soft" | "hard" for every result changed by this run
    ratio: float
    soft_trimmed: int
    hard_cleared: int
    images_removed: int


def message_key(message: Any) -> str:
    """The sticky-decision key of a message: sha256 of its canonical JSON bytes."""
    return sha256_hex(canonical_bytes(message))


def ttl_gate_open(last_touch_ms: int | None, now_ms: int | None, ttl_ms: int) -> bool:
    """Whether new pruning may run. With no last cache touch there is no warm cache to protect and the
    gate is open (sessionlog's choice; OpenClaw's extension has no pruning without a touch). With a
    touch: a TTL <= 0 never prunes, an unexpired TTL (now - touch < ttl) does not prune."""
    if last_touch_ms is None:
        return True
    if now_ms is None:
        raise InvalidInputError("the TTL gate needs the current time when a last cache touch is given")
    if ttl_ms <= 0:
        return False
    return now_ms - last_touch_ms >= ttl_ms


def _glob(pattern: str) -> re.Pattern[str]:
    return re.compile("^" + ".*".join(re.escape(p) for p in pattern.lower().split("*")) + "$")


def make_tool_prunable_predicate(allow: Sequence[str], deny: Sequence[str]) -> Callable[[Any], bool]:
    """``makeToolPrunablePredicate``: names and globs lower-cased; deny wins; empty allow = all."""
    allow_re = [_glob(p) for p in allow]
    deny_re = [_glob(p) for p in deny]

    known: dict[str, bool] = {}  # per lower-cased name; tool names repeat

    def prunable(name: Any) -> bool:
        name = (name if isinstance(name, str) else "").lower()
        verdict = known.get(name)
        if verdict is None:
            verdict = known[name] = (not any(r.match(name) for r in deny_re)
                                     and (not allow_re or any(r.match(name) for r in allow_re)))
        return verdict

    return prunable


def _joined_parts(content: Any) -> tuple[str, int]:
    """(text of the text blocks and image markers joined with newlines, number of images)."""
    if isinstance(content, str):
        return content, 0
    if isinstance(content, list) and len(content) == 1:  # one block: the common case
        block = content[0]
        if isinstance(block, dict) and block.get("type") == "text":
            return "\n".join([block.get("text") or ""]), 0
    parts: list[str] = []
    images = 0
    for block in content if isinstance(content, list) else ():
        if not isinstance(block, dict):
            continue
        if block.get("type") == "text":
            parts.append(block.get("text") or "")
        elif block.get("type") == "image":
            parts.append(IMAGE_REMOVED)
            images += 1
    return "\n".join(parts), images


def soft_trim_text(text: str, settings: PruningSettings) -> str | None:
    """The soft-trimmed text, or None when the text is left as it is."""
    n = len(text)
    head, tail = settings.soft_trim_head_chars, settings.soft_trim_tail_chars
    if n <= settings.soft_trim_max_chars or head + tail >= n:
        return None
    return text[:head] + TRIM_SEPARATOR + (text[n - tail:] if tail else "") + trim_notice(head, tail, n)


def find_cutoff_index(messages: Sequence[Any], keep_last_assistants: int) -> int | None:
    """Index of the ``keep``-th assistant from the end (len when keep <= 0; None when too few)."""
    if keep_last_assistants <= 0:
        return len(messages)
    seen = 0
    for i in range(len(messages) - 1, -1, -1):
        if _role(messages[i]) == "assistant":
            seen += 1
            if seen == keep_last_assistants:
                return i
    return None


def _role(message: Any) -> Any:
    return message.get("role") if isinstance(message, dict) else None


def prune_context_messages(messages: list[Any], settings: PruningSettings, context_window: int | None, *,
                           estimate: Callable[[Any], int] = estimate_message_chars) -> PruneOutcome:
    """One pruning round (see the module docstring). ``modes`` names each changed index; ``estimate``
    may be a memoised ``estimate_message_chars``."""
    same = PruneOutcome(messages=messages, modes={}, ratio=0.0, soft_trimmed=0, hard_cleared=0, images_removed=0)
    if not settings.enabled or not context_window or context_window <= 0:
        return same
    char_window = context_window * 4
    cutoff = find_cutoff_index(messages, settings.keep_last_assistants)
    start = next((i for i, m in enumerate(messages) if _role(m) == "user"), None)
    if cutoff is None or start is None:
        return same
    total = sum(map(estimate, messages))
    ratio = total / char_window
    if ratio < settings.soft_trim_ratio:
        return msgspec.structs.replace(same, ratio=ratio)
    prunable = make_tool_prunable_predicate(settings.allow, settings.deny)
    soft_max = settings.soft_trim_max_chars  # soft_trim_text leaves text up to this length as it is
    out = list(messages)
    modes: dict[int, str] = {}
    candidates: list[int] = []
    images_removed = 0
    for i in range(start, cutoff):
        m = out[i]
        if not isinstance(m, dict) or m.get("role") != "toolResult" or not prunable(m.get("toolName")):
            continue
        candidates.append(i)
        joined, images = _joined_parts(m.get("content"))
        trimmed = None if len(joined) <= soft_max else soft_trim_text(joined, settings)
        if trimmed is None and not images:
            continue
        before = estimate(m)
        out[i] = {**m, "content": [{"type": "text", "text": joined if trimmed is None else trimmed}]}
        total += estimate(out[i]) - before
        images_removed += images
        modes[i] = "soft"
    ratio = total / char_window
    soft_trimmed = len(modes)
    hard_cleared = 0
    if (ratio >= settings.hard_clear_ratio and settings.hard_clear_enabled
            and sum(map(estimate, [out[i] for i in candidates])) >= settings.min_prunable_tool_chars):
        cleared = [{"type": "text", "text": settings.placeholder}]
        for i in candidates:
            if ratio < settings.hard_clear_ratio:
                break
            if out[i].get("content") == cleared:
                continue  # already cleared (a replayed decision): nothing new to decide
            before = estimate(out[i])
            out[i] = {**out[i], "content": [dict(cleared[0])]}
            total += estimate(out[i]) - before
            ratio = total / char_window
            modes[i] = "hard"
            hard_cleared += 1
    if not modes:
        return msgspec.structs.replace(same, ratio=ratio)
    return PruneOutcome(messages=out, modes=modes, ratio=ratio, soft_trimmed=soft_trimmed,
                        hard_cleared=hard_cleared, images_removed=images_removed)


def tool_result_keys(messages: Sequence[Any]) -> dict[int, str]:
    """index -> sticky key for every tool result."""
    return {i: message_key(m) for i, m in enumerate(messages) if _role(m) == "toolResult"}


def apply_decisions(messages: list[Any], decisions: Mapping[str, PruneDecision],
                    keys: Mapping[int, str]) -> tuple[list[Any], int]:
    """Replay recorded decisions: every tool result whose key has a decision gets the recorded content.
    Returns (messages, replayed count); the same list when nothing matched."""
    if not decisions:
        return messages, 0
    out = None
    replayed = 0
    for i, key in keys.items():
        decision = decisions.get(key)
        if decision is None:
            continue
        if out is None:
            out = list(messages)
        out[i] = {**messages[i], "content": [dict(b) for b in decision.content]}
        replayed += 1
    return (messages, 0) if out is None else (out, replayed)


__all__ = ["IMAGE_CHARS", "IMAGE_REMOVED", "PruneDecision", "PruneOutcome", "apply_decisions",
           "find_cutoff_index", "make_tool_prunable_predicate", "message_key", "prune_context_messages",
           "soft_trim_text", "tool_result_keys", "trim_notice", "ttl_gate_open"]
