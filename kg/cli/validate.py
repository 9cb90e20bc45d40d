"""``kg validate GRAPH``: check a graph file or store folder against the shapes."""

from __future__ import annotations

import argparse
import sys

from kg.cli._common import EXIT_NONCONFORMING, EXIT_OK, add_graph_argument, graph_source


def add_parser(commands) -> None:  # noqa: ANN001
    v = commands.add_parser("validate", help="check a graph (a file or a store folder) against the shapes")
    add_graph_argument(v)
    v.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.validate import validate_source

    source = graph_source(args, "validate")
    report = validate_source(source)
    if report.conforms:
        print(f"{source}: conforms", file=sys.stderr)
        return EXIT_OK
    print(report.text)
    print(f"{source}: does not conform ({report.violations} violations)", file=sys.stderr)
    return EXIT_NONCONFORMING
