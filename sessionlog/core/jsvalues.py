"""JavaScript value semantics the view builder must reproduce, so Python output equals Pi's.

Rule of this module: pure. ``new Date(x).getTime()`` (``js_date_ms``), truthiness (``js_truthy``),
template-string conversion (``js_str``), UTF-16 length (``js_len``), number formatting (``js_number``) and
``JSON.stringify`` (``js_json_stringify``), each exactly as V8 gives them for the values entries carry.
"""

from __future__ import annotations

import calendar
import math
import re
from decimal import Decimal
from typing import Any, Mapping

from .codec import MISSING


_ISO = re.compile(
    r"^(?P<y>[+-]\d{6}|\d{4})(?:-(?P<mo>\d{2})(?:-(?P<d>\d{2}))?)?"
    r"(?:T(?P<h>\d{2}):(?P<mi>\d{2})(?::(?P<s>\d{2})(?:\.(?P<f>\d+))?)?(?P<z>Z|[+-]\d{2}:\d{2})?)?$"
)
_MAX_TIME = 8.64e15


def js_date_ms(value: Any) -> int | None:
    """``new Date(value).getTime()`` for the values entries carry; ``None`` where JavaScript gives NaN.

    ISO-8601 strings are parsed as ECMAScript does (a date-only form is UTC; a date-time without an
    offset is local time in JavaScript, read here as UTC, the time zone tests and CI run in).
    Non-ISO strings, which JavaScript parses by implementation-specific rules, read as NaN.
    """
    if value is MISSING:
        return None
    if value is None or isinstance(value, bool):
        return int(bool(value)) if value is not None else 0
    if isinstance(value, (int, float)):
        if not math.isfinite(value) or abs(value) > _MAX_TIME:
            return None
        return int(value)
    if not isinstance(value, str):
        return None
    m = _ISO.match(value)
    if not m:
        return None
    year = int(m["y"])
    if m["y"] == "-000000":
        return None
    month = int(m["mo"] or 1)
    day = int(m["d"] or 1)
    hour, minute, second = int(m["h"] or 0), int(m["mi"] or 0), int(m["s"] or 0)
    if not (1 <= month <= 12 and 1 <= day <= _days_in_month(year, month)):
        return None
    if hour > 24 or minute > 59 or second > 59 or (hour == 24 and (minute or second or int(m["f"] or 0))):
        return None
    frac = int((m["f"] or "0")[:3].ljust(3, "0"))
    days = _days_from_civil(year, month, day)
    ms = ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + frac
    z = m["z"]
    if z and z != "Z":
        sign = 1 if z[0] == "+" else -1
        oh, om = int(z[1:3]), int(z[4:6])
        if oh > 23 or om > 59:
            return None
        ms -= sign * (oh * 60 + om) * 60_000
    if abs(ms) > _MAX_TIME:
        return None
    return ms


def _days_in_month(year: int, month: int) -> int:
    if month == 2:
        return 29 if calendar.isleap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def _days_from_civil(y: int, m: int, d: int) -> int:
    y -= m <= 2
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def js_truthy(value: Any) -> bool:
    """JavaScript truthiness of a JSON value (``undefined`` is ``MISSING``)."""
    if value is MISSING or value is None or value is False:
        return False
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value != 0 and not math.isnan(value)
    if isinstance(value, str):
        return value != ""
    return True


def js_str(value: Any) -> str:
    """``String(value)`` / template-literal conversion of a JSON value."""
    if value is MISSING:
        return "undefined"
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, str):
        return value
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        if value == int(value) and abs(value) < 1e21:
            return str(int(value))
        return repr(value)
    if isinstance(value, list):
        return ",".join("" if v is None else js_str(v) for v in value)
    return "[object Object]"


# ---------------------------------------------------------------- JavaScript lengths, numbers and JSON text
def js_len(text: str) -> int:
    """``text.length`` in JavaScript: UTF-16 code units (a character outside the BMP counts 2)."""
    if text.isascii():
        return len(text)
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def js_number(value: int | float) -> str:
    """``String(n)`` / ``JSON.stringify(n)`` for a finite JavaScript number."""
    if isinstance(value, int) and abs(value) <= 2**53:
        return str(value)
    value = float(value)
    if not math.isfinite(value):
        return "null"
    if value == 0:
        return "0"
    sign = "-" if value < 0 else ""
    digits_t = Decimal(repr(abs(value))).normalize().as_tuple()
    digits = "".join(map(str, digits_t.digits))
    k = len(digits)
    n = digits_t.exponent + k  # value = 0.d1..dk × 10^n
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * (-n) + digits
    exp = n - 1
    mantissa = digits[0] + ("." + digits[1:] if k > 1 else "")
    return f"{sign}{mantissa}e{'+' if exp >= 0 else '-'}{abs(exp)}"


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _js_string(text: str) -> str:
    out = []
    for ch in text:
        code = ord(ch)
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif code < 0x20 or 0xD800 <= code <= 0xDFFF:  # control characters and lone surrogates
            out.append(f"\\u{code:04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def js_json_stringify(value: Any) -> str:
    """``JSON.stringify(value)`` for a JSON value: no whitespace, non-ASCII kept, integral numbers
    without a fraction. (Key order can differ from JavaScript's for integer-like keys; lengths cannot.)"""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, str):
        return _js_string(value)
    if isinstance(value, (int, float)):
        return js_number(value)
    if isinstance(value, Mapping):
        parts = [f"{_js_string(str(k))}:{js_json_stringify(v)}" for k, v in value.items() if v is not MISSING]
        return "{" + ",".join(parts) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(js_json_stringify(v) for v in value) + "]"
    return "null"
