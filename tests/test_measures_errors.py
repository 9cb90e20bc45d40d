"""The measures error analysis (benchmarks/measures_errors.py) on records written for it."""

from __future__ import annotations

from conftest import load_benchmark

from kg.compare import QuantityRecord

A, B = "https://example.org/article/a", "https://example.org/article/b"
PLACES = frozenset({"https://example.org/id/place/ceuta"})


def magazines(claim: str, article: str, value: float, action: str, counts: str = "magazine") -> QuantityRecord:
    return QuantityRecord(claim, article, value=value, counts=counts, action=action, role="patient",
                          reported="2008-11-20", places=PLACES)


def test_a_dispute_in_two_measures_is_told_by_its_first_key_its_keys_with_agreeing_values_and_its_tie() -> None:
    errors = load_benchmark("measures_errors")
    seized = magazines("q/seized", A, 12, "seize")
    found = magazines("q/found", B, 31, "display")  # a verb the class table does not know
    confiscated = magazines("q/confiscated", B, 31, "confiscate")  # the class of "seize"
    rifles = magazines("q/rifles", B, 31, "confiscate", counts="rifle")
    # a known verb against an unknown one keeps apart two values that differ, not two that agree;
    # joined, "seized" and "displayed" share no verb class: no dispute
    assert errors.apart_reason(seized, found, {}, {}) == "action"
    assert errors.dispute_apart(seized, found, {}) == ("would fit if the values agreed", "not tied")
    assert errors.dispute_apart(seized, confiscated, {}) == ("would fit if the values agreed", "tied")
    assert errors.apart_reason(seized, rifles, {}, {}) == "counted thing"
    assert errors.dispute_apart(seized, rifles, {}) == ("apart even so: counted thing", "tied")


def test_pairs_the_time_key_keeps_apart_are_told_by_which_times_differ() -> None:
    errors = load_benchmark("measures_errors")

    def killed(claim: str, article: str, reported: str | None, when: str | None = None,
               start: str | None = None) -> QuantityRecord:
        return QuantityRecord(claim, article, value=7, counts="miner", action="kill", role="patient",
                              reported=reported, when=when, when_start=start, when_end=start, places=PLACES)

    dated = killed("q/dated", A, "2019-03-04")
    undated = killed("q/undated", B, None)
    month_later = killed("q/later", B, "2019-04-20")
    long_ago = killed("q/past", B, "2019-03-05", "in 2011", "2011-01-01")
    assert errors.apart_reason(dated, undated, {}, {}) == \
        "time/date: an undated report and a dated one (story terms below the threshold)"
    assert errors.apart_reason(dated, month_later, {}, {}) == \
        "time/date: dated reports more than the story's days apart"
    over_weeks = killed("q/weeks", B, "2019-03-05", "over the past three weeks")
    assert errors.apart_reason(dated, long_ago, {}, {}) == "time/date: the story's time and a past time ('in 2005')"
    assert errors.apart_reason(dated, over_weeks, {}, {}) == "time/date: the story's time and a period ('last week')"


def test_a_pair_apart_by_its_counted_thing_or_action_is_told_by_the_key_that_keeps_it_apart_even_so() -> None:
    errors = load_benchmark("measures_errors")
    seized = magazines("q/seized", A, 12, "seize")
    crates = magazines("q/crates", B, 12, "seize", counts="crate")
    displayed = magazines("q/displayed", B, 31, "display")  # a verb the class table does not know
    elsewhere = QuantityRecord("q/elsewhere", B, value=31, counts="magazine", action="display", role="patient",
                               reported="2008-11-20", places=PLACES,
                               about="https://example.org/id/place/dovermouth")
    assert errors.apart_reason(seized, crates, {}, {}) == "counted thing"
    assert errors.apart_even_so(seized, crates, "counted thing", {}) == "would fit"
    assert errors.apart_reason(seized, displayed, {}, {}) == "action"
    assert errors.apart_even_so(seized, displayed, "action", {}) == "would fit"
    # the action taken to agree, a place the first article does not name still keeps them apart
    assert errors.apart_reason(seized, elsewhere, {}, {}) == "action"
    assert errors.apart_even_so(seized, elsewhere, "action", {}) == "place"


