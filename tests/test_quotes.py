"""Quotation marks on real text: straight and curly, nested, over lines, unpaired, furniture."""

from __future__ import annotations

from conftest import SEEDS, wikinews_article
from kg.extract.quotes import find_quotations
from kg.records import Span


def quoted(text: str, skip=()) -> list[str]:
    return [q.text(text) for q in find_quotations(text, skip)]


def test_straight_quotes_in_a_seed_before_and_after_words() -> None:
    text = (SEEDS / "000_ddd0835c0143b9f7.txt").read_text(encoding="utf-8")
    assert quoted(text) == [
        "Viva España!",
        "massively entering from the sea",
        "The situation remains out of control as we speak,",
        "to guarantee the inviolability of the frontier and citizen safety.",
        "coordinating to respond with speed and efficacy to the situation in Ceuta,",
        "closely cooperating",
        "numerous people",
        "It has been a slow trickle since the Supreme Court's ruling, but today has been an explosion,",
    ]


def test_marks_are_outside_the_quoted_span() -> None:
    text = (SEEDS / "000_ddd0835c0143b9f7.txt").read_text(encoding="utf-8")
    for q in find_quotations(text):
        assert text[q.opening] == '"' and text[q.closing - 1] == '"'
        assert q.opening + 1 == q.start and q.end == q.closing - 1


def test_curly_quotes() -> None:
    text = wikinews_article("wikinews-2020.jsonl", 61)["text"]
    (whelan,) = [q for q in quoted(text) if q.startswith("We have been working")]
    assert whelan.endswith("on the transport network.")


def test_a_quote_inside_a_quote_is_part_of_the_outer_one() -> None:
    text = wikinews_article("wikinews-2019.jsonl", 133)["text"]
    (mcgurk,) = [q for q in quoted(text) if q.startswith("The WH statement")]
    assert mcgurk.endswith('The "United States" is not holding any ISIS detainees. They are all being held by the SDF, which Trump just served up to Turkey.')
    assert "United States" not in quoted(text)


def test_a_quote_running_over_a_line_break_is_one_quotation() -> None:
    text = wikinews_article("wikinews-2020.jsonl", 92)["text"]
    (seidenberg,) = [q for q in find_quotations(text) if q.text(text).startswith("[Kamala Harris is]")]
    assert seidenberg.text(text).endswith("graduated from a high school in Canada.")
    assert "\n" in text[seidenberg.start : seidenberg.end]


def test_an_unpaired_mark_makes_no_quotation() -> None:
    # '… reminded of "what if my family were in that situation?  "What if they were told …?"'
    text = wikinews_article("wikinews-2020.jsonl", 73)["text"]
    opening = text.index('"what if my family')
    assert not any(q.opening <= opening < q.closing for q in find_quotations(text))


def test_marks_in_skipped_spans_are_ignored() -> None:
    text = (SEEDS / "000_ddd0835c0143b9f7.txt").read_text(encoding="utf-8")
    line_start = text.index('"Viva España!"')
    line = Span(line_start, text.index("\n", line_start))  # as if that line were furniture
    found = quoted(text, [line])
    assert "Viva España!" not in found
    assert found[0] == "massively entering from the sea"


def test_an_opening_curly_mark_glued_to_a_word_closes_the_open_quote() -> None:
    # the typo “…,“ for “…,”: a mark after a word and before a space is a closing one
    text = "“It is far too late,“ said Tom Baker, an engineer. “The steel is rusting.”"
    assert quoted(text) == ["It is far too late,", "The steel is rusting."]
    assert quoted("He called it “a “test“ of will”, nothing more.") == ["a “test“ of will"]


def test_a_straight_mark_typed_before_a_curly_opening_one_is_one_mark() -> None:
    # the typo "“…,” for “…,”: read as a doubled opening mark, not as an outer quote left open
    text = '"“The ferry runs at a loss,” Tom Baker replied. “It always has.”'
    assert quoted(text) == ["The ferry runs at a loss,", "It always has."]


def test_three_apostrophes_are_a_nested_single_mark_beside_a_typewriter_double_one() -> None:
    # typewriter style writes a double mark as two apostrophes: a quote nested in it that ends
    # (or opens) with it gives a run of three, the single mark inside the double one
    text = "''They tell us every week, 'The boat is coming,''' Ms. Ortiz said. ''It never comes.''"
    assert quoted(text) == ["They tell us every week, 'The boat is coming,'", "It never comes."]
    assert quoted("She said, '''Wait here,' they told us.'' Then she left.") == ["'Wait here,' they told us."]


def test_single_marks_quote_in_a_text_with_no_double_ones() -> None:
    # British style: the quotation's own apostrophes and a plural possessive inside it are no marks
    text = ("Mrs Hale spoke outside the court.\n"
            "'Tom asked his doctors for help, but he never got it,' she said. 'We don't know the Smiths' plans.'\n"
            "‘The first paragraph of a longer quote.\n"
            "‘The second paragraph of it,’ said her brother.\n")
    assert quoted(text) == [
        "Tom asked his doctors for help, but he never got it,",
        "We don't know the Smiths' plans.",
        "The first paragraph of a longer quote.\nThe second paragraph of it,",
    ]


def test_apostrophes_alone_make_no_quotation() -> None:
    # an elision opening a word, possessives and a headline's unclosed scare quote
    assert quoted("Rock 'n' roll of the '90s.\nThe players' union met on Sunday.\nPolice 'shot man'\n") == []


def test_single_marks_are_not_quotes_where_the_text_quotes_in_double_ones() -> None:
    text = 'The mayor called it "a disaster" and said the plan was \'on hold,\' for now.\n'
    assert quoted(text) == ["a disaster"]


def test_a_quotation_in_single_marks_is_a_direct_quote_of_its_speaker() -> None:
    from conftest import analysed, statement_rows

    records = analysed("Ann Reed spoke to reporters outside the court.\n"
                       "'Tom asked his doctors for help, but he never got it,' she said.\n")
    assert statement_rows(records, "rule", "speaker", "content", "direct") == [
        ("statement.quote_before_cue", "Ann Reed", "Tom asked his doctors for help, but he never got it", True),
    ]
