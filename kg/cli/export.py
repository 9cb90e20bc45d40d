"""``kg export --store DIR --out FILE``: the store to a file, streaming."""

from __future__ import annotations

import argparse
import os
import sys

from kg.cli._common import fail
from kg.errors import KgError


def add_parser(subparsers) -> None:  # noqa: ANN001
    p = subparsers.add_parser("export", help="write the store to a file, streaming")
    p.add_argument("--store", required=True, metavar="DIR")
    p.add_argument("--out", required=True, metavar="FILE", help=".trig .nq .jsonld (datasets) or .ttl .nt (union)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.store import export, open_store

    try:
        store = open_store(args.store, read_only=True)
        export(store, args.out)
    except KgError as exc:
        return fail(exc)
    print(f"exported {args.store} to {args.out} ({os.path.getsize(args.out)} bytes)", file=sys.stderr)
    return 0
