"""Where articles agree and where they disagree: corroborating, conflicting and updated claims.

Works on compact claim records (the claim's IRI, its article, resolved entity IRIs, the
normalised words and the numbers), never on graphs or spaCy objects, so it runs as the last
cross-article step of a streaming build: ``Comparer.add`` per article, ``Comparer.compare``
at the end. The result depends on the set of articles only, not on their order.

Statements corroborate (``nkg:corroborates``) when they come from different articles, have
the same speaker entity, and

- the same quote, after normalising quotation marks, case, diacritics, spacing and end
  punctuation; or one quote inside the other when the shorter has at least
  ``MIN_QUOTE_WORDS`` words (outlets cut quotes differently); quoted words inside a
  reported clause count as a quote ("…would be necessary "to guarantee…");
- or the same reported content, normalised the same way.

Quantity claims are compared by ``kg.measures``: grouped into measures (one quantity of one
event or situation: what is counted and what happened to it, whose it is, where and when),
their values clustered, and the claims of a measure linked as disputes
(``nkg:conflictsWith``: values that cannot both hold for the same moment), updates
(``nkg:updates``: a running count reported again later) and agreements
(``nkg:corroborates``). Claims in no measure keep the reason why.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field

from kg.measures import QuantityComparison, compare_quantities
from kg.measures.classes import action_class, noun_class
from kg.measures.labels import gerund, past_participle, plural
from kg.measures.records import Link, Measure, QuantityRecord, ValueCluster
from kg.measures.values import APPROXIMATE_TOLERANCE, central, interval

__all__ = [
    "ACTION_CLASSES",
    "APPROXIMATE_TOLERANCE",
    "COUNT_CLASSES",
    "Comparer",
    "Comparison",
    "Link",
    "Measure",
    "QuantityRecord",
    "StatementRecord",
    "ValueCluster",
    "central",
    "compare",
    "gerund",
    "interval",
    "measure_label",
    "normalise_words",
    "past_participle",
    "plural",
    "record_from_json",
    "record_to_json",
]

MIN_QUOTE_WORDS = 5
LINKS_PER_STATEMENT = 16  # statements of one quote each statement is linked to (see corroborating_statements)
QUOTATION_MARKS = "\"“”„‟«»‹›「」‘’‚‛`´'"
_QUOTED = re.compile(r"[\"“”„«»]([^\"“”„«»]{3,})(?:[\"“”„«»]|$)")


class _ClassTable(Mapping):
    """A read-only view of a lemma class table (kept for callers of the former constants)."""

    def __init__(self, lookup, words: Iterable[str]) -> None:  # noqa: ANN001
        self._lookup, self._words = lookup, tuple(words)

    def __getitem__(self, word: str) -> str:
        if word not in self._words:
            raise KeyError(word)
        return self._lookup(word)

    def __iter__(self):  # noqa: ANN204
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


COUNT_CLASSES: Mapping[str, str] = _ClassTable(noun_class, ("person", "people", "migrant", "refugee", "youth", "resident"))
ACTION_CLASSES: Mapping[str, str] = _ClassTable(action_class, ("kill", "die", "injure", "wound", "arrest", "detain",
                                                               "cross", "enter", "reach", "storm", "evacuate"))


@dataclass(frozen=True, slots=True)
class StatementRecord:
    """What comparison needs of a statement."""

    claim: str  # the claim's IRI
    article: str  # the article's IRI
    speaker: str | None  # the speaker entity's IRI
    quote: str | None = None
    content: str | None = None
    negated: bool = False  # what was not said ("did not say that …"): it corroborates no saying


@dataclass
class Comparison:
    measures: list[Measure] = field(default_factory=list)
    corroborations: list[Link] = field(default_factory=list)
    conflicts: list[Link] = field(default_factory=list)
    updates: list[Link] = field(default_factory=list)  # (later claim, earlier claim)
    clusters: list[ValueCluster] = field(default_factory=list)
    unmeasured: list[tuple[str, str]] = field(default_factory=list)  # (claim, why it is in no measure)


_SET_FIELDS = ("places", "people", "organizations")


def record_to_json(record: StatementRecord | QuantityRecord) -> dict:
    """Plain JSON types, to keep the cross-article state between builds (see ``record_from_json``)."""
    data = {"kind": "statement" if isinstance(record, StatementRecord) else "quantity", **asdict(record)}
    for name in _SET_FIELDS:
        if name in data:
            data[name] = sorted(data[name])
    return data


def record_from_json(data: dict) -> StatementRecord | QuantityRecord:
    fields = {k: v for k, v in data.items() if k != "kind"}
    if data["kind"] == "statement":
        return StatementRecord(**fields)
    fields["story"] = tuple(fields.get("story", ()))
    return QuantityRecord(**{**fields, **{name: frozenset(fields.get(name, ())) for name in _SET_FIELDS}})


# -- statements ---------------------------------------------------------------------------


class _Uncombined(dict):
    """A ``str.translate`` table that drops combining marks (diacritics once decomposed) and
    keeps every other character, each character's answer asked of ``unicodedata`` once per
    process: a Python test per character cost most of comparing a build's statements."""

    def __missing__(self, code: int) -> int | None:
        kept = self[code] = None if unicodedata.combining(chr(code)) else code
        return kept


