"""Literals made once per value (kg.literals, kg.rdf.decimal) are the Literals made each time."""

from __future__ import annotations

from decimal import Decimal

from rdflib import Literal
from rdflib import namespace

from kg.literals import BOOLEAN, exact_decimal, plain
from kg.rdf import decimal


def test_plain_is_the_literal_of_the_text_made_once() -> None:
    made = plain("the harbour master")
    assert made == Literal("the harbour master")
    assert made.datatype is None and made.language is None
    assert plain("the harbour master") is made
    assert plain("1") == Literal("1") and plain("1") != Literal(1)


def test_exact_decimal_keeps_how_the_decimal_is_written() -> None:
    for text in ("0.85", "0.850", "1E+1", "-0", "0", "12.5"):
        value = Decimal(text)
        assert exact_decimal(value) == Literal(value, datatype=namespace.XSD.decimal)
        assert str(exact_decimal(value)) == str(Literal(value, datatype=namespace.XSD.decimal))
    assert str(exact_decimal(Decimal("0.850"))) != str(exact_decimal(Decimal("0.85")))


def test_boolean_literals() -> None:
    assert BOOLEAN[True] == Literal(True) and BOOLEAN[False] == Literal(False)
    assert str(BOOLEAN[False]) == "false" and BOOLEAN[True].datatype == namespace.XSD.boolean


def test_decimal_of_equal_floats_written_apart_stays_apart() -> None:
    assert str(decimal(1500.0)) == "1500"
    assert str(decimal(0.25)) == "0.25"
    assert str(decimal(-0.0)) == str(Literal(Decimal("-0"), datatype=namespace.XSD.decimal))
    assert str(decimal(0.0)) == "0"
    assert decimal(2.5) is decimal(2.5)


def test_a_quantitys_repeated_words_and_dates_are_one_literal_each() -> None:
    """Claims repeat their unit, counted noun, action and dates (and measures their kind and
    keys): each is made once, the same Literal as before, not parsed again per claim."""
    from rdflib import URIRef

    from kg.literals import typed
    from kg.rdf import add_quantity
    from kg.records import QuantityClaim, Span
    from kg.vocab import NKG

    def written(number: int) -> dict:
        quantity = QuantityClaim((Span(0, 9),), "quantity.test", value=40.0, unit="tonne", counts="containers",
                                 action="unload", when="on Monday", when_start="2026-03-02", reported="2026-03-04",
                                 vague=True)
        triples: list = []
        add_quantity(triples, lambda *fields: URIRef(f"https://example.org/claim/{number}"), quantity, {},
                     lambda span: URIRef("https://example.org/mention/1"))
        return {p: o for _, p, o in triples}

    first, second = written(1), written(2)
    assert first[NKG.unit] == Literal("tonne") and first[NKG.counts] == Literal("containers")
    assert first[NKG.whenStart] == Literal("2026-03-02", datatype=namespace.XSD.date)
    assert first[NKG.reportedOn] == typed("2026-03-04", namespace.XSD.date) == Literal("2026-03-04", datatype=namespace.XSD.date)
    assert first[NKG.vague] == Literal(True)
    for p in (NKG.unit, NKG.counts, NKG.action, NKG.when, NKG.whenStart, NKG.reportedOn, NKG.vague):
        assert second[p] is first[p]  # main: a new Literal per claim
