"""The OpenAI-compatible summarizer against a local HTTP server (127.0.0.1, ephemeral port, a thread)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from sessionlog.summarizers import SummarizerError, SummaryCancelled, SummaryRequest, get_summarizer, prompts
from sessionlog.summarizers.openai import (
    compute_adaptive_chunk_ratio,
    is_oversized_for_summary,
    split_messages_by_token_share,
)


class FakeEndpoint:
    """Records each request; answers from a queue of ``(status, body)`` or callables."""

    def __init__(self) -> None:
        self.requests: list[dict] = []
        self.answers: list = []
        self.default = (200, {"choices": [{"message": {"role": "assistant", "content": "SUMMARY"}}]})
        self.release = threading.Event()
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                endpoint.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
                answer = endpoint.answers.pop(0) if endpoint.answers else endpoint.default
                if answer == "block":
                    endpoint.release.wait(30)
                    answer = endpoint.default
                if callable(answer):
                    answer = answer(body)
                status, payload = answer
                data = json.dumps(payload).encode() if not isinstance(payload, bytes) else payload
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:
                    pass

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(autouse=True)
def no_proxy(monkeypatch):
    for var in ("http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"):
        monkeypatch.delenv(var, raising=False)


@pytest.fixture
def endpoint():
    e = FakeEndpoint()
    yield e
    e.close()


def reply(text):
    return 200, {"choices": [{"message": {"role": "assistant", "content": text}}]}


def user(text):
    return {"role": "user", "content": text, "timestamp": 1}


def make(endpoint, **options):
    options.setdefault("retries", 0)
    return get_summarizer("openai", base_url=endpoint.url, model="test-model", api_key="sk-test", **options)


def request(messages, **fields):
    return SummaryRequest.build(kind=fields.pop("kind", "compaction"), messages=messages, **fields)


def test_unconfigured_raises_and_says_what_to_set(monkeypatch):
    for var in ("SESSIONLOG_OPENAI_BASE_URL", "SESSIONLOG_OPENAI_MODEL", "SESSIONLOG_OPENAI_API_KEY", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    with pytest.raises(SummarizerError, match="SESSIONLOG_OPENAI_BASE_URL.*SESSIONLOG_OPENAI_MODEL"):
        get_summarizer("openai")


def test_environment_configures_it(monkeypatch, endpoint):
    monkeypatch.setenv("SESSIONLOG_OPENAI_BASE_URL", endpoint.url)
    monkeypatch.setenv("SESSIONLOG_OPENAI_MODEL", "env-model")
    monkeypatch.delenv("SESSIONLOG_OPENAI_API_KEY", raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-env")
    assert get_summarizer("openai").summarize(request([user("hello")])) == "SUMMARY"
    [sent] = endpoint.requests
    assert sent["body"]["model"] == "env-model" and sent["headers"]["Authorization"] == "Bearer sk-env"


def test_request_carries_pis_prompts_and_the_token_budget(endpoint):
    messages = [user("Fix the bug in src/app.py")]
    out = make(endpoint).summarize(request(messages, previous_summary="OLD", reserve_tokens=10000,
                                           read_files=["src/app.py"], custom_instructions="focus on tests"))
    [sent] = endpoint.requests
    assert sent["path"] == "/v1/chat/completions" and sent["headers"]["Authorization"] == "Bearer sk-test"
    body = sent["body"]
    assert body["model"] == "test-model" and body["max_tokens"] == 8000
    assert body["messages"][0] == {"role": "system", "content": prompts.SUMMARIZATION_SYSTEM_PROMPT}
    focus = prompts.IDENTIFIER_PRESERVATION_INSTRUCTIONS + "\n\nAdditional focus:\nfocus on tests"
    assert body["messages"][1] == {"role": "user", "content": prompts.summary_prompt_text(messages, "OLD", focus)}
    assert "<previous-summary>\nOLD\n</previous-summary>" in body["messages"][1]["content"]
    assert out == "SUMMARY\n\n<read-files>\nsrc/app.py\n</read-files>"


def test_identifier_policy_off_sends_pis_prompt_unchanged(endpoint):
    messages = [user("hello")]
    make(endpoint, identifier_policy="off").summarize(request(messages))
    assert endpoint.requests[0]["body"]["messages"][1]["content"] == prompts.summary_prompt_text(messages)


def test_split_turn_sends_a_turn_prefix_request_with_half_the_reserve(endpoint):
    endpoint.answers = [reply("HISTORY"), reply("PREFIX")]
    prefix = [user("start the big refactor")]
    out = make(endpoint).summarize(request([user("earlier")], turn_prefix_messages=prefix, reserve_tokens=16384))
    assert [r["body"]["max_tokens"] for r in endpoint.requests] == [13107, 8192]
    assert endpoint.requests[1]["body"]["messages"][1]["content"] == prompts.turn_prefix_prompt_text(prefix)
    assert out == "HISTORY" + prompts.SPLIT_TURN_SEPARATOR + "PREFIX"


def test_split_turn_without_history_uses_no_prior_history(endpoint):
    out = make(endpoint).summarize(request([], turn_prefix_messages=[user("x")]))
    assert len(endpoint.requests) == 1 and out.startswith("No prior history." + prompts.SPLIT_TURN_SEPARATOR)


def test_branch_summary_has_the_preamble_and_a_2048_budget(endpoint):
    out = make(endpoint).summarize(request([user("try another way")], kind="branch", modified_files=["b.py"]))
    assert endpoint.requests[0]["body"]["max_tokens"] == 2048
    assert prompts.BRANCH_SUMMARY_PROMPT in endpoint.requests[0]["body"]["messages"][1]["content"]
    assert out == prompts.BRANCH_SUMMARY_PREAMBLE + "SUMMARY\n\n<modified-files>\nb.py\n</modified-files>"
    assert make(endpoint).summarize(request([], kind="branch")) == "No content to summarize"


def test_a_large_input_is_summarized_in_parts_then_merged(endpoint):
    counter = iter(range(100))
    endpoint.default = lambda body: reply(f"PART-{next(counter)}")
    messages = [user(f"message {i}: " + "w" * 8000) for i in range(8)]
    out = make(endpoint, context_window=40000).summarize(request(messages, previous_summary="PREV"))
    sent = [r["body"]["messages"][1]["content"] for r in endpoint.requests]
    assert len(sent) == 3  # two halves, then the merge
    assert "message 0:" in sent[0] and "message 3:" in sent[0] and "message 4:" not in sent[0]
    assert "message 4:" in sent[1] and "message 7:" in sent[1]
    assert "<previous-summary>" not in sent[0] and "<previous-summary>" not in sent[1]
    merge = sent[2]
    assert merge.startswith("<conversation>\n[User]: PART-0\n\n[User]: PART-1\n</conversation>\n\n"
                            "<previous-summary>\nPREV\n</previous-summary>")
    assert prompts.MERGE_SUMMARIES_INSTRUCTIONS in merge
    assert out == "PART-2"


def test_http_500_is_an_error_and_appends_nothing(endpoint):
    endpoint.answers = [(500, {"error": "boom"})]
    with pytest.raises(SummarizerError, match="HTTP 500"):
        make(endpoint).summarize(request([user("x")]))


def test_a_500_is_retried(endpoint):
    endpoint.answers = [(503, {"error": "busy"}), reply("AFTER-RETRY")]
    waits = []
    out = make(endpoint, retries=2, sleep=waits.append).summarize(request([user("x")]))
    assert out == "AFTER-RETRY" and len(endpoint.requests) == 2 and waits == [0.5]


def test_a_4xx_is_not_retried(endpoint):
    endpoint.answers = [(401, {"error": "bad key"})]
    with pytest.raises(SummarizerError, match="HTTP 401"):
        make(endpoint, retries=3, sleep=lambda s: None).summarize(request([user("x")]))
    assert len(endpoint.requests) == 1


def test_a_timeout_is_an_error(endpoint):
    endpoint.answers = ["block"]
    with pytest.raises(SummarizerError, match="timed out"):
        make(endpoint, timeout=0.2, retries=3).summarize(request([user("x")]))
    endpoint.release.set()
    assert len(endpoint.requests) == 1


@pytest.mark.parametrize("payload", [{"choices": [{"message": {"content": "   "}}]},
                                     {"choices": [{"message": {"content": None}}]}, {"choices": []}, b"not json"])
def test_an_empty_or_malformed_completion_is_an_error(endpoint, payload):
    endpoint.answers = [(200, payload)]
    with pytest.raises(SummarizerError):
        make(endpoint).summarize(request([user("x")]))


def test_cancellation_is_checked_between_requests(endpoint):
    calls = []

    def cancelled():
        calls.append(1)
        return len(endpoint.requests) >= 1

    with pytest.raises(SummaryCancelled):
        make(endpoint).summarize(request([user("x")], turn_prefix_messages=[user("y")]), cancelled=cancelled)
    assert len(endpoint.requests) == 1 and len(calls) == 2


def test_tool_result_details_are_never_sent(endpoint):
    messages = [{"role": "assistant", "content": [{"type": "toolCall", "id": "c1", "name": "bash", "arguments": {}}],
                 "stopReason": "toolUse", "timestamp": 1},
                {"role": "toolResult", "toolCallId": "c1", "toolName": "bash", "content": [{"type": "text", "text": "out"}],
                 "details": {"secret": "DETAILS-SECRET-99"}, "isError": False, "timestamp": 1}]
    make(endpoint).summarize(request(messages))
    make(endpoint).summarize(request(messages, kind="branch"))
    assert all("DETAILS-SECRET" not in json.dumps(r["body"]) for r in endpoint.requests)


def test_oversized_messages_are_dropped_with_a_note_when_the_full_pass_fails(endpoint):
    def answer(body):
        text = body["messages"][1]["content"]
        return (400, {"error": "context length exceeded"}) if "HUGE" in text else reply("SMALL-ONLY")

    endpoint.default = answer
    messages = [user("small one"), {"role": "custom", "customType": "x", "content": "HUGE " * 6000, "timestamp": 1}]
    out = make(endpoint, context_window=8000).summarize(request(messages))
    assert out == "SMALL-ONLY\n\n[Large custom (~8K tokens) omitted from summary]"


# ---------------------------------------------------------------- staging helpers (OpenClaw vectors)
def tool_call(text, cid, stop="toolUse"):
    return {"role": "assistant", "content": [{"type": "text", "text": text},
                                             {"type": "toolCall", "id": cid, "name": "read", "arguments": {}}],
            "stopReason": stop, "timestamp": 1}


def result(cid, text):
    return {"role": "toolResult", "toolCallId": cid, "toolName": "read", "content": [{"type": "text", "text": text}],
            "isError": False, "timestamp": 1}


def test_split_by_token_share_gives_two_even_parts():
    msgs = [user(f"{i}" + "x" * 4000) for i in range(4)]
    assert [[m["content"][0] for m in c] for c in split_messages_by_token_share(msgs)] == [["0", "1"], ["2", "3"]]


def test_split_keeps_a_displaced_tool_result_with_its_call():
    msgs = [user("x" * 4000), tool_call("y" * 10, "c1"), user("z" * 800), result("c1", "r"), user("w" * 4000)]
    chunks = split_messages_by_token_share(msgs)
    assert any(msgs[1] in c and msgs[3] in c for c in chunks)


def test_split_before_a_trailing_completed_tool_call_pair():
    msgs = [user("x" * 4000), tool_call("y" * 200, "c1"), result("c1", "r" * 4000)]
    assert split_messages_by_token_share(msgs) == [[msgs[0]], [msgs[1], msgs[2]]]


def test_aborted_calls_do_not_pin_and_unfinished_calls_split_before():
    aborted = [user("x" * 4000), tool_call("y" * 200, "c1", stop="aborted"), user("z" * 4000)]
    assert split_messages_by_token_share(aborted) == [[aborted[0]], aborted[1:]]
    unfinished = [user("x" * 4000), tool_call("y" * 200, "c1"), user("z" * 4000)]
    assert split_messages_by_token_share(unfinished) == [[unfinished[0]], unfinished[1:]]


def test_adaptive_chunk_ratio():
    assert compute_adaptive_chunk_ratio([], 200000) == 0.4
    assert compute_adaptive_chunk_ratio([user("x" * 1000)] * 2, 200000) == 0.4
    mid = compute_adaptive_chunk_ratio([user("x" * 200000)] * 2, 200000)
    assert 0.15 <= mid < 0.4
    assert compute_adaptive_chunk_ratio([user("x" * 720000)], 200000) == pytest.approx(0.15)
    assert is_oversized_for_summary(user("x" * 480000), 200000)


def test_a_compaction_gets_openclaws_appendix_failures_with_their_cause_and_the_carried_rules(endpoint):
    log = "\n".join(f"[{i:03d}] page {i} ok" for i in range(200)) + "\nModuleNotFoundError: No module named 'reportlab'\nexit code 2"
    messages = [{"role": "custom", "customType": "agents-md", "content": "## Red Lines\n- Never push to main.",
                 "display": False, "timestamp": 1},
                user("Render the invoices, please."),
                {"role": "assistant", "content": [{"type": "toolCall", "id": "c1", "name": "bash",
                                                   "arguments": {"command": "python render.py"}}],
                 "api": "x", "provider": "p", "model": "m", "usage": {}, "stopReason": "toolUse", "timestamp": 1},
                {"role": "toolResult", "toolCallId": "c1", "toolName": "bash", "content": [{"type": "text", "text": log}],
                 "isError": True, "timestamp": 1}]
    endpoint.answers = [reply("## Goal\nRender invoices.\n\n<workspace-critical-rules>\nmade up\n</workspace-critical-rules>")]
    out = make(endpoint).summarize(request(messages, read_files=["render.py"]))
    assert out.startswith("## Goal\nRender invoices.\n\n## Tool Failures\n- bash `python render.py` (exit 2):\n```\n")
    assert "ModuleNotFoundError: No module named 'reportlab'" in out and "[000] page 0" not in out
    assert out.endswith("<read-files>\nrender.py\n</read-files>\n\n<workspace-critical-rules>\n## Red Lines\n"
                        "- Never push to main.\n</workspace-critical-rules>")
    assert "made up" not in out  # the model's copy is replaced by the carried block
    endpoint.answers = [reply("## Goal\nRender invoices, part two.")]
    later = make(endpoint).summarize(request([user("Go on with part two.")], previous_summary=out))
    assert later.endswith("<workspace-critical-rules>\n## Red Lines\n- Never push to main.\n</workspace-critical-rules>")
    assert "## Tool Failures" not in later  # the span's own failures only, as OpenClaw's safeguard does


def test_max_chars_caps_the_text_with_the_appendix_kept(endpoint):
    endpoint.answers = [reply("## Goal\n" + "x" * 5000)]
    out = make(endpoint, max_chars=1000).summarize(request([user("hello")], read_files=["a.py"]))
    assert prompts.js_len(out) == 1000 and out.endswith(prompts.TRUNCATION_MARKER + "\n\n<read-files>\na.py\n</read-files>")
    with pytest.raises(SummarizerError, match="max_chars"):
        make(endpoint, max_chars=0)