_UNCOMBINED = _Uncombined()
_QUOTATION_MARK = re.compile(f"[{re.escape(QUOTATION_MARKS)}]")
_DASH = re.compile(r"[‐‑‒–—―]")
_SPACES = re.compile(r"\s+")


def normalise_words(text: str) -> str:
    """Words for comparison: no quotation marks, case, diacritics, end punctuation or extra space."""
    decomposed = unicodedata.normalize("NFKD", text)
    folded = decomposed.translate(_UNCOMBINED).casefold()
    folded = _QUOTATION_MARK.sub("", folded)
    folded = _DASH.sub("-", folded)
    folded = _SPACES.sub(" ", folded)
    return folded.strip(" .,;:!?…-")


def quotes_of(statement: StatementRecord) -> set[str]:
    """The statement's quote and any quoted words inside its content, normalised."""
    found = {normalise_words(statement.quote)} if statement.quote else set()
    if statement.content:
        found |= {normalise_words(m) for m in _QUOTED.findall(statement.content)}
    return {q for q in found if q}


def same_quote(a: str, b: str) -> bool:
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    return len(short.split()) >= MIN_QUOTE_WORDS and f" {short} " in f" {long} "


def corroborating_statements(statements: Iterable[StatementRecord]) -> list[Link]:
    """Pairs of statements of different articles with one speaker and one quote or content.

    Indexed, not pairwise: equal quotes and contents by dictionary, a short quote inside a
    longer one through the longer quotes holding its first ``MIN_QUOTE_WORDS`` words.

    Bounded: the statements sharing one quote (or one content) are taken in IRI order and
    each is linked to the next ``LINKS_PER_STATEMENT`` of them, so a quote repeated by
    thousands of articles gives a connected chain of links, linear in the statements, not
    every pair; a short quote inside a longer one joins the two chains by at most as many
    links.
    The handful of outlets that carry one quote in news are all linked pairwise.
    """
    # "X did not say that Y" neither corroborates nor is corroborated by "X said that Y": the
    # speaker and whether it was said at all key the statements compared
    by_speaker: dict[tuple[str, bool], list[StatementRecord]] = defaultdict(list)
    for s in statements:
        if s.speaker:
            by_speaker[(s.speaker, s.negated)].append(s)
    found: dict[tuple[str, str], str] = {}

    def link(a: StatementRecord, b: StatementRecord, reason: str) -> bool:
        if a.article == b.article:
            return False
        pair = (min(a.claim, b.claim), max(a.claim, b.claim))
        if found.get(pair) != "quote":  # a shared quote says more than a shared paraphrase
            found[pair] = reason
        return True

    def chain(holders: Sequence[StatementRecord], reason: str) -> None:
        ordered = sorted(set(holders), key=lambda s: s.claim)
        for i, a in enumerate(ordered):
            linked = 0
            for b in ordered[i + 1:]:
                if linked >= LINKS_PER_STATEMENT:
                    break
                linked += link(a, b, reason)

    for speaker in sorted(by_speaker):
        by_quote: dict[str, list[StatementRecord]] = defaultdict(list)
        by_content: dict[str, list[StatementRecord]] = defaultdict(list)
        for s in by_speaker[speaker]:
            for quote in quotes_of(s):
                by_quote[quote].append(s)
            content = normalise_words(s.content) if s.content else ""
            if content:
                by_content[content].append(s)
        heads: dict[tuple[str, ...], set[str]] = defaultdict(set)  # every run of words -> quotes holding it
        for quote in by_quote:
            words = quote.split()
            for i in range(len(words) - MIN_QUOTE_WORDS + 1):
                heads[tuple(words[i:i + MIN_QUOTE_WORDS])].add(quote)
        for quote in sorted(by_quote):
            holders = by_quote[quote]
            chain(holders, "quote")
            words = quote.split()
            longer = heads.get(tuple(words[:MIN_QUOTE_WORDS]), set()) if len(words) >= MIN_QUOTE_WORDS else set()
            for other in sorted(q for q in longer if q != quote and same_quote(quote, q)):
                # both sides are chained already: a few links join the two chains
                shorter = sorted(holders, key=lambda s: s.claim)
                targets = sorted(by_quote[other], key=lambda s: s.claim)
                for i in range(min(max(len(shorter), len(targets)), LINKS_PER_STATEMENT)):
                    link(shorter[i % len(shorter)], targets[i % len(targets)], "quote")
        for content in sorted(by_content):
            chain(by_content[content], "content")
    return sorted(Link(a, b, reason) for (a, b), reason in found.items())


