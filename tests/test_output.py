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


def oxigraph_nquads(quads) -> bytes:
    """What Oxigraph's own serialiser writes of rdflib quads: what kg.write's must equal."""
    import pyoxigraph as ox

    from kg.write import to_ox

    return ox.serialize([ox.Quad(*map(to_ox, quad)) for quad in quads], format=ox.RdfFormat.N_QUADS)


TRICKY_LITERALS = {
    "plain": ("the minister said", None, None),
    "typed": ("1200", "http://www.w3.org/2001/XMLSchema#nonNegativeInteger", None),
    "decimal": ("0.90", "http://www.w3.org/2001/XMLSchema#decimal", None),
    "xsd_string": ("a string", "http://www.w3.org/2001/XMLSchema#string", None),
    "language": ("la ministre", None, "fr"),
    "quote_and_backslash": ('he said "no" \\ twice', None, None),
    "newlines_tabs": ("line one\nline two\r\n\tend", None, None),
    "controls": ("bell\x07 form\x0c back\x08 nul\x00 del\x7f", None, None),
    "non_ascii": ("Zürich — “quoted” 東京 \u2028 \U0001F600", None, None),
    "empty": ("", None, None),
}


@pytest.mark.parametrize("name", TRICKY_LITERALS)
def test_nquads_written_by_kg_are_oxigraphs_bytes(name):
    """kg.write makes N-Quads lines itself (perf: an Oxigraph quad per quad was most of the
    cost of writing); every literal, escaped or not, typed, tagged or plain, is written as
    Oxigraph writes it."""
    from rdflib import BNode, Literal, URIRef

    from kg.write import term_text, to_nquads

    text, datatype, language = TRICKY_LITERALS[name]
    literal = Literal(text, datatype=URIRef(datatype) if datatype else None, lang=language)
    s, p, g = URIRef("https://example.org/s"), URIRef("https://example.org/p"), URIRef("https://example.org/g")
    quads = [(s, p, literal, g), (BNode("b1"), p, s, g), (s, p, literal, URIRef("https://example.org/h"))]
    assert to_nquads(quads) == oxigraph_nquads(quads)
    assert term_text(literal) == oxigraph_nquads([(s, p, literal, g)]).decode().split(" ", 2)[2].rsplit(" ", 2)[0]


def test_nquads_of_the_default_graph_are_triples_as_oxigraph_writes_them():
    """A quad with no graph term (the default graph) is a triple line, never "None" for a graph."""
    from rdflib import Literal, URIRef

    from kg.write import to_nquads

    s, p = URIRef("https://example.org/s"), URIRef("https://example.org/p")
    quads = [(s, p, Literal("x"), None), (s, p, Literal("y"), URIRef("https://example.org/g")), (s, p, s, None)]
    assert to_nquads(quads) == (b'<https://example.org/s> <https://example.org/p> "x" .\n'
                                b'<https://example.org/s> <https://example.org/p> "y" <https://example.org/g> .\n'
                                b'<https://example.org/s> <https://example.org/p> <https://example.org/s> .\n')


def test_nquads_make_a_subjects_text_once_per_run_and_each_predicates_once(monkeypatch):
    """Sorted quads come in runs of one subject term, under a few predicates: ``to_nquads``
    makes the subject's text once per run (the same term object) and each predicate's once,
    the same bytes as Oxigraph's serialiser (an equal subject that is another object is made
    again: still the same text)."""
    from rdflib import Literal, URIRef

    import kg.write as write

    asked: list[str] = []
    made = write.term_text

    def counted(term):  # noqa: ANN001, ANN202
        asked.append(str(term))
        return made(term)

    s, t, p, q, g = (URIRef(f"https://example.org/{name}") for name in "stpqg")
    quads = [(s, p, Literal("a"), g), (s, p, Literal("b"), g), (s, q, t, g), (t, p, s, g),
             (URIRef(str(t)), q, Literal("c"), g)]
    monkeypatch.setattr(write, "term_text", counted)
    assert write.to_nquads(quads) == oxigraph_nquads(quads)
    assert asked.count(str(s)) == 2  # subject of the first run, object of the fourth quad
    assert asked.count(str(t)) == 3  # object, subject of a run, and again as another object
    assert asked.count(str(p)) == asked.count(str(q)) == 1


def test_nquads_writer_still_rejects_what_oxigraph_rejects():
    """An IRI Oxigraph will not hold is an error, as it was when Oxigraph wrote every quad."""
    from rdflib import Literal, URIRef

    from kg.write import to_nquads

    with pytest.raises(ValueError):
        to_nquads([(URIRef("https://example.org/a b"), URIRef("https://example.org/p"), Literal("x"),
                    URIRef("https://example.org/g"))])


def test_written_nquads_file_mixes_bytes_rdflib_and_oxigraph_quads(tmp_path):
    """write_nquads writes bytes as they are, rdflib quads by kg's lines and Oxigraph quads
    (a shard's) by Oxigraph, in the order given."""
    import pyoxigraph as ox
    from rdflib import Literal, URIRef

    from kg.write import to_nquads, write_quads

    s, p, g = URIRef("https://example.org/s"), URIRef("https://example.org/p"), URIRef("https://example.org/g")
    first = [(s, p, Literal('say "when"\n'), g)]
    second = [(s, p, Literal(str(n), datatype=URIRef("http://www.w3.org/2001/XMLSchema#integer")), g) for n in range(3)]
    shard = ox.Quad(ox.NamedNode(str(s)), ox.NamedNode(str(p)), ox.Literal("from a shard"), ox.NamedNode(str(g)))
    write_quads([to_nquads(first), *second, shard, *first], tmp_path / "mixed.nq")
    assert (tmp_path / "mixed.nq").read_bytes() == (oxigraph_nquads(first) + oxigraph_nquads(second)
                                                    + ox.serialize([shard], format=ox.RdfFormat.N_QUADS)
                                                    + oxigraph_nquads(first))


def test_nquads_of_any_text_are_oxigraphs_bytes():
    """Property: any text Oxigraph accepts in a literal (no lone surrogate) is written as it writes it."""
    from hypothesis import given, settings
    from hypothesis import strategies as st
    from rdflib import Literal, URIRef

    from kg.write import to_nquads

    s, p, g = URIRef("https://example.org/s"), URIRef("https://example.org/p"), URIRef("https://example.org/g")
    typed = URIRef("http://www.w3.org/2001/XMLSchema#string")

    @settings(max_examples=300, deadline=None)
    @given(st.text(alphabet=st.characters(exclude_categories=("Cs",))), st.booleans())
    def check(text, with_type):
        quads = [(s, p, Literal(text, datatype=typed if with_type else None), g)]
        assert to_nquads(quads) == oxigraph_nquads(quads)

    check()
