"""The summary request contract shared by compaction, branch summaries and every summarizer (pure).

A summarizer gets a ``SummaryRequest`` (messages in Pi's AgentMessage JSON plus explicit inputs:
previous summary, file lists, custom instructions, workspace rules such as an AGENTS.md text passed in
by the caller) and returns the exact text to store in the entry's ``summary`` field — for a compaction
including the ``<read-files>``/``<modified-files>`` appendix, for a branch summary including Pi's
branch preamble. It may raise ``SummarizerError`` (failure, timeout, empty result) or
``SummaryCancelled`` (vetoed or cancelled); either way the caller appends nothing.

Tool results' ``details`` never reach a summarizer: ``SummaryRequest.build`` strips them.
"""

from __future__ import annotations

from typing import Any, Callable, Literal, Protocol, runtime_checkable

import msgspec

from ..core.errors import InvalidInputError, SessionLogError


class SummarizerError(SessionLogError):
    """The summarizer failed, timed out or returned nothing; nothing is appended."""


class UnknownSummarizerError(SummarizerError, InvalidInputError):
    """No summarizer has this name: the caller's mistake (the service answers 422, not 502)."""


class SummaryCancelled(SummarizerError):
    """The summary was vetoed or cancelled; nothing is appended."""


class SummaryRequest(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["compaction", "branch"]
    messages: list[dict[str, Any]]  # what to summarize (compaction: messagesToSummarize)
    turn_prefix_messages: list[dict[str, Any]] = []  # compaction of a split turn: the turn's prefix
    previous_summary: str | None = None
    read_files: list[str] = []
    modified_files: list[str] = []
    custom_instructions: str | None = None
    workspace_rules: str | None = None
    reserve_tokens: int = 16384

    @classmethod
    def build(cls, **fields: Any) -> "SummaryRequest":
        """A request whose messages carry no tool-result ``details``, and only messages that are JSON
        objects: an imported entry may hold any JSON as its ``message``, and Pi's ``convertToLlm`` drops
        such a value before its summarizer serializes the conversation."""
        for key in ("messages", "turn_prefix_messages"):
            if key in fields:
                fields[key] = [strip_details(m) for m in fields[key] if isinstance(m, dict)]
        return cls(**fields)


def strip_details(message: dict[str, Any]) -> dict[str, Any]:
    if message.get("role") == "toolResult" and "details" in message:
        return {k: v for k, v in message.items() if k != "details"}
    return message


CancelCheck = Callable[[], bool]


@runtime_checkable
class Summarizer(Protocol):
    name: str

    def summarize(self, request: SummaryRequest, *, cancelled: CancelCheck | None = None) -> str:
        """The summary text to store; raises ``SummarizerError`` / ``SummaryCancelled``."""
        ...
