"""'The U.S. Department of Housing notes, "…"': a verb of saying the tagger read as a plural
noun after a name, then a quotation: the name's words (``kg.extract.noun_tagged_cues``).
Sentences written for these tests."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _rows(text: str) -> list[tuple]:
    return statement_rows(analysed(text, "noun-tagged-cues"), "rule", "cue", "speaker", "direct", "content")


@pytest.mark.parametrize(
    "text, expected",
    [
        ('The U.S. Department of Housing notes, "Rents have risen faster than wages in every county."\n',
         ("statement.quote_after_cue", "note", "U.S. Department of Housing", True,
          "Rents have risen faster than wages in every county.")),
        ('The U.S. Department of Energy notes, "Old coal plants cause more harm to rivers than all other sources combined", '
         'pointing to the cost of cleanup.\n',
         ("statement.quote_after_cue", "note", "U.S. Department of Energy", True,
          "Old coal plants cause more harm to rivers than all other sources combined")),
    ],
    ids=["notes-set-beside-the-name", "notes-with-the-name-as-its-subject"],
)
def test_a_quotation_after_a_cue_taken_for_a_noun_is_the_names(text, expected):
    assert _rows(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        'She handed out the Leeds Council notes, "Chapter one" and "Chapter two".\n',
        'Keep the class notes, "just in case," the teacher said.\n',
    ],
    ids=["notes-a-noun-after-a-name", "notes-a-noun-after-a-common-noun"],
)
def test_a_plural_noun_before_a_quotation_is_no_cue(text):
    assert [r for r in _rows(text) if r[1] == "note"] == []
