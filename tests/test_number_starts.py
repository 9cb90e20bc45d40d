"""``find_numbers`` goes from one word that may open a number (or is an ordinal) to the next."""

from __future__ import annotations

from kg.extract.numbers import _may_start_number_or_ordinal, find_numbers
from kg.nlp import load_pipeline


def test_the_words_find_numbers_reads() -> None:
    assert [w for w in ("12", "twelve", "third", "3rd", "ferry", "the", "\n", "dozens", "half")
            if _may_start_number_or_ordinal(w)] == ["12", "twelve", "third", "3rd", "dozens", "half"]


def test_numbers_and_ordinals_of_a_text_with_long_runs_of_other_words() -> None:
    text = ("The harbour board met for the third time on Tuesday and the ferry company said that "
            "its crews would carry 1,200 passengers a day.\n\nTwo of the four piers stay closed, "
            "and the board expects dozens of complaints before the second meeting.")
    doc = load_pipeline()(text)
    found, excluded = find_numbers(doc)
    assert [doc[e.start:e.end].text for e in found] == ["1,200", "Two", "four", "dozens"]
    assert [(doc[x.start:x.end].text, x.reason) for x in excluded] == [("third", "ordinal"), ("second", "ordinal")]
