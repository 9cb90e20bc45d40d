"""The ontology: well formed, in step with the vocabulary, and checked by HermiT (Java)."""

from __future__ import annotations

import shutil

import pytest
from rdflib import OWL, RDF, Graph, Literal, Namespace
from rdflib.namespace import RDFS

from kg.errors import OntologyError
from kg.validate import ONTOLOGY_FILE, check_owl_consistency
from kg.vocab import NKG

EX = Namespace("https://example.org/")

needs_java = pytest.mark.skipif(shutil.which("java") is None, reason="HermiT needs a Java runtime (.ci/run installs one)")


@pytest.fixture(scope="module")
def ontology() -> Graph:
    return Graph().parse(ONTOLOGY_FILE, format="turtle")


def test_every_vocabulary_term_is_declared_with_a_label(ontology):
    for name in NKG.__annotations__:
        term = NKG[name]
        assert (term, RDF.type, None) in ontology, name
        assert ontology.value(term, RDFS.label) is not None, name


def test_every_declared_term_is_in_the_vocabulary(ontology):
    declared = {str(s) for s in ontology.subjects(RDF.type, None) if str(s).startswith(str(NKG))}
    assert declared <= {str(NKG[name]) for name in NKG.__annotations__}


def test_people_organisations_and_places_are_pairwise_disjoint(ontology):
    members = set()
    for group in ontology.subjects(RDF.type, OWL.AllDisjointClasses):
        members |= set(ontology.items(ontology.value(group, OWL.members)))
    assert {NKG.Person, NKG.Organization, NKG.Place} <= members


@needs_java
def test_the_ontology_with_the_seeds_is_consistent(seeds_dataset):
    sample = Graph()
    for s, p, o, _ in seeds_dataset.quads((None, None, None, None)):
        if p != NKG.text:  # long literals add nothing to the reasoning
            sample.add((s, p, o))
    check_owl_consistency(sample)


@needs_java
def test_a_node_typed_person_and_place_is_inconsistent():
    graph = Graph()
    graph.add((EX.x, RDF.type, NKG.Person))
    graph.add((EX.x, RDF.type, NKG.Place))
    graph.add((EX.x, RDFS.label, Literal("Georgia")))
    with pytest.raises(OntologyError, match="inconsistent"):
        check_owl_consistency(graph)
