"""Questions put to someone (issue 13): "When asked about X, Ortiz said …". The one asked
answers; the question is the by-phrase's ("asked by a reporter"), else nobody's the text
names. Sentences written for these tests."""

from __future__ import annotations

from conftest import analysed, statement_rows


def _rows(text: str, name: str) -> list[tuple]:
    return statement_rows(analysed(text, name), "rule", "cue", "speaker", "content")


def test_a_question_put_to_the_one_who_answers_is_not_his():
    text = ("When asked if she would run again, Ana Ortiz said she had not decided.\n\n"
            "Asked whether the ferry would run in winter, Olaf Berg replied that it would not.\n\n"
            "Asked by a reporter whether the pier would reopen, Karin Lund said it would.\n\n"
            '"We will try again in spring," Karin Lund told the radio station when asked whether the ferry would run.\n')
    assert _rows(text, "asked-participle") == [
        ("statement.unsourced", "ask", None, "if she would run again"),
        ("statement.indirect", "say", "Ana Ortiz", "she had not decided"),
        ("statement.unsourced", "ask", None, "whether the ferry would run in winter"),
        ("statement.indirect", "reply", "Olaf Berg", "it would not"),
        ("statement.request", "ask", "a reporter", "whether the pier would reopen"),
        ("statement.indirect", "say", "Karin Lund", "it would"),
        ("statement.quote_before_cue", "tell", "Karin Lund", "We will try again in spring"),
        ("statement.unsourced", "ask", None, "whether the ferry would run"),
    ]


def test_the_one_asked_is_still_the_he_of_the_next_sentence():
    text = ('Olaf Berg opened the new pier on Monday. Asked whether the ferry would run in winter, he said it would not. '
            '"We will try again in spring," he said.\n')
    assert _rows(text, "asked-pronoun") == [
        ("statement.unsourced", "ask", None, "whether the ferry would run in winter"),
        ("statement.indirect", "say", "Olaf Berg", "it would not"),
        ("statement.quote_before_cue", "say", "Olaf Berg", "We will try again in spring"),
    ]


def test_a_question_or_request_put_to_a_passive_subject_has_no_speaker_unless_a_by_phrase_names_one():
    text = ("Ana Ortiz was asked if the ferry would run in winter.\n\n"
            "Last week Olaf Berg was asked to close the pier.\n\n"
            "Karin Lund was asked by a reporter whether the pier would reopen.\n")
    assert _rows(text, "asked-passive") == [
        ("statement.unsourced", "ask", None, "if the ferry would run in winter"),
        ("statement.unsourced", "ask", None, "to close the pier"),
        ("statement.request", "ask", "a reporter", "whether the pier would reopen"),
    ]


def test_the_one_asked_is_not_part_of_the_question():
    # the object before a question clause is the one asked; before an infinitive it stays, and
    # a "when" clause of time is no question
    text = ("A reporter asked Ana Ortiz whether the ferry would run in winter.\n\n"
            "Olaf Berg asked the harbour board why the pier was closed.\n\n"
            "Karin Lund asked the council to reopen the pier.\n\n"
            "Nils Holm asked a question about the fees when the lights went out.\n")
    assert _rows(text, "asked-addressee") == [
        ("statement.request", "ask", "A reporter", "whether the ferry would run in winter"),
        ("statement.request", "ask", "Olaf Berg", "why the pier was closed"),
        ("statement.request", "ask", "Karin Lund", "the council to reopen the pier"),
        ("statement.request", "ask", "Nils Holm", "a question about the fees when the lights went out"),
    ]


def test_the_speaker_phrase_stops_before_the_question_put_to_it():
    text = "The harbour master, when asked about the strike, said talks would resume on Monday.\n"
    assert _rows(text, "asked-aside") == [
        ("statement.indirect", "say", "The harbour master", "talks would resume on Monday"),
    ]
