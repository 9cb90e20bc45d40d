"""Records to triples: one named graph per article, plus the entity and run graphs.

The RDF layer never sees spaCy objects, only records. Provenance is written by
``kg.provenance``; IRIs come from ``kg.iri``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache

from rdflib import Literal, URIRef
from rdflib import namespace as rdflib_namespace

from kg.compare import Comparison
from kg.confidence import claim_confidence, probability
from kg.iri import Minter
from kg.literals import BOOLEAN, plain, typed
from kg.provenance import Triple, provenance_triples
from kg.records import ArticleRecords, Claim, LocalEntity, QuantityClaim, Span, Statement
from kg.resolve import ResolvedEntity
from kg.vocab import NKG, SCHEMA, RememberedTerms

# rdflib's namespaces, their terms each made once (kg.vocab.RememberedTerms)
DCTERMS, GEO, OWL, PROV, RDF, RDFS, SKOS, XSD = (
    RememberedTerms(getattr(rdflib_namespace, name)) for name in ("DCTERMS", "GEO", "OWL", "PROV", "RDF", "RDFS", "SKOS", "XSD"))

SCHEMA_URL = URIRef(SCHEMA + "url")
SCHEMA_PUBLISHER = URIRef(SCHEMA + "publisher")
SF_POINT = URIRef("http://www.opengis.net/ont/sf#Point")  # Simple Features, as GeoSPARQL 1.1 uses

ENTITY_CLASS = {"Person": NKG.Person, "Organization": NKG.Organization, "Place": NKG.Place}
# Pronouns a source phrase may be that take up a group the text named before them: the source
# node is labelled with the group's words, its mention stays the pronoun.
TAKEN_UP_PRONOUNS = frozenset({"they", "them", "their"})
SOURCE_CLASS = {
    "unnamed_person": NKG.UnnamedPerson, "group": NKG.PeopleGroup, "spokesperson": NKG.Spokesperson,
    "organization": NKG.UnnamedOrganization, "document": NKG.Document, "narrator": NKG.Narrator,
}


@dataclass(frozen=True, slots=True)
class RunInfo:
    """What an extraction run records about itself."""

    software_version: str
    model: str
    model_version: str
    config_hash: str
    min_confidence: str | None = None  # kg build --min-confidence: claims below it were left out


@dataclass
class ArticleGraph:
    """The triples of one article's named graph, and what the entity graph needs from it."""

    iri: URIRef
    triples: list[Triple]
    entity_names: list[tuple[URIRef, str, str]] = field(default_factory=list)  # (entity, type, surface)
    entity_labels: list[tuple[URIRef, str]] = field(default_factory=list)  # (entity, in-article label)
    claims: list[tuple[URIRef, Claim]] = field(default_factory=list)  # (claim IRI, record), for comparison


@lru_cache(maxsize=1 << 16)  # every mention writes two; offsets repeat across articles, and Literals are immutable
def offset(value: int) -> Literal:
    """A character offset: an xsd:nonNegativeInteger."""
    return Literal(value, datatype=XSD.nonNegativeInteger)


def decimal(value: float) -> Literal:
    """An xsd:decimal from a float, written the short way (1500, not 1500.0000000001)."""
    return _decimal_written(repr(value))


@lru_cache(maxsize=1 << 16)  # values recur across claims; keyed by repr, so 0.0 and -0.0 stay two
def _decimal_written(written: str) -> Literal:
    number = Decimal(written).normalize()
    if number == number.to_integral_value():
        number = number.quantize(Decimal(1))
    return Literal(number, datatype=XSD.decimal)


def computed_decimal(value: float) -> Literal:
    """An xsd:decimal of a value kg computed rather than read (a cluster's bounds): rounded to
    12 significant digits, so float arithmetic's tail (7 - 0.35 = 6.6499999999999995) is not
    written as if it were measured."""
    return decimal(float(f"{value:.12g}"))


def run_triples(minter: Minter, run: URIRef, info: RunInfo) -> list[Triple]:
    agent = minter.agent(info.software_version)
    extra = [] if info.min_confidence is None else [(run, NKG.minConfidence, Literal(Decimal(info.min_confidence), datatype=XSD.decimal))]
    return extra + [
        (run, RDF.type, NKG.ExtractionRun),
        (run, PROV.wasAssociatedWith, agent),
        (run, NKG.model, Literal(info.model)),
        (run, NKG.modelVersion, Literal(info.model_version)),
        (run, NKG.configHash, Literal(info.config_hash)),
        (agent, RDF.type, PROV.SoftwareAgent),
        (agent, RDFS.label, Literal(f"kg {info.software_version}")),
        (agent, NKG.softwareVersion, Literal(info.software_version)),
    ]


