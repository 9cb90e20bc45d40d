"""``kg validate FILE``: check a graph file against the shapes."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kg.cli._common import EXIT_ERROR, EXIT_NONCONFORMING, EXIT_OK, error, rdflib_format


def add_parser(commands) -> None:  # noqa: ANN001
    v = commands.add_parser("validate", help="check a graph file against the shapes")
    v.add_argument("file")
    v.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from rdflib import Dataset

    from kg.validate import validate_triples

    path = Path(args.file)
    dataset = Dataset()
    try:
        dataset.parse(path, format=rdflib_format(path))
    except Exception as exc:  # rdflib raises many kinds of parse errors
        error(f"validate: {path}: cannot read: {exc}")
        return EXIT_ERROR
    report = validate_triples((s, p, o) for s, p, o, _ in dataset.quads((None, None, None, None)))
    if report.conforms:
        print(f"{path}: conforms", file=sys.stderr)
        return EXIT_OK
    print(report.text)
    print(f"{path}: does not conform ({report.violations} violations)", file=sys.stderr)
    return EXIT_NONCONFORMING
