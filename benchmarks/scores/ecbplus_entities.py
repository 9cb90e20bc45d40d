"""Entities of six whole ECB+ articles, annotated by hand: the thirteenth round's held-back set.

Gold: ``tests/data/ecbplus_entities_round13.jsonl`` (one article of each of ECB+ topics 25, 27, 28,
29, 31 and 33, named by document; entity names and types only, no text), annotated by the
guideline of ``tests/data/wikinews_entities.md`` before kg's output on them was looked at. The
texts are read from the shared corpus archive as ``kg.corpora.ecbplus_articles`` gives them (the
held-out topics 36-45 are refused there); without the archive the evaluation is skipped.
Scored as the Wikinews gold is (``kg.evaluate.names.score_entities``), beside plain spaCy.
"""

from __future__ import annotations

import json
from pathlib import Path

from scores import Row, Sources, corpus_folder
from scores.wikinews_entities import kg_entities, spacy_entities

NAME = "ecbplus_entities"
TITLE = "ECB+ gold, entities (by hand; round-13 held-back set)"
ORDER = 22
GOLD = Path(__file__).resolve().parents[2] / "tests" / "data" / "ecbplus_entities_round13.jsonl"


def load(sources: Sources, gold_file: Path = GOLD) -> list[tuple[str, list]]:
    """(text, gold) per gold article, in the gold file's order."""
    from kg.corpora.ecbplus_articles import load_ecbplus_articles

    corpus = corpus_folder(sources, "ecbplus", "ECB+.tar.xz").parents[1]
    records = [json.loads(line) for line in gold_file.read_text(encoding="utf-8").splitlines()]
    topics = sorted({record["doc_id"].split("_")[0] for record in records}, key=int)
    texts = {article.doc_id: article.text for article in load_ecbplus_articles(corpus, topics)}
    return [(texts[record["doc_id"]], [(e["type"], tuple(e["names"])) for e in record["entities"]])
            for record in records]


def score(sources: Sources) -> list[Row]:
    from kg.evaluate.names import score_entities

    articles = load(sources)
    texts, gold = [text for text, _ in articles], [g for _, g in articles]
    kg = score_entities(zip(gold, kg_entities(texts)))
    base = score_entities(zip(gold, spacy_entities(texts)))
    label = f"the {len(texts)} held-back ECB+ articles of round 13"
    rows = [Row(f"entity F1, {label}", round(kg.scores.f1, 3), round(base.scores.f1, 3),
                detail=f"{kg.gold} gold, {kg.system} made, {kg.matched} right; P {kg.scores.precision:.3f} R {kg.scores.recall:.3f}")]
    for etype, scores in kg.by_type.items():
        rows.append(Row(f"{etype} F1, {label}", round(scores.f1, 3), round(base.by_type.get(etype, scores).f1, 3)))
    return rows
