"""Figures reckoned by someone (kg.extract.valuations): "Officials put the death toll at 30" is
the officials' speech act, and the number counts what the toll counts. Sentences written for
these tests."""

from __future__ import annotations

from conftest import analysed, statement_rows

TEXT = ("Local officials put the death toll at 30 on Sunday.\n\n"
        "The health ministry put the number of dead at 1,200.\n\n"
        "Organisers put attendance at 50,000, while police estimated the crowd at 20,000.\n\n"
        "He put the bag at his feet and left.\n")


def test_a_verb_of_reckoning_a_figure_is_its_subjects_speech_act():
    rows = statement_rows(analysed(TEXT, "reckoned"), "rule", "cue", "speaker", "content")
    assert rows == [
        ("statement.speech_act", "put", "Local officials", "the death toll at 30"),
        ("statement.speech_act", "put", "health ministry", "the number of dead at 1,200"),
        ("statement.speech_act", "put", "Organisers", "attendance at 50,000"),
        ("statement.speech_act", "estimate", "police", "the crowd at 20,000"),
    ]


def test_a_reckoned_number_counts_its_object_and_has_its_source():
    records = analysed(TEXT, "reckoned")
    labels = {e.key: e.label for e in records.entities}
    numbers = [(q.value, q.counts, labels.get(q.attributed_to), q.source_text) for q in records.quantities]
    assert numbers == [
        (30.0, "death", None, "Local officials"),
        (1200.0, "dead", "health ministry", None),
        (50000.0, "attendance", None, "Organisers"),
        (20000.0, "attendance", None, "police"),  # the crowd of the same event: one measure with the 50,000
    ]


def test_a_time_or_an_object_that_names_no_figure_is_no_reckoning():
    from kg.extract.valuations import valued_figure
    from kg.nlp import load_pipeline

    nlp = load_pipeline()
    for text in ("She estimated the arrival at 5 p.m.", "He put the bag at his feet.", "They placed the wreath at 10 Main Street."):
        assert [t.text for t in nlp(text) if valued_figure(t)] == [], text
    assert [t.text for t in nlp("Analysts pegged the cost of the damage at $5 billion.") if valued_figure(t)] == ["pegged"]


def test_a_figure_put_on_a_count_that_names_nothing_is_the_count_before_it():
    # "the figure", "the number": the count of the number before, so what happened to those
    # people happened to these ("killed"), and they joined it as the others did
    records = analysed("The health ministry said at least 45 people were killed, while the rebels put the figure at 120.\n\n"
                       "Police said 3,000 people attended the rally. Organisers put the number at 10,000.\n", "figures")
    assert [(q.value or q.min_value, q.counts, q.action, q.role) for q in records.quantities] == [
        (45.0, "person", "kill", "patient"), (120.0, "person", "kill", "patient"),
        (3000.0, "person", "attend", "agent"), (10000.0, "person", "attend", "agent")]
