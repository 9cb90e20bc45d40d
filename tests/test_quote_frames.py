"""Direct quotations whose cue the parser left with no subject of its own: the speaker read
from the frame around the cue. Sentences written for these tests."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _quoted(text: str) -> list[tuple]:
    records = analysed(text, "quote-frames")
    return [row for s, row in zip(records.statements, statement_rows(records, "rule", "cue", "speaker", "content")) if s.direct]


@pytest.mark.parametrize(
    "text, expected",
    [
        ('But in a call with reporters on Monday, Col. Tom Reed, a military spokesman in Leeds, said, '
         '"I mean, a raid is a combat operation. There is no way around that."\n',
         ("statement.quote_after_cue", "say", "Tom Reed", "I mean, a raid is a combat operation. There is no way around that.")),
        ('The debate was so calm that Mr. Tom Reed was prompted to say, "So far, I cannot believe how civil it has been."\n',
         ("statement.quote_after_cue", "say", "Tom Reed", "So far, I cannot believe how civil it has been.")),
    ],
    ids=["name-before-an-apposition", "passive-then-infinitive"],
)
def test_a_quotation_after_a_cue_with_no_subject_of_its_own_has_the_frames_speaker(text, expected):
    assert _quoted(text) == [expected]
