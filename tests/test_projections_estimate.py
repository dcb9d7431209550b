"""estimate_string_chars against OpenClaw 2026.5.6's estimateStringChars (golden cases).

The expected numbers were produced by running the function from the published package
(``npm pack openclaw@2026.5.6``, ``dist/cjk-chars-*.js``) under Node 20 on each string below.
"""

import pytest

from sessionlog.core.projections.estimate import estimate_string_chars

GOLDEN = [
    # the astral-plane cases: one ideograph outside the BMP counts 4, not its 2 UTF-16 units + 0
    ("\U00020000", 4),
    ("你\U00020000", 8),
    ("hi\U00020000", 6),
    ("a\U0002a6d6b", 6),
    ("\U0002fa1f", 4),             # the last code point of the astral range
    ("\U0002fa20", 2),             # just past it: not counted, two UTF-16 units
    ("你\U0002fa20", 5),           # ...but its surrogate pair is still folded once a CJK char is present
    ("\U00030000", 2),             # CJK Extension G is outside 5.6's range
    ("\U0001f600", 2),             # an emoji is two UTF-16 units
    ("\U0001f600你", 6),
    ("\U00020000\U0001f600x", 7),
    # BMP
    ("", 0),
    ("abc", 3),
    ("é", 1),
    ("你好", 8),
    ("。", 4),                      # CJK punctuation (U+3002) is in U+2E80-U+9FFF
    ("「引用」", 16),
    ("\u2e80", 4),
    ("\u4dc0", 4),
    ("ㄅ", 4),                      # bopomofo
    ("ꀀ", 4),                      # Yi
    ("한국어", 12),
    ("カタカナ", 16),
    ("ᄀ", 1),                      # Hangul Jamo (U+1100) is not in 5.6's ranges
    ("ｈｉ", 2),                    # fullwidth forms are not in 5.6's ranges
]


@pytest.mark.parametrize(("text", "chars"), GOLDEN, ids=[ascii(t) for t, _ in GOLDEN])
def test_estimate_string_chars_matches_openclaw(text, chars):
    assert estimate_string_chars(text) == chars


def test_non_strings_count_nothing():
    assert estimate_string_chars(None) == 0
    assert estimate_string_chars(["你"]) == 0
