"""Where articles agree and where they disagree: corroborating and conflicting claims.

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

Quantity claims measure the same thing (one ``nkg:Measure``) when they count the same kind
of thing, by the same action, about the same place, at overlapping times, and come from
two articles or two named sources:

- kind and action are compared by class (``COUNT_CLASSES``, ``ACTION_CLASSES``): "people",
  "migrants" and "youths" crossing, entering, reaching or storming a place are one measure;
  words outside the tables compare as themselves;
- place: a claim with no place joins the measure of the only place it could be about: a
  place its own article names, among the measures its other fields match; a claim that
  cannot be placed is in no measure ("3 arrested" in two stories is not one measure);
- time: a count over a stretch of time ("over the past week", "in May 2021") is a
  different measure from a count of an event (a day, or no time given), and dated claims
  must overlap in time. A claim with no time of its own is about its article's day or the
  day before (``UNDATED_DAYS``; a storm's winds two days later are another measure); when
  the article has no date either, its time is unknown, and it is one measure with other
  such claims but never with a dated one ("some 10,000 … in May 2021" is not a measure of
  the crossing an undated article reports). Undated counts over a stretch of time are one
  measure when the stretch is written the same way ("over the past week");
- sources: numbers of one article from one voice are different facts (the scores of a
  match), so a measure needs two articles or two named sources.

Within a measure, two claims conflict (``nkg:conflictsWith``, both directions) when their
values cannot both hold: their intervals are disjoint. An approximate value ("around",
"some", "estimated") stands for ±``APPROXIMATE_TOLERANCE`` of itself; a bound ("more than
1,500") for everything beyond it; a range for its span. So "around 1,500" and "more than
1,500" do not conflict; "2,000 to 3,000" and "around 50,000" do. Two claims of the same
article conflict only when two different named sources give them ("police said 1,000,
organisers 10,000"). They corroborate when they come
from different articles, their intervals meet, and their central values (a point, a bound,
a range's midpoint) differ by at most the tolerance. Vague amounts ("thousands of") are
grouped into measures but never conflict or corroborate: their bounds are figures of speech.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import date, timedelta

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
    "compare",
    "interval",
    "normalise_words",
    "record_from_json",
    "record_to_json",
]

APPROXIMATE_TOLERANCE = 0.10
UNDATED_DAYS = 1  # a count with no time of its own is about its article's day or the day before
MIN_QUOTE_WORDS = 5
# Nouns that name people in general in news counts: one counted kind, "people".
# Subgroups (children, women, soldiers, voters) are not here: their counts are parts of a
# whole and do not contradict it.
COUNT_CLASSES: dict[str, str] = {
    noun: "person" for noun in (
        "person", "people", "individual", "migrant", "immigrant", "refugee", "asylum seeker",
        "asylum-seeker", "youth", "crosser", "protester", "protestor", "demonstrator",
        "civilian", "resident", "inhabitant",
    )
}
# Verbs that define the same counted set: the first of each class names it in labels.
ACTION_CLASSES: dict[str, str] = {}
for _members in (
    ("cross", "enter", "reach", "arrive", "storm", "swim", "breach", "jump", "land", "come", "pour", "flood"),
    ("kill", "die"),
    ("injure", "wound", "hurt"),
    ("arrest", "detain"),
    ("evacuate", "displace", "flee"),
    ("return", "leave"),
):
    for _verb in _members:
        ACTION_CLASSES[_verb] = _members[0]
# Verbs whose counted things undergo the action: "people killed", not "people killing".
PASSIVE_ACTIONS = frozenset({"kill", "injure", "wound", "hurt", "arrest", "detain", "evacuate", "displace",
                             "rescue", "deport", "infect", "hospitalize", "hospitalise", "sentence", "charge"})
# The preposition between an action and its place in labels ("crossing into Ceuta");
# transitive verbs take the place as object ("reaching Ceuta"); others take "in".
ACTION_PREPOSITIONS = {
    "cross": "into", "pour": "into", "flood": "into", "jump": "into", "arrive": "in", "come": "to",
    "swim": "to", "return": "to", "flee": "from", "evacuate": "from", "enter": "", "reach": "",
    "storm": "", "breach": "", "leave": "", "land": "in",
}
PERIOD = re.compile(
    r"\b(past|last|previous|recent|this|these|coming|next|over|during|throughout|since|so far)\b.*"
    r"\b(days|weeks?|weekend|fortnight|months?|years?|decades?)\b|\bin (recent )?days\b|\bsince\b",
    re.IGNORECASE,
)
QUOTATION_MARKS = "\"“”„‟«»‹›「」‘’‚‛`´'"
_QUOTED = re.compile(r"[\"“”„«»]([^\"“”„«»]{3,})(?:[\"“”„«»]|$)")


@dataclass(frozen=True, slots=True)
class StatementRecord:
    """What comparison needs of a statement."""

    claim: str  # the claim's IRI
    article: str  # the article's IRI
    speaker: str | None  # the speaker entity's IRI
    quote: str | None = None
    content: str | None = None


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


@dataclass(frozen=True, slots=True, order=True)
class Link:
    """Two claims and why they are linked ("quote", "content", "value")."""

    a: str
    b: str
    reason: str


@dataclass(frozen=True, slots=True)
class Measure:
    """Quantity claims that measure the same thing."""

    key: str  # stable: counted kind, action, place, unit, time
    label: str  # "people crossing into Ceuta"
    claims: tuple[str, ...]  # claim IRIs, sorted


@dataclass
class Comparison:
    measures: list[Measure] = field(default_factory=list)
    corroborations: list[Link] = field(default_factory=list)
    conflicts: list[Link] = field(default_factory=list)


def record_to_json(record: StatementRecord | QuantityRecord) -> dict:
    """Plain JSON types, to keep the cross-article state between builds (see ``record_from_json``)."""
    data = {"kind": "statement" if isinstance(record, StatementRecord) else "quantity", **asdict(record)}
    if "places" in data:
        data["places"] = sorted(data["places"])
    return data


def record_from_json(data: dict) -> StatementRecord | QuantityRecord:
    fields = {k: v for k, v in data.items() if k != "kind"}
    if data["kind"] == "statement":
        return StatementRecord(**fields)
    return QuantityRecord(**{**fields, "places": frozenset(fields.get("places", ()))})


# -- statements ---------------------------------------------------------------------------


def normalise_words(text: str) -> str:
    """Words for comparison: no quotation marks, case, diacritics, end punctuation or extra space."""
    decomposed = unicodedata.normalize("NFKD", text)
    folded = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    folded = re.sub(f"[{re.escape(QUOTATION_MARKS)}]", "", folded)
    folded = re.sub(r"[‐‑‒–—―]", "-", folded)
    folded = re.sub(r"\s+", " ", folded)
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
    """
    by_speaker: dict[str, list[StatementRecord]] = defaultdict(list)
    for s in statements:
        if s.speaker:
            by_speaker[s.speaker].append(s)
    found: dict[tuple[str, str], str] = {}

    def link(a: StatementRecord, b: StatementRecord, reason: str) -> None:
        if a.article != b.article:
            pair = (min(a.claim, b.claim), max(a.claim, b.claim))
            if found.get(pair) != "quote":  # a shared quote says more than a shared paraphrase
                found[pair] = reason

    for speaker in sorted(by_speaker):
        by_quote: dict[str, list[StatementRecord]] = defaultdict(list)
        by_content: dict[str, list[StatementRecord]] = defaultdict(list)
        for s in by_speaker[speaker]:
            for quote in quotes_of(s):
                by_quote[quote].append(s)
            if s.content and normalise_words(s.content):
                by_content[normalise_words(s.content)].append(s)
        heads: dict[tuple[str, ...], set[str]] = defaultdict(set)  # every run of words -> quotes holding it
        for quote in by_quote:
            words = quote.split()
            for i in range(len(words) - MIN_QUOTE_WORDS + 1):
                heads[tuple(words[i:i + MIN_QUOTE_WORDS])].add(quote)
        for quote, holders in by_quote.items():
            words = quote.split()
            longer = heads.get(tuple(words[:MIN_QUOTE_WORDS]), set()) if len(words) >= MIN_QUOTE_WORDS else set()
            for other in {quote} | {q for q in longer if q != quote and same_quote(quote, q)}:
                for a in holders:
                    for b in by_quote[other]:
                        link(a, b, "quote")
        for holders in by_content.values():
            for i, a in enumerate(holders):
                for b in holders[i + 1:]:
                    link(a, b, "content")
    return sorted(Link(a, b, reason) for (a, b), reason in found.items())


