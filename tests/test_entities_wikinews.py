"""Entities on Wikinews articles of the development range: the rules hold beyond the seeds."""

from __future__ import annotations

import pytest

from conftest import wikinews_article


@pytest.fixture(scope="module")
def entities_of():
    from kg.furniture import blank, find_furniture
    from kg.extract.entities import extract_entities
    from kg.nlp import load_pipeline

    cache = {}

    def run(name: str, line: int):
        if (name, line) not in cache:
            text = wikinews_article(name, line)["text"]
            furniture = find_furniture(text)
            doc = load_pipeline()(blank(text, furniture))
            cache[(name, line)] = {e.label: e for e in extract_entities(doc, furniture)}
        return cache[(name, line)]

    return run


def test_an_honorific_makes_a_person_against_ner(entities_of):
    # NER calls "Naomi Martisius" an organisation 56 times out of 57; "Dr Martisius" settles it
    entities = entities_of("wikinews-2020.jsonl", 70)
    assert entities["Naomi Martisius"].type == "Person"
    assert "Martisius" in entities["Naomi Martisius"].alt_labels


def test_a_family_name_shared_by_three_people_joins_none_of_them(entities_of):
    entities = entities_of("wikinews-2020.jsonl", 95)
    for name in ('Edward Lodewijk "Eddie" Van Halen', "Alex Van Halen", "Wolfgang Van Halen"):
        assert entities[name].type == "Person"
        assert "Van Halen" not in entities[name].alt_labels
    # the nickname with the surname is the nicknamed one's
    assert entities['Edward Lodewijk "Eddie" Van Halen'].alt_labels == ("Eddie Van Halen",)


def test_a_surname_typed_wrongly_by_ner_joins_its_person(entities_of):
    entities = entities_of("wikinews-2019.jsonl", 120)
    khashoggi = entities["Jamal Khashoggi"]
    assert khashoggi.type == "Person" and "Khashoggi" in khashoggi.alt_labels
    assert "Khashoggi" not in entities


def test_a_title_is_not_part_of_a_name(entities_of):
    entities = entities_of("wikinews-2019.jsonl", 120)
    assert "Mohammad bin Salman" in entities
    assert not any(label.startswith("Crown Prince") for label in entities)


def test_acronyms_from_the_table_join_their_organisation(entities_of):
    entities = entities_of("wikinews-2019.jsonl", 120)
    assert {"UN"} <= set(entities["United Nations"].alt_labels)
    assert entities["Central Intelligence Agency"].type == "Organization"


def test_round_three_articles_people_ner_called_organisations_and_counties(entities_of):
    # held back in round 3, development since round 4: NER calls three people organisations
    # (an apposition and a relative clause on "who" say they are people) and three counties people
    people = entities_of("wikinews-2020.jsonl", 79)
    for name in ("Sviatlana Tsikhanouskaya", "Viktar Babaryka", "Valery Tsapkala"):
        assert people[name].type == "Person"
    assert people["KGB"].type == "Organization"  # NER ran it into "Belarusian"
    counties = entities_of("wikinews-2019.jsonl", 124)
    assert {counties[f"County {n}"].type for n in ("Galway", "Mayo", "Clare", "Cork", "Kerry", "Limerick")} == {"Place"}
    assert "Atlantic" in counties["Atlantic Ocean"].alt_labels and "Atlantic" not in counties
    senator = entities_of("wikinews-2019.jsonl", 153)
    assert senator["Sadie Weiner"].type == "Person"
    assert "Hagan" in senator["Kay Hagan"].alt_labels and "Hagan" not in senator  # "Hagan defeated …" is no side


def test_round_four_articles_surname_reservation_office_and_model(entities_of):
    # held back in round 4, development since round 5
    premier = entities_of("wikinews-2020.jsonl", 120)
    assert "Matovič" in premier["Igor Matovič"].alt_labels and "Matovič" not in premier  # "Matovič's government office"
    tribe = entities_of("wikinews-2019.jsonl", 147)
    assert tribe["Wind River Reservation"].type == "Place" and tribe["National Bison Range"].type == "Place"
    assert "City Councillor" not in entities_of("wikinews-2019.jsonl", 155)
    assert "Beechcraft Sierra" not in entities_of("wikinews-2019.jsonl", 100)  # "the plane, a Beechcraft Sierra"
    assert tribe["Eastern Shoshone Tribe"].type == "Organization"  # NER: "Eastern Shoshone" a place, "Tribe" left out
    assert "Arapaho" in tribe["Northern Arapaho Tribe"].alt_labels


