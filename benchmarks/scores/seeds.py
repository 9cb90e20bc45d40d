"""The three seed articles: every statement and every number, annotated by hand.

Gold: ``tests/data/seed_statements.jsonl`` (41 statements) and
``tests/data/seed_quantities.jsonl`` (15 numbers); matching as in
``benchmarks/eval_statements.py`` and ``benchmarks/eval_quantities.py``.
"""

from __future__ import annotations

from scores import Row, Sources

NAME = "seeds"
TITLE = "Seeds (3 articles, hand gold)"
ORDER = 0


def score(sources: Sources) -> list[Row]:
    import eval_quantities
    import eval_statements

    articles = [a for a in eval_statements.load_articles(eval_statements.SEED_GOLD, eval_statements.SEED_GOLD.with_name("none"))]
    seeds = eval_statements.evaluate(articles, show_errors=False)["sets"]["seeds"]
    gold = {k: v for k, v in eval_quantities.load_gold().items() if "seed" in v[0]}
    numbers = eval_quantities.evaluate(eval_quantities.load_articles(gold), gold, show=False)["totals"]
    return [
        Row("statements found (recall)", seeds["statement_recall"], detail=f"{seeds['gold']} gold, {seeds['system']} made"),
        Row("statement precision", seeds["statement_precision"]),
        Row("speaker right (of gold)", seeds["speaker_recall"]),
        Row("numbers found (recall)", round(numbers["matched"] / numbers["gold"], 3), detail=f"{numbers['gold']} gold, {numbers['claims']} made"),
        Row("number value right (of gold)", round(numbers["value"] / numbers["gold"], 3)),
    ]
