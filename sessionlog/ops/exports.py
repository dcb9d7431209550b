"""``export``: a session out of the store as Pi JSONL or one HTML page, written safely.

Rule of this module: an output file is written through a temporary file in the same folder (mode 0600,
fsync, rename), never replaces an existing file unless forced, and never replaces the database or its
``-wal``/``-shm``/``-journal`` companions (``write_file(protect=...)``), even when forced. Redaction is
``render.redact``; the page is ``render.html``.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

import msgspec

from ..core.errors import OutputExistsError
from ..core.names import DEFAULT_HEAD
from ..store import Store, reads


class Exported(msgspec.Struct, frozen=True, kw_only=True):
    """An export's bytes and what to tell the user: how many secrets were redacted (None: not asked),
    entries written (JSONL), and a note when Pi would open the file at another leaf than the head."""

    data: bytes
    entries: int | None = None
    redacted: int | None = None
    note: str | None = None


def export_jsonl(store: Store, session_id: str, *, branch: bool = False, head: str = DEFAULT_HEAD,
                 redact: bool = False) -> Exported:
    """Pi v3 JSONL (``Store.export``), redacted on request."""
    data, note = store.export(session_id, branch=branch, head=head)
    count = None
    if redact:
        from ..render.redact import redact_jsonl

        data, count = redact_jsonl(data)
    return Exported(data=data, entries=data.count(b"\n") - 1, redacted=count, note=note)


def export_html(store: Store, session_id: str, *, branch: bool = False, head: str = DEFAULT_HEAD,
                redact: bool = False) -> Exported:
    """One self-contained HTML page (``render.html``)."""
    from ..render.html import build_page

    with store.read() as tx:  # one snapshot: the view and the tree agree even while another process appends
        view = store.view(session_id, head=head)  # first: an unknown head is an error before any work
        header = reads.header_of(tx, session_id)
        heads = tx.heads(session_id)
        head_entry = heads.get(head)
        if branch:
            entries = reads.path_to(tx, session_id, head_entry) if head_entry else []
        else:
            entries = store.entries(session_id)
    page = build_page(header, entries, heads, view, head=head, redact=redact)
    return Exported(data=page.to_bytes(), redacted=page.redacted if redact else None)


PROTECTED_SUFFIXES = ("", "-wal", "-shm", "-journal")
"""A database file and its SQLite companions: what ``write_file(protect=...)`` never replaces."""


def write_file(path: str | os.PathLike[str], data: bytes, *, force: bool = False,
               protect: Iterable[str | os.PathLike[str]] = ()) -> None:
    """Write ``data`` atomically with mode 0600; refuse to replace an existing file unless ``force``.

    ``protect`` lists database files: ``path`` must not resolve (symlinks followed, or the same
    inode) to one of them or to its ``-wal``/``-shm``/``-journal`` companion, even with ``force``.
    """
    path = Path(path)
    for db in protect:
        for suffix in PROTECTED_SUFFIXES:
            guarded = f"{os.fspath(db)}{suffix}"
            if _same_file(path, guarded):
                what = (f"{guarded}, the {suffix[1:]} file of the database {db}" if suffix
                        else f"the database file {db}")
                raise OutputExistsError(f"{path}: is {what} (or resolves to it); "
                                        "refusing to overwrite it, even with --force")
    if path.exists() and not force:
        raise OutputExistsError(f"{path}: already exists (use --force to overwrite)")
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _same_file(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    try:
        return os.path.samefile(a, b)  # hard links, or paths realpath cannot tell apart
    except OSError:  # either one does not exist: nothing to replace
        return False
