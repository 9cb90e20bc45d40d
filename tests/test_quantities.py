"""Quantity claims on real text: the seeds, hand-annotated Wikinews numbers, each exclusion rule."""

from __future__ import annotations

import json
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg.extract.entities import extract_entities
from kg.extract.numbers import find_numbers
from kg.extract.quantities import extract_quantities
from kg.extract.timex import resolve
from kg.measures.classes import action_class
from kg.furniture import blank, find_furniture
from kg.nlp import load_pipeline
from kg.records import QuantityClaim, Span

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(__file__).resolve().parents[1].parent / "shared"
DATA = ROOT / "tests" / "data"
SEEDS = ROOT / "seeds"


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


SEED_GOLD = read_jsonl(DATA / "seed_quantities.jsonl")
WIKINEWS_GOLD = read_jsonl(DATA / "wikinews_quantities.jsonl")


@lru_cache(maxsize=64)
def analyse(text: str, published: str | None = None, use_furniture: bool = True) -> tuple[QuantityClaim, ...]:
    """Claims as ``kg build`` makes them: furniture blanked and skipped, entities found."""
    furniture = find_furniture(text) if use_furniture else []
    doc = load_pipeline()(blank(text, furniture))
    entities = extract_entities(doc, furniture)
    return tuple(extract_quantities(doc, entities, furniture, published))


def claims_in(text: str, **kwargs: object) -> list[tuple[str, QuantityClaim]]:
    return [(text[c.span.start:c.span.end], c) for c in analyse(text, **kwargs)]


def claim_at(claims: tuple[QuantityClaim, ...], start: int, end: int) -> QuantityClaim | None:
    overlapping = [c for c in claims if c.span.start < end and start < c.span.end]
    return overlapping[0] if len(overlapping) == 1 else None


def one_claim(text: str) -> QuantityClaim:
    claims = analyse(text)
    assert len(claims) == 1, [text[c.span.start:c.span.end] for c in claims]
    return claims[0]


# --- the seeds: every number a careful reader sees --------------------------------------------


def seed_id(record: dict) -> str:
    return f"{record['seed'][:3]}:{record['span']}@{record['start']}"


@pytest.mark.parametrize("gold", SEED_GOLD, ids=seed_id)
def test_seed_number(gold: dict) -> None:
    text = (SEEDS / gold["seed"]).read_text(encoding="utf-8")
    claim = claim_at(analyse(text), gold["start"], gold["end"])
    assert claim is not None, f"no claim for {gold['span']!r}"
    assert text[claim.span.start:claim.span.end] == gold["span"]
    assert (claim.value, claim.min_value, claim.max_value) == (gold["value"], gold["min_value"], gold["max_value"])
    assert (claim.approximate, claim.vague, claim.unit) == (gold["approximate"], gold["vague"], gold["unit"])
    assert (claim.counts, claim.action) == (gold["counts"], gold["action"])
    assert (claim.about, claim.when) == (gold["about"], gold["when"])
    assert claim.attributed_to is None  # set later, from the statement holding the number
    sentence = text[claim.evidence[0].start:claim.evidence[0].end]
    assert gold["span"] in sentence and sentence == sentence.strip()


@pytest.mark.parametrize("seed", sorted({g["seed"] for g in SEED_GOLD}))
def test_seed_claims_are_exactly_the_annotated_numbers(seed: str) -> None:
    text = (SEEDS / seed).read_text(encoding="utf-8")
    found = sorted(text[c.span.start:c.span.end] for c in analyse(text))
    assert found == sorted(g["span"] for g in SEED_GOLD if g["seed"] == seed)


SKY = "001_3ec2b6a4884c1b61.txt"
FURNITURE_NUMBERS = ["Four", "2,000", "Thousands", "117", "190 years"]


def test_seed_001_furniture_numbers_absent() -> None:
    text = (SEEDS / SKY).read_text(encoding="utf-8")
    furniture = find_furniture(text)
    spans = [text[c.span.start:c.span.end] for c in analyse(text)]
    for number in FURNITURE_NUMBERS:
        assert number not in spans
    assert not any(f.start < c.span.end and c.span.start < f.end for f in furniture for c in analyse(text))


def test_seed_001_furniture_numbers_are_numbers_when_not_skipped() -> None:
    # the same lines without the skip spans: the exclusion is the furniture, not the reading
    text = (SEEDS / SKY).read_text(encoding="utf-8")
    spans = [span for span, _ in claims_in(text, use_furniture=False)]
    assert all(number in spans for number in FURNITURE_NUMBERS)


def test_seed_002_headline_line_is_furniture_but_readable() -> None:
    # "22 EU states demand ..." is a lone headline link: kg.furniture skips it; read alone,
    # it is 22 states demanding, about Ceuta
    text = (SEEDS / "002_27f613a8daa9a422.txt").read_text(encoding="utf-8")
    assert "22" not in [span for span, _ in claims_in(text)]
    claims = dict(claims_in(text, use_furniture=False))
    assert (claims["22"].value, claims["22"].counts, claims["22"].action) == (22.0, "state", "demand")
    assert claims["22"].about == "Place:ceuta"


def test_seed_dates_resolve_from_publication_date() -> None:
    text = (SEEDS / "002_27f613a8daa9a422.txt").read_text(encoding="utf-8")
    claims = dict(claims_in(text, published="2021-05-22"))  # a Saturday
    assert (claims["More than 1,500"].when_start, claims["More than 1,500"].when_end) == ("2021-05-15", "2021-05-22")
    assert (claims["around 50,000"].when_start, claims["around 50,000"].when_end) == ("2021-05-20", "2021-05-22")
    text0 = (SEEDS / "000_ddd0835c0143b9f7.txt").read_text(encoding="utf-8")
    some = dict(claims_in(text0))["some 10,000"]
    assert (some.when_start, some.when_end) == ("2021-05-01", "2021-05-31")  # no publication date needed


def test_same_input_same_claims() -> None:
    text = (SEEDS / "002_27f613a8daa9a422.txt").read_text(encoding="utf-8")
    doc = load_pipeline()(text)
    entities = extract_entities(doc)
    assert extract_quantities(doc, entities) == extract_quantities(load_pipeline()(text), entities)


# --- values: digits, words, money, percentages, ranges, bounds, vague amounts --------------------

VALUES = [
    # text, span, (value, min, max), approximate, vague, unit, counts
    ("About 2,000 migrants crossed the border.", "About 2,000", (2000, None, None), True, False, None, "migrant"),
    ("Sixteen people were injured.", "Sixteen", (16, None, None), False, False, None, "person"),
    ("Twenty-five people were injured.", "Twenty-five", (25, None, None), False, False, None, "person"),
    ("The city had one million residents.", "one million", (1_000_000, None, None), False, False, None, "population"),
    ("He counted two hundred and fifty ballots.", "two hundred and fifty", (250, None, None), False, False, None, "ballot"),
    ("The firm paid US$3.6 billion for it.", "US$3.6 billion", (3.6e9, None, None), False, False, "USD", None),
    ("They lost 2.5bn euros last year.", "2.5bn euros", (2.5e9, None, None), False, False, "EUR", None),
    ("The club spent £4m on a striker.", "£4m", (4e6, None, None), False, False, "GBP", None),
    ("The turnout rose to 40 per cent.", "40 per cent", (40, None, None), False, False, "percent", "turnout"),
    ("Between 10 and 20 migrants drowned.", "Between 10 and 20", (None, 10, 20), False, False, None, "migrant"),
    ("Two or three boats sank.", "Two or three", (None, 2, 3), False, False, None, "boat"),
    ("Up to 300 people were evacuated.", "Up to 300", (None, None, 300), False, False, None, "person"),
    ("Nearly 800 thousand customers lost power.", "Nearly 800 thousand", (None, None, 800_000), True, False, None, "customer"),
    ("At least seven people were killed.", "At least seven", (None, 7, None), False, False, None, "person"),
    ("Sixty-six people or more were injured.", "Sixty-six", (None, 66, None), False, False, None, "person"),
    # an open bound after the number: a category of people ("aged 65 and over"), not one age
    ("Voters aged 65 and over backed the plan.", "65 and over", (None, 65, None), False, False, "year", "age"),
    ("Residents aged 18 years or older may vote.", "18 years or older", (None, 18, None), False, False, "year", "age"),
    ("Children aged five and under travel free.", "five and under", (None, None, 5), False, False, "year", "age"),
    ("Girls from the age of 15 and above were enrolled.", "15 and above", (None, 15, None), False, False, "year", "age"),
    ("Dozens of houses burned.", "Dozens", (None, 24, None), False, True, None, "house"),
    ("Hundreds of thousands of people marched.", "Hundreds of thousands", (None, 200_000, None), False, True, None, "person"),
    ("A third of the residents left.", "A third", (1 / 3, None, None), False, False, "fraction", "resident"),
    ("Three-fourths of the tenants stayed.", "Three-fourths", (0.75, None, None), False, False, "fraction", "tenant"),
    ("One-eighth of the budget went unspent.", "One-eighth", (0.125, None, None), False, False, "fraction", "budget"),
    ("He prescribed over half a million doses.", "over half a million", (None, 500_000, None), False, False, None, None),
    ("Winds of 120 miles per hour hit the coast.", "120 miles per hour", (120, None, None), False, False, "mph", "wind"),
    ("The prize is worth SEK9 million.", "SEK9 million", (9e6, None, None), False, False, "SEK", None),
    ("The 15,800-square-metre building houses offices.", "15,800-square-metre", (15800, None, None), False, False,
     "m2", "building"),
    ("The 170,000-square-foot building houses a plant.", "170,000-square-foot", (170000, None, None), False, False,
     "ft2", "building"),
    ("They made off with 2m euros in gems.", "2m euros", (2e6, None, None), False, False, "EUR", None),
    ("The wall is 2m high.", "2m", (2, None, None), False, False, "m", None),
    ("Thieves nabbed $2.5 million worth of jewellery.", "$2.5 million", (2.5e6, None, None), False, False, "USD",
     "jewellery"),
]


@pytest.mark.parametrize("text, span, bounds, approximate, vague, unit, counts", VALUES, ids=[v[1] for v in VALUES])
def test_value(text: str, span: str, bounds: tuple, approximate: bool, vague: bool, unit: str | None,
               counts: str | None) -> None:
    claim = one_claim(text)
    assert text[claim.span.start:claim.span.end] == span
    assert (claim.value, claim.min_value, claim.max_value) == pytest.approx(bounds)
    assert (claim.approximate, claim.vague, claim.unit) == (approximate, vague, unit)
    if counts is not None:
        assert claim.counts == counts


def test_tally_is_two_numbers_not_a_range() -> None:
    claims = claims_in("The Senate voted 52 to 48 against the bill.")
    assert [(span, c.value) for span, c in claims] == [("52", 52.0), ("48", 48.0)]


