"""Fact carriers: the tokens a later turn may need verbatim (``carriers``), split out of ``facts``.

Rule of this module: pure functions over text, no state. The carriers of a sentence are paths, URLs, e-mail addresses,
commands in backticks, code identifiers, hashes, ticket ids, hosts and ports, numbers (in digits, in Chinese numerals
with a unit, in English words with a unit, fractions of a unit), found after progress counters ("step 12.1", "round
3", "第 3 步") are taken out; in a Chinese sentence any ASCII word is one too.
"""

from __future__ import annotations

import re
from functools import lru_cache

CJK_RE = re.compile(r"[\u3400-\u9fff]")
_ASCII_WORD_RE = re.compile(r"[A-Za-z][\w.:/{}@-]{2,}")
# progress counters: they number the work, they are not facts about it
COUNTER_RE = re.compile(
    r"\b(?:step|steps|round|rounds|item|items|phase|stage|part|task|chunk|batch|iteration|pass|attempt|checklist item|job|card)"
    r"\s*#?\d+(?:[.\-]\d+)*[A-Za-z]?\b|#\d+\b|第\s*\d+(?:[.\-]\d+)*\s*[步轮项批次个章节部分阶段]?|(?:任务|卡片)\s*\d+(?:[.\-]\d+)*(?![\dA-Za-z])",
    re.IGNORECASE)
_NUMBER_WORDS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
                 "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand dozen").split()
