"""Import of endless or special files (issue 16, item 5): non-regular files are refused before they
are read, a first line that cannot be a session header ends the reading at once, and an over-long
line is a bad line reported by number while the rest of the file is still read.

Every case here is bounded by the implementation (a refusal before reading, or a bounded read), never
by a timeout in the test."""

from __future__ import annotations

import io
import json
import os
import socket

import pytest
from click.testing import CliRunner

from sessionlog import open_store
from sessionlog.core import codec
from sessionlog.ops import imports
from sessionlog.cli import cli
from sessionlog.core.codec import JsonlStream, parse_jsonl_text
from sessionlog.core.errors import InvalidInputError

HEADER = {"type": "session", "version": 3, "id": "s-special", "timestamp": "2025-01-01T00:00:00.000Z", "cwd": "/"}
FORMATS = ("pi", "claude", "codex", "auto")


def line(value) -> bytes:
    return json.dumps(value).encode() + b"\n"


def user(eid, parent, text):
    return {"type": "message", "id": eid, "parentId": parent, "timestamp": "2025-01-01T00:00:01.000Z",
            "message": {"role": "user", "content": text, "timestamp": 1}}


@pytest.fixture
def store(tmp_path):
    with open_store(tmp_path / "s.db") as s:
        yield s


def special_paths(tmp_path, monkeypatch):
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    link = tmp_path / "zero.jsonl"
    link.symlink_to("/dev/zero")
    monkeypatch.chdir(tmp_path)  # a socket path must be short
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.bind("s.sock")
    return {"FIFO": str(fifo), "character device": "/dev/zero", "random": "/dev/urandom", "link": str(link),
            "socket": "s.sock"}, sock


@pytest.mark.parametrize("fmt", FORMATS)
def test_non_regular_files_are_refused_before_reading_naming_the_path(store, tmp_path, monkeypatch, fmt):
    paths, sock = special_paths(tmp_path, monkeypatch)
    try:
        for kind, path in paths.items():
            with pytest.raises(InvalidInputError, match="not a regular file") as caught:
                imports.import_file(store, path, fmt=fmt)
            assert str(caught.value).startswith(f"{path}: is "), kind
    finally:
        sock.close()
    assert store.sessions() == []


def test_the_cli_refuses_a_fifo_and_dev_zero_with_a_clear_error(tmp_path, monkeypatch):
    paths, sock = special_paths(tmp_path, monkeypatch)
    sock.close()
    for path in (paths["FIFO"], "/dev/zero", "/dev/urandom"):
        result = CliRunner().invoke(cli, ["--db", str(tmp_path / "c.db"), "import", path])
        assert result.exit_code == 1, result.output
        assert result.stderr.startswith(f"Error: {path}: is a ") and "not a regular file" in result.stderr


def test_folders_still_skip_special_files(store, tmp_path):
    os.mkfifo(tmp_path / "pipe.jsonl")
    (tmp_path / "ok.jsonl").write_bytes(line(HEADER) + line(user("a", None, "hi")))
    results = imports.import_paths(store, [tmp_path])
    assert [r.entries for r in results] == [1]


class Endless(io.RawIOBase):
    """A reader that never ends (what /dev/zero would be if it were let through), counting its bytes."""

    def __init__(self, start: bytes, fill: bytes) -> None:
        self.start, self.fill, self.given = start, fill, 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        data = (self.start + self.fill * len(buffer))[: len(buffer)]
        self.start = self.start[len(data):]
        buffer[: len(data)] = data
        self.given += len(data)
        return len(data)


@pytest.mark.parametrize(("start", "fill"), [(b"", b"\0"), (b"\xef\xbb\xbf  \n\n", b"x"), (b"{", b" "),
                                             (b'{"type":"session"', b"0")], ids=["zeros", "text", "brace", "header"])
def test_an_endless_first_line_is_refused_after_a_bounded_read(store, monkeypatch, start, fill):
    source = Endless(start, fill)
    monkeypatch.setattr(imports, "open_source", lambda path: io.BufferedReader(source))
    chunk = 1 << 20
    with pytest.raises(InvalidInputError, match="line 1 must be a session header"):
        imports.import_pi_file(store, "endless.jsonl", chunk_size=chunk)
    assert source.given <= codec.MAX_HEADER_BYTES + 2 * chunk
    assert store.sessions() == []


def test_the_stream_refuses_a_first_line_that_is_no_header_at_once():
    stream = JsonlStream("x")
    assert stream.feed(b"\n  \n") == [] and not stream.refused  # blank lines may come first
    stream.feed(b"\0\0\0")
    assert stream.refused and stream.problems[0].line == 3
    assert stream.feed(b"\0" * 100) == [] and len(stream.problems) == 1  # the rest of that line is not read
    stream = JsonlStream("x")
    stream.feed(b"{" + b" " * codec.MAX_HEADER_BYTES)
    assert stream.refused and "does not end within 1 MiB" in stream.problems[0].reason


