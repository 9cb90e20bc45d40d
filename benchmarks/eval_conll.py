"""kg's entities against CoNLL-2003 English, beside plain spaCy on the same text.

    PYTHONPATH=. python benchmarks/eval_conll.py [--conll DIR] [--split eng.train eng.testa]
        [--errors N] [--types]

CoNLL-2003 is Reuters text and is not in the project: give the folder holding ``eng.train``
and ``eng.testa`` (``--conll`` or ``KG_CONLL``). To get it, fetch the repository
``ZhixiuYe/HSCRF-pytorch`` with the search tool and take ``data/eng.train`` and
``data/eng.testa``; never ``eng.testb``, kept to measure text nobody tuned to.

Each story is one article (``kg.corpora.conll``: sentences as lines, ordinary spacing). kg
is run as a build analyses an article (``kg.pipeline.analyse``: furniture, NLP, extraction);
every mention of a Person, Organization or Place is a PER, ORG or LOC name. Plain spaCy is
the same model without kg's component, its PERSON/ORG/GPE/LOC/FAC names mapped the way kg
maps them (PERSON -> PER, ORG -> ORG, GPE/LOC/FAC -> LOC); its other labels are not names
kg would make. Scored by exact span per type (``kg.evaluate.names``); MISC is not a kg
type: see there how it is left out.

``--errors N`` prints N of kg's spurious and missed names per type (error analysis: on
eng.train only, never on the split reported).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from kg.corpora import Document
from kg.corpora.conll import ConllCorpus, load_conll
from kg.evaluate.names import NameScores, TypedSpan, score_names

KG_TO_CONLL = {"Person": "PER", "Organization": "ORG", "Place": "LOC"}
SPACY_TO_CONLL = {"PERSON": "PER", "ORG": "ORG", "GPE": "LOC", "LOC": "LOC", "FAC": "LOC"}
SPLITS = ("eng.train", "eng.testa")


def conll_folder(given: str | None) -> Path | None:
    chosen = given or os.environ.get("KG_CONLL")
    return Path(chosen) if chosen else None


@lru_cache(maxsize=4)
def corpus(folder: Path, split: str) -> ConllCorpus:
    return load_conll(folder / split)


def gold_names(data: ConllCorpus) -> list[TypedSpan]:
    return [(m.doc_id, m.start, m.end, m.type) for m in data.mentions]


def kg_entities(documents: Sequence[Document]) -> list[tuple[Document, list]]:
    """kg's entities of each document, made as ``kg.pipeline.analyse`` makes them (furniture
    blanked, the build's pipeline, ``extract_entities``) without the statement and number
    extractors, which do not change them."""
    from kg.extract.entities import extract_entities
    from kg.furniture import blank, find_furniture
    from kg.nlp import analyse_texts

    def prepared():  # noqa: ANN202
        for document in documents:
            furniture = find_furniture(document.text)
            yield blank(document.text, furniture), (document, furniture)

    return [(document, extract_entities(doc, furniture)) for doc, (document, furniture) in analyse_texts(prepared())]


def kg_names(documents: Sequence[Document]) -> list[TypedSpan]:
    """Every mention kg's extraction makes, typed as CoNLL types."""
    names: list[TypedSpan] = []
    for document, entities in kg_entities(documents):
        for entity in entities:
            names.extend((document.doc_id, m.start, m.end, KG_TO_CONLL[entity.type]) for m in entity.mentions)
    return names


@lru_cache(maxsize=1)
def plain_spacy():  # noqa: ANN201
    import spacy

    from kg.nlp import model_package

    return spacy.load(model_package())


def spacy_names(documents: Sequence[Document]) -> list[TypedSpan]:
    """The names of the model alone, typed as kg would type them."""
    nlp = plain_spacy()
    names: list[TypedSpan] = []
    for document, doc in zip(documents, nlp.pipe(d.text for d in documents)):
        names.extend((document.doc_id, e.start_char, e.end_char, SPACY_TO_CONLL[e.label_])
                     for e in doc.ents if e.label_ in SPACY_TO_CONLL)
    return names


@lru_cache(maxsize=4)
def evaluate(folder: Path, split: str) -> tuple[NameScores, NameScores, int]:
    """(kg, plain spaCy, documents) on one split."""
    data = corpus(folder, split)
    gold = gold_names(data)
    return score_names(gold, kg_names(data.documents)), score_names(gold, spacy_names(data.documents)), len(data.documents)


def print_errors(folder: Path, split: str, count: int) -> None:
    data = corpus(folder, split)
    texts = {d.doc_id: d.text for d in data.documents}
    gold = set(gold_names(data))
    misc = {g[:3] for g in gold if g[3] == "MISC"}
    system = {m for m in kg_names(data.documents) if m[:3] not in misc}
    rng = random.Random(0)

    def show(label: str, items: set[TypedSpan]) -> None:
        chosen = sorted(items)
        rng.shuffle(chosen)
        print(f"\n## {label} ({len(items)})")
        for doc_id, start, end, etype in sorted(chosen[:count]):
            text = texts[doc_id]
            line_start = text.rfind("\n", 0, start) + 1
            line_end = text.find("\n", end)
            line = text[line_start:line_end if line_end >= 0 else None]
            print(f"{etype} {text[start:end]!r} [{doc_id}] … {line[max(0, start - line_start - 60):end - line_start + 60]}")

    for etype in ("PER", "ORG", "LOC"):
        show(f"{etype} spurious", {m for m in system - gold if m[3] == etype})
        show(f"{etype} missed", {g for g in gold - system if g[3] == etype})


def table(rows: list[tuple[str, NameScores, NameScores, int]]) -> str:
    lines = ["| split | type | gold | kg P | kg R | kg F1 | spaCy P | spaCy R | spaCy F1 |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for split, kg, base, _ in rows:
        for etype in (*kg.by_type, "micro"):
            k = kg.micro if etype == "micro" else kg.by_type[etype]
            b = base.micro if etype == "micro" else base.by_type[etype]
            gold = sum(kg.gold.values()) if etype == "micro" else kg.gold[etype]
            lines.append(f"| {split} | {etype} | {gold} | {100 * k.precision:.1f} | {100 * k.recall:.1f} | **{100 * k.f1:.1f}** | "
                         f"{100 * b.precision:.1f} | {100 * b.recall:.1f} | {100 * b.f1:.1f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--conll", help="folder holding eng.train and eng.testa (or KG_CONLL)")
    parser.add_argument("--split", nargs="*", default=list(SPLITS), choices=SPLITS)
    parser.add_argument("--errors", type=int, default=0, metavar="N", help="print N errors per type (eng.train only)")
    args = parser.parse_args(argv)
    folder = conll_folder(args.conll)
    if folder is None or not (folder / "eng.train").is_file():
        parser.error("give --conll DIR (or KG_CONLL) holding eng.train and eng.testa; see this script's docstring")
    if args.errors:
        print_errors(folder, "eng.train", args.errors)
        return 0
    rows = []
    for split in args.split:
        kg, base, documents = evaluate(folder, split)
        rows.append((split, kg, base, documents))
        print(f"[{split}: {documents} documents]", file=sys.stderr)
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
