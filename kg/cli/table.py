"""``kg table GRAPH KIND --out FILE``: one table of a graph as CSV or Parquet, for pandas."""

from __future__ import annotations

import argparse
import sys

from kg.cli._common import add_graph_argument, fail, graph_source
from kg.errors import KgError


def add_parser(subparsers) -> None:  # noqa: ANN001
    from kg.table import KINDS

    p = subparsers.add_parser("table", help="a flat table of statements, numbers, entities, roles or conflicts (CSV, Parquet)",
                              description="One row per claim (or entity, or conflicting pair), with its article, "
                                          "evidence and provenance; columns in docs/tables.md.")
    add_graph_argument(p)
    p.add_argument("kind", choices=KINDS, metavar="KIND", help=" | ".join(KINDS))
    p.add_argument("--out", required=True, metavar="FILE", help=".csv or .parquet")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.table import table, write_table

    try:
        source = graph_source(args, "table")
        frame = table(source, args.kind)
        write_table(frame, args.out)
    except KgError as exc:
        return fail(exc)
    print(f"{len(frame)} {args.kind} rows, {len(frame.columns)} columns -> {args.out}", file=sys.stderr)
    return 0
