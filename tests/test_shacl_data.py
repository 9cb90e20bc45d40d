"""The data graph pySHACL reads kg's graphs through (kg.shacl_data)."""

from __future__ import annotations

import pyoxigraph as ox
import pytest
from rdflib import BNode, Literal, URIRef
from rdflib.namespace import RDF, SH, XSD

import kg.shacl_data as shacl_data
from kg.shacl_data import StoreDataGraph, _Remembered

EX = "http://example.org/harbour/"
SH_MIN, SH_MAX = SH.MinCountConstraintComponent, SH.MaxCountConstraintComponent


def store_of(*triples: tuple) -> ox.Store:
    store = ox.Store()
    for s, p, o in triples:
        store.add(ox.Quad(s, p, o, ox.NamedNode(EX + "graph")))
    return store


def test_objects_and_subjects_answer_rdflib_terms():
    pier, length, name, berth = (ox.NamedNode(EX + w) for w in ("pier", "length", "name", "berth"))
    store = store_of((pier, length, ox.Literal("120", datatype=ox.NamedNode(str(XSD.integer)))),
                     (pier, name, ox.Literal("North Pier")),
                     (pier, name, ox.Literal("Quai Nord", language="fr")),
                     (berth, name, ox.Literal("North Pier")),
                     (pier, length, ox.BlankNode("b1")))
    graph = StoreDataGraph(store)
    graph._default_union = True
    assert set(graph.objects(URIRef(EX + "pier"), URIRef(EX + "length"))) == {
        Literal("120", datatype=XSD.integer), BNode("b1")}
    # a plain literal comes back as Oxigraph holds it, an xsd:string
    north = Literal("North Pier", datatype=XSD.string)
    assert set(graph.objects(URIRef(EX + "pier"), URIRef(EX + "name"))) == {north, Literal("Quai Nord", lang="fr")}
    assert set(graph.subjects(URIRef(EX + "name"), Literal("North Pier"))) == {URIRef(EX + "pier"), URIRef(EX + "berth")}
    # a list of nodes asks about each in turn
    assert sorted(graph.objects([URIRef(EX + "pier"), URIRef(EX + "berth")], URIRef(EX + "name"))) == sorted(
        [north, Literal("Quai Nord", lang="fr"), north])
    assert list(graph.objects(URIRef(EX + "quay"), URIRef(EX + "name"))) == []


def test_a_conversion_is_made_once_and_a_blank_node_each_time(monkeypatch):
    made: list[object] = []

    def convert(key):  # noqa: ANN001, ANN202
        made.append(key)
        return ("made", key)

    table = _Remembered(convert, keep=lambda key: not key.startswith("_:"))
    assert table["a"] == table["a"] == ("made", "a")
    assert table["_:b"] == table["_:b"] == ("made", "_:b")
    assert made == ["a", "_:b", "_:b"]
    monkeypatch.setattr(shacl_data, "_LIMIT", 2)
    table["c"], table["d"]
    assert len(table) <= 2 and table["d"] == ("made", "d")


def class_check_store(harbours: int, ships: int, typed: set[int]) -> ox.Store:
    """Each ship's ``berth`` is one of a few harbours; the harbours in ``typed`` are Harbours."""
    rdf_type, berth = ox.NamedNode(str(RDF.type)), ox.NamedNode(EX + "berth")
    harbour, ship = ox.NamedNode(EX + "Harbour"), ox.NamedNode(EX + "Ship")
    triples = [(ox.NamedNode(f"{EX}harbour{h}"), rdf_type, harbour) for h in sorted(typed)]
    for s in range(ships):
        node = ox.NamedNode(f"{EX}ship{s}")
        triples += [(node, rdf_type, ship), (node, berth, ox.NamedNode(f"{EX}harbour{s % harbours}"))]
    return store_of(*triples)