# -- quantities ---------------------------------------------------------------------------


def measure_label(group: Sequence[QuantityRecord], labels: Mapping[str, str]) -> str:
    """A readable name for claims taken as one measure: "people sleeping", "migrants crossing into Ceuta"."""
    compared = compare_quantities([*group, *(QuantityRecord(f"{q.claim}#twin", f"{q.article}#twin", **{
        k: v for k, v in asdict(q).items() if k not in ("claim", "article")}) for q in group[:1])], labels)
    return compared.measures[0].label if compared.measures else ""


# -- the whole comparison -----------------------------------------------------------------


class Comparer:
    """Collects compact claim records article by article; compares them at the end."""

    def __init__(self, tolerance: float = APPROXIMATE_TOLERANCE) -> None:
        self.tolerance = tolerance
        self.statements: list[StatementRecord] = []
        self.quantities: list[QuantityRecord] = []

    def add(self, statements: Iterable[StatementRecord] = (), quantities: Iterable[QuantityRecord] = ()) -> None:
        self.statements.extend(statements)
        self.quantities.extend(quantities)

    def compare(self, labels: Mapping[str, str] = {}) -> Comparison:  # noqa: B006
        return compare(self.statements, self.quantities, labels, self.tolerance)


def compare(
    statements: Iterable[StatementRecord],
    quantities: Iterable[QuantityRecord],
    labels: Mapping[str, str] = {},  # noqa: B006
    tolerance: float = APPROXIMATE_TOLERANCE,
) -> Comparison:
    """Corroborations, measures, conflicts and updates of a collection's claims.

    Args:
        statements, quantities: the compact records of every article.
        labels: entity IRI -> label, for measure labels.
        tolerance: the relative slack of approximate values.
    """
    numbers: QuantityComparison = compare_quantities(quantities, labels, tolerance)
    result = Comparison(
        measures=numbers.measures,
        corroborations=sorted(corroborating_statements(statements) + numbers.agreements),
        conflicts=numbers.disputes,
        updates=numbers.updates,
        clusters=numbers.clusters,
        unmeasured=sorted(numbers.unmeasured.items()),
    )
    return result