def test_round_five_articles_time_zone_hospital_studio_band_and_bracket(entities_of):
    # held back in round 5, development since round 6
    crash = entities_of("wikinews-2019.jsonl", 126)
    assert "ET" not in crash and crash["Saint Francis Hospital"].type == "Organization"  # "9:54 a.m. ET"
    drummer = entities_of("wikinews-2019.jsonl", 131)
    assert drummer["ARC Studio"].type == "Organization" and drummer["Blind Faith"].type == "Organization"
    president = entities_of("wikinews-2020.jsonl", 89)
    assert "INC" in president["Indian National Congress"].alt_labels  # "the Indian National Congress (INC) party"
    assert president["Army’s Research and Referral Hospital"].type == "Organization"  # NER: "Army’s Research and" + "Referral Hospital"
    invasion = entities_of("wikinews-2019.jsonl", 143)
    assert invasion["Tell Tamer"].type == "Place" and invasion["Ain Issa"].type == "Place"  # "entered Tell Tamer and Ain Issa"
    assert "PKK" in invasion["Kurdistan Workers' Party"].alt_labels and "YPG" in invasion["People's Protection Units"].alt_labels
    assert "Bradley Airport" in crash["Bradley International Airport"].alt_labels
    assert "Iraq" not in invasion and "ISIS" in invasion["Islamic State of Iraq and Syria"].alt_labels
    assert "Bloody" not in drummer  # "'Bloody hell, we've got a drummer'"
    baker = next(e for e in drummer.values() if "Ginger Baker" in {e.label, *e.alt_labels})
    assert {"Baker", "Peter Edward Baker"} <= {baker.label, *baker.alt_labels}  # "born Peter Edward Baker"; "his daughter Nettie Baker"
    assert baker.label == "Ginger Baker"  # the name the article introduces him by, not the birth name
    sale = entities_of("wikinews-2019.jsonl", 156)
    assert "Defence Force" in sale["Defence Forces"].alt_labels and "Zrínyi" not in sale  # 'dubbed "Zrínyi 2026"'



def test_round_six_articles_demonym(entities_of):
    # held back in round 6, development since round 7
    assert "Hong Konger" not in entities_of("wikinews-2019.jsonl", 125)  # "a Hong Konger"
# -- the development gold (tests/data/wikinews_entities.jsonl, guideline beside it) ----------

import json  # noqa: E402
from pathlib import Path  # noqa: E402

GOLD = [json.loads(line) for line in (Path(__file__).parent / "data" / "wikinews_entities.jsonl").read_text(encoding="utf-8").splitlines()]

# Gold referents kg does not find with their type, and why (error analysis on these articles).
MISSED = {
    ("wikinews-2019.jsonl", 102, "Parliamentarians for Global Action"): "NER finds no name there and no rule does",
    ("wikinews-2019.jsonl", 106, "Saudi Aramco"): "NER splits it into a nationality and a word",
    ("wikinews-2019.jsonl", 118, "Frédéric Salat-Baroux"): "NER finds no name after 'his son-in-law,'",
    ("wikinews-2019.jsonl", 118, "Assembly"): "NER finds no name in 'Assembly president'",
    ("wikinews-2019.jsonl", 138, "Islamic State"): "NER finds no name",
    ("wikinews-2019.jsonl", 141, "Moon"): "NER calls it a person (no longer kept: a person takes no article) and nothing makes it a place",
    ("wikinews-2020.jsonl", 76, "Seongbuk-gu"): "NER finds no name; the gazetteer has no districts",
    ("wikinews-2020.jsonl", 83, "Kauri"): "NER calls the player a place",
}


def gold_cases():
    for record in GOLD:
        for entity in record["entities"]:
            key = (record["file"], record["line"], entity["names"][0])
            marks = [pytest.mark.xfail(reason=MISSED[key], strict=True)] if key in MISSED else []
            yield pytest.param(record["file"], record["line"], entity["type"], tuple(entity["names"]),
                               id=f"{record['file'][9:13]}:{record['line']}:{entity['names'][0]}", marks=marks)


@pytest.mark.parametrize(("name", "line", "etype", "names"), list(gold_cases()))
def test_wikinews_gold_referent_found_with_its_type(entities_of, name, line, etype, names):
    found = entities_of(name, line)
    assert any(e.type == etype and ({e.label, *e.alt_labels} & set(names)) for e in found.values()), \
        sorted((e.type, e.label) for e in found.values())