# a number in words starts where a run of number words starts, not inside one ("one one one …" read once)
# ("two and a half", "a hundred and twenty": not after a number word and "and"; "rye and forty kilos" starts one)
_NOT_AFTER_A_NUMBER_WORD = "".join(rf"(?<!\b{w}[ -])(?<!\b{w} and )" for w in (*_NUMBER_WORDS, "half"))
_CARRIER_RES = (
    re.compile(r"`[^`]+`"),  # code, commands
    re.compile(r"https?://\S+|(?<![\w.+-])[.+-]*\b(?P<c>[\w.+-]+@[\w-]+\.[\w.]+\b)"),  # URLs, e-mail
    re.compile(r"~/[\w.@{}-]*[\w}](?![\w.@{}/-])|(?:~|(?<![\w.@{}~-])\.{0,2})/?(?:[\w.@{}-]+/)+[\w.@{}*-]*|(?<![\w-])-*\b(?P<c>[\w-]+\.(?:py|js|ts|tsx|jsx|go|rs|java|kt|rb|php|c|h|cpp|"
               r"md|json|ya?ml|toml|sql|sh|css|scss|html|txt|csv|cfg|ini|lock|gradle|tf|tfvars|conf|xml|proto|ex|exs)\b)"),
    re.compile(r"(?<![\w.-])[.-]*\b(?P<c>[\w.-]*\d[\w.-]*\b%?)"),  # anything with a digit: numbers (a percentage with its sign), versions, ids, hashes, IPs
    # a number in Chinese numerals with its unit ("十八个月", "六百元", "三百斤"; not "一遍", "三天": one numeral alone)
    re.compile(r"(?<![零一二两三四五六七八九十百千万])(?:[零一二两三四五六七八九]?[十百千万][零一二两三四五六七八九十百千万]*|[零一二两三四五六七八九]{2,})(?:多|余|来)?个?"
               r"(?:月|天|年|小时|分钟|元|块|斤|公斤|张|方|口|人|次|度|米|厘米|毫米|克|条|台|辆|层|周|岁|项|位|份|箱|桶|坛|瓶|盒|间|家|号|副|场|件|套)"
               # one numeral with a unit of measure ("两公斤多", "三米", "五块钱"; not "一遍", "三天", "一度")
               r"|[一二两三四五六七八九半](?:公斤|千克|公里|厘米|毫米|毫升|毫克|微克|千瓦|瓦|伏特|块钱|斤|米|克|吨|升|元|亩|寸|尺)(?:多|半)?"),
    # a number in English words with a unit of measure ("seven metres", "two and a half kilos", "forty quid";
    # not time: "two minutes" is how long routine work took)
    re.compile(r"(?<![\w-])" + _NOT_AFTER_A_NUMBER_WORD + r"(?:(?:a|an|about|around|some|nearly|almost|over|under) )?(?:(?:"
               + "|".join(_NUMBER_WORDS) + r"|half a|a dozen|a couple of)(?:[ -](?:one|two|three|four|five|six|seven|"
               r"eight|nine|hundred|thousand|and a half|and (?:" + "|".join(_NUMBER_WORDS) + r")))*) (?:square |cubic )?(?:metres?|meters?|kilos?|kilograms?|grams?|"
               r"litres?|liters?|miles?|kilometres?|kilometers?|feet|foot|inches|yards?|pounds?|tonnes?|tons?|per ?cent|"
               r"degrees|centimetres?|centimeters?|millimetres?|millimeters?|gallons?|quid|euros?|dollars?|acres?|hectares?)\b",
               re.IGNORECASE),
    re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[a-z]+[A-Z]\w*\b|\b[A-Z][a-z0-9]+[A-Z]\w*\b|\b[A-Z]{2,}\b"),  # code names
    # a fraction of a unit ("about a third of an acre", "half of a mile", thirty-third round)
    re.compile(r"\b(?:a|one|two|three) (?:half|third|quarter|fifth|tenth)s? of an? (?:acre|hectare|mile|kilometre|kilometer|metre|meter|"
               r"litre|liter|kilo|pound|ton|tonne|gallon|inch|foot|yard)\b", re.IGNORECASE),
    # a rate said in words ("an hour in the steam box per inch of thickness", "two days per coat")
    re.compile(r"\b(?:an?|one|two|three|four|five|six|half an?|\d+) (?:hours?|minutes?|days?|weeks?|coats?|litres?|kilos?) "
               r"(?:[\w'-]+ ){0,4}per (?:inch|foot|metre|meter|kilo|table|square metre|coat|layer)\b", re.IGNORECASE),
    # ledger accounts ("Income:Groups:Schools", "Expenses:Fuel"; not "Status:Pending"), C++ / Rust paths ("std::fs"),
    # options, dotted and dashed names
    re.compile(r"(?<![\w:-])(?:(?:Assets|Expenses|Income|Liabilities|Equity|Revenues?)(?::[A-Z][\w-]++)+|[A-Z][\w-]++(?::[A-Z][\w-]++){2,})(?![\w:])|(?<!\w)\w+::\w+|(?<!\w)--?[a-zA-Z][\w-]*|\b\w+\.\w+\.\w+\b|\b[a-z]+-[a-z][\w-]*\b|[{}\[\]]"),
)
_NOT_CARRIERS = frozenset({"TODO", "OK", "FYI", "ASAP", "NOTE", "TBD", "AND", "OR", "NOT", "PS"})


def strip_counters(text: str) -> str:
    return COUNTER_RE.sub(" ", text)


@lru_cache(maxsize=65536)
def carriers(text: str) -> frozenset[str]:
    """The fact carriers of ``text`` (progress counters excluded); in a CJK sentence any ASCII word."""
    rest = strip_counters(text)
    found = {(m.groupdict().get("c") or m.group(0)).strip(".,;:!?()") for r in _CARRIER_RES for m in r.finditer(rest)}
    if CJK_RE.search(rest):
        found |= {m.group(0).strip(".,;:!?()") for m in _ASCII_WORD_RE.finditer(rest)}
    return frozenset(t for t in found if t and t not in _NOT_CARRIERS)


def found_in(carrier: str, text: str) -> bool:
    """``carrier`` occurs in ``text`` as a whole token ("87%" is not in "87 项", "mod_1.py" not in "mod_12.py")."""
    return re.search(rf"(?<![\w.%-]){re.escape(carrier)}(?![\w%])", text) is not None
