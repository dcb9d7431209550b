"""Differential tests: sessionlog's codec and view builder against the real Pi (0.73.1).

Every case is a whole Pi session file: the golden files in ``tests/golden/`` plus at least 200
generated ones (``tests/strategies.py``; seed ``SESSIONLOG_DIFF_SEED``, default ``DEFAULT_SEED``;
``SESSIONLOG_DIFF_CASES`` raises the count). One ``node tests/pi/oracle.mjs`` process computes, for all
cases at once, Pi's migrated lines and, for every leaf (each entry id, leaf undefined, ``null`` and
an unknown id), ``buildSessionContext`` and ``convertToLlm``. Each case is then checked against

* ``sessionlog.core.codec.parse_jsonl_text(text)``: ``.header`` and ``.entries`` equal Pi's migrated lines;
* ``sessionlog.core.view.build_view(entries, leaf).to_pi()`` equal to Pi's SessionContext, and
  ``to_llm(messages)`` equal to Pi's ``convertToLlm`` output,

as JSON values (same keys, same types; integral floats equal to integers, as in JavaScript).
v1 files get random ids in Pi and derived ids in sessionlog, so Pi's ids are mapped onto ours by entry
position first, and leaves are given by position.

Node >= 20 and npm are needed (``tests/pi/oracle.py`` runs ``npm ci`` once). Without them these tests
skip, except under CI (``CI`` set), where they fail.
"""

from __future__ import annotations

import dataclasses
import difflib
import importlib.util
import inspect
import json
import os
import signal
import sys
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
GOLDEN_DIR = HERE / "golden"
DEFAULT_SEED = 0x5E5510_60
MIN_GENERATED = 200
UNKNOWN_LEAF = "no-such-entry"
_ID_KEYS = ("id", "parentId", "firstKeptEntryId", "fromId", "targetId")
CASE_DEADLINE_S = 10  # one case's checks; a cycle walked forever must fail, not hang the run
MAX_HUNG = 3  # after this many cases ran out of time, the rest fail at once
_hung: list[str] = []


def _load(name: str, path: Path):
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


oracle = _load("_sessionlog_tests_pi_oracle", HERE / "pi" / "oracle.py")
strategies = _load("_sessionlog_tests_strategies", HERE / "strategies.py")

SEED = int(os.environ.get("SESSIONLOG_DIFF_SEED", str(DEFAULT_SEED)), 0)
N_GENERATED = max(MIN_GENERATED, int(os.environ.get("SESSIONLOG_DIFF_CASES", str(MIN_GENERATED))))


# ---- cases ----------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Case:
    name: str
    text: str
    v1: bool  # ids are drawn at random by Pi: leaves go by position and ids are mapped
    leaves: tuple[dict[str, Any], ...]

    def request(self) -> dict[str, Any]:
        return {"text": self.text, "leaves": list(self.leaves)}


# JavaScript's String.prototype.trim() whitespace (Pi trims the whole file before splitting).
_JS_WS = " \t\n\r\v\f\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a" \
         "\u2028\u2029\u202f\u205f\u3000\ufeff"


def _pi_like_parse(text: str) -> list[Any]:
    """What ``parseSessionEntries`` keeps, closely enough to pick leaves (Pi's answer is checked anyway)."""
    out = []
    for line in text.strip(_JS_WS).split("\n"):
        if not line.strip(_JS_WS):
            continue
        try:
            out.append(json.loads(line))
        except ValueError:
            pass
    return out


