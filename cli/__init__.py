"""The sessionlog command line (installed as ``sessionlog.cli``).

``cli`` is the click group with every command registered, in the order ``--help`` and
``docs/cli.md`` list them; ``main`` is the console script.

Commands are registered by name and loaded on first use (``app.LazyCommands``): ``sessionlog append``
imports the append command's module and what it needs, never rich's tables, the projection pipeline or
the HTTP service (the speed target in docs/benchmarks.md). ``--help``, shell completion and
``tools/gen_docs.py`` load every command.
"""

from .app import LazyCommands, cli, main

COMMAND_SPECS = (
    ("demo", "commands_demo:demo"),
    ("import", "commands_io:import_"),
    ("export", "commands_io:export"),
    ("watch", "commands_watch:watch"),
    ("sessions", "commands_read:sessions"),
    ("show", "commands_read:show"),
    ("tree", "commands_read:tree"),
    ("log", "commands_read:log"),
    ("view", "commands_read:view"),
    ("search", "commands_history:search"),
    ("replay", "commands_history:replay"),
    ("diff", "commands_history:diff"),
    ("prune", "commands_project:prune"),
    ("new", "commands_write:new"),
    ("append", "commands_write:append"),
    ("head", "commands_write:head"),
    ("label", "commands_write:label"),
    ("compact", "commands_compact:compact"),
    ("context-size", "commands_compact:context_size_command"),
    ("truncate", "commands_rewrite:truncate"),
    ("fork", "commands_persist:fork"),
    ("rotate", "commands_persist:rotate"),
    ("lineage", "commands_lineage:lineage"),
    ("copy", "commands_copy:copy"),
    ("setup", "commands_setup:setup"),
    ("verify", "commands_read:verify"),
    ("serve", "commands_serve:serve"),
    ("token", "commands_token:token"),
)
cli.commands = LazyCommands(__name__, dict(COMMAND_SPECS))


def __getattr__(name: str):
    if name == "COMMANDS":  # every command object, in order (loads them all)
        return tuple(cli.commands[n] for n, _ in COMMAND_SPECS)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["cli", "main", "COMMANDS", "COMMAND_SPECS"]
