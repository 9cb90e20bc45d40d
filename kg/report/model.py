"""What the page shows, read from the graph with the queries in ``kg/report/queries``.

``collect`` runs the queries once each and joins the rows in Python into plain objects
(articles, entities, claims, measures) that the template walks. Everything is sorted here,
so the same graph always gives the same page.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from urllib.parse import urlsplit

import pyoxigraph as ox

from kg.report.numbers import Amount
from kg.report.source import select
from kg.validate import ValidationReport

NS = "https://w3id.org/newskg/ns#"
TYPE_NAMES = {f"{NS}Person": "Person", f"{NS}Organization": "Organization", f"{NS}Place": "Place"}
TYPE_ORDER = ("Person", "Organization", "Place")
# The most specific class wins when a claim is typed twice (nkg:Claim and nkg:Statement).
KIND_NAMES = {f"{NS}Statement": "statement", f"{NS}QuantityClaim": "number", f"{NS}RoleClaim": "role", f"{NS}Claim": "claim"}
KIND_RANK = {"statement": 0, "number": 0, "role": 0, "claim": 1}
TITLE_LENGTH = 90
SHORT_TITLE_LENGTH = 48


@dataclass(eq=False)
class Span:
    """A supporting span of an article's text."""

    iri: str
    anchor: str
    start: int
    end: int
    exact: str
    claims: list[Claim] = field(default_factory=list)  # the claims this span is evidence for
    anchor_of: list[Claim] = field(default_factory=list)  # the claims whose number or cue it is


@dataclass(eq=False)
class Article:
    iri: str
    anchor: str
    text: str
    title: str
    title_from_text: bool  # the graph has no dcterms:title; the first line stands in
    outlet: str | None
    issued: str | None
    url: str | None
    claims: list[Claim] = field(default_factory=list)
    spans: list[Span] = field(default_factory=list)
    entities: int = 0

    @property
    def short_title(self) -> str:
        """The title cut for links in lists, where a whole headline would crowd the line."""
        return cut_at_word(self.title.rstrip("…"), SHORT_TITLE_LENGTH)

    @property
    def link(self) -> str | None:
        """The article's URL when the page may link to it (see ``safe_link``)."""
        return safe_link(self.url)


# Only these become links: a ``javascript:`` or ``data:`` URL in an article's metadata would
# run in the reader's browser when clicked (the page's CSP blocks inline script, but only
# in browsers that honour it, and the page may be opened elsewhere).
LINK_SCHEMES = frozenset({"http", "https"})


def safe_link(url: str | None) -> str | None:
    """``url`` (stripped) if it is an http or https URL with a host, else None."""
    if not url:
        return None
    url = url.strip()
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    return url if parts.scheme.lower() in LINK_SCHEMES and parts.netloc else None


@dataclass(eq=False)
class Entity:
    iri: str
    anchor: str
    label: str
    type: str  # Person, Organization or Place
    other_names: list[str] = field(default_factory=list)
    articles: list[tuple[Article, int]] = field(default_factory=list)  # (article, mentions)
    roles: list[Claim] = field(default_factory=list)  # roles this entity holds
    roles_here: list[Claim] = field(default_factory=list)  # roles held at / of this entity
    statements: list[Claim] = field(default_factory=list)
    numbers: list[Claim] = field(default_factory=list)

    @property
    def mentions(self) -> int:
        return sum(n for _, n in self.articles)


