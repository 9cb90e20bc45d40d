"""The ``kg`` command: one module per command, each a thin wrapper over the library.

Every command module has ``add_parser(subparsers)`` and a ``run(args) -> int``.

Exit codes (every command):
    0  done; for ``validate``, the graph conforms
    1  ``build``/``validate``: the graph does not conform to the shapes (report on stderr);
       ``query``: no result (an empty SELECT, a false ASK); ``push``: some graphs not pushed
    2  an error: bad arguments, unreadable input, a failed write; for ``build``, also when
       any input was skipped (each skip is one line on stderr naming the file and reason)
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from kg._version import __version__
from kg.cli._common import EXIT_ERROR, EXIT_OK, error
from kg.errors import KgError

# In the order ``kg --help`` lists them.
COMMANDS = ("build", "validate", "conflicts", "report", "table", "load", "query", "serve", "push", "export")


def parser() -> argparse.ArgumentParser:
    from importlib import import_module

    top = argparse.ArgumentParser(prog="kg", description="Knowledge graphs from news, with provenance on every claim.")
    top.add_argument("--version", action="version", version=f"kg {__version__}")
    commands = top.add_subparsers(dest="command", required=True)
    for name in COMMANDS:
        import_module(f"kg.cli.{name}").add_parser(commands)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.func(args)
    except KgError as exc:
        error(str(exc))
        return EXIT_ERROR
    except KeyboardInterrupt:
        error("interrupted; nothing written")
        return 130
    except BrokenPipeError:
        # the reader went away (``kg conflicts G | head``): not an error; stop writing quietly
        import os
        import sys

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
