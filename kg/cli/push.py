"""``kg push``: named graphs to a SPARQL store over the Graph Store Protocol."""

from __future__ import annotations

import argparse
import os
import sys

from kg.cli._common import GRAPH_HELP, error, fail
from kg.errors import KgError


def add_parser(subparsers) -> None:  # noqa: ANN001
    from kg.push import ATTEMPT_TIMEOUT, CONNECT_TIMEOUT, READ_TIMEOUT

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
    p.add_argument("--connect-timeout", type=float, default=CONNECT_TIMEOUT, metavar="S",
                   help="seconds to open a connection (default %(default)g)")
    p.add_argument("--read-timeout", type=float, default=READ_TIMEOUT, metavar="S",
                   help="seconds without a byte of the answer (default %(default)g)")
    p.add_argument("--attempt-timeout", type=float, default=ATTEMPT_TIMEOUT, metavar="S",
                   help="seconds for one request as a whole, however the server trickles (default %(default)g)")
    p.add_argument("--deadline", type=float, default=3600.0, metavar="S",
                   help="seconds for the whole push; what is not sent by then is listed (default %(default)g; 0: none)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.graphs import is_store_folder
    from kg.push import PushInterrupted, Redactor, graphs_from_files, graphs_from_store, make_auth, push_graphs

    password = args.password if args.password is not None else os.environ.get("KG_PUSH_PASSWORD")
    redactor = Redactor(args.endpoint, password, args.user)
    named = [*args.graphs, *([args.store] if args.store else []), *args.file]
    stores = [g for g in named if is_store_folder(g)]
    try:
        if not named:
            raise KgError("push: name what to push: a store folder or .trig/.nq files (or --store DIR, --file FILE)")
        if stores and len(named) > 1:
            raise KgError("push: push one store, or files, at a time")
        graphs = graphs_from_store(stores[0]) if stores else graphs_from_files(named)
        auth = make_auth(args.user, password, args.auth)
        report = push_graphs(args.endpoint, graphs, auth=auth, retries=args.retries,
                             connect_timeout=args.connect_timeout, read_timeout=args.read_timeout,
                             attempt_timeout=args.attempt_timeout, deadline=args.deadline or None,
                             progress=lambda message: error(f"push: {message}"), redactor=redactor)
    except PushInterrupted as interrupted:
        print(interrupted.report.summary(list_pushed=True), file=sys.stderr)
        error("push interrupted: the graphs above marked PUSHED were stored")
        return 130
    except KgError as exc:
        return fail(KgError(redactor(str(exc))))
    print(report.summary(), file=sys.stderr)
    if not report.failed and not report.not_attempted:
        return 0
    return 1 if report.pushed else 2
