"""Values written in two units of one dimension that are one value: "48 km" and "30 miles",
"1,500 kilometres" and "930 miles".

A writer converting a value between metric and imperial units rounds it ("58km (36 miles)"), so
two reports of one distance in two units rarely give the same number once converted; within
``CONVERSION_SPREAD`` of each other they are taken as one value, as the same number in one unit
is. Only dimensions written in both systems convert (``TWO_SYSTEMS``): money is never converted
(exchange rates change), and a value is never compared with one of another dimension."""

from __future__ import annotations

from collections.abc import Iterable

from kg.measures.classes import DIMENSIONS

__all__ = ["CONVERSION_SPREAD", "TWO_SYSTEMS", "converted_values_meet", "converted_units"]

# dimensions written in two systems of units (metric and imperial), between which writers convert
# and round: "58km (36 miles)". A duration or a share has one system: "three months" and "90 days"
# are two ways to say a length of time, not one number converted, and are left to agree exactly
TWO_SYSTEMS = frozenset({"length", "speed", "area", "mass", "volume"})
# how far apart, as a share of the larger, two values in two units may be and still be one
# value rounded in conversion: a two-digit number rounded is off by up to 2.5% ("58km" is 36.04
# miles; "35 miles" is 56.3 km, 3% off)
CONVERSION_SPREAD = 0.05


def _in_base_units(values: Iterable[tuple]) -> list[tuple[str, str, float]]:
    """(dimension, unit, value in the dimension's base unit) of each exact value whose unit
    converts; values are ``(value, low, high, unit, vague)``, as grouping keeps them."""
    converted = []
    for value, _low, _high, unit, vague in values:
        if value is None or vague or unit not in DIMENSIONS or value == 1:
            continue  # one is the commonest number of all: "one hour" and "60 minutes" say little
        dim, factor = DIMENSIONS[unit]
        if dim in TWO_SYSTEMS:
            converted.append((dim, unit, value * factor))
    return converted


def converted_values_meet(ours: Iterable[tuple], theirs: Iterable[tuple]) -> bool:
    """Whether an exact value of one side, in one unit, is an exact value of the other in another
    unit of the same dimension, once converted (within ``CONVERSION_SPREAD``)."""
    a = _in_base_units(ours)
    if not a:
        return False
    b = _in_base_units(theirs)
    return any(da == db and ua != ub and abs(x - y) <= CONVERSION_SPREAD * max(abs(x), abs(y))
               for da, ua, x in a for db, ub, y in b)


def converted_units(units: Iterable[str | None]) -> str | None:
    """How a measure's values in several units of one dimension were compared, for its keys
    (``--explain``), or None where they are in one unit or in no dimension that converts."""
    converting = sorted({u for u in units if u in DIMENSIONS and DIMENSIONS[u][0] in TWO_SYSTEMS})
    if len(converting) < 2:
        return None
    return (f"{', '.join(converting)}: a value agrees with one in another unit within"
            f" {CONVERSION_SPREAD:.0%} once converted; values are disputed only within one unit")
