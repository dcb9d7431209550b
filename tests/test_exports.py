"""Writing export files: never over an existing file unless forced, private, through a temporary file."""

from __future__ import annotations

import os
import stat

import pytest

from sessionlog.core.errors import OutputExistsError
from sessionlog.ops.exports import write_file


def test_write_file_refuses_to_overwrite_and_writes_private_files(tmp_path):
    target = tmp_path / "out.jsonl"
    write_file(target, b"one\n")
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600
    with pytest.raises(OutputExistsError):
        write_file(target, b"two\n")
    assert target.read_bytes() == b"one\n"
    write_file(target, b"two\n", force=True)
    assert target.read_bytes() == b"two\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.jsonl"]  # no temporary file left behind
