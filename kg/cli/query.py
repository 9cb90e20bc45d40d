"""``kg query QUERY --store DIR``: a SPARQL query over the union of the store's graphs."""

from __future__ import annotations

import argparse
import sys

from kg.cli._common import fail
from kg.errors import KgError

DEFAULT_TIMEOUT = 60.0


def add_parser(subparsers) -> None:  # noqa: ANN001
    p = subparsers.add_parser("query", help="run a SPARQL query over the union of the store's graphs")
    p.add_argument("query", help="a .rq file, the query text, or - for standard input")
    p.add_argument("--store", required=True, metavar="DIR")
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
        text, source = read_query(args.query)
        prefixes = query_prefixes(text)
        bindings = dict(parse_binding(b, prefixes) for b in args.bind)
        fmt = args.format or ("table" if sys.stdout.isatty() else "csv")
        graph_fmt = args.format if args.format in ("ttl", "nt", "jsonld", "xml") else "ttl"
        output = run_sparql(args.store, text, source=source, bindings=bindings, fmt=fmt, graph_fmt=graph_fmt,
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
