"""Speakers the parser hung on a clause before the cue (kg.extract.lost_speakers), on sentences
written for these tests."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _statements(text: str, name: str) -> list[tuple]:
    return statement_rows(analysed(text, name), "rule", "cue", "speaker", "content")


@pytest.mark.parametrize(
    "text, expected",
    [
        # the parser reads "closed the old pier …" as the clause "says" reports, with Ortiz its subject
        ("Mayor Ana Ortiz closed the old pier last spring, then says the ferry will stop in June.\n",
         [("statement.indirect", "say", "Ana Ortiz", "the ferry will stop in June")]),
        # two verbs with no conjunction between them: the first one's subject says the second's clause
        ("Ortiz criticized the harbour board said the fees were too high.\n",
         [("statement.speech_act", "criticize", "Ortiz", "the harbour board"),
          ("statement.indirect", "say", "Ortiz", "the fees were too high")]),
    ],
    ids=["conjunct-before", "no-conjunction"],
)
def test_the_subject_of_the_clause_before_a_cue_with_none_is_its_speaker(text, expected):
    assert _statements(text, "lost-speaker") == expected


def test_a_subject_that_speaks_for_nobody_is_no_speaker():
    # "It" of "It is odd to watch …" is the subject the parser gives the clause before "insist"
    assert _statements("It is odd to watch Ana Ortiz, who closed the pier, suddenly insist that the ferry will stop.\n",
                       "not-lost-speaker") == []


def test_anyone_is_nobody_who_speaks_and_no_one_they_take_up():
    # "if anyone came …, to just tell that …": what to say, should anyone ask, not anyone's report;
    # and the "They" after it are two people the text has not named, not "anyone"
    text = ("She told me if anyone came and asked about me, to just tell that I was with Mira and that she would "
            "come and talk to them. They both spoke to me, told me that they will take me to a big city.\n")
    rows = _statements(text, "anyone")
    assert [speaker for _, _, speaker, _ in rows if speaker is not None and "anyone" in speaker.lower()] == []
    assert ("statement.indirect", "tell", "They both", "they will take me to a big city") in rows


@pytest.mark.parametrize(
    "text, cue, content",
    [
        ("Nobody said that the pier was safe.\n", "say", "the pier was safe"),
        ("No official claimed that the pier was safe.\n", "claim", "the pier was safe"),
        ("None of the engineers said that the pier was safe.\n", "say", "the pier was safe"),
        ('"We saw nothing," no guard said.\n', "say", "We saw nothing"),
        ("There is no evidence that the pier was safe.\n", "evidence", "the pier was safe"),
    ],
    ids=["nobody", "no-official", "none-of", "quoted", "no-evidence"],
)
def test_what_nobody_said_is_negated_and_has_no_speaker(text, cue, content):
    rows = statement_rows(analysed(text, "nobody"), "cue", "speaker", "speaker_text", "negated", "content")
    assert rows == [(cue, None, None, True, content)]


@pytest.mark.parametrize(
    "text, expected",
    [
        # "no doubt" affirms: nothing is denied (the rule reads the noun with no holder)
        ("The mayor left no doubt that the pier would close.\n", [("doubt", None, False, "the pier would close")]),
        # the denial is what the mayor said, not who said it
        ("The mayor said that no one was hurt.\n", [("say", "The mayor", False, "no one was hurt")]),
    ],
    ids=["no-doubt", "no-one-in-content"],
)
def test_a_no_that_affirms_or_sits_in_the_content_denies_nothing(text, expected):
    assert statement_rows(analysed(text, "affirmed"), "cue", "speaker", "negated", "content") == expected


@pytest.mark.parametrize(
    "text, speaker",
    [
        # the parser hangs "who said" on the institute the economist works at
        ("The levy was backed by Ana Lindqvist, an economist at the Harbour Institute, who said it would pay "
         "for the pier.\n", "Ana Lindqvist"),
        ("The levy was backed by a spokesman for the ministry, who said it would pay for the pier.\n", "a spokesman"),
        # a name after "of" may be the one who spoke: the parser's reading stands
        ("The levy was backed by the son of Ana Lindqvist, who said it would pay for the pier.\n", "Ana Lindqvist"),
        # "which" stands for the body
        ("The levy was backed by the Harbour Institute, which said it would pay for the pier.\n", "Harbour Institute"),
    ],
    ids=["role-at-a-body", "role-for-a-body", "name-after-of", "which"],
)
def test_who_after_a_role_at_a_body_is_the_person_not_the_body(text, speaker):
    assert [s for _, _, s, _ in _statements(text, "who-of-a-body")] == [speaker]


def test_a_clause_before_a_colon_is_not_what_the_cue_after_it_reports():
    # the parser hangs "saw their bookings fall:" on "reported", colon and all
    text = ("Other ferry lines also saw their bookings fall: Harbour Lines and the Danish Nordfar both reported "
            "a 39% loss, while Sealink bookings fell 41%.\n")
    assert [(rule, content) for rule, _, _, content in _statements(text, "colon")] == [
        ("statement.speech_act", "a 39% loss"), ("statement.speech_act", "a 39% loss")]
