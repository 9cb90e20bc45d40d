"""Wikinews development gold: people, organisations and places of 15 articles, by hand.

Gold and guideline: ``tests/data/wikinews_entities.jsonl`` and ``.md`` beside it (development
range only). Entity level: a referent found with its type (``kg.evaluate.names.score_entities``).
Baseline: plain spaCy, each distinct name of a PERSON/ORG/GPE/LOC/FAC entity one referent.
"""

from __future__ import annotations

import json
from pathlib import Path

from scores import Row, Sources, corpus_folder

NAME = "wikinews_entities"
TITLE = "Wikinews dev gold, entities (15 articles, by hand)"
ORDER = 21
GOLD = Path(__file__).resolve().parents[2] / "tests" / "data" / "wikinews_entities.jsonl"


def load(sources: Sources) -> list[tuple[str, list]]:
    folder = corpus_folder(sources, "wikinews")
    articles = []
    for line in GOLD.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        with (folder / record["file"]).open(encoding="utf-8") as handle:
            text = json.loads(handle.readlines()[record["line"]])["text"]
        gold = [(e["type"], tuple(e["names"])) for e in record["entities"]]
        articles.append((text, gold))
    return articles


def kg_entities(texts: list[str]) -> list[list]:
    import eval_conll

    from kg.corpora import Document

    documents = [Document(str(i), text, topic="wikinews") for i, text in enumerate(texts)]
    return [[(e.type, (e.label, *e.alt_labels)) for e in entities if e.rule != "entity.institution"]
            for _, entities in eval_conll.kg_entities(documents)]


def spacy_entities(texts: list[str]) -> list[list]:
    import eval_conll

    kinds = {"PERSON": "Person", "ORG": "Organization", "GPE": "Place", "LOC": "Place", "FAC": "Place"}
    result = []
    for doc in eval_conll.plain_spacy().pipe(texts):
        result.append(sorted({(kinds[e.label_], (e.text,)) for e in doc.ents if e.label_ in kinds}))
    return result


def score(sources: Sources) -> list[Row]:
    from kg.evaluate.names import score_entities

    articles = load(sources)
    texts = [text for text, _ in articles]
    kg = score_entities(zip([g for _, g in articles], kg_entities(texts)))
    base = score_entities(zip([g for _, g in articles], spacy_entities(texts)))
    rows = [Row("entity F1", round(kg.scores.f1, 3), round(base.scores.f1, 3),
                detail=f"{kg.gold} gold, {kg.system} made, {kg.matched} right; P {kg.scores.precision:.3f} R {kg.scores.recall:.3f}")]
    for etype, scores in kg.by_type.items():
        rows.append(Row(f"{etype} F1", round(scores.f1, 3), round(base.by_type.get(etype, scores).f1, 3)))
    return rows
