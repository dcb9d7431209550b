"""Which lines of a failed tool's output look like errors (``error_line``) and which say what went wrong
(``is_cause``), for ``causes``, which picks the lines a failure record keeps.

Rule of this module: pure patterns over one line (and, for ``error_line``, the few lines below it), English and
Chinese alike, no state.
"""

from __future__ import annotations

import re

ERROR_LINE_RE = re.compile(
    r"\b(error|errors|exception|traceback|failed|failure|fails|fatal|panic|panicked|panics|errno|exit code|exit status|exited|"
    r"denied|refused|rejected|not found|no such|cannot|can't|could not|unable|unsuccessful|invalid|timeout|timed out|killed|"
    r"segmentation fault|aborted|conflicts?|violations?|forbidden|unauthorized|out of memory|oom|deadlock|"
    r"unreachable|stack trace|caused by|unresolved|undefined|unexpected|mismatch(?:ed)?|missing|illegal|unknown|duplicate|"
    r"overflow(?:ed|s)?|will not fit|not responding|unresponsive|over (?:its|the|your) (?:\w+ )?quota|quota exceeded|out of range|does not exist|doesn't exist|unsupported|incompatible|malformed|corrupt(?:ed)?|"
    # a dependency resolver's verdict (Poetry's "… so it will not be satisfied", "is not compatible with", pip's "no
    # matching distribution")
    r"not compatible|(?:will|can|could) not be satisfied|cannot be satisfied|unsatisfiable|no matching (?:distribution|version)|"
    # Composer's "… your php version (8.1.27) does not satisfy that requirement", zbar's "barcode data was not detected"
    r"does not satisfy|doesn't satisfy|not detected|"
    # a file system's or a file format's damaged header (e2fsck's "Bad magic number in super-block", mount's "wrong fs type")
    r"bad magic(?: number)?|bad superblock|wrong fs type|"
    # what does not fit ("wodim: Data may not fit on current disk.")
    r"(?:may|might|would|does|did|could) not fit|won't fit|doesn't fit|"
    # what the output will lack ("… - this instrument will not be heard"), thirty-fourth round
    r"(?:will|would|can) not be (?:heard|played|shown|rendered|saved|written|included|loaded|sent|delivered|installed|displayed|"
    r"printed|exported|imported)|no \w+ mapped)\b"
    r"|\w(Error|Exception)\b|^e: |terminate called after throwing|^\s*what\(\):|错误|失败|异常|报错|无法|拒绝|超时|不存在|未定义|找不到|缺少"
    r"|(?-i:(?<![A-Za-z])(?:FAIL|ERR|FATAL|PANIC|ABORT|CRITICAL)(?![a-z]))", re.IGNORECASE)  # test runners' upper-case verdicts: --- FAIL:
# a requirement the input broke, said without an error word ("[libx264 @ 0x55d4] height not divisible by 2",
# "宽度必须是 256 的倍数"): an error-looking line only right above one, above a usage text, or as a linter's located
# message (``error_line``); anywhere else "must be", "is required" or "exceeds" are ordinary output (Terraform's "must
# be replaced", a flag's "(must be lowercase)")
_REQUIREMENT_RE = re.compile(
    r"\b(?:not (?:divisible|a multiple)|(?:must|should) (?:be|not|have|contain|match)|(?:is|are) required|"
    r"not (?:allowed|permitted|writable|executable|installed)|exceed(?:s|ed)|too (?:large|small|big|long|short|many|few)|"
    r"(?:larger|longer|bigger|greater|smaller|shorter) than|more than the \d+ allowed)\b"
    r"|必须是|必须为|应为|须为|不能超过|超过|超出|太长|太大|太小|过长|过大", re.IGNORECASE)
_LOCATED_RE = re.compile(r"\s*[\w./\\-]+\.\w+:\d+(?::\d+)?:")
_USAGE_RE = re.compile(r"\s*usage:", re.IGNORECASE)  # a CLI's usage after the bad argument it names
_PASSED_RE = re.compile(r"\s*(?:✓|✔|√|PASS\b|ok\b)")  # a passing test's line ("✓ too many rows are split")



# an error that counts what it found ("Error: [vitepress] 1 dead link(s) found.", "3 broken links found"): the lines
# above it that name one of them say which (thirty-third round)
COUNTED_RE = re.compile(r"\b\d+ ([a-z][a-z-]*(?: [a-z][a-z-]*){0,2}?)(?:\(s\)|e?s)? (?:found|detected|reported)\b", re.IGNORECASE)
COUNTED_BELOW = 8  # lines below a line looked at for the error that counts it


def error_line(lines: list[str], i: int) -> bool:
    """An error-looking line, a broken requirement right above one (``_REQUIREMENT_RE``), or a line that names what
    an error right below it counts (``COUNTED_RE``)."""
    if ERROR_LINE_RE.search(lines[i]):
        return True
    for j in range(i + 1, min(len(lines), i + 1 + COUNTED_BELOW)):
        m = COUNTED_RE.search(lines[j])
        if m is not None and ERROR_LINE_RE.search(lines[j]) and m.group(1).lower() in lines[i].lower():
            return True
    if not _REQUIREMENT_RE.search(lines[i]) or _PASSED_RE.match(lines[i]):
        return False
    if _LOCATED_RE.match(lines[i]):
        return True  # a linter's located message: "app.py:12:80: C0301: Line too long (131/100)"
    below = next((j for j in range(i + 1, len(lines)) if lines[j].strip()), None)
    return below is not None and bool(ERROR_LINE_RE.search(lines[below]) or _USAGE_RE.match(lines[below]))