def test_a_record_counts_nothing_carried_over_from_another_number() -> None:
    """A win-loss record "31-2" is one side of a result: it does not take the noun of the
    "20 knockouts" beside it, nor of an earlier sentence; a tally's two sides share theirs."""
    text = ("Marta Salo (31-2, 20 knockouts) kept her title on Friday. The champion improved to 31-2 "
            "(21 KO). Her challenger fell to 18-5. The vote was 52-48 in favour.")
    found = [(span, c.value, c.counts) for span, c in claims_in(text)]
    assert found == [("31", 31.0, None), ("2", 2.0, None), ("20", 20.0, "knockout"),
                     ("31", 31.0, None), ("2", 2.0, None), ("21", 21.0, "ko"),
                     ("18", 18.0, None), ("5", 5.0, None), ("52", 52.0, "vote"), ("48", 48.0, "vote")]


@pytest.mark.parametrize("text, expected", [
    ("Kerr stopped Lund after 52 seconds of the ninth round.", ("52 seconds", "second", None)),
    ("The jury heard three hours of testimony.", ("three hours", "hour", None)),
    ("Thousands of soldiers were sent.", ("Thousands", None, "soldier")),
], ids=["seconds-of-a-round", "hours-of-testimony", "thousands-of"])
def test_a_duration_of_something_counts_nothing_else(text: str, expected: tuple) -> None:
    (found,) = [(span, c.unit, c.counts) for span, c in claims_in(text)]
    assert found == expected


@pytest.mark.parametrize("text, expected", [
    ("One out of every thousand children who catch the disease go deaf.", [("One out of every thousand", 0.001, "child")]),
    ("Two in every three homes were flooded.", [("Two in every three", 2 / 3, "home")]),
    ("One in four adults smoke, a survey found.", [("One in four", 0.25, "adult")]),
    ("Nine in 10 doctors agreed.", [("Nine in 10", 0.9, "doctor")]),
    ("They won control of 17 out of 18 districts.", [("17", 17.0, "district"), ("18", 18.0, "district")]),
    ("Gunmen killed two in three attacks.", [("two", 2.0, "person"), ("three", 3.0, "attack")]),
    ("Nine out of 10 dentists agreed.", [("Nine out of 10", 0.9, "dentist")]),
    ("Four of every 10 homes were damaged.", [("Four of every 10", 0.4, "home")]),
    ("Two of the three suspects were arrested.", [("Two", 2.0, "suspect"), ("three", 3.0, "suspect")]),
], ids=["out-of-every", "in-every", "one-in", "in-ten", "out-of-a-total", "no-rate", "out-of-ten",
        "of-every", "of-the-whole"])
def test_a_rate_is_one_fraction_not_two_counts(text: str, expected: list) -> None:
    found = [(span, c.value, c.counts) for span, c in claims_in(text)]
    assert [(span, pytest.approx(value), counts) for span, value, counts in found] == expected
    assert {c.unit for _, c in claims_in(text)} == ({"fraction"} if len(expected) == 1 else {None})


@pytest.mark.parametrize("text, expected", [
    ("The senator posted the full 60 Minutes interview on his page.", []),
    ("She appeared on 60 Minutes on Sunday.", []),
    ("The fire burned for 60 minutes.", [("60 minutes", "minute")]),
    ("Fire Burns For 60 Minutes In Downtown Warehouse", [("60 Minutes", "minute")]),
], ids=["programme", "programme-short", "duration", "headline"])
def test_a_capitalised_time_unit_in_running_text_names_a_programme(text: str, expected: list) -> None:
    assert [(span, c.unit) for span, c in claims_in(text, use_furniture=False)] == expected


def test_a_symbol_the_parser_took_for_a_verb_is_no_action() -> None:
    # a results list drawn with block characters: "██" is parsed as the verb of "48 seats"
    rows = ("Eastern Party - 365 seats", "Western Party - 203 seats", "Northern National Party - 48 seats",
            "Southern Democrats - 11 seats")
    text = "Monday, December 16, 2019\u00a0\n\n\n" + "\n\n".join(f"\u2588\u2588\u00a0{row}" for row in rows) + "\n"
    found = [(span, c.counts, c.action) for span, c in claims_in(text)]
    assert found == [("365", "seat", None), ("203", "seat", None), ("48", "seat", None), ("11", "seat", None)]


@pytest.mark.parametrize("text, expected", [
    ("One person is believed to have been arrested, and no injuries were reported.", [("One", "person", "arrest")]),
    ("Two climbers are thought to have died on the mountain.", [("Two", "climber", "die")]),
    ("About 300 people are expected to attend the funeral.", [("About 300", "person", "attend")]),
    ("Five people seem to have been injured in the blast.", [("Five", "person", "injure")]),
], ids=["believed", "thought", "expected", "seem"])
def test_a_raising_verb_hands_its_subject_to_the_verb_that_says_what_happened(text: str, expected: list) -> None:
    assert [(span, c.counts, c.action) for span, c in claims_in(text)] == expected


@pytest.mark.parametrize("text, expected", [
    ("The shooting came just weeks after a driver fatally shot eight people, then himself.", "another event"),
    ("The attack came two months after gunmen killed 12 soldiers in the north.", "another event"),
    ("The protest came a day after three workers died in a fire.", None),  # as often the same story, a day on
    ("The vote came weeks after the attack that killed 12 people.", "another event"),
    ("Police arrived minutes after the gunman shot three people.", None),  # the same incident
    ("After the gunman shot three people, he fled.", None),
], ids=["weeks-after", "months-after", "a-day-after", "after-a-noun", "minutes-after", "after"])
def test_a_count_of_a_clause_days_or_more_from_the_sentences_event_is_another_events(text: str, expected: str | None) -> None:
    (claim,) = [c for _, c in claims_in(text)]
    assert claim.qualifier == expected


def test_change_is_two_numbers_not_a_range() -> None:
    claims = claims_in("The death toll rose from five people to six on Saturday.")
    assert [(span, c.value) for span, c in claims] == [("five", 5.0), ("six", 6.0)]
    assert claims[1][1].counts == "person"  # elided: the people of the same clause


@pytest.mark.parametrize(("text", "counts"), [
    ("The number of dead rose to 1,200 on Sunday.", "dead"),
    ("The total of arrests stood at 45.", "arrest"),
    ("The number was 12.", None),  # a count noun with nothing it counts
], ids=["number-of", "total-of", "bare-number"])
def test_a_subject_that_names_the_count_counts_what_its_of_phrase_names(text: str, counts: str | None) -> None:
    (claim,) = [c for _, c in claims_in(text)]
    assert claim.counts == counts


def test_elided_noun_comes_from_the_previous_number() -> None:
    text = "The ministry said around 50,000 people crossed and estimated that 48,300 had returned."
    claim = dict(claims_in(text))["48,300"]
    assert (claim.counts, claim.action) == ("person", "return")


def test_age_forms() -> None:
    for text, span in [("A 36-year-old man was arrested.", "36-year-old"), ("He died aged 78.", "78"),
                       ("She died at the age of 80.", "80"), ("James Ford, 42, held him down.", "42")]:
        claim = dict(claims_in(text))[span]
        assert (claim.counts, claim.unit) == ("age", "year"), text


# --- numbers read right (issue 15, item 5): text written for these tests ----------------------------

SCALED_MONEY = [
    ("The miner agreed to buy its rival for US$5.4-billion on Monday.", "US$5.4-billion", 5.4e9, "USD"),
    ("Thieves made off with $137-million of diamonds.", "$137-million", 137e6, "USD"),
    ("They paid a two-million-euro ransom.", "two-million-euro", 2e6, "EUR"),
    ("The bid rose to C$3.25-billion.", "C$3.25-billion", 3.25e9, "CAD"),
]


@pytest.mark.parametrize("text, span, value, unit", SCALED_MONEY, ids=[m[1] for m in SCALED_MONEY])
def test_a_scale_word_after_a_hyphen_scales_the_amount(text: str, span: str, value: float, unit: str) -> None:
    claim = dict(claims_in(text))[span]
    assert (claim.value, claim.min_value, claim.max_value, claim.unit) == (pytest.approx(value), None, None, unit)


def test_a_range_of_hyphenated_scaled_amounts_is_still_a_range() -> None:
    claim = one_claim("Analysts valued the stake at US$1.2-billion to 1.5-billion.")
    assert (claim.min_value, claim.max_value, claim.unit) == (pytest.approx(1.2e9), pytest.approx(1.5e9), "USD")


# "MM" after a currency is US financial shorthand for a million; a range's second number takes
# the first's currency, so a one-letter scale glued to it scales it too
MILLIONS_SHORTHAND = [
    ("The Lions offered $160MM over eight years.", "$160MM", 160e6, None, None),
    ("The Lions offered $21 MM per year.", "$21 MM", 21e6, None, None),
    ("The Lions offered $1.5MM.", "$1.5MM", 1.5e6, None, None),
    ("The Lions are at $140-150MM.", "$140-150MM", None, 140e6, 150e6),
    ("The Lions are at $140-150m over seven years.", "$140-150m", None, 140e6, 150e6),
    ("The fee is $20-30 a day.", "$20-30", None, 20, 30),
]


@pytest.mark.parametrize("text, span, value, low, high", MILLIONS_SHORTHAND, ids=[m[1] for m in MILLIONS_SHORTHAND])
def test_mm_after_a_currency_is_a_million(text: str, span: str, value: float | None, low: float | None,
                                          high: float | None) -> None:
    claim = dict(claims_in(text))[span]
    assert (claim.value, claim.min_value, claim.max_value, claim.unit) == (value, low, high, "USD")


def test_mm_without_a_currency_stays_millimetres() -> None:
    assert [(span, c.value, c.unit) for span, c in claims_in("The rain gauge showed 12 mm overnight.")] \
        == [("12 mm", 12.0, "mm")]
    assert claims_in("He carried a 9mm pistol.") == []


MAGNITUDES = [
    ("A 6.1-magnitude quake struck the island.", "6.1-magnitude", 6.1, "quake"),
    ("An earthquake of magnitude 6.1 struck the coast.", "6.1", 6.1, "earthquake"),
    ("A magnitude-5.9 earthquake shook the valley.", "magnitude-5.9", 5.9, "earthquake"),
    ("A tremor measuring 4.8 on the Richter scale woke residents.", "4.8", 4.8, "tremor"),
    ("A 6.7-strength quake flattened the town.", "6.7-strength", 6.7, "quake"),
    ("The aftershock had a magnitude of 4.2.", "4.2", 4.2, "aftershock"),
    ("The quake's magnitude was put at 5.9 by one agency, but another said it was 6.1.", "6.1", 6.1, "quake"),
]


@pytest.mark.parametrize("text, span, value, counts", MAGNITUDES, ids=[m[0][:24] for m in MAGNITUDES])
def test_magnitudes_are_read_with_their_quake(text: str, span: str, value: float, counts: str) -> None:
    claim = dict(claims_in(text))[span]
    assert (claim.value, claim.unit, claim.counts) == (value, "magnitude", counts)


LAST_DIGITS = [
    ("The agency said the quake had a magnitude of 7.0.", "7.0", 0.1),
    ("The agency said the quake had a magnitude of 6.25.", "6.25", 0.01),
    ("The firm agreed a US$5.40-billion takeover.", "US$5.40-billion", 0.01e9),
    ("The agency said the quake had a magnitude of 7.", "7", None),
]


