"""The ``openai`` summarizer: any OpenAI-compatible ``/chat/completions`` endpoint, standard library only.

Rule of this module: it sends Pi's prompts (``prompts``) and returns the text to store; everything
else is OpenClaw's staging for inputs that do not fit one request:

* ``split_messages_by_token_share`` cuts the messages into parts of about equal size, never between a
  tool call and its results; ``chunk_messages_by_max_tokens`` cuts greedily under a cap;
* the chunk cap adapts to the average message size (ratio 0.4 down to 0.15, safety margin 1.2);
* large inputs are summarized part by part and the partial summaries merged in a final request;
* the fallback ladder: (1) all chunks, folded; (2) on failure, without the oversized messages, with
  a note for each; (3) a lossy placeholder text, only with ``lossy_fallback=True`` — by default a
  failure raises ``SummarizerError`` and the caller appends nothing;
* a compaction's text is the model's body, then OpenClaw's appendix: ``## Tool Failures`` with their
  cause (``failures``, the offline summarizer's rule), Pi's file tags and ``<workspace-critical-rules>``
  (``workspace``: the caller's rules, the previous summary's block, bootstrap rules), capped at
  ``max_chars`` (default 16,000, OpenClaw's cap) with the appendix kept.

Configuration comes from options or the environment (``SESSIONLOG_OPENAI_BASE_URL``,
``SESSIONLOG_OPENAI_MODEL``, ``SESSIONLOG_OPENAI_API_KEY`` or ``OPENAI_API_KEY``); there is no default
endpoint. Each HTTP request has a timeout; ``cancelled()`` is checked before every request.
"""

from __future__ import annotations

import copy
import json
import math
import os
import re
import socket
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from . import prompts
from .base import CancelCheck, SummarizerError, SummaryCancelled, SummaryRequest, register
from .failures import failures_appendix
from .workspace import TAG as RULES_TAG
from .workspace import rules_appendix

Message = Mapping[str, Any]

BASE_CHUNK_RATIO = 0.4
MIN_CHUNK_RATIO = 0.15
SAFETY_MARGIN = 1.2
DEFAULT_PARTS = 2
SUMMARIZATION_OVERHEAD_TOKENS = 4096
DEFAULT_CONTEXT_WINDOW = 128000
DEFAULT_TIMEOUT = 120.0
ENV_BASE_URL = "SESSIONLOG_OPENAI_BASE_URL"
ENV_MODEL = "SESSIONLOG_OPENAI_MODEL"
ENV_KEYS = ("SESSIONLOG_OPENAI_API_KEY", "OPENAI_API_KEY")


# ---------------------------------------------------------------- pure staging helpers
def estimate_message_tokens(message: Message) -> int:
    """Tokens of a message as it is sent to the summarizer: ``ceil(serialized chars / 4)``."""
    return math.ceil(prompts.js_len(prompts.conversation_text([message])) / 4)


def estimate_messages_tokens(messages: Sequence[Message]) -> int:
    return sum(estimate_message_tokens(m) for m in messages)


def _tool_call_ids(message: Message) -> list[str]:
    content = message.get("content")
    if message.get("role") != "assistant" or not isinstance(content, list):
        return []
    return [str(b.get("id")) for b in content if isinstance(b, Mapping) and b.get("type") == "toolCall"]


