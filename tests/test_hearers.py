"""'As X told reporters, …': an "as" clause of "tell" whose only object is the hearer
attributes the rest of its sentence to X, as 'as X said' does (``kg.extract.hearers``).
Sentences written for these tests."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _rows(text: str) -> list[tuple]:
    return statement_rows(analysed(text, "hearers"), "rule", "cue", "speaker", "direct", "content")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("As Ana Ortiz told the Leeds Herald, the bridge has been closed for a year.\n",
         [("statement.according_to", "tell", "Ana Ortiz", False, "the bridge has been closed for a year")]),
        ("Mayor Ana Ortiz spoke on Monday. As she told reporters after the meeting, the vote will be held in May.\n",
         [("statement.according_to", "tell", "Ana Ortiz", False, "the vote will be held in May")]),
    ],
    ids=["a-paper-named", "reporters-and-a-pronoun"],
)
def test_as_x_told_a_hearer_attributes_the_rest_of_the_sentence(text, expected):
    assert _rows(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "As Ana Ortiz told the story, the bridge fell in a storm.\n",
        "As Ana Ortiz told reporters about the flood, the rain began again.\n",
        "As he told it, the bridge fell in a storm.\n",
    ],
    ids=["a-thing-told", "what-was-told-named", "told-it"],
)
def test_as_x_told_something_is_no_source_phrase(text):
    assert [r for r in _rows(text) if r[:2] == ("statement.according_to", "tell")] == []
