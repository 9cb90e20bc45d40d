"""Numbers kg used to read no claim for, or no counted thing (issue 15, numbers37): each form on
sentences written for the test, with the exact span, value and counted noun."""

from __future__ import annotations

from functools import lru_cache

import pytest

from kg.extract.entities import extract_entities
from kg.extract.quantities import extract_quantities
from kg.furniture import blank, find_furniture
from kg.nlp import load_pipeline
from kg.records import QuantityClaim


@lru_cache(maxsize=32)
def analyse(text: str) -> tuple[QuantityClaim, ...]:
    """Claims as ``kg build`` makes them: furniture blanked and skipped, entities found."""
    furniture = find_furniture(text)
    doc = load_pipeline()(blank(text, furniture))
    return tuple(extract_quantities(doc, extract_entities(doc, furniture), furniture, None))


def read(text: str) -> list[tuple[str, float | None, float | None, str | None]]:
    """Each claim as (span, value, least value, counted noun)."""
    return [(text[c.span.start:c.span.end], c.value, c.min_value, c.counts) for c in analyse(text)]


BARE_DOZEN = [
    ("Another dozen guests were still inside the hall, the owner said.", [("dozen", 12, None, "guest")]),
    ("The dozen guests who stayed were fed.", [("dozen", 12, None, "guest")]),
    # "dozen of" with no "a" is "dozens of" misspelt: no twelve read
    ("Dozen of tankers wait outside the harbour.", []),
    # read as before: the word before "dozen" is part of the amount, or left to its own reader
    ("A dozen guests left and three dozen stayed.", [("A dozen", 12, None, "guest"), ("three dozen", 36, None, "guest")]),
    ("A few dozen fans waited.", [("A few dozen", None, 24, "fan")]),
    ("The shop sold a half dozen lamps.", []),
]


@pytest.mark.parametrize("text, expected", BARE_DOZEN, ids=[t for t, _ in BARE_DOZEN])
def test_a_dozen_with_no_number_word_before_it_is_twelve(text: str, expected: list) -> None:
    assert read(text) == expected


GLUED_HEADLINES = [
    # one word to the tokenizer ("NEWS-4"): the claim's span is the digits alone
    ("LATEST NEWS-4 DEAD after bridge collapse", [("4", 4, None, "person")]),
    ("Update-2 Dead, 5 Injured in Factory Blast", [("2", 2, None, "person"), ("5", 5, None, "person")]),
    ("Breaking News-Two People Stabbed at Station", [("Two", 2, None, "person")]),
    # a name's number stays a name's: no headline casing, or no casualty word after it
    ("The COVID-19 dead were buried.", []),
    ("Troops flew F-16 jets.", []),
    ("The Apollo-11 crew landed.", []),
]


@pytest.mark.parametrize("text, expected", GLUED_HEADLINES, ids=[t for t, _ in GLUED_HEADLINES])
def test_a_headlines_count_glued_by_a_hyphen_to_the_words_before_it(text: str, expected: list) -> None:
    assert read(text) == expected


def test_a_number_the_parser_makes_the_object_of_a_word_tagged_a_noun_counts_that_verbs_people() -> None:
    """ "Sniper kills 1 at depot", with "kills" tagged a plural noun (as the tagger does in a
    headline under a web address): only a verb takes an object, so the number counts people killed."""
    from spacy.tokens import Doc

    words = ["Sniper", "kills", "1", "at", "depot"]
    doc = Doc(load_pipeline().vocab, words=words, spaces=[True, True, True, True, False],
              pos=["PROPN", "NOUN", "NUM", "ADP", "NOUN"], tags=["NNP", "NNS", "CD", "IN", "NN"],
              deps=["compound", "ROOT", "dobj", "prep", "pobj"], heads=[1, 1, 1, 1, 3],
              lemmas=["Sniper", "kill", "1", "at", "depot"], sent_starts=[True, False, False, False, False])
    [claim] = extract_quantities(doc, [], [], None)
    assert (claim.span.start, claim.span.end, claim.value, claim.counts, claim.action) == (13, 14, 1, "person", "kill")


LISTED_MODIFIERS = [
    ("There were three tall, bearded men in the car.", [("three", 3, None, "man")]),
    ("Suddenly there were five totally suited up, fully armed riot police officers in the yard.",
     [("five", 5, None, "officer")]),
    # no noun after the list: nothing counted from the clause
    ("Police said five were injured, four seriously.", [("five", 5, None, "person"), ("four", 4, None, "person")]),
]


@pytest.mark.parametrize("text, expected", LISTED_MODIFIERS, ids=[t for t, _ in LISTED_MODIFIERS])
def test_the_counted_noun_after_a_list_of_modifiers(text: str, expected: list) -> None:
    assert read(text) == expected


SEVERAL = [
    ("The storm flattened several barns and killed two cows.",
     [("several", None, 3, "barn"), ("two", 2, None, "cow")]),
    ("Police seized a rifle and several small knives.", [("several", None, 3, "knife")]),
    # a whole a part is taken from, a stretch of time, a scaled amount (read as before)
    ("Mumps is one of several illnesses that spread in winter.", []),
    ("He came back several weeks later.", []),
    ("Several hundred fans waited.", [("Several hundred", None, 300, "fan")]),
    ("Several tens of thousands of fans waited.", [("tens of thousands", None, 20000, "fan")]),
]


@pytest.mark.parametrize("text, expected", SEVERAL, ids=[t for t, _ in SEVERAL])
def test_several_before_a_plural_noun_is_a_vague_count_of_at_least_three(text: str, expected: list) -> None:
    assert read(text) == expected
    assert all(c.vague for c in analyse(text) if c.min_value == 3)



HEADLINE_COUNTS = [
    ("Coast Guard Intercepts Four Smuggling Boats Near Harbor\nPosted on May 3, 2031",
     [("Four", 4, None, "boat")]),
    ("Navy Frigate Captures Two Pirate Skiffs In Gulf", [("Two", 2, None, "skiff")]),
    # a name's number: the word before it is no verb, or no plural follows
    ("Microsoft Releases Windows 10 Update For Phones", []),
    ("Fans See Apollo 11 Capsules", []),
]


@pytest.mark.parametrize("text, expected", HEADLINE_COUNTS, ids=[t[:30] for t, _ in HEADLINE_COUNTS])
def test_a_count_in_a_title_case_headline_between_a_verb_and_its_plural_noun(text: str, expected: list) -> None:
    assert read(text) == expected


def test_a_lower_case_e_glued_before_a_scaled_amount_is_the_euro_sign() -> None:
    """ "e80 million", where the euro sign could not be typed; with no scale word after it, an "e"
    and digits stay a name ("the e80 route", "the e3 conference")."""
    [claim] = analyse("Burglars took e80 million in gems from a Lisbon vault.")
    assert (claim.span.start, claim.span.end, claim.value, claim.unit) == (14, 25, 80_000_000, "EUR")
    assert read("The e80 route is closed.") == [] and read("The e3 conference opens.") == []


@pytest.mark.parametrize("text, qualifier", [
    ("Another dozen other guests were still in the hall.", None),
    ("Rescuers found another 12 other survivors.", None),
    ("Another 30 bodies were found on Monday.", "increment"),
], ids=["another dozen other", "another 12 other", "another 30"])
def test_another_n_other_things_is_a_set_of_others_not_an_increment(text: str, qualifier: str | None) -> None:
    [claim] = analyse(text)
    assert claim.qualifier == qualifier
