"""The ``kg`` command: thin wrappers over the library.

Exit codes (every command):
    0  done; for ``validate``, the graph conforms
    1  ``build``/``validate``: the graph does not conform to the shapes (report on stderr)
    2  an error: bad arguments, unreadable input, a failed write; for ``build``, also when
       any input was skipped (each skip is one line on stderr naming the file and reason)
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from kg import __version__
from kg.errors import KgError

EXIT_OK, EXIT_NONCONFORMING, EXIT_ERROR = 0, 1, 2


def error(message: str) -> None:
    print(f"kg: {message}", file=sys.stderr)


def run_build(args: argparse.Namespace) -> int:
    from kg.engine import make_engine
    from kg.errors import NoArticlesError, ValidationError
    from kg.pipeline import BuildConfig, BuildResult, stream_build
    from kg.write import format_for, write_quads

    out = Path(args.out) if args.out else None
    if out is None and not args.store:
        error("build: give --out FILE (or --store DIR)")
        return EXIT_ERROR
    if out is not None:
        format_for(out, args.format)  # fail on an unknown format before the long part
    if args.jobs < 1:
        error("build: --jobs must be at least 1")
        return EXIT_ERROR
    from kg.memory import collect_less_often

    collect_less_often()
    started = time.perf_counter()
    bar = None
    if sys.stderr.isatty() and not args.quiet:
        from tqdm import tqdm

        bar = tqdm(unit=" articles", file=sys.stderr)
    config = BuildConfig(base=args.base, resolve=not args.no_resolve, validate=not args.no_validate,
                         batch_size=args.batch_size, aliases=args.aliases)
    result = BuildResult()
    earlier = []
    if out is None:
        from kg.store import read_build_records

        earlier = read_build_records(args.store)
    quads = stream_build(args.paths, config, result, make_engine(args.jobs, args.scheduler, args.shards),
                         progress=bar.update if bar is not None else None, earlier=earlier,
                         keep_records=out is None)
    try:
        if out is not None:
            write_quads(quads, out, args.format)
        else:
            from kg.store import write_build, write_build_records

            write_build(args.store, quads)
            write_build_records(args.store, result.records)
    except ValidationError as exc:
        print(exc.report, file=sys.stderr)
        error("build: the graph does not conform to the shapes; nothing written")
        return EXIT_NONCONFORMING
    except NoArticlesError as exc:
        error(f"build: {exc}")
        return EXIT_ERROR
    finally:
        if bar is not None:
            bar.close()
        for notice in result.notices:
            print(f"kg: note: {notice.source}: {notice.message}", file=sys.stderr)
        for skipped in result.skipped:
            print(f"kg: skipped: {skipped.source}: {skipped.reason}", file=sys.stderr)
    seconds = time.perf_counter() - started
    if not args.quiet:
        print_summary(result, seconds, out or Path(args.store))
    return EXIT_ERROR if result.skipped else EXIT_OK


def print_summary(result, seconds: float, target: Path) -> None:  # noqa: ANN001
    entities = ", ".join(f"{result.entities[k]} {k}" for k in ("Person", "Organization", "Place"))
    claims = ", ".join(f"{result.claims[k]} {k}" for k in ("Statement", "QuantityClaim", "RoleClaim"))
    triples = result.triples
    print(
        f"{result.articles} articles ({len(result.skipped)} skipped) -> {target}\n"
        f"entities: {entities}\n"
        f"claims:   {claims}\n"
        f"triples:  {triples}\n"
        f"seconds:  {seconds:.1f}",
        file=sys.stderr,
    )


def run_validate(args: argparse.Namespace) -> int:
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


def rdflib_format(path: Path) -> str:
    return {".ttl": "turtle", ".trig": "trig", ".nq": "nquads", ".nt": "nt", ".jsonld": "json-ld"}.get(
        path.suffix.lower(), "turtle"
    )


def parser() -> argparse.ArgumentParser:
    from kg.vocab import DEFAULT_BASE

    top = argparse.ArgumentParser(prog="kg", description="Knowledge graphs from news, with provenance on every claim.")
    top.add_argument("--version", action="version", version=f"kg {__version__}")
    commands = top.add_subparsers(dest="command", required=True)

    b = commands.add_parser("build", help="build a graph from articles")
    b.add_argument("paths", nargs="+", metavar="PATH", help="files or folders (.txt .md .html .json .jsonl)")
    b.add_argument("--out", help="output file; the format follows the suffix (.ttl .trig .nq .nt .jsonld)")
    b.add_argument("--format", help="output format, overriding the suffix")
    b.add_argument("--store", help="write into an embedded Oxigraph store in this folder")
    b.add_argument("--base", default=DEFAULT_BASE, help="base of instance IRIs (default %(default)s)")
    b.add_argument("--aliases", metavar="FILE", help="TSV or Turtle names added to the shipped alias table")
    b.add_argument("--no-resolve", action="store_true", help="one entity node per article: no merging across articles")
    b.add_argument("--no-validate", action="store_true", help="skip SHACL validation (not recommended)")
    b.add_argument("--jobs", type=int, default=1, help="worker processes for NLP and extraction (default 1)")
    b.add_argument("--scheduler", help="run the per-article step on Dask: 'local' or tcp://host:8786")
    b.add_argument("--shards", help="with --scheduler: folder for the workers' shard files (shared by all hosts)")
    b.add_argument("--batch-size", type=int, default=32, help="articles per nlp.pipe batch (default 32)")
    b.add_argument("-q", "--quiet", action="store_true", help="no progress bar or summary")
    b.set_defaults(func=run_build)

    v = commands.add_parser("validate", help="check a graph file against the shapes")
    v.add_argument("file")
    v.set_defaults(func=run_validate)

    from kg.cli_compare import add_compare_commands
    from kg.cli_report import add_report_commands

    add_compare_commands(commands)
    add_report_commands(commands)
    try:
        from kg.cli_store import add_store_commands
    except ImportError:
        pass
    else:
        add_store_commands(commands)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.func(args)
    except KgError as exc:
        error(str(exc))
        return EXIT_ERROR
    except KeyboardInterrupt:
        error("interrupted; nothing written")
        return 130


if __name__ == "__main__":
    sys.exit(main())
