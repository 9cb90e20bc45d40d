"""Places on a map: the gazetteer (kg.gazetteer), its GeoNames links and GeoSPARQL points."""

from __future__ import annotations

import re

import pytest
from rdflib import OWL, RDF, RDFS, Literal, URIRef
from rdflib.namespace import GEO

from kg.gazetteer import is_place_name, place_of
from kg.vocab import NKG

POINT = re.compile(r"^POINT\((-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)\)$")


@pytest.mark.parametrize(("name", "geonames_id"), [
    ("Germany", 2921044), ("the United States", 6252001), ("UK", 2635167), ("Malawi", 927384),
    ("London", 2643743), ("LONDON", 2643743), ("Kiev", 703448), ("Texas", 4736286), ("Europe", 6255148),
])
def test_names_the_gazetteer_knows(name, geonames_id):
    assert place_of(name).geonames_id == geonames_id


@pytest.mark.parametrize(("name", "geonames_id"), [
    ("Washington, D.C.", 4140963), ("Washington, DC", 4140963), ("Reno, NV", 5511077), ("Springfield, IL", 4250542),
], ids=["the-district-dotted", "the-district", "a-city-and-its-state", "an-ambiguous-city-made-one-by-its-state"])
def test_a_us_city_with_its_states_postal_code_is_that_city(name, geonames_id):
    assert place_of(name).geonames_id == geonames_id


@pytest.mark.parametrize("name", ["Georgia", "Springfield", "Sion", "Ministry"])
def test_ambiguous_or_unknown_names_have_no_place(name):
    # Georgia: a country and a US state; Springfield: many towns, none dominant
    assert place_of(name) is None


@pytest.mark.parametrize(("name", "is_place"), [("Paris", True), ("Surprise", False), ("Reading", False), ("Chad", True)])
def test_a_city_that_is_a_common_word_is_no_place_by_itself(name, is_place):
    assert is_place_name(name) is is_place


def test_points_are_longitude_then_latitude():
    madrid = place_of("Madrid")
    longitude, latitude = map(float, POINT.match(madrid.wkt).groups())
    assert -4 < longitude < -3.5 and 40 < latitude < 41


@pytest.fixture(scope="module")
def seed_places(seeds_dataset):
    return {str(seeds_dataset.value(p, RDFS.label)): p for p in seeds_dataset.subjects(RDF.type, NKG.Place)}


def test_every_place_the_gazetteer_knows_is_on_the_map(seeds_dataset, seed_places):
    known = {label: place_of(label) for label in seed_places if place_of(label)}
    assert {"Ceuta", "Melilla", "Morocco", "Spain", "Madrid", "Italy", "Europe"} <= set(known)
    for label, place in known.items():
        node = seed_places[label]
        assert URIRef(f"https://sws.geonames.org/{place.geonames_id}/") in set(seeds_dataset.objects(node, OWL.sameAs))
        (geometry,) = seeds_dataset.objects(node, GEO.hasGeometry)
        (wkt,) = seeds_dataset.objects(geometry, GEO.asWKT)
        assert wkt.datatype == GEO.wktLiteral and POINT.match(str(wkt)), wkt
        longitude, latitude = map(float, POINT.match(str(wkt)).groups())
        assert (round(longitude, 3), round(latitude, 3)) == (round(place.longitude, 3), round(place.latitude, 3))


def test_the_turtle_export_parses_back_with_its_points(seeds_build, tmp_path):
    from rdflib import Dataset

    from kg.write import write_quads

    target = tmp_path / "seeds.trig"
    write_quads(seeds_build.quads, target)
    dataset = Dataset(default_union=True)
    dataset.parse(target, format="trig")
    points = list(dataset.objects(None, GEO.asWKT))
    assert len(points) >= 7 and all(p.datatype == GEO.wktLiteral for p in points)


def place_graph(wkt: Literal) -> list[tuple]:
    place, mention, point = URIRef("https://example.org/p"), URIRef("https://example.org/m"), URIRef("https://example.org/g")
    return [(place, RDF.type, NKG.Place), (place, RDFS.label, Literal("Madrid")), (place, NKG.mention, mention),
            (mention, RDF.type, NKG.Mention), (place, GEO.hasGeometry, point), (point, GEO.asWKT, wkt)]


@pytest.mark.parametrize(("wkt", "conforms"), [
    (Literal("POINT(-3.70256 40.4165)", datatype=GEO.wktLiteral), True),
    (Literal("POINT(-3.70256 40.4165)"), False),  # a plain string
    (Literal("POINT(40.4165)", datatype=GEO.wktLiteral), False),
    (Literal("POINT(-3.7 140.4)", datatype=GEO.wktLiteral), False),  # latitude beyond 90
    (Literal("<http://www.opengis.net/def/crs/EPSG/0/4326> POINT(40.4 -3.7)", datatype=GEO.wktLiteral), False),
], ids=["point", "plain-string", "one-coordinate", "latitude-out-of-range", "other-crs"])
def test_shapes_check_the_form_of_a_point(wkt, conforms):
    from kg.validate import cross_article_shapes, validate_triples

    report = validate_triples(place_graph(wkt), cross_article_shapes())
    assert report.conforms is conforms, report.text


@pytest.mark.parametrize(("name", "linked"), [
    ("White House", None),  # Casablanca's name translated: a building in Washington in the news
    ("Windy City", None),  # Chicago's nickname
    ("Kiev", "Kyiv"),  # an alternate name that is no common words: linked
    ("Casablanca", "Casablanca"),
    ("Mexico City", "Mexico City"),  # a city's own name is linked, whatever its words
], ids=["translated-name", "nickname", "old-spelling", "own-name", "own-name-with-a-common-word"])
def test_an_alternate_name_of_common_words_is_not_linked_to_the_city(name, linked):
    from kg.gazetteer import linked_place

    place = linked_place(name)
    assert (place.name if place else None) == linked
    assert is_place_name(name)  # it still types a place: only the link is withheld


def test_a_place_called_the_white_house_gets_no_casablanca_point():
    from types import SimpleNamespace

    from kg.resolve import gazetteer_place

    assert gazetteer_place(SimpleNamespace(type="Place"), "White House", ["White House"]) is None
    assert gazetteer_place(SimpleNamespace(type="Place"), "Casablanca", ["Casablanca"]).name == "Casablanca"