@pytest.mark.parametrize("text, span, last_digit", LAST_DIGITS, ids=[d[1] for d in LAST_DIGITS])
def test_a_zero_written_after_the_decimal_point_is_kept_as_a_digit(text: str, span: str,
                                                                    last_digit: float | None) -> None:
    claim = dict(claims_in(text))[span]
    assert claim.last_digit == (pytest.approx(last_digit) if last_digit else None)


def test_a_small_decimal_is_a_magnitude_only_in_a_sentence_about_a_quake() -> None:
    assert dict(claims_in("Inflation reached 5.9 in March."))["5.9"].unit is None


def test_an_age_between_commas_after_a_name() -> None:
    claim = dict(claims_in("Police named the driver as Oliver Smith, 52, of Leeds."))["52"]
    assert (claim.value, claim.counts, claim.unit) == (52, "age", "year")


def test_an_age_between_commas_after_a_possessive_name_or_one_persons_noun() -> None:
    claims = dict(claims_in("Lina Ortega arrived on Monday. Ortega's, 41, recent films were praised. "
                            "The singer, 26, checked in late on Friday. The team scored in the season, 12, times."))
    assert (claims["41"].counts, claims["41"].unit, claims["41"].bearer) == ("age", "year", "Person:lina ortega")
    # whom the noun describes, as "the 26-year-old singer": no guess of the article's main person
    assert (claims["26"].counts, claims["26"].unit, claims["26"].bearer) == ("age", "year", None)
    assert claims["12"].counts != "age"  # a noun of time is dated or counted, not aged


CASUALTIES = [
    ("The powerful storm killed at least one person, injured 25 and damaged hundreds of homes.", "at least one"),
    ("Blast kills at least one, injures 20", "at least one"),
    ("A car bomb injured 12 people and killed at least one person.", "at least one"),
    ("At least one person was killed and 30 were injured.", "At least one"),
]


@pytest.mark.parametrize("text, span", CASUALTIES, ids=[c[0][:30] for c in CASUALTIES])
def test_killed_at_least_one_person_is_a_count_of_people_killed(text: str, span: str) -> None:
    claim = dict(claims_in(text))[span]
    assert (claim.min_value, claim.counts, claim.action) == (1, "person", "kill")


def test_a_number_that_counts_what_was_added_is_an_increment() -> None:
    claims = dict(claims_in("She married two more times. Divers found another 30 bodies and an additional "
                            "12 boats. Ten people or more died, and more than 40 were hurt. The quake killed 5 people, "
                            "injuring dozens more."))
    assert {text for text, c in claims.items() if "increment" in (c.qualifier or "").split("; ")} == {"two", "30", "12"}
    assert claims["30"].qualifier == "increment; beside boat"  # a list's other counted noun is marked too
    assert claims["Ten"].qualifier is None and claims["more than 40"].qualifier is None
    assert claims["dozens"].qualifier is None


def test_the_parties_of_an_offer_include_its_recipient_and_a_controlled_subject() -> None:
    claims = dict(claims_in("The club's manager said he had made a nine-year offer to the pitcher Carl Dunmore. "
                            "Anton Fisk is believed to be seeking a four-year deal."))
    assert claims["nine-year"].participants == ("Person:carl dunmore",)  # "an offer to X": the recipient
    assert claims["four-year"].participants == ("Person:anton fisk",)  # "X is believed to be seeking"


def test_the_number_after_a_casualty_verb_counts_people() -> None:
    claims = dict(claims_in("Blast kills at least one, injures 20"))
    assert (claims["20"].counts, claims["20"].action) == ("person", "injure")


# --- what comparison across articles needs: the day, whose age, labels, conversions --------------

DATELINES = [
    ("Last Updated: Monday, 28 November 2005, 02:24 GMT\nTen dead in a quake", "2005-11-28"),
    ("Storm hits coast\nMay 03, 2013\nThe storm hit.", "2013-05-03"),
    ("12 / 16 / 08 1:30 AM EST\nThe club made an offer.", "2008-12-16"),
    ("14 / 09 / 2013\nA climber fell.", "2013-09-14"),
    ("Posted on Thu Jun 13, 2013 08:45 AM PDT\nShe left.", "2013-06-13"),
    ("published: 2012-04-04 11:47:35\nA director signed.", "2012-04-04"),
    ("http: / / news. example. com / 2013 / 05 / 03 / story /\nA story.", "2013-05-03"),
    ("Reid checked herself in on Tuesday, December 9, 2008.\nShe is 33.", None),
    ("No date at all here.", None),
    # a month misspelt by one letter is still the month; a word that only begins like one is not
    ("Storm hits coast\nDecembr 14, 2009\nThe storm hit.", "2009-12-14"),
    ("Storm hits coast\nMayor 14, 2009\nThe storm hit.", None),
    # a dateline that opens the lede: a place, the date, a dash (an agency's name may stand before it)
    ("Mayor elected\n\nHARWICK, March 3, 2031 — Maria Costa won the election.", "2031-03-03"),
    ("DUNMORE, Kent, 4 June 2030 (Reuters) - Ten boats were seized.", "2030-06-04"),
    ("Port Vale, May 3, 2029 -- The port reopened on Friday.", "2029-05-03"),
    # a lede that only names a date is no dateline
    ("Mayor elected\n\nHarwick voters on March 3, 2031 - a Sunday - chose Maria Costa.", None),
    ("On March 3, 2031 — a Sunday — Maria Costa won.", None),
]


@pytest.mark.parametrize("text, expected", DATELINES, ids=[d[0][:20] for d in DATELINES])
def test_the_dateline_of_an_undated_article(text: str, expected: str | None) -> None:
    from kg.extract.timex import dateline

    assert dateline(text) == expected


def test_a_dateline_dates_the_numbers_of_an_undated_article() -> None:
    claim = dict(claims_in("May 03, 2013\nPolice arrested 12 protesters on Thursday."))["12"]
    assert (claim.reported, claim.when_start) == ("2013-05-03", "2013-05-02")
    claim = dict(claims_in("Arrests in Harwick\n\nHARWICK, May 3, 2013 — Police arrested 12 protesters on "
                           "Thursday."))["12"]
    assert (claim.reported, claim.when_start) == ("2013-05-03", "2013-05-02")


def test_whose_age_a_number_is() -> None:
    claims = dict(claims_in("Police named the driver as Oliver Smith, 52. The 52-year-old Smith was charged. "
                            "His passenger, Maria Lopez, 47, was hurt."))
    assert claims["52"].bearer == claims["52-year-old"].bearer == "Person:oliver smith"
    assert claims["47"].bearer == "Person:maria lopez"


@pytest.mark.parametrize("text, span, bearer", [
    ("Maria Kellner dies at 93", "93", "Person:maria kellner"),
    ("Maria Kellner, the harpist, died on Tuesday at 93.", "93", "Person:maria kellner"),
    ("Maria Kellner passed away at 93 in her sleep.", "93", "Person:maria kellner"),
    ("Maria Kellner retired in 1990 and died at 93.", "93", "Person:maria kellner"),
    ("Maria Kellner has died. She died on Tuesday at 93.", "93", "Person:maria kellner"),
    ("Maria Kellner died on Tuesday at the age of 93, Lena Voss said.", "93", "Person:maria kellner"),
    ("Opera's Nightingale, Maria Kellner dies at 93 March 04, 2021 Maria Kellner, whose songs sold well, died.", "93",
     "Person:maria kellner"),
    # whoever died, not the name after the number
    ("She died at 93, Lena Voss said.", "93", None),
    # two women the sentence before names: whose age it is, the text does not say
    ("Maria Kellner and Lena Voss fell from the ridge. She died at the age of 44.", "44", None),
], ids=["headline", "weekday between", "passed away", "second verb", "pronoun", "at the age of, before a source",
        "headline run into its date", "no one before", "two before"])
def test_an_age_at_death_is_the_age_of_whoever_died(text: str, span: str, bearer: str | None) -> None:
    claims = dict(claims_in(text))
    assert (claims[span].counts, claims[span].unit, claims[span].value, claims[span].bearer, claims[span].qualifier) \
        == ("age", "year", float(span), bearer, "age at death")  # no later report grows it


@pytest.mark.parametrize("text, span, bearer, qualifier", [
    ("Maria Kellner sang for years. The 91-year-old died on Tuesday.", "91-year-old", "Person:maria kellner",
     "age at death"),
    ("Police named Tom Reyes. The 38-year-old was arrested on Monday.", "38-year-old", "Person:tom reyes", None),
    # two people the sentence before names: whom "the 91-year-old" stands for, the text does not say
    ("Maria Kellner and Lena Voss sang. The 91-year-old died on Tuesday.", "91-year-old", None, "age at death"),
    ("A 25-year-old man died at the scene.", "25-year-old", None, "age at death"),
], ids=["died", "arrested", "two before", "a man"])
def test_the_n_year_old_stands_for_the_person_named_before(text: str, span: str, bearer: str | None,
                                                            qualifier: str | None) -> None:
    claim = dict(claims_in(text))[span]
    assert (claim.counts, claim.bearer, claim.qualifier) == ("age", bearer, qualifier)


def test_an_age_said_of_someone_alive_is_no_age_at_death() -> None:
    claims = dict(claims_in("Maria Kellner sang on Tuesday. She is 93. Lena Voss, 40, played."))
    assert [(claims[n].counts, claims[n].qualifier) for n in ("93", "40")] == [("age", None), ("age", None)]


@pytest.mark.parametrize("text", [
    "The climber died at Camp 4 on Monday.",
    "The climber died at 3 a.m. on Monday.",
    "Maria Kellner died at 21 March 2021.",
    "The engine died at 93 miles an hour.",
])
def test_a_number_after_died_at_that_is_no_age(text: str) -> None:
    assert [c.counts for _, c in claims_in(text) if c.counts == "age"] == []


@pytest.mark.parametrize("text, ages", [
    ("Dale Mercer fired at them. Lund, 47, of Newport and Varga, 48, of Kent County's Elm Township were treated "
     "at a hospital. Dale Mercer fled.", ["47", "48"]),
    ("Dale Mercer fired at him. Lund, 47, of Newport was treated at a hospital. Dale Mercer fled.", ["47"]),
    ("Dale Mercer is charged in the shooting of Lund, 47, of Newport. Dale Mercer fled.", ["47"]),
], ids=["two", "one", "not the subject"])
def test_a_number_between_commas_after_a_name_and_before_a_home_town_is_an_age(text: str, ages: list[str]) -> None:
    # the surnames are taken for places here; the age is still someone named's, not the
    # article's main person's by a guess
    assert [(span, c.counts, c.unit, c.bearer) for span, c in claims_in(text)] == [
        (age, "age", "year", None) for age in ages]


