"""The nkg: ontology namespace, kept in step with ``ontology/nkg.ttl``.

A ``DefinedNamespace``, so a misspelt term is an AttributeError rather than a silent new
IRI. The terms of DESIGN.md are a public contract: add terms, never rename or remove.

Standard vocabularies are reused where they fit, through rdflib's namespaces: places on a
map are ``owl:sameAs`` their GeoNames feature (``https://sws.geonames.org/ID/``) and carry a
GeoSPARQL point (``GEO.hasGeometry`` a ``GEO.Geometry`` whose ``GEO.asWKT`` is
``"POINT(lon lat)"^^GEO.wktLiteral``), written by ``kg.rdf.place_triples``.
"""

from __future__ import annotations

from rdflib import Namespace, URIRef
from rdflib.namespace import DefinedNamespace

NS = "https://w3id.org/newskg/ns#"
DEFAULT_BASE = "https://w3id.org/newskg/id/"
# schema.org publishes its vocabulary under http://schema.org/ (its RDF files and the
# ontology use it; https://schema.org/ names the same terms but is another IRI in RDF).
# The data uses http, so every prefix declaration kg writes or reads does too.
SCHEMA = "http://schema.org/"

# The prefixes kg declares wherever it writes or shows IRIs: Turtle, TriG, JSON-LD's
# @context (kg/data/context.jsonld), query tables, kg serve's Turtle.
VOCABULARY_PREFIXES: dict[str, str] = {
    "nkg": NS,
    "prov": "http://www.w3.org/ns/prov#",
    "dcterms": "http://purl.org/dc/terms/",
    "schema": SCHEMA,
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "owl": "http://www.w3.org/2002/07/owl#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "geo": "http://www.opengis.net/ont/geosparql#",
}
# The kinds of instance IRI (kg.iri.Minter), each a prefix of its own: article:3ec2b6a4…
INSTANCE_KINDS = ("article", "mention", "claim", "person", "organization", "place", "measure", "merge",
                  "run", "agent", "graph")


def instance_prefixes(base: str = DEFAULT_BASE) -> dict[str, str]:
    """A prefix per kind of instance IRI under ``base``: ``article:`` for ``<base>article/``."""
    base = base if base.endswith(("/", "#")) else base + "/"
    return {kind: f"{base}{kind}/" for kind in INSTANCE_KINDS}


def prefixes(base: str = DEFAULT_BASE) -> dict[str, str]:
    """Every prefix kg declares: the vocabularies', then the instance IRIs' under ``base``."""
    return {**VOCABULARY_PREFIXES, **instance_prefixes(base)}


class RememberedTerms:
    """An rdflib namespace whose terms are each made once: rdflib's own closed namespaces (RDF,
    RDFS, PROV, XSD…) look a term up and make a new URIRef on every attribute access (1.4 µs,
    against 0.03 µs for an attribute), and the build asks for ``RDF.type`` and its like about
    a hundred thousand times. Same terms; a name the namespace lacks still raises."""

    def __init__(self, namespace) -> None:  # noqa: ANN001
        self._namespace = namespace

    def __getattr__(self, name: str) -> URIRef:
        term = getattr(self._namespace, name)
        setattr(self, name, term)  # found as an attribute from now on
        return term


class NKG(DefinedNamespace):
    _NS = Namespace(NS)
    _fail = True

    # classes
    Article: URIRef
    Agent: URIRef
    Person: URIRef
    Organization: URIRef
    Place: URIRef
    Mention: URIRef
    Claim: URIRef
    Statement: URIRef
    QuantityClaim: URIRef
    RoleClaim: URIRef
    ExtractionRun: URIRef
    Measure: URIRef
    ValueCluster: URIRef
    Merge: URIRef
    Source: URIRef  # an unnamed source of a statement (and of the numbers in it), typed by one of the six below
    UnnamedPerson: URIRef
    PeopleGroup: URIRef
    Spokesperson: URIRef
    UnnamedOrganization: URIRef
    Document: URIRef
    Narrator: URIRef  # the text's own "I" or "we" (the writer; in a transcript, the one answering)

    # article
    text: URIRef
    sha256: URIRef
    furniture: URIRef  # Article -> Mention: page furniture left out of the analysis

    # entities and mentions
    mention: URIRef
    article: URIRef
    start: URIRef
    end: URIRef
    exact: URIRef

    # claims
    evidence: URIRef
    anchor: URIRef
    confidence: URIRef
    rule: URIRef
    attributedTo: URIRef

    # statements
    speaker: URIRef
    speakerText: URIRef
    speakerDescription: URIRef
    via: URIRef
    content: URIRef
    quote: URIRef
    direct: URIRef
    cue: URIRef
    attributionKind: URIRef  # "speech", "thought" or "intention"
    negated: URIRef  # true when the cue is negated: "did not say whether …"
    source: URIRef  # Statement or QuantityClaim -> Source
    relayedBy: URIRef  # Statement -> the outer source of a nested attribution
    speaksFor: URIRef  # Source -> entity
    author: URIRef  # Document -> entity
    attributionConfidence: URIRef  # Claim -> decimal: the probability its attributedTo is right

    # quantities
    value: URIRef
    minValue: URIRef
    maxValue: URIRef
    approximate: URIRef
    vague: URIRef
    unit: URIRef
    counts: URIRef
    action: URIRef
    about: URIRef
    when: URIRef
    whenStart: URIRef
    whenEnd: URIRef
    measure: URIRef
    reportedOn: URIRef  # the day a number is reported as of (publication date, else dateline)
    bearer: URIRef  # whose quantity it is: the person an age is the age of, a count of times's doer
    noMeasure: URIRef  # why a quantity claim is in no measure

    # measures: the keys they were grouped on, and their values
    measureKind: URIRef
    measureAction: URIRef
    measurePlace: URIRef
    measureTime: URIRef
    running: URIRef
    groupedBy: URIRef
    valueCluster: URIRef
    clusterOf: URIRef
    lowerBound: URIRef
    upperBound: URIRef

    # roles
    holder: URIRef
    role: URIRef
    roleOf: URIRef

    # extraction run
    softwareVersion: URIRef
    model: URIRef
    modelVersion: URIRef
    configHash: URIRef
    minConfidence: URIRef  # the run's --min-confidence

    # across articles
    corroborates: URIRef
    conflictsWith: URIRef
    updates: URIRef
    resolvedBy: URIRef
    merged: URIRef
    mergeRule: URIRef


# Each term made once, as a plain class attribute: a DefinedNamespace otherwise checks the
# name and makes a new URIRef on every access, and a build reads these terms hundreds of
# thousands of times. Names that are not terms still raise AttributeError.
for _name in NKG.__annotations__:
    type.__setattr__(NKG, _name, NKG._NS[_name])
del _name
