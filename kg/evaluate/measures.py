"""Measures, disputes and updates, scored against hand-annotated gold.

The gold (``tests/data/measures/*.jsonl``) and how it was annotated are described in
``tests/data/measures/GUIDELINE.md``: every number that belongs to a measure two articles
report, with its value as written, the measure's kind of moment (``report``: a running
count, dated by its article; ``event``: a fixed quantity) and each article's date. Which
pairs are disputes and which updates follows from those, by the rules of the guideline
(``gold_relation``), so the annotator writes values and dates, not pairs.

A system is scored on what it groups and links, in corpus coordinates: its claims as
``(doc, start, end)`` spans, its measures as groups of claim ids, its disputes and updates as
pairs of claim ids (``SystemOutput``). A claim is the gold number its span overlaps.

- grouping: pairs of numbers from two articles (or two named sources of one article);
  recall over gold pairs, precision over every system pair among annotated articles (a
  claim that matches no gold number is alone by the guideline, so any pair with it is wrong);
- disputes and updates: recall over gold pairs; every system link that is not a gold one is
  false, and is counted under why (not one measure, an update, a dispute, values that agree).
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path

__all__ = [
    "GoldArticle",
    "GoldMeasure",
    "GoldNumber",
    "GoldSet",
    "MeasureScores",
    "SystemOutput",
    "gold_relation",
    "load_gold",
    "parse_value",
    "score_measures",
]

IGNORED = "ignore"  # measures named so hold numbers a reader cannot place ("both 51"): never scored
TOLERANCE = 0.10  # an approximate value stands for ±10% of itself (the guideline's rule)
_VALUE = re.compile(r"^(~)?(>=|<=)?(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?(mn|bn)?([A-Za-z%$][A-Za-z%$/0-9]*)?$")
SCALES = {"mn": 1e6, "bn": 1e9}


@dataclass(frozen=True, slots=True)
class GoldArticle:
    doc: str
    split: str  # "dev" or "aside"
    date: str | None  # ISO date as read from the article, or None


@dataclass(frozen=True, slots=True)
class GoldMeasure:
    measure: str
    moment: str  # "report" (a running count) or "event" (a fixed quantity)
    description: str


@dataclass(frozen=True, slots=True)
class GoldNumber:
    doc: str
    start: int
    end: int
    text: str
    measure: str
    value: str  # "10", ">=10", "<=80", "~50", "40-80", "v", with a unit: "7km", "85y"
    source: str | None = None

    @property
    def key(self) -> tuple[str, int, int]:
        return (self.doc, self.start, self.end)


@dataclass
class GoldSet:
    articles: dict[str, GoldArticle] = field(default_factory=dict)
    measures: dict[str, GoldMeasure] = field(default_factory=dict)
    numbers: list[GoldNumber] = field(default_factory=list)

    def split(self, name: str) -> GoldSet:
        """The articles of one split with their numbers and measures."""
        articles = {d: a for d, a in self.articles.items() if a.split == name}
        numbers = [n for n in self.numbers if n.doc in articles]
        measures = {m: self.measures[m] for m in {n.measure for n in numbers}}
        return GoldSet(articles, measures, numbers)


def load_gold(paths: Iterable[Path]) -> GoldSet:
    """Read gold JSON Lines files (see the guideline); errors name the file and line."""
    gold = GoldSet()
    for path in paths:
        for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
                kind = record.pop("kind")
                if kind == "article":
                    gold.articles[record["doc"]] = GoldArticle(**record)
                elif kind == "measure":
                    gold.measures[record["measure"]] = GoldMeasure(**record)
                elif kind == "number":
                    gold.numbers.append(GoldNumber(**record))
                else:
                    raise ValueError(f"unknown kind {kind!r}")
            except (ValueError, KeyError, TypeError) as exc:
                raise ValueError(f"{path}:{number}: {exc}") from exc
    for n in gold.numbers:
        if n.measure not in gold.measures or n.doc not in gold.articles:
            raise ValueError(f"{n.doc} {n.start}: measure {n.measure!r} or article not declared")
        parse_value(n.value)
    return gold


@dataclass(frozen=True, slots=True)
class Value:
    low: float
    high: float
    unit: str
    vague: bool


def parse_value(code: str) -> Value:
    """A gold value code as an interval: "~50" is 45–55, ">=10" is 10–∞, "v" is vague."""
    if code == "v":
        return Value(-math.inf, math.inf, "", True)
    match = _VALUE.match(code)
    if match is None:
        raise ValueError(f"not a value code: {code!r}")
    approximate, bound, first, second, scale, unit = match.groups()
    low = high = float(first)
    if second is not None:
        high = float(second)
    if scale:
        # "22 billion" is read to its last written digit: 21.5 to 22.5 billion
        last = second or first
        half = 0.5 * 10 ** -(len(last.split(".")[1]) if "." in last else 0)
        low, high = (low - half) * SCALES[scale], (high + half) * SCALES[scale]
    if approximate:
        low, high = low * (1 - TOLERANCE), high * (1 + TOLERANCE)
    if bound == ">=":
        high = math.inf
    elif bound == "<=":
        low = -math.inf
    return Value(low, high, unit or "", False)


def gold_relation(a: GoldNumber, b: GoldNumber, gold: GoldSet) -> str:
    """"agree", "dispute" or "update" for two numbers of one measure (the guideline's rules)."""
    va, vb = parse_value(a.value), parse_value(b.value)
    if va.vague or vb.vague or va.unit != vb.unit or not (va.high < vb.low or vb.high < va.low):
        return "agree"
    if gold.measures[a.measure].moment == "event":
        return "dispute"
    da, db = gold.articles[a.doc].date, gold.articles[b.doc].date
    return "update" if da and db and da != db else "dispute"


def _paired(a: GoldNumber, b: GoldNumber) -> bool:
    """Two numbers are a pair to score when two articles, or two named sources, give them."""
    if a.doc != b.doc:
        return True
    return bool(a.source and b.source and a.source != b.source)


@dataclass
class SystemOutput:
    """What a system says, in corpus coordinates."""

    claims: dict[str, tuple[str, int, int]] = field(default_factory=dict)  # claim id -> (doc, start, end)
    measures: list[list[str]] = field(default_factory=list)  # claim ids per measure
    disputes: list[tuple[str, str]] = field(default_factory=list)
    updates: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class MeasureScores:
    gold_pairs: int = 0
    found_pairs: int = 0
    system_pairs: int = 0
    right_pairs: int = 0
    gold_disputes: int = 0
    found_disputes: int = 0
    system_disputes: int = 0
    false_disputes: Counter = field(default_factory=Counter)  # why -> count
    gold_updates: int = 0
    found_updates: int = 0
    system_updates: int = 0
    false_updates: Counter = field(default_factory=Counter)
    numbers: int = 0
    numbers_found: int = 0  # gold numbers some claim overlaps
    missed: list[tuple[GoldNumber, GoldNumber, str]] = field(default_factory=list)  # gold pairs not grouped
    wrong: list[tuple[str, str, str]] = field(default_factory=list)  # system pairs that are not gold pairs
    missed_disputes: list[tuple[GoldNumber, GoldNumber]] = field(default_factory=list)
    wrong_disputes: list[tuple[str, str, str]] = field(default_factory=list)

    @staticmethod
    def _share(part: int, whole: int) -> float | None:
        return part / whole if whole else None

    @property
    def recall(self) -> float | None:
        return self._share(self.found_pairs, self.gold_pairs)

    @property
    def precision(self) -> float | None:
        return self._share(self.right_pairs, self.system_pairs)

    @property
    def dispute_recall(self) -> float | None:
        return self._share(self.found_disputes, self.gold_disputes)

    @property
    def update_recall(self) -> float | None:
        return self._share(self.found_updates, self.gold_updates)

    def as_dict(self) -> dict:
        return {
            "numbers": self.numbers, "numbers_found": self.numbers_found,
            "gold_pairs": self.gold_pairs, "found_pairs": self.found_pairs, "recall": self.recall,
            "system_pairs": self.system_pairs, "right_pairs": self.right_pairs, "precision": self.precision,
            "gold_disputes": self.gold_disputes, "found_disputes": self.found_disputes,
            "dispute_recall": self.dispute_recall, "system_disputes": self.system_disputes,
            "false_disputes": sum(self.false_disputes.values()), "false_dispute_reasons": dict(self.false_disputes),
            "gold_updates": self.gold_updates, "found_updates": self.found_updates,
            "update_recall": self.update_recall, "system_updates": self.system_updates,
            "false_updates": sum(self.false_updates.values()), "false_update_reasons": dict(self.false_updates),
        }


def _overlaps(span: tuple[str, int, int], number: GoldNumber) -> bool:
    return span[0] == number.doc and span[1] < number.end and number.start < span[2]


def score_measures(gold: GoldSet, system: SystemOutput) -> MeasureScores:
    """Score a system's measures, disputes and updates on the gold's articles."""
    ignored = {n.key for n in gold.numbers if n.measure.startswith(IGNORED)}
    scores = MeasureScores(numbers=len(gold.numbers) - len(ignored))
    by_doc: dict[str, list[GoldNumber]] = defaultdict(list)
    for n in gold.numbers:
        by_doc[n.doc].append(n)
    claims = {c: span for c, span in system.claims.items() if span[0] in gold.articles}
    number_of: dict[str, GoldNumber | None] = {}
    for claim, span in claims.items():
        matches = [n for n in by_doc.get(span[0], ()) if _overlaps(span, n)]
        number_of[claim] = min(matches, key=lambda n: (n.start, n.end)) if matches else None
    scores.numbers_found = len({n.key for n in number_of.values() if n is not None and n.key not in ignored})
    # a claim on a number the guideline could not place is scored with nothing
    claims = {c: span for c, span in claims.items() if number_of[c] is None or number_of[c].key not in ignored}

    gold_pairs: dict[frozenset, str] = {}
    by_measure: dict[str, list[GoldNumber]] = defaultdict(list)
    for n in gold.numbers:
        if n.key not in ignored:
            by_measure[n.measure].append(n)
    pair_numbers: dict[frozenset, tuple[GoldNumber, GoldNumber]] = {}
    for members in by_measure.values():
        for a, b in combinations(sorted(members, key=lambda n: n.key), 2):
            if _paired(a, b):
                key = frozenset((a.key, b.key))
                gold_pairs[key] = gold_relation(a, b, gold)
                pair_numbers[key] = (a, b)
    scores.gold_pairs = len(gold_pairs)
    scores.gold_disputes = sum(1 for r in gold_pairs.values() if r == "dispute")
    scores.gold_updates = sum(1 for r in gold_pairs.values() if r == "update")

    def gold_pair(a: str, b: str) -> frozenset | None:
        na, nb = number_of.get(a), number_of.get(b)
        if na is None or nb is None or na.key == nb.key:
            return None
        key = frozenset((na.key, nb.key))
        return key if key in gold_pairs else None

    found: set[frozenset] = set()
    for group in system.measures:
        members = sorted(c for c in group if c in claims)
        for a, b in combinations(members, 2):
            same_doc = claims[a][0] == claims[b][0]
            key = gold_pair(a, b)
            if same_doc and key is None:
                continue  # numbers of one article are scored only as two named sources' numbers
            scores.system_pairs += 1
            if key is not None:
                scores.right_pairs += 1
                found.add(key)
            else:
                scores.wrong.append((a, b, _why_apart(number_of.get(a), number_of.get(b))))
    scores.found_pairs = len(found)
    scores.missed = [(*pair_numbers[k], gold_pairs[k]) for k in sorted(gold_pairs, key=sorted) if k not in found]

    def links(pairs: Sequence[tuple[str, str]], relation: str, false: Counter) -> tuple[int, int, list]:
        seen: set[frozenset] = set()
        hits: set[frozenset] = set()
        wrong = []
        for a, b in pairs:
            if a not in claims or b not in claims or frozenset((a, b)) in seen:
                continue
            seen.add(frozenset((a, b)))
            key = gold_pair(a, b)
            if key is not None and gold_pairs[key] == relation:
                hits.add(key)
                continue
            why = "not one measure" if key is None else {"agree": "values agree", "update": "an update",
                                                         "dispute": "a dispute"}[gold_pairs[key]]
            if key is None and claims[a][0] == claims[b][0] and number_of.get(a) is None and number_of.get(b) is None:
                why = "numbers of one article, neither in the gold"
            false[why] += 1
            wrong.append((a, b, why))
        return len(seen), len(hits), wrong

    scores.system_disputes, scores.found_disputes, scores.wrong_disputes = links(system.disputes, "dispute", scores.false_disputes)
    found_disputes = {gold_pair(a, b) for a, b in system.disputes if a in claims and b in claims}
    scores.missed_disputes = [pair_numbers[k] for k in sorted(gold_pairs, key=sorted)
                              if gold_pairs[k] == "dispute" and k not in found_disputes]
    scores.system_updates, scores.found_updates, _ = links(system.updates, "update", scores.false_updates)
    return scores


def _why_apart(a: GoldNumber | None, b: GoldNumber | None) -> str:
    if a is None or b is None:
        return "a claim in no gold measure"
    return "two gold measures"


def pair_table(scores: Mapping[str, MeasureScores]) -> list[str]:
    """Markdown rows of the headline figures, one row per named score."""
    def share(value: float | None) -> str:
        return "–" if value is None else f"{value:.3f}"

    rows = ["| set | numbers found | grouping recall | grouping precision | dispute recall | false disputes | update recall | false updates |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name, s in scores.items():
        rows.append(
            f"| {name} | {s.numbers_found}/{s.numbers} | {share(s.recall)} ({s.found_pairs}/{s.gold_pairs}) "
            f"| {share(s.precision)} ({s.right_pairs}/{s.system_pairs}) "
            f"| {share(s.dispute_recall)} ({s.found_disputes}/{s.gold_disputes}) | {sum(s.false_disputes.values())} "
            f"| {share(s.update_recall)} ({s.found_updates}/{s.gold_updates}) | {sum(s.false_updates.values())} |")
    return rows