CLASS_SHAPES = f"""
@prefix sh: <http://www.w3.org/ns/shacl#> .
<{EX}BerthShape> a sh:PropertyShape ; sh:targetClass <{EX}Ship> ;
    sh:path <{EX}berth> ; sh:class <{EX}Harbour> .
"""


def shapes_check(store: ox.Store, shapes: str) -> tuple[bool, list[tuple[str, str]]]:
    """pySHACL, with kg's shortcuts in place, on the store against ``shapes``: whether it
    conforms, and each result's focus node and value."""
    from pyshacl import validate
    from rdflib import Graph

    shacl_data.prepare_pyshacl()
    data = StoreDataGraph(store)
    data._default_union = True
    conforms, report, _ = validate(data, shacl_graph=Graph().parse(data=shapes, format="turtle"),
                                   inference="none", advanced=True, inplace=True)
    results = sorted((str(report.value(r, SH.focusNode)), str(report.value(r, SH.value)))
                     for r in report.subjects(RDF.type, SH.ValidationResult))
    return conforms, results


def class_check(store: ox.Store) -> tuple[bool, list[tuple[str, str]]]:
    return shapes_check(store, CLASS_SHAPES)


def test_a_class_is_read_once_per_value_shared_by_many_focus_nodes(monkeypatch):
    # 40 ships in 2 harbours: each harbour's type is read once, not once per ship
    asked: list[str] = []
    objects = StoreDataGraph.objects

    def counted(self, subject, predicate, unique=False):  # noqa: ANN001, ANN202
        if predicate == RDF.type and str(subject).startswith(EX + "harbour"):
            asked.append(str(subject))
        return objects(self, subject, predicate, unique)

    monkeypatch.setattr(StoreDataGraph, "objects", counted)
    assert class_check(class_check_store(2, 40, {0, 1})) == (True, [])
    assert sorted(asked) == [EX + "harbour0", EX + "harbour1"]


def test_a_value_not_of_its_class_is_reported_for_every_focus_node():
    # harbour1 has no type: each of the 20 ships berthed there is a result, as pySHACL reports it
    conforms, results = class_check(class_check_store(2, 40, {0}))
    assert not conforms
    assert results == sorted((f"{EX}ship{s}", f"{EX}harbour1") for s in range(1, 40, 2))


COUNT_SHAPES = f"""
@prefix sh: <http://www.w3.org/ns/shacl#> .
<{EX}NameShape> a sh:PropertyShape ; sh:targetClass <{EX}Ship> ;
    sh:path <{EX}name> ; sh:minCount 1 ; sh:maxCount 1 .
"""


def count_check(store: ox.Store) -> tuple[bool, list[tuple[str, str]]]:
    from pyshacl import validate
    from rdflib import Graph
    from rdflib.namespace import SH

    shacl_data.prepare_pyshacl()
    data = StoreDataGraph(store)
    data._default_union = True
    conforms, report, _ = validate(data, shacl_graph=Graph().parse(data=COUNT_SHAPES, format="turtle"),
                                   inference="none", advanced=True, inplace=True)
    results = sorted((str(report.value(r, SH.focusNode)), str(report.value(r, SH.sourceConstraintComponent)))
                     for r in report.subjects(RDF.type, SH.ValidationResult))
    return conforms, results


def named_ships(ships: int, names_per_ship, others: int = 0) -> ox.Store:  # noqa: ANN001
    """``ships`` Ships with ``names_per_ship(s)`` names each, and ``others`` named things that are no Ship."""
    rdf_type, name, ship = ox.NamedNode(str(RDF.type)), ox.NamedNode(EX + "name"), ox.NamedNode(EX + "Ship")
    triples = []
    for s in range(ships):
        node = ox.NamedNode(f"{EX}ship{s}")
        triples.append((node, rdf_type, ship))
        triples += [(node, name, ox.Literal(f"Ship {s} name {n}")) for n in range(names_per_ship(s))]
    triples += [(ox.NamedNode(f"{EX}buoy{b}"), name, ox.Literal(f"Buoy {b}")) for b in range(others)]
    return store_of(*triples)


