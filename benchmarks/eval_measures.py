"""kg's measures, disputes and updates against the hand-annotated gold.

Gold: ``tests/data/measures/ecbplus.jsonl`` (ECB+ development topics) and
``tests/data/measures/wikinews.jsonl`` (Wikinews development articles about one story),
annotated by ``tests/data/measures/GUIDELINE.md``; each in a ``dev`` part (rules were
developed on it) and an ``aside`` part (annotated alike, never looked at for errors).

Runs kg's per-article step (NLP, extraction, RDF, SHACL) on every annotated article and
the cross-article comparison on all of them together, then scores
(``kg.evaluate.measures``): grouping pairs, disputes (``nkg:conflictsWith``) and updates
(``nkg:updates``).

Run:
    PYTHONPATH=. python benchmarks/eval_measures.py [--corpus DIR] [--errors dev] [--no-validate]
        [--records FILE]   # keep the per-article records: a later run with the same FILE
                           # re-runs only the comparison (for work on kg.compare)
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kg.evaluate.measures import GoldSet, MeasureScores, SystemOutput, load_gold, pair_table, score_measures  # noqa: E402

GOLD = ROOT / "tests" / "data" / "measures"
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus"
WIKINEWS_FILES = {"wikinews-2019": 100, "wikinews-2020": 60}  # first development line of each


def gold_files() -> list[Path]:
    return sorted(GOLD.glob("*.jsonl"))


def load_articles(gold: GoldSet, corpus: Path) -> list:
    """The annotated articles as kg reads them, in a fixed order."""
    from kg.corpora.ecbplus_articles import load_ecbplus_articles
    from kg.ingest import article_from_object, make_article
    from kg.records import Article

    wanted = set(gold.articles)
    articles = []
    ecb_topics = sorted({d.split("_")[0] for d in wanted if not d.startswith("wikinews")}, key=int)
    if ecb_topics:
        for a in load_ecbplus_articles(corpus, ecb_topics):
            if a.doc_id in wanted:
                articles.append(make_article(a.text, a.doc_id))
    for name, first in WIKINEWS_FILES.items():
        lines = sorted(int(d.split(":")[1]) for d in wanted if d.startswith(name + ":"))
        if not lines:
            continue
        assert lines[0] >= first, f"{name} line {lines[0]} is held out"
        with (corpus / "wikinews" / f"{name}.jsonl").open(encoding="utf-8") as handle:
            for number, line in enumerate(handle):
                if number in lines:
                    # the reader yields notices (repaired oddities) before the article
                    articles.extend(item for item in article_from_object(json.loads(line), f"{name}:{number}")
                                    if isinstance(item, Article))
    return articles


def article_records(articles: list, validate: bool) -> list[dict]:
    """Per article: its compact records (``kg.pipeline.compact_record``) and its claims' spans."""
    from kg.pipeline import BuildConfig, compact_record, process_batch
    from kg.vocab import NKG

    config = BuildConfig(validate=validate)
    records = []

    def outputs_of(batch: list) -> list:
        try:
            return list(zip(batch, process_batch(batch, config)))
        except Exception:  # noqa: BLE001  one article that trips a bug: find it, skip it, say so
            if len(batch) == 1:
                print(f"kg failed on {batch[0].source}: skipped (its numbers count as not found)", file=sys.stderr)
                return []
            return [pair for article in batch for pair in outputs_of([article])]

    for start in range(0, len(articles), 32):
        batch = articles[start:start + 32]
        for article, output in outputs_of(batch):
            if output.violations:
                raise SystemExit(f"{article.source}: does not conform to the shapes\n{output.violations}")
            anchors, starts, ends = {}, {}, {}
            for s, p, o, _ in output.quads:
                if p == NKG.anchor:
                    anchors[str(s)] = str(o)
                elif p == NKG.start:
                    starts[str(s)] = int(o)
                elif p == NKG.end:
                    ends[str(s)] = int(o)
            quantity_claims = {r.claim for r in output.quantities}
            spans = {c: [starts[m], ends[m]] for c, m in anchors.items() if c in quantity_claims}
            records.append({"doc": article.source, "record": compact_record(output), "spans": spans})
    return records


