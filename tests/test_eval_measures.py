"""The measures scorer (benchmarks/eval_measures.py) reads its articles as kg's readers do."""

from __future__ import annotations

import pytest
from conftest import ROOT, load_benchmark

from kg.records import Article

CORPUS = ROOT.parent / "shared" / "corpus"


@pytest.mark.skipif(not (CORPUS / "wikinews").is_dir(), reason=f"the Wikinews articles are read from {CORPUS}, which is absent")
def test_the_wikinews_gold_articles_load_as_articles() -> None:
    # the JSON reader yields notices before its article; the scorer once kept the generator
    scorer = load_benchmark("eval_measures")
    gold = scorer.load_gold([ROOT / "tests" / "data" / "measures" / "wikinews.jsonl"])
    articles = scorer.load_articles(gold, CORPUS)
    assert articles and all(isinstance(a, Article) for a in articles)
    assert len(articles) == len({a for a in gold.articles if a.startswith("wikinews")})
