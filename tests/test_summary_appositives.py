"""The writer's summing-up apposition at the end of a reported clause ("…, a move that …") is
no part of what was said (kg.extract.summary_appositives); on sentences written for these tests."""

from __future__ import annotations

from conftest import analysed, statement_rows


def test_a_summary_appositive_ends_the_content():
    # was "Ann Cole to pose for the cover, a move that would make her famous decades later"
    text = "In 1960, the publisher asked Ann Cole to pose for the cover, a move that would make her famous decades later.\n"
    assert statement_rows(analysed(text, "summary-appositive"), "rule", "speaker", "content") == [
        ("statement.request", "the publisher", "Ann Cole to pose for the cover")]


def test_a_speakers_own_words_keep_it():
    text = '"We will close the plant, a decision which I regret," Reed said.\n'
    assert statement_rows(analysed(text, "quoted-appositive"), "speaker", "content") == [
        ("Reed", "We will close the plant, a decision which I regret")]
