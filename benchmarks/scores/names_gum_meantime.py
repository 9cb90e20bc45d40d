"""Names by exact span on GUM news and MEANTIME, kg beside plain spaCy (as for CoNLL-2003).

- GUM news (24 Wikinews articles; ``kg.corpora.gum``): person, organization and place
  mentions that are names (proper nouns); every other mention's span is left out of the
  score on both sides, as MISC is on CoNLL.
- MEANTIME (120 Wikinews articles; ``kg.corpora.meantime``): PER, ORG and LOC mentions whose
  syntactic type is a name (NAM, PRE.NAM), in the fully annotated part of each article; every
  other annotated mention (nominals, pronouns, PRO and FIN names) is left out on both sides,
  and what kg or spaCy find after the annotated part is not scored.
Both corpora draw names to their own conventions (GUM keeps titles, MEANTIME appositions:
"Airbus parent EADS"), so the figures are lower than on CoNLL for both systems alike.
"""

from __future__ import annotations

from scores import Row, Sources, corpus_folder

NAME = "names_gum_meantime"
TITLE = "GUM news and MEANTIME names, exact span (kg / plain spaCy)"
ORDER = 22


def rows_for(label: str, documents, gold) -> list[Row]:  # noqa: ANN001
    import eval_conll

    from kg.evaluate.names import score_names

    ignored = tuple({g[3] for g in gold} - {"PER", "ORG", "LOC"})
    kg = score_names(gold, eval_conll.kg_names(documents), ignored=ignored)
    base = score_names(gold, eval_conll.spacy_names(documents), ignored=ignored)
    rows = [Row(f"{label} {t} F1", round(kg.by_type[t].f1, 3), round(base.by_type[t].f1, 3), detail=f"{kg.gold[t]} gold")
            for t in ("PER", "ORG", "LOC")]
    rows.append(Row(f"{label} micro F1", round(kg.micro.f1, 3), round(base.micro.f1, 3),
                    detail=f"{len(documents)} articles; P {kg.micro.precision:.3f} R {kg.micro.recall:.3f}"))
    return rows


def score(sources: Sources) -> list[Row]:
    from kg.corpora import Document
    from kg.corpora.gum import load_gum
    from kg.corpora.meantime import MEANTIME_ARCHIVE, load_meantime

    gum = load_gum(corpus_folder(sources, "gum_news"))
    rows = rows_for("GUM", gum.documents, [(m.doc_id, m.start, m.end, m.type) for m in gum.mentions])

    meantime = load_meantime(corpus_folder(sources, MEANTIME_ARCHIVE))
    ends = {d.doc_id: d.annotated_end if d.annotated_end is not None else len(d.text) for d in meantime.documents}
    gold = []
    for m in meantime.mentions:
        if m.end > ends[m.doc_id]:
            continue
        named = m.syntactic_type in {"NAM", "PRE.NAM"} and m.tag in {"PER", "ORG", "LOC"}
        gold.append((m.doc_id, m.start, m.end, m.tag if named else "OTHER"))
    # what lies after the annotated part is not scored: one ignored span over it per document
    gold.extend((d.doc_id, ends[d.doc_id], len(d.text), "UNSCORED") for d in meantime.documents if ends[d.doc_id] < len(d.text))
    documents = [Document(d.doc_id, d.text, d.topic) for d in meantime.documents]
    return rows + rows_for("MEANTIME", documents, gold)
