"""kg's cross-article entity resolution on ECB+ and MEANTIME, with ablations of its rules.

Analyses each corpus once (``kg.pipeline.analyse``: the same NLP and local entities as
``kg build``), then resolves the local entities across documents (``kg.resolve``) with
each configuration and scores the clusters (MUC, B³, CEAF-e, CoNLL F1; see
README-corpora.md for the conventions). Rows:

- ``exact string, kg's mentions``: kg's mentions clustered by their exact text (no resolution);
- ``no resolution``: one node per entity and document (``--no-resolve``);
- ``key only``: identities from the local keys alone (kg before kg.resolve);
- ``kg``: every key rule; ``kg - RULE``: every rule but one (what each rule adds);
- ``on gold mentions``: the gold mentions clustered by kg where kg names them (its node),
  by exact string where it does not (pronouns, common nouns), against exact string on all
  gold mentions: the same mentions, so the difference is kg's resolution alone.

ECB+ dev topics (2 5 12 18 21 23 34 35, Cybulska and Vossen 2015) are the set rules were
chosen on; the test topics (36-45) and MEANTIME were scored after.

Run: PYTHONPATH=.:benchmarks python benchmarks/eval_resolution.py [--corpus DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from eval_common import DEFAULT_CORPUS, load_meantime_corpus

from kg.corpora import Document, GoldMention
from kg.corpora.ecbplus import ECBPLUS_ARCHIVE, ECBPLUS_SENTENCES, PARTICIPANT_TAG_PREFIXES, load_ecbplus
from kg.evaluate import evaluate_coreference, exact_string_clusters, exact_string_on_gold, project_clusters
from kg.evaluate.coreference import CoreferenceReport
from kg.pipeline import analyse
from kg.records import Article, ArticleRecords
from kg.resolve import KEY_RULES, ArticleEntities, Resolver

DEV_TOPICS = ("2", "5", "12", "18", "21", "23", "34", "35")
Cluster = list[tuple[str, int, int]]


@dataclass(frozen=True)
class Corpus:
    name: str
    documents: tuple[Document, ...]
    mentions: tuple[GoldMention, ...]
    records: tuple[ArticleRecords, ...]


def analysed(name: str, documents: Sequence[Document], mentions: Sequence[GoldMention]) -> Corpus:
    started = time.perf_counter()
    articles = [Article(d.text, hashlib.sha256(d.text.encode("utf-8")).hexdigest(), d.doc_id) for d in documents]
    records = tuple(analyse(articles))
    print(f"  [analyse {name}: {len(records)} documents, {time.perf_counter() - started:.1f} s]", flush=True)
    return Corpus(name, tuple(documents), tuple(mentions), records)


def kg_clusters(records: Sequence[ArticleRecords], rules=KEY_RULES, enabled: bool = True) -> list[Cluster]:  # noqa: ANN001
    """Resolve the documents' local entities; one cluster of (doc_id, start, end) per node."""
    resolver = Resolver(enabled=enabled, rules=rules)
    docs_of: dict[str, list[str]] = defaultdict(list)  # two ECB+ files are copies: one article, spans in both
    for r in records:
        if not docs_of[r.article.sha256]:
            resolver.add(ArticleEntities.of(r))
        docs_of[r.article.sha256].append(r.article.source)
    return [[(doc, s.start, s.end) for a, s in node.mentions for doc in docs_of[a]] for node in resolver.resolved()]


def key_only_clusters(records: Sequence[ArticleRecords]) -> list[Cluster]:
    """kg before cross-article resolution: one node per local key (unowned institutions per document)."""
    by_key: dict[str, Cluster] = defaultdict(list)
    for r in records:
        for e in r.entities:
            key = e.key + (r.article.source if e.key.endswith("@") else "")
            by_key[key].extend((r.article.source, s.start, s.end) for s in e.mentions)
    return list(by_key.values())


def on_gold(corpus: Corpus, clusters: list[Cluster]) -> list[Cluster]:
    """Gold mentions clustered by kg where kg names them, by exact string elsewhere."""
    texts = {d.doc_id: d.text for d in corpus.documents}
    assigned, _ = project_clusters(corpus.mentions, texts, clusters)
    grouped: dict[int, Cluster] = defaultdict(list)
    rest = []
    for gold, cluster in zip(corpus.mentions, assigned):
        span = (gold.doc_id, gold.start, gold.end)
        (grouped[cluster].append(span) if cluster >= 0 else rest.append(span))
    return list(grouped.values()) + exact_string_clusters(rest, texts)


def score(corpus: Corpus, clusters: list[Cluster]) -> CoreferenceReport:
    return evaluate_coreference(corpus.documents, corpus.mentions, lambda documents: clusters)


def row(name: str, report: CoreferenceReport) -> str:
    s = report.scores
    return f"| {name} | {100 * s.muc.f1:.1f} | {100 * s.b_cubed.f1:.1f} | {100 * s.ceaf_e.f1:.1f} | **{100 * s.conll_f1:.1f}** | {100 * s.muc.precision:.1f} | {100 * s.muc.recall:.1f} |"


def table(corpus: Corpus) -> None:
    texts = {d.doc_id: d.text for d in corpus.documents}
    full = kg_clusters(corpus.records)
    systems: list[tuple[str, Callable[[], list[Cluster]]]] = [
        ("exact string, kg's mentions", lambda: exact_string_clusters([m for c in full for m in c], texts)),
        ("no resolution (one node per document)", lambda: kg_clusters(corpus.records, enabled=False)),
        ("key only (kg before kg.resolve)", lambda: key_only_clusters(corpus.records)),
        ("**kg**", lambda: full),
    ]
    systems += [(f"kg - {rule}", lambda rule=rule: kg_clusters(corpus.records, KEY_RULES - {rule})) for rule in sorted(KEY_RULES)]
    print(f"\n### {corpus.name}: {len(corpus.documents)} documents, {len(corpus.mentions)} gold mentions\n")
    print("| system | MUC F1 | B³ F1 | CEAF-e F1 | CoNLL F1 | MUC P | MUC R |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, system in systems:
        print(row(name, score(corpus, system())), flush=True)
    baseline = evaluate_coreference(corpus.documents, corpus.mentions, exact_string_on_gold(corpus.mentions))
    print(row("exact string on gold mentions", baseline))
    print(row("kg on gold mentions (exact string where kg names none)", score(corpus, on_gold(corpus, full))))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=DEFAULT_CORPUS, type=lambda p: __import__("pathlib").Path(p))
    args = parser.parse_args()
    archive, sentences = args.corpus / ECBPLUS_ARCHIVE, args.corpus / ECBPLUS_SENTENCES
    if not archive.is_file():
        parser.error(f"no corpus at {args.corpus}: give --corpus DIR")
    dev = load_ecbplus(archive, sentences, topics=DEV_TOPICS, tag_prefixes=PARTICIPANT_TAG_PREFIXES)
    test = load_ecbplus(archive, sentences, tag_prefixes=PARTICIPANT_TAG_PREFIXES)
    meantime = load_meantime_corpus(args.corpus)
    named = tuple(m for m in meantime.mentions if m.syntactic_type in ("NAM", "PRE.NAM"))
    corpora = [
        analysed("ECB+ dev topics, participants", dev.documents, dev.mentions),
        analysed("ECB+ test topics, participants", test.documents, test.mentions),
    ]
    mt = analysed("MEANTIME, all entity mentions", meantime.documents, meantime.mentions)
    corpora += [mt, Corpus("MEANTIME, named mentions", mt.documents, named, mt.records)]
    for corpus in corpora:
        table(corpus)


if __name__ == "__main__":
    main()
