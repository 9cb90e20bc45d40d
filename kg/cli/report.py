"""The ``kg report`` command: a graph file or store folder as one self-contained HTML page.

Exit codes follow kg.cli:
0 the page was written (also when the graph does not conform to the shapes: the page shows
the verdict, and a note says so on stderr), 2 an error (unreadable input, failed write).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from kg.cli._common import EXIT_OK, add_graph_argument, graph_source


def run(args: argparse.Namespace) -> int:
    from kg.report import write_report

    started = time.perf_counter()
    report = write_report(graph_source(args, "report"), args.out, validate=not args.no_validate)
    if not args.quiet:
        size = Path(args.out).stat().st_size if Path(args.out).is_file() else None  # not for a device or FIFO
        verdict = ("not checked" if report.validation is None
                   else "conforms" if report.validation.conforms
                   else f"does not conform ({report.validation.violations} violations)")
        print(
            f"{len(report.articles)} articles, {len(report.entities)} entities, {len(report.claims)} claims, "
            f"{len(report.disagreeing)} charted measures -> {args.out}{f' ({size:,} bytes)' if size is not None else ''}\n"
            f"shapes:  {verdict}\n"
            f"seconds: {time.perf_counter() - started:.1f}",
            file=sys.stderr,
        )
    elif report.validation is not None and not report.validation.conforms:
        print(f"kg: note: the graph does not conform to the shapes ({report.validation.violations} violations); "
              "the page shows the report", file=sys.stderr)
    return EXIT_OK


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    r = subparsers.add_parser(
        "report",
        help="one self-contained HTML page of a graph, for reading without SPARQL",
        description="Write one HTML page (no outside requests when opened) showing the articles, the "
                    "people, organisations and places, the numbers that disagree and the evidence.",
    )
    add_graph_argument(r)
    r.add_argument("--out", required=True, help="the HTML file to write")
    r.add_argument("--no-validate", action="store_true", help="leave out the SHACL verdict (faster on large graphs)")
    r.add_argument("-q", "--quiet", action="store_true", help="no summary on stderr")
    r.set_defaults(func=run)
