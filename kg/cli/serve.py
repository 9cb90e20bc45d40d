"""``kg serve STORE``: a store folder as a SPARQL 1.1 Protocol endpoint with a query page (``--store DIR`` works too)."""

from __future__ import annotations

import argparse
import os
import secrets
from pathlib import Path

from kg.cli._common import add_graph_argument, fail, graph_source
from kg.errors import KgError

TOKEN_ENV = "KG_SERVE_TOKEN"
TOKEN_MIN_LENGTH = 16


def add_parser(subparsers) -> None:  # noqa: ANN001
    p = subparsers.add_parser("serve", help="serve the store as a SPARQL 1.1 Protocol endpoint, with a query page")
    add_graph_argument(p)
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1, this machine only)")
    p.add_argument("--port", type=int, default=7878, help="default 7878; 0 picks a free port (the banner says which)")
    p.add_argument("--writable", action="store_true",
                   help=f"accept SPARQL updates on /update; each needs the token (printed at start, or ${TOKEN_ENV})")
    p.add_argument("--timeout", type=float, default=30.0, metavar="SECONDS", help="per query (default 30)")
    p.add_argument("--limit", type=int, default=10_000, metavar="ROWS", help="rows per result (default 10000)")
    p.add_argument("--memory", type=_memory, default=4096, metavar="MIB",
                   help="memory a query may use on top of what its process needs to open the store "
                        "(default 4096, at least 16)")
    p.add_argument("--allow-host", action="append", default=[], metavar="NAME",
                   help="also answer requests addressed to this host name (repeatable; guards against DNS rebinding)")
    p.add_argument("--allow-service", action="append", default=[], metavar="IRI",
                   help="let SERVICE (and LOAD) fetch from this endpoint IRI (repeatable; none by default)")
    p.set_defaults(func=run)


def _memory(text: str) -> int:
    from kg.serve import MEMORY_FLOOR_MB

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of MiB, got {text!r}") from None
    if value < MEMORY_FLOOR_MB:
        raise argparse.ArgumentTypeError(f"at least {MEMORY_FLOOR_MB} MiB (it comes on top of what the store needs)")
    return value


def run(args: argparse.Namespace) -> int:
    from kg.serve import ServeConfig, serve

    try:
        store = graph_source(args, "serve")
        if Path(store).is_file():
            # kg serve needs a store (it serves a folder many readers share, not a file read into memory)
            raise KgError(f"serve: {store} is a graph file, and kg serve serves a store folder: load the file into "
                          f"one first (kg load {store} --store DIR), then kg serve DIR")
        token = _token(args.writable)
        config = ServeConfig(store_dir=store, host=args.host, port=args.port, writable=args.writable,
                             timeout=args.timeout, limit=args.limit, memory_mb=args.memory,
                             allowed_hosts=tuple(args.allow_host), allowed_services=tuple(args.allow_service),
                             token=token)
        serve(config)
    except KgError as exc:
        return fail(exc)
    except KeyboardInterrupt:
        pass
    return 0


def _token(writable: bool) -> str | None:
    from kg.errors import ServeError

    if not writable:
        return None
    given = os.environ.get(TOKEN_ENV)
    if given is None:
        return secrets.token_urlsafe(24)
    if len(given) < TOKEN_MIN_LENGTH or any(c.isspace() for c in given):
        raise ServeError(f"${TOKEN_ENV} must be at least {TOKEN_MIN_LENGTH} characters without spaces "
                         "(or unset it, and kg serve makes one)")
    return given
