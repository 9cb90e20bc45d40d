"""Corroboration and conflicts: hand-made records first, then the seeds and Wikinews."""

from __future__ import annotations

import argparse
import re
from dataclasses import replace
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rdflib import RDF, RDFS, Literal, URIRef

from conftest import run_query, wikinews_article
from kg.compare import (
    APPROXIMATE_TOLERANCE,
    QuantityRecord,
    StatementRecord,
    compare,
    gerund,
    interval,
    measure_label,
    normalise_words,
    past_participle,
    plural,
)
from kg.vocab import NKG

A, B, C = "https://example.org/article/a", "https://example.org/article/b", "https://example.org/article/c"
CEUTA, MOROCCO = "https://example.org/id/place/ceuta", "https://example.org/id/place/morocco"
PLACES = frozenset({CEUTA, MOROCCO})


def q(claim: str, article: str, **fields) -> QuantityRecord:  # noqa: ANN003
    fields.setdefault("places", PLACES)
    return QuantityRecord(claim, article, **fields)


# The crowd counts of one border crossing as three outlets report them (hand-made records).
CROSSING = [
    q("q/tve", A, min_value=2000, max_value=3000, counts="youth", action="cross", when="on Thursday", source="org/rtve"),
    q("q/2021", A, value=10000, approximate=True, counts="youth", action="enter", about=CEUTA, when="in May 2021",
      when_start="2021-05-01", when_end="2021-05-31", source="person/activist"),
    q("q/thousands", A, min_value=2000, vague=True, counts="migrant", action="enter", about=CEUTA),
    q("q/around1500", B, value=1500, approximate=True, counts="migrant", action="reach", about=CEUTA,
      when="over the past week", source="person/head"),
    q("q/capacity", B, value=2400, unit="percent", counts="capacity", action="operate"),
    q("q/60k", C, value=60000, approximate=True, counts="migrant", action="storm", about=CEUTA, source="place/spain"),
    q("q/50k", C, value=50000, approximate=True, counts="person", action="cross", about=CEUTA,
      when="from Thursday morning", source="org/ministry"),
    q("q/returned", C, value=48300, counts="person", action="return", when="by 6 p.m", source="org/ministry"),
    q("q/tens", C, min_value=20000, vague=True, counts="migrant", action="cross", about=CEUTA),
    q("q/more1500", C, min_value=1500, counts="migrant", action="reach", about=CEUTA, when="over the past week"),
]


def pairs(links) -> set[frozenset[str]]:  # noqa: ANN001
    return {frozenset((link.a, link.b)) for link in links}


@pytest.fixture(scope="module")
def crossing():
    return compare([], CROSSING, {CEUTA: "Ceuta"})


def test_the_event_count_conflicts_with_the_larger_estimates(crossing):
    assert pairs(crossing.conflicts) == {frozenset({"q/tve", "q/50k"}), frozenset({"q/tve", "q/60k"})}


def test_a_count_about_another_time_is_in_no_measure(crossing):
    assert not any("q/2021" in m.claims for m in crossing.measures)


def test_around_and_more_than_the_same_number_corroborate(crossing):
    assert pairs(crossing.corroborations) == {frozenset({"q/around1500", "q/more1500"})}


def test_measures_and_their_labels(crossing):
    measures = {m.label: set(m.claims) for m in crossing.measures}
    assert measures == {
        "people crossing into Ceuta": {"q/tve", "q/50k", "q/60k", "q/thousands", "q/tens"},
        "migrants reaching Ceuta over the past week": {"q/around1500", "q/more1500"},
    }


def test_a_claim_without_a_place_stays_alone_when_two_places_fit():
    claims = [
        q("q/x", A, value=100, counts="migrant", action="cross"),
        q("q/ceuta", B, value=5000, counts="migrant", action="cross", about=CEUTA),
        q("q/morocco", B, value=7000, counts="migrant", action="cross", about=MOROCCO),
    ]
    assert compare([], claims).conflicts == []


def test_a_claim_without_a_place_joins_only_places_its_article_names():
    claims = [q("q/x", A, value=100, counts="migrant", action="cross", places=frozenset({MOROCCO})),
              q("q/ceuta", B, value=5000, counts="migrant", action="cross", about=CEUTA)]
    assert compare([], claims).conflicts == []


@pytest.mark.parametrize(
    "first, second, conflict",
    [
        (dict(value=1500, approximate=True), dict(min_value=1500), False),  # around vs more than
        (dict(value=50000, approximate=True), dict(value=60000, approximate=True), False),  # 45-55k meets 54-66k
        (dict(value=50000, approximate=True), dict(value=70000, approximate=True), True),
        (dict(value=5), dict(value=6), True),  # exact counts that differ
        (dict(min_value=2000, max_value=3000), dict(value=3300, approximate=True), False),  # 2,970-3,630
        (dict(min_value=2000, max_value=3000), dict(value=3400, approximate=True), True),
        (dict(max_value=100), dict(value=150), True),  # "fewer than 100" vs 150
        (dict(min_value=2000, vague=True), dict(value=50), False),  # vague: never conflicts
    ],
    ids=["around-vs-more-than", "50k-vs-60k", "50k-vs-70k", "5-vs-6", "range-vs-near", "range-vs-far", "bound-vs-beyond", "vague"],
)
def test_values_that_cannot_both_hold(first, second, conflict):
    claims = [q("q/1", A, counts="person", action="die", about=CEUTA, **first),
              q("q/2", B, counts="person", action="kill", about=CEUTA, **second)]
    assert bool(compare([], claims).conflicts) is conflict


def test_the_tolerance_is_documented_and_applied():
    assert APPROXIMATE_TOLERANCE == 0.10
    assert interval(q("x", A, value=1000, approximate=True)) == pytest.approx((900, 1100))
    assert interval(q("x", A, value=1000)) == (1000, 1000)
    assert interval(q("x", A, min_value=1500)) == (1500, float("inf"))


def test_same_article_same_source_never_conflicts_with_itself():
    claims = [q("q/1", A, value=10, counts="person", action="die", about=CEUTA, source="s"),
              q("q/2", A, value=12, counts="person", action="die", about=CEUTA, source="s")]
    assert compare([], claims).conflicts == []
    claims[1] = q("q/2", A, value=12, counts="person", action="die", about=CEUTA, source="t")
    assert pairs(compare([], claims).conflicts) == {frozenset({"q/1", "q/2"})}


def test_dated_claims_are_one_measure_only_when_their_times_overlap():
    claims = [
        q("q/may", A, value=100, counts="person", action="arrest", about=CEUTA, when_start="2021-05-17", when_end="2021-05-17"),
        q("q/may2", B, value=300, counts="person", action="detain", about=CEUTA, when_start="2021-05-17", when_end="2021-05-17"),
        q("q/june", C, value=900, counts="person", action="arrest", about=CEUTA, when_start="2021-06-17", when_end="2021-06-17"),
    ]
    result = compare([], claims, {CEUTA: "Ceuta"})
    assert [(m.label, m.claims) for m in result.measures] == [("people arrested in Ceuta", ("q/may", "q/may2"))]
    assert pairs(result.conflicts) == {frozenset({"q/may", "q/may2"})}


def test_different_units_or_kinds_are_different_measures():
    claims = [q("q/1", A, value=10, unit="percent", counts="person", action="vote", about=CEUTA),
              q("q/2", B, value=90, counts="person", action="vote", about=CEUTA),
              q("q/3", C, value=50, counts="child", action="vote", about=CEUTA)]
    assert compare([], claims).measures == []


@settings(max_examples=40, deadline=None)
@given(st.permutations(CROSSING))
def test_the_comparison_does_not_depend_on_order(order):
    assert compare([], order, {CEUTA: "Ceuta"}) == compare([], CROSSING, {CEUTA: "Ceuta"})


@pytest.mark.parametrize(
    "word, form, expected",
    [(plural, "person", "people"), (plural, "city", "cities"), (plural, "bus", "buses"), (plural, "migrant", "migrants"),
     (gerund, "cross", "crossing"), (gerund, "arrive", "arriving"), (gerund, "die", "dying"), (gerund, "swim", "swimming"),
     (gerund, "storm", "storming"), (gerund, "visit", "visiting"), (gerund, "bring in", "bringing in"),
     (past_participle, "bring in", "brought in"), (past_participle, "take over", "taken over"),
     # a verb of two syllables whose last consonant doubles, as spaCy's English tables spell it
     (gerund, "prefer", "preferring"), (gerund, "admit", "admitting"), (past_participle, "occur", "occurred"),
     (gerund, "offer", "offering"), (gerund, "travel", "traveling")],
)
def test_label_words(word, form, expected):
    assert word(form) == expected


def test_label_of_an_event_without_place():
    assert measure_label([q("q", A, counts="person", action="sleep")], {}) == "people sleeping"


def test_an_organisation_that_gives_the_figure_is_no_place_in_the_label():
    """"it was recorded as magnitude 6.4 by the survey": the agent is the figure's source, and the
    measure read "magnitude of the earthquake in Harbour Survey"; a place that is also a source
    ("officials in Ceuta" speak for Ceuta) keeps its "in"."""
    survey = "https://example.org/id/organization/harbour-survey"
    labels = {survey: "Harbour Survey", CEUTA: "Ceuta"}
    recorded = [q("q", A, value=6.4, unit="magnitude", counts="earthquake", action="record", about=survey, source=survey)]
    assert measure_label(recorded, labels) == "magnitude of the earthquake"
    spoken = [q("q", A, value=50, counts="person", action="cross", about=CEUTA, source=CEUTA)]
    assert measure_label(spoken, labels) == "people crossing into Ceuta"


# -- disputes, updates, holders, events, size ------------------------------------------------


QESHM = "https://example.org/id/place/qeshm"


def quake(claim: str, article: str, value: float, day: str, **fields) -> QuantityRecord:  # noqa: ANN003
    fields.setdefault("places", frozenset({QESHM, CEUTA}))
    fields.setdefault("action", "kill")
    fields.setdefault("counts", "person")
    return QuantityRecord(claim, article, value=value, reported=day, **fields)


def test_a_count_that_rises_a_day_later_is_an_update_not_a_dispute():
    claims = [quake("q/monday", A, 1, "2005-11-27"), quake("q/tuesday", B, 24, "2005-11-28"),
              quake("q/tuesday2", C, 24, "2005-11-28")]
    result = compare([], claims)
    assert result.conflicts == []
    assert {(u.a, u.b) for u in result.updates} == {("q/tuesday", "q/monday"), ("q/tuesday2", "q/monday")}


def test_a_toll_a_later_report_puts_lower_does_not_update_the_earlier_one():
    # "300 hurt" on Sunday, "40 hurt" on Monday: a toll only adds up, so the later, lower
    # count is another count (most likely of another event), not the earlier one's update
    claims = [quake("h/sunday", A, 300, "2011-03-06", action="injure"),
              quake("h/monday", B, 40, "2011-03-07", action="injure"),
              quake("h/tuesday", C, 350, "2011-03-08", action="injure")]
    result = compare([], claims)
    assert result.conflicts == []
    assert {(u.a, u.b) for u in result.updates} == {("h/tuesday", "h/sunday"), ("h/tuesday", "h/monday")}


def test_a_count_of_the_missing_a_later_report_puts_lower_still_updates_the_earlier_one():
    # the missing are found: their count may fall from one day to the next
    claims = [quake("m/sunday", A, 12, "2011-03-06", action="missing"),
              quake("m/monday", B, 3, "2011-03-07", action="missing")]
    result = compare([], claims)
    assert result.conflicts == []
    assert {(u.a, u.b) for u in result.updates} == {("m/monday", "m/sunday")}


def test_two_sources_giving_different_counts_the_same_day_dispute():
    claims = [quake("q/a", A, 10, "2005-11-28", source="org/agency"), quake("q/b", B, 3, "2005-11-28")]
    result = compare([], claims)
    assert pairs(result.conflicts) == {frozenset({"q/a", "q/b"})} and result.updates == []


def test_undated_reports_of_a_toll_that_rose_are_an_update_ordered_by_the_text():
    # no dates to order them: "the death toll rose to 24" says which came later
    claims = [quake("q/early", A, 3, None),
              QuantityRecord("q/late", B, value=24, counts="toll", action="rise", places=frozenset({QESHM, CEUTA}))]
    result = compare([], claims)
    assert result.conflicts == []
    assert {(u.a, u.b) for u in result.updates} == {("q/late", "q/early")}


def test_a_smaller_count_that_rose_still_disputes_a_larger_one():
    claims = [quake("q/a", A, 30, "2005-11-28"),
              QuantityRecord("q/b", B, value=24, counts="toll", action="rise", reported="2005-11-28",
                             places=frozenset({QESHM, CEUTA}))]
    result = compare([], claims)
    assert pairs(result.conflicts) == {frozenset({"q/a", "q/b"})} and result.updates == []


def test_an_increment_is_in_no_measure():
    claims = [quake("q/total", A, 3, "2005-11-28"), quake("q/more", B, 2, "2005-11-28", qualifier="increment")]
    result = compare([], claims)
    assert result.conflicts == [] and result.measures == []
    assert dict(result.unmeasured)["q/more"].startswith("an increment")


def _magnitudes(main: float, main2: float, after: float) -> list[QuantityRecord]:
    """Three quakes' magnitudes reported the same day at the same places, by articles A, B and C."""
    places = frozenset({QESHM, CEUTA})
    return [QuantityRecord(claim, article, value=value, unit="magnitude", counts="quake", reported="2005-11-28", places=places)
            for claim, article, value in (("q/main", A, main), ("q/main2", B, main2), ("q/after", C, after))]


def test_magnitudes_a_unit_apart_are_two_quakes_not_a_dispute():
    result = compare([], _magnitudes(6.0, 5.9, 3.8))
    assert result.conflicts == []
    assert [m.claims for m in result.measures] == [("q/main", "q/main2")]
    assert "magnitude" in dict(result.unmeasured)["q/after"]


QUAKE_OF_TWO_AGENCIES = """Strong earthquake shakes coastal towns

A strong earthquake struck off the coast on Friday afternoon, damaging dozens of buildings.

The Geodynamic Institute of Athens said the magnitude of the earthquake was 6.6. The \
European-Mediterranean Seismological Centre said the quake had a magnitude of 7.0.
"""


def test_two_agencies_giving_a_magnitude_six_tenths_apart_dispute(tmp_path) -> None:  # noqa: ANN001
    """ "7.0" is written to a tenth (6.95-7.05), so it does not meet "6.6" (6.55-6.65); read as
    the float 7 (6.5-7.5) the two agreed."""
    import kg

    (tmp_path / "quake.txt").write_text(QUAKE_OF_TWO_AGENCIES, encoding="utf-8")
    conflicts = kg.build([str(tmp_path / "quake.txt")]).table("conflicts")
    assert [sorted([(row.value_a, row.source_a), (row.value_b, row.source_b)]) for row in conflicts.itertuples()] == [
        [(6.6, "Geodynamic Institute of Athens"), (7.0, "European-Mediterranean Seismological Centre")]]


def test_a_value_cluster_s_bounds_are_written_as_decimals_not_float_tails(tmp_path) -> None:  # noqa: ANN001
    """6.6 to a tenth is 6.55-6.65; computed in floats the upper bound is 6.6499999999999995,
    a figure nobody measured."""
    import kg

    (tmp_path / "quake.txt").write_text(QUAKE_OF_TWO_AGENCIES, encoding="utf-8")
    store = kg.build([str(tmp_path / "quake.txt")]).store()
    bounds = sorted((q.predicate.value.rsplit("#", 1)[-1].rsplit("/", 1)[-1], q.object.value)
                    for q in store if q.predicate.value.endswith(("lowerBound", "upperBound")))
    assert bounds == [("lowerBound", "6.55"), ("lowerBound", "6.95"), ("upperBound", "6.65"), ("upperBound", "7.05")]


def test_an_age_at_an_event_of_the_past_is_no_measure_of_the_holder_s_age():
    from test_quantities import claims_in

    found = [(span, c.counts, c.action, c.qualifier) for span, c in claims_in(
        "At the age of 10, Ann Page began to sing in a choir. She was 85. Her brother died at the age of 80.")]
    assert found == [("10", "age", "begin", "age at an event"), ("85", "age", None, None),
                     ("80", "age", "die", "age at death")]
    page = frozenset({"https://example.org/id/person/page"})
    at_ten = QuantityRecord("q/ten", A, value=10, unit="year", counts="age", action="begin", bearer=next(iter(page)),
                            qualifier="age at an event", reported="2008-12-12")
    now = QuantityRecord("q/now", B, value=85, unit="year", counts="age", bearer=next(iter(page)), reported="2008-12-12")
    result = compare([], [at_ten, now])
    assert result.conflicts == [] and "age at an event" in dict(result.unmeasured)["q/ten"]


def test_an_age_s_open_bound_and_an_age_when_something_happened_are_no_measure_of_anyone_s_age():
    """ "aged 65 and over" is the edge of a group of people, not someone's age; "she was 12 when
    her family moved" is her age at an event of her past, as "at the age of 10" is: neither joins
    another article's age of nobody named that agrees with it."""
    from test_quantities import claims_in

    found = [(span, c.counts, c.min_value, c.qualifier) for span, c in claims_in(
        "Voters aged 65 and over backed the plan. She was 12 when her family moved to Leeds.")]
    assert found == [("65 and over", "age", 65, None), ("12", "age", None, "age at an event")]
    bound = QuantityRecord("q/bound", A, min_value=15, unit="year", counts="age", reported="2008-12-12")
    past = QuantityRecord("q/past", B, value=15, unit="year", counts="age", qualifier="age at an event",
                          reported="2008-12-12")
    other = QuantityRecord("q/other", "https://example.org/id/article/c", value=15, unit="year", counts="age",
                           reported="2008-12-12")
    result = compare([], [bound, past, other])
    unmeasured = dict(result.unmeasured)
    assert "open bound" in unmeasured["q/bound"] and "age at an event" in unmeasured["q/past"]
    assert result.measures == []


def test_an_offer_of_nobody_named_joins_a_named_players_offer_only_on_an_agreeing_value():
    player = frozenset({"https://example.org/id/person/player"})
    claims = [QuantityRecord("q/named", A, value=8, unit="year", counts="offer", action="make", people=player,
                             reported="2008-12-15", places=PLACES),
              QuantityRecord("q/same", B, value=8, unit="year", counts="offer", reported="2008-12-15", places=PLACES),
              QuantityRecord("q/other", C, value=5, unit="year", counts="deal", reported="2008-12-15", places=PLACES)]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("q/named", "q/same")]
    assert result.conflicts == []


def test_a_bid_and_another_party_s_deal_join_only_on_an_agreeing_value():
    club, player = frozenset({"https://example.org/id/organization/club"}), frozenset({"https://example.org/id/person/p"})
    claims = [QuantityRecord("q/bid", A, value=7, unit="year", action="bid", organizations=club, places=PLACES),
              QuantityRecord("q/deal", B, value=5, unit="year", counts="deal", action="seek", people=player,
                             places=PLACES),
              QuantityRecord("q/same", C, value=7, unit="year", counts="offer", people=player, places=PLACES)]
    apart = compare([], claims[:2])
    assert apart.measures == [] and apart.conflicts == []  # one measure and a dispute before the rule
    together = compare([], [claims[0], claims[2]])
    assert [m.claims for m in together.measures] == [("q/bid", "q/same")]  # no party in common, the value agrees


ROVERS = {
    "a.txt": "Hollis offer\n\nThe Marlow Rovers have offered Dan Hollis a five-year contract worth $40 million, the "
             "team said on Monday.\n",
    "b.txt": "Hollis offer\n\nThe Rovers have offered Dan Hollis a five-year contract worth $44 million, his agent "
             "said on Monday.\n",
}


def test_a_club_named_with_and_without_its_home_is_one_party_unless_two_clubs_end_so(tmp_path) -> None:  # noqa: ANN001
    """ "the Marlow Rovers" in one report and "the Rovers" in another are one party (the resolver
    keeps the two names apart): their offers are one measure, and its values are disputed; beside
    a third report of "the Dover Rovers", "the Rovers" may be either club, and meets neither."""
    import kg

    for name, text in ROVERS.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    conflicts = kg.build(sorted(str(p) for p in tmp_path.glob("*.txt"))).table("conflicts")
    assert [sorted([row.value_a, row.value_b]) for row in conflicts.itertuples()] == [[40e6, 44e6]]
    assert set(conflicts.measure_label) == {"amount of contracts (offered) in Rovers"}
    (tmp_path / "c.txt").write_text("Hollis offer\n\nThe Dover Rovers have offered Dan Hollis a five-year contract "
                                    "worth $46 million, the team said on Monday.\n", encoding="utf-8")
    assert kg.build(sorted(str(p) for p in tmp_path.glob("*.txt"))).table("conflicts").empty


