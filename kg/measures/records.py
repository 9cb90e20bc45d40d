"""What comparison needs of a quantity claim, and what it finds: plain records, no graphs."""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Link", "Measure", "QuantityRecord", "ValueCluster"]


@dataclass(frozen=True, slots=True)
class QuantityRecord:
    """What comparison needs of a quantity claim."""

    claim: str
    article: str
    value: float | None = None
    min_value: float | None = None
    max_value: float | None = None
    approximate: bool = False
    vague: bool = False
    unit: str | None = None
    counts: str | None = None
    action: str | None = None
    about: str | None = None  # the place or organisation's IRI
    when: str | None = None
    when_start: str | None = None  # ISO dates
    when_end: str | None = None
    source: str | None = None  # IRI of whom the article attributes it to
    places: frozenset[str] = frozenset()  # IRIs of the places and organisations its article names
    published: str | None = None  # the article's publication date (ISO), when known
    reported: str | None = None  # the day the number is reported as of: publication date, else dateline
    governing: str | None = None  # the verb the counted phrase is an argument of, when ``action`` defines it
    qualifier: str | None = None  # labels in the clause that tell the measure apart: "category 2"
    restates: str | None = None  # IRI of the claim this one converts ("€2m ($2.6m)")
    bearer: str | None = None  # IRI of the person whose quantity it is (an age)
    people: frozenset[str] = frozenset()  # IRIs of the people the clause names as its parties
    organizations: frozenset[str] = frozenset()  # IRIs of the organisations it names as its parties
    story: tuple[str, ...] = ()  # its article's story terms (kg.extract.story), sorted
    last_digit: float | None = None  # what its last digit after a decimal point is worth: "7.0" 0.1
    role: str | None = None  # "agent" ("three men robbed") or "patient" ("killed 24 people", "three arrested")


@dataclass(frozen=True, slots=True, order=True)
class Link:
    """Two claims and why they are linked ("quote", "content", "value", "update")."""

    a: str
    b: str
    reason: str


@dataclass(frozen=True, slots=True)
class ValueCluster:
    """Claims of one measure, one moment and one unit whose values can all hold at once."""

    key: str  # stable: the measure's key, the moment, the unit, the cluster's place in value order
    measure: str  # the measure's key
    claims: tuple[str, ...]  # claim IRIs, sorted
    low: float | None  # the range every claim of the cluster allows (None: unbounded)
    high: float | None
    unit: str | None
    moment: str | None  # ISO date of the reports (running measures), else None


@dataclass(frozen=True, slots=True)
class Measure:
    """Quantity claims that measure the same thing, and the keys they were grouped on."""

    key: str  # stable: counted kind, action, place, holder, time
    label: str  # "people killed in Qeshm"
    claims: tuple[str, ...]  # claim IRIs, sorted
    keys: tuple[tuple[str, str], ...] = field(default=())  # (key name, its value as text), for explanations
    kind: str = ""  # what is counted or measured, by class: "person", "magnitude", "age", "money"
    action: str | None = None  # the action class: "kill"
    place: str | None = None  # IRI of the place
    bearer: str | None = None  # IRI of the person whose quantity it is
    time: str = ""  # "2005-11-27", "2021-05-01/2021-05-31", "undated", or a period as written
    running: bool = False  # a count that changes as reports come in: differing days are updates