def test_two_unnamed_ages_belong_to_nobody_the_article_names() -> None:
    claims = dict(claims_in("Police arrested a 25-year-old man and a 30-year-old man in Leeds on Sunday."))
    assert claims["25-year-old"].bearer is None and claims["30-year-old"].bearer is None


def test_an_age_of_someone_the_text_does_not_name_is_not_the_named_persons() -> None:
    # one person named in the sentence, the age given to a noun: not hers, nor the article's main person's
    claims = dict(claims_in("The 30-year-old sergeant fired four shots, and the autopsy showed that three bullets "
                            "entered Mark Dean's body. The 33-year-old actress Lia Moss watched. Tom Reyes, a "
                            "19-year-old cyclist, was hit by a van."))
    assert claims["30-year-old"].bearer is None
    assert claims["33-year-old"].bearer == "Person:lia moss"
    assert claims["19-year-old"].bearer == "Person:tom reyes"


def test_an_age_given_to_a_noun_is_not_the_articles_main_persons() -> None:
    claims = dict(claims_in("Ranger Lina Ortega found the herd on Friday. Lina Ortega said it was calm. "
                            "The 15-year-old elephant was limping."))
    assert claims["15-year-old"].bearer is None


@pytest.mark.parametrize("text", [
    "Delta Rowe, the jazz singer, has died at age 79. Ada Lind sang at the wake. Ada Lind wept as Ada Lind left.",
    "Delta Rowe, the jazz singer, has died, her friends said.\nShe was 79.\nAda Lind sang at the wake. Ada Lind wept.",
], ids=["subject", "pronoun after it"])
def test_an_age_whose_named_subject_the_entities_hold_as_no_person_is_not_the_main_persons(text: str) -> None:
    # the recogniser typed the singer's name as an organisation: her age is someone's the
    # entities do not hold, not Ada Lind's (the article's main person) by a guess
    doc = load_pipeline()(text)
    entities = [replace(e, key="Organization:delta rowe", type="Organization") if e.label == "Delta Rowe" else e
                for e in extract_entities(doc, [])]
    assert "Person:ada lind" in {e.key for e in entities}
    assert [(text[c.span.start:c.span.end], c.counts, c.bearer) for c in extract_quantities(doc, entities, [], None)] \
        == [("79", "age", None)]


def test_a_label_in_the_clause_qualifies_the_number() -> None:
    claim = dict(claims_in("The cut-off for a category 2 hurricane is 96 knots."))["96 knots"]
    assert claim.qualifier == "category 2"


def test_a_bracketed_conversion_restates_the_number_before_it() -> None:
    claims = dict(claims_in("Thieves took jewellery worth €2 million ($2.6 million) on Monday."))
    assert claims["$2.6 million"].restates == claims["€2 million"].span


@pytest.mark.parametrize("text", [
    pytest.param("Thieves took jewellery worth €4m (£3.4m; $5.2m) from a shop in Dover.", id="semicolon"),
    pytest.param("Thieves took jewellery worth €4m (£3.4m, $5.2m) from a shop in Dover.", id="comma"),
])
def test_a_second_conversion_in_one_pair_of_brackets_restates_the_first_amount(text: str) -> None:
    claims = dict(claims_in(text))
    assert claims["£3.4m"].restates == claims["€4m"].span
    assert claims["$5.2m"].restates == claims["€4m"].span


def test_an_amount_after_closed_brackets_restates_nothing() -> None:
    """ "€4m (£3.4m), $9m of it insured": the brackets closed, the next amount is another sum."""
    claims = dict(claims_in("Thieves took jewellery worth €4m (£3.4m), $9m of it insured, from a shop in Dover."))
    assert claims["£3.4m"].restates == claims["€4m"].span
    assert claims["$9m"].restates is None


# --- exclusions: each a rule with a reason --------------------------------------------------------

EXCLUSIONS = [
    ("date", "Some 10,000 youths entered the enclave in May 2021.", "2021"),
    ("date", "Tuesday, September 10, 2019", "10"),
    ("date", "The plane was built in 1977.", "1977"),
    ("date", "Prices rose in the 1990s.", "1990s"),
    ("date", "Three days ago, the storm hit.", "Three days"),
    ("date", "Two years after the flood, the town moved.", "Two years"),
    ("date", "He will be back in the next two weeks.", "two weeks"),
    ("time", "48,300 had returned by 6 p.m", "6 p.m"),
    ("time", "It struck at 7:37 p.m. local time (1137 UTC) on Wednesday.", "7:37 p.m. local time"),
    ("time", "It struck at 7:37 p.m. local time (1137 UTC) on Wednesday.", "1137 UTC"),
    ("ordinal", "Police arrested a second man.", "second"),
    ("ordinal", "It was the 43rd parliament.", "43rd"),
    ("label", "He tested positive for COVID-19 on Friday.", "COVID-19"),
    ("label", "The aircraft was a Boeing 737 operated by the airline.", "737"),
    ("label", "Humberto strengthened to Category 3 overnight.", "3"),
    ("label", "It is a category 3 hurricane.", "3"),
    ("label", "Contact police by calling 101 today.", "101"),
    ("label", "He was cosmonaut No. 11 in the programme.", "11"),
    ("label", "The navy seized six AK 47 rifles and 12 magazines.", "47"),
    ("label", "Two F 16 jets escorted the plane.", "16"),
    ("pronoun", "The crossing was similar to one that occurred in May.", "one"),
    ("pronoun", "It is a stunt that no-one takes seriously.", "one"),
    ("pronoun", "He bought two cars and sold one.", "one"),  # not a participle on the count's verb
    ("time", "The van left at 11.30 p. m. on Monday.", "11.30 p. m."),  # the marker written with a space
    ("label", "The guard carried a 12-gauge shotgun.", "12"),  # a gun's bore, not a count
    ("label", "He turned on the officers and pointed a 38 caliber revolver at them.", "38"),  # the bore written apart
    ("label", "Deputies found a 20 gauge shotgun in the car.", "20"),
    ("label", "Hurricane Category 4 Storm Hits Coast", "4"),  # a headline's name, not its verb
    ("size", "The men drove a large four-by-four car into the shop.", "four"),  # a drivetrain, not a count
    ("size", "Builders nailed two-by-four planks to the door.", "two"),  # a timber size
    ("size", "Police seized a 5.56mm and a 7.62mm rifles from the boat.", "5.56"),  # a bore in millimetres
    ("size", "He carried a 9 mm pistol.", "9"),
    ("date", "Turnout fell after the 2011 protests.", "2011"),  # a year before events it names
    ("date", "Observers doubted the country's 2018 elections.", "2018"),
    ("label", "Shells fell near posts 17 and 19 on Monday.", "17"),  # the numbers of the posts
    ("label", "Shells fell near posts 17 and 19 on Monday.", "19"),
]


@pytest.mark.parametrize("text, number, counts", [
    ("The 1800 residents of the village left.", 1800, "resident"),  # people: counted, whatever NER says
    ("The army took 40 posts near the border.", 40, "post"),
])
def test_a_four_digit_number_before_people_and_a_number_before_things_count(text: str, number: int, counts: str) -> None:
    assert [(c.value, c.counts) for c in analyse(text)] == [(number, counts)]


@pytest.mark.parametrize("reason, text, number", EXCLUSIONS, ids=[f"{r}:{n}" for r, _, n in EXCLUSIONS])
def test_exclusion(reason: str, text: str, number: str) -> None:
    doc = load_pipeline()(text)
    found, excluded = find_numbers(doc)
    assert (number, reason) in [(doc[x.start:x.end].text, x.reason) for x in excluded]
    assert number not in [doc[e.start:e.end].text for e in found]
    assert number not in [text[c.span.start:c.span.end] for c in analyse(text)]


def test_the_people_of_a_town_are_its_population_not_people_something_happened_to() -> None:
    claims = claims_in("Rescuers reached Port Vale, a city of 80,000 people that was also shaken by the storm. "
                       "The storm hit Elmford, a town of about 15,000 people, and killed 12 people.")
    assert [(text, c.counts, c.action) for text, c in claims] == [
        ("80,000", "population", None), ("about 15,000", "population", None), ("12", "person", "kill")]


def test_the_people_a_place_is_home_to_are_its_population_and_the_place_is_the_one_named_before():
    claims = claims_in("The quake struck Kent, home to 120,000 people, and the town of Elmford. Residents of the "
                       "island of Delta, which lies off the coast and is home to about 90,000 people, slept outside.")
    assert [(text, c.counts, c.action, c.about) for text, c in claims] == [
        ("120,000", "population", None, "Place:kent"), ("about 90,000", "population", None, "Place:delta")]


def test_a_population_a_place_has_is_that_place_s():
    claims = claims_in("The quake hit the island of Delta. The island, which has about 90,000 residents, lies off "
                       "the coast. Kent is the largest county in the east, with a population of 40,000.")
    assert [(text, c.counts, c.action, c.about) for text, c in claims] == [
        ("about 90,000", "population", None, "Place:delta"), ("40,000", "population", None, "Place:kent")]


def test_the_island_is_the_place_whose_name_ends_with_island_not_the_article_s_main_place():
    claims = claims_in("The storm hit Kent on Monday. Officials in Kent said Dunmore Island was flooded. "
                       "Five people died on the island.")
    assert [(text, c.counts, c.action, c.about) for text, c in claims] == [
        ("Five", "person", "die", "Place:dunmore island")]


@pytest.mark.parametrize("text, number, unit", [
    ("The siege at the bank lasted three hours before police stormed the vault.", "three hours", "hour"),
    ("She spent the next four days in a shelter.", "four days", "day"),
])
def test_how_long_a_verb_of_duration_took_is_an_amount_not_a_time(text: str, number: str, unit: str) -> None:
    claims = dict(claims_in(text))
    assert number in claims and claims[number].unit == unit


def test_exclusion_furniture() -> None:
    text = "Read more:\nFour die crossing Channel\nOfficials said 40 people crossed."
    doc = load_pipeline()(text)
    skip = [Span(0, text.index("Officials"))]
    _, excluded = find_numbers(doc, skip)
    assert [(doc[x.start:x.end].text, x.reason) for x in excluded] == [("Four", "furniture")]
    claims = extract_quantities(doc, [], skip)
    assert [text[c.span.start:c.span.end] for c in claims] == ["40"]


def test_one_of_a_count_is_counted_with_the_counts_noun() -> None:
    # "shot three people, killing one": the participle's "one" is one of the three, not a pronoun
    claims = claims_in("The gunman shot three people, killing one, before he fled the building.")
    assert [(span, c.counts, c.action) for span, c in claims] == [("three", "person", "shoot"), ("one", "person", "kill")]
    claims = claims_in("Gunfire hit four officers on Tuesday, wounding one.")
    assert [(span, c.counts, c.action) for span, c in claims] == [("four", "officer", "hit"), ("one", "officer", "wound")]


