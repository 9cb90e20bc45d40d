"""The store commands of the kg CLI: load, query, serve, push, export.

``kg.cli`` calls ``add_store_commands(subparsers)``; each command's ``run_*`` returns the
exit code: 0 ok, 1 no result (an empty SELECT, a false ASK, a graph not pushed),
2 error (a ``KgError``, printed on stderr). ``python -m kg.cli_store`` runs them alone.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from kg.errors import KgError

DEFAULT_TIMEOUT = 60.0


def add_store_commands(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add ``load``, ``query``, ``serve``, ``push`` and ``export`` to a kg parser."""
    p = subparsers.add_parser("load", help="load RDF files into the embedded store (all or nothing)")
    p.add_argument("files", nargs="+", metavar="FILE", help=".trig .nq (named graphs), or .ttl .nt .jsonld with --graph")
    p.add_argument("--store", required=True, metavar="DIR", help="store folder (created if absent)")
    p.add_argument("--graph", metavar="IRI", help="named graph for the triples of triples-only files")
    p.set_defaults(func=run_load)

    p = subparsers.add_parser("query", help="run a SPARQL query over the union of the store's graphs")
    p.add_argument("query", help="a .rq file, the query text, or - for standard input")
    p.add_argument("--store", required=True, metavar="DIR")
    p.add_argument("--bind", action="append", default=[], metavar="NAME=VALUE",
                   help="a value for ?NAME: <iri>, prefix:name, \"text\"@en, 42, true, or plain text")
    p.add_argument("--format", choices=["table", "csv", "tsv", "json", "xml", "ttl", "nt", "jsonld"],
                   help="default: table on a terminal, csv otherwise (ttl for CONSTRUCT)")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS", help="0 for none (default 60)")
    p.add_argument("--limit", type=int, metavar="N", help="stop after N rows")
    p.set_defaults(func=run_query)

    p = subparsers.add_parser("serve", help="serve the store as a SPARQL 1.1 Protocol endpoint")
    p.add_argument("--store", required=True, metavar="DIR")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1, this machine only)")
    p.add_argument("--port", type=int, default=7878)
    p.add_argument("--writable", action="store_true", help="accept SPARQL updates on /update")
    p.add_argument("--timeout", type=float, default=30.0, metavar="SECONDS", help="per query (default 30)")
    p.add_argument("--limit", type=int, default=10_000, metavar="ROWS", help="rows per result (default 10000)")
    p.add_argument("--memory", type=int, default=4096, metavar="MIB", help="memory per query (default 4096)")
    p.set_defaults(func=run_serve)

    p = subparsers.add_parser("push", help="push named graphs to a SPARQL store (Graph Store Protocol)")
    source = p.add_mutually_exclusive_group(required=True)
    source.add_argument("--store", metavar="DIR", help="push every named graph of this store")
    source.add_argument("--file", action="append", metavar="FILE", help="push the graphs of these .trig/.nq files")
    p.add_argument("--endpoint", required=True, metavar="URL",
                   help="Graph Store URL, e.g. http://127.0.0.1:7878/store or .../sparql-graph-crud-auth")
    p.add_argument("--user", help="user name (password from KG_PUSH_PASSWORD or --password)")
    p.add_argument("--password")
    p.add_argument("--auth", choices=["basic", "digest"], default="basic", help="Virtuoso wants digest")
    p.add_argument("--retries", type=int, default=4, help="extra attempts for transient failures (default 4)")
    p.set_defaults(func=run_push)

    p = subparsers.add_parser("export", help="write the store to a file, streaming")
    p.add_argument("--store", required=True, metavar="DIR")
    p.add_argument("--out", required=True, metavar="FILE", help=".trig .nq .jsonld (datasets) or .ttl .nt (union)")
    p.set_defaults(func=run_export)


def _fail(exc: KgError) -> int:
    print(f"kg: error: {exc}", file=sys.stderr)
    return 2


def run_load(args: argparse.Namespace) -> int:
    from kg.store import load_files

    try:
        report = load_files(args.store, args.files, graph=args.graph)
    except KgError as exc:
        return _fail(exc)
    print(
        f"loaded {report.quads_written} quads from {len(args.files)} file(s) into {args.store} in "
        f"{report.seconds:.1f} s: {report.graphs_replaced} article graphs replaced, "
        f"{report.subjects_replaced} subjects replaced in shared graphs; "
        f"store {report.quads_before} -> {report.quads_after} quads",
        file=sys.stderr,
    )
    return 0


def run_query(args: argparse.Namespace) -> int:
    from kg.sparql import format_table, parse_binding, query_prefixes, read_query, run_query as run

    try:
        text, source = read_query(args.query)
        prefixes = query_prefixes(text)
        bindings = dict(parse_binding(b, prefixes) for b in args.bind)
        fmt = args.format or ("table" if sys.stdout.isatty() else "csv")
        graph_fmt = args.format if args.format in ("ttl", "nt", "jsonld", "xml") else "ttl"
        output = run(args.store, text, source=source, bindings=bindings, fmt=fmt, graph_fmt=graph_fmt,
                     timeout=args.timeout or None, limit=args.limit)
    except KgError as exc:
        return _fail(exc)
    if fmt == "table":
        sys.stdout.write(format_table(output))
    else:
        sys.stdout.buffer.write(output.data)
    sys.stdout.flush()
    if output.truncated:
        print(f"kg: results cut at --limit {args.limit}", file=sys.stderr)
    return 0 if output.count else 1


def run_serve(args: argparse.Namespace) -> int:
    from kg.serve import ServeConfig, serve

    config = ServeConfig(store_dir=args.store, host=args.host, port=args.port, writable=args.writable,
                         timeout=args.timeout, limit=args.limit, memory_mb=args.memory)
    try:
        serve(config)
    except KgError as exc:
        return _fail(exc)
    except KeyboardInterrupt:
        pass
    return 0


def run_push(args: argparse.Namespace) -> int:
    from kg.push import graphs_from_files, graphs_from_store, make_auth, push_graphs

    try:
        graphs = graphs_from_store(args.store) if args.store else graphs_from_files(args.file)
        auth = make_auth(args.user, args.password, args.auth)
        report = push_graphs(args.endpoint, graphs, auth=auth, retries=args.retries)
    except KgError as exc:
        return _fail(exc)
    print(report.summary(), file=sys.stderr)
    if not report.failed and not report.not_attempted:
        return 0
    return 1 if report.pushed else 2


def run_export(args: argparse.Namespace) -> int:
    from kg.store import export, open_store

    try:
        store = open_store(args.store, read_only=True)
        export(store, args.out)
    except KgError as exc:
        return _fail(exc)
    print(f"exported {args.store} to {args.out} ({os.path.getsize(args.out)} bytes)", file=sys.stderr)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kg", description="kg store commands")
    add_store_commands(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