# -- quantities ---------------------------------------------------------------------------


def interval(q: QuantityRecord, tolerance: float = APPROXIMATE_TOLERANCE) -> tuple[float, float] | None:
    """The values a claim allows, approximate ones widened by the tolerance; None if it states none."""
    slack = tolerance if q.approximate else 0.0
    if q.value is not None:
        return q.value * (1 - slack), q.value * (1 + slack)
    if q.min_value is None and q.max_value is None:
        return None
    low = q.min_value * (1 - slack) if q.min_value is not None else float("-inf")
    high = q.max_value * (1 + slack) if q.max_value is not None else float("inf")
    return low, high


def central(q: QuantityRecord) -> float | None:
    if q.value is not None:
        return q.value
    if q.min_value is not None and q.max_value is not None:
        return (q.min_value + q.max_value) / 2
    return q.min_value if q.min_value is not None else q.max_value


@dataclass(frozen=True, slots=True)
class _When:
    kind: str  # "period" or "event"
    start: date | None
    end: date | None
    text: str  # normalised, for undated periods

    def overlaps(self, other: _When) -> bool:
        if self.kind != other.kind:
            return False
        if self.start is not None and other.start is not None:
            return self.start <= other.end and other.start <= self.end  # type: ignore[operator]
        if self.start is None and other.start is None:
            return self.kind == "event" or self.text == other.text
        return False


