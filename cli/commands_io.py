"""``import`` and ``export``: Pi JSONL files in and out of the store (DESIGN §7)."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import click

from sessionlog.core.errors import SessionLogError
from sessionlog.ops import exports, imports
from sessionlog.store import ImportResult
from sessionlog.core.names import DEFAULT_HEAD

from . import render
from .app import EXIT_INTERRUPTED, Env, complete_session, pass_env, session_id
from .outputs import ImportedFile, Skipped, print_json
from sessionlog.core.textsafe import visible


@click.command("import")
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path), metavar="PATH...")
@click.option("--strict", is_flag=True, help="Refuse a file with any bad line or warning (store nothing of it).")
@click.option("--as-new", is_flag=True, help="Store each file as a new session (new id) even if its id is stored.")
@click.option("--format", "fmt", type=click.Choice(imports.IMPORT_FORMATS), default="pi", show_default=True,
              help="The files' format: Pi session JSONL, Claude Code transcripts, Codex CLI rollouts, "
                   "OpenClaw databases (openclaw-agent.sqlite, read-only), or auto (detected per file "
                   "from its content).")
@click.option("--json", "json_", is_flag=True, help="Print one JSON array, one object per file.")
@pass_env
def import_(env: Env, paths: tuple[Path, ...], strict: bool, as_new: bool, fmt: str, json_: bool) -> None:
    """Import Pi, Claude Code or Codex session files, OpenClaw databases, or folders of them.

    Pi session JSONL (v1-v3) is the default; --format claude|codex converts Claude Code transcripts
    or Codex CLI rollouts to Pi entries, each keeping its source record (docs/importers.md);
    --format openclaw reads an OpenClaw 2026.8+ openclaw-agent.sqlite read-only, one session per
    OpenClaw session; --format auto tells the format of each file from its content.

    A folder is searched recursively for *.jsonl, so Pi's whole sessions folder works:

        sessionlog import ~/.pi/agent/sessions

        sessionlog import --format claude ~/.claude/projects

        sessionlog import --format auto ~/.codex/sessions

    On a terminal a progress bar shows the files and bytes read (a big file advances as it is read),
    files already stored are not listed, and a total line ends the import; piped, each file gets its
    line, and a total ends an import of several files (on stderr; none with --json).

    Re-importing a file that is already stored is a no-op; a file that extends the stored session
    appends the new entries. Bad lines are skipped and reported with their line numbers (--strict
    refuses the file instead). A refused file stores nothing and stops the import (exit 1); the
    files before it stay imported. Only regular files are read (a FIFO or a device is refused).

    Ctrl-C (SIGINT) stops the import: the file being imported is rolled back, and the files already
    imported are reported as usual (with --json, the array of them) and stay stored. Exit 130 when
    nothing was imported, 1 when some files were (and others not), 0 when every file had been
    imported before the interrupt.
    """
    results: list[ImportedFile] = []
    files = imports.discover(paths, fmt)
    if not files:
        render.echo("No *.jsonl files found." if fmt != "openclaw" else "No openclaw-agent.sqlite found.", err=True)
    current: Path | None = None
    done = 0  # files imported (an OpenClaw database gives one result per session)
    totals = imports.ImportTotals()
    bar = ImportProgress(files) if files and not json_ and render.console(stderr=True).is_terminal else None
    try:
        with bar if bar is not None else contextlib.nullcontext():
            for path in files:
                current = path
                if bar is not None:
                    bar.start(path)
                try:
                    imported = imports.import_source(env.store, path, fmt=fmt, strict=strict, as_new=as_new,
                                                     progress=bar.advance if bar is not None else None)
                except Exception:
                    if results and json_:
                        render.echo(f"Note: {done} file(s) before {path} were imported", err=True)
                    raise
                for label, result in imported:
                    results.append(_imported(Path(label), result))
                    totals.add(result)
                    if not json_:
                        _report(Path(label), result, quiet_unchanged=bar is not None,
                                echo=bar.echo if bar is not None else render.echo)
                current, done = None, done + 1
                totals.files = done
                if bar is not None:
                    bar.finish(path)
                _test_pause(done)
    except KeyboardInterrupt:
        _interrupted(files, done, results, current, json_)
    if json_:
        print_json(results)
    elif len(files) > 1 or bar is not None:
        render.echo(totals.describe(), err=True)


class ImportProgress:
    """The import's progress bar on a terminal (stderr): files done of all, bytes read of all, the file
    being read; lines printed meanwhile go above it (``echo``). Not shown when stderr is not a terminal."""

    def __init__(self, files: list[Path]) -> None:
        from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn

        self.sizes = {path: _size(path) for path in files}
        self.files = len(files)
        self.done = 0
        self.progress = Progress(TextColumn("{task.fields[count]}"), BarColumn(), DownloadColumn(),
                                 TimeRemainingColumn(), TextColumn("{task.fields[current]}"),
                                 console=render.console(stderr=True), transient=True,
                                 redirect_stdout=False, redirect_stderr=False)
        self.stdout_is_terminal = render.console().is_terminal
        self.task = self.progress.add_task("import", total=sum(self.sizes.values()) or None,
                                           count=self._count(), current="")
        self.read_in_file = 0

    def _count(self) -> str:
        return f"{self.done:,}/{self.files:,} files"

    def __enter__(self) -> "ImportProgress":
        self.progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.progress.stop()

    def start(self, path: Path) -> None:
        self.read_in_file = 0
        self.progress.update(self.task, current=visible(os.fsdecode(path.name)))

    def advance(self, read: int) -> None:
        """``ops.imports.Progress``: bytes of the current file read."""
        self.read_in_file += read
        self.progress.advance(self.task, read)

    def finish(self, path: Path) -> None:
        self.done += 1
        rest = max(0, self.sizes.get(path, 0) - self.read_in_file)  # e.g. a file that grew or shrank
        self.progress.update(self.task, advance=rest, count=self._count())

    def echo(self, message: str, *, err: bool = False) -> None:
        """A line above the bar when it shares the terminal (stderr, or stdout on a terminal too);
        stdout that goes elsewhere (a file, a pipe) gets its lines as without the bar."""
        if err or self.stdout_is_terminal:
            self.progress.console.print(render.Text(message), soft_wrap=True)
        else:
            render.echo(message)


def _size(path: Path) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


TEST_PAUSE = "SESSIONLOG_TEST_IMPORT_PAUSE"
"""A test hook, ``READY:GO`` (two inherited pipe descriptors): after each file it stored, the import
writes how many files are stored to READY and waits for a byte on GO, so a test can interrupt it at a
known point (tests/test_cli_errors.py). Unset, nothing happens."""


def _test_pause(stored: int) -> None:
    spec = os.environ.get(TEST_PAUSE)
    if spec:
        ready, go = (int(fd) for fd in spec.split(":"))
        os.write(ready, f"{stored}\n".encode())
        os.read(go, 1)


def _interrupted(files: list[Path], done: int, results: list[ImportedFile], current: Path | None,
                 json_: bool) -> None:
    """Ctrl-C during an import: say what is stored (and print the --json array of it), then exit 130
    when nothing is, 1 when part is, 0 when all is."""
    if json_:
        print_json(results)
    if current is None and done == len(files):
        render.echo(f"Note: interrupted after every file was imported ({len(files)} stored)", err=True)
        raise click.exceptions.Exit(0)
    left = files[done + (current is not None):]
    render.echo(f"Interrupted: {done} of {len(files)} file(s) imported and stored"
                + (" (listed above)" if results else ""), err=True)
    if current is not None:
        render.echo(f"  {current}: interrupted while importing: rolled back, unless it had just been stored "
                    "(importing it again is safe either way)", err=True)
    if left:
        render.echo(f"  not imported: {len(left)} more file(s), from {left[0]}", err=True)
    raise click.exceptions.Exit(1 if done else EXIT_INTERRUPTED)


def _imported(path: Path, result: ImportResult) -> ImportedFile:
    return ImportedFile(path=str(path), session=result.session, entries=result.entries, status=result.status,  # type: ignore[arg-type]
                        skipped=[Skipped(p.line, p.reason) for p in result.skipped], warnings=list(result.warnings))


def entries(n: int) -> str:
    return f"{n} entry" if n == 1 else f"{n} entries"


def _report(path: Path, result: ImportResult, *, quiet_unchanged: bool = False, echo=None) -> None:
    """One file's lines: what it stored (``quiet_unchanged``: nothing for a file already stored, as
    under the progress bar, where the total counts it), then each line skipped and each warning."""
    echo = echo or render.echo
    if result.status == "created":
        echo(f"imported {result.session} ({entries(result.entries)}) from {path}")
    elif result.status == "extended":
        echo(f"extended {result.session} (+{entries(result.entries)}) from {path}")
    elif not quiet_unchanged:
        echo(f"unchanged {result.session} (already stored) from {path}")
    for problem in result.skipped:
        echo(f"  skipped {path}: line {problem.line}: {problem.reason}", err=True)
    for warning in result.warnings:
        warning = warning.removeprefix(f"{path}: ")
        echo(f"  warning {path}: {warning}", err=True)


@click.command()
@click.argument("session", shell_complete=complete_session)
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), metavar="FILE",
              help="Write to FILE (mode 0600, via a temporary file) instead of stdout.")
@click.option("--branch", is_flag=True, help="Export only the path to the head (Pi then opens the file at the head).")
@click.option("--head", "head_name", default=DEFAULT_HEAD, show_default=True, metavar="NAME", help="The head to export.")
@click.option("--force", is_flag=True,
              help="Overwrite FILE if it exists (never the database or its -wal/-shm/-journal files).")
@click.option("--redact", is_flag=True,
              help="Replace secrets (API keys, tokens, private keys, passwords, AWS credentials, JWTs, ...) "
                   "in every string, keys too, with [REDACTED:<kind>] (the rules: docs/reliability.md); ids "
                   "holding a secret are replaced consistently, so the file stays a valid Pi session; the "
                   "store is not changed.")
@click.option("--html", "html_", is_flag=True,
              help="Write one self-contained HTML page instead: the tree, compactions, branch summaries and "
                   "the view at the head with token estimates (docs/html-export.md).")
@pass_env
def export(env: Env, session: str, output: Path | None, branch: bool, head_name: str, force: bool,
           redact: bool, html_: bool) -> None:
    """Export a session as Pi v3 JSONL (the header, then entries in append order).

    Pi opens a file at its last line; when the head is elsewhere, a note says so and --branch
    exports just the head's path instead. With --html, one self-contained page for people instead
    (no network needed; --branch, --head, --redact, -o and --force apply too).
    """
    sid = session_id(env, session)
    if html_:
        done = exports.export_html(env.store, sid, branch=branch, head=head_name, redact=redact)
    else:
        done = exports.export_jsonl(env.store, sid, branch=branch, head=head_name, redact=redact)
    if done.redacted is not None:
        render.echo(f"redacted {done.redacted} secret{'s' if done.redacted != 1 else ''}", err=True)
    if output is None:
        click.echo(done.data, nl=False)
    else:
        try:
            exports.write_file(output, done.data, force=force, protect=[env.db])
        except SessionLogError:
            raise
        except OSError as e:
            raise click.FileError(str(output), e.strerror or str(e)) from e
        if html_:
            render.echo(f"exported {sid} as HTML to {output}", err=True)
        else:
            render.echo(f"exported {sid} ({entries(done.entries or 0)}) to {output}", err=True)
    if done.note:
        render.echo(f"Note: {done.note}", err=True)