@pytest.mark.parametrize(("text", "span", "counts"), [
    ("Police found nine AK-47 rifles and 40 rounds in the van.", "nine", "ak-47"),
    ("The coast guard seized seven AK-47 assault rifles from the smugglers on Monday.", "seven", "ak-47"),
    ("Police found nine AK-47s in the van.", "nine", "ak-47s"),
], ids=["the-name-tagged-a-number", "the-name-tagged-a-noun", "the-name-is-the-noun"])
def test_a_models_name_before_the_counted_noun_is_what_is_counted(text: str, span: str, counts: str) -> None:
    # "nine AK-47 rifles" counts the model, however the parser tags its name (a number here), as
    # "nine AK-47s" does: two reports of one count
    assert dict(claims_in(text))[span].counts == counts


@pytest.mark.parametrize(("text", "span", "counts"), [
    ("The bill passed by votes of 230-to-197 in the lower house.", "230", "vote"),
    ("The council approved the plan by a 7-to-2 vote on Monday.", "7", "vote"),
], ids=["after-votes-of", "before-its-noun"])
def test_a_tally_written_with_hyphens_counts_its_noun_not_its_second_half(text: str, span: str, counts: str) -> None:
    # spaCy keeps "to-197" as one word, which read as a noun (or a model's name) was the counted
    # thing; the tally counts the votes it is of
    assert dict(claims_in(text))[span].counts == counts


def test_a_phone_number_written_with_hyphens_is_no_amount() -> None:
    # the tokenizer splits "800-800-3855" into a number and a range; "300-400 people" stays a range
    claims = dict(claims_in("Anyone with information should call the tip line at 800-800-3855 or (503) 555-0100. "
                            "Between 300-400 people came."))
    assert sorted(claims) == ["300-400"]


def test_a_year_or_a_decade_written_in_words_is_no_count() -> None:
    # "nineteen fifties" counted nineteen "fifty"; a count in words next to them still counts
    claims = dict(claims_in("Her photographs filled the magazines of the nineteen fifties. She was born in "
                            "nineteen forty-two and had nineteen cousins."))
    assert sorted(claims) == ["nineteen"]
    assert claims["nineteen"].counts == "cousin"


def test_a_number_word_in_a_title_is_no_amount() -> None:
    # a film's title read as a million dollars; a quoted sentence's first word still counts
    claims = dict(claims_in("She starred in \"Million Dollar Mermaid\" and in Ocean's Eleven. "
                            "\"Three Marines died,\" he said, and the studio paid a million dollars."))
    assert sorted(claims) == ["Three", "a million dollars"]


def test_a_size_whose_second_number_the_tokenizer_keeps_with_by_is_no_count() -> None:
    # "8-by-12" comes as "8", "-", "by-12": a size, as "four-by-four" is, not eight of anything
    assert dict(claims_in("He was held in an 8-by-12 cell for 23 hours a day.")).get("8") is None


def test_a_verb_spacy_does_not_know_keeps_its_stem_where_the_stem_is_a_noun() -> None:
    # spaCy guesses "deadlocke" for "deadlocked"; "deadlock" is a noun it knows
    (claim,) = [c for span, c in claims_in("The jury deadlocked 9 to 3 after four days.") if span == "four days"] or [None]
    assert claim is not None and claim.action == "deadlock"


def test_a_number_inside_a_compound_adjective_ending_in_a_participle_is_no_count() -> None:
    # "two-party-preferred" and "five-star-rated" describe the noun after them; "three-judge" counts judges
    claims = dict(claims_in("The party won the seat with 70% of the two-party-preferred vote at a five-star-rated "
                            "hotel before a three-judge panel."))
    assert sorted(claims) == ["70%", "three"]
    assert claims["three"].counts == "judge"


def test_a_number_with_a_bracket_glued_on_is_not_a_counted_noun() -> None:
    # the tagger may take "8)" for a noun: the 7 before it counts nothing
    assert dict(claims_in("There was a five-year gap between 7 and 8)."))["7"].counts is None


@pytest.mark.parametrize(("text", "counts"), [
    ("A man shot four co-workers at a bank on Friday.", "co-worker"),
    ("The attack killed three of our citizens-citizens on Monday.", "citizen"),
], ids=["a-hyphenated-noun", "a-word-typed-twice"])
def test_a_hyphenated_counted_noun_is_read_whole(text: str, counts: str) -> None:
    # the parser may split "co-workers" into three nouns: the counted noun is the last, with
    # its first part ("co-worker"); a word typed twice over a hyphen is the word
    assert one_claim(text).counts == counts


@pytest.mark.parametrize(("text", "span", "counts"), [
    ("The smugglers' skiffs tried to escape. While two of them managed to flee, the coast guard stopped the rest.",
     "two", "skiff"),
    ("Soldiers fired at the protesters, killing two of them.", "two", "protester"),
    ("So far, 30 guards have been fired or faced penalties. Four of those chose to retire.", "Four", "guard"),
    ("The navy challenged the vessels. While two of them fled, the rest stopped.", "two", "vessel"),
    ("Of the 900 workers, 40 of those employees were hurt.", "40", "employee"),
], ids=["the-subject-the-sentence-before", "a-plural-noun-of-its-sentence", "the-subject-not-the-nearest",
        "no-plural-subject-the-nearest", "those-before-a-noun-is-no-pronoun"])
def test_a_count_of_them_counts_what_they_stand_for(text: str, span: str, counts: str) -> None:
    # "two of them": the plural noun before it in its sentence, else the plural subject of the
    # sentence before, else that sentence's nearest plural noun
    assert dict(claims_in(text))[span].counts == counts


@pytest.mark.parametrize(("text", "counts"), [
    ("Police said five heavily armed men stormed the bank.", "man"),
    ("The storm destroyed 40 newly built homes.", "home"),
    ("Rescuers searched the nine worst-hit towns on Sunday.", "town"),
], ids=["an-adverb-of-an-adjective", "an-adverb-of-a-participle", "a-hyphenated-adjective"])
def test_an_adverb_of_the_counted_nouns_adjective_is_passed_over(text: str, counts: str) -> None:
    # "five heavily armed men": the adverb hangs on the adjective, which hangs on the noun
    assert one_claim(text).counts == counts


def test_a_headlines_capitalised_verb_before_a_number_is_no_name() -> None:
    # "Kills 10" in a headline's capitals is a verb and its count, not a label like "Category 4"
    text = "Powerful Quake in Iran Kills 10; 80 Hurt and 7 Villages Damaged\nThe quake struck on Sunday."
    assert [span for span, _ in claims_in(text)] == ["10", "80", "7"]
    assert [span for span, _ in claims_in("Gunman Injures 4 at Office Party\nThe gunman fled.")] == ["4"]


def test_a_sentences_capitalised_first_word_before_a_number_is_no_name() -> None:
    # "While two ...": a sentence's first word is capitalised whatever it is; a conjunction,
    # an adverb or a preposition there names nothing, so the number after it is no label
    claims = claims_in("The skiffs tried to flee. While two of them escaped, the navy stopped the rest.")
    assert [span for span, _ in claims] == ["two"]
    claims = claims_in("Although 12 boats sailed on Monday, none arrived.")
    assert [(span, c.counts) for span, c in claims] == [("12", "boat")]
    # and the first word of a quoted sentence
    claims = claims_in('The officer said: "While two of the skiffs got away, the navy caught the rest."')
    assert [(span, c.counts) for span, c in claims] == [("two", "skiff")]
    # a name at the start of a sentence still makes a label
    assert claims_in("Apollo 11 landed on the Moon.") == []


def test_a_products_version_number_is_a_label() -> None:
    # a name written with an inner capital, as products are named, before a number: its version
    assert [span for span, _ in claims_in("To move a FreeBSD 13 server to the new release, run one command.")] == ["one"]
    assert [span for span, _ in claims_in("To move an openSUSE 15 server to the new release, run one command.")] == ["one"]
    # a bare number listed after a name's number is the name's too: "Debian 11 and 12"
    assert claims_in("The team will not fork Debian 11 and 12 before the summer.") == []
    assert claims_in("Support for FreeBSD 13, 14 or 15 was dropped.") == []
    # a name an editor put in square brackets before the number
    assert claims_in("Fixes apply to every release from [Debian] 12 on, while [Debian] 11 stays as it is.") == []
    # counts listed after a count, and counts of things named with an inner capital, stay counts
    assert [span for span, _ in claims_in("The office bought 12 Dell laptops and 3 MacBook computers.")] == ["12", "3"]
    assert [span for span, _ in claims_in("Police held 12 men and 3 women on Monday.")] == ["12", "3"]
    assert [span for span, _ in claims_in("Three iPhone users complained on Monday.")] == ["Three"]


def test_a_size_written_n_by_n_is_no_count() -> None:
    # "four-by-four": a drivetrain; "two-by-four": a timber size; neither counts, and neither
    # becomes a label of the clause's other numbers
    claims = claims_in("Four men drove a four-by-four car into the shop and took jewels worth 2 million euros.")
    assert [(span, c.counts, c.qualifier) for span, c in claims] == [("Four", "man", None), ("2 million euros", "jewel", None)]
    assert claims_in("Builders nailed two-by-four planks to the door.") == []
    # the glued form was a label already
    assert claims_in("Robbers crashed a 4x4 into the shop.") == []
    # with a unit after it, a size stays a measure
    assert [(span, c.unit) for span, c in claims_in("They lived in a ten-by-twelve foot room.")][-1:] == [("twelve foot", "ft")]


def test_ages_after_ages_a_glued_currency_and_nautical_miles() -> None:
    claims = dict(claims_in("A woman and two men, ages 47 and 48, were hurt."))
    assert [(claims[n].counts, claims[n].unit) for n in ("47", "48")] == [("age", "year"), ("age", "year")]
    # the wire style "euro30 billion" and the rand's sign before a scale word are money
    claims = dict(claims_in("The plan aims to save euro30 billion ($40 billion) by 2012."))
    assert (claims["euro30 billion"].unit, claims["euro30 billion"].value) == ("EUR", 30e9)
    claims = dict(claims_in("Thieves made off with a €2 million (R26 million) booty."))
    assert sorted((c.unit, c.value) for c in claims.values()) == [("EUR", 2e6), ("ZAR", 26e6)]
    assert claims_in("Take the R26 north to the city.") == []  # a road's name, no scale word after it
    claims = dict(claims_in("The ship was 13 nautical miles from the coast."))
    assert (claims["13 nautical miles"].unit, claims["13 nautical miles"].value) == ("nmi", 13)
    # a length in millimetres stays a length where no gun follows
    assert [(c.unit, c.value) for c in dict(claims_in("Rain of 12 mm fell on the town.")).values()] == [("mm", 12)]


def test_a_web_address_line_gives_no_number() -> None:
    # a page's address above its text names the page ("3-dead-after-fire"); it reports nothing
    text = ("http: / / www. example. org / news / 2011-04-05 / 3-dead-after-fire-at-depot\n"
            "Fire at depot\nFirefighters said four people died in the fire.")
    doc = load_pipeline()(text)
    found, excluded = find_numbers(doc)
    assert [doc[e.start:e.end].text for e in found] == ["four"]
    assert [(doc[x.start:x.end].text, x.reason) for x in excluded] == [
        ("2011", "furniture"), ("04", "furniture"), ("05", "furniture"), ("3", "furniture")]
    text = "www.example.org/news/12-hurt-in-crash\nTwelve people were hurt in a crash on Monday."
    assert [span for span, _ in claims_in(text)] == ["Twelve"]


