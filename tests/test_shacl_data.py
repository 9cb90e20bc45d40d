"""The data graph pySHACL reads kg's graphs through (kg.shacl_data)."""

from __future__ import annotations

import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef
from rdflib.namespace import XSD

import kg.shacl_data as shacl_data
from kg.shacl_data import StoreDataGraph, _Remembered

EX = "http://example.org/harbour/"


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