@dataclass(eq=False)
class Claim:
    iri: str
    anchor: str
    kind: str  # statement, number, role or claim
    article: Article
    confidence: Decimal | None = None
    rule: str | None = None
    evidence: list[Span] = field(default_factory=list)
    anchors: list[Span] = field(default_factory=list)  # nkg:anchor: the number, the reporting verb
    source: Entity | None = None  # nkg:attributedTo, or the speaker of a statement
    conflicts: list[Claim] = field(default_factory=list)
    corroborates: list[Claim] = field(default_factory=list)
    updates: list[Claim] = field(default_factory=list)  # earlier claims of the measure this one updates
    updated_by: list[Claim] = field(default_factory=list)  # later claims that update this one
    no_measure: str | None = None  # why the number joined no measure
    reported: str | None = None  # the day it is reported as of
    # statements
    speaker_text: str | None = None  # (and of a number, its unnamed source's words)
    quote: str | None = None
    content: str | None = None
    cue: str | None = None
    direct: bool = False
    negated: bool = False  # what was not said: "did not say whether …", "nobody said …"
    via: str | None = None
    # numbers
    amount: Amount | None = None
    counts: str | None = None
    action: str | None = None
    about: Entity | None = None
    when: str | None = None
    measure: Measure | None = None
    # roles
    holder: Entity | None = None
    role: str | None = None
    role_of: Entity | None = None

    @property
    def first_evidence(self) -> Span | None:
        return self.evidence[0] if self.evidence else None

    @property
    def source_label(self) -> str:
        if self.source is not None:
            return self.source.label
        if self.speaker_text:
            return self.speaker_text
        return "no source named"

    @property
    def position(self) -> int:
        return self.evidence[0].start if self.evidence else -1


@dataclass(eq=False)
class Measure:
    iri: str
    anchor: str
    label: str
    claims: list[Claim] = field(default_factory=list)
    keys: list[str] = field(default_factory=list)  # the keys its claims were grouped on

    @property
    def update_count(self) -> int:
        return sum(len(c.updates) for c in self.claims)

    @property
    def conflict_pairs(self) -> list[tuple[Claim, Claim]]:
        """Each conflicting pair once, in the order of the claims."""
        order = {id(c): i for i, c in enumerate(self.claims)}
        pairs = set()
        for claim in self.claims:
            for other in claim.conflicts:
                if id(other) in order:
                    a, b = sorted((claim, other), key=lambda c: order[id(c)])
                    pairs.add((order[id(a)], order[id(b)]))
        return [(self.claims[i], self.claims[j]) for i, j in sorted(pairs)]


@dataclass(frozen=True, slots=True)
class Run:
    iri: str
    model: str | None
    model_version: str | None
    software_version: str | None


@dataclass
class Report:
    articles: list[Article]
    entities: list[Entity]
    claims: list[Claim]
    measures: list[Measure]
    runs: list[Run]
    validation: ValidationReport | None

    @property
    def disagreeing(self) -> list[Measure]:
        """The measures with more than one claim: the ones worth a chart."""
        return [m for m in self.measures if len(m.claims) > 1]

    def entity_counts(self) -> list[tuple[str, int]]:
        counts = Counter(e.type for e in self.entities)
        return [(t, counts[t]) for t in TYPE_ORDER]

    def claim_counts(self) -> list[tuple[str, int]]:
        counts = Counter(c.kind for c in self.claims)
        return [(k, counts[k]) for k in ("statement", "number", "role", "claim") if counts[k] or k != "claim"]

    def conflict_count(self) -> int:
        return sum(len(c.conflicts) for c in self.claims) // 2


class Anchors:
    """HTML ids from IRIs: readable (the IRI's last two segments), unique, stable.

    Every id starts with its kind ("entity-", "span-") and holds only letters, digits and
    hyphens, so ids of different kinds never meet and the page can derive ids of its own
    with an underscore ("…_h" for a heading). Assigned in sorted IRI order, so a collision
    is broken the same way on every run.
    """

    def __init__(self, prefix: str, iris: Iterable[str]) -> None:
        self.ids: dict[str, str] = {}
        used: set[str] = set()
        for iri in sorted(set(iris)):
            segments = [s for s in re.split(r"[/#:]+", iri) if s][-2:]
            candidate = re.sub(r"[^A-Za-z0-9-]+", "-", "-".join(segments)).strip("-")[:80]
            candidate = candidate if candidate.startswith(f"{prefix}-") else f"{prefix}-{candidate}"
            if candidate in used:
                candidate = f"{candidate}-{hashlib.sha256(iri.encode()).hexdigest()[:8]}"
            used.add(candidate)
            self.ids[iri] = candidate

    def __getitem__(self, iri: str) -> str:
        return self.ids[iri]


