"""kg against the annotated corpora: entity resolution, speech events, value spans.

Runs ``kg build`` (the command researchers run) on the documents of each corpus, reads the
TriG it writes back through rdflib, and scores what the graph says:

- entities: every ``nkg:Person``/``Organization``/``Place`` is one cluster of its
  ``nkg:mention`` spans, across articles (ECB+ test topics; MEANTIME);
- statements: an ``nkg:Statement``'s cue is located as the word inside its
  ``nkg:evidence`` spans whose lemma is its ``nkg:cue``; its speaker is every mention of
  its ``nkg:speaker`` in that article, or its ``nkg:speakerText`` (MEANTIME speech events);
- numbers: an ``nkg:QuantityClaim``'s span is its shortest ``nkg:evidence`` span holding a
  digit or a number word (MEANTIME value spans).

Articles are matched to corpus documents by their text (``nkg:text``), so offsets agree.
The same figures for the baselines come from ``benchmarks/eval_baselines.py``.

Run: PYTHONPATH=. python benchmarks/eval_kg.py [--corpus DIR] (add --no-validate to skip SHACL)
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import sys
import tempfile
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from eval_common import (
    DEFAULT_CORPUS,
    coreference_sets,
    load_meantime_corpus,
    print_coreference,
    print_speech,
    print_values,
    run_coreference,
    timed,
)
from rdflib import Dataset, URIRef

from kg.corpora import Document
from kg.corpora.meantime import MEANTIME_ARCHIVE
from kg.evaluate import SystemMention, SystemStatement, evaluate_speech, evaluate_values, exact_string_clusters
from kg.extract.lemmas import lemma_of
from kg.nlp import load_pipeline
from kg.records import Span
from kg.vocab import NKG

ENTITY_CLASSES = (NKG.Person, NKG.Organization, NKG.Place)
_NUMBER = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
    r"hundreds?|thousands?|millions?|billions?|dozens?|half|third|quarter)\b",
    re.IGNORECASE,
)


@dataclass
class KgOutput:
    """What one build says, in corpus coordinates (doc_id, start, end)."""

    clusters: list[list[SystemMention]] = field(default_factory=list)
    statements: list[SystemStatement] = field(default_factory=list)
    quantities: list[SystemMention] = field(default_factory=list)
    articles: int = 0
    unmatched_articles: int = 0
    statements_without_cue: int = 0
    quantities_sentence_only: int = 0


def build_graph(documents: Sequence[Document], workdir: Path, validate: bool) -> Dataset:
    """Run ``kg build`` on the documents (one JSON Lines file) and parse the TriG it writes."""
    from kg.cli import main as kg_main

    source = workdir / "articles.jsonl"
    target = workdir / "graph.trig"
    with source.open("w", encoding="utf-8") as out:
        for document in documents:
            out.write(json.dumps({"text": document.text}, ensure_ascii=False) + "\n")
    argv = ["build", str(source), "--out", str(target), "-q"] + ([] if validate else ["--no-validate"])
    with contextlib.redirect_stdout(io.StringIO()):
        status = kg_main(argv)
    if status not in (0, None) or not target.is_file():
        raise SystemExit(f"kg build failed (exit status {status}); run it by hand: kg {' '.join(argv)}")
    dataset = Dataset(default_union=True)
    dataset.parse(target, format="trig")
    return dataset


def read_output(dataset: Dataset, documents: Sequence[Document]) -> KgOutput:
    # kg builds a repeated text once (two ECB+ files are copies): its spans go to every copy
    docs_with_text: dict[str, list[str]] = defaultdict(list)
    for document in documents:
        docs_with_text[document.text].append(document.doc_id)
    result = KgOutput()
    docs_of: dict[URIRef, list[str]] = {}
    for article, text in dataset.subject_objects(NKG.text):
        result.articles += 1
        if str(text) in docs_with_text:
            docs_of[article] = docs_with_text[str(text)]
        else:
            result.unmatched_articles += 1
    texts = {d.doc_id: d.text for d in documents}

    def spans(mention: URIRef) -> list[SystemMention]:
        start, end = int(dataset.value(mention, NKG.start)), int(dataset.value(mention, NKG.end))
        return [(doc_id, start, end) for doc_id in docs_of.get(dataset.value(mention, NKG.article), [])]

    def span(mention: URIRef) -> SystemMention | None:
        located = spans(mention)
        return located[0] if located else None

    mentions_of: dict[URIRef, list[SystemMention]] = defaultdict(list)
    for entity_class in ENTITY_CLASSES:
        for entity in dataset.subjects(predicate=None, object=entity_class):
            for mention in dataset.objects(entity, NKG.mention):
                mentions_of[entity].extend(spans(mention))
    result.clusters = [sorted(set(located)) for _, located in sorted(mentions_of.items())]

    nlp = load_pipeline()
    parsed: dict[str, object] = {}
    for statement in sorted(dataset.subjects(predicate=None, object=NKG.Statement)):
        evidence = [s for s in (span(m) for m in dataset.objects(statement, NKG.evidence)) if s is not None]
        if not evidence:
            continue
        doc_id = evidence[0][0]
        if doc_id not in parsed:
            parsed[doc_id] = nlp(texts[doc_id])
        cue_lemma = str(dataset.value(statement, NKG.cue) or "")
        cue = _locate_cue(parsed[doc_id], evidence, cue_lemma)
        if cue is None:
            result.statements_without_cue += 1
            continue
        speaker = dataset.value(statement, NKG.speaker)
        speaker_spans = tuple(
            Span(s[1], s[2]) for s in mentions_of.get(speaker, []) if s[0] == doc_id
        ) if speaker is not None else ()
        speaker_text = dataset.value(statement, NKG.speakerText)
        result.statements.append(SystemStatement(doc_id, cue, speaker_spans, None if speaker_text is None else str(speaker_text)))

    for quantity in sorted(dataset.subjects(predicate=None, object=NKG.QuantityClaim)):
        evidence = [s for s in (span(m) for m in dataset.objects(quantity, NKG.evidence)) if s is not None]
        numeric = [s for s in evidence if _NUMBER.search(texts[s[0]][s[1] : s[2]])]
        if not numeric:
            continue
        shortest = min(numeric, key=lambda s: (s[2] - s[1], s))
        if "\n" in texts[shortest[0]][shortest[1] : shortest[2]] or shortest[2] - shortest[1] > 60:
            result.quantities_sentence_only += 1
        result.quantities.append(shortest)
    return result


def _locate_cue(doc, evidence: list[SystemMention], lemma: str) -> Span | None:  # noqa: ANN001
    """The first word inside the evidence spans whose lemma (as the rules read it) is the statement's cue."""
    words = lemma.split()
    for _, start, end in sorted(evidence):
        for token in doc.char_span(start, end, alignment_mode="expand") or []:
            if lemma_of(token) == (words[0] if words else "") or token.lower_ == lemma.lower():
                return Span(token.idx, token.idx + len(token))
    return None


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--no-validate", action="store_true", help="build without SHACL validation")
    args = parser.parse_args()
    if not (args.corpus / MEANTIME_ARCHIVE).is_file():
        parser.error(f"no corpus at {args.corpus}: give --corpus DIR")
    try:
        import kg.cli  # noqa: F401
    except ImportError:
        print("kg build is not available in this version: run benchmarks/eval_baselines.py for the baselines")
        sys.exit(0)

    meantime, _ = timed("load MEANTIME", lambda: load_meantime_corpus(args.corpus))
    sets = coreference_sets(args.corpus, meantime)
    ecb = next(s for s in sets if s.name == "ECB+ test, participants")
    with tempfile.TemporaryDirectory() as tmp:
        outputs: dict[str, KgOutput] = {}
        for label, documents in (("ECB+", ecb.documents), ("MEANTIME", meantime.documents)):
            workdir = Path(tmp) / label.replace("+", "plus")
            workdir.mkdir()
            dataset, _ = timed(f"kg build on {label} ({len(documents)} articles)", lambda d=documents, w=workdir: build_graph(d, w, not args.no_validate))
            outputs[label], _ = timed(f"read {label} graph", lambda ds=dataset, d=documents: read_output(ds, d))
            o = outputs[label]
            print(f"  {label}: {o.articles} articles ({o.unmatched_articles} not matched to a document), "
                  f"{len(o.clusters)} entities, {len(o.statements)} statements "
                  f"({o.statements_without_cue} without a locatable cue), {len(o.quantities)} quantities "
                  f"({o.quantities_sentence_only} with only sentence-long evidence)")

    def system_for(label: str):  # noqa: ANN202
        return lambda documents: outputs[label].clusters

    def same_string_for(label: str):  # noqa: ANN202
        texts = {d.doc_id: d.text for s in sets for d in s.documents}
        mentions = [m for cluster in outputs[label].clusters for m in cluster]
        return lambda documents: exact_string_clusters(mentions, texts)

    scored = [entry for entry in sets if not entry.by_topic]  # kg sees all articles at once
    label_of = {entry.name: "ECB+" if entry.name.startswith("ECB+") else "MEANTIME" for entry in scored}
    rows = [row for e in scored for row in run_coreference("kg", system_for(label_of[e.name]), [e])]
    print_coreference("kg (entity resolution across articles)", rows)
    rows = [row for e in scored for row in run_coreference("kg mentions", same_string_for(label_of[e.name]), [e])]
    print_coreference("kg's mentions, exact string (the same mentions without kg's resolution)", rows)
    speech, seconds = timed("speech", lambda: evaluate_speech(meantime, outputs["MEANTIME"].statements))
    print_speech("kg statements", speech, seconds)
    values, seconds = timed("values", lambda: evaluate_values(meantime.documents, meantime.values, outputs["MEANTIME"].quantities))
    print_values("kg quantity claims", values, seconds)


if __name__ == "__main__":
    main()