ASKED = {
    "a.txt": "Hollis offer\n\nThe Rovers have offered Dan Hollis an eight-year contract worth $150 million, the team "
             "said on Monday.\n",
    "b.txt": "Hollis offer\n\nThe Rovers have offered Dan Hollis an eight-year contract worth $160 million, his agent "
             "said on Monday.\n",
    "c.txt": "Hollis talks\n\nThe Rovers have been asked by Dan Hollis for an eight-year contract worth $160 million, "
             "his agent said on Monday.\n",
}


def test_a_contract_asked_for_is_another_measure_than_a_contract_offered(tmp_path) -> None:  # noqa: ANN001
    """ "asked for a contract worth $160m" is what one side wants, "offered a contract worth $150m"
    what the other gives: two measures, even where a value agrees; the two offers dispute, and the
    ask disputes neither."""
    import kg

    for name, text in ASKED.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    conflicts = kg.build(sorted(str(p) for p in tmp_path.glob("*.txt"))).table("conflicts")
    assert sorted(sorted([(row.value_a, row.sentence_a[:25]), (row.value_b, row.sentence_b[:25])])
                  for row in conflicts.itertuples()) == [
        [(150e6, "The Rovers have offered D"), (160e6, "The Rovers have offered D")]]


def test_an_offer_noun_whose_verb_asks_for_it_is_of_an_ask():
    from kg.measures.facets import asked_for

    assert asked_for("offer", ["ask"]) == "ask"  # "asked for a contract worth $200m"
    assert asked_for("offer", ["seek"]) == "ask"  # "is seeking a 10-year deal"
    assert asked_for("offer", ["make"]) == "offer"  # "made an eight-year offer"
    assert asked_for("loan", ["request"]) == "loan"  # a loan requested is still the loan's value


def test_organizations_named_alike_are_a_name_and_the_one_longer_name_ending_with_it():
    from kg.measures.parties import organizations_named_alike

    org = "https://example.org/id/organization/"
    assert organizations_named_alike([org + "marlow-rovers-1", org + "rovers-2", org + "navy-3", org + "navy-dover-4"]) \
        == {org + "marlow-rovers-1": org + "rovers-2"}  # an owner written after ("navy@dover") is no such name
    # "Rovers" ends two clubs' names: either; "Red Rovers" ends one: that one
    assert organizations_named_alike([org + "marlow-rovers-1", org + "rovers-2", org + "dover-red-rovers-5",
                                      org + "red-rovers-6"]) == {org + "dover-red-rovers-5": org + "red-rovers-6"}
    # "Hawks and Rovers", two names joined in one, is neither club's name: "Rovers" still ends one
    assert organizations_named_alike([org + "marlow-rovers-1", org + "rovers-2", org + "hawks-and-rovers-7"]) \
        == {org + "marlow-rovers-1": org + "rovers-2"}


def test_a_term_naming_no_party_that_fits_two_parties_offers_joins_neither():
    """ "made an eight-year offer" of nobody named agrees with the Rovers' eight years and with the
    Hawks' eight years: it is about neither, and joins neither measure."""
    rovers = frozenset({"https://example.org/id/organization/rovers"})
    hawks = frozenset({"https://example.org/id/organization/hawks"})
    d, e = "https://example.org/article/d", "https://example.org/article/e"

    def term(claim: str, article: str, organizations: frozenset[str] = frozenset()) -> QuantityRecord:
        return q(claim, article, value=8, unit="year", counts="offer", action="make", organizations=organizations,
                 reported="2031-03-04")

    claims = [term("t/rovers", A, rovers), term("t/rovers2", B, rovers), term("t/hawks", C, hawks),
              term("t/hawks2", d, hawks), term("t/unnamed", e)]  # after the others in the order: it sees both measures
    result = compare([], claims)
    assert sorted(m.claims for m in result.measures) == [("t/hawks", "t/hawks2"), ("t/rovers", "t/rovers2")]
    assert "differs in parties (it would fit the measures of two parties, so it is about neither)" \
        in dict(result.unmeasured)["t/unnamed"]  # --explain says why
    # one party's measure only: there it joins
    assert sorted(m.claims for m in compare([], claims[:2] + claims[4:]).measures) == [
        ("t/rovers", "t/rovers2", "t/unnamed")]


def test_a_claim_with_no_place_joins_a_placed_measure_only_on_a_value_or_a_verb_in_common():
    claims = [q("v/placed", A, value=6777, counts="vote", action="receive", about=CEUTA),
              q("v/other-verb", B, value=5100, counts="vote", action="count"),
              q("v/same-value", C, value=6777, counts="vote"),
              q("v/same-verb", C, value=6776, counts="vote", action="receive", source="person/x")]
    result = compare([], claims)
    (measure,) = result.measures
    assert measure.claims == ("v/placed", "v/same-value", "v/same-verb")
    assert pairs(result.conflicts) == {frozenset({"v/placed", "v/same-verb"})}
    assert "differs in place" in dict(result.unmeasured)["v/other-verb"]


def test_villages_where_houses_were_damaged_are_not_villages_damaged():
    claims = [quake("v/damaged", A, 7, "2005-11-28", counts="village", action="damage"),
              quake("v/where", B, 15, "2005-11-28", counts="village", action="damage", approximate=True,
                    qualifier="where"),
              quake("v/where2", C, 5, "2005-11-28", counts="village", action="damage", qualifier="where")]
    result = compare([], claims)
    (measure,) = result.measures
    assert measure.claims == ("v/where", "v/where2") and dict(measure.keys)["counted"] == "village where"
    assert pairs(result.conflicts) == {frozenset({"v/where", "v/where2"})}


def test_one_count_of_a_list_joins_the_whole_only_on_an_agreeing_value():
    claims = [quake("r/all", A, 9, "2005-11-28", counts="rifle", action="seize"),
              quake("r/part", B, 3, "2005-11-28", counts="rifle", action="recover", qualifier="beside gun"),
              quake("r/same", C, 9, "2005-11-28", counts="rifle", action="seize", qualifier="ak 47; beside gun")]
    result = compare([], claims)
    (measure,) = result.measures
    assert measure.claims == ("r/all", "r/same") and result.conflicts == []
    assert dict(measure.keys)["subgroups"] == "gun (one of a list) (joined where a value agrees)"
    assert "kind" in dict(result.unmeasured)["r/part"]


def test_a_fixed_quantity_reported_differently_on_two_days_is_a_dispute():
    claims = [QuantityRecord("q/a", A, value=5.9, unit="magnitude", counts="earthquake", reported="2005-11-27",
                             places=frozenset({QESHM, CEUTA})),
              QuantityRecord("q/b", B, value=6.1, unit="magnitude", counts="quake", reported="2005-11-28",
                             places=frozenset({QESHM, CEUTA}))]
    result = compare([], claims)
    assert pairs(result.conflicts) == {frozenset({"q/a", "q/b"})} and result.updates == []


def test_one_articles_two_magnitudes_are_estimates_that_join_where_a_value_agrees():
    """ "The USGS put the quake at 6.1, Iran's seismological centre at 5.9" (sources not read):
    both join the measure the other articles' 6.1 and 5.9 make; the article's own two values
    are one voice and not disputed, each disputes the other articles' other value."""
    places = frozenset({QESHM, CEUTA})

    def magnitude(claim: str, article: str, value: float) -> QuantityRecord:
        return QuantityRecord(claim, article, value=value, unit="magnitude", counts="quake", reported="2005-11-28",
                              places=places)

    claims = [magnitude("q/a61", A, 6.1), magnitude("q/a59", A, 5.9), magnitude("q/b61", B, 6.1),
              magnitude("q/c59", C, 5.9)]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("q/a59", "q/a61", "q/b61", "q/c59")]
    assert dict(result.measures[0].keys)["voices"].startswith("1 article(s) giving two magnitudes")
    assert pairs(result.conflicts) == {frozenset({"q/a61", "q/c59"}), frozenset({"q/a59", "q/b61"}),
                                       frozenset({"q/b61", "q/c59"})}


def test_an_articles_own_magnitude_and_a_named_sources_other_magnitude_dispute():
    """ "The tremor measured 4.8 ... the survey put it at 5.3", and another report's 4.8: the
    article's own word and the source it names are two voices of one property, so its two
    values dispute; of a count, "four pistols" taken and, as the police say, "nine pistols" in
    one report are usually two facts (a part and its whole), not a dispute."""
    places = frozenset({QESHM, CEUTA})

    def magnitude(claim: str, article: str, value: float, source: str | None = None) -> QuantityRecord:
        return QuantityRecord(claim, article, value=value, unit="magnitude", counts="tremor", reported="2019-03-04",
                              places=places, source=source)

    claims = [magnitude("q/a48", A, 4.8), magnitude("q/a53", A, 5.3, "org/survey"), magnitude("q/b48", B, 4.8)]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("q/a48", "q/a53", "q/b48")]
    assert pairs(result.conflicts) == {frozenset({"q/a48", "q/a53"}), frozenset({"q/a53", "q/b48"})}

    def taken(claim: str, article: str, value: float, counts: str, source: str | None = None) -> QuantityRecord:
        return q(claim, article, value=value, counts=counts, action="take", governing="steal", reported="2019-03-04",
                 about=CEUTA, source=source, role="patient")

    counts = [taken("q/p4", A, 4, "pistol"), taken("q/w9", A, 9, "pistol", "org/police"), taken("q/b4", B, 4, "pistol")]
    result = compare([], counts)
    assert [m.claims for m in result.measures] == [("q/b4", "q/p4", "q/w9")]
    assert pairs(result.conflicts) == {frozenset({"q/b4", "q/w9"})}


def test_one_light_verb_of_one_counted_word_ties_two_values_into_a_dispute():
    """ "The raiders held nine boats" and "six boats are held": "hold" is a light verb with no
    class, but the same verb of the same counted word says the same thing happened to the same
    things, so the two values dispute; "had nine boats" against "six boats are held" (two light
    verbs) stays undisputed."""

    def boats(claim: str, article: str, value: float, verb: str) -> QuantityRecord:
        return q(claim, article, value=value, counts="boat", action=verb, governing=verb, reported="2019-03-04",
                 about=CEUTA, role="patient")

    result = compare([], [boats("q/a9", A, 9, "hold"), boats("q/b6", B, 6, "hold")])
    assert [m.claims for m in result.measures] == [("q/a9", "q/b6")]
    assert pairs(result.conflicts) == {frozenset({"q/a9", "q/b6"})}

    result = compare([], [boats("q/a9", A, 9, "have"), boats("q/b6", B, 6, "hold")])
    assert [m.claims for m in result.measures] == [("q/a9", "q/b6")]
    assert result.conflicts == []


def test_two_counts_of_aftershocks_dispute_whatever_their_verbs_but_two_counts_of_boats_do_not():
    """ "Three aftershocks were felt" and "the quake was followed by four aftershocks": what the
    verbs say of events is how they were noticed, so the two counts dispute; "three boats were
    spotted" and "four boats followed" share a measure but no verb class, and stay undisputed."""

    def counted(claim: str, article: str, value: float, verb: str, counts: str, role: str) -> QuantityRecord:
        return q(claim, article, value=value, counts=counts, action=verb, governing=verb, reported="2019-03-04",
                 about=CEUTA, role=role)

    result = compare([], [counted("s/a3", A, 3, "feel", "aftershock", "patient"),
                          counted("s/b4", B, 4, "follow", "aftershock", "agent")])
    assert [m.claims for m in result.measures] == [("s/a3", "s/b4")]
    assert pairs(result.conflicts) == {frozenset({"s/a3", "s/b4"})}

    result = compare([], [counted("b/a3", A, 3, "spot", "boat", "patient"),
                          counted("b/b4", B, 4, "follow", "boat", "agent")])
    assert [m.claims for m in result.measures] == [("b/a3", "b/b4")]
    assert result.conflicts == []


def test_things_found_are_things_seized_but_people_found_are_not():
    """ "Coastguards found 40 crates" and "officers confiscated 55 crates": "find" is a light
    verb, but of things it takes as its object it says they were taken (WordNet: "find" in the
    synset of "recover"), so the two counts are one measure and dispute; "found 40 people" (the
    dead, the missing or the rescued) and "arrested 55 people" stay two measures."""

    def crates(claim: str, article: str, value: float, verb: str, counts: str = "crate") -> QuantityRecord:
        return q(claim, article, value=value, counts=counts, action=verb, governing=verb, reported="2019-03-04",
                 role="patient")

    result = compare([], [crates("c/a40", A, 40, "find"), crates("c/b55", B, 55, "confiscate")])
    assert [m.claims for m in result.measures] == [("c/a40", "c/b55")]
    assert pairs(result.conflicts) == {frozenset({"c/a40", "c/b55"})}

    result = compare([], [crates("p/a40", A, 40, "find", "person"), crates("p/b55", B, 55, "arrest", "person")])
    assert result.measures == []
    assert result.conflicts == []


def test_men_taken_into_custody_and_men_arrested_are_one_measure_and_their_counts_dispute():
    """ "Harbour police took seven smugglers into custody" and "nine smugglers were arrested" the
    same day: "take into custody" is in the class of "arrest" (WordNet's "taking into custody"), so
    the two counts are one measure and dispute; "seven smugglers were taken to the quay" ("take
    to quay": no verb of the tables) against the same arrest count stays apart."""

    def smugglers(claim: str, article: str, value: float, verb: str) -> QuantityRecord:
        return q(claim, article, value=value, counts="smuggler", action=verb, governing=verb,
                 reported="2026-03-03", role="patient")

    result = compare([], [smugglers("s/a7", A, 7, "take into custody"), smugglers("s/b9", B, 9, "arrest")])
    assert [m.claims for m in result.measures] == [("s/a7", "s/b9")]
    assert pairs(result.conflicts) == {frozenset({"s/a7", "s/b9"})}

    result = compare([], [smugglers("t/a7", A, 7, "take"), smugglers("t/b9", B, 9, "arrest")])
    assert result.measures == []


HARDEST_HIT = {
    "a.txt": "Earthquake shakes Marovia\n\nA strong earthquake shook the island of Marovia on Sunday, officials in "
             "Tessel said. The four hardest-hit villages had no power, they said.\n",
    "b.txt": "Quake hits island of Marovia\n\nAn earthquake struck Marovia on Sunday, officials in Tessel said. "
             "Six villages were badly hit, the officials said.\n",
    "c.txt": "Villages flattened on Marovia\n\nAn earthquake struck Marovia on Sunday, officials in Tessel said. "
             "Seven villages were destroyed, they said.\n",
}


def test_the_hardest_hit_villages_and_villages_badly_hit_are_one_measure_and_dispute(tmp_path) -> None:  # noqa: ANN001
    """ "the four hardest-hit villages had no power" says what happened to them with its participle
    ("hit", the class of "affect"), not with its verb: one measure with "six villages were badly
    hit", and a dispute; "seven villages were destroyed" is another measure, disputed by neither."""
    import kg

    for name, text in HARDEST_HIT.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    conflicts = kg.build(sorted(str(p) for p in tmp_path.glob("*.txt"))).table("conflicts")
    assert [sorted([row.value_a, row.value_b]) for row in conflicts.itertuples()] == [[4.0, 6.0]]
    assert set(conflicts.measure_label) == {"villages hit in Marovia"}


RIFLES = {
    "a.txt": "Rifles seized at Kestrel port\n\nCustoms officers seized two rifles at the port of Kestrel on "
             "Monday, officials in Dunmore said.\n",
    "b.txt": "Arms found at Kestrel\n\nCustoms officers seized three rifles at the port of Kestrel on Monday, "
             "officials in Dunmore said.\n",
    "c.txt": "Smugglers held at Kestrel\n\nThe smugglers had three rifles and a pistol at the port of Kestrel on "
             "Monday, officials in Dunmore said.\n",
    "d.txt": "Guns at Kestrel\n\nThree rifles were spotted at the port of Kestrel on Monday, officials in Dunmore "
             "said.\n",
}


def test_a_count_with_no_verb_disputes_a_count_of_its_measure_whose_verb_the_tables_know(tmp_path) -> None:  # noqa: ANN001
    """ "the smugglers had three rifles" (a light verb only) joins the measure of "seized three
    rifles", where its value agrees, and so disputes "seized two rifles" as that count does;
    "three rifles were spotted" ("spot": no verb of the tables) joins as well but disputes nothing."""
    import kg

    for name, text in RIFLES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    conflicts = kg.build(sorted(str(p) for p in tmp_path.glob("*.txt"))).table("conflicts")
    assert sorted(sorted([(row.value_a, row.sentence_a[:20]), (row.value_b, row.sentence_b[:20])])
                  for row in conflicts.itertuples()) == [
        [(2.0, "Customs officers sei"), (3.0, "Customs officers sei")],
        [(2.0, "Customs officers sei"), (3.0, "The smugglers had th")]]


def _evacuation(day: str, title: str, count: str) -> dict:
    return {"title": title, "published": day,
            "text": f"{title}\n\n{count} were evacuated from the flooded quarter of Corvale on Sunday, the Red Cross "
                    f"said in Corvale.\n"}


# one flood's evacuees as five reports count them: two subgroups of people first, by date
EVACUEES = {
    "a.json": _evacuation("2031-05-04", "Women leave Corvale", "Some 300 women"),
    "b.json": _evacuation("2031-05-05", "Flood in Corvale", "Some 300 people"),
    "c.json": _evacuation("2031-05-04", "Tourists leave Corvale", "Some 300 Germans"),
    "d.json": _evacuation("2031-05-05", "Corvale flood", "About 500 people"),
    "e.json": _evacuation("2031-05-05", "Schools shut in Corvale", "Some 120 children"),
}


def test_counts_of_a_subgroup_of_people_join_the_measure_the_counts_of_people_start(tmp_path) -> None:  # noqa: ANN001
    """ "300 women" and "300 Germans" join a measure of people only where a value agrees, so they
    are grouped after the counts of people: "300 people" and "500 people" start the measure (and
    dispute), and both subgroups join it. Taken first by their date, "300 women" started a measure
    of women, which refused "300 Germans" (another subgroup) and "500 people" (no value in
    common). "120 children" agrees with no value: in no measure."""
    built = _built(tmp_path, EVACUEES)
    numbers = built.table("numbers")
    measures = {row.title: row.measure for row in numbers.itertuples()}
    assert {title for title, measure in measures.items() if isinstance(measure, str)} == {
        "Women leave Corvale", "Flood in Corvale", "Tourists leave Corvale", "Corvale flood"}
    assert len({measures[t] for t in ("Women leave Corvale", "Flood in Corvale", "Tourists leave Corvale",
                                      "Corvale flood")}) == 1
    conflicts = built.table("conflicts")
    assert [(row.measure_label, row.value_a, row.title_a, row.value_b, row.title_b)
            for row in conflicts.itertuples()] == [
        ("people evacuated", 300.0, "Flood in Corvale", 500.0, "Corvale flood")]


MODEL_RIFLES = {
    "a.txt": "Rifles found on boat at Kestrel\n\nCustoms officers found six M-16 rifles on a boat at the port of "
             "Kestrel on Monday, officials in Dunmore said.\n",
    "b.txt": "Rifles seized at Kestrel\n\nCustoms officers seized nine M-16 rifles on a boat at the port of "
             "Kestrel on Monday, officials in Dunmore said.\n",
}


def test_rifles_of_a_model_found_and_rifles_of_it_seized_are_one_measure_and_dispute(tmp_path) -> None:  # noqa: ANN001
    """ "found six M-16 rifles": the model name is counted before its noun, and the noun is what
    "found" takes, so the count is of things found, that is seized; one measure with "seized nine
    M-16 rifles", and a dispute."""
    import kg

    for name, text in MODEL_RIFLES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    conflicts = kg.build(sorted(str(p) for p in tmp_path.glob("*.txt"))).table("conflicts")
    assert [sorted([row.value_a, row.value_b]) for row in conflicts.itertuples()] == [[6.0, 9.0]]


def test_a_model_name_written_two_ways_is_one_label_and_the_count_before_it_is_no_part_of_it():
    """ "seized seven AK-47s" and "recovered 12 AK 47 rifles": one measure, a dispute; a
    category 2 and a category 4 storm's winds stay two measures."""
    claims = [quake("r/a", A, 7, "2009-04-10", counts="rifle", action="seize", qualifier="seven ak-47s"),
              quake("r/b", B, 12, "2009-04-10", counts="rifle", action="recover", qualifier="ak 47"),
              quake("w/2", A, 100, "2009-04-10", counts="home", action="destroy", qualifier="category 2"),
              quake("w/4", B, 300, "2009-04-10", counts="home", action="destroy", qualifier="category 4"),
              quake("w/4c", C, 300, "2009-04-10", counts="home", action="destroy", qualifier="category 4")]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("r/a", "r/b"), ("w/4", "w/4c")]
    assert dict(result.measures[0].keys)["labels"] == "ak 47 (written seven ak-47s)"
    assert pairs(result.conflicts) == {frozenset({"r/a", "r/b"})}
    assert dict(result.unmeasured)["w/2"].startswith("alone")  # not disputed by the category 4 storm's count


