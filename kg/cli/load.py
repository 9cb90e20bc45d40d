"""``kg load FILE... --store DIR``: RDF files into the embedded store, all or nothing.

The files are checked against the shapes first, together, as ``kg validate`` checks a file:
a file that does not conform is not loaded (exit 1, the report on stderr), since it could
overwrite what the store holds (an entity's type and label). ``--no-validate`` skips the
check, for fragments that do not conform alone (a corrected title, a label) and for large
trusted loads (the check holds the files in memory, about 1 kB a triple).
"""

from __future__ import annotations

import argparse
import sys

from kg.cli._common import EXIT_NONCONFORMING, fail
from kg.errors import KgError, ValidationError


def add_parser(subparsers) -> None:  # noqa: ANN001
    p = subparsers.add_parser("load", help="load RDF files into the embedded store (all or nothing)")
    p.add_argument("files", nargs="+", metavar="FILE", help=".trig .nq (named graphs), or .ttl .nt .jsonld with --graph")
    p.add_argument("--store", required=True, metavar="DIR", help="store folder (created if absent)")
    p.add_argument("--graph", metavar="IRI", help="named graph for the triples of triples-only files")
    p.add_argument("--no-validate", action="store_true",
                   help="load without checking the files against the shapes (for fragments and trusted files)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.store import load_files
    from kg.validate import check_quads

    try:
        report = load_files(args.store, args.files, graph=args.graph, check=None if args.no_validate else check_quads)
    except ValidationError as exc:
        print(exc.report, file=sys.stderr)
        return EXIT_NONCONFORMING
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