# a line that says what went wrong, not only that something did: an exception or error class, a panic,
# an assertion, a test runner's failure bullet, a database's ERROR, a chained cause
CAUSE_RE = re.compile(
    r"(?<![\w.$])[\w.$]*(?:Error|Exception|Fault|Panic)\b|panicked|\bassert(?:ion)?\b|^\s*(?:●|✕|×|E {2,})|data race|^\s*Caused by|"
    r"^\s*--->|error\[E\d+\]|^e: |^\s*(?:ERROR|FATAL|PANIC|CRITICAL)\b|错误|异常"
    # a log line at level error after its time alone (rich's "[10:14:02] ERROR …"; its continuation lines, indented,
    # carry the level alone: "           CRITICAL TemplateNotFound: bird.html")
    r"|^\[\d\d:\d\d:\d\d\]\s+(?:ERROR|CRITICAL|FATAL)\b"
    # a C++ program's uncaught exception; a tool's upper-case verdict after its name ("WAVKIT ERROR: reader_open: …")
    r"|terminate called after throwing|^\s*[A-Za-z][\w.-]* (?:ERROR|FATAL):"
    # glog's and Chromium's CHECK after its log prefix ("F0314 10:22:07.418 8121 sift.cc:1129] Check failed: …", not a
    # retried "Health Check failed: …"); an SMTP reply with its enhanced status where a reply starts ("<~* 535 5.7.139 …",
    # "… said: 550 5.1.1 …", "Invalid login: 535-5.7.8 …"; not a table's "412 4.1.2" columns)
    r"|\] Check failed:|(?:^\W{0,6}|: |said:? |b')[45]\d\d[ -][45]\.\d{1,3}\.\d{1,3}\s"
    r"|(?::\d+){1,2}:\s*(?:fatal )?error:|^\s*(?:fatal )?error: "  # a compiler's diagnostic: "file.swift:57:31: error: …"
    # a linker's ("ld: region `dram0_0_seg' overflowed by 18432 bytes"), a structured log's ("level=error … error=\"…\"",
    # nginx's "[emerg]"), a report's labelled detail ("  Detail: … 404")
    r"|\bundefined reference to\b|\boverflowed by\b|\bwill not fit in\b|\blevel=(?:error|fatal|crit)\b|\berror=\""
    r"|\[(?:error|emerg|crit|alert|fatal)\]|^\s*Detail:\s"
    # an HTTP status with its reason phrase (npm's "npm ERR! 401 Unauthorized - GET …", curl's, a registry's): what the
    # server refused, where the lines after it only say that the step failed
    r"|\b[45]\d\d (?:Unauthorized|Forbidden|Not Found|Bad Request|Conflict|Gone|Too Many Requests|Payment Required|"
    r"Proxy Authentication Required|Method Not Allowed|Request Timeout|Unprocessable (?:Entity|Content)|"
    r"Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)\b"
    # Maven's "[ERROR] Failed to execute goal …", not its advice lines after it
    r"|^\[ERROR\] (?!To see|Re-run|For more information|\[Help|\s*$)\S"
    # what expired ("msg=certificate has expired", "token has expired"), a requirement not met ("… does not satisfy …")
    # (not a notice of what was handled: "INFO session token has expired, refreshing automatically")
    r"|^(?!\s*(?:INFO|info|note|NOTE|warning|WARNING|WARN)\b)[^\n]*?\b(?:certificate|cert|token|key|licen[cs]e|password|subscription)"
    r"(?: \w+)? (?:has |is )?expired\b(?![^\n]{0,30}(?:refresh|renew|fetch|retr|regenerat))"
    r"|\b(?:does not|doesn't) satisfy (?:that|the|this) requirement"
    # a JSON error body's code ("Code": "FailedOperation.SignatureIncorrectOrUnapproved", "errorCode": "InvalidParameter")
    r"|\"(?:[Cc]ode|[Ee]rror_?[Cc]ode|ErrorCode|[Ee]rror)\"\s*:\s*\"[\w.]*(?:Fail|Error|Invalid|Denied|Unauthori[sz]ed|Forbidden|"
    r"NotFound|Exceeded|Incorrect|Unapproved|Rejected|Expired)[\w.]*\""
    # a timestamped log line at level error ("2026/03/14 10:02:11 ERROR : …", "2026-03-14 10:02:11,201 [ERROR] …")
    r"|^\[?\d{4}[-/]\d\d[-/]\d\d[T ][\d:.,]+Z?\]? +\[?(?:ERROR|FATAL|CRITICAL)\]?(?: +:|:| )"
    # a journal line at level error after its program ("Mar 14 06:00:14 host weewxd[911]: ERROR weewx.drivers…: …", thirty-fourth round)
    r"|^[A-Z][a-z]{2} +\d{1,2} \d\d:\d\d:\d\d \S+ [\w./-]+(?:\[\d+\])?: (?:ERROR|CRITICAL|FATAL)\b")  # not "Traceback": a header, its error comes last
_DATA_RACE_RE = re.compile(r"data race|race detected", re.IGNORECASE)
# a stack frame: after the first, the frames under a cause say less than the next cause
FRAME_RE = re.compile(r"^\s*(?:at |File \"|from |@\s+0x[0-9a-f]+\s|\S+\.(?:go|rs|py|js|ts|java|cs|kt|rb|php|c|cc|cpp|ex|exs):\d+)")


def is_cause(line: str) -> bool:
    """A cause line (``CAUSE_RE``); a stack frame naming an exception class is none."""
    return bool(CAUSE_RE.search(line) or _DATA_RACE_RE.search(line)) and not FRAME_RE.match(line)
