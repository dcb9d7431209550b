"""Pi 0.73.1's summarization prompts, conversation serialisation and file-list formatting.

Rule of this module: pure data and pure functions, no I/O. The prompt strings are Pi's literal text
(``dist/core/compaction/compaction.js``, ``branch-summarization.js``, ``utils.js``); the functions
reproduce ``serializeConversation``, ``computeFileLists``, ``formatFileOperations`` and the prompt
assembly of ``generateSummary`` / ``generateTurnPrefixSummary`` / ``generateBranchSummary`` exactly,
with string lengths counted in UTF-16 code units as JavaScript does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..core.jsvalues import js_json_stringify, js_len
from ..core.compaction import FileOps
from ..core.view import to_llm

SUMMARIZATION_SYSTEM_PROMPT = """You are a context summarization assistant. Your task is to read a conversation between a user and an AI coding assistant, then produce a structured summary following the exact format specified.

Do NOT continue the conversation. Do NOT respond to any questions in the conversation. ONLY output the structured summary."""

SUMMARIZATION_PROMPT = """The messages above are a conversation to summarize. Create a structured context checkpoint summary that another LLM will use to continue the work.

Use this EXACT format:

## Goal
[What is the user trying to accomplish? Can be multiple items if the session covers different tasks.]

## Constraints & Preferences
- [Any constraints, preferences, or requirements mentioned by user]
- [Or "(none)" if none were mentioned]

## Progress
### Done
- [x] [Completed tasks/changes]

### In Progress
- [ ] [Current work]

### Blocked
- [Issues preventing progress, if any]

## Key Decisions
- **[Decision]**: [Brief rationale]

## Next Steps
1. [Ordered list of what should happen next]

## Critical Context
- [Any data, examples, or references needed to continue]
- [Or "(none)" if not applicable]

Keep each section concise. Preserve exact file paths, function names, and error messages."""

UPDATE_SUMMARIZATION_PROMPT = """The messages above are NEW conversation messages to incorporate into the existing summary provided in <previous-summary> tags.

Update the existing structured summary with new information. RULES:
- PRESERVE all existing information from the previous summary
- ADD new progress, decisions, and context from the new messages
- UPDATE the Progress section: move items from "In Progress" to "Done" when completed
- UPDATE "Next Steps" based on what was accomplished
- PRESERVE exact file paths, function names, and error messages
- If something is no longer relevant, you may remove it

Use this EXACT format:

## Goal
[Preserve existing goals, add new ones if the task expanded]

## Constraints & Preferences
- [Preserve existing, add new ones discovered]

## Progress
### Done
- [x] [Include previously done items AND newly completed items]

### In Progress
- [ ] [Current work - update based on progress]

### Blocked
- [Current blockers - remove if resolved]

## Key Decisions
- **[Decision]**: [Brief rationale] (preserve all previous, add new)

## Next Steps
1. [Update based on current state]

## Critical Context
- [Preserve important context, add new if needed]

Keep each section concise. Preserve exact file paths, function names, and error messages."""

TURN_PREFIX_SUMMARIZATION_PROMPT = """This is the PREFIX of a turn that was too large to keep. The SUFFIX (recent work) is retained.

Summarize the prefix to provide context for the retained suffix:

## Original Request
[What did the user ask for in this turn?]

## Early Progress
- [Key decisions and work done in the prefix]

## Context for Suffix
- [Information needed to understand the retained recent work]

Be concise. Focus on what's needed to understand the kept suffix."""

BRANCH_SUMMARY_PREAMBLE = """The user explored a different conversation branch before returning here.
Summary of that exploration:

"""

BRANCH_SUMMARY_PROMPT = """Create a structured summary of this conversation branch for context when returning later.

Use this EXACT format:

## Goal
[What was the user trying to accomplish in this branch?]

## Constraints & Preferences
- [Any constraints, preferences, or requirements mentioned]
- [Or "(none)" if none were mentioned]

## Progress
### Done
- [x] [Completed tasks/changes]

### In Progress
- [ ] [Work that was started but not finished]

### Blocked
- [Issues preventing progress, if any]

## Key Decisions
- **[Decision]**: [Brief rationale]

## Next Steps
1. [What should happen next to continue this work]

Keep each section concise. Preserve exact file paths, function names, and error messages."""

