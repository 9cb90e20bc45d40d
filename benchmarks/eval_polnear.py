"""kg's statements against PolNeAR's attributions (train and dev; test is never opened).

    PYTHONPATH=. python benchmarks/eval_polnear.py [--polnear DIR] [--split train|dev ...]
        [--errors N] [--cache DIR] [--json FILE] [--by-rule]

PolNeAR is the publishers' text and is not in the project: get it with the search tool's
fetch of ``networkdynamics/PolNeAR`` (or ``git clone`` it) and give its folder with
``--polnear`` or ``KG_POLNEAR``. Scoring: ``kg.evaluate.attribution`` (found = a statement's
content covers half of the gold Content; named source right; precision; direct quotes).

Each article goes through what ``kg build`` runs on it (``kg.pipeline.analyse``: furniture
blanked, the same pipeline and extractors). ``--cache DIR`` keeps the spaCy analyses on disk
(DocBin) so that a development loop re-runs only the extractors: the Docs are the ones the
pipeline makes, so the figures are the same with or without it.

``--errors N`` prints N missed attributions, N wrong named sources and N statements that
cover no gold content, for error analysis: use it on **train** only. ``--by-rule`` prints, for
each rule, its statements, the share precise and its content characters (precision and recall
against the gold Content each statement overlaps most, and the characters outside it), the rules
whose contents run on the most first.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kg.corpora.polnear import PolnearArticle, load_polnear  # noqa: E402
from kg.evaluate.attribution import AttributionTally, SystemAttribution, score_article  # noqa: E402
from kg.records import Article, LocalEntity, Span, Statement  # noqa: E402


@dataclass
class Analysed:
    article: PolnearArticle
    statements: list[Statement]
    entities: list[LocalEntity]


def article_record(article: PolnearArticle) -> Article:
    return Article(
        text=article.text,
        sha256=hashlib.sha256(article.text.encode("utf-8")).hexdigest(),
        source=f"polnear:{article.split}/{article.name}",
        title=article.title,
        published=article.published,
        publisher=article.publisher,
    )


def analyse(articles: Sequence[PolnearArticle], cache: Path | None = None) -> Iterator[Analysed]:
    """kg's statements and entities of each article, as ``kg build`` makes them."""
    if cache is None:
        from kg.pipeline import analyse as analyse_articles

        for article, records in zip(articles, analyse_articles(article_record(a) for a in articles)):
            yield Analysed(article, list(records.statements), list(records.entities))
        return
    yield from _analyse_cached(articles, cache)


def parsed_docs(articles: Sequence[PolnearArticle], cache: Path) -> tuple[list, list[list[Span]]]:
    """The spaCy Docs of the articles (furniture blanked, as in a build) and their
    furniture, read from the cache when it holds them."""
    from spacy.tokens import DocBin

    from kg.furniture import blank, find_furniture
    from kg.nlp import analyse_texts, load_pipeline, pipeline_fingerprint

    nlp = load_pipeline()
    cache.mkdir(parents=True, exist_ok=True)
    # the articles and what their parses depend on (model, kg's tokenizer settings): a cache made
    # before a change of either is not read
    key = hashlib.sha256(("".join(a.name for a in articles) + pipeline_fingerprint()).encode()).hexdigest()[:12]
    path = cache / f"polnear-{articles[0].split if articles else 'none'}-{key}.spacy"
    furniture = [find_furniture(a.text) for a in articles]
    if path.exists():
        docs = list(DocBin().from_disk(path).get_docs(nlp.vocab))
    else:
        docs = [doc for doc, _ in analyse_texts(((blank(a.text, f), None) for a, f in zip(articles, furniture)))]
        bin_ = DocBin(store_user_data=True)
        for doc in docs:
            bin_.add(doc)
        bin_.to_disk(path)
    return docs, furniture


def _analyse_cached(articles: Sequence[PolnearArticle], cache: Path) -> Iterator[Analysed]:
    from kg.extract.entities import extract_entities
    from kg.extract.statements import extract_statements

    docs, furniture = parsed_docs(articles, cache)
    for article, doc, skip in zip(articles, docs, furniture):
        entities = extract_entities(doc, skip)
        statements = extract_statements(doc, entities, skip)
        yield Analysed(article, statements, entities)


def system_attributions(analysed: Analysed) -> list[SystemAttribution]:
    text = analysed.article.text
    entities = {e.key: e for e in analysed.entities}
    out = []
    for s in analysed.statements:
        if s.content_span is None:
            continue
        spans: list[Span] = [s.speaker_span] if s.speaker_span else []
        names: list[str] = []
        if s.speaker and s.speaker in entities:
            entity = entities[s.speaker]
            spans.extend(entity.mentions)
            names.extend([entity.label, *entity.alt_labels, *(text[m.start : m.end] for m in entity.mentions)])
        elif s.speaker_text:
            names.append(s.speaker_text)
        out.append(SystemAttribution(s.content_span, tuple(spans), tuple(names), s.direct, s.rule))
    return out


def evaluate(articles: Sequence[PolnearArticle], cache: Path | None = None) -> tuple[AttributionTally, list[Analysed]]:
    total = AttributionTally()
    analysed_all = []
    for analysed in analyse(articles, cache):
        a = analysed.article
        total.add(score_article(a.name, a.text, a.attributions, system_attributions(analysed), a.discarded))
        analysed_all.append(analysed)
    return total, analysed_all


