"""A quotation credited by 'in the words of X' or 'in X's words', with no verb of saying: the
holder's words, a direct quote (``kg.extract.words_of``). Sentences written for these tests."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _rows(text: str) -> list[tuple]:
    records = analysed(text, "words-of")
    return statement_rows(records, "rule", "cue", "speaker", "direct", "quote", "content")


@pytest.mark.parametrize(
    "text, expected",
    [
        ('The bridge had been closed for a year and, in the words of Mayor Ana Ortiz, "the valley paid for every day of it."\n',
         ("statement.according_to", "in the words of", "Ana Ortiz", True, "the valley paid for every day of it.",
          "the valley paid for every day of it.")),
        ('In the words of Tom Reed, the head of the union, "We were never asked. Nobody called us."\n',
         ("statement.according_to", "in the words of", "Tom Reed", True, "We were never asked. Nobody called us.",
          "We were never asked. Nobody called us.")),
        ('Ana Ortiz spoke last. In her own words: "The plan is dead. We start again on Monday."\n',
         ("statement.according_to", "in the words of", "Ana Ortiz", True, "The plan is dead. We start again on Monday.",
          "The plan is dead. We start again on Monday.")),
        ('The harbour was chosen because, in Reyes’ words, "it is the best port in the north."\n',
         ("statement.according_to", "in the words of", "Reyes", True, "it is the best port in the north.",
          "it is the best port in the north.")),
        ('The harbour was chosen because, in the Ortiz brothers’ words, "it is the best port in the north."\n',
         ("statement.according_to", "in the words of", "the Ortiz brothers", True, "it is the best port in the north.",
          "it is the best port in the north.")),
    ],
    ids=["words-of-a-name", "words-of-a-name-and-apposition", "possessive-pronoun-and-colon",
         "curly-apostrophe-after-s", "curly-apostrophe-after-a-plural"],
)
def test_a_quotation_right_after_in_the_words_of_is_the_holders(text, expected):
    assert _rows(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        'In other words, "the plan is dead."\n',
        'The pier, in the words of Tom Reed, was "a trap for children."\n',
    ],
    ids=["no-holder", "quotation-not-right-after-the-phrase"],
)
def test_in_the_words_of_credits_no_quotation_it_does_not_open(text):
    assert [r for r in _rows(text) if r[1] == "in the words of"] == []
