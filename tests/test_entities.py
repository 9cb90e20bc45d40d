"""Entities on text written for these tests: each general rule of kg/extract/entities.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import SEEDS

DATA = Path(__file__).parent / "data"


def entities(text: str) -> dict[str, object]:
    """The entities of ``text`` by label, as the build analyses it (furniture blanked)."""
    from kg.extract.entities import extract_entities
    from kg.furniture import blank, find_furniture
    from kg.nlp import load_pipeline

    furniture = find_furniture(text)
    doc = load_pipeline()(blank(text, furniture))
    return {e.label: e for e in extract_entities(doc, furniture)}


def types(text: str) -> dict[str, str]:
    return {label: e.type for label, e in entities(text).items()}


# -- the crash of issue 14 ------------------------------------------------------------------

CRASH = "Skinheads attack Bratislava Rabbi - police ."


def test_a_headline_ending_in_an_institution_word_builds(tmp_path):
    # NER ran one PERSON over "Bratislava Rabbi - police"; its key took the institution
    # form ("…@", an organisation without an owner) and minting its IRI raised ValueError
    from kg.pipeline import build

    source = tmp_path / "crash.txt"
    source.write_text(CRASH + "\n", encoding="utf-8")
    result = build([str(source)])
    assert result.articles == 1


def test_only_organisations_get_institution_keys():
    for entity in entities(CRASH).values():
        assert "@" not in entity.key or entity.type == "Organization", entity


def test_a_name_does_not_run_over_a_spaced_dash():
    assert not any(" - " in label for label in entities(CRASH))


# -- the seeds give exactly the entities they gave before this work ------------------------

@pytest.fixture(scope="module")
def seed_records():
    from kg.ingest import read_inputs
    from kg.pipeline import analyse

    return {r.article.source.rsplit("/", 1)[-1]: r for r in analyse(list(read_inputs([str(SEEDS)])))}


def test_seed_entities_are_pinned(seed_records):
    expected = json.loads((DATA / "seed_entities.json").read_text(encoding="utf-8"))
    found = {
        name: [{"key": e.key, "type": e.type, "label": e.label, "mentions": [[m.start, m.end] for m in e.mentions]}
               for e in records.entities]
        for name, records in seed_records.items()
    }
    assert found == expected
