"""``kg build PATH... --out FILE``: articles in, a validated graph out (or into a store)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from kg.cli._common import EXIT_ERROR, EXIT_NONCONFORMING, EXIT_OK, error, one_line


def add_parser(commands) -> None:  # noqa: ANN001
    from kg.vocab import DEFAULT_BASE

    b = commands.add_parser("build", help="build a graph from articles")
    b.add_argument("paths", nargs="+", metavar="PATH",
                   help="files, folders or URLs: .txt .md .html .json .jsonl .csv, feeds (.rss .atom .xml), web pages")
    b.add_argument("--out", help="output file; the format follows the suffix (.ttl .trig .nq .nt .jsonld)")
    b.add_argument("--format", help="output format, overriding the suffix")
    b.add_argument("--store", help="write into an embedded Oxigraph store in this folder")
    b.add_argument("--base", default=DEFAULT_BASE, help="base of instance IRIs (default %(default)s)")
    b.add_argument("--model", metavar="NAME_OR_PATH",
                   help="an installed spaCy English pipeline (en_core_web_md, _lg, _trf) or its folder; "
                        "default: the pinned en_core_web_sm")
    b.add_argument("--text-column", metavar="NAME", help="the column of a CSV input holding the text (default: text)")
    b.add_argument("--column", action="append", metavar="FIELD=NAME",
                   help="the CSV column of a metadata field: title, url, published, publisher (default: the field's name)")
    b.add_argument("--allow-private-urls", action="store_true",
                   help="fetch pages on this machine or a private network (refused by default)")
    b.add_argument("--aliases", metavar="FILE", help="TSV or Turtle names added to the shipped alias table")
    b.add_argument("--no-resolve", action="store_true", help="one entity node per article: no merging across articles")
    b.add_argument("--no-validate", action="store_true", help="skip SHACL validation (not recommended)")
    b.add_argument("--jobs", type=int, default=1, help="worker processes for NLP and extraction (default 1)")
    b.add_argument("--scheduler", help="run the per-article step on Dask: 'local' or tcp://host:8786")
    b.add_argument("--shards", help="with --scheduler: folder for the workers' shard files (shared by all hosts)")
    b.add_argument("--batch-size", type=int, default=32, help="articles per nlp.pipe batch (default 32)")
    b.add_argument("--min-confidence", type=float, metavar="P",
                   help="leave out claims whose confidence is below P (0-1); recorded on the extraction run")
    b.add_argument("-q", "--quiet", action="store_true", help="no progress bar or summary")
    b.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
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
    if args.min_confidence is not None and not 0 <= args.min_confidence <= 1:
        error("build: --min-confidence must be between 0 and 1")
        return EXIT_ERROR
    if args.jobs < 1:
        error("build: --jobs must be at least 1")
        return EXIT_ERROR
    from kg.errors import KgError
    from kg.ingest_csv import CsvColumns
    from kg.inputs import InputOptions

    try:
        inputs = InputOptions(csv=CsvColumns.parse(args.text_column, args.column), allow_private=args.allow_private_urls)
    except KgError as exc:
        error(f"build: {exc}")
        return EXIT_ERROR
    from kg.memory import collect_less_often

    collect_less_often()
    started = time.perf_counter()
    bar = None
    if sys.stderr.isatty() and not args.quiet:
        from tqdm import tqdm

        # no monitor thread: a build with one thread parses ahead in a forked process (kg.ahead)
        tqdm.monitor_interval = 0
        bar = tqdm(unit=" articles", file=sys.stderr)
    config = BuildConfig(base=args.base, resolve=not args.no_resolve, validate=not args.no_validate,
                         batch_size=args.batch_size, aliases=args.aliases, model=args.model, inputs=inputs,
                         min_confidence=args.min_confidence)
    result = BuildResult()
    earlier = []
    store = None
    if out is None:
        from kg.store import open_store, read_build_records

        store = open_store(args.store)  # held for the whole build: one writer at a time
        earlier = read_build_records(args.store, store)
    quads = stream_build(args.paths, config, result, make_engine(args.jobs, args.scheduler, args.shards),
                         progress=bar.update if bar is not None else None, earlier=earlier,
                         keep_records=out is None, nquads=out is not None)
    try:
        if out is not None:
            write_quads(quads, out, args.format, base=args.base, notice=lambda message: error(f"note: {message}"))
        else:
            from kg.store import forget_legacy_records, write_build

            # the records go into the store in the same transaction as the graphs
            write_build(store, quads, records=lambda: result.records)
            forget_legacy_records(args.store)
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
            print(f"kg: note: {one_line(notice.source)}: {one_line(notice.message)}", file=sys.stderr)
        for skipped in result.skipped:
            print(f"kg: skipped: {one_line(skipped.source)}: {one_line(skipped.reason)}", file=sys.stderr)
            if skipped.detail:
                print("".join(f"    {one_line(line)}\n" for line in skipped.detail.splitlines()), end="", file=sys.stderr)
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
