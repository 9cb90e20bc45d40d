"""The Wikinews gold scorer (benchmarks/eval_statements.py): its ratios are ratios."""

from __future__ import annotations

from conftest import load_benchmark


def test_a_statement_answering_a_split_quotation_counts_once_for_speaker_precision() -> None:
    scorer = load_benchmark("eval_statements")
    # '"A," he said. "B"': two gold records with one cue, one kg statement answering both,
    # and a second kg statement answering a third gold record with the wrong speaker
    pairs = [(0, 0), (0, 1), (1, 2)]
    right = {(0, 0): True, (0, 1): True, (1, 2): False}
    made = scorer.statements_with_right_speaker(pairs, lambda i, j: right[(i, j)])
    assert made == 1
    assert scorer.ratio(made, 2) == 0.5


def test_the_wikinews_articles_are_read_from_the_corpus_folder_given(tmp_path) -> None:
    """The scoreboard's --corpus DIR, not only ../shared beside the project: a copy of the
    corpus elsewhere gives the same articles, and a folder without it gives none (reported
    absent by the scoreboard, never scored as zero)."""
    import shutil

    import pytest

    from conftest import WIKINEWS

    if not WIKINEWS.is_dir():
        pytest.skip("../shared/corpus not present (a user's clone has none)")
    scorer = load_benchmark("eval_statements")
    nowhere = scorer.SEED_GOLD.with_name("none")
    beside = scorer.load_articles(nowhere, scorer.WIKINEWS_GOLD)
    copy = tmp_path / "wikinews"
    shutil.copytree(WIKINEWS, copy)
    elsewhere = scorer.load_articles(nowhere, scorer.WIKINEWS_GOLD, copy)
    assert len(beside) == 24
    assert [a.text for a in elsewhere] == [a.text for a in beside]
    assert scorer.load_articles(nowhere, scorer.WIKINEWS_GOLD, tmp_path / "empty") == []