def split_messages_by_token_share(messages: Sequence[Message], parts: int = DEFAULT_PARTS) -> list[list[Message]]:
    """OpenClaw's ``splitMessagesByTokenShare``: ``parts`` chunks of about equal tokens; a tool call and
    its results always land in the same chunk (aborted and error assistants never pin a chunk)."""
    if not messages:
        return []
    parts = max(1, min(parts, len(messages)))
    if parts <= 1:
        return [list(messages)]
    target = estimate_messages_tokens(messages) / parts
    chunks: list[list[Message]] = []
    current: list[Message] = []
    current_tokens = 0
    pending: set[str] = set()
    pending_at = -1  # index in ``current`` of the assistant whose calls are pending

    def split_at(index: int) -> None:
        nonlocal current, current_tokens
        head, current = current[:index], current[index:]
        if head:
            chunks.append(head)
        current_tokens = sum(estimate_message_tokens(m) for m in current)

    for message in messages:
        tokens = estimate_message_tokens(message)
        if (not pending and len(chunks) < parts - 1 and current and current_tokens + tokens > target):
            chunks.append(current)
            current, current_tokens = [], 0
        current.append(message)
        current_tokens += tokens
        role = message.get("role")
        ids = _tool_call_ids(message)
        if role == "assistant" and ids and message.get("stopReason") not in ("aborted", "error"):
            pending, pending_at = set(ids), len(current) - 1
        elif role == "toolResult" and pending:
            call_id = message.get("toolCallId")
            if call_id is None:
                pending.clear()
            else:
                pending.discard(str(call_id))
            if not pending and current_tokens > target and len(chunks) < parts - 1 and pending_at > 0:
                split_at(pending_at)
                pending_at = -1
    if pending and current_tokens > target and len(chunks) < parts - 1 and pending_at > 0:
        split_at(pending_at)
    if current:
        chunks.append(current)
    return chunks


def chunk_messages_by_max_tokens(messages: Sequence[Message], max_tokens: int) -> list[list[Message]]:
    """Greedy chunks under ``floor(max_tokens / 1.2)``; a message larger than that is its own chunk."""
    limit = max(1, int(max_tokens / SAFETY_MARGIN))
    chunks: list[list[Message]] = []
    current: list[Message] = []
    current_tokens = 0
    for message in messages:
        tokens = estimate_message_tokens(message)
        if current and current_tokens + tokens > limit:
            chunks.append(current)
            current, current_tokens = [], 0
        current.append(message)
        current_tokens += tokens
        if tokens > limit:
            chunks.append(current)
            current, current_tokens = [], 0
    if current:
        chunks.append(current)
    return chunks


def compute_adaptive_chunk_ratio(messages: Sequence[Message], context_window: int) -> float:
    if not messages:
        return BASE_CHUNK_RATIO
    avg_ratio = estimate_messages_tokens(messages) / len(messages) * SAFETY_MARGIN / context_window
    if avg_ratio > 0.1:
        return max(MIN_CHUNK_RATIO, BASE_CHUNK_RATIO - min(2 * avg_ratio, 0.25))
    return BASE_CHUNK_RATIO


def max_chunk_tokens(messages: Sequence[Message], context_window: int) -> int:
    ratio = compute_adaptive_chunk_ratio(messages, context_window)
    return max(1, int(context_window * ratio) - SUMMARIZATION_OVERHEAD_TOKENS)


def is_oversized_for_summary(message: Message, context_window: int) -> bool:
    return estimate_message_tokens(message) * SAFETY_MARGIN > 0.5 * context_window


