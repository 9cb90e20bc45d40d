"""A cue set off by commas inside the clause it reports, which the parser hung elsewhere
(kg.extract.inserted_cues), on sentences written for these tests."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _statements(text: str, name: str) -> list[tuple]:
    return statement_rows(analysed(text, name), "rule", "cue", "speaker", "content")


@pytest.mark.parametrize(
    "text, expected",
    [
        # the parser makes "acknowledge" an adverbial clause of "becomes"
        ("But with each passing week, these traders acknowledge, it becomes harder to make the case that the market "
         "can survive.\n",
         [("statement.clause_then_cue", "acknowledge", "these traders",
           "with each passing week, these traders acknowledge, it becomes harder to make the case that the market can "
           "survive")]),
        # and "concluded" an adverbial clause of "rise", its own adverbial clause the infinitive before it
        ("But to meet its target, the port board concluded, the levy must rise again in 2027.\n",
         [("statement.clause_then_cue", "conclude", "the port board",
           "to meet its target, the port board concluded, the levy must rise again in 2027")]),
        # the root, with two subjects: the reported clause's and its own (the nearest)
        ("Fishermen, the mayor notes, welcome the careful management of the new harbour master, Ana Ruiz.\n",
         [("statement.clause_then_cue", "note", "the mayor",
           "Fishermen, the mayor notes, welcome the careful management of the new harbour master, Ana Ruiz")]),
    ],
    ids=["adverbial-of-the-clause", "after-an-infinitive", "root-with-two-subjects"],
)
def test_the_sentence_around_a_cue_between_commas_is_what_it_reports(text, expected):
    assert _statements(text, "inserted-cue") == expected


def test_a_cue_with_words_of_its_own_before_the_comma_is_not_inserted():
    # "wrote to the traders," is a clause of its own, and "telling them …" its participle
    assert _statements("On Monday, even as the boats left, Ms. Ortiz wrote to the traders, telling them the levy was "
                       "fair.\n", "not-inserted-cue") == [("statement.indirect", "tell", "Ortiz", "the levy was fair")]


def test_an_inverted_cue_whose_clause_subject_the_parser_hung_on_it_reports_that_clause():
    # the parser reads "signals" as a noun and makes "The closure" a second subject of "said"
    assert _statements('The closure of the pier signals "the end of the harbour" for the town, said Ana Ortiz, the '
                       "mayor of the island.\n", "inverted-cue") == [
        ("statement.clause_then_cue", "say", "Ana Ortiz", 'The closure of the pier signals "the end of the harbour" for the town')]


def test_a_trailing_cue_hung_as_a_second_complement_reports_the_statement_before_it():
    # the parser hangs "said on Monday" on the first "said", beside "started": the chief reports
    # what the neighbours said, and the neighbours' words stop at the comma
    assert _statements("Neighbours said the fire started in the kitchen, Chief Ana Ortiz said on Monday.\n", "second-cue") == [
        ("statement.indirect", "say", "Neighbours", "the fire started in the kitchen"),
        ("statement.clause_then_cue", "say", "Ana Ortiz", "Neighbours said the fire started in the kitchen"),
    ]