def make_case(name: str, text: str) -> Case:
    lines = [ln for ln in _pi_like_parse(text) if isinstance(ln, dict)]
    header = next((ln for ln in lines if ln.get("type") == "session"), None)
    version = header.get("version") if header else None
    v1 = (version if isinstance(version, (int, float)) else 1) < 2
    entries = [ln for ln in lines if ln.get("type") != "session"]
    if v1:
        leaves: list[dict[str, Any]] = [{"leafIndex": i} for i in range(len(entries))]
    else:
        leaves = [{"leaf": e["id"]} for e in entries if isinstance(e.get("id"), str)]
    unknown = UNKNOWN_LEAF
    while any(e.get("id") == unknown for e in entries):
        unknown += "-x"
    leaves += [{}, {"leaf": None}, {"leaf": unknown}]
    if not any(e.get("id") == "" for e in entries):
        leaves.append({"leaf": ""})  # falsy: Pi falls back to the last entry, as for an unknown id
    return Case(name, text, v1, tuple(leaves))


def golden_cases() -> list[Case]:
    return [make_case(f"golden-{p.stem}", p.read_bytes().decode("utf-8")) for p in sorted(GOLDEN_DIR.glob("*.jsonl"))]


def generated_cases() -> list[Case]:
    return [make_case(name, strategies.to_jsonl(lines)) for name, lines in strategies.gen_corpus(SEED, N_GENERATED)]


GOLDEN = golden_cases()
GENERATED = generated_cases()
CASES = {c.name: c for c in GOLDEN + GENERATED}
assert len(CASES) == len(GOLDEN) + len(GENERATED), "duplicate case names"


@pytest.fixture(scope="module")
def pi() -> dict[str, dict[str, Any]]:
    """Pi's answer for every case, from one oracle process."""
    oracle.require_oracle()
    names = list(CASES)
    results = oracle.run_oracle([CASES[n].request() for n in names])
    return dict(zip(names, results))


@pytest.fixture(scope="module")
def sl():
    """The sessionlog functions under test (fail under CI, skip elsewhere, while they don't import)."""
    try:
        from sessionlog.core.codec import parse_jsonl_text
        from sessionlog.core.view import build_view, to_llm
    except ImportError as e:
        message = f"sessionlog codec/view not importable: {e!r}"
        if os.environ.get("CI"):
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    return parse_jsonl_text, build_view, to_llm


# ---- JSON comparison ------------------------------------------------------------------------------

