"""The ``sessionlog`` click group, its store handle and the one error gate.

Rule of this module: commands parse, call the library, render. Nothing below a command catches a
``SessionLogError``; ``Gate.invoke`` turns it into ``Error: <message>`` on stderr and the error's
``exit_code`` (1, or 3 for a retryable conflict). Click usage errors keep click's exit 2; anything
unexpected becomes ``Error: internal error: <type>: <message>`` and exit 1; Ctrl-C exits 130 quietly.
An argument that is not valid UTF-8 where text is needed (a session or entry id, a head name, a label,
a query; paths may hold any bytes) is ``Error: argument ... is not valid UTF-8 text`` and exit 2; an
operating-system error (a database path that cannot be created, a file that cannot be read) is
``Error: <path>: <reason>`` and exit 1. Data goes to stdout, messages to stderr.

A closed pipe (``sessionlog log SESSION | head``) ends every command the same way: output stops
quietly, nothing is printed to stderr, and the exit code is 141 (128 + SIGPIPE, what a shell reports
for a process killed by SIGPIPE), whether click, rich or msgspec was writing when the reader went away.
"""

from __future__ import annotations

import errno
import io
import os
import sys
from collections.abc import Iterator, MutableMapping
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from sessionlog.core.entries import EMPTY_HEAD
from sessionlog.core.errors import SessionLogError
from sessionlog.core.textsafe import visible

if TYPE_CHECKING:
    from sessionlog.store import Store

EXIT_INTERRUPTED = 130
EXIT_USAGE = 2
EXIT_CLOSED_PIPE = 141  # 128 + SIGPIPE: what a shell shows for `cmd | head` when cmd dies of SIGPIPE
NONE_LITERAL = EMPTY_HEAD  # `--expected-head none`, `--move-to none`: the empty head (never an entry id)


class LazyCommands(MutableMapping):
    """The group's commands by name, each imported from ``package.module:attr`` on first use, so a
    command loads only its own module (``cli/__init__.py``)."""

    def __init__(self, package: str, specs: dict[str, str]) -> None:
        self._package = package
        self._specs = dict(specs)
        self._loaded: dict[str, click.Command] = {}

    def __getitem__(self, name: str) -> click.Command:
        if name not in self._loaded:
            module, _, attr = self._specs[name].partition(":")
            self._loaded[name] = getattr(import_module(f"{self._package}.{module}"), attr)
        return self._loaded[name]

    def __setitem__(self, name: str, command: click.Command) -> None:
        self._specs.setdefault(name, "")
        self._loaded[name] = command

    def __delitem__(self, name: str) -> None:
        del self._specs[name]
        self._loaded.pop(name, None)

    def __iter__(self) -> Iterator[str]:
        return iter(self._specs)

    def __len__(self) -> int:
        return len(self._specs)

    def __contains__(self, name: object) -> bool:
        return name in self._specs


class Failure(click.ClickException):
    """A library error on its way out: printed as ``Error: ...`` with its own exit code."""

    def __init__(self, message: str, exit_code: int = 1) -> None:
        super().__init__(visible(message))  # it may quote stored text or raw arguments: shown, not obeyed
        self.exit_code = exit_code


