"""The ``sessionlog`` click group, its store handle and the one error gate.

Rule of this module: commands parse, call the library, render. Nothing below a command catches a
``SessionLogError``; ``Gate.invoke`` turns it into ``Error: <message>`` on stderr and the error's
``exit_code`` (1, or 3 for a retryable conflict). Click usage errors keep click's exit 2; anything
unexpected becomes ``Error: internal error: <type>: <message>`` and exit 1; Ctrl-C exits 130 quietly.
An argument that is not valid UTF-8 where text is needed (a session or entry id, a head name, a label,
a query; paths may hold any bytes) is ``Error: argument ... is not valid UTF-8 text`` and exit 2; an
operating-system error (a database path that cannot be created, a file that cannot be read) is
``Error: <path>: <reason>`` and exit 1. Data goes to stdout, messages to stderr.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import click

from sessionlog.connect import default_db_path, open_store
from sessionlog.core.entries import EMPTY_HEAD
from sessionlog.core.errors import SessionLogError
from sessionlog.store import Store
from sessionlog.core.textsafe import visible

EXIT_INTERRUPTED = 130
EXIT_USAGE = 2
NONE_LITERAL = EMPTY_HEAD  # `--expected-head none`, `--move-to none`: the empty head (never an entry id)


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
            where = f"{env.db}: " if env is not None else ""
            raise Failure(f"{where}the database holds text that is not valid UTF-8 ({e.reason}); "
                          "the file is damaged") from e
        except KeyboardInterrupt:
            raise click.exceptions.Exit(EXIT_INTERRUPTED) from None
        except Exception as e:  # noqa: BLE001 - the gate: never a traceback
            if isinstance(e, OSError) and e.errno == errno.EPIPE:  # click quiets a closed pipe (`| head`)
                raise
            if isinstance(e, OSError) and e.strerror:  # the system's reason, naming the file
                where = f"{os.fsdecode(e.filename)}: " if e.filename is not None else ""
                raise Failure(f"{where}{e.strerror}") from e
            raise Failure(f"internal error: {type(e).__name__}: {e}") from e


def _not_utf8(ctx: click.Context, error: UnicodeEncodeError) -> Failure:
    """The error for text that cannot be encoded as UTF-8: the argument it came from, when it did."""
    text = error.object if isinstance(error.object, str) else ""
    bad = text[error.start:error.end]
    for arg in ctx.meta.get("sessionlog.args", []):
        if bad and bad in arg:
            return Failure(f"argument '{arg}' is not valid UTF-8 text (session and entry ids, head "
                           "names, labels, names and queries are UTF-8; only paths may hold other bytes)", EXIT_USAGE)
    return Failure(f"text that is not valid UTF-8 cannot be stored or looked up: '{visible(text)[:200]}'")


class Env:
    """What every command gets: the database path and a store opened on first use."""

    def __init__(self, ctx: click.Context, db: Path | None) -> None:
        self.ctx = ctx
        self.db = Path(db) if db is not None else default_db_path()
        self._store: Store | None = None

    @property
    def store(self) -> Store:
        if self._store is None:
            creating = self.ctx.invoked_subcommand in ("import", "new", "demo", "watch")
            try:
                self._store = open_store(self.db, create=creating)
            except OSError as e:  # e.g. --db /proc/x.db: its folder cannot hold a file
                raise Failure(f"{self.db}: cannot {'create' if creating else 'open'} the database: "
                              f"{e.strerror or e}") from e
            self.ctx.call_on_close(self._store.close)
        return self._store

    def db_chosen(self) -> bool:
        """Whether ``--db`` was given on the command line (the demo ignores the default and the env)."""
        source = self.ctx.get_parameter_source("db")
        return source is click.core.ParameterSource.COMMANDLINE


pass_env = click.make_pass_decorator(Env)


def session_id(env: Env, ref: str) -> str:
    """A SESSION argument: a full id or a unique prefix."""
    return env.store.resolve_session(ref)


def entry_ref(value: str | None) -> str | None:
    """An ENTRY option where the literal ``none`` means "the empty head"."""
    return None if value is None or value == NONE_LITERAL else value


@click.group(cls=Gate, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), envvar="SESSIONLOG_DB",
              show_envvar=True, metavar="PATH",
              help="The sessionlog database file.  [default: $XDG_DATA_HOME/sessionlog/sessions.db, "
                   "i.e. ~/.local/share/sessionlog/sessions.db]")
@click.version_option(package_name="sessionlog", prog_name="sessionlog")
@click.pass_context
def cli(ctx: click.Context, db: Path | None) -> None:
    """sessionlog: an append-only, Pi-compatible session store for LLM agents.

    Every entry an agent appends is kept; heads are named pointers moved by compare-and-swap; the
    view is exactly what the model sees at a leaf. Start with `sessionlog demo`.

    Exit codes: 0 ok, 1 error, 2 usage, 3 conflict (the head moved or an id was reused: retry).
    """
    ctx.obj = Env(ctx, db)


def main() -> None:
    """The console script (``sessionlog``) and ``python -m sessionlog``."""
    cli.main(prog_name="sessionlog", windows_expand_args=False)