def test_an_over_long_line_is_a_bad_line_and_the_rest_is_read(store, tmp_path):
    """At the real cap (64 MiB), streamed in chunks smaller than the line."""
    path = tmp_path / "long.jsonl"
    with open(path, "wb") as f:
        f.write(line(HEADER) + line(user("a", None, "before")))
        f.write(b'{"type":"message","id":"big","parentId":"a","x":"' + b"y" * codec.MAX_LINE_BYTES + b'"}\n')
        f.write(line(user("b", "a", "after")) + b"not json\n" + line(user("c", "b", "last")))
    result = imports.import_pi_file(store, path, chunk_size=8 << 20)
    assert [(p.line, p.reason) for p in result.skipped] == [(3, codec.LONG_LINE), (5, result.skipped[1].reason)]
    assert "invalid JSON" in result.skipped[1].reason
    assert [e["id"] for e in store.entries(result.session)] == ["a", "b", "c"]
    with pytest.raises(InvalidInputError, match="--strict"):
        imports.import_pi_file(store, path, strict=True, as_new=True)


def small_cap(monkeypatch, cap=1000):
    monkeypatch.setattr(codec, "MAX_LINE_BYTES", cap)
    return b'"' + b"z" * cap + b'"'


@pytest.mark.parametrize("chunk", [7, 64, 1 << 20])
def test_the_cap_holds_for_every_chunking(store, tmp_path, monkeypatch, chunk):
    big = small_cap(monkeypatch)
    path = tmp_path / "long.jsonl"
    path.write_bytes(line(HEADER) + line(user("a", None, "x")) + b'{"k":' + big + b"}\n"
                     + line(user("b", "a", "y")) + b'{"k":' + big + b"}")  # the last line too, unterminated
    result = imports.import_pi_file(store, path, chunk_size=chunk)
    assert [(p.line, p.reason) for p in result.skipped] == [(3, codec.LONG_LINE), (5, codec.LONG_LINE)]
    assert [e["id"] for e in store.entries(result.session)] == ["a", "b"]


def test_whole_file_paths_cap_lines_too(store, tmp_path, monkeypatch):
    big = small_cap(monkeypatch)
    # a whole-file parse (v1/v2 files go through it)
    v2 = {**HEADER, "version": 2, "id": "s-v2"}
    parsed = parse_jsonl_text(line(v2) + line(user("a", None, "x")) + b'{"k":' + big + b"}\n" + line(user("b", "a", "y")))
    assert [(p.line, p.reason) for p in parsed.problems] == [(3, codec.LONG_LINE)]
    assert [e["id"] for e in parsed.entries] == ["a", "b"]
    path = tmp_path / "v2.jsonl"
    path.write_bytes(line(v2) + line(user("a", None, "x")) + b'{"k":' + big + b"}\n" + line(user("b", "a", "y")))
    result = imports.import_file(store, path)
    assert [p.line for p in result.skipped] == [3] and result.entries == 2
    # Claude Code and Codex transcripts are read whole by the importers
    claude = tmp_path / "claude.jsonl"
    record = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "c1", "timestamp": "2025-01-01T00:00:00Z",
              "cwd": "/", "message": {"role": "user", "content": "hi"}}
    claude.write_bytes(line(record) + b'{"type":"user","k":' + big + b"}\n" + line({**record, "uuid": "u2", "parentUuid": "u1"}))
    for fmt in ("claude", "auto"):
        parsed, _, _ = imports.read_session_file(claude, fmt)
        assert [(p.line, p.reason) for p in parsed.problems] == [(2, codec.LONG_LINE)], fmt


@pytest.mark.parametrize("first", [b"garbage", b"\0\0\0", b"  # comment", b"{garbage", b"", b"[1]"])
def test_the_first_line_rule_is_the_same_streamed_and_whole(tmp_path, first):
    """A first line that cannot start a header refuses the file whatever follows (a later header is not
    taken); one that can (``{...``) but is invalid is a skipped line, as before. Same for every chunking."""
    path = tmp_path / "f.jsonl"
    path.write_bytes(first + b"\n" + line(HEADER) + line(user("a", None, "x")))

    def outcome(do):
        with open_store(tmp_path / f"{len(list(tmp_path.iterdir()))}.db") as store:
            try:
                result = do(store)
            except InvalidInputError as e:
                return str(e)
            return result.entries, [p.line for p in result.skipped]

    whole = outcome(lambda store: store.import_parsed(imports.read_pi_file(path), source=str(path)))
    for chunk in (1, 2, 3, 7, 1 << 20):
        assert outcome(lambda store: imports.import_pi_file(store, path, chunk_size=chunk)) == whole, chunk
    refused = first.strip()[:1] not in (b"{", b"")
    assert isinstance(whole, str) == refused, whole
