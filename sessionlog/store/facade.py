"""The ``Store``: the log engine's public face over one backend.

Rule of this module: a thin façade. Each method opens one unit of work on the backend and calls the
engine (``append``, ``reads``, ``imports``, ``verify``, ``writes``); it never names a driver and runs
no SQL, and it is handed its backend (``sessionlog.connect.open_store`` chooses one).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

import msgspec

from ..backends.contract import (
    NOTIFY,
    UNSET,
    AnnotationRecord,
    Backend,
    HeadMove,
    SessionRecord,
    TokenRecord,
    WriteTx,
)
from ..core import codec
from ..core.entries import check_header, to_wire
from ..core.errors import AmbiguousError, InvalidInputError, NotFoundError
from ..core.names import DEFAULT_HEAD, DEFAULT_TENANT, MOVE
from . import append as _append
from . import clock, reads, writes

if TYPE_CHECKING:  # imported where used: appending needs none of them (cli's speed target, docs/benchmarks.md)
    from ..core.compaction import CompactionPlan
    from ..core.view import View
    from .imports import ImportResult
    from .session import Session
    from .verify import VerifyReport

__all__ = ["Store", "UNSET", "DEFAULT_HEAD"]

CANDIDATES = 10
"""How many candidates an ambiguous session or entry reference lists."""


class Store:
    """A sessionlog store holding many sessions, on one backend."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend
        self.path = backend.location

    # ------------------------------------------------------------ units of work
    def read(self) -> AbstractContextManager[Any]:
        """A read transaction on the backend (for several reads from one snapshot)."""
        return self.backend.read()

    def write(self, *, bulk: bool = False) -> AbstractContextManager[WriteTx]:
        """A write transaction on the backend: the unit of work ``sessionlog.ops`` applies plans in."""
        return self.backend.write(bulk=bulk)

    @property
    def capabilities(self) -> frozenset[str]:
        return self.backend.capabilities

    def listen(self, callback: Callable[[str | None], None]) -> Any | None:
        """On a backend with the ``notify`` capability, call ``callback(session_id)`` from another thread
        whenever a commit in any process wrote that session (``callback(None)``: any may have), until
        the returned listener's ``close()``; None on a backend without it (poll instead)."""
        if NOTIFY not in self.backend.capabilities:
            return None
        return self.backend.listen(callback)  # type: ignore[attr-defined]

    def close(self) -> None:
        self.backend.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Store({self.path!r})"

    # ------------------------------------------------------------ sessions
    def create_session(self, *, cwd: str | None = None, session_id: str | None = None,
                       parent_session: str | None = None, header: Mapping[str, Any] | None = None,
                       tenant: str = DEFAULT_TENANT) -> "Session":
        """A new, empty session with its header written now (storage exists when this returns), in
        ``tenant`` (sessions created locally belong to the default tenant; the service passes its token's)."""
        if header is None:
            header = {"type": "session", "version": 3, "id": session_id or clock.uuid7(),
                      "timestamp": clock.now_iso(), "cwd": cwd if cwd is not None else os.getcwd()}
            if parent_session is not None:
                header["parentSession"] = parent_session
        problem = check_header(dict(header))
        if problem:
            raise InvalidInputError(f"session header: {problem}")
        with self.backend.write() as tx:
            writes.insert_session(tx, dict(header), tenant)
        from .session import Session

        return Session(self, header["id"])

    def session(self, ref: str) -> "Session":
        """A session by full id, unique prefix or name."""
        from .session import Session

        return Session(self, self.resolve_session(ref))

    def resolve_session(self, ref: str) -> str:
        """A session named by its full id, a unique prefix of its id, or its name (Pi's
        ``session_info``), in that order. None matching is a ``NotFoundError``; a prefix or name that
        matches several sessions is an ``AmbiguousError`` listing them."""
        with self.backend.read() as tx:
            ids = tx.find_sessions(ref, CANDIDATES + 1) if ref else []
            if ref in ids:
                return ref
            if len(ids) == 1:
                return ids[0]
            named = [r for r in tx.catalogue(name=ref) if r.name == ref] if ref else []
            if len(named) == 1:
                return named[0].id
            rows = {r.id: r for r in named}
            rows.update((sid, found[0]) for sid in ids if (found := tx.catalogue(sid)))
        if not rows:
            raise NotFoundError(f"session {ref!r} not found in {self.path} (give an id, a unique prefix of "
                                "one, or a session's name; `sessionlog sessions` lists them)")
        listed = sorted(rows.values(), key=lambda r: r.id)
        shown = "; ".join(f"{r.id}" + (f" ({r.name})" if r.name else "") for r in listed[:CANDIDATES])
        more = " and more" if len(ids) > CANDIDATES else ""
        what = "prefix" if len(ids) > 1 else "name"
        raise AmbiguousError(f"session {what} {ref!r} matches several sessions: {shown}{more}; give more "
                             "of the id")

    def resolve_entry(self, session_id: str, ref: str) -> str:
        """An entry of the session named by its full id or a unique prefix of it. None matching is a
        ``NotFoundError`` naming ``ref``; a prefix of several entries is an ``AmbiguousError`` listing
        them (with their types)."""
        with self.backend.read() as tx:
            ids = tx.find_entries(session_id, ref, CANDIDATES + 1) if ref else []
            if ref in ids:
                return ref
            if len(ids) == 1:
                return ids[0]
            rows = tx.rows_by_id(session_id, ids[:CANDIDATES])
        if not ids:
            raise NotFoundError(f"session {session_id}: no entry {ref!r} (give an entry id or a unique "
                                "prefix of one; `sessionlog log` lists them)")
        shown = ", ".join(f"{i} ({rows[i].type})" if i in rows else i for i in ids[:CANDIDATES])
        more = " and more" if len(ids) > CANDIDATES else ""
        raise AmbiguousError(f"session {session_id}: entry prefix {ref!r} matches several entries: {shown}{more}; "
                             "give more of the id")

    def sessions(self, *, tenant: str | None = None, limit: int | None = None, cwd: str | None = None,
                 name: str | None = None, since: str | None = None) -> list[SessionRecord]:
        """The catalogue, newest modified first: every session, or one tenant's; at most ``limit``;
        filtered by ``cwd``, ``name`` and ``since`` as ``ReadTx.catalogue`` says."""
        with self.backend.read() as tx:
            return tx.catalogue(tenant=tenant, limit=limit, cwd=cwd, name=name, since=since)

    def session_tenant(self, session_id: str) -> str:
        """The tenant a session belongs to (``NotFoundError`` when there is no such session)."""
        return self.catalogue(session_id).tenant

    def catalogue(self, session_id: str) -> SessionRecord:
        """One session's catalogue row (name, counts, created, modified, parent session, main head)."""
        with self.backend.read() as tx:
            found = tx.catalogue(session_id)
        if not found:
            raise NotFoundError(f"session {session_id!r} not found")
        return found[0]

    def header(self, session_id: str) -> dict[str, Any]:
        with self.backend.read() as tx:
            return reads.header_of(tx, session_id)

    # ------------------------------------------------------------ appending
    def append(self, session_id: str, entry: Mapping[str, Any] | msgspec.Struct, *, head: str = DEFAULT_HEAD,
               expected_head: Any = UNSET, branch: bool = False) -> dict[str, Any]:
        """Append one entry after ``head`` and move the head to it; returns the stored entry.

        ``id``, ``parentId`` (the head) and ``timestamp`` are filled in when absent. A client-supplied
        id that already exists with the same parent and payload returns the stored entry (idempotent
        retry); with other content it raises ``IdConflictError``. ``expected_head`` (an entry id, or None
        for an empty head) makes the head move a compare-and-swap: ``HeadConflictError`` if it moved.
        An explicit ``parentId`` other than the head is a branch and needs ``branch=True``.
        """
        return self.append_many(session_id, [entry], head=head, expected_head=expected_head, branch=branch)[0]

    def append_many(self, session_id: str, entries: Sequence[Mapping[str, Any] | msgspec.Struct], *,
                    head: str = DEFAULT_HEAD, expected_head: Any = UNSET, branch: bool = False,
                    names: Sequence[str] | None = None) -> list[dict[str, Any]]:
        """Append a batch in one transaction: each entry goes after the previous one (all or nothing).
        ``names``: what an error calls each entry (default ``entry #N``), e.g. its line in a file."""
        batch = [to_wire(e) if isinstance(e, msgspec.Struct) else dict(e) for e in entries]
        if names is not None and len(names) != len(batch):
            raise InvalidInputError(f"{len(names)} names for {len(batch)} entries")
        with self.backend.write() as tx:
            return _append.append_batch(tx, session_id, batch, head, expected_head, branch, names)

    def apply_compaction(self, session_id: str, plan: CompactionPlan, summary: str, *, head: str = DEFAULT_HEAD,
                         expected_head: Any) -> dict[str, Any]:
        """Append one Pi ``compaction`` entry for ``plan`` after ``head`` and move the head to it.

        ``expected_head`` is the leaf the plan was made at: if the head moved since, nothing is appended
        and ``HeadConflictError`` is raised (``UNSET`` skips the check). An empty summary appends
        nothing (``SummarizerError``). A checkpoint plan gets ``firstKeptEntryId`` = its own id.
        """
        from .compaction import apply_compaction

        return apply_compaction(self, session_id, plan, summary, head=head, expected_head=expected_head)

    def navigate(self, session_id: str, target_id: str, summary: str | None = None, *, details: Any = UNSET,
                 head: str = DEFAULT_HEAD, expected_head: Any = UNSET) -> dict[str, Any] | None:
        """Move ``head`` to ``target_id`` as Pi's ``navigateTree`` does; with a ``summary`` of the branch
        being left, append it as a ``branch_summary`` at the new position, which becomes the head.
        The head is compared with ``expected_head`` inside the same write transaction."""
        from ..core.summary import SummarizerError
        from .compaction import apply_navigation

        if summary is not None and (not isinstance(summary, str) or not summary.strip()):
            raise SummarizerError("the branch summary is empty; nothing was appended")
        return apply_navigation(self, session_id, target_id, summary, details=details, head=head,
                                expected_head=expected_head)

    # ------------------------------------------------------------ heads
    def head(self, session_id: str, name: str = DEFAULT_HEAD) -> str | None:
        with self.backend.read() as tx:
            return writes.read_head(tx, session_id, name).entry_id

    def heads(self, session_id: str) -> dict[str, str | None]:
        with self.backend.read() as tx:
            return tx.heads(session_id)

    def move_head(self, session_id: str, entry_id: str | None, *, name: str = DEFAULT_HEAD,
                  expected_head: Any = UNSET) -> None:
        """Point a head at an entry (or None: empty, the next append starts a new root); creates the head
        if it does not exist. With ``expected_head`` the move is a compare-and-swap."""
        with self.backend.write() as tx:
            move_head_in(tx, session_id, entry_id, name=name, expected_head=expected_head)

    def head_log(self, session_id: str) -> list[HeadMove]:
        with self.backend.read() as tx:
            return tx.head_log(session_id)

    def head_moves_after(self, session_id: str, after_seq: int, limit: int) -> list[dict[str, Any]]:
        """At most ``limit`` head-log rows with seq > ``after_seq``, in order (none for a session that does
        not exist): ``{"seq", "name", "entry", "entry_seq", "previous", "reason", "at"}``; ``entry_seq`` is
        the seq of the entry the head moved to (None for an empty head)."""
        with self.backend.read() as tx:
            moves = tx.head_log(session_id, after_seq=after_seq, limit=limit)
            rows = tx.rows_by_id(session_id, sorted({m.entry_id for m in moves if m.entry_id is not None}))
        return [{"seq": m.seq, "name": m.name, "entry": m.entry_id,
                 "entry_seq": rows[m.entry_id].seq if m.entry_id in rows else None, "previous": m.previous,
                 "reason": m.reason, "at": m.at} for m in moves]

    # ------------------------------------------------------------ reading entries and views
    def entries(self, session_id: str) -> list[dict[str, Any]]:
        """Every entry of a session in append order, as Pi JSON objects."""
        return list(self.iter_entries(session_id))

    def iter_entries(self, session_id: str) -> Iterator[dict[str, Any]]:
        return reads.iter_entries(self.backend, session_id)

    def entries_after(self, session_id: str, after_seq: int, limit: int) -> list[tuple[int, dict[str, Any]]]:
        """At most ``limit`` entries with seq > ``after_seq`` in append order, as ``(seq, Pi entry)`` (none
        for a session that does not exist). ``seq`` is gapless: a reader that saw ``n`` resumes after it."""
        with self.backend.read() as tx:
            return [(row.seq, reads.joined(tx, row, data))
                    for row, data in tx.entries(session_id, after_seq=after_seq, limit=limit)]

    def get_entry(self, session_id: str, entry_id: str) -> dict[str, Any]:
        with self.backend.read() as tx:
            return reads.entry_of(tx, reads.require_row(tx, session_id, entry_id))

    def path_to(self, session_id: str, leaf: str) -> list[dict[str, Any]]:
        """Root-first entries from the root to ``leaf``."""
        with self.backend.read() as tx:
            return reads.path_to(tx, session_id, leaf)

    def visible_path(self, session_id: str, leaf: str) -> list[dict[str, Any]]:
        """The suffix of ``path_to(leaf)`` that the view reads: from the latest compaction's first kept
        entry (or the compaction itself when its kept entry is not an ancestor) to ``leaf``; the whole
        path when there is no compaction on it. ``plan_compaction``, ``context_size`` and
        ``build_view_from_path`` give the same answers over it as over the whole path (tested), so
        planning at the head of a long session reads only the visible tail."""
        with self.backend.read() as tx:
            return reads.visible_path(tx, session_id, leaf)

    def view(self, session_id: str, leaf: str | None = UNSET, *, head: str = DEFAULT_HEAD) -> View:
        """The model's context at ``leaf`` (default: the head). An unknown leaf is an error; an empty head
        gives the empty view. Reads only the visible tail."""
        with self.backend.read() as tx:
            if leaf is UNSET:
                leaf = writes.read_head(tx, session_id, head).entry_id
            if leaf is None:
                return reads.empty_view()
            return reads.view_at(tx, reads.require_row(tx, session_id, leaf))

    # ------------------------------------------------------------ annotations
    def annotate(self, session_id: str, entry_id: str | None, kind: str, data: Any) -> None:
        with self.backend.write() as tx:
            writes.annotate(tx, session_id, entry_id, kind, data)

    def annotations(self, session_id: str, entry_id: str | None = UNSET, kind: str | None = None) -> list[dict[str, Any]]:
        """``{"seq", "entry", "kind", "data", "at"}`` each, in order (``data`` decoded)."""
        with self.backend.read() as tx:
            return [annotation_dict(a, self.path) for a in tx.annotations(session_id, entry_id=entry_id, kind=kind)]

    # ------------------------------------------------------------ import / export / verify
    def import_parsed(self, parsed: codec.ParsedFile, *, source: str, strict: bool = False,
                      as_new: bool = False, tenant: str | None = None) -> ImportResult:
        """Store a parsed Pi file (the tiers: ``core.tiers`` and docs/compatibility.md). ``tenant`` None (a
        local import): a new session goes to the default tenant and a stored one of any tenant may be
        extended; a ``tenant`` (the service) creates the session in it and refuses to extend another
        tenant's session (``IdConflictError``, as for any taken id)."""
        from ..core.tiers import plan_import
        from .imports import import_plan

        return import_plan(self.backend, plan_import(parsed, source=source, strict=strict), source=source,
                           as_new=as_new, tenant=tenant)

    def import_stream(self, stream: codec.JsonlStream, batches: Any, check: Any, *, source: str,
                      strict: bool = False, as_new: bool = False, tenant: str | None = None) -> ImportResult:
        """Store a v3 Pi file read a chunk at a time (``ops.imports.import_pi_file``; ``tenant`` as for
        ``import_parsed``)."""
        from .imports import import_stream

        return import_stream(self.backend, stream, batches, check, source=source, strict=strict, as_new=as_new,
                             tenant=tenant)

    def export(self, session_id: str, *, branch: bool = False, head: str = DEFAULT_HEAD) -> tuple[bytes, str | None]:
        """Pi v3 JSONL bytes (header, then entries in append order; with ``branch`` only the head's path)
        and a note when Pi would open the file at another leaf than the head."""
        with self.backend.read() as tx:
            header = reads.header_of(tx, session_id)
            head_id = writes.read_head(tx, session_id, head).entry_id
            if branch:
                entries = reads.path_to(tx, session_id, head_id) if head_id else []
                return codec.to_jsonl(header, entries), None
        entries = self.entries(session_id)
        note = None
        if entries and head_id != entries[-1]["id"]:
            note = (f"head {head!r} is at {head_id}, but Pi opens a file at its last line "
                    f"({entries[-1]['id']}); export with --branch to open at the head")
        return codec.to_jsonl(header, entries), note

    def verify(self, session_id: str | None = None) -> VerifyReport:
        """Recompute every body and chain hash and re-check every stored invariant."""
        from .verify import verify

        return verify(self.backend, session_id)

    # ------------------------------------------------------------ service tokens (hashed; docs/service.md)
    def add_token(self, *, token_id: str, token_hash: str, tenant: str, scopes: Sequence[str],
                  sessions: Sequence[str] | None, created: str) -> None:
        """Record a service token by its hash (the token itself is never stored)."""
        with self.backend.write() as tx:
            tx.insert_token(TokenRecord(id=token_id, hash=token_hash, tenant=tenant, scopes=tuple(scopes),
                                        sessions=tuple(sessions) if sessions is not None else None, created=created))

    def token_by_hash(self, token_hash: str) -> TokenRecord | None:
        """The token stored with this hash (revoked or not), or None."""
        with self.backend.read() as tx:
            return tx.token_by_hash(token_hash)

    def list_tokens(self) -> list[TokenRecord]:
        """Every token (the records hold its hash, never its text), oldest first."""
        with self.backend.read() as tx:
            return tx.tokens()

    def revoke_token(self, token_id: str, at: str) -> bool:
        """Mark a token revoked at ``at``; False when there is no such token or it was already revoked."""
        with self.backend.write() as tx:
            return tx.revoke_token(token_id, at)


def annotation_dict(a: AnnotationRecord, location: str) -> dict[str, Any]:
    return {"seq": a.seq, "entry": a.entry_id, "kind": a.kind,
            "data": reads.decode_stored(a.data, "an annotation", location), "at": a.at}


def move_head_in(tx: WriteTx, session_id: str, entry_id: str | None, *, name: str = DEFAULT_HEAD,
                 expected_head: Any = UNSET, reason: str = MOVE) -> None:
    """``Store.move_head`` inside the caller's write transaction."""
    if entry_id is not None:
        reads.require_row(tx, session_id, entry_id)
    state = tx.head(session_id, name)
    current, version = (state.entry_id, state.version) if state else (None, 0)
    writes.check_expected(session_id, name, current, expected_head)
    if state is not None and current == entry_id:
        return
    writes.set_head(tx, session_id, name, entry_id, version, current, reason, create=state is None)