def test_numbers_next_to_names_that_are_measured_are_kept() -> None:
    # a name before a number makes a label ("Boeing 737") unless a unit follows
    claims = claims_in("Forecasters placed Humberto 785 miles west of Bermuda.")
    assert [(span, c.unit) for span, c in claims] == [("785 miles", "mi")]
    claims = claims_in("The navy seized six AK 47 rifles and the UN 300 tonnes of food.")
    assert [(span, c.counts) for span, c in claims] == [("six", "ak"), ("300 tonnes", "food")]


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=2, max_value=99_999_999).filter(lambda n: not 1000 <= n <= 2100))
def test_digits_with_separators(n: int) -> None:
    text = f"Officials said {n:,} migrants crossed the border."
    claim = one_claim(text)
    assert (text[claim.span.start:claim.span.end], claim.value) == (f"{n:,}", float(n))
    assert (claim.counts, claim.action) == ("migrant", "cross")


# --- time expressions -----------------------------------------------------------------------------

RESOLVE = [
    ("on Thursday", "2021-05-20", False, ("2021-05-20", "2021-05-20")),
    ("on Wednesday", "2021-05-20", False, ("2021-05-19", "2021-05-19")),
    ("on Friday", "2021-05-20", True, ("2021-05-21", "2021-05-21")),
    ("over the past week", "2021-05-20", False, ("2021-05-13", "2021-05-20")),
    ("in May 2021", None, False, ("2021-05-01", "2021-05-31")),
    ("Earlier this month", "2021-05-20", False, ("2021-05-01", "2021-05-20")),
    ("last year", "2019-10-13", False, ("2018-01-01", "2018-12-31")),
    ("since Wednesday", "2019-10-22", False, ("2019-10-16", "2019-10-22")),
    ("yesterday", "2019-09-11", False, ("2019-09-10", "2019-09-10")),
    ("1800 UTC", "2020-06-23", False, (None, None)),
    ("at 1130 hours", "2020-06-23", False, (None, None)),
    ("1415 hrs", None, False, (None, None)),
    ("in recent days", "2021-05-20", False, (None, None)),
]


@pytest.mark.parametrize("text, published, future, expected", RESOLVE, ids=[r[0] for r in RESOLVE])
def test_resolve(text: str, published: str | None, future: bool, expected: tuple) -> None:
    assert resolve(text, published, future) == expected


# --- hand-annotated Wikinews numbers (development range) ------------------------------------------

# numbers kg misses or misreads, with the reason; each must still fail (strict xfail)
# keyed by gold id: year:line:span@start
KNOWN_VALUE_FAILURES = {
    "2019:164:roughly 200,0000@257": "malformed separators (200,0000): not read as a number",
    "2019:162:not even one@826": "negation: the article says no candidate, kg reads one",
    "2019:162:about a tenth@474": "a fraction before 'part of' is not read",
}
KNOWN_COUNTS_FAILURES = {
    "2019:148:magnitude 6.3@93": "the quake is named before 'with reported magnitude'",
    "2019:148:4.0@1884": "'a magnitude of 4.0': the quake is the subject of 'had'",
    "2019:162:more than 2.9 million@67": "'turned out 2.9 million strong': the subject counts",
    "2019:162:about 7.5 million@2229": "a population counts people; kg says population",
    "2019:162:some 25%@909": "'some 25% higher' refers to the turnout of the previous clause",
    "2019:162:about a tenth@474": "missed",
    "2019:110:130 mph@1481": "the subject is 'cut-off', a threshold, not what is measured",
    "2019:164:at least 62@309": "elided: kg takes residents from the previous number; gold says people",
    "2019:164:90 percent@1424": "'the goal was to exceed 90 percent': coverage is two clauses back",
    "2019:164:two-day@1392": "'the two-day shut down': a phrasal verb as noun",
    "2019:164:165@1885": "'including 165' after a list noun in another clause; kg takes individuals",
    "2019:164:roughly 200,0000@257": "missed",
}


def gold_id(g: dict) -> str:
    return f"{g['corpus'][9:13]}:{g['line']}:{g['span']}@{g['start']}"


def known(table: dict, g: dict) -> list:
    reason = table.get(gold_id(g))
    return [pytest.mark.xfail(strict=True, reason=reason)] if reason else []


@pytest.fixture(scope="module")
def corpus() -> dict[str, list[str]]:
    folder = SHARED / "corpus" / "wikinews"
    if not folder.exists():
        pytest.skip("../shared/corpus not present (a user's clone has none)")
    return {name: (folder / name).read_text(encoding="utf-8").splitlines()
            for name in sorted({g["corpus"] for g in WIKINEWS_GOLD})}


def wikinews_claim(corpus: dict[str, list[str]], g: dict) -> QuantityClaim | None:
    record = json.loads(corpus[g["corpus"]][g["line"]])
    assert record["url"] == g["url"]
    assert record["text"][g["start"]:g["end"]] == g["span"]
    return claim_at(analyse(record["text"], record["published"]), g["start"], g["end"])


def test_wikinews_gold_is_large_enough() -> None:
    assert len(WIKINEWS_GOLD) >= 40
    assert len({g["url"] for g in WIKINEWS_GOLD}) >= 5


@pytest.mark.parametrize("g", [pytest.param(g, id=gold_id(g), marks=known(KNOWN_VALUE_FAILURES, g))
                               for g in WIKINEWS_GOLD])
def test_wikinews_value(corpus: dict[str, list[str]], g: dict) -> None:
    claim = wikinews_claim(corpus, g)
    assert claim is not None, f"no claim for {g['span']!r}"
    assert (claim.value, claim.min_value, claim.max_value) == pytest.approx(
        (g["value"], g["min_value"], g["max_value"]))
    assert (claim.unit, claim.approximate, claim.vague) == (g["unit"], g["approximate"], g["vague"])


@pytest.mark.parametrize("g", [pytest.param(g, id=gold_id(g), marks=known(KNOWN_COUNTS_FAILURES, g))
                               for g in WIKINEWS_GOLD])
def test_wikinews_counts(corpus: dict[str, list[str]], g: dict) -> None:
    claim = wikinews_claim(corpus, g)
    assert claim is not None and claim.counts == g["counts"]


@pytest.mark.parametrize("text, bearer", [
    ("The Red Sox want to sign Mark Hanley, who turns 29 on April 11.", "Person:mark hanley"),
    ("Anna Berg turns 40 next week, her agent said.", "Person:anna berg"),
])
def test_the_age_a_person_turns_is_an_age(text: str, bearer: str) -> None:
    claim = one_claim(text)
    assert (claim.value, claim.unit, claim.counts, claim.bearer) == (float(text.split("turns ")[1].split()[0]), "year",
                                                                      "age", bearer)


def test_what_no_person_turns_is_no_age() -> None:
    claims = claims_in("The company turns 40 this year.")
    assert [(span, c.counts, c.bearer) for span, c in claims] == [("40", None, None)]


def test_a_count_of_where_the_verb_s_own_object_was_hit_is_marked_where() -> None:
    claims = dict(claims_in("The storm destroyed 300 barns in about 12 counties. Half of the bridges in nine "
                            "districts were closed. Troops entered 20 towns in the valley."))
    assert claims["about 12"].qualifier == "where"  # the barns were destroyed, in the counties
    assert claims["nine"].qualifier == "where"  # "half of the bridges": an amount of its own
    assert claims["300"].qualifier is None and claims["20"].qualifier is None
    assert claims["about 12"].action == "destroy"  # the verb stays; the mark tells the measure apart


def test_each_count_of_a_list_names_the_counted_nouns_beside_it() -> None:
    claims = dict(claims_in("Police seized 14 pistols, three rifles and two shotguns. The blast killed "
                            "10 soldiers. Officers found a knife."))
    assert claims["three"].qualifier == "beside pistol; beside shotgun"
    assert claims["14"].qualifier == "beside rifle; beside shotgun"
    assert claims["10"].qualifier is None


# --- what the counted things do, what money is for, rates (issue 15, seventh round) ----------


@pytest.mark.parametrize("text, counts, role", [
    ("Three men robbed the bank on Friday.", "man", "agent"),  # subject of an active verb
    ("Police arrested three men on Friday.", "man", "patient"),  # object
    ("Three men were arrested on Friday.", "man", "patient"),  # subject of a passive
    ("Three men arrested in Paris on Friday.", "man", "patient"),  # a headline's participle, no auxiliary
    ("At least 24 people killed in the blast were buried on Sunday.", "person", "patient"),  # a participle on the noun
    ("The tanker was attacked by two boats on Monday.", "boat", "agent"),  # "by": the passive's agent
    ("The navy captured 23 pirates who attacked the ship.", "pirate", "agent"),  # a relative clause's subject
    ("Pirates in two boats attacked the tanker on Monday.", "boat", "agent"),  # the phrase the boats are in
    ("Two of the suspects fled the scene.", "suspect", "agent"),
    ("Five dead after the storm.", "person", "patient"),  # a casualty word
    ("The hotel has 300 rooms.", "room", "patient"),
    ("The turnout was 300 people.", "person", None),  # a copula: neither
    ("Officers found six M-16 rifles on the boat.", "m-16", "patient"),  # a model name before its noun
    ("Six M-16 rifles were found on the boat.", "m-16", "patient"),
])
def test_the_role_of_the_counted_things_in_their_clause(text: str, counts: str, role: str | None) -> None:
    claim = one_claim(text)
    assert (claim.counts, claim.role) == (counts, role)


@pytest.mark.parametrize("text, counts", [
    ("Thieves stole paintings valued at 40 million euros from the museum.", "painting"),
    ("Paintings worth more than $50 million were stolen.", "painting"),
    ("The deal is worth at least $90 million.", "deal"),
    ("The offer, which is believed to be worth $70 million, was rejected.", "offer"),
    ("The thieves made off with an estimated $12 million in cash.", "cash"),
    ("The contract could be up to $30 million.", "contract"),
    ("The club's bid was expected to be in the range of $20 million to $25 million.", "bid"),
    ("Experts put the damage at $5 million.", "damage"),
    ("Reports of the bid put it at $5 million.", None),  # the pronoun says nothing
    ("It was $184 million.", None),
    ("The company lost $5 million last year.", None),
    # a second verb of one subject, and "put X to be as high as"
    ("The lease is said to be generous and could be up to $40 million.", "lease"),
    ("The loan was signed on Friday and could be as much as $75 million.", "loan"),
    ("Analysts pegged the bid to be as high as $30 million.", "bid"),
    ("The grant may reach as much as $3 million.", None),  # no copula: what it is for is not said
    ("Officials said it could be as high as $8 million.", None),
    # the last noun of a list the tagger takes for a verb, and "worth" hung on the verb
    ("Thieves grabbed jewellery and luxury watches worth an estimated two million euros.", "watch"),
    ("Rings and watches worth £1.7m have been stolen from a shop.", "watch"),
    ("The men grabbed jewelry and luxury watches worth an estimated 2 million euros.", "watch"),
])
def test_what_an_amount_of_money_is_for(text: str, counts: str | None) -> None:
    assert one_claim(text).counts == counts