def test_the_ages_of_two_people_never_share_a_measure():
    smith, jones = "https://example.org/id/person/smith", "https://example.org/id/person/jones"
    claims = [q("q/s1", A, value=25, unit="year", counts="age", bearer=smith),
              q("q/s2", B, value=25, unit="year", counts="age", bearer=smith),
              q("q/j1", A, value=30, unit="year", counts="age", bearer=jones),
              q("q/j2", B, value=31, unit="year", counts="age", bearer=jones),
              q("q/x", B, value=40, unit="year", counts="age")]
    result = compare([], claims)
    assert sorted(m.claims for m in result.measures) == [("q/j1", "q/j2"), ("q/s1", "q/s2")]
    assert pairs(result.conflicts) == {frozenset({"q/j1", "q/j2"})}
    assert dict(result.unmeasured)["q/x"].startswith("alone")  # an age of nobody named meets no other 40


def test_an_age_of_nobody_named_joins_a_person_s_age_only_where_it_agrees():
    smith, jones = "https://example.org/id/person/smith", "https://example.org/id/person/jones"
    claims = [q("a/smith", A, value=61, unit="year", counts="age", bearer=smith),
              q("a/man", B, value=61, unit="year", counts="age"),  # "a 61-year-old man"
              q("a/other", C, value=62, unit="year", counts="age"),
              q("a/man2", C, value=61, unit="year", counts="age", source="person/x")]
    result = compare([], claims, {smith: "Smith"})
    (measure,) = result.measures
    assert measure.claims == ("a/man", "a/man2", "a/smith") and result.conflicts == []
    assert dict(measure.keys)["whose"] == "Smith (and 2 of nobody named, where the age agrees)"
    # fitting the ages of two people, it joins one of them; the two people's ages never share a measure
    both = compare([], [*claims[:2], q("a/jones", C, value=61, unit="year", counts="age", bearer=jones)])
    assert [m.claims for m in both.measures] == [("a/jones", "a/man")] and both.conflicts == []


def test_one_person_s_agreeing_age_joins_across_articles_that_name_nothing_else_in_common():
    # "Ann Lee, 61, opened a bakery in Dover" / "Ann Lee, 61, was arrested by the Calais police"
    lee, kerr = "https://example.org/id/person/ann-lee-1a2b3c4d", "https://example.org/id/person/bo-kerr-5e6f7a8b"
    place = "https://example.org/id/place/{}"
    dover = frozenset({place.format("dover"), place.format("kent")})
    calais = frozenset({place.format("calais"), "https://example.org/id/organization/police"})
    claims = [q("a/lee", A, value=61, unit="year", counts="age", action="open", bearer=lee, places=dover),
              q("b/lee", B, value=61, unit="year", counts="age", action="arrest", bearer=lee, places=calais),
              q("c/lee62", C, value=62, unit="year", counts="age", action="sign", bearer=lee,
                places=frozenset({place.format("york"), place.format("leeds")})),
              q("b/kerr", C, value=61, unit="year", counts="age", action="arrest", bearer=kerr, places=calais)]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("a/lee", "b/lee")]
    assert result.conflicts == []  # another value still needs the story's names: 62 stays alone
    assert dict(result.unmeasured)["c/lee62"].startswith("alone")


def test_an_age_joins_the_age_of_a_person_named_alike_where_the_value_agrees():
    person = "https://example.org/id/person/{}"
    tara, tara_m = person.format("tara-reid-1a2b3c4d"), person.format("tara-m-reid-5e6f7a8b")
    reid, john = person.format("reid-3c4d5e6f"), person.format("john-reid-9c0d1e2f")
    claims = [q("q/tara", A, value=33, unit="year", counts="age", bearer=tara),
              q("q/tara_m", B, value=33, unit="year", counts="age", bearer=tara_m),
              q("q/tara_m34", C, value=34, unit="year", counts="age", bearer=tara_m),
              q("q/john", C, value=33, unit="year", counts="age", bearer=john),
              q("q/reid", "https://example.org/article/d", value=33, unit="year", counts="age", bearer=reid)]
    result = compare([], claims, {tara: "Tara Reid", tara_m: "Tara M. Reid", reid: "Reid", john: "John Reid"})
    # a surname alone may be either Reid's: it joins neither
    assert [m.claims for m in result.measures] == [("q/tara", "q/tara_m")]
    assert dict(result.measures[0].keys)["whose"] == "Tara Reid (named alike, where a value agrees: Tara M. Reid)"


def test_an_age_has_no_place_one_person_s_age_joins_whatever_place_its_clause_is_about():
    # "Ann Lee, 61, opened a bakery in Dover" / "Ann Lee, 61, was stopped at Calais"
    lee = "https://example.org/id/person/ann-lee-1a2b3c4d"
    dover, calais, kent = (f"https://example.org/id/place/{p}" for p in ("dover", "calais", "kent"))
    claims = [q("a/lee", A, value=61, unit="year", counts="age", action="open", about=dover, bearer=lee,
                places=frozenset({dover, kent})),
              q("b/lee", B, value=61, unit="year", counts="age", action="stop", about=calais, bearer=lee,
                places=frozenset({calais, kent}))]
    (measure,) = compare([], claims, {lee: "Ann Lee"}).measures
    assert measure.claims == ("a/lee", "b/lee") and measure.place is None
    assert "place" not in dict(measure.keys)


def test_a_surname_alone_joins_the_one_full_name_the_collection_gives_it_where_the_age_agrees():
    # "Ann Lee, 61, opened a bakery" / "Lee, 61, was stopped at the border" / "Sam Cole, 61"
    person = "https://example.org/id/person/{}"
    ann, lee, cole = person.format("ann-lee-1a2b3c4d"), person.format("lee-3c4d5e6f"), person.format("sam-cole-0a1b")
    claims = [q("q/ann", A, value=61, unit="year", counts="age", bearer=ann),
              q("q/lee", B, value=61, unit="year", counts="age", bearer=lee),
              q("q/cole", C, value=61, unit="year", counts="age", bearer=cole)]
    result = compare([], claims, {ann: "Ann Lee", lee: "Lee", cole: "Sam Cole"})
    assert [m.claims for m in result.measures] == [("q/ann", "q/lee")]
    assert dict(result.measures[0].keys)["whose"] == "Ann Lee (named alike, where a value agrees: Lee)"
    # with a second Lee in the collection the surname alone may be either's: it joins neither
    bo = person.format("bo-lee-9c0d1e2f")
    both = compare([], [*claims, q("q/bo", C, value=40, unit="year", counts="age", bearer=bo)])
    assert both.measures == []


def test_an_age_a_year_later_grown_by_the_years_updates_the_earlier_one():
    smith = "https://example.org/id/person/smith"
    D = "https://example.org/article/d"
    claims = [q("g/smith", A, value=38, unit="year", counts="age", bearer=smith, published="2007-04-10"),
              q("g/man", B, value=39, unit="year", counts="age", published="2008-04-30"),  # "the 39-year-old man"
              q("g/soon", C, value=40, unit="year", counts="age", published="2007-04-12"),  # two days on: not grown
              q("g/older", D, value=45, unit="year", counts="age", published="2008-05-02")]  # 45 a year after 40: not grown
    result = compare([], claims, {smith: "Smith"})
    (measure,) = result.measures
    assert measure.claims == ("g/man", "g/smith")
    assert {(u.a, u.b) for u in result.updates} == {("g/man", "g/smith")} and result.conflicts == []
    assert dict(result.unmeasured)["g/soon"].startswith("alone")
    assert dict(measure.keys)["whose"] == ("Smith (and 1 of nobody named, where the age agrees);"
                                           " ages grown by the years between reports count as agreeing")


def test_an_age_at_death_grows_no_more_a_later_report_of_another_age_disputes_it():
    # "Ann Lee, 90, sang" one June; "Ann Lee died at 91" the next: her age grew, an update;
    # "Ann Lee died aged 92" a year after that: an age at death does not grow, a dispute
    lee = "https://example.org/id/person/ann-lee"
    claims = [q("d/90", A, value=90, unit="year", counts="age", bearer=lee, published="2012-06-01"),
              q("d/91", B, value=91, unit="year", counts="age", bearer=lee, published="2013-06-06",
                qualifier="age at death"),
              q("d/92", C, value=92, unit="year", counts="age", bearer=lee, published="2014-06-10",
                qualifier="age at death")]
    result = compare([], claims, {lee: "Ann Lee"})
    (measure,) = result.measures
    assert measure.claims == ("d/90", "d/91", "d/92")
    assert {(u.a, u.b) for u in result.updates} == {("d/91", "d/90"), ("d/92", "d/90")}
    assert pairs(result.conflicts) == {frozenset({"d/92", "d/91"})}
    assert dict(measure.keys)["whose"].endswith("; an age at death grows no more: a later other age disputes it")


def test_one_person_s_age_that_changes_by_more_than_the_years_between_reports_is_disputed():
    gray = "https://example.org/id/person/gray"
    D = "https://example.org/article/d"
    claims = [q("y/16", A, value=16, unit="year", counts="age", bearer=gray, published="2013-03-12"),
              q("y/26", B, value=26, unit="year", counts="age", bearer=gray, published="2013-03-14"),  # two days on
              q("y/15", C, value=15, unit="year", counts="age", bearer=gray, published="2013-03-16"),  # younger later
              q("y/17", D, value=17, unit="year", counts="age", bearer=gray, published="2013-11-02")]  # a birthday
    result = compare([], claims, {gray: "Gray"})
    (measure,) = result.measures
    assert measure.claims == ("y/15", "y/16", "y/17", "y/26")
    assert {(u.a, u.b) for u in result.updates} == {("y/17", "y/16")}
    assert pairs(result.conflicts) == {frozenset({"y/26", "y/16"}), frozenset({"y/15", "y/16"}),
                                       frozenset({"y/15", "y/26"}), frozenset({"y/17", "y/26"}),
                                       frozenset({"y/17", "y/15"})}


def test_how_many_times_a_thing_was_done_is_disputed_not_updated_by_a_later_report():
    # "shot 11 times" one day, "shot seven times" two days later: one event's fact; a count of
    # people shot, the same days, is a running toll that the later report updates
    claims = [q("t/11", A, value=11, counts="time", action="shoot", published="2013-03-12"),
              q("t/7", B, value=7, counts="time", action="shoot", published="2013-03-14"),
              q("p/2", A, value=2, counts="person", action="shoot", published="2013-03-12"),
              q("p/3", B, value=3, counts="person", action="shoot", published="2013-03-14")]
    result = compare([], claims)
    assert sorted(m.claims for m in result.measures) == [("p/2", "p/3"), ("t/11", "t/7")]
    assert pairs(result.conflicts) == {frozenset({"t/11", "t/7"})}
    assert {(u.a, u.b) for u in result.updates} == {("p/3", "p/2")}


def test_one_person_s_age_in_a_clause_about_the_past_joins_the_same_age_given_now():
    smith = "https://example.org/id/person/smith"
    claims = [q("q/now", A, value=33, unit="year", counts="age", bearer=smith, published="2008-12-20"),
              q("q/then", B, value=33, unit="year", counts="age", bearer=smith, published="2008-12-21",
                when="in July", when_start="2008-07-01", when_end="2008-07-31"),
              q("q/older", C, value=34, unit="year", counts="age", bearer=smith, published="2008-12-21",
                when="in 2001", when_start="2001-01-01", when_end="2001-12-31")]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("q/now", "q/then")]
    assert dict(result.measures[0].keys)["time"].endswith("; the same age given in a clause about another time")


def test_a_past_event_the_background_recalls_is_another_measure():
    claims = [quake("q/now", A, 10, "2005-11-28"), quake("q/now2", B, 10, "2005-11-28"),
              quake("q/2003", A, 26000, "2005-11-28", when="in December 2003", when_start="2003-12-01",
                    when_end="2003-12-31"),
              quake("q/2003b", B, 31000, "2005-11-28", when="in December 2003", when_start="2003-12-01",
                    when_end="2003-12-31")]
    result = compare([], claims)
    assert sorted(m.claims for m in result.measures) == [("q/2003", "q/2003b"), ("q/now", "q/now2")]


def test_a_clock_time_in_four_digits_is_the_story_s_own_time_not_a_past_year():
    claims = [quake("q/clock", A, 10, "2005-11-28", when="at 1100 hours"), quake("q/plain", B, 10, "2005-11-28")]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("q/clock", "q/plain")]


def test_the_keys_of_a_measure_are_recorded():
    result = compare([], [quake("q/a", A, 10, "2005-11-28", action="die"), quake("q/b", B, 10, "2005-11-28")],
                     {CEUTA: "Ceuta"})
    (measure,) = result.measures
    keys = dict(measure.keys)
    assert keys["counted"] == "person" and keys["action"] == "kill (die, kill)"
    assert keys["time"].startswith("reports from 2005-11-28") and measure.running


def test_links_per_claim_are_bounded_whatever_the_number_of_reports():
    from kg.measures.values import LINKS_PER_CLUSTER, NEAREST_CLUSTERS

    claims = [QuantityRecord(f"q/{i:04d}", f"a/{i:04d}", value=float(1000 + 7 * i), counts="migrant", action="cross",
                             about=CEUTA, places=PLACES) for i in range(400)]
    result = compare([], claims)
    assert len(result.measures) == 1 and len(result.clusters) == 400
    degree: dict[str, int] = {}
    for link in result.conflicts:
        degree[link.a] = degree.get(link.a, 0) + 1
        degree[link.b] = degree.get(link.b, 0) + 1
    assert max(degree.values()) <= 2 * 2 * NEAREST_CLUSTERS * min(LINKS_PER_CLUSTER, 1) + 2 * NEAREST_CLUSTERS
    assert len(result.conflicts) <= 400 * 2 * NEAREST_CLUSTERS


# -- statements ------------------------------------------------------------------------------


VIVAS, MINISTRY = "https://example.org/id/person/vivas", "https://example.org/id/organization/ministry"


@pytest.mark.parametrize(
    "first, second, reason",
    [
        (dict(quote="to guarantee the inviolability of the frontier and citizen safety."),
         dict(quote="“To guarantee the inviolability of the frontier and citizen safety”"), "quote"),
        (dict(content='the additional police would be necessary "to guarantee the inviolability of the frontier and citizen safety'),
         dict(quote="to guarantee the inviolability of the frontier and citizen safety."), "quote"),
        (dict(quote="We are facing a situation of absolute humanitarian and social emergency"),
         dict(quote="a situation of absolute humanitarian and social emergency"), "quote"),
        (dict(content="for the national government to declare a national emergency"),
         dict(content="For the national government to declare a national emergency."), "content"),
    ],
    ids=["marks-and-case", "quoted-words-in-content", "shorter-quote-inside", "same-content"],
)
def test_statements_that_corroborate(first, second, reason):
    result = compare([StatementRecord("s/1", A, VIVAS, **first), StatementRecord("s/2", B, VIVAS, **second)], [])
    assert [(l.a, l.b, l.reason) for l in result.corroborations] == [("s/1", "s/2", reason)]


@pytest.mark.parametrize(
    "first, second",
    [
        ((A, VIVAS, "numerous people"), (B, MINISTRY, "numerous people")),  # another speaker
        ((A, VIVAS, "numerous people"), (A, VIVAS, "numerous people")),  # the same article
        ((A, VIVAS, "a slow trickle"), (B, VIVAS, "a slow trickle since the ruling")),  # too short to be inside
        ((A, None, "Viva España!"), (B, None, "Viva Espana!")),  # no speaker entity
    ],
    ids=["another-speaker", "same-article", "short-fragment", "no-speaker"],
)
def test_statements_that_do_not_corroborate(first, second):
    a = StatementRecord("s/1", first[0], first[1], quote=first[2])
    b = StatementRecord("s/2", second[0], second[1], quote=second[2])
    assert compare([a, b], []).corroborations == []


def test_what_was_not_said_corroborates_no_saying_of_it():
    said = StatementRecord("s/1", A, VIVAS, content="the pier would reopen in June")
    not_said = StatementRecord("s/2", B, VIVAS, content="the pier would reopen in June", negated=True)
    not_said_again = StatementRecord("s/3", C, VIVAS, content="the pier would reopen in June", negated=True)
    assert [(l.a, l.b) for l in compare([said, not_said, not_said_again], []).corroborations] == [("s/2", "s/3")]


def test_a_build_links_no_statement_to_what_its_speaker_did_not_say(tmp_path):
    import kg

    (tmp_path / "a.txt").write_text("Pier to reopen\n\nMayor Ana Ortiz said that the pier would reopen in June.\n",
                                    encoding="utf-8")
    (tmp_path / "b.txt").write_text("Plans unclear\n\nMayor Ana Ortiz did not say that the pier would reopen in June.\n",
                                    encoding="utf-8")
    from kg.vocab import NKG

    build = kg.build([str(tmp_path / "a.txt"), str(tmp_path / "b.txt")])
    assert sorted(s.negated for r in build.records for s in r.statements) == [False, True]
    assert list(build.dataset.triples((None, NKG.corroborates, None))) == []


def test_one_quote_repeated_across_thousands_of_articles_links_linearly():
    """A wire quote carried by 3,000 articles: a connected chain of bounded links, not N(N-1)/2 pairs."""
    from kg.compare import LINKS_PER_STATEMENT

    quote = "We are facing a situation of absolute humanitarian and social emergency"
    n = 3000
    statements = [StatementRecord(f"s/{i:05d}", f"a/{i:05d}", VIVAS, quote=quote) for i in range(n)]
    statements += [StatementRecord(f"t/{i:05d}", f"b/{i:05d}", VIVAS, quote="a situation of absolute humanitarian "
                                   "and social emergency") for i in range(n)]
    links = compare(statements, []).corroborations
    degree: dict[str, int] = {}
    for link in links:
        degree[link.a] = degree.get(link.a, 0) + 1
        degree[link.b] = degree.get(link.b, 0) + 1
    assert len(links) <= 2 * n * 2 * LINKS_PER_STATEMENT  # before: 2n(2n-1)/2, about 18 million
    assert max(degree.values()) <= 4 * LINKS_PER_STATEMENT
    assert set(degree) == {s.claim for s in statements}  # every one of them is still linked
    parent = {s.claim: s.claim for s in statements}  # and all of them into one group

    def find(x: str) -> str:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for link in links:
        parent[find(link.a)] = find(link.b)
    assert len({find(s.claim) for s in statements}) == 1


def test_normalised_words():
    assert normalise_words("«Viva España!»") == normalise_words('"viva espana"') == "viva espana"


# -- the seeds, end to end ---------------------------------------------------------------------


def value_of(dataset, claim: URIRef) -> tuple:  # noqa: ANN001
    return tuple(dataset.value(claim, p) and dataset.value(claim, p).toPython() for p in (NKG.value, NKG.minValue, NKG.maxValue))


def test_seeds_conflicts(seeds_dataset):
    conflicts = {frozenset((value_of(seeds_dataset, a), value_of(seeds_dataset, b)))
                 for a, b in seeds_dataset.subject_objects(NKG.conflictsWith)}
    tve, ministry, estimate = (None, 2000, 3000), (50000, None, None), (60000, None, None)
    assert conflicts == {frozenset({tve, ministry}), frozenset({tve, estimate})}
    for a, b in seeds_dataset.subject_objects(NKG.conflictsWith):
        assert (b, NKG.conflictsWith, a) in seeds_dataset


def test_seeds_the_2021_figure_conflicts_with_nothing(seeds_dataset):
    (claim,) = [c for c in seeds_dataset.subjects(NKG.value, None) if value_of(seeds_dataset, c)[0] == 10000]
    assert list(seeds_dataset.objects(claim, NKG.conflictsWith)) == []
    assert list(seeds_dataset.objects(claim, NKG.measure)) == []


def test_seeds_the_crossing_measure(seeds_dataset):
    (tve,) = [c for c in seeds_dataset.subjects(NKG.maxValue, None) if value_of(seeds_dataset, c) == (None, 2000, 3000)]
    measure = seeds_dataset.value(tve, NKG.measure)
    assert (measure, RDF.type, NKG.Measure) in seeds_dataset
    assert seeds_dataset.value(measure, RDFS.label) == Literal("people crossing into Ceuta")
    values = {value_of(seeds_dataset, c) for c in seeds_dataset.subjects(NKG.measure, measure)}
    assert {(None, 2000, 3000), (50000, None, None), (60000, None, None)} <= values
    assert (1500, None, None) not in values and (10000, None, None) not in values


def test_seeds_cq04_conflicting_numbers(seeds_dataset):
    rows = run_query(seeds_dataset, "cq04-conflicting-numbers.rq")
    sources = {frozenset({str(r["aSource"]), str(r["bSource"])}) for r in rows}
    assert sources == {frozenset({"RTVE", "Spain's interior ministry"}), frozenset({"RTVE", "Spain"})}


