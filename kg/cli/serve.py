"""``kg serve STORE``: a store folder as a SPARQL 1.1 Protocol endpoint (``--store DIR`` works too)."""

from __future__ import annotations

import argparse

from kg.cli._common import add_graph_argument, fail, graph_source
from kg.errors import KgError


def add_parser(subparsers) -> None:  # noqa: ANN001
    p = subparsers.add_parser("serve", help="serve the store as a SPARQL 1.1 Protocol endpoint")
    add_graph_argument(p)
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1, this machine only)")
    p.add_argument("--port", type=int, default=7878)
    p.add_argument("--writable", action="store_true", help="accept SPARQL updates on /update")
    p.add_argument("--timeout", type=float, default=30.0, metavar="SECONDS", help="per query (default 30)")
    p.add_argument("--limit", type=int, default=10_000, metavar="ROWS", help="rows per result (default 10000)")
    p.add_argument("--memory", type=int, default=4096, metavar="MIB", help="memory per query (default 4096)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.serve import ServeConfig, serve

    try:
        store = graph_source(args, "serve")
    except KgError as exc:
        return fail(exc)
    config = ServeConfig(store_dir=store, host=args.host, port=args.port, writable=args.writable,
                         timeout=args.timeout, limit=args.limit, memory_mb=args.memory)
    try:
        serve(config)
    except KgError as exc:
        return fail(exc)
    except KeyboardInterrupt:
        pass
    return 0