SPLIT_TURN_SEPARATOR = "\n\n---\n\n**Turn Context (split turn):**\n\n"
NO_PRIOR_HISTORY = "No prior history."
NO_BRANCH_CONTENT = "No content to summarize"
TOOL_RESULT_MAX_CHARS = 2000
BRANCH_MAX_TOKENS = 2048

# OpenClaw's additions (compaction.ts / compaction-safeguard.ts), used by the staged OpenAI summarizer
IDENTIFIER_PRESERVATION_INSTRUCTIONS = (
    "Preserve all opaque identifiers exactly as written (no shortening or reconstruction), "
    "including UUIDs, hashes, IDs, tokens, API keys, hostnames, IPs, ports, URLs, and file names."
)
MERGE_SUMMARIES_INSTRUCTIONS = (
    "Merge these partial summaries into a single cohesive summary.\n\n"
    "MUST PRESERVE:\n"
    "- Active tasks and their current status (in-progress, blocked, pending)\n"
    "- Batch operation progress (e.g., '5/17 items completed')\n"
    "- The last thing the user requested and what was being done about it\n"
    "- Decisions made and their rationale\n"
    "- TODOs, open questions, and constraints\n"
    "- Any commitments or follow-ups promised\n\n"
    "PRIORITIZE recent context over older history. The agent needs to know what it was doing, "
    "not just what was discussed."
)
MAX_SUMMARY_CHARS = 16000
TRUNCATION_MARKER = "\n\n[Compaction summary truncated to fit budget]"


# ---------------------------------------------------------------- JavaScript string rules
def js_slice(text: str, end: int) -> str:
    """``text.slice(0, end)`` in UTF-16 code units (a split surrogate pair keeps its lone half)."""
    return text.encode("utf-16-le")[: 2 * end].decode("utf-16-le", errors="surrogatepass")


# ---------------------------------------------------------------- serializeConversation
def truncate_for_summary(text: str, max_chars: int = TOOL_RESULT_MAX_CHARS) -> str:
    length = js_len(text)
    if length <= max_chars:
        return text
    return f"{js_slice(text, max_chars)}\n\n[... {length - max_chars} more characters truncated]"


def _blocks(content: Any) -> list[Mapping[str, Any]]:
    return [b for b in content if isinstance(b, Mapping)] if isinstance(content, list) else []


def _joined_text(content: Any, sep: str) -> str:
    return sep.join(str(b.get("text", "")) for b in _blocks(content) if b.get("type") == "text")


def format_tool_call(block: Mapping[str, Any]) -> str:
    args = block.get("arguments")
    pairs = args.items() if isinstance(args, Mapping) else ()
    return f"{block.get('name')}({', '.join(f'{k}={js_json_stringify(v)}' for k, v in pairs)})"


def serialize_conversation(messages: Iterable[Mapping[str, Any]]) -> str:
    """Pi's ``serializeConversation``: provider messages (after ``to_llm``) as tagged plain text."""
    parts: list[str] = []
    for msg in messages:
        role = msg.get("role")
        if role == "user":
            content = msg.get("content")
            text = content if isinstance(content, str) else _joined_text(content, "")
            if text:
                parts.append(f"[User]: {text}")
        elif role == "assistant":
            texts, thinking, calls = [], [], []
            for block in _blocks(msg.get("content")):
                kind = block.get("type")
                if kind == "text":
                    texts.append(str(block.get("text", "")))
                elif kind == "thinking":
                    thinking.append(str(block.get("thinking", "")))
                elif kind == "toolCall":
                    calls.append(format_tool_call(block))
            if thinking:
                parts.append(f"[Assistant thinking]: {chr(10).join(thinking)}")
            if texts:
                parts.append(f"[Assistant]: {chr(10).join(texts)}")
            if calls:
                parts.append(f"[Assistant tool calls]: {'; '.join(calls)}")
        elif role == "toolResult":
            text = _joined_text(msg.get("content"), "")
            if text:
                parts.append(f"[Tool result]: {truncate_for_summary(text)}")
    return "\n\n".join(parts)


def conversation_text(agent_messages: Iterable[Mapping[str, Any]]) -> str:
    """``serializeConversation(convertToLlm(messages))``."""
    return serialize_conversation(to_llm(agent_messages))