def test_seeds_cq09_the_value_clusters_say_who_disagrees_with_whom(seeds_dataset):
    rows = run_query(seeds_dataset, "cq09-disagreeing-values.rq")
    crossing = [r for r in rows if str(r["label"]) == "people crossing into Ceuta"]
    sources: dict[str, set[str]] = {}
    for r in crossing:
        sources.setdefault(str(r["cluster"]), set()).add(str(r.get("source")))
    assert sorted(sources.values(), key=len) == [{"RTVE"}, {"Spain", "Spain's interior ministry"}]


def test_seeds_every_number_in_no_measure_says_why(seeds_dataset):
    quantities = set(seeds_dataset.subjects(RDF.type, NKG.QuantityClaim))
    measured = set(seeds_dataset.subjects(NKG.measure, None))
    explained = set(seeds_dataset.subjects(NKG.noMeasure, None))
    assert quantities - measured == explained and not measured & explained


def test_seeds_cq07_the_vivas_quote_two_outlets_carry(seeds_dataset):
    rows = run_query(seeds_dataset, "cq07-corroborated-statements.rq")
    quotes = {(str(r["speaker"]), str(r["quote"])) for r in rows if r.get("quote") is not None}
    assert ("Juan Jesús Vivas", "to guarantee the inviolability of the frontier and citizen safety.") in quotes
    assert {str(r["speaker"]) for r in rows} <= {"Juan Jesús Vivas", "Spain's interior ministry"}
    assert all(r["articleA"] != r["articleB"] for r in rows)


def test_kg_conflicts_prints_the_measure_side_by_side(seeds_build, tmp_path, capsys):
    from kg.cli.conflicts import run as run_conflicts
    from kg.write import write_quads

    out = tmp_path / "seeds.trig"
    write_quads(seeds_build.quads, out, None)
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False)) == 0
    printed = capsys.readouterr().out
    assert printed.startswith("people crossing into Ceuta\n")
    lines = printed.splitlines()
    tve = next(line for line in lines if "2,000–3,000" in line)
    assert "conflicts with" in tve
    assert any("~50,000" in line and "conflicts with" in line for line in lines)
    assert any("~60,000" in line and "conflicts with" in line for line in lines)
    assert "10,000" not in printed
    # a number inside what an unnamed source said shows that source's words, not a dash
    authorities = [line for line in lines if "≥2,000 (vague)" in line and "34abc4d7673db647" in line]
    assert len(authorities) == 1
    assert re.split(r"\s{2,}", authorities[0].strip())[2] == "Authorities in a tiny Spanish territory"  # the source column


def test_kg_conflicts_explain_says_why_a_claim_is_in_its_measure_or_in_none(seeds_build, tmp_path, capsys):
    from kg.cli.conflicts import run as run_conflicts
    from kg.write import write_quads

    out = tmp_path / "seeds.trig"
    write_quads(seeds_build.quads, out, None)
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False, explain="2,000 to 3,000")) == 0
    printed = capsys.readouterr().out
    assert "in the measure “people crossing into Ceuta”" in printed
    assert "grouped by counted: person" in printed and "grouped by place: Ceuta" in printed
    assert "disputes 2 claim(s)" in printed
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False, explain="some 10,000")) == 0
    assert "in no measure: alone" in capsys.readouterr().out
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False, explain="no such words here")) == 1


def test_kg_conflicts_on_an_unreadable_file(tmp_path, capsys):
    from kg.cli.conflicts import run as run_conflicts

    bad = tmp_path / "bad.ttl"
    bad.write_text("this is not turtle", encoding="utf-8")
    assert run_conflicts(argparse.Namespace(graph=str(bad), store=None, all=False)) == 2
    assert f"{bad}: RDF syntax error" in capsys.readouterr().err


# -- Wikinews development articles -------------------------------------------------------------


@pytest.fixture(scope="module")
def wikinews_build(tmp_path_factory):
    """A build of the development articles the cases below need, as a dataset."""
    import json

    from rdflib import Dataset

    from kg.pipeline import BuildConfig, build

    lines = [("wikinews-2019.jsonl", 107), ("wikinews-2019.jsonl", 110), ("wikinews-2020.jsonl", 79),
             ("wikinews-2020.jsonl", 86), ("wikinews-2020.jsonl", 107), ("wikinews-2020.jsonl", 111),
             ("wikinews-2020.jsonl", 115), ("wikinews-2020.jsonl", 116), ("wikinews-2020.jsonl", 117),
             ("wikinews-2020.jsonl", 119)]
    path = tmp_path_factory.mktemp("wikinews") / "articles.jsonl"
    path.write_text("".join(json.dumps(wikinews_article(name, line)) + "\n" for name, line in lines), encoding="utf-8")
    dataset = Dataset(default_union=True)
    for s, p, o, g in build([str(path)], BuildConfig(validate=False)).quads:
        dataset.graph(g).add((s, p, o))
    return dataset


def titled(dataset, claim: URIRef) -> str:  # noqa: ANN001
    from rdflib.namespace import DCTERMS, PROV

    return str(dataset.value(dataset.value(claim, PROV.wasDerivedFrom), DCTERMS.title))


def test_wikinews_the_same_quote_in_two_articles_corroborates(wikinews_build):
    ds = wikinews_build
    quotes = {(str(ds.value(ds.value(a, NKG.speaker), RDFS.label)), normalise_words(str(ds.value(a, NKG.quote))))
              for a, b in ds.subject_objects(NKG.corroborates) if ds.value(a, NKG.quote) is not None}
    speakers = {speaker for speaker, _ in quotes}
    assert {"Chris Wright", "Gregory Kurtzer"} <= speakers  # Red Hat's and Rocky Linux's founders, two CentOS articles
    assert any(q.startswith(normalise_words("CentOS Stream isn't a replacement for CentOS Linux")) for _, q in quotes)


def test_wikinews_an_old_vote_count_reported_two_ways_conflicts(wikinews_build):
    ds = wikinews_build
    conflicts = {frozenset((ds.value(a, NKG.value).toPython(), ds.value(b, NKG.value).toPython()))
                 for a, b in ds.subject_objects(NKG.conflictsWith)}
    assert conflicts == {frozenset({6776, 6777})}  # American Solidarity Party's 2016 votes


def test_wikinews_the_same_share_in_two_interviews_corroborates(wikinews_build):
    ds = wikinews_build
    shares = [(a, b) for a, b in ds.subject_objects(NKG.corroborates) if (a, NKG.unit, Literal("percent")) in ds]
    values = {(ds.value(a, NKG.value) or ds.value(a, NKG.minValue)).toPython() for a, _ in shares}
    assert values == {70, Decimal("4.2")}  # "over 70%" of the vote, and the 4.2% swing, in both interviews
    assert {titled(ds, a) for a, _ in shares} == {
        "Wikinews interviews Craig Farquharson, Liberal Democrat candidate for 2020 Groom by-election",
        "Wikinews interviews Sandra Jephcott, Sustainable Australia candidate for 2020 Groom by-election"}


def test_wikinews_a_storm_days_later_and_other_stories_do_not_conflict(wikinews_build):
    ds = wikinews_build
    in_conflict = {titled(ds, a) for a, _ in ds.subject_objects(NKG.conflictsWith)}
    assert not any("Humberto" in t or "Minsk" in t or "Washington, DC" in t for t in in_conflict)


def test_compare_records_survive_json():
    import json

    from kg.compare import record_from_json, record_to_json

    records = [*CROSSING, StatementRecord("s/1", A, VIVAS, quote="numerous people")]
    assert [record_from_json(json.loads(json.dumps(record_to_json(r)))) for r in records] == records


# -- undated articles: the story tells the event (kg.extract.story, kg.measures.stories) --------

QUAKE_REPORT = (
    "A magnitude 5.9 earthquake shook the mountain town of Varzan early on Sunday, collapsing "
    "mud-brick houses and the old mosque. Rescue teams pulled survivors from the rubble of the "
    "houses while aftershocks shook the valley. The earthquake killed {} people, the provincial "
    "governor said, and hundreds of families spent the night in tents outside the town."
)
FERRY_REPORT = (
    "A ferry carrying holiday passengers capsized in a storm off the port of Varzan on Sunday. "
    "Coast guard boats searched the harbour through the night and divers reached the hull at dawn. "
    "The sinking killed {} people, the port authority said, and the ferry company suspended its "
    "crossings."
)


def story_of(text: str) -> tuple[str, ...]:
    from kg.extract.story import story_terms
    from kg.nlp import load_pipeline

    return story_terms(load_pipeline()(text))


def test_an_undated_report_joins_the_dated_measure_of_its_own_story_only():
    quake_dated = story_of(QUAKE_REPORT.format(10))
    quake_undated = story_of(QUAKE_REPORT.format(12).replace("early on Sunday", "early in the morning"))
    ferry_undated = story_of(FERRY_REPORT.format(12))
    assert {"earthquake", "rubble"} <= set(quake_undated) and "earthquake" not in ferry_undated

    def killed(claim: str, article: str, value: int, story: tuple[str, ...], day: str | None = None) -> QuantityRecord:
        return q(claim, article, value=value, counts="person", action="kill", about=CEUTA, published=day, story=story)

    dated = killed("q/dated", A, 10, quake_dated, "2021-05-17")
    same_story = compare([], [dated, killed("q/undated", B, 12, quake_undated)], {CEUTA: "Varzan"})
    assert [m.claims for m in same_story.measures] == [("q/dated", "q/undated")]
    # a running count: which report came first is unknown, so neither a dispute nor an update
    assert same_story.conflicts == [] and same_story.updates == []
    other_story = compare([], [dated, killed("q/ferry", C, 12, ferry_undated)], {CEUTA: "Varzan"})
    assert other_story.measures == []


def test_an_undated_report_of_another_value_of_a_fixed_quantity_disputes_the_dated_one():
    def magnitude(claim: str, article: str, value: float, story: tuple[str, ...], day: str | None = None) -> QuantityRecord:
        return q(claim, article, value=value, unit="magnitude", counts="earthquake", about=CEUTA, published=day,
                 story=story)

    claims = [magnitude("q/dated", A, 5.9, story_of(QUAKE_REPORT.format(10)), "2021-05-17"),
              magnitude("q/undated", B, 6.3, story_of(QUAKE_REPORT.format(12).replace(" on Sunday", "")))]
    assert pairs(compare([], claims).conflicts) == {frozenset({"q/dated", "q/undated"})}


ARREST_REPORT = (
    "Police in Harlow arrested Tom Reyes, {}, on Monday after a shooting at a print shop. Officers "
    "found the gun in his car and charged him with murder, the county prosecutor said."
)


def test_one_person_s_age_in_an_undated_report_disputes_another_age_in_a_dated_one():
    # "Tom Reyes, 38," in a report with no date, "Tom Reyes, 39," in one of 30 April: no reader
    # can order them, so the older is no update of the younger (a count of the dead is left
    # unlinked so: see above; an age changes once a year, a toll by the hour)
    reyes = "https://example.org/id/person/tom-reyes"
    claims = [q("u/38", A, value=38, unit="year", counts="age", bearer=reyes, story=story_of(ARREST_REPORT.format(38))),
              q("u/39", B, value=39, unit="year", counts="age", bearer=reyes, published="2008-04-30",
                story=story_of(ARREST_REPORT.format(39)))]
    result = compare([], claims, {reyes: "Tom Reyes"})
    assert [m.claims for m in result.measures] == [("u/38", "u/39")]
    assert pairs(result.conflicts) == {frozenset({"u/38", "u/39"})} and result.updates == []


def test_different_values_are_disputed_only_where_the_verbs_say_the_same_thing_happened():
    # one measure of boats (verbs outside the lemma table do not keep claims apart), but
    # "escorted" and "detected" tell of two sets: their values are not a dispute
    untied = [q("q/escorted", A, value=5, counts="boat", action="escort", about=CEUTA),
              q("q/detected", B, value=2, counts="boat", action="detect", about=CEUTA)]
    result = compare([], untied)
    assert [m.claims for m in result.measures] == [("q/detected", "q/escorted")]
    assert result.conflicts == []
    # "seized" and "nabbed" are one verb class: their different values are a dispute
    tied_claims = [q("q/seized", A, value=5, counts="boat", action="seize", about=CEUTA),
                   q("q/nabbed", B, value=2, counts="boat", action="nab", about=CEUTA)]
    assert pairs(compare([], tied_claims).conflicts) == {frozenset({"q/seized", "q/nabbed"})}


def test_a_percentage_of_nothing_named_joins_only_where_a_value_agrees():
    claims = [q("q/share", A, min_value=50, max_value=70, unit="percent", counts="structure", action="destroy",
                about=CEUTA),
              q("q/degree", B, value=100, unit="percent", action="destroy", about=CEUTA)]  # "destroyed 100 percent"
    assert compare([], claims).measures == []
    claims[1] = q("q/share2", B, value=60, unit="percent", counts="structure", action="destroy", about=CEUTA)
    assert [m.claims for m in compare([], claims).measures] == [("q/share", "q/share2")]


def test_an_undated_report_with_an_agreeing_value_and_verb_needs_only_looser_story_terms():
    from kg.measures.stories import AGREEING_SIMILARITY, STORY_SIMILARITY, Centroid, story_vectors

    # two reports of one event that share some of their story's words, not most of them
    dated_story = ("earthquake", "rubble", "village", "rescuer", "tent", "school", "mosque", "road")
    undated_story = ("earthquake", "rubble", "village", "rescuer", "governor", "clinic", "blanket", "winter")
    other_story = ("ferry", "harbour", "diver", "hull", "crossing", "company", "captain", "dawn")

    def killed(claim: str, article: str, value: int, story: tuple[str, ...], day: str | None = None,
               action: str = "kill") -> QuantityRecord:
        return q(claim, article, value=value, counts="person", action=action, about=CEUTA, published=day,
                 story=tuple(sorted(story)))

    dated = killed("q/dated", A, 10, dated_story, "2021-05-17")
    background = q("q/ferry", C, value=3, counts="ferry", action="sink", published="2021-05-17",
                   story=tuple(sorted(other_story)))  # another story's words, for the terms' weights
    vectors = story_vectors([dated, killed("q/undated", B, 10, undated_story), background])
    similarity = Centroid(vectors, [A]).cosine(Centroid(vectors, [B]))
    assert AGREEING_SIMILARITY <= similarity < STORY_SIMILARITY
    # the same value and a verb class in common ("killed", "died"): one measure
    agreeing = compare([], [dated, killed("q/undated", B, 10, undated_story, action="die"), background])
    assert [m.claims for m in agreeing.measures] == [("q/dated", "q/undated")]
    assert dict(agreeing.measures[0].keys)["time"] == ("reports from 2021-05-17 on (two weeks); undated reports of "
                                                        "its story (story terms, or a value and a verb or the counted "
                                                        "class in common; a value of ten or more that is not round, "
                                                        "with either, unless their story terms are all but disjoint)")
    # another value: the story terms alone are not close enough
    other_value = compare([], [dated, killed("q/undated", B, 12, undated_story, action="die"), background])
    assert other_value.measures == []
    # the same value with no verb the table knows: not vouched for either
    no_verb = compare([], [dated, killed("q/undated", B, 10, undated_story, action="mention"), background])
    assert no_verb.measures == []


def test_an_undated_report_with_an_agreeing_value_and_the_same_unknown_verb_needs_only_looser_story_terms():
    from kg.measures.classes import known_verb
    from kg.measures.stories import AGREEING_SIMILARITY, STORY_SIMILARITY, Centroid, story_vectors

    # "three clerks were threatened" in a dated report and in an undated one of the same hold-up
    dated_story = ("clerk", "counter", "gunman", "teller", "vault", "alarm", "street", "getaway")
    undated_story = ("clerk", "counter", "gunman", "teller", "witness", "sketch", "reward", "tip")
    other_story = ("ferry", "harbour", "diver", "hull", "crossing", "company", "captain", "dawn")
    assert not known_verb("threaten") and not known_verb("mention")

    def clerks(claim: str, article: str, value: int, story: tuple[str, ...], action: str,
               day: str | None = None) -> QuantityRecord:
        return q(claim, article, value=value, counts="clerk", action=action, about=CEUTA, published=day,
                 story=tuple(sorted(story)))

    dated = clerks("q/dated", A, 3, dated_story, "threaten", "2021-05-17")
    background = q("q/ferry", C, value=3, counts="ferry", action="sink", published="2021-05-17",
                   story=tuple(sorted(other_story)))  # another story's words, for the terms' weights
    vectors = story_vectors([dated, clerks("q/undated", B, 3, undated_story, "threaten"), background])
    assert AGREEING_SIMILARITY <= Centroid(vectors, [A]).cosine(Centroid(vectors, [B])) < STORY_SIMILARITY
    same_verb = compare([], [dated, clerks("q/undated", B, 3, undated_story, "threaten"), background])
    assert [m.claims for m in same_verb.measures] == [("q/dated", "q/undated")]
    # another verb the table does not know either: the value alone vouches for nothing
    assert compare([], [dated, clerks("q/undated", B, 3, undated_story, "mention"), background]).measures == []
    # the same verb, another value: the story terms alone are not close enough
    assert compare([], [dated, clerks("q/undated", B, 4, undated_story, "threaten"), background]).measures == []


def test_an_undated_report_with_an_agreeing_value_of_the_same_counted_class_needs_closer_story_terms():
    from kg.measures.stories import AGREEING_SIMILARITY, CLASS_SIMILARITY, STORY_SIMILARITY, Centroid, story_vectors

    # "six crew" the pirates held in one report, "six pirates" arrested in another: the same value
    # and counted class, verbs no class joins; closer story terms than a verb class would need (a
    # small count: a telling one, "26", needs only terms that are not all but disjoint)
    dated_story = ("pirate", "warship", "skiff", "navy", "gulf", "rifle", "patrol", "tanker")
    close_story = ("pirate", "warship", "skiff", "navy", "gulf", "rifle", "commando", "coast")
    looser_story = ("pirate", "warship", "skiff", "navy", "ransom", "hostage", "commando", "coast")
    other_story = ("ferry", "harbour", "diver", "hull", "crossing", "company", "captain", "dawn")

    def held(claim: str, article: str, value: int, story: tuple[str, ...], action: str,
             day: str | None = None) -> QuantityRecord:
        return q(claim, article, value=value, counts="pirate", action=action, published=day,
                 story=tuple(sorted(story)))

    dated = held("q/dated", A, 6, dated_story, "arrest", "2011-11-11")
    background = q("q/ferry", C, value=3, counts="ferry", action="sink", published="2011-11-11",
                   story=tuple(sorted(other_story)))  # another story's words, for the terms' weights

    def similarity(story: tuple[str, ...]) -> float:
        vectors = story_vectors([dated, held("q/undated", B, 6, story, "hold"), background])
        return Centroid(vectors, [A]).cosine(Centroid(vectors, [B]))

    assert CLASS_SIMILARITY <= similarity(close_story) < STORY_SIMILARITY
    assert AGREEING_SIMILARITY <= similarity(looser_story) < CLASS_SIMILARITY
    close = compare([], [dated, held("q/undated", B, 6, close_story, "hold"), background])
    assert [m.claims for m in close.measures] == [("q/dated", "q/undated")]
    # looser terms: enough with a verb class in common, not with the counted class alone
    assert compare([], [dated, held("q/undated", B, 6, looser_story, "hold"), background]).measures == []
    # a telling value ("26": ten or more, not round) and the counted class: looser terms are enough
    telling = compare([], [held("q/dated", A, 26, dated_story, "arrest", "2011-11-11"),
                           held("q/undated", B, 26, looser_story, "hold"), background])
    assert [m.claims for m in telling.measures] == [("q/dated", "q/undated")]
    with_verb = compare([], [dated, held("q/undated", B, 6, looser_story, "nab"), background])
    assert [m.claims for m in with_verb.measures] == [("q/dated", "q/undated")]
    # another value: the counted class alone vouches for nothing
    assert compare([], [dated, held("q/undated", B, 24, close_story, "hold"), background]).measures == []


def test_a_subgroup_of_people_joins_people_only_where_a_value_agrees():
    def seized(claim: str, article: str, value: int, counts: str) -> QuantityRecord:
        return q(claim, article, value=value, counts=counts, action="seize", about=CEUTA, published="2008-12-03")

    claims = [seized("q/pirates", A, 23, "pirate"), seized("q/somalis", B, 23, "somali"),
              seized("q/yemenis", C, 11, "yemeni"), seized("q/pirates2", C, 23, "pirate"),
              seized("q/women", B, 4, "woman"),
              seized("q/people", "https://example.org/article/d", 23, "person")]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("q/people", "q/pirates", "q/pirates2", "q/somalis")]
    assert dict(result.measures[0].keys)["subgroups"] == "somali (of people: joined where a value agrees)"
    assert "q/yemenis" in dict(result.unmeasured) and "q/women" in dict(result.unmeasured)