def article_graph(
    records: ArticleRecords,
    minter: Minter,
    run: URIRef,
    entity_iri: Callable[[LocalEntity], URIRef],
) -> ArticleGraph:
    """The named graph of one article: the article, its mentions, its claims."""
    article = records.article
    sha = article.sha256
    a = minter.article(sha)
    triples: list[Triple] = [
        (a, RDF.type, NKG.Article),
        (a, NKG.text, Literal(article.text)),
        (a, NKG.sha256, Literal(sha)),
    ]
    if article.title:
        triples.append((a, DCTERMS.title, Literal(article.title)))
    if article.published:
        datatype = XSD.dateTime if "T" in article.published else XSD.date
        triples.append((a, DCTERMS.issued, Literal(article.published, datatype=datatype)))
    if article.url:
        triples.append((a, SCHEMA_URL, Literal(article.url, datatype=XSD.anyURI)))
    if article.publisher:
        triples.append((a, SCHEMA_PUBLISHER, Literal(article.publisher)))

    minted: dict[Span, URIRef] = {}  # a span's node, made once: entities and claims name the same spans

    def mention(span: Span) -> URIRef:
        m = minted.get(span)
        if m is None:
            m = minted[span] = minter.mention(sha, span.start, span.end)
            triples.extend([
                (m, RDF.type, NKG.Mention),
                (m, NKG.article, a),
                (m, NKG.start, offset(span.start)),
                (m, NKG.end, offset(span.end)),
                (m, NKG.exact, plain(article.text[span.start:span.end])),
            ])
        return m

    for span in records.furniture:
        triples.append((a, NKG.furniture, mention(span)))

    graph = ArticleGraph(a, triples)
    by_key: dict[str, URIRef] = {}
    for entity in records.entities:
        e = entity_iri(entity)
        by_key[entity.key] = e
        graph.entity_labels.append((e, entity.label))
        for span in entity.mentions:
            triples.append((e, NKG.mention, mention(span)))
            graph.entity_names.append((e, entity.type, article.text[span.start:span.end]))

    def claim(kind: str, claim_class: URIRef, record: Claim, *fields: object) -> URIRef:
        c = minter.claim(kind, sha, *record.evidence, *fields)
        graph.claims.append((c, record))
        evidence = [mention(span) for span in record.evidence]
        triples.extend(provenance_triples(c, claim_class, a, evidence, run, claim_confidence(record), record.rule))
        if record.attributed_to and record.attributed_to in by_key:
            triples.append((c, NKG.attributedTo, by_key[record.attributed_to]))
            if record.attribution_confidence is not None:
                triples.append((c, NKG.attributionConfidence, probability(record.attribution_confidence)))
        return c

    written_sources: set[URIRef] = set()

    def source(kind: str | None, span: Span | None, text: str | None, speaks_for: str | None) -> URIRef | None:
        """The node of an unnamed source (a group, a spokesperson, a document…), typed: the
        source of a statement, and of the numbers inside what it reports (one node, written once)."""
        if kind is None or span is None:
            return None
        node = minter.source(sha, span.start, span.end)
        if node in written_sources:
            return node
        written_sources.add(node)
        words = article.text[span.start:span.end]
        # "They" taking up a group named before ("Teachers and nurses … They said"): the group's words
        label = text if words.lower() in TAKEN_UP_PRONOUNS and text else words
        triples.extend([
            (node, RDF.type, SOURCE_CLASS[kind]),
            (node, RDFS.label, plain(label)),
            (node, NKG.mention, mention(span)),
        ])
        if speaks_for and speaks_for in by_key:
            tie = NKG.author if kind == "document" else NKG.speaksFor
            triples.append((node, tie, by_key[speaks_for]))
        return node

    for role in records.roles:
        c = claim("role", NKG.RoleClaim, role, role.holder, role.role)
        triples.append((c, NKG.holder, by_key[role.holder]))
        triples.append((c, NKG.role, plain(role.role)))
        if role.role_of and role.role_of in by_key:
            triples.append((c, NKG.roleOf, by_key[role.role_of]))

    for statement in records.statements:
        add_statement(triples, claim, statement, by_key, mention, source)

    for quantity in records.quantities:
        add_quantity(triples, claim, quantity, by_key, mention, source)
    return graph