def rule_table(tally: AttributionTally) -> str:
    """Statements, precision and content characters by rule, the rules whose contents hold the
    most characters outside their gold Content first (where contents run on)."""
    rows = ["| rule | statements | precise | content P | content R | characters outside |",
            "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for rule, (n, precise, overlap, system, gold) in sorted(tally.by_rule.items(), key=lambda kv: kv[1][2] - kv[1][3]):
        p = f"{overlap / system:.3f}" if system else "–"
        r = f"{overlap / gold:.3f}" if gold else "–"
        rows.append(f"| {rule} | {n:,} | {precise / n:.3f} | {p} | {r} | {system - overlap:,} |")
    return "\n".join(rows)


def show_errors(tally: AttributionTally, analysed: list[Analysed], n: int, seed: int = 13) -> None:
    by_name = {x.article.name: x for x in analysed}
    rng = random.Random(seed)

    def sentence(text: str, start: int, end: int) -> str:
        left = max(text.rfind("\n", 0, start) + 1, start - 160)
        right = text.find("\n", end)
        right = min(right if right >= 0 else len(text), end + 100)
        return text[left:right].replace("\n", " ")

    missed = [d for d in tally.details if not d[2]]
    wrong = [d for d in tally.details if d[3] and not d[4]]
    for title, items in (("MISSED", missed), ("WRONG SOURCE", wrong)):
        print(f"\n== {title}: {len(items)} (showing {min(n, len(items))})")
        for name, ident, *_ in rng.sample(items, min(n, len(items))):
            x = by_name[name]
            g = next(g for g in x.article.attributions if g.ident == ident)
            text = x.article.text
            cue = g.texts(text, g.cue)
            src = g.texts(text, g.source)
            covering = [s for s in x.statements if s.content_span and any(
                min(s.content_span.end, p.end) > max(s.content_span.start, p.start) for p in g.content)]
            kg = "; ".join(f"{s.rule.split('.')[-1]}:{s.cue}:{s.speaker or s.speaker_text}" for s in covering)
            print(f"- {name} {ident} src={src!r} cue={cue!r} direct={g.direct}\n    {sentence(text, g.content[0].start, g.content[-1].end)!r}\n    kg: {kg}")
    imprecise = set(tally.imprecise)
    by_cue: dict[str, list[int]] = {}
    for x in analysed:
        for i, s in enumerate(x.statements):
            counts = by_cue.setdefault(s.cue, [0, 0])
            counts[0] += 1
            counts[1] += (x.article.name, i) in imprecise
    print("\n== PRECISION BY RULE (statements, not covering gold)")
    for key, (n, precise, *_) in sorted(tally.by_rule.items(), key=lambda kv: kv[1][1] - kv[1][0]):
        print(f"  {key:32} {n:6} {n - precise:6} {precise / n:.3f}")
    print("\n== WORST CUES (statements, not covering gold)")
    for key, (n, bad) in sorted(by_cue.items(), key=lambda kv: -kv[1][1])[:40]:
        print(f"  {key:20} {n:6} {bad:6} {1 - bad / n:.3f}")
    extra = tally.imprecise
    print(f"\n== NOT COVERING GOLD: {len(extra)} (showing {min(n, len(extra))})")
    for name, i in rng.sample(extra, min(n, len(extra))):
        x = by_name[name]
        s = x.statements[i]
        print(f"- {name} {s.rule} cue={s.cue!r} speaker={s.speaker or s.speaker_text!r}\n    content={x.article.text[s.content_span.start:s.content_span.end][:200]!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--polnear", default=os.environ.get("KG_POLNEAR"), help="a PolNeAR checkout (or KG_POLNEAR)")
    parser.add_argument("--split", nargs="+", default=["train", "dev"], choices=["train", "dev"])
    parser.add_argument("--limit", type=int, help="only the first N articles of each split")
    parser.add_argument("--errors", type=int, default=0, metavar="N", help="show N errors of each kind (train only)")
    parser.add_argument("--cache", type=Path, help="keep spaCy analyses here (development loop)")
    parser.add_argument("--json", type=Path, help="also write the figures as JSON")
    parser.add_argument("--by-rule", action="store_true",
                        help="also print, by rule, statements, precision and content characters")
    args = parser.parse_args()
    if not args.polnear:
        parser.error("give --polnear DIR or KG_POLNEAR (fetch networkdynamics/PolNeAR)")
    figures = {}
    for split in args.split:
        articles = load_polnear(Path(args.polnear), split)[: args.limit]
        tally, analysed = evaluate(articles, args.cache)
        figures[split] = {**tally.ratios(), "gold": tally.gold, "direct": tally.direct, "named": tally.named,
                          "statements": tally.statements, "articles": len(articles),
                          # the counts behind the ratios, for notes that compare two runs
                          "counts": {"found": tally.found, "direct_found": tally.direct_found,
                                     "named_right": tally.named_right, "precise": tally.precise,
                                     "content_overlap": tally.content_overlap, "content_system": tally.content_system,
                                     "content_gold": tally.content_gold}}
        print(f"{split}: {json.dumps(figures[split])}", flush=True)
        if args.by_rule:
            print(rule_table(tally), flush=True)
        if args.errors and split == "train":
            show_errors(tally, analysed, args.errors)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