def test_money_for_one_thing_is_one_measure_whatever_its_verbs():
    # one theft as three outlets write it: "$2 million of jewellery" nabbed, "$2.6 million" of jewels
    # stolen, a "$1.7 million" haul made off with; verbs of no common class
    def amount(claim: str, article: str, value: float, counts: str | None, action: str) -> QuantityRecord:
        return q(claim, article, value=value, unit="USD", counts=counts, action=action, about=CEUTA,
                 reported="2008-12-09")

    claims = [amount("m/nabbed", A, 2e6, "jewellery", "nab"), amount("m/stolen", B, 2.6e6, "jewel", "steal"),
              amount("m/made-off", C, 1.7e6, "haul", "make off")]
    result = compare([], claims)
    (measure,) = result.measures
    assert measure.claims == ("m/made-off", "m/nabbed", "m/stolen")
    assert dict(measure.keys)["action"] == ("not compared: what the money is for (valuables) names the event"
                                            " (verbs read: make off, nab, steal)")
    # three values that cannot hold together: disputed, with a bounded number of links per claim
    assert pairs(result.conflicts) == {frozenset({"m/nabbed", "m/stolen"}), frozenset({"m/made-off", "m/stolen"})}
    # without what it is for, money still needs a verb class in common (or an agreeing value)
    bare = [amount("m/nabbed", A, 2e6, None, "nab"), amount("m/stolen", B, 2.6e6, None, "steal")]
    assert compare([], bare).measures == []


def test_a_sum_offered_and_an_offer_of_a_sum_are_one_measure_and_two_priced_things_are_two():
    club = frozenset({"https://example.org/id/organization/harbour-lions"})

    def amount(claim: str, article: str, value: float, counts: str | None, action: str) -> QuantityRecord:
        return q(claim, article, value=value, unit="USD", counts=counts, action=action, organizations=club,
                 about=CEUTA, reported="2031-03-04")

    # "the Harbour Lions offered $52 million", "made a $60 million offer", "bid $58 million": one
    # offer's value, whichever of the verb and the noun names it
    offers = [amount("o/offered", A, 52e6, None, "offer"), amount("o/an-offer", B, 60e6, "offer", "make"),
              amount("o/bid", C, 58e6, None, "bid")]
    (measure,) = compare([], offers).measures
    assert measure.claims == ("o/an-offer", "o/bid", "o/offered")
    assert dict(measure.keys)["of"] == "offer"
    # a sum lent and a sum offered, of one value: two priced things, two measures
    priced = [amount("o/offered", A, 52e6, None, "offer"), amount("o/loan", B, 52e6, "loan", "get")]
    assert compare([], priced).measures == []
    # a sum seized and a sum bid: the bid's thing and the other's verb only where a value agrees
    for first, second in (("o/a", "o/b"), ("o/b", "o/a")):
        seized = [amount(first, A, 2e6, None, "nab"), amount(second, B, 58e6, None, "bid")]
        assert compare([], seized).measures == []


def test_a_sum_of_a_noun_no_class_prices_joins_a_priced_sum_where_the_value_agrees():
    def amount(claim: str, article: str, value: float, counts: str | None, action: str | None) -> QuantityRecord:
        return q(claim, article, value=value, unit="EUR", counts=counts, action=action, about=CEUTA,
                 reported="2031-03-04")

    # "a €3 million smash-and-grab" in one report, "€3 million of jewellery" stolen in another
    raid = [amount("r/a-smash", A, 3e6, "smash", None), amount("r/jewels", B, 3e6, "jewellery", "steal")]
    (measure,) = compare([], raid).measures
    assert measure.claims == ("r/a-smash", "r/jewels")
    assert dict(measure.keys)["of"] == "valuables"  # the priced object names the measure
    # another value: the unpriced noun says too little to join; nor at another place
    assert compare([], [amount("r/a-smash", A, 4e6, "smash", None), raid[1]]).measures == []
    elsewhere = replace(raid[0], about=MOROCCO)
    assert compare([], [elsewhere, raid[1]]).measures == []
    # two priced things of one value stay two: a loan and loot
    assert compare([], [amount("r/a-loan", A, 3e6, "loan", None), raid[1]]).measures == []


def test_a_rate_is_another_measure_than_the_total():
    club = frozenset({"https://example.org/id/organization/club"})

    def offer(claim: str, article: str, value: float, qualifier: str | None = None) -> QuantityRecord:
        return q(claim, article, value=value, unit="USD", counts="offer", action="make", organizations=club,
                 qualifier=qualifier, reported="2008-12-19")

    claims = [offer("o/total", A, 184e6), offer("o/total2", B, 200e6), offer("o/season", C, 25e6, "per season"),
              offer("o/season2", "https://example.org/article/d", 22e6, "per season")]
    result = compare([], claims)
    assert sorted(m.claims for m in result.measures) == [("o/season", "o/season2"), ("o/total", "o/total2")]
    assert sorted(dict(m.keys)["counted"] for m in result.measures) == ["money", "money per season"]
    assert pairs(result.conflicts) == {frozenset({"o/total", "o/total2"}), frozenset({"o/season", "o/season2"})}


def test_counts_of_people_with_unknown_verbs_join_only_where_place_participants_or_story_agree():
    # an attack in one city ("one man sprayed ...") and a protest twelve days later ("four million
    # people took part"): counted people, verbs the class table does not know, nothing else in common
    attack = ("attack", "station", "spray", "liquid", "commuter", "police", "arrest", "platform")
    protest = ("climate", "protest", "strike", "student", "march", "emission", "rally", "government")
    background = q("q/ferry", C, value=3, counts="ferry", action="sink", published="2021-05-03", places=frozenset(),
                   story=("captain", "crossing", "diver", "ferry", "harbour", "hull"))

    def people(claim: str, article: str, value: float, counts: str, action: str, day: str,
               story: tuple[str, ...], **fields) -> QuantityRecord:  # noqa: ANN003
        fields.setdefault("places", frozenset())
        return q(claim, article, value=value, counts=counts, action=action, published=day,
                 story=tuple(sorted(story)), **fields)

    sprayed = people("q/sprayed", A, 1, "man", "spray", "2021-05-03", attack)
    took_part = people("q/took-part", B, 4_000_000, "person", "take", "2021-05-15", protest)
    assert compare([], [sprayed, took_part, background]).measures == []
    # the same place named by both clauses: one measure (its two values then disputed)
    placed = [people("q/sprayed", A, 1, "man", "spray", "2021-05-03", attack, about=CEUTA, places=PLACES),
              people("q/took-part", B, 4_000_000, "person", "take", "2021-05-15", protest, about=CEUTA,
                     places=PLACES), background]
    assert [m.claims for m in compare([], placed).measures] == [("q/sprayed", "q/took-part")]
    # one story told twice (the same story terms): one measure
    retold = [sprayed, people("q/sprayed-2", B, 1, "person", "hurt", "2021-05-04", attack), background]
    assert [m.claims for m in compare([], retold).measures] == [("q/sprayed", "q/sprayed-2")]


def test_counts_of_people_with_unknown_verbs_and_one_value_join_where_the_articles_name_one_place():
    # "Four men rammed their car into a shop" in one report, "four men drove into the shop" in
    # another: people, verbs the class table does not know, no place of the clause, story terms
    # apart; one value, and places both articles name
    def four(claim: str, article: str, value: float, action: str, places: frozenset[str], story: tuple[str, ...]
             ) -> QuantityRecord:
        return q(claim, article, value=value, counts="man", action=action, published="2013-09-09",
                 places=places, story=story)

    rammed = four("q/rammed", A, 4, "ram", PLACES, ("car", "jewel", "shop", "window"))
    drove = four("q/drove", B, 4, "drive", PLACES, ("fire", "insurer", "robbery", "shop"))
    assert [m.claims for m in compare([], [rammed, drove]).measures] == [("q/drove", "q/rammed")]
    # no place both articles name: two measures, as before
    elsewhere = four("q/drove", B, 4, "drive", frozenset({"https://example.org/id/place/melilla",
                                                         "https://example.org/id/place/spain"}),
                     ("fire", "insurer", "robbery", "vehicle"))
    assert compare([], [rammed, elsewhere]).measures == []
    # a place in common but another value: the weak key still keeps them apart
    three = four("q/drove", B, 3, "drive", PLACES, ("fire", "insurer", "robbery", "vehicle"))
    assert compare([], [rammed, three]).measures == []


def test_the_people_who_rallied_and_who_marched_are_one_crowd_whose_estimates_disagree():
    # "30,000 people rallied" in one report, "50,000 marched" in another, the same day, no place
    # of the clause, story terms apart: one class of verbs (those who turn out), so one measure,
    # and its two values are disputed; a crowd and the people hurt in it stay two measures
    def crowd(claim: str, article: str, value: float, action: str, story: tuple[str, ...]) -> QuantityRecord:
        return q(claim, article, value=value, counts="person", action=action, published="2012-02-12",
                 places=frozenset(), story=story)

    rallied = crowd("q/rallied", A, 30_000, "rally", ("austerity", "parliament", "square", "union"))
    marched = crowd("q/marched", B, 50_000, "march", ("cut", "police", "strike", "wage"))
    hurt = crowd("q/hurt", B, 40, "injure", ("cut", "police", "strike", "wage"))
    result = compare([], [rallied, marched, hurt])
    assert [m.claims for m in result.measures] == [("q/marched", "q/rallied")]
    assert pairs(result.conflicts) == {frozenset({"q/rallied", "q/marched"})}


def test_two_counted_words_of_one_class_with_unknown_verbs_join_only_where_a_place_or_party_agrees():
    # "five boats" spotted and "five vessels" escorted, in each of two reports of one attack at sea:
    # one class (vessel), one value, one story; verbs the class table does not know, none in common
    def five(claim: str, article: str, counts: str, action: str, **fields) -> QuantityRecord:  # noqa: ANN003
        return q(claim, article, value=5, counts=counts, action=action, published="2011-11-11", **fields)

    claims = [five("q/boats-a", A, "boat", "spot"), five("q/vessels-a", A, "vessel", "escort"),
              five("q/boats-b", B, "boat", "detect"), five("q/vessels-b", B, "vessel", "escort")]
    assert sorted(m.claims for m in compare([], claims).measures) == [("q/boats-a", "q/boats-b"),
                                                                     ("q/vessels-a", "q/vessels-b")]
    # the two counted words about one place: joined, as before
    placed = [five("q/boats-a", A, "boat", "spot", about=CEUTA), five("q/vessels-b", B, "vessel", "escort", about=CEUTA)]
    assert [m.claims for m in compare([], placed).measures] == [("q/boats-a", "q/vessels-b")]


def test_a_duration_of_something_and_one_of_nothing_named_join_only_where_place_party_or_story_agree():
    # "the 9–10 years of this project" in one interview and "sentenced 20 years" in another, six
    # days later: durations, one of a named thing and one of nothing named; only time in common
    game = ("engine", "game", "mod", "player", "release", "server", "version", "voxel")
    hijab = ("activist", "dress", "faith", "headscarf", "hijab", "religion", "sentence", "woman")
    project = q("q/project", A, min_value=9, max_value=10, unit="year", counts="project", action="look",
                published="2020-06-30", places=frozenset(), story=game)
    sentence = q("q/sentence", B, value=20, unit="year", action="sentence", published="2020-07-06",
                 places=frozenset(), story=hijab)
    assert compare([], [project, sentence]).measures == []
    # both about one place: joined, and their values disputed
    placed = [replace(project, places=PLACES, about=CEUTA), replace(sentence, places=PLACES, about=CEUTA)]
    result = compare([], placed)
    assert [m.claims for m in result.measures] == [("q/project", "q/sentence")]
    assert pairs(result.conflicts) == {frozenset({"q/project", "q/sentence"})}


def test_at_least_a_value_agrees_with_the_value_for_an_undated_report():
    # "three people died" in a dated report, "left at least three people dead" in an undated one:
    # story terms apart (one article's words are not the other's), so only an agreeing value and
    # verb class let the undated report join; a lower bound at the value agrees, another bound
    # or an upper bound does not
    dated = q("q/dated", A, value=3, counts="person", action="die", published="2010-05-05",
              places=frozenset(), story=("athens", "bank", "fire", "strike"))

    def undated(**value: float) -> QuantityRecord:
        return q("q/undated", B, counts="person", action="die", places=frozenset(),
                 story=("athens", "bank", "fire", "riot"), **value)

    assert [m.claims for m in compare([], [dated, undated(min_value=3)]).measures] == [("q/dated", "q/undated")]
    assert compare([], [dated, undated(min_value=2)]).measures == []
    assert compare([], [dated, undated(max_value=3)]).measures == []


def test_a_weekend_a_report_tells_of_is_the_story_time_whatever_its_preposition():
    from kg.measures.facets import facets_of

    def killed(claim: str, article: str, when: str) -> QuantityRecord:
        return q(claim, article, value=40, counts="person", action="kill", about=CEUTA, when=when,
                 published="2021-05-17")

    on_saturday = killed("q/saturday", A, "on Saturday")
    for when in ("over the weekend", "at the weekend", "last weekend"):
        assert facets_of(killed("q/weekend", B, when)).event.kind == "main", when
        result = compare([], [on_saturday, killed("q/weekend", B, when)])
        assert [m.claims for m in result.measures] == [("q/saturday", "q/weekend")], when
    # a longer stretch is still a period over which a count was tallied: another measure
    assert facets_of(killed("q/week", B, "over the past week")).event.kind == "period"
    assert compare([], [on_saturday, killed("q/week", B, "over the past week")]).measures == []


def test_a_past_month_named_by_an_undated_report_meets_the_dated_time_within_it():
    # "at the end of July" in an undated report and in a dated one (resolved to that July): one
    # past time; another month, a month with a year, or a span of two months do not meet it
    from datetime import date

    from kg.measures.facets import EventTime, events_meet

    july = EventTime("past", date(2013, 7, 1), date(2013, 7, 31), "the end of july")

    def undated(text: str) -> EventTime:
        return EventTime("past", None, None, text)

    assert events_meet(july, undated("the end of july")) and events_meet(undated("july"), july)
    assert not events_meet(july, undated("the end of june"))
    assert not events_meet(july, undated("july 2012"))
    assert not events_meet(EventTime("past", date(2013, 6, 1), date(2013, 7, 31), "june and july"),
                           undated("july"))


def test_a_claim_is_tried_against_measures_of_its_kind_only_and_explained_against_every_one(monkeypatch):
    # the work of grouping grows with the measures of one kind, not with all of them; a claim
    # left alone is still told which measure before it differs, and in what
    from kg.measures import grouping

    tried: list[tuple[str | None, str | None]] = []
    fits = grouping.Group.fits

    def counted(self, other, restated=False):  # noqa: ANN001, ANN202
        tried.append((self.kind, other.kind))
        return fits(self, other, restated)

    monkeypatch.setattr(grouping.Group, "fits", counted)
    claims = [q("k/dead-a", A, value=5, counts="person", action="kill"),
              q("k/dead-b", B, value=5, counts="person", action="kill"),
              q("k/homes-a", A, value=40, counts="home", action="destroy"),
              q("k/homes-b", B, value=40, counts="home", action="destroy"),
              q("k/z-boats", C, value=3, counts="boat", action="seize")]  # tried last: claims in order
    result = compare([], claims)
    assert sorted(m.claims for m in result.measures) == [("k/dead-a", "k/dead-b"), ("k/homes-a", "k/homes-b")]
    assert tried and all(a == b for a, b in tried)
    assert "the measure 'people killed' differs in kind" in dict(result.unmeasured)["k/z-boats"]


def test_the_counts_of_times_of_two_doers_never_share_a_measure():
    vane, kerr = "https://example.org/id/person/vane", "https://example.org/id/person/kerr"
    claims = [q("t/vane", A, value=8, counts="time", action="do", bearer=vane),  # "Vane did it eight times"
              q("t/kerr", B, value=3, counts="time", action="preside", bearer=kerr),  # "he presided three times"
              q("t/vane2", C, value=9, counts="time", action="host", bearer=vane)]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("t/vane", "t/vane2")]
    assert dict(result.unmeasured)["t/kerr"].startswith("alone")
    unnamed = compare([], [replace(c, bearer=None) for c in claims])  # no doers read: one measure
    assert [m.claims for m in unnamed.measures] == [("t/kerr", "t/vane", "t/vane2")]


def test_two_populations_of_one_place_named_with_and_without_its_kind_word_dispute():
    # "Dunmore, home to 120,000 people" / "Dunmore Island, home to 200,000 people": a population is a
    # property of its place, whatever verb the clause has, and "Dunmore Island" is the Dunmore named
    place = "https://example.org/id/place/{}"
    dunmore, island, kent = place.format("dunmore-1a2b3c4d"), place.format("dunmore-island-5e6f7a8b"), place.format("kent-9c0d")
    claims = [q("a/pop", A, value=120000, counts="population", about=dunmore, reported="2005-11-27",
                places=frozenset({dunmore, kent})),
              q("b/pop", B, value=200000, counts="population", action="strike", about=island, reported="2005-11-27",
                places=frozenset({island, kent}))]
    result = compare([], claims, {dunmore: "Dunmore", island: "Dunmore Island"})
    assert [m.claims for m in result.measures] == [("a/pop", "b/pop")]
    assert result.measures[0].place == dunmore
    assert pairs(result.conflicts) == {frozenset({"a/pop", "b/pop"})}


def test_one_voice_s_lower_bound_at_its_own_value_is_one_value_not_two_facts():
    # "At least four people were killed ... the four dead were miners" in one report, "four people
    # were killed" in another: the bound and the value of one voice are one value, one measure;
    # the same voice's "at least four" beside its "seven" are still two facts
    bound = quake("q/a-bound", A, None, "2005-11-27", min_value=4)
    claims = [bound, quake("q/a-four", A, 4, "2005-11-27"), quake("q/b-four", B, 4, "2005-11-27")]
    assert [m.claims for m in compare([], claims).measures] == [("q/a-bound", "q/a-four", "q/b-four")]
    claims = [bound, quake("q/a-seven", A, 7, "2005-11-27"), quake("q/b-seven", B, 7, "2005-11-27")]
    assert [m.claims for m in compare([], claims).measures] == [("q/a-seven", "q/b-seven")]


def test_a_measure_the_order_kept_apart_joins_an_earlier_one_whose_values_it_agrees_with():
    # "At least three people were killed" in two reports started a measure before "three people
    # were killed" of two others could join it (the order claims are taken in): built, each fits
    # the other, and every value of the later meets one of the earlier, so they are one measure;
    # one with another value, or an undated one beside dated ones (even of one story), stays apart
    from kg.measures.facets import facets_of
    from kg.measures.grouping import _join_agreeing, _single
    from kg.measures.stories import story_vectors

    D = "https://example.org/article/d"
    def measure(*claims: QuantityRecord):  # noqa: ANN202
        first, *rest = (_single(c, facets_of(c), story_vectors(claims)) for c in claims)
        for other in rest:
            first.absorb(other)
        return first

    def killed(claim: str, article: str, day: str | None = "2005-11-27", **value: float) -> QuantityRecord:
        return q(claim, article, counts="person", action="kill", about=CEUTA, published=day,
                 story=("bank", "blast", "strike"), **value)

    bounds = lambda: measure(killed("q/a", A, min_value=3), killed("q/b", B, min_value=3))  # noqa: E731
    three = measure(killed("q/c", C, value=3), killed("q/d", D, value=3))
    joined = _join_agreeing([bounds(), three])
    assert [sorted(x.claim for x in m.claims) for m in joined] == [["q/a", "q/b", "q/c", "q/d"]]
    four = measure(killed("q/c", C, value=3), killed("q/d", D, value=4))
    assert len(_join_agreeing([bounds(), four])) == 2
    undated = measure(killed("q/c", C, None, value=3), killed("q/d", D, None, value=3))
    assert len(_join_agreeing([bounds(), undated])) == 2


def test_an_unanchored_claim_does_not_join_a_measure_on_the_value_one_alone():
    """ "One ferry worker was killed" in one report, and in another "the skipper faces one count"
    (nothing counted read, no verb the class table knows): the two agree on "one" only, the
    commonest number of all, so they stay two measures; the same shapes agreeing on "two" still
    join where the value agrees."""

    def killed(claim: str, article: str, **value: float) -> QuantityRecord:
        return q(claim, article, counts="worker", action="kill", governing="kill", role="patient",
                 reported="2019-03-04", about=CEUTA, **value)

    def faces(claim: str, article: str, value: float) -> QuantityRecord:
        return q(claim, article, value=value, action="face", governing="face", reported="2019-03-04", about=CEUTA)

    result = compare([], [killed("q/a1", A, value=1), killed("q/c1", C, value=1), faces("q/b1", B, 1)])
    assert [m.claims for m in result.measures] == [("q/a1", "q/c1")]
    result = compare([], [killed("q/a2", A, value=2), killed("q/c2", C, value=2), faces("q/b2", B, 2)])
    assert [m.claims for m in result.measures] == [("q/a2", "q/b2", "q/c2")]