# ---------------------------------------------------------------- the client
class _Transport:
    """One chat-completions request: ``(system, user, max_tokens) -> text``."""

    def __init__(self, url: str, model: str, api_key: str | None, timeout: float) -> None:
        self.url, self.model, self.api_key, self.timeout = url, model, api_key, timeout

    def complete(self, system: str, user: str, max_tokens: int) -> str:
        body = {"model": self.model, "max_tokens": max_tokens,
                "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}]}
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        request = urllib.request.Request(self.url, data=json.dumps(body).encode(), headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                raw = response.read()
        except urllib.error.HTTPError as e:
            try:
                detail = e.read(300).decode("utf-8", "replace").strip()
            except OSError:
                detail = ""
            raise _HttpFailure(f"summary request failed: HTTP {e.code} from {self.url}: {detail}", e.code) from e
        except TimeoutError as e:
            raise _Timeout(f"summary request timed out after {self.timeout:g} s ({self.url})") from e
        except urllib.error.URLError as e:
            if isinstance(e.reason, (socket.timeout, TimeoutError)):
                raise _Timeout(f"summary request timed out after {self.timeout:g} s ({self.url})") from e
            raise SummarizerError(f"summary request failed: cannot reach {self.url}: {e.reason}") from e
        try:
            data = json.loads(raw)
            message = data["choices"][0]["message"]
        except (ValueError, KeyError, IndexError, TypeError) as e:
            raise SummarizerError(f"summary request failed: unexpected response from {self.url}") from e
        content = message.get("content") if isinstance(message, Mapping) else None
        if isinstance(content, list):
            content = "\n".join(str(p.get("text", "")) for p in content if isinstance(p, Mapping))
        text = content.strip() if isinstance(content, str) else ""
        if not text:
            raise SummarizerError(f"summary request returned an empty completion ({self.url})")
        return text


class _HttpFailure(SummarizerError):
    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


class _Timeout(SummarizerError):
    """A request timed out: never retried, never sent down the fallback ladder."""


class OpenAISummarizer:
    """Pi's prompts over an OpenAI-compatible chat-completions endpoint, with OpenClaw's staging."""

    name = "openai"

    def __init__(self, *, base_url: str | None = None, model: str | None = None, api_key: str | None = None,
                 timeout: float = DEFAULT_TIMEOUT, context_window: int = DEFAULT_CONTEXT_WINDOW,
                 identifier_policy: str = "strict", parts: int = DEFAULT_PARTS, retries: int = 2,
                 backoff: float = 0.5, lossy_fallback: bool = False, max_chars: int = prompts.MAX_SUMMARY_CHARS,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        base_url = base_url or os.environ.get(ENV_BASE_URL)
        model = model or os.environ.get(ENV_MODEL)
        api_key = api_key or next((os.environ[k] for k in ENV_KEYS if os.environ.get(k)), None)
        missing = [name for name, value in ((f"{ENV_BASE_URL} (or base_url=)", base_url),
                                            (f"{ENV_MODEL} (or model=)", model)) if not value]
        if missing:
            raise SummarizerError(
                "the openai summarizer is not configured: set " + " and ".join(missing)
                + f"; {ENV_KEYS[0]} or {ENV_KEYS[1]} (or api_key=) if the endpoint needs a key")
        if not isinstance(max_chars, int) or isinstance(max_chars, bool) or max_chars < 1:
            raise SummarizerError(f"max_chars must be a positive number of characters, not {max_chars!r}")
        if identifier_policy not in ("strict", "off"):
            raise SummarizerError(f"identifier_policy must be 'strict' or 'off', not {identifier_policy!r}")
        self.transport = _Transport(base_url.rstrip("/") + "/chat/completions", model, api_key, float(timeout))
        self.context_window = context_window
        self.identifier_policy = identifier_policy
        self.parts = parts
        self.retries = max(0, retries)
        self.backoff = backoff
        self.lossy_fallback = lossy_fallback
        self.max_chars = max_chars
        self._sleep = sleep
        self._cancelled: CancelCheck | None = None

    # -- one request
    def _complete(self, user: str, max_tokens: int) -> str:
        for attempt in range(self.retries + 1):
            if self._cancelled is not None and self._cancelled():
                raise SummaryCancelled("summary cancelled")
            try:
                return self.transport.complete(prompts.SUMMARIZATION_SYSTEM_PROMPT, user, max_tokens)
            except _HttpFailure as e:
                if attempt == self.retries or e.status < 500:
                    raise
                self._sleep(min(5.0, self.backoff * 2 ** attempt))
        raise AssertionError("unreachable")

    def _focus(self, custom: str | None) -> str | None:
        if self.identifier_policy == "off":
            return custom
        if custom:
            return f"{prompts.IDENTIFIER_PRESERVATION_INSTRUCTIONS}\n\nAdditional focus:\n{custom}"
        return prompts.IDENTIFIER_PRESERVATION_INSTRUCTIONS

    # -- the ladder
    def _generate(self, messages: Sequence[Message], previous: str | None, custom: str | None, reserve: int) -> str:
        text = prompts.summary_prompt_text(messages, previous, self._focus(custom))
        return self._complete(text, prompts.summary_max_tokens(reserve))

    def _summarize_chunks(self, messages: Sequence[Message], previous: str | None, custom: str | None,
                          reserve: int, max_chunk: int) -> str:
        if not messages:
            return previous or prompts.NO_PRIOR_HISTORY
        summary = previous
        for chunk in chunk_messages_by_max_tokens(messages, max_chunk):
            summary = self._generate(chunk, summary, custom, reserve)
        return summary or prompts.NO_PRIOR_HISTORY

    def _summarize_with_fallback(self, messages: Sequence[Message], previous: str | None, custom: str | None,
                                 reserve: int, max_chunk: int) -> str:
        try:
            return self._summarize_chunks(messages, previous, custom, reserve, max_chunk)
        except (SummaryCancelled, _Timeout):
            raise
        except SummarizerError as first:
            failure = first
        small = [m for m in messages if not is_oversized_for_summary(m, self.context_window)]
        if 0 < len(small) < len(messages):
            notes = [f"[Large {m.get('role')} (~{round(estimate_message_tokens(m) / 1000)}K tokens) omitted from summary]"
                     for m in messages if is_oversized_for_summary(m, self.context_window)]
            try:
                partial = self._summarize_chunks(small, previous, custom, reserve, max_chunk)
                return partial + "\n\n" + "\n".join(notes)
            except (SummaryCancelled, _Timeout):
                raise
            except SummarizerError as second:
                failure = second
        if self.lossy_fallback:
            oversized = len(messages) - len(small)
            return (f"Context contained {len(messages)} messages ({oversized} oversized). "
                    "Summary unavailable due to size limits.")
        raise failure

    def _summarize_in_stages(self, messages: Sequence[Message], previous: str | None, custom: str | None,
                             reserve: int) -> str:
        max_chunk = max_chunk_tokens(messages, self.context_window)
        if self.parts <= 1 or len(messages) < 4 or estimate_messages_tokens(messages) <= max_chunk:
            return self._summarize_with_fallback(messages, previous, custom, reserve, max_chunk)
        partials = [self._summarize_with_fallback(split, None, custom, reserve, max_chunk)
                    for split in split_messages_by_token_share(messages, self.parts) if split]
        merged = [{"role": "user", "content": p, "timestamp": 0} for p in partials]
        merge_focus = prompts.MERGE_SUMMARIES_INSTRUCTIONS + (f"\n\n{custom}" if custom else "")
        return self._summarize_with_fallback(merged, previous, merge_focus, reserve, max_chunk)

    # -- the contract
    def summarize(self, request: SummaryRequest, *, cancelled: CancelCheck | None = None) -> str:
        run = copy.copy(self)  # per-call state, so one instance can serve several threads
        run._cancelled = cancelled
        if request.kind == "branch":
            return run._branch(request)
        return run._compaction(request)

    def _compaction(self, request: SummaryRequest) -> str:
        reserve = request.reserve_tokens
        messages, prefix = list(request.messages), list(request.turn_prefix_messages)
        if prefix:
            history = (self._summarize_in_stages(messages, request.previous_summary, request.custom_instructions, reserve)
                       if messages else prompts.NO_PRIOR_HISTORY)
            turn = self._complete(prompts.turn_prefix_prompt_text(prefix), prompts.turn_prefix_max_tokens(reserve))
            body = prompts.merge_split_turn(history, turn)
        else:
            body = self._summarize_in_stages(messages, request.previous_summary, request.custom_instructions, reserve)
        body = re.sub(rf"\s*<{RULES_TAG}>.*?</{RULES_TAG}>", "", body, flags=re.DOTALL)  # re-added below, exactly
        suffix = (failures_appendix([*messages, *prefix])
                  + prompts.format_file_operations(request.read_files, request.modified_files)
                  + rules_appendix(request.workspace_rules, request.previous_summary, [*messages, *prefix]))
        return prompts.cap_summary(body, suffix, self.max_chars)

    def _branch(self, request: SummaryRequest) -> str:
        if not request.messages:
            return prompts.NO_BRANCH_CONTENT
        text = prompts.branch_prompt_text(request.messages, self._focus(request.custom_instructions))
        body = prompts.BRANCH_SUMMARY_PREAMBLE + self._complete(text, prompts.BRANCH_MAX_TOKENS)
        return body + prompts.format_file_operations(request.read_files, request.modified_files)


register("openai", OpenAISummarizer)
