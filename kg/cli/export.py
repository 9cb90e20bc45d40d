"""``kg export GRAPH --out FILE``: a store (or a graph file) to a file, streaming from a store."""

from __future__ import annotations

import argparse
import os
import sys

from kg.cli._common import add_graph_argument, fail, graph_source
from kg.errors import KgError


def add_parser(subparsers) -> None:  # noqa: ANN001
    p = subparsers.add_parser("export", help="write a store (or a graph file) to a file in another format")
    add_graph_argument(p)
    p.add_argument("--out", required=True, metavar="FILE", help=".trig .nq .jsonld (datasets) or .ttl .nt (union)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.graphs import open_graph
    from kg.store import export

    try:
        source = graph_source(args, "export")
        export(open_graph(source), args.out)
    except KgError as exc:
        return fail(exc)
    print(f"exported {source} to {args.out} ({os.path.getsize(args.out)} bytes)", file=sys.stderr)
    return 0
