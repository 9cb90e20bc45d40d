"""MEANTIME speech events: found by a statement's cue, and their speaker (``kg.evaluate.speech``).

Each MEANTIME document goes through what ``kg build`` runs on it (``kg.pipeline.analyse``);
a statement's cue is its ``cue_span``, its speaker every mention of its entity in the
document, or its words when it has none (the figures of ``benchmarks/eval_kg.py``, without
the SHACL and TriG round trip). The baseline: a spaCy verb with a reporting lemma and its
subject (``benchmarks/eval_baselines.py``).
"""

from __future__ import annotations

from scores import Absent, Row, Sources, corpus_folder

NAME = "meantime-speech"
TITLE = "MEANTIME speech events (120 articles, fully annotated part)"
ORDER = 20


def kg_statements(documents):  # noqa: ANN001, ANN201
    import hashlib

    from kg.evaluate import SystemStatement
    from kg.pipeline import analyse
    from kg.records import Article

    articles = [Article(d.text, hashlib.sha256(d.text.encode("utf-8")).hexdigest(), d.doc_id) for d in documents]
    statements = []
    for document, records in zip(documents, analyse(articles)):
        mentions = {e.key: e.mentions for e in records.entities}
        for s in records.statements:
            if s.cue_span is None:
                continue
            spans = tuple(mentions.get(s.speaker, ())) if s.speaker else ()
            statements.append(SystemStatement(document.doc_id, s.cue_span, spans, None if s.speaker else s.speaker_text))
    return statements


def score(sources: Sources) -> list[Row]:
    from eval_baselines import spacy_statements

    from kg.corpora.meantime import MEANTIME_ARCHIVE, load_meantime
    from kg.evaluate import evaluate_speech

    archive = corpus_folder(sources, *MEANTIME_ARCHIVE.split("/"))
    corpus = load_meantime(archive)
    if not corpus.speech_events:
        raise Absent(f"{archive} holds no speech events")
    kg = evaluate_speech(corpus, kg_statements(corpus.documents))
    base = evaluate_speech(corpus, spacy_statements([(d.doc_id, d.text) for d in corpus.documents]))
    return [
        Row("speech events found", round(kg.recall, 3), round(base.recall, 3), f"{kg.found} of {kg.gold_events}"),
        Row("speaker right (of found with a speaker)", round(kg.speaker_accuracy, 3), round(base.speaker_accuracy, 3),
            f"{kg.speaker_right} of {kg.found_with_speaker}"),
        Row("statements on a gold event", round(kg.precision, 3), round(base.precision, 3),
            f"{kg.statements_on_gold} of {kg.statements}"),
    ]