def when_of(q: QuantityRecord) -> _When:
    """The claim's time: its dates; else, for an event, the day of its article and the day
    before (a count with no time is the count as the article went out); else unknown."""
    start = _date(q.when_start)
    end = _date(q.when_end) or start
    text = normalise_words(q.when or "")
    text = re.sub(r"^(over|during|in|within|throughout) ", "", text)
    if start is not None and end is not None:
        return _When("period" if end - start > timedelta(days=1) else "event", start, end, text)
    kind = "period" if q.when and PERIOD.search(q.when) else "event"
    published = _date(q.published)
    if published is not None and kind == "event":
        return _When(kind, published - timedelta(days=UNDATED_DAYS), published, text)
    return _When(kind, None, None, text)


def _date(value: str | None) -> date | None:
    try:
        return date.fromisoformat(value[:10]) if value else None
    except ValueError:
        return None


def _facet(q: QuantityRecord) -> tuple[str, str, str]:
    counts = (q.counts or "").lower()
    action = (q.action or "").lower()
    return COUNT_CLASSES.get(counts, counts), ACTION_CLASSES.get(action, action), q.unit or ""


def measures_of(quantities: Sequence[QuantityRecord]) -> list[list[QuantityRecord]]:
    """Group quantity claims that measure the same thing (see the module docstring)."""
    quantities = sorted((q for q in quantities if q.counts and q.action), key=lambda q: q.claim)
    whens = {q.claim: when_of(q) for q in quantities}
    by_facet: dict[tuple[str, str, str], list[QuantityRecord]] = defaultdict(list)
    for q in quantities:
        by_facet[_facet(q)].append(q)
    groups: list[list[QuantityRecord]] = []
    for facet in sorted(by_facet):
        members = by_facet[facet]
        by_place: dict[str, list[QuantityRecord]] = defaultdict(list)
        for q in members:
            if q.about:
                by_place[q.about].append(q)
        # claims with a place: one measure per place and overlapping time
        components = [c for place in sorted(by_place) for c in _time_components(by_place[place], whens)]
        # a claim without a place joins the measures of the only place it can be about
        for q in (q for q in members if not q.about):
            targets = [c for c in components if c[0].about in q.places and any(whens[q.claim].overlaps(whens[m.claim]) for m in c)]
            if len({c[0].about for c in targets}) == 1:
                merged = [m for c in targets for m in c] + [q]
                components = [c for c in components if c not in targets] + [merged]
        # claims that cannot be placed are left out: "3 arrested" of two stories is no measure
        groups.extend(sorted(c, key=lambda q: q.claim) for c in components if reported_twice(c))
    return sorted(groups, key=lambda g: g[0].claim)


def reported_twice(group: Sequence[QuantityRecord]) -> bool:
    """Two articles, or two named sources in one: several numbers of one article from one
    voice are usually different facts (the scores of a match), not reports of one measure."""
    return len({q.article for q in group}) > 1 or len({q.source for q in group if q.source}) > 1


