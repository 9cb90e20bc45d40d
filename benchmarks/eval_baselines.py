"""The baselines kg must beat, on ECB+ and MEANTIME (figures for README-corpora.md).

1. Exact string on gold mentions: the gold mentions, clustered by their exact text.
2. spaCy NER, exact string: the named entities of the spaCy model (kg.nlp's pipeline, no
   kg rules), clustered by exact text, matched to the gold mentions by span or head.
3. spaCy speech: a verb whose lemma is in ``REPORTING_LEMMAS`` is a cue; its nominal
   subject (with its subtree) the speaker. Against MEANTIME speech events.
4. spaCy numbers: MONEY, PERCENT, QUANTITY and CARDINAL entities. Against MEANTIME values.

Run: PYTHONPATH=. python benchmarks/eval_baselines.py [--corpus DIR]
"""

from __future__ import annotations

from collections.abc import Sequence

from eval_common import (
    arguments,
    coreference_sets,
    load_meantime_corpus,
    print_coreference,
    print_speech,
    print_values,
    run_coreference,
    timed,
)
from spacy.tokens import Doc

from kg.evaluate import SystemStatement, evaluate_speech, evaluate_values, exact_string_clusters, exact_string_on_gold
from kg.evaluate.matching import SystemMention
from kg.nlp import load_pipeline
from kg.records import Span

ENTITY_LABELS = frozenset({"PERSON", "NORP", "FAC", "ORG", "GPE", "LOC", "PRODUCT", "EVENT", "WORK_OF_ART", "LAW"})
NUMBER_LABELS = frozenset({"MONEY", "PERCENT", "QUANTITY", "CARDINAL"})
REPORTING_LEMMAS = frozenset(
    {"say", "tell", "announce", "claim", "state", "report", "add", "note", "explain", "warn", "confirm",
     "deny", "insist", "argue", "suggest", "estimate", "predict", "comment", "reply", "write"}
)
SUBJECTS = frozenset({"nsubj", "nsubjpass"})

_parsed: dict[tuple[str, str], Doc] = {}


def parse(documents: Sequence[tuple[str, str]]) -> dict[str, Doc]:
    """spaCy Docs of the documents, parsed once per text for all baselines."""
    todo = [(doc_id, text) for doc_id, text in documents if (doc_id, text) not in _parsed]
    for (doc_id, text), doc in zip(todo, load_pipeline().pipe(text for _, text in todo)):
        _parsed[(doc_id, text)] = doc
    return {doc_id: _parsed[(doc_id, text)] for doc_id, text in documents}


def spacy_entity_system(documents: Sequence[tuple[str, str]]) -> list[list[SystemMention]]:
    docs = parse(documents)
    mentions = [(doc_id, e.start_char, e.end_char) for doc_id, doc in docs.items() for e in doc.ents if e.label_ in ENTITY_LABELS]
    return exact_string_clusters(mentions, dict(documents))


def spacy_statements(documents: Sequence[tuple[str, str]]) -> list[SystemStatement]:
    statements = []
    for doc_id, doc in parse(documents).items():
        for token in doc:
            if token.pos_ != "VERB" or token.lemma_ not in REPORTING_LEMMAS:
                continue
            subject = next((c for c in token.children if c.dep_ in SUBJECTS), None)
            speaker = () if subject is None else (Span(subject.left_edge.idx, subject.right_edge.idx + len(subject.right_edge)),)
            statements.append(SystemStatement(doc_id, Span(token.idx, token.idx + len(token)), speaker))
    return statements


def spacy_numbers(documents: Sequence[tuple[str, str]]) -> list[SystemMention]:
    return [(doc_id, e.start_char, e.end_char) for doc_id, doc in parse(documents).items() for e in doc.ents if e.label_ in NUMBER_LABELS]


def main() -> None:
    args = arguments(__doc__.splitlines()[0])
    meantime, _ = timed("load MEANTIME", lambda: load_meantime_corpus(args.corpus))
    sets, _ = timed("load ECB+ test topics", lambda: coreference_sets(args.corpus, meantime))
    print(f"MEANTIME: {len(meantime.documents)} documents, {len(meantime.mentions)} entity mentions, "
          f"{len(meantime.speech_events)} speech events, {len(meantime.values)} value spans")

    exact_rows = [row for entry in sets for row in run_coreference("exact string", exact_string_on_gold(entry.mentions), [entry])]
    print_coreference("exact string on gold mentions", exact_rows)
    timed("spaCy parse of every document", lambda: [parse([(d.doc_id, d.text) for d in e.documents]) for e in sets])
    print_coreference("spaCy NER, exact string", run_coreference("spaCy NER", spacy_entity_system, sets))

    texts = [(d.doc_id, d.text) for d in meantime.documents]
    report, seconds = timed("speech", lambda: evaluate_speech(meantime, spacy_statements(texts)))
    print_speech("spaCy reporting verbs and their subjects", report, seconds)
    values, seconds = timed("values", lambda: evaluate_values(meantime.documents, meantime.values, spacy_numbers(texts)))
    print_values("spaCy MONEY/PERCENT/QUANTITY/CARDINAL entities", values, seconds)


if __name__ == "__main__":
    main()
