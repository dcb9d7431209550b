"""Message builders and hypothesis strategies for the projection tests (Pi agent messages)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

USAGE = {"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
         "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}


def user(text: str = "hi", ts: int = 1) -> dict[str, Any]:
    return {"role": "user", "content": text, "timestamp": ts}


def assistant(text: str = "ok", *calls: tuple[str, str], stop: str | None = None, ts: int = 1,
              arguments: dict[str, Any] | None = None) -> dict[str, Any]:
    content: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
    content += [{"type": "toolCall", "id": cid, "name": name, "arguments": arguments or {}} for cid, name in calls]
    return {"role": "assistant", "content": content, "api": "anthropic-messages", "provider": "anthropic",
            "model": "claude-test", "usage": USAGE, "stopReason": stop or ("toolUse" if calls else "stop"),
            "timestamp": ts}


def result(cid: str, text: str = "out", name: str = "exec", ts: int = 1, **extra: Any) -> dict[str, Any]:
    return {"role": "toolResult", "toolCallId": cid, "toolName": name, "content": [{"type": "text", "text": text}],
            "isError": False, "timestamp": ts, **extra}


def image_result(cid: str, text: str = "", name: str = "read") -> dict[str, Any]:
    msg = result(cid, text, name)
    msg["content"] = ([{"type": "text", "text": text}] if text else []) + [
        {"type": "image", "data": "aGVsbG8=", "mimeType": "image/png"}]
    return msg


_TOOL_NAMES = st.sampled_from(["exec", "read", "Browser", "web_search"])
_TEXT = st.one_of(st.text(alphabet="ab \n", max_size=30),
                  st.builds(lambda n, c: c * n, st.integers(0, 9000), st.sampled_from(["x", "y\n", "error "])))


@st.composite
def transcripts(draw: st.DrawFn, max_turns: int = 16) -> list[dict[str, Any]]:
    """Random Pi transcripts: users, assistants (text, tool calls, some errored or aborted), tool
    results (matching, orphaned, duplicated, displaced, missing, oversized, with images), summaries."""
    msgs: list[dict[str, Any]] = []
    counter = 0
    if draw(st.booleans()):
        msgs.append({"role": "compactionSummary", "summary": "earlier", "tokensBefore": 10, "timestamp": 0})
    if draw(st.booleans()):
        msgs.append(user("start"))
    for _ in range(draw(st.integers(0, max_turns))):
        kind = draw(st.integers(0, 9))
        if kind <= 2:
            msgs.append(user(draw(_TEXT) or "u"))
        elif kind <= 6:
            calls = []
            for _ in range(draw(st.integers(0, 3))):
                counter += 1
                calls.append((f"call_{counter}", draw(_TOOL_NAMES)))
            stop = draw(st.sampled_from([None, None, None, "error", "aborted"]))
            msgs.append(assistant(draw(_TEXT), *calls, stop=stop))
            for cid, name in calls:
                fate = draw(st.integers(0, 6))
                if fate == 0:
                    continue  # missing
                res = image_result(cid, draw(_TEXT), name) if fate == 1 else result(cid, draw(_TEXT), name)
                msgs.append(res)
                if fate == 2:
                    msgs.append(result(cid, "duplicate", name))
            if calls and draw(st.integers(0, 4)) == 0:
                msgs.insert(len(msgs) - 1, user("interleaved"))
        elif kind == 7:
            msgs.append(result(f"orphan_{counter}", draw(_TEXT)))
        elif kind == 8:
            msgs.append({"role": "bashExecution", "command": "ls", "output": draw(_TEXT), "exitCode": 0,
                         "cancelled": False, "truncated": False, "timestamp": 1})
        else:
            msgs.append({"role": "branchSummary", "summary": "branch", "fromId": "x", "timestamp": 1})
    if draw(st.booleans()):  # a protected tail, so that the pruner has something before it
        msgs += [assistant(f"tail {k}") for k in range(3)]
    return msgs
