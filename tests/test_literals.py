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