def no_source(kind: str | None, span: Span | None, text: str | None, speaks_for: str | None) -> None:
    return None


def add_statement(triples: list[Triple], claim, statement: Statement, by_key: dict[str, URIRef], mention,  # noqa: ANN001
                  source=no_source) -> None:  # noqa: ANN001
    # the speaker is part of what defines a statement: joint speakers ("X and Y said") and
    # two speakers of one span each get a node of their own
    c = claim("statement", NKG.Statement, statement, statement.cue_span, statement.content_span, statement.quote,
              statement.speaker or statement.speaker_text, statement.speaker_span)
    if statement.cue_span is not None:
        triples.append((c, NKG.anchor, mention(statement.cue_span)))
    if statement.speaker and statement.speaker in by_key:
        triples.append((c, NKG.speaker, by_key[statement.speaker]))
    elif statement.speaker_text:
        triples.append((c, NKG.speakerText, plain(statement.speaker_text)))
    optional = [
        (NKG.speakerDescription, statement.speaker_description),
        (NKG.via, statement.via),
        (NKG.content, statement.content),
        (NKG.quote, statement.quote),
    ]
    triples.extend((c, p, plain(v)) for p, v in optional if v)
    triples.append((c, NKG.direct, BOOLEAN[bool(statement.direct and statement.quote)]))
    if statement.cue:
        triples.append((c, NKG.cue, plain(statement.cue)))
    triples.append((c, NKG.attributionKind, plain(statement.attribution_kind)))
    if statement.negated:
        triples.append((c, NKG.negated, Literal(True)))
    node = source(statement.source_kind, statement.speaker_span, statement.speaker_text, statement.speaker)
    if node is not None:
        triples.append((c, NKG.source, node))
    if statement.relayed_by and statement.relayed_by in by_key:
        triples.append((c, NKG.relayedBy, by_key[statement.relayed_by]))


def add_quantity(triples: list[Triple], claim, quantity: QuantityClaim, by_key: dict[str, URIRef], mention,  # noqa: ANN001
                 source=no_source) -> None:  # noqa: ANN001
    c = claim("quantity", NKG.QuantityClaim, quantity, quantity.span, quantity.value, quantity.min_value, quantity.max_value)
    if quantity.span is not None:
        triples.append((c, NKG.anchor, mention(quantity.span)))
    for p, v in ((NKG.value, quantity.value), (NKG.minValue, quantity.min_value), (NKG.maxValue, quantity.max_value)):
        if v is not None:
            triples.append((c, p, decimal(v)))
    triples.append((c, NKG.approximate, BOOLEAN[bool(quantity.approximate)]))
    if quantity.vague:
        triples.append((c, NKG.vague, BOOLEAN[True]))
    for p, v in ((NKG.unit, quantity.unit), (NKG.counts, quantity.counts), (NKG.action, quantity.action), (NKG.when, quantity.when)):
        if v:
            triples.append((c, p, plain(v)))
    for p, v in ((NKG.whenStart, quantity.when_start), (NKG.whenEnd, quantity.when_end),
                 (NKG.reportedOn, quantity.reported)):
        if v:
            triples.append((c, p, typed(v, XSD.date)))
    if quantity.bearer and quantity.bearer in by_key:
        triples.append((c, NKG.bearer, by_key[quantity.bearer]))
    if quantity.about and quantity.about in by_key:
        triples.append((c, NKG.about, by_key[quantity.about]))
    node = source(quantity.source_kind, quantity.source_span, quantity.source_text, quantity.attributed_to)
    if node is not None:
        triples.append((c, NKG.source, node))


def entity_triples(entity: URIRef, entity_type: str, label: str, alt_labels: Iterable[str]) -> list[Triple]:
    triples: list[Triple] = [
        (entity, RDF.type, ENTITY_CLASS[entity_type]),
        (entity, RDFS.label, plain(label)),
    ]
    triples.extend((entity, SKOS.altLabel, plain(alt)) for alt in sorted(set(alt_labels) - {label}))
    return triples