def test_a_pair_apart_by_the_grouping_order_is_told_by_the_key_between_the_measures_it_ended_in() -> None:
    """ "12 magazines displayed" (a verb the class table does not know) fits "12 magazines destroyed"
    alone, but it joined the measure of "seized", and that one refuses the measure of "destroyed"
    by the action; where "destroyed" ended in no measure, the measure of "seized" refuses it alone."""
    from kg.measures.facets import facets_of
    from kg.measures.grouping import _single

    errors = load_benchmark("measures_errors")
    seized, displayed = magazines("q/seized", A, 12, "seize"), magazines("q/displayed", B, 12, "display")
    destroyed, wrecked = magazines("q/destroyed", B, 12, "destroy"), magazines("q/wrecked", A, 12, "destroy")
    assert errors.apart_reason(displayed, destroyed, {}, {}) == errors.ORDER

    def measure(*claims: QuantityRecord):  # noqa: ANN202
        group = _single(claims[0], facets_of(claims[0]))
        for q in claims[1:]:
            assert group.fits(_single(q, facets_of(q))) is None
            group.absorb(_single(q, facets_of(q)))
        return group

    of_seized, of_destroyed = measure(seized, displayed), measure(destroyed, wrecked)
    both = {q.claim: m for m in (of_seized, of_destroyed) for q in m.claims}
    assert errors.order_reason(displayed, destroyed, both, {}) == "their measures refuse each other: action"
    one = {q.claim: of_seized for q in of_seized.claims}
    assert errors.order_reason(displayed, destroyed, one, {}) == \
        "one in no measure, the other's measure refuses it: action"
    assert errors.order_reason(displayed, destroyed, {}, {}) == "both in no measure"


def test_a_pair_is_told_apart_with_the_collection_s_names_alike_as_grouping_reads_them() -> None:
    """ "the Marlow Rovers offered $40m", "the Rovers offered $44m": one party once the names alike
    are read (``kg.measures.grouping.name_aliases``), so the pair is not "apart by parties"; read
    without them, it is."""
    errors = load_benchmark("measures_errors")
    org = "https://example.org/id/organization/"

    def offer(claim: str, article: str, value: float, club: str) -> QuantityRecord:
        return QuantityRecord(claim, article, value=value, unit="USD", counts="offer", action="make",
                              organizations=frozenset({org + club}), reported="2031-03-04", places=PLACES)

    marlow, rovers = offer("q/marlow", A, 40e6, "marlow-rovers-1"), offer("q/rovers", B, 44e6, "rovers-2")
    from kg.measures.grouping import name_aliases

    names = name_aliases([marlow, rovers])
    assert names == {org + "marlow-rovers-1": org + "rovers-2"}
    assert errors.apart_reason(marlow, rovers, {}, {}) == "holder (parties)"
    assert errors.apart_reason(marlow, rovers, {}, {}, names) == errors.ORDER


def test_a_pair_apart_by_the_value_kind_is_told_by_the_key_that_keeps_it_apart_even_so() -> None:
    """Two chases of 30 and 40 miles say nothing of what they measure beyond their unit (a verb the
    class table does not know): apart by the value kind, they would fit if both said it; a chase
    about a place the other's article does not name is kept apart even so, by the place."""
    errors = load_benchmark("measures_errors")

    def chase(claim: str, article: str, miles: float, about: str | None = None) -> QuantityRecord:
        return QuantityRecord(claim, article, value=miles, unit="mi", action="chase", reported="2008-11-20",
                              places=PLACES, about=about)

    short, long = chase("q/short", A, 30), chase("q/long", B, 40)
    elsewhere = chase("q/elsewhere", B, 40, about="https://example.org/id/place/dovermouth")
    kind = "value kind (a unit only)"
    assert errors.apart_reason(short, long, {}, {}) == kind
    assert errors.apart_even_so(short, long, kind, {}) == "would fit"
    assert errors.apart_reason(short, elsewhere, {}, {}) == kind
    assert errors.apart_even_so(short, elsewhere, kind, {}) == "place"


def test_the_words_behind_a_pair_are_each_sides_counted_word_and_verbs_but_light_ones() -> None:
    errors = load_benchmark("measures_errors")
    surrounded = QuantityRecord("q/a", A, value=2, counts="boat", action="surround", governing="surround")
    recovered = QuantityRecord("q/b", B, value=3, counts="speedboat", action="recover", governing="have")
    bare = QuantityRecord("q/c", B, value=3, action="have")  # no counted word, a light verb only
    # in a fixed order whichever comes first; "have" says nothing of what happened: left out
    assert errors.lemma_pair(recovered, surrounded) == errors.lemma_pair(surrounded, recovered) \
        == "boat/surround,surround ~ speedboat/recover"
    assert errors.lemma_pair(bare, surrounded) == "-/- ~ boat/surround,surround"