def _plain(obj: Any) -> Any:
    try:
        import msgspec
    except ImportError:  # pragma: no cover
        msgspec = None
    if msgspec is not None and isinstance(obj, msgspec.Struct):
        return msgspec.to_builtins(obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return dataclasses.asdict(obj)
    raise TypeError(f"not JSON-serialisable: {type(obj).__name__}: {obj!r}")


def _js_numbers(x: Any) -> Any:
    """JavaScript has one number type: 1.0 and 1 are the same JSON value."""
    if isinstance(x, float) and x.is_integer() and abs(x) < 2**63:
        return int(x)
    if isinstance(x, list):
        return [_js_numbers(v) for v in x]
    if isinstance(x, dict):
        return {k: _js_numbers(v) for k, v in x.items()}
    return x


def as_json(x: Any) -> Any:
    """``json.loads(json.dumps(x))`` with JavaScript's number model."""
    return _js_numbers(json.loads(json.dumps(x, default=_plain, ensure_ascii=False)))


def _canon(x: Any) -> str:
    return json.dumps(x, sort_keys=True, ensure_ascii=False)


def json_equal(a: Any, b: Any) -> bool:
    # Compared as canonical text, so True != 1 and 0 != False as in JSON (Python's == would say equal).
    return _canon(as_json(a)) == _canon(as_json(b))


def json_diff(pi_value: Any, ours: Any) -> str:
    def pretty(v: Any) -> list[str]:
        return json.dumps(as_json(v), indent=1, sort_keys=True, ensure_ascii=False).splitlines()

    return "\n".join(difflib.unified_diff(pretty(pi_value), pretty(ours), "pi", "sessionlog", lineterm="", n=4))


def remap_ids(value: Any, mapping: dict[str, str]) -> Any:
    """Replace Pi's ids by ours in the id-valued keys of entries and messages (v1 files)."""
    if not mapping:
        return value
    if isinstance(value, list):
        return [remap_ids(v, mapping) for v in value]
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if k in _ID_KEYS and isinstance(v, str) and v in mapping:
                out[k] = mapping[v]
            elif k in ("message", "messages", "context", "llm"):
                out[k] = remap_ids(v, mapping)
            else:
                out[k] = v
        return out
    return value


# ---- driving sessionlog ---------------------------------------------------------------------------

@contextmanager
def deadline(seconds: int, what: str):
    """Fail instead of hanging (SIGALRM; a no-op off the main thread or without SIGALRM)."""
    if not hasattr(signal, "SIGALRM") or threading.current_thread() is not threading.main_thread():
        yield
        return

    if len(_hung) >= MAX_HUNG:
        pytest.fail(f"not run: {len(_hung)} earlier cases ran out of time ({', '.join(_hung)})", pytrace=False)

    def expired(signum, frame):
        _hung.append(what)
        raise TimeoutError(f"{what} took more than {seconds} s (endless parent walk?)")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _build_view_kwargs(build_view) -> dict[str, Any]:
    try:
        params = inspect.signature(build_view).parameters
    except (TypeError, ValueError):
        return {}
    return {"pi_compat": True} if "pi_compat" in params else {}


def our_leaf(spec: dict[str, Any], entries: list[dict[str, Any]]) -> tuple[bool, Any]:
    """(given, leaf) for build_view from an oracle leaf spec."""
    if "leafIndex" in spec:
        i = spec["leafIndex"]
        if i >= len(entries):
            raise IndexError(f"sessionlog has {len(entries)} entries, Pi has an entry at index {i}")
        return True, entries[i]["id"]
    if "leaf" in spec:
        return True, spec["leaf"]
    return False, None


def describe_call(given: bool, leaf: Any) -> str:
    return f"build_view(entries, {leaf!r})" if given else "build_view(entries)"


def id_mapping(case: Case, pi_migrated: list[dict[str, Any]], ours: list[dict[str, Any]]) -> dict[str, str]:
    if not case.v1:
        return {}
    pi_entries = [e for e in pi_migrated if e.get("type") != "session"]
    return {p["id"]: o.get("id") for p, o in zip(pi_entries, ours) if isinstance(p, dict) and isinstance(o, dict)}


def report(case: Case, problems: list[str]) -> str:
    shown = problems[:6]
    more = f"\n... and {len(problems) - len(shown)} more mismatches" if len(problems) > len(shown) else ""
    return (f"{case.name}: {len(problems)} mismatch(es) with Pi 0.73.1 (seed {SEED:#x})\n"
            f"--- file text ---\n{case.text}\n--- end of file text ---\n" + "\n\n".join(shown) + more)


# ---- tests: the oracle itself -----------------------------------------------------------------------

def _line(id_: str, parent: str | None, text: str) -> dict[str, Any]:
    return {"type": "message", "id": id_, "parentId": parent, "timestamp": "2025-01-01T00:00:00Z",
            "message": {"role": "user", "content": text, "timestamp": 1}}


def test_oracle_answers_known_vector():
    """Reference §4.2: a (root), b (parent a), c (parent a); leaf undefined -> [a, c]."""
    oracle.require_oracle()
    header = {"type": "session", "version": 3, "id": "s", "timestamp": "2025-01-01T00:00:00.000Z", "cwd": "/"}
    text = strategies.to_jsonl([header, _line("a", None, "a"), _line("b", "a", "b"), _line("c", "a", "c")])
    bash = {"type": "message", "id": "x", "parentId": None, "timestamp": "2025-01-01T00:00:00Z",
            "message": {"role": "bashExecution", "command": "false", "output": "", "exitCode": 1,
                        "cancelled": False, "truncated": False, "timestamp": 5}}
    v1 = strategies.to_jsonl([{"type": "session", "id": "v1", "timestamp": "2025-01-01T00:00:00.000Z", "cwd": "/"},
                              {"type": "message", "timestamp": "2025-01-01T00:00:00Z",
                               "message": {"role": "user", "content": "old", "timestamp": 1}}])
    [abc, bash_case, v1_case] = oracle.run_oracle([
        {"text": text, "leaves": [{}, {"leaf": "b"}, {"leaf": None}, {"leaf": UNKNOWN_LEAF}]},
        {"text": strategies.to_jsonl([header, bash]), "leaves": [{}]},
        {"text": v1, "leaves": [{"leafIndex": 0}]},
    ])
    contents = [[m["content"] for m in v["context"]["messages"]] for v in abc["views"]]
    assert contents == [["a", "c"], ["a", "b"], [], ["a", "c"]]
    assert abc["views"][0]["context"]["thinkingLevel"] == "off" and abc["views"][0]["context"]["model"] is None
    assert abc["views"][0]["llm"] == abc["views"][0]["context"]["messages"]
    assert abc["migrated"][0] == header and [e["id"] for e in abc["migrated"][1:]] == ["a", "b", "c"]
    assert bash_case["views"][0]["llm"] == [
        {"role": "user", "content": [{"type": "text", "text": "Ran `false`\n(no output)\n\nCommand exited with code 1"}],
         "timestamp": 5}]
    migrated_v1 = v1_case["migrated"]
    assert migrated_v1[0]["version"] == 3 and migrated_v1[1]["parentId"] is None
    assert len(migrated_v1[1]["id"]) == 8
    assert [m["content"] for m in v1_case["views"][0]["context"]["messages"]] == ["old"]


def test_oracle_accepts_every_case(pi):
    """Harness check: the corpus only holds files Pi accepts (no exception for any leaf)."""
    errors = []
    for name, result in pi.items():
        if result.get("migrated") is None:
            errors.append(f"{name}: {result.get('error')}")
            continue
        if len(result["views"]) != len(CASES[name].leaves):
            errors.append(f"{name}: {len(result['views'])} views for {len(CASES[name].leaves)} leaves")
        errors += [f"{name} leaf {leaf}: {view['error']}"
                   for leaf, view in zip(CASES[name].leaves, result["views"]) if "error" in view]
    assert not errors, "\n".join(errors[:20])


def test_corpus_is_deterministic_and_large_enough():
    again = generated_cases()
    assert [c.text for c in again] == [c.text for c in GENERATED]
    assert len(GENERATED) >= MIN_GENERATED
    assert {c.v1 for c in GENERATED} == {True, False}


# ---- tests: sessionlog against Pi -------------------------------------------------------------------

CASE_PARAMS = [pytest.param(name, id=name) for name in CASES]


@pytest.mark.parametrize("name", CASE_PARAMS)
def test_migration_matches_pi(name, pi, sl):
    parse_jsonl_text, _, _ = sl
    case, result = CASES[name], pi[name]
    if result.get("migrated") is None:
        pytest.fail(f"Pi could not load {name}: {result.get('error')}")
    with deadline(CASE_DEADLINE_S, f"parse_jsonl_text({name})"):
        parsed = parse_jsonl_text(case.text)
    ours = as_json(list(parsed.entries))
    pi_lines = result["migrated"]
    pi_header = pi_lines[0] if pi_lines and pi_lines[0].get("type") == "session" else None
    pi_entries = [e for e in pi_lines if e.get("type") != "session"]
    mapping = id_mapping(case, pi_lines, ours)
    problems = []
    if not json_equal(pi_header, parsed.header):
        problems.append("header differs:\n" + json_diff(pi_header, parsed.header))
    if len(pi_entries) != len(ours):
        problems.append(f"Pi has {len(pi_entries)} entries, sessionlog {len(ours)}")
    expected = remap_ids(pi_entries, mapping)
    if not json_equal(expected, ours):
        problems.append("entries differ" + (" (Pi's v1 ids mapped to ours by position)" if mapping else "")
                        + ":\n" + json_diff(expected, ours))
    if case.v1:
        ids = [e.get("id") for e in ours]
        if len(set(ids)) != len(ids) or not all(isinstance(i, str) and i for i in ids):
            problems.append(f"v1 ids are not unique non-empty strings: {ids}")
    if problems:
        pytest.fail(report(case, problems), pytrace=False)


@pytest.mark.parametrize("name", CASE_PARAMS)
def test_view_matches_pi(name, pi, sl):
    parse_jsonl_text, build_view, to_llm = sl
    case, result = CASES[name], pi[name]
    if result.get("migrated") is None:
        pytest.fail(f"Pi could not load {name}: {result.get('error')}")
    with deadline(CASE_DEADLINE_S, f"checking {name}"):
        problems = view_problems(case, result, parse_jsonl_text, build_view, to_llm)
    if problems:
        pytest.fail(report(case, problems), pytrace=False)


def view_problems(case: Case, result: dict[str, Any], parse_jsonl_text, build_view, to_llm) -> list[str]:
    entries = list(parse_jsonl_text(case.text).entries)
    mapping = id_mapping(case, result["migrated"], as_json(entries))
    kwargs = _build_view_kwargs(build_view)
    problems: list[str] = []
    for spec, pi_view in zip(case.leaves, result["views"]):
        call = f"leaf spec {json.dumps(spec)}"
        try:
            given, leaf = our_leaf(spec, entries)
            call += f" -> {describe_call(given, leaf)}"
            view = build_view(entries, leaf, **kwargs) if given else build_view(entries, **kwargs)
            context = view.to_pi()
        except TimeoutError:
            raise
        except Exception as e:  # noqa: BLE001 - any failure is a mismatch to report
            if "error" not in pi_view:
                problems.append(f"{call}: sessionlog raised {type(e).__name__}: {e}; Pi returned a context")
            continue
        if "error" in pi_view:
            problems.append(f"{call}: Pi raised {pi_view['error']!r}; sessionlog returned {as_json(context)!r}")
            continue
        pi_context = remap_ids(pi_view["context"], mapping)
        if not json_equal(pi_context, context):
            problems.append(f"{call}: SessionContext differs:\n{json_diff(pi_context, context)}")
        # to_llm is fed Pi's messages, so a view mismatch does not hide a conversion mismatch.
        try:
            llm = to_llm(as_json(pi_context["messages"]))
        except Exception as e:  # noqa: BLE001
            problems.append(f"{call}: to_llm(Pi's messages) raised {type(e).__name__}: {e}")
            continue
        pi_llm = remap_ids(pi_view["llm"], mapping)
        if not json_equal(pi_llm, llm):
            problems.append(f"{call}: to_llm(Pi's messages) differs from convertToLlm:\n{json_diff(pi_llm, llm)}")
    return problems


@pytest.mark.parametrize("path", sorted(GOLDEN_DIR.glob("damaged_*.jsonl")), ids=lambda p: p.stem)
def test_damaged_lines_are_reported(path, sl):
    """Pi skips malformed lines silently; sessionlog must report them (reference §1.3)."""
    parse_jsonl_text, _, _ = sl
    parsed = parse_jsonl_text(path.read_bytes().decode("utf-8"))
    assert list(parsed.problems), f"{path.name}: no problems reported for malformed lines"


def reproduce(name: str) -> str:
    """The file text of a case, for debugging: ``python -c 'from tests.test_pi_differential import ...'``."""
    return CASES[name].text


if __name__ == "__main__":  # print one case's file: python tests/test_pi_differential.py gen-007-v3-...
    for arg in sys.argv[1:]:
        sys.stdout.write(reproduce(arg))
    if not sys.argv[1:]:
        print("\n".join(CASES))
