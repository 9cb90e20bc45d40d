"""What the commands share: exit codes, error lines, naming the graph a command reads."""

from __future__ import annotations

import re
import sys

EXIT_OK, EXIT_NONCONFORMING, EXIT_ERROR = 0, 1, 2


# Characters that would let a file name forge or hide a line of kg's output: control
# characters (newline, carriage return, escape), Unicode line separators, bidi overrides.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def one_line(text: str) -> str:
    """``text`` on one line: each control or bidi character written as an escape (\\n, \\x1b, \\u202e)."""
    def escaped(match: re.Match[str]) -> str:
        return match.group().encode("unicode_escape").decode("ascii")

    return _UNPRINTABLE.sub(escaped, text)


def error(message: str) -> None:
    print(f"kg: {one_line(message)}", file=sys.stderr)


def fail(exc: Exception) -> int:
    """Print a library error on stderr; the exit code of an error."""
    print(f"kg: error: {one_line(str(exc))}", file=sys.stderr)
    return EXIT_ERROR


GRAPH_HELP = "a graph: a file kg wrote (.trig .nq .ttl .nt .jsonld) or a store folder"


def add_graph_argument(parser) -> None:  # noqa: ANN001
    """The graph a command reads, named one way everywhere: positionally (a file or a
    store folder), or with ``--store DIR`` as before (``graph_source`` checks one is given)."""
    parser.add_argument("graph", nargs="?", metavar="GRAPH", help=GRAPH_HELP)
    parser.add_argument("--store", metavar="DIR", help="a store folder (the same as giving it as GRAPH)")


def graph_source(args, command: str) -> str:  # noqa: ANN001
    """The one graph the arguments name.

    Raises:
        KgError: none or two given.
    """
    from kg.errors import KgError

    given = [g for g in (getattr(args, "graph", None), getattr(args, "store", None)) if g]
    if not given:
        raise KgError(f"{command}: name a graph: a file kg wrote or a store folder (or --store DIR)")
    if len(given) > 1 and given[0] != given[1]:
        raise KgError(f"{command}: two graphs named ({given[0]} and --store {given[1]}); give one")
    return given[0]