class Gate(click.Group):
    """The group that owns the error gate and lists commands in the order they were added."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(self.commands)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta["sessionlog.args"] = list(args)  # to name an argument that turns out not to be UTF-8
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except SessionLogError as e:
            raise Failure(str(e), e.exit_code) from e
        except UnicodeEncodeError as e:  # text with lone surrogates: an argument that was not UTF-8
            raise _not_utf8(ctx, e) from e
        except UnicodeDecodeError as e:  # a damaged file can hold text that is not UTF-8
            env = ctx.find_object(Env)
            where = f"{env.shown}: " if env is not None else ""
            raise Failure(f"{where}the database holds text that is not valid UTF-8 ({e.reason}); "
                          "the file is damaged") from e
        except KeyboardInterrupt:
            raise click.exceptions.Exit(EXIT_INTERRUPTED) from None
        except Exception as e:  # noqa: BLE001 - the gate: never a traceback
            if isinstance(e, OSError) and e.errno == errno.EPIPE:
                closed_pipe()
            if isinstance(e, OSError) and e.strerror:  # the system's reason, naming the file
                where = f"{os.fsdecode(e.filename)}: " if e.filename is not None else ""
                raise Failure(f"{where}{e.strerror}") from e
            raise Failure(f"internal error: {type(e).__name__}: {e}") from e


def echo(message: str, *, err: bool = False) -> None:
    """``click.echo`` of a message that may quote stored text (ids, names, reasons), made visible
    (``render.echo``; here so that a command printing one line does not load rich)."""
    click.echo(visible(message), err=err)


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so flushing what is left at exit cannot fail and print a warning."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):  # no real descriptor (a test capture)
        pass


def _reader_gone() -> bool:
    """Whether stdout is a pipe whose reader has closed it (poll reports POLLERR). A large write into a
    pipe closed halfway returns short instead of failing, so a command can end without ever seeing the
    error; this tells that case apart at exit."""
    try:
        import select
        import stat

        fd = sys.stdout.fileno()
        if not stat.S_ISFIFO(os.fstat(fd).st_mode):
            return False
        poller = select.poll()
        poller.register(fd, select.POLLOUT)
        return any(events & select.POLLERR for _, events in poller.poll(0))
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        return False


def closed_pipe() -> None:
    """The reader of stdout went away (``| head``): stop quietly with ``EXIT_CLOSED_PIPE``."""
    _silence_stdout()
    raise click.exceptions.Exit(EXIT_CLOSED_PIPE)


def _not_utf8(ctx: click.Context, error: UnicodeEncodeError) -> Failure:
    """The error for text that cannot be encoded as UTF-8: the argument it came from, when it did."""
    text = error.object if isinstance(error.object, str) else ""
    bad = text[error.start:error.end]
    for arg in ctx.meta.get("sessionlog.args", []):
        if bad and bad in arg:
            return Failure(f"argument '{arg}' is not valid UTF-8 text (session and entry ids, head "
                           "names, labels, names and queries are UTF-8; only paths may hold other bytes)", EXIT_USAGE)
    return Failure(f"text that is not valid UTF-8 cannot be stored or looked up: '{visible(text)[:200]}'")


class DbTarget(click.ParamType):
    """``--db``: a database file (a path) or a PostgreSQL URL (kept as text: a path would fold its ``//``)."""

    name = "path or url"

    def convert(self, value, param, ctx):
        from sessionlog.connect import is_url

        if isinstance(value, str) and is_url(value):
            return value
        return click.Path(dir_okay=False, path_type=Path).convert(value, param, ctx)


class Env:
    """What every command gets: the database path (or URL) and a store opened on first use."""

    def __init__(self, ctx: click.Context, db: Path | str | None) -> None:
        self.ctx = ctx
        from sessionlog.connect import default_db_path

        self.db: Path | str = db if isinstance(db, str) else Path(db) if db is not None else default_db_path()
        self._store: Store | None = None

    @property
    def shown(self) -> str:
        """The database as messages name it (a URL without its password)."""
        from sessionlog.connect import display_target

        return display_target(self.db)

    @property
    def store(self) -> "Store":
        if self._store is None:
            from sessionlog.connect import open_store

            creating = self.ctx.invoked_subcommand in ("import", "new", "demo", "watch")
            try:
                self._store = open_store(self.db, create=creating)
            except OSError as e:  # e.g. --db /proc/x.db: its folder cannot hold a file
                raise Failure(f"{self.shown}: cannot {'create' if creating else 'open'} the database: "
                              f"{e.strerror or e}") from e
            self.ctx.call_on_close(self._store.close)
        return self._store

    def db_chosen(self) -> bool:
        """Whether ``--db`` was given on the command line (the demo ignores the default and the env)."""
        source = self.ctx.get_parameter_source("db")
        return source is click.core.ParameterSource.COMMANDLINE


pass_env = click.make_pass_decorator(Env)


def complete_session(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[Any]:
    """Shell completion of a SESSION (click's ``shell_complete``): the ids starting with what was typed,
    each with its name, from the database ``--db`` / ``SESSIONLOG_DB`` names; nothing when there is none
    or it cannot be read (completion never prints an error)."""
    from click.shell_completion import CompletionItem

    try:
        from sessionlog.connect import default_db_path, open_store

        db = ctx.find_root().params.get("db") or default_db_path()
        with open_store(db, create=False) as store:
            rows = store.sessions()
    except Exception:  # noqa: BLE001 - a completion that fails offers nothing
        return []
    return [CompletionItem(r.id, help=r.name or r.cwd or None) for r in rows if r.id.startswith(incomplete)]


def session_id(env: Env, ref: str) -> str:
    """A SESSION argument: a full id, a unique prefix of one, or a session's name."""
    from sessionlog.ops.resolve import resolve_session

    return resolve_session(env.store, ref)


def entry_id(env: Env, sid: str, ref: str) -> str:
    """An ENTRY argument or option: a full entry id or a unique prefix of one."""
    from sessionlog.ops.resolve import resolve_entry

    return resolve_entry(env.store, sid, ref)


def entry_ref(value: str | None, env: Env | None = None, sid: str | None = None) -> str | None:
    """An ENTRY option where the literal ``none`` means "the empty head"; with ``env`` and ``sid``, any
    other value is resolved as ``entry_id`` does."""
    if value is None or value == NONE_LITERAL:
        return None
    return entry_id(env, sid, value) if env is not None and sid is not None else value


@click.group(cls=Gate, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--db", type=DbTarget(), envvar="SESSIONLOG_DB",
              show_envvar=True, metavar="PATH|URL",
              help="The sessionlog database: a file (SQLite), or a postgresql:// URL (PostgreSQL; needs "
                   "pip install 'sessionlog[postgres]').  [default: $XDG_DATA_HOME/sessionlog/sessions.db, "
                   "i.e. ~/.local/share/sessionlog/sessions.db]")
@click.version_option(package_name="sessionlog", prog_name="sessionlog")
@click.pass_context
def cli(ctx: click.Context, db: Path | str | None) -> None:
    """sessionlog: an append-only, Pi-compatible session store for LLM agents.

    Every entry an agent appends is kept; heads are named pointers moved by compare-and-swap; the
    view is exactly what the model sees at a leaf. Start with `sessionlog demo`.

    Exit codes: 0 ok, 1 error, 2 usage, 3 conflict (the head moved or an id was reused: retry).
    """
    ctx.obj = Env(ctx, db)


def main() -> None:
    """The console script (``sessionlog``) and ``python -m sessionlog``."""
    try:
        try:
            cli.main(prog_name="sessionlog", windows_expand_args=False)
        finally:
            sys.stdout.flush()  # what is still buffered, while a closed pipe can still be told apart
            if _reader_gone():
                raise BrokenPipeError(errno.EPIPE, "the reader of stdout closed it")
    except BrokenPipeError:
        _silence_stdout()
        sys.exit(EXIT_CLOSED_PIPE)
