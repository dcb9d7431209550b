"""Redacting secrets from entries before they leave the store (``export --redact``, JSONL and HTML).

Rule of this module: pure (``re``, ``base64``; no storage, clock or randomness). Secrets are found by
a table of named rules (``RULES``): each has a name (the ``<kind>`` of ``[REDACTED:<kind>]``), a
pattern, the part of a match it replaces (the named group ``secret``, or the whole match) and, for a
few, a check on the candidate that keeps look-alikes (``Basic instructions``, a URL's port), and a
hint (a text without it is skipped quickly). Prefixes the patterns scan are bounded (a scheme of 32
characters, a key name of 64, a URL password of 512), so no text makes a rule quadratic. Rules
run in table order over every string; a span already replaced is never replaced again, so each secret
counts once. On top of the text rules, a string stored under a key that names a secret (``password``,
``client_secret``, ``SecretAccessKey``, ... at any depth: ``SECRET_KEYS``) is replaced whole.

What is redacted: every string of the header and of every entry, object keys included, at every
depth (nested ``id``, ``type`` or ``role`` fields are ordinary strings there). What stays valid: the
entry ids and the fields that refer to them (``id``, ``parentId``, ``targetId``, ``firstKeptEntryId``,
``fromId``, a tool call's ``id`` and its result's ``toolCallId``, the header's ``id`` and
``parentSession``) are kept as they are unless they contain a secret; an id that does is replaced by
``[REDACTED:<kind>]#<n>`` (``n`` counts such ids in order of first appearance, skipping any taken),
the same everywhere it is referred to, so the tree, labels, compactions and tool pairs still hold and
the file is still a valid Pi session with the same shape. Keys that collide once redacted get ``#<n>``
too. ``docs/reliability.md`` lists the rules; ``tests/fixtures/redaction/`` is the golden corpus of
what must be redacted and what must survive (ordinary code, hashes, UUIDs, base64 blobs).
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

MARK = re.compile(r"\[REDACTED:[a-z0-9-]+\](?:#\d+)?")


def _basic_credentials(candidate: str) -> bool:
    """A Basic credential decodes to printable ``user:password``."""
    try:
        raw = base64.b64decode(candidate + "=" * (-len(candidate) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    text = raw.decode("latin-1")
    return ":" in text and text.isprintable() and len(text) >= 3


def _not_a_port(candidate: str) -> bool:
    """``http://host:8080/a@b``: the "password" is a port followed by a path, not a password."""
    return re.match(r"\d+(?:[/?#]|$)", candidate) is None


def _not_a_reference(candidate: str) -> bool:
    """``$VAR``/``${VAR}``/``%VAR%`` name a secret elsewhere; they are not one."""
    stripped = candidate.strip("\"'")
    return not stripped.startswith(("$", "%")) and bool(stripped)


_ANNOTATIONS = {"str", "bytes", "int", "float", "bool", "None", "Any", "object", "SecretStr", "SecretBytes",
                "Optional", "Union", "list", "dict"}


def _not_code(candidate: str) -> bool:
    """``password: str = ""`` is a Python annotation, not YAML holding a password."""
    word = re.match(r"[A-Za-z_][A-Za-z0-9_]*", candidate)
    if word is not None and word.group() in _ANNOTATIONS:
        return False
    return not any(c in candidate for c in "=([|") and _not_a_reference(candidate)


@dataclass(frozen=True)
class Rule:
    """One kind of secret: ``pattern`` finds it; the group ``secret`` (or the whole match) is replaced
    by ``[REDACTED:<name>]``, the rest of the match kept; ``check`` may reject a candidate."""

    name: str
    pattern: re.Pattern[str]
    replaces: str  # what it replaces, for the docs
    check: Callable[[str], bool] | None = None
    hint: re.Pattern[str] | None = None  # a text without it cannot match (a fast first look)


_KEY_WORDS = (r"(?:password|passwd|passphrase|secret|api[_-]?key|apikey|api[_-]?secret|access[_-]?token|"
              r"auth[_-]?token|refresh[_-]?token|id[_-]?token|session[_-]?token|bearer[_-]?token|"
              r"api[_-]?token|client[_-]?secret|private[_-]?key|secret[_-]?key|secret[_-]?access[_-]?key)")
_ENV_WORDS = (r"(?:API_?KEY|API_?SECRET|ACCESS_?KEY|SECRET_?KEY|PRIVATE_?KEY|AUTH_?TOKEN|ACCESS_?TOKEN|"
              r"REFRESH_?TOKEN|SESSION_?TOKEN|API_?TOKEN|TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIALS?)")