def test_one_name_ner_typed_a_place_in_one_article_and_an_organisation_in_another_is_one_place():
    # "Seven sailors were rescued from the Kestrel on Monday, the coastguard said." (the Kestrel typed
    # a place) / "Nine sailors were rescued from the Kestrel, its owners said." (typed an
    # organisation): one ship, so one measure and a dispute; where a second organisation has the
    # name too (an institution kept to its article), the name is nobody's in particular: two places
    place, body = "https://example.org/id/place/{}", "https://example.org/id/organization/{}"
    ship_place, ship_body = place.format("kestrel-1a2b3c4d"), body.format("kestrel-5e6f7a8b")
    other_body, port = body.format("kestrel-9c0d1e2f"), place.format("porthmoor-3a4b5c6d")

    def rescued(claim: str, article: str, value: float, about: str) -> QuantityRecord:
        return quake(claim, article, value, "2019-03-04", counts="sailor", action="rescue", about=about,
                     places=frozenset({about, port}))

    claims = [rescued("a/seven", A, 7, ship_place), rescued("b/nine", B, 9, ship_body)]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("a/seven", "b/nine")]
    assert result.measures[0].place == ship_place
    assert pairs(result.conflicts) == {frozenset({"a/seven", "b/nine"})}
    two_bodies = compare([], [*claims, rescued("c/nine", C, 9, other_body)])
    assert two_bodies.measures == []
    assert all(why.startswith("alone") for why in dict(two_bodies.unmeasured).values())


def test_an_agreeing_value_in_a_report_of_one_story_that_names_other_places_joins_the_measure():
    # "Three workers were injured when a scaffold collapsed at the Harwell depot, Kent police said."
    # / "Three workers were hurt as scaffolding collapsed in Ashby, the county council said." / "Five
    # workers were injured in the Ashby scaffold collapse, the council said.": the first names none
    # of the places the others name, but its value and verb class agree and its story is theirs
    # (story terms close): one measure, and the five disputes both threes; a report of a flood
    # giving "three workers injured", naming nothing in common and telling another story, stays out
    place = "https://example.org/id/{}"
    depot, kent, ashby, council, river, farm = (place.format(n) for n in (
        "place/harwell-depot-1a2b", "organization/police-kent-3c4d", "place/ashby-5e6f",
        "organization/county-council-7a8b", "place/river-wey-9c0d", "place/brook-farm-1e2f"))
    told = ("collapse", "depot", "injure", "scaffold", "worker")

    def injured(claim: str, article: str, value: float, places: frozenset, story: tuple) -> QuantityRecord:
        return quake(claim, article, value, "2019-03-04", counts="worker", action="injure", places=places, story=story)

    claims = [injured("a/three", A, 3, frozenset({depot, kent}), told),
              injured("b/three", B, 3, frozenset({ashby, council}), (*told[:4], "ashby")),
              injured("c/five", C, 5, frozenset({ashby, council}), (*told[:4], "council")),
              injured("d/three", "https://example.org/article/d", 3, frozenset({river, farm}),
                      ("bridge", "farm", "flood", "river", "storm"))]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("a/three", "b/three", "c/five")]
    assert dict(result.measures[0].keys)["story"].startswith("reports naming too few of the same places")
    assert pairs(result.conflicts) == {frozenset({"a/three", "c/five"}), frozenset({"b/three", "c/five"})}
    assert dict(result.unmeasured)["d/three"].startswith("alone")


def _dated(day: str, title: str, sentence: str) -> dict:
    """A JSON article of one sentence under its title, published on ``day``."""
    return {"title": title, "published": day, "text": f"{title}\n\n{sentence}\n"}


def _built(tmp_path, articles: dict[str, dict]):  # noqa: ANN001, ANN202
    """``kg.build`` of ``articles`` (file name -> JSON article), written under ``tmp_path``."""
    import json

    import kg

    for name, article in articles.items():
        (tmp_path / name).write_text(json.dumps(article), encoding="utf-8")
    return kg.build(sorted(str(p) for p in tmp_path.glob("*.json")))


def _reversed_build_lines(tmp_path) -> list[bytes]:  # noqa: ANN001
    """The sorted N-Quads lines of ``kg.build`` of the articles under ``tmp_path`` given in
    reverse order: a measure must not depend on the order of the input files."""
    import kg
    from kg.write import write_quads

    reordered = tmp_path / "reordered.nq"
    write_quads(kg.build(sorted((str(p) for p in tmp_path.glob("*.json")), reverse=True)).quads, reordered, None)
    return sorted(reordered.read_bytes().splitlines())


def _measures_by_title(built) -> dict:  # noqa: ANN001
    """Each number's article title -> its measure's IRI, or None where it joined none."""
    return {row.title: row.measure if isinstance(row.measure, str) else None for row in built.table("numbers").itertuples()}


# one seizure told on its day and four days on ("last week"); a tally over the past week; another
# seizure at the same port three months later, also "last week"
SEIZURES = {
    "a.json": _dated("2031-03-10", "Rifles seized at Kestrel",
                       "Customs officers seized six rifles from a lorry at the port of Kestrel on Sunday, "
                       "officials in Dunmore said."),
    "b.json": _dated("2031-03-14", "Kestrel lorry driver charged",
                       "Customs officers seized nine rifles from a lorry at the port of Kestrel last week, "
                       "officials in Dunmore said."),
    "c.json": _dated("2031-03-14", "Kestrel port checks",
                       "Over the past week, customs officers seized 40 rifles at the port of Kestrel, "
                       "officials in Dunmore said."),
    "d.json": _dated("2031-06-20", "More rifles at Kestrel",
                       "Customs officers seized three rifles from a lorry at the port of Kestrel last week, "
                       "officials in Dunmore said."),
}


def test_last_week_in_a_report_days_after_the_event_is_the_story_time_and_disputes(tmp_path) -> None:  # noqa: ANN001
    """ "seized … last week" four days after "seized … on Sunday": one seizure, the story's time (a
    bare week, within the story's days of the report), so one measure and a dispute; "over the
    past week" is a tally over a stretch (a period) and the "last week" of a report three months
    on is another seizure: neither joins."""
    from kg.measures.facets import facets_of

    built = _built(tmp_path, SEIZURES)
    measures = _measures_by_title(built)
    assert measures["Rifles seized at Kestrel"] == measures["Kestrel lorry driver charged"] is not None
    assert measures["Kestrel port checks"] != measures["Rifles seized at Kestrel"]
    assert measures["More rifles at Kestrel"] != measures["Rifles seized at Kestrel"]
    conflicts = built.table("conflicts")
    assert [(row.value_a, row.title_a, row.value_b, row.title_b) for row in conflicts.itertuples()] == [
        (6.0, "Rifles seized at Kestrel", 9.0, "Kestrel lorry driver charged")]
    # the facets as read: a bare week the story's time, a stretch a period
    week = q("w/week", A, value=9, counts="rifle", action="seize", when="last week",
             when_start="2031-03-03", when_end="2031-03-09", published="2031-03-14")
    assert facets_of(week).event.kind == "main"
    assert facets_of(replace(week, when="over the past week")).event.kind == "period"
    assert facets_of(replace(week, published=None)).event.kind == "period"  # no report day: no story days


def _raid(title: str, text: str, day: str | None = None) -> dict:
    article = {"title": title, "text": f"{title}\n\n{text}\n"}
    if day:
        article["published"] = day
    return article


# one bank raid: told with no date (two reports giving four and five men), on its day in March 2029,
# and recalled as a past event ("In March 2029, four men robbed the bank") by a report of 2031;
# another raid at that bank in 2031, and a past raid recalled in another town's story
RAIDS = {
    "a.json": _raid("Bank robbed in Marlstead",
                    "Four men robbed the Corvale Savings Bank in Marlstead, police said. The robbers wore masks "
                    "and fled in a grey van towards the river."),
    "b.json": _raid("Arrest over Marlstead bank raid",
                    "Police in Marlstead arrested a man on Monday over the raid on the Corvale Savings Bank. "
                    "In March 2029, four men robbed the bank and fled in a grey van, police said.", "2031-09-10"),
    "c.json": _raid("Marlstead bank raid",
                    "Four men robbed the Corvale Savings Bank in Marlstead on Thursday, police said. The masked "
                    "robbers fled in a grey van.", "2029-03-16"),
    "d.json": _raid("Another raid in Marlstead",
                    "Four men robbed the Corvale Savings Bank in Marlstead on Thursday, police said. The masked "
                    "robbers fled in a grey van.", "2031-09-04"),
    "e.json": _raid("Marlstead bank robbed",
                    "Five men robbed the Corvale Savings Bank in Marlstead, police said. The robbers wore masks "
                    "and fled in a grey van towards the river."),
    "f.json": _raid("Jeweller robbed in Tarnby",
                    "Police in Tarnby arrested two women on Monday over a theft at a jeweller in the old town. "
                    "In March 2029, four men robbed a jeweller in Tarnby, police said.", "2031-09-11"),
}


def test_a_past_event_a_later_report_tells_meets_its_undated_reports_and_those_dated_within_it(tmp_path, capsys) -> None:  # noqa: ANN001
    """ "In March 2029, four men robbed the bank" in a report of 2031 is a past event; the undated
    reports of the raid (their time is unknown, not the day they are read) and the report dated
    within March 2029 give its value and its verb in articles telling its story, so all are one
    measure, and the undated "five men" disputes the past event's four. The raid of 2031 at that
    bank, and the past raid another town's report recalls, stay out."""
    import kg

    built = _built(tmp_path, RAIDS)
    numbers = built.table("numbers")
    measures = {(row.title, row.value): row.measure if isinstance(row.measure, str) else None
                for row in numbers.itertuples()}
    raid = measures[("Arrest over Marlstead bank raid", 4.0)]
    assert raid is not None
    assert measures[("Bank robbed in Marlstead", 4.0)] == measures[("Marlstead bank robbed", 5.0)] == raid
    assert measures[("Marlstead bank raid", 4.0)] == raid
    assert measures[("Another raid in Marlstead", 4.0)] is None
    assert measures[("Jeweller robbed in Tarnby", 4.0)] is None
    conflicts = built.table("conflicts")
    assert sorted((row.value_a, row.title_a, row.value_b, row.title_b) for row in conflicts.itertuples()) == [
        (5.0, "Marlstead bank robbed", 4.0, "Arrest over Marlstead bank raid"),
        (5.0, "Marlstead bank robbed", 4.0, "Bank robbed in Marlstead"),
        (5.0, "Marlstead bank robbed", 4.0, "Marlstead bank raid")]
    from kg.cli.conflicts import run as run_conflicts
    from kg.write import write_quads

    out = tmp_path / "raids.trig"
    write_quads(built.quads, out, None)
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False,
                                            explain="In March 2029, four men robbed the bank")) == 0
    assert "; a past event told in a later report, with reports undated or dated within it" in capsys.readouterr().out
    # without the dated reports of a raid (its day, and the raid of 2031 the undated reports would
    # join as readily), the undated reports' measure takes the past event's time
    (tmp_path / "c.json").unlink()
    (tmp_path / "d.json").unlink()
    built = kg.build(sorted(str(p) for p in tmp_path.glob("*.json")))
    measures = {(row.title, row.value): row.measure if isinstance(row.measure, str) else None
                for row in built.table("numbers").itertuples()}
    raid = measures[("Arrest over Marlstead bank raid", 4.0)]
    assert raid is not None and "-past-" in raid
    assert measures[("Bank robbed in Marlstead", 4.0)] == measures[("Marlstead bank robbed", 5.0)] == raid
    assert sorted((row.value_a, row.title_a, row.value_b, row.title_b) for row in built.table("conflicts").itertuples()) == [
        (5.0, "Marlstead bank robbed", 4.0, "Arrest over Marlstead bank raid"),
        (5.0, "Marlstead bank robbed", 4.0, "Bank robbed in Marlstead")]


def test_a_day_an_undated_articles_clause_gives_still_meets_undated_reports(tmp_path, capsys) -> None:  # noqa: ANN001
    """Two articles with no date: "Four men robbed the bank … on March 3, 2029" and "Five men robbed
    the bank". The first's day is the raid's, but its report's own time is as unknown as the
    other's, so the two meet as undated reports do (one measure, a dispute), whatever their story
    terms; before, the first was a dated measure the other joined only on close story terms."""
    articles = {
        "a.json": _raid("Bank robbed in Marlstead",
                        "Four men robbed the Corvale Savings Bank in Marlstead on March 3, 2029, police said. The "
                        "robbers wore masks and fled in a grey van towards the river."),
        "b.json": _raid("Marlstead raid suspects sought",
                        "Five men robbed the Corvale Savings Bank in Marlstead, police said. Detectives asked "
                        "drivers with dashboard cameras to come forward, and the mayor promised more patrols."),
    }
    built = _built(tmp_path, articles)
    measures = _measures_by_title(built)
    assert measures["Bank robbed in Marlstead"] == measures["Marlstead raid suspects sought"] is not None
    assert [(row.value_a, row.title_a, row.value_b, row.title_b) for row in built.table("conflicts").itertuples()] == [
        (4.0, "Bank robbed in Marlstead", 5.0, "Marlstead raid suspects sought")]
    # --explain's time key says why the undated report met a dated measure
    from kg.cli.conflicts import run as run_conflicts
    from kg.write import write_quads

    out = tmp_path / "raids.trig"
    write_quads(built.quads, out, None)
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False, explain="Five men")) == 0
    assert ("grouped by time: reports from 2029-03-03 on (two weeks); a day the clause of a report with no date"
            " gives, which undated reports meet as they meet each other") in capsys.readouterr().out


# one police chase told in kilometres and in miles (48 km is 29.8 miles), and a chase of another
# length in miles
CHASES = {
    "a.json": _dated("2031-04-02", "Van stopped after chase near Dunmore",
                     "Police chased the stolen van for 48 km on the Dunmore ring road before it stopped, "
                     "officers in Dunmore said."),
    "b.json": _dated("2031-04-02", "Dunmore van chase ends",
                     "Police chased the stolen van for 30 miles on the Dunmore ring road before it stopped, "
                     "officers in Dunmore said."),
    "c.json": _dated("2031-04-02", "Second chase in Dunmore",
                     "Police chased a stolen car for 12 miles on the Dunmore ring road before it stopped, "
                     "officers in Dunmore said."),
}


def test_a_length_in_kilometres_and_in_miles_that_convert_to_one_value_is_one_measure(tmp_path) -> None:  # noqa: ANN001
    """ "48 km" and "30 miles" of one chase, which nothing else anchors (no counted noun, a verb the
    class table does not know): one value once converted, so one measure, and no dispute (two
    units are never disputed); "12 miles" agrees with neither and stays out."""
    built = _built(tmp_path, CHASES)
    measures = _measures_by_title(built)
    assert measures["Van stopped after chase near Dunmore"] == measures["Dunmore van chase ends"] is not None
    assert measures["Second chase in Dunmore"] is None
    assert len(built.table("conflicts")) == 0


@pytest.mark.parametrize(("ours", "theirs", "meet"), [
    ((48.0, "km"), (30.0, "mi"), True),  # 48 km is 29.8 miles
    ((58.0, "km"), (35.0, "mi"), True),  # 35 miles is 56.3 km: a rounded conversion
    ((60.0, "km"), (35.0, "mi"), False),  # 6.5% apart
    ((13.0, "nmi"), (13.0, "mi"), False),  # two miles: 24.1 km and 20.9 km
    ((193.0, "km/h"), (120.0, "mph"), True),
    ((90.0, "day"), (3.0, "month"), False),  # a length of time is one system: agrees only exactly
    ((1.6, "km"), (1.0, "mi"), False),  # one, the commonest number, says nothing
    ((2.0, "EUR"), (2.0, "USD"), False),  # money is never converted
    ((30.0, "mi"), (30.0, "mi"), False),  # one unit: the same value, as grouping compares it
], ids=["km-mi", "rounded", "too-far", "nautical", "speed", "duration", "one", "money", "same-unit"])
def test_values_in_two_units_meet_where_one_converts_to_the_other(ours: tuple, theirs: tuple, meet: bool) -> None:
    from kg.measures.units import converted_values_meet

    def values(value: float, unit: str) -> set[tuple]:
        return {(value, None, None, unit, False)}

    assert converted_values_meet(values(*ours), values(*theirs)) is meet


def test_a_measure_of_values_in_two_units_says_how_they_were_compared() -> None:
    """The keys (``--explain``) of a measure joined across units say so, and that disputes stay
    within one unit; a measure in one unit says nothing of units."""
    claims = [q("a/km", A, value=48, unit="km", action="chase", published="2031-04-02"),
              q("b/mi", B, value=30, unit="mi", action="chase", published="2031-04-02")]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("a/km", "b/mi")]
    assert dict(result.measures[0].keys)["units"] == (
        "km, mi: a value agrees with one in another unit within 5% once converted;"
        " values are disputed only within one unit")
    assert not result.conflicts
    same = compare([], [replace(claims[1], claim="a/mi", article=A), claims[1]])
    assert [m.claims for m in same.measures] == [("a/mi", "b/mi")]
    assert "units" not in dict(same.measures[0].keys)


def test_magnitudes_exactly_a_unit_apart_are_two_quakes_whatever_floating_point_makes_of_it():
    # 6.3 - 5.3 is 0.9999999999999998: "a unit or more apart" must still hold
    result = compare([], _magnitudes(6.3, 6.4, 5.3))
    assert [m.claims for m in result.measures] == [("q/main", "q/main2")]
    assert pairs(result.conflicts) == {frozenset({"q/main", "q/main2"})} and "magnitude" in dict(result.unmeasured)["q/after"]


def test_two_stories_that_name_the_same_country_and_site_but_share_no_words_are_no_measure():
    # a stabbing in one city and an epidemic on an island, both articles naming the United States
    # and Twitter: two names in common, but story terms all but disjoint (cosine under STORY_FLOOR)
    us, twitter = "https://example.org/id/place/us", "https://example.org/id/org/twitter"
    stabbing = frozenset({us, twitter, CEUTA})
    epidemic = frozenset({us, twitter, QESHM})
    claims = [
        QuantityRecord("q/stab", A, value=2, counts="person", action="die", reported="2029-12-02", places=stabbing,
                       story=("attacker", "bridge", "knife", "police", "stab", "victim")),
        QuantityRecord("q/measles", B, value=53, counts="person", action="die", reported="2029-12-07", places=epidemic,
                       story=("child", "death", "measles", "outbreak", "vaccine", "vaccination")),
    ]
    result = compare([], claims)
    assert not any({"q/stab", "q/measles"} <= set(m.claims) for m in result.measures)
    assert result.updates == [] and result.conflicts == []


HARWICK = "https://example.org/id/place/harwick"


def _boat(claim: str, article: str, **fields) -> QuantityRecord:  # noqa: ANN003
    fields.setdefault("places", frozenset({HARWICK}))
    return QuantityRecord(claim, article, counts="boat", reported="2031-05-02", **fields)


def test_a_claim_with_no_place_meets_a_placed_measure_on_a_verb_class_its_verbs_narrowed_away() -> None:
    """ "captured two boats off Harwick", "two boats surrounded it off Harwick", "two boats attacked and
    surrounded it off Harwick" are one measure, whose verbs narrow to "surround" while its class stays
    "seize"; "tried to capture three boats", which names no place of its own, says seize too, so it
    joins and disputes the captured two. Before, the verbs alone were compared, and it stood alone
    ("differs in place"). "sank five boats" has no class in common and stays out."""
    claims = [_boat("q/1", A, value=2, action="capture", about=HARWICK),
              _boat("q/2", B, value=2, action="surround", about=HARWICK),
              _boat("q/3", C, value=2, action="attack", governing="surround", about=HARWICK),
              _boat("q/4", "https://example.org/article/d", value=3, action="capture", governing="try"),
              _boat("q/5", "https://example.org/article/e", value=5, action="sink")]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("q/1", "q/2", "q/3", "q/4")]
    # the surrounding two are the captured two (another article tells them so), so they dispute the
    # three too (test_a_count_told_with_another_verb_disputes_what_that_verb_disputes)
    assert pairs(result.conflicts) == {frozenset({"q/1", "q/4"}), frozenset({"q/2", "q/4"}), frozenset({"q/3", "q/4"})}


D, E = "https://example.org/article/d", "https://example.org/article/e"