@pytest.mark.parametrize("text, counts", [
    # the object of the verb whose phrase holds the amount, where the table classes it as priced
    ("The Harbour Lions have made a six-year offer to Dana Wirth in excess of $52 million.", ["offer"]),
    ("The Harbour Lions have raised their first offer to between $58 million and $60 million.", ["offer"]),
    ("The Harbour Lions made their offer, reportedly worth about $52 million, on Monday.", ["offer"]),
    ("The bid from the Harbour Lions rose to $60 million on Friday.", ["bid"]),  # a subject, no object
    ("The club sold its stadium to a bank for $30 million.", [None]),  # an object of no priced class
    ("The Harbour Lions rose to $60 million.", [None]),  # a name: no priced class
    # the noun an amount modifies past its restatement in brackets; a priced part of a compound
    ("Norland will get a $52 billion (€40 billion) loan package from its neighbours.", ["loan", "loan"]),
    ("Norland agreed a $52-billion (€40-billion) EU and IMF debt bailout on Sunday.", ["bailout", "bailout"]),
    # an amount joined to an earlier one is of what that one is of
    ("The offer is believed to be worth at least $52 million and possibly as much as $60 million.",
     ["offer", "offer"]),
    ("The company lost $5 million and $6 million in two years.", [None, None]),
])
def test_what_an_amount_of_money_is_the_value_of_past_its_verb_or_its_brackets(text: str, counts: list) -> None:
    assert [c.counts for _, c in claims_in(text) if c.unit in ("USD", "EUR")] == counts


def test_money_as_high_as_a_bound_beside_its_term():
    claims = dict(claims_in("Several reports this week pegged the Chicago bid to be as high as $30 million over five years."))
    assert (claims["as high as $30 million"].counts, claims["as high as $30 million"].max_value) == ("bid", 30e6)
    assert claims["over five years"].counts is None


def test_a_light_verb_is_read_with_its_particle():
    claim = one_claim("The gang made off with $2 million in jewels.")
    assert (claim.counts, claim.action) == ("jewel", "make off")  # "made off with": stole, not made


def test_a_light_verb_is_read_with_its_bare_object_where_the_lemma_tables_know_the_two_as_one_verb():
    claim = one_claim("About 500 people took part in the march.")
    assert (claim.counts, claim.action) == ("person", "take part")  # WordNet's "take part": attend
    claim = one_claim("About 500 people took the bus to the march.")
    assert (claim.counts, claim.action) == ("person", "take")  # "take bus" is no verb of the tables


@pytest.mark.parametrize("text, counts, action", [
    ("A storm swept the coast of Marlow, causing heavy destruction in nine hamlets.", "hamlet", "destroy"),
    ("Eleven hikers suffered injuries when the bridge gave way.", "hiker", "injure"),
    ("The gunman who committed the murders of three guards was caught.", "guard", "murder"),
    ("Hail caused damage in 300 homes across Dover.", "home", "damage"),
    ("The flood caused 12 deaths in Dover.", "death", "cause"),  # the count's own noun: its action is the noun's
    ("The team had 13 hits in the game.", "hit", "have"),  # "have" says nothing happened
    ("The speech caused a hush among 40 guests.", "guest", "cause"),  # a hush is no happening WordNet derives
], ids=["caused destruction", "suffered injuries", "committed murders", "caused damage", "counted deaths",
        "had hits", "caused a hush"])
def test_a_verb_that_says_only_that_a_happening_happened_is_read_as_the_happenings_verb(
        text: str, counts: str, action: str) -> None:
    claim = one_claim(text)
    assert (claim.counts, claim.action) == (counts, action)


@pytest.mark.parametrize("text, action", [
    ("Harbour police took seven smugglers into custody on Tuesday.", "take into custody"),
    ("Seven smugglers were taken into custody at the quay.", "take into custody"),
    ("A judge put seven smugglers behind bars in Kestria.", "put behind bars"),  # WordNet: imprison
    ("Harbour police took seven smugglers into the custody of the coastguard.", "take"),  # not the phrase
    ("Harbour police took seven smugglers to the quay.", "take"),  # "take to quay" is no verb of the tables
], ids=["active", "passive", "bars", "custody of", "no verb"])
def test_a_light_verb_is_read_with_a_bare_prepositional_phrase_where_the_lemma_tables_know_them_as_one_verb(
        text: str, action: str) -> None:
    claim = one_claim(text)
    assert (claim.counts, claim.action) == ("smuggler", action)


@pytest.mark.parametrize("text, counts, action", [
    ("The mayor said the four hardest-hit hamlets were cut off.", "hamlet", "hit"),
    ("Three badly damaged bridges were closed on Monday.", "bridge", "damage"),
    ("The five worst affected towns had no power.", "town", "affect"),
    ("Rescuers reached the seven flooded hamlets on Monday.", "hamlet", "reach"),  # the clause's verb says it
    ("Police arrested the three masked men.", "man", "arrest"),  # "mask" is no verb of the tables
], ids=["copula", "unknown verb", "adjective", "known verb", "masked"])
def test_a_known_participle_before_the_counted_noun_is_the_action_where_the_clause_says_nothing_of_it(
        text: str, counts: str, action: str) -> None:
    claim = one_claim(text)
    assert (claim.counts, claim.action) == (counts, action)


def test_taken_into_custody_and_arrested_are_one_action_class():
    assert action_class("take into custody") == action_class("arrest") == "seize"
    assert action_class("put behind bars") == action_class("imprison") == "sentence"


@pytest.mark.parametrize("text, action", [
    ("Customs officers seized a haul of goods, including 40 crates of cigars.", "seize"),
    ("The seized goods included 40 crates of cigars.", "seize"),
    ("The goods that were confiscated included 40 crates of cigars.", "confiscate"),
    ("The convoy included 40 crates of cigars.", "include"),  # no verb says what happened to the whole
], ids=["including", "participle", "relative clause", "no verb"])
def test_an_item_of_a_list_takes_what_happened_to_the_whole_that_includes_it(text: str, action: str) -> None:
    claim = one_claim(text)
    assert (claim.counts, claim.action) == ("crate", action)


@pytest.mark.parametrize("text, counts, action", [
    ("Officials said 12 miners received treatment after being injured in the blast.", "miner", "injure"),
    ("Twelve miners were taken to hospital after being hurt in the blast.", "miner", "hurt"),
    ("Two men were arrested after being found with stolen goods.", "man", "arrest"),  # a known verb stays
], ids=["received", "taken", "arrested"])
def test_a_passive_clause_says_what_happened_to_the_counted_subject_where_its_verb_does_not(
        text: str, counts: str, action: str) -> None:
    claim = one_claim(text)
    assert (claim.counts, claim.action) == (counts, action)


@pytest.mark.parametrize("text, qualifier", [
    ("He signed a deal worth $22 million per season.", "per season"),
    ("She earns $5m a year.", "per year"),
    ("The fee is $10,000 annually.", "per year"),
    ("The firm paid $5m a year ago.", None),  # a time, not a rate
    ("The offer was $184 million.", None),
])
def test_a_rate_of_money_is_marked(text: str, qualifier: str | None) -> None:
    assert one_claim(text).qualifier == qualifier


def test_the_parties_of_money_paid_for_someone_or_by_a_named_club():
    claims = dict(claims_in("The Yankees signed a five-year, $70 million contract for John Smith on Monday."))
    assert claims["$70 million"].participants == ("Organization:yankees", "Person:john smith")
    (claim,) = analyse("The Boston Red Sox offer was worth $200 million, officials said.")
    assert (claim.counts, claim.participants) == ("offer", ("Organization:boston red sox",))


@pytest.mark.parametrize("text, counts", [
    ("The offer is believed to be for at least eight years.", "offer"),
    ("The lease is said to be for 5 years and could be up to $9 million.", "lease"),
    ("The strike was for two days.", "strike"),
    ("He was in prison for ten years.", None),  # no "X is for N years": a stay, not what X is
    ("It is believed to be for eight years.", None),  # the pronoun says nothing
    ("The clinic stayed open for five weeks.", None),
])
def test_what_a_duration_is_the_length_of(text: str, counts: str | None) -> None:
    claims = [c for _, c in claims_in(text) if c.unit in ("year", "day", "week")]
    assert [c.counts for c in claims] == [counts]


def test_a_count_of_times_belongs_to_its_doer() -> None:
    claims = claims_in("Actor Ross Vane did it eight times. Dana Kerr starred in \"Kate and Leopold\". He presided "
                       "over the show three times, said Tim Ward. The man was shot seven times. Jon Hale praised the "
                       "montage. He's done it four times already.")
    assert [(text, c.counts, c.bearer) for text, c in claims] == [
        ("eight", "time", "Person:ross vane"),
        ("three", "time", "Person:dana kerr"),  # "he": the subject named last before it, not a title's name
        ("seven", "time", None),  # a passive names whom it was done to, not the doer
        ("four", "time", "Person:jon hale"),  # "'s done it": an object, so no passive
    ]
    # "she" is not the name that only holds a noun ("Carl Berg's charity")
    claims = claims_in("Mia Lund left the stage. She worked for Carl Berg's charity. She married three times.")
    assert [(text, c.bearer) for text, c in claims] == [("three", "Person:mia lund")]
    # a nearer subject's name the entities missed: whose, unknown (not the name before it)
    claims = claims_in("Host Jon Hale forced the winners to dance. It is funny when Qzwx relives the films. "
                       "He's done it eight times already.")
    assert [(text, c.bearer) for text, c in claims if text == "eight"] == [("eight", None)]


def test_a_reporting_verb_s_hearer_is_not_what_its_number_is_about():
    # the parser hangs "under the legal limit of 0.08 percent" on "told": the newspaper told is a
    # source, not the organisation the limit is of
    text = ("Results from the blood test were released Wednesday, showing a level of 0.07 percent - - just under "
            "the state legal limit of 0.08 percent, Highway Patrol Officer Brian Pennings told The Daily Ledger.")
    assert [(t, c.about) for t, c in claims_in(text)] == [("0.07 percent", None), ("0.08 percent", None)]


def test_the_other_things_a_list_counts_are_not_what_its_number_is_about():
    # "KZR" names a kind of launcher, the list's item before the boats, not where they were found
    text = "Officers recovered six pistols, the KZR launchers and three boats."
    assert [(t, c.about) for t, c in claims_in(text) if t == "three"] == [("three", None)]


