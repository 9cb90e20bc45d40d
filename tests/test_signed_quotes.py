"""Quotations signed on their own line with a dash and a name (``kg.extract.signed_quotes``):
the name is the speaker, the quotation the direct content. Sentences written for these tests."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows
from kg.extract.signed_quotes import same_line_signature

ROUND_UP = """The new tram line opened in May. Here is what some riders think of it.

"It takes twice as long as the old bus ever did." ― Tom Reed, Leeds

"I love it. The seats are clean and it runs on time!" — Ana Ortiz

"The drivers are kind, and the stops are close to home" -- Mary Lowe, a nurse

"Blue Meadow" — Ann Lowell

The council will review the line in June.
"""


def test_a_quotation_signed_on_its_own_line_is_the_signers_words():
    records = analysed(ROUND_UP, "signed-round-up")
    assert statement_rows(records, "rule", "speaker", "direct", "content") == [
        ("statement.transcript", "Tom Reed", True, "It takes twice as long as the old bus ever did."),
        ("statement.transcript", "Ana Ortiz", True, "I love it. The seats are clean and it runs on time!"),
        ("statement.transcript", "Mary Lowe", True, "The drivers are kind, and the stops are close to home"),
    ]
    signed = records.statements[0]
    assert ROUND_UP[signed.cue_span.start : signed.cue_span.end] == "―"


@pytest.mark.parametrize(
    "text",
    [
        'Mayor Ana Ortiz said "the tram is late" — Tom Reed disagreed.\n',  # words before the quotation
        '"Blue Meadow" — Ann Lowell\n',  # a title and its author
        '"It takes twice as long as the bus." ― he said\n',  # no name after the dash
    ],
    ids=["inside-a-sentence", "title", "no-name"],
)
def test_what_is_no_signed_quotation(text):
    start = text.index('"')
    closing = text.index('"', start + 1) + 1
    assert same_line_signature(text, start, closing, text[start + 1 : closing - 1]) is None
