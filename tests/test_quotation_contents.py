"""Contents around quotations: what was said, not the part of it the quotation's marks or the
parser's sentence cut off (issue 13, PolNeAR's "content covers less than half the gold
Content"). Sentences written for these tests."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _rows(text: str) -> list[tuple]:
    return statement_rows(analysed(text, "quotation-contents"), "rule", "cue", "speaker", "content", "direct", "quote")


@pytest.mark.parametrize(("text", "expected"), [
    # the clause's subject stands before the cue, its verb is quoted after it
    ('The fare, Tom Reed said, "is far too high for families."\n',
     ("statement.quote_after_cue", "say", "Tom Reed", 'The fare, Tom Reed said, "is far too high for families."', False,
      "is far too high for families.")),
    ('A slower ferry, Ann Cole said, "would cost the island its whole summer."\n',
     ("statement.quote_after_cue", "say", "Ann Cole", 'A slower ferry, Ann Cole said, "would cost the island its whole summer."',
      False, "would cost the island its whole summer.")),
    # the clause's verb stands before the cue, the quotation completes it
    ('Ann Cole knew the island well. There was, she said, "a quiet deal with the harbour board."\n',
     ("statement.quote_after_cue", "say", "Ann Cole", 'There was, she said, "a quiet deal with the harbour board."',
      False, "a quiet deal with the harbour board.")),
], ids=["subject", "subject-and-modal", "verb-before"])
def test_a_quotation_that_finishes_a_clause_begun_before_its_cue_is_said_with_that_clause(text, expected):
    assert _rows(text) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    # the quotation is a clause of its own: the opening phrase is the writer's
    ('In short, Tom Reed said, "the old plan is over."\n',
     ("statement.quote_after_cue", "say", "Tom Reed", "the old plan is over.", True, "the old plan is over.")),
    # a quotation before the cue is joined as a split quote, as before
    ('"The fare is high," Tom Reed said, "and it rises every spring."\n',
     ("statement.quote_before_cue", "say", "Tom Reed", 'The fare is high," Tom Reed said, "and it rises every spring.', True,
      "The fare is high … and it rises every spring.")),
], ids=["own-clause", "split-quote"])
def test_a_quotation_that_is_a_clause_of_its_own_after_a_cue_stays_the_content(text, expected):
    assert _rows(text) == [expected]


def test_a_content_that_opens_a_quotation_runs_to_its_closing_mark():
    # the parser ends the sentence after "pier"; the mayor's words, and Reed's, go on
    text = 'Tom Reed added that the mayor had said, "We will build the pier. The money is there."\n'
    assert _rows(text) == [
        ("statement.indirect", "add", "Tom Reed", 'the mayor had said, "We will build the pier. The money is there."', False, None),
        ("statement.quote_after_cue", "say", "the mayor", "We will build the pier. The money is there.", True,
         "We will build the pier. The money is there."),
    ]


def test_a_verb_that_describes_a_quoted_speaker_is_no_cue_for_the_quotation_after_the_sentence():
    # "wrote" says who Reed is; the quotation after the full stop goes on with Reed's words
    text = ('"He did try to stop me," said Tom Reed, who wrote about the crossing in his book. '
            '"Thank goodness, the gate held."\n')
    assert _rows(text) == [
        ("statement.quote_before_cue", "say", "Tom Reed",
         'He did try to stop me," said Tom Reed, who wrote about the crossing in his book. "Thank goodness, the gate held.',
         True, "He did try to stop me … Thank goodness, the gate held."),
    ]


def test_a_verb_in_a_relative_clause_of_a_sentence_with_no_quotation_still_introduces_one():
    text = 'The words came from Ann Cole, who wrote in her diary. "We left at dawn and did not look back."\n'
    assert _rows(text) == [
        ("statement.quote_after_cue", "write", "Ann Cole", "We left at dawn and did not look back.", True,
         "We left at dawn and did not look back."),
    ]


@pytest.mark.parametrize(("text", "expected"), [
    # the writer's subject, then a quotation of two sentences, then its cue
    ('The ferry crossed late.\n\nThe harbour board "was slow to act. Nobody knew who was in charge," said Ann Cole.\n',
     ("statement.clause_then_cue", "say", "Ann Cole", 'The harbour board "was slow to act. Nobody knew who was in charge',
      False, None)),
], ids=["subject-before-the-quotation"])
def test_a_content_that_starts_inside_a_quotation_before_its_cue_starts_with_the_quotation(text, expected):
    assert _rows(text) == [expected]


def test_a_quotation_of_sentences_before_its_cue_stays_a_direct_quote():
    text = 'The ferry crossed late.\n\n"We waited for hours. Then the gate closed. So we went home," Tom Reed said.\n'
    assert _rows(text) == [
        ("statement.quote_before_cue", "say", "Tom Reed", "We waited for hours. Then the gate closed. So we went home", True,
         "We waited for hours. Then the gate closed. So we went home"),
    ]