@pytest.mark.parametrize("text, expected", [
    # a holiday NER or the context ("X party") types as a body is a time, no place
    ("A gunman wounded three guests during the Christmas party.", [("three", None)]),
    # a ship after its prefix, and alone, does what is counted and is no place it happened
    ("The tanker MV Northern Star was carrying 30 crew members. Northern Star was released on "
     "Monday with 30 crew members aboard.", [("30", None), ("30", None)]),
    ("The frigate INS Beas chased three skiffs. Beas seized nine rifles.", [("three", None), ("nine", None)]),
    # a vessel named after "called" or in apposition to a vessel's noun
    ("Pirates seized a 30-metre trawler called Albatross and took 12 hostages.", [("30-metre", None), ("12", None)]),
    ("The Albatross, a cargo ship, carried 300 tonnes of rice.", [("300 tonnes", None)]),
    # a prefix's letters alone, with no ship's name after them, are the agency they abbreviate
    # (the subject of a verb of holding: the agency's own offices; one that detained people acted on them)
    ("The INS has 40 offices.", [("40", "Organization:ins")]),
], ids=["holiday", "motor-vessel", "naval-ship", "vessel-called", "vessel-in-apposition", "agency-not-ship"])
def test_a_day_or_a_ship_typed_as_a_body_is_no_claims_place(text, expected):
    assert [(t, c.about) for t, c in claims_in(text)] == expected


def test_decades_and_centuries_are_time_units():
    # "spent the next five decades": a duration in decades, not five things counted as "decade";
    # "two decades ago" is a time, so the flood's 40 dead keep their own claim
    text = ("He took office in 1965 and spent the next five decades in the House. "
            "The firm has operated for two centuries. Two decades ago, 40 people died in a flood.")
    assert [(t, c.value, c.unit, c.counts) for t, c in claims_in(text)] == [
        ("five decades", 5.0, "decade", None), ("two centuries", 2.0, "century", None), ("40", 40.0, None, "person")]


@pytest.mark.parametrize(("text", "span", "unit", "counts"), [
    ("The singer checked into a clinic to begin a 60-day court-ordered stay on Friday.", "60-day", "day", "stay"),
    ("He will continue with his 60-day court-mandated treatment.", "60-day", "day", "treatment"),
    ("They opened a 48-acre state-funded park.", "48-acre", "acre", "park"),
    ("The mill began a two-day shutdown.", "two-day", "day", "shutdown"),  # no participle: the noun itself
], ids=["court-ordered", "court-mandated", "state-funded", "plain"])
def test_a_hyphened_measure_before_a_hyphened_participle_measures_the_noun_they_both_modify(
        text: str, span: str, unit: str, counts: str) -> None:
    """ "a 60-day court-ordered stay" is a stay of 60 days, not a court: the noun after the
    number is the participle's own modifier (who ordered it), not what the number measures."""
    claim = one_claim(text)
    assert (text[claim.span.start:claim.span.end], claim.unit, claim.counts) == (span, unit, counts)


@pytest.mark.parametrize(("text", "span", "counts"), [
    ("The club has made a six-year offer to the striker worth more than $70 million.", "more than $70 million", "offer"),
    ("Three men grabbed rings and gold watches worth an estimated three million euros.",
     "estimated three million euros", "ring"),  # "worth" hung on the verb: the noun before it
], ids=["worth-of-the-noun-it-hangs-on", "worth-hung-on-the-verb"])
def test_worth_hung_on_a_noun_is_that_nouns_worth(text: str, span: str, counts: str) -> None:
    """ "an offer to the striker worth $70m" is the offer's worth: the parser hangs "worth" on
    "offer", and the word just before it ("striker") is the offer's recipient, not what is priced."""
    assert [(s, c.counts) for s, c in claims_in(text) if s == span] == [(span, counts)]


@pytest.mark.parametrize("text, expected", [
    # a compound ordinal is no count and no fraction (twenty dynasties, 20/6)
    ("Burials peaked in the twenty-sixth dynasty, when 40 priests served.", [("40", 40.0, "priest")]),
    ("It was the team's thirty-third win, before 12,000 fans.", [("12,000", 12000.0, "fan")]),
    # years of an era are dates, not counts of "b.c.e."
    ("The rite was common from about 664 b.c.e. to 250 c.e. at 14 sites.", [("14", 14.0, "site")]),
    ("The town was buried in AD 79 and 2,000 people died.", [("2,000", 2000.0, "person")]),
    ("The temple was built in 300 BC by 40 workers.", [("40", 40.0, "worker")]),
    # the noun "ad" is no era's mark
    ("The campaign aired the ad 30 times.", [("30", 30.0, "time")]),
    # a fraction still reads
    ("Three-fourths of the tenants stayed.", [("Three-fourths", 0.75, "tenant")]),
])
def test_ordinals_and_years_of_an_era_are_not_counts(text: str, expected: list) -> None:
    assert [(span, c.value, c.counts) for span, c in claims_in(text)] == expected


def test_the_report_a_figure_is_found_in_is_not_what_it_is_about() -> None:
    # "In a report of the board, …": the board is the figure's source, not its place
    (claim,) = [c for _, c in claims_in("In a situational report of the Harbour Board, the tremor damaged 143 buildings.\n")]
    assert (claim.value, claim.counts, claim.about) == (143.0, "building", None)


@pytest.mark.parametrize("text, expected", [
    # set off by a comma after the place's name, with the conversion in brackets placing it too
    ("Jersey, located 1,150 kilometers (700 miles) southeast of London, has a busy port.",
     [("1,150 kilometers", "Place:jersey"), ("700 miles", "Place:jersey")]),
    # the subject of "is": the short form of the place named before
    ("The storm hit Jersey on Sunday. The island is about 90 miles south of London.", [("about 90 miles", "Place:jersey")]),
    # after the object of another verb, set off by a comma; the place it is from in apposition
    ("Earlier on Sunday a quake jolted the island of Jersey, some 90 miles south of the capital, London.",
     [("some 90 miles", "Place:jersey")]),
    # the noun the direction hangs on, not the second name of "Dover, Kent"
    ("The escape happened near Dover, Kent, about 25 miles east of London, it said.", [("about 25 miles", "Place:dover")]),
    ("Jersey lies 120 km away from London.", [("120 km", "Place:jersey")]),
], ids=["comma-and-conversion", "subject-of-be", "after-an-object", "town-and-county", "away-from"])
def test_a_length_placing_one_named_place_from_another_is_the_distance_between_them(text, expected):
    claims = [(t, c) for t, c in claims_in(text) if c.unit in ("km", "mi")]
    assert [(t, c.counts, c.about) for t, c in claims] == [(t, "distance", about) for t, about in expected]
    assert {c.qualifier for _, c in claims} == {"from London"}


@pytest.mark.parametrize("text", [
    "The quake struck 30 km north of London.",  # what struck is placed: it did something there
    "The epicentre was 60 km south of London.",  # what is placed is no place the article names
    "Jersey is 60 km long.",  # a length with no place it is from
    # what the direction hangs on is the waters; the sea only names what they are of
    "The epicentre was in the waters of the North Sea, 35 km southwest of the port of Dover.",
], ids=["another-verb", "no-named-place", "no-place-it-is-from", "the-waters-of-a-sea"])
def test_a_length_that_places_no_named_place_from_another_is_no_distance(text):
    assert [c.counts == "distance" for c in analyse(text) if c.unit == "km"] == [False]


@pytest.mark.parametrize("text, expected", [
    ("The Coast Guard confiscated 14 rifles from the boat.", [("14", None)]),
    ("Fourteen rifles were seized by the Coast Guard.", [("Fourteen", None)]),
    # every item of the list the actor's "a total of" holds
    ("The Coast Guard has seized a total of 14 rifles and 30 magazines.", [("14", None), ("30", None)]),
    # the count is no argument of the verb the organisation did: the organisation stays
    ("The Coast Guard foiled an attack on 5 merchant ships.", [("5", "Organization:coast guard")]),
    # a verb of holding: what the subject holds is its own
    ("Acme Corp cut 300 jobs.", [("300", "Organization:acme corp")]),
    # a place in the clause is still what the count is about
    ("The Coast Guard confiscated 14 rifles in Kent.", [("14", "Place:kent")]),
    ("The INS detained 40 people in Texas last week.", [("40", "Place:texas")]),
], ids=["active-subject", "passive-agent", "a-total-of-a-list", "not-the-verb's-argument", "holding-verb", "a-place", "an-agency-and-a-place"])
def test_an_organisation_that_acted_on_a_count_is_not_what_it_is_about(text, expected):
    assert [(t, c.about) for t, c in claims_in(text)] == expected


@pytest.mark.parametrize("text, to_date", [
    ("In its four patrols so far, the cutter has confiscated 20 rifles.", True),
    ("The cutter has, thus far, seized 12 boats.", True),
    ("The cutter has seized a total of 9 rifles during its current patrol.", True),
    ("To date, the agency has rescued 40 migrants.", True),
    ("So far, 24 people have died in the floods.", True),  # marked; the comparison keeps a toll the story's
    ("The cutter seized 9 rifles on Tuesday.", False),  # no perfect
    ("The cutter had seized a total of 9 rifles.", False),  # a past perfect: a time before the story's
    ("A total of 26 men have been held.", False),  # a passive's total: the event's own count
    ("The cutter has seized 9 rifles.", False),  # no tally's word
], ids=["so-far", "thus-far", "a-total-of", "to-date", "toll", "past", "past-perfect", "passive-total", "perfect-alone"])
def test_a_count_tallied_until_the_report_is_marked_to_date(text, to_date):
    claims = [c for _, c in claims_in(text) if c.value not in (4.0,)]
    assert ["to date" in (c.qualifier or "").split("; ") for c in claims] == [to_date]


@pytest.mark.parametrize("text, holder", [
    ("The smugglers, in three boats, were trying to board the tanker.", "smuggler"),
    ("The smugglers on two speed boats had surrounded the tanker.", "smuggler"),
    ("The cutter attacked two boats of smugglers.", "smuggler"),
    ("The cutter stopped two boats of rice.", None),  # no person's
    ("The crew seized the two smuggler boats.", None),  # a noun before the counted one: a kind as often
    ("Two speed boats were seen.", None),
], ids=["set-off-on-the-verb", "on", "of", "of-a-thing", "compound", "none"])
def test_whose_the_counted_things_are_is_marked_as_their_holder(text, holder):
    [claim] = [c for _, c in claims_in(text)]
    marks = [m for m in (claim.qualifier or "").split("; ") if m.startswith("holder ")]
    assert marks == ([f"holder {holder}"] if holder else [])


@pytest.mark.parametrize("text", [
    "Police said 300 users in 38 countries were arrested.",
    "The researchers found in 36 states that most of the victims lived elsewhere.",
], ids=["people-in-places", "set-off-place"])
def test_people_in_places_are_no_holders_of_the_places(text):
    assert not [c for _, c in claims_in(text) if "holder " in (c.qualifier or "")]


@pytest.mark.parametrize("text", [
    "Acme Corp recorded four albums.",
    "The Northern Liberation Front suffered thousands of casualties.",
    "The Conservative Party netted 66 seats.",
], ids=["made", "suffered", "gained"])
def test_an_organisation_that_holds_makes_or_suffers_a_count_is_what_it_is_about(text):
    assert [c.about is not None and c.about.startswith("Organization:") for _, c in claims_in(text)] == [True]
