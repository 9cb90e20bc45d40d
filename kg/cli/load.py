"""``kg load FILE... --store DIR``: RDF files into the embedded store, all or nothing."""

from __future__ import annotations

import argparse
import sys

from kg.cli._common import fail
from kg.errors import KgError


def add_parser(subparsers) -> None:  # noqa: ANN001
    p = subparsers.add_parser("load", help="load RDF files into the embedded store (all or nothing)")
    p.add_argument("files", nargs="+", metavar="FILE", help=".trig .nq (named graphs), or .ttl .nt .jsonld with --graph")
    p.add_argument("--store", required=True, metavar="DIR", help="store folder (created if absent)")
    p.add_argument("--graph", metavar="IRI", help="named graph for the triples of triples-only files")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.store import load_files

    try:
        report = load_files(args.store, args.files, graph=args.graph)
    except KgError as exc:
        return fail(exc)
    print(
        f"loaded {report.quads_written} quads from {len(args.files)} file(s) into {args.store} in "
        f"{report.seconds:.1f} s: {report.graphs_replaced} article graphs replaced, "
        f"{report.subjects_replaced} subjects replaced in shared graphs; "
        f"store {report.quads_before} -> {report.quads_after} quads",
        file=sys.stderr,
    )
    return 0
