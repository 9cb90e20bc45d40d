"""CoNLL-2003 English (Reuters, 1996): names by exact span, kg beside plain spaCy.

Development split ``eng.train``, report split ``eng.testa`` (``eng.testb`` is never read).
See ``benchmarks/eval_conll.py`` for how stories become articles and how MISC is left out.
"""

from __future__ import annotations

from scores import Absent, Row, Sources

NAME = "conll"
TITLE = "CoNLL-2003 names, exact span (kg / plain spaCy)"
ORDER = 20


def score(sources: Sources) -> list[Row]:
    import eval_conll

    if sources.conll is None or not (sources.conll / "eng.testa").is_file():
        raise Absent("CoNLL-2003 not given: --conll DIR or KG_CONLL, a folder with eng.train and eng.testa "
                     "(fetch ZhixiuYe/HSCRF-pytorch, data/; never eng.testb)")
    rows = []
    for split in ("eng.train", "eng.testa"):
        kg, base, documents = eval_conll.evaluate(sources.conll, split)
        role = "dev split" if split == "eng.train" else "report split"
        for etype in ("PER", "ORG", "LOC"):
            rows.append(Row(f"{split} {etype} F1", round(kg.by_type[etype].f1, 3), round(base.by_type[etype].f1, 3),
                            detail=f"{kg.gold[etype]} gold; P {kg.by_type[etype].precision:.3f} R {kg.by_type[etype].recall:.3f}"))
        rows.append(Row(f"{split} micro F1", round(kg.micro.f1, 3), round(base.micro.f1, 3),
                        detail=f"{documents} stories ({role}); P {kg.micro.precision:.3f} R {kg.micro.recall:.3f}"))
    return rows
