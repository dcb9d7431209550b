"""Generate sessionlog/examples/demo.jsonl, the session `sessionlog demo` imports.

Deterministic (fixed ids and timestamps); tests/test_demo.py checks the committed file equals this
script's output. Run: python tools/make_demo_session.py
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "sessionlog" / "examples" / "demo.jsonl"
T0 = 1795949390000  # 2026-11-29T10:09:50Z in epoch ms


def iso(ms: int) -> str:
    from datetime import datetime, timezone

    d = datetime.fromtimestamp(ms / 1000, timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond // 1000:03d}Z"


def usage(i: int, o: int) -> dict:
    return {"input": i, "output": o, "cacheRead": 0, "cacheWrite": 0, "totalTokens": i + o,
            "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}


def build() -> list[dict]:
    lines: list[dict] = []
    clock = [T0]

    def add(kind: str, eid: str, parent: str | None, **fields) -> str:
        clock[0] += 1500
        lines.append({"type": kind, "id": eid, "parentId": parent, "timestamp": iso(clock[0]), **fields})
        return eid

    def user(eid, parent, text):
        return add("message", eid, parent, message={"role": "user", "content": text, "timestamp": clock[0] + 1500})

    def assistant(eid, parent, blocks, stop="stop", tokens=(1200, 80)):
        return add("message", eid, parent, message={
            "role": "assistant", "content": blocks, "api": "anthropic-messages", "provider": "anthropic",
            "model": "claude-sonnet-4-5", "usage": usage(*tokens), "stopReason": stop, "timestamp": clock[0] + 1500})

    def tool(eid, parent, call_id, name, text, error=False):
        return add("message", eid, parent, message={
            "role": "toolResult", "toolCallId": call_id, "toolName": name,
            "content": [{"type": "text", "text": text}], "isError": error, "timestamp": clock[0] + 1500})

    lines.append({"type": "session", "version": 3, "id": "01a226ec-eae2-742a-be13-c4b29f5b4058",
                  "timestamp": iso(T0), "cwd": "/home/dev/payments"})
    add("model_change", "a0000001", None, provider="anthropic", modelId="claude-sonnet-4-5")
    add("thinking_level_change", "a0000002", "a0000001", thinkingLevel="medium")
    user("a0000003", "a0000002", "The refund endpoint returns 500 for partial refunds. Find out why. Don't touch the database schema.")
    assistant("a0000004", "a0000003", [
        {"type": "thinking", "thinking": "Start with the handler."},
        {"type": "toolCall", "id": "call_1", "name": "read", "arguments": {"path": "src/refunds/handler.py"}}],
        stop="toolUse")
    tool("a0000005", "a0000004", "call_1", "read",
         "def refund(order, amount):\n    if amount > order.total:\n        raise ValueError\n    return gateway.refund(order.id, int(amount))\n")
    assistant("a0000006", "a0000005", [
        {"type": "text", "text": "`int(amount)` truncates cents: 12.50 becomes 12 and the gateway rejects the mismatch."}])
    add("label", "a0000007", "a0000006", targetId="a0000006", label="root cause")
    user("a0000008", "a0000007", "Fix it by converting to integer cents.")
    assistant("a0000009", "a0000008", [
        {"type": "toolCall", "id": "call_2", "name": "edit",
         "arguments": {"path": "src/refunds/handler.py", "oldText": "int(amount)", "newText": "round(amount * 100)"}}],
        stop="toolUse")
    tool("a0000010", "a0000009", "call_2", "edit", "Applied 1 edit to src/refunds/handler.py")
    add("message", "a0000011", "a0000010", message={
        "role": "bashExecution", "command": "pytest tests/refunds -q", "output": "4 passed in 0.31s",
        "exitCode": 0, "cancelled": False, "truncated": False, "timestamp": clock[0] + 1500})
    assistant("a0000012", "a0000011", [{"type": "text", "text": "Fixed: amounts are sent as integer cents; tests pass."}],
              tokens=(5200, 40))
    add("compaction", "a0000013", "a0000012",
        summary="## Goal\nFix 500s on partial refunds.\n\n## Constraints & Preferences\n- Don't touch the database schema.\n\n"
                "## Progress\n### Done\n- [x] Root cause: int(amount) truncated cents in src/refunds/handler.py\n\n"
                "## Next Steps\n1. Add a regression test\n\n<read-files>\nsrc/refunds/handler.py\n</read-files>",
        firstKeptEntryId="a0000011", tokensBefore=5240,
        details={"readFiles": ["src/refunds/handler.py"], "modifiedFiles": []}, fromHook=False)
    user("a0000014", "a0000013", "Add a regression test for 12.50.")
    assistant("a0000015", "a0000014", [{"type": "text", "text": "Added test_partial_refund_keeps_cents."}])
    # A side branch explored from the root-cause answer, then abandoned with a branch summary.
    user("b0000001", "a0000006", "Could we use Decimal everywhere instead?")
    assistant("b0000002", "b0000001", [{"type": "text", "text": "Possible, but it touches the schema (NUMERIC columns)."}])
    add("branch_summary", "b0000003", "a0000006", fromId="a0000006",
        summary="The user explored a different conversation branch before returning here.\nSummary of that exploration:\n\n"
                "Switching to Decimal would change the schema; rejected because the schema must not change.",
        details={"readFiles": [], "modifiedFiles": []}, fromHook=False)
    add("label", "a0000016", "a0000015", targetId="a0000013", label="checkpoint")
    add("session_info", "a0000017", "a0000016", name="Partial refund 500s")
    return lines


def render() -> str:
    return "".join(json.dumps(line, separators=(",", ":"), ensure_ascii=False) + "\n" for line in build())


if __name__ == "__main__":
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(render(), encoding="utf-8")
    print(f"wrote {OUT}")
