"""An interviewer's question quoting the one interviewed back to them: the quoted words are
the answerer's (``kg.extract.quoted_back``). An interview written for these tests."""

from __future__ import annotations

from conftest import analysed, statement_rows

INTERVIEW = (
    "Wikinews spoke to Tom Reed, who runs for mayor of Leeds.\n\n"
    '((WN))  On your campaign\'s website, you wrote "Leeds deserves buses that run on time." How will you pay for them?\n\n'
    "((Tom Reed))  We will use the parking fees.\n\n"
    '((WN))  Did you say "no new taxes" at the debate?\n\n'
    "((Tom Reed))  I did.\n"
)


def test_a_quotation_you_wrote_in_the_interviewers_question_is_the_answerers():
    rows = statement_rows(analysed(INTERVIEW, "quoted-back"), "rule", "cue", "speaker", "direct", "content", "speaker_method")
    assert rows == [
        ("statement.quote_after_cue", "write", "Tom Reed", True, "Leeds deserves buses that run on time.", "pronoun"),
        ("statement.transcript", "say", "Tom Reed", False, "We will use the parking fees.", "name"),
        ("statement.transcript", "say", "Tom Reed", False, "I did.", "name"),
    ]
