"""The only code that writes provenance triples.

Every claim gets, here and nowhere else: its class, ``prov:wasDerivedFrom`` its article,
``nkg:evidence`` its supporting spans, ``prov:wasGeneratedBy`` the extraction run, and
``nkg:confidence``, the measured precision of the rule that made it (``kg.confidence``).
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

from rdflib import URIRef
from rdflib import namespace as rdflib_namespace

from kg.literals import exact_decimal, plain
from kg.vocab import NKG, RememberedTerms

RDF, PROV = RememberedTerms(rdflib_namespace.RDF), RememberedTerms(rdflib_namespace.PROV)

Triple = tuple[URIRef, URIRef, object]


def provenance_triples(
    claim: URIRef,
    claim_class: URIRef,
    article: URIRef,
    evidence: Iterable[URIRef],
    run: URIRef,
    confidence: Decimal,
    rule: str,
) -> list[Triple]:
    triples: list[Triple] = [
        (claim, RDF.type, claim_class),
        (claim, PROV.wasDerivedFrom, article),
        (claim, PROV.wasGeneratedBy, run),
        (claim, NKG.confidence, exact_decimal(confidence)),
        (claim, NKG.rule, plain(rule)),
    ]
    triples.extend((claim, NKG.evidence, mention) for mention in evidence)
    return triples
