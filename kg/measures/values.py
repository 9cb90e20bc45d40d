"""The values of one measure: clusters of compatible values, disputes, updates, agreement.

A claim allows an interval of values:

- a point value its own ("10 killed"); an approximate one ("around", "some", "an
  estimated") ±``APPROXIMATE_TOLERANCE`` of itself; a bound ("more than 1,500") everything
  beyond it; a range its span; a vague amount ("thousands of") anything (it never disputes);
- a number with a unit, or of a million or more, is read to its last written digit: "6.1"
  on a magnitude scale is 6.05-6.15, "7.0" 6.95-7.05 (a zero written is a digit), "22 billion
  euros" 21.5-22.5 billion, "35 miles" 34.5-35.5 (ages and plain counts are exact: "38" and "39" years, "600" and "612" dead differ);
  the top of that span is open, as a half rounds up: "$2.5 million" is 2.45 up to 2.55 million, which "$2.6
  million" (2.55-2.65) does not meet, while "$2.55 million" would be written so or as "$2.6 million";
- a conversion in brackets after the number it converts ("€2m ($2.6m)", "75 miles (120 km)") is
  approximate as "around" is: the rate or factor and its rounding are the outlet's own.

Values are compared only within one unit. A measure's claims are split by **moment**: a
running measure (see ``kg.measures.facets``) by the day of each report, any other measure
not at all; within a moment, the claims are swept in value order into **clusters**: runs
whose intervals share a common range, so every claim of a cluster can hold with every other.

- **dispute** (``nkg:conflictsWith``): two claims of one moment whose intervals do not meet,
  from two articles or two named sources of one article (of a property, such as a magnitude
  or an age, also the article's own word and a source it names), that are tied (``tied``: say the
  same thing happened to what they count, see ``kg.measures.tied``, directly or through another
  article's telling of one of the two counts, see ``kg.measures._Ties``);
- **update** (``nkg:updates``, later -> earlier): two claims of a running measure reported on
  different days whose intervals do not meet ("1 dead" on Monday, "24 dead" on Tuesday; of a
  toll that only adds up, only a later count above the earlier; an age
  only where it grew by the whole years between the reports, and never after an age at death
  ("died at 91"), else the two dispute; an age in a report with no date and another age of
  that person in a dated one dispute: no reader can order them); or,
  where the days cannot tell them apart (one day, or no date), two tied claims whose larger
  value's own text says the count changed to it ("the death toll rose to 24", "climbed to"):
  the text orders them;
- **agreement** (``nkg:corroborates``): two claims of one cluster from two articles whose
  central values are within the tolerance ("around 1,500" and "more than 1,500").

The graph grows linearly with the claims: each claim is linked to at most ``LINKS_PER_CLUSTER``
claims of each of the ``NEAREST_CLUSTERS`` nearest clusters that dispute it on either side,
to as many of each of the ``NEAREST_MOMENTS`` earlier moments it updates, and to
``LINKS_PER_CLUSTER`` claims of its own cluster it agrees with. In news, where a measure has
a handful of values, that is every pair; for thousands of reports of one measure the
clusters (``nkg:ValueCluster``, their ranges and claims) say who disagrees with whom.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date

from kg.measures.records import Link, QuantityRecord
from kg.records import AT_DEATH

__all__ = ["APPROXIMATE_TOLERANCE", "LINKS_PER_CLUSTER", "NEAREST_CLUSTERS", "NEAREST_MOMENTS",
           "Values", "at_death", "central", "interval", "value_links", "years_grown"]

APPROXIMATE_TOLERANCE = 0.10
LINKS_PER_CLUSTER = 16
NEAREST_CLUSTERS = 4
NEAREST_MOMENTS = 7


def _precision(value: float, unit: str | None, last_digit: float | None = None) -> float:
    """Half a unit of the number's last written digit, for measures with units and large amounts.

    ``last_digit`` is what a digit written after a decimal point is worth, when one was: the
    value alone cannot tell "7.0" (6.95-7.05) from "7" (6.5-7.5).
    """
    if value == 0 or (unit in (None, "year") and abs(value) < 1e6):
        return 0.0
    scale = 1e9 if abs(value) >= 1e9 else 1e6 if abs(value) >= 1e6 else 1.0
    mantissa = repr(round(abs(value) / scale, 6))
    decimals = len(mantissa.split(".")[1].rstrip("0")) if "." in mantissa else 0
    half = 0.5 * 10 ** -decimals * scale
    return min(half, 0.5 * last_digit) if last_digit else half


def interval(q: QuantityRecord, tolerance: float = APPROXIMATE_TOLERANCE) -> tuple[float, float] | None:
    """The values a claim allows; None if it states none."""
    slack = tolerance if q.approximate or q.restates is not None else 0.0
    if q.value is not None:
        half = _precision(q.value, q.unit, q.last_digit)
        return q.value * (1 - slack) - half, q.value * (1 + slack) + half
    if q.min_value is None and q.max_value is None:
        return None
    low = (q.min_value * (1 - slack) - _precision(q.min_value, q.unit, q.last_digit)) if q.min_value is not None else -math.inf
    high = (q.max_value * (1 + slack) + _precision(q.max_value, q.unit, q.last_digit)) if q.max_value is not None else math.inf
    return low, high


def central(q: QuantityRecord) -> float | None:
    if q.value is not None:
        return q.value
    if q.min_value is not None and q.max_value is not None:
        return (q.min_value + q.max_value) / 2
    return q.min_value if q.min_value is not None else q.max_value


def rounded_top(q: QuantityRecord) -> bool:
    """Whether the top of a claim's interval is an edge of rounding to its last written digit
    (``_precision``), which a half rounds up past: the edge itself is not among its values."""
    top = q.value if q.value is not None else q.max_value
    return top is not None and _precision(top, q.unit, q.last_digit) > 0


def _at(x: float, y: float) -> bool:
    return math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9)


def _below(a: tuple[float, float], b: tuple[float, float], a_open: bool) -> bool:
    """Whether ``a`` lies wholly below ``b``: its top under b's bottom, or at it where a's top is open."""
    return a[1] < b[0] or (a_open and _at(a[1], b[0]))


def _disjoint(a: tuple[float, float], b: tuple[float, float], a_open: bool = False, b_open: bool = False) -> bool:
    return _below(a, b, a_open) or _below(b, a, b_open)


@dataclass
class _Cluster:
    claims: list[QuantityRecord]
    low: float
    high: float
    unit: str | None
    moment: date | None
    open_top: bool = False  # its top is a rounding edge of a member (``rounded_top``), not among its values


@dataclass
class Values:
    """The value structure of one measure."""

    clusters: list[_Cluster]
    disputes: list[Link]
    updates: list[Link]
    agreements: list[Link]


def years_grown(days: int) -> set[int]:
    """The whole years an age may have grown by between two reports ``days`` apart."""
    years = days / 365.25
    return {math.floor(years), math.ceil(years)}


def _grown(later: QuantityRecord, earlier: QuantityRecord, days: int) -> bool:
    """Whether a later age is the earlier one grown by the whole years between the reports
    ("38" one April, "39" the next); 16 two days after 26, or 26 two days after 16, is not."""
    if later.value is None or earlier.value is None:
        return True  # a bound or a range: no two exact ages to tell apart
    if at_death(earlier):
        return False  # "died at 91", then "92" a year on: an age at death grows no more
    return later.value - earlier.value in years_grown(days)


def at_death(q: QuantityRecord) -> bool:
    """Whether a claim is an age at death ("died at 91"), which no later report grows."""
    return AT_DEATH in (q.qualifier or "").split("; ")


def _undated_age_disputes(by_key: dict, clusters: list[_Cluster], intervals: dict, disputes: set[tuple[str, str]],
                          tied: Callable[[QuantityRecord, QuantityRecord], bool] | None, own_voice: bool) -> None:
    """One person's age in a report with no date against another age of theirs in a dated
    one: no reader can order the two, so neither grows into the other and they dispute ("38"
    in an undated report, "39" in one of 30 April). Bounded like the other links: each undated
    claim meets ``LINKS_PER_CLUSTER`` claims of each cluster of the ``NEAREST_MOMENTS`` first
    report days."""
    dated = sorted((k for k in by_key if k[1] is not None), key=lambda k: (k[0], k[1]))
    for key in (k for k in by_key if k[1] is None):
        days = [k for k in dated if k[0] == key[0]][:NEAREST_MOMENTS]
        for q in (q for number in by_key[key] for q in clusters[number].claims):
            for other in (number for day in days for number in by_key[day]):
                for r in _differing(q, clusters[other].claims, intervals, own_voice):
                    if tied is None or tied(q, r):
                        disputes.add((min(q.claim, r.claim), max(q.claim, r.claim)))


def _differing(q: QuantityRecord, claims: Iterable[QuantityRecord], intervals: dict,
               own_voice: bool, open_tops: frozenset[str] = frozenset()) -> Iterator[QuantityRecord]:
    """The claims of one cluster that differ from ``q`` in voice and value, in IRI order, at most
    ``LINKS_PER_CLUSTER`` of them: tied or not, they bound the work a claim does per cluster."""
    found = 0
    for r in sorted(claims, key=lambda r: r.claim):
        if found >= LINKS_PER_CLUSTER:
            return
        if _voices_differ(q, r, own_voice) and _disjoint(intervals[q.claim], intervals[r.claim],
                                                         q.claim in open_tops, r.claim in open_tops):
            found += 1
            yield r


def _voices_differ(a: QuantityRecord, b: QuantityRecord, own_voice: bool = False) -> bool:
    """Two articles, or two named sources of one article; with ``own_voice``, also one
    article's own unattributed word and a source it names."""
    if a.article != b.article:
        return True
    if own_voice:
        return a.source != b.source
    return bool(a.source and b.source and a.source != b.source)


