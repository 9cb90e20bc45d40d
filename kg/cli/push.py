"""``kg push``: named graphs to a SPARQL store over the Graph Store Protocol."""

from __future__ import annotations

import argparse
import sys

from kg.cli._common import GRAPH_HELP, fail
from kg.errors import KgError


def add_parser(subparsers) -> None:  # noqa: ANN001
    p = subparsers.add_parser("push", help="push named graphs to a SPARQL store (Graph Store Protocol)")
    p.add_argument("graphs", nargs="*", metavar="GRAPH", help=GRAPH_HELP + " (.trig/.nq files keep their named graphs)")
    p.add_argument("--store", metavar="DIR", help="push every named graph of this store")
    p.add_argument("--file", action="append", default=[], metavar="FILE", help="push the graphs of these .trig/.nq files")
    p.add_argument("--endpoint", required=True, metavar="URL",
                   help="Graph Store URL, e.g. http://127.0.0.1:7878/store or .../sparql-graph-crud-auth")
    p.add_argument("--user", help="user name (password from KG_PUSH_PASSWORD or --password)")
    p.add_argument("--password")
    p.add_argument("--auth", choices=["basic", "digest"], default="basic", help="Virtuoso wants digest")
    p.add_argument("--retries", type=int, default=4, help="extra attempts for transient failures (default 4)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.graphs import is_store_folder
    from kg.push import graphs_from_files, graphs_from_store, make_auth, push_graphs

    named = [*args.graphs, *([args.store] if args.store else []), *args.file]
    stores = [g for g in named if is_store_folder(g)]
    try:
        if not named:
            raise KgError("push: name what to push: a store folder or .trig/.nq files (or --store DIR, --file FILE)")
        if stores and len(named) > 1:
            raise KgError("push: push one store, or files, at a time")
        graphs = graphs_from_store(stores[0]) if stores else graphs_from_files(named)
        auth = make_auth(args.user, args.password, args.auth)
        report = push_graphs(args.endpoint, graphs, auth=auth, retries=args.retries)
    except KgError as exc:
        return fail(exc)
    print(report.summary(), file=sys.stderr)
    if not report.failed and not report.not_attempted:
        return 0
    return 1 if report.pushed else 2