def test_a_count_told_with_another_verb_disputes_what_that_verb_disputes() -> None:
    """ "two boats circled the ferry off Harwick" (A) shares no verb class with "three boats were
    captured off Harwick" (C), but B tells A's count with C's verb ("two boats were captured"): the
    two circling boats are the two captured, so A disputes C as B does. "Two skiffs escorted the
    ferry" (D) is of another counted word, which no claim tells with C's verb, and "two boats were
    sighted" (E) says itself what was done to them (a verb the tables do not know): neither is
    disputed. The measure says why. Before, only B and C disputed ("not tied": no verb class in common)."""
    claims = [_boat("q/circled", A, value=2, action="circle", about=HARWICK, role="agent"),
              _boat("q/captured2", B, value=2, action="capture", about=HARWICK),
              _boat("q/captured3", C, value=3, action="capture", about=HARWICK),
              QuantityRecord("q/skiffs", D, value=2, counts="skiff", action="escort", about=HARWICK, role="agent",
                             reported="2031-05-02", places=frozenset({HARWICK})),
              _boat("q/sighted", E, value=2, action="sight", about=HARWICK, role="patient")]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("q/captured2", "q/captured3", "q/circled", "q/sighted", "q/skiffs")]
    assert pairs(result.conflicts) == {frozenset({"q/captured2", "q/captured3"}),
                                       frozenset({"q/circled", "q/captured3"})}
    assert dict(result.measures[0].keys)["disputes"] == (
        "also 1 pair(s) whose verbs share no class, where another article gives one of the two counts (the same"
        " value of the same counted word) with a verb the other's shares")


def test_two_counts_of_one_article_tie_no_telling() -> None:
    """One article's "two boats were captured" and, the navy says, "three boats were captured" are
    two counts it gives (a part and its whole), not a dispute; so "two boats circled the ferry" (A),
    which B's captured two tell, does not dispute B's three either. The measure names no telling."""
    claims = [_boat("q/circled", A, value=2, action="circle", about=HARWICK, role="agent"),
              _boat("q/captured2", B, value=2, action="capture", about=HARWICK),
              _boat("q/captured3", B, value=3, action="capture", about=HARWICK, source="org/navy")]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("q/captured2", "q/captured3", "q/circled")]
    assert result.conflicts == []
    assert "disputes" not in dict(result.measures[0].keys)


# one raid off a harbour told by three outlets on its day: two boats that circled a ferry, the two
# boats captured, and three boats captured
BOATS_TOLD = {
    "a.json": _dated("2031-05-02", "Boats near the Harwick ferry",
                     "Two boats circled the ferry off Harwick on Monday, the coast guard in Dunmore said."),
    "b.json": _dated("2031-05-02", "Boats captured off Harwick",
                     "The coast guard captured two boats off Harwick on Monday, officials in Dunmore said."),
    "c.json": _dated("2031-05-02", "Harwick raid",
                     "The coast guard captured three boats off Harwick on Monday, officials in Dunmore said."),
}


def test_kg_conflicts_explains_a_dispute_tied_through_another_articles_telling(tmp_path, capsys) -> None:  # noqa: ANN001
    """Built from text: the circling two (the boats did it) dispute the captured three, since another
    article tells the two as captured, and ``kg conflicts --explain`` says so. The same quads
    whatever the order of the files."""
    import kg
    from kg.cli.conflicts import run as run_conflicts
    from kg.write import write_quads

    built = _built(tmp_path, BOATS_TOLD)
    measures = _measures_by_title(built)
    assert len(set(measures.values())) == 1 and None not in measures.values()
    assert sorted(sorted([(row.value_a, row.sentence_a[:14]), (row.value_b, row.sentence_b[:14])])
                  for row in built.table("conflicts").itertuples()) == [
        [(2.0, "The coast guar"), (3.0, "The coast guar")], [(2.0, "Two boats circ"), (3.0, "The coast guar")]]
    out = tmp_path / "boats.nq"
    write_quads(built.quads, out, None)
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False, explain="circled")) == 0
    explained = capsys.readouterr().out
    from kg.measures import TOLD_DISPUTES

    assert "grouped by disputes: " + TOLD_DISPUTES.format(1) in explained
    assert "disputes 1 claim(s): three" in explained
    assert _reversed_build_lines(tmp_path) == sorted(out.read_bytes().splitlines())


# one evening at a hotel told by four outlets: twelve guests, two of them with a verb the class table
# knows ("fled"; "entered", which the parser hangs on the gunman's verb), two with none
HOTEL = {
    "a.json": _dated("2031-05-02", "Fire at the Corvale hotel",
                     "Twelve guests fled the Corvale hotel in Marlstead after the fire alarm sounded, police in "
                     "Marlstead said."),
    "b.json": _dated("2031-05-02", "Marlstead hotel evening",
                     "There were twelve guests in the Corvale hotel in Marlstead, police said."),
    "c.json": _dated("2031-05-02", "Gunman at the Corvale hotel",
                     "The gunman entered the dinner of at least a dozen guests at the Corvale hotel in Marlstead, "
                     "police said."),
    "d.json": _dated("2031-05-02", "Corvale hotel dinner",
                     "At least a dozen guests were at the dinner at the Corvale hotel in Marlstead, police said."),
}


def test_measures_whose_verb_classes_came_from_few_of_their_claims_join_on_their_values(tmp_path, capsys) -> None:  # noqa: ANN001
    """ "Twelve guests fled" and "there were twelve guests" make one measure (evacuate), "entered the
    dinner of at least a dozen guests" and "at least a dozen guests were at the dinner" another (cross):
    their values agree, but each took its class from one claim of two. With those classes set aside,
    the two measures fit, so they are one, of no action, and --explain says why. Before, the two
    refused each other by action. The same output whatever the order of the files."""
    built = _built(tmp_path, HOTEL)
    measures = _measures_by_title(built)
    assert len(set(measures.values())) == 1 and None not in measures.values()
    assert len(built.table("conflicts")) == 0
    from kg.cli.conflicts import run as run_conflicts
    from kg.write import write_quads

    out = tmp_path / "hotel.nq"
    write_quads(built.quads, out, None)
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False, explain="Twelve guests fled")) == 0
    explained = capsys.readouterr().out
    assert "in the measure “guests in Marlstead”" in explained
    assert ("grouped by action: none: measures of the same values joined, whose verb classes (cross, evacuate) each"
            " came from fewer than half of their claims; the rest give no verb the class table knows (verbs"
            " read: enter, flee)") in explained
    # the same quads (each article's graph is written in the order the files were given)
    assert _reversed_build_lines(tmp_path) == sorted(out.read_bytes().splitlines())


def test_a_measure_most_of_whose_claims_give_a_verb_keeps_its_class(tmp_path) -> None:  # noqa: ANN001
    """ "Twelve guests were injured" and "twelve guests were hurt" (injure, from both claims) do not
    join "twelve guests fled" with "there were twelve guests" (evacuate, from one claim of two),
    although their values agree: a measure most of whose claims say what happened keeps its class."""
    articles = {**{name: HOTEL[name] for name in ("a.json", "b.json")},
                "c.json": _dated("2031-05-02", "Guests hurt at the Corvale hotel",
                                 "Twelve guests were injured at the Corvale hotel in Marlstead, police said."),
                "d.json": _dated("2031-05-02", "Corvale hotel injuries",
                                 "Twelve guests were hurt at the Corvale hotel in Marlstead, police said.")}
    measures = _measures_by_title(_built(tmp_path, articles))
    assert measures["Fire at the Corvale hotel"] == measures["Marlstead hotel evening"] is not None
    assert measures["Guests hurt at the Corvale hotel"] == measures["Corvale hotel injuries"] is not None
    assert measures["Fire at the Corvale hotel"] != measures["Corvale hotel injuries"]


# one storm on one coast, told on one day: a verb that says only that a happening happened
# ("causing heavy destruction in nine hamlets") and a verb of the happening ("destroyed seven
# hamlets"); hamlets damaged are another count
STORM_HAMLETS = {
    "a.json": _dated("2031-10-06", "Storm batters Marlow coast",
                       "A storm swept the coast of Marlow on Monday, causing heavy destruction in nine hamlets, "
                       "officials in Dunmore said."),
    "b.json": _dated("2031-10-06", "Marlow hamlets flattened",
                       "The storm destroyed seven hamlets on the coast of Marlow on Monday, officials in Dunmore said."),
    "c.json": _dated("2031-10-06", "Marlow repairs begin",
                       "The storm damaged 30 hamlets on the coast of Marlow on Monday, officials in Dunmore said."),
}


def test_a_happening_a_verb_says_only_happened_is_what_its_own_verb_says(tmp_path) -> None:  # noqa: ANN001
    """ "causing heavy destruction in nine hamlets" is nine hamlets destroyed (WordNet derives
    "destruction" from "destroy"): one measure with "destroyed seven hamlets", and a dispute;
    "damaged 30 hamlets" is another count."""
    built = _built(tmp_path, STORM_HAMLETS)
    measures = _measures_by_title(built)
    assert measures["Storm batters Marlow coast"] == measures["Marlow hamlets flattened"] is not None
    assert measures["Marlow repairs begin"] != measures["Storm batters Marlow coast"]
    conflicts = built.table("conflicts")
    assert sorted((row.value_a, row.value_b) for row in conflicts.itertuples()) == [(9.0, 7.0)]


# one singer's court-ordered clinic stay, told at its start (a stay, a stint), five weeks on (her
# treatment) and after it ended; a 60-day sentence is another duration
CLINIC_STAY = {
    "a.json": _dated("2031-03-01", "Quill enters Elmcourt clinic",
                       "Singer Mara Quill began a 60-day stay at the Elmcourt clinic in Dunmore on Friday, her lawyer said."),
    "b.json": _dated("2031-03-02", "Quill at Elmcourt",
                       "Mara Quill has started a 60-day stint at the Elmcourt clinic in Dunmore, her lawyer said."),
    "c.json": _dated("2031-04-08", "Quill moves clinics",
                       "Mara Quill will finish her 60-day treatment at the Elmcourt clinic in Dunmore, her lawyer said."),
    "d.json": _dated("2031-05-20", "Quill leaves Elmcourt",
                       "Mara Quill left the Elmcourt clinic in Dunmore after her 60-day stay, her lawyer said."),
    "e.json": _dated("2031-03-02", "Quill sentenced",
                       "A judge in Dunmore gave Mara Quill a 60-day sentence at the Elmcourt courthouse, her lawyer said."),
}


def test_durations_of_unclassed_things_join_where_a_value_agrees_and_meet_as_long_as_they_last(tmp_path, capsys) -> None:  # noqa: ANN001
    """ "a 60-day stay", "a 60-day stint" and, five weeks on, "her 60-day treatment" are one measure:
    nouns the class table does not class join where the duration agrees, and a duration both give
    keeps their reports in one measure for its own length, not only the story's two weeks. A report
    after the 60 days, and "a 60-day sentence" (a class of the table), stay apart. The same quads
    whatever the order of the files."""
    built = _built(tmp_path, CLINIC_STAY)
    measures = _measures_by_title(built)
    stay = measures["Quill enters Elmcourt clinic"]
    assert stay is not None and measures["Quill at Elmcourt"] == stay and measures["Quill moves clinics"] == stay
    assert measures["Quill leaves Elmcourt"] is None and measures["Quill sentenced"] is None
    from kg.cli.conflicts import run as run_conflicts
    from kg.write import write_quads

    out = tmp_path / "stay.nq"
    write_quads(built.quads, out, None)
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False, explain="finish her 60-day")) == 0
    explained = capsys.readouterr().out
    assert ("grouped by of: stay (and stint, treatment: durations of things the class table does not class, joined"
            " where a value agrees)") in explained
    assert ("grouped by time: reports from 2031-03-01 on (two weeks); later reports of a duration they agree on, as"
            " long as it lasts") in explained
    assert _reversed_build_lines(tmp_path) == sorted(out.read_bytes().splitlines())


# one striker's season told in two dated reports and in an undated fans' letter whose other words
# are about something else: "43 goals" is a value no coincidence gives, "eight assists" is not
STRIKER_SEASON = {
    "a.json": _dated("2031-05-02", "Veld ends season for Harrow Lions",
                       "Harrow Lions striker Tomas Veld scored 43 goals and made eight assists this season, the club "
                       "said in Dunmore."),
    "b.json": _dated("2031-05-03", "Harrow Lions season review",
                       "Tomas Veld scored 43 goals and made eight assists for the Harrow Lions this season, officials "
                       "in Dunmore said."),
    "c.json": {"title": "Fan mail: why we keep the faith",
               "text": "Fan mail: why we keep the faith\n\nSupporters queued for hours in the rain outside the ground, "
                       "trading stories about tickets, scarves and the old stand. Many still argue about the coach, the "
                       "bus route and the price of pies. Tomas Veld scored 43 goals and made eight assists for the "
                       "Harrow Lions, the club said in Dunmore. Nobody at the bakery on the corner talks about anything "
                       "else, and the choir has written a song about the winter.\n"},
}


def test_an_undated_report_meets_a_dated_measure_on_a_value_no_coincidence_gives(tmp_path, capsys) -> None:  # noqa: ANN001
    """An undated report whose story terms are far from the dated reports' joins their measure where
    it gives a value they have, ten or more and not round ("43 goals"), and what happened to it;
    its "eight assists", a small count, stays out as before, and --explain's time key says why."""
    built = _built(tmp_path, STRIKER_SEASON)
    rows = [(row.title, row.value, row.measure if isinstance(row.measure, str) else None)
            for row in built.table("numbers").itertuples()]
    goals = {measure for title, value, measure in rows if value == 43.0}
    assists = {title: measure for title, value, measure in rows if value == 8.0}
    assert len(goals) == 1 and None not in goals
    assert assists["Fan mail: why we keep the faith"] is None
    assert assists["Veld ends season for Harrow Lions"] == assists["Harrow Lions season review"] is not None
    from kg.cli.conflicts import run as run_conflicts
    from kg.write import write_quads

    out = tmp_path / "season.nq"
    write_quads(built.quads, out, None)
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False, explain="assists for the Harrow Lions, the club said")) == 0
    explained = capsys.readouterr().out
    assert ("undated reports of its story (story terms, or a value and a verb or the counted class in common; a value"
            " of ten or more that is not round, with either, unless their story terms are all but disjoint)") in explained


@pytest.mark.parametrize(("value", "told"), [(43.0, True), (121.0, True), (13.0, True), (160e6, True), (12.5, True),
                                             (8.0, False), (20.0, False), (300.0, False), (2e6, False), (1.5, False)])
def test_a_telling_value_is_ten_or_more_and_not_round(value: float, told: bool) -> None:
    from kg.measures.grouping import telling

    assert telling(value) is told


# one theft told by three reports, one of which writes its amount twice, rounded otherwise (its
# headline's "$4.5 million", its body's "$4.6 million")
WATCH_THEFT = {
    # the article's own voice twice: the headline and a body sentence that names no source
    "a.json": _dated("2031-06-02", "Watches worth $4.5 million stolen in Marlow",
                       "Watches worth $4.6 million were stolen from a shop in Marlow on Monday."),
    "b.json": _dated("2031-06-02", "Marlow watch shop robbed",
                       "Watches worth $4.6 million were stolen from a shop in Marlow on Monday, police in Dunmore said."),
    "c.json": _dated("2031-06-03", "Marlow raid",
                       "Watches worth $4.5 million were stolen from a shop in Marlow on Monday, police in Dunmore said."),
}


def test_one_amount_an_article_writes_twice_rounded_otherwise_is_one_value_of_its_voice(tmp_path, capsys) -> None:  # noqa: ANN001
    """An article's headline "$4.5 million" and its body's "$4.6 million" are one amount rounded
    twice, not two facts of one voice: the four sums are one measure (before, the one voice kept the
    4.5 and the 4.6 in two), and --explain says so under "voices"."""
    built = _built(tmp_path, WATCH_THEFT)
    measures = {row.measure for row in built.table("numbers").itertuples()}
    assert len(measures) == 1 and all(isinstance(m, str) for m in measures)
    from kg.cli.conflicts import run as run_conflicts
    from kg.write import write_quads

    out = tmp_path / "theft.nq"
    write_quads(built.quads, out, None)
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False,
                                            explain="Watches worth $4.5 million stolen")) == 0
    assert "grouped by voices: 1 article(s) giving one amount twice, rounded otherwise (within 5%): one value" \
        in capsys.readouterr().out


@pytest.mark.parametrize(("a", "b", "alike"), [
    ((4.5e6, None, None, "USD", False), (4.6e6, None, None, "USD", False), True),
    ((4.5e6, None, None, "USD", False), (9e6, None, None, "USD", False), False),  # two amounts
    ((4.5e6, None, None, "USD", False), (4.6e6, None, None, "EUR", False), False),  # two units
    ((45.0, None, None, None, False), (46.0, None, None, None, False), False),  # counts: two facts
    ((None, 4.5e6, None, "USD", False), (4.6e6, None, None, "USD", False), False),  # a bound
])
def test_one_amount_rounded_twice_is_of_a_million_or_more_within_five_percent(a: tuple, b: tuple, alike: bool) -> None:
    from kg.measures.grouping import rounded_alike

    assert rounded_alike(a, b) is alike


def test_a_sum_a_buyer_paid_is_the_price_of_a_takeover():
    """ "Kestrel Group bought Orbis for $13 billion" names no noun for its sum, but its verb (the
    class of buy, pay, acquire) says it is the price of what was bought: one measure with "its $13.9
    billion takeover of Orbis", whose values dispute. A sum paid for a noun of its own ("paid a
    $13 billion fine") is of that noun."""
    from kg.measures.facets import facets_of

    buyer = frozenset({"https://example.org/id/organization/kestrel-group"})

    def amount(claim: str, article: str, value: float, counts: str | None, action: str) -> QuantityRecord:
        return q(claim, article, value=value, unit="USD", counts=counts, action=action, organizations=buyer,
                 about=CEUTA, reported="2031-04-02")

    bought = amount("t/bought", A, 13e9, None, "buy")
    assert facets_of(bought).object == "acquisition"
    assert facets_of(amount("t/fine", A, 13e9, "fine", "pay")).object == "fine"
    comparison = compare([], [bought, amount("t/takeover", B, 13.9e9, "takeover", "complete")])
    (measure,) = comparison.measures
    assert measure.claims == ("t/bought", "t/takeover") and dict(measure.keys)["of"] == "acquisition"
    assert [(link.a, link.b) for link in comparison.conflicts] == [("t/bought", "t/takeover")]


# one theft told by three reports, one of which gives its sum bare: no noun it is of, a light verb
# ("got away with $4 million"); and two reports of a reward the police offered for the thieves
BARE_SUM_THEFT = {
    "a.json": _dated("2031-06-02", "Jewels stolen in Marlow",
                       "Thieves stole jewels worth $7 million from a shop in Marlow on Monday, police in Dunmore said."),
    "b.json": _dated("2031-06-02", "Marlow jewel shop robbed",
                       "Jewels worth $7 million were stolen from a shop in Marlow on Monday, police in Dunmore said."),
    "c.json": _dated("2031-06-03", "Marlow raid",
                       "Thieves got away with $4 million from a shop in Marlow on Monday, police in Dunmore said."),
}
REWARD = {
    "d.json": _dated("2031-06-03", "Reward for Marlow thieves",
                       "Police in Dunmore offered a reward of $50,000 for the thieves who robbed a shop in Marlow on Monday."),
    "e.json": _dated("2031-06-04", "Marlow reward",
                       "A reward of $50,000 was offered for the thieves who robbed a shop in Marlow on Monday, police in"
                       " Dunmore said."),
}


def test_a_bare_sum_no_other_article_gives_joins_the_one_measure_of_money_it_fits(tmp_path, capsys) -> None:  # noqa: ANN001
    """ "Thieves got away with $4 million" says only that the sum is money (no noun, a light verb),
    so it joined no measure: its value agrees with none. It is the only measure of money of its story
    it fits, the jewels stolen ("$7 million"), so it joins that measure and disputes its sums;
    --explain says why. The same quads whatever the order of the files."""
    built = _built(tmp_path, BARE_SUM_THEFT)
    measures = _measures_by_title(built)
    assert measures["Marlow raid"] is not None
    assert measures["Marlow raid"] == measures["Jewels stolen in Marlow"] == measures["Marlow jewel shop robbed"]
    conflicts = {(row.title_a, row.title_b) for row in built.table("conflicts").itertuples()}
    assert {frozenset(pair) for pair in conflicts} == {frozenset(("Marlow raid", "Jewels stolen in Marlow")),
                                                      frozenset(("Marlow raid", "Marlow jewel shop robbed"))}
    from kg.cli.conflicts import run as run_conflicts
    from kg.write import write_quads

    out = tmp_path / "theft.nq"
    write_quads(built.quads, out, None)
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False, explain="got away with")) == 0
    explained = capsys.readouterr().out
    assert ("grouped by bare sums: 1 sum(s) no other article gives, with no noun they are of and no verb, each joined"
            " as the one measure of money of its story that fits it") in explained
    assert _reversed_build_lines(tmp_path) == sorted(out.read_bytes().splitlines())


def test_a_bare_sum_that_fits_two_measures_of_money_joins_neither(tmp_path) -> None:  # noqa: ANN001
    """With a reward of $50,000 told twice in the same story, "got away with $4 million" fits two
    measures of money: which sum it is, nothing says, so it stays alone."""
    built = _built(tmp_path, {**BARE_SUM_THEFT, **REWARD})
    measures = _measures_by_title(built)
    assert measures["Marlow raid"] is None
    assert measures["Jewels stolen in Marlow"] == measures["Marlow jewel shop robbed"] is not None
    assert measures["Reward for Marlow thieves"] == measures["Marlow reward"] is not None


