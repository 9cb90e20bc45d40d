"""Each shape with a conforming and a non-conforming graph."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.namespace import OWL, PROV, RDF, RDFS, XSD

from kg.validate import validate_graph, validate_triples
from kg.vocab import NKG

EX = Namespace("https://example.org/")
OK = Path(__file__).parent / "shapes" / "claim-ok.test.ttl"


def base() -> Graph:
    return Graph().parse(OK, format="turtle")


def test_the_base_graph_conforms():
    report = validate_graph(base())
    assert report.conforms, report.text


def without(*triples):
    def change(g: Graph) -> None:
        for t in triples:
            g.remove(t)
    return change


def with_(*triples):
    def change(g: Graph) -> None:
        for t in triples:
            g.add(t)
    return change


def replace(s, p, o):
    def change(g: Graph) -> None:
        g.remove((s, p, None))
        g.add((s, p, o))
    return change


VIOLATIONS = {
    "claim without source article": (without((EX.c, PROV.wasDerivedFrom, EX.a)), "prov:wasDerivedFrom"),
    "claim with two source articles": (with_((EX.c, PROV.wasDerivedFrom, EX.b), (EX.b, RDF.type, NKG.Article), (EX.b, NKG.text, Literal("x")), (EX.b, NKG.sha256, Literal("1" * 64))), "prov:wasDerivedFrom"),
    "claim without evidence": (without((EX.c, NKG.evidence, EX.m)), "nkg:evidence"),
    "claim without run": (without((EX.c, PROV.wasGeneratedBy, EX.run)), "nkg:ExtractionRun"),
    "claim without confidence": (without((EX.c, NKG.confidence, None)), "nkg:confidence"),
    "confidence above one": (replace(EX.c, NKG.confidence, Literal(Decimal("1.5"), datatype=XSD.decimal)), "nkg:confidence"),
    "confidence not a decimal": (replace(EX.c, NKG.confidence, Literal("abc", datatype=XSD.decimal)), "nkg:confidence"),
    "confidence a plain string": (replace(EX.c, NKG.confidence, Literal("0.5")), "nkg:confidence"),
    "two confidences": (with_((EX.c, NKG.confidence, Literal(Decimal("0.5"), datatype=XSD.decimal))), "nkg:confidence"),
    "start not before end": (replace(EX.n, NKG.end, Literal(3, datatype=XSD.nonNegativeInteger)), "less than its nkg:end"),
    "negative start": (replace(EX.n, NKG.start, Literal(-1, datatype=XSD.integer)), "nkg:start"),
    "start as a decimal": (replace(EX.n, NKG.start, Literal("3.0", datatype=XSD.decimal)), "nkg:start"),
    "exact differs from the text": (replace(EX.n, NKG.exact, Literal("Vivaz")), "nkg:exact must equal"),
    "entity without label": (without((EX.vivas, RDFS.label, None)), "rdfs:label"),
    "entity without mention": (without((EX.vivas, NKG.mention, None)), "nkg:mention"),
    "role claim without holder": (without((EX.c, NKG.holder, None)), "nkg:holder"),
    "role claim without role": (without((EX.c, NKG.role, None)), "nkg:role"),
    "article without text": (without((EX.a, NKG.text, None)), "nkg:text"),
    "article hash not hex": (replace(EX.a, NKG.sha256, Literal("Z" * 64)), "nkg:sha256"),
    "mention without article": (without((EX.n, NKG.article, None)), "nkg:article"),
    "mention without exact": (without((EX.n, NKG.exact, None)), "nkg:exact"),
    "mention without end": (without((EX.n, NKG.end, None)), "nkg:end"),
    "mention without start": (without((EX.n, NKG.start, None)), "exactly one nkg:start"),
    "mention with two starts": (with_((EX.n, NKG.start, Literal(1, datatype=XSD.nonNegativeInteger))),
                                "exactly one nkg:start"),
    "mention with two ends": (with_((EX.n, NKG.end, Literal(40, datatype=XSD.nonNegativeInteger))),
                              "exactly one nkg:end"),
    "negative end": (replace(EX.n, NKG.end, Literal(-2, datatype=XSD.integer)), "exactly one nkg:end, not negative"),
    "exact not a string": (replace(EX.n, NKG.exact, Literal("Vivas", lang="es")), "nkg:exact, a string"),
    "mention with two exacts": (with_((EX.n, NKG.exact, Literal("Vivas."))), "exactly one nkg:exact"),
    "run without model": (without((EX.run, NKG.model, None)), "nkg:model"),
    "run without config hash": (without((EX.run, NKG.configHash, None)), "nkg:configHash"),
    "merge by an unknown rule": (with_((EX.vivas, NKG.resolvedBy, EX.merge), (EX.merge, RDF.type, NKG.Merge),
                                       (EX.merge, NKG.mergeRule, Literal("guess")), (EX.merge, NKG.merged, EX.n)),
                                 "nkg:mergeRule"),
    "statement with two speakers": (with_((EX.s, NKG.speaker, EX.a)), "at most one nkg:speaker"),
    "attribution kind not a kind": (replace(EX.s, NKG.attributionKind, Literal("rumour")), "nkg:attributionKind"),
    "source that is an entity": (replace(EX.src, RDF.type, NKG.Person), "nkg:source is one of"),
    "source without its words": (without((EX.src, RDFS.label, None)), "rdfs:label, its words"),
    "source without its mention": (without((EX.src, NKG.mention, None)), "nkg:mention of its words"),
    "attribution confidence above one": (replace(EX.q, NKG.attributionConfidence, Literal(Decimal("1.5"), datatype=XSD.decimal)),
                                         "nkg:attributionConfidence"),
    "measure of one claim": (with_((EX.measure, RDF.type, NKG.Measure), (EX.measure, RDFS.label, Literal("people")),
                                   (EX.c, NKG.measure, EX.measure)), "at least two quantity claims"),
}


@pytest.mark.parametrize("case", sorted(VIOLATIONS), ids=lambda c: c.replace(" ", "-"))
def test_each_violation_is_reported(case):
    change, message = VIOLATIONS[case]
    graph = base()
    change(graph)
    report = validate_graph(graph)
    assert not report.conforms
    assert message in report.text


def a_place(*features: str):
    place = EX.ceuta
    triples = [(place, RDF.type, NKG.Place), (place, RDFS.label, Literal("Ceuta")), (place, NKG.mention, EX.n)]
    return base(), triples + [(place, OWL.sameAs, URIRef(iri)) for iri in features]


def test_a_place_linked_to_wikidata_beside_one_geonames_feature_conforms():
    """The value that is not a GeoNames feature fails the qualified shape inside pySHACL,
    which makes a result for it and throws it away: the place still conforms."""
    graph, place = a_place("http://www.wikidata.org/entity/Q5823", "https://sws.geonames.org/2519582/")
    report = validate_triples(list(graph) + place)
    assert report.conforms, report.text


def test_a_place_linked_to_two_geonames_features_is_reported():
    graph, place = a_place("http://www.wikidata.org/entity/Q5823", "https://sws.geonames.org/2519582/",
                           "https://sws.geonames.org/2519583/")
    report = validate_triples(list(graph) + place)
    assert not report.conforms
    assert "a place is owl:sameAs at most one GeoNames feature" in report.text
    assert report.violations == 1


def test_a_violation_that_needs_two_named_graphs_is_caught():
    """The mention sits in one named graph, the article text in another: only the union shows
    that the exact text is wrong, so kg validates the union."""
    from rdflib import Dataset

    from kg.write import write_quads  # noqa: F401  (the same layout kg writes)

    dataset = Dataset()
    g = base()
    g.remove((EX.n, NKG.exact, None))
    g.add((EX.n, NKG.exact, Literal("Vivaz")))
    article_triples = [t for t in g if t[0] == EX.a]
    for t in g:
        dataset.graph(EX.g2 if t[0] == EX.a else EX.g1).add(t)
    assert len(article_triples) == 3
    # each graph alone: the mention's graph lacks the article's text, so the SPARQL check
    # finds nothing to compare there
    alone = validate_graph(dataset.graph(EX.g1))
    assert "nkg:exact must equal" not in alone.text
    union = validate_triples((s, p, o) for s, p, o, _ in dataset.quads((None, None, None, None)))
    assert not union.conforms and "nkg:exact must equal" in union.text


def test_the_seeds_build_conforms(seeds_build):
    report = validate_triples((s, p, o) for s, p, o, _ in seeds_build.quads)
    assert report.conforms, report.text



def as_named_graphs(graph: Graph) -> tuple[bytes, list]:
    """The graph as kg's SHACL check of a batch holds it: the article's own triples as the
    N-Quads of its named graph, the entities it refers to as rdflib triples beside."""
    from kg.write import to_nquads

    entities = {s for s, o in graph.subject_objects(RDF.type) if o in (NKG.Person, NKG.Place, NKG.Organization)}
    nquads = to_nquads((s, p, o, EX.g1) for s, p, o in graph if s not in entities)
    return nquads, [t for t in graph if t[0] in entities]


@pytest.mark.parametrize("case", ["none", *sorted(VIOLATIONS)], ids=lambda c: c.replace(" ", "-"))
def test_the_union_of_named_graphs_gets_the_verdict_of_the_same_triples(case):
    from kg.validate import validate_union

    graph = base()
    if case != "none":
        VIOLATIONS[case][0](graph)
    nquads, context = as_named_graphs(graph)
    assert nquads.count(b"\n") > 20 and context
    assert validate_union(nquads, context).conforms == validate_triples(graph).conforms == (case == "none")


def test_a_triple_in_two_named_graphs_is_one_value():
    """Read as a union, a triple in two graphs comes twice; pySHACL keeps values in sets, so
    a single-valued property still has one value."""
    from kg.validate import validate_union
    from kg.write import to_nquads

    nquads, context = as_named_graphs(base())
    again = to_nquads([(EX.a, NKG.text, text, EX.g2) for text in base().objects(EX.a, NKG.text)])
    assert again.count(b"\n") == 1
    assert validate_union(nquads + again, context).conforms


# The mention count checks as they were written before perf10, with three EXISTS per mention:
# the shipped form (OPTIONAL) must find the same mentions of the same articles on every bad graph.
EXISTS_FORM = """SELECT DISTINCT $this ?value WHERE {{
    ?value nkg:article $this .
    FILTER (NOT EXISTS {{ ?value nkg:{p} ?any }}
            || EXISTS {{ ?value nkg:{p} ?x . FILTER ({bad}) }}
            || EXISTS {{ ?value nkg:{p} ?one , ?other . FILTER (!sameTerm(?one, ?other)) }})
}}"""
COUNT_CHECKS = {
    "a mention needs exactly one nkg:start, not negative": EXISTS_FORM.format(p="start", bad="?x < 0"),
    "a mention needs exactly one nkg:end, not negative": EXISTS_FORM.format(p="end", bad="?x < 0"),
    "a mention needs exactly one nkg:exact, a string": EXISTS_FORM.format(
        p="exact", bad="!isLiteral(?x) || datatype(?x) != xsd:string"),
}
# bad values beyond VIOLATIONS for the count checks to see through (an IRI, a word, a date, a
# negative value beside another, a mention with nothing but its article)
COUNT_FAULTS = {
    "start an IRI": replace(EX.n, NKG.start, EX.a),
    "start a word": replace(EX.n, NKG.start, Literal("three")),
    "two starts, one negative": with_((EX.n, NKG.start, Literal(-4, datatype=XSD.integer))),
    "end negative": replace(EX.n, NKG.end, Literal(-1, datatype=XSD.integer)),
    "exact an IRI": replace(EX.n, NKG.exact, EX.a),
    "exact a date": replace(EX.n, NKG.exact, Literal("2020-01-01", datatype=XSD.date)),
    "a bare second mention": with_((EX.n2, NKG.article, EX.a), (EX.n2, RDF.type, NKG.Mention)),
}


def count_check_rows(graph: Graph, query: str) -> list[tuple[str, str]]:
    import pyoxigraph as ox

    from kg.validate import _oxigraph_store

    store = _oxigraph_store(graph)
    prefixes = {"nkg": str(NKG), "xsd": str(XSD)}
    rows = []
    for article in graph.subjects(RDF.type, NKG.Article):
        solutions = store.query(query, prefixes=prefixes, substitutions={ox.Variable("this"): ox.NamedNode(str(article))})
        rows.extend((str(article), str(row["value"])) for row in solutions)
    return sorted(rows)


def bad_graph(case: str) -> Graph:
    graph = base()
    if case in VIOLATIONS:
        VIOLATIONS[case][0](graph)
    elif case in COUNT_FAULTS:
        COUNT_FAULTS[case](graph)
    return graph


def shipped_count_check(message: str) -> str:
    from rdflib.namespace import SH

    from kg.validate import shapes_graph

    shapes = shapes_graph()
    (constraint,) = shapes.subjects(SH.message, Literal(message))
    return str(shapes.value(constraint, SH.select))


@pytest.mark.parametrize("case", ["none", *sorted(VIOLATIONS), *sorted(COUNT_FAULTS)], ids=lambda c: c.replace(" ", "-"))
def test_the_mention_count_checks_find_what_their_exists_form_found(case):
    graph = bad_graph(case)
    for message, reference in COUNT_CHECKS.items():
        assert count_check_rows(graph, shipped_count_check(message)) == count_check_rows(graph, reference)


def test_each_mention_count_check_finds_a_mention_on_some_bad_graph():
    """So that the comparison above compares findings, not only empty answers."""
    for message in COUNT_CHECKS:
        found = {case for case in COUNT_FAULTS if count_check_rows(bad_graph(case), shipped_count_check(message))}
        assert found, message
