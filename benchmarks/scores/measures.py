"""Measures, disputes and updates on hand-annotated multi-outlet news (ECB+ topics 1–35,
Wikinews development stories), each corpus in the part rules were developed on and the part
set aside. Gold and guideline: ``tests/data/measures/``; runner: ``benchmarks/eval_measures.py``.
"""

from __future__ import annotations

from scores import Absent, Row, Sources, corpus_folder

NAME = "measures"
TITLE = "Measures (hand gold: ECB+ 1–35, Wikinews)"
ORDER = 30


def score(sources: Sources) -> list[Row]:
    import eval_measures

    corpus = corpus_folder(sources, "ecbplus", "ECB+.tar.xz").parents[1]
    if not (corpus / "wikinews").is_dir():
        raise Absent(f"{corpus / 'wikinews'} not present")
    results, _, _ = eval_measures.evaluate(corpus, validate=False)
    rows = []
    for name, s in results.items():
        rows += [
            Row(f"{name}: grouping recall", s.recall, detail=f"{s.found_pairs}/{s.gold_pairs} pairs"),
            Row(f"{name}: grouping precision", s.precision, detail=f"{s.right_pairs}/{s.system_pairs} pairs"),
            Row(f"{name}: dispute recall", s.dispute_recall, detail=f"{s.found_disputes}/{s.gold_disputes}"),
            Row(f"{name}: false disputes", sum(s.false_disputes.values()), share=False),
            Row(f"{name}: update recall", s.update_recall, detail=f"{s.found_updates}/{s.gold_updates}"),
        ]
    return rows
