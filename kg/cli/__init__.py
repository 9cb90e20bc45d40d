"""The ``kg`` command: one module per command, each a thin wrapper over the library.

Every command module has ``add_parser(subparsers)`` and a ``run(args) -> int``.

Exit codes (every command):
    0  done; for ``validate``, the graph conforms
    1  ``build``/``validate``/``load``: the graph does not conform to the shapes (report on stderr);
       ``query``: no result (an empty SELECT, a false ASK); ``push``: some graphs not pushed
    2  an error: bad arguments, unreadable input, a failed write; for ``build``, also when
       any input was skipped (each skip is one line on stderr naming the file and reason);
       an error kg did not foresee is one line too (``KG_DEBUG=1`` shows the traceback)
  130  interrupted (Ctrl-C); 143 terminated (SIGTERM): partial outputs are removed first
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from kg._version import __version__
from kg.cli._common import EXIT_ERROR, EXIT_OK, error
from kg.errors import KgError, Terminated
from kg.termination import terminate_as_exit

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
        with terminate_as_exit():
            return args.func(args)
    except KgError as exc:
        error(str(exc))
        return EXIT_ERROR
    except KeyboardInterrupt:
        error("interrupted; nothing written")
        return 130
    except Terminated:
        error("terminated (SIGTERM); nothing written")
        return 143
    except BrokenPipeError:
        # the reader went away (``kg conflicts G | head``): not an error; stop writing quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except Exception as exc:  # noqa: BLE001  (a bug: one line, not a traceback, unless asked for)
        if os.environ.get("KG_DEBUG"):
            raise
        from kg.ingest import unexpected

        error(f"{args.command}: {unexpected(exc)}; KG_DEBUG=1 shows the traceback")
        return EXIT_ERROR