def test_many_focus_nodes_values_are_read_in_one_walk(monkeypatch):
    # 300 ships: their names are read in one walk over the name triples, not ship by ship
    asked: list[object] = []
    objects = StoreDataGraph.objects

    def counted(self, subject, predicate, unique=False):  # noqa: ANN001, ANN202
        if predicate == URIRef(EX + "name"):
            asked.append(subject)
        return objects(self, subject, predicate, unique)

    monkeypatch.setattr(StoreDataGraph, "objects", counted)
    assert count_check(named_ships(300, lambda s: 1)) == (True, [])
    assert asked == []


@pytest.mark.parametrize("others", [0, 5000], ids=["one-walk", "name-of-many-other-things"])
def test_values_read_in_one_walk_give_pyshacls_results(others):
    # ships without a name and with two: the same results whether read in one walk or one by one
    _, results = count_check(named_ships(300, lambda s: s % 3, others))
    missing = [(f"{EX}ship{s}", str(SH_MIN)) for s in range(0, 300, 3)]
    extra = [(f"{EX}ship{s}", str(SH_MAX)) for s in range(2, 300, 3)]
    assert results == sorted(missing + extra)


SPARQL_SHAPES = f"""
@prefix sh: <http://www.w3.org/ns/shacl#> .
<{EX}LengthShape> a sh:NodeShape ; sh:targetClass <{EX}Ship> ;
    sh:sparql [ a sh:SPARQLConstraint ; sh:message "a ship's draught is less than its length" ;
        sh:select \"\"\"SELECT $this ?value WHERE {{
            $this <{EX}length> ?length ; <{EX}draught> ?value .
            OPTIONAL {{ ?value <{EX}unit> ?unit }}
            FILTER (?value >= ?length)
        }}\"\"\" ] .
"""


def measured_ships(ships: int, deep: set[int]) -> ox.Store:
    """``ships`` Ships 100 long, drawing 5, or 150 for the ships in ``deep``."""
    rdf_type, ship = ox.NamedNode(str(RDF.type)), ox.NamedNode(EX + "Ship")
    length, draught = ox.NamedNode(EX + "length"), ox.NamedNode(EX + "draught")
    triples = []
    for s in range(ships):
        node = ox.NamedNode(f"{EX}ship{s}")
        triples += [(node, rdf_type, ship), (node, length, ox.Literal("100", datatype=ox.NamedNode(str(XSD.integer)))),
                    (node, draught, ox.Literal("150" if s in deep else "5", datatype=ox.NamedNode(str(XSD.integer))))]
    return store_of(*triples)


def sparql_check(store: ox.Store) -> tuple[bool, list[tuple[str, str]]]:
    return shapes_check(store, SPARQL_SHAPES)