# ---------------------------------------------------------------- file operations
def extract_file_ops(messages: Iterable[Mapping[str, Any]]) -> tuple[set[str], set[str], set[str]]:
    """Pi's ``extractFileOpsFromMessage`` over messages: ``(read, written, edited)`` path sets."""
    ops = FileOps()
    for message in messages:
        ops.add_message(message)
    return ops.read, ops.written, ops.edited


def compute_file_lists(read: Iterable[str], written: Iterable[str], edited: Iterable[str]) -> tuple[list[str], list[str]]:
    """Pi's ``computeFileLists``: ``(readFiles, modifiedFiles)``, read-only files exclude modified ones."""
    return FileOps(read=set(read), written=set(written), edited=set(edited)).lists()


def format_file_operations(read_files: Sequence[str], modified_files: Sequence[str]) -> str:
    """Pi's ``formatFileOperations``: ``""`` or ``"\\n\\n"`` + the tag blocks joined by a blank line."""
    sections = []
    if read_files:
        sections.append("<read-files>\n" + "\n".join(read_files) + "\n</read-files>")
    if modified_files:
        sections.append("<modified-files>\n" + "\n".join(modified_files) + "\n</modified-files>")
    return "\n\n" + "\n\n".join(sections) if sections else ""


# ---------------------------------------------------------------- prompt assembly
def with_focus(prompt: str, custom_instructions: str | None) -> str:
    return f"{prompt}\n\nAdditional focus: {custom_instructions}" if custom_instructions else prompt


def summary_prompt_text(agent_messages: Iterable[Mapping[str, Any]], previous_summary: str | None = None,
                        custom_instructions: str | None = None) -> str:
    """The user-message text ``generateSummary`` sends."""
    base = UPDATE_SUMMARIZATION_PROMPT if previous_summary else SUMMARIZATION_PROMPT
    text = f"<conversation>\n{conversation_text(agent_messages)}\n</conversation>\n\n"
    if previous_summary:
        text += f"<previous-summary>\n{previous_summary}\n</previous-summary>\n\n"
    return text + with_focus(base, custom_instructions)


def turn_prefix_prompt_text(agent_messages: Iterable[Mapping[str, Any]]) -> str:
    """The user-message text ``generateTurnPrefixSummary`` sends."""
    return f"<conversation>\n{conversation_text(agent_messages)}\n</conversation>\n\n{TURN_PREFIX_SUMMARIZATION_PROMPT}"


def branch_prompt_text(agent_messages: Iterable[Mapping[str, Any]], custom_instructions: str | None = None,
                       replace_instructions: bool = False) -> str:
    """The user-message text ``generateBranchSummary`` sends."""
    if replace_instructions and custom_instructions:
        instructions = custom_instructions
    else:
        instructions = with_focus(BRANCH_SUMMARY_PROMPT, custom_instructions)
    return f"<conversation>\n{conversation_text(agent_messages)}\n</conversation>\n\n{instructions}"


def summary_max_tokens(reserve_tokens: int) -> int:
    return int(0.8 * reserve_tokens)


def turn_prefix_max_tokens(reserve_tokens: int) -> int:
    return int(0.5 * reserve_tokens)


def merge_split_turn(history: str, prefix: str) -> str:
    return f"{history}{SPLIT_TURN_SEPARATOR}{prefix}"


def cap_summary(body: str, suffix: str, max_chars: int = MAX_SUMMARY_CHARS) -> str:
    """OpenClaw's cap: ``body + suffix`` within ``max_chars``, the suffix kept, the body cut and marked.

    A suffix larger than the cap keeps its tail; when the marker cannot fit, only a body prefix is kept.
    """
    if js_len(body) + js_len(suffix) <= max_chars:
        return body + suffix
    if js_len(suffix) >= max_chars:
        units = suffix.encode("utf-16-le")
        return units[len(units) - 2 * max_chars:].decode("utf-16-le", errors="surrogatepass")
    budget = max_chars - js_len(suffix)
    if budget > js_len(TRUNCATION_MARKER):
        return js_slice(body, budget - js_len(TRUNCATION_MARKER)) + TRUNCATION_MARKER + suffix
    return js_slice(body, budget) + suffix
