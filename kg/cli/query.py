"""``kg query GRAPH QUERY``: a SPARQL query over the union of a graph's named graphs.

GRAPH is a file kg wrote or a store folder; ``kg query QUERY --store DIR`` works as before,
and so does the query first (``kg query QUERY GRAPH``): a graph is a folder or a file with
an RDF suffix, a query is text, ``-`` or a ``.rq`` file.
"""

from __future__ import annotations

import argparse
import sys

from kg.cli._common import GRAPH_HELP, fail
from kg.errors import KgError

DEFAULT_TIMEOUT = 60.0


def add_parser(subparsers) -> None:  # noqa: ANN001
    p = subparsers.add_parser("query", help="run a SPARQL query over a graph (a file or a store folder)")
    p.add_argument("first", metavar="GRAPH", help=GRAPH_HELP)
    p.add_argument("second", nargs="?", metavar="QUERY", help="a .rq file, the query text, or - for standard input")
    p.add_argument("--store", metavar="DIR", help="a store folder (the same as giving it as GRAPH)")
    p.add_argument("--bind", action="append", default=[], metavar="NAME=VALUE",
                   help="a value for ?NAME: <iri>, prefix:name, \"text\"@en, 42, true, or plain text")
    p.add_argument("--format", choices=["table", "csv", "tsv", "json", "xml", "ttl", "nt", "jsonld"],
                   help="default: table on a terminal, csv otherwise (ttl for CONSTRUCT)")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS", help="0 for none (default 60)")
    p.add_argument("--limit", type=int, metavar="N", help="stop after N rows")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.sparql import format_table, parse_binding, query_prefixes, read_query, run_query as run_sparql

    try:
        graph, query = graph_and_query(args)
        text, source = read_query(query)
        prefixes = query_prefixes(text)
        bindings = dict(parse_binding(b, prefixes) for b in args.bind)
        fmt = args.format or ("table" if sys.stdout.isatty() else "csv")
        graph_fmt = args.format if args.format in ("ttl", "nt", "jsonld", "xml") else "ttl"
        output = run_sparql(graph, text, source=source, bindings=bindings, fmt=fmt, graph_fmt=graph_fmt,
                     timeout=args.timeout or None, limit=args.limit)
    except KgError as exc:
        return fail(exc)
    if fmt == "table":
        sys.stdout.write(format_table(output))
    else:
        sys.stdout.buffer.write(output.data)
    sys.stdout.flush()
    if output.truncated:
        print(f"kg: results cut at --limit {args.limit}", file=sys.stderr)
    return 0 if output.count else 1


def looks_like_graph(arg: str) -> bool:
    from pathlib import Path

    from kg.store import RDF_FORMATS

    path = Path(arg)
    return path.is_dir() or (path.suffix.lower() in RDF_FORMATS and "{" not in arg)


def graph_and_query(args: argparse.Namespace) -> tuple[str, str]:
    """(graph, query) from ``GRAPH QUERY``, ``QUERY GRAPH`` or ``QUERY --store DIR``."""
    if args.second is None:
        if not args.store:
            raise KgError("query: give a graph and a query: kg query GRAPH QUERY (GRAPH: a file kg wrote or a store folder)")
        return args.store, args.first
    if args.store:
        raise KgError("query: two graphs named (a GRAPH and --store); give one")
    if looks_like_graph(args.second) and not looks_like_graph(args.first):
        return args.second, args.first
    return args.first, args.second