def test_a_sparql_constraint_is_asked_once_for_many_focus_nodes(monkeypatch):
    # 40 ships: one query with the ships as VALUES, not one query per ship
    asked: list[str] = []
    query = StoreDataGraph.query

    def counted(self, query_text, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        asked.append(query_text)
        return query(self, query_text, *args, **kwargs)

    monkeypatch.setattr(StoreDataGraph, "query", counted)
    assert sparql_check(measured_ships(40, set())) == (True, [])
    assert len(asked) == 1 and "VALUES $this" in asked[0]


def test_a_sparql_constraint_that_finds_a_row_is_asked_as_pyshacl_asks():
    # two ships too deep: each is reported as pySHACL reports it, with its value
    conforms, results = sparql_check(measured_ships(40, {3, 17}))
    assert not conforms
    assert results == [(f"{EX}ship17", "150"), (f"{EX}ship3", "150")]


@pytest.mark.parametrize("query, joins", [
    ("SELECT $this ?v WHERE { $this <p> ?v . OPTIONAL { ?v <q> ?w } FILTER (?v < 3 && $this != <x>) }", True),
    ("SELECT ?this { ?this <p> '} { $this' . FILTER (?this != <http://ex.org/a#b>) } # a comment: { ?x <q> $this }",
     True),
    ("SELECT $this WHERE { FILTER NOT EXISTS { $this <p> ?x } }", False),
    ("SELECT $this WHERE { ?x <p> ?y . OPTIONAL { ?y <q> $this } }", False),
    ("SELECT $this WHERE { { SELECT $this WHERE { $this <p> ?v } } }", False),
    ("SELECT $this WHERE { $this <p> ?v } ORDER BY $this", False),
    ("SELECT $this WHERE { $this <p> ?v MINUS { ?v <q> ?w } }", False),
    ("SELECT $this WHERE { VALUES ?v { 1 } $this <p> ?v }", False),
], ids=["top-level", "braces-in-strings-iris-comments", "not-exists", "optional", "subquery", "order-by", "minus",
        "values"])
def test_only_a_query_whose_this_joins_at_the_top_level_is_asked_once(query, joins):
    # where $this is in a nested group, bound values would not join as pre-bound ones do
    opening = shacl_data._top_level_opening(query)
    assert (opening is not None) == joins
    if joins:
        assert query[opening - 1] == "{" and query[:opening].count("{") == 1


SHARED_TARGET_SHAPES = f"""
@prefix sh: <http://www.w3.org/ns/shacl#> .
<{EX}BerthShape> a sh:PropertyShape ; sh:targetClass <{EX}Ship> ; sh:path <{EX}berth> ; sh:minCount 1 .
<{EX}OneBerthShape> a sh:PropertyShape ; sh:targetClass <{EX}Ship> ; sh:path <{EX}berth> ; sh:maxCount 1 .
<{EX}HarbourShape> a sh:PropertyShape ; sh:targetClass <{EX}Ship> ; sh:path <{EX}berth> ; sh:class <{EX}Harbour> .
"""


def ships_asked_for(monkeypatch, shapes: str, store: ox.Store) -> tuple[tuple[bool, list], int]:
    """The check of ``shapes``, and how often the data graph was asked for the ships."""
    asked: list[object] = []
    subjects = StoreDataGraph.subjects

    def counted(self, predicate, object_, unique=False):  # noqa: ANN001, ANN202
        if predicate == RDF.type and object_ == URIRef(EX + "Ship"):
            asked.append(object_)
        return subjects(self, predicate, object_, unique)

    monkeypatch.setattr(StoreDataGraph, "subjects", counted)
    return shapes_check(store, shapes), len(asked)


def test_shapes_sharing_a_target_find_its_focus_nodes_once(monkeypatch):
    checked, asked = ships_asked_for(monkeypatch, SHARED_TARGET_SHAPES, class_check_store(2, 40, {0, 1}))
    assert checked == (True, [])
    assert asked == 1  # not once per shape
    # a fault is still reported for each ship, as each shape reports it
    checked, _ = ships_asked_for(monkeypatch, SHARED_TARGET_SHAPES, class_check_store(2, 40, {0}))
    assert checked == (False, sorted((f"{EX}ship{s}", f"{EX}harbour1") for s in range(1, 40, 2)))


def test_shapes_with_rules_find_focus_nodes_as_pyshacl_does(monkeypatch):
    # a rule may add to the data graph while the shapes are checked: each shape asks again
    rule = f"""
@prefix sh: <http://www.w3.org/ns/shacl#> .
<{EX}BerthShape> sh:rule [ a sh:TripleRule ; sh:subject sh:this ; sh:predicate <{EX}seen> ; sh:object <{EX}yes> ] .
"""
    checked, asked = ships_asked_for(monkeypatch, SHARED_TARGET_SHAPES + rule, class_check_store(2, 40, {0, 1}))
    assert checked == (True, [])
    assert asked >= 3
