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
    Merge: URIRef

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

    # roles
    holder: URIRef
    role: URIRef
    roleOf: URIRef

    # extraction run
    softwareVersion: URIRef
    model: URIRef
    modelVersion: URIRef
    configHash: URIRef

    # across articles
    corroborates: URIRef
    conflictsWith: URIRef
    resolvedBy: URIRef
    merged: URIRef
    mergeRule: URIRef


# Each term made once, as a plain class attribute: a DefinedNamespace otherwise checks the
# name and makes a new URIRef on every access, and a build reads these terms hundreds of
# thousands of times. Names that are not terms still raise AttributeError.
for _name in NKG.__annotations__:
    type.__setattr__(NKG, _name, NKG._NS[_name])
del _name
