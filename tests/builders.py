"""Tiny builders for entries in tests (Pi's upstream test utilities, in Python)."""

from __future__ import annotations

from typing import Any

TS = "2025-01-01T00:00:00Z"


def user(eid: str, parent: str | None, text: str, ts: str = TS) -> dict[str, Any]:
    return {"type": "message", "id": eid, "parentId": parent, "timestamp": ts,
            "message": {"role": "user", "content": text, "timestamp": 1}}


def usage(i: int = 1, o: int = 1) -> dict[str, Any]:
    return {"input": i, "output": o, "cacheRead": 0, "cacheWrite": 0, "totalTokens": i + o,
            "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}


def assistant_message(text: str, model: str = "claude-test", provider: str = "anthropic") -> dict[str, Any]:
    return {"role": "assistant", "content": [{"type": "text", "text": text}], "api": "anthropic-messages",
            "provider": provider, "model": model, "usage": usage(), "stopReason": "stop", "timestamp": 1}


def assistant(eid: str, parent: str | None, text: str, model: str = "claude-test", ts: str = TS) -> dict[str, Any]:
    return {"type": "message", "id": eid, "parentId": parent, "timestamp": ts, "message": assistant_message(text, model)}


def compaction(eid: str, parent: str | None, summary: str, kept: str, tokens: int = 1000, ts: str = TS) -> dict[str, Any]:
    return {"type": "compaction", "id": eid, "parentId": parent, "timestamp": ts, "summary": summary,
            "firstKeptEntryId": kept, "tokensBefore": tokens}


def branch_summary(eid: str, parent: str | None, from_id: str, summary: str, ts: str = TS) -> dict[str, Any]:
    return {"type": "branch_summary", "id": eid, "parentId": parent, "timestamp": ts, "fromId": from_id,
            "summary": summary}


def thinking(eid: str, parent: str | None, level: str, ts: str = TS) -> dict[str, Any]:
    return {"type": "thinking_level_change", "id": eid, "parentId": parent, "timestamp": ts, "thinkingLevel": level}


def model_change(eid: str, parent: str | None, provider: str, model_id: str, ts: str = TS) -> dict[str, Any]:
    return {"type": "model_change", "id": eid, "parentId": parent, "timestamp": ts, "provider": provider,
            "modelId": model_id}


def label(eid: str, parent: str | None, target: str, text: str | None, ts: str = TS) -> dict[str, Any]:
    e = {"type": "label", "id": eid, "parentId": parent, "timestamp": ts, "targetId": target}
    if text is not None:
        e["label"] = text
    return e


def header(sid: str = "sess-1", version: int | None = 3, **extra: Any) -> dict[str, Any]:
    h: dict[str, Any] = {"type": "session"}
    if version is not None:
        h["version"] = version
    h.update({"id": sid, "timestamp": TS, "cwd": "/tmp"})
    h.update(extra)
    return h


def texts(messages: list[dict[str, Any]]) -> list[str]:
    out = []
    for m in messages:
        if "summary" in m:
            out.append(m["summary"])
        elif isinstance(m.get("content"), str):
            out.append(m["content"])
        else:
            out.append(" ".join(b.get("text", "") for b in m.get("content", [])))
    return out


# C2 keeps from d, inside C1's kept span (the boundary of a compaction is the previous one's first kept
# entry), so C1 is in C2's kept tail while C1's own first kept entry c is not copied
STACKED = [user("a", None, "q1"), assistant("b", "a", "r1"), user("c", "b", "q2"), assistant("d", "c", "r2"),
           compaction("C1", "d", "s1", kept="c"), user("e", "C1", "q3"), assistant("f", "e", "r3"),
           compaction("C2", "f", "s2", kept="d"), user("g", "C2", "q4")]
