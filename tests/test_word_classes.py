"""WordNet's classes as cue-model evidence (attribution35): the table, the features, their weights."""

from __future__ import annotations

from kg.extract.word_classes import noun_class, verb_classes


def test_wordnet_gives_a_verb_its_classes_and_a_noun_its_class():
    assert verb_classes("hint") == ("communication", ("communication",))
    assert verb_classes("reckon") == ("cognition", ("cognition",))
    assert verb_classes("march") == ("motion", ("contact", "motion", "social"))
    assert verb_classes("frobnicate") is None
    assert noun_class("spokeswoman") == "person"
    assert noun_class("committee") == "group"
    assert noun_class("memo") == "communication"
    assert noun_class("crew") == "group"


def _classes(text: str) -> list[tuple[str, list[str]]]:
    from kg.extract.entities import extract_entities
    from kg.extract.statements import cue_candidates
    from kg.nlp import load_pipeline

    keys = ("verb_class=", "verb_sense=", "noun_class=", "subject_wordnet=")
    doc = load_pipeline()(text)
    return [(doc[c.token].text, sorted(k for k in c.features if k.startswith(keys)))
            for c in cue_candidates(doc, extract_entities(doc, []))]


def test_a_candidate_carries_the_classes_of_its_word_and_of_its_subject():
    assert _classes("The ferry crews reckon that the new rota will fail.") == [
        ("reckon", ["subject_wordnet=group", "verb_class=cognition", "verb_sense=cognition"])]
    assert _classes("Two growers in the valley scoffed at the plan to widen the road.") == [
        ("scoffed", ["subject_wordnet=person", "verb_class=communication", "verb_sense=communication"]),
        ("widen", ["subject_wordnet=cognition", "verb_class=change", "verb_sense=change"])]
    # a noun candidate: its own class and its possessor's
    assert _classes("The committee's criticism of the levy surprised nobody.") == [
        ("criticism", ["noun_class=communication", "subject_wordnet=group"])]
    # a name or a pronoun for subject has no WordNet class: its entity type or pronoun stands for it
    assert _classes("She reckons that the new rota will fail.") == [
        ("reckons", ["verb_class=cognition", "verb_sense=cognition"])]


def test_the_shipped_cue_model_weighs_what_a_verb_and_its_subject_are():
    from kg.extract.cue_model import cue_model

    model = cue_model()
    for table in (model.weights, model.covers[1]):
        # a verb of communication reports more often than one of motion, whatever its lemma
        assert table["verb_class=communication"] > table["verb_class=motion"]
        # a person speaks; a thing made does not
        assert table["subject_wordnet=person"] > table["subject_wordnet=artifact"]
