"""SHACL is given only the triples its shapes can read (kg.shacl_reads), with the same reports."""

from __future__ import annotations

import pytest
from rdflib import Graph, Literal, Namespace
from rdflib.namespace import PROV, RDF, RDFS, XSD

from kg.shacl_reads import predicates_read
from kg.validate import _oxigraph_store, shapes_graph, validate_triples
from kg.vocab import NKG

EX = Namespace("https://example.org/")

SHAPES = """
@prefix sh: <http://www.w3.org/ns/shacl#> .
@prefix ex: <https://example.org/> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .

ex:BoatShape a sh:PropertyShape ;
    sh:targetClass ex:Boat ; sh:path ex:hull ; sh:class ex:Hull ; sh:minCount 1 .
ex:OwnerShape a sh:PropertyShape ;
    sh:targetClass ex:Boat ; sh:path [ sh:inversePath ex:owns ] ; sh:maxCount 1 .
ex:PortShape a sh:NodeShape ;
    sh:targetObjectsOf ex:moorsAt ;
    sh:sparql [ a sh:SPARQLConstraint ; sh:prefixes ex:prefixes ;
                sh:select "SELECT $this WHERE { $this ex:berths ?n . FILTER (?n < 0) }" ] .
ex:prefixes sh:declare [ sh:prefix "ex" ; sh:namespace "https://example.org/"^^xsd:anyURI ] .
"""


def shapes(extra: str = "") -> Graph:
    return Graph().parse(data=SHAPES + extra, format="turtle")


def test_the_predicates_of_paths_targets_and_queries_are_read():
    assert predicates_read(shapes()) == {RDF.type, RDFS.subClassOf, EX.hull, EX.owns, EX.moorsAt, EX.berths}


@pytest.mark.parametrize("extra", [
    "ex:BoatShape sh:closed true .",
    'ex:AnyShape a sh:NodeShape ; sh:targetClass ex:Boat ; sh:sparql [ a sh:SPARQLConstraint ; '
    'sh:select "SELECT $this WHERE { $this ?p ?o }" ] .',
    'ex:PathShape a sh:NodeShape ; sh:targetClass ex:Boat ; sh:sparql [ a sh:SPARQLConstraint ; sh:prefixes ex:prefixes ; '
    'sh:select "SELECT $this WHERE { $this ex:hull/ex:mast ?o }" ] .',
    "ex:RuleShape a sh:NodeShape ; sh:rule [ a sh:TripleRule ] .",
], ids=["closed", "variable-predicate", "property-path-in-query", "rule"])
def test_shapes_that_may_read_anything_leave_every_triple_in(extra):
    assert predicates_read(shapes(extra)) is None


def test_kg_shapes_read_the_span_checks_but_not_a_claims_wording():
    read = predicates_read(shapes_graph())
    assert {NKG.start, NKG.end, NKG.exact, NKG.text, NKG.article, PROV.wasDerivedFrom} <= read
    assert not {NKG.content, NKG.cue, NKG.rule, NKG.quote} & read


def test_the_store_pyshacl_checks_holds_only_what_the_shapes_read():
    triples = [(EX.claim, RDF.type, NKG.Statement), (EX.claim, NKG.content, Literal("the river rose overnight")),
               (EX.claim, NKG.cue, Literal("warn"))]
    assert len(_oxigraph_store(triples)) == 1


def broken_article() -> list:
    text = "The ferry left at dawn, a harbour master said."
    return [
        (EX.article, RDF.type, NKG.Article), (EX.article, NKG.text, Literal(text)),
        (EX.article, NKG.sha256, Literal("ab" * 32)),
        (EX.mention, RDF.type, NKG.Mention), (EX.mention, NKG.article, EX.article),
        (EX.mention, NKG.start, Literal(4, datatype=XSD.nonNegativeInteger)),
        (EX.mention, NKG.end, Literal(9, datatype=XSD.nonNegativeInteger)),
        (EX.mention, NKG.exact, Literal("barge")),  # the text says "ferry"
        (EX.claim, RDF.type, NKG.Statement), (EX.claim, NKG.evidence, EX.mention),
        (EX.claim, NKG.confidence, Literal("1.5", datatype=XSD.decimal)),  # above 1; no derivation, no run
    ]


def test_a_broken_graph_gets_the_same_report_with_triples_no_shape_reads():
    unread = [(EX.claim, NKG.content, Literal("the ferry left at dawn")), (EX.claim, NKG.cue, Literal("say")),
              (EX.claim, NKG.rule, Literal("statement.said"))]
    alone = validate_triples(broken_article())
    together = validate_triples(broken_article() + unread)
    assert not alone.conforms and alone.violations == 4
    assert (together.conforms, together.violations, together.text) == (alone.conforms, alone.violations, alone.text)


def test_oxigraph_terms_are_left_out_alike_and_blank_nodes_kept():
    """``kg load`` checks Oxigraph quads; a report describes a blank node by its triples."""
    import pyoxigraph as ox

    claim = ox.NamedNode(str(EX.claim))
    triples = [(claim, ox.NamedNode(str(RDF.type)), ox.NamedNode(str(NKG.Statement))),
               (claim, ox.NamedNode(str(NKG.cue)), ox.Literal("warn")),
               (ox.BlankNode("gauge"), ox.NamedNode(str(NKG.cue)), ox.Literal("rise"))]
    assert len(_oxigraph_store(triples)) == 2