def system_output(records: list[dict]) -> tuple[SystemOutput, object]:
    """Compare every article's records together, as a build does, in corpus coordinates."""
    from kg.pipeline import BuildConfig, CrossArticle, add_compact_record

    state = CrossArticle(BuildConfig())
    system = SystemOutput()
    for item in records:
        add_compact_record(state, item["record"])
        for claim, (start, end) in item["spans"].items():
            system.claims[claim] = (item["doc"], start, end)
    labels = {}
    comparison = state.comparer.compare(labels)
    system.measures = [list(m.claims) for m in comparison.measures]
    system.disputes = [(link.a, link.b) for link in comparison.conflicts]
    system.updates = [(link.a, link.b) for link in getattr(comparison, "updates", [])]
    return system, comparison


def evaluate(corpus: Path = DEFAULT_CORPUS, validate: bool = True, records_file: Path | None = None,
             files: list[Path] | None = None) -> tuple[dict[str, MeasureScores], GoldSet, SystemOutput]:
    """Scores per corpus and split ("ecbplus dev", "ecbplus aside", …)."""
    gold_by_file = {path.stem: load_gold([path]) for path in (files or gold_files())}
    gold = load_gold(files or gold_files())
    if records_file is not None and records_file.is_file():
        records = json.loads(records_file.read_text(encoding="utf-8"))
    else:
        records = article_records(load_articles(gold, corpus), validate)
        if records_file is not None:
            records_file.write_text(json.dumps(records), encoding="utf-8")
    system, _ = system_output(records)
    scores = {}
    for name, part in gold_by_file.items():
        for split in ("dev", "aside"):
            subset = part.split(split)
            if subset.articles:
                scores[f"{name} {split}"] = score_measures(subset, system)
    return scores, gold, system


def show_errors(scores: MeasureScores, gold: GoldSet, system: SystemOutput, limit: int = 400) -> None:
    texts = {}

    def where(claim: str) -> str:
        doc, start, end = system.claims[claim]
        return f"{doc}@{start}"

    print("\n-- gold pairs kg did not group --")
    for a, b, relation in scores.missed[:limit]:
        print(f"  {a.measure}: {a.doc} {a.text!r} ({a.value}) ~ {b.doc} {b.text!r} ({b.value}) [{relation}]")
    print("\n-- kg pairs that are not gold pairs --")
    for a, b, why in scores.wrong[:limit]:
        print(f"  {where(a)} ~ {where(b)}: {why}")
    print("\n-- gold disputes kg did not find --")
    for a, b in scores.missed_disputes[:limit]:
        print(f"  {a.measure}: {a.doc} {a.text!r} ({a.value}) vs {b.doc} {b.text!r} ({b.value})")
    print("\n-- kg disputes that are not gold disputes --")
    for a, b, why in scores.wrong_disputes[:limit]:
        print(f"  {where(a)} vs {where(b)}: {why}")
    del texts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--no-validate", action="store_true", help="skip SHACL (faster; the figures do not change)")
    parser.add_argument("--records", type=Path, help="keep/reuse per-article records in this JSON file")
    parser.add_argument("--errors", help="print the errors of one set (e.g. 'ecbplus dev'); never of an aside set")
    parser.add_argument("--json", action="store_true", help="print the scores as JSON")
    args = parser.parse_args()
    started = time.perf_counter()
    scores, gold, system = evaluate(args.corpus, not args.no_validate, args.records)
    if args.json:
        print(json.dumps({name: s.as_dict() for name, s in scores.items()}, indent=1))
    else:
        print("\n".join(pair_table(scores)))
        for name, s in scores.items():
            if s.false_disputes:
                print(f"{name}: false disputes: {dict(s.false_disputes)}")
    if args.errors:
        if args.errors.endswith("aside"):
            raise SystemExit("the aside sets are scored, never looked at for errors")
        show_errors(scores[args.errors], gold, system)
    print(f"[{time.perf_counter() - started:.1f} s]", file=sys.stderr)


if __name__ == "__main__":
    main()
