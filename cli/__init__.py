"""The sessionlog command line (installed as ``sessionlog.cli``).

``cli`` is the click group with every command registered, in the order ``--help`` and
``docs/cli.md`` list them; ``main`` is the console script.
"""

from . import (commands_compact, commands_demo, commands_history, commands_io, commands_lineage, commands_persist,
               commands_project, commands_read, commands_rewrite, commands_serve, commands_token, commands_watch,
               commands_write)
from .app import cli, main

COMMANDS = (
    commands_demo.demo,
    commands_io.import_,
    commands_io.export,
    commands_watch.watch,
    commands_read.sessions,
    commands_read.show,
    commands_read.tree,
    commands_read.log,
    commands_read.view,
    commands_history.search,
    commands_history.replay,
    commands_history.diff,
    commands_project.prune,
    commands_write.new,
    commands_write.append,
    commands_write.head,
    commands_write.label,
    commands_compact.compact,
    commands_compact.context_size_command,
    commands_rewrite.truncate,
    commands_persist.fork,
    commands_persist.rotate,
    commands_lineage.lineage,
    commands_read.verify,
    commands_serve.serve,
    commands_token.token,
)
for _command in COMMANDS:
    cli.add_command(_command)

__all__ = ["cli", "main", "COMMANDS"]
