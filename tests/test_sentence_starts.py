"""Where no sentence starts (kg.nlp.paragraph_boundaries): at a lowercase word, at a
comma-like mark, at the number after "No."; on sentences written for these tests."""

from __future__ import annotations

from conftest import analysed, statement_rows
from kg.nlp import load_pipeline


def sentences(text: str) -> list[str]:
    return [s.text for s in load_pipeline()(text).sents]


def test_no_sentence_starts_at_a_lowercase_word():
    # the parser ended a sentence at the quotation's "!" and began one at the cue
    assert sentences('"This is a disgrace!" he wrote on Twitter. The mayor left.') == [
        '"This is a disgrace!" he wrote on Twitter.', "The mayor left."]


def test_no_is_one_token_before_a_number_and_the_speaker_keeps_it():
    assert [t.text for t in load_pipeline()("Juror No. 12 said")] == ["Juror", "No.", "12", "said"]
    # a quoted answer keeps its full stop apart
    assert [t.text for t in load_pipeline()('He said "No."')][-3:] == ["No", ".", '"']
    # was the speaker ". 12" and the content with the quotation's comma and mark
    text = '"We were searching for the truth," Juror No. 12 said after the verdict.\n'
    assert statement_rows(analysed(text, "number-abbreviation"), "rule", "speaker", "content") == [
        ("statement.quote_before_cue", "Juror No. 12", "We were searching for the truth")]


def test_a_question_before_ask_is_no_request_after_it():
    # was a request whose content was "at the meeting"
    text = "What will the council do next, the mayor asked at the meeting.\n"
    assert statement_rows(analysed(text, "question-before-ask"), "rule", "content") == []
