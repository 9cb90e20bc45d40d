"""rdflib Literals for values that recur across claims and articles, made once each.

Making a Literal costs about 3 µs for a string and 10 µs for a decimal (rdflib works out
its lexical form and value each time); a build of 295 Wikinews articles makes about 100,000,
most of them the same few rule names, confidences and names again. Literals are immutable,
so one object can stand in every triple that has its value. Each cache is keyed by a string
that fixes the Literal exactly: two decimals that are equal but written differently
(0.85, 0.850) are two keys, as they are two lexical forms.
"""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache

from rdflib import Literal, URIRef
from rdflib.namespace import XSD

_SIZE = 1 << 16  # bounded: a long build meets many texts once


@lru_cache(maxsize=_SIZE)
def plain(text: str) -> Literal:
    """``Literal(text)``: a string with no datatype nor language."""
    return Literal(text)


@lru_cache(maxsize=_SIZE)
def typed(text: str, datatype: URIRef) -> Literal:
    """``Literal(text, datatype=datatype)`` for a lexical form (an ISO date, a point's WKT):
    rdflib parses it into a value each time it is made."""
    return Literal(text, datatype=datatype)


BOOLEAN = {True: Literal(True), False: Literal(False)}  # ``Literal(bool(x))`` as BOOLEAN[bool(x)]


def exact_decimal(value: Decimal) -> Literal:
    """``Literal(value, datatype=XSD.decimal)``; ``str`` keeps the digits and the exponent."""
    return _decimal(str(value))


@lru_cache(maxsize=_SIZE)
def _decimal(text: str) -> Literal:
    return Literal(Decimal(text), datatype=XSD.decimal)
