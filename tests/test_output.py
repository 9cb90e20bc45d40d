"""Output that reads well elsewhere: compact JSON-LD, prefixes for instance IRIs, one
schema.org namespace, article titles in query tables."""

from __future__ import annotations


import pytest
from rdflib import Dataset
from rdflib.compare import isomorphic

from conftest import SEEDS
from kg.cli import main
from kg.jsonld import Compactor
from kg.vocab import SCHEMA, prefixes


@pytest.fixture(scope="module")
def outputs(seeds_files):
    return seeds_files["trig"].parent


def test_compact_jsonld_is_the_same_dataset_as_trig(outputs):
    trig, jsonld = Dataset(), Dataset()
    trig.parse(outputs / "seeds.trig", format="trig")
    jsonld.parse(outputs / "seeds.jsonld", format="json-ld")
    for graph in trig.graphs():
        assert isomorphic(graph, jsonld.graph(graph.identifier)), graph.identifier
    assert len(trig) == len(jsonld) > 2000  # every quad of the seeds, whatever their number this release


def test_compaction_by_hand():
    compactor = Compactor({"nkg": "https://w3id.org/newskg/ns#", "xsd": "http://www.w3.org/2001/XMLSchema#",
                           "id": "https://w3id.org/newskg/id/", "article": "https://w3id.org/newskg/id/article/"})
    node = {"@id": "https://w3id.org/newskg/id/article/ab",
            "http://www.w3.org/1999/02/22-rdf-syntax-ns#type": [{"@id": "https://w3id.org/newskg/ns#Article"}],
            "https://w3id.org/newskg/ns#start": [{"@value": "5", "@type": "http://www.w3.org/2001/XMLSchema#integer"}],
            "https://w3id.org/newskg/ns#quote": [{"@value": "a"}, {"@value": "b", "@language": "en"}],
            "http://other/p": [{"@id": "_:b0"}, {"@id": "http://other//x"}]}
    assert compactor.node(node) == {
        "@id": "article:ab", "@type": "nkg:Article", "nkg:start": {"@value": "5", "@type": "xsd:integer"},
        "nkg:quote": ["a", {"@value": "b", "@language": "en"}], "http://other/p": [{"@id": "_:b0"}, {"@id": "http://other//x"}]}


def test_turtle_and_trig_declare_instance_and_owl_prefixes(outputs):
    for name in ("seeds.trig", "seeds.ttl"):
        text = (outputs / name).read_text(encoding="utf-8")
        for prefix in ("article", "claim", "person", "owl", "schema"):
            assert f"@prefix {prefix}: <{prefixes()[prefix]}> ." in text
        body = [line for line in text.splitlines() if not line.startswith("@prefix")]
        assert any("claim:statement-" in line for line in body)
        assert not any("<https://w3id.org/newskg/id/claim/" in line for line in body)


def test_a_build_with_another_base_declares_its_own_prefixes(tmp_path):
    out = tmp_path / "g.ttl"
    assert main(["build", str(SEEDS / "002_27f613a8daa9a422.txt"), "--base", "https://example.org/kg/", "--out", str(out), "-q"]) == 0
    assert "@prefix article: <https://example.org/kg/article/> ." in out.read_text(encoding="utf-8")


def test_one_schema_org_namespace_everywhere(outputs):
    from kg.sparql import EXPORT_PREFIXES
    from kg.store import EXPORT_PREFIXES as STORE_PREFIXES
    from kg.write import PREFIXES

    assert SCHEMA == "http://schema.org/"
    assert EXPORT_PREFIXES["schema"] == STORE_PREFIXES["schema"] == PREFIXES["schema"] == SCHEMA
    ontology = (SEEDS.parent / "ontology" / "nkg.ttl").read_text(encoding="utf-8")
    assert "@prefix schema: <http://schema.org/> ." in ontology and "https://schema.org" not in ontology
    assert "https://schema.org/" not in (outputs / "seeds.trig").read_text(encoding="utf-8")


def test_query_tables_name_articles(outputs, capsys):
    from kg.sparql import format_table, run_query

    output = run_query(str(outputs / "seeds.trig"), "SELECT ?a WHERE { ?a a <https://w3id.org/newskg/ns#Article> } ORDER BY ?a",
                       fmt="table")
    rows = format_table(output).splitlines()[2:5]
    assert rows[0].startswith("“Tens of thousands of migrants briefly … article:0ffc149cc4375bda")
    assert all("article:" in row for row in rows)


def test_each_quad_keeps_its_own_graph_when_graphs_alternate():
    """The writer converts a graph term once for the quads that follow it (perf7): a graph
    that comes back after another is converted again, not mistaken for the last one."""
    from rdflib import Literal, URIRef

    from kg.write import to_nquads

    first, second = URIRef("https://example.org/g/ferry"), URIRef("https://example.org/g/harbour")
    s, p = URIRef("https://example.org/s"), URIRef("https://example.org/p")
    quads = [(s, p, Literal("a"), first), (s, p, Literal("b"), first), (s, p, Literal("c"), second),
             (s, p, Literal("d"), URIRef(str(first)))]
    assert to_nquads(quads).decode().splitlines() == [
        f'<{s}> <{p}> "{word}" <{graph}> .' for word, graph in (("a", first), ("b", first), ("c", second), ("d", first))]