def title_from_text(text: str) -> str:
    """The first line of an article, cut at a word, for an article without a title."""
    line = next((line.strip() for line in text.splitlines() if line.strip()), "untitled article")
    return cut_at_word(line, TITLE_LENGTH)


def cut_at_word(line: str, length: int) -> str:
    if len(line) <= length:
        return line
    cut = line[: length + 1].rsplit(" ", 1)[0]  # a word ending right at the limit stays
    return cut.rstrip(",;:") + "…"


def outlet_of(publisher: object, url: object) -> str | None:
    if publisher:
        return str(publisher)
    if url:
        host = urlsplit(str(url)).hostname
        return host.removeprefix("www.") if host else None
    return None


def collect(store: ox.Store, validation: ValidationReport | None = None) -> Report:
    """Read everything the page shows from ``store``."""
    article_rows = list(select(store, "articles"))
    entity_rows = list(select(store, "entities"))
    claim_rows = list(select(store, "claims"))
    evidence_rows = list(select(store, "evidence"))
    anchor_rows = list(select(store, "anchors"))
    measure_rows = list(select(store, "measures"))

    article_anchor = Anchors("article", (str(r["article"]) for r in article_rows))
    entity_anchor = Anchors("entity", (str(r["entity"]) for r in entity_rows))
    claim_anchor = Anchors("claim", (str(r["claim"]) for r in claim_rows))
    span_anchor = Anchors("span", (str(r["mention"]) for r in evidence_rows + anchor_rows))
    measure_anchor = Anchors("measure", (str(r["measure"]) for r in measure_rows))

    articles: dict[str, Article] = {}
    for row in article_rows:
        iri = str(row["article"])
        text = str(row["text"])
        title = str(row["title"]).strip() if row.get("title") else ""
        articles[iri] = Article(
            iri=iri,
            anchor=article_anchor[iri],
            text=text,
            title=title or title_from_text(text),
            title_from_text=not title,
            outlet=outlet_of(row.get("publisher"), row.get("url")),
            issued=str(row["issued"]) if row.get("issued") else None,
            url=str(row["url"]) if row.get("url") else None,
        )

    entities: dict[str, Entity] = {}
    for row in sorted(entity_rows, key=lambda r: (str(r["entity"]), TYPE_ORDER.index(TYPE_NAMES[str(r["type"])]))):
        iri = str(row["entity"])
        if iri in entities:  # typed twice (the shapes forbid it); the first type in TYPE_ORDER wins
            continue
        entities[iri] = Entity(iri, entity_anchor[iri], str(row.get("label") or iri), TYPE_NAMES[str(row["type"])])
    for row in select(store, "alt-labels"):
        entity = entities.get(str(row["entity"]))
        if entity is not None and row["alt"] != entity.label:
            entity.other_names.append(str(row["alt"]))
    for row in select(store, "entity-articles"):
        entity, article = entities.get(str(row["entity"])), articles.get(str(row["article"]))
        if entity is not None and article is not None:
            entity.articles.append((article, int(row["mentions"])))  # type: ignore[arg-type]
            article.entities += 1

    claims: dict[str, Claim] = {}
    for row in sorted(claim_rows, key=lambda r: (str(r["claim"]), KIND_RANK[KIND_NAMES[str(r["kind"])]])):
        iri, article = str(row["claim"]), articles.get(str(row["article"]))
        if iri in claims or article is None:
            continue  # typed twice, or derived from something that is not an article here
        claims[iri] = Claim(
            iri=iri,
            anchor=claim_anchor[iri],
            kind=KIND_NAMES[str(row["kind"])],
            article=article,
            confidence=row.get("confidence") if isinstance(row.get("confidence"), Decimal) else None,
            rule=str(row["rule"]) if row.get("rule") else None,
        )

    spans: dict[str, Span] = {}

    def span_of(row: dict, article: Article) -> Span:
        iri = str(row["mention"])
        span = spans.get(iri)
        if span is None:
            start, end = int(row["start"]), int(row["end"])
            span = spans[iri] = Span(iri, span_anchor[iri], start, end, str(row.get("exact", article.text[start:end])))
            article.spans.append(span)
        return span

    def rows_in_order(rows: list[dict]) -> list[dict]:
        return sorted(rows, key=lambda r: (str(r["claim"]), int(r["start"]), int(r["end"]), str(r["mention"])))

    for row in rows_in_order(evidence_rows):
        claim, article = claims.get(str(row["claim"])), articles.get(str(row["article"]))
        if claim is not None and article is not None:
            span = span_of(row, article)
            span.claims.append(claim)
            claim.evidence.append(span)
    for row in rows_in_order(anchor_rows):
        claim, article = claims.get(str(row["claim"])), articles.get(str(row["article"]))
        if claim is not None and article is not None:
            span = span_of(row, article)
            span.anchor_of.append(claim)
            claim.anchors.append(span)

    for row in sorted(select(store, "attributions"), key=lambda r: (str(r["claim"]), str(r["source"]))):
        claim, source = claims.get(str(row["claim"])), entities.get(str(row["source"]))
        if claim is not None and source is not None and claim.source is None:
            claim.source = source

    for row in select(store, "statements"):
        claim = claims.get(str(row["claim"]))
        if claim is None:
            continue
        claim.speaker_text = opt(row.get("speakerText")) or opt(row.get("speakerDescription"))
        claim.quote, claim.content, claim.cue, claim.via = (
            opt(row.get("quote")), opt(row.get("content")), opt(row.get("cue")), opt(row.get("via")))
        claim.direct = row.get("direct") is True
        claim.negated = row.get("negated") is True

    measures: dict[str, Measure] = {}
    for row in measure_rows:
        iri = str(row["measure"])
        measures[iri] = Measure(iri, measure_anchor[iri], opt(row.get("label")) or "")
    for row in sorted(select(store, "measure-keys"), key=lambda r: (str(r["measure"]), str(r["key"]))):
        measure = measures.get(str(row["measure"]))
        if measure is not None:
            measure.keys.append(str(row["key"]))

    for row in select(store, "quantities"):
        claim = claims.get(str(row["claim"]))
        if claim is None:
            continue
        claim.amount = Amount(
            value=decimal_or_none(row.get("value")),
            min=decimal_or_none(row.get("min")),
            max=decimal_or_none(row.get("max")),
            approximate=row.get("approximate") is True,
            vague=row.get("vague") is True,
            unit=opt(row.get("unit")),
        )
        claim.counts, claim.action, claim.when = opt(row.get("counts")), opt(row.get("action")), opt(row.get("when"))
        claim.no_measure, claim.reported = opt(row.get("noMeasure")), opt(row.get("reported"))
        claim.speaker_text = opt(row.get("sourceText"))  # "officials said …": shown where no entity is named
        claim.about = entities.get(str(row.get("about")))
        claim.measure = measures.get(str(row.get("measure")))
        if claim.measure is not None:
            claim.measure.claims.append(claim)

    for row in select(store, "roles"):
        claim = claims.get(str(row["claim"]))
        if claim is None:
            continue
        claim.holder, claim.role = entities.get(str(row["holder"])), str(row["role"])
        claim.role_of = entities.get(str(row.get("roleOf")))

    for row in select(store, "links"):
        a, b = claims.get(str(row["a"])), claims.get(str(row["b"]))
        if a is None or b is None or a is b:
            continue
        link = str(row["link"])
        if link.endswith("updates"):
            a.updates.append(b)
            b.updated_by.append(a)
            continue
        target = a.conflicts if link.endswith("conflictsWith") else a.corroborates
        target.append(b)

    runs = sorted(
        (Run(str(r["run"]), opt(r.get("model")), opt(r.get("modelVersion")), opt(r.get("softwareVersion")))
         for r in select(store, "runs")),
        key=lambda run: run.iri,
    )
    return arrange(articles, entities, claims, measures, runs, validation)


