"""Cross-document entity coreference of ``kg build`` (resolution across articles).

The figures ``benchmarks/eval_kg.py`` computes, here on the splits the project may look at:
ECB+ topics 1-35 (topics 36-45 are never opened) and all of MEANTIME. kg builds each corpus
in one run; every ``nkg:Person``/``Organization``/``Place`` is one cluster of its mentions,
scored against the gold chains (CoNLL F1, the mean of MUC, B³ and CEAF-e; gold mentions
matched by span or head, ``kg.evaluate.matching``). Baseline: plain spaCy's names clustered
by exact string (``benchmarks/eval_baselines.py``).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from scores import Row, Sources, corpus_folder

NAME = "coreference"
TITLE = "Coreference across articles, CoNLL F1 (kg build / spaCy names, same string)"
ORDER = 23
DEV_TOPICS = tuple(str(t) for t in range(1, 36))


def score(sources: Sources) -> list[Row]:
    import eval_baselines
    import eval_kg

    from kg.corpora.ecbplus import ECBPLUS_ARCHIVE, ECBPLUS_SENTENCES, PARTICIPANT_TAG_PREFIXES, load_ecbplus
    from kg.corpora.meantime import MEANTIME_ARCHIVE, load_meantime
    from kg.evaluate import evaluate_coreference

    ecb = load_ecbplus(corpus_folder(sources, ECBPLUS_ARCHIVE), corpus_folder(sources, ECBPLUS_SENTENCES),
                       topics=DEV_TOPICS, tag_prefixes=PARTICIPANT_TAG_PREFIXES)
    meantime = load_meantime(corpus_folder(sources, MEANTIME_ARCHIVE))
    named = tuple(m for m in meantime.mentions if m.syntactic_type in ("NAM", "PRE.NAM"))
    sets = [("ECB+ topics 1-35, participants", ecb.documents, ecb.mentions),
            ("MEANTIME, all entity mentions", meantime.documents, meantime.mentions),
            ("MEANTIME, named mentions", meantime.documents, named)]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        built = {}
        for label, documents in (("ECB+", ecb.documents), ("MEANTIME", meantime.documents)):
            work = Path(tmp) / label.replace("+", "plus")
            work.mkdir()
            built[label] = eval_kg.read_output(eval_kg.build_graph(documents, work, validate=True), documents)
        for name, documents, mentions in sets:
            clusters = built["ECB+" if name.startswith("ECB+") else "MEANTIME"].clusters
            kg = evaluate_coreference(documents, mentions, lambda _docs, c=clusters: c)
            base = evaluate_coreference(documents, mentions, eval_baselines.spacy_entity_system)
            rows.append(Row(name, round(kg.scores.conll_f1, 3), round(base.scores.conll_f1, 3),
                            detail=f"{len(documents)} documents, {kg.gold_chains} gold chains; MUC {kg.scores.muc.f1:.3f} "
                                   f"B³ {kg.scores.b_cubed.f1:.3f} CEAF-e {kg.scores.ceaf_e.f1:.3f}"))
    return rows