def value_links(
    group: Sequence[QuantityRecord],
    moments: dict[str, date | None],
    running: bool,
    tolerance: float = APPROXIMATE_TOLERANCE,
    tied: Callable[[QuantityRecord, QuantityRecord], bool] | None = None,
    rising: Callable[[QuantityRecord], bool] | None = None,
    ages: bool = False,
    own_voice: bool = False,
    only_grows: bool = False,
) -> Values:
    """Clusters, disputes, updates and agreements among the claims of one measure.

    ``tied``, when given, says whether two claims are tied closely enough for their
    different values to be a dispute (see ``kg.measures.compare_quantities``); ``rising``,
    whether a claim's own text says its count has changed to it ("the toll rose to 24"): the
    larger of two such values of one moment updates the smaller instead of disputing it.
    ``ages``: the measure is one person's age, which a later report updates only by the
    whole years between the two reports; any other later age disputes the earlier one.
    ``own_voice``: the measure is a property one value describes (a magnitude, an age), so an
    article that gives one value itself and a named source's other value reports two voices
    ("the tremor measured 4.8; the agency put it at 5.3"); of a count, the two values of one
    article are usually a part and its whole ("four pistols" of "nine weapons" taken).
    ``only_grows``: the measure is a toll that only adds up ("killed", "injured"), so a later
    report's lower count is not an update of the earlier one ("at least 1,400 hurt" on Monday
    and "80 hurt" on Tuesday are two counts, most likely of two events); the two are left unlinked."""
    intervals = {q.claim: interval(q, tolerance) for q in group}
    open_tops = frozenset(q.claim for q in group if rounded_top(q))
    firm = sorted((q for q in group if not q.vague and intervals[q.claim] is not None),
                  key=lambda q: (q.unit or "", intervals[q.claim], q.claim))
    by_moment: dict[tuple[str, date | None], list[QuantityRecord]] = defaultdict(list)
    for q in firm:
        by_moment[(q.unit or "", moments.get(q.claim) if running else None)].append(q)
    clusters: list[_Cluster] = []
    cluster_of: dict[str, int] = {}
    by_key: dict[tuple[str, date | None], list[int]] = {}
    for key in sorted(by_moment, key=lambda k: (k[0], k[1] or date.min)):
        numbers: list[int] = []
        for q in by_moment[key]:  # sorted by interval: a sweep
            low, high = intervals[q.claim]  # type: ignore[misc]
            opened = q.claim in open_tops
            if numbers and not _below((clusters[numbers[-1]].low, clusters[numbers[-1]].high), (low, high),
                                      clusters[numbers[-1]].open_top):
                c = clusters[numbers[-1]]
                c.claims.append(q)
                if _at(high, c.high):
                    c.open_top = c.open_top or opened
                elif high < c.high:
                    c.open_top = opened
                c.low, c.high = max(c.low, low), min(c.high, high)
            else:
                clusters.append(_Cluster([q], low, high, q.unit, key[1], opened))
                numbers.append(len(clusters) - 1)
            cluster_of[q.claim] = numbers[-1]
        by_key[key] = numbers
    disputes: set[tuple[str, str]] = set()
    agreements: set[tuple[str, str]] = set()
    updates: set[tuple[str, str]] = set()
    for numbers in by_key.values():
        for position, number in enumerate(numbers):
            cluster = clusters[number]
            members = sorted(cluster.claims, key=lambda q: q.claim)
            for i, a in enumerate(members):  # agreement inside the cluster, bounded
                for b in members[i + 1:i + 1 + LINKS_PER_CLUSTER]:
                    ca, cb = central(a), central(b)
                    if a.article != b.article and ca is not None and cb is not None \
                            and abs(ca - cb) <= tolerance * max(abs(ca), abs(cb)):
                        agreements.add((a.claim, b.claim))
            for q in members:  # disputes with the nearest clusters on either side
                # ranges, not slices: a slice of every cluster for every claim is quadratic
                for side in (range(position + 1, len(numbers)), range(position - 1, -1, -1)):
                    linked_clusters = 0
                    for other in (numbers[j] for j in side):
                        if linked_clusters >= NEAREST_CLUSTERS:
                            break
                        candidates = 0  # claims that differ in voice and value: tied or not, they bound the work
                        for r in _differing(q, clusters[other].claims, intervals, own_voice, open_tops):
                            candidates += 1
                            if tied is None or tied(q, r):
                                high, low = (r, q) if _below(intervals[q.claim], intervals[r.claim], q.claim in open_tops) else (q, r)  # type: ignore[arg-type]
                                if rising is not None and rising(high):
                                    updates.add((high.claim, low.claim))  # "rose to 24" after "1 dead"
                                else:
                                    disputes.add((min(q.claim, r.claim), max(q.claim, r.claim)))
                        linked_clusters += candidates > 0
    if running:
        by_unit: dict[str, list[date]] = defaultdict(list)
        for unit, moment in by_key:
            if moment is not None:
                by_unit[unit].append(moment)
        for unit, days in by_unit.items():
            days.sort()
            for i, day in enumerate(days):
                for earlier in days[max(0, i - NEAREST_MOMENTS):i][::-1]:
                    for number in by_key[(unit, day)]:
                        for q in clusters[number].claims:
                            for other in by_key[(unit, earlier)]:
                                linked = 0
                                for r in sorted(clusters[other].claims, key=lambda r: r.claim):
                                    if linked >= LINKS_PER_CLUSTER:
                                        break
                                    if not _disjoint(intervals[q.claim], intervals[r.claim],  # type: ignore[arg-type]
                                                     q.claim in open_tops, r.claim in open_tops):
                                        continue
                                    if only_grows and _below(intervals[q.claim], intervals[r.claim],  # type: ignore[arg-type]
                                                             q.claim in open_tops):
                                        continue  # a toll a later report puts lower: not its update
                                    linked += 1
                                    if not ages or _grown(q, r, (day - earlier).days):
                                        updates.add((q.claim, r.claim))
                                    elif _voices_differ(q, r, own_voice) and (tied is None or tied(q, r)):
                                        disputes.add((min(q.claim, r.claim), max(q.claim, r.claim)))
    if running and ages:
        _undated_age_disputes(by_key, clusters, intervals, disputes, tied, own_voice)
    return Values(
        clusters=clusters,
        disputes=sorted(Link(a, b, "value") for a, b in disputes),
        updates=sorted(Link(a, b, "update") for a, b in updates),
        agreements=sorted(Link(a, b, "value") for a, b in agreements),
    )
