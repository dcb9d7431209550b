"""The lines of a failed tool's output that carry its cause (``cause_of``), for ``failures``.

Rule of this module: pure functions over text. The whole output when it fits the budget; else

* the *error block at the end*: from the first of its error-looking lines (OpenClaw's
  ``hasImportantTail`` words and more: error, exception, traceback, failed, fatal, panic, errno, exit
  code, denied, not found, caused by, undefined, unexpected, missing, …, and the cause lines below), back
  through earlier ones no more than ``_GAP`` lines apart (a traceback's frames, a build tool's report),
  with the location printed just above it or a header ending in ``:`` when they fit; kept whole, blank
  lines and detail lines without an error word (pydantic's field name, PostgreSQL's ``DETAIL:``)
  included; a block too long keeps its *causes* (``_pick``) — exception and error classes, panics,
  assertions, a test runner's failure bullets, a database's ERROR, a chained cause, a data race — each
  with the lines under it (``_group``): the first and the last, then the block's last line, the other
  causes, the other error lines (the runner's verdicts); the room left before the block is filled the
  same way;
* or, when an error line is followed by more than ``_GAP`` ordinary lines (no block at the end), the last
  line (and the one before it when the last says nothing about an error) and every error-looking line
  with the lines under it that belong to it (indented, or labelled ``DETAIL:``, ``Caused by:``, ``note:``),
  newest first until the budget is spent (``_scattered``).

Lines are kept verbatim (only trailing spaces go), shown in their order, ``…`` standing for lines left out.
"""

from __future__ import annotations

import re

from ..core.jsvalues import js_len
from .errorlines import COUNTED_BELOW, COUNTED_RE as _COUNTED_RE, ERROR_LINE_RE as _ERROR_LINE_RE, FRAME_RE as _FRAME_RE
from .errorlines import error_line as _error_line, is_cause as _is_cause

ELISION = "…"
# a tool's advice after its error (git's "hint: Updates were rejected because …"): it says what to do, not what went wrong
_ADVICE_RE = re.compile(r"^\s*hint: ")  # lower case: PostgreSQL's "HINT:" says what is wrong, and stays
_EXIT_ONLY_RE = re.compile(r"\W*(?:command )?exit(?:ed)?(?: with)?(?: code| status)\s*[:=]?\s*-?\d+\W*", re.IGNORECASE)