_Q = r"\\*[\"']"  # a quote, possibly escaped (JSON inside JSON inside ...)
_START = r"(?:(?<![A-Za-z0-9])|(?<=\\[nrt]))"  # not inside a word; an escaped newline or tab (JSON in a string) ends one
_WORD_HINT = re.compile(r"(?i)pass|secret|key|token|pwd")  # what every key-based rule needs in the text

RULES: tuple[Rule, ...] = (
    Rule("private-key", re.compile(
        r"-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?"
        r"(?:-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----|(?=[^A-Za-z0-9+/=\s\\:,.()\-])|\Z)"),
         "a PEM or PGP private key block, from BEGIN to END, or to where its base64 body stops when it "
         "was cut before END",
         hint=re.compile(r"PRIVATE KEY")),
    Rule("anthropic-key", re.compile(_START + r"sk-ant-[A-Za-z0-9_\-]{20,}"),
         "Anthropic keys (sk-ant-..., also after _ as in token_sk-ant-...)",
         hint=re.compile(r"sk-ant-")),
    Rule("openai-key", re.compile(_START + r"sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}"),
         "OpenAI keys (sk-, sk-proj-, sk-svcacct-, sk-admin-)",
         hint=re.compile(r"sk-")),
    Rule("stripe-key", re.compile(_START + r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"),
         "Stripe secret and restricted keys (sk_live_, sk_test_, rk_live_, rk_test_)",
         hint=re.compile(r"_(?:live|test)_")),
    Rule("github-token", re.compile(_START + r"(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})"),
         "GitHub tokens (ghp_, gho_, ghu_, ghs_, ghr_, github_pat_)",
         hint=re.compile(r"gh[pousr]_|github_pat_")),
    Rule("slack-token", re.compile(_START + r"xox[abposr]-[A-Za-z0-9\-]{10,}"), "Slack tokens (xox?-)",
         hint=re.compile(r"xox")),
    Rule("google-api-key", re.compile(_START + r"AIza[0-9A-Za-z_\-]{35}"), "Google API keys (AIza...)",
         hint=re.compile(r"AIza")),
    Rule("aws-access-key-id", re.compile(_START + r"(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Za-z])"),
         "AWS access key ids (AKIA..., ASIA...)",
         hint=re.compile(r"AKIA|ASIA")),
    Rule("jwt", re.compile(r"(?:(?<![A-Za-z0-9_\-])|(?<=\\[nrt]))eyJ[A-Za-z0-9_\-]{5,}\.eyJ[A-Za-z0-9_\-]{5,}\.[A-Za-z0-9_\-]*"),
         "JSON Web Tokens (three base64url parts, header and payload JSON), bare or after Bearer",
         hint=re.compile(r"eyJ")),
    Rule("bearer-token", re.compile(r"(?i)\bbearer\s+(?P<secret>[A-Za-z0-9\-._~+/]{16,}=*)"),
         "the token after Bearer (16 characters or more)",
         hint=re.compile(r"(?i)bearer")),
    Rule("basic-auth", re.compile(r"(?i)\bbasic\s+(?P<secret>[A-Za-z0-9+/]{6,}={0,2})(?![A-Za-z0-9+/=])"),
         "the credentials after Basic, when they decode to user:password", _basic_credentials,
         hint=re.compile(r"(?i)basic")),
    Rule("url-password", re.compile(
        r"(?i)\b[a-z][a-z0-9+.\-]{0,31}://[^\s:/@\"'<>]{0,256}:(?P<secret>[^\s\"'<>]{1,512})@(?=[A-Za-z0-9.\-\[\]]+(?:[:/?#\s\"'<>),]|$))"),
         "the password of user:password@ in a URL (an empty user, any scheme case, / or @ in the password: "
         "up to the last @ before the host, so a later @ in the same URL is covered too)",
         _not_a_port,
         hint=re.compile(r"://")),
    Rule("aws-secret-access-key", re.compile(
        rf"(?i)(?:aws_?)?secret_?access_?key(?:{_Q})?\s*[:=]\s*(?:{_Q})?(?P<secret>[A-Za-z0-9/+=]{{40}})(?![A-Za-z0-9/+=])"),
         "AWS secret access keys after aws_secret_access_key / SecretAccessKey (env, ini, JSON, aws sts)",
         hint=re.compile(r"(?i)access_?key")),
    Rule("aws-session-token", re.compile(
        rf"(?i)(?:aws_?)?session_?token(?:{_Q})?\s*[:=]\s*(?:{_Q})?(?P<secret>[A-Za-z0-9/+=]{{16,}})"),
         "AWS session tokens after aws_session_token / SessionToken",
         hint=re.compile(r"(?i)session_?token")),
    Rule("env-secret", re.compile(
        rf"(?<![A-Za-z0-9_])[A-Z0-9_]{{0,64}}?{_ENV_WORDS}=(?P<secret>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'\[][^\s\"']*)"),
         "the value of an environment-style assignment whose upper-case name ends in KEY, TOKEN, SECRET, "
         "PASSWORD, ... with any prefix (OPENAI_API_KEY=, MY_SERVICE_AUTH_TOKEN=, DB_PASSWORD=)", _not_a_reference,
         hint=re.compile(r"KEY|TOKEN|SECRET|PASS|CREDENTIAL")),
    Rule("secret-value", re.compile(
        rf"(?i)(?<![A-Za-z0-9])(?P<kq>(?:{_Q})?)[A-Za-z0-9_.\-]{{0,64}}?{_KEY_WORDS}(?P=kq)\]?\s*(?::|=(?!=))\s*"
        rf"(?P<vq>{_Q})(?P<secret>[^\n\"'\\]{{1,1024}}?)(?P=vq)"),
         "a quoted value after a key naming a secret (\"password\": \"...\", api_key = '...', also in "
         "double-escaped JSON)",
         hint=_WORD_HINT),
    Rule("yaml-secret", re.compile(
        rf"(?im)^[ \t\-]{{0,64}}[A-Za-z0-9_.\-]{{0,64}}?{_KEY_WORDS}:[ \t]+(?P<secret>[^\s#'\"\[{{|>][^\n#]*?)[ \t]*$"),
         "an unquoted YAML value after a key naming a secret, at the start of a line (password: hunter2; "
         "not a Python annotation such as password: str)", _not_code,
         hint=_WORD_HINT),
    Rule("secret-assignment", re.compile(
        r"(?i)(?<![A-Za-z0-9_])(?:--)?[A-Za-z0-9_\-]{0,64}?(?:password|passwd|secret|token|api[_-]?key|apikey|pwd(?==(?![/~])))="
        r"(?P<secret>[^\s;,\"'<>()\[\]{}]+?)(?=[\s;\"'<>\]}#]|&[A-Za-z0-9_.\-]+=|$)"),
         "the unquoted value of password= / passwd= / pwd= / token= / secret= / api_key= (query strings, "
         "connection strings, --password=; not a keyword argument such as f(token=token), not PWD=/path)",
         _not_a_reference,
         hint=_WORD_HINT),
)

SECRET_KEYS = re.compile(
    r"(?i)^[A-Za-z0-9_.\-]*?(?:password|passwd|passphrase|secret|api[_-]?key|apikey|access[_-]?token|"
    r"auth[_-]?token|refresh[_-]?token|id[_-]?token|session[_-]?token|client[_-]?secret|private[_-]?key|"
    r"secret[_-]?key|secret[_-]?access[_-]?key|authorization|cookie|set-cookie)$")
"""Object keys whose string value is a secret, whole (any depth): ``[REDACTED:secret-field]``."""

ID_FIELDS = ("id", "parentId")
REFERENCE_FIELDS = ("targetId", "firstKeptEntryId", "fromId")


def _apply(rule: Rule, text: str, counter: list[int]) -> str:
    if rule.hint is not None and rule.hint.search(text) is None:
        return text
    def repl(m: re.Match[str]) -> str:
        has_group = "secret" in rule.pattern.groupindex
        start, end = (m.span("secret") if has_group else m.span())
        secret = m.string[start:end]
        quote = secret[:1] if len(secret) >= 2 and secret[0] == secret[-1] and secret[0] in "\"'" else ""
        inner = secret[1:-1] if quote else secret
        if MARK.fullmatch(inner) or (rule.check is not None and not rule.check(secret)):
            return m.group()
        counter[0] += 1
        mark = f"{quote}[REDACTED:{rule.name}]{quote}"
        return m.string[m.start():start] + mark + m.string[end:m.end()]

    return rule.pattern.sub(repl, text)


def redact_text(text: str, rules: Iterable[Rule] = RULES) -> tuple[str, int]:
    """``text`` with every secret replaced, and how many replacements were made."""
    counter = [0]
    for rule in rules:
        text = _apply(rule, text, counter)
    return text, counter[0]


@dataclass
class Redactor:
    """Redacts a session's values, keeping ids consistent across everything it is given (one
    ``Redactor`` per export). ``count`` is the number of secrets replaced so far."""

    taken: set[str] = field(default_factory=set)  # every id in the export (a replacement must be new)
    count: int = 0
    ids: dict[str, str] = field(default_factory=dict)  # id containing a secret -> its replacement

    def text(self, text: str) -> str:
        new, n = redact_text(text)
        self.count += n
        return new

    def id(self, value: Any) -> Any:
        """An entry id (or a reference to one): kept unless it contains a secret; else its replacement,
        the same each time it is asked for."""
        if not isinstance(value, str):
            return self.value(value)
        known = self.ids.get(value)
        if known is not None:
            return known
        new, n = redact_text(value)
        if not n:
            return value
        self.count += n
        number = len(self.ids) + 1
        while f"{new}#{number}" in self.taken:
            number += 1
        self.ids[value] = replacement = f"{new}#{number}"
        self.taken.add(replacement)
        return replacement

    def value(self, value: Any, key: str | None = None) -> Any:
        """A JSON value with every string redacted, keys too; a string under a secret-named key whole."""
        if isinstance(value, str):
            if key is not None and SECRET_KEYS.match(key) and value and not MARK.fullmatch(value):
                self.count += 1
                return "[REDACTED:secret-field]"
            return self.text(value)
        if isinstance(value, list):
            return [self.value(item) for item in value]
        if isinstance(value, Mapping):
            return self._object(value.items())
        return value

    def _object(self, items: Iterable[tuple[str, Any]], special: Mapping[str, Callable[[Any], Any]] | None = None
                ) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, item in items:
            handler = special.get(key) if special and isinstance(key, str) else None
            new_key = self.key(key, out)
            out[new_key] = handler(item) if handler is not None else self.value(item, key if isinstance(key, str) else None)
        return out

    def key(self, key: Any, taken: Mapping[str, Any]) -> Any:
        if not isinstance(key, str):
            return key
        new = self.text(key)
        if new not in taken:
            return new
        number = 2
        while f"{new}#{number}" in taken:
            number += 1
        return f"{new}#{number}"

    # ------------------------------------------------------------ session shapes
    def header(self, header: Mapping[str, Any]) -> dict[str, Any]:
        return self._object(header.items(), {"id": self.id, "parentSession": self.id})

    def entry(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        """An entry: ids and references through ``id``; its message through ``message``."""
        special: dict[str, Callable[[Any], Any]] = {name: self.id for name in ID_FIELDS + REFERENCE_FIELDS}
        special["message"] = self.message
        return self._object(entry.items(), special)

    def message(self, message: Any) -> Any:
        """A Pi message (in an entry or a view): ``toolCallId`` and tool calls' ids through ``id``."""
        if not isinstance(message, Mapping):
            return self.value(message)
        special: dict[str, Callable[[Any], Any]] = {"toolCallId": self.id, "fromId": self.id,
                                                    "content": self._content}
        return self._object(message.items(), special)

    def _content(self, content: Any) -> Any:
        if not isinstance(content, list):
            return self.value(content)
        out = []
        for block in content:
            if isinstance(block, Mapping) and block.get("type") == "toolCall":
                out.append(self._object(block.items(), {"id": self.id}))
            else:
                out.append(self.value(block))
        return out


def redact_value(value: Any) -> tuple[Any, int]:
    """A JSON value with secrets redacted inside every string, keys included (no id handling)."""
    redactor = Redactor()
    return redactor.value(value), redactor.count


def redact_entries(header: Mapping[str, Any], entries: Iterable[Mapping[str, Any]]
                   ) -> tuple[dict[str, Any], list[dict[str, Any]], Redactor]:
    """A session's header and entries redacted, ids kept consistent; the redactor (for more of the
    same session, such as its heads and view, and the count)."""
    entries = list(entries)
    redactor = Redactor(taken={e["id"] for e in entries if isinstance(e.get("id"), str)})
    new_header = redactor.header(header)
    return new_header, [redactor.entry(e) for e in entries], redactor


def redact_jsonl(data: bytes) -> tuple[bytes, int]:
    """A Pi JSONL export with secrets redacted in every line (the header's ``cwd`` included); still a
    valid Pi file with the same tree."""
    from ..core.codec import decode, encode

    values = [decode(line) for line in data.split(b"\n") if line]
    if not values:
        return b"", 0
    header, entries, redactor = redact_entries(values[0], values[1:])
    out = [encode(header) + b"\n"] + [encode(e) + b"\n" for e in entries]
    return b"".join(out), redactor.count


__all__ = ["RULES", "Redactor", "Rule", "SECRET_KEYS", "redact_entries", "redact_jsonl", "redact_text",
           "redact_value"]
