"""Wikinews development articles, every statement annotated by hand (``benchmarks/eval_statements.py``).

Two sets: the whole articles the rules were developed on, and the five annotated after
the rules were frozen (the estimate for unseen text). Matching and speakers as in
``benchmarks/eval_statements.py``.
"""

from __future__ import annotations

from scores import Row, Sources, corpus_folder

NAME = "wikinews-statements"
TITLE = "Wikinews statements (development gold)"
ORDER = 10


def score(sources: Sources) -> list[Row]:
    import eval_statements

    folder = corpus_folder(sources, "wikinews")
    articles = eval_statements.load_articles(eval_statements.SEED_GOLD.with_name("none"), eval_statements.WIKINEWS_GOLD, folder)
    sets = eval_statements.evaluate(articles, show_errors=False)["sets"]
    rows = []
    for name, label in (("wikinews tuned-on articles", "tuned-on"), ("wikinews after-freeze", "after freeze")):
        s = sets[name]
        rows += [
            Row(f"statements found ({label})", s["statement_recall"], detail=f"{s['gold']} gold, {s['system']} made"),
            Row(f"statement precision ({label})", s["statement_precision"]),
            Row(f"speaker right, of gold ({label})", s["speaker_recall"]),
        ]
    return rows