def _time_components(claims: list[QuantityRecord], whens: Mapping[str, _When]) -> list[list[QuantityRecord]]:
    """Connected components of 'overlapping time' (order-independent)."""
    parent = list(range(len(claims)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(claims):
        for j in range(i + 1, len(claims)):
            b = claims[j]
            if whens[a.claim].overlaps(whens[b.claim]):
                parent[find(i)] = find(j)
    components: dict[int, list[QuantityRecord]] = defaultdict(list)
    for i, q in enumerate(claims):
        components[find(i)].append(q)
    return [sorted(c, key=lambda q: q.claim) for c in components.values()]


def value_links(group: Sequence[QuantityRecord], tolerance: float = APPROXIMATE_TOLERANCE) -> tuple[list[Link], list[Link]]:
    """(corroborations, conflicts) among the claims of one measure."""
    corroborations, conflicts = [], []
    firm = [q for q in group if not q.vague and interval(q, tolerance) is not None]
    for i, a in enumerate(firm):
        for b in firm[i + 1:]:
            (a_low, a_high), (b_low, b_high) = interval(a, tolerance), interval(b, tolerance)  # type: ignore[misc]
            if a_high < b_low or b_high < a_low:
                if a.article != b.article or (a.source and b.source and a.source != b.source):
                    conflicts.append(Link(a.claim, b.claim, "value"))
                continue
            ca, cb = central(a), central(b)
            if a.article != b.article and ca is not None and cb is not None and abs(ca - cb) <= tolerance * max(abs(ca), abs(cb)):
                corroborations.append(Link(a.claim, b.claim, "value"))
    return corroborations, conflicts


def measure_key(group: Sequence[QuantityRecord], whens: Mapping[str, _When] | None = None) -> str:
    """A stable key: counted kind, action, place, unit and time of the measure."""
    whens = whens or {q.claim: when_of(q) for q in group}
    counts, action, unit = _facet(group[0])
    about = min((q.about for q in group if q.about), default="")
    about = "/".join(about.rsplit("/", 2)[-2:])  # "place/ceuta-b3e5c782": unique, and short in the IRI
    times = [whens[q.claim] for q in group]
    dated = sorted(t.start.isoformat() for t in times if t.start is not None)
    time = dated[0] if dated else (times[0].kind + ":" + min(t.text for t in times) if times[0].kind == "period" else "undated")
    return "|".join([counts, action, about, unit, time])


def measure_label(group: Sequence[QuantityRecord], labels: Mapping[str, str]) -> str:
    """A readable name built from the fields: "people crossing into Ceuta"."""
    counts = {q.counts.lower() for q in group if q.counts}
    noun = next(iter(counts)) if len(counts) == 1 else COUNT_CLASSES.get(min(counts), min(counts))
    actions = {q.action.lower() for q in group if q.action}
    verb = next(iter(actions)) if len(actions) == 1 else ACTION_CLASSES.get(min(actions), min(actions))
    if verb in PASSIVE_ACTIONS:
        phrase = f"{plural(noun)} {past_participle(verb)}"
        preposition = "in"
    else:
        phrase = f"{plural(noun)} {gerund(verb)}"
        preposition = ACTION_PREPOSITIONS.get(verb, "in")
    about = min((q.about for q in group if q.about), default=None)
    if about is not None:
        phrase += f" {preposition} {labels.get(about, about.rsplit('/', 1)[-1])}".replace("  ", " ")
    units = {q.unit for q in group if q.unit}
    if units:
        phrase += f" ({min(units)})"
    whens = sorted({q.when for q in group if q.when and (q.when_start or PERIOD.search(q.when))})
    if whens and when_of(group[0]).kind == "period":
        phrase += f" {whens[0]}"
    return phrase


def plural(noun: str) -> str:
    irregular = {"person": "people", "man": "men", "woman": "women", "child": "children", "people": "people",
                 "youth": "youths", "police": "police", "staff": "staff", "sheep": "sheep", "fish": "fish"}
    if noun in irregular:
        return irregular[noun]
    if re.search(r"[^aeiou]y$", noun):
        return noun[:-1] + "ies"
    if re.search(r"(s|x|z|ch|sh)$", noun):
        return noun + "es"
    return noun + "s"


def gerund(verb: str) -> str:
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    if re.fullmatch(r"[^aeiou]*[aeiou][^aeiouwxy]", verb):  # one syllable ending consonant-vowel-consonant
        return verb + verb[-1] + "ing"
    return verb + "ing"


def past_participle(verb: str) -> str:
    irregular = {"hurt": "hurt", "shoot": "shot", "hold": "held", "take": "taken", "leave": "left"}
    if verb in irregular:
        return irregular[verb]
    if verb.endswith("e"):
        return verb + "d"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ied"
    return verb + "ed"


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
    """Corroborations, measures and conflicts of a collection's claims.

    Args:
        statements, quantities: the compact records of every article.
        labels: entity IRI -> label, for measure labels.
        tolerance: the relative slack of approximate values.
    """
    result = Comparison(corroborations=corroborating_statements(statements))
    quantities = list(quantities)
    for group in measures_of(quantities):
        if len(group) < 2:
            continue
        whens = {q.claim: when_of(q) for q in group}
        result.measures.append(Measure(measure_key(group, whens), measure_label(group, labels), tuple(q.claim for q in group)))
        corroborations, conflicts = value_links(group, tolerance)
        result.corroborations.extend(corroborations)
        result.conflicts.extend(conflicts)
    result.measures.sort(key=lambda m: m.key)
    result.corroborations.sort()
    result.conflicts.sort()
    return result