def _storm(place: str) -> dict[str, dict]:
    """Two reports of one storm on one day, the second spelling the village ``place``."""
    return {
        "a.json": _dated("2031-08-10", "Storm hits Kelbaran",
                           "A storm injured three fishermen in Kelbaran on Sunday, the coast guard said."),
        "b.json": _dated("2031-08-10", f"Fishermen hurt in {place}",
                           f"Five fishermen were injured when a storm struck {place} on Sunday, officials said."),
    }


def test_a_place_two_reports_spell_one_vowel_apart_is_one_place(tmp_path, capsys) -> None:  # noqa: ANN001
    """ "Kelbaran" and "Kelboran" (a name written from another script, spelled two ways) are one
    place: the three and the five fishermen injured are one measure and dispute, and --explain says
    so under "spellings". "Kelbaram" (a consonant apart) is another place, and stays apart. The same
    quads whatever the order of the files."""
    built = _built(tmp_path, _storm("Kelboran"))
    measures = _measures_by_title(built)
    assert measures["Storm hits Kelbaran"] == measures["Fishermen hurt in Kelboran"] is not None
    assert {(row.value_a, row.value_b) for row in built.table("conflicts").itertuples()} in ({(3.0, 5.0)}, {(5.0, 3.0)})
    from kg.cli.conflicts import run as run_conflicts
    from kg.write import write_quads

    out = tmp_path / "storm.nq"
    write_quads(built.quads, out, None)
    assert run_conflicts(argparse.Namespace(graph=str(out), store=None, all=False, explain="Five fishermen")) == 0
    assert ("grouped by spellings: Kelbaran also written Kelboran (a place name one vowel apart in one word of six"
            " letters or more: one place)") in capsys.readouterr().out
    assert _reversed_build_lines(tmp_path) == sorted(out.read_bytes().splitlines())
    for name in ("a.json", "b.json"):
        (tmp_path / name).unlink()
    apart = _measures_by_title(_built(tmp_path, _storm("Kelbaram")))
    assert apart["Storm hits Kelbaran"] is None and apart["Fishermen hurt in Kelbaram"] is None


@pytest.mark.parametrize(("names", "aliases"), [
    (["dargahan", "dargehan"], {"dargehan": "dargahan"}),
    (["dargahan", "dargehan", "dargihan"], {"dargehan": "dargahan", "dargihan": "dargahan"}),
    (["kelbaran", "kelbaram"], {}),  # a consonant apart
    (["kelbaran", "kolboran"], {}),  # two vowels apart
    (["salem", "salim"], {}),  # shorter than six letters
    (["upper-dargahan", "upper-dargehan"], {}),  # two words
])
def test_places_spelled_alike_are_one_word_names_one_vowel_apart(names: list[str], aliases: dict[str, str]) -> None:
    from kg.measures.grouping import places_spelled_alike

    def iri(name: str) -> str:
        return f"https://example.org/id/place/{name}-0a1b2c3d"

    assert places_spelled_alike(iri(n) for n in names) == {iri(a): iri(b) for a, b in aliases.items()}


def test_wikinews_a_stabbing_and_an_epidemic_five_days_apart_are_two_stories(tmp_path):
    """"two of the attacker's victims died" (London, 2019-12-02) and "53 measles related deaths
    have been recorded" (Samoa, 2019-12-07) name the United States and Twitter in passing, and
    their story terms shared little but "Monday", "December", "report", "tell" and "according
    to": they were one measure of people dying, the later an update. Without the words of when
    and how it was told, the stories are apart."""
    import json

    from kg.pipeline import BuildConfig, build

    path = tmp_path / "two.jsonl"
    path.write_text("".join(json.dumps(wikinews_article("wikinews-2019.jsonl", line)) + "\n" for line in (163, 164)),
                    encoding="utf-8")
    quads = list(build([str(path)], BuildConfig(validate=False)).quads)
    assert not [q for q in quads if q[1] in (NKG.updates, NKG.conflictsWith)]


DISTANCES = {
    "a.txt": "Storm hits Jersey\n\nA storm hit Jersey on Monday. Jersey, located 150 kilometres south of London, "
             "lost power, officials said.\n",
    "b.txt": "Jersey loses power\n\nA storm hit Jersey on Monday. The island, some 190 kilometres south of London, "
             "lost power, officials said.\n",
    "c.txt": "Storm over Jersey\n\nA storm hit Jersey on Monday. The storm's centre was 60 kilometres south of "
             "London, officials said.\n",
}


def test_two_distances_of_one_place_from_another_that_differ_dispute(tmp_path) -> None:  # noqa: ANN001
    """ "Jersey, located 150 km south of London" and "the island, some 190 km south of London": one
    place's distance from another, a property two reports cannot both give right; the storm's
    centre 60 km south of London is no place's distance, and disputes neither."""
    import kg

    for name, text in DISTANCES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    conflicts = kg.build(sorted(str(p) for p in tmp_path.glob("*.txt"))).table("conflicts")
    assert [sorted([row.value_a, row.value_b]) for row in conflicts.itertuples()] == [[150.0, 190.0]]


TALLIED_SEIZURES = {
    "a.txt": "Coast Guard stops smugglers\n\nA Coast Guard cutter stopped a smuggling boat off Kent on Tuesday. "
             "The Coast Guard confiscated 14 rifles from the boat, officials said.\n",
    "b.txt": "Smugglers held off Kent\n\nA Coast Guard cutter stopped a smuggling boat off Kent on Tuesday. Officers "
             "found six rifles on the boat. In its four patrols so far, the cutter has confiscated 14 rifles, "
             "officials said.\n",
    "c.txt": "Cutter seizes rifles\n\nA Coast Guard cutter stopped a smuggling boat off Kent on Tuesday. Officers "
             "found six rifles on the boat. The Coast Guard has seized a total of 14 rifles during the cutter's "
             "current patrol, officials said.\n",
}


def test_a_seizure_counted_apart_from_a_tally_to_date_disputes_the_other_reports(tmp_path) -> None:  # noqa: ANN001
    """ "The Coast Guard confiscated 14 rifles from the boat" against "found six rifles on the boat" in
    two other reports: one seizure's count, which the organisation that seized does not make another
    measure, and the other reports' "14 rifles so far" / "a total of 14 rifles" are a tally to date
    (another measure: it agrees with the first report's 14 by chance, and disputes nothing)."""
    import kg

    for name, text in TALLIED_SEIZURES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    conflicts = kg.build(sorted(str(p) for p in tmp_path.glob("*.txt"))).table("conflicts")
    assert sorted(sorted([row.value_a, row.value_b]) for row in conflicts.itertuples()) == [[6.0, 14.0], [6.0, 14.0]]


def test_a_tally_to_date_is_a_period_unless_it_is_a_toll():
    """ "has seized a total of 14 rifles so far": everything seized until the report, another measure
    than one seizure's count; "24 have died so far" is the story's own toll, as running as ever."""
    from kg.measures.facets import facets_of

    seized = q("q/seized", A, value=14, counts="rifle", action="seize", qualifier="to date", published="2021-05-17")
    died = q("q/died", B, value=24, counts="person", action="die", qualifier="to date", published="2021-05-17")
    assert facets_of(seized).event.kind == "period"
    assert facets_of(replace(seized, qualifier=None)).event.kind == "main"
    assert facets_of(died).event.kind == "main" and facets_of(died).running


BOATS_OF_ONE_HOLDER = {
    "a.txt": "Cutter repels smugglers\n\nA Coast Guard cutter repelled an attack on a tanker off Kent on Tuesday. "
             "The smugglers, in three boats, were trying to board the tanker, officials said.\n",
    "b.txt": "Smugglers fought off Kent\n\nA Coast Guard cutter repelled an attack on a tanker off Kent on Tuesday. "
             "The cutter attacked two boats of smugglers, officials said.\n",
}


def test_counts_of_one_holders_things_dispute_whatever_their_verbs(tmp_path) -> None:  # noqa: ANN001
    """ "The smugglers, in three boats, were trying to board" and "attacked two boats of smugglers":
    the verbs share no class, but both count the smugglers' boats, so the two values dispute."""
    import kg

    for name, text in BOATS_OF_ONE_HOLDER.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    conflicts = kg.build(sorted(str(p) for p in tmp_path.glob("*.txt"))).table("conflicts")
    assert sorted(sorted([row.value_a, row.value_b]) for row in conflicts.itertuples()) == [[2.0, 3.0]]


ROBBERY_AT_THE_TIME = (
    "Four robbers stole jewels worth millions from a jeweller's shop in Dover on Thursday afternoon. "
    "The robbers, two of them disguised as cleaners, entered the shop, threatened the staff and fled "
    "on foot, police said. No shots were fired."
)
ROBBERY_RECALLED = (
    "Armed men raided a bank in Dover on Monday, the second big robbery in the town. In March 2029, "
    "three men emptied almost all of the stock of a jeweller's shop nearby, police recalled. "
    "Officers are studying camera footage of the bank."
)


def _doers(claim: str, article: str, value: int, counts: str, verb: str, story: tuple[str, ...], **fields) -> QuantityRecord:
    return q(claim, article, value=value, counts=counts, action=verb, governing=verb, role="agent", story=story, **fields)


def test_a_past_event_s_doers_recalled_later_dispute_the_count_reports_of_its_time_give():
    """ "In March 2029, three men emptied the shop" in a report of 2031, and "four robbers stole",
    "four robbers entered" in reports of the time (undated): how many did it, whatever the verbs,
    so the later report's three disputes the reports' four."""
    told, recalled = story_of(ROBBERY_AT_THE_TIME), story_of(ROBBERY_RECALLED)
    stole = _doers("q/stole", A, 4, "robber", "steal", told)
    entered = _doers("q/entered", B, 4, "robber", "enter", told)
    emptied = _doers("q/emptied", C, 3, "man", "empty", recalled, when="In March 2029", when_start="2029-03-01",
                     when_end="2029-03-31", published="2031-06-02")
    compared = compare([], [stole, entered, emptied])
    assert [m.claims for m in compared.measures] == [("q/emptied", "q/entered", "q/stole")]
    assert pairs(compared.conflicts) == {frozenset({"q/emptied", "q/stole"}), frozenset({"q/emptied", "q/entered"})}


def test_doers_recalled_later_join_no_count_of_the_time_where_it_is_not_the_one():
    """The guards: the recalled three join nothing where the reports of the time give two counts of
    people who acted ("four robbers stole", "two men chased them": which group is unknown), where the
    reports are dated years after the past event (another robbery), or where the later report's three
    were not the ones who acted ("three men were arrested")."""
    told, recalled = story_of(ROBBERY_AT_THE_TIME), story_of(ROBBERY_RECALLED)
    stole = _doers("q/stole", A, 4, "robber", "steal", told)
    entered = _doers("q/entered", B, 4, "robber", "enter", told)
    past = {"when": "In March 2029", "when_start": "2029-03-01", "when_end": "2029-03-31", "published": "2031-06-02"}
    emptied = _doers("q/emptied", C, 3, "man", "empty", recalled, **past)
    chased = _doers("q/chased", A, 2, "man", "chase", told)
    followed = _doers("q/followed", B, 2, "man", "follow", told)
    two_groups = compare([], [stole, entered, chased, followed, emptied])
    assert not any("q/emptied" in m.claims for m in two_groups.measures) and two_groups.conflicts == []
    later = [replace(c, published="2031-06-01") for c in (stole, entered)]
    assert not any("q/emptied" in m.claims for m in compare([], [*later, emptied]).measures)
    arrested = replace(emptied, action="arrest", governing="arrest", role="patient")
    assert compare([], [stole, entered, arrested]).conflicts == []


STREET, CITY = "https://example.org/id/place/high-street", "https://example.org/id/place/dover"
KENT = "https://example.org/id/place/kent"
AROUND_THE_STREET = frozenset({STREET, CITY})


def test_a_count_whose_verb_went_unread_joins_the_measure_of_a_street_in_a_city_its_article_names():
    """ "Four masked robbers -- one posing as a guard -- escaped with ..." (its verb lost to the dashes)
    in a one-sentence report that names only the city, against "four robbers stole" / "four robbers
    entered" a shop of a street of that city in reports that name the street and the city: the same
    robbers. Joined, the four dispute a later report's "In March 2029, three men emptied the shop" as the
    other reports' four do."""
    told, recalled = story_of(ROBBERY_AT_THE_TIME), story_of(ROBBERY_RECALLED)
    stole = _doers("q/stole", A, 4, "robber", "steal", told, about=STREET, places=AROUND_THE_STREET)
    entered = _doers("q/entered", B, 4, "robber", "enter", told, about=STREET, places=AROUND_THE_STREET)
    verbless = q("q/verbless", C, value=4, counts="robber", story=told, places=frozenset({CITY}))
    emptied = _doers("q/emptied", "https://example.org/article/d", 3, "man", "empty", recalled,
                     when="In March 2029", when_start="2029-03-01", when_end="2029-03-31", published="2031-06-02",
                     places=AROUND_THE_STREET)
    compared = compare([], [stole, entered, verbless, emptied])
    assert [m.claims for m in compared.measures] == [("q/emptied", "q/entered", "q/stole", "q/verbless")]
    assert frozenset({"q/emptied", "q/verbless"}) in pairs(compared.conflicts)


@pytest.mark.parametrize(("change", "elsewhere"), [
    pytest.param({"action": "flee", "governing": "flee"}, {}, id="a-verb-of-its-own"),
    pytest.param({"counts": "man"}, {}, id="another-counted-word"),
    pytest.param({"value": 5}, {}, id="another-value"),
    pytest.param({}, {"places": frozenset({STREET, KENT})}, id="a-city-one-report-does-not-name"),
])
def test_a_placeless_count_keeps_to_the_places_its_article_names_unless_verbless_and_within(change, elsewhere):
    """The guards: a count with a verb of its own ("four robbers fled"), of another counted word ("four
    men"), or of another value stays out of the measure of the street its article does not name, and so
    does a verbless count where one report of the measure does not name the city its article names."""
    told = story_of(ROBBERY_AT_THE_TIME)
    stole = _doers("q/stole", A, 4, "robber", "steal", told, about=STREET, places=AROUND_THE_STREET | {KENT})
    entered = _doers("q/entered", B, 4, "robber", "enter", told, **{"about": STREET, "places": AROUND_THE_STREET,
                                                                     **elsewhere})
    verbless = q("q/verbless", C, **{"value": 4, "counts": "robber", "story": told, "places": frozenset({CITY}),
                                     **change})
    compared = compare([], [stole, entered, verbless])
    assert not any("q/verbless" in m.claims for m in compared.measures)


def test_a_verbless_count_of_a_list_s_class_disputes_one_part_of_the_list_whose_verb_says_what_happened():
    """ "Among the items found were nine rifles, three other weapons and 20 magazines" (no verb of its own)
    in one report, "the commandos seized nine rifles, two other guns and a launcher" in another, and
    "recovered three other guns" in a third: the verbless three joined the measure where its value agreed,
    so it counts what the measure counts, and the seized two of the list say what happened to them:
    the two dispute the verbless three, as they dispute the recovered three."""
    claims = [quake("g/seized", A, 2, "2005-11-28", counts="gun", action="seize", qualifier="beside rifle"),
              quake("g/recovered", B, 3, "2005-11-28", counts="gun", action="recover", qualifier="beside rifle"),
              quake("g/verbless", C, 3, "2005-11-28", counts="weapon", action=None, qualifier="beside magazine")]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("g/recovered", "g/seized", "g/verbless")]
    assert pairs(result.conflicts) == {frozenset({"g/recovered", "g/seized"}), frozenset({"g/seized", "g/verbless"})}


@pytest.mark.parametrize(("surrounded_by", "disputed"), [
    pytest.param("smuggler", True, id="the-telling-names-the-holder"),
    pytest.param(None, False, id="no-telling-names-a-holder"),
    pytest.param("fisherman", False, id="the-telling-names-another-holder"),
])
def test_a_count_is_its_holders_things_where_another_telling_of_it_names_the_holder(surrounded_by, disputed):
    """ "The smugglers, in three boats, tried to board the tanker" in one report; "smugglers on two boats
    surrounded the tanker" in another; "the cutter seized two boats" in a third, all of one measure: the
    seized two are the surrounding two (the same count of the same word), so they are the smugglers' boats
    too and are tied to the three, though "seized" and "tried" share no class. Where no telling of the two
    says whose boats they are, or one names another holder, the seized two stay untied."""
    from kg.measures import _Ties
    from kg.measures.facets import facets_of

    holder = {"qualifier": f"holder {surrounded_by}"} if surrounded_by else {}
    tried = q("b/tried", A, value=3, counts="boat", action="attempt", qualifier="holder smuggler")
    surrounded = q("b/surrounded", B, value=2, counts="boat", action="surround", role="agent", **holder)
    seized = q("b/seized", C, value=2, counts="boat", action="seize", role="patient")
    claims = [tried, surrounded, seized]
    ties = _Ties(claims, {c.claim: facets_of(c) for c in claims}, APPROXIMATE_TOLERANCE)
    assert ties(seized, tried) is disputed and ties(tried, seized) is disputed


def _sum(claim: str, article: str, value: float, day: str, **fields) -> QuantityRecord:  # noqa: ANN003
    fields.setdefault("counts", "jewellery")
    fields.setdefault("action", "steal")
    return q(claim, article, value=value, unit="USD", reported=day, **fields)


@pytest.mark.parametrize(("other", "disputed"), [
    pytest.param(4.6e6, True, id="a-tenth-above"),
    pytest.param(4.55e6, False, id="within-its-last-digit"),
    pytest.param(4.4e6, True, id="a-tenth-below"),
])
def test_two_amounts_a_last_digit_apart_dispute_as_a_half_rounds_up(other, disputed):
    """ "$4.5 million" is 4.45 up to 4.55 million: an amount of 4.55 million is written "$4.55 million"
    or rounded up to "$4.6 million", so "$4.5 million" and "$4.6 million" in two reports of one theft
    dispute, while "$4.55 million" is within the first's last digit."""
    claims = [_sum("s/a", A, 4.5e6, "2031-03-03"), _sum("s/b", B, other, "2031-03-03")]
    result = compare([], claims)
    assert [m.claims for m in result.measures] == [("s/a", "s/b")]
    assert (pairs(result.conflicts) == {frozenset({"s/a", "s/b"})}) is disputed


def test_two_ranges_of_plain_counts_that_share_an_end_do_not_dispute():
    """A plain count is exact, so "2,000 to 3,000" and "3,000 to 4,000" both allow 3,000."""
    claims = [q("c/a", A, min_value=2000, max_value=3000, counts="protester", action="march"),
              q("c/b", B, min_value=3000, max_value=4000, counts="protester", action="march")]
    assert compare([], claims).conflicts == []


def test_a_conversion_in_brackets_is_approximate():
    """ "jewellery worth €4 million ($5.3 million)" in one report and "$5.2 million of jewellery" in
    another: the dollars are the first outlet's conversion of its euros at a rate of its own, so they
    meet the other's dollars as "around $5.3 million" would."""
    euros = q("s/euros", A, value=4e6, unit="EUR", counts="jewellery", action="steal", reported="2031-03-03")
    converted = _sum("s/converted", A, 5.3e6, "2031-03-03", restates="s/euros")
    other = _sum("s/other", B, 5.2e6, "2031-03-03")
    result = compare([], [euros, converted, other])
    assert any({"s/converted", "s/other"} <= set(m.claims) for m in result.measures)
    assert result.conflicts == []
    assert pairs(compare([], [euros, replace(converted, restates=None), other]).conflicts) \
        == {frozenset({"s/converted", "s/other"})}


@pytest.mark.parametrize(("action", "counts", "running"), [
    pytest.param("hit", "heist", False, id="a-heist-hit-a-store"),
    pytest.param("steal", "jewellery", False, id="stolen"),
    pytest.param("offer", None, True, id="an-offer"),
    pytest.param("damage", None, True, id="a-bill-of-damage"),
])
def test_a_sum_of_money_runs_only_as_an_offer_a_bill_of_damage_or_a_sum_missing(action, counts, running):
    """ "Dover store hit by $4.5 million heist" one day and "$4.6 million" the next: the store was hit,
    the sum was stolen once, so the two dispute; an offer or a bill of damage grows as the days go on,
    and a later report's other sum updates the earlier one."""
    from kg.measures.facets import facets_of

    first = _sum("s/first", A, 4.5e6, "2031-03-03", action=action, counts=counts)
    later = _sum("s/later", B, 4.6e6, "2031-03-04", action=action, counts=counts)
    assert facets_of(first).running is running
    result = compare([], [first, later])
    assert [m.claims for m in result.measures] == [("s/first", "s/later")]
    assert (pairs(result.conflicts) == {frozenset({"s/first", "s/later"})}) is not running
    assert (pairs(result.updates) == {frozenset({"s/first", "s/later"})}) is running