def arrange(
    articles: dict[str, Article],
    entities: dict[str, Entity],
    claims: dict[str, Claim],
    measures: dict[str, Measure],
    runs: list[Run],
    validation: ValidationReport | None,
) -> Report:
    """Sort everything and fill the cross references the template walks."""
    article_list = sorted(articles.values(), key=lambda a: (a.issued is None, a.issued or "", a.title.casefold(), a.iri))
    article_order = {id(a): i for i, a in enumerate(article_list)}

    def claim_key(c: Claim) -> tuple:
        return (article_order[id(c.article)], c.position, c.kind, c.iri)

    claim_list = sorted(claims.values(), key=claim_key)
    for claim in claim_list:
        claim.article.claims.append(claim)
        claim.conflicts = sorted(set(claim.conflicts), key=claim_key)
        claim.corroborates = sorted(set(claim.corroborates), key=claim_key)
        claim.updates = sorted(set(claim.updates), key=claim_key)
        claim.updated_by = sorted(set(claim.updated_by), key=claim_key)
        if claim.kind == "statement" and claim.source is not None:
            claim.source.statements.append(claim)
        elif claim.kind == "number" and claim.source is not None:
            claim.source.numbers.append(claim)
        elif claim.kind == "role":
            if claim.holder is not None:
                claim.holder.roles.append(claim)
            if claim.role_of is not None:
                claim.role_of.roles_here.append(claim)
    for article in article_list:
        article.spans.sort(key=lambda s: (s.start, -s.end, s.iri))
        for span in article.spans:
            span.claims.sort(key=claim_key)
            span.anchor_of.sort(key=claim_key)

    for entity in entities.values():
        entity.other_names = sorted(set(entity.other_names) - {entity.label}, key=lambda n: (n.casefold(), n))
        entity.articles.sort(key=lambda pair: article_order[id(pair[0])])
    entity_list = sorted(entities.values(), key=lambda e: (-len(e.articles), e.label.casefold(), e.label, e.iri))

    for measure in measures.values():
        measure.claims.sort(key=lambda c: (value_key(c), c.source_label.casefold(), claim_key(c)))
        if not measure.label:
            measure.label = measure_label(measure.claims)
    measure_list = sorted(
        (m for m in measures.values() if m.claims),
        key=lambda m: (not m.conflict_pairs, not m.update_count, -len(m.claims), m.label.casefold(), m.iri),
    )
    return Report(article_list, entity_list, claim_list, measure_list, runs, validation)


def value_key(claim: Claim) -> Decimal:
    amount = claim.amount
    if amount is None:
        return Decimal(0)
    low, high = amount.low, amount.high
    return low if low is not None else high if high is not None else Decimal(0)


def measure_label(claims: list[Claim]) -> str:
    """A name for a measure the graph gives no label: what is counted, the action, the place."""

    def common(values: Iterable[str | None]) -> list[str]:
        counts = Counter(v for v in values if v)
        return sorted(counts, key=lambda v: (-counts[v], v))

    counted = common(c.counts for c in claims)
    action = common(c.action for c in claims)
    about = common(c.about.label if c.about else None for c in claims)
    parts = [" / ".join(counted[:3]) or "number"]
    if action:
        parts.append(action[0])
    if about:
        parts.append(about[0])
    return " · ".join(parts)


def opt(value: object) -> str | None:
    return str(value) if value not in (None, "") else None


def decimal_or_none(value: object) -> Decimal | None:
    if isinstance(value, Decimal):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return Decimal(value)
    return None

