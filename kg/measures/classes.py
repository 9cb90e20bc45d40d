"""Which words and units mean the same when two articles report one number.

- ``noun_class``, ``action_class``: the lemma classes of ``kg/data/measure_classes.tsv``
  ("dead", "killed", "death toll" -> people, kill; "takeover", "acquisition" -> acquisition),
  then of ``kg/data/measure_classes_wordnet.tsv``, generated from WordNet by
  ``benchmarks/wordnet_classes.py`` ("nab", "collar" -> seize: their first sense is
  "arrest"'s); a word outside both is its own class;
- ``happening_verb``: the verb a noun of a happening is derived from ("destruction" -> destroy,
  "killing" -> kill), from the "happening" rows WordNet gives (``benchmarks/wordnet_classes.py``):
  read where a light verb takes it as its object ("caused heavy destruction"), never as a counted noun;
- ``dimension``: what a unit measures (km, mi, ft -> length; mph, km/h -> speed) and its
  factor to one base unit, so that "58km" and "36 miles" are one measure and compare.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

__all__ = ["DIMENSIONS", "PEOPLE_PARTS", "PRICED_CLASSES", "action_class", "dimension", "happening_verb", "in_base_unit",
           "known_action_classes", "noun_action", "noun_class", "noun_classes", "part_of_people"]

# unit -> (dimension, factor to the dimension's base unit); currencies are their own dimension
# "money" but never converted (rates change); "year" and "magnitude" are handled as kinds.
DIMENSIONS: dict[str, tuple[str, float]] = {
    "km": ("length", 1000.0), "m": ("length", 1.0), "mi": ("length", 1609.344), "ft": ("length", 0.3048),
    "in": ("length", 0.0254), "cm": ("length", 0.01), "mm": ("length", 0.001), "nmi": ("length", 1852.0),
    "mph": ("speed", 0.44704), "km/h": ("speed", 1 / 3.6), "kn": ("speed", 0.514444),
    "km2": ("area", 1e6), "mi2": ("area", 2589988.11), "m2": ("area", 1.0), "ha": ("area", 1e4), "acre": ("area", 4046.86),
    "ft2": ("area", 0.09290304),
    "kg": ("mass", 1.0), "g": ("mass", 0.001), "t": ("mass", 1000.0), "lb": ("mass", 0.453592),
    "L": ("volume", 1.0), "gal": ("volume", 3.78541), "gal_imp": ("volume", 4.54609), "bbl": ("volume", 158.987),
    "second": ("duration", 1.0), "minute": ("duration", 60.0), "hour": ("duration", 3600.0),
    "day": ("duration", 86400.0), "week": ("duration", 604800.0), "month": ("duration", 2629800.0),
    "year": ("duration", 31557600.0), "decade": ("duration", 315576000.0), "century": ("duration", 3155760000.0),
    "Cel": ("temperature", 1.0), "degF": ("temperature", 1.0),  # compared only within one unit
    "percent": ("percent", 1.0), "percentage point": ("percentage point", 1.0), "fraction": ("percent", 100.0),
    "magnitude": ("magnitude", 1.0),
}
CONVERTIBLE = frozenset({"length", "speed", "area", "mass", "volume", "duration", "percent"})


TABLES = ("data/measure_classes.tsv", "data/measure_classes_wordnet.tsv")  # the hand table first: it wins


@lru_cache(maxsize=1)
def _table_cached() -> tuple[dict[str, str], dict[str, str], dict[str, str], dict[str, str]]:
    nouns: dict[str, str] = {}
    noun_actions: dict[str, str] = {}
    verbs: dict[str, str] = {}
    happenings: dict[str, str] = {}  # a noun of a happening -> the verb it is derived from
    for name in TABLES:
        source = resources.files("kg").joinpath(name)
        if not source.is_file():
            continue
        for line in source.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            cells = line.split("\t")
            lemma, part, cls = cells[0], cells[1], cells[2]
            if part == "noun":
                if lemma not in nouns:
                    nouns[lemma] = cls
                    if len(cells) > 3 and cells[3]:
                        noun_actions[lemma] = cells[3]
            elif part == "happening":
                happenings.setdefault(lemma, cells[4])
            else:
                verbs.setdefault(lemma, cls)
    return nouns, noun_actions, verbs, happenings


def _table() -> tuple[dict[str, str], dict[str, str], dict[str, str], dict[str, str]]:
    return _table_cached()


def noun_class(lemma: str | None) -> str | None:
    """The class of a counted noun: "migrant" -> person, "house" -> home; else the lemma."""
    if not lemma:
        return None
    lemma = lemma.lower()
    return _table()[0].get(lemma, lemma)


def noun_action(lemma: str | None) -> str | None:
    """The action a counted noun carries: "death" -> kill, "injury" -> injure; else None."""
    return _table()[1].get(lemma.lower()) if lemma else None


def action_class(lemma: str | None) -> str | None:
    """The class of a verb: "die", "dead" -> kill; "nab", "capture" -> seize; else the lemma."""
    if not lemma:
        return None
    lemma = lemma.lower()
    return _table()[2].get(lemma, lemma)


def happening_verb(lemma: str | None) -> str | None:
    """The verb a noun of a happening is derived from: "destruction" -> "destroy", "death" -> "die"
    (WordNet's derivationally related forms, to a verb the tables class); else None."""
    return _table()[3].get(lemma.lower()) if lemma else None


def known_verb(lemma: str) -> bool:
    """Whether the lemma table classes ``lemma`` as a verb ("kill", "injure", "nab")."""
    return lemma.lower() in _table()[2]


# what one side of a deal asks for, where the other side offers ("asked for a $200m contract"); no
# noun has this class: a verb gives it (``kg.measures.facets.asked_for``)
ASK = "ask"
# the noun classes a sum of money is the value or price of (offers, takeovers, loans, loot): where a
# verb takes a noun of one as its object, an amount in its phrase is that noun's value ("made an
# offer ... in excess of $N"), and two sums of two of them (an ask, too) are two measures even where
# a value agrees
PRICED_CLASSES = frozenset({"offer", "acquisition", "loan", "valuables", ASK})


# subgroups of people counted apart from people in general (their counts are parts of a
# whole: "12 Somalis and 11 Yemenis" of "23 pirates"), besides a country's people
PEOPLE_PARTS = frozenset({"woman", "child", "girl", "boy", "teenager", "minor", "adult"})


def part_of_people(kind: str | None) -> bool:
    """Whether a counted kind is a subgroup of people: women, children, a nationality."""
    from kg.gazetteer import demonyms

    return bool(kind) and (kind in PEOPLE_PARTS or kind.capitalize() in demonyms())  # type: ignore[union-attr]


def noun_classes() -> frozenset[str]:
    """Every class the tables give a counted noun ("person", "sentence", "offer"): a noun outside
    them ("stay", "stint") is its own class, which says less of what it is."""
    return frozenset(_table()[0].values())


def known_action_classes() -> frozenset[str]:
    """Every action class of the table."""
    return frozenset(_table()[2].values()) | frozenset(_table()[1].values())


def dimension(unit: str | None) -> str | None:
    """What a unit measures ("length" for km), the currency itself for money, None for a count."""
    if unit is None:
        return None
    if unit in DIMENSIONS:
        return DIMENSIONS[unit][0]
    return "money" if unit.isupper() and len(unit) == 3 else unit


def in_base_unit(value: float, unit: str | None) -> float:
    """A value converted to its dimension's base unit, when the dimension converts."""
    if unit in DIMENSIONS and DIMENSIONS[unit][0] in CONVERTIBLE:
        return value * DIMENSIONS[unit][1]
    return value