def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` UTF-16 units, ``…`` last when it was cut."""
    if js_len(text) <= limit:
        return text
    return text.encode("utf-16-le", "surrogatepass")[: 2 * max(0, limit - 1)].decode("utf-16-le", errors="ignore") + "…"

_LOCATION_KEPT = 48  # characters of a long location kept before what the line says
# a location is a path at the start of the line ("/Users/…/JobSheetView.swift:57:31: error: …", a toolchain's ".../bin/ld:"),
# not a sentence that names a file ("> Keystore file '/home/…/release.keystore' not found for …")
_LEADING_PATH = re.compile(r"\s*(?:[#\[]?[\w.:\-]*\d[\w.:\-\]]*\s+){0,3}"  # after a timestamp or a step ("2026-…Z ", "#12 3.204 ")
                           r"(?:[A-Za-z]:)?[\\/~.]?[\w.@+-]*[\\/]\S+")


_ROOT_AT_END = re.compile(r"error opening|no such file|not found|permission denied|access denied|does not exist|refused",
                          re.IGNORECASE)


def clip_line(line: str, limit: int) -> str:
    """An output line cut to ``limit``: from its end when what it says comes after a location too long to
    keep with it ("/Users/…/JobSheetView.swift:57:31: error: value of optional type …" keeps the error
    whole and the end of the location, ``…`` first), else from its start (``clip``). A location longer than
    twice ``_LOCATION_KEPT`` is shortened so even when the line fits (a toolchain's 130-character path before
    "ld: region … overflowed"): the room goes to what the lines say."""
    m = _ERROR_LINE_RE.search(line)
    long_location = m is not None and js_len(line[:m.start()]) > 2 * _LOCATION_KEPT and bool(_LEADING_PATH.match(line))
    if js_len(line) <= limit and not long_location:
        return line
    if m is None:
        return clip(line, limit)
    short_lead = m.start() == 0 or js_len(line[:m.start()].strip()) < 8
    said = line if short_lead else line[m.start():]
    if short_lead and (js_len(said) <= limit - 1 or not any(
            20 <= js_len(line[n.start():]) <= limit - 1 and _ROOT_AT_END.match(line, n.start())
            and re.search(r"(?: - |: )$", line[:n.start()])
            for n in _ERROR_LINE_RE.finditer(line, max(m.end(), len(line) - limit)))):
        # "Error: …" cut from its start, unless what was missing ends it and fits whole ("Error: Failed to load
        # file:///…/footer.html, with network status code 203 … - Error opening …: No such file or directory")
        return clip(line, limit)
    if js_len(said) > limit - 1:  # a chain of causes ("Failed to execute goal …: Could not resolve …: Could not find …"):
        start = max(m.end(), len(line) - limit)  # a later cause fits only in the last ``limit`` characters: no quadratic scan
        later = next((n for n in _ERROR_LINE_RE.finditer(line, start) if js_len(line[n.start():]) <= limit - 1), None)
        return ELISION + (line[later.start():] if later else clip(said, limit - 1))  # the last that fits whole
    keep = min(_LOCATION_KEPT, limit - 1 - js_len(said))  # the end of the location: its file and line, not the whole path
    before = line[:m.start()].encode("utf-16-le", "surrogatepass")
    return ELISION + before[len(before) - 2 * keep:].decode("utf-16-le", errors="ignore") + said


_BOX_EDGE = "│┃║|╷╵ \t"  # a boxed diagnostic's left edge (Terraform's "│   Code: …"): its indent is inside the box


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(_BOX_EDGE))


_DETAIL_RE = re.compile(r"^\s*(?:DETAIL|HINT|CONTEXT|WHERE|LINE \d+|Position|Caused by|note|help|hint|detail|reason|cause|"
                        r"Reason|Cause|Details?)\s*:", re.IGNORECASE)


def _continuation(lines: list[str], at: int, most: int = 3) -> list[int]:
    """The lines under an error line that belong to it: indented (``--- FAIL: TestX`` / ``    x_test.go:52:
    want …``, ``error: cannot find symbol`` / ``  symbol: …``) or labelled as its detail (PostgreSQL's
    ``DETAIL:`` / ``HINT:``, Java's ``Caused by:``, rustc's ``note:``)."""
    out = []
    for j in range(at + 1, min(len(lines), at + 1 + most)):
        if _DETAIL_RE.match(lines[j]):
            out.append(j)
            continue
        if _indent(lines[j]) <= _indent(lines[at]) or _ERROR_LINE_RE.search(lines[j]):
            break
        out.append(j)
    return out


_LOCATION_RE = re.compile(r"\S\.\w{1,10}:\d+|:$")  # "/app/src/tiles.js:14" above V8's caret, a header ending in ":"
_GAP = 12  # non-blank lines with no error word between two error lines of one error block (a stack of frames)
_ABOVE = 4  # lines above an error block searched for the location it points at


def _block_start(lines: list[str], errors: list[int]) -> int:
    """Where the error block at the end starts: back from the last error line, through earlier error
    lines no more than ``_GAP`` non-blank lines apart (a traceback's frames, a build tool's report)."""
    start = errors[-1]
    for i in reversed(errors[:-1]):
        if sum(1 for line in lines[i + 1:start] if line) > _GAP:
            break
        start = i
    return start


def _cost(lines: list[str]) -> int:
    return sum(js_len(line) + 1 for line in lines)


_GROUP_LINES = 4  # non-blank lines under a cause kept with it
_DETAIL_LABEL_RE = re.compile(r"^\s*Detail:\s")  # a report's labelled detail line ("  Detail: …"), a cause line of its own
# a line of a timestamped log ("Jul 20 08:14:02 host app[12]: …", "2025-07-20T08:14:02 …"): its first error is the root
# (Go's "2026/03/14 10:02:11 …", journald's "12月03日 09:12:41 …" in a Chinese locale)
_LOG_LINE_RE = re.compile(r"^(?:[A-Z][a-z]{2} +\d{1,2} \d\d:\d\d:\d\d|\[?\d{4}[-/]\d\d[-/]\d\d[T ]\d\d:\d\d|\d{1,2}月 ?\d{1,2}日 \d\d:\d\d:\d\d)")


# a series of one message over different files or counts ("rm: cannot remove '…/a.txt': Read-only file system" x 6,
# "Attempt 1/3 failed …"): its first line is where it started, the rest repeat it
_VARYING = re.compile(r"'[^']*'|\"[^\"]*\"|(?<!\S)\S*[/\\]\S*|\d+")


def _first_of_series(lines: list[str], indexes: list[int]) -> list[int]:
    """``indexes`` (newest first) with the middle repeats of a series after every other line (a series' first line,
    where it started, and its last, nearest the end, stay in their place)."""
    series: dict[str, list[int]] = {}
    for i in sorted(indexes):
        series.setdefault(_VARYING.sub("#", lines[i][:400]), []).append(i)
    starts = {i for members in series.values() for i in (members[0], members[-1])}
    return [i for i in indexes if i in starts] + [i for i in indexes if i not in starts]


_WARNING_RE = re.compile(r"\bwarn(?:ing)?\b", re.IGNORECASE)
_GRAVE_RE = re.compile(r"\b(?:FATAL|CRITICAL|PANIC|panic:)")


def _group(lines: list[str], at: int) -> list[int]:
    """A cause line and the lines under it: indented deeper, right under a line that ends in ":" (``thread
    'x' panicked at …:`` / ``assertion … failed``) or itself ending in ":" (``WARNING: DATA RACE`` / ``Write at
    … by goroutine 12:``), or labelled as detail, blank lines between kept; one stack frame, at most
    ``_GROUP_LINES`` lines."""
    out, blanks, frames, prev = [at], [], 0, at
    for j in range(at + 1, len(lines)):
        line = lines[j]
        if not line.strip():
            blanks.append(j)
            continue
        under = _indent(line) > _indent(lines[at]) or (not blanks and (lines[prev].endswith(":") or line.endswith(":")
                                                                         or _DETAIL_RE.match(line)))
        if not under or (_FRAME_RE.match(line) and frames):
            break
        frames += bool(_FRAME_RE.match(line))
        out += [*blanks, j]
        blanks, prev = [], j
        if len(out) - sum(1 for i in out if not lines[i].strip()) > _GROUP_LINES:
            break
    return out


def _pick(lines: list[str], budget: int, *, tail: bool) -> dict[int, str]:
    """The last and the first cause of ``lines`` with the lines under each (the last first: it is the root,
    "Caused by: …" at the bottom of a Java trace), (``tail``) the last line and the one before a bare exit code,
    then the other causes newest first, then the other error lines newest first (with the lines that belong to
    them), each whole while it fits ``budget``."""
    causes = [i for i, line in enumerate(lines) if line and _is_cause(line)]
    causes = [i for i in causes if not (_DETAIL_LABEL_RE.match(lines[i]) and i - 1 in causes)]  # a cause's own "Detail:" line
    last = len(lines) - 1
    logged = [i for i in causes if _LOG_LINE_RE.match(lines[i].strip())]
    # a log: its first error is the root — unless a graver level comes later ("ERROR … will retry" before "FATAL …") or
    # lines that are not the log's follow it (a test runner's "--- FAIL" after the errors a test logged)
    graver = logged and not _GRAVE_RE.search(lines[logged[0]]) and any(_GRAVE_RE.search(lines[i]) for i in logged[1:])
    foreign = logged and any(lines[i].strip() and not _LOG_LINE_RE.match(lines[i].strip()) and _error_line(lines, i)
                             for i in range(logged[0] + 1, len(lines)))
    if logged and logged[-1] == causes[-1] and not graver and not foreign:
        roots = list(dict.fromkeys([logged[0], causes[-1], causes[0]]))  # a log: its first error is the root
    else:
        roots = causes[-1:] + causes[:1]
    order = [_group(lines, i) for i in roots]  # the last cause (the root: "Caused by", the raise) first; in a log, the first
    counted = _COUNTED_RE.search(lines[roots[0]]) if roots else None
    if counted is not None:  # "1 dead link(s) found": with the lines that name them, before its stack frame
        named = [j for j in range(max(0, roots[0] - COUNTED_BELOW), roots[0]) if counted.group(1).lower() in lines[j].lower()]
        if named:
            order[0] = [roots[0], *named]
    if tail:
        order.append([last] if not _EXIT_ONLY_RE.fullmatch(lines[last]) or last == 0 else [last - 1, last])
    order += [_group(lines, i) for i in reversed(causes[1:-1])]
    errors = _first_of_series(lines, [i for i in range(last, -1, -1) if lines[i] and _error_line(lines, i)])
    order += [[i, *_continuation(lines, i)] for i in errors]
    picked: dict[int, str] = {}
    used = 0
    for n, group in enumerate(order):
        share = budget * 3 // 4 if logged and n == 0 and roots[0] == logged[0] else budget // 2  # a log line's root may take most of the room
        for part in (group, group[:1]):  # a group too long for what is left: its cause line alone
            new = {i: clip_line(lines[i], max(40, share)) for i in part if i not in picked}
            cost = sum(js_len(line) + 1 for line in new.values()) + 2  # 2: an elision line it may need
            if new and used + cost <= budget:
                picked.update(new)
                used += cost
                break
    return picked


def _shown(picked: dict[int, str], count: int) -> list[str]:
    """The picked lines in their order, ``…`` where lines of the ``count`` were left out (not after the last)."""
    out: list[str] = []
    shown = sorted(picked)
    for n, i in enumerate(shown):
        if (n == 0 and i > 0) or (n and i != shown[n - 1] + 1):
            out.append(ELISION)
        out.append(picked[i])
    if shown and shown[-1] < count - 1:
        out.append(ELISION)
    return out


def _causes(lines: list[str], budget: int) -> list[str]:
    """A block too long to keep whole: its causes and last line (``_pick``), ``…`` for what is left out;
    without a cause line or room for one, its first lines and its last."""
    picked = _pick(lines, budget, tail=True) if any(line and _is_cause(line) for line in lines) else {}
    if not picked and any(_ERROR_LINE_RE.search(line) for line in lines[1:-1]):
        # no cause line, but error-looking lines inside (Composer's "- x requires ext-dom * -> it is missing"
        # under "Problem 1"): the last line and the first of them when it is short (a health check's "… test result:
        # FAILED!" above the lines that detail it; a long one would crowd out the cause below it), then the others,
        # newest first
        first = next(i for i, line in enumerate(lines[:-1]) if _ERROR_LINE_RE.search(line))
        # (in a timestamped log the first error is the root whatever its length: it is clipped, not left out)
        verdict = [first] if js_len(lines[first]) <= budget // 4 or (
            _LOG_LINE_RE.match(lines[first].strip()) and not _WARNING_RE.search(lines[first])) else []
        picked = _error_lines(lines, [len(lines) - 1, *verdict], budget, budget, tail=True)
    return _shown(picked, len(lines)) if picked else _head_and_tail(lines, budget)


def _head_and_tail(lines: list[str], budget: int) -> list[str]:
    """A block too long to keep whole: its first lines (where a compiler or runtime says what went wrong)
    and its last ones (where the tool says how it ended), ``…`` between. One line alone takes the whole budget, cut
    where a later cause fits (the AWS CLI's "… An error occurred (AccessDenied) …: User: … is not authorized to …")."""
    if len(lines) == 1:
        return [clip_line(lines[0], budget - 2)]
    head: list[str] = []
    used = 0
    for line in lines:
        line = clip_line(line, max(40, budget // 3))
        if used + js_len(line) + 1 > budget * 3 // 5:
            break
        head.append(line)
        used += js_len(line) + 1
    tail: list[str] = []
    for line in reversed(lines[len(head):]):
        line = clip_line(line, max(40, budget // 3))
        if used + js_len(line) + 1 > budget - 2:
            break
        tail.insert(0, line)
        used += js_len(line) + 1
    return head + ([ELISION] if len(head) + len(tail) < len(lines) else []) + tail


def cause_of(text: str, budget: int) -> str:
    """The lines of ``text`` that carry the cause, within ``budget`` characters (see the module rule)."""
    lines = [line.rstrip() for line in text.splitlines()]
    shown_lines = [i for i, line in enumerate(lines) if line.strip()]
    if not shown_lines:
        return "failed"
    lines = lines[shown_lines[0]:shown_lines[-1] + 1]  # blank lines inside stay: the block as it was printed
    if len(shown_lines) == 1:
        lines = [lines[0].strip()]
    whole = "\n".join(lines)
    if js_len(whole) <= budget:
        return whole
    last = len(lines) - 1
    errors = [i for i, line in enumerate(lines) if (_error_line(lines, i) or _is_cause(line))
              and not (i == last and _EXIT_ONLY_RE.fullmatch(line)) and not _ADVICE_RE.match(line)]  # a bare "exit code 2" ends a block, it starts none
    if not errors or sum(1 for line in lines[errors[-1] + 1:] if line) > _GAP + 1:
        return _scattered([line for line in lines if line.strip()], budget)  # no error block at the end
    start = _block_start(lines, errors)
    room = budget - 4  # 4: an elision line before the block and one inside or before it
    above = next((h for h in range(max(0, start - _ABOVE), start) if _LOCATION_RE.search(lines[h])), start)
    if _cost(lines[above:]) <= room:
        start = above  # the location the error points at, and the code under it
    block = lines[start:]
    if _cost(block) > room and any(_ADVICE_RE.match(line) for line in block):
        # a block too long: the tool's advice goes first ("! [rejected] main -> main (fetch first)" and "error: failed
        # to push …" stay, git's five "hint:" lines under them do not)
        block = [line for line in block if not _ADVICE_RE.match(line)] + [ELISION]
    if _cost(block) > room:
        block = _causes(block, room)
    earlier = lines[:start]
    while earlier and not earlier[-1]:
        earlier.pop()
    left = room - _cost(block)
    head = _shown(_pick(earlier, left, tail=False), len(earlier)) if earlier and left > 0 else []
    if earlier and not head:
        head = [ELISION]
    if head[-1:] == [ELISION] and block[:1] == [ELISION]:
        head.pop()
    if head == [ELISION] and len(block) == 1:
        return f"{ELISION} {block[0].strip()}"
    return "\n".join(head + block)


def _error_lines(lines: list[str], order: list[int], budget: int, line_budget: int, *, tail: bool) -> dict[int, str]:
    """``order`` and then every error-looking line of ``lines`` (with the lines that belong to it), newest
    first, until ``budget`` is spent (a plain line before the last, in ``order``, only when it fits)."""
    last = len(lines) - 1
    seen = set(order)  # a set beside the list: a log of many error lines was quadratic
    for i in _first_of_series(lines, [i for i in range(len(lines) - 1, -1, -1) if i not in seen and _error_line(lines, i)]):
        if i not in seen and not _ADVICE_RE.match(lines[i]):
            more = [i, *_continuation(lines, i)]
            order += more
            seen.update(more)
    picked: dict[int, str] = {}
    used = 0
    for i in order:
        if i < 0 or i in picked:
            continue
        # one line alone may take the whole budget (the AWS CLI's one long AccessDenied line), cut where a later cause fits
        line = clip_line(lines[i], line_budget - 2 if len(lines) == 1 else max(40, line_budget // 2))
        cost = js_len(line) + 1
        if (picked or not tail) and used + cost > budget - 2:
            if tail and i >= last - 1:
                continue
            break
        picked[i] = line
        used += cost
    return picked


def _scattered(lines: list[str], budget: int) -> str:
    """No error block at the end: the last line (and the one before it when the last says nothing about an
    error), and every error-looking line with the lines that belong to it, newest first."""
    last = len(lines) - 1
    says_what = _ERROR_LINE_RE.search(lines[last]) and not _EXIT_ONLY_RE.fullmatch(lines[last])
    picked = _error_lines(lines, [last] if says_what or not last else [last, last - 1], budget, budget, tail=True)
    shown = [picked[i] for i in sorted(picked)]
    if len(shown) == 1:  # one line: on the record's own line, after the elision mark
        return ("… " if min(picked) > 0 else "") + clip(shown[0].strip(), budget - 2)
    return "\n".join(([ELISION] if min(picked) > 0 else []) + shown)