def resolved_entity_triples(entity: URIRef, resolved: ResolvedEntity, minter: Minter) -> list[Triple]:
    """A resolved entity: type, names, ``owl:sameAs`` from the alias table, and its merges.

    Each ``nkg:Merge`` names its rule (``nkg:mergeRule``) and the mentions it joined
    (``nkg:merged``); the mentions themselves live in their articles' graphs.
    """
    triples = entity_triples(entity, resolved.identity.type, resolved.label, resolved.alt_labels)
    triples.extend((entity, OWL.sameAs, URIRef(iri)) for iri in resolved.same_as)
    if resolved.place is not None:
        triples.extend(place_triples(entity, resolved.place.iri, resolved.place.wkt, minter))
    for merge in resolved.merges:
        m = minter.merge(entity, merge.rule)
        triples.extend([(entity, NKG.resolvedBy, m), (m, RDF.type, NKG.Merge), (m, NKG.mergeRule, plain(merge.rule))])
        triples.extend((m, NKG.merged, minter.mention(article, span.start, span.end)) for article, span in merge.mentions)
    return triples


def place_triples(entity: URIRef, geonames: str, wkt: str, minter: Minter) -> list[Triple]:
    """A place on a map: ``owl:sameAs`` its GeoNames IRI and a GeoSPARQL point
    (``geo:hasGeometry`` / ``geo:asWKT "POINT(lon lat)"^^geo:wktLiteral``, WGS 84 longitude first)."""
    point = minter.geometry(entity)
    return [
        (entity, OWL.sameAs, URIRef(geonames)),
        (entity, GEO.hasGeometry, point),
        (point, RDF.type, GEO.Geometry),
        (point, RDF.type, SF_POINT),
        (point, GEO.asWKT, typed(wkt, GEO.wktLiteral)),
    ]


def comparison_triples(comparison: Comparison, minter: Minter) -> list[Triple]:
    """Measures (with the keys they were grouped on), value clusters, corroborations,
    conflicts (both ways: they are symmetric), updates (later -> earlier) and why a claim
    is in no measure."""
    triples: list[Triple] = []
    for link in comparison.corroborations:
        a, b = URIRef(link.a), URIRef(link.b)
        triples.extend([(a, NKG.corroborates, b), (b, NKG.corroborates, a)])
    for link in comparison.conflicts:
        a, b = URIRef(link.a), URIRef(link.b)
        triples.extend([(a, NKG.conflictsWith, b), (b, NKG.conflictsWith, a)])
    for link in comparison.updates:
        triples.append((URIRef(link.a), NKG.updates, URIRef(link.b)))
    for measure in comparison.measures:
        m = minter.measure(measure.key)
        triples.extend([(m, RDF.type, NKG.Measure), (m, RDFS.label, plain(measure.label))])
        triples.extend((URIRef(claim), NKG.measure, m) for claim in measure.claims)
        if measure.kind:
            triples.append((m, NKG.measureKind, plain(measure.kind)))
        if measure.action:
            triples.append((m, NKG.measureAction, plain(measure.action)))
        if measure.place:
            triples.append((m, NKG.measurePlace, URIRef(measure.place)))
        if measure.bearer:
            triples.append((m, NKG.bearer, URIRef(measure.bearer)))
        if measure.time:
            triples.append((m, NKG.measureTime, plain(measure.time)))
        triples.append((m, NKG.running, Literal(measure.running)))
        triples.extend((m, NKG.groupedBy, plain(f"{name}: {value}")) for name, value in measure.keys)
    for cluster in comparison.clusters:
        c = minter.measure(f"cluster|{cluster.key}")
        triples.extend([(c, RDF.type, NKG.ValueCluster), (c, NKG.clusterOf, minter.measure(cluster.measure))])
        triples.extend((URIRef(claim), NKG.valueCluster, c) for claim in cluster.claims)
        if cluster.low is not None:
            triples.append((c, NKG.lowerBound, computed_decimal(cluster.low)))
        if cluster.high is not None:
            triples.append((c, NKG.upperBound, computed_decimal(cluster.high)))
        if cluster.moment:
            triples.append((c, NKG.reportedOn, typed(cluster.moment, XSD.date)))
    for claim, reason in comparison.unmeasured:
        triples.append((URIRef(claim), NKG.noMeasure, plain(reason)))
    return triples
